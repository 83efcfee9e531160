#include "fuzzyscreen.h"

#include "fuzzytiles.h"

#include "gamesession.h"
#include "playsession.h"

#include "core/game.h"
#include "core/ruleset.h"
#include "fuzzyknights/fuzzyknightsevents.h"
#include "fuzzyknights/fuzzyknightsstate.h"

#include <QJsonArray>

#include <algorithm>

namespace isle::app::fuzzyknights {

namespace fk = ::isle::fuzzyknights;

namespace {
constexpr std::uint8_t type(fk::ActionType t) { return static_cast<std::uint8_t>(t); }

bool isHeroAction(std::uint8_t t)
{
    return t >= type(fk::ActionType::Step) && t <= type(fk::ActionType::Withdraw);
}

QString itemWords(const QJsonObject &item)
{
    const QString kind = item.value(QStringLiteral("type")).toString();
    const int rarity = item.value(QStringLiteral("rarity")).toInt();
    QString name;
    if (kind == QLatin1StringView("mainHand"))
        name = FuzzyScreen::tr("weapon %1").arg(rarity);
    else if (kind == QLatin1StringView("offHand"))
        name = FuzzyScreen::tr("shield %1").arg(rarity);
    else
        name = FuzzyScreen::tr("amulet %1").arg(rarity);
    return item.value(QStringLiteral("equipped")).toBool() ? FuzzyScreen::tr("%1 (equipped)").arg(name) : name;
}
} // namespace

FuzzyScreen::FuzzyScreen(GameSession &session)
    : GameScreen(session)
    , m_tiles(new TilesModel(this))
{
}

FuzzyScreen::~FuzzyScreen() = default;

QAbstractItemModel *FuzzyScreen::tilesModel() const { return m_tiles; }

int FuzzyScreen::toIndex(int cell) const
{
    // Records name tiles by a fixed stride, whatever the map's size.
    if (cell < 0 || m_w <= 0)
        return -1;
    const int x = cell % fk::TileStride;
    const int y = cell / fk::TileStride;
    return x < m_w && y < m_h ? y * m_w + x : -1;
}

int FuzzyScreen::indexOf(const QJsonValue &pair) const
{
    const QJsonArray xy = pair.toArray();
    if (xy.size() != 2 || m_w <= 0)
        return -1;
    const int x = xy.at(0).toInt(-1);
    const int y = xy.at(1).toInt(-1);
    return x < 0 || y < 0 || x >= m_w || y >= m_h ? -1 : y * m_w + x;
}

QString FuzzyScreen::seatName(int seat) const
{
    return seat < 0 ? QString() : session().seatName(seat);
}

QString FuzzyScreen::tileName(int index) const
{
    if (m_w <= 0 || index < 0 || index >= m_w * m_h)
        return {};
    return tr("column %1, row %2").arg(index % m_w + 1).arg(index / m_w + 1);
}

int FuzzyScreen::day() const { return m_view.value(QStringLiteral("day")).toInt(); }

int FuzzyScreen::maxDays() const
{
    const Game *game = session().shownGame();
    return game ? game->ruleset().value(QStringLiteral("maxDays")).toInt() : 0;
}

QString FuzzyScreen::stage() const
{
    const QString stage = m_view.value(QStringLiteral("stage")).toString();
    if (stage == QLatin1StringView("over"))
        return stage;
    if (stage == QLatin1StringView("setup") || day() == 0)
        return QStringLiteral("setup");
    if (stage == QLatin1StringView("daybreak")
        || (stage == QLatin1StringView("decide") && m_view.value(QStringLiteral("step")).toString() != QLatin1StringView("done")))
        return QStringLiteral("daybreak");
    return QStringLiteral("turn");
}

QString FuzzyScreen::daybreakStep() const
{
    return stage() == QLatin1StringView("daybreak") ? m_view.value(QStringLiteral("step")).toString() : QString();
}

QString FuzzyScreen::stageText() const
{
    const QString now = stage();
    if (now == QLatin1StringView("over"))
        return tr("Game over");
    if (now == QLatin1StringView("setup"))
        return tr("Setting up: settlements are placed");
    if (now == QLatin1StringView("daybreak")) {
        const QString step = daybreakStep();
        if (step == QLatin1StringView("income"))
            return tr("Daybreak: income");
        if (step == QLatin1StringView("upkeep"))
            return tr("Daybreak: upkeep");
        if (step == QLatin1StringView("build"))
            return tr("Daybreak: building");
        if (step == QLatin1StringView("recruit"))
            return tr("Daybreak: recruiting");
        if (step == QLatin1StringView("tokens"))
            return tr("Daybreak: new tokens");
        return tr("Daybreak");
    }
    return tr("%1's turn").arg(seatName(m_view.value(QStringLiteral("active")).toInt()));
}

bool FuzzyScreen::myDecision() const
{
    return !m_kind.isEmpty() && m_decisionSeat == session().viewer() && !session().curtain() && !session().reviewing();
}

int FuzzyScreen::viewerSeat() const { return session().viewer(); }

int FuzzyScreen::activeSeat() const
{
    return stage() == QLatin1StringView("turn") ? m_view.value(QStringLiteral("active")).toInt(-1) : -1;
}

bool FuzzyScreen::over() const { return session().isOver(); }

int FuzzyScreen::heroTile(int hero) const
{
    const auto it = m_heroes.constFind(hero);
    return it == m_heroes.cend() ? -1 : indexOf(it->value(QStringLiteral("tile")));
}

QString FuzzyScreen::heroWords(int hero) const
{
    return tr("%1's hero %2").arg(seatName(hero / fk::MaxHeroesPerSeat)).arg(hero % fk::MaxHeroesPerSeat + 1);
}

QString FuzzyScreen::selectedText() const
{
    const auto it = m_heroes.constFind(m_selected);
    if (it == m_heroes.cend())
        return {};
    QStringList items;
    for (const QJsonValue &item : it->value(QStringLiteral("items")).toArray())
        if (item.isObject())
            items.append(itemWords(item.toObject()));
    const int army = it->value(QStringLiteral("mercenaries")).toInt();
    QString text = tr("%1 at %2: %n mercenary(ies)", "", army).arg(heroWords(m_selected), tileName(heroTile(m_selected)));
    if (!items.isEmpty())
        text += u"; " + tr("items: %1").arg(items.join(QStringLiteral(", ")));
    return text;
}

int FuzzyScreen::movesLeft() const
{
    const auto it = m_heroes.constFind(m_selected);
    return it == m_heroes.cend() ? -1 : it->value(QStringLiteral("moves")).toInt();
}

int FuzzyScreen::freeMovesLeft() const
{
    return m_view.value(QStringLiteral("freeMovesLeft")).toInt();
}

QVariantList FuzzyScreen::players() const
{
    QVariantList list;
    const QJsonArray seats = m_view.value(QStringLiteral("seats")).toArray();
    const int active = stage() == QLatin1StringView("turn") ? m_view.value(QStringLiteral("active")).toInt(-1) : -1;
    for (int seat = 0; seat < seats.size(); ++seat) {
        const QJsonObject entry = seats.at(seat).toObject();
        // Alliances are public (§11.1): whom each player is allied with, in words.
        QStringList allies;
        for (const QJsonValue &ally : entry.value(QStringLiteral("allies")).toArray())
            allies.append(seatName(ally.toInt()));
        const QString alliesText = allies.isEmpty() ? QString() : tr("allied with %1").arg(allies.join(tr(", ")));
        list.append(QVariantMap{{QStringLiteral("seat"), seat},
                                {QStringLiteral("name"), seatName(seat)},
                                {QStringLiteral("treasury"), entry.value(QStringLiteral("treasury")).toInt()},
                                {QStringLiteral("income"), m_income.value(seat)},
                                {QStringLiteral("upkeep"), m_upkeep.value(seat)},
                                {QStringLiteral("heroes"), entry.value(QStringLiteral("heroCount")).toInt()},
                                {QStringLiteral("settlements"), entry.value(QStringLiteral("settlementCount")).toInt()},
                                {QStringLiteral("mines"), entry.value(QStringLiteral("mineCount")).toInt()},
                                {QStringLiteral("eliminated"), entry.value(QStringLiteral("eliminated")).toBool()},
                                {QStringLiteral("homeless"), entry.value(QStringLiteral("homeless")).toInt() != 0},
                                {QStringLiteral("active"), seat == active},
                                {QStringLiteral("alliance"), entry.value(QStringLiteral("alliance")).toInt()},
                                {QStringLiteral("allies"), alliesText},
                                {QStringLiteral("isViewer"), seat == session().viewer()}});
    }
    return list;
}

QVariantList FuzzyScreen::actions() const
{
    QVariantList list;
    const Game *game = session().game();
    if (!game)
        return list;
    for (qsizetype i = 0; i < m_panel.size(); ++i)
        list.append(QVariantMap{{QStringLiteral("index"), int(i)},
                                {QStringLiteral("label"), game->describeAction(m_panel.at(i))},
                                {QStringLiteral("type"), int(m_panel.at(i).type)}});
    return list;
}

QList<int> FuzzyScreen::selectableHeroes() const
{
    QSet<int> heroes(m_heroActions.keyBegin(), m_heroActions.keyEnd());
    for (auto it = m_steps.cbegin(); it != m_steps.cend(); ++it)
        heroes.insert(it.key());
    for (auto it = m_sieges.cbegin(); it != m_sieges.cend(); ++it)
        heroes.insert(it.key());
    QList<int> list(heroes.cbegin(), heroes.cend());
    std::sort(list.begin(), list.end());
    return list;
}

QSet<int> FuzzyScreen::litSteps() const
{
    const auto it = m_steps.constFind(m_selected);
    return it == m_steps.cend() ? QSet<int>() : QSet<int>(it->keyBegin(), it->keyEnd());
}

int FuzzyScreen::focusTile() const
{
    if (m_selected >= 0)
        return heroTile(m_selected);
    if (!m_place.isEmpty()) {
        QList<int> tiles(m_place.keyBegin(), m_place.keyEnd());
        return *std::min_element(tiles.cbegin(), tiles.cend());
    }
    const QList<int> heroes = selectableHeroes();
    return heroes.isEmpty() ? -1 : heroTile(heroes.constFirst());
}

void FuzzyScreen::refresh()
{
    m_view = session().observation();
    m_w = m_view.value(QStringLiteral("width")).toInt();
    m_h = m_view.value(QStringLiteral("height")).toInt();
    const QJsonObject pending = m_view.value(QStringLiteral("pending")).toObject();
    m_kind = pending.value(QStringLiteral("decision")).toString();
    m_decisionSeat = pending.isEmpty() ? -1 : pending.value(QStringLiteral("seat")).toInt(-1);
    m_heroes.clear();
    for (const QJsonValue &value : m_view.value(QStringLiteral("heroes")).toArray())
        m_heroes.insert(value.toObject().value(QStringLiteral("index")).toInt(), value.toObject());

    readLegal();
    // The selection stays while the hero still has something to do; else the first hero
    // that has is chosen, so its steps are lit at once (unless the person put it down).
    const QList<int> heroes = selectableHeroes();
    if (!heroes.contains(m_selected))
        m_selected = heroes.isEmpty() || m_noAutoSelect ? -1 : heroes.constFirst();
    buildPanel();
    readEvents();
    rebuildModel();
    Q_EMIT changed();
}

void FuzzyScreen::clearInput()
{
    // The selection is kept across decisions (a hero walks step by step); refresh() drops
    // it when the hero has nothing left to do.
    m_noAutoSelect = false;
}

void FuzzyScreen::buildPanel()
{
    m_panel.clear();
    if (m_selected >= 0) {
        m_panel += m_heroActions.value(m_selected);
        const QHash<int, Action> sieges = m_sieges.value(m_selected);
        QList<int> tiles(sieges.keyBegin(), sieges.keyEnd());
        std::sort(tiles.begin(), tiles.end());
        for (const int tile : tiles)
            m_panel.append(sieges.value(tile));
    }
    m_panel += m_other;
    if (m_endTurn.type != 0)
        m_panel.append(m_endTurn);
}

void FuzzyScreen::refreshSelection()
{
    buildPanel();
    rebuildModel();
    Q_EMIT changed();
}

void FuzzyScreen::readLegal()
{
    m_place.clear();
    m_steps.clear();
    m_sieges.clear();
    m_heroActions.clear();
    m_other.clear();
    m_endTurn = Action();
    if (!myDecision())
        return;
    for (const Action &action : legalActions()) {
        const std::uint8_t t = action.type;
        if (t == type(fk::ActionType::PlaceSettlement) || t == type(fk::ActionType::PlaceToken))
            m_place.insert(toIndex(action.cell), action);
        else if (t == type(fk::ActionType::Step))
            m_steps[action.kind].insert(toIndex(action.cell), action);
        else if (t == type(fk::ActionType::Siege))
            m_sieges[action.kind].insert(toIndex(action.cell), action);
        else if (isHeroAction(t))
            m_heroActions[action.kind].append(action);
        else if (t == type(fk::ActionType::EndTurn))
            m_endTurn = action;
        else
            m_other.append(action);
    }
}

void FuzzyScreen::readEvents()
{
    // Public events only (the game has no private ones; checked all the same), newest first,
    // back to the last Day's start for income and upkeep and to the last battle's start.
    m_income.clear();
    m_upkeep.clear();
    QVariantList exchanges;
    int result = -1;
    bool battleFound = false;
    bool dayFound = false;
    const int viewer = session().viewer();
    const auto visible = [viewer](const GameEvent &event) { return event.privateTo < 0 || event.privateTo == viewer; };
    const QList<LogEntry> &entries = session().logEntries();
    const qsizetype stop = qMax<qsizetype>(0, entries.size() - 600);
    for (qsizetype i = entries.size() - 1; i >= stop && !(battleFound && dayFound); --i) {
        const std::vector<GameEvent> &events = entries.at(i).events;
        for (auto it = events.crbegin(); it != events.crend(); ++it) {
            if (!visible(*it))
                continue;
            switch (static_cast<fk::FuzzyEvent>(it->type)) {
            case fk::FuzzyEvent::Income:
                if (!dayFound)
                    m_income[it->seat] += it->a;
                break;
            case fk::FuzzyEvent::Upkeep:
                if (!dayFound)
                    m_upkeep[it->seat] += it->a;
                break;
            case fk::FuzzyEvent::DayBegan: dayFound = true; break;
            case fk::FuzzyEvent::Exchange:
                if (!battleFound)
                    exchanges.prepend(QVariantMap{{QStringLiteral("attack"), it->a},
                                                  {QStringLiteral("defence"), it->b},
                                                  {QStringLiteral("won"), it->c != 0},
                                                  {QStringLiteral("attackDice"), QVariantMap()},
                                                  {QStringLiteral("defenceDice"), QVariantMap()}});
                break;
            case fk::FuzzyEvent::ExchangeDice:
                // Sent just before its exchange: read backwards, it belongs to the one above.
                if (!battleFound && !exchanges.isEmpty()) {
                    const fk::ExchangeDiceView view = fk::exchangeDice(*it);
                    QVariantList dice;
                    for (int d = 0; d < view.shown; ++d)
                        dice.append(view.dice[static_cast<std::size_t>(d)]);
                    QVariantMap exchange = exchanges.first().toMap();
                    exchange.insert(view.side == 0 ? QStringLiteral("attackDice") : QStringLiteral("defenceDice"),
                                    QVariantMap{{QStringLiteral("dice"), dice},
                                                {QStringLiteral("more"), view.hidden},
                                                {QStringLiteral("bonus"), view.bonus}});
                    exchanges.replace(0, exchange);
                }
                break;
            case fk::FuzzyEvent::BattleEnded:
                if (!battleFound && result < 0 && exchanges.isEmpty())
                    result = it->a;
                break;
            case fk::FuzzyEvent::BattleStarted: battleFound = true; break;
            default: break;
            }
        }
    }

    const QJsonObject current = m_view.value(QStringLiteral("battle")).toObject();
    if (!current.isEmpty()) {
        m_battleView = current;
        // A destroyed unit squad reads 0: its size before the first exchange is kept.
        if (current.value(QStringLiteral("exchanges")).toInt() == 0)
            m_squadUnits.clear();
        for (int side = 0; side < 2; ++side) {
            const QJsonArray squads = current.value(side == 0 ? QStringLiteral("attackers") : QStringLiteral("defenders")).toArray();
            for (int i = 0; i < squads.size(); ++i)
                if (squads.at(i).toArray().at(2).toInt() > 0)
                    m_squadUnits.insert(side * 16 + i, squads.at(i).toArray().at(2).toInt());
        }
    }
    if (m_battleView.isEmpty() || (!battleFound && current.isEmpty())) {
        m_battle.clear();
        return;
    }
    const QJsonObject &b = m_battleView;
    const int kind = b.value(QStringLiteral("kind")).toInt();
    const int attacker = b.value(QStringLiteral("attackerSeat")).toInt(-1);
    const int defender = b.value(QStringLiteral("defenderSeat")).toInt(-1);
    const auto squads = [&](const QString &key, bool attacking) {
        QVariantList list;
        const QJsonArray array = b.value(key).toArray();
        for (int i = 0; i < array.size(); ++i) {
            const QJsonArray squad = array.at(i).toArray();
            const int squadKind = squad.at(0).toInt();
            const int hero = squad.at(1).toInt(-1);
            // The last observation of a finished battle is from before its last exchange:
            // the losing side has no squad left (or its hero retreated and died).
            const bool lost = current.isEmpty() && (attacking ? result == 0 : result == 1);
            const bool alive = squad.at(3).toInt() != 0 && !lost;
            const int units = squad.at(2).toInt() > 0 ? squad.at(2).toInt() : m_squadUnits.value((attacking ? 0 : 16) + i);
            QString text;
            if (squadKind == int(fk::SquadKind::Units)) {
                if (units <= 0 && !alive)
                    continue;
                text = !attacking && (kind == int(fk::BattleKind::Monsters) || kind == int(fk::BattleKind::Guardians))
                           ? tr("%n monster(s)", "", units)
                           : tr("%n mercenary(ies)", "", units);
            } else if (squadKind == int(fk::SquadKind::Hero)) {
                text = heroWords(hero);
            } else if (squadKind == int(fk::SquadKind::Settlement)) {
                text = tr("the settlement");
            } else {
                continue;
            }
            list.append(QVariantMap{{QStringLiteral("text"), text}, {QStringLiteral("alive"), alive}});
        }
        return list;
    };
    QString title;
    switch (static_cast<fk::BattleKind>(kind)) {
    case fk::BattleKind::Monsters: title = tr("%1 fights monsters").arg(seatName(attacker)); break;
    case fk::BattleKind::Guardians: title = tr("%1 fights a mine's guardians").arg(seatName(attacker)); break;
    case fk::BattleKind::Heroes: title = tr("%1 attacks %2's heroes").arg(seatName(attacker), seatName(defender)); break;
    case fk::BattleKind::Settlement:
        title = tr("%1 assaults %2's settlement").arg(seatName(attacker), seatName(defender));
        break;
    default: break;
    }
    QString resultText;
    if (current.isEmpty())
        resultText = result == 1 ? tr("The attacker won.") : result == 0 ? tr("The defender held.") : QString();
    m_battle = QVariantMap{{QStringLiteral("active"), !current.isEmpty()},
                           {QStringLiteral("title"), title},
                           {QStringLiteral("attackerSeat"), attacker},
                           {QStringLiteral("defenderSeat"), defender},
                           {QStringLiteral("tile"), indexOf(b.value(QStringLiteral("tile")))},
                           {QStringLiteral("attackers"), squads(QStringLiteral("attackers"), true)},
                           {QStringLiteral("defenders"), squads(QStringLiteral("defenders"), false)},
                           {QStringLiteral("exchanges"), exchanges},
                           {QStringLiteral("result"), resultText}};
}

void FuzzyScreen::rebuildModel()
{
    QList<TileRow> rows(qMax(0, m_w * m_h));
    for (const QJsonValue &value : m_view.value(QStringLiteral("settlements")).toArray()) {
        const QJsonObject s = value.toObject();
        const int index = indexOf(s.value(QStringLiteral("tile")));
        if (index < 0)
            continue;
        TileRow &row = rows[index];
        row.settlementOwner = s.value(QStringLiteral("owner")).toInt(-1);
        row.tier = s.value(QStringLiteral("tier")).toInt();
        row.ramparts = s.value(QStringLiteral("ramparts")).toInt();
        row.camp = s.value(QStringLiteral("camp")).toBool();
        row.besieged = s.value(QStringLiteral("besieged")).toBool();
        row.army += s.value(QStringLiteral("pool")).toInt();
    }
    for (auto it = m_heroes.cbegin(); it != m_heroes.cend(); ++it) {
        const int index = indexOf(it->value(QStringLiteral("tile")));
        if (index < 0)
            continue;
        TileRow &row = rows[index];
        if (row.heroIndex < 0 || it.key() == m_selected) {
            row.heroIndex = it.key();
            row.heroOwner = it.key() / fk::MaxHeroesPerSeat;
        }
        ++row.heroCount;
        row.army += it->value(QStringLiteral("mercenaries")).toInt();
        for (const QJsonValue &item : it->value(QStringLiteral("items")).toArray())
            if (item.toObject().value(QStringLiteral("equipped")).toBool())
                ++row.equipped;
    }
    for (const QJsonValue &value : m_view.value(QStringLiteral("tiles")).toArray()) {
        const QJsonObject t = value.toObject();
        const int index = indexOf(t.value(QStringLiteral("tile")));
        if (index < 0)
            continue;
        rows[index].monsters = t.value(QStringLiteral("monsters")).toInt();
        rows[index].items = t.value(QStringLiteral("items")).toInt();
        rows[index].resources = t.value(QStringLiteral("resources")).toInt();
    }
    for (const QJsonValue &value : m_view.value(QStringLiteral("mines")).toArray()) {
        const QJsonObject m = value.toObject();
        const int index = indexOf(m.value(QStringLiteral("tile")));
        if (index >= 0)
            rows[index].mine = m.value(QStringLiteral("owner")).isNull() ? -1 : m.value(QStringLiteral("owner")).toInt();
    }
    const QList<int> heroes = selectableHeroes();
    for (const int hero : heroes) {
        const int index = heroTile(hero);
        if (index >= 0)
            rows[index].selectable = true;
    }
    if (m_selected >= 0 && heroTile(m_selected) >= 0)
        rows[heroTile(m_selected)].selected = true;
    for (const int index : litSteps()) {
        if (index >= 0) {
            rows[index].reachable = true;
            rows[index].stepCost = 1; // every tile costs one point (G5)
        }
    }
    const QHash<int, Action> sieges = m_sieges.value(m_selected);
    for (auto it = sieges.cbegin(); it != sieges.cend(); ++it)
        if (it.key() >= 0)
            rows[it.key()].siegeable = true;
    for (auto it = m_place.cbegin(); it != m_place.cend(); ++it)
        if (it.key() >= 0)
            rows[it.key()].placeable = true;
    const QJsonObject battle = m_view.value(QStringLiteral("battle")).toObject();
    if (!battle.isEmpty()) {
        const int index = indexOf(battle.value(QStringLiteral("tile")));
        if (index >= 0)
            rows[index].battle = true;
    }

    for (qsizetype i = 0; i < rows.size(); ++i) {
        TileRow &row = rows[i];
        QStringList parts{tileName(int(i))};
        if (row.settlementOwner >= 0)
            parts.append(tr("settlement of %1, tier %2, %n rampart(s)", "", row.ramparts)
                             .arg(seatName(row.settlementOwner))
                             .arg(row.tier));
        if (row.heroIndex >= 0)
            parts.append(tr("%1, army %2").arg(heroWords(row.heroIndex)).arg(row.army));
        if (row.monsters > 0)
            parts.append(tr("%n monster token(s)", "", row.monsters));
        if (row.items > 0)
            parts.append(tr("%n item token(s)", "", row.items));
        if (row.resources > 0)
            parts.append(tr("%n resource token(s)", "", row.resources));
        if (row.mine == -1)
            parts.append(tr("a neutral mine"));
        else if (row.mine >= 0)
            parts.append(tr("a mine of %1").arg(seatName(row.mine)));
        if (row.reachable)
            parts.append(tr("step here for %n point(s)", "", row.stepCost));
        if (row.siegeable)
            parts.append(tr("besiege here"));
        if (row.placeable)
            parts.append(m_kind == QLatin1StringView("place-token") ? tr("place the token here") : tr("place your settlement here"));
        row.label = parts.join(QStringLiteral("; "));
    }
    m_tiles->update(m_w, std::move(rows));
}

bool FuzzyScreen::play(const Action &action)
{
    // Only actions taken from the viewer's legal list reach here; the engine checks again.
    return session().playAction(action);
}

void FuzzyScreen::refuse(const QString &why)
{
    Q_EMIT session().illegalMove(why.isEmpty() ? tr("That is not one of the choices now.") : why);
}

void FuzzyScreen::clickTile(int index)
{
    if (!myDecision()) {
        refuse(tr("It is not your decision now."));
        return;
    }
    if (const auto it = m_place.constFind(index); it != m_place.cend()) {
        play(*it);
        return;
    }
    if (const auto steps = m_steps.constFind(m_selected); steps != m_steps.cend()) {
        if (const auto it = steps->constFind(index); it != steps->cend()) {
            play(*it);
            return;
        }
    }
    if (const auto sieges = m_sieges.constFind(m_selected); sieges != m_sieges.cend()) {
        if (const auto it = sieges->constFind(index); it != sieges->cend()) {
            play(*it);
            return;
        }
    }
    // One of the viewer's heroes here: select it (the next one of several on each click).
    QList<int> here;
    for (const int hero : selectableHeroes())
        if (heroTile(hero) == index)
            here.append(hero);
    if (!here.isEmpty()) {
        const qsizetype at = here.indexOf(m_selected);
        m_selected = here.at(at < 0 ? 0 : (at + 1) % here.size());
        refreshSelection();
        return;
    }
    refuse();
}

bool FuzzyScreen::act(int index)
{
    if (!myDecision() || index < 0 || index >= m_panel.size()) {
        refuse();
        return false;
    }
    const Action action = m_panel.at(index);
    for (const Action &legal : legalActions())
        if (legal == action)
            return play(action);
    refuse();
    return false;
}

bool FuzzyScreen::endTurn()
{
    if (!myDecision() || m_endTurn.type == 0) {
        refuse();
        return false;
    }
    return play(m_endTurn);
}

bool FuzzyScreen::cancel()
{
    if (m_selected < 0)
        return false;
    m_selected = -1;
    m_noAutoSelect = true;
    refreshSelection();
    return true;
}

} // namespace isle::app::fuzzyknights
