#include "squirrelplayersmodel.h"

#include "gamesession.h"
#include "squirrelscreen.h"

#include <QJsonArray>

namespace isle::app::squirrelisland {

namespace {
const QHash<int, QByteArray> &roles()
{
    static const QHash<int, QByteArray> names{
        {PlayersModel::SeatRole, "seat"},           {PlayersModel::NameRole, "name"},
        {PlayersModel::IsViewerRole, "isViewer"},   {PlayersModel::IsRivalRole, "isRival"},
        {PlayersModel::NutsRole, "nuts"},           {PlayersModel::CoinsRole, "coins"},
        {PlayersModel::StaminaRole, "stamina"},     {PlayersModel::StaminaCapRole, "staminaCap"},
        {PlayersModel::AwakeRole, "awake"},         {PlayersModel::GoAgainRole, "goAgain"},
        {PlayersModel::HandCountRole, "handCount"}, {PlayersModel::StashCountRole, "stashCount"},
        {PlayersModel::StashRole, "stash"},         {PlayersModel::TableauRole, "tableau"},
        {PlayersModel::FirstPlayerRole, "firstPlayer"}, {PlayersModel::ToMoveRole, "toMove"},
        {PlayersModel::TargetRole, "target"},       {PlayersModel::TotalRole, "total"},
        {PlayersModel::ScoreRole, "score"},         {PlayersModel::WinnerRole, "winner"},
    };
    return names;
}
} // namespace

PlayersModel::PlayersModel(SquirrelScreen *screen)
    : ObservationListModel(screen)
    , m_screen(screen)
{
}

int PlayersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PlayersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QVariantMap &row = m_rows.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        const QString name = row.value(QStringLiteral("name")).toString();
        const int nuts = row.value(QStringLiteral("nuts")).toInt();
        return row.value(QStringLiteral("awake")).toBool() ? tr("%1, awake, %n nut(s)", nullptr, nuts).arg(name)
                                                           : tr("%1, asleep, %n nut(s)", nullptr, nuts).arg(name);
    }
    const QByteArray name = roles().value(role);
    return name.isEmpty() ? QVariant() : row.value(QString::fromLatin1(name));
}

QHash<int, QByteArray> PlayersModel::roleNames() const
{
    QHash<int, QByteArray> names = roles();
    names.insert(Qt::DisplayRole, "display");
    return names;
}

void PlayersModel::refresh()
{
    const QJsonObject &view = m_screen->session().observation();
    const int viewer = m_screen->viewerSeat();
    const int first = view.value(QStringLiteral("firstPlayer")).toInt();
    const QJsonValue toMove = view.value(QStringLiteral("toMove"));
    QList<int> winners;
    for (const QJsonValue &winner : view.value(QStringLiteral("winners")).toArray())
        winners.append(winner.toInt());
    const QJsonArray totals = view.value(QStringLiteral("totalPoints")).toArray();

    const auto rowOf = [&](const QJsonObject &player, int seat, bool rival) {
        QVariantList tableau;
        for (const QJsonValue &value : player.value(QStringLiteral("tableau")).toArray()) {
            const QJsonObject squirrel = value.toObject();
            const int position = squirrel.value(QStringLiteral("position")).toInt();
            const QString card = squirrel.value(QStringLiteral("card")).toString();
            tableau.append(QVariantMap{{QStringLiteral("position"), position},
                                       {QStringLiteral("card"), card},
                                       {QStringLiteral("name"), m_screen->cardName(card)},
                                       {QStringLiteral("refreshed"), squirrel.value(QStringLiteral("refreshed")).toBool()},
                                       {QStringLiteral("protectedBy"), squirrel.value(QStringLiteral("protectedBy")).toInt()},
                                       {QStringLiteral("target"), m_screen->squirrelIsTarget(seat, position)}});
        }
        QStringList stash;
        for (const QJsonValue &card : player.value(QStringLiteral("stash")).toArray())
            stash.append(card.toString());
        return QVariantMap{
            {QStringLiteral("seat"), seat},
            {QStringLiteral("name"), m_screen->playerName(seat)},
            {QStringLiteral("isViewer"), !rival && seat == viewer},
            {QStringLiteral("isRival"), rival},
            {QStringLiteral("nuts"), player.value(QStringLiteral("nuts")).toInt()},
            {QStringLiteral("coins"), rival ? -1 : player.value(QStringLiteral("coins")).toInt()},
            {QStringLiteral("stamina"), player.value(QStringLiteral("stamina")).toInt()},
            {QStringLiteral("staminaCap"), rival ? 0 : player.value(QStringLiteral("staminaCap")).toInt()},
            {QStringLiteral("awake"), player.value(QStringLiteral("awake")).toBool()},
            {QStringLiteral("goAgain"), player.value(QStringLiteral("goAgain")).toInt()},
            {QStringLiteral("handCount"), player.value(QStringLiteral("handCount")).toInt()},
            {QStringLiteral("stashCount"), player.value(QStringLiteral("stashCount")).toInt()},
            {QStringLiteral("stash"), stash},
            {QStringLiteral("tableau"), tableau},
            {QStringLiteral("firstPlayer"), seat == first},
            {QStringLiteral("toMove"), !toMove.isNull() && toMove.toInt() == seat},
            {QStringLiteral("target"), m_screen->playerIsTarget(seat)},
            {QStringLiteral("total"), totals.at(seat - 1).toInt(player.value(QStringLiteral("nuts")).toInt())},
            {QStringLiteral("score"), player.value(QStringLiteral("score")).toObject().toVariantMap()},
            {QStringLiteral("winner"), winners.contains(seat)},
        };
    };

    QList<QVariantMap> rows;
    for (const QJsonValue &value : view.value(QStringLiteral("seats")).toArray()) {
        const QJsonObject player = value.toObject();
        rows.append(rowOf(player, player.value(QStringLiteral("seat")).toInt(), false));
    }
    if (view.contains(QStringLiteral("rival"))) {
        const QJsonObject rival = view.value(QStringLiteral("rival")).toObject();
        rows.append(rowOf(rival, rival.value(QStringLiteral("seat")).toInt(), true));
    }
    publish(int(rows.size()), [&]() { m_rows = std::move(rows); });
}

} // namespace isle::app::squirrelisland
