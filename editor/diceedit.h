#pragma once

#include <QValidator>

class QLineEdit;

namespace isle {

// Checks a dice expression ("2d6+6", DiceExpression::parse) as it is typed: Acceptable
// when it reads, else Intermediate, so typing goes on but QLineEdit's editingFinished and
// returnPressed only come for an expression that reads.
class DiceValidator : public QValidator
{
    Q_OBJECT

public:
    using QValidator::QValidator;
    State validate(QString &input, int &position) const override;
};

// A line edit for a dice value with a DiceValidator. While its text is not a dice
// expression it is tinted and keeps the reason, with the character, in the property
// DiceProblemProperty (also its tool tip); a valid one's range and mean ("8–18, mean 13")
// are in DiceSummaryProperty. updateDiceEdit() refreshes both after a setText() made with
// signals blocked.
inline constexpr char DiceProblemProperty[] = "diceProblem";
inline constexpr char DiceSummaryProperty[] = "diceSummary";
QLineEdit *createDiceEdit(QWidget *parent);
void updateDiceEdit(QLineEdit *edit);
QString diceEditProblem(const QLineEdit *edit);
QString diceEditSummary(const QLineEdit *edit);

} // namespace isle
