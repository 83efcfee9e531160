#include "battlescreen.h"

#include "battlemodels.h"

#include "gamesession.h"

#include "battleisland/battlerules.h"
#include "core/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace isle::app::battleisland {

namespace {
QString terrainName(QChar code)
{
    switch (code.unicode()) {
    case u'P': return QStringLiteral("plains");
    case u'F': return QStringLiteral("forest");
    case u'M': return QStringLiteral("mountain");
    case u'W': return QStringLiteral("water");
    case u'L': return QStringLiteral("lot");
    case u'H': return QStringLiteral("base");
    case u'X': return QStringLiteral("lighthouse");
    default: return QStringLiteral("fog");
    }
}
} // namespace

BattleScreen::BattleScreen(GameSession &session)
    : GameScreen(session)
    , m_spaces(new SpacesModel(this))
    , m_areas(new AreasModel(this))
{
    // A route is walked one step (one decision) at a time, slowly enough to be followed.
    m_routeTimer.setSingleShot(true);
    m_routeTimer.setInterval(140);
    connect(&m_routeTimer, &QTimer::timeout, this, &BattleScreen::continueRoute);
}

BattleScreen::~BattleScreen() = default;

QAbstractItemModel *BattleScreen::spacesModel() const { return m_spaces; }
QAbstractItemModel *BattleScreen::areasModel() const { return m_areas; }

int BattleScreen::spaceIndex(const QJsonValue &pair) const
{
    const QJsonArray rc = pair.toArray();
    if (rc.size() != 2 || m_w <= 0)
        return -1;
    const int r = rc.at(0).toInt(-1);
    const int c = rc.at(1).toInt(-1);
    return r < 0 || c < 0 || r >= m_w || c >= m_w ? -1 : r * m_w + c;
}

int BattleScreen::fromSpace(int cell) const
{
    // Records name spaces and areas by fixed strides, whatever the board's size.
    using ::isle::battleisland::SpaceStride;
    if (cell < 0 || m_w <= 0)
        return -1;
    const int r = cell / SpaceStride;
    const int c = cell % SpaceStride;
    return r < m_w && c < m_w ? r * m_w + c : -1;
}

int BattleScreen::fromArea(int cell) const
{
    using ::isle::battleisland::AreaStride;
    if (cell < 0 || m_n <= 0)
        return -1;
    const int r = cell / AreaStride;
    const int c = cell % AreaStride;
    return r < m_n && c < m_n ? r * m_n + c : -1;
}

QString BattleScreen::colourOf(int seat) const
{
    const QJsonArray seats = m_view.value(QStringLiteral("seats")).toArray();
    for (const QJsonValue &value : seats)
        if (value.toObject().value(QStringLiteral("seat")).toInt(-1) == seat)
            return value.toObject().value(QStringLiteral("colour")).toString();
    return {};
}

QString BattleScreen::generalName(int seat) const
{
    return seat < 0 ? QString() : session().seatName(seat);
}

int BattleScreen::unitAt(int index) const
{
    return m_unitIndex.value(index, -1);
}

namespace {
QString colourWord(const QString &colour)
{
    if (colour == QLatin1StringView("red"))
        return BattleScreen::tr("Red");
    if (colour == QLatin1StringView("yellow"))
        return BattleScreen::tr("Yellow");
    if (colour == QLatin1StringView("blue"))
        return BattleScreen::tr("Blue");
    if (colour == QLatin1StringView("green"))
        return BattleScreen::tr("Green");
    return BattleScreen::tr("Neutral");
}

QString terrainWord(const QString &terrain)
{
    if (terrain == QLatin1StringView("plains"))
        return BattleScreen::tr("plains");
    if (terrain == QLatin1StringView("forest"))
        return BattleScreen::tr("forest");
    if (terrain == QLatin1StringView("mountain"))
        return BattleScreen::tr("mountain");
    if (terrain == QLatin1StringView("water"))
        return BattleScreen::tr("water");
    if (terrain == QLatin1StringView("lot"))
        return BattleScreen::tr("building lot");
    if (terrain == QLatin1StringView("base"))
        return BattleScreen::tr("base square");
    if (terrain == QLatin1StringView("lighthouse"))
        return BattleScreen::tr("lighthouse square");
    return BattleScreen::tr("fog");
}

QString structureWord(const QString &kind)
{
    if (kind == QLatin1StringView("city"))
        return BattleScreen::tr("city");
    if (kind == QLatin1StringView("factory"))
        return BattleScreen::tr("factory");
    if (kind == QLatin1StringView("base"))
        return BattleScreen::tr("base");
    return BattleScreen::tr("lighthouse");
}
} // namespace

