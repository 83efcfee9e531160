#include "balancelab.h"

#include "core/gamemodule.h"
#include "flowlayout.h"
#include "labcharts.h"
#include "models/rulesetdocument.h"
#include "models/rulesetvalues.h"
#include "players/player.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace isle {

namespace {
// The charts every game has come first; the game's own figures follow, the sweep last.
enum ChartTab { WinRateTab, ScoresTab, MarginTab, LengthTab, FixedTabs };
// The fixed tabs' titles, set again when the language changes.
constexpr const char *FixedTabTitles[FixedTabs] = {
    //: a chart's tab in the balance lab: how often the first seat wins
    QT_TRANSLATE_NOOP("isle::BalanceLab", "Win rate"),
    //: a chart's tab in the balance lab: the points of each seat
    QT_TRANSLATE_NOOP("isle::BalanceLab", "Scores"),
    //: a chart's tab in the balance lab: by how many points games are won
    QT_TRANSLATE_NOOP("isle::BalanceLab", "Margins"),
    //: a chart's tab in the balance lab: how many decisions a game takes
    QT_TRANSLATE_NOOP("isle::BalanceLab", "Length")};
constexpr int MinimumChartHeight = 240;

// A chart view that asks only for the room it needs: the lab's page scrolls below its
// preferred height, so a chart that preferred its scene's size would always scroll;
// instead the charts share whatever height the dock has. Names down the side (a figure
// per component) need a line each, or Qt Charts cuts them to "...": such a chart asks
// for that height.
class LabChartView : public QChartView
{
public:
    explicit LabChartView(QWidget *parent)
        : QChartView(parent)
    {
        setMinimumSize(0, 0);
    }

    // QChartView sets the chart's minimum as the view's whenever it is resized or given
    // a chart; an explicit minimum would outweigh the hint below (and hidden tabs).
    void setChartKeepingHint(QChart *chart)
    {
        setChart(chart);
        setMinimumSize(0, 0);
        updateGeometry();
    }

    QSize minimumSizeHint() const override
    {
        int height = MinimumChartHeight;
        if (QChart *shown = chart())
            for (QAbstractAxis *axis : shown->axes(Qt::Vertical))
                if (auto *names = qobject_cast<QBarCategoryAxis *>(axis))
                    height = std::max(height,
                                      130 + int(names->count()) * (QFontMetrics(names->labelsFont()).height() + 14));
        return {QChartView::minimumSizeHint().width(), height};
    }
    QSize sizeHint() const override { return minimumSizeHint().expandedTo(QSize(300, 0)); }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QChartView::resizeEvent(event);
        setMinimumSize(0, 0);
    }
};

// The charts' tabs prefer the height of the chart shown, not of the tallest one (a
// QTabWidget's size hint is its largest page's); see the size policies set below.
class ChartTabs : public QTabWidget
{
public:
    using QTabWidget::QTabWidget;
    QSize sizeHint() const override { return {QTabWidget::sizeHint().width(), minimumSizeHint().height()}; }
};

// A row of small widgets that flows onto a second line when the dock is narrow; labels
// in it are as tall as the boxes (`lineHeight`), so their text stays level with them.
QWidget *flowRow(QWidget *parent, std::initializer_list<QWidget *> widgets, int lineHeight)
{
    auto *row = new QWidget(parent);
    auto *layout = new FlowLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *widget : widgets) {
        if (auto *label = qobject_cast<QLabel *>(widget))
            label->setMinimumHeight(lineHeight);
        layout->addWidget(widget);
    }
    return row;
}

QString percent(double rate)
{
    return QString::number(rate * 100, 'f', 1) + QStringLiteral(" %");
}

QString number(double value, const QString &id)
{
    return id == u"firstSeatWinRate" ? percent(value) : QString::number(value, 'f', 2);
}

// The sweep's figure list names a game's figure by its index and component (-1 for a
// per-game figure) in one number, above the figures every game has.
constexpr int SweepItemBase = 1000;
int sweepItem(int figure, int component)
{
    return (figure + 1) * SweepItemBase + component + 1;
}
} // namespace

