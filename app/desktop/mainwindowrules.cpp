// The rule editor and the balance lab beside the board (issue "scenario and rule
// editor"): one RulesetDocument that new games are played under, and "Replay now",
// which replays the game in progress under the edited rules, at once after every edit
// when "Replay After Every Edit" is on. The document follows the game being played:
// when a game of another game module starts or is opened, the docks turn to its rules.
#include "mainwindow.h"

#include "balancelab.h"
#include "gamesession.h"
#include "recentfiles.h"
#include "ruleseteditor.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

namespace isle::app {

namespace {
QString pointsRow(const QString &label, const QList<int> &values)
{
    QString row = QStringLiteral("<tr><td>%1</td>").arg(label.toHtmlEscaped());
    for (const int value : values)
        row += QStringLiteral("<td align=\"right\">%1</td>").arg(value);
    return row + QStringLiteral("</tr>");
}
} // namespace

void MainWindow::createRulesDocks()
{
    // The editor starts on the first game this build plays, and follows the games played.
    const GameModule *module = GameRegistry::all().value(0);
    m_rules = new RulesetDocument(*module, this);
    m_editor = new RulesetEditor(m_rules);
    m_lab = new BalanceLab(m_rules);

    m_rulesDock = new QDockWidget(tr("Rules"), this);
    m_rulesDock->setObjectName(QStringLiteral("rulesDock"));
    m_rulesDock->setWidget(m_editor);
    m_labDock = new QDockWidget(tr("Balance Lab"), this);
    m_labDock->setObjectName(QStringLiteral("labDock"));
    m_labDock->setWidget(m_lab);
    // No minimum of their own: the editor and the lab wrap and scroll to fit a narrow dock,
    // and the person widens it by its edge.
    addDockWidget(Qt::RightDockWidgetArea, m_rulesDock);
    addDockWidget(Qt::RightDockWidgetArea, m_labDock);
    tabifyDockWidget(m_rulesDock, m_labDock);
    m_rulesDock->raise();
    // Players come for the board: the designer's panels open on demand (View menu, F9).
    m_rulesDock->hide();
    m_labDock->hide();
    m_rulesDock->toggleViewAction()->setShortcut(QKeySequence(Qt::Key_F9));

    // Edits come in bursts (a spin box held down): replay once they settle.
    m_replaySettle = new QTimer(this);
    m_replaySettle->setSingleShot(true);
    m_replaySettle->setInterval(150);
    connect(m_replaySettle, &QTimer::timeout, this, [this]() {
        if (m_autoReplayAction->isChecked() && rulesFitTheGame())
            replayNow(true);
    });
    const auto rulesChanged = [this]() {
        if (m_rules->isValid())
            m_session->setRuleset(m_rules->ruleset());
        m_replayAction->setEnabled(rulesFitTheGame());
        m_newWithRulesAction->setEnabled(m_rules->isValid());
        updateRulesTitle();
        m_replaySettle->start();
    };
    connect(m_rules, &RulesetDocument::changed, this, rulesChanged);
    connect(m_rules, &RulesetDocument::replaced, this, rulesChanged);
    connect(m_rules, &RulesetDocument::validityChanged, this, rulesChanged);
    connect(m_rules, &RulesetDocument::dirtyChanged, this, &MainWindow::updateRulesTitle);
    connect(m_rules, &RulesetDocument::titleChanged, this, &MainWindow::updateRulesTitle);
    m_session->setRuleset(m_rules->ruleset());
    // Queued: a question about unsaved rules comes after the new game is on the board,
    // not in the middle of starting it.
    connect(m_session, &GameSession::gameStarted, this, &MainWindow::followTheGame, Qt::QueuedConnection);
}

void MainWindow::followTheGame()
{
    const Game *game = m_session->game();
    if (!game || game->module().id() == m_rules->module().id())
        return;
    const QString from = m_rules->module().displayName();
    const QString to = game->module().displayName();
    if (m_rules->isDirty()) {
        // Without dialogs (tests) the edits are kept, as a person cancelling would keep them.
        if (!isVisible() || qEnvironmentVariableIsSet("ISLE_NO_DIALOGS")) {
            statusBar()->showMessage(tr("The Rules panel keeps its unsaved rules of %1.").arg(from), 6000);
            return;
        }
        QMessageBox box(QMessageBox::Question, tr("Unsaved Rules"),
                        tr("The Rules panel holds unsaved edits to the rules of %1. Save them before it turns to "
                           "the rules of %2?")
                            .arg(from, to),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setTextFormat(Qt::PlainText);
        box.setDefaultButton(QMessageBox::Save);
        box.button(QMessageBox::Cancel)->setText(tr("Keep Editing Them"));
        const int answer = box.exec();
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !m_editor->save()))
            return;
    }
    // The rules the game is played under: its module's defaults, or the edited ones a
    // record kept. Not tied to a file, so saving them asks for a name.
    m_rules->setRuleset(game->ruleset());
    m_replaySettle->stop(); // the game is played under these very rules: nothing to replay
    statusBar()->showMessage(tr("The Rules panel now edits the rules of %1.").arg(to), 4000);
}

