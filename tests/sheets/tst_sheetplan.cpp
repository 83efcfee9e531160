// The sheet layout on hand-built components (no game): counts kept, nothing overlapping,
// crop marks where a cutter expects them, backs behind their fronts for both duplex modes
// and both orientations, the back offset, boards split with overlap, the refusals, and a
// painted page that keeps each face inside its bleed.
#include "sheetpainter.h"
#include "sheetplan.h"
#include "textlayout.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace isle;
using namespace isle::sheets;

class tst_SheetPlan : public QObject
{
    Q_OBJECT

private:
    static ComponentSpec spec(const QString &id, QSizeF size, int count, bool back = true,
                              ComponentShape shape = ComponentShape::Rectangle)
    {
        ComponentSpec s;
        s.id = id;
        s.kind = QStringLiteral("test");
        s.name = id;
        s.group = QStringLiteral("Group of ") + id;
        s.size = size;
        s.shape = shape;
        s.count = count;
        s.front.background = opaqueColour(0xcc2222);
        s.front.marks.append(ComponentMark::textMark(QRectF(QPointF(1, 1), size - QSizeF(2, 2)), id, 8));
        if (back)
            s.back.background = opaqueColour(0x2222cc);
        return s;
    }

    static SheetJob job(const QList<ComponentSpec> &components, const SheetSettings &settings = {})
    {
        SheetJob j;
        j.components = components;
        j.copies = SheetJob::fullCounts(components);
        j.settings = settings;
        j.gameName = QStringLiteral("Test game");
        j.rulesetName = QStringLiteral("Test rules");
        j.rulesetVersion = QStringLiteral("1");
        j.date = QStringLiteral("2024-01-01");
        return j;
    }

    static QList<ComponentSpec> mixed()
    {
        return {spec(QStringLiteral("card"), {63, 88}, 20), spec(QStringLiteral("token"), {25, 25}, 31, true, ComponentShape::Circle),
                spec(QStringLiteral("mat"), {148, 105}, 3, false), spec(QStringLiteral("aid"), {105, 148}, 2, false),
                spec(QStringLiteral("chit"), {12, 30}, 17)};
    }

    static bool near(const QRectF &a, const QRectF &b)
    {
        const double e = 1e-6;
        return std::abs(a.left() - b.left()) < e && std::abs(a.top() - b.top()) < e && std::abs(a.width() - b.width()) < e
            && std::abs(a.height() - b.height()) < e;
    }

private Q_SLOTS:
    void countsArePreserved()
    {
        const SheetJob j = job(mixed());
        Problems problems;
        const auto plan = planSheets(j, problems);
        QVERIFY2(plan, qPrintable(problems.summary()));
        for (qsizetype index = 0; index < j.components.size(); ++index) {
            QSet<int> copies;
            for (const SheetPage &page : plan->pages)
                for (const Placement &placement : page.placements)
                    if (placement.component == index && !placement.back)
                        copies.insert(placement.copy);
            QCOMPARE(copies.size(), j.copies.at(index));
            QCOMPARE(plan->printedCount(int(index)), j.copies.at(index));
        }
        QCOMPARE(plan->placementCount(false), 20 + 31 + 3 + 2 + 17);
    }

    void nothingOverlapsAndEverythingIsOnThePaper_data()
    {
        QTest::addColumn<int>("paper");
        QTest::addColumn<int>("orientation");
        QTest::newRow("a4 portrait") << int(QPageSize::A4) << int(QPageLayout::Portrait);
        QTest::newRow("letter landscape") << int(QPageSize::Letter) << int(QPageLayout::Landscape);
        QTest::newRow("a3 portrait") << int(QPageSize::A3) << int(QPageLayout::Portrait);
    }

    void nothingOverlapsAndEverythingIsOnThePaper()
    {
        QFETCH(int, paper);
        QFETCH(int, orientation);
        SheetSettings settings;
        settings.paper = QPageSize::PageSizeId(paper);
        settings.orientation = QPageLayout::Orientation(orientation);
        settings.duplex = SheetSettings::Duplex::LongEdge;
        Problems problems;
        const auto plan = planSheets(job(mixed(), settings), problems);
        QVERIFY2(plan, qPrintable(problems.summary()));
        const QRectF content = settings.contentArea();
        for (const SheetPage &page : plan->pages) {
            for (qsizetype i = 0; i < page.placements.size(); ++i) {
                const Placement &a = page.placements.at(i);
                if (!a.back) // backs are moved by the offset, here none: checked the same way
                    QVERIFY(content.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(a.bleedBox));
                QVERIFY(a.bleedBox.contains(a.trim));
                for (qsizetype k = i + 1; k < page.placements.size(); ++k) {
                    const Placement &b = page.placements.at(k);
                    const QRectF both = a.trim.intersected(b.trim);
                    QVERIFY2(both.width() * both.height() < 1e-9, "two components overlap");
                    const QRectF bleeds = a.bleedBox.intersected(b.trim);
                    QVERIFY2(bleeds.width() * bleeds.height() < 1e-9, "a bleed prints over a neighbour");
                }
            }
        }
    }

