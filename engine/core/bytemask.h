#pragma once

// Which bytes of a short row equal a value, as a bit mask: board scans that look for the
// few spaces holding something (a structure, an owner) test a row at a time instead of a
// space at a time. SSE2 where the compiler targets it (every x86-64), a loop elsewhere.

#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace isle {

// Bit i set where bytes[i] == value, for the 32 bytes from `bytes`.
inline std::uint32_t equalBytes32(const std::uint8_t *bytes, std::uint8_t value)
{
#if defined(__SSE2__)
    const __m128i needle = _mm_set1_epi8(static_cast<char>(value));
    const auto low = static_cast<std::uint32_t>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes)), needle)));
    const auto high = static_cast<std::uint32_t>(
        _mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(bytes + 16)), needle)));
    return (low & 0xFFFFU) | (high << 16U);
#else
    std::uint32_t mask = 0;
    for (unsigned i = 0; i < 32; ++i)
        mask |= static_cast<std::uint32_t>(bytes[i] == value) << i;
    return mask;
#endif
}

} // namespace isle
