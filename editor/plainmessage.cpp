#include "plainmessage.h"

namespace isle {

QMessageBox::StandardButton askPlain(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                     const QString &text, QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton)
{
    QMessageBox box(icon, title, text, buttons, parent);
    box.setTextFormat(Qt::PlainText);
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    return QMessageBox::StandardButton(box.exec());
}

void warnPlain(QWidget *parent, const QString &title, const QString &text)
{
    askPlain(parent, QMessageBox::Warning, title, text, QMessageBox::Ok);
}

} // namespace isle
