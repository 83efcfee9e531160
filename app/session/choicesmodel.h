#pragma once

#include <QAbstractListModel>
#include <QVariantMap>

namespace isle::app {

class GameSession;

// Every legal decision of the viewer, when it is the viewer's to take, with its record
// form (to hand back to GameSession::play) and the engine's words for it. The board has
// dedicated controls for common decisions; this list answers any kind of decision.
class ChoicesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        ActionRole, // QVariantMap, as in records
        TypeRole,
        CharacterRole,
        CellRole,
        Cell2Role,
        FaceDownRole,
        ValueRole, // "keep" of a weather choice or "region" of a fog lift, else -1
        CountRole, // for an opening-hand pick: how many of that character remain to pick
        NameRole,  // the character's name, for decisions that name one
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
        int count = 0;
    };

    GameSession *m_session;
    QList<Choice> m_choices;
};

} // namespace isle::app
