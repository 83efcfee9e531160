// Reading a Pebbles position: the pile, whose turn it is (or who won), the pebbles each
// seat took and the secret bonuses. Every field is checked and named in the errors.
#include "pebblesgame.h"
#include "pebblesmodule.h"

#include "core/gamerecord.h"
#include "core/jsonfile.h"
#include "core/position.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace isle::fakegame {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::fakegame::Position)
};

// One integer per seat, each within [min, max]; false after reporting what is wrong.
bool readSeatIntegers(const QJsonObject &position, const QString &key, int seats, int min, int max,
    std::array<std::int8_t, MaxSeats> &values, Problems &problems)
{
    const QString path = childPath(QStringLiteral("$"), key);
    const QJsonValue value = position.value(key);
    if (!value.isArray() || value.toArray().size() != seats) {
        problems.error(path,
            Tr::tr("expected an array of %1 integers from %2 to %3, one per player").arg(seats).arg(min).arg(max));
        return false;
    }
    const QJsonArray list = value.toArray();
    bool ok = true;
    for (int seat = 0; seat < seats; ++seat) {
        const auto number = integerValue(list.at(seat), indexPath(path, seat), problems, min, max);
        if (number)
            values[seat] = static_cast<std::int8_t>(*number);
        ok = ok && number;
    }
    return ok;
}
} // namespace

std::unique_ptr<Game> PebblesModule::loadPosition(
    const QJsonObject &position, const Ruleset &ruleset, Problems &problems) const
{
    const QString root = QStringLiteral("$");
    if (checkFormatHeader(position, PositionFormatName, 1, problems) == 0)
        return nullptr;
    rejectUnknownKeys(position,
        { QStringLiteral("format"), QStringLiteral("formatVersion"), QStringLiteral("game"), QStringLiteral("variant"),
            QStringLiteral("seed"), QStringLiteral("ruleset"), QStringLiteral("pile"), QStringLiteral("toMove"),
            QStringLiteral("winner"), QStringLiteral("taken"), QStringLiteral("bonuses"), QStringLiteral("decisions") },
        root, problems);
    const auto game = readString(position, QStringLiteral("game"), root, problems);
    if (game && *game != id())
        problems.error(QStringLiteral("$.game"), Tr::tr("expected \"%1\"").arg(id()));
    const auto variant = readString(position, QStringLiteral("variant"), root, problems);
    if (variant && !variants().contains(*variant))
        problems.error(
            QStringLiteral("$.variant"), Tr::tr("expected one of: %1").arg(variants().join(QStringLiteral(", "))));
    std::uint64_t seed = 0;
    if (position.contains(QStringLiteral("seed"))) {
        const auto read = seedFromJson(position.value(QStringLiteral("seed")), QStringLiteral("$.seed"), problems);
        seed = read.value_or(0);
    }
    if (problems.hasErrors())
        return nullptr;

    auto created = newGame(ruleset, *variant, seed, problems);
    if (!created)
        return nullptr;
    auto *pebbles = static_cast<PebblesGame *>(created.get());
    const PebblesRules &rules = pebbles->rules();
    const int seats = pebbles->seatCount();

    PebblesState state;
    const auto pile = readInteger(position, QStringLiteral("pile"), root, problems, 0, rules.pile);
    const bool takenOk
        = readSeatIntegers(position, QStringLiteral("taken"), seats, 0, rules.pile, state.taken, problems);
    readSeatIntegers(position, QStringLiteral("bonuses"), seats, 0, PebblesGame::MaxBonus, state.bonus, problems);
    if (!pile || !takenOk)
        return nullptr;
    state.pile = static_cast<std::int8_t>(*pile);
    int takenSum = 0;
    for (int seat = 0; seat < seats; ++seat)
        takenSum += state.taken[seat];
    if (takenSum + *pile != rules.pile)
        problems.error(QStringLiteral("$.taken"),
            Tr::tr("the pebbles taken (%1) and the pile (%2) must add up to the ruleset's pile of %3")
                .arg(takenSum)
                .arg(*pile)
                .arg(rules.pile));

    // A game in play names the seat to move; a finished one (empty pile) its winner.
    const QString present = *pile > 0 ? QStringLiteral("toMove") : QStringLiteral("winner");
    const QString absent = *pile > 0 ? QStringLiteral("winner") : QStringLiteral("toMove");
    if (position.contains(absent))
        problems.error(childPath(root, absent),
            *pile > 0 ? Tr::tr("only a finished game (an empty pile) has a winner")
                      : Tr::tr("nobody moves once the pile is empty"));
    if (const auto seat = readInteger(position, present, root, problems, 1, seats)) {
        if (*pile > 0) {
            state.toMove = static_cast<std::int8_t>(*seat - 1);
        } else {
            state.toMove = -1;
            state.winner = static_cast<std::int8_t>(*seat - 1);
            if (state.taken[state.winner] == 0)
                problems.error(
                    QStringLiteral("$.winner"), Tr::tr("the winner took the last pebble, so it took at least one"));
        }
    }
    if (position.contains(QStringLiteral("decisions"))) {
        if (const auto decisions = readInteger(position, QStringLiteral("decisions"), root, problems, 0, takenSum))
            state.decisions = static_cast<std::int16_t>(*decisions);
    }
    if (problems.hasErrors())
        return nullptr;
    pebbles->setState(state);
    return created;
}

} // namespace isle::fakegame
