// Abilities of mercenaries placed face up (rules: "Abilities"): they fire after the
// placement; a choice becomes a decision of the seat the rules name. Pig, Cat and Crow
// act through scoring. Decisions made where docs/games/foggyisland.md says so.
#include "foggyevents.h"
#include "foggygame.h"

#include <QCoreApplication>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyGame)
};

// The orthogonal neighbours of a tile on the board; returns how many.
int neighbours(const FoggyRules &rules, int cell, std::array<std::int16_t, 4> &out)
{
    const int x = FoggyRules::cellX(cell);
    const int y = FoggyRules::cellY(cell);
    int count = 0;
    if (x > 0)
        out[count++] = static_cast<std::int16_t>(cell - 1);
    if (x + 1 < rules.width)
        out[count++] = static_cast<std::int16_t>(cell + 1);
    if (y > 0)
        out[count++] = static_cast<std::int16_t>(cell - MaxBoardSide);
    if (y + 1 < rules.height)
        out[count++] = static_cast<std::int16_t>(cell + MaxBoardSide);
    return count;
}
} // namespace

void FoggyGame::beginTurn(int seat)
{
    FoggyState &s = m_state;
    s.phase = Phase::Place;
    s.seat = static_cast<std::int8_t>(seat);
    s.placementsLeft = static_cast<std::int8_t>(1 + s.nextTurnBonus[seat]);
    s.nextTurnBonus[seat] = 0;
    s.turnStarting = true;
}

void FoggyGame::startTurnDecisions(int seat)
{
    // At the start of a turn a Hippo must settle, then a Frog may hop, then the placing.
    FoggyState &s = m_state;
    s.turnStarting = false;
    s.seat = static_cast<std::int8_t>(seat);
    if (!usesCoins()) {
        s.phase = Phase::Place; // no Hippo or Frog outside the mercenary game
        return;
    }
    if (s.hippo[seat][0] >= 0)
        s.phase = Phase::HippoSettle;
    else if (frogCanMove(seat))
        s.phase = Phase::FrogMove;
    else
        placeOrPass(seat);
}

void FoggyGame::placeOrPass(int seat)
{
    // A Frog's hop can take the last pair of tiles a lone Hippo in hand needed.
    if (canPlace(seat)) {
        m_state.phase = Phase::Place;
        m_state.seat = static_cast<std::int8_t>(seat);
    } else {
        handOver(seat);
    }
}

bool FoggyGame::frogCanMove(int seat) const
{
    const FoggyState &s = m_state;
    if (s.frogsOnBoard[seat] == 0)
        return false;
    bool canMove = false;
    s.frogCells.forEach([&](int cell) {
        if (canMove || s.cells[cell].owner != seat)
            return;
        std::array<std::int16_t, 4> around{};
        const int count = neighbours(*m_rules, cell, around);
        for (int i = 0; i < count; ++i)
            canMove = canMove || s.freeOpen.test(around[i]);
    });
    return canMove;
}

void FoggyGame::exchangeToken(int cell, int kind)
{
    // The token goes back to its owner's hand and a hand token takes its tile. An exchange
    // is not a placement: no ability fires. In Foggy weather the new token lies face down.
    FoggyState &s = m_state;
    Token &token = s.cells[cell];
    const int owner = token.owner;
    if (token.kind == kindOf(Character::Frog) && !token.isFaceDown()) {
        --s.frogsOnBoard[owner];
        s.frogCells.reset(cell);
    }
    addToHand(s, owner, token.kind);
    takeFromHand(s, owner, kind);
    token.kind = static_cast<std::uint8_t>(kind);
    token.side = m_rules->placedSide[owner][kind];
    token.flags = s.weather == Weather::Foggy ? Token::FaceDown : 0;
    if (kind == kindOf(Character::Frog) && !token.isFaceDown()) {
        ++s.frogsOnBoard[owner]; // a face-up Frog on the board hops, however it came there
        s.frogCells.set(cell);
    }
    if (eventSink()) {
        GameEvent event = foggyEvent(FoggyEvent::Exchanged);
        event.seat = static_cast<std::int8_t>(owner);
        event.a = cell;
        event.b = token.isFaceDown() ? -1 : kind;
        emitEvent(event);
    }
}

