#pragma once

#include <QMainWindow>

#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QQuickWidget;
class QTimer;
class QToolBar;

namespace isle {
class RulesetDocument;
class RulesetEditor;
class BalanceLab;
}

namespace isle::app {

class GameSession;

// The Isleworks window: menus, toolbar and status bar around the QML board (a
// QQuickWidget), a dock with the game log, and the files. The board and the log see the
// game only through the GameSession's models. On the right, the rule editor and the
// balance lab share one RulesetDocument: new games are played under it, and "Replay
// now" replays the game in progress under it (mainwindowrules.cpp).
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    QQuickWidget *boardWidget() const { return m_board; }
    QDockWidget *logDock() const { return m_logDock; }
    RulesetDocument *rules() const { return m_rules; }
    RulesetEditor *rulesEditor() const { return m_editor; }
    BalanceLab *balanceLab() const { return m_lab; }
    QString lastReplayText() const { return m_lastReplay; }

    // Asks whether to continue the autosaved unfinished game; true when it was resumed.
    // After a start that ended during a resume the answer offered is No.
    bool offerResume();
    bool openFile(const QString &fileName);
    // A file handed to the window from outside: a command-line argument, a file dropped
    // on it, a double-click in the file manager. A ruleset goes to the rules editor as
    // Rules ▸ Open Rules takes it; anything else is opened as a game, as File ▸ Open does,
    // with the same checks and the same message when it cannot be. False when it was not
    // opened (refused, or the person cancelled).
    bool openDocument(const QString &fileName);
    // Before the game in progress is replaced: offers to save it when that would lose
    // decisions. False when the person cancels (or the save failed).
    bool maybeKeepGame();

Q_SIGNALS:
    // Every error the window reports to the person (in a dialog, or only on the status bar
    // when dialogs are off), e.g. for `isleworks --quit-after-open` to print it.
    void errorShown(const QString &message);

public Q_SLOTS:
    void newGame();
    void openGame();
    bool saveGame();
    bool saveGameAs();
    void about();
    // The game in progress replayed under the edited rules; the result in the status bar
    // and, unless quiet, a dialog with the scores round by round beside the old ones.
    void replayNow(bool quiet = false);
    void newGameWithRules();

    // Game ▸ Preferences…: the language, switched at once (mainwindowlanguage.cpp).
    void openPreferences();

protected:
    void closeEvent(QCloseEvent *event) override;
    // Files dropped on the window are opened by openDocument.
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    // A new language: every word of the window, its docks and its board is set again.
    void changeEvent(QEvent *event) override;

private:
    void loadBoard(); // the QML board, and its request for a new game
    // The board and the log unloaded, `whileUnloaded` run, and both loaded again.
    void reloadViews(const std::function<void()> &whileUnloaded);
    void createActions();
    void retranslateActions();
    void createMenus();
    void retranslateMenus();
    void createRuleEditActions();
    void retranslateRulesMenu();
    void retranslate();
    void createDock();
    void createRulesDocks();
    void createRulesMenu();
    void updateRulesTitle();
    bool rulesFitTheGame() const; // the editor's rules are of the game in progress
    void followTheGame(); // the rules docks turn to the game in progress, if of another game
    void updateActions();
    void updateRecentMenu();
    void showError(const QString &message);

    GameSession *m_session = nullptr;
    QQuickWidget *m_board = nullptr;
    QDockWidget *m_logDock = nullptr;
    RulesetDocument *m_rules = nullptr;
    RulesetEditor *m_editor = nullptr;
    BalanceLab *m_lab = nullptr;
    QDockWidget *m_rulesDock = nullptr;
    QDockWidget *m_labDock = nullptr;
    QAction *m_replayAction = nullptr;
    QAction *m_newWithRulesAction = nullptr;
    QAction *m_autoReplayAction = nullptr;
    QTimer *m_replaySettle = nullptr; // "Replay After Every Edit" waits for edits to settle
    QString m_lastReplay;
    bool m_resuming = false; // offerResume's mark is set until the resumed game has been shown
    QLabel *m_status = nullptr;
    QMenu *m_recentMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_designerAction = nullptr;
    QAction *m_moveNowAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QAction *m_printComponentsAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_rulesHelpAction = nullptr;
    QAction *m_undoRuleEditAction = nullptr;
    QAction *m_redoRuleEditAction = nullptr;
    QAction *m_ruleEditsSeparator = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QMenu *m_rulesMenu = nullptr;
    QMenu *m_recentRulesMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    class RulesReferenceDialog *m_rulesReference = nullptr; // Help ▸ Rules of the Game, made when first asked for
};

} // namespace isle::app
