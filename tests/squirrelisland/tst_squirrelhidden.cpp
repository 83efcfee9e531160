// Hidden information: hands (others'), the deck's order, every stash (its owner's too)
// and cards looked at never reach a seat's observation, words or events; determinize()
// resamples exactly those and keeps what the seat sees.
#include "squirreltestutil.h"

#include <QTest>

using namespace SquirrelTest;

namespace {
// Plays `steps` random (busy) decisions.
void advance(SquirrelGame &game, Rng &rng, int steps)
{
    auto actions = std::make_unique<ActionList>();
    for (int i = 0; i < steps && !game.isOver(); ++i) {
        game.legalActions(*actions);
        Action action = game.randomAction(rng);
        if (action.type == static_cast<std::uint8_t>(ActionType::Sleep) && actions->size() > 1 && rng.below(10) != 0)
            action = (*actions)[rng.below(std::uint32_t(actions->size() - 1))];
        game.apply(action);
    }
}

// Swaps one card of `from` (counts) with a different card of the deck: counts are kept,
// contents change.
bool swapWithDeck(SquirrelGame &game, std::array<std::uint8_t, MaxCardKinds> &from)
{
    SquirrelState &s = game.editState();
    for (int card = 0; card < game.rules().cardCount; ++card) {
        if (from[static_cast<std::size_t>(card)] == 0)
            continue;
        for (int i = 0; i < s.deckCount; ++i) {
            const int other = s.deck[static_cast<std::size_t>(i)];
            if (other == card)
                continue;
            --from[static_cast<std::size_t>(card)];
            ++from[static_cast<std::size_t>(other)];
            s.deck[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(card);
            return true;
        }
    }
    return false;
}

class Recorder : public isle::EventSink
{
public:
    void onEvent(const GameEvent &event) override { events.append(event); }
    QList<GameEvent> events;
};
} // namespace

class tst_SquirrelHidden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void variants_data()
    {
        QTest::addColumn<QString>("variant");
        for (const QString &variant : module().variants())
            QTest::newRow(qPrintable(variant)) << variant;
    }

