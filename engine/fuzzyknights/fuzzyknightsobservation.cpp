// Views: what a seat may see (everything on the table; only future rolls are hidden) and
// the score report.
#include "fuzzyknightsgame.h"

#include <QJsonArray>

#include <algorithm>
#include <memory>

namespace isle::fuzzyknights {

QJsonObject FuzzyGame::observation(int seat) const
{
    // Tokens are anonymous until a hero picks one up and rolls it, armies and purses lie
    // on the table: the position without its seed (which would tell the future rolls).
    QJsonObject view = positionJson();
    view.remove(QStringLiteral("seed"));
    view.remove(QStringLiteral("ruleset"));
    view.remove(QStringLiteral("format"));
    view.remove(QStringLiteral("formatVersion"));
    view.insert(QStringLiteral("viewer"), seat);
    view.insert(QStringLiteral("width"), m_rules->width);
    view.insert(QStringLiteral("height"), m_rules->height);
    // The shared heading's "round N of M": days, to the day limit.
    view.insert(QStringLiteral("round"), m_state.day);
    view.insert(QStringLiteral("rounds"), m_rules->maxDays);
    // Free moves left in the turn under way (the position counts those made).
    view.insert(QStringLiteral("freeMovesLeft"), std::max(0, m_rules->freeMovesPerTurn - int(m_state.freeMoves)));
    QJsonArray seats = view.value(QStringLiteral("seats")).toArray();
    for (int s = 0; s < seats.size(); ++s) {
        QJsonObject entry = seats.at(s).toObject();
        entry.insert(QStringLiteral("treasury"), coins(s));
        entry.insert(QStringLiteral("heroCount"), heroCount(s));
        entry.insert(QStringLiteral("settlementCount"), settlementCount(s));
        entry.insert(QStringLiteral("mineCount"), mineCount(s));
        // Alliances are public (§11.1): each seat's allies by seat number.
        QJsonArray allies;
        for (int other = 0; other < m_state.seats; ++other)
            if (allied(s, other))
                allies.append(other);
        entry.insert(QStringLiteral("allies"), allies);
        seats.replace(s, entry);
    }
    view.insert(QStringLiteral("seats"), seats);
    // The deciding seat's choices, for the shared list of choices.
    if (!isOver() && seat >= 0 && seat == decision().seat) {
        auto legal = std::make_unique<ActionList>();
        legalActions(*legal);
        QJsonArray actions;
        for (const Action &action : *legal)
            actions.append(actionToJson(action));
        view.insert(QStringLiteral("legalActions"), actions);
    }
    return view;
}

QJsonObject FuzzyGame::scoreReport() const
{
    // Everything that decides the tie-break is public (§12, G75).
    QJsonArray seats;
    QJsonArray totals;
    for (int seat = 0; seat < m_state.seats; ++seat) {
        const bool out = m_state.player(seat).eliminated != 0;
        QJsonObject entry{{QStringLiteral("side"), seat + 1},
                          {QStringLiteral("settlements"), settlementCount(seat)},
                          {QStringLiteral("totalTier"), totalTier(seat)},
                          {QStringLiteral("mines"), mineCount(seat)},
                          {QStringLiteral("coins"), coins(seat)},
                          {QStringLiteral("heroes"), heroCount(seat)},
                          {QStringLiteral("eliminated"), out}};
        if (isOver())
            entry.insert(QStringLiteral("winner"), (m_state.winnerMask & (1U << seat)) != 0);
        seats.append(entry);
        totals.append(out ? 0 : settlementCount(seat));
    }
    return {{QStringLiteral("lines"), QJsonArray()},
            {QStringLiteral("seats"), seats},
            {QStringLiteral("totals"), totals},
            {QStringLiteral("over"), isOver()},
            {QStringLiteral("day"), m_state.day}};
}

} // namespace isle::fuzzyknights
