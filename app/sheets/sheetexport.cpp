// Writes planned sheets as PDF (QPdfWriter: vector art, text as text), SVG (QSvgGenerator,
// one file per page, drawn in millimetres) or PNG (rasterised at a chosen resolution).
#include "sheetexport.h"

#include "sheetpainter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

namespace isle::sheets {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::sheets::SheetExport)
};

constexpr int PdfResolution = 1200;
// Millimetres are written to SVG at this many units per inch: 10 per millimetre.
constexpr int SvgResolution = 254;

QString suffixOf(SheetFormat format)
{
    return formatId(format);
}

bool commit(QSaveFile &file, Problems &problems)
{
    if (file.commit())
        return true;
    problems.error(file.fileName(), Tr::tr("Could not write %1: %2.").arg(QDir::toNativeSeparators(file.fileName()),
                                                                          file.errorString()));
    return false;
}

bool open(QSaveFile &file, Problems &problems)
{
    if (file.open(QIODevice::WriteOnly))
        return true;
    problems.error(file.fileName(), Tr::tr("Could not write %1: %2.").arg(QDir::toNativeSeparators(file.fileName()),
                                                                          file.errorString()));
    return false;
}

bool writePdf(SheetPainter &pages, const SheetJob &job, const QString &fileName, Problems &problems,
              const ExportProgress &progress)
{
    QSaveFile file(fileName);
    if (!open(file, problems))
        return false;
    {
        QPdfWriter writer(&file);
        writer.setResolution(PdfResolution);
        writer.setPageLayout(QPageLayout(QPageSize(job.settings.paper), job.settings.orientation, QMarginsF(0, 0, 0, 0)));
        writer.setTitle(Tr::tr("%1: components").arg(job.gameName));
        writer.setCreator(QStringLiteral("Isleworks"));
        QPainter painter;
        if (!painter.begin(&writer)) {
            file.cancelWriting();
            problems.error(fileName, Tr::tr("Could not start a PDF in %1.").arg(QDir::toNativeSeparators(fileName)));
            return false;
        }
        for (int index = 0; index < pages.pageCount(); ++index) {
            if (index > 0)
                writer.newPage();
            painter.save();
            painter.scale(SheetPainter::scaleFor(PdfResolution), SheetPainter::scaleFor(PdfResolution));
            pages.paintPage(painter, index);
            painter.restore();
            if (progress)
                progress(index + 1, pages.pageCount());
        }
        painter.end();
    }
    return commit(file, problems);
}

bool writeSvg(SheetPainter &pages, const SheetJob &job, int index, const QString &fileName, const QSizeF &paper,
              Problems &problems)
{
    QSaveFile file(fileName);
    if (!open(file, problems))
        return false;
    {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setResolution(SvgResolution);
        generator.setSize(QSize(qRound(paper.width() * 10), qRound(paper.height() * 10)));
        generator.setViewBox(QRectF(QPointF(0, 0), paper));
        generator.setTitle(Tr::tr("%1: components, page %2").arg(job.gameName).arg(index + 1));
        QPainter painter(&generator);
        painter.fillRect(QRectF(QPointF(0, 0), paper), Qt::white);
        pages.paintPage(painter, index);
    }
    return commit(file, problems);
}

bool writePng(SheetPainter &pages, int index, const QString &fileName, const QSizeF &paper, int dpi, Problems &problems)
{
    const double scale = SheetPainter::scaleFor(dpi);
    QImage image(QSize(int(std::ceil(paper.width() * scale)), int(std::ceil(paper.height() * scale))),
                 QImage::Format_RGB32);
    if (image.isNull()) {
        problems.error(fileName, Tr::tr("Not enough memory for a page at %1 dpi.").arg(dpi));
        return false;
    }
    image.fill(Qt::white);
    const int dotsPerMeter = qRound(dpi / 0.0254);
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    {
        QPainter painter(&image);
        painter.scale(scale, scale);
        pages.paintPage(painter, index);
    }
    QSaveFile file(fileName);
    if (!open(file, problems))
        return false;
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        problems.error(fileName, Tr::tr("Could not write %1 as PNG.").arg(QDir::toNativeSeparators(fileName)));
        return false;
    }
    return commit(file, problems);
}
} // namespace

std::optional<SheetFormat> formatFromName(const QString &name)
{
    for (const SheetFormat format : {SheetFormat::Pdf, SheetFormat::Svg, SheetFormat::Png})
        if (name.compare(formatId(format), Qt::CaseInsensitive) == 0)
            return format;
    return std::nullopt;
}

QString formatId(SheetFormat format)
{
    switch (format) {
    case SheetFormat::Pdf: return QStringLiteral("pdf");
    case SheetFormat::Svg: return QStringLiteral("svg");
    case SheetFormat::Png: return QStringLiteral("png");
    }
    return {};
}

std::optional<SheetFormat> formatOfFile(const QString &fileName)
{
    return formatFromName(QFileInfo(fileName).suffix());
}

QStringList exportFileNames(const ExportOptions &options, int pages)
{
    if (options.format == SheetFormat::Pdf)
        return {options.target};
    const QFileInfo target(options.target);
    const bool directory = target.isDir() || options.target.endsWith(u'/');
    const QString base = directory ? QDir(options.target).filePath(QStringLiteral("page"))
                                   : target.dir().filePath(target.completeBaseName());
    const int digits = std::max(2, int(QString::number(pages).size()));
    QStringList names;
    for (int page = 1; page <= pages; ++page)
        names.append(QStringLiteral("%1-%2.%3").arg(base).arg(page, digits, 10, QLatin1Char('0')).arg(suffixOf(options.format)));
    return names;
}

std::optional<ExportResult> exportSheets(const SheetJob &job, const SheetPlan &plan, const ExportOptions &options,
                                         Problems &problems, const ExportProgress &progress)
{
    if (options.format == SheetFormat::Png && (options.dpi < MinimumDpi || options.dpi > MaximumDpi)) {
        problems.error(QStringLiteral("dpi"),
                       Tr::tr("A resolution of %1 dpi is out of range; expected %2 to %3.").arg(options.dpi).arg(MinimumDpi).arg(MaximumDpi));
        return std::nullopt;
    }
    SheetPainter pages(job, plan);
    ExportResult result;
    result.files = exportFileNames(options, pages.pageCount());
    if (options.format != SheetFormat::Pdf && !result.files.isEmpty()) {
        const QString folder = QFileInfo(result.files.constFirst()).absolutePath();
        if (!QDir().mkpath(folder)) {
            problems.error(folder, Tr::tr("Could not create the folder %1.").arg(QDir::toNativeSeparators(folder)));
            return std::nullopt;
        }
    }
    bool written = true;
    if (options.format == SheetFormat::Pdf) {
        written = writePdf(pages, job, options.target, problems, progress);
    } else {
        for (int index = 0; written && index < pages.pageCount(); ++index) {
            const QString &name = result.files.at(index);
            written = options.format == SheetFormat::Svg ? writeSvg(pages, job, index, name, plan.paper, problems)
                                                         : writePng(pages, index, name, plan.paper, options.dpi, problems);
            if (progress)
                progress(index + 1, pages.pageCount());
            if (!written) // the pages written so far are no set of sheets: take them back
                for (int done = 0; done < index; ++done)
                    QFile::remove(result.files.at(done));
        }
    }
    if (!written)
        return std::nullopt;
    for (const QString &file : std::as_const(result.files))
        result.bytes += QFileInfo(file).size();
    return result;
}

} // namespace isle::sheets
