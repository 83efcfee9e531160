// The Foggy Island artwork (resources/foggyisland/art, docs/art.md): every drawing is embedded
// under :/isleworks/art/foggy-island/, stays within the SVG Tiny subset QtSvg renders, has its
// documented viewBox, draws at token size and at full size, and the characters keep a dark
// outline and a light body that read on both sides' discs and on white. The last function
// writes a contact sheet (foggy-island-art.png) beside this executable for people to look at.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTest>

#include <cmath>

namespace {

const QString ArtRoot = QStringLiteral(":/isleworks/art/foggy-island/");

// The fifteen character ids of the ruleset, which are also the file names.
const QStringList &characterIds()
{
    static const QStringList ids{
        QStringLiteral("wolf"),      QStringLiteral("rat"),         QStringLiteral("rabbit"),
        QStringLiteral("pig"),       QStringLiteral("crow"),        QStringLiteral("mole"),
        QStringLiteral("prairie-dog"), QStringLiteral("hippo"),     QStringLiteral("chameleon"),
        QStringLiteral("cat"),       QStringLiteral("fox"),         QStringLiteral("turtle"),
        QStringLiteral("frog"),      QStringLiteral("mouses"),      QStringLiteral("snake"),
    };
    return ids;
}

struct ArtFile
{
    QString path; // relative to ArtRoot
    QRectF viewBox;
};

const QList<ArtFile> &allArt()
{
    static const QList<ArtFile> files = [] {
        const QRectF square(0, 0, 100, 100);
        const QRectF card(0, 0, 70, 100);
        QList<ArtFile> list;
        for (const QString &id : characterIds())
            list.append({QStringLiteral("characters/") + id + QStringLiteral(".svg"), square});
        list.append({QStringLiteral("players/side-1.svg"), square});
        list.append({QStringLiteral("players/side-2.svg"), square});
        list.append({QStringLiteral("players/white.svg"), square});
        list.append({QStringLiteral("backs/token-back.svg"), square});
        list.append({QStringLiteral("weather/sunny.svg"), card});
        list.append({QStringLiteral("weather/cloudy.svg"), card});
        list.append({QStringLiteral("weather/foggy.svg"), card});
        list.append({QStringLiteral("weather/card-back.svg"), card});
        list.append({QStringLiteral("fog/fog-board.svg"), square});
        list.append({QStringLiteral("map/island.svg"), QRectF(0, 0, 600, 600)});
        list.append({QStringLiteral("map/tile.svg"), square});
        list.append({QStringLiteral("icons/coin.svg"), square});
        return list;
    }();
    return files;
}

// The largest rectangle of the viewBox's aspect ratio centred in `target`.
QRectF fitted(const QRectF &viewBox, const QRectF &target)
{
    const qreal scale = std::min(target.width() / viewBox.width(), target.height() / viewBox.height());
    QRectF rect(0, 0, viewBox.width() * scale, viewBox.height() * scale);
    rect.moveCenter(target.center());
    return rect;
}

void drawArt(QPainter &painter, const QString &path, const QRectF &target)
{
    QSvgRenderer renderer(ArtRoot + path);
    renderer.render(&painter, fitted(renderer.viewBoxF(), target));
}

QImage renderArt(const QString &path, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    drawArt(painter, path, QRectF(0, 0, size, size));
    painter.end();
    return image.convertToFormat(QImage::Format_ARGB32);
}

struct PixelCounts
{
    qsizetype drawn = 0;   // not (nearly) transparent
    qsizetype dark = 0;    // opaque, near the #2b2b2b outline
    qsizetype light = 0;   // opaque, near the light body fills
    qsizetype outside = 0; // drawn, but off the token disc's inner circle
};

PixelCounts countPixels(const QImage &image, qreal innerRadius)
{
    PixelCounts counts;
    const qreal centre = image.width() / 2.0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            const QRgb pixel = line[x];
            if (qAlpha(pixel) < 32)
                continue;
            ++counts.drawn;
            if (std::hypot(x + 0.5 - centre, y + 0.5 - centre) > innerRadius)
                ++counts.outside;
            if (qAlpha(pixel) < 200)
                continue;
            const int spread = std::max({qRed(pixel), qGreen(pixel), qBlue(pixel)})
                - std::min({qRed(pixel), qGreen(pixel), qBlue(pixel)});
            if (qGray(pixel) < 70 && spread < 40)
                ++counts.dark;
            else if (qGray(pixel) > 200)
                ++counts.light;
        }
    }
    return counts;
}

