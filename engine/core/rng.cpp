#include "rng.h"

namespace isle {

Rng::Rng(std::uint64_t seed, std::uint64_t stream)
    : m_inc((stream << 1U) | 1U)
{
    next();
    m_state += seed;
    next();
}

std::int32_t Rng::between(std::int32_t low, std::int32_t high)
{
    const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(high) - low) + 1;
    // The whole int32 range has 2^32 values, one more than a 32-bit bound can name.
    const std::uint32_t offset = span > 0xffffffffULL ? next() : below(static_cast<std::uint32_t>(span));
    return static_cast<std::int32_t>(static_cast<std::int64_t>(low) + offset);
}

std::uint64_t splitMix64(std::uint64_t value)
{
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27U)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31U);
}

} // namespace isle
