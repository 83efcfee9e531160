#include "boardlegend.h"

#include <QList>

namespace isle::app::foggyisland {

QString BoardLegend::html()
{
    // The marks of qml/foggyisland/Board.qml, in its colours: a swatch, then what it means.
    struct Mark
    {
        const char *colour;
        QString name;
        QString meaning;
    };
    const QList<Mark> marks{
        {"#ffd45c", tr("Yellow, pulsing"),
         tr("Can be chosen now: where the selected hand token may go, or a tile the decision asks for.")},
        {"#f28c28", tr("Orange"), tr("The first tile of a two-tile choice; choose the second one next.")},
        {"#e8590c", tr("Orange ring"), tr("The latest move, or the move being reviewed.")},
        {"#fff3b0", tr("Pale gold"),
         tr("Part of a line that scores now. At a round's end the line being counted is outlined and its points "
            "are shown beside it.")},
        {"#d2d9dd", tr("Grey fog"),
         tr("Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is "
            "lifted.")},
        {"#1f1f1f", tr("Dark outline"), tr("The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.")},
    };
    QString html = QStringLiteral("<h2>%1</h2>\n<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">\n")
                       .arg(tr("What the tiles show").toHtmlEscaped());
    html += QStringLiteral("<tr><th></th><th>%1</th><th>%2</th></tr>\n")
                .arg(tr("Mark").toHtmlEscaped(), tr("Meaning").toHtmlEscaped());
    for (const Mark &mark : marks)
        html += QStringLiteral("<tr><td bgcolor=\"%1\" width=\"28\">&nbsp;</td><td>%2</td><td>%3</td></tr>\n")
                    .arg(QLatin1StringView(mark.colour), mark.name.toHtmlEscaped(), mark.meaning.toHtmlEscaped());
    html += QStringLiteral("</table>\n");
    return html;
}

} // namespace isle::app::foggyisland
