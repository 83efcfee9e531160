#include "mainwindow.h"

#include "languages.h"

#include "gamesession.h"
#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "core/jsonfile.h"
#include "core/ruleset.h"
#include "models/rulesetdocument.h"
#include "newgamedialog.h"
#include "plainmessage.h"
#include "recentfiles.h"
#include "ruleseteditor.h"
#include "sessiontypes.h"

#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWidget>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QtQml/QQmlExtensionPlugin>

// The board is a static QML module; its plugin must be pulled in by name.
Q_IMPORT_QML_PLUGIN(Isleworks_BoardPlugin)

namespace isle::app {

namespace {
const QUrl GameViewUrl(QStringLiteral("qrc:/qt/qml/Isleworks/Board/GameView.qml"));
const QUrl LogPanelUrl(QStringLiteral("qrc:/qt/qml/Isleworks/Board/LogPanel.qml"));
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new GameSession(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    // Fusion matches the widgets around the board on every desktop; it must be chosen
    // before the first QML engine exists.
    if (QQuickStyle::name().isEmpty())
        QQuickStyle::setStyle(QStringLiteral("Fusion"));
    setWindowTitle(tr("Isleworks"));
    QSettings settings;
    m_session->setDesignerMode(settings.value(QStringLiteral("designerMode"), false).toBool());
    m_session->setComputerDelay(settings.value(QStringLiteral("computerDelay"), 700).toInt());

    m_board = new QQuickWidget(this);
    m_board->setObjectName(QStringLiteral("board"));
    m_board->setResizeMode(QQuickWidget::SizeRootObjectToView);
    m_board->setFocusPolicy(Qt::StrongFocus);
    // Small enough that a 1,024 × 700 window holds the board beside the log and a rules
    // dock; the board's own layout scrolls what does not fit (GameView.qml).
    m_board->setMinimumSize(460, 380);
    m_board->setAccessibleName(tr("Game board"));
    m_board->engine()->addImportPath(QStringLiteral("qrc:/qt/qml"));
    // The board's one window on the game (the GameSession singleton of Isleworks.Board);
    // it reads only the viewer's models.
    setBoardSession(m_board->engine(), m_session);
    loadBoard();
    setCentralWidget(m_board);

    createActions();
    createMenus();
    createDock();
    createRulesDocks();
    createRulesMenu();

    m_status = new QLabel(this);
    m_status->setTextFormat(Qt::PlainText); // it names players, as records and people wrote them
    m_status->setAccessibleName(tr("Game status"));
    statusBar()->addWidget(m_status, 1);

    for (const auto signal : {&GameSession::gameChanged, &GameSession::statusTextChanged, &GameSession::undoRedoChanged,
                              &GameSession::thinkingChanged, &GameSession::designerModeChanged, &GameSession::fileChanged})
        connect(m_session, signal, this, &MainWindow::updateActions);
    connect(m_session, &GameSession::errorOccurred, this, &MainWindow::showError);
    connect(m_session, &GameSession::illegalMove, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, 4000); });

    // A ruleset or record dropped anywhere on the window is opened (dropEvent). The QML
    // views take no drops themselves (no DropArea), so they leave them to the window.
    setAcceptDrops(true);
    m_board->setAcceptDrops(false);
    if (auto *log = qobject_cast<QQuickWidget *>(m_logDock->widget()))
        log->setAcceptDrops(false);
    restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    updateActions();
    m_board->setFocus();
}

MainWindow::~MainWindow()
{
    // Closed normally before the mark's timer: the resume did not crash the suite.
    if (m_resuming)
        QSettings().remove(QStringLiteral("resumeUnderWay"));
    // The QML views go before the session they bind to (a child, destroyed after this).
    delete m_logDock;
    delete m_labDock;
    delete m_rulesDock;
    delete m_board;
}

void MainWindow::loadBoard()
{
    m_board->setSource(GameViewUrl);
    for (const QQmlError &error : m_board->errors())
        qWarning("%s", qPrintable(error.toString()));
    if (QQuickItem *root = m_board->rootObject())
        connect(root, SIGNAL(newGameRequested()), this, SLOT(newGame()));
}

void MainWindow::reloadViews(const std::function<void()> &whileUnloaded)
{
    auto *log = qobject_cast<QQuickWidget *>(m_logDock->widget());
    m_board->setSource(QUrl());
    if (log)
        log->setSource(QUrl());
    m_board->engine()->setUiLanguage(i18n::currentLanguage());
    whileUnloaded();
    loadBoard();
    if (log)
        log->setSource(LogPanelUrl);
}

