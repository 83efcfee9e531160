// The window's actions, menus and toolbar, with the platform's standard shortcuts.
#include "mainwindow.h"

#include "gamesession.h"
#include "printcomponentsdialog.h"
#include "recentfiles.h"
#include "rulesreferencedialog.h"

#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStyle>
#include <QToolBar>

namespace isle::app {

namespace {
QIcon themedIcon(const QString &name, QStyle::StandardPixmap fallback, const QWidget *widget)
{
    return QIcon::fromTheme(name, widget->style()->standardIcon(fallback));
}
} // namespace

void MainWindow::createActions()
{
    m_newAction = new QAction(themedIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon, this), QString(), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newGame);

    m_openAction = new QAction(themedIcon(QStringLiteral("document-open"), QStyle::SP_DialogOpenButton, this), QString(), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openGame);

    m_saveAction = new QAction(themedIcon(QStringLiteral("document-save"), QStyle::SP_DialogSaveButton, this), QString(), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveGame);

    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveGameAs);

    // Print-and-play sheets of the rules the Rules panel holds: those of the game being
    // played, with every edit made to them. Ctrl+P is the platform's Print and nobody else's.
    m_printComponentsAction = new QAction(themedIcon(QStringLiteral("document-print"), QStyle::SP_FileIcon, this), QString(), this);
    m_printComponentsAction->setObjectName(QStringLiteral("printComponentsAction"));
    m_printComponentsAction->setShortcut(QKeySequence::Print);
    connect(m_printComponentsAction, &QAction::triggered, this, [this]() {
        auto *dialog = findChild<PrintComponentsDialog *>();
        if (!dialog)
            dialog = new PrintComponentsDialog(m_rules, this);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });

    m_preferencesAction = new QAction(themedIcon(QStringLiteral("preferences-system"), QStyle::SP_FileDialogDetailedView, this), QString(), this);
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    m_preferencesAction->setShortcut(QKeySequence::Preferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);
    connect(m_preferencesAction, &QAction::triggered, this, &MainWindow::openPreferences);

    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = new QAction(themedIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, this), QString(), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, m_session, &GameSession::undo);

    m_redoAction = new QAction(themedIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, this), QString(), this);
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(m_redoAction, &QAction::triggered, m_session, &GameSession::redo);

    m_designerAction = new QAction(this);
    m_designerAction->setCheckable(true);
    connect(m_designerAction, &QAction::toggled, m_session, &GameSession::setDesignerMode);

    m_moveNowAction = new QAction(this);
    m_moveNowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_moveNowAction->setEnabled(false);
    connect(m_moveNowAction, &QAction::triggered, m_session, &GameSession::moveNow);

    m_rulesHelpAction = new QAction(this);
    m_rulesHelpAction->setObjectName(QStringLiteral("rulesHelpAction"));
    m_rulesHelpAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(m_rulesHelpAction, &QAction::triggered, this, [this]() {
        if (!m_rulesReference)
            m_rulesReference = new RulesReferenceDialog(m_session, m_rules, this);
        m_rulesReference->show();
        m_rulesReference->raise();
        m_rulesReference->activateWindow();
    });

    m_aboutAction = new QAction(this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
    m_aboutQtAction = new QAction(this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    retranslateActions();
}

// Every word of the window's own actions, set again when the language changes.
void MainWindow::retranslateActions()
{
    m_newAction->setText(tr("&New Game…"));
    m_newAction->setStatusTip(tr("Start a new game"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setStatusTip(tr("Open a saved game record"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setStatusTip(tr("Save the game as a record"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_printComponentsAction->setText(tr("Print &Components…"));
    m_printComponentsAction->setStatusTip(tr("Print-and-play sheets of every token, card and board the rules need"));
    m_preferencesAction->setText(tr("&Preferences…"));
    m_preferencesAction->setStatusTip(tr("The language of the suite"));
    m_quitAction->setText(tr("&Quit"));
    m_undoAction->setText(tr("&Undo"));
    m_undoAction->setStatusTip(tr("Take back your last decision and the computer's replies"));
    // The menu names the decision (updateActions); the toolbar keeps its short word.
    m_undoAction->setIconText(tr("Undo"));
    m_redoAction->setText(tr("&Redo"));
    m_redoAction->setIconText(tr("Redo"));
    m_designerAction->setText(tr("&Designer Mode"));
    m_designerAction->setStatusTip(tr("Undo anything, even past a draw or a revealed token, to try rules out"));
    m_moveNowAction->setText(tr("Computer: &Move Now"));
    m_moveNowAction->setStatusTip(tr("Stop the computer's thinking and let it play the best move it has found so far"));
    m_rulesHelpAction->setText(tr("&Rules of the Game"));
    m_rulesHelpAction->setStatusTip(tr("The rules of the game being played, with the numbers of its ruleset"));
    m_aboutAction->setText(tr("&About Isleworks"));
    m_aboutQtAction->setText(tr("About &Qt"));
}

void MainWindow::createMenus()
{
    m_gameMenu = menuBar()->addMenu(QString());
    m_gameMenu->addAction(m_newAction);
    m_gameMenu->addAction(m_openAction);
    m_recentMenu = m_gameMenu->addMenu(QString());
    m_gameMenu->addAction(m_saveAction);
    m_gameMenu->addAction(m_saveAsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_printComponentsAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_preferencesAction);
    m_gameMenu->addSeparator();
    m_gameMenu->addAction(m_quitAction);
    updateRecentMenu();

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_moveNowAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_designerAction);

    // Filled once the dock exists; see createDock().
    m_viewMenu = menuBar()->addMenu(QString());
    QMenu *view = m_viewMenu;
    connect(view, &QMenu::aboutToShow, this, [this, view]() {
        view->clear();
        view->addAction(m_logDock->toggleViewAction());
        QMenu *pace = view->addMenu(tr("Computer &Pace"));
        auto *group = new QActionGroup(pace);
        const QList<std::pair<QString, int>> paces{
            //: the computer's pace (Game ▸ Computer Pace): it moves at once
            {tr("&Instant"), 0},
            //: the computer's pace (Game ▸ Computer Pace): a short pause before each move
            {tr("&Brisk"), 350},
            //: the computer's pace (Game ▸ Computer Pace): a pause before each move
            {tr("&Relaxed"), 700},
            //: the computer's pace (Game ▸ Computer Pace): a long pause before each move
            {tr("&Slow"), 1400}};
        for (const auto &[label, delay] : paces) {
            QAction *action = pace->addAction(label);
            action->setCheckable(true);
            action->setChecked(m_session->computerDelay() == delay);
            group->addAction(action);
            connect(action, &QAction::triggered, this, [this, delay = delay]() {
                m_session->setComputerDelay(delay);
                QSettings().setValue(QStringLiteral("computerDelay"), delay);
            });
        }
    });

    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_rulesHelpAction);
    m_helpMenu->addSeparator();
    m_helpMenu->addAction(m_aboutAction);
    m_helpMenu->addAction(m_aboutQtAction);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("gameToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_newAction);
    m_toolBar->addAction(m_openAction);
    m_toolBar->addAction(m_saveAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_undoAction);
    m_toolBar->addAction(m_redoAction);
    retranslateMenus();
}

void MainWindow::retranslateMenus()
{
    m_gameMenu->setTitle(tr("&Game"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_toolBar->setWindowTitle(tr("Game"));
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (int i = 0; i < files.size(); ++i) {
        const QString &file = files.at(i);
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(file)));
        connect(action, &QAction::triggered, this, [this, file]() {
            if (maybeKeepGame())
                openFile(file);
        });
    }
    if (files.isEmpty()) {
        m_recentMenu->addAction(tr("No recent games"))->setEnabled(false);
        return;
    }
    m_recentMenu->addSeparator();
    connect(m_recentMenu->addAction(tr("&Clear List")), &QAction::triggered, this, [this]() {
        RecentFiles::clear();
        updateRecentMenu();
    });
}

} // namespace isle::app
