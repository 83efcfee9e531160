// The fast random playout (Game::playOutRandomly): random decisions drawn and applied in
// one straight loop, with no Action built for the common ones, and rounds scored on bit
// masks (bitboard.h). It must end exactly where randomAction + apply would, draw for draw:
// the decisions (opening-hand picks, placements, in the coin games turn after turn with
// the abilities that act at once, placements with a Hippo in hand, Hippo settling, Frog
// hops, abilities' choices, hires outside the team game, fog lifts) and the turn and
// round changes around them are written out here as foggyflow.cpp, foggyabilities.cpp,
// foggyhiring.cpp and foggylegal.cpp do them; only the weather and the team game's hires
// are drawn and applied by the engine itself.
#include "foggygame.h"
#include "scoring.h"

#include <algorithm>
#include <bit>
#include <cstring>

namespace isle::foggy {

class FastPlayout
{
public:
    explicit FastPlayout(FoggyGame &game)
        : m_game(game)
        , s(game.m_state)
        , m_rules(*game.m_rules)
        , m_layout(game.m_bitLayout)
        , m_coins(game.usesCoins())
        , m_seats(game.seatCount())
        , m_gameRng(game.m_state.rng)
    {
        // A board with every tile free (as a game starts) has empty masks.
        if (m_layout.fits && s.freeCount != m_rules.cellCount)
            m_bits = BitBoard::of(m_layout, s.cells);
    }

    // Plays up to maxDecisions decisions (negative: no limit) with rngs[seat] (or rngs[0]
    // for every seat); returns how many.
    template<bool PerSeat>
    int run(std::array<Rng, MaxFoggySeats> &rngs, int maxDecisions)
    {
        int played = 0;
        // The hands and piles as pickRound left them, in placeRound's form. When the
        // engine's finishPicking, which leaves hands and piles alone, has begun the round's
        // placements and no decision has been made since (the state's count of decisions
        // is still `keptAt`), placeRound takes them as they are.
        std::array<SeatTokens, MaxFoggySeats> seatTokens;
        int keptAt = -1;
        while (s.phase != Phase::GameOver && played != maxDecisions) {
            const int budget = maxDecisions < 0 ? -1 : maxDecisions - played;
            if (s.phase == Phase::Place && roundFitsInOne(budget)) {
                const bool kept = keptAt == s.decisions;
                played += s.weather == Weather::Foggy ? placeRound<PerSeat, true>(rngs, seatTokens, kept)
                                                      : placeRound<PerSeat, false>(rngs, seatTokens, kept);
                continue;
            }
            if (s.phase == Phase::PickHand && picksFitInOne(budget)) {
                const int round = s.round;
                played += pickRound<PerSeat>(rngs, seatTokens);
                keptAt = s.phase == Phase::Place && s.round == round ? s.decisions : -1;
                continue;
            }
            if (m_coins && s.phase == Phase::Place && !(s.handMask[static_cast<std::size_t>(s.seat)] & HippoBit)) {
                played += placeTurns<PerSeat>(rngs, budget);
                continue;
            }
            Rng &rng = rngs[PerSeat ? static_cast<std::size_t>(s.seat) : 0];
            ++played;
            if (s.phase == Phase::Place && !(s.handMask[static_cast<std::size_t>(s.seat)] & HippoBit))
                place(rng);
            else if (s.phase == Phase::PickHand)
                pick(rng);
            else if (s.phase == Phase::Hire && !m_game.isTeamGame())
                hire(rng);
            else if (s.phase == Phase::LiftFog)
                liftFog(rng);
            else if (!drawOther(rng))
                engineDecision(rng);
        }
        s.rng = m_gameRng;
        return played;
    }

private:
    static constexpr unsigned HippoBit = 1U << kindOf(Character::Hippo);

    // Runs engine code on the state: the game's generator goes back into the state for it,
    // and the bit masks are rebuilt before scoring when it may have moved tokens or ended
    // a round.
    template<typename F>
    void engine(F &&call, bool movesTokens)
    {
        s.rng = m_gameRng;
        const int round = s.round;
        call();
        m_gameRng = s.rng;
        if (movesTokens || s.round != round)
            m_stale = true;
    }

    void engineDecision(Rng &rng)
    {
        const Phase phase = s.phase;
        const Action action = m_game.FoggyGame::randomAction(rng);
        const bool movesTokens = phase != Phase::ChooseWeather && phase != Phase::ChooseGameWeather
            && phase != Phase::LiftFog && phase != Phase::Hire;
        engine([&] { m_game.FoggyGame::apply(action); }, movesTokens);
    }

    // Whether the placements until the open tiles run out can be made by placeRound: no
    // coins (so no abilities, Hippos or extra placements), a board that fits the bit
    // masks, a turn that has just begun, and a budget (negative: none) that lasts until
    // then. Fog may cover tiles: when the open ones are taken, the engine's turn change
    // asks for a fog lift as after any placement.
    bool roundFitsInOne(int budget) const
    {
        if (m_coins || !m_layout.fits || s.placementsLeft != 1 || s.turnStarting || s.openCount <= 0)
            return false;
        unsigned tokens = 0;
        for (std::size_t seat = 0; seat < static_cast<std::size_t>(m_seats); ++seat) {
            tokens |= s.handMask[seat] | s.pileMask[seat];
            // Every hand full while its pile lasts, so that each placement draws exactly
            // one token back while the pile lasts (always so between turns).
            if (s.handCount[seat] != m_rules.handSize && s.pileCount[seat] != 0)
                return false;
        }
        return !(tokens & HippoBit) && (budget < 0 || budget >= s.openCount);
    }

    // One seat's tokens as placeRound keeps them: in one block, so that the seat whose
    // turn it is costs one base address, with counts and masks as whole words.
    struct SeatTokens
    {
        KindCounts hand;
        KindCounts pile;
        unsigned handMask;
        unsigned pileMask;
        int handCount;
        int pileCount;
        std::array<std::uint8_t, MaxSeatTokens> pileList;
        // For placeRound's loop, which walks the seats by pointer: the seat, its tokens
        // as placed, its generator and the seat after it.
        int seat;
        const BitLayout::PlacedToken *placed;
        Rng *rng;
        SeatTokens *following;
    };

    void loadSeatTokens(std::array<SeatTokens, MaxFoggySeats> &seatTokens) const
    {
        for (std::size_t at = 0; at < static_cast<std::size_t>(m_seats); ++at) {
            SeatTokens &own = seatTokens[at];
            own.hand = s.hand[at];
            own.pile = s.pile[at];
            own.handMask = s.handMask[at];
            own.pileMask = s.pileMask[at];
            own.handCount = s.handCount[at];
            own.pileCount = s.pileCount[at];
            own.pileList = s.pileList[at];
        }
    }

    void storeSeatTokens(const std::array<SeatTokens, MaxFoggySeats> &seatTokens)
    {
        for (std::size_t at = 0; at < static_cast<std::size_t>(m_seats); ++at) {
            const SeatTokens &own = seatTokens[at];
            s.hand[at] = own.hand;
            s.pile[at] = own.pile;
            s.pileList[at] = own.pileList;
            s.handCount[at] = static_cast<std::uint8_t>(own.handCount);
            s.pileCount[at] = static_cast<std::uint8_t>(own.pileCount);
            s.handMask[at] = static_cast<std::uint16_t>(own.handMask);
            s.pileMask[at] = static_cast<std::uint16_t>(own.pileMask);
        }
    }

    // The tokens counted in `counts` (a hand), summed a word at a time: the fifteen counts
    // as two words' bytes added byte by byte, then the bytes by one multiplication, whose
    // top byte gathers them all (a seat's tokens never reach 256, so no byte carries).
    static int tokensIn(const KindCounts &counts)
    {
        static_assert(CharacterCount == 15 && MaxSeatTokens < 256);
        static_assert(std::endian::native == std::endian::little, "the bytes' order is read as little-endian");
        constexpr std::uint64_t Ones = 0x0101010101010101ULL;
        std::uint64_t low = 0;  // counts 0–7
        std::uint64_t high = 0; // counts 7–14, shifted down below to 8–14
        std::memcpy(&low, counts.data(), sizeof low);
        std::memcpy(&high, counts.data() + 7, sizeof high);
        return static_cast<int>(((low + (high >> 8U)) * Ones) >> 56U);
    }

