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
    m_newAction = new QAction(themedIcon(QStringLiteral("document-new"), QStyle::SP_FileIcon, this), tr("&New Game…"), this);
    m_newAction->setShortcut(QKeySequence::New);
    m_newAction->setStatusTip(tr("Start a new game"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newGame);

    m_openAction = new QAction(themedIcon(QStringLiteral("document-open"), QStyle::SP_DialogOpenButton, this), tr("&Open…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a saved game record"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openGame);

    m_saveAction = new QAction(themedIcon(QStringLiteral("document-save"), QStyle::SP_DialogSaveButton, this), tr("&Save"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Save the game as a record"));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::saveGame);

    m_saveAsAction = new QAction(tr("Save &As…"), this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveGameAs);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = new QAction(themedIcon(QStringLiteral("edit-undo"), QStyle::SP_ArrowBack, this), tr("&Undo"), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setStatusTip(tr("Take back your last decision and the computer's replies"));
    // The menu names the decision (updateActions); the toolbar keeps its short word.
    m_undoAction->setIconText(tr("Undo"));
    connect(m_undoAction, &QAction::triggered, m_session, &GameSession::undo);

    m_redoAction = new QAction(themedIcon(QStringLiteral("edit-redo"), QStyle::SP_ArrowForward, this), tr("&Redo"), this);
    m_redoAction->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setIconText(tr("Redo"));
    connect(m_redoAction, &QAction::triggered, m_session, &GameSession::redo);

    m_designerAction = new QAction(tr("&Designer Mode"), this);
    m_designerAction->setCheckable(true);
    m_designerAction->setStatusTip(tr("Undo anything, even past a draw or a revealed token, to try rules out"));
    connect(m_designerAction, &QAction::toggled, m_session, &GameSession::setDesignerMode);

    m_moveNowAction = new QAction(tr("Computer: &Move Now"), this);
    m_moveNowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    m_moveNowAction->setStatusTip(tr("Stop the computer's thinking and let it play the best move it has found so far"));
    m_moveNowAction->setEnabled(false);
    connect(m_moveNowAction, &QAction::triggered, m_session, &GameSession::moveNow);

    m_aboutAction = new QAction(tr("&About Isleworks"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newAction);
    game->addAction(m_openAction);
    m_recentMenu = game->addMenu(tr("Open &Recent"));
    game->addAction(m_saveAction);
    game->addAction(m_saveAsAction);
    game->addSeparator();
    // Print-and-play sheets of the rules the Rules panel holds: those of the game being
    // played, with every edit made to them. Ctrl+P is the platform's Print and nobody else's.
    QAction *printComponents = game->addAction(themedIcon(QStringLiteral("document-print"), QStyle::SP_FileIcon, this),
                                               tr("Print &Components…"));
    printComponents->setObjectName(QStringLiteral("printComponentsAction"));
    printComponents->setShortcut(QKeySequence::Print);
    printComponents->setStatusTip(tr("Print-and-play sheets of every token, card and board the rules need"));
    connect(printComponents, &QAction::triggered, this, [this]() {
        auto *dialog = findChild<PrintComponentsDialog *>();
        if (!dialog)
            dialog = new PrintComponentsDialog(m_rules, this);
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    game->addSeparator();
    game->addAction(m_quitAction);
    updateRecentMenu();

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_moveNowAction);
    edit->addSeparator();
    edit->addAction(m_designerAction);

    // Filled once the dock exists; see createDock().
    QMenu *view = menuBar()->addMenu(tr("&View"));
    connect(view, &QMenu::aboutToShow, this, [this, view]() {
        view->clear();
        view->addAction(m_logDock->toggleViewAction());
        QMenu *pace = view->addMenu(tr("Computer &Pace"));
        auto *group = new QActionGroup(pace);
        const QList<std::pair<QString, int>> paces{{tr("&Instant"), 0}, {tr("&Brisk"), 350}, {tr("&Relaxed"), 700}, {tr("&Slow"), 1400}};
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

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *rulesHelp = help->addAction(tr("&Rules of the Game"), this, [this]() {
        if (!m_rulesReference)
            m_rulesReference = new RulesReferenceDialog(m_session, m_rules, this);
        m_rulesReference->show();
        m_rulesReference->raise();
        m_rulesReference->activateWindow();
    });
    rulesHelp->setObjectName(QStringLiteral("rulesHelpAction"));
    rulesHelp->setShortcut(QKeySequence(Qt::Key_F1));
    rulesHelp->setStatusTip(tr("The rules of the game being played, with the numbers of its ruleset"));
    help->addSeparator();
    help->addAction(m_aboutAction);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);

    QToolBar *tools = addToolBar(tr("Game"));
    tools->setObjectName(QStringLiteral("gameToolBar"));
    tools->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    tools->addAction(m_newAction);
    tools->addAction(m_openAction);
    tools->addAction(m_saveAction);
    tools->addSeparator();
    tools->addAction(m_undoAction);
    tools->addAction(m_redoAction);
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