QString BattleScreen::unitText(int index) const
{
    const int u = unitAt(index);
    if (u < 0)
        return {};
    return unitWords(m_view.value(QStringLiteral("units")).toArray().at(u).toObject());
}

QString BattleScreen::unitWords(const QJsonObject &unit) const
{
    const QString colour = colourWord(colourOf(unit.value(QStringLiteral("owner")).toInt(-1)));
    const int size = unit.value(QStringLiteral("size")).toInt(1);
    if (unit.value(QStringLiteral("type")).toString() == QLatin1StringView("elite"))
        //: A unit on the board: "Red elite"
        return tr("%1 elite").arg(colour);
    if (size > 1)
        //: A unit on the board: "Red stack of 3"
        return tr("%1 stack of %2").arg(colour).arg(size);
    //: A unit on the board: "Red basic unit"
    return tr("%1 basic unit").arg(colour);
}

QString BattleScreen::spaceName(int index) const
{
    if (m_w <= 0 || index < 0 || index >= m_w * m_w)
        return {};
    // As the game's log and messages name it, so that both are read the same way.
    //: A space of the board: its row and column, counted from 1.
    return tr("row %1, column %2").arg(index / m_w + 1).arg(index % m_w + 1);
}

void BattleScreen::refresh()
{
    const GameSession &s = session();
    const QJsonObject previous = m_view;
    const QHash<int, int> previousUnits = m_unitIndex;
    m_view = s.observation();
    m_n = m_view.value(QStringLiteral("boardSize")).toInt();
    m_k = m_view.value(QStringLiteral("tileSize")).toInt();
    m_w = m_view.value(QStringLiteral("width")).toInt(m_n * m_k);
    m_terrain = m_view.value(QStringLiteral("terrain")).toString();
    const QJsonObject decision = m_view.value(QStringLiteral("decision")).toObject();
    m_kind = decision.value(QStringLiteral("kind")).toString();
    m_decisionSeat = decision.isEmpty() ? -1 : decision.value(QStringLiteral("seat")).toInt(-1);

    m_unitIndex.clear();
    const QJsonArray units = m_view.value(QStringLiteral("units")).toArray();
    for (qsizetype i = 0; i < units.size(); ++i)
        m_unitIndex.insert(spaceIndex(units.at(i).toObject().value(QStringLiteral("space"))), int(i));
    m_structureIndex.clear();
    const QJsonArray structures = m_view.value(QStringLiteral("structures")).toArray();
    for (qsizetype i = 0; i < structures.size(); ++i)
        m_structureIndex.insert(spaceIndex(structures.at(i).toObject().value(QStringLiteral("space"))), int(i));

    readLegal();
    readReach();

    // The half-made input that no longer fits the decision goes.
    if (!myDecision()) {
        m_selected = m_pendingAttack = m_recruitSite = -1;
        m_routeDestination = m_routeAttack = -1;
    }
    if (m_kind == QLatin1StringView("act")) {
        m_selected = actingUnit();
    } else if (m_kind != QLatin1StringView("main") || !m_activate.contains(m_selected)) {
        m_selected = -1;
    }
    if (!m_attack.contains(m_pendingAttack))
        m_pendingAttack = -1;
    if (m_kind != QLatin1StringView("main"))
        m_recruitSite = -1;

    // A new roll of the dice is shown as it happens (never while looking back).
    const QJsonValue combatValue = m_view.value(QStringLiteral("combat"));
    const QString combatKey = combatValue.isObject()
                                  ? QString::fromUtf8(QJsonDocument(combatValue.toObject()).toJson(QJsonDocument::Compact))
                                  : QString();
    const bool rolled = !combatKey.isEmpty() && combatKey != m_combatKey && !s.reviewing() && s.decisionCount() > 0;
    if (combatKey != m_combatKey) {
        // Who fought, read where the sides stood: in the view before the roll when it
        // was there (a re-roll keeps both), else (a game loaded, looking back) now.
        const QJsonObject fight = combatValue.toObject();
        const int attacker = spaceIndex(fight.value(QStringLiteral("attacker")));
        const int defender = spaceIndex(fight.value(QStringLiteral("defender")));
        const auto side = [&](int space, QString &colour, QString &unit) {
            const bool before = previousUnits.contains(space) && previous.value(QStringLiteral("width")) == m_view.value(QStringLiteral("width"));
            const QJsonObject &from = before ? previous : m_view;
            const int u = before ? previousUnits.value(space) : unitAt(space);
            const QJsonObject figure = u >= 0 ? from.value(QStringLiteral("units")).toArray().at(u).toObject() : QJsonObject();
            colour = figure.isEmpty() ? QString() : colourOf(figure.value(QStringLiteral("owner")).toInt(-1));
            unit = figure.isEmpty() ? QString() : unitWords(figure);
        };
        side(attacker, m_attackerColour, m_attackerUnit);
        side(defender, m_defenderColour, m_defenderUnit);
    }
    m_combatKey = combatKey;
    if (rolled)
        ++m_combatSerial;

    rebuildModels();
    Q_EMIT changed();
    if (rolled)
        Q_EMIT combatRolled();
    if (m_routeDestination >= 0 && myDecision())
        m_routeTimer.start();
}

