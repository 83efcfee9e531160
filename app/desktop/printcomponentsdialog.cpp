#include "printcomponentsdialog.h"

#include "sheetjob.h"
#include "sheetpainter.h"

#include "core/gamemodule.h"
#include "models/rulesetdocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace isle::app {

namespace {
const QString SettingsGroup = QStringLiteral("printComponents");

QDoubleSpinBox *lengthBox(double minimum, double maximum, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(minimum, maximum);
    box->setDecimals(1);
    box->setSingleStep(0.5);
    //: Unit after a length in millimetres
    box->setSuffix(PrintComponentsDialog::tr(" mm"));
    return box;
}

bool noDialogs(const QWidget *widget)
{
    return !widget->isVisible() || qEnvironmentVariableIsSet("ISLE_NO_DIALOGS");
}
} // namespace

PrintComponentsDialog::PrintComponentsDialog(RulesetDocument *rules, QWidget *parent)
    : QDialog(parent)
    , m_rules(rules)
{
    setWindowTitle(tr("Print Components"));
    setObjectName(QStringLiteral("printComponentsDialog"));
    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(200);
    connect(m_refresh, &QTimer::timeout, this, &PrintComponentsDialog::refreshNow);
    buildUi();
    loadSettings();
    // The sheets follow the rules as they are edited, like the board does.
    connect(m_rules, &RulesetDocument::changed, this, &PrintComponentsDialog::scheduleRefresh);
    connect(m_rules, &RulesetDocument::metaChanged, this, &PrintComponentsDialog::scheduleRefresh);
    connect(m_rules, &RulesetDocument::replaced, this, [this]() {
        refreshGroups();
        scheduleRefresh();
    });
    refreshNow();
}

PrintComponentsDialog::~PrintComponentsDialog()
{
    delete m_preview; // before the printer it paints on
}

