<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BattleCard</name>
    <message numerus="yes">
        <source>+ %n more die(s)</source>
        <translation>
            <numerusform>+ %n more die</numerusform>
            <numerusform>+ %n more dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSidePanel</name>
    <message numerus="yes">
        <source>Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.</source>
        <translation>
            <numerusform>Click a green space to move (%n point left), a red unit to see the odds and again to attack, or use a button below the board.</numerusform>
            <numerusform>Click a green space to move (%n points left), a red unit to see the odds and again to attack, or use a button below the board.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) · supply %1/%2/%3</source>
        <translation>
            <numerusform>%n unit · supply %1/%2/%3</numerusform>
            <numerusform>%n units · supply %1/%2/%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</source>
        <translation>
            <numerusform>%1 (%2): %n coin, income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</numerusform>
            <numerusform>%1 (%2): %n coins, income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzyBoardPage</name>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>%n movement point left</numerusform>
            <numerusform>%n movement points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free move(s) left (equip, garrison, armory)</source>
        <translation>
            <numerusform>%n free move left (equip, garrison, armory)</numerusform>
            <numerusform>%n free moves left (equip, garrison, armory)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzySidePanel</name>
    <message numerus="yes">
        <source>Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.</source>
        <translation>
            <numerusform>Click a green tile to step there (%n point left), another of your heroes to select it, or a button below the map.</numerusform>
            <numerusform>Click a green tile to step there (%n points left), another of your heroes to select it, or a button below the map.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coin(s), income %2, upkeep %3 at the last Daybreak</source>
        <translation>
            <numerusform>%1: %n coin, income %2, upkeep %3 at the last Daybreak</numerusform>
            <numerusform>%1: %n coins, income %2, upkeep %3 at the last Daybreak</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Your hand: %n card</numerusform>
            <numerusform>Your hand: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message numerus="yes">
        <source>%1 (the rival), %2, %n nut(s)</source>
        <translation>
            <numerusform>%1 (the rival), %2, %n nut</numerusform>
            <numerusform>%1 (the rival), %2, %n nuts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n nut(s)</source>
        <translation>
            <numerusform>%1, %2, %n nut</numerusform>
            <numerusform>%1, %2, %n nuts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s)</source>
        <translation>
            <numerusform>, %n coin</numerusform>
            <numerusform>, %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) in hand</source>
        <translation>
            <numerusform>, %n card in hand</numerusform>
            <numerusform>, %n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stashed</source>
        <translation>
            <numerusform>, %n card stashed</numerusform>
            <numerusform>, %n cards stashed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n more turn(s) today)</source>
        <translation>
            <numerusform>Go again! (%n more turn today)</numerusform>
            <numerusform>Go again! (%n more turns today)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message numerus="yes">
        <source>%1 pt</source>
        <translation>
            <numerusform>%1 pt</numerusform>
            <numerusform>%1 pt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n token in hand</numerusform>
            <numerusform>%n tokens in hand</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SquirrelSidePanel</name>
    <message numerus="yes">
        <source>%1: click a card in your hand to stash it (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: click a card in your hand to stash it (up to %n more), or Done (D).</numerusform>
            <numerusform>%1: click a card in your hand to stash it (up to %n more), or Done (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your own refreshed squirrels to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: click one of your own refreshed squirrels to exhaust it (%n more).</numerusform>
            <numerusform>%1: click one of your own refreshed squirrels to exhaust it (%n more).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click a lit squirrel of %2 to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: click a lit squirrel of %2 to exhaust it (%n more).</numerusform>
            <numerusform>%1: click a lit squirrel of %2 to exhaust it (%n more).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</numerusform>
            <numerusform>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click an exhausted squirrel of yours to refresh it (%n more).</source>
        <translation>
            <numerusform>%1: click an exhausted squirrel of yours to refresh it (%n more).</numerusform>
            <numerusform>%1: click an exhausted squirrel of yours to refresh it (%n more).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Day %1: %2 stamina, %n coin(s), %3 cards</source>
        <translation>
            <numerusform>Day %1: %2 stamina, %n coin, %3 cards</numerusform>
            <numerusform>Day %1: %2 stamina, %n coins, %3 cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StaminaBar</name>
    <message numerus="yes">
        <source>full: +%n nut(s)</source>
        <translation>
            <numerusform>full: +%n nut</numerusform>
            <numerusform>full: +%n nuts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n tile left in the pile</numerusform>
            <numerusform>%n tiles left in the pile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>%n movement point left</numerusform>
            <numerusform>%n movement points left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Discard pile: %n card, %1 on top</numerusform>
            <numerusform>Discard pile: %n cards, %1 on top</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3</source>
        <translation>
            <numerusform>%1 (%2): %n coin, income %3</numerusform>
            <numerusform>%1 (%2): %n coins, income %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::PatternPainter</name>
    <message numerus="yes">
        <source>In all %n copies: </source>
        <extracomment>The tile designer&apos;s statistics over the whole table (every copy of every tile).</extracomment>
        <translation>
            <numerusform>In all %n copy: </numerusform>
            <numerusform>In all %n copies: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… and %Ln more problem</numerusform>
            <numerusform>… and %Ln more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message numerus="yes">
        <source>expected %n seat(s), as the game has</source>
        <translation>
            <numerusform>expected %n seat, as the game has</numerusform>
            <numerusform>expected %n seats, as the game has</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n count(s), as the game&apos;s figures are laid out</source>
        <translation>
            <numerusform>expected %n count, as the game&apos;s figures are laid out</numerusform>
            <numerusform>expected %n counts, as the game&apos;s figures are laid out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n ruleset(s)</source>
        <translation>
            <numerusform>expected %n ruleset</numerusform>
            <numerusform>expected %n rulesets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n result(s)</source>
        <translation>
            <numerusform>expected %n result</numerusform>
            <numerusform>expected %n results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n compared figure(s), as the game declares</source>
        <translation>
            <numerusform>expected %n compared figure, as the game declares</numerusform>
            <numerusform>expected %n compared figures, as the game declares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation>
            <numerusform>%1 won with %2 (coins decide the game)</numerusform>
            <numerusform>%1 won with %2 (coins decide the game)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation>
            <numerusform>%1 won, %2</numerusform>
            <numerusform>%1 won, %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::MainWindow</name>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation>
            <numerusform>Replayed %n decision under the edited rules: %1 before, %2 now.</numerusform>
            <numerusform>Replayed %n decisions under the edited rules: %1 before, %2 now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::PrintComponentsDialog</name>
    <message numerus="yes">
        <source>%n page(s), </source>
        <translation>
            <numerusform>%n page, </numerusform>
            <numerusform>%n pages, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n component to cut out.</numerusform>
            <numerusform>%n components to cut out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s), </source>
        <translation>
            <numerusform>Wrote %n file, </numerusform>
            <numerusform>Wrote %n files, </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::SessionFiles</name>
    <message numerus="yes">
        <source>expected at most %n seat(s); the rest are left out</source>
        <translation>
            <numerusform>expected at most %n seat; the rest are left out</numerusform>
            <numerusform>expected at most %n seats; the rest are left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleScreen</name>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Re-roll the lowest die</numerusform>
            <numerusform>Re-roll the %n lowest dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Elite unit, %n coin(s)</source>
        <translation>
            <numerusform>Elite unit, %n coin</numerusform>
            <numerusform>Elite unit, %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Basic unit, %n coin(s)</source>
        <translation>
            <numerusform>Basic unit, %n coin</numerusform>
            <numerusform>Basic unit, %n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyScreen</name>
    <message numerus="yes">
        <source>%1 at %2: %n mercenary(ies)</source>
        <translation>
            <numerusform>%1 at %2: %n mercenary</numerusform>
            <numerusform>%1 at %2: %n mercenaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s)</source>
        <translation>
            <numerusform>%n monster</numerusform>
            <numerusform>%n monsters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n mercenary</numerusform>
            <numerusform>%n mercenaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>settlement of %1, tier %2, %n rampart(s)</source>
        <translation>
            <numerusform>settlement of %1, tier %2, %n rampart</numerusform>
            <numerusform>settlement of %1, tier %2, %n ramparts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n monster token(s)</source>
        <translation>
            <numerusform>%n monster token</numerusform>
            <numerusform>%n monster tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item token(s)</source>
        <translation>
            <numerusform>%n item token</numerusform>
            <numerusform>%n item tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource token(s)</source>
        <translation>
            <numerusform>%n resource token</numerusform>
            <numerusform>%n resource tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>step here for %n point(s)</source>
        <translation>
            <numerusform>step here for %n point</numerusform>
            <numerusform>step here for %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::PlayersModel</name>
    <message numerus="yes">
        <source>%1, awake, %n nut(s)</source>
        <translation>
            <numerusform>%1, awake, %n nut</numerusform>
            <numerusform>%1, awake, %n nuts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, asleep, %n nut(s)</source>
        <translation>
            <numerusform>%1, asleep, %n nut</numerusform>
            <numerusform>%1, asleep, %n nuts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleGame</name>
    <message numerus="yes">
        <source>all %n activations of this turn are used</source>
        <translation>
            <numerusform>the %n activation of this turn is used</numerusform>
            <numerusform>all %n activations of this turn are used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coin(s)</source>
        <translation>
            <numerusform>%1 collects %n coin</numerusform>
            <numerusform>%1 collects %n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The board is full: the countdown of %n round(s) begins with %1</source>
        <translation>
            <numerusform>The board is full: the countdown of %n round begins with %1</numerusform>
            <numerusform>The board is full: the countdown of %n rounds begins with %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) (income %2, coins %3)</source>
        <translation>
            <numerusform>%1 scores %n point (income %2, coins %3)</numerusform>
            <numerusform>%1 scores %n points (income %2, coins %3)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Field tile %1: %n building lot(s).</source>
        <translation>
            <numerusform>Field tile %1: %n building lot.</numerusform>
            <numerusform>Field tile %1: %n building lots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Re-roll the lowest die</numerusform>
            <numerusform>Re-roll the %n lowest dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  lighthouse: %n point(s)</source>
        <translation>
            <numerusform>  lighthouse: %n point</numerusform>
            <numerusform>  lighthouse: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  income: %n coin(s) a turn, coins: %1</source>
        <translation>
            <numerusform>  income: %n coin a turn, coins: %1</numerusform>
            <numerusform>  income: %n coins a turn, coins: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  total: %n point(s)</source>
        <translation>
            <numerusform>  total: %n point</numerusform>
            <numerusform>  total: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores %1 points at the end.</source>
        <translation>
            <numerusform>Lighthouse: a city worth %n coin a turn; its owner places tiles from the pile, and it scores %1 points at the end.</numerusform>
            <numerusform>Lighthouse: a city worth %n coins a turn; its owner places tiles from the pile, and it scores %1 points at the end.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Components</name>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Position</name>
    <message numerus="yes">
        <source>expected %n dice, each from 1 to 6</source>
        <translation>
            <numerusform>expected %n die, from 1 to 6</numerusform>
            <numerusform>expected %n dice, each from 1 to 6</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Reference</name>
    <message numerus="yes">
        <source>Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.</source>
        <translation>
            <numerusform>Income: each city pays %n coin on the outer ring and %1 further in; the lighthouse pays %2.</numerusform>
            <numerusform>Income: each city pays %n coins on the outer ring and %1 further in; the lighthouse pays %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::merge</name>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, merged from %n shard(s)</source>
        <extracomment>%1 game id, %2 variant, %3 games, %4 seed, %n shards</extracomment>
        <translation>
            <numerusform>%1, %2 game: %3 games, seed %4, merged from %n shard</numerusform>
            <numerusform>%1, %2 game: %3 games, seed %4, merged from %n shards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::sheets</name>
    <message numerus="yes">
        <source>%1: %n page(s) of %2, </source>
        <extracomment>%1 the game, %n pages, %2 the paper (&quot;A4&quot;); followed by &quot;%n component(s) to cut out.&quot;</extracomment>
        <translation>
            <numerusform>%1: %n page of %2, </numerusform>
            <numerusform>%1: %n pages of %2, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n component to cut out.</numerusform>
            <numerusform>%n components to cut out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)</source>
        <extracomment>%1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second</extracomment>
        <translation>
            <numerusform>%1, %2 game: %3 games, seed %4, %n thread, %5 s (%6 games/s)</numerusform>
            <numerusform>%1, %2 game: %3 games, seed %4, %n threads, %5 s (%6 games/s)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation>
            <numerusform>%1: a valid %2 (%n warning).</numerusform>
            <numerusform>%1: a valid %2 (%n warnings).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::foggy::Components</name>
    <message numerus="yes">
        <source>Draw from your pile until you hold %n again.</source>
        <translation>
            <numerusform>Draw from your pile until you hold %n again.</numerusform>
            <numerusform>Draw from your pile until you hold %n again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</source>
        <translation>
            <numerusform>An island of %1 × %2 tiles. Each player&apos;s set of %n token: %3.</numerusform>
            <numerusform>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</source>
        <translation>
            <numerusform>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</numerusform>
            <numerusform>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</source>
        <translation>
            <numerusform>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</numerusform>
            <numerusform>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n in the deck)</source>
        <translation>
            <numerusform>%1 (%n in the deck)</numerusform>
            <numerusform>%1 (%n in the deck)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</source>
        <translation>
            <numerusform>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</numerusform>
            <numerusform>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</source>
        <translation>
            <numerusform>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra round) wins.</numerusform>
            <numerusform>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation>
            <numerusform>every %1 for hire (%n) is hired already</numerusform>
            <numerusform>every %1 for hire (%n) is hired already</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation>
            <numerusform>%1 is dealt %n token</numerusform>
            <numerusform>%1 is dealt %n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation>
            <numerusform>%n face-down token turned up</numerusform>
            <numerusform>%n face-down tokens turned up</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation>
            <numerusform>Each player&apos;s set of %n token: %1.</numerusform>
            <numerusform>Each player&apos;s set of %n tokens: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation>
            <numerusform>%1, and up to %n more to break a tie</numerusform>
            <numerusform>%1, and up to %n more to break a tie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</numerusform>
            <numerusform>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</numerusform>
            <numerusform>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation>
            <numerusform>Then draw from your pile until you hold %n token again, as long as the pile lasts.</numerusform>
            <numerusform>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation>
            <numerusform>The island has %n fog region, covered by its own fog board:</numerusform>
            <numerusform>The island has %n fog regions, each covered by its own fog board:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation>
            <numerusform>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</numerusform>
            <numerusform>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation>
            <numerusform>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n time; then the game is a draw.</numerusform>
            <numerusform>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Components</name>
    <message numerus="yes">
        <source>Income: %n coin(s) a settlement, %1 a mine.</source>
        <translation>
            <numerusform>Income: %n coin a settlement, %1 a mine.</numerusform>
            <numerusform>Income: %n coins a settlement, %1 a mine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Upkeep: %n coin(s) a hero; an unpaid hero dies.</source>
        <translation>
            <numerusform>Upkeep: %n coin a hero; an unpaid hero dies.</numerusform>
            <numerusform>Upkeep: %n coins a hero; an unpaid hero dies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last player with a settlement or a hero wins; after %n Day(s), the most settlements.</source>
        <translation>
            <numerusform>The last player with a settlement or a hero wins; after %n Day, the most settlements.</numerusform>
            <numerusform>The last player with a settlement or a hero wins; after %n Days, the most settlements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyGame</name>
    <message numerus="yes">
        <source>Upgrade to %1 (%n coins)</source>
        <translation>
            <numerusform>Upgrade to %1 (%n coin)</numerusform>
            <numerusform>Upgrade to %1 (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build the %1 (%n coins)</source>
        <translation>
            <numerusform>Build the %1 (%n coin)</numerusform>
            <numerusform>Build the %1 (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build a Mercenary Camp (%n coins)</source>
        <translation>
            <numerusform>Build a Mercenary Camp (%n coin)</numerusform>
            <numerusform>Build a Mercenary Camp (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recruit a hero (%n coins)</source>
        <translation>
            <numerusform>Recruit a hero (%n coin)</numerusform>
            <numerusform>Recruit a hero (%n coins)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hire %n monsters</source>
        <translation>
            <numerusform>Hire %n monster</numerusform>
            <numerusform>Hire %n monsters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n defecting monsters</source>
        <translation>
            <numerusform>Take %n defecting monster</numerusform>
            <numerusform>Take %n defecting monsters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Form a squad of %n mercenaries</source>
        <translation>
            <numerusform>Form a squad of %n mercenary</numerusform>
            <numerusform>Form a squad of %n mercenaries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coins.</source>
        <translation>
            <numerusform>%1 collects %n coin.</numerusform>
            <numerusform>%1 collects %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n coins of upkeep.</source>
        <translation>
            <numerusform>%1 pays %n coin of upkeep.</numerusform>
            <numerusform>%1 pays %n coins of upkeep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 finds %n coins.</source>
        <translation>
            <numerusform>%1 finds %n coin.</numerusform>
            <numerusform>%1 finds %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n guardians defend the mine.</source>
        <translation>
            <numerusform>%n guardian defends the mine.</numerusform>
            <numerusform>%n guardians defend the mine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more dice</source>
        <translation>
            <numerusform>%1 and %n more die</numerusform>
            <numerusform>%1 and %n more dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Reference</name>
    <message numerus="yes">
        <source>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</source>
        <translation>
            <numerusform>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</numerusform>
            <numerusform>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Cards</name>
    <message numerus="yes">
        <source>%n nut(s)</source>
        <translation>
            <numerusform>%n nut</numerusform>
            <numerusform>%n nuts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamina</source>
        <translation>
            <numerusform>%n stamina</numerusform>
            <numerusform>%n stamina</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n coin</numerusform>
            <numerusform>%n coins</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Draw %n card.</numerusform>
            <numerusform>Draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n extra turns)</source>
        <translation>
            <numerusform>Go again! (%n extra turn)</numerusform>
            <numerusform>Go again! (%n extra turns)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash up to %n card(s) from your hand.</source>
        <translation>
            <numerusform>Stash up to %n card from your hand.</numerusform>
            <numerusform>Stash up to %n cards from your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash the top %n card(s) of the deck, unseen.</source>
        <translation>
            <numerusform>Stash the top %n card of the deck, unseen.</numerusform>
            <numerusform>Stash the top %n cards of the deck, unseen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh up to %n of your exhausted squirrels.</source>
        <translation>
            <numerusform>Refresh up to %n of your exhausted squirrels.</numerusform>
            <numerusform>Refresh up to %n of your exhausted squirrels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per tree squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gain 1 nut per tree squirrel you have, at most %n.</numerusform>
            <numerusform>Gain 1 nut per tree squirrel you have, at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per ground squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gain 1 nut per ground squirrel you have, at most %n.</numerusform>
            <numerusform>Gain 1 nut per ground squirrel you have, at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per flying squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gain 1 nut per flying squirrel you have, at most %n.</numerusform>
            <numerusform>Gain 1 nut per flying squirrel you have, at most %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck; keep one, discard the rest.</source>
        <translation>
            <numerusform>Look at the top %n card of the deck; keep one, discard the rest.</numerusform>
            <numerusform>Look at the top %n cards of the deck; keep one, discard the rest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.</source>
        <translation>
            <numerusform>Up to %n time: exhaust one of your refreshed squirrels and collect its loops.</numerusform>
            <numerusform>Up to %n times: exhaust one of your refreshed squirrels and collect its loops.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage: exhaust up to %n refreshed tree squirrel of one opponent.</numerusform>
            <numerusform>Sabotage: exhaust up to %n refreshed tree squirrels of one opponent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage: exhaust up to %n refreshed ground squirrel of one opponent.</numerusform>
            <numerusform>Sabotage: exhaust up to %n refreshed ground squirrels of one opponent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage: exhaust up to %n refreshed flying squirrel of one opponent.</numerusform>
            <numerusform>Sabotage: exhaust up to %n refreshed flying squirrels of one opponent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: move %n random card(s) of one opponent&apos;s stash into yours, unseen.</source>
        <translation>
            <numerusform>Sabotage: move %n random card of one opponent&apos;s stash into yours, unseen.</numerusform>
            <numerusform>Sabotage: move %n random cards of one opponent&apos;s stash into yours, unseen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</numerusform>
            <numerusform>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</numerusform>
            <numerusform>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</numerusform>
            <numerusform>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card(s).</source>
        <translation>
            <numerusform>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card.</numerusform>
            <numerusform>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Components</name>
    <message numerus="yes">
        <source>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</source>
        <translation>
            <numerusform>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</numerusform>
            <numerusform>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refill the island&apos;s %n empty slots.</source>
        <translation>
            <numerusform>Refill the island&apos;s %n empty slot.</numerusform>
            <numerusform>Refill the island&apos;s %n empty slots.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</source>
        <translation>
            <numerusform>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</numerusform>
            <numerusform>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Reference</name>
    <message numerus="yes">
        <source>Players build a team of squirrels and play items to collect the most nuts over %n day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</source>
        <translation>
            <numerusform>Players build a team of squirrels and play items to collect the most nuts over %n day. Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</numerusform>
            <numerusform>Players build a team of squirrels and play items to collect the most nuts over %n days. Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</source>
        <translation>
            <numerusform>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</numerusform>
            <numerusform>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelGame</name>
    <message numerus="yes">
        <source>  stash: %n card(s), value hidden</source>
        <translation>
            <numerusform>  stash: %n card, value hidden</numerusform>
            <numerusform>  stash: %n cards, value hidden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s) worth %1 nuts</source>
        <translation>
            <numerusform>  stash: %n card worth %1 nuts</numerusform>
            <numerusform>  stash: %n cards worth %1 nuts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Squirrel, costs %n stamina.</source>
        <translation>
            <numerusform>Squirrel, costs %n stamina.</numerusform>
            <numerusform>Squirrel, costs %n stamina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Item, costs %n coin(s).</source>
        <translation>
            <numerusform>Item, costs %n coin.</numerusform>
            <numerusform>Item, costs %n coins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the island has %n slot(s)</source>
        <translation>
            <numerusform>the island has %n slot</numerusform>
            <numerusform>the island has %n slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new deck of %n card.</numerusform>
            <numerusform>The discard pile is shuffled into a new deck of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage! %1 moves %n card(s) from %2&apos;s stash into their own, unseen.</source>
        <translation>
            <numerusform>Sabotage! %1 moves %n card from %2&apos;s stash into their own, unseen.</numerusform>
            <numerusform>Sabotage! %1 moves %n cards from %2&apos;s stash into their own, unseen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the deck.</source>
        <translation>
            <numerusform>%1 looks at the top %n card of the deck.</numerusform>
            <numerusform>%1 looks at the top %n cards of the deck.</numerusform>
        </translation>
    </message>
</context>
</TS>