    // The seat after `seat` that picks an opening hand this round, or -1 once the turn of
    // picks is back at the round's starter: as pick() passes the turn on.
    int nextPicker(int seat, const std::array<SeatTokens, MaxFoggySeats> &seatTokens) const
    {
        for (int next = seat + 1 == m_seats ? 0 : seat + 1; next != s.roundStarter; next = next + 1 == m_seats ? 0 : next + 1)
            if (seatTokens[static_cast<std::size_t>(next)].pileCount > 0)
                return next;
        return -1;
    }

    // firstIndexOf for a pile of `count` tokens, which holds `kind`: only its first 32
    // places are compared when they hold the whole pile (a ruleset's sets are all of about
    // one size, so the branch is predicted); a match past the pile's end never comes first.
    static int firstIndexInPile(const std::array<std::uint8_t, MaxSeatTokens> &list, int count, int kind)
    {
#if defined(__SSE2__)
        if (count <= 32) // the top bit, set, spares countr_zero its test for no bit at all
            return std::countr_zero(equalBytes32(list.data(), static_cast<std::uint8_t>(kind)) | (1U << 31U));
#endif
        return firstIndexOf(list, kind);
    }

    // Whether the rest of the round's opening picks fit a budget (negative: none).
    bool picksFitInOne(int budget) const
    {
        if (budget < 0)
            return true;
        int picks = s.picksLeft;
        for (int next = (s.seat + 1) % m_seats; next != s.roundStarter; next = (next + 1) % m_seats)
            picks += std::min<int>(m_rules.handSize, s.pileCount[static_cast<std::size_t>(next)]);
        return budget >= picks;
    }

    // The rest of a round's opening-hand picks, each exactly as pick() makes it, with the
    // hands and piles in locals; then the engine finishes picking (weather, the board,
    // the first turn). Returns the decisions made.
    template<bool PerSeat>
    Q_ALWAYS_INLINE int pickRound(std::array<Rng, MaxFoggySeats> &rngs, std::array<SeatTokens, MaxFoggySeats> &seatTokens)
    {
        std::array<Rng, MaxFoggySeats> rng = rngs;
        loadSeatTokens(seatTokens);
        const int handSize = m_rules.handSize;
        int seat = s.seat;
        int picksLeft = s.picksLeft;
        int picked = 0;
        for (;;) {
            Rng &own = rng[PerSeat ? static_cast<std::size_t>(seat) : 0];
            SeatTokens &tokens = seatTokens[static_cast<std::size_t>(seat)];
            for (; picksLeft > 0; --picksLeft) {
                const unsigned inPile = tokens.pileMask;
                const int kind = nthSetBit(inPile, static_cast<int>(own.below(static_cast<std::uint32_t>(std::popcount(inPile)))));
                const auto index = static_cast<std::size_t>(firstIndexInPile(tokens.pileList, tokens.pileCount, kind));
                tokens.pileList[index] = tokens.pileList[static_cast<std::size_t>(--tokens.pileCount)];
                const unsigned left = --tokens.pile[static_cast<std::size_t>(kind)];
                tokens.pileMask ^= static_cast<unsigned>(left == 0) << kind;
                ++tokens.hand[static_cast<std::size_t>(kind)];
                ++tokens.handCount;
                tokens.handMask |= 1U << kind;
                ++picked;
            }
            const int next = nextPicker(seat, seatTokens);
            if (next < 0)
                break;
            seat = next;
            picksLeft = std::min(handSize, seatTokens[static_cast<std::size_t>(next)].pileCount);
        }
        storeSeatTokens(seatTokens);
        s.seat = static_cast<std::int8_t>(seat);
        s.picksLeft = 0;
        s.decisions = static_cast<std::uint16_t>(s.decisions + picked);
        rngs = rng;
        engine([this] { m_game.finishPicking(); }, false);
        return picked;
    }

    // A round's placements until its open tiles run out, each exactly as place() makes it
    // (the same draws, the same state), with the hands, piles, open tiles and generators
    // in locals that the compiler keeps out of the state (whose byte-sized counts may
    // alias anything), written back once at the end; then the turn changes (the round is
    // scored, or fog is lifted for the next seat). The common path
    // has no branch on a drawn value (a hand or pile running out of a character, a
    // token's side), since random draws make such branches unpredictable. Returns the
    // decisions made.
    template<bool PerSeat, bool Foggy>
    int placeRound(std::array<Rng, MaxFoggySeats> &rngs, std::array<SeatTokens, MaxFoggySeats> &seatTokens, bool tokensLoaded)
    {
        if (m_stale) {
            m_bits = BitBoard::of(m_layout, s.cells);
            m_stale = false;
        }
        std::array<Rng, MaxFoggySeats> rng = rngs;
        Rng gameRng = m_gameRng;
        auto sideBits = m_bits.side;
        auto kindBits = m_bits.kind;
        // (`tokensLoaded`: seatTokens hold the state's hands and piles, as pickRound stored them.)
        if (!tokensLoaded)
            loadSeatTokens(seatTokens);
        const int openAtStart = s.openCount;
        std::array<std::uint8_t, MaxCells> open;
        std::copy_n(s.openList.begin(), openAtStart, open.begin());
        // Written in place: nothing in the loop reads it.
        std::uint8_t *const openIndex = s.openIndex.data();
        int openCount = openAtStart;
        const int seats = m_seats;
        const auto &tokenOf = m_layout.placedToken;
        const auto &bitOf = m_layout.bitOf;
        const unsigned mercenaryMask = m_rules.mercenaryMask;
        const std::uint32_t faceDownBytes = m_layout.faceDownBytes;
        Token *const cells = s.cells.data();

        // Only what the draws read is kept up to date: the hands' counts and characters,
        // the piles' lists and sizes. Hand sizes and the piles' counts per character
        // follow from them when the round ends.
        for (int at = 0; at < seats; ++at) {
            SeatTokens &tokens = seatTokens[static_cast<std::size_t>(at)];
            tokens.seat = at;
            tokens.placed = tokenOf[static_cast<std::size_t>(at)].data();
            tokens.rng = &rng[PerSeat ? static_cast<std::size_t>(at) : 0];
            tokens.following = &seatTokens[static_cast<std::size_t>(at + 1 == seats ? 0 : at + 1)];
        }
        SeatTokens *tokens = &seatTokens[static_cast<std::size_t>(s.seat)];
        for (;;) {
            Rng &own = PerSeat ? *tokens->rng : rng[0];
            const unsigned inHand = tokens->handMask;
            int kind = 0;
            std::uint32_t face = 0; // a face-down token's flag byte, or none
            if constexpr (!Foggy) {
                kind = nthSetBit(inHand, static_cast<int>(own.below(static_cast<std::uint32_t>(std::popcount(inHand)))));
            } else {
                // drawRandomPlacement's Foggy draw: any character face down, or a mercenary face up.
                const unsigned faceUpAllowed = inHand & mercenaryMask;
                const int distinct = std::popcount(inHand);
                const int pick = static_cast<int>(own.below(static_cast<std::uint32_t>(distinct + std::popcount(faceUpAllowed))));
                const bool faceDown = pick < distinct;
                kind = faceDown ? nthSetBit(inHand, pick) : nthSetBit(faceUpAllowed, pick - distinct);
                face = faceDown ? faceDownBytes : 0;
            }
            const auto index = own.below(static_cast<std::uint32_t>(openCount));
            const int cell = open[index];
            // takeOpenTile, whose leftovers (the list's tail, the taken tile's index) the
            // state keeps as the engine leaves them.
            const std::uint8_t last = open[static_cast<std::size_t>(--openCount)];
            open[index] = last;
            openIndex[last] = static_cast<std::uint8_t>(index);

            const BitLayout::PlacedToken token = tokens->placed[kind];
            const std::uint32_t bytes = token.bytes | face;
            std::memcpy(static_cast<void *>(&cells[cell]), &bytes, sizeof(Token));
            const std::uint64_t bit = std::uint64_t{1} << bitOf[static_cast<std::size_t>(cell)];
            kindBits[static_cast<std::size_t>(kind)] |= bit;
            sideBits[token.side] |= bit;
            const unsigned kept = --tokens->hand[static_cast<std::size_t>(kind)];
            tokens->handMask ^= static_cast<unsigned>(kept == 0) << kind;
            // endTurn: the hand was full, so one token comes back while the pile lasts.
            if (tokens->pileCount > 0) {
                const auto drawn = gameRng.below(static_cast<std::uint32_t>(tokens->pileCount));
                const int taken = tokens->pileList[drawn];
                tokens->pileList[drawn] = tokens->pileList[static_cast<std::size_t>(--tokens->pileCount)];
                ++tokens->hand[static_cast<std::size_t>(taken)];
                tokens->handMask |= 1U << taken;
            }
            if (openCount == 0)
                break;
            // nextSeatWithTokens: without coins a seat can place while it holds a token.
            SeatTokens *next = tokens->following;
            while (next->handMask == 0 && next != tokens)
                next = next->following;
            if (next->handMask == 0)
                break;
            tokens = next;
        }
        const int seat = tokens->seat;
        const int placed = openAtStart - openCount;
        for (std::size_t at = 0; at < static_cast<std::size_t>(m_seats); ++at) {
            SeatTokens &own = seatTokens[at];
            own.handCount = tokensIn(own.hand);
            own.pile = {};
            own.pileMask = 0;
            for (int i = 0; i < own.pileCount; ++i) {
                const std::uint8_t kind = own.pileList[static_cast<std::size_t>(i)];
                ++own.pile[kind];
                own.pileMask |= 1U << kind;
            }
        }
        std::uint64_t occupied = m_bits.occupied;
        for (const std::uint64_t tiles : sideBits)
            occupied |= tiles;

        std::copy_n(open.begin(), openAtStart, s.openList.begin());
        s.openCount = static_cast<std::int16_t>(openCount);
        s.freeCount = static_cast<std::int16_t>(s.freeCount - placed);
        // With no open tile left, no free tile is open.
        if (openCount == 0) {
            s.freeOpen.clear();
        } else {
            for (std::uint64_t taken = occupied & ~m_bits.occupied; taken; taken &= taken - 1)
                s.freeOpen.reset(m_layout.cellOf[static_cast<std::size_t>(std::countr_zero(taken))]);
        }
        storeSeatTokens(seatTokens);
        s.decisions = static_cast<std::uint16_t>(s.decisions + placed);
        s.seat = static_cast<std::int8_t>(seat);
        s.lastPlacer = static_cast<std::int8_t>(seat);
        s.placementsLeft = 0;
        rngs = rng;
        m_gameRng = gameRng;
        m_bits.side = sideBits;
        m_bits.kind = kindBits;
        m_bits.occupied = occupied;
        // The turn changes as after any placement: the round ends when the board is full
        // or nobody holds a token; otherwise the next seat's turn begins with a fog lift.
        handOver(seat);
        return placed;
    }

