#include "rulesetdocument.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "core/rulesetschema.h"
#include "rulesetvalues.h"

#include <QFileInfo>
#include <QSet>

namespace isle {

namespace {
// Sentences such as "Change hand size to 7" put a label inside a sentence; English
// lowers its first letter, languages that capitalise nouns translate the flag as "no".
QString inSentence(const QString &label)
{
    //: Translate as "no" when labels keep their capital letter inside a sentence (German nouns).
    if (RulesetDocument::tr("lower-case labels inside sentences") == QLatin1StringView("no"))
        return label;
    if (label.size() > 1 && label.at(1).isLower())
        return label.at(0).toLower() + label.mid(1);
    return label;
}
} // namespace

const QStringList RulesetDocument::MetaFields{QStringLiteral("name"), QStringLiteral("version"),
                                              QStringLiteral("author"), QStringLiteral("notes")};

RulesetDocument::RulesetDocument(const GameModule &module, QObject *parent)
    : QObject(parent)
    , m_module(&module)
    , m_ruleset(module.defaultRuleset())
    , m_saved(m_ruleset)
{
    revalidate();
}

const RulesetSchema &RulesetDocument::schema() const
{
    return m_module->schema();
}

void RulesetDocument::setRuleset(const Ruleset &ruleset, const QString &fileName)
{
    const QString oldTitle = title();
    Q_EMIT aboutToBeReplaced();
    if (const GameModule *module = GameRegistry::find(ruleset.gameId()))
        m_module = module;
    m_ruleset = ruleset;
    m_saved = ruleset;
    m_inputProblems.clear();
    m_fileName = fileName;
    Q_EMIT replaced();
    revalidate();
    updateDirty();
    Q_EMIT fileNameChanged(m_fileName);
    if (title() != oldTitle)
        Q_EMIT titleChanged(title());
}

QJsonValue RulesetDocument::tableCell(const QString &key, int row, const QString &column) const
{
    return m_ruleset.table(key).at(row).toObject().value(column);
}

int RulesetDocument::rowWithKey(const QString &key, const QString &rowKey) const
{
    const ParamSpec *spec = schema().param(key);
    if (!spec)
        return -1;
    for (const ColumnSpec &column : spec->columns) {
        if (!column.isRowKey)
            continue;
        const QJsonArray rows = m_ruleset.table(key);
        for (int row = 0; row < rows.size(); ++row)
            if (rows.at(row).toObject().value(column.key).toString() == rowKey)
                return row;
    }
    return -1;
}

QString RulesetDocument::metaValue(const QString &field) const
{
    return m_ruleset.meta().value(field).toString();
}

QString RulesetDocument::metaFieldLabel(const QString &field)
{
    if (field == u"name")
        return tr("Name");
    if (field == u"version")
        return tr("Version");
    if (field == u"author")
        return tr("Author");
    if (field == u"notes")
        return tr("Notes");
    return humanizeId(field);
}

bool RulesetDocument::setValue(const QString &key, const QJsonValue &value)
{
    const ParamSpec *spec = schema().param(key);
    if (!spec) {
        refuse(key, paramPath(key), tr("unknown parameter"));
        return false;
    }
    if (!refuseUnlessValid(*spec, value))
        return false;
    const QString text = spec->type == ParamType::Table
        ? tr("Change %1").arg(inSentence(schema().translate(spec->label)))
        : tr("Change %1 to %2")
              .arg(inSentence(schema().translate(spec->label)),
                   valueText(schema(), spec->type, spec->choices, value));
    return commit(key, value, text);
}

bool RulesetDocument::setTableCell(const QString &key, int row, const QString &column, const QJsonValue &value)
{
    const ParamSpec *spec = schema().param(key);
    const ColumnSpec *columnSpec = spec ? spec->column(column) : nullptr;
    QJsonArray rows = m_ruleset.table(key);
    if (!columnSpec || row < 0 || row >= rows.size()) {
        refuse(key, cellPath(key, row, column), tr("no such cell"));
        return false;
    }
    if (columnSpec->isRowKey && !spec->fixedRows.isEmpty()) {
        refuse(key, cellPath(key, row, column), tr("the rows of this table are fixed; their names cannot change"));
        return false;
    }
    // A free id is checked here first, so the reason is given at the cell being edited
    // (the table's own check would report a duplicate at whichever row comes second).
    const QString oldId = rows.at(row).toObject().value(column).toString();
    const bool renaming = columnSpec->isRowKey && value.toString() != oldId;
    if (renaming) {
        if (const QString problem = rowIdProblem(key, row, value.toString()); !problem.isEmpty()) {
            refuse(key, cellPath(key, row, column), problem);
            return false;
        }
    }
    QJsonObject rowObject = rows.at(row).toObject();
    rowObject.insert(column, value);
    rows.replace(row, rowObject);
    if (!refuseUnlessValid(*spec, rows))
        return false;
    const QString tableLabel = schema().translate(spec->label);
    const QString columnLabel = inSentence(schema().translate(columnSpec->label));
    const QString newText = valueText(schema(), columnSpec->type, columnSpec->choices, value);
    const QString text = renaming
        ? tr("Rename row %1 of %2 from \"%3\" to \"%4\"").arg(row + 1).arg(inSentence(tableLabel), oldId, value.toString())
        : spec->fixedRows.isEmpty()
        ? tr("Change %1 in row %2 of %3 to %4").arg(columnLabel).arg(row + 1).arg(inSentence(tableLabel), newText)
        : tr("Change %1 %2 to %3").arg(rowLabel(schema(), *spec, rows, row), columnLabel, newText);
    return commit(key, rows, text);
}

QJsonObject RulesetDocument::defaultRow(const QString &key, int row) const
{
    const ParamSpec *spec = schema().param(key);
    if (!spec)
        return {};
    const QJsonArray rows = m_ruleset.table(key);
    QJsonObject result;
    const int neighbour = row > 0 ? row - 1 : 0;
    if (neighbour < rows.size())
        result = rows.at(neighbour).toObject();
    for (const ColumnSpec &column : spec->columns) {
        if (!result.contains(column.key)) {
            switch (column.type) {
            case ParamType::Integer: result.insert(column.key, column.min); break;
            case ParamType::Boolean: result.insert(column.key, false); break;
            case ParamType::Choice:
                result.insert(column.key, column.choices.isEmpty() ? QString() : column.choices.first().value);
                break;
            case ParamType::Text: result.insert(column.key, QString()); break;
            case ParamType::Dice: result.insert(column.key, QStringLiteral("1d6")); break;
            case ParamType::Pattern: {
                // A blank square of the first code, as small as the column allows.
                const QString code = column.choices.isEmpty() ? QString() : column.choices.first().value;
                const int side = qMax(1, column.min);
                result.insert(column.key, QStringList(side, code.repeated(side)).join(u'/'));
                break;
            }
            case ParamType::Table: break;
            }
        }
        // A column counting up by one from row to row (line lengths) goes on counting,
        // so a new row is rarely a duplicate.
        if (column.type != ParamType::Integer || rows.size() < 2 || row != rows.size())
            continue;
        bool counting = true;
        for (qsizetype i = 1; i < rows.size() && counting; ++i)
            counting = rows.at(i).toObject().value(column.key).toInt()
                == rows.at(i - 1).toObject().value(column.key).toInt() + 1;
        if (counting)
            result.insert(column.key, std::min(column.max, rows.last().toObject().value(column.key).toInt() + 1));
    }
    // A copied free id would name two rows (refused): the new row gets one of its own,
    // made from the neighbour's so it reads as its variant ("oak-sprinter-2").
    if (const ColumnSpec *id = spec->rowKeyColumn(); id && spec->fixedRows.isEmpty()) {
        const QString base = result.value(id->key).toString();
        result.insert(id->key, unusedRowId(key, isRowId(base) ? base : QStringLiteral("row")));
    }
    return result;
}

QString RulesetDocument::rowIdProblem(const QString &key, int row, const QString &id) const
{
    const ParamSpec *spec = schema().param(key);
    const ColumnSpec *column = spec ? spec->rowKeyColumn() : nullptr;
    if (!column || !spec->fixedRows.isEmpty())
        return {};
    if (!isRowId(id))
        return tr("\"%1\" cannot be an id: expected 1 to 32 lower-case letters (a–z), digits and hyphens, "
                  "starting with a letter")
            .arg(id);
    const QJsonArray rows = m_ruleset.table(key);
    for (int other = 0; other < rows.size(); ++other)
        if (other != row && rows.at(other).toObject().value(column->key).toString() == id)
            return tr("the id \"%1\" is already used by row %2; expected an id no other row has")
                .arg(id)
                .arg(other + 1);
    return {};
}

QString RulesetDocument::unusedRowId(const QString &key, const QString &base) const
{
    const ParamSpec *spec = schema().param(key);
    const ColumnSpec *column = spec ? spec->rowKeyColumn() : nullptr;
    QSet<QString> used;
    if (column)
        for (const QJsonValue &row : m_ruleset.table(key))
            used.insert(row.toObject().value(column->key).toString());
    // Counting on from a base that already ends in "-N" ("oak-sprinter-2" → "-3").
    QString stem = base;
    int number = 2;
    if (const qsizetype dash = base.lastIndexOf(u'-'); dash > 0) {
        bool ok = false;
        const int suffix = base.mid(dash + 1).toInt(&ok);
        if (ok && suffix > 0) {
            stem = base.left(dash);
            number = suffix + 1;
        }
    }
    for (;; ++number) {
        const QString suffix = u'-' + QString::number(number);
        // Ids are at most 32 characters: the stem gives way to the number.
        QString candidate = stem.left(32 - suffix.size());
        while (candidate.endsWith(u'-'))
            candidate.chop(1);
        candidate += suffix;
        if (!used.contains(candidate))
            return candidate;
    }
}

bool RulesetDocument::insertRow(const QString &key, int row, const QJsonObject &rowValue)
{
    const ParamSpec *spec = schema().param(key);
    QJsonArray rows = m_ruleset.table(key);
    if (!spec || spec->type != ParamType::Table || row < 0 || row > rows.size()) {
        refuse(key, paramPath(key), tr("no such table row"));
        return false;
    }
    if (!spec->fixedRows.isEmpty()) {
        refuse(key, paramPath(key), tr("the rows of this table are fixed; rows cannot be added"));
        return false;
    }
    rows.insert(row, rowValue.isEmpty() ? defaultRow(key, row) : rowValue);
    if (!refuseUnlessValid(*spec, rows))
        return false;
    return commit(key, rows, tr("Add row %1 to %2").arg(row + 1).arg(inSentence(schema().translate(spec->label))));
}

bool RulesetDocument::removeRow(const QString &key, int row)
{
    const ParamSpec *spec = schema().param(key);
    QJsonArray rows = m_ruleset.table(key);
    if (!spec || spec->type != ParamType::Table || row < 0 || row >= rows.size()) {
        refuse(key, paramPath(key), tr("no such table row"));
        return false;
    }
    if (!spec->fixedRows.isEmpty()) {
        refuse(key, paramPath(key), tr("the rows of this table are fixed; rows cannot be removed"));
        return false;
    }
    rows.removeAt(row);
    if (!refuseUnlessValid(*spec, rows))
        return false;
    return commit(key, rows,
                  tr("Remove row %1 from %2").arg(row + 1).arg(inSentence(schema().translate(spec->label))));
}

bool RulesetDocument::setTable(const QString &key, const QJsonArray &rows, const QString &text)
{
    const ParamSpec *spec = schema().param(key);
    if (!spec || spec->type != ParamType::Table) {
        refuse(key, paramPath(key), tr("unknown table"));
        return false;
    }
    if (!refuseUnlessValid(*spec, rows))
        return false;
    return commit(key, rows, text);
}

bool RulesetDocument::setMetaValue(const QString &field, const QString &value)
{
    if (!MetaFields.contains(field)) {
        refuse(QString(), metaPath(field), tr("unknown field; expected one of: %1").arg(MetaFields.join(QStringLiteral(", "))));
        return false;
    }
    if (metaValue(field) == value)
        return true;
    RulesetEdit edit;
    edit.metaField = field;
    edit.before = m_ruleset.meta().contains(field) ? QJsonValue(metaValue(field)) : QJsonValue();
    edit.after = value.isEmpty() ? QJsonValue() : QJsonValue(value);
    edit.text = value.isEmpty() ? tr("Clear %1").arg(inSentence(metaFieldLabel(field)))
                                : tr("Change %1 to \"%2\"").arg(inSentence(metaFieldLabel(field)), value.left(40));
    storeMeta(field, value);
    Q_EMIT edited(edit);
    return true;
}

QJsonObject RulesetDocument::profileValues(const QString &id) const
{
    const QList<RulesetProfile> profiles = m_module->profiles();
    const auto profile = std::find_if(profiles.cbegin(), profiles.cend(),
                                      [&id](const RulesetProfile &p) { return p.id == id; });
    if (profile == profiles.cend())
        return {};
    const Ruleset defaults = m_module->defaultRuleset();
    QJsonObject values;
    for (const ParamSpec &spec : schema().params())
        values.insert(spec.key, profile->params.contains(spec.key) ? profile->params.value(spec.key)
                                                                    : defaults.value(spec.key));
    return values;
}

bool RulesetDocument::applyProfile(const QString &id)
{
    const QJsonObject values = profileValues(id);
    if (values.isEmpty()) {
        refuse(QString(), QStringLiteral("$.params"), tr("unknown profile \"%1\"").arg(id));
        return false;
    }
    for (const ParamSpec &spec : schema().params())
        if (!refuseUnlessValid(spec, values.value(spec.key)))
            return false;
    RulesetEdit edit;
    QJsonObject before;
    QJsonObject after;
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        const QJsonValue current = m_ruleset.value(it.key());
        if (current != it.value()) {
            before.insert(it.key(), current);
            after.insert(it.key(), it.value());
        }
    }
    if (after.isEmpty())
        return true;
    QString name = id;
    for (const RulesetProfile &profile : m_module->profiles())
        if (profile.id == id)
            name = profile.name;
    edit.before = before;
    edit.after = after;
    edit.text = tr("Switch to the profile \"%1\"").arg(name);
    storeSeveral(after);
    Q_EMIT edited(edit);
    return true;
}