BalanceLab::BalanceLab(RulesetDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_variant(new QComboBox(this))
    , m_first(new QComboBox(this))
    , m_second(new QComboBox(this))
    , m_games(new QSpinBox(this))
    , m_seed(new QSpinBox(this))
    , m_simulate(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_sweep(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_progress(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_figures(new QTableWidget(this))
    , m_charts(new ChartTabs(this))
    , m_sweepView(nullptr)
    , m_target(new QComboBox(this))
    , m_from(new QSpinBox(this))
    , m_to(new QSpinBox(this))
    , m_step(new QSpinBox(this))
    , m_figure(new QComboBox(this))
    , m_poll(new QTimer(this))
    , m_shared(std::make_shared<Shared>())
{
    Q_ASSERT(document);
    followAnotherGame();
    for (const QString &name : playerNames()) {
        m_first->addItem(humanizeId(name), name);
        m_second->addItem(humanizeId(name), name);
    }
    setPlayers(QStringLiteral("greedy"), QStringLiteral("greedy"));
    m_games->setRange(2, 1000000);
    m_games->setValue(200);
    m_games->setSingleStep(100);
    m_seed->setRange(0, 2147483647);
    m_seed->setValue(1);

    // Everything scrolls in a short dock; in a narrow one the rows wrap: a field goes
    // under its label, the players and the buttons flow onto another line.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("labScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto *content = new QWidget(scroll);
    auto *layout = new QVBoxLayout(content);
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    //: a label in the balance lab, before the variant to play
    form->addRow(label(QT_TR_NOOP("Variant:"), content), m_variant);
    const int lineHeight = m_first->sizeHint().height();
    //: a label in the balance lab, before the two computer players
    form->addRow(label(QT_TR_NOOP("Players:"), content),
                 //: between the two computer players of the balance lab: "greedy against random"
                 flowRow(content, {m_first, label(QT_TR_NOOP("against"), content), m_second}, lineHeight));
    //: a label in the balance lab, before the number of games to play
    form->addRow(label(QT_TR_NOOP("Games:"), content),
                 //: before the random seed's box in the balance lab: "200 games, seed 1"
                 flowRow(content, {m_games, label(QT_TR_NOOP("seed"), content), m_seed}, lineHeight));
    layout->addLayout(form);

    layout->addWidget(flowRow(content, {m_simulate, m_compare, m_cancel}, lineHeight));
    m_progress->setTextVisible(true);
    m_progress->hide(); // until the first run
    layout->addWidget(m_progress);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);

    m_figures->setColumnCount(4);
    m_figures->verticalHeader()->hide();
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_figures->horizontalHeader()->setStretchLastSection(false); // a column cut short wraps badly
    m_figures->setWordWrap(false);
    m_figures->verticalHeader()->setDefaultSectionSize(m_figures->fontMetrics().height() + 8);
    m_figures->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_figures->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // Every row shows; the height makes room for the sideways scroll bar of a narrow dock.
    connect(m_figures->horizontalScrollBar(), &QScrollBar::rangeChanged, this, &BalanceLab::fitFigures);
    m_figures->hide();
    layout->addWidget(m_figures);

    m_charts->setUsesScrollButtons(true);
    for (int tab = 0; tab < FixedTabs; ++tab) {
        auto *view = new LabChartView(content);
        view->setRenderHint(QPainter::Antialiasing);
        m_views.append(view);
        m_charts->addTab(view, QString());
    }
    m_sweepView = new LabChartView(content);
    m_sweepView->setRenderHint(QPainter::Antialiasing);
    m_sweepPage = buildSweepTab();
    m_charts->addTab(m_sweepPage, QString());
    layout->addWidget(m_charts, 1);
    connect(m_charts, &QTabWidget::currentChanged, this, &BalanceLab::sizeChartsToCurrent);
    sizeChartsToCurrent();
    scroll->setWidget(content);

    connect(m_simulate, &QPushButton::clicked, this, &BalanceLab::simulateCurrent);
    connect(m_compare, &QPushButton::clicked, this, &BalanceLab::compareWithSaved);
    connect(m_sweep, &QPushButton::clicked, this, &BalanceLab::runSweep);
    connect(m_cancel, &QPushButton::clicked, this, &BalanceLab::cancel);
    connect(&m_watcher, &QFutureWatcher<LabRun>::finished, this, &BalanceLab::onFinished);
    connect(m_variant, &QComboBox::currentIndexChanged, this, &BalanceLab::refreshFigures);
    connect(document, &RulesetDocument::validityChanged, this, &BalanceLab::updateButtons);
    connect(document, &RulesetDocument::dirtyChanged, this, &BalanceLab::updateButtons);
    connect(document, &RulesetDocument::replaced, this, [this] {
        followAnotherGame();
        refreshTargets();
        refreshFigures();
    });
    connect(document, &RulesetDocument::changed, this, [this](const QString &key) {
        const ParamSpec *spec = m_document->schema().param(key);
        if (spec && spec->type == ParamType::Table)
            refreshTargets(); // rows come and go
    });
    m_poll->setInterval(100);
    connect(m_poll, &QTimer::timeout, this, [this] { m_progress->setValue(m_shared->done.load()); });

    retranslateStatic();
    refreshTargets();
    refreshFigures();
    showRun();
    updateButtons();
}

QLabel *BalanceLab::label(const char *source, QWidget *parent)
{
    auto *made = new QLabel(parent);
    m_labels.append({made, source});
    return made;
}

void BalanceLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void BalanceLab::retranslateStatic()
{
    for (const auto &[made, source] : std::as_const(m_labels))
        made->setText(tr(source));
    m_simulate->setText(tr("Play these rules"));
    m_simulate->setToolTip(tr("Play the games under the rules as they are now"));
    m_compare->setText(tr("Compare with saved"));
    //: a button of the balance lab's sweep: play games for each value of the range
    m_sweep->setText(tr("Run sweep"));
    m_cancel->setText(tr("Cancel"));
    m_games->setToolTip(tr("Games per batch; a comparison plays this many under each ruleset"));
    m_seed->setToolTip(tr("The same seed deals the same games"));
    m_target->setToolTip(tr("The number to vary: a parameter or a cell of a table"));
    for (int tab = 0; tab < FixedTabs; ++tab)
        m_charts->setTabText(tab, tr(FixedTabTitles[tab]));
    //: the balance lab's tab that plays games over a range of one number
    m_charts->setTabText(m_charts->indexOf(m_sweepPage), tr("Sweep"));
}

// The language changed: every word the lab shows is set again in place (the widgets, the
// game's names for its variants, targets and figures, the charts and the summary of the
// last run); the choices made in it and the last run stay.
void BalanceLab::retranslate()
{
    retranslateStatic();
    for (int index = 0; index < m_variant->count(); ++index)
        m_variant->setItemText(index, m_module->variantName(m_variant->itemData(index).toString()));
    const QList<SweepTarget> targets = sweepTargets(m_document->schema(), m_document->ruleset());
    if (targets.size() == m_targets.size()) {
        m_targets = targets;
        for (int index = 0; index < m_targets.size(); ++index)
            m_target->setItemText(index, m_targets.at(index).label);
    } else {
        refreshTargets();
    }
    const int tab = m_charts->currentIndex();
    refreshFigures();
    showRun();
    m_charts->setCurrentIndex(tab);
    updateButtons();
}

BalanceLab::~BalanceLab()
{
    // The worker reads only its own copies and the shared flags; stop it and wait so
    // no thread outlives the application.
    m_shared->cancel = true;
    m_watcher.waitForFinished();
}

void BalanceLab::followAnotherGame()
{
    if (&m_document->module() == m_module)
        return;
    const bool first = m_module == nullptr;
    m_module = &m_document->module();
    {
        // The figures are asked again below, once, for the new game's first variant.
        QSignalBlocker blocker(m_variant);
        m_variant->clear();
        for (const QString &variant : m_module->variants())
            m_variant->addItem(m_module->variantName(variant), variant);
    }
    if (first)
        return;
    // A run of the other game's rules says nothing about these: stop it and forget it.
    m_shared->cancel = true;
    m_last = LabRun();
    showRun();
}

QWidget *BalanceLab::buildSweepTab()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_target->setMaxVisibleItems(20);
    m_target->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_target->setMinimumContentsLength(14);
    //: the balance lab's sweep: the number to vary
    form->addRow(label(QT_TR_NOOP("Vary:"), page), m_target);
    // "8 to 12 step 2", and the figure with its button.
    const int lineHeight = m_from->sizeHint().height();
    //: the balance lab's sweep: "From: 8 to 12 step 2"
    form->addRow(label(QT_TR_NOOP("From:"), page),
                 //: the balance lab's sweep: "From: 8 to 12 step 2"
                 flowRow(page, {m_from, label(QT_TR_NOOP("to"), page), m_to,
                                //: the balance lab's sweep: "From: 8 to 12 step 2"
                                label(QT_TR_NOOP("step"), page), m_step},
                         lineHeight));
    //: the balance lab's sweep: the figure to draw against the varied number
    form->addRow(label(QT_TR_NOOP("Plot:"), page), flowRow(page, {m_figure, m_sweep}, lineHeight));
    layout->addLayout(form);
    m_step->setRange(1, 1000);
    connect(m_target, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index < 0 || index >= m_targets.size())
            return;
        const SweepTarget &target = m_targets.at(index);
        const int current = target.valueIn(m_document->ruleset());
        for (QSpinBox *spin : {m_from, m_to}) {
            spin->setRange(target.min, target.max);
        }
        m_from->setValue(std::max(target.min, current - 4));
        m_to->setValue(std::min(target.max, current + 4));
        m_step->setValue(1);
    });
    layout->addWidget(m_sweepView, 1);
    return page;
}