void MainWindow::createDock()
{
    //: the title of the dock with the game log: the list of decisions so far (a noun)
    m_logDock = new QDockWidget(tr("Log"), this);
    m_logDock->setObjectName(QStringLiteral("logDock"));
    // Shares the board's engine, so it sees the same session and the same QML module.
    auto *log = new QQuickWidget(m_board->engine(), m_logDock);
    log->setResizeMode(QQuickWidget::SizeRootObjectToView);
    log->setSource(LogPanelUrl);
    log->setMinimumWidth(200);
    log->setAccessibleName(tr("Game log"));
    m_logDock->setWidget(log);
    addDockWidget(Qt::LeftDockWidgetArea, m_logDock);
    m_logDock->hide();
    QAction *toggle = m_logDock->toggleViewAction();
    toggle->setText(tr("&Log"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    toggle->setStatusTip(tr("Show or hide the list of decisions so far"));
}

void MainWindow::updateActions()
{
    const bool hasGame = m_session->hasGame();
    m_saveAction->setEnabled(hasGame);
    m_saveAsAction->setEnabled(hasGame);
    m_undoAction->setEnabled(m_session->canUndo());
    m_redoAction->setEnabled(m_session->canRedo());
    m_undoAction->setText(m_session->undoText());
    m_redoAction->setText(m_session->redoText());
    m_designerAction->setChecked(m_session->designerMode());
    m_moveNowAction->setEnabled(m_session->isThinking());
    m_status->setText(m_session->statusText());
    const QString file = m_session->fileName().isEmpty() ? tr("Untitled game") : QFileInfo(m_session->fileName()).fileName();
    if (!hasGame)
        setWindowTitle(tr("Isleworks"));
    else if (m_session->standardRules())
        setWindowTitle(tr("%1[*] — Isleworks").arg(file));
    else
        setWindowTitle(tr("%1[*] (edited rules) — Isleworks").arg(file));
    setWindowModified(m_session->isModified());
}

void MainWindow::showError(const QString &message)
{
    statusBar()->showMessage(message.section(u'\n', 0, 0), 6000);
    Q_EMIT errorShown(message);
    if (!isVisible() || qEnvironmentVariableIsSet("ISLE_NO_DIALOGS"))
        return;
    // Messages quote files and names: shown as written, never as markup.
    QMessageBox box(QMessageBox::Warning, tr("Isleworks"), message, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
}

bool MainWindow::maybeKeepGame()
{
    if (!m_session->isModified())
        return true;
    const QString file = m_session->fileName().isEmpty() ? tr("The game in progress")
                                                         : QFileInfo(m_session->fileName()).fileName();
    QMessageBox box(QMessageBox::Question, tr("Unsaved Game"),
                    tr("%1 has decisions that are not saved in a file. Save them before the game is replaced?").arg(file),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setTextFormat(Qt::PlainText);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return saveGame();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void MainWindow::newGame()
{
    if (!maybeKeepGame())
        return;
    NewGameDialog dialog(m_session->computerPlayers(), this);
    const bool edited = m_rules->isValid() && m_rules->ruleset().params() != m_rules->module().defaultRuleset().params();
    // Edited standard rules still carry the standard name until renamed: no name then.
    const bool renamed = m_rules->ruleset().name().trimmed() != m_rules->module().defaultRuleset().name().trimmed();
    if (edited)
        dialog.offerEditedRules(m_rules->module().id(), renamed ? m_rules->title() : QString());
    if (dialog.exec() != QDialog::Accepted)
        return;
    const GameModule *module = GameRegistry::find(dialog.gameId());
    if (!module)
        return;
    m_session->setRuleset(edited && dialog.useEditedRules() ? m_rules->ruleset() : module->defaultRuleset());
    m_session->newGame(dialog.variant(), dialog.controllers(), dialog.seed(), dialog.names(), dialog.preferences());
    m_board->setFocus();
}

void MainWindow::openGame()
{
    if (!maybeKeepGame())
        return;
    QSettings settings;
    const QString fileName = QFileDialog::getOpenFileName(
        this, tr("Open Game"), settings.value(QStringLiteral("lastFolder")).toString(),
        tr("Isleworks game records (*.json);;All files (*)"));
    if (!fileName.isEmpty())
        openFile(fileName);
}

bool MainWindow::openFile(const QString &fileName)
{
    if (!m_session->open(fileName)) {
        RecentFiles::remove(fileName);
        updateRecentMenu();
        return false;
    }
    QSettings().setValue(QStringLiteral("lastFolder"), QFileInfo(fileName).absolutePath());
    RecentFiles::add(fileName);
    updateRecentMenu();
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(fileName).fileName()), 3000);
    // A record keeps the rules it was played under; the designer may want it under theirs.
    const Game *game = m_session->game();
    if (game && m_rules->isValid() && game->ruleset().params() != m_rules->ruleset().params() && isVisible()
        && !qEnvironmentVariableIsSet("ISLE_NO_DIALOGS")
        && askPlain(this, QMessageBox::Question, tr("Open Game"),
                    tr("This game was played under other rules than those in the editor (%1). "
                       "Replay it under the editor's rules?")
                        .arg(m_rules->title()),
                    QMessageBox::Yes | QMessageBox::No)
               == QMessageBox::Yes)
        replayNow(false);
    return true;
}

namespace {
// The local files among dropped URLs; anything else (a web link, text) is not ours to open.
QStringList droppedFiles(const QMimeData *data)
{
    QStringList files;
    if (!data || !data->hasUrls())
        return files;
    for (const QUrl &url : data->urls())
        if (url.isLocalFile())
            files.append(url.toLocalFile());
    return files;
}
} // namespace

bool MainWindow::openDocument(const QString &fileName)
{
    // Only the header decides where the file goes; the loader that opens it checks it all
    // again and reports every problem, so a file that is unreadable, not JSON or of no
    // known format gets File ▸ Open's message.
    Problems peek(fileName);
    const auto object = readJsonObjectFile(fileName, peek);
    if (object && object->value(QStringLiteral("format")).toString() == Ruleset::FormatName) {
        if (!m_editor->maybeSave())
            return false;
        Problems problems(fileName);
        if (!m_editor->openFile(fileName, problems)) {
            RecentFiles::remove(fileName, RecentFiles::Rulesets);
            showError(tr("Could not open %1:\n%2").arg(QDir::toNativeSeparators(fileName), problems.summary()));
            return false;
        }
        m_rulesDock->show();
        m_rulesDock->raise();
        statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(fileName).fileName()), 3000);
        return true;
    }
    return maybeKeepGame() && openFile(fileName);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (droppedFiles(event->mimeData()).size() == 1)
        event->acceptProposedAction();
    else
        event->ignore();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList files = droppedFiles(event->mimeData());
    if (files.size() != 1) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
    // Opened once the drop is over: the file manager that dragged it is not kept
    // waiting on a question (unsaved game, unsaved rules) or an error message.
    const QString file = files.constFirst();
    QTimer::singleShot(0, this, [this, file]() { openDocument(file); });
}

bool MainWindow::saveGame()
{
    if (m_session->fileName().isEmpty())
        return saveGameAs();
    if (!m_session->save(m_session->fileName()))
        return false;
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(m_session->fileName()).fileName()), 3000);
    return true;
}