    // Two games that differ only in cards seat 0 cannot see look the same to seat 0.
    void differential_data() { variants_data(); }
    void differential()
    {
        QFETCH(QString, variant);
        int compared = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed);
            advance(*game, rng, int(seed % 17) + 3);
            if (game->isOver())
                continue;
            auto other = std::unique_ptr<SquirrelGame>(static_cast<SquirrelGame *>(game->clone().release()));
            SquirrelState &s = other->editState();
            bool changed = false;
            for (int actor = 0; actor < s.actors; ++actor) {
                if (actor != 0)
                    changed = swapWithDeck(*other, s.player(actor).hand) || changed;
                changed = swapWithDeck(*other, s.player(actor).stash) || changed; // its own stash too
            }
            if (s.deckCount > 1 && s.deck[0] != s.deck[static_cast<std::size_t>(s.deckCount - 1)]) {
                std::swap(s.deck[0], s.deck[static_cast<std::size_t>(s.deckCount - 1)]);
                changed = true;
            }
            if (!changed)
                continue;
            QVERIFY(game->stateHash() != other->stateHash());
            QCOMPARE(other->observation(0), game->observation(0));
            QCOMPARE(other->observation(-1), game->observation(-1));
            ++compared;
        }
        QVERIFY(compared > 10);
    }

    // A seat's own hand is shown to it alone; no stash is shown until the end.
    void whatEachSeatSees()
    {
        auto game = newGame(QStringLiteral("three-players"), 4);
        Rng rng(4);
        advance(*game, rng, 5);
        for (int viewer = -1; viewer < 3; ++viewer) {
            const QJsonArray seats = game->observation(viewer).value(QStringLiteral("seats")).toArray();
            for (int seat = 0; seat < 3; ++seat) {
                const QJsonObject entry = seats.at(seat).toObject();
                QCOMPARE(entry.contains(QStringLiteral("hand")), seat == viewer);
                QVERIFY(!entry.contains(QStringLiteral("stash")));
                QVERIFY(entry.contains(QStringLiteral("stashCount")));
            }
            QVERIFY(!game->observation(viewer).contains(QStringLiteral("deck")));
        }
        while (!game->isOver())
            game->apply(game->randomAction(rng));
        const QJsonArray seats = game->observation(-1).value(QStringLiteral("seats")).toArray();
        for (int seat = 0; seat < 3; ++seat)
            QCOMPARE(seats.at(seat).toObject().value(QStringLiteral("stash")).toArray().size(),
                     seats.at(seat).toObject().value(QStringLiteral("stashCount")).toInt());
    }

    // Events naming a hidden card are private to the one seat allowed to know it; no
    // event reveals a stash before the end.
    void eventsKeepSecrets()
    {
        for (const QString &variant : module().variants()) {
            auto game = newGame(variant, 11);
            Recorder recorder;
            game->setEventSink(&recorder);
            Rng rng(11);
            advance(*game, rng, 100000);
            QVERIFY(game->isOver());
            bool lastDayOver = false;
            for (const GameEvent &event : recorder.events) {
                const auto type = static_cast<SquirrelEvent>(event.type);
                if (type == SquirrelEvent::CardDrawn || type == SquirrelEvent::Kept)
                    QCOMPARE(int(event.privateTo), int(event.seat));
                if (type == SquirrelEvent::Stashed && event.a >= 0)
                    QCOMPARE(int(event.privateTo), int(event.seat));
                if (type == SquirrelEvent::Stashed && event.b == 1)
                    QCOMPARE(event.a, -1); // nobody looks at a card stashed from the deck
                if (type == SquirrelEvent::DayEnded && event.a == game->rules().dayCount)
                    lastDayOver = true;
                if (type == SquirrelEvent::StashRevealed)
                    QVERIFY(lastDayOver); // stashes are shown at the end, not before
            }
        }
    }

    // A stash from the hand is named to the one who stashed it only.
    void wordsKeepSecrets()
    {
        auto game = newGame(QStringLiteral("two-players"), 2);
        clearTable(*game);
        setResources(*game, 0, 0, 2);
        giveHand(*game, 0, QStringLiteral("hollow-log"));
        giveHand(*game, 0, QStringLiteral("sniper"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("hollow-log")));
        const Action stash = SquirrelGame::cardAction(ActionType::Stash, keyOf(QStringLiteral("sniper")));
        QVERIFY(game->describeAction(stash).contains(QStringLiteral("Sniper")));
        QVERIFY(game->describeAction(stash, 0).contains(QStringLiteral("Sniper")));
        QVERIFY(!game->describeAction(stash, 1).contains(QStringLiteral("Sniper")));
        QVERIFY(!game->describeAction(stash, -1).contains(QStringLiteral("Sniper")));
        QVERIFY(!game->observation(1).contains(QStringLiteral("legalActions")));
        QVERIFY(game->observation(0).contains(QStringLiteral("legalActions")));
    }

    // determinize keeps everything the seat sees (its observation, its legal actions) and
    // the counts of everything else; it changes what the seat cannot see.
    void determinizeKeepsTheView_data() { variants_data(); }
    void determinizeKeepsTheView()
    {
        QFETCH(QString, variant);
        int changed = 0;
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            auto game = newGame(variant, seed);
            Rng rng(seed * 3);
            advance(*game, rng, int(seed % 23) + 2);
            if (game->isOver())
                continue;
            for (int seat = 0; seat < game->seatCount(); ++seat) {
                auto view = newGame(variant, 1);
                view->assign(*game);
                Rng sampler(seed + 100 * seat);
                view->determinize(seat, sampler);
                QCOMPARE(view->observation(seat), game->observation(seat));
                const QString problem = conservationProblem(*view);
                QVERIFY2(problem.isEmpty(), qPrintable(problem));
                if (game->decision().seat == seat)
                    QCOMPARE(legal(*view), legal(*game));
                const PlayerState &own = view->state().player(seat);
                for (int card = 0; card < game->rules().cardCount; ++card)
                    QCOMPARE(own.hand[static_cast<std::size_t>(card)],
                             game->state().player(seat).hand[static_cast<std::size_t>(card)]);
                changed += view->stateHash() != game->stateHash() ? 1 : 0;
                // The sample plays on to the end like any game.
                while (!view->isOver())
                    view->apply(view->randomAction(sampler));
            }
        }
        QVERIFY(changed > 10);
    }

    // Cards looked at are seen by the looker only, and resampled for everyone else.
    void lookIsPrivate()
    {
        auto game = newGame(QStringLiteral("two-players"), 6);
        clearTable(*game);
        setResources(*game, 0, 2, 0);
        setDeck(*game, {QStringLiteral("sniper"), QStringLiteral("nut-basket"), QStringLiteral("trail-map"),
                        QStringLiteral("acorn-snack"), QStringLiteral("slingshot"), QStringLiteral("fox-lure")});
        giveHand(*game, 0, QStringLiteral("tree-scout"));
        startTurn(*game, 0);
        SQ_APPLY(*game, playFromHand(QStringLiteral("tree-scout")));
        QCOMPARE(game->decision().kind, int(DecisionKind::KeepCard));
        QCOMPARE(game->observation(1).value(QStringLiteral("lookCount")).toInt(), 3);
        auto mine = newGame(QStringLiteral("two-players"), 1);
        mine->assign(*game);
        Rng rng(1);
        mine->determinize(0, rng);
        QCOMPARE(mine->state().look, game->state().look); // the looker knows them
        bool resampled = false;
        for (std::uint64_t seed = 1; seed < 20 && !resampled; ++seed) {
            auto theirs = newGame(QStringLiteral("two-players"), 1);
            theirs->assign(*game);
            Rng other(seed);
            theirs->determinize(1, other);
            resampled = theirs->state().look != game->state().look;
        }
        QVERIFY(resampled);
    }
};

QTEST_GUILESS_MAIN(tst_SquirrelHidden)
#include "tst_squirrelhidden.moc"
