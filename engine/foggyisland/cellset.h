#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace isle::foggy {

inline constexpr int MaxBoardSide = 16;
inline constexpr int MaxCells = MaxBoardSide * MaxBoardSide;

// A set of tiles as a fixed bitset: the free open tiles, a fog region. Picking the
// n-th member lets a random placement be drawn without listing every tile.
class CellSet
{
public:
    void set(int cell) { m_words[cell >> 6] |= bit(cell); }
    void reset(int cell) { m_words[cell >> 6] &= ~bit(cell); }
    void flip(int cell) { m_words[cell >> 6] ^= bit(cell); }
    bool test(int cell) const { return (m_words[cell >> 6] & bit(cell)) != 0; }
    bool isEmpty() const { return (m_words[0] | m_words[1] | m_words[2] | m_words[3]) == 0; }
    void clear() { m_words = {}; }

    int count() const
    {
        return std::popcount(m_words[0]) + std::popcount(m_words[1]) + std::popcount(m_words[2])
            + std::popcount(m_words[3]);
    }

    // The index of the n-th member in increasing order; n < count().
    int nth(int n) const
    {
        for (int w = 0; w < WordCount; ++w) {
            std::uint64_t word = m_words[w];
            const int inWord = std::popcount(word);
            if (n >= inWord) {
                n -= inWord;
                continue;
            }
            int base = w * 64;
            // Skip whole bytes first, then clear the lowest bits that remain.
            while (true) {
                const int inByte = std::popcount(word & 0xffU);
                if (n < inByte)
                    break;
                n -= inByte;
                word >>= 8U;
                base += 8;
            }
            for (; n > 0; --n)
                word &= word - 1;
            return base + std::countr_zero(word);
        }
        return -1;
    }

    template<typename F>
    void forEach(F &&visit) const
    {
        for (int w = 0; w < WordCount; ++w) {
            std::uint64_t word = m_words[w];
            while (word) {
                visit(w * 64 + std::countr_zero(word));
                word &= word - 1;
            }
        }
    }

    CellSet &operator|=(const CellSet &other)
    {
        for (int w = 0; w < WordCount; ++w)
            m_words[w] |= other.m_words[w];
        return *this;
    }
    CellSet &operator&=(const CellSet &other)
    {
        for (int w = 0; w < WordCount; ++w)
            m_words[w] &= other.m_words[w];
        return *this;
    }
    CellSet operator~() const
    {
        CellSet result;
        for (int w = 0; w < WordCount; ++w)
            result.m_words[w] = ~m_words[w];
        return result;
    }
    bool intersects(const CellSet &other) const
    {
        for (int w = 0; w < WordCount; ++w)
            if (m_words[w] & other.m_words[w])
                return true;
        return false;
    }
    bool operator==(const CellSet &) const = default;

private:
    static constexpr int WordCount = MaxCells / 64;
    static std::uint64_t bit(int cell) { return std::uint64_t{1} << (cell & 63); }

    std::array<std::uint64_t, WordCount> m_words{};
};

} // namespace isle::foggy