bool FoggyGame::recolourAndStartAbility(int kind, int cell, int seat)
{
    const FoggyState &s = m_state;
    const int chameleon = kindOf(Character::Chameleon);
    bool chameleonsInPlay = false;
    for (int other = 0; other < seatCount(); ++other)
        chameleonsInPlay = chameleonsInPlay || s.owned[other][chameleon] > 0;
    if (chameleonsInPlay)
        recolourChameleons(cell);
    if (!(m_rules->mercenaryMask & (1U << kind)))
        return false;
    return startAbility(kind, cell, seat);
}

void FoggyGame::recolourChameleons(int cell)
{
    // A face-up Chameleon takes the face colour of a token placed face up next to it;
    // white leaves it as it is (rules: "Token colours"; docs/games/foggyisland.md).
    FoggyState &s = m_state;
    const std::uint8_t side = s.cells[cell].side;
    if (side >= SideWhite)
        return;
    std::array<std::int16_t, 4> around{};
    const int count = neighbours(*m_rules, cell, around);
    for (int i = 0; i < count; ++i) {
        Token &token = s.cells[around[i]];
        if (token.kind == kindOf(Character::Chameleon) && !token.isFaceDown() && token.side != side) {
            token.side = side;
            if (eventSink()) {
                GameEvent event = foggyEvent(FoggyEvent::Recoloured);
                event.seat = static_cast<std::int8_t>(token.owner);
                event.a = around[i];
                event.b = side;
                emitEvent(event);
            }
        }
    }
}

int FoggyGame::swapTargets(int cell, int seat, std::array<std::int16_t, 4> &targets) const
{
    // An opponent's token: owned by the other side and not white. White tokens never move.
    const FoggyState &s = m_state;
    std::array<std::int16_t, 4> around{};
    const int count = neighbours(*m_rules, cell, around);
    int found = 0;
    for (int i = 0; i < count; ++i) {
        const Token &token = s.cells[around[i]];
        if (!token.isEmpty() && sideOfSeat(token.owner) != sideOfSeat(seat) && token.side != SideWhite)
            targets[found++] = around[i];
    }
    return found;
}

void FoggyGame::swapTokens(int a, int b)
{
    FoggyState &s = m_state;
    std::swap(s.cells[a], s.cells[b]);
    if (s.frogCells.test(a) != s.frogCells.test(b)) { // a Frog changed places
        s.frogCells.flip(a);
        s.frogCells.flip(b);
    }
    if (eventSink()) {
        GameEvent event = foggyEvent(FoggyEvent::Swapped);
        event.seat = s.placer;
        event.a = a;
        event.b = b;
        emitEvent(event);
    }
}

// A token whose ability finds nothing to act on says so: otherwise a person sees it do
// nothing and cannot tell a rule from a fault.
void FoggyGame::reportAbilityUnused(int kind, int cell, int seat)
{
    GameEvent event = foggyEvent(FoggyEvent::AbilityUnused);
    event.seat = static_cast<std::int8_t>(seat);
    event.a = kind;
    event.b = cell;
    emitEvent(event);
}

