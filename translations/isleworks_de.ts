<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Board</name>
    <message>
        <source>Island board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, latest move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, can be chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 (%2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is me: show my tokens (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one (keys 1–9 for the first nine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the list of choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All choices…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoggySidePanel</name>
    <message>
        <source>Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).</source>
        <extracomment>%1 is how many tokens are still to pick, %2 the highest number key</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one of the two weather cards you drew (keys 1, 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a fog board on the island to lift it, or choose it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now choose the second tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the mercenaries to hire on the board, then Done hiring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>under the large number of a side&apos;s score at game over</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close and look at the final board</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game with Game ▸ New Game… (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a token (1–%1), then a lit tile (arrow keys, Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick your opening hand in the panel on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 in hand, key %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Foggy weather this
mercenary may go face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down (F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HiringPanel</name>
    <message>
        <source>Hire mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purse: %1 coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenaries for hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can be hired now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be hired now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 coins · replaces %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hired %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done hiring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to review the board after this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review the board after this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decisions yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewBanner</name>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return to the live game (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>End of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last round is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No line scored this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines that scored (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines that scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 pt</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Show all lines (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the result (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every scored line at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See who won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue to the next round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, side %2, %3 points%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand %1 · Pile %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WeatherCard</name>
    <message>
        <source>Weather: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather being chosen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::BalanceLab</name>
    <message>
        <source>Play these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare with saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games per batch; a comparison plays this many under each ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed deals the same games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the games under the rules as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the same seeds under the saved rules and the rules as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change (95 % interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number to vary: a parameter or a cell of a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seat&apos;s margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is one component of the game (a piece, a card), %2 the name of a figure about it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range is empty: &quot;from&quot; is above &quot;to&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (0 to 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current rules have errors (see the problem list); fix them before playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); %5 of the games are drawn; a game takes %6 decisions on average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games under each ruleset: %1, on the same seeds; the change is the current rules minus the saved ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 swept over %2 values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values that break the rules, not played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play games between computer players to see how the rules balance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the figures cover the games finished so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interval does not contain 0: a real difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the rules first: they are the same as the saved ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(run a simulation to see it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(run a simulation or a comparison to see it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draws count ½; whiskers: the 95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of the points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50 %: even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: lowest, highest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its score minus the second seat&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: shortest, longest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none in these games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(pick a parameter and a range, then run the sweep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules with errors (not played)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value of the sweep could be played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Csv</name>
    <message>
        <source>text after a closing quote; expected a comma or the end of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Difficulty</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::EditorWindow</name>
    <message>
        <source>Balance lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Isleworks rule editor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::GameRecord</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the embedded ruleset object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; like the record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision %1 (%2) comes after the game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision %1 (seat %2: %3) is not legal: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a seed: a decimal string of an unsigned 64-bit integer (digits only, without sign, spaces or leading zeros)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::IssuesPanel</name>
    <message>
        <source>No problems: these rules can be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings: %1. The rules can still be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::JsonFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malformed JSON at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format version %1 is newer than this Isleworks reads (up to %2); update Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ordinary file (a device, pipe or socket); only ordinary files are read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; no Isleworks file is that large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only part of the file could be written (the disk may be full, or a file size limit reached)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::MetadataPage</name>
    <message>
        <source>How this ruleset is named and described in files, records and the game list.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::ParameterListModel</name>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Player</name>
    <message>
        <source>unknown player &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;ismcts:&quot; must be a whole number from 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a file, where a computer player searches at most %2 iterations a move (as Expert does); expected &quot;ismcts:N&quot; with N from 1 to %2, or one of: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Position</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::ProblemListModel</name>
    <message>
        <source>Not accepted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
This value was not taken; the previous one is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::RegionGrid</name>
    <message>
        <source>The board and its fog regions, numbered as in the table. Click a region to select its row.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Ruleset</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected an object of parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; the default value is used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::RulesetDocument</name>
    <message>
        <source>lower-case labels inside sentences</source>
        <extracomment>Translate as &quot;no&quot; when labels keep their capital letter inside a sentence (German nouns).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rows of this table are fixed; their names cannot change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 in row %2 of %3 to %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such table row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add row %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove row %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1 to &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset has no file name yet; use Save As</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::RulesetEditor</name>
    <message>
        <source>&amp;Open Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Rules &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the parameters of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the parameters a variant does not use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 with errors (%2); a game cannot start under these rules yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Rules As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; have unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::RulesetSchema</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of rows, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 to %2 rows, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing; expected a value for the column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row &quot;%1&quot; appears twice; expected each row once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing the row &quot;%1&quot;; expected one row for each of: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::RulesetTableModel</name>
    <message>
        <source>line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty; expected a header row of column keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (the cell holds &quot;%3&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Unit: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 rows to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 rows from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Id: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::RulesetValues</name>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Description › %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First seat&apos;s score margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::TablePanel</name>
    <message>
        <source>Add row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row after the selected one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace this table with the rows of a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write this table to a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed; the file has problems:

%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no &quot;%1&quot; game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are reviewing an earlier decision: go back to the game to play on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer chose an illegal move: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 × %4 = %5 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo (designer mode: any decision)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo (not past a draw or a revealed token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 coins to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw, %1 (coins decide the game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draw, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet: choose Game ▸ New Game… to start one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not autosave the game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: decision %2 (%3) is not legal: %4. The game stops before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules are for another game than the one in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::MainWindow</name>
    <message>
        <source>Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the list of decisions so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] — Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*] (edited rules) — Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has decisions that are not saved in a file. Save them before the game is replaced?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isleworks game records (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was played under other rules than those in the editor (%1). Replay it under the editor&apos;s rules?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isleworks game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Isleworks closed unexpectedly while it was resuming an unfinished game last time. Try to continue that game anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unfinished game was kept when Isleworks last closed. Continue it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Design, play and print island board games.&lt;/p&gt;&lt;p&gt;%2, with every rule enforced by the Isleworks engine.&lt;/p&gt;&lt;p&gt;Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game as a record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Designer Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo anything, even past a draw or a revealed token, to try rules out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: &amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and let it play the best move it has found so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Isleworks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relaxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the game being played, with the numbers of its ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules Editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Balance Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game in progress under the edited rules and compare the scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game with These Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game under the rules in the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay After Every &amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the game in progress whenever a rule changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo Rule Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo Rule Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Under the edited rules the game stops at decision %1 (%2): %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

No round has finished yet, so there are no round scores to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1, before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1, now</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::NewGameDialog</name>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: greedy (one move ahead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules the game is played under: the standard ones or those in the rule editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed, variant and decisions give the same game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::RulesReferenceDialog</name>
    <message>
        <source>Rules of the Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of the game being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules in the editor differ from them; a new game, or Replay Now, plays those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played: the rules in the editor, for every variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game is being played: the rules the next game is played under, for every variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no rules reference for this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow, pulsing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can be chosen now: where the selected hand token may go, or a tile the decision asks for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first tile of a two-tile choice; choose the second one next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The latest move, or the move being reviewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pale gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part of a line that scores now. At a round&apos;s end the line being counted is outlined and its points are shown beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is lifted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tiles show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::SeatsModel</name>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::BoardModel</name>
    <message>
        <source>%1, under fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2&apos;s token face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3 face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2, face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyScreen</name>
    <message>
        <source>Select a token in your hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not one of the choices now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::HandModel</name>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::HiringModel</name>
    <message>
        <source>%1: %2 coins, replaces a %3, %4 of %5 hired</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli</name>
    <message>
        <source>Machine-readable output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &quot;%1 --help&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected one file: %1 Try --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: isleworks-cli &lt;command&gt; [options]

Plays, scores, replays and checks Isleworks games without a window.

Commands:
  score POSITION      the line-by-line score of a position
  simulate            play many games between computer players and summarise them
  compare A B         the same games under rulesets A and B: differences with 95 % intervals
  play --record OUT   play one game between computer players and save its record
  replay RECORD       replay a game record, optionally under other rules
  validate FILE       check a ruleset, record or position and list every problem

Options:
  -h, --help          this help; &quot;isleworks-cli &lt;command&gt; --help&quot; for a command&apos;s options
  -v, --version       the version

Exit codes: 0 success, 1 failure, 2 bad input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::compare</name>
    <message>
        <source>Plays the same games (same seeds, same players) under two rulesets and reports the difference B - A in the first seat&apos;s win rate, the score margin, the game length and the game&apos;s own figures per game, each with a 95 % confidence interval, and the figures the game keeps per component.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset to compare from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset to compare with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games under each ruleset (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected two ruleset files, A and B. Try --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure                          A          B          B - A      95 % interval</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::figures</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per component:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per component (A / B):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::play</name>
    <message>
        <source>Plays one game between computer players and writes its record, to replay or to study. The file is written atomically: on any error nothing is left behind and an existing file is untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the game record to &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the file to write the record to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the record: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::replay</name>
    <message>
        <source>Replays a game record and prints the final scores, or the first decision that is no longer legal and why. With --ruleset the decisions are replayed under other rules. Exits with 1 when the replay stops early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay under the rules in &lt;file&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game record (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record ends before the game does; next: player %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::score</name>
    <message>
        <source>  %1 %2–%3 (%4): length %5, %6 = %7 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores a position file: every line with its cells, length, multipliers and points, and the total of each side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score under the rules in &lt;file&gt; instead of the position&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position file (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2, %3 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  no lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant: %1 (default %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the game or batch (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play under the rules in &lt;file&gt; instead of the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worker threads (default: every core).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of games from %1 to 100000000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of threads from 1 to 256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays many games between computer players and prints win and draw rates per seat, the score distribution, the game length and the figures the game keeps for designers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip the game&apos;s designer figures, which cost some speed to count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games, seed %4, %5 thread(s), %6 s (%7 games/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws: %1 of games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game length: %1 decisions on average (sd %2, from %3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message>
        <source>Checks a ruleset, game record or position file and lists every problem with the file, the JSON path and what was expected. A record&apos;s decisions are also replayed to check that each is legal. Exits with 2 when there is any error; warnings alone exit with 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file to check (JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a valid %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::Character</name>
    <message>
        <source>Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prairie Dog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hippo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mouses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown character %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message>
        <source>pick the opening hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lift a fog board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand holds no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that tile is not on the %1×%2 island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is under fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a token is face up or face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in Foggy weather a %1 is placed face down; only mercenaries may be placed face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens are placed face down only in Foggy weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game waits for a different decision: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 is left to pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only %1 weather cards were drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no fog region %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fog region %1 is not covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick %1 for the opening hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep the %1 weather card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep weather card %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lift fog board %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 face down on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weather is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lifts fog board %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places a token face down on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s face-down token on %2 is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no token and passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 scores %2 for the %3 line from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 ends %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a tile name from A1 to P16, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that exchange is not possible: the token must be the deciding player&apos;s own, not white, where the ability allows, and the new one must come from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Snake takes an opponent&apos;s token that is not white, whose owner holds a token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Prairie Dog swaps two tokens next to it, neither of them white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Hippo moves onto one of the two tiles it lies on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Frog hops to a free, open tile next to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is not one of the choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not an opponent&apos;s token next to the %2 (white tokens never move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hire mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token to swap places with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchange a token next to the Fox for one from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token the Snake sends back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the hand token that replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap two tokens next to the Prairie Dog, or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the Hippo onto one of its two tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the Frog to a free tile next to it, or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 is not for hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>hiring the %1 costs %2 coins; there are %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 replaces a %2, and no %2 is left in the pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Hippo of yours still lies across two tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Hippo placed face up lies across two free, open tiles side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a Hippo placed face up takes a second tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hire the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hire no more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap places with the token on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchange the token on %1 for %2 from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send the token on %1 back to its owner&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap the tokens on %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the Hippo onto %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the Frog from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not use the ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place %1 across %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 hires the %2 for %3 coins and gives back a %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Chameleon on %1 now builds side %2&apos;s lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tokens on %1 and %2 change places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for one face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side %1 earns %2 coins and has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the decision carries values its kind does not use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no opponent&apos;s token that is not white lies next to it to swap places with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no opponent has a token that is not white next to it to exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no opponent&apos;s token next to it can be taken (not white, and its owner must hold a token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there are not two tokens next to it to swap (white ones never move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is nothing for it to act on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 does nothing: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenaries hired per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hires of every side in a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored lines per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lines that scored at a round&apos;s end, summed over the rounds of a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points of a scored line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mean points of all scored lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hired per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the character are hired in a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored lines holding at least one of the character&apos;s tokens, face-down tokens turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points of its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mean points of the scored lines holding the character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edge of its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The mean points of its scored lines minus the mean of all scored lines: positive when lines with it score more than lines in general.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the weather of the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such weather; expected Sunny, Cloudy or Foggy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown weather &quot;%1&quot;; expected sunny, cloudy or foggy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;; expected pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog or skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose %1 weather for the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose weather %1 for the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick a token for the opening hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exchange the token on %1 for one from the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>place a token face down on %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyModule</name>
    <message>
        <source>Foggy Island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown variant &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, not Foggy Island</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyRules</name>
    <message>
        <source>expected a board from 3×3 to 16×16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weather deck is empty; expected at least one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most %1 weather cards, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length %1 appears twice; each line length has one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scoring table is empty; expected at least one line length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a gap: no value for lines of length %1 (between %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line of %1 scores less than a line of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the region (%1, %2, %3×%4) reaches off the %5×%6 board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the region overlaps an earlier fog region; each tile is under one fog board at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hired character replaces a basic character (wolf, rat, rabbit or pig)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a mercenary is hired, never part of the starting set; expected 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no player has any token: every basicCount is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a character for hire gives back a basic character, so the pile stays the same size; expected wolf, rat, rabbit or pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the starting set holds %1 tokens (the sum of every basicCount); at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::Position</name>
    <message>
        <source>expected an object of character counts, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown character; expected a character id such as wolf or pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of %1 rows (the ruleset&apos;s board height)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string of %1 tiles separated by spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 tiles, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: tokens lie face down only in Foggy weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1 is under fog region %2, where no token can be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected sunny, cloudy or foggy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the basic game has no weather; expected sunny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of covered fog region numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunny weather leaves the whole map open; expected no fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the ruleset has no fog regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; the ruleset gives %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hand holds at most %1 tokens, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: in Foggy weather a %2 lies face down (write it in lower case); only mercenaries may lie face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of two whole numbers, one per side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the mercenary game has this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 %2 tokens a player can own, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player&apos;s set keeps its %1 tokens when hiring, found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected null or two tiles side by side, each holding this player&apos;s face-up Hippo (written H and the player)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of %1 objects, one per player, such as {&quot;wolf&quot;: 3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tile %1: &quot;%2&quot; is not a token; expected &quot;.&quot; or a character code (%3, lower case when face down) followed by the owner, 1 to %4; a face-up Chameleon may add &gt;1 or &gt;2 for the side whose lines it builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of %1 whole numbers, one per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a team&apos;s set keeps its %1 tokens when hiring; the two teammates own %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1 entries, one per player: null or two tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object such as {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the board is full; nothing can be placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has no token that can be placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the tile of player %1&apos;s face-up %2 whose ability is being resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this decision is made by an opponent of the placer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this decision is made by the placer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the tile of a token of player %1 that is not white, which the Snake sends back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing can be chosen for this decision in this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; their half of the team&apos;s set (&quot;owned&quot;) holds %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or game-weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the quick game whose quickWeather is &quot;choose&quot; has this decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the choice of the game&apos;s weather takes no other key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weather of the quick game is chosen at its start: round 1, Sunny without fog, an empty board, empty hands and nothing hired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quick game&apos;s first round is started by player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player %1, the first round&apos;s second player, chooses the weather</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message>
        <source>Basic game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game with weather cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game with mercenary characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole island is open; tokens are placed face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random; tokens are placed face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As Sunny: these rules have no fog regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens are placed face down (these rules have no fog regions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mercenary may be placed face up instead; only then does its ability act.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weather is drawn once, as a round&apos;s weather is (the second player draws two cards and keeps one), and stays for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole game is played in %1 weather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rules of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every variant of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(version %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every number on this page is the ruleset&apos;s: when the rules are edited, the page follows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are neighbours; diagonal tiles are not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>drawn once for the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for the whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: always open and face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn every round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hired between rounds with the coins won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hired with %1 coins before round 1, then between rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hired between rounds with the team&apos;s coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each team owns one set of tokens, split anew between the teammates every round; a player draws only from their own half. A team shares its coins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>With weather cards, the round&apos;s weather is chosen next (see Weather).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile that no fog board covers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A player with no token in hand, or none that fits on the board, is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see Characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round ends when no free tile is left or nobody can place. Every line is scored (see Scoring) and the board is cleared. The round&apos;s second player starts the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of each round, after the opening hands, the round&apos;s second player draws two weather cards, keeps one as the round&apos;s weather and puts the other at the bottom of the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kept card goes to the bottom of the deck at the round&apos;s end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The kept card leaves the game; once the deck is empty, every round is Sunny.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games with weather cards and with mercenaries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from the other players; their owner may look at them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from everybody, their owner included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face-down token is turned face up at the round&apos;s end, before scoring. A character that changes a line&apos;s value counts even while face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog board %1: tiles %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 chooses which (the last one is lifted at once). Then play goes on as usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the table&apos;s last step again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line holding a %1 scores × %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multipliers do not combine: a line with several scores only the largest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line holding a %1 scores half, rounded down, after any multiplier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each halving character in a line halves it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line is halved once, however many halving characters it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>So a line of %1 holding a %2 scores %3 instead of %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With mercenaries, each side also gains as many coins as the victory points it scored in the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every token has an owner, and a face colour that decides whose lines it builds: its owner&apos;s, the opponent&apos;s (a spy) or nobody&apos;s (white). An opponent&apos;s token, for an ability, is one the opponent owns that is not white; abilities never move a white token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In each set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mercenary&apos;s ability acts when it is placed face up, right after the placement. A change to a line&apos;s value needs no ability: it counts face up or face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (coins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each round&apos;s scoring, every token goes back to its owner&apos;s set. The next round&apos;s starter hires first, then the others in turn order; each hires as many as they like, one at a time, and then says they are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hire pays the mercenary&apos;s cost and gives back the basic character it replaces, so the set keeps its size (see the table above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hire is refused when the coins are short, every one of that mercenary is hired already, or no basic character of the kind it replaces is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hires are public.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick game: each player starts with %1 coins and hires before the first round; the coins not spent are given back, so only the coins the rounds bring count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team game: a team&apos;s coins are shared. After each round one player of each team hires first, teammates taking turns round by round; then the teammates may hire with what is left. Limits and replaced characters count the team&apos;s whole set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic game and game with weather cards: after the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Games with mercenaries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the team game both players of a team win together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the tokens show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-up token is a character on a disc. The disc&apos;s colour is the colour of the player whose lines the token builds, which is not always its owner&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spy (%1) is drawn on a disc in the opponent&apos;s colour: its owner placed it, but it counts in the opponent&apos;s lines, and it ends its owner&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A white disc (%1) builds nobody&apos;s line and ends every line it stands in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 scores %4 with a %1. That is why such a line can score 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down token shows its owner&apos;s disc under the token&apos;s back, so everybody sees whose it is but not what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Chameleon&apos;s disc changes colour when it takes the colour of a token placed next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Hippo placed face up lies across two tiles until its owner&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spy: builds the opponent&apos;s lines, and shows the opponent&apos;s colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral (white): builds nobody&apos;s line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines at first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line holding it scores × %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line holding it scores half, rounded down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed face up, it swaps places with an opponent&apos;s token next to it, if there is one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed face up, its owner may swap two tokens on the tiles next to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed face up, it lies across two free tiles side by side and settles on one of them at the start of its owner&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up, it takes the colour of each token placed next to it (white leaves it as it is).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed face up, the opponent must exchange one of their tokens next to it for a token from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed face up, its owner places one more token at once, and the opponent&apos;s next turn has one more placement too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face up, it may hop to a free tile next to it at the start of each of its owner&apos;s turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placed face up, its owner picks any opponent&apos;s token, which the opponent must exchange for a token from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be played until their problems are fixed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen once for the whole game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::Ruleset</name>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of tile columns of the island map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of tile rows of the island map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fog regions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows count from 0 at the top left; regions may not overlap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leftmost column, from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Top row, from 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which character the row describes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whose line the token builds: its owner&apos;s, the opponent&apos;s (a spy), nobody&apos;s (white), or that of the last token placed next to it (chameleon).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent (spy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white (neutral)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chameleon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic character given back when this mercenary is hired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every character: how many each player starts with or may hire, whose line it builds, and how it changes a line&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For hire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens of this mercenary each player may hire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line containing this character is multiplied by this; several multipliers do not combine, the largest applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halves line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line containing this character scores half, rounded down, after multipliers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins to hire one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens a player holds; after placing, a player draws back up to this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether players pick their opening hand from their tokens or draw it at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>players choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points of a line by its length. Lengths must follow each other without a gap; the shortest length is the shortest line that counts. Longer lines than the table lists repeat the last step&apos;s growth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points for such a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halvings stack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When on, a line with two halving characters is halved twice; when off, once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (basic game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the basic game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (weather game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the game with weather cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of weather card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cards of each weather the deck holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of this weather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who lifts fog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the open area is full, this player chooses which fog board to lift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owners see their face-down tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept weather card returns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When on, the round&apos;s weather card goes to the bottom of the deck at the round&apos;s end, so the deck never runs out; when off, it leaves the game (an empty deck then means Sunny weather).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (mercenary game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the game with mercenary characters, before any extra round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra rounds at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When coins and the cost of hired mercenaries are both tied, one more round is played, at most this many times; then the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (quick game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the quick game, before any extra round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins to hire with (quick game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins each player hires with before the first round; what is not spent is given back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather (quick game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds (team game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds in the team game for four players, before any extra round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weather (team game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one weather of the whole team game. The rulebook allows Sunny only; the others are for trying the variant out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens of this character in each player&apos;s starting set; the whole set holds at most 64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one weather of the whole quick game: chosen by the second player at the start of the game, drawn like a round&apos;s weather, once, or fixed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen by a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether a player may look at their own face-down tokens on the map. The printed rulebook says no one may.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>isle::foggy::Weather</name>
    <message>
        <source>Sunny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design the rules of an island game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game whose default rules to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A ruleset file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