bool MainWindow::rulesFitTheGame() const
{
    // The editor holds one game's rules; a game of another one cannot be replayed under them
    // (until the docks follow it: followTheGame).
    return m_session->hasGame() && m_rules->isValid() && m_session->game()->module().id() == m_rules->module().id();
}

void MainWindow::createRulesMenu()
{
    m_replayAction = new QAction(this);
    m_replayAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_replayAction, &QAction::triggered, this, [this]() { replayNow(false); });
    m_newWithRulesAction = new QAction(this);
    connect(m_newWithRulesAction, &QAction::triggered, this, &MainWindow::newGameWithRules);
    m_autoReplayAction = new QAction(this);
    m_autoReplayAction->setCheckable(true);
    m_autoReplayAction->setChecked(QSettings().value(QStringLiteral("autoReplay"), true).toBool());
    connect(m_autoReplayAction, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("autoReplay"), on); });

    QMenu *rules = new QMenu(this);
    m_rulesMenu = rules;
    menuBar()->insertMenu(menuBar()->actions().value(2), rules); // after Game and Edit
    rules->addAction(m_rulesDock->toggleViewAction());
    rules->addAction(m_labDock->toggleViewAction());
    rules->addSeparator();
    // The game's files own Ctrl+N, Ctrl+O and Ctrl+S in this window; the rules' files have their own keys.
    m_editor->newAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N));
    // New Rules offers a choice of game when several are registered (some at run time).
    connect(rules, &QMenu::aboutToShow, m_editor, &RulesetEditor::updateNewAction);
    rules->addAction(m_editor->newAction());
    m_editor->openAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_O));
    m_editor->saveAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    m_editor->saveAsAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_S));
    rules->addAction(m_editor->openAction());
    QMenu *recent = rules->addMenu(QString());
    m_recentRulesMenu = recent;
    connect(recent, &QMenu::aboutToShow, this, [this, recent]() {
        recent->clear();
        const QStringList files = RecentFiles::list(RecentFiles::Rulesets);
        for (int i = 0; i < files.size(); ++i) {
            const QString file = files.at(i);
            QAction *action = recent->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(file)));
            connect(action, &QAction::triggered, this, [this, file]() {
                if (!m_editor->maybeSave())
                    return;
                Problems problems(file);
                if (!m_editor->openFile(file, problems)) {
                    RecentFiles::remove(file, RecentFiles::Rulesets);
                    showError(tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(file), problems.summary()));
                }
            });
        }
        recent->setEnabled(!files.isEmpty());
        if (files.isEmpty())
            recent->addAction(tr("No recent rules"))->setEnabled(false);
    });
    // Every ruleset opened or saved under a name joins the list.
    connect(m_rules, &RulesetDocument::fileNameChanged, this, [](const QString &file) {
        if (!file.isEmpty())
            RecentFiles::add(file, RecentFiles::Rulesets);
    });
    rules->addAction(m_editor->saveAction());
    rules->addAction(m_editor->saveAsAction());
    rules->addSeparator();
    // The editor's own undo stack: rule edits are undone apart from game moves.
    m_ruleEditsSeparator = rules->addSeparator();
    createRuleEditActions();
    rules->addSeparator();
    rules->addAction(m_replayAction);
    rules->addAction(m_autoReplayAction);
    rules->addAction(m_newWithRulesAction);
    m_replayAction->setEnabled(false);
    connect(m_session, &GameSession::gameStarted, this,
            [this]() { m_replayAction->setEnabled(rulesFitTheGame()); });
    retranslateRulesMenu();
}

void MainWindow::createRuleEditActions()
{
    // The stack's actions take their prefix once ("Undo Rule Edit: …"): a new language
    // makes them again.
    delete m_undoRuleEditAction;
    delete m_redoRuleEditAction;
    m_undoRuleEditAction = m_editor->undoStack()->createUndoAction(this, tr("Undo Rule Edit"));
    m_redoRuleEditAction = m_editor->undoStack()->createRedoAction(this, tr("Redo Rule Edit"));
    m_undoRuleEditAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    m_redoRuleEditAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_Z));
    QAction *after = m_rulesMenu->actions().value(m_rulesMenu->actions().indexOf(m_ruleEditsSeparator) + 1);
    m_rulesMenu->insertAction(after, m_undoRuleEditAction);
    m_rulesMenu->insertAction(after, m_redoRuleEditAction);
}

