#include "pseudotranslator.h"

namespace isle::i18n {

PseudoTranslator::PseudoTranslator(bool rightToLeft, QObject *parent)
    : QTranslator(parent)
    , m_rightToLeft(rightToLeft)
{
}

QString PseudoTranslator::translate(const char *context, const char *sourceText, const char *disambiguation,
                                    int n) const
{
    Q_UNUSED(context);
    Q_UNUSED(disambiguation);
    Q_UNUSED(n);
    if (!sourceText || !*sourceText)
        return {};
    return pseudo(QString::fromUtf8(sourceText), m_rightToLeft);
}

QString PseudoTranslator::pseudo(const QString &text, bool rightToLeft)
{
    // Shortcut markers ("&File") and keys ("Ctrl+O") keep working: the padding goes after
    // the text, never inside it. A text that is only a number or a symbol is left alone,
    // like a translator would.
    bool hasLetter = false;
    for (const QChar c : text)
        if (c.isLetter()) {
            hasLetter = true;
            break;
        }
    if (!hasLetter)
        return text;
    const qsizetype padding = std::max<qsizetype>(1, (text.size() * 2 + 4) / 5);
    QString result;
    result.reserve(text.size() + padding + 4);
    if (rightToLeft)
        result += QChar(0x202B); // right-to-left embedding
    result += u'[';
    result += text;
    result += QString(padding, u'~');
    result += u']';
    if (rightToLeft)
        result += QChar(0x202C); // pop directional formatting
    return result;
}

} // namespace isle::i18n
