// isleworks-cli sheets: print-and-play component sheets of a ruleset as PDF, SVG or PNG
// (docs/sheets.md), headless. The layout and drawing are app/sheets'; this file reads
// the options and reports.
#include "clioutput.h"
#include "commands.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "sheetexport.h"
#include "sheetjob.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>

namespace isle::cli {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::cli::sheets)
};

std::optional<double> length(const QCommandLineParser &parser, const QString &option, Problems &problems)
{
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        problems.error(QStringLiteral("--") + option,
                       Tr::tr("expected a length in millimetres, got \"%1\"").arg(parser.value(option)));
        return std::nullopt;
    }
    return value;
}

std::optional<sheets::SheetSettings> readSettings(const QCommandLineParser &parser, Problems &problems)
{
    sheets::SheetSettings settings = sheets::SheetSettings::defaults();
    if (parser.isSet(QStringLiteral("paper"))) {
        const auto paper = sheets::paperFromName(parser.value(QStringLiteral("paper")));
        if (paper)
            settings.paper = *paper;
        else
            problems.error(QStringLiteral("--paper"), Tr::tr("expected one of: %1").arg(sheets::paperIds().join(QStringLiteral(", "))));
    }
    const QString orientation = parser.value(QStringLiteral("orientation"));
    if (orientation == QLatin1StringView("landscape"))
        settings.orientation = QPageLayout::Landscape;
    else if (orientation != QLatin1StringView("portrait"))
        problems.error(QStringLiteral("--orientation"), Tr::tr("expected portrait or landscape"));
    if (const auto margin = length(parser, QStringLiteral("margin"), problems))
        settings.margin = *margin;
    if (const auto bleed = length(parser, QStringLiteral("bleed"), problems))
        settings.bleed = *bleed;
    if (parser.isSet(QStringLiteral("gap")))
        if (const auto gap = length(parser, QStringLiteral("gap"), problems))
            settings.gap = *gap;
    if (const auto overlap = length(parser, QStringLiteral("overlap"), problems))
        settings.overlap = *overlap;
    if (const auto marks = sheets::marksFromName(parser.value(QStringLiteral("marks"))))
        settings.marks = *marks;
    else
        problems.error(QStringLiteral("--marks"), Tr::tr("expected crop, lines or none"));
    if (const auto duplex = sheets::duplexFromName(parser.value(QStringLiteral("duplex"))))
        settings.duplex = *duplex;
    else
        problems.error(QStringLiteral("--duplex"), Tr::tr("expected long, short or none"));
    if (parser.isSet(QStringLiteral("back-offset"))) {
        const QStringList parts = parser.value(QStringLiteral("back-offset")).split(u',');
        bool okX = false;
        bool okY = false;
        const double x = parts.value(0).toDouble(&okX);
        const double y = parts.value(1).toDouble(&okY);
        if (parts.size() != 2 || !okX || !okY)
            problems.error(QStringLiteral("--back-offset"), Tr::tr("expected X,Y in millimetres, such as 0.5,-1"));
        else
            settings.backOffset = QPointF(x, y);
    }
    settings.calibrationPage = parser.isSet(QStringLiteral("calibration"));
    if (problems.hasErrors())
        return std::nullopt;
    return settings;
}

