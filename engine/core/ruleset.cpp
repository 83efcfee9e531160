#include "ruleset.h"

#include "gamemodule.h"
#include "gameregistry.h"
#include "jsonfile.h"

#include <QCoreApplication>

namespace isle {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::Ruleset)
};
} // namespace

Ruleset::Ruleset(QString gameId, QJsonObject params, QJsonObject meta)
    : m_gameId(std::move(gameId))
    , m_params(std::move(params))
    , m_meta(std::move(meta))
{
}

QJsonObject Ruleset::toJson() const
{
    return QJsonObject{{QStringLiteral("format"), FormatName},
                       {QStringLiteral("formatVersion"), FormatVersion},
                       {QStringLiteral("game"), m_gameId},
                       {QStringLiteral("meta"), m_meta},
                       {QStringLiteral("params"), m_params}};
}

void Ruleset::validate(Problems &problems, const QString &path) const
{
    const GameModule *module = GameRegistry::find(m_gameId);
    if (!module) {
        problems.error(QStringLiteral("$.game"), Tr::tr("unknown game \"%1\"; expected one of: %2")
                                                     .arg(m_gameId, GameRegistry::ids().join(QStringLiteral(", "))));
        return;
    }
    module->schema().validate(m_params, path, problems);
    if (!problems.hasErrors())
        module->validateRuleset(*this, problems);
}

std::optional<Ruleset> Ruleset::fromJson(const QJsonObject &object, Problems &problems)
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(object, FormatName, FormatVersion, problems) == 0)
        return std::nullopt;
    rejectUnknownKeys(object, {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                               QStringLiteral("meta"), QStringLiteral("params")},
                      root, problems);
    const auto gameId = readString(object, QStringLiteral("game"), root, problems);
    if (!gameId)
        return std::nullopt;
    const GameModule *module = GameRegistry::find(*gameId);
    if (!module) {
        problems.error(QStringLiteral("$.game"), Tr::tr("unknown game \"%1\"; expected one of: %2")
                                                     .arg(*gameId, GameRegistry::ids().join(QStringLiteral(", "))));
        return std::nullopt;
    }

    QJsonObject meta;
    if (object.contains(QStringLiteral("meta"))) {
        const QJsonValue metaValue = object.value(QStringLiteral("meta"));
        if (!metaValue.isObject()) {
            problems.error(QStringLiteral("$.meta"), Tr::tr("expected an object, found %1").arg(jsonTypeName(metaValue)));
        } else {
            meta = metaValue.toObject();
            const QStringList metaKeys{QStringLiteral("name"), QStringLiteral("version"), QStringLiteral("author"),
                                       QStringLiteral("notes")};
            rejectUnknownKeys(meta, metaKeys, QStringLiteral("$.meta"), problems);
            for (const QString &key : metaKeys)
                if (meta.contains(key) && !meta.value(key).isString())
                    problems.error(childPath(QStringLiteral("$.meta"), key),
                                   Tr::tr("expected a string, found %1").arg(jsonTypeName(meta.value(key))));
        }
    }

    const QJsonValue paramsValue = object.value(QStringLiteral("params"));
    if (!paramsValue.isObject()) {
        problems.error(QStringLiteral("$.params"), object.contains(QStringLiteral("params"))
                                                       ? Tr::tr("expected an object, found %1").arg(jsonTypeName(paramsValue))
                                                       : Tr::tr("missing; expected an object of parameters"));
        return std::nullopt;
    }
    QJsonObject params = paramsValue.toObject();
    const Ruleset defaults = module->defaultRuleset();
    for (const ParamSpec &spec : module->schema().params()) {
        if (!params.contains(spec.key)) {
            problems.warning(childPath(QStringLiteral("$.params"), spec.key),
                             Tr::tr("missing; the default value is used"));
            params.insert(spec.key, defaults.value(spec.key));
        }
    }

    Ruleset ruleset(*gameId, params, meta);
    const bool hadErrors = problems.hasErrors();
    ruleset.validate(problems);
    if (hadErrors || problems.hasErrors())
        return std::nullopt;
    return ruleset;
}

std::optional<Ruleset> Ruleset::load(const QString &fileName, Problems &problems)
{
    return loadJsonFile(fileName, problems, &Ruleset::fromJson);
}

bool Ruleset::save(const QString &fileName, QString *error) const
{
    return writeJsonFileAtomically(fileName, toJson(), error);
}

} // namespace isle
