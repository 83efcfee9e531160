#pragma once

#include "models/rulesetdocument.h"

#include "core/problem.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QScrollArea;
class QTabWidget;
class QUndoStack;

namespace isle {

class GameModule;
class IssuesPanel;
class MetadataPage;
class ParameterForm;
class ParameterListModel;
class RulesetTableModel;
class RulesetUndo;
class TablePanel;

// The rule editor: one tab per schema group with a generated form and the group's
// tables (the fog regions beside a picture of the board), a tab for the description,
// and the list of problems below. It edits a RulesetDocument it does not own, so the
// main window can dock it beside the board on the same document; when the document
// turns to another game's rules, the pages are built again from that game's schema.
// Every edit is one step of undoStack(); the actions are ready for menus and tool bars.
// It fits a narrow, short dock: every page scrolls, and nothing in it asks for a large
// minimum size.
class RulesetEditor : public QWidget
{
    Q_OBJECT

public:
    explicit RulesetEditor(RulesetDocument *document, QWidget *parent = nullptr);
    ~RulesetEditor() override;

    RulesetDocument *document() const { return m_document; }
    QUndoStack *undoStack() const;

    // New Rules: a game's default rules. With more than one game registered the action
    // carries a menu of the games (call updateNewAction() before showing its menu, games
    // may be registered at run time); triggered itself, it starts over on the current game.
    QAction *newAction() const { return m_new; }
    void updateNewAction();
    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

    // "Name[*]" for QWidget::setWindowTitle with setWindowModified(document dirty).
    QString windowTitleText() const;

    // Without dialogs (tests, the command line, the main window's own dialogs).
    bool openFile(const QString &fileName, Problems &problems);
    bool saveFile(const QString &fileName, QString *error);
    // Asks whether to save unsaved changes; false when the user cancels.
    bool maybeSave();
    // The default rules of game `gameId` after maybeSave(); false when cancelled or unknown.
    bool newRules(const QString &gameId);

    void setVariantFilter(const QString &variant); // empty: every variant
    // The game's ruleset profiles (GameModule::profiles()), shown only when it has any:
    // the one the rules equal is current, or "modified"; choosing one switches every
    // parameter to it as one undo step.
    QComboBox *profileChooser() const { return m_profile; }
    QTabWidget *tabs() const { return m_tabs; }
    int tabOfGroup(const QString &group) const;
    int metadataTab() const;
    ParameterForm *form(const QString &group) const { return m_forms.value(group); }
    TablePanel *tablePanel(const QString &key) const { return m_tables.value(key); }
    MetadataPage *metadataPage() const { return m_metadata; }
    IssuesPanel *issues() const { return m_issues; }

public Q_SLOTS:
    void open();
    bool save();
    bool saveAs();
    void showPath(const QString &path); // brings the page of a JSON path forward

Q_SIGNALS:
    void titleChanged(const QString &title);
    void modifiedChanged(bool modified);
    void statusMessage(const QString &message);

protected:
    // A new language: the actions, the filter and every page (labels, help, table
    // headers) in it; the document, its undo history and the page in front stay.
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void buildPages();
    void rebuildForAnotherGame();
    void rebuildPages();
    void fillVariants();
    QWidget *buildGroupPage(const QString &group);
    void updateTitle();
    void updateProfiles();

    QPointer<RulesetDocument> m_document;
    const GameModule *m_builtFor = nullptr; // the game whose schema the pages show
    RulesetUndo *m_undoKeeper;
    QTabWidget *m_tabs;
    QComboBox *m_variant;
    QLabel *m_variantLabel = nullptr;
    QComboBox *m_profile;
    QLabel *m_profileLabel = nullptr;
    IssuesPanel *m_issues;
    MetadataPage *m_metadata = nullptr;
    QScrollArea *m_metadataPage = nullptr;
    QHash<QString, ParameterForm *> m_forms;
    QHash<QString, ParameterListModel *> m_formModels;
    QHash<QString, TablePanel *> m_tables;
    QHash<QString, QScrollArea *> m_pages;
    QStringList m_groups;
    QAction *m_new;
    QMenu *m_newMenu;
    QAction *m_open;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_undo;
    QAction *m_redo;
};

} // namespace isle