void PrintComponentsDialog::buildUi()
{
    auto *settings = new QWidget;
    auto *form = new QFormLayout(settings);
    m_paper = new QComboBox;
    m_paper->setObjectName(QStringLiteral("paper"));
    m_paper->addItem(tr("A4"), sheets::paperId(QPageSize::A4));
    //: a paper size: US Letter
    m_paper->addItem(tr("Letter"), sheets::paperId(QPageSize::Letter));
    m_paper->addItem(tr("A3"), sheets::paperId(QPageSize::A3));
    form->addRow(tr("&Paper:"), m_paper);
    m_orientation = new QComboBox;
    //: a page orientation: taller than wide
    m_orientation->addItem(tr("Portrait"), int(QPageLayout::Portrait));
    //: a page orientation: wider than tall
    m_orientation->addItem(tr("Landscape"), int(QPageLayout::Landscape));
    form->addRow(tr("&Orientation:"), m_orientation);
    m_margin = lengthBox(0, 50, this);
    m_margin->setObjectName(QStringLiteral("margin"));
    m_margin->setToolTip(tr("From the paper's edge to anything printed but crop marks"));
    form->addRow(tr("&Margins:"), m_margin);
    m_bleed = lengthBox(0, 10, this);
    m_bleed->setObjectName(QStringLiteral("bleed"));
    m_bleed->setToolTip(tr("Art printed beyond each cut line, so an imprecise cut shows no white edge"));
    //: printing: how far the artwork runs past the cut line
    form->addRow(tr("&Bleed:"), m_bleed);
    m_marks = new QComboBox;
    m_marks->addItem(tr("Crop marks"), sheets::marksId(sheets::SheetSettings::Marks::Crop));
    m_marks->addItem(tr("Cut lines"), sheets::marksId(sheets::SheetSettings::Marks::Lines));
    //: printing: no crop marks
    m_marks->addItem(tr("None"), sheets::marksId(sheets::SheetSettings::Marks::None));
    //: printing: the crop marks that show where to cut
    form->addRow(tr("Mar&ks:"), m_marks);
    m_duplex = new QComboBox;
    m_duplex->setObjectName(QStringLiteral("duplex"));
    m_duplex->addItem(tr("One-sided (no backs)"), sheets::duplexId(sheets::SheetSettings::Duplex::None));
    m_duplex->addItem(tr("Two-sided, flip on long edge"), sheets::duplexId(sheets::SheetSettings::Duplex::LongEdge));
    m_duplex->addItem(tr("Two-sided, flip on short edge"), sheets::duplexId(sheets::SheetSettings::Duplex::ShortEdge));
    //: printing: whether and how the backs of cards and tokens are printed (two-sided printing)
    form->addRow(tr("&Backs:"), m_duplex);
    auto *offset = new QHBoxLayout;
    m_offsetX = lengthBox(-20, 20, this);
    m_offsetY = lengthBox(-20, 20, this);
    m_offsetX->setDecimals(2);
    m_offsetY->setDecimals(2);
    m_offsetX->setSingleStep(0.25);
    m_offsetY->setSingleStep(0.25);
    m_offsetX->setToolTip(tr("Right is positive"));
    m_offsetY->setToolTip(tr("Down is positive"));
    offset->addWidget(m_offsetX);
    offset->addWidget(m_offsetY);
    // A row holding a layout gets no buddy of its own: name the field the key goes to.
    auto *offsetLabel = new QLabel(tr("Back &offset:"));
    offsetLabel->setBuddy(m_offsetX);
    form->addRow(offsetLabel, offset);
    m_calibration = new QCheckBox(tr("Add a &calibration page"));
    m_calibration->setToolTip(tr("Rulers to check the scale, and targets to measure how far the printer's backs drift"));
    form->addRow(QString(), m_calibration);
    m_groups = new QListWidget;
    m_groups->setObjectName(QStringLiteral("groups"));
    m_groups->setMinimumHeight(110);
    form->addRow(tr("&Components:"), m_groups);
    auto *since = new QHBoxLayout;
    m_changedSince = new QLineEdit;
    m_changedSince->setObjectName(QStringLiteral("changedSince"));
    //: shown in the empty "changed since" box: every component is printed
    m_changedSince->setPlaceholderText(tr("Everything"));
    m_changedSince->setToolTip(tr("Print only the components whose face differs from their face under the rules in "
                                  "this file, with their backs"));
    auto *browse = new QPushButton(tr("B&rowse…"));
    since->addWidget(m_changedSince, 1);
    since->addWidget(browse);
    auto *sinceLabel = new QLabel(tr("Only changed &since:"));
    sinceLabel->setBuddy(m_changedSince);
    form->addRow(sinceLabel, since);
    m_dpi = new QSpinBox;
    m_dpi->setRange(sheets::MinimumDpi, sheets::MaximumDpi);
    m_dpi->setSingleStep(50);
    //: Unit after a resolution
    m_dpi->setSuffix(tr(" dpi"));
    form->addRow(tr("PNG &resolution:"), m_dpi);
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    form->addRow(m_summary);

    auto *scroll = new QScrollArea;
    scroll->setWidget(settings);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(300);

    m_previewPrinter = std::make_unique<QPrinter>(QPrinter::ScreenResolution);
    m_preview = new QPrintPreviewWidget(m_previewPrinter.get(), this);
    m_preview->setObjectName(QStringLiteral("preview"));
    connect(m_preview, &QPrintPreviewWidget::paintRequested, this, &PrintComponentsDialog::paintPreview);
    auto *splitter = new QSplitter;
    splitter->addWidget(scroll);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(1, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    const auto addButton = [&](const QString &text, void (PrintComponentsDialog::*slot)()) {
        QPushButton *button = buttons->addButton(text, QDialogButtonBox::ActionRole);
        connect(button, &QPushButton::clicked, this, slot);
        m_outputButtons.append(button);
        return button;
    };
    addButton(tr("&Print…"), &PrintComponentsDialog::print)->setDefault(true);
    addButton(tr("Export P&DF…"), &PrintComponentsDialog::exportPdf);
    addButton(tr("Export S&VG…"), &PrintComponentsDialog::exportSvg);
    addButton(tr("Export PN&G…"), &PrintComponentsDialog::exportPng);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    resize(1000, 720);

    for (QComboBox *box : {m_paper, m_orientation, m_marks, m_duplex})
        connect(box, &QComboBox::currentIndexChanged, this, &PrintComponentsDialog::scheduleRefresh);
    for (QDoubleSpinBox *box : {m_margin, m_bleed, m_offsetX, m_offsetY})
        connect(box, &QDoubleSpinBox::valueChanged, this, &PrintComponentsDialog::scheduleRefresh);
    connect(m_calibration, &QCheckBox::toggled, this, &PrintComponentsDialog::scheduleRefresh);
    connect(m_dpi, &QSpinBox::valueChanged, this, [this]() { saveSettings(); });
    connect(m_groups, &QListWidget::itemChanged, this, &PrintComponentsDialog::scheduleRefresh);
    connect(m_changedSince, &QLineEdit::textChanged, this, &PrintComponentsDialog::scheduleRefresh);
    connect(browse, &QPushButton::clicked, this, [this]() {
        const QString file = QFileDialog::getOpenFileName(this, tr("Print What Changed Since"), m_changedSince->text(),
                                                          tr("Rulesets (*.json);;All files (*)"));
        if (!file.isEmpty())
            m_changedSince->setText(QDir::toNativeSeparators(file));
    });
}

QString PrintComponentsDialog::settingsGroup() const
{
    return SettingsGroup + u'/' + m_rules->module().id();
}

void PrintComponentsDialog::loadSettings()
{
    m_loading = true;
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    const sheets::SheetSettings defaults = sheets::SheetSettings::defaults();
    const auto select = [](QComboBox *box, const QVariant &value) {
        const int index = box->findData(value);
        box->setCurrentIndex(std::max(0, index));
    };
    select(m_paper, settings.value(QStringLiteral("paper"), sheets::paperId(defaults.paper)));
    select(m_orientation, settings.value(QStringLiteral("orientation"), int(defaults.orientation)).toInt());
    m_margin->setValue(settings.value(QStringLiteral("margin"), defaults.margin).toDouble());
    m_bleed->setValue(settings.value(QStringLiteral("bleed"), defaults.bleed).toDouble());
    select(m_marks, settings.value(QStringLiteral("marks"), sheets::marksId(defaults.marks)));
    select(m_duplex, settings.value(QStringLiteral("duplex"), sheets::duplexId(defaults.duplex)));
    m_offsetX->setValue(settings.value(QStringLiteral("backOffsetX"), 0.0).toDouble());
    m_offsetY->setValue(settings.value(QStringLiteral("backOffsetY"), 0.0).toDouble());
    m_calibration->setChecked(settings.value(QStringLiteral("calibration"), false).toBool());
    m_dpi->setValue(settings.value(QStringLiteral("dpi"), 300).toInt());
    settings.endGroup();
    refreshGroups();
    m_loading = false;
}

void PrintComponentsDialog::saveSettings() const
{
    if (m_loading)
        return;
    QSettings settings;
    settings.beginGroup(SettingsGroup);
    settings.setValue(QStringLiteral("paper"), m_paper->currentData());
    settings.setValue(QStringLiteral("orientation"), m_orientation->currentData());
    settings.setValue(QStringLiteral("margin"), m_margin->value());
    settings.setValue(QStringLiteral("bleed"), m_bleed->value());
    settings.setValue(QStringLiteral("marks"), m_marks->currentData());
    settings.setValue(QStringLiteral("duplex"), m_duplex->currentData());
    settings.setValue(QStringLiteral("backOffsetX"), m_offsetX->value());
    settings.setValue(QStringLiteral("backOffsetY"), m_offsetY->value());
    settings.setValue(QStringLiteral("calibration"), m_calibration->isChecked());
    settings.setValue(QStringLiteral("dpi"), m_dpi->value());
    settings.endGroup();
    settings.setValue(settingsGroup() + QStringLiteral("/excludedGroups"), excludedGroups());
}

void PrintComponentsDialog::refreshGroups()
{
    // The game's groups, each ticked unless it was left out last time for this game.
    const bool loading = m_loading;
    m_loading = true;
    const QStringList excluded = QSettings().value(settingsGroup() + QStringLiteral("/excludedGroups")).toStringList();
    m_groups->clear();
    if (m_rules->isValid())
        for (const QString &group : sheets::componentGroups(m_rules->module().components(m_rules->ruleset()))) {
            auto *item = new QListWidgetItem(group, m_groups);
            item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
            item->setCheckState(excluded.contains(group) ? Qt::Unchecked : Qt::Checked);
        }
    m_loading = loading;
}

QStringList PrintComponentsDialog::excludedGroups() const
{
    QStringList excluded;
    for (int row = 0; row < m_groups->count(); ++row)
        if (m_groups->item(row)->checkState() != Qt::Checked)
            excluded.append(m_groups->item(row)->text());
    return excluded;
}

sheets::SheetSettings PrintComponentsDialog::currentSettings() const
{
    sheets::SheetSettings settings = sheets::SheetSettings::defaults();
    settings.paper = sheets::paperFromName(m_paper->currentData().toString()).value_or(settings.paper);
    settings.orientation = QPageLayout::Orientation(m_orientation->currentData().toInt());
    settings.margin = m_margin->value();
    settings.bleed = m_bleed->value();
    settings.marks = sheets::marksFromName(m_marks->currentData().toString()).value_or(settings.marks);
    settings.duplex = sheets::duplexFromName(m_duplex->currentData().toString()).value_or(settings.duplex);
    settings.backOffset = QPointF(m_offsetX->value(), m_offsetY->value());
    settings.calibrationPage = m_calibration->isChecked();
    return settings;
}

void PrintComponentsDialog::scheduleRefresh()
{
    if (!m_loading)
        m_refresh->start();
}

int PrintComponentsDialog::pageCount() const
{
    return m_plan ? int(m_plan->pages.size()) : 0;
}

void PrintComponentsDialog::refreshNow()
{
    m_refresh->stop();
    saveSettings();
    m_job.reset();
    m_plan.reset();
    m_problemText.clear();
    Problems problems;
    if (!m_rules->isValid()) {
        m_problemText = tr("The rules have errors; see the issues list in the Rules panel.");
    } else {
        sheets::SheetJob job = sheets::jobFor(m_rules->module(), m_rules->ruleset(), currentSettings());
        QStringList groups;
        for (int row = 0; row < m_groups->count(); ++row)
            if (m_groups->item(row)->checkState() == Qt::Checked)
                groups.append(m_groups->item(row)->text());
        const QString since = m_changedSince->text().trimmed();
        if (!since.isEmpty()) {
            Problems sinceProblems(since);
            const auto before = Ruleset::load(QDir::fromNativeSeparators(since), sinceProblems);
            if (!before || before->gameId() != m_rules->module().id())
                m_problemText = before ? tr("%1 holds the rules of another game.").arg(since)
                                       : tr("Cannot read %1: %2").arg(since, sinceProblems.firstError());
            else
                job.copies = sheets::changedSince(job.components, m_rules->module().components(*before));
        }
        sheets::keepOnly(job, groups.isEmpty() ? QStringList{QString()} : groups, {});
        if (m_problemText.isEmpty()) {
            m_plan = sheets::planSheets(job, problems);
            if (m_plan)
                m_job = std::move(job);
            else
                m_problemText = problems.summary();
        }
    }
    const int pieces = m_plan ? m_plan->placementCount(false) : 0;
    if (!m_problemText.isEmpty())
        m_summary->setText(tr("Nothing can be printed:\n%1").arg(m_problemText));
    else if (pieces == 0 && !m_job->settings.calibrationPage)
        m_summary->setText(tr("Nothing to print: no component is chosen, or none changed."));
    else
        m_summary->setText(tr("%n page(s), ", nullptr, pageCount()) + tr("%n component(s) to cut out.", nullptr, pieces));
    m_summary->setStyleSheet(m_problemText.isEmpty() ? QString() : QStringLiteral("color: #b00020;"));
    for (QPushButton *button : std::as_const(m_outputButtons))
        button->setEnabled(m_plan && (pieces > 0 || m_job->settings.calibrationPage));
    m_preview->updatePreview();
}

void PrintComponentsDialog::setupPrinter(QPrinter *printer) const
{
    const sheets::SheetSettings settings = m_job ? m_job->settings : currentSettings();
    printer->setFullPage(true);
    printer->setPageLayout(QPageLayout(QPageSize(settings.paper), settings.orientation, QMarginsF(0, 0, 0, 0)));
    printer->setDuplex(settings.duplex == sheets::SheetSettings::Duplex::LongEdge    ? QPrinter::DuplexLongSide
                       : settings.duplex == sheets::SheetSettings::Duplex::ShortEdge ? QPrinter::DuplexShortSide
                                                                                     : QPrinter::DuplexNone);
    printer->setDocName(m_job ? tr("%1: components").arg(m_job->gameName) : tr("Components"));
}

void PrintComponentsDialog::paintPreview(QPrinter *printer)
{
    setupPrinter(printer);
    paintSheets(printer);
}

void PrintComponentsDialog::paintSheets(QPrinter *printer)
{
    QPainter painter(printer);
    if (!m_plan || !m_job)
        return; // an empty page: the summary says why
    sheets::SheetPainter pages(*m_job, *m_plan);
    const double scale = sheets::SheetPainter::scaleFor(printer->resolution());
    for (int index = 0; index < pages.pageCount(); ++index) {
        if (index > 0)
            printer->newPage();
        painter.save();
        painter.scale(scale, scale);
        pages.paintPage(painter, index);
        painter.restore();
    }
}

void PrintComponentsDialog::print()
{
    refreshNow();
    if (!m_plan)
        return;
    QPrinter printer(QPrinter::HighResolution);
    setupPrinter(&printer);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print Components"));
    if (noDialogs(this) || dialog.exec() != QDialog::Accepted)
        return;
    // The person may have changed the paper in the printer's dialog: print at 100 %, as laid out.
    printer.setFullPage(true);
    paintSheets(&printer);
}

bool PrintComponentsDialog::exportTo(const QString &fileName, sheets::SheetFormat format)
{
    refreshNow();
    if (!m_plan || !m_job)
        return false;
    Problems problems;
    const auto result = sheets::exportSheets(*m_job, *m_plan, {format, fileName, m_dpi->value()}, problems);
    if (!result) {
        if (!noDialogs(this))
            QMessageBox::warning(this, tr("Export Failed"), problems.summary());
        return false;
    }
    m_summary->setText(tr("Wrote %n file(s), ", nullptr, int(result->files.size()))
                       + tr("%1 KiB: %2").arg((result->bytes + 1023) / 1024).arg(QDir::toNativeSeparators(result->files.value(0))));
    return true;
}

void PrintComponentsDialog::exportAs(sheets::SheetFormat format, const QString &filter)
{
    QSettings settings;
    const QString folder = settings.value(SettingsGroup + QStringLiteral("/folder"), QDir::homePath()).toString();
    const QString suggested = QDir(folder).filePath(QStringLiteral("%1-components.%2")
                                                         .arg(m_rules->module().id(), sheets::formatId(format)));
    const QString file = QFileDialog::getSaveFileName(this, tr("Export Components"), suggested, filter);
    if (file.isEmpty())
        return;
    settings.setValue(SettingsGroup + QStringLiteral("/folder"), QFileInfo(file).absolutePath());
    exportTo(file, format);
}

void PrintComponentsDialog::exportPdf()
{
    exportAs(sheets::SheetFormat::Pdf, tr("PDF (*.pdf)"));
}

void PrintComponentsDialog::exportSvg()
{
    exportAs(sheets::SheetFormat::Svg, tr("SVG, one file per page (*.svg)"));
}

void PrintComponentsDialog::exportPng()
{
    exportAs(sheets::SheetFormat::Png, tr("PNG, one file per page (*.png)"));
}

} // namespace isle::app