QString RulesetDocument::matchingProfile() const
{
    for (const RulesetProfile &profile : m_module->profiles()) {
        const QJsonObject values = profileValues(profile.id);
        bool same = true;
        for (auto it = values.constBegin(); it != values.constEnd() && same; ++it)
            same = m_ruleset.value(it.key()) == it.value();
        if (same)
            return profile.id;
    }
    return {};
}

void RulesetDocument::applyEdit(const RulesetEdit &edit, bool undo)
{
    const QJsonValue value = undo ? edit.before : edit.after;
    if (edit.isMultiple())
        storeSeveral(value.toObject());
    else if (edit.key.isEmpty())
        storeMeta(edit.metaField, value.toString());
    else
        store(edit.key, value);
}

QList<Problem> RulesetDocument::allProblems() const
{
    return m_inputProblems + m_problems.items();
}

QString RulesetDocument::describePath(const QString &path) const
{
    return isle::describePath(schema(), m_ruleset, path);
}

void RulesetDocument::clearInputProblems()
{
    if (m_inputProblems.isEmpty())
        return;
    m_inputProblems.clear();
    Q_EMIT problemsChanged();
}

QString RulesetDocument::title() const
{
    if (!m_ruleset.name().isEmpty())
        return m_ruleset.name();
    if (!m_fileName.isEmpty())
        return QFileInfo(m_fileName).completeBaseName();
    return tr("Untitled");
}

