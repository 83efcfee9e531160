// The window in another language: Preferences, and every word set again when the
// language changes while it runs (menus, actions, docks, the board's QML, the editor).
#include "mainwindow.h"

#include "gamesession.h"
#include "languages.h"
#include "preferencesdialog.h"

#include "balancelab.h"
#include "ruleseteditor.h"

#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QQmlEngine>
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
    m_logDock->setWindowTitle(tr("Log"));
    QAction *toggle = m_logDock->toggleViewAction();
    toggle->setText(tr("&Log"));
    toggle->setStatusTip(tr("Show or hide the list of decisions so far"));
    if (auto *log = qobject_cast<QQuickWidget *>(m_logDock->widget()))
        log->setAccessibleName(tr("Game log"));
    // The lab's forms, tabs and charts are made once: an idle lab is made again in the new
    // language (its last run is dropped); a running one keeps its words until it is done.
    if (!m_lab->isRunning()) {
        delete m_lab;
        m_lab = new BalanceLab(m_rules);
        m_labDock->setWidget(m_lab);
    }
    m_board->setAccessibleName(tr("Game board"));
    m_status->setAccessibleName(tr("Game status"));
    statusBar()->clearMessage(); // a passing message in the old language
    // The board and the log share one engine: every qsTr binding is evaluated again, and
    // the session's own words (status, seats, choices) are made again in the new language.
    m_board->engine()->setUiLanguage(i18n::currentLanguage()); // bindings that read Qt.uiLanguage
    m_board->engine()->retranslate();
    m_session->retranslate();
    updateActions();
}

} // namespace isle::app
