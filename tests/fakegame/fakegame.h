#pragma once

// Pebbles, a tiny Nim-like game that only the tests register, to prove that the shared
// layers (registry, records, positions, simulation, players) need nothing of Foggy Island.
namespace isle::fakegame {

// Adds Pebbles ("pebbles") to isle::GameRegistry; calling it again does nothing.
void registerPebbles();

} // namespace isle::fakegame
