#pragma once

#include <QTranslator>

namespace isle::i18n {

// Translates every string a translator could translate into a pseudo-locale: the source
// text, 40 % longer, in brackets ("[Round 2 of 4~~~~~~~~]"); right to left, the text is
// also embedded in right-to-left marks. Placeholders (%1, %n) and line breaks stay as they
// are, so the result is formatted like a real translation. "Could translate": the string
// is in the shipped catalogue (lupdate found it in the sources), or it is Qt's own; a
// string put together at run time and passed to tr() is in no .ts file, so it stays
// English here as it would in every language, and the pseudo-locale test sees it.
class PseudoTranslator final : public QTranslator
{
    Q_OBJECT

public:
    explicit PseudoTranslator(bool rightToLeft, QObject *parent = nullptr);

    QString translate(const char *context, const char *sourceText, const char *disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }

    static QString pseudo(const QString &text, bool rightToLeft);

private:
    bool m_rightToLeft;
    QTranslator m_catalogue; // a complete shipped translation: which strings lupdate knows
};

} // namespace isle::i18n
