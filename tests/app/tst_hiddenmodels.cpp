// A face-down token of another seat never shows its character in any model the board
// reads: the board, the hand, the choices and the log. The viewer's own face-down tokens
// show theirs on the board only when the ruleset lets owners look (ownerSeesFaceDown,
// off by default as in the printed rulebook).
#include "apptestutil.h"

#include "foggyscreentest.h"
#include "boardmodel.h"
#include "charactertext.h"
#include "handmodel.h"
#include "logmodel.h"
#include "core/game.h"
#include "core/gameregistry.h"
#include "core/gamemodule.h"

#include <QJsonObject>

using namespace isle::app;

namespace {
// Every role of every row of `model`, as text.
QStringList allText(const QAbstractItemModel *model)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        for (int role : model->roleNames().keys())
            texts.append(model->index(row, 0).data(role).toString());
    return texts;
}
} // namespace

class tst_HiddenModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void faceDownTokensStayHidden()
    {
        int checked = 0;
        for (int seed = 1; seed <= 40 && checked < 20; ++seed) {
            GameSession session;
            session.setAutosaveEnabled(false);
            session.setComputerDelay(0);
            QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("random")},
                                    QString::number(seed)));
            test::playToEnd(session, std::uint64_t(seed), [&]() {
                // The true board: a lower-case code is a face-down token; its owner is the digit.
                const QJsonArray rows = session.game()->positionJson().value(QStringLiteral("board")).toArray();
                for (int y = 0; y < rows.size(); ++y) {
                    const QStringList codes = rows.at(y).toString().split(u' ');
                    for (int x = 0; x < codes.size(); ++x) {
                        const QString code = codes.at(x);
                        if (code == QLatin1StringView(".") || !code.at(0).isLower() || code.mid(1, 1).toInt() == 1)
                            continue;
                        const QModelIndex tile = foggyScreen(session).boardModel()->index(y * 6 + x, 0);
                        QVERIFY(tile.data(BoardModel::HiddenRole).toBool());
                        QVERIFY(tile.data(BoardModel::CharacterRole).toString().isEmpty());
                        // Which character it is: any the opponent might have, so check all of
                        // the tile's texts name none.
                        const QString cell = tile.data(BoardModel::CellRole).toString();
                        for (const QString &id : characterIds()) {
                            const QString name = characterDisplayName(id);
                            for (int role : foggyScreen(session).boardModel()->roleNames().keys())
                                QVERIFY(!tile.data(role).toString().contains(name));
                            for (int row = 0; row < session.logModel()->rowCount(); ++row) {
                                const QModelIndex entry = session.logModel()->index(row, 0);
                                if (entry.data(LogModel::SeatRole).toInt() == 1
                                    && entry.data(LogModel::TextRole).toString().contains(cell)
                                    && entry.data(LogModel::TextRole).toString().contains(QStringLiteral("face down")))
                                    QVERIFY2(!entry.data(LogModel::TextRole).toString().contains(name),
                                             qPrintable(entry.data(LogModel::TextRole).toString()));
                            }
                        }
                        ++checked;
                    }
                }
                // The hand and the choices are the viewer's own; the opponent's hand never appears.
                QVERIFY(session.viewer() == 0);
                int held = 0;
                for (int row = 0; row < foggyScreen(session).handModel()->rowCount(); ++row)
                    held += foggyScreen(session).handModel()->index(row, 0).data(HandModel::CountRole).toInt();
                QCOMPARE(held, session.observation().value(QStringLiteral("seats")).toArray().at(0).toObject()
                                   .value(QStringLiteral("handCount")).toInt());
                for (const QString &text : allText(session.choicesModel()))
                    QVERIFY(!text.contains(QStringLiteral("Player 2")));
                QVERIFY(!session.observation().value(QStringLiteral("seats")).toArray().at(1).toObject().contains(
                    QStringLiteral("hand")));
            });
        }
        QVERIFY2(checked > 0, "no game put a face-down token of the opponent on the board");
    }

    // The viewer's own face-down tokens: hidden on the board unless the ruleset lets
    // owners look at them. The log line of the viewer's own placement keeps its words (the
    // player chose the token; docs/games/foggyisland.md, "Hidden information").
    void ownFaceDownTokensFollowTheRuleset_data()
    {
        QTest::addColumn<bool>("ownerSees");
        QTest::newRow("default: owners do not look") << false;
        QTest::newRow("owners may look") << true;
    }

    void ownFaceDownTokensFollowTheRuleset()
    {
        QFETCH(bool, ownerSees);
        const isle::GameModule *module = isle::GameRegistry::find(QStringLiteral("foggy-island"));
        QVERIFY(module);
        isle::Ruleset ruleset = module->defaultRuleset();
        QVERIFY(!ruleset.boolean(QStringLiteral("ownerSeesFaceDown")));
        ruleset.setValue(QStringLiteral("ownerSeesFaceDown"), ownerSees);
        // Foggy weather every round: every token goes face down.
        ruleset.setValue(QStringLiteral("weatherDeck"),
                         QJsonArray{QJsonObject{{QStringLiteral("weather"), QStringLiteral("sunny")}, {QStringLiteral("count"), 0}},
                                    QJsonObject{{QStringLiteral("weather"), QStringLiteral("cloudy")}, {QStringLiteral("count"), 0}},
                                    QJsonObject{{QStringLiteral("weather"), QStringLiteral("foggy")}, {QStringLiteral("count"), 4}}});
        GameSession session;
        session.setAutosaveEnabled(false);
        session.setComputerDelay(0);
        session.setRuleset(ruleset);
        QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("random")},
                                QStringLiteral("7")));
        int checked = 0;
        QVERIFY(test::playToEnd(session, 7, [&]() {
            if (session.isOver())
                return;
            const QJsonArray rows = session.game()->positionJson().value(QStringLiteral("board")).toArray();
            const QAbstractItemModel *board = foggyScreen(session).boardModel();
            for (int row = 0; row < board->rowCount(); ++row) {
                const QModelIndex tile = board->index(row, 0);
                if (tile.data(BoardModel::OwnerRole).toInt() != 0 || !tile.data(BoardModel::FaceDownRole).toBool())
                    continue;
                // The true character, from the game's own position.
                const QStringList codes = rows.at(row / 6).toString().split(u' ');
                const QString code = codes.at(row % 6);
                QVERIFY2(code.at(0).isLower() && code.mid(1, 1) == QLatin1StringView("1"), qPrintable(code));
                QCOMPARE(tile.data(BoardModel::HiddenRole).toBool(), !ownerSees);
                QCOMPARE(tile.data(BoardModel::CharacterRole).toString().isEmpty(), !ownerSees);
                if (!ownerSees)
                    for (const QString &id : characterIds())
                        for (int role : board->roleNames().keys())
                            QVERIFY(!tile.data(role).toString().contains(characterDisplayName(id)));
                ++checked;
            }
        }) > 0);
        QVERIFY2(checked > 0, "no face-down token of the viewer was on the board");
        // The viewer's own placements, as the log words them for the viewer: with the character.
        int own = 0;
        for (int row = 0; row < session.logModel()->rowCount(); ++row) {
            const QModelIndex entry = session.logModel()->index(row, 0);
            const QString text = entry.data(LogModel::TextRole).toString();
            if (entry.data(LogModel::SeatRole).toInt() != 0 || !text.contains(QStringLiteral("face down")))
                continue;
            bool named = false;
            for (const QString &id : characterIds())
                named = named || text.contains(characterDisplayName(id));
            QVERIFY2(named, qPrintable(text));
            ++own;
        }
        QVERIFY(own > 0);
    }

    // Review mode rebuilds earlier positions: the opponent's face-down tokens of the time
    // stay hidden there too, though the game has revealed them since.
    void reviewKeepsThePastHidden()
    {
        int checked = 0;
        for (int seed = 1; seed <= 40 && checked < 10; ++seed) {
            GameSession session;
            session.setAutosaveEnabled(false);
            session.setComputerDelay(0);
            QVERIFY(session.newGame(QStringLiteral("weather"), {GameSession::Person, QStringLiteral("random")},
                                    QString::number(seed)));
            QVERIFY(test::playToEnd(session, std::uint64_t(seed), []() {}) > 0);
            for (int index = 0; index < session.decisions().size(); ++index) {
                QVERIFY(session.reviewAt(index));
                QCOMPARE(session.viewer(), 0);
                const QAbstractItemModel *board = foggyScreen(session).boardModel();
                for (int row = 0; row < board->rowCount(); ++row) {
                    const QModelIndex tile = board->index(row, 0);
                    if (tile.data(BoardModel::OwnerRole).toInt() != 1 || !tile.data(BoardModel::FaceDownRole).toBool())
                        continue;
                    QVERIFY(tile.data(BoardModel::HiddenRole).toBool());
                    QVERIFY(tile.data(BoardModel::CharacterRole).toString().isEmpty());
                    for (const QString &id : characterIds())
                        QVERIFY(!tile.data(Qt::DisplayRole).toString().contains(characterDisplayName(id)));
                    ++checked;
                }
                QVERIFY(session.viewerActions().isEmpty());
            }
            session.leaveReview();
        }
        QVERIFY2(checked > 0, "no review showed a face-down token of the opponent");
    }
};

QTEST_GUILESS_MAIN(tst_HiddenModels)
#include "tst_hiddenmodels.moc"