// Pixels where the luminance changes sharply: the drawing's shapes, whatever its hue.
QList<bool> edges(const QImage &image)
{
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    QList<bool> result(grey.width() * grey.height(), false);
    for (int y = 1; y < grey.height(); ++y) {
        for (int x = 1; x < grey.width(); ++x) {
            const int here = grey.constScanLine(y)[x];
            const int left = grey.constScanLine(y)[x - 1];
            const int up = grey.constScanLine(y - 1)[x];
            const bool opaque = qAlpha(image.pixel(x, y)) > 128;
            const bool alphaEdge = opaque != (qAlpha(image.pixel(x - 1, y)) > 128)
                || opaque != (qAlpha(image.pixel(x, y - 1)) > 128);
            result[y * grey.width() + x] = alphaEdge || std::abs(here - left) > 40 || std::abs(here - up) > 40;
        }
    }
    return result;
}

// Intersection over union of two edge maps: 1 for the same shapes, 0 for nothing in common.
double overlap(const QList<bool> &a, const QList<bool> &b)
{
    qsizetype both = 0;
    qsizetype either = 0;
    for (qsizetype i = 0; i < a.size(); ++i) {
        both += (a[i] && b[i]) ? 1 : 0;
        either += (a[i] || b[i]) ? 1 : 0;
    }
    return either == 0 ? 1.0 : double(both) / double(either);
}

// A board: island, 36 tiles on its grid area, some tokens face up and down, and fog boards
// over one quadrant (drawn tile by tile, which also shows that the fog tiles).
void drawBoard(QPainter &painter, const QRectF &board)
{
    const QStringList sides{QStringLiteral("players/side-1.svg"), QStringLiteral("players/side-2.svg"),
                            QStringLiteral("players/white.svg")};
    drawArt(painter, QStringLiteral("map/island.svg"), board);
    const qreal scale = board.width() / 600.0;
    const qreal tile = 80 * scale;
    const QPointF origin = board.topLeft() + QPointF(60 * scale, 60 * scale);
    const auto cellRect = [&](int cell) {
        return QRectF(origin + QPointF((cell % 6) * tile, (cell / 6) * tile), QSizeF(tile, tile));
    };
    for (int cell = 0; cell < 36; ++cell)
        drawArt(painter, QStringLiteral("map/tile.svg"), cellRect(cell));
    for (qsizetype i = 0; i < characterIds().size(); ++i) {
        const QRectF where = cellRect(int(i * 7 % 18));
        drawArt(painter, sides[i % 3 == 2 ? 2 : i % 2], where);
        drawArt(painter, QStringLiteral("characters/") + characterIds()[i] + QStringLiteral(".svg"), where);
    }
    for (const int cell : {19, 26, 32}) {
        drawArt(painter, sides[cell % 2], cellRect(cell));
        drawArt(painter, QStringLiteral("backs/token-back.svg"), cellRect(cell));
    }
    for (const int cell : {21, 22, 23, 27, 28, 29, 33, 34, 35})
        drawArt(painter, QStringLiteral("fog/fog-board.svg"), cellRect(cell));
}

} // namespace