void BalanceLab::refreshTargets()
{
    const QString current = m_target->currentText();
    m_targets = sweepTargets(m_document->schema(), m_document->ruleset());
    QSignalBlocker blocker(m_target);
    m_target->clear();
    for (const SweepTarget &target : std::as_const(m_targets))
        m_target->addItem(target.label);
    const int index = m_target->findText(current);
    blocker.unblock(); // let the range follow the selection below
    m_target->setCurrentIndex(-1);
    m_target->setCurrentIndex(index >= 0 ? index : 0);
}

void BalanceLab::refreshFigures()
{
    const QVariant current = m_figure->currentData();
    m_figure->clear();
    m_figure->addItem(tr("First seat's win rate"), int(SweepFigure::FirstSeatWinRate));
    m_figure->addItem(tr("First seat's margin"), int(SweepFigure::MeanMargin));
    m_figure->addItem(tr("Game length"), int(SweepFigure::GameLength));
    // The figures the game declares in this variant, asked of a game under these rules.
    Problems problems;
    const auto game = m_document->module().newGame(m_document->ruleset(), m_variant->currentData().toString(), 1,
                                                    problems);
    m_declared = game ? game->designerFigures() : DesignerFigures();
    for (int index = 0; index < m_declared.figures.size(); ++index) {
        const DesignerFigure &figure = m_declared.figures.at(index);
        if (figure.kind == DesignerFigure::PerGame) {
            m_figure->addItem(figure.label, sweepItem(index, -1));
            continue;
        }
        for (const int component : figure.components)
            if (component >= 0 && component < m_declared.components.size())
                //: %1 is one component of the game (a piece, a card), %2 the name of a figure about it
                m_figure->addItem(tr("%1: %2").arg(m_declared.components.at(component).name, figure.label),
                                  sweepItem(index, component));
    }
    const int index = m_figure->findData(current);
    m_figure->setCurrentIndex(index >= 0 ? index : 0);
    setFigureTabs(m_declared);
}