void MainWindow::retranslateRulesMenu()
{
    m_rulesMenu->setTitle(tr("&Rules"));
    m_recentRulesMenu->setTitle(tr("Open &Recent Rules"));
    m_replayAction->setText(tr("&Replay Now"));
    m_replayAction->setStatusTip(tr("Replay the game in progress under the edited rules and compare the scores"));
    m_newWithRulesAction->setText(tr("&New Game with These Rules…"));
    m_newWithRulesAction->setStatusTip(tr("Start a new game under the rules in the editor"));
    m_autoReplayAction->setText(tr("Replay After Every &Edit"));
    m_autoReplayAction->setStatusTip(tr("Replay the game in progress whenever a rule changes"));
    updateRulesTitle();
}

void MainWindow::updateRulesTitle()
{
    if (!m_rulesDock || !m_rules)
        return;
    // Which game's rules the docks hold: they follow the game being played.
    const QString game = m_rules->module().displayName();
    //: The rules dock's title: %1 is the game, %2 the ruleset's name, %3 " *" when it has unsaved edits
    m_rulesDock->setWindowTitle(tr("Rules of %1: %2%3").arg(game, m_rules->title(), m_rules->isDirty() ? QStringLiteral(" *") : QString()));
    //: The balance lab dock's title: %1 is the game whose rules it plays
    m_labDock->setWindowTitle(tr("Balance Lab: %1").arg(game));
    // A dock's title also renames its menu item; the menu keeps its own short words.
    m_rulesDock->toggleViewAction()->setText(tr("&Rules Editor"));
    m_labDock->toggleViewAction()->setText(tr("&Balance Lab"));
}

void MainWindow::replayNow(bool quiet)
{
    // An edit's automatic replay still to come would only repeat this one ("7 before, 7 now").
    m_replaySettle->stop();
    if (!m_rules->isValid()) {
        showError(tr("The rules have errors; see the issues list in the Rules panel."));
        return;
    }
    const ReplayReport report = m_session->replayUnder(m_rules->ruleset());
    if (!report.replayed) {
        showError(report.reason);
        return;
    }
    if (report.complete) {
        QStringList before;
        QStringList after;
        for (const int score : report.oldScores)
            before.append(QString::number(score));
        for (const int score : report.newScores)
            after.append(QString::number(score));
        m_lastReplay = tr("Replayed %n decision(s) under the edited rules: %1 before, %2 now.", nullptr, report.decisions)
                           .arg(before.join(QStringLiteral(" – ")), after.join(QStringLiteral(" – ")));
    } else {
        m_lastReplay = tr("Under the edited rules the game stops at decision %1 (%2): %3.")
                           .arg(report.stoppedAt + 1)
                           .arg(report.stoppedDecision, report.reason);
    }
    statusBar()->showMessage(m_lastReplay, 8000);
    if (quiet || !isVisible() || qEnvironmentVariableIsSet("ISLE_NO_DIALOGS"))
        return;

    int rounds = 0;
    for (const QList<int> &side : report.oldRoundPoints)
        rounds = std::max(rounds, int(side.size()));
    for (const QList<int> &side : report.newRoundPoints)
        rounds = std::max(rounds, int(side.size()));
    if (rounds == 0) { // no round has ended: there are no round scores to set side by side
        QMessageBox box(QMessageBox::Information, tr("Replay Now"),
                        tr("%1\n\nNo round has finished yet, so there are no round scores to compare.").arg(m_lastReplay),
                        QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
        return;
    }
    QString html = QStringLiteral("<p>%1</p><table cellspacing=\"6\"><tr><th></th>").arg(m_lastReplay.toHtmlEscaped());
    for (int round = 0; round < rounds; ++round)
        //: a column heading of the replay report: the scores after round %1
        html += QStringLiteral("<th>%1</th>").arg(tr("Round %1").arg(round + 1).toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (int side = 0; side < report.oldRoundPoints.size() || side < report.newRoundPoints.size(); ++side) {
        html += pointsRow(tr("Side %1, before").arg(side + 1), report.oldRoundPoints.value(side));
        html += pointsRow(tr("Side %1, now").arg(side + 1), report.newRoundPoints.value(side));
    }
    html += QStringLiteral("</table>");
    QMessageBox box(QMessageBox::Information, tr("Replay Now"), html, QMessageBox::Ok, this);
    box.setTextFormat(Qt::RichText);
    box.exec();
}

void MainWindow::newGameWithRules()
{
    if (!m_rules->isValid()) {
        showError(tr("The rules have errors; see the issues list in the Rules panel."));
        return;
    }
    m_session->setRuleset(m_rules->ruleset());
    newGame();
}

} // namespace isle::app