bool RulesetDocument::open(const QString &fileName, Problems &problems)
{
    if (problems.file().isEmpty())
        problems.setFile(fileName);
    const auto object = readJsonObjectFile(fileName, problems);
    if (!object)
        return false;
    Problems loaded(problems.file());
    std::optional<Ruleset> ruleset = Ruleset::fromJson(*object, loaded);
    if (!ruleset) {
        // Refused: take it anyway when every error is in the parameters and their shape
        // is right, i.e. only rules tying values together fail — what save() may write.
        bool onlyParams = true;
        for (const Problem &problem : loaded.items())
            if (problem.severity == Problem::Severity::Error && !problem.path.startsWith(QLatin1StringView("$.params")))
                onlyParams = false;
        const GameModule *module = GameRegistry::find(object->value(QStringLiteral("game")).toString());
        if (onlyParams && module && object->value(QStringLiteral("params")).isObject()) {
            QJsonObject params = object->value(QStringLiteral("params")).toObject();
            const Ruleset defaults = module->defaultRuleset();
            for (const ParamSpec &spec : module->schema().params())
                if (!params.contains(spec.key))
                    params.insert(spec.key, defaults.value(spec.key));
            Problems shape;
            module->schema().validate(params, QStringLiteral("$.params"), shape);
            if (!shape.hasErrors())
                ruleset = Ruleset(module->id(), params, object->value(QStringLiteral("meta")).toObject());
        }
    }
    problems.addNested(loaded, QStringLiteral("$"));
    if (!ruleset)
        return false;
    setRuleset(*ruleset, fileName);
    return true;
}

