// The ruleset compiled for play, and every check that ties its values together.
#include "battlerules.h"

#include "battleschema.h"

#include "core/jsonfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

namespace isle::battleisland {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::battleisland::BattleRules)
};

const QString ParamsPath = QStringLiteral("$.params");

QString paramPath(const char *key)
{
    return childPath(ParamsPath, QString::fromLatin1(key));
}

// Reads a pattern of size × size codes among `allowed` into `tile`; false after reporting.
bool readTile(const QString &text, int size, const QString &allowed, const QString &path, TileRules &tile,
              Problems &problems)
{
    const QStringList rows = patternRows(text);
    if (rows.size() != size) {
        problems.error(path, Tr::tr("expected %1 rows of %1 spaces (the tile size), found %2 rows").arg(size).arg(rows.size()));
        return false;
    }
    for (int r = 0; r < size; ++r) {
        const QString &row = rows.at(r);
        if (row.size() != size) {
            problems.error(path, Tr::tr("row %1 has %2 spaces; expected %3 (the tile size)").arg(r + 1).arg(row.size()).arg(size));
            return false;
        }
        for (int c = 0; c < size; ++c) {
            if (!allowed.contains(row.at(c))) {
                problems.error(path, Tr::tr("row %1 has the code \"%2\"; expected one of: %3")
                                         .arg(r + 1)
                                         .arg(row.at(c))
                                         .arg(allowed));
                return false;
            }
            tile.spaces[static_cast<std::size_t>(r * size + c)] = terrainFromCode(row.at(c));
            if (row.at(c) == u'L')
                ++tile.lots;
        }
    }
    return true;
}

// Spaces of a tile a basic unit reaches from (row, column), moving over land.
int landReach(const TileRules &tile, int size, int row, int column, std::array<bool, MaxTileSize * MaxTileSize> &seen)
{
    seen.fill(false);
    std::array<int, MaxTileSize * MaxTileSize> queue{};
    int head = 0;
    int tail = 0;
    queue[static_cast<std::size_t>(tail++)] = row * size + column;
    seen[static_cast<std::size_t>(row * size + column)] = true;
    while (head < tail) {
        const int at = queue[static_cast<std::size_t>(head++)];
        const int r = at / size;
        const int c = at % size;
        const int dr[4] = {-1, 0, 1, 0};
        const int dc[4] = {0, 1, 0, -1};
        for (int d = 0; d < 4; ++d) {
            const int nr = r + dr[d];
            const int nc = c + dc[d];
            if (nr < 0 || nc < 0 || nr >= size || nc >= size)
                continue;
            const int next = nr * size + nc;
            if (seen[static_cast<std::size_t>(next)] || tile.at(size, nr, nc) == Terrain::Water)
                continue;
            seen[static_cast<std::size_t>(next)] = true;
            queue[static_cast<std::size_t>(tail++)] = next;
        }
    }
    return tail;
}

int landCount(const TileRules &tile, int size)
{
    int count = 0;
    for (int i = 0; i < size * size; ++i)
        count += tile.spaces[static_cast<std::size_t>(i)] != Terrain::Water ? 1 : 0;
    return count;
}

// The first land space of a tile (row-major), or -1.
int firstLand(const TileRules &tile, int size)
{
    for (int i = 0; i < size * size; ++i)
        if (tile.spaces[static_cast<std::size_t>(i)] != Terrain::Water)
            return i;
    return -1;
}

int findCode(const TileRules &tile, int size, Terrain terrain, int *count)
{
    int found = -1;
    *count = 0;
    for (int i = 0; i < size * size; ++i)
        if (tile.spaces[static_cast<std::size_t>(i)] == terrain) {
            ++*count;
            found = found < 0 ? i : found;
        }
    return found;
}
} // namespace

Terrain terrainFromCode(QChar code)
{
    switch (code.unicode()) {
    case u'P': return Terrain::Plains;
    case u'F': return Terrain::Forest;
    case u'M': return Terrain::Mountain;
    case u'W': return Terrain::Water;
    case u'L': return Terrain::Lot;
    case u'H': return Terrain::Home;
    case u'X': return Terrain::Lighthouse;
    default: return Terrain::Fog;
    }
}

char terrainCode(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Plains: return 'P';
    case Terrain::Forest: return 'F';
    case Terrain::Mountain: return 'M';
    case Terrain::Water: return 'W';
    case Terrain::Lot: return 'L';
    case Terrain::Home: return 'H';
    case Terrain::Lighthouse: return 'X';
    case Terrain::Fog: break;
    }
    return '.';
}

int BattleRules::emptyAreasAtStart(int colours) const
{
    int empty = boardSize * boardSize - (oddBoard() ? 1 : 0) - 4;
    if (unusedCorners == UnusedCorners::FieldArea)
        empty += 4 - colours;
    return empty;
}

