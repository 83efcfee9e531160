// Position files (docs/formats.md, "Position"): the whole table, hidden cards included,
// with a decision under way. Impossible positions are refused with the reason.
#include "squirrelgame.h"
#include "squirrelmodule.h"

#include "core/gamerecord.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cstring>
#include <span>

namespace isle::squirrelisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::squirrelisland::Position)
};

const char *const DecisionIds[DecisionKindCount] = {"play",          "gather",    "choose-opponent",
                                                    "stash-from-hand", "exhaust-squirrel", "keep-card",
                                                    "collect-loops", "protect",   "refresh-squirrel"};
} // namespace

QJsonObject SquirrelGame::positionJson() const
{
    const SquirrelState &s = m_state;
    const auto cards = [this](std::span<const std::uint8_t> list) {
        QJsonArray result;
        for (const std::uint8_t card : list)
            result.append(m_rules->ids.at(card));
        return result;
    };
    const auto counted = [this](const std::array<std::uint8_t, MaxCardKinds> &counts) {
        QJsonArray result;
        for (int card = 0; card < m_rules->cardCount; ++card)
            for (int copy = 0; copy < counts[static_cast<std::size_t>(card)]; ++copy)
                result.append(m_rules->ids.at(card));
        return result;
    };
    const auto playerJson = [&](int actor) {
        const PlayerState &p = s.player(actor);
        QJsonArray tableau;
        for (int i = 0; i < p.tableauCount; ++i) {
            const TableauEntry &entry = p.tableau[static_cast<std::size_t>(i)];
            QJsonObject squirrel{{QStringLiteral("card"), m_rules->ids.at(entry.card)},
                                 {QStringLiteral("refreshed"), entry.refreshed != 0}};
            if (entry.guard != NoPosition)
                squirrel.insert(QStringLiteral("protectedBy"), entry.guard + 1);
            tableau.append(squirrel);
        }
        QJsonObject result{{QStringLiteral("nuts"), p.nuts},
                           {QStringLiteral("stamina"), p.stamina},
                           {QStringLiteral("awake"), p.awake != 0},
                           {QStringLiteral("tableau"), tableau},
                           {QStringLiteral("stash"), counted(p.stash)}};
        if (actor == s.rival()) {
            result.insert(QStringLiteral("cardsTaken"), p.squirrelsPlayed);
        } else {
            result.insert(QStringLiteral("coins"), p.coins);
            result.insert(QStringLiteral("goAgain"), p.goAgain);
            result.insert(QStringLiteral("hand"), counted(p.hand));
        }
        return result;
    };
    QJsonArray island;
    for (int slot = 0; slot < m_rules->islandSlots; ++slot) {
        const std::uint8_t card = s.island[static_cast<std::size_t>(slot)];
        island.append(card == NoCard ? QJsonValue() : QJsonValue(m_rules->ids.at(card)));
    }
    QJsonArray seats;
    for (int seat = 0; seat < s.seats; ++seat)
        seats.append(playerJson(seat));
    QJsonObject position{{QStringLiteral("format"), PositionFormatName},
                         {QStringLiteral("formatVersion"), 1},
                         {QStringLiteral("game"), module().id()},
                         {QStringLiteral("variant"), variant()},
                         {QStringLiteral("seed"), seedToString(m_seed)},
                         {QStringLiteral("day"), s.day},
                         {QStringLiteral("firstPlayer"), s.firstPlayer + 1},
                         {QStringLiteral("toMove"), s.current + 1},
                         {QStringLiteral("over"), isOver()},
                         {QStringLiteral("island"), island},
                         {QStringLiteral("deck"), cards(std::span(s.deck.data(), s.deckCount))},
                         {QStringLiteral("discard"), cards(std::span(s.discard.data(), s.discardCount))},
                         {QStringLiteral("seats"), seats},
                         {QStringLiteral("ruleset"), m_ruleset->toJson()}};
    if (isSolo())
        position.insert(QStringLiteral("rival"), playerJson(s.rival()));
    if (s.stage == Stage::Decide) {
        const Resolution &res = s.res;
        QJsonObject pending{{QStringLiteral("decision"), QString::fromLatin1(DecisionIds[int(s.pending)])},
                            {QStringLiteral("seat"), s.decider + 1}};
        if (s.pending == DecisionKind::Gather && res.afterSleep)
            pending.insert(QStringLiteral("afterSleep"), true);
        if (s.pending != DecisionKind::Play && s.pending != DecisionKind::Gather) {
            pending.insert(QStringLiteral("card"), m_rules->ids.at(res.card));
            pending.insert(QStringLiteral("player"), res.actor + 1);
            pending.insert(QStringLiteral("effect"), res.slot + 1);
            pending.insert(QStringLiteral("remaining"), res.remaining);
            if (res.position != NoPosition)
                pending.insert(QStringLiteral("position"), res.position + 1);
            if (res.target != NoSeat)
                pending.insert(QStringLiteral("target"), res.target + 1);
            if (res.victim != NoSeat)
                pending.insert(QStringLiteral("victimStep"), res.victim);
            pending.insert(QStringLiteral("look"), cards(std::span(s.look.data(), s.lookCount)));
        }
        position.insert(QStringLiteral("pending"), pending);
    }
    return position;
}

