// The board: areas and spaces, rings and city values, orientation toward the lighthouse,
// the start and lighthouse tiles, the pile and every tile placement.
#include "battleevents.h"
#include "battlegame.h"
#include "battlescan.h"

#include <cstdlib>
#include <span>

namespace isle::battleisland {

int BattleGame::ring(int area) const
{
    const int n = m_rules->boardSize;
    const int r = area / AreaStride;
    const int c = area % AreaStride;
    return std::min(std::min(r, c), std::min(n - 1 - r, n - 1 - c));
}

int BattleGame::allowedArrows(int area) const
{
    // Doubled offsets to the centre point: positive dy means the centre is below.
    const int n = m_rules->boardSize;
    const int dy = (n - 1) - 2 * (area / AreaStride);
    const int dx = (n - 1) - 2 * (area % AreaStride);
    const int vertical = dy > 0 ? 2 : 0;   // south : north
    const int horizontal = dx > 0 ? 1 : 3; // east : west
    if (std::abs(dy) > std::abs(dx))
        return 1 << vertical;
    if (std::abs(dx) > std::abs(dy))
        return 1 << horizontal;
    return (1 << vertical) | (1 << horizontal);
}

int BattleGame::emptyAreas() const
{
    const int n = m_rules->boardSize;
    int count = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            count += areaEmpty(areaAt(r, c)) ? 1 : 0;
    return count;
}

int BattleGame::corner(int colour) const
{
    const int last = m_rules->boardSize - 1;
    switch (colour) {
    case Red: return areaAt(0, 0);
    case Yellow: return areaAt(0, last);
    case Blue: return areaAt(last, last);
    default: return areaAt(last, 0);
    }
}

int BattleGame::cityValue(int space) const
{
    if (m_state.structureAt(space) == StructureKind::Lighthouse)
        return m_rules->lighthouseValue;
    return ring(areaOf(space)) == 0 ? m_rules->cityValueRing0 : m_rules->cityValueDeeper;
}

int BattleGame::incomeOf(int space) const
{
    const StructureKind kind = m_state.structureAt(space);
    if (kind == StructureKind::City || kind == StructureKind::Lighthouse
        || (kind == StructureKind::Factory && m_rules->factoryIncome))
        return cityValue(space);
    return 0;
}

int BattleGame::pointsOf(int space) const
{
    switch (m_state.structureAt(space)) {
    case StructureKind::City:
    case StructureKind::Factory:
    case StructureKind::Base: return 1;
    case StructureKind::Lighthouse: return 1 + m_rules->lighthouseEndBonus;
    case StructureKind::None: break;
    }
    return 0;
}

int BattleGame::income(int seat) const
{
    int coins = 0;
    forEachOwnedSpace(m_state, seat, [&](int space) { coins += incomeOf(space); });
    return coins;
}

int BattleGame::points(int seat) const
{
    int total = 0;
    forEachOwnedSpace(m_state, seat, [&](int space) { total += pointsOf(space); });
    return total;
}

void BattleGame::setUpBoard()
{
    BattleState &s = m_state;
    const BattleRules &rules = *m_rules;
    const int k = rules.tileSize;
    const int n = rules.boardSize;
    s.areaTile.fill(NoTile);
    s.areaArrow.fill(0);
    s.terrain.fill(Terrain::Fog);
    s.structure.fill(StructureKind::None);
    s.structureOwner.fill(NoSeat);
    s.unitAt.fill(NoUnit);
    for (Unit &unit : s.units)
        unit = Unit{};

    // Colours in play: Red and Blue with two, all but one drawn with three, all with four.
    std::array<bool, MaxColours> inPlay{};
    if (s.seats == 2) {
        inPlay[Red] = inPlay[Blue] = true;
    } else {
        inPlay.fill(true);
        if (s.seats == 3)
            inPlay[s.rng.below(MaxColours)] = false;
    }
    int seat = 0;
    for (int colour = 0; colour < MaxColours; ++colour) {
        if (!inPlay[static_cast<std::size_t>(colour)])
            continue;
        SeatState &p = s.player(seat++);
        p.colour = static_cast<std::uint8_t>(colour);
        p.coins = rules.startingCoins;
        p.supplyBasic = static_cast<std::uint8_t>(rules.supplyBasic);
        p.supplyElite = static_cast<std::uint8_t>(rules.supplyElite);
        p.supplyTokens = static_cast<std::uint8_t>(rules.supplyTokens);
    }

    // Start tiles in the corners (neutral ones where no colour plays, unless those are
    // field areas), laid out in the corner's own terms.
    seat = 0;
    for (int colour = 0; colour < MaxColours; ++colour) {
        const bool playing = inPlay[static_cast<std::size_t>(colour)];
        const int owner = playing ? seat++ : -1;
        if (!playing && rules.unusedCorners == UnusedCorners::FieldArea)
            continue;
        const int area = corner(colour);
        const int areaRow = area / AreaStride;
        const int areaColumn = area % AreaStride;
        s.areaTile[static_cast<std::size_t>(area)] = StartTile;
        for (int r = 0; r < k; ++r) {
            for (int c = 0; c < k; ++c) {
                const int tileRow = areaRow == 0 ? r : k - 1 - r;
                const int tileColumn = areaColumn == 0 ? c : k - 1 - c;
                const int space = spaceAt(areaRow * k + tileRow, areaColumn * k + tileColumn);
                Terrain terrain = rules.startTile.at(k, r, c);
                if (terrain == Terrain::Home && owner < 0)
                    terrain = Terrain::Plains; // a neutral start tile's H counts as plains
                s.terrain[static_cast<std::size_t>(space)] = terrain;
                if (owner < 0)
                    continue;
                SeatState &p = s.player(owner);
                if (terrain == Terrain::Home) {
                    s.structure[static_cast<std::size_t>(space)] = StructureKind::Base;
                    s.structureOwner[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(owner);
                    p.baseSpace = static_cast<std::uint16_t>(space);
                    addUnit(owner, UnitType::Basic, 1, space, 0);
                    --p.supplyBasic;
                } else if (terrain == Terrain::Lot) {
                    s.structure[static_cast<std::size_t>(space)] = StructureKind::City;
                    s.structureOwner[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(owner);
                    --p.supplyTokens;
                }
            }
        }
    }
    if (rules.oddBoard()) {
        const int m = (n - 1) / 2;
        placeTile(LighthouseTile, areaAt(m, m), 0, -1);
    }
    buildPile(emptyAreas());
    s.tilePlaced = 0;
    s.quietTurns = 0;
    s.countdownPending = 0;
    if (s.pileCount == 0 && emptyAreas() > 0)
        fillWithSea();
}

void BattleGame::buildPile(int emptyAtStart)
{
    BattleState &s = m_state;
    const BattleRules &rules = *m_rules;
    s.pileCount = 0;
    for (int tile = 0; tile < rules.tileCount; ++tile)
        for (int copy = 0; copy < rules.tiles[static_cast<std::size_t>(tile)].copies && s.pileCount < MaxPile; ++copy)
            s.pile[s.pileCount++] = static_cast<std::uint8_t>(tile);
    s.rng.shuffle(std::span(s.pile.data(), s.pileCount));
    if (rules.oddBoard() || s.pileCount >= MaxPile)
        return;
    if (!rules.guaranteedLighthouse) {
        s.pile[s.pileCount++] = LighthouseTile;
        s.rng.shuffle(std::span(s.pile.data(), s.pileCount));
        return;
    }
    // The top A tiles (A = empty areas) hold the lighthouse: A − 1 field tiles and it,
    // shuffled together, on top of the rest. The top is the end of the array.
    const int top = std::min<int>(std::max(emptyAtStart - 1, 0), s.pileCount);
    s.pile[s.pileCount++] = LighthouseTile;
    s.rng.shuffle(std::span(s.pile.data() + (s.pileCount - 1 - top), std::size_t(top + 1)));
}

void BattleGame::placeTile(int tile, int area, int arrow, int seat)
{
    BattleState &s = m_state;
    const BattleRules &rules = *m_rules;
    const int k = rules.tileSize;
    const int areaRow = area / AreaStride;
    const int areaColumn = area % AreaStride;
    s.areaTile[static_cast<std::size_t>(area)] = static_cast<std::uint8_t>(tile);
    s.areaArrow[static_cast<std::size_t>(area)] = static_cast<std::uint8_t>(arrow);
    for (int r = 0; r < k; ++r) {
        for (int c = 0; c < k; ++c) {
            // The placed tile's (r, c) comes from the arrow-up tile turned `arrow` quarter-turns clockwise.
            int sr = r;
            int sc = c;
            switch (arrow) {
            case 1: sr = k - 1 - c; sc = r; break;
            case 2: sr = k - 1 - r; sc = k - 1 - c; break;
            case 3: sr = c; sc = k - 1 - r; break;
            default: break;
            }
            Terrain terrain = Terrain::Water;
            if (tile == LighthouseTile)
                terrain = rules.lighthouseTile.at(k, sr, sc);
            else if (tile != SeaTile)
                terrain = rules.tiles[static_cast<std::size_t>(tile)].at(k, sr, sc);
            const int space = spaceAt(areaRow * k + r, areaColumn * k + c);
            s.terrain[static_cast<std::size_t>(space)] = terrain;
            if (terrain == Terrain::Lighthouse)
                s.structure[static_cast<std::size_t>(space)] = StructureKind::Lighthouse;
        }
    }
    if (tile == SeaTile)
        return;
    emitEvent(int(BattleEvent::TilePlaced), seat, tile == LighthouseTile ? -1 : tile, area, arrow);
}

void BattleGame::drawTile(int seat)
{
    BattleState &s = m_state;
    Q_ASSERT(s.pileCount > 0);
    s.drawnTile = s.pile[--s.pileCount];
    s.pile[s.pileCount] = 0;
    s.placer = static_cast<std::uint8_t>(seat);
    noteChance(1 + s.drawnTile);
    emitEvent(int(BattleEvent::TileDrawn), seat, s.drawnTile == LighthouseTile ? -1 : s.drawnTile, s.drawnArea);
}

void BattleGame::fillWithSea()
{
    // The pile ran out with areas still empty (G48): they are sea, so the board is full.
    const int n = m_rules->boardSize;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            if (areaEmpty(areaAt(r, c)))
                placeTile(SeaTile, areaAt(r, c), 0, -1);
    if (m_state.phase == Phase::Exploration)
        m_state.countdownPending = 1;
}

void BattleGame::afterPlacement(int seat)
{
    Q_UNUSED(seat);
    BattleState &s = m_state;
    s.tilePlaced = 1;
    s.quietTurns = 0;
    s.drawnTile = NoTile;
    s.drawnArea = 0xFF;
    s.placer = NoSeat;
    if (emptyAreas() == 0) {
        if (s.phase == Phase::Exploration)
            s.countdownPending = 1;
    } else if (s.pileCount == 0) {
        fillWithSea();
    }
}

} // namespace isle::battleisland
