// The balance lab as a designer uses it (docs/BENCHMARKS.md): the real BalanceLab widget on
// the shared ruleset document, a rule edited (the Cat's cost, 15 → 18, in the mercenary
// game), then "Compare with saved" on 1,000 games between greedy players, timed from the
// click to the result drawn in the lab's charts, every core.
#include "balancelab.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonObject>

#include <cstdio>

using namespace isle;

namespace {
int rowOf(const RulesetDocument &document, const QString &table, const QString &id)
{
    const QJsonArray rows = document.ruleset().table(table);
    for (qsizetype row = 0; row < rows.size(); ++row)
        if (rows.at(row).toObject().value(QStringLiteral("id")).toString() == id)
            return int(row);
    return -1;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    const int games = arguments.size() > 1 ? arguments.at(1).toInt() : 1000;
    const QString players = arguments.size() > 2 ? arguments.at(2) : QStringLiteral("greedy");
    const int runs = arguments.size() > 3 ? arguments.at(3).toInt() : 3;

    RulesetDocument document(*GameRegistry::find(QStringLiteral("foggy-island")));
    BalanceLab lab(&document);
    lab.resize(520, 760);
    lab.show();
    lab.setVariant(QStringLiteral("mercenary"));
    lab.setGames(games);
    lab.setPlayers(players, players);
    const int cat = rowOf(document, QStringLiteral("characters"), QStringLiteral("cat"));
    const int cost = document.ruleset().table(QStringLiteral("characters")).at(cat).toObject().value(QStringLiteral("cost")).toInt();
    if (cat < 0 || !document.setTableCell(QStringLiteral("characters"), cat, QStringLiteral("cost"), cost + 3)) {
        std::fprintf(stderr, "could not edit the Cat's cost\n");
        return 2;
    }
    std::printf("balance lab: compare with saved, Foggy Island mercenary game, Cat's cost %d -> %d, %d games, %s players\n",
                cost, cost + 3, games, qPrintable(players));
    for (int run = 0; run < runs; ++run) {
        QEventLoop loop;
        QObject::connect(&lab, &BalanceLab::finished, &loop, &QEventLoop::quit);
        QElapsedTimer timer;
        timer.start();
        if (!lab.compareWithSaved()) {
            std::fprintf(stderr, "the lab refused to compare\n");
            return 2;
        }
        loop.exec();
        QCoreApplication::processEvents(); // the charts' repaint after the result
        lab.repaint();
        const LabRun &result = lab.lastRun();
        if (!result.error.isEmpty() || result.comparison.games != games) {
            std::fprintf(stderr, "the comparison failed: %s\n", qPrintable(result.error));
            return 1;
        }
        std::printf("run %d: %.3f s from the click to the result on screen\n", run + 1, double(timer.nsecsElapsed()) / 1e9);
    }
    return 0;
}