void BattleScreen::clearInput()
{
    // A decision taken or taken back: the half-made input goes, except the route the
    // screen is walking itself (its own step was just taken).
    if (m_keepRoute) {
        m_keepRoute = false;
        return;
    }
    m_routeTimer.stop();
    m_selected = m_pendingAttack = m_recruitSite = -1;
    m_routeDestination = m_routeAttack = -1;
}

void BattleScreen::readLegal()
{
    m_activate.clear();
    m_recruit.clear();
    m_attack.clear();
    m_steps.clear();
    m_build.clear();
    m_orient.clear();
    m_place.clear();
    m_side.clear();
    m_reroll.clear();
    m_endTurn = m_endActivation = m_swap = m_stack = Action();
    if (session().curtain())
        return;
    for (const Action &action : legalActions()) {
        switch (action.type) {
        case Activate: m_activate.insert(fromSpace(action.cell), action); break;
        case Recruit: m_recruit.append(action); break;
        case EndTurn: m_endTurn = action; break;
        case Step: m_steps.append(action); break;
        case Build: m_build.insert(action.kind, action); break;
        case Swap: m_swap = action; break;
        case Stack: m_stack = action; break;
        case Attack: m_attack.insert(fromSpace(action.cell2), action); break;
        case EndActivation: m_endActivation = action; break;
        case Orient: m_orient.insert(action.kind, action); break;
        case Place: m_place.insert(fromArea(action.cell), action); break;
        case Side: m_side.insert(action.kind, action); break;
        case Reroll: m_reroll.append(action); break;
        default: break;
        }
    }
}

void BattleScreen::readReach()
{
    m_reach.clear();
    for (const QJsonValue &value : m_view.value(QStringLiteral("reach")).toArray()) {
        const QJsonObject entry = value.toObject();
        Reach reach;
        for (const QJsonValue &space : entry.value(QStringLiteral("moves")).toArray())
            reach.moves.insert(spaceIndex(space));
        for (const QJsonValue &space : entry.value(QStringLiteral("attacks")).toArray())
            reach.attacks.insert(spaceIndex(space));
        reach.moves.remove(-1);
        reach.attacks.remove(-1);
        m_reach.insert(spaceIndex(entry.value(QStringLiteral("unit"))), reach);
    }
    m_odds.clear();
    for (const QJsonValue &value : m_view.value(QStringLiteral("odds")).toArray())
        m_odds.insert(spaceIndex(value.toObject().value(QStringLiteral("target"))), value.toObject());
}

int BattleScreen::actingUnit() const
{
    if (m_kind != QLatin1StringView("act"))
        return -1;
    return spaceIndex(m_view.value(QStringLiteral("decision")).toObject().value(QStringLiteral("unit")));
}

