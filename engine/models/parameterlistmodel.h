#pragma once

#include "rulesetdocument.h"

#include <QAbstractTableModel>
#include <QPointer>
#include <QStringList>

namespace isle {

struct ParamSpec;

// The scalar parameters (integers, switches, choices) of a document's schema, one a
// row: label, value, unit. Generated from the schema's metadata; optionally narrowed to
// one variant's parameters and to one editor group. Edits go through the document.
class ParameterListModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY filterChanged)
    Q_PROPERTY(QString group READ group WRITE setGroup NOTIFY filterChanged)

public:
    enum Column { LabelColumn, ValueColumn, UnitColumn, ColumnCount };

    explicit ParameterListModel(RulesetDocument *document, QObject *parent = nullptr);

    RulesetDocument *document() const { return m_document; }
    QString variant() const { return m_variant; }
    void setVariant(const QString &variant); // empty: every variant
    QString group() const { return m_group; }
    void setGroup(const QString &group); // empty: every group

    QString keyAt(int row) const;
    int rowOfKey(const QString &key) const;
    const ParamSpec *specAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

Q_SIGNALS:
    void filterChanged();

private:
    void rebuild();
    void onChanged(const QString &key);
    void onProblemsChanged();

    QPointer<RulesetDocument> m_document;
    QString m_variant;
    QString m_group;
    QStringList m_keys;
};

} // namespace isle
