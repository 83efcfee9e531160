#include "hiringmodel.h"

#include "charactertext.h"
#include "foggyscreen.h"
#include "gamesession.h"

#include "foggyisland/characters.h"
#include "foggyisland/foggystate.h"

#include <QJsonArray>
#include <QSet>

namespace isle::app::foggyisland {

HiringModel::HiringModel(FoggyScreen *screen)
    : ObservationListModel(screen)
    , m_screen(screen)
{
}

int HiringModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant HiringModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return tr("%1: %2 coins, replaces a %3, %4 of %5 hired")
            .arg(characterDisplayName(row.character))
            .arg(row.cost)
            .arg(characterDisplayName(row.replaces))
            .arg(row.owned)
            .arg(row.limit);
    case CharacterRole: return row.character;
    case NameRole: return characterDisplayName(row.character);
    case CostRole: return row.cost;
    case ReplacesRole: return row.replaces;
    case ReplacesNameRole: return characterDisplayName(row.replaces);
    case OwnedRole: return row.owned;
    case LimitRole: return row.limit;
    case HirableRole: return row.hirable;
    case AbilityRole: return row.ability;
    default: return {};
    }
}

QHash<int, QByteArray> HiringModel::roleNames() const
{
    return {{CharacterRole, "character"}, {NameRole, "name"},       {CostRole, "cost"},
            {ReplacesRole, "replaces"},   {ReplacesNameRole, "replacesName"}, {OwnedRole, "owned"},
            {LimitRole, "limit"},         {HirableRole, "hirable"},
            {AbilityRole, "ability"},     {Qt::DisplayRole, "summary"}};
}

void HiringModel::refresh()
{
    QList<Row> rows;
    const Game *game = m_screen->session().game();
    const QJsonObject &view = m_screen->session().observation();
    const int viewer = m_screen->session().viewer();
    if (game && view.contains(QStringLiteral("coins")) && viewer >= 0) {
        // Owned: the team's set in the team game, else the seat's own.
        QJsonObject owned;
        const QJsonArray seats = view.value(QStringLiteral("seats")).toArray();
        const int side = seats.at(viewer).toObject().value(QStringLiteral("side")).toInt();
        if (view.contains(QStringLiteral("teamOwned")))
            owned = view.value(QStringLiteral("teamOwned")).toArray().at(side - 1).toObject();
        else
            owned = view.value(QStringLiteral("owned")).toArray().at(viewer).toObject();
        QSet<QString> hirable;
        for (const Action &action : m_screen->legalActions())
            if (static_cast<foggy::ActionType>(action.type) == foggy::ActionType::Hire)
                hirable.insert(foggy::characterId(action.kind));
        for (const QJsonValue &value : game->ruleset().table(QStringLiteral("characters"))) {
            const QJsonObject character = value.toObject();
            const int limit = character.value(QStringLiteral("hireCount")).toInt();
            if (limit <= 0)
                continue;
            Row row;
            row.character = character.value(QStringLiteral("id")).toString();
            row.cost = character.value(QStringLiteral("cost")).toInt();
            row.replaces = character.value(QStringLiteral("replaces")).toString();
            row.limit = limit;
            row.owned = owned.value(row.character).toInt();
            row.hirable = hirable.contains(row.character);
            row.ability = game->componentDescription(row.character);
            rows.append(row);
        }
    }
    publish(int(rows.size()), [&]() { m_rows = std::move(rows); });
}

} // namespace isle::app::foggyisland
