#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace isle {

// The undo every game keeps: its whole state, plain data, copied before each decision
// while history is on, so a decision undoes as one step, chance included. Turned off for
// playouts and batches, where nothing is undone and the copies would cost the most.
template<typename State>
class SnapshotHistory
{
    static_assert(std::is_trivially_copyable_v<State>, "a snapshot is a plain copy of the state");

public:
    // Room for a long game's decisions, reserved once so recording rarely allocates.
    explicit SnapshotHistory(std::size_t reserved = 256) { m_snapshots.reserve(reserved); }

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled)
    {
        m_enabled = enabled;
        if (!enabled)
            m_snapshots.clear();
    }

    // Before a decision changes `state`.
    void record(const State &state)
    {
        if (m_enabled)
            m_snapshots.push_back(state);
    }
    bool canUndo() const { return !m_snapshots.empty(); }
    // Puts back the state before the last recorded decision; false when there is none.
    bool undo(State &state)
    {
        if (m_snapshots.empty())
            return false;
        state = m_snapshots.back();
        m_snapshots.pop_back();
        return true;
    }
    // A new game, a copied or dealt state: earlier snapshots belong to another history.
    void clear() { m_snapshots.clear(); }

private:
    std::vector<State> m_snapshots;
    bool m_enabled = true;
};

// FNV-1a over a plain-data state's bytes (padding included, which the games zero), the
// fingerprint Game::stateHash compares in determinism tests.
template<typename State>
std::uint64_t stateFingerprint(const State &state)
{
    static_assert(std::is_trivially_copyable_v<State>);
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    const auto *bytes = reinterpret_cast<const unsigned char *>(&state);
    for (std::size_t i = 0; i < sizeof state; ++i) {
        hash ^= bytes[i];
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

} // namespace isle
