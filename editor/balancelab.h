#pragma once

#include "labjobs.h"
#include "models/rulesetdocument.h"

#include <QFutureWatcher>
#include <QPointer>
#include <QWidget>
#include <atomic>
#include <memory>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTimer;

namespace isle {

// Plays computer-vs-computer games under the document's rules, off the UI thread:
// a batch under the current rules, the current rules against the saved file's on the
// same seeds, or a sweep of one number (a parameter or a table cell) over a range.
// Results are charts: first-seat win rate with its 95 % interval, scores per seat,
// margins, game length, the figures the game declares (a chart per per-component figure,
// a table of per-game ones), the swept figure. It reads a document it
// does not own, so the main window can dock it beside the board, and follows it to
// another game's rules (variants, figures, targets); it fits a narrow, short dock (its
// rows wrap, and it scrolls).
class BalanceLab : public QWidget
{
    Q_OBJECT

public:
    explicit BalanceLab(RulesetDocument *document, QWidget *parent = nullptr);
    ~BalanceLab() override;

    void setGames(int games);
    void setVariant(const QString &variant);
    void setPlayers(const QString &first, const QString &second);
    void setSeed(int seed);
    // The sweep: a target from sweepTargets() (by label), a range and a figure; a
    // GameFigure is named by its DesignerFigure::id, and a per-component one by component id.
    bool setSweep(const QString &targetLabel, int from, int to, int step, SweepFigure::Kind figure,
                  const QString &figureId = {}, const QString &componentId = {});

    bool isRunning() const;
    const LabRun &lastRun() const { return m_last; }
    QTabWidget *charts() const { return m_charts; }

public Q_SLOTS:
    bool simulateCurrent();
    bool compareWithSaved();
    bool runSweep();
    void cancel();

Q_SIGNALS:
    void started();
    void finished();

private:
    SimulationConfig config() const;
    bool start(int total, std::function<LabRun(std::atomic<int> *, const std::atomic<bool> *)> job);
    void onFinished();
    void showRun();
    void setChart(QChartView *view, QChart *chart);
    void setFigureTabs(const DesignerFigures &declared);
    void sizeChartsToCurrent();
    void showFigureTable(const LabRun &run);
    void fitFigures();
    void refreshTargets();
    void refreshFigures();
    void followAnotherGame();
    void updateButtons();
    QWidget *buildSweepTab();
    QLabel *label(const char *source, QWidget *parent); // its text set again on a language change
    void retranslateStatic();
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;

private:

    QPointer<RulesetDocument> m_document;
    const GameModule *m_module = nullptr; // the game the variants and last run are of
    const GameModule *m_runModule = nullptr; // the game of the run under way
    QComboBox *m_variant;
    QComboBox *m_first;
    QComboBox *m_second;
    QSpinBox *m_games;
    QSpinBox *m_seed;
    QPushButton *m_simulate;
    QPushButton *m_compare;
    QPushButton *m_sweep;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_summary;
    QTableWidget *m_figures;
    QTabWidget *m_charts;
    QList<QChartView *> m_views; // the charts every game has, in tab order
    QChartView *m_sweepView;
    QWidget *m_sweepPage = nullptr;
    QList<std::pair<QLabel *, const char *>> m_labels; // and their source texts
    QList<QChartView *> m_figureViews; // one per per-component figure the game declares
    QStringList m_figureIds;
    DesignerFigures m_declared; // the game's, under the current rules and variant
    QComboBox *m_target;
    QSpinBox *m_from;
    QSpinBox *m_to;
    QSpinBox *m_step;
    QComboBox *m_figure;
    QTimer *m_poll;

    // Shared with the worker, which may outlive a run's widgets for a moment.
    struct Shared
    {
        std::atomic<int> done{0};
        std::atomic<bool> cancel{false};
    };
    std::shared_ptr<Shared> m_shared;
    QFutureWatcher<LabRun> m_watcher;
    LabRun m_last;
    QList<SweepTarget> m_targets;
};

} // namespace isle
