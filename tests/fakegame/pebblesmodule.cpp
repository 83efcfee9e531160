#include "pebblesmodule.h"

#include "fakegame.h"
#include "pebblesgame.h"

#include "core/gameregistry.h"
#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::fakegame {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fakegame::PebblesModule)
};

constexpr const char *SchemaContext = "isle::fakegame::Ruleset";

ParamSpec integer(const QString &key, const char *label, const char *description, int min, int max, const QString &unit)
{
    ParamSpec spec;
    spec.key = key;
    spec.group = QStringLiteral("pile");
    spec.label = label;
    spec.description = description;
    spec.type = ParamType::Integer;
    spec.min = min;
    spec.max = max;
    spec.unit = unit;
    return spec;
}

ParamSpec bonusRoll()
{
    ParamSpec spec;
    spec.key = QStringLiteral("bonusRoll");
    spec.group = QStringLiteral("pile");
    spec.label = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Bonus roll");
    spec.description = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset",
        "Dice the rules reference quotes; play does not roll them (a test of dice parameters).");
    spec.type = ParamType::Dice;
    return spec;
}

// A table with a dice column, for the editor's tests.
ParamSpec putBackRolls()
{
    ParamSpec spec;
    spec.key = QStringLiteral("putBack");
    spec.group = QStringLiteral("pile");
    spec.label = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Put back");
    spec.description = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset",
        "For each seat, dice of pebbles it might put back; play does not roll them (a test of dice columns).");
    spec.type = ParamType::Table;
    ColumnSpec seat;
    seat.key = QStringLiteral("seat");
    seat.label = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Seat");
    seat.type = ParamType::Choice;
    seat.isRowKey = true;
    seat.choices = { ChoiceSpec(QStringLiteral("first"), QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "First")),
        ChoiceSpec(QStringLiteral("second"), QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Second")) };
    ColumnSpec roll;
    roll.key = QStringLiteral("roll");
    roll.label = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Roll");
    roll.description = QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "The dice rolled for the pebbles put back.");
    roll.type = ParamType::Dice;
    spec.columns = { seat, roll };
    spec.fixedRows = { QStringLiteral("first"), QStringLiteral("second") };
    return spec;
}

QJsonArray putBackRows(const QString &first, const QString &second)
{
    return QJsonArray { QJsonObject { { QStringLiteral("seat"), QStringLiteral("first") },
                            { QStringLiteral("roll"), first } },
        QJsonObject { { QStringLiteral("seat"), QStringLiteral("second") }, { QStringLiteral("roll"), second } } };
}
} // namespace

QString PebblesModule::displayName() const
{
    return Tr::tr("Pebbles");
}

QStringList PebblesModule::variants() const
{
    return { QStringLiteral("duel"), QStringLiteral("trio") };
}

QString PebblesModule::variantName(const QString &variant) const
{
    if (variant == QLatin1StringView("duel"))
        return Tr::tr("Duel (two players)");
    if (variant == QLatin1StringView("trio"))
        return Tr::tr("Trio (three players)");
    return variant;
}

int PebblesModule::seatCount(const QString &variant) const
{
    return variant == QLatin1StringView("trio") ? 3 : 2;
}

QList<SeatPreference> PebblesModule::seatPreferences() const
{
    // A routine decision a person may have taken for them, as the shared layers expect
    // of any game: the new-game dialog, the seat panel and the session offer it unseen.
    SeatPreference autoTake;
    autoTake.id = QStringLiteral("auto-take");
    autoTake.name = Tr::tr("Take for me");
    autoTake.choices = { QStringLiteral("manual"), QStringLiteral("one"), QStringLiteral("random") };
    autoTake.choiceNames = { Tr::tr("Choose myself"), Tr::tr("One pebble"), Tr::tr("At random") };
    autoTake.defaultChoice = 0;
    return { autoTake };
}

const RulesetSchema &PebblesModule::schema() const
{
    static const RulesetSchema schema(id(), SchemaContext,
        { integer(QStringLiteral("pile"), QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Pile"),
              QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Pebbles in the pile at the start of the game."), MinPile,
              MaxPile, QStringLiteral("pebbles")),
            integer(QStringLiteral("maxTake"), QT_TRANSLATE_NOOP("isle::fakegame::Ruleset", "Most taken"),
                QT_TRANSLATE_NOOP("isle::fakegame::Ruleset",
                    "The most pebbles a player may take in one turn; every turn takes at least one."),
                1, MaxTakeLimit, QStringLiteral("pebbles")),
            bonusRoll(), putBackRolls() });
    return schema;
}

Ruleset PebblesModule::defaultRuleset() const
{
    return Ruleset(id(), profiles().constFirst().params, QJsonObject { { QStringLiteral("name"), QStringLiteral("Pebbles") } });
}

