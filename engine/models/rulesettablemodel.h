#pragma once

#include "rulesetdocument.h"

#include "core/problem.h"

#include <QAbstractTableModel>
#include <QJsonValue>
#include <QPointer>

namespace isle {

struct ParamSpec;

// One table parameter of a document (characters, scoringTable, weatherDeck,
// fogRegions...), its columns generated from the schema's ColumnSpecs. Rows are fixed
// where the schema fixes them; elsewhere rows may be added and removed within the
// schema's row count. Each cell tells its problems (ToolTipRole, ProblemRole), and the
// problems of its row (a fog region off the board) too; problems of the whole table (a
// gap in the scoring table) are in tableProblems(). Edits go through the document.
// The vertical header names a fixed row by its row key ("Scout") and numbers other rows.
class RulesetTableModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(QString key READ key CONSTANT)
    Q_PROPERTY(bool rowsFixed READ rowsFixed CONSTANT)
    Q_PROPERTY(QString tableProblems READ tableProblems NOTIFY tableProblemsChanged)

public:
    RulesetTableModel(RulesetDocument *document, const QString &key, QObject *parent = nullptr);

    RulesetDocument *document() const { return m_document; }
    QString key() const { return m_key; }
    const ParamSpec *spec() const;
    QString label() const; // translated
    bool rowsFixed() const;
    bool canInsertRow() const;
    bool canRemoveRow() const;
    QString columnKey(int column) const;
    int columnOf(const QString &columnKey) const;
    QString tableProblems() const;
    int tableSeverity() const; // -1 none, 0 error, 1 warning
    // Whether rows are named by a free id designers type (a card's), and why `id` could
    // not name `row` (empty when it could): for editors that check as the designer types.
    bool hasRowIds() const;
    Q_INVOKABLE QString rowIdProblem(int row, const QString &id) const;

    // CSV: a header row of column keys (any order), then one record per table row.
    // A bad file changes nothing; each problem names the file, its line and column.
    QByteArray toCsv() const;
    bool exportCsv(const QString &fileName, QString *error) const;
    bool importCsv(const QString &fileName, Problems &problems);
    bool importCsvData(const QByteArray &bytes, const QString &fileName, Problems &problems);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void tableProblemsChanged();

private:
    enum class Pending { None, Data, Insert, Remove, Reset };
    void onAboutToChange(const QString &key, const QJsonValue &newValue);
    void onChanged(const QString &key);
    void onProblemsChanged();
    QString cellProblems(int row, int column, int *severity) const;

    QPointer<RulesetDocument> m_document;
    QString m_key;
    int m_rows = 0;
    Pending m_pending = Pending::None;
    QString m_lastTableProblems;
};

} // namespace isle
