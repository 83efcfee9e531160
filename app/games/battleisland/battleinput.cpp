// How clicks and keys on the board become decisions. Nothing here knows a rule: a click is
// matched against the viewer's legal decisions as the engine lists them (legalActions()),
// and what the board lights comes from the observation's `reach` and `odds`. A move to a
// far space is walked one legal step at a time over the spaces the engine says the unit
// can reach, each step a decision of its own (an unexplored area's tile may turn up).
#include "battlescreen.h"

#include "gamesession.h"

#include <QJsonArray>

#include <algorithm>
#include <queue>

namespace isle::app::battleisland {

bool BattleScreen::play(const Action &action, bool keepRoute)
{
    m_keepRoute = keepRoute;
    const bool played = session().playAction(action);
    if (!played)
        m_keepRoute = false;
    return played;
}

void BattleScreen::refuse(const QString &why)
{
    Q_EMIT session().illegalMove(why.isEmpty() ? tr("That is not one of the choices now.") : why);
}

void BattleScreen::setSelected(int index)
{
    m_selected = index;
    m_pendingAttack = -1;
    m_recruitSite = -1;
    rebuildModels();
    Q_EMIT changed();
}

int BattleScreen::nextStep(int from, int to, const QSet<int> &allowed) const
{
    // The cheapest way over the spaces the engine lists as within reach, mountains
    // weighing more, so the route the board walks is the one people expect. The engine
    // still checks every step.
    if (from == to || m_w <= 0)
        return -1;
    const int count = m_w * m_w;
    QList<int> cost(count, -1);
    QList<int> previous(count, -1);
    using Entry = std::pair<int, int>; // cost, space
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    cost[from] = 0;
    open.push({0, from});
    while (!open.empty()) {
        const auto [c, space] = open.top();
        open.pop();
        if (c != cost.at(space))
            continue;
        if (space == to)
            break;
        const int x = space % m_w;
        const int neighbours[4] = {x > 0 ? space - 1 : -1, x + 1 < m_w ? space + 1 : -1, space - m_w,
                                   space + m_w < count ? space + m_w : -1};
        for (const int next : neighbours) {
            if (next < 0 || next >= count || !allowed.contains(next))
                continue;
            const int weight = next < m_terrain.size() && m_terrain.at(next) == u'M' ? 2 : 1;
            if (cost.at(next) < 0 || c + weight < cost.at(next)) {
                cost[next] = c + weight;
                previous[next] = space;
                open.push({c + weight, next});
            }
        }
    }
    if (cost.at(to) < 0)
        return -1;
    int step = to;
    while (previous.at(step) != from && previous.at(step) >= 0)
        step = previous.at(step);
    return previous.at(step) == from ? step : -1;
}

int BattleScreen::approachFor(int unit, int target) const
{
    // The space within reach next to `target` that is cheapest to get to.
    const Reach *reach = reachOf(unit);
    if (!reach || m_w <= 0)
        return -1;
    const int tx = target % m_w;
    const int around[4] = {tx > 0 ? target - 1 : -1, tx + 1 < m_w ? target + 1 : -1, target - m_w, target + m_w};
    int best = -1;
    int bestLength = 0;
    for (const int space : around) {
        if (space < 0 || space >= m_w * m_w || !reach->moves.contains(space) || unitAt(space) >= 0)
            continue;
        if (space == unit)
            return space;
        int length = 0;
        for (int at = unit; at != space && at >= 0 && length < m_w * m_w; ++length)
            at = nextStep(at, space, reach->moves);
        if (best < 0 || length < bestLength) {
            best = space;
            bestLength = length;
        }
    }
    return best;
}

void BattleScreen::startRoute(int destination, int attackTarget)
{
    m_routeDestination = destination;
    m_routeAttack = attackTarget;
    m_pendingAttack = -1;
    m_recruitSite = -1;
}

void BattleScreen::continueRoute()
{
    if (m_routeDestination < 0 || !myDecision())
        return;
    if (m_kind != QLatin1StringView("act")) {
        // A tile to turn, a re-roll: the route waits; anything else ends it.
        if (m_kind != QLatin1StringView("orient"))
            m_routeDestination = m_routeAttack = -1;
        return;
    }
    const int unit = actingUnit();
    if (unit == m_routeDestination) {
        // Arrived: an attack chosen from afar now waits for its confirmation.
        if (m_routeAttack >= 0 && m_attack.contains(m_routeAttack))
            m_pendingAttack = m_routeAttack;
        m_routeDestination = m_routeAttack = -1;
        rebuildModels();
        Q_EMIT changed();
        return;
    }
    const Reach *reach = reachOf(unit);
    const int next = reach ? nextStep(unit, m_routeDestination, reach->moves) : -1;
    for (const Action &action : m_steps) {
        if (next >= 0 && fromSpace(action.cell) == unit && fromSpace(action.cell2) == next) {
            play(action, true);
            return;
        }
    }
    // Blocked (a tile turned up with water, the points ran out): the unit stays.
    m_routeDestination = m_routeAttack = -1;
    rebuildModels();
    Q_EMIT changed();
}

void BattleScreen::clickSpace(int index)
{
    if (!myDecision() || index < 0 || index >= m_w * m_w)
        return;
    m_routeTimer.stop();
    m_routeDestination = m_routeAttack = -1;
    if (m_kind == QLatin1StringView("place-tile")) {
        const int area = (index / m_w / qMax(1, m_k)) * m_n + (index % m_w) / qMax(1, m_k);
        if (m_place.contains(area))
            play(m_place.value(area));
        else
            refuse(tr("Choose one of the lit empty areas for the tile."));
        return;
    }
    if (m_kind == QLatin1StringView("orient")) {
        refuse(tr("Choose which way the drawn tile's arrow points."));
        return;
    }
    if (m_kind == QLatin1StringView("token-side") || m_kind == QLatin1StringView("reroll")) {
        refuse();
        return;
    }
    if (m_kind == QLatin1StringView("main")) {
        if (m_activate.contains(index)) {
            if (m_selected == index)
                play(m_activate.value(index)); // a second click: act where it stands
            else
                setSelected(index);
            return;
        }
        const bool site = std::any_of(m_recruit.cbegin(), m_recruit.cend(),
                                      [this, index](const Action &action) { return fromSpace(action.cell) == index; });
        if (m_selected >= 0) {
            const Reach *reach = reachOf(m_selected);
            const int unit = m_selected;
            if (reach && reach->moves.contains(index)) {
                startRoute(index, -1);
                play(m_activate.value(unit), true);
                return;
            }
            if (reach && reach->attacks.contains(index)) {
                const int approach = approachFor(unit, index);
                startRoute(approach >= 0 ? approach : unit, index);
                play(m_activate.value(unit), true);
                return;
            }
        }
        if (site) {
            openRecruitMenu(index);
            return;
        }
        if (m_selected >= 0) {
            setSelected(-1);
            return;
        }
        refuse(tr("Click one of your lit units, or a lit base or factory to recruit."));
        return;
    }
    if (m_kind == QLatin1StringView("act")) {
        const int unit = actingUnit();
        if (m_attack.contains(index)) {
            if (m_pendingAttack == index) {
                confirmAttack();
            } else {
                m_pendingAttack = index;
                rebuildModels();
                Q_EMIT changed();
            }
            return;
        }
        const Reach *reach = reachOf(unit);
        if (reach && reach->moves.contains(index) && index != unit) {
            startRoute(index, -1);
            continueRoute();
            return;
        }
        if (reach && reach->attacks.contains(index)) {
            const int approach = approachFor(unit, index);
            if (approach >= 0) {
                startRoute(approach, index);
                continueRoute();
                return;
            }
        }
        if (index == unit) {
            refuse(tr("Move it to a lit space, attack, use an action, or end its activation."));
            return;
        }
        refuse(tr("That space is out of this unit's reach."));
    }
}

bool BattleScreen::cancel()
{
    if (m_routeDestination >= 0) {
        m_routeTimer.stop();
        m_routeDestination = m_routeAttack = -1;
    } else if (m_pendingAttack >= 0) {
        m_pendingAttack = -1;
    } else if (m_recruitSite >= 0) {
        m_recruitSite = -1;
    } else if (m_selected >= 0 && m_kind == QLatin1StringView("main")) {
        m_selected = -1;
    } else {
        return false;
    }
    rebuildModels();
    Q_EMIT changed();
    return true;
}

bool BattleScreen::endTurn()
{
    if (!myDecision() || m_endTurn.type == 0) {
        refuse();
        return false;
    }
    return play(m_endTurn);
}

bool BattleScreen::endActivation()
{
    if (!myDecision() || m_endActivation.type == 0) {
        refuse(m_kind == QLatin1StringView("act") ? tr("A unit sharing a space must move on or stack first.") : QString());
        return false;
    }
    return play(m_endActivation);
}

bool BattleScreen::build(const QString &kind)
{
    const int number = kind == QLatin1StringView("city") ? 0 : kind == QLatin1StringView("factory") ? 1 : 2;
    if (!myDecision() || !m_build.contains(number)) {
        refuse();
        return false;
    }
    return play(m_build.value(number));
}

bool BattleScreen::swap()
{
    if (!myDecision() || m_swap.type == 0) {
        refuse();
        return false;
    }
    return play(m_swap);
}

bool BattleScreen::stack()
{
    if (!myDecision() || m_stack.type == 0) {
        refuse();
        return false;
    }
    return play(m_stack);
}

bool BattleScreen::confirmAttack()
{
    if (!myDecision() || !m_attack.contains(m_pendingAttack)) {
        refuse();
        return false;
    }
    const Action action = m_attack.value(m_pendingAttack);
    m_pendingAttack = -1;
    return play(action);
}

bool BattleScreen::recruit(int index)
{
    if (!myDecision() || index < 0 || index >= m_recruit.size()) {
        refuse();
        return false;
    }
    const Action action = m_recruit.at(index);
    m_recruitSite = -1;
    return play(action);
}

void BattleScreen::openRecruitMenu(int site)
{
    const bool legal = std::any_of(m_recruit.cbegin(), m_recruit.cend(),
                                   [this, site](const Action &action) { return fromSpace(action.cell) == site; });
    if (!myDecision() || !legal)
        return refuse();
    m_recruitSite = site;
    m_selected = -1;
    m_pendingAttack = -1;
    rebuildModels();
    Q_EMIT changed();
}

void BattleScreen::closeRecruitMenu()
{
    if (m_recruitSite < 0)
        return;
    m_recruitSite = -1;
    Q_EMIT changed();
}

bool BattleScreen::orient(int direction)
{
    if (!myDecision() || !m_orient.contains(direction)) {
        refuse();
        return false;
    }
    return play(m_orient.value(direction), m_routeDestination >= 0);
}

bool BattleScreen::chooseSide(const QString &side)
{
    const int kind = side == QLatin1StringView("factory") ? 1 : 0;
    if (!myDecision() || !m_side.contains(kind)) {
        refuse();
        return false;
    }
    return play(m_side.value(kind));
}

bool BattleScreen::reroll(int dice)
{
    for (const Action &action : m_reroll)
        if (action.kind == dice && myDecision())
            return play(action);
    refuse();
    return false;
}

} // namespace isle::app::battleisland
