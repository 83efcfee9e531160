#include "sheetjob.h"

#include "core/gamemodule.h"
#include "core/ruleset.h"

#include <QDateTime>
#include <QTimeZone>

namespace isle::sheets {

SheetJob jobFor(const GameModule &module, const Ruleset &ruleset, const SheetSettings &settings)
{
    SheetJob job;
    job.components = module.components(ruleset);
    job.copies = SheetJob::fullCounts(job.components);
    job.settings = settings;
    job.gameName = module.displayName();
    job.rulesetName = ruleset.name();
    job.rulesetVersion = ruleset.meta().value(QStringLiteral("version")).toVariant().toString();
    job.date = sheetDate();
    return job;
}

void keepOnly(SheetJob &job, const QStringList &groups, const QStringList &kinds)
{
    for (qsizetype index = 0; index < job.components.size(); ++index) {
        const ComponentSpec &spec = job.components.at(index);
        if ((!groups.isEmpty() && !groups.contains(spec.group)) || (!kinds.isEmpty() && !kinds.contains(spec.kind)))
            job.copies[index] = 0;
    }
}

QString sheetDate()
{
    bool ok = false;
    const qint64 epoch = qEnvironmentVariable("SOURCE_DATE_EPOCH").toLongLong(&ok);
    const QDate day = ok ? QDateTime::fromSecsSinceEpoch(epoch, QTimeZone::utc()).date() : QDate::currentDate();
    return day.toString(Qt::ISODate);
}

} // namespace isle::sheets
