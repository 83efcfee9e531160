#include "designerfigures.h"

#include <algorithm>

namespace isle {

int DesignerFigures::indexOf(const QString &id) const
{
    for (int i = 0; i < figures.size(); ++i)
        if (figures.at(i).id == id)
            return i;
    return -1;
}

int DesignerFigures::componentIndex(const QString &id) const
{
    for (int i = 0; i < components.size(); ++i)
        if (components.at(i).id == id)
            return i;
    return -1;
}

QList<int> DesignerFigures::sampledFigures() const
{
    QList<int> sampled;
    for (int i = 0; i < figures.size() && sampled.size() < GameSampleFigures; ++i)
        if (figures.at(i).kind == DesignerFigure::PerGame)
            sampled.append(i);
    return sampled;
}

FigureTally::FigureTally(const DesignerFigures &figures)
{
    m_offsets.assign(std::size_t(figures.figures.size()), -1);
    std::size_t size = 0;
    for (int i = 0; i < figures.figures.size(); ++i) {
        const DesignerFigure &figure = figures.figures.at(i);
        if (figure.countsOf >= 0)
            continue;
        m_offsets[std::size_t(i)] = int(size);
        size += figure.kind == DesignerFigure::PerGame ? 1 : std::size_t(figures.components.size());
    }
    // Borrowed counts point at their owner's, declared before or after.
    for (int i = 0; i < figures.figures.size(); ++i) {
        const int owner = figures.figures.at(i).countsOf;
        if (owner >= 0 && owner < figures.figures.size())
            m_offsets[std::size_t(i)] = m_offsets[std::size_t(owner)];
    }
    m_counts.assign(size, 0);
}

qint64 *FigureTally::counts(int figure)
{
    if (figure < 0 || std::size_t(figure) >= m_offsets.size() || m_offsets[std::size_t(figure)] < 0)
        return nullptr;
    return m_counts.data() + m_offsets[std::size_t(figure)];
}

qint64 FigureTally::count(int figure, int component) const
{
    if (figure < 0 || std::size_t(figure) >= m_offsets.size() || m_offsets[std::size_t(figure)] < 0)
        return 0;
    const std::size_t at = std::size_t(m_offsets[std::size_t(figure)]) + std::size_t(std::max(0, component));
    return at < m_counts.size() ? m_counts[at] : 0;
}

void FigureTally::clear()
{
    std::fill(m_counts.begin(), m_counts.end(), 0);
}

bool FigureTally::setRawCounts(const std::vector<qint64> &counts)
{
    if (counts.size() != m_counts.size())
        return false;
    m_counts = counts;
    return true;
}

void FigureTally::merge(const FigureTally &other)
{
    if (other.m_counts.empty())
        return;
    if (m_counts.empty()) {
        *this = other;
        return;
    }
    Q_ASSERT(m_counts.size() == other.m_counts.size());
    for (std::size_t i = 0; i < m_counts.size() && i < other.m_counts.size(); ++i)
        m_counts[i] += other.m_counts[i];
}

bool figureDefined(const DesignerFigures &figures, const FigureTally &tally, int figure, int component)
{
    if (figure < 0 || figure >= figures.figures.size())
        return false;
    const DesignerFigure &declared = figures.figures.at(figure);
    return declared.aggregate != DesignerFigure::Rate || tally.count(declared.per, component) != 0;
}

double figureValue(const DesignerFigures &figures, const FigureTally &tally, int games, int figure, int component)
{
    if (figure < 0 || figure >= figures.figures.size())
        return 0.0;
    const DesignerFigure &declared = figures.figures.at(figure);
    if (declared.kind == DesignerFigure::PerGame)
        component = 0;
    const qint64 total = tally.count(figure, component);
    switch (declared.aggregate) {
    case DesignerFigure::Sum: return double(total);
    case DesignerFigure::MeanPerGame: return games ? double(total) / games : 0.0;
    case DesignerFigure::Rate: break;
    }
    const qint64 divisor = tally.count(declared.per, component);
    if (divisor == 0)
        return 0.0;
    const double rate = double(total) / double(divisor);
    return declared.minus >= 0 ? rate - figureValue(figures, tally, games, declared.minus) : rate;
}

} // namespace isle