bool FoggyGame::startAbility(int kind, int cell, int seat)
{
    FoggyState &s = m_state;
    s.placer = static_cast<std::int8_t>(seat);
    s.abilityCell = static_cast<std::int16_t>(cell);
    switch (static_cast<Character>(kind)) {
    case Character::Frog:
        ++s.frogsOnBoard[seat];
        s.frogCells.set(cell);
        return false;
    case Character::Turtle:
        // One more placement now, and one more in the next opponent's next turn.
        ++s.placementsLeft;
        for (int i = 1; i < seatCount(); ++i) {
            const int other = (seat + i) % seatCount();
            if (sideOfSeat(other) != sideOfSeat(seat)) {
                ++s.nextTurnBonus[other];
                break;
            }
        }
        return false;
    case Character::Mouses:
    case Character::Mole: {
        // Must swap places with an adjacent opponent's token; the owner picks among several.
        std::array<std::int16_t, 4> targets{};
        const int count = swapTargets(cell, seat, targets);
        if (count == 0) {
            reportAbilityUnused(kind, cell, seat);
            return false;
        }
        if (count == 1) {
            swapTokens(cell, targets[0]);
            return false;
        }
        s.phase = Phase::SwapTarget;
        s.seat = static_cast<std::int8_t>(seat);
        return true;
    }
    case Character::Fox: {
        // The next opponent who can exchanges one of their own tokens next to the Fox (in
        // the team game, the first of the other team's players in turn order who can).
        for (int i = 1; i < seatCount(); ++i) {
            const int other = (seat + i) % seatCount();
            if (sideOfSeat(other) == sideOfSeat(seat))
                continue;
            s.phase = Phase::FoxExchange;
            s.seat = static_cast<std::int8_t>(other);
            bool any = false;
            forEachAbilityChoice([&any](const Action &) { any = true; });
            if (any)
                return true;
        }
        reportAbilityUnused(kind, cell, seat);
        return false;
    }
    case Character::Snake:
        s.phase = Phase::SnakeTarget;
        s.seat = static_cast<std::int8_t>(seat);
        break;
    case Character::PrairieDog:
        s.phase = Phase::PrairieSwap;
        s.seat = static_cast<std::int8_t>(seat);
        break;
    default:
        return false;
    }
    // Snake and Prairie Dog: a decision only when there is something to choose.
    int choices = 0;
    forEachAbilityChoice([&choices](const Action &action) {
        choices += action.type == static_cast<std::uint8_t>(ActionType::Skip) ? 0 : 1;
    });
    if (choices == 0)
        reportAbilityUnused(kind, cell, seat);
    return choices > 0;
}

template<typename Visit>
void FoggyGame::forEachHippoPair(Visit &&visit) const
{
    // Two orthogonally adjacent free open tiles, each pair once (the lower tile first).
    const FoggyState &s = m_state;
    s.freeOpen.forEach([&](int cell) {
        if (FoggyRules::cellX(cell) + 1 < m_rules->width && s.freeOpen.test(cell + 1))
            visit(cell, cell + 1);
        if (FoggyRules::cellY(cell) + 1 < m_rules->height && s.freeOpen.test(cell + MaxBoardSide))
            visit(cell, cell + MaxBoardSide);
    });
}

