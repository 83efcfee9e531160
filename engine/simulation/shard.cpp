#include "shard.h"

#include <QCoreApplication>

namespace isle {

std::optional<Shard> Shard::parse(const QString &text, QString *error)
{
    const qsizetype slash = text.indexOf(u'/');
    bool indexOk = false;
    bool countOk = false;
    Shard shard;
    if (slash > 0) {
        shard.index = text.left(slash).toInt(&indexOk);
        shard.count = text.mid(slash + 1).toInt(&countOk);
    }
    if (!indexOk || !countOk || shard.count < 1 || shard.count > MaxCount || shard.index < 0
        || shard.index >= shard.count) {
        if (error)
            *error = QCoreApplication::translate("isle::Simulation",
                                                 "expected I/N: shard I of N, with 0 <= I < N <= %1 (\"2/8\")")
                         .arg(MaxCount);
        return std::nullopt;
    }
    return shard;
}

} // namespace isle
