#pragma once

#include <QAbstractListModel>
#include <QVariantMap>

namespace isle::app {

class GameSession;

// Every legal decision of the viewer, when it is the viewer's to take, with its record
// form (to hand back to GameSession::play) and the engine's words for it. A game's pages
// have dedicated controls for common decisions; this list answers any kind of decision
// of any game.
class ChoicesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        ActionRole, // QVariantMap, as in records
        TypeRole,   // the record's "type"; a game's pages read the rest from ActionRole
    };

    explicit ChoicesModel(GameSession *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void refresh();

private:
    struct Choice
    {
        QVariantMap action;
        QString text;
    };

    GameSession *m_session;
    QList<Choice> m_choices;
};

} // namespace isle::app
