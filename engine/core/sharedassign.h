#pragma once

// A search assigns the same view to its scratch game thousands of times a decision: what
// games share (the ruleset, the compiled rules, the variant's name) is copied only when it
// differs, since each copy of a shared pointer or a QString is an atomic reference count.

#include <QString>

#include <memory>

namespace isle {

template<typename T>
void assignShared(std::shared_ptr<T> &to, const std::shared_ptr<T> &from)
{
    if (to != from)
        to = from;
}

inline void assignShared(QString &to, const QString &from)
{
    if (!to.isSharedWith(from))
        to = from;
}

} // namespace isle