class tst_Art : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        // QtSvg warns about anything it does not understand: the art must not need it.
        QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
    }

    void everyFileLoads_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QRectF>("viewBox");
        for (const ArtFile &file : allArt())
            QTest::newRow(qPrintable(file.path)) << file.path << file.viewBox;
    }

    void everyFileLoads()
    {
        QFETCH(QString, path);
        QFETCH(QRectF, viewBox);
        QVERIFY2(QFile::exists(ArtRoot + path), qPrintable(ArtRoot + path));
        QSvgRenderer renderer(ArtRoot + path);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF(), viewBox);
        QVERIFY(!renderer.animated());
        for (const int size : {64, 256}) {
            const PixelCounts counts = countPixels(renderArt(path, size), size);
            QVERIFY2(counts.drawn > size * size / 20, qPrintable(QStringLiteral("%1 at %2 px draws almost nothing")
                                                                     .arg(path)
                                                                     .arg(size)));
        }
    }

    // Only the SVG Tiny subset QtSvg renders, and no words: text is translated elsewhere.
    void everyFileStaysInTheSubset_data() { everyFileLoads_data(); }

    void everyFileStaysInTheSubset()
    {
        QFETCH(QString, path);
        QFile file(ArtRoot + path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString source = QString::fromUtf8(file.readAll());
        QVERIFY(source.contains(QLatin1String("baseProfile=\"tiny\"")));
        const QStringList forbidden{QStringLiteral("<text"),     QStringLiteral("<filter"), QStringLiteral("<mask"),
                                    QStringLiteral("clip-path"), QStringLiteral("<style"),  QStringLiteral("<image"),
                                    QStringLiteral("<script"),   QStringLiteral("font-"),   QStringLiteral("<pattern"),
                                    QStringLiteral("<animate"),  QStringLiteral("href")};
        for (const QString &word : forbidden)
            QVERIFY2(!source.contains(word), qPrintable(path + QStringLiteral(" uses ") + word));
    }

    void charactersReadOnTheirToken_data()
    {
        QTest::addColumn<QString>("id");
        for (const QString &id : characterIds())
            QTest::newRow(qPrintable(id)) << id;
    }

    // A dark outline and a light body at both sizes, all of it within the plain centre of
    // the disc (the sides' patterns live in the rim, radius 40 to 50 of 100).
    void charactersReadOnTheirToken()
    {
        QFETCH(QString, id);
        const QString path = QStringLiteral("characters/") + id + QStringLiteral(".svg");
        for (const int size : {64, 256}) {
            const PixelCounts counts = countPixels(renderArt(path, size), size * 0.46);
            const QString where = QStringLiteral("%1 at %2 px: drawn %3, dark %4, light %5, outside %6")
                                      .arg(id)
                                      .arg(size)
                                      .arg(counts.drawn)
                                      .arg(counts.dark)
                                      .arg(counts.light)
                                      .arg(counts.outside);
            QVERIFY2(counts.drawn > size * size / 8, qPrintable(where));
            QVERIFY2(counts.dark > counts.drawn / 20, qPrintable(where));
            QVERIFY2(counts.light > counts.drawn / 5, qPrintable(where));
            QVERIFY2(counts.outside <= counts.drawn / 200, qPrintable(where));
        }
    }

    // Colour-blind players tell the sides apart by shape: the markers must differ even in grey.
    void sidesDifferInShape()
    {
        const QStringList markers{QStringLiteral("players/side-1.svg"), QStringLiteral("players/side-2.svg"),
                                  QStringLiteral("players/white.svg")};
        QList<QList<bool>> shapes;
        for (const QString &marker : markers)
            shapes.append(edges(renderArt(marker, 128)));
        for (int a = 0; a < shapes.size(); ++a) {
            for (int b = a + 1; b < shapes.size(); ++b) {
                const double iou = overlap(shapes[a], shapes[b]);
                QVERIFY2(iou < 0.5, qPrintable(QStringLiteral("%1 and %2 share %3 of their shapes")
                                                   .arg(markers[a], markers[b])
                                                   .arg(iou)));
            }
        }
    }

    // The face-down back leaves the side's patterned rim visible, like the characters do.
    void backLeavesTheRim()
    {
        const PixelCounts counts = countPixels(renderArt(QStringLiteral("backs/token-back.svg"), 256), 256 * 0.42);
        QVERIFY2(counts.outside <= counts.drawn / 200, qPrintable(QString::number(counts.outside)));
        QVERIFY(counts.light > 0);
    }

    // The board lays its 6×6 tiles over the island's named grid area.
    void islandNamesItsGrid()
    {
        QSvgRenderer renderer(ArtRoot + QStringLiteral("map/island.svg"));
        QVERIFY(renderer.elementExists(QStringLiteral("grid-area")));
        QCOMPARE(renderer.boundsOnElement(QStringLiteral("grid-area")), QRectF(60, 60, 480, 480));
    }

    void writeContactSheet()
    {
        const int token = 96;
        const int small = 32;
        const int gap = 12;
        const QStringList sides{QStringLiteral("players/side-1.svg"), QStringLiteral("players/side-2.svg"),
                                QStringLiteral("players/white.svg")};
        const int cellWidth = 3 * (token + 4) + gap;
        const int cellHeight = token + small + 3 * 4 + gap;
        const int columns = 5;
        const int characterRows = int((characterIds().size() + columns - 1) / columns);
        const int boardSize = 420;
        const int width = columns * cellWidth + gap;
        const int height = gap + characterRows * cellHeight + 2 * (token + 40) + boardSize + 2 * gap;

        QImage sheet(width, height, QImage::Format_ARGB32_Premultiplied);
        sheet.fill(QColor(0xd6, 0xd4, 0xcf));
        QPainter painter(&sheet);
        painter.setRenderHint(QPainter::Antialiasing);

        // Every character on side 1, side 2 and white, at a board's size and at 32 px.
        for (qsizetype i = 0; i < characterIds().size(); ++i) {
            const int x = gap + int(i % columns) * cellWidth;
            const int y = gap + int(i / columns) * cellHeight;
            const QString character = QStringLiteral("characters/") + characterIds()[i] + QStringLiteral(".svg");
            for (int s = 0; s < sides.size(); ++s) {
                const QRectF big(x + s * (token + 4), y, token, token);
                drawArt(painter, sides[s], big);
                drawArt(painter, character, big);
                const QRectF little(x + s * (token + 4) + (token - small) / 2, y + token + 4, small, small);
                drawArt(painter, sides[s], little);
                drawArt(painter, character, little);
            }
        }

        // The markers alone, the back on each side, the coin and the weather cards.
        int y = gap + characterRows * cellHeight;
        int x = gap;
        for (const QString &side : sides) {
            drawArt(painter, side, QRectF(x, y, token, token));
            x += token + gap;
        }
        for (const QString &side : sides.mid(0, 2)) {
            drawArt(painter, side, QRectF(x, y, token, token));
            drawArt(painter, QStringLiteral("backs/token-back.svg"), QRectF(x, y, token, token));
            x += token + gap;
        }
        drawArt(painter, QStringLiteral("backs/token-back.svg"), QRectF(x, y, token, token));
        x += token + gap;
        drawArt(painter, QStringLiteral("icons/coin.svg"), QRectF(x, y, token, token));
        x += token + gap;
        drawArt(painter, QStringLiteral("map/tile.svg"), QRectF(x, y, token, token));
        x += token + gap;
        drawArt(painter, QStringLiteral("fog/fog-board.svg"), QRectF(x, y, token, token));
        y += token + gap;
        x = gap;
        const QStringList cards{QStringLiteral("weather/sunny.svg"), QStringLiteral("weather/cloudy.svg"),
                                QStringLiteral("weather/foggy.svg"), QStringLiteral("weather/card-back.svg")};
        const int cardHeight = token + 40;
        for (const QString &card : cards) {
            drawArt(painter, card, QRectF(x, y, cardHeight * 0.7, cardHeight));
            x += int(cardHeight * 0.7) + gap;
        }
        // Small cards, as a side panel would show them.
        for (const QString &card : cards) {
            drawArt(painter, card, QRectF(x, y, 28, 40));
            x += 28 + gap / 2;
        }
        y += cardHeight + gap;

        // A board with tokens and a fog quadrant, at full size and as a thumbnail.
        const QRectF board(gap, y, boardSize, boardSize);
        drawBoard(painter, board);
        const QRectF thumbnail(board.right() + gap, y, boardSize / 3.0, boardSize / 3.0);
        drawBoard(painter, thumbnail);
        // The tileable fog, 3×3, seams visible if it does not tile.
        const QRectF fog(thumbnail.right() + gap, y, 64, 64);
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < 3; ++column)
                drawArt(painter, QStringLiteral("fog/fog-board.svg"),
                        QRectF(fog.topLeft() + QPointF(column * 64, row * 64), QSizeF(64, 64)));
        painter.end();

        const QString out = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("foggy-island-art.png"));
        QVERIFY2(sheet.save(out), qPrintable(out));
        qInfo("contact sheet: %s", qPrintable(out));
    }
};

QTEST_MAIN(tst_Art)
#include "tst_art.moc"
