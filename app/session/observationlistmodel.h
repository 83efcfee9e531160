#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QVariant>

#include <functional>

namespace isle::app {

// Base of the list models rebuilt from the viewer's observation after every change (the
// seats, a game's board and hand). publish() tells the views as little as is true: a
// model whose number of rows changed is reset; otherwise only the rows whose roles
// changed are reported, with just those roles, so a decision that changes one tile
// redraws one tile and a screen reader's place in the list stays where it was.
class ObservationListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    using QAbstractListModel::QAbstractListModel;

protected:
    // `replace` swaps in the new rows; afterwards rowCount() is `rows` and data() reads them.
    void publish(int rows, const std::function<void()> &replace);

private:
    QList<int> watchedRoles() const;
    void remember();

    int m_rememberedRows = -1;
    QList<QVariant> m_remembered; // row-major: every watched role of every row, as last published
};

} // namespace isle::app
