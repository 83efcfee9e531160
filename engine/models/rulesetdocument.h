#pragma once

#include "core/problem.h"
#include "core/ruleset.h"
#include "rulesetedit.h"

#include <QJsonArray>
#include <QObject>

namespace isle {

class GameModule;
class RulesetSchema;
struct ParamSpec;

// The ruleset being designed: values, metadata, file name, whether it differs from the
// file, and its problems, re-checked after every change. Every edit, from any view (the
// editor's forms and tables, the board's hiring screen), goes through this object, so
// every model on the same document shows the same state.
//
// A change that breaks the structure (text in a number, a cost of -1, a row too many)
// is refused: the value stays as it was and the reason is kept as an input problem at
// its path. A change that only breaks a rule tying values together (overlapping fog,
// a gap in the scoring table, an empty deck) is kept, since designers pass through such
// states; it is reported, blocks starting a game, but not saving.
class RulesetDocument : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
    Q_PROPERTY(bool dirty READ isDirty NOTIFY dirtyChanged)
    Q_PROPERTY(bool valid READ isValid NOTIFY validityChanged)

public:
    static const QStringList MetaFields; // name, version, author, notes

    // Starts with the module's default ruleset, not tied to a file.
    explicit RulesetDocument(const GameModule &module, QObject *parent = nullptr);

    const GameModule &module() const { return *m_module; }
    const RulesetSchema &schema() const;
    const Ruleset &ruleset() const { return m_ruleset; }

    // Replaces everything (a new or opened ruleset); not an edit, so nothing to undo.
    void setRuleset(const Ruleset &ruleset, const QString &fileName = {});

    // Values
    QJsonValue value(const QString &key) const { return m_ruleset.value(key); }
    QJsonArray table(const QString &key) const { return m_ruleset.table(key); }
    int rowCount(const QString &key) const { return int(m_ruleset.table(key).size()); }
    QJsonValue tableCell(const QString &key, int row, const QString &column) const;
    // The row of a table with fixed rows whose row key is `rowKey` ("scout" in a table of pieces), or -1.
    int rowWithKey(const QString &key, const QString &rowKey) const;
    QString metaValue(const QString &field) const;
    static QString metaFieldLabel(const QString &field);

    // Edits. Each returns false, keeping the old value, when the schema refuses the
    // new one; inputProblems() then says why at the value's path.
    bool setValue(const QString &key, const QJsonValue &value);
    bool setTableCell(const QString &key, int row, const QString &column, const QJsonValue &value);
    bool insertRow(const QString &key, int row, const QJsonObject &rowValue = {});
    bool removeRow(const QString &key, int row);
    bool setTable(const QString &key, const QJsonArray &rows, const QString &text);
    bool setMetaValue(const QString &field, const QString &value);
    // A row to insert at `row` when the caller gives none: the neighbour's values, with
    // a column that counts up by one (line lengths) continued, and a free row id made
    // unique (rowIdFor()).
    QJsonObject defaultRow(const QString &key, int row) const;
    // Why `id` cannot name row `row` of table `key`, whose rows designers add and name
    // by a free id (ColumnSpec::isRowKey without fixed rows): not an id (isRowId()), or
    // another row's. Empty when it can; also empty for a table without free ids.
    QString rowIdProblem(const QString &key, int row, const QString &id) const;
    // An id no row of `key` has, made from `base` ("oak-sprinter" → "oak-sprinter-2").
    QString unusedRowId(const QString &key, const QString &base) const;

    // Profiles (GameModule::profiles()): switches every parameter to profile `id`'s values
    // as one edit (one undo step); parameters a profile leaves out take the default
    // ruleset's. False, changing nothing, for an unknown profile or values the schema
    // refuses (inputProblems() says why). Metadata stays.
    bool applyProfile(const QString &id);
    // The id of the first profile whose values the parameters equal, or empty when none
    // does (the rules were modified, or the game has no profiles).
    QString matchingProfile() const;
    // A profile's values for every parameter of the schema (see applyProfile()); empty for
    // an unknown id.
    QJsonObject profileValues(const QString &id) const;

    // Undo and redo: applies edit.before (undo) or edit.after without emitting edited().
    void applyEdit(const RulesetEdit &edit, bool undo);

    // Problems
    const Problems &problems() const { return m_problems; } // of the values held
    const QList<Problem> &inputProblems() const { return m_inputProblems; } // refused edits
    QList<Problem> allProblems() const; // refused edits first, then the values'
    bool isValid() const { return !m_problems.hasErrors(); } // a game may start
    QString describePath(const QString &path) const;
    void clearInputProblems();

    // Files. open() also takes a file whose only errors tie values together (what save
    // writes), so such work can be reopened and fixed.
    QString fileName() const { return m_fileName; }
    QString title() const; // the ruleset's name, else the file's, else "Untitled"
    bool isDirty() const { return m_dirty; }
    bool open(const QString &fileName, Problems &problems);
    bool save(QString *error);
    bool saveAs(const QString &fileName, QString *error);
    const Ruleset &savedRuleset() const { return m_saved; } // as opened or last saved

Q_SIGNALS:
    void aboutToChange(const QString &key, const QJsonValue &newValue);
    void changed(const QString &key); // a parameter's value; metadata: metaChanged
    void metaChanged(const QString &field);
    void aboutToBeReplaced();
    void replaced();
    void problemsChanged();
    void validityChanged(bool valid);
    void dirtyChanged(bool dirty);
    void fileNameChanged(const QString &fileName);
    void titleChanged(const QString &title);
    void edited(const isle::RulesetEdit &edit); // an accepted edit, for undo stacks
    void inputRejected(const QString &path, const QString &message);

private:
    bool commit(const QString &key, const QJsonValue &value, const QString &text);
    bool refuseUnlessValid(const ParamSpec &spec, const QJsonValue &value);
    void refuse(const QString &key, const QString &path, const QString &message);
    void store(const QString &key, const QJsonValue &value);
    void storeSeveral(const QJsonObject &values);
    void storeMeta(const QString &field, const QString &value);
    void clearInputProblemsOf(const QString &key);
    void revalidate();
    void updateDirty();
    void setFileName(const QString &fileName);

    const GameModule *m_module;
    Ruleset m_ruleset;
    Ruleset m_saved;
    QString m_fileName;
    Problems m_problems;
    QList<Problem> m_inputProblems;
    bool m_dirty = false;
    bool m_valid = true;
};

} // namespace isle