QList<RulesetProfile> PebblesModule::profiles() const
{
    RulesetProfile standard;
    standard.id = QStringLiteral("standard");
    standard.name = Tr::tr("Standard pile");
    standard.description = Tr::tr("Fifteen pebbles, up to three a turn.");
    standard.params = QJsonObject { { QStringLiteral("pile"), 15 }, { QStringLiteral("maxTake"), 3 },
        { QStringLiteral("bonusRoll"), QStringLiteral("1d3-1") },
        { QStringLiteral("putBack"), putBackRows(QStringLiteral("1d2"), QStringLiteral("1d2+1")) } };
    RulesetProfile quick;
    quick.id = QStringLiteral("quick");
    quick.name = Tr::tr("Quick pile");
    quick.description = Tr::tr("Nine pebbles, up to two a turn, bigger bonuses.");
    quick.params = QJsonObject { { QStringLiteral("pile"), 9 }, { QStringLiteral("maxTake"), 2 },
        { QStringLiteral("bonusRoll"), QStringLiteral("2d3-2") },
        { QStringLiteral("putBack"), putBackRows(QStringLiteral("0"), QStringLiteral("1d4")) } };
    return { standard, quick };
}

void PebblesModule::validateRuleset(const Ruleset &ruleset, Problems &problems) const
{
    // Each value's range is the schema's; only how the two relate is checked here.
    if (ruleset.integer(QStringLiteral("maxTake")) >= ruleset.integer(QStringLiteral("pile")))
        problems.error(QStringLiteral("$.params.maxTake"),
            Tr::tr("expected fewer than the pile's %1 pebbles, or the first player takes them all at once")
                .arg(ruleset.integer(QStringLiteral("pile"))));
}

std::unique_ptr<Game> PebblesModule::newGame(
    const Ruleset &ruleset, const QString &variant, std::uint64_t seed, Problems &problems) const
{
    if (!variants().contains(variant)) {
        problems.error(QStringLiteral("$.variant"),
            Tr::tr("unknown variant \"%1\"; expected one of: %2").arg(variant, variants().join(QStringLiteral(", "))));
        return nullptr;
    }
    if (ruleset.gameId() != id()) {
        problems.error(
            QStringLiteral("$.game"), Tr::tr("the ruleset is for \"%1\", not Pebbles").arg(ruleset.gameId()));
        return nullptr;
    }
    Problems found(problems.file());
    schema().validate(ruleset.params(), QStringLiteral("$.params"), found);
    if (!found.hasErrors())
        validateRuleset(ruleset, found);
    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    PebblesRules rules;
    rules.pile = ruleset.integer(QStringLiteral("pile"));
    rules.maxTake = ruleset.integer(QStringLiteral("maxTake"));
    return std::make_unique<PebblesGame>(
        *this, std::make_shared<const Ruleset>(ruleset), rules, variant, seatCount(variant), seed);
}

std::optional<Action> PebblesModule::actionFromJson(
    const QJsonObject &object, const QString &path, Problems &problems) const
{
    rejectUnknownKeys(object, { QStringLiteral("type"), QStringLiteral("count") }, path, problems);
    const auto type = readString(object, QStringLiteral("type"), path, problems);
    if (type && *type != QLatin1StringView("take")) {
        problems.error(childPath(path, QStringLiteral("type")), Tr::tr("expected \"take\""));
        return std::nullopt;
    }
    const auto count = readInteger(object, QStringLiteral("count"), path, problems, 1, MaxTakeLimit);
    if (!type || !count)
        return std::nullopt;
    return PebblesGame::takeAction(int(*count));
}

QJsonObject PebblesModule::actionJson(const Action &action)
{
    return QJsonObject { { QStringLiteral("type"), QStringLiteral("take") }, { QStringLiteral("count"), action.kind } };
}

QString PebblesModule::rulesReference(const Ruleset &ruleset, const QString &variant) const
{
    const int pile = ruleset.integer(QStringLiteral("pile"));
    const int maxTake = ruleset.integer(QStringLiteral("maxTake"));
    QString players = variant == QLatin1StringView("duel") ? Tr::tr("two players")
        : variant == QLatin1StringView("trio")             ? Tr::tr("three players")
                                                           : Tr::tr("two players (duel) or three (trio)");
    QString html;
    if (!ruleset.name().isEmpty())
        html += u"<h2>" + ruleset.name().toHtmlEscaped() + u"</h2>";
    html += u"<p>"
        + Tr::tr("Pebbles is played by %1 around a pile of %2 pebbles. In turn, each player takes "
                 "from 1 to %3 pebbles. Whoever takes the last pebble wins.")
              .arg(players.toHtmlEscaped())
              .arg(pile)
              .arg(maxTake)
        + u"</p><p>"
        + Tr::tr("At the start each player is dealt a secret bonus of 0, 1 or 2. A player's score is the "
                 "pebbles it took plus its bonus; the score does not decide the winner.")
        + u"</p><p>"
        + Tr::tr("This ruleset names the bonus roll %1.")
              .arg(ruleset.value(QStringLiteral("bonusRoll")).toString().toHtmlEscaped())
        + u"</p>";
    return html;
}

const PebblesModule &PebblesModule::instance()
{
    static const PebblesModule module;
    return module;
}

void registerPebbles()
{
    // add() refuses a second registration of the id, which makes this idempotent.
    GameRegistry::add(&PebblesModule::instance());
}

} // namespace isle::fakegame
