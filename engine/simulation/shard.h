#pragma once

#include <QString>
#include <optional>

namespace isle {

// One of `count` equal slices of a batch, numbered from 0, so that a cluster's job array
// (Slurm's SLURM_ARRAY_TASK_ID, a Kubernetes Indexed Job's JOB_COMPLETION_INDEX) plays a
// batch in pieces: shard i plays games [games·i/count, games·(i+1)/count), each on the
// seed it has in the whole batch, so the merged parts are exactly the whole batch.
struct Shard
{
    static constexpr int MaxCount = 100000;

    int index = 0;
    int count = 1;

    bool isWhole() const { return count == 1; }
    int firstGame(int games) const { return int(qint64(games) * index / count); }
    int endGame(int games) const { return int(qint64(games) * (index + 1) / count); }

    // "I/N" with 0 <= I < N <= MaxCount; a translated reason otherwise.
    static std::optional<Shard> parse(const QString &text, QString *error);
    QString toString() const { return QStringLiteral("%1/%2").arg(index).arg(count); }

    bool operator==(const Shard &) const = default;
};

} // namespace isle