void BalanceLab::setFigureTabs(const DesignerFigures &declared)
{
    QStringList ids;
    QList<const DesignerFigure *> figures;
    for (const DesignerFigure &figure : declared.figures) {
        if (figure.kind == DesignerFigure::PerComponent) {
            ids.append(figure.id);
            figures.append(&figure);
        }
    }
    if (ids != m_figureIds) {
        for (QChartView *view : std::as_const(m_figureViews)) {
            m_charts->removeTab(m_charts->indexOf(view));
            delete view;
        }
        m_figureViews.clear();
        m_figureIds = ids;
        for (qsizetype i = 0; i < figures.size(); ++i) {
            auto *view = new LabChartView(m_charts);
            view->setRenderHint(QPainter::Antialiasing);
            m_figureViews.append(view);
            const int tab = m_charts->insertTab(FixedTabs + int(i), view, figures.at(i)->label);
            m_charts->setTabToolTip(tab, figures.at(i)->description);
        }
        sizeChartsToCurrent();
    }
    // The same figures may have new names (another language): the tabs take them.
    for (qsizetype i = 0; i < m_figureViews.size(); ++i) {
        const int tab = m_charts->indexOf(m_figureViews.at(i));
        m_charts->setTabText(tab, figures.at(i)->label);
        m_charts->setTabToolTip(tab, figures.at(i)->description);
    }
    for (qsizetype i = 0; i < m_figureViews.size(); ++i)
        setChart(m_figureViews.at(i), componentFigureChart(m_last, m_figureIds.at(i)));
}

