#pragma once

#include "gamesession.h"

#include <QAbstractListModel>

namespace isle::app {

class GameSession;

// One row per decision taken, in the words the current viewer may read: another seat's
// face-down token or opening pick is not named, and only public events or the viewer's
// own private ones appear among the details.
class LogModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role { TextRole = Qt::UserRole + 1, SeatRole, SeatNameRole, DetailsRole, NumberRole };

    explicit LogModel(GameSession *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    GameSession *m_session;
    QList<LogEntry> m_entries;
    int m_rows = 0;
};

} // namespace isle::app
