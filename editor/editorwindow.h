#pragma once

#include <QMainWindow>

namespace isle {

class BalanceLab;
class RulesetDocument;
class RulesetEditor;

// The stand-alone rule editor: the editor in the middle, the balance lab docked at the
// right, both on one document. The suite's main window docks the same two widgets
// beside the board instead.
class EditorWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit EditorWindow(RulesetDocument *document, QWidget *parent = nullptr);

    RulesetEditor *editor() const { return m_editor; }
    BalanceLab *lab() const { return m_lab; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void updateTitle();

    RulesetDocument *m_document;
    RulesetEditor *m_editor;
    BalanceLab *m_lab;
};

} // namespace isle