    void ninePokerCardsFitOnA4()
    {
        Problems problems;
        const auto plan = planSheets(job({spec(QStringLiteral("card"), {63, 88}, 9)}), problems);
        QVERIFY(plan);
        QCOMPARE(plan->pages.size(), 1);
    }

    void cropMarksContinueTheCutsOutsideTheTrim()
    {
        SheetSettings settings;
        Problems problems;
        const auto plan = planSheets(job({spec(QStringLiteral("card"), {63, 88}, 1)}, settings), problems);
        QVERIFY(plan);
        const Placement &card = plan->pages.at(0).placements.at(0);
        const QList<QLineF> &marks = plan->pages.at(0).cropMarks;
        QCOMPARE(marks.size(), 8); // two at each corner
        // At the top-left corner: along the top edge leftwards and along the left edge
        // upwards, from 1 mm outside the trim, stopped 1 mm from the paper's edge.
        const QPointF corner = card.trim.topLeft();
        const double room = corner.x() - 1 - 1; // to 1 mm from the paper's edge
        QVERIFY(marks.contains(QLineF(corner - QPointF(1, 0), corner - QPointF(1 + std::min(5.0, room), 0))));
        QVERIFY(marks.contains(QLineF(corner - QPointF(0, 1), corner - QPointF(0, 1 + std::min(5.0, corner.y() - 2)))));
        // Past the bottom-right corner there is room for the full 5 mm.
        const QPointF far = card.trim.bottomRight();
        QVERIFY(marks.contains(QLineF(far + QPointF(1, 0), far + QPointF(6, 0))));
        QVERIFY(marks.contains(QLineF(far + QPointF(0, 1), far + QPointF(0, 6))));
    }

    void cropMarksNeverCrossAComponent()
    {
        SheetSettings settings;
        settings.gap = 8;
        Problems problems;
        const auto plan = planSheets(job(mixed(), settings), problems);
        QVERIFY(plan);
        int marks = 0;
        for (const SheetPage &page : plan->pages)
            for (const QLineF &mark : page.cropMarks) {
                ++marks;
                for (const Placement &placement : page.placements) {
                    const QRectF line = QRectF(mark.p1(), mark.p2()).normalized();
                    const QRectF inside = placement.trim.intersected(line.adjusted(-0.01, -0.01, 0.01, 0.01));
                    QVERIFY2(inside.isEmpty() || (inside.width() < 0.03 && inside.height() < 0.03),
                             "a crop mark crosses a component");
                }
                QVERIFY(QRectF(QPointF(0, 0), plan->paper).contains(mark.p2()));
            }
        QVERIFY(marks > 0);
        settings.marks = SheetSettings::Marks::Lines;
        const auto lines = planSheets(job(mixed(), settings), problems);
        QVERIFY(lines->pages.at(0).cropMarks.isEmpty());
    }

    void backsMirrorFronts_data()
    {
        QTest::addColumn<int>("duplex");
        QTest::addColumn<int>("orientation");
        QTest::addColumn<bool>("across"); // mirrored left to right, else top to bottom
        QTest::newRow("long edge, portrait") << int(SheetSettings::Duplex::LongEdge) << int(QPageLayout::Portrait) << true;
        QTest::newRow("short edge, portrait") << int(SheetSettings::Duplex::ShortEdge) << int(QPageLayout::Portrait) << false;
        QTest::newRow("long edge, landscape") << int(SheetSettings::Duplex::LongEdge) << int(QPageLayout::Landscape) << false;
        QTest::newRow("short edge, landscape") << int(SheetSettings::Duplex::ShortEdge) << int(QPageLayout::Landscape) << true;
    }

