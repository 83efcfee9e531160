#include "sheetsettings.h"

#include <QCoreApplication>
#include <QLocale>

namespace isle::sheets {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(isle::sheets::SheetSettings)
};

struct Named
{
    const char *id;
    QPageSize::PageSizeId paper;
};
constexpr Named Papers[] = {{"a4", QPageSize::A4}, {"letter", QPageSize::Letter}, {"a3", QPageSize::A3}};
} // namespace

QSizeF SheetSettings::paperSize() const
{
    const QSizeF size = QPageSize(paper).size(QPageSize::Millimeter);
    return orientation == QPageLayout::Landscape ? size.transposed() : size;
}

QRectF SheetSettings::contentArea() const
{
    const QSizeF size = paperSize();
    return QRectF(margin, margin, size.width() - 2 * margin, size.height() - 2 * margin - SlugHeight);
}

QString SheetSettings::paperName() const
{
    return orientation == QPageLayout::Landscape ? Tr::tr("%1 landscape").arg(QPageSize(paper).name())
                                                 : Tr::tr("%1 portrait").arg(QPageSize(paper).name());
}

QPageSize::PageSizeId SheetSettings::localePaper()
{
    return QLocale().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4;
}

SheetSettings SheetSettings::defaults()
{
    SheetSettings settings;
    settings.paper = localePaper();
    return settings;
}

std::optional<QPageSize::PageSizeId> paperFromName(const QString &name)
{
    for (const Named &paper : Papers)
        if (name.compare(QLatin1StringView(paper.id), Qt::CaseInsensitive) == 0)
            return paper.paper;
    return std::nullopt;
}

QString paperId(QPageSize::PageSizeId paper)
{
    for (const Named &named : Papers)
        if (named.paper == paper)
            return QString::fromLatin1(named.id);
    return QPageSize(paper).key();
}

QStringList paperIds()
{
    QStringList ids;
    for (const Named &paper : Papers)
        ids.append(QString::fromLatin1(paper.id));
    return ids;
}

std::optional<SheetSettings::Marks> marksFromName(const QString &name)
{
    if (name == QLatin1StringView("crop"))
        return SheetSettings::Marks::Crop;
    if (name == QLatin1StringView("lines"))
        return SheetSettings::Marks::Lines;
    if (name == QLatin1StringView("none"))
        return SheetSettings::Marks::None;
    return std::nullopt;
}

QString marksId(SheetSettings::Marks marks)
{
    switch (marks) {
    case SheetSettings::Marks::Crop: return QStringLiteral("crop");
    case SheetSettings::Marks::Lines: return QStringLiteral("lines");
    case SheetSettings::Marks::None: return QStringLiteral("none");
    }
    return {};
}

std::optional<SheetSettings::Duplex> duplexFromName(const QString &name)
{
    if (name == QLatin1StringView("long"))
        return SheetSettings::Duplex::LongEdge;
    if (name == QLatin1StringView("short"))
        return SheetSettings::Duplex::ShortEdge;
    if (name == QLatin1StringView("none"))
        return SheetSettings::Duplex::None;
    return std::nullopt;
}

QString duplexId(SheetSettings::Duplex duplex)
{
    switch (duplex) {
    case SheetSettings::Duplex::LongEdge: return QStringLiteral("long");
    case SheetSettings::Duplex::ShortEdge: return QStringLiteral("short");
    case SheetSettings::Duplex::None: return QStringLiteral("none");
    }
    return {};
}

} // namespace isle::sheets