template<typename Visit>
void FoggyGame::forEachAbilityChoice(Visit &&visit) const
{
    const FoggyState &s = m_state;
    const auto opponentsToken = [&](const Token &token, int of) {
        return !token.isEmpty() && sideOfSeat(token.owner) != sideOfSeat(of) && token.side != SideWhite;
    };
    switch (s.phase) {
    case Phase::FoxExchange: {
        // The deciding seat's own non-white tokens next to the Fox, for any hand token.
        std::array<std::int16_t, 4> around{};
        const int count = neighbours(*m_rules, s.abilityCell, around);
        for (int i = 0; i < count; ++i) {
            const Token &token = s.cells[around[i]];
            if (token.isEmpty() || token.owner != s.seat || token.side == SideWhite)
                continue;
            for (int kind = 0; kind < CharacterCount; ++kind)
                if (s.hand[s.seat][kind] > 0)
                    visit(abilityAction(ActionType::Exchange, around[i], -1, kind));
        }
        return;
    }
    case Phase::SnakeTarget:
        m_rules->boardCells.forEach([&](int cell) {
            const Token &token = s.cells[cell];
            if (opponentsToken(token, s.placer) && s.handCount[token.owner] > 0)
                visit(abilityAction(ActionType::Target, cell));
        });
        return;
    case Phase::SnakeExchange:
        for (int kind = 0; kind < CharacterCount; ++kind)
            if (s.hand[s.seat][kind] > 0)
                visit(abilityAction(ActionType::Exchange, s.targetCell, -1, kind));
        return;
    case Phase::PrairieSwap: {
        std::array<std::int16_t, 4> around{};
        const int count = neighbours(*m_rules, s.abilityCell, around);
        for (int i = 0; i < count; ++i)
            for (int j = i + 1; j < count; ++j) {
                const Token &a = s.cells[around[i]];
                const Token &b = s.cells[around[j]];
                if (!a.isEmpty() && !b.isEmpty() && a.side != SideWhite && b.side != SideWhite)
                    visit(abilityAction(ActionType::SwapPair, std::min(around[i], around[j]),
                                        std::max(around[i], around[j])));
            }
        visit(abilityAction(ActionType::Skip, -1));
        return;
    }
    case Phase::HippoSettle:
        visit(abilityAction(ActionType::Settle, s.hippo[s.seat][0]));
        visit(abilityAction(ActionType::Settle, s.hippo[s.seat][1]));
        return;
    case Phase::FrogMove:
        s.frogCells.forEach([&](int cell) {
            if (s.cells[cell].owner != s.seat)
                return;
            std::array<std::int16_t, 4> around{};
            const int count = neighbours(*m_rules, cell, around);
            for (int i = 0; i < count; ++i)
                if (s.freeOpen.test(around[i]))
                    visit(abilityAction(ActionType::MoveFrog, cell, around[i]));
        });
        visit(abilityAction(ActionType::Skip, -1));
        return;
    default:
        return;
    }
}

void FoggyGame::hippoPlacements(ActionList &out) const
{
    if (m_state.hippo[m_state.seat][0] >= 0)
        return; // one Hippo across two tiles at a time
    forEachHippoPair([&out](int a, int b) {
        out.push(placeAction(static_cast<int>(Character::Hippo), a, false, b));
    });
}

bool FoggyGame::canPlace(int seat) const
{
    const FoggyState &s = m_state;
    const unsigned hippoBit = 1U << kindOf(Character::Hippo);
    if (!usesCoins())
        return s.handCount[seat] > 0;
    if ((s.handMask[seat] & ~hippoBit) != 0)
        return true;
    if (!(s.handMask[seat] & hippoBit))
        return false;
    // Only Hippos: face down in Foggy weather, across two tiles otherwise; tiles under
    // fog count, since the fog lifts before anyone is stuck.
    return s.weather == Weather::Foggy || s.freeOpen.isEmpty() || hippoPairCount(seat) > 0;
}

int FoggyGame::hippoPairCount(int seat) const
{
    if (m_state.hippo[seat][0] >= 0)
        return 0;
    // The pairs forEachHippoPair visits, counted on whole words: tiles off the board are
    // never free, so only a row's last column needs masking (CellSet does it).
    return m_state.freeOpen.withRightNeighbour().count() + m_state.freeOpen.withLowerNeighbour().count();
}

Action FoggyGame::nthHippoPlacement(int n) const
{
    // forEachHippoPair's n-th pair, found by counting words and rows.
    int first = -1;
    int second = -1;
    CellSet::nthPair(m_state.freeOpen.withRightNeighbour(), m_state.freeOpen.withLowerNeighbour(), n, first, second);
    return placeAction(static_cast<int>(Character::Hippo), first, false, second);
}

void FoggyGame::abilityActions(ActionList &out) const
{
    forEachAbilityChoice([&out](const Action &action) { out.push(action); });
}