void BalanceLab::sizeChartsToCurrent()
{
    // Only the chart shown counts for the lab's height: a tall hidden one (many names)
    // would otherwise make every tab scroll.
    const int current = m_charts->currentIndex();
    for (int tab = 0; tab < m_charts->count(); ++tab) {
        QWidget *page = m_charts->widget(tab);
        page->setSizePolicy(page->sizePolicy().horizontalPolicy(),
                            tab == current ? QSizePolicy::Expanding : QSizePolicy::Ignored);
    }
}

void BalanceLab::setGames(int games)
{
    m_games->setValue(games);
}

void BalanceLab::setVariant(const QString &variant)
{
    const int index = m_variant->findData(variant);
    if (index >= 0)
        m_variant->setCurrentIndex(index);
}

void BalanceLab::setPlayers(const QString &first, const QString &second)
{
    m_first->setCurrentIndex(std::max(0, m_first->findData(first)));
    m_second->setCurrentIndex(std::max(0, m_second->findData(second)));
}

void BalanceLab::setSeed(int seed)
{
    m_seed->setValue(seed);
}

bool BalanceLab::setSweep(const QString &targetLabel, int from, int to, int step, SweepFigure::Kind figure,
                          const QString &figureId, const QString &componentId)
{
    const int target = m_target->findText(targetLabel);
    if (target < 0)
        return false;
    m_target->setCurrentIndex(target);
    m_from->setValue(from);
    m_to->setValue(to);
    m_step->setValue(step);
    const QVariant wanted = figure == SweepFigure::GameFigure
        ? QVariant(sweepItem(m_declared.indexOf(figureId),
                             componentId.isEmpty() ? -1 : m_declared.componentIndex(componentId)))
        : QVariant(int(figure));
    const int index = m_declared.indexOf(figureId) < 0 && figure == SweepFigure::GameFigure ? -1
                                                                                            : m_figure->findData(wanted);
    if (index < 0)
        return false;
    m_figure->setCurrentIndex(index);
    return true;
}

bool BalanceLab::isRunning() const
{
    return m_watcher.isRunning();
}

SimulationConfig BalanceLab::config() const
{
    SimulationConfig config;
    config.gameId = m_document->module().id();
    config.variant = m_variant->currentData().toString();
    config.ruleset = m_document->ruleset();
    config.players = {m_first->currentData().toString(), m_second->currentData().toString()};
    config.games = m_games->value();
    config.seed = std::uint64_t(m_seed->value());
    config.threads = std::max(1, QThread::idealThreadCount());
    return config;
}

bool BalanceLab::simulateCurrent()
{
    const SimulationConfig settings = config();
    return start(settings.games, [settings](std::atomic<int> *done, const std::atomic<bool> *stop) {
        return runSimulation(settings, done, stop);
    });
}

bool BalanceLab::compareWithSaved()
{
    const SimulationConfig settings = config();
    const Ruleset saved = m_document->savedRuleset();
    const Ruleset current = m_document->ruleset();
    return start(settings.games * 2, [settings, saved, current](std::atomic<int> *done, const std::atomic<bool> *stop) {
        return runComparison(settings, saved, current, done, stop);
    });
}

