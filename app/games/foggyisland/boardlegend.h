#pragma once

#include <QCoreApplication>
#include <QString>

namespace isle::app::foggyisland {

// What the island's tile marks mean, for the rules reference (GameUi::boardLegend).
class BoardLegend
{
    Q_DECLARE_TR_FUNCTIONS(BoardLegend)

public:
    static QString html();
};

} // namespace isle::app::foggyisland
