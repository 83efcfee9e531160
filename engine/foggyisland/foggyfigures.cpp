// Foggy Island's figures for designers (docs/simulation.md): hires, and the scored lines
// that hold each character, counted only when a simulation asks (Game::setFigureTally).
#include "foggygame.h"
#include "scoring.h"

#include <QCoreApplication>

namespace isle::foggy {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::foggy::FoggyGame)
};

// The order of the declaration below; the counts are laid out by it.
enum Figure { HiresPerGame, LinesPerGame, PointsPerLine, HiredPerGame, ScoredLines, MeanLinePoints, LineEdge };
} // namespace

DesignerFigures FoggyGame::designerFigures() const
{
    DesignerFigures declared;
    QList<int> all;
    QList<int> hireable;
    for (int kind = 0; kind < CharacterCount; ++kind) {
        declared.components.append({characterId(kind), characterName(kind)});
        all.append(kind);
        if (characterInfo(kind).mercenary && m_rules->characters[kind].hireCount > 0)
            hireable.append(kind);
    }
    using F = DesignerFigure;
    const auto figure = [&declared](const char *id, QString label, QString description, F::Kind kind,
                                    F::Aggregate aggregate) -> DesignerFigure & {
        DesignerFigure &added = declared.figures.emplace_back();
        added.id = QString::fromLatin1(id);
        added.label = std::move(label);
        added.description = std::move(description);
        added.kind = kind;
        added.aggregate = aggregate;
        return added;
    };
    figure("hiresPerGame", Tr::tr("Mercenaries hired per game"), Tr::tr("Hires of every side in a game."), F::PerGame,
           F::MeanPerGame);
    figure("linesPerGame", Tr::tr("Scored lines per game"),
           Tr::tr("Lines that scored at a round's end, summed over the rounds of a game."), F::PerGame, F::MeanPerGame);
    figure("pointsPerLine", Tr::tr("Points of a scored line"), Tr::tr("The mean points of all scored lines."),
           F::PerGame, F::Rate)
        .per = LinesPerGame;
    figure("hiredPerGame", Tr::tr("Hired per game"), Tr::tr("How many of the character are hired in a game."),
           F::PerComponent, F::MeanPerGame)
        .components = hireable;
    figure("scoredLines", Tr::tr("Scored lines"),
           Tr::tr("Scored lines holding at least one of the character's tokens, face-down tokens turned up."),
           F::PerComponent, F::Sum)
        .components = all;
    DesignerFigure &mean = figure("meanLinePoints", Tr::tr("Points of its lines"),
                                  Tr::tr("The mean points of the scored lines holding the character."),
                                  F::PerComponent, F::Rate);
    mean.components = all;
    mean.per = ScoredLines;
    DesignerFigure &edge = figure("lineEdge", Tr::tr("Edge of its lines"),
                                  Tr::tr("The mean points of its scored lines minus the mean of all scored lines: "
                                         "positive when lines with it score more than lines in general."),
                                  F::PerComponent, F::Rate);
    edge.components = all;
    edge.per = ScoredLines;
    edge.minus = PointsPerLine;
    edge.countsOf = MeanLinePoints;
    return declared;
}

void FoggyGame::setFigureTally(FigureTally *tally)
{
    m_tally = {};
    if (!tally || tally->isEmpty())
        return;
    m_tally.hires = tally->counts(HiresPerGame);
    m_tally.lines = tally->counts(LinesPerGame);
    m_tally.linePoints = tally->counts(PointsPerLine);
    m_tally.hired = tally->counts(HiredPerGame);
    m_tally.kindLines = tally->counts(ScoredLines);
    m_tally.kindLinePoints = tally->counts(MeanLinePoints);
    // A tally laid out for other figures is not written to.
    if (!m_tally.hires || !m_tally.lines || !m_tally.linePoints || !m_tally.hired || !m_tally.kindLines
        || !m_tally.kindLinePoints)
        m_tally = {};
}

void FoggyGame::tallyScoredLines()
{
    // Which characters each scored line holds, for designers' per-character figures.
    forEachLine(*m_rules, m_state.cells, [this](const ScoredLine &line) {
        unsigned kinds = 0;
        for (int i = 0, cell = line.start; i < line.length; ++i, cell += line.step)
            kinds |= 1U << m_state.cells[cell].kind;
        for (int kind = 0; kind < CharacterCount; ++kind) {
            if (kinds & (1U << kind)) {
                ++m_tally.kindLines[kind];
                m_tally.kindLinePoints[kind] += line.points;
            }
        }
        ++*m_tally.lines;
        *m_tally.linePoints += line.points;
    });
}

} // namespace isle::foggy