bool RulesetDocument::save(QString *error)
{
    if (m_fileName.isEmpty()) {
        if (error)
            *error = tr("the ruleset has no file name yet; use Save As");
        return false;
    }
    return saveAs(m_fileName, error);
}

bool RulesetDocument::saveAs(const QString &fileName, QString *error)
{
    if (!m_ruleset.save(fileName, error))
        return false;
    const QString oldTitle = title();
    m_saved = m_ruleset;
    setFileName(fileName);
    updateDirty();
    if (title() != oldTitle)
        Q_EMIT titleChanged(title());
    return true;
}

bool RulesetDocument::commit(const QString &key, const QJsonValue &value, const QString &text)
{
    const QJsonValue before = m_ruleset.value(key);
    if (before == value) {
        clearInputProblemsOf(key);
        return true;
    }
    store(key, value);
    Q_EMIT edited(RulesetEdit{key, QString(), before, value, text});
    return true;
}

bool RulesetDocument::refuseUnlessValid(const ParamSpec &spec, const QJsonValue &value)
{
    Problems shape;
    schema().validateValue(spec, value, paramPath(spec.key), shape);
    if (!shape.hasErrors())
        return true;
    clearInputProblemsOf(spec.key);
    for (const Problem &problem : shape.items()) {
        if (problem.severity != Problem::Severity::Error)
            continue;
        m_inputProblems.append(problem);
        Q_EMIT inputRejected(problem.path, problem.message);
    }
    Q_EMIT problemsChanged();
    return false;
}

