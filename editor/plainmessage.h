#pragma once

#include <QMessageBox>

class QWidget;

namespace isle {

// QMessageBox's static helpers guess whether a text is markup (Qt::AutoText), and these
// texts quote file names, rule titles and problems read from files, which a person or a
// file chose: `<img src=…>` in one would be drawn, or fetched. Every message box of the
// suite goes through these, which show the text exactly as written.
QMessageBox::StandardButton askPlain(QWidget *parent, QMessageBox::Icon icon, const QString &title,
                                     const QString &text, QMessageBox::StandardButtons buttons,
                                     QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);
void warnPlain(QWidget *parent, const QString &title, const QString &text);

} // namespace isle