const BattleScreen::Reach *BattleScreen::reachOf(int unit) const
{
    const auto it = m_reach.constFind(unit);
    return it == m_reach.cend() ? nullptr : &it.value();
}

void BattleScreen::rebuildModels()
{
    const bool mine = myDecision();
    m_litMoves.clear();
    m_litAttacks.clear();
    if (mine && m_selected >= 0) {
        if (const Reach *reach = reachOf(m_selected)) {
            m_litMoves = reach->moves;
            m_litAttacks = reach->attacks;
        }
        m_litMoves.remove(m_selected);
    }
    // The attacks legal now are lit too, even when the reach leaves them out.
    if (mine && m_kind == QLatin1StringView("act"))
        for (auto it = m_attack.cbegin(); it != m_attack.cend(); ++it)
            m_litAttacks.insert(it.key());

    QSet<int> recruitSites;
    for (const Action &action : m_recruit)
        recruitSites.insert(fromSpace(action.cell));
    const QJsonObject decision = m_view.value(QStringLiteral("decision")).toObject();
    const int sideSpace = m_kind == QLatin1StringView("token-side")
                              ? spaceIndex(decision.value(QStringLiteral("space")))
                              : -1;
    const QJsonObject combatView = m_view.value(QStringLiteral("combat")).toObject();
    const int attacker = combatView.isEmpty() ? -1 : spaceIndex(combatView.value(QStringLiteral("attacker")));
    const int defender = combatView.isEmpty() ? -1 : spaceIndex(combatView.value(QStringLiteral("defender")));
    const int acting = actingUnit();
    const int activeSeat = m_view.value(QStringLiteral("activeSeat")).toInt(-1);

    const QJsonArray units = m_view.value(QStringLiteral("units")).toArray();
    const QJsonArray structures = m_view.value(QStringLiteral("structures")).toArray();
    QList<SpaceRow> rows;
    rows.reserve(m_w * m_w);
    for (int i = 0; i < m_w * m_w; ++i) {
        SpaceRow row;
        row.terrain = terrainName(i < m_terrain.size() ? m_terrain.at(i) : QChar(u'.'));
        QStringList words{spaceName(i), terrainWord(row.terrain)};
        if (const int s = m_structureIndex.value(i, -1); s >= 0) {
            const QJsonObject structure = structures.at(s).toObject();
            row.structure = structure.value(QStringLiteral("kind")).toString();
            const QJsonValue owner = structure.value(QStringLiteral("owner"));
            row.structureColour = owner.isNull() || owner.isUndefined() ? QString() : colourOf(owner.toInt(-1));
            row.structureValue = structure.value(QStringLiteral("value")).toInt();
            if (row.structureColour.isEmpty())
                //: A structure nobody owns, on a space: "unclaimed lighthouse"
                words.append(tr("unclaimed %1").arg(structureWord(row.structure)));
            else
                //: A structure on a space: "Red city"
                words.append(tr("%1 %2").arg(colourWord(row.structureColour), structureWord(row.structure)));
        }
        if (const int u = unitAt(i); u >= 0) {
            const QJsonObject unit = units.at(u).toObject();
            row.unitColour = colourOf(unit.value(QStringLiteral("owner")).toInt(-1));
            row.unitType = unit.value(QStringLiteral("type")).toString();
            row.unitSize = unit.value(QStringLiteral("size")).toInt(1);
            // Spent this turn: only the moving general's units (the others' flags are left
            // over from their last turn, and an enemy drawn faded would look weaker).
            row.unitSpent = unit.value(QStringLiteral("owner")).toInt(-1) == activeSeat
                            && (unit.value(QStringLiteral("activated")).toBool() || unit.value(QStringLiteral("recruited")).toBool()
                                || unit.value(QStringLiteral("locked")).toBool());
            row.unitActive = unit.value(QStringLiteral("active")).toBool() || i == acting;
            words.append(unitText(i));
        }
        row.selectable = mine && m_kind == QLatin1StringView("main") && m_activate.contains(i);
        row.reachable = m_litMoves.contains(i);
        row.attackable = m_litAttacks.contains(i);
        row.selected = i == m_selected;
        row.pendingAttack = i == m_pendingAttack;
        row.routeTarget = i == m_routeDestination;
        row.recruitSite = mine && recruitSites.contains(i);
        row.sideChoice = i == sideSpace;
        row.combatRole = i == attacker ? 1 : i == defender ? 2 : 0;
        if (row.selectable)
            words.append(tr("can be activated"));
        if (row.selected)
            words.append(tr("selected"));
        if (row.reachable)
            words.append(tr("within reach"));
        if (row.attackable)
            words.append(tr("can be attacked"));
        if (row.recruitSite)
            words.append(tr("can recruit"));
        row.label = words.join(QStringLiteral(", "));
        rows.append(row);
    }
    m_spaces->update(m_w, std::move(rows));

    const QJsonObject drawn = m_view.value(QStringLiteral("drawnTile")).toObject();
    const QJsonArray drawnArea = drawn.value(QStringLiteral("area")).toArray();
    const int drawnIndex = drawnArea.size() == 2 ? drawnArea.at(0).toInt() * m_n + drawnArea.at(1).toInt() : -1;
    QList<AreaRow> areas;
    const QJsonArray areaList = m_view.value(QStringLiteral("areas")).toArray();
    areas.reserve(m_n * m_n);
    for (int i = 0; i < m_n * m_n; ++i) {
        const QJsonObject entry = areaList.at(i).toObject();
        AreaRow row;
        const QJsonValue tile = entry.value(QStringLiteral("tile"));
        row.fog = tile.isNull() || tile.isUndefined();
        row.tile = row.fog ? QString() : tile.toVariant().toString();
        const QJsonValue arrow = entry.value(QStringLiteral("arrow"));
        row.arrow = arrow.isDouble() ? arrow.toInt() : -1;
        row.ring = entry.value(QStringLiteral("ring")).toInt();
        row.value = entry.value(QStringLiteral("value")).toInt();
        row.placeable = mine && m_place.contains(i);
        row.drawn = i == drawnIndex && m_kind == QLatin1StringView("orient");
        areas.append(row);
    }
    m_areas->update(m_n, std::move(areas));
}

