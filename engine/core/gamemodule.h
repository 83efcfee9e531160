#pragma once

#include "components.h"
#include "game.h"
#include "problem.h"
#include "ruleset.h"
#include "rulesetschema.h"

#include <QStringList>
#include <memory>
#include <optional>

namespace isle {

// A setting each seat chooses for itself before or during a game (how it wants a routine
// decision taken for it, say), declared by the game so that the new-game dialog and the
// seat panel offer it without knowing the game. Names are translated.
struct SeatPreference
{
    QString id;               // stable, for files and options
    QString name;             // what people read
    QStringList choices;      // stable ids of the values
    QStringList choiceNames;  // what people read, one per choice
    int defaultChoice = 0;    // index into choices
};

// A complete set of parameter values a game ships as an alternative to its default (a
// revised edition of the rules): designers switch a ruleset to it as one edit. The first
// of GameModule::profiles() is the default ruleset's. Names are translated.
struct RulesetProfile
{
    QString id;          // stable, for files and options ("revised")
    QString name;        // what people read
    QString description; // one or two sentences on what differs
    QJsonObject params;  // every parameter of the schema
};

// Everything the core needs to know about one game: its ruleset schema and default,
// its variants, how to start a game, load a position and read an action from a file.
class GameModule
{
public:
    virtual ~GameModule() = default;

    virtual QString id() const = 0;
    virtual QString displayName() const = 0;
    virtual QStringList variants() const = 0;
    // One of variants() as people name it ("Game with weather"), translated; the id for
    // a variant the game does not know.
    virtual QString variantName(const QString &variant) const { return variant; }
    virtual int seatCount(const QString &variant) const = 0;
    // The settings each seat may choose (none by default); their values reach the game
    // through Game::preferredAction, in this order.
    virtual QList<SeatPreference> seatPreferences() const { return {}; }

    virtual const RulesetSchema &schema() const = 0;
    virtual Ruleset defaultRuleset() const = 0;
    // Alternatives to the default (none by default); when there are any, the first is the
    // default ruleset's own values.
    virtual QList<RulesetProfile> profiles() const { return {}; }
    // Checks that tie parameters together (fog regions on the board, no gaps in a table).
    virtual void validateRuleset(const Ruleset &ruleset, Problems &problems) const = 0;

    virtual std::unique_ptr<Game> newGame(const Ruleset &ruleset, const QString &variant, std::uint64_t seed,
                                          Problems &problems) const = 0;
    virtual std::unique_ptr<Game> loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                               Problems &problems) const = 0;

    virtual std::optional<Action> actionFromJson(const QJsonObject &object, const QString &path,
                                                 Problems &problems) const = 0;

    // The rules of the game as `ruleset` sets them, for people to read: an HTML fragment
    // (headings, paragraphs, lists and tables, no images, links or scripts) in which every
    // text taken from the ruleset is escaped, so a ruleset file cannot add markup. Covers
    // one of variants(), or every variant when `variant` is empty. Empty when the game
    // has no reference.
    virtual QString rulesReference(const Ruleset &ruleset, const QString &variant) const
    {
        Q_UNUSED(ruleset);
        Q_UNUSED(variant);
        return {};
    }

    // The physical components `ruleset` needs, for print-and-play sheets (docs/sheets.md):
    // every token, card, board, mat and aid with its size, shape, count, front and back.
    // Numbers printed on them (costs, counts, tables) are the ruleset's. `ruleset` is
    // valid; none by default.
    virtual QList<ComponentSpec> components(const Ruleset &ruleset) const
    {
        Q_UNUSED(ruleset);
        return {};
    }

protected:
    // A ruleset of this game the program carries in its resources (checked by a test, so
    // here only parsed).
    Ruleset embeddedRuleset(const QString &resource) const;
    // The checks every newGame makes before compiling the rules: a variant of this game
    // (an error at $.variant otherwise) and a ruleset for this game (at $.game).
    bool acceptsNewGame(const Ruleset &ruleset, const QString &variant, Problems &problems) const;
};

} // namespace isle
