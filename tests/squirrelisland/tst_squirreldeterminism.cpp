// Records (JSON decisions) and their replay, and golden values. (Reproducing a game step
// by step, through JSON, undo, clone and assign is tests/core/tst_reproducible.cpp, for
// every game.)
#include "squirreltestutil.h"

#include "core/gamerecord.h"

#include <QTest>

#include <algorithm>
#include <tuple>
#include <vector>

using namespace SquirrelTest;

namespace {
std::uint64_t decisionChecksum(const QList<Action> &decisions)
{
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    const auto mix = [&hash](int value) {
        hash ^= std::uint64_t(std::uint16_t(value));
        hash *= 0x100000001b3ULL;
    };
    for (const Action &action : decisions) {
        mix(action.type);
        mix(action.kind);
        mix(action.flags);
        mix(action.extra);
        mix(action.cell);
        mix(action.cell2);
    }
    return hash;
}

// A whole game choosing among the legal actions, sorted, with `decisionSeed`: the test's
// own policy, so the golden game does not hang on how randomAction samples.
QList<Action> playSortedLegalGame(SquirrelGame &game, std::uint64_t decisionSeed)
{
    QList<Action> decisions;
    Rng rng(decisionSeed);
    auto legal = std::make_unique<ActionList>();
    std::vector<Action> sorted;
    while (!game.isOver()) {
        game.legalActions(*legal);
        sorted.assign(legal->begin(), legal->end());
        std::sort(sorted.begin(), sorted.end(), [](const Action &a, const Action &b) {
            return std::tie(a.type, a.kind, a.cell2, a.cell, a.flags, a.extra)
                   < std::tie(b.type, b.kind, b.cell2, b.cell, b.flags, b.extra);
        });
        const Action action = sorted[rng.below(std::uint32_t(sorted.size()))];
        game.apply(action);
        decisions.append(action);
    }
    return decisions;
}

QList<Action> playRandomGame(SquirrelGame &game, std::uint64_t decisionSeed)
{
    QList<Action> decisions;
    Rng rng(decisionSeed);
    while (!game.isOver()) {
        const Action action = game.randomAction(rng);
        game.apply(action);
        decisions.append(action);
    }
    return decisions;
}
} // namespace

class tst_SquirrelDeterminism : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void variants_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    // Every decision written as JSON and read back is the same decision, and a record of
    // the game replays to the same state hash.
    void recordsReplay_data() { variants_data(); }
    void recordsReplay()
    {
        QFETCH(QString, variant);
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            auto game = newGame(variant, seed);
            const QList<Action> decisions = playRandomGame(*game, seed * 31);
            auto replayed = newGame(variant, seed);
            isle::GameRecord record;
            record.gameId = module().id();
            record.variant = variant;
            record.ruleset = defaults();
            record.seed = seed;
            for (const Action &action : decisions) {
                const QJsonObject json = replayed->actionToJson(action);
                Problems problems;
                const auto read = module().actionFromJson(json, QStringLiteral("$"), problems);
                QVERIFY2(read, qPrintable(problems.summary()));
                QCOMPARE(*read, action);
                replayed->apply(action);
                record.decisions.append(action);
            }
            QCOMPARE(replayed->stateHash(), game->stateHash());
            Problems problems;
            const auto reread = isle::GameRecord::fromJson(record.toJson(), problems);
            QVERIFY2(reread, qPrintable(problems.summary()));
            const isle::ReplayResult result = isle::replay(*reread, nullptr, problems);
            QVERIFY2(result.complete(), qPrintable(result.failure));
            QCOMPARE(result.game->stateHash(), game->stateHash());
        }
    }

    // A card id, not a row number, names a card in records: a card added in front of the
    // table (with no copies, so the deck is the same) shifts every row, and the record
    // still replays to the same result.
    void recordsSurviveShiftedRows()
    {
        auto game = newGame(QStringLiteral("three-players"), 8);
        const QList<Action> decisions = playRandomGame(*game, 8);
        isle::GameRecord record;
        record.gameId = module().id();
        record.variant = QStringLiteral("three-players");
        record.ruleset = defaults();
        record.seed = 8;
        record.decisions = decisions;
        Ruleset shifted = defaults();
        QJsonArray rows = shifted.table(QStringLiteral("cards"));
        QJsonObject extra = cardRow(QStringLiteral("newcomer"), QStringLiteral("item"), QString(), 1, {{"gainNuts", 1}});
        extra.insert(QStringLiteral("copies"), 0);
        rows.prepend(extra);
        shifted.setValue(QStringLiteral("cards"), rows);
        Problems problems;
        const isle::ReplayResult result = isle::replay(record, &shifted, problems);
        QVERIFY2(result.complete(), qPrintable(result.failure + problems.summary()));
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(result.game->outcome().score[seat], game->outcome().score[seat]);
        QCOMPARE(result.game->outcome().winnerMask, game->outcome().winnerMask);
    }

    // Golden values of one game per variant under the default ruleset, seed 20240611,
    // choosing among the sorted legal actions. They change when the number or order of
    // draws from the game's generator changes, the default ruleset changes, the legal
    // actions change, or the Action encoding changes (docs/architecture.md).
    void golden_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<int>("decisions");
        QTest::addColumn<QList<int>>("scores");
        QTest::addColumn<quint64>("checksum");
        QTest::newRow("solo") << QStringLiteral("solo") << 26 << QList<int>{10, 27} << quint64(16530461305661940765ULL);
        QTest::newRow("three") << QStringLiteral("three-players") << 45 << QList<int>{6, 9, 3}
                               << quint64(13601257051657630386ULL);
    }

    void golden()
    {
        QFETCH(QString, variant);
        QFETCH(int, decisions);
        QFETCH(QList<int>, scores);
        QFETCH(quint64, checksum);
        auto game = newGame(variant, 20240611);
        const QList<Action> played = playSortedLegalGame(*game, 20240611);
        const isle::Outcome outcome = game->outcome();
        QList<int> actual;
        for (int actor = 0; actor < game->state().actors; ++actor)
            actual.append(outcome.score[static_cast<std::size_t>(actor)]);
        if (decisions < 0)
            qWarning("golden %s: %lld decisions, scores %s, checksum %llu", qPrintable(variant),
                     static_cast<long long>(played.size()),
                     qPrintable(QStringList([&] {
                                    QStringList list;
                                    for (int score : actual)
                                        list.append(QString::number(score));
                                    return list;
                                }())
                                    .join(u',')),
                     static_cast<unsigned long long>(decisionChecksum(played)));
        QCOMPARE(int(played.size()), decisions);
        QCOMPARE(actual, scores);
        QCOMPARE(quint64(decisionChecksum(played)), checksum);
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelDeterminism)
#include "tst_squirreldeterminism.moc"
