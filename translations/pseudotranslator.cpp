#include "pseudotranslator.h"

namespace isle::i18n {

PseudoTranslator::PseudoTranslator(bool rightToLeft, QObject *parent)
    : QTranslator(parent)
    , m_rightToLeft(rightToLeft)
{
    // Every shipped .ts is complete (check_translations), so any one lists every string.
    if (!m_catalogue.load(QStringLiteral(":/i18n/isleworks_de.qm")))
        qWarning("PseudoTranslator: no catalogue of the translatable strings");
}

QString PseudoTranslator::translate(const char *context, const char *sourceText, const char *disambiguation,
                                    int n) const
{
    if (!sourceText || !*sourceText)
        return {};
    // Qt's own classes (QDialogButtonBox, QPlatformTheme…) are translated by Qt's catalogues.
    const bool qts = context && context[0] == 'Q' && context[1] >= 'A' && context[1] <= 'Z';
    if (!qts && !m_catalogue.isEmpty() && m_catalogue.translate(context, sourceText, disambiguation, n).isEmpty())
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