QJsonObject summaryJson(const sheets::SheetJob &job, const sheets::SheetPlan &plan, const QString &gameId,
                        const QString &format, const sheets::ExportResult &result, qint64 milliseconds)
{
    QJsonArray components;
    for (qsizetype index = 0; index < job.components.size(); ++index) {
        const ComponentSpec &spec = job.components.at(index);
        int parts = 1;
        for (const sheets::SheetPage &page : plan.pages)
            for (const sheets::Placement &placement : page.placements)
                if (placement.component == index)
                    parts = placement.partCount;
        components.append(QJsonObject{{QStringLiteral("id"), spec.id},
                                      {QStringLiteral("kind"), spec.kind},
                                      {QStringLiteral("name"), spec.name},
                                      {QStringLiteral("group"), spec.group},
                                      {QStringLiteral("count"), spec.count},
                                      {QStringLiteral("printed"), plan.printedCount(int(index))},
                                      {QStringLiteral("parts"), parts},
                                      {QStringLiteral("widthMm"), spec.size.width()},
                                      {QStringLiteral("heightMm"), spec.size.height()},
                                      {QStringLiteral("hasBack"), spec.hasBack()},
                                      {QStringLiteral("fingerprint"), spec.faceFingerprint()}});
    }
    int backPages = 0;
    for (const sheets::SheetPage &page : plan.pages)
        backPages += page.isBack() ? 1 : 0;
    return QJsonObject{
        {QStringLiteral("ok"), true},
        {QStringLiteral("game"), gameId},
        {QStringLiteral("ruleset"), job.rulesetName},
        {QStringLiteral("format"), format},
        {QStringLiteral("paper"), QJsonObject{{QStringLiteral("id"), sheets::paperId(job.settings.paper)},
                                              {QStringLiteral("orientation"),
                                               job.settings.orientation == QPageLayout::Landscape ? QStringLiteral("landscape")
                                                                                                  : QStringLiteral("portrait")},
                                              {QStringLiteral("widthMm"), plan.paper.width()},
                                              {QStringLiteral("heightMm"), plan.paper.height()}}},
        {QStringLiteral("pages"), int(plan.pages.size())},
        {QStringLiteral("backPages"), backPages},
        {QStringLiteral("pieces"), plan.placementCount(false)},
        {QStringLiteral("files"), QJsonArray::fromStringList(result.files)},
        {QStringLiteral("bytes"), double(result.bytes)},
        {QStringLiteral("milliseconds"), double(milliseconds)},
        {QStringLiteral("components"), components},
    };
}
} // namespace