bool BalanceLab::runSweep()
{
    const int index = m_target->currentIndex();
    if (index < 0 || index >= m_targets.size())
        return false;
    const SweepTarget target = m_targets.at(index);
    QList<int> values;
    for (int value = m_from->value(); value <= m_to->value() && values.size() < 200; value += m_step->value())
        values.append(value);
    if (values.isEmpty()) {
        m_summary->setText(tr("The range is empty: \"from\" is above \"to\"."));
        return false;
    }
    SweepFigure figure;
    const int item = m_figure->currentData().toInt();
    if (item >= SweepItemBase) {
        figure.kind = SweepFigure::GameFigure;
        figure.figure = item / SweepItemBase - 1;
        figure.component = item % SweepItemBase - 1;
    } else {
        figure.kind = SweepFigure::Kind(item);
    }
    figure.label = m_figure->currentText();
    if (figure.kind == SweepFigure::FirstSeatWinRate)
        figure.label += tr(" (0 to 1)");
    const SimulationConfig settings = config();
    return start(settings.games * int(values.size()),
                 [settings, target, values, figure](std::atomic<int> *done, const std::atomic<bool> *stop) {
                     return isle::runSweep(settings, target, values, figure, done, stop);
                 });
}

bool BalanceLab::start(int total, std::function<LabRun(std::atomic<int> *, const std::atomic<bool> *)> job)
{
    if (isRunning())
        return false;
    if (!m_document->isValid()) {
        m_summary->setText(tr("The current rules have errors (see the problem list); fix them before playing."));
        return false;
    }
    // A fresh pair of flags per run: a cancelled worker still finishing holds the old one.
    m_shared = std::make_shared<Shared>();
    m_runModule = m_module;
    m_progress->show();
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_summary->setText(tr("Playing %1 games…").arg(total));
    const std::shared_ptr<Shared> shared = m_shared;
    m_watcher.setFuture(QtConcurrent::run([shared, job] { return job(&shared->done, &shared->cancel); }));
    m_poll->start();
    updateButtons();
    Q_EMIT started();
    return true;
}

void BalanceLab::cancel()
{
    m_shared->cancel = true;
}

void BalanceLab::onFinished()
{
    m_poll->stop();
    m_progress->hide(); // the summary tells how it went
    if (m_runModule != m_module) { // cancelled when the rules turned to another game
        updateButtons();
        Q_EMIT finished();
        return;
    }
    m_last = m_watcher.result();
    m_progress->setValue(m_shared->done.load());
    showRun();
    updateButtons();
    Q_EMIT finished();
}

void BalanceLab::fitFigures()
{
    int height = m_figures->horizontalHeader()->sizeHint().height() + 2 * m_figures->frameWidth();
    for (int row = 0; row < m_figures->rowCount(); ++row)
        height += m_figures->rowHeight(row);
    if (m_figures->horizontalScrollBar()->maximum() > m_figures->horizontalScrollBar()->minimum())
        height += m_figures->horizontalScrollBar()->sizeHint().height();
    m_figures->setFixedHeight(height);
}

void BalanceLab::setChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    static_cast<LabChartView *>(view)->setChartKeepingHint(chart); // its minimum height follows the chart
    delete old;
}

void BalanceLab::showRun()
{
    const LabRun &run = m_last;
    setChart(m_views.at(WinRateTab), winRateChart(run));
    setChart(m_views.at(ScoresTab), scoreChart(run));
    setChart(m_views.at(MarginTab), marginHistogram(run));
    setChart(m_views.at(LengthTab), gameLengthChart(run));
    for (qsizetype i = 0; i < m_figureViews.size(); ++i)
        setChart(m_figureViews.at(i), componentFigureChart(run, m_figureIds.at(i)));
    setChart(m_sweepView, sweepChart(run));

    showFigureTable(run);
    QString summary;
    if (!run.error.isEmpty()) {
        summary = tr("The games could not be played: %1").arg(run.error);
    } else if (run.kind == LabRun::Simulation && run.simulation.games > 0) {
        const SweepPoint rate = firstSeatInterval(run.simulation);
        summary = tr("Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); "
                     "%5 of the games are drawn; a game takes %6 decisions on average.")
                      .arg(run.simulation.games)
                      .arg(percent(rate.mean), percent(rate.low), percent(rate.high), percent(run.simulation.drawRate()))
                      .arg(run.simulation.meanDecisions(), 0, 'f', 1);
    } else if (run.kind == LabRun::Comparison && run.comparison.games > 0) {
        summary = tr("Games under each ruleset: %1, on the same seeds; the change is the current rules minus the "
                     "saved ones.")
                      .arg(run.comparison.games);
    } else if (run.kind == LabRun::Sweep && !run.sweep.isEmpty()) {
        int refused = 0;
        for (const SweepPoint &point : run.sweep)
            refused += point.valid ? 0 : 1;
        summary = tr("%1 swept over %2 values.").arg(run.sweepLabel).arg(run.sweep.size());
        if (refused > 0)
            summary += u' ' + tr("Values that break the rules, not played: %1.").arg(refused);
        m_charts->setCurrentIndex(m_charts->count() - 1);
    } else {
        summary = tr("Play games between computer players to see how the rules balance.");
    }
    if (run.cancelled)
        summary = tr("Cancelled; the figures cover the games finished so far.") + u' ' + summary;
    m_summary->setText(summary);
}