std::shared_ptr<const BattleRules> BattleRules::compile(const Ruleset &ruleset, Problems &problems)
{
    Problems found(problems.file());
    battleSchema().validate(ruleset.params(), ParamsPath, found);
    if (found.hasErrors()) {
        problems.addNested(found, QStringLiteral("$"));
        return nullptr;
    }
    auto rules = std::make_shared<BattleRules>();
    const auto number = [&ruleset](const char *key) { return ruleset.integer(QString::fromLatin1(key)); };
    const auto text = [&ruleset](const char *key) { return ruleset.choice(QString::fromLatin1(key)); };
    rules->boardSize = number("boardSize");
    rules->tileSize = number("tileSize");
    if (rules->tileSize % 2 == 0)
        found.error(paramPath("tileSize"), Tr::tr("expected an odd tile size, so the arrow has a centre space"));
    rules->unusedCorners = text("unusedCorners") == u"fieldArea" ? UnusedCorners::FieldArea
                                                                : UnusedCorners::NeutralStartTile;
    rules->guaranteedLighthouse = text("evenBoardLighthouse") != u"literalShuffle";
    const int size = rules->tileSize;

    int startLots = 0;
    if (size % 2 == 1) {
        const QString startPath = paramPath("startTile");
        if (readTile(ruleset.choice(QStringLiteral("startTile")), size, QStringLiteral("PFMWLH"), startPath,
                     rules->startTile, found)) {
            int homes = 0;
            const int home = findCode(rules->startTile, size, Terrain::Home, &homes);
            startLots = rules->startTile.lots;
            if (homes != 1) {
                found.error(startPath, Tr::tr("expected exactly one home-base square H, found %1").arg(homes));
            } else {
                // The base must be reachable from the tile's inner edges (the last row and
                // column in the corner's own terms), which is where enemies and units come and go.
                std::array<bool, MaxTileSize * MaxTileSize> seen{};
                landReach(rules->startTile, size, home / size, home % size, seen);
                bool reachesEdge = false;
                for (int i = 0; i < size; ++i)
                    reachesEdge = reachesEdge || seen[static_cast<std::size_t>((size - 1) * size + i)]
                                  || seen[static_cast<std::size_t>(i * size + size - 1)];
                if (!reachesEdge)
                    found.error(startPath, Tr::tr("the home base cannot be reached: no land path leads from H to "
                                                  "the tile's inner edges"));
            }
        }
        const QString lighthousePath = paramPath("lighthouseTile");
        if (readTile(ruleset.choice(QStringLiteral("lighthouseTile")), size, QStringLiteral("PFMWLX"), lighthousePath,
                     rules->lighthouseTile, found)) {
            int marks = 0;
            const int mark = findCode(rules->lighthouseTile, size, Terrain::Lighthouse, &marks);
            if (marks != 1) {
                found.error(lighthousePath, Tr::tr("expected exactly one lighthouse square X, found %1").arg(marks));
            } else {
                std::array<bool, MaxTileSize * MaxTileSize> seen{};
                landReach(rules->lighthouseTile, size, mark / size, mark % size, seen);
                bool reachesEdge = false;
                for (int i = 0; i < size; ++i)
                    reachesEdge = reachesEdge || seen[static_cast<std::size_t>(i)]
                                  || seen[static_cast<std::size_t>((size - 1) * size + i)]
                                  || seen[static_cast<std::size_t>(i * size)]
                                  || seen[static_cast<std::size_t>(i * size + size - 1)];
                if (!reachesEdge)
                    found.error(lighthousePath, Tr::tr("the lighthouse cannot be reached: no land path leads from X "
                                                       "to the tile's edges"));
            }
        }

        const QJsonArray rows = ruleset.table(QStringLiteral("tiles"));
        rules->tileCount = int(rows.size());
        int lots = startLots + rules->lighthouseTile.lots;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QString path = indexPath(paramPath("tiles"), i);
            const QJsonObject row = rows.at(i).toObject();
            TileRules &tile = rules->tiles[static_cast<std::size_t>(i)];
            rules->ids.append(row.value(QStringLiteral("id")).toString());
            rules->names.append(row.value(QStringLiteral("name")).toString());
            tile.copies = static_cast<std::uint8_t>(row.value(QStringLiteral("copies")).toInt());
            rules->pileSize += tile.copies;
            if (!readTile(row.value(QStringLiteral("rows")).toString(), size, QStringLiteral("PFMWL"),
                          childPath(path, QStringLiteral("rows")), tile, found))
                continue;
            const int land = landCount(tile, size);
            if (land == 0) {
                found.error(childPath(path, QStringLiteral("rows")), Tr::tr("a tile of water only: expected some land"));
                continue;
            }
            std::array<bool, MaxTileSize * MaxTileSize> seen{};
            const int first = firstLand(tile, size);
            if (landReach(tile, size, first / size, first % size, seen) != land)
                found.error(childPath(path, QStringLiteral("rows")),
                            Tr::tr("the tile's land is not connected: water cuts some spaces off from the others"));
            if (tile.copies > 0)
                lots += tile.lots;
        }
        if (lots == 0)
            found.error(paramPath("tiles"), Tr::tr("an island with no lots: no tile of the pile nor the start tile has "
                                                   "a building lot L, so nobody could ever build"));
        else if (startLots == 0)
            found.warning(paramPath("startTile"),
                          Tr::tr("the start tile has no lots: players start without cities and so without income"));
        if (rules->pileSize > MaxPile)
            found.error(paramPath("tiles"),
                        Tr::tr("the pile holds %1 tiles; expected at most %2").arg(rules->pileSize).arg(MaxPile));
        // Enough tiles for the most empty areas any variant leaves (two players).
        const int needed = rules->emptyAreasAtStart(2) - (rules->oddBoard() ? 0 : 1);
        if (rules->pileSize < needed)
            found.error(paramPath("tiles"),
                        Tr::tr("the tile set is too small for the board: %1 field tiles in the pile, %2 needed to "
                               "fill a %3×%3 board")
                            .arg(rules->pileSize)
                            .arg(needed)
                            .arg(rules->boardSize));
    }

    rules->startingCoins = number("startingCoins");
    rules->chooseStartSides = text("startTokenSides") == u"playerChoice";
    rules->factoryIncome = ruleset.boolean(QStringLiteral("factoryIncome"));
    rules->cityValueRing0 = number("cityValueRing0");
    rules->cityValueDeeper = number("cityValueDeeper");
    rules->lighthouseValue = number("lighthouseValue");
    rules->basicCost = number("basicCost");
    rules->eliteCost = number("eliteCost");
    rules->supplyBasic = number("supplyBasic");
    rules->supplyElite = number("supplyElite");
    rules->supplyTokens = number("supplyTokens");
    if (rules->supplyTokens < startLots)
        found.error(paramPath("supplyTokens"), Tr::tr("expected at least %1 tokens, one for each lot of the start tile")
                                                   .arg(startLots));

    rules->activationsPerTurn = number("activationsPerTurn");
    rules->basicMovePoints = number("basicMovePoints");
    rules->eliteMovePoints = number("eliteMovePoints");
    rules->mountainCost = number("mountainCost");
    rules->maxStack = number("maxStack");
    rules->stackRerolls = {0, 0, number("stackRerolls2"), number("stackRerolls3")};
    rules->permanentStackLock = text("stackLockScope") == u"permanent";

    rules->combatDice = number("combatDice");
    for (int stack = 2; stack <= MaxStackSize; ++stack)
        if (rules->stackRerolls[static_cast<std::size_t>(stack)] >= rules->combatDice) {
            found.error(childPath(ParamsPath, QStringLiteral("stackRerolls%1").arg(stack)),
                        Tr::tr("expected fewer re-rolls than combat dice (%1)").arg(rules->combatDice));
            break;
        }
    rules->attackerBonus = number("attackerBonus");
    rules->eliteAttackBonus = number("eliteAttackBonus");
    rules->defencePlains = number("defencePlains");
    rules->defenceForest = number("defenceForest");
    rules->defenceMountain = number("defenceMountain");
    rules->defenceStructure = number("defenceStructure");
    rules->eliteDefenceBonus = number("eliteDefenceBonus");
    rules->rerollOrder = text("rerollOrder") == u"simultaneous" ? RerollOrder::Simultaneous
                                                                : RerollOrder::AttackerThenDefender;

    rules->captureNeedsAction = ruleset.boolean(QStringLiteral("captureNeedsAction"));
    rules->transferCitiesOnly = text("baseCaptureTransfers") == u"citiesOnly";
    const QString trigger = text("lighthouseTrigger");
    rules->lighthouseTrigger = trigger == u"needsUnit"    ? LighthouseTrigger::NeedsUnit
                               : trigger == u"everyTurn" ? LighthouseTrigger::EveryTurn
                                                         : LighthouseTrigger::OwnedOncePerOwnerTurn;
    rules->lighthouseEndBonus = number("lighthouseEndBonus");
    rules->countdownUnit = text("countdownUnit") == u"turns" ? CountdownUnit::Turns : CountdownUnit::Rounds;
    rules->countdownRounds = number("countdownRounds");
    rules->stallRounds = number("stallRounds");
    rules->maxTurns = number("maxTurns");

    problems.addNested(found, QStringLiteral("$"));
    if (found.hasErrors())
        return nullptr;
    static_assert(MaxAreas <= 256, "an area fits a byte");
    for (int space = 0; space < MaxSpaces; ++space)
        rules->areaOfSpace[static_cast<std::size_t>(space)] = static_cast<std::uint8_t>(
            (space / SpaceStride / rules->tileSize) * AreaStride + (space % SpaceStride) / rules->tileSize);
    return rules;
}

} // namespace isle::battleisland