// Builds a SquirrelGame's state from a position object; a friend of SquirrelGame.
class SquirrelPositionReader
{
public:
    SquirrelPositionReader(const QJsonObject &position, Problems &problems)
        : m_position(position)
        , m_problems(problems)
    {
    }

    std::unique_ptr<Game> read(const SquirrelModule &module, const Ruleset &ruleset);

private:
    // A card id at `path`, or -1 after reporting it.
    int card(const QJsonValue &value, const QString &path);
    bool cardList(const QJsonObject &object, const QString &key, const QString &path, bool required,
                  std::span<std::uint8_t> out, int &count);
    bool readPlayer(const QJsonObject &object, const QString &path, int actor, bool rival);
    bool readPending(SquirrelGame &game);
    // Whether the pending decision is one that effect asks of that seat.
    bool fitsDecision(Effect kind, const Resolution &res) const;
    void count(int card) { ++m_seen[static_cast<std::size_t>(card)]; }

    const QJsonObject &m_position;
    Problems &m_problems;
    const SquirrelRules *m_rules = nullptr;
    SquirrelState m_state;
    std::array<int, MaxCardKinds> m_seen{};
};

int SquirrelPositionReader::card(const QJsonValue &value, const QString &path)
{
    const int index = value.isString() ? m_rules->cardWithId(value.toString()) : -1;
    if (index < 0)
        m_problems.error(path, Tr::tr("expected a card id of the ruleset, found %1")
                                   .arg(value.isString() ? value.toString() : jsonTypeName(value)));
    return index;
}

bool SquirrelPositionReader::cardList(const QJsonObject &object, const QString &key, const QString &path,
                                      bool required, std::span<std::uint8_t> out, int &found)
{
    found = 0;
    if (!object.contains(key)) {
        if (required)
            m_problems.error(childPath(path, key), Tr::tr("missing; expected an array of card ids"));
        return !required;
    }
    const QJsonValue value = object.value(key);
    if (!value.isArray() || value.toArray().size() > qsizetype(out.size())) {
        m_problems.error(childPath(path, key), Tr::tr("expected an array of at most %1 card ids").arg(out.size()));
        return false;
    }
    const QJsonArray list = value.toArray();
    bool ok = true;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const int index = card(list.at(i), indexPath(childPath(path, key), i));
        if (index < 0) {
            ok = false;
            continue;
        }
        out[static_cast<std::size_t>(found++)] = static_cast<std::uint8_t>(index);
        count(index);
    }
    return ok;
}

