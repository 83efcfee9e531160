<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 is turning the drawn tile.</source>
        <translation>%1 dreht das gezogene Plättchen.</translation>
    </message>
    <message>
        <source>%1 is placing a tile from the lighthouse.</source>
        <translation>%1 legt ein Plättchen vom Leuchtturm aus.</translation>
    </message>
    <message>
        <source>%1 is choosing a captured building&apos;s side.</source>
        <translation>%1 wählt die Seite eines eroberten Gebäudes.</translation>
    </message>
    <message>
        <source>%1 may re-roll dice.</source>
        <translation>%1 darf Würfel neu würfeln.</translation>
    </message>
    <message>
        <source>%1 is moving.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source> (B)</source>
        <translation> (B)</translation>
    </message>
    <message>
        <source>Swap the token (S)</source>
        <translation>Marker umdrehen (S)</translation>
    </message>
    <message>
        <source>Swap the token</source>
        <translation>Marker umdrehen</translation>
    </message>
    <message>
        <source>Stack (K)</source>
        <translation>Stapeln (K)</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Einheiten stapeln</translation>
    </message>
    <message>
        <source>End activation (E)</source>
        <translation>Aktivierung beenden (E)</translation>
    </message>
    <message>
        <source>End this unit&apos;s activation</source>
        <translation>Die Aktivierung dieser Einheit beenden</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Zug beenden (E)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Den Zug beenden</translation>
    </message>
    <message>
        <source>Turn the drawn tile:</source>
        <translation>Gezogenes Plättchen drehen:</translation>
    </message>
    <message>
        <source>Place the drawn tile on a lit area:</source>
        <translation>Lege das gezogene Plättchen in ein hervorgehobenes Gebiet:</translation>
    </message>
    <message>
        <source>The drawn tile</source>
        <translation>Das gezogene Plättchen</translation>
    </message>
    <message>
        <source>Arrow pointing %1</source>
        <translation>Pfeil zeigt nach %1</translation>
    </message>
    <message>
        <source>%1. Arrow %2</source>
        <translation>%1. Pfeil nach %2</translation>
    </message>
    <message>
        <source>Your building on %1 is:</source>
        <translation>Dein Gebäude auf %1 wird:</translation>
    </message>
    <message>
        <source>1. City (C)</source>
        <translation>1. Stadt (C)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>2. Factory (F)</source>
        <translation>2. Fabrik (F)</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>Your choices</source>
        <translation>Deine Möglichkeiten</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <source>The island, %1 by %2 spaces</source>
        <translation>Die Insel, %1 × %2 Felder</translation>
    </message>
</context>
<context>
    <name>BattleCard</name>
    <message>
        <source>Battle: %1</source>
        <translation>Kampf: %1</translation>
    </message>
    <message>
        <source>Last battle: %1</source>
        <translation>Letzter Kampf: %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (gefallen)</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, a defending squad falls</source>
        <translation>Schlagabtausch %1: %2 gegen %3, ein verteidigender Trupp fällt</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, an attacking squad falls</source>
        <translation>Schlagabtausch %1: %2 gegen %3, ein angreifender Trupp fällt</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Verteidigung</translation>
    </message>
    <message>
        <source>die showing %1</source>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more die(s)</source>
        <translation>
            <numerusform>+ %n weiterer Würfel</numerusform>
            <numerusform>+ %n weitere Würfel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the board.</source>
        <translation>Pfeiltasten und Eingabe funktionieren auf dem Spielplan.</translation>
    </message>
    <message>
        <source>Green: where it can go; red: what it can attack. Click a space to move there, or the unit again to act where it stands.</source>
        <translation>Grün: wohin sie ziehen kann; rot: was sie angreifen kann. Klicke auf ein Feld, um dorthin zu ziehen, oder noch einmal auf die Einheit, um dort zu handeln, wo sie steht.</translation>
    </message>
    <message>
        <source>Click one of your lit units to see where it can go, or a lit base or factory to recruit; End turn (E) when done.</source>
        <translation>Klicke auf eine deiner hervorgehobenen Einheiten, um zu sehen, wohin sie ziehen kann, oder auf eine hervorgehobene Basis oder Fabrik, um zu rekrutieren; zum Schluss „Zug beenden“ (E).</translation>
    </message>
    <message numerus="yes">
        <source>Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.</source>
        <translation>
            <numerusform>Klicke auf ein grünes Feld, um zu ziehen (noch %n Punkt), auf eine rote Einheit, um die Chancen zu sehen, und noch einmal, um anzugreifen, oder nutze eine Schaltfläche unter dem Spielplan.</numerusform>
            <numerusform>Klicke auf ein grünes Feld, um zu ziehen (noch %n Punkte), auf eine rote Einheit, um die Chancen zu sehen, und noch einmal, um anzugreifen, oder nutze eine Schaltfläche unter dem Spielplan.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile was revealed: choose which way its arrow points (keys 1–%1).</source>
        <translation>Ein Plättchen wurde aufgedeckt: Wähle, wohin sein Pfeil zeigt (Tasten 1–%1).</translation>
    </message>
    <message>
        <source>Your lighthouse lets you place the drawn tile: click one of the lit empty areas.</source>
        <translation>Dein Leuchtturm lässt dich das gezogene Plättchen legen: Klicke auf eines der hervorgehobenen leeren Gebiete.</translation>
    </message>
    <message>
        <source>You captured a building: make it a city (C) or a factory (F).</source>
        <translation>Du hast ein Gebäude erobert: Mach es zur Stadt (C) oder zur Fabrik (F).</translation>
    </message>
    <message>
        <source>Your stack may throw its lowest dice again (keys 1–%1).</source>
        <translation>Dein Stapel darf seine niedrigsten Würfel noch einmal werfen (Tasten 1–%1).</translation>
    </message>
    <message>
        <source>The generals&apos; armies</source>
        <translation>Die Armeen der Generäle</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>%1 (%2): eliminated</source>
        <translation>%1 (%2): ausgeschieden</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>Supply: basic / elite / building tokens</source>
        <translation>Vorrat: Grundeinheiten / Eliteeinheiten / Gebäudemarker</translation>
    </message>
    <message>
        <source>Last battle: %1 attacked %2</source>
        <translation>Letzter Kampf: %1 griff %2 an</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) · supply %1/%2/%3</source>
        <translation>
            <numerusform>%n Einheit · Vorrat %1/%2/%3</numerusform>
            <numerusform>%n Einheiten · Vorrat %1/%2/%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</source>
        <translation>
            <numerusform>%1 (%2): %n Münze, Einkommen %3, %4 Einheiten; im Vorrat %5 Grund-, %6 Elite-Einheiten, %7 Plättchen</numerusform>
            <numerusform>%1 (%2): %n Münzen, Einkommen %3, %4 Einheiten; im Vorrat %5 Grund-, %6 Elite-Einheiten, %7 Plättchen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Island board</source>
        <translation>Inselplan</translation>
    </message>
    <message>
        <source>, latest move</source>
        <translation>, letzter Zug</translation>
    </message>
    <message>
        <source>, can be chosen</source>
        <translation>, wählbar</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Nebeltafel %1</translation>
    </message>
    <message>
        <source>+%1 (%2 × %3)</source>
        <translation>+%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>the points a line scores, in a small bubble on the board: &quot;+3&quot;</extracomment>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>BoardLegend</name>
    <message>
        <source>Yellow, pulsing</source>
        <translation>Gelb, pulsierend</translation>
    </message>
    <message>
        <source>Can be chosen now: where the selected hand token may go, or a tile the decision asks for.</source>
        <translation>Jetzt wählbar: wohin das gewählte Handplättchen darf oder ein Feld, nach dem die Entscheidung fragt.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>The first tile of a two-tile choice; choose the second one next.</source>
        <translation>Das erste Feld einer Wahl aus zwei Feldern; wähle als Nächstes das zweite.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Oranger Ring</translation>
    </message>
    <message>
        <source>The latest move, or the move being reviewed.</source>
        <translation>Der letzte Zug oder der Zug, der gerade nachgesehen wird.</translation>
    </message>
    <message>
        <source>Pale gold</source>
        <translation>Blassgold</translation>
    </message>
    <message>
        <source>Part of a line that scores now. At a round&apos;s end the line being counted is outlined and its points are shown beside it.</source>
        <translation>Teil einer Reihe, die jetzt wertet. Am Rundenende wird die gerade gezählte Reihe umrandet und ihre Punkte daneben angezeigt.</translation>
    </message>
    <message>
        <source>Grey fog</source>
        <translation>Grauer Nebel</translation>
    </message>
    <message>
        <source>Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is lifted.</source>
        <translation>Von einer Nebeltafel bedeckt (jede Tafel ist umrandet und nummeriert): Dort darf nichts gelegt werden, bis sie entfernt ist.</translation>
    </message>
    <message>
        <source>Dark outline</source>
        <translation>Dunkler Rahmen</translation>
    </message>
    <message>
        <source>The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.</source>
        <translation>Der Tastatur-Cursor: Pfeiltasten bewegen ihn, Eingabe oder Leertaste wählt das Feld.</translation>
    </message>
    <message>
        <source>What the tiles show</source>
        <translation>Was die Felder zeigen</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
</context>
<context>
    <name>CardSlot</name>
    <message>
        <source>%1, %2</source>
        <extracomment>a card slot&apos;s accessible name: %1 the card, %2 where it lies (e.g. &quot;on island slot 3&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, exhausted</source>
        <translation>%1, erschöpft</translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation>%1, beschützt</translation>
    </message>
    <message>
        <source>%1, can be chosen now</source>
        <translation>%1, jetzt wählbar</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>It is me: show my tokens (Enter)</source>
        <translation>Ich bin es: meine Plättchen zeigen (Eingabe)</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Decision</source>
        <extracomment>the accessible name of the panel where the player makes the current decision (a noun)</extracomment>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Choose one (keys 1–9 for the first nine).</source>
        <translation>Wähle eine Option (Tasten 1–9 für die ersten neun).</translation>
    </message>
    <message>
        <source>Hide the list of choices</source>
        <translation>Liste der Optionen ausblenden</translation>
    </message>
    <message>
        <source>All choices…</source>
        <translation>Alle Optionen …</translation>
    </message>
</context>
<context>
    <name>DiceOverlay</name>
    <message>
        <source>The attacker wins</source>
        <translation>Der Angreifer gewinnt</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Der Verteidiger gewinnt</translation>
    </message>
    <message>
        <source>A tie: nobody is destroyed</source>
        <translation>Gleichstand: Niemand wird vernichtet</translation>
    </message>
    <message>
        <source>Re-rolls may follow</source>
        <translation>Es kann neu gewürfelt werden</translation>
    </message>
    <message>
        <source>Combat: %1</source>
        <translation>Kampf: %1</translation>
    </message>
    <message>
        <source>Battle: %1 attacks %2</source>
        <translation>Kampf: %1 greift %2 an</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>%1: dice %2, total %3</source>
        <translation>%1: Würfel %2, Summe %3</translation>
    </message>
</context>
<context>
    <name>FoggySidePanel</name>
    <message>
        <source>Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).</source>
        <extracomment>%1 is how many tokens are still to pick, %2 the highest number key</extracomment>
        <translation>Noch für deine Starthand zu wählende Plättchen: %1. Wähle sie einzeln aus deinem Satz (Tasten 1–%2).</translation>
    </message>
    <message>
        <source>Keep one of the two weather cards you drew (keys 1, 2).</source>
        <translation>Behalte eine der beiden gezogenen Wetterkarten (Tasten 1, 2).</translation>
    </message>
    <message>
        <source>Click a fog board on the island to lift it, or choose it here.</source>
        <translation>Klicke auf eine Nebeltafel auf der Insel, um sie zu entfernen, oder wähle sie hier.</translation>
    </message>
    <message>
        <source>Now choose the second tile.</source>
        <translation>Wähle jetzt das zweite Feld.</translation>
    </message>
    <message>
        <source>Choose the mercenaries to hire on the board, then Done hiring.</source>
        <translation>Wähle die anzuheuernden Söldner auf dem Spielplan, dann „Anheuern beendet“.</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>how many tokens of this character are left in the pile: &quot;3 left&quot;</extracomment>
        <translation>%1 übrig</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under a weather card: keep this card (a verb)</extracomment>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Nebeltafel %1</translation>
    </message>
</context>
<context>
    <name>FuzzyBoardPage</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Tag %1 von %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Noch %n Bewegungspunkt</numerusform>
            <numerusform>Noch %n Bewegungspunkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free move(s) left (equip, garrison, armory)</source>
        <translation>
            <numerusform>Noch %n freier Zug (Ausrüsten, Garnison, Waffenkammer)</numerusform>
            <numerusform>Noch %n freie Züge (Ausrüsten, Garnison, Waffenkammer)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzyMap</name>
    <message>
        <source>The map</source>
        <translation>Die Karte</translation>
    </message>
</context>
<context>
    <name>FuzzySidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the map; 1–9 take the buttons below it.</source>
        <translation>Pfeiltasten und Eingabe wirken auf der Karte; 1–9 wählen die Schaltflächen darunter.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place your settlement.</source>
        <translation>Klicke auf ein gelbes Feld, um deine Siedlung zu setzen.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place the new token.</source>
        <translation>Klicke auf ein gelbes Feld, um das neue Plättchen zu legen.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.</source>
        <translation>
            <numerusform>Klicke auf ein grünes Feld, um dorthin zu gehen (noch %n Punkt), auf einen anderen deiner Helden, um ihn zu wählen, oder auf eine Schaltfläche unter der Karte.</numerusform>
            <numerusform>Klicke auf ein grünes Feld, um dorthin zu gehen (noch %n Punkte), auf einen anderen deiner Helden, um ihn zu wählen, oder auf eine Schaltfläche unter der Karte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose below the map; End turn (E) when done.</source>
        <translation>Wähle unter der Karte; „Zug beenden“ (E), wenn du fertig bist.</translation>
    </message>
    <message>
        <source>Choose the size of the next squad below the map.</source>
        <translation>Wähle unter der Karte die Größe des nächsten Trupps.</translation>
    </message>
    <message>
        <source>Choose which squads join the exchange and which squad they strike, below the map.</source>
        <translation>Wähle unter der Karte, welche Trupps am Schlagabtausch teilnehmen und welchen Trupp sie angreifen.</translation>
    </message>
    <message>
        <source>Choose which of your squads falls.</source>
        <translation>Wähle, welcher deiner Trupps fällt.</translation>
    </message>
    <message>
        <source>Choose below the map.</source>
        <translation>Wähle unter der Karte.</translation>
    </message>
    <message>
        <source>The players&apos; treasuries</source>
        <translation>Die Schatzkammern der Spieler</translation>
    </message>
    <message>
        <source>Treasuries</source>
        <translation>Schatzkammern</translation>
    </message>
    <message>
        <source>%1: eliminated</source>
        <translation>%1: ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coin(s), income %2, upkeep %3 at the last Daybreak</source>
        <translation>
            <numerusform>%1: %n Münze, Einkommen %2, Unterhalt %3 beim letzten Tagesanbruch</numerusform>
            <numerusform>%1: %n Münzen, Einkommen %2, Unterhalt %3 beim letzten Tagesanbruch</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>%1 · +%2 −%3</source>
        <translation>%1 · +%2 −%3</translation>
    </message>
    <message>
        <source>Coins · income + and upkeep − at the last Daybreak</source>
        <translation>Münzen · Einkommen + und Unterhalt − beim letzten Tagesanbruch</translation>
    </message>
    <message>
        <source>%1 offers you an alliance: accept or refuse below the map.</source>
        <translation>%1 bietet dir ein Bündnis an: Nimm es unter der Karte an oder lehne es ab.</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 points scored</source>
        <translation>%1 Punkte erzielt</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Spielplan ansehen</translation>
    </message>
    <message>
        <source>Close and look at the final board</source>
        <translation>Schließen und den Spielplan am Ende ansehen</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 board</source>
        <extracomment>the accessible name of the board; %1 is the name of the game being played</extracomment>
        <translation>Spielplan %1</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Start a game with Game ▸ New Game… (Ctrl+N)</source>
        <translation>Starte ein Spiel mit Spiel ▸ Neues Spiel … (Strg+N)</translation>
    </message>
</context>
<context>
    <name>GoAgainBanner</name>
    <message>
        <source>Go again!</source>
        <extracomment>The keyword printed on cards: the player takes another turn</extracomment>
        <translation>Nochmal!</translation>
    </message>
    <message>
        <source>%1 takes another turn</source>
        <translation>%1 ist noch einmal am Zug</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>the title above the tokens in hand: %1 is the player</extracomment>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>Spectating</source>
        <extracomment>the title above the hand when nobody&apos;s hand is shown: the person only watches the game</extracomment>
        <translation>Zuschauen</translation>
    </message>
    <message>
        <source>Select a token (1–%1), then a lit tile (arrow keys, Enter)</source>
        <translation>Wähle ein Plättchen (1–%1), dann ein leuchtendes Feld (Pfeiltasten, Eingabe)</translation>
    </message>
    <message>
        <source>Pick your opening hand in the panel on the left</source>
        <translation>Wähle deine Starthand im Bereich links</translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation>Keine Plättchen auf der Hand</translation>
    </message>
    <message>
        <source>%1, %2 in hand, key %3</source>
        <translation>%1, %2 auf der Hand, Taste %3</translation>
    </message>
    <message>
        <source>In Foggy weather this
mercenary may go face up</source>
        <translation>Bei Nebel darf dieser
Söldner offen gelegt werden</translation>
    </message>
    <message>
        <source>Face down (F)</source>
        <translation>Verdeckt (F)</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Verdeckt legen</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Deine Hand: %n Karte</numerusform>
            <numerusform>Deine Hand: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Deine Hand ist leer</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>auf deiner Hand</translation>
    </message>
</context>
<context>
    <name>HiringPanel</name>
    <message>
        <source>Hire mercenaries</source>
        <translation>Söldner anheuern</translation>
    </message>
    <message>
        <source>Purse: %1 coins</source>
        <translation>Geldbeutel: %1 Münzen</translation>
    </message>
    <message>
        <source>Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.</source>
        <translation>Jeder Söldner ersetzt ein Grundplättchen deines Satzes. Heuere so viele an, wie du willst und bezahlen kannst, dann wähle „Anheuern beendet“.</translation>
    </message>
    <message>
        <source>Mercenaries for hire</source>
        <translation>Söldner zum Anheuern</translation>
    </message>
    <message>
        <source>Can be hired now</source>
        <translation>Jetzt anheuerbar</translation>
    </message>
    <message>
        <source>Cannot be hired now</source>
        <translation>Jetzt nicht anheuerbar</translation>
    </message>
    <message>
        <source>%1 coins · replaces %2</source>
        <translation>%1 Münzen · ersetzt %2</translation>
    </message>
    <message>
        <source>hired %1 of %2</source>
        <translation>%1 von %2 angeheuert</translation>
    </message>
    <message>
        <source>Done hiring</source>
        <translation>Anheuern beendet</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>Click to review the board after this decision</source>
        <translation>Klicken, um den Spielplan nach dieser Entscheidung anzusehen</translation>
    </message>
    <message>
        <source>Review the board after this decision</source>
        <translation>Spielplan nach dieser Entscheidung ansehen</translation>
    </message>
    <message>
        <source>No decisions yet</source>
        <translation>Noch keine Entscheidungen</translation>
    </message>
</context>
<context>
    <name>LookChooser</name>
    <message>
        <source>%1: keep one of these cards (keys 1–%2); the others are discarded.</source>
        <translation>%1: Behalte eine dieser Karten (Tasten 1–%2); die anderen werden abgeworfen.</translation>
    </message>
    <message>
        <source>looked at</source>
        <translation>angesehen</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under one of the cards looked at: keep this card (a verb)</extracomment>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>OddsCard</name>
    <message>
        <source>Attack %1: win %2, tie %3, lose %4</source>
        <translation>%1 angreifen: Sieg %2, Gleichstand %3, Niederlage %4</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>%1 angreifen</translation>
    </message>
    <message>
        <source>Win %1 · Tie %2 · Lose %3</source>
        <translation>Sieg %1 · Gleichstand %2 · Niederlage %3</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Angreifen (A)</translation>
    </message>
</context>
<context>
    <name>PaymentChooser</name>
    <message>
        <source>How do you pay? (keys 1–%1, Escape to cancel)</source>
        <translation>Wie bezahlst du? (Tasten 1–%1, Esc zum Abbrechen)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>awake</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>wach</translation>
    </message>
    <message>
        <source>asleep</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>schlafend</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the rival), %2, %n nut(s)</source>
        <translation>
            <numerusform>%1 (der Rivale), %2, %n Nuss</numerusform>
            <numerusform>%1 (der Rivale), %2, %n Nüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n nut(s)</source>
        <translation>
            <numerusform>%1, %2, %n Nuss</numerusform>
            <numerusform>%1, %2, %n Nüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s)</source>
        <translation>
            <numerusform>, %n Münze</numerusform>
            <numerusform>, %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 stamina</source>
        <translation>, %1 von %2 Ausdauer</translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) in hand</source>
        <translation>
            <numerusform>, %n Karte auf der Hand</numerusform>
            <numerusform>, %n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stashed</source>
        <translation>
            <numerusform>, %n Karte versteckt</numerusform>
            <numerusform>, %n Karten versteckt</numerusform>
        </translation>
    </message>
    <message>
        <source>, first player</source>
        <translation>, Startspieler</translation>
    </message>
    <message>
        <source>, can be chosen now</source>
        <translation>, jetzt wählbar</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name: this is the person looking; note the leading space</extracomment>
        <translation> (du)</translation>
    </message>
    <message>
        <source>Awake</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player is awake (an adjective)</extracomment>
        <translation>Wach</translation>
    </message>
    <message>
        <source>Asleep</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player has gone to sleep (an adjective)</extracomment>
        <translation>Schlafend</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Startspieler: beginnt jeden neuen Tag</translation>
    </message>
    <message>
        <source>Nuts</source>
        <extracomment>a resource: the nuts a player has collected (the points of Squirrel Island)</extracomment>
        <translation>Nüsse</translation>
    </message>
    <message>
        <source>Coins</source>
        <extracomment>a resource: the coins a player has to pay for items</extracomment>
        <translation>Münzen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards stashed</source>
        <translation>Versteckte Karten</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Ausdauer des Rivalen</translation>
    </message>
    <message>
        <source>Winner! </source>
        <extracomment>The final score and its parts; %1 total, %2 nuts, %3 stash values, %4 bonus</extracomment>
        <translation>Sieger! </translation>
    </message>
    <message>
        <source>%1 points: %2 nuts + %3 stash + %4 bonus</source>
        <translation>%1 Punkte: %2 Nüsse + %3 Versteck + %4 Bonus</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n more turn(s) today)</source>
        <translation>
            <numerusform>Nochmal! (heute noch %n Zug)</numerusform>
            <numerusform>Nochmal! (heute noch %n Züge)</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>under the name of the computer player whose move it is</extracomment>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>under the name of the player whose move it is (short)</extracomment>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Stash:</source>
        <extracomment>before a player&apos;s stashed cards, shown face up once the game is over (the stash: cards put aside face down)</extracomment>
        <translation>Versteck:</translation>
    </message>
    <message>
        <source>in %1&apos;s stash</source>
        <translation>im Versteck von %1</translation>
    </message>
</context>
<context>
    <name>RecruitMenu</name>
    <message>
        <source>Recruit at %1</source>
        <translation>Auf %1 rekrutieren</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>ResourceCounter</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a resource counter&apos;s accessible name: %1 the resource, %2 how many (&quot;Nuts: 4&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ReviewBanner</name>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Entscheidung %1 von %2 wird nachgesehen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>a button: leave the review of an earlier position and go back to the game as it is</extracomment>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Vorherige Entscheidung</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Vorherige Entscheidung (Links)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Nächste Entscheidung</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Nächste Entscheidung (Rechts)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <source>Return to the live game (Escape)</source>
        <translation>Zum laufenden Spiel zurückkehren (Esc)</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>End of round %1</source>
        <translation>Ende von Runde %1</translation>
    </message>
    <message>
        <source>The last round is over</source>
        <translation>Die letzte Runde ist vorbei</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>+%1 this round</source>
        <translation>+%1 in dieser Runde</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 insgesamt</translation>
    </message>
    <message>
        <source>No line scored this round.</source>
        <translation>In dieser Runde hat keine Reihe gewertet.</translation>
    </message>
    <message>
        <source>Lines that scored (%1)</source>
        <translation>Gewertete Reihen (%1)</translation>
    </message>
    <message>
        <source>Lines that scored</source>
        <translation>Gewertete Reihen</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 pt</source>
        <translation>
            <numerusform>%1 Pkt.</numerusform>
            <numerusform>%1 Pkt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all lines (Space)</source>
        <translation>Alle Reihen zeigen (Leertaste)</translation>
    </message>
    <message>
        <source>See the result (Enter)</source>
        <translation>Ergebnis ansehen (Eingabe)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Nächste Runde (Eingabe)</translation>
    </message>
    <message>
        <source>Show every scored line at once</source>
        <translation>Alle gewerteten Reihen auf einmal zeigen</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Sehen, wer gewonnen hat</translation>
    </message>
    <message>
        <source>Continue to the next round</source>
        <translation>Weiter zur nächsten Runde</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, side %2, %3 points%4</source>
        <translation>%1, Seite %2, %3 Punkte%4</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, am Zug</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name on their seat panel: this seat is the person looking; note the leading space</extracomment>
        <translation> (du)</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n Plättchen auf der Hand</numerusform>
            <numerusform>%n Plättchen auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>on the seat panel of the computer player whose move it is</extracomment>
        <translation>überlegt …</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>on the seat panel of the player whose move it is (short)</extracomment>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>a unit, under a seat&apos;s score on its panel (plural: the score is usually more than one)</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a seat preference&apos;s accessible name: %1 the preference (e.g. &quot;Hand order&quot;), %2 the player</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>SquirrelBoardPage</name>
    <message>
        <source>The island</source>
        <translation>Die Insel</translation>
    </message>
    <message>
        <source>Island</source>
        <extracomment>a short label written sideways beside the island&apos;s row of face-up cards (a place, the island board)</extracomment>
        <translation>Insel</translation>
    </message>
    <message>
        <source>on island slot %1</source>
        <translation>auf Inselplatz %1</translation>
    </message>
    <message>
        <source>Slot %1 empty</source>
        <translation>Platz %1 leer</translation>
    </message>
    <message>
        <source>Sleep (S)</source>
        <translation>Schlafen (S)</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Schlafen gehen</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <extracomment>a button: let the turn go by without gathering (a verb); P is its key</extracomment>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the Pass button&apos;s accessible name: let the turn go by (a verb)</extracomment>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <extracomment>a button: finish the card being resolved (I am done); D is its key</extracomment>
        <translation>Fertig (D)</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>the Done button&apos;s accessible name: finish the card being resolved</extracomment>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Morning of day %1: the island&apos;s gifts and the loops (Esc skips)</source>
        <translation>Morgen von Tag %1: die Gaben der Insel und die Erträge (Esc überspringt)</translation>
    </message>
</context>
<context>
    <name>SquirrelSidePanel</name>
    <message>
        <source>Arrow keys and Enter choose on the board.</source>
        <translation>Mit Pfeiltasten und Eingabe auf dem Spielplan wählen.</translation>
    </message>
    <message>
        <source>Click a lit card in your hand to play it, or one on the island (it costs 1 stamina or 1 coin more); or Sleep (S).</source>
        <translation>Klicke auf eine leuchtende Karte auf deiner Hand, um sie zu spielen, oder auf eine auf der Insel (sie kostet 1 Ausdauer oder 1 Münze mehr); oder Schlafen (S).</translation>
    </message>
    <message>
        <source>You may gather at once: click one of your refreshed squirrels to exhaust it, or Pass (P).</source>
        <translation>Du darfst sofort sammeln: Klicke auf eines deiner bereiten Eichhörnchen, um es zu erschöpfen, oder Passen (P).</translation>
    </message>
    <message>
        <source>You are asleep: click one of your refreshed squirrels to exhaust it and gather, or Pass (P).</source>
        <translation>Du schläfst: Klicke auf eines deiner bereiten Eichhörnchen, um es zu erschöpfen und zu sammeln, oder Passen (P).</translation>
    </message>
    <message>
        <source>%1: click the opponent to sabotage.</source>
        <translation>%1: Klicke auf den Gegner, um ihn zu sabotieren.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click a card in your hand to stash it (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: Klicke auf eine Karte auf deiner Hand, um sie zu verstecken (noch bis zu %n), oder Fertig (D).</numerusform>
            <numerusform>%1: Klicke auf eine Karte auf deiner Hand, um sie zu verstecken (noch bis zu %n), oder Fertig (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your own refreshed squirrels to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: Klicke auf eines deiner bereiten Eichhörnchen, um es zu erschöpfen (noch %n).</numerusform>
            <numerusform>%1: Klicke auf eines deiner bereiten Eichhörnchen, um es zu erschöpfen (noch %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click a lit squirrel of %2 to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: Klicke auf ein leuchtendes Eichhörnchen von %2, um es zu erschöpfen (noch %n).</numerusform>
            <numerusform>%1: Klicke auf ein leuchtendes Eichhörnchen von %2, um es zu erschöpfen (noch %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep one of the cards you looked at (keys 1–%2).</source>
        <translation>%1: Behalte eine der angesehenen Karten (Tasten 1–%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: Klicke auf eines deiner bereiten Eichhörnchen, um es zu erschöpfen und seine Erträge zu sammeln (noch bis zu %n), oder Fertig (D).</numerusform>
            <numerusform>%1: Klicke auf eines deiner bereiten Eichhörnchen, um es zu erschöpfen und seine Erträge zu sammeln (noch bis zu %n), oder Fertig (D).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click the squirrel of yours it protects.</source>
        <translation>%1: Klicke auf dein Eichhörnchen, das beschützt werden soll.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click an exhausted squirrel of yours to refresh it (%n more).</source>
        <translation>
            <numerusform>%1: Klicke auf eines deiner erschöpften Eichhörnchen, um es bereit zu machen (noch %n).</numerusform>
            <numerusform>%1: Klicke auf eines deiner erschöpften Eichhörnchen, um es bereit zu machen (noch %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving</source>
        <extracomment>a heading above the card whose effect is being carried out now</extracomment>
        <translation>Wird abgehandelt</translation>
    </message>
    <message>
        <source>Resolving %1: %2</source>
        <translation>%1 wird abgehandelt: %2</translation>
    </message>
    <message>
        <source>The island&apos;s gifts each morning</source>
        <translation>Die Gaben der Insel an jedem Morgen</translation>
    </message>
    <message>
        <source>Each morning the island gives</source>
        <translation>Jeden Morgen gibt die Insel</translation>
    </message>
    <message numerus="yes">
        <source>Day %1: %2 stamina, %n coin(s), %3 cards</source>
        <translation>
            <numerusform>Tag %1: %2 Ausdauer, %n Münze, %3 Karten</numerusform>
            <numerusform>Tag %1: %2 Ausdauer, %n Münzen, %3 Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>a row of the island&apos;s income table: &quot;Day 2&quot; (the game lasts a few days)</extracomment>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
</context>
<context>
    <name>StaminaBar</name>
    <message>
        <source>Stamina: %1 of %2</source>
        <translation>Ausdauer: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>full: +%n nut(s)</source>
        <translation>
            <numerusform>voll: +%n Nuss</numerusform>
            <numerusform>voll: +%n Nüsse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>%1 squirrels</source>
        <translation>Eichhörnchen von %1</translation>
    </message>
    <message>
        <source>No squirrels yet</source>
        <translation>Noch keine Eichhörnchen</translation>
    </message>
    <message>
        <source>%1 squirrel %2</source>
        <translation>%1, Eichhörnchen %2</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Tag %1 von %2</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Startspieler: %1</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Startspieler: beginnt jeden neuen Tag</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Nachziehstapel: %n Karte</numerusform>
            <numerusform>Nachziehstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>the draw pile and how many cards are left in it: &quot;Deck 24&quot;</extracomment>
        <translation>Stapel %1</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Ablagestapel: %n Karte, %1 oben</numerusform>
            <numerusform>Ablagestapel: %n Karten, %1 oben</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Ablagestapel: leer</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Ablage %1</translation>
    </message>
    <message>
        <source>Countdown %1 of %2</source>
        <translation>Countdown %1 von %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Exploring</source>
        <translation>Erkundung</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runde %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>Noch %n Plättchen im Stapel</numerusform>
            <numerusform>Noch %n Plättchen im Stapel</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations used: %1 of %2</source>
        <translation>Aktivierungen genutzt: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Noch %n Bewegungspunkt</numerusform>
            <numerusform>Noch %n Bewegungspunkte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <extracomment>Activations used this turn, of those allowed: &quot;3/5&quot;</extracomment>
        <translation>%1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3</source>
        <translation>
            <numerusform>%1 (%2): %n Münze, Einkommen %3</numerusform>
            <numerusform>%1 (%2): %n Münzen, Einkommen %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeatherCard</name>
    <message>
        <source>Weather: %1</source>
        <translation>Wetter: %1</translation>
    </message>
    <message>
        <source>Weather being chosen</source>
        <translation>Wetter wird gewählt</translation>
    </message>
</context>
<context>
    <name>isle::BalanceLab</name>
    <message>
        <source>Play these rules</source>
        <translation>Mit diesen Regeln spielen</translation>
    </message>
    <message>
        <source>Compare with saved</source>
        <translation>Mit gespeicherten vergleichen</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <extracomment>a button of the balance lab&apos;s sweep: play games for each value of the range</extracomment>
        <translation>Wertereihe starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Games per batch; a comparison plays this many under each ruleset</source>
        <translation>Partien pro Durchgang; ein Vergleich spielt so viele unter jedem Regelwerk</translation>
    </message>
    <message>
        <source>The same seed deals the same games</source>
        <translation>Derselbe Seed ergibt dieselben Partien</translation>
    </message>
    <message>
        <source>Variant:</source>
        <extracomment>a label in the balance lab, before the variant to play</extracomment>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Players:</source>
        <extracomment>a label in the balance lab, before the two computer players</extracomment>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>against</source>
        <extracomment>between the two computer players of the balance lab: &quot;greedy against random&quot;</extracomment>
        <translation>gegen</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>a label in the balance lab, before the number of games to play</extracomment>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>seed</source>
        <extracomment>before the random seed&apos;s box in the balance lab: &quot;200 games, seed 1&quot;</extracomment>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Play the games under the rules as they are now</source>
        <translation>Die Partien mit den Regeln in ihrem jetzigen Stand spielen</translation>
    </message>
    <message>
        <source>Play the same seeds under the saved rules and the rules as they are now</source>
        <translation>Dieselben Seeds mit den gespeicherten und den jetzigen Regeln spielen</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Change (95 % interval)</source>
        <translation>Änderung (95-%-Intervall)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>a chart&apos;s tab in the balance lab: how often the first seat wins</extracomment>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>a chart&apos;s tab in the balance lab: the points of each seat</extracomment>
        <translation>Punktzahlen</translation>
    </message>
    <message>
        <source>Margins</source>
        <extracomment>a chart&apos;s tab in the balance lab: by how many points games are won</extracomment>
        <translation>Vorsprünge</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>a chart&apos;s tab in the balance lab: how many decisions a game takes</extracomment>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>the balance lab&apos;s tab that plays games over a range of one number</extracomment>
        <translation>Wertereihe</translation>
    </message>
    <message>
        <source>The number to vary: a parameter or a cell of a table</source>
        <translation>Die zu variierende Zahl: ein Parameter oder eine Tabellenzelle</translation>
    </message>
    <message>
        <source>Vary:</source>
        <extracomment>the balance lab&apos;s sweep: the number to vary</extracomment>
        <translation>Variieren:</translation>
    </message>
    <message>
        <source>From:</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>Von:</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>bis</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>Plot:</source>
        <extracomment>the balance lab&apos;s sweep: the figure to draw against the varied number</extracomment>
        <translation>Diagramm:</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Siegquote von Sitzplatz 1</translation>
    </message>
    <message>
        <source>First seat&apos;s margin</source>
        <translation>Vorsprung von Sitzplatz 1</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spieldauer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is one component of the game (a piece, a card), %2 the name of a figure about it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The range is empty: &quot;from&quot; is above &quot;to&quot;.</source>
        <translation>Der Bereich ist leer: „Von“ liegt über „bis“.</translation>
    </message>
    <message>
        <source> (0 to 1)</source>
        <translation> (0 bis 1)</translation>
    </message>
    <message>
        <source>The current rules have errors (see the problem list); fix them before playing.</source>
        <translation>Die aktuellen Regeln enthalten Fehler (siehe Problemliste); behebe sie vor dem Spielen.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>%1 Partien werden gespielt …</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Die Partien konnten nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); %5 of the games are drawn; a game takes %6 decisions on average.</source>
        <translation>Gespielte Partien: %1. Sitzplatz 1 gewinnt %2 der Punkte (95-%-Intervall %3 bis %4); %5 der Partien enden unentschieden; eine Partie dauert im Schnitt %6 Entscheidungen.</translation>
    </message>
    <message>
        <source>Games under each ruleset: %1, on the same seeds; the change is the current rules minus the saved ones.</source>
        <translation>Partien unter jedem Regelwerk: %1, mit denselben Seeds; die Änderung ist „aktuelle Regeln minus gespeicherte“.</translation>
    </message>
    <message>
        <source>%1 swept over %2 values.</source>
        <translation>%1 über %2 Werte variiert.</translation>
    </message>
    <message>
        <source>Values that break the rules, not played: %1.</source>
        <translation>Werte, die die Regeln ungültig machen, nicht gespielt: %1.</translation>
    </message>
    <message>
        <source>Play games between computer players to see how the rules balance.</source>
        <translation>Lass Computerspieler gegeneinander spielen, um zu sehen, wie ausgewogen die Regeln sind.</translation>
    </message>
    <message>
        <source>Cancelled; the figures cover the games finished so far.</source>
        <translation>Abgebrochen; die Kennzahlen umfassen die bisher beendeten Partien.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>The interval does not contain 0: a real difference</source>
        <translation>Das Intervall enthält die 0 nicht: ein echter Unterschied</translation>
    </message>
    <message>
        <source>Change the rules first: they are the same as the saved ones</source>
        <translation>Ändere zuerst die Regeln: sie entsprechen den gespeicherten</translation>
    </message>
    <message>
        <source>Saved rules</source>
        <translation>Gespeicherte Regeln</translation>
    </message>
    <message>
        <source>Current rules</source>
        <translation>Aktuelle Regeln</translation>
    </message>
    <message>
        <source>(run a simulation to see it)</source>
        <translation>(starte eine Simulation, um es zu sehen)</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>a chart&apos;s legend: the number of games in each bar
----------
a chart axis: the number of games</extracomment>
        <translation>Partien</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>Diese Regeln</translation>
    </message>
    <message>
        <source>(run a simulation or a comparison to see it)</source>
        <translation>(starte eine Simulation oder einen Vergleich, um es zu sehen)</translation>
    </message>
    <message>
        <source>win rate</source>
        <extracomment>a chart&apos;s legend: how often the first seat wins</extracomment>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>draws count ½; whiskers: the 95 % interval</source>
        <translation>Unentschieden zählen ½; Whisker: das 95-%-Intervall</translation>
    </message>
    <message>
        <source>% of the points</source>
        <translation>% der Punkte</translation>
    </message>
    <message>
        <source>50 %: even</source>
        <translation>50 %: ausgeglichen</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Punktzahl je Sitzplatz</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: lowest, highest</source>
        <translation>Box: Mittelwert ± eine Standardabweichung; Whisker: Minimum, Maximum</translation>
    </message>
    <message>
        <source>score</source>
        <extracomment>a chart axis: the points scored</extracomment>
        <translation>Punktzahl</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <source>its score minus the second seat&apos;s</source>
        <translation>seine Punktzahl minus die von Sitzplatz 2</translation>
    </message>
    <message>
        <source>margin</source>
        <extracomment>a chart axis: by how many points a game is won</extracomment>
        <translation>Vorsprung</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Spieldauer (Entscheidungen)</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>a chart axis: how many decisions a game takes</extracomment>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: shortest, longest</source>
        <translation>Box: Mittelwert ± eine Standardabweichung; Whisker: kürzeste, längste</translation>
    </message>
    <message>
        <source>Figures of the game</source>
        <translation>Kennzahlen des Spiels</translation>
    </message>
    <message>
        <source>(none in these games)</source>
        <translation>(keine in diesen Partien)</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>Wertereihe eines Parameters</translation>
    </message>
    <message>
        <source>(pick a parameter and a range, then run the sweep)</source>
        <translation>(wähle einen Parameter und einen Bereich, dann starte die Wertereihe)</translation>
    </message>
    <message>
        <source>across %1</source>
        <translation>über %1</translation>
    </message>
    <message>
        <source>rules with errors (not played)</source>
        <translation>Regeln mit Fehlern (nicht gespielt)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95-%-Intervall</translation>
    </message>
    <message>
        <source>no value of the sweep could be played</source>
        <translation>kein Wert der Wertereihe konnte gespielt werden</translation>
    </message>
</context>
<context>
    <name>isle::Csv</name>
    <message>
        <source>text after a closing quote; expected a comma or the end of the line</source>
        <translation>Text nach einem schließenden Anführungszeichen; erwartet wurde ein Komma oder das Zeilenende</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nie geschlossen</translation>
    </message>
</context>
<context>
    <name>isle::DiceExpression</name>
    <message>
        <source>a number or a die is expected</source>
        <translation>erwartet wird eine Zahl oder ein Würfel</translation>
    </message>
    <message>
        <source>a number or a die is expected after &apos;%1&apos;</source>
        <translation>nach „%1“ wird eine Zahl oder ein Würfel erwartet</translation>
    </message>
    <message>
        <source>the numbers add up to more than %1</source>
        <translation>die Zahlen ergeben zusammen mehr als %1</translation>
    </message>
    <message>
        <source>a number of sides or &apos;P&apos; is expected after &apos;d&apos;</source>
        <translation>nach „d“ wird eine Seitenzahl oder „P“ erwartet</translation>
    </message>
    <message>
        <source>a die has 2 to %1 sides</source>
        <translation>ein Würfel hat 2 bis %1 Seiten</translation>
    </message>
    <message>
        <source>a term has 1 to %1 dice</source>
        <translation>ein Term hat 1 bis %1 Würfel</translation>
    </message>
    <message>
        <source>an expression has at most %1 dice terms</source>
        <translation>ein Ausdruck hat höchstens %1 Würfelterme</translation>
    </message>
    <message>
        <source>&apos;+&apos; or &apos;-&apos; is expected before &apos;%1&apos;</source>
        <translation>vor „%1“ wird „+“ oder „-“ erwartet</translation>
    </message>
</context>
<context>
    <name>isle::Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>isle::EditorWindow</name>
    <message>
        <source>Balance lab</source>
        <translation>Balance-Labor</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>%1 (%2) — Isleworks rule editor</source>
        <extracomment>%1 is the ruleset&apos;s name, %2 the game it is for</extracomment>
        <translation>%1 (%2) — Isleworks-Regeleditor</translation>
    </message>
</context>
<context>
    <name>isle::Game</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1%2:</source>
        <translation>%1%2:</translation>
    </message>
    <message>
        <source>%1  %2. %3</source>
        <translation>%1  %2. %3</translation>
    </message>
</context>
<context>
    <name>isle::GameModule</name>
    <message>
        <source>unknown variant &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekannte Variante „%1“; erwartet wird eine von: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, not %2</source>
        <translation>das Regelwerk ist für „%1“, nicht für %2</translation>
    </message>
</context>
<context>
    <name>isle::GameRecord</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekanntes Spiel „%1“; erwartet wird eines von: %2</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>erwartet wird eine Zeichenkette</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>erwartet wird ein Array von Zeichenketten</translation>
    </message>
    <message>
        <source>expected the embedded ruleset object</source>
        <translation>erwartet wird das eingebettete Regelwerk-Objekt</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; like the record</source>
        <translation>erwartet wird „%1“ wie in der Aufzeichnung</translation>
    </message>
    <message>
        <source>expected an array of decisions</source>
        <translation>erwartet wird ein Array von Entscheidungen</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>erwartet wird ein Objekt</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>unbekanntes Spiel „%1“</translation>
    </message>
    <message>
        <source>decision %1 (%2) comes after the game has ended</source>
        <translation>Entscheidung %1 (%2) folgt nach dem Spielende</translation>
    </message>
    <message>
        <source>decision %1 (seat %2: %3) is not legal: %4</source>
        <translation>Entscheidung %1 (Sitzplatz %2: %3) ist nicht erlaubt: %4</translation>
    </message>
    <message>
        <source>expected a seed: a decimal string of an unsigned 64-bit integer (digits only, without sign, spaces or leading zeros)</source>
        <translation>erwartet wird ein Seed: eine Dezimalzeichenkette einer vorzeichenlosen 64-Bit-Ganzzahl (nur Ziffern, ohne Vorzeichen, Leerzeichen oder führende Nullen)</translation>
    </message>
</context>
<context>
    <name>isle::IssuesPanel</name>
    <message>
        <source>No problems: these rules can be played.</source>
        <translation>Keine Probleme: Mit diesen Regeln kann gespielt werden.</translation>
    </message>
    <message>
        <source>Warnings: %1. The rules can still be played.</source>
        <translation>Warnungen: %1. Mit den Regeln kann trotzdem gespielt werden.</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is allowed.</source>
        <translation>Fehler: %1, Warnungen: %2. Ein Spiel kann erst beginnen, wenn die Fehler behoben sind; Speichern ist möglich.</translation>
    </message>
</context>
<context>
    <name>isle::JsonFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>malformed JSON at %1: %2</source>
        <translation>fehlerhaftes JSON bei %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>erwartet wird ein JSON-Objekt auf oberster Ebene</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>die Datei kann nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>erwartet wird „%1“, gefunden: „%2“</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Isleworks reads (up to %2); update Isleworks</source>
        <translation>Formatversion %1 ist neuer als die, die dieses Isleworks liest (bis %2); aktualisiere Isleworks</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation>unbekannter Schlüssel; erwartet wird einer von: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Wahrheitswert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>erwartet wird eine ganze Zahl von %1 bis %2, gefunden: %3</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>fehlt; erwartet wird eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>erwartet wird eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation>fehlt; erwartet wird eine Zeichenkette</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <source>missing; expected true or false</source>
        <translation>fehlt; erwartet wird true oder false</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>erwartet wird eine Datei, gefunden: ein Ordner</translation>
    </message>
    <message>
        <source>not an ordinary file (a device, pipe or socket); only ordinary files are read</source>
        <translation>keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket); nur gewöhnliche Dateien werden gelesen</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>only part of the file could be written (the disk may be full, or a file size limit reached)</source>
        <translation>die Datei konnte nur teilweise geschrieben werden (der Datenträger ist vielleicht voll oder eine Dateigrößengrenze erreicht)</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; Isleworks reads no file that large</source>
        <translation>die Datei ist größer als %1 MiB; Isleworks liest keine so großen Dateien</translation>
    </message>
</context>
<context>
    <name>isle::MetadataPage</name>
    <message>
        <source>How this ruleset is named and described in files, records and the game list.</source>
        <translation>Wie dieses Regelwerk in Dateien, Aufzeichnungen und der Spieleliste heißt und beschrieben wird.</translation>
    </message>
</context>
<context>
    <name>isle::ParameterListModel</name>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
</context>
<context>
    <name>isle::PatternGrid</name>
    <message>
        <source>Pattern squares</source>
        <translation>Musterfelder</translation>
    </message>
    <message>
        <source>Arrow keys move, Space paints the square with the chosen colour, digits choose the colour</source>
        <translation>Pfeiltasten bewegen, die Leertaste malt das Feld in der gewählten Farbe, Ziffern wählen die Farbe</translation>
    </message>
</context>
<context>
    <name>isle::PatternPainter</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A paint button of the tile designer: the code&apos;s name and its key, &quot;Forest (2)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Paint squares with %1</source>
        <translation>Felder malen mit %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %)</source>
        <extracomment>The tile designer&apos;s statistics: a code&apos;s name, how many squares, their share.</extracomment>
        <translation>%1 %2 (%3 %)</translation>
    </message>
    <message numerus="yes">
        <source>In all %n copies: </source>
        <extracomment>The tile designer&apos;s statistics over the whole table (every copy of every tile).</extracomment>
        <translation>
            <numerusform>Insgesamt in %n Exemplar: </numerusform>
            <numerusform>Insgesamt in %n Exemplaren: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of row %2 (%3): choose a colour, then click or drag over the squares</source>
        <translation>%1 der Zeile %2 (%3): eine Farbe wählen, dann auf die Felder klicken oder darüber ziehen</translation>
    </message>
    <message>
        <source>Select a row to paint its %1</source>
        <translation>Eine Zeile wählen, um ihr Feld „%1“ zu malen</translation>
    </message>
</context>
<context>
    <name>isle::Player</name>
    <message>
        <source>unknown player &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekannter Spieler „%1“; erwartet wird einer von: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;ismcts:&quot; must be a whole number from 1 to %2</source>
        <translation>„%1“: Die Iterationen nach „ismcts:“ müssen eine ganze Zahl von 1 bis %2 sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;%2:&quot; must be a whole number from 1 to %3</source>
        <translation>„%1“: Die Iterationen nach „%2:“ müssen eine ganze Zahl von 1 bis %3 sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a file, where a computer player searches at most %2 iterations a move (as Expert does); expected &quot;ismcts:N&quot; or a level with its budget (&quot;hard:N&quot;) with N from 1 to %2, or one of: %3</source>
        <translation>„%1“ ist in einer Datei nicht erlaubt, wo ein Computerspieler höchstens %2 Iterationen pro Zug sucht (wie Experte); erwartet wird „ismcts:N“ oder eine Stufe mit eigenem Budget („hard:N“) mit N von 1 bis %2 oder eines von: %3</translation>
    </message>
</context>
<context>
    <name>isle::Position</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekanntes Spiel „%1“; erwartet wird eines von: %2</translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… und %Ln weiteres Problem</numerusform>
            <numerusform>… und %Ln weitere Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::ProblemListModel</name>
    <message>
        <source>Not accepted</source>
        <translation>Nicht übernommen</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>%1
This value was not taken; the previous one is kept.</source>
        <translation>%1
Dieser Wert wurde nicht übernommen; der vorherige bleibt erhalten.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>isle::RegionGrid</name>
    <message>
        <source>The board and its fog regions, numbered as in the table. Click a region to select its row.</source>
        <translation>Der Spielplan und seine Nebelbereiche, nummeriert wie in der Tabelle. Klicke auf einen Bereich, um seine Zeile auszuwählen.</translation>
    </message>
</context>
<context>
    <name>isle::Ruleset</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekanntes Spiel „%1“; erwartet wird eines von: %2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>erwartet wird eine Zeichenkette, gefunden: %1</translation>
    </message>
    <message>
        <source>missing; expected an object of parameters</source>
        <translation>fehlt; erwartet wird ein Objekt mit Parametern</translation>
    </message>
    <message>
        <source>missing; the default value is used</source>
        <translation>fehlt; der Standardwert wird verwendet</translation>
    </message>
</context>
<context>
    <name>isle::RulesetDocument</name>
    <message>
        <source>lower-case labels inside sentences</source>
        <extracomment>Translate as &quot;no&quot; when labels keep their capital letter inside a sentence (German nouns).</extracomment>
        <translation>no</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>unbekannter Parameter</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1 auf %2 ändern</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>keine solche Zelle</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; their names cannot change</source>
        <translation>die Zeilen dieser Tabelle sind fest; ihre Namen können sich nicht ändern</translation>
    </message>
    <message>
        <source>Change %1 in row %2 of %3 to %4</source>
        <translation>%1 in Zeile %2 von %3 auf %4 ändern</translation>
    </message>
    <message>
        <source>Change %1 %2 to %3</source>
        <translation>%1 %2 auf %3 ändern</translation>
    </message>
    <message>
        <source>no such table row</source>
        <translation>keine solche Tabellenzeile</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be added</source>
        <translation>die Zeilen dieser Tabelle sind fest; es können keine Zeilen hinzugefügt werden</translation>
    </message>
    <message>
        <source>Add row %1 to %2</source>
        <translation>Zeile %1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be removed</source>
        <translation>die Zeilen dieser Tabelle sind fest; es können keine Zeilen entfernt werden</translation>
    </message>
    <message>
        <source>Remove row %1 from %2</source>
        <translation>Zeile %1 aus %2 entfernen</translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation>unbekannte Tabelle</translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation>unbekanntes Feld; erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>%1 leeren</translation>
    </message>
    <message>
        <source>Change %1 to &quot;%2&quot;</source>
        <translation>%1 auf „%2“ ändern</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>the ruleset has no file name yet; use Save As</source>
        <translation>das Regelwerk hat noch keinen Dateinamen; verwende „Speichern unter“</translation>
    </message>
    <message>
        <source>Rename row %1 of %2 from &quot;%3&quot; to &quot;%4&quot;</source>
        <translation>Zeile %1 von %2 von „%3“ in „%4“ umbenennen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an id: expected 1 to 32 lower-case letters (a–z), digits and hyphens, starting with a letter</source>
        <translation>„%1“ kann keine ID sein: erwartet werden 1 bis 32 Kleinbuchstaben (a–z), Ziffern und Bindestriche, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by row %2; expected an id no other row has</source>
        <translation>die ID „%1“ wird schon von Zeile %2 verwendet; erwartet wird eine ID, die keine andere Zeile hat</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;</source>
        <translation>unbekanntes Profil „%1“</translation>
    </message>
    <message>
        <source>Switch to the profile &quot;%1&quot;</source>
        <translation>Zum Profil „%1“ wechseln</translation>
    </message>
</context>
<context>
    <name>isle::RulesetEditor</name>
    <message>
        <source>&amp;Open Rules…</source>
        <translation>Regeln ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save Rules</source>
        <translation>Regeln &amp;speichern</translation>
    </message>
    <message>
        <source>Save Rules &amp;As…</source>
        <translation>Regeln speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Show the parameters of:</source>
        <translation>Parameter anzeigen für:</translation>
    </message>
    <message>
        <source>every variant</source>
        <translation>jede Variante</translation>
    </message>
    <message>
        <source>Hide the parameters a variant does not use</source>
        <translation>Parameter ausblenden, die eine Variante nicht verwendet</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Saved %1 with errors (%2); a game cannot start under these rules yet</source>
        <translation>%1 mit Fehlern (%2) gespeichert; mit diesen Regeln kann noch kein Spiel beginnen</translation>
    </message>
    <message>
        <source>Open Rules</source>
        <translation>Regeln öffnen</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json);;All files (*)</source>
        <translation>Isleworks-Regelwerke (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Die Regeln konnten nicht geöffnet werden:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 geöffnet: %2</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Regeln speichern</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Die Regeln konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Save Rules As</source>
        <translation>Regeln speichern unter</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json)</source>
        <translation>Isleworks-Regelwerke (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Ungespeicherte Regeln</translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; have unsaved changes. Save them?</source>
        <translation>Die Regeln „%1“ haben ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>&amp;New Rules</source>
        <translation>&amp;Neue Regeln</translation>
    </message>
    <message>
        <source>Start from a game&apos;s default rules</source>
        <translation>Mit den Standardregeln eines Spiels beginnen</translation>
    </message>
    <message>
        <source>New rules for %1, from its defaults</source>
        <translation>Neue Regeln für %1, aus seinen Standardwerten</translation>
    </message>
    <message>
        <source>Switched to the profile &quot;%1&quot;; Undo switches back</source>
        <translation>Zum Profil „%1“ gewechselt; Rückgängig wechselt zurück</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>modified</source>
        <extracomment>In the profile chooser when the rules equal none of the game&apos;s profiles</extracomment>
        <translation>geändert</translation>
    </message>
    <message>
        <source>The rules differ from every profile; choose one to switch every parameter to it</source>
        <translation>Die Regeln weichen von jedem Profil ab; wähle eines, um alle Parameter darauf umzustellen</translation>
    </message>
    <message>
        <source>Switch every parameter to one of the game&apos;s profiles (one step to undo)</source>
        <translation>Alle Parameter auf eines der Profile des Spiels umstellen (in einem Schritt rückgängig zu machen)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetSchema</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation>erwartet wird true oder false, gefunden: %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>expected an array of rows, found %1</source>
        <translation>erwartet wird ein Array von Zeilen, gefunden: %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows, found %3</source>
        <translation>erwartet werden %1 bis %2 Zeilen, gefunden: %3</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
    <message>
        <source>missing; expected a value for the column &quot;%1&quot;</source>
        <translation>fehlt; erwartet wird ein Wert für die Spalte „%1“</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; appears twice; expected each row once</source>
        <translation>Zeile „%1“ kommt zweimal vor; erwartet wird jede Zeile einmal</translation>
    </message>
    <message>
        <source>missing the row &quot;%1&quot;; expected one row for each of: %2</source>
        <translation>die Zeile „%1“ fehlt; erwartet wird je eine Zeile für: %2</translation>
    </message>
    <message>
        <source>expected an id of 1 to 32 lower-case letters, digits and hyphens, starting with a letter</source>
        <translation>erwartet wird eine ID aus 1 bis 32 Kleinbuchstaben, Ziffern und Bindestrichen, beginnend mit einem Buchstaben</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>erwartet wird ein Text, gefunden: %1</translation>
    </message>
    <message>
        <source>expected text of %1 to %2 characters, found %3</source>
        <translation>erwartet wird ein Text von %1 bis %2 Zeichen, gefunden: %3</translation>
    </message>
    <message>
        <source>expected plain text without control characters</source>
        <translation>erwartet wird einfacher Text ohne Steuerzeichen</translation>
    </message>
    <message>
        <source>expected rows of the codes %1 separated by &quot;/&quot;, found %2</source>
        <translation>erwartet werden durch „/“ getrennte Zeilen aus den Codes %1, gefunden: %2</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows separated by &quot;/&quot;, found %3</source>
        <translation>erwartet werden %1 bis %2 durch „/“ getrennte Zeilen, gefunden: %3</translation>
    </message>
    <message>
        <source>row %1 has %2 codes; expected every row to have the same number, %3 to %4</source>
        <translation>Zeile %1 hat %2 Codes; erwartet wird in jeder Zeile dieselbe Anzahl, %3 bis %4</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>Zeile %1 hat den Code „%2“; erwartet wird eines von: %3</translation>
    </message>
    <message>
        <source>expected a dice expression such as &quot;2d6+6&quot;, found %1</source>
        <translation>erwartet wird ein Würfelausdruck wie „2d6+6“, gefunden: %1</translation>
    </message>
    <message>
        <source>expected a dice expression of at most %1 characters, found %2</source>
        <translation>erwartet wird ein Würfelausdruck mit höchstens %1 Zeichen, gefunden: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dice expression: %2 (character %3)</source>
        <translation>„%1“ ist kein Würfelausdruck: %2 (Zeichen %3)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetTableModel</name>
    <message>
        <source>line %1, column %2</source>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row of column keys</source>
        <translation>die Datei ist leer; erwartet wird eine Kopfzeile mit Spaltenschlüsseln</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected: %2</source>
        <translation>unbekannte Spalte „%1“; erwartet: %2</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is missing</source>
        <translation>die Spalte „%1“ fehlt</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>erwartet werden %1 Felder wie in der Kopfzeile, gefunden: %2</translation>
    </message>
    <message>
        <source>%1: %2 (the cell holds &quot;%3&quot;)</source>
        <translation>%1: %2 (die Zelle enthält „%3“)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>%1 aus %2 importieren</translation>
    </message>
    <message>
        <source>%1
Unit: %2</source>
        <translation>%1
Einheit: %2</translation>
    </message>
    <message>
        <source>Add %1 rows to %2</source>
        <translation>%1 Zeilen zu %2 hinzufügen</translation>
    </message>
    <message>
        <source>Remove %1 rows from %2</source>
        <translation>%1 Zeilen aus %2 entfernen</translation>
    </message>
    <message>
        <source>%1
Id: %2</source>
        <translation>%1
ID: %2</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2: %3</translation>
    </message>
</context>
<context>
    <name>isle::RulesetValues</name>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Description › %1</source>
        <translation>Beschreibung › %1</translation>
    </message>
    <message>
        <source>%1 (character %2)</source>
        <extracomment>%1 says what is wrong, %2 is the position of the character counted from 1</extracomment>
        <translation>%1 (Zeichen %2)</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>immer %1</translation>
    </message>
    <message>
        <source>%1–%2, mean %3</source>
        <extracomment>the range of a dice roll and its mean, &quot;8–18, mean 13&quot;</extracomment>
        <translation>%1–%2, im Mittel %3</translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>unbekanntes Spiel „%1“</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Siegquote von Sitzplatz 1</translation>
    </message>
    <message>
        <source>First seat&apos;s score margin</source>
        <translation>Punktevorsprung von Sitzplatz 1</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Spieldauer (Entscheidungen)</translation>
    </message>
    <message>
        <source>expected a whole number of at least 0, as a string</source>
        <translation>erwartet wird eine ganze Zahl ab 0, als Zeichenkette</translation>
    </message>
    <message>
        <source>expected a whole number, as a string</source>
        <translation>erwartet wird eine ganze Zahl, als Zeichenkette</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>erwartet wird ein Objekt, gefunden: %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n seat(s), as the game has</source>
        <translation>
            <numerusform>erwartet wird %n Sitzplatz, wie das Spiel ihn hat</numerusform>
            <numerusform>erwartet werden %n Sitzplätze, wie das Spiel sie hat</numerusform>
        </translation>
    </message>
    <message>
        <source>wins, draws and losses add up to %1, not to the %2 games played</source>
        <translation>Siege, Remis und Niederlagen ergeben zusammen %1, nicht die %2 gespielten Partien</translation>
    </message>
    <message>
        <source>expected at most the %1 games played</source>
        <translation>erwartet werden höchstens die %1 gespielten Partien</translation>
    </message>
    <message numerus="yes">
        <source>expected %n count(s), as the game&apos;s figures are laid out</source>
        <translation>
            <numerusform>erwartet wird %n Zählwert, wie die Kennzahlen des Spiels angelegt sind</numerusform>
            <numerusform>erwartet werden %n Zählwerte, wie die Kennzahlen des Spiels angelegt sind</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;simulate&quot; or &quot;compare&quot;</source>
        <translation>erwartet wird „simulate“ oder „compare“</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer, as a string</source>
        <translation>erwartet wird eine vorzeichenlose 64-Bit-Ganzzahl, als Zeichenkette</translation>
    </message>
    <message>
        <source>expected 1 to %1 player names</source>
        <translation>erwartet werden 1 bis %1 Spielernamen</translation>
    </message>
    <message>
        <source>expected a player name</source>
        <translation>erwartet wird ein Spielername</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n ruleset(s)</source>
        <translation>
            <numerusform>erwartet wird %n Regelwerk</numerusform>
            <numerusform>erwartet werden %n Regelwerke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n result(s)</source>
        <translation>
            <numerusform>erwartet wird %n Ergebnis</numerusform>
            <numerusform>erwartet werden %n Ergebnisse</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>erwartet wird ein Regelwerk für „%1“</translation>
    </message>
    <message>
        <source>expected the names of the two ruleset files</source>
        <translation>erwartet werden die Namen der beiden Regelwerksdateien</translation>
    </message>
    <message numerus="yes">
        <source>expected %n compared figure(s), as the game declares</source>
        <translation>
            <numerusform>erwartet wird %n verglichene Kennzahl, wie das Spiel sie angibt</numerusform>
            <numerusform>erwartet werden %n verglichene Kennzahlen, wie das Spiel sie angibt</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>erwartet wird „%1“</translation>
    </message>
    <message>
        <source>expected the %1 paired games</source>
        <translation>erwartet werden die %1 gepaarten Partien</translation>
    </message>
    <message>
        <source>no parts to merge</source>
        <translation>keine Teile zum Zusammenführen</translation>
    </message>
    <message>
        <source>differs from %1&apos;s: the parts are not of one batch</source>
        <translation>weicht von dem von %1 ab: die Teile gehören nicht zu einem Durchgang</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>Teil %1 ist zweimal angegeben</translation>
    </message>
    <message>
        <source>shards missing: %1</source>
        <translation>fehlende Teile: %1</translation>
    </message>
    <message>
        <source>expected I/N: shard I of N, with 0 &lt;= I &lt; N &lt;= %1 (&quot;2/8&quot;)</source>
        <translation>erwartet wird I/N: Teil I von N, mit 0 &lt;= I &lt; N &lt;= %1 („2/8“)</translation>
    </message>
</context>
<context>
    <name>isle::TablePanel</name>
    <message>
        <source>Add row</source>
        <extracomment>a button of a rules table: add a row to the table (a verb)</extracomment>
        <translation>Zeile hinzufügen</translation>
    </message>
    <message>
        <source>Add a row after the selected one</source>
        <translation>Eine Zeile nach der ausgewählten hinzufügen</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Die ausgewählte Zeile entfernen</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren …</translation>
    </message>
    <message>
        <source>Replace this table with the rows of a CSV file</source>
        <translation>Diese Tabelle durch die Zeilen einer CSV-Datei ersetzen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren …</translation>
    </message>
    <message>
        <source>Write this table to a CSV file</source>
        <translation>Diese Tabelle in eine CSV-Datei schreiben</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>%1 importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Nothing was changed; the file has problems:

%1</source>
        <translation>Nichts wurde geändert; die Datei hat Probleme:

%1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Die Datei konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Bearbeitete Regeln</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Bearbeitete Regeln: %1</translation>
    </message>
    <message>
        <source>There is no &quot;%1&quot; game.</source>
        <translation>Es gibt kein Spiel „%1“.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Der Seed muss eine ganze Zahl von 0 bis 18446744073709551615 sein.</translation>
    </message>
    <message>
        <source>You are reviewing an earlier decision: go back to the game to play on.</source>
        <translation>Du siehst eine frühere Entscheidung nach: Kehre zum Spiel zurück, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The computer chose an illegal move: %1</source>
        <translation>Der Computer hat einen unerlaubten Zug gewählt: %1</translation>
    </message>
    <message>
        <source>&amp;Undo (designer mode: any decision)</source>
        <translation>&amp;Rückgängig (Designmodus: jede Entscheidung)</translation>
    </message>
    <message>
        <source>&amp;Undo (not past a draw or a revealed token)</source>
        <translation>&amp;Rückgängig (nicht über ein Ziehen oder ein aufgedecktes Plättchen hinaus)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Spectator</source>
        <extracomment>the person looking at the game when they play no seat: they only watch</extracomment>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>%1 coins to %2</source>
        <translation>%1 zu %2 Münzen</translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation>%1 zu %2 Punkten</translation>
    </message>
    <message>
        <source>A draw, %1 (coins decide the game)</source>
        <translation>Unentschieden, %1 (Münzen entscheiden das Spiel)</translation>
    </message>
    <message>
        <source>A draw, %1</source>
        <translation>Unentschieden, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation>
            <numerusform>%1 hat mit %2 gewonnen (Münzen entscheiden das Spiel)</numerusform>
            <numerusform>%1 haben mit %2 gewonnen (Münzen entscheiden das Spiel)</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation>
            <numerusform>%1 hat gewonnen, %2</numerusform>
            <numerusform>%1 haben gewonnen, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet: choose Game ▸ New Game… to start one.</source>
        <translation>Noch kein Spiel: Wähle Spiel ▸ Neues Spiel …, um eines zu beginnen.</translation>
    </message>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Entscheidung %1 von %2 wird nachgesehen</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Spielende. %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>%1 · %2 is thinking…</source>
        <translation>%1 · %2 überlegt …</translation>
    </message>
    <message>
        <source>%1 · %2, %3.</source>
        <translation>%1 · %2: %3.</translation>
    </message>
    <message>
        <source>%1 · %2 to %3.</source>
        <translation>%1 · %2 ist am Zug: %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Das ist jetzt keine der Möglichkeiten.</translation>
    </message>
    <message>
        <source>&amp;Undo %1 (designer mode)</source>
        <translation>&amp;Rückgängig: %1 (Designmodus)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederherstellen: %1</translation>
    </message>
    <message>
        <source>%1 (automatic): %2</source>
        <translation>%1 (automatisch): %2</translation>
    </message>
</context>
<context>
    <name>isle::app::MainWindow</name>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Spielstand</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>the title of the dock with the game log: the list of decisions so far (a noun)</extracomment>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Protokoll</translation>
    </message>
    <message>
        <source>Show or hide the list of decisions so far</source>
        <translation>Die Liste der bisherigen Entscheidungen ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Unbenanntes Spiel</translation>
    </message>
    <message>
        <source>%1[*] — Isleworks</source>
        <translation>%1[*] — Isleworks</translation>
    </message>
    <message>
        <source>%1[*] (edited rules) — Isleworks</source>
        <translation>%1[*] (bearbeitete Regeln) — Isleworks</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Das laufende Spiel</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Ungespeichertes Spiel</translation>
    </message>
    <message>
        <source>%1 has decisions that are not saved in a file. Save them before the game is replaced?</source>
        <translation>%1 enthält Entscheidungen, die nicht in einer Datei gespeichert sind. Vor dem Ersetzen des Spiels speichern?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json);;All files (*)</source>
        <translation>Isleworks-Spielaufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>This game was played under other rules than those in the editor (%1). Replay it under the editor&apos;s rules?</source>
        <translation>Dieses Spiel wurde mit anderen Regeln gespielt als denen im Editor (%1). Mit den Regeln des Editors nachspielen?</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json)</source>
        <translation>Isleworks-Spielaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Isleworks closed unexpectedly while it was resuming an unfinished game last time. Try to continue that game anyway?</source>
        <translation>Isleworks wurde beim letzten Mal unerwartet beendet, während ein unbeendetes Spiel fortgesetzt wurde. Trotzdem versuchen, dieses Spiel fortzusetzen?</translation>
    </message>
    <message>
        <source>An unfinished game was kept when Isleworks last closed. Continue it?</source>
        <translation>Beim letzten Beenden von Isleworks wurde ein unbeendetes Spiel aufbewahrt. Fortsetzen?</translation>
    </message>
    <message>
        <source>About Isleworks</source>
        <translation>Über Isleworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Design, play and print island board games.&lt;/p&gt;&lt;p&gt;%2, with every rule enforced by the Isleworks engine.&lt;/p&gt;&lt;p&gt;Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Insel-Brettspiele entwerfen, spielen und drucken.&lt;/p&gt;&lt;p&gt;%2, jede Regel durchgesetzt von der Isleworks-Engine.&lt;/p&gt;&lt;p&gt;Die Grafiken wurden eigens für Isleworks geschaffen und sind gemeinfrei (CC0 1.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Eine gespeicherte Spielaufzeichnung öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game as a record</source>
        <translation>Das Spiel als Aufzeichnung speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies</source>
        <translation>Deine letzte Entscheidung und die Antworten des Computers zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Designer Mode</source>
        <translation>&amp;Designmodus</translation>
    </message>
    <message>
        <source>Undo anything, even past a draw or a revealed token, to try rules out</source>
        <translation>Alles rückgängig machen, auch über ein Ziehen oder ein aufgedecktes Plättchen hinaus, um Regeln auszuprobieren</translation>
    </message>
    <message>
        <source>Computer: &amp;Move Now</source>
        <translation>Computer: &amp;Jetzt ziehen</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and let it play the best move it has found so far</source>
        <translation>Das Nachdenken des Computers beenden und ihn den besten bisher gefundenen Zug spielen lassen</translation>
    </message>
    <message>
        <source>&amp;About Isleworks</source>
        <translation>Ü&amp;ber Isleworks</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Tempo des Computers</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): it moves at once</extracomment>
        <translation>&amp;Sofort</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a short pause before each move</extracomment>
        <translation>&amp;Zügig</translation>
    </message>
    <message>
        <source>&amp;Relaxed</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a pause before each move</extracomment>
        <translation>&amp;Gemächlich</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a long pause before each move</extracomment>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>The rules of the game being played, with the numbers of its ruleset</source>
        <translation>Die Regeln des laufenden Spiels, mit den Zahlen seines Regelwerks</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Keine zuletzt geöffneten Spiele</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Liste leeren</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Balance Lab</source>
        <translation>Balance-Labor</translation>
    </message>
    <message>
        <source>&amp;Rules Editor</source>
        <translation>&amp;Regeleditor</translation>
    </message>
    <message>
        <source>&amp;Balance Lab</source>
        <translation>&amp;Balance-Labor</translation>
    </message>
    <message>
        <source>&amp;Replay Now</source>
        <translation>&amp;Jetzt nachspielen</translation>
    </message>
    <message>
        <source>Replay the game in progress under the edited rules and compare the scores</source>
        <translation>Das laufende Spiel mit den bearbeiteten Regeln nachspielen und die Punktzahlen vergleichen</translation>
    </message>
    <message>
        <source>&amp;New Game with These Rules…</source>
        <translation>Neues Spiel &amp;mit diesen Regeln …</translation>
    </message>
    <message>
        <source>Start a new game under the rules in the editor</source>
        <translation>Ein neues Spiel mit den Regeln im Editor beginnen</translation>
    </message>
    <message>
        <source>Replay After Every &amp;Edit</source>
        <translation>Nach jeder &amp;Änderung nachspielen</translation>
    </message>
    <message>
        <source>Replay the game in progress whenever a rule changes</source>
        <translation>Das laufende Spiel nachspielen, sobald sich eine Regel ändert</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>Open &amp;Recent Rules</source>
        <translation>&amp;Zuletzt geöffnete Regeln</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>%1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>No recent rules</source>
        <translation>Keine zuletzt geöffneten Regeln</translation>
    </message>
    <message>
        <source>Undo Rule Edit</source>
        <translation>Regeländerung rückgängig machen</translation>
    </message>
    <message>
        <source>Redo Rule Edit</source>
        <translation>Regeländerung wiederherstellen</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Die Regeln enthalten Fehler; siehe die Problemliste im Bereich „Regeln“.</translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation>
            <numerusform>%n Entscheidung mit den bearbeiteten Regeln nachgespielt: vorher %1, jetzt %2.</numerusform>
            <numerusform>%n Entscheidungen mit den bearbeiteten Regeln nachgespielt: vorher %1, jetzt %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under the edited rules the game stops at decision %1 (%2): %3.</source>
        <translation>Mit den bearbeiteten Regeln endet das Spiel bei Entscheidung %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Replay Now</source>
        <translation>Jetzt nachspielen</translation>
    </message>
    <message>
        <source>%1

No round has finished yet, so there are no round scores to compare.</source>
        <translation>%1

Es ist noch keine Runde beendet, daher gibt es keine Rundenwertungen zum Vergleichen.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>a column heading of the replay report: the scores after round %1</extracomment>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Side %1, before</source>
        <translation>Seite %1, vorher</translation>
    </message>
    <message>
        <source>Side %1, now</source>
        <translation>Seite %1, jetzt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Print &amp;Components…</source>
        <translation>&amp;Komponenten drucken …</translation>
    </message>
    <message>
        <source>Print-and-play sheets of every token, card and board the rules need</source>
        <translation>Print-and-Play-Bögen mit allen Plättchen, Karten und Tafeln, die die Regeln brauchen</translation>
    </message>
    <message>
        <source>The Rules panel keeps its unsaved rules of %1.</source>
        <translation>Der Bereich „Regeln“ behält seine ungespeicherten Regeln von %1.</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Ungespeicherte Regeln</translation>
    </message>
    <message>
        <source>The Rules panel holds unsaved edits to the rules of %1. Save them before it turns to the rules of %2?</source>
        <translation>Der Bereich „Regeln“ enthält ungespeicherte Änderungen an den Regeln von %1. Speichern, bevor er zu den Regeln von %2 wechselt?</translation>
    </message>
    <message>
        <source>Keep Editing Them</source>
        <translation>Weiter bearbeiten</translation>
    </message>
    <message>
        <source>The Rules panel now edits the rules of %1.</source>
        <translation>Der Bereich „Regeln“ bearbeitet jetzt die Regeln von %1.</translation>
    </message>
    <message>
        <source>Rules of %1: %2%3</source>
        <extracomment>The rules dock&apos;s title: %1 is the game, %2 the ruleset&apos;s name, %3 &quot; *&quot; when it has unsaved edits</extracomment>
        <translation>Regeln von %1: %2%3</translation>
    </message>
    <message>
        <source>Balance Lab: %1</source>
        <extracomment>The balance lab dock&apos;s title: %1 is the game whose rules it plays</extracomment>
        <translation>Balance-Labor: %1</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>The language of the suite</source>
        <translation>Die Sprache der Programme</translation>
    </message>
</context>
<context>
    <name>isle::app::NewGameDialog</name>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
    <message>
        <source>Computer: greedy (one move ahead)</source>
        <translation>Computer: gierig (ein Zug voraus)</translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation>Computer: zufällige Züge</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>The rules the game is played under: the standard ones or those in the rule editor</source>
        <translation>Die Regeln, mit denen gespielt wird: die Standardregeln oder die im Regeleditor</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Plays</source>
        <extracomment>a column heading in the new-game dialog: who plays each seat (a person, or a computer player)</extracomment>
        <translation>Spielt</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Name (optional)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>who plays a seat: a person at this computer (not a computer player)</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Wer Sitzplatz %1 spielt</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Name für Sitzplatz %1</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>shown in the empty seed box: a random seed will be chosen</extracomment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>the random seed that deals the game (a number)</extracomment>
        <translation>Seed</translation>
    </message>
    <message>
        <source>The same seed, variant and decisions give the same game.</source>
        <translation>Derselbe Seed, dieselbe Variante und dieselben Entscheidungen ergeben dasselbe Spiel.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Bearbeitete Regeln: %1</translation>
    </message>
    <message>
        <source>%1 for seat %2</source>
        <translation>%1 für Sitzplatz %2</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Bearbeitete Regeln</translation>
    </message>
</context>
<context>
    <name>isle::app::PlaySession</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>es gibt kein Spiel</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>das Spiel ist bereits beendet</translation>
    </message>
</context>
<context>
    <name>isle::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>a button: close the Preferences dialog (a verb)</extracomment>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The menus, the board, the rule editor and the printed sheets change at once; the game log keeps the words it was written in. The choice is remembered for the next start, and numbers and dates follow it too.</source>
        <translation>Menüs, Spielbrett, Regeleditor und gedruckte Bögen wechseln sofort; das Spielprotokoll behält die Sprache, in der es geschrieben wurde. Die Wahl wird für den nächsten Start gespeichert, und Zahlen und Daten folgen ihr ebenfalls.</translation>
    </message>
</context>
<context>
    <name>isle::app::PrintComponentsDialog</name>
    <message>
        <source> mm</source>
        <extracomment>Unit after a length in millimetres</extracomment>
        <translation> mm</translation>
    </message>
    <message>
        <source>Print Components</source>
        <translation>Komponenten drucken</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <extracomment>a paper size: US Letter</extracomment>
        <translation>Letter</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>Portrait</source>
        <extracomment>a page orientation: taller than wide</extracomment>
        <translation>Hochformat</translation>
    </message>
    <message>
        <source>Landscape</source>
        <extracomment>a page orientation: wider than tall</extracomment>
        <translation>Querformat</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Ausrichtung:</translation>
    </message>
    <message>
        <source>From the paper&apos;s edge to anything printed but crop marks</source>
        <translation>Vom Papierrand bis zu allem Gedruckten außer den Schnittmarken</translation>
    </message>
    <message>
        <source>&amp;Margins:</source>
        <translation>&amp;Ränder:</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, so an imprecise cut shows no white edge</source>
        <translation>Über jede Schnittlinie hinaus gedruckte Grafik, damit ein ungenauer Schnitt keinen weißen Rand zeigt</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <extracomment>printing: how far the artwork runs past the cut line</extracomment>
        <translation>&amp;Beschnitt:</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Schnittmarken</translation>
    </message>
    <message>
        <source>Cut lines</source>
        <translation>Schnittlinien</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>printing: no crop marks</extracomment>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Mar&amp;ks:</source>
        <extracomment>printing: the crop marks that show where to cut</extracomment>
        <translation>&amp;Markierungen:</translation>
    </message>
    <message>
        <source>One-sided (no backs)</source>
        <translation>Einseitig (ohne Rückseiten)</translation>
    </message>
    <message>
        <source>Two-sided, flip on long edge</source>
        <translation>Beidseitig, an der langen Kante wenden</translation>
    </message>
    <message>
        <source>Two-sided, flip on short edge</source>
        <translation>Beidseitig, an der kurzen Kante wenden</translation>
    </message>
    <message>
        <source>&amp;Backs:</source>
        <extracomment>printing: whether and how the backs of cards and tokens are printed (two-sided printing)</extracomment>
        <translation>Rücksei&amp;ten:</translation>
    </message>
    <message>
        <source>Right is positive</source>
        <translation>Rechts ist positiv</translation>
    </message>
    <message>
        <source>Down is positive</source>
        <translation>Unten ist positiv</translation>
    </message>
    <message>
        <source>Back &amp;offset:</source>
        <translation>Rückseiten&amp;versatz:</translation>
    </message>
    <message>
        <source>Add a &amp;calibration page</source>
        <translation>&amp;Kalibrierungsseite hinzufügen</translation>
    </message>
    <message>
        <source>Rulers to check the scale, and targets to measure how far the printer&apos;s backs drift</source>
        <translation>Lineale zum Prüfen des Maßstabs und Zielmarken, um zu messen, wie weit die Rückseiten des Druckers verrutschen</translation>
    </message>
    <message>
        <source>&amp;Components:</source>
        <translation>K&amp;omponenten:</translation>
    </message>
    <message>
        <source>Everything</source>
        <extracomment>shown in the empty &quot;changed since&quot; box: every component is printed</extracomment>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the rules in this file, with their backs</source>
        <translation>Nur die Komponenten drucken, deren Vorderseite sich von der unter den Regeln in dieser Datei unterscheidet, mit ihren Rückseiten</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Durchs&amp;uchen …</translation>
    </message>
    <message>
        <source>Only changed &amp;since:</source>
        <translation>&amp;Nur geändert seit:</translation>
    </message>
    <message>
        <source> dpi</source>
        <extracomment>Unit after a resolution</extracomment>
        <translation> dpi</translation>
    </message>
    <message>
        <source>PNG &amp;resolution:</source>
        <translation>PNG-Auf&amp;lösung:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken …</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>PD&amp;F exportieren …</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>&amp;SVG exportieren …</translation>
    </message>
    <message>
        <source>Export PN&amp;G…</source>
        <translation>PN&amp;G exportieren …</translation>
    </message>
    <message>
        <source>Print What Changed Since</source>
        <translation>Drucken, was sich geändert hat seit</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Regelwerke (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Die Regeln enthalten Fehler; siehe die Problemliste im Bereich „Regeln“.</translation>
    </message>
    <message>
        <source>%1 holds the rules of another game.</source>
        <translation>%1 enthält die Regeln eines anderen Spiels.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Nothing can be printed:
%1</source>
        <translation>Nichts kann gedruckt werden:
%1</translation>
    </message>
    <message>
        <source>Nothing to print: no component is chosen, or none changed.</source>
        <translation>Nichts zu drucken: Keine Komponente ist gewählt oder keine hat sich geändert.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), </source>
        <translation>
            <numerusform>%n Seite, </numerusform>
            <numerusform>%n Seiten, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n Komponente zum Ausschneiden.</numerusform>
            <numerusform>%n Komponenten zum Ausschneiden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: Komponenten</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Komponenten</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s), </source>
        <translation>
            <numerusform>%n Datei geschrieben, </numerusform>
            <numerusform>%n Dateien geschrieben, </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KiB: %2</source>
        <translation>%1 KiB: %2</translation>
    </message>
    <message>
        <source>Export Components</source>
        <translation>Komponenten exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG, one file per page (*.svg)</source>
        <translation>SVG, eine Datei pro Seite (*.svg)</translation>
    </message>
    <message>
        <source>PNG, one file per page (*.png)</source>
        <translation>PNG, eine Datei pro Seite (*.png)</translation>
    </message>
</context>
<context>
    <name>isle::app::ReplayController</name>
    <message>
        <source>There is no game to replay.</source>
        <translation>Es gibt kein Spiel zum Nachspielen.</translation>
    </message>
    <message>
        <source>These rules are for another game than the one in progress.</source>
        <translation>Diese Regeln gehören zu einem anderen Spiel als dem laufenden.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Mit diesen Regeln kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>decision %1</source>
        <translation>Entscheidung %1</translation>
    </message>
</context>
<context>
    <name>isle::app::RoundScoring</name>
    <message>
        <source>Side %1: %2 — %3 × %4 = %5 points</source>
        <translation>Seite %1: %2 — %3 × %4 = %5 Punkte</translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 points</source>
        <translation>Seite %1: %2 — %3 Punkte</translation>
    </message>
</context>
<context>
    <name>isle::app::RulesReferenceDialog</name>
    <message>
        <source>Rules of the Game</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <source>The rules of the game being played.</source>
        <translation>Die Regeln des laufenden Spiels.</translation>
    </message>
    <message>
        <source>The rules in the editor differ from them; a new game, or Replay Now, plays those.</source>
        <translation>Die Regeln im Editor weichen davon ab; ein neues Spiel oder „Jetzt nachspielen“ verwendet jene.</translation>
    </message>
    <message>
        <source>No game is being played: the rules in the editor, for every variant.</source>
        <translation>Es läuft kein Spiel: die Regeln im Editor, für jede Variante.</translation>
    </message>
    <message>
        <source>No game is being played: the rules the next game is played under, for every variant.</source>
        <translation>Es läuft kein Spiel: die Regeln, mit denen das nächste Spiel gespielt wird, für jede Variante.</translation>
    </message>
    <message>
        <source>There is no rules reference for this game.</source>
        <translation>Für dieses Spiel gibt es keine Regelübersicht.</translation>
    </message>
</context>
<context>
    <name>isle::app::SeatsModel</name>
    <message>
        <source>person</source>
        <extracomment>who plays a seat: a person (not a computer player)</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>the name of the solo game&apos;s automatic opponent (a noun)</extracomment>
        <translation>Rivale</translation>
    </message>
    <message>
        <source>played by the rules</source>
        <translation>spielt nach den Regeln</translation>
    </message>
</context>
<context>
    <name>isle::app::SessionFiles</name>
    <message>
        <source>expected an array with one object per seat; every seat keeps the defaults</source>
        <translation>erwartet wird ein Array mit einem Objekt pro Sitzplatz; jeder Sitzplatz behält die Standardwerte</translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n seat(s); the rest are left out</source>
        <translation>
            <numerusform>erwartet wird höchstens %n Sitzplatz; der Rest wird weggelassen</numerusform>
            <numerusform>erwartet werden höchstens %n Sitzplätze; der Rest wird weggelassen</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object of preference values; the seat keeps the defaults</source>
        <translation>erwartet wird ein Objekt mit Einstellungswerten; der Sitzplatz behält die Standardwerte</translation>
    </message>
    <message>
        <source>expected one of: %1; the default &quot;%2&quot; is used</source>
        <translation>erwartet wird eines von: %1; der Standardwert „%2“ wird verwendet</translation>
    </message>
    <message>
        <source>unknown preference &quot;%1&quot;; it is left out</source>
        <translation>unbekannte Einstellung „%1“; sie wird weggelassen</translation>
    </message>
    <message>
        <source>Could not autosave the game: %1</source>
        <translation>Das Spiel konnte nicht automatisch gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>%1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Some seat preferences of the record could not be read:
%1</source>
        <translation>Einige Sitzplatz-Einstellungen der Aufzeichnung konnten nicht gelesen werden:
%1</translation>
    </message>
    <message>
        <source>%1: decision %2 (%3) is not legal: %4. The game stops before it.</source>
        <translation>%1: Entscheidung %2 (%3) ist nicht erlaubt: %4. Das Spiel endet davor.</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleScreen</name>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Das steht gerade nicht zur Wahl.</translation>
    </message>
    <message>
        <source>Choose one of the lit empty areas for the tile.</source>
        <translation>Wähle eines der hervorgehobenen leeren Gebiete für das Plättchen.</translation>
    </message>
    <message>
        <source>Choose which way the drawn tile&apos;s arrow points.</source>
        <translation>Wähle, wohin der Pfeil des gezogenen Plättchens zeigt.</translation>
    </message>
    <message>
        <source>Click one of your lit units, or a lit base or factory to recruit.</source>
        <translation>Klicke auf eine deiner hervorgehobenen Einheiten oder auf eine hervorgehobene Basis oder Fabrik, um zu rekrutieren.</translation>
    </message>
    <message>
        <source>Move it to a lit space, attack, use an action, or end its activation.</source>
        <translation>Ziehe sie auf ein hervorgehobenes Feld, greife an, nutze eine Aktion oder beende ihre Aktivierung.</translation>
    </message>
    <message>
        <source>That space is out of this unit&apos;s reach.</source>
        <translation>Dieses Feld ist für diese Einheit außer Reichweite.</translation>
    </message>
    <message>
        <source>A unit sharing a space must move on or stack first.</source>
        <translation>Eine Einheit, die sich ein Feld mit einer anderen teilt, muss erst weiterziehen oder stapeln.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>Bauplatz</translation>
    </message>
    <message>
        <source>base square</source>
        <translation>Basisfeld</translation>
    </message>
    <message>
        <source>lighthouse square</source>
        <translation>Leuchtturmfeld</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>Nebel</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>Leuchtturm</translation>
    </message>
    <message>
        <source>%1 elite</source>
        <extracomment>A unit on the board: &quot;Red elite&quot;</extracomment>
        <translation>Eliteeinheit von %1</translation>
    </message>
    <message>
        <source>%1 stack of %2</source>
        <extracomment>A unit on the board: &quot;Red stack of 3&quot;</extracomment>
        <translation>Stapel von %1 aus %2</translation>
    </message>
    <message>
        <source>%1 basic unit</source>
        <extracomment>A unit on the board: &quot;Red basic unit&quot;</extracomment>
        <translation>Grundeinheit von %1</translation>
    </message>
    <message>
        <source>unclaimed %1</source>
        <extracomment>A structure nobody owns, on a space: &quot;unclaimed lighthouse&quot;</extracomment>
        <translation>%1 ohne Besitzer</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A structure on a space: &quot;Red city&quot;</extracomment>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>can be activated</source>
        <translation>kann aktiviert werden</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>within reach</source>
        <translation>in Reichweite</translation>
    </message>
    <message>
        <source>can be attacked</source>
        <translation>kann angegriffen werden</translation>
    </message>
    <message>
        <source>can recruit</source>
        <translation>kann rekrutieren</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>The unit chosen on the board and its space: &quot;Red elite on row 7, column 3&quot;
----------
A side in a combat: &quot;Red basic unit on row 7, column 3&quot; (or the space alone when the unit is not known)</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Stadt bauen</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Fabrik bauen</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Leuchtturm beanspruchen</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Würfel behalten</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Den niedrigsten Würfel neu würfeln</numerusform>
            <numerusform>Die %n niedrigsten Würfel neu würfeln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Elite unit, %n coin(s)</source>
        <translation>
            <numerusform>Eliteeinheit, %n Münze</numerusform>
            <numerusform>Eliteeinheit, %n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Basic unit, %n coin(s)</source>
        <translation>
            <numerusform>Grundeinheit, %n Münze</numerusform>
            <numerusform>Grundeinheit, %n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacker</source>
        <extracomment>The side of a combat beside its dice: &quot;Red attacker&quot;</extracomment>
        <translation>%1 (Angreifer)</translation>
    </message>
    <message>
        <source>%1 defender</source>
        <extracomment>The side of a combat beside its dice: &quot;Blue defender&quot;</extracomment>
        <translation>%1 (Verteidiger)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleUi</name>
    <message>
        <source>Income %1</source>
        <translation>Einkommen %1</translation>
    </message>
    <message>
        <source>Units %1</source>
        <translation>Einheiten %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::BoardModel</name>
    <message>
        <source>%1, under fog</source>
        <translation>%1, unter Nebel</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, frei</translation>
    </message>
    <message>
        <source>%1, %2&apos;s token face down</source>
        <translation>%1, verdecktes Plättchen von %2</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3 face down</source>
        <translation>%1, %3 von %2, verdeckt</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3</source>
        <translation>%1, %3 von %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2, face down</source>
        <translation>%2 von %1, verdeckt</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyScreen</name>
    <message>
        <source>Select a token in your hand first.</source>
        <translation>Wähle zuerst ein Plättchen auf deiner Hand.</translation>
    </message>
    <message>
        <source>%1 is not one of the choices now.</source>
        <translation>%1 ist jetzt keine der Möglichkeiten.</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Sonnig</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Bewölkt</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Neblig</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Das ist jetzt keine der Möglichkeiten.</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Stapel %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::HandModel</name>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::HiringModel</name>
    <message>
        <source>%1: %2 coins, replaces a %3, %4 of %5 hired</source>
        <translation>%1: %2 Münzen, ersetzt %3, %4 von %5 angeheuert</translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyScreen</name>
    <message>
        <source>weapon %1</source>
        <translation>Waffe %1</translation>
    </message>
    <message>
        <source>shield %1</source>
        <translation>Schild %1</translation>
    </message>
    <message>
        <source>amulet %1</source>
        <translation>Amulett %1</translation>
    </message>
    <message>
        <source>%1 (equipped)</source>
        <translation>%1 (ausgerüstet)</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>Spalte %1, Zeile %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Setting up: settlements are placed</source>
        <translation>Aufbau: die Siedlungen werden gesetzt</translation>
    </message>
    <message>
        <source>Daybreak: income</source>
        <translation>Tagesanbruch: Einkommen</translation>
    </message>
    <message>
        <source>Daybreak: upkeep</source>
        <translation>Tagesanbruch: Unterhalt</translation>
    </message>
    <message>
        <source>Daybreak: building</source>
        <translation>Tagesanbruch: Bauen</translation>
    </message>
    <message>
        <source>Daybreak: recruiting</source>
        <translation>Tagesanbruch: Anwerben</translation>
    </message>
    <message>
        <source>Daybreak: new tokens</source>
        <translation>Tagesanbruch: neue Plättchen</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Tagesanbruch</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1&apos;s hero %2</source>
        <translation>%1, Held %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n mercenary(ies)</source>
        <translation>
            <numerusform>%1 auf %2: %n Söldner</numerusform>
            <numerusform>%1 auf %2: %n Söldner</numerusform>
        </translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>Gegenstände: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s)</source>
        <translation>
            <numerusform>%n Monster</numerusform>
            <numerusform>%n Monster</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n Söldner</numerusform>
            <numerusform>%n Söldner</numerusform>
        </translation>
    </message>
    <message>
        <source>the settlement</source>
        <translation>die Siedlung</translation>
    </message>
    <message>
        <source>%1 fights monsters</source>
        <translation>%1 kämpft gegen Monster</translation>
    </message>
    <message>
        <source>%1 fights a mine&apos;s guardians</source>
        <translation>%1 kämpft gegen die Wächter einer Mine</translation>
    </message>
    <message>
        <source>%1 attacks %2&apos;s heroes</source>
        <translation>%1 greift die Helden von %2 an</translation>
    </message>
    <message>
        <source>%1 assaults %2&apos;s settlement</source>
        <translation>%1 stürmt die Siedlung von %2</translation>
    </message>
    <message>
        <source>The attacker won.</source>
        <translation>Der Angreifer hat gewonnen.</translation>
    </message>
    <message>
        <source>The defender held.</source>
        <translation>Der Verteidiger hat standgehalten.</translation>
    </message>
    <message numerus="yes">
        <source>settlement of %1, tier %2, %n rampart(s)</source>
        <translation>
            <numerusform>Siedlung von %1, Stufe %2, %n Wall</numerusform>
            <numerusform>Siedlung von %1, Stufe %2, %n Wälle</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, army %2</source>
        <translation>%1, Armee %2</translation>
    </message>
    <message numerus="yes">
        <source>%n monster token(s)</source>
        <translation>
            <numerusform>%n Monsterplättchen</numerusform>
            <numerusform>%n Monsterplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item token(s)</source>
        <translation>
            <numerusform>%n Gegenstandsplättchen</numerusform>
            <numerusform>%n Gegenstandsplättchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource token(s)</source>
        <translation>
            <numerusform>%n Rohstoffplättchen</numerusform>
            <numerusform>%n Rohstoffplättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>a neutral mine</source>
        <translation>eine neutrale Mine</translation>
    </message>
    <message>
        <source>a mine of %1</source>
        <translation>eine Mine von %1</translation>
    </message>
    <message numerus="yes">
        <source>step here for %n point(s)</source>
        <translation>
            <numerusform>hierher gehen für %n Punkt</numerusform>
            <numerusform>hierher gehen für %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>besiege here</source>
        <translation>hier belagern</translation>
    </message>
    <message>
        <source>place the token here</source>
        <translation>das Plättchen hierher legen</translation>
    </message>
    <message>
        <source>place your settlement here</source>
        <translation>deine Siedlung hierher setzen</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Das ist gerade keine der Möglichkeiten.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Die Entscheidung liegt gerade nicht bei dir.</translation>
    </message>
    <message>
        <source>allied with %1</source>
        <translation>verbündet mit %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyUi</name>
    <message>
        <source>Coins %1</source>
        <translation>Münzen %1</translation>
    </message>
    <message>
        <source>Heroes %1</source>
        <translation>Helden %1</translation>
    </message>
    <message>
        <source>Settlements %1</source>
        <translation>Siedlungen %1</translation>
    </message>
    <message>
        <source>Mines %1</source>
        <translation>Minen %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Tag %1 von %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::IslandModel</name>
    <message>
        <source>Island slot %1: empty</source>
        <translation>Inselplatz %1: leer</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Inselplatz %1: %2</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::PlayersModel</name>
    <message numerus="yes">
        <source>%1, awake, %n nut(s)</source>
        <translation>
            <numerusform>%1, wach, %n Nuss</numerusform>
            <numerusform>%1, wach, %n Nüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, asleep, %n nut(s)</source>
        <translation>
            <numerusform>%1, schlafend, %n Nuss</numerusform>
            <numerusform>%1, schlafend, %n Nüsse</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelScreen</name>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Inselplatz %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 von %1</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Schlafen gehen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Das ist jetzt keine der Möglichkeiten.</translation>
    </message>
    <message>
        <source>Play %1 from your hand</source>
        <translation>%1 von der Hand spielen</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2</source>
        <translation>%1 von Inselplatz %2 spielen</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>The solo game&apos;s opponent, played by the game itself</extracomment>
        <translation>Rivale</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Versteck %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Tag %1 von %2</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <source>Red corner</source>
        <translation>Rote Ecke</translation>
    </message>
    <message>
        <source>Yellow corner</source>
        <translation>Gelbe Ecke</translation>
    </message>
    <message>
        <source>Blue corner</source>
        <translation>Blaue Ecke</translation>
    </message>
    <message>
        <source>Green corner</source>
        <translation>Grüne Ecke</translation>
    </message>
    <message>
        <source>Odds %1–%2 %</source>
        <translation>Chance %1–%2 %</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games in which the seat or corner was in play.</source>
        <translation>Partien, in denen der Sitzplatz bzw. die Ecke im Spiel war.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>The share of its games the seat or corner won (shared wins count for each).</source>
        <translation>Der Anteil seiner Partien, den der Sitzplatz bzw. die Ecke gewonnen hat (geteilte Siege zählen für jeden).</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spieldauer</translation>
    </message>
    <message>
        <source>Rounds a game lasts.</source>
        <translation>Wie viele Runden eine Partie dauert.</translation>
    </message>
    <message>
        <source>Ended by conquest</source>
        <translation>Durch Eroberung beendet</translation>
    </message>
    <message>
        <source>The share of games won by eliminating every other general.</source>
        <translation>Der Anteil der Partien, die dadurch gewonnen wurden, dass alle anderen Generäle ausgeschaltet wurden.</translation>
    </message>
    <message>
        <source>Ended by the countdown</source>
        <translation>Durch den Countdown beendet</translation>
    </message>
    <message>
        <source>The share of games decided on points after the countdown (or the turn limit).</source>
        <translation>Der Anteil der Partien, die nach dem Countdown (oder dem Zuglimit) nach Punkten entschieden wurden.</translation>
    </message>
    <message>
        <source>Turns per game</source>
        <translation>Züge pro Partie</translation>
    </message>
    <message>
        <source>Turns played in a game, by all players.</source>
        <translation>Gespielte Züge einer Partie, von allen Spielern zusammen.</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Einkommen pro Zug</translation>
    </message>
    <message>
        <source>Coins a player collects at the start of a turn, on average over all turns.</source>
        <translation>Münzen, die ein Spieler zu Beginn eines Zugs einnimmt, im Schnitt über alle Züge.</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Kämpfe pro Partie</translation>
    </message>
    <message>
        <source>Combats fought in a game.</source>
        <translation>In einer Partie ausgefochtene Kämpfe.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Attacks made at these odds of winning, over all games.</source>
        <translation>Angriffe mit diesen Siegchancen, über alle Partien.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Siegquote des Angreifers</translation>
    </message>
    <message>
        <source>How often an attack at these odds destroyed the defender: the odds are right when it falls inside the bucket.</source>
        <translation>Wie oft ein Angriff mit diesen Chancen den Verteidiger vernichtet hat: Die Chancen stimmen, wenn der Wert im jeweiligen Bereich liegt.</translation>
    </message>
    <message>
        <source>activate a unit, recruit or end the turn</source>
        <translation>eine Einheit aktivieren, rekrutieren oder den Zug beenden</translation>
    </message>
    <message>
        <source>move, act, or end this unit&apos;s activation</source>
        <translation>ziehen, handeln oder die Aktivierung dieser Einheit beenden</translation>
    </message>
    <message>
        <source>turn the drawn tile</source>
        <translation>das gezogene Plättchen drehen</translation>
    </message>
    <message>
        <source>choose where the drawn tile goes</source>
        <translation>wählen, wohin das gezogene Plättchen kommt</translation>
    </message>
    <message>
        <source>city or factory</source>
        <translation>Stadt oder Fabrik</translation>
    </message>
    <message>
        <source>re-roll your lowest dice</source>
        <translation>die niedrigsten Würfel neu würfeln</translation>
    </message>
    <message>
        <source>The game is over: one general is left.</source>
        <translation>Das Spiel ist vorbei: Nur noch ein General ist übrig.</translation>
    </message>
    <message>
        <source>The game is over: final points.</source>
        <translation>Das Spiel ist vorbei: Endwertung.</translation>
    </message>
    <message>
        <source>Round %1 in play; points as if the game ended now.</source>
        <translation>Runde %1 läuft; Punkte, als ob das Spiel jetzt endete.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (gewinnt)</translation>
    </message>
    <message>
        <source>  eliminated</source>
        <translation>  ausgeschieden</translation>
    </message>
    <message>
        <source>  cities and factories: %1</source>
        <translation>  Städte und Fabriken: %1</translation>
    </message>
    <message>
        <source>  home base: 1 point</source>
        <translation>  Heimatbasis: 1 Punkt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message numerus="yes">
        <source>all %n activations of this turn are used</source>
        <translation>
            <numerusform>die %n Aktivierung dieses Zugs ist verbraucht</numerusform>
            <numerusform>alle %n Aktivierungen dieses Zugs sind verbraucht</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no unit of yours on that space</source>
        <translation>auf diesem Feld steht keine Einheit von dir</translation>
    </message>
    <message>
        <source>a unit recruited this turn cannot be activated until your next turn</source>
        <translation>eine in diesem Zug rekrutierte Einheit kann erst in deinem nächsten Zug aktiviert werden</translation>
    </message>
    <message>
        <source>a stack formed this turn cannot move or act</source>
        <translation>ein in diesem Zug gebildeter Stapel kann weder ziehen noch handeln</translation>
    </message>
    <message>
        <source>that unit has been activated this turn already</source>
        <translation>diese Einheit wurde in diesem Zug schon aktiviert</translation>
    </message>
    <message>
        <source>units are recruited at your own base or factories</source>
        <translation>Einheiten werden auf deiner eigenen Basis oder in deinen Fabriken rekrutiert</translation>
    </message>
    <message>
        <source>a unit stands on that site</source>
        <translation>auf diesem Platz steht eine Einheit</translation>
    </message>
    <message>
        <source>not enough coins</source>
        <translation>nicht genug Münzen</translation>
    </message>
    <message>
        <source>no figure of that type is left in your supply</source>
        <translation>in deinem Vorrat ist keine Figur dieser Art mehr</translation>
    </message>
    <message>
        <source>the step does not start where the unit stands</source>
        <translation>der Schritt beginnt nicht dort, wo die Einheit steht</translation>
    </message>
    <message>
        <source>exploring needs at least 1 movement point</source>
        <translation>Erkunden braucht mindestens 1 Bewegungspunkt</translation>
    </message>
    <message>
        <source>no unit can enter water</source>
        <translation>keine Einheit kann Wasser betreten</translation>
    </message>
    <message>
        <source>elites cannot enter mountains</source>
        <translation>Eliteeinheiten können keine Berge betreten</translation>
    </message>
    <message>
        <source>not enough movement points left</source>
        <translation>nicht mehr genug Bewegungspunkte</translation>
    </message>
    <message>
        <source>an enemy unit blocks that space</source>
        <translation>eine feindliche Einheit blockiert dieses Feld</translation>
    </message>
    <message>
        <source>the unit could neither stack there nor move on</source>
        <translation>die Einheit könnte dort weder stapeln noch weiterziehen</translation>
    </message>
    <message>
        <source>that space is not next to the unit</source>
        <translation>dieses Feld grenzt nicht an die Einheit</translation>
    </message>
    <message>
        <source>the unit shares a space with another of yours: it must move on or stack</source>
        <translation>die Einheit teilt sich ein Feld mit einer anderen von dir: Sie muss weiterziehen oder stapeln</translation>
    </message>
    <message>
        <source>not a legal choice now: %1</source>
        <translation>gerade keine erlaubte Wahl: %1</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers from 0 to %1</source>
        <translation>erwartet wird [Zeile, Spalte], zwei ganze Zahlen von 0 bis %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>the lighthouse tile</source>
        <translation>das Leuchtturmplättchen</translation>
    </message>
    <message>
        <source>a start tile</source>
        <translation>ein Startplättchen</translation>
    </message>
    <message>
        <source>expected a space next to &quot;from&quot; (north, east, south or west of it)</source>
        <translation>erwartet wird ein Feld neben „from“ (nördlich, östlich, südlich oder westlich davon)</translation>
    </message>
    <message>
        <source>%1 recruits an elite unit on %2</source>
        <translation>%1 rekrutiert eine Eliteeinheit auf %2</translation>
    </message>
    <message>
        <source>%1 recruits a basic unit on %2</source>
        <translation>%1 rekrutiert eine Grundeinheit auf %2</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 zieht auf %2</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the direction a placed tile&apos;s arrow points</extracomment>
        <translation>Norden</translation>
    </message>
    <message>
        <source>east</source>
        <translation>Osten</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süden</translation>
    </message>
    <message>
        <source>west</source>
        <translation>Westen</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>Fabrik</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>Heimatbasis</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>Leuchtturm</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the first turn</source>
        <translation>%1 würfelt eine %2 um den ersten Zug</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 beginnt</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Runde %1: %2 ist am Zug</translation>
    </message>
    <message>
        <source>%1 captures the %2 on %3</source>
        <translation>%1 erobert das Bauwerk auf %3 (%2)</translation>
    </message>
    <message>
        <source>%1 is eliminated: %2 captured their home base</source>
        <translation>%1 scheidet aus: %2 hat die Heimatbasis erobert</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coin(s)</source>
        <translation>
            <numerusform>%1 nimmt %n Münze ein</numerusform>
            <numerusform>%1 nimmt %n Münzen ein</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1 is placed on area %2, %3</source>
        <translation>%1 wird in Gebiet %2, %3 gelegt</translation>
    </message>
    <message>
        <source>%1&apos;s unit cannot enter %2 and stays where it was</source>
        <translation>Die Einheit von %1 kann %2 nicht betreten und bleibt, wo sie war</translation>
    </message>
    <message>
        <source>%1 builds a %2 on %3</source>
        <translation>%1 baut auf %3: %2</translation>
    </message>
    <message>
        <source>%1 turns the token on %2 into a %3</source>
        <translation>%1 macht aus dem Marker auf %2 eine %3</translation>
    </message>
    <message>
        <source>%1 forms a stack of %2 on %3</source>
        <translation>%1 bildet einen Stapel aus %2 auf %3</translation>
    </message>
    <message>
        <source>Dice: attacker %1 against defender %2</source>
        <translation>Würfel: Angreifer %1 gegen Verteidiger %2</translation>
    </message>
    <message>
        <source>The attacker re-rolls: %1</source>
        <translation>Der Angreifer würfelt neu: %1</translation>
    </message>
    <message>
        <source>The defender re-rolls: %1</source>
        <translation>Der Verteidiger würfelt neu: %1</translation>
    </message>
    <message>
        <source>%1 wins the combat, %2 to %3</source>
        <translation>%1 gewinnt den Kampf, %2 zu %3</translation>
    </message>
    <message>
        <source>%1 loses the combat, %2 to %3</source>
        <translation>%1 verliert den Kampf, %2 zu %3</translation>
    </message>
    <message>
        <source>The combat is a tie, %1 to %2</source>
        <translation>Der Kampf endet unentschieden, %1 zu %2</translation>
    </message>
    <message>
        <source>%1 advances onto %2</source>
        <translation>%1 rückt auf %2 vor</translation>
    </message>
    <message numerus="yes">
        <source>The board is full: the countdown of %n round(s) begins with %1</source>
        <translation>
            <numerusform>Der Spielplan ist voll: Der Countdown von %n Runde beginnt mit %1</numerusform>
            <numerusform>Der Spielplan ist voll: Der Countdown von %n Runden beginnt mit %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown round %1 of %2</source>
        <translation>Countdown-Runde %1 von %2</translation>
    </message>
    <message>
        <source>No tile was placed for a while: %1 must place one</source>
        <translation>Seit einer Weile wurde kein Plättchen gelegt: %1 muss eines legen</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) (income %2, coins %3)</source>
        <translation>
            <numerusform>%1 erhält %n Punkt (Einkommen %2, Münzen %3)</numerusform>
            <numerusform>%1 erhält %n Punkte (Einkommen %2, Münzen %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: every other general is eliminated</source>
        <translation>%1 gewinnt: Alle anderen Generäle sind ausgeschieden</translation>
    </message>
    <message>
        <source>The game is over; winner: %1</source>
        <translation>Das Spiel ist vorbei; Sieger: %1</translation>
    </message>
    <message>
        <source>%1 takes the structure on %2</source>
        <translation>%1 nimmt das Bauwerk auf %2 ein</translation>
    </message>
    <message>
        <source>Basic unit: %1 movement points, may climb mountains and stack; attacks with +%2.</source>
        <translation>Grundeinheit: %1 Bewegungspunkte, darf Berge erklimmen und stapeln; greift mit +%2 an.</translation>
    </message>
    <message>
        <source>Elite unit: %1 movement points, never enters mountains; attacks with +%2 and defends with +%3.</source>
        <translation>Eliteeinheit: %1 Bewegungspunkte, betritt nie Berge; greift mit +%2 an und verteidigt mit +%3.</translation>
    </message>
    <message>
        <source>City: pays its ring&apos;s value in coins every turn of its owner.</source>
        <translation>Stadt: bringt in jedem Zug ihres Besitzers den Wert ihres Rings in Münzen.</translation>
    </message>
    <message>
        <source>Factory: its owner recruits units here when no unit stands on it.</source>
        <translation>Fabrik: Ihr Besitzer rekrutiert hier Einheiten, wenn keine Einheit darauf steht.</translation>
    </message>
    <message>
        <source>Home base: recruits like a factory; whoever captures it eliminates its owner.</source>
        <translation>Heimatbasis: rekrutiert wie eine Fabrik; wer sie erobert, schaltet ihren Besitzer aus.</translation>
    </message>
    <message numerus="yes">
        <source>Field tile %1: %n building lot(s).</source>
        <translation>
            <numerusform>Landschaftsplättchen %1: %n Bauplatz.</numerusform>
            <numerusform>Landschaftsplättchen %1: %n Bauplätze.</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate the unit on %1</source>
        <translation>Aktiviere die Einheit auf %1</translation>
    </message>
    <message>
        <source>Recruit an elite unit on %1</source>
        <translation>Rekrutiere eine Eliteeinheit auf %1</translation>
    </message>
    <message>
        <source>Recruit a basic unit on %1</source>
        <translation>Rekrutiere eine Grundeinheit auf %1</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Beende den Zug</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Ziehe auf %1</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Beanspruche den Leuchtturm</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Baue eine Fabrik</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Baue eine Stadt</translation>
    </message>
    <message>
        <source>Turn the token over</source>
        <translation>Drehe den Marker um</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Staple die Einheiten</translation>
    </message>
    <message>
        <source>Attack the unit on %1</source>
        <translation>Greife die Einheit auf %1 an</translation>
    </message>
    <message>
        <source>End the unit&apos;s activation</source>
        <translation>Beende die Aktivierung der Einheit</translation>
    </message>
    <message>
        <source>Turn the tile&apos;s arrow %1</source>
        <translation>Drehe den Pfeil des Plättchens nach %1</translation>
    </message>
    <message>
        <source>Place the tile on area %1, %2</source>
        <translation>Lege das Plättchen in Gebiet %1, %2</translation>
    </message>
    <message>
        <source>Take the factory side</source>
        <translation>Wähle die Fabrikseite</translation>
    </message>
    <message>
        <source>Take the city side</source>
        <translation>Wähle die Stadtseite</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Behalte die Würfel</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Würfle den niedrigsten Würfel neu</numerusform>
            <numerusform>Würfle die %n niedrigsten Würfel neu</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the structure</source>
        <translation>Nimm das Bauwerk ein</translation>
    </message>
    <message numerus="yes">
        <source>  lighthouse: %n point(s)</source>
        <translation>
            <numerusform>  Leuchtturm: %n Punkt</numerusform>
            <numerusform>  Leuchtturm: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  income: %n coin(s) a turn, coins: %1</source>
        <translation>
            <numerusform>  Einkommen: %n Münze pro Zug, Münzen: %1</numerusform>
            <numerusform>  Einkommen: %n Münzen pro Zug, Münzen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  total: %n point(s)</source>
        <translation>
            <numerusform>  gesamt: %n Punkt</numerusform>
            <numerusform>  gesamt: %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores %1 points at the end.</source>
        <translation>
            <numerusform>Leuchtturm: eine Stadt, die %n Münze pro Zug wert ist; ihr Besitzer legt Plättchen vom Stapel, und am Ende bringt sie %1 Punkte.</numerusform>
            <numerusform>Leuchtturm: eine Stadt, die %n Münzen pro Zug wert ist; ihr Besitzer legt Plättchen vom Stapel, und am Ende bringt sie %1 Punkte.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleModule</name>
    <message>
        <source>Battle on the Island of Fog</source>
        <translation>Battle on the Island of Fog</translation>
    </message>
    <message>
        <source>Two generals</source>
        <translation>Zwei Generäle</translation>
    </message>
    <message>
        <source>Three generals</source>
        <translation>Drei Generäle</translation>
    </message>
    <message>
        <source>Four generals</source>
        <translation>Vier Generäle</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleRules</name>
    <message>
        <source>expected %1 rows of %1 spaces (the tile size), found %2 rows</source>
        <translation>erwartet werden %1 Zeilen mit je %1 Feldern (die Plättchengröße), gefunden: %2 Zeilen</translation>
    </message>
    <message>
        <source>row %1 has %2 spaces; expected %3 (the tile size)</source>
        <translation>Zeile %1 hat %2 Felder; erwartet werden %3 (die Plättchengröße)</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>Zeile %1 enthält den Code „%2“; erwartet wird einer von: %3</translation>
    </message>
    <message>
        <source>expected an odd tile size, so the arrow has a centre space</source>
        <translation>erwartet wird eine ungerade Plättchengröße, damit der Pfeil ein Mittelfeld hat</translation>
    </message>
    <message>
        <source>expected exactly one home-base square H, found %1</source>
        <translation>erwartet wird genau ein Heimatbasisfeld H, gefunden: %1</translation>
    </message>
    <message>
        <source>the home base cannot be reached: no land path leads from H to the tile&apos;s inner edges</source>
        <translation>die Heimatbasis ist unerreichbar: Kein Landweg führt von H zu den inneren Kanten des Plättchens</translation>
    </message>
    <message>
        <source>expected exactly one lighthouse square X, found %1</source>
        <translation>erwartet wird genau ein Leuchtturmfeld X, gefunden: %1</translation>
    </message>
    <message>
        <source>the lighthouse cannot be reached: no land path leads from X to the tile&apos;s edges</source>
        <translation>der Leuchtturm ist unerreichbar: Kein Landweg führt von X zu den Kanten des Plättchens</translation>
    </message>
    <message>
        <source>a tile of water only: expected some land</source>
        <translation>ein Plättchen nur aus Wasser: erwartet wird etwas Land</translation>
    </message>
    <message>
        <source>the tile&apos;s land is not connected: water cuts some spaces off from the others</source>
        <translation>das Land des Plättchens hängt nicht zusammen: Wasser trennt einige Felder von den anderen</translation>
    </message>
    <message>
        <source>an island with no lots: no tile of the pile nor the start tile has a building lot L, so nobody could ever build</source>
        <translation>eine Insel ohne Bauplätze: Weder ein Plättchen des Stapels noch das Startplättchen hat einen Bauplatz L, also könnte nie jemand bauen</translation>
    </message>
    <message>
        <source>the start tile has no lots: players start without cities and so without income</source>
        <translation>das Startplättchen hat keine Bauplätze: Die Spieler beginnen ohne Städte und damit ohne Einkommen</translation>
    </message>
    <message>
        <source>the pile holds %1 tiles; expected at most %2</source>
        <translation>der Stapel enthält %1 Plättchen; erwartet werden höchstens %2</translation>
    </message>
    <message>
        <source>the tile set is too small for the board: %1 field tiles in the pile, %2 needed to fill a %3×%3 board</source>
        <translation>die Plättchen reichen nicht für den Spielplan: %1 Landschaftsplättchen im Stapel, %2 nötig, um einen Spielplan von %3×%3 zu füllen</translation>
    </message>
    <message>
        <source>expected at least %1 tokens, one for each lot of the start tile</source>
        <translation>erwartet werden mindestens %1 Marker, einer für jeden Bauplatz des Startplättchens</translation>
    </message>
    <message>
        <source>expected fewer re-rolls than combat dice (%1)</source>
        <translation>erwartet werden weniger Neuwürfe als Kampfwürfel (%1)</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Components</name>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Leuchtturmplättchen</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Basic unit, %1</source>
        <translation>Grundeinheit, %1</translation>
    </message>
    <message>
        <source>Elite unit, %1</source>
        <translation>Eliteeinheit, %1</translation>
    </message>
    <message>
        <source>City / factory, %1</source>
        <translation>Stadt / Fabrik, %1</translation>
    </message>
    <message>
        <source>Home base, %1</source>
        <translation>Heimatbasis, %1</translation>
    </message>
    <message>
        <source>Lighthouse piece, %1</source>
        <translation>Leuchtturmmarker, %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Spielhilfe</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Spielhilfen</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Captures, then income, then the lighthouse tile.</source>
        <translation>Erst Eroberungen, dann Einkommen, dann das Leuchtturmplättchen.</translation>
    </message>
    <message>
        <source>Activate up to %1 units; recruit between activations.</source>
        <translation>Aktiviere bis zu %1 Einheiten; rekrutiere zwischen den Aktivierungen.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Basic / stack</source>
        <translation>Grundeinheit / Stapel</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Mountain step</source>
        <translation>Schritt auf einen Berg</translation>
    </message>
    <message>
        <source>Combat bonuses</source>
        <translation>Kampfboni</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Elite attacker</source>
        <translation>Elite-Angreifer</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Bauwerk</translation>
    </message>
    <message>
        <source>Elite defender</source>
        <translation>Elite-Verteidiger</translation>
    </message>
    <message>
        <source>An activated unit moves, then may build, swap, stack or attack.</source>
        <translation>Eine aktivierte Einheit zieht und darf dann bauen, umdrehen, stapeln oder angreifen.</translation>
    </message>
    <message>
        <source>Costs and income</source>
        <translation>Kosten und Einkommen</translation>
    </message>
    <message>
        <source>Basic unit</source>
        <translation>Grundeinheit</translation>
    </message>
    <message>
        <source>Elite unit</source>
        <translation>Eliteeinheit</translation>
    </message>
    <message>
        <source>City, outer ring</source>
        <translation>Stadt, äußerer Ring</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 pro Zug</translation>
    </message>
    <message>
        <source>City, inner rings</source>
        <translation>Stadt, innere Ringe</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Leuchtturm</translation>
    </message>
    <message>
        <source>Each side rolls %1 dice; the lower total loses its unit, a tie changes nothing.</source>
        <translation>Jede Seite würfelt mit %1 Würfeln; die niedrigere Summe verliert ihre Einheit, ein Gleichstand ändert nichts.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>When every area holds a tile, %1 more rounds are played.</source>
        <translation>Liegt in jedem Gebiet ein Plättchen, werden noch %1 Runden gespielt.</translation>
    </message>
    <message>
        <source>A point for every building; the lighthouse is worth %1 more.</source>
        <translation>Ein Punkt für jedes Gebäude; der Leuchtturm ist %1 mehr wert.</translation>
    </message>
    <message>
        <source>Capture a base to knock its general out of the game.</source>
        <translation>Erobere eine Basis, um ihren General aus dem Spiel zu werfen.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Position</name>
    <message>
        <source>expected [row, column] on the board, each from 0 to %1</source>
        <translation>erwartet wird [Zeile, Spalte] auf dem Spielplan, jeweils von 0 bis %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 placed tiles</source>
        <translation>erwartet wird ein Array mit höchstens %1 gelegten Plättchen</translation>
    </message>
    <message>
        <source>expected [row, column] of an area, each from 0 to %1</source>
        <translation>erwartet wird [Zeile, Spalte] eines Gebiets, jeweils von 0 bis %1</translation>
    </message>
    <message>
        <source>that area holds a tile already</source>
        <translation>in diesem Gebiet liegt schon ein Plättchen</translation>
    </message>
    <message>
        <source>expected a tile id of the ruleset, found &quot;%1&quot;</source>
        <translation>erwartet wird eine Plättchen-ID des Regelwerks, gefunden: „%1“</translation>
    </message>
    <message>
        <source>the arrow must point toward the lighthouse as §1.4 allows</source>
        <translation>der Pfeil muss so zum Leuchtturm zeigen, wie es §1.4 erlaubt</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the pile holds</source>
        <translation>mehr Exemplare von „%1“, als der Stapel enthält</translation>
    </message>
    <message>
        <source>expected an array of at most %1 tile ids</source>
        <translation>erwartet wird ein Array mit höchstens %1 Plättchen-IDs</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the ruleset has</source>
        <translation>mehr Exemplare von „%1“, als das Regelwerk hat</translation>
    </message>
    <message>
        <source>expected an array of structures</source>
        <translation>erwartet wird ein Array von Bauwerken</translation>
    </message>
    <message>
        <source>expected a city or factory on a lot, a base on its owner&apos;s H square or the lighthouse on X, each owned (the lighthouse may be unowned)</source>
        <translation>erwartet wird eine Stadt oder Fabrik auf einem Bauplatz, eine Basis auf dem H-Feld ihres Besitzers oder der Leuchtturm auf X, jeweils mit Besitzer (der Leuchtturm darf besitzerlos sein)</translation>
    </message>
    <message>
        <source>player %1 must have a home base exactly while not eliminated</source>
        <translation>Spieler %1 muss genau so lange eine Heimatbasis haben, wie er nicht ausgeschieden ist</translation>
    </message>
    <message>
        <source>expected an array of at most %1 units</source>
        <translation>erwartet wird ein Array mit höchstens %1 Einheiten</translation>
    </message>
    <message>
        <source>expected &quot;basic&quot; (size 1 to %1) or &quot;elite&quot; (size 1)</source>
        <translation>erwartet wird &quot;basic&quot; (Größe 1 bis %1) oder &quot;elite&quot; (Größe 1)</translation>
    </message>
    <message>
        <source>a unit must stand on a revealed space it may enter, and belong to a player still in the game</source>
        <translation>eine Einheit muss auf einem aufgedeckten Feld stehen, das sie betreten darf, und einem Spieler gehören, der noch im Spiel ist</translation>
    </message>
    <message>
        <source>another unit stands there already</source>
        <translation>dort steht schon eine andere Einheit</translation>
    </message>
    <message>
        <source>player %1 has more figures on the board and in supply than the ruleset gives a colour (%2 basic and %3 elite figures in all)</source>
        <translation>Spieler %1 hat auf dem Spielplan und im Vorrat mehr Figuren, als das Regelwerk einer Farbe gibt (insgesamt %2 Grund- und %3 Elitefiguren)</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>erwartet wird ein Array mit %1 Spielern</translation>
    </message>
    <message>
        <source>every player is eliminated; at least one must be left</source>
        <translation>alle Spieler sind ausgeschieden; mindestens einer muss übrig bleiben</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>erwartet wird der Spieler, der am Zug ist</translation>
    </message>
    <message>
        <source>expected the space of an activated unit of the player to move</source>
        <translation>erwartet wird das Feld einer aktivierten Einheit des Spielers am Zug</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>diese Entscheidung hat in dieser Position keine Wahlmöglichkeit</translation>
    </message>
    <message>
        <source>expected the colours the seed gives, %1</source>
        <translation>erwartet werden die Farben, die der Seed ergibt: %1</translation>
    </message>
    <message>
        <source>the countdown starts only once the board is full</source>
        <translation>der Countdown beginnt erst, wenn der Spielplan voll ist</translation>
    </message>
    <message>
        <source>an eliminated player has no turns</source>
        <translation>ein ausgeschiedener Spieler hat keine Züge</translation>
    </message>
    <message>
        <source>more copies of that tile than the pile holds</source>
        <translation>mehr Exemplare dieses Plättchens, als der Stapel enthält</translation>
    </message>
    <message>
        <source>expected &quot;lighthouse&quot; or &quot;stall&quot;: an explored tile has its area already</source>
        <translation>erwartet wird „lighthouse“ oder „stall“: ein erkundetes Plättchen hat sein Gebiet schon</translation>
    </message>
    <message>
        <source>expected &quot;explore&quot;, &quot;lighthouse&quot; or &quot;stall&quot;</source>
        <translation>erwartet wird „explore“, „lighthouse“ oder „stall“</translation>
    </message>
    <message>
        <source>expected the id of the drawn tile</source>
        <translation>erwartet wird die ID des gezogenen Plättchens</translation>
    </message>
    <message>
        <source>expected the lighthouse&apos;s owner</source>
        <translation>erwartet wird der Besitzer des Leuchtturms</translation>
    </message>
    <message>
        <source>expected [row, column] of an empty area where the drawn tile may point two ways (the lighthouse tile is never turned)</source>
        <translation>erwartet wird [Zeile, Spalte] eines leeren Gebiets, in dem das gezogene Plättchen in zwei Richtungen zeigen kann (das Leuchtturmplättchen wird nie gedreht)</translation>
    </message>
    <message>
        <source>expected a space of that area next to the moving unit</source>
        <translation>erwartet wird ein Feld dieses Gebiets neben der ziehenden Einheit</translation>
    </message>
    <message>
        <source>expected the attacker on a unit of the player whose turn it is and the defender on another player&apos;s unit</source>
        <translation>erwartet wird der Angreifer auf einer Einheit des Spielers am Zug und der Verteidiger auf der Einheit eines anderen Spielers</translation>
    </message>
    <message numerus="yes">
        <source>expected %n dice, each from 1 to 6</source>
        <translation>
            <numerusform>erwartet wird %n Würfel von 1 bis 6</numerusform>
            <numerusform>erwartet werden %n Würfel, jeder von 1 bis 6</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the attacker (before its choice) or the defender (after it), with a stack that may re-roll</source>
        <translation>erwartet wird der Angreifer (vor seiner Wahl) oder der Verteidiger (danach) mit einem Stapel, der neu würfeln darf</translation>
    </message>
    <message>
        <source>expected &quot;main&quot;, &quot;act&quot;, &quot;orient&quot;, &quot;place-tile&quot;, &quot;token-side&quot; or &quot;reroll&quot;, or no &quot;pending&quot; at the start of a turn</source>
        <translation>erwartet wird „main“, „act“, „orient“, „place-tile“, „token-side“ oder „reroll“, oder kein „pending“ zu Beginn eines Zugs</translation>
    </message>
    <message>
        <source>an eliminated player has no decisions</source>
        <translation>ein ausgeschiedener Spieler hat keine Entscheidungen</translation>
    </message>
    <message>
        <source>round 0 is the set-up: only a start token&apos;s side is decided</source>
        <translation>Runde 0 ist der Aufbau: entschieden wird nur die Seite eines Startplättchens</translation>
    </message>
    <message>
        <source>expected a city or factory of the player deciding</source>
        <translation>erwartet wird eine Stadt oder Fabrik des entscheidenden Spielers</translation>
    </message>
    <message>
        <source>expected the start token&apos;s number exactly in the set-up (round 0)</source>
        <translation>die Nummer des Startplättchens wird genau im Aufbau (Runde 0) erwartet</translation>
    </message>
    <message>
        <source>round 0 and turn 0 are the set-up, read only at a start token&apos;s side (a &quot;token-side&quot; decision)</source>
        <translation>Runde 0 und Zug 0 sind der Aufbau, gelesen nur bei der Seite eines Startplättchens (eine „token-side“-Entscheidung)</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Reference</name>
    <message>
        <source>Battle on the Island of Fog</source>
        <translation>Battle on the Island of Fog</translation>
    </message>
    <message>
        <source>Two to four generals explore a %1×%1 board of face-down tiles, found cities and factories, recruit and fight, until the board is full and a countdown ends the game.</source>
        <translation>Zwei bis vier Generäle erkunden einen Spielplan aus %1×%1 verdeckten Plättchen, gründen Städte und Fabriken, rekrutieren und kämpfen, bis der Spielplan voll ist und ein Countdown das Spiel beendet.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Captures: every structure of another player with one of your units on it becomes yours, bases first; capturing a home base eliminates its owner.</source>
        <translation>Eroberungen: Jedes Bauwerk eines anderen Spielers, auf dem eine deiner Einheiten steht, gehört nun dir, Basen zuerst; wer eine Heimatbasis erobert, schaltet ihren Besitzer aus.</translation>
    </message>
    <message>
        <source>The lighthouse owner places the top tile of the pile on any empty area.</source>
        <translation>Der Besitzer des Leuchtturms legt das oberste Plättchen des Stapels in ein beliebiges leeres Gebiet.</translation>
    </message>
    <message>
        <source>Activate up to %1 units, one after another, and recruit at your base and factories (a basic unit costs %2 coins, an elite %3).</source>
        <translation>Aktiviere nacheinander bis zu %1 Einheiten und rekrutiere auf deiner Basis und in deinen Fabriken (eine Grundeinheit kostet %2 Münzen, eine Eliteeinheit %3).</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>A basic unit or stack has %1 movement points, an elite %2. A step costs 1, a mountain %3; elites never enter mountains and nobody enters water. Stepping into fog draws a tile and turns its arrow toward the lighthouse; a blocked entry costs nothing.</source>
        <translation>Eine Grundeinheit oder ein Stapel hat %1 Bewegungspunkte, eine Eliteeinheit %2. Ein Schritt kostet 1, ein Berg %3; Eliteeinheiten betreten nie Berge, und niemand betritt Wasser. Wer in den Nebel tritt, zieht ein Plättchen und dreht seinen Pfeil zum Leuchtturm; ein blockierter Zug kostet nichts.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Both sides roll %1 dice. The attacker adds %2 (an elite %3); the defender adds its space&apos;s bonus: plains %4, forest %5, mountain %6, a structure %7, and %8 more for an elite. Stacks of 2 re-roll up to %9 of their lowest dice, stacks of 3 up to %10. The lower total is destroyed, attacker or defender; a tie changes nothing. A winner whose defender stood on a structure advances onto it.</source>
        <translation>Beide Seiten würfeln mit %1 Würfeln. Der Angreifer addiert %2 (eine Eliteeinheit %3); der Verteidiger addiert den Bonus seines Feldes: Ebene %4, Wald %5, Berg %6, Bauwerk %7 und %8 mehr für eine Eliteeinheit. Zweierstapel würfeln bis zu %9 ihrer niedrigsten Würfel neu, Dreierstapel bis zu %10. Die niedrigere Summe wird vernichtet, ob Angreifer oder Verteidiger; ein Gleichstand ändert nichts. Stand der Verteidiger auf einem Bauwerk, rückt der Sieger darauf vor.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Once every area holds a tile, %1 more rounds are played. Each city and factory scores 1, your base 1, the lighthouse %2. Ties go to the higher income, then more coins. A general who captures every other home base wins at once.</source>
        <translation>Sobald in jedem Gebiet ein Plättchen liegt, werden noch %1 Runden gespielt. Jede Stadt und Fabrik zählt 1, deine Basis 1, der Leuchtturm %2. Bei Gleichstand entscheidet das höhere Einkommen, dann die Zahl der Münzen. Ein General, der alle anderen Heimatbasen erobert, gewinnt sofort.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message numerus="yes">
        <source>Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.</source>
        <translation>
            <numerusform>Einkommen: Jede Stadt bringt %n Münze im äußeren Ring und %1 weiter innen; der Leuchtturm bringt %2.</numerusform>
            <numerusform>Einkommen: Jede Stadt bringt %n Münzen im äußeren Ring und %1 weiter innen; der Leuchtturm bringt %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Ruleset</name>
    <message>
        <source>plains</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>Berg</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>Bauplatz</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>Heimatbasis</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>Leuchtturm</translation>
    </message>
    <message>
        <source>Field tiles</source>
        <translation>Landschaftsplättchen</translation>
    </message>
    <message>
        <source>The face-down pile: every field tile, its spaces written arrow up (the first row is the front, toward the lighthouse) and how many copies the pile holds.</source>
        <translation>Der verdeckte Stapel: jedes Landschaftsplättchen, seine Felder mit dem Pfeil nach oben notiert (die erste Zeile ist die Vorderseite, zum Leuchtturm hin), und wie viele Exemplare der Stapel enthält.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and hyphens; records and positions name the tile by it.</source>
        <translation>Die ID des Plättchens: Kleinbuchstaben, Ziffern und Bindestriche; Aufzeichnungen und Positionen nennen das Plättchen damit.</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>The tile&apos;s spaces, rows separated by &quot;/&quot;, the front row first: P plains, F forest, M mountain, W water, L building lot.</source>
        <translation>Die Felder des Plättchens, Zeilen durch „/“ getrennt, die vordere Zeile zuerst: P Ebene, F Wald, M Berg, W Wasser, L Bauplatz.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>The tile&apos;s name, as the board and the sheets show it.</source>
        <translation>Der Name des Plättchens, wie ihn der Spielplan und die Bögen zeigen.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>How many of this tile the pile holds.</source>
        <translation>Wie viele dieser Plättchen der Stapel enthält.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Wirtschaft</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Marker</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Spielplangröße</translation>
    </message>
    <message>
        <source>Areas per side of the square board (the house rules allow 3, 4 or 6).</source>
        <translation>Gebiete pro Seite des quadratischen Spielplans (die Hausregeln erlauben 3, 4 oder 6).</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Plättchengröße</translation>
    </message>
    <message>
        <source>Spaces per side of a tile; odd, so the arrow has a centre space.</source>
        <translation>Felder pro Seite eines Plättchens; ungerade, damit der Pfeil ein Mittelfeld hat.</translation>
    </message>
    <message>
        <source>Unused corners</source>
        <translation>Unbenutzte Ecken</translation>
    </message>
    <message>
        <source>What a corner without a player holds in games of two or three.</source>
        <translation>Was in einer Ecke ohne Spieler liegt, wenn zu zweit oder zu dritt gespielt wird.</translation>
    </message>
    <message>
        <source>a neutral start tile</source>
        <translation>ein neutrales Startplättchen</translation>
    </message>
    <message>
        <source>an area explored like any other</source>
        <translation>ein Gebiet, das wie jedes andere erkundet wird</translation>
    </message>
    <message>
        <source>Lighthouse on even boards</source>
        <translation>Leuchtturm auf geraden Spielplänen</translation>
    </message>
    <message>
        <source>On a board of even size the lighthouse tile is in the pile: guaranteed to come out before the board is full, or shuffled anywhere.</source>
        <translation>Auf einem Spielplan mit gerader Größe liegt das Leuchtturmplättchen im Stapel: garantiert gezogen, bevor der Spielplan voll ist, oder beliebig eingemischt.</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>garantiert</translation>
    </message>
    <message>
        <source>shuffled anywhere</source>
        <translation>beliebig eingemischt</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>The start tile in the corner&apos;s own terms: the first space is the board&apos;s outermost corner; H the home base, L the building lots.</source>
        <translation>Das Startplättchen aus Sicht seiner Ecke: Das erste Feld ist die äußerste Ecke des Spielplans; H die Heimatbasis, L die Bauplätze.</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Leuchtturmplättchen</translation>
    </message>
    <message>
        <source>The lighthouse tile, with X the lighthouse square.</source>
        <translation>Das Leuchtturmplättchen, X ist das Leuchtturmfeld.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Startmünzen</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Münzen, mit denen jeder Spieler beginnt.</translation>
    </message>
    <message>
        <source>Start tokens</source>
        <translation>Startmarker</translation>
    </message>
    <message>
        <source>Which side the building tokens on the start tile&apos;s lots show at the start.</source>
        <translation>Welche Seite die Gebäudemarker auf den Bauplätzen des Startplättchens zu Beginn zeigen.</translation>
    </message>
    <message>
        <source>both cities</source>
        <translation>beide Städte</translation>
    </message>
    <message>
        <source>each player chooses</source>
        <translation>jeder Spieler wählt</translation>
    </message>
    <message>
        <source>Factories pay income</source>
        <translation>Fabriken bringen Einkommen</translation>
    </message>
    <message>
        <source>Factories pay income by their position as cities do.</source>
        <translation>Fabriken bringen je nach Lage Einkommen wie Städte.</translation>
    </message>
    <message>
        <source>City on the outer ring</source>
        <translation>Stadt auf dem äußeren Ring</translation>
    </message>
    <message>
        <source>Coins a turn for a city on the outer ring of areas, the start tiles included.</source>
        <translation>Münzen pro Zug für eine Stadt auf dem äußeren Ring der Gebiete, Startplättchen eingeschlossen.</translation>
    </message>
    <message>
        <source>City further in</source>
        <translation>Stadt weiter innen</translation>
    </message>
    <message>
        <source>Coins a turn for a city on any deeper ring.</source>
        <translation>Münzen pro Zug für eine Stadt auf jedem weiter innen liegenden Ring.</translation>
    </message>
    <message>
        <source>Lighthouse income</source>
        <translation>Einkommen des Leuchtturms</translation>
    </message>
    <message>
        <source>Coins a turn for owning the lighthouse, which is always a city.</source>
        <translation>Münzen pro Zug für den Besitz des Leuchtturms, der immer eine Stadt ist.</translation>
    </message>
    <message>
        <source>Basic unit cost</source>
        <translation>Kosten einer Grundeinheit</translation>
    </message>
    <message>
        <source>Coins to recruit a basic unit.</source>
        <translation>Münzen, um eine Grundeinheit zu rekrutieren.</translation>
    </message>
    <message>
        <source>Elite unit cost</source>
        <translation>Kosten einer Eliteeinheit</translation>
    </message>
    <message>
        <source>Coins to recruit an elite unit.</source>
        <translation>Münzen, um eine Eliteeinheit zu rekrutieren.</translation>
    </message>
    <message>
        <source>Basic figures</source>
        <translation>Grundfiguren</translation>
    </message>
    <message>
        <source>Basic figures per colour; a stack uses one per member.</source>
        <translation>Grundfiguren pro Farbe; ein Stapel braucht eine pro Mitglied.</translation>
    </message>
    <message>
        <source>Elite figures</source>
        <translation>Elitefiguren</translation>
    </message>
    <message>
        <source>Elite figures per colour.</source>
        <translation>Elitefiguren pro Farbe.</translation>
    </message>
    <message>
        <source>Building tokens</source>
        <translation>Gebäudemarker</translation>
    </message>
    <message>
        <source>Building tokens per colour; only building is limited by them.</source>
        <translation>Gebäudemarker pro Farbe; nur das Bauen wird durch sie begrenzt.</translation>
    </message>
    <message>
        <source>Activations a turn</source>
        <translation>Aktivierungen pro Zug</translation>
    </message>
    <message>
        <source>Units a player may activate in one turn.</source>
        <translation>Einheiten, die ein Spieler in einem Zug aktivieren darf.</translation>
    </message>
    <message>
        <source>Basic movement</source>
        <translation>Bewegung der Grundeinheit</translation>
    </message>
    <message>
        <source>Movement points of a basic unit or a stack.</source>
        <translation>Bewegungspunkte einer Grundeinheit oder eines Stapels.</translation>
    </message>
    <message>
        <source>Elite movement</source>
        <translation>Bewegung der Eliteeinheit</translation>
    </message>
    <message>
        <source>Movement points of an elite unit.</source>
        <translation>Bewegungspunkte einer Eliteeinheit.</translation>
    </message>
    <message>
        <source>Mountain cost</source>
        <translation>Kosten eines Bergs</translation>
    </message>
    <message>
        <source>Movement points to enter a mountain; elites never can.</source>
        <translation>Bewegungspunkte, um einen Berg zu betreten; Eliteeinheiten können das nie.</translation>
    </message>
    <message>
        <source>Largest stack</source>
        <translation>Größter Stapel</translation>
    </message>
    <message>
        <source>Basic figures one stack may hold; 1 turns stacking off.</source>
        <translation>Grundfiguren, die ein Stapel enthalten darf; 1 schaltet das Stapeln ab.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 2</source>
        <translation>Neuwürfe eines Zweierstapels</translation>
    </message>
    <message>
        <source>Dice a stack of two may re-roll in a combat.</source>
        <translation>Würfel, die ein Zweierstapel in einem Kampf neu würfeln darf.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 3</source>
        <translation>Neuwürfe eines Dreierstapels</translation>
    </message>
    <message>
        <source>Dice a stack of three may re-roll in a combat.</source>
        <translation>Würfel, die ein Dreierstapel in einem Kampf neu würfeln darf.</translation>
    </message>
    <message>
        <source>Stacks stay put</source>
        <translation>Stapel bleiben stehen</translation>
    </message>
    <message>
        <source>How long a newly formed stack may not move or act.</source>
        <translation>Wie lange ein neu gebildeter Stapel weder ziehen noch handeln darf.</translation>
    </message>
    <message>
        <source>for the rest of the turn</source>
        <translation>für den Rest des Zugs</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>für immer</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Kampfwürfel</translation>
    </message>
    <message>
        <source>Six-sided dice each side rolls in a combat.</source>
        <translation>Sechsseitige Würfel, die jede Seite in einem Kampf wirft.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Angriffsbonus</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking basic unit or stack.</source>
        <translation>Wird zum Wurf einer angreifenden Grundeinheit oder eines angreifenden Stapels addiert.</translation>
    </message>
    <message>
        <source>Elite attack bonus</source>
        <translation>Angriffsbonus der Elite</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking elite (in all, not on top of the attack bonus).</source>
        <translation>Wird zum Wurf einer angreifenden Eliteeinheit addiert (insgesamt, nicht zusätzlich zum Angriffsbonus).</translation>
    </message>
    <message>
        <source>Defence on plains</source>
        <translation>Verteidigung auf Ebene</translation>
    </message>
    <message>
        <source>Added to a defender on plains or an empty lot.</source>
        <translation>Wird einem Verteidiger auf einer Ebene oder einem leeren Bauplatz addiert.</translation>
    </message>
    <message>
        <source>Defence in forest</source>
        <translation>Verteidigung im Wald</translation>
    </message>
    <message>
        <source>Added to a defender in a forest.</source>
        <translation>Wird einem Verteidiger im Wald addiert.</translation>
    </message>
    <message>
        <source>Defence on a mountain</source>
        <translation>Verteidigung auf einem Berg</translation>
    </message>
    <message>
        <source>Added to a defender on a mountain.</source>
        <translation>Wird einem Verteidiger auf einem Berg addiert.</translation>
    </message>
    <message>
        <source>Defence in a structure</source>
        <translation>Verteidigung in einem Bauwerk</translation>
    </message>
    <message>
        <source>Added to a defender on a city, factory, base or the lighthouse square, instead of the terrain&apos;s bonus.</source>
        <translation>Wird einem Verteidiger auf einer Stadt, einer Fabrik, einer Basis oder dem Leuchtturmfeld addiert, statt des Geländebonus.</translation>
    </message>
    <message>
        <source>Elite defence bonus</source>
        <translation>Verteidigungsbonus der Elite</translation>
    </message>
    <message>
        <source>Added to a defending elite on top of its space&apos;s bonus.</source>
        <translation>Wird einer verteidigenden Eliteeinheit zusätzlich zum Bonus ihres Feldes addiert.</translation>
    </message>
    <message>
        <source>Re-roll order</source>
        <translation>Reihenfolge der Neuwürfe</translation>
    </message>
    <message>
        <source>Whether the attacker re-rolls first and the defender then decides knowing the result, or both decide at once.</source>
        <translation>Ob der Angreifer zuerst neu würfelt und der Verteidiger dann in Kenntnis des Ergebnisses entscheidet oder ob beide gleichzeitig entscheiden.</translation>
    </message>
    <message>
        <source>attacker, then defender</source>
        <translation>erst Angreifer, dann Verteidiger</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>beide gleichzeitig</translation>
    </message>
    <message>
        <source>Capturing takes an action</source>
        <translation>Erobern kostet eine Aktion</translation>
    </message>
    <message>
        <source>A unit must spend its action to take a structure; the capture still completes at its owner&apos;s next turn.</source>
        <translation>Eine Einheit muss ihre Aktion aufwenden, um ein Bauwerk einzunehmen; die Eroberung wird trotzdem erst im nächsten Zug ihres Besitzers vollzogen.</translation>
    </message>
    <message>
        <source>A captured base hands over</source>
        <translation>Eine eroberte Basis übergibt</translation>
    </message>
    <message>
        <source>What the eliminated player&apos;s structures become when their base is captured.</source>
        <translation>Was aus den Bauwerken des ausgeschiedenen Spielers wird, wenn seine Basis erobert ist.</translation>
    </message>
    <message>
        <source>every structure</source>
        <translation>jedes Bauwerk</translation>
    </message>
    <message>
        <source>cities only; factories become empty lots</source>
        <translation>nur Städte; Fabriken werden zu leeren Bauplätzen</translation>
    </message>
    <message>
        <source>Lighthouse placements</source>
        <translation>Legen durch den Leuchtturm</translation>
    </message>
    <message>
        <source>When the lighthouse owner places a tile from the pile on an empty area of their choice.</source>
        <translation>Wann der Besitzer des Leuchtturms ein Plättchen vom Stapel in ein leeres Gebiet seiner Wahl legt.</translation>
    </message>
    <message>
        <source>once in each of the owner&apos;s turns</source>
        <translation>einmal in jedem Zug des Besitzers</translation>
    </message>
    <message>
        <source>in the owner&apos;s turns while a unit of theirs is on it</source>
        <translation>in den Zügen des Besitzers, solange eine seiner Einheiten darauf steht</translation>
    </message>
    <message>
        <source>in every player&apos;s turn</source>
        <translation>im Zug jedes Spielers</translation>
    </message>
    <message>
        <source>Lighthouse points</source>
        <translation>Punkte für den Leuchtturm</translation>
    </message>
    <message>
        <source>Points for owning the lighthouse at the end, on top of the 1 every building scores.</source>
        <translation>Punkte für den Besitz des Leuchtturms am Ende, zusätzlich zu dem 1 Punkt, den jedes Gebäude zählt.</translation>
    </message>
    <message>
        <source>Countdown counted in</source>
        <translation>Countdown gezählt in</translation>
    </message>
    <message>
        <source>Whether the countdown after the board is full counts rounds (every player the same number of turns) or turns in all.</source>
        <translation>Ob der Countdown nach dem Füllen des Spielplans Runden zählt (jeder Spieler gleich viele Züge) oder Züge insgesamt.</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Countdown</translation>
    </message>
    <message>
        <source>Rounds (or turns) played once the board is full.</source>
        <translation>Runden (oder Züge), die gespielt werden, sobald der Spielplan voll ist.</translation>
    </message>
    <message>
        <source>Stall rule</source>
        <translation>Stillstandsregel</translation>
    </message>
    <message>
        <source>After this many rounds without a new tile, the player to move must place one; 0 turns the rule off.</source>
        <translation>Nach so vielen Runden ohne neues Plättchen muss der Spieler am Zug eines legen; 0 schaltet die Regel ab.</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Zuglimit</translation>
    </message>
    <message>
        <source>The game is scored as at its normal end after this many turns.</source>
        <translation>Nach so vielen Zügen wird das Spiel wie bei seinem normalen Ende gewertet.</translation>
    </message>
</context>
<context>
    <name>isle::cli</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>Maschinenlesbare Ausgabe.</translation>
    </message>
    <message>
        <source>Try &quot;%1 --help&quot;.</source>
        <translation>Siehe „%1 --help“.</translation>
    </message>
    <message>
        <source>Expected one file: %1 Try --help.</source>
        <translation>Erwartet wird eine Datei: %1 Siehe --help.</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>unbekanntes Spiel „%1“; erwartet wird eines von: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>das Regelwerk ist für „%1“, erwartet wird „%2“</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; expected one of: %2.</source>
        <translation>Unbekannte Sprache „%1“; erwartet wird eine von: %2.</translation>
    </message>
    <message>
        <source>Usage: isleworks-cli &lt;command&gt; [options]

Plays, scores, replays and checks Isleworks games without a window.

Commands:
  score POSITION      how each player of a position scores, in the game&apos;s own terms
  simulate            play many games between computer players and summarise them
  compare A B         the same games under rulesets A and B: differences with 95 % intervals
  merge PARTS...      the report of a batch from its shards&apos; partial results (--shard I/N)
  play --record OUT   play one game between computer players and save its record
  replay RECORD       replay a game record, optionally under other rules
  validate FILE       check a ruleset, record or position and list every problem
  sheets --out FILE   print-and-play component sheets of a ruleset (PDF, SVG or PNG)

Options:
  --lang CODE         the language of the output: en, uk, pl, de, fr, es (default: from LANG)
  -h, --help          this help; &quot;isleworks-cli &lt;command&gt; --help&quot; for a command&apos;s options
  -v, --version       the version

Exit codes: 0 success, 1 failure, 2 bad input.</source>
        <translation>Aufruf: isleworks-cli &lt;command&gt; [Optionen]

Spielt, wertet, spielt nach und prüft Isleworks-Spiele ohne Fenster.

Befehle:
  score POSITION      wie jeder Spieler einer Position punktet, in den Begriffen des Spiels
  simulate            viele Partien zwischen Computerspielern spielen und zusammenfassen
  compare A B         dieselben Partien unter Regelwerk A und B: Unterschiede mit 95-%-Intervallen
  merge PARTS...      der Bericht eines Durchgangs aus den Teilergebnissen seiner Teile (--shard I/N)
  play --record OUT   eine Partie zwischen Computerspielern spielen und ihre Aufzeichnung speichern
  replay RECORD       eine Spielaufzeichnung nachspielen, wahlweise unter anderen Regeln
  validate FILE       ein Regelwerk, eine Aufzeichnung oder Position prüfen und jedes Problem auflisten
  sheets --out FILE   Print-and-Play-Bögen der Komponenten eines Regelwerks (PDF, SVG oder PNG)

Optionen:
  --lang CODE         die Sprache der Ausgabe: en, uk, pl, de, fr, es (Standard: aus LANG)
  -h, --help          diese Hilfe; „isleworks-cli &lt;command&gt; --help“ für die Optionen eines Befehls
  -v, --version       die Version

Exit-Codes: 0 Erfolg, 1 Fehlschlag, 2 ungültige Eingabe.</translation>
    </message>
</context>
<context>
    <name>isle::cli::compare</name>
    <message>
        <source>Plays the same games (same seeds, same players) under two rulesets and reports the difference B - A in the first seat&apos;s win rate, the score margin, the game length and the game&apos;s own figures per game, each with a 95 % confidence interval, and the figures the game keeps per component.</source>
        <translation>Spielt dieselben Partien (dieselben Seeds, dieselben Spieler) unter zwei Regelwerken und meldet den Unterschied B - A bei der Siegquote von Sitzplatz 1, dem Punktevorsprung, der Spieldauer und den spieleigenen Kennzahlen pro Partie, jeweils mit einem 95-%-Konfidenzintervall, sowie die Kennzahlen, die das Spiel pro Komponente führt.</translation>
    </message>
    <message>
        <source>The ruleset to compare from.</source>
        <translation>Das Regelwerk, von dem aus verglichen wird.</translation>
    </message>
    <message>
        <source>The ruleset to compare with.</source>
        <translation>Das Regelwerk, mit dem verglichen wird.</translation>
    </message>
    <message>
        <source>Games under each ruleset (default 1000).</source>
        <translation>Partien unter jedem Regelwerk (Standard 1000).</translation>
    </message>
    <message>
        <source>Expected two ruleset files, A and B. Try --help.</source>
        <translation>Erwartet werden zwei Regelwerk-Dateien, A und B. Siehe --help.</translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>erwartet wird ein Regelwerk für „%1“</translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s</source>
        <translation>%1, Spiel %2: %3 Partien unter jedem Regelwerk mit denselben Seeds (Seed %4), %5 s</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Figure                          A          B          B - A      95 % interval</source>
        <translation>Kennzahl                        A          B          B - A      95-%-Intervall</translation>
    </message>
</context>
<context>
    <name>isle::cli::figures</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Per component:</source>
        <translation>Pro Komponente:</translation>
    </message>
    <message>
        <source>Per component (A / B):</source>
        <translation>Pro Komponente (A / B):</translation>
    </message>
</context>
<context>
    <name>isle::cli::merge</name>
    <message>
        <source>Combines the partial results that &quot;simulate --shard I/N&quot; or &quot;compare --shard I/N&quot; wrote, one per shard, into the report of the whole batch: the same figures and intervals as the batch played at once.</source>
        <translation>Führt die Teilergebnisse, die „simulate --shard I/N“ oder „compare --shard I/N“ geschrieben haben, eines je Teil, zum Bericht des ganzen Durchgangs zusammen: dieselben Kennzahlen und Intervalle wie beim Durchgang in einem Stück.</translation>
    </message>
    <message>
        <source>Every shard&apos;s partial result file.</source>
        <translation>Die Teilergebnisdatei jedes Teils.</translation>
    </message>
    <message>
        <source>Expected 1 to %1 partial result files. Try --help.</source>
        <translation>Erwartet werden 1 bis %1 Teilergebnisdateien. Versuche --help.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, merged from %n shard(s)</source>
        <extracomment>%1 game id, %2 variant, %3 games, %4 seed, %n shards</extracomment>
        <translation>
            <numerusform>%1, Spiel %2: %3 Partien, Seed %4, aus %n Teil zusammengeführt</numerusform>
            <numerusform>%1, Spiel %2: %3 Partien, Seed %4, aus %n Teilen zusammengeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::play</name>
    <message>
        <source>Plays one game between computer players and writes its record, to replay or to study. The file is written atomically: on any error nothing is left behind and an existing file is untouched.</source>
        <translation>Spielt eine Partie zwischen Computerspielern und schreibt ihre Aufzeichnung, zum Nachspielen oder Untersuchen. Die Datei wird atomar geschrieben: Bei jedem Fehler bleibt nichts zurück und eine vorhandene Datei bleibt unberührt.</translation>
    </message>
    <message>
        <source>Write the game record to &lt;file&gt;.</source>
        <translation>Die Spielaufzeichnung nach &lt;file&gt; schreiben.</translation>
    </message>
    <message>
        <source>expected the file to write the record to</source>
        <translation>erwartet wird die Datei, in die die Aufzeichnung geschrieben wird</translation>
    </message>
    <message>
        <source>cannot write the record: %1</source>
        <translation>die Aufzeichnung kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.</source>
        <translation>%1 geschrieben: %2, Spiel %3, Seed %4, %5 Entscheidungen; Endstand %6.</translation>
    </message>
</context>
<context>
    <name>isle::cli::replay</name>
    <message>
        <source>Replays a game record and prints the final scores, or the first decision that is no longer legal and why. With --ruleset the decisions are replayed under other rules. Exits with 1 when the replay stops early.</source>
        <translation>Spielt eine Spielaufzeichnung nach und gibt den Endstand aus oder die erste Entscheidung, die nicht mehr erlaubt ist, und warum. Mit --ruleset werden die Entscheidungen unter anderen Regeln nachgespielt. Endet mit 1, wenn das Nachspielen vorzeitig abbricht.</translation>
    </message>
    <message>
        <source>Replay under the rules in &lt;file&gt;.</source>
        <translation>Unter den Regeln in &lt;file&gt; nachspielen.</translation>
    </message>
    <message>
        <source>The game record (JSON).</source>
        <translation>Die Spielaufzeichnung (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7</source>
        <translation>%1: %2, Spiel %3, Seed %4, %5 von %6 Entscheidungen nachgespielt%7</translation>
    </message>
    <message>
        <source> under %1</source>
        <translation> unter %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Abgebrochen: %1</translation>
    </message>
    <message>
        <source>The record ends before the game does; next: player %1 to %2</source>
        <translation>Die Aufzeichnung endet vor dem Spiel; als Nächstes: Spieler %1 muss %2</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>Spieler %1: %2</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Endstand: %1</translation>
    </message>
    <message>
        <source>Scores so far: %1</source>
        <translation>Bisheriger Stand: %1</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Spieler %1 gewinnt.</translation>
    </message>
</context>
<context>
    <name>isle::cli::score</name>
    <message>
        <source>Score under the rules in &lt;file&gt; instead of the position&apos;s own.</source>
        <translation>Unter den Regeln in &lt;file&gt; werten statt unter denen der Position.</translation>
    </message>
    <message>
        <source>The position file (JSON).</source>
        <translation>Die Positionsdatei (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game</source>
        <translation>%1: %2, Spiel %3</translation>
    </message>
    <message>
        <source>Scores a position file: how each player scores, as its game counts (for a line-scoring game every line with its cells, length and multipliers), and each total. A position file shows every hidden fact, so hidden scores (a stash) are counted too. --json writes the game&apos;s score report as it is.</source>
        <translation>Wertet eine Positionsdatei: wie jeder Spieler punktet, so wie das Spiel zählt (bei einem Spiel mit Reihenwertung jede Reihe mit ihren Feldern, Länge und Multiplikatoren), und jede Summe. Eine Positionsdatei zeigt jede verborgene Tatsache, daher werden auch verborgene Punkte (ein Versteck) gezählt. --json schreibt den Wertungsbericht des Spiels unverändert.</translation>
    </message>
</context>
<context>
    <name>isle::cli::sheets</name>
    <message>
        <source>expected a length in millimetres, got &quot;%1&quot;</source>
        <translation>erwartet wird eine Länge in Millimetern, erhalten: „%1“</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>expected portrait or landscape</source>
        <translation>erwartet wird portrait oder landscape</translation>
    </message>
    <message>
        <source>expected crop, lines or none</source>
        <translation>erwartet wird crop, lines oder none</translation>
    </message>
    <message>
        <source>expected long, short or none</source>
        <translation>erwartet wird long, short oder none</translation>
    </message>
    <message>
        <source>expected X,Y in millimetres, such as 0.5,-1</source>
        <translation>erwartet wird X,Y in Millimetern, etwa 0.5,-1</translation>
    </message>
    <message>
        <source>Lays out the components a ruleset needs (tokens, cards, boards, aids) on print-and-play sheets, with bleed, crop marks or cut lines and backs for double-sided printing, and writes them as PDF, or as SVG or PNG files, one per page. Impossible layouts are refused (exit 2) with what does not fit, and nothing is written.</source>
        <translation>Ordnet die Komponenten, die ein Regelwerk braucht (Plättchen, Karten, Tafeln, Hilfen), auf Print-and-Play-Bögen an, mit Beschnitt, Schnittmarken oder Schnittlinien und Rückseiten für beidseitigen Druck, und schreibt sie als PDF oder als SVG- oder PNG-Dateien, eine pro Seite. Unmögliche Layouts werden abgelehnt (Exit-Code 2), mit dem, was nicht passt, und nichts wird geschrieben.</translation>
    </message>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Das Spiel: %1 (Standard %2).</translation>
    </message>
    <message>
        <source>A variant of the game, checked but not needed: the sheets hold every component the ruleset needs for any variant.</source>
        <translation>Eine Variante des Spiels, geprüft, aber nicht nötig: Die Bögen enthalten jede Komponente, die das Regelwerk für irgendeine Variante braucht.</translation>
    </message>
    <message>
        <source>Print the components of the rules in &lt;file&gt; instead of the default.</source>
        <translation>Die Komponenten der Regeln in &lt;file&gt; statt der Standardregeln drucken.</translation>
    </message>
    <message>
        <source>Where to write: a .pdf file; a .svg or .png file name (page numbers are added); or a folder (with --format).</source>
        <translation>Wohin geschrieben wird: eine .pdf-Datei; ein .svg- oder .png-Dateiname (Seitenzahlen werden angehängt); oder ein Ordner (mit --format).</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from --out, else pdf).</source>
        <translation>pdf, svg oder png (Standard: aus --out, sonst pdf).</translation>
    </message>
    <message>
        <source>a4, letter or a3 (default: this locale&apos;s, %1).</source>
        <translation>a4, letter oder a3 (Standard: der dieses Gebietsschemas, %1).</translation>
    </message>
    <message>
        <source>portrait or landscape (default portrait).</source>
        <translation>portrait oder landscape (Standard portrait).</translation>
    </message>
    <message>
        <source>Margin on every side, mm (default %1).</source>
        <translation>Rand auf jeder Seite, mm (Standard %1).</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, mm (default %1).</source>
        <translation>Über jede Schnittlinie hinaus gedruckte Grafik, mm (Standard %1).</translation>
    </message>
    <message>
        <source>Cut line to cut line between components, mm (default: the bleed).</source>
        <translation>Abstand von Schnittlinie zu Schnittlinie zwischen Komponenten, mm (Standard: der Beschnitt).</translation>
    </message>
    <message>
        <source>How much the parts of a board split over pages overlap, mm (default %1).</source>
        <translation>Wie weit sich die Teile einer über mehrere Seiten verteilten Tafel überlappen, mm (Standard %1).</translation>
    </message>
    <message>
        <source>crop (marks outside the cuts), lines (cut lines) or none (default crop).</source>
        <translation>crop (Marken außerhalb der Schnitte), lines (Schnittlinien) oder none (Standard crop).</translation>
    </message>
    <message>
        <source>Backs for double-sided printing, turning the sheet over its long or short edge, or none (default none).</source>
        <translation>Rückseiten für beidseitigen Druck, Wenden des Bogens über die lange oder kurze Kante, oder none (Standard none).</translation>
    </message>
    <message>
        <source>Moves every back page by X,Y mm, for a printer whose backs drift (measure it with --calibration).</source>
        <translation>Verschiebt jede Rückseite um X,Y mm, für einen Drucker, dessen Rückseiten verrutschen (mit --calibration messen).</translation>
    </message>
    <message>
        <source>Start with a calibration page: rulers and targets to measure scale and back offset.</source>
        <translation>Mit einer Kalibrierungsseite beginnen: Lineale und Zielmarken, um Maßstab und Rückseitenversatz zu messen.</translation>
    </message>
    <message>
        <source>Resolution of PNG pages (default 300).</source>
        <translation>Auflösung der PNG-Seiten (Standard 300).</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the ruleset in &lt;file&gt;, with their backs.</source>
        <translation>Nur die Komponenten drucken, deren Vorderseite sich von der unter dem Regelwerk in &lt;file&gt; unterscheidet, mit ihren Rückseiten.</translation>
    </message>
    <message>
        <source>Only components of these kinds, comma-separated (token, card, board, mat, aid, rules…).</source>
        <translation>Nur Komponenten dieser Arten, durch Kommas getrennt (token, card, board, mat, aid, rules …).</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Try --help.</source>
        <translation>Unerwartetes Argument „%1“. Siehe --help.</translation>
    </message>
    <message>
        <source>expected the file or folder to write</source>
        <translation>erwartet wird die zu schreibende Datei oder der Ordner</translation>
    </message>
    <message>
        <source>expected pdf, svg or png</source>
        <translation>erwartet wird pdf, svg oder png</translation>
    </message>
    <message>
        <source>%1 is a folder; a PDF needs a file name</source>
        <translation>%1 ist ein Ordner; ein PDF braucht einen Dateinamen</translation>
    </message>
    <message>
        <source>expected a resolution from %1 to %2</source>
        <translation>erwartet wird eine Auflösung von %1 bis %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>das Regelwerk ist für „%1“, erwartet wird „%2“</translation>
    </message>
    <message>
        <source>%1 declares no printable components</source>
        <translation>%1 gibt keine druckbaren Komponenten an</translation>
    </message>
    <message>
        <source>Nothing to print: no component %1. No file written.</source>
        <translation>Nichts zu drucken: keine Komponente %1. Keine Datei geschrieben.</translation>
    </message>
    <message>
        <source>changed since %1</source>
        <translation>seit %1 geändert</translation>
    </message>
    <message>
        <source>was chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>%1 KiB in %2 ms.</source>
        <translation>%1 KiB in %2 ms.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) of %2, </source>
        <extracomment>%1 the game, %n pages, %2 the paper (&quot;A4&quot;); followed by &quot;%n component(s) to cut out.&quot;</extracomment>
        <translation>
            <numerusform>%1: %n Seite im Format %2, </numerusform>
            <numerusform>%1: %n Seiten im Format %2, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n Komponente zum Ausschneiden.</numerusform>
            <numerusform>%n Komponenten zum Ausschneiden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Das Spiel: %1 (Standard %2).</translation>
    </message>
    <message>
        <source>The variant: %1 (default %2).</source>
        <translation>Die Variante: %1 (Standard %2).</translation>
    </message>
    <message>
        <source>Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).</source>
        <translation>Spieler pro Sitzplatz, durch Kommas getrennt, wiederholt, wenn es mehr Sitzplätze gibt: %1 (Standard random,random).</translation>
    </message>
    <message>
        <source>Seed of the game or batch (default 1).</source>
        <translation>Seed der Partie oder des Durchgangs (Standard 1).</translation>
    </message>
    <message>
        <source>Play under the rules in &lt;file&gt; instead of the default.</source>
        <translation>Unter den Regeln in &lt;file&gt; statt der Standardregeln spielen.</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer</source>
        <translation>erwartet wird eine vorzeichenlose 64-Bit-Ganzzahl</translation>
    </message>
    <message>
        <source>Worker threads (default: every core).</source>
        <translation>Worker-Threads (Standard: jeder Kern).</translation>
    </message>
    <message>
        <source>expected a number of games from %1 to 100000000</source>
        <translation>erwartet wird eine Anzahl Partien von %1 bis 100000000</translation>
    </message>
    <message>
        <source>expected a number of threads from 1 to 256</source>
        <translation>erwartet wird eine Anzahl Threads von 1 bis 256</translation>
    </message>
    <message>
        <source>Plays many games between computer players and prints win and draw rates per seat, the score distribution, the game length and the figures the game keeps for designers.</source>
        <translation>Spielt viele Partien zwischen Computerspielern und gibt Sieg- und Remisquoten pro Sitzplatz, die Punkteverteilung, die Spieldauer und die Kennzahlen aus, die das Spiel für Designer führt.</translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation>Anzahl der Partien (Standard 1000).</translation>
    </message>
    <message>
        <source>Skip the game&apos;s designer figures, which cost some speed to count.</source>
        <translation>Die Designer-Kennzahlen des Spiels überspringen, deren Zählung etwas Zeit kostet.</translation>
    </message>
    <message>
        <source>Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max</source>
        <translation>Platz Spieler   Siege    Remis    Niederl. Mittelwert  Std.-Abw.    Min  Max</translation>
    </message>
    <message>
        <source>Draws: %1 of games</source>
        <translation>Remis: %1 der Partien</translation>
    </message>
    <message>
        <source>Game length: %1 decisions on average (sd %2, from %3 to %4)</source>
        <translation>Spieldauer: im Schnitt %1 Entscheidungen (Std.-Abw. %2, von %3 bis %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)</source>
        <extracomment>%1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second</extracomment>
        <translation>
            <numerusform>%1, Spiel %2: %3 Partien, Seed %4, %n Thread, %5 s (%6 Partien/s)</numerusform>
            <numerusform>%1, Spiel %2: %3 Partien, Seed %4, %n Threads, %5 s (%6 Partien/s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Play only shard I of N (0 &lt;= I &lt; N) of the games and write a partial result for &quot;isleworks-cli merge&quot; instead of the report.</source>
        <translation>Nur Teil I von N (0 &lt;= I &lt; N) der Partien spielen und statt des Berichts ein Teilergebnis für „isleworks-cli merge“ schreiben.</translation>
    </message>
    <message>
        <source>With --shard: write the partial result to &lt;file&gt; (default: standard output).</source>
        <translation>Mit --shard: das Teilergebnis in &lt;file&gt; schreiben (Standard: die Standardausgabe).</translation>
    </message>
    <message>
        <source>only a shard&apos;s partial result is written to a file; add --shard</source>
        <translation>in eine Datei wird nur das Teilergebnis eines Teils geschrieben; ergänze --shard</translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message>
        <source>Checks a ruleset, game record or position file and lists every problem with the file, the JSON path and what was expected. A record&apos;s decisions are also replayed to check that each is legal. Exits with 2 when there is any error; warnings alone exit with 0.</source>
        <translation>Prüft eine Regelwerk-, Spielaufzeichnungs- oder Positionsdatei und listet jedes Problem der Datei mit dem JSON-Pfad und dem Erwarteten auf. Die Entscheidungen einer Aufzeichnung werden auch nachgespielt, um zu prüfen, ob jede erlaubt ist. Endet mit 2 bei jedem Fehler; nur Warnungen enden mit 0.</translation>
    </message>
    <message>
        <source>The file to check (JSON).</source>
        <translation>Die zu prüfende Datei (JSON).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>Regelwerk</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>Spielaufzeichnung</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;</source>
        <translation>erwartet wird „%1“, „%2“ oder „%3“</translation>
    </message>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation>
            <numerusform>%1: gültig als %2 (%n Warnung).</numerusform>
            <numerusform>%1: gültig als %2 (%n Warnungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a valid %2.</source>
        <translation>%1: nicht gültig als %2.</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Character</name>
    <message>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Ratte</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Hase</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Schwein</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Krähe</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Maulwurf</translation>
    </message>
    <message>
        <source>Prairie Dog</source>
        <translation>Präriehund</translation>
    </message>
    <message>
        <source>Hippo</source>
        <translation>Nilpferd</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Chamäleon</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Katze</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Schildkröte</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Frosch</translation>
    </message>
    <message>
        <source>Mouses</source>
        <translation>Mäuse</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Schlange</translation>
    </message>
    <message>
        <source>unknown character %1</source>
        <translation>unbekannte Figur %1</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Components</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: mercenaries for hire</source>
        <translation>%1: Söldner zum Anheuern</translation>
    </message>
    <message>
        <source>%1: starting set</source>
        <translation>%1: Startsatz</translation>
    </message>
    <message>
        <source>The whole island is open. Tokens face up.</source>
        <translation>Die ganze Insel ist offen. Plättchen offen.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face up.</source>
        <translation>Nebel bedeckt alle Bereiche bis auf einen. Plättchen offen.</translation>
    </message>
    <message>
        <source>Tokens face up.</source>
        <translation>Plättchen offen.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face down.</source>
        <translation>Nebel bedeckt alle Bereiche bis auf einen. Plättchen verdeckt.</translation>
    </message>
    <message>
        <source>Tokens face down.</source>
        <translation>Plättchen verdeckt.</translation>
    </message>
    <message>
        <source>Weather: %1</source>
        <translation>Wetter: %1</translation>
    </message>
    <message>
        <source>Weather cards</source>
        <translation>Wetterkarten</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Nebeltafel %1</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Nebeltafeln</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Fog board %1: %2</source>
        <translation>Nebeltafel %1: %2</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Inselplan</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tafeln</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Line of</source>
        <translation>Reihe aus</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 in a line: × %2</source>
        <translation>%1 in einer Reihe: × %2</translation>
    </message>
    <message>
        <source>%1 in a line: half, rounded down</source>
        <translation>%1 in einer Reihe: Hälfte, abgerundet</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Anheuerbar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Place one token from your hand on a free, open tile.</source>
        <translation>Lege ein Plättchen von deiner Hand auf ein freies, offenes Feld.</translation>
    </message>
    <message>
        <source>Foggy weather: face down (a mercenary may go face up).</source>
        <translation>Nebelwetter: verdeckt (ein Söldner darf offen gelegt werden).</translation>
    </message>
    <message numerus="yes">
        <source>Draw from your pile until you hold %n again.</source>
        <translation>
            <numerusform>Ziehe von deinem Stapel nach, bis du wieder %n Plättchen hast.</numerusform>
            <numerusform>Ziehe von deinem Stapel nach, bis du wieder %n Plättchen hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open tile free: a fog board is lifted.</source>
        <translation>Kein offenes Feld frei: Eine Nebeltafel wird entfernt.</translation>
    </message>
    <message>
        <source>Board full or nobody can place: score every line.</source>
        <translation>Plan voll oder niemand kann legen: Jede Reihe wird gewertet.</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Spielhilfe</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: Spielhilfe</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</source>
        <translation>
            <numerusform>Eine Insel aus %1 × %2 Feldern. Der Satz jedes Spielers aus %n Plättchen: %3.</numerusform>
            <numerusform>Eine Insel aus %1 × %2 Feldern. Der Satz jedes Spielers aus %n Plättchen: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Spiel mit Wetter</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Söldnerspiel</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Schnelles Spiel</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Teamspiel (vier Spieler)</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</source>
        <translation>
            <numerusform>Nimm alle deine Plättchen zurück und wähle %n als Starthand; der Rest ist dein Stapel.</numerusform>
            <numerusform>Nimm alle deine Plättchen zurück und wähle %n als Starthand; der Rest ist dein Stapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</source>
        <translation>
            <numerusform>Nimm alle deine Plättchen zurück; %n wird zufällig als Hand ausgeteilt, der Rest ist dein Stapel.</numerusform>
            <numerusform>Nimm alle deine Plättchen zurück; %n werden zufällig als Hand ausgeteilt, der Rest ist dein Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather: the second player draws two weather cards, keeps one and puts the other under the deck.</source>
        <translation>Mit Wetter: Der zweite Spieler zieht zwei Wetterkarten, behält eine und legt die andere unter den Stapel.</translation>
    </message>
    <message>
        <source>The round&apos;s second player starts the next round.</source>
        <translation>Der zweite Spieler der Runde beginnt die nächste Runde.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Wetter</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n in the deck)</source>
        <translation>
            <numerusform>%1 (%n im Stapel)</numerusform>
            <numerusform>%1 (%n im Stapel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</source>
        <translation>
            <numerusform>Eine Reihe sind %n oder mehr Plättchen in einer Linie waagerecht, senkrecht oder diagonal, die Reihen desselben Spielers bilden.</numerusform>
            <numerusform>Eine Reihe sind %n oder mehr Plättchen in einer Linie waagerecht, senkrecht oder diagonal, die Reihen desselben Spielers bilden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coins equal the points of each round. After scoring, hire in turn order from the next starter: pay the cost and swap the basic character it replaces.</source>
        <translation>Münzen in Höhe der Punkte jeder Runde. Nach der Wertung wird in Spielreihenfolge ab dem nächsten Startspieler angeheuert: Zahle die Kosten und tausche die Grundfigur, die der Söldner ersetzt.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Sieg</translation>
    </message>
    <message numerus="yes">
        <source>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</source>
        <translation>
            <numerusform>Die meisten Siegpunkte gewinnen (mit Söldnern: Münzen, dann die Kosten der Anheuerungen, dann bis zu %n Extrarunde).</numerusform>
            <numerusform>Die meisten Siegpunkte gewinnen (mit Söldnern: Münzen, dann die Kosten der Anheuerungen, dann bis zu %n Extrarunden).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>%1: rules summary</source>
        <translation>%1: Regelübersicht</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message>
        <source>pick the opening hand</source>
        <translation>die Starthand wählen</translation>
    </message>
    <message>
        <source>choose the weather</source>
        <translation>das Wetter wählen</translation>
    </message>
    <message>
        <source>lift a fog board</source>
        <translation>eine Nebeltafel entfernen</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>ein Plättchen legen</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nichts: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>there is no such character</source>
        <translation>diese Figur gibt es nicht</translation>
    </message>
    <message>
        <source>the hand holds no %1</source>
        <translation>auf der Hand ist kein %1-Plättchen</translation>
    </message>
    <message>
        <source>that tile is not on the %1×%2 island</source>
        <translation>dieses Feld liegt nicht auf der %1×%2-Insel</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 ist schon belegt</translation>
    </message>
    <message>
        <source>%1 is under fog</source>
        <translation>%1 liegt unter Nebel</translation>
    </message>
    <message>
        <source>a token is face up or face down</source>
        <translation>ein Plättchen liegt offen oder verdeckt</translation>
    </message>
    <message>
        <source>in Foggy weather a %1 is placed face down; only mercenaries may be placed face up</source>
        <translation>bei Nebelwetter wird ein %1-Plättchen verdeckt gelegt; nur Söldner dürfen offen gelegt werden</translation>
    </message>
    <message>
        <source>tokens are placed face down only in Foggy weather</source>
        <translation>Plättchen werden nur bei Nebelwetter verdeckt gelegt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>the game waits for a different decision: %1</source>
        <translation>das Spiel wartet auf eine andere Entscheidung: %1</translation>
    </message>
    <message>
        <source>no %1 is left to pick</source>
        <translation>es ist kein %1-Plättchen mehr zum Wählen übrig</translation>
    </message>
    <message>
        <source>only %1 weather cards were drawn</source>
        <translation>es wurden nur %1 Wetterkarten gezogen</translation>
    </message>
    <message>
        <source>there is no fog region %1</source>
        <translation>es gibt keinen Nebelbereich %1</translation>
    </message>
    <message>
        <source>fog region %1 is not covered</source>
        <translation>Nebelbereich %1 ist nicht bedeckt</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>unbekannte Entscheidung</translation>
    </message>
    <message>
        <source>pick %1 for the opening hand</source>
        <translation>%1 für die Starthand wählen</translation>
    </message>
    <message>
        <source>keep the %1 weather card</source>
        <translation>die Wetterkarte „%1“ behalten</translation>
    </message>
    <message>
        <source>keep weather card %1</source>
        <translation>Wetterkarte %1 behalten</translation>
    </message>
    <message>
        <source>lift fog board %1</source>
        <translation>Nebeltafel %1 entfernen</translation>
    </message>
    <message>
        <source>place %1 face down on %2</source>
        <translation>%1 verdeckt auf %2 legen</translation>
    </message>
    <message>
        <source>place %1 on %2</source>
        <translation>%1 auf %2 legen</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>Runde %1 beginnt; %2 fängt an</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 wählt %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation>
            <numerusform>%1 erhält %n Plättchen</numerusform>
            <numerusform>%1 erhält %n Plättchen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2 and %3</source>
        <translation>%1 zieht %2 und %3</translation>
    </message>
    <message>
        <source>The weather is %1</source>
        <translation>Wetter: %1</translation>
    </message>
    <message>
        <source>%1 lifts fog board %2</source>
        <translation>%1 entfernt Nebeltafel %2</translation>
    </message>
    <message>
        <source>%1 places a token face down on %2</source>
        <translation>%1 legt ein Plättchen verdeckt auf %2</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 legt %2 auf %3</translation>
    </message>
    <message>
        <source>%1&apos;s face-down token on %2 is %3</source>
        <translation>Das verdeckte Plättchen von %1 auf %2 ist: %3</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 zieht %2</translation>
    </message>
    <message>
        <source>%1 has no token and passes</source>
        <translation>%1 hat kein Plättchen und passt</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation>
            <numerusform>%n verdecktes Plättchen aufgedeckt</numerusform>
            <numerusform>%n verdeckte Plättchen aufgedeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 scores %2 for the %3 line from %4</source>
        <translation>Seite %1 erhält %2 für die Reihe „%3“ ab %4</translation>
    </message>
    <message>
        <source>Round %1 ends %2 to %3</source>
        <translation>Runde %1 endet %2 zu %3</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>Das Spiel endet unentschieden</translation>
    </message>
    <message>
        <source>Side %1 wins</source>
        <translation>Seite %1 gewinnt</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>unbekannte Figur „%1“</translation>
    </message>
    <message>
        <source>expected a tile name from A1 to P16, found &quot;%1&quot;</source>
        <translation>erwartet wird ein Feldname von A1 bis P16, gefunden: „%1“</translation>
    </message>
    <message>
        <source>that exchange is not possible: the token must be the deciding player&apos;s own, not white, where the ability allows, and the new one must come from the hand</source>
        <translation>dieser Tausch ist nicht möglich: Das Plättchen muss dem entscheidenden Spieler gehören, nicht weiß sein, dort liegen, wo die Fähigkeit es erlaubt, und das neue muss von der Hand kommen</translation>
    </message>
    <message>
        <source>the Snake takes an opponent&apos;s token that is not white, whose owner holds a token</source>
        <translation>die Schlange nimmt ein nicht weißes Plättchen des Gegners, dessen Besitzer ein Plättchen auf der Hand hat</translation>
    </message>
    <message>
        <source>the Prairie Dog swaps two tokens next to it, neither of them white</source>
        <translation>der Präriehund vertauscht zwei Plättchen neben sich, keines davon weiß</translation>
    </message>
    <message>
        <source>the Hippo moves onto one of the two tiles it lies on</source>
        <translation>das Nilpferd zieht auf eines der beiden Felder, auf denen es liegt</translation>
    </message>
    <message>
        <source>a Frog hops to a free, open tile next to it</source>
        <translation>ein Frosch hüpft auf ein freies, offenes Feld neben sich</translation>
    </message>
    <message>
        <source>that is not one of the choices</source>
        <translation>das ist keine der Möglichkeiten</translation>
    </message>
    <message>
        <source>%1 is not an opponent&apos;s token next to the %2 (white tokens never move)</source>
        <translation>%1 ist kein gegnerisches Plättchen neben %2 (weiße Plättchen bewegen sich nie)</translation>
    </message>
    <message>
        <source>hire mercenaries</source>
        <translation>Söldner anheuern</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token to swap places with</source>
        <translation>das gegnerische Plättchen wählen, mit dem die Plätze getauscht werden</translation>
    </message>
    <message>
        <source>exchange a token next to the Fox for one from the hand</source>
        <translation>ein Plättchen neben dem Fuchs gegen eines von der Hand tauschen</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token the Snake sends back</source>
        <translation>das gegnerische Plättchen wählen, das die Schlange zurückschickt</translation>
    </message>
    <message>
        <source>choose the hand token that replaces it</source>
        <translation>das Handplättchen wählen, das es ersetzt</translation>
    </message>
    <message>
        <source>swap two tokens next to the Prairie Dog, or not</source>
        <translation>zwei Plättchen neben dem Präriehund vertauschen oder nicht</translation>
    </message>
    <message>
        <source>move the Hippo onto one of its two tiles</source>
        <translation>das Nilpferd auf eines seiner beiden Felder ziehen</translation>
    </message>
    <message>
        <source>move the Frog to a free tile next to it, or not</source>
        <translation>den Frosch auf ein freies Feld daneben ziehen oder nicht</translation>
    </message>
    <message>
        <source>the %1 is not for hire</source>
        <translation>%1 ist nicht anheuerbar</translation>
    </message>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation>
            <numerusform>jedes anheuerbare %1-Plättchen (%n) ist schon angeheuert</numerusform>
            <numerusform>jedes anheuerbare %1-Plättchen (%n) ist schon angeheuert</numerusform>
        </translation>
    </message>
    <message>
        <source>hiring the %1 costs %2 coins; there are %3</source>
        <translation>%1 anzuheuern kostet %2 Münzen; vorhanden sind %3</translation>
    </message>
    <message>
        <source>the %1 replaces a %2, and no %2 is left in the pile</source>
        <translation>%1 ersetzt ein %2-Plättchen, und im Stapel ist kein %2-Plättchen mehr</translation>
    </message>
    <message>
        <source>a Hippo of yours still lies across two tiles</source>
        <translation>ein Nilpferd von dir liegt noch über zwei Feldern</translation>
    </message>
    <message>
        <source>a Hippo placed face up lies across two free, open tiles side by side</source>
        <translation>ein offen gelegtes Nilpferd liegt über zwei freien, offenen, benachbarten Feldern</translation>
    </message>
    <message>
        <source>only a Hippo placed face up takes a second tile</source>
        <translation>nur ein offen gelegtes Nilpferd belegt ein zweites Feld</translation>
    </message>
    <message>
        <source>hire the %1</source>
        <translation>%1 anheuern</translation>
    </message>
    <message>
        <source>hire no more</source>
        <translation>nicht weiter anheuern</translation>
    </message>
    <message>
        <source>swap places with the token on %1</source>
        <translation>Platz mit dem Plättchen auf %1 tauschen</translation>
    </message>
    <message>
        <source>exchange the token on %1 for %2 from the hand</source>
        <translation>das Plättchen auf %1 gegen %2 von der Hand tauschen</translation>
    </message>
    <message>
        <source>send the token on %1 back to its owner&apos;s hand</source>
        <translation>das Plättchen auf %1 auf die Hand seines Besitzers zurückschicken</translation>
    </message>
    <message>
        <source>swap the tokens on %1 and %2</source>
        <translation>die Plättchen auf %1 und %2 vertauschen</translation>
    </message>
    <message>
        <source>move the Hippo onto %1</source>
        <translation>das Nilpferd auf %1 ziehen</translation>
    </message>
    <message>
        <source>move the Frog from %1 to %2</source>
        <translation>den Frosch von %1 auf %2 ziehen</translation>
    </message>
    <message>
        <source>do not use the ability</source>
        <translation>die Fähigkeit nicht nutzen</translation>
    </message>
    <message>
        <source>place %1 across %2 and %3</source>
        <translation>%1 über %2 und %3 legen</translation>
    </message>
    <message>
        <source>%1 hires the %2 for %3 coins and gives back a %4</source>
        <translation>%1 heuert %2 für %3 Münzen an und gibt ein %4-Plättchen zurück</translation>
    </message>
    <message>
        <source>The Chameleon on %1 now builds side %2&apos;s lines</source>
        <translation>Das Chamäleon auf %1 bildet jetzt Reihen von Seite %2</translation>
    </message>
    <message>
        <source>The tokens on %1 and %2 change places</source>
        <translation>Die Plättchen auf %1 und %2 tauschen die Plätze</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for one face down</source>
        <translation>%1 tauscht das Plättchen auf %2 gegen ein verdecktes</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for %3</source>
        <translation>%1 tauscht das Plättchen auf %2 gegen %3</translation>
    </message>
    <message>
        <source>Side %1 earns %2 coins and has %3</source>
        <translation>Seite %1 erhält %2 Münzen und hat nun %3</translation>
    </message>
    <message>
        <source>the decision carries values its kind does not use</source>
        <translation>die Entscheidung enthält Werte, die ihre Art nicht verwendet</translation>
    </message>
    <message>
        <source>no opponent&apos;s token that is not white lies next to it to swap places with</source>
        <translation>daneben liegt kein nicht weißes gegnerisches Plättchen zum Platztausch</translation>
    </message>
    <message>
        <source>no opponent has a token that is not white next to it to exchange</source>
        <translation>kein Gegner hat ein nicht weißes Plättchen daneben zum Tauschen</translation>
    </message>
    <message>
        <source>no opponent&apos;s token next to it can be taken (not white, and its owner must hold a token)</source>
        <translation>kein gegnerisches Plättchen daneben kann genommen werden (nicht weiß, und sein Besitzer muss ein Plättchen auf der Hand haben)</translation>
    </message>
    <message>
        <source>there are not two tokens next to it to swap (white ones never move)</source>
        <translation>daneben liegen keine zwei Plättchen zum Vertauschen (weiße bewegen sich nie)</translation>
    </message>
    <message>
        <source>there is nothing for it to act on</source>
        <translation>es gibt nichts, worauf es wirken kann</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 does nothing: %4</source>
        <translation>%2 von %1 auf %3 bewirkt nichts: %4</translation>
    </message>
    <message>
        <source>Mercenaries hired per game</source>
        <translation>Angeheuerte Söldner pro Partie</translation>
    </message>
    <message>
        <source>Hires of every side in a game.</source>
        <translation>Anheuerungen aller Seiten in einer Partie.</translation>
    </message>
    <message>
        <source>Scored lines per game</source>
        <translation>Gewertete Reihen pro Partie</translation>
    </message>
    <message>
        <source>Lines that scored at a round&apos;s end, summed over the rounds of a game.</source>
        <translation>Reihen, die am Rundenende gewertet haben, summiert über die Runden einer Partie.</translation>
    </message>
    <message>
        <source>Points of a scored line</source>
        <translation>Punkte einer gewerteten Reihe</translation>
    </message>
    <message>
        <source>The mean points of all scored lines.</source>
        <translation>Die mittleren Punkte aller gewerteten Reihen.</translation>
    </message>
    <message>
        <source>Hired per game</source>
        <translation>Angeheuert pro Partie</translation>
    </message>
    <message>
        <source>How many of the character are hired in a game.</source>
        <translation>Wie oft die Figur in einer Partie angeheuert wird.</translation>
    </message>
    <message>
        <source>Scored lines</source>
        <translation>Gewertete Reihen</translation>
    </message>
    <message>
        <source>Scored lines holding at least one of the character&apos;s tokens, face-down tokens turned up.</source>
        <translation>Gewertete Reihen mit mindestens einem Plättchen der Figur, verdeckte Plättchen aufgedeckt.</translation>
    </message>
    <message>
        <source>Points of its lines</source>
        <translation>Punkte ihrer Reihen</translation>
    </message>
    <message>
        <source>The mean points of the scored lines holding the character.</source>
        <translation>Die mittleren Punkte der gewerteten Reihen mit der Figur.</translation>
    </message>
    <message>
        <source>Edge of its lines</source>
        <translation>Vorteil ihrer Reihen</translation>
    </message>
    <message>
        <source>The mean points of its scored lines minus the mean of all scored lines: positive when lines with it score more than lines in general.</source>
        <translation>Die mittleren Punkte ihrer gewerteten Reihen minus das Mittel aller gewerteten Reihen: positiv, wenn Reihen mit ihr mehr Punkte bringen als Reihen im Allgemeinen.</translation>
    </message>
    <message>
        <source>choose the weather of the whole game</source>
        <translation>das Wetter für das ganze Spiel wählen</translation>
    </message>
    <message>
        <source>there is no such weather; expected Sunny, Cloudy or Foggy</source>
        <translation>dieses Wetter gibt es nicht; erwartet wird Sonnig, Bewölkt oder Neblig</translation>
    </message>
    <message>
        <source>unknown weather &quot;%1&quot;; expected sunny, cloudy or foggy</source>
        <translation>unbekanntes Wetter „%1“; erwartet wird sunny, cloudy oder foggy</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;; expected pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog or skip</source>
        <translation>unbekannte Entscheidung „%1“; erwartet wird pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog oder skip</translation>
    </message>
    <message>
        <source>choose %1 weather for the whole game</source>
        <translation>„%1“ als Wetter für das ganze Spiel wählen</translation>
    </message>
    <message>
        <source>choose weather %1 for the whole game</source>
        <translation>Wetter %1 für das ganze Spiel wählen</translation>
    </message>
    <message>
        <source>pick a token for the opening hand</source>
        <translation>ein Plättchen für die Starthand wählen</translation>
    </message>
    <message>
        <source>exchange the token on %1 for one from the hand</source>
        <translation>das Plättchen auf %1 gegen eines von der Hand tauschen</translation>
    </message>
    <message>
        <source>place a token face down on %1</source>
        <translation>ein Plättchen verdeckt auf %1 legen</translation>
    </message>
    <message>
        <source>  %1 %2–%3 (%4): length %5, %6 = %7 points</source>
        <translation>  %1 %2–%3 (%4): Länge %5, %6 = %7 Punkte</translation>
    </message>
    <message>
        <source>  no lines</source>
        <translation>  keine Reihen</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  Summe: %1 Punkte</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyModule</name>
    <message>
        <source>Foggy Island</source>
        <translation>Foggy Island</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Spiel mit Wetter</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Söldnerspiel</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Schnelles Spiel</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Teamspiel</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyRules</name>
    <message>
        <source>expected a board from 3×3 to 16×16</source>
        <translation>erwartet wird ein Spielplan von 3×3 bis 16×16</translation>
    </message>
    <message>
        <source>the weather deck is empty; expected at least one card</source>
        <translation>der Wetterstapel ist leer; erwartet wird mindestens eine Karte</translation>
    </message>
    <message>
        <source>expected at most %1 weather cards, found %2</source>
        <translation>erwartet werden höchstens %1 Wetterkarten, gefunden: %2</translation>
    </message>
    <message>
        <source>length %1 appears twice; each line length has one value</source>
        <translation>Länge %1 kommt zweimal vor; jede Reihenlänge hat einen Wert</translation>
    </message>
    <message>
        <source>the scoring table is empty; expected at least one line length</source>
        <translation>die Wertungstabelle ist leer; erwartet wird mindestens eine Reihenlänge</translation>
    </message>
    <message>
        <source>a gap: no value for lines of length %1 (between %2 and %3)</source>
        <translation>eine Lücke: kein Wert für Reihen der Länge %1 (zwischen %2 und %3)</translation>
    </message>
    <message>
        <source>a line of %1 scores less than a line of %2</source>
        <translation>eine Reihe aus %1 bringt weniger Punkte als eine Reihe aus %2</translation>
    </message>
    <message>
        <source>the region (%1, %2, %3×%4) reaches off the %5×%6 board</source>
        <translation>der Bereich (%1, %2, %3×%4) ragt über den %5×%6-Spielplan hinaus</translation>
    </message>
    <message>
        <source>the region overlaps an earlier fog region; each tile is under one fog board at most</source>
        <translation>der Bereich überschneidet sich mit einem früheren Nebelbereich; jedes Feld liegt unter höchstens einer Nebeltafel</translation>
    </message>
    <message>
        <source>a hired character replaces a basic character (wolf, rat, rabbit or pig)</source>
        <translation>eine angeheuerte Figur ersetzt eine Grundfigur (wolf, rat, rabbit oder pig)</translation>
    </message>
    <message>
        <source>a mercenary is hired, never part of the starting set; expected 0</source>
        <translation>ein Söldner wird angeheuert, er gehört nie zum Startsatz; erwartet wird 0</translation>
    </message>
    <message>
        <source>no player has any token: every basicCount is 0</source>
        <translation>kein Spieler hat ein Plättchen: jeder basicCount ist 0</translation>
    </message>
    <message>
        <source>a character for hire gives back a basic character, so the pile stays the same size; expected wolf, rat, rabbit or pig</source>
        <translation>eine anheuerbare Figur gibt eine Grundfigur zurück, damit der Stapel gleich groß bleibt; erwartet wird wolf, rat, rabbit oder pig</translation>
    </message>
    <message>
        <source>the starting set holds %1 tokens (the sum of every basicCount); at most %2 are allowed</source>
        <translation>der Startsatz enthält %1 Plättchen (die Summe aller basicCount); erlaubt sind höchstens %2</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Position</name>
    <message>
        <source>expected an object of character counts, found %1</source>
        <translation>erwartet wird ein Objekt mit Figurenanzahlen, gefunden: %1</translation>
    </message>
    <message>
        <source>unknown character; expected a character id such as wolf or pig</source>
        <translation>unbekannte Figur; erwartet wird eine Figuren-ID wie wolf oder pig</translation>
    </message>
    <message>
        <source>expected an array of %1 rows (the ruleset&apos;s board height)</source>
        <translation>erwartet wird ein Array aus %1 Zeilen (die Spielplanhöhe des Regelwerks)</translation>
    </message>
    <message>
        <source>expected a string of %1 tiles separated by spaces</source>
        <translation>erwartet wird eine Zeichenkette aus %1 durch Leerzeichen getrennten Feldern</translation>
    </message>
    <message>
        <source>expected %1 tiles, found %2</source>
        <translation>erwartet werden %1 Felder, gefunden: %2</translation>
    </message>
    <message>
        <source>tile %1: tokens lie face down only in Foggy weather</source>
        <translation>Feld %1: Plättchen liegen nur bei Nebelwetter verdeckt</translation>
    </message>
    <message>
        <source>tile %1 is under fog region %2, where no token can be</source>
        <translation>Feld %1 liegt unter Nebelbereich %2, wo kein Plättchen sein kann</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>erwartet wird „%1“</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>expected sunny, cloudy or foggy</source>
        <translation>erwartet wird sunny, cloudy oder foggy</translation>
    </message>
    <message>
        <source>the basic game has no weather; expected sunny</source>
        <translation>das Grundspiel hat kein Wetter; erwartet wird sunny</translation>
    </message>
    <message>
        <source>expected an array of covered fog region numbers</source>
        <translation>erwartet wird ein Array mit den Nummern der bedeckten Nebelbereiche</translation>
    </message>
    <message>
        <source>Sunny weather leaves the whole map open; expected no fog</source>
        <translation>bei sonnigem Wetter ist der ganze Plan offen; erwartet wird kein Nebel</translation>
    </message>
    <message>
        <source>the ruleset has no fog regions</source>
        <translation>das Regelwerk hat keine Nebelbereiche</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; the ruleset gives %4</source>
        <translation>Spieler %1 hat %2 %3-Plättchen auf dem Plan, auf der Hand und im Stapel; das Regelwerk gibt %4 vor</translation>
    </message>
    <message>
        <source>a hand holds at most %1 tokens, found %2</source>
        <translation>eine Hand enthält höchstens %1 Plättchen, gefunden: %2</translation>
    </message>
    <message>
        <source>tile %1: in Foggy weather a %2 lies face down (write it in lower case); only mercenaries may lie face up</source>
        <translation>Feld %1: Bei Nebelwetter liegt ein %2-Plättchen verdeckt (in Kleinbuchstaben schreiben); nur Söldner dürfen offen liegen</translation>
    </message>
    <message>
        <source>expected an array of two whole numbers, one per side</source>
        <translation>erwartet wird ein Array aus zwei ganzen Zahlen, eine pro Seite</translation>
    </message>
    <message>
        <source>only the mercenary game has this</source>
        <translation>nur das Söldnerspiel hat dies</translation>
    </message>
    <message>
        <source>at most %1 %2 tokens a player can own, found %3</source>
        <translation>höchstens %1 %2-Plättchen kann ein Spieler besitzen, gefunden: %3</translation>
    </message>
    <message>
        <source>a player&apos;s set keeps its %1 tokens when hiring, found %2</source>
        <translation>der Satz eines Spielers behält beim Anheuern seine %1 Plättchen, gefunden: %2</translation>
    </message>
    <message>
        <source>expected null or two tiles side by side, each holding this player&apos;s face-up Hippo (written H and the player)</source>
        <translation>erwartet wird null oder zwei benachbarte Felder, die jeweils das offene Nilpferd dieses Spielers enthalten (geschrieben als H und der Spieler)</translation>
    </message>
    <message>
        <source>expected an array of %1 objects, one per player, such as {&quot;wolf&quot;: 3}</source>
        <translation>erwartet wird ein Array aus %1 Objekten, eines pro Spieler, etwa {&quot;wolf&quot;: 3}</translation>
    </message>
    <message>
        <source>tile %1: &quot;%2&quot; is not a token; expected &quot;.&quot; or a character code (%3, lower case when face down) followed by the owner, 1 to %4; a face-up Chameleon may add &gt;1 or &gt;2 for the side whose lines it builds</source>
        <translation>Feld %1: „%2“ ist kein Plättchen; erwartet wird „.“ oder ein Figurenkürzel (%3, kleingeschrieben, wenn verdeckt), gefolgt vom Besitzer, 1 bis %4; ein offenes Chamäleon kann &gt;1 oder &gt;2 für die Seite anhängen, deren Reihen es bildet</translation>
    </message>
    <message>
        <source>expected an array of %1 whole numbers, one per player</source>
        <translation>erwartet wird ein Array aus %1 ganzen Zahlen, eine pro Spieler</translation>
    </message>
    <message>
        <source>a team&apos;s set keeps its %1 tokens when hiring; the two teammates own %2</source>
        <translation>der Satz eines Teams behält beim Anheuern seine %1 Plättchen; die beiden Teammitglieder besitzen %2</translation>
    </message>
    <message>
        <source>expected %1 entries, one per player: null or two tiles</source>
        <translation>erwartet werden %1 Einträge, einer pro Spieler: null oder zwei Felder</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</source>
        <translation>erwartet wird ein Objekt wie {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</translation>
    </message>
    <message>
        <source>the board is full; nothing can be placed</source>
        <translation>der Spielplan ist voll; nichts kann gelegt werden</translation>
    </message>
    <message>
        <source>player %1 has no token that can be placed</source>
        <translation>Spieler %1 hat kein Plättchen, das gelegt werden kann</translation>
    </message>
    <message>
        <source>expected the tile of player %1&apos;s face-up %2 whose ability is being resolved</source>
        <translation>erwartet wird das Feld des offenen %2-Plättchens von Spieler %1, dessen Fähigkeit abgehandelt wird</translation>
    </message>
    <message>
        <source>this decision is made by an opponent of the placer</source>
        <translation>diese Entscheidung trifft ein Gegner des legenden Spielers</translation>
    </message>
    <message>
        <source>this decision is made by the placer</source>
        <translation>diese Entscheidung trifft der legende Spieler</translation>
    </message>
    <message>
        <source>expected the tile of a token of player %1 that is not white, which the Snake sends back</source>
        <translation>erwartet wird das Feld eines nicht weißen Plättchens von Spieler %1, das die Schlange zurückschickt</translation>
    </message>
    <message>
        <source>nothing can be chosen for this decision in this position</source>
        <translation>in dieser Position kann für diese Entscheidung nichts gewählt werden</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; their half of the team&apos;s set (&quot;owned&quot;) holds %4</source>
        <translation>Spieler %1 hat %2 %3-Plättchen auf dem Plan, auf der Hand und im Stapel; seine Hälfte des Teamsatzes („owned“) enthält %4</translation>
    </message>
    <message>
        <source>expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or game-weather</source>
        <translation>erwartet wird place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap oder game-weather</translation>
    </message>
    <message>
        <source>only the quick game whose quickWeather is &quot;choose&quot; has this decision</source>
        <translation>nur das schnelle Spiel mit quickWeather „choose“ hat diese Entscheidung</translation>
    </message>
    <message>
        <source>the choice of the game&apos;s weather takes no other key</source>
        <translation>die Wahl des Spielwetters nimmt keinen weiteren Schlüssel an</translation>
    </message>
    <message>
        <source>the weather of the quick game is chosen at its start: round 1, Sunny without fog, an empty board, empty hands and nothing hired</source>
        <translation>das Wetter des schnellen Spiels wird zu Beginn gewählt: Runde 1, sonnig ohne Nebel, ein leerer Spielplan, leere Hände und nichts angeheuert</translation>
    </message>
    <message>
        <source>the quick game&apos;s first round is started by player 1</source>
        <translation>die erste Runde des schnellen Spiels beginnt Spieler 1</translation>
    </message>
    <message>
        <source>player %1, the first round&apos;s second player, chooses the weather</source>
        <translation>Spieler %1, der zweite Spieler der ersten Runde, wählt das Wetter</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message>
        <source>Basic game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Game with weather cards</source>
        <translation>Spiel mit Wetterkarten</translation>
    </message>
    <message>
        <source>Game with mercenary characters</source>
        <translation>Spiel mit Söldnerfiguren</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Schnelles Spiel</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Teamspiel (vier Spieler)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The whole island is open; tokens are placed face up.</source>
        <translation>Die ganze Insel ist offen; Plättchen werden offen gelegt.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random; tokens are placed face up.</source>
        <translation>Nebeltafeln bedecken jeden Nebelbereich bis auf einen, zufällig gewählten; Plättchen werden offen gelegt.</translation>
    </message>
    <message>
        <source>As Sunny: these rules have no fog regions.</source>
        <translation>Wie Sonnig: Diese Regeln haben keine Nebelbereiche.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.</source>
        <translation>Nebeltafeln bedecken jeden Nebelbereich bis auf einen, zufällig gewählten, und Plättchen werden verdeckt gelegt.</translation>
    </message>
    <message>
        <source>Tokens are placed face down (these rules have no fog regions).</source>
        <translation>Plättchen werden verdeckt gelegt (diese Regeln haben keine Nebelbereiche).</translation>
    </message>
    <message>
        <source>A mercenary may be placed face up instead; only then does its ability act.</source>
        <translation>Ein Söldner darf stattdessen offen gelegt werden; nur dann wirkt seine Fähigkeit.</translation>
    </message>
    <message>
        <source>The weather is drawn once, as a round&apos;s weather is (the second player draws two cards and keeps one), and stays for the whole game.</source>
        <translation>Das Wetter wird einmal gezogen, wie das Wetter einer Runde (der zweite Spieler zieht zwei Karten und behält eine), und gilt für das ganze Spiel.</translation>
    </message>
    <message>
        <source>The whole game is played in %1 weather.</source>
        <translation>Das ganze Spiel wird bei Wetter „%1“ gespielt.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>%1: rules of the game</source>
        <translation>%1: Spielregeln</translation>
    </message>
    <message>
        <source>Every variant of the game.</source>
        <translation>Jede Variante des Spiels.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>(version %1)</source>
        <translation>(Version %1)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>von %1</translation>
    </message>
    <message>
        <source>Every number on this page is the ruleset&apos;s: when the rules are edited, the page follows.</source>
        <translation>Jede Zahl auf dieser Seite stammt aus dem Regelwerk: Werden die Regeln bearbeitet, folgt die Seite.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are neighbours; diagonal tiles are not.</source>
        <translation>Die Insel ist ein Spielplan aus %1 × %2 Feldern. Felder nebeneinander in einer Zeile oder Spalte sind Nachbarn; diagonale Felder nicht.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation>
            <numerusform>Der Satz jedes Spielers aus %n Plättchen: %1.</numerusform>
            <numerusform>Der Satz jedes Spielers aus %n Plättchen: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation>
            <numerusform>%1 und bis zu %n weitere bei Gleichstand</numerusform>
            <numerusform>%1 und bis zu %n weitere bei Gleichstand</numerusform>
        </translation>
    </message>
    <message>
        <source>drawn once for the whole game</source>
        <translation>einmal für das ganze Spiel gezogen</translation>
    </message>
    <message>
        <source>%1 for the whole game</source>
        <translation>%1 für das ganze Spiel</translation>
    </message>
    <message>
        <source>none: always open and face up</source>
        <translation>keins: immer offen und aufgedeckt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>drawn every round</source>
        <translation>jede Runde gezogen</translation>
    </message>
    <message>
        <source>hired between rounds with the coins won</source>
        <translation>zwischen den Runden mit den gewonnenen Münzen angeheuert</translation>
    </message>
    <message>
        <source>hired with %1 coins before round 1, then between rounds</source>
        <translation>mit %1 Münzen vor Runde 1 angeheuert, dann zwischen den Runden</translation>
    </message>
    <message>
        <source>hired between rounds with the team&apos;s coins</source>
        <translation>zwischen den Runden mit den Münzen des Teams angeheuert</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Wetter</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each team owns one set of tokens, split anew between the teammates every round; a player draws only from their own half. A team shares its coins.</source>
        <translation>Teamspiel: Spieler 1 und 3 spielen gegen Spieler 2 und 4, abwechselnd sitzend. Jedes Team besitzt einen Satz Plättchen, der jede Runde neu zwischen den Teammitgliedern aufgeteilt wird; ein Spieler zieht nur aus seiner eigenen Hälfte. Ein Team teilt sich seine Münzen.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Jeder Spieler nimmt alle seine Plättchen zurück und wählt %n davon, eines nach dem anderen, als Starthand; der Rest bildet seinen verdeckten Stapel.</numerusform>
            <numerusform>Jeder Spieler nimmt alle seine Plättchen zurück und wählt %n davon, eines nach dem anderen, als Starthand; der Rest bildet seinen verdeckten Stapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Jeder Spieler nimmt alle seine Plättchen zurück und erhält %n davon zufällig als Starthand; der Rest bildet seinen verdeckten Stapel.</numerusform>
            <numerusform>Jeder Spieler nimmt alle seine Plättchen zurück und erhält %n davon zufällig als Starthand; der Rest bildet seinen verdeckten Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather cards, the round&apos;s weather is chosen next (see Weather).</source>
        <translation>Mit Wetterkarten wird als Nächstes das Wetter der Runde gewählt (siehe Wetter).</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile that no fog board covers.</source>
        <translation>Die Spieler sind reihum am Zug, in der ersten Runde beginnt Spieler 1. Lege in deinem Zug ein Plättchen von deiner Hand auf ein freies Feld, das keine Nebeltafel bedeckt.</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile.</source>
        <translation>Die Spieler sind reihum am Zug, in der ersten Runde beginnt Spieler 1. Lege in deinem Zug ein Plättchen von deiner Hand auf ein freies Feld.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation>
            <numerusform>Ziehe dann von deinem Stapel nach, bis du wieder %n Plättchen hast, solange der Stapel reicht.</numerusform>
            <numerusform>Ziehe dann von deinem Stapel nach, bis du wieder %n Plättchen hast, solange der Stapel reicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player with no token in hand, or none that fits on the board, is skipped.</source>
        <translation>Ein Spieler ohne Plättchen auf der Hand oder ohne eines, das auf den Plan passt, wird übersprungen.</translation>
    </message>
    <message>
        <source>With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see Characters).</source>
        <translation>Mit Söldnern kann ein Zug damit beginnen, ein Nilpferd abzusetzen oder einen Frosch hüpfen zu lassen (siehe Figuren).</translation>
    </message>
    <message>
        <source>The round ends when no free tile is left or nobody can place. Every line is scored (see Scoring) and the board is cleared. The round&apos;s second player starts the next round.</source>
        <translation>Die Runde endet, wenn kein Feld mehr frei ist oder niemand legen kann. Jede Reihe wird gewertet (siehe Wertung) und der Spielplan geräumt. Der zweite Spieler der Runde beginnt die nächste Runde.</translation>
    </message>
    <message>
        <source>At the start of each round, after the opening hands, the round&apos;s second player draws two weather cards, keeps one as the round&apos;s weather and puts the other at the bottom of the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.</source>
        <translation>Zu Beginn jeder Runde, nach den Starthänden, zieht der zweite Spieler der Runde zwei Wetterkarten, behält eine als Wetter der Runde und legt die andere unter den Stapel. Der Stapel enthält %1 Karten Sonnig, %2 Bewölkt und %3 Neblig und wird einmal pro Spiel gemischt.</translation>
    </message>
    <message>
        <source>The kept card goes to the bottom of the deck at the round&apos;s end.</source>
        <translation>Die behaltene Karte kommt am Rundenende unter den Stapel.</translation>
    </message>
    <message>
        <source>The kept card leaves the game; once the deck is empty, every round is Sunny.</source>
        <translation>Die behaltene Karte scheidet aus dem Spiel aus; ist der Stapel leer, ist jede Runde sonnig.</translation>
    </message>
    <message>
        <source>Games with weather cards and with mercenaries: %1</source>
        <translation>Spiele mit Wetterkarten und mit Söldnern: %1</translation>
    </message>
    <message>
        <source>Quick game: %1</source>
        <translation>Schnelles Spiel: %1</translation>
    </message>
    <message>
        <source>Team game: %1</source>
        <translation>Teamspiel: %1</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from the other players; their owner may look at them.</source>
        <translation>Verdeckte Plättchen sind vor den anderen Spielern verborgen; ihr Besitzer darf sie ansehen.</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from everybody, their owner included.</source>
        <translation>Verdeckte Plättchen sind vor allen verborgen, auch vor ihrem Besitzer.</translation>
    </message>
    <message>
        <source>Every face-down token is turned face up at the round&apos;s end, before scoring. A character that changes a line&apos;s value counts even while face down.</source>
        <translation>Jedes verdeckte Plättchen wird am Rundenende vor der Wertung aufgedeckt. Eine Figur, die den Wert einer Reihe ändert, zählt auch verdeckt.</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Nebeltafeln</translation>
    </message>
    <message>
        <source>Fog board %1: tiles %2</source>
        <translation>Nebeltafel %1: Felder %2</translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation>
            <numerusform>Die Insel hat %n Nebelbereich, jeder von seiner eigenen Nebeltafel bedeckt:</numerusform>
            <numerusform>Die Insel hat %n Nebelbereiche, jeder von seiner eigenen Nebeltafel bedeckt:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 chooses which (the last one is lifted at once). Then play goes on as usual.</source>
        <translation>Plättchen kommen nur auf offene Felder. Ist kein offenes Feld mehr frei, wird eine Nebeltafel entfernt: %1 wählt, welche (die letzte wird sofort entfernt). Dann geht das Spiel wie gewohnt weiter.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>der nächste Spieler</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>der Spieler, der das letzte Feld gefüllt hat</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation>
            <numerusform>Eine Reihe ist eine Folge von %n oder mehr aneinandergrenzenden Plättchen, waagerecht, senkrecht oder diagonal, die alle Reihen desselben Spielers bilden. Jedes andere Plättchen, ein leeres Feld oder der Inselrand beendet sie. Eine Folge aus fünf ist eine Reihe aus fünf, nicht drei Reihen aus drei; ein Plättchen kann zu bis zu vier Reihen gehören, eine pro Richtung, und wertet in jeder.</numerusform>
            <numerusform>Eine Reihe ist eine Folge von %n oder mehr aneinandergrenzenden Plättchen, waagerecht, senkrecht oder diagonal, die alle Reihen desselben Spielers bilden. Jedes andere Plättchen, ein leeres Feld oder der Inselrand beendet sie. Eine Folge aus fünf ist eine Reihe aus fünf, nicht drei Reihen aus drei; ein Plättchen kann zu bis zu vier Reihen gehören, eine pro Richtung, und wertet in jeder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the table&apos;s last step again)</source>
        <translation>%1 (wieder der letzte Schritt der Tabelle)</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Reihenlänge</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Siegpunkte</translation>
    </message>
    <message>
        <source>A line holding a %1 scores × %2.</source>
        <translation>Eine Reihe mit einem %1-Plättchen zählt × %2.</translation>
    </message>
    <message>
        <source>Multipliers do not combine: a line with several scores only the largest.</source>
        <translation>Multiplikatoren werden nicht kombiniert: Eine Reihe mit mehreren zählt nur den größten.</translation>
    </message>
    <message>
        <source>A line holding a %1 scores half, rounded down, after any multiplier.</source>
        <translation>Eine Reihe mit einem %1-Plättchen zählt die Hälfte, abgerundet, nach jedem Multiplikator.</translation>
    </message>
    <message>
        <source>Each halving character in a line halves it again.</source>
        <translation>Jede halbierende Figur in einer Reihe halbiert sie erneut.</translation>
    </message>
    <message>
        <source>A line is halved once, however many halving characters it holds.</source>
        <translation>Eine Reihe wird einmal halbiert, egal wie viele halbierende Figuren sie enthält.</translation>
    </message>
    <message>
        <source>So a line of %1 holding a %2 scores %3 instead of %4.</source>
        <translation>Eine Reihe aus %1 mit einem %2-Plättchen bringt also %3 statt %4.</translation>
    </message>
    <message>
        <source>With mercenaries, each side also gains as many coins as the victory points it scored in the round.</source>
        <translation>Mit Söldnern erhält jede Seite außerdem so viele Münzen, wie sie in der Runde Siegpunkte erzielt hat.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Every token has an owner, and a face colour that decides whose lines it builds: its owner&apos;s, the opponent&apos;s (a spy) or nobody&apos;s (white). An opponent&apos;s token, for an ability, is one the opponent owns that is not white; abilities never move a white token.</source>
        <translation>Jedes Plättchen hat einen Besitzer und eine Vorderseitenfarbe, die entscheidet, wessen Reihen es bildet: die seines Besitzers, die des Gegners (ein Spion) oder niemandes (weiß). Ein gegnerisches Plättchen ist für eine Fähigkeit eines, das dem Gegner gehört und nicht weiß ist; Fähigkeiten bewegen nie ein weißes Plättchen.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>In each set</source>
        <translation>In jedem Satz</translation>
    </message>
    <message>
        <source>A mercenary&apos;s ability acts when it is placed face up, right after the placement. A change to a line&apos;s value needs no ability: it counts face up or face down.</source>
        <translation>Die Fähigkeit eines Söldners wirkt, wenn er offen gelegt wird, direkt nach dem Legen. Eine Änderung des Reihenwerts braucht keine Fähigkeit: Sie zählt offen oder verdeckt.</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Cost (coins)</source>
        <translation>Kosten (Münzen)</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Anheuerbar</translation>
    </message>
    <message>
        <source>Hiring</source>
        <translation>Anheuern</translation>
    </message>
    <message>
        <source>After each round&apos;s scoring, every token goes back to its owner&apos;s set. The next round&apos;s starter hires first, then the others in turn order; each hires as many as they like, one at a time, and then says they are done.</source>
        <translation>Nach der Wertung jeder Runde geht jedes Plättchen in den Satz seines Besitzers zurück. Der Startspieler der nächsten Runde heuert zuerst an, dann die anderen in Spielreihenfolge; jeder heuert so viele an, wie er will, einen nach dem anderen, und erklärt dann, dass er fertig ist.</translation>
    </message>
    <message>
        <source>A hire pays the mercenary&apos;s cost and gives back the basic character it replaces, so the set keeps its size (see the table above).</source>
        <translation>Beim Anheuern werden die Kosten des Söldners bezahlt und die Grundfigur zurückgegeben, die er ersetzt, sodass der Satz seine Größe behält (siehe Tabelle oben).</translation>
    </message>
    <message>
        <source>A hire is refused when the coins are short, every one of that mercenary is hired already, or no basic character of the kind it replaces is left.</source>
        <translation>Anheuern wird abgelehnt, wenn die Münzen nicht reichen, jeder Söldner dieser Art schon angeheuert ist oder keine Grundfigur der Art mehr übrig ist, die er ersetzt.</translation>
    </message>
    <message>
        <source>Hires are public.</source>
        <translation>Anheuerungen sind öffentlich.</translation>
    </message>
    <message>
        <source>Quick game: each player starts with %1 coins and hires before the first round; the coins not spent are given back, so only the coins the rounds bring count.</source>
        <translation>Schnelles Spiel: Jeder Spieler beginnt mit %1 Münzen und heuert vor der ersten Runde an; nicht ausgegebene Münzen werden zurückgegeben, sodass nur die Münzen aus den Runden zählen.</translation>
    </message>
    <message>
        <source>Team game: a team&apos;s coins are shared. After each round one player of each team hires first, teammates taking turns round by round; then the teammates may hire with what is left. Limits and replaced characters count the team&apos;s whole set.</source>
        <translation>Teamspiel: Die Münzen eines Teams werden geteilt. Nach jeder Runde heuert ein Spieler jedes Teams zuerst an, wobei sich die Teammitglieder Runde für Runde abwechseln; dann dürfen die Teammitglieder mit dem Rest anheuern. Grenzen und ersetzte Figuren zählen den ganzen Satz des Teams.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <source>Basic game and game with weather cards: after the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Grundspiel und Spiel mit Wetterkarten: Nach der letzten Runde gewinnt der Spieler mit mehr Siegpunkten. Ein Gleichstand bleibt ein Gleichstand.</translation>
    </message>
    <message>
        <source>After the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Nach der letzten Runde gewinnt der Spieler mit mehr Siegpunkten. Ein Gleichstand bleibt ein Gleichstand.</translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation>
            <numerusform>Nach der letzten Runde gewinnt die Seite mit mehr Münzen. Bei Gleichstand an Münzen gewinnt die Seite, deren angeheuerte Söldner insgesamt mehr gekostet haben. Besteht weiterhin Gleichstand, wird noch eine Runde gespielt, mit Anheuern zuerst, höchstens %n-mal; dann endet das Spiel unentschieden.</numerusform>
            <numerusform>Nach der letzten Runde gewinnt die Seite mit mehr Münzen. Bei Gleichstand an Münzen gewinnt die Seite, deren angeheuerte Söldner insgesamt mehr gekostet haben. Besteht weiterhin Gleichstand, wird noch eine Runde gespielt, mit Anheuern zuerst, höchstens %n-mal; dann endet das Spiel unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with mercenaries: %1</source>
        <translation>Spiele mit Söldnern: %1</translation>
    </message>
    <message>
        <source>In the team game both players of a team win together.</source>
        <translation>Im Teamspiel gewinnen beide Spieler eines Teams gemeinsam.</translation>
    </message>
    <message>
        <source>What the tokens show</source>
        <translation>Was die Plättchen zeigen</translation>
    </message>
    <message>
        <source>A face-up token is a character on a disc. The disc&apos;s colour is the colour of the player whose lines the token builds, which is not always its owner&apos;s.</source>
        <translation>Ein offenes Plättchen zeigt eine Figur auf einer Scheibe. Die Farbe der Scheibe ist die Farbe des Spielers, dessen Reihen das Plättchen bildet, und das ist nicht immer die seines Besitzers.</translation>
    </message>
    <message>
        <source>A spy (%1) is drawn on a disc in the opponent&apos;s colour: its owner placed it, but it counts in the opponent&apos;s lines, and it ends its owner&apos;s.</source>
        <translation>Ein Spion (%1) ist auf einer Scheibe in der Farbe des Gegners abgebildet: Sein Besitzer hat ihn gelegt, aber er zählt in den Reihen des Gegners und beendet die seines Besitzers.</translation>
    </message>
    <message>
        <source>A white disc (%1) builds nobody&apos;s line and ends every line it stands in.</source>
        <translation>Eine weiße Scheibe (%1) bildet niemandes Reihe und beendet jede Reihe, in der sie steht.</translation>
    </message>
    <message>
        <source>A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 scores %4 with a %1. That is why such a line can score 0.</source>
        <translation>Eine Reihe mit einem %1-Plättchen bringt die Hälfte ihrer Punkte, abgerundet: Eine Reihe aus %2 im Wert von %3 bringt mit %1 nur %4. Deshalb kann eine solche Reihe 0 Punkte bringen.</translation>
    </message>
    <message>
        <source>A face-down token shows its owner&apos;s disc under the token&apos;s back, so everybody sees whose it is but not what it is.</source>
        <translation>Ein verdecktes Plättchen zeigt die Scheibe seines Besitzers unter der Rückseite, sodass jeder sieht, wem es gehört, aber nicht, was es ist.</translation>
    </message>
    <message>
        <source>A Chameleon&apos;s disc changes colour when it takes the colour of a token placed next to it.</source>
        <translation>Die Scheibe eines Chamäleons wechselt die Farbe, wenn es die Farbe eines daneben gelegten Plättchens annimmt.</translation>
    </message>
    <message>
        <source>A Hippo placed face up lies across two tiles until its owner&apos;s next turn.</source>
        <translation>Ein offen gelegtes Nilpferd liegt bis zum nächsten Zug seines Besitzers über zwei Feldern.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines.</source>
        <translation>Bildet die Reihen seines Besitzers.</translation>
    </message>
    <message>
        <source>A spy: builds the opponent&apos;s lines, and shows the opponent&apos;s colour.</source>
        <translation>Ein Spion: bildet die Reihen des Gegners und zeigt die Farbe des Gegners.</translation>
    </message>
    <message>
        <source>Neutral (white): builds nobody&apos;s line.</source>
        <translation>Neutral (weiß): bildet niemandes Reihe.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines at first.</source>
        <translation>Bildet zunächst die Reihen seines Besitzers.</translation>
    </message>
    <message>
        <source>A line holding it scores × %1.</source>
        <translation>Eine Reihe damit zählt × %1.</translation>
    </message>
    <message>
        <source>A line holding it scores half, rounded down.</source>
        <translation>Eine Reihe damit zählt die Hälfte, abgerundet.</translation>
    </message>
    <message>
        <source>Placed face up, it swaps places with an opponent&apos;s token next to it, if there is one.</source>
        <translation>Offen gelegt tauscht es den Platz mit einem gegnerischen Plättchen daneben, falls es eines gibt.</translation>
    </message>
    <message>
        <source>Placed face up, its owner may swap two tokens on the tiles next to it.</source>
        <translation>Offen gelegt darf sein Besitzer zwei Plättchen auf den Feldern daneben vertauschen.</translation>
    </message>
    <message>
        <source>Placed face up, it lies across two free tiles side by side and settles on one of them at the start of its owner&apos;s next turn.</source>
        <translation>Offen gelegt liegt es über zwei freien, benachbarten Feldern und lässt sich zu Beginn des nächsten Zugs seines Besitzers auf einem davon nieder.</translation>
    </message>
    <message>
        <source>Face up, it takes the colour of each token placed next to it (white leaves it as it is).</source>
        <translation>Offen nimmt es die Farbe jedes daneben gelegten Plättchens an (Weiß lässt es unverändert).</translation>
    </message>
    <message>
        <source>Placed face up, the opponent must exchange one of their tokens next to it for a token from their hand.</source>
        <translation>Offen gelegt muss der Gegner eines seiner Plättchen daneben gegen ein Plättchen von seiner Hand tauschen.</translation>
    </message>
    <message>
        <source>Placed face up, its owner places one more token at once, and the opponent&apos;s next turn has one more placement too.</source>
        <translation>Offen gelegt legt sein Besitzer sofort ein weiteres Plättchen, und auch der nächste Zug des Gegners hat ein Legen mehr.</translation>
    </message>
    <message>
        <source>Face up, it may hop to a free tile next to it at the start of each of its owner&apos;s turns.</source>
        <translation>Offen darf es zu Beginn jedes Zugs seines Besitzers auf ein freies Feld daneben hüpfen.</translation>
    </message>
    <message>
        <source>Placed face up, its owner picks any opponent&apos;s token, which the opponent must exchange for a token from their hand.</source>
        <translation>Offen gelegt wählt sein Besitzer ein beliebiges gegnerisches Plättchen, das der Gegner gegen ein Plättchen von seiner Hand tauschen muss.</translation>
    </message>
    <message>
        <source>These rules cannot be played until their problems are fixed:</source>
        <translation>Mit diesen Regeln kann erst gespielt werden, wenn ihre Probleme behoben sind:</translation>
    </message>
    <message>
        <source>Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole game.</source>
        <translation>Bevor jemand anheuert, wählt der zweite Spieler sonniges, bewölktes oder nebliges Wetter für das ganze Spiel.</translation>
    </message>
    <message>
        <source>chosen once for the whole game</source>
        <translation>einmal für das ganze Spiel gewählt</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Ruleset</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Wolf</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Ratte</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Hase</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Schwein</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Spielplanbreite</translation>
    </message>
    <message>
        <source>Number of tile columns of the island map.</source>
        <translation>Anzahl der Feldspalten des Inselplans.</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Spielplanhöhe</translation>
    </message>
    <message>
        <source>Number of tile rows of the island map.</source>
        <translation>Anzahl der Feldzeilen des Inselplans.</translation>
    </message>
    <message>
        <source>Fog regions</source>
        <translation>Nebelbereiche</translation>
    </message>
    <message>
        <source>Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows count from 0 at the top left; regions may not overlap.</source>
        <translation>Rechtecke, die bei bewölktem und nebligem Wetter von Nebeltafeln bedeckt werden. Spalten und Zeilen zählen ab 0 oben links; Bereiche dürfen sich nicht überschneiden.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Leftmost column, from 0.</source>
        <translation>Linke Spalte, ab 0.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Top row, from 0.</source>
        <translation>Oberste Zeile, ab 0.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Columns covered.</source>
        <translation>Bedeckte Spalten.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Rows covered.</source>
        <translation>Bedeckte Zeilen.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>Which character the row describes.</source>
        <translation>Welche Figur die Zeile beschreibt.</translation>
    </message>
    <message>
        <source>Face colour</source>
        <translation>Vorderseitenfarbe</translation>
    </message>
    <message>
        <source>Whose line the token builds: its owner&apos;s, the opponent&apos;s (a spy), nobody&apos;s (white), or that of the last token placed next to it (chameleon).</source>
        <translation>Wessen Reihe das Plättchen bildet: die seines Besitzers, die des Gegners (ein Spion), niemandes (weiß) oder die des zuletzt daneben gelegten Plättchens (Chamäleon).</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>opponent (spy)</source>
        <translation>Gegner (Spion)</translation>
    </message>
    <message>
        <source>white (neutral)</source>
        <translation>weiß (neutral)</translation>
    </message>
    <message>
        <source>chameleon</source>
        <translation>Chamäleon</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Ersetzt</translation>
    </message>
    <message>
        <source>Basic character given back when this mercenary is hired.</source>
        <translation>Grundfigur, die zurückgegeben wird, wenn dieser Söldner angeheuert wird.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Every character: how many each player starts with or may hire, whose line it builds, and how it changes a line&apos;s value.</source>
        <translation>Jede Figur: wie viele jeder Spieler zu Beginn hat oder anheuern darf, wessen Reihe sie bildet und wie sie den Wert einer Reihe ändert.</translation>
    </message>
    <message>
        <source>Starting tokens</source>
        <translation>Startplättchen</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Anheuerbar</translation>
    </message>
    <message>
        <source>Tokens of this mercenary each player may hire.</source>
        <translation>Plättchen dieses Söldners, die jeder Spieler anheuern darf.</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <source>A line containing this character is multiplied by this; several multipliers do not combine, the largest applies.</source>
        <translation>Eine Reihe mit dieser Figur wird damit multipliziert; mehrere Multiplikatoren werden nicht kombiniert, der größte gilt.</translation>
    </message>
    <message>
        <source>Halves line</source>
        <translation>Halbiert Reihe</translation>
    </message>
    <message>
        <source>A line containing this character scores half, rounded down, after multipliers.</source>
        <translation>Eine Reihe mit dieser Figur zählt die Hälfte, abgerundet, nach den Multiplikatoren.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Coins to hire one.</source>
        <translation>Münzen, um einen anzuheuern.</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Handgröße</translation>
    </message>
    <message>
        <source>Tokens a player holds; after placing, a player draws back up to this.</source>
        <translation>Plättchen, die ein Spieler auf der Hand hat; nach dem Legen zieht ein Spieler bis zu dieser Zahl nach.</translation>
    </message>
    <message>
        <source>Opening hand</source>
        <translation>Starthand</translation>
    </message>
    <message>
        <source>Whether players pick their opening hand from their tokens or draw it at random.</source>
        <translation>Ob die Spieler ihre Starthand aus ihren Plättchen wählen oder sie zufällig ziehen.</translation>
    </message>
    <message>
        <source>players choose</source>
        <translation>Spieler wählen</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>zufällig gezogen</translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation>Wertungstabelle</translation>
    </message>
    <message>
        <source>Victory points of a line by its length. Lengths must follow each other without a gap; the shortest length is the shortest line that counts. Longer lines than the table lists repeat the last step&apos;s growth.</source>
        <translation>Siegpunkte einer Reihe nach ihrer Länge. Die Längen müssen lückenlos aufeinander folgen; die kürzeste Länge ist die kürzeste Reihe, die zählt. Längere Reihen als in der Tabelle wiederholen den Zuwachs des letzten Schritts.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Reihenlänge</translation>
    </message>
    <message>
        <source>Tokens in the line.</source>
        <translation>Plättchen in der Reihe.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Victory points for such a line.</source>
        <translation>Siegpunkte für eine solche Reihe.</translation>
    </message>
    <message>
        <source>Halvings stack</source>
        <translation>Halbierungen summieren sich</translation>
    </message>
    <message>
        <source>When on, a line with two halving characters is halved twice; when off, once.</source>
        <translation>Wenn an, wird eine Reihe mit zwei halbierenden Figuren zweimal halbiert; wenn aus, einmal.</translation>
    </message>
    <message>
        <source>Rounds (basic game)</source>
        <translation>Runden (Grundspiel)</translation>
    </message>
    <message>
        <source>Rounds in the basic game.</source>
        <translation>Runden im Grundspiel.</translation>
    </message>
    <message>
        <source>Rounds (weather game)</source>
        <translation>Runden (Wetterspiel)</translation>
    </message>
    <message>
        <source>Rounds in the game with weather cards.</source>
        <translation>Runden im Spiel mit Wetterkarten.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Wetter</translation>
    </message>
    <message>
        <source>Kind of weather card.</source>
        <translation>Art der Wetterkarte.</translation>
    </message>
    <message>
        <source>Weather deck</source>
        <translation>Wetterstapel</translation>
    </message>
    <message>
        <source>How many cards of each weather the deck holds.</source>
        <translation>Wie viele Karten jedes Wetters der Stapel enthält.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Cards of this weather.</source>
        <translation>Karten dieses Wetters.</translation>
    </message>
    <message>
        <source>Who lifts fog</source>
        <translation>Wer Nebel entfernt</translation>
    </message>
    <message>
        <source>When the open area is full, this player chooses which fog board to lift.</source>
        <translation>Ist der offene Bereich voll, wählt dieser Spieler, welche Nebeltafel entfernt wird.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>der nächste Spieler</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>der Spieler, der das letzte Feld gefüllt hat</translation>
    </message>
    <message>
        <source>Owners see their face-down tokens</source>
        <translation>Besitzer sehen ihre verdeckten Plättchen</translation>
    </message>
    <message>
        <source>Kept weather card returns</source>
        <translation>Behaltene Wetterkarte kehrt zurück</translation>
    </message>
    <message>
        <source>When on, the round&apos;s weather card goes to the bottom of the deck at the round&apos;s end, so the deck never runs out; when off, it leaves the game (an empty deck then means Sunny weather).</source>
        <translation>Wenn an, kommt die Wetterkarte der Runde am Rundenende unter den Stapel, sodass er nie aufgebraucht wird; wenn aus, scheidet sie aus dem Spiel aus (ein leerer Stapel bedeutet dann sonniges Wetter).</translation>
    </message>
    <message>
        <source>Rounds (mercenary game)</source>
        <translation>Runden (Söldnerspiel)</translation>
    </message>
    <message>
        <source>Rounds in the game with mercenary characters, before any extra round.</source>
        <translation>Runden im Spiel mit Söldnerfiguren, vor allen Extrarunden.</translation>
    </message>
    <message>
        <source>Extra rounds at most</source>
        <translation>Höchstens Extrarunden</translation>
    </message>
    <message>
        <source>When coins and the cost of hired mercenaries are both tied, one more round is played, at most this many times; then the game is a draw.</source>
        <translation>Herrscht Gleichstand bei den Münzen und bei den Kosten der angeheuerten Söldner, wird noch eine Runde gespielt, höchstens so oft; dann endet das Spiel unentschieden.</translation>
    </message>
    <message>
        <source>Rounds (quick game)</source>
        <translation>Runden (schnelles Spiel)</translation>
    </message>
    <message>
        <source>Rounds in the quick game, before any extra round.</source>
        <translation>Runden im schnellen Spiel, vor allen Extrarunden.</translation>
    </message>
    <message>
        <source>Coins to hire with (quick game)</source>
        <translation>Münzen zum Anheuern (schnelles Spiel)</translation>
    </message>
    <message>
        <source>Coins each player hires with before the first round; what is not spent is given back.</source>
        <translation>Münzen, mit denen jeder Spieler vor der ersten Runde anheuert; was nicht ausgegeben wird, wird zurückgegeben.</translation>
    </message>
    <message>
        <source>Weather (quick game)</source>
        <translation>Wetter (schnelles Spiel)</translation>
    </message>
    <message>
        <source>drawn once</source>
        <translation>einmal gezogen</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Sonnig</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Bewölkt</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Neblig</translation>
    </message>
    <message>
        <source>Rounds (team game)</source>
        <translation>Runden (Teamspiel)</translation>
    </message>
    <message>
        <source>Rounds in the team game for four players, before any extra round.</source>
        <translation>Runden im Teamspiel für vier Spieler, vor allen Extrarunden.</translation>
    </message>
    <message>
        <source>Weather (team game)</source>
        <translation>Wetter (Teamspiel)</translation>
    </message>
    <message>
        <source>The one weather of the whole team game. The rulebook allows Sunny only; the others are for trying the variant out.</source>
        <translation>Das eine Wetter des ganzen Teamspiels. Die Spielregel erlaubt nur Sonnig; die anderen dienen zum Ausprobieren der Variante.</translation>
    </message>
    <message>
        <source>Tokens of this character in each player&apos;s starting set; the whole set holds at most 64.</source>
        <translation>Plättchen dieser Figur im Startsatz jedes Spielers; der ganze Satz enthält höchstens 64.</translation>
    </message>
    <message>
        <source>The one weather of the whole quick game: chosen by the second player at the start of the game, drawn like a round&apos;s weather, once, or fixed here.</source>
        <translation>Das eine Wetter des ganzen schnellen Spiels: vom zweiten Spieler zu Spielbeginn gewählt, einmal gezogen wie das Wetter einer Runde oder hier fest vorgegeben.</translation>
    </message>
    <message>
        <source>chosen by a player</source>
        <translation>von einem Spieler gewählt</translation>
    </message>
    <message>
        <source>Whether a player may look at their own face-down tokens on the map. The printed rulebook says no one may.</source>
        <translation>Ob ein Spieler seine eigenen verdeckten Plättchen auf dem Plan ansehen darf. Die gedruckte Spielregel sagt, dass das niemand darf.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Spielplan</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Plättchen</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Weather</name>
    <message>
        <source>Sunny</source>
        <translation>Sonnig</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Bewölkt</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Neblig</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Components</name>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>Map, %1 × %2 tiles</source>
        <translation>Karte, %1 × %2 Felder</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>+%1 a Day</source>
        <translation>+%1 pro Tag</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Wurf %1</translation>
    </message>
    <message>
        <source>Bars entry until sieged</source>
        <translation>Sperrt den Zutritt bis zur Belagerung</translation>
    </message>
    <message>
        <source>Adds nothing to the roll</source>
        <translation>Fügt dem Wurf nichts hinzu</translation>
    </message>
    <message>
        <source>Roll +%1</source>
        <translation>Wurf +%1</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Hard fight</source>
        <translation>Harter Kampf</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Bestechung</translation>
    </message>
    <message>
        <source>Defect</source>
        <translation>Überlaufen</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Spielhilfe</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Spielhilfen</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Ein Tag</translation>
    </message>
    <message numerus="yes">
        <source>Income: %n coin(s) a settlement, %1 a mine.</source>
        <translation>
            <numerusform>Einkommen: %n Münze je Siedlung, %1 je Mine.</numerusform>
            <numerusform>Einkommen: %n Münzen je Siedlung, %1 je Mine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Income: each settlement its tier&apos;s, %1 a mine.</source>
        <translation>Einkommen: jede Siedlung das ihrer Stufe, %1 je Mine.</translation>
    </message>
    <message numerus="yes">
        <source>Upkeep: %n coin(s) a hero; an unpaid hero dies.</source>
        <translation>
            <numerusform>Unterhalt: %n Münze je Held; ein unbezahlter Held stirbt.</numerusform>
            <numerusform>Unterhalt: %n Münzen je Held; ein unbezahlter Held stirbt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Build: one building per settlement.</source>
        <translation>Bauen: ein Gebäude je Siedlung.</translation>
    </message>
    <message>
        <source>Recruit heroes and mercenaries.</source>
        <translation>Wirb Helden und Söldner an.</translation>
    </message>
    <message>
        <source>From Day %1: roll %2; on %3 or more, place a new token.</source>
        <translation>Ab Tag %1: würfle %2; bei %3 oder mehr lege ein neues Plättchen.</translation>
    </message>
    <message>
        <source>Turns from the Anchor: each hero moves %1 tiles.</source>
        <translation>Züge ab dem Anker: jeder Held zieht %1 Felder.</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Mercenary Camp</source>
        <translation>Söldnerlager</translation>
    </message>
    <message>
        <source>Bribe, per monster</source>
        <translation>Bestechung, je Monster</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Hero in battle</source>
        <translation>Held im Kampf</translation>
    </message>
    <message>
        <source>Mercenary, monster, guardian</source>
        <translation>Söldner, Monster, Wächter</translation>
    </message>
    <message>
        <source>Mine: guardians on</source>
        <translation>Mine: Wächter bei</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 oder mehr</translation>
    </message>
    <message>
        <source>Cache: large on</source>
        <translation>Schatz: groß bei</translation>
    </message>
    <message>
        <source>Small / large cache</source>
        <translation>Kleiner / großer Schatz</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>%1 movement points</source>
        <translation>%1 Bewegungspunkte</translation>
    </message>
    <message>
        <source>Monsters (%1)</source>
        <translation>Monster (%1)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Spielende</translation>
    </message>
    <message numerus="yes">
        <source>The last player with a settlement or a hero wins; after %n Day(s), the most settlements.</source>
        <translation>
            <numerusform>Es gewinnt der letzte Spieler mit einer Siedlung oder einem Helden; nach %n Tag die meisten Siedlungen.</numerusform>
            <numerusform>Es gewinnt der letzte Spieler mit einer Siedlung oder einem Helden; nach %n Tagen die meisten Siedlungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroes and mercenaries</source>
        <translation>Helden und Söldner</translation>
    </message>
    <message>
        <source>Owner markers</source>
        <translation>Besitzmarker</translation>
    </message>
    <message>
        <source>Hero %1, %2</source>
        <translation>Held %1, %2</translation>
    </message>
    <message>
        <source>Mercenaries ×%1, %2</source>
        <translation>Söldner ×%1, %2</translation>
    </message>
    <message>
        <source>Owner marker, %1</source>
        <translation>Besitzmarker, %1</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Siedlungen</translation>
    </message>
    <message>
        <source>Settlement, tiers 1 / 2</source>
        <translation>Siedlung, Stufen 1 / 2</translation>
    </message>
    <message>
        <source>Settlement, tiers 3 / 4</source>
        <translation>Siedlung, Stufen 3 / 4</translation>
    </message>
    <message>
        <source>Rampart: Palisade / Fortifications</source>
        <translation>Wall: Palisade / Befestigungen</translation>
    </message>
    <message>
        <source>Map tokens</source>
        <translation>Kartenplättchen</translation>
    </message>
    <message>
        <source>Resource token</source>
        <translation>Rohstoffplättchen</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Schatz</translation>
    </message>
    <message>
        <source>Monster token</source>
        <translation>Monsterplättchen</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Item token</source>
        <translation>Gegenstandsplättchen</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Coin, 1</source>
        <translation>Münze, 1</translation>
    </message>
    <message>
        <source>Coin, 5</source>
        <translation>Münze, 5</translation>
    </message>
    <message>
        <source>Mine +%1</source>
        <translation>Mine +%1</translation>
    </message>
    <message>
        <source>Free moves a turn</source>
        <translation>Freie Züge pro Zug</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <source>Attacker under half the defender</source>
        <translation>Angreifer unter der Hälfte des Verteidigers</translation>
    </message>
    <message>
        <source>Attacker half to equal</source>
        <translation>Angreifer halb bis gleich stark</translation>
    </message>
    <message>
        <source>Attacker equal to double</source>
        <translation>Angreifer gleich bis doppelt so stark</translation>
    </message>
    <message>
        <source>Attacker double to four times</source>
        <translation>Angreifer doppelt bis vierfach so stark</translation>
    </message>
    <message>
        <source>Attacker over four times</source>
        <translation>Angreifer über vierfach so stark</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Siedlungen</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Schätze</translation>
    </message>
    <message>
        <source>Monster rewards</source>
        <translation>Monsterbelohnungen</translation>
    </message>
    <message>
        <source>Mine captures</source>
        <translation>Eroberte Minen</translation>
    </message>
    <message>
        <source>Conquered purses</source>
        <translation>Eroberte Börsen</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <source>Games in which the seat was in play.</source>
        <translation>Partien, in denen der Sitzplatz im Spiel war.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>The share of its games the seat won (shared first places count for each).</source>
        <translation>Der Anteil seiner Partien, die der Sitzplatz gewonnen hat (geteilte erste Plätze zählen für jeden).</translation>
    </message>
    <message>
        <source>Days per game</source>
        <translation>Tage pro Partie</translation>
    </message>
    <message>
        <source>Days a game lasts.</source>
        <translation>Wie viele Tage eine Partie dauert.</translation>
    </message>
    <message>
        <source>Heroes lost</source>
        <translation>Verlorene Helden</translation>
    </message>
    <message>
        <source>Heroes that die in a game, all players together.</source>
        <translation>Helden, die in einer Partie sterben, alle Spieler zusammen.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Kämpfe</translation>
    </message>
    <message>
        <source>Battles fought at this ratio of the attacker&apos;s units to the defender&apos;s, over all games.</source>
        <translation>Kämpfe bei diesem Verhältnis der Einheiten des Angreifers zu denen des Verteidigers, über alle Partien.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Siegquote des Angreifers</translation>
    </message>
    <message>
        <source>How often the attacker won a battle at this army-size ratio.</source>
        <translation>Wie oft der Angreifer bei diesem Größenverhältnis der Armeen einen Kampf gewann.</translation>
    </message>
    <message>
        <source>Income by source</source>
        <translation>Einkommen nach Quelle</translation>
    </message>
    <message>
        <source>Coins gained per game from each source.</source>
        <translation>Münzen pro Partie aus jeder Quelle.</translation>
    </message>
    <message>
        <source>place your settlement</source>
        <translation>deine Siedlung setzen</translation>
    </message>
    <message>
        <source>choose a hero you cannot pay</source>
        <translation>einen Helden wählen, den du nicht bezahlen kannst</translation>
    </message>
    <message>
        <source>build at a settlement</source>
        <translation>in einer Siedlung bauen</translation>
    </message>
    <message>
        <source>recruit at a settlement</source>
        <translation>in einer Siedlung anwerben</translation>
    </message>
    <message>
        <source>place the new token</source>
        <translation>das neue Plättchen legen</translation>
    </message>
    <message>
        <source>move a hero, act or end the turn</source>
        <translation>einen Helden ziehen, handeln oder den Zug beenden</translation>
    </message>
    <message>
        <source>take defecting monsters</source>
        <translation>überlaufende Monster aufnehmen</translation>
    </message>
    <message>
        <source>hire bribed monsters</source>
        <translation>bestochene Monster anheuern</translation>
    </message>
    <message>
        <source>form a squad of mercenaries</source>
        <translation>einen Trupp Söldner bilden</translation>
    </message>
    <message>
        <source>choose attacking squads and a target, or retreat</source>
        <translation>angreifende Trupps und ein Ziel wählen oder zurückziehen</translation>
    </message>
    <message>
        <source>choose the attacking squad that dies</source>
        <translation>den angreifenden Trupp wählen, der stirbt</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not one of the choices now: %1</source>
        <translation>Das ist gerade keine der Möglichkeiten: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>%1 main-hand item</source>
        <translation>Gegenstand für die Haupthand (%1)</translation>
    </message>
    <message>
        <source>%1 off-hand item</source>
        <translation>Gegenstand für die Nebenhand (%1)</translation>
    </message>
    <message>
        <source>%1 amulet</source>
        <translation>Amulett (%1)</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;</source>
        <translation>unbekannte Aktion „%1“</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>expected a tile [x, y], each from 0 to %1</source>
        <translation>erwartet wird ein Feld [x, y], jeweils von 0 bis %1</translation>
    </message>
    <message>
        <source>hero %1</source>
        <translation>Held %1</translation>
    </message>
    <message>
        <source>Place the settlement on %1</source>
        <translation>Die Siedlung auf %1 setzen</translation>
    </message>
    <message>
        <source>Let %1 go unpaid (it dies)</source>
        <translation>%1 nicht bezahlen (der Held stirbt)</translation>
    </message>
    <message>
        <source>Build nothing today</source>
        <translation>Heute nichts bauen</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade to %1 (%n coins)</source>
        <translation>
            <numerusform>Zur Stufe „%1“ ausbauen (%n Münze)</numerusform>
            <numerusform>Zur Stufe „%1“ ausbauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build the %1 (%n coins)</source>
        <translation>
            <numerusform>„%1“ bauen (%n Münze)</numerusform>
            <numerusform>„%1“ bauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build a Mercenary Camp (%n coins)</source>
        <translation>
            <numerusform>Ein Söldnerlager bauen (%n Münze)</numerusform>
            <numerusform>Ein Söldnerlager bauen (%n Münzen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recruit a hero (%n coins)</source>
        <translation>
            <numerusform>Einen Helden anwerben (%n Münze)</numerusform>
            <numerusform>Einen Helden anwerben (%n Münzen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit a mercenary into the garrison</source>
        <translation>Einen Söldner für die Garnison anwerben</translation>
    </message>
    <message>
        <source>Recruit a mercenary for hero %1</source>
        <translation>Einen Söldner für Held %1 anwerben</translation>
    </message>
    <message>
        <source>Recruit no more here</source>
        <translation>Hier nicht mehr anwerben</translation>
    </message>
    <message>
        <source>Place the resource token on %1</source>
        <translation>Das Rohstoffplättchen auf %1 legen</translation>
    </message>
    <message>
        <source>Place the monster token on %1</source>
        <translation>Das Monsterplättchen auf %1 legen</translation>
    </message>
    <message>
        <source>Place the item token on %1</source>
        <translation>Das Gegenstandsplättchen auf %1 legen</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 ziehen</translation>
    </message>
    <message>
        <source>%1 moves no more this turn</source>
        <translation>%1 zieht in diesem Zug nicht mehr</translation>
    </message>
    <message>
        <source>%1 picks up an item</source>
        <translation>%1 hebt einen Gegenstand auf</translation>
    </message>
    <message>
        <source>%1 picks up a resource</source>
        <translation>%1 hebt einen Rohstoff auf</translation>
    </message>
    <message>
        <source>%1 tries to capture the mine</source>
        <translation>%1 versucht, die Mine zu erobern</translation>
    </message>
    <message>
        <source>%1 faces the monsters on its tile</source>
        <translation>%1 stellt sich den Monstern auf seinem Feld</translation>
    </message>
    <message>
        <source>%1 lays siege to the settlement on %2</source>
        <translation>%1 belagert die Siedlung auf %2</translation>
    </message>
    <message>
        <source>%1 equips the %2</source>
        <translation>%1 rüstet aus: %2</translation>
    </message>
    <message>
        <source>%1 takes the garrison&apos;s mercenaries</source>
        <translation>%1 übernimmt die Söldner der Garnison</translation>
    </message>
    <message>
        <source>%1 leaves its mercenaries in the garrison</source>
        <translation>%1 lässt seine Söldner in der Garnison</translation>
    </message>
    <message>
        <source>%1 puts the %2 in the armory</source>
        <translation>%1 legt in die Waffenkammer: %2</translation>
    </message>
    <message>
        <source>%1 takes an item from the armory</source>
        <translation>%1 nimmt einen Gegenstand aus der Waffenkammer</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message numerus="yes">
        <source>Hire %n monsters</source>
        <translation>
            <numerusform>%n Monster anheuern</numerusform>
            <numerusform>%n Monster anheuern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n defecting monsters</source>
        <translation>
            <numerusform>%n überlaufendes Monster aufnehmen</numerusform>
            <numerusform>%n überlaufende Monster aufnehmen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Form a squad of %n mercenaries</source>
        <translation>
            <numerusform>Einen Trupp aus %n Söldner bilden</numerusform>
            <numerusform>Einen Trupp aus %n Söldnern bilden</numerusform>
        </translation>
    </message>
    <message>
        <source>Add attacking squad %1</source>
        <translation>Angreifenden Trupp %1 hinzunehmen</translation>
    </message>
    <message>
        <source>Attack defending squad %1</source>
        <translation>Verteidigenden Trupp %1 angreifen</translation>
    </message>
    <message>
        <source>Retreat (the hero dies)</source>
        <translation>Zurückziehen (der Held stirbt)</translation>
    </message>
    <message>
        <source>Lose attacking squad %1</source>
        <translation>Angreifenden Trupp %1 verlieren</translation>
    </message>
    <message>
        <source>%1 is the Anchor and plays first.</source>
        <translation>%1 ist der Anker und beginnt.</translation>
    </message>
    <message>
        <source>Day %1 begins.</source>
        <translation>Tag %1 beginnt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coins.</source>
        <translation>
            <numerusform>%1 erhält %n Münze.</numerusform>
            <numerusform>%1 erhält %n Münzen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n coins of upkeep.</source>
        <translation>
            <numerusform>%1 zahlt %n Münze Unterhalt.</numerusform>
            <numerusform>%1 zahlt %n Münzen Unterhalt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 builds at %2.</source>
        <translation>%1 baut auf %2.</translation>
    </message>
    <message>
        <source>%1 recruits a hero at %2.</source>
        <translation>%1 wirbt auf %2 einen Helden an.</translation>
    </message>
    <message>
        <source>%1 recruits a mercenary at %2.</source>
        <translation>%1 wirbt auf %2 einen Söldner an.</translation>
    </message>
    <message>
        <source>%1 adds a token on %2.</source>
        <translation>%1 legt ein Plättchen auf %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1 moves a hero to %2.</source>
        <translation>%1 zieht einen Helden nach %2.</translation>
    </message>
    <message>
        <source>Monsters: %1 defect, %2 may be bribed, %3 fight.</source>
        <translation>Monster: %1 laufen über, %2 lassen sich bestechen, %3 kämpfen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 finds %n coins.</source>
        <translation>
            <numerusform>%1 findet %n Münze.</numerusform>
            <numerusform>%1 findet %n Münzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finds a %2.</source>
        <translation>%1 findet: %2.</translation>
    </message>
    <message>
        <source>%1 captures the mine on %2.</source>
        <translation>%1 erobert die Mine auf %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n guardians defend the mine.</source>
        <translation>
            <numerusform>%n Wächter verteidigt die Mine.</numerusform>
            <numerusform>%n Wächter verteidigen die Mine.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts a battle on %2.</source>
        <translation>%1 beginnt einen Kampf auf %2.</translation>
    </message>
    <message>
        <source>%1 against %2: the defending squad is destroyed.</source>
        <translation>%1 gegen %2: der verteidigende Trupp wird vernichtet.</translation>
    </message>
    <message>
        <source>%1 against %2: an attacking squad is destroyed.</source>
        <translation>%1 gegen %2: ein angreifender Trupp wird vernichtet.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 gewinnt den Kampf.</translation>
    </message>
    <message>
        <source>%1 loses the battle.</source>
        <translation>%1 verliert den Kampf.</translation>
    </message>
    <message>
        <source>A hero of %1 dies on %2.</source>
        <translation>Ein Held von %1 stirbt auf %2.</translation>
    </message>
    <message>
        <source>%1 conquers the settlement on %2.</source>
        <translation>%1 erobert die Siedlung auf %2.</translation>
    </message>
    <message>
        <source>%1 besieges the settlement on %2.</source>
        <translation>%1 belagert die Siedlung auf %2.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 scheidet aus.</translation>
    </message>
    <message>
        <source>The day limit is reached: the game is over.</source>
        <translation>Das Tageslimit ist erreicht: das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Heroes recruited</source>
        <translation>Angeworbene Helden</translation>
    </message>
    <message>
        <source>Heroes recruited in a game, all players together.</source>
        <translation>In einer Partie angeworbene Helden, alle Spieler zusammen.</translation>
    </message>
    <message>
        <source>Mercenaries recruited</source>
        <translation>Angeworbene Söldner</translation>
    </message>
    <message>
        <source>Mercenaries recruited in a game, all players together.</source>
        <translation>In einer Partie angeworbene Söldner, alle Spieler zusammen.</translation>
    </message>
    <message>
        <source>accept or refuse an alliance</source>
        <translation>ein Bündnis annehmen oder ablehnen</translation>
    </message>
    <message>
        <source>Ask %1 to become your ally</source>
        <translation>%1 ein Bündnis anbieten</translation>
    </message>
    <message>
        <source>Accept the alliance %1 offers</source>
        <translation>Das Bündnis von %1 annehmen</translation>
    </message>
    <message>
        <source>Refuse the alliance %1 offers</source>
        <translation>Das Bündnis von %1 ablehnen</translation>
    </message>
    <message>
        <source>Leave your alliance</source>
        <translation>Aus dem Bündnis austreten</translation>
    </message>
    <message>
        <source>Every player left is in one alliance: they share the victory.</source>
        <translation>Alle verbliebenen Spieler sind in einem Bündnis: Sie teilen sich den Sieg.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more dice</source>
        <translation>
            <numerusform>%1 und %n weiterer Würfel</numerusform>
            <numerusform>%1 und %n weitere Würfel</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack roll: %1.</source>
        <translation>Angriffswurf: %1.</translation>
    </message>
    <message>
        <source>Defence roll: %1.</source>
        <translation>Verteidigungswurf: %1.</translation>
    </message>
    <message>
        <source>%1 asks %2 to become allies.</source>
        <translation>%1 bietet %2 ein Bündnis an.</translation>
    </message>
    <message>
        <source>%1 refuses the alliance %2 offered.</source>
        <translation>%1 lehnt das Bündnis von %2 ab.</translation>
    </message>
    <message>
        <source>%1 joins %2&apos;s alliance.</source>
        <translation>%1 tritt dem Bündnis von %2 bei.</translation>
    </message>
    <message>
        <source>%1 leaves its alliance.</source>
        <translation>%1 tritt aus seinem Bündnis aus.</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyModule</name>
    <message>
        <source>Fuzzy Knights</source>
        <translation>Fuzzy Knights</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Zwei Spieler</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Drei Spieler</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Vier Spieler</translation>
    </message>
    <message>
        <source>The player-turns page: movement 1d10+10, cities roll 3d3+9, ramparts must be sieged, the King&apos;s Purse and the fainting penalty.</source>
        <translation>Die Seite der Spielerzüge: Bewegung 1d10+10, Städte würfeln 3d3+9, Wälle müssen belagert werden, die Königsbörse und die Strafe für Ohnmacht.</translation>
    </message>
    <message>
        <source>Fuzzy Knights — revised</source>
        <translation>Fuzzy Knights — überarbeitet</translation>
    </message>
    <message>
        <source>The later rules: movement 15, settlements roll by tier and ramparts, no sieges, at most two heroes, amulets add movement.</source>
        <translation>Die späteren Regeln: Bewegung 15, Siedlungen würfeln nach Stufe und Wällen, keine Belagerungen, höchstens zwei Helden, Amulette geben Bewegung.</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyPosition</name>
    <message>
        <source>expected %1 seats, found %2</source>
        <translation>erwartet werden %1 Sitzplätze, gefunden: %2</translation>
    </message>
    <message>
        <source>hero %1 is listed twice</source>
        <translation>Held %1 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <source>settlement %1 is listed twice</source>
        <translation>Siedlung %1 ist zweimal aufgeführt</translation>
    </message>
    <message>
        <source>two settlements share this tile</source>
        <translation>zwei Siedlungen teilen sich dieses Feld</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;</source>
        <translation>unbekannte Entscheidung „%1“</translation>
    </message>
    <message>
        <source>a pending decision goes with the stage &quot;decide&quot;, and only with it</source>
        <translation>eine ausstehende Entscheidung gehört zur Phase „decide“, und nur zu ihr</translation>
    </message>
    <message>
        <source>no such hero on the map</source>
        <translation>kein solcher Held auf der Karte</translation>
    </message>
    <message>
        <source>a battle goes with a squad or exchange decision, and only with one</source>
        <translation>ein Kampf gehört zu einer Trupp- oder Schlagabtausch-Entscheidung, und nur zu einer solchen</translation>
    </message>
    <message>
        <source>a defect or bribe decision needs the monsters met by the deciding seat&apos;s hero</source>
        <translation>eine Überlauf- oder Bestechungsentscheidung braucht die Monster, denen der Held des entscheidenden Sitzplatzes begegnet ist</translation>
    </message>
    <message>
        <source>monsters are met only during a defect or bribe decision</source>
        <translation>Monstern begegnet man nur während einer Überlauf- oder Bestechungsentscheidung</translation>
    </message>
    <message>
        <source>only the active seat decides in its turn</source>
        <translation>in seinem Zug entscheidet nur der aktive Sitzplatz</translation>
    </message>
    <message>
        <source>the settlement building or recruiting must be the deciding seat&apos;s</source>
        <translation>die bauende oder anwerbende Siedlung muss dem entscheidenden Sitzplatz gehören</translation>
    </message>
    <message>
        <source>hero %1 belongs to an eliminated player</source>
        <translation>Held %1 gehört einem ausgeschiedenen Spieler</translation>
    </message>
    <message>
        <source>the pending decision has no legal choice</source>
        <translation>die ausstehende Entscheidung hat keine erlaubte Möglichkeit</translation>
    </message>
    <message>
        <source>a position is saved at a decision or at the end</source>
        <translation>eine Position wird bei einer Entscheidung oder am Ende gespeichert</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>unbekannter Wert „%1“</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>erwartet wird ein Array</translation>
    </message>
    <message>
        <source>expected a tile [x, y] on the %1 × %2 map</source>
        <translation>erwartet wird ein Feld [x, y] auf der Karte %1 × %2</translation>
    </message>
    <message>
        <source>at most %1 places</source>
        <translation>höchstens %1 Plätze</translation>
    </message>
    <message>
        <source>only a hero&apos;s items are equipped</source>
        <translation>nur die Gegenstände eines Helden werden ausgerüstet</translation>
    </message>
    <message>
        <source>expected %1 squads</source>
        <translation>erwartet werden %1 Trupps</translation>
    </message>
    <message>
        <source>the attacking hero must be a living hero of the attacker</source>
        <translation>der angreifende Held muss ein lebender Held des Angreifers sein</translation>
    </message>
    <message>
        <source>a hero squad names no living hero</source>
        <translation>ein Heldentrupp nennt keinen lebenden Helden</translation>
    </message>
    <message>
        <source>the settlement under attack must stand on the battle&apos;s tile</source>
        <translation>die angegriffene Siedlung muss auf dem Feld des Kampfes stehen</translation>
    </message>
    <message>
        <source>an eliminated player belongs to no alliance</source>
        <translation>ein ausgeschiedener Spieler gehört keinem Bündnis an</translation>
    </message>
    <message>
        <source>alliance %1 has a single member</source>
        <translation>Bündnis %1 hat nur ein Mitglied</translation>
    </message>
    <message>
        <source>the ruleset has no alliances</source>
        <translation>das Regelwerk kennt keine Bündnisse</translation>
    </message>
    <message>
        <source>an alliance is answered by a seat the active seat has just asked</source>
        <translation>auf ein Bündnis antwortet ein Platz, den der aktive Platz gerade gefragt hat</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyRules</name>
    <message>
        <source>not a dice expression at character %1: %2</source>
        <translation>kein Würfelausdruck, Zeichen %1: %2</translation>
    </message>
    <message>
        <source>expected a band higher than the previous row&apos;s %1</source>
        <translation>erwartet wird ein Bereich über den %1 der vorigen Zeile</translation>
    </message>
    <message>
        <source>the last band ends at %1, below the die&apos;s highest roll %2</source>
        <translation>der letzte Bereich endet bei %1, unter dem höchsten Wurf des Würfels %2</translation>
    </message>
    <message>
        <source>can roll %1; expected at most %2</source>
        <translation>kann %1 würfeln; erwartet wird höchstens %2</translation>
    </message>
    <message>
        <source>a game of four needs %1 tiles for its set-up tokens and settlements; the map has %2</source>
        <translation>eine Partie zu viert braucht %1 Felder für die Plättchen des Aufbaus und die Siedlungen; die Karte hat %2</translation>
    </message>
    <message>
        <source>movement must stay between 0 and 255 points, amulets included</source>
        <translation>die Bewegung muss zwischen 0 und 255 Punkten bleiben, Amulette eingerechnet</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Reference</name>
    <message>
        <source>Fuzzy Knights</source>
        <translation>Fuzzy Knights</translation>
    </message>
    <message>
        <source>Two to four players raise heroes and mercenaries from their settlements, explore a %1×%2 map of tokens and conquer each other&apos;s settlements.</source>
        <translation>Zwei bis vier Spieler werben in ihren Siedlungen Helden und Söldner an, erkunden eine %1×%2-Karte voller Plättchen und erobern die Siedlungen der anderen.</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Ein Tag</translation>
    </message>
    <message>
        <source>Income: every settlement pays %1 coins, every mine %2.</source>
        <translation>Einkommen: jede Siedlung bringt %1 Münzen, jede Mine %2.</translation>
    </message>
    <message>
        <source>Income: every settlement pays its tier&apos;s income, every mine %1.</source>
        <translation>Einkommen: jede Siedlung bringt das Einkommen ihrer Stufe, jede Mine %1.</translation>
    </message>
    <message>
        <source>Upkeep: %1 coins per hero; a hero that cannot be paid dies.</source>
        <translation>Unterhalt: %1 Münzen je Held; ein Held, der nicht bezahlt werden kann, stirbt.</translation>
    </message>
    <message>
        <source>Build: one building per settlement (a tier, a rampart level or the Mercenary Camp for %1 coins).</source>
        <translation>Bauen: ein Gebäude je Siedlung (eine Stufe, eine Wallstufe oder das Söldnerlager für %1 Münzen).</translation>
    </message>
    <message>
        <source>Recruit: heroes for %1 coins (at most %2 each), mercenaries for %3 coins%4.</source>
        <translation>Anwerben: Helden für %1 Münzen (höchstens %2 je Spieler), Söldner für %3 Münzen%4.</translation>
    </message>
    <message>
        <source> at a settlement with a Mercenary Camp</source>
        <translation> in einer Siedlung mit Söldnerlager</translation>
    </message>
    <message>
        <source>New tokens (from Day %1): a chance roll of %2 or more adds a token the roller places on an empty tile.</source>
        <translation>Neue Plättchen (ab Tag %1): ein Zufallswurf von %2 oder mehr bringt ein Plättchen, das der Werfende auf ein leeres Feld legt.</translation>
    </message>
    <message>
        <source>Turns: from the Anchor, each player moves its heroes, %1 movement points each, one tile per point.</source>
        <translation>Züge: ab dem Anker zieht jeder Spieler seine Helden, je %1 Bewegungspunkte, ein Feld pro Punkt.</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Siedlungen</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Kampfwurf</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Minenwächter</translation>
    </message>
    <message>
        <source>Ramparts must be destroyed by a siege (%1 movement points, next to the settlement) before the settlement can be assaulted.</source>
        <translation>Wälle müssen durch eine Belagerung (%1 Bewegungspunkte, neben der Siedlung) zerstört werden, bevor die Siedlung gestürmt werden kann.</translation>
    </message>
    <message>
        <source>Ramparts add %1 (Palisade) or %2 (Fortifications) to the settlement&apos;s roll.</source>
        <translation>Wälle geben %1 (Palisade) oder %2 (Befestigungen) zum Wurf der Siedlung.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>A hero rolls %1 plus its equipped items; each mercenary, monster or guardian rolls %2. The attacker sorts its mercenaries into one to three squads, then picks attacking squads and one defending squad per exchange: a higher sum destroys the defending squad, otherwise one attacking squad dies.</source>
        <translation>Ein Held würfelt %1 plus seine ausgerüsteten Gegenstände; jeder Söldner, jedes Monster und jeder Wächter würfelt %2. Der Angreifer teilt seine Söldner in einen bis drei Trupps, dann wählt er je Schlagabtausch angreifende Trupps und einen verteidigenden Trupp: die höhere Summe vernichtet den verteidigenden Trupp, sonst stirbt ein angreifender Trupp.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it drops its items and loses half its army.</source>
        <translation>Ein Held, dessen Trupp fällt, wird ohnmächtig; gewinnt seine Seite, lässt er seine Gegenstände fallen und verliert die Hälfte seiner Armee.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it recovers.</source>
        <translation>Ein Held, dessen Trupp fällt, wird ohnmächtig; gewinnt seine Seite, kommt er wieder zu sich.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The last player with a settlement or a hero wins; after %1 Days the most settlements, then the highest total tier, most mines and most coins win.</source>
        <translation>Es gewinnt der letzte Spieler mit einer Siedlung oder einem Helden; nach %1 Tagen gewinnen die meisten Siedlungen, dann die höchste Gesamtstufe, die meisten Minen und die meisten Münzen.</translation>
    </message>
    <message numerus="yes">
        <source>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</source>
        <translation>
            <numerusform>Freie Züge: Einen Gegenstand ausrüsten und, für einen Helden auf einer eigenen Siedlung, die Söldner der Garnison übernehmen oder zurücklassen und Gegenstände in die Waffenkammer legen oder herausnehmen kostet keine Punkte; höchstens %n pro Zug.</numerusform>
            <numerusform>Freie Züge: Einen Gegenstand ausrüsten und, für einen Helden auf einer eigenen Siedlung, die Söldner der Garnison übernehmen oder zurücklassen und Gegenstände in die Waffenkammer legen oder herausnehmen kostet keine Punkte; höchstens %n pro Zug.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Ruleset</name>
    <message>
        <source>Up to</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>The highest roll of this band; the band starts after the previous row&apos;s. The last row must reach the die&apos;s highest roll.</source>
        <translation>Der höchste Wurf dieses Bereichs; der Bereich beginnt nach dem der vorigen Zeile. Die letzte Zeile muss den höchsten Wurf des Würfels erreichen.</translation>
    </message>
    <message>
        <source>Encampment</source>
        <translation>Feldlager</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Landgut</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Burg</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Palisade</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Befestigungen</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Gewöhnlich</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Ungewöhnlich</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Selten</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Episch</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Legendär</translation>
    </message>
    <message>
        <source>Settlement tiers</source>
        <translation>Siedlungsstufen</translation>
    </message>
    <message>
        <source>Each tier of the main building: its upgrade cost (the Encampment every settlement starts as is free), its income each Daybreak, its battle roll, and the guardians a mine has while it is the highest tier on the map.</source>
        <translation>Jede Stufe des Hauptgebäudes: ihre Ausbaukosten (das Feldlager, mit dem jede Siedlung beginnt, ist kostenlos), ihr Einkommen bei jedem Tagesanbruch, ihr Kampfwurf und die Wächter einer Mine, solange sie die höchste Stufe auf der Karte ist.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The tier, from the first to the last.</source>
        <translation>Die Stufe, von der ersten bis zur letzten.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Coins to upgrade to this tier.</source>
        <translation>Münzen für den Ausbau auf diese Stufe.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Coins the settlement pays each Daybreak at this tier (with income by tier).</source>
        <translation>Münzen, die die Siedlung auf dieser Stufe bei jedem Tagesanbruch bringt (bei Einkommen nach Stufe).</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Kampfwurf</translation>
    </message>
    <message>
        <source>The settlement squad&apos;s roll at this tier (with the settlement roll by tier).</source>
        <translation>Der Wurf des Siedlungstrupps auf dieser Stufe (beim Siedlungswurf nach Stufe).</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Minenwächter</translation>
    </message>
    <message>
        <source>Guardians a mine capture meets when this is the highest tier on the map.</source>
        <translation>Wächter, denen ein Eroberungsversuch einer Mine begegnet, wenn dies die höchste Stufe auf der Karte ist.</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>Wälle</translation>
    </message>
    <message>
        <source>The two rampart levels: cost, the roll they add to the settlement squad (a level replaces the one below), and the tier they need.</source>
        <translation>Die zwei Wallstufen: Kosten, der Wurf, den sie dem Siedlungstrupp hinzufügen (eine Stufe ersetzt die darunter), und die nötige Siedlungsstufe.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>The rampart level.</source>
        <translation>Die Wallstufe.</translation>
    </message>
    <message>
        <source>Coins to build this level.</source>
        <translation>Münzen für den Bau dieser Stufe.</translation>
    </message>
    <message>
        <source>Added to the settlement squad&apos;s roll by tier.</source>
        <translation>Wird zum Wurf des Siedlungstrupps nach Stufe addiert.</translation>
    </message>
    <message>
        <source>Needs tier</source>
        <translation>Braucht Stufe</translation>
    </message>
    <message>
        <source>The lowest settlement tier that may build it (1 Encampment … 4 Castle).</source>
        <translation>Die niedrigste Siedlungsstufe, die sie bauen darf (1 Feldlager … 4 Burg).</translation>
    </message>
    <message>
        <source>Item dice</source>
        <translation>Gegenstandswürfel</translation>
    </message>
    <message>
        <source>What an item of each rarity adds to its hero&apos;s roll, by type, and the movement an equipped amulet adds.</source>
        <translation>Was ein Gegenstand jeder Seltenheit zum Wurf seines Helden beiträgt, nach Typ, und die Bewegung, die ein ausgerüstetes Amulett gibt.</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Seltenheit</translation>
    </message>
    <message>
        <source>The item&apos;s rarity.</source>
        <translation>Die Seltenheit des Gegenstands.</translation>
    </message>
    <message>
        <source>Main hand</source>
        <translation>Haupthand</translation>
    </message>
    <message>
        <source>A main-hand item&apos;s dice.</source>
        <translation>Die Würfel eines Gegenstands für die Haupthand.</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Nebenhand</translation>
    </message>
    <message>
        <source>An off-hand item&apos;s dice.</source>
        <translation>Die Würfel eines Gegenstands für die Nebenhand.</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulett</translation>
    </message>
    <message>
        <source>An amulet&apos;s dice.</source>
        <translation>Die Würfel eines Amuletts.</translation>
    </message>
    <message>
        <source>Amulet movement</source>
        <translation>Amulettbewegung</translation>
    </message>
    <message>
        <source>Movement points an amulet of this rarity adds while equipped at the start of its hero&apos;s turn.</source>
        <translation>Bewegungspunkte, die ein Amulett dieser Seltenheit gibt, wenn es zu Beginn des Zugs seines Helden ausgerüstet ist.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What the monsters of the token do.</source>
        <translation>Was die Monster des Plättchens tun.</translation>
    </message>
    <message>
        <source>hard fight</source>
        <translation>harter Kampf</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>Bestechung</translation>
    </message>
    <message>
        <source>defect</source>
        <translation>Überlaufen</translation>
    </message>
    <message>
        <source>Monster interactions</source>
        <translation>Begegnungen mit Monstern</translation>
    </message>
    <message>
        <source>The chance roll for each monster token a hero meets: its result and how many monsters it holds (fought, or at most hired or taken).</source>
        <translation>Der Zufallswurf für jedes Monsterplättchen, dem ein Held begegnet: sein Ergebnis und wie viele Monster es enthält (bekämpft oder höchstens angeheuert bzw. aufgenommen).</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>How many monsters the token holds.</source>
        <translation>Wie viele Monster das Plättchen enthält.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Söldner</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Siedlungen</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Gegenstände</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>Helden</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>Stufen</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Kartenbreite</translation>
    </message>
    <message>
        <source>Tiles per row of the square grid.</source>
        <translation>Felder pro Zeile des quadratischen Rasters.</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Kartenhöhe</translation>
    </message>
    <message>
        <source>Rows of the grid.</source>
        <translation>Zeilen des Rasters.</translation>
    </message>
    <message>
        <source>Item tokens</source>
        <translation>Gegenstandsplättchen</translation>
    </message>
    <message>
        <source>Item tokens on the map at set-up, per player.</source>
        <translation>Gegenstandsplättchen auf der Karte beim Aufbau, je Spieler.</translation>
    </message>
    <message>
        <source>Resource tokens</source>
        <translation>Rohstoffplättchen</translation>
    </message>
    <message>
        <source>Coin cache tokens on the map at set-up, per player.</source>
        <translation>Münzschatz-Plättchen auf der Karte beim Aufbau, je Spieler.</translation>
    </message>
    <message>
        <source>Monster tokens</source>
        <translation>Monsterplättchen</translation>
    </message>
    <message>
        <source>Monster tokens on the map at set-up, per player.</source>
        <translation>Monsterplättchen auf der Karte beim Aufbau, je Spieler.</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minen</translation>
    </message>
    <message>
        <source>Neutral mines on the map at set-up, per player; no mine is added later.</source>
        <translation>Neutrale Minen auf der Karte beim Aufbau, je Spieler; später kommt keine Mine hinzu.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Startmünzen</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Münzen, mit denen jeder Spieler beginnt.</translation>
    </message>
    <message>
        <source>Starting ramparts</source>
        <translation>Startwall</translation>
    </message>
    <message>
        <source>The rampart level each player&apos;s first settlement starts with.</source>
        <translation>Die Wallstufe, mit der die erste Siedlung jedes Spielers beginnt.</translation>
    </message>
    <message>
        <source>Starting mercenary camp</source>
        <translation>Söldnerlager zu Beginn</translation>
    </message>
    <message>
        <source>Each player&apos;s first settlement starts with a Mercenary Camp.</source>
        <translation>Die erste Siedlung jedes Spielers beginnt mit einem Söldnerlager.</translation>
    </message>
    <message>
        <source>Hero limit</source>
        <translation>Heldenlimit</translation>
    </message>
    <message>
        <source>Heroes one player may have at any time (4 is the engine&apos;s most).</source>
        <translation>Helden, die ein Spieler gleichzeitig haben darf (4 ist das Höchste der Engine).</translation>
    </message>
    <message>
        <source>Hero cost</source>
        <translation>Heldenkosten</translation>
    </message>
    <message>
        <source>Coins to recruit a hero at Daybreak.</source>
        <translation>Münzen, um bei Tagesanbruch einen Helden anzuwerben.</translation>
    </message>
    <message>
        <source>Hero upkeep</source>
        <translation>Heldenunterhalt</translation>
    </message>
    <message>
        <source>Coins each hero costs at every Daybreak; an unpaid hero dies.</source>
        <translation>Münzen, die jeder Held bei jedem Tagesanbruch kostet; ein unbezahlter Held stirbt.</translation>
    </message>
    <message>
        <source>Hero roll</source>
        <translation>Heldenwurf</translation>
    </message>
    <message>
        <source>A hero squad&apos;s roll in battle, before its equipped items.</source>
        <translation>Der Wurf eines Heldentrupps im Kampf, vor seinen ausgerüsteten Gegenständen.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Movement points each hero has per turn, rolled for each hero when its player&apos;s turn starts (a plain number is fixed).</source>
        <translation>Bewegungspunkte jedes Helden pro Zug, für jeden Helden zu Beginn des Zugs seines Spielers gewürfelt (eine bloße Zahl ist fest).</translation>
    </message>
    <message>
        <source>Mercenary cost</source>
        <translation>Söldnerkosten</translation>
    </message>
    <message>
        <source>Coins to recruit one mercenary.</source>
        <translation>Münzen, um einen Söldner anzuwerben.</translation>
    </message>
    <message>
        <source>Unit roll</source>
        <translation>Einheitenwurf</translation>
    </message>
    <message>
        <source>What each mercenary, monster or guardian in a squad rolls.</source>
        <translation>Was jeder Söldner, jedes Monster oder jeder Wächter in einem Trupp würfelt.</translation>
    </message>
    <message>
        <source>Camp needed</source>
        <translation>Lager nötig</translation>
    </message>
    <message>
        <source>A settlement recruits mercenaries only once it has a Mercenary Camp.</source>
        <translation>Eine Siedlung wirbt Söldner erst an, wenn sie ein Söldnerlager hat.</translation>
    </message>
    <message>
        <source>Camp cost</source>
        <translation>Lagerkosten</translation>
    </message>
    <message>
        <source>Coins to build a Mercenary Camp (it uses the Day&apos;s build).</source>
        <translation>Münzen für den Bau eines Söldnerlagers (es verbraucht den Bau des Tages).</translation>
    </message>
    <message>
        <source>Settlement roll</source>
        <translation>Siedlungswurf</translation>
    </message>
    <message>
        <source>Whether a settlement squad rolls its tier&apos;s roll plus its ramparts&apos;, or one fixed roll.</source>
        <translation>Ob ein Siedlungstrupp den Wurf seiner Stufe plus den seiner Wälle würfelt oder einen festen Wurf.</translation>
    </message>
    <message>
        <source>by tier and ramparts</source>
        <translation>nach Stufe und Wällen</translation>
    </message>
    <message>
        <source>a fixed roll</source>
        <translation>ein fester Wurf</translation>
    </message>
    <message>
        <source>Fixed settlement roll</source>
        <translation>Fester Siedlungswurf</translation>
    </message>
    <message>
        <source>Every settlement squad&apos;s roll with a fixed settlement roll.</source>
        <translation>Der Wurf jedes Siedlungstrupps bei festem Siedlungswurf.</translation>
    </message>
    <message>
        <source>Settlement income</source>
        <translation>Siedlungseinkommen</translation>
    </message>
    <message>
        <source>Whether a settlement pays its tier&apos;s income or a flat amount.</source>
        <translation>Ob eine Siedlung das Einkommen ihrer Stufe bringt oder einen festen Betrag.</translation>
    </message>
    <message>
        <source>by tier</source>
        <translation>nach Stufe</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>fest</translation>
    </message>
    <message>
        <source>Flat income</source>
        <translation>Festes Einkommen</translation>
    </message>
    <message>
        <source>Coins each settlement pays with flat income.</source>
        <translation>Münzen, die jede Siedlung bei festem Einkommen bringt.</translation>
    </message>
    <message>
        <source>Mine income</source>
        <translation>Mineneinkommen</translation>
    </message>
    <message>
        <source>Coins each owned mine pays at Daybreak.</source>
        <translation>Münzen, die jede eigene Mine bei Tagesanbruch bringt.</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Belagerungen</translation>
    </message>
    <message>
        <source>A settlement with ramparts cannot be assaulted until a siege destroys them; a besieged settlement pays, builds and recruits nothing at its next Daybreak.</source>
        <translation>Eine Siedlung mit Wällen kann nicht gestürmt werden, bis eine Belagerung sie zerstört; eine belagerte Siedlung zahlt, baut und wirbt bei ihrem nächsten Tagesanbruch nichts.</translation>
    </message>
    <message>
        <source>Siege cost</source>
        <translation>Belagerungskosten</translation>
    </message>
    <message>
        <source>Movement points a hero next to the settlement needs to lay a siege, which ends its movement.</source>
        <translation>Bewegungspunkte, die ein Held neben der Siedlung für eine Belagerung braucht; sie beendet seine Bewegung.</translation>
    </message>
    <message>
        <source>King&apos;s Purse</source>
        <translation>Königsbörse</translation>
    </message>
    <message>
        <source>Income goes into the purse of the player&apos;s first settlement, and a conquered settlement&apos;s purse passes to the conqueror.</source>
        <translation>Das Einkommen fließt in die Börse der ersten Siedlung des Spielers, und die Börse einer eroberten Siedlung geht an den Eroberer.</translation>
    </message>
    <message>
        <source>Chance die</source>
        <translation>Zufallswürfel</translation>
    </message>
    <message>
        <source>The die of every chance roll (token success, caches, item type and rarity, monsters, mine guardians): 1dP reads 10 to 100.</source>
        <translation>Der Würfel jedes Zufallswurfs (Plättchenerfolg, Schätze, Typ und Seltenheit von Gegenständen, Monster, Minenwächter): 1dP zeigt 10 bis 100.</translation>
    </message>
    <message>
        <source>Token rolls from day</source>
        <translation>Plättchenwürfe ab Tag</translation>
    </message>
    <message>
        <source>The first Day whose Daybreak rolls for new tokens.</source>
        <translation>Der erste Tag, bei dessen Tagesanbruch auf neue Plättchen gewürfelt wird.</translation>
    </message>
    <message>
        <source>New token from</source>
        <translation>Neues Plättchen ab</translation>
    </message>
    <message>
        <source>The lowest chance roll that adds a token at Daybreak.</source>
        <translation>Der niedrigste Zufallswurf, der bei Tagesanbruch ein Plättchen bringt.</translation>
    </message>
    <message>
        <source>Token type die</source>
        <translation>Plättchentyp-Würfel</translation>
    </message>
    <message>
        <source>The die rolled on the token type table.</source>
        <translation>Der Würfel für die Tabelle der Plättchentypen.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <source>The token the band adds.</source>
        <translation>Das Plättchen, das dieser Bereich bringt.</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>Rohstoff</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>Plättchentypen</translation>
    </message>
    <message>
        <source>Which token a successful Daybreak roll adds, by the token type die.</source>
        <translation>Welches Plättchen ein erfolgreicher Wurf bei Tagesanbruch bringt, nach dem Plättchentyp-Würfel.</translation>
    </message>
    <message>
        <source>Large cache from</source>
        <translation>Großer Schatz ab</translation>
    </message>
    <message>
        <source>The lowest chance roll that makes a resource token a large cache.</source>
        <translation>Der niedrigste Zufallswurf, der ein Rohstoffplättchen zu einem großen Schatz macht.</translation>
    </message>
    <message>
        <source>Small cache</source>
        <translation>Kleiner Schatz</translation>
    </message>
    <message>
        <source>Coins a small cache holds.</source>
        <translation>Münzen in einem kleinen Schatz.</translation>
    </message>
    <message>
        <source>Large cache</source>
        <translation>Großer Schatz</translation>
    </message>
    <message>
        <source>Coins a large cache holds.</source>
        <translation>Münzen in einem großen Schatz.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>The item&apos;s type.</source>
        <translation>Der Typ des Gegenstands.</translation>
    </message>
    <message>
        <source>main hand</source>
        <translation>Haupthand</translation>
    </message>
    <message>
        <source>off hand</source>
        <translation>Nebenhand</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>Amulett</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Gegenstandstypen</translation>
    </message>
    <message>
        <source>The type of an item picked up, by the chance die.</source>
        <translation>Der Typ eines aufgehobenen Gegenstands, nach dem Zufallswürfel.</translation>
    </message>
    <message>
        <source>Rarity step from</source>
        <translation>Seltenheitsstufe ab</translation>
    </message>
    <message>
        <source>An item starts Common; each chance roll this high or higher raises it one rarity and rolls again.</source>
        <translation>Ein Gegenstand beginnt Gewöhnlich; jeder Zufallswurf in dieser Höhe oder darüber hebt ihn um eine Seltenheit und es wird erneut gewürfelt.</translation>
    </message>
    <message>
        <source>Highest rarity</source>
        <translation>Höchste Seltenheit</translation>
    </message>
    <message>
        <source>The rarest level an item can reach (5 Legendary).</source>
        <translation>Die höchste Seltenheit, die ein Gegenstand erreichen kann (5 Legendär).</translation>
    </message>
    <message>
        <source>Bribe cost</source>
        <translation>Bestechungskosten</translation>
    </message>
    <message>
        <source>Coins per monster hired on a bribe.</source>
        <translation>Münzen je Monster, das bei einer Bestechung angeheuert wird.</translation>
    </message>
    <message>
        <source>Reward divisor</source>
        <translation>Belohnungsteiler</translation>
    </message>
    <message>
        <source>A won fight against monsters (or a neutral mine&apos;s guardians) pays the monsters fought divided by this, truncated.</source>
        <translation>Ein gewonnener Kampf gegen Monster (oder die Wächter einer neutralen Mine) bringt die bekämpften Monster geteilt durch diesen Wert, abgerundet.</translation>
    </message>
    <message>
        <source>Guardians from</source>
        <translation>Wächter ab</translation>
    </message>
    <message>
        <source>The lowest chance roll of a capture attempt that calls the mine&apos;s guardians.</source>
        <translation>Der niedrigste Zufallswurf eines Eroberungsversuchs, der die Wächter der Mine ruft.</translation>
    </message>
    <message>
        <source>Mine capture</source>
        <translation>Mineneroberung</translation>
    </message>
    <message>
        <source>Whether a hero entering a neutral or enemy mine may try to capture it, or must.</source>
        <translation>Ob ein Held, der eine neutrale oder feindliche Mine betritt, versuchen darf, sie zu erobern, oder es muss.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>freiwillig</translation>
    </message>
    <message>
        <source>mandatory on entering</source>
        <translation>Pflicht beim Betreten</translation>
    </message>
    <message>
        <source>Mine after monsters</source>
        <translation>Mine nach Monstern</translation>
    </message>
    <message>
        <source>Extra movement points a mandatory capture costs right after beating monsters on the same tile.</source>
        <translation>Zusätzliche Bewegungspunkte, die eine Pflicht-Eroberung direkt nach einem Sieg über Monster auf demselben Feld kostet.</translation>
    </message>
    <message>
        <source>Capture coins</source>
        <translation>Eroberungsmünzen</translation>
    </message>
    <message>
        <source>Coins a successful mine capture pays.</source>
        <translation>Münzen, die eine erfolgreiche Mineneroberung bringt.</translation>
    </message>
    <message>
        <source>Roll mode</source>
        <translation>Wurfmodus</translation>
    </message>
    <message>
        <source>Roll every die of a squad, or one die per term multiplied by its count.</source>
        <translation>Jeden Würfel eines Trupps werfen oder einen Würfel je Term, mal dessen Anzahl.</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>einzeln</translation>
    </message>
    <message>
        <source>representative</source>
        <translation>stellvertretend</translation>
    </message>
    <message>
        <source>Fainting penalty</source>
        <translation>Ohnmachtsstrafe</translation>
    </message>
    <message>
        <source>A hero that fainted on the winning side drops its items on the tile and loses half its army (rounded down).</source>
        <translation>Ein Held, der auf der Siegerseite ohnmächtig wurde, lässt seine Gegenstände auf dem Feld fallen und verliert die Hälfte seiner Armee (abgerundet).</translation>
    </message>
    <message>
        <source>Day limit</source>
        <translation>Tageslimit</translation>
    </message>
    <message>
        <source>After this many Days the game ends: most settlements, then highest total tier, most mines, most coins.</source>
        <translation>Nach so vielen Tagen endet das Spiel: die meisten Siedlungen, dann die höchste Gesamtstufe, die meisten Minen, die meisten Münzen.</translation>
    </message>
    <message>
        <source>Alliances</source>
        <translation>Bündnisse</translation>
    </message>
    <message>
        <source>In its turn a player may ask another to ally; the other accepts or refuses. Allies pass through each other&apos;s settlements and mines and never fight each other; any member may leave in its own turn.</source>
        <translation>In seinem Zug darf ein Spieler einem anderen ein Bündnis anbieten; der andere nimmt an oder lehnt ab. Verbündete ziehen durch die Siedlungen und Minen des anderen und kämpfen nie gegeneinander; jedes Mitglied darf in seinem eigenen Zug austreten.</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Gemeinsamer Sieg</translation>
    </message>
    <message>
        <source>The game ends as soon as every player still in it belongs to one alliance, and they all win.</source>
        <translation>Das Spiel endet, sobald alle noch verbliebenen Spieler demselben Bündnis angehören, und sie gewinnen alle.</translation>
    </message>
    <message>
        <source>Free moves per turn</source>
        <translation>Freie Züge pro Zug</translation>
    </message>
    <message>
        <source>How many free moves (equipping an item, taking or leaving the garrison&apos;s mercenaries, putting an item in the armory or taking one out) a player may make in one turn, so that every turn ends.</source>
        <translation>Wie viele freie Züge (einen Gegenstand ausrüsten, die Söldner der Garnison übernehmen oder zurücklassen, einen Gegenstand in die Waffenkammer legen oder herausnehmen) ein Spieler in einem Zug machen darf, damit jeder Zug endet.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetExport</name>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>%1 konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: Komponenten</translation>
    </message>
    <message>
        <source>Could not start a PDF in %1.</source>
        <translation>In %1 konnte kein PDF begonnen werden.</translation>
    </message>
    <message>
        <source>%1: components, page %2</source>
        <translation>%1: Komponenten, Seite %2</translation>
    </message>
    <message>
        <source>Not enough memory for a page at %1 dpi.</source>
        <translation>Nicht genug Speicher für eine Seite mit %1 dpi.</translation>
    </message>
    <message>
        <source>Could not write %1 as PNG.</source>
        <translation>%1 konnte nicht als PNG geschrieben werden.</translation>
    </message>
    <message>
        <source>A resolution of %1 dpi is out of range; expected %2 to %3.</source>
        <translation>Eine Auflösung von %1 dpi liegt außerhalb des Bereichs; erwartet werden %2 bis %3.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht erstellt werden.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetPainter</name>
    <message>
        <source>Calibration page: back</source>
        <translation>Kalibrierungsseite: Rückseite</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Kalibrierungsseite</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;): the rulers must measure 100 mm. Printed on both sides, hold the sheet against the light and read on the back&apos;s scales where each cross of this side falls: that reading is the back offset.</source>
        <translation>Mit 100 % drucken (nicht „An Seite anpassen“): Die Lineale müssen 100 mm messen. Beidseitig gedruckt, halte den Bogen gegen das Licht und lies auf den Skalen der Rückseite ab, wohin jedes Kreuz dieser Seite fällt: Dieser Wert ist der Rückseitenversatz.</translation>
    </message>
    <message>
        <source>Where the front&apos;s cross falls on these scales is the back offset in millimetres, right and down positive: give it as --back-offset X,Y or in the print dialog. Here the offset is %1 mm, %2 mm.</source>
        <translation>Wohin das Kreuz der Vorderseite auf diesen Skalen fällt, ist der Rückseitenversatz in Millimetern, rechts und unten positiv: Gib ihn als --back-offset X,Y oder im Druckdialog an. Hier beträgt der Versatz %1 mm, %2 mm.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetPlan</name>
    <message>
        <source>The margin is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Der Rand ist negativ (%1 mm); er muss 0 mm oder mehr betragen.</translation>
    </message>
    <message>
        <source>The bleed is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Der Beschnitt ist negativ (%1 mm); er muss 0 mm oder mehr betragen.</translation>
    </message>
    <message>
        <source>The gap between components is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Der Abstand zwischen den Komponenten ist negativ (%1 mm); er muss 0 mm oder mehr betragen.</translation>
    </message>
    <message>
        <source>The bleed (%1 mm) is larger than the gap between components (%2 mm): each component&apos;s bleed would print over its neighbour. Make the gap at least the bleed.</source>
        <translation>Der Beschnitt (%1 mm) ist größer als der Abstand zwischen den Komponenten (%2 mm): Der Beschnitt jeder Komponente würde über ihre Nachbarin gedruckt. Mach den Abstand mindestens so groß wie den Beschnitt.</translation>
    </message>
    <message>
        <source>The overlap of split boards is negative (%1 mm).</source>
        <translation>Die Überlappung geteilter Tafeln ist negativ (%1 mm).</translation>
    </message>
    <message>
        <source>The back offset (%1 mm, %2 mm) is larger than any printer drifts; expected a few millimetres.</source>
        <translation>Der Rückseitenversatz (%1 mm, %2 mm) ist größer, als ein Drucker je verrutscht; erwartet werden wenige Millimeter.</translation>
    </message>
    <message>
        <source>A margin of %1 mm and a bleed of %2 mm leave no room on %3 (%4 × %5 mm).</source>
        <translation>Ein Rand von %1 mm und ein Beschnitt von %2 mm lassen keinen Platz auf %3 (%4 × %5 mm).</translation>
    </message>
    <message>
        <source>%1 has no size.</source>
        <translation>%1 hat keine Größe.</translation>
    </message>
    <message>
        <source>The art of %1 is missing: %2.</source>
        <translation>Die Grafik von %1 fehlt: %2.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm) does not fit on %4 either way round: the printable area inside the margins and the bleed is %5 × %6 mm.</source>
        <translation>%1 (%2 × %3 mm) passt in keiner Ausrichtung auf %4: Die druckbare Fläche innerhalb von Rändern und Beschnitt beträgt %5 × %6 mm.</translation>
    </message>
    <message>
        <source>%1 must be split over pages, but an overlap of %2 mm leaves no room on %3.</source>
        <translation>%1 muss auf mehrere Seiten verteilt werden, aber eine Überlappung von %2 mm lässt keinen Platz auf %3.</translation>
    </message>
    <message>
        <source>back of page %1</source>
        <translation>Rückseite von Seite %1</translation>
    </message>
    <message>
        <source>calibration</source>
        <translation>Kalibrierung</translation>
    </message>
    <message>
        <source>%1, part %2 of %3</source>
        <translation>%1, Teil %2 von %3</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetSettings</name>
    <message>
        <source>%1 landscape</source>
        <translation>%1 quer</translation>
    </message>
    <message>
        <source>%1 portrait</source>
        <translation>%1 hoch</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Cards</name>
    <message>
        <source>Tree Gatherer</source>
        <translation>Baumsammler</translation>
    </message>
    <message>
        <source>Tree Adventurer</source>
        <translation>Baumabenteurer</translation>
    </message>
    <message>
        <source>Tree Scout</source>
        <translation>Baumspäher</translation>
    </message>
    <message>
        <source>Tree Thief</source>
        <translation>Baumdieb</translation>
    </message>
    <message>
        <source>Canopy Keeper</source>
        <translation>Kronenhüter</translation>
    </message>
    <message>
        <source>Ground Gatherer</source>
        <translation>Bodensammler</translation>
    </message>
    <message>
        <source>Ground Digger</source>
        <translation>Bodengräber</translation>
    </message>
    <message>
        <source>Ground Thief</source>
        <translation>Bodendieb</translation>
    </message>
    <message>
        <source>Burrow Builder</source>
        <translation>Höhlenbauer</translation>
    </message>
    <message>
        <source>Flying Gatherer</source>
        <translation>Flugsammler</translation>
    </message>
    <message>
        <source>Flying Scout</source>
        <translation>Flugspäher</translation>
    </message>
    <message>
        <source>Flying Adventurer</source>
        <translation>Flugabenteurer</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Scharfschütze</translation>
    </message>
    <message>
        <source>Elite Gatherer</source>
        <translation>Elitesammler</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Leibwächter</translation>
    </message>
    <message>
        <source>Twinwatch</source>
        <translation>Zwillingswacht</translation>
    </message>
    <message>
        <source>Stashkeeper</source>
        <translation>Versteckhüter</translation>
    </message>
    <message>
        <source>Moonglider</source>
        <translation>Mondgleiter</translation>
    </message>
    <message>
        <source>Acorn Snack</source>
        <translation>Eichelhappen</translation>
    </message>
    <message>
        <source>Nut Basket</source>
        <translation>Nusskorb</translation>
    </message>
    <message>
        <source>Trail Map</source>
        <translation>Wanderkarte</translation>
    </message>
    <message>
        <source>Slingshot</source>
        <translation>Steinschleuder</translation>
    </message>
    <message>
        <source>Hollow Log</source>
        <translation>Hohler Stamm</translation>
    </message>
    <message>
        <source>Warm Nest</source>
        <translation>Warmes Nest</translation>
    </message>
    <message>
        <source>Raccoon Raid</source>
        <translation>Waschbär-Überfall</translation>
    </message>
    <message>
        <source>Fox Lure</source>
        <translation>Fuchsköder</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Gewitter</translation>
    </message>
    <message>
        <source>Owl Hoot</source>
        <translation>Eulenruf</translation>
    </message>
    <message>
        <source>Forage Trip</source>
        <translation>Sammelausflug</translation>
    </message>
    <message numerus="yes">
        <source>%n nut(s)</source>
        <translation>
            <numerusform>%n Nuss</numerusform>
            <numerusform>%n Nüsse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamina</source>
        <translation>
            <numerusform>%n Ausdauer</numerusform>
            <numerusform>%n Ausdauer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n Münze</numerusform>
            <numerusform>%n Münzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain %1.</source>
        <translation>Erhalte %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Ziehe %n Karte.</numerusform>
            <numerusform>Ziehe %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go again!</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards: the player takes another turn.</extracomment>
        <translation>Nochmal!</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n extra turns)</source>
        <translation>
            <numerusform>Nochmal! (%n Extrazug)</numerusform>
            <numerusform>Nochmal! (%n Extrazüge)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash up to %n card(s) from your hand.</source>
        <translation>
            <numerusform>Verstecke bis zu %n Karte von deiner Hand.</numerusform>
            <numerusform>Verstecke bis zu %n Karten von deiner Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash the top %n card(s) of the deck, unseen.</source>
        <translation>
            <numerusform>Verstecke %n Karte vom Nachziehstapel ungesehen.</numerusform>
            <numerusform>Verstecke die obersten %n Karten des Nachziehstapels ungesehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh up to %n of your exhausted squirrels.</source>
        <translation>
            <numerusform>Mache bis zu %n deiner erschöpften Eichhörnchen bereit.</numerusform>
            <numerusform>Mache bis zu %n deiner erschöpften Eichhörnchen bereit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per tree squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Erhalte 1 Nuss je Baumhörnchen, das du hast, höchstens %n.</numerusform>
            <numerusform>Erhalte 1 Nuss je Baumhörnchen, das du hast, höchstens %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per ground squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Erhalte 1 Nuss je Bodenhörnchen, das du hast, höchstens %n.</numerusform>
            <numerusform>Erhalte 1 Nuss je Bodenhörnchen, das du hast, höchstens %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per flying squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Erhalte 1 Nuss je Flughörnchen, das du hast, höchstens %n.</numerusform>
            <numerusform>Erhalte 1 Nuss je Flughörnchen, das du hast, höchstens %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck; keep one, discard the rest.</source>
        <translation>
            <numerusform>Sieh dir %n Karte vom Nachziehstapel an; behalte eine, wirf den Rest ab.</numerusform>
            <numerusform>Sieh dir die obersten %n Karten des Nachziehstapels an; behalte eine, wirf den Rest ab.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.</source>
        <translation>
            <numerusform>Bis zu %n-mal: Erschöpfe eines deiner bereiten Eichhörnchen und sammle seine Erträge.</numerusform>
            <numerusform>Bis zu %n-mal: Erschöpfe eines deiner bereiten Eichhörnchen und sammle seine Erträge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your other squirrels to protect.</source>
        <translation>Wähle eines deiner anderen Eichhörnchen, das beschützt wird.</translation>
    </message>
    <message>
        <source>Sabotage: take up to %1 from one opponent.</source>
        <translation>Sabotage: Nimm einem Gegner bis zu %1 weg.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage: Erschöpfe bis zu %n bereites Baumhörnchen eines Gegners.</numerusform>
            <numerusform>Sabotage: Erschöpfe bis zu %n bereite Baumhörnchen eines Gegners.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage: Erschöpfe bis zu %n bereites Bodenhörnchen eines Gegners.</numerusform>
            <numerusform>Sabotage: Erschöpfe bis zu %n bereite Bodenhörnchen eines Gegners.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage: Erschöpfe bis zu %n bereites Flughörnchen eines Gegners.</numerusform>
            <numerusform>Sabotage: Erschöpfe bis zu %n bereite Flughörnchen eines Gegners.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: move %n random card(s) of one opponent&apos;s stash into yours, unseen.</source>
        <translation>
            <numerusform>Sabotage: Lege %n zufällige Karte aus dem Versteck eines Gegners ungesehen in deines.</numerusform>
            <numerusform>Sabotage: Lege %n zufällige Karten aus dem Versteck eines Gegners ungesehen in deines.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sabotage: each opponent loses %1.</source>
        <translation>Sabotage: Jeder Gegner verliert %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage: Jeder Gegner erschöpft %n seiner bereiten Baumhörnchen (nach eigener Wahl).</numerusform>
            <numerusform>Sabotage: Jeder Gegner erschöpft %n seiner bereiten Baumhörnchen (nach eigener Wahl).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage: Jeder Gegner erschöpft %n seiner bereiten Bodenhörnchen (nach eigener Wahl).</numerusform>
            <numerusform>Sabotage: Jeder Gegner erschöpft %n seiner bereiten Bodenhörnchen (nach eigener Wahl).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage: Jeder Gegner erschöpft %n seiner bereiten Flughörnchen (nach eigener Wahl).</numerusform>
            <numerusform>Sabotage: Jeder Gegner erschöpft %n seiner bereiten Flughörnchen (nach eigener Wahl).</numerusform>
        </translation>
    </message>
    <message>
        <source>When you exhaust it, gain %1 more.</source>
        <translation>Wenn du es erschöpfst, erhältst du zusätzlich %1.</translation>
    </message>
    <message>
        <source>While refreshed: the squirrel it protects cannot be exhausted by sabotage, and exhausting it yourself gains %1.</source>
        <translation>Solange bereit: Das beschützte Eichhörnchen kann nicht durch Sabotage erschöpft werden, und wenn du es selbst erschöpfst, erhältst du %1.</translation>
    </message>
    <message>
        <source>While refreshed: exhausting one of your flying squirrels gains %1, one of your ground squirrels %2.</source>
        <translation>Solange bereit: Das Erschöpfen eines deiner Flughörnchen bringt %1, eines deiner Bodenhörnchen %2.</translation>
    </message>
    <message numerus="yes">
        <source>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card(s).</source>
        <translation>
            <numerusform>Solange bereit: Dein Versteck ist vor Sabotage sicher; am Ende 1 Nuss mehr je %n versteckte Karte.</numerusform>
            <numerusform>Solange bereit: Dein Versteck ist vor Sabotage sicher; am Ende 1 Nuss mehr je %n versteckte Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>While refreshed: on the turn you go to sleep, you may gather once at once.</source>
        <translation>Solange bereit: In dem Zug, in dem du schlafen gehst, darfst du sofort einmal sammeln.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Components</name>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>Flug</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>einzigartig</translation>
    </message>
    <message>
        <source>Squirrel: %1</source>
        <translation>Eichhörnchen: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Squirrel cards</source>
        <translation>Eichhörnchenkarten</translation>
    </message>
    <message>
        <source>Item cards</source>
        <translation>Gegenstandskarten</translation>
    </message>
    <message>
        <source>Income by day</source>
        <translation>Einkommen je Tag</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Ausdauer des Rivalen</translation>
    </message>
    <message>
        <source>Island board</source>
        <translation>Inseltafel</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tafeln</translation>
    </message>
    <message>
        <source>%1: the island</source>
        <translation>%1: die Insel</translation>
    </message>
    <message numerus="yes">
        <source>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</source>
        <translation>
            <numerusform>Eine Karte von einem Platz zu spielen kostet %n mehr (Ausdauer oder Münzen). Leere Plätze werden jeden Morgen aufgefüllt.</numerusform>
            <numerusform>Eine Karte von einem Platz zu spielen kostet %n mehr (Ausdauer oder Münzen). Leere Plätze werden jeden Morgen aufgefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slot %1 (rival&apos;s roll: %1)</source>
        <translation>Platz %1 (Wurf des Rivalen: %1)</translation>
    </message>
    <message>
        <source>Player mat %1</source>
        <translation>Spielertableau %1</translation>
    </message>
    <message>
        <source>Player mats</source>
        <translation>Spielertableaus</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Nuts</source>
        <translation>Nüsse</translation>
    </message>
    <message>
        <source>Stash (face down)</source>
        <translation>Versteck (verdeckt)</translation>
    </message>
    <message>
        <source>At most %1 stamina: each one more is 1 nut. %2 coins pay 1 stamina. Asleep: exhaust a squirrel to gather %3.</source>
        <translation>Höchstens %1 Ausdauer: Jede weitere wird zu 1 Nuss. %2 Münzen bezahlen 1 Ausdauer. Schlafend: Erschöpfe ein Eichhörnchen, um %3 zu sammeln.</translation>
    </message>
    <message>
        <source>Tokens and markers</source>
        <translation>Plättchen und Marker</translation>
    </message>
    <message>
        <source>1 nut</source>
        <translation>1 Nuss</translation>
    </message>
    <message>
        <source>5 nuts</source>
        <translation>5 Nüsse</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 Münze</translation>
    </message>
    <message>
        <source>5 coins</source>
        <translation>5 Münzen</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Rival (solo)</source>
        <translation>Rivale (Solo)</translation>
    </message>
    <message>
        <source>Stamina marker, player %1</source>
        <translation>Ausdauermarker, Spieler %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Spielhilfe</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Hilfen</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: Spielhilfe</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Morgen</translation>
    </message>
    <message numerus="yes">
        <source>Refill the island&apos;s %n empty slots.</source>
        <translation>
            <numerusform>Fülle %n leeren Platz der Insel auf.</numerusform>
            <numerusform>Fülle die %n leeren Plätze der Insel auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain the day&apos;s income, then every squirrel&apos;s loops.</source>
        <translation>Erhalte das Einkommen des Tages, dann die Erträge jedes Eichhörnchens.</translation>
    </message>
    <message>
        <source>Refresh every squirrel; everyone wakes up.</source>
        <translation>Mache jedes Eichhörnchen bereit; alle wachen auf.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</source>
        <translation>
            <numerusform>Wach: Spiele eine Karte von deiner Hand oder von der Insel für %n mehr; oder geh schlafen.</numerusform>
            <numerusform>Wach: Spiele eine Karte von deiner Hand oder von der Insel für %n mehr; oder geh schlafen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust a refreshed squirrel to gather %1, or pass.</source>
        <translation>Schlafend: Erschöpfe ein bereites Eichhörnchen, um %1 zu sammeln, oder passe.</translation>
    </message>
    <message>
        <source>Go again!: one more turn, even asleep.</source>
        <translation>Nochmal!: ein weiterer Zug, auch schlafend.</translation>
    </message>
    <message>
        <source>The day ends when the last player falls asleep.</source>
        <translation>Der Tag endet, wenn der letzte Spieler einschläft.</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Bezahlen</translation>
    </message>
    <message>
        <source>Squirrels cost stamina, items coins; %1 coins pay 1 stamina.</source>
        <translation>Eichhörnchen kosten Ausdauer, Gegenstände Münzen; %1 Münzen bezahlen 1 Ausdauer.</translation>
    </message>
    <message>
        <source>At most %1 stamina; each one more becomes 1 nut.</source>
        <translation>Höchstens %1 Ausdauer; jede weitere wird zu 1 Nuss.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>After day %1: nuts + stash values (+ bonuses). Tie: most squirrels in play, then shared.</source>
        <translation>Nach Tag %1: Nüsse + Versteckwerte (+ Boni). Gleichstand: die meisten Eichhörnchen im Spiel, sonst geteilt.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Position</name>
    <message>
        <source>expected a card id of the ruleset, found %1</source>
        <translation>erwartet wird eine Karten-ID des Regelwerks, gefunden: %1</translation>
    </message>
    <message>
        <source>missing; expected an array of card ids</source>
        <translation>fehlt; erwartet wird ein Array von Karten-IDs</translation>
    </message>
    <message>
        <source>expected an array of at most %1 card ids</source>
        <translation>erwartet wird ein Array aus höchstens %1 Karten-IDs</translation>
    </message>
    <message>
        <source>expected an array of at most %1 squirrels</source>
        <translation>erwartet wird ein Array aus höchstens %1 Eichhörnchen</translation>
    </message>
    <message>
        <source>expected a squirrel: an item never stays in play</source>
        <translation>erwartet wird ein Eichhörnchen: Ein Gegenstand bleibt nie im Spiel</translation>
    </message>
    <message>
        <source>expected another squirrel&apos;s position: a guard cannot protect itself</source>
        <translation>erwartet wird die Position eines anderen Eichhörnchens: Ein Wächter kann sich nicht selbst beschützen</translation>
    </message>
    <message>
        <source>protectedBy names a squirrel without the ability guard</source>
        <translation>protectedBy nennt ein Eichhörnchen ohne die Fähigkeit guard</translation>
    </message>
    <message>
        <source>expected an array of %1 slots, each a card id or null</source>
        <translation>erwartet wird ein Array aus %1 Plätzen, jeder eine Karten-ID oder null</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>erwartet wird ein Array aus %1 Spielern</translation>
    </message>
    <message>
        <source>missing; the solo game needs the rival&apos;s object</source>
        <translation>fehlt; das Solospiel braucht das Objekt des Rivalen</translation>
    </message>
    <message>
        <source>only the solo game has a rival</source>
        <translation>nur das Solospiel hat einen Rivalen</translation>
    </message>
    <message>
        <source>the card &quot;%1&quot; appears %2 times; the deck has %3</source>
        <translation>die Karte „%1“ kommt %2-mal vor; der Stapel hat %3</translation>
    </message>
    <message>
        <source>%1 of the card &quot;%2&quot; are nowhere; leave out &quot;deck&quot; to have the rest shuffled into it</source>
        <translation>%1 der Karte „%2“ sind nirgends; lass „deck“ weg, damit der Rest hineingemischt wird</translation>
    </message>
    <message>
        <source>everyone is asleep: the day is over; write the next day, or &quot;over&quot;: true</source>
        <translation>alle schlafen: Der Tag ist vorbei; schreibe den nächsten Tag oder &quot;over&quot;: true</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>erwartet wird eines von: %1</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>erwartet wird der Spieler, der am Zug ist</translation>
    </message>
    <message>
        <source>an awake player plays or sleeps; an asleep one gathers</source>
        <translation>ein wacher Spieler spielt oder schläft; ein schlafender sammelt</translation>
    </message>
    <message>
        <source>expected the position of &quot;%1&quot; in the player&apos;s tableau</source>
        <translation>erwartet wird die Position von „%1“ in der Auslage des Spielers</translation>
    </message>
    <message>
        <source>an item being played has no position</source>
        <translation>ein gespielter Gegenstand hat keine Position</translation>
    </message>
    <message>
        <source>expected at least 1</source>
        <translation>erwartet wird mindestens 1</translation>
    </message>
    <message>
        <source>the effect %1 of &quot;%2&quot; does not fit this decision</source>
        <translation>der Effekt %1 von „%2“ passt nicht zu dieser Entscheidung</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>diese Entscheidung hat in dieser Position keine Wahl</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Reference</name>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>Flug</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>einzigartig</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Erträge</translation>
    </message>
    <message>
        <source>Play effect</source>
        <translation>Ausspieleffekt</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Versteck</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>%1 squirrel</source>
        <translation>Eichhörnchen (%1)</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Ausdauer des Rivalen</translation>
    </message>
    <message numerus="yes">
        <source>Players build a team of squirrels and play items to collect the most nuts over %n day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</source>
        <translation>
            <numerusform>Die Spieler bauen ein Team aus Eichhörnchen auf und spielen Gegenstände, um über %n Tag die meisten Nüsse zu sammeln. Karten werden von einem gemeinsamen Nachziehstapel gezogen; Handkarten sind verdeckt; %1 Karten liegen offen auf der Insel.</numerusform>
            <numerusform>Die Spieler bauen ein Team aus Eichhörnchen auf und spielen Gegenstände, um über %n Tage die meisten Nüsse zu sammeln. Karten werden von einem gemeinsamen Nachziehstapel gezogen; Handkarten sind verdeckt; %1 Karten liegen offen auf der Insel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Stamina plays squirrels; a player holds at most %1, and each stamina gained above that becomes 1 nut. Coins play items; %2 coins may pay 1 stamina of a cost. Nuts are points and never go below zero.</source>
        <translation>Mit Ausdauer werden Eichhörnchen gespielt; ein Spieler hat höchstens %1, und jede darüber hinaus gewonnene Ausdauer wird zu 1 Nuss. Mit Münzen werden Gegenstände gespielt; %2 Münzen können 1 Ausdauer einer Kosten bezahlen. Nüsse sind Punkte und fallen nie unter null.</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Morgen</translation>
    </message>
    <message>
        <source>Each day begins with a morning: the first-player token passes on (from the second day), empty island slots are refilled, every player gains the day&apos;s income and collects the loops of every squirrel in play, refreshed or exhausted; then every squirrel is refreshed and every player wakes up.</source>
        <translation>Jeder Tag beginnt mit einem Morgen: Der Startspielermarker wird weitergegeben (ab dem zweiten Tag), leere Inselplätze werden aufgefüllt, jeder Spieler erhält das Einkommen des Tages und sammelt die Erträge jedes Eichhörnchens im Spiel, bereit oder erschöpft; dann wird jedes Eichhörnchen bereit gemacht und jeder Spieler wacht auf.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</source>
        <translation>
            <numerusform>Wach: Spiele eine Karte von der Hand oder von der Insel für %n mehr (Ausdauer oder Münzen, nach deiner Wahl) und handle ihre Effekte ab; oder geh schlafen.</numerusform>
            <numerusform>Wach: Spiele eine Karte von der Hand oder von der Insel für %n mehr (Ausdauer oder Münzen, nach deiner Wahl) und handle ihre Effekte ab; oder geh schlafen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust one of your refreshed squirrels to gather %1, or pass.</source>
        <translation>Schlafend: Erschöpfe eines deiner bereiten Eichhörnchen, um %1 zu sammeln, oder passe.</translation>
    </message>
    <message>
        <source>Go again!: take another turn, even asleep; several instances give as many turns.</source>
        <translation>Nochmal!: Mach einen weiteren Zug, auch schlafend; mehrere Vorkommen geben entsprechend viele Züge.</translation>
    </message>
    <message>
        <source>The day ends the moment the last awake player goes to sleep.</source>
        <translation>Der Tag endet in dem Moment, in dem der letzte wache Spieler schlafen geht.</translation>
    </message>
    <message>
        <source>Sabotage effects reach opponents awake or asleep. Stashed cards lie face down: nobody looks at them, their owner neither, until the end.</source>
        <translation>Sabotage-Effekte treffen Gegner, ob wach oder schlafend. Versteckte Karten liegen verdeckt: Niemand sieht sie sich bis zum Ende an, auch ihr Besitzer nicht.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>After the last day, stashes are revealed: a score is the nuts plus the stash values of the stashed cards (and any ability bonus). A tie goes to the most squirrels in play; still tied, the victory is shared.</source>
        <translation>Nach dem letzten Tag werden die Verstecke aufgedeckt: Die Wertung sind die Nüsse plus die Versteckwerte der versteckten Karten (und etwaige Fähigkeitsboni). Bei Gleichstand gewinnt, wer die meisten Eichhörnchen im Spiel hat; besteht weiterhin Gleichstand, wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Solospiel</translation>
    </message>
    <message>
        <source>The rival starts with %1 and the first-player token. On its turn, awake with stamina left, it rolls a %2-sided die and takes the island card of that slot (an empty slot or a higher roll: the deck&apos;s top card): a squirrel joins its play area for 1 stamina, an item is discarded, and only sabotage is resolved, always against you. With no stamina it sleeps; asleep it exhausts one squirrel a turn for 1 nut. It collects no income, no loops, and has no abilities.</source>
        <translation>Der Rivale beginnt mit %1 und dem Startspielermarker. In seinem Zug würfelt er, solange er wach ist und noch Ausdauer hat, mit einem %2-seitigen Würfel und nimmt die Inselkarte dieses Platzes (ein leerer Platz oder ein höherer Wurf: die oberste Karte des Nachziehstapels): Ein Eichhörnchen kommt für 1 Ausdauer in seine Auslage, ein Gegenstand wird abgeworfen, und nur Sabotage wird abgehandelt, immer gegen dich. Ohne Ausdauer schläft er; schlafend erschöpft er pro Zug ein Eichhörnchen für 1 Nuss. Er erhält kein Einkommen, keine Erträge und hat keine Fähigkeiten.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Ruleset</name>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>gain nuts</source>
        <translation>Nüsse erhalten</translation>
    </message>
    <message>
        <source>gain coins</source>
        <translation>Münzen erhalten</translation>
    </message>
    <message>
        <source>gain stamina</source>
        <translation>Ausdauer erhalten</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>Karten ziehen</translation>
    </message>
    <message>
        <source>go again</source>
        <translation>Nochmal</translation>
    </message>
    <message>
        <source>stash from hand</source>
        <translation>von der Hand verstecken</translation>
    </message>
    <message>
        <source>stash from deck</source>
        <translation>vom Nachziehstapel verstecken</translation>
    </message>
    <message>
        <source>refresh own squirrels</source>
        <translation>eigene Eichhörnchen bereit machen</translation>
    </message>
    <message>
        <source>nuts per tree squirrel</source>
        <translation>Nüsse je Baumhörnchen</translation>
    </message>
    <message>
        <source>nuts per ground squirrel</source>
        <translation>Nüsse je Bodenhörnchen</translation>
    </message>
    <message>
        <source>nuts per flying squirrel</source>
        <translation>Nüsse je Flughörnchen</translation>
    </message>
    <message>
        <source>look and keep one</source>
        <translation>ansehen und eine behalten</translation>
    </message>
    <message>
        <source>collect loops by exhausting</source>
        <translation>Erträge durch Erschöpfen sammeln</translation>
    </message>
    <message>
        <source>protect a squirrel</source>
        <translation>ein Eichhörnchen beschützen</translation>
    </message>
    <message>
        <source>sabotage: take nuts</source>
        <translation>Sabotage: Nüsse wegnehmen</translation>
    </message>
    <message>
        <source>sabotage: take coins</source>
        <translation>Sabotage: Münzen wegnehmen</translation>
    </message>
    <message>
        <source>sabotage: exhaust tree squirrels</source>
        <translation>Sabotage: Baumhörnchen erschöpfen</translation>
    </message>
    <message>
        <source>sabotage: exhaust ground squirrels</source>
        <translation>Sabotage: Bodenhörnchen erschöpfen</translation>
    </message>
    <message>
        <source>sabotage: exhaust flying squirrels</source>
        <translation>Sabotage: Flughörnchen erschöpfen</translation>
    </message>
    <message>
        <source>sabotage: raid stash</source>
        <translation>Sabotage: Versteck plündern</translation>
    </message>
    <message>
        <source>sabotage: each loses nuts</source>
        <translation>Sabotage: jeder verliert Nüsse</translation>
    </message>
    <message>
        <source>sabotage: each loses coins</source>
        <translation>Sabotage: jeder verliert Münzen</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a tree squirrel</source>
        <translation>Sabotage: jeder erschöpft ein Baumhörnchen</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a ground squirrel</source>
        <translation>Sabotage: jeder erschöpft ein Bodenhörnchen</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a flying squirrel</source>
        <translation>Sabotage: jeder erschöpft ein Flughörnchen</translation>
    </message>
    <message>
        <source>nuts when exhausted</source>
        <translation>Nüsse beim Erschöpfen</translation>
    </message>
    <message>
        <source>guard (protects a squirrel)</source>
        <translation>Wache (beschützt ein Eichhörnchen)</translation>
    </message>
    <message>
        <source>watch (coins for flying, cards for ground)</source>
        <translation>Ausguck (Münzen für Flug-, Karten für Bodenhörnchen)</translation>
    </message>
    <message>
        <source>stash guard (safe stash, end bonus)</source>
        <translation>Versteckwache (sicheres Versteck, Bonus am Ende)</translation>
    </message>
    <message>
        <source>gather on going to sleep</source>
        <translation>beim Schlafengehen sammeln</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Every card of the deck: squirrels stay in play and give loops each morning; items are played for their effects and discarded.</source>
        <translation>Jede Karte des Stapels: Eichhörnchen bleiben im Spiel und geben jeden Morgen Erträge; Gegenstände werden für ihre Effekte gespielt und abgeworfen.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>The card&apos;s id: lower-case letters, digits and hyphens; records name the card by it.</source>
        <translation>Die ID der Karte: Kleinbuchstaben, Ziffern und Bindestriche; Aufzeichnungen benennen die Karte damit.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>A squirrel costs stamina and stays in play; an item costs coins and is discarded.</source>
        <translation>Ein Eichhörnchen kostet Ausdauer und bleibt im Spiel; ein Gegenstand kostet Münzen und wird abgeworfen.</translation>
    </message>
    <message>
        <source>squirrel</source>
        <translation>Eichhörnchen</translation>
    </message>
    <message>
        <source>item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Effect 1</source>
        <translation>Effekt 1</translation>
    </message>
    <message>
        <source>The first play effect.</source>
        <translation>Der erste Ausspieleffekt.</translation>
    </message>
    <message>
        <source>Effect 2</source>
        <translation>Effekt 2</translation>
    </message>
    <message>
        <source>The second play effect, resolved after the first.</source>
        <translation>Der zweite Ausspieleffekt, nach dem ersten abgehandelt.</translation>
    </message>
    <message>
        <source>Effect 3</source>
        <translation>Effekt 3</translation>
    </message>
    <message>
        <source>The third play effect, resolved last.</source>
        <translation>Der dritte Ausspieleffekt, zuletzt abgehandelt.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>What the squirrel does while it is refreshed (unique squirrels).</source>
        <translation>Was das Eichhörnchen tut, solange es bereit ist (einzigartige Eichhörnchen).</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>A tree squirrel.</source>
        <translation>Ein Baumhörnchen.</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>Boden</translation>
    </message>
    <message>
        <source>A ground squirrel.</source>
        <translation>Ein Bodenhörnchen.</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Flug</translation>
    </message>
    <message>
        <source>A flying squirrel.</source>
        <translation>Ein Flughörnchen.</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Einzigartig</translation>
    </message>
    <message>
        <source>A unique squirrel (usually one copy, with an ability).</source>
        <translation>Ein einzigartiges Eichhörnchen (meist ein Exemplar, mit einer Fähigkeit).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Stamina for a squirrel, coins for an item.</source>
        <translation>Ausdauer für ein Eichhörnchen, Münzen für einen Gegenstand.</translation>
    </message>
    <message>
        <source>Nut loops</source>
        <translation>Nuss-Erträge</translation>
    </message>
    <message>
        <source>Nuts it gives each morning while in play.</source>
        <translation>Nüsse, die es jeden Morgen gibt, solange es im Spiel ist.</translation>
    </message>
    <message>
        <source>Stamina loops</source>
        <translation>Ausdauer-Erträge</translation>
    </message>
    <message>
        <source>Stamina it gives each morning while in play.</source>
        <translation>Ausdauer, die es jeden Morgen gibt, solange es im Spiel ist.</translation>
    </message>
    <message>
        <source>Coin loops</source>
        <translation>Münz-Erträge</translation>
    </message>
    <message>
        <source>Coins it gives each morning while in play.</source>
        <translation>Münzen, die es jeden Morgen gibt, solange es im Spiel ist.</translation>
    </message>
    <message>
        <source>Card loops</source>
        <translation>Karten-Erträge</translation>
    </message>
    <message>
        <source>Cards it draws each morning while in play.</source>
        <translation>Karten, die es jeden Morgen zieht, solange es im Spiel ist.</translation>
    </message>
    <message>
        <source>Stash value</source>
        <translation>Versteckwert</translation>
    </message>
    <message>
        <source>Nuts it scores at the end if it is in a stash.</source>
        <translation>Nüsse, die es am Ende bringt, wenn es in einem Versteck liegt.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplare</translation>
    </message>
    <message>
        <source>How many of it the deck holds.</source>
        <translation>Wie viele davon der Stapel enthält.</translation>
    </message>
    <message>
        <source>Amount 1</source>
        <translation>Menge 1</translation>
    </message>
    <message>
        <source>The first effect&apos;s number.</source>
        <translation>Die Zahl des ersten Effekts.</translation>
    </message>
    <message>
        <source>Amount 2</source>
        <translation>Menge 2</translation>
    </message>
    <message>
        <source>The second effect&apos;s number.</source>
        <translation>Die Zahl des zweiten Effekts.</translation>
    </message>
    <message>
        <source>Amount 3</source>
        <translation>Menge 3</translation>
    </message>
    <message>
        <source>The third effect&apos;s number.</source>
        <translation>Die Zahl des dritten Effekts.</translation>
    </message>
    <message>
        <source>Ability amount</source>
        <translation>Fähigkeitsmenge</translation>
    </message>
    <message>
        <source>The ability&apos;s number.</source>
        <translation>Die Zahl der Fähigkeit.</translation>
    </message>
    <message>
        <source>Island income by day</source>
        <translation>Inseleinkommen je Tag</translation>
    </message>
    <message>
        <source>One row per day, in order: what every player gains in that day&apos;s morning, and the solo rival&apos;s stamina.</source>
        <translation>Eine Zeile pro Tag, der Reihe nach: was jeder Spieler am Morgen dieses Tages erhält, und die Ausdauer des Solo-Rivalen.</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Ausdauer</translation>
    </message>
    <message>
        <source>Stamina each player gains in the morning.</source>
        <translation>Ausdauer, die jeder Spieler am Morgen erhält.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Coins each player gains in the morning.</source>
        <translation>Münzen, die jeder Spieler am Morgen erhält.</translation>
    </message>
    <message>
        <source>Cards each player draws in the morning.</source>
        <translation>Karten, die jeder Spieler am Morgen zieht.</translation>
    </message>
    <message>
        <source>Rival stamina</source>
        <translation>Ausdauer des Rivalen</translation>
    </message>
    <message>
        <source>The solo rival&apos;s stamina that day: the squirrels it plays before it sleeps.</source>
        <translation>Die Ausdauer des Solo-Rivalen an diesem Tag: die Eichhörnchen, die er spielt, bevor er schläft.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>Days in a game; the island income table has one row per day.</source>
        <translation>Tage in einer Partie; die Tabelle des Inseleinkommens hat eine Zeile pro Tag.</translation>
    </message>
    <message>
        <source>Stamina cap</source>
        <translation>Ausdauergrenze</translation>
    </message>
    <message>
        <source>The most stamina a player can hold; each stamina gained above it becomes 1 nut.</source>
        <translation>Die meiste Ausdauer, die ein Spieler haben kann; jede darüber hinaus gewonnene Ausdauer wird zu 1 Nuss.</translation>
    </message>
    <message>
        <source>Coins per stamina</source>
        <translation>Münzen pro Ausdauer</translation>
    </message>
    <message>
        <source>Coins a player may pay instead of 1 stamina of a cost.</source>
        <translation>Münzen, die ein Spieler statt 1 Ausdauer einer Kosten zahlen darf.</translation>
    </message>
    <message>
        <source>Island surcharge</source>
        <translation>Inselaufschlag</translation>
    </message>
    <message>
        <source>Extra cost of a card played from the island, paid in stamina or coins at the player&apos;s choice.</source>
        <translation>Zusatzkosten einer von der Insel gespielten Karte, nach Wahl des Spielers in Ausdauer oder Münzen bezahlt.</translation>
    </message>
    <message>
        <source>Island slots</source>
        <translation>Inselplätze</translation>
    </message>
    <message>
        <source>Face-up cards on the island, refilled each morning.</source>
        <translation>Offene Karten auf der Insel, jeden Morgen aufgefüllt.</translation>
    </message>
    <message>
        <source>Nuts per gather</source>
        <translation>Nüsse pro Sammeln</translation>
    </message>
    <message>
        <source>Nuts an asleep player gains by exhausting one of their squirrels.</source>
        <translation>Nüsse, die ein schlafender Spieler durch Erschöpfen eines seiner Eichhörnchen erhält.</translation>
    </message>
    <message>
        <source>Rival&apos;s starting nuts</source>
        <translation>Startnüsse des Rivalen</translation>
    </message>
    <message>
        <source>Nuts the solo rival starts with; more makes the game harder.</source>
        <translation>Nüsse, mit denen der Solo-Rivale beginnt; mehr macht das Spiel schwerer.</translation>
    </message>
    <message>
        <source>Rival&apos;s die</source>
        <translation>Würfel des Rivalen</translation>
    </message>
    <message>
        <source>Sides of the die the rival rolls for an island slot; a roll past the slots or on an empty slot takes the top card of the deck.</source>
        <translation>Seiten des Würfels, mit dem der Rivale einen Inselplatz auswürfelt; ein Wurf über die Plätze hinaus oder auf einen leeren Platz nimmt die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <source>Rival&apos;s cards a day</source>
        <translation>Karten des Rivalen pro Tag</translation>
    </message>
    <message>
        <source>The rival goes to sleep after taking this many cards in a day, whatever its stamina (a safeguard for decks with few squirrels).</source>
        <translation>Der Rivale geht schlafen, nachdem er so viele Karten an einem Tag genommen hat, unabhängig von seiner Ausdauer (eine Absicherung für Stapel mit wenigen Eichhörnchen).</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>days</source>
        <translation>Tage</translation>
    </message>
    <message>
        <source>nuts</source>
        <translation>Nüsse</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>stamina</source>
        <translation>Ausdauer</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelGame</name>
    <message>
        <source>Day %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>Players per game</source>
        <translation>Spieler pro Partie</translation>
    </message>
    <message>
        <source>Players in a game (the solo rival not counted).</source>
        <translation>Spieler in einer Partie (ohne den Solo-Rivalen).</translation>
    </message>
    <message>
        <source>Final score of a player</source>
        <translation>Endpunktzahl eines Spielers</translation>
    </message>
    <message>
        <source>The mean final score (nuts, stash and bonus) of all players.</source>
        <translation>Die mittlere Endpunktzahl (Nüsse, Versteck und Bonus) aller Spieler.</translation>
    </message>
    <message>
        <source>Score spread</source>
        <translation>Punktespanne</translation>
    </message>
    <message>
        <source>The best final score of a game minus the worst (the solo rival included).</source>
        <translation>Die beste Endpunktzahl einer Partie minus die schlechteste (einschließlich des Solo-Rivalen).</translation>
    </message>
    <message>
        <source>Played per game</source>
        <translation>Gespielt pro Partie</translation>
    </message>
    <message>
        <source>How often the card is played in a game.</source>
        <translation>Wie oft die Karte in einer Partie gespielt wird.</translation>
    </message>
    <message>
        <source>Players who played it</source>
        <translation>Spieler, die sie gespielt haben</translation>
    </message>
    <message>
        <source>Players who played the card at least once, over all games.</source>
        <translation>Spieler, die die Karte mindestens einmal gespielt haben, über alle Partien.</translation>
    </message>
    <message>
        <source>Final score of its players</source>
        <translation>Endpunktzahl ihrer Spieler</translation>
    </message>
    <message>
        <source>The mean final score of the players who played the card.</source>
        <translation>Die mittlere Endpunktzahl der Spieler, die die Karte gespielt haben.</translation>
    </message>
    <message>
        <source>Edge of the card</source>
        <translation>Vorteil der Karte</translation>
    </message>
    <message>
        <source>The mean final score of its players minus that of all players: positive when players who play it do better than players in general.</source>
        <translation>Die mittlere Endpunktzahl ihrer Spieler minus die aller Spieler: positiv, wenn Spieler, die sie spielen, besser abschneiden als Spieler im Allgemeinen.</translation>
    </message>
    <message>
        <source>Resources gained</source>
        <translation>Gewonnene Ressourcen</translation>
    </message>
    <message>
        <source>Nuts, stamina, coins and cards all players gained that day, per game.</source>
        <translation>Nüsse, Ausdauer, Münzen und Karten, die alle Spieler an diesem Tag gewonnen haben, pro Partie.</translation>
    </message>
    <message>
        <source>play a card or go to sleep</source>
        <translation>eine Karte spielen oder schlafen gehen</translation>
    </message>
    <message>
        <source>gather: exhaust a squirrel, or pass</source>
        <translation>sammeln: ein Eichhörnchen erschöpfen oder passen</translation>
    </message>
    <message>
        <source>choose the opponent</source>
        <translation>den Gegner wählen</translation>
    </message>
    <message>
        <source>stash a card from your hand</source>
        <translation>eine Karte von deiner Hand verstecken</translation>
    </message>
    <message>
        <source>exhaust a squirrel</source>
        <translation>ein Eichhörnchen erschöpfen</translation>
    </message>
    <message>
        <source>keep one of the cards looked at</source>
        <translation>eine der angesehenen Karten behalten</translation>
    </message>
    <message>
        <source>exhaust a squirrel to collect its loops</source>
        <translation>ein Eichhörnchen erschöpfen, um seine Erträge zu sammeln</translation>
    </message>
    <message>
        <source>choose the squirrel to protect</source>
        <translation>das zu beschützende Eichhörnchen wählen</translation>
    </message>
    <message>
        <source>refresh a squirrel</source>
        <translation>ein Eichhörnchen bereit machen</translation>
    </message>
    <message>
        <source>The game is over: final scores.</source>
        <translation>Das Spiel ist vorbei: Endstand.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden from the players until the end, the totals count them as if the game ended now.</source>
        <translation>Tag %1 läuft; Verstecke sind bis zum Ende vor den Spielern verborgen, die Summen zählen sie, als ob das Spiel jetzt endete.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden until the end, so the totals are the nuts so far.</source>
        <translation>Tag %1 läuft; Verstecke sind bis zum Ende verborgen, daher sind die Summen die bisherigen Nüsse.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (gewinnt)</translation>
    </message>
    <message>
        <source>  nuts: %1</source>
        <translation>  Nüsse: %1</translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s), value hidden</source>
        <translation>
            <numerusform>  Versteck: %n Karte, Wert verborgen</numerusform>
            <numerusform>  Versteck: %n Karten, Wert verborgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s) worth %1 nuts</source>
        <translation>
            <numerusform>  Versteck: %n Karte im Wert von %1 Nüssen</numerusform>
            <numerusform>  Versteck: %n Karten im Wert von %1 Nüssen</numerusform>
        </translation>
    </message>
    <message>
        <source>  bonus: %1 nuts</source>
        <translation>  Bonus: %1 Nüsse</translation>
    </message>
    <message>
        <source>  squirrels in play: %1</source>
        <translation>  Eichhörnchen im Spiel: %1</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  Summe: %1 Punkte</translation>
    </message>
    <message numerus="yes">
        <source>Squirrel, costs %n stamina.</source>
        <translation>
            <numerusform>Eichhörnchen, kostet %n Ausdauer.</numerusform>
            <numerusform>Eichhörnchen, kostet %n Ausdauer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Item, costs %n coin(s).</source>
        <translation>
            <numerusform>Gegenstand, kostet %n Münze.</numerusform>
            <numerusform>Gegenstand, kostet %n Münzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loops: %1.</source>
        <translation>Erträge: %1.</translation>
    </message>
    <message>
        <source>Stash value %1.</source>
        <translation>Versteckwert %1.</translation>
    </message>
    <message>
        <source>no such card in these rules</source>
        <translation>diese Karte gibt es in diesen Regeln nicht</translation>
    </message>
    <message>
        <source>unknown payment</source>
        <translation>unbekannte Zahlungsweise</translation>
    </message>
    <message numerus="yes">
        <source>the island has %n slot(s)</source>
        <translation>
            <numerusform>die Insel hat %n Platz</numerusform>
            <numerusform>die Insel hat %n Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in island slot %2</source>
        <translation>%1 liegt nicht auf Inselplatz %2</translation>
    </message>
    <message>
        <source>these rules have no island surcharge to pay</source>
        <translation>diese Regeln haben keinen Inselaufschlag zu bezahlen</translation>
    </message>
    <message>
        <source>a card from the hand has no island surcharge</source>
        <translation>eine Karte von der Hand hat keinen Inselaufschlag</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>you have no room for more squirrels (%1)</source>
        <translation>du hast keinen Platz für weitere Eichhörnchen (%1)</translation>
    </message>
    <message>
        <source>you cannot afford %1</source>
        <translation>du kannst dir %1 nicht leisten</translation>
    </message>
    <message>
        <source>pay between %1 and %2 stamina of the cost with coins</source>
        <translation>bezahle zwischen %1 und %2 Ausdauer der Kosten mit Münzen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>malformed decision</source>
        <translation>fehlerhafte Entscheidung</translation>
    </message>
    <message>
        <source>now play a card or go to sleep</source>
        <translation>spiele jetzt eine Karte oder geh schlafen</translation>
    </message>
    <message>
        <source>that is not one of the choices: now %1</source>
        <translation>das ist keine der Möglichkeiten: jetzt %1</translation>
    </message>
    <message>
        <source>The rival</source>
        <translation>Der Rivale</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>eine Karte</translation>
    </message>
    <message>
        <source>expected one of: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</source>
        <translation>erwartet wird eines von: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</translation>
    </message>
    <message>
        <source>expected a card id, found &quot;%1&quot;</source>
        <translation>erwartet wird eine Karten-ID, gefunden: „%1“</translation>
    </message>
    <message>
        <source>expected &quot;hand&quot; or an island slot from 1 to %1</source>
        <translation>erwartet wird &quot;hand&quot; oder ein Inselplatz von 1 bis %1</translation>
    </message>
    <message>
        <source>expected &quot;stamina&quot; or &quot;coins&quot;</source>
        <translation>erwartet wird &quot;stamina&quot; oder &quot;coins&quot;</translation>
    </message>
    <message>
        <source>%1 (squirrel %2)</source>
        <translation>%1 (Eichhörnchen %2)</translation>
    </message>
    <message>
        <source>Play an unknown card</source>
        <translation>Eine unbekannte Karte spielen</translation>
    </message>
    <message>
        <source>free</source>
        <translation>kostenlos</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>Play %1 from the hand, paying %2</source>
        <translation>%1 von der Hand spielen, Kosten: %2</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2, paying %3</source>
        <translation>%1 von Inselplatz %2 spielen, Kosten: %3</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Schlafen gehen</translation>
    </message>
    <message>
        <source>Gather with %1</source>
        <translation>Mit %1 sammeln</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Sabotage %1</source>
        <translation>%1 sabotieren</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>%1 verstecken</translation>
    </message>
    <message>
        <source>Stash a card from the hand</source>
        <translation>Eine Karte von der Hand verstecken</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Exhaust %1 of %2</source>
        <translation>%1 von %2 erschöpfen</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <source>Keep one of the cards looked at</source>
        <translation>Eine der angesehenen Karten behalten</translation>
    </message>
    <message>
        <source>Exhaust %1 and collect its loops</source>
        <translation>%1 erschöpfen und seine Erträge sammeln</translation>
    </message>
    <message>
        <source>Protect %1</source>
        <translation>%1 beschützen</translation>
    </message>
    <message>
        <source>Refresh %1</source>
        <translation>%1 bereit machen</translation>
    </message>
    <message>
        <source>Day %1 begins; %2 starts.</source>
        <translation>Tag %1 beginnt; %2 fängt an.</translation>
    </message>
    <message>
        <source>%1 comes to island slot %2.</source>
        <translation>%1 kommt auf Inselplatz %2.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel aus %n Karte gemischt.</numerusform>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel aus %n Karten gemischt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the island&apos;s income: %2, %3, %4.</source>
        <translation>%1 erhält das Einkommen der Insel: %2, %3, %4.</translation>
    </message>
    <message>
        <source>a squirrel</source>
        <translation>ein Eichhörnchen</translation>
    </message>
    <message>
        <source>%1&apos;s %2 loops: %3.</source>
        <translation>Erträge von %2 (%1): %3.</translation>
    </message>
    <message>
        <source>%1&apos;s stamina is full: %2 instead.</source>
        <translation>Die Ausdauer von %1 ist voll: stattdessen %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation>von der Hand</translation>
    </message>
    <message>
        <source>from island slot %1</source>
        <translation>von Inselplatz %1</translation>
    </message>
    <message>
        <source>The rival takes %1 %2.</source>
        <translation>Der Rivale nimmt %1 %2.</translation>
    </message>
    <message>
        <source>from the deck</source>
        <translation>vom Nachziehstapel</translation>
    </message>
    <message>
        <source>%1 plays %2 %3.</source>
        <translation>%1 spielt %2 %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 %3, paying %4.</source>
        <translation>%1 spielt %2 %3 und bezahlt %4.</translation>
    </message>
    <message>
        <source>%1 goes to sleep.</source>
        <translation>%1 geht schlafen.</translation>
    </message>
    <message>
        <source>%1 exhausts a squirrel and gathers %2.</source>
        <translation>%1 erschöpft ein Eichhörnchen und sammelt %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>Go again! %1 takes another turn.</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards.</extracomment>
        <translation>Nochmal! %1 ist noch einmal am Zug.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 erhält %2.</translation>
    </message>
    <message>
        <source>%1 stashes the top card of the deck, unseen.</source>
        <translation>%1 versteckt die oberste Karte des Nachziehstapels ungesehen.</translation>
    </message>
    <message>
        <source>%1 stashes %2.</source>
        <translation>%1 versteckt %2.</translation>
    </message>
    <message>
        <source>%1 stashes a card from the hand.</source>
        <translation>%1 versteckt eine Karte von der Hand.</translation>
    </message>
    <message>
        <source>Sabotage! %1 takes %2 from %3.</source>
        <translation>Sabotage! %1 nimmt %3 %2 weg.</translation>
    </message>
    <message>
        <source>Sabotage! %1 loses %2.</source>
        <translation>Sabotage! %1 verliert %2.</translation>
    </message>
    <message>
        <source>%1 exhausts %2.</source>
        <translation>%1 erschöpft %2.</translation>
    </message>
    <message>
        <source>Sabotage! %1 exhausts %2 of %3.</source>
        <translation>Sabotage! %1 erschöpft %2 von %3.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage! %1 moves %n card(s) from %2&apos;s stash into their own, unseen.</source>
        <translation>
            <numerusform>Sabotage! %1 legt %n Karte aus dem Versteck von %2 ungesehen in das eigene.</numerusform>
            <numerusform>Sabotage! %1 legt %n Karten aus dem Versteck von %2 ungesehen in das eigene.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s stash is guarded: the raid fails.</source>
        <translation>Das Versteck von %1 ist bewacht: Der Überfall scheitert.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 is protected.</source>
        <translation>Eichhörnchen %2 von %1 ist beschützt.</translation>
    </message>
    <message>
        <source>%1 refreshes squirrel %2.</source>
        <translation>%1 macht Eichhörnchen %2 bereit.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 now protects squirrel %3.</source>
        <translation>Eichhörnchen %2 von %1 beschützt jetzt Eichhörnchen %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the deck.</source>
        <translation>
            <numerusform>%1 sieht sich %n Karte vom Nachziehstapel an.</numerusform>
            <numerusform>%1 sieht sich die obersten %n Karten des Nachziehstapels an.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 behält %2.</translation>
    </message>
    <message>
        <source>%1 is discarded.</source>
        <translation>%1 wird abgeworfen.</translation>
    </message>
    <message>
        <source>The rival rolls %1: no card there, it takes the top of the deck.</source>
        <translation>Der Rivale würfelt %1: Dort liegt keine Karte, er nimmt die oberste des Nachziehstapels.</translation>
    </message>
    <message>
        <source>The rival rolls %1.</source>
        <translation>Der Rivale würfelt %1.</translation>
    </message>
    <message>
        <source>Everyone is asleep: day %1 ends.</source>
        <translation>Alle schlafen: Tag %1 endet.</translation>
    </message>
    <message>
        <source>%1&apos;s stash holds %2.</source>
        <translation>Das Versteck von %1 enthält %2.</translation>
    </message>
    <message>
        <source>%1 scores %2: %3 nuts, %4 from the stash, %5 bonus.</source>
        <translation>%1 erzielt %2: %3 Nüsse, %4 aus dem Versteck, %5 Bonus.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>Das Spiel ist vorbei: %1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Das Spiel ist vorbei: %1 gewinnt.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on.</source>
        <translation>%1 hat nichts, worauf es wirken kann.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelModule</name>
    <message>
        <source>Squirrel Island</source>
        <translation>Squirrel Island</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Zwei Spieler</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Drei Spieler</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Vier Spieler</translation>
    </message>
    <message>
        <source>Five players</source>
        <translation>Fünf Spieler</translation>
    </message>
    <message>
        <source>Solo against the rival</source>
        <translation>Solo gegen den Rivalen</translation>
    </message>
    <message>
        <source>Exhaust while asleep</source>
        <extracomment>How the squirrel to exhaust is chosen while the player is asleep (BGA&apos;s &quot;auto-exhaust&quot;).</extracomment>
        <translation>Erschöpfen im Schlaf</translation>
    </message>
    <message>
        <source>Choose myself</source>
        <translation>Selbst wählen</translation>
    </message>
    <message>
        <source>In the suggested order</source>
        <translation>In der vorgeschlagenen Reihenfolge</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Zufällig</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelRules</name>
    <message>
        <source>unknown effect kind &quot;%1&quot;</source>
        <translation>unbekannte Effektart „%1“</translation>
    </message>
    <message>
        <source>expected at least 1 for the effect &quot;%1&quot;</source>
        <translation>erwartet wird mindestens 1 für den Effekt „%1“</translation>
    </message>
    <message>
        <source>expected at most %1 cards to look at</source>
        <translation>erwartet werden höchstens %1 Karten zum Ansehen</translation>
    </message>
    <message>
        <source>unknown ability &quot;%1&quot;</source>
        <translation>unbekannte Fähigkeit „%1“</translation>
    </message>
    <message>
        <source>expected at least 1 for the ability &quot;%1&quot;</source>
        <translation>erwartet wird mindestens 1 für die Fähigkeit „%1“</translation>
    </message>
    <message>
        <source>a card with no cost and no effect, loop or ability; give it a cost or something to do</source>
        <translation>eine Karte ohne Kosten und ohne Effekt, Ertrag oder Fähigkeit; gib ihr Kosten oder etwas zu tun</translation>
    </message>
    <message>
        <source>a squirrel needs a habitat: tree, ground, flying or unique</source>
        <translation>ein Eichhörnchen braucht einen Lebensraum: tree, ground, flying oder unique</translation>
    </message>
    <message>
        <source>an item without effects does nothing when played</source>
        <translation>ein Gegenstand ohne Effekte bewirkt beim Ausspielen nichts</translation>
    </message>
    <message>
        <source>an item&apos;s loops are never collected: items do not stay in play</source>
        <translation>die Erträge eines Gegenstands werden nie gesammelt: Gegenstände bleiben nicht im Spiel</translation>
    </message>
    <message>
        <source>an item&apos;s ability never works: items do not stay in play</source>
        <translation>die Fähigkeit eines Gegenstands wirkt nie: Gegenstände bleiben nicht im Spiel</translation>
    </message>
    <message>
        <source>the effect &quot;protect&quot; needs a squirrel with the ability &quot;guard&quot;</source>
        <translation>der Effekt „protect“ braucht ein Eichhörnchen mit der Fähigkeit „guard“</translation>
    </message>
    <message>
        <source>a guard without the effect &quot;protect&quot; never protects anything</source>
        <translation>ein Wächter ohne den Effekt „protect“ beschützt nie etwas</translation>
    </message>
    <message>
        <source>the ids &quot;%1&quot; and &quot;%2&quot; share the same short key in records; rename one</source>
        <translation>die IDs „%1“ und „%2“ haben in Aufzeichnungen denselben Kurzschlüssel; benenne eine um</translation>
    </message>
    <message>
        <source>the deck holds %1 cards; expected at most %2</source>
        <translation>der Stapel enthält %1 Karten; erwartet werden höchstens %2</translation>
    </message>
    <message>
        <source>the deck holds %1 cards, fewer than the island&apos;s %2 slots</source>
        <translation>der Stapel enthält %1 Karten, weniger als die %2 Plätze der Insel</translation>
    </message>
    <message>
        <source>expected %1 rows, one per day (dayCount), found %2</source>
        <translation>erwartet werden %1 Zeilen, eine pro Tag (dayCount), gefunden: %2</translation>
    </message>
    <message>
        <source>day %1 has no income: expected some stamina, coins or cards</source>
        <translation>Tag %1 hat kein Einkommen: erwartet wird etwas Ausdauer, Münzen oder Karten</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design the rules of an island game.</source>
        <translation>Die Regeln eines Inselspiels entwerfen.</translation>
    </message>
    <message>
        <source>The game whose default rules to edit.</source>
        <translation>Das Spiel, dessen Standardregeln bearbeitet werden.</translation>
    </message>
    <message>
        <source>A ruleset file to open.</source>
        <translation>Eine zu öffnende Regelwerk-Datei.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>Unbekanntes Spiel „%1“; erwartet wird eines von: %2</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Die Regeln konnten nicht geöffnet werden:

%1</translation>
    </message>
    <message>
        <source>A game record to open, or a ruleset to open in the rules editor.</source>
        <translation>Ein zu öffnender Spielverlauf oder ein Regelwerk, das im Regeleditor geöffnet wird.</translation>
    </message>
    <message>
        <source>Open the file as the window does, print the window&apos;s title and quit: the exit status is 0 when the file opened and 2 when it did not, with the reason on standard error. For scripts and tests.</source>
        <translation>Die Datei wie das Fenster öffnen, den Fenstertitel ausgeben und beenden: Der Rückgabewert ist 0, wenn die Datei geöffnet wurde, und 2, wenn nicht, mit dem Grund auf der Standardfehlerausgabe. Für Skripte und Tests.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file to open.</source>
        <translation>--quit-after-open braucht eine zu öffnende Datei.</translation>
    </message>
    <message>
        <source>Play, design and print island board games: %1.</source>
        <extracomment>%1 lists the names of the games, separated by commas</extracomment>
        <translation>Inselbrettspiele spielen, gestalten und drucken: %1.</translation>
    </message>
</context>
</TS>