    void backsMirrorFronts()
    {
        QFETCH(int, duplex);
        QFETCH(int, orientation);
        QFETCH(bool, across);
        SheetSettings settings;
        settings.duplex = SheetSettings::Duplex(duplex);
        settings.orientation = QPageLayout::Orientation(orientation);
        Problems problems;
        const SheetJob j = job(mixed(), settings);
        const auto plan = planSheets(j, problems);
        QVERIFY(plan);
        QCOMPARE(plan->pages.size() % 2, 0);
        const QSizeF paper = plan->paper;
        for (qsizetype p = 0; p < plan->pages.size(); p += 2) {
            const SheetPage &front = plan->pages.at(p);
            const SheetPage &back = plan->pages.at(p + 1);
            QCOMPARE(front.kind, SheetPage::Kind::Front);
            QCOMPARE(back.kind, SheetPage::Kind::Back);
            QCOMPARE(back.frontPage, int(p));
            qsizetype b = 0;
            for (const Placement &placement : front.placements) {
                if (!j.components.at(placement.component).hasBack())
                    continue;
                const Placement &behind = back.placements.at(b++);
                QCOMPARE(behind.component, placement.component);
                QCOMPARE(behind.copy, placement.copy);
                QVERIFY(behind.back);
                const QRectF t = placement.trim;
                const QRectF expected = across ? QRectF(paper.width() - t.right(), t.top(), t.width(), t.height())
                                               : QRectF(t.left(), paper.height() - t.bottom(), t.width(), t.height());
                QVERIFY(near(behind.trim, expected));
                // Turned over about its own vertical axis, the component shows its back upright.
                QCOMPARE(behind.rotation, across ? (360 - placement.rotation) % 360 : (540 - placement.rotation) % 360);
                // Every point of the front lies on the back page where the printer puts it.
                QCOMPARE(pointOnBack(t.center(), settings, paper), behind.trim.center());
            }
            QCOMPARE(b, back.placements.size());
        }
    }

    void backOffsetMovesEveryBack()
    {
        SheetSettings settings;
        settings.duplex = SheetSettings::Duplex::LongEdge;
        Problems problems;
        const auto plain = planSheets(job(mixed(), settings), problems);
        settings.backOffset = QPointF(1.5, -0.75);
        const auto moved = planSheets(job(mixed(), settings), problems);
        QVERIFY(plain && moved);
        QCOMPARE(moved->pages.size(), plain->pages.size());
        for (qsizetype p = 0; p < plain->pages.size(); ++p)
            for (qsizetype i = 0; i < plain->pages.at(p).placements.size(); ++i) {
                const Placement &a = plain->pages.at(p).placements.at(i);
                const Placement &b = moved->pages.at(p).placements.at(i);
                const QPointF shift = a.back ? settings.backOffset : QPointF();
                QVERIFY(near(b.trim, a.trim.translated(shift)));
            }
    }

    void calibrationPageComesFirst()
    {
        SheetSettings settings;
        settings.calibrationPage = true;
        settings.duplex = SheetSettings::Duplex::ShortEdge;
        Problems problems;
        const auto plan = planSheets(job({spec(QStringLiteral("card"), {63, 88}, 3)}, settings), problems);
        QVERIFY(plan);
        QCOMPARE(plan->pages.size(), 4);
        QCOMPARE(plan->pages.at(0).kind, SheetPage::Kind::Calibration);
        QCOMPARE(plan->pages.at(1).kind, SheetPage::Kind::CalibrationBack);
        QVERIFY(plan->pages.at(0).placements.isEmpty());
    }

    void largeComponentsTurnToFit()
    {
        Problems problems;
        const auto plan = planSheets(job({spec(QStringLiteral("long"), {270, 150}, 1)}), problems);
        QVERIFY2(plan, qPrintable(problems.summary()));
        const Placement &placement = plan->pages.at(0).placements.at(0);
        QCOMPARE(placement.rotation, 90);
        QCOMPARE(placement.trim.size(), QSizeF(150, 270));
    }

    void boardsSplitWithOverlap()
    {
        ComponentSpec board = spec(QStringLiteral("board"), {400, 300}, 1, false);
        board.splittable = true;
        SheetSettings settings;
        settings.overlap = 12;
        Problems problems;
        const auto plan = planSheets(job({board}, settings), problems);
        QVERIFY2(plan, qPrintable(problems.summary()));
        QList<Placement> parts;
        for (const SheetPage &page : plan->pages)
            parts += page.placements;
        QVERIFY(parts.size() >= 2);
        QCOMPARE(parts.constFirst().partCount, parts.size());
        const QRectF area = settings.contentArea().adjusted(3, 3, -3, -3);
        QRectF covered;
        for (const Placement &part : parts) {
            QVERIFY(part.trim.width() <= area.width() + 1e-6 && part.trim.height() <= area.height() + 1e-6);
            QCOMPARE(part.trim.size(), part.rotation % 180 ? part.source.size().transposed() : part.source.size());
            covered = covered.united(part.source);
            QVERIFY(part.cutEdges != (Qt::LeftEdge | Qt::TopEdge | Qt::RightEdge | Qt::BottomEdge));
        }
        QVERIFY(near(covered, QRectF(0, 0, 400, 300)));
        // Neighbours repeat exactly the overlap of each other.
        for (const Placement &a : parts)
            for (const Placement &b : parts) {
                const QRectF shared = a.source.intersected(b.source);
                if (&a == &b || shared.isEmpty())
                    continue;
                QVERIFY(std::abs(std::min(shared.width(), shared.height()) - 12) < 1e-6);
            }
    }