bool SquirrelPositionReader::readPlayer(const QJsonObject &object, const QString &path, int actor, bool rival)
{
    QStringList keys{QStringLiteral("nuts"), QStringLiteral("stamina"), QStringLiteral("awake"),
                     QStringLiteral("tableau"), QStringLiteral("stash")};
    keys += rival ? QStringList{QStringLiteral("cardsTaken")}
                  : QStringList{QStringLiteral("coins"), QStringLiteral("goAgain"), QStringLiteral("hand")};
    rejectUnknownKeys(object, keys, path, m_problems);
    PlayerState &p = m_state.player(actor);
    const auto nuts = readInteger(object, QStringLiteral("nuts"), path, m_problems, 0, 9999);
    const auto stamina = readInteger(object, QStringLiteral("stamina"), path, m_problems, 0,
                                     rival ? MaxAmount : m_rules->staminaCap);
    const auto awake = readBool(object, QStringLiteral("awake"), path, m_problems);
    if (!nuts || !stamina || !awake)
        return false;
    p.nuts = static_cast<std::int16_t>(*nuts);
    p.stamina = static_cast<std::uint8_t>(*stamina);
    p.awake = *awake ? 1 : 0;
    if (rival) {
        const auto taken = object.contains(QStringLiteral("cardsTaken"))
                               ? readInteger(object, QStringLiteral("cardsTaken"), path, m_problems, 0, 99)
                               : std::optional<qint64>(0);
        if (!taken)
            return false;
        p.squirrelsPlayed = static_cast<std::uint8_t>(*taken);
    } else {
        const auto coins = readInteger(object, QStringLiteral("coins"), path, m_problems, 0, 9999);
        const auto goAgain = object.contains(QStringLiteral("goAgain"))
                                 ? readInteger(object, QStringLiteral("goAgain"), path, m_problems, 0, 99)
                                 : std::optional<qint64>(0);
        if (!coins || !goAgain)
            return false;
        p.coins = static_cast<std::int16_t>(*coins);
        p.goAgain = static_cast<std::uint8_t>(*goAgain);
        std::array<std::uint8_t, MaxDeckCards> hand{};
        int handCount = 0;
        if (!cardList(object, QStringLiteral("hand"), path, true, hand, handCount))
            return false;
        for (int i = 0; i < handCount; ++i)
            ++p.hand[hand[static_cast<std::size_t>(i)]];
        p.handCount = static_cast<std::uint8_t>(handCount);
    }
    std::array<std::uint8_t, MaxDeckCards> stash{};
    int stashCount = 0;
    if (!cardList(object, QStringLiteral("stash"), path, true, stash, stashCount))
        return false;
    for (int i = 0; i < stashCount; ++i)
        ++p.stash[stash[static_cast<std::size_t>(i)]];
    p.stashCount = static_cast<std::uint8_t>(stashCount);

    const QString tableauPath = childPath(path, QStringLiteral("tableau"));
    const QJsonValue tableauValue = object.value(QStringLiteral("tableau"));
    if (!tableauValue.isArray() || tableauValue.toArray().size() > MaxTableau) {
        m_problems.error(tableauPath, Tr::tr("expected an array of at most %1 squirrels").arg(MaxTableau));
        return false;
    }
    const QJsonArray tableau = tableauValue.toArray();
    bool ok = true;
    for (qsizetype i = 0; i < tableau.size(); ++i) {
        const QString entryPath = indexPath(tableauPath, i);
        const QJsonObject entry = tableau.at(i).toObject();
        rejectUnknownKeys(entry, {QStringLiteral("card"), QStringLiteral("refreshed"), QStringLiteral("protectedBy")},
                          entryPath, m_problems);
        const int index = card(entry.value(QStringLiteral("card")), childPath(entryPath, QStringLiteral("card")));
        const auto refreshed = readBool(entry, QStringLiteral("refreshed"), entryPath, m_problems);
        if (index < 0 || !refreshed) {
            ok = false;
            continue;
        }
        if (!m_rules->card(index).isSquirrel()) {
            m_problems.error(childPath(entryPath, QStringLiteral("card")),
                             Tr::tr("expected a squirrel: an item never stays in play"));
            ok = false;
        }
        count(index);
        TableauEntry &squirrel = p.tableau[static_cast<std::size_t>(i)];
        squirrel = {static_cast<std::uint8_t>(index), static_cast<std::uint8_t>(*refreshed ? 1 : 0), NoPosition};
        if (entry.contains(QStringLiteral("protectedBy"))) {
            const auto guard = readInteger(entry, QStringLiteral("protectedBy"), entryPath, m_problems, 1,
                                           tableau.size());
            if (!guard || *guard - 1 == i) {
                if (guard)
                    m_problems.error(childPath(entryPath, QStringLiteral("protectedBy")),
                                     Tr::tr("expected another squirrel's position: a guard cannot protect itself"));
                ok = false;
                continue;
            }
            squirrel.guard = static_cast<std::uint8_t>(*guard - 1);
        }
    }
    p.tableauCount = static_cast<std::uint8_t>(tableau.size());
    for (int i = 0; ok && i < p.tableauCount; ++i) {
        const std::uint8_t guard = p.tableau[static_cast<std::size_t>(i)].guard;
        if (guard != NoPosition && m_rules->card(p.tableau[guard].card).ability != Ability::Guard) {
            m_problems.error(indexPath(tableauPath, i), Tr::tr("protectedBy names a squirrel without the ability guard"));
            ok = false;
        }
    }
    return ok;
}