bool MainWindow::saveGameAs()
{
    QSettings settings;
    const QString fileName = QFileDialog::getSaveFileName(
        this, tr("Save Game"), settings.value(QStringLiteral("lastFolder")).toString() + QStringLiteral("/game.json"),
        tr("Isleworks game records (*.json)"));
    if (fileName.isEmpty() || !m_session->save(fileName))
        return false;
    settings.setValue(QStringLiteral("lastFolder"), QFileInfo(fileName).absolutePath());
    RecentFiles::add(fileName);
    updateRecentMenu();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 3000);
    return true;
}

bool MainWindow::offerResume()
{
    if (GameSession::resumableAutosave().isEmpty())
        return false;
    // Set while a resume is under way and cleared once the window has shown the game:
    // still set at the next start means the last resume never got there.
    const QString resumingKey = QStringLiteral("resumeUnderWay");
    QSettings settings;
    const bool lastResumeFailed = settings.value(resumingKey, false).toBool();
    QMessageBox box(QMessageBox::Question, tr("Resume game"),
                    lastResumeFailed
                        ? tr("Isleworks closed unexpectedly while it was resuming an unfinished game last time. "
                             "Try to continue that game anyway?")
                        : tr("An unfinished game was kept when Isleworks last closed. Continue it?"),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setDefaultButton(lastResumeFailed ? QMessageBox::No : QMessageBox::Yes);
    if (box.exec() != QMessageBox::Yes) {
        settings.remove(resumingKey);
        return false;
    }
    settings.setValue(resumingKey, true);
    settings.sync();
    m_resuming = true;
    const bool resumed = m_session->resumeAutosave();
    // Cleared after the board has drawn the game, not merely after it was read.
    QTimer::singleShot(1500, this, [this, resumingKey]() {
        m_resuming = false;
        QSettings().remove(resumingKey);
    });
    return resumed;
}

void MainWindow::about()
{
    QStringList games;
    for (const GameModule *module : GameRegistry::all())
        games.append(module->displayName().toHtmlEscaped());
    QMessageBox::about(this, tr("About Isleworks"),
                       tr("<h3>Isleworks %1</h3><p>Design, play and print island board games.</p>"
                          "<p>%2, with every rule enforced by the Isleworks engine.</p>"
                          "<p>Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).</p>")
                           .arg(QStringLiteral(ISLE_VERSION), games.join(tr(", "))));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("designerMode"), m_session->designerMode());
    event->accept();
}

} // namespace isle::app
