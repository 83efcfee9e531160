#include "figureoutput.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <array>

namespace isle::cli {

namespace {
// Declared this way so that lupdate files the strings below under the same context.
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::figures)
};

const std::array<QString, 2> SideKeys{QStringLiteral("a"), QStringLiteral("b")};

// A total as a whole number, a rate without a divisor as "-", an edge with its sign.
QString formatted(const SimulationResult &result, int figure, int component)
{
    const DesignerFigure &declared = result.figures.figures.at(figure);
    if (!figureDefined(result.figures, result.tally, figure, component))
        return QStringLiteral("-");
    const double value = result.figure(figure, component);
    if (declared.aggregate == DesignerFigure::Sum)
        return QString::number(qint64(value));
    const QString sign = declared.canBeNegative() && value >= 0 ? QStringLiteral("+") : QString();
    return sign + QString::number(value, 'f', 2);
}

QString withoutTrailingSpaces(QString text)
{
    while (text.endsWith(u' '))
        text.chop(1);
    return text;
}

// The figures covering `component`, in declaration order.
QList<int> figuresOf(const DesignerFigures &declared, int component)
{
    QList<int> covering;
    for (int i = 0; i < declared.figures.size(); ++i) {
        const DesignerFigure &figure = declared.figures.at(i);
        if (figure.kind == DesignerFigure::PerComponent && figure.components.contains(component))
            covering.append(i);
    }
    return covering;
}
} // namespace

QJsonArray gameFiguresJson(const QList<const SimulationResult *> &results)
{
    QJsonArray list;
    if (results.isEmpty())
        return list;
    const DesignerFigures &declared = results.first()->figures;
    for (int i = 0; i < declared.figures.size(); ++i) {
        const DesignerFigure &figure = declared.figures.at(i);
        if (figure.kind != DesignerFigure::PerGame)
            continue;
        QJsonObject entry{{QStringLiteral("id"), figure.id},
                          {QStringLiteral("name"), figure.label},
                          {QStringLiteral("description"), figure.description}};
        if (results.size() == 1)
            entry.insert(QStringLiteral("value"), results.first()->figure(i));
        else
            for (qsizetype side = 0; side < results.size() && side < 2; ++side)
                entry.insert(SideKeys[std::size_t(side)], results.at(side)->figure(i));
        list.append(entry);
    }
    return list;
}

QJsonArray componentFiguresJson(const DesignerFigures &figures)
{
    QJsonArray list;
    for (const DesignerFigure &figure : figures.figures)
        if (figure.kind == DesignerFigure::PerComponent)
            list.append(QJsonObject{{QStringLiteral("id"), figure.id},
                                    {QStringLiteral("name"), figure.label},
                                    {QStringLiteral("description"), figure.description}});
    return list;
}

QJsonArray componentsJson(const QList<const SimulationResult *> &results)
{
    QJsonArray list;
    if (results.isEmpty())
        return list;
    const DesignerFigures &declared = results.first()->figures;
    for (int component = 0; component < declared.components.size(); ++component) {
        const QList<int> covering = figuresOf(declared, component);
        if (covering.isEmpty())
            continue;
        QJsonObject entry{{QStringLiteral("component"), declared.components.at(component).id},
                          {QStringLiteral("name"), declared.components.at(component).name}};
        for (qsizetype side = 0; side < results.size() && side < 2; ++side) {
            QJsonObject values;
            for (const int figure : covering)
                values.insert(declared.figures.at(figure).id, results.at(side)->figure(figure, component));
            entry.insert(results.size() == 1 ? QStringLiteral("values") : SideKeys[std::size_t(side)], values);
        }
        list.append(entry);
    }
    return list;
}

QStringList figureLines(const QList<const SimulationResult *> &results, const QStringList &except)
{
    QStringList lines;
    if (results.isEmpty() || results.first()->figures.isEmpty())
        return lines;
    const DesignerFigures &declared = results.first()->figures;
    const auto cell = [&](int figure, int component) {
        QStringList values;
        for (const SimulationResult *result : results)
            values.append(formatted(*result, figure, component));
        return values.join(QStringLiteral(" / "));
    };
    // A value is "something" when some result has it nonzero (a rate: defined).
    const auto shows = [&](int figure, int component) {
        for (const SimulationResult *result : results)
            if (result->figure(figure, component) != 0.0)
                return true;
        return false;
    };

    for (int i = 0; i < declared.figures.size(); ++i) {
        const DesignerFigure &figure = declared.figures.at(i);
        if (figure.kind == DesignerFigure::PerGame && !except.contains(figure.id))
            lines.append(Tr::tr("%1: %2").arg(figure.label, cell(i, -1)));
    }

    QList<int> columns;
    for (int i = 0; i < declared.figures.size(); ++i) {
        if (declared.figures.at(i).kind != DesignerFigure::PerComponent)
            continue;
        bool any = false;
        for (const int component : declared.figures.at(i).components)
            any = any || shows(i, component);
        if (any)
            columns.append(i);
    }
    if (columns.isEmpty())
        return lines;
    QList<int> widths;
    int nameWidth = 4;
    for (const FigureComponent &component : declared.components)
        nameWidth = std::max(nameWidth, int(component.name.size()) + 2);
    QString header = QStringLiteral("  ") + QString().leftJustified(nameWidth);
    for (const int column : std::as_const(columns)) {
        widths.append(std::max(results.size() == 1 ? 10 : 18, int(declared.figures.at(column).label.size()) + 3));
        header += declared.figures.at(column).label.leftJustified(widths.last());
    }
    if (!lines.isEmpty())
        lines.append(QString());
    lines.append(results.size() == 1 ? Tr::tr("Per component:") : Tr::tr("Per component (A / B):"));
    lines.append(withoutTrailingSpaces(header));
    for (int component = 0; component < declared.components.size(); ++component) {
        QString row;
        bool any = false;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const DesignerFigure &figure = declared.figures.at(columns.at(c));
            const bool covered = figure.components.contains(component);
            any = any || (covered && shows(columns.at(c), component));
            row += (covered ? cell(columns.at(c), component) : QString()).leftJustified(widths.at(c));
        }
        if (any)
            lines.append(withoutTrailingSpaces(QStringLiteral("  ")
                                               + declared.components.at(component).name.leftJustified(nameWidth) + row));
    }
    return lines;
}

} // namespace isle::cli