QString BattleScreen::phase() const { return m_view.value(QStringLiteral("phase")).toString(); }
int BattleScreen::round() const { return m_view.value(QStringLiteral("round")).toInt(); }
int BattleScreen::countdownRound() const { return m_view.value(QStringLiteral("countdownRound")).toInt(); }
int BattleScreen::countdownRounds() const { return m_view.value(QStringLiteral("countdownRounds")).toInt(5); }
int BattleScreen::activationsUsed() const { return m_view.value(QStringLiteral("activationsUsed")).toInt(); }
int BattleScreen::activationsPerTurn() const { return m_view.value(QStringLiteral("activationsPerTurn")).toInt(5); }
int BattleScreen::movePointsLeft() const
{
    const QJsonValue value = m_view.value(QStringLiteral("movePointsLeft"));
    return m_kind == QLatin1StringView("act") && value.isDouble() ? value.toInt() : -1;
}
int BattleScreen::pileCount() const { return m_view.value(QStringLiteral("pileCount")).toInt(); }
bool BattleScreen::over() const { return phase() == QLatin1StringView("over"); }

bool BattleScreen::myDecision() const
{
    return session().isMyTurn() && !session().curtain() && !session().reviewing();
}

int BattleScreen::viewerSeat() const { return session().viewer(); }

QVariantList BattleScreen::generals() const
{
    QVariantList list;
    for (const QJsonValue &value : m_view.value(QStringLiteral("seats")).toArray()) {
        QVariantMap general = value.toObject().toVariantMap();
        const int seat = general.value(QStringLiteral("seat")).toInt();
        general.insert(QStringLiteral("name"), generalName(seat));
        general.insert(QStringLiteral("colourName"), colourWord(general.value(QStringLiteral("colour")).toString()));
        general.insert(QStringLiteral("toMove"), seat == m_decisionSeat);
        general.insert(QStringLiteral("isViewer"), seat == session().viewer());
        list.append(general);
    }
    return list;
}

QString BattleScreen::selectedText() const
{
    if (m_selected < 0)
        return {};
    //: The unit chosen on the board and its space: "Red elite on row 7, column 3"
    return tr("%1 on %2").arg(unitText(m_selected), spaceName(m_selected));
}