std::unique_ptr<Game> SquirrelPositionReader::read(const SquirrelModule &module, const Ruleset &ruleset)
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(m_position, PositionFormatName, 1, m_problems) == 0)
        return nullptr;
    rejectUnknownKeys(m_position,
                      {QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"),
                       QStringLiteral("variant"), QStringLiteral("seed"), QStringLiteral("ruleset"),
                       QStringLiteral("day"), QStringLiteral("firstPlayer"), QStringLiteral("toMove"),
                       QStringLiteral("over"), QStringLiteral("island"), QStringLiteral("deck"),
                       QStringLiteral("discard"), QStringLiteral("seats"), QStringLiteral("rival"),
                       QStringLiteral("pending")},
                      root, m_problems);
    const auto variant = readString(m_position, QStringLiteral("variant"), root, m_problems);
    if (!variant)
        return nullptr;
    std::uint64_t seed = 0;
    if (m_position.contains(QStringLiteral("seed"))) {
        const auto read = seedFromJson(m_position.value(QStringLiteral("seed")), QStringLiteral("$.seed"), m_problems);
        if (!read)
            return nullptr;
        seed = *read;
    }
    auto created = module.newGame(ruleset, *variant, seed, m_problems);
    if (!created)
        return nullptr;
    auto *game = static_cast<SquirrelGame *>(created.get());
    m_rules = &game->rules();
    std::memset(static_cast<void *>(&m_state), 0, sizeof m_state);
    const SquirrelState &fresh = game->state();
    m_state.seats = fresh.seats;
    m_state.solo = fresh.solo;
    m_state.actors = fresh.actors;
    m_state.rng = fresh.rng;
    m_state.island.fill(NoCard);
    m_state.look.fill(NoCard);
    m_state.res = Resolution{};

    const auto day = readInteger(m_position, QStringLiteral("day"), root, m_problems, 1, m_rules->dayCount);
    const auto first = readInteger(m_position, QStringLiteral("firstPlayer"), root, m_problems, 1, m_state.actors);
    const auto toMove = readInteger(m_position, QStringLiteral("toMove"), root, m_problems, 1, m_state.actors);
    const auto over = m_position.contains(QStringLiteral("over"))
                          ? readBool(m_position, QStringLiteral("over"), root, m_problems)
                          : std::optional<bool>(false);
    if (!day || !first || !toMove || !over)
        return nullptr;
    m_state.day = static_cast<std::uint8_t>(*day);
    m_state.firstPlayer = static_cast<std::uint8_t>(*first - 1);
    m_state.current = static_cast<std::uint8_t>(*toMove - 1);

    const QJsonValue islandValue = m_position.value(QStringLiteral("island"));
    if (!islandValue.isArray() || islandValue.toArray().size() != m_rules->islandSlots) {
        m_problems.error(QStringLiteral("$.island"),
                         Tr::tr("expected an array of %1 slots, each a card id or null").arg(m_rules->islandSlots));
        return nullptr;
    }
    const QJsonArray island = islandValue.toArray();
    for (qsizetype slot = 0; slot < island.size(); ++slot) {
        if (island.at(slot).isNull())
            continue;
        const int index = card(island.at(slot), indexPath(QStringLiteral("$.island"), slot));
        if (index < 0)
            return nullptr;
        m_state.island[static_cast<std::size_t>(slot)] = static_cast<std::uint8_t>(index);
        count(index);
    }
    const QJsonValue seatsValue = m_position.value(QStringLiteral("seats"));
    if (!seatsValue.isArray() || seatsValue.toArray().size() != m_state.seats) {
        m_problems.error(QStringLiteral("$.seats"), Tr::tr("expected an array of %1 players").arg(m_state.seats));
        return nullptr;
    }
    for (int seat = 0; seat < m_state.seats; ++seat)
        if (!readPlayer(seatsValue.toArray().at(seat).toObject(), indexPath(QStringLiteral("$.seats"), seat), seat,
                        false))
            return nullptr;
    if (m_state.solo) {
        if (!m_position.value(QStringLiteral("rival")).isObject()) {
            m_problems.error(QStringLiteral("$.rival"), Tr::tr("missing; the solo game needs the rival's object"));
            return nullptr;
        }
        if (!readPlayer(m_position.value(QStringLiteral("rival")).toObject(), QStringLiteral("$.rival"),
                        m_state.rival(), true))
            return nullptr;
    } else if (m_position.contains(QStringLiteral("rival"))) {
        m_problems.error(QStringLiteral("$.rival"), Tr::tr("only the solo game has a rival"));
        return nullptr;
    }
    int discardCount = 0;
    if (!cardList(m_position, QStringLiteral("discard"), root, false, m_state.discard, discardCount))
        return nullptr;
    m_state.discardCount = static_cast<std::uint8_t>(discardCount);
    if (m_position.contains(QStringLiteral("pending")) && !readPending(*game))
        return nullptr;

    // The deck: as written, or every card not placed elsewhere, shuffled by the seed.
    if (m_position.contains(QStringLiteral("deck"))) {
        int deckCount = 0;
        if (!cardList(m_position, QStringLiteral("deck"), root, false, m_state.deck, deckCount))
            return nullptr;
        m_state.deckCount = static_cast<std::uint8_t>(deckCount);
    }
    for (int index = 0; index < m_rules->cardCount; ++index) {
        const int copies = m_rules->card(index).copies;
        const int seen = m_seen[static_cast<std::size_t>(index)];
        if (seen > copies) {
            m_problems.error(root, Tr::tr("the card \"%1\" appears %2 times; the deck has %3")
                                       .arg(m_rules->ids.at(index))
                                       .arg(seen)
                                       .arg(copies));
            return nullptr;
        }
        if (seen < copies && m_position.contains(QStringLiteral("deck"))) {
            m_problems.error(QStringLiteral("$.deck"),
                             Tr::tr("%1 of the card \"%2\" are nowhere; leave out \"deck\" to have the rest "
                                    "shuffled into it")
                                 .arg(copies - seen)
                                 .arg(m_rules->ids.at(index)));
            return nullptr;
        }
        for (int copy = seen; copy < copies; ++copy)
            m_state.deck[m_state.deckCount++] = static_cast<std::uint8_t>(index);
    }
    if (!m_position.contains(QStringLiteral("deck")))
        m_state.rng.shuffle(std::span(m_state.deck.data(), m_state.deckCount));

    if (*over) {
        m_state.stage = Stage::Over;
        game->setState(m_state);
        game->endGame();
        return created;
    }
    bool anyAwake = false;
    for (int actor = 0; actor < m_state.actors; ++actor)
        anyAwake = anyAwake || m_state.player(actor).awake;
    if (!anyAwake) {
        m_problems.error(QStringLiteral("$.seats"),
                         Tr::tr("everyone is asleep: the day is over; write the next day, or \"over\": true"));
        return nullptr;
    }
    if (m_state.stage != Stage::Decide)
        m_state.stage = Stage::TurnStart;
    game->setState(m_state);
    game->continuePlay();
    return created;
}