    // randomAction and apply of Phase::PickHand.
    void pick(Rng &rng)
    {
        const int seat = s.seat;
        const unsigned inPile = s.pileMask[static_cast<std::size_t>(seat)];
        const int kind = nthSetBit(inPile, static_cast<int>(rng.below(static_cast<std::uint32_t>(std::popcount(inPile)))));
        ++s.decisions;
        takeFromPile(s, seat, pileIndexOf(s, seat, kind));
        addToHand(s, seat, kind);
        if (--s.picksLeft > 0)
            return;
        for (int next = (seat + 1) % m_seats; next != s.roundStarter; next = (next + 1) % m_seats) {
            const int picks = std::min<int>(m_rules.handSize, s.pileCount[static_cast<std::size_t>(next)]);
            if (picks > 0) {
                s.seat = static_cast<std::int8_t>(next);
                s.picksLeft = static_cast<std::int8_t>(picks);
                return;
            }
        }
        engine([this] { m_game.finishPicking(); }, false);
    }

    // randomAction and apply of Phase::LiftFog: the n-th covered fog region, drawn.
    void liftFog(Rng &rng)
    {
        const unsigned covered = s.coveredFog;
        const int region = nthSetBit(covered, static_cast<int>(rng.below(static_cast<std::uint32_t>(std::popcount(covered)))));
        ++s.decisions;
        liftRegion(region);
    }

    // FoggyGame::requestFogLift: the seat the rules name lifts a covered region before
    // `next` places; the last one left is lifted without a decision.
    void requestFogLift(int placer, int next)
    {
        const int lifter = m_rules.fogLifter == FogLifter::NextPlayer ? next : placer;
        s.pendingSeat = static_cast<std::int8_t>(next);
        if (std::popcount(static_cast<unsigned>(s.coveredFog)) == 1) {
            liftRegion(std::countr_zero(static_cast<unsigned>(s.coveredFog)));
            return;
        }
        s.phase = Phase::LiftFog;
        s.seat = static_cast<std::int8_t>(lifter);
    }

    // FoggyGame::liftFog without its event: the region's tiles (all free: nothing is
    // placed under fog) open; then the pending seat's turn starts or goes on, or ends
    // when the seat has nothing it can place.
    void liftRegion(int region)
    {
        s.coveredFog = static_cast<std::uint16_t>(s.coveredFog & ~(1U << region));
        m_rules.fogRegions[static_cast<std::size_t>(region)].cells.forEach([this](int cell) {
            s.freeOpen.set(cell);
            s.openIndex[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(s.openCount);
            s.openList[static_cast<std::size_t>(s.openCount++)] = static_cast<std::uint8_t>(cell);
        });
        const int seat = s.pendingSeat;
        if (s.turnStarting) {
            startTurnDecisions(seat);
        } else if (canPlace(seat)) {
            s.phase = Phase::Place;
            s.seat = static_cast<std::int8_t>(seat);
        } else {
            endTurn(seat);
        }
    }

    // randomAction and apply of Phase::Hire outside the team game (where a teammate's set
    // counts too): the same choices in the same order as FoggyGame::hiringChoices (every
    // mercenary the seat may hire, in character order, then "done"), without building them.
    void hire(Rng &rng)
    {
        const auto seat = static_cast<std::size_t>(s.seat);
        const auto side = static_cast<std::size_t>(sideOfSeat(s.seat));
        const KindCounts &owned = s.owned[seat];
        const int coins = s.coins[side];
        const HireTable &rules = m_layout.hiring;
        // As a mask, in character order: the mercenaries below their limit and affordable,
        // whose basic character is left to replace.
        unsigned hireable = rules.forHire & belowLimit(owned, rules) & affordable(coins, rules);
        unsigned replaceable = 0;
        for (unsigned basics = rules.replaced; basics; basics &= basics - 1) {
            const auto basic = static_cast<std::size_t>(std::countr_zero(basics));
            replaceable |= owned[basic] > 0 ? rules.replacedBy[basic] : 0U;
        }
        hireable &= replaceable;
        const int count = std::popcount(hireable);
        const auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(count + 1)));
        ++s.decisions;
        if (pick == count) {
            engine([this] { m_game.applyEndHiring(); }, false);
            return;
        }
        // applyHire: between rounds every token is in the pile, where the mercenary takes
        // the basic character's place.
        const int kind = nthSetBit(hireable, pick);
        const CharacterRules &character = m_rules.characters[static_cast<std::size_t>(kind)];
        const int replaced = character.replaces;
        s.coins[side] -= character.cost;
        s.hiredCost[side] += character.cost;
        if (m_game.m_tally.hired) {
            ++m_game.m_tally.hired[kind];
            ++*m_game.m_tally.hires;
        }
        ++s.owned[seat][static_cast<std::size_t>(kind)];
        --s.owned[seat][static_cast<std::size_t>(replaced)];
        const auto index = static_cast<std::size_t>(pileIndexOf(s, s.seat, replaced));
        s.pileList[seat][index] = static_cast<std::uint8_t>(kind);
        if (--s.pile[seat][static_cast<std::size_t>(replaced)] == 0)
            s.pileMask[seat] = static_cast<std::uint16_t>(s.pileMask[seat] & ~(1U << replaced));
        ++s.pile[seat][static_cast<std::size_t>(kind)];
        s.pileMask[seat] = static_cast<std::uint16_t>(s.pileMask[seat] | (1U << kind));
    }

