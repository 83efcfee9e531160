<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 is turning the drawn tile.</source>
        <translation>%1 está orientando la loseta robada.</translation>
    </message>
    <message>
        <source>%1 is placing a tile from the lighthouse.</source>
        <translation>%1 está colocando una loseta desde el faro.</translation>
    </message>
    <message>
        <source>%1 is choosing a captured building&apos;s side.</source>
        <translation>%1 está eligiendo la cara de un edificio capturado.</translation>
    </message>
    <message>
        <source>%1 may re-roll dice.</source>
        <translation>%1 puede volver a tirar dados.</translation>
    </message>
    <message>
        <source>%1 is moving.</source>
        <translation>%1 está jugando.</translation>
    </message>
    <message>
        <source> (B)</source>
        <translation> (B)</translation>
    </message>
    <message>
        <source>Swap the token (S)</source>
        <translation>Dar la vuelta a la ficha (S)</translation>
    </message>
    <message>
        <source>Swap the token</source>
        <translation>Dar la vuelta a la ficha</translation>
    </message>
    <message>
        <source>Stack (K)</source>
        <translation>Apilar (K)</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Apilar las unidades</translation>
    </message>
    <message>
        <source>End activation (E)</source>
        <translation>Terminar activación (E)</translation>
    </message>
    <message>
        <source>End this unit&apos;s activation</source>
        <translation>Terminar la activación de esta unidad</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Terminar turno (E)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message>
        <source>Turn the drawn tile:</source>
        <translation>Orienta la loseta robada:</translation>
    </message>
    <message>
        <source>Place the drawn tile on a lit area:</source>
        <translation>Coloca la loseta robada en una zona iluminada:</translation>
    </message>
    <message>
        <source>The drawn tile</source>
        <translation>La loseta robada</translation>
    </message>
    <message>
        <source>Arrow pointing %1</source>
        <translation>Flecha hacia el %1</translation>
    </message>
    <message>
        <source>%1. Arrow %2</source>
        <translation>%1. Flecha al %2</translation>
    </message>
    <message>
        <source>Your building on %1 is:</source>
        <translation>Tu edificio en %1 será:</translation>
    </message>
    <message>
        <source>1. City (C)</source>
        <translation>1. Ciudad (C)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ciudad</translation>
    </message>
    <message>
        <source>2. Factory (F)</source>
        <translation>2. Fábrica (F)</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Fábrica</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>Your choices</source>
        <translation>Tus opciones</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <source>The island, %1 by %2 spaces</source>
        <translation>La isla, %1 × %2 casillas</translation>
    </message>
</context>
<context>
    <name>BattleCard</name>
    <message>
        <source>Battle: %1</source>
        <translation>Batalla: %1</translation>
    </message>
    <message>
        <source>Last battle: %1</source>
        <translation>Última batalla: %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Atacantes</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Defensores</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (caído)</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, a defending squad falls</source>
        <translation>Choque %1: %2 contra %3, cae una escuadra defensora</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, an attacking squad falls</source>
        <translation>Choque %1: %2 contra %3, cae una escuadra atacante</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>die showing %1</source>
        <translation>dado que muestra %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more die(s)</source>
        <translation>
            <numerusform>+ %n dado más</numerusform>
            <numerusform>+ %n dados más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the board.</source>
        <translation>Las flechas e Intro funcionan en el tablero.</translation>
    </message>
    <message>
        <source>Green: where it can go; red: what it can attack. Click a space to move there, or the unit again to act where it stands.</source>
        <translation>Verde: adónde puede ir; rojo: lo que puede atacar. Haz clic en una casilla para moverte allí, o de nuevo en la unidad para actuar donde está.</translation>
    </message>
    <message>
        <source>Click one of your lit units to see where it can go, or a lit base or factory to recruit; End turn (E) when done.</source>
        <translation>Haz clic en una de tus unidades iluminadas para ver adónde puede ir, o en una base o fábrica iluminada para reclutar; «Terminar turno» (E) cuando acabes.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.</source>
        <translation>
            <numerusform>Haz clic en una casilla verde para moverte (queda %n punto), en una unidad roja para ver las probabilidades y de nuevo para atacar, o usa un botón bajo el tablero.</numerusform>
            <numerusform>Haz clic en una casilla verde para moverte (quedan %n puntos), en una unidad roja para ver las probabilidades y de nuevo para atacar, o usa un botón bajo el tablero.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile was revealed: choose which way its arrow points (keys 1–%1).</source>
        <translation>Se ha revelado una loseta: elige hacia dónde apunta su flecha (teclas 1–%1).</translation>
    </message>
    <message>
        <source>Your lighthouse lets you place the drawn tile: click one of the lit empty areas.</source>
        <translation>Tu faro te permite colocar la loseta robada: haz clic en una de las zonas vacías iluminadas.</translation>
    </message>
    <message>
        <source>You captured a building: make it a city (C) or a factory (F).</source>
        <translation>Has capturado un edificio: conviértelo en ciudad (C) o en fábrica (F).</translation>
    </message>
    <message>
        <source>Your stack may throw its lowest dice again (keys 1–%1).</source>
        <translation>Tu pila puede volver a tirar sus dados más bajos (teclas 1–%1).</translation>
    </message>
    <message>
        <source>The generals&apos; armies</source>
        <translation>Los ejércitos de los generales</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Ejércitos</translation>
    </message>
    <message>
        <source>%1 (%2): eliminated</source>
        <translation>%1 (%2): eliminado</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>Supply: basic / elite / building tokens</source>
        <translation>Reserva: unidades básicas / unidades de élite / fichas de edificio</translation>
    </message>
    <message>
        <source>Last battle: %1 attacked %2</source>
        <translation>Último combate: %1 atacó a %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) · supply %1/%2/%3</source>
        <translation>
            <numerusform>%n unidad · reserva %1/%2/%3</numerusform>
            <numerusform>%n unidades · reserva %1/%2/%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</source>
        <translation>
            <numerusform>%1 (%2): %n moneda, ingresos %3, %4 unidades; en reserva %5 básicas, %6 de élite, %7 fichas</numerusform>
            <numerusform>%1 (%2): %n monedas, ingresos %3, %4 unidades; en reserva %5 básicas, %6 de élite, %7 fichas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Island board</source>
        <translation>Tablero de la isla</translation>
    </message>
    <message>
        <source>, latest move</source>
        <translation>, último movimiento</translation>
    </message>
    <message>
        <source>, can be chosen</source>
        <translation>, se puede elegir</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Tablero de niebla %1</translation>
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
        <translation>Amarillo, parpadeante</translation>
    </message>
    <message>
        <source>Can be chosen now: where the selected hand token may go, or a tile the decision asks for.</source>
        <translation>Se puede elegir ahora: adonde puede ir la ficha seleccionada de la mano, o una casilla que pide la decisión.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>The first tile of a two-tile choice; choose the second one next.</source>
        <translation>La primera casilla de una elección de dos casillas; elige después la segunda.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Anillo naranja</translation>
    </message>
    <message>
        <source>The latest move, or the move being reviewed.</source>
        <translation>El último movimiento, o el movimiento que se está revisando.</translation>
    </message>
    <message>
        <source>Pale gold</source>
        <translation>Dorado pálido</translation>
    </message>
    <message>
        <source>Part of a line that scores now. At a round&apos;s end the line being counted is outlined and its points are shown beside it.</source>
        <translation>Parte de una línea que puntúa ahora. Al final de una ronda, la línea que se está contando aparece contorneada y sus puntos se muestran al lado.</translation>
    </message>
    <message>
        <source>Grey fog</source>
        <translation>Niebla gris</translation>
    </message>
    <message>
        <source>Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is lifted.</source>
        <translation>Cubierta por un tablero de niebla (cada tablero está contorneado y numerado): no se puede colocar nada ahí hasta que se levante.</translation>
    </message>
    <message>
        <source>Dark outline</source>
        <translation>Contorno oscuro</translation>
    </message>
    <message>
        <source>The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.</source>
        <translation>El cursor del teclado: las teclas de flecha lo mueven; Intro o Espacio eligen la casilla.</translation>
    </message>
    <message>
        <source>What the tiles show</source>
        <translation>Qué muestran las casillas</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marca</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significado</translation>
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
        <translation>%1, agotada</translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation>%1, protegida</translation>
    </message>
    <message>
        <source>%1, can be chosen now</source>
        <translation>%1, se puede elegir ahora</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pasa la pantalla a %1</translation>
    </message>
    <message>
        <source>It is me: show my tokens (Enter)</source>
        <translation>Soy yo: mostrar mis fichas (Intro)</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Decision</source>
        <extracomment>the accessible name of the panel where the player makes the current decision (a noun)</extracomment>
        <translation>Decisión</translation>
    </message>
    <message>
        <source>Choose one (keys 1–9 for the first nine).</source>
        <translation>Elige una (teclas 1–9 para las nueve primeras).</translation>
    </message>
    <message>
        <source>Hide the list of choices</source>
        <translation>Ocultar la lista de opciones</translation>
    </message>
    <message>
        <source>All choices…</source>
        <translation>Todas las opciones…</translation>
    </message>
</context>
<context>
    <name>DiceOverlay</name>
    <message>
        <source>The attacker wins</source>
        <translation>Gana el atacante</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Gana el defensor</translation>
    </message>
    <message>
        <source>A tie: nobody is destroyed</source>
        <translation>Empate: nadie es destruido</translation>
    </message>
    <message>
        <source>Re-rolls may follow</source>
        <translation>Puede haber nuevas tiradas</translation>
    </message>
    <message>
        <source>Combat: %1</source>
        <translation>Combate: %1</translation>
    </message>
    <message>
        <source>Battle: %1 attacks %2</source>
        <translation>Combate: %1 ataca a %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Defensor</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>%1: dice %2, total %3</source>
        <translation>%1: dados %2, total %3</translation>
    </message>
</context>
<context>
    <name>FoggySidePanel</name>
    <message>
        <source>Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).</source>
        <extracomment>%1 is how many tokens are still to pick, %2 the highest number key</extracomment>
        <translation>Fichas que aún debes escoger para tu mano inicial: %1. Escógelas de una en una de tu conjunto (teclas 1–%2).</translation>
    </message>
    <message>
        <source>Keep one of the two weather cards you drew (keys 1, 2).</source>
        <translation>Quédate una de las dos cartas de clima que has robado (teclas 1, 2).</translation>
    </message>
    <message>
        <source>Click a fog board on the island to lift it, or choose it here.</source>
        <translation>Haz clic en un tablero de niebla de la isla para levantarlo, o elígelo aquí.</translation>
    </message>
    <message>
        <source>Now choose the second tile.</source>
        <translation>Ahora elige la segunda casilla.</translation>
    </message>
    <message>
        <source>Choose the mercenaries to hire on the board, then Done hiring.</source>
        <translation>Elige en el tablero los mercenarios que quieres contratar y luego pulsa Fin de la contratación.</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>how many tokens of this character are left in the pile: &quot;3 left&quot;</extracomment>
        <translation>Quedan %1</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under a weather card: keep this card (a verb)</extracomment>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Tablero de niebla %1</translation>
    </message>
</context>
<context>
    <name>FuzzyBoardPage</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Día %1 de %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Preparación</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Queda %n punto de movimiento</numerusform>
            <numerusform>Quedan %n puntos de movimiento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free move(s) left (equip, garrison, armory)</source>
        <translation>
            <numerusform>Queda %n movimiento libre (equipar, guarnición, armería)</numerusform>
            <numerusform>Quedan %n movimientos libres (equipar, guarnición, armería)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzyMap</name>
    <message>
        <source>The map</source>
        <translation>El mapa</translation>
    </message>
</context>
<context>
    <name>FuzzySidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the map; 1–9 take the buttons below it.</source>
        <translation>Las flechas e Intro funcionan en el mapa; 1–9 activan los botones de debajo.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place your settlement.</source>
        <translation>Haz clic en una casilla amarilla para colocar tu asentamiento.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place the new token.</source>
        <translation>Haz clic en una casilla amarilla para colocar la nueva ficha.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.</source>
        <translation>
            <numerusform>Haz clic en una casilla verde para avanzar allí (queda %n punto), en otro de tus héroes para elegirlo o en un botón bajo el mapa.</numerusform>
            <numerusform>Haz clic en una casilla verde para avanzar allí (quedan %n puntos), en otro de tus héroes para elegirlo o en un botón bajo el mapa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose below the map; End turn (E) when done.</source>
        <translation>Elige bajo el mapa; «Terminar turno» (E) cuando acabes.</translation>
    </message>
    <message>
        <source>Choose the size of the next squad below the map.</source>
        <translation>Elige bajo el mapa el tamaño de la siguiente escuadra.</translation>
    </message>
    <message>
        <source>Choose which squads join the exchange and which squad they strike, below the map.</source>
        <translation>Elige bajo el mapa qué escuadras entran en el choque y a qué escuadra golpean.</translation>
    </message>
    <message>
        <source>Choose which of your squads falls.</source>
        <translation>Elige cuál de tus escuadras cae.</translation>
    </message>
    <message>
        <source>Choose below the map.</source>
        <translation>Elige bajo el mapa.</translation>
    </message>
    <message>
        <source>The players&apos; treasuries</source>
        <translation>Los tesoros de los jugadores</translation>
    </message>
    <message>
        <source>Treasuries</source>
        <translation>Tesoros</translation>
    </message>
    <message>
        <source>%1: eliminated</source>
        <translation>%1: eliminado</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coin(s), income %2, upkeep %3 at the last Daybreak</source>
        <translation>
            <numerusform>%1: %n moneda, ingresos %2, mantenimiento %3 en el último Amanecer</numerusform>
            <numerusform>%1: %n monedas, ingresos %2, mantenimiento %3 en el último Amanecer</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminado</translation>
    </message>
    <message>
        <source>%1 · +%2 −%3</source>
        <translation>%1 · +%2 −%3</translation>
    </message>
    <message>
        <source>Coins · income + and upkeep − at the last Daybreak</source>
        <translation>Monedas · ingresos + y mantenimiento − en el último Amanecer</translation>
    </message>
    <message>
        <source>%1 offers you an alliance: accept or refuse below the map.</source>
        <translation>%1 te propone una alianza: acéptala o recházala bajo el mapa.</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>monedas</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>puntos</translation>
    </message>
    <message>
        <source>%1 points scored</source>
        <translation>%1 puntos conseguidos</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Ver el tablero</translation>
    </message>
    <message>
        <source>Close and look at the final board</source>
        <translation>Cerrar y ver el tablero final</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 board</source>
        <extracomment>the accessible name of the board; %1 is the name of the game being played</extracomment>
        <translation>Tablero de %1</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Tablero de juego</translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Start a game with Game ▸ New Game… (Ctrl+N)</source>
        <translation>Empieza una partida con Partida ▸ Nueva partida… (Ctrl+N)</translation>
    </message>
</context>
<context>
    <name>GoAgainBanner</name>
    <message>
        <source>Go again!</source>
        <extracomment>The keyword printed on cards: the player takes another turn</extracomment>
        <translation>¡Otro turno!</translation>
    </message>
    <message>
        <source>%1 takes another turn</source>
        <translation>%1 juega otro turno</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>the title above the tokens in hand: %1 is the player</extracomment>
        <translation>Mano de %1</translation>
    </message>
    <message>
        <source>Spectating</source>
        <extracomment>the title above the hand when nobody&apos;s hand is shown: the person only watches the game</extracomment>
        <translation>Como espectador</translation>
    </message>
    <message>
        <source>Select a token (1–%1), then a lit tile (arrow keys, Enter)</source>
        <translation>Selecciona una ficha (1–%1) y luego una casilla iluminada (teclas de flecha, Intro)</translation>
    </message>
    <message>
        <source>Pick your opening hand in the panel on the left</source>
        <translation>Escoge tu mano inicial en el panel de la izquierda</translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation>No hay fichas en la mano</translation>
    </message>
    <message>
        <source>%1, %2 in hand, key %3</source>
        <translation>%1, %2 en la mano, tecla %3</translation>
    </message>
    <message>
        <source>In Foggy weather this
mercenary may go face up</source>
        <translation>Con clima Neblinoso este
mercenario puede ir boca arriba</translation>
    </message>
    <message>
        <source>Face down (F)</source>
        <translation>Boca abajo (F)</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Colocar boca abajo</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Tu mano: %n carta</numerusform>
            <numerusform>Tu mano: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Tu mano está vacía</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
</context>
<context>
    <name>HiringPanel</name>
    <message>
        <source>Hire mercenaries</source>
        <translation>Contratar mercenarios</translation>
    </message>
    <message>
        <source>Purse: %1 coins</source>
        <translation>Bolsa: %1 monedas</translation>
    </message>
    <message>
        <source>Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.</source>
        <translation>Cada mercenario sustituye a una ficha básica de tu conjunto. Contrata tantos como quieras y puedas pagar, y luego elige Fin de la contratación.</translation>
    </message>
    <message>
        <source>Mercenaries for hire</source>
        <translation>Mercenarios para contratar</translation>
    </message>
    <message>
        <source>Can be hired now</source>
        <translation>Se puede contratar ahora</translation>
    </message>
    <message>
        <source>Cannot be hired now</source>
        <translation>No se puede contratar ahora</translation>
    </message>
    <message>
        <source>%1 coins · replaces %2</source>
        <translation>%1 monedas · sustituye a %2</translation>
    </message>
    <message>
        <source>hired %1 of %2</source>
        <translation>contratados %1 de %2</translation>
    </message>
    <message>
        <source>Done hiring</source>
        <translation>Fin de la contratación</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Click to review the board after this decision</source>
        <translation>Haz clic para revisar el tablero tras esta decisión</translation>
    </message>
    <message>
        <source>Review the board after this decision</source>
        <translation>Revisar el tablero tras esta decisión</translation>
    </message>
    <message>
        <source>No decisions yet</source>
        <translation>Aún no hay decisiones</translation>
    </message>
</context>
<context>
    <name>LookChooser</name>
    <message>
        <source>%1: keep one of these cards (keys 1–%2); the others are discarded.</source>
        <translation>%1: quédate una de estas cartas (teclas 1–%2); las demás se descartan.</translation>
    </message>
    <message>
        <source>looked at</source>
        <translation>vista</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under one of the cards looked at: keep this card (a verb)</extracomment>
        <translation>Quedarse</translation>
    </message>
</context>
<context>
    <name>OddsCard</name>
    <message>
        <source>Attack %1: win %2, tie %3, lose %4</source>
        <translation>Atacar %1: victoria %2, empate %3, derrota %4</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Atacar %1</translation>
    </message>
    <message>
        <source>Win %1 · Tie %2 · Lose %3</source>
        <translation>Victoria %1 · Empate %2 · Derrota %3</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Atacar (A)</translation>
    </message>
</context>
<context>
    <name>PaymentChooser</name>
    <message>
        <source>How do you pay? (keys 1–%1, Escape to cancel)</source>
        <translation>¿Cómo pagas? (teclas 1–%1, Esc para cancelar)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>awake</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>despierto</translation>
    </message>
    <message>
        <source>asleep</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>dormido</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the rival), %2, %n nut(s)</source>
        <translation>
            <numerusform>%1 (el rival), %2, %n nuez</numerusform>
            <numerusform>%1 (el rival), %2, %n nueces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n nut(s)</source>
        <translation>
            <numerusform>%1, %2, %n nuez</numerusform>
            <numerusform>%1, %2, %n nueces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s)</source>
        <translation>
            <numerusform>, %n moneda</numerusform>
            <numerusform>, %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 stamina</source>
        <translation>, %1 de %2 de energía</translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) in hand</source>
        <translation>
            <numerusform>, %n carta en la mano</numerusform>
            <numerusform>, %n cartas en la mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stashed</source>
        <translation>
            <numerusform>, %n carta escondida</numerusform>
            <numerusform>, %n cartas escondidas</numerusform>
        </translation>
    </message>
    <message>
        <source>, first player</source>
        <translation>, jugador inicial</translation>
    </message>
    <message>
        <source>, can be chosen now</source>
        <translation>, se puede elegir ahora</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name: this is the person looking; note the leading space</extracomment>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>Awake</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player is awake (an adjective)</extracomment>
        <translation>Despierto</translation>
    </message>
    <message>
        <source>Asleep</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player has gone to sleep (an adjective)</extracomment>
        <translation>Dormido</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Jugador inicial: empieza cada nuevo día</translation>
    </message>
    <message>
        <source>Nuts</source>
        <extracomment>a resource: the nuts a player has collected (the points of Squirrel Island)</extracomment>
        <translation>Nueces</translation>
    </message>
    <message>
        <source>Coins</source>
        <extracomment>a resource: the coins a player has to pay for items</extracomment>
        <translation>Monedas</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carta en la mano</numerusform>
            <numerusform>%n cartas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards stashed</source>
        <translation>Cartas escondidas</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Energía del rival</translation>
    </message>
    <message>
        <source>Winner! </source>
        <extracomment>The final score and its parts; %1 total, %2 nuts, %3 stash values, %4 bonus</extracomment>
        <translation>¡Ganador! </translation>
    </message>
    <message>
        <source>%1 points: %2 nuts + %3 stash + %4 bonus</source>
        <translation>%1 puntos: %2 nueces + %3 escondite + %4 bonificación</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n more turn(s) today)</source>
        <translation>
            <numerusform>¡Otro turno! (%n turno más hoy)</numerusform>
            <numerusform>¡Otro turno! (%n turnos más hoy)</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>under the name of the computer player whose move it is</extracomment>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>under the name of the player whose move it is (short)</extracomment>
        <translation>le toca</translation>
    </message>
    <message>
        <source>Stash:</source>
        <extracomment>before a player&apos;s stashed cards, shown face up once the game is over (the stash: cards put aside face down)</extracomment>
        <translation>Escondite:</translation>
    </message>
    <message>
        <source>in %1&apos;s stash</source>
        <translation>en el escondite de %1</translation>
    </message>
</context>
<context>
    <name>RecruitMenu</name>
    <message>
        <source>Recruit at %1</source>
        <translation>Reclutar en %1</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Cancelar (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
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
        <translation>Revisando la decisión %1 de %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>a button: leave the review of an earlier position and go back to the game as it is</extracomment>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Decisión anterior</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Decisión anterior (Flecha izquierda)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Decisión siguiente</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Decisión siguiente (Flecha derecha)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Return to the live game (Escape)</source>
        <translation>Volver a la partida en curso (Esc)</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>End of round %1</source>
        <translation>Fin de la ronda %1</translation>
    </message>
    <message>
        <source>The last round is over</source>
        <translation>La última ronda ha terminado</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>La ronda %1 ha terminado</translation>
    </message>
    <message>
        <source>+%1 this round</source>
        <translation>+%1 en esta ronda</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 en total</translation>
    </message>
    <message>
        <source>No line scored this round.</source>
        <translation>Ninguna línea ha puntuado en esta ronda.</translation>
    </message>
    <message>
        <source>Lines that scored (%1)</source>
        <translation>Líneas que han puntuado (%1)</translation>
    </message>
    <message>
        <source>Lines that scored</source>
        <translation>Líneas que han puntuado</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 pt</source>
        <translation>
            <numerusform>%1 pt</numerusform>
            <numerusform>%1 pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all lines (Space)</source>
        <translation>Mostrar todas las líneas (Espacio)</translation>
    </message>
    <message>
        <source>See the result (Enter)</source>
        <translation>Ver el resultado (Intro)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Siguiente ronda (Intro)</translation>
    </message>
    <message>
        <source>Show every scored line at once</source>
        <translation>Mostrar a la vez todas las líneas que han puntuado</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Ver quién ha ganado</translation>
    </message>
    <message>
        <source>Continue to the next round</source>
        <translation>Pasar a la siguiente ronda</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, side %2, %3 points%4</source>
        <translation>%1, bando %2, %3 puntos%4</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, le toca</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name on their seat panel: this seat is the person looking; note the leading space</extracomment>
        <translation> (tú)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a seat preference&apos;s accessible name: %1 the preference (e.g. &quot;Hand order&quot;), %2 the player</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n ficha en la mano</numerusform>
            <numerusform>%n fichas en la mano</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>on the seat panel of the computer player whose move it is</extracomment>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>on the seat panel of the player whose move it is (short)</extracomment>
        <translation>le toca</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>a unit, under a seat&apos;s score on its panel (plural: the score is usually more than one)</extracomment>
        <translation>puntos</translation>
    </message>
</context>
<context>
    <name>SquirrelBoardPage</name>
    <message>
        <source>The island</source>
        <translation>La isla</translation>
    </message>
    <message>
        <source>Island</source>
        <extracomment>a short label written sideways beside the island&apos;s row of face-up cards (a place, the island board)</extracomment>
        <translation>Isla</translation>
    </message>
    <message>
        <source>on island slot %1</source>
        <translation>en el espacio %1 de la isla</translation>
    </message>
    <message>
        <source>Slot %1 empty</source>
        <translation>Espacio %1 vacío</translation>
    </message>
    <message>
        <source>Sleep (S)</source>
        <translation>Dormir (S)</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Irse a dormir</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <extracomment>a button: let the turn go by without gathering (a verb); P is its key</extracomment>
        <translation>Pasar (P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the Pass button&apos;s accessible name: let the turn go by (a verb)</extracomment>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <extracomment>a button: finish the card being resolved (I am done); D is its key</extracomment>
        <translation>Hecho (D)</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>the Done button&apos;s accessible name: finish the card being resolved</extracomment>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Morning of day %1: the island&apos;s gifts and the loops (Esc skips)</source>
        <translation>Mañana del día %1: los regalos de la isla y la producción (Esc para omitir)</translation>
    </message>
</context>
<context>
    <name>SquirrelSidePanel</name>
    <message>
        <source>Arrow keys and Enter choose on the board.</source>
        <translation>Las teclas de flecha e Intro eligen en el tablero.</translation>
    </message>
    <message>
        <source>Click a lit card in your hand to play it, or one on the island (it costs 1 stamina or 1 coin more); or Sleep (S).</source>
        <translation>Haz clic en una carta iluminada de tu mano para jugarla, o en una de la isla (cuesta 1 de energía o 1 moneda más); o Dormir (S).</translation>
    </message>
    <message>
        <source>You may gather at once: click one of your refreshed squirrels to exhaust it, or Pass (P).</source>
        <translation>Puedes recolectar ya: haz clic en una de tus ardillas activas para agotarla, o Pasar (P).</translation>
    </message>
    <message>
        <source>You are asleep: click one of your refreshed squirrels to exhaust it and gather, or Pass (P).</source>
        <translation>Estás dormido: haz clic en una de tus ardillas activas para agotarla y recolectar, o Pasar (P).</translation>
    </message>
    <message>
        <source>%1: click the opponent to sabotage.</source>
        <translation>%1: haz clic en el oponente para sabotearlo.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click a card in your hand to stash it (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: haz clic en una carta de tu mano para esconderla (hasta %n más), o Hecho (D).</numerusform>
            <numerusform>%1: haz clic en una carta de tu mano para esconderla (hasta %n más), o Hecho (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your own refreshed squirrels to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: haz clic en una de tus propias ardillas activas para agotarla (%n más).</numerusform>
            <numerusform>%1: haz clic en una de tus propias ardillas activas para agotarla (%n más).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click a lit squirrel of %2 to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: haz clic en una ardilla iluminada de %2 para agotarla (%n más).</numerusform>
            <numerusform>%1: haz clic en una ardilla iluminada de %2 para agotarla (%n más).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep one of the cards you looked at (keys 1–%2).</source>
        <translation>%1: quédate una de las cartas que has mirado (teclas 1–%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: haz clic en una de tus ardillas activas para agotarla y recoger su producción (hasta %n más), o Hecho (D).</numerusform>
            <numerusform>%1: haz clic en una de tus ardillas activas para agotarla y recoger su producción (hasta %n más), o Hecho (D).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click the squirrel of yours it protects.</source>
        <translation>%1: haz clic en la ardilla tuya a la que protege.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click an exhausted squirrel of yours to refresh it (%n more).</source>
        <translation>
            <numerusform>%1: haz clic en una de tus ardillas agotadas para reactivarla (%n más).</numerusform>
            <numerusform>%1: haz clic en una de tus ardillas agotadas para reactivarla (%n más).</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving</source>
        <extracomment>a heading above the card whose effect is being carried out now</extracomment>
        <translation>Resolviendo</translation>
    </message>
    <message>
        <source>Resolving %1: %2</source>
        <translation>Resolviendo %1: %2</translation>
    </message>
    <message>
        <source>The island&apos;s gifts each morning</source>
        <translation>Los regalos de la isla cada mañana</translation>
    </message>
    <message>
        <source>Each morning the island gives</source>
        <translation>Cada mañana la isla da</translation>
    </message>
    <message numerus="yes">
        <source>Day %1: %2 stamina, %n coin(s), %3 cards</source>
        <translation>
            <numerusform>Día %1: %2 de energía, %n moneda, %3 cartas</numerusform>
            <numerusform>Día %1: %2 de energía, %n monedas, %3 cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>a row of the island&apos;s income table: &quot;Day 2&quot; (the game lasts a few days)</extracomment>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
</context>
<context>
    <name>StaminaBar</name>
    <message>
        <source>Stamina: %1 of %2</source>
        <translation>Energía: %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>full: +%n nut(s)</source>
        <translation>
            <numerusform>llena: +%n nuez</numerusform>
            <numerusform>llena: +%n nueces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>%1 squirrels</source>
        <translation>Ardillas de %1</translation>
    </message>
    <message>
        <source>No squirrels yet</source>
        <translation>Aún no hay ardillas</translation>
    </message>
    <message>
        <source>%1 squirrel %2</source>
        <translation>Ardilla %2 de %1</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Día %1 de %2</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Jugador inicial: %1</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Jugador inicial: empieza cada nuevo día</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo: %n carta</numerusform>
            <numerusform>Mazo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>the draw pile and how many cards are left in it: &quot;Deck 24&quot;</extracomment>
        <translation>Mazo %1</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Pila de descarte: %n carta, %1 encima</numerusform>
            <numerusform>Pila de descarte: %n cartas, %1 encima</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Pila de descarte: vacía</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Descarte %1</translation>
    </message>
    <message>
        <source>Countdown %1 of %2</source>
        <translation>Cuenta atrás %1 de %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Exploring</source>
        <translation>Exploración</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Ronda %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>Queda %n loseta en la pila</numerusform>
            <numerusform>Quedan %n losetas en la pila</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations used: %1 of %2</source>
        <translation>Activaciones usadas: %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Queda %n punto de movimiento</numerusform>
            <numerusform>Quedan %n puntos de movimiento</numerusform>
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
            <numerusform>%1 (%2): %n moneda, ingresos %3</numerusform>
            <numerusform>%1 (%2): %n monedas, ingresos %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeatherCard</name>
    <message>
        <source>Weather: %1</source>
        <translation>Clima: %1</translation>
    </message>
    <message>
        <source>Weather being chosen</source>
        <translation>Eligiendo el clima</translation>
    </message>
</context>
<context>
    <name>isle::BalanceLab</name>
    <message>
        <source>Play these rules</source>
        <translation>Jugar con estas reglas</translation>
    </message>
    <message>
        <source>Compare with saved</source>
        <translation>Comparar con las guardadas</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <extracomment>a button of the balance lab&apos;s sweep: play games for each value of the range</extracomment>
        <translation>Hacer barrido</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Games per batch; a comparison plays this many under each ruleset</source>
        <translation>Partidas por lote; una comparación juega este número con cada reglamento</translation>
    </message>
    <message>
        <source>The same seed deals the same games</source>
        <translation>La misma semilla reparte las mismas partidas</translation>
    </message>
    <message>
        <source>Variant:</source>
        <extracomment>a label in the balance lab, before the variant to play</extracomment>
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Players:</source>
        <extracomment>a label in the balance lab, before the two computer players</extracomment>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>against</source>
        <extracomment>between the two computer players of the balance lab: &quot;greedy against random&quot;</extracomment>
        <translation>contra</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>a label in the balance lab, before the number of games to play</extracomment>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>seed</source>
        <extracomment>before the random seed&apos;s box in the balance lab: &quot;200 games, seed 1&quot;</extracomment>
        <translation>semilla</translation>
    </message>
    <message>
        <source>Play the games under the rules as they are now</source>
        <translation>Jugar las partidas con las reglas tal como están ahora</translation>
    </message>
    <message>
        <source>Play the same seeds under the saved rules and the rules as they are now</source>
        <translation>Jugar las mismas semillas con las reglas guardadas y con las reglas actuales</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cifra</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardadas</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Actuales</translation>
    </message>
    <message>
        <source>Change (95 % interval)</source>
        <translation>Cambio (intervalo del 95 %)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>a chart&apos;s tab in the balance lab: how often the first seat wins</extracomment>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>a chart&apos;s tab in the balance lab: the points of each seat</extracomment>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Margins</source>
        <extracomment>a chart&apos;s tab in the balance lab: by how many points games are won</extracomment>
        <translation>Márgenes</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>a chart&apos;s tab in the balance lab: how many decisions a game takes</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>the balance lab&apos;s tab that plays games over a range of one number</extracomment>
        <translation>Barrido</translation>
    </message>
    <message>
        <source>The number to vary: a parameter or a cell of a table</source>
        <translation>El número que se varía: un parámetro o una celda de una tabla</translation>
    </message>
    <message>
        <source>Vary:</source>
        <extracomment>the balance lab&apos;s sweep: the number to vary</extracomment>
        <translation>Variar:</translation>
    </message>
    <message>
        <source>From:</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>Desde:</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>hasta</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>paso</translation>
    </message>
    <message>
        <source>Plot:</source>
        <extracomment>the balance lab&apos;s sweep: the figure to draw against the varied number</extracomment>
        <translation>Gráfica:</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Tasa de victorias del primer puesto</translation>
    </message>
    <message>
        <source>First seat&apos;s margin</source>
        <translation>Margen del primer puesto</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Duración de la partida</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is one component of the game (a piece, a card), %2 the name of a figure about it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The range is empty: &quot;from&quot; is above &quot;to&quot;.</source>
        <translation>El intervalo está vacío: «desde» es mayor que «hasta».</translation>
    </message>
    <message>
        <source> (0 to 1)</source>
        <translation> (0 a 1)</translation>
    </message>
    <message>
        <source>The current rules have errors (see the problem list); fix them before playing.</source>
        <translation>Las reglas actuales tienen errores (consulta la lista de problemas); corrígelos antes de jugar.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>Jugando %1 partidas…</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>No se han podido jugar las partidas: %1</translation>
    </message>
    <message>
        <source>Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); %5 of the games are drawn; a game takes %6 decisions on average.</source>
        <translation>Partidas jugadas: %1. El primer puesto gana el %2 de los puntos (intervalo del 95 %: %3 a %4); el %5 de las partidas terminan en empate; una partida dura %6 decisiones de media.</translation>
    </message>
    <message>
        <source>Games under each ruleset: %1, on the same seeds; the change is the current rules minus the saved ones.</source>
        <translation>Partidas con cada reglamento: %1, con las mismas semillas; el cambio es las reglas actuales menos las guardadas.</translation>
    </message>
    <message>
        <source>%1 swept over %2 values.</source>
        <translation>%1 con barrido sobre %2 valores.</translation>
    </message>
    <message>
        <source>Values that break the rules, not played: %1.</source>
        <translation>Valores que rompen las reglas, no jugados: %1.</translation>
    </message>
    <message>
        <source>Play games between computer players to see how the rules balance.</source>
        <translation>Juega partidas entre jugadores controlados por el ordenador para ver el equilibrio de las reglas.</translation>
    </message>
    <message>
        <source>Cancelled; the figures cover the games finished so far.</source>
        <translation>Cancelado; las cifras abarcan las partidas terminadas hasta ahora.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 a %3)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>The interval does not contain 0: a real difference</source>
        <translation>El intervalo no contiene el 0: una diferencia real</translation>
    </message>
    <message>
        <source>Change the rules first: they are the same as the saved ones</source>
        <translation>Cambia primero las reglas: son iguales que las guardadas</translation>
    </message>
    <message>
        <source>Saved rules</source>
        <translation>Reglas guardadas</translation>
    </message>
    <message>
        <source>Current rules</source>
        <translation>Reglas actuales</translation>
    </message>
    <message>
        <source>(run a simulation to see it)</source>
        <translation>(haz una simulación para verlo)</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>a chart&apos;s legend: the number of games in each bar
----------
a chart axis: the number of games</extracomment>
        <translation>partidas</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>Estas reglas</translation>
    </message>
    <message>
        <source>(run a simulation or a comparison to see it)</source>
        <translation>(haz una simulación o una comparación para verlo)</translation>
    </message>
    <message>
        <source>win rate</source>
        <extracomment>a chart&apos;s legend: how often the first seat wins</extracomment>
        <translation>tasa de victorias</translation>
    </message>
    <message>
        <source>draws count ½; whiskers: the 95 % interval</source>
        <translation>los empates cuentan ½; bigotes: el intervalo del 95 %</translation>
    </message>
    <message>
        <source>% of the points</source>
        <translation>% de los puntos</translation>
    </message>
    <message>
        <source>50 %: even</source>
        <translation>50 %: igualado</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Puntuación por puesto</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: lowest, highest</source>
        <translation>caja: media ± una desviación; bigotes: mínimo, máximo</translation>
    </message>
    <message>
        <source>score</source>
        <extracomment>a chart axis: the points scored</extracomment>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <source>its score minus the second seat&apos;s</source>
        <translation>su puntuación menos la del segundo puesto</translation>
    </message>
    <message>
        <source>margin</source>
        <extracomment>a chart axis: by how many points a game is won</extracomment>
        <translation>margen</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Duración de la partida (decisiones)</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>a chart axis: how many decisions a game takes</extracomment>
        <translation>decisiones</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: shortest, longest</source>
        <translation>caja: media ± una desviación; bigotes: la más corta, la más larga</translation>
    </message>
    <message>
        <source>Figures of the game</source>
        <translation>Figuras de la partida</translation>
    </message>
    <message>
        <source>(none in these games)</source>
        <translation>(ninguna en estas partidas)</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>Barrido de parámetro</translation>
    </message>
    <message>
        <source>(pick a parameter and a range, then run the sweep)</source>
        <translation>(elige un parámetro y un intervalo, y luego haz el barrido)</translation>
    </message>
    <message>
        <source>across %1</source>
        <translation>a lo largo de %1</translation>
    </message>
    <message>
        <source>rules with errors (not played)</source>
        <translation>reglas con errores (no jugadas)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>intervalo del 95 %</translation>
    </message>
    <message>
        <source>no value of the sweep could be played</source>
        <translation>no se ha podido jugar ningún valor del barrido</translation>
    </message>
</context>
<context>
    <name>isle::Csv</name>
    <message>
        <source>text after a closing quote; expected a comma or the end of the line</source>
        <translation>texto tras unas comillas de cierre; se esperaba una coma o el final de la línea</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>un campo entre comillas nunca se cierra</translation>
    </message>
</context>
<context>
    <name>isle::DiceExpression</name>
    <message>
        <source>a number or a die is expected</source>
        <translation>se esperaba un número o un dado</translation>
    </message>
    <message>
        <source>a number or a die is expected after &apos;%1&apos;</source>
        <translation>se esperaba un número o un dado después de «%1»</translation>
    </message>
    <message>
        <source>the numbers add up to more than %1</source>
        <translation>los números suman más de %1</translation>
    </message>
    <message>
        <source>a number of sides or &apos;P&apos; is expected after &apos;d&apos;</source>
        <translation>se esperaba un número de caras o «P» después de «d»</translation>
    </message>
    <message>
        <source>a die has 2 to %1 sides</source>
        <translation>un dado tiene de 2 a %1 caras</translation>
    </message>
    <message>
        <source>a term has 1 to %1 dice</source>
        <translation>un término tiene de 1 a %1 dados</translation>
    </message>
    <message>
        <source>an expression has at most %1 dice terms</source>
        <translation>una expresión tiene como máximo %1 términos de dados</translation>
    </message>
    <message>
        <source>&apos;+&apos; or &apos;-&apos; is expected before &apos;%1&apos;</source>
        <translation>se esperaba «+» o «-» antes de «%1»</translation>
    </message>
</context>
<context>
    <name>isle::Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
</context>
<context>
    <name>isle::EditorWindow</name>
    <message>
        <source>Balance lab</source>
        <translation>Laboratorio de equilibrio</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>%1 (%2) — Isleworks rule editor</source>
        <extracomment>%1 is the ruleset&apos;s name, %2 the game it is for</extracomment>
        <translation>%1 (%2) — Editor de reglas de Isleworks</translation>
    </message>
</context>
<context>
    <name>isle::Game</name>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
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
        <translation>variante «%1» desconocida; se esperaba una de: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, not %2</source>
        <translation>el reglamento es para «%1», no para %2</translation>
    </message>
</context>
<context>
    <name>isle::GameRecord</name>
    <message>
        <source>expected a seed: a decimal string of an unsigned 64-bit integer (digits only, without sign, spaces or leading zeros)</source>
        <translation>se esperaba una semilla: una cadena decimal de un entero de 64 bits sin signo (solo dígitos, sin signo, espacios ni ceros a la izquierda)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>juego desconocido «%1»; se esperaba uno de: %2</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>se esperaba una matriz de cadenas</translation>
    </message>
    <message>
        <source>expected the embedded ruleset object</source>
        <translation>se esperaba el objeto de reglamento incrustado</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; like the record</source>
        <translation>se esperaba «%1» como en el registro</translation>
    </message>
    <message>
        <source>expected an array of decisions</source>
        <translation>se esperaba una matriz de decisiones</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>se esperaba un objeto, se encontró %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>juego desconocido «%1»</translation>
    </message>
    <message>
        <source>decision %1 (%2) comes after the game has ended</source>
        <translation>la decisión %1 (%2) llega después de que la partida haya terminado</translation>
    </message>
    <message>
        <source>decision %1 (seat %2: %3) is not legal: %4</source>
        <translation>la decisión %1 (puesto %2: %3) no es legal: %4</translation>
    </message>
</context>
<context>
    <name>isle::IssuesPanel</name>
    <message>
        <source>No problems: these rules can be played.</source>
        <translation>Sin problemas: se puede jugar con estas reglas.</translation>
    </message>
    <message>
        <source>Warnings: %1. The rules can still be played.</source>
        <translation>Advertencias: %1. Aún se puede jugar con las reglas.</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is allowed.</source>
        <translation>Errores: %1, advertencias: %2. No puede empezar ninguna partida hasta que se corrijan los errores; sí se puede guardar.</translation>
    </message>
</context>
<context>
    <name>isle::JsonFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>malformed JSON at %1: %2</source>
        <translation>JSON mal formado en %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>se esperaba un objeto JSON en el nivel superior</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>se esperaba un archivo, se encontró una carpeta</translation>
    </message>
    <message>
        <source>not an ordinary file (a device, pipe or socket); only ordinary files are read</source>
        <translation>no es un archivo normal (un dispositivo, una tubería o un socket); solo se leen archivos normales</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>no se puede abrir el archivo: %1</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; Isleworks reads no file that large</source>
        <translation>el archivo ocupa más de %1 MiB; Isleworks no lee archivos tan grandes</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>no se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>only part of the file could be written (the disk may be full, or a file size limit reached)</source>
        <translation>solo se ha podido escribir parte del archivo (puede que el disco esté lleno o que se haya alcanzado un límite de tamaño de archivo)</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>se esperaba «%1», se encontró «%2»</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Isleworks reads (up to %2); update Isleworks</source>
        <translation>la versión de formato %1 es más reciente de la que lee esta versión de Isleworks (hasta %2); actualiza Isleworks</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation>clave desconocida; se esperaba una de: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>una matriz</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>se esperaba un entero de %1 a %2, se encontró %3</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>falta; se esperaba un entero de %1 a %2</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>se esperaba una cadena, se encontró %1</translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation>falta; se esperaba una cadena</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>se esperaba true o false, se encontró %1</translation>
    </message>
    <message>
        <source>missing; expected true or false</source>
        <translation>falta; se esperaba true o false</translation>
    </message>
</context>
<context>
    <name>isle::MetadataPage</name>
    <message>
        <source>How this ruleset is named and described in files, records and the game list.</source>
        <translation>Cómo se llama y se describe este reglamento en los archivos, los registros y la lista de juegos.</translation>
    </message>
</context>
<context>
    <name>isle::ParameterListModel</name>
    <message>
        <source>Parameter</source>
        <translation>Parámetro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unidad</translation>
    </message>
</context>
<context>
    <name>isle::PatternGrid</name>
    <message>
        <source>Pattern squares</source>
        <translation>Casillas del patrón</translation>
    </message>
    <message>
        <source>Arrow keys move, Space paints the square with the chosen colour, digits choose the colour</source>
        <translation>Las flechas mueven, Espacio pinta la casilla del color elegido, los dígitos eligen el color</translation>
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
        <translation>Pintar casillas con %1</translation>
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
            <numerusform>En total en %n copia: </numerusform>
            <numerusform>En total en %n copias: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of row %2 (%3): choose a colour, then click or drag over the squares</source>
        <translation>%1 de la fila %2 (%3): elige un color y luego haz clic o arrastra sobre las casillas</translation>
    </message>
    <message>
        <source>Select a row to paint its %1</source>
        <translation>Selecciona una fila para pintar su %1</translation>
    </message>
</context>
<context>
    <name>isle::Player</name>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;ismcts:&quot; must be a whole number from 1 to %2</source>
        <translation>«%1»: las iteraciones tras «ismcts:» deben ser un número entero de 1 a %2</translation>
    </message>
    <message>
        <source>unknown player &quot;%1&quot;; expected one of: %2</source>
        <translation>jugador desconocido «%1»; se esperaba uno de: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;%2:&quot; must be a whole number from 1 to %3</source>
        <translation>«%1»: las iteraciones tras «%2:» deben ser un número entero de 1 a %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a file, where a computer player searches at most %2 iterations a move (as Expert does); expected &quot;ismcts:N&quot; or a level with its budget (&quot;hard:N&quot;) with N from 1 to %2, or one of: %3</source>
        <translation>«%1» no se permite en un archivo, donde un jugador del ordenador busca como máximo %2 iteraciones por jugada (como hace Experto); se esperaba «ismcts:N» o un nivel con su presupuesto («hard:N») con N de 1 a %2, o uno de: %3</translation>
    </message>
</context>
<context>
    <name>isle::Position</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>juego desconocido «%1»; se esperaba uno de: %2</translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… y %Ln problema más</numerusform>
            <numerusform>… y %Ln problemas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::ProblemListModel</name>
    <message>
        <source>Not accepted</source>
        <translation>No aceptado</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>%1
This value was not taken; the previous one is kept.</source>
        <translation>%1
Este valor no se ha aceptado; se mantiene el anterior.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>isle::RegionGrid</name>
    <message>
        <source>The board and its fog regions, numbered as in the table. Click a region to select its row.</source>
        <translation>El tablero y sus regiones de niebla, numeradas como en la tabla. Haz clic en una región para seleccionar su fila.</translation>
    </message>
</context>
<context>
    <name>isle::Ruleset</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>juego desconocido «%1»; se esperaba uno de: %2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>se esperaba un objeto, se encontró %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>se esperaba una cadena, se encontró %1</translation>
    </message>
    <message>
        <source>missing; expected an object of parameters</source>
        <translation>falta; se esperaba un objeto de parámetros</translation>
    </message>
    <message>
        <source>missing; the default value is used</source>
        <translation>falta; se usa el valor predeterminado</translation>
    </message>
</context>
<context>
    <name>isle::RulesetDocument</name>
    <message>
        <source>lower-case labels inside sentences</source>
        <extracomment>Translate as &quot;no&quot; when labels keep their capital letter inside a sentence (German nouns).</extracomment>
        <translation>sí</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versión</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>parámetro desconocido</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Cambiar %1</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>Cambiar %1 a %2</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>no existe esa celda</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; their names cannot change</source>
        <translation>las filas de esta tabla son fijas; sus nombres no pueden cambiar</translation>
    </message>
    <message>
        <source>Rename row %1 of %2 from &quot;%3&quot; to &quot;%4&quot;</source>
        <translation>Renombrar la fila %1 de %2 de «%3» a «%4»</translation>
    </message>
    <message>
        <source>Change %1 in row %2 of %3 to %4</source>
        <translation>Cambiar %1 en la fila %2 de %3 a %4</translation>
    </message>
    <message>
        <source>Change %1 %2 to %3</source>
        <translation>Cambiar %1 %2 a %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an id: expected 1 to 32 lower-case letters (a–z), digits and hyphens, starting with a letter</source>
        <translation>«%1» no puede ser un id: se esperaban de 1 a 32 letras minúsculas (a–z), dígitos y guiones, empezando por una letra</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by row %2; expected an id no other row has</source>
        <translation>el id «%1» ya lo usa la fila %2; se esperaba un id que no tenga ninguna otra fila</translation>
    </message>
    <message>
        <source>no such table row</source>
        <translation>no existe esa fila de la tabla</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be added</source>
        <translation>las filas de esta tabla son fijas; no se pueden añadir filas</translation>
    </message>
    <message>
        <source>Add row %1 to %2</source>
        <translation>Añadir la fila %1 a %2</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be removed</source>
        <translation>las filas de esta tabla son fijas; no se pueden quitar filas</translation>
    </message>
    <message>
        <source>Remove row %1 from %2</source>
        <translation>Quitar la fila %1 de %2</translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation>tabla desconocida</translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation>campo desconocido; se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Borrar %1</translation>
    </message>
    <message>
        <source>Change %1 to &quot;%2&quot;</source>
        <translation>Cambiar %1 a «%2»</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>the ruleset has no file name yet; use Save As</source>
        <translation>el reglamento aún no tiene nombre de archivo; usa Guardar como</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;</source>
        <translation>perfil «%1» desconocido</translation>
    </message>
    <message>
        <source>Switch to the profile &quot;%1&quot;</source>
        <translation>Cambiar al perfil «%1»</translation>
    </message>
</context>
<context>
    <name>isle::RulesetEditor</name>
    <message>
        <source>&amp;New Rules</source>
        <translation>&amp;Nuevas reglas</translation>
    </message>
    <message>
        <source>Start from a game&apos;s default rules</source>
        <translation>Empezar con las reglas predeterminadas de un juego</translation>
    </message>
    <message>
        <source>&amp;Open Rules…</source>
        <translation>&amp;Abrir reglas…</translation>
    </message>
    <message>
        <source>&amp;Save Rules</source>
        <translation>&amp;Guardar reglas</translation>
    </message>
    <message>
        <source>Save Rules &amp;As…</source>
        <translation>Guardar reglas &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Show the parameters of:</source>
        <translation>Mostrar los parámetros de:</translation>
    </message>
    <message>
        <source>Hide the parameters a variant does not use</source>
        <translation>Ocultar los parámetros que una variante no usa</translation>
    </message>
    <message>
        <source>every variant</source>
        <translation>todas las variantes</translation>
    </message>
    <message>
        <source>New rules for %1, from its defaults</source>
        <translation>Reglas nuevas para %1, a partir de las predeterminadas</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Saved %1 with errors (%2); a game cannot start under these rules yet</source>
        <translation>Guardado %1 con errores (%2); aún no puede empezar ninguna partida con estas reglas</translation>
    </message>
    <message>
        <source>Open Rules</source>
        <translation>Abrir reglas</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json);;All files (*)</source>
        <translation>Reglamentos de Isleworks (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>No se han podido abrir las reglas:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>Abierto %1: %2</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Guardar reglas</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>No se han podido guardar las reglas: %1</translation>
    </message>
    <message>
        <source>Save Rules As</source>
        <translation>Guardar reglas como</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json)</source>
        <translation>Reglamentos de Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Reglas sin guardar</translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; have unsaved changes. Save them?</source>
        <translation>Las reglas «%1» tienen cambios sin guardar. ¿Quieres guardarlos?</translation>
    </message>
    <message>
        <source>Switched to the profile &quot;%1&quot;; Undo switches back</source>
        <translation>Se cambió al perfil «%1»; Deshacer vuelve atrás</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>modified</source>
        <extracomment>In the profile chooser when the rules equal none of the game&apos;s profiles</extracomment>
        <translation>modificado</translation>
    </message>
    <message>
        <source>The rules differ from every profile; choose one to switch every parameter to it</source>
        <translation>Las reglas difieren de todos los perfiles; elige uno para cambiar todos los parámetros a él</translation>
    </message>
    <message>
        <source>Switch every parameter to one of the game&apos;s profiles (one step to undo)</source>
        <translation>Cambiar todos los parámetros a uno de los perfiles del juego (se deshace en un paso)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetSchema</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation>se esperaba true o false, se encontró %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>expected an array of rows, found %1</source>
        <translation>se esperaba una matriz de filas, se encontró %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows, found %3</source>
        <translation>se esperaban de %1 a %2 filas, se encontraron %3</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>se esperaba un objeto, se encontró %1</translation>
    </message>
    <message>
        <source>missing; expected a value for the column &quot;%1&quot;</source>
        <translation>falta; se esperaba un valor para la columna «%1»</translation>
    </message>
    <message>
        <source>expected an id of 1 to 32 lower-case letters, digits and hyphens, starting with a letter</source>
        <translation>se esperaba un id de 1 a 32 letras minúsculas, dígitos y guiones, empezando por una letra</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; appears twice; expected each row once</source>
        <translation>la fila «%1» aparece dos veces; se esperaba cada fila una sola vez</translation>
    </message>
    <message>
        <source>missing the row &quot;%1&quot;; expected one row for each of: %2</source>
        <translation>falta la fila «%1»; se esperaba una fila para cada uno de: %2</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>se esperaba un texto, se encontró %1</translation>
    </message>
    <message>
        <source>expected text of %1 to %2 characters, found %3</source>
        <translation>se esperaba un texto de %1 a %2 caracteres, se encontró %3</translation>
    </message>
    <message>
        <source>expected plain text without control characters</source>
        <translation>se esperaba texto sin formato y sin caracteres de control</translation>
    </message>
    <message>
        <source>expected rows of the codes %1 separated by &quot;/&quot;, found %2</source>
        <translation>se esperaban filas de los códigos %1 separadas por «/», se encontró %2</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows separated by &quot;/&quot;, found %3</source>
        <translation>se esperaban de %1 a %2 filas separadas por «/», se encontró %3</translation>
    </message>
    <message>
        <source>row %1 has %2 codes; expected every row to have the same number, %3 to %4</source>
        <translation>la fila %1 tiene %2 códigos; se esperaba que todas las filas tuvieran el mismo número, de %3 a %4</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>la fila %1 tiene el código «%2»; se esperaba uno de: %3</translation>
    </message>
    <message>
        <source>expected a dice expression such as &quot;2d6+6&quot;, found %1</source>
        <translation>se esperaba una expresión de dados como «2d6+6», se encontró %1</translation>
    </message>
    <message>
        <source>expected a dice expression of at most %1 characters, found %2</source>
        <translation>se esperaba una expresión de dados de como máximo %1 caracteres, se encontró %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dice expression: %2 (character %3)</source>
        <translation>«%1» no es una expresión de dados: %2 (carácter %3)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetTableModel</name>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row of column keys</source>
        <translation>el archivo está vacío; se esperaba una fila de cabecera con las claves de las columnas</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected: %2</source>
        <translation>columna desconocida «%1»; se esperaba: %2</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is missing</source>
        <translation>falta la columna «%1»</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>se esperaban %1 campos como en la cabecera, se encontraron %2</translation>
    </message>
    <message>
        <source>%1: %2 (the cell holds &quot;%3&quot;)</source>
        <translation>%1: %2 (la celda contiene «%3»)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Importar %1 desde %2</translation>
    </message>
    <message>
        <source>%1
Id: %2</source>
        <translation>%1
Id: %2</translation>
    </message>
    <message>
        <source>%1
Unit: %2</source>
        <translation>%1
Unidad: %2</translation>
    </message>
    <message>
        <source>Add %1 rows to %2</source>
        <translation>Añadir %1 filas a %2</translation>
    </message>
    <message>
        <source>Remove %1 rows from %2</source>
        <translation>Quitar %1 filas de %2</translation>
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
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>Description › %1</source>
        <translation>Descripción › %1</translation>
    </message>
    <message>
        <source>%1 (character %2)</source>
        <extracomment>%1 says what is wrong, %2 is the position of the character counted from 1</extracomment>
        <translation>%1 (carácter %2)</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>siempre %1</translation>
    </message>
    <message>
        <source>%1–%2, mean %3</source>
        <extracomment>the range of a dice roll and its mean, &quot;8–18, mean 13&quot;</extracomment>
        <translation>%1–%2, media %3</translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Tasa de victorias del primer puesto</translation>
    </message>
    <message>
        <source>First seat&apos;s score margin</source>
        <translation>Margen de puntuación del primer puesto</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Duración de la partida (decisiones)</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>juego desconocido «%1»</translation>
    </message>
    <message>
        <source>expected a whole number of at least 0, as a string</source>
        <translation>se esperaba un número entero de al menos 0, como cadena</translation>
    </message>
    <message>
        <source>expected a whole number, as a string</source>
        <translation>se esperaba un número entero, como cadena</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>se esperaba un objeto, se encontró %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n seat(s), as the game has</source>
        <translation>
            <numerusform>se esperaba %n puesto, como tiene el juego</numerusform>
            <numerusform>se esperaban %n puestos, como tiene el juego</numerusform>
        </translation>
    </message>
    <message>
        <source>wins, draws and losses add up to %1, not to the %2 games played</source>
        <translation>victorias, empates y derrotas suman %1, no las %2 partidas jugadas</translation>
    </message>
    <message>
        <source>expected at most the %1 games played</source>
        <translation>se esperaban como máximo las %1 partidas jugadas</translation>
    </message>
    <message numerus="yes">
        <source>expected %n count(s), as the game&apos;s figures are laid out</source>
        <translation>
            <numerusform>se esperaba %n recuento, según se organizan las cifras del juego</numerusform>
            <numerusform>se esperaban %n recuentos, según se organizan las cifras del juego</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;simulate&quot; or &quot;compare&quot;</source>
        <translation>se esperaba «simulate» o «compare»</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer, as a string</source>
        <translation>se esperaba un entero de 64 bits sin signo, como cadena</translation>
    </message>
    <message>
        <source>expected 1 to %1 player names</source>
        <translation>se esperaban de 1 a %1 nombres de jugadores</translation>
    </message>
    <message>
        <source>expected a player name</source>
        <translation>se esperaba un nombre de jugador</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n ruleset(s)</source>
        <translation>
            <numerusform>se esperaba %n reglamento</numerusform>
            <numerusform>se esperaban %n reglamentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n result(s)</source>
        <translation>
            <numerusform>se esperaba %n resultado</numerusform>
            <numerusform>se esperaban %n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>se esperaba un reglamento para «%1»</translation>
    </message>
    <message>
        <source>expected the names of the two ruleset files</source>
        <translation>se esperaban los nombres de los dos archivos de reglamento</translation>
    </message>
    <message numerus="yes">
        <source>expected %n compared figure(s), as the game declares</source>
        <translation>
            <numerusform>se esperaba %n cifra comparada, como declara el juego</numerusform>
            <numerusform>se esperaban %n cifras comparadas, como declara el juego</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>se esperaba «%1»</translation>
    </message>
    <message>
        <source>expected the %1 paired games</source>
        <translation>se esperaban las %1 partidas emparejadas</translation>
    </message>
    <message>
        <source>no parts to merge</source>
        <translation>no hay partes que combinar</translation>
    </message>
    <message>
        <source>differs from %1&apos;s: the parts are not of one batch</source>
        <translation>difiere del de %1: las partes no son de un mismo lote</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>la parte %1 se da dos veces</translation>
    </message>
    <message>
        <source>shards missing: %1</source>
        <translation>faltan partes: %1</translation>
    </message>
    <message>
        <source>expected I/N: shard I of N, with 0 &lt;= I &lt; N &lt;= %1 (&quot;2/8&quot;)</source>
        <translation>se esperaba I/N: parte I de N, con 0 &lt;= I &lt; N &lt;= %1 («2/8»)</translation>
    </message>
</context>
<context>
    <name>isle::TablePanel</name>
    <message>
        <source>Add row</source>
        <extracomment>a button of a rules table: add a row to the table (a verb)</extracomment>
        <translation>Añadir fila</translation>
    </message>
    <message>
        <source>Add a row after the selected one</source>
        <translation>Añadir una fila tras la seleccionada</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Quitar fila</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Quitar la fila seleccionada</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>Replace this table with the rows of a CSV file</source>
        <translation>Sustituir esta tabla por las filas de un archivo CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Write this table to a CSV file</source>
        <translation>Escribir esta tabla en un archivo CSV</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importar %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Nothing was changed; the file has problems:

%1</source>
        <translation>No se ha cambiado nada; el archivo tiene problemas:

%1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>No se ha podido escribir el archivo: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message>
        <source>There is no &quot;%1&quot; game.</source>
        <translation>No existe el juego «%1».</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>La semilla debe ser un número entero de 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <source>You are reviewing an earlier decision: go back to the game to play on.</source>
        <translation>Estás revisando una decisión anterior: vuelve a la partida para seguir jugando.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>The computer chose an illegal move: %1</source>
        <translation>El ordenador ha elegido una jugada ilegal: %1</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Esa no es una de las opciones ahora.</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Reglas editadas</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Reglas editadas: %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronda %1 de %2</translation>
    </message>
    <message>
        <source>Spectator</source>
        <extracomment>the person looking at the game when they play no seat: they only watch</extracomment>
        <translation>Espectador</translation>
    </message>
    <message>
        <source>%1 coins to %2</source>
        <translation>%1 monedas a %2</translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation>%1 puntos a %2</translation>
    </message>
    <message>
        <source>A draw, %1 (coins decide the game)</source>
        <translation>Empate, %1 (las monedas deciden la partida)</translation>
    </message>
    <message>
        <source>A draw, %1</source>
        <translation>Empate, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation>
            <numerusform>%1 ha ganado con %2 (las monedas deciden la partida)</numerusform>
            <numerusform>%1 han ganado con %2 (las monedas deciden la partida)</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation>
            <numerusform>%1 ha ganado, %2</numerusform>
            <numerusform>%1 han ganado, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet: choose Game ▸ New Game… to start one.</source>
        <translation>Aún no hay partida: elige Partida ▸ Nueva partida… para empezar una.</translation>
    </message>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Revisando la decisión %1 de %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Fin de la partida. %1</translation>
    </message>
    <message>
        <source>%1 · %2 is thinking…</source>
        <translation>%1 · %2 está pensando…</translation>
    </message>
    <message>
        <source>%1 · %2, %3.</source>
        <translation>%1 · %2: %3.</translation>
    </message>
    <message>
        <source>%1 · %2 to %3.</source>
        <translation>%1 · turno de %2: %3.</translation>
    </message>
    <message>
        <source>&amp;Undo (designer mode: any decision)</source>
        <translation>&amp;Deshacer (modo diseñador: cualquier decisión)</translation>
    </message>
    <message>
        <source>&amp;Undo %1 (designer mode)</source>
        <translation>&amp;Deshacer %1 (modo diseñador)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Undo (not past a draw or a revealed token)</source>
        <translation>&amp;Deshacer (sin pasar de un robo ni de una ficha revelada)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>%1 (automatic): %2</source>
        <translation>%1 (automático): %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>Tablero de juego</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>the title of the dock with the game log: the list of decisions so far (a noun)</extracomment>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>Re&amp;gistro</translation>
    </message>
    <message>
        <source>Show or hide the list of decisions so far</source>
        <translation>Mostrar u ocultar la lista de decisiones tomadas hasta ahora</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Partida sin título</translation>
    </message>
    <message>
        <source>%1[*] — Isleworks</source>
        <translation>%1[*] — Isleworks</translation>
    </message>
    <message>
        <source>%1[*] (edited rules) — Isleworks</source>
        <translation>%1[*] (reglas editadas) — Isleworks</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partida en curso</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partida sin guardar</translation>
    </message>
    <message>
        <source>%1 has decisions that are not saved in a file. Save them before the game is replaced?</source>
        <translation>%1 tiene decisiones que no se han guardado en un archivo. ¿Quieres guardarlas antes de sustituir la partida?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json);;All files (*)</source>
        <translation>Registros de partida de Isleworks (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>This game was played under other rules than those in the editor (%1). Replay it under the editor&apos;s rules?</source>
        <translation>Esta partida se jugó con reglas distintas de las del editor (%1). ¿Quieres rejugarla con las reglas del editor?</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json)</source>
        <translation>Registros de partida de Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reanudar partida</translation>
    </message>
    <message>
        <source>Isleworks closed unexpectedly while it was resuming an unfinished game last time. Try to continue that game anyway?</source>
        <translation>Isleworks se cerró inesperadamente la última vez mientras reanudaba una partida sin terminar. ¿Quieres intentar continuar esa partida de todos modos?</translation>
    </message>
    <message>
        <source>An unfinished game was kept when Isleworks last closed. Continue it?</source>
        <translation>Se conservó una partida sin terminar cuando Isleworks se cerró por última vez. ¿Quieres continuarla?</translation>
    </message>
    <message>
        <source>About Isleworks</source>
        <translation>Acerca de Isleworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Design, play and print island board games.&lt;/p&gt;&lt;p&gt;%2, with every rule enforced by the Isleworks engine.&lt;/p&gt;&lt;p&gt;Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Diseña, juega e imprime juegos de mesa de islas.&lt;/p&gt;&lt;p&gt;%2, con todas las reglas aplicadas por el motor de Isleworks.&lt;/p&gt;&lt;p&gt;Las ilustraciones son originales de Isleworks y se ceden al dominio público (CC0 1.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Abrir un registro de partida guardado</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save the game as a record</source>
        <translation>Guardar la partida como registro</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies</source>
        <translation>Retirar tu última decisión y las respuestas del ordenador</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>&amp;Designer Mode</source>
        <translation>&amp;Modo diseñador</translation>
    </message>
    <message>
        <source>Undo anything, even past a draw or a revealed token, to try rules out</source>
        <translation>Deshacer cualquier cosa, incluso más allá de un robo o de una ficha revelada, para probar reglas</translation>
    </message>
    <message>
        <source>Computer: &amp;Move Now</source>
        <translation>Ordenador: &amp;jugar ya</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and let it play the best move it has found so far</source>
        <translation>Detener la reflexión del ordenador y dejar que haga la mejor jugada que haya encontrado hasta ahora</translation>
    </message>
    <message>
        <source>&amp;About Isleworks</source>
        <translation>&amp;Acerca de Isleworks</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>Print &amp;Components…</source>
        <translation>&amp;Imprimir componentes…</translation>
    </message>
    <message>
        <source>Print-and-play sheets of every token, card and board the rules need</source>
        <translation>Hojas «print and play» de todas las fichas, cartas y tableros que necesitan las reglas</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>Ritmo del &amp;ordenador</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): it moves at once</extracomment>
        <translation>&amp;Instantáneo</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a short pause before each move</extracomment>
        <translation>&amp;Rápido</translation>
    </message>
    <message>
        <source>&amp;Relaxed</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a pause before each move</extracomment>
        <translation>&amp;Tranquilo</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a long pause before each move</extracomment>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Reglas del juego</translation>
    </message>
    <message>
        <source>The rules of the game being played, with the numbers of its ruleset</source>
        <translation>Las reglas del juego en curso, con los números de su reglamento</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>No hay partidas recientes</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Borrar lista</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Balance Lab</source>
        <translation>Laboratorio de equilibrio</translation>
    </message>
    <message>
        <source>The Rules panel keeps its unsaved rules of %1.</source>
        <translation>El panel Reglas conserva las reglas sin guardar de %1.</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Reglas sin guardar</translation>
    </message>
    <message>
        <source>The Rules panel holds unsaved edits to the rules of %1. Save them before it turns to the rules of %2?</source>
        <translation>El panel Reglas tiene cambios sin guardar en las reglas de %1. ¿Quieres guardarlos antes de que pase a las reglas de %2?</translation>
    </message>
    <message>
        <source>Keep Editing Them</source>
        <translation>Seguir editándolas</translation>
    </message>
    <message>
        <source>The Rules panel now edits the rules of %1.</source>
        <translation>El panel Reglas edita ahora las reglas de %1.</translation>
    </message>
    <message>
        <source>&amp;Replay Now</source>
        <translation>Re&amp;jugar ahora</translation>
    </message>
    <message>
        <source>Replay the game in progress under the edited rules and compare the scores</source>
        <translation>Rejugar la partida en curso con las reglas editadas y comparar las puntuaciones</translation>
    </message>
    <message>
        <source>&amp;New Game with These Rules…</source>
        <translation>&amp;Nueva partida con estas reglas…</translation>
    </message>
    <message>
        <source>Start a new game under the rules in the editor</source>
        <translation>Empezar una partida nueva con las reglas del editor</translation>
    </message>
    <message>
        <source>Replay After Every &amp;Edit</source>
        <translation>Rejugar tras cada &amp;cambio</translation>
    </message>
    <message>
        <source>Replay the game in progress whenever a rule changes</source>
        <translation>Rejugar la partida en curso cada vez que cambie una regla</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Open &amp;Recent Rules</source>
        <translation>Abrir reglas &amp;recientes</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>No se ha podido abrir %1:
%2</translation>
    </message>
    <message>
        <source>No recent rules</source>
        <translation>No hay reglas recientes</translation>
    </message>
    <message>
        <source>Undo Rule Edit</source>
        <translation>Deshacer cambio de regla</translation>
    </message>
    <message>
        <source>Redo Rule Edit</source>
        <translation>Rehacer cambio de regla</translation>
    </message>
    <message>
        <source>Rules of %1: %2%3</source>
        <extracomment>The rules dock&apos;s title: %1 is the game, %2 the ruleset&apos;s name, %3 &quot; *&quot; when it has unsaved edits</extracomment>
        <translation>Reglas de %1: %2%3</translation>
    </message>
    <message>
        <source>Balance Lab: %1</source>
        <extracomment>The balance lab dock&apos;s title: %1 is the game whose rules it plays</extracomment>
        <translation>Laboratorio de equilibrio: %1</translation>
    </message>
    <message>
        <source>&amp;Rules Editor</source>
        <translation>&amp;Editor de reglas</translation>
    </message>
    <message>
        <source>&amp;Balance Lab</source>
        <translation>&amp;Laboratorio de equilibrio</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Las reglas tienen errores; consulta la lista de problemas en el panel Reglas.</translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation>
            <numerusform>Se ha rejugado %n decisión con las reglas editadas: %1 antes, %2 ahora.</numerusform>
            <numerusform>Se han rejugado %n decisiones con las reglas editadas: %1 antes, %2 ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under the edited rules the game stops at decision %1 (%2): %3.</source>
        <translation>Con las reglas editadas, la partida se detiene en la decisión %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Replay Now</source>
        <translation>Rejugar ahora</translation>
    </message>
    <message>
        <source>%1

No round has finished yet, so there are no round scores to compare.</source>
        <translation>%1

Aún no ha terminado ninguna ronda, así que no hay puntuaciones de ronda que comparar.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>a column heading of the replay report: the scores after round %1</extracomment>
        <translation>Ronda %1</translation>
    </message>
    <message>
        <source>Side %1, before</source>
        <translation>Bando %1, antes</translation>
    </message>
    <message>
        <source>Side %1, now</source>
        <translation>Bando %1, ahora</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>The language of the suite</source>
        <translation>El idioma de la suite</translation>
    </message>
</context>
<context>
    <name>isle::app::NewGameDialog</name>
    <message>
        <source>Computer: %1</source>
        <translation>Ordenador: %1</translation>
    </message>
    <message>
        <source>Computer: greedy (one move ahead)</source>
        <translation>Ordenador: codicioso (una jugada por delante)</translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation>Ordenador: jugadas al azar</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
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
        <translation>Reglas estándar</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rules the game is played under: the standard ones or those in the rule editor</source>
        <translation>Las reglas con las que se juega la partida: las estándar o las del editor de reglas</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Plays</source>
        <extracomment>a column heading in the new-game dialog: who plays each seat (a person, or a computer player)</extracomment>
        <translation>Juega</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nombre (opcional)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>who plays a seat: a person at this computer (not a computer player)</extracomment>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Quién juega en el puesto %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nombre del puesto %1</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>shown in the empty seed box: a random seed will be chosen</extracomment>
        <translation>al azar</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>the random seed that deals the game (a number)</extracomment>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>The same seed, variant and decisions give the same game.</source>
        <translation>La misma semilla, variante y decisiones dan la misma partida.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>%1 for seat %2</source>
        <translation>%1 del puesto %2</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Reglas editadas</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Reglas editadas: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::PlaySession</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordenador %1</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>no hay ninguna partida</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>la partida ya ha terminado</translation>
    </message>
</context>
<context>
    <name>isle::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>a button: close the Preferences dialog (a verb)</extracomment>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The menus, the board, the rule editor and the printed sheets change at once; the game log keeps the words it was written in. The choice is remembered for the next start, and numbers and dates follow it too.</source>
        <translation>Los menús, el tablero, el editor de reglas y las hojas impresas cambian al momento; el registro de la partida conserva las palabras con que se escribió. La elección se recuerda para el próximo inicio, y los números y las fechas también la siguen.</translation>
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
        <translation>Imprimir componentes</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <extracomment>a paper size: US Letter</extracomment>
        <translation>Carta</translation>
    </message>
    <message>
        <source>A3</source>
        <translation>A3</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>Portrait</source>
        <extracomment>a page orientation: taller than wide</extracomment>
        <translation>Vertical</translation>
    </message>
    <message>
        <source>Landscape</source>
        <extracomment>a page orientation: wider than tall</extracomment>
        <translation>Horizontal</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientación:</translation>
    </message>
    <message>
        <source>From the paper&apos;s edge to anything printed but crop marks</source>
        <translation>Desde el borde del papel hasta cualquier cosa impresa salvo las marcas de corte</translation>
    </message>
    <message>
        <source>&amp;Margins:</source>
        <translation>&amp;Márgenes:</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, so an imprecise cut shows no white edge</source>
        <translation>Ilustración impresa más allá de cada línea de corte, para que un corte impreciso no deje un borde blanco</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <extracomment>printing: how far the artwork runs past the cut line</extracomment>
        <translation>&amp;Sangrado:</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Marcas de corte</translation>
    </message>
    <message>
        <source>Cut lines</source>
        <translation>Líneas de corte</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>printing: no crop marks</extracomment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Mar&amp;ks:</source>
        <extracomment>printing: the crop marks that show where to cut</extracomment>
        <translation>Marc&amp;as:</translation>
    </message>
    <message>
        <source>One-sided (no backs)</source>
        <translation>A una cara (sin reversos)</translation>
    </message>
    <message>
        <source>Two-sided, flip on long edge</source>
        <translation>A doble cara, volteo por el borde largo</translation>
    </message>
    <message>
        <source>Two-sided, flip on short edge</source>
        <translation>A doble cara, volteo por el borde corto</translation>
    </message>
    <message>
        <source>&amp;Backs:</source>
        <extracomment>printing: whether and how the backs of cards and tokens are printed (two-sided printing)</extracomment>
        <translation>Rev&amp;ersos:</translation>
    </message>
    <message>
        <source>Right is positive</source>
        <translation>Derecha es positivo</translation>
    </message>
    <message>
        <source>Down is positive</source>
        <translation>Abajo es positivo</translation>
    </message>
    <message>
        <source>Back &amp;offset:</source>
        <translation>Despla&amp;zamiento del reverso:</translation>
    </message>
    <message>
        <source>Add a &amp;calibration page</source>
        <translation>Añadir una página de &amp;calibración</translation>
    </message>
    <message>
        <source>Rulers to check the scale, and targets to measure how far the printer&apos;s backs drift</source>
        <translation>Reglas graduadas para comprobar la escala y dianas para medir cuánto se desvían los reversos de la impresora</translation>
    </message>
    <message>
        <source>&amp;Components:</source>
        <translation>Componen&amp;tes:</translation>
    </message>
    <message>
        <source>Everything</source>
        <extracomment>shown in the empty &quot;changed since&quot; box: every component is printed</extracomment>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the rules in this file, with their backs</source>
        <translation>Imprimir solo los componentes cuya cara difiere de su cara con las reglas de este archivo, con sus reversos</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>E&amp;xaminar…</translation>
    </message>
    <message>
        <source>Only changed &amp;since:</source>
        <translation>Solo los cam&amp;biados desde:</translation>
    </message>
    <message>
        <source> dpi</source>
        <extracomment>Unit after a resolution</extracomment>
        <translation> ppp</translation>
    </message>
    <message>
        <source>PNG &amp;resolution:</source>
        <translation>&amp;Resolución PNG:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Exportar P&amp;DF…</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>Exportar S&amp;VG…</translation>
    </message>
    <message>
        <source>Export PN&amp;G…</source>
        <translation>Exportar PN&amp;G…</translation>
    </message>
    <message>
        <source>Print What Changed Since</source>
        <translation>Imprimir lo que ha cambiado desde</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Reglamentos (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Las reglas tienen errores; consulta la lista de problemas en el panel Reglas.</translation>
    </message>
    <message>
        <source>%1 holds the rules of another game.</source>
        <translation>%1 contiene las reglas de otro juego.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Nothing can be printed:
%1</source>
        <translation>No se puede imprimir nada:
%1</translation>
    </message>
    <message>
        <source>Nothing to print: no component is chosen, or none changed.</source>
        <translation>Nada que imprimir: no se ha elegido ningún componente o ninguno ha cambiado.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), </source>
        <translation>
            <numerusform>%n página, </numerusform>
            <numerusform>%n páginas, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n componente para recortar.</numerusform>
            <numerusform>%n componentes para recortar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: componentes</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Componentes</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s), </source>
        <translation>
            <numerusform>Se ha escrito %n archivo, </numerusform>
            <numerusform>Se han escrito %n archivos, </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KiB: %2</source>
        <translation>%1 KiB: %2</translation>
    </message>
    <message>
        <source>Export Components</source>
        <translation>Exportar componentes</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG, one file per page (*.svg)</source>
        <translation>SVG, un archivo por página (*.svg)</translation>
    </message>
    <message>
        <source>PNG, one file per page (*.png)</source>
        <translation>PNG, un archivo por página (*.png)</translation>
    </message>
</context>
<context>
    <name>isle::app::ReplayController</name>
    <message>
        <source>There is no game to replay.</source>
        <translation>No hay ninguna partida que rejugar.</translation>
    </message>
    <message>
        <source>These rules are for another game than the one in progress.</source>
        <translation>Estas reglas son de un juego distinto del de la partida en curso.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>No se puede jugar con estas reglas: %1</translation>
    </message>
    <message>
        <source>decision %1</source>
        <translation>decisión %1</translation>
    </message>
</context>
<context>
    <name>isle::app::RoundScoring</name>
    <message>
        <source>Side %1: %2 — %3 × %4 = %5 points</source>
        <translation>Bando %1: %2 — %3 × %4 = %5 puntos</translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 points</source>
        <translation>Bando %1: %2 — %3 puntos</translation>
    </message>
</context>
<context>
    <name>isle::app::RulesReferenceDialog</name>
    <message>
        <source>Rules of the Game</source>
        <translation>Reglas del juego</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Reglas del juego</translation>
    </message>
    <message>
        <source>The rules of the game being played.</source>
        <translation>Las reglas del juego en curso.</translation>
    </message>
    <message>
        <source>The rules in the editor differ from them; a new game, or Replay Now, plays those.</source>
        <translation>Las reglas del editor son distintas; una partida nueva, o Rejugar ahora, usa esas.</translation>
    </message>
    <message>
        <source>No game is being played: the rules in the editor, for every variant.</source>
        <translation>No se está jugando ninguna partida: las reglas del editor, para todas las variantes.</translation>
    </message>
    <message>
        <source>No game is being played: the rules the next game is played under, for every variant.</source>
        <translation>No se está jugando ninguna partida: las reglas con las que se jugará la próxima partida, para todas las variantes.</translation>
    </message>
    <message>
        <source>There is no rules reference for this game.</source>
        <translation>No hay referencia de reglas para este juego.</translation>
    </message>
</context>
<context>
    <name>isle::app::SeatsModel</name>
    <message>
        <source>Rival</source>
        <extracomment>the name of the solo game&apos;s automatic opponent (a noun)</extracomment>
        <translation>Rival</translation>
    </message>
    <message>
        <source>played by the rules</source>
        <translation>controlado por las reglas</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>who plays a seat: a person (not a computer player)</extracomment>
        <translation>persona</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>ordenador, %1</translation>
    </message>
</context>
<context>
    <name>isle::app::SessionFiles</name>
    <message>
        <source>expected an array with one object per seat; every seat keeps the defaults</source>
        <translation>se esperaba una matriz con un objeto por puesto; todos los puestos mantienen los valores predeterminados</translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n seat(s); the rest are left out</source>
        <translation>
            <numerusform>se esperaba como máximo %n puesto; el resto se omite</numerusform>
            <numerusform>se esperaban como máximo %n puestos; el resto se omite</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object of preference values; the seat keeps the defaults</source>
        <translation>se esperaba un objeto de valores de preferencias; el puesto mantiene los valores predeterminados</translation>
    </message>
    <message>
        <source>expected one of: %1; the default &quot;%2&quot; is used</source>
        <translation>se esperaba uno de: %1; se usa el valor predeterminado «%2»</translation>
    </message>
    <message>
        <source>unknown preference &quot;%1&quot;; it is left out</source>
        <translation>preferencia desconocida «%1»; se omite</translation>
    </message>
    <message>
        <source>Could not autosave the game: %1</source>
        <translation>No se ha podido guardar automáticamente la partida: %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se ha podido guardar %1: %2</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>No se ha podido abrir %1:
%2</translation>
    </message>
    <message>
        <source>Some seat preferences of the record could not be read:
%1</source>
        <translation>No se han podido leer algunas preferencias de puesto del registro:
%1</translation>
    </message>
    <message>
        <source>%1: decision %2 (%3) is not legal: %4. The game stops before it.</source>
        <translation>%1: la decisión %2 (%3) no es legal: %4. La partida se detiene antes de ella.</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleScreen</name>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Eso no es una de las opciones ahora.</translation>
    </message>
    <message>
        <source>Choose one of the lit empty areas for the tile.</source>
        <translation>Elige una de las zonas vacías iluminadas para la loseta.</translation>
    </message>
    <message>
        <source>Choose which way the drawn tile&apos;s arrow points.</source>
        <translation>Elige hacia dónde apunta la flecha de la loseta robada.</translation>
    </message>
    <message>
        <source>Click one of your lit units, or a lit base or factory to recruit.</source>
        <translation>Haz clic en una de tus unidades iluminadas, o en una base o fábrica iluminada para reclutar.</translation>
    </message>
    <message>
        <source>Move it to a lit space, attack, use an action, or end its activation.</source>
        <translation>Muévela a una casilla iluminada, ataca, usa una acción o termina su activación.</translation>
    </message>
    <message>
        <source>That space is out of this unit&apos;s reach.</source>
        <translation>Esa casilla está fuera del alcance de esta unidad.</translation>
    </message>
    <message>
        <source>A unit sharing a space must move on or stack first.</source>
        <translation>Una unidad que comparte casilla debe seguir moviéndose o apilarse primero.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>llanura</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>bosque</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montaña</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>solar</translation>
    </message>
    <message>
        <source>base square</source>
        <translation>casilla de base</translation>
    </message>
    <message>
        <source>lighthouse square</source>
        <translation>casilla del faro</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>niebla</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>fábrica</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>faro</translation>
    </message>
    <message>
        <source>%1 elite</source>
        <extracomment>A unit on the board: &quot;Red elite&quot;</extracomment>
        <translation>unidad de élite de %1</translation>
    </message>
    <message>
        <source>%1 stack of %2</source>
        <extracomment>A unit on the board: &quot;Red stack of 3&quot;</extracomment>
        <translation>pila de %1 (%2 figuras)</translation>
    </message>
    <message>
        <source>%1 basic unit</source>
        <extracomment>A unit on the board: &quot;Red basic unit&quot;</extracomment>
        <translation>unidad básica de %1</translation>
    </message>
    <message>
        <source>unclaimed %1</source>
        <extracomment>A structure nobody owns, on a space: &quot;unclaimed lighthouse&quot;</extracomment>
        <translation>%1 sin dueño</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A structure on a space: &quot;Red city&quot;</extracomment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>can be activated</source>
        <translation>se puede activar</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
    <message>
        <source>within reach</source>
        <translation>al alcance</translation>
    </message>
    <message>
        <source>can be attacked</source>
        <translation>se puede atacar</translation>
    </message>
    <message>
        <source>can recruit</source>
        <translation>puede reclutar</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>The unit chosen on the board and its space: &quot;Red elite on row 7, column 3&quot;
----------
A side in a combat: &quot;Red basic unit on row 7, column 3&quot; (or the space alone when the unit is not known)</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Construir una ciudad</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Construir una fábrica</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Reclamar el faro</translation>
    </message>
    <message>
        <source>north</source>
        <translation>norte</translation>
    </message>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Quedarse los dados</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Volver a tirar el dado más bajo</numerusform>
            <numerusform>Volver a tirar los %n dados más bajos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Elite unit, %n coin(s)</source>
        <translation>
            <numerusform>Unidad de élite, %n moneda</numerusform>
            <numerusform>Unidad de élite, %n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Basic unit, %n coin(s)</source>
        <translation>
            <numerusform>Unidad básica, %n moneda</numerusform>
            <numerusform>Unidad básica, %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacker</source>
        <extracomment>The side of a combat beside its dice: &quot;Red attacker&quot;</extracomment>
        <translation>%1 (atacante)</translation>
    </message>
    <message>
        <source>%1 defender</source>
        <extracomment>The side of a combat beside its dice: &quot;Blue defender&quot;</extracomment>
        <translation>%1 (defensor)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>fila %1, columna %2</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleUi</name>
    <message>
        <source>Income %1</source>
        <translation>Ingresos %1</translation>
    </message>
    <message>
        <source>Units %1</source>
        <translation>Unidades %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronda %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::BoardModel</name>
    <message>
        <source>%1, under fog</source>
        <translation>%1, bajo la niebla</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, libre</translation>
    </message>
    <message>
        <source>%1, %2&apos;s token face down</source>
        <translation>%1, ficha de %2 boca abajo</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3 face down</source>
        <translation>%1, %3 de %2 boca abajo</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3</source>
        <translation>%1, %3 de %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2, face down</source>
        <translation>%2 de %1, boca abajo</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyScreen</name>
    <message>
        <source>Select a token in your hand first.</source>
        <translation>Selecciona primero una ficha de tu mano.</translation>
    </message>
    <message>
        <source>%1 is not one of the choices now.</source>
        <translation>%1 no es una de las opciones ahora.</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Esa no es una de las opciones ahora.</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Soleado</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Nublado</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Neblinoso</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Pila %1</translation>
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
        <translation>%1: %2 monedas, sustituye a %3, contratados %4 de %5</translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyScreen</name>
    <message>
        <source>weapon %1</source>
        <translation>arma %1</translation>
    </message>
    <message>
        <source>shield %1</source>
        <translation>escudo %1</translation>
    </message>
    <message>
        <source>amulet %1</source>
        <translation>amuleto %1</translation>
    </message>
    <message>
        <source>%1 (equipped)</source>
        <translation>%1 (equipado)</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>columna %1, fila %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Setting up: settlements are placed</source>
        <translation>Preparación: se colocan los asentamientos</translation>
    </message>
    <message>
        <source>Daybreak: income</source>
        <translation>Amanecer: ingresos</translation>
    </message>
    <message>
        <source>Daybreak: upkeep</source>
        <translation>Amanecer: mantenimiento</translation>
    </message>
    <message>
        <source>Daybreak: building</source>
        <translation>Amanecer: construcción</translation>
    </message>
    <message>
        <source>Daybreak: recruiting</source>
        <translation>Amanecer: reclutamiento</translation>
    </message>
    <message>
        <source>Daybreak: new tokens</source>
        <translation>Amanecer: nuevas fichas</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Amanecer</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Turno de %1</translation>
    </message>
    <message>
        <source>%1&apos;s hero %2</source>
        <translation>%1, héroe %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n mercenary(ies)</source>
        <translation>
            <numerusform>%1 en %2: %n mercenario</numerusform>
            <numerusform>%1 en %2: %n mercenarios</numerusform>
        </translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>objetos: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s)</source>
        <translation>
            <numerusform>%n monstruo</numerusform>
            <numerusform>%n monstruos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n mercenario</numerusform>
            <numerusform>%n mercenarios</numerusform>
        </translation>
    </message>
    <message>
        <source>the settlement</source>
        <translation>el asentamiento</translation>
    </message>
    <message>
        <source>%1 fights monsters</source>
        <translation>%1 lucha contra monstruos</translation>
    </message>
    <message>
        <source>%1 fights a mine&apos;s guardians</source>
        <translation>%1 lucha contra los guardianes de una mina</translation>
    </message>
    <message>
        <source>%1 attacks %2&apos;s heroes</source>
        <translation>%1 ataca a los héroes de %2</translation>
    </message>
    <message>
        <source>%1 assaults %2&apos;s settlement</source>
        <translation>%1 asalta el asentamiento de %2</translation>
    </message>
    <message>
        <source>The attacker won.</source>
        <translation>El atacante ha ganado.</translation>
    </message>
    <message>
        <source>The defender held.</source>
        <translation>El defensor ha resistido.</translation>
    </message>
    <message numerus="yes">
        <source>settlement of %1, tier %2, %n rampart(s)</source>
        <translation>
            <numerusform>asentamiento de %1, nivel %2, %n muralla</numerusform>
            <numerusform>asentamiento de %1, nivel %2, %n murallas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, army %2</source>
        <translation>%1, ejército %2</translation>
    </message>
    <message numerus="yes">
        <source>%n monster token(s)</source>
        <translation>
            <numerusform>%n ficha de monstruos</numerusform>
            <numerusform>%n fichas de monstruos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item token(s)</source>
        <translation>
            <numerusform>%n ficha de objeto</numerusform>
            <numerusform>%n fichas de objeto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource token(s)</source>
        <translation>
            <numerusform>%n ficha de recurso</numerusform>
            <numerusform>%n fichas de recurso</numerusform>
        </translation>
    </message>
    <message>
        <source>a neutral mine</source>
        <translation>una mina neutral</translation>
    </message>
    <message>
        <source>a mine of %1</source>
        <translation>una mina de %1</translation>
    </message>
    <message numerus="yes">
        <source>step here for %n point(s)</source>
        <translation>
            <numerusform>avanzar aquí por %n punto</numerusform>
            <numerusform>avanzar aquí por %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>besiege here</source>
        <translation>asediar aquí</translation>
    </message>
    <message>
        <source>place the token here</source>
        <translation>colocar la ficha aquí</translation>
    </message>
    <message>
        <source>place your settlement here</source>
        <translation>colocar tu asentamiento aquí</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Eso no es una de las opciones ahora.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Ahora no te toca decidir.</translation>
    </message>
    <message>
        <source>allied with %1</source>
        <translation>aliado con %1</translation>
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
        <translation>Monedas %1</translation>
    </message>
    <message>
        <source>Heroes %1</source>
        <translation>Héroes %1</translation>
    </message>
    <message>
        <source>Settlements %1</source>
        <translation>Asentamientos %1</translation>
    </message>
    <message>
        <source>Mines %1</source>
        <translation>Minas %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Día %1 de %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::IslandModel</name>
    <message>
        <source>Island slot %1: empty</source>
        <translation>Espacio %1 de la isla: vacío</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Espacio %1 de la isla: %2</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::PlayersModel</name>
    <message numerus="yes">
        <source>%1, awake, %n nut(s)</source>
        <translation>
            <numerusform>%1, despierto, %n nuez</numerusform>
            <numerusform>%1, despierto, %n nueces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, asleep, %n nut(s)</source>
        <translation>
            <numerusform>%1, dormido, %n nuez</numerusform>
            <numerusform>%1, dormido, %n nueces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelScreen</name>
    <message>
        <source>Keep %1</source>
        <translation>Quedarse %1</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Espacio %1 de la isla: %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Irse a dormir</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Esa no es una de las opciones ahora.</translation>
    </message>
    <message>
        <source>Play %1 from your hand</source>
        <translation>Jugar %1 de tu mano</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2</source>
        <translation>Jugar %1 del espacio %2 de la isla</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>The solo game&apos;s opponent, played by the game itself</extracomment>
        <translation>Rival</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Escondite %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Día %1 de %2</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <source>Red corner</source>
        <translation>Esquina roja</translation>
    </message>
    <message>
        <source>Yellow corner</source>
        <translation>Esquina amarilla</translation>
    </message>
    <message>
        <source>Blue corner</source>
        <translation>Esquina azul</translation>
    </message>
    <message>
        <source>Green corner</source>
        <translation>Esquina verde</translation>
    </message>
    <message>
        <source>Odds %1–%2 %</source>
        <translation>Probabilidad %1–%2 %</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games in which the seat or corner was in play.</source>
        <translation>Partidas en las que el puesto o la esquina estaba en juego.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <source>The share of its games the seat or corner won (shared wins count for each).</source>
        <translation>La proporción de sus partidas que ganó el puesto o la esquina (las victorias compartidas cuentan para cada uno).</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Duración de la partida</translation>
    </message>
    <message>
        <source>Rounds a game lasts.</source>
        <translation>Rondas que dura una partida.</translation>
    </message>
    <message>
        <source>Ended by conquest</source>
        <translation>Terminada por conquista</translation>
    </message>
    <message>
        <source>The share of games won by eliminating every other general.</source>
        <translation>La proporción de partidas ganadas eliminando a todos los demás generales.</translation>
    </message>
    <message>
        <source>Ended by the countdown</source>
        <translation>Terminada por la cuenta atrás</translation>
    </message>
    <message>
        <source>The share of games decided on points after the countdown (or the turn limit).</source>
        <translation>La proporción de partidas decididas por puntos tras la cuenta atrás (o el límite de turnos).</translation>
    </message>
    <message>
        <source>Turns per game</source>
        <translation>Turnos por partida</translation>
    </message>
    <message>
        <source>Turns played in a game, by all players.</source>
        <translation>Turnos jugados en una partida, por todos los jugadores.</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Ingresos por turno</translation>
    </message>
    <message>
        <source>Coins a player collects at the start of a turn, on average over all turns.</source>
        <translation>Monedas que un jugador cobra al empezar un turno, de media en todos los turnos.</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Combates por partida</translation>
    </message>
    <message>
        <source>Combats fought in a game.</source>
        <translation>Combates librados en una partida.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Attacks made at these odds of winning, over all games.</source>
        <translation>Ataques hechos con estas probabilidades de ganar, en todas las partidas.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Tasa de victorias del atacante</translation>
    </message>
    <message>
        <source>How often an attack at these odds destroyed the defender: the odds are right when it falls inside the bucket.</source>
        <translation>Con qué frecuencia un ataque con estas probabilidades destruyó al defensor: las probabilidades son correctas cuando cae dentro del intervalo.</translation>
    </message>
    <message>
        <source>activate a unit, recruit or end the turn</source>
        <translation>activar una unidad, reclutar o terminar el turno</translation>
    </message>
    <message>
        <source>move, act, or end this unit&apos;s activation</source>
        <translation>moverse, actuar o terminar la activación de esta unidad</translation>
    </message>
    <message>
        <source>turn the drawn tile</source>
        <translation>orientar la loseta robada</translation>
    </message>
    <message>
        <source>choose where the drawn tile goes</source>
        <translation>elegir dónde va la loseta robada</translation>
    </message>
    <message>
        <source>city or factory</source>
        <translation>ciudad o fábrica</translation>
    </message>
    <message>
        <source>re-roll your lowest dice</source>
        <translation>volver a tirar tus dados más bajos</translation>
    </message>
    <message>
        <source>The game is over: one general is left.</source>
        <translation>La partida ha terminado: solo queda un general.</translation>
    </message>
    <message>
        <source>The game is over: final points.</source>
        <translation>La partida ha terminado: puntuación final.</translation>
    </message>
    <message>
        <source>Round %1 in play; points as if the game ended now.</source>
        <translation>Ronda %1 en juego; puntos como si la partida terminara ahora.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (gana)</translation>
    </message>
    <message>
        <source>  eliminated</source>
        <translation>  eliminado</translation>
    </message>
    <message>
        <source>  cities and factories: %1</source>
        <translation>  ciudades y fábricas: %1</translation>
    </message>
    <message>
        <source>  home base: 1 point</source>
        <translation>  base principal: 1 punto</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message numerus="yes">
        <source>all %n activations of this turn are used</source>
        <translation>
            <numerusform>la %n activación de este turno ya se ha usado</numerusform>
            <numerusform>las %n activaciones de este turno ya se han usado</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no unit of yours on that space</source>
        <translation>no tienes ninguna unidad en esa casilla</translation>
    </message>
    <message>
        <source>a unit recruited this turn cannot be activated until your next turn</source>
        <translation>una unidad reclutada en este turno no se puede activar hasta tu próximo turno</translation>
    </message>
    <message>
        <source>a stack formed this turn cannot move or act</source>
        <translation>una pila formada en este turno no puede moverse ni actuar</translation>
    </message>
    <message>
        <source>that unit has been activated this turn already</source>
        <translation>esa unidad ya se ha activado en este turno</translation>
    </message>
    <message>
        <source>units are recruited at your own base or factories</source>
        <translation>las unidades se reclutan en tu propia base o en tus fábricas</translation>
    </message>
    <message>
        <source>a unit stands on that site</source>
        <translation>hay una unidad en ese lugar</translation>
    </message>
    <message>
        <source>not enough coins</source>
        <translation>no hay monedas suficientes</translation>
    </message>
    <message>
        <source>no figure of that type is left in your supply</source>
        <translation>no te quedan figuras de ese tipo en la reserva</translation>
    </message>
    <message>
        <source>the step does not start where the unit stands</source>
        <translation>el paso no empieza donde está la unidad</translation>
    </message>
    <message>
        <source>exploring needs at least 1 movement point</source>
        <translation>explorar requiere al menos 1 punto de movimiento</translation>
    </message>
    <message>
        <source>no unit can enter water</source>
        <translation>ninguna unidad puede entrar en el agua</translation>
    </message>
    <message>
        <source>elites cannot enter mountains</source>
        <translation>las unidades de élite no pueden entrar en montañas</translation>
    </message>
    <message>
        <source>not enough movement points left</source>
        <translation>no quedan puntos de movimiento suficientes</translation>
    </message>
    <message>
        <source>an enemy unit blocks that space</source>
        <translation>una unidad enemiga bloquea esa casilla</translation>
    </message>
    <message>
        <source>the unit could neither stack there nor move on</source>
        <translation>la unidad no podría ni apilarse allí ni seguir moviéndose</translation>
    </message>
    <message>
        <source>that space is not next to the unit</source>
        <translation>esa casilla no es adyacente a la unidad</translation>
    </message>
    <message>
        <source>the unit shares a space with another of yours: it must move on or stack</source>
        <translation>la unidad comparte casilla con otra tuya: debe seguir moviéndose o apilarse</translation>
    </message>
    <message>
        <source>not a legal choice now: %1</source>
        <translation>no es una opción válida ahora: %1</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers from 0 to %1</source>
        <translation>se esperaba [fila, columna], dos números enteros de 0 a %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>fila %1, columna %2</translation>
    </message>
    <message>
        <source>the lighthouse tile</source>
        <translation>la loseta del faro</translation>
    </message>
    <message>
        <source>a start tile</source>
        <translation>una loseta inicial</translation>
    </message>
    <message>
        <source>expected a space next to &quot;from&quot; (north, east, south or west of it)</source>
        <translation>se esperaba una casilla adyacente a &quot;from&quot; (al norte, este, sur u oeste)</translation>
    </message>
    <message>
        <source>%1 recruits an elite unit on %2</source>
        <translation>%1 recluta una unidad de élite en %2</translation>
    </message>
    <message>
        <source>%1 recruits a basic unit on %2</source>
        <translation>%1 recluta una unidad básica en %2</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 se mueve a %2</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the direction a placed tile&apos;s arrow points</extracomment>
        <translation>norte</translation>
    </message>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ciudad</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>fábrica</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>base principal</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>faro</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the first turn</source>
        <translation>%1 saca un %2 para el primer turno</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 empieza</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Ronda %1: turno de %2</translation>
    </message>
    <message>
        <source>%1 captures the %2 on %3</source>
        <translation>%1 captura la construcción en %3 (%2)</translation>
    </message>
    <message>
        <source>%1 is eliminated: %2 captured their home base</source>
        <translation>%1 queda eliminado: %2 ha capturado su base principal</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coin(s)</source>
        <translation>
            <numerusform>%1 cobra %n moneda</numerusform>
            <numerusform>%1 cobra %n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 roba %2</translation>
    </message>
    <message>
        <source>%1 is placed on area %2, %3</source>
        <translation>%1 se coloca en la zona %2, %3</translation>
    </message>
    <message>
        <source>%1&apos;s unit cannot enter %2 and stays where it was</source>
        <translation>La unidad de %1 no puede entrar en %2 y se queda donde estaba</translation>
    </message>
    <message>
        <source>%1 builds a %2 on %3</source>
        <translation>%1 construye en %3: %2</translation>
    </message>
    <message>
        <source>%1 turns the token on %2 into a %3</source>
        <translation>%1 da la vuelta a la ficha en %2: ahora es %3</translation>
    </message>
    <message>
        <source>%1 forms a stack of %2 on %3</source>
        <translation>%1 forma una pila de %2 en %3</translation>
    </message>
    <message>
        <source>Dice: attacker %1 against defender %2</source>
        <translation>Dados: atacante %1 contra defensor %2</translation>
    </message>
    <message>
        <source>The attacker re-rolls: %1</source>
        <translation>El atacante vuelve a tirar: %1</translation>
    </message>
    <message>
        <source>The defender re-rolls: %1</source>
        <translation>El defensor vuelve a tirar: %1</translation>
    </message>
    <message>
        <source>%1 wins the combat, %2 to %3</source>
        <translation>%1 gana el combate, %2 a %3</translation>
    </message>
    <message>
        <source>%1 loses the combat, %2 to %3</source>
        <translation>%1 pierde el combate, %2 a %3</translation>
    </message>
    <message>
        <source>The combat is a tie, %1 to %2</source>
        <translation>El combate termina en empate, %1 a %2</translation>
    </message>
    <message>
        <source>%1 advances onto %2</source>
        <translation>%1 avanza a %2</translation>
    </message>
    <message numerus="yes">
        <source>The board is full: the countdown of %n round(s) begins with %1</source>
        <translation>
            <numerusform>El tablero está lleno: la cuenta atrás de %n ronda empieza con %1</numerusform>
            <numerusform>El tablero está lleno: la cuenta atrás de %n rondas empieza con %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown round %1 of %2</source>
        <translation>Cuenta atrás: ronda %1 de %2</translation>
    </message>
    <message>
        <source>No tile was placed for a while: %1 must place one</source>
        <translation>Hace tiempo que no se coloca ninguna loseta: %1 debe colocar una</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) (income %2, coins %3)</source>
        <translation>
            <numerusform>%1 obtiene %n punto (ingresos %2, monedas %3)</numerusform>
            <numerusform>%1 obtiene %n puntos (ingresos %2, monedas %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: every other general is eliminated</source>
        <translation>%1 gana: todos los demás generales han sido eliminados</translation>
    </message>
    <message>
        <source>The game is over; winner: %1</source>
        <translation>La partida ha terminado; ganador: %1</translation>
    </message>
    <message>
        <source>%1 takes the structure on %2</source>
        <translation>%1 toma la construcción en %2</translation>
    </message>
    <message>
        <source>Basic unit: %1 movement points, may climb mountains and stack; attacks with +%2.</source>
        <translation>Unidad básica: %1 puntos de movimiento, puede subir montañas y apilarse; ataca con +%2.</translation>
    </message>
    <message>
        <source>Elite unit: %1 movement points, never enters mountains; attacks with +%2 and defends with +%3.</source>
        <translation>Unidad de élite: %1 puntos de movimiento, nunca entra en montañas; ataca con +%2 y defiende con +%3.</translation>
    </message>
    <message>
        <source>City: pays its ring&apos;s value in coins every turn of its owner.</source>
        <translation>Ciudad: da el valor de su anillo en monedas en cada turno de su dueño.</translation>
    </message>
    <message>
        <source>Factory: its owner recruits units here when no unit stands on it.</source>
        <translation>Fábrica: su dueño recluta unidades aquí cuando no hay ninguna unidad encima.</translation>
    </message>
    <message>
        <source>Home base: recruits like a factory; whoever captures it eliminates its owner.</source>
        <translation>Base principal: recluta como una fábrica; quien la captura elimina a su dueño.</translation>
    </message>
    <message numerus="yes">
        <source>Field tile %1: %n building lot(s).</source>
        <translation>
            <numerusform>Loseta de terreno %1: %n solar.</numerusform>
            <numerusform>Loseta de terreno %1: %n solares.</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate the unit on %1</source>
        <translation>Activa la unidad en %1</translation>
    </message>
    <message>
        <source>Recruit an elite unit on %1</source>
        <translation>Recluta una unidad de élite en %1</translation>
    </message>
    <message>
        <source>Recruit a basic unit on %1</source>
        <translation>Recluta una unidad básica en %1</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Termina el turno</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Muévete a %1</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Reclama el faro</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Construye una fábrica</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Construye una ciudad</translation>
    </message>
    <message>
        <source>Turn the token over</source>
        <translation>Da la vuelta a la ficha</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Apila las unidades</translation>
    </message>
    <message>
        <source>Attack the unit on %1</source>
        <translation>Ataca a la unidad en %1</translation>
    </message>
    <message>
        <source>End the unit&apos;s activation</source>
        <translation>Termina la activación de la unidad</translation>
    </message>
    <message>
        <source>Turn the tile&apos;s arrow %1</source>
        <translation>Orienta la flecha de la loseta hacia el %1</translation>
    </message>
    <message>
        <source>Place the tile on area %1, %2</source>
        <translation>Coloca la loseta en la zona %1, %2</translation>
    </message>
    <message>
        <source>Take the factory side</source>
        <translation>Elige la cara de fábrica</translation>
    </message>
    <message>
        <source>Take the city side</source>
        <translation>Elige la cara de ciudad</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Quédate los dados</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Vuelve a tirar el dado más bajo</numerusform>
            <numerusform>Vuelve a tirar los %n dados más bajos</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the structure</source>
        <translation>Toma la construcción</translation>
    </message>
    <message numerus="yes">
        <source>  lighthouse: %n point(s)</source>
        <translation>
            <numerusform>  faro: %n punto</numerusform>
            <numerusform>  faro: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  income: %n coin(s) a turn, coins: %1</source>
        <translation>
            <numerusform>  ingresos: %n moneda por turno, monedas: %1</numerusform>
            <numerusform>  ingresos: %n monedas por turno, monedas: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  total: %n point(s)</source>
        <translation>
            <numerusform>  total: %n punto</numerusform>
            <numerusform>  total: %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores %1 points at the end.</source>
        <translation>
            <numerusform>Faro: una ciudad que vale %n moneda por turno; su dueño coloca las losetas del montón, y al final puntúa %1 puntos.</numerusform>
            <numerusform>Faro: una ciudad que vale %n monedas por turno; su dueño coloca las losetas del montón, y al final puntúa %1 puntos.</numerusform>
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
        <translation>Dos generales</translation>
    </message>
    <message>
        <source>Three generals</source>
        <translation>Tres generales</translation>
    </message>
    <message>
        <source>Four generals</source>
        <translation>Cuatro generales</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleRules</name>
    <message>
        <source>expected %1 rows of %1 spaces (the tile size), found %2 rows</source>
        <translation>se esperaban %1 filas de %1 casillas (el tamaño de loseta), hay %2 filas</translation>
    </message>
    <message>
        <source>row %1 has %2 spaces; expected %3 (the tile size)</source>
        <translation>la fila %1 tiene %2 casillas; se esperaban %3 (el tamaño de loseta)</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>la fila %1 tiene el código «%2»; se esperaba uno de: %3</translation>
    </message>
    <message>
        <source>expected an odd tile size, so the arrow has a centre space</source>
        <translation>se esperaba un tamaño de loseta impar, para que la flecha tenga una casilla central</translation>
    </message>
    <message>
        <source>expected exactly one home-base square H, found %1</source>
        <translation>se esperaba exactamente una casilla de base principal H; hay %1</translation>
    </message>
    <message>
        <source>the home base cannot be reached: no land path leads from H to the tile&apos;s inner edges</source>
        <translation>la base principal es inalcanzable: ningún camino por tierra lleva de H a los bordes interiores de la loseta</translation>
    </message>
    <message>
        <source>expected exactly one lighthouse square X, found %1</source>
        <translation>se esperaba exactamente una casilla de faro X; hay %1</translation>
    </message>
    <message>
        <source>the lighthouse cannot be reached: no land path leads from X to the tile&apos;s edges</source>
        <translation>el faro es inalcanzable: ningún camino por tierra lleva de X a los bordes de la loseta</translation>
    </message>
    <message>
        <source>a tile of water only: expected some land</source>
        <translation>una loseta solo de agua: se esperaba algo de tierra</translation>
    </message>
    <message>
        <source>the tile&apos;s land is not connected: water cuts some spaces off from the others</source>
        <translation>la tierra de la loseta no está conectada: el agua separa algunas casillas de las demás</translation>
    </message>
    <message>
        <source>an island with no lots: no tile of the pile nor the start tile has a building lot L, so nobody could ever build</source>
        <translation>una isla sin solares: ni las losetas de la pila ni la loseta inicial tienen un solar L, así que nadie podría construir nunca</translation>
    </message>
    <message>
        <source>the start tile has no lots: players start without cities and so without income</source>
        <translation>la loseta inicial no tiene solares: los jugadores empiezan sin ciudades y, por tanto, sin ingresos</translation>
    </message>
    <message>
        <source>the pile holds %1 tiles; expected at most %2</source>
        <translation>la pila contiene %1 losetas; se esperaban como máximo %2</translation>
    </message>
    <message>
        <source>the tile set is too small for the board: %1 field tiles in the pile, %2 needed to fill a %3×%3 board</source>
        <translation>no hay losetas suficientes para el tablero: %1 losetas de terreno en la pila, se necesitan %2 para llenar un tablero de %3×%3</translation>
    </message>
    <message>
        <source>expected at least %1 tokens, one for each lot of the start tile</source>
        <translation>se esperaban al menos %1 fichas, una por cada solar de la loseta inicial</translation>
    </message>
    <message>
        <source>expected fewer re-rolls than combat dice (%1)</source>
        <translation>se esperaban menos repeticiones que dados de combate (%1)</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Components</name>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Loseta inicial</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Loseta del faro</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message>
        <source>Basic unit, %1</source>
        <translation>Unidad básica, %1</translation>
    </message>
    <message>
        <source>Elite unit, %1</source>
        <translation>Unidad de élite, %1</translation>
    </message>
    <message>
        <source>City / factory, %1</source>
        <translation>Ciudad / fábrica, %1</translation>
    </message>
    <message>
        <source>Home base, %1</source>
        <translation>Base principal, %1</translation>
    </message>
    <message>
        <source>Lighthouse piece, %1</source>
        <translation>Pieza de faro, %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ayudas de juego</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message>
        <source>Captures, then income, then the lighthouse tile.</source>
        <translation>Primero las capturas, luego los ingresos y luego la loseta del faro.</translation>
    </message>
    <message>
        <source>Activate up to %1 units; recruit between activations.</source>
        <translation>Activa hasta %1 unidades; recluta entre activaciones.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Basic / stack</source>
        <translation>Básica / pila</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Mountain step</source>
        <translation>Paso a montaña</translation>
    </message>
    <message>
        <source>Combat bonuses</source>
        <translation>Bonificaciones de combate</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Elite attacker</source>
        <translation>Atacante de élite</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Bosque</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montaña</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Construcción</translation>
    </message>
    <message>
        <source>Elite defender</source>
        <translation>Defensor de élite</translation>
    </message>
    <message>
        <source>An activated unit moves, then may build, swap, stack or attack.</source>
        <translation>Una unidad activada se mueve y luego puede construir, dar la vuelta a una ficha, apilarse o atacar.</translation>
    </message>
    <message>
        <source>Costs and income</source>
        <translation>Costes e ingresos</translation>
    </message>
    <message>
        <source>Basic unit</source>
        <translation>Unidad básica</translation>
    </message>
    <message>
        <source>Elite unit</source>
        <translation>Unidad de élite</translation>
    </message>
    <message>
        <source>City, outer ring</source>
        <translation>Ciudad, anillo exterior</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 por turno</translation>
    </message>
    <message>
        <source>City, inner rings</source>
        <translation>Ciudad, anillos interiores</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Faro</translation>
    </message>
    <message>
        <source>Each side rolls %1 dice; the lower total loses its unit, a tie changes nothing.</source>
        <translation>Cada bando tira %1 dados; el total más bajo pierde su unidad, un empate no cambia nada.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>When every area holds a tile, %1 more rounds are played.</source>
        <translation>Cuando todas las zonas tienen loseta, se juegan %1 rondas más.</translation>
    </message>
    <message>
        <source>A point for every building; the lighthouse is worth %1 more.</source>
        <translation>Un punto por cada edificio; el faro vale %1 más.</translation>
    </message>
    <message>
        <source>Capture a base to knock its general out of the game.</source>
        <translation>Captura una base para eliminar a su general de la partida.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Position</name>
    <message>
        <source>expected [row, column] on the board, each from 0 to %1</source>
        <translation>se esperaba [fila, columna] en el tablero, cada una de 0 a %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 placed tiles</source>
        <translation>se esperaba una lista de como máximo %1 losetas colocadas</translation>
    </message>
    <message>
        <source>expected [row, column] of an area, each from 0 to %1</source>
        <translation>se esperaba [fila, columna] de una zona, cada una de 0 a %1</translation>
    </message>
    <message>
        <source>that area holds a tile already</source>
        <translation>esa zona ya tiene una loseta</translation>
    </message>
    <message>
        <source>expected a tile id of the ruleset, found &quot;%1&quot;</source>
        <translation>se esperaba un id de loseta del reglamento; se encontró «%1»</translation>
    </message>
    <message>
        <source>the arrow must point toward the lighthouse as §1.4 allows</source>
        <translation>la flecha debe apuntar hacia el faro como permite el §1.4</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the pile holds</source>
        <translation>más copias de «%1» de las que contiene la pila</translation>
    </message>
    <message>
        <source>expected an array of at most %1 tile ids</source>
        <translation>se esperaba una lista de como máximo %1 ids de loseta</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the ruleset has</source>
        <translation>más copias de «%1» de las que tiene el reglamento</translation>
    </message>
    <message>
        <source>expected an array of structures</source>
        <translation>se esperaba una lista de construcciones</translation>
    </message>
    <message>
        <source>expected a city or factory on a lot, a base on its owner&apos;s H square or the lighthouse on X, each owned (the lighthouse may be unowned)</source>
        <translation>se esperaba una ciudad o fábrica en un solar, una base en la casilla H de su dueño o el faro en X, todos con dueño (el faro puede no tenerlo)</translation>
    </message>
    <message>
        <source>player %1 must have a home base exactly while not eliminated</source>
        <translation>el jugador %1 debe tener una base principal mientras no esté eliminado, y solo entonces</translation>
    </message>
    <message>
        <source>expected an array of at most %1 units</source>
        <translation>se esperaba una lista de como máximo %1 unidades</translation>
    </message>
    <message>
        <source>expected &quot;basic&quot; (size 1 to %1) or &quot;elite&quot; (size 1)</source>
        <translation>se esperaba &quot;basic&quot; (tamaño 1 a %1) o &quot;elite&quot; (tamaño 1)</translation>
    </message>
    <message>
        <source>a unit must stand on a revealed space it may enter, and belong to a player still in the game</source>
        <translation>una unidad debe estar en una casilla revelada en la que pueda entrar y pertenecer a un jugador que siga en la partida</translation>
    </message>
    <message>
        <source>another unit stands there already</source>
        <translation>ya hay otra unidad ahí</translation>
    </message>
    <message>
        <source>player %1 has more figures on the board and in supply than the ruleset gives a colour (%2 basic and %3 elite figures in all)</source>
        <translation>el jugador %1 tiene más figuras en el tablero y en la reserva de las que el reglamento da a un color (%2 figuras básicas y %3 de élite en total)</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>se esperaba una lista de %1 jugadores</translation>
    </message>
    <message>
        <source>every player is eliminated; at least one must be left</source>
        <translation>todos los jugadores están eliminados; debe quedar al menos uno</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>se esperaba el jugador al que le toca</translation>
    </message>
    <message>
        <source>expected the space of an activated unit of the player to move</source>
        <translation>se esperaba la casilla de una unidad activada del jugador al que le toca</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>esta decisión no tiene opciones en esta posición</translation>
    </message>
    <message>
        <source>expected the colours the seed gives, %1</source>
        <translation>se esperaban los colores que da la semilla: %1</translation>
    </message>
    <message>
        <source>the countdown starts only once the board is full</source>
        <translation>la cuenta atrás solo empieza cuando el tablero está lleno</translation>
    </message>
    <message>
        <source>an eliminated player has no turns</source>
        <translation>un jugador eliminado no tiene turnos</translation>
    </message>
    <message>
        <source>more copies of that tile than the pile holds</source>
        <translation>más copias de esa loseta de las que tiene el montón</translation>
    </message>
    <message>
        <source>expected &quot;lighthouse&quot; or &quot;stall&quot;: an explored tile has its area already</source>
        <translation>se esperaba «lighthouse» o «stall»: una loseta explorada ya tiene su zona</translation>
    </message>
    <message>
        <source>expected &quot;explore&quot;, &quot;lighthouse&quot; or &quot;stall&quot;</source>
        <translation>se esperaba «explore», «lighthouse» o «stall»</translation>
    </message>
    <message>
        <source>expected the id of the drawn tile</source>
        <translation>se esperaba el identificador de la loseta robada</translation>
    </message>
    <message>
        <source>expected the lighthouse&apos;s owner</source>
        <translation>se esperaba el dueño del faro</translation>
    </message>
    <message>
        <source>expected [row, column] of an empty area where the drawn tile may point two ways (the lighthouse tile is never turned)</source>
        <translation>se esperaba [fila, columna] de una zona vacía donde la loseta robada pueda apuntar en dos sentidos (la loseta del faro nunca se gira)</translation>
    </message>
    <message>
        <source>expected a space of that area next to the moving unit</source>
        <translation>se esperaba una casilla de esa zona junto a la unidad que se mueve</translation>
    </message>
    <message>
        <source>expected the attacker on a unit of the player whose turn it is and the defender on another player&apos;s unit</source>
        <translation>se esperaba el atacante en una unidad del jugador en turno y el defensor en una unidad de otro jugador</translation>
    </message>
    <message numerus="yes">
        <source>expected %n dice, each from 1 to 6</source>
        <translation>
            <numerusform>se esperaba %n dado, de 1 a 6</numerusform>
            <numerusform>se esperaban %n dados, cada uno de 1 a 6</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the attacker (before its choice) or the defender (after it), with a stack that may re-roll</source>
        <translation>se esperaba el atacante (antes de su elección) o el defensor (después), con una pila que pueda volver a tirar</translation>
    </message>
    <message>
        <source>expected &quot;main&quot;, &quot;act&quot;, &quot;orient&quot;, &quot;place-tile&quot;, &quot;token-side&quot; or &quot;reroll&quot;, or no &quot;pending&quot; at the start of a turn</source>
        <translation>se esperaba «main», «act», «orient», «place-tile», «token-side» o «reroll», o ningún «pending» al comienzo de un turno</translation>
    </message>
    <message>
        <source>an eliminated player has no decisions</source>
        <translation>un jugador eliminado no tiene decisiones</translation>
    </message>
    <message>
        <source>round 0 is the set-up: only a start token&apos;s side is decided</source>
        <translation>la ronda 0 es la preparación: solo se decide la cara de una ficha inicial</translation>
    </message>
    <message>
        <source>expected a city or factory of the player deciding</source>
        <translation>se esperaba una ciudad o fábrica del jugador que decide</translation>
    </message>
    <message>
        <source>expected the start token&apos;s number exactly in the set-up (round 0)</source>
        <translation>el número de la ficha inicial se espera exactamente en la preparación (ronda 0)</translation>
    </message>
    <message>
        <source>round 0 and turn 0 are the set-up, read only at a start token&apos;s side (a &quot;token-side&quot; decision)</source>
        <translation>la ronda 0 y el turno 0 son la preparación, que solo se lee en la cara de una ficha inicial (una decisión «token-side»)</translation>
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
        <translation>De dos a cuatro generales exploran un tablero de %1×%1 losetas boca abajo, fundan ciudades y fábricas, reclutan y combaten hasta que el tablero se llena y una cuenta atrás termina la partida.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Captures: every structure of another player with one of your units on it becomes yours, bases first; capturing a home base eliminates its owner.</source>
        <translation>Capturas: toda construcción de otro jugador con una de tus unidades encima pasa a ser tuya, las bases primero; capturar una base principal elimina a su dueño.</translation>
    </message>
    <message>
        <source>The lighthouse owner places the top tile of the pile on any empty area.</source>
        <translation>El dueño del faro coloca la loseta superior de la pila en cualquier zona vacía.</translation>
    </message>
    <message>
        <source>Activate up to %1 units, one after another, and recruit at your base and factories (a basic unit costs %2 coins, an elite %3).</source>
        <translation>Activa hasta %1 unidades, una tras otra, y recluta en tu base y tus fábricas (una unidad básica cuesta %2 monedas, una de élite %3).</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>A basic unit or stack has %1 movement points, an elite %2. A step costs 1, a mountain %3; elites never enter mountains and nobody enters water. Stepping into fog draws a tile and turns its arrow toward the lighthouse; a blocked entry costs nothing.</source>
        <translation>Una unidad básica o una pila tiene %1 puntos de movimiento, una de élite %2. Un paso cuesta 1, una montaña %3; las unidades de élite nunca entran en montañas y nadie entra en el agua. Entrar en la niebla roba una loseta y orienta su flecha hacia el faro; una entrada bloqueada no cuesta nada.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Both sides roll %1 dice. The attacker adds %2 (an elite %3); the defender adds its space&apos;s bonus: plains %4, forest %5, mountain %6, a structure %7, and %8 more for an elite. Stacks of 2 re-roll up to %9 of their lowest dice, stacks of 3 up to %10. The lower total is destroyed, attacker or defender; a tie changes nothing. A winner whose defender stood on a structure advances onto it.</source>
        <translation>Ambos bandos tiran %1 dados. El atacante suma %2 (una unidad de élite %3); el defensor suma la bonificación de su casilla: llanura %4, bosque %5, montaña %6, construcción %7, y %8 más si es de élite. Las pilas de 2 vuelven a tirar hasta %9 de sus dados más bajos, las de 3 hasta %10. El total más bajo es destruido, sea atacante o defensor; un empate no cambia nada. Si el defensor estaba en una construcción, el ganador avanza a ella.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Once every area holds a tile, %1 more rounds are played. Each city and factory scores 1, your base 1, the lighthouse %2. Ties go to the higher income, then more coins. A general who captures every other home base wins at once.</source>
        <translation>Cuando todas las zonas tienen loseta, se juegan %1 rondas más. Cada ciudad y fábrica puntúa 1, tu base 1, el faro %2. Los empates se resuelven por mayores ingresos y luego por más monedas. Un general que captura todas las demás bases principales gana de inmediato.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Loseta</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message numerus="yes">
        <source>Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.</source>
        <translation>
            <numerusform>Ingresos: cada ciudad da %n moneda en el anillo exterior y %1 más adentro; el faro da %2.</numerusform>
            <numerusform>Ingresos: cada ciudad da %n monedas en el anillo exterior y %1 más adentro; el faro da %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Ruleset</name>
    <message>
        <source>plains</source>
        <translation>llanura</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>bosque</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montaña</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>solar</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>base principal</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>faro</translation>
    </message>
    <message>
        <source>Field tiles</source>
        <translation>Losetas de terreno</translation>
    </message>
    <message>
        <source>The face-down pile: every field tile, its spaces written arrow up (the first row is the front, toward the lighthouse) and how many copies the pile holds.</source>
        <translation>La pila boca abajo: cada loseta de terreno, sus casillas escritas con la flecha hacia arriba (la primera fila es el frente, hacia el faro) y cuántas copias hay en la pila.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Loseta</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and hyphens; records and positions name the tile by it.</source>
        <translation>El id de la loseta: minúsculas, dígitos y guiones; los registros y las posiciones nombran la loseta con él.</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>The tile&apos;s spaces, rows separated by &quot;/&quot;, the front row first: P plains, F forest, M mountain, W water, L building lot.</source>
        <translation>Las casillas de la loseta, filas separadas por «/», primero la fila delantera: P llanura, F bosque, M montaña, W agua, L solar.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>The tile&apos;s name, as the board and the sheets show it.</source>
        <translation>El nombre de la loseta, tal como lo muestran el tablero y las hojas.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>How many of this tile the pile holds.</source>
        <translation>Cuántas losetas de este tipo hay en la pila.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Losetas</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Economía</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>zonas</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>casillas</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monedas</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>figuras</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dados</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rondas</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>turnos</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unidades</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activaciones</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>losetas</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source>Areas per side of the square board (the house rules allow 3, 4 or 6).</source>
        <translation>Zonas por lado del tablero cuadrado (las reglas caseras permiten 3, 4 o 6).</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Tamaño de loseta</translation>
    </message>
    <message>
        <source>Spaces per side of a tile; odd, so the arrow has a centre space.</source>
        <translation>Casillas por lado de una loseta; impar, para que la flecha tenga una casilla central.</translation>
    </message>
    <message>
        <source>Unused corners</source>
        <translation>Esquinas sin usar</translation>
    </message>
    <message>
        <source>What a corner without a player holds in games of two or three.</source>
        <translation>Qué hay en una esquina sin jugador en partidas de dos o tres.</translation>
    </message>
    <message>
        <source>a neutral start tile</source>
        <translation>una loseta inicial neutral</translation>
    </message>
    <message>
        <source>an area explored like any other</source>
        <translation>una zona que se explora como las demás</translation>
    </message>
    <message>
        <source>Lighthouse on even boards</source>
        <translation>Faro en tableros pares</translation>
    </message>
    <message>
        <source>On a board of even size the lighthouse tile is in the pile: guaranteed to come out before the board is full, or shuffled anywhere.</source>
        <translation>En un tablero de tamaño par, la loseta del faro está en la pila: con salida garantizada antes de que se llene el tablero, o barajada en cualquier lugar.</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>garantizada</translation>
    </message>
    <message>
        <source>shuffled anywhere</source>
        <translation>barajada en cualquier lugar</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Loseta inicial</translation>
    </message>
    <message>
        <source>The start tile in the corner&apos;s own terms: the first space is the board&apos;s outermost corner; H the home base, L the building lots.</source>
        <translation>La loseta inicial vista desde su esquina: la primera casilla es la esquina exterior del tablero; H la base principal, L los solares.</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Loseta del faro</translation>
    </message>
    <message>
        <source>The lighthouse tile, with X the lighthouse square.</source>
        <translation>La loseta del faro, con X como casilla del faro.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Monedas iniciales</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Monedas con las que empieza cada jugador.</translation>
    </message>
    <message>
        <source>Start tokens</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>Which side the building tokens on the start tile&apos;s lots show at the start.</source>
        <translation>Qué cara muestran al empezar las fichas de edificio de los solares de la loseta inicial.</translation>
    </message>
    <message>
        <source>both cities</source>
        <translation>las dos ciudades</translation>
    </message>
    <message>
        <source>each player chooses</source>
        <translation>cada jugador elige</translation>
    </message>
    <message>
        <source>Factories pay income</source>
        <translation>Las fábricas dan ingresos</translation>
    </message>
    <message>
        <source>Factories pay income by their position as cities do.</source>
        <translation>Las fábricas dan ingresos según su posición, como las ciudades.</translation>
    </message>
    <message>
        <source>City on the outer ring</source>
        <translation>Ciudad en el anillo exterior</translation>
    </message>
    <message>
        <source>Coins a turn for a city on the outer ring of areas, the start tiles included.</source>
        <translation>Monedas por turno de una ciudad en el anillo exterior de zonas, incluidas las losetas iniciales.</translation>
    </message>
    <message>
        <source>City further in</source>
        <translation>Ciudad más al interior</translation>
    </message>
    <message>
        <source>Coins a turn for a city on any deeper ring.</source>
        <translation>Monedas por turno de una ciudad en cualquier anillo más interior.</translation>
    </message>
    <message>
        <source>Lighthouse income</source>
        <translation>Ingresos del faro</translation>
    </message>
    <message>
        <source>Coins a turn for owning the lighthouse, which is always a city.</source>
        <translation>Monedas por turno por poseer el faro, que siempre es una ciudad.</translation>
    </message>
    <message>
        <source>Basic unit cost</source>
        <translation>Coste de unidad básica</translation>
    </message>
    <message>
        <source>Coins to recruit a basic unit.</source>
        <translation>Monedas para reclutar una unidad básica.</translation>
    </message>
    <message>
        <source>Elite unit cost</source>
        <translation>Coste de unidad de élite</translation>
    </message>
    <message>
        <source>Coins to recruit an elite unit.</source>
        <translation>Monedas para reclutar una unidad de élite.</translation>
    </message>
    <message>
        <source>Basic figures</source>
        <translation>Figuras básicas</translation>
    </message>
    <message>
        <source>Basic figures per colour; a stack uses one per member.</source>
        <translation>Figuras básicas por color; una pila usa una por miembro.</translation>
    </message>
    <message>
        <source>Elite figures</source>
        <translation>Figuras de élite</translation>
    </message>
    <message>
        <source>Elite figures per colour.</source>
        <translation>Figuras de élite por color.</translation>
    </message>
    <message>
        <source>Building tokens</source>
        <translation>Fichas de edificio</translation>
    </message>
    <message>
        <source>Building tokens per colour; only building is limited by them.</source>
        <translation>Fichas de edificio por color; solo limitan la construcción.</translation>
    </message>
    <message>
        <source>Activations a turn</source>
        <translation>Activaciones por turno</translation>
    </message>
    <message>
        <source>Units a player may activate in one turn.</source>
        <translation>Unidades que un jugador puede activar en un turno.</translation>
    </message>
    <message>
        <source>Basic movement</source>
        <translation>Movimiento básico</translation>
    </message>
    <message>
        <source>Movement points of a basic unit or a stack.</source>
        <translation>Puntos de movimiento de una unidad básica o de una pila.</translation>
    </message>
    <message>
        <source>Elite movement</source>
        <translation>Movimiento de élite</translation>
    </message>
    <message>
        <source>Movement points of an elite unit.</source>
        <translation>Puntos de movimiento de una unidad de élite.</translation>
    </message>
    <message>
        <source>Mountain cost</source>
        <translation>Coste de montaña</translation>
    </message>
    <message>
        <source>Movement points to enter a mountain; elites never can.</source>
        <translation>Puntos de movimiento para entrar en una montaña; las unidades de élite nunca pueden.</translation>
    </message>
    <message>
        <source>Largest stack</source>
        <translation>Pila máxima</translation>
    </message>
    <message>
        <source>Basic figures one stack may hold; 1 turns stacking off.</source>
        <translation>Figuras básicas que puede tener una pila; 1 desactiva el apilamiento.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 2</source>
        <translation>Repeticiones de una pila de 2</translation>
    </message>
    <message>
        <source>Dice a stack of two may re-roll in a combat.</source>
        <translation>Dados que una pila de dos puede volver a tirar en un combate.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 3</source>
        <translation>Repeticiones de una pila de 3</translation>
    </message>
    <message>
        <source>Dice a stack of three may re-roll in a combat.</source>
        <translation>Dados que una pila de tres puede volver a tirar en un combate.</translation>
    </message>
    <message>
        <source>Stacks stay put</source>
        <translation>Las pilas no se mueven</translation>
    </message>
    <message>
        <source>How long a newly formed stack may not move or act.</source>
        <translation>Cuánto tiempo una pila recién formada no puede moverse ni actuar.</translation>
    </message>
    <message>
        <source>for the rest of the turn</source>
        <translation>durante el resto del turno</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>para siempre</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Dados de combate</translation>
    </message>
    <message>
        <source>Six-sided dice each side rolls in a combat.</source>
        <translation>Dados de seis caras que tira cada bando en un combate.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Bonificación de ataque</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking basic unit or stack.</source>
        <translation>Se suma a los dados de una unidad básica o una pila que ataca.</translation>
    </message>
    <message>
        <source>Elite attack bonus</source>
        <translation>Bonificación de ataque de élite</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking elite (in all, not on top of the attack bonus).</source>
        <translation>Se suma a los dados de una unidad de élite que ataca (en total, no además de la bonificación de ataque).</translation>
    </message>
    <message>
        <source>Defence on plains</source>
        <translation>Defensa en llanura</translation>
    </message>
    <message>
        <source>Added to a defender on plains or an empty lot.</source>
        <translation>Se suma a un defensor en llanura o en un solar vacío.</translation>
    </message>
    <message>
        <source>Defence in forest</source>
        <translation>Defensa en bosque</translation>
    </message>
    <message>
        <source>Added to a defender in a forest.</source>
        <translation>Se suma a un defensor en un bosque.</translation>
    </message>
    <message>
        <source>Defence on a mountain</source>
        <translation>Defensa en montaña</translation>
    </message>
    <message>
        <source>Added to a defender on a mountain.</source>
        <translation>Se suma a un defensor en una montaña.</translation>
    </message>
    <message>
        <source>Defence in a structure</source>
        <translation>Defensa en una construcción</translation>
    </message>
    <message>
        <source>Added to a defender on a city, factory, base or the lighthouse square, instead of the terrain&apos;s bonus.</source>
        <translation>Se suma a un defensor en una ciudad, fábrica, base o en la casilla del faro, en lugar de la bonificación del terreno.</translation>
    </message>
    <message>
        <source>Elite defence bonus</source>
        <translation>Bonificación de defensa de élite</translation>
    </message>
    <message>
        <source>Added to a defending elite on top of its space&apos;s bonus.</source>
        <translation>Se suma a una unidad de élite que defiende, además de la bonificación de su casilla.</translation>
    </message>
    <message>
        <source>Re-roll order</source>
        <translation>Orden de repetición</translation>
    </message>
    <message>
        <source>Whether the attacker re-rolls first and the defender then decides knowing the result, or both decide at once.</source>
        <translation>Si el atacante repite primero y el defensor decide después conociendo el resultado, o si ambos deciden a la vez.</translation>
    </message>
    <message>
        <source>attacker, then defender</source>
        <translation>atacante y luego defensor</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>ambos a la vez</translation>
    </message>
    <message>
        <source>Capturing takes an action</source>
        <translation>Capturar cuesta una acción</translation>
    </message>
    <message>
        <source>A unit must spend its action to take a structure; the capture still completes at its owner&apos;s next turn.</source>
        <translation>Una unidad debe gastar su acción para tomar una construcción; la captura se completa igualmente en el siguiente turno de su dueño.</translation>
    </message>
    <message>
        <source>A captured base hands over</source>
        <translation>Una base capturada entrega</translation>
    </message>
    <message>
        <source>What the eliminated player&apos;s structures become when their base is captured.</source>
        <translation>En qué se convierten las construcciones del jugador eliminado cuando capturan su base.</translation>
    </message>
    <message>
        <source>every structure</source>
        <translation>todas las construcciones</translation>
    </message>
    <message>
        <source>cities only; factories become empty lots</source>
        <translation>solo las ciudades; las fábricas pasan a ser solares vacíos</translation>
    </message>
    <message>
        <source>Lighthouse placements</source>
        <translation>Colocaciones del faro</translation>
    </message>
    <message>
        <source>When the lighthouse owner places a tile from the pile on an empty area of their choice.</source>
        <translation>Cuándo el dueño del faro coloca una loseta de la pila en una zona vacía a su elección.</translation>
    </message>
    <message>
        <source>once in each of the owner&apos;s turns</source>
        <translation>una vez en cada turno del dueño</translation>
    </message>
    <message>
        <source>in the owner&apos;s turns while a unit of theirs is on it</source>
        <translation>en los turnos del dueño mientras una de sus unidades esté en él</translation>
    </message>
    <message>
        <source>in every player&apos;s turn</source>
        <translation>en el turno de cada jugador</translation>
    </message>
    <message>
        <source>Lighthouse points</source>
        <translation>Puntos del faro</translation>
    </message>
    <message>
        <source>Points for owning the lighthouse at the end, on top of the 1 every building scores.</source>
        <translation>Puntos por poseer el faro al final, además del 1 que puntúa cada edificio.</translation>
    </message>
    <message>
        <source>Countdown counted in</source>
        <translation>Cuenta atrás contada en</translation>
    </message>
    <message>
        <source>Whether the countdown after the board is full counts rounds (every player the same number of turns) or turns in all.</source>
        <translation>Si la cuenta atrás, una vez lleno el tablero, cuenta rondas (todos los jugadores el mismo número de turnos) o turnos en total.</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Cuenta atrás</translation>
    </message>
    <message>
        <source>Rounds (or turns) played once the board is full.</source>
        <translation>Rondas (o turnos) que se juegan cuando el tablero está lleno.</translation>
    </message>
    <message>
        <source>Stall rule</source>
        <translation>Regla de estancamiento</translation>
    </message>
    <message>
        <source>After this many rounds without a new tile, the player to move must place one; 0 turns the rule off.</source>
        <translation>Tras este número de rondas sin loseta nueva, el jugador al que le toca debe colocar una; 0 desactiva la regla.</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Límite de turnos</translation>
    </message>
    <message>
        <source>The game is scored as at its normal end after this many turns.</source>
        <translation>Tras este número de turnos, la partida se puntúa como en su final normal.</translation>
    </message>
</context>
<context>
    <name>isle::cli</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>Salida legible por máquina.</translation>
    </message>
    <message>
        <source>Try &quot;%1 --help&quot;.</source>
        <translation>Prueba «%1 --help».</translation>
    </message>
    <message>
        <source>Expected one file: %1 Try --help.</source>
        <translation>Se esperaba un archivo: %1 Prueba --help.</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>juego desconocido «%1»; se esperaba uno de: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>el reglamento es para «%1», se esperaba «%2»</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; expected one of: %2.</source>
        <translation>Idioma desconocido «%1»; se esperaba uno de: %2.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Orden desconocida «%1».</translation>
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
        <translation>Uso: isleworks-cli &lt;command&gt; [opciones]

Juega, puntúa, rejuega y comprueba partidas de Isleworks sin ventana.

Órdenes:
  score POSITION      cómo puntúa cada jugador de una posición, en los términos del propio juego
  simulate            juega muchas partidas entre jugadores del ordenador y las resume
  compare A B         las mismas partidas con los reglamentos A y B: diferencias con intervalos del 95 %
  merge PARTS...      el informe de un lote a partir de los resultados parciales de sus partes (--shard I/N)
  play --record OUT   juega una partida entre jugadores del ordenador y guarda su registro
  replay RECORD       rejuega un registro de partida, opcionalmente con otras reglas
  validate FILE       comprueba un reglamento, registro o posición y enumera todos los problemas
  sheets --out FILE   hojas de componentes «print and play» de un reglamento (PDF, SVG o PNG)

Opciones:
  --lang CODE         el idioma de la salida: en, uk, pl, de, fr, es (predeterminado: según LANG)
  -h, --help          esta ayuda; «isleworks-cli &lt;command&gt; --help» para las opciones de una orden
  -v, --version       la versión

Códigos de salida: 0 éxito, 1 fallo, 2 entrada incorrecta.</translation>
    </message>
</context>
<context>
    <name>isle::cli::compare</name>
    <message>
        <source>Plays the same games (same seeds, same players) under two rulesets and reports the difference B - A in the first seat&apos;s win rate, the score margin, the game length and the game&apos;s own figures per game, each with a 95 % confidence interval, and the figures the game keeps per component.</source>
        <translation>Juega las mismas partidas (mismas semillas, mismos jugadores) con dos reglamentos e informa de la diferencia B - A en la tasa de victorias del primer puesto, el margen de puntuación, la duración de la partida y las cifras propias del juego por partida, cada una con un intervalo de confianza del 95 %, y las cifras que el juego lleva por componente.</translation>
    </message>
    <message>
        <source>The ruleset to compare from.</source>
        <translation>El reglamento desde el que se compara.</translation>
    </message>
    <message>
        <source>The ruleset to compare with.</source>
        <translation>El reglamento con el que se compara.</translation>
    </message>
    <message>
        <source>Games under each ruleset (default 1000).</source>
        <translation>Partidas con cada reglamento (predeterminado 1000).</translation>
    </message>
    <message>
        <source>Expected two ruleset files, A and B. Try --help.</source>
        <translation>Se esperaban dos archivos de reglamento, A y B. Prueba --help.</translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>se esperaba un reglamento para «%1»</translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s</source>
        <translation>%1, partida de %2: %3 partidas con cada reglamento con las mismas semillas (semilla %4), %5 s</translation>
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
        <translation>Cifra                           A          B          B - A      Intervalo del 95 %</translation>
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
        <translation>Por componente:</translation>
    </message>
    <message>
        <source>Per component (A / B):</source>
        <translation>Por componente (A / B):</translation>
    </message>
</context>
<context>
    <name>isle::cli::merge</name>
    <message>
        <source>Combines the partial results that &quot;simulate --shard I/N&quot; or &quot;compare --shard I/N&quot; wrote, one per shard, into the report of the whole batch: the same figures and intervals as the batch played at once.</source>
        <translation>Combina los resultados parciales que escribieron «simulate --shard I/N» o «compare --shard I/N», uno por parte, en el informe del lote entero: las mismas cifras e intervalos que el lote jugado de una vez.</translation>
    </message>
    <message>
        <source>Every shard&apos;s partial result file.</source>
        <translation>El archivo de resultado parcial de cada parte.</translation>
    </message>
    <message>
        <source>Expected 1 to %1 partial result files. Try --help.</source>
        <translation>Se esperaban de 1 a %1 archivos de resultados parciales. Prueba --help.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, merged from %n shard(s)</source>
        <extracomment>%1 game id, %2 variant, %3 games, %4 seed, %n shards</extracomment>
        <translation>
            <numerusform>%1, partida de %2: %3 partidas, semilla %4, combinadas de %n parte</numerusform>
            <numerusform>%1, partida de %2: %3 partidas, semilla %4, combinadas de %n partes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::play</name>
    <message>
        <source>Plays one game between computer players and writes its record, to replay or to study. The file is written atomically: on any error nothing is left behind and an existing file is untouched.</source>
        <translation>Juega una partida entre jugadores del ordenador y escribe su registro, para rejugarla o estudiarla. El archivo se escribe de forma atómica: ante cualquier error no queda nada escrito y un archivo existente no se modifica.</translation>
    </message>
    <message>
        <source>Write the game record to &lt;file&gt;.</source>
        <translation>Escribir el registro de la partida en &lt;file&gt;.</translation>
    </message>
    <message>
        <source>expected the file to write the record to</source>
        <translation>se esperaba el archivo en el que escribir el registro</translation>
    </message>
    <message>
        <source>cannot write the record: %1</source>
        <translation>no se puede escribir el registro: %1</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.</source>
        <translation>Escrito %1: %2, partida de %3, semilla %4, %5 decisiones; puntuaciones finales %6.</translation>
    </message>
</context>
<context>
    <name>isle::cli::replay</name>
    <message>
        <source>Replays a game record and prints the final scores, or the first decision that is no longer legal and why. With --ruleset the decisions are replayed under other rules. Exits with 1 when the replay stops early.</source>
        <translation>Rejuega un registro de partida e imprime las puntuaciones finales, o la primera decisión que ya no es legal y por qué. Con --ruleset las decisiones se rejuegan con otras reglas. Sale con 1 cuando la repetición se detiene antes de tiempo.</translation>
    </message>
    <message>
        <source>Replay under the rules in &lt;file&gt;.</source>
        <translation>Rejugar con las reglas de &lt;file&gt;.</translation>
    </message>
    <message>
        <source>The game record (JSON).</source>
        <translation>El registro de la partida (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7</source>
        <translation>%1: %2, partida de %3, semilla %4, %5 de %6 decisiones rejugadas%7</translation>
    </message>
    <message>
        <source> under %1</source>
        <translation> con %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Detenido: %1</translation>
    </message>
    <message>
        <source>The record ends before the game does; next: player %1 to %2</source>
        <translation>El registro termina antes que la partida; siguiente: el jugador %1 debe %2</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>jugador %1: %2</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Puntuaciones finales: %1</translation>
    </message>
    <message>
        <source>Scores so far: %1</source>
        <translation>Puntuaciones hasta ahora: %1</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partida termina en empate.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Gana el jugador %1.</translation>
    </message>
</context>
<context>
    <name>isle::cli::score</name>
    <message>
        <source>Scores a position file: how each player scores, as its game counts (for a line-scoring game every line with its cells, length and multipliers), and each total. A position file shows every hidden fact, so hidden scores (a stash) are counted too. --json writes the game&apos;s score report as it is.</source>
        <translation>Puntúa un archivo de posición: cómo puntúa cada jugador según cuenta su juego (en un juego que puntúa líneas, cada línea con sus casillas, longitud y multiplicadores) y cada total. Un archivo de posición muestra todos los datos ocultos, así que también se cuentan las puntuaciones ocultas (un escondite). --json escribe el informe de puntuación del juego tal cual.</translation>
    </message>
    <message>
        <source>Score under the rules in &lt;file&gt; instead of the position&apos;s own.</source>
        <translation>Puntuar con las reglas de &lt;file&gt; en lugar de las de la propia posición.</translation>
    </message>
    <message>
        <source>The position file (JSON).</source>
        <translation>El archivo de posición (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game</source>
        <translation>%1: %2, partida de %3</translation>
    </message>
</context>
<context>
    <name>isle::cli::sheets</name>
    <message>
        <source>expected a length in millimetres, got &quot;%1&quot;</source>
        <translation>se esperaba una longitud en milímetros, se recibió «%1»</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>expected portrait or landscape</source>
        <translation>se esperaba portrait o landscape</translation>
    </message>
    <message>
        <source>expected crop, lines or none</source>
        <translation>se esperaba crop, lines o none</translation>
    </message>
    <message>
        <source>expected long, short or none</source>
        <translation>se esperaba long, short o none</translation>
    </message>
    <message>
        <source>expected X,Y in millimetres, such as 0.5,-1</source>
        <translation>se esperaba X,Y en milímetros, como 0.5,-1</translation>
    </message>
    <message>
        <source>Lays out the components a ruleset needs (tokens, cards, boards, aids) on print-and-play sheets, with bleed, crop marks or cut lines and backs for double-sided printing, and writes them as PDF, or as SVG or PNG files, one per page. Impossible layouts are refused (exit 2) with what does not fit, and nothing is written.</source>
        <translation>Distribuye los componentes que necesita un reglamento (fichas, cartas, tableros, ayudas) en hojas «print and play», con sangrado, marcas o líneas de corte y reversos para imprimir a doble cara, y los escribe como PDF, o como archivos SVG o PNG, uno por página. Las distribuciones imposibles se rechazan (salida 2) indicando lo que no cabe, y no se escribe nada.</translation>
    </message>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>El juego: %1 (predeterminado %2).</translation>
    </message>
    <message>
        <source>A variant of the game, checked but not needed: the sheets hold every component the ruleset needs for any variant.</source>
        <translation>Una variante del juego, comprobada pero no necesaria: las hojas contienen todos los componentes que el reglamento necesita para cualquier variante.</translation>
    </message>
    <message>
        <source>Print the components of the rules in &lt;file&gt; instead of the default.</source>
        <translation>Imprimir los componentes de las reglas de &lt;file&gt; en lugar de las predeterminadas.</translation>
    </message>
    <message>
        <source>Where to write: a .pdf file; a .svg or .png file name (page numbers are added); or a folder (with --format).</source>
        <translation>Dónde escribir: un archivo .pdf; un nombre de archivo .svg o .png (se añaden números de página); o una carpeta (con --format).</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from --out, else pdf).</source>
        <translation>pdf, svg o png (predeterminado: según --out, si no, pdf).</translation>
    </message>
    <message>
        <source>a4, letter or a3 (default: this locale&apos;s, %1).</source>
        <translation>a4, letter o a3 (predeterminado: el de esta configuración regional, %1).</translation>
    </message>
    <message>
        <source>portrait or landscape (default portrait).</source>
        <translation>portrait o landscape (predeterminado portrait).</translation>
    </message>
    <message>
        <source>Margin on every side, mm (default %1).</source>
        <translation>Margen en cada lado, mm (predeterminado %1).</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, mm (default %1).</source>
        <translation>Ilustración impresa más allá de cada línea de corte, mm (predeterminado %1).</translation>
    </message>
    <message>
        <source>Cut line to cut line between components, mm (default: the bleed).</source>
        <translation>De línea de corte a línea de corte entre componentes, mm (predeterminado: el sangrado).</translation>
    </message>
    <message>
        <source>How much the parts of a board split over pages overlap, mm (default %1).</source>
        <translation>Cuánto se solapan las partes de un tablero repartido en varias páginas, mm (predeterminado %1).</translation>
    </message>
    <message>
        <source>crop (marks outside the cuts), lines (cut lines) or none (default crop).</source>
        <translation>crop (marcas fuera de los cortes), lines (líneas de corte) o none (predeterminado crop).</translation>
    </message>
    <message>
        <source>Backs for double-sided printing, turning the sheet over its long or short edge, or none (default none).</source>
        <translation>Reversos para imprimir a doble cara, volteando la hoja por su borde largo o corto, o none (predeterminado none).</translation>
    </message>
    <message>
        <source>Moves every back page by X,Y mm, for a printer whose backs drift (measure it with --calibration).</source>
        <translation>Desplaza cada página de reversos X,Y mm, para una impresora cuyos reversos se desvían (mídelo con --calibration).</translation>
    </message>
    <message>
        <source>Start with a calibration page: rulers and targets to measure scale and back offset.</source>
        <translation>Empezar con una página de calibración: reglas graduadas y dianas para medir la escala y el desplazamiento de los reversos.</translation>
    </message>
    <message>
        <source>Resolution of PNG pages (default 300).</source>
        <translation>Resolución de las páginas PNG (predeterminado 300).</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the ruleset in &lt;file&gt;, with their backs.</source>
        <translation>Imprimir solo los componentes cuya cara difiere de su cara con el reglamento de &lt;file&gt;, con sus reversos.</translation>
    </message>
    <message>
        <source>Only components of these kinds, comma-separated (token, card, board, mat, aid, rules…).</source>
        <translation>Solo componentes de estos tipos, separados por comas (token, card, board, mat, aid, rules…).</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Try --help.</source>
        <translation>Argumento inesperado «%1». Prueba --help.</translation>
    </message>
    <message>
        <source>expected the file or folder to write</source>
        <translation>se esperaba el archivo o la carpeta donde escribir</translation>
    </message>
    <message>
        <source>expected pdf, svg or png</source>
        <translation>se esperaba pdf, svg o png</translation>
    </message>
    <message>
        <source>%1 is a folder; a PDF needs a file name</source>
        <translation>%1 es una carpeta; un PDF necesita un nombre de archivo</translation>
    </message>
    <message>
        <source>expected a resolution from %1 to %2</source>
        <translation>se esperaba una resolución de %1 a %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>el reglamento es para «%1», se esperaba «%2»</translation>
    </message>
    <message>
        <source>%1 declares no printable components</source>
        <translation>%1 no declara componentes imprimibles</translation>
    </message>
    <message>
        <source>Nothing to print: no component %1. No file written.</source>
        <translation>Nada que imprimir: ningún componente %1. No se ha escrito ningún archivo.</translation>
    </message>
    <message>
        <source>changed since %1</source>
        <translation>cambiado desde %1</translation>
    </message>
    <message>
        <source>was chosen</source>
        <translation>elegido</translation>
    </message>
    <message>
        <source>%1 KiB in %2 ms.</source>
        <translation>%1 KiB en %2 ms.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) of %2, </source>
        <extracomment>%1 the game, %n pages, %2 the paper (&quot;A4&quot;); followed by &quot;%n component(s) to cut out.&quot;</extracomment>
        <translation>
            <numerusform>%1: %n página de %2, </numerusform>
            <numerusform>%1: %n páginas de %2, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n componente para recortar.</numerusform>
            <numerusform>%n componentes para recortar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>El juego: %1 (predeterminado %2).</translation>
    </message>
    <message>
        <source>The variant: %1 (default %2).</source>
        <translation>La variante: %1 (predeterminado %2).</translation>
    </message>
    <message>
        <source>Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).</source>
        <translation>Jugador por puesto, separados por comas, repetidos si hay más puestos: %1 (predeterminado random,random).</translation>
    </message>
    <message>
        <source>Seed of the game or batch (default 1).</source>
        <translation>Semilla de la partida o del lote (predeterminado 1).</translation>
    </message>
    <message>
        <source>Play under the rules in &lt;file&gt; instead of the default.</source>
        <translation>Jugar con las reglas de &lt;file&gt; en lugar de las predeterminadas.</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer</source>
        <translation>se esperaba un entero de 64 bits sin signo</translation>
    </message>
    <message>
        <source>Worker threads (default: every core).</source>
        <translation>Hilos de trabajo (predeterminado: todos los núcleos).</translation>
    </message>
    <message>
        <source>expected a number of games from %1 to 100000000</source>
        <translation>se esperaba un número de partidas de %1 a 100000000</translation>
    </message>
    <message>
        <source>expected a number of threads from 1 to 256</source>
        <translation>se esperaba un número de hilos de 1 a 256</translation>
    </message>
    <message>
        <source>Plays many games between computer players and prints win and draw rates per seat, the score distribution, the game length and the figures the game keeps for designers.</source>
        <translation>Juega muchas partidas entre jugadores del ordenador e imprime las tasas de victorias y empates por puesto, la distribución de puntuaciones, la duración de la partida y las cifras que el juego lleva para los diseñadores.</translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation>Número de partidas (predeterminado 1000).</translation>
    </message>
    <message>
        <source>Skip the game&apos;s designer figures, which cost some speed to count.</source>
        <translation>Omitir las cifras de diseño del juego, cuyo recuento cuesta algo de velocidad.</translation>
    </message>
    <message>
        <source>Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max</source>
        <translation>Pto.  Jugador   Gana     Empata   Pierde   Media       Desv. (de)   Mín  Máx</translation>
    </message>
    <message>
        <source>Draws: %1 of games</source>
        <translation>Empates: %1 de las partidas</translation>
    </message>
    <message>
        <source>Game length: %1 decisions on average (sd %2, from %3 to %4)</source>
        <translation>Duración de la partida: %1 decisiones de media (de %2, de %3 a %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)</source>
        <extracomment>%1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second</extracomment>
        <translation>
            <numerusform>%1, partida de %2: %3 partidas, semilla %4, %n hilo, %5 s (%6 partidas/s)</numerusform>
            <numerusform>%1, partida de %2: %3 partidas, semilla %4, %n hilos, %5 s (%6 partidas/s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Play only shard I of N (0 &lt;= I &lt; N) of the games and write a partial result for &quot;isleworks-cli merge&quot; instead of the report.</source>
        <translation>Jugar solo la parte I de N (0 &lt;= I &lt; N) de las partidas y escribir un resultado parcial para «isleworks-cli merge» en lugar del informe.</translation>
    </message>
    <message>
        <source>With --shard: write the partial result to &lt;file&gt; (default: standard output).</source>
        <translation>Con --shard: escribir el resultado parcial en &lt;file&gt; (predeterminado: la salida estándar).</translation>
    </message>
    <message>
        <source>only a shard&apos;s partial result is written to a file; add --shard</source>
        <translation>solo el resultado parcial de una parte se escribe en un archivo; añade --shard</translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message>
        <source>Checks a ruleset, game record or position file and lists every problem with the file, the JSON path and what was expected. A record&apos;s decisions are also replayed to check that each is legal. Exits with 2 when there is any error; warnings alone exit with 0.</source>
        <translation>Comprueba un reglamento, un registro de partida o un archivo de posición y enumera todos los problemas con el archivo, la ruta JSON y lo que se esperaba. También se rejuegan las decisiones de un registro para comprobar que cada una es legal. Sale con 2 si hay algún error; si solo hay advertencias, sale con 0.</translation>
    </message>
    <message>
        <source>The file to check (JSON).</source>
        <translation>El archivo que se comprueba (JSON).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>reglamento</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>registro de partida</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;</source>
        <translation>se esperaba «%1», «%2» o «%3»</translation>
    </message>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation>
            <numerusform>%1: un %2 válido (%n advertencia).</numerusform>
            <numerusform>%1: un %2 válido (%n advertencias).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a valid %2.</source>
        <translation>%1: no es un %2 válido.</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Character</name>
    <message>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Rata</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Conejo</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Cerdo</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Cuervo</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Topo</translation>
    </message>
    <message>
        <source>Prairie Dog</source>
        <translation>Perrito de las praderas</translation>
    </message>
    <message>
        <source>Hippo</source>
        <translation>Hipopótamo</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Camaleón</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Gato</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Zorro</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Tortuga</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Rana</translation>
    </message>
    <message>
        <source>Mouses</source>
        <translation>Ratones</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Serpiente</translation>
    </message>
    <message>
        <source>unknown character %1</source>
        <translation>personaje desconocido %1</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Components</name>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: mercenaries for hire</source>
        <translation>%1: mercenarios para contratar</translation>
    </message>
    <message>
        <source>%1: starting set</source>
        <translation>%1: conjunto inicial</translation>
    </message>
    <message>
        <source>The whole island is open. Tokens face up.</source>
        <translation>Toda la isla está despejada. Fichas boca arriba.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face up.</source>
        <translation>La niebla cubre todas las regiones menos una. Fichas boca arriba.</translation>
    </message>
    <message>
        <source>Tokens face up.</source>
        <translation>Fichas boca arriba.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face down.</source>
        <translation>La niebla cubre todas las regiones menos una. Fichas boca abajo.</translation>
    </message>
    <message>
        <source>Tokens face down.</source>
        <translation>Fichas boca abajo.</translation>
    </message>
    <message>
        <source>Weather: %1</source>
        <translation>Clima: %1</translation>
    </message>
    <message>
        <source>Weather cards</source>
        <translation>Cartas de clima</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Tablero de niebla %1</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Tableros de niebla</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>Fog board %1: %2</source>
        <translation>Tablero de niebla %1: %2</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Mapa de la isla</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Line of</source>
        <translation>Línea de</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>%1 in a line: × %2</source>
        <translation>%1 en línea: × %2</translation>
    </message>
    <message>
        <source>%1 in a line: half, rounded down</source>
        <translation>%1 en línea: la mitad, redondeando hacia abajo</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Mercenarios</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenario</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Sustituye a</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Para contratar</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Place one token from your hand on a free, open tile.</source>
        <translation>Coloca una ficha de tu mano en una casilla libre y despejada.</translation>
    </message>
    <message>
        <source>Foggy weather: face down (a mercenary may go face up).</source>
        <translation>Clima Neblinoso: boca abajo (un mercenario puede ir boca arriba).</translation>
    </message>
    <message numerus="yes">
        <source>Draw from your pile until you hold %n again.</source>
        <translation>
            <numerusform>Roba de tu pila hasta volver a tener %n.</numerusform>
            <numerusform>Roba de tu pila hasta volver a tener %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open tile free: a fog board is lifted.</source>
        <translation>No hay ninguna casilla despejada libre: se levanta un tablero de niebla.</translation>
    </message>
    <message>
        <source>Board full or nobody can place: score every line.</source>
        <translation>Tablero lleno o nadie puede colocar: se puntúan todas las líneas.</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ayudas</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: ayuda de juego</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</source>
        <translation>
            <numerusform>Una isla de %1 × %2 casillas. El conjunto de %n ficha de cada jugador: %3.</numerusform>
            <numerusform>Una isla de %1 × %2 casillas. El conjunto de %n fichas de cada jugador: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Juego básico</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Juego con clima</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Juego con mercenarios</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partida rápida</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Partida por equipos (cuatro jugadores)</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Una ronda</translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</source>
        <translation>
            <numerusform>Recupera todas tus fichas y escoge %n como mano inicial; el resto forma tu pila.</numerusform>
            <numerusform>Recupera todas tus fichas y escoge %n como mano inicial; el resto forma tu pila.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</source>
        <translation>
            <numerusform>Recupera todas tus fichas; se reparte %n al azar como tu mano y el resto forma tu pila.</numerusform>
            <numerusform>Recupera todas tus fichas; se reparten %n al azar como tu mano y el resto forma tu pila.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather: the second player draws two weather cards, keeps one and puts the other under the deck.</source>
        <translation>Con clima: el segundo jugador roba dos cartas de clima, se queda una y pone la otra debajo del mazo.</translation>
    </message>
    <message>
        <source>The round&apos;s second player starts the next round.</source>
        <translation>El segundo jugador de la ronda empieza la ronda siguiente.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n in the deck)</source>
        <translation>
            <numerusform>%1 (%n en el mazo)</numerusform>
            <numerusform>%1 (%n en el mazo)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</source>
        <translation>
            <numerusform>Una línea son %n o más fichas seguidas en horizontal, vertical o diagonal que forman líneas del mismo jugador.</numerusform>
            <numerusform>Una línea son %n o más fichas seguidas en horizontal, vertical o diagonal que forman líneas del mismo jugador.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coins equal the points of each round. After scoring, hire in turn order from the next starter: pay the cost and swap the basic character it replaces.</source>
        <translation>Las monedas equivalen a los puntos de cada ronda. Tras puntuar, se contrata por orden de turno empezando por quien inicia la siguiente ronda: paga el coste e intercambia el personaje básico al que sustituye.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoria</translation>
    </message>
    <message numerus="yes">
        <source>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</source>
        <translation>
            <numerusform>Gana quien tenga más puntos de victoria (con mercenarios: monedas, luego el coste de las contrataciones y luego hasta %n ronda extra).</numerusform>
            <numerusform>Gana quien tenga más puntos de victoria (con mercenarios: monedas, luego el coste de las contrataciones y luego hasta %n rondas extra).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Resumen de reglas</translation>
    </message>
    <message>
        <source>%1: rules summary</source>
        <translation>%1: resumen de reglas</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message>
        <source>that exchange is not possible: the token must be the deciding player&apos;s own, not white, where the ability allows, and the new one must come from the hand</source>
        <translation>ese intercambio no es posible: la ficha debe ser del jugador que decide, no blanca, donde lo permita la habilidad, y la nueva debe salir de la mano</translation>
    </message>
    <message>
        <source>the Snake takes an opponent&apos;s token that is not white, whose owner holds a token</source>
        <translation>la Serpiente toma una ficha de un oponente que no sea blanca y cuyo dueño tenga alguna ficha</translation>
    </message>
    <message>
        <source>the Prairie Dog swaps two tokens next to it, neither of them white</source>
        <translation>el Perrito de las praderas intercambia dos fichas adyacentes a él, ninguna de ellas blanca</translation>
    </message>
    <message>
        <source>the Hippo moves onto one of the two tiles it lies on</source>
        <translation>el Hipopótamo se mueve a una de las dos casillas que ocupa</translation>
    </message>
    <message>
        <source>a Frog hops to a free, open tile next to it</source>
        <translation>una Rana salta a una casilla libre y despejada adyacente</translation>
    </message>
    <message>
        <source>that is not one of the choices</source>
        <translation>esa no es una de las opciones</translation>
    </message>
    <message>
        <source>%1 is not an opponent&apos;s token next to the %2 (white tokens never move)</source>
        <translation>%1 no es una ficha de un oponente adyacente a %2 (las fichas blancas nunca se mueven)</translation>
    </message>
    <message>
        <source>Mercenaries hired per game</source>
        <translation>Mercenarios contratados por partida</translation>
    </message>
    <message>
        <source>Hires of every side in a game.</source>
        <translation>Contrataciones de todos los bandos en una partida.</translation>
    </message>
    <message>
        <source>Scored lines per game</source>
        <translation>Líneas puntuadas por partida</translation>
    </message>
    <message>
        <source>Lines that scored at a round&apos;s end, summed over the rounds of a game.</source>
        <translation>Líneas que han puntuado al final de una ronda, sumadas a lo largo de las rondas de una partida.</translation>
    </message>
    <message>
        <source>Points of a scored line</source>
        <translation>Puntos de una línea puntuada</translation>
    </message>
    <message>
        <source>The mean points of all scored lines.</source>
        <translation>La media de puntos de todas las líneas puntuadas.</translation>
    </message>
    <message>
        <source>Hired per game</source>
        <translation>Contratado por partida</translation>
    </message>
    <message>
        <source>How many of the character are hired in a game.</source>
        <translation>Cuántas veces se contrata el personaje en una partida.</translation>
    </message>
    <message>
        <source>Scored lines</source>
        <translation>Líneas puntuadas</translation>
    </message>
    <message>
        <source>Scored lines holding at least one of the character&apos;s tokens, face-down tokens turned up.</source>
        <translation>Líneas puntuadas que contienen al menos una ficha del personaje, con las fichas boca abajo ya reveladas.</translation>
    </message>
    <message>
        <source>Points of its lines</source>
        <translation>Puntos de sus líneas</translation>
    </message>
    <message>
        <source>The mean points of the scored lines holding the character.</source>
        <translation>La media de puntos de las líneas puntuadas que contienen el personaje.</translation>
    </message>
    <message>
        <source>Edge of its lines</source>
        <translation>Ventaja de sus líneas</translation>
    </message>
    <message>
        <source>The mean points of its scored lines minus the mean of all scored lines: positive when lines with it score more than lines in general.</source>
        <translation>La media de puntos de sus líneas puntuadas menos la media de todas las líneas puntuadas: positiva cuando las líneas con él puntúan más que las líneas en general.</translation>
    </message>
    <message>
        <source>pick the opening hand</source>
        <translation>escoger la mano inicial</translation>
    </message>
    <message>
        <source>choose the weather</source>
        <translation>elegir el clima</translation>
    </message>
    <message>
        <source>choose the weather of the whole game</source>
        <translation>elegir el clima de toda la partida</translation>
    </message>
    <message>
        <source>lift a fog board</source>
        <translation>levantar un tablero de niebla</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>colocar una ficha</translation>
    </message>
    <message>
        <source>hire mercenaries</source>
        <translation>contratar mercenarios</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token to swap places with</source>
        <translation>elegir la ficha del oponente con la que intercambiar la posición</translation>
    </message>
    <message>
        <source>exchange a token next to the Fox for one from the hand</source>
        <translation>cambiar una ficha adyacente al Zorro por una de la mano</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token the Snake sends back</source>
        <translation>elegir la ficha del oponente que devuelve la Serpiente</translation>
    </message>
    <message>
        <source>choose the hand token that replaces it</source>
        <translation>elegir la ficha de la mano que la sustituye</translation>
    </message>
    <message>
        <source>swap two tokens next to the Prairie Dog, or not</source>
        <translation>intercambiar o no dos fichas adyacentes al Perrito de las praderas</translation>
    </message>
    <message>
        <source>move the Hippo onto one of its two tiles</source>
        <translation>mover el Hipopótamo a una de sus dos casillas</translation>
    </message>
    <message>
        <source>move the Frog to a free tile next to it, or not</source>
        <translation>mover o no la Rana a una casilla libre adyacente</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nada: la partida ha terminado</translation>
    </message>
    <message>
        <source>there is no such character</source>
        <translation>no existe ese personaje</translation>
    </message>
    <message>
        <source>the %1 is not for hire</source>
        <translation>%1 no se puede contratar</translation>
    </message>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation>
            <numerusform>ya se ha contratado a todos los %1 disponibles (%n)</numerusform>
            <numerusform>ya se ha contratado a todos los %1 disponibles (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>hiring the %1 costs %2 coins; there are %3</source>
        <translation>contratar a %1 cuesta %2 monedas; hay %3</translation>
    </message>
    <message>
        <source>the %1 replaces a %2, and no %2 is left in the pile</source>
        <translation>%1 sustituye a %2 y no queda ninguna ficha de %2 en la pila</translation>
    </message>
    <message>
        <source>the hand holds no %1</source>
        <translation>la mano no contiene ninguna ficha de %1</translation>
    </message>
    <message>
        <source>that tile is not on the %1×%2 island</source>
        <translation>esa casilla no está en la isla de %1×%2</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 ya está ocupada</translation>
    </message>
    <message>
        <source>%1 is under fog</source>
        <translation>%1 está bajo la niebla</translation>
    </message>
    <message>
        <source>a Hippo of yours still lies across two tiles</source>
        <translation>todavía tienes un Hipopótamo ocupando dos casillas</translation>
    </message>
    <message>
        <source>a Hippo placed face up lies across two free, open tiles side by side</source>
        <translation>un Hipopótamo colocado boca arriba ocupa dos casillas libres y despejadas contiguas</translation>
    </message>
    <message>
        <source>only a Hippo placed face up takes a second tile</source>
        <translation>solo un Hipopótamo colocado boca arriba ocupa una segunda casilla</translation>
    </message>
    <message>
        <source>a token is face up or face down</source>
        <translation>una ficha está boca arriba o boca abajo</translation>
    </message>
    <message>
        <source>in Foggy weather a %1 is placed face down; only mercenaries may be placed face up</source>
        <translation>con clima Neblinoso, %1 se coloca boca abajo; solo los mercenarios pueden colocarse boca arriba</translation>
    </message>
    <message>
        <source>tokens are placed face down only in Foggy weather</source>
        <translation>las fichas solo se colocan boca abajo con clima Neblinoso</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>the game waits for a different decision: %1</source>
        <translation>la partida espera otra decisión: %1</translation>
    </message>
    <message>
        <source>the decision carries values its kind does not use</source>
        <translation>la decisión lleva valores que su tipo no usa</translation>
    </message>
    <message>
        <source>no %1 is left to pick</source>
        <translation>no queda ninguna ficha de %1 para escoger</translation>
    </message>
    <message>
        <source>only %1 weather cards were drawn</source>
        <translation>solo se han robado %1 cartas de clima</translation>
    </message>
    <message>
        <source>there is no such weather; expected Sunny, Cloudy or Foggy</source>
        <translation>no existe ese clima; se esperaba Soleado, Nublado o Neblinoso</translation>
    </message>
    <message>
        <source>there is no fog region %1</source>
        <translation>no existe la región de niebla %1</translation>
    </message>
    <message>
        <source>fog region %1 is not covered</source>
        <translation>la región de niebla %1 no está cubierta</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>decisión desconocida</translation>
    </message>
    <message>
        <source>  %1 %2–%3 (%4): length %5, %6 = %7 points</source>
        <translation>  %1 %2–%3 (%4): longitud %5, %6 = %7 puntos</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>personaje desconocido «%1»</translation>
    </message>
    <message>
        <source>expected a tile name from A1 to P16, found &quot;%1&quot;</source>
        <translation>se esperaba un nombre de casilla de A1 a P16, se encontró «%1»</translation>
    </message>
    <message>
        <source>unknown weather &quot;%1&quot;; expected sunny, cloudy or foggy</source>
        <translation>clima desconocido «%1»; se esperaba sunny, cloudy o foggy</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;; expected pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog or skip</source>
        <translation>decisión desconocida «%1»; se esperaba pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog o skip</translation>
    </message>
    <message>
        <source>pick %1 for the opening hand</source>
        <translation>escoger %1 para la mano inicial</translation>
    </message>
    <message>
        <source>keep the %1 weather card</source>
        <translation>quedarse la carta de clima %1</translation>
    </message>
    <message>
        <source>keep weather card %1</source>
        <translation>quedarse la carta de clima %1</translation>
    </message>
    <message>
        <source>choose %1 weather for the whole game</source>
        <translation>elegir clima %1 para toda la partida</translation>
    </message>
    <message>
        <source>choose weather %1 for the whole game</source>
        <translation>elegir el clima %1 para toda la partida</translation>
    </message>
    <message>
        <source>lift fog board %1</source>
        <translation>levantar el tablero de niebla %1</translation>
    </message>
    <message>
        <source>hire the %1</source>
        <translation>contratar a %1</translation>
    </message>
    <message>
        <source>hire no more</source>
        <translation>no contratar más</translation>
    </message>
    <message>
        <source>swap places with the token on %1</source>
        <translation>intercambiar la posición con la ficha de %1</translation>
    </message>
    <message>
        <source>exchange the token on %1 for %2 from the hand</source>
        <translation>cambiar la ficha de %1 por %2 de la mano</translation>
    </message>
    <message>
        <source>send the token on %1 back to its owner&apos;s hand</source>
        <translation>devolver la ficha de %1 a la mano de su dueño</translation>
    </message>
    <message>
        <source>swap the tokens on %1 and %2</source>
        <translation>intercambiar las fichas de %1 y %2</translation>
    </message>
    <message>
        <source>move the Hippo onto %1</source>
        <translation>mover el Hipopótamo a %1</translation>
    </message>
    <message>
        <source>move the Frog from %1 to %2</source>
        <translation>mover la Rana de %1 a %2</translation>
    </message>
    <message>
        <source>do not use the ability</source>
        <translation>no usar la habilidad</translation>
    </message>
    <message>
        <source>place %1 across %2 and %3</source>
        <translation>colocar %1 ocupando %2 y %3</translation>
    </message>
    <message>
        <source>place %1 face down on %2</source>
        <translation>colocar %1 boca abajo en %2</translation>
    </message>
    <message>
        <source>place %1 on %2</source>
        <translation>colocar %1 en %2</translation>
    </message>
    <message>
        <source>pick a token for the opening hand</source>
        <translation>escoger una ficha para la mano inicial</translation>
    </message>
    <message>
        <source>exchange the token on %1 for one from the hand</source>
        <translation>cambiar la ficha de %1 por una de la mano</translation>
    </message>
    <message>
        <source>place a token face down on %1</source>
        <translation>colocar una ficha boca abajo en %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>Empieza la ronda %1; empieza %2</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 escoge %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation>
            <numerusform>%1 recibe %n ficha</numerusform>
            <numerusform>%1 recibe %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2 and %3</source>
        <translation>%1 roba %2 y %3</translation>
    </message>
    <message>
        <source>The weather is %1</source>
        <translation>El clima es %1</translation>
    </message>
    <message>
        <source>%1 lifts fog board %2</source>
        <translation>%1 levanta el tablero de niebla %2</translation>
    </message>
    <message>
        <source>%1 places a token face down on %2</source>
        <translation>%1 coloca una ficha boca abajo en %2</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 coloca %2 en %3</translation>
    </message>
    <message>
        <source>%1&apos;s face-down token on %2 is %3</source>
        <translation>La ficha boca abajo de %1 en %2 es %3</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 roba %2</translation>
    </message>
    <message>
        <source>%1 has no token and passes</source>
        <translation>%1 no tiene fichas y pasa</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation>
            <numerusform>%n ficha boca abajo revelada</numerusform>
            <numerusform>%n fichas boca abajo reveladas</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 scores %2 for the %3 line from %4</source>
        <translation>El bando %1 puntúa %2 por la línea %3 desde %4</translation>
    </message>
    <message>
        <source>Round %1 ends %2 to %3</source>
        <translation>La ronda %1 termina %2 a %3</translation>
    </message>
    <message>
        <source>%1 hires the %2 for %3 coins and gives back a %4</source>
        <translation>%1 contrata a %2 por %3 monedas y devuelve %4</translation>
    </message>
    <message>
        <source>The Chameleon on %1 now builds side %2&apos;s lines</source>
        <translation>El Camaleón de %1 forma ahora líneas del bando %2</translation>
    </message>
    <message>
        <source>The tokens on %1 and %2 change places</source>
        <translation>Las fichas de %1 y %2 intercambian su posición</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for one face down</source>
        <translation>%1 cambia la ficha de %2 por una boca abajo</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for %3</source>
        <translation>%1 cambia la ficha de %2 por %3</translation>
    </message>
    <message>
        <source>no opponent&apos;s token that is not white lies next to it to swap places with</source>
        <translation>no hay ninguna ficha de un oponente, que no sea blanca, adyacente con la que intercambiar la posición</translation>
    </message>
    <message>
        <source>no opponent has a token that is not white next to it to exchange</source>
        <translation>ningún oponente tiene una ficha que no sea blanca adyacente para cambiar</translation>
    </message>
    <message>
        <source>no opponent&apos;s token next to it can be taken (not white, and its owner must hold a token)</source>
        <translation>no se puede tomar ninguna ficha adyacente de un oponente (no blanca y cuyo dueño tenga alguna ficha)</translation>
    </message>
    <message>
        <source>there are not two tokens next to it to swap (white ones never move)</source>
        <translation>no hay dos fichas adyacentes que intercambiar (las blancas nunca se mueven)</translation>
    </message>
    <message>
        <source>there is nothing for it to act on</source>
        <translation>no hay nada sobre lo que pueda actuar</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 does nothing: %4</source>
        <translation>%2 de %1 en %3 no hace nada: %4</translation>
    </message>
    <message>
        <source>Side %1 earns %2 coins and has %3</source>
        <translation>El bando %1 gana %2 monedas y tiene %3</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>La partida termina en empate</translation>
    </message>
    <message>
        <source>Side %1 wins</source>
        <translation>Gana el bando %1</translation>
    </message>
    <message>
        <source>  no lines</source>
        <translation>  ninguna línea</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  total: %1 puntos</translation>
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
        <translation>Juego básico</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Juego con clima</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Juego con mercenarios</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partida rápida</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Partida por equipos</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyRules</name>
    <message>
        <source>length %1 appears twice; each line length has one value</source>
        <translation>la longitud %1 aparece dos veces; cada longitud de línea tiene un solo valor</translation>
    </message>
    <message>
        <source>the scoring table is empty; expected at least one line length</source>
        <translation>la tabla de puntuación está vacía; se esperaba al menos una longitud de línea</translation>
    </message>
    <message>
        <source>a gap: no value for lines of length %1 (between %2 and %3)</source>
        <translation>un hueco: no hay valor para líneas de longitud %1 (entre %2 y %3)</translation>
    </message>
    <message>
        <source>a line of %1 scores less than a line of %2</source>
        <translation>una línea de %1 puntúa menos que una línea de %2</translation>
    </message>
    <message>
        <source>the region (%1, %2, %3×%4) reaches off the %5×%6 board</source>
        <translation>la región (%1, %2, %3×%4) se sale del tablero de %5×%6</translation>
    </message>
    <message>
        <source>the region overlaps an earlier fog region; each tile is under one fog board at most</source>
        <translation>la región se solapa con una región de niebla anterior; cada casilla está como máximo bajo un tablero de niebla</translation>
    </message>
    <message>
        <source>a hired character replaces a basic character (wolf, rat, rabbit or pig)</source>
        <translation>un personaje contratado sustituye a un personaje básico (lobo, rata, conejo o cerdo)</translation>
    </message>
    <message>
        <source>a character for hire gives back a basic character, so the pile stays the same size; expected wolf, rat, rabbit or pig</source>
        <translation>un personaje para contratar devuelve un personaje básico, para que la pila mantenga su tamaño; se esperaba wolf, rat, rabbit o pig</translation>
    </message>
    <message>
        <source>a mercenary is hired, never part of the starting set; expected 0</source>
        <translation>un mercenario se contrata, nunca forma parte del conjunto inicial; se esperaba 0</translation>
    </message>
    <message>
        <source>no player has any token: every basicCount is 0</source>
        <translation>ningún jugador tiene fichas: todos los basicCount son 0</translation>
    </message>
    <message>
        <source>the starting set holds %1 tokens (the sum of every basicCount); at most %2 are allowed</source>
        <translation>el conjunto inicial contiene %1 fichas (la suma de todos los basicCount); se permiten como máximo %2</translation>
    </message>
    <message>
        <source>expected a board from 3×3 to 16×16</source>
        <translation>se esperaba un tablero de 3×3 a 16×16</translation>
    </message>
    <message>
        <source>the weather deck is empty; expected at least one card</source>
        <translation>el mazo de clima está vacío; se esperaba al menos una carta</translation>
    </message>
    <message>
        <source>expected at most %1 weather cards, found %2</source>
        <translation>se esperaban como máximo %1 cartas de clima, se encontraron %2</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Position</name>
    <message>
        <source>expected an array of %1 objects, one per player, such as {&quot;wolf&quot;: 3}</source>
        <translation>se esperaba una matriz de %1 objetos, uno por jugador, como {&quot;wolf&quot;: 3}</translation>
    </message>
    <message>
        <source>expected an object of character counts, found %1</source>
        <translation>se esperaba un objeto con recuentos de personajes, se encontró %1</translation>
    </message>
    <message>
        <source>unknown character; expected a character id such as wolf or pig</source>
        <translation>personaje desconocido; se esperaba un id de personaje como wolf o pig</translation>
    </message>
    <message>
        <source>expected an array of %1 rows (the ruleset&apos;s board height)</source>
        <translation>se esperaba una matriz de %1 filas (la altura del tablero del reglamento)</translation>
    </message>
    <message>
        <source>expected a string of %1 tiles separated by spaces</source>
        <translation>se esperaba una cadena de %1 casillas separadas por espacios</translation>
    </message>
    <message>
        <source>expected %1 tiles, found %2</source>
        <translation>se esperaban %1 casillas, se encontraron %2</translation>
    </message>
    <message>
        <source>tile %1: &quot;%2&quot; is not a token; expected &quot;.&quot; or a character code (%3, lower case when face down) followed by the owner, 1 to %4; a face-up Chameleon may add &gt;1 or &gt;2 for the side whose lines it builds</source>
        <translation>casilla %1: «%2» no es una ficha; se esperaba «.» o un código de personaje (%3, en minúscula si está boca abajo) seguido del dueño, de 1 a %4; un Camaleón boca arriba puede añadir &gt;1 o &gt;2 para el bando cuyas líneas forma</translation>
    </message>
    <message>
        <source>tile %1: tokens lie face down only in Foggy weather</source>
        <translation>casilla %1: las fichas solo están boca abajo con clima Neblinoso</translation>
    </message>
    <message>
        <source>tile %1 is under fog region %2, where no token can be</source>
        <translation>la casilla %1 está bajo la región de niebla %2, donde no puede haber fichas</translation>
    </message>
    <message>
        <source>expected an array of two whole numbers, one per side</source>
        <translation>se esperaba una matriz de dos números enteros, uno por bando</translation>
    </message>
    <message>
        <source>only the mercenary game has this</source>
        <translation>solo el juego con mercenarios tiene esto</translation>
    </message>
    <message>
        <source>expected an array of %1 whole numbers, one per player</source>
        <translation>se esperaba una matriz de %1 números enteros, uno por jugador</translation>
    </message>
    <message>
        <source>at most %1 %2 tokens a player can own, found %3</source>
        <translation>un jugador puede tener como máximo %1 fichas de %2, se encontraron %3</translation>
    </message>
    <message>
        <source>a team&apos;s set keeps its %1 tokens when hiring; the two teammates own %2</source>
        <translation>el conjunto de un equipo conserva sus %1 fichas al contratar; los dos compañeros tienen %2</translation>
    </message>
    <message>
        <source>a player&apos;s set keeps its %1 tokens when hiring, found %2</source>
        <translation>el conjunto de un jugador conserva sus %1 fichas al contratar, se encontraron %2</translation>
    </message>
    <message>
        <source>expected %1 entries, one per player: null or two tiles</source>
        <translation>se esperaban %1 entradas, una por jugador: null o dos casillas</translation>
    </message>
    <message>
        <source>expected null or two tiles side by side, each holding this player&apos;s face-up Hippo (written H and the player)</source>
        <translation>se esperaba null o dos casillas contiguas, cada una con el Hipopótamo boca arriba de este jugador (escrito H y el jugador)</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</source>
        <translation>se esperaba un objeto como {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</translation>
    </message>
    <message>
        <source>expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or game-weather</source>
        <translation>se esperaba place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap o game-weather</translation>
    </message>
    <message>
        <source>the board is full; nothing can be placed</source>
        <translation>el tablero está lleno; no se puede colocar nada</translation>
    </message>
    <message>
        <source>player %1 has no token that can be placed</source>
        <translation>el jugador %1 no tiene ninguna ficha que se pueda colocar</translation>
    </message>
    <message>
        <source>expected the tile of player %1&apos;s face-up %2 whose ability is being resolved</source>
        <translation>se esperaba la casilla de la ficha de %2 boca arriba del jugador %1 cuya habilidad se está resolviendo</translation>
    </message>
    <message>
        <source>this decision is made by an opponent of the placer</source>
        <translation>esta decisión la toma un oponente de quien coloca</translation>
    </message>
    <message>
        <source>this decision is made by the placer</source>
        <translation>esta decisión la toma quien coloca</translation>
    </message>
    <message>
        <source>expected the tile of a token of player %1 that is not white, which the Snake sends back</source>
        <translation>se esperaba la casilla de una ficha no blanca del jugador %1, que la Serpiente devuelve</translation>
    </message>
    <message>
        <source>nothing can be chosen for this decision in this position</source>
        <translation>en esta posición no se puede elegir nada para esta decisión</translation>
    </message>
    <message>
        <source>only the quick game whose quickWeather is &quot;choose&quot; has this decision</source>
        <translation>solo la partida rápida cuyo quickWeather es &quot;choose&quot; tiene esta decisión</translation>
    </message>
    <message>
        <source>the choice of the game&apos;s weather takes no other key</source>
        <translation>la elección del clima de la partida no admite ninguna otra clave</translation>
    </message>
    <message>
        <source>the weather of the quick game is chosen at its start: round 1, Sunny without fog, an empty board, empty hands and nothing hired</source>
        <translation>el clima de la partida rápida se elige al principio: ronda 1, Soleado sin niebla, tablero vacío, manos vacías y nada contratado</translation>
    </message>
    <message>
        <source>the quick game&apos;s first round is started by player 1</source>
        <translation>la primera ronda de la partida rápida la empieza el jugador 1</translation>
    </message>
    <message>
        <source>player %1, the first round&apos;s second player, chooses the weather</source>
        <translation>el jugador %1, segundo jugador de la primera ronda, elige el clima</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>se esperaba «%1»</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>expected sunny, cloudy or foggy</source>
        <translation>se esperaba sunny, cloudy o foggy</translation>
    </message>
    <message>
        <source>the basic game has no weather; expected sunny</source>
        <translation>el juego básico no tiene clima; se esperaba sunny</translation>
    </message>
    <message>
        <source>expected an array of covered fog region numbers</source>
        <translation>se esperaba una matriz de números de las regiones de niebla cubiertas</translation>
    </message>
    <message>
        <source>Sunny weather leaves the whole map open; expected no fog</source>
        <translation>el clima Soleado deja todo el mapa despejado; no se esperaba niebla</translation>
    </message>
    <message>
        <source>the ruleset has no fog regions</source>
        <translation>el reglamento no tiene regiones de niebla</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; their half of the team&apos;s set (&quot;owned&quot;) holds %4</source>
        <translation>el jugador %1 tiene %2 fichas de %3 en el tablero, en la mano y en la pila; su mitad del conjunto del equipo («owned») tiene %4</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; the ruleset gives %4</source>
        <translation>el jugador %1 tiene %2 fichas de %3 en el tablero, en la mano y en la pila; el reglamento da %4</translation>
    </message>
    <message>
        <source>a hand holds at most %1 tokens, found %2</source>
        <translation>una mano contiene como máximo %1 fichas, se encontraron %2</translation>
    </message>
    <message>
        <source>tile %1: in Foggy weather a %2 lies face down (write it in lower case); only mercenaries may lie face up</source>
        <translation>casilla %1: con clima Neblinoso, %2 está boca abajo (escríbelo en minúscula); solo los mercenarios pueden estar boca arriba</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message>
        <source>Basic game</source>
        <translation>Juego básico</translation>
    </message>
    <message>
        <source>Game with weather cards</source>
        <translation>Juego con cartas de clima</translation>
    </message>
    <message>
        <source>Game with mercenary characters</source>
        <translation>Juego con personajes mercenarios</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partida rápida</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Partida por equipos (cuatro jugadores)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The whole island is open; tokens are placed face up.</source>
        <translation>Toda la isla está despejada; las fichas se colocan boca arriba.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random; tokens are placed face up.</source>
        <translation>Los tableros de niebla cubren todas las regiones de niebla menos una, elegida al azar; las fichas se colocan boca arriba.</translation>
    </message>
    <message>
        <source>As Sunny: these rules have no fog regions.</source>
        <translation>Como Soleado: estas reglas no tienen regiones de niebla.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.</source>
        <translation>Los tableros de niebla cubren todas las regiones de niebla menos una, elegida al azar, y las fichas se colocan boca abajo.</translation>
    </message>
    <message>
        <source>Tokens are placed face down (these rules have no fog regions).</source>
        <translation>Las fichas se colocan boca abajo (estas reglas no tienen regiones de niebla).</translation>
    </message>
    <message>
        <source>A mercenary may be placed face up instead; only then does its ability act.</source>
        <translation>En su lugar, un mercenario puede colocarse boca arriba; solo así actúa su habilidad.</translation>
    </message>
    <message>
        <source>Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole game.</source>
        <translation>Antes de que nadie contrate, el segundo jugador elige clima Soleado, Nublado o Neblinoso para toda la partida.</translation>
    </message>
    <message>
        <source>The weather is drawn once, as a round&apos;s weather is (the second player draws two cards and keeps one), and stays for the whole game.</source>
        <translation>El clima se roba una sola vez, igual que el de una ronda (el segundo jugador roba dos cartas y se queda una), y se mantiene durante toda la partida.</translation>
    </message>
    <message>
        <source>The whole game is played in %1 weather.</source>
        <translation>Toda la partida se juega con clima %1.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1: rules of the game</source>
        <translation>%1: reglas del juego</translation>
    </message>
    <message>
        <source>Every variant of the game.</source>
        <translation>Todas las variantes del juego.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>(version %1)</source>
        <translation>(versión %1)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>de %1</translation>
    </message>
    <message>
        <source>Every number on this page is the ruleset&apos;s: when the rules are edited, the page follows.</source>
        <translation>Todos los números de esta página son los del reglamento: cuando se editan las reglas, la página se actualiza.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are neighbours; diagonal tiles are not.</source>
        <translation>La isla es un tablero de %1 × %2 casillas. Las casillas contiguas en una fila o una columna son vecinas; las diagonales no.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation>
            <numerusform>El conjunto de %n ficha de cada jugador: %1.</numerusform>
            <numerusform>El conjunto de %n fichas de cada jugador: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation>
            <numerusform>%1, y hasta %n más para deshacer un empate</numerusform>
            <numerusform>%1, y hasta %n más para deshacer un empate</numerusform>
        </translation>
    </message>
    <message>
        <source>chosen once for the whole game</source>
        <translation>se elige una vez para toda la partida</translation>
    </message>
    <message>
        <source>drawn once for the whole game</source>
        <translation>se roba una vez para toda la partida</translation>
    </message>
    <message>
        <source>%1 for the whole game</source>
        <translation>%1 para toda la partida</translation>
    </message>
    <message>
        <source>none: always open and face up</source>
        <translation>ninguno: siempre despejado y boca arriba</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>drawn every round</source>
        <translation>se roba cada ronda</translation>
    </message>
    <message>
        <source>hired between rounds with the coins won</source>
        <translation>se contratan entre rondas con las monedas ganadas</translation>
    </message>
    <message>
        <source>hired with %1 coins before round 1, then between rounds</source>
        <translation>se contratan con %1 monedas antes de la ronda 1 y luego entre rondas</translation>
    </message>
    <message>
        <source>hired between rounds with the team&apos;s coins</source>
        <translation>se contratan entre rondas con las monedas del equipo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Mercenarios</translation>
    </message>
    <message>
        <source>Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each team owns one set of tokens, split anew between the teammates every round; a player draws only from their own half. A team shares its coins.</source>
        <translation>Partida por equipos: los jugadores 1 y 3 juegan contra los jugadores 2 y 4, sentados de forma alterna. Cada equipo tiene un conjunto de fichas, que se reparte de nuevo entre los compañeros en cada ronda; cada jugador solo roba de su propia mitad. Un equipo comparte sus monedas.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Una ronda</translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Cada jugador recupera todas sus fichas y escoge %n de ellas, de una en una, como mano inicial; el resto forma su pila boca abajo.</numerusform>
            <numerusform>Cada jugador recupera todas sus fichas y escoge %n de ellas, de una en una, como mano inicial; el resto forma su pila boca abajo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Cada jugador recupera todas sus fichas y recibe %n de ellas al azar como mano inicial; el resto forma su pila boca abajo.</numerusform>
            <numerusform>Cada jugador recupera todas sus fichas y recibe %n de ellas al azar como mano inicial; el resto forma su pila boca abajo.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather cards, the round&apos;s weather is chosen next (see Weather).</source>
        <translation>Con cartas de clima, a continuación se elige el clima de la ronda (ver Clima).</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile that no fog board covers.</source>
        <translation>Los jugadores juegan por turnos; en la primera ronda empieza el jugador 1. En tu turno, coloca una ficha de tu mano en una casilla libre que no esté cubierta por ningún tablero de niebla.</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile.</source>
        <translation>Los jugadores juegan por turnos; en la primera ronda empieza el jugador 1. En tu turno, coloca una ficha de tu mano en una casilla libre.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation>
            <numerusform>Después roba de tu pila hasta volver a tener %n ficha, mientras quede pila.</numerusform>
            <numerusform>Después roba de tu pila hasta volver a tener %n fichas, mientras quede pila.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player with no token in hand, or none that fits on the board, is skipped.</source>
        <translation>Se salta el turno de un jugador que no tenga fichas en la mano o ninguna que quepa en el tablero.</translation>
    </message>
    <message>
        <source>With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see Characters).</source>
        <translation>Con mercenarios, un turno puede empezar asentando un Hipopótamo o haciendo saltar una Rana (ver Personajes).</translation>
    </message>
    <message>
        <source>The round ends when no free tile is left or nobody can place. Every line is scored (see Scoring) and the board is cleared. The round&apos;s second player starts the next round.</source>
        <translation>La ronda termina cuando no queda ninguna casilla libre o nadie puede colocar. Se puntúan todas las líneas (ver Puntuación) y se vacía el tablero. El segundo jugador de la ronda empieza la ronda siguiente.</translation>
    </message>
    <message>
        <source>At the start of each round, after the opening hands, the round&apos;s second player draws two weather cards, keeps one as the round&apos;s weather and puts the other at the bottom of the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.</source>
        <translation>Al principio de cada ronda, tras las manos iniciales, el segundo jugador de la ronda roba dos cartas de clima, se queda una como clima de la ronda y pone la otra debajo del mazo. El mazo tiene %1 cartas Soleado, %2 Nublado y %3 Neblinoso, que se barajan una vez por partida.</translation>
    </message>
    <message>
        <source>The kept card goes to the bottom of the deck at the round&apos;s end.</source>
        <translation>La carta que se ha quedado va debajo del mazo al final de la ronda.</translation>
    </message>
    <message>
        <source>The kept card leaves the game; once the deck is empty, every round is Sunny.</source>
        <translation>La carta que se ha quedado sale de la partida; cuando el mazo se agota, todas las rondas son Soleadas.</translation>
    </message>
    <message>
        <source>Games with weather cards and with mercenaries: %1</source>
        <translation>Juegos con cartas de clima y con mercenarios: %1</translation>
    </message>
    <message>
        <source>Quick game: %1</source>
        <translation>Partida rápida: %1</translation>
    </message>
    <message>
        <source>Team game: %1</source>
        <translation>Partida por equipos: %1</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from the other players; their owner may look at them.</source>
        <translation>Las fichas boca abajo están ocultas para los demás jugadores; su dueño puede mirarlas.</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from everybody, their owner included.</source>
        <translation>Las fichas boca abajo están ocultas para todos, incluido su dueño.</translation>
    </message>
    <message>
        <source>Every face-down token is turned face up at the round&apos;s end, before scoring. A character that changes a line&apos;s value counts even while face down.</source>
        <translation>Al final de la ronda, antes de puntuar, todas las fichas boca abajo se ponen boca arriba. Un personaje que cambia el valor de una línea cuenta aunque esté boca abajo.</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Tableros de niebla</translation>
    </message>
    <message>
        <source>Fog board %1: tiles %2</source>
        <translation>Tablero de niebla %1: casillas %2</translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation>
            <numerusform>La isla tiene %n región de niebla, cubierta por su propio tablero de niebla:</numerusform>
            <numerusform>La isla tiene %n regiones de niebla, cada una cubierta por su propio tablero de niebla:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 chooses which (the last one is lifted at once). Then play goes on as usual.</source>
        <translation>Las fichas solo van en casillas despejadas. Cuando no queda ninguna casilla despejada libre, se levanta un tablero de niebla: elige cuál %1 (el último se levanta directamente). Después la partida sigue con normalidad.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>el siguiente jugador</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>el jugador que ha llenado la última casilla</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation>
            <numerusform>Una línea es una serie de %n o más fichas contiguas en horizontal, vertical o diagonal que forman todas líneas del mismo jugador. Cualquier otra ficha, una casilla vacía o el borde de la isla la corta. Una serie de cinco es una línea de cinco, no tres líneas de tres; una ficha puede pertenecer hasta a cuatro líneas, una en cada dirección, y puntúa en cada una.</numerusform>
            <numerusform>Una línea es una serie de %n o más fichas contiguas en horizontal, vertical o diagonal que forman todas líneas del mismo jugador. Cualquier otra ficha, una casilla vacía o el borde de la isla la corta. Una serie de cinco es una línea de cinco, no tres líneas de tres; una ficha puede pertenecer hasta a cuatro líneas, una en cada dirección, y puntúa en cada una.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the table&apos;s last step again)</source>
        <translation>%1 (otra vez el último incremento de la tabla)</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Longitud de línea</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Puntos de victoria</translation>
    </message>
    <message>
        <source>A line holding a %1 scores × %2.</source>
        <translation>Una línea que contiene %1 puntúa × %2.</translation>
    </message>
    <message>
        <source>Multipliers do not combine: a line with several scores only the largest.</source>
        <translation>Los multiplicadores no se combinan: una línea con varios puntúa solo el mayor.</translation>
    </message>
    <message>
        <source>A line holding a %1 scores half, rounded down, after any multiplier.</source>
        <translation>Una línea que contiene %1 puntúa la mitad, redondeando hacia abajo, después de cualquier multiplicador.</translation>
    </message>
    <message>
        <source>Each halving character in a line halves it again.</source>
        <translation>Cada personaje que divide a la mitad en una línea la vuelve a dividir a la mitad.</translation>
    </message>
    <message>
        <source>A line is halved once, however many halving characters it holds.</source>
        <translation>Una línea se divide a la mitad una sola vez, por muchos personajes que la dividan que contenga.</translation>
    </message>
    <message>
        <source>So a line of %1 holding a %2 scores %3 instead of %4.</source>
        <translation>Así, una línea de %1 que contiene %2 puntúa %3 en lugar de %4.</translation>
    </message>
    <message>
        <source>With mercenaries, each side also gains as many coins as the victory points it scored in the round.</source>
        <translation>Con mercenarios, cada bando gana además tantas monedas como puntos de victoria haya conseguido en la ronda.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Every token has an owner, and a face colour that decides whose lines it builds: its owner&apos;s, the opponent&apos;s (a spy) or nobody&apos;s (white). An opponent&apos;s token, for an ability, is one the opponent owns that is not white; abilities never move a white token.</source>
        <translation>Cada ficha tiene un dueño y un color de cara que decide de quién son las líneas que forma: las de su dueño, las del oponente (un espía) o las de nadie (blanca). Para una habilidad, una ficha del oponente es una que el oponente posee y que no es blanca; las habilidades nunca mueven una ficha blanca.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>In each set</source>
        <translation>En cada conjunto</translation>
    </message>
    <message>
        <source>A mercenary&apos;s ability acts when it is placed face up, right after the placement. A change to a line&apos;s value needs no ability: it counts face up or face down.</source>
        <translation>La habilidad de un mercenario actúa cuando se coloca boca arriba, justo después de colocarlo. Un cambio en el valor de una línea no necesita habilidad: cuenta boca arriba o boca abajo.</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenario</translation>
    </message>
    <message>
        <source>Cost (coins)</source>
        <translation>Coste (monedas)</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Sustituye a</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Para contratar</translation>
    </message>
    <message>
        <source>Hiring</source>
        <translation>Contratación</translation>
    </message>
    <message>
        <source>After each round&apos;s scoring, every token goes back to its owner&apos;s set. The next round&apos;s starter hires first, then the others in turn order; each hires as many as they like, one at a time, and then says they are done.</source>
        <translation>Tras la puntuación de cada ronda, todas las fichas vuelven al conjunto de su dueño. Quien empieza la ronda siguiente contrata primero y después los demás por orden de turno; cada uno contrata tantos como quiera, de uno en uno, y luego indica que ha terminado.</translation>
    </message>
    <message>
        <source>A hire pays the mercenary&apos;s cost and gives back the basic character it replaces, so the set keeps its size (see the table above).</source>
        <translation>Una contratación paga el coste del mercenario y devuelve el personaje básico al que sustituye, así que el conjunto mantiene su tamaño (ver la tabla anterior).</translation>
    </message>
    <message>
        <source>A hire is refused when the coins are short, every one of that mercenary is hired already, or no basic character of the kind it replaces is left.</source>
        <translation>Una contratación se rechaza cuando faltan monedas, ya se han contratado todos los de ese mercenario o no queda ningún personaje básico del tipo al que sustituye.</translation>
    </message>
    <message>
        <source>Hires are public.</source>
        <translation>Las contrataciones son públicas.</translation>
    </message>
    <message>
        <source>Quick game: each player starts with %1 coins and hires before the first round; the coins not spent are given back, so only the coins the rounds bring count.</source>
        <translation>Partida rápida: cada jugador empieza con %1 monedas y contrata antes de la primera ronda; las monedas no gastadas se devuelven, así que solo cuentan las monedas que traen las rondas.</translation>
    </message>
    <message>
        <source>Team game: a team&apos;s coins are shared. After each round one player of each team hires first, teammates taking turns round by round; then the teammates may hire with what is left. Limits and replaced characters count the team&apos;s whole set.</source>
        <translation>Partida por equipos: las monedas de un equipo son compartidas. Tras cada ronda, un jugador de cada equipo contrata primero, alternándose los compañeros ronda a ronda; después los compañeros pueden contratar con lo que quede. Los límites y los personajes sustituidos cuentan todo el conjunto del equipo.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <source>Basic game and game with weather cards: after the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Juego básico y juego con cartas de clima: tras la última ronda, gana el jugador con más puntos de victoria. Un empate se queda en empate.</translation>
    </message>
    <message>
        <source>After the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Tras la última ronda, gana el jugador con más puntos de victoria. Un empate se queda en empate.</translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation>
            <numerusform>Tras la última ronda, gana el bando con más monedas. Si hay empate a monedas, gana el bando cuyos mercenarios contratados han costado más en total. Si sigue el empate, se juega una ronda más, contratando primero, como máximo %n vez; después la partida termina en empate.</numerusform>
            <numerusform>Tras la última ronda, gana el bando con más monedas. Si hay empate a monedas, gana el bando cuyos mercenarios contratados han costado más en total. Si sigue el empate, se juega una ronda más, contratando primero, como máximo %n veces; después la partida termina en empate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with mercenaries: %1</source>
        <translation>Juegos con mercenarios: %1</translation>
    </message>
    <message>
        <source>In the team game both players of a team win together.</source>
        <translation>En la partida por equipos, los dos jugadores de un equipo ganan juntos.</translation>
    </message>
    <message>
        <source>What the tokens show</source>
        <translation>Qué muestran las fichas</translation>
    </message>
    <message>
        <source>A face-up token is a character on a disc. The disc&apos;s colour is the colour of the player whose lines the token builds, which is not always its owner&apos;s.</source>
        <translation>Una ficha boca arriba es un personaje sobre un disco. El color del disco es el del jugador cuyas líneas forma la ficha, que no siempre es el de su dueño.</translation>
    </message>
    <message>
        <source>A spy (%1) is drawn on a disc in the opponent&apos;s colour: its owner placed it, but it counts in the opponent&apos;s lines, and it ends its owner&apos;s.</source>
        <translation>Un espía (%1) se dibuja sobre un disco del color del oponente: lo ha colocado su dueño, pero cuenta en las líneas del oponente y corta las de su dueño.</translation>
    </message>
    <message>
        <source>A white disc (%1) builds nobody&apos;s line and ends every line it stands in.</source>
        <translation>Un disco blanco (%1) no forma líneas de nadie y corta todas las líneas en las que está.</translation>
    </message>
    <message>
        <source>A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 scores %4 with a %1. That is why such a line can score 0.</source>
        <translation>Una línea que contiene %1 puntúa la mitad de sus puntos, redondeando hacia abajo: una línea de %2 que vale %3 puntúa %4 con %1. Por eso una línea así puede puntuar 0.</translation>
    </message>
    <message>
        <source>A face-down token shows its owner&apos;s disc under the token&apos;s back, so everybody sees whose it is but not what it is.</source>
        <translation>Una ficha boca abajo muestra el disco de su dueño bajo el reverso de la ficha, así que todos ven de quién es, pero no qué es.</translation>
    </message>
    <message>
        <source>A Chameleon&apos;s disc changes colour when it takes the colour of a token placed next to it.</source>
        <translation>El disco de un Camaleón cambia de color cuando toma el color de una ficha colocada a su lado.</translation>
    </message>
    <message>
        <source>A Hippo placed face up lies across two tiles until its owner&apos;s next turn.</source>
        <translation>Un Hipopótamo colocado boca arriba ocupa dos casillas hasta el siguiente turno de su dueño.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines.</source>
        <translation>Forma las líneas de su dueño.</translation>
    </message>
    <message>
        <source>A spy: builds the opponent&apos;s lines, and shows the opponent&apos;s colour.</source>
        <translation>Un espía: forma las líneas del oponente y muestra el color del oponente.</translation>
    </message>
    <message>
        <source>Neutral (white): builds nobody&apos;s line.</source>
        <translation>Neutral (blanca): no forma líneas de nadie.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines at first.</source>
        <translation>Al principio forma las líneas de su dueño.</translation>
    </message>
    <message>
        <source>A line holding it scores × %1.</source>
        <translation>Una línea que lo contiene puntúa × %1.</translation>
    </message>
    <message>
        <source>A line holding it scores half, rounded down.</source>
        <translation>Una línea que lo contiene puntúa la mitad, redondeando hacia abajo.</translation>
    </message>
    <message>
        <source>Placed face up, it swaps places with an opponent&apos;s token next to it, if there is one.</source>
        <translation>Colocado boca arriba, intercambia su posición con una ficha adyacente de un oponente, si la hay.</translation>
    </message>
    <message>
        <source>Placed face up, its owner may swap two tokens on the tiles next to it.</source>
        <translation>Colocado boca arriba, su dueño puede intercambiar dos fichas de las casillas adyacentes.</translation>
    </message>
    <message>
        <source>Placed face up, it lies across two free tiles side by side and settles on one of them at the start of its owner&apos;s next turn.</source>
        <translation>Colocado boca arriba, ocupa dos casillas libres contiguas y se asienta en una de ellas al principio del siguiente turno de su dueño.</translation>
    </message>
    <message>
        <source>Face up, it takes the colour of each token placed next to it (white leaves it as it is).</source>
        <translation>Boca arriba, toma el color de cada ficha colocada a su lado (una blanca lo deja como está).</translation>
    </message>
    <message>
        <source>Placed face up, the opponent must exchange one of their tokens next to it for a token from their hand.</source>
        <translation>Colocado boca arriba, el oponente debe cambiar una de sus fichas adyacentes por una ficha de su mano.</translation>
    </message>
    <message>
        <source>Placed face up, its owner places one more token at once, and the opponent&apos;s next turn has one more placement too.</source>
        <translation>Colocado boca arriba, su dueño coloca en el acto una ficha más, y el siguiente turno del oponente también tiene una colocación más.</translation>
    </message>
    <message>
        <source>Face up, it may hop to a free tile next to it at the start of each of its owner&apos;s turns.</source>
        <translation>Boca arriba, puede saltar a una casilla libre adyacente al principio de cada turno de su dueño.</translation>
    </message>
    <message>
        <source>Placed face up, its owner picks any opponent&apos;s token, which the opponent must exchange for a token from their hand.</source>
        <translation>Colocado boca arriba, su dueño elige cualquier ficha de un oponente, que el oponente debe cambiar por una ficha de su mano.</translation>
    </message>
    <message>
        <source>These rules cannot be played until their problems are fixed:</source>
        <translation>No se puede jugar con estas reglas hasta que se corrijan sus problemas:</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Ruleset</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Lobo</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Rata</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Conejo</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Cerdo</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Anchura del tablero</translation>
    </message>
    <message>
        <source>Number of tile columns of the island map.</source>
        <translation>Número de columnas de casillas del mapa de la isla.</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Altura del tablero</translation>
    </message>
    <message>
        <source>Number of tile rows of the island map.</source>
        <translation>Número de filas de casillas del mapa de la isla.</translation>
    </message>
    <message>
        <source>Fog regions</source>
        <translation>Regiones de niebla</translation>
    </message>
    <message>
        <source>Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows count from 0 at the top left; regions may not overlap.</source>
        <translation>Rectángulos cubiertos por tableros de niebla con clima Nublado y Neblinoso. Las columnas y las filas se cuentan desde 0 arriba a la izquierda; las regiones no pueden solaparse.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Columna</translation>
    </message>
    <message>
        <source>Leftmost column, from 0.</source>
        <translation>Columna más a la izquierda, desde 0.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>Top row, from 0.</source>
        <translation>Fila superior, desde 0.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Anchura</translation>
    </message>
    <message>
        <source>Columns covered.</source>
        <translation>Columnas cubiertas.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Altura</translation>
    </message>
    <message>
        <source>Rows covered.</source>
        <translation>Filas cubiertas.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Which character the row describes.</source>
        <translation>Qué personaje describe la fila.</translation>
    </message>
    <message>
        <source>Face colour</source>
        <translation>Color de cara</translation>
    </message>
    <message>
        <source>Whose line the token builds: its owner&apos;s, the opponent&apos;s (a spy), nobody&apos;s (white), or that of the last token placed next to it (chameleon).</source>
        <translation>De quién es la línea que forma la ficha: de su dueño, del oponente (un espía), de nadie (blanca) o de la última ficha colocada a su lado (camaleón).</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>dueño</translation>
    </message>
    <message>
        <source>opponent (spy)</source>
        <translation>oponente (espía)</translation>
    </message>
    <message>
        <source>white (neutral)</source>
        <translation>blanca (neutral)</translation>
    </message>
    <message>
        <source>chameleon</source>
        <translation>camaleón</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Sustituye a</translation>
    </message>
    <message>
        <source>Basic character given back when this mercenary is hired.</source>
        <translation>Personaje básico que se devuelve al contratar a este mercenario.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personajes</translation>
    </message>
    <message>
        <source>Every character: how many each player starts with or may hire, whose line it builds, and how it changes a line&apos;s value.</source>
        <translation>Todos los personajes: cuántos tiene al empezar cada jugador o puede contratar, de quién son las líneas que forma y cómo cambia el valor de una línea.</translation>
    </message>
    <message>
        <source>Starting tokens</source>
        <translation>Fichas iniciales</translation>
    </message>
    <message>
        <source>Tokens of this character in each player&apos;s starting set; the whole set holds at most 64.</source>
        <translation>Fichas de este personaje en el conjunto inicial de cada jugador; el conjunto completo tiene como máximo 64.</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Para contratar</translation>
    </message>
    <message>
        <source>Tokens of this mercenary each player may hire.</source>
        <translation>Fichas de este mercenario que puede contratar cada jugador.</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>A line containing this character is multiplied by this; several multipliers do not combine, the largest applies.</source>
        <translation>Una línea que contiene este personaje se multiplica por esto; varios multiplicadores no se combinan, se aplica el mayor.</translation>
    </message>
    <message>
        <source>Halves line</source>
        <translation>Divide la línea</translation>
    </message>
    <message>
        <source>A line containing this character scores half, rounded down, after multipliers.</source>
        <translation>Una línea que contiene este personaje puntúa la mitad, redondeando hacia abajo, después de los multiplicadores.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Coins to hire one.</source>
        <translation>Monedas para contratar uno.</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Tamaño de la mano</translation>
    </message>
    <message>
        <source>Tokens a player holds; after placing, a player draws back up to this.</source>
        <translation>Fichas que tiene un jugador en la mano; tras colocar, un jugador roba hasta volver a esta cantidad.</translation>
    </message>
    <message>
        <source>Opening hand</source>
        <translation>Mano inicial</translation>
    </message>
    <message>
        <source>Whether players pick their opening hand from their tokens or draw it at random.</source>
        <translation>Si los jugadores escogen su mano inicial entre sus fichas o la roban al azar.</translation>
    </message>
    <message>
        <source>players choose</source>
        <translation>los jugadores escogen</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>robada al azar</translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation>Tabla de puntuación</translation>
    </message>
    <message>
        <source>Victory points of a line by its length. Lengths must follow each other without a gap; the shortest length is the shortest line that counts. Longer lines than the table lists repeat the last step&apos;s growth.</source>
        <translation>Puntos de victoria de una línea según su longitud. Las longitudes deben seguirse sin huecos; la longitud más corta es la línea más corta que cuenta. Las líneas más largas que las de la tabla repiten el incremento del último paso.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Longitud de línea</translation>
    </message>
    <message>
        <source>Tokens in the line.</source>
        <translation>Fichas en la línea.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Victory points for such a line.</source>
        <translation>Puntos de victoria de una línea así.</translation>
    </message>
    <message>
        <source>Halvings stack</source>
        <translation>Divisiones acumulables</translation>
    </message>
    <message>
        <source>When on, a line with two halving characters is halved twice; when off, once.</source>
        <translation>Si está activado, una línea con dos personajes que la dividen se divide a la mitad dos veces; si no, una vez.</translation>
    </message>
    <message>
        <source>Rounds (basic game)</source>
        <translation>Rondas (juego básico)</translation>
    </message>
    <message>
        <source>Rounds in the basic game.</source>
        <translation>Rondas del juego básico.</translation>
    </message>
    <message>
        <source>Rounds (weather game)</source>
        <translation>Rondas (juego con clima)</translation>
    </message>
    <message>
        <source>Rounds in the game with weather cards.</source>
        <translation>Rondas del juego con cartas de clima.</translation>
    </message>
    <message>
        <source>Rounds (mercenary game)</source>
        <translation>Rondas (juego con mercenarios)</translation>
    </message>
    <message>
        <source>Rounds in the game with mercenary characters, before any extra round.</source>
        <translation>Rondas del juego con personajes mercenarios, antes de cualquier ronda extra.</translation>
    </message>
    <message>
        <source>Extra rounds at most</source>
        <translation>Máximo de rondas extra</translation>
    </message>
    <message>
        <source>When coins and the cost of hired mercenaries are both tied, one more round is played, at most this many times; then the game is a draw.</source>
        <translation>Cuando hay empate tanto en monedas como en el coste de los mercenarios contratados, se juega una ronda más, como máximo este número de veces; después la partida termina en empate.</translation>
    </message>
    <message>
        <source>Rounds (quick game)</source>
        <translation>Rondas (partida rápida)</translation>
    </message>
    <message>
        <source>Rounds in the quick game, before any extra round.</source>
        <translation>Rondas de la partida rápida, antes de cualquier ronda extra.</translation>
    </message>
    <message>
        <source>Coins to hire with (quick game)</source>
        <translation>Monedas para contratar (partida rápida)</translation>
    </message>
    <message>
        <source>Coins each player hires with before the first round; what is not spent is given back.</source>
        <translation>Monedas con las que contrata cada jugador antes de la primera ronda; lo que no se gasta se devuelve.</translation>
    </message>
    <message>
        <source>Weather (quick game)</source>
        <translation>Clima (partida rápida)</translation>
    </message>
    <message>
        <source>The one weather of the whole quick game: chosen by the second player at the start of the game, drawn like a round&apos;s weather, once, or fixed here.</source>
        <translation>El único clima de toda la partida rápida: lo elige el segundo jugador al principio de la partida, se roba una vez como el clima de una ronda o se fija aquí.</translation>
    </message>
    <message>
        <source>chosen by a player</source>
        <translation>lo elige un jugador</translation>
    </message>
    <message>
        <source>drawn once</source>
        <translation>se roba una vez</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Soleado</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Nublado</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Neblinoso</translation>
    </message>
    <message>
        <source>Rounds (team game)</source>
        <translation>Rondas (partida por equipos)</translation>
    </message>
    <message>
        <source>Rounds in the team game for four players, before any extra round.</source>
        <translation>Rondas de la partida por equipos para cuatro jugadores, antes de cualquier ronda extra.</translation>
    </message>
    <message>
        <source>Weather (team game)</source>
        <translation>Clima (partida por equipos)</translation>
    </message>
    <message>
        <source>The one weather of the whole team game. The rulebook allows Sunny only; the others are for trying the variant out.</source>
        <translation>El único clima de toda la partida por equipos. El reglamento impreso solo permite Soleado; los demás sirven para probar la variante.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Clima</translation>
    </message>
    <message>
        <source>Kind of weather card.</source>
        <translation>Tipo de carta de clima.</translation>
    </message>
    <message>
        <source>Weather deck</source>
        <translation>Mazo de clima</translation>
    </message>
    <message>
        <source>How many cards of each weather the deck holds.</source>
        <translation>Cuántas cartas de cada clima tiene el mazo.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Cards of this weather.</source>
        <translation>Cartas de este clima.</translation>
    </message>
    <message>
        <source>Who lifts fog</source>
        <translation>Quién levanta la niebla</translation>
    </message>
    <message>
        <source>When the open area is full, this player chooses which fog board to lift.</source>
        <translation>Cuando la zona despejada está llena, este jugador elige qué tablero de niebla se levanta.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>el siguiente jugador</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>el jugador que ha llenado la última casilla</translation>
    </message>
    <message>
        <source>Owners see their face-down tokens</source>
        <translation>Los dueños ven sus fichas boca abajo</translation>
    </message>
    <message>
        <source>Whether a player may look at their own face-down tokens on the map. The printed rulebook says no one may.</source>
        <translation>Si un jugador puede mirar sus propias fichas boca abajo en el mapa. El reglamento impreso dice que nadie puede.</translation>
    </message>
    <message>
        <source>Kept weather card returns</source>
        <translation>La carta de clima elegida vuelve</translation>
    </message>
    <message>
        <source>When on, the round&apos;s weather card goes to the bottom of the deck at the round&apos;s end, so the deck never runs out; when off, it leaves the game (an empty deck then means Sunny weather).</source>
        <translation>Si está activado, la carta de clima de la ronda va debajo del mazo al final de la ronda, así que el mazo nunca se agota; si no, sale de la partida (y con el mazo vacío el clima es Soleado).</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monedas</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>rondas</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>casillas</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Weather</name>
    <message>
        <source>Sunny</source>
        <translation>Soleado</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Nublado</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Neblinoso</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Components</name>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>Map, %1 × %2 tiles</source>
        <translation>Mapa, %1 × %2 casillas</translation>
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
        <translation>+%1 al día</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Tirada %1</translation>
    </message>
    <message>
        <source>Bars entry until sieged</source>
        <translation>Impide la entrada hasta el asedio</translation>
    </message>
    <message>
        <source>Adds nothing to the roll</source>
        <translation>No añade nada a la tirada</translation>
    </message>
    <message>
        <source>Roll +%1</source>
        <translation>Tirada +%1</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Hard fight</source>
        <translation>Combate duro</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combate</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Soborno</translation>
    </message>
    <message>
        <source>Defect</source>
        <translation>Deserción</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ayudas</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Un día</translation>
    </message>
    <message numerus="yes">
        <source>Income: %n coin(s) a settlement, %1 a mine.</source>
        <translation>
            <numerusform>Ingresos: %n moneda por asentamiento, %1 por mina.</numerusform>
            <numerusform>Ingresos: %n monedas por asentamiento, %1 por mina.</numerusform>
        </translation>
    </message>
    <message>
        <source>Income: each settlement its tier&apos;s, %1 a mine.</source>
        <translation>Ingresos: cada asentamiento según su nivel, %1 por mina.</translation>
    </message>
    <message numerus="yes">
        <source>Upkeep: %n coin(s) a hero; an unpaid hero dies.</source>
        <translation>
            <numerusform>Mantenimiento: %n moneda por héroe; un héroe impagado muere.</numerusform>
            <numerusform>Mantenimiento: %n monedas por héroe; un héroe impagado muere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Build: one building per settlement.</source>
        <translation>Construcción: un edificio por asentamiento.</translation>
    </message>
    <message>
        <source>Recruit heroes and mercenaries.</source>
        <translation>Recluta héroes y mercenarios.</translation>
    </message>
    <message>
        <source>From Day %1: roll %2; on %3 or more, place a new token.</source>
        <translation>Desde el día %1: tira %2; con %3 o más, coloca una ficha nueva.</translation>
    </message>
    <message>
        <source>Turns from the Anchor: each hero moves %1 tiles.</source>
        <translation>Turnos desde el Ancla: cada héroe avanza %1 casillas.</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Costes</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héroe</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenario</translation>
    </message>
    <message>
        <source>Mercenary Camp</source>
        <translation>Campo de mercenarios</translation>
    </message>
    <message>
        <source>Bribe, per monster</source>
        <translation>Soborno, por monstruo</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirada</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dados</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Hero in battle</source>
        <translation>Héroe en batalla</translation>
    </message>
    <message>
        <source>Mercenary, monster, guardian</source>
        <translation>Mercenario, monstruo, guardián</translation>
    </message>
    <message>
        <source>Mine: guardians on</source>
        <translation>Mina: guardianes con</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 o más</translation>
    </message>
    <message>
        <source>Cache: large on</source>
        <translation>Alijo: grande con</translation>
    </message>
    <message>
        <source>Small / large cache</source>
        <translation>Alijo pequeño / grande</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Asedio</translation>
    </message>
    <message>
        <source>%1 movement points</source>
        <translation>%1 puntos de movimiento</translation>
    </message>
    <message>
        <source>Monsters (%1)</source>
        <translation>Monstruos (%1)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de la partida</translation>
    </message>
    <message numerus="yes">
        <source>The last player with a settlement or a hero wins; after %n Day(s), the most settlements.</source>
        <translation>
            <numerusform>Gana el último jugador con un asentamiento o un héroe; tras %n día, el que tenga más asentamientos.</numerusform>
            <numerusform>Gana el último jugador con un asentamiento o un héroe; tras %n días, el que tenga más asentamientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroes and mercenaries</source>
        <translation>Héroes y mercenarios</translation>
    </message>
    <message>
        <source>Owner markers</source>
        <translation>Marcadores de dueño</translation>
    </message>
    <message>
        <source>Hero %1, %2</source>
        <translation>Héroe %1, %2</translation>
    </message>
    <message>
        <source>Mercenaries ×%1, %2</source>
        <translation>Mercenarios ×%1, %2</translation>
    </message>
    <message>
        <source>Owner marker, %1</source>
        <translation>Marcador de dueño, %1</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Asentamientos</translation>
    </message>
    <message>
        <source>Settlement, tiers 1 / 2</source>
        <translation>Asentamiento, niveles 1 / 2</translation>
    </message>
    <message>
        <source>Settlement, tiers 3 / 4</source>
        <translation>Asentamiento, niveles 3 / 4</translation>
    </message>
    <message>
        <source>Rampart: Palisade / Fortifications</source>
        <translation>Murallas: Empalizada / Fortificaciones</translation>
    </message>
    <message>
        <source>Map tokens</source>
        <translation>Fichas del mapa</translation>
    </message>
    <message>
        <source>Resource token</source>
        <translation>Ficha de recurso</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Alijo</translation>
    </message>
    <message>
        <source>Monster token</source>
        <translation>Ficha de monstruos</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstruos</translation>
    </message>
    <message>
        <source>Item token</source>
        <translation>Ficha de objeto</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mina</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <source>Coin, 1</source>
        <translation>Moneda, 1</translation>
    </message>
    <message>
        <source>Coin, 5</source>
        <translation>Moneda, 5</translation>
    </message>
    <message>
        <source>Mine +%1</source>
        <translation>Mina +%1</translation>
    </message>
    <message>
        <source>Free moves a turn</source>
        <translation>Movimientos libres por turno</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Puesto %1</translation>
    </message>
    <message>
        <source>Attacker under half the defender</source>
        <translation>Atacante por debajo de la mitad del defensor</translation>
    </message>
    <message>
        <source>Attacker half to equal</source>
        <translation>Atacante de la mitad a igual</translation>
    </message>
    <message>
        <source>Attacker equal to double</source>
        <translation>Atacante de igual al doble</translation>
    </message>
    <message>
        <source>Attacker double to four times</source>
        <translation>Atacante del doble al cuádruple</translation>
    </message>
    <message>
        <source>Attacker over four times</source>
        <translation>Atacante más del cuádruple</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Asentamientos</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minas</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Alijos</translation>
    </message>
    <message>
        <source>Monster rewards</source>
        <translation>Recompensas por monstruos</translation>
    </message>
    <message>
        <source>Mine captures</source>
        <translation>Capturas de minas</translation>
    </message>
    <message>
        <source>Conquered purses</source>
        <translation>Bolsas conquistadas</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games in which the seat was in play.</source>
        <translation>Partidas en las que el puesto estaba en juego.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Tasa de victorias</translation>
    </message>
    <message>
        <source>The share of its games the seat won (shared first places count for each).</source>
        <translation>La proporción de sus partidas que ganó el puesto (los primeros puestos compartidos cuentan para cada uno).</translation>
    </message>
    <message>
        <source>Days per game</source>
        <translation>Días por partida</translation>
    </message>
    <message>
        <source>Days a game lasts.</source>
        <translation>Los días que dura una partida.</translation>
    </message>
    <message>
        <source>Heroes lost</source>
        <translation>Héroes perdidos</translation>
    </message>
    <message>
        <source>Heroes that die in a game, all players together.</source>
        <translation>Los héroes que mueren en una partida, todos los jugadores juntos.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batallas</translation>
    </message>
    <message>
        <source>Battles fought at this ratio of the attacker&apos;s units to the defender&apos;s, over all games.</source>
        <translation>Batallas libradas con esta proporción de unidades del atacante frente a las del defensor, en todas las partidas.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Tasa de victorias del atacante</translation>
    </message>
    <message>
        <source>How often the attacker won a battle at this army-size ratio.</source>
        <translation>Con qué frecuencia ganó el atacante una batalla con esta proporción de tamaño de los ejércitos.</translation>
    </message>
    <message>
        <source>Income by source</source>
        <translation>Ingresos por fuente</translation>
    </message>
    <message>
        <source>Coins gained per game from each source.</source>
        <translation>Monedas obtenidas por partida de cada fuente.</translation>
    </message>
    <message>
        <source>place your settlement</source>
        <translation>colocar tu asentamiento</translation>
    </message>
    <message>
        <source>choose a hero you cannot pay</source>
        <translation>elegir un héroe al que no puedes pagar</translation>
    </message>
    <message>
        <source>build at a settlement</source>
        <translation>construir en un asentamiento</translation>
    </message>
    <message>
        <source>recruit at a settlement</source>
        <translation>reclutar en un asentamiento</translation>
    </message>
    <message>
        <source>place the new token</source>
        <translation>colocar la ficha nueva</translation>
    </message>
    <message>
        <source>move a hero, act or end the turn</source>
        <translation>mover un héroe, actuar o terminar el turno</translation>
    </message>
    <message>
        <source>take defecting monsters</source>
        <translation>acoger a los monstruos desertores</translation>
    </message>
    <message>
        <source>hire bribed monsters</source>
        <translation>contratar a los monstruos sobornados</translation>
    </message>
    <message>
        <source>form a squad of mercenaries</source>
        <translation>formar una escuadra de mercenarios</translation>
    </message>
    <message>
        <source>choose attacking squads and a target, or retreat</source>
        <translation>elegir escuadras atacantes y un objetivo, o retirarse</translation>
    </message>
    <message>
        <source>choose the attacking squad that dies</source>
        <translation>elegir la escuadra atacante que muere</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>That is not one of the choices now: %1</source>
        <translation>Eso no es una de las opciones ahora: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>%1 main-hand item</source>
        <translation>objeto de mano principal (%1)</translation>
    </message>
    <message>
        <source>%1 off-hand item</source>
        <translation>objeto de mano secundaria (%1)</translation>
    </message>
    <message>
        <source>%1 amulet</source>
        <translation>amuleto (%1)</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;</source>
        <translation>acción «%1» desconocida</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>expected a tile [x, y], each from 0 to %1</source>
        <translation>se esperaba una casilla [x, y], cada una de 0 a %1</translation>
    </message>
    <message>
        <source>hero %1</source>
        <translation>héroe %1</translation>
    </message>
    <message>
        <source>Place the settlement on %1</source>
        <translation>Colocar el asentamiento en %1</translation>
    </message>
    <message>
        <source>Let %1 go unpaid (it dies)</source>
        <translation>No pagar a %1 (el héroe muere)</translation>
    </message>
    <message>
        <source>Build nothing today</source>
        <translation>No construir nada hoy</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade to %1 (%n coins)</source>
        <translation>
            <numerusform>Mejorar a «%1» (%n moneda)</numerusform>
            <numerusform>Mejorar a «%1» (%n monedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build the %1 (%n coins)</source>
        <translation>
            <numerusform>Construir «%1» (%n moneda)</numerusform>
            <numerusform>Construir «%1» (%n monedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build a Mercenary Camp (%n coins)</source>
        <translation>
            <numerusform>Construir un campo de mercenarios (%n moneda)</numerusform>
            <numerusform>Construir un campo de mercenarios (%n monedas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recruit a hero (%n coins)</source>
        <translation>
            <numerusform>Reclutar un héroe (%n moneda)</numerusform>
            <numerusform>Reclutar un héroe (%n monedas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit a mercenary into the garrison</source>
        <translation>Reclutar un mercenario para la guarnición</translation>
    </message>
    <message>
        <source>Recruit a mercenary for hero %1</source>
        <translation>Reclutar un mercenario para el héroe %1</translation>
    </message>
    <message>
        <source>Recruit no more here</source>
        <translation>No reclutar más aquí</translation>
    </message>
    <message>
        <source>Place the resource token on %1</source>
        <translation>Colocar la ficha de recurso en %1</translation>
    </message>
    <message>
        <source>Place the monster token on %1</source>
        <translation>Colocar la ficha de monstruos en %1</translation>
    </message>
    <message>
        <source>Place the item token on %1</source>
        <translation>Colocar la ficha de objeto en %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Mover %1 a %2</translation>
    </message>
    <message>
        <source>%1 moves no more this turn</source>
        <translation>%1 no se mueve más este turno</translation>
    </message>
    <message>
        <source>%1 picks up an item</source>
        <translation>%1 recoge un objeto</translation>
    </message>
    <message>
        <source>%1 picks up a resource</source>
        <translation>%1 recoge un recurso</translation>
    </message>
    <message>
        <source>%1 tries to capture the mine</source>
        <translation>%1 intenta capturar la mina</translation>
    </message>
    <message>
        <source>%1 faces the monsters on its tile</source>
        <translation>%1 se enfrenta a los monstruos de su casilla</translation>
    </message>
    <message>
        <source>%1 lays siege to the settlement on %2</source>
        <translation>%1 asedia el asentamiento en %2</translation>
    </message>
    <message>
        <source>%1 equips the %2</source>
        <translation>%1 se equipa: %2</translation>
    </message>
    <message>
        <source>%1 takes the garrison&apos;s mercenaries</source>
        <translation>%1 toma los mercenarios de la guarnición</translation>
    </message>
    <message>
        <source>%1 leaves its mercenaries in the garrison</source>
        <translation>%1 deja sus mercenarios en la guarnición</translation>
    </message>
    <message>
        <source>%1 puts the %2 in the armory</source>
        <translation>%1 deja en la armería: %2</translation>
    </message>
    <message>
        <source>%1 takes an item from the armory</source>
        <translation>%1 toma un objeto de la armería</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Terminar el turno</translation>
    </message>
    <message numerus="yes">
        <source>Hire %n monsters</source>
        <translation>
            <numerusform>Contratar %n monstruo</numerusform>
            <numerusform>Contratar %n monstruos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n defecting monsters</source>
        <translation>
            <numerusform>Acoger %n monstruo desertor</numerusform>
            <numerusform>Acoger %n monstruos desertores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Form a squad of %n mercenaries</source>
        <translation>
            <numerusform>Formar una escuadra de %n mercenario</numerusform>
            <numerusform>Formar una escuadra de %n mercenarios</numerusform>
        </translation>
    </message>
    <message>
        <source>Add attacking squad %1</source>
        <translation>Añadir la escuadra atacante %1</translation>
    </message>
    <message>
        <source>Attack defending squad %1</source>
        <translation>Atacar la escuadra defensora %1</translation>
    </message>
    <message>
        <source>Retreat (the hero dies)</source>
        <translation>Retirarse (el héroe muere)</translation>
    </message>
    <message>
        <source>Lose attacking squad %1</source>
        <translation>Perder la escuadra atacante %1</translation>
    </message>
    <message>
        <source>%1 is the Anchor and plays first.</source>
        <translation>%1 es el Ancla y juega primero.</translation>
    </message>
    <message>
        <source>Day %1 begins.</source>
        <translation>Empieza el día %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coins.</source>
        <translation>
            <numerusform>%1 recauda %n moneda.</numerusform>
            <numerusform>%1 recauda %n monedas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n coins of upkeep.</source>
        <translation>
            <numerusform>%1 paga %n moneda de mantenimiento.</numerusform>
            <numerusform>%1 paga %n monedas de mantenimiento.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 builds at %2.</source>
        <translation>%1 construye en %2.</translation>
    </message>
    <message>
        <source>%1 recruits a hero at %2.</source>
        <translation>%1 recluta un héroe en %2.</translation>
    </message>
    <message>
        <source>%1 recruits a mercenary at %2.</source>
        <translation>%1 recluta un mercenario en %2.</translation>
    </message>
    <message>
        <source>%1 adds a token on %2.</source>
        <translation>%1 coloca una ficha en %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <source>%1 moves a hero to %2.</source>
        <translation>%1 mueve un héroe a %2.</translation>
    </message>
    <message>
        <source>Monsters: %1 defect, %2 may be bribed, %3 fight.</source>
        <translation>Monstruos: %1 desertan, %2 pueden ser sobornados, %3 luchan.</translation>
    </message>
    <message numerus="yes">
        <source>%1 finds %n coins.</source>
        <translation>
            <numerusform>%1 encuentra %n moneda.</numerusform>
            <numerusform>%1 encuentra %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finds a %2.</source>
        <translation>%1 encuentra: %2.</translation>
    </message>
    <message>
        <source>%1 captures the mine on %2.</source>
        <translation>%1 captura la mina en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n guardians defend the mine.</source>
        <translation>
            <numerusform>%n guardián defiende la mina.</numerusform>
            <numerusform>%n guardianes defienden la mina.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts a battle on %2.</source>
        <translation>%1 inicia una batalla en %2.</translation>
    </message>
    <message>
        <source>%1 against %2: the defending squad is destroyed.</source>
        <translation>%1 contra %2: la escuadra defensora es destruida.</translation>
    </message>
    <message>
        <source>%1 against %2: an attacking squad is destroyed.</source>
        <translation>%1 contra %2: una escuadra atacante es destruida.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 gana la batalla.</translation>
    </message>
    <message>
        <source>%1 loses the battle.</source>
        <translation>%1 pierde la batalla.</translation>
    </message>
    <message>
        <source>A hero of %1 dies on %2.</source>
        <translation>Un héroe de %1 muere en %2.</translation>
    </message>
    <message>
        <source>%1 conquers the settlement on %2.</source>
        <translation>%1 conquista el asentamiento en %2.</translation>
    </message>
    <message>
        <source>%1 besieges the settlement on %2.</source>
        <translation>%1 asedia el asentamiento en %2.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 queda fuera de la partida.</translation>
    </message>
    <message>
        <source>The day limit is reached: the game is over.</source>
        <translation>Se ha alcanzado el límite de días: la partida ha terminado.</translation>
    </message>
    <message>
        <source>Heroes recruited</source>
        <translation>Héroes reclutados</translation>
    </message>
    <message>
        <source>Heroes recruited in a game, all players together.</source>
        <translation>Héroes reclutados en una partida, todos los jugadores juntos.</translation>
    </message>
    <message>
        <source>Mercenaries recruited</source>
        <translation>Mercenarios reclutados</translation>
    </message>
    <message>
        <source>Mercenaries recruited in a game, all players together.</source>
        <translation>Mercenarios reclutados en una partida, todos los jugadores juntos.</translation>
    </message>
    <message>
        <source>accept or refuse an alliance</source>
        <translation>aceptar o rechazar una alianza</translation>
    </message>
    <message>
        <source>Ask %1 to become your ally</source>
        <translation>Proponer una alianza a %1</translation>
    </message>
    <message>
        <source>Accept the alliance %1 offers</source>
        <translation>Aceptar la alianza que propone %1</translation>
    </message>
    <message>
        <source>Refuse the alliance %1 offers</source>
        <translation>Rechazar la alianza que propone %1</translation>
    </message>
    <message>
        <source>Leave your alliance</source>
        <translation>Abandonar tu alianza</translation>
    </message>
    <message>
        <source>Every player left is in one alliance: they share the victory.</source>
        <translation>Todos los jugadores que quedan están en una misma alianza: comparten la victoria.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dado</numerusform>
            <numerusform>%n dados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more dice</source>
        <translation>
            <numerusform>%1 y %n dado más</numerusform>
            <numerusform>%1 y %n dados más</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack roll: %1.</source>
        <translation>Tirada de ataque: %1.</translation>
    </message>
    <message>
        <source>Defence roll: %1.</source>
        <translation>Tirada de defensa: %1.</translation>
    </message>
    <message>
        <source>%1 asks %2 to become allies.</source>
        <translation>%1 propone una alianza a %2.</translation>
    </message>
    <message>
        <source>%1 refuses the alliance %2 offered.</source>
        <translation>%1 rechaza la alianza que propuso %2.</translation>
    </message>
    <message>
        <source>%1 joins %2&apos;s alliance.</source>
        <translation>%1 se une a la alianza de %2.</translation>
    </message>
    <message>
        <source>%1 leaves its alliance.</source>
        <translation>%1 abandona su alianza.</translation>
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
        <translation>Dos jugadores</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadores</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Cuatro jugadores</translation>
    </message>
    <message>
        <source>The player-turns page: movement 1d10+10, cities roll 3d3+9, ramparts must be sieged, the King&apos;s Purse and the fainting penalty.</source>
        <translation>La página de turnos: movimiento 1d10+10, las ciudades tiran 3d3+9, las murallas deben asediarse, la Bolsa del rey y la penalización por desmayo.</translation>
    </message>
    <message>
        <source>Fuzzy Knights — revised</source>
        <translation>Fuzzy Knights — revisado</translation>
    </message>
    <message>
        <source>The later rules: movement 15, settlements roll by tier and ramparts, no sieges, at most two heroes, amulets add movement.</source>
        <translation>Las reglas posteriores: movimiento 15, los asentamientos tiran según nivel y murallas, sin asedios, dos héroes como máximo, los amuletos añaden movimiento.</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyPosition</name>
    <message>
        <source>expected %1 seats, found %2</source>
        <translation>se esperaban %1 puestos, se encontraron %2</translation>
    </message>
    <message>
        <source>hero %1 is listed twice</source>
        <translation>el héroe %1 aparece dos veces</translation>
    </message>
    <message>
        <source>settlement %1 is listed twice</source>
        <translation>el asentamiento %1 aparece dos veces</translation>
    </message>
    <message>
        <source>two settlements share this tile</source>
        <translation>dos asentamientos comparten esta casilla</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;</source>
        <translation>decisión «%1» desconocida</translation>
    </message>
    <message>
        <source>a pending decision goes with the stage &quot;decide&quot;, and only with it</source>
        <translation>una decisión pendiente va con la etapa «decide», y solo con ella</translation>
    </message>
    <message>
        <source>no such hero on the map</source>
        <translation>no hay tal héroe en el mapa</translation>
    </message>
    <message>
        <source>a battle goes with a squad or exchange decision, and only with one</source>
        <translation>una batalla va con una decisión de escuadras o de choque, y solo con una de ellas</translation>
    </message>
    <message>
        <source>a defect or bribe decision needs the monsters met by the deciding seat&apos;s hero</source>
        <translation>una decisión de deserción o soborno necesita los monstruos que encontró el héroe del puesto que decide</translation>
    </message>
    <message>
        <source>monsters are met only during a defect or bribe decision</source>
        <translation>los monstruos solo se encuentran durante una decisión de deserción o soborno</translation>
    </message>
    <message>
        <source>only the active seat decides in its turn</source>
        <translation>en su turno solo decide el puesto activo</translation>
    </message>
    <message>
        <source>the settlement building or recruiting must be the deciding seat&apos;s</source>
        <translation>el asentamiento que construye o recluta debe ser del puesto que decide</translation>
    </message>
    <message>
        <source>hero %1 belongs to an eliminated player</source>
        <translation>el héroe %1 pertenece a un jugador eliminado</translation>
    </message>
    <message>
        <source>the pending decision has no legal choice</source>
        <translation>la decisión pendiente no tiene ninguna opción legal</translation>
    </message>
    <message>
        <source>a position is saved at a decision or at the end</source>
        <translation>una posición se guarda en una decisión o al final</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>valor «%1» desconocido</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>se esperaba una matriz</translation>
    </message>
    <message>
        <source>expected a tile [x, y] on the %1 × %2 map</source>
        <translation>se esperaba una casilla [x, y] en el mapa de %1 × %2</translation>
    </message>
    <message>
        <source>at most %1 places</source>
        <translation>como máximo %1 huecos</translation>
    </message>
    <message>
        <source>only a hero&apos;s items are equipped</source>
        <translation>solo se equipan los objetos de un héroe</translation>
    </message>
    <message>
        <source>expected %1 squads</source>
        <translation>se esperaban %1 escuadras</translation>
    </message>
    <message>
        <source>the attacking hero must be a living hero of the attacker</source>
        <translation>el héroe atacante debe ser un héroe vivo del atacante</translation>
    </message>
    <message>
        <source>a hero squad names no living hero</source>
        <translation>una escuadra de héroe no nombra a ningún héroe vivo</translation>
    </message>
    <message>
        <source>the settlement under attack must stand on the battle&apos;s tile</source>
        <translation>el asentamiento atacado debe estar en la casilla de la batalla</translation>
    </message>
    <message>
        <source>an eliminated player belongs to no alliance</source>
        <translation>un jugador eliminado no pertenece a ninguna alianza</translation>
    </message>
    <message>
        <source>alliance %1 has a single member</source>
        <translation>la alianza %1 tiene un solo miembro</translation>
    </message>
    <message>
        <source>the ruleset has no alliances</source>
        <translation>el reglamento no tiene alianzas</translation>
    </message>
    <message>
        <source>an alliance is answered by a seat the active seat has just asked</source>
        <translation>responde a una alianza una plaza a la que la plaza activa acaba de proponérsela</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyRules</name>
    <message>
        <source>not a dice expression at character %1: %2</source>
        <translation>no es una expresión de dados, carácter %1: %2</translation>
    </message>
    <message>
        <source>expected a band higher than the previous row&apos;s %1</source>
        <translation>se esperaba una franja superior al %1 de la fila anterior</translation>
    </message>
    <message>
        <source>the last band ends at %1, below the die&apos;s highest roll %2</source>
        <translation>la última franja acaba en %1, por debajo de la tirada más alta del dado %2</translation>
    </message>
    <message>
        <source>can roll %1; expected at most %2</source>
        <translation>puede sacar %1; se esperaba como máximo %2</translation>
    </message>
    <message>
        <source>a game of four needs %1 tiles for its set-up tokens and settlements; the map has %2</source>
        <translation>una partida de cuatro necesita %1 casillas para las fichas de preparación y los asentamientos; el mapa tiene %2</translation>
    </message>
    <message>
        <source>movement must stay between 0 and 255 points, amulets included</source>
        <translation>el movimiento debe quedar entre 0 y 255 puntos, amuletos incluidos</translation>
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
        <translation>De dos a cuatro jugadores reclutan héroes y mercenarios en sus asentamientos, exploran un mapa de %1×%2 lleno de fichas y conquistan los asentamientos de los demás.</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Un día</translation>
    </message>
    <message>
        <source>Income: every settlement pays %1 coins, every mine %2.</source>
        <translation>Ingresos: cada asentamiento da %1 monedas, cada mina %2.</translation>
    </message>
    <message>
        <source>Income: every settlement pays its tier&apos;s income, every mine %1.</source>
        <translation>Ingresos: cada asentamiento da los ingresos de su nivel, cada mina %1.</translation>
    </message>
    <message>
        <source>Upkeep: %1 coins per hero; a hero that cannot be paid dies.</source>
        <translation>Mantenimiento: %1 monedas por héroe; un héroe al que no se puede pagar muere.</translation>
    </message>
    <message>
        <source>Build: one building per settlement (a tier, a rampart level or the Mercenary Camp for %1 coins).</source>
        <translation>Construcción: un edificio por asentamiento (un nivel, un nivel de murallas o el campo de mercenarios por %1 monedas).</translation>
    </message>
    <message>
        <source>Recruit: heroes for %1 coins (at most %2 each), mercenaries for %3 coins%4.</source>
        <translation>Reclutamiento: héroes por %1 monedas (como máximo %2 cada uno), mercenarios por %3 monedas%4.</translation>
    </message>
    <message>
        <source> at a settlement with a Mercenary Camp</source>
        <translation> en un asentamiento con campo de mercenarios</translation>
    </message>
    <message>
        <source>New tokens (from Day %1): a chance roll of %2 or more adds a token the roller places on an empty tile.</source>
        <translation>Fichas nuevas (desde el día %1): una tirada de azar de %2 o más añade una ficha que quien tira coloca en una casilla vacía.</translation>
    </message>
    <message>
        <source>Turns: from the Anchor, each player moves its heroes, %1 movement points each, one tile per point.</source>
        <translation>Turnos: desde el Ancla, cada jugador mueve a sus héroes, %1 puntos de movimiento cada uno, una casilla por punto.</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Asentamientos</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Tirada de batalla</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Guardianes de mina</translation>
    </message>
    <message>
        <source>Ramparts must be destroyed by a siege (%1 movement points, next to the settlement) before the settlement can be assaulted.</source>
        <translation>Las murallas deben destruirse con un asedio (%1 puntos de movimiento, junto al asentamiento) antes de poder asaltar el asentamiento.</translation>
    </message>
    <message>
        <source>Ramparts add %1 (Palisade) or %2 (Fortifications) to the settlement&apos;s roll.</source>
        <translation>Las murallas añaden %1 (Empalizada) o %2 (Fortificaciones) a la tirada del asentamiento.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>A hero rolls %1 plus its equipped items; each mercenary, monster or guardian rolls %2. The attacker sorts its mercenaries into one to three squads, then picks attacking squads and one defending squad per exchange: a higher sum destroys the defending squad, otherwise one attacking squad dies.</source>
        <translation>Un héroe tira %1 más sus objetos equipados; cada mercenario, monstruo o guardián tira %2. El atacante reparte sus mercenarios en una a tres escuadras y luego elige en cada choque las escuadras atacantes y una escuadra defensora: la suma más alta destruye la escuadra defensora; si no, muere una escuadra atacante.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it drops its items and loses half its army.</source>
        <translation>Un héroe cuya escuadra cae se desmaya; si su bando gana, suelta sus objetos y pierde la mitad de su ejército.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it recovers.</source>
        <translation>Un héroe cuya escuadra cae se desmaya; si su bando gana, se recupera.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>The last player with a settlement or a hero wins; after %1 Days the most settlements, then the highest total tier, most mines and most coins win.</source>
        <translation>Gana el último jugador con un asentamiento o un héroe; tras %1 días ganan más asentamientos, luego el nivel total más alto, más minas y más monedas.</translation>
    </message>
    <message numerus="yes">
        <source>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</source>
        <translation>
            <numerusform>Movimientos libres: equiparse un objeto y, para un héroe en un asentamiento propio, tomar o dejar los mercenarios de la guarnición y dejar objetos en la armería o sacarlos no cuestan puntos; como mucho %n por turno.</numerusform>
            <numerusform>Movimientos libres: equiparse un objeto y, para un héroe en un asentamiento propio, tomar o dejar los mercenarios de la guarnición y dejar objetos en la armería o sacarlos no cuestan puntos; como mucho %n por turno.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Ruleset</name>
    <message>
        <source>Up to</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>The highest roll of this band; the band starts after the previous row&apos;s. The last row must reach the die&apos;s highest roll.</source>
        <translation>La tirada más alta de esta franja; la franja empieza tras la de la fila anterior. La última fila debe llegar a la tirada más alta del dado.</translation>
    </message>
    <message>
        <source>Encampment</source>
        <translation>Campamento</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Hacienda</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Castillo</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Empalizada</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Fortificaciones</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Común</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Poco común</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Raro</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Épico</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Legendario</translation>
    </message>
    <message>
        <source>Settlement tiers</source>
        <translation>Niveles de asentamiento</translation>
    </message>
    <message>
        <source>Each tier of the main building: its upgrade cost (the Encampment every settlement starts as is free), its income each Daybreak, its battle roll, and the guardians a mine has while it is the highest tier on the map.</source>
        <translation>Cada nivel del edificio principal: su coste de mejora (el Campamento con el que empieza cada asentamiento es gratis), sus ingresos en cada Amanecer, su tirada de batalla y los guardianes de una mina mientras sea el nivel más alto del mapa.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>The tier, from the first to the last.</source>
        <translation>El nivel, del primero al último.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Coins to upgrade to this tier.</source>
        <translation>Monedas para mejorar a este nivel.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Coins the settlement pays each Daybreak at this tier (with income by tier).</source>
        <translation>Monedas que da el asentamiento en cada Amanecer en este nivel (con ingresos por nivel).</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Tirada de batalla</translation>
    </message>
    <message>
        <source>The settlement squad&apos;s roll at this tier (with the settlement roll by tier).</source>
        <translation>La tirada de la escuadra del asentamiento en este nivel (con la tirada de asentamiento por nivel).</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Guardianes de mina</translation>
    </message>
    <message>
        <source>Guardians a mine capture meets when this is the highest tier on the map.</source>
        <translation>Guardianes que encuentra un intento de capturar una mina cuando este es el nivel más alto del mapa.</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>Murallas</translation>
    </message>
    <message>
        <source>The two rampart levels: cost, the roll they add to the settlement squad (a level replaces the one below), and the tier they need.</source>
        <translation>Los dos niveles de murallas: coste, la tirada que añaden a la escuadra del asentamiento (un nivel sustituye al inferior) y el nivel que necesitan.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>The rampart level.</source>
        <translation>El nivel de murallas.</translation>
    </message>
    <message>
        <source>Coins to build this level.</source>
        <translation>Monedas para construir este nivel.</translation>
    </message>
    <message>
        <source>Added to the settlement squad&apos;s roll by tier.</source>
        <translation>Se suma a la tirada de la escuadra del asentamiento por nivel.</translation>
    </message>
    <message>
        <source>Needs tier</source>
        <translation>Requiere nivel</translation>
    </message>
    <message>
        <source>The lowest settlement tier that may build it (1 Encampment … 4 Castle).</source>
        <translation>El nivel de asentamiento más bajo que puede construirlo (1 Campamento … 4 Castillo).</translation>
    </message>
    <message>
        <source>Item dice</source>
        <translation>Dados de objetos</translation>
    </message>
    <message>
        <source>What an item of each rarity adds to its hero&apos;s roll, by type, and the movement an equipped amulet adds.</source>
        <translation>Lo que un objeto de cada rareza añade a la tirada de su héroe, por tipo, y el movimiento que añade un amuleto equipado.</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rareza</translation>
    </message>
    <message>
        <source>The item&apos;s rarity.</source>
        <translation>La rareza del objeto.</translation>
    </message>
    <message>
        <source>Main hand</source>
        <translation>Mano principal</translation>
    </message>
    <message>
        <source>A main-hand item&apos;s dice.</source>
        <translation>Los dados de un objeto de mano principal.</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Mano secundaria</translation>
    </message>
    <message>
        <source>An off-hand item&apos;s dice.</source>
        <translation>Los dados de un objeto de mano secundaria.</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amuleto</translation>
    </message>
    <message>
        <source>An amulet&apos;s dice.</source>
        <translation>Los dados de un amuleto.</translation>
    </message>
    <message>
        <source>Amulet movement</source>
        <translation>Movimiento del amuleto</translation>
    </message>
    <message>
        <source>Movement points an amulet of this rarity adds while equipped at the start of its hero&apos;s turn.</source>
        <translation>Puntos de movimiento que añade un amuleto de esta rareza si está equipado al comienzo del turno de su héroe.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>What the monsters of the token do.</source>
        <translation>Lo que hacen los monstruos de la ficha.</translation>
    </message>
    <message>
        <source>hard fight</source>
        <translation>combate duro</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>combate</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>soborno</translation>
    </message>
    <message>
        <source>defect</source>
        <translation>deserción</translation>
    </message>
    <message>
        <source>Monster interactions</source>
        <translation>Encuentros con monstruos</translation>
    </message>
    <message>
        <source>The chance roll for each monster token a hero meets: its result and how many monsters it holds (fought, or at most hired or taken).</source>
        <translation>La tirada de azar por cada ficha de monstruos que encuentra un héroe: su resultado y cuántos monstruos contiene (combatidos, o como máximo contratados o acogidos).</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstruos</translation>
    </message>
    <message>
        <source>How many monsters the token holds.</source>
        <translation>Cuántos monstruos contiene la ficha.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mapa</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héroes</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Mercenarios</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Asentamientos</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objetos</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Batalla</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>casillas</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>fichas</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monedas</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>héroes</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>minas</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveles</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Ancho del mapa</translation>
    </message>
    <message>
        <source>Tiles per row of the square grid.</source>
        <translation>Casillas por fila de la cuadrícula.</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Alto del mapa</translation>
    </message>
    <message>
        <source>Rows of the grid.</source>
        <translation>Filas de la cuadrícula.</translation>
    </message>
    <message>
        <source>Item tokens</source>
        <translation>Fichas de objeto</translation>
    </message>
    <message>
        <source>Item tokens on the map at set-up, per player.</source>
        <translation>Fichas de objeto en el mapa en la preparación, por jugador.</translation>
    </message>
    <message>
        <source>Resource tokens</source>
        <translation>Fichas de recurso</translation>
    </message>
    <message>
        <source>Coin cache tokens on the map at set-up, per player.</source>
        <translation>Fichas de alijo de monedas en el mapa en la preparación, por jugador.</translation>
    </message>
    <message>
        <source>Monster tokens</source>
        <translation>Fichas de monstruos</translation>
    </message>
    <message>
        <source>Monster tokens on the map at set-up, per player.</source>
        <translation>Fichas de monstruos en el mapa en la preparación, por jugador.</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Minas</translation>
    </message>
    <message>
        <source>Neutral mines on the map at set-up, per player; no mine is added later.</source>
        <translation>Minas neutrales en el mapa en la preparación, por jugador; después no se añade ninguna mina.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Monedas iniciales</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Monedas con las que empieza cada jugador.</translation>
    </message>
    <message>
        <source>Starting ramparts</source>
        <translation>Murallas iniciales</translation>
    </message>
    <message>
        <source>The rampart level each player&apos;s first settlement starts with.</source>
        <translation>El nivel de murallas con el que empieza el primer asentamiento de cada jugador.</translation>
    </message>
    <message>
        <source>Starting mercenary camp</source>
        <translation>Campo de mercenarios inicial</translation>
    </message>
    <message>
        <source>Each player&apos;s first settlement starts with a Mercenary Camp.</source>
        <translation>El primer asentamiento de cada jugador empieza con un campo de mercenarios.</translation>
    </message>
    <message>
        <source>Hero limit</source>
        <translation>Límite de héroes</translation>
    </message>
    <message>
        <source>Heroes one player may have at any time (4 is the engine&apos;s most).</source>
        <translation>Héroes que un jugador puede tener a la vez (4 es el máximo del motor).</translation>
    </message>
    <message>
        <source>Hero cost</source>
        <translation>Coste de héroe</translation>
    </message>
    <message>
        <source>Coins to recruit a hero at Daybreak.</source>
        <translation>Monedas para reclutar un héroe al Amanecer.</translation>
    </message>
    <message>
        <source>Hero upkeep</source>
        <translation>Mantenimiento de héroe</translation>
    </message>
    <message>
        <source>Coins each hero costs at every Daybreak; an unpaid hero dies.</source>
        <translation>Monedas que cuesta cada héroe en cada Amanecer; un héroe impagado muere.</translation>
    </message>
    <message>
        <source>Hero roll</source>
        <translation>Tirada de héroe</translation>
    </message>
    <message>
        <source>A hero squad&apos;s roll in battle, before its equipped items.</source>
        <translation>La tirada de una escuadra de héroe en batalla, antes de sus objetos equipados.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimiento</translation>
    </message>
    <message>
        <source>Movement points each hero has per turn, rolled for each hero when its player&apos;s turn starts (a plain number is fixed).</source>
        <translation>Puntos de movimiento de cada héroe por turno, tirados para cada héroe al empezar el turno de su jugador (un número simple es fijo).</translation>
    </message>
    <message>
        <source>Mercenary cost</source>
        <translation>Coste de mercenario</translation>
    </message>
    <message>
        <source>Coins to recruit one mercenary.</source>
        <translation>Monedas para reclutar un mercenario.</translation>
    </message>
    <message>
        <source>Unit roll</source>
        <translation>Tirada de unidad</translation>
    </message>
    <message>
        <source>What each mercenary, monster or guardian in a squad rolls.</source>
        <translation>Lo que tira cada mercenario, monstruo o guardián de una escuadra.</translation>
    </message>
    <message>
        <source>Camp needed</source>
        <translation>Campo necesario</translation>
    </message>
    <message>
        <source>A settlement recruits mercenaries only once it has a Mercenary Camp.</source>
        <translation>Un asentamiento solo recluta mercenarios cuando tiene un campo de mercenarios.</translation>
    </message>
    <message>
        <source>Camp cost</source>
        <translation>Coste del campo</translation>
    </message>
    <message>
        <source>Coins to build a Mercenary Camp (it uses the Day&apos;s build).</source>
        <translation>Monedas para construir un campo de mercenarios (usa la construcción del día).</translation>
    </message>
    <message>
        <source>Settlement roll</source>
        <translation>Tirada de asentamiento</translation>
    </message>
    <message>
        <source>Whether a settlement squad rolls its tier&apos;s roll plus its ramparts&apos;, or one fixed roll.</source>
        <translation>Si la escuadra de un asentamiento tira la tirada de su nivel más la de sus murallas, o una tirada fija.</translation>
    </message>
    <message>
        <source>by tier and ramparts</source>
        <translation>según nivel y murallas</translation>
    </message>
    <message>
        <source>a fixed roll</source>
        <translation>una tirada fija</translation>
    </message>
    <message>
        <source>Fixed settlement roll</source>
        <translation>Tirada fija de asentamiento</translation>
    </message>
    <message>
        <source>Every settlement squad&apos;s roll with a fixed settlement roll.</source>
        <translation>La tirada de cada escuadra de asentamiento con la tirada fija de asentamiento.</translation>
    </message>
    <message>
        <source>Settlement income</source>
        <translation>Ingresos del asentamiento</translation>
    </message>
    <message>
        <source>Whether a settlement pays its tier&apos;s income or a flat amount.</source>
        <translation>Si un asentamiento da los ingresos de su nivel o una cantidad fija.</translation>
    </message>
    <message>
        <source>by tier</source>
        <translation>según nivel</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>fijo</translation>
    </message>
    <message>
        <source>Flat income</source>
        <translation>Ingresos fijos</translation>
    </message>
    <message>
        <source>Coins each settlement pays with flat income.</source>
        <translation>Monedas que da cada asentamiento con ingresos fijos.</translation>
    </message>
    <message>
        <source>Mine income</source>
        <translation>Ingresos de mina</translation>
    </message>
    <message>
        <source>Coins each owned mine pays at Daybreak.</source>
        <translation>Monedas que da cada mina propia al Amanecer.</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Asedios</translation>
    </message>
    <message>
        <source>A settlement with ramparts cannot be assaulted until a siege destroys them; a besieged settlement pays, builds and recruits nothing at its next Daybreak.</source>
        <translation>Un asentamiento con murallas no puede asaltarse hasta que un asedio las destruya; un asentamiento asediado no da, no construye ni recluta nada en su siguiente Amanecer.</translation>
    </message>
    <message>
        <source>Siege cost</source>
        <translation>Coste de asedio</translation>
    </message>
    <message>
        <source>Movement points a hero next to the settlement needs to lay a siege, which ends its movement.</source>
        <translation>Puntos de movimiento que necesita un héroe junto al asentamiento para asediarlo, lo que termina su movimiento.</translation>
    </message>
    <message>
        <source>King&apos;s Purse</source>
        <translation>Bolsa del rey</translation>
    </message>
    <message>
        <source>Income goes into the purse of the player&apos;s first settlement, and a conquered settlement&apos;s purse passes to the conqueror.</source>
        <translation>Los ingresos van a la bolsa del primer asentamiento del jugador, y la bolsa de un asentamiento conquistado pasa al conquistador.</translation>
    </message>
    <message>
        <source>Chance die</source>
        <translation>Dado de azar</translation>
    </message>
    <message>
        <source>The die of every chance roll (token success, caches, item type and rarity, monsters, mine guardians): 1dP reads 10 to 100.</source>
        <translation>El dado de cada tirada de azar (éxito de ficha, alijos, tipo y rareza de objeto, monstruos, guardianes de mina): 1dP da de 10 a 100.</translation>
    </message>
    <message>
        <source>Token rolls from day</source>
        <translation>Tiradas de fichas desde el día</translation>
    </message>
    <message>
        <source>The first Day whose Daybreak rolls for new tokens.</source>
        <translation>El primer día en cuyo Amanecer se tira por fichas nuevas.</translation>
    </message>
    <message>
        <source>New token from</source>
        <translation>Ficha nueva desde</translation>
    </message>
    <message>
        <source>The lowest chance roll that adds a token at Daybreak.</source>
        <translation>La tirada de azar más baja que añade una ficha al Amanecer.</translation>
    </message>
    <message>
        <source>Token type die</source>
        <translation>Dado de tipo de ficha</translation>
    </message>
    <message>
        <source>The die rolled on the token type table.</source>
        <translation>El dado que se tira en la tabla de tipos de ficha.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Ficha</translation>
    </message>
    <message>
        <source>The token the band adds.</source>
        <translation>La ficha que añade esta franja.</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>recurso</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>monstruo</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>Tipos de ficha</translation>
    </message>
    <message>
        <source>Which token a successful Daybreak roll adds, by the token type die.</source>
        <translation>Qué ficha añade una tirada con éxito al Amanecer, según el dado de tipo de ficha.</translation>
    </message>
    <message>
        <source>Large cache from</source>
        <translation>Alijo grande desde</translation>
    </message>
    <message>
        <source>The lowest chance roll that makes a resource token a large cache.</source>
        <translation>La tirada de azar más baja que convierte una ficha de recurso en un alijo grande.</translation>
    </message>
    <message>
        <source>Small cache</source>
        <translation>Alijo pequeño</translation>
    </message>
    <message>
        <source>Coins a small cache holds.</source>
        <translation>Monedas de un alijo pequeño.</translation>
    </message>
    <message>
        <source>Large cache</source>
        <translation>Alijo grande</translation>
    </message>
    <message>
        <source>Coins a large cache holds.</source>
        <translation>Monedas de un alijo grande.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>The item&apos;s type.</source>
        <translation>El tipo del objeto.</translation>
    </message>
    <message>
        <source>main hand</source>
        <translation>mano principal</translation>
    </message>
    <message>
        <source>off hand</source>
        <translation>mano secundaria</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>amuleto</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Tipos de objeto</translation>
    </message>
    <message>
        <source>The type of an item picked up, by the chance die.</source>
        <translation>El tipo de un objeto recogido, según el dado de azar.</translation>
    </message>
    <message>
        <source>Rarity step from</source>
        <translation>Subida de rareza desde</translation>
    </message>
    <message>
        <source>An item starts Common; each chance roll this high or higher raises it one rarity and rolls again.</source>
        <translation>Un objeto empieza Común; cada tirada de azar igual o mayor lo sube una rareza y se vuelve a tirar.</translation>
    </message>
    <message>
        <source>Highest rarity</source>
        <translation>Rareza máxima</translation>
    </message>
    <message>
        <source>The rarest level an item can reach (5 Legendary).</source>
        <translation>El nivel más raro que puede alcanzar un objeto (5 Legendario).</translation>
    </message>
    <message>
        <source>Bribe cost</source>
        <translation>Coste del soborno</translation>
    </message>
    <message>
        <source>Coins per monster hired on a bribe.</source>
        <translation>Monedas por monstruo contratado en un soborno.</translation>
    </message>
    <message>
        <source>Reward divisor</source>
        <translation>Divisor de recompensa</translation>
    </message>
    <message>
        <source>A won fight against monsters (or a neutral mine&apos;s guardians) pays the monsters fought divided by this, truncated.</source>
        <translation>Un combate ganado contra monstruos (o los guardianes de una mina neutral) da los monstruos combatidos divididos por este valor, truncado.</translation>
    </message>
    <message>
        <source>Guardians from</source>
        <translation>Guardianes desde</translation>
    </message>
    <message>
        <source>The lowest chance roll of a capture attempt that calls the mine&apos;s guardians.</source>
        <translation>La tirada de azar más baja de un intento de captura que llama a los guardianes de la mina.</translation>
    </message>
    <message>
        <source>Mine capture</source>
        <translation>Captura de mina</translation>
    </message>
    <message>
        <source>Whether a hero entering a neutral or enemy mine may try to capture it, or must.</source>
        <translation>Si un héroe que entra en una mina neutral o enemiga puede intentar capturarla, o debe hacerlo.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>opcional</translation>
    </message>
    <message>
        <source>mandatory on entering</source>
        <translation>obligatoria al entrar</translation>
    </message>
    <message>
        <source>Mine after monsters</source>
        <translation>Mina tras los monstruos</translation>
    </message>
    <message>
        <source>Extra movement points a mandatory capture costs right after beating monsters on the same tile.</source>
        <translation>Puntos de movimiento extra que cuesta una captura obligatoria justo después de vencer a monstruos en la misma casilla.</translation>
    </message>
    <message>
        <source>Capture coins</source>
        <translation>Monedas por captura</translation>
    </message>
    <message>
        <source>Coins a successful mine capture pays.</source>
        <translation>Monedas que da una captura de mina con éxito.</translation>
    </message>
    <message>
        <source>Roll mode</source>
        <translation>Modo de tirada</translation>
    </message>
    <message>
        <source>Roll every die of a squad, or one die per term multiplied by its count.</source>
        <translation>Tirar cada dado de una escuadra, o un dado por término multiplicado por su número.</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>individual</translation>
    </message>
    <message>
        <source>representative</source>
        <translation>representativo</translation>
    </message>
    <message>
        <source>Fainting penalty</source>
        <translation>Penalización por desmayo</translation>
    </message>
    <message>
        <source>A hero that fainted on the winning side drops its items on the tile and loses half its army (rounded down).</source>
        <translation>Un héroe que se desmayó en el bando ganador suelta sus objetos en la casilla y pierde la mitad de su ejército (redondeando hacia abajo).</translation>
    </message>
    <message>
        <source>Day limit</source>
        <translation>Límite de días</translation>
    </message>
    <message>
        <source>After this many Days the game ends: most settlements, then highest total tier, most mines, most coins.</source>
        <translation>Tras estos días la partida termina: más asentamientos, luego el nivel total más alto, más minas, más monedas.</translation>
    </message>
    <message>
        <source>Alliances</source>
        <translation>Alianzas</translation>
    </message>
    <message>
        <source>In its turn a player may ask another to ally; the other accepts or refuses. Allies pass through each other&apos;s settlements and mines and never fight each other; any member may leave in its own turn.</source>
        <translation>En su turno, un jugador puede proponer una alianza a otro, que la acepta o la rechaza. Los aliados atraviesan los asentamientos y las minas de los demás y nunca luchan entre sí; cualquier miembro puede abandonarla en su propio turno.</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Victoria compartida</translation>
    </message>
    <message>
        <source>The game ends as soon as every player still in it belongs to one alliance, and they all win.</source>
        <translation>La partida termina en cuanto todos los jugadores que siguen en ella pertenecen a una misma alianza, y todos ganan.</translation>
    </message>
    <message>
        <source>Free moves per turn</source>
        <translation>Movimientos libres por turno</translation>
    </message>
    <message>
        <source>How many free moves (equipping an item, taking or leaving the garrison&apos;s mercenaries, putting an item in the armory or taking one out) a player may make in one turn, so that every turn ends.</source>
        <translation>Cuántos movimientos libres (equiparse un objeto, tomar o dejar los mercenarios de la guarnición, dejar un objeto en la armería o sacarlo) puede hacer un jugador en un turno, para que todo turno termine.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetExport</name>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>No se ha podido escribir %1: %2.</translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: componentes</translation>
    </message>
    <message>
        <source>Could not start a PDF in %1.</source>
        <translation>No se ha podido iniciar un PDF en %1.</translation>
    </message>
    <message>
        <source>%1: components, page %2</source>
        <translation>%1: componentes, página %2</translation>
    </message>
    <message>
        <source>Not enough memory for a page at %1 dpi.</source>
        <translation>No hay memoria suficiente para una página a %1 ppp.</translation>
    </message>
    <message>
        <source>Could not write %1 as PNG.</source>
        <translation>No se ha podido escribir %1 como PNG.</translation>
    </message>
    <message>
        <source>A resolution of %1 dpi is out of range; expected %2 to %3.</source>
        <translation>Una resolución de %1 ppp está fuera de rango; se esperaba de %2 a %3.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>No se ha podido crear la carpeta %1.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetPainter</name>
    <message>
        <source>Calibration page: back</source>
        <translation>Página de calibración: reverso</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Página de calibración</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;): the rulers must measure 100 mm. Printed on both sides, hold the sheet against the light and read on the back&apos;s scales where each cross of this side falls: that reading is the back offset.</source>
        <translation>Imprime al 100 % (sin «ajustar a la página»): las reglas graduadas deben medir 100 mm. Impresa a doble cara, pon la hoja a contraluz y lee en las escalas del reverso dónde cae cada cruz de esta cara: esa lectura es el desplazamiento del reverso.</translation>
    </message>
    <message>
        <source>Where the front&apos;s cross falls on these scales is the back offset in millimetres, right and down positive: give it as --back-offset X,Y or in the print dialog. Here the offset is %1 mm, %2 mm.</source>
        <translation>El punto de estas escalas donde cae la cruz del anverso es el desplazamiento del reverso en milímetros, positivo hacia la derecha y hacia abajo: indícalo con --back-offset X,Y o en el diálogo de impresión. Aquí el desplazamiento es %1 mm, %2 mm.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>versión %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>página %1 de %2</translation>
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
        <translation>El margen es negativo (%1 mm); debe ser de 0 mm o más.</translation>
    </message>
    <message>
        <source>The bleed is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>El sangrado es negativo (%1 mm); debe ser de 0 mm o más.</translation>
    </message>
    <message>
        <source>The gap between components is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>La separación entre componentes es negativa (%1 mm); debe ser de 0 mm o más.</translation>
    </message>
    <message>
        <source>The bleed (%1 mm) is larger than the gap between components (%2 mm): each component&apos;s bleed would print over its neighbour. Make the gap at least the bleed.</source>
        <translation>El sangrado (%1 mm) es mayor que la separación entre componentes (%2 mm): el sangrado de cada componente se imprimiría sobre su vecino. Haz que la separación sea al menos igual al sangrado.</translation>
    </message>
    <message>
        <source>The overlap of split boards is negative (%1 mm).</source>
        <translation>El solapamiento de los tableros divididos es negativo (%1 mm).</translation>
    </message>
    <message>
        <source>The back offset (%1 mm, %2 mm) is larger than any printer drifts; expected a few millimetres.</source>
        <translation>El desplazamiento del reverso (%1 mm, %2 mm) es mayor que la desviación de cualquier impresora; se esperaban unos pocos milímetros.</translation>
    </message>
    <message>
        <source>A margin of %1 mm and a bleed of %2 mm leave no room on %3 (%4 × %5 mm).</source>
        <translation>Un margen de %1 mm y un sangrado de %2 mm no dejan espacio en %3 (%4 × %5 mm).</translation>
    </message>
    <message>
        <source>%1 has no size.</source>
        <translation>%1 no tiene tamaño.</translation>
    </message>
    <message>
        <source>The art of %1 is missing: %2.</source>
        <translation>Falta la ilustración de %1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm) does not fit on %4 either way round: the printable area inside the margins and the bleed is %5 × %6 mm.</source>
        <translation>%1 (%2 × %3 mm) no cabe en %4 en ninguna orientación: el área imprimible dentro de los márgenes y el sangrado es de %5 × %6 mm.</translation>
    </message>
    <message>
        <source>%1 must be split over pages, but an overlap of %2 mm leaves no room on %3.</source>
        <translation>%1 debe dividirse en varias páginas, pero un solapamiento de %2 mm no deja espacio en %3.</translation>
    </message>
    <message>
        <source>back of page %1</source>
        <translation>reverso de la página %1</translation>
    </message>
    <message>
        <source>calibration</source>
        <translation>calibración</translation>
    </message>
    <message>
        <source>%1, part %2 of %3</source>
        <translation>%1, parte %2 de %3</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetSettings</name>
    <message>
        <source>%1 landscape</source>
        <translation>%1 horizontal</translation>
    </message>
    <message>
        <source>%1 portrait</source>
        <translation>%1 vertical</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Cards</name>
    <message>
        <source>Tree Gatherer</source>
        <translation>Recolectora de árbol</translation>
    </message>
    <message>
        <source>Tree Adventurer</source>
        <translation>Aventurera de árbol</translation>
    </message>
    <message>
        <source>Tree Scout</source>
        <translation>Exploradora de árbol</translation>
    </message>
    <message>
        <source>Tree Thief</source>
        <translation>Ladrona de árbol</translation>
    </message>
    <message>
        <source>Canopy Keeper</source>
        <translation>Guardiana de la copa</translation>
    </message>
    <message>
        <source>Ground Gatherer</source>
        <translation>Recolectora de tierra</translation>
    </message>
    <message>
        <source>Ground Digger</source>
        <translation>Excavadora de tierra</translation>
    </message>
    <message>
        <source>Ground Thief</source>
        <translation>Ladrona de tierra</translation>
    </message>
    <message>
        <source>Burrow Builder</source>
        <translation>Constructora de madrigueras</translation>
    </message>
    <message>
        <source>Flying Gatherer</source>
        <translation>Recolectora voladora</translation>
    </message>
    <message>
        <source>Flying Scout</source>
        <translation>Exploradora voladora</translation>
    </message>
    <message>
        <source>Flying Adventurer</source>
        <translation>Aventurera voladora</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Francotiradora</translation>
    </message>
    <message>
        <source>Elite Gatherer</source>
        <translation>Recolectora de élite</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Guardaespaldas</translation>
    </message>
    <message>
        <source>Twinwatch</source>
        <translation>Vigía doble</translation>
    </message>
    <message>
        <source>Stashkeeper</source>
        <translation>Guardiana del escondite</translation>
    </message>
    <message>
        <source>Moonglider</source>
        <translation>Planeadora lunar</translation>
    </message>
    <message>
        <source>Acorn Snack</source>
        <translation>Tentempié de bellotas</translation>
    </message>
    <message>
        <source>Nut Basket</source>
        <translation>Cesta de nueces</translation>
    </message>
    <message>
        <source>Trail Map</source>
        <translation>Mapa de senderos</translation>
    </message>
    <message>
        <source>Slingshot</source>
        <translation>Tirachinas</translation>
    </message>
    <message>
        <source>Hollow Log</source>
        <translation>Tronco hueco</translation>
    </message>
    <message>
        <source>Warm Nest</source>
        <translation>Nido cálido</translation>
    </message>
    <message>
        <source>Raccoon Raid</source>
        <translation>Incursión del mapache</translation>
    </message>
    <message>
        <source>Fox Lure</source>
        <translation>Señuelo para zorros</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Tormenta</translation>
    </message>
    <message>
        <source>Owl Hoot</source>
        <translation>Ululato del búho</translation>
    </message>
    <message>
        <source>Forage Trip</source>
        <translation>Excursión de forrajeo</translation>
    </message>
    <message numerus="yes">
        <source>%n nut(s)</source>
        <translation>
            <numerusform>%n nuez</numerusform>
            <numerusform>%n nueces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamina</source>
        <translation>
            <numerusform>%n de energía</numerusform>
            <numerusform>%n de energía</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n moneda</numerusform>
            <numerusform>%n monedas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain %1.</source>
        <translation>Gana %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Roba %n carta.</numerusform>
            <numerusform>Roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go again!</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards: the player takes another turn.</extracomment>
        <translation>¡Otro turno!</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n extra turns)</source>
        <translation>
            <numerusform>¡Otro turno! (%n turno extra)</numerusform>
            <numerusform>¡Otro turno! (%n turnos extra)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash up to %n card(s) from your hand.</source>
        <translation>
            <numerusform>Esconde hasta %n carta de tu mano.</numerusform>
            <numerusform>Esconde hasta %n cartas de tu mano.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash the top %n card(s) of the deck, unseen.</source>
        <translation>
            <numerusform>Esconde %n carta de la parte superior del mazo, sin mirarla.</numerusform>
            <numerusform>Esconde %n cartas de la parte superior del mazo, sin mirarlas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh up to %n of your exhausted squirrels.</source>
        <translation>
            <numerusform>Reactiva hasta %n de tus ardillas agotadas.</numerusform>
            <numerusform>Reactiva hasta %n de tus ardillas agotadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per tree squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gana 1 nuez por cada ardilla de árbol que tengas, como máximo %n.</numerusform>
            <numerusform>Gana 1 nuez por cada ardilla de árbol que tengas, como máximo %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per ground squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gana 1 nuez por cada ardilla de tierra que tengas, como máximo %n.</numerusform>
            <numerusform>Gana 1 nuez por cada ardilla de tierra que tengas, como máximo %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per flying squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gana 1 nuez por cada ardilla voladora que tengas, como máximo %n.</numerusform>
            <numerusform>Gana 1 nuez por cada ardilla voladora que tengas, como máximo %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck; keep one, discard the rest.</source>
        <translation>
            <numerusform>Mira %n carta de la parte superior del mazo; quédate una y descarta el resto.</numerusform>
            <numerusform>Mira %n cartas de la parte superior del mazo; quédate una y descarta el resto.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.</source>
        <translation>
            <numerusform>Hasta %n vez: agota una de tus ardillas activas y recoge su producción.</numerusform>
            <numerusform>Hasta %n veces: agota una de tus ardillas activas y recoge su producción.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your other squirrels to protect.</source>
        <translation>Elige otra de tus ardillas para protegerla.</translation>
    </message>
    <message>
        <source>Sabotage: take up to %1 from one opponent.</source>
        <translation>Sabotaje: quita hasta %1 a un oponente.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotaje: agota hasta %n ardilla de árbol activa de un oponente.</numerusform>
            <numerusform>Sabotaje: agota hasta %n ardillas de árbol activas de un oponente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotaje: agota hasta %n ardilla de tierra activa de un oponente.</numerusform>
            <numerusform>Sabotaje: agota hasta %n ardillas de tierra activas de un oponente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotaje: agota hasta %n ardilla voladora activa de un oponente.</numerusform>
            <numerusform>Sabotaje: agota hasta %n ardillas voladoras activas de un oponente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: move %n random card(s) of one opponent&apos;s stash into yours, unseen.</source>
        <translation>
            <numerusform>Sabotaje: pasa %n carta al azar del escondite de un oponente al tuyo, sin mirarla.</numerusform>
            <numerusform>Sabotaje: pasa %n cartas al azar del escondite de un oponente al tuyo, sin mirarlas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sabotage: each opponent loses %1.</source>
        <translation>Sabotaje: cada oponente pierde %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotaje: cada oponente agota %n de sus ardillas de árbol activas (a su elección).</numerusform>
            <numerusform>Sabotaje: cada oponente agota %n de sus ardillas de árbol activas (a su elección).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotaje: cada oponente agota %n de sus ardillas de tierra activas (a su elección).</numerusform>
            <numerusform>Sabotaje: cada oponente agota %n de sus ardillas de tierra activas (a su elección).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotaje: cada oponente agota %n de sus ardillas voladoras activas (a su elección).</numerusform>
            <numerusform>Sabotaje: cada oponente agota %n de sus ardillas voladoras activas (a su elección).</numerusform>
        </translation>
    </message>
    <message>
        <source>When you exhaust it, gain %1 more.</source>
        <translation>Cuando la agotas, ganas %1 más.</translation>
    </message>
    <message>
        <source>While refreshed: the squirrel it protects cannot be exhausted by sabotage, and exhausting it yourself gains %1.</source>
        <translation>Mientras está activa: la ardilla a la que protege no puede ser agotada por sabotaje, y agotarla tú mismo da %1.</translation>
    </message>
    <message>
        <source>While refreshed: exhausting one of your flying squirrels gains %1, one of your ground squirrels %2.</source>
        <translation>Mientras está activa: agotar una de tus ardillas voladoras da %1; una de tus ardillas de tierra, %2.</translation>
    </message>
    <message numerus="yes">
        <source>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card(s).</source>
        <translation>
            <numerusform>Mientras está activa: tu escondite está a salvo del sabotaje; al final, 1 nuez más por cada %n carta escondida.</numerusform>
            <numerusform>Mientras está activa: tu escondite está a salvo del sabotaje; al final, 1 nuez más por cada %n cartas escondidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>While refreshed: on the turn you go to sleep, you may gather once at once.</source>
        <translation>Mientras está activa: en el turno en que te vas a dormir, puedes recolectar una vez en el acto.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Components</name>
    <message>
        <source>Item</source>
        <translation>Objeto</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>de árbol</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>de tierra</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>voladora</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>única</translation>
    </message>
    <message>
        <source>Squirrel: %1</source>
        <translation>Ardilla: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Squirrel cards</source>
        <translation>Cartas de ardilla</translation>
    </message>
    <message>
        <source>Item cards</source>
        <translation>Cartas de objeto</translation>
    </message>
    <message>
        <source>Income by day</source>
        <translation>Ingresos por día</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Energía del rival</translation>
    </message>
    <message>
        <source>Island board</source>
        <translation>Tablero de la isla</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Tableros</translation>
    </message>
    <message>
        <source>%1: the island</source>
        <translation>%1: la isla</translation>
    </message>
    <message numerus="yes">
        <source>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</source>
        <translation>
            <numerusform>Jugar una carta desde un espacio cuesta %n más (energía o monedas). Los espacios vacíos se rellenan cada mañana.</numerusform>
            <numerusform>Jugar una carta desde un espacio cuesta %n más (energía o monedas). Los espacios vacíos se rellenan cada mañana.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slot %1 (rival&apos;s roll: %1)</source>
        <translation>Espacio %1 (tirada del rival: %1)</translation>
    </message>
    <message>
        <source>Player mat %1</source>
        <translation>Tablero de jugador %1</translation>
    </message>
    <message>
        <source>Player mats</source>
        <translation>Tableros de jugador</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>Nuts</source>
        <translation>Nueces</translation>
    </message>
    <message>
        <source>Stash (face down)</source>
        <translation>Escondite (boca abajo)</translation>
    </message>
    <message>
        <source>At most %1 stamina: each one more is 1 nut. %2 coins pay 1 stamina. Asleep: exhaust a squirrel to gather %3.</source>
        <translation>Como máximo %1 de energía: cada punto de más es 1 nuez. %2 monedas pagan 1 de energía. Dormido: agota una ardilla para recolectar %3.</translation>
    </message>
    <message>
        <source>Tokens and markers</source>
        <translation>Fichas y marcadores</translation>
    </message>
    <message>
        <source>1 nut</source>
        <translation>1 nuez</translation>
    </message>
    <message>
        <source>5 nuts</source>
        <translation>5 nueces</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 moneda</translation>
    </message>
    <message>
        <source>5 coins</source>
        <translation>5 monedas</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>Rival (solo)</source>
        <translation>Rival (solitario)</translation>
    </message>
    <message>
        <source>Stamina marker, player %1</source>
        <translation>Marcador de energía, jugador %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Ayuda de juego</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Ayudas</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: ayuda de juego</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Mañana</translation>
    </message>
    <message numerus="yes">
        <source>Refill the island&apos;s %n empty slots.</source>
        <translation>
            <numerusform>Rellena %n espacio vacío de la isla.</numerusform>
            <numerusform>Rellena los %n espacios vacíos de la isla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain the day&apos;s income, then every squirrel&apos;s loops.</source>
        <translation>Gana los ingresos del día y luego la producción de cada ardilla.</translation>
    </message>
    <message>
        <source>Refresh every squirrel; everyone wakes up.</source>
        <translation>Reactiva todas las ardillas; todos se despiertan.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tu turno</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</source>
        <translation>
            <numerusform>Despierto: juega una carta de tu mano, o de la isla por %n más; o vete a dormir.</numerusform>
            <numerusform>Despierto: juega una carta de tu mano, o de la isla por %n más; o vete a dormir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust a refreshed squirrel to gather %1, or pass.</source>
        <translation>Dormido: agota una ardilla activa para recolectar %1, o pasa.</translation>
    </message>
    <message>
        <source>Go again!: one more turn, even asleep.</source>
        <translation>¡Otro turno!: un turno más, incluso dormido.</translation>
    </message>
    <message>
        <source>The day ends when the last player falls asleep.</source>
        <translation>El día termina cuando se duerme el último jugador.</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Squirrels cost stamina, items coins; %1 coins pay 1 stamina.</source>
        <translation>Las ardillas cuestan energía; los objetos, monedas; %1 monedas pagan 1 de energía.</translation>
    </message>
    <message>
        <source>At most %1 stamina; each one more becomes 1 nut.</source>
        <translation>Como máximo %1 de energía; cada punto de más se convierte en 1 nuez.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>After day %1: nuts + stash values (+ bonuses). Tie: most squirrels in play, then shared.</source>
        <translation>Tras el día %1: nueces + valores del escondite (+ bonificaciones). Empate: más ardillas en juego; si persiste, victoria compartida.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Position</name>
    <message>
        <source>expected a card id of the ruleset, found %1</source>
        <translation>se esperaba un id de carta del reglamento, se encontró %1</translation>
    </message>
    <message>
        <source>missing; expected an array of card ids</source>
        <translation>falta; se esperaba una matriz de ids de carta</translation>
    </message>
    <message>
        <source>expected an array of at most %1 card ids</source>
        <translation>se esperaba una matriz de como máximo %1 ids de carta</translation>
    </message>
    <message>
        <source>expected an array of at most %1 squirrels</source>
        <translation>se esperaba una matriz de como máximo %1 ardillas</translation>
    </message>
    <message>
        <source>expected a squirrel: an item never stays in play</source>
        <translation>se esperaba una ardilla: un objeto nunca se queda en juego</translation>
    </message>
    <message>
        <source>expected another squirrel&apos;s position: a guard cannot protect itself</source>
        <translation>se esperaba la posición de otra ardilla: un guardián no puede protegerse a sí mismo</translation>
    </message>
    <message>
        <source>protectedBy names a squirrel without the ability guard</source>
        <translation>protectedBy nombra una ardilla sin la habilidad guard</translation>
    </message>
    <message>
        <source>expected an array of %1 slots, each a card id or null</source>
        <translation>se esperaba una matriz de %1 espacios, cada uno con un id de carta o null</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>se esperaba una matriz de %1 jugadores</translation>
    </message>
    <message>
        <source>missing; the solo game needs the rival&apos;s object</source>
        <translation>falta; la partida en solitario necesita el objeto del rival</translation>
    </message>
    <message>
        <source>only the solo game has a rival</source>
        <translation>solo la partida en solitario tiene rival</translation>
    </message>
    <message>
        <source>the card &quot;%1&quot; appears %2 times; the deck has %3</source>
        <translation>la carta «%1» aparece %2 veces; el mazo tiene %3</translation>
    </message>
    <message>
        <source>%1 of the card &quot;%2&quot; are nowhere; leave out &quot;deck&quot; to have the rest shuffled into it</source>
        <translation>%1 de la carta «%2» no están en ninguna parte; omite «deck» para que el resto se baraje en él</translation>
    </message>
    <message>
        <source>everyone is asleep: the day is over; write the next day, or &quot;over&quot;: true</source>
        <translation>todos están dormidos: el día ha terminado; escribe el día siguiente, o &quot;over&quot;: true</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>se esperaba uno de: %1</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>se esperaba el jugador al que le toca</translation>
    </message>
    <message>
        <source>an awake player plays or sleeps; an asleep one gathers</source>
        <translation>un jugador despierto juega o duerme; uno dormido recolecta</translation>
    </message>
    <message>
        <source>expected the position of &quot;%1&quot; in the player&apos;s tableau</source>
        <translation>se esperaba la posición de «%1» en la zona de juego del jugador</translation>
    </message>
    <message>
        <source>an item being played has no position</source>
        <translation>un objeto que se está jugando no tiene posición</translation>
    </message>
    <message>
        <source>expected at least 1</source>
        <translation>se esperaba al menos 1</translation>
    </message>
    <message>
        <source>the effect %1 of &quot;%2&quot; does not fit this decision</source>
        <translation>el efecto %1 de «%2» no encaja en esta decisión</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>esta decisión no tiene elección en esta posición</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Reference</name>
    <message>
        <source>tree</source>
        <translation>de árbol</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>de tierra</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>voladora</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>única</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Producción</translation>
    </message>
    <message>
        <source>Play effect</source>
        <translation>Efecto al jugarla</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Escondite</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>%1 squirrel</source>
        <translation>Ardilla %1</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Día</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Energía del rival</translation>
    </message>
    <message numerus="yes">
        <source>Players build a team of squirrels and play items to collect the most nuts over %n day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</source>
        <translation>
            <numerusform>Los jugadores forman un equipo de ardillas y juegan objetos para reunir más nueces que nadie a lo largo de %n día. Las cartas se roban de un mazo común; las manos están ocultas; %1 cartas están boca arriba en la isla.</numerusform>
            <numerusform>Los jugadores forman un equipo de ardillas y juegan objetos para reunir más nueces que nadie a lo largo de %n días. Las cartas se roban de un mazo común; las manos están ocultas; %1 cartas están boca arriba en la isla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Stamina plays squirrels; a player holds at most %1, and each stamina gained above that becomes 1 nut. Coins play items; %2 coins may pay 1 stamina of a cost. Nuts are points and never go below zero.</source>
        <translation>La energía sirve para jugar ardillas; un jugador tiene como máximo %1, y cada punto de energía que gane por encima se convierte en 1 nuez. Las monedas sirven para jugar objetos; %2 monedas pueden pagar 1 de energía de un coste. Las nueces son puntos y nunca bajan de cero.</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Mañana</translation>
    </message>
    <message>
        <source>Each day begins with a morning: the first-player token passes on (from the second day), empty island slots are refilled, every player gains the day&apos;s income and collects the loops of every squirrel in play, refreshed or exhausted; then every squirrel is refreshed and every player wakes up.</source>
        <translation>Cada día empieza con una mañana: la ficha de jugador inicial pasa al siguiente (desde el segundo día), se rellenan los espacios vacíos de la isla, cada jugador gana los ingresos del día y recoge la producción de cada ardilla en juego, activa o agotada; después se reactivan todas las ardillas y todos los jugadores se despiertan.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</source>
        <translation>
            <numerusform>Despierto: juega una carta de la mano, o de la isla por %n más (energía o monedas, a tu elección), y resuelve sus efectos; o vete a dormir.</numerusform>
            <numerusform>Despierto: juega una carta de la mano, o de la isla por %n más (energía o monedas, a tu elección), y resuelve sus efectos; o vete a dormir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust one of your refreshed squirrels to gather %1, or pass.</source>
        <translation>Dormido: agota una de tus ardillas activas para recolectar %1, o pasa.</translation>
    </message>
    <message>
        <source>Go again!: take another turn, even asleep; several instances give as many turns.</source>
        <translation>¡Otro turno!: juega otro turno, incluso dormido; varias veces dan otros tantos turnos.</translation>
    </message>
    <message>
        <source>The day ends the moment the last awake player goes to sleep.</source>
        <translation>El día termina en cuanto el último jugador despierto se va a dormir.</translation>
    </message>
    <message>
        <source>Sabotage effects reach opponents awake or asleep. Stashed cards lie face down: nobody looks at them, their owner neither, until the end.</source>
        <translation>Los efectos de sabotaje alcanzan a los oponentes despiertos o dormidos. Las cartas escondidas están boca abajo: nadie las mira, tampoco su dueño, hasta el final.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>After the last day, stashes are revealed: a score is the nuts plus the stash values of the stashed cards (and any ability bonus). A tie goes to the most squirrels in play; still tied, the victory is shared.</source>
        <translation>Tras el último día se revelan los escondites: la puntuación es las nueces más los valores de escondite de las cartas escondidas (y cualquier bonificación de habilidad). En caso de empate gana quien tenga más ardillas en juego; si persiste el empate, la victoria es compartida.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partida en solitario</translation>
    </message>
    <message>
        <source>The rival starts with %1 and the first-player token. On its turn, awake with stamina left, it rolls a %2-sided die and takes the island card of that slot (an empty slot or a higher roll: the deck&apos;s top card): a squirrel joins its play area for 1 stamina, an item is discarded, and only sabotage is resolved, always against you. With no stamina it sleeps; asleep it exhausts one squirrel a turn for 1 nut. It collects no income, no loops, and has no abilities.</source>
        <translation>El rival empieza con %1 y la ficha de jugador inicial. En su turno, despierto y con energía, tira un dado de %2 caras y toma la carta de la isla de ese espacio (con un espacio vacío o una tirada mayor, la carta superior del mazo): una ardilla entra en su zona de juego por 1 de energía, un objeto se descarta y solo se resuelve el sabotaje, siempre contra ti. Sin energía, se duerme; dormido, agota una ardilla por turno para ganar 1 nuez. No recibe ingresos ni producción, y no tiene habilidades.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Ruleset</name>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>gain nuts</source>
        <translation>ganar nueces</translation>
    </message>
    <message>
        <source>gain coins</source>
        <translation>ganar monedas</translation>
    </message>
    <message>
        <source>gain stamina</source>
        <translation>ganar energía</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>robar cartas</translation>
    </message>
    <message>
        <source>go again</source>
        <translation>otro turno</translation>
    </message>
    <message>
        <source>stash from hand</source>
        <translation>esconder de la mano</translation>
    </message>
    <message>
        <source>stash from deck</source>
        <translation>esconder del mazo</translation>
    </message>
    <message>
        <source>refresh own squirrels</source>
        <translation>reactivar ardillas propias</translation>
    </message>
    <message>
        <source>nuts per tree squirrel</source>
        <translation>nueces por ardilla de árbol</translation>
    </message>
    <message>
        <source>nuts per ground squirrel</source>
        <translation>nueces por ardilla de tierra</translation>
    </message>
    <message>
        <source>nuts per flying squirrel</source>
        <translation>nueces por ardilla voladora</translation>
    </message>
    <message>
        <source>look and keep one</source>
        <translation>mirar y quedarse una</translation>
    </message>
    <message>
        <source>collect loops by exhausting</source>
        <translation>recoger producción agotando</translation>
    </message>
    <message>
        <source>protect a squirrel</source>
        <translation>proteger una ardilla</translation>
    </message>
    <message>
        <source>sabotage: take nuts</source>
        <translation>sabotaje: quitar nueces</translation>
    </message>
    <message>
        <source>sabotage: take coins</source>
        <translation>sabotaje: quitar monedas</translation>
    </message>
    <message>
        <source>sabotage: exhaust tree squirrels</source>
        <translation>sabotaje: agotar ardillas de árbol</translation>
    </message>
    <message>
        <source>sabotage: exhaust ground squirrels</source>
        <translation>sabotaje: agotar ardillas de tierra</translation>
    </message>
    <message>
        <source>sabotage: exhaust flying squirrels</source>
        <translation>sabotaje: agotar ardillas voladoras</translation>
    </message>
    <message>
        <source>sabotage: raid stash</source>
        <translation>sabotaje: asaltar el escondite</translation>
    </message>
    <message>
        <source>sabotage: each loses nuts</source>
        <translation>sabotaje: cada uno pierde nueces</translation>
    </message>
    <message>
        <source>sabotage: each loses coins</source>
        <translation>sabotaje: cada uno pierde monedas</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a tree squirrel</source>
        <translation>sabotaje: cada uno agota una ardilla de árbol</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a ground squirrel</source>
        <translation>sabotaje: cada uno agota una ardilla de tierra</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a flying squirrel</source>
        <translation>sabotaje: cada uno agota una ardilla voladora</translation>
    </message>
    <message>
        <source>nuts when exhausted</source>
        <translation>nueces al agotarla</translation>
    </message>
    <message>
        <source>guard (protects a squirrel)</source>
        <translation>guardia (protege una ardilla)</translation>
    </message>
    <message>
        <source>watch (coins for flying, cards for ground)</source>
        <translation>vigía (monedas por voladoras, cartas por las de tierra)</translation>
    </message>
    <message>
        <source>stash guard (safe stash, end bonus)</source>
        <translation>guardia del escondite (escondite a salvo, bonificación final)</translation>
    </message>
    <message>
        <source>gather on going to sleep</source>
        <translation>recolectar al irse a dormir</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Every card of the deck: squirrels stay in play and give loops each morning; items are played for their effects and discarded.</source>
        <translation>Todas las cartas del mazo: las ardillas se quedan en juego y dan producción cada mañana; los objetos se juegan por sus efectos y se descartan.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>The card&apos;s id: lower-case letters, digits and hyphens; records name the card by it.</source>
        <translation>El id de la carta: letras minúsculas, dígitos y guiones; los registros nombran la carta con él.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>A squirrel costs stamina and stays in play; an item costs coins and is discarded.</source>
        <translation>Una ardilla cuesta energía y se queda en juego; un objeto cuesta monedas y se descarta.</translation>
    </message>
    <message>
        <source>squirrel</source>
        <translation>ardilla</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objeto</translation>
    </message>
    <message>
        <source>Effect 1</source>
        <translation>Efecto 1</translation>
    </message>
    <message>
        <source>The first play effect.</source>
        <translation>El primer efecto al jugarla.</translation>
    </message>
    <message>
        <source>Effect 2</source>
        <translation>Efecto 2</translation>
    </message>
    <message>
        <source>The second play effect, resolved after the first.</source>
        <translation>El segundo efecto al jugarla, que se resuelve tras el primero.</translation>
    </message>
    <message>
        <source>Effect 3</source>
        <translation>Efecto 3</translation>
    </message>
    <message>
        <source>The third play effect, resolved last.</source>
        <translation>El tercer efecto al jugarla, que se resuelve el último.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>What the squirrel does while it is refreshed (unique squirrels).</source>
        <translation>Lo que hace la ardilla mientras está activa (ardillas únicas).</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>De árbol</translation>
    </message>
    <message>
        <source>A tree squirrel.</source>
        <translation>Una ardilla de árbol.</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>De tierra</translation>
    </message>
    <message>
        <source>A ground squirrel.</source>
        <translation>Una ardilla de tierra.</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Voladora</translation>
    </message>
    <message>
        <source>A flying squirrel.</source>
        <translation>Una ardilla voladora.</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Única</translation>
    </message>
    <message>
        <source>A unique squirrel (usually one copy, with an ability).</source>
        <translation>Una ardilla única (normalmente una sola copia, con una habilidad).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coste</translation>
    </message>
    <message>
        <source>Stamina for a squirrel, coins for an item.</source>
        <translation>Energía para una ardilla, monedas para un objeto.</translation>
    </message>
    <message>
        <source>Nut loops</source>
        <translation>Producción de nueces</translation>
    </message>
    <message>
        <source>Nuts it gives each morning while in play.</source>
        <translation>Nueces que da cada mañana mientras está en juego.</translation>
    </message>
    <message>
        <source>Stamina loops</source>
        <translation>Producción de energía</translation>
    </message>
    <message>
        <source>Stamina it gives each morning while in play.</source>
        <translation>Energía que da cada mañana mientras está en juego.</translation>
    </message>
    <message>
        <source>Coin loops</source>
        <translation>Producción de monedas</translation>
    </message>
    <message>
        <source>Coins it gives each morning while in play.</source>
        <translation>Monedas que da cada mañana mientras está en juego.</translation>
    </message>
    <message>
        <source>Card loops</source>
        <translation>Producción de cartas</translation>
    </message>
    <message>
        <source>Cards it draws each morning while in play.</source>
        <translation>Cartas que roba cada mañana mientras está en juego.</translation>
    </message>
    <message>
        <source>Stash value</source>
        <translation>Valor de escondite</translation>
    </message>
    <message>
        <source>Nuts it scores at the end if it is in a stash.</source>
        <translation>Nueces que puntúa al final si está en un escondite.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>How many of it the deck holds.</source>
        <translation>Cuántas copias tiene el mazo.</translation>
    </message>
    <message>
        <source>Amount 1</source>
        <translation>Cantidad 1</translation>
    </message>
    <message>
        <source>The first effect&apos;s number.</source>
        <translation>El número del primer efecto.</translation>
    </message>
    <message>
        <source>Amount 2</source>
        <translation>Cantidad 2</translation>
    </message>
    <message>
        <source>The second effect&apos;s number.</source>
        <translation>El número del segundo efecto.</translation>
    </message>
    <message>
        <source>Amount 3</source>
        <translation>Cantidad 3</translation>
    </message>
    <message>
        <source>The third effect&apos;s number.</source>
        <translation>El número del tercer efecto.</translation>
    </message>
    <message>
        <source>Ability amount</source>
        <translation>Cantidad de la habilidad</translation>
    </message>
    <message>
        <source>The ability&apos;s number.</source>
        <translation>El número de la habilidad.</translation>
    </message>
    <message>
        <source>Island income by day</source>
        <translation>Ingresos de la isla por día</translation>
    </message>
    <message>
        <source>One row per day, in order: what every player gains in that day&apos;s morning, and the solo rival&apos;s stamina.</source>
        <translation>Una fila por día, en orden: lo que gana cada jugador en la mañana de ese día y la energía del rival en solitario.</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Energía</translation>
    </message>
    <message>
        <source>Stamina each player gains in the morning.</source>
        <translation>Energía que gana cada jugador por la mañana.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monedas</translation>
    </message>
    <message>
        <source>Coins each player gains in the morning.</source>
        <translation>Monedas que gana cada jugador por la mañana.</translation>
    </message>
    <message>
        <source>Cards each player draws in the morning.</source>
        <translation>Cartas que roba cada jugador por la mañana.</translation>
    </message>
    <message>
        <source>Rival stamina</source>
        <translation>Energía del rival</translation>
    </message>
    <message>
        <source>The solo rival&apos;s stamina that day: the squirrels it plays before it sleeps.</source>
        <translation>La energía del rival en solitario ese día: las ardillas que juega antes de dormirse.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Días</translation>
    </message>
    <message>
        <source>Days in a game; the island income table has one row per day.</source>
        <translation>Días de una partida; la tabla de ingresos de la isla tiene una fila por día.</translation>
    </message>
    <message>
        <source>Stamina cap</source>
        <translation>Límite de energía</translation>
    </message>
    <message>
        <source>The most stamina a player can hold; each stamina gained above it becomes 1 nut.</source>
        <translation>La energía máxima que puede tener un jugador; cada punto de energía ganado por encima se convierte en 1 nuez.</translation>
    </message>
    <message>
        <source>Coins per stamina</source>
        <translation>Monedas por energía</translation>
    </message>
    <message>
        <source>Coins a player may pay instead of 1 stamina of a cost.</source>
        <translation>Monedas que un jugador puede pagar en lugar de 1 de energía de un coste.</translation>
    </message>
    <message>
        <source>Island surcharge</source>
        <translation>Recargo de la isla</translation>
    </message>
    <message>
        <source>Extra cost of a card played from the island, paid in stamina or coins at the player&apos;s choice.</source>
        <translation>Coste extra de una carta jugada desde la isla, que se paga en energía o monedas a elección del jugador.</translation>
    </message>
    <message>
        <source>Island slots</source>
        <translation>Espacios de la isla</translation>
    </message>
    <message>
        <source>Face-up cards on the island, refilled each morning.</source>
        <translation>Cartas boca arriba en la isla, que se rellenan cada mañana.</translation>
    </message>
    <message>
        <source>Nuts per gather</source>
        <translation>Nueces por recolección</translation>
    </message>
    <message>
        <source>Nuts an asleep player gains by exhausting one of their squirrels.</source>
        <translation>Nueces que gana un jugador dormido al agotar una de sus ardillas.</translation>
    </message>
    <message>
        <source>Rival&apos;s starting nuts</source>
        <translation>Nueces iniciales del rival</translation>
    </message>
    <message>
        <source>Nuts the solo rival starts with; more makes the game harder.</source>
        <translation>Nueces con las que empieza el rival en solitario; más hace la partida más difícil.</translation>
    </message>
    <message>
        <source>Rival&apos;s die</source>
        <translation>Dado del rival</translation>
    </message>
    <message>
        <source>Sides of the die the rival rolls for an island slot; a roll past the slots or on an empty slot takes the top card of the deck.</source>
        <translation>Caras del dado que tira el rival para elegir un espacio de la isla; una tirada mayor que el número de espacios o en un espacio vacío toma la carta superior del mazo.</translation>
    </message>
    <message>
        <source>Rival&apos;s cards a day</source>
        <translation>Cartas del rival por día</translation>
    </message>
    <message>
        <source>The rival goes to sleep after taking this many cards in a day, whatever its stamina (a safeguard for decks with few squirrels).</source>
        <translation>El rival se va a dormir tras tomar este número de cartas en un día, tenga la energía que tenga (una salvaguarda para mazos con pocas ardillas).</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>En solitario</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>monedas</translation>
    </message>
    <message>
        <source>days</source>
        <translation>días</translation>
    </message>
    <message>
        <source>nuts</source>
        <translation>nueces</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>bandos</translation>
    </message>
    <message>
        <source>stamina</source>
        <translation>de energía</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelGame</name>
    <message>
        <source>Day %1</source>
        <translation>Día %1</translation>
    </message>
    <message>
        <source>Players per game</source>
        <translation>Jugadores por partida</translation>
    </message>
    <message>
        <source>Players in a game (the solo rival not counted).</source>
        <translation>Jugadores de una partida (sin contar el rival en solitario).</translation>
    </message>
    <message>
        <source>Final score of a player</source>
        <translation>Puntuación final de un jugador</translation>
    </message>
    <message>
        <source>The mean final score (nuts, stash and bonus) of all players.</source>
        <translation>La media de la puntuación final (nueces, escondite y bonificación) de todos los jugadores.</translation>
    </message>
    <message>
        <source>Score spread</source>
        <translation>Dispersión de puntuaciones</translation>
    </message>
    <message>
        <source>The best final score of a game minus the worst (the solo rival included).</source>
        <translation>La mejor puntuación final de una partida menos la peor (incluido el rival en solitario).</translation>
    </message>
    <message>
        <source>Played per game</source>
        <translation>Jugada por partida</translation>
    </message>
    <message>
        <source>How often the card is played in a game.</source>
        <translation>Cuántas veces se juega la carta en una partida.</translation>
    </message>
    <message>
        <source>Players who played it</source>
        <translation>Jugadores que la han jugado</translation>
    </message>
    <message>
        <source>Players who played the card at least once, over all games.</source>
        <translation>Jugadores que han jugado la carta al menos una vez, en todas las partidas.</translation>
    </message>
    <message>
        <source>Final score of its players</source>
        <translation>Puntuación final de sus jugadores</translation>
    </message>
    <message>
        <source>The mean final score of the players who played the card.</source>
        <translation>La media de la puntuación final de los jugadores que han jugado la carta.</translation>
    </message>
    <message>
        <source>Edge of the card</source>
        <translation>Ventaja de la carta</translation>
    </message>
    <message>
        <source>The mean final score of its players minus that of all players: positive when players who play it do better than players in general.</source>
        <translation>La media de la puntuación final de sus jugadores menos la de todos los jugadores: positiva cuando a quienes la juegan les va mejor que a los jugadores en general.</translation>
    </message>
    <message>
        <source>Resources gained</source>
        <translation>Recursos ganados</translation>
    </message>
    <message>
        <source>Nuts, stamina, coins and cards all players gained that day, per game.</source>
        <translation>Nueces, energía, monedas y cartas que han ganado todos los jugadores ese día, por partida.</translation>
    </message>
    <message>
        <source>play a card or go to sleep</source>
        <translation>jugar una carta o irse a dormir</translation>
    </message>
    <message>
        <source>gather: exhaust a squirrel, or pass</source>
        <translation>recolectar: agotar una ardilla, o pasar</translation>
    </message>
    <message>
        <source>choose the opponent</source>
        <translation>elegir al oponente</translation>
    </message>
    <message>
        <source>stash a card from your hand</source>
        <translation>esconder una carta de tu mano</translation>
    </message>
    <message>
        <source>exhaust a squirrel</source>
        <translation>agotar una ardilla</translation>
    </message>
    <message>
        <source>keep one of the cards looked at</source>
        <translation>quedarse una de las cartas miradas</translation>
    </message>
    <message>
        <source>exhaust a squirrel to collect its loops</source>
        <translation>agotar una ardilla para recoger su producción</translation>
    </message>
    <message>
        <source>choose the squirrel to protect</source>
        <translation>elegir la ardilla que se protege</translation>
    </message>
    <message>
        <source>refresh a squirrel</source>
        <translation>reactivar una ardilla</translation>
    </message>
    <message>
        <source>The game is over: final scores.</source>
        <translation>La partida ha terminado: puntuaciones finales.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden from the players until the end, the totals count them as if the game ended now.</source>
        <translation>Día %1 en juego; los escondites están ocultos para los jugadores hasta el final, y los totales los cuentan como si la partida terminara ahora.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden until the end, so the totals are the nuts so far.</source>
        <translation>Día %1 en juego; los escondites están ocultos hasta el final, así que los totales son las nueces hasta ahora.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (gana)</translation>
    </message>
    <message>
        <source>  nuts: %1</source>
        <translation>  nueces: %1</translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s), value hidden</source>
        <translation>
            <numerusform>  escondite: %n carta, valor oculto</numerusform>
            <numerusform>  escondite: %n cartas, valor oculto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s) worth %1 nuts</source>
        <translation>
            <numerusform>  escondite: %n carta que vale %1 nueces</numerusform>
            <numerusform>  escondite: %n cartas que valen %1 nueces</numerusform>
        </translation>
    </message>
    <message>
        <source>  bonus: %1 nuts</source>
        <translation>  bonificación: %1 nueces</translation>
    </message>
    <message>
        <source>  squirrels in play: %1</source>
        <translation>  ardillas en juego: %1</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  total: %1 puntos</translation>
    </message>
    <message numerus="yes">
        <source>Squirrel, costs %n stamina.</source>
        <translation>
            <numerusform>Ardilla, cuesta %n de energía.</numerusform>
            <numerusform>Ardilla, cuesta %n de energía.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Item, costs %n coin(s).</source>
        <translation>
            <numerusform>Objeto, cuesta %n moneda.</numerusform>
            <numerusform>Objeto, cuesta %n monedas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loops: %1.</source>
        <translation>Producción: %1.</translation>
    </message>
    <message>
        <source>Stash value %1.</source>
        <translation>Valor de escondite %1.</translation>
    </message>
    <message>
        <source>no such card in these rules</source>
        <translation>no existe esa carta en estas reglas</translation>
    </message>
    <message>
        <source>unknown payment</source>
        <translation>pago desconocido</translation>
    </message>
    <message numerus="yes">
        <source>the island has %n slot(s)</source>
        <translation>
            <numerusform>la isla tiene %n espacio</numerusform>
            <numerusform>la isla tiene %n espacios</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in island slot %2</source>
        <translation>%1 no está en el espacio %2 de la isla</translation>
    </message>
    <message>
        <source>these rules have no island surcharge to pay</source>
        <translation>estas reglas no tienen recargo de la isla que pagar</translation>
    </message>
    <message>
        <source>a card from the hand has no island surcharge</source>
        <translation>una carta de la mano no tiene recargo de la isla</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 no está en tu mano</translation>
    </message>
    <message>
        <source>you have no room for more squirrels (%1)</source>
        <translation>no tienes sitio para más ardillas (%1)</translation>
    </message>
    <message>
        <source>you cannot afford %1</source>
        <translation>no puedes pagar %1</translation>
    </message>
    <message>
        <source>pay between %1 and %2 stamina of the cost with coins</source>
        <translation>paga con monedas entre %1 y %2 de energía del coste</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>malformed decision</source>
        <translation>decisión mal formada</translation>
    </message>
    <message>
        <source>now play a card or go to sleep</source>
        <translation>ahora juega una carta o vete a dormir</translation>
    </message>
    <message>
        <source>that is not one of the choices: now %1</source>
        <translation>esa no es una de las opciones: ahora toca %1</translation>
    </message>
    <message>
        <source>The rival</source>
        <translation>El rival</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
    </message>
    <message>
        <source>expected one of: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</source>
        <translation>se esperaba uno de: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</translation>
    </message>
    <message>
        <source>expected a card id, found &quot;%1&quot;</source>
        <translation>se esperaba un id de carta, se encontró «%1»</translation>
    </message>
    <message>
        <source>expected &quot;hand&quot; or an island slot from 1 to %1</source>
        <translation>se esperaba &quot;hand&quot; o un espacio de la isla de 1 a %1</translation>
    </message>
    <message>
        <source>expected &quot;stamina&quot; or &quot;coins&quot;</source>
        <translation>se esperaba &quot;stamina&quot; o &quot;coins&quot;</translation>
    </message>
    <message>
        <source>%1 (squirrel %2)</source>
        <translation>%1 (ardilla %2)</translation>
    </message>
    <message>
        <source>Play an unknown card</source>
        <translation>Jugar una carta desconocida</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>Play %1 from the hand, paying %2</source>
        <translation>Jugar %1 de la mano, pagando %2</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2, paying %3</source>
        <translation>Jugar %1 del espacio %2 de la isla, pagando %3</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Irse a dormir</translation>
    </message>
    <message>
        <source>Gather with %1</source>
        <translation>Recolectar con %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Sabotage %1</source>
        <translation>Sabotear a %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Esconder %1</translation>
    </message>
    <message>
        <source>Stash a card from the hand</source>
        <translation>Esconder una carta de la mano</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Exhaust %1 of %2</source>
        <translation>Agotar %1 de %2</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Quedarse %1</translation>
    </message>
    <message>
        <source>Keep one of the cards looked at</source>
        <translation>Quedarse una de las cartas miradas</translation>
    </message>
    <message>
        <source>Exhaust %1 and collect its loops</source>
        <translation>Agotar %1 y recoger su producción</translation>
    </message>
    <message>
        <source>Protect %1</source>
        <translation>Proteger %1</translation>
    </message>
    <message>
        <source>Refresh %1</source>
        <translation>Reactivar %1</translation>
    </message>
    <message>
        <source>Day %1 begins; %2 starts.</source>
        <translation>Empieza el día %1; empieza %2.</translation>
    </message>
    <message>
        <source>%1 comes to island slot %2.</source>
        <translation>%1 llega al espacio %2 de la isla.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>La pila de descarte se baraja para formar un mazo nuevo de %n carta.</numerusform>
            <numerusform>La pila de descarte se baraja para formar un mazo nuevo de %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the island&apos;s income: %2, %3, %4.</source>
        <translation>%1 recibe los ingresos de la isla: %2, %3, %4.</translation>
    </message>
    <message>
        <source>a squirrel</source>
        <translation>una ardilla</translation>
    </message>
    <message>
        <source>%1&apos;s %2 loops: %3.</source>
        <translation>Producción de %2 de %1: %3.</translation>
    </message>
    <message>
        <source>%1&apos;s stamina is full: %2 instead.</source>
        <translation>La energía de %1 está llena: %2 en su lugar.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 roba %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 roba %n carta.</numerusform>
            <numerusform>%1 roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation>de la mano</translation>
    </message>
    <message>
        <source>from island slot %1</source>
        <translation>del espacio %1 de la isla</translation>
    </message>
    <message>
        <source>The rival takes %1 %2.</source>
        <translation>El rival toma %1 %2.</translation>
    </message>
    <message>
        <source>from the deck</source>
        <translation>del mazo</translation>
    </message>
    <message>
        <source>%1 plays %2 %3.</source>
        <translation>%1 juega %2 %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 %3, paying %4.</source>
        <translation>%1 juega %2 %3, pagando %4.</translation>
    </message>
    <message>
        <source>%1 goes to sleep.</source>
        <translation>%1 se va a dormir.</translation>
    </message>
    <message>
        <source>%1 exhausts a squirrel and gathers %2.</source>
        <translation>%1 agota una ardilla y recolecta %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 pasa.</translation>
    </message>
    <message>
        <source>Go again! %1 takes another turn.</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards.</extracomment>
        <translation>¡Otro turno! %1 juega otro turno.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 gana %2.</translation>
    </message>
    <message>
        <source>%1 stashes the top card of the deck, unseen.</source>
        <translation>%1 esconde la carta superior del mazo, sin mirarla.</translation>
    </message>
    <message>
        <source>%1 stashes %2.</source>
        <translation>%1 esconde %2.</translation>
    </message>
    <message>
        <source>%1 stashes a card from the hand.</source>
        <translation>%1 esconde una carta de la mano.</translation>
    </message>
    <message>
        <source>Sabotage! %1 takes %2 from %3.</source>
        <translation>¡Sabotaje! %1 quita %2 a %3.</translation>
    </message>
    <message>
        <source>Sabotage! %1 loses %2.</source>
        <translation>¡Sabotaje! %1 pierde %2.</translation>
    </message>
    <message>
        <source>%1 exhausts %2.</source>
        <translation>%1 agota %2.</translation>
    </message>
    <message>
        <source>Sabotage! %1 exhausts %2 of %3.</source>
        <translation>¡Sabotaje! %1 agota %2 de %3.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage! %1 moves %n card(s) from %2&apos;s stash into their own, unseen.</source>
        <translation>
            <numerusform>¡Sabotaje! %1 pasa %n carta del escondite de %2 al suyo, sin mirarla.</numerusform>
            <numerusform>¡Sabotaje! %1 pasa %n cartas del escondite de %2 al suyo, sin mirarlas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s stash is guarded: the raid fails.</source>
        <translation>El escondite de %1 está protegido: el asalto fracasa.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 is protected.</source>
        <translation>La ardilla %2 de %1 está protegida.</translation>
    </message>
    <message>
        <source>%1 refreshes squirrel %2.</source>
        <translation>%1 reactiva la ardilla %2.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 now protects squirrel %3.</source>
        <translation>La ardilla %2 de %1 protege ahora a la ardilla %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the deck.</source>
        <translation>
            <numerusform>%1 mira %n carta de la parte superior del mazo.</numerusform>
            <numerusform>%1 mira %n cartas de la parte superior del mazo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 se queda %2.</translation>
    </message>
    <message>
        <source>%1 is discarded.</source>
        <translation>Se descarta %1.</translation>
    </message>
    <message>
        <source>The rival rolls %1: no card there, it takes the top of the deck.</source>
        <translation>El rival saca un %1: ahí no hay carta, así que toma la carta superior del mazo.</translation>
    </message>
    <message>
        <source>The rival rolls %1.</source>
        <translation>El rival saca un %1.</translation>
    </message>
    <message>
        <source>Everyone is asleep: day %1 ends.</source>
        <translation>Todos están dormidos: termina el día %1.</translation>
    </message>
    <message>
        <source>%1&apos;s stash holds %2.</source>
        <translation>El escondite de %1 contiene %2.</translation>
    </message>
    <message>
        <source>%1 scores %2: %3 nuts, %4 from the stash, %5 bonus.</source>
        <translation>%1 puntúa %2: %3 nueces, %4 del escondite, %5 de bonificación.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>La partida ha terminado: %1 comparten la victoria.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partida ha terminado: gana %1.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on.</source>
        <translation>%1 no tiene nada sobre lo que actuar.</translation>
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
        <translation>Dos jugadores</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadores</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Cuatro jugadores</translation>
    </message>
    <message>
        <source>Five players</source>
        <translation>Cinco jugadores</translation>
    </message>
    <message>
        <source>Solo against the rival</source>
        <translation>En solitario contra el rival</translation>
    </message>
    <message>
        <source>Exhaust while asleep</source>
        <extracomment>How the squirrel to exhaust is chosen while the player is asleep (BGA&apos;s &quot;auto-exhaust&quot;).</extracomment>
        <translation>Agotar mientras duerme</translation>
    </message>
    <message>
        <source>Choose myself</source>
        <translation>Elijo yo</translation>
    </message>
    <message>
        <source>In the suggested order</source>
        <translation>En el orden sugerido</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Al azar</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelRules</name>
    <message>
        <source>unknown effect kind &quot;%1&quot;</source>
        <translation>tipo de efecto desconocido «%1»</translation>
    </message>
    <message>
        <source>expected at least 1 for the effect &quot;%1&quot;</source>
        <translation>se esperaba al menos 1 para el efecto «%1»</translation>
    </message>
    <message>
        <source>expected at most %1 cards to look at</source>
        <translation>se esperaban como máximo %1 cartas que mirar</translation>
    </message>
    <message>
        <source>unknown ability &quot;%1&quot;</source>
        <translation>habilidad desconocida «%1»</translation>
    </message>
    <message>
        <source>expected at least 1 for the ability &quot;%1&quot;</source>
        <translation>se esperaba al menos 1 para la habilidad «%1»</translation>
    </message>
    <message>
        <source>a card with no cost and no effect, loop or ability; give it a cost or something to do</source>
        <translation>una carta sin coste ni efecto, producción o habilidad; dale un coste o algo que hacer</translation>
    </message>
    <message>
        <source>a squirrel needs a habitat: tree, ground, flying or unique</source>
        <translation>una ardilla necesita un hábitat: tree, ground, flying o unique</translation>
    </message>
    <message>
        <source>an item without effects does nothing when played</source>
        <translation>un objeto sin efectos no hace nada al jugarlo</translation>
    </message>
    <message>
        <source>an item&apos;s loops are never collected: items do not stay in play</source>
        <translation>la producción de un objeto nunca se recoge: los objetos no se quedan en juego</translation>
    </message>
    <message>
        <source>an item&apos;s ability never works: items do not stay in play</source>
        <translation>la habilidad de un objeto nunca funciona: los objetos no se quedan en juego</translation>
    </message>
    <message>
        <source>the effect &quot;protect&quot; needs a squirrel with the ability &quot;guard&quot;</source>
        <translation>el efecto «protect» necesita una ardilla con la habilidad «guard»</translation>
    </message>
    <message>
        <source>a guard without the effect &quot;protect&quot; never protects anything</source>
        <translation>un guardián sin el efecto «protect» nunca protege nada</translation>
    </message>
    <message>
        <source>the ids &quot;%1&quot; and &quot;%2&quot; share the same short key in records; rename one</source>
        <translation>los ids «%1» y «%2» comparten la misma clave corta en los registros; cambia el nombre de uno</translation>
    </message>
    <message>
        <source>the deck holds %1 cards; expected at most %2</source>
        <translation>el mazo tiene %1 cartas; se esperaban como máximo %2</translation>
    </message>
    <message>
        <source>the deck holds %1 cards, fewer than the island&apos;s %2 slots</source>
        <translation>el mazo tiene %1 cartas, menos que los %2 espacios de la isla</translation>
    </message>
    <message>
        <source>expected %1 rows, one per day (dayCount), found %2</source>
        <translation>se esperaban %1 filas, una por día (dayCount), se encontraron %2</translation>
    </message>
    <message>
        <source>day %1 has no income: expected some stamina, coins or cards</source>
        <translation>el día %1 no tiene ingresos: se esperaba algo de energía, monedas o cartas</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design the rules of an island game.</source>
        <translation>Diseña las reglas de un juego de islas.</translation>
    </message>
    <message>
        <source>The game whose default rules to edit.</source>
        <translation>El juego cuyas reglas predeterminadas se editan.</translation>
    </message>
    <message>
        <source>A ruleset file to open.</source>
        <translation>Un archivo de reglamento que abrir.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>Juego desconocido «%1»; se esperaba uno de: %2</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>No se han podido abrir las reglas:

%1</translation>
    </message>
    <message>
        <source>A game record to open, or a ruleset to open in the rules editor.</source>
        <translation>Un registro de partida que abrir, o un reglamento que abrir en el editor de reglas.</translation>
    </message>
    <message>
        <source>Open the file as the window does, print the window&apos;s title and quit: the exit status is 0 when the file opened and 2 when it did not, with the reason on standard error. For scripts and tests.</source>
        <translation>Abre el archivo como lo hace la ventana, muestra el título de la ventana y sale: el código de salida es 0 si el archivo se abrió y 2 si no, con el motivo en la salida de error estándar. Para scripts y pruebas.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file to open.</source>
        <translation>--quit-after-open necesita un archivo que abrir.</translation>
    </message>
    <message>
        <source>Play, design and print island board games: %1.</source>
        <extracomment>%1 lists the names of the games, separated by commas</extracomment>
        <translation>Juega, diseña e imprime juegos de mesa de islas: %1.</translation>
    </message>
</context>
</TS>
