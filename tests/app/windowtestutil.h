#pragma once

// What a window test reads off the real window: every text a person could see in it,
// widgets and QML alike, and QML items by objectName.
#include "apptestutil.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAbstractItemView>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QQuickItem>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QStatusBar>
#include <QStringList>
#include <QTest>

namespace isle::app::test {

// A visible QML item's own text and accessible name, and those of every visible child
// (popups included: they are children of the window's overlay).
inline void collectQuickTexts(const QQuickItem *item, QStringList &texts)
{
    if (!item || !item->isVisible() || item->opacity() <= 0.0)
        return;
    for (const char *property : {"text", "title", "placeholderText"}) {
        const QVariant value = item->property(property);
        if (value.isValid() && value.canConvert<QString>() && !value.toString().isEmpty())
            texts.append(value.toString());
    }
    // What a screen reader would say of it (Accessible.name, Accessible.description).
    if (QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(const_cast<QQuickItem *>(item)))
        texts << accessible->text(QAccessible::Name) << accessible->text(QAccessible::Description);
    for (const QQuickItem *child : item->childItems())
        collectQuickTexts(child, texts);
}

// Every text the window shows: its title, status bar, each visible widget's label,
// button, tool tip and item view rows, and the visible QML of every QQuickWidget.
// `skip` leaves out the widgets under these (for panels that list rules, not games).
inline QStringList visibleTexts(const MainWindow &window, const QList<const QWidget *> &skip = {})
{
    QStringList texts{window.windowTitle(), window.statusBar()->currentMessage()};
    const auto skipped = [&](const QWidget *widget) {
        for (const QWidget *root : skip)
            if (root == widget || root->isAncestorOf(widget))
                return true;
        return false;
    };
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisible() || skipped(widget))
            continue;
        texts << widget->toolTip() << widget->windowTitle();
        if (const auto *label = qobject_cast<const QLabel *>(widget))
            texts << label->text();
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget))
            texts << button->text();
        if (const auto *line = qobject_cast<const QLineEdit *>(widget))
            texts << line->text();
        if (const auto *view = qobject_cast<const QAbstractItemView *>(widget); view && view->model()) {
            const QAbstractItemModel *model = view->model();
            for (int row = 0; row < model->rowCount(view->rootIndex()); ++row)
                for (int column = 0; column < model->columnCount(view->rootIndex()); ++column) {
                    const QModelIndex index = model->index(row, column, view->rootIndex());
                    texts << index.data(Qt::DisplayRole).toString() << index.data(Qt::ToolTipRole).toString();
                }
        }
        if (const auto *quick = qobject_cast<const QQuickWidget *>(widget))
            collectQuickTexts(quick->quickWindow()->contentItem(), texts); // the board and its popups
    }
    texts.removeAll(QString());
    return texts;
}

// The first texts of `texts` that contain any of `secrets`, for a failure message.
inline QString leaks(const QStringList &texts, const QStringList &secrets)
{
    QStringList found;
    for (const QString &secret : secrets)
        for (const QString &text : texts)
            if (!secret.isEmpty() && text.contains(secret))
                found << QStringLiteral("\"%1\" in \"%2\"").arg(secret, text.left(120));
    return found.mid(0, 5).join(QStringLiteral("; "));
}

// Calls `visit` on `item` and every visible item under it, delegates included.
template<typename Visit>
void forEachVisibleItem(const QQuickItem *item, Visit &&visit)
{
    if (!item || !item->isVisible())
        return;
    visit(item);
    for (const QQuickItem *child : item->childItems())
        forEachVisibleItem(child, visit);
}

// Settings and files of a window test apart from the person's and from other tests'.
inline void initWindowTest(const char *applicationName)
{
    Q_UNUSED(windowTestSetUp);
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("IsleworksTest"));
    QCoreApplication::setApplicationName(QLatin1StringView(applicationName));
}

// The window shown at `size` and ready for a test's game: computer moves at once and
// (unless a test wants it) no autosave.
inline bool showForTestGame(MainWindow &window, const QSize &size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    GameSession &session = *window.session();
    session.setAutosaveEnabled(false);
    session.setComputerDelay(0);
    return true;
}

// The same, with a game started on it.
inline bool startWindowGame(MainWindow &window, const QSize &size, const QString &variant,
                            const QStringList &controllers, const QString &seed, const QStringList &names = {})
{
    return showForTestGame(window, size) && window.session()->newGame(variant, controllers, seed, names);
}

inline QQuickItem *quickItem(const MainWindow &window, const char *objectName)
{
    QQuickItem *root = window.boardWidget()->rootObject();
    return root ? root->findChild<QQuickItem *>(QLatin1StringView(objectName)) : nullptr;
}

} // namespace isle::app::test