    // The characters whose count in `owned` is below their limit, as a mask: eight counts
    // to a word, compared by one subtraction when every count and limit is below 128 (no
    // byte then borrows from the next); otherwise one by one.
    static unsigned belowLimit(const KindCounts &owned, const HireTable &rules)
    {
        static_assert(CharacterCount <= 16);
        constexpr std::uint64_t Ones = 0x0101010101010101ULL;
        constexpr std::uint64_t High = 0x8080808080808080ULL;
        constexpr std::uint64_t GatherBytes = 0x0102040810204080ULL; // byte i's low bit to bit 56 + i
        std::array<std::uint8_t, 16> counts{};
        std::memcpy(counts.data(), owned.data(), CharacterCount);
        unsigned mask = 0;
        for (std::size_t half = 0; half < 2; ++half) {
            std::uint64_t count = 0;
            std::uint64_t limit = 0;
            std::memcpy(&count, counts.data() + 8 * half, 8);
            std::memcpy(&limit, rules.limit.data() + 8 * half, 8);
            if ((count | limit) & High) {
                for (std::size_t kind = 8 * half; kind < 8 * half + 8; ++kind)
                    mask |= static_cast<unsigned>(counts[kind] < rules.limit[kind]) << kind;
                continue;
            }
            // A byte's high bit: limit + 128 - (count + 1) >= 128, that is count < limit.
            const std::uint64_t below = (((limit | High) - (count + Ones)) & High) >> 7U;
            mask |= static_cast<unsigned>((below * GatherBytes) >> 56U) << (8 * half);
        }
        return mask;
    }

    // The mercenaries a purse affords, as a mask.
    static unsigned affordable(int coins, const HireTable &rules)
    {
        if (rules.costTable)
            return coins < 0 ? 0U : rules.affordable[static_cast<std::size_t>(std::min(coins, rules.dearest))];
        unsigned mask = 0;
        for (unsigned kinds = rules.forHire; kinds; kinds &= kinds - 1) {
            const auto kind = static_cast<std::size_t>(std::countr_zero(kinds));
            mask |= static_cast<unsigned>(coins >= rules.cost[kind]) << kind;
        }
        return mask;
    }

    // randomAction and apply of Phase::Place when the hand holds no Hippo.
    void place(Rng &rng)
    {
        const int seat = s.seat;
        bool faceDown = false;
        int cell = 0;
        const int kind = drawRandomPlacement(s, m_rules.mercenaryMask, rng, faceDown, cell);

        ++s.decisions;
        Token &token = s.cells[static_cast<std::size_t>(cell)];
        token.kind = static_cast<std::uint8_t>(kind);
        token.owner = static_cast<std::uint8_t>(seat);
        token.side = m_rules.placedSide[static_cast<std::size_t>(seat)][static_cast<std::size_t>(kind)];
        token.flags = faceDown ? Token::FaceDown : 0;
        takeFromHand(s, seat, kind);
        takeOpenTile(cell);
        s.lastPlacer = static_cast<std::int8_t>(seat);
        if (m_layout.fits)
            m_bits.place(m_layout.bitOf[static_cast<std::size_t>(cell)], token.side, kind);
        if (!faceDown && m_coins && startFaceUp(kind, cell, seat))
            return;
        afterPlacement(seat);
    }

    // randomAction (randomPlacementWithHippo) and apply of Phase::Place with a Hippo in
    // hand: one draw among every legal placement, character by character in order, each
    // face up (a Hippo across a pair of free, open tiles side by side, any other character
    // on an open tile) and then face down; a tile is the draw's place in the open list.
    void placeWithHippo(Rng &rng)
    {
        const int seat = s.seat;
        const auto at = static_cast<std::size_t>(seat);
        const unsigned inHand = s.handMask[at];
        // faceOptions: face up outside Foggy weather and for mercenaries in it, face down in it.
        const bool foggy = s.weather == Weather::Foggy;
        const unsigned faceUp = foggy ? inHand & m_rules.mercenaryMask : inHand;
        const unsigned faceDown = foggy ? inHand : 0U;
        const int tiles = s.openCount;
        // hippoPairCount: none while one of the seat's Hippos lies across two tiles.
        CellSet toRight;
        CellSet below;
        int pairs = 0;
        if ((faceUp & HippoBit) && s.hippo[at][0] < 0) {
            toRight = s.freeOpen.withRightNeighbour();
            below = s.freeOpen.withLowerNeighbour();
            pairs = toRight.count() + below.count();
        }
        const int total = (std::popcount(faceUp & ~HippoBit) + std::popcount(faceDown)) * tiles + pairs;
        auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
        int kind = 0;
        bool placedFaceDown = false;
        int cell = -1;
        int second = -1;
        for (unsigned kinds = inHand; kinds; kinds &= kinds - 1) {
            kind = std::countr_zero(kinds);
            if ((faceUp >> kind) & 1U) {
                const int count = (1U << kind) == HippoBit ? pairs : tiles;
                if (pick < count) {
                    if ((1U << kind) == HippoBit)
                        CellSet::nthPair(toRight, below, pick, cell, second);
                    else
                        cell = s.openList[static_cast<std::size_t>(pick)];
                    break;
                }
                pick -= count;
            }
            if ((faceDown >> kind) & 1U) {
                if (pick < tiles) {
                    cell = s.openList[static_cast<std::size_t>(pick)];
                    placedFaceDown = true;
                    break;
                }
                pick -= tiles;
            }
        }

        // applyPlace, a face-up Hippo on both its tiles.
        ++s.decisions;
        const BitLayout::PlacedToken token = m_layout.placedToken[at][static_cast<std::size_t>(kind)];
        const std::uint32_t bytes = token.bytes | (placedFaceDown ? m_layout.faceDownBytes : 0U);
        std::memcpy(static_cast<void *>(&s.cells[static_cast<std::size_t>(cell)]), &bytes, sizeof(Token));
        takeFromHand(s, seat, kind);
        takeOpenTile(cell);
        if (m_layout.fits)
            m_bits.place(m_layout.bitOf[static_cast<std::size_t>(cell)], static_cast<int>(token.side), kind);
        if (second >= 0) {
            Token &spanned = s.cells[static_cast<std::size_t>(second)];
            spanned = s.cells[static_cast<std::size_t>(cell)];
            spanned.flags = static_cast<std::uint8_t>(spanned.flags | Token::HippoSecond);
            takeOpenTile(second);
            s.hippo[at] = {static_cast<std::int16_t>(cell), static_cast<std::int16_t>(second)};
            if (m_layout.fits)
                m_bits.place(m_layout.bitOf[static_cast<std::size_t>(second)], static_cast<int>(token.side), kind);
        }
        s.lastPlacer = static_cast<std::int8_t>(seat);
        if (!placedFaceDown && m_coins && startFaceUp(kind, cell, seat))
            return;
        afterPlacement(seat);
    }

    // randomAbilityAction and apply of Phase::HippoSettle: the Hippo keeps one of its two
    // tiles, drawn, and frees the other; then a Frog may hop, or the seat places or passes.
    void settleHippo(Rng &rng)
    {
        const int seat = s.seat;
        const auto at = static_cast<std::size_t>(seat);
        const auto pick = rng.below(2);
        const int kept = s.hippo[at][pick];
        const int freed = s.hippo[at][1 - pick];
        ++s.decisions;
        Token &hippo = s.cells[static_cast<std::size_t>(kept)];
        hippo.flags = static_cast<std::uint8_t>(hippo.flags & ~Token::HippoSecond);
        liftBits(freed);
        m_game.freeOpenTile(freed);
        s.hippo[at] = {-1, -1};
        if (s.frogsOnBoard[at] > 0 && frogCanMove(s, seat))
            s.phase = Phase::FrogMove;
        else
            placeOrPass(seat);
    }