bool SquirrelPositionReader::fitsDecision(Effect kind, const Resolution &res) const
{
    const bool opponent = res.target == NoSeat || (res.target != res.actor && res.target < m_state.actors);
    const bool actorDecides = m_state.decider == res.actor;
    switch (m_state.pending) {
    case DecisionKind::ChooseOpponent: return targetsOneOpponent(kind) && actorDecides && res.target == NoSeat;
    case DecisionKind::StashFromHand: return kind == Effect::StashFromHand && actorDecides;
    case DecisionKind::KeepCard: return kind == Effect::Look && actorDecides;
    case DecisionKind::CollectLoops: return kind == Effect::CollectLoops && actorDecides;
    case DecisionKind::RefreshSquirrel: return kind == Effect::RefreshOwn && actorDecides;
    case DecisionKind::Protect:
        return kind == Effect::Protect && actorDecides && res.position != NoPosition
               && m_rules->card(m_state.player(res.actor).tableau[res.position].card).ability == Ability::Guard;
    case DecisionKind::ExhaustSquirrel:
        if (isEachOpponent(kind) && effectHabitat(kind) != 0)
            return res.victim != NoSeat && m_state.decider == (res.actor + res.victim) % m_state.actors;
        return targetsOneOpponent(kind) && effectHabitat(kind) != 0 && actorDecides && res.target != NoSeat
               && opponent;
    default: return false;
    }
}

