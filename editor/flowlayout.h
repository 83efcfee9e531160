#pragma once

#include <QLayout>
#include <QList>

namespace isle {

// A layout that places its items left to right and starts a new line when the next one
// does not fit, like words in a paragraph: a row of buttons in a narrow dock takes two
// lines instead of widening the dock. Its minimum width is that of its widest item.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int spacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    int spacingOf(Qt::Orientation orientation) const;
    // Lays the items out in `rect` (or only measures when `apply` is false); returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
    int m_spacing;
};

} // namespace isle
