#pragma once

#include <QtGlobal>

#include <array>
#include <cstdint>
#include <cstddef>

namespace isle {

// One decision, small enough to copy freely. Each game gives the fields their meaning
// (for a tile game, say: type = decision kind, kind = piece, cell and cell2 = tiles).
struct Action
{
    std::uint8_t type = 0;
    std::uint8_t kind = 0;
    std::uint8_t flags = 0;
    std::uint8_t extra = 0;
    std::int16_t cell = -1;
    std::int16_t cell2 = -1;

    bool operator==(const Action &) const = default;
};
static_assert(sizeof(Action) == 8);

// Fixed-capacity list, so generating legal actions never touches the heap.
class ActionList
{
public:
    // Enough for the largest decision of the built-in games (a tile game's: 10 kinds of
    // piece in hand × 256 tiles × face up or down).
    static constexpr std::size_t Capacity = 8192;

    void clear() { m_size = 0; }
    void push(const Action &action)
    {
        Q_ASSERT(m_size < Capacity);
        m_items[m_size++] = action;
    }
    std::size_t size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    const Action &operator[](std::size_t index) const { return m_items[index]; }
    const Action *begin() const { return m_items.data(); }
    const Action *end() const { return m_items.data() + m_size; }
    bool contains(const Action &action) const
    {
        for (std::size_t i = 0; i < m_size; ++i)
            if (m_items[i] == action)
                return true;
        return false;
    }

private:
    std::array<Action, Capacity> m_items;
    std::size_t m_size = 0;
};

} // namespace isle
