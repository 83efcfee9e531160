#pragma once

#include "rulesetdocument.h"

#include "core/problem.h"

#include <QAbstractTableModel>
#include <QPointer>

namespace isle {


// A document's problems, one a row: severity, where (in words; the JSON path in
// PathRole and the tool tip) and the message. Refused edits come first, then what is
// wrong with the values held. Rebuilt whenever the document's problems change.
class ProblemListModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(int errorCount READ errorCount NOTIFY countsChanged)
    Q_PROPERTY(int warningCount READ warningCount NOTIFY countsChanged)

public:
    enum Column { SeverityColumn, LocationColumn, MessageColumn, ColumnCount };
    enum Role { RefusedInputRole = Qt::UserRole + 100 };

    explicit ProblemListModel(RulesetDocument *document, QObject *parent = nullptr);

    const Problem &problemAt(int row) const { return m_problems.at(row); }
    bool isRefusedInput(int row) const { return row < m_refused; }
    int errorCount() const;
    int warningCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void countsChanged();

private:
    void refresh();

    QPointer<RulesetDocument> m_document;
    QList<Problem> m_problems;
    QStringList m_locations;
    int m_refused = 0;
};

} // namespace isle
