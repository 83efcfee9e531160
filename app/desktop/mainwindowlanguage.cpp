// The window in another language: Preferences, and every word set again when the
// language changes while it runs (menus, actions, docks, the board's QML, the editor).
#include "mainwindow.h"

#include "gamesession.h"
#include "preferencesdialog.h"

#include "ruleseteditor.h"

#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QQuickWidget>
#include <QStatusBar>

namespace isle::app {

void MainWindow::openPreferences()
{
    auto *dialog = findChild<PreferencesDialog *>();
    if (!dialog)
        dialog = new PreferencesDialog(this);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_newAction)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    retranslateActions();
    retranslateMenus();
    createRuleEditActions();
    retranslateRulesMenu();
    //: the title of the dock with the game log: the list of decisions so far (a noun)
    m_logDock->setWindowTitle(tr("Log"));
    QAction *toggle = m_logDock->toggleViewAction();
    toggle->setText(tr("&Log"));
    toggle->setStatusTip(tr("Show or hide the list of decisions so far"));
    if (auto *logView = qobject_cast<QQuickWidget *>(m_logDock->widget()))
        logView->setAccessibleName(tr("Game log"));
    m_board->setAccessibleName(tr("Game board"));
    m_status->setAccessibleName(tr("Game status"));
    statusBar()->clearMessage(); // a passing message in the old language
    // The session's own words (status, seats, choices) are made again in the new language,
    // and the board and the log are loaded again rather than retranslated in place:
    // re-evaluating their bindings in place (QQmlEngine::retranslate) left Qt 6.4's
    // Layouts holding a deleted item, which crashed the next resize.
    reloadViews([this]() { m_session->retranslate(); });
    updateActions();
}

} // namespace isle::app
