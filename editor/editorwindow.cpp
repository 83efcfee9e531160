#include "editorwindow.h"

#include "balancelab.h"
#include "core/gamemodule.h"
#include "models/rulesetdocument.h"
#include "ruleseteditor.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QMenuBar>
#include <QStatusBar>

namespace isle {

EditorWindow::EditorWindow(RulesetDocument *document, QWidget *parent)
    : QMainWindow(parent)
    , m_document(document)
    , m_editor(new RulesetEditor(document, this))
    , m_lab(new BalanceLab(document, this))
{
    setCentralWidget(m_editor);
    auto *dock = new QDockWidget(tr("Balance lab"), this);
    dock->setObjectName(QStringLiteral("balanceLabDock"));
    dock->setWidget(m_lab);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::RightDockWidgetArea, dock);
    // Room for the charts' axes and the comparison table to start with; the lab fits a
    // narrower dock too, so the dock can be made as narrow or wide as one likes.
    resizeDocks({dock}, {460}, Qt::Horizontal);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    // Games may be registered after the window is made: the choice of game is made on showing.
    connect(file, &QMenu::aboutToShow, m_editor, &RulesetEditor::updateNewAction);
    file->addAction(m_editor->newAction());
    file->addAction(m_editor->openAction());
    file->addAction(m_editor->saveAction());
    file->addAction(m_editor->saveAsAction());
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_editor->undoAction());
    edit->addAction(m_editor->redoAction());

    connect(m_editor, &RulesetEditor::titleChanged, this, &EditorWindow::updateTitle);
    // A new game's rules may keep the title ("Untitled") yet change the game.
    connect(document, &RulesetDocument::replaced, this, &EditorWindow::updateTitle);
    connect(m_editor, &RulesetEditor::modifiedChanged, this, &QWidget::setWindowModified);
    connect(m_editor, &RulesetEditor::statusMessage, this, [this](const QString &message) {
        statusBar()->showMessage(message, 8000);
    });
    updateTitle();
    resize(1280, 820);
}

void EditorWindow::updateTitle()
{
    //: %1 is the ruleset's name, %2 the game it is for
    setWindowTitle(tr("%1 (%2) — Isleworks rule editor").arg(m_editor->windowTitleText(), m_document->module().displayName()));
    setWindowModified(m_document->isDirty());
}

void EditorWindow::closeEvent(QCloseEvent *event)
{
    if (m_editor->maybeSave())
        event->accept();
    else
        event->ignore();
}

} // namespace isle
