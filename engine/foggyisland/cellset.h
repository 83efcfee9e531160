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

    // The set's tiles whose right-hand neighbour (whose neighbour below) is in the set too:
    // the first tiles of its pairs side by side, as a word's shift finds them. A word
    // holds four rows of 16 tiles, so a row's last column is masked off rather than
    // paired with the next row's first, and a word's last row pairs with the next word's first.
    CellSet withRightNeighbour() const
    {
        static_assert(MaxBoardSide == 16 && MaxCells % 64 == 0);
        constexpr std::uint64_t NotLastColumn = 0x7fff7fff7fff7fffULL;
        CellSet result;
        for (int w = 0; w < WordCount; ++w)
            result.m_words[w] = m_words[w] & (m_words[w] >> 1U) & NotLastColumn;
        return result;
    }
    CellSet withLowerNeighbour() const
    {
        CellSet result;
        for (int w = 0; w < WordCount; ++w) {
            const std::uint64_t next = w + 1 < WordCount ? m_words[w + 1] : 0;
            result.m_words[w] = m_words[w] & ((m_words[w] >> MaxBoardSide) | (next << (64 - MaxBoardSide)));
        }
        return result;
    }

    // The n-th pair of side-by-side tiles whose first tiles are `right` (paired with the
    // tile to the right) and `down` (with the tile below), ordered by first tile, the
    // right-hand pair before the lower: the order of a walk over the tiles that looks
    // right, then down. n < right.count() + down.count(). Whole words and rows are
    // skipped by counting.
    static void nthPair(const CellSet &right, const CellSet &down, int n, int &first, int &second)
    {
        for (int w = 0; w < WordCount; ++w) {
            std::uint64_t toRight = right.m_words[w];
            std::uint64_t below = down.m_words[w];
            const int inWord = std::popcount(toRight) + std::popcount(below);
            if (n >= inWord) {
                n -= inWord;
                continue;
            }
            int base = w * 64;
            for (;; toRight >>= MaxBoardSide, below >>= MaxBoardSide, base += MaxBoardSide) {
                const int inRow = std::popcount(toRight & 0xffffU) + std::popcount(below & 0xffffU);
                if (n < inRow)
                    break;
                n -= inRow;
            }
            for (std::uint64_t tiles = (toRight | below) & 0xffffU;; tiles &= tiles - 1) {
                const int x = std::countr_zero(tiles);
                if (((toRight >> x) & 1U) && n-- == 0) {
                    first = base + x;
                    second = first + 1;
                    return;
                }
                if (((below >> x) & 1U) && n-- == 0) {
                    first = base + x;
                    second = first + MaxBoardSide;
                    return;
                }
            }
        }
    }

private:
    static constexpr int WordCount = MaxCells / 64;
    static std::uint64_t bit(int cell) { return std::uint64_t{1} << (cell & 63); }

    std::array<std::uint64_t, WordCount> m_words{};
};

} // namespace isle::foggy
