#include "rng.h"

namespace isle {

Rng::Rng(std::uint64_t seed, std::uint64_t stream)
    : m_inc((stream << 1U) | 1U)
{
    next();
    m_state += seed;
    next();
}

std::uint32_t Rng::next()
{
    const std::uint64_t old = m_state;
    m_state = old * 6364136223846793005ULL + m_inc;
    const auto xorShifted = static_cast<std::uint32_t>(((old >> 18U) ^ old) >> 27U);
    const auto rotation = static_cast<std::uint32_t>(old >> 59U);
    return (xorShifted >> rotation) | (xorShifted << ((-rotation) & 31U));
}

std::uint32_t Rng::below(std::uint32_t bound)
{
    std::uint64_t product = static_cast<std::uint64_t>(next()) * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
        const std::uint32_t threshold = (0U - bound) % bound;
        while (low < threshold) {
            product = static_cast<std::uint64_t>(next()) * bound;
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32U);
}

std::int32_t Rng::between(std::int32_t low, std::int32_t high)
{
    const auto span = static_cast<std::uint32_t>(static_cast<std::int64_t>(high) - low + 1);
    return static_cast<std::int32_t>(static_cast<std::int64_t>(low) + below(span));
}

std::uint64_t splitMix64(std::uint64_t value)
{
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27U)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31U);
}

} // namespace isle
