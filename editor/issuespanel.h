#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace isle {

class ProblemListModel;
class RulesetDocument;

// The document's problems as a list with severity icons and a one-line summary
// ("2 errors: a game cannot start"). Activating a problem asks to show its place.
class IssuesPanel : public QWidget
{
    Q_OBJECT

public:
    explicit IssuesPanel(RulesetDocument *document, QWidget *parent = nullptr);
    ProblemListModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

Q_SIGNALS:
    void showPathRequested(const QString &path);

protected:
    void changeEvent(QEvent *event) override; // a new language: the summary in it

private:
    void updateSummary();

    ProblemListModel *m_model;
    QTableView *m_view;
    QLabel *m_summary;
};

} // namespace isle
