#pragma once

#include "models/rulesetdocument.h"

#include <QPointer>
#include <QWidget>

namespace isle {


// A small picture of the board's size and the rectangles of a region table (the fog
// boards): each region tinted and numbered like its table row, a region with a problem
// (off the board, overlapping) outlined in red. Clicking a region selects its row.
class RegionGrid : public QWidget
{
    Q_OBJECT

public:
    RegionGrid(RulesetDocument *document, QString tableKey, QString widthKey, QString heightKey,
               QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int regionAt(const QPoint &point) const;

Q_SIGNALS:
    void regionClicked(int row);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    struct Geometry
    {
        int columns = 0;
        int rows = 0;
        double cell = 0;
        QPointF origin;
    };
    Geometry geometry() const;

    QPointer<RulesetDocument> m_document;
    QString m_tableKey;
    QString m_widthKey;
    QString m_heightKey;
};

// Finds the region table (columns x, y, width, height) and the board size parameters
// (integers of its group whose keys end in "Width" and "Height"); false when a game
// has no such table. A convention of schemas, not a rule of any game.
bool findRegionTable(const class RulesetSchema &schema, QString *tableKey, QString *widthKey, QString *heightKey);

} // namespace isle