bool SquirrelPositionReader::readPending(SquirrelGame &game)
{
    const QString path = QStringLiteral("$.pending");
    const QJsonObject pending = m_position.value(QStringLiteral("pending")).toObject();
    rejectUnknownKeys(pending,
                      {QStringLiteral("decision"), QStringLiteral("seat"), QStringLiteral("afterSleep"),
                       QStringLiteral("card"), QStringLiteral("player"), QStringLiteral("effect"),
                       QStringLiteral("remaining"), QStringLiteral("position"), QStringLiteral("target"),
                       QStringLiteral("victimStep"), QStringLiteral("look")},
                      path, m_problems);
    const auto decision = readString(pending, QStringLiteral("decision"), path, m_problems);
    const auto seat = readInteger(pending, QStringLiteral("seat"), path, m_problems, 1, m_state.seats);
    if (!decision || !seat)
        return false;
    int kind = -1;
    for (int i = 0; i < DecisionKindCount; ++i)
        if (*decision == QLatin1StringView(DecisionIds[i]))
            kind = i;
    if (kind < 0) {
        QStringList ids;
        for (const char *id : DecisionIds)
            ids.append(QString::fromLatin1(id));
        m_problems.error(childPath(path, QStringLiteral("decision")),
                         Tr::tr("expected one of: %1").arg(ids.join(QStringLiteral(", "))));
        return false;
    }
    m_state.pending = static_cast<DecisionKind>(kind);
    m_state.decider = static_cast<std::uint8_t>(*seat - 1);
    m_state.stage = Stage::Decide;
    Resolution &res = m_state.res;
    if (m_state.pending == DecisionKind::Play || m_state.pending == DecisionKind::Gather) {
        if (m_state.decider != m_state.current) {
            m_problems.error(childPath(path, QStringLiteral("seat")), Tr::tr("expected the player whose turn it is"));
            return false;
        }
        const bool afterSleep = pending.value(QStringLiteral("afterSleep")).toBool();
        res.afterSleep = afterSleep ? 1 : 0;
        const PlayerState &p = m_state.player(m_state.decider);
        if ((m_state.pending == DecisionKind::Play) != (p.awake != 0)) {
            m_problems.error(childPath(path, QStringLiteral("decision")),
                             Tr::tr("an awake player plays or sleeps; an asleep one gathers"));
            return false;
        }
    } else {
        const int index = card(pending.value(QStringLiteral("card")), childPath(path, QStringLiteral("card")));
        const auto actor = readInteger(pending, QStringLiteral("player"), path, m_problems, 1, m_state.actors);
        const auto effect = readInteger(pending, QStringLiteral("effect"), path, m_problems, 1, EffectSlots);
        const auto remaining = readInteger(pending, QStringLiteral("remaining"), path, m_problems, 0, MaxAmount);
        if (index < 0 || !actor || !effect || !remaining)
            return false;
        res.card = static_cast<std::uint8_t>(index);
        res.actor = static_cast<std::uint8_t>(*actor - 1);
        res.slot = static_cast<std::uint8_t>(*effect - 1);
        res.started = 1;
        res.remaining = static_cast<std::uint8_t>(*remaining);
        const PlayerState &p = m_state.player(res.actor);
        // A squirrel being played is already in its player's tableau; an item is nowhere else.
        if (m_rules->card(index).isSquirrel()) {
            const auto position = readInteger(pending, QStringLiteral("position"), path, m_problems, 1,
                                              std::max<int>(1, p.tableauCount));
            if (!position)
                return false;
            res.position = static_cast<std::uint8_t>(*position - 1);
            if (res.position >= p.tableauCount || p.tableau[res.position].card != index) {
                m_problems.error(childPath(path, QStringLiteral("position")),
                                 Tr::tr("expected the position of \"%1\" in the player's tableau")
                                     .arg(m_rules->ids.at(index)));
                return false;
            }
        } else {
            if (pending.contains(QStringLiteral("position"))) {
                m_problems.error(childPath(path, QStringLiteral("position")),
                                 Tr::tr("an item being played has no position"));
                return false;
            }
            count(index);
        }
        const bool counts = m_state.pending == DecisionKind::StashFromHand
                            || m_state.pending == DecisionKind::ExhaustSquirrel
                            || m_state.pending == DecisionKind::CollectLoops
                            || m_state.pending == DecisionKind::RefreshSquirrel;
        if (counts && res.remaining == 0) {
            m_problems.error(childPath(path, QStringLiteral("remaining")), Tr::tr("expected at least 1"));
            return false;
        }
        if (pending.contains(QStringLiteral("target"))) {
            const auto target = readInteger(pending, QStringLiteral("target"), path, m_problems, 1, m_state.actors);
            if (!target)
                return false;
            res.target = static_cast<std::uint8_t>(*target - 1);
        }
        if (pending.contains(QStringLiteral("victimStep"))) {
            const auto step = readInteger(pending, QStringLiteral("victimStep"), path, m_problems, 1,
                                          m_state.actors - 1);
            if (!step)
                return false;
            res.victim = static_cast<std::uint8_t>(*step);
        }
        int lookCount = 0;
        if (!cardList(pending, QStringLiteral("look"), path, false, m_state.look, lookCount))
            return false;
        m_state.lookCount = static_cast<std::uint8_t>(lookCount);
        if (!fitsDecision(m_rules->card(index).effects[res.slot].kind, res)) {
            m_problems.error(path, Tr::tr("the effect %1 of \"%2\" does not fit this decision")
                                       .arg(*effect)
                                       .arg(m_rules->ids.at(index)));
            return false;
        }
    }
    // The decision must be one the effect asks, with at least one choice.
    SquirrelGame probe(game);
    probe.setState(m_state);
    ActionList legal;
    probe.legalActions(legal);
    if (legal.isEmpty() || (m_state.pending == DecisionKind::KeepCard) != (m_state.lookCount > 0)) {
        m_problems.error(path, Tr::tr("this decision has no choice in this position"));
        return false;
    }
    return true;
}

std::unique_ptr<Game> SquirrelModule::loadPosition(const QJsonObject &position, const Ruleset &ruleset,
                                                   Problems &problems) const
{
    // Collected apart, so that any problem found (an unknown key too) refuses the file.
    Problems found(problems.file());
    SquirrelPositionReader reader(position, found);
    auto game = reader.read(*this, ruleset);
    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    return game;
}

} // namespace isle::squirrelisland