int runSheets(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        Tr::tr("Lays out the components a ruleset needs (tokens, cards, boards, aids) on print-and-play sheets, "
               "with bleed, crop marks or cut lines and backs for double-sided printing, and writes them as PDF, "
               "or as SVG or PNG files, one per page. Impossible layouts are refused (exit 2) with what does not "
               "fit, and nothing is written."));
    const GameModule *first = GameRegistry::all().value(0);
    parser.addOption({QStringLiteral("game"), Tr::tr("The game: %1 (default %2).")
                                                  .arg(GameRegistry::ids().join(QStringLiteral(", ")),
                                                       first ? first->id() : QString()),
                      QStringLiteral("id"), first ? first->id() : QString()});
    parser.addOption({QStringLiteral("variant"),
                      Tr::tr("A variant of the game, checked but not needed: the sheets hold every component the "
                             "ruleset needs for any variant."),
                      QStringLiteral("name")});
    parser.addOption({QStringLiteral("ruleset"), Tr::tr("Print the components of the rules in <file> instead of the "
                                                        "default."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("out"), Tr::tr("Where to write: a .pdf file; a .svg or .png file name (page "
                                                    "numbers are added); or a folder (with --format)."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("format"), Tr::tr("pdf, svg or png (default: from --out, else pdf)."),
                      QStringLiteral("format")});
    parser.addOption({QStringLiteral("paper"), Tr::tr("a4, letter or a3 (default: this locale's, %1).")
                                                   .arg(sheets::paperId(sheets::SheetSettings::localePaper())),
                      QStringLiteral("size")});
    parser.addOption({QStringLiteral("orientation"), Tr::tr("portrait or landscape (default portrait)."),
                      QStringLiteral("name"), QStringLiteral("portrait")});
    const sheets::SheetSettings defaults;
    parser.addOption({QStringLiteral("margin"), Tr::tr("Margin on every side, mm (default %1).").arg(defaults.margin),
                      QStringLiteral("mm"), QString::number(defaults.margin)});
    parser.addOption({QStringLiteral("bleed"), Tr::tr("Art printed beyond each cut line, mm (default %1).").arg(defaults.bleed),
                      QStringLiteral("mm"), QString::number(defaults.bleed)});
    parser.addOption({QStringLiteral("gap"), Tr::tr("Cut line to cut line between components, mm (default: the bleed)."),
                      QStringLiteral("mm")});
    parser.addOption({QStringLiteral("overlap"), Tr::tr("How much the parts of a board split over pages overlap, mm "
                                                        "(default %1).")
                                                     .arg(defaults.overlap),
                      QStringLiteral("mm"), QString::number(defaults.overlap)});
    parser.addOption({QStringLiteral("marks"), Tr::tr("crop (marks outside the cuts), lines (cut lines) or none "
                                                      "(default crop)."),
                      QStringLiteral("marks"), QStringLiteral("crop")});
    parser.addOption({QStringLiteral("duplex"), Tr::tr("Backs for double-sided printing, turning the sheet over its "
                                                       "long or short edge, or none (default none)."),
                      QStringLiteral("edge"), QStringLiteral("none")});
    parser.addOption({QStringLiteral("back-offset"), Tr::tr("Moves every back page by X,Y mm, for a printer whose "
                                                            "backs drift (measure it with --calibration)."),
                      QStringLiteral("x,y")});
    parser.addOption({QStringLiteral("calibration"), Tr::tr("Start with a calibration page: rulers and targets to "
                                                            "measure scale and back offset.")});
    parser.addOption({QStringLiteral("dpi"), Tr::tr("Resolution of PNG pages (default 300)."), QStringLiteral("n"),
                      QStringLiteral("300")});
    parser.addOption({QStringLiteral("changed-since"), Tr::tr("Print only the components whose face differs from "
                                                              "their face under the ruleset in <file>, with their "
                                                              "backs."),
                      QStringLiteral("file")});
    parser.addOption({QStringLiteral("kinds"), Tr::tr("Only components of these kinds, comma-separated (token, card, "
                                                      "board, mat, aid, rules…)."),
                      QStringLiteral("list")});
    int exitCode = ExitOk;
    if (!parseArguments(parser, arguments, exitCode))
        return exitCode;
    const bool json = parser.isSet(QStringLiteral("json"));
    if (!parser.positionalArguments().isEmpty()) {
        printError(Tr::tr("Unexpected argument \"%1\". Try --help.").arg(parser.positionalArguments().constFirst()));
        return ExitBadInput;
    }

    Problems problems;
    const QString gameId = parser.value(QStringLiteral("game"));
    const GameModule *module = GameRegistry::find(gameId);
    const auto settings = readSettings(parser, problems);
    const QString out = parser.value(QStringLiteral("out"));
    if (out.isEmpty())
        problems.error(QStringLiteral("--out"), Tr::tr("expected the file or folder to write"));
    std::optional<sheets::SheetFormat> format = parser.isSet(QStringLiteral("format"))
                                                    ? sheets::formatFromName(parser.value(QStringLiteral("format")))
                                                    : sheets::formatOfFile(out);
    if (!format && parser.isSet(QStringLiteral("format")))
        problems.error(QStringLiteral("--format"), Tr::tr("expected pdf, svg or png"));
    else if (!format)
        format = sheets::SheetFormat::Pdf;
    if (format == sheets::SheetFormat::Pdf && QFileInfo(out).isDir())
        problems.error(QStringLiteral("--out"), Tr::tr("%1 is a folder; a PDF needs a file name").arg(out));
    bool dpiOk = false;
    const int dpi = parser.value(QStringLiteral("dpi")).toInt(&dpiOk);
    if (!dpiOk || dpi < sheets::MinimumDpi || dpi > sheets::MaximumDpi)
        problems.error(QStringLiteral("--dpi"), Tr::tr("expected a resolution from %1 to %2").arg(sheets::MinimumDpi).arg(sheets::MaximumDpi));
    if (module && parser.isSet(QStringLiteral("variant")) && !module->variants().contains(parser.value(QStringLiteral("variant"))))
        problems.error(QStringLiteral("--variant"), Tr::tr("expected one of: %1").arg(module->variants().join(QStringLiteral(", "))));
    const auto ruleset = rulesetFromOption(parser, gameId, problems);
    std::optional<Ruleset> before;
    if (parser.isSet(QStringLiteral("changed-since"))) {
        Problems beforeProblems(parser.value(QStringLiteral("changed-since")));
        before = Ruleset::load(parser.value(QStringLiteral("changed-since")), beforeProblems);
        if (before && before->gameId() != gameId) {
            beforeProblems.error(QStringLiteral("$.game"), Tr::tr("the ruleset is for \"%1\", expected \"%2\"").arg(before->gameId(), gameId));
            before.reset();
        }
        for (const Problem &problem : beforeProblems.items())
            if (problem.severity == Problem::Severity::Error)
                problems.error(problem.path, problem.file + QStringLiteral(": ") + problem.message);
    }
    if (problems.hasErrors() || !module || !ruleset || !settings)
        return reportProblems(problems, json, ExitBadInput);

    QElapsedTimer timer;
    timer.start();
    sheets::SheetJob job = sheets::jobFor(*module, *ruleset, *settings);
    if (job.components.isEmpty()) {
        problems.error(QStringLiteral("--game"), Tr::tr("%1 declares no printable components").arg(module->displayName()));
        return reportProblems(problems, json, ExitBadInput);
    }
    if (before)
        job.copies = sheets::changedSince(job.components, module->components(*before));
    if (parser.isSet(QStringLiteral("kinds")))
        sheets::keepOnly(job, {}, parser.value(QStringLiteral("kinds")).split(u',', Qt::SkipEmptyParts));
    const auto plan = sheets::planSheets(job, problems);
    if (!plan)
        return reportProblems(problems, json, ExitBadInput);
    if (plan->placementCount(false) == 0 && !settings->calibrationPage) {
        // Nothing to print is no error: a designer asked for what changed, and nothing did.
        if (json)
            printJson(summaryJson(job, *plan, gameId, sheets::formatId(*format), {}, timer.elapsed()));
        else
            printOut(Tr::tr("Nothing to print: no component %1. No file written.")
                         .arg(before ? Tr::tr("changed since %1").arg(parser.value(QStringLiteral("changed-since")))
                                     : Tr::tr("was chosen")));
        return ExitOk;
    }

    ProgressBar progress(int(plan->pages.size()));
    sheets::ExportOptions options{*format, out, dpi};
    const auto result = sheets::exportSheets(job, *plan, options, problems,
                                             [&progress](int done, int) { progress.update(done); });
    progress.finish();
    if (!result)
        return reportProblems(problems, json, ExitFailure);
    if (json) {
        printJson(summaryJson(job, *plan, gameId, sheets::formatId(*format), *result, timer.elapsed()));
    } else {
        // Two counts, so two messages: each gets its own plural forms.
        //: %1 the game, %n pages, %2 the paper ("A4"); followed by "%n component(s) to cut out."
        printOut(Tr::tr("%1: %n page(s) of %2, ", nullptr, int(plan->pages.size()))
                     .arg(module->displayName(), settings->paperName())
                 + Tr::tr("%n component(s) to cut out.", nullptr, plan->placementCount(false)));
        for (const QString &file : result->files)
            printOut(QStringLiteral("  ") + QDir::toNativeSeparators(file));
        printOut(Tr::tr("%1 KiB in %2 ms.").arg((result->bytes + 1023) / 1024).arg(timer.elapsed()));
    }
    return ExitOk;
}

} // namespace isle::cli