QVariantMap BattleScreen::oddsAt(int index) const
{
    const auto it = m_odds.constFind(index);
    if (it == m_odds.cend() || !myDecision())
        return {};
    QVariantMap odds = it.value().toVariantMap();
    odds.insert(QStringLiteral("targetIndex"), index);
    odds.insert(QStringLiteral("targetText"), tr("%1 on %2").arg(unitText(index), spaceName(index)));
    odds.insert(QStringLiteral("attackerText"), unitText(spaceIndex(it.value().value(QStringLiteral("attacker")))));
    return odds;
}

QVariantMap BattleScreen::pendingOdds() const
{
    return m_pendingAttack >= 0 ? oddsAt(m_pendingAttack) : QVariantMap();
}

QVariantList BattleScreen::builds() const
{
    QVariantList list;
    static const char *const kinds[] = {"city", "factory", "lighthouse"};
    for (int kind = 0; kind < 3; ++kind) {
        if (!m_build.contains(kind))
            continue;
        const QString label = kind == 0 ? tr("Build a city") : kind == 1 ? tr("Build a factory") : tr("Claim the lighthouse");
        list.append(QVariantMap{{QStringLiteral("kind"), QString::fromLatin1(kinds[kind])}, {QStringLiteral("label"), label}});
    }
    return list;
}

QVariantList BattleScreen::recruits() const
{
    QVariantList list;
    const Game *game = session().game();
    for (qsizetype i = 0; i < m_recruit.size(); ++i) {
        const Action &action = m_recruit.at(i);
        const bool elite = action.kind == 1;
        const QString unit = elite ? QStringLiteral("elite") : QStringLiteral("basic");
        // What it costs, under the rules of the game being played.
        const int cost = game ? game->ruleset().integer(elite ? QStringLiteral("eliteCost") : QStringLiteral("basicCost")) : 0;
        const QString label = elite ? tr("Elite unit, %n coin(s)", "", cost) : tr("Basic unit, %n coin(s)", "", cost);
        list.append(QVariantMap{{QStringLiteral("index"), int(i)},
                                {QStringLiteral("site"), fromSpace(action.cell)},
                                {QStringLiteral("siteText"), spaceName(fromSpace(action.cell))},
                                {QStringLiteral("unit"), unit},
                                {QStringLiteral("label"), label}});
    }
    return list;
}

QVariantList BattleScreen::recruitMenu() const
{
    QVariantList list;
    if (m_recruitSite < 0)
        return list;
    for (const QVariant &entry : recruits())
        if (entry.toMap().value(QStringLiteral("site")).toInt() == m_recruitSite)
            list.append(entry);
    return list;
}

namespace {
// The tile's rows turned `turns` quarter-turns clockwise: rot[r][c] = src[K−1−c][r].
QStringList rotated(const QStringList &rows, int turns)
{
    QStringList result = rows;
    for (int t = 0; t < ((turns % 4) + 4) % 4; ++t) {
        const qsizetype k = result.size();
        QStringList next;
        for (qsizetype r = 0; r < k; ++r) {
            QString line;
            for (qsizetype c = 0; c < k; ++c)
            {
                const QString &source = result.at(k - 1 - c);
                line.append(r < source.size() ? source.at(r) : QChar(u'.'));
            }
            next.append(line);
        }
        result = next;
    }
    return result;
}

QString directionWord(int direction)
{
    switch (direction) {
    case 0: return BattleScreen::tr("north");
    case 1: return BattleScreen::tr("east");
    case 2: return BattleScreen::tr("south");
    default: return BattleScreen::tr("west");
    }
}
} // namespace

QVariantMap BattleScreen::drawnTile() const
{
    const QJsonValue drawn = m_view.value(QStringLiteral("drawnTile"));
    return drawn.isObject() ? drawn.toObject().toVariantMap() : QVariantMap();
}

