#include "handmodel.h"

#include "charactertext.h"
#include "foggyscreen.h"
#include "gamesession.h"

#include <QJsonArray>

namespace isle::app::foggyisland {

HandModel::HandModel(FoggyScreen *screen)
    : ObservationListModel(screen)
    , m_screen(screen)
{
}

int HandModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant HandModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Entry &entry = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: return tr("%1 × %2").arg(characterDisplayName(entry.character)).arg(entry.count);
    case CharacterRole: return entry.character;
    case NameRole: return characterDisplayName(entry.character);
    case CountRole: return entry.count;
    case SelectedRole: return entry.character == m_screen->selectedCharacter();
    case DiscRole: return m_disc;
    case AbilityRole: return entry.ability;
    default: return {};
    }
}

QHash<int, QByteArray> HandModel::roleNames() const
{
    return {{CharacterRole, "character"},
            {NameRole, "name"},
            {CountRole, "count"},
            {SelectedRole, "selected"},
            {DiscRole, "disc"},
            {AbilityRole, "ability"},
            {Qt::DisplayRole, "display"}};
}

void HandModel::refresh()
{
    const QJsonObject &view = m_screen->session().observation();
    const int viewer = m_screen->session().viewer();
    const QJsonObject seat = viewer >= 0 ? view.value(QStringLiteral("seats")).toArray().at(viewer).toObject() : QJsonObject();
    const QJsonObject hand = seat.value(QStringLiteral("hand")).toObject();
    m_disc = seat.isEmpty() ? QString() : QStringLiteral("side-%1").arg(seat.value(QStringLiteral("side")).toInt());
    const Game *game = m_screen->session().game();
    QList<Entry> entries;
    for (const QString &id : characterIds())
        if (hand.value(id).toInt() > 0)
            entries.append(Entry{id, hand.value(id).toInt(), game ? game->componentDescription(id) : QString()});
    publish(int(entries.size()), [&]() { m_entries = std::move(entries); });
}

} // namespace isle::app::foggyisland