    // The hops forEachAbilityChoice lists for Phase::FrogMove, in its order: the seat's
    // face-up Frogs by tile, each to its free, open neighbours left, right, up, down.
    template<typename Visit>
    void forEachHop(int seat, Visit &&visit) const
    {
        s.frogCells.forEach([&](int cell) {
            if (s.cells[static_cast<std::size_t>(cell)].owner != seat)
                return;
            const int x = FoggyRules::cellX(cell);
            const int y = FoggyRules::cellY(cell);
            if (x > 0 && s.freeOpen.test(cell - 1))
                visit(cell, cell - 1);
            if (x + 1 < m_rules.width && s.freeOpen.test(cell + 1))
                visit(cell, cell + 1);
            if (y > 0 && s.freeOpen.test(cell - MaxBoardSide))
                visit(cell, cell - MaxBoardSide);
            if (y + 1 < m_rules.height && s.freeOpen.test(cell + MaxBoardSide))
                visit(cell, cell + MaxBoardSide);
        });
    }

    // randomAbilityAction and apply of Phase::FrogMove: one of the hops or, last, none;
    // then the seat places or passes.
    void hopFrog(Rng &rng)
    {
        const int seat = s.seat;
        // Listed in one walk: a seat has at most MaxSeatTokens Frogs, each with four hops.
        std::array<std::array<std::int16_t, 2>, 4 * MaxSeatTokens> hops;
        int count = 0;
        forEachHop(seat, [&](int from, int to) {
            hops[static_cast<std::size_t>(count++)] = {static_cast<std::int16_t>(from), static_cast<std::int16_t>(to)};
        });
        const auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(count + 1)));
        ++s.decisions;
        if (pick < count) {
            const int from = hops[static_cast<std::size_t>(pick)][0];
            const int to = hops[static_cast<std::size_t>(pick)][1];
            const Token frog = s.cells[static_cast<std::size_t>(from)];
            liftBits(from);
            takeOpenTile(to);
            s.cells[static_cast<std::size_t>(to)] = frog;
            dropBits(to);
            m_game.freeOpenTile(from);
            s.frogCells.reset(from);
            s.frogCells.set(to);
        }
        placeOrPass(seat);
    }

    // FoggyGame::placeOrPass.
    void placeOrPass(int seat)
    {
        if (canPlace(seat)) {
            s.phase = Phase::Place;
            s.seat = static_cast<std::int8_t>(seat);
        } else {
            handOver(seat);
        }
    }

    // A tile's token about to leave it or change, taken out of the bit masks; and put back
    // in once it has come or changed (the masks stay exact unless stale).
    void liftBits(int cell)
    {
        const Token &token = s.cells[static_cast<std::size_t>(cell)];
        if (!m_layout.fits || token.isEmpty())
            return;
        const std::uint64_t bit = std::uint64_t{1} << m_layout.bitOf[static_cast<std::size_t>(cell)];
        m_bits.occupied &= ~bit;
        m_bits.kind[token.kind] &= ~bit;
        m_bits.side[token.side] &= ~bit;
    }
    void dropBits(int cell)
    {
        const Token &token = s.cells[static_cast<std::size_t>(cell)];
        if (m_layout.fits && !token.isEmpty())
            m_bits.place(m_layout.bitOf[static_cast<std::size_t>(cell)], token.side, token.kind);
    }

    // FoggyGame::swapTokens, the bit masks following.
    void swapTokens(int a, int b)
    {
        liftBits(a);
        liftBits(b);
        m_game.swapTokens(a, b);
        dropBits(a);
        dropBits(b);
    }

    // FoggyGame::exchangeToken, the bit masks following.
    void exchangeToken(int cell, int kind)
    {
        liftBits(cell);
        m_game.exchangeToken(cell, kind);
        dropBits(cell);
    }

    // FoggyGame::recolourAndStartAbility for a token placed face up, Chameleons found once a
    // round and the bit masks kept exact. Returns whether a decision is pending.
    bool startFaceUp(int kind, int cell, int seat)
    {
        if (chameleonsInPlay())
            recolourChameleons(s, cell);
        return ((m_rules.mercenaryMask >> kind) & 1U) && startMercenary(kind, cell, seat);
    }

    // FoggyGame::startAbility without its events, the bit masks kept exact: the Frog and
    // the Turtle act at once, a Mouses or Mole swaps at once with its only target; the
    // others' choices become the decision of the seat the rules name, when there is one.
    // Returns whether a decision is pending.
    bool startMercenary(int kind, int cell, int seat)
    {
        s.placer = static_cast<std::int8_t>(seat);
        s.abilityCell = static_cast<std::int16_t>(cell);
        switch (static_cast<Character>(kind)) {
        case Character::Frog:
            ++s.frogsOnBoard[static_cast<std::size_t>(seat)];
            s.frogCells.set(cell);
            return false;
        case Character::Turtle:
            // One more placement now, and one more in the next opponent's next turn.
            ++s.placementsLeft;
            for (int i = 1; i < m_seats; ++i) {
                const int other = (seat + i) % m_seats;
                if (sideOfSeat(other) != sideOfSeat(seat)) {
                    ++s.nextTurnBonus[static_cast<std::size_t>(other)];
                    break;
                }
            }
            return false;
        case Character::Mouses:
        case Character::Mole: {
            std::array<std::int16_t, 4> targets{};
            const int count = m_game.swapTargets(cell, seat, targets);
            if (count == 1)
                swapTokens(cell, targets[0]);
            if (count <= 1)
                return false;
            s.phase = Phase::SwapTarget;
            s.seat = static_cast<std::int8_t>(seat);
            return true;
        }
        case Character::Fox:
            // The first opponent in turn order with a token of its own next to the Fox, not
            // white, and a hand to exchange it from.
            for (int i = 1; i < m_seats; ++i) {
                const int other = (seat + i) % m_seats;
                if (sideOfSeat(other) == sideOfSeat(seat))
                    continue;
                s.phase = Phase::FoxExchange;
                s.seat = static_cast<std::int8_t>(other);
                if (s.handMask[static_cast<std::size_t>(other)] != 0 && ownTokensAround(cell, other) > 0)
                    return true;
            }
            return false;
        case Character::Snake:
            s.phase = Phase::SnakeTarget;
            s.seat = static_cast<std::int8_t>(seat);
            return snakeTargets() > 0;
        case Character::PrairieDog: {
            s.phase = Phase::PrairieSwap;
            s.seat = static_cast<std::int8_t>(seat);
            std::array<std::array<std::int16_t, 2>, 6> pairs{};
            return prairiePairs(cell, pairs) > 0;
        }
        default:
            return false;
        }
    }

    // The decisions other than placements from a hand without a Hippo, picks, hires and
    // fog lifts that the playout draws itself, each as randomAction draws it and apply
    // applies it: a placement with a Hippo in hand, a Hippo's settling, a Frog's hop and
    // the abilities' choices. Returns false, drawing nothing, for any other decision.
    bool drawOther(Rng &rng)
    {
        switch (s.phase) {
        case Phase::Place:
            if (!(s.handMask[static_cast<std::size_t>(s.seat)] & HippoBit))
                return false;
            placeWithHippo(rng);
            return true;
        case Phase::HippoSettle: settleHippo(rng); return true;
        case Phase::FrogMove: hopFrog(rng); return true;
        case Phase::SwapTarget: swapTarget(rng); return true;
        case Phase::PrairieSwap: prairieSwap(rng); return true;
        case Phase::FoxExchange: foxExchange(rng); return true;
        case Phase::SnakeTarget: snakeTarget(rng); return true;
        case Phase::SnakeExchange: snakeExchange(rng); return true;
        default: return false;
        }
    }

    // The orthogonal neighbours of a board tile, left, right, up, down; returns how many.
    int neighbours(int cell, std::array<std::int16_t, 4> &out) const
    {
        const int x = FoggyRules::cellX(cell);
        const int y = FoggyRules::cellY(cell);
        int count = 0;
        if (x > 0)
            out[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(cell - 1);
        if (x + 1 < m_rules.width)
            out[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(cell + 1);
        if (y > 0)
            out[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(cell - MaxBoardSide);
        if (y + 1 < m_rules.height)
            out[static_cast<std::size_t>(count++)] = static_cast<std::int16_t>(cell + MaxBoardSide);
        return count;
    }

    // Phase::SwapTarget: the Mouses or Mole swaps with one of the opponent's tokens next
    // to it; then the placer's turn goes on.
    void swapTarget(Rng &rng)
    {
        std::array<std::int16_t, 4> targets{};
        const int count = m_game.swapTargets(s.abilityCell, s.placer, targets);
        const int target = targets[rng.below(static_cast<std::uint32_t>(count))];
        ++s.decisions;
        swapTokens(s.abilityCell, target);
        afterPlacement(s.placer);
    }

    // Phase::PrairieSwap: two of the Prairie Dog's neighbours, neither empty nor white,
    // swap places (pairs in the neighbours' order), or, the last choice, none do.
    void prairieSwap(Rng &rng)
    {
        std::array<std::array<std::int16_t, 2>, 6> pairs{};
        const int found = prairiePairs(s.abilityCell, pairs);
        const auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(found + 1)));
        ++s.decisions;
        if (pick < found)
            swapTokens(pairs[static_cast<std::size_t>(pick)][0], pairs[static_cast<std::size_t>(pick)][1]);
        afterPlacement(s.placer);
    }

    // The pairs of a tile's neighbours (in the neighbours' order) the Prairie Dog may swap:
    // both hold a token, neither white. Returns how many.
    int prairiePairs(int cell, std::array<std::array<std::int16_t, 2>, 6> &pairs) const
    {
        std::array<std::int16_t, 4> around{};
        const int count = neighbours(cell, around);
        int found = 0;
        for (int i = 0; i < count; ++i)
            for (int j = i + 1; j < count; ++j) {
                const Token &a = s.cells[static_cast<std::size_t>(around[static_cast<std::size_t>(i)])];
                const Token &b = s.cells[static_cast<std::size_t>(around[static_cast<std::size_t>(j)])];
                if (!a.isEmpty() && !b.isEmpty() && a.side != SideWhite && b.side != SideWhite)
                    pairs[static_cast<std::size_t>(found++)] = {around[static_cast<std::size_t>(i)], around[static_cast<std::size_t>(j)]};
            }
        return found;
    }

    // The tiles next to `cell` holding a token of `seat`'s that is not white, the Fox's
    // exchange candidates, in the neighbours' order; returns how many.
    int ownTokensAround(int cell, int seat, std::array<std::int16_t, 4> *tiles = nullptr) const
    {
        std::array<std::int16_t, 4> around{};
        const int count = neighbours(cell, around);
        int found = 0;
        for (int i = 0; i < count; ++i) {
            const Token &token = s.cells[static_cast<std::size_t>(around[static_cast<std::size_t>(i)])];
            if (!token.isEmpty() && token.owner == seat && token.side != SideWhite) {
                if (tiles)
                    (*tiles)[static_cast<std::size_t>(found)] = around[static_cast<std::size_t>(i)];
                ++found;
            }
        }
        return found;
    }

    // Whether a tile holds a Snake's target: an opponent's token, not white, whose owner
    // holds a token to exchange it with.
    bool isSnakeTarget(int cell) const
    {
        const Token &token = s.cells[static_cast<std::size_t>(cell)];
        return !token.isEmpty() && sideOfSeat(token.owner) != sideOfSeat(s.placer) && token.side != SideWhite
            && s.handCount[token.owner] > 0;
    }

    int snakeTargets() const
    {
        int count = 0;
        m_rules.boardCells.forEach([&](int cell) { count += isSnakeTarget(cell) ? 1 : 0; });
        return count;
    }

    // Phase::FoxExchange: the deciding seat takes back one of its own tokens next to the
    // Fox, not white, and puts a hand token there (tile by tile, each with the hand's
    // characters in order); then the placer's turn goes on.
    void foxExchange(Rng &rng)
    {
        std::array<std::int16_t, 4> own{};
        const int tiles = ownTokensAround(s.abilityCell, s.seat, &own);
        const unsigned inHand = s.handMask[static_cast<std::size_t>(s.seat)];
        const int kinds = std::popcount(inHand);
        const auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(tiles * kinds)));
        ++s.decisions;
        exchangeToken(own[static_cast<std::size_t>(pick / kinds)], nthSetBit(inHand, pick % kinds));
        afterPlacement(s.placer);
    }

    // Phase::SnakeTarget: one of the opponents' tokens on the board, not white, whose
    // owner holds a token; its owner then chooses the exchange.
    void snakeTarget(Rng &rng)
    {
        auto pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(snakeTargets())));
        int target = -1;
        m_rules.boardCells.forEach([&](int cell) {
            if (isSnakeTarget(cell) && pick-- == 0)
                target = cell;
        });
        ++s.decisions;
        s.targetCell = static_cast<std::int16_t>(target);
        s.phase = Phase::SnakeExchange;
        s.seat = static_cast<std::int8_t>(s.cells[static_cast<std::size_t>(target)].owner);
    }

    // Phase::SnakeExchange: the target's owner puts one of its hand's characters there;
    // then the placer's turn goes on.
    void snakeExchange(Rng &rng)
    {
        const unsigned inHand = s.handMask[static_cast<std::size_t>(s.seat)];
        const int kind = nthSetBit(inHand, static_cast<int>(rng.below(static_cast<std::uint32_t>(std::popcount(inHand)))));
        ++s.decisions;
        exchangeToken(s.targetCell, kind);
        afterPlacement(s.placer);
    }

    // The coin games' placements without a Hippo in hand, turn after turn, each exactly
    // as place() makes it and as handOver() passes the turn on, in one loop with the
    // generators and the placing seat in locals; the decisions between them (drawOther's:
    // an ability's choice, a Hippo in hand or to settle, a Frog that may hop) are drawn in
    // the loop too. It stops at a fog lift to choose, a seat that cannot place, the
    // round's end, or when the budget (negative: none) is spent. Returns the decisions
    // made. Kept out of line: GCC's inlining it into run() cost its loop registers.
    template<bool PerSeat>
    Q_NEVER_INLINE int placeTurns(std::array<Rng, MaxFoggySeats> &rngs, int budget)
    {
        FoggyState &st = s;
        // One generator for every seat is kept apart from the array, so that it stays in registers.
        std::array<Rng, MaxFoggySeats> rng = rngs;
        Rng shared = rngs[0];
        Rng gameRng = m_gameRng;
        const bool foggy = st.weather == Weather::Foggy;
        const unsigned mercenaryMask = m_rules.mercenaryMask;
        // Face-up characters recolourAndStartAbility must see: mercenaries, and any
        // character while Chameleons are in play (sets change only between rounds).
        const bool chameleons = chameleonsInPlay();
        const unsigned actsFaceUp = chameleons ? ~0U : mercenaryMask;
        const int handSize = m_rules.handSize;
        const bool fits = m_layout.fits;
        const int round = st.round;
        int seat = st.seat;
        int played = 0;
        // The decisions an ability or a turn change may bring before the next placement
        // from a hand without a Hippo (drawOther's), drawn as run() draws them, so that the
        // loop need not be left for them. Whether the loop can go on: a placement of this
        // round from a hand without a Hippo is due, and the budget allows it.
        const auto drawTurnStart = [&]() {
            m_gameRng = gameRng;
            // (No seat decides once the game is over.)
            while (played != budget && st.phase != Phase::GameOver
                   && drawOther(PerSeat ? rng[static_cast<std::size_t>(st.seat)] : shared))
                ++played;
            gameRng = m_gameRng;
            seat = st.seat;
            return st.phase == Phase::Place && st.round == round && !(st.handMask[static_cast<std::size_t>(st.seat)] & HippoBit)
                && played != budget;
        };
        for (;;) {
            const auto at = static_cast<std::size_t>(seat);
            Rng &own = PerSeat ? rng[at] : shared;
            // drawRandomPlacement, for the placing seat.
            const unsigned inHand = st.handMask[at];
            const int distinct = std::popcount(inHand);
            int kind = 0;
            bool faceDown = false;
            if (!foggy) {
                kind = nthSetBit(inHand, static_cast<int>(own.below(static_cast<std::uint32_t>(distinct))));
            } else {
                const unsigned faceUpAllowed = inHand & mercenaryMask;
                const int pick = static_cast<int>(own.below(static_cast<std::uint32_t>(distinct + std::popcount(faceUpAllowed))));
                faceDown = pick < distinct;
                kind = faceDown ? nthSetBit(inHand, pick) : nthSetBit(faceUpAllowed, pick - distinct);
            }
            const int cell = st.openList[own.below(static_cast<std::uint32_t>(st.openCount))];
            ++played;

            // applyPlace
            ++st.decisions;
            const BitLayout::PlacedToken token = m_layout.placedToken[at][static_cast<std::size_t>(kind)];
            const std::uint32_t bytes = token.bytes | (faceDown ? m_layout.faceDownBytes : 0U);
            std::memcpy(static_cast<void *>(&st.cells[static_cast<std::size_t>(cell)]), &bytes, sizeof(Token));
            takeFromHand(st, seat, kind);
            takeOpenTile(st, cell);
            st.lastPlacer = static_cast<std::int8_t>(seat);
            if (fits)
                m_bits.place(m_layout.bitOf[static_cast<std::size_t>(cell)], static_cast<int>(token.side), kind);
            // recolourAndStartAbility, whose steps draw from no generator; an ability's
            // choice is drawn here too.
            if (!faceDown && ((actsFaceUp >> kind) & 1U)) {
                if (chameleons)
                    recolourChameleons(st, cell);
                if (((mercenaryMask >> kind) & 1U) && startMercenary(kind, cell, seat)) {
                    if (!drawTurnStart())
                        break;
                    continue;
                }
            }

            // afterPlacement: a Turtle's extra placement comes before drawing back up.
            if (--st.placementsLeft > 0 && st.freeCount > 0 && canPlace(seat)) {
                st.phase = Phase::Place;
                st.seat = static_cast<std::int8_t>(seat);
                // The open list holds the free open tiles: none open, none listed.
                if (st.openCount == 0) {
                    m_gameRng = gameRng;
                    requestFogLift(seat, seat);
                    gameRng = m_gameRng;
                    break;
                }
                if ((st.handMask[at] & HippoBit) ? !drawTurnStart() : played == budget)
                    break;
                continue;
            }
            // endTurn: draw back up to the hand size.
            while (st.handCount[at] < handSize && st.pileCount[at] > 0) {
                const int drawn = takeFromPile(st, seat, static_cast<int>(gameRng.below(st.pileCount[at])));
                addToHand(st, seat, drawn);
            }
            // handOver; what it leaves to the engine or the round's end ends the loop.
            const int next = st.freeCount == 0 ? -1 : nextCoinPlacer(st, seat);
            if (next < 0 || st.openCount == 0) {
                m_gameRng = gameRng;
                handOver(seat);
                gameRng = m_gameRng;
                break;
            }
            const auto nextAt = static_cast<std::size_t>(next);
            // beginTurn, then startTurnDecisions with the board open.
            st.placementsLeft = static_cast<std::int8_t>(1 + st.nextTurnBonus[nextAt]);
            st.nextTurnBonus[nextAt] = 0;
            st.turnStarting = false;
            st.seat = static_cast<std::int8_t>(next);
            st.phase = Phase::Place;
            if (st.hippo[nextAt][0] >= 0) {
                st.phase = Phase::HippoSettle;
                if (!drawTurnStart())
                    break;
                continue;
            }
            if (st.frogsOnBoard[nextAt] > 0 && frogCanMove(st, next)) {
                st.phase = Phase::FrogMove;
                if (!drawTurnStart())
                    break;
                continue;
            }
            // placeOrPass: the seat can place, as nextSeatWithTokens found.
            seat = next;
            if ((st.handMask[nextAt] & HippoBit) ? !drawTurnStart() : played == budget)
                break;
        }
        if constexpr (PerSeat)
            rngs = rng;
        else
            rngs[0] = shared;
        m_gameRng = gameRng;
        return played;
    }

    // FoggyGame::recolourChameleons without its events: each face-up Chameleon next to a
    // token placed face up takes the token's face colour, which white leaves unchanged;
    // the side masks follow. Exact bit masks tell at once whether a Chameleon (face up or
    // down) lies next to the tile, which is seldom: only then are the tiles looked at,
    // out of line.
    Q_ALWAYS_INLINE void recolourChameleons(FoggyState &st, int cell)
    {
        const std::uint8_t side = st.cells[static_cast<std::size_t>(cell)].side;
        if (side >= SideWhite)
            return;
        if (m_layout.fits && !m_stale) {
            const std::uint64_t bit = std::uint64_t{1} << m_layout.bitOf[static_cast<std::size_t>(cell)];
            const std::uint64_t around = ((bit & m_layout.hasPrevious[0]) >> 1U) | ((bit & m_layout.hasNext[0]) << 1U)
                | (bit >> m_layout.width) | ((bit << m_layout.width) & m_layout.board);
            if (!(around & m_bits.kind[static_cast<std::size_t>(kindOf(Character::Chameleon))]))
                return;
        }
        recolourAround(st, cell, side);
    }

    Q_NEVER_INLINE void recolourAround(FoggyState &st, int cell, std::uint8_t side)
    {
        const auto recolour = [this, &st, side](int at) {
            Token &token = st.cells[static_cast<std::size_t>(at)];
            if (token.kind == kindOf(Character::Chameleon) && !token.isFaceDown() && token.side != side) {
                liftBits(at);
                token.side = side;
                dropBits(at);
            }
        };
        const int x = FoggyRules::cellX(cell);
        const int y = FoggyRules::cellY(cell);
        if (x > 0)
            recolour(cell - 1);
        if (x + 1 < m_rules.width)
            recolour(cell + 1);
        if (y > 0)
            recolour(cell - MaxBoardSide);
        if (y + 1 < m_rules.height)
            recolour(cell + MaxBoardSide);
    }

    // FoggyGame::frogCanMove, written out: whether one of the seat's face-up Frogs has a
    // free, open tile next to it.
    bool frogCanMove(const FoggyState &st, int seat) const
    {
        bool canMove = false;
        st.frogCells.forEach([&](int cell) {
            if (canMove || st.cells[static_cast<std::size_t>(cell)].owner != seat)
                return;
            const int x = FoggyRules::cellX(cell);
            const int y = FoggyRules::cellY(cell);
            canMove = (x > 0 && st.freeOpen.test(cell - 1)) || (x + 1 < m_rules.width && st.freeOpen.test(cell + 1))
                || (y > 0 && st.freeOpen.test(cell - MaxBoardSide))
                || (y + 1 < m_rules.height && st.freeOpen.test(cell + MaxBoardSide));
        });
        return canMove;
    }

    // Whether any seat's set holds a Chameleon, which recolours on face-up placements:
    // found once a round, since sets change only between a round's placements.
    bool chameleonsInPlay()
    {
        if (m_chameleonsRound == s.round)
            return m_chameleons;
        const auto chameleon = static_cast<std::size_t>(kindOf(Character::Chameleon));
        m_chameleons = false;
        for (int seat = 0; seat < m_seats; ++seat)
            m_chameleons = m_chameleons || s.owned[static_cast<std::size_t>(seat)][chameleon] > 0;
        m_chameleonsRound = s.round;
        return m_chameleons;
    }


    void takeOpenTile(int cell) { takeOpenTile(s, cell); }

    // FoggyGame::takeOpenTile, on a state the caller holds: its address stays in a
    // register where the member's would be loaded again after every byte stored.
    static void takeOpenTile(FoggyState &st, int cell)
    {
        st.freeOpen.reset(cell);
        const int index = st.openIndex[static_cast<std::size_t>(cell)];
        const std::uint8_t last = st.openList[static_cast<std::size_t>(--st.openCount)];
        st.openList[static_cast<std::size_t>(index)] = last;
        st.openIndex[last] = static_cast<std::uint8_t>(index);
        --st.freeCount;
    }

    bool canPlace(int seat) const
    {
        if (!m_coins)
            return s.handCount[static_cast<std::size_t>(seat)] > 0;
        if (s.handMask[static_cast<std::size_t>(seat)] & ~HippoBit)
            return true;
        return m_game.canPlace(seat);
    }

    // nextSeatWithTokens in the coin games, on a state the caller holds (its address and
    // the seat count stay in registers, and no test for coins is made per seat).
    int nextCoinPlacer(const FoggyState &st, int after) const
    {
        const int seats = m_seats;
        int seat = after;
        for (int i = 1; i <= seats; ++i) {
            seat = seat + 1 == seats ? 0 : seat + 1;
            if ((st.handMask[static_cast<std::size_t>(seat)] & ~HippoBit) || m_game.canPlace(seat))
                return seat;
        }
        return -1;
    }

    // Out of line: at a round's end or a turn change outside placeTurns, and GCC's own
    // choice moved the basic game's placement loop (+20 instructions a game).
    Q_NEVER_INLINE int nextSeatWithTokens(int after) const
    {
        // (after + i) % seats without a division per turn.
        int seat = after;
        for (int i = 1; i <= m_seats; ++i) {
            seat = seat + 1 == m_seats ? 0 : seat + 1;
            if (canPlace(seat))
                return seat;
        }
        return -1;
    }

    void afterPlacement(int placer)
    {
        if (--s.placementsLeft > 0 && s.freeCount > 0 && canPlace(placer)) {
            s.phase = Phase::Place;
            s.seat = static_cast<std::int8_t>(placer);
            // The open list holds the free open tiles: none open, none listed.
            if (s.openCount == 0)
                requestFogLift(placer, placer);
            return;
        }
        endTurn(placer);
    }

    // Draws back up to the hand size, then hands the turn over.
    void endTurn(int placer)
    {
        const auto seat = static_cast<std::size_t>(placer);
        while (s.handCount[seat] < m_rules.handSize && s.pileCount[seat] > 0) {
            const int kind = takeFromPile(s, placer, static_cast<int>(m_gameRng.below(s.pileCount[seat])));
            addToHand(s, placer, kind);
        }
        handOver(placer);
    }

    void handOver(int placer)
    {
        if (s.freeCount == 0) {
            endRound();
            return;
        }
        const int next = nextSeatWithTokens(placer);
        if (next < 0) {
            endRound();
            return;
        }
        // beginTurn
        s.phase = Phase::Place;
        s.seat = static_cast<std::int8_t>(next);
        s.placementsLeft = static_cast<std::int8_t>(1 + s.nextTurnBonus[static_cast<std::size_t>(next)]);
        s.nextTurnBonus[static_cast<std::size_t>(next)] = 0;
        s.turnStarting = true;
        if (s.openCount == 0)
            requestFogLift(placer, next);
        else
            startTurnDecisions(next);
    }

    void startTurnDecisions(int seat)
    {
        s.turnStarting = false;
        s.seat = static_cast<std::int8_t>(seat);
        if (!m_coins) {
            s.phase = Phase::Place;
            return;
        }
        if (s.hippo[static_cast<std::size_t>(seat)][0] >= 0) {
            s.phase = Phase::HippoSettle;
        } else if (s.frogsOnBoard[static_cast<std::size_t>(seat)] > 0 && frogCanMove(s, seat)) {
            s.phase = Phase::FrogMove;
        } else if (canPlace(seat)) {
            s.phase = Phase::Place;
        } else {
            handOver(seat);
        }
    }

    void endRound()
    {
        if (m_layout.fits && m_stale) {
            m_bits = BitBoard::of(m_layout, s.cells);
            m_stale = false;
        }
        if (s.weather == Weather::Foggy) {
            if (m_layout.fits) {
                for (std::uint64_t tiles = m_bits.occupied; tiles; tiles &= tiles - 1) {
                    Token &token = s.cells[m_layout.cellOf[static_cast<std::size_t>(std::countr_zero(tiles))]];
                    token.flags = static_cast<std::uint8_t>(token.flags & ~Token::FaceDown);
                }
            } else {
                m_rules.boardCells.forEach([this](int cell) {
                    Token &token = s.cells[static_cast<std::size_t>(cell)];
                    token.flags = static_cast<std::uint8_t>(token.flags & ~Token::FaceDown);
                });
            }
        }
        if (m_game.m_tally.lines)
            m_game.tallyScoredLines();
        const std::array<int, SideCount> points = m_layout.fits ? scoreBits(m_layout, m_bits) : scoreSides(m_rules, s.cells);
        const auto round = static_cast<std::size_t>(s.round);
        for (std::size_t side = 0; side < SideCount; ++side) {
            s.roundPoints[side][round] = static_cast<std::int16_t>(std::min(points[side], 32767));
            s.totalPoints[side] += points[side];
            if (m_coins)
                s.coins[side] += points[side];
        }
        if (m_rules.keptWeatherReturns && s.weatherCardActive) {
            s.deck[static_cast<std::size_t>((s.deckHead + s.deckSize) % MaxWeatherCards)] = static_cast<std::uint8_t>(s.weather);
            ++s.deckSize;
        }
        ++s.round;
        if (s.round >= m_game.roundCount() && !m_game.gameIsDecided() && s.round < MaxRounds)
            ++s.extraRounds;
        if (s.round >= m_game.roundCount()) {
            s.phase = Phase::GameOver;
            s.seat = -1;
            return;
        }
        s.roundStarter = static_cast<std::int8_t>((s.roundStarter + 1) % m_seats);
        m_bits = BitBoard{};
        m_stale = false;
        if (m_coins) {
            engine(
                [this] {
                    m_game.clearBoardAndFormPiles();
                    m_game.startHiring();
                },
                false);
        } else {
            engine([this] { m_game.beginRound(); }, false);
        }
    }

    FoggyGame &m_game;
    FoggyState &s;
    const FoggyRules &m_rules;
    const BitLayout &m_layout;
    const bool m_coins;
    const int m_seats;
    Rng m_gameRng; // the state's generator, kept here between engine calls
    BitBoard m_bits;
    bool m_stale = false;
    int m_chameleonsRound = -1; // the round chameleonsInPlay last looked at
    bool m_chameleons = false;
};

