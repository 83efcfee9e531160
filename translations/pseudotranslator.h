#pragma once

#include <QTranslator>

namespace isle::i18n {

// Translates every string into a pseudo-locale: the source text, 40 % longer, in
// brackets ("[Round 2 of 4~~~~~~~~]"); right to left, the text is also embedded in
// right-to-left marks. Placeholders (%1, %n) and line breaks stay as they are, so the
// result is formatted like a real translation. Nothing needs a .ts file.
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
};

} // namespace isle::i18n
