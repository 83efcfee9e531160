#include "diceedit.h"

#include "core/diceexpression.h"
#include "models/rulesetvalues.h"
#include "rulesetdelegate.h"

#include <QLineEdit>
#include <QToolTip>

namespace isle {

namespace {
constexpr char BaseColourProperty[] = "diceBaseColour";
} // namespace

QValidator::State DiceValidator::validate(QString &input, int &position) const
{
    Q_UNUSED(position);
    return DiceExpression::parse(input) ? Acceptable : Intermediate;
}

QLineEdit *createDiceEdit(QWidget *parent)
{
    auto *edit = new QLineEdit(parent);
    edit->setValidator(new DiceValidator(edit));
    edit->setMaxLength(200); // longer is refused by the schema anyway
    edit->setProperty(BaseColourProperty, edit->palette().color(QPalette::Base));
    QObject::connect(edit, &QLineEdit::textChanged, edit, [edit] {
        updateDiceEdit(edit);
        const QString problem = diceEditProblem(edit);
        if (problem.isEmpty())
            QToolTip::hideText();
        else if (edit->isVisible() && edit->hasFocus())
            QToolTip::showText(edit->mapToGlobal(QPoint(0, edit->height())), wrappedToolTip(problem), edit);
    });
    updateDiceEdit(edit);
    return edit;
}

void updateDiceEdit(QLineEdit *edit)
{
    const QString problem = diceProblem(edit->text());
    const QString summary = diceSummary(edit->text());
    edit->setProperty(DiceProblemProperty, problem);
    edit->setProperty(DiceSummaryProperty, summary);
    edit->setToolTip(wrappedToolTip(problem.isEmpty() ? summary : problem));
    QPalette palette = edit->palette();
    const QColor base = edit->property(BaseColourProperty).value<QColor>();
    palette.setColor(QPalette::Base, problem.isEmpty() ? base : problemTint(0));
    edit->setPalette(palette);
}

QString diceEditProblem(const QLineEdit *edit)
{
    return edit->property(DiceProblemProperty).toString();
}

QString diceEditSummary(const QLineEdit *edit)
{
    return edit->property(DiceSummaryProperty).toString();
}

} // namespace isle
