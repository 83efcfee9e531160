#pragma once

#include "foggyrules.h"

#include "core/ruleset.h"

#include <QString>

namespace isle::foggy {

// What a character does under `rules`, in plain text for tool tips and panels: whose
// line it builds, how it changes a line's value, and what it does when placed face up.
// Built from the ruleset's values (colour, multiplier, halving), so an edited value
// reads as edited; the abilities themselves are code (foggyabilities.cpp).
QString characterAbility(int kind, const FoggyRules &rules);

// The rules reference of GameModule::rulesReference: setup, turns, weather and fog,
// scoring, characters, hiring, how the game is won and what the board shows, with the
// ruleset's own numbers. An HTML fragment built only from fixed markup; every text
// (the ruleset's name and notes, names, sentences) is escaped. `variant` is one of
// FoggyModule::variants(), or empty (or unknown) for every variant.
QString rulesReferenceHtml(const Ruleset &ruleset, const QString &variant);

} // namespace isle::foggy