void BalanceLab::showFigureTable(const LabRun &run)
{
    // After a comparison: every compared figure, then the game's per-game figures known
    // only as totals (rates). After a simulation: the game's per-game figures.
    QList<QStringList> rows;
    QList<bool> real; // the change's interval excludes 0
    const bool comparison = run.kind == LabRun::Comparison && run.comparison.games > 0;
    const bool simulation = run.kind == LabRun::Simulation && run.simulation.games > 0;
    QStringList shown;
    if (comparison) {
        for (const ComparedFigure &figure : run.comparison.figures) {
            const QString change = tr("%1 (%2 to %3)").arg(number(figure.difference, figure.id),
                                                           number(figure.low, figure.id), number(figure.high, figure.id));
            rows.append({figure.name, number(figure.meanA, figure.id), number(figure.meanB, figure.id), change});
            real.append(figure.low > 0 || figure.high < 0);
            shown.append(figure.id);
        }
    }
    const SimulationResult &result = comparison ? run.comparison.a : run.simulation;
    if (comparison || simulation) {
        for (int index = 0; index < result.figures.figures.size(); ++index) {
            const DesignerFigure &figure = result.figures.figures.at(index);
            if (figure.kind != DesignerFigure::PerGame || shown.contains(figure.id))
                continue;
            QStringList row{figure.label, number(result.figure(index), figure.id)};
            if (comparison)
                row << number(run.comparison.b.figure(index), figure.id) << QString();
            rows.append(row);
            real.append(false);
        }
    }
    m_figures->setVisible(!rows.isEmpty());
    if (rows.isEmpty())
        return;
    const QStringList headers = comparison
        ? QStringList{tr("Figure"), tr("Saved"), tr("Current"), tr("Change (95 % interval)")}
        : QStringList{tr("Figure"), tr("Value")};
    m_figures->clearContents();
    m_figures->setColumnCount(int(headers.size()));
    m_figures->setHorizontalHeaderLabels(headers);
    m_figures->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        for (int column = 0; column < rows.at(row).size(); ++column)
            m_figures->setItem(row, column, new QTableWidgetItem(rows.at(row).at(column)));
        // An interval that excludes 0 is a difference luck hardly explains.
        if (real.at(row))
            m_figures->item(row, 3)->setToolTip(tr("The interval does not contain 0: a real difference"));
    }
    fitFigures();
}

void BalanceLab::updateButtons()
{
    const bool running = isRunning();
    const bool valid = m_document && m_document->isValid();
    m_simulate->setEnabled(!running && valid);
    m_compare->setEnabled(!running && valid && m_document->isDirty());
    m_compare->setToolTip(m_document && m_document->isDirty()
                              ? tr("Play the same seeds under the saved rules and the rules as they are now")
                              : tr("Change the rules first: they are the same as the saved ones"));
    m_sweep->setEnabled(!running && valid);
    m_cancel->setEnabled(running);
    for (QWidget *widget : std::initializer_list<QWidget *>{m_variant, m_first, m_second, m_games, m_seed})
        widget->setEnabled(!running);
}

} // namespace isle
