<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl_PL">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 is turning the drawn tile.</source>
        <translation>%1 obraca dobrany kafelek.</translation>
    </message>
    <message>
        <source>%1 is placing a tile from the lighthouse.</source>
        <translation>%1 kładzie kafelek dzięki latarni.</translation>
    </message>
    <message>
        <source>%1 is choosing a captured building&apos;s side.</source>
        <translation>%1 wybiera stronę zdobytego budynku.</translation>
    </message>
    <message>
        <source>%1 may re-roll dice.</source>
        <translation>%1 może przerzucić kości.</translation>
    </message>
    <message>
        <source>%1 is moving.</source>
        <translation>%1 wykonuje ruch.</translation>
    </message>
    <message>
        <source> (B)</source>
        <translation> (B)</translation>
    </message>
    <message>
        <source>Swap the token (S)</source>
        <translation>Odwróć żeton (S)</translation>
    </message>
    <message>
        <source>Swap the token</source>
        <translation>Odwróć żeton</translation>
    </message>
    <message>
        <source>Stack (K)</source>
        <translation>Połącz (K)</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Połącz oddziały</translation>
    </message>
    <message>
        <source>End activation (E)</source>
        <translation>Zakończ aktywację (E)</translation>
    </message>
    <message>
        <source>End this unit&apos;s activation</source>
        <translation>Zakończ aktywację tego oddziału</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Zakończ turę (E)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Turn the drawn tile:</source>
        <translation>Obróć dobrany kafelek:</translation>
    </message>
    <message>
        <source>Place the drawn tile on a lit area:</source>
        <translation>Połóż dobrany kafelek na podświetlonym obszarze:</translation>
    </message>
    <message>
        <source>The drawn tile</source>
        <translation>Dobrany kafelek</translation>
    </message>
    <message>
        <source>Arrow pointing %1</source>
        <translation>Strzałka skierowana na %1</translation>
    </message>
    <message>
        <source>%1. Arrow %2</source>
        <translation>%1. Strzałka: %2</translation>
    </message>
    <message>
        <source>Your building on %1 is:</source>
        <translation>Twój budynek na polu %1 to:</translation>
    </message>
    <message>
        <source>1. City (C)</source>
        <translation>1. Miasto (C)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Miasto</translation>
    </message>
    <message>
        <source>2. Factory (F)</source>
        <translation>2. Fabryka (F)</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fabryka</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Obrońca</translation>
    </message>
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>Your choices</source>
        <translation>Twoje możliwości</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <source>The island, %1 by %2 spaces</source>
        <translation>Wyspa, %1 × %2 pól</translation>
    </message>
</context>
<context>
    <name>BattleCard</name>
    <message>
        <source>Battle: %1</source>
        <translation>Bitwa: %1</translation>
    </message>
    <message>
        <source>Last battle: %1</source>
        <translation>Ostatnia bitwa: %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Obrońcy</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (poległ)</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, a defending squad falls</source>
        <translation>Starcie %1: %2 przeciw %3, drużyna obrońców pada</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, an attacking squad falls</source>
        <translation>Starcie %1: %2 przeciw %3, drużyna atakujących pada</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Atak</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Obrona</translation>
    </message>
    <message>
        <source>die showing %1</source>
        <translation>kość z wynikiem %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more die(s)</source>
        <translation>
            <numerusform>+ jeszcze %n kość</numerusform>
            <numerusform>+ jeszcze %n kości</numerusform>
            <numerusform>+ jeszcze %n kości</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the board.</source>
        <translation>Na planszy działają strzałki i Enter.</translation>
    </message>
    <message>
        <source>Green: where it can go; red: what it can attack. Click a space to move there, or the unit again to act where it stands.</source>
        <translation>Zielone: dokąd może iść; czerwone: co może zaatakować. Kliknij pole, aby tam przejść, albo ponownie oddział, aby działać tam, gdzie stoi.</translation>
    </message>
    <message>
        <source>Click one of your lit units to see where it can go, or a lit base or factory to recruit; End turn (E) when done.</source>
        <translation>Kliknij jeden ze swoich podświetlonych oddziałów, aby zobaczyć, dokąd może iść, albo podświetloną bazę lub fabrykę, aby rekrutować; na koniec „Zakończ turę” (E).</translation>
    </message>
    <message numerus="yes">
        <source>Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.</source>
        <translation>
            <numerusform>Kliknij zielone pole, aby się przesunąć (został %n punkt), czerwony oddział, aby zobaczyć szanse, i ponownie, aby zaatakować, albo użyj przycisku pod planszą.</numerusform>
            <numerusform>Kliknij zielone pole, aby się przesunąć (zostały %n punkty), czerwony oddział, aby zobaczyć szanse, i ponownie, aby zaatakować, albo użyj przycisku pod planszą.</numerusform>
            <numerusform>Kliknij zielone pole, aby się przesunąć (zostało %n punktów), czerwony oddział, aby zobaczyć szanse, i ponownie, aby zaatakować, albo użyj przycisku pod planszą.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile was revealed: choose which way its arrow points (keys 1–%1).</source>
        <translation>Odkryto kafelek: wybierz, w którą stronę wskazuje jego strzałka (klawisze 1–%1).</translation>
    </message>
    <message>
        <source>Your lighthouse lets you place the drawn tile: click one of the lit empty areas.</source>
        <translation>Dzięki latarni kładziesz dobrany kafelek: kliknij jeden z podświetlonych pustych obszarów.</translation>
    </message>
    <message>
        <source>You captured a building: make it a city (C) or a factory (F).</source>
        <translation>Zdobywasz budynek: zrób z niego miasto (C) albo fabrykę (F).</translation>
    </message>
    <message>
        <source>Your stack may throw its lowest dice again (keys 1–%1).</source>
        <translation>Twój połączony oddział może ponownie rzucić najniższymi kośćmi (klawisze 1–%1).</translation>
    </message>
    <message>
        <source>The generals&apos; armies</source>
        <translation>Armie generałów</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armie</translation>
    </message>
    <message>
        <source>%1 (%2): eliminated</source>
        <translation>%1 (%2): poza grą</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>poza grą</translation>
    </message>
    <message>
        <source>Supply: basic / elite / building tokens</source>
        <translation>Zapas: oddziały podstawowe / elitarne / żetony budynków</translation>
    </message>
    <message>
        <source>Last battle: %1 attacked %2</source>
        <translation>Ostatnia walka: %1 przeciw %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Obrońca</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) · supply %1/%2/%3</source>
        <translation>
            <numerusform>%n oddział · zapas %1/%2/%3</numerusform>
            <numerusform>%n oddziały · zapas %1/%2/%3</numerusform>
            <numerusform>%n oddziałów · zapas %1/%2/%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</source>
        <translation>
            <numerusform>%1 (%2): %n moneta, dochód %3, oddziały: %4; w zapasie: %5 podst., %6 elit., %7 żetonów</numerusform>
            <numerusform>%1 (%2): %n monety, dochód %3, oddziały: %4; w zapasie: %5 podst., %6 elit., %7 żetonów</numerusform>
            <numerusform>%1 (%2): %n monet, dochód %3, oddziały: %4; w zapasie: %5 podst., %6 elit., %7 żetonów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Island board</source>
        <translation>Plansza wyspy</translation>
    </message>
    <message>
        <source>, latest move</source>
        <translation>, ostatni ruch</translation>
    </message>
    <message>
        <source>, can be chosen</source>
        <translation>, do wyboru</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Plansza mgły %1</translation>
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
        <translation>Żółty, pulsujący</translation>
    </message>
    <message>
        <source>Can be chosen now: where the selected hand token may go, or a tile the decision asks for.</source>
        <translation>Do wyboru teraz: gdzie może trafić wybrany żeton z ręki albo pole, o które pyta decyzja.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Pomarańczowy</translation>
    </message>
    <message>
        <source>The first tile of a two-tile choice; choose the second one next.</source>
        <translation>Pierwsze pole wyboru dwóch pól; teraz wybierz drugie.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Pomarańczowy pierścień</translation>
    </message>
    <message>
        <source>The latest move, or the move being reviewed.</source>
        <translation>Ostatni ruch albo ruch właśnie przeglądany.</translation>
    </message>
    <message>
        <source>Pale gold</source>
        <translation>Bladozłoty</translation>
    </message>
    <message>
        <source>Part of a line that scores now. At a round&apos;s end the line being counted is outlined and its points are shown beside it.</source>
        <translation>Część linii, która teraz punktuje. Na koniec rundy liczona linia jest obrysowana, a jej punkty widać obok.</translation>
    </message>
    <message>
        <source>Grey fog</source>
        <translation>Szara mgła</translation>
    </message>
    <message>
        <source>Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is lifted.</source>
        <translation>Zakryte planszą mgły (każda plansza jest obrysowana i ponumerowana): nic nie można tu położyć, dopóki nie zostanie zdjęta.</translation>
    </message>
    <message>
        <source>Dark outline</source>
        <translation>Ciemny obrys</translation>
    </message>
    <message>
        <source>The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.</source>
        <translation>Kursor klawiatury: przesuwają go strzałki, Enter lub Spacja wybiera pole.</translation>
    </message>
    <message>
        <source>What the tiles show</source>
        <translation>Co pokazują pola</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Oznaczenie</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Znaczenie</translation>
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
        <translation>%1, wyczerpana</translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation>%1, chroniona</translation>
    </message>
    <message>
        <source>%1, can be chosen now</source>
        <translation>%1, do wyboru teraz</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Przekaż ekran: %1</translation>
    </message>
    <message>
        <source>It is me: show my tokens (Enter)</source>
        <translation>To ja: pokaż moje żetony (Enter)</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Decision</source>
        <extracomment>the accessible name of the panel where the player makes the current decision (a noun)</extracomment>
        <translation>Decyzja</translation>
    </message>
    <message>
        <source>Choose one (keys 1–9 for the first nine).</source>
        <translation>Wybierz jedną opcję (klawisze 1–9 dla pierwszych dziewięciu).</translation>
    </message>
    <message>
        <source>Hide the list of choices</source>
        <translation>Ukryj listę opcji</translation>
    </message>
    <message>
        <source>All choices…</source>
        <translation>Wszystkie opcje…</translation>
    </message>
</context>
<context>
    <name>DiceOverlay</name>
    <message>
        <source>The attacker wins</source>
        <translation>Wygrywa atakujący</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Wygrywa obrońca</translation>
    </message>
    <message>
        <source>A tie: nobody is destroyed</source>
        <translation>Remis: nikt nie ginie</translation>
    </message>
    <message>
        <source>Re-rolls may follow</source>
        <translation>Możliwe przerzuty</translation>
    </message>
    <message>
        <source>Combat: %1</source>
        <translation>Walka: %1</translation>
    </message>
    <message>
        <source>Battle: %1 attacks %2</source>
        <translation>Walka: %1 atakuje %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Obrońca</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>%1: dice %2, total %3</source>
        <translation>%1: kości %2, suma %3</translation>
    </message>
</context>
<context>
    <name>FoggySidePanel</name>
    <message>
        <source>Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).</source>
        <extracomment>%1 is how many tokens are still to pick, %2 the highest number key</extracomment>
        <translation>Żetony do wybrania na rękę początkową: %1. Wybieraj je po jednym ze swojego zestawu (klawisze 1–%2).</translation>
    </message>
    <message>
        <source>Keep one of the two weather cards you drew (keys 1, 2).</source>
        <translation>Zatrzymaj jedną z dwóch dobranych kart pogody (klawisze 1, 2).</translation>
    </message>
    <message>
        <source>Click a fog board on the island to lift it, or choose it here.</source>
        <translation>Kliknij planszę mgły na wyspie, aby ją zdjąć, albo wybierz ją tutaj.</translation>
    </message>
    <message>
        <source>Now choose the second tile.</source>
        <translation>Teraz wybierz drugie pole.</translation>
    </message>
    <message>
        <source>Choose the mercenaries to hire on the board, then Done hiring.</source>
        <translation>Wybierz na planszy najemników do wynajęcia, a potem Koniec wynajmowania.</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>how many tokens of this character are left in the pile: &quot;3 left&quot;</extracomment>
        <translation>Pozostało: %1</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under a weather card: keep this card (a verb)</extracomment>
        <translation>Zatrzymaj</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Plansza mgły %1</translation>
    </message>
</context>
<context>
    <name>FuzzyBoardPage</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Dzień %1 z %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dzień %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Przygotowanie</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Pozostał %n punkt ruchu</numerusform>
            <numerusform>Pozostały %n punkty ruchu</numerusform>
            <numerusform>Pozostało %n punktów ruchu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free move(s) left (equip, garrison, armory)</source>
        <translation>
            <numerusform>Pozostał %n darmowy ruch (zakładanie, garnizon, zbrojownia)</numerusform>
            <numerusform>Pozostały %n darmowe ruchy (zakładanie, garnizon, zbrojownia)</numerusform>
            <numerusform>Pozostało %n darmowych ruchów (zakładanie, garnizon, zbrojownia)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzyMap</name>
    <message>
        <source>The map</source>
        <translation>Mapa</translation>
    </message>
</context>
<context>
    <name>FuzzySidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the map; 1–9 take the buttons below it.</source>
        <translation>Strzałki i Enter działają na mapie; 1–9 wybierają przyciski pod nią.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place your settlement.</source>
        <translation>Kliknij żółte pole, aby postawić swoją osadę.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place the new token.</source>
        <translation>Kliknij żółte pole, aby położyć nowy żeton.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.</source>
        <translation>
            <numerusform>Kliknij zielone pole, aby tam wejść (pozostał %n punkt), innego swojego bohatera, aby go wybrać, albo przycisk pod mapą.</numerusform>
            <numerusform>Kliknij zielone pole, aby tam wejść (pozostały %n punkty), innego swojego bohatera, aby go wybrać, albo przycisk pod mapą.</numerusform>
            <numerusform>Kliknij zielone pole, aby tam wejść (pozostało %n punktów), innego swojego bohatera, aby go wybrać, albo przycisk pod mapą.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose below the map; End turn (E) when done.</source>
        <translation>Wybierz pod mapą; „Zakończ turę” (E), gdy skończysz.</translation>
    </message>
    <message>
        <source>Choose the size of the next squad below the map.</source>
        <translation>Wybierz pod mapą wielkość następnej drużyny.</translation>
    </message>
    <message>
        <source>Choose which squads join the exchange and which squad they strike, below the map.</source>
        <translation>Wybierz pod mapą, które drużyny wchodzą do starcia i którą drużynę atakują.</translation>
    </message>
    <message>
        <source>Choose which of your squads falls.</source>
        <translation>Wybierz, która z twoich drużyn pada.</translation>
    </message>
    <message>
        <source>Choose below the map.</source>
        <translation>Wybierz pod mapą.</translation>
    </message>
    <message>
        <source>The players&apos; treasuries</source>
        <translation>Skarbce graczy</translation>
    </message>
    <message>
        <source>Treasuries</source>
        <translation>Skarbce</translation>
    </message>
    <message>
        <source>%1: eliminated</source>
        <translation>%1: wyeliminowany</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coin(s), income %2, upkeep %3 at the last Daybreak</source>
        <translation>
            <numerusform>%1: %n moneta, dochód %2, utrzymanie %3 o ostatnim Świcie</numerusform>
            <numerusform>%1: %n monety, dochód %2, utrzymanie %3 o ostatnim Świcie</numerusform>
            <numerusform>%1: %n monet, dochód %2, utrzymanie %3 o ostatnim Świcie</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>wyeliminowany</translation>
    </message>
    <message>
        <source>%1 · +%2 −%3</source>
        <translation>%1 · +%2 −%3</translation>
    </message>
    <message>
        <source>Coins · income + and upkeep − at the last Daybreak</source>
        <translation>Monety · dochód + i utrzymanie − o ostatnim Świcie</translation>
    </message>
    <message>
        <source>%1 offers you an alliance: accept or refuse below the map.</source>
        <translation>%1 proponuje ci sojusz: przyjmij go albo odrzuć pod mapą.</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>monety</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>punkty</translation>
    </message>
    <message>
        <source>%1 points scored</source>
        <translation>Zdobyte punkty: %1</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nowa gra…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Rozpocznij nową grę</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Obejrzyj planszę</translation>
    </message>
    <message>
        <source>Close and look at the final board</source>
        <translation>Zamknij i obejrzyj końcowy stan planszy</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 board</source>
        <extracomment>the accessible name of the board; %1 is the name of the game being played</extracomment>
        <translation>Plansza: %1</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Plansza gry</translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Start a game with Game ▸ New Game… (Ctrl+N)</source>
        <translation>Rozpocznij grę poleceniem Gra ▸ Nowa gra… (Ctrl+N)</translation>
    </message>
</context>
<context>
    <name>GoAgainBanner</name>
    <message>
        <source>Go again!</source>
        <extracomment>The keyword printed on cards: the player takes another turn</extracomment>
        <translation>Jeszcze raz!</translation>
    </message>
    <message>
        <source>%1 takes another turn</source>
        <translation>%1 wykonuje dodatkową turę</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation>Twoja ręka</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>the title above the tokens in hand: %1 is the player</extracomment>
        <translation>Ręka: %1</translation>
    </message>
    <message>
        <source>Spectating</source>
        <extracomment>the title above the hand when nobody&apos;s hand is shown: the person only watches the game</extracomment>
        <translation>Obserwujesz</translation>
    </message>
    <message>
        <source>Select a token (1–%1), then a lit tile (arrow keys, Enter)</source>
        <translation>Wybierz żeton (1–%1), a potem podświetlone pole (strzałki, Enter)</translation>
    </message>
    <message>
        <source>Pick your opening hand in the panel on the left</source>
        <translation>Wybierz rękę początkową w panelu po lewej</translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation>Brak żetonów na ręce</translation>
    </message>
    <message>
        <source>%1, %2 in hand, key %3</source>
        <translation>%1, %2 na ręce, klawisz %3</translation>
    </message>
    <message>
        <source>In Foggy weather this
mercenary may go face up</source>
        <translation>Przy pogodzie Mgliście ten
najemnik może leżeć odkryty</translation>
    </message>
    <message>
        <source>Face down (F)</source>
        <translation>Zakryty (F)</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Połóż zakryty</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Twoja ręka: %n karta</numerusform>
            <numerusform>Twoja ręka: %n karty</numerusform>
            <numerusform>Twoja ręka: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Twoja ręka jest pusta</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>na twojej ręce</translation>
    </message>
</context>
<context>
    <name>HiringPanel</name>
    <message>
        <source>Hire mercenaries</source>
        <translation>Wynajmij najemników</translation>
    </message>
    <message>
        <source>Purse: %1 coins</source>
        <translation>Monety w sakiewce: %1</translation>
    </message>
    <message>
        <source>Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.</source>
        <translation>Każdy najemnik zastępuje podstawowy żeton z twojego zestawu. Wynajmij tylu, ilu chcesz i na ilu cię stać, a potem wybierz Koniec wynajmowania.</translation>
    </message>
    <message>
        <source>Mercenaries for hire</source>
        <translation>Najemnicy do wynajęcia</translation>
    </message>
    <message>
        <source>Can be hired now</source>
        <translation>Można wynająć teraz</translation>
    </message>
    <message>
        <source>Cannot be hired now</source>
        <translation>Nie można wynająć teraz</translation>
    </message>
    <message>
        <source>%1 coins · replaces %2</source>
        <translation>Monety: %1 · zastępuje: %2</translation>
    </message>
    <message>
        <source>hired %1 of %2</source>
        <translation>wynajęto %1 z %2</translation>
    </message>
    <message>
        <source>Done hiring</source>
        <translation>Koniec wynajmowania</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>Click to review the board after this decision</source>
        <translation>Kliknij, aby obejrzeć planszę po tej decyzji</translation>
    </message>
    <message>
        <source>Review the board after this decision</source>
        <translation>Obejrzyj planszę po tej decyzji</translation>
    </message>
    <message>
        <source>No decisions yet</source>
        <translation>Jeszcze nie podjęto decyzji</translation>
    </message>
</context>
<context>
    <name>LookChooser</name>
    <message>
        <source>%1: keep one of these cards (keys 1–%2); the others are discarded.</source>
        <translation>%1: zatrzymaj jedną z tych kart (klawisze 1–%2); pozostałe zostaną odrzucone.</translation>
    </message>
    <message>
        <source>looked at</source>
        <translation>obejrzana</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under one of the cards looked at: keep this card (a verb)</extracomment>
        <translation>Zatrzymaj</translation>
    </message>
</context>
<context>
    <name>OddsCard</name>
    <message>
        <source>Attack %1: win %2, tie %3, lose %4</source>
        <translation>Atak na %1: wygrana %2, remis %3, przegrana %4</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Atak na %1</translation>
    </message>
    <message>
        <source>Win %1 · Tie %2 · Lose %3</source>
        <translation>Wygrana %1 · Remis %2 · Przegrana %3</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Atakuj (A)</translation>
    </message>
</context>
<context>
    <name>PaymentChooser</name>
    <message>
        <source>How do you pay? (keys 1–%1, Escape to cancel)</source>
        <translation>Jak płacisz? (klawisze 1–%1, Esc anuluje)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>awake</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>czuwa</translation>
    </message>
    <message>
        <source>asleep</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>śpi</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the rival), %2, %n nut(s)</source>
        <translation>
            <numerusform>%1 (rywal), %2, %n orzech</numerusform>
            <numerusform>%1 (rywal), %2, %n orzechy</numerusform>
            <numerusform>%1 (rywal), %2, %n orzechów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n nut(s)</source>
        <translation>
            <numerusform>%1, %2, %n orzech</numerusform>
            <numerusform>%1, %2, %n orzechy</numerusform>
            <numerusform>%1, %2, %n orzechów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s)</source>
        <translation>
            <numerusform>, %n moneta</numerusform>
            <numerusform>, %n monety</numerusform>
            <numerusform>, %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 stamina</source>
        <translation>, energia %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) in hand</source>
        <translation>
            <numerusform>, %n karta na ręce</numerusform>
            <numerusform>, %n karty na ręce</numerusform>
            <numerusform>, %n kart na ręce</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stashed</source>
        <translation>
            <numerusform>, %n karta w skrytce</numerusform>
            <numerusform>, %n karty w skrytce</numerusform>
            <numerusform>, %n kart w skrytce</numerusform>
        </translation>
    </message>
    <message>
        <source>, first player</source>
        <translation>, pierwszy gracz</translation>
    </message>
    <message>
        <source>, can be chosen now</source>
        <translation>, do wyboru teraz</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name: this is the person looking; note the leading space</extracomment>
        <translation> (ty)</translation>
    </message>
    <message>
        <source>Awake</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player is awake (an adjective)</extracomment>
        <translation>Czuwa</translation>
    </message>
    <message>
        <source>Asleep</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player has gone to sleep (an adjective)</extracomment>
        <translation>Śpi</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Pierwszy gracz</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Pierwszy gracz: zaczyna każdy nowy dzień</translation>
    </message>
    <message>
        <source>Nuts</source>
        <extracomment>a resource: the nuts a player has collected (the points of Squirrel Island)</extracomment>
        <translation>Orzechy</translation>
    </message>
    <message>
        <source>Coins</source>
        <extracomment>a resource: the coins a player has to pay for items</extracomment>
        <translation>Monety</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n karta na ręce</numerusform>
            <numerusform>%n karty na ręce</numerusform>
            <numerusform>%n kart na ręce</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards stashed</source>
        <translation>Karty w skrytce</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Energia rywala</translation>
    </message>
    <message>
        <source>Winner! </source>
        <extracomment>The final score and its parts; %1 total, %2 nuts, %3 stash values, %4 bonus</extracomment>
        <translation>Zwycięzca! </translation>
    </message>
    <message>
        <source>%1 points: %2 nuts + %3 stash + %4 bonus</source>
        <translation>Punkty: %1 (orzechy %2 + skrytka %3 + premia %4)</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n more turn(s) today)</source>
        <translation>
            <numerusform>Jeszcze raz! (dziś jeszcze %n tura)</numerusform>
            <numerusform>Jeszcze raz! (dziś jeszcze %n tury)</numerusform>
            <numerusform>Jeszcze raz! (dziś jeszcze %n tur)</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>under the name of the computer player whose move it is</extracomment>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>under the name of the player whose move it is (short)</extracomment>
        <translation>ruch</translation>
    </message>
    <message>
        <source>Stash:</source>
        <extracomment>before a player&apos;s stashed cards, shown face up once the game is over (the stash: cards put aside face down)</extracomment>
        <translation>Skrytka:</translation>
    </message>
    <message>
        <source>in %1&apos;s stash</source>
        <translation>w skrytce: %1</translation>
    </message>
</context>
<context>
    <name>RecruitMenu</name>
    <message>
        <source>Recruit at %1</source>
        <translation>Rekrutuj na polu %1</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Anuluj (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
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
        <translation>Przeglądanie decyzji %1 z %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>a button: leave the review of an earlier position and go back to the game as it is</extracomment>
        <translation>◀ Wstecz</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Poprzednia decyzja</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Poprzednia decyzja (strzałka w lewo)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Dalej ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Następna decyzja</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Następna decyzja (strzałka w prawo)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Powrót do gry</translation>
    </message>
    <message>
        <source>Return to the live game (Escape)</source>
        <translation>Wróć do bieżącej gry (Esc)</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>End of round %1</source>
        <translation>Koniec rundy %1</translation>
    </message>
    <message>
        <source>The last round is over</source>
        <translation>Ostatnia runda dobiegła końca</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Runda %1 dobiegła końca</translation>
    </message>
    <message>
        <source>+%1 this round</source>
        <translation>+%1 w tej rundzie</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>Łącznie %1</translation>
    </message>
    <message>
        <source>No line scored this round.</source>
        <translation>W tej rundzie żadna linia nie punktowała.</translation>
    </message>
    <message>
        <source>Lines that scored (%1)</source>
        <translation>Punktujące linie (%1)</translation>
    </message>
    <message>
        <source>Lines that scored</source>
        <translation>Punktujące linie</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 pt</source>
        <translation>
            <numerusform>%1 pkt</numerusform>
            <numerusform>%1 pkt</numerusform>
            <numerusform>%1 pkt</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all lines (Space)</source>
        <translation>Pokaż wszystkie linie (Spacja)</translation>
    </message>
    <message>
        <source>See the result (Enter)</source>
        <translation>Zobacz wynik (Enter)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Następna runda (Enter)</translation>
    </message>
    <message>
        <source>Show every scored line at once</source>
        <translation>Pokaż naraz wszystkie punktujące linie</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Zobacz, kto wygrał</translation>
    </message>
    <message>
        <source>Continue to the next round</source>
        <translation>Przejdź do następnej rundy</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, side %2, %3 points%4</source>
        <translation>%1, strona %2, punkty: %3%4</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, na ruchu</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name on their seat panel: this seat is the person looking; note the leading space</extracomment>
        <translation> (ty)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a seat preference&apos;s accessible name: %1 the preference (e.g. &quot;Hand order&quot;), %2 the player</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n żeton na ręce</numerusform>
            <numerusform>%n żetony na ręce</numerusform>
            <numerusform>%n żetonów na ręce</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>on the seat panel of the computer player whose move it is</extracomment>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>on the seat panel of the player whose move it is (short)</extracomment>
        <translation>na ruchu</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>a unit, under a seat&apos;s score on its panel (plural: the score is usually more than one)</extracomment>
        <translation>punkty</translation>
    </message>
</context>
<context>
    <name>SquirrelBoardPage</name>
    <message>
        <source>The island</source>
        <translation>Wyspa</translation>
    </message>
    <message>
        <source>Island</source>
        <extracomment>a short label written sideways beside the island&apos;s row of face-up cards (a place, the island board)</extracomment>
        <translation>Wyspa</translation>
    </message>
    <message>
        <source>on island slot %1</source>
        <translation>na polu wyspy %1</translation>
    </message>
    <message>
        <source>Slot %1 empty</source>
        <translation>Pole %1 puste</translation>
    </message>
    <message>
        <source>Sleep (S)</source>
        <translation>Śpij (S)</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Idź spać</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <extracomment>a button: let the turn go by without gathering (a verb); P is its key</extracomment>
        <translation>Pas (P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the Pass button&apos;s accessible name: let the turn go by (a verb)</extracomment>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <extracomment>a button: finish the card being resolved (I am done); D is its key</extracomment>
        <translation>Gotowe (D)</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>the Done button&apos;s accessible name: finish the card being resolved</extracomment>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Morning of day %1: the island&apos;s gifts and the loops (Esc skips)</source>
        <translation>Poranek dnia %1: dary wyspy i pętle (Esc pomija)</translation>
    </message>
</context>
<context>
    <name>SquirrelSidePanel</name>
    <message>
        <source>Arrow keys and Enter choose on the board.</source>
        <translation>Strzałki i Enter wybierają na planszy.</translation>
    </message>
    <message>
        <source>Click a lit card in your hand to play it, or one on the island (it costs 1 stamina or 1 coin more); or Sleep (S).</source>
        <translation>Kliknij podświetloną kartę na ręce, aby ją zagrać, albo kartę na wyspie (kosztuje o 1 pkt energii lub 1 monetę więcej); albo Śpij (S).</translation>
    </message>
    <message>
        <source>You may gather at once: click one of your refreshed squirrels to exhaust it, or Pass (P).</source>
        <translation>Możesz od razu zbierać: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać, albo Pas (P).</translation>
    </message>
    <message>
        <source>You are asleep: click one of your refreshed squirrels to exhaust it and gather, or Pass (P).</source>
        <translation>Śpisz: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać i zbierać, albo Pas (P).</translation>
    </message>
    <message>
        <source>%1: click the opponent to sabotage.</source>
        <translation>%1: kliknij przeciwnika, którego chcesz sabotować.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click a card in your hand to stash it (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: kliknij kartę na ręce, aby schować ją do skrytki (jeszcze najwyżej %n), albo Gotowe (D).</numerusform>
            <numerusform>%1: kliknij kartę na ręce, aby schować ją do skrytki (jeszcze najwyżej %n), albo Gotowe (D).</numerusform>
            <numerusform>%1: kliknij kartę na ręce, aby schować ją do skrytki (jeszcze najwyżej %n), albo Gotowe (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your own refreshed squirrels to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać (jeszcze %n).</numerusform>
            <numerusform>%1: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać (jeszcze %n).</numerusform>
            <numerusform>%1: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać (jeszcze %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click a lit squirrel of %2 to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: kliknij podświetloną wiewiórkę przeciwnika (%2), aby ją wyczerpać (jeszcze %n).</numerusform>
            <numerusform>%1: kliknij podświetloną wiewiórkę przeciwnika (%2), aby ją wyczerpać (jeszcze %n).</numerusform>
            <numerusform>%1: kliknij podświetloną wiewiórkę przeciwnika (%2), aby ją wyczerpać (jeszcze %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep one of the cards you looked at (keys 1–%2).</source>
        <translation>%1: zatrzymaj jedną z obejrzanych kart (klawisze 1–%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać i zebrać jej pętle (jeszcze najwyżej %n), albo Gotowe (D).</numerusform>
            <numerusform>%1: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać i zebrać jej pętle (jeszcze najwyżej %n), albo Gotowe (D).</numerusform>
            <numerusform>%1: kliknij jedną ze swoich odświeżonych wiewiórek, aby ją wyczerpać i zebrać jej pętle (jeszcze najwyżej %n), albo Gotowe (D).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click the squirrel of yours it protects.</source>
        <translation>%1: kliknij swoją wiewiórkę, którą ma chronić.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click an exhausted squirrel of yours to refresh it (%n more).</source>
        <translation>
            <numerusform>%1: kliknij swoją wyczerpaną wiewiórkę, aby ją odświeżyć (jeszcze %n).</numerusform>
            <numerusform>%1: kliknij swoją wyczerpaną wiewiórkę, aby ją odświeżyć (jeszcze %n).</numerusform>
            <numerusform>%1: kliknij swoją wyczerpaną wiewiórkę, aby ją odświeżyć (jeszcze %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving</source>
        <extracomment>a heading above the card whose effect is being carried out now</extracomment>
        <translation>Rozpatrywanie</translation>
    </message>
    <message>
        <source>Resolving %1: %2</source>
        <translation>Rozpatrywanie: %1: %2</translation>
    </message>
    <message>
        <source>The island&apos;s gifts each morning</source>
        <translation>Dary wyspy każdego ranka</translation>
    </message>
    <message>
        <source>Each morning the island gives</source>
        <translation>Każdego ranka wyspa daje</translation>
    </message>
    <message numerus="yes">
        <source>Day %1: %2 stamina, %n coin(s), %3 cards</source>
        <translation>
            <numerusform>Dzień %1: energia %2, monety %n, karty %3</numerusform>
            <numerusform>Dzień %1: energia %2, monety %n, karty %3</numerusform>
            <numerusform>Dzień %1: energia %2, monety %n, karty %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>a row of the island&apos;s income table: &quot;Day 2&quot; (the game lasts a few days)</extracomment>
        <translation>Dzień %1</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
</context>
<context>
    <name>StaminaBar</name>
    <message>
        <source>Stamina: %1 of %2</source>
        <translation>Energia: %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>full: +%n nut(s)</source>
        <translation>
            <numerusform>pełna: +%n orzech</numerusform>
            <numerusform>pełna: +%n orzechy</numerusform>
            <numerusform>pełna: +%n orzechów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>%1 squirrels</source>
        <translation>Wiewiórki: %1</translation>
    </message>
    <message>
        <source>No squirrels yet</source>
        <translation>Jeszcze brak wiewiórek</translation>
    </message>
    <message>
        <source>%1 squirrel %2</source>
        <translation>%1, wiewiórka %2</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Dzień %1 z %2</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Gra dobiegła końca</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Pierwszy gracz: %1</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Pierwszy gracz: zaczyna każdy nowy dzień</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Talia: %n karta</numerusform>
            <numerusform>Talia: %n karty</numerusform>
            <numerusform>Talia: %n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>the draw pile and how many cards are left in it: &quot;Deck 24&quot;</extracomment>
        <translation>Talia %1</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Stos kart odrzuconych: %n karta, na wierzchu %1</numerusform>
            <numerusform>Stos kart odrzuconych: %n karty, na wierzchu %1</numerusform>
            <numerusform>Stos kart odrzuconych: %n kart, na wierzchu %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Stos kart odrzuconych: pusty</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Odrzucone %1</translation>
    </message>
    <message>
        <source>Countdown %1 of %2</source>
        <translation>Odliczanie %1 z %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Exploring</source>
        <translation>Eksploracja</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Runda %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>W stosie został %n kafelek</numerusform>
            <numerusform>W stosie zostały %n kafelki</numerusform>
            <numerusform>W stosie zostało %n kafelków</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations used: %1 of %2</source>
        <translation>Wykorzystane aktywacje: %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Został %n punkt ruchu</numerusform>
            <numerusform>Zostały %n punkty ruchu</numerusform>
            <numerusform>Zostało %n punktów ruchu</numerusform>
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
            <numerusform>%1 (%2): %n moneta, dochód %3</numerusform>
            <numerusform>%1 (%2): %n monety, dochód %3</numerusform>
            <numerusform>%1 (%2): %n monet, dochód %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeatherCard</name>
    <message>
        <source>Weather: %1</source>
        <translation>Pogoda: %1</translation>
    </message>
    <message>
        <source>Weather being chosen</source>
        <translation>Trwa wybór pogody</translation>
    </message>
</context>
<context>
    <name>isle::BalanceLab</name>
    <message>
        <source>Saved rules</source>
        <translation>Zapisane zasady</translation>
    </message>
    <message>
        <source>Current rules</source>
        <translation>Bieżące zasady</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Zapisane</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Bieżące</translation>
    </message>
    <message>
        <source>(run a simulation to see it)</source>
        <translation>(uruchom symulację, aby to zobaczyć)</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>a chart&apos;s legend: the number of games in each bar
----------
a chart axis: the number of games</extracomment>
        <translation>partie</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>Te zasady</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Odsetek zwycięstw pierwszego miejsca</translation>
    </message>
    <message>
        <source>(run a simulation or a comparison to see it)</source>
        <translation>(uruchom symulację lub porównanie, aby to zobaczyć)</translation>
    </message>
    <message>
        <source>win rate</source>
        <extracomment>a chart&apos;s legend: how often the first seat wins</extracomment>
        <translation>odsetek zwycięstw</translation>
    </message>
    <message>
        <source>draws count ½; whiskers: the 95 % interval</source>
        <translation>remisy liczą się za ½; wąsy: przedział 95%</translation>
    </message>
    <message>
        <source>% of the points</source>
        <translation>% punktów</translation>
    </message>
    <message>
        <source>50 %: even</source>
        <translation>50%: równowaga</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Wynik na miejsce</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: lowest, highest</source>
        <translation>pudełko: średnia ± jedno odchylenie; wąsy: najniższy, najwyższy</translation>
    </message>
    <message>
        <source>score</source>
        <extracomment>a chart axis: the points scored</extracomment>
        <translation>wynik</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>First seat&apos;s margin</source>
        <translation>Przewaga pierwszego miejsca</translation>
    </message>
    <message>
        <source>its score minus the second seat&apos;s</source>
        <translation>jego wynik minus wynik drugiego miejsca</translation>
    </message>
    <message>
        <source>margin</source>
        <extracomment>a chart axis: by how many points a game is won</extracomment>
        <translation>przewaga</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Długość partii (decyzje)</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>a chart axis: how many decisions a game takes</extracomment>
        <translation>decyzje</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: shortest, longest</source>
        <translation>pudełko: średnia ± jedno odchylenie; wąsy: najkrótsza, najdłuższa</translation>
    </message>
    <message>
        <source>Figures of the game</source>
        <translation>Wskaźniki gry</translation>
    </message>
    <message>
        <source>(none in these games)</source>
        <translation>(brak w tych partiach)</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>Przegląd parametru</translation>
    </message>
    <message>
        <source>(pick a parameter and a range, then run the sweep)</source>
        <translation>(wybierz parametr i zakres, a potem uruchom przegląd)</translation>
    </message>
    <message>
        <source>across %1</source>
        <translation>w zależności od: %1</translation>
    </message>
    <message>
        <source>rules with errors (not played)</source>
        <translation>zasady z błędami (nierozegrane)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>przedział 95%</translation>
    </message>
    <message>
        <source>no value of the sweep could be played</source>
        <translation>nie udało się rozegrać żadnej wartości przeglądu</translation>
    </message>
    <message>
        <source>Play these rules</source>
        <translation>Rozegraj te zasady</translation>
    </message>
    <message>
        <source>Compare with saved</source>
        <translation>Porównaj z zapisanymi</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <extracomment>a button of the balance lab&apos;s sweep: play games for each value of the range</extracomment>
        <translation>Uruchom przegląd</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>Games per batch; a comparison plays this many under each ruleset</source>
        <translation>Liczba partii w serii; porównanie rozgrywa tyle partii dla każdego zestawu zasad</translation>
    </message>
    <message>
        <source>The same seed deals the same games</source>
        <translation>To samo ziarno rozdaje te same partie</translation>
    </message>
    <message>
        <source>Variant:</source>
        <extracomment>a label in the balance lab, before the variant to play</extracomment>
        <translation>Wariant:</translation>
    </message>
    <message>
        <source>Players:</source>
        <extracomment>a label in the balance lab, before the two computer players</extracomment>
        <translation>Gracze:</translation>
    </message>
    <message>
        <source>against</source>
        <extracomment>between the two computer players of the balance lab: &quot;greedy against random&quot;</extracomment>
        <translation>przeciw</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>a label in the balance lab, before the number of games to play</extracomment>
        <translation>Partie:</translation>
    </message>
    <message>
        <source>seed</source>
        <extracomment>before the random seed&apos;s box in the balance lab: &quot;200 games, seed 1&quot;</extracomment>
        <translation>ziarno</translation>
    </message>
    <message>
        <source>Play the games under the rules as they are now</source>
        <translation>Rozegraj partie według zasad w obecnej postaci</translation>
    </message>
    <message>
        <source>Play the same seeds under the saved rules and the rules as they are now</source>
        <translation>Rozegraj te same ziarna według zapisanych zasad i zasad w obecnej postaci</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Wskaźnik</translation>
    </message>
    <message>
        <source>Change (95 % interval)</source>
        <translation>Zmiana (przedział 95%)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>a chart&apos;s tab in the balance lab: how often the first seat wins</extracomment>
        <translation>Odsetek zwycięstw</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>a chart&apos;s tab in the balance lab: the points of each seat</extracomment>
        <translation>Wyniki</translation>
    </message>
    <message>
        <source>Margins</source>
        <extracomment>a chart&apos;s tab in the balance lab: by how many points games are won</extracomment>
        <translation>Przewagi</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>a chart&apos;s tab in the balance lab: how many decisions a game takes</extracomment>
        <translation>Długość</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>the balance lab&apos;s tab that plays games over a range of one number</extracomment>
        <translation>Przegląd</translation>
    </message>
    <message>
        <source>The number to vary: a parameter or a cell of a table</source>
        <translation>Liczba do zmieniania: parametr lub komórka tabeli</translation>
    </message>
    <message>
        <source>Vary:</source>
        <extracomment>the balance lab&apos;s sweep: the number to vary</extracomment>
        <translation>Zmieniaj:</translation>
    </message>
    <message>
        <source>From:</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>Od:</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>do</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>krok</translation>
    </message>
    <message>
        <source>Plot:</source>
        <extracomment>the balance lab&apos;s sweep: the figure to draw against the varied number</extracomment>
        <translation>Wykres:</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Długość partii</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is one component of the game (a piece, a card), %2 the name of a figure about it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The range is empty: &quot;from&quot; is above &quot;to&quot;.</source>
        <translation>Zakres jest pusty: „od” jest większe niż „do”.</translation>
    </message>
    <message>
        <source> (0 to 1)</source>
        <translation> (od 0 do 1)</translation>
    </message>
    <message>
        <source>The current rules have errors (see the problem list); fix them before playing.</source>
        <translation>Bieżące zasady zawierają błędy (zobacz listę problemów); popraw je przed grą.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>Rozgrywanie partii: %1…</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Nie udało się rozegrać partii: %1</translation>
    </message>
    <message>
        <source>Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); %5 of the games are drawn; a game takes %6 decisions on average.</source>
        <translation>Rozegrane partie: %1. Pierwsze miejsce zdobywa %2 punktów (przedział 95%: od %3 do %4); remisy: %5 partii; partia trwa średnio %6 decyzji.</translation>
    </message>
    <message>
        <source>Games under each ruleset: %1, on the same seeds; the change is the current rules minus the saved ones.</source>
        <translation>Partie dla każdego zestawu zasad: %1, na tych samych ziarnach; zmiana to bieżące zasady minus zapisane.</translation>
    </message>
    <message>
        <source>%1 swept over %2 values.</source>
        <translation>%1: przegląd %2 wartości.</translation>
    </message>
    <message>
        <source>Values that break the rules, not played: %1.</source>
        <translation>Wartości łamiące zasady, nierozegrane: %1.</translation>
    </message>
    <message>
        <source>Play games between computer players to see how the rules balance.</source>
        <translation>Rozegraj partie między graczami komputerowymi, aby zobaczyć, jak zrównoważone są zasady.</translation>
    </message>
    <message>
        <source>Cancelled; the figures cover the games finished so far.</source>
        <translation>Anulowano; wskaźniki obejmują partie ukończone do tej pory.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (od %2 do %3)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>The interval does not contain 0: a real difference</source>
        <translation>Przedział nie zawiera 0: rzeczywista różnica</translation>
    </message>
    <message>
        <source>Change the rules first: they are the same as the saved ones</source>
        <translation>Najpierw zmień zasady: są takie same jak zapisane</translation>
    </message>
</context>
<context>
    <name>isle::Csv</name>
    <message>
        <source>text after a closing quote; expected a comma or the end of the line</source>
        <translation>tekst po cudzysłowie zamykającym; oczekiwano przecinka lub końca wiersza</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>pole w cudzysłowie nie zostało zamknięte</translation>
    </message>
</context>
<context>
    <name>isle::DiceExpression</name>
    <message>
        <source>a number or a die is expected</source>
        <translation>oczekiwano liczby lub kości</translation>
    </message>
    <message>
        <source>a number or a die is expected after &apos;%1&apos;</source>
        <translation>po „%1” oczekiwano liczby lub kości</translation>
    </message>
    <message>
        <source>the numbers add up to more than %1</source>
        <translation>liczby sumują się do więcej niż %1</translation>
    </message>
    <message>
        <source>a number of sides or &apos;P&apos; is expected after &apos;d&apos;</source>
        <translation>po „d” oczekiwano liczby ścianek lub „P”</translation>
    </message>
    <message>
        <source>a die has 2 to %1 sides</source>
        <translation>kość ma od 2 do %1 ścianek</translation>
    </message>
    <message>
        <source>a term has 1 to %1 dice</source>
        <translation>składnik ma od 1 do %1 kości</translation>
    </message>
    <message>
        <source>an expression has at most %1 dice terms</source>
        <translation>wyrażenie ma najwyżej %1 składników z kośćmi</translation>
    </message>
    <message>
        <source>&apos;+&apos; or &apos;-&apos; is expected before &apos;%1&apos;</source>
        <translation>przed „%1” oczekiwano „+” lub „-”</translation>
    </message>
</context>
<context>
    <name>isle::Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Średni</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
</context>
<context>
    <name>isle::EditorWindow</name>
    <message>
        <source>Balance lab</source>
        <translation>Laboratorium balansu</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Za&amp;kończ</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>%1 (%2) — Isleworks rule editor</source>
        <extracomment>%1 is the ruleset&apos;s name, %2 the game it is for</extracomment>
        <translation>%1 (%2) — edytor zasad Isleworks</translation>
    </message>
</context>
<context>
    <name>isle::Game</name>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
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
        <translation>nieznany wariant „%1”; oczekiwano jednego z: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, not %2</source>
        <translation>zestaw zasad dotyczy „%1”, a nie %2</translation>
    </message>
</context>
<context>
    <name>isle::GameRecord</name>
    <message>
        <source>expected a seed: a decimal string of an unsigned 64-bit integer (digits only, without sign, spaces or leading zeros)</source>
        <translation>oczekiwano ziarna: dziesiętnego zapisu 64-bitowej liczby całkowitej bez znaku (same cyfry, bez znaku, spacji i zer wiodących)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>nieznana gra „%1”; oczekiwano jednej z: %2</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>oczekiwano ciągu znaków</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>oczekiwano tablicy ciągów znaków</translation>
    </message>
    <message>
        <source>expected the embedded ruleset object</source>
        <translation>oczekiwano osadzonego obiektu zestawu zasad</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; like the record</source>
        <translation>oczekiwano „%1” jak w zapisie partii</translation>
    </message>
    <message>
        <source>expected an array of decisions</source>
        <translation>oczekiwano tablicy decyzji</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>oczekiwano obiektu, znaleziono %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>oczekiwano obiektu</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>nieznana gra „%1”</translation>
    </message>
    <message>
        <source>decision %1 (%2) comes after the game has ended</source>
        <translation>decyzja %1 (%2) następuje po zakończeniu gry</translation>
    </message>
    <message>
        <source>decision %1 (seat %2: %3) is not legal: %4</source>
        <translation>decyzja %1 (miejsce %2: %3) jest niedozwolona: %4</translation>
    </message>
</context>
<context>
    <name>isle::IssuesPanel</name>
    <message>
        <source>No problems: these rules can be played.</source>
        <translation>Brak problemów: według tych zasad można grać.</translation>
    </message>
    <message>
        <source>Warnings: %1. The rules can still be played.</source>
        <translation>Ostrzeżenia: %1. Według tych zasad nadal można grać.</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is allowed.</source>
        <translation>Błędy: %1, ostrzeżenia: %2. Gry nie można rozpocząć, dopóki błędy nie zostaną poprawione; zapisywanie jest dozwolone.</translation>
    </message>
</context>
<context>
    <name>isle::JsonFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>malformed JSON at %1: %2</source>
        <translation>nieprawidłowy JSON w miejscu %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>oczekiwano obiektu JSON na najwyższym poziomie</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>oczekiwano pliku, znaleziono folder</translation>
    </message>
    <message>
        <source>not an ordinary file (a device, pipe or socket); only ordinary files are read</source>
        <translation>to nie jest zwykły plik (urządzenie, potok lub gniazdo); odczytywane są tylko zwykłe pliki</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>nie można otworzyć pliku: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; Isleworks reads no file that large</source>
        <translation>plik jest większy niż %1 MiB; Isleworks nie odczytuje tak dużych plików</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>nie można odczytać pliku: %1</translation>
    </message>
    <message>
        <source>only part of the file could be written (the disk may be full, or a file size limit reached)</source>
        <translation>udało się zapisać tylko część pliku (dysk może być pełny albo osiągnięto limit rozmiaru pliku)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>oczekiwano „%1”, znaleziono „%2”</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Isleworks reads (up to %2); update Isleworks</source>
        <translation>wersja formatu %1 jest nowsza niż obsługiwana przez tę wersję Isleworks (do %2); zaktualizuj Isleworks</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation>nieznany klucz; oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>wartość logiczna</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>liczba</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ciąg znaków</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>tablica</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>obiekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>oczekiwano liczby całkowitej od %1 do %2, znaleziono %3</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>brak; oczekiwano liczby całkowitej od %1 do %2</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>oczekiwano ciągu znaków, znaleziono %1</translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation>brak; oczekiwano ciągu znaków</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>oczekiwano true lub false, znaleziono %1</translation>
    </message>
    <message>
        <source>missing; expected true or false</source>
        <translation>brak; oczekiwano true lub false</translation>
    </message>
</context>
<context>
    <name>isle::MetadataPage</name>
    <message>
        <source>How this ruleset is named and described in files, records and the game list.</source>
        <translation>Jak ten zestaw zasad jest nazwany i opisany w plikach, zapisach partii i na liście gier.</translation>
    </message>
</context>
<context>
    <name>isle::ParameterListModel</name>
    <message>
        <source>Parameter</source>
        <translation>Parametr</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Jednostka</translation>
    </message>
</context>
<context>
    <name>isle::PatternGrid</name>
    <message>
        <source>Pattern squares</source>
        <translation>Pola wzoru</translation>
    </message>
    <message>
        <source>Arrow keys move, Space paints the square with the chosen colour, digits choose the colour</source>
        <translation>Strzałki przesuwają, Spacja maluje pole wybranym kolorem, cyfry wybierają kolor</translation>
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
        <translation>Maluj pola: %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %)</source>
        <extracomment>The tile designer&apos;s statistics: a code&apos;s name, how many squares, their share.</extracomment>
        <translation>%1: %2 (%3 %)</translation>
    </message>
    <message numerus="yes">
        <source>In all %n copies: </source>
        <extracomment>The tile designer&apos;s statistics over the whole table (every copy of every tile).</extracomment>
        <translation>
            <numerusform>Razem w %n egzemplarzu: </numerusform>
            <numerusform>Razem w %n egzemplarzach: </numerusform>
            <numerusform>Razem w %n egzemplarzach: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of row %2 (%3): choose a colour, then click or drag over the squares</source>
        <translation>%1 wiersza %2 (%3): wybierz kolor, potem klikaj lub przeciągaj po polach</translation>
    </message>
    <message>
        <source>Select a row to paint its %1</source>
        <translation>Wybierz wiersz, aby malować: %1</translation>
    </message>
</context>
<context>
    <name>isle::Player</name>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;ismcts:&quot; must be a whole number from 1 to %2</source>
        <translation>„%1”: liczba iteracji po „ismcts:” musi być liczbą całkowitą od 1 do %2</translation>
    </message>
    <message>
        <source>unknown player &quot;%1&quot;; expected one of: %2</source>
        <translation>nieznany gracz „%1”; oczekiwano jednego z: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;%2:&quot; must be a whole number from 1 to %3</source>
        <translation>„%1”: liczba iteracji po „%2:” musi być liczbą całkowitą od 1 do %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a file, where a computer player searches at most %2 iterations a move (as Expert does); expected &quot;ismcts:N&quot; or a level with its budget (&quot;hard:N&quot;) with N from 1 to %2, or one of: %3</source>
        <translation>„%1” jest niedozwolone w pliku, w którym limit iteracji gracza komputerowego na ruch wynosi %2 (jak na poziomie Ekspert); oczekiwano „ismcts:N” lub poziomu z własnym limitem („hard:N”) z N od 1 do %2 albo jednego z: %3</translation>
    </message>
</context>
<context>
    <name>isle::Position</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>nieznana gra „%1”; oczekiwano jednej z: %2</translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message>
        <source>error</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>ostrzeżenie</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… i jeszcze %Ln problem</numerusform>
            <numerusform>… i jeszcze %Ln problemy</numerusform>
            <numerusform>… i jeszcze %Ln problemów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::ProblemListModel</name>
    <message>
        <source>Not accepted</source>
        <translation>Nie przyjęto</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>%1
This value was not taken; the previous one is kept.</source>
        <translation>%1
Ta wartość nie została przyjęta; zachowano poprzednią.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Waga</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Miejsce</translation>
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
        <translation>Plansza i jej obszary mgły, ponumerowane jak w tabeli. Kliknij obszar, aby zaznaczyć jego wiersz.</translation>
    </message>
</context>
<context>
    <name>isle::Ruleset</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>nieznana gra „%1”; oczekiwano jednej z: %2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>oczekiwano obiektu, znaleziono %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>oczekiwano ciągu znaków, znaleziono %1</translation>
    </message>
    <message>
        <source>missing; expected an object of parameters</source>
        <translation>brak; oczekiwano obiektu z parametrami</translation>
    </message>
    <message>
        <source>missing; the default value is used</source>
        <translation>brak; używana jest wartość domyślna</translation>
    </message>
</context>
<context>
    <name>isle::RulesetDocument</name>
    <message>
        <source>lower-case labels inside sentences</source>
        <extracomment>Translate as &quot;no&quot; when labels keep their capital letter inside a sentence (German nouns).</extracomment>
        <translation>tak</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Uwagi</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>nieznany parametr</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Zmień: %1</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>Zmień: %1 na %2</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>nie ma takiej komórki</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; their names cannot change</source>
        <translation>wiersze tej tabeli są stałe; ich nazw nie można zmienić</translation>
    </message>
    <message>
        <source>Rename row %1 of %2 from &quot;%3&quot; to &quot;%4&quot;</source>
        <translation>Zmień nazwę wiersza %1 tabeli %2 z „%3” na „%4”</translation>
    </message>
    <message>
        <source>Change %1 in row %2 of %3 to %4</source>
        <translation>Zmień: %1 w wierszu %2 tabeli %3 na %4</translation>
    </message>
    <message>
        <source>Change %1 %2 to %3</source>
        <translation>Zmień: %1 %2 na %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an id: expected 1 to 32 lower-case letters (a–z), digits and hyphens, starting with a letter</source>
        <translation>„%1” nie może być identyfikatorem: oczekiwano od 1 do 32 małych liter (a–z), cyfr i łączników, zaczynających się od litery</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by row %2; expected an id no other row has</source>
        <translation>identyfikator „%1” jest już używany w wierszu %2; oczekiwano identyfikatora, którego nie ma żaden inny wiersz</translation>
    </message>
    <message>
        <source>no such table row</source>
        <translation>nie ma takiego wiersza tabeli</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be added</source>
        <translation>wiersze tej tabeli są stałe; nie można dodawać wierszy</translation>
    </message>
    <message>
        <source>Add row %1 to %2</source>
        <translation>Dodaj wiersz %1 do tabeli %2</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be removed</source>
        <translation>wiersze tej tabeli są stałe; nie można usuwać wierszy</translation>
    </message>
    <message>
        <source>Remove row %1 from %2</source>
        <translation>Usuń wiersz %1 z tabeli %2</translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation>nieznana tabela</translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation>nieznane pole; oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Wyczyść: %1</translation>
    </message>
    <message>
        <source>Change %1 to &quot;%2&quot;</source>
        <translation>Zmień: %1 na „%2”</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Bez nazwy</translation>
    </message>
    <message>
        <source>the ruleset has no file name yet; use Save As</source>
        <translation>zestaw zasad nie ma jeszcze nazwy pliku; użyj polecenia Zapisz jako</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;</source>
        <translation>nieznany profil „%1”</translation>
    </message>
    <message>
        <source>Switch to the profile &quot;%1&quot;</source>
        <translation>Przełącz na profil „%1”</translation>
    </message>
</context>
<context>
    <name>isle::RulesetEditor</name>
    <message>
        <source>&amp;New Rules</source>
        <translation>&amp;Nowe zasady</translation>
    </message>
    <message>
        <source>Start from a game&apos;s default rules</source>
        <translation>Zacznij od domyślnych zasad gry</translation>
    </message>
    <message>
        <source>&amp;Open Rules…</source>
        <translation>&amp;Otwórz zasady…</translation>
    </message>
    <message>
        <source>&amp;Save Rules</source>
        <translation>&amp;Zapisz zasady</translation>
    </message>
    <message>
        <source>Save Rules &amp;As…</source>
        <translation>Zapisz zasady &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Show the parameters of:</source>
        <translation>Pokaż parametry dla:</translation>
    </message>
    <message>
        <source>Hide the parameters a variant does not use</source>
        <translation>Ukryj parametry, których wariant nie używa</translation>
    </message>
    <message>
        <source>every variant</source>
        <translation>każdego wariantu</translation>
    </message>
    <message>
        <source>New rules for %1, from its defaults</source>
        <translation>Nowe zasady dla gry %1, na podstawie domyślnych</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Opis</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>Saved %1 with errors (%2); a game cannot start under these rules yet</source>
        <translation>Zapisano %1 z błędami (%2); według tych zasad nie można jeszcze rozpocząć gry</translation>
    </message>
    <message>
        <source>Open Rules</source>
        <translation>Otwórz zasady</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json);;All files (*)</source>
        <translation>Zestawy zasad Isleworks (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Nie udało się otworzyć zasad:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otwarto %1</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>Otwarto %1: %2</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Zapisz zasady</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Nie udało się zapisać zasad: %1</translation>
    </message>
    <message>
        <source>Save Rules As</source>
        <translation>Zapisz zasady jako</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json)</source>
        <translation>Zestawy zasad Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Niezapisane zasady</translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; have unsaved changes. Save them?</source>
        <translation>Zasady „%1” mają niezapisane zmiany. Zapisać je?</translation>
    </message>
    <message>
        <source>Switched to the profile &quot;%1&quot;; Undo switches back</source>
        <translation>Przełączono na profil „%1”; Cofnij przełącza z powrotem</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>modified</source>
        <extracomment>In the profile chooser when the rules equal none of the game&apos;s profiles</extracomment>
        <translation>zmieniony</translation>
    </message>
    <message>
        <source>The rules differ from every profile; choose one to switch every parameter to it</source>
        <translation>Zasady różnią się od każdego profilu; wybierz jeden, aby przełączyć na niego wszystkie parametry</translation>
    </message>
    <message>
        <source>Switch every parameter to one of the game&apos;s profiles (one step to undo)</source>
        <translation>Przełącz wszystkie parametry na jeden z profili gry (cofane jednym krokiem)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetSchema</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation>oczekiwano true lub false, znaleziono %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>expected an array of rows, found %1</source>
        <translation>oczekiwano tablicy wierszy, znaleziono %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows, found %3</source>
        <translation>oczekiwano od %1 do %2 wierszy, znaleziono %3</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>oczekiwano obiektu, znaleziono %1</translation>
    </message>
    <message>
        <source>missing; expected a value for the column &quot;%1&quot;</source>
        <translation>brak; oczekiwano wartości w kolumnie „%1”</translation>
    </message>
    <message>
        <source>expected an id of 1 to 32 lower-case letters, digits and hyphens, starting with a letter</source>
        <translation>oczekiwano identyfikatora z 1–32 małych liter, cyfr i łączników, zaczynającego się od litery</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; appears twice; expected each row once</source>
        <translation>wiersz „%1” występuje dwukrotnie; oczekiwano każdego wiersza raz</translation>
    </message>
    <message>
        <source>missing the row &quot;%1&quot;; expected one row for each of: %2</source>
        <translation>brak wiersza „%1”; oczekiwano po jednym wierszu dla każdego z: %2</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>oczekiwano tekstu, znaleziono %1</translation>
    </message>
    <message>
        <source>expected text of %1 to %2 characters, found %3</source>
        <translation>oczekiwano tekstu o długości od %1 do %2 znaków, znaleziono %3</translation>
    </message>
    <message>
        <source>expected plain text without control characters</source>
        <translation>oczekiwano zwykłego tekstu bez znaków sterujących</translation>
    </message>
    <message>
        <source>expected rows of the codes %1 separated by &quot;/&quot;, found %2</source>
        <translation>oczekiwano wierszy z kodów %1 rozdzielonych „/”, znaleziono %2</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows separated by &quot;/&quot;, found %3</source>
        <translation>oczekiwano od %1 do %2 wierszy rozdzielonych „/”, znaleziono %3</translation>
    </message>
    <message>
        <source>row %1 has %2 codes; expected every row to have the same number, %3 to %4</source>
        <translation>wiersz %1 ma kodów: %2; oczekiwano, że każdy wiersz ma tyle samo, od %3 do %4</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>wiersz %1 ma kod „%2”; oczekiwano jednego z: %3</translation>
    </message>
    <message>
        <source>expected a dice expression such as &quot;2d6+6&quot;, found %1</source>
        <translation>oczekiwano wyrażenia z kośćmi, np. „2d6+6”, znaleziono %1</translation>
    </message>
    <message>
        <source>expected a dice expression of at most %1 characters, found %2</source>
        <translation>oczekiwano wyrażenia z kośćmi o najwyżej %1 znakach, znaleziono %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dice expression: %2 (character %3)</source>
        <translation>„%1” nie jest wyrażeniem z kośćmi: %2 (znak %3)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetTableModel</name>
    <message>
        <source>%1
Id: %2</source>
        <translation>%1
Identyfikator: %2</translation>
    </message>
    <message>
        <source>%1
Unit: %2</source>
        <translation>%1
Jednostka: %2</translation>
    </message>
    <message>
        <source>Add %1 rows to %2</source>
        <translation>Dodaj wiersze (%1) do tabeli %2</translation>
    </message>
    <message>
        <source>Remove %1 rows from %2</source>
        <translation>Usuń wiersze (%1) z tabeli %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>wiersz %1, kolumna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>wiersz %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row of column keys</source>
        <translation>plik jest pusty; oczekiwano wiersza nagłówka z kluczami kolumn</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected: %2</source>
        <translation>nieznana kolumna „%1”; oczekiwano: %2</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is missing</source>
        <translation>brak kolumny „%1”</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>oczekiwano %1 pól jak w nagłówku, znaleziono %2</translation>
    </message>
    <message>
        <source>%1: %2 (the cell holds &quot;%3&quot;)</source>
        <translation>%1: %2 (komórka zawiera „%3”)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Importuj %1 z %2</translation>
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
        <translation>wł.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>wył.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>wiersz %1</translation>
    </message>
    <message>
        <source>Description › %1</source>
        <translation>Opis › %1</translation>
    </message>
    <message>
        <source>%1 (character %2)</source>
        <extracomment>%1 says what is wrong, %2 is the position of the character counted from 1</extracomment>
        <translation>%1 (znak %2)</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>zawsze %1</translation>
    </message>
    <message>
        <source>%1–%2, mean %3</source>
        <extracomment>the range of a dice roll and its mean, &quot;8–18, mean 13&quot;</extracomment>
        <translation>%1–%2, średnio %3</translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>nieznana gra „%1”</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Odsetek zwycięstw pierwszego miejsca</translation>
    </message>
    <message>
        <source>First seat&apos;s score margin</source>
        <translation>Przewaga punktowa pierwszego miejsca</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Długość partii (decyzje)</translation>
    </message>
    <message>
        <source>expected a whole number of at least 0, as a string</source>
        <translation>oczekiwano liczby całkowitej co najmniej 0, jako tekstu</translation>
    </message>
    <message>
        <source>expected a whole number, as a string</source>
        <translation>oczekiwano liczby całkowitej, jako tekstu</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>oczekiwano obiektu, znaleziono %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n seat(s), as the game has</source>
        <translation>
            <numerusform>oczekiwano %n miejsca, tak jak w grze</numerusform>
            <numerusform>oczekiwano %n miejsc, tak jak w grze</numerusform>
            <numerusform>oczekiwano %n miejsc, tak jak w grze</numerusform>
        </translation>
    </message>
    <message>
        <source>wins, draws and losses add up to %1, not to the %2 games played</source>
        <translation>zwycięstwa, remisy i porażki sumują się do %1, a nie do %2 rozegranych partii</translation>
    </message>
    <message>
        <source>expected at most the %1 games played</source>
        <translation>oczekiwano najwyżej %1 rozegranych partii</translation>
    </message>
    <message numerus="yes">
        <source>expected %n count(s), as the game&apos;s figures are laid out</source>
        <translation>
            <numerusform>oczekiwano %n liczby, zgodnie z układem wskaźników gry</numerusform>
            <numerusform>oczekiwano %n liczb, zgodnie z układem wskaźników gry</numerusform>
            <numerusform>oczekiwano %n liczb, zgodnie z układem wskaźników gry</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;simulate&quot; or &quot;compare&quot;</source>
        <translation>oczekiwano „simulate” lub „compare”</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer, as a string</source>
        <translation>oczekiwano 64-bitowej liczby całkowitej bez znaku, jako tekstu</translation>
    </message>
    <message>
        <source>expected 1 to %1 player names</source>
        <translation>oczekiwano od 1 do %1 nazw graczy</translation>
    </message>
    <message>
        <source>expected a player name</source>
        <translation>oczekiwano nazwy gracza</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n ruleset(s)</source>
        <translation>
            <numerusform>oczekiwano %n zestawu zasad</numerusform>
            <numerusform>oczekiwano %n zestawów zasad</numerusform>
            <numerusform>oczekiwano %n zestawów zasad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n result(s)</source>
        <translation>
            <numerusform>oczekiwano %n wyniku</numerusform>
            <numerusform>oczekiwano %n wyników</numerusform>
            <numerusform>oczekiwano %n wyników</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>oczekiwano zestawu zasad dla „%1”</translation>
    </message>
    <message>
        <source>expected the names of the two ruleset files</source>
        <translation>oczekiwano nazw dwóch plików zestawów zasad</translation>
    </message>
    <message numerus="yes">
        <source>expected %n compared figure(s), as the game declares</source>
        <translation>
            <numerusform>oczekiwano %n porównanego wskaźnika, jak deklaruje gra</numerusform>
            <numerusform>oczekiwano %n porównanych wskaźników, jak deklaruje gra</numerusform>
            <numerusform>oczekiwano %n porównanych wskaźników, jak deklaruje gra</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>oczekiwano „%1”</translation>
    </message>
    <message>
        <source>expected the %1 paired games</source>
        <translation>oczekiwano %1 partii w parach</translation>
    </message>
    <message>
        <source>no parts to merge</source>
        <translation>brak części do scalenia</translation>
    </message>
    <message>
        <source>differs from %1&apos;s: the parts are not of one batch</source>
        <translation>różni się od części %1: części nie pochodzą z jednej serii</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>część %1 podano dwa razy</translation>
    </message>
    <message>
        <source>shards missing: %1</source>
        <translation>brakuje części: %1</translation>
    </message>
    <message>
        <source>expected I/N: shard I of N, with 0 &lt;= I &lt; N &lt;= %1 (&quot;2/8&quot;)</source>
        <translation>oczekiwano I/N: część I z N, gdzie 0 &lt;= I &lt; N &lt;= %1 („2/8”)</translation>
    </message>
</context>
<context>
    <name>isle::TablePanel</name>
    <message>
        <source>Add row</source>
        <extracomment>a button of a rules table: add a row to the table (a verb)</extracomment>
        <translation>Dodaj wiersz</translation>
    </message>
    <message>
        <source>Add a row after the selected one</source>
        <translation>Dodaj wiersz za zaznaczonym</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Usuń wiersz</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Usuń zaznaczony wiersz</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importuj CSV…</translation>
    </message>
    <message>
        <source>Replace this table with the rows of a CSV file</source>
        <translation>Zastąp tę tabelę wierszami z pliku CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Eksportuj CSV…</translation>
    </message>
    <message>
        <source>Write this table to a CSV file</source>
        <translation>Zapisz tę tabelę do pliku CSV</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importuj %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Pliki CSV (*.csv);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Nothing was changed; the file has problems:

%1</source>
        <translation>Nic nie zmieniono; plik zawiera problemy:

%1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Eksportuj %1</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Nie udało się zapisać pliku: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message>
        <source>There is no &quot;%1&quot; game.</source>
        <translation>Nie ma gry „%1”.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Ziarno musi być liczbą całkowitą od 0 do 18446744073709551615.</translation>
    </message>
    <message>
        <source>You are reviewing an earlier decision: go back to the game to play on.</source>
        <translation>Przeglądasz wcześniejszą decyzję: wróć do gry, aby grać dalej.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra dobiegła końca.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>To nie twoja tura.</translation>
    </message>
    <message>
        <source>The computer chose an illegal move: %1</source>
        <translation>Komputer wybrał niedozwolony ruch: %1</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Zmienione zasady</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Zmienione zasady: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runda %1 z %2</translation>
    </message>
    <message>
        <source>Spectator</source>
        <extracomment>the person looking at the game when they play no seat: they only watch</extracomment>
        <translation>Obserwator</translation>
    </message>
    <message>
        <source>%1 coins to %2</source>
        <translation>%1 do %2 (monety)</translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation>%1 do %2 (punkty)</translation>
    </message>
    <message>
        <source>A draw, %1 (coins decide the game)</source>
        <translation>Remis, %1 (o wyniku decydują monety)</translation>
    </message>
    <message>
        <source>A draw, %1</source>
        <translation>Remis, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation>
            <numerusform>%1 wygrywa z wynikiem %2 (o wyniku decydują monety)</numerusform>
            <numerusform>%1 wygrywają z wynikiem %2 (o wyniku decydują monety)</numerusform>
            <numerusform>%1 wygrywają z wynikiem %2 (o wyniku decydują monety)</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation>
            <numerusform>%1 wygrywa, %2</numerusform>
            <numerusform>%1 wygrywają, %2</numerusform>
            <numerusform>%1 wygrywają, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet: choose Game ▸ New Game… to start one.</source>
        <translation>Brak gry: wybierz Gra ▸ Nowa gra…, aby ją rozpocząć.</translation>
    </message>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Przeglądanie decyzji %1 z %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Koniec gry. %1</translation>
    </message>
    <message>
        <source>%1 · %2 is thinking…</source>
        <translation>%1 · %2 myśli…</translation>
    </message>
    <message>
        <source>%1 · %2, %3.</source>
        <translation>%1 · %2: %3.</translation>
    </message>
    <message>
        <source>%1 · %2 to %3.</source>
        <translation>%1 · %2: %3.</translation>
    </message>
    <message>
        <source>&amp;Undo (designer mode: any decision)</source>
        <translation>&amp;Cofnij (tryb projektanta: dowolna decyzja)</translation>
    </message>
    <message>
        <source>&amp;Undo %1 (designer mode)</source>
        <translation>&amp;Cofnij: %1 (tryb projektanta)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Cofnij: %1</translation>
    </message>
    <message>
        <source>&amp;Undo (not past a draw or a revealed token)</source>
        <translation>&amp;Cofnij (nie dalej niż do dobrania lub odkrycia żetonu)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ponów: %1</translation>
    </message>
    <message>
        <source>%1 (automatic): %2</source>
        <translation>%1 (automatycznie): %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>To nie jest teraz jedna z opcji.</translation>
    </message>
</context>
<context>
    <name>isle::app::MainWindow</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nowa gra…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Rozpocznij nową grę</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Otwórz…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Otwórz zapisaną partię</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Zapisz</translation>
    </message>
    <message>
        <source>Save the game as a record</source>
        <translation>Zapisz grę jako zapis partii</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Zapisz &amp;jako…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Zakoń&amp;cz</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies</source>
        <translation>Cofnij swoją ostatnią decyzję i odpowiedzi komputera</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ponów</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ponów</translation>
    </message>
    <message>
        <source>&amp;Designer Mode</source>
        <translation>&amp;Tryb projektanta</translation>
    </message>
    <message>
        <source>Undo anything, even past a draw or a revealed token, to try rules out</source>
        <translation>Cofaj wszystko, nawet poza dobranie lub odkrycie żetonu, aby wypróbować zasady</translation>
    </message>
    <message>
        <source>Computer: &amp;Move Now</source>
        <translation>Komputer: &amp;ruch teraz</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and let it play the best move it has found so far</source>
        <translation>Przerwij namysł komputera i pozwól mu wykonać najlepszy ruch, jaki dotąd znalazł</translation>
    </message>
    <message>
        <source>&amp;About Isleworks</source>
        <translation>&amp;O programie Isleworks</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Otwórz o&amp;statnie</translation>
    </message>
    <message>
        <source>Print &amp;Components…</source>
        <translation>Drukuj &amp;komponenty…</translation>
    </message>
    <message>
        <source>Print-and-play sheets of every token, card and board the rules need</source>
        <translation>Arkusze do wydruku (print-and-play) ze wszystkimi żetonami, kartami i planszami, których wymagają zasady</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edycja</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>Tempo &amp;komputera</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): it moves at once</extracomment>
        <translation>&amp;Natychmiastowe</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a short pause before each move</extracomment>
        <translation>&amp;Szybkie</translation>
    </message>
    <message>
        <source>&amp;Relaxed</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a pause before each move</extracomment>
        <translation>&amp;Umiarkowane</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a long pause before each move</extracomment>
        <translation>&amp;Wolne</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Zasady gry</translation>
    </message>
    <message>
        <source>The rules of the game being played, with the numbers of its ruleset</source>
        <translation>Zasady rozgrywanej gry z wartościami z jej zestawu zasad</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Brak ostatnich gier</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Wyczyść listę</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>Balance Lab</source>
        <translation>Laboratorium balansu</translation>
    </message>
    <message>
        <source>The Rules panel keeps its unsaved rules of %1.</source>
        <translation>Panel Zasady zachowuje niezapisane zasady gry %1.</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Niezapisane zasady</translation>
    </message>
    <message>
        <source>The Rules panel holds unsaved edits to the rules of %1. Save them before it turns to the rules of %2?</source>
        <translation>Panel Zasady zawiera niezapisane zmiany w zasadach gry %1. Zapisać je, zanim panel przejdzie do zasad gry %2?</translation>
    </message>
    <message>
        <source>Keep Editing Them</source>
        <translation>Edytuj dalej</translation>
    </message>
    <message>
        <source>The Rules panel now edits the rules of %1.</source>
        <translation>Panel Zasady edytuje teraz zasady gry %1.</translation>
    </message>
    <message>
        <source>&amp;Replay Now</source>
        <translation>Odtwórz &amp;teraz</translation>
    </message>
    <message>
        <source>Replay the game in progress under the edited rules and compare the scores</source>
        <translation>Odtwórz trwającą partię według zmienionych zasad i porównaj wyniki</translation>
    </message>
    <message>
        <source>&amp;New Game with These Rules…</source>
        <translation>Nowa &amp;gra według tych zasad…</translation>
    </message>
    <message>
        <source>Start a new game under the rules in the editor</source>
        <translation>Rozpocznij nową grę według zasad z edytora</translation>
    </message>
    <message>
        <source>Replay After Every &amp;Edit</source>
        <translation>Odtwarzaj po każdej z&amp;mianie</translation>
    </message>
    <message>
        <source>Replay the game in progress whenever a rule changes</source>
        <translation>Odtwarzaj trwającą partię przy każdej zmianie zasad</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Zasady</translation>
    </message>
    <message>
        <source>Open &amp;Recent Rules</source>
        <translation>Otwórz ost&amp;atnie zasady</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Nie udało się otworzyć %1:
%2</translation>
    </message>
    <message>
        <source>No recent rules</source>
        <translation>Brak ostatnich zasad</translation>
    </message>
    <message>
        <source>Undo Rule Edit</source>
        <translation>Cofnij zmianę zasad</translation>
    </message>
    <message>
        <source>Redo Rule Edit</source>
        <translation>Ponów zmianę zasad</translation>
    </message>
    <message>
        <source>Rules of %1: %2%3</source>
        <extracomment>The rules dock&apos;s title: %1 is the game, %2 the ruleset&apos;s name, %3 &quot; *&quot; when it has unsaved edits</extracomment>
        <translation>Zasady gry %1: %2%3</translation>
    </message>
    <message>
        <source>Balance Lab: %1</source>
        <extracomment>The balance lab dock&apos;s title: %1 is the game whose rules it plays</extracomment>
        <translation>Laboratorium balansu: %1</translation>
    </message>
    <message>
        <source>&amp;Rules Editor</source>
        <translation>&amp;Edytor zasad</translation>
    </message>
    <message>
        <source>&amp;Balance Lab</source>
        <translation>&amp;Laboratorium balansu</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Zasady zawierają błędy; zobacz listę problemów w panelu Zasady.</translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation>
            <numerusform>Odtworzono %n decyzję według zmienionych zasad: wcześniej %1, teraz %2.</numerusform>
            <numerusform>Odtworzono %n decyzje według zmienionych zasad: wcześniej %1, teraz %2.</numerusform>
            <numerusform>Odtworzono %n decyzji według zmienionych zasad: wcześniej %1, teraz %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under the edited rules the game stops at decision %1 (%2): %3.</source>
        <translation>Według zmienionych zasad partia zatrzymuje się na decyzji %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Replay Now</source>
        <translation>Odtwórz teraz</translation>
    </message>
    <message>
        <source>%1

No round has finished yet, so there are no round scores to compare.</source>
        <translation>%1

Żadna runda jeszcze się nie zakończyła, więc nie ma wyników rund do porównania.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>a column heading of the replay report: the scores after round %1</extracomment>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Side %1, before</source>
        <translation>Strona %1, wcześniej</translation>
    </message>
    <message>
        <source>Side %1, now</source>
        <translation>Strona %1, teraz</translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Plansza gry</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Stan gry</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>the title of the dock with the game log: the list of decisions so far (a noun)</extracomment>
        <translation>Dziennik</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Dziennik gry</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Dziennik</translation>
    </message>
    <message>
        <source>Show or hide the list of decisions so far</source>
        <translation>Pokaż lub ukryj listę dotychczasowych decyzji</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Gra bez nazwy</translation>
    </message>
    <message>
        <source>%1[*] — Isleworks</source>
        <translation>%1[*] — Isleworks</translation>
    </message>
    <message>
        <source>%1[*] (edited rules) — Isleworks</source>
        <translation>%1[*] (zmienione zasady) — Isleworks</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Trwająca partia</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Niezapisana gra</translation>
    </message>
    <message>
        <source>%1 has decisions that are not saved in a file. Save them before the game is replaced?</source>
        <translation>%1 zawiera decyzje, które nie są zapisane w pliku. Zapisać je przed zastąpieniem gry?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Otwórz grę</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json);;All files (*)</source>
        <translation>Zapisy partii Isleworks (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otwarto %1</translation>
    </message>
    <message>
        <source>This game was played under other rules than those in the editor (%1). Replay it under the editor&apos;s rules?</source>
        <translation>Ta partia była rozgrywana według innych zasad niż te w edytorze (%1). Odtworzyć ją według zasad z edytora?</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Zapisz grę</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json)</source>
        <translation>Zapisy partii Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Wznów grę</translation>
    </message>
    <message>
        <source>Isleworks closed unexpectedly while it was resuming an unfinished game last time. Try to continue that game anyway?</source>
        <translation>Ostatnim razem Isleworks nieoczekiwanie zakończył działanie podczas wznawiania niedokończonej gry. Mimo to spróbować kontynuować tę grę?</translation>
    </message>
    <message>
        <source>An unfinished game was kept when Isleworks last closed. Continue it?</source>
        <translation>Przy ostatnim zamknięciu Isleworks zachowano niedokończoną grę. Kontynuować ją?</translation>
    </message>
    <message>
        <source>About Isleworks</source>
        <translation>O programie Isleworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Design, play and print island board games.&lt;/p&gt;&lt;p&gt;%2, with every rule enforced by the Isleworks engine.&lt;/p&gt;&lt;p&gt;Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Projektuj, graj i drukuj wyspiarskie gry planszowe.&lt;/p&gt;&lt;p&gt;%2 — każdej zasady pilnuje silnik Isleworks.&lt;/p&gt;&lt;p&gt;Grafiki zostały stworzone dla Isleworks i przekazane do domeny publicznej (CC0 1.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencje…</translation>
    </message>
    <message>
        <source>The language of the suite</source>
        <translation>Język programów pakietu</translation>
    </message>
</context>
<context>
    <name>isle::app::NewGameDialog</name>
    <message>
        <source>Computer: %1</source>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <source>Computer: greedy (one move ahead)</source>
        <translation>Komputer: zachłanny (jeden ruch naprzód)</translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation>Komputer: losowe ruchy</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gra:</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Wariant:</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Zasady standardowe</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <source>The rules the game is played under: the standard ones or those in the rule editor</source>
        <translation>Zasady, według których toczy się gra: standardowe albo te z edytora zasad</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Plays</source>
        <extracomment>a column heading in the new-game dialog: who plays each seat (a person, or a computer player)</extracomment>
        <translation>Kto gra</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nazwa (opcjonalnie)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>who plays a seat: a person at this computer (not a computer player)</extracomment>
        <translation>Człowiek</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Kto gra na miejscu %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nazwa miejsca %1</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>shown in the empty seed box: a random seed will be chosen</extracomment>
        <translation>losowe</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>the random seed that deals the game (a number)</extracomment>
        <translation>Ziarno</translation>
    </message>
    <message>
        <source>The same seed, variant and decisions give the same game.</source>
        <translation>To samo ziarno, wariant i decyzje dają tę samą partię.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Ziarno:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>%1 for seat %2</source>
        <translation>%1 na miejscu %2</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Zmienione zasady</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Zmienione zasady: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::PlaySession</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Komputer %1</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>nie ma gry</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>gra już się zakończyła</translation>
    </message>
</context>
<context>
    <name>isle::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencje</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>a button: close the Preferences dialog (a verb)</extracomment>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>The menus, the board, the rule editor and the printed sheets change at once; the game log keeps the words it was written in. The choice is remembered for the next start, and numbers and dates follow it too.</source>
        <translation>Menu, plansza, edytor zasad i drukowane arkusze zmieniają się od razu; dziennik gry zachowuje słowa, w których go zapisano. Wybór zostanie zapamiętany przy następnym uruchomieniu, a liczby i daty również się do niego dostosują.</translation>
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
        <translation>Drukuj komponenty</translation>
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
        <translation>Pionowa</translation>
    </message>
    <message>
        <source>Landscape</source>
        <extracomment>a page orientation: wider than tall</extracomment>
        <translation>Pozioma</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientacja:</translation>
    </message>
    <message>
        <source>From the paper&apos;s edge to anything printed but crop marks</source>
        <translation>Od krawędzi papieru do wszystkiego, co jest drukowane, oprócz znaczników cięcia</translation>
    </message>
    <message>
        <source>&amp;Margins:</source>
        <translation>&amp;Marginesy:</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, so an imprecise cut shows no white edge</source>
        <translation>Grafika drukowana poza każdą linią cięcia, aby przy niedokładnym cięciu nie było widać białej krawędzi</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <extracomment>printing: how far the artwork runs past the cut line</extracomment>
        <translation>&amp;Spad:</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Znaczniki cięcia</translation>
    </message>
    <message>
        <source>Cut lines</source>
        <translation>Linie cięcia</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>printing: no crop marks</extracomment>
        <translation>Brak</translation>
    </message>
    <message>
        <source>Mar&amp;ks:</source>
        <extracomment>printing: the crop marks that show where to cut</extracomment>
        <translation>Zna&amp;czniki:</translation>
    </message>
    <message>
        <source>One-sided (no backs)</source>
        <translation>Jednostronnie (bez rewersów)</translation>
    </message>
    <message>
        <source>Two-sided, flip on long edge</source>
        <translation>Dwustronnie, obracanie wzdłuż dłuższej krawędzi</translation>
    </message>
    <message>
        <source>Two-sided, flip on short edge</source>
        <translation>Dwustronnie, obracanie wzdłuż krótszej krawędzi</translation>
    </message>
    <message>
        <source>&amp;Backs:</source>
        <extracomment>printing: whether and how the backs of cards and tokens are printed (two-sided printing)</extracomment>
        <translation>&amp;Rewersy:</translation>
    </message>
    <message>
        <source>Right is positive</source>
        <translation>W prawo dodatnie</translation>
    </message>
    <message>
        <source>Down is positive</source>
        <translation>W dół dodatnie</translation>
    </message>
    <message>
        <source>Back &amp;offset:</source>
        <translation>Przesunięcie re&amp;wersów:</translation>
    </message>
    <message>
        <source>Add a &amp;calibration page</source>
        <translation>Dodaj stronę &amp;kalibracyjną</translation>
    </message>
    <message>
        <source>Rulers to check the scale, and targets to measure how far the printer&apos;s backs drift</source>
        <translation>Linijki do sprawdzenia skali i celowniki do zmierzenia, jak bardzo drukarka przesuwa rewersy</translation>
    </message>
    <message>
        <source>&amp;Components:</source>
        <translation>Kompo&amp;nenty:</translation>
    </message>
    <message>
        <source>Everything</source>
        <extracomment>shown in the empty &quot;changed since&quot; box: every component is printed</extracomment>
        <translation>Wszystko</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the rules in this file, with their backs</source>
        <translation>Drukuj tylko komponenty, których awers różni się od awersu według zasad z tego pliku, wraz z rewersami</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Prz&amp;eglądaj…</translation>
    </message>
    <message>
        <source>Only changed &amp;since:</source>
        <translation>&amp;Tylko zmienione od:</translation>
    </message>
    <message>
        <source> dpi</source>
        <extracomment>Unit after a resolution</extracomment>
        <translation> dpi</translation>
    </message>
    <message>
        <source>PNG &amp;resolution:</source>
        <translation>Ro&amp;zdzielczość PNG:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Dr&amp;ukuj…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Eksportuj P&amp;DF…</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>Eksportuj S&amp;VG…</translation>
    </message>
    <message>
        <source>Export PN&amp;G…</source>
        <translation>Eksportuj PN&amp;G…</translation>
    </message>
    <message>
        <source>Print What Changed Since</source>
        <translation>Drukuj zmiany od</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Zestawy zasad (*.json);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Zasady zawierają błędy; zobacz listę problemów w panelu Zasady.</translation>
    </message>
    <message>
        <source>%1 holds the rules of another game.</source>
        <translation>%1 zawiera zasady innej gry.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Nie można odczytać %1: %2</translation>
    </message>
    <message>
        <source>Nothing can be printed:
%1</source>
        <translation>Nie ma czego drukować:
%1</translation>
    </message>
    <message>
        <source>Nothing to print: no component is chosen, or none changed.</source>
        <translation>Nie ma czego drukować: nie wybrano żadnego komponentu albo żaden się nie zmienił.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), </source>
        <translation>
            <numerusform>%n strona, </numerusform>
            <numerusform>%n strony, </numerusform>
            <numerusform>%n stron, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n komponent do wycięcia.</numerusform>
            <numerusform>%n komponenty do wycięcia.</numerusform>
            <numerusform>%n komponentów do wycięcia.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: komponenty</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Komponenty</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Eksport nie powiódł się</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s), </source>
        <translation>
            <numerusform>Zapisano %n plik, </numerusform>
            <numerusform>Zapisano %n pliki, </numerusform>
            <numerusform>Zapisano %n plików, </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KiB: %2</source>
        <translation>%1 KiB: %2</translation>
    </message>
    <message>
        <source>Export Components</source>
        <translation>Eksportuj komponenty</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG, one file per page (*.svg)</source>
        <translation>SVG, jeden plik na stronę (*.svg)</translation>
    </message>
    <message>
        <source>PNG, one file per page (*.png)</source>
        <translation>PNG, jeden plik na stronę (*.png)</translation>
    </message>
</context>
<context>
    <name>isle::app::ReplayController</name>
    <message>
        <source>There is no game to replay.</source>
        <translation>Nie ma partii do odtworzenia.</translation>
    </message>
    <message>
        <source>These rules are for another game than the one in progress.</source>
        <translation>Te zasady dotyczą innej gry niż trwająca partia.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Według tych zasad nie można grać: %1</translation>
    </message>
    <message>
        <source>decision %1</source>
        <translation>decyzja %1</translation>
    </message>
</context>
<context>
    <name>isle::app::RoundScoring</name>
    <message>
        <source>Side %1: %2 — %3 × %4 = %5 points</source>
        <translation>Strona %1: %2 — %3 × %4 = %5 pkt</translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 points</source>
        <translation>Strona %1: %2 — %3 pkt</translation>
    </message>
</context>
<context>
    <name>isle::app::RulesReferenceDialog</name>
    <message>
        <source>Rules of the Game</source>
        <translation>Zasady gry</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Zasady gry</translation>
    </message>
    <message>
        <source>The rules of the game being played.</source>
        <translation>Zasady rozgrywanej gry.</translation>
    </message>
    <message>
        <source>The rules in the editor differ from them; a new game, or Replay Now, plays those.</source>
        <translation>Zasady w edytorze różnią się od nich; według tamtych toczy się nowa gra lub Odtwórz teraz.</translation>
    </message>
    <message>
        <source>No game is being played: the rules in the editor, for every variant.</source>
        <translation>Żadna gra nie jest rozgrywana: zasady z edytora, dla każdego wariantu.</translation>
    </message>
    <message>
        <source>No game is being played: the rules the next game is played under, for every variant.</source>
        <translation>Żadna gra nie jest rozgrywana: zasady, według których toczyć się będzie następna gra, dla każdego wariantu.</translation>
    </message>
    <message>
        <source>There is no rules reference for this game.</source>
        <translation>Dla tej gry nie ma opisu zasad.</translation>
    </message>
</context>
<context>
    <name>isle::app::SeatsModel</name>
    <message>
        <source>Rival</source>
        <extracomment>the name of the solo game&apos;s automatic opponent (a noun)</extracomment>
        <translation>Rywal</translation>
    </message>
    <message>
        <source>played by the rules</source>
        <translation>grany według zasad</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>who plays a seat: a person (not a computer player)</extracomment>
        <translation>człowiek</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>komputer, %1</translation>
    </message>
</context>
<context>
    <name>isle::app::SessionFiles</name>
    <message>
        <source>expected an array with one object per seat; every seat keeps the defaults</source>
        <translation>oczekiwano tablicy z jednym obiektem na miejsce; każde miejsce zachowuje ustawienia domyślne</translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n seat(s); the rest are left out</source>
        <translation>
            <numerusform>oczekiwano najwyżej %n miejsca; pozostałe pominięto</numerusform>
            <numerusform>oczekiwano najwyżej %n miejsc; pozostałe pominięto</numerusform>
            <numerusform>oczekiwano najwyżej %n miejsc; pozostałe pominięto</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object of preference values; the seat keeps the defaults</source>
        <translation>oczekiwano obiektu z wartościami preferencji; miejsce zachowuje ustawienia domyślne</translation>
    </message>
    <message>
        <source>expected one of: %1; the default &quot;%2&quot; is used</source>
        <translation>oczekiwano jednego z: %1; używana jest wartość domyślna „%2”</translation>
    </message>
    <message>
        <source>unknown preference &quot;%1&quot;; it is left out</source>
        <translation>nieznana preferencja „%1”; pominięto ją</translation>
    </message>
    <message>
        <source>Could not autosave the game: %1</source>
        <translation>Nie udało się automatycznie zapisać gry: %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Nie udało się zapisać %1: %2</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Nie udało się otworzyć %1:
%2</translation>
    </message>
    <message>
        <source>Some seat preferences of the record could not be read:
%1</source>
        <translation>Nie udało się odczytać niektórych preferencji miejsc z zapisu partii:
%1</translation>
    </message>
    <message>
        <source>%1: decision %2 (%3) is not legal: %4. The game stops before it.</source>
        <translation>%1: decyzja %2 (%3) jest niedozwolona: %4. Gra zatrzymuje się przed nią.</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleScreen</name>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Tego nie można teraz wybrać.</translation>
    </message>
    <message>
        <source>Choose one of the lit empty areas for the tile.</source>
        <translation>Wybierz dla kafelka jeden z podświetlonych pustych obszarów.</translation>
    </message>
    <message>
        <source>Choose which way the drawn tile&apos;s arrow points.</source>
        <translation>Wybierz, w którą stronę wskazuje strzałka dobranego kafelka.</translation>
    </message>
    <message>
        <source>Click one of your lit units, or a lit base or factory to recruit.</source>
        <translation>Kliknij jeden ze swoich podświetlonych oddziałów albo podświetloną bazę lub fabrykę, aby rekrutować.</translation>
    </message>
    <message>
        <source>Move it to a lit space, attack, use an action, or end its activation.</source>
        <translation>Przesuń go na podświetlone pole, zaatakuj, wykonaj akcję albo zakończ jego aktywację.</translation>
    </message>
    <message>
        <source>That space is out of this unit&apos;s reach.</source>
        <translation>To pole jest poza zasięgiem tego oddziału.</translation>
    </message>
    <message>
        <source>A unit sharing a space must move on or stack first.</source>
        <translation>Oddział, który dzieli pole z innym, musi najpierw pójść dalej albo się połączyć.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutralny</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>równina</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>las</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>góra</translation>
    </message>
    <message>
        <source>water</source>
        <translation>woda</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>działka budowlana</translation>
    </message>
    <message>
        <source>base square</source>
        <translation>pole bazy</translation>
    </message>
    <message>
        <source>lighthouse square</source>
        <translation>pole latarni</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>mgła</translation>
    </message>
    <message>
        <source>city</source>
        <translation>miasto</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>fabryka</translation>
    </message>
    <message>
        <source>base</source>
        <translation>baza</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>latarnia</translation>
    </message>
    <message>
        <source>%1 elite</source>
        <extracomment>A unit on the board: &quot;Red elite&quot;</extracomment>
        <translation>oddział elitarny (%1)</translation>
    </message>
    <message>
        <source>%1 stack of %2</source>
        <extracomment>A unit on the board: &quot;Red stack of 3&quot;</extracomment>
        <translation>połączony oddział (%1, figurki: %2)</translation>
    </message>
    <message>
        <source>%1 basic unit</source>
        <extracomment>A unit on the board: &quot;Red basic unit&quot;</extracomment>
        <translation>oddział podstawowy (%1)</translation>
    </message>
    <message>
        <source>unclaimed %1</source>
        <extracomment>A structure nobody owns, on a space: &quot;unclaimed lighthouse&quot;</extracomment>
        <translation>%1 bez właściciela</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A structure on a space: &quot;Red city&quot;</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>can be activated</source>
        <translation>można aktywować</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>zaznaczony</translation>
    </message>
    <message>
        <source>within reach</source>
        <translation>w zasięgu</translation>
    </message>
    <message>
        <source>can be attacked</source>
        <translation>można zaatakować</translation>
    </message>
    <message>
        <source>can recruit</source>
        <translation>można rekrutować</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>The unit chosen on the board and its space: &quot;Red elite on row 7, column 3&quot;
----------
A side in a combat: &quot;Red basic unit on row 7, column 3&quot; (or the space alone when the unit is not known)</extracomment>
        <translation>%1 na polu %2</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Zbuduj miasto</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Zbuduj fabrykę</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Zajmij latarnię</translation>
    </message>
    <message>
        <source>north</source>
        <translation>północ</translation>
    </message>
    <message>
        <source>east</source>
        <translation>wschód</translation>
    </message>
    <message>
        <source>south</source>
        <translation>południe</translation>
    </message>
    <message>
        <source>west</source>
        <translation>zachód</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Zatrzymaj kości</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Przerzuć najniższą kość</numerusform>
            <numerusform>Przerzuć %n najniższe kości</numerusform>
            <numerusform>Przerzuć %n najniższych kości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Elite unit, %n coin(s)</source>
        <translation>
            <numerusform>Oddział elitarny, %n moneta</numerusform>
            <numerusform>Oddział elitarny, %n monety</numerusform>
            <numerusform>Oddział elitarny, %n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Basic unit, %n coin(s)</source>
        <translation>
            <numerusform>Oddział podstawowy, %n moneta</numerusform>
            <numerusform>Oddział podstawowy, %n monety</numerusform>
            <numerusform>Oddział podstawowy, %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacker</source>
        <extracomment>The side of a combat beside its dice: &quot;Red attacker&quot;</extracomment>
        <translation>%1 — atakujący</translation>
    </message>
    <message>
        <source>%1 defender</source>
        <extracomment>The side of a combat beside its dice: &quot;Blue defender&quot;</extracomment>
        <translation>%1 — obrońca</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>rząd %1, kolumna %2</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleUi</name>
    <message>
        <source>Income %1</source>
        <translation>Dochód %1</translation>
    </message>
    <message>
        <source>Units %1</source>
        <translation>Oddziały %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::BoardModel</name>
    <message>
        <source>%1, under fog</source>
        <translation>%1, pod mgłą</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, wolne</translation>
    </message>
    <message>
        <source>%1, %2&apos;s token face down</source>
        <translation>%1, zakryty żeton (%2)</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3 face down</source>
        <translation>%1, %3 (%2), zakryty</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3</source>
        <translation>%1, %3 (%2)</translation>
    </message>
    <message>
        <source>%1&apos;s %2, face down</source>
        <translation>%2 (%1), zakryty</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 (%1)</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyScreen</name>
    <message>
        <source>Select a token in your hand first.</source>
        <translation>Najpierw wybierz żeton na ręce.</translation>
    </message>
    <message>
        <source>%1 is not one of the choices now.</source>
        <translation>%1 nie jest teraz jedną z opcji.</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>To nie jest teraz jedna z opcji.</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Słonecznie</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Pochmurno</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Mgliście</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Ręka %1</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Stos %1</translation>
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
        <translation>%1: monety: %2, zastępuje: %3, wynajęto %4 z %5</translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyScreen</name>
    <message>
        <source>weapon %1</source>
        <translation>broń %1</translation>
    </message>
    <message>
        <source>shield %1</source>
        <translation>tarcza %1</translation>
    </message>
    <message>
        <source>amulet %1</source>
        <translation>amulet %1</translation>
    </message>
    <message>
        <source>%1 (equipped)</source>
        <translation>%1 (założony)</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>kolumna %1, wiersz %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Setting up: settlements are placed</source>
        <translation>Przygotowanie: stawianie osad</translation>
    </message>
    <message>
        <source>Daybreak: income</source>
        <translation>Świt: dochód</translation>
    </message>
    <message>
        <source>Daybreak: upkeep</source>
        <translation>Świt: utrzymanie</translation>
    </message>
    <message>
        <source>Daybreak: building</source>
        <translation>Świt: budowa</translation>
    </message>
    <message>
        <source>Daybreak: recruiting</source>
        <translation>Świt: werbunek</translation>
    </message>
    <message>
        <source>Daybreak: new tokens</source>
        <translation>Świt: nowe żetony</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Świt</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tura: %1</translation>
    </message>
    <message>
        <source>%1&apos;s hero %2</source>
        <translation>%1, bohater %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n mercenary(ies)</source>
        <translation>
            <numerusform>%1 na %2: %n najemnik</numerusform>
            <numerusform>%1 na %2: %n najemników</numerusform>
            <numerusform>%1 na %2: %n najemników</numerusform>
        </translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>przedmioty: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s)</source>
        <translation>
            <numerusform>%n potwór</numerusform>
            <numerusform>%n potwory</numerusform>
            <numerusform>%n potworów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n najemnik</numerusform>
            <numerusform>%n najemnicy</numerusform>
            <numerusform>%n najemników</numerusform>
        </translation>
    </message>
    <message>
        <source>the settlement</source>
        <translation>osada</translation>
    </message>
    <message>
        <source>%1 fights monsters</source>
        <translation>%1 walczy z potworami</translation>
    </message>
    <message>
        <source>%1 fights a mine&apos;s guardians</source>
        <translation>%1 walczy ze strażnikami kopalni</translation>
    </message>
    <message>
        <source>%1 attacks %2&apos;s heroes</source>
        <translation>%1 atakuje bohaterów gracza %2</translation>
    </message>
    <message>
        <source>%1 assaults %2&apos;s settlement</source>
        <translation>%1 szturmuje osadę gracza %2</translation>
    </message>
    <message>
        <source>The attacker won.</source>
        <translation>Atakujący zwyciężył.</translation>
    </message>
    <message>
        <source>The defender held.</source>
        <translation>Obrońca się utrzymał.</translation>
    </message>
    <message numerus="yes">
        <source>settlement of %1, tier %2, %n rampart(s)</source>
        <translation>
            <numerusform>osada gracza %1, poziom %2, %n mur</numerusform>
            <numerusform>osada gracza %1, poziom %2, %n mury</numerusform>
            <numerusform>osada gracza %1, poziom %2, %n murów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, army %2</source>
        <translation>%1, armia %2</translation>
    </message>
    <message numerus="yes">
        <source>%n monster token(s)</source>
        <translation>
            <numerusform>%n żeton potworów</numerusform>
            <numerusform>%n żetony potworów</numerusform>
            <numerusform>%n żetonów potworów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item token(s)</source>
        <translation>
            <numerusform>%n żeton przedmiotu</numerusform>
            <numerusform>%n żetony przedmiotów</numerusform>
            <numerusform>%n żetonów przedmiotów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource token(s)</source>
        <translation>
            <numerusform>%n żeton zasobów</numerusform>
            <numerusform>%n żetony zasobów</numerusform>
            <numerusform>%n żetonów zasobów</numerusform>
        </translation>
    </message>
    <message>
        <source>a neutral mine</source>
        <translation>neutralna kopalnia</translation>
    </message>
    <message>
        <source>a mine of %1</source>
        <translation>kopalnia gracza %1</translation>
    </message>
    <message numerus="yes">
        <source>step here for %n point(s)</source>
        <translation>
            <numerusform>wejdź tutaj za %n punkt</numerusform>
            <numerusform>wejdź tutaj za %n punkty</numerusform>
            <numerusform>wejdź tutaj za %n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>besiege here</source>
        <translation>oblegaj tutaj</translation>
    </message>
    <message>
        <source>place the token here</source>
        <translation>połóż żeton tutaj</translation>
    </message>
    <message>
        <source>place your settlement here</source>
        <translation>postaw tutaj swoją osadę</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>To nie jest teraz jedna z możliwości.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>To nie twoja decyzja teraz.</translation>
    </message>
    <message>
        <source>allied with %1</source>
        <translation>w sojuszu z: %1</translation>
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
        <translation>Monety %1</translation>
    </message>
    <message>
        <source>Heroes %1</source>
        <translation>Bohaterowie %1</translation>
    </message>
    <message>
        <source>Settlements %1</source>
        <translation>Osady %1</translation>
    </message>
    <message>
        <source>Mines %1</source>
        <translation>Kopalnie %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Dzień %1 z %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dzień %1</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::IslandModel</name>
    <message>
        <source>Island slot %1: empty</source>
        <translation>Pole wyspy %1: puste</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Pole wyspy %1: %2</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::PlayersModel</name>
    <message numerus="yes">
        <source>%1, awake, %n nut(s)</source>
        <translation>
            <numerusform>%1, czuwa, %n orzech</numerusform>
            <numerusform>%1, czuwa, %n orzechy</numerusform>
            <numerusform>%1, czuwa, %n orzechów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, asleep, %n nut(s)</source>
        <translation>
            <numerusform>%1, śpi, %n orzech</numerusform>
            <numerusform>%1, śpi, %n orzechy</numerusform>
            <numerusform>%1, śpi, %n orzechów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelScreen</name>
    <message>
        <source>Keep %1</source>
        <translation>Zatrzymaj: %1</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Pole wyspy %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Idź spać</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>To nie jest teraz jedna z opcji.</translation>
    </message>
    <message>
        <source>Play %1 from your hand</source>
        <translation>Zagraj kartę %1 z ręki</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2</source>
        <translation>Zagraj kartę %1 z pola wyspy %2</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>The solo game&apos;s opponent, played by the game itself</extracomment>
        <translation>Rywal</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Ręka %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Skrytka %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Dzień %1 z %2</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Red corner</source>
        <translation>Czerwony róg</translation>
    </message>
    <message>
        <source>Yellow corner</source>
        <translation>Żółty róg</translation>
    </message>
    <message>
        <source>Blue corner</source>
        <translation>Niebieski róg</translation>
    </message>
    <message>
        <source>Green corner</source>
        <translation>Zielony róg</translation>
    </message>
    <message>
        <source>Odds %1–%2 %</source>
        <translation>Szanse %1–%2%</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane partie</translation>
    </message>
    <message>
        <source>Games in which the seat or corner was in play.</source>
        <translation>Partie, w których grało dane miejsce lub róg.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Odsetek zwycięstw</translation>
    </message>
    <message>
        <source>The share of its games the seat or corner won (shared wins count for each).</source>
        <translation>Odsetek swoich partii wygranych przez miejsce lub róg (wspólne zwycięstwa liczą się każdemu).</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Długość partii</translation>
    </message>
    <message>
        <source>Rounds a game lasts.</source>
        <translation>Liczba rund, jaką trwa partia.</translation>
    </message>
    <message>
        <source>Ended by conquest</source>
        <translation>Koniec przez podbój</translation>
    </message>
    <message>
        <source>The share of games won by eliminating every other general.</source>
        <translation>Odsetek partii wygranych przez wyeliminowanie wszystkich pozostałych generałów.</translation>
    </message>
    <message>
        <source>Ended by the countdown</source>
        <translation>Koniec po odliczaniu</translation>
    </message>
    <message>
        <source>The share of games decided on points after the countdown (or the turn limit).</source>
        <translation>Odsetek partii rozstrzygniętych na punkty po odliczaniu (lub po limicie tur).</translation>
    </message>
    <message>
        <source>Turns per game</source>
        <translation>Tury na partię</translation>
    </message>
    <message>
        <source>Turns played in a game, by all players.</source>
        <translation>Tury rozegrane w partii przez wszystkich graczy.</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Dochód na turę</translation>
    </message>
    <message>
        <source>Coins a player collects at the start of a turn, on average over all turns.</source>
        <translation>Monety, które gracz zbiera na początku tury, średnio ze wszystkich tur.</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Walki na partię</translation>
    </message>
    <message>
        <source>Combats fought in a game.</source>
        <translation>Walki stoczone w partii.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataki</translation>
    </message>
    <message>
        <source>Attacks made at these odds of winning, over all games.</source>
        <translation>Ataki przy takich szansach na wygraną, ze wszystkich partii.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Odsetek zwycięstw atakującego</translation>
    </message>
    <message>
        <source>How often an attack at these odds destroyed the defender: the odds are right when it falls inside the bucket.</source>
        <translation>Jak często atak przy takich szansach niszczył obrońcę: szanse są trafne, gdy wynik mieści się w przedziale.</translation>
    </message>
    <message>
        <source>activate a unit, recruit or end the turn</source>
        <translation>aktywuj oddział, rekrutuj albo zakończ turę</translation>
    </message>
    <message>
        <source>move, act, or end this unit&apos;s activation</source>
        <translation>rusz się, wykonaj akcję albo zakończ aktywację tego oddziału</translation>
    </message>
    <message>
        <source>turn the drawn tile</source>
        <translation>obróć dobrany kafelek</translation>
    </message>
    <message>
        <source>choose where the drawn tile goes</source>
        <translation>wybierz, gdzie trafi dobrany kafelek</translation>
    </message>
    <message>
        <source>city or factory</source>
        <translation>miasto czy fabryka</translation>
    </message>
    <message>
        <source>re-roll your lowest dice</source>
        <translation>przerzuć swoje najniższe kości</translation>
    </message>
    <message>
        <source>The game is over: one general is left.</source>
        <translation>Koniec gry: został jeden generał.</translation>
    </message>
    <message>
        <source>The game is over: final points.</source>
        <translation>Koniec gry: punkty końcowe.</translation>
    </message>
    <message>
        <source>Round %1 in play; points as if the game ended now.</source>
        <translation>Trwa runda %1; punkty, jak gdyby gra skończyła się teraz.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (wygrywa)</translation>
    </message>
    <message>
        <source>  eliminated</source>
        <translation>  poza grą</translation>
    </message>
    <message>
        <source>  cities and factories: %1</source>
        <translation>  miasta i fabryki: %1</translation>
    </message>
    <message>
        <source>  home base: 1 point</source>
        <translation>  baza główna: 1 punkt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się skończyła</translation>
    </message>
    <message numerus="yes">
        <source>all %n activations of this turn are used</source>
        <translation>
            <numerusform>wykorzystano już %n aktywację w tej turze</numerusform>
            <numerusform>wykorzystano już wszystkie %n aktywacje w tej turze</numerusform>
            <numerusform>wykorzystano już wszystkie %n aktywacji w tej turze</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no unit of yours on that space</source>
        <translation>na tym polu nie ma twojego oddziału</translation>
    </message>
    <message>
        <source>a unit recruited this turn cannot be activated until your next turn</source>
        <translation>oddział zrekrutowany w tej turze można aktywować dopiero w twojej następnej turze</translation>
    </message>
    <message>
        <source>a stack formed this turn cannot move or act</source>
        <translation>oddział połączony w tej turze nie może się ruszać ani działać</translation>
    </message>
    <message>
        <source>that unit has been activated this turn already</source>
        <translation>ten oddział był już aktywowany w tej turze</translation>
    </message>
    <message>
        <source>units are recruited at your own base or factories</source>
        <translation>oddziały rekrutuje się w twojej bazie lub twoich fabrykach</translation>
    </message>
    <message>
        <source>a unit stands on that site</source>
        <translation>w tym miejscu stoi oddział</translation>
    </message>
    <message>
        <source>not enough coins</source>
        <translation>za mało monet</translation>
    </message>
    <message>
        <source>no figure of that type is left in your supply</source>
        <translation>w twoim zapasie nie ma już figurek tego rodzaju</translation>
    </message>
    <message>
        <source>the step does not start where the unit stands</source>
        <translation>krok nie zaczyna się tam, gdzie stoi oddział</translation>
    </message>
    <message>
        <source>exploring needs at least 1 movement point</source>
        <translation>eksploracja wymaga co najmniej 1 punktu ruchu</translation>
    </message>
    <message>
        <source>no unit can enter water</source>
        <translation>żaden oddział nie może wejść do wody</translation>
    </message>
    <message>
        <source>elites cannot enter mountains</source>
        <translation>oddziały elitarne nie mogą wchodzić w góry</translation>
    </message>
    <message>
        <source>not enough movement points left</source>
        <translation>zostało za mało punktów ruchu</translation>
    </message>
    <message>
        <source>an enemy unit blocks that space</source>
        <translation>wrogi oddział blokuje to pole</translation>
    </message>
    <message>
        <source>the unit could neither stack there nor move on</source>
        <translation>oddział nie mógłby tam ani się połączyć, ani pójść dalej</translation>
    </message>
    <message>
        <source>that space is not next to the unit</source>
        <translation>to pole nie sąsiaduje z oddziałem</translation>
    </message>
    <message>
        <source>the unit shares a space with another of yours: it must move on or stack</source>
        <translation>oddział dzieli pole z innym twoim oddziałem: musi pójść dalej albo się połączyć</translation>
    </message>
    <message>
        <source>not a legal choice now: %1</source>
        <translation>teraz niedozwolony wybór: %1</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers from 0 to %1</source>
        <translation>oczekiwano [wiersz, kolumna], dwóch liczb całkowitych od 0 do %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednej z wartości: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Czerwony</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Żółty</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Niebieski</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Zielony</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>rząd %1, kolumna %2</translation>
    </message>
    <message>
        <source>the lighthouse tile</source>
        <translation>kafelek latarni</translation>
    </message>
    <message>
        <source>a start tile</source>
        <translation>kafelek startowy</translation>
    </message>
    <message>
        <source>expected a space next to &quot;from&quot; (north, east, south or west of it)</source>
        <translation>oczekiwano pola sąsiadującego z &quot;from&quot; (na północ, wschód, południe lub zachód od niego)</translation>
    </message>
    <message>
        <source>%1 recruits an elite unit on %2</source>
        <translation>%1 rekrutuje oddział elitarny na polu (%2)</translation>
    </message>
    <message>
        <source>%1 recruits a basic unit on %2</source>
        <translation>%1 rekrutuje oddział podstawowy na polu (%2)</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 przechodzi na pole (%2)</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the direction a placed tile&apos;s arrow points</extracomment>
        <translation>północ</translation>
    </message>
    <message>
        <source>east</source>
        <translation>wschód</translation>
    </message>
    <message>
        <source>south</source>
        <translation>południe</translation>
    </message>
    <message>
        <source>west</source>
        <translation>zachód</translation>
    </message>
    <message>
        <source>city</source>
        <translation>miasto</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>fabryka</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>baza główna</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>latarnia</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the first turn</source>
        <translation>%1 wyrzuca %2 w losowaniu pierwszej tury</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 zaczyna</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Runda %1: tura gracza %2</translation>
    </message>
    <message>
        <source>%1 captures the %2 on %3</source>
        <translation>%1 zdobywa: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is eliminated: %2 captured their home base</source>
        <translation>%1 odpada z gry: %2 zdobywa bazę główną</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coin(s)</source>
        <translation>
            <numerusform>%1 otrzymuje %n monetę</numerusform>
            <numerusform>%1 otrzymuje %n monety</numerusform>
            <numerusform>%1 otrzymuje %n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 dobiera: %2</translation>
    </message>
    <message>
        <source>%1 is placed on area %2, %3</source>
        <translation>%1 trafia na obszar %2, %3</translation>
    </message>
    <message>
        <source>%1&apos;s unit cannot enter %2 and stays where it was</source>
        <translation>Oddział gracza %1 nie może wejść na pole (%2) i zostaje na miejscu</translation>
    </message>
    <message>
        <source>%1 builds a %2 on %3</source>
        <translation>%1 buduje: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 turns the token on %2 into a %3</source>
        <translation>%1 odwraca żeton na polu (%2): teraz to %3</translation>
    </message>
    <message>
        <source>%1 forms a stack of %2 on %3</source>
        <translation>%1 łączy oddział z %2 figurek na polu (%3)</translation>
    </message>
    <message>
        <source>Dice: attacker %1 against defender %2</source>
        <translation>Kości: atakujący %1, obrońca %2</translation>
    </message>
    <message>
        <source>The attacker re-rolls: %1</source>
        <translation>Atakujący przerzuca: %1</translation>
    </message>
    <message>
        <source>The defender re-rolls: %1</source>
        <translation>Obrońca przerzuca: %1</translation>
    </message>
    <message>
        <source>%1 wins the combat, %2 to %3</source>
        <translation>%1 wygrywa walkę %2 do %3</translation>
    </message>
    <message>
        <source>%1 loses the combat, %2 to %3</source>
        <translation>%1 przegrywa walkę %2 do %3</translation>
    </message>
    <message>
        <source>The combat is a tie, %1 to %2</source>
        <translation>Walka kończy się remisem %1 do %2</translation>
    </message>
    <message>
        <source>%1 advances onto %2</source>
        <translation>%1 wkracza na pole (%2)</translation>
    </message>
    <message numerus="yes">
        <source>The board is full: the countdown of %n round(s) begins with %1</source>
        <translation>
            <numerusform>Plansza jest pełna: odliczanie %n rundy zaczyna %1</numerusform>
            <numerusform>Plansza jest pełna: odliczanie %n rund zaczyna %1</numerusform>
            <numerusform>Plansza jest pełna: odliczanie %n rund zaczyna %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown round %1 of %2</source>
        <translation>Runda odliczania %1 z %2</translation>
    </message>
    <message>
        <source>No tile was placed for a while: %1 must place one</source>
        <translation>Od dawna nikt nie położył kafelka: %1 musi jakiś położyć</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) (income %2, coins %3)</source>
        <translation>
            <numerusform>%1 zdobywa %n punkt (dochód: %2, monety: %3)</numerusform>
            <numerusform>%1 zdobywa %n punkty (dochód: %2, monety: %3)</numerusform>
            <numerusform>%1 zdobywa %n punktów (dochód: %2, monety: %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: every other general is eliminated</source>
        <translation>%1 wygrywa: wszyscy pozostali generałowie są wyeliminowani</translation>
    </message>
    <message>
        <source>The game is over; winner: %1</source>
        <translation>Koniec gry; zwycięzca: %1</translation>
    </message>
    <message>
        <source>%1 takes the structure on %2</source>
        <translation>%1 przejmuje budowlę na polu (%2)</translation>
    </message>
    <message>
        <source>Basic unit: %1 movement points, may climb mountains and stack; attacks with +%2.</source>
        <translation>Oddział podstawowy: punkty ruchu: %1, może wchodzić w góry i się łączyć; atakuje z premią +%2.</translation>
    </message>
    <message>
        <source>Elite unit: %1 movement points, never enters mountains; attacks with +%2 and defends with +%3.</source>
        <translation>Oddział elitarny: punkty ruchu: %1, nigdy nie wchodzi w góry; atakuje z premią +%2 i broni się z premią +%3.</translation>
    </message>
    <message>
        <source>City: pays its ring&apos;s value in coins every turn of its owner.</source>
        <translation>Miasto: w każdej turze właściciela daje tyle monet, ile wynosi wartość jego pierścienia.</translation>
    </message>
    <message>
        <source>Factory: its owner recruits units here when no unit stands on it.</source>
        <translation>Fabryka: właściciel rekrutuje tu oddziały, gdy nie stoi na niej żaden oddział.</translation>
    </message>
    <message>
        <source>Home base: recruits like a factory; whoever captures it eliminates its owner.</source>
        <translation>Baza główna: rekrutuje jak fabryka; kto ją zdobędzie, eliminuje jej właściciela.</translation>
    </message>
    <message numerus="yes">
        <source>Field tile %1: %n building lot(s).</source>
        <translation>
            <numerusform>Kafelek terenu %1: %n działka budowlana.</numerusform>
            <numerusform>Kafelek terenu %1: %n działki budowlane.</numerusform>
            <numerusform>Kafelek terenu %1: %n działek budowlanych.</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate the unit on %1</source>
        <translation>Aktywuj oddział na polu (%1)</translation>
    </message>
    <message>
        <source>Recruit an elite unit on %1</source>
        <translation>Zrekrutuj oddział elitarny na polu (%1)</translation>
    </message>
    <message>
        <source>Recruit a basic unit on %1</source>
        <translation>Zrekrutuj oddział podstawowy na polu (%1)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Przejdź na pole (%1)</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Zajmij latarnię</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Zbuduj fabrykę</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Zbuduj miasto</translation>
    </message>
    <message>
        <source>Turn the token over</source>
        <translation>Odwróć żeton</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Połącz oddziały</translation>
    </message>
    <message>
        <source>Attack the unit on %1</source>
        <translation>Zaatakuj oddział na polu (%1)</translation>
    </message>
    <message>
        <source>End the unit&apos;s activation</source>
        <translation>Zakończ aktywację oddziału</translation>
    </message>
    <message>
        <source>Turn the tile&apos;s arrow %1</source>
        <translation>Skieruj strzałkę kafelka na %1</translation>
    </message>
    <message>
        <source>Place the tile on area %1, %2</source>
        <translation>Połóż kafelek na obszarze %1, %2</translation>
    </message>
    <message>
        <source>Take the factory side</source>
        <translation>Wybierz stronę fabryki</translation>
    </message>
    <message>
        <source>Take the city side</source>
        <translation>Wybierz stronę miasta</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Zatrzymaj kości</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Przerzuć najniższą kość</numerusform>
            <numerusform>Przerzuć %n najniższe kości</numerusform>
            <numerusform>Przerzuć %n najniższych kości</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the structure</source>
        <translation>Przejmij budowlę</translation>
    </message>
    <message numerus="yes">
        <source>  lighthouse: %n point(s)</source>
        <translation>
            <numerusform>  latarnia: %n punkt</numerusform>
            <numerusform>  latarnia: %n punkty</numerusform>
            <numerusform>  latarnia: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  income: %n coin(s) a turn, coins: %1</source>
        <translation>
            <numerusform>  dochód: %n moneta na turę, monety: %1</numerusform>
            <numerusform>  dochód: %n monety na turę, monety: %1</numerusform>
            <numerusform>  dochód: %n monet na turę, monety: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  total: %n point(s)</source>
        <translation>
            <numerusform>  razem: %n punkt</numerusform>
            <numerusform>  razem: %n punkty</numerusform>
            <numerusform>  razem: %n punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores %1 points at the end.</source>
        <translation>
            <numerusform>Latarnia: miasto warte %n monetę na turę; jej właściciel kładzie kafelki ze stosu, a na końcu daje ona %1 pkt.</numerusform>
            <numerusform>Latarnia: miasto warte %n monety na turę; jej właściciel kładzie kafelki ze stosu, a na końcu daje ona %1 pkt.</numerusform>
            <numerusform>Latarnia: miasto warte %n monet na turę; jej właściciel kładzie kafelki ze stosu, a na końcu daje ona %1 pkt.</numerusform>
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
        <translation>Dwóch generałów</translation>
    </message>
    <message>
        <source>Three generals</source>
        <translation>Trzech generałów</translation>
    </message>
    <message>
        <source>Four generals</source>
        <translation>Czterech generałów</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleRules</name>
    <message>
        <source>expected %1 rows of %1 spaces (the tile size), found %2 rows</source>
        <translation>oczekiwano %1 wierszy po %1 pól (rozmiar kafelka), znaleziono wierszy: %2</translation>
    </message>
    <message>
        <source>row %1 has %2 spaces; expected %3 (the tile size)</source>
        <translation>wiersz %1 ma pól: %2; oczekiwano %3 (rozmiar kafelka)</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>wiersz %1 zawiera kod „%2”; oczekiwano jednego z: %3</translation>
    </message>
    <message>
        <source>expected an odd tile size, so the arrow has a centre space</source>
        <translation>oczekiwano nieparzystego rozmiaru kafelka, aby strzałka miała pole środkowe</translation>
    </message>
    <message>
        <source>expected exactly one home-base square H, found %1</source>
        <translation>oczekiwano dokładnie jednego pola bazy głównej H, znaleziono: %1</translation>
    </message>
    <message>
        <source>the home base cannot be reached: no land path leads from H to the tile&apos;s inner edges</source>
        <translation>baza główna jest nieosiągalna: żadna droga lądowa nie prowadzi z H do wewnętrznych krawędzi kafelka</translation>
    </message>
    <message>
        <source>expected exactly one lighthouse square X, found %1</source>
        <translation>oczekiwano dokładnie jednego pola latarni X, znaleziono: %1</translation>
    </message>
    <message>
        <source>the lighthouse cannot be reached: no land path leads from X to the tile&apos;s edges</source>
        <translation>latarnia jest nieosiągalna: żadna droga lądowa nie prowadzi z X do krawędzi kafelka</translation>
    </message>
    <message>
        <source>a tile of water only: expected some land</source>
        <translation>kafelek z samej wody: oczekiwano choć trochę lądu</translation>
    </message>
    <message>
        <source>the tile&apos;s land is not connected: water cuts some spaces off from the others</source>
        <translation>ląd kafelka nie jest spójny: woda odcina niektóre pola od reszty</translation>
    </message>
    <message>
        <source>an island with no lots: no tile of the pile nor the start tile has a building lot L, so nobody could ever build</source>
        <translation>wyspa bez działek: ani kafelki ze stosu, ani kafelek startowy nie mają działki budowlanej L, więc nikt nigdy nie mógłby budować</translation>
    </message>
    <message>
        <source>the start tile has no lots: players start without cities and so without income</source>
        <translation>kafelek startowy nie ma działek: gracze zaczynają bez miast, a więc bez dochodu</translation>
    </message>
    <message>
        <source>the pile holds %1 tiles; expected at most %2</source>
        <translation>liczba kafelków w stosie: %1; oczekiwano najwyżej %2</translation>
    </message>
    <message>
        <source>the tile set is too small for the board: %1 field tiles in the pile, %2 needed to fill a %3×%3 board</source>
        <translation>za mało kafelków na planszę: kafelki terenu w stosie: %1, a do zapełnienia planszy %3×%3 potrzeba %2</translation>
    </message>
    <message>
        <source>expected at least %1 tokens, one for each lot of the start tile</source>
        <translation>oczekiwano co najmniej %1 żetonów, po jednym na każdą działkę kafelka startowego</translation>
    </message>
    <message>
        <source>expected fewer re-rolls than combat dice (%1)</source>
        <translation>oczekiwano mniej przerzutów niż kości walki (%1)</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Components</name>
    <message>
        <source>Tiles</source>
        <translation>Kafelki</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Kafelek startowy</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Kafelek latarni</translation>
    </message>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Oddziały</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Budynki</translation>
    </message>
    <message>
        <source>Basic unit, %1</source>
        <translation>Oddział podstawowy, %1</translation>
    </message>
    <message>
        <source>Elite unit, %1</source>
        <translation>Oddział elitarny, %1</translation>
    </message>
    <message>
        <source>City / factory, %1</source>
        <translation>Miasto / fabryka, %1</translation>
    </message>
    <message>
        <source>Home base, %1</source>
        <translation>Baza główna, %1</translation>
    </message>
    <message>
        <source>Lighthouse piece, %1</source>
        <translation>Pionek latarni, %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Pomoc gracza</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Pomoce</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message>
        <source>Captures, then income, then the lighthouse tile.</source>
        <translation>Najpierw zdobycze, potem dochód, potem kafelek z latarni.</translation>
    </message>
    <message>
        <source>Activate up to %1 units; recruit between activations.</source>
        <translation>Aktywuj do %1 oddziałów; rekrutuj między aktywacjami.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Basic / stack</source>
        <translation>Podstawowy / połączony</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elitarny</translation>
    </message>
    <message>
        <source>Mountain step</source>
        <translation>Krok w góry</translation>
    </message>
    <message>
        <source>Combat bonuses</source>
        <translation>Premie w walce</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atakujący</translation>
    </message>
    <message>
        <source>Elite attacker</source>
        <translation>Elitarny atakujący</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Las</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Góra</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Budowla</translation>
    </message>
    <message>
        <source>Elite defender</source>
        <translation>Elitarny obrońca</translation>
    </message>
    <message>
        <source>An activated unit moves, then may build, swap, stack or attack.</source>
        <translation>Aktywowany oddział rusza się, a potem może budować, odwrócić żeton, połączyć się albo zaatakować.</translation>
    </message>
    <message>
        <source>Costs and income</source>
        <translation>Koszty i dochód</translation>
    </message>
    <message>
        <source>Basic unit</source>
        <translation>Oddział podstawowy</translation>
    </message>
    <message>
        <source>Elite unit</source>
        <translation>Oddział elitarny</translation>
    </message>
    <message>
        <source>City, outer ring</source>
        <translation>Miasto, pierścień zewnętrzny</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 na turę</translation>
    </message>
    <message>
        <source>City, inner rings</source>
        <translation>Miasto, pierścienie wewnętrzne</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Latarnia</translation>
    </message>
    <message>
        <source>Each side rolls %1 dice; the lower total loses its unit, a tie changes nothing.</source>
        <translation>Każda strona rzuca kośćmi (%1); niższa suma traci oddział, remis niczego nie zmienia.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>When every area holds a tile, %1 more rounds are played.</source>
        <translation>Gdy na każdym obszarze leży kafelek, rozgrywa się jeszcze tyle rund: %1.</translation>
    </message>
    <message>
        <source>A point for every building; the lighthouse is worth %1 more.</source>
        <translation>Punkt za każdy budynek; latarnia jest warta o %1 więcej.</translation>
    </message>
    <message>
        <source>Capture a base to knock its general out of the game.</source>
        <translation>Zdobądź bazę, aby wyeliminować jej generała z gry.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Position</name>
    <message>
        <source>expected [row, column] on the board, each from 0 to %1</source>
        <translation>oczekiwano [wiersz, kolumna] na planszy, każde od 0 do %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 placed tiles</source>
        <translation>oczekiwano tablicy najwyżej %1 położonych kafelków</translation>
    </message>
    <message>
        <source>expected [row, column] of an area, each from 0 to %1</source>
        <translation>oczekiwano [wiersz, kolumna] obszaru, każde od 0 do %1</translation>
    </message>
    <message>
        <source>that area holds a tile already</source>
        <translation>na tym obszarze leży już kafelek</translation>
    </message>
    <message>
        <source>expected a tile id of the ruleset, found &quot;%1&quot;</source>
        <translation>oczekiwano identyfikatora kafelka z zestawu zasad, znaleziono „%1”</translation>
    </message>
    <message>
        <source>the arrow must point toward the lighthouse as §1.4 allows</source>
        <translation>strzałka musi wskazywać latarnię tak, jak pozwala §1.4</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the pile holds</source>
        <translation>więcej egzemplarzy „%1”, niż mieści stos</translation>
    </message>
    <message>
        <source>expected an array of at most %1 tile ids</source>
        <translation>oczekiwano tablicy najwyżej %1 identyfikatorów kafelków</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the ruleset has</source>
        <translation>więcej egzemplarzy „%1”, niż przewiduje zestaw zasad</translation>
    </message>
    <message>
        <source>expected an array of structures</source>
        <translation>oczekiwano tablicy budowli</translation>
    </message>
    <message>
        <source>expected a city or factory on a lot, a base on its owner&apos;s H square or the lighthouse on X, each owned (the lighthouse may be unowned)</source>
        <translation>oczekiwano miasta lub fabryki na działce, bazy na polu H jej właściciela albo latarni na X, każde z właścicielem (latarnia może nie mieć właściciela)</translation>
    </message>
    <message>
        <source>player %1 must have a home base exactly while not eliminated</source>
        <translation>gracz %1 musi mieć bazę główną dokładnie wtedy, gdy nie jest wyeliminowany</translation>
    </message>
    <message>
        <source>expected an array of at most %1 units</source>
        <translation>oczekiwano tablicy najwyżej %1 oddziałów</translation>
    </message>
    <message>
        <source>expected &quot;basic&quot; (size 1 to %1) or &quot;elite&quot; (size 1)</source>
        <translation>oczekiwano &quot;basic&quot; (rozmiar od 1 do %1) lub &quot;elite&quot; (rozmiar 1)</translation>
    </message>
    <message>
        <source>a unit must stand on a revealed space it may enter, and belong to a player still in the game</source>
        <translation>oddział musi stać na odkrytym polu, na które może wejść, i należeć do gracza, który jest jeszcze w grze</translation>
    </message>
    <message>
        <source>another unit stands there already</source>
        <translation>stoi tam już inny oddział</translation>
    </message>
    <message>
        <source>player %1 has more figures on the board and in supply than the ruleset gives a colour (%2 basic and %3 elite figures in all)</source>
        <translation>gracz %1 ma na planszy i w zapasie więcej figurek, niż zestaw zasad daje na kolor (łącznie podstawowe: %2, elitarne: %3)</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>oczekiwano tablicy %1 graczy</translation>
    </message>
    <message>
        <source>every player is eliminated; at least one must be left</source>
        <translation>wszyscy gracze są wyeliminowani; musi zostać co najmniej jeden</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>oczekiwano gracza, którego jest tura</translation>
    </message>
    <message>
        <source>expected the space of an activated unit of the player to move</source>
        <translation>oczekiwano pola aktywowanego oddziału gracza, którego jest tura</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>ta decyzja nie ma w tej pozycji żadnego wyboru</translation>
    </message>
    <message>
        <source>expected the colours the seed gives, %1</source>
        <translation>oczekiwano kolorów wynikających z ziarna: %1</translation>
    </message>
    <message>
        <source>the countdown starts only once the board is full</source>
        <translation>odliczanie zaczyna się dopiero, gdy plansza jest pełna</translation>
    </message>
    <message>
        <source>an eliminated player has no turns</source>
        <translation>wyeliminowany gracz nie ma tur</translation>
    </message>
    <message>
        <source>more copies of that tile than the pile holds</source>
        <translation>więcej kopii tego kafelka, niż ma stos</translation>
    </message>
    <message>
        <source>expected &quot;lighthouse&quot; or &quot;stall&quot;: an explored tile has its area already</source>
        <translation>oczekiwano „lighthouse” lub „stall”: odkryty kafelek ma już swój obszar</translation>
    </message>
    <message>
        <source>expected &quot;explore&quot;, &quot;lighthouse&quot; or &quot;stall&quot;</source>
        <translation>oczekiwano „explore”, „lighthouse” lub „stall”</translation>
    </message>
    <message>
        <source>expected the id of the drawn tile</source>
        <translation>oczekiwano identyfikatora dobranego kafelka</translation>
    </message>
    <message>
        <source>expected the lighthouse&apos;s owner</source>
        <translation>oczekiwano właściciela latarni</translation>
    </message>
    <message>
        <source>expected [row, column] of an empty area where the drawn tile may point two ways (the lighthouse tile is never turned)</source>
        <translation>oczekiwano [wiersz, kolumna] pustego obszaru, w którym dobrany kafelek może być zwrócony na dwa sposoby (kafelka latarni nigdy się nie obraca)</translation>
    </message>
    <message>
        <source>expected a space of that area next to the moving unit</source>
        <translation>oczekiwano pola tego obszaru obok poruszającego się oddziału</translation>
    </message>
    <message>
        <source>expected the attacker on a unit of the player whose turn it is and the defender on another player&apos;s unit</source>
        <translation>oczekiwano atakującego na oddziale gracza, którego jest tura, i obrońcy na oddziale innego gracza</translation>
    </message>
    <message numerus="yes">
        <source>expected %n dice, each from 1 to 6</source>
        <translation>
            <numerusform>oczekiwano %n kości, każdej od 1 do 6</numerusform>
            <numerusform>oczekiwano %n kości, każdej od 1 do 6</numerusform>
            <numerusform>oczekiwano %n kości, każdej od 1 do 6</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the attacker (before its choice) or the defender (after it), with a stack that may re-roll</source>
        <translation>oczekiwano atakującego (przed jego wyborem) lub obrońcy (po nim) ze stosem, który może przerzucić kości</translation>
    </message>
    <message>
        <source>expected &quot;main&quot;, &quot;act&quot;, &quot;orient&quot;, &quot;place-tile&quot;, &quot;token-side&quot; or &quot;reroll&quot;, or no &quot;pending&quot; at the start of a turn</source>
        <translation>oczekiwano „main”, „act”, „orient”, „place-tile”, „token-side” lub „reroll” albo braku „pending” na początku tury</translation>
    </message>
    <message>
        <source>an eliminated player has no decisions</source>
        <translation>wyeliminowany gracz nie podejmuje decyzji</translation>
    </message>
    <message>
        <source>round 0 is the set-up: only a start token&apos;s side is decided</source>
        <translation>runda 0 to przygotowanie: decyduje się tylko strona żetonu startowego</translation>
    </message>
    <message>
        <source>expected a city or factory of the player deciding</source>
        <translation>oczekiwano miasta lub fabryki decydującego gracza</translation>
    </message>
    <message>
        <source>expected the start token&apos;s number exactly in the set-up (round 0)</source>
        <translation>numer żetonu startowego oczekiwany jest dokładnie podczas przygotowania (runda 0)</translation>
    </message>
    <message>
        <source>round 0 and turn 0 are the set-up, read only at a start token&apos;s side (a &quot;token-side&quot; decision)</source>
        <translation>runda 0 i tura 0 to przygotowanie, odczytywane tylko przy stronie żetonu startowego (decyzja „token-side”)</translation>
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
        <translation>Od dwóch do czterech generałów eksploruje planszę %1×%1 z zakrytych kafelków, zakłada miasta i fabryki, rekrutuje i walczy, aż plansza się zapełni, a odliczanie zakończy grę.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Captures: every structure of another player with one of your units on it becomes yours, bases first; capturing a home base eliminates its owner.</source>
        <translation>Zdobycze: każda budowla innego gracza, na której stoi twój oddział, staje się twoja, najpierw bazy; zdobycie bazy głównej eliminuje jej właściciela.</translation>
    </message>
    <message>
        <source>The lighthouse owner places the top tile of the pile on any empty area.</source>
        <translation>Właściciel latarni kładzie wierzchni kafelek ze stosu na dowolnym pustym obszarze.</translation>
    </message>
    <message>
        <source>Activate up to %1 units, one after another, and recruit at your base and factories (a basic unit costs %2 coins, an elite %3).</source>
        <translation>Aktywuj po kolei do %1 oddziałów i rekrutuj w swojej bazie i fabrykach (oddział podstawowy kosztuje monety: %2, elitarny: %3).</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>A basic unit or stack has %1 movement points, an elite %2. A step costs 1, a mountain %3; elites never enter mountains and nobody enters water. Stepping into fog draws a tile and turns its arrow toward the lighthouse; a blocked entry costs nothing.</source>
        <translation>Oddział podstawowy lub połączony ma punkty ruchu: %1, elitarny: %2. Krok kosztuje 1, góra %3; oddziały elitarne nigdy nie wchodzą w góry, a do wody nie wchodzi nikt. Wejście w mgłę dobiera kafelek i kieruje jego strzałkę na latarnię; zablokowane wejście nic nie kosztuje.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Both sides roll %1 dice. The attacker adds %2 (an elite %3); the defender adds its space&apos;s bonus: plains %4, forest %5, mountain %6, a structure %7, and %8 more for an elite. Stacks of 2 re-roll up to %9 of their lowest dice, stacks of 3 up to %10. The lower total is destroyed, attacker or defender; a tie changes nothing. A winner whose defender stood on a structure advances onto it.</source>
        <translation>Obie strony rzucają kośćmi (%1). Atakujący dodaje %2 (elitarny %3); obrońca dodaje premię swojego pola: równina %4, las %5, góra %6, budowla %7 oraz %8 więcej dla oddziału elitarnego. Oddziały połączone z 2 figurek przerzucają do %9 najniższych kości, z 3 figurek do %10. Niższa suma ginie, czy to atakujący, czy obrońca; remis niczego nie zmienia. Jeśli obrońca stał na budowli, zwycięzca na nią wkracza.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>Once every area holds a tile, %1 more rounds are played. Each city and factory scores 1, your base 1, the lighthouse %2. Ties go to the higher income, then more coins. A general who captures every other home base wins at once.</source>
        <translation>Gdy na każdym obszarze leży kafelek, rozgrywa się jeszcze tyle rund: %1. Każde miasto i fabryka daje 1 punkt, twoja baza 1, latarnia %2. Remis rozstrzyga wyższy dochód, a potem więcej monet. Generał, który zdobędzie wszystkie pozostałe bazy główne, od razu wygrywa.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kafelki</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kafelek</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Egzemplarze</translation>
    </message>
    <message numerus="yes">
        <source>Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.</source>
        <translation>
            <numerusform>Dochód: każde miasto daje %n monetę na zewnętrznym pierścieniu i %1 głębiej; latarnia daje %2.</numerusform>
            <numerusform>Dochód: każde miasto daje %n monety na zewnętrznym pierścieniu i %1 głębiej; latarnia daje %2.</numerusform>
            <numerusform>Dochód: każde miasto daje %n monet na zewnętrznym pierścieniu i %1 głębiej; latarnia daje %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Ruleset</name>
    <message>
        <source>plains</source>
        <translation>równina</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>las</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>góra</translation>
    </message>
    <message>
        <source>water</source>
        <translation>woda</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>działka budowlana</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>baza główna</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>latarnia</translation>
    </message>
    <message>
        <source>Field tiles</source>
        <translation>Kafelki terenu</translation>
    </message>
    <message>
        <source>The face-down pile: every field tile, its spaces written arrow up (the first row is the front, toward the lighthouse) and how many copies the pile holds.</source>
        <translation>Zakryty stos: każdy kafelek terenu, jego pola zapisane strzałką do góry (pierwszy wiersz to przód, w stronę latarni) i liczba jego egzemplarzy w stosie.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Kafelek</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and hyphens; records and positions name the tile by it.</source>
        <translation>Identyfikator kafelka: małe litery, cyfry i łączniki; zapisy partii i pozycje wskazują nim kafelek.</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Pola</translation>
    </message>
    <message>
        <source>The tile&apos;s spaces, rows separated by &quot;/&quot;, the front row first: P plains, F forest, M mountain, W water, L building lot.</source>
        <translation>Pola kafelka, wiersze oddzielone „/”, najpierw przedni: P równina, F las, M góra, W woda, L działka budowlana.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>The tile&apos;s name, as the board and the sheets show it.</source>
        <translation>Nazwa kafelka, jaką pokazują plansza i arkusze.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Egzemplarze</translation>
    </message>
    <message>
        <source>How many of this tile the pile holds.</source>
        <translation>Ile egzemplarzy tego kafelka jest w stosie.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Kafelki</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Gospodarka</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Oddziały</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>obszarów</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>pól</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monet</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punktów</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>figurek</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>żetonów</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>kości</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rund</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tur</translation>
    </message>
    <message>
        <source>units</source>
        <translation>oddziałów</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>aktywacji</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>kafelków</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Rozmiar planszy</translation>
    </message>
    <message>
        <source>Areas per side of the square board (the house rules allow 3, 4 or 6).</source>
        <translation>Liczba obszarów na boku kwadratowej planszy (zasady domowe dopuszczają 3, 4 lub 6).</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Rozmiar kafelka</translation>
    </message>
    <message>
        <source>Spaces per side of a tile; odd, so the arrow has a centre space.</source>
        <translation>Liczba pól na boku kafelka; nieparzysta, aby strzałka miała pole środkowe.</translation>
    </message>
    <message>
        <source>Unused corners</source>
        <translation>Niewykorzystane rogi</translation>
    </message>
    <message>
        <source>What a corner without a player holds in games of two or three.</source>
        <translation>Co leży w rogu bez gracza w partiach dwu- i trzyosobowych.</translation>
    </message>
    <message>
        <source>a neutral start tile</source>
        <translation>neutralny kafelek startowy</translation>
    </message>
    <message>
        <source>an area explored like any other</source>
        <translation>obszar eksplorowany jak każdy inny</translation>
    </message>
    <message>
        <source>Lighthouse on even boards</source>
        <translation>Latarnia na parzystych planszach</translation>
    </message>
    <message>
        <source>On a board of even size the lighthouse tile is in the pile: guaranteed to come out before the board is full, or shuffled anywhere.</source>
        <translation>Na planszy o parzystym rozmiarze kafelek latarni jest w stosie: na pewno wyjdzie przed zapełnieniem planszy albo jest wtasowany w dowolne miejsce.</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>na pewno wyjdzie</translation>
    </message>
    <message>
        <source>shuffled anywhere</source>
        <translation>wtasowany w dowolne miejsce</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Kafelek startowy</translation>
    </message>
    <message>
        <source>The start tile in the corner&apos;s own terms: the first space is the board&apos;s outermost corner; H the home base, L the building lots.</source>
        <translation>Kafelek startowy z perspektywy jego rogu: pierwsze pole to skrajny róg planszy; H to baza główna, L to działki budowlane.</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Kafelek latarni</translation>
    </message>
    <message>
        <source>The lighthouse tile, with X the lighthouse square.</source>
        <translation>Kafelek latarni; X to pole latarni.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Monety na start</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Monety, z którymi każdy gracz zaczyna.</translation>
    </message>
    <message>
        <source>Start tokens</source>
        <translation>Żetony startowe</translation>
    </message>
    <message>
        <source>Which side the building tokens on the start tile&apos;s lots show at the start.</source>
        <translation>Którą stroną leżą na początku żetony budynków na działkach kafelka startowego.</translation>
    </message>
    <message>
        <source>both cities</source>
        <translation>oba miasta</translation>
    </message>
    <message>
        <source>each player chooses</source>
        <translation>każdy gracz wybiera</translation>
    </message>
    <message>
        <source>Factories pay income</source>
        <translation>Fabryki dają dochód</translation>
    </message>
    <message>
        <source>Factories pay income by their position as cities do.</source>
        <translation>Fabryki dają dochód zależny od położenia, tak jak miasta.</translation>
    </message>
    <message>
        <source>City on the outer ring</source>
        <translation>Miasto na pierścieniu zewnętrznym</translation>
    </message>
    <message>
        <source>Coins a turn for a city on the outer ring of areas, the start tiles included.</source>
        <translation>Monety na turę za miasto na zewnętrznym pierścieniu obszarów, łącznie z kafelkami startowymi.</translation>
    </message>
    <message>
        <source>City further in</source>
        <translation>Miasto bliżej środka</translation>
    </message>
    <message>
        <source>Coins a turn for a city on any deeper ring.</source>
        <translation>Monety na turę za miasto na każdym głębszym pierścieniu.</translation>
    </message>
    <message>
        <source>Lighthouse income</source>
        <translation>Dochód z latarni</translation>
    </message>
    <message>
        <source>Coins a turn for owning the lighthouse, which is always a city.</source>
        <translation>Monety na turę za posiadanie latarni, która zawsze jest miastem.</translation>
    </message>
    <message>
        <source>Basic unit cost</source>
        <translation>Koszt oddziału podstawowego</translation>
    </message>
    <message>
        <source>Coins to recruit a basic unit.</source>
        <translation>Monety potrzebne do zrekrutowania oddziału podstawowego.</translation>
    </message>
    <message>
        <source>Elite unit cost</source>
        <translation>Koszt oddziału elitarnego</translation>
    </message>
    <message>
        <source>Coins to recruit an elite unit.</source>
        <translation>Monety potrzebne do zrekrutowania oddziału elitarnego.</translation>
    </message>
    <message>
        <source>Basic figures</source>
        <translation>Figurki podstawowe</translation>
    </message>
    <message>
        <source>Basic figures per colour; a stack uses one per member.</source>
        <translation>Figurki podstawowe na kolor; połączony oddział zużywa po jednej na członka.</translation>
    </message>
    <message>
        <source>Elite figures</source>
        <translation>Figurki elitarne</translation>
    </message>
    <message>
        <source>Elite figures per colour.</source>
        <translation>Figurki elitarne na kolor.</translation>
    </message>
    <message>
        <source>Building tokens</source>
        <translation>Żetony budynków</translation>
    </message>
    <message>
        <source>Building tokens per colour; only building is limited by them.</source>
        <translation>Żetony budynków na kolor; ograniczają tylko budowanie.</translation>
    </message>
    <message>
        <source>Activations a turn</source>
        <translation>Aktywacje na turę</translation>
    </message>
    <message>
        <source>Units a player may activate in one turn.</source>
        <translation>Oddziały, które gracz może aktywować w jednej turze.</translation>
    </message>
    <message>
        <source>Basic movement</source>
        <translation>Ruch podstawowy</translation>
    </message>
    <message>
        <source>Movement points of a basic unit or a stack.</source>
        <translation>Punkty ruchu oddziału podstawowego lub połączonego.</translation>
    </message>
    <message>
        <source>Elite movement</source>
        <translation>Ruch elitarny</translation>
    </message>
    <message>
        <source>Movement points of an elite unit.</source>
        <translation>Punkty ruchu oddziału elitarnego.</translation>
    </message>
    <message>
        <source>Mountain cost</source>
        <translation>Koszt góry</translation>
    </message>
    <message>
        <source>Movement points to enter a mountain; elites never can.</source>
        <translation>Punkty ruchu potrzebne do wejścia na górę; oddziały elitarne nigdy nie mogą.</translation>
    </message>
    <message>
        <source>Largest stack</source>
        <translation>Największy połączony oddział</translation>
    </message>
    <message>
        <source>Basic figures one stack may hold; 1 turns stacking off.</source>
        <translation>Liczba figurek podstawowych w jednym połączonym oddziale; 1 wyłącza łączenie.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 2</source>
        <translation>Przerzuty oddziału z 2 figurek</translation>
    </message>
    <message>
        <source>Dice a stack of two may re-roll in a combat.</source>
        <translation>Kości, które połączony oddział z dwóch figurek może przerzucić w walce.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 3</source>
        <translation>Przerzuty oddziału z 3 figurek</translation>
    </message>
    <message>
        <source>Dice a stack of three may re-roll in a combat.</source>
        <translation>Kości, które połączony oddział z trzech figurek może przerzucić w walce.</translation>
    </message>
    <message>
        <source>Stacks stay put</source>
        <translation>Połączone oddziały stoją</translation>
    </message>
    <message>
        <source>How long a newly formed stack may not move or act.</source>
        <translation>Jak długo świeżo połączony oddział nie może się ruszać ani działać.</translation>
    </message>
    <message>
        <source>for the rest of the turn</source>
        <translation>do końca tury</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>na zawsze</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Kości walki</translation>
    </message>
    <message>
        <source>Six-sided dice each side rolls in a combat.</source>
        <translation>Kości sześciościenne, którymi każda strona rzuca w walce.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Premia do ataku</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking basic unit or stack.</source>
        <translation>Dodawana do rzutu atakującego oddziału podstawowego lub połączonego.</translation>
    </message>
    <message>
        <source>Elite attack bonus</source>
        <translation>Premia do ataku elity</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking elite (in all, not on top of the attack bonus).</source>
        <translation>Dodawana do rzutu atakującego oddziału elitarnego (łącznie, nie ponad premię do ataku).</translation>
    </message>
    <message>
        <source>Defence on plains</source>
        <translation>Obrona na równinie</translation>
    </message>
    <message>
        <source>Added to a defender on plains or an empty lot.</source>
        <translation>Dodawana obrońcy na równinie lub pustej działce.</translation>
    </message>
    <message>
        <source>Defence in forest</source>
        <translation>Obrona w lesie</translation>
    </message>
    <message>
        <source>Added to a defender in a forest.</source>
        <translation>Dodawana obrońcy w lesie.</translation>
    </message>
    <message>
        <source>Defence on a mountain</source>
        <translation>Obrona na górze</translation>
    </message>
    <message>
        <source>Added to a defender on a mountain.</source>
        <translation>Dodawana obrońcy na górze.</translation>
    </message>
    <message>
        <source>Defence in a structure</source>
        <translation>Obrona w budowli</translation>
    </message>
    <message>
        <source>Added to a defender on a city, factory, base or the lighthouse square, instead of the terrain&apos;s bonus.</source>
        <translation>Dodawana obrońcy w mieście, fabryce, bazie lub na polu latarni zamiast premii za teren.</translation>
    </message>
    <message>
        <source>Elite defence bonus</source>
        <translation>Premia do obrony elity</translation>
    </message>
    <message>
        <source>Added to a defending elite on top of its space&apos;s bonus.</source>
        <translation>Dodawana broniącemu się oddziałowi elitarnemu ponad premię jego pola.</translation>
    </message>
    <message>
        <source>Re-roll order</source>
        <translation>Kolejność przerzutów</translation>
    </message>
    <message>
        <source>Whether the attacker re-rolls first and the defender then decides knowing the result, or both decide at once.</source>
        <translation>Czy atakujący przerzuca pierwszy, a obrońca decyduje, znając wynik, czy obaj decydują jednocześnie.</translation>
    </message>
    <message>
        <source>attacker, then defender</source>
        <translation>atakujący, potem obrońca</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>obaj jednocześnie</translation>
    </message>
    <message>
        <source>Capturing takes an action</source>
        <translation>Zdobycie wymaga akcji</translation>
    </message>
    <message>
        <source>A unit must spend its action to take a structure; the capture still completes at its owner&apos;s next turn.</source>
        <translation>Oddział musi zużyć akcję, aby przejąć budowlę; zdobycie i tak następuje dopiero w następnej turze jego właściciela.</translation>
    </message>
    <message>
        <source>A captured base hands over</source>
        <translation>Zdobyta baza przekazuje</translation>
    </message>
    <message>
        <source>What the eliminated player&apos;s structures become when their base is captured.</source>
        <translation>Co dzieje się z budowlami wyeliminowanego gracza, gdy jego baza zostaje zdobyta.</translation>
    </message>
    <message>
        <source>every structure</source>
        <translation>wszystkie budowle</translation>
    </message>
    <message>
        <source>cities only; factories become empty lots</source>
        <translation>tylko miasta; fabryki stają się pustymi działkami</translation>
    </message>
    <message>
        <source>Lighthouse placements</source>
        <translation>Kafelki z latarni</translation>
    </message>
    <message>
        <source>When the lighthouse owner places a tile from the pile on an empty area of their choice.</source>
        <translation>Kiedy właściciel latarni kładzie kafelek ze stosu na wybranym pustym obszarze.</translation>
    </message>
    <message>
        <source>once in each of the owner&apos;s turns</source>
        <translation>raz w każdej turze właściciela</translation>
    </message>
    <message>
        <source>in the owner&apos;s turns while a unit of theirs is on it</source>
        <translation>w turach właściciela, gdy stoi na niej jego oddział</translation>
    </message>
    <message>
        <source>in every player&apos;s turn</source>
        <translation>w turze każdego gracza</translation>
    </message>
    <message>
        <source>Lighthouse points</source>
        <translation>Punkty za latarnię</translation>
    </message>
    <message>
        <source>Points for owning the lighthouse at the end, on top of the 1 every building scores.</source>
        <translation>Punkty za posiadanie latarni na koniec, ponad 1 punkt za każdy budynek.</translation>
    </message>
    <message>
        <source>Countdown counted in</source>
        <translation>Odliczanie liczone w</translation>
    </message>
    <message>
        <source>Whether the countdown after the board is full counts rounds (every player the same number of turns) or turns in all.</source>
        <translation>Czy odliczanie po zapełnieniu planszy liczy rundy (każdy gracz ma tyle samo tur), czy tury łącznie.</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Odliczanie</translation>
    </message>
    <message>
        <source>Rounds (or turns) played once the board is full.</source>
        <translation>Rundy (lub tury) rozgrywane po zapełnieniu planszy.</translation>
    </message>
    <message>
        <source>Stall rule</source>
        <translation>Zasada zastoju</translation>
    </message>
    <message>
        <source>After this many rounds without a new tile, the player to move must place one; 0 turns the rule off.</source>
        <translation>Po tylu rundach bez nowego kafelka gracz, którego jest tura, musi jakiś położyć; 0 wyłącza tę zasadę.</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limit tur</translation>
    </message>
    <message>
        <source>The game is scored as at its normal end after this many turns.</source>
        <translation>Po tylu turach gra jest punktowana jak przy zwykłym zakończeniu.</translation>
    </message>
</context>
<context>
    <name>isle::cli</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>Wynik do odczytu maszynowego.</translation>
    </message>
    <message>
        <source>Try &quot;%1 --help&quot;.</source>
        <translation>Spróbuj „%1 --help”.</translation>
    </message>
    <message>
        <source>Expected one file: %1 Try --help.</source>
        <translation>Oczekiwano jednego pliku: %1 Spróbuj --help.</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>nieznana gra „%1”; oczekiwano jednej z: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>zestaw zasad dotyczy „%1”, oczekiwano „%2”</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; expected one of: %2.</source>
        <translation>Nieznany język „%1”; oczekiwano jednego z: %2.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Nieznane polecenie „%1”.</translation>
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
        <translation>Użycie: isleworks-cli &lt;command&gt; [options]

Rozgrywa, punktuje, odtwarza i sprawdza gry Isleworks bez okna.

Polecenia:
  score POSITION      jak punktuje każdy gracz w pozycji, na zasadach danej gry
  simulate            rozegraj wiele partii między graczami komputerowymi i podsumuj je
  compare A B         te same partie według zestawów zasad A i B: różnice z przedziałami 95%
  merge PARTS...      raport serii z wyników częściowych jej części (--shard I/N)
  play --record OUT   rozegraj jedną partię między graczami komputerowymi i zapisz jej przebieg
  replay RECORD       odtwórz zapis partii, opcjonalnie według innych zasad
  validate FILE       sprawdź zestaw zasad, zapis partii lub pozycję i wypisz każdy problem
  sheets --out FILE   arkusze komponentów print-and-play dla zestawu zasad (PDF, SVG lub PNG)

Opcje:
  --lang CODE         język wyjścia: en, uk, pl, de, fr, es (domyślnie: z LANG)
  -h, --help          ta pomoc; „isleworks-cli &lt;command&gt; --help” pokazuje opcje polecenia
  -v, --version       wersja

Kody wyjścia: 0 sukces, 1 niepowodzenie, 2 błędne dane wejściowe.</translation>
    </message>
</context>
<context>
    <name>isle::cli::compare</name>
    <message>
        <source>Plays the same games (same seeds, same players) under two rulesets and reports the difference B - A in the first seat&apos;s win rate, the score margin, the game length and the game&apos;s own figures per game, each with a 95 % confidence interval, and the figures the game keeps per component.</source>
        <translation>Rozgrywa te same partie (te same ziarna, ci sami gracze) według dwóch zestawów zasad i podaje różnicę B - A w odsetku zwycięstw pierwszego miejsca, przewadze punktowej, długości partii i wskaźnikach samej gry na partię, każdą z 95-procentowym przedziałem ufności, a także wskaźniki, które gra prowadzi dla każdego komponentu.</translation>
    </message>
    <message>
        <source>The ruleset to compare from.</source>
        <translation>Zestaw zasad, od którego zaczyna się porównanie.</translation>
    </message>
    <message>
        <source>The ruleset to compare with.</source>
        <translation>Zestaw zasad, z którym się porównuje.</translation>
    </message>
    <message>
        <source>Games under each ruleset (default 1000).</source>
        <translation>Liczba partii dla każdego zestawu zasad (domyślnie 1000).</translation>
    </message>
    <message>
        <source>Expected two ruleset files, A and B. Try --help.</source>
        <translation>Oczekiwano dwóch plików zestawów zasad, A i B. Spróbuj --help.</translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>oczekiwano zestawu zasad dla „%1”</translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s</source>
        <translation>%1, wariant %2: partie dla każdego zestawu zasad: %3, na tych samych ziarnach (ziarno %4), %5 s</translation>
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
        <translation>Wskaźnik                        A          B          B - A      przedział 95%</translation>
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
        <translation>Na komponent:</translation>
    </message>
    <message>
        <source>Per component (A / B):</source>
        <translation>Na komponent (A / B):</translation>
    </message>
</context>
<context>
    <name>isle::cli::merge</name>
    <message>
        <source>Combines the partial results that &quot;simulate --shard I/N&quot; or &quot;compare --shard I/N&quot; wrote, one per shard, into the report of the whole batch: the same figures and intervals as the batch played at once.</source>
        <translation>Łączy wyniki częściowe zapisane przez „simulate --shard I/N” lub „compare --shard I/N”, po jednym na część, w raport całej serii: te same wskaźniki i przedziały, co w serii rozegranej naraz.</translation>
    </message>
    <message>
        <source>Every shard&apos;s partial result file.</source>
        <translation>Plik wyniku częściowego każdej części.</translation>
    </message>
    <message>
        <source>Expected 1 to %1 partial result files. Try --help.</source>
        <translation>Oczekiwano od 1 do %1 plików wyników częściowych. Spróbuj --help.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, merged from %n shard(s)</source>
        <extracomment>%1 game id, %2 variant, %3 games, %4 seed, %n shards</extracomment>
        <translation>
            <numerusform>%1, wariant %2: partie: %3, ziarno %4, scalone z %n części</numerusform>
            <numerusform>%1, wariant %2: partie: %3, ziarno %4, scalone z %n części</numerusform>
            <numerusform>%1, wariant %2: partie: %3, ziarno %4, scalone z %n części</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::play</name>
    <message>
        <source>Plays one game between computer players and writes its record, to replay or to study. The file is written atomically: on any error nothing is left behind and an existing file is untouched.</source>
        <translation>Rozgrywa jedną partię między graczami komputerowymi i zapisuje jej przebieg do odtworzenia lub analizy. Plik jest zapisywany atomowo: w razie błędu nic nie zostaje, a istniejący plik pozostaje nietknięty.</translation>
    </message>
    <message>
        <source>Write the game record to &lt;file&gt;.</source>
        <translation>Zapisz przebieg partii do &lt;file&gt;.</translation>
    </message>
    <message>
        <source>expected the file to write the record to</source>
        <translation>oczekiwano pliku, do którego ma zostać zapisany przebieg partii</translation>
    </message>
    <message>
        <source>cannot write the record: %1</source>
        <translation>nie można zapisać przebiegu partii: %1</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.</source>
        <translation>Zapisano %1: %2, wariant %3, ziarno %4, decyzje: %5; wyniki końcowe: %6.</translation>
    </message>
</context>
<context>
    <name>isle::cli::replay</name>
    <message>
        <source>Replays a game record and prints the final scores, or the first decision that is no longer legal and why. With --ruleset the decisions are replayed under other rules. Exits with 1 when the replay stops early.</source>
        <translation>Odtwarza zapis partii i wypisuje wyniki końcowe albo pierwszą decyzję, która nie jest już dozwolona, wraz z przyczyną. Z opcją --ruleset decyzje są odtwarzane według innych zasad. Kończy się kodem 1, gdy odtwarzanie zatrzyma się przedwcześnie.</translation>
    </message>
    <message>
        <source>Replay under the rules in &lt;file&gt;.</source>
        <translation>Odtwórz według zasad z &lt;file&gt;.</translation>
    </message>
    <message>
        <source>The game record (JSON).</source>
        <translation>Zapis partii (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7</source>
        <translation>%1: %2, wariant %3, ziarno %4, odtworzono %5 z %6 decyzji%7</translation>
    </message>
    <message>
        <source> under %1</source>
        <translation> według %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Zatrzymano: %1</translation>
    </message>
    <message>
        <source>The record ends before the game does; next: player %1 to %2</source>
        <translation>Zapis kończy się przed końcem gry; dalej: gracz %1 — %2</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>gracz %1: %2</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Wyniki końcowe: %1</translation>
    </message>
    <message>
        <source>Scores so far: %1</source>
        <translation>Dotychczasowe wyniki: %1</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Gra zakończyła się remisem.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Wygrywa gracz %1.</translation>
    </message>
</context>
<context>
    <name>isle::cli::score</name>
    <message>
        <source>Scores a position file: how each player scores, as its game counts (for a line-scoring game every line with its cells, length and multipliers), and each total. A position file shows every hidden fact, so hidden scores (a stash) are counted too. --json writes the game&apos;s score report as it is.</source>
        <translation>Punktuje plik pozycji: jak punktuje każdy gracz według zasad danej gry (w grze punktującej linie — każda linia z jej polami, długością i mnożnikami) oraz każdą sumę. Plik pozycji ujawnia wszystkie ukryte fakty, więc ukryte punkty (skrytka) też są liczone. --json wypisuje raport punktacji gry bez zmian.</translation>
    </message>
    <message>
        <source>Score under the rules in &lt;file&gt; instead of the position&apos;s own.</source>
        <translation>Punktuj według zasad z &lt;file&gt; zamiast zasad samej pozycji.</translation>
    </message>
    <message>
        <source>The position file (JSON).</source>
        <translation>Plik pozycji (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game</source>
        <translation>%1: %2, wariant %3</translation>
    </message>
</context>
<context>
    <name>isle::cli::sheets</name>
    <message>
        <source>expected a length in millimetres, got &quot;%1&quot;</source>
        <translation>oczekiwano długości w milimetrach, otrzymano „%1”</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>expected portrait or landscape</source>
        <translation>oczekiwano portrait lub landscape</translation>
    </message>
    <message>
        <source>expected crop, lines or none</source>
        <translation>oczekiwano crop, lines lub none</translation>
    </message>
    <message>
        <source>expected long, short or none</source>
        <translation>oczekiwano long, short lub none</translation>
    </message>
    <message>
        <source>expected X,Y in millimetres, such as 0.5,-1</source>
        <translation>oczekiwano X,Y w milimetrach, np. 0.5,-1</translation>
    </message>
    <message>
        <source>Lays out the components a ruleset needs (tokens, cards, boards, aids) on print-and-play sheets, with bleed, crop marks or cut lines and backs for double-sided printing, and writes them as PDF, or as SVG or PNG files, one per page. Impossible layouts are refused (exit 2) with what does not fit, and nothing is written.</source>
        <translation>Rozmieszcza komponenty potrzebne w zestawie zasad (żetony, karty, plansze, pomoce) na arkuszach print-and-play ze spadem, znacznikami lub liniami cięcia i rewersami do druku dwustronnego, po czym zapisuje je jako PDF albo jako pliki SVG lub PNG, po jednym na stronę. Niemożliwe układy są odrzucane (kod wyjścia 2) z informacją, co się nie mieści, i nic nie jest zapisywane.</translation>
    </message>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Gra: %1 (domyślnie %2).</translation>
    </message>
    <message>
        <source>A variant of the game, checked but not needed: the sheets hold every component the ruleset needs for any variant.</source>
        <translation>Wariant gry, sprawdzany, ale niepotrzebny: arkusze zawierają każdy komponent, którego zestaw zasad wymaga w dowolnym wariancie.</translation>
    </message>
    <message>
        <source>Print the components of the rules in &lt;file&gt; instead of the default.</source>
        <translation>Drukuj komponenty według zasad z &lt;file&gt; zamiast domyślnych.</translation>
    </message>
    <message>
        <source>Where to write: a .pdf file; a .svg or .png file name (page numbers are added); or a folder (with --format).</source>
        <translation>Gdzie zapisać: plik .pdf; nazwa pliku .svg lub .png (dodawane są numery stron); albo folder (z --format).</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from --out, else pdf).</source>
        <translation>pdf, svg lub png (domyślnie: z --out, a w przeciwnym razie pdf).</translation>
    </message>
    <message>
        <source>a4, letter or a3 (default: this locale&apos;s, %1).</source>
        <translation>a4, letter lub a3 (domyślnie: według ustawień regionalnych, %1).</translation>
    </message>
    <message>
        <source>portrait or landscape (default portrait).</source>
        <translation>portrait lub landscape (domyślnie portrait).</translation>
    </message>
    <message>
        <source>Margin on every side, mm (default %1).</source>
        <translation>Margines z każdej strony, mm (domyślnie %1).</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, mm (default %1).</source>
        <translation>Grafika drukowana poza każdą linią cięcia, mm (domyślnie %1).</translation>
    </message>
    <message>
        <source>Cut line to cut line between components, mm (default: the bleed).</source>
        <translation>Odstęp między liniami cięcia sąsiednich komponentów, mm (domyślnie: spad).</translation>
    </message>
    <message>
        <source>How much the parts of a board split over pages overlap, mm (default %1).</source>
        <translation>Jak bardzo zachodzą na siebie części planszy podzielonej na strony, mm (domyślnie %1).</translation>
    </message>
    <message>
        <source>crop (marks outside the cuts), lines (cut lines) or none (default crop).</source>
        <translation>crop (znaczniki poza liniami cięcia), lines (linie cięcia) lub none (domyślnie crop).</translation>
    </message>
    <message>
        <source>Backs for double-sided printing, turning the sheet over its long or short edge, or none (default none).</source>
        <translation>Rewersy do druku dwustronnego, z obracaniem arkusza wzdłuż dłuższej lub krótszej krawędzi, albo none (domyślnie none).</translation>
    </message>
    <message>
        <source>Moves every back page by X,Y mm, for a printer whose backs drift (measure it with --calibration).</source>
        <translation>Przesuwa każdą stronę rewersów o X,Y mm, dla drukarki, która przesuwa rewersy (zmierz to za pomocą --calibration).</translation>
    </message>
    <message>
        <source>Start with a calibration page: rulers and targets to measure scale and back offset.</source>
        <translation>Zacznij od strony kalibracyjnej: linijki i celowniki do zmierzenia skali i przesunięcia rewersów.</translation>
    </message>
    <message>
        <source>Resolution of PNG pages (default 300).</source>
        <translation>Rozdzielczość stron PNG (domyślnie 300).</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the ruleset in &lt;file&gt;, with their backs.</source>
        <translation>Drukuj tylko komponenty, których awers różni się od awersu według zestawu zasad z &lt;file&gt;, wraz z rewersami.</translation>
    </message>
    <message>
        <source>Only components of these kinds, comma-separated (token, card, board, mat, aid, rules…).</source>
        <translation>Tylko komponenty tych rodzajów, rozdzielone przecinkami (token, card, board, mat, aid, rules…).</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Try --help.</source>
        <translation>Nieoczekiwany argument „%1”. Spróbuj --help.</translation>
    </message>
    <message>
        <source>expected the file or folder to write</source>
        <translation>oczekiwano pliku lub folderu do zapisu</translation>
    </message>
    <message>
        <source>expected pdf, svg or png</source>
        <translation>oczekiwano pdf, svg lub png</translation>
    </message>
    <message>
        <source>%1 is a folder; a PDF needs a file name</source>
        <translation>%1 jest folderem; PDF wymaga nazwy pliku</translation>
    </message>
    <message>
        <source>expected a resolution from %1 to %2</source>
        <translation>oczekiwano rozdzielczości od %1 do %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>zestaw zasad dotyczy „%1”, oczekiwano „%2”</translation>
    </message>
    <message>
        <source>%1 declares no printable components</source>
        <translation>%1 nie deklaruje żadnych komponentów do druku</translation>
    </message>
    <message>
        <source>Nothing to print: no component %1. No file written.</source>
        <translation>Nie ma czego drukować: żaden komponent %1. Nie zapisano pliku.</translation>
    </message>
    <message>
        <source>changed since %1</source>
        <translation>nie zmienił się od %1</translation>
    </message>
    <message>
        <source>was chosen</source>
        <translation>nie został wybrany</translation>
    </message>
    <message>
        <source>%1 KiB in %2 ms.</source>
        <translation>%1 KiB w %2 ms.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) of %2, </source>
        <extracomment>%1 the game, %n pages, %2 the paper (&quot;A4&quot;); followed by &quot;%n component(s) to cut out.&quot;</extracomment>
        <translation>
            <numerusform>%1: %n strona formatu %2, </numerusform>
            <numerusform>%1: %n strony formatu %2, </numerusform>
            <numerusform>%1: %n stron formatu %2, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n komponent do wycięcia.</numerusform>
            <numerusform>%n komponenty do wycięcia.</numerusform>
            <numerusform>%n komponentów do wycięcia.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Gra: %1 (domyślnie %2).</translation>
    </message>
    <message>
        <source>The variant: %1 (default %2).</source>
        <translation>Wariant: %1 (domyślnie %2).</translation>
    </message>
    <message>
        <source>Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).</source>
        <translation>Gracze dla kolejnych miejsc, rozdzieleni przecinkami, powtarzani, gdy miejsc jest więcej: %1 (domyślnie random,random).</translation>
    </message>
    <message>
        <source>Seed of the game or batch (default 1).</source>
        <translation>Ziarno partii lub serii (domyślnie 1).</translation>
    </message>
    <message>
        <source>Play under the rules in &lt;file&gt; instead of the default.</source>
        <translation>Graj według zasad z &lt;file&gt; zamiast domyślnych.</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer</source>
        <translation>oczekiwano 64-bitowej liczby całkowitej bez znaku</translation>
    </message>
    <message>
        <source>Worker threads (default: every core).</source>
        <translation>Wątki robocze (domyślnie: wszystkie rdzenie).</translation>
    </message>
    <message>
        <source>expected a number of games from %1 to 100000000</source>
        <translation>oczekiwano liczby partii od %1 do 100000000</translation>
    </message>
    <message>
        <source>expected a number of threads from 1 to 256</source>
        <translation>oczekiwano liczby wątków od 1 do 256</translation>
    </message>
    <message>
        <source>Plays many games between computer players and prints win and draw rates per seat, the score distribution, the game length and the figures the game keeps for designers.</source>
        <translation>Rozgrywa wiele partii między graczami komputerowymi i wypisuje odsetki zwycięstw i remisów dla każdego miejsca, rozkład wyników, długość partii oraz wskaźniki, które gra zbiera dla projektantów.</translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation>Liczba partii (domyślnie 1000).</translation>
    </message>
    <message>
        <source>Skip the game&apos;s designer figures, which cost some speed to count.</source>
        <translation>Pomiń wskaźniki projektowe gry, których liczenie nieco spowalnia symulację.</translation>
    </message>
    <message>
        <source>Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max</source>
        <translation>Msc.  Gracz     Wygrane  Remisy   Porażki  Śr. wynik   Rozrzut (sd) Min  Max</translation>
    </message>
    <message>
        <source>Draws: %1 of games</source>
        <translation>Remisy: %1 partii</translation>
    </message>
    <message>
        <source>Game length: %1 decisions on average (sd %2, from %3 to %4)</source>
        <translation>Długość partii: średnio %1 decyzji (sd %2, od %3 do %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)</source>
        <extracomment>%1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second</extracomment>
        <translation>
            <numerusform>%1, wariant %2: partie: %3, ziarno %4, %n wątek, %5 s (%6 partii/s)</numerusform>
            <numerusform>%1, wariant %2: partie: %3, ziarno %4, %n wątki, %5 s (%6 partii/s)</numerusform>
            <numerusform>%1, wariant %2: partie: %3, ziarno %4, %n wątków, %5 s (%6 partii/s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Play only shard I of N (0 &lt;= I &lt; N) of the games and write a partial result for &quot;isleworks-cli merge&quot; instead of the report.</source>
        <translation>Rozegraj tylko część I z N (0 &lt;= I &lt; N) partii i zapisz wynik częściowy dla „isleworks-cli merge” zamiast raportu.</translation>
    </message>
    <message>
        <source>With --shard: write the partial result to &lt;file&gt; (default: standard output).</source>
        <translation>Z --shard: zapisz wynik częściowy do &lt;file&gt; (domyślnie: standardowe wyjście).</translation>
    </message>
    <message>
        <source>only a shard&apos;s partial result is written to a file; add --shard</source>
        <translation>do pliku zapisywany jest tylko wynik częściowy części; dodaj --shard</translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message>
        <source>Checks a ruleset, game record or position file and lists every problem with the file, the JSON path and what was expected. A record&apos;s decisions are also replayed to check that each is legal. Exits with 2 when there is any error; warnings alone exit with 0.</source>
        <translation>Sprawdza plik zestawu zasad, zapisu partii lub pozycji i wypisuje każdy problem wraz z plikiem, ścieżką JSON i tym, czego oczekiwano. Decyzje z zapisu partii są też odtwarzane, aby sprawdzić, czy każda jest dozwolona. Kończy się kodem 2, gdy wystąpi jakikolwiek błąd; same ostrzeżenia dają kod 0.</translation>
    </message>
    <message>
        <source>The file to check (JSON).</source>
        <translation>Plik do sprawdzenia (JSON).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>plik</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>zestaw zasad</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>zapis partii</translation>
    </message>
    <message>
        <source>position</source>
        <translation>pozycja</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;</source>
        <translation>oczekiwano „%1”, „%2” lub „%3”</translation>
    </message>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation>
            <numerusform>%1: poprawny plik (%2, %n ostrzeżenie).</numerusform>
            <numerusform>%1: poprawny plik (%2, %n ostrzeżenia).</numerusform>
            <numerusform>%1: poprawny plik (%2, %n ostrzeżeń).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a valid %2.</source>
        <translation>%1: niepoprawny plik (%2).</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Character</name>
    <message>
        <source>Wolf</source>
        <translation>Wilk</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Szczur</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Królik</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Świnia</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Wrona</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Kret</translation>
    </message>
    <message>
        <source>Prairie Dog</source>
        <translation>Piesek preriowy</translation>
    </message>
    <message>
        <source>Hippo</source>
        <translation>Hipopotam</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Kameleon</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Kot</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Lis</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Żółw</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Żaba</translation>
    </message>
    <message>
        <source>Mouses</source>
        <translation>Myszki</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Wąż</translation>
    </message>
    <message>
        <source>unknown character %1</source>
        <translation>nieznana postać %1</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Components</name>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: mercenaries for hire</source>
        <translation>%1: najemnicy do wynajęcia</translation>
    </message>
    <message>
        <source>%1: starting set</source>
        <translation>%1: zestaw początkowy</translation>
    </message>
    <message>
        <source>The whole island is open. Tokens face up.</source>
        <translation>Cała wyspa jest odkryta. Żetony odkryte.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face up.</source>
        <translation>Mgła zakrywa wszystkie obszary oprócz jednego. Żetony odkryte.</translation>
    </message>
    <message>
        <source>Tokens face up.</source>
        <translation>Żetony odkryte.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face down.</source>
        <translation>Mgła zakrywa wszystkie obszary oprócz jednego. Żetony zakryte.</translation>
    </message>
    <message>
        <source>Tokens face down.</source>
        <translation>Żetony zakryte.</translation>
    </message>
    <message>
        <source>Weather: %1</source>
        <translation>Pogoda: %1</translation>
    </message>
    <message>
        <source>Weather cards</source>
        <translation>Karty pogody</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Plansza mgły %1</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Plansze mgły</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 do %2</translation>
    </message>
    <message>
        <source>Fog board %1: %2</source>
        <translation>Plansza mgły %1: %2</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Mapa wyspy</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plansze</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Line of</source>
        <translation>Linia z</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>%1 in a line: × %2</source>
        <translation>%1 w linii: × %2</translation>
    </message>
    <message>
        <source>%1 in a line: half, rounded down</source>
        <translation>%1 w linii: połowa, zaokrąglona w dół</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Najemnicy</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Najemnik</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Zastępuje</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Do wynajęcia</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Place one token from your hand on a free, open tile.</source>
        <translation>Połóż jeden żeton z ręki na wolnym, odkrytym polu.</translation>
    </message>
    <message>
        <source>Foggy weather: face down (a mercenary may go face up).</source>
        <translation>Pogoda Mgliście: zakryty (najemnik może leżeć odkryty).</translation>
    </message>
    <message numerus="yes">
        <source>Draw from your pile until you hold %n again.</source>
        <translation>
            <numerusform>Dobieraj ze swojego stosu, aż znów będziesz mieć %n.</numerusform>
            <numerusform>Dobieraj ze swojego stosu, aż znów będziesz mieć %n.</numerusform>
            <numerusform>Dobieraj ze swojego stosu, aż znów będziesz mieć %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open tile free: a fog board is lifted.</source>
        <translation>Brak wolnego odkrytego pola: zdejmuje się planszę mgły.</translation>
    </message>
    <message>
        <source>Board full or nobody can place: score every line.</source>
        <translation>Plansza pełna lub nikt nie może położyć żetonu: punktuj każdą linię.</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Pomoc gracza</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Pomoce</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: pomoc gracza</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</source>
        <translation>
            <numerusform>Wyspa z %1 × %2 pól. Zestaw każdego gracza, %n żeton: %3.</numerusform>
            <numerusform>Wyspa z %1 × %2 pól. Zestaw każdego gracza, %n żetony: %3.</numerusform>
            <numerusform>Wyspa z %1 × %2 pól. Zestaw każdego gracza, %n żetonów: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Gra podstawowa</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Gra z pogodą</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Gra z najemnikami</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Szybka gra</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Gra drużynowa (czterech graczy)</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Runda</translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</source>
        <translation>
            <numerusform>Weź z powrotem wszystkie swoje żetony i wybierz %n jako rękę początkową; reszta to twój stos.</numerusform>
            <numerusform>Weź z powrotem wszystkie swoje żetony i wybierz %n jako rękę początkową; reszta to twój stos.</numerusform>
            <numerusform>Weź z powrotem wszystkie swoje żetony i wybierz %n jako rękę początkową; reszta to twój stos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</source>
        <translation>
            <numerusform>Weź z powrotem wszystkie swoje żetony; %n zostaje losowo rozdany jako ręka, reszta to twój stos.</numerusform>
            <numerusform>Weź z powrotem wszystkie swoje żetony; %n zostają losowo rozdane jako ręka, reszta to twój stos.</numerusform>
            <numerusform>Weź z powrotem wszystkie swoje żetony; %n zostaje losowo rozdanych jako ręka, reszta to twój stos.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather: the second player draws two weather cards, keeps one and puts the other under the deck.</source>
        <translation>Z pogodą: drugi gracz dobiera dwie karty pogody, jedną zatrzymuje, a drugą wkłada pod spód talii.</translation>
    </message>
    <message>
        <source>The round&apos;s second player starts the next round.</source>
        <translation>Drugi gracz rundy rozpoczyna następną rundę.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Pogoda</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n in the deck)</source>
        <translation>
            <numerusform>%1 (%n w talii)</numerusform>
            <numerusform>%1 (%n w talii)</numerusform>
            <numerusform>%1 (%n w talii)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</source>
        <translation>
            <numerusform>Linia to co najmniej %n żeton w rzędzie poziomo, pionowo lub po przekątnej, które budują linie tego samego gracza.</numerusform>
            <numerusform>Linia to co najmniej %n żetony w rzędzie poziomo, pionowo lub po przekątnej, które budują linie tego samego gracza.</numerusform>
            <numerusform>Linia to co najmniej %n żetonów w rzędzie poziomo, pionowo lub po przekątnej, które budują linie tego samego gracza.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postacie</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coins equal the points of each round. After scoring, hire in turn order from the next starter: pay the cost and swap the basic character it replaces.</source>
        <translation>Monety równe punktom z każdej rundy. Po punktacji wynajmujcie w kolejności tur, zaczynając od gracza rozpoczynającego następną rundę: zapłać koszt i wymień postać podstawową, którą najemnik zastępuje.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Zwycięstwo</translation>
    </message>
    <message numerus="yes">
        <source>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</source>
        <translation>
            <numerusform>Wygrywa gracz z największą liczbą punktów zwycięstwa (z najemnikami: monety, potem koszt wynajętych, potem najwyżej %n dodatkowa runda).</numerusform>
            <numerusform>Wygrywa gracz z największą liczbą punktów zwycięstwa (z najemnikami: monety, potem koszt wynajętych, potem najwyżej %n dodatkowe rundy).</numerusform>
            <numerusform>Wygrywa gracz z największą liczbą punktów zwycięstwa (z najemnikami: monety, potem koszt wynajętych, potem najwyżej %n dodatkowych rund).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Podsumowanie zasad</translation>
    </message>
    <message>
        <source>%1: rules summary</source>
        <translation>%1: podsumowanie zasad</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message>
        <source>Mercenaries hired per game</source>
        <translation>Najemnicy wynajęci na partię</translation>
    </message>
    <message>
        <source>Hires of every side in a game.</source>
        <translation>Wynajęcia wszystkich stron w partii.</translation>
    </message>
    <message>
        <source>Scored lines per game</source>
        <translation>Punktujące linie na partię</translation>
    </message>
    <message>
        <source>Lines that scored at a round&apos;s end, summed over the rounds of a game.</source>
        <translation>Linie, które punktowały na koniec rundy, zsumowane po wszystkich rundach partii.</translation>
    </message>
    <message>
        <source>Points of a scored line</source>
        <translation>Punkty za punktującą linię</translation>
    </message>
    <message>
        <source>The mean points of all scored lines.</source>
        <translation>Średnia punktów ze wszystkich punktujących linii.</translation>
    </message>
    <message>
        <source>Hired per game</source>
        <translation>Wynajęte na partię</translation>
    </message>
    <message>
        <source>How many of the character are hired in a game.</source>
        <translation>Ile razy postać jest wynajmowana w partii.</translation>
    </message>
    <message>
        <source>Scored lines</source>
        <translation>Punktujące linie</translation>
    </message>
    <message>
        <source>Scored lines holding at least one of the character&apos;s tokens, face-down tokens turned up.</source>
        <translation>Punktujące linie z co najmniej jednym żetonem tej postaci (po odwróceniu zakrytych żetonów).</translation>
    </message>
    <message>
        <source>Points of its lines</source>
        <translation>Punkty jej linii</translation>
    </message>
    <message>
        <source>The mean points of the scored lines holding the character.</source>
        <translation>Średnia punktów z punktujących linii zawierających tę postać.</translation>
    </message>
    <message>
        <source>Edge of its lines</source>
        <translation>Przewaga jej linii</translation>
    </message>
    <message>
        <source>The mean points of its scored lines minus the mean of all scored lines: positive when lines with it score more than lines in general.</source>
        <translation>Średnia punktów z jej punktujących linii minus średnia ze wszystkich punktujących linii: dodatnia, gdy linie z nią punktują więcej niż linie ogólnie.</translation>
    </message>
    <message>
        <source>pick the opening hand</source>
        <translation>wybierz rękę początkową</translation>
    </message>
    <message>
        <source>choose the weather</source>
        <translation>wybierz pogodę</translation>
    </message>
    <message>
        <source>choose the weather of the whole game</source>
        <translation>wybierz pogodę na całą grę</translation>
    </message>
    <message>
        <source>lift a fog board</source>
        <translation>zdejmij planszę mgły</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>połóż żeton</translation>
    </message>
    <message>
        <source>hire mercenaries</source>
        <translation>wynajmij najemników</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token to swap places with</source>
        <translation>wybierz żeton przeciwnika do zamiany miejscami</translation>
    </message>
    <message>
        <source>exchange a token next to the Fox for one from the hand</source>
        <translation>wymień żeton obok Lisa na żeton z ręki</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token the Snake sends back</source>
        <translation>wybierz żeton przeciwnika, który Wąż odsyła</translation>
    </message>
    <message>
        <source>choose the hand token that replaces it</source>
        <translation>wybierz żeton z ręki, który go zastąpi</translation>
    </message>
    <message>
        <source>swap two tokens next to the Prairie Dog, or not</source>
        <translation>zamień dwa żetony obok Pieska preriowego albo nie</translation>
    </message>
    <message>
        <source>move the Hippo onto one of its two tiles</source>
        <translation>przesuń Hipopotama na jedno z jego dwóch pól</translation>
    </message>
    <message>
        <source>move the Frog to a free tile next to it, or not</source>
        <translation>przesuń Żabę na sąsiednie wolne pole albo nie</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nic: gra się zakończyła</translation>
    </message>
    <message>
        <source>that exchange is not possible: the token must be the deciding player&apos;s own, not white, where the ability allows, and the new one must come from the hand</source>
        <translation>ta wymiana jest niemożliwa: żeton musi należeć do decydującego gracza, nie być biały i leżeć tam, gdzie pozwala zdolność, a nowy musi pochodzić z ręki</translation>
    </message>
    <message>
        <source>the Snake takes an opponent&apos;s token that is not white, whose owner holds a token</source>
        <translation>Wąż zabiera żeton przeciwnika, który nie jest biały i którego właściciel ma żeton na ręce</translation>
    </message>
    <message>
        <source>the Prairie Dog swaps two tokens next to it, neither of them white</source>
        <translation>Piesek preriowy zamienia dwa sąsiednie żetony, z których żaden nie jest biały</translation>
    </message>
    <message>
        <source>the Hippo moves onto one of the two tiles it lies on</source>
        <translation>Hipopotam przesuwa się na jedno z dwóch pól, na których leży</translation>
    </message>
    <message>
        <source>a Frog hops to a free, open tile next to it</source>
        <translation>Żaba skacze na sąsiednie wolne, odkryte pole</translation>
    </message>
    <message>
        <source>that is not one of the choices</source>
        <translation>to nie jest jedna z opcji</translation>
    </message>
    <message>
        <source>%1 is not an opponent&apos;s token next to the %2 (white tokens never move)</source>
        <translation>%1 to nie żeton przeciwnika obok postaci %2 (białe żetony nigdy się nie ruszają)</translation>
    </message>
    <message>
        <source>  %1 %2–%3 (%4): length %5, %6 = %7 points</source>
        <translation>  %1 %2–%3 (%4): długość %5, %6 = %7 pkt</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>nieznana postać „%1”</translation>
    </message>
    <message>
        <source>expected a tile name from A1 to P16, found &quot;%1&quot;</source>
        <translation>oczekiwano nazwy pola od A1 do P16, znaleziono „%1”</translation>
    </message>
    <message>
        <source>unknown weather &quot;%1&quot;; expected sunny, cloudy or foggy</source>
        <translation>nieznana pogoda „%1”; oczekiwano sunny, cloudy lub foggy</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;; expected pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog or skip</source>
        <translation>nieznana decyzja „%1”; oczekiwano pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog lub skip</translation>
    </message>
    <message>
        <source>pick %1 for the opening hand</source>
        <translation>wybierz na rękę początkową: %1</translation>
    </message>
    <message>
        <source>keep the %1 weather card</source>
        <translation>zatrzymaj kartę pogody %1</translation>
    </message>
    <message>
        <source>keep weather card %1</source>
        <translation>zatrzymaj kartę pogody nr %1</translation>
    </message>
    <message>
        <source>choose %1 weather for the whole game</source>
        <translation>wybierz pogodę %1 na całą grę</translation>
    </message>
    <message>
        <source>choose weather %1 for the whole game</source>
        <translation>wybierz pogodę nr %1 na całą grę</translation>
    </message>
    <message>
        <source>lift fog board %1</source>
        <translation>zdejmij planszę mgły %1</translation>
    </message>
    <message>
        <source>hire the %1</source>
        <translation>wynajmij: %1</translation>
    </message>
    <message>
        <source>hire no more</source>
        <translation>zakończ wynajmowanie</translation>
    </message>
    <message>
        <source>swap places with the token on %1</source>
        <translation>zamień się miejscami z żetonem na %1</translation>
    </message>
    <message>
        <source>exchange the token on %1 for %2 from the hand</source>
        <translation>wymień żeton na %1 na żeton %2 z ręki</translation>
    </message>
    <message>
        <source>send the token on %1 back to its owner&apos;s hand</source>
        <translation>odeślij żeton z %1 na rękę właściciela</translation>
    </message>
    <message>
        <source>swap the tokens on %1 and %2</source>
        <translation>zamień żetony na %1 i %2</translation>
    </message>
    <message>
        <source>move the Hippo onto %1</source>
        <translation>przesuń Hipopotama na %1</translation>
    </message>
    <message>
        <source>move the Frog from %1 to %2</source>
        <translation>przesuń Żabę z %1 na %2</translation>
    </message>
    <message>
        <source>do not use the ability</source>
        <translation>nie używaj zdolności</translation>
    </message>
    <message>
        <source>place %1 across %2 and %3</source>
        <translation>połóż %1 w poprzek na %2 i %3</translation>
    </message>
    <message>
        <source>place %1 face down on %2</source>
        <translation>połóż %1 zakryty na %2</translation>
    </message>
    <message>
        <source>place %1 on %2</source>
        <translation>połóż %1 na %2</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>nieznana decyzja</translation>
    </message>
    <message>
        <source>pick a token for the opening hand</source>
        <translation>wybierz żeton na rękę początkową</translation>
    </message>
    <message>
        <source>exchange the token on %1 for one from the hand</source>
        <translation>wymień żeton na %1 na żeton z ręki</translation>
    </message>
    <message>
        <source>place a token face down on %1</source>
        <translation>połóż żeton zakryty na %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>Zaczyna się runda %1; rozpoczyna %2</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 wybiera: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation>
            <numerusform>%1 otrzymuje %n żeton</numerusform>
            <numerusform>%1 otrzymuje %n żetony</numerusform>
            <numerusform>%1 otrzymuje %n żetonów</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2 and %3</source>
        <translation>%1 dobiera: %2 i %3</translation>
    </message>
    <message>
        <source>The weather is %1</source>
        <translation>Pogoda: %1</translation>
    </message>
    <message>
        <source>%1 lifts fog board %2</source>
        <translation>%1 zdejmuje planszę mgły %2</translation>
    </message>
    <message>
        <source>%1 places a token face down on %2</source>
        <translation>%1 kładzie zakryty żeton na %2</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 kładzie %2 na %3</translation>
    </message>
    <message>
        <source>%1&apos;s face-down token on %2 is %3</source>
        <translation>%1: zakryty żeton na %2 to %3</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 dobiera: %2</translation>
    </message>
    <message>
        <source>%1 has no token and passes</source>
        <translation>%1 nie ma żetonu i pasuje</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation>
            <numerusform>Odkryto %n zakryty żeton</numerusform>
            <numerusform>Odkryto %n zakryte żetony</numerusform>
            <numerusform>Odkryto %n zakrytych żetonów</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 scores %2 for the %3 line from %4</source>
        <translation>Strona %1 zdobywa %2 pkt za linię %3 od %4</translation>
    </message>
    <message>
        <source>Round %1 ends %2 to %3</source>
        <translation>Runda %1 kończy się wynikiem %2 do %3</translation>
    </message>
    <message>
        <source>%1 hires the %2 for %3 coins and gives back a %4</source>
        <translation>%1 wynajmuje postać %2 (monety: %3) i oddaje postać %4</translation>
    </message>
    <message>
        <source>The Chameleon on %1 now builds side %2&apos;s lines</source>
        <translation>Kameleon na %1 buduje teraz linie strony %2</translation>
    </message>
    <message>
        <source>The tokens on %1 and %2 change places</source>
        <translation>Żetony na %1 i %2 zamieniają się miejscami</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for one face down</source>
        <translation>%1 wymienia żeton na %2 na zakryty</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for %3</source>
        <translation>%1 wymienia żeton na %2 na %3</translation>
    </message>
    <message>
        <source>no opponent&apos;s token that is not white lies next to it to swap places with</source>
        <translation>obok nie leży żaden niebiały żeton przeciwnika, z którym można się zamienić miejscami</translation>
    </message>
    <message>
        <source>no opponent has a token that is not white next to it to exchange</source>
        <translation>żaden przeciwnik nie ma obok niebiałego żetonu do wymiany</translation>
    </message>
    <message>
        <source>no opponent&apos;s token next to it can be taken (not white, and its owner must hold a token)</source>
        <translation>nie można zabrać żadnego sąsiedniego żetonu przeciwnika (musi być niebiały, a jego właściciel musi mieć żeton na ręce)</translation>
    </message>
    <message>
        <source>there are not two tokens next to it to swap (white ones never move)</source>
        <translation>obok nie ma dwóch żetonów do zamiany (białe nigdy się nie ruszają)</translation>
    </message>
    <message>
        <source>there is nothing for it to act on</source>
        <translation>nie ma na co zadziałać</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 does nothing: %4</source>
        <translation>%1: %2 na %3 nic nie robi: %4</translation>
    </message>
    <message>
        <source>Side %1 earns %2 coins and has %3</source>
        <translation>Strona %1 zarabia monety: %2, ma ich: %3</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>Gra kończy się remisem</translation>
    </message>
    <message>
        <source>Side %1 wins</source>
        <translation>Wygrywa strona %1</translation>
    </message>
    <message>
        <source>  no lines</source>
        <translation>  brak linii</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  łącznie: %1 pkt</translation>
    </message>
    <message>
        <source>there is no such character</source>
        <translation>nie ma takiej postaci</translation>
    </message>
    <message>
        <source>the %1 is not for hire</source>
        <translation>postaci %1 nie można wynająć</translation>
    </message>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation>
            <numerusform>każda postać %1 do wynajęcia (%n) jest już wynajęta</numerusform>
            <numerusform>każda postać %1 do wynajęcia (%n) jest już wynajęta</numerusform>
            <numerusform>każda postać %1 do wynajęcia (%n) jest już wynajęta</numerusform>
        </translation>
    </message>
    <message>
        <source>hiring the %1 costs %2 coins; there are %3</source>
        <translation>wynajęcie postaci %1 kosztuje monety: %2; dostępne: %3</translation>
    </message>
    <message>
        <source>the %1 replaces a %2, and no %2 is left in the pile</source>
        <translation>postać %1 zastępuje postać %2, a w stosie nie została żadna postać %2</translation>
    </message>
    <message>
        <source>the hand holds no %1</source>
        <translation>na ręce nie ma postaci %1</translation>
    </message>
    <message>
        <source>that tile is not on the %1×%2 island</source>
        <translation>tego pola nie ma na wyspie %1×%2</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 jest już zajęte</translation>
    </message>
    <message>
        <source>%1 is under fog</source>
        <translation>%1 jest pod mgłą</translation>
    </message>
    <message>
        <source>a Hippo of yours still lies across two tiles</source>
        <translation>twój Hipopotam wciąż leży w poprzek dwóch pól</translation>
    </message>
    <message>
        <source>a Hippo placed face up lies across two free, open tiles side by side</source>
        <translation>odkryty Hipopotam leży w poprzek dwóch wolnych, odkrytych, sąsiednich pól</translation>
    </message>
    <message>
        <source>only a Hippo placed face up takes a second tile</source>
        <translation>tylko odkryty Hipopotam zajmuje drugie pole</translation>
    </message>
    <message>
        <source>a token is face up or face down</source>
        <translation>żeton jest odkryty albo zakryty</translation>
    </message>
    <message>
        <source>in Foggy weather a %1 is placed face down; only mercenaries may be placed face up</source>
        <translation>przy pogodzie Mgliście postać %1 kładzie się zakrytą; odkryte mogą być tylko najemnicy</translation>
    </message>
    <message>
        <source>tokens are placed face down only in Foggy weather</source>
        <translation>żetony kładzie się zakryte tylko przy pogodzie Mgliście</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <source>the game waits for a different decision: %1</source>
        <translation>gra czeka na inną decyzję: %1</translation>
    </message>
    <message>
        <source>the decision carries values its kind does not use</source>
        <translation>decyzja zawiera wartości, których jej rodzaj nie używa</translation>
    </message>
    <message>
        <source>no %1 is left to pick</source>
        <translation>nie została żadna postać %1 do wybrania</translation>
    </message>
    <message>
        <source>only %1 weather cards were drawn</source>
        <translation>dobrano tylko tyle kart pogody: %1</translation>
    </message>
    <message>
        <source>there is no such weather; expected Sunny, Cloudy or Foggy</source>
        <translation>nie ma takiej pogody; oczekiwano Słonecznie, Pochmurno lub Mgliście</translation>
    </message>
    <message>
        <source>there is no fog region %1</source>
        <translation>nie ma obszaru mgły %1</translation>
    </message>
    <message>
        <source>fog region %1 is not covered</source>
        <translation>obszar mgły %1 nie jest zakryty</translation>
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
        <translation>Gra podstawowa</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Gra z pogodą</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Gra z najemnikami</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Szybka gra</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Gra drużynowa</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyRules</name>
    <message>
        <source>length %1 appears twice; each line length has one value</source>
        <translation>długość %1 występuje dwukrotnie; każda długość linii ma jedną wartość</translation>
    </message>
    <message>
        <source>the scoring table is empty; expected at least one line length</source>
        <translation>tabela punktacji jest pusta; oczekiwano co najmniej jednej długości linii</translation>
    </message>
    <message>
        <source>a gap: no value for lines of length %1 (between %2 and %3)</source>
        <translation>luka: brak wartości dla linii o długości %1 (między %2 a %3)</translation>
    </message>
    <message>
        <source>a line of %1 scores less than a line of %2</source>
        <translation>linia z %1 punktuje mniej niż linia z %2</translation>
    </message>
    <message>
        <source>the region (%1, %2, %3×%4) reaches off the %5×%6 board</source>
        <translation>obszar (%1, %2, %3×%4) wychodzi poza planszę %5×%6</translation>
    </message>
    <message>
        <source>the region overlaps an earlier fog region; each tile is under one fog board at most</source>
        <translation>obszar nachodzi na wcześniejszy obszar mgły; każde pole leży pod co najwyżej jedną planszą mgły</translation>
    </message>
    <message>
        <source>a hired character replaces a basic character (wolf, rat, rabbit or pig)</source>
        <translation>wynajęta postać zastępuje postać podstawową (wolf, rat, rabbit lub pig)</translation>
    </message>
    <message>
        <source>a character for hire gives back a basic character, so the pile stays the same size; expected wolf, rat, rabbit or pig</source>
        <translation>postać do wynajęcia zastępuje postać podstawową, więc stos zachowuje rozmiar; oczekiwano wolf, rat, rabbit lub pig</translation>
    </message>
    <message>
        <source>a mercenary is hired, never part of the starting set; expected 0</source>
        <translation>najemnika się wynajmuje, nigdy nie należy do zestawu początkowego; oczekiwano 0</translation>
    </message>
    <message>
        <source>no player has any token: every basicCount is 0</source>
        <translation>żaden gracz nie ma żetonów: każde basicCount wynosi 0</translation>
    </message>
    <message>
        <source>the starting set holds %1 tokens (the sum of every basicCount); at most %2 are allowed</source>
        <translation>liczba żetonów w zestawie początkowym: %1 (suma wszystkich basicCount); dozwolone jest najwyżej %2</translation>
    </message>
    <message>
        <source>expected a board from 3×3 to 16×16</source>
        <translation>oczekiwano planszy od 3×3 do 16×16</translation>
    </message>
    <message>
        <source>the weather deck is empty; expected at least one card</source>
        <translation>talia pogody jest pusta; oczekiwano co najmniej jednej karty</translation>
    </message>
    <message>
        <source>expected at most %1 weather cards, found %2</source>
        <translation>oczekiwano najwyżej %1 kart pogody, znaleziono %2</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Position</name>
    <message>
        <source>expected an array of %1 objects, one per player, such as {&quot;wolf&quot;: 3}</source>
        <translation>oczekiwano tablicy %1 obiektów, po jednym na gracza, np. {&quot;wolf&quot;: 3}</translation>
    </message>
    <message>
        <source>expected an object of character counts, found %1</source>
        <translation>oczekiwano obiektu z liczbami postaci, znaleziono %1</translation>
    </message>
    <message>
        <source>unknown character; expected a character id such as wolf or pig</source>
        <translation>nieznana postać; oczekiwano identyfikatora postaci, np. wolf lub pig</translation>
    </message>
    <message>
        <source>expected an array of %1 rows (the ruleset&apos;s board height)</source>
        <translation>oczekiwano tablicy %1 wierszy (wysokość planszy z zestawu zasad)</translation>
    </message>
    <message>
        <source>expected a string of %1 tiles separated by spaces</source>
        <translation>oczekiwano ciągu %1 pól rozdzielonych spacjami</translation>
    </message>
    <message>
        <source>expected %1 tiles, found %2</source>
        <translation>oczekiwano %1 pól, znaleziono %2</translation>
    </message>
    <message>
        <source>tile %1: &quot;%2&quot; is not a token; expected &quot;.&quot; or a character code (%3, lower case when face down) followed by the owner, 1 to %4; a face-up Chameleon may add &gt;1 or &gt;2 for the side whose lines it builds</source>
        <translation>pole %1: „%2” nie jest żetonem; oczekiwano „.” albo kodu postaci (%3, małymi literami, gdy zakryty), po którym następuje właściciel, od 1 do %4; odkryty Kameleon może mieć dopisek &gt;1 lub &gt;2 wskazujący stronę, której linie buduje</translation>
    </message>
    <message>
        <source>tile %1: tokens lie face down only in Foggy weather</source>
        <translation>pole %1: żetony leżą zakryte tylko przy pogodzie Mgliście</translation>
    </message>
    <message>
        <source>tile %1 is under fog region %2, where no token can be</source>
        <translation>pole %1 leży w obszarze mgły %2, gdzie nie może być żetonu</translation>
    </message>
    <message>
        <source>expected an array of two whole numbers, one per side</source>
        <translation>oczekiwano tablicy dwóch liczb całkowitych, po jednej na stronę</translation>
    </message>
    <message>
        <source>only the mercenary game has this</source>
        <translation>dotyczy to tylko gry z najemnikami</translation>
    </message>
    <message>
        <source>expected an array of %1 whole numbers, one per player</source>
        <translation>oczekiwano tablicy %1 liczb całkowitych, po jednej na gracza</translation>
    </message>
    <message>
        <source>at most %1 %2 tokens a player can own, found %3</source>
        <translation>limit żetonów %2 na gracza: %1, znaleziono %3</translation>
    </message>
    <message>
        <source>a team&apos;s set keeps its %1 tokens when hiring; the two teammates own %2</source>
        <translation>zestaw drużyny zachowuje przy wynajmowaniu liczbę żetonów (%1); dwaj członkowie drużyny mają ich %2</translation>
    </message>
    <message>
        <source>a player&apos;s set keeps its %1 tokens when hiring, found %2</source>
        <translation>zestaw gracza zachowuje przy wynajmowaniu liczbę żetonów (%1), znaleziono %2</translation>
    </message>
    <message>
        <source>expected %1 entries, one per player: null or two tiles</source>
        <translation>oczekiwano %1 wpisów, po jednym na gracza: null lub dwa pola</translation>
    </message>
    <message>
        <source>expected null or two tiles side by side, each holding this player&apos;s face-up Hippo (written H and the player)</source>
        <translation>oczekiwano null lub dwóch sąsiednich pól, na których leży odkryty Hipopotam tego gracza (zapisywany jako H i numer gracza)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</source>
        <translation>oczekiwano obiektu, np. {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</translation>
    </message>
    <message>
        <source>expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or game-weather</source>
        <translation>oczekiwano place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap lub game-weather</translation>
    </message>
    <message>
        <source>the board is full; nothing can be placed</source>
        <translation>plansza jest pełna; nic nie można położyć</translation>
    </message>
    <message>
        <source>player %1 has no token that can be placed</source>
        <translation>gracz %1 nie ma żetonu, który można położyć</translation>
    </message>
    <message>
        <source>expected the tile of player %1&apos;s face-up %2 whose ability is being resolved</source>
        <translation>oczekiwano pola odkrytej postaci %2 gracza %1, której zdolność jest rozpatrywana</translation>
    </message>
    <message>
        <source>this decision is made by an opponent of the placer</source>
        <translation>tę decyzję podejmuje przeciwnik kładącego</translation>
    </message>
    <message>
        <source>this decision is made by the placer</source>
        <translation>tę decyzję podejmuje kładący</translation>
    </message>
    <message>
        <source>expected the tile of a token of player %1 that is not white, which the Snake sends back</source>
        <translation>oczekiwano pola z niebiałym żetonem gracza %1, który Wąż odsyła</translation>
    </message>
    <message>
        <source>nothing can be chosen for this decision in this position</source>
        <translation>w tej pozycji dla tej decyzji nie można nic wybrać</translation>
    </message>
    <message>
        <source>only the quick game whose quickWeather is &quot;choose&quot; has this decision</source>
        <translation>tę decyzję ma tylko szybka gra, w której quickWeather ma wartość „choose”</translation>
    </message>
    <message>
        <source>the choice of the game&apos;s weather takes no other key</source>
        <translation>wybór pogody na całą grę nie przyjmuje innych kluczy</translation>
    </message>
    <message>
        <source>the weather of the quick game is chosen at its start: round 1, Sunny without fog, an empty board, empty hands and nothing hired</source>
        <translation>pogodę szybkiej gry wybiera się na jej początku: runda 1, Słonecznie bez mgły, pusta plansza, puste ręce i nikt nie został wynajęty</translation>
    </message>
    <message>
        <source>the quick game&apos;s first round is started by player 1</source>
        <translation>pierwszą rundę szybkiej gry rozpoczyna gracz 1</translation>
    </message>
    <message>
        <source>player %1, the first round&apos;s second player, chooses the weather</source>
        <translation>pogodę wybiera gracz %1, drugi gracz pierwszej rundy</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>oczekiwano „%1”</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>expected sunny, cloudy or foggy</source>
        <translation>oczekiwano sunny, cloudy lub foggy</translation>
    </message>
    <message>
        <source>the basic game has no weather; expected sunny</source>
        <translation>gra podstawowa nie ma pogody; oczekiwano sunny</translation>
    </message>
    <message>
        <source>expected an array of covered fog region numbers</source>
        <translation>oczekiwano tablicy numerów zakrytych obszarów mgły</translation>
    </message>
    <message>
        <source>Sunny weather leaves the whole map open; expected no fog</source>
        <translation>pogoda Słonecznie pozostawia całą mapę odkrytą; oczekiwano braku mgły</translation>
    </message>
    <message>
        <source>the ruleset has no fog regions</source>
        <translation>zestaw zasad nie ma obszarów mgły</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; their half of the team&apos;s set (&quot;owned&quot;) holds %4</source>
        <translation>liczba żetonów %3 gracza %1 na planszy, na ręce i w stosie: %2; jego połowa zestawu drużyny („owned”) zawiera %4</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; the ruleset gives %4</source>
        <translation>liczba żetonów %3 gracza %1 na planszy, na ręce i w stosie: %2; zestaw zasad przewiduje %4</translation>
    </message>
    <message>
        <source>a hand holds at most %1 tokens, found %2</source>
        <translation>limit żetonów na ręce: %1, znaleziono %2</translation>
    </message>
    <message>
        <source>tile %1: in Foggy weather a %2 lies face down (write it in lower case); only mercenaries may lie face up</source>
        <translation>pole %1: przy pogodzie Mgliście postać %2 leży zakryta (zapisz ją małymi literami); odkryci mogą leżeć tylko najemnicy</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message>
        <source>Basic game</source>
        <translation>Gra podstawowa</translation>
    </message>
    <message>
        <source>Game with weather cards</source>
        <translation>Gra z kartami pogody</translation>
    </message>
    <message>
        <source>Game with mercenary characters</source>
        <translation>Gra z najemnikami</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Szybka gra</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Gra drużynowa (czterech graczy)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The whole island is open; tokens are placed face up.</source>
        <translation>Cała wyspa jest odkryta; żetony kładzie się odkryte.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random; tokens are placed face up.</source>
        <translation>Plansze mgły zakrywają wszystkie obszary mgły oprócz jednego, wybranego losowo; żetony kładzie się odkryte.</translation>
    </message>
    <message>
        <source>As Sunny: these rules have no fog regions.</source>
        <translation>Jak przy pogodzie Słonecznie: te zasady nie mają obszarów mgły.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.</source>
        <translation>Plansze mgły zakrywają wszystkie obszary mgły oprócz jednego, wybranego losowo, a żetony kładzie się zakryte.</translation>
    </message>
    <message>
        <source>Tokens are placed face down (these rules have no fog regions).</source>
        <translation>Żetony kładzie się zakryte (te zasady nie mają obszarów mgły).</translation>
    </message>
    <message>
        <source>A mercenary may be placed face up instead; only then does its ability act.</source>
        <translation>Najemnika można zamiast tego położyć odkrytego; tylko wtedy działa jego zdolność.</translation>
    </message>
    <message>
        <source>Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole game.</source>
        <translation>Zanim ktokolwiek wynajmie najemników, drugi gracz wybiera pogodę Słonecznie, Pochmurno lub Mgliście na całą grę.</translation>
    </message>
    <message>
        <source>The weather is drawn once, as a round&apos;s weather is (the second player draws two cards and keeps one), and stays for the whole game.</source>
        <translation>Pogodę losuje się raz, tak jak pogodę rundy (drugi gracz dobiera dwie karty i jedną zatrzymuje), i obowiązuje ona przez całą grę.</translation>
    </message>
    <message>
        <source>The whole game is played in %1 weather.</source>
        <translation>Przez całą grę obowiązuje pogoda %1.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 do %2</translation>
    </message>
    <message>
        <source>%1: rules of the game</source>
        <translation>%1: zasady gry</translation>
    </message>
    <message>
        <source>Every variant of the game.</source>
        <translation>Wszystkie warianty gry.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Zasady: %1</translation>
    </message>
    <message>
        <source>(version %1)</source>
        <translation>(wersja %1)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>autor: %1</translation>
    </message>
    <message>
        <source>Every number on this page is the ruleset&apos;s: when the rules are edited, the page follows.</source>
        <translation>Każda liczba na tej stronie pochodzi z zestawu zasad: gdy zasady zostaną zmienione, strona się zaktualizuje.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are neighbours; diagonal tiles are not.</source>
        <translation>Wyspa to plansza z %1 × %2 pól. Pola leżące obok siebie w wierszu lub kolumnie sąsiadują ze sobą; pola po przekątnej nie.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation>
            <numerusform>Zestaw każdego gracza, %n żeton: %1.</numerusform>
            <numerusform>Zestaw każdego gracza, %n żetony: %1.</numerusform>
            <numerusform>Zestaw każdego gracza, %n żetonów: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation>
            <numerusform>%1 i najwyżej %n dodatkowa do rozstrzygnięcia remisu</numerusform>
            <numerusform>%1 i najwyżej %n dodatkowe do rozstrzygnięcia remisu</numerusform>
            <numerusform>%1 i najwyżej %n dodatkowych do rozstrzygnięcia remisu</numerusform>
        </translation>
    </message>
    <message>
        <source>chosen once for the whole game</source>
        <translation>wybierana raz na całą grę</translation>
    </message>
    <message>
        <source>drawn once for the whole game</source>
        <translation>losowana raz na całą grę</translation>
    </message>
    <message>
        <source>%1 for the whole game</source>
        <translation>%1 przez całą grę</translation>
    </message>
    <message>
        <source>none: always open and face up</source>
        <translation>brak: zawsze odkryta wyspa i odkryte żetony</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>drawn every round</source>
        <translation>losowana w każdej rundzie</translation>
    </message>
    <message>
        <source>hired between rounds with the coins won</source>
        <translation>wynajmowani między rundami za zdobyte monety</translation>
    </message>
    <message>
        <source>hired with %1 coins before round 1, then between rounds</source>
        <translation>wynajmowani przed rundą 1 za monety (%1), a potem między rundami</translation>
    </message>
    <message>
        <source>hired between rounds with the team&apos;s coins</source>
        <translation>wynajmowani między rundami za monety drużyny</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Pogoda</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Najemnicy</translation>
    </message>
    <message>
        <source>Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each team owns one set of tokens, split anew between the teammates every round; a player draws only from their own half. A team shares its coins.</source>
        <translation>Gra drużynowa: gracze 1 i 3 grają przeciwko graczom 2 i 4, siedząc na przemian. Każda drużyna ma jeden zestaw żetonów, dzielony na nowo między członków drużyny w każdej rundzie; gracz dobiera tylko ze swojej połowy. Drużyna dzieli się monetami.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Runda</translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Każdy gracz bierze z powrotem wszystkie swoje żetony i wybiera z nich po jednym %n żeton na rękę początkową; reszta tworzy jego zakryty stos.</numerusform>
            <numerusform>Każdy gracz bierze z powrotem wszystkie swoje żetony i wybiera z nich po jednym %n żetony na rękę początkową; reszta tworzy jego zakryty stos.</numerusform>
            <numerusform>Każdy gracz bierze z powrotem wszystkie swoje żetony i wybiera z nich po jednym %n żetonów na rękę początkową; reszta tworzy jego zakryty stos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Każdy gracz bierze z powrotem wszystkie swoje żetony i otrzymuje losowo %n z nich jako rękę początkową; reszta tworzy jego zakryty stos.</numerusform>
            <numerusform>Każdy gracz bierze z powrotem wszystkie swoje żetony i otrzymuje losowo %n z nich jako rękę początkową; reszta tworzy jego zakryty stos.</numerusform>
            <numerusform>Każdy gracz bierze z powrotem wszystkie swoje żetony i otrzymuje losowo %n z nich jako rękę początkową; reszta tworzy jego zakryty stos.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather cards, the round&apos;s weather is chosen next (see Weather).</source>
        <translation>W grze z kartami pogody następnie wybiera się pogodę rundy (zobacz Pogoda).</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile that no fog board covers.</source>
        <translation>Gracze wykonują tury po kolei; w pierwszej rundzie zaczyna gracz 1. W swojej turze połóż jeden żeton z ręki na wolnym polu, którego nie zakrywa żadna plansza mgły.</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile.</source>
        <translation>Gracze wykonują tury po kolei; w pierwszej rundzie zaczyna gracz 1. W swojej turze połóż jeden żeton z ręki na wolnym polu.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation>
            <numerusform>Następnie dobieraj ze swojego stosu, aż znów będziesz mieć %n żeton, dopóki stos się nie wyczerpie.</numerusform>
            <numerusform>Następnie dobieraj ze swojego stosu, aż znów będziesz mieć %n żetony, dopóki stos się nie wyczerpie.</numerusform>
            <numerusform>Następnie dobieraj ze swojego stosu, aż znów będziesz mieć %n żetonów, dopóki stos się nie wyczerpie.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player with no token in hand, or none that fits on the board, is skipped.</source>
        <translation>Gracz bez żetonów na ręce albo bez żetonu, który mieści się na planszy, jest pomijany.</translation>
    </message>
    <message>
        <source>With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see Characters).</source>
        <translation>W grze z najemnikami tura może zacząć się od ustawienia Hipopotama lub skoku Żaby (zobacz Postacie).</translation>
    </message>
    <message>
        <source>The round ends when no free tile is left or nobody can place. Every line is scored (see Scoring) and the board is cleared. The round&apos;s second player starts the next round.</source>
        <translation>Runda kończy się, gdy nie zostało wolne pole albo nikt nie może położyć żetonu. Punktuje się każdą linię (zobacz Punktacja) i czyści planszę. Drugi gracz rundy rozpoczyna następną rundę.</translation>
    </message>
    <message>
        <source>At the start of each round, after the opening hands, the round&apos;s second player draws two weather cards, keeps one as the round&apos;s weather and puts the other at the bottom of the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.</source>
        <translation>Na początku każdej rundy, po wybraniu rąk początkowych, drugi gracz rundy dobiera dwie karty pogody, jedną zatrzymuje jako pogodę rundy, a drugą wkłada na spód talii. Talia zawiera karty: Słonecznie ×%1, Pochmurno ×%2 i Mgliście ×%3, tasowane raz na grę.</translation>
    </message>
    <message>
        <source>The kept card goes to the bottom of the deck at the round&apos;s end.</source>
        <translation>Zatrzymana karta trafia na spód talii na koniec rundy.</translation>
    </message>
    <message>
        <source>The kept card leaves the game; once the deck is empty, every round is Sunny.</source>
        <translation>Zatrzymana karta odpada z gry; gdy talia się wyczerpie, w każdej rundzie jest Słonecznie.</translation>
    </message>
    <message>
        <source>Games with weather cards and with mercenaries: %1</source>
        <translation>Gry z kartami pogody i z najemnikami: %1</translation>
    </message>
    <message>
        <source>Quick game: %1</source>
        <translation>Szybka gra: %1</translation>
    </message>
    <message>
        <source>Team game: %1</source>
        <translation>Gra drużynowa: %1</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Działanie</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from the other players; their owner may look at them.</source>
        <translation>Zakryte żetony są ukryte przed pozostałymi graczami; właściciel może je oglądać.</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from everybody, their owner included.</source>
        <translation>Zakryte żetony są ukryte przed wszystkimi, łącznie z właścicielem.</translation>
    </message>
    <message>
        <source>Every face-down token is turned face up at the round&apos;s end, before scoring. A character that changes a line&apos;s value counts even while face down.</source>
        <translation>Na koniec rundy, przed punktacją, każdy zakryty żeton zostaje odkryty. Postać zmieniająca wartość linii liczy się, nawet leżąc zakryta.</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Plansze mgły</translation>
    </message>
    <message>
        <source>Fog board %1: tiles %2</source>
        <translation>Plansza mgły %1: pola %2</translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation>
            <numerusform>Wyspa ma %n obszar mgły, każdy zakryty własną planszą mgły:</numerusform>
            <numerusform>Wyspa ma %n obszary mgły, każdy zakryty własną planszą mgły:</numerusform>
            <numerusform>Wyspa ma %n obszarów mgły, każdy zakryty własną planszą mgły:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 chooses which (the last one is lifted at once). Then play goes on as usual.</source>
        <translation>Żetony kładzie się tylko na odkrytych polach. Gdy żadne odkryte pole nie jest wolne, zdejmuje się planszę mgły: którą, wybiera %1 (ostatnią zdejmuje się od razu). Potem gra toczy się jak zwykle.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>następny gracz</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>gracz, który zapełnił ostatnie pole</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation>
            <numerusform>Linia to ciąg co najmniej %n sąsiadującego żetonu poziomo, pionowo lub po przekątnej, które budują linie tego samego gracza. Kończy ją każdy inny żeton, puste pole lub brzeg wyspy. Ciąg pięciu to jedna linia z pięciu, a nie trzy linie z trzech; żeton może należeć do najwyżej czterech linii, po jednej w każdym kierunku, i punktuje w każdej.</numerusform>
            <numerusform>Linia to ciąg co najmniej %n sąsiadujących żetonów poziomo, pionowo lub po przekątnej, które budują linie tego samego gracza. Kończy ją każdy inny żeton, puste pole lub brzeg wyspy. Ciąg pięciu to jedna linia z pięciu, a nie trzy linie z trzech; żeton może należeć do najwyżej czterech linii, po jednej w każdym kierunku, i punktuje w każdej.</numerusform>
            <numerusform>Linia to ciąg co najmniej %n sąsiadujących żetonów poziomo, pionowo lub po przekątnej, które budują linie tego samego gracza. Kończy ją każdy inny żeton, puste pole lub brzeg wyspy. Ciąg pięciu to jedna linia z pięciu, a nie trzy linie z trzech; żeton może należeć do najwyżej czterech linii, po jednej w każdym kierunku, i punktuje w każdej.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the table&apos;s last step again)</source>
        <translation>%1 (znów ostatni przyrost z tabeli)</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Długość linii</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Punkty zwycięstwa</translation>
    </message>
    <message>
        <source>A line holding a %1 scores × %2.</source>
        <translation>Linia zawierająca postać %1 punktuje × %2.</translation>
    </message>
    <message>
        <source>Multipliers do not combine: a line with several scores only the largest.</source>
        <translation>Mnożniki się nie sumują: linia z kilkoma punktuje tylko według największego.</translation>
    </message>
    <message>
        <source>A line holding a %1 scores half, rounded down, after any multiplier.</source>
        <translation>Linia zawierająca postać %1 punktuje połowę, zaokrągloną w dół, po zastosowaniu mnożników.</translation>
    </message>
    <message>
        <source>Each halving character in a line halves it again.</source>
        <translation>Każda postać połowiąca w linii połowi ją ponownie.</translation>
    </message>
    <message>
        <source>A line is halved once, however many halving characters it holds.</source>
        <translation>Linia jest połowiona raz, niezależnie od liczby postaci połowiących.</translation>
    </message>
    <message>
        <source>So a line of %1 holding a %2 scores %3 instead of %4.</source>
        <translation>Zatem linia z %1 zawierająca postać %2 punktuje %3 zamiast %4.</translation>
    </message>
    <message>
        <source>With mercenaries, each side also gains as many coins as the victory points it scored in the round.</source>
        <translation>W grze z najemnikami każda strona zdobywa też tyle monet, ile punktów zwycięstwa zdobyła w rundzie.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postacie</translation>
    </message>
    <message>
        <source>Every token has an owner, and a face colour that decides whose lines it builds: its owner&apos;s, the opponent&apos;s (a spy) or nobody&apos;s (white). An opponent&apos;s token, for an ability, is one the opponent owns that is not white; abilities never move a white token.</source>
        <translation>Każdy żeton ma właściciela i kolor awersu, który decyduje, czyje linie buduje: właściciela, przeciwnika (szpieg) albo niczyje (biały). Żeton przeciwnika w rozumieniu zdolności to żeton należący do przeciwnika, który nie jest biały; zdolności nigdy nie przesuwają białego żetonu.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Postać</translation>
    </message>
    <message>
        <source>In each set</source>
        <translation>W każdym zestawie</translation>
    </message>
    <message>
        <source>A mercenary&apos;s ability acts when it is placed face up, right after the placement. A change to a line&apos;s value needs no ability: it counts face up or face down.</source>
        <translation>Zdolność najemnika działa, gdy zostanie położony odkryty, zaraz po położeniu. Zmiana wartości linii nie wymaga zdolności: liczy się odkryta i zakryta.</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Najemnik</translation>
    </message>
    <message>
        <source>Cost (coins)</source>
        <translation>Koszt (monety)</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Zastępuje</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Do wynajęcia</translation>
    </message>
    <message>
        <source>Hiring</source>
        <translation>Wynajmowanie</translation>
    </message>
    <message>
        <source>After each round&apos;s scoring, every token goes back to its owner&apos;s set. The next round&apos;s starter hires first, then the others in turn order; each hires as many as they like, one at a time, and then says they are done.</source>
        <translation>Po punktacji każdej rundy każdy żeton wraca do zestawu właściciela. Gracz rozpoczynający następną rundę wynajmuje pierwszy, a potem pozostali w kolejności tur; każdy wynajmuje tylu, ilu chce, po jednym, a potem ogłasza, że skończył.</translation>
    </message>
    <message>
        <source>A hire pays the mercenary&apos;s cost and gives back the basic character it replaces, so the set keeps its size (see the table above).</source>
        <translation>Wynajęcie to zapłata kosztu najemnika i oddanie postaci podstawowej, którą on zastępuje, więc zestaw zachowuje rozmiar (zobacz tabelę powyżej).</translation>
    </message>
    <message>
        <source>A hire is refused when the coins are short, every one of that mercenary is hired already, or no basic character of the kind it replaces is left.</source>
        <translation>Wynajęcie jest odrzucane, gdy brakuje monet, wszyscy najemnicy tego rodzaju są już wynajęci albo nie została żadna postać podstawowa, którą zastępuje.</translation>
    </message>
    <message>
        <source>Hires are public.</source>
        <translation>Wynajęcia są jawne.</translation>
    </message>
    <message>
        <source>Quick game: each player starts with %1 coins and hires before the first round; the coins not spent are given back, so only the coins the rounds bring count.</source>
        <translation>Szybka gra: każdy gracz zaczyna z %1 monetami i wynajmuje przed pierwszą rundą; niewydane monety się oddaje, więc liczą się tylko monety zdobyte w rundach.</translation>
    </message>
    <message>
        <source>Team game: a team&apos;s coins are shared. After each round one player of each team hires first, teammates taking turns round by round; then the teammates may hire with what is left. Limits and replaced characters count the team&apos;s whole set.</source>
        <translation>Gra drużynowa: drużyna dzieli się monetami. Po każdej rundzie jeden gracz z każdej drużyny wynajmuje pierwszy, a członkowie drużyny zmieniają się co rundę; potem członkowie drużyny mogą wynajmować za to, co zostało. Limity i zastępowane postacie liczy się dla całego zestawu drużyny.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Zwycięstwo</translation>
    </message>
    <message>
        <source>Basic game and game with weather cards: after the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Gra podstawowa i gra z kartami pogody: po ostatniej rundzie wygrywa gracz z większą liczbą punktów zwycięstwa. Remis pozostaje remisem.</translation>
    </message>
    <message>
        <source>After the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Po ostatniej rundzie wygrywa gracz z większą liczbą punktów zwycięstwa. Remis pozostaje remisem.</translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation>
            <numerusform>Po ostatniej rundzie wygrywa strona z większą liczbą monet. Przy remisie w monetach wygrywa strona, której wynajęci najemnicy kosztowali łącznie więcej. Przy dalszym remisie rozgrywa się jeszcze jedną rundę, zaczynając od wynajmowania, najwyżej %n raz; potem gra kończy się remisem.</numerusform>
            <numerusform>Po ostatniej rundzie wygrywa strona z większą liczbą monet. Przy remisie w monetach wygrywa strona, której wynajęci najemnicy kosztowali łącznie więcej. Przy dalszym remisie rozgrywa się jeszcze jedną rundę, zaczynając od wynajmowania, najwyżej %n razy; potem gra kończy się remisem.</numerusform>
            <numerusform>Po ostatniej rundzie wygrywa strona z większą liczbą monet. Przy remisie w monetach wygrywa strona, której wynajęci najemnicy kosztowali łącznie więcej. Przy dalszym remisie rozgrywa się jeszcze jedną rundę, zaczynając od wynajmowania, najwyżej %n razy; potem gra kończy się remisem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with mercenaries: %1</source>
        <translation>Gry z najemnikami: %1</translation>
    </message>
    <message>
        <source>In the team game both players of a team win together.</source>
        <translation>W grze drużynowej obaj gracze drużyny wygrywają razem.</translation>
    </message>
    <message>
        <source>What the tokens show</source>
        <translation>Co pokazują żetony</translation>
    </message>
    <message>
        <source>A face-up token is a character on a disc. The disc&apos;s colour is the colour of the player whose lines the token builds, which is not always its owner&apos;s.</source>
        <translation>Odkryty żeton to postać na krążku. Kolor krążka to kolor gracza, którego linie buduje żeton, a nie zawsze jego właściciela.</translation>
    </message>
    <message>
        <source>A spy (%1) is drawn on a disc in the opponent&apos;s colour: its owner placed it, but it counts in the opponent&apos;s lines, and it ends its owner&apos;s.</source>
        <translation>Szpieg (%1) jest narysowany na krążku w kolorze przeciwnika: położył go właściciel, ale liczy się do linii przeciwnika i przerywa linie właściciela.</translation>
    </message>
    <message>
        <source>A white disc (%1) builds nobody&apos;s line and ends every line it stands in.</source>
        <translation>Biały krążek (%1) nie buduje niczyjej linii i przerywa każdą linię, w której stoi.</translation>
    </message>
    <message>
        <source>A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 scores %4 with a %1. That is why such a line can score 0.</source>
        <translation>Linia z postacią %1 punktuje połowę swoich punktów, zaokrągloną w dół: linia z %2 warta %3 punktuje %4 z postacią %1. Dlatego taka linia może dać 0 punktów.</translation>
    </message>
    <message>
        <source>A face-down token shows its owner&apos;s disc under the token&apos;s back, so everybody sees whose it is but not what it is.</source>
        <translation>Zakryty żeton pokazuje krążek właściciela pod rewersem żetonu, więc każdy widzi, czyj jest, ale nie wie, co to za postać.</translation>
    </message>
    <message>
        <source>A Chameleon&apos;s disc changes colour when it takes the colour of a token placed next to it.</source>
        <translation>Krążek Kameleona zmienia kolor, gdy przejmuje kolor żetonu położonego obok.</translation>
    </message>
    <message>
        <source>A Hippo placed face up lies across two tiles until its owner&apos;s next turn.</source>
        <translation>Odkryty Hipopotam leży w poprzek dwóch pól do następnej tury właściciela.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines.</source>
        <translation>Buduje linie właściciela.</translation>
    </message>
    <message>
        <source>A spy: builds the opponent&apos;s lines, and shows the opponent&apos;s colour.</source>
        <translation>Szpieg: buduje linie przeciwnika i ma kolor przeciwnika.</translation>
    </message>
    <message>
        <source>Neutral (white): builds nobody&apos;s line.</source>
        <translation>Neutralny (biały): nie buduje niczyjej linii.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines at first.</source>
        <translation>Na początku buduje linie właściciela.</translation>
    </message>
    <message>
        <source>A line holding it scores × %1.</source>
        <translation>Linia z tą postacią punktuje × %1.</translation>
    </message>
    <message>
        <source>A line holding it scores half, rounded down.</source>
        <translation>Linia z tą postacią punktuje połowę, zaokrągloną w dół.</translation>
    </message>
    <message>
        <source>Placed face up, it swaps places with an opponent&apos;s token next to it, if there is one.</source>
        <translation>Położony odkryty zamienia się miejscami z sąsiednim żetonem przeciwnika, jeśli taki jest.</translation>
    </message>
    <message>
        <source>Placed face up, its owner may swap two tokens on the tiles next to it.</source>
        <translation>Gdy zostanie położony odkryty, właściciel może zamienić dwa żetony na sąsiednich polach.</translation>
    </message>
    <message>
        <source>Placed face up, it lies across two free tiles side by side and settles on one of them at the start of its owner&apos;s next turn.</source>
        <translation>Położony odkryty leży w poprzek dwóch wolnych sąsiednich pól, a na początku następnej tury właściciela zostaje na jednym z nich.</translation>
    </message>
    <message>
        <source>Face up, it takes the colour of each token placed next to it (white leaves it as it is).</source>
        <translation>Odkryty przejmuje kolor każdego żetonu położonego obok (biały niczego nie zmienia).</translation>
    </message>
    <message>
        <source>Placed face up, the opponent must exchange one of their tokens next to it for a token from their hand.</source>
        <translation>Gdy zostanie położony odkryty, przeciwnik musi wymienić jeden ze swoich sąsiednich żetonów na żeton z ręki.</translation>
    </message>
    <message>
        <source>Placed face up, its owner places one more token at once, and the opponent&apos;s next turn has one more placement too.</source>
        <translation>Gdy zostanie położony odkryty, właściciel od razu kładzie jeszcze jeden żeton, a następna tura przeciwnika też ma jedno dodatkowe położenie.</translation>
    </message>
    <message>
        <source>Face up, it may hop to a free tile next to it at the start of each of its owner&apos;s turns.</source>
        <translation>Odkryty może na początku każdej tury właściciela przeskoczyć na sąsiednie wolne pole.</translation>
    </message>
    <message>
        <source>Placed face up, its owner picks any opponent&apos;s token, which the opponent must exchange for a token from their hand.</source>
        <translation>Gdy zostanie położony odkryty, właściciel wybiera dowolny żeton przeciwnika, który przeciwnik musi wymienić na żeton z ręki.</translation>
    </message>
    <message>
        <source>These rules cannot be played until their problems are fixed:</source>
        <translation>Według tych zasad nie można grać, dopóki ich problemy nie zostaną poprawione:</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Ruleset</name>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Wilk</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Szczur</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Królik</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Świnia</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Szerokość planszy</translation>
    </message>
    <message>
        <source>Number of tile columns of the island map.</source>
        <translation>Liczba kolumn pól na mapie wyspy.</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Wysokość planszy</translation>
    </message>
    <message>
        <source>Number of tile rows of the island map.</source>
        <translation>Liczba wierszy pól na mapie wyspy.</translation>
    </message>
    <message>
        <source>Fog regions</source>
        <translation>Obszary mgły</translation>
    </message>
    <message>
        <source>Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows count from 0 at the top left; regions may not overlap.</source>
        <translation>Prostokąty zakrywane planszami mgły przy pogodzie Pochmurno i Mgliście. Kolumny i wiersze liczy się od 0 od lewego górnego rogu; obszary nie mogą na siebie nachodzić.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolumna</translation>
    </message>
    <message>
        <source>Leftmost column, from 0.</source>
        <translation>Skrajna lewa kolumna, od 0.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Wiersz</translation>
    </message>
    <message>
        <source>Top row, from 0.</source>
        <translation>Górny wiersz, od 0.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Szerokość</translation>
    </message>
    <message>
        <source>Columns covered.</source>
        <translation>Zakryte kolumny.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Wysokość</translation>
    </message>
    <message>
        <source>Rows covered.</source>
        <translation>Zakryte wiersze.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Postać</translation>
    </message>
    <message>
        <source>Which character the row describes.</source>
        <translation>Którą postać opisuje wiersz.</translation>
    </message>
    <message>
        <source>Face colour</source>
        <translation>Kolor awersu</translation>
    </message>
    <message>
        <source>Whose line the token builds: its owner&apos;s, the opponent&apos;s (a spy), nobody&apos;s (white), or that of the last token placed next to it (chameleon).</source>
        <translation>Czyją linię buduje żeton: właściciela, przeciwnika (szpieg), niczyją (biały) albo tego, kto położył obok ostatni żeton (kameleon).</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>właściciel</translation>
    </message>
    <message>
        <source>opponent (spy)</source>
        <translation>przeciwnik (szpieg)</translation>
    </message>
    <message>
        <source>white (neutral)</source>
        <translation>biały (neutralny)</translation>
    </message>
    <message>
        <source>chameleon</source>
        <translation>kameleon</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Zastępuje</translation>
    </message>
    <message>
        <source>Basic character given back when this mercenary is hired.</source>
        <translation>Postać podstawowa oddawana przy wynajęciu tego najemnika.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Postacie</translation>
    </message>
    <message>
        <source>Every character: how many each player starts with or may hire, whose line it builds, and how it changes a line&apos;s value.</source>
        <translation>Każda postać: ile żetonów ma na początku lub może wynająć każdy gracz, czyją linię buduje i jak zmienia wartość linii.</translation>
    </message>
    <message>
        <source>Starting tokens</source>
        <translation>Żetony początkowe</translation>
    </message>
    <message>
        <source>Tokens of this character in each player&apos;s starting set; the whole set holds at most 64.</source>
        <translation>Żetony tej postaci w zestawie początkowym każdego gracza; cały zestaw liczy najwyżej 64.</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Do wynajęcia</translation>
    </message>
    <message>
        <source>Tokens of this mercenary each player may hire.</source>
        <translation>Ile żetonów tego najemnika może wynająć każdy gracz.</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Mnożnik</translation>
    </message>
    <message>
        <source>A line containing this character is multiplied by this; several multipliers do not combine, the largest applies.</source>
        <translation>Linia zawierająca tę postać jest mnożona przez tę wartość; kilka mnożników się nie sumuje, stosuje się największy.</translation>
    </message>
    <message>
        <source>Halves line</source>
        <translation>Połowi linię</translation>
    </message>
    <message>
        <source>A line containing this character scores half, rounded down, after multipliers.</source>
        <translation>Linia zawierająca tę postać punktuje połowę, zaokrągloną w dół, po zastosowaniu mnożników.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Coins to hire one.</source>
        <translation>Monety za wynajęcie jednego.</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Rozmiar ręki</translation>
    </message>
    <message>
        <source>Tokens a player holds; after placing, a player draws back up to this.</source>
        <translation>Liczba żetonów na ręce gracza; po położeniu gracz dobiera do tej liczby.</translation>
    </message>
    <message>
        <source>Opening hand</source>
        <translation>Ręka początkowa</translation>
    </message>
    <message>
        <source>Whether players pick their opening hand from their tokens or draw it at random.</source>
        <translation>Czy gracze wybierają rękę początkową ze swoich żetonów, czy dobierają ją losowo.</translation>
    </message>
    <message>
        <source>players choose</source>
        <translation>gracze wybierają</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>losowana</translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation>Tabela punktacji</translation>
    </message>
    <message>
        <source>Victory points of a line by its length. Lengths must follow each other without a gap; the shortest length is the shortest line that counts. Longer lines than the table lists repeat the last step&apos;s growth.</source>
        <translation>Punkty zwycięstwa za linię według jej długości. Długości muszą następować po sobie bez luk; najkrótsza długość to najkrótsza linia, która się liczy. Linie dłuższe niż w tabeli powtarzają ostatni przyrost.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Długość linii</translation>
    </message>
    <message>
        <source>Tokens in the line.</source>
        <translation>Żetony w linii.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>Victory points for such a line.</source>
        <translation>Punkty zwycięstwa za taką linię.</translation>
    </message>
    <message>
        <source>Halvings stack</source>
        <translation>Połowienie się kumuluje</translation>
    </message>
    <message>
        <source>When on, a line with two halving characters is halved twice; when off, once.</source>
        <translation>Gdy włączone, linia z dwiema postaciami połowiącymi jest połowiona dwukrotnie; gdy wyłączone, raz.</translation>
    </message>
    <message>
        <source>Rounds (basic game)</source>
        <translation>Rundy (gra podstawowa)</translation>
    </message>
    <message>
        <source>Rounds in the basic game.</source>
        <translation>Liczba rund w grze podstawowej.</translation>
    </message>
    <message>
        <source>Rounds (weather game)</source>
        <translation>Rundy (gra z pogodą)</translation>
    </message>
    <message>
        <source>Rounds in the game with weather cards.</source>
        <translation>Liczba rund w grze z kartami pogody.</translation>
    </message>
    <message>
        <source>Rounds (mercenary game)</source>
        <translation>Rundy (gra z najemnikami)</translation>
    </message>
    <message>
        <source>Rounds in the game with mercenary characters, before any extra round.</source>
        <translation>Liczba rund w grze z najemnikami, nie licząc rund dodatkowych.</translation>
    </message>
    <message>
        <source>Extra rounds at most</source>
        <translation>Najwięcej rund dodatkowych</translation>
    </message>
    <message>
        <source>When coins and the cost of hired mercenaries are both tied, one more round is played, at most this many times; then the game is a draw.</source>
        <translation>Gdy remisują zarówno monety, jak i koszt wynajętych najemników, rozgrywa się jeszcze jedną rundę, najwyżej tyle razy; potem gra kończy się remisem.</translation>
    </message>
    <message>
        <source>Rounds (quick game)</source>
        <translation>Rundy (szybka gra)</translation>
    </message>
    <message>
        <source>Rounds in the quick game, before any extra round.</source>
        <translation>Liczba rund w szybkiej grze, nie licząc rund dodatkowych.</translation>
    </message>
    <message>
        <source>Coins to hire with (quick game)</source>
        <translation>Monety na wynajem (szybka gra)</translation>
    </message>
    <message>
        <source>Coins each player hires with before the first round; what is not spent is given back.</source>
        <translation>Monety, za które każdy gracz wynajmuje przed pierwszą rundą; niewydane się oddaje.</translation>
    </message>
    <message>
        <source>Weather (quick game)</source>
        <translation>Pogoda (szybka gra)</translation>
    </message>
    <message>
        <source>The one weather of the whole quick game: chosen by the second player at the start of the game, drawn like a round&apos;s weather, once, or fixed here.</source>
        <translation>Jedyna pogoda całej szybkiej gry: wybierana przez drugiego gracza na początku gry, losowana raz jak pogoda rundy albo ustalona tutaj.</translation>
    </message>
    <message>
        <source>chosen by a player</source>
        <translation>wybierana przez gracza</translation>
    </message>
    <message>
        <source>drawn once</source>
        <translation>losowana raz</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Słonecznie</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Pochmurno</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Mgliście</translation>
    </message>
    <message>
        <source>Rounds (team game)</source>
        <translation>Rundy (gra drużynowa)</translation>
    </message>
    <message>
        <source>Rounds in the team game for four players, before any extra round.</source>
        <translation>Liczba rund w grze drużynowej dla czterech graczy, nie licząc rund dodatkowych.</translation>
    </message>
    <message>
        <source>Weather (team game)</source>
        <translation>Pogoda (gra drużynowa)</translation>
    </message>
    <message>
        <source>The one weather of the whole team game. The rulebook allows Sunny only; the others are for trying the variant out.</source>
        <translation>Jedyna pogoda całej gry drużynowej. Instrukcja dopuszcza tylko Słonecznie; pozostałe służą do wypróbowania wariantu.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Pogoda</translation>
    </message>
    <message>
        <source>Kind of weather card.</source>
        <translation>Rodzaj karty pogody.</translation>
    </message>
    <message>
        <source>Weather deck</source>
        <translation>Talia pogody</translation>
    </message>
    <message>
        <source>How many cards of each weather the deck holds.</source>
        <translation>Ile kart każdej pogody zawiera talia.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Cards of this weather.</source>
        <translation>Karty tej pogody.</translation>
    </message>
    <message>
        <source>Who lifts fog</source>
        <translation>Kto zdejmuje mgłę</translation>
    </message>
    <message>
        <source>When the open area is full, this player chooses which fog board to lift.</source>
        <translation>Gdy odkryty obszar jest pełny, ten gracz wybiera, którą planszę mgły zdjąć.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>następny gracz</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>gracz, który zapełnił ostatnie pole</translation>
    </message>
    <message>
        <source>Owners see their face-down tokens</source>
        <translation>Właściciele widzą swoje zakryte żetony</translation>
    </message>
    <message>
        <source>Whether a player may look at their own face-down tokens on the map. The printed rulebook says no one may.</source>
        <translation>Czy gracz może oglądać własne zakryte żetony na mapie. Drukowana instrukcja mówi, że nikt nie może.</translation>
    </message>
    <message>
        <source>Kept weather card returns</source>
        <translation>Zatrzymana karta pogody wraca</translation>
    </message>
    <message>
        <source>When on, the round&apos;s weather card goes to the bottom of the deck at the round&apos;s end, so the deck never runs out; when off, it leaves the game (an empty deck then means Sunny weather).</source>
        <translation>Gdy włączone, karta pogody rundy trafia na koniec rundy na spód talii, więc talia nigdy się nie wyczerpuje; gdy wyłączone, odpada z gry (pusta talia oznacza wtedy pogodę Słonecznie).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plansza</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Żetony</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tura</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rundy</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kart</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monet</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pkt</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rund</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>pól</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>żetonów</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Weather</name>
    <message>
        <source>Sunny</source>
        <translation>Słonecznie</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Pochmurno</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Mgliście</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Components</name>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>Map, %1 × %2 tiles</source>
        <translation>Mapa, %1 × %2 pól</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>+%1 a Day</source>
        <translation>+%1 dziennie</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Rzut %1</translation>
    </message>
    <message>
        <source>Bars entry until sieged</source>
        <translation>Blokuje wejście do oblężenia</translation>
    </message>
    <message>
        <source>Adds nothing to the roll</source>
        <translation>Nic nie dodaje do rzutu</translation>
    </message>
    <message>
        <source>Roll +%1</source>
        <translation>Rzut +%1</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Hard fight</source>
        <translation>Ciężka walka</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Walka</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Przekupstwo</translation>
    </message>
    <message>
        <source>Defect</source>
        <translation>Przejście na stronę</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Pomoc gracza</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Pomoce</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Dzień</translation>
    </message>
    <message numerus="yes">
        <source>Income: %n coin(s) a settlement, %1 a mine.</source>
        <translation>
            <numerusform>Dochód: %n moneta z osady, %1 z kopalni.</numerusform>
            <numerusform>Dochód: %n monety z osady, %1 z kopalni.</numerusform>
            <numerusform>Dochód: %n monet z osady, %1 z kopalni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Income: each settlement its tier&apos;s, %1 a mine.</source>
        <translation>Dochód: każda osada według swojego poziomu, %1 z kopalni.</translation>
    </message>
    <message numerus="yes">
        <source>Upkeep: %n coin(s) a hero; an unpaid hero dies.</source>
        <translation>
            <numerusform>Utrzymanie: %n moneta za bohatera; nieopłacony bohater ginie.</numerusform>
            <numerusform>Utrzymanie: %n monety za bohatera; nieopłacony bohater ginie.</numerusform>
            <numerusform>Utrzymanie: %n monet za bohatera; nieopłacony bohater ginie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Build: one building per settlement.</source>
        <translation>Budowa: jeden budynek na osadę.</translation>
    </message>
    <message>
        <source>Recruit heroes and mercenaries.</source>
        <translation>Werbuj bohaterów i najemników.</translation>
    </message>
    <message>
        <source>From Day %1: roll %2; on %3 or more, place a new token.</source>
        <translation>Od dnia %1: rzuć %2; przy %3 lub więcej połóż nowy żeton.</translation>
    </message>
    <message>
        <source>Turns from the Anchor: each hero moves %1 tiles.</source>
        <translation>Tury od Kotwicy: każdy bohater przechodzi %1 pól.</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Koszty</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Bohater</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneta</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Najemnik</translation>
    </message>
    <message>
        <source>Mercenary Camp</source>
        <translation>Obóz najemników</translation>
    </message>
    <message>
        <source>Bribe, per monster</source>
        <translation>Przekupstwo, za potwora</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Dochód</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Rzut</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Kości</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Hero in battle</source>
        <translation>Bohater w bitwie</translation>
    </message>
    <message>
        <source>Mercenary, monster, guardian</source>
        <translation>Najemnik, potwór, strażnik</translation>
    </message>
    <message>
        <source>Mine: guardians on</source>
        <translation>Kopalnia: strażnicy przy</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 lub więcej</translation>
    </message>
    <message>
        <source>Cache: large on</source>
        <translation>Skrytka: duża przy</translation>
    </message>
    <message>
        <source>Small / large cache</source>
        <translation>Mała / duża skrytka</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Oblężenie</translation>
    </message>
    <message>
        <source>%1 movement points</source>
        <translation>%1 punktów ruchu</translation>
    </message>
    <message>
        <source>Monsters (%1)</source>
        <translation>Potwory (%1)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message numerus="yes">
        <source>The last player with a settlement or a hero wins; after %n Day(s), the most settlements.</source>
        <translation>
            <numerusform>Wygrywa ostatni gracz z osadą lub bohaterem; po %n dniu — ten, kto ma najwięcej osad.</numerusform>
            <numerusform>Wygrywa ostatni gracz z osadą lub bohaterem; po %n dniach — ten, kto ma najwięcej osad.</numerusform>
            <numerusform>Wygrywa ostatni gracz z osadą lub bohaterem; po %n dniach — ten, kto ma najwięcej osad.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroes and mercenaries</source>
        <translation>Bohaterowie i najemnicy</translation>
    </message>
    <message>
        <source>Owner markers</source>
        <translation>Znaczniki właściciela</translation>
    </message>
    <message>
        <source>Hero %1, %2</source>
        <translation>Bohater %1, %2</translation>
    </message>
    <message>
        <source>Mercenaries ×%1, %2</source>
        <translation>Najemnicy ×%1, %2</translation>
    </message>
    <message>
        <source>Owner marker, %1</source>
        <translation>Znacznik właściciela, %1</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Osady</translation>
    </message>
    <message>
        <source>Settlement, tiers 1 / 2</source>
        <translation>Osada, poziomy 1 / 2</translation>
    </message>
    <message>
        <source>Settlement, tiers 3 / 4</source>
        <translation>Osada, poziomy 3 / 4</translation>
    </message>
    <message>
        <source>Rampart: Palisade / Fortifications</source>
        <translation>Mury: Palisada / Fortyfikacje</translation>
    </message>
    <message>
        <source>Map tokens</source>
        <translation>Żetony mapy</translation>
    </message>
    <message>
        <source>Resource token</source>
        <translation>Żeton zasobów</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Skrytka</translation>
    </message>
    <message>
        <source>Monster token</source>
        <translation>Żeton potworów</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Potwory</translation>
    </message>
    <message>
        <source>Item token</source>
        <translation>Żeton przedmiotu</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Przedmiot</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Kopalnia</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Coin, 1</source>
        <translation>Moneta, 1</translation>
    </message>
    <message>
        <source>Coin, 5</source>
        <translation>Moneta, 5</translation>
    </message>
    <message>
        <source>Mine +%1</source>
        <translation>Kopalnia +%1</translation>
    </message>
    <message>
        <source>Free moves a turn</source>
        <translation>Darmowe ruchy na turę</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Miejsce %1</translation>
    </message>
    <message>
        <source>Attacker under half the defender</source>
        <translation>Atakujący poniżej połowy obrońcy</translation>
    </message>
    <message>
        <source>Attacker half to equal</source>
        <translation>Atakujący od połowy do równości</translation>
    </message>
    <message>
        <source>Attacker equal to double</source>
        <translation>Atakujący od równości do podwójnej</translation>
    </message>
    <message>
        <source>Attacker double to four times</source>
        <translation>Atakujący od podwójnej do poczwórnej</translation>
    </message>
    <message>
        <source>Attacker over four times</source>
        <translation>Atakujący ponad poczwórną</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Osady</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Kopalnie</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Skrytki</translation>
    </message>
    <message>
        <source>Monster rewards</source>
        <translation>Nagrody za potwory</translation>
    </message>
    <message>
        <source>Mine captures</source>
        <translation>Zdobycie kopalń</translation>
    </message>
    <message>
        <source>Conquered purses</source>
        <translation>Zdobyte sakiewki</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Rozegrane partie</translation>
    </message>
    <message>
        <source>Games in which the seat was in play.</source>
        <translation>Partie, w których to miejsce brało udział.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Odsetek zwycięstw</translation>
    </message>
    <message>
        <source>The share of its games the seat won (shared first places count for each).</source>
        <translation>Odsetek partii wygranych przez to miejsce (wspólne pierwsze miejsca liczą się każdemu).</translation>
    </message>
    <message>
        <source>Days per game</source>
        <translation>Dni na partię</translation>
    </message>
    <message>
        <source>Days a game lasts.</source>
        <translation>Ile dni trwa partia.</translation>
    </message>
    <message>
        <source>Heroes lost</source>
        <translation>Utraceni bohaterowie</translation>
    </message>
    <message>
        <source>Heroes that die in a game, all players together.</source>
        <translation>Bohaterowie, którzy giną w partii, u wszystkich graczy razem.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Bitwy</translation>
    </message>
    <message>
        <source>Battles fought at this ratio of the attacker&apos;s units to the defender&apos;s, over all games.</source>
        <translation>Bitwy stoczone przy takim stosunku jednostek atakującego do obrońcy, we wszystkich partiach.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Odsetek zwycięstw atakującego</translation>
    </message>
    <message>
        <source>How often the attacker won a battle at this army-size ratio.</source>
        <translation>Jak często atakujący wygrywał bitwę przy takim stosunku wielkości armii.</translation>
    </message>
    <message>
        <source>Income by source</source>
        <translation>Dochód według źródła</translation>
    </message>
    <message>
        <source>Coins gained per game from each source.</source>
        <translation>Monety zdobyte w partii z każdego źródła.</translation>
    </message>
    <message>
        <source>place your settlement</source>
        <translation>postaw swoją osadę</translation>
    </message>
    <message>
        <source>choose a hero you cannot pay</source>
        <translation>wybierz bohatera, któremu nie możesz zapłacić</translation>
    </message>
    <message>
        <source>build at a settlement</source>
        <translation>buduj w osadzie</translation>
    </message>
    <message>
        <source>recruit at a settlement</source>
        <translation>werbuj w osadzie</translation>
    </message>
    <message>
        <source>place the new token</source>
        <translation>połóż nowy żeton</translation>
    </message>
    <message>
        <source>move a hero, act or end the turn</source>
        <translation>rusz bohatera, działaj lub zakończ turę</translation>
    </message>
    <message>
        <source>take defecting monsters</source>
        <translation>przyjmij potwory przechodzące na twoją stronę</translation>
    </message>
    <message>
        <source>hire bribed monsters</source>
        <translation>wynajmij przekupione potwory</translation>
    </message>
    <message>
        <source>form a squad of mercenaries</source>
        <translation>utwórz drużynę najemników</translation>
    </message>
    <message>
        <source>choose attacking squads and a target, or retreat</source>
        <translation>wybierz atakujące drużyny i cel albo wycofaj się</translation>
    </message>
    <message>
        <source>choose the attacking squad that dies</source>
        <translation>wybierz atakującą drużynę, która ginie</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra się skończyła.</translation>
    </message>
    <message>
        <source>That is not one of the choices now: %1</source>
        <translation>To nie jest teraz jedna z możliwości: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>%1 main-hand item</source>
        <translation>%1 przedmiot do głównej ręki</translation>
    </message>
    <message>
        <source>%1 off-hand item</source>
        <translation>%1 przedmiot do drugiej ręki</translation>
    </message>
    <message>
        <source>%1 amulet</source>
        <translation>%1 amulet</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;</source>
        <translation>nieznana akcja „%1”</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>expected a tile [x, y], each from 0 to %1</source>
        <translation>oczekiwano pola [x, y], każda od 0 do %1</translation>
    </message>
    <message>
        <source>hero %1</source>
        <translation>bohater %1</translation>
    </message>
    <message>
        <source>Place the settlement on %1</source>
        <translation>Postaw osadę na %1</translation>
    </message>
    <message>
        <source>Let %1 go unpaid (it dies)</source>
        <translation>Nie płać bohaterowi %1 (ginie)</translation>
    </message>
    <message>
        <source>Build nothing today</source>
        <translation>Nic dziś nie buduj</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade to %1 (%n coins)</source>
        <translation>
            <numerusform>Rozbuduj do poziomu „%1” (%n moneta)</numerusform>
            <numerusform>Rozbuduj do poziomu „%1” (%n monety)</numerusform>
            <numerusform>Rozbuduj do poziomu „%1” (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build the %1 (%n coins)</source>
        <translation>
            <numerusform>Zbuduj „%1” (%n moneta)</numerusform>
            <numerusform>Zbuduj „%1” (%n monety)</numerusform>
            <numerusform>Zbuduj „%1” (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build a Mercenary Camp (%n coins)</source>
        <translation>
            <numerusform>Zbuduj Obóz najemników (%n moneta)</numerusform>
            <numerusform>Zbuduj Obóz najemników (%n monety)</numerusform>
            <numerusform>Zbuduj Obóz najemników (%n monet)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recruit a hero (%n coins)</source>
        <translation>
            <numerusform>Zwerbuj bohatera (%n moneta)</numerusform>
            <numerusform>Zwerbuj bohatera (%n monety)</numerusform>
            <numerusform>Zwerbuj bohatera (%n monet)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit a mercenary into the garrison</source>
        <translation>Zwerbuj najemnika do garnizonu</translation>
    </message>
    <message>
        <source>Recruit a mercenary for hero %1</source>
        <translation>Zwerbuj najemnika dla bohatera %1</translation>
    </message>
    <message>
        <source>Recruit no more here</source>
        <translation>Nie werbuj tu więcej</translation>
    </message>
    <message>
        <source>Place the resource token on %1</source>
        <translation>Połóż żeton zasobów na %1</translation>
    </message>
    <message>
        <source>Place the monster token on %1</source>
        <translation>Połóż żeton potworów na %1</translation>
    </message>
    <message>
        <source>Place the item token on %1</source>
        <translation>Połóż żeton przedmiotu na %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Przesuń %1 na %2</translation>
    </message>
    <message>
        <source>%1 moves no more this turn</source>
        <translation>%1 nie rusza się już w tej turze</translation>
    </message>
    <message>
        <source>%1 picks up an item</source>
        <translation>%1 podnosi przedmiot</translation>
    </message>
    <message>
        <source>%1 picks up a resource</source>
        <translation>%1 podnosi zasób</translation>
    </message>
    <message>
        <source>%1 tries to capture the mine</source>
        <translation>%1 próbuje zdobyć kopalnię</translation>
    </message>
    <message>
        <source>%1 faces the monsters on its tile</source>
        <translation>%1 staje do walki z potworami na swoim polu</translation>
    </message>
    <message>
        <source>%1 lays siege to the settlement on %2</source>
        <translation>%1 oblega osadę na %2</translation>
    </message>
    <message>
        <source>%1 equips the %2</source>
        <translation>%1 zakłada: %2</translation>
    </message>
    <message>
        <source>%1 takes the garrison&apos;s mercenaries</source>
        <translation>%1 zabiera najemników z garnizonu</translation>
    </message>
    <message>
        <source>%1 leaves its mercenaries in the garrison</source>
        <translation>%1 zostawia swoich najemników w garnizonie</translation>
    </message>
    <message>
        <source>%1 puts the %2 in the armory</source>
        <translation>%1 odkłada do zbrojowni: %2</translation>
    </message>
    <message>
        <source>%1 takes an item from the armory</source>
        <translation>%1 bierze przedmiot ze zbrojowni</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Zakończ turę</translation>
    </message>
    <message numerus="yes">
        <source>Hire %n monsters</source>
        <translation>
            <numerusform>Wynajmij %n potwora</numerusform>
            <numerusform>Wynajmij %n potwory</numerusform>
            <numerusform>Wynajmij %n potworów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n defecting monsters</source>
        <translation>
            <numerusform>Przyjmij %n potwora przechodzącego na twoją stronę</numerusform>
            <numerusform>Przyjmij %n potwory przechodzące na twoją stronę</numerusform>
            <numerusform>Przyjmij %n potworów przechodzących na twoją stronę</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Form a squad of %n mercenaries</source>
        <translation>
            <numerusform>Utwórz drużynę z %n najemnika</numerusform>
            <numerusform>Utwórz drużynę z %n najemników</numerusform>
            <numerusform>Utwórz drużynę z %n najemników</numerusform>
        </translation>
    </message>
    <message>
        <source>Add attacking squad %1</source>
        <translation>Dodaj atakującą drużynę %1</translation>
    </message>
    <message>
        <source>Attack defending squad %1</source>
        <translation>Zaatakuj broniącą drużynę %1</translation>
    </message>
    <message>
        <source>Retreat (the hero dies)</source>
        <translation>Wycofaj się (bohater ginie)</translation>
    </message>
    <message>
        <source>Lose attacking squad %1</source>
        <translation>Strać atakującą drużynę %1</translation>
    </message>
    <message>
        <source>%1 is the Anchor and plays first.</source>
        <translation>%1 jest Kotwicą i gra pierwszy.</translation>
    </message>
    <message>
        <source>Day %1 begins.</source>
        <translation>Zaczyna się dzień %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coins.</source>
        <translation>
            <numerusform>%1 otrzymuje %n monetę.</numerusform>
            <numerusform>%1 otrzymuje %n monety.</numerusform>
            <numerusform>%1 otrzymuje %n monet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n coins of upkeep.</source>
        <translation>
            <numerusform>%1 płaci %n monetę utrzymania.</numerusform>
            <numerusform>%1 płaci %n monety utrzymania.</numerusform>
            <numerusform>%1 płaci %n monet utrzymania.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 builds at %2.</source>
        <translation>%1 buduje na %2.</translation>
    </message>
    <message>
        <source>%1 recruits a hero at %2.</source>
        <translation>%1 werbuje bohatera na %2.</translation>
    </message>
    <message>
        <source>%1 recruits a mercenary at %2.</source>
        <translation>%1 werbuje najemnika na %2.</translation>
    </message>
    <message>
        <source>%1 adds a token on %2.</source>
        <translation>%1 kładzie żeton na %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Tura: %1.</translation>
    </message>
    <message>
        <source>%1 moves a hero to %2.</source>
        <translation>%1 przesuwa bohatera na %2.</translation>
    </message>
    <message>
        <source>Monsters: %1 defect, %2 may be bribed, %3 fight.</source>
        <translation>Potwory: %1 przechodzi na stronę, %2 można przekupić, %3 walczy.</translation>
    </message>
    <message numerus="yes">
        <source>%1 finds %n coins.</source>
        <translation>
            <numerusform>%1 znajduje %n monetę.</numerusform>
            <numerusform>%1 znajduje %n monety.</numerusform>
            <numerusform>%1 znajduje %n monet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finds a %2.</source>
        <translation>%1 znajduje: %2.</translation>
    </message>
    <message>
        <source>%1 captures the mine on %2.</source>
        <translation>%1 zdobywa kopalnię na %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n guardians defend the mine.</source>
        <translation>
            <numerusform>Kopalni broni %n strażnik.</numerusform>
            <numerusform>Kopalni bronią %n strażnicy.</numerusform>
            <numerusform>Kopalni broni %n strażników.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts a battle on %2.</source>
        <translation>%1 rozpoczyna bitwę na %2.</translation>
    </message>
    <message>
        <source>%1 against %2: the defending squad is destroyed.</source>
        <translation>%1 przeciw %2: broniąca drużyna zniszczona.</translation>
    </message>
    <message>
        <source>%1 against %2: an attacking squad is destroyed.</source>
        <translation>%1 przeciw %2: atakująca drużyna zniszczona.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 wygrywa bitwę.</translation>
    </message>
    <message>
        <source>%1 loses the battle.</source>
        <translation>%1 przegrywa bitwę.</translation>
    </message>
    <message>
        <source>A hero of %1 dies on %2.</source>
        <translation>Bohater gracza %1 ginie na %2.</translation>
    </message>
    <message>
        <source>%1 conquers the settlement on %2.</source>
        <translation>%1 zdobywa osadę na %2.</translation>
    </message>
    <message>
        <source>%1 besieges the settlement on %2.</source>
        <translation>%1 oblega osadę na %2.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 odpada z gry.</translation>
    </message>
    <message>
        <source>The day limit is reached: the game is over.</source>
        <translation>Osiągnięto limit dni: gra się skończyła.</translation>
    </message>
    <message>
        <source>Heroes recruited</source>
        <translation>Zwerbowani bohaterowie</translation>
    </message>
    <message>
        <source>Heroes recruited in a game, all players together.</source>
        <translation>Bohaterowie zwerbowani w jednej grze, wszyscy gracze razem.</translation>
    </message>
    <message>
        <source>Mercenaries recruited</source>
        <translation>Zwerbowani najemnicy</translation>
    </message>
    <message>
        <source>Mercenaries recruited in a game, all players together.</source>
        <translation>Najemnicy zwerbowani w jednej grze, wszyscy gracze razem.</translation>
    </message>
    <message>
        <source>accept or refuse an alliance</source>
        <translation>przyjmij albo odrzuć sojusz</translation>
    </message>
    <message>
        <source>Ask %1 to become your ally</source>
        <translation>Zaproponuj sojusz graczowi %1</translation>
    </message>
    <message>
        <source>Accept the alliance %1 offers</source>
        <translation>Przyjmij sojusz, który proponuje %1</translation>
    </message>
    <message>
        <source>Refuse the alliance %1 offers</source>
        <translation>Odrzuć sojusz, który proponuje %1</translation>
    </message>
    <message>
        <source>Leave your alliance</source>
        <translation>Wystąp z sojuszu</translation>
    </message>
    <message>
        <source>Every player left is in one alliance: they share the victory.</source>
        <translation>Wszyscy pozostali gracze są w jednym sojuszu: dzielą się zwycięstwem.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n kość</numerusform>
            <numerusform>%n kości</numerusform>
            <numerusform>%n kości</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more dice</source>
        <translation>
            <numerusform>%1 i jeszcze %n kość</numerusform>
            <numerusform>%1 i jeszcze %n kości</numerusform>
            <numerusform>%1 i jeszcze %n kości</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack roll: %1.</source>
        <translation>Rzut ataku: %1.</translation>
    </message>
    <message>
        <source>Defence roll: %1.</source>
        <translation>Rzut obrony: %1.</translation>
    </message>
    <message>
        <source>%1 asks %2 to become allies.</source>
        <translation>%1 proponuje sojusz graczowi %2.</translation>
    </message>
    <message>
        <source>%1 refuses the alliance %2 offered.</source>
        <translation>%1 odrzuca sojusz zaproponowany przez gracza %2.</translation>
    </message>
    <message>
        <source>%1 joins %2&apos;s alliance.</source>
        <translation>%1 dołącza do sojuszu gracza %2.</translation>
    </message>
    <message>
        <source>%1 leaves its alliance.</source>
        <translation>%1 występuje z sojuszu.</translation>
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
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trzech graczy</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Czterech graczy</translation>
    </message>
    <message>
        <source>The player-turns page: movement 1d10+10, cities roll 3d3+9, ramparts must be sieged, the King&apos;s Purse and the fainting penalty.</source>
        <translation>Strona tur graczy: ruch 1d10+10, miasta rzucają 3d3+9, mury trzeba oblegać, Królewska sakiewka i kara za omdlenie.</translation>
    </message>
    <message>
        <source>Fuzzy Knights — revised</source>
        <translation>Fuzzy Knights — poprawione</translation>
    </message>
    <message>
        <source>The later rules: movement 15, settlements roll by tier and ramparts, no sieges, at most two heroes, amulets add movement.</source>
        <translation>Późniejsze zasady: ruch 15, osady rzucają według poziomu i murów, bez oblężeń, najwyżej dwóch bohaterów, amulety dodają ruch.</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyPosition</name>
    <message>
        <source>expected %1 seats, found %2</source>
        <translation>oczekiwano miejsc: %1, znaleziono %2</translation>
    </message>
    <message>
        <source>hero %1 is listed twice</source>
        <translation>bohater %1 jest podany dwa razy</translation>
    </message>
    <message>
        <source>settlement %1 is listed twice</source>
        <translation>osada %1 jest podana dwa razy</translation>
    </message>
    <message>
        <source>two settlements share this tile</source>
        <translation>dwie osady na jednym polu</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;</source>
        <translation>nieznana decyzja „%1”</translation>
    </message>
    <message>
        <source>a pending decision goes with the stage &quot;decide&quot;, and only with it</source>
        <translation>oczekująca decyzja występuje z etapem „decide” i tylko z nim</translation>
    </message>
    <message>
        <source>no such hero on the map</source>
        <translation>nie ma takiego bohatera na mapie</translation>
    </message>
    <message>
        <source>a battle goes with a squad or exchange decision, and only with one</source>
        <translation>bitwa występuje tylko z decyzją o drużynach lub starciu</translation>
    </message>
    <message>
        <source>a defect or bribe decision needs the monsters met by the deciding seat&apos;s hero</source>
        <translation>decyzja o przejściu na stronę lub przekupstwie wymaga potworów spotkanych przez bohatera decydującego miejsca</translation>
    </message>
    <message>
        <source>monsters are met only during a defect or bribe decision</source>
        <translation>potwory spotyka się tylko podczas decyzji o przejściu na stronę lub przekupstwie</translation>
    </message>
    <message>
        <source>only the active seat decides in its turn</source>
        <translation>w swojej turze decyduje tylko aktywne miejsce</translation>
    </message>
    <message>
        <source>the settlement building or recruiting must be the deciding seat&apos;s</source>
        <translation>osada, która buduje lub werbuje, musi należeć do decydującego miejsca</translation>
    </message>
    <message>
        <source>hero %1 belongs to an eliminated player</source>
        <translation>bohater %1 należy do wyeliminowanego gracza</translation>
    </message>
    <message>
        <source>the pending decision has no legal choice</source>
        <translation>oczekująca decyzja nie ma żadnej dozwolonej możliwości</translation>
    </message>
    <message>
        <source>a position is saved at a decision or at the end</source>
        <translation>pozycję zapisuje się przy decyzji lub na końcu</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>nieznana wartość „%1”</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>oczekiwano tablicy</translation>
    </message>
    <message>
        <source>expected a tile [x, y] on the %1 × %2 map</source>
        <translation>oczekiwano pola [x, y] na mapie %1 × %2</translation>
    </message>
    <message>
        <source>at most %1 places</source>
        <translation>najwyżej %1 miejsc</translation>
    </message>
    <message>
        <source>only a hero&apos;s items are equipped</source>
        <translation>zakładać można tylko przedmioty bohatera</translation>
    </message>
    <message>
        <source>expected %1 squads</source>
        <translation>oczekiwano drużyn: %1</translation>
    </message>
    <message>
        <source>the attacking hero must be a living hero of the attacker</source>
        <translation>atakujący bohater musi być żyjącym bohaterem atakującego</translation>
    </message>
    <message>
        <source>a hero squad names no living hero</source>
        <translation>drużyna bohatera nie wskazuje żyjącego bohatera</translation>
    </message>
    <message>
        <source>the settlement under attack must stand on the battle&apos;s tile</source>
        <translation>atakowana osada musi stać na polu bitwy</translation>
    </message>
    <message>
        <source>an eliminated player belongs to no alliance</source>
        <translation>wyeliminowany gracz nie należy do żadnego sojuszu</translation>
    </message>
    <message>
        <source>alliance %1 has a single member</source>
        <translation>sojusz %1 ma tylko jednego członka</translation>
    </message>
    <message>
        <source>the ruleset has no alliances</source>
        <translation>zasady nie przewidują sojuszy</translation>
    </message>
    <message>
        <source>an alliance is answered by a seat the active seat has just asked</source>
        <translation>na sojusz odpowiada miejsce, któremu aktywne miejsce właśnie go zaproponowało</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyRules</name>
    <message>
        <source>not a dice expression at character %1: %2</source>
        <translation>to nie wyrażenie z kośćmi, znak %1: %2</translation>
    </message>
    <message>
        <source>expected a band higher than the previous row&apos;s %1</source>
        <translation>oczekiwano przedziału wyższego niż %1 z poprzedniego wiersza</translation>
    </message>
    <message>
        <source>the last band ends at %1, below the die&apos;s highest roll %2</source>
        <translation>ostatni przedział kończy się na %1, poniżej najwyższego rzutu kości %2</translation>
    </message>
    <message>
        <source>can roll %1; expected at most %2</source>
        <translation>może wypaść %1; oczekiwano najwyżej %2</translation>
    </message>
    <message>
        <source>a game of four needs %1 tiles for its set-up tokens and settlements; the map has %2</source>
        <translation>gra w czwórkę wymaga %1 pól na żetony przygotowania i osady; mapa ma %2</translation>
    </message>
    <message>
        <source>movement must stay between 0 and 255 points, amulets included</source>
        <translation>ruch musi mieścić się między 0 a 255 punktami, z amuletami</translation>
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
        <translation>Od dwóch do czterech graczy werbuje bohaterów i najemników w swoich osadach, bada mapę %1×%2 pełną żetonów i zdobywa nawzajem swoje osady.</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Dzień</translation>
    </message>
    <message>
        <source>Income: every settlement pays %1 coins, every mine %2.</source>
        <translation>Dochód: każda osada daje %1 monet, każda kopalnia %2.</translation>
    </message>
    <message>
        <source>Income: every settlement pays its tier&apos;s income, every mine %1.</source>
        <translation>Dochód: każda osada daje dochód swojego poziomu, każda kopalnia %1.</translation>
    </message>
    <message>
        <source>Upkeep: %1 coins per hero; a hero that cannot be paid dies.</source>
        <translation>Utrzymanie: %1 monet za bohatera; bohater, któremu nie można zapłacić, ginie.</translation>
    </message>
    <message>
        <source>Build: one building per settlement (a tier, a rampart level or the Mercenary Camp for %1 coins).</source>
        <translation>Budowa: jeden budynek na osadę (poziom, poziom murów lub Obóz najemników za %1 monet).</translation>
    </message>
    <message>
        <source>Recruit: heroes for %1 coins (at most %2 each), mercenaries for %3 coins%4.</source>
        <translation>Werbunek: bohaterowie za %1 monet (najwyżej %2 na gracza), najemnicy za %3 monet%4.</translation>
    </message>
    <message>
        <source> at a settlement with a Mercenary Camp</source>
        <translation> w osadzie z Obozem najemników</translation>
    </message>
    <message>
        <source>New tokens (from Day %1): a chance roll of %2 or more adds a token the roller places on an empty tile.</source>
        <translation>Nowe żetony (od dnia %1): rzut szansy %2 lub więcej dodaje żeton, który rzucający kładzie na pustym polu.</translation>
    </message>
    <message>
        <source>Turns: from the Anchor, each player moves its heroes, %1 movement points each, one tile per point.</source>
        <translation>Tury: od Kotwicy każdy gracz porusza swoich bohaterów, po %1 punktów ruchu każdy, jedno pole za punkt.</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Osady</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Dochód</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Rzut w bitwie</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Strażnicy kopalni</translation>
    </message>
    <message>
        <source>Ramparts must be destroyed by a siege (%1 movement points, next to the settlement) before the settlement can be assaulted.</source>
        <translation>Mury trzeba zburzyć oblężeniem (%1 punktów ruchu, obok osady), zanim osadę można szturmować.</translation>
    </message>
    <message>
        <source>Ramparts add %1 (Palisade) or %2 (Fortifications) to the settlement&apos;s roll.</source>
        <translation>Mury dodają %1 (Palisada) lub %2 (Fortyfikacje) do rzutu osady.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bitwa</translation>
    </message>
    <message>
        <source>A hero rolls %1 plus its equipped items; each mercenary, monster or guardian rolls %2. The attacker sorts its mercenaries into one to three squads, then picks attacking squads and one defending squad per exchange: a higher sum destroys the defending squad, otherwise one attacking squad dies.</source>
        <translation>Bohater rzuca %1 plus swoje założone przedmioty; każdy najemnik, potwór lub strażnik rzuca %2. Atakujący dzieli swoich najemników na jedną do trzech drużyn, potem w każdym starciu wybiera atakujące drużyny i jedną broniącą: wyższa suma niszczy broniącą drużynę, w przeciwnym razie ginie jedna atakująca drużyna.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it drops its items and loses half its army.</source>
        <translation>Bohater, którego drużyna pada, mdleje; jeśli jego strona wygrywa, upuszcza swoje przedmioty i traci połowę armii.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it recovers.</source>
        <translation>Bohater, którego drużyna pada, mdleje; jeśli jego strona wygrywa, odzyskuje przytomność.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>The last player with a settlement or a hero wins; after %1 Days the most settlements, then the highest total tier, most mines and most coins win.</source>
        <translation>Wygrywa ostatni gracz z osadą lub bohaterem; po %1 dniach wygrywa ten, kto ma najwięcej osad, potem najwyższy łączny poziom, najwięcej kopalń i najwięcej monet.</translation>
    </message>
    <message numerus="yes">
        <source>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</source>
        <translation>
            <numerusform>Darmowe ruchy: założenie przedmiotu, a dla bohatera we własnej osadzie zabranie lub zostawienie najemników garnizonu oraz odłożenie przedmiotów do zbrojowni lub wzięcie ich stamtąd nie kosztują punktów; najwyżej %n na turę.</numerusform>
            <numerusform>Darmowe ruchy: założenie przedmiotu, a dla bohatera we własnej osadzie zabranie lub zostawienie najemników garnizonu oraz odłożenie przedmiotów do zbrojowni lub wzięcie ich stamtąd nie kosztują punktów; najwyżej %n na turę.</numerusform>
            <numerusform>Darmowe ruchy: założenie przedmiotu, a dla bohatera we własnej osadzie zabranie lub zostawienie najemników garnizonu oraz odłożenie przedmiotów do zbrojowni lub wzięcie ich stamtąd nie kosztują punktów; najwyżej %n na turę.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Ruleset</name>
    <message>
        <source>Up to</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>The highest roll of this band; the band starts after the previous row&apos;s. The last row must reach the die&apos;s highest roll.</source>
        <translation>Najwyższy rzut tego przedziału; przedział zaczyna się po poprzednim wierszu. Ostatni wiersz musi sięgać najwyższego rzutu kości.</translation>
    </message>
    <message>
        <source>Encampment</source>
        <translation>Obozowisko</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Willa</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Posiadłość</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Zamek</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Palisada</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Fortyfikacje</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Zwykły</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Niezwykły</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Rzadki</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Epicki</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Legendarny</translation>
    </message>
    <message>
        <source>Settlement tiers</source>
        <translation>Poziomy osady</translation>
    </message>
    <message>
        <source>Each tier of the main building: its upgrade cost (the Encampment every settlement starts as is free), its income each Daybreak, its battle roll, and the guardians a mine has while it is the highest tier on the map.</source>
        <translation>Każdy poziom głównego budynku: koszt rozbudowy (Obozowisko, od którego zaczyna każda osada, jest darmowe), dochód o każdym Świcie, rzut w bitwie i strażnicy kopalni, dopóki to najwyższy poziom na mapie.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>The tier, from the first to the last.</source>
        <translation>Poziom, od pierwszego do ostatniego.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Coins to upgrade to this tier.</source>
        <translation>Monety za rozbudowę do tego poziomu.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Dochód</translation>
    </message>
    <message>
        <source>Coins the settlement pays each Daybreak at this tier (with income by tier).</source>
        <translation>Monety, które osada daje o każdym Świcie na tym poziomie (przy dochodzie według poziomu).</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Rzut w bitwie</translation>
    </message>
    <message>
        <source>The settlement squad&apos;s roll at this tier (with the settlement roll by tier).</source>
        <translation>Rzut drużyny osady na tym poziomie (przy rzucie osady według poziomu).</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Strażnicy kopalni</translation>
    </message>
    <message>
        <source>Guardians a mine capture meets when this is the highest tier on the map.</source>
        <translation>Strażnicy, na których trafia próba zdobycia kopalni, gdy to najwyższy poziom na mapie.</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>Mury</translation>
    </message>
    <message>
        <source>The two rampart levels: cost, the roll they add to the settlement squad (a level replaces the one below), and the tier they need.</source>
        <translation>Dwa poziomy murów: koszt, rzut dodawany do drużyny osady (poziom zastępuje niższy) i wymagany poziom osady.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>The rampart level.</source>
        <translation>Poziom murów.</translation>
    </message>
    <message>
        <source>Coins to build this level.</source>
        <translation>Monety za zbudowanie tego poziomu.</translation>
    </message>
    <message>
        <source>Added to the settlement squad&apos;s roll by tier.</source>
        <translation>Dodawane do rzutu drużyny osady według poziomu.</translation>
    </message>
    <message>
        <source>Needs tier</source>
        <translation>Wymaga poziomu</translation>
    </message>
    <message>
        <source>The lowest settlement tier that may build it (1 Encampment … 4 Castle).</source>
        <translation>Najniższy poziom osady, która może go zbudować (1 Obozowisko … 4 Zamek).</translation>
    </message>
    <message>
        <source>Item dice</source>
        <translation>Kości przedmiotów</translation>
    </message>
    <message>
        <source>What an item of each rarity adds to its hero&apos;s roll, by type, and the movement an equipped amulet adds.</source>
        <translation>Co przedmiot każdej rzadkości dodaje do rzutu bohatera, według typu, oraz ruch dodawany przez założony amulet.</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rzadkość</translation>
    </message>
    <message>
        <source>The item&apos;s rarity.</source>
        <translation>Rzadkość przedmiotu.</translation>
    </message>
    <message>
        <source>Main hand</source>
        <translation>Główna ręka</translation>
    </message>
    <message>
        <source>A main-hand item&apos;s dice.</source>
        <translation>Kości przedmiotu do głównej ręki.</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Druga ręka</translation>
    </message>
    <message>
        <source>An off-hand item&apos;s dice.</source>
        <translation>Kości przedmiotu do drugiej ręki.</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulet</translation>
    </message>
    <message>
        <source>An amulet&apos;s dice.</source>
        <translation>Kości amuletu.</translation>
    </message>
    <message>
        <source>Amulet movement</source>
        <translation>Ruch amuletu</translation>
    </message>
    <message>
        <source>Movement points an amulet of this rarity adds while equipped at the start of its hero&apos;s turn.</source>
        <translation>Punkty ruchu, które dodaje amulet tej rzadkości, jeśli jest założony na początku tury bohatera.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>What the monsters of the token do.</source>
        <translation>Co robią potwory z żetonu.</translation>
    </message>
    <message>
        <source>hard fight</source>
        <translation>ciężka walka</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>walka</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>przekupstwo</translation>
    </message>
    <message>
        <source>defect</source>
        <translation>przejście na stronę</translation>
    </message>
    <message>
        <source>Monster interactions</source>
        <translation>Spotkania z potworami</translation>
    </message>
    <message>
        <source>The chance roll for each monster token a hero meets: its result and how many monsters it holds (fought, or at most hired or taken).</source>
        <translation>Rzut szansy dla każdego żetonu potworów, który spotyka bohater: jego wynik i ile potworów zawiera (do walki albo najwyżej do wynajęcia lub przyjęcia).</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Potwory</translation>
    </message>
    <message>
        <source>How many monsters the token holds.</source>
        <translation>Ile potworów zawiera żeton.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Przygotowanie</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Bohaterowie</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Najemnicy</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Osady</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Żetony</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Przedmioty</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bitwa</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>pól</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>żetonów</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monet</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>bohaterów</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punktów</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dni</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>kopalń</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>poziomów</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Szerokość mapy</translation>
    </message>
    <message>
        <source>Tiles per row of the square grid.</source>
        <translation>Pól w wierszu kwadratowej siatki.</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Wysokość mapy</translation>
    </message>
    <message>
        <source>Rows of the grid.</source>
        <translation>Wierszy siatki.</translation>
    </message>
    <message>
        <source>Item tokens</source>
        <translation>Żetony przedmiotów</translation>
    </message>
    <message>
        <source>Item tokens on the map at set-up, per player.</source>
        <translation>Żetony przedmiotów na mapie przy przygotowaniu, na gracza.</translation>
    </message>
    <message>
        <source>Resource tokens</source>
        <translation>Żetony zasobów</translation>
    </message>
    <message>
        <source>Coin cache tokens on the map at set-up, per player.</source>
        <translation>Żetony skrytek z monetami na mapie przy przygotowaniu, na gracza.</translation>
    </message>
    <message>
        <source>Monster tokens</source>
        <translation>Żetony potworów</translation>
    </message>
    <message>
        <source>Monster tokens on the map at set-up, per player.</source>
        <translation>Żetony potworów na mapie przy przygotowaniu, na gracza.</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Kopalnie</translation>
    </message>
    <message>
        <source>Neutral mines on the map at set-up, per player; no mine is added later.</source>
        <translation>Neutralne kopalnie na mapie przy przygotowaniu, na gracza; później nie dochodzą żadne kopalnie.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Monety startowe</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Monety, z którymi zaczyna każdy gracz.</translation>
    </message>
    <message>
        <source>Starting ramparts</source>
        <translation>Mury startowe</translation>
    </message>
    <message>
        <source>The rampart level each player&apos;s first settlement starts with.</source>
        <translation>Poziom murów, z którym zaczyna pierwsza osada każdego gracza.</translation>
    </message>
    <message>
        <source>Starting mercenary camp</source>
        <translation>Startowy obóz najemników</translation>
    </message>
    <message>
        <source>Each player&apos;s first settlement starts with a Mercenary Camp.</source>
        <translation>Pierwsza osada każdego gracza zaczyna z Obozem najemników.</translation>
    </message>
    <message>
        <source>Hero limit</source>
        <translation>Limit bohaterów</translation>
    </message>
    <message>
        <source>Heroes one player may have at any time (4 is the engine&apos;s most).</source>
        <translation>Ilu bohaterów gracz może mieć naraz (4 to maksimum silnika).</translation>
    </message>
    <message>
        <source>Hero cost</source>
        <translation>Koszt bohatera</translation>
    </message>
    <message>
        <source>Coins to recruit a hero at Daybreak.</source>
        <translation>Monety za zwerbowanie bohatera o Świcie.</translation>
    </message>
    <message>
        <source>Hero upkeep</source>
        <translation>Utrzymanie bohatera</translation>
    </message>
    <message>
        <source>Coins each hero costs at every Daybreak; an unpaid hero dies.</source>
        <translation>Monety, które każdy bohater kosztuje o każdym Świcie; nieopłacony bohater ginie.</translation>
    </message>
    <message>
        <source>Hero roll</source>
        <translation>Rzut bohatera</translation>
    </message>
    <message>
        <source>A hero squad&apos;s roll in battle, before its equipped items.</source>
        <translation>Rzut drużyny bohatera w bitwie, przed założonymi przedmiotami.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Movement points each hero has per turn, rolled for each hero when its player&apos;s turn starts (a plain number is fixed).</source>
        <translation>Punkty ruchu każdego bohatera na turę, rzucane dla każdego bohatera na początku tury jego gracza (zwykła liczba jest stała).</translation>
    </message>
    <message>
        <source>Mercenary cost</source>
        <translation>Koszt najemnika</translation>
    </message>
    <message>
        <source>Coins to recruit one mercenary.</source>
        <translation>Monety za zwerbowanie jednego najemnika.</translation>
    </message>
    <message>
        <source>Unit roll</source>
        <translation>Rzut jednostki</translation>
    </message>
    <message>
        <source>What each mercenary, monster or guardian in a squad rolls.</source>
        <translation>Co rzuca każdy najemnik, potwór lub strażnik w drużynie.</translation>
    </message>
    <message>
        <source>Camp needed</source>
        <translation>Wymagany obóz</translation>
    </message>
    <message>
        <source>A settlement recruits mercenaries only once it has a Mercenary Camp.</source>
        <translation>Osada werbuje najemników dopiero, gdy ma Obóz najemników.</translation>
    </message>
    <message>
        <source>Camp cost</source>
        <translation>Koszt obozu</translation>
    </message>
    <message>
        <source>Coins to build a Mercenary Camp (it uses the Day&apos;s build).</source>
        <translation>Monety za zbudowanie Obozu najemników (zużywa budowę dnia).</translation>
    </message>
    <message>
        <source>Settlement roll</source>
        <translation>Rzut osady</translation>
    </message>
    <message>
        <source>Whether a settlement squad rolls its tier&apos;s roll plus its ramparts&apos;, or one fixed roll.</source>
        <translation>Czy drużyna osady rzuca rzut swojego poziomu plus rzut murów, czy jeden stały rzut.</translation>
    </message>
    <message>
        <source>by tier and ramparts</source>
        <translation>według poziomu i murów</translation>
    </message>
    <message>
        <source>a fixed roll</source>
        <translation>stały rzut</translation>
    </message>
    <message>
        <source>Fixed settlement roll</source>
        <translation>Stały rzut osady</translation>
    </message>
    <message>
        <source>Every settlement squad&apos;s roll with a fixed settlement roll.</source>
        <translation>Rzut każdej drużyny osady przy stałym rzucie osady.</translation>
    </message>
    <message>
        <source>Settlement income</source>
        <translation>Dochód osady</translation>
    </message>
    <message>
        <source>Whether a settlement pays its tier&apos;s income or a flat amount.</source>
        <translation>Czy osada daje dochód swojego poziomu, czy stałą kwotę.</translation>
    </message>
    <message>
        <source>by tier</source>
        <translation>według poziomu</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>stały</translation>
    </message>
    <message>
        <source>Flat income</source>
        <translation>Stały dochód</translation>
    </message>
    <message>
        <source>Coins each settlement pays with flat income.</source>
        <translation>Monety, które daje każda osada przy stałym dochodzie.</translation>
    </message>
    <message>
        <source>Mine income</source>
        <translation>Dochód kopalni</translation>
    </message>
    <message>
        <source>Coins each owned mine pays at Daybreak.</source>
        <translation>Monety, które każda posiadana kopalnia daje o Świcie.</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Oblężenia</translation>
    </message>
    <message>
        <source>A settlement with ramparts cannot be assaulted until a siege destroys them; a besieged settlement pays, builds and recruits nothing at its next Daybreak.</source>
        <translation>Osady z murami nie można szturmować, dopóki oblężenie ich nie zburzy; oblężona osada nic nie daje, nie buduje ani nie werbuje o swoim następnym Świcie.</translation>
    </message>
    <message>
        <source>Siege cost</source>
        <translation>Koszt oblężenia</translation>
    </message>
    <message>
        <source>Movement points a hero next to the settlement needs to lay a siege, which ends its movement.</source>
        <translation>Punkty ruchu, których bohater obok osady potrzebuje do oblężenia; oblężenie kończy jego ruch.</translation>
    </message>
    <message>
        <source>King&apos;s Purse</source>
        <translation>Królewska sakiewka</translation>
    </message>
    <message>
        <source>Income goes into the purse of the player&apos;s first settlement, and a conquered settlement&apos;s purse passes to the conqueror.</source>
        <translation>Dochód trafia do sakiewki pierwszej osady gracza, a sakiewka zdobytej osady przechodzi na zdobywcę.</translation>
    </message>
    <message>
        <source>Chance die</source>
        <translation>Kość szansy</translation>
    </message>
    <message>
        <source>The die of every chance roll (token success, caches, item type and rarity, monsters, mine guardians): 1dP reads 10 to 100.</source>
        <translation>Kość każdego rzutu szansy (powodzenie żetonu, skrytki, typ i rzadkość przedmiotu, potwory, strażnicy kopalni): 1dP daje od 10 do 100.</translation>
    </message>
    <message>
        <source>Token rolls from day</source>
        <translation>Rzuty na żetony od dnia</translation>
    </message>
    <message>
        <source>The first Day whose Daybreak rolls for new tokens.</source>
        <translation>Pierwszy dzień, o którego Świcie rzuca się na nowe żetony.</translation>
    </message>
    <message>
        <source>New token from</source>
        <translation>Nowy żeton od</translation>
    </message>
    <message>
        <source>The lowest chance roll that adds a token at Daybreak.</source>
        <translation>Najniższy rzut szansy, który dodaje żeton o Świcie.</translation>
    </message>
    <message>
        <source>Token type die</source>
        <translation>Kość typu żetonu</translation>
    </message>
    <message>
        <source>The die rolled on the token type table.</source>
        <translation>Kość rzucana na tabelę typów żetonów.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Żeton</translation>
    </message>
    <message>
        <source>The token the band adds.</source>
        <translation>Żeton, który dodaje ten przedział.</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>zasób</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>potwór</translation>
    </message>
    <message>
        <source>item</source>
        <translation>przedmiot</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>Typy żetonów</translation>
    </message>
    <message>
        <source>Which token a successful Daybreak roll adds, by the token type die.</source>
        <translation>Jaki żeton dodaje udany rzut o Świcie, według kości typu żetonu.</translation>
    </message>
    <message>
        <source>Large cache from</source>
        <translation>Duża skrytka od</translation>
    </message>
    <message>
        <source>The lowest chance roll that makes a resource token a large cache.</source>
        <translation>Najniższy rzut szansy, przy którym żeton zasobów jest dużą skrytką.</translation>
    </message>
    <message>
        <source>Small cache</source>
        <translation>Mała skrytka</translation>
    </message>
    <message>
        <source>Coins a small cache holds.</source>
        <translation>Monety w małej skrytce.</translation>
    </message>
    <message>
        <source>Large cache</source>
        <translation>Duża skrytka</translation>
    </message>
    <message>
        <source>Coins a large cache holds.</source>
        <translation>Monety w dużej skrytce.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>The item&apos;s type.</source>
        <translation>Typ przedmiotu.</translation>
    </message>
    <message>
        <source>main hand</source>
        <translation>główna ręka</translation>
    </message>
    <message>
        <source>off hand</source>
        <translation>druga ręka</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>amulet</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Typy przedmiotów</translation>
    </message>
    <message>
        <source>The type of an item picked up, by the chance die.</source>
        <translation>Typ podniesionego przedmiotu, według kości szansy.</translation>
    </message>
    <message>
        <source>Rarity step from</source>
        <translation>Krok rzadkości od</translation>
    </message>
    <message>
        <source>An item starts Common; each chance roll this high or higher raises it one rarity and rolls again.</source>
        <translation>Przedmiot zaczyna jako Zwykły; każdy rzut szansy równy temu lub wyższy podnosi jego rzadkość o stopień i rzuca się ponownie.</translation>
    </message>
    <message>
        <source>Highest rarity</source>
        <translation>Najwyższa rzadkość</translation>
    </message>
    <message>
        <source>The rarest level an item can reach (5 Legendary).</source>
        <translation>Najrzadszy poziom, jaki może osiągnąć przedmiot (5 Legendarny).</translation>
    </message>
    <message>
        <source>Bribe cost</source>
        <translation>Koszt przekupstwa</translation>
    </message>
    <message>
        <source>Coins per monster hired on a bribe.</source>
        <translation>Monety za każdego potwora wynajętego przekupstwem.</translation>
    </message>
    <message>
        <source>Reward divisor</source>
        <translation>Dzielnik nagrody</translation>
    </message>
    <message>
        <source>A won fight against monsters (or a neutral mine&apos;s guardians) pays the monsters fought divided by this, truncated.</source>
        <translation>Wygrana walka z potworami (lub ze strażnikami neutralnej kopalni) daje liczbę pokonanych potworów podzieloną przez tę wartość, bez reszty.</translation>
    </message>
    <message>
        <source>Guardians from</source>
        <translation>Strażnicy od</translation>
    </message>
    <message>
        <source>The lowest chance roll of a capture attempt that calls the mine&apos;s guardians.</source>
        <translation>Najniższy rzut szansy próby zdobycia, który wzywa strażników kopalni.</translation>
    </message>
    <message>
        <source>Mine capture</source>
        <translation>Zdobycie kopalni</translation>
    </message>
    <message>
        <source>Whether a hero entering a neutral or enemy mine may try to capture it, or must.</source>
        <translation>Czy bohater wchodzący na neutralną lub wrogą kopalnię może spróbować ją zdobyć, czy musi.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcjonalne</translation>
    </message>
    <message>
        <source>mandatory on entering</source>
        <translation>obowiązkowe przy wejściu</translation>
    </message>
    <message>
        <source>Mine after monsters</source>
        <translation>Kopalnia po potworach</translation>
    </message>
    <message>
        <source>Extra movement points a mandatory capture costs right after beating monsters on the same tile.</source>
        <translation>Dodatkowe punkty ruchu, które kosztuje obowiązkowe zdobycie zaraz po pokonaniu potworów na tym samym polu.</translation>
    </message>
    <message>
        <source>Capture coins</source>
        <translation>Monety za zdobycie</translation>
    </message>
    <message>
        <source>Coins a successful mine capture pays.</source>
        <translation>Monety, które daje udane zdobycie kopalni.</translation>
    </message>
    <message>
        <source>Roll mode</source>
        <translation>Tryb rzutu</translation>
    </message>
    <message>
        <source>Roll every die of a squad, or one die per term multiplied by its count.</source>
        <translation>Rzucaj każdą kością drużyny albo jedną kością na składnik, pomnożoną przez ich liczbę.</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>pojedynczo</translation>
    </message>
    <message>
        <source>representative</source>
        <translation>reprezentatywnie</translation>
    </message>
    <message>
        <source>Fainting penalty</source>
        <translation>Kara za omdlenie</translation>
    </message>
    <message>
        <source>A hero that fainted on the winning side drops its items on the tile and loses half its army (rounded down).</source>
        <translation>Bohater, który zemdlał po stronie zwycięzców, upuszcza swoje przedmioty na pole i traci połowę armii (w dół).</translation>
    </message>
    <message>
        <source>Day limit</source>
        <translation>Limit dni</translation>
    </message>
    <message>
        <source>After this many Days the game ends: most settlements, then highest total tier, most mines, most coins.</source>
        <translation>Po tylu dniach gra się kończy: najwięcej osad, potem najwyższy łączny poziom, najwięcej kopalń, najwięcej monet.</translation>
    </message>
    <message>
        <source>Alliances</source>
        <translation>Sojusze</translation>
    </message>
    <message>
        <source>In its turn a player may ask another to ally; the other accepts or refuses. Allies pass through each other&apos;s settlements and mines and never fight each other; any member may leave in its own turn.</source>
        <translation>W swojej turze gracz może zaproponować innemu sojusz; ten go przyjmuje albo odrzuca. Sojusznicy przechodzą przez swoje osady i kopalnie i nigdy ze sobą nie walczą; każdy członek może wystąpić w swojej turze.</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Wspólne zwycięstwo</translation>
    </message>
    <message>
        <source>The game ends as soon as every player still in it belongs to one alliance, and they all win.</source>
        <translation>Gra kończy się, gdy tylko wszyscy pozostali w niej gracze należą do jednego sojuszu, i wszyscy oni wygrywają.</translation>
    </message>
    <message>
        <source>Free moves per turn</source>
        <translation>Darmowe ruchy na turę</translation>
    </message>
    <message>
        <source>How many free moves (equipping an item, taking or leaving the garrison&apos;s mercenaries, putting an item in the armory or taking one out) a player may make in one turn, so that every turn ends.</source>
        <translation>Ile darmowych ruchów (założenie przedmiotu, zabranie lub zostawienie najemników garnizonu, odłożenie przedmiotu do zbrojowni lub wzięcie go stamtąd) gracz może wykonać w jednej turze, aby każda tura się kończyła.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetExport</name>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Nie udało się zapisać %1: %2.</translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: komponenty</translation>
    </message>
    <message>
        <source>Could not start a PDF in %1.</source>
        <translation>Nie udało się utworzyć pliku PDF w %1.</translation>
    </message>
    <message>
        <source>%1: components, page %2</source>
        <translation>%1: komponenty, strona %2</translation>
    </message>
    <message>
        <source>Not enough memory for a page at %1 dpi.</source>
        <translation>Za mało pamięci na stronę w rozdzielczości %1 dpi.</translation>
    </message>
    <message>
        <source>Could not write %1 as PNG.</source>
        <translation>Nie udało się zapisać %1 jako PNG.</translation>
    </message>
    <message>
        <source>A resolution of %1 dpi is out of range; expected %2 to %3.</source>
        <translation>Rozdzielczość %1 dpi jest poza zakresem; oczekiwano od %2 do %3.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Nie udało się utworzyć folderu %1.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetPainter</name>
    <message>
        <source>Calibration page: back</source>
        <translation>Strona kalibracyjna: rewers</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Strona kalibracyjna</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;): the rulers must measure 100 mm. Printed on both sides, hold the sheet against the light and read on the back&apos;s scales where each cross of this side falls: that reading is the back offset.</source>
        <translation>Drukuj w skali 100% (bez „dopasuj do strony”): linijki muszą mierzyć 100 mm. Po wydrukowaniu obu stron przyłóż arkusz do światła i odczytaj na skalach rewersu, gdzie wypada każdy krzyżyk z tej strony: ten odczyt to przesunięcie rewersów.</translation>
    </message>
    <message>
        <source>Where the front&apos;s cross falls on these scales is the back offset in millimetres, right and down positive: give it as --back-offset X,Y or in the print dialog. Here the offset is %1 mm, %2 mm.</source>
        <translation>Miejsce, w którym krzyżyk z awersu wypada na tych skalach, to przesunięcie rewersów w milimetrach, dodatnie w prawo i w dół: podaj je jako --back-offset X,Y albo w oknie drukowania. Tutaj przesunięcie wynosi %1 mm, %2 mm.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>wersja %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>strona %1 z %2</translation>
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
        <translation>Margines jest ujemny (%1 mm); musi wynosić 0 mm lub więcej.</translation>
    </message>
    <message>
        <source>The bleed is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Spad jest ujemny (%1 mm); musi wynosić 0 mm lub więcej.</translation>
    </message>
    <message>
        <source>The gap between components is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Odstęp między komponentami jest ujemny (%1 mm); musi wynosić 0 mm lub więcej.</translation>
    </message>
    <message>
        <source>The bleed (%1 mm) is larger than the gap between components (%2 mm): each component&apos;s bleed would print over its neighbour. Make the gap at least the bleed.</source>
        <translation>Spad (%1 mm) jest większy niż odstęp między komponentami (%2 mm): spad każdego komponentu nachodziłby na sąsiedni. Ustaw odstęp co najmniej równy spadowi.</translation>
    </message>
    <message>
        <source>The overlap of split boards is negative (%1 mm).</source>
        <translation>Zakładka dzielonych plansz jest ujemna (%1 mm).</translation>
    </message>
    <message>
        <source>The back offset (%1 mm, %2 mm) is larger than any printer drifts; expected a few millimetres.</source>
        <translation>Przesunięcie rewersów (%1 mm, %2 mm) jest większe niż przesunięcie jakiejkolwiek drukarki; oczekiwano kilku milimetrów.</translation>
    </message>
    <message>
        <source>A margin of %1 mm and a bleed of %2 mm leave no room on %3 (%4 × %5 mm).</source>
        <translation>Margines %1 mm i spad %2 mm nie zostawiają miejsca na %3 (%4 × %5 mm).</translation>
    </message>
    <message>
        <source>%1 has no size.</source>
        <translation>%1 nie ma rozmiaru.</translation>
    </message>
    <message>
        <source>The art of %1 is missing: %2.</source>
        <translation>Brak grafiki dla %1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm) does not fit on %4 either way round: the printable area inside the margins and the bleed is %5 × %6 mm.</source>
        <translation>%1 (%2 × %3 mm) nie mieści się na %4 w żadnym ułożeniu: obszar wydruku wewnątrz marginesów i spadu ma %5 × %6 mm.</translation>
    </message>
    <message>
        <source>%1 must be split over pages, but an overlap of %2 mm leaves no room on %3.</source>
        <translation>%1 trzeba podzielić na strony, ale zakładka %2 mm nie zostawia miejsca na %3.</translation>
    </message>
    <message>
        <source>back of page %1</source>
        <translation>rewers strony %1</translation>
    </message>
    <message>
        <source>calibration</source>
        <translation>kalibracja</translation>
    </message>
    <message>
        <source>%1, part %2 of %3</source>
        <translation>%1, część %2 z %3</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetSettings</name>
    <message>
        <source>%1 landscape</source>
        <translation>%1 poziomo</translation>
    </message>
    <message>
        <source>%1 portrait</source>
        <translation>%1 pionowo</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Cards</name>
    <message>
        <source>Tree Gatherer</source>
        <translation>Drzewna zbieraczka</translation>
    </message>
    <message>
        <source>Tree Adventurer</source>
        <translation>Drzewna odkrywczyni</translation>
    </message>
    <message>
        <source>Tree Scout</source>
        <translation>Drzewna zwiadowczyni</translation>
    </message>
    <message>
        <source>Tree Thief</source>
        <translation>Drzewna złodziejka</translation>
    </message>
    <message>
        <source>Canopy Keeper</source>
        <translation>Strażniczka koron</translation>
    </message>
    <message>
        <source>Ground Gatherer</source>
        <translation>Naziemna zbieraczka</translation>
    </message>
    <message>
        <source>Ground Digger</source>
        <translation>Naziemna kopaczka</translation>
    </message>
    <message>
        <source>Ground Thief</source>
        <translation>Naziemna złodziejka</translation>
    </message>
    <message>
        <source>Burrow Builder</source>
        <translation>Budowniczka nor</translation>
    </message>
    <message>
        <source>Flying Gatherer</source>
        <translation>Latająca zbieraczka</translation>
    </message>
    <message>
        <source>Flying Scout</source>
        <translation>Latająca zwiadowczyni</translation>
    </message>
    <message>
        <source>Flying Adventurer</source>
        <translation>Latająca odkrywczyni</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Snajperka</translation>
    </message>
    <message>
        <source>Elite Gatherer</source>
        <translation>Elitarna zbieraczka</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Ochroniarka</translation>
    </message>
    <message>
        <source>Twinwatch</source>
        <translation>Podwójna Straż</translation>
    </message>
    <message>
        <source>Stashkeeper</source>
        <translation>Strażniczka Skrytki</translation>
    </message>
    <message>
        <source>Moonglider</source>
        <translation>Księżycowa Szybowniczka</translation>
    </message>
    <message>
        <source>Acorn Snack</source>
        <translation>Żołędziowa przekąska</translation>
    </message>
    <message>
        <source>Nut Basket</source>
        <translation>Kosz orzechów</translation>
    </message>
    <message>
        <source>Trail Map</source>
        <translation>Mapa szlaku</translation>
    </message>
    <message>
        <source>Slingshot</source>
        <translation>Proca</translation>
    </message>
    <message>
        <source>Hollow Log</source>
        <translation>Dziupla w kłodzie</translation>
    </message>
    <message>
        <source>Warm Nest</source>
        <translation>Ciepłe gniazdo</translation>
    </message>
    <message>
        <source>Raccoon Raid</source>
        <translation>Najazd szopów</translation>
    </message>
    <message>
        <source>Fox Lure</source>
        <translation>Wabik na lisa</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Burza</translation>
    </message>
    <message>
        <source>Owl Hoot</source>
        <translation>Pohukiwanie sowy</translation>
    </message>
    <message>
        <source>Forage Trip</source>
        <translation>Wyprawa po zapasy</translation>
    </message>
    <message numerus="yes">
        <source>%n nut(s)</source>
        <translation>
            <numerusform>%n orzech</numerusform>
            <numerusform>%n orzechy</numerusform>
            <numerusform>%n orzechów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamina</source>
        <translation>
            <numerusform>%n pkt energii</numerusform>
            <numerusform>%n pkt energii</numerusform>
            <numerusform>%n pkt energii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n monetę</numerusform>
            <numerusform>%n monety</numerusform>
            <numerusform>%n monet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartę</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain %1.</source>
        <translation>Zdobądź %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Dobierz %n kartę.</numerusform>
            <numerusform>Dobierz %n karty.</numerusform>
            <numerusform>Dobierz %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go again!</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards: the player takes another turn.</extracomment>
        <translation>Jeszcze raz!</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n extra turns)</source>
        <translation>
            <numerusform>Jeszcze raz! (%n dodatkowa tura)</numerusform>
            <numerusform>Jeszcze raz! (%n dodatkowe tury)</numerusform>
            <numerusform>Jeszcze raz! (%n dodatkowych tur)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash up to %n card(s) from your hand.</source>
        <translation>
            <numerusform>Schowaj do skrytki do %n karty z ręki.</numerusform>
            <numerusform>Schowaj do skrytki do %n kart z ręki.</numerusform>
            <numerusform>Schowaj do skrytki do %n kart z ręki.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash the top %n card(s) of the deck, unseen.</source>
        <translation>
            <numerusform>Schowaj do skrytki %n wierzchnią kartę talii, nie oglądając jej.</numerusform>
            <numerusform>Schowaj do skrytki %n wierzchnie karty talii, nie oglądając ich.</numerusform>
            <numerusform>Schowaj do skrytki %n wierzchnich kart talii, nie oglądając ich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh up to %n of your exhausted squirrels.</source>
        <translation>
            <numerusform>Odśwież do %n swojej wyczerpanej wiewiórki.</numerusform>
            <numerusform>Odśwież do %n swoich wyczerpanych wiewiórek.</numerusform>
            <numerusform>Odśwież do %n swoich wyczerpanych wiewiórek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per tree squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę drzewną, najwyżej %n.</numerusform>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę drzewną, najwyżej %n.</numerusform>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę drzewną, najwyżej %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per ground squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę naziemną, najwyżej %n.</numerusform>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę naziemną, najwyżej %n.</numerusform>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę naziemną, najwyżej %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per flying squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę latającą, najwyżej %n.</numerusform>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę latającą, najwyżej %n.</numerusform>
            <numerusform>Zdobądź 1 orzech za każdą swoją wiewiórkę latającą, najwyżej %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck; keep one, discard the rest.</source>
        <translation>
            <numerusform>Obejrzyj %n wierzchnią kartę talii; zatrzymaj jedną, resztę odrzuć.</numerusform>
            <numerusform>Obejrzyj %n wierzchnie karty talii; zatrzymaj jedną, resztę odrzuć.</numerusform>
            <numerusform>Obejrzyj %n wierzchnich kart talii; zatrzymaj jedną, resztę odrzuć.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.</source>
        <translation>
            <numerusform>Do %n raza: wyczerp jedną ze swoich odświeżonych wiewiórek i zbierz jej pętle.</numerusform>
            <numerusform>Do %n razy: wyczerp jedną ze swoich odświeżonych wiewiórek i zbierz jej pętle.</numerusform>
            <numerusform>Do %n razy: wyczerp jedną ze swoich odświeżonych wiewiórek i zbierz jej pętle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your other squirrels to protect.</source>
        <translation>Wybierz jedną ze swoich pozostałych wiewiórek, którą chronisz.</translation>
    </message>
    <message>
        <source>Sabotage: take up to %1 from one opponent.</source>
        <translation>Sabotaż: zabierz jednemu przeciwnikowi do %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotaż: wyczerp do %n odświeżonej wiewiórki drzewnej jednego przeciwnika.</numerusform>
            <numerusform>Sabotaż: wyczerp do %n odświeżonych wiewiórek drzewnych jednego przeciwnika.</numerusform>
            <numerusform>Sabotaż: wyczerp do %n odświeżonych wiewiórek drzewnych jednego przeciwnika.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotaż: wyczerp do %n odświeżonej wiewiórki naziemnej jednego przeciwnika.</numerusform>
            <numerusform>Sabotaż: wyczerp do %n odświeżonych wiewiórek naziemnych jednego przeciwnika.</numerusform>
            <numerusform>Sabotaż: wyczerp do %n odświeżonych wiewiórek naziemnych jednego przeciwnika.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotaż: wyczerp do %n odświeżonej wiewiórki latającej jednego przeciwnika.</numerusform>
            <numerusform>Sabotaż: wyczerp do %n odświeżonych wiewiórek latających jednego przeciwnika.</numerusform>
            <numerusform>Sabotaż: wyczerp do %n odświeżonych wiewiórek latających jednego przeciwnika.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: move %n random card(s) of one opponent&apos;s stash into yours, unseen.</source>
        <translation>
            <numerusform>Sabotaż: przenieś %n losową kartę ze skrytki jednego przeciwnika do swojej, nie oglądając jej.</numerusform>
            <numerusform>Sabotaż: przenieś %n losowe karty ze skrytki jednego przeciwnika do swojej, nie oglądając ich.</numerusform>
            <numerusform>Sabotaż: przenieś %n losowych kart ze skrytki jednego przeciwnika do swojej, nie oglądając ich.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sabotage: each opponent loses %1.</source>
        <translation>Sabotaż: każdy przeciwnik traci %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoją odświeżoną wiewiórkę drzewną (wybiera sam).</numerusform>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoje odświeżone wiewiórki drzewne (wybiera sam).</numerusform>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoich odświeżonych wiewiórek drzewnych (wybiera sam).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoją odświeżoną wiewiórkę naziemną (wybiera sam).</numerusform>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoje odświeżone wiewiórki naziemne (wybiera sam).</numerusform>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoich odświeżonych wiewiórek naziemnych (wybiera sam).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoją odświeżoną wiewiórkę latającą (wybiera sam).</numerusform>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoje odświeżone wiewiórki latające (wybiera sam).</numerusform>
            <numerusform>Sabotaż: każdy przeciwnik wyczerpuje %n swoich odświeżonych wiewiórek latających (wybiera sam).</numerusform>
        </translation>
    </message>
    <message>
        <source>When you exhaust it, gain %1 more.</source>
        <translation>Gdy ją wyczerpiesz, zdobądź dodatkowo %1.</translation>
    </message>
    <message>
        <source>While refreshed: the squirrel it protects cannot be exhausted by sabotage, and exhausting it yourself gains %1.</source>
        <translation>Gdy jest odświeżona: chroniona przez nią wiewiórka nie może zostać wyczerpana sabotażem, a gdy sam ją wyczerpiesz, zdobywasz %1.</translation>
    </message>
    <message>
        <source>While refreshed: exhausting one of your flying squirrels gains %1, one of your ground squirrels %2.</source>
        <translation>Gdy jest odświeżona: wyczerpanie jednej z twoich wiewiórek latających daje %1, a naziemnych — %2.</translation>
    </message>
    <message numerus="yes">
        <source>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card(s).</source>
        <translation>
            <numerusform>Gdy jest odświeżona: twoja skrytka jest bezpieczna przed sabotażem; na koniec 1 dodatkowy orzech za każdą %n kartę w skrytce.</numerusform>
            <numerusform>Gdy jest odświeżona: twoja skrytka jest bezpieczna przed sabotażem; na koniec 1 dodatkowy orzech za każde %n karty w skrytce.</numerusform>
            <numerusform>Gdy jest odświeżona: twoja skrytka jest bezpieczna przed sabotażem; na koniec 1 dodatkowy orzech za każde %n kart w skrytce.</numerusform>
        </translation>
    </message>
    <message>
        <source>While refreshed: on the turn you go to sleep, you may gather once at once.</source>
        <translation>Gdy jest odświeżona: w turze, w której idziesz spać, możesz od razu raz zbierać.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Components</name>
    <message>
        <source>Item</source>
        <translation>Przedmiot</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>drzewna</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>naziemna</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>latająca</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>unikatowa</translation>
    </message>
    <message>
        <source>Squirrel: %1</source>
        <translation>Wiewiórka: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Squirrel cards</source>
        <translation>Karty wiewiórek</translation>
    </message>
    <message>
        <source>Item cards</source>
        <translation>Karty przedmiotów</translation>
    </message>
    <message>
        <source>Income by day</source>
        <translation>Dochód według dni</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Dzień</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Energia rywala</translation>
    </message>
    <message>
        <source>Island board</source>
        <translation>Plansza wyspy</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plansze</translation>
    </message>
    <message>
        <source>%1: the island</source>
        <translation>%1: wyspa</translation>
    </message>
    <message numerus="yes">
        <source>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</source>
        <translation>
            <numerusform>Zagranie karty z pola kosztuje o %n więcej (energii lub monet). Puste pola są uzupełniane każdego ranka.</numerusform>
            <numerusform>Zagranie karty z pola kosztuje o %n więcej (energii lub monet). Puste pola są uzupełniane każdego ranka.</numerusform>
            <numerusform>Zagranie karty z pola kosztuje o %n więcej (energii lub monet). Puste pola są uzupełniane każdego ranka.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slot %1 (rival&apos;s roll: %1)</source>
        <translation>Pole %1 (rzut rywala: %1)</translation>
    </message>
    <message>
        <source>Player mat %1</source>
        <translation>Plansza gracza %1</translation>
    </message>
    <message>
        <source>Player mats</source>
        <translation>Plansze graczy</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>Nuts</source>
        <translation>Orzechy</translation>
    </message>
    <message>
        <source>Stash (face down)</source>
        <translation>Skrytka (zakryta)</translation>
    </message>
    <message>
        <source>At most %1 stamina: each one more is 1 nut. %2 coins pay 1 stamina. Asleep: exhaust a squirrel to gather %3.</source>
        <translation>Najwyżej %1 pkt energii: każdy kolejny to 1 orzech. Zamiast 1 pkt energii można zapłacić %2 mon. Śpiąc: wyczerp wiewiórkę, aby zebrać %3.</translation>
    </message>
    <message>
        <source>Tokens and markers</source>
        <translation>Żetony i znaczniki</translation>
    </message>
    <message>
        <source>1 nut</source>
        <translation>1 orzech</translation>
    </message>
    <message>
        <source>5 nuts</source>
        <translation>5 orzechów</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 moneta</translation>
    </message>
    <message>
        <source>5 coins</source>
        <translation>5 monet</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Pierwszy gracz</translation>
    </message>
    <message>
        <source>Rival (solo)</source>
        <translation>Rywal (solo)</translation>
    </message>
    <message>
        <source>Stamina marker, player %1</source>
        <translation>Znacznik energii, gracz %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Pomoc gracza</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Pomoce</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: pomoc gracza</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Poranek</translation>
    </message>
    <message numerus="yes">
        <source>Refill the island&apos;s %n empty slots.</source>
        <translation>
            <numerusform>Uzupełnij %n puste pole wyspy.</numerusform>
            <numerusform>Uzupełnij %n puste pola wyspy.</numerusform>
            <numerusform>Uzupełnij %n pustych pól wyspy.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain the day&apos;s income, then every squirrel&apos;s loops.</source>
        <translation>Zdobądź dochód dnia, a potem pętle każdej wiewiórki.</translation>
    </message>
    <message>
        <source>Refresh every squirrel; everyone wakes up.</source>
        <translation>Odśwież każdą wiewiórkę; wszyscy się budzą.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Twoja tura</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</source>
        <translation>
            <numerusform>Czuwając: zagraj kartę z ręki albo z wyspy za %n więcej; albo idź spać.</numerusform>
            <numerusform>Czuwając: zagraj kartę z ręki albo z wyspy za %n więcej; albo idź spać.</numerusform>
            <numerusform>Czuwając: zagraj kartę z ręki albo z wyspy za %n więcej; albo idź spać.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust a refreshed squirrel to gather %1, or pass.</source>
        <translation>Śpiąc: wyczerp odświeżoną wiewiórkę, aby zebrać %1, albo spasuj.</translation>
    </message>
    <message>
        <source>Go again!: one more turn, even asleep.</source>
        <translation>Jeszcze raz!: jeszcze jedna tura, nawet podczas snu.</translation>
    </message>
    <message>
        <source>The day ends when the last player falls asleep.</source>
        <translation>Dzień kończy się, gdy ostatni gracz zaśnie.</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Płacenie</translation>
    </message>
    <message>
        <source>Squirrels cost stamina, items coins; %1 coins pay 1 stamina.</source>
        <translation>Wiewiórki kosztują energię, przedmioty monety; zamiast 1 pkt energii można zapłacić %1 mon.</translation>
    </message>
    <message>
        <source>At most %1 stamina; each one more becomes 1 nut.</source>
        <translation>Najwyżej %1 pkt energii; każdy kolejny staje się 1 orzechem.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>After day %1: nuts + stash values (+ bonuses). Tie: most squirrels in play, then shared.</source>
        <translation>Po dniu %1: orzechy + wartości skrytki (+ premie). Remis: najwięcej wiewiórek w grze, potem wspólne zwycięstwo.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Position</name>
    <message>
        <source>expected a card id of the ruleset, found %1</source>
        <translation>oczekiwano identyfikatora karty z zestawu zasad, znaleziono %1</translation>
    </message>
    <message>
        <source>missing; expected an array of card ids</source>
        <translation>brak; oczekiwano tablicy identyfikatorów kart</translation>
    </message>
    <message>
        <source>expected an array of at most %1 card ids</source>
        <translation>oczekiwano tablicy najwyżej %1 identyfikatorów kart</translation>
    </message>
    <message>
        <source>expected an array of at most %1 squirrels</source>
        <translation>oczekiwano tablicy najwyżej %1 wiewiórek</translation>
    </message>
    <message>
        <source>expected a squirrel: an item never stays in play</source>
        <translation>oczekiwano wiewiórki: przedmiot nigdy nie pozostaje w grze</translation>
    </message>
    <message>
        <source>expected another squirrel&apos;s position: a guard cannot protect itself</source>
        <translation>oczekiwano pozycji innej wiewiórki: strażniczka nie może chronić samej siebie</translation>
    </message>
    <message>
        <source>protectedBy names a squirrel without the ability guard</source>
        <translation>protectedBy wskazuje wiewiórkę bez zdolności guard</translation>
    </message>
    <message>
        <source>expected an array of %1 slots, each a card id or null</source>
        <translation>oczekiwano tablicy %1 pól, każde z identyfikatorem karty lub null</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>oczekiwano tablicy %1 graczy</translation>
    </message>
    <message>
        <source>missing; the solo game needs the rival&apos;s object</source>
        <translation>brak; gra solo wymaga obiektu rywala</translation>
    </message>
    <message>
        <source>only the solo game has a rival</source>
        <translation>tylko gra solo ma rywala</translation>
    </message>
    <message>
        <source>the card &quot;%1&quot; appears %2 times; the deck has %3</source>
        <translation>karta „%1” występuje %2 razy; talia ma %3</translation>
    </message>
    <message>
        <source>%1 of the card &quot;%2&quot; are nowhere; leave out &quot;deck&quot; to have the rest shuffled into it</source>
        <translation>%1 egz. karty „%2” nie ma nigdzie; pomiń „deck”, aby reszta została do niej wtasowana</translation>
    </message>
    <message>
        <source>everyone is asleep: the day is over; write the next day, or &quot;over&quot;: true</source>
        <translation>wszyscy śpią: dzień się skończył; zapisz następny dzień albo &quot;over&quot;: true</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>oczekiwano jednego z: %1</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>oczekiwano gracza, którego jest tura</translation>
    </message>
    <message>
        <source>an awake player plays or sleeps; an asleep one gathers</source>
        <translation>czuwający gracz zagrywa lub idzie spać; śpiący zbiera</translation>
    </message>
    <message>
        <source>expected the position of &quot;%1&quot; in the player&apos;s tableau</source>
        <translation>oczekiwano pozycji „%1” na obszarze gry gracza</translation>
    </message>
    <message>
        <source>an item being played has no position</source>
        <translation>zagrywany przedmiot nie ma pozycji</translation>
    </message>
    <message>
        <source>expected at least 1</source>
        <translation>oczekiwano co najmniej 1</translation>
    </message>
    <message>
        <source>the effect %1 of &quot;%2&quot; does not fit this decision</source>
        <translation>efekt %1 karty „%2” nie pasuje do tej decyzji</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>ta decyzja nie ma wyboru w tej pozycji</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Reference</name>
    <message>
        <source>tree</source>
        <translation>drzewna</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>naziemna</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>latająca</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>unikatowa</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Pętle</translation>
    </message>
    <message>
        <source>Play effect</source>
        <translation>Efekt zagrania</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Zdolność</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Skrytka</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>%1 squirrel</source>
        <translation>wiewiórka %1</translation>
    </message>
    <message>
        <source>item</source>
        <translation>przedmiot</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Dzień</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Energia rywala</translation>
    </message>
    <message numerus="yes">
        <source>Players build a team of squirrels and play items to collect the most nuts over %n day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</source>
        <translation>
            <numerusform>Gracze budują drużynę wiewiórek i zagrywają przedmioty, aby przez %n dzień zebrać najwięcej orzechów. Karty dobiera się z jednej wspólnej talii; ręce są ukryte; na wyspie leży odkrytych kart: %1.</numerusform>
            <numerusform>Gracze budują drużynę wiewiórek i zagrywają przedmioty, aby przez %n dni zebrać najwięcej orzechów. Karty dobiera się z jednej wspólnej talii; ręce są ukryte; na wyspie leży odkrytych kart: %1.</numerusform>
            <numerusform>Gracze budują drużynę wiewiórek i zagrywają przedmioty, aby przez %n dni zebrać najwięcej orzechów. Karty dobiera się z jednej wspólnej talii; ręce są ukryte; na wyspie leży odkrytych kart: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Zasoby</translation>
    </message>
    <message>
        <source>Stamina plays squirrels; a player holds at most %1, and each stamina gained above that becomes 1 nut. Coins play items; %2 coins may pay 1 stamina of a cost. Nuts are points and never go below zero.</source>
        <translation>Energią zagrywa się wiewiórki; gracz może mieć najwyżej %1 pkt energii, a każdy punkt zdobyty ponad to staje się 1 orzechem. Monetami zagrywa się przedmioty; zamiast 1 pkt energii kosztu można zapłacić %2 mon. Orzechy to punkty i nigdy nie spadają poniżej zera.</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Poranek</translation>
    </message>
    <message>
        <source>Each day begins with a morning: the first-player token passes on (from the second day), empty island slots are refilled, every player gains the day&apos;s income and collects the loops of every squirrel in play, refreshed or exhausted; then every squirrel is refreshed and every player wakes up.</source>
        <translation>Każdy dzień zaczyna się od poranka: żeton pierwszego gracza przechodzi dalej (od drugiego dnia), puste pola wyspy są uzupełniane, każdy gracz otrzymuje dochód dnia i zbiera pętle każdej swojej wiewiórki w grze, odświeżonej lub wyczerpanej; następnie każda wiewiórka zostaje odświeżona, a każdy gracz się budzi.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tury</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</source>
        <translation>
            <numerusform>Czuwając: zagraj kartę z ręki albo z wyspy za %n więcej (energii lub monet, według wyboru) i rozpatrz jej efekty; albo idź spać.</numerusform>
            <numerusform>Czuwając: zagraj kartę z ręki albo z wyspy za %n więcej (energii lub monet, według wyboru) i rozpatrz jej efekty; albo idź spać.</numerusform>
            <numerusform>Czuwając: zagraj kartę z ręki albo z wyspy za %n więcej (energii lub monet, według wyboru) i rozpatrz jej efekty; albo idź spać.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust one of your refreshed squirrels to gather %1, or pass.</source>
        <translation>Śpiąc: wyczerp jedną ze swoich odświeżonych wiewiórek, aby zebrać %1, albo spasuj.</translation>
    </message>
    <message>
        <source>Go again!: take another turn, even asleep; several instances give as many turns.</source>
        <translation>Jeszcze raz!: wykonaj dodatkową turę, nawet podczas snu; kilka wystąpień daje tyle samo tur.</translation>
    </message>
    <message>
        <source>The day ends the moment the last awake player goes to sleep.</source>
        <translation>Dzień kończy się w chwili, gdy ostatni czuwający gracz idzie spać.</translation>
    </message>
    <message>
        <source>Sabotage effects reach opponents awake or asleep. Stashed cards lie face down: nobody looks at them, their owner neither, until the end.</source>
        <translation>Efekty sabotażu dotykają przeciwników czuwających i śpiących. Karty w skrytce leżą zakryte: nikt ich nie ogląda, również właściciel, aż do końca gry.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>After the last day, stashes are revealed: a score is the nuts plus the stash values of the stashed cards (and any ability bonus). A tie goes to the most squirrels in play; still tied, the victory is shared.</source>
        <translation>Po ostatnim dniu skrytki zostają odkryte: wynik to orzechy plus wartości kart w skrytce (i ewentualne premie ze zdolności). Przy remisie wygrywa gracz z największą liczbą wiewiórek w grze; przy dalszym remisie zwycięstwo jest wspólne.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Gra solo</translation>
    </message>
    <message>
        <source>The rival starts with %1 and the first-player token. On its turn, awake with stamina left, it rolls a %2-sided die and takes the island card of that slot (an empty slot or a higher roll: the deck&apos;s top card): a squirrel joins its play area for 1 stamina, an item is discarded, and only sabotage is resolved, always against you. With no stamina it sleeps; asleep it exhausts one squirrel a turn for 1 nut. It collects no income, no loops, and has no abilities.</source>
        <translation>Rywal zaczyna z %1 i żetonem pierwszego gracza. W swojej turze, czuwając i mając energię, rzuca kością %2-ścienną i bierze kartę z wyspy z pola o tym numerze (puste pole lub wyższy wynik: wierzchnią kartę talii): wiewiórka trafia do jego obszaru gry za 1 pkt energii, przedmiot zostaje odrzucony, a rozpatrywany jest tylko sabotaż, zawsze przeciwko tobie. Bez energii zasypia; śpiąc, wyczerpuje jedną wiewiórkę na turę za 1 orzech. Nie otrzymuje dochodu ani pętli i nie ma zdolności.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Ruleset</name>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>gain nuts</source>
        <translation>zdobądź orzechy</translation>
    </message>
    <message>
        <source>gain coins</source>
        <translation>zdobądź monety</translation>
    </message>
    <message>
        <source>gain stamina</source>
        <translation>zdobądź energię</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>dobierz karty</translation>
    </message>
    <message>
        <source>go again</source>
        <translation>jeszcze raz</translation>
    </message>
    <message>
        <source>stash from hand</source>
        <translation>skrytka z ręki</translation>
    </message>
    <message>
        <source>stash from deck</source>
        <translation>skrytka z talii</translation>
    </message>
    <message>
        <source>refresh own squirrels</source>
        <translation>odśwież własne wiewiórki</translation>
    </message>
    <message>
        <source>nuts per tree squirrel</source>
        <translation>orzechy za wiewiórki drzewne</translation>
    </message>
    <message>
        <source>nuts per ground squirrel</source>
        <translation>orzechy za wiewiórki naziemne</translation>
    </message>
    <message>
        <source>nuts per flying squirrel</source>
        <translation>orzechy za wiewiórki latające</translation>
    </message>
    <message>
        <source>look and keep one</source>
        <translation>obejrzyj i zatrzymaj jedną</translation>
    </message>
    <message>
        <source>collect loops by exhausting</source>
        <translation>zbierz pętle, wyczerpując</translation>
    </message>
    <message>
        <source>protect a squirrel</source>
        <translation>chroń wiewiórkę</translation>
    </message>
    <message>
        <source>sabotage: take nuts</source>
        <translation>sabotaż: zabierz orzechy</translation>
    </message>
    <message>
        <source>sabotage: take coins</source>
        <translation>sabotaż: zabierz monety</translation>
    </message>
    <message>
        <source>sabotage: exhaust tree squirrels</source>
        <translation>sabotaż: wyczerp wiewiórki drzewne</translation>
    </message>
    <message>
        <source>sabotage: exhaust ground squirrels</source>
        <translation>sabotaż: wyczerp wiewiórki naziemne</translation>
    </message>
    <message>
        <source>sabotage: exhaust flying squirrels</source>
        <translation>sabotaż: wyczerp wiewiórki latające</translation>
    </message>
    <message>
        <source>sabotage: raid stash</source>
        <translation>sabotaż: splądruj skrytkę</translation>
    </message>
    <message>
        <source>sabotage: each loses nuts</source>
        <translation>sabotaż: każdy traci orzechy</translation>
    </message>
    <message>
        <source>sabotage: each loses coins</source>
        <translation>sabotaż: każdy traci monety</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a tree squirrel</source>
        <translation>sabotaż: każdy wyczerpuje wiewiórkę drzewną</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a ground squirrel</source>
        <translation>sabotaż: każdy wyczerpuje wiewiórkę naziemną</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a flying squirrel</source>
        <translation>sabotaż: każdy wyczerpuje wiewiórkę latającą</translation>
    </message>
    <message>
        <source>nuts when exhausted</source>
        <translation>orzechy przy wyczerpaniu</translation>
    </message>
    <message>
        <source>guard (protects a squirrel)</source>
        <translation>ochrona (chroni wiewiórkę)</translation>
    </message>
    <message>
        <source>watch (coins for flying, cards for ground)</source>
        <translation>czujka (monety za latające, karty za naziemne)</translation>
    </message>
    <message>
        <source>stash guard (safe stash, end bonus)</source>
        <translation>straż skrytki (bezpieczna skrytka, premia na koniec)</translation>
    </message>
    <message>
        <source>gather on going to sleep</source>
        <translation>zbieranie przy zasypianiu</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Every card of the deck: squirrels stay in play and give loops each morning; items are played for their effects and discarded.</source>
        <translation>Każda karta talii: wiewiórki pozostają w grze i każdego ranka dają pętle; przedmioty zagrywa się dla ich efektów i odrzuca.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karta</translation>
    </message>
    <message>
        <source>The card&apos;s id: lower-case letters, digits and hyphens; records name the card by it.</source>
        <translation>Identyfikator karty: małe litery, cyfry i łączniki; zapisy partii nazywają kartę tym identyfikatorem.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>A squirrel costs stamina and stays in play; an item costs coins and is discarded.</source>
        <translation>Wiewiórka kosztuje energię i pozostaje w grze; przedmiot kosztuje monety i zostaje odrzucony.</translation>
    </message>
    <message>
        <source>squirrel</source>
        <translation>wiewiórka</translation>
    </message>
    <message>
        <source>item</source>
        <translation>przedmiot</translation>
    </message>
    <message>
        <source>Effect 1</source>
        <translation>Efekt 1</translation>
    </message>
    <message>
        <source>The first play effect.</source>
        <translation>Pierwszy efekt zagrania.</translation>
    </message>
    <message>
        <source>Effect 2</source>
        <translation>Efekt 2</translation>
    </message>
    <message>
        <source>The second play effect, resolved after the first.</source>
        <translation>Drugi efekt zagrania, rozpatrywany po pierwszym.</translation>
    </message>
    <message>
        <source>Effect 3</source>
        <translation>Efekt 3</translation>
    </message>
    <message>
        <source>The third play effect, resolved last.</source>
        <translation>Trzeci efekt zagrania, rozpatrywany na końcu.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Zdolność</translation>
    </message>
    <message>
        <source>What the squirrel does while it is refreshed (unique squirrels).</source>
        <translation>Co robi wiewiórka, gdy jest odświeżona (wiewiórki unikatowe).</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Drzewna</translation>
    </message>
    <message>
        <source>A tree squirrel.</source>
        <translation>Wiewiórka drzewna.</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>Naziemna</translation>
    </message>
    <message>
        <source>A ground squirrel.</source>
        <translation>Wiewiórka naziemna.</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Latająca</translation>
    </message>
    <message>
        <source>A flying squirrel.</source>
        <translation>Wiewiórka latająca.</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unikatowa</translation>
    </message>
    <message>
        <source>A unique squirrel (usually one copy, with an ability).</source>
        <translation>Wiewiórka unikatowa (zwykle jedna kopia, ze zdolnością).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Koszt</translation>
    </message>
    <message>
        <source>Stamina for a squirrel, coins for an item.</source>
        <translation>Energia za wiewiórkę, monety za przedmiot.</translation>
    </message>
    <message>
        <source>Nut loops</source>
        <translation>Pętle orzechów</translation>
    </message>
    <message>
        <source>Nuts it gives each morning while in play.</source>
        <translation>Orzechy, które daje każdego ranka, gdy jest w grze.</translation>
    </message>
    <message>
        <source>Stamina loops</source>
        <translation>Pętle energii</translation>
    </message>
    <message>
        <source>Stamina it gives each morning while in play.</source>
        <translation>Energia, którą daje każdego ranka, gdy jest w grze.</translation>
    </message>
    <message>
        <source>Coin loops</source>
        <translation>Pętle monet</translation>
    </message>
    <message>
        <source>Coins it gives each morning while in play.</source>
        <translation>Monety, które daje każdego ranka, gdy jest w grze.</translation>
    </message>
    <message>
        <source>Card loops</source>
        <translation>Pętle kart</translation>
    </message>
    <message>
        <source>Cards it draws each morning while in play.</source>
        <translation>Karty, które dobiera każdego ranka, gdy jest w grze.</translation>
    </message>
    <message>
        <source>Stash value</source>
        <translation>Wartość w skrytce</translation>
    </message>
    <message>
        <source>Nuts it scores at the end if it is in a stash.</source>
        <translation>Orzechy, które daje na koniec, jeśli leży w skrytce.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Kopie</translation>
    </message>
    <message>
        <source>How many of it the deck holds.</source>
        <translation>Ile kopii zawiera talia.</translation>
    </message>
    <message>
        <source>Amount 1</source>
        <translation>Wartość 1</translation>
    </message>
    <message>
        <source>The first effect&apos;s number.</source>
        <translation>Liczba pierwszego efektu.</translation>
    </message>
    <message>
        <source>Amount 2</source>
        <translation>Wartość 2</translation>
    </message>
    <message>
        <source>The second effect&apos;s number.</source>
        <translation>Liczba drugiego efektu.</translation>
    </message>
    <message>
        <source>Amount 3</source>
        <translation>Wartość 3</translation>
    </message>
    <message>
        <source>The third effect&apos;s number.</source>
        <translation>Liczba trzeciego efektu.</translation>
    </message>
    <message>
        <source>Ability amount</source>
        <translation>Wartość zdolności</translation>
    </message>
    <message>
        <source>The ability&apos;s number.</source>
        <translation>Liczba zdolności.</translation>
    </message>
    <message>
        <source>Island income by day</source>
        <translation>Dochód z wyspy według dni</translation>
    </message>
    <message>
        <source>One row per day, in order: what every player gains in that day&apos;s morning, and the solo rival&apos;s stamina.</source>
        <translation>Jeden wiersz na dzień, po kolei: co każdy gracz otrzymuje rano tego dnia oraz energia rywala w grze solo.</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energia</translation>
    </message>
    <message>
        <source>Stamina each player gains in the morning.</source>
        <translation>Energia, którą każdy gracz otrzymuje rano.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monety</translation>
    </message>
    <message>
        <source>Coins each player gains in the morning.</source>
        <translation>Monety, które każdy gracz otrzymuje rano.</translation>
    </message>
    <message>
        <source>Cards each player draws in the morning.</source>
        <translation>Karty, które każdy gracz dobiera rano.</translation>
    </message>
    <message>
        <source>Rival stamina</source>
        <translation>Energia rywala</translation>
    </message>
    <message>
        <source>The solo rival&apos;s stamina that day: the squirrels it plays before it sleeps.</source>
        <translation>Energia rywala w grze solo tego dnia: wiewiórki, które zagra, zanim zaśnie.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Dni</translation>
    </message>
    <message>
        <source>Days in a game; the island income table has one row per day.</source>
        <translation>Liczba dni w grze; tabela dochodu z wyspy ma jeden wiersz na dzień.</translation>
    </message>
    <message>
        <source>Stamina cap</source>
        <translation>Limit energii</translation>
    </message>
    <message>
        <source>The most stamina a player can hold; each stamina gained above it becomes 1 nut.</source>
        <translation>Najwięcej energii, ile może mieć gracz; każdy punkt energii zdobyty ponad limit staje się 1 orzechem.</translation>
    </message>
    <message>
        <source>Coins per stamina</source>
        <translation>Monety za energię</translation>
    </message>
    <message>
        <source>Coins a player may pay instead of 1 stamina of a cost.</source>
        <translation>Monety, które gracz może zapłacić zamiast 1 pkt energii kosztu.</translation>
    </message>
    <message>
        <source>Island surcharge</source>
        <translation>Dopłata za wyspę</translation>
    </message>
    <message>
        <source>Extra cost of a card played from the island, paid in stamina or coins at the player&apos;s choice.</source>
        <translation>Dodatkowy koszt karty zagranej z wyspy, płacony energią lub monetami według wyboru gracza.</translation>
    </message>
    <message>
        <source>Island slots</source>
        <translation>Pola wyspy</translation>
    </message>
    <message>
        <source>Face-up cards on the island, refilled each morning.</source>
        <translation>Odkryte karty na wyspie, uzupełniane każdego ranka.</translation>
    </message>
    <message>
        <source>Nuts per gather</source>
        <translation>Orzechy za zbieranie</translation>
    </message>
    <message>
        <source>Nuts an asleep player gains by exhausting one of their squirrels.</source>
        <translation>Orzechy, które śpiący gracz zdobywa, wyczerpując jedną ze swoich wiewiórek.</translation>
    </message>
    <message>
        <source>Rival&apos;s starting nuts</source>
        <translation>Początkowe orzechy rywala</translation>
    </message>
    <message>
        <source>Nuts the solo rival starts with; more makes the game harder.</source>
        <translation>Orzechy, z którymi zaczyna rywal w grze solo; więcej oznacza trudniejszą grę.</translation>
    </message>
    <message>
        <source>Rival&apos;s die</source>
        <translation>Kość rywala</translation>
    </message>
    <message>
        <source>Sides of the die the rival rolls for an island slot; a roll past the slots or on an empty slot takes the top card of the deck.</source>
        <translation>Liczba ścian kości, którą rywal rzuca, aby wybrać pole wyspy; wynik poza polami lub na pustym polu oznacza wierzchnią kartę talii.</translation>
    </message>
    <message>
        <source>Rival&apos;s cards a day</source>
        <translation>Karty rywala na dzień</translation>
    </message>
    <message>
        <source>The rival goes to sleep after taking this many cards in a day, whatever its stamina (a safeguard for decks with few squirrels).</source>
        <translation>Rywal idzie spać po wzięciu tylu kart w ciągu dnia, niezależnie od energii (zabezpieczenie dla talii z małą liczbą wiewiórek).</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Zasoby</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tury</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Gra solo</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kart</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monet</translation>
    </message>
    <message>
        <source>days</source>
        <translation>dni</translation>
    </message>
    <message>
        <source>nuts</source>
        <translation>orzechów</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>stron</translation>
    </message>
    <message>
        <source>stamina</source>
        <translation>pkt energii</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelGame</name>
    <message>
        <source>play a card or go to sleep</source>
        <translation>zagraj kartę albo idź spać</translation>
    </message>
    <message>
        <source>gather: exhaust a squirrel, or pass</source>
        <translation>zbieraj: wyczerp wiewiórkę albo spasuj</translation>
    </message>
    <message>
        <source>choose the opponent</source>
        <translation>wybierz przeciwnika</translation>
    </message>
    <message>
        <source>stash a card from your hand</source>
        <translation>schowaj kartę z ręki do skrytki</translation>
    </message>
    <message>
        <source>exhaust a squirrel</source>
        <translation>wyczerp wiewiórkę</translation>
    </message>
    <message>
        <source>keep one of the cards looked at</source>
        <translation>zatrzymaj jedną z obejrzanych kart</translation>
    </message>
    <message>
        <source>exhaust a squirrel to collect its loops</source>
        <translation>wyczerp wiewiórkę, aby zebrać jej pętle</translation>
    </message>
    <message>
        <source>choose the squirrel to protect</source>
        <translation>wybierz wiewiórkę do ochrony</translation>
    </message>
    <message>
        <source>refresh a squirrel</source>
        <translation>odśwież wiewiórkę</translation>
    </message>
    <message>
        <source>The game is over: final scores.</source>
        <translation>Gra dobiegła końca: wyniki końcowe.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden from the players until the end, the totals count them as if the game ended now.</source>
        <translation>Trwa dzień %1; skrytki są ukryte przed graczami do końca gry, a sumy liczą je tak, jakby gra skończyła się teraz.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden until the end, so the totals are the nuts so far.</source>
        <translation>Trwa dzień %1; skrytki są ukryte do końca gry, więc sumy to dotychczasowe orzechy.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (wygrywa)</translation>
    </message>
    <message>
        <source>  nuts: %1</source>
        <translation>  orzechy: %1</translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s), value hidden</source>
        <translation>
            <numerusform>  skrytka: %n karta, wartość ukryta</numerusform>
            <numerusform>  skrytka: %n karty, wartość ukryta</numerusform>
            <numerusform>  skrytka: %n kart, wartość ukryta</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s) worth %1 nuts</source>
        <translation>
            <numerusform>  skrytka: %n karta, wartość w orzechach: %1</numerusform>
            <numerusform>  skrytka: %n karty, wartość w orzechach: %1</numerusform>
            <numerusform>  skrytka: %n kart, wartość w orzechach: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>  bonus: %1 nuts</source>
        <translation>  premia w orzechach: %1</translation>
    </message>
    <message>
        <source>  squirrels in play: %1</source>
        <translation>  wiewiórki w grze: %1</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  łącznie: %1 pkt</translation>
    </message>
    <message numerus="yes">
        <source>Squirrel, costs %n stamina.</source>
        <translation>
            <numerusform>Wiewiórka, koszt: %n pkt energii.</numerusform>
            <numerusform>Wiewiórka, koszt: %n pkt energii.</numerusform>
            <numerusform>Wiewiórka, koszt: %n pkt energii.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Item, costs %n coin(s).</source>
        <translation>
            <numerusform>Przedmiot, koszt: %n moneta.</numerusform>
            <numerusform>Przedmiot, koszt: %n monety.</numerusform>
            <numerusform>Przedmiot, koszt: %n monet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loops: %1.</source>
        <translation>Pętle dają: %1.</translation>
    </message>
    <message>
        <source>Stash value %1.</source>
        <translation>Wartość w skrytce: %1.</translation>
    </message>
    <message>
        <source>no such card in these rules</source>
        <translation>w tych zasadach nie ma takiej karty</translation>
    </message>
    <message>
        <source>unknown payment</source>
        <translation>nieznany sposób płatności</translation>
    </message>
    <message numerus="yes">
        <source>the island has %n slot(s)</source>
        <translation>
            <numerusform>wyspa ma %n pole</numerusform>
            <numerusform>wyspa ma %n pola</numerusform>
            <numerusform>wyspa ma %n pól</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in island slot %2</source>
        <translation>%1 nie leży na polu wyspy %2</translation>
    </message>
    <message>
        <source>these rules have no island surcharge to pay</source>
        <translation>te zasady nie przewidują dopłaty za wyspę</translation>
    </message>
    <message>
        <source>a card from the hand has no island surcharge</source>
        <translation>karta z ręki nie wymaga dopłaty za wyspę</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>karty %1 nie ma na twojej ręce</translation>
    </message>
    <message>
        <source>you have no room for more squirrels (%1)</source>
        <translation>nie masz miejsca na więcej wiewiórek (%1)</translation>
    </message>
    <message>
        <source>you cannot afford %1</source>
        <translation>nie stać cię na: %1</translation>
    </message>
    <message>
        <source>pay between %1 and %2 stamina of the cost with coins</source>
        <translation>zapłać monetami od %1 do %2 pkt energii kosztu</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>gra się zakończyła</translation>
    </message>
    <message>
        <source>malformed decision</source>
        <translation>nieprawidłowa decyzja</translation>
    </message>
    <message>
        <source>now play a card or go to sleep</source>
        <translation>teraz zagraj kartę albo idź spać</translation>
    </message>
    <message>
        <source>that is not one of the choices: now %1</source>
        <translation>to nie jest jedna z opcji: teraz %1</translation>
    </message>
    <message>
        <source>The rival</source>
        <translation>Rywal</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>karta</translation>
    </message>
    <message>
        <source>expected one of: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</source>
        <translation>oczekiwano jednego z: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</translation>
    </message>
    <message>
        <source>expected a card id, found &quot;%1&quot;</source>
        <translation>oczekiwano identyfikatora karty, znaleziono „%1”</translation>
    </message>
    <message>
        <source>expected &quot;hand&quot; or an island slot from 1 to %1</source>
        <translation>oczekiwano &quot;hand&quot; albo pola wyspy od 1 do %1</translation>
    </message>
    <message>
        <source>expected &quot;stamina&quot; or &quot;coins&quot;</source>
        <translation>oczekiwano &quot;stamina&quot; lub &quot;coins&quot;</translation>
    </message>
    <message>
        <source>%1 (squirrel %2)</source>
        <translation>%1 (wiewiórka %2)</translation>
    </message>
    <message>
        <source>Play an unknown card</source>
        <translation>Zagraj nieznaną kartę</translation>
    </message>
    <message>
        <source>free</source>
        <translation>za darmo</translation>
    </message>
    <message>
        <source> and </source>
        <translation> i </translation>
    </message>
    <message>
        <source>Play %1 from the hand, paying %2</source>
        <translation>Zagraj kartę %1 z ręki, płacąc %2</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2, paying %3</source>
        <translation>Zagraj kartę %1 z pola wyspy %2, płacąc %3</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Idź spać</translation>
    </message>
    <message>
        <source>Gather with %1</source>
        <translation>Zbieraj: %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Sabotage %1</source>
        <translation>Sabotuj: %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Schowaj do skrytki: %1</translation>
    </message>
    <message>
        <source>Stash a card from the hand</source>
        <translation>Schowaj do skrytki kartę z ręki</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Gotowe</translation>
    </message>
    <message>
        <source>Exhaust %1 of %2</source>
        <translation>Wyczerp: %1 (%2)</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Zatrzymaj: %1</translation>
    </message>
    <message>
        <source>Keep one of the cards looked at</source>
        <translation>Zatrzymaj jedną z obejrzanych kart</translation>
    </message>
    <message>
        <source>Exhaust %1 and collect its loops</source>
        <translation>Wyczerp i zbierz pętle: %1</translation>
    </message>
    <message>
        <source>Protect %1</source>
        <translation>Chroń: %1</translation>
    </message>
    <message>
        <source>Refresh %1</source>
        <translation>Odśwież: %1</translation>
    </message>
    <message>
        <source>Day %1 begins; %2 starts.</source>
        <translation>Zaczyna się dzień %1; rozpoczyna %2.</translation>
    </message>
    <message>
        <source>%1 comes to island slot %2.</source>
        <translation>%1 trafia na pole wyspy %2.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>Stos kart odrzuconych zostaje przetasowany w nową talię z %n karty.</numerusform>
            <numerusform>Stos kart odrzuconych zostaje przetasowany w nową talię z %n kart.</numerusform>
            <numerusform>Stos kart odrzuconych zostaje przetasowany w nową talię z %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the island&apos;s income: %2, %3, %4.</source>
        <translation>%1 otrzymuje dochód z wyspy: %2, %3, %4.</translation>
    </message>
    <message>
        <source>a squirrel</source>
        <translation>wiewiórka</translation>
    </message>
    <message>
        <source>%1&apos;s %2 loops: %3.</source>
        <translation>%1: %2 daje z pętli %3.</translation>
    </message>
    <message>
        <source>%1&apos;s stamina is full: %2 instead.</source>
        <translation>%1: energia jest pełna, zamiast niej %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 dobiera: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 dobiera %n kartę.</numerusform>
            <numerusform>%1 dobiera %n karty.</numerusform>
            <numerusform>%1 dobiera %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation>z ręki</translation>
    </message>
    <message>
        <source>from island slot %1</source>
        <translation>z pola wyspy %1</translation>
    </message>
    <message>
        <source>The rival takes %1 %2.</source>
        <translation>Rywal bierze kartę %1 %2.</translation>
    </message>
    <message>
        <source>from the deck</source>
        <translation>z talii</translation>
    </message>
    <message>
        <source>%1 plays %2 %3.</source>
        <translation>%1 zagrywa kartę %2 %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 %3, paying %4.</source>
        <translation>%1 zagrywa kartę %2 %3, płacąc %4.</translation>
    </message>
    <message>
        <source>%1 goes to sleep.</source>
        <translation>%1 idzie spać.</translation>
    </message>
    <message>
        <source>%1 exhausts a squirrel and gathers %2.</source>
        <translation>%1 wyczerpuje wiewiórkę i zbiera %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 pasuje.</translation>
    </message>
    <message>
        <source>Go again! %1 takes another turn.</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards.</extracomment>
        <translation>Jeszcze raz! %1 wykonuje dodatkową turę.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 zdobywa %2.</translation>
    </message>
    <message>
        <source>%1 stashes the top card of the deck, unseen.</source>
        <translation>%1 chowa do skrytki wierzchnią kartę talii, nie oglądając jej.</translation>
    </message>
    <message>
        <source>%1 stashes %2.</source>
        <translation>%1 chowa do skrytki: %2.</translation>
    </message>
    <message>
        <source>%1 stashes a card from the hand.</source>
        <translation>%1 chowa do skrytki kartę z ręki.</translation>
    </message>
    <message>
        <source>Sabotage! %1 takes %2 from %3.</source>
        <translation>Sabotaż! %1 zabiera %2 — traci %3.</translation>
    </message>
    <message>
        <source>Sabotage! %1 loses %2.</source>
        <translation>Sabotaż! %1 traci %2.</translation>
    </message>
    <message>
        <source>%1 exhausts %2.</source>
        <translation>%1 wyczerpuje: %2.</translation>
    </message>
    <message>
        <source>Sabotage! %1 exhausts %2 of %3.</source>
        <translation>Sabotaż! %1 wyczerpuje: %2 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage! %1 moves %n card(s) from %2&apos;s stash into their own, unseen.</source>
        <translation>
            <numerusform>Sabotaż! %1 przenosi %n kartę z cudzej skrytki (%2) do własnej, nie oglądając jej.</numerusform>
            <numerusform>Sabotaż! %1 przenosi %n karty z cudzej skrytki (%2) do własnej, nie oglądając ich.</numerusform>
            <numerusform>Sabotaż! %1 przenosi %n kart z cudzej skrytki (%2) do własnej, nie oglądając ich.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s stash is guarded: the raid fails.</source>
        <translation>%1: skrytka jest strzeżona, najazd się nie udaje.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 is protected.</source>
        <translation>%1: wiewiórka %2 jest chroniona.</translation>
    </message>
    <message>
        <source>%1 refreshes squirrel %2.</source>
        <translation>%1 odświeża wiewiórkę %2.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 now protects squirrel %3.</source>
        <translation>%1: wiewiórka %2 chroni teraz wiewiórkę %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the deck.</source>
        <translation>
            <numerusform>%1 ogląda %n wierzchnią kartę talii.</numerusform>
            <numerusform>%1 ogląda %n wierzchnie karty talii.</numerusform>
            <numerusform>%1 ogląda %n wierzchnich kart talii.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 zatrzymuje: %2.</translation>
    </message>
    <message>
        <source>%1 is discarded.</source>
        <translation>Odrzucono: %1.</translation>
    </message>
    <message>
        <source>The rival rolls %1: no card there, it takes the top of the deck.</source>
        <translation>Rywal wyrzuca %1: nie ma tam karty, bierze wierzchnią kartę talii.</translation>
    </message>
    <message>
        <source>The rival rolls %1.</source>
        <translation>Rywal wyrzuca %1.</translation>
    </message>
    <message>
        <source>Everyone is asleep: day %1 ends.</source>
        <translation>Wszyscy śpią: dzień %1 się kończy.</translation>
    </message>
    <message>
        <source>%1&apos;s stash holds %2.</source>
        <translation>%1: skrytka zawiera %2.</translation>
    </message>
    <message>
        <source>%1 scores %2: %3 nuts, %4 from the stash, %5 bonus.</source>
        <translation>%1 zdobywa %2 pkt: orzechy %3, ze skrytki %4, premia %5.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>Gra dobiegła końca: %1 dzielą się zwycięstwem.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Gra dobiegła końca: wygrywa %1.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on.</source>
        <translation>%1: nie ma na co zadziałać.</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Dzień %1</translation>
    </message>
    <message>
        <source>Players per game</source>
        <translation>Gracze na partię</translation>
    </message>
    <message>
        <source>Players in a game (the solo rival not counted).</source>
        <translation>Liczba graczy w partii (bez rywala w grze solo).</translation>
    </message>
    <message>
        <source>Final score of a player</source>
        <translation>Wynik końcowy gracza</translation>
    </message>
    <message>
        <source>The mean final score (nuts, stash and bonus) of all players.</source>
        <translation>Średni wynik końcowy (orzechy, skrytka i premia) wszystkich graczy.</translation>
    </message>
    <message>
        <source>Score spread</source>
        <translation>Rozrzut wyników</translation>
    </message>
    <message>
        <source>The best final score of a game minus the worst (the solo rival included).</source>
        <translation>Najlepszy wynik końcowy partii minus najgorszy (łącznie z rywalem w grze solo).</translation>
    </message>
    <message>
        <source>Played per game</source>
        <translation>Zagrania na partię</translation>
    </message>
    <message>
        <source>How often the card is played in a game.</source>
        <translation>Jak często karta jest zagrywana w partii.</translation>
    </message>
    <message>
        <source>Players who played it</source>
        <translation>Gracze, którzy ją zagrali</translation>
    </message>
    <message>
        <source>Players who played the card at least once, over all games.</source>
        <translation>Gracze, którzy zagrali kartę co najmniej raz, we wszystkich partiach.</translation>
    </message>
    <message>
        <source>Final score of its players</source>
        <translation>Wynik końcowy jej graczy</translation>
    </message>
    <message>
        <source>The mean final score of the players who played the card.</source>
        <translation>Średni wynik końcowy graczy, którzy zagrali kartę.</translation>
    </message>
    <message>
        <source>Edge of the card</source>
        <translation>Przewaga karty</translation>
    </message>
    <message>
        <source>The mean final score of its players minus that of all players: positive when players who play it do better than players in general.</source>
        <translation>Średni wynik końcowy jej graczy minus średni wynik wszystkich graczy: dodatni, gdy gracze, którzy ją zagrywają, radzą sobie lepiej niż gracze ogólnie.</translation>
    </message>
    <message>
        <source>Resources gained</source>
        <translation>Zdobyte zasoby</translation>
    </message>
    <message>
        <source>Nuts, stamina, coins and cards all players gained that day, per game.</source>
        <translation>Orzechy, energia, monety i karty zdobyte tego dnia przez wszystkich graczy, na partię.</translation>
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
        <translation>Dwóch graczy</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trzech graczy</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Czterech graczy</translation>
    </message>
    <message>
        <source>Five players</source>
        <translation>Pięciu graczy</translation>
    </message>
    <message>
        <source>Solo against the rival</source>
        <translation>Solo przeciwko rywalowi</translation>
    </message>
    <message>
        <source>Exhaust while asleep</source>
        <extracomment>How the squirrel to exhaust is chosen while the player is asleep (BGA&apos;s &quot;auto-exhaust&quot;).</extracomment>
        <translation>Wyczerpywanie podczas snu</translation>
    </message>
    <message>
        <source>Choose myself</source>
        <translation>Wybieram sam</translation>
    </message>
    <message>
        <source>In the suggested order</source>
        <translation>W sugerowanej kolejności</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Losowo</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelRules</name>
    <message>
        <source>unknown effect kind &quot;%1&quot;</source>
        <translation>nieznany rodzaj efektu „%1”</translation>
    </message>
    <message>
        <source>expected at least 1 for the effect &quot;%1&quot;</source>
        <translation>oczekiwano co najmniej 1 dla efektu „%1”</translation>
    </message>
    <message>
        <source>expected at most %1 cards to look at</source>
        <translation>oczekiwano najwyżej %1 kart do obejrzenia</translation>
    </message>
    <message>
        <source>unknown ability &quot;%1&quot;</source>
        <translation>nieznana zdolność „%1”</translation>
    </message>
    <message>
        <source>expected at least 1 for the ability &quot;%1&quot;</source>
        <translation>oczekiwano co najmniej 1 dla zdolności „%1”</translation>
    </message>
    <message>
        <source>a card with no cost and no effect, loop or ability; give it a cost or something to do</source>
        <translation>karta bez kosztu i bez efektu, pętli lub zdolności; nadaj jej koszt albo jakieś działanie</translation>
    </message>
    <message>
        <source>a squirrel needs a habitat: tree, ground, flying or unique</source>
        <translation>wiewiórka potrzebuje siedliska: tree, ground, flying lub unique</translation>
    </message>
    <message>
        <source>an item without effects does nothing when played</source>
        <translation>przedmiot bez efektów nic nie robi po zagraniu</translation>
    </message>
    <message>
        <source>an item&apos;s loops are never collected: items do not stay in play</source>
        <translation>pętle przedmiotu nigdy nie są zbierane: przedmioty nie pozostają w grze</translation>
    </message>
    <message>
        <source>an item&apos;s ability never works: items do not stay in play</source>
        <translation>zdolność przedmiotu nigdy nie działa: przedmioty nie pozostają w grze</translation>
    </message>
    <message>
        <source>the effect &quot;protect&quot; needs a squirrel with the ability &quot;guard&quot;</source>
        <translation>efekt „protect” wymaga wiewiórki ze zdolnością „guard”</translation>
    </message>
    <message>
        <source>a guard without the effect &quot;protect&quot; never protects anything</source>
        <translation>strażniczka bez efektu „protect” nigdy niczego nie chroni</translation>
    </message>
    <message>
        <source>the ids &quot;%1&quot; and &quot;%2&quot; share the same short key in records; rename one</source>
        <translation>identyfikatory „%1” i „%2” mają ten sam krótki klucz w zapisach partii; zmień nazwę jednego z nich</translation>
    </message>
    <message>
        <source>the deck holds %1 cards; expected at most %2</source>
        <translation>liczba kart w talii: %1; oczekiwano najwyżej %2</translation>
    </message>
    <message>
        <source>the deck holds %1 cards, fewer than the island&apos;s %2 slots</source>
        <translation>liczba kart w talii (%1) jest mniejsza niż liczba pól wyspy (%2)</translation>
    </message>
    <message>
        <source>expected %1 rows, one per day (dayCount), found %2</source>
        <translation>oczekiwano %1 wierszy, po jednym na dzień (dayCount), znaleziono %2</translation>
    </message>
    <message>
        <source>day %1 has no income: expected some stamina, coins or cards</source>
        <translation>dzień %1 nie daje dochodu: oczekiwano energii, monet lub kart</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design the rules of an island game.</source>
        <translation>Projektuj zasady gry wyspiarskiej.</translation>
    </message>
    <message>
        <source>The game whose default rules to edit.</source>
        <translation>Gra, której domyślne zasady mają być edytowane.</translation>
    </message>
    <message>
        <source>A ruleset file to open.</source>
        <translation>Plik zestawu zasad do otwarcia.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>Nieznana gra „%1”; oczekiwano jednej z: %2</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Nie udało się otworzyć zasad:

%1</translation>
    </message>
    <message>
        <source>A game record to open, or a ruleset to open in the rules editor.</source>
        <translation>Zapis gry do otwarcia albo zestaw zasad do otwarcia w edytorze zasad.</translation>
    </message>
    <message>
        <source>Open the file as the window does, print the window&apos;s title and quit: the exit status is 0 when the file opened and 2 when it did not, with the reason on standard error. For scripts and tests.</source>
        <translation>Otwórz plik tak jak okno, wypisz tytuł okna i zakończ: kod wyjścia to 0, gdy plik się otworzył, i 2, gdy nie, z przyczyną na standardowym wyjściu błędów. Dla skryptów i testów.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file to open.</source>
        <translation>--quit-after-open wymaga pliku do otwarcia.</translation>
    </message>
    <message>
        <source>Play, design and print island board games: %1.</source>
        <extracomment>%1 lists the names of the games, separated by commas</extracomment>
        <translation>Graj, projektuj i drukuj wyspiarskie gry planszowe: %1.</translation>
    </message>
</context>
</TS>
