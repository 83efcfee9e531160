#pragma once

#include "sheetplan.h"

#include <QStringList>

#include <functional>
#include <optional>

namespace isle::sheets {

enum class SheetFormat { Pdf, Svg, Png };
std::optional<SheetFormat> formatFromName(const QString &name); // pdf, svg, png
QString formatId(SheetFormat format);
// The format a file name asks for by its suffix, if any.
std::optional<SheetFormat> formatOfFile(const QString &fileName);

struct ExportOptions
{
    SheetFormat format = SheetFormat::Pdf;
    // PDF: the file. SVG and PNG, one file per page: in a directory, page-01.svg…;
    // else "sheets.svg" becomes sheets-01.svg, sheets-02.svg…
    QString target;
    int dpi = 300; // PNG
};

struct ExportResult
{
    QStringList files;
    qint64 bytes = 0;
};

// Called after each page with the pages done and their total.
using ExportProgress = std::function<void(int done, int total)>;

inline constexpr int MinimumDpi = 36;
inline constexpr int MaximumDpi = 1200;

// The files exportSheets() writes for `pages` pages.
QStringList exportFileNames(const ExportOptions &options, int pages);

// Paints every page of `plan` into files. Each file is written to a temporary file and
// renamed into place once complete (QSaveFile), so a failure leaves no half-written
// file; when a later page of several files fails, the earlier ones are removed again.
// Problems name the file and what went wrong.
std::optional<ExportResult> exportSheets(const SheetJob &job, const SheetPlan &plan, const ExportOptions &options,
                                         Problems &problems, const ExportProgress &progress = {});

} // namespace isle::sheets