void RulesetDocument::refuse(const QString &key, const QString &path, const QString &message)
{
    clearInputProblemsOf(key);
    m_inputProblems.append(Problem{Problem::Severity::Error, QString(), path, message});
    Q_EMIT inputRejected(path, message);
    Q_EMIT problemsChanged();
}

void RulesetDocument::store(const QString &key, const QJsonValue &value)
{
    Q_EMIT aboutToChange(key, value);
    m_ruleset.setValue(key, value);
    Q_EMIT changed(key);
    clearInputProblemsOf(key);
    revalidate();
    updateDirty();
}

void RulesetDocument::storeSeveral(const QJsonObject &values)
{
    // Each parameter announced as by store(), the whole checked once at the end.
    for (auto it = values.constBegin(); it != values.constEnd(); ++it) {
        Q_EMIT aboutToChange(it.key(), it.value());
        m_ruleset.setValue(it.key(), it.value());
        Q_EMIT changed(it.key());
        clearInputProblemsOf(it.key());
    }
    revalidate();
    updateDirty();
}

void RulesetDocument::storeMeta(const QString &field, const QString &value)
{
    const QString oldTitle = title();
    QJsonObject meta = m_ruleset.meta();
    if (value.isEmpty())
        meta.remove(field);
    else
        meta.insert(field, value);
    m_ruleset.setMeta(meta);
    Q_EMIT metaChanged(field);
    clearInputProblemsOf(QString());
    updateDirty();
    if (title() != oldTitle)
        Q_EMIT titleChanged(title());
}

void RulesetDocument::clearInputProblemsOf(const QString &key)
{
    // Metadata problems are filed under an empty key, like metadata edits.
    m_inputProblems.removeIf([&key](const Problem &problem) { return parseRulesetPath(problem.path).key == key; });
}

void RulesetDocument::revalidate()
{
    Problems problems;
    m_ruleset.validate(problems);
    m_problems = problems;
    Q_EMIT problemsChanged();
    if (isValid() != m_valid) {
        m_valid = isValid();
        Q_EMIT validityChanged(m_valid);
    }
}

void RulesetDocument::updateDirty()
{
    const bool dirty = !(m_ruleset == m_saved);
    if (dirty == m_dirty)
        return;
    m_dirty = dirty;
    Q_EMIT dirtyChanged(m_dirty);
}

void RulesetDocument::setFileName(const QString &fileName)
{
    if (fileName == m_fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(m_fileName);
}

} // namespace isle
