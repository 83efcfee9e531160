#pragma once

#include <QList>
#include <QString>
#include <QtGlobal>

#include <vector>

namespace isle {

// A part of a game its figures break down by: a character, a card, a unit.
struct FigureComponent
{
    QString id;   // stable, as the game's files name it
    QString name; // translated
};

// A statistic of many games for designers, declared by the game (Game::designerFigures)
// so that simulations, the command line and the balance lab show it without knowing
// the game. Its counts are integers the game adds while it plays (FigureTally).
struct DesignerFigure
{
    enum Kind {
        PerGame,      // one number per game ("mercenaries hired per game")
        PerComponent, // one number per component ("hired per game" of each character)
    };
    enum Aggregate {
        Sum,         // the total over all games
        MeanPerGame, // the total divided by the games played
        Rate,        // the total divided by the total of figure `per` (component by component)
    };

    QString id;          // stable, for JSON and options: "hiresPerGame"
    QString label;       // translated
    QString description; // translated, one sentence
    Kind kind = PerGame;
    Aggregate aggregate = MeanPerGame;
    QList<int> components; // PerComponent: the components it covers, in order
    int per = -1;          // Rate: the figure (same kind) whose totals divide this one's
    int minus = -1;        // a PerGame figure subtracted from every value: an "edge" over the whole
    int countsOf = -1;     // reads another figure's counts instead of keeping its own

    // Sums and means of counts never go below 0; a rate minus something may.
    bool isCount() const { return aggregate != Rate; }
    bool canBeNegative() const { return minus >= 0; }
};

// What a game declares: its components and its figures (indices refer to both lists).
struct DesignerFigures
{
    QList<FigureComponent> components;
    QList<DesignerFigure> figures;

    bool isEmpty() const { return figures.isEmpty(); }
    int indexOf(const QString &id) const;
    int componentIndex(const QString &id) const;
    // The per-game figures whose counts a simulation keeps game by game (GameSample::figures),
    // in order; those past GameSampleFigures are only totalled.
    QList<int> sampledFigures() const;
};

inline constexpr int GameSampleFigures = 8;

// The counts of a declaration's figures in one flat array, sized once (when a game
// starts collecting) so that games add to it without allocating. Tallies of games
// and threads merge by adding, so totals do not depend on the number of threads.
class FigureTally
{
public:
    FigureTally() = default;
    explicit FigureTally(const DesignerFigures &figures);

    bool isEmpty() const { return m_counts.empty(); }
    // The first count of `figure`: one for a per-game figure, one per declared component
    // (by component index) for a per-component one. Null for an unknown figure.
    qint64 *counts(int figure);
    qint64 count(int figure, int component = 0) const;
    void clear();
    void merge(const FigureTally &other);
    // Every count in layout order, for partial results written to a file and read back.
    const std::vector<qint64> &rawCounts() const { return m_counts; }
    // Takes counts read back; false (nothing changed) unless there are exactly as many as
    // this tally's layout holds.
    bool setRawCounts(const std::vector<qint64> &counts);

private:
    std::vector<qint64> m_counts;
    std::vector<int> m_offsets; // per figure; -1 for a figure without counts
};

// A figure's value over `games` games: of the whole batch for a per-game figure
// (component ignored), of one component for a per-component one. A rate without a
// divisor is 0, and so is its edge.
double figureValue(const DesignerFigures &figures, const FigureTally &tally, int games, int figure, int component = -1);
// Whether a rate has a divisor for the component (its value means something).
bool figureDefined(const DesignerFigures &figures, const FigureTally &tally, int figure, int component = -1);

} // namespace isle
