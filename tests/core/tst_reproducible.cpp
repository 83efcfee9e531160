// Ruleset + seed + decisions reproduce a game bit for bit, for every registered game in
// every variant and ruleset profile: step by step (state and position), through each
// decision's JSON, back through undo, and through reset, clone and assign. A game's own
// suite keeps what only it has: golden values, its records, its opening modes.
#include <QTest>

#include "../everygame.h"
#include "../playedgame.h"

using namespace isle;
using isle::test::addEveryGameRow;
using isle::test::newEveryGame;
using isle::test::PlayedGame;
using isle::test::playRandomGame;

class tst_Reproducible : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void games_data() { addEveryGameRow(); }

    // Two games of one seed given the same decisions are the same game after every one;
    // each decision survives its JSON; undo walks back through the same states.
    void sameSeedSameGame_data() { games_data(); }
    void sameSeedSameGame()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        QFETCH(int, profile);
        const GameModule &module = *GameRegistry::find(game);
        for (const std::uint64_t seed : {std::uint64_t(1), std::uint64_t(0xdeadbeefcafeULL)}) {
            auto a = newEveryGame(game, variant, profile, seed);
            auto b = newEveryGame(game, variant, profile, seed);
            QVERIFY(a && b);
            const PlayedGame played = playRandomGame(*a, seed * 31);
            QVERIFY(!played.decisions.isEmpty());
            for (qsizetype i = 0; i < played.decisions.size(); ++i) {
                const Action &action = played.decisions.at(i);
                if (b->stateHash() != played.hashes[std::size_t(i)])
                    QFAIL(qPrintable(QStringLiteral("the games part before decision %1").arg(i + 1)));
                Problems problems;
                const auto read = module.actionFromJson(b->actionToJson(action), QStringLiteral("$"), problems);
                QVERIFY2(read, qPrintable(problems.summary()));
                QCOMPARE(*read, action);
                QVERIFY(b->check(*read).legal);
                b->apply(*read);
            }
            QCOMPARE(b->stateHash(), played.hashes.back());
            QCOMPARE(b->positionJson(), a->positionJson());
            QCOMPARE(b->outcome().score, a->outcome().score);
            for (qsizetype i = played.decisions.size(); i > 0; --i) {
                QVERIFY(a->canUndo());
                a->undo();
                QCOMPARE(a->stateHash(), played.hashes[std::size_t(i - 1)]);
            }
        }
        // Another seed deals another game.
        QVERIFY(newEveryGame(game, variant, profile, 2)->stateHash() != newEveryGame(game, variant, profile, 3)->stateHash());
    }

    // Reset gives the seed's game again; a clone and an assigned copy go on exactly like
    // the original.
    void resetCloneAssign_data() { games_data(); }
    void resetCloneAssign()
    {
        QFETCH(QString, game);
        QFETCH(QString, variant);
        QFETCH(int, profile);
        auto played = newEveryGame(game, variant, profile, 42);
        QVERIFY(played);
        const PlayedGame first = playRandomGame(*played, 3);
        played->reset(42);
        QCOMPARE(played->stateHash(), first.hashes.front());
        QVERIFY(!played->canUndo());

        const qsizetype split = first.decisions.size() / 3;
        for (qsizetype i = 0; i < split; ++i)
            played->apply(first.decisions.at(i));
        QCOMPARE(played->stateHash(), first.hashes[std::size_t(split)]);
        auto clone = played->clone();
        auto assigned = newEveryGame(game, variant, profile, 1);
        assigned->assign(*played);
        QCOMPARE(clone->stateHash(), played->stateHash());
        QCOMPARE(assigned->stateHash(), played->stateHash());
        for (qsizetype i = split; i < first.decisions.size(); ++i) {
            clone->apply(first.decisions.at(i));
            assigned->apply(first.decisions.at(i));
            QCOMPARE(clone->stateHash(), first.hashes[std::size_t(i + 1)]);
            QCOMPARE(assigned->stateHash(), first.hashes[std::size_t(i + 1)]);
        }
    }
};

QTEST_GUILESS_MAIN(tst_Reproducible)
#include "tst_reproducible.moc"
