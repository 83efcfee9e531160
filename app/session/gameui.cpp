#include "gameui.h"

namespace isle::app {

namespace {
QList<const GameUi *> &addedUis()
{
    static QList<const GameUi *> uis;
    return uis;
}
} // namespace

QList<const GameUi *> GameUiRegistry::all()
{
    return builtinGameUis() + addedUis();
}

const GameUi *GameUiRegistry::find(const QString &gameId)
{
    for (const GameUi *ui : all())
        if (ui->gameId() == gameId)
            return ui;
    return nullptr;
}

bool GameUiRegistry::add(const GameUi *ui)
{
    if (!ui || find(ui->gameId()))
        return false;
    addedUis().append(ui);
    return true;
}

} // namespace isle::app