int FoggyGame::playOutRandomly(const std::array<Rng *, MaxSeats> &generators, int maxDecisions)
{
    // Events and history are what the engine's own loop is for.
    if (m_history.isEnabled() || eventSink())
        return -1;
    const int seats = seatCount();
    bool shared = true;
    bool distinct = true;
    for (int a = 0; a < seats; ++a) {
        if (!generators[static_cast<std::size_t>(a)])
            return -1;
        shared = shared && generators[static_cast<std::size_t>(a)] == generators[0];
        for (int b = 0; b < a; ++b)
            distinct = distinct && generators[static_cast<std::size_t>(a)] != generators[static_cast<std::size_t>(b)];
    }
    if (!shared && !distinct)
        return -1;
    if (m_bitLayoutRules != m_rules) {
        m_bitLayout = BitLayout::of(*m_rules);
        m_bitLayoutRules = m_rules;
    }
    // The generators are copied in and out, so that the loop keeps them in registers.
    std::array<Rng, MaxFoggySeats> rngs;
    FastPlayout playout(*this);
    if (shared) {
        rngs[0] = *generators[0];
        const int played = playout.run<false>(rngs, maxDecisions);
        *generators[0] = rngs[0];
        return played;
    }
    for (int seat = 0; seat < seats; ++seat)
        rngs[static_cast<std::size_t>(seat)] = *generators[static_cast<std::size_t>(seat)];
    const int played = playout.run<true>(rngs, maxDecisions);
    for (int seat = 0; seat < seats; ++seat)
        *generators[static_cast<std::size_t>(seat)] = rngs[static_cast<std::size_t>(seat)];
    return played;
}

} // namespace isle::foggy