Action FoggyGame::randomAbilityAction(Rng &rng) const
{
    int count = 0;
    forEachAbilityChoice([&count](const Action &) { ++count; });
    auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(count)));
    Action chosen;
    forEachAbilityChoice([&](const Action &action) {
        if (pick-- == 0)
            chosen = action;
    });
    return chosen;
}

Verdict FoggyGame::checkAbilityDecision(const Action &action) const
{
    bool found = false;
    forEachAbilityChoice([&](const Action &choice) { found = found || choice == action; });
    if (found)
        return Verdict::ok();
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Exchange:
        return Verdict::illegal(Tr::tr("that exchange is not possible: the token must be the deciding player's own, "
                                       "not white, where the ability allows, and the new one must come from the hand"));
    case ActionType::Target:
        return Verdict::illegal(Tr::tr("the Snake takes an opponent's token that is not white, whose owner holds a token"));
    case ActionType::SwapPair:
        return Verdict::illegal(Tr::tr("the Prairie Dog swaps two tokens next to it, neither of them white"));
    case ActionType::Settle:
        return Verdict::illegal(Tr::tr("the Hippo moves onto one of the two tiles it lies on"));
    case ActionType::MoveFrog:
        return Verdict::illegal(Tr::tr("a Frog hops to a free, open tile next to it"));
    default:
        return Verdict::illegal(Tr::tr("that is not one of the choices"));
    }
}

void FoggyGame::applyAbilityDecision(const Action &action)
{
    FoggyState &s = m_state;
    switch (static_cast<ActionType>(action.type)) {
    case ActionType::Exchange:
        exchangeToken(action.cell, action.kind);
        afterPlacement(s.placer);
        return;
    case ActionType::Target:
        s.targetCell = action.cell;
        s.phase = Phase::SnakeExchange;
        s.seat = static_cast<std::int8_t>(s.cells[action.cell].owner);
        return;
    case ActionType::SwapPair:
        swapTokens(action.cell, action.cell2);
        afterPlacement(s.placer);
        return;
    case ActionType::Settle: {
        const int seat = s.seat;
        const int other = s.hippo[seat][0] == action.cell ? s.hippo[seat][1] : s.hippo[seat][0];
        s.cells[action.cell].flags = static_cast<std::uint8_t>(s.cells[action.cell].flags & ~Token::HippoSecond);
        freeOpenTile(other);
        s.hippo[seat] = {-1, -1};
        if (frogCanMove(seat))
            s.phase = Phase::FrogMove;
        else
            placeOrPass(seat);
        return;
    }
    case ActionType::MoveFrog: {
        const Token frog = s.cells[action.cell];
        takeOpenTile(action.cell2);
        s.cells[action.cell2] = frog;
        freeOpenTile(action.cell);
        s.frogCells.reset(action.cell);
        s.frogCells.set(action.cell2);
        placeOrPass(s.seat);
        return;
    }
    case ActionType::Skip:
        if (s.phase == Phase::PrairieSwap)
            afterPlacement(s.placer);
        else
            placeOrPass(s.seat);
        return;
    default:
        return;
    }
}

Verdict FoggyGame::checkSwapWith(const Action &action) const
{
    std::array<std::int16_t, 4> targets{};
    const int count = swapTargets(m_state.abilityCell, m_state.placer, targets);
    for (int i = 0; i < count; ++i)
        if (targets[i] == action.cell)
            return Verdict::ok();
    return Verdict::illegal(Tr::tr("%1 is not an opponent's token next to the %2 (white tokens never move)")
                                .arg(m_rules->isOnBoard(action.cell) ? cellName(action.cell) : QString::number(action.cell),
                                     characterName(m_state.cells[m_state.abilityCell].kind)));
}

void FoggyGame::applySwapWith(const Action &action)
{
    swapTokens(m_state.abilityCell, action.cell);
    afterPlacement(m_state.placer);
}

} // namespace isle::foggy