QVariantList BattleScreen::orientOptions() const
{
    QVariantList list;
    if (!myDecision())
        return list;
    QStringList rows;
    for (const QJsonValue &row : m_view.value(QStringLiteral("drawnTile")).toObject().value(QStringLiteral("rows")).toArray())
        rows.append(row.toString());
    for (int direction = 0; direction < 4; ++direction)
        if (m_orient.contains(direction))
            list.append(QVariantMap{{QStringLiteral("direction"), direction},
                                    {QStringLiteral("name"), directionWord(direction)},
                                    {QStringLiteral("rows"), rotated(rows, direction)}});
    return list;
}

QVariantMap BattleScreen::sideChoice() const
{
    if (m_side.isEmpty())
        return {};
    const int space = spaceIndex(m_view.value(QStringLiteral("decision")).toObject().value(QStringLiteral("space")));
    return {{QStringLiteral("space"), space},
            {QStringLiteral("spaceText"), spaceName(space)},
            {QStringLiteral("city"), m_side.contains(0)},
            {QStringLiteral("factory"), m_side.contains(1)}};
}

QVariantList BattleScreen::rerollOptions() const
{
    QVariantList list;
    for (const Action &action : m_reroll) {
        const int dice = action.kind;
        const QString label = dice == 0 ? tr("Keep the dice") : tr("Re-roll the %n lowest dice", "", dice);
        list.append(QVariantMap{{QStringLiteral("dice"), dice}, {QStringLiteral("label"), label}});
    }
    return list;
}

QVariantMap BattleScreen::combat() const
{
    const QJsonValue value = m_view.value(QStringLiteral("combat"));
    if (!value.isObject())
        return {};
    QVariantMap combat = value.toObject().toVariantMap();
    const int attacker = spaceIndex(value.toObject().value(QStringLiteral("attacker")));
    const int defender = spaceIndex(value.toObject().value(QStringLiteral("defender")));
    const auto ownerColour = [this](int space) {
        const int u = unitAt(space);
        return u < 0 ? QString()
                     : colourOf(m_view.value(QStringLiteral("units")).toArray().at(u).toObject().value(QStringLiteral("owner")).toInt(-1));
    };
    const QString attackerColour = m_attackerColour.isEmpty() ? ownerColour(attacker) : m_attackerColour;
    const QString defenderColour = m_defenderColour.isEmpty() ? ownerColour(defender) : m_defenderColour;
    //: A side in a combat: "Red basic unit on row 7, column 3" (or the space alone when the unit is not known)
    const auto named = [this](const QString &unit, int space) { return unit.isEmpty() ? spaceName(space) : tr("%1 on %2").arg(unit, spaceName(space)); };
    combat.insert(QStringLiteral("attackerText"), named(m_attackerUnit, attacker));
    combat.insert(QStringLiteral("defenderText"), named(m_defenderUnit, defender));
    combat.insert(QStringLiteral("attackerColour"), attackerColour);
    combat.insert(QStringLiteral("defenderColour"), defenderColour);
    //: The side of a combat beside its dice: "Red attacker"
    combat.insert(QStringLiteral("attackerSide"), tr("%1 attacker").arg(colourWord(attackerColour)));
    //: The side of a combat beside its dice: "Blue defender"
    combat.insert(QStringLiteral("defenderSide"), tr("%1 defender").arg(colourWord(defenderColour)));
    return combat;
}

QVariantList BattleScreen::winners() const
{
    return m_view.value(QStringLiteral("winners")).toArray().toVariantList();
}

QString BattleScreen::endReason() const
{
    return m_view.value(QStringLiteral("endReason")).toString();
}

int BattleScreen::focusSpace() const
{
    if (m_selected >= 0)
        return m_selected;
    if (m_pendingAttack >= 0)
        return m_pendingAttack;
    int best = -1;
    for (auto it = m_activate.cbegin(); it != m_activate.cend(); ++it)
        if (best < 0 || it.key() < best)
            best = it.key();
    for (const Action &action : m_recruit)
        if (best < 0 || fromSpace(action.cell) < best)
            best = fromSpace(action.cell);
    if (best < 0 && !m_place.isEmpty()) {
        const int area = m_place.cbegin().key();
        best = (area / qMax(1, m_n)) * m_k * m_w + (area % qMax(1, m_n)) * m_k + (m_k / 2) * m_w + m_k / 2;
    }
    return best;
}

} // namespace isle::app::battleisland