    void refusals_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("component larger than the paper") << QStringLiteral("huge") << QStringLiteral("does not fit");
        QTest::newRow("negative margin") << QStringLiteral("margin") << QStringLiteral("margin is negative");
        QTest::newRow("bleed larger than the gap") << QStringLiteral("bleed") << QStringLiteral("larger than the gap");
        QTest::newRow("no room left") << QStringLiteral("room") << QStringLiteral("leave no room");
    }

    void refusals()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        SheetSettings settings;
        QList<ComponentSpec> components{spec(QStringLiteral("card"), {63, 88}, 2)};
        if (what == QLatin1StringView("huge"))
            components.append(spec(QStringLiteral("Huge board"), {500, 400}, 1));
        else if (what == QLatin1StringView("margin"))
            settings.margin = -2;
        else if (what == QLatin1StringView("bleed"))
            settings.gap = 1;
        else
            settings.margin = 110;
        Problems problems;
        QVERIFY(!planSheets(job(components, settings), problems));
        QVERIFY(problems.hasErrors());
        QVERIFY2(problems.summary().contains(expected), qPrintable(problems.summary()));
        if (what == QLatin1StringView("huge"))
            QVERIFY(problems.summary().contains(QStringLiteral("Huge board (500 × 400 mm)")));
    }

    void missingArtIsRefused()
    {
        ComponentSpec card = spec(QStringLiteral("card"), {63, 88}, 1);
        card.front.marks.append(ComponentMark::artMark(QRectF(0, 0, 63, 88), QStringLiteral(":/nowhere/none.svg")));
        Problems problems;
        QVERIFY(!planSheets(job({card}), problems));
        QVERIFY(problems.summary().contains(QStringLiteral(":/nowhere/none.svg")));
    }

    void onlyWhatChangedIsPrinted()
    {
        const QList<ComponentSpec> before = mixed();
        QList<ComponentSpec> now = before;
        now[1].front.marks[0].text = QStringLiteral("edited");
        now[3].count = 7; // a count is no change of face
        now[3].back.background = opaqueColour(0x123456); // nor is the back
        now.append(spec(QStringLiteral("new"), {20, 20}, 4));
        const QList<int> copies = changedSince(now, before);
        QCOMPARE(copies, (QList<int>{0, 31, 0, 0, 0, 4}));
        QCOMPARE(componentGroups(now).size(), 6);
    }

    void paintedFacesStayInsideTheirBleed()
    {
        SheetSettings settings;
        settings.gap = 10; // white paper between neighbours
        settings.bleed = 2;
        const SheetJob j = job({spec(QStringLiteral("card"), {63, 88}, 2)}, settings);
        Problems problems;
        const auto plan = planSheets(j, problems);
        QVERIFY(plan);
        QImage image(QSize(210, 297) * 4, QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.scale(4, 4);
            SheetPainter(j, *plan).paintPage(painter, 0);
        }
        const Placement &card = plan->pages.at(0).placements.at(0);
        const auto pixel = [&](QPointF mm) { return QColor(image.pixel((mm * 4).toPoint())); };
        QCOMPARE(pixel(card.trim.topLeft() + QPointF(0.5, 0.5)).red(), 0xcc);        // the face
        QCOMPARE(pixel(card.trim.topLeft() + QPointF(-1, 30)).red(), 0xcc);          // its bleed
        QCOMPARE(pixel(card.trim.topRight() + QPointF(4, 30)), QColor(Qt::white));   // beyond it, paper
    }

    void textShrinksIntoItsBox()
    {
        QImage image(QSize(400, 400), QImage::Format_RGB32);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.scale(10, 10); // 10 px a millimetre
            drawText(painter, QRectF(10, 10, 15, 6), QStringLiteral("A rather long name for such a small token box"),
                     TextStyle{12, true, false, Qt::black, Qt::AlignCenter});
        }
        int inside = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                if (qGray(image.pixel(x, y)) < 128) {
                    QVERIFY2(x >= 99 && x <= 251 && y >= 99 && y <= 161, "text drawn outside its box");
                    ++inside;
                }
        QVERIFY(inside > 50);
    }
};

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv); // fonts, for text
    tst_SheetPlan test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sheetplan.moc"
