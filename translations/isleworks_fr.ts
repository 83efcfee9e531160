<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 is turning the drawn tile.</source>
        <translation>%1 oriente la tuile piochée.</translation>
    </message>
    <message>
        <source>%1 is placing a tile from the lighthouse.</source>
        <translation>%1 pose une tuile depuis le phare.</translation>
    </message>
    <message>
        <source>%1 is choosing a captured building&apos;s side.</source>
        <translation>%1 choisit la face d&apos;un bâtiment capturé.</translation>
    </message>
    <message>
        <source>%1 may re-roll dice.</source>
        <translation>%1 peut relancer des dés.</translation>
    </message>
    <message>
        <source>%1 is moving.</source>
        <translation>%1 joue.</translation>
    </message>
    <message>
        <source> (B)</source>
        <translation> (B)</translation>
    </message>
    <message>
        <source>Swap the token (S)</source>
        <translation>Retourner le jeton (S)</translation>
    </message>
    <message>
        <source>Swap the token</source>
        <translation>Retourner le jeton</translation>
    </message>
    <message>
        <source>Stack (K)</source>
        <translation>Empiler (K)</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Empiler les unités</translation>
    </message>
    <message>
        <source>End activation (E)</source>
        <translation>Finir l&apos;activation (E)</translation>
    </message>
    <message>
        <source>End this unit&apos;s activation</source>
        <translation>Finir l&apos;activation de cette unité</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Finir le tour (E)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Turn the drawn tile:</source>
        <translation>Orientez la tuile piochée&#xa0;:</translation>
    </message>
    <message>
        <source>Place the drawn tile on a lit area:</source>
        <translation>Posez la tuile piochée sur une zone en surbrillance&#xa0;:</translation>
    </message>
    <message>
        <source>The drawn tile</source>
        <translation>La tuile piochée</translation>
    </message>
    <message>
        <source>Arrow pointing %1</source>
        <translation>Flèche orientée %1</translation>
    </message>
    <message>
        <source>%1. Arrow %2</source>
        <translation>%1. Flèche %2</translation>
    </message>
    <message>
        <source>Your building on %1 is:</source>
        <translation>Votre bâtiment en %1 devient&#xa0;:</translation>
    </message>
    <message>
        <source>1. City (C)</source>
        <translation>1. Ville (C)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Ville</translation>
    </message>
    <message>
        <source>2. Factory (F)</source>
        <translation>2. Usine (F)</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Usine</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>Your choices</source>
        <translation>Vos choix</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <source>The island, %1 by %2 spaces</source>
        <translation>L&apos;île, %1 × %2 cases</translation>
    </message>
</context>
<context>
    <name>BattleCard</name>
    <message>
        <source>Battle: %1</source>
        <translation>Bataille&#xa0;: %1</translation>
    </message>
    <message>
        <source>Last battle: %1</source>
        <translation>Dernière bataille&#xa0;: %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Défenseurs</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (tombé)</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, a defending squad falls</source>
        <translation>Échange %1&#xa0;: %2 contre %3, une escouade en défense tombe</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, an attacking squad falls</source>
        <translation>Échange %1&#xa0;: %2 contre %3, une escouade en attaque tombe</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Défense</translation>
    </message>
    <message>
        <source>die showing %1</source>
        <translation>dé indiquant %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more die(s)</source>
        <translation>
            <numerusform>+ %n autre dé</numerusform>
            <numerusform>+ %n autres dés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the board.</source>
        <translation>Les flèches et Entrée fonctionnent sur le plateau.</translation>
    </message>
    <message>
        <source>Green: where it can go; red: what it can attack. Click a space to move there, or the unit again to act where it stands.</source>
        <translation>Vert&#xa0;: où elle peut aller&#xa0;; rouge&#xa0;: ce qu&apos;elle peut attaquer. Cliquez sur une case pour vous y déplacer, ou de nouveau sur l&apos;unité pour agir là où elle se trouve.</translation>
    </message>
    <message>
        <source>Click one of your lit units to see where it can go, or a lit base or factory to recruit; End turn (E) when done.</source>
        <translation>Cliquez sur une de vos unités en surbrillance pour voir où elle peut aller, ou sur une base ou une usine en surbrillance pour recruter&#xa0;; «&#xa0;Finir le tour&#xa0;» (E) pour terminer.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.</source>
        <translation>
            <numerusform>Cliquez sur une case verte pour vous déplacer (%n point restant), sur une unité rouge pour voir les chances puis de nouveau pour attaquer, ou utilisez un bouton sous le plateau.</numerusform>
            <numerusform>Cliquez sur une case verte pour vous déplacer (%n points restants), sur une unité rouge pour voir les chances puis de nouveau pour attaquer, ou utilisez un bouton sous le plateau.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile was revealed: choose which way its arrow points (keys 1–%1).</source>
        <translation>Une tuile a été révélée&#xa0;: choisissez la direction de sa flèche (touches 1 à %1).</translation>
    </message>
    <message>
        <source>Your lighthouse lets you place the drawn tile: click one of the lit empty areas.</source>
        <translation>Votre phare vous permet de poser la tuile piochée&#xa0;: cliquez sur une des zones vides en surbrillance.</translation>
    </message>
    <message>
        <source>You captured a building: make it a city (C) or a factory (F).</source>
        <translation>Vous avez capturé un bâtiment&#xa0;: faites-en une ville (C) ou une usine (F).</translation>
    </message>
    <message>
        <source>Your stack may throw its lowest dice again (keys 1–%1).</source>
        <translation>Votre pile peut relancer ses dés les plus faibles (touches 1 à %1).</translation>
    </message>
    <message>
        <source>The generals&apos; armies</source>
        <translation>Les armées des généraux</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Armées</translation>
    </message>
    <message>
        <source>%1 (%2): eliminated</source>
        <translation>%1 (%2)&#xa0;: éliminé</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>Supply: basic / elite / building tokens</source>
        <translation>Réserve&#xa0;: unités de base / unités d&apos;élite / jetons de bâtiment</translation>
    </message>
    <message>
        <source>Last battle: %1 attacked %2</source>
        <translation>Dernier combat&#xa0;: %1 a attaqué %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) · supply %1/%2/%3</source>
        <translation>
            <numerusform>%n unité · réserve %1/%2/%3</numerusform>
            <numerusform>%n unités · réserve %1/%2/%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</source>
        <translation>
            <numerusform>%1 (%2)&#xa0;: %n pièce, revenu %3, %4 unités&#xa0;; en réserve %5 de base, %6 d&apos;élite, %7 jetons</numerusform>
            <numerusform>%1 (%2)&#xa0;: %n pièces, revenu %3, %4 unités&#xa0;; en réserve %5 de base, %6 d&apos;élite, %7 jetons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Island board</source>
        <translation>Plateau de l&apos;île</translation>
    </message>
    <message>
        <source>, latest move</source>
        <translation>, dernier coup</translation>
    </message>
    <message>
        <source>, can be chosen</source>
        <translation>, peut être choisie</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Plateau de brume %1</translation>
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
        <translation>Jaune, clignotant</translation>
    </message>
    <message>
        <source>Can be chosen now: where the selected hand token may go, or a tile the decision asks for.</source>
        <translation>Peut être choisie maintenant&#xa0;: là où le jeton sélectionné dans la main peut aller, ou une case demandée par la décision.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>The first tile of a two-tile choice; choose the second one next.</source>
        <translation>La première case d&apos;un choix de deux cases&#xa0;; choisissez ensuite la seconde.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Anneau orange</translation>
    </message>
    <message>
        <source>The latest move, or the move being reviewed.</source>
        <translation>Le dernier coup, ou le coup en cours de revue.</translation>
    </message>
    <message>
        <source>Pale gold</source>
        <translation>Or pâle</translation>
    </message>
    <message>
        <source>Part of a line that scores now. At a round&apos;s end the line being counted is outlined and its points are shown beside it.</source>
        <translation>Fait partie d&apos;une ligne qui marque maintenant. À la fin d&apos;une manche, la ligne décomptée est entourée et ses points sont affichés à côté.</translation>
    </message>
    <message>
        <source>Grey fog</source>
        <translation>Brume grise</translation>
    </message>
    <message>
        <source>Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is lifted.</source>
        <translation>Couverte par un plateau de brume (chaque plateau est entouré et numéroté)&#xa0;: rien ne peut y être placé tant qu&apos;il n&apos;est pas levé.</translation>
    </message>
    <message>
        <source>Dark outline</source>
        <translation>Contour sombre</translation>
    </message>
    <message>
        <source>The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.</source>
        <translation>Le curseur clavier&#xa0;: les flèches le déplacent, Entrée ou Espace choisit la case.</translation>
    </message>
    <message>
        <source>What the tiles show</source>
        <translation>Ce que montrent les cases</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Signification</translation>
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
        <translation>%1, épuisé</translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation>%1, protégé</translation>
    </message>
    <message>
        <source>%1, can be chosen now</source>
        <translation>%1, sélectionnable maintenant</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l&apos;écran à %1</translation>
    </message>
    <message>
        <source>It is me: show my tokens (Enter)</source>
        <translation>C&apos;est moi&#xa0;: montrer mes jetons (Entrée)</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Decision</source>
        <extracomment>the accessible name of the panel where the player makes the current decision (a noun)</extracomment>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Choose one (keys 1–9 for the first nine).</source>
        <translation>Choisissez une option (touches 1 à 9 pour les neuf premières).</translation>
    </message>
    <message>
        <source>Hide the list of choices</source>
        <translation>Masquer la liste des choix</translation>
    </message>
    <message>
        <source>All choices…</source>
        <translation>Tous les choix…</translation>
    </message>
</context>
<context>
    <name>DiceOverlay</name>
    <message>
        <source>The attacker wins</source>
        <translation>L&apos;attaquant l&apos;emporte</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Le défenseur l&apos;emporte</translation>
    </message>
    <message>
        <source>A tie: nobody is destroyed</source>
        <translation>Égalité&#xa0;: personne n&apos;est détruit</translation>
    </message>
    <message>
        <source>Re-rolls may follow</source>
        <translation>Des relances peuvent suivre</translation>
    </message>
    <message>
        <source>Combat: %1</source>
        <translation>Combat&#xa0;: %1</translation>
    </message>
    <message>
        <source>Battle: %1 attacks %2</source>
        <translation>Combat&#xa0;: %1 attaque %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>%1: dice %2, total %3</source>
        <translation>%1&#xa0;: dés %2, total %3</translation>
    </message>
</context>
<context>
    <name>FoggySidePanel</name>
    <message>
        <source>Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).</source>
        <extracomment>%1 is how many tokens are still to pick, %2 the highest number key</extracomment>
        <translation>Jetons encore à choisir pour votre main de départ&#xa0;: %1. Choisissez-les un par un dans votre réserve (touches 1 à %2).</translation>
    </message>
    <message>
        <source>Keep one of the two weather cards you drew (keys 1, 2).</source>
        <translation>Gardez l&apos;une des deux cartes Météo piochées (touches 1, 2).</translation>
    </message>
    <message>
        <source>Click a fog board on the island to lift it, or choose it here.</source>
        <translation>Cliquez sur un plateau de brume de l&apos;île pour le lever, ou choisissez-le ici.</translation>
    </message>
    <message>
        <source>Now choose the second tile.</source>
        <translation>Choisissez maintenant la seconde case.</translation>
    </message>
    <message>
        <source>Choose the mercenaries to hire on the board, then Done hiring.</source>
        <translation>Choisissez les mercenaires à recruter sur le plateau, puis Recrutement terminé.</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>how many tokens of this character are left in the pile: &quot;3 left&quot;</extracomment>
        <translation>encore %1</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under a weather card: keep this card (a verb)</extracomment>
        <translation>Garder</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Plateau de brume %1</translation>
    </message>
</context>
<context>
    <name>FuzzyBoardPage</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Jour %1 sur %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>%n point de mouvement restant</numerusform>
            <numerusform>%n points de mouvement restants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free move(s) left (equip, garrison, armory)</source>
        <translation>
            <numerusform>%n coup libre restant (équiper, garnison, armurerie)</numerusform>
            <numerusform>%n coups libres restants (équiper, garnison, armurerie)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzyMap</name>
    <message>
        <source>The map</source>
        <translation>La carte</translation>
    </message>
</context>
<context>
    <name>FuzzySidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the map; 1–9 take the buttons below it.</source>
        <translation>Les flèches et Entrée agissent sur la carte&#xa0;; 1–9 activent les boutons en dessous.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place your settlement.</source>
        <translation>Cliquez sur une case jaune pour placer votre colonie.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place the new token.</source>
        <translation>Cliquez sur une case jaune pour placer le nouveau jeton.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.</source>
        <translation>
            <numerusform>Cliquez sur une case verte pour y avancer (%n point restant), sur un autre de vos héros pour le choisir, ou sur un bouton sous la carte.</numerusform>
            <numerusform>Cliquez sur une case verte pour y avancer (%n points restants), sur un autre de vos héros pour le choisir, ou sur un bouton sous la carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose below the map; End turn (E) when done.</source>
        <translation>Choisissez sous la carte&#xa0;; «&#xa0;Finir le tour&#xa0;» (E) une fois terminé.</translation>
    </message>
    <message>
        <source>Choose the size of the next squad below the map.</source>
        <translation>Choisissez sous la carte la taille de la prochaine escouade.</translation>
    </message>
    <message>
        <source>Choose which squads join the exchange and which squad they strike, below the map.</source>
        <translation>Choisissez sous la carte les escouades qui participent à l&apos;échange et l&apos;escouade qu&apos;elles frappent.</translation>
    </message>
    <message>
        <source>Choose which of your squads falls.</source>
        <translation>Choisissez laquelle de vos escouades tombe.</translation>
    </message>
    <message>
        <source>Choose below the map.</source>
        <translation>Choisissez sous la carte.</translation>
    </message>
    <message>
        <source>The players&apos; treasuries</source>
        <translation>Les trésors des joueurs</translation>
    </message>
    <message>
        <source>Treasuries</source>
        <translation>Trésors</translation>
    </message>
    <message>
        <source>%1: eliminated</source>
        <translation>%1&#xa0;: éliminé</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coin(s), income %2, upkeep %3 at the last Daybreak</source>
        <translation>
            <numerusform>%1&#xa0;: %n pièce, revenu %2, entretien %3 à la dernière Aube</numerusform>
            <numerusform>%1&#xa0;: %n pièces, revenu %2, entretien %3 à la dernière Aube</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>%1 · +%2 −%3</source>
        <translation>%1 · +%2 −%3</translation>
    </message>
    <message>
        <source>Coins · income + and upkeep − at the last Daybreak</source>
        <translation>Pièces · revenu + et entretien − à la dernière Aube</translation>
    </message>
    <message>
        <source>%1 offers you an alliance: accept or refuse below the map.</source>
        <translation>%1 te propose une alliance&#xa0;: accepte-la ou refuse-la sous la carte.</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>pièces</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>points</translation>
    </message>
    <message>
        <source>%1 points scored</source>
        <translation>%1 points marqués</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Voir le plateau</translation>
    </message>
    <message>
        <source>Close and look at the final board</source>
        <translation>Fermer et voir le plateau final</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 board</source>
        <extracomment>the accessible name of the board; %1 is the name of the game being played</extracomment>
        <translation>Plateau de %1</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Plateau de jeu</translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Start a game with Game ▸ New Game… (Ctrl+N)</source>
        <translation>Commencez une partie avec Partie ▸ Nouvelle partie… (Ctrl+N)</translation>
    </message>
</context>
<context>
    <name>GoAgainBanner</name>
    <message>
        <source>Go again!</source>
        <extracomment>The keyword printed on cards: the player takes another turn</extracomment>
        <translation>Rejouez&#xa0;!</translation>
    </message>
    <message>
        <source>%1 takes another turn</source>
        <translation>%1 rejoue</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>the title above the tokens in hand: %1 is the player</extracomment>
        <translation>Main de %1</translation>
    </message>
    <message>
        <source>Spectating</source>
        <extracomment>the title above the hand when nobody&apos;s hand is shown: the person only watches the game</extracomment>
        <translation>En spectateur</translation>
    </message>
    <message>
        <source>Select a token (1–%1), then a lit tile (arrow keys, Enter)</source>
        <translation>Sélectionnez un jeton (1 à %1), puis une case éclairée (flèches, Entrée)</translation>
    </message>
    <message>
        <source>Pick your opening hand in the panel on the left</source>
        <translation>Choisissez votre main de départ dans le panneau de gauche</translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation>Aucun jeton en main</translation>
    </message>
    <message>
        <source>%1, %2 in hand, key %3</source>
        <translation>%1, %2 en main, touche %3</translation>
    </message>
    <message>
        <source>In Foggy weather this
mercenary may go face up</source>
        <translation>Par temps Brumeux, ce
mercenaire peut être posé face visible</translation>
    </message>
    <message>
        <source>Face down (F)</source>
        <translation>Face cachée (F)</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Poser face cachée</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Votre main&#xa0;: %n carte</numerusform>
            <numerusform>Votre main&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Votre main est vide</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
</context>
<context>
    <name>HiringPanel</name>
    <message>
        <source>Hire mercenaries</source>
        <translation>Recruter des mercenaires</translation>
    </message>
    <message>
        <source>Purse: %1 coins</source>
        <translation>Bourse&#xa0;: %1 pièces</translation>
    </message>
    <message>
        <source>Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.</source>
        <translation>Chaque mercenaire remplace un jeton de base de votre réserve. Recrutez-en autant que vous voulez et pouvez payer, puis choisissez Recrutement terminé.</translation>
    </message>
    <message>
        <source>Mercenaries for hire</source>
        <translation>Mercenaires à recruter</translation>
    </message>
    <message>
        <source>Can be hired now</source>
        <translation>Recrutable maintenant</translation>
    </message>
    <message>
        <source>Cannot be hired now</source>
        <translation>Non recrutable maintenant</translation>
    </message>
    <message>
        <source>%1 coins · replaces %2</source>
        <translation>%1 pièces · remplace %2</translation>
    </message>
    <message>
        <source>hired %1 of %2</source>
        <translation>%1 recruté(s) sur %2</translation>
    </message>
    <message>
        <source>Done hiring</source>
        <translation>Recrutement terminé</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>Click to review the board after this decision</source>
        <translation>Cliquez pour revoir le plateau après cette décision</translation>
    </message>
    <message>
        <source>Review the board after this decision</source>
        <translation>Revoir le plateau après cette décision</translation>
    </message>
    <message>
        <source>No decisions yet</source>
        <translation>Aucune décision pour l&apos;instant</translation>
    </message>
</context>
<context>
    <name>LookChooser</name>
    <message>
        <source>%1: keep one of these cards (keys 1–%2); the others are discarded.</source>
        <translation>%1&#xa0;: gardez l&apos;une de ces cartes (touches 1 à %2)&#xa0;; les autres sont défaussées.</translation>
    </message>
    <message>
        <source>looked at</source>
        <translation>regardée</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under one of the cards looked at: keep this card (a verb)</extracomment>
        <translation>Garder</translation>
    </message>
</context>
<context>
    <name>OddsCard</name>
    <message>
        <source>Attack %1: win %2, tie %3, lose %4</source>
        <translation>Attaquer %1&#xa0;: victoire %2, égalité %3, défaite %4</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Attaquer %1</translation>
    </message>
    <message>
        <source>Win %1 · Tie %2 · Lose %3</source>
        <translation>Victoire %1 · Égalité %2 · Défaite %3</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Attaquer (A)</translation>
    </message>
</context>
<context>
    <name>PaymentChooser</name>
    <message>
        <source>How do you pay? (keys 1–%1, Escape to cancel)</source>
        <translation>Comment payez-vous&#xa0;? (touches 1 à %1, Échap pour annuler)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>awake</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>éveillé</translation>
    </message>
    <message>
        <source>asleep</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>endormi</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the rival), %2, %n nut(s)</source>
        <translation>
            <numerusform>%1 (le rival), %2, %n noisette</numerusform>
            <numerusform>%1 (le rival), %2, %n noisettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n nut(s)</source>
        <translation>
            <numerusform>%1, %2, %n noisette</numerusform>
            <numerusform>%1, %2, %n noisettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s)</source>
        <translation>
            <numerusform>, %n pièce</numerusform>
            <numerusform>, %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 stamina</source>
        <translation>, %1 d&apos;endurance sur %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) in hand</source>
        <translation>
            <numerusform>, %n carte en main</numerusform>
            <numerusform>, %n cartes en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stashed</source>
        <translation>
            <numerusform>, %n carte en cachette</numerusform>
            <numerusform>, %n cartes en cachette</numerusform>
        </translation>
    </message>
    <message>
        <source>, first player</source>
        <translation>, premier joueur</translation>
    </message>
    <message>
        <source>, can be chosen now</source>
        <translation>, peut être choisi maintenant</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name: this is the person looking; note the leading space</extracomment>
        <translation> (vous)</translation>
    </message>
    <message>
        <source>Awake</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player is awake (an adjective)</extracomment>
        <translation>Éveillé</translation>
    </message>
    <message>
        <source>Asleep</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player has gone to sleep (an adjective)</extracomment>
        <translation>Endormi</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Premier joueur&#xa0;: commence chaque nouveau jour</translation>
    </message>
    <message>
        <source>Nuts</source>
        <extracomment>a resource: the nuts a player has collected (the points of Squirrel Island)</extracomment>
        <translation>Noisettes</translation>
    </message>
    <message>
        <source>Coins</source>
        <extracomment>a resource: the coins a player has to pay for items</extracomment>
        <translation>Pièces</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards stashed</source>
        <translation>Cartes en cachette</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Endurance du rival</translation>
    </message>
    <message>
        <source>Winner! </source>
        <extracomment>The final score and its parts; %1 total, %2 nuts, %3 stash values, %4 bonus</extracomment>
        <translation>Gagnant&#xa0;! </translation>
    </message>
    <message>
        <source>%1 points: %2 nuts + %3 stash + %4 bonus</source>
        <translation>%1 points&#xa0;: %2 noisettes + %3 cachette + %4 bonus</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n more turn(s) today)</source>
        <translation>
            <numerusform>Rejouez&#xa0;! (encore %n tour aujourd&apos;hui)</numerusform>
            <numerusform>Rejouez&#xa0;! (encore %n tours aujourd&apos;hui)</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>under the name of the computer player whose move it is</extracomment>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>under the name of the player whose move it is (short)</extracomment>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>Stash:</source>
        <extracomment>before a player&apos;s stashed cards, shown face up once the game is over (the stash: cards put aside face down)</extracomment>
        <translation>Cachette&#xa0;:</translation>
    </message>
    <message>
        <source>in %1&apos;s stash</source>
        <translation>dans la cachette de %1</translation>
    </message>
</context>
<context>
    <name>RecruitMenu</name>
    <message>
        <source>Recruit at %1</source>
        <translation>Recruter en %1</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>ResourceCounter</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a resource counter&apos;s accessible name: %1 the resource, %2 how many (&quot;Nuts: 4&quot;)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ReviewBanner</name>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Revue de la décision %1 sur %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>a button: leave the review of an earlier position and go back to the game as it is</extracomment>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Décision précédente</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Décision précédente (Gauche)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avancer ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Décision suivante</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Décision suivante (Droite)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source>Return to the live game (Escape)</source>
        <translation>Revenir à la partie en cours (Échap)</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>End of round %1</source>
        <translation>Fin de la manche %1</translation>
    </message>
    <message>
        <source>The last round is over</source>
        <translation>La dernière manche est terminée</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>La manche %1 est terminée</translation>
    </message>
    <message>
        <source>+%1 this round</source>
        <translation>+%1 cette manche</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>%1 au total</translation>
    </message>
    <message>
        <source>No line scored this round.</source>
        <translation>Aucune ligne n&apos;a marqué cette manche.</translation>
    </message>
    <message>
        <source>Lines that scored (%1)</source>
        <translation>Lignes qui ont marqué (%1)</translation>
    </message>
    <message>
        <source>Lines that scored</source>
        <translation>Lignes qui ont marqué</translation>
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
        <translation>Afficher toutes les lignes (Espace)</translation>
    </message>
    <message>
        <source>See the result (Enter)</source>
        <translation>Voir le résultat (Entrée)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Manche suivante (Entrée)</translation>
    </message>
    <message>
        <source>Show every scored line at once</source>
        <translation>Afficher toutes les lignes marquées à la fois</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Voir qui a gagné</translation>
    </message>
    <message>
        <source>Continue to the next round</source>
        <translation>Passer à la manche suivante</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, side %2, %3 points%4</source>
        <translation>%1, camp %2, %3 points%4</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, doit jouer</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name on their seat panel: this seat is the person looking; note the leading space</extracomment>
        <translation> (vous)</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n jeton en main</numerusform>
            <numerusform>%n jetons en main</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>on the seat panel of the computer player whose move it is</extracomment>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>on the seat panel of the player whose move it is (short)</extracomment>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>a unit, under a seat&apos;s score on its panel (plural: the score is usually more than one)</extracomment>
        <translation>points</translation>
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
        <translation>L&apos;île</translation>
    </message>
    <message>
        <source>Island</source>
        <extracomment>a short label written sideways beside the island&apos;s row of face-up cards (a place, the island board)</extracomment>
        <translation>Île</translation>
    </message>
    <message>
        <source>on island slot %1</source>
        <translation>sur l&apos;emplacement %1 de l&apos;île</translation>
    </message>
    <message>
        <source>Slot %1 empty</source>
        <translation>Emplacement %1 vide</translation>
    </message>
    <message>
        <source>Sleep (S)</source>
        <translation>Dormir (S)</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Aller dormir</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <extracomment>a button: let the turn go by without gathering (a verb); P is its key</extracomment>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the Pass button&apos;s accessible name: let the turn go by (a verb)</extracomment>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <extracomment>a button: finish the card being resolved (I am done); D is its key</extracomment>
        <translation>Terminé (D)</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>the Done button&apos;s accessible name: finish the card being resolved</extracomment>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Morning of day %1: the island&apos;s gifts and the loops (Esc skips)</source>
        <translation>Matin du jour %1&#xa0;: les dons de l&apos;île et les boucles (Échap pour passer)</translation>
    </message>
</context>
<context>
    <name>SquirrelSidePanel</name>
    <message>
        <source>Arrow keys and Enter choose on the board.</source>
        <translation>Les flèches et Entrée permettent de choisir sur le plateau.</translation>
    </message>
    <message>
        <source>Click a lit card in your hand to play it, or one on the island (it costs 1 stamina or 1 coin more); or Sleep (S).</source>
        <translation>Cliquez sur une carte éclairée de votre main pour la jouer, ou sur une carte de l&apos;île (elle coûte 1 endurance ou 1 pièce de plus)&#xa0;; ou Dormir (S).</translation>
    </message>
    <message>
        <source>You may gather at once: click one of your refreshed squirrels to exhaust it, or Pass (P).</source>
        <translation>Vous pouvez récolter tout de suite&#xa0;: cliquez sur un de vos écureuils redressés pour l&apos;épuiser, ou Passer (P).</translation>
    </message>
    <message>
        <source>You are asleep: click one of your refreshed squirrels to exhaust it and gather, or Pass (P).</source>
        <translation>Vous dormez&#xa0;: cliquez sur un de vos écureuils redressés pour l&apos;épuiser et récolter, ou Passer (P).</translation>
    </message>
    <message>
        <source>%1: click the opponent to sabotage.</source>
        <translation>%1&#xa0;: cliquez sur l&apos;adversaire à saboter.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click a card in your hand to stash it (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1&#xa0;: cliquez sur une carte de votre main pour la cacher (encore %n au plus), ou Terminé (D).</numerusform>
            <numerusform>%1&#xa0;: cliquez sur une carte de votre main pour la cacher (encore %n au plus), ou Terminé (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your own refreshed squirrels to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1&#xa0;: cliquez sur un de vos écureuils redressés pour l&apos;épuiser (encore %n).</numerusform>
            <numerusform>%1&#xa0;: cliquez sur un de vos écureuils redressés pour l&apos;épuiser (encore %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click a lit squirrel of %2 to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1&#xa0;: cliquez sur un écureuil éclairé de %2 pour l&apos;épuiser (encore %n).</numerusform>
            <numerusform>%1&#xa0;: cliquez sur un écureuil éclairé de %2 pour l&apos;épuiser (encore %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep one of the cards you looked at (keys 1–%2).</source>
        <translation>%1&#xa0;: gardez l&apos;une des cartes regardées (touches 1 à %2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1&#xa0;: cliquez sur un de vos écureuils redressés pour l&apos;épuiser et collecter ses boucles (encore %n au plus), ou Terminé (D).</numerusform>
            <numerusform>%1&#xa0;: cliquez sur un de vos écureuils redressés pour l&apos;épuiser et collecter ses boucles (encore %n au plus), ou Terminé (D).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click the squirrel of yours it protects.</source>
        <translation>%1&#xa0;: cliquez sur celui de vos écureuils qu&apos;il protège.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click an exhausted squirrel of yours to refresh it (%n more).</source>
        <translation>
            <numerusform>%1&#xa0;: cliquez sur un de vos écureuils épuisés pour le redresser (encore %n).</numerusform>
            <numerusform>%1&#xa0;: cliquez sur un de vos écureuils épuisés pour le redresser (encore %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving</source>
        <extracomment>a heading above the card whose effect is being carried out now</extracomment>
        <translation>Résolution</translation>
    </message>
    <message>
        <source>Resolving %1: %2</source>
        <translation>Résolution de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The island&apos;s gifts each morning</source>
        <translation>Les dons de l&apos;île chaque matin</translation>
    </message>
    <message>
        <source>Each morning the island gives</source>
        <translation>Chaque matin, l&apos;île donne</translation>
    </message>
    <message numerus="yes">
        <source>Day %1: %2 stamina, %n coin(s), %3 cards</source>
        <translation>
            <numerusform>Jour %1&#xa0;: %2 endurance, %n pièce, %3 cartes</numerusform>
            <numerusform>Jour %1&#xa0;: %2 endurance, %n pièces, %3 cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>a row of the island&apos;s income table: &quot;Day 2&quot; (the game lasts a few days)</extracomment>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
</context>
<context>
    <name>StaminaBar</name>
    <message>
        <source>Stamina: %1 of %2</source>
        <translation>Endurance&#xa0;: %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>full: +%n nut(s)</source>
        <translation>
            <numerusform>pleine&#xa0;: +%n noisette</numerusform>
            <numerusform>pleine&#xa0;: +%n noisettes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>%1 squirrels</source>
        <translation>Écureuils de %1</translation>
    </message>
    <message>
        <source>No squirrels yet</source>
        <translation>Aucun écureuil pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1 squirrel %2</source>
        <translation>Écureuil %2 de %1</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>Jour %1 sur %2</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Premier joueur&#xa0;: %1</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Premier joueur&#xa0;: commence chaque nouveau jour</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>the draw pile and how many cards are left in it: &quot;Deck 24&quot;</extracomment>
        <translation>Pioche %1</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte, %1 au-dessus</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes, %1 au-dessus</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Défausse&#xa0;: vide</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Défausse %1</translation>
    </message>
    <message>
        <source>Countdown %1 of %2</source>
        <translation>Compte à rebours %1 sur %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Exploring</source>
        <translation>Exploration</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Manche %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>%n tuile restante dans la pioche</numerusform>
            <numerusform>%n tuiles restantes dans la pioche</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations used: %1 of %2</source>
        <translation>Activations utilisées&#xa0;: %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>%n point de mouvement restant</numerusform>
            <numerusform>%n points de mouvement restants</numerusform>
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
            <numerusform>%1 (%2)&#xa0;: %n pièce, revenu %3</numerusform>
            <numerusform>%1 (%2)&#xa0;: %n pièces, revenu %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeatherCard</name>
    <message>
        <source>Weather: %1</source>
        <translation>Météo&#xa0;: %1</translation>
    </message>
    <message>
        <source>Weather being chosen</source>
        <translation>Météo en cours de choix</translation>
    </message>
</context>
<context>
    <name>isle::BalanceLab</name>
    <message>
        <source>Play these rules</source>
        <translation>Jouer ces règles</translation>
    </message>
    <message>
        <source>Compare with saved</source>
        <translation>Comparer avec la version enregistrée</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <extracomment>a button of the balance lab&apos;s sweep: play games for each value of the range</extracomment>
        <translation>Lancer le balayage</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Games per batch; a comparison plays this many under each ruleset</source>
        <translation>Parties par lot&#xa0;; une comparaison en joue autant sous chaque jeu de règles</translation>
    </message>
    <message>
        <source>The same seed deals the same games</source>
        <translation>La même graine distribue les mêmes parties</translation>
    </message>
    <message>
        <source>Variant:</source>
        <extracomment>a label in the balance lab, before the variant to play</extracomment>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Players:</source>
        <extracomment>a label in the balance lab, before the two computer players</extracomment>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>against</source>
        <extracomment>between the two computer players of the balance lab: &quot;greedy against random&quot;</extracomment>
        <translation>contre</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>a label in the balance lab, before the number of games to play</extracomment>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <source>seed</source>
        <extracomment>before the random seed&apos;s box in the balance lab: &quot;200 games, seed 1&quot;</extracomment>
        <translation>graine</translation>
    </message>
    <message>
        <source>Play the games under the rules as they are now</source>
        <translation>Jouer les parties avec les règles dans leur état actuel</translation>
    </message>
    <message>
        <source>Play the same seeds under the saved rules and the rules as they are now</source>
        <translation>Jouer les mêmes graines avec les règles enregistrées et les règles actuelles</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Indicateur</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistrées</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Actuelles</translation>
    </message>
    <message>
        <source>Change (95 % interval)</source>
        <translation>Écart (intervalle à 95 %)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>a chart&apos;s tab in the balance lab: how often the first seat wins</extracomment>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>a chart&apos;s tab in the balance lab: the points of each seat</extracomment>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Margins</source>
        <extracomment>a chart&apos;s tab in the balance lab: by how many points games are won</extracomment>
        <translation>Écarts de points</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>a chart&apos;s tab in the balance lab: how many decisions a game takes</extracomment>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>the balance lab&apos;s tab that plays games over a range of one number</extracomment>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>The number to vary: a parameter or a cell of a table</source>
        <translation>Le nombre à faire varier&#xa0;: un paramètre ou une cellule d&apos;une table</translation>
    </message>
    <message>
        <source>Vary:</source>
        <extracomment>the balance lab&apos;s sweep: the number to vary</extracomment>
        <translation>Faire varier&#xa0;:</translation>
    </message>
    <message>
        <source>From:</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>à</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>pas</translation>
    </message>
    <message>
        <source>Plot:</source>
        <extracomment>the balance lab&apos;s sweep: the figure to draw against the varied number</extracomment>
        <translation>Tracer&#xa0;:</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Taux de victoire de la première place</translation>
    </message>
    <message>
        <source>First seat&apos;s margin</source>
        <translation>Écart de points de la première place</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is one component of the game (a piece, a card), %2 the name of a figure about it</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The range is empty: &quot;from&quot; is above &quot;to&quot;.</source>
        <translation>La plage est vide&#xa0;: «&#xa0;de&#xa0;» est supérieur à «&#xa0;à&#xa0;».</translation>
    </message>
    <message>
        <source> (0 to 1)</source>
        <translation> (0 à 1)</translation>
    </message>
    <message>
        <source>The current rules have errors (see the problem list); fix them before playing.</source>
        <translation>Les règles actuelles contiennent des erreurs (voir la liste des problèmes)&#xa0;; corrigez-les avant de jouer.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>%1 parties en cours…</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Impossible de jouer les parties&#xa0;: %1</translation>
    </message>
    <message>
        <source>Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); %5 of the games are drawn; a game takes %6 decisions on average.</source>
        <translation>Parties jouées&#xa0;: %1. La première place remporte %2 des points (intervalle à 95 %&#xa0;: %3 à %4)&#xa0;; %5 des parties sont nulles&#xa0;; une partie dure en moyenne %6 décisions.</translation>
    </message>
    <message>
        <source>Games under each ruleset: %1, on the same seeds; the change is the current rules minus the saved ones.</source>
        <translation>Parties sous chaque jeu de règles&#xa0;: %1, avec les mêmes graines&#xa0;; l&apos;écart correspond aux règles actuelles moins les règles enregistrées.</translation>
    </message>
    <message>
        <source>%1 swept over %2 values.</source>
        <translation>%1 balayé sur %2 valeurs.</translation>
    </message>
    <message>
        <source>Values that break the rules, not played: %1.</source>
        <translation>Valeurs qui enfreignent les règles, non jouées&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Play games between computer players to see how the rules balance.</source>
        <translation>Faites jouer des parties entre joueurs ordinateur pour voir l&apos;équilibre des règles.</translation>
    </message>
    <message>
        <source>Cancelled; the figures cover the games finished so far.</source>
        <translation>Annulé&#xa0;; les indicateurs portent sur les parties terminées jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 à %3)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>The interval does not contain 0: a real difference</source>
        <translation>L&apos;intervalle ne contient pas 0&#xa0;: une vraie différence</translation>
    </message>
    <message>
        <source>Change the rules first: they are the same as the saved ones</source>
        <translation>Modifiez d&apos;abord les règles&#xa0;: elles sont identiques à la version enregistrée</translation>
    </message>
    <message>
        <source>Saved rules</source>
        <translation>Règles enregistrées</translation>
    </message>
    <message>
        <source>Current rules</source>
        <translation>Règles actuelles</translation>
    </message>
    <message>
        <source>(run a simulation to see it)</source>
        <translation>(lancez une simulation pour l&apos;afficher)</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>a chart&apos;s legend: the number of games in each bar
----------
a chart axis: the number of games</extracomment>
        <translation>parties</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>Ces règles</translation>
    </message>
    <message>
        <source>(run a simulation or a comparison to see it)</source>
        <translation>(lancez une simulation ou une comparaison pour l&apos;afficher)</translation>
    </message>
    <message>
        <source>win rate</source>
        <extracomment>a chart&apos;s legend: how often the first seat wins</extracomment>
        <translation>taux de victoire</translation>
    </message>
    <message>
        <source>draws count ½; whiskers: the 95 % interval</source>
        <translation>les nulles comptent pour ½&#xa0;; moustaches&#xa0;: l&apos;intervalle à 95 %</translation>
    </message>
    <message>
        <source>% of the points</source>
        <translation>% des points</translation>
    </message>
    <message>
        <source>50 %: even</source>
        <translation>50 %&#xa0;: équilibré</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Score par place</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: lowest, highest</source>
        <translation>boîte&#xa0;: moyenne ± un écart-type&#xa0;; moustaches&#xa0;: minimum, maximum</translation>
    </message>
    <message>
        <source>score</source>
        <extracomment>a chart axis: the points scored</extracomment>
        <translation>score</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>its score minus the second seat&apos;s</source>
        <translation>son score moins celui de la deuxième place</translation>
    </message>
    <message>
        <source>margin</source>
        <extracomment>a chart axis: by how many points a game is won</extracomment>
        <translation>écart</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Durée de la partie (décisions)</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>a chart axis: how many decisions a game takes</extracomment>
        <translation>décisions</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: shortest, longest</source>
        <translation>boîte&#xa0;: moyenne ± un écart-type&#xa0;; moustaches&#xa0;: la plus courte, la plus longue</translation>
    </message>
    <message>
        <source>Figures of the game</source>
        <translation>Indicateurs du jeu</translation>
    </message>
    <message>
        <source>(none in these games)</source>
        <translation>(aucun dans ces parties)</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>Balayage de paramètre</translation>
    </message>
    <message>
        <source>(pick a parameter and a range, then run the sweep)</source>
        <translation>(choisissez un paramètre et une plage, puis lancez le balayage)</translation>
    </message>
    <message>
        <source>across %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>rules with errors (not played)</source>
        <translation>règles avec erreurs (non jouées)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>intervalle à 95 %</translation>
    </message>
    <message>
        <source>no value of the sweep could be played</source>
        <translation>aucune valeur du balayage n&apos;a pu être jouée</translation>
    </message>
</context>
<context>
    <name>isle::Csv</name>
    <message>
        <source>text after a closing quote; expected a comma or the end of the line</source>
        <translation>texte après un guillemet fermant&#xa0;; virgule ou fin de ligne attendue</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>un champ entre guillemets n&apos;est jamais fermé</translation>
    </message>
</context>
<context>
    <name>isle::DiceExpression</name>
    <message>
        <source>a number or a die is expected</source>
        <translation>nombre ou dé attendu</translation>
    </message>
    <message>
        <source>a number or a die is expected after &apos;%1&apos;</source>
        <translation>nombre ou dé attendu après «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>the numbers add up to more than %1</source>
        <translation>la somme des nombres dépasse %1</translation>
    </message>
    <message>
        <source>a number of sides or &apos;P&apos; is expected after &apos;d&apos;</source>
        <translation>nombre de faces ou «&#xa0;P&#xa0;» attendu après «&#xa0;d&#xa0;»</translation>
    </message>
    <message>
        <source>a die has 2 to %1 sides</source>
        <translation>un dé a de 2 à %1 faces</translation>
    </message>
    <message>
        <source>a term has 1 to %1 dice</source>
        <translation>un terme compte de 1 à %1 dés</translation>
    </message>
    <message>
        <source>an expression has at most %1 dice terms</source>
        <translation>une expression compte au plus %1 termes de dés</translation>
    </message>
    <message>
        <source>&apos;+&apos; or &apos;-&apos; is expected before &apos;%1&apos;</source>
        <translation>«&#xa0;+&#xa0;» ou «&#xa0;-&#xa0;» attendu avant «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>isle::Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>isle::EditorWindow</name>
    <message>
        <source>Balance lab</source>
        <translation>Labo d&apos;équilibrage</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>%1 (%2) — Isleworks rule editor</source>
        <extracomment>%1 is the ruleset&apos;s name, %2 the game it is for</extracomment>
        <translation>%1 (%2) — éditeur de règles Isleworks</translation>
    </message>
</context>
<context>
    <name>isle::Game</name>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1%2:</source>
        <translation>%1%2&#xa0;:</translation>
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
        <translation>variante «&#xa0;%1&#xa0;» inconnue&#xa0;; l&apos;une de ces valeurs attendue&#xa0;: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, not %2</source>
        <translation>le jeu de règles est pour «&#xa0;%1&#xa0;», pas pour %2</translation>
    </message>
</context>
<context>
    <name>isle::GameRecord</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>jeu inconnu «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>chaîne attendue</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>tableau de chaînes attendu</translation>
    </message>
    <message>
        <source>expected the embedded ruleset object</source>
        <translation>objet de jeu de règles intégré attendu</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; like the record</source>
        <translation>«&#xa0;%1&#xa0;» attendu, comme dans l&apos;enregistrement</translation>
    </message>
    <message>
        <source>expected an array of decisions</source>
        <translation>tableau de décisions attendu</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>objet attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>objet attendu</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>jeu inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>decision %1 (%2) comes after the game has ended</source>
        <translation>la décision %1 (%2) vient après la fin de la partie</translation>
    </message>
    <message>
        <source>decision %1 (seat %2: %3) is not legal: %4</source>
        <translation>la décision %1 (place %2&#xa0;: %3) n&apos;est pas légale&#xa0;: %4</translation>
    </message>
    <message>
        <source>expected a seed: a decimal string of an unsigned 64-bit integer (digits only, without sign, spaces or leading zeros)</source>
        <translation>graine attendue&#xa0;: une chaîne décimale d&apos;un entier non signé de 64 bits (chiffres uniquement, sans signe, espaces ni zéros initiaux)</translation>
    </message>
</context>
<context>
    <name>isle::IssuesPanel</name>
    <message>
        <source>No problems: these rules can be played.</source>
        <translation>Aucun problème&#xa0;: ces règles sont jouables.</translation>
    </message>
    <message>
        <source>Warnings: %1. The rules can still be played.</source>
        <translation>Avertissements&#xa0;: %1. Les règles restent jouables.</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is allowed.</source>
        <translation>Erreurs&#xa0;: %1, avertissements&#xa0;: %2. Une partie ne peut pas commencer tant que les erreurs ne sont pas corrigées&#xa0;; l&apos;enregistrement est possible.</translation>
    </message>
</context>
<context>
    <name>isle::JsonFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>malformed JSON at %1: %2</source>
        <translation>JSON mal formé à %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>objet JSON attendu au niveau supérieur</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>impossible d&apos;ouvrir le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>«&#xa0;%1&#xa0;» attendu, «&#xa0;%2&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Isleworks reads (up to %2); update Isleworks</source>
        <translation>la version de format %1 est plus récente que ce que lit cet Isleworks (jusqu&apos;à %2)&#xa0;; mettez Isleworks à jour</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation>clé inconnue&#xa0;; attendu&#xa0;: l&apos;une de %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>entier de %1 à %2 attendu, %3 trouvé</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>manquant&#xa0;; entier de %1 à %2 attendu</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>chaîne attendue, %1 trouvée</translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation>manquant&#xa0;; chaîne attendue</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true ou false attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>missing; expected true or false</source>
        <translation>manquant&#xa0;; true ou false attendu</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>fichier attendu, dossier trouvé</translation>
    </message>
    <message>
        <source>not an ordinary file (a device, pipe or socket); only ordinary files are read</source>
        <translation>pas un fichier ordinaire (périphérique, tube ou socket)&#xa0;; seuls les fichiers ordinaires sont lus</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>impossible de lire le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>only part of the file could be written (the disk may be full, or a file size limit reached)</source>
        <translation>le fichier n&apos;a pu être écrit qu&apos;en partie (le disque est peut-être plein, ou une limite de taille de fichier a été atteinte)</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; Isleworks reads no file that large</source>
        <translation>le fichier dépasse %1 Mio&#xa0;; Isleworks ne lit pas de fichier aussi volumineux</translation>
    </message>
</context>
<context>
    <name>isle::MetadataPage</name>
    <message>
        <source>How this ruleset is named and described in files, records and the game list.</source>
        <translation>Comment ce jeu de règles est nommé et décrit dans les fichiers, les enregistrements et la liste des jeux.</translation>
    </message>
</context>
<context>
    <name>isle::ParameterListModel</name>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
</context>
<context>
    <name>isle::PatternGrid</name>
    <message>
        <source>Pattern squares</source>
        <translation>Cases du motif</translation>
    </message>
    <message>
        <source>Arrow keys move, Space paints the square with the chosen colour, digits choose the colour</source>
        <translation>Les flèches déplacent, Espace peint la case de la couleur choisie, les chiffres choisissent la couleur</translation>
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
        <translation>Peindre les cases en %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %)</source>
        <extracomment>The tile designer&apos;s statistics: a code&apos;s name, how many squares, their share.</extracomment>
        <translation>%1&#xa0;: %2 (%3&#xa0;%)</translation>
    </message>
    <message numerus="yes">
        <source>In all %n copies: </source>
        <extracomment>The tile designer&apos;s statistics over the whole table (every copy of every tile).</extracomment>
        <translation>
            <numerusform>Au total sur %n exemplaire&#xa0;: </numerusform>
            <numerusform>Au total sur %n exemplaires&#xa0;: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of row %2 (%3): choose a colour, then click or drag over the squares</source>
        <translation>%1 de la ligne %2 (%3)&#xa0;: choisissez une couleur, puis cliquez ou glissez sur les cases</translation>
    </message>
    <message>
        <source>Select a row to paint its %1</source>
        <translation>Sélectionnez une ligne pour peindre son champ «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>isle::Player</name>
    <message>
        <source>unknown player &quot;%1&quot;; expected one of: %2</source>
        <translation>joueur inconnu «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;ismcts:&quot; must be a whole number from 1 to %2</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le nombre d&apos;itérations après «&#xa0;ismcts:&#xa0;» doit être un entier de 1 à %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;%2:&quot; must be a whole number from 1 to %3</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: le nombre d&apos;itérations après «&#xa0;%2:&#xa0;» doit être un entier de 1 à %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a file, where a computer player searches at most %2 iterations a move (as Expert does); expected &quot;ismcts:N&quot; or a level with its budget (&quot;hard:N&quot;) with N from 1 to %2, or one of: %3</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas autorisé dans un fichier, où un joueur ordinateur cherche au plus %2 itérations par coup (comme Expert)&#xa0;; attendu&#xa0;: «&#xa0;ismcts:N&#xa0;» ou un niveau avec son budget («&#xa0;hard:N&#xa0;») avec N de 1 à %2, ou l&apos;un de %3</translation>
    </message>
</context>
<context>
    <name>isle::Position</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>jeu inconnu «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %2</translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… et %Ln autre problème</numerusform>
            <numerusform>… et %Ln autres problèmes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::ProblemListModel</name>
    <message>
        <source>Not accepted</source>
        <translation>Refusé</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
    <message>
        <source>%1
This value was not taken; the previous one is kept.</source>
        <translation>%1
Cette valeur n&apos;a pas été prise&#xa0;; la précédente est conservée.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Emplacement</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>isle::RegionGrid</name>
    <message>
        <source>The board and its fog regions, numbered as in the table. Click a region to select its row.</source>
        <translation>Le plateau et ses régions de brume, numérotées comme dans la table. Cliquez sur une région pour sélectionner sa ligne.</translation>
    </message>
</context>
<context>
    <name>isle::Ruleset</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>jeu inconnu «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>objet attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>chaîne attendue, %1 trouvée</translation>
    </message>
    <message>
        <source>missing; expected an object of parameters</source>
        <translation>manquant&#xa0;; objet de paramètres attendu</translation>
    </message>
    <message>
        <source>missing; the default value is used</source>
        <translation>manquant&#xa0;; la valeur par défaut est utilisée</translation>
    </message>
</context>
<context>
    <name>isle::RulesetDocument</name>
    <message>
        <source>lower-case labels inside sentences</source>
        <extracomment>Translate as &quot;no&quot; when labels keep their capital letter inside a sentence (German nouns).</extracomment>
        <translation>yes</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Auteur</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>paramètre inconnu</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>Régler %1 sur %2</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>cellule inexistante</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; their names cannot change</source>
        <translation>les lignes de cette table sont fixes&#xa0;; leurs noms ne peuvent pas changer</translation>
    </message>
    <message>
        <source>Change %1 in row %2 of %3 to %4</source>
        <translation>Régler %1 de la ligne %2 de %3 sur %4</translation>
    </message>
    <message>
        <source>Change %1 %2 to %3</source>
        <translation>Régler %1 %2 sur %3</translation>
    </message>
    <message>
        <source>no such table row</source>
        <translation>ligne de table inexistante</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be added</source>
        <translation>les lignes de cette table sont fixes&#xa0;; impossible d&apos;ajouter des lignes</translation>
    </message>
    <message>
        <source>Add row %1 to %2</source>
        <translation>Ajouter la ligne %1 à %2</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be removed</source>
        <translation>les lignes de cette table sont fixes&#xa0;; impossible de supprimer des lignes</translation>
    </message>
    <message>
        <source>Remove row %1 from %2</source>
        <translation>Supprimer la ligne %1 de %2</translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation>table inconnue</translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation>champ inconnu&#xa0;; attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Effacer %1</translation>
    </message>
    <message>
        <source>Change %1 to &quot;%2&quot;</source>
        <translation>Régler %1 sur «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>the ruleset has no file name yet; use Save As</source>
        <translation>le jeu de règles n&apos;a pas encore de nom de fichier&#xa0;; utilisez Enregistrer sous</translation>
    </message>
    <message>
        <source>Rename row %1 of %2 from &quot;%3&quot; to &quot;%4&quot;</source>
        <translation>Renommer la ligne %1 de %2 de «&#xa0;%3&#xa0;» en «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an id: expected 1 to 32 lower-case letters (a–z), digits and hyphens, starting with a letter</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas servir d&apos;identifiant&#xa0;: de 1 à 32 lettres minuscules (a–z), chiffres et traits d&apos;union attendus, en commençant par une lettre</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by row %2; expected an id no other row has</source>
        <translation>l&apos;identifiant «&#xa0;%1&#xa0;» est déjà utilisé par la ligne %2&#xa0;; un identifiant qu&apos;aucune autre ligne n&apos;a est attendu</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;</source>
        <translation>profil «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <source>Switch to the profile &quot;%1&quot;</source>
        <translation>Passer au profil «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>isle::RulesetEditor</name>
    <message>
        <source>&amp;Open Rules…</source>
        <translation>&amp;Ouvrir des règles…</translation>
    </message>
    <message>
        <source>&amp;Save Rules</source>
        <translation>&amp;Enregistrer les règles</translation>
    </message>
    <message>
        <source>Save Rules &amp;As…</source>
        <translation>Enregistrer les règles &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Show the parameters of:</source>
        <translation>Afficher les paramètres de&#xa0;:</translation>
    </message>
    <message>
        <source>every variant</source>
        <translation>toutes les variantes</translation>
    </message>
    <message>
        <source>Hide the parameters a variant does not use</source>
        <translation>Masquer les paramètres qu&apos;une variante n&apos;utilise pas</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Saved %1 with errors (%2); a game cannot start under these rules yet</source>
        <translation>%1 enregistré avec des erreurs (%2)&#xa0;; aucune partie ne peut encore commencer avec ces règles</translation>
    </message>
    <message>
        <source>Open Rules</source>
        <translation>Ouvrir des règles</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json);;All files (*)</source>
        <translation>Jeux de règles Isleworks (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Impossible d&apos;ouvrir les règles&#xa0;:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Enregistrer les règles</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Impossible d&apos;enregistrer les règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save Rules As</source>
        <translation>Enregistrer les règles sous</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json)</source>
        <translation>Jeux de règles Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Règles non enregistrées</translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; have unsaved changes. Save them?</source>
        <translation>Les règles «&#xa0;%1&#xa0;» ont des modifications non enregistrées. Les enregistrer&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;New Rules</source>
        <translation>&amp;Nouvelles règles</translation>
    </message>
    <message>
        <source>Start from a game&apos;s default rules</source>
        <translation>Partir des règles par défaut d&apos;un jeu</translation>
    </message>
    <message>
        <source>New rules for %1, from its defaults</source>
        <translation>Nouvelles règles pour %1, à partir de ses valeurs par défaut</translation>
    </message>
    <message>
        <source>Switched to the profile &quot;%1&quot;; Undo switches back</source>
        <translation>Profil «&#xa0;%1&#xa0;» appliqué&#xa0;; Annuler revient en arrière</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil&#xa0;:</translation>
    </message>
    <message>
        <source>modified</source>
        <extracomment>In the profile chooser when the rules equal none of the game&apos;s profiles</extracomment>
        <translation>modifié</translation>
    </message>
    <message>
        <source>The rules differ from every profile; choose one to switch every parameter to it</source>
        <translation>Les règles diffèrent de tous les profils&#xa0;; choisissez-en un pour y ramener tous les paramètres</translation>
    </message>
    <message>
        <source>Switch every parameter to one of the game&apos;s profiles (one step to undo)</source>
        <translation>Ramener tous les paramètres à l&apos;un des profils du jeu (annulable en une étape)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetSchema</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation>true ou false attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>expected an array of rows, found %1</source>
        <translation>tableau de lignes attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows, found %3</source>
        <translation>de %1 à %2 lignes attendues, %3 trouvées</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>objet attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>missing; expected a value for the column &quot;%1&quot;</source>
        <translation>manquant&#xa0;; une valeur est attendue pour la colonne «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; appears twice; expected each row once</source>
        <translation>la ligne «&#xa0;%1&#xa0;» apparaît deux fois&#xa0;; chaque ligne est attendue une seule fois</translation>
    </message>
    <message>
        <source>missing the row &quot;%1&quot;; expected one row for each of: %2</source>
        <translation>la ligne «&#xa0;%1&#xa0;» manque&#xa0;; une ligne est attendue pour chacun de&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected an id of 1 to 32 lower-case letters, digits and hyphens, starting with a letter</source>
        <translation>identifiant attendu&#xa0;: de 1 à 32 lettres minuscules, chiffres et traits d&apos;union, en commençant par une lettre</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>texte attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>expected text of %1 to %2 characters, found %3</source>
        <translation>texte de %1 à %2 caractères attendu, %3 trouvé</translation>
    </message>
    <message>
        <source>expected plain text without control characters</source>
        <translation>texte simple sans caractères de contrôle attendu</translation>
    </message>
    <message>
        <source>expected rows of the codes %1 separated by &quot;/&quot;, found %2</source>
        <translation>lignes des codes %1 séparées par «&#xa0;/&#xa0;» attendues, %2 trouvé</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows separated by &quot;/&quot;, found %3</source>
        <translation>de %1 à %2 lignes séparées par «&#xa0;/&#xa0;» attendues, %3 trouvé</translation>
    </message>
    <message>
        <source>row %1 has %2 codes; expected every row to have the same number, %3 to %4</source>
        <translation>la ligne %1 a %2 codes&#xa0;; toutes les lignes doivent en avoir le même nombre, de %3 à %4</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>la ligne %1 a le code «&#xa0;%2&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %3</translation>
    </message>
    <message>
        <source>expected a dice expression such as &quot;2d6+6&quot;, found %1</source>
        <translation>expression de dés attendue, comme «&#xa0;2d6+6&#xa0;», %1 trouvé</translation>
    </message>
    <message>
        <source>expected a dice expression of at most %1 characters, found %2</source>
        <translation>expression de dés d&apos;au plus %1 caractères attendue, %2 trouvé</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dice expression: %2 (character %3)</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une expression de dés&#xa0;: %2 (caractère %3)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetTableModel</name>
    <message>
        <source>line %1, column %2</source>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row of column keys</source>
        <translation>le fichier est vide&#xa0;; une ligne d&apos;en-tête avec les clés des colonnes est attendue</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected: %2</source>
        <translation>colonne inconnue «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: %2</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is missing</source>
        <translation>la colonne «&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>%1 champs attendus comme dans l&apos;en-tête, %2 trouvés</translation>
    </message>
    <message>
        <source>%1: %2 (the cell holds &quot;%3&quot;)</source>
        <translation>%1&#xa0;: %2 (la cellule contient «&#xa0;%3&#xa0;»)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Importer %1 depuis %2</translation>
    </message>
    <message>
        <source>%1
Unit: %2</source>
        <translation>%1
Unité&#xa0;: %2</translation>
    </message>
    <message>
        <source>Add %1 rows to %2</source>
        <translation>Ajouter %1 lignes à %2</translation>
    </message>
    <message>
        <source>Remove %1 rows from %2</source>
        <translation>Supprimer %1 lignes de %2</translation>
    </message>
    <message>
        <source>%1
Id: %2</source>
        <translation>%1
Identifiant&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation>%1
%2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>isle::RulesetValues</name>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>Description › %1</source>
        <translation>Description › %1</translation>
    </message>
    <message>
        <source>%1 (character %2)</source>
        <extracomment>%1 says what is wrong, %2 is the position of the character counted from 1</extracomment>
        <translation>%1 (caractère %2)</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>toujours %1</translation>
    </message>
    <message>
        <source>%1–%2, mean %3</source>
        <extracomment>the range of a dice roll and its mean, &quot;8–18, mean 13&quot;</extracomment>
        <translation>%1–%2, moyenne %3</translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>jeu inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Taux de victoire de la première place</translation>
    </message>
    <message>
        <source>First seat&apos;s score margin</source>
        <translation>Écart de score de la première place</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Durée de la partie (décisions)</translation>
    </message>
    <message>
        <source>expected a whole number of at least 0, as a string</source>
        <translation>nombre entier d&apos;au moins 0 attendu, sous forme de chaîne</translation>
    </message>
    <message>
        <source>expected a whole number, as a string</source>
        <translation>nombre entier attendu, sous forme de chaîne</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>objet attendu, %1 trouvé</translation>
    </message>
    <message numerus="yes">
        <source>expected %n seat(s), as the game has</source>
        <translation>
            <numerusform>%n place attendue, comme dans le jeu</numerusform>
            <numerusform>%n places attendues, comme dans le jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>wins, draws and losses add up to %1, not to the %2 games played</source>
        <translation>victoires, nuls et défaites totalisent %1, et non les %2 parties jouées</translation>
    </message>
    <message>
        <source>expected at most the %1 games played</source>
        <translation>au plus les %1 parties jouées attendues</translation>
    </message>
    <message numerus="yes">
        <source>expected %n count(s), as the game&apos;s figures are laid out</source>
        <translation>
            <numerusform>%n compte attendu, selon la disposition des indicateurs du jeu</numerusform>
            <numerusform>%n comptes attendus, selon la disposition des indicateurs du jeu</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;simulate&quot; or &quot;compare&quot;</source>
        <translation>«&#xa0;simulate&#xa0;» ou «&#xa0;compare&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer, as a string</source>
        <translation>entier non signé sur 64 bits attendu, sous forme de chaîne</translation>
    </message>
    <message>
        <source>expected 1 to %1 player names</source>
        <translation>de 1 à %1 noms de joueurs attendus</translation>
    </message>
    <message>
        <source>expected a player name</source>
        <translation>nom de joueur attendu</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n ruleset(s)</source>
        <translation>
            <numerusform>%n jeu de règles attendu</numerusform>
            <numerusform>%n jeux de règles attendus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n result(s)</source>
        <translation>
            <numerusform>%n résultat attendu</numerusform>
            <numerusform>%n résultats attendus</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>jeu de règles pour «&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected the names of the two ruleset files</source>
        <translation>noms des deux fichiers de jeux de règles attendus</translation>
    </message>
    <message numerus="yes">
        <source>expected %n compared figure(s), as the game declares</source>
        <translation>
            <numerusform>%n indicateur comparé attendu, comme le jeu le déclare</numerusform>
            <numerusform>%n indicateurs comparés attendus, comme le jeu les déclare</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>«&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected the %1 paired games</source>
        <translation>les %1 parties appariées attendues</translation>
    </message>
    <message>
        <source>no parts to merge</source>
        <translation>aucune partie à fusionner</translation>
    </message>
    <message>
        <source>differs from %1&apos;s: the parts are not of one batch</source>
        <translation>diffère de celui de %1&#xa0;: les parties ne sont pas d&apos;un même lot</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>la partie %1 est donnée deux fois</translation>
    </message>
    <message>
        <source>shards missing: %1</source>
        <translation>parties manquantes&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected I/N: shard I of N, with 0 &lt;= I &lt; N &lt;= %1 (&quot;2/8&quot;)</source>
        <translation>I/N attendu&#xa0;: partie I sur N, avec 0 &lt;= I &lt; N &lt;= %1 («&#xa0;2/8&#xa0;»)</translation>
    </message>
</context>
<context>
    <name>isle::TablePanel</name>
    <message>
        <source>Add row</source>
        <extracomment>a button of a rules table: add a row to the table (a verb)</extracomment>
        <translation>Ajouter une ligne</translation>
    </message>
    <message>
        <source>Add a row after the selected one</source>
        <translation>Ajouter une ligne après la ligne sélectionnée</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Supprimer la ligne</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Supprimer la ligne sélectionnée</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Replace this table with the rows of a CSV file</source>
        <translation>Remplacer cette table par les lignes d&apos;un fichier CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Write this table to a CSV file</source>
        <translation>Écrire cette table dans un fichier CSV</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Importer %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Nothing was changed; the file has problems:

%1</source>
        <translation>Rien n&apos;a été modifié&#xa0;; le fichier présente des problèmes&#xa0;:

%1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter %1</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Impossible d&apos;écrire le fichier&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Règles modifiées</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Règles modifiées&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no &quot;%1&quot; game.</source>
        <translation>Il n&apos;existe pas de jeu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>La graine doit être un entier de 0 à 18446744073709551615.</translation>
    </message>
    <message>
        <source>You are reviewing an earlier decision: go back to the game to play on.</source>
        <translation>Vous revoyez une décision antérieure&#xa0;: revenez à la partie pour continuer à jouer.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>The computer chose an illegal move: %1</source>
        <translation>L&apos;ordinateur a choisi un coup illégal&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Undo (designer mode: any decision)</source>
        <translation>&amp;Annuler (mode concepteur&#xa0;: toute décision)</translation>
    </message>
    <message>
        <source>&amp;Undo (not past a draw or a revealed token)</source>
        <translation>&amp;Annuler (pas au-delà d&apos;une pioche ou d&apos;un jeton révélé)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Spectator</source>
        <extracomment>the person looking at the game when they play no seat: they only watch</extracomment>
        <translation>Spectateur</translation>
    </message>
    <message>
        <source>%1 coins to %2</source>
        <translation>%1 pièces à %2</translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation>%1 points à %2</translation>
    </message>
    <message>
        <source>A draw, %1 (coins decide the game)</source>
        <translation>Égalité, %1 (les pièces départagent la partie)</translation>
    </message>
    <message>
        <source>A draw, %1</source>
        <translation>Égalité, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation>
            <numerusform>%1 a gagné avec %2 (les pièces départagent la partie)</numerusform>
            <numerusform>%1 ont gagné avec %2 (les pièces départagent la partie)</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation>
            <numerusform>%1 a gagné, %2</numerusform>
            <numerusform>%1 ont gagné, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet: choose Game ▸ New Game… to start one.</source>
        <translation>Pas encore de partie&#xa0;: choisissez Partie ▸ Nouvelle partie… pour en commencer une.</translation>
    </message>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Revue de la décision %1 sur %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Partie terminée. %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message>
        <source>%1 · %2 is thinking…</source>
        <translation>%1 · %2 réfléchit…</translation>
    </message>
    <message>
        <source>%1 · %2, %3.</source>
        <translation>%1 · %2, %3.</translation>
    </message>
    <message>
        <source>%1 · %2 to %3.</source>
        <translation>%1 · %2 doit %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Ce n&apos;est pas l&apos;un des choix possibles pour l&apos;instant.</translation>
    </message>
    <message>
        <source>&amp;Undo %1 (designer mode)</source>
        <translation>&amp;Annuler %1 (mode concepteur)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir %1</translation>
    </message>
    <message>
        <source>%1 (automatic): %2</source>
        <translation>%1 (automatique)&#xa0;: %2</translation>
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
        <translation>Plateau de jeu</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>the title of the dock with the game log: the list of decisions so far (a noun)</extracomment>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Journal</translation>
    </message>
    <message>
        <source>Show or hide the list of decisions so far</source>
        <translation>Afficher ou masquer la liste des décisions prises jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <source>%1[*] — Isleworks</source>
        <translation>%1[*] — Isleworks</translation>
    </message>
    <message>
        <source>%1[*] (edited rules) — Isleworks</source>
        <translation>%1[*] (règles modifiées) — Isleworks</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>La partie en cours</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>%1 has decisions that are not saved in a file. Save them before the game is replaced?</source>
        <translation>%1 contient des décisions non enregistrées dans un fichier. Les enregistrer avant de remplacer la partie&#xa0;?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json);;All files (*)</source>
        <translation>Enregistrements de parties Isleworks (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>This game was played under other rules than those in the editor (%1). Replay it under the editor&apos;s rules?</source>
        <translation>Cette partie a été jouée avec d&apos;autres règles que celles de l&apos;éditeur (%1). La rejouer avec les règles de l&apos;éditeur&#xa0;?</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json)</source>
        <translation>Enregistrements de parties Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>Isleworks closed unexpectedly while it was resuming an unfinished game last time. Try to continue that game anyway?</source>
        <translation>Isleworks s&apos;est fermé de façon inattendue la dernière fois qu&apos;il reprenait une partie inachevée. Essayer quand même de continuer cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>An unfinished game was kept when Isleworks last closed. Continue it?</source>
        <translation>Une partie inachevée a été conservée à la dernière fermeture d&apos;Isleworks. La continuer&#xa0;?</translation>
    </message>
    <message>
        <source>About Isleworks</source>
        <translation>À propos d&apos;Isleworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Design, play and print island board games.&lt;/p&gt;&lt;p&gt;%2, with every rule enforced by the Isleworks engine.&lt;/p&gt;&lt;p&gt;Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Concevez, jouez et imprimez des jeux de plateau insulaires.&lt;/p&gt;&lt;p&gt;%2, chaque règle étant appliquée par le moteur d&apos;Isleworks.&lt;/p&gt;&lt;p&gt;Les illustrations sont originales à Isleworks et versées dans le domaine public (CC0 1.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game as a record</source>
        <translation>Enregistrer la partie dans un fichier</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies</source>
        <translation>Reprendre votre dernière décision et les réponses de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Designer Mode</source>
        <translation>Mode &amp;concepteur</translation>
    </message>
    <message>
        <source>Undo anything, even past a draw or a revealed token, to try rules out</source>
        <translation>Tout annuler, même au-delà d&apos;une pioche ou d&apos;un jeton révélé, pour essayer des règles</translation>
    </message>
    <message>
        <source>Computer: &amp;Move Now</source>
        <translation>Ordinateur&#xa0;: &amp;jouer maintenant</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and let it play the best move it has found so far</source>
        <translation>Arrêter la réflexion de l&apos;ordinateur et lui faire jouer le meilleur coup trouvé jusqu&apos;ici</translation>
    </message>
    <message>
        <source>&amp;About Isleworks</source>
        <translation>À &amp;propos d&apos;Isleworks</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Rythme de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): it moves at once</extracomment>
        <translation>&amp;Instantané</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a short pause before each move</extracomment>
        <translation>&amp;Vif</translation>
    </message>
    <message>
        <source>&amp;Relaxed</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a pause before each move</extracomment>
        <translation>&amp;Posé</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a long pause before each move</extracomment>
        <translation>&amp;Lent</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>The rules of the game being played, with the numbers of its ruleset</source>
        <translation>Les règles de la partie en cours, avec les valeurs de son jeu de règles</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Balance Lab</source>
        <translation>Labo d&apos;équilibrage</translation>
    </message>
    <message>
        <source>&amp;Rules Editor</source>
        <translation>Éditeur de &amp;règles</translation>
    </message>
    <message>
        <source>&amp;Balance Lab</source>
        <translation>Labo d&apos;é&amp;quilibrage</translation>
    </message>
    <message>
        <source>&amp;Replay Now</source>
        <translation>Re&amp;jouer maintenant</translation>
    </message>
    <message>
        <source>Replay the game in progress under the edited rules and compare the scores</source>
        <translation>Rejouer la partie en cours avec les règles modifiées et comparer les scores</translation>
    </message>
    <message>
        <source>&amp;New Game with These Rules…</source>
        <translation>Nouvelle &amp;partie avec ces règles…</translation>
    </message>
    <message>
        <source>Start a new game under the rules in the editor</source>
        <translation>Commencer une nouvelle partie avec les règles de l&apos;éditeur</translation>
    </message>
    <message>
        <source>Replay After Every &amp;Edit</source>
        <translation>Rejouer après chaque &amp;modification</translation>
    </message>
    <message>
        <source>Replay the game in progress whenever a rule changes</source>
        <translation>Rejouer la partie en cours à chaque changement de règle</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Open &amp;Recent Rules</source>
        <translation>Règles ré&amp;centes</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <source>No recent rules</source>
        <translation>Aucune règle récente</translation>
    </message>
    <message>
        <source>Undo Rule Edit</source>
        <translation>Annuler la modification de règle</translation>
    </message>
    <message>
        <source>Redo Rule Edit</source>
        <translation>Rétablir la modification de règle</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Les règles contiennent des erreurs&#xa0;; voir la liste des problèmes dans le panneau Règles.</translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation>
            <numerusform>%n décision rejouée avec les règles modifiées&#xa0;: %1 avant, %2 maintenant.</numerusform>
            <numerusform>%n décisions rejouées avec les règles modifiées&#xa0;: %1 avant, %2 maintenant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under the edited rules the game stops at decision %1 (%2): %3.</source>
        <translation>Avec les règles modifiées, la partie s&apos;arrête à la décision %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Replay Now</source>
        <translation>Rejouer maintenant</translation>
    </message>
    <message>
        <source>%1

No round has finished yet, so there are no round scores to compare.</source>
        <translation>%1

Aucune manche n&apos;est encore terminée&#xa0;: il n&apos;y a donc pas de scores de manche à comparer.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>a column heading of the replay report: the scores after round %1</extracomment>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>Side %1, before</source>
        <translation>Camp %1, avant</translation>
    </message>
    <message>
        <source>Side %1, now</source>
        <translation>Camp %1, maintenant</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Print &amp;Components…</source>
        <translation>Imprimer les &amp;composants…</translation>
    </message>
    <message>
        <source>Print-and-play sheets of every token, card and board the rules need</source>
        <translation>Planches print &amp; play de tous les jetons, cartes et plateaux requis par les règles</translation>
    </message>
    <message>
        <source>The Rules panel keeps its unsaved rules of %1.</source>
        <translation>Le panneau Règles conserve ses règles non enregistrées de %1.</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Règles non enregistrées</translation>
    </message>
    <message>
        <source>The Rules panel holds unsaved edits to the rules of %1. Save them before it turns to the rules of %2?</source>
        <translation>Le panneau Règles contient des modifications non enregistrées des règles de %1. Les enregistrer avant de passer aux règles de %2&#xa0;?</translation>
    </message>
    <message>
        <source>Keep Editing Them</source>
        <translation>Continuer à les modifier</translation>
    </message>
    <message>
        <source>The Rules panel now edits the rules of %1.</source>
        <translation>Le panneau Règles modifie maintenant les règles de %1.</translation>
    </message>
    <message>
        <source>Rules of %1: %2%3</source>
        <extracomment>The rules dock&apos;s title: %1 is the game, %2 the ruleset&apos;s name, %3 &quot; *&quot; when it has unsaved edits</extracomment>
        <translation>Règles de %1&#xa0;: %2%3</translation>
    </message>
    <message>
        <source>Balance Lab: %1</source>
        <extracomment>The balance lab dock&apos;s title: %1 is the game whose rules it plays</extracomment>
        <translation>Labo d&apos;équilibrage&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>The language of the suite</source>
        <translation>La langue de la suite</translation>
    </message>
</context>
<context>
    <name>isle::app::NewGameDialog</name>
    <message>
        <source>Computer: %1</source>
        <translation>Ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Computer: greedy (one move ahead)</source>
        <translation>Ordinateur&#xa0;: glouton (un coup d&apos;avance)</translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation>Ordinateur&#xa0;: coups aléatoires</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Règles standard</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The rules the game is played under: the standard ones or those in the rule editor</source>
        <translation>Les règles de la partie&#xa0;: les règles standard ou celles de l&apos;éditeur de règles</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Plays</source>
        <extracomment>a column heading in the new-game dialog: who plays each seat (a person, or a computer player)</extracomment>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Nom (facultatif)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>who plays a seat: a person at this computer (not a computer player)</extracomment>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Qui joue à la place %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>shown in the empty seed box: a random seed will be chosen</extracomment>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>the random seed that deals the game (a number)</extracomment>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The same seed, variant and decisions give the same game.</source>
        <translation>La même graine, la même variante et les mêmes décisions donnent la même partie.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Règles modifiées&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 for seat %2</source>
        <translation>%1 pour la place %2</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Règles modifiées</translation>
    </message>
</context>
<context>
    <name>isle::app::PlaySession</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Ordinateur %1</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>il n&apos;y a pas de partie</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>la partie est déjà terminée</translation>
    </message>
</context>
<context>
    <name>isle::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>a button: close the Preferences dialog (a verb)</extracomment>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The menus, the board, the rule editor and the printed sheets change at once; the game log keeps the words it was written in. The choice is remembered for the next start, and numbers and dates follow it too.</source>
        <translation>Les menus, le plateau, l’éditeur de règles et les planches imprimées changent immédiatement ; le journal de partie garde les mots dans lesquels il a été écrit. Le choix est mémorisé pour le prochain démarrage, et les nombres et les dates le suivent aussi.</translation>
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
        <translation>Imprimer les composants</translation>
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
        <translation>&amp;Papier&#xa0;:</translation>
    </message>
    <message>
        <source>Portrait</source>
        <extracomment>a page orientation: taller than wide</extracomment>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Landscape</source>
        <extracomment>a page orientation: wider than tall</extracomment>
        <translation>Paysage</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Orientation&#xa0;:</translation>
    </message>
    <message>
        <source>From the paper&apos;s edge to anything printed but crop marks</source>
        <translation>Du bord du papier à tout élément imprimé, hors repères de coupe</translation>
    </message>
    <message>
        <source>&amp;Margins:</source>
        <translation>&amp;Marges&#xa0;:</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, so an imprecise cut shows no white edge</source>
        <translation>Illustration imprimée au-delà de chaque ligne de coupe, pour qu&apos;une coupe imprécise ne laisse pas de bord blanc</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <extracomment>printing: how far the artwork runs past the cut line</extracomment>
        <translation>Fond perd&amp;u&#xa0;:</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Traits de coupe</translation>
    </message>
    <message>
        <source>Cut lines</source>
        <translation>Lignes de coupe</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>printing: no crop marks</extracomment>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Mar&amp;ks:</source>
        <extracomment>printing: the crop marks that show where to cut</extracomment>
        <translation>&amp;Repères&#xa0;:</translation>
    </message>
    <message>
        <source>One-sided (no backs)</source>
        <translation>Recto seul (sans dos)</translation>
    </message>
    <message>
        <source>Two-sided, flip on long edge</source>
        <translation>Recto verso, retournement bord long</translation>
    </message>
    <message>
        <source>Two-sided, flip on short edge</source>
        <translation>Recto verso, retournement bord court</translation>
    </message>
    <message>
        <source>&amp;Backs:</source>
        <extracomment>printing: whether and how the backs of cards and tokens are printed (two-sided printing)</extracomment>
        <translation>&amp;Dos&#xa0;:</translation>
    </message>
    <message>
        <source>Right is positive</source>
        <translation>Positif vers la droite</translation>
    </message>
    <message>
        <source>Down is positive</source>
        <translation>Positif vers le bas</translation>
    </message>
    <message>
        <source>Back &amp;offset:</source>
        <translation>Décalage du do&amp;s&#xa0;:</translation>
    </message>
    <message>
        <source>Add a &amp;calibration page</source>
        <translation>Ajouter une page d&apos;éta&amp;lonnage</translation>
    </message>
    <message>
        <source>Rulers to check the scale, and targets to measure how far the printer&apos;s backs drift</source>
        <translation>Règles graduées pour vérifier l&apos;échelle, et mires pour mesurer la dérive des dos de l&apos;imprimante</translation>
    </message>
    <message>
        <source>&amp;Components:</source>
        <translation>&amp;Composants&#xa0;:</translation>
    </message>
    <message>
        <source>Everything</source>
        <extracomment>shown in the empty &quot;changed since&quot; box: every component is printed</extracomment>
        <translation>Tout</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the rules in this file, with their backs</source>
        <translation>N&apos;imprimer que les composants dont la face diffère de leur face avec les règles de ce fichier, avec leurs dos</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>P&amp;arcourir…</translation>
    </message>
    <message>
        <source>Only changed &amp;since:</source>
        <translation>Seulement les modi&amp;fiés depuis&#xa0;:</translation>
    </message>
    <message>
        <source> dpi</source>
        <extracomment>Unit after a resolution</extracomment>
        <translation> ppp</translation>
    </message>
    <message>
        <source>PNG &amp;resolution:</source>
        <translation>Résolution P&amp;NG&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>Exporter en S&amp;VG…</translation>
    </message>
    <message>
        <source>Export PN&amp;G…</source>
        <translation>Exporter en PN&amp;G…</translation>
    </message>
    <message>
        <source>Print What Changed Since</source>
        <translation>Imprimer ce qui a changé depuis</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Jeux de règles (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Les règles contiennent des erreurs&#xa0;; voir la liste des problèmes dans le panneau Règles.</translation>
    </message>
    <message>
        <source>%1 holds the rules of another game.</source>
        <translation>%1 contient les règles d&apos;un autre jeu.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Nothing can be printed:
%1</source>
        <translation>Rien ne peut être imprimé&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Nothing to print: no component is chosen, or none changed.</source>
        <translation>Rien à imprimer&#xa0;: aucun composant n&apos;est choisi, ou aucun n&apos;a changé.</translation>
    </message>
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
            <numerusform>%n composant à découper.</numerusform>
            <numerusform>%n composants à découper.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1&#xa0;: composants</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Composants</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s), </source>
        <translation>
            <numerusform>%n fichier écrit, </numerusform>
            <numerusform>%n fichiers écrits, </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KiB: %2</source>
        <translation>%1 Kio&#xa0;: %2</translation>
    </message>
    <message>
        <source>Export Components</source>
        <translation>Exporter les composants</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG, one file per page (*.svg)</source>
        <translation>SVG, un fichier par page (*.svg)</translation>
    </message>
    <message>
        <source>PNG, one file per page (*.png)</source>
        <translation>PNG, un fichier par page (*.png)</translation>
    </message>
</context>
<context>
    <name>isle::app::ReplayController</name>
    <message>
        <source>There is no game to replay.</source>
        <translation>Il n&apos;y a pas de partie à rejouer.</translation>
    </message>
    <message>
        <source>These rules are for another game than the one in progress.</source>
        <translation>Ces règles sont pour un autre jeu que celui de la partie en cours.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>Ces règles ne sont pas jouables&#xa0;: %1</translation>
    </message>
    <message>
        <source>decision %1</source>
        <translation>décision %1</translation>
    </message>
</context>
<context>
    <name>isle::app::RoundScoring</name>
    <message>
        <source>Side %1: %2 — %3 × %4 = %5 points</source>
        <translation>Camp %1&#xa0;: %2 — %3 × %4 = %5 points</translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 points</source>
        <translation>Camp %1&#xa0;: %2 — %3 points</translation>
    </message>
</context>
<context>
    <name>isle::app::RulesReferenceDialog</name>
    <message>
        <source>Rules of the Game</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Règles du jeu</translation>
    </message>
    <message>
        <source>The rules of the game being played.</source>
        <translation>Les règles de la partie en cours.</translation>
    </message>
    <message>
        <source>The rules in the editor differ from them; a new game, or Replay Now, plays those.</source>
        <translation>Les règles de l&apos;éditeur en diffèrent&#xa0;; une nouvelle partie, ou Rejouer maintenant, joue celles-ci.</translation>
    </message>
    <message>
        <source>No game is being played: the rules in the editor, for every variant.</source>
        <translation>Aucune partie en cours&#xa0;: les règles de l&apos;éditeur, pour chaque variante.</translation>
    </message>
    <message>
        <source>No game is being played: the rules the next game is played under, for every variant.</source>
        <translation>Aucune partie en cours&#xa0;: les règles de la prochaine partie, pour chaque variante.</translation>
    </message>
    <message>
        <source>There is no rules reference for this game.</source>
        <translation>Il n&apos;y a pas de référence des règles pour ce jeu.</translation>
    </message>
</context>
<context>
    <name>isle::app::SeatsModel</name>
    <message>
        <source>person</source>
        <extracomment>who plays a seat: a person (not a computer player)</extracomment>
        <translation>humain</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>ordinateur, %1</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>the name of the solo game&apos;s automatic opponent (a noun)</extracomment>
        <translation>Rival</translation>
    </message>
    <message>
        <source>played by the rules</source>
        <translation>joué selon les règles</translation>
    </message>
</context>
<context>
    <name>isle::app::SessionFiles</name>
    <message>
        <source>expected an array with one object per seat; every seat keeps the defaults</source>
        <translation>tableau attendu avec un objet par place&#xa0;; chaque place garde les valeurs par défaut</translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n seat(s); the rest are left out</source>
        <translation>
            <numerusform>au plus %n place attendue&#xa0;; les autres sont ignorées</numerusform>
            <numerusform>au plus %n places attendues&#xa0;; les autres sont ignorées</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object of preference values; the seat keeps the defaults</source>
        <translation>objet de valeurs de préférences attendu&#xa0;; la place garde les valeurs par défaut</translation>
    </message>
    <message>
        <source>expected one of: %1; the default &quot;%2&quot; is used</source>
        <translation>attendu&#xa0;: l&apos;un de %1&#xa0;; la valeur par défaut «&#xa0;%2&#xa0;» est utilisée</translation>
    </message>
    <message>
        <source>unknown preference &quot;%1&quot;; it is left out</source>
        <translation>préférence inconnue «&#xa0;%1&#xa0;»&#xa0;; elle est ignorée</translation>
    </message>
    <message>
        <source>Could not autosave the game: %1</source>
        <translation>Impossible d&apos;enregistrer automatiquement la partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Impossible d&apos;ouvrir %1&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Some seat preferences of the record could not be read:
%1</source>
        <translation>Certaines préférences de place de l&apos;enregistrement n&apos;ont pas pu être lues&#xa0;:
%1</translation>
    </message>
    <message>
        <source>%1: decision %2 (%3) is not legal: %4. The game stops before it.</source>
        <translation>%1&#xa0;: la décision %2 (%3) n&apos;est pas légale&#xa0;: %4. La partie s&apos;arrête avant elle.</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleScreen</name>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Ce n&apos;est pas un des choix possibles maintenant.</translation>
    </message>
    <message>
        <source>Choose one of the lit empty areas for the tile.</source>
        <translation>Choisissez une des zones vides en surbrillance pour la tuile.</translation>
    </message>
    <message>
        <source>Choose which way the drawn tile&apos;s arrow points.</source>
        <translation>Choisissez la direction de la flèche de la tuile piochée.</translation>
    </message>
    <message>
        <source>Click one of your lit units, or a lit base or factory to recruit.</source>
        <translation>Cliquez sur une de vos unités en surbrillance, ou sur une base ou une usine en surbrillance pour recruter.</translation>
    </message>
    <message>
        <source>Move it to a lit space, attack, use an action, or end its activation.</source>
        <translation>Déplacez-la sur une case en surbrillance, attaquez, faites une action ou finissez son activation.</translation>
    </message>
    <message>
        <source>That space is out of this unit&apos;s reach.</source>
        <translation>Cette case est hors de portée de cette unité.</translation>
    </message>
    <message>
        <source>A unit sharing a space must move on or stack first.</source>
        <translation>Une unité qui partage une case doit d&apos;abord repartir ou s&apos;empiler.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutre</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>plaine</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>parcelle à bâtir</translation>
    </message>
    <message>
        <source>base square</source>
        <translation>case de base</translation>
    </message>
    <message>
        <source>lighthouse square</source>
        <translation>case du phare</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>brume</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>usine</translation>
    </message>
    <message>
        <source>base</source>
        <translation>base</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>phare</translation>
    </message>
    <message>
        <source>%1 elite</source>
        <extracomment>A unit on the board: &quot;Red elite&quot;</extracomment>
        <translation>unité d&apos;élite de %1</translation>
    </message>
    <message>
        <source>%1 stack of %2</source>
        <extracomment>A unit on the board: &quot;Red stack of 3&quot;</extracomment>
        <translation>pile de %1 (%2 figurines)</translation>
    </message>
    <message>
        <source>%1 basic unit</source>
        <extracomment>A unit on the board: &quot;Red basic unit&quot;</extracomment>
        <translation>unité de base de %1</translation>
    </message>
    <message>
        <source>unclaimed %1</source>
        <extracomment>A structure nobody owns, on a space: &quot;unclaimed lighthouse&quot;</extracomment>
        <translation>%1 sans propriétaire</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A structure on a space: &quot;Red city&quot;</extracomment>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>can be activated</source>
        <translation>peut être activée</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>within reach</source>
        <translation>à portée</translation>
    </message>
    <message>
        <source>can be attacked</source>
        <translation>peut être attaquée</translation>
    </message>
    <message>
        <source>can recruit</source>
        <translation>peut recruter</translation>
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
        <translation>Bâtir une ville</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Bâtir une usine</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Prendre le phare</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Garder les dés</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Relancer le dé le plus faible</numerusform>
            <numerusform>Relancer les %n dés les plus faibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Elite unit, %n coin(s)</source>
        <translation>
            <numerusform>Unité d&apos;élite, %n pièce</numerusform>
            <numerusform>Unité d&apos;élite, %n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Basic unit, %n coin(s)</source>
        <translation>
            <numerusform>Unité de base, %n pièce</numerusform>
            <numerusform>Unité de base, %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacker</source>
        <extracomment>The side of a combat beside its dice: &quot;Red attacker&quot;</extracomment>
        <translation>%1 (attaquant)</translation>
    </message>
    <message>
        <source>%1 defender</source>
        <extracomment>The side of a combat beside its dice: &quot;Blue defender&quot;</extracomment>
        <translation>%1 (défenseur)</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>ligne %1, colonne %2</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleUi</name>
    <message>
        <source>Income %1</source>
        <translation>Revenu %1</translation>
    </message>
    <message>
        <source>Units %1</source>
        <translation>Unités %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::BoardModel</name>
    <message>
        <source>%1, under fog</source>
        <translation>%1, sous la brume</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, libre</translation>
    </message>
    <message>
        <source>%1, %2&apos;s token face down</source>
        <translation>%1, jeton de %2 face cachée</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3 face down</source>
        <translation>%1, %3 de %2 face cachée</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3</source>
        <translation>%1, %3 de %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2, face down</source>
        <translation>%2 de %1, face cachée</translation>
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
        <translation>Sélectionnez d&apos;abord un jeton de votre main.</translation>
    </message>
    <message>
        <source>%1 is not one of the choices now.</source>
        <translation>%1 ne fait pas partie des choix possibles pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Ensoleillé</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Nuageux</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Brumeux</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Ce n&apos;est pas l&apos;un des choix possibles pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Pioche %1</translation>
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
        <translation>%1&#xa0;: %2 pièces, remplace un %3, %4 recruté(s) sur %5</translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyScreen</name>
    <message>
        <source>weapon %1</source>
        <translation>arme %1</translation>
    </message>
    <message>
        <source>shield %1</source>
        <translation>bouclier %1</translation>
    </message>
    <message>
        <source>amulet %1</source>
        <translation>amulette %1</translation>
    </message>
    <message>
        <source>%1 (equipped)</source>
        <translation>%1 (équipé)</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Setting up: settlements are placed</source>
        <translation>Mise en place&#xa0;: les colonies sont placées</translation>
    </message>
    <message>
        <source>Daybreak: income</source>
        <translation>Aube&#xa0;: revenus</translation>
    </message>
    <message>
        <source>Daybreak: upkeep</source>
        <translation>Aube&#xa0;: entretien</translation>
    </message>
    <message>
        <source>Daybreak: building</source>
        <translation>Aube&#xa0;: construction</translation>
    </message>
    <message>
        <source>Daybreak: recruiting</source>
        <translation>Aube&#xa0;: recrutement</translation>
    </message>
    <message>
        <source>Daybreak: new tokens</source>
        <translation>Aube&#xa0;: nouveaux jetons</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Aube</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Tour de %1</translation>
    </message>
    <message>
        <source>%1&apos;s hero %2</source>
        <translation>%1, héros %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n mercenary(ies)</source>
        <translation>
            <numerusform>%1 en %2&#xa0;: %n mercenaire</numerusform>
            <numerusform>%1 en %2&#xa0;: %n mercenaires</numerusform>
        </translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>objets&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s)</source>
        <translation>
            <numerusform>%n monstre</numerusform>
            <numerusform>%n monstres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n mercenaire</numerusform>
            <numerusform>%n mercenaires</numerusform>
        </translation>
    </message>
    <message>
        <source>the settlement</source>
        <translation>la colonie</translation>
    </message>
    <message>
        <source>%1 fights monsters</source>
        <translation>%1 combat des monstres</translation>
    </message>
    <message>
        <source>%1 fights a mine&apos;s guardians</source>
        <translation>%1 combat les gardiens d&apos;une mine</translation>
    </message>
    <message>
        <source>%1 attacks %2&apos;s heroes</source>
        <translation>%1 attaque les héros de %2</translation>
    </message>
    <message>
        <source>%1 assaults %2&apos;s settlement</source>
        <translation>%1 donne l&apos;assaut à la colonie de %2</translation>
    </message>
    <message>
        <source>The attacker won.</source>
        <translation>L&apos;attaquant a gagné.</translation>
    </message>
    <message>
        <source>The defender held.</source>
        <translation>Le défenseur a tenu.</translation>
    </message>
    <message numerus="yes">
        <source>settlement of %1, tier %2, %n rampart(s)</source>
        <translation>
            <numerusform>colonie de %1, niveau %2, %n rempart</numerusform>
            <numerusform>colonie de %1, niveau %2, %n remparts</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, army %2</source>
        <translation>%1, armée %2</translation>
    </message>
    <message numerus="yes">
        <source>%n monster token(s)</source>
        <translation>
            <numerusform>%n jeton de monstres</numerusform>
            <numerusform>%n jetons de monstres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item token(s)</source>
        <translation>
            <numerusform>%n jeton d&apos;objet</numerusform>
            <numerusform>%n jetons d&apos;objet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource token(s)</source>
        <translation>
            <numerusform>%n jeton de ressource</numerusform>
            <numerusform>%n jetons de ressource</numerusform>
        </translation>
    </message>
    <message>
        <source>a neutral mine</source>
        <translation>une mine neutre</translation>
    </message>
    <message>
        <source>a mine of %1</source>
        <translation>une mine de %1</translation>
    </message>
    <message numerus="yes">
        <source>step here for %n point(s)</source>
        <translation>
            <numerusform>avancer ici pour %n point</numerusform>
            <numerusform>avancer ici pour %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>besiege here</source>
        <translation>assiéger ici</translation>
    </message>
    <message>
        <source>place the token here</source>
        <translation>placer le jeton ici</translation>
    </message>
    <message>
        <source>place your settlement here</source>
        <translation>placer votre colonie ici</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Ce n&apos;est pas l&apos;un des choix possibles maintenant.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Ce n&apos;est pas à vous de décider maintenant.</translation>
    </message>
    <message>
        <source>allied with %1</source>
        <translation>allié à %1</translation>
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
        <translation>Pièces %1</translation>
    </message>
    <message>
        <source>Heroes %1</source>
        <translation>Héros %1</translation>
    </message>
    <message>
        <source>Settlements %1</source>
        <translation>Colonies %1</translation>
    </message>
    <message>
        <source>Mines %1</source>
        <translation>Mines %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Jour %1 sur %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::IslandModel</name>
    <message>
        <source>Island slot %1: empty</source>
        <translation>Emplacement %1 de l&apos;île&#xa0;: vide</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Emplacement %1 de l&apos;île&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::PlayersModel</name>
    <message numerus="yes">
        <source>%1, awake, %n nut(s)</source>
        <translation>
            <numerusform>%1, éveillé, %n noisette</numerusform>
            <numerusform>%1, éveillé, %n noisettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, asleep, %n nut(s)</source>
        <translation>
            <numerusform>%1, endormi, %n noisette</numerusform>
            <numerusform>%1, endormi, %n noisettes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelScreen</name>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Emplacement %1 de l&apos;île&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 de %1</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Aller dormir</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Ce n&apos;est pas l&apos;un des choix possibles pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Play %1 from your hand</source>
        <translation>Jouer %1 depuis votre main</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2</source>
        <translation>Jouer %1 depuis l&apos;emplacement %2 de l&apos;île</translation>
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
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Cachette %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>Jour %1 sur %2</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Red corner</source>
        <translation>Coin rouge</translation>
    </message>
    <message>
        <source>Yellow corner</source>
        <translation>Coin jaune</translation>
    </message>
    <message>
        <source>Blue corner</source>
        <translation>Coin bleu</translation>
    </message>
    <message>
        <source>Green corner</source>
        <translation>Coin vert</translation>
    </message>
    <message>
        <source>Odds %1–%2 %</source>
        <translation>Chances %1–%2&#xa0;%</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games in which the seat or corner was in play.</source>
        <translation>Parties où la place ou le coin était en jeu.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>The share of its games the seat or corner won (shared wins count for each).</source>
        <translation>La part de ses parties que la place ou le coin a gagnées (les victoires partagées comptent pour chacun).</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>Rounds a game lasts.</source>
        <translation>Nombre de manches que dure une partie.</translation>
    </message>
    <message>
        <source>Ended by conquest</source>
        <translation>Terminée par conquête</translation>
    </message>
    <message>
        <source>The share of games won by eliminating every other general.</source>
        <translation>La part des parties gagnées en éliminant tous les autres généraux.</translation>
    </message>
    <message>
        <source>Ended by the countdown</source>
        <translation>Terminée par le compte à rebours</translation>
    </message>
    <message>
        <source>The share of games decided on points after the countdown (or the turn limit).</source>
        <translation>La part des parties décidées aux points après le compte à rebours (ou la limite de tours).</translation>
    </message>
    <message>
        <source>Turns per game</source>
        <translation>Tours par partie</translation>
    </message>
    <message>
        <source>Turns played in a game, by all players.</source>
        <translation>Tours joués dans une partie, par tous les joueurs.</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Revenu par tour</translation>
    </message>
    <message>
        <source>Coins a player collects at the start of a turn, on average over all turns.</source>
        <translation>Pièces qu&apos;un joueur perçoit au début d&apos;un tour, en moyenne sur tous les tours.</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Combats par partie</translation>
    </message>
    <message>
        <source>Combats fought in a game.</source>
        <translation>Combats livrés dans une partie.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Attacks made at these odds of winning, over all games.</source>
        <translation>Attaques menées avec ces chances de victoire, sur toutes les parties.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Taux de victoire de l&apos;attaquant</translation>
    </message>
    <message>
        <source>How often an attack at these odds destroyed the defender: the odds are right when it falls inside the bucket.</source>
        <translation>La fréquence à laquelle une attaque avec ces chances a détruit le défenseur&#xa0;: les chances sont justes quand elle tombe dans la tranche.</translation>
    </message>
    <message>
        <source>activate a unit, recruit or end the turn</source>
        <translation>activer une unité, recruter ou finir le tour</translation>
    </message>
    <message>
        <source>move, act, or end this unit&apos;s activation</source>
        <translation>se déplacer, agir ou finir l&apos;activation de cette unité</translation>
    </message>
    <message>
        <source>turn the drawn tile</source>
        <translation>orienter la tuile piochée</translation>
    </message>
    <message>
        <source>choose where the drawn tile goes</source>
        <translation>choisir où va la tuile piochée</translation>
    </message>
    <message>
        <source>city or factory</source>
        <translation>ville ou usine</translation>
    </message>
    <message>
        <source>re-roll your lowest dice</source>
        <translation>relancer vos dés les plus faibles</translation>
    </message>
    <message>
        <source>The game is over: one general is left.</source>
        <translation>La partie est terminée&#xa0;: il ne reste qu&apos;un général.</translation>
    </message>
    <message>
        <source>The game is over: final points.</source>
        <translation>La partie est terminée&#xa0;: points finaux.</translation>
    </message>
    <message>
        <source>Round %1 in play; points as if the game ended now.</source>
        <translation>Manche %1 en cours&#xa0;; points comme si la partie finissait maintenant.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (gagne)</translation>
    </message>
    <message>
        <source>  eliminated</source>
        <translation>  éliminé</translation>
    </message>
    <message>
        <source>  cities and factories: %1</source>
        <translation>  villes et usines&#xa0;: %1</translation>
    </message>
    <message>
        <source>  home base: 1 point</source>
        <translation>  base principale&#xa0;: 1 point</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message numerus="yes">
        <source>all %n activations of this turn are used</source>
        <translation>
            <numerusform>la %n activation de ce tour est utilisée</numerusform>
            <numerusform>les %n activations de ce tour sont toutes utilisées</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no unit of yours on that space</source>
        <translation>vous n&apos;avez aucune unité sur cette case</translation>
    </message>
    <message>
        <source>a unit recruited this turn cannot be activated until your next turn</source>
        <translation>une unité recrutée pendant ce tour ne peut pas être activée avant votre prochain tour</translation>
    </message>
    <message>
        <source>a stack formed this turn cannot move or act</source>
        <translation>une pile formée pendant ce tour ne peut ni se déplacer ni agir</translation>
    </message>
    <message>
        <source>that unit has been activated this turn already</source>
        <translation>cette unité a déjà été activée pendant ce tour</translation>
    </message>
    <message>
        <source>units are recruited at your own base or factories</source>
        <translation>les unités se recrutent dans votre propre base ou dans vos usines</translation>
    </message>
    <message>
        <source>a unit stands on that site</source>
        <translation>une unité se trouve à cet endroit</translation>
    </message>
    <message>
        <source>not enough coins</source>
        <translation>pas assez de pièces</translation>
    </message>
    <message>
        <source>no figure of that type is left in your supply</source>
        <translation>il ne reste aucune figurine de ce type dans votre réserve</translation>
    </message>
    <message>
        <source>the step does not start where the unit stands</source>
        <translation>le pas ne part pas de la case de l&apos;unité</translation>
    </message>
    <message>
        <source>exploring needs at least 1 movement point</source>
        <translation>l&apos;exploration demande au moins 1 point de mouvement</translation>
    </message>
    <message>
        <source>no unit can enter water</source>
        <translation>aucune unité ne peut entrer dans l&apos;eau</translation>
    </message>
    <message>
        <source>elites cannot enter mountains</source>
        <translation>les unités d&apos;élite ne peuvent pas entrer dans les montagnes</translation>
    </message>
    <message>
        <source>not enough movement points left</source>
        <translation>il ne reste pas assez de points de mouvement</translation>
    </message>
    <message>
        <source>an enemy unit blocks that space</source>
        <translation>une unité ennemie bloque cette case</translation>
    </message>
    <message>
        <source>the unit could neither stack there nor move on</source>
        <translation>l&apos;unité ne pourrait ni s&apos;y empiler ni repartir</translation>
    </message>
    <message>
        <source>that space is not next to the unit</source>
        <translation>cette case n&apos;est pas adjacente à l&apos;unité</translation>
    </message>
    <message>
        <source>the unit shares a space with another of yours: it must move on or stack</source>
        <translation>l&apos;unité partage une case avec une autre des vôtres&#xa0;: elle doit repartir ou s&apos;empiler</translation>
    </message>
    <message>
        <source>not a legal choice now: %1</source>
        <translation>choix non autorisé pour l&apos;instant&#xa0;: %1</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers from 0 to %1</source>
        <translation>[ligne, colonne] attendu, deux nombres entiers de 0 à %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>l&apos;une de ces valeurs attendue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>the lighthouse tile</source>
        <translation>la tuile du phare</translation>
    </message>
    <message>
        <source>a start tile</source>
        <translation>une tuile de départ</translation>
    </message>
    <message>
        <source>expected a space next to &quot;from&quot; (north, east, south or west of it)</source>
        <translation>case adjacente à &quot;from&quot; attendue (au nord, à l&apos;est, au sud ou à l&apos;ouest)</translation>
    </message>
    <message>
        <source>%1 recruits an elite unit on %2</source>
        <translation>%1 recrute une unité d&apos;élite en %2</translation>
    </message>
    <message>
        <source>%1 recruits a basic unit on %2</source>
        <translation>%1 recrute une unité de base en %2</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 se déplace en %2</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the direction a placed tile&apos;s arrow points</extracomment>
        <translation>vers le nord</translation>
    </message>
    <message>
        <source>east</source>
        <translation>vers l&apos;est</translation>
    </message>
    <message>
        <source>south</source>
        <translation>vers le sud</translation>
    </message>
    <message>
        <source>west</source>
        <translation>vers l&apos;ouest</translation>
    </message>
    <message>
        <source>city</source>
        <translation>ville</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>usine</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>base principale</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>phare</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the first turn</source>
        <translation>%1 obtient %2 pour le premier tour</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 commence</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Manche %1&#xa0;: au tour de %2</translation>
    </message>
    <message>
        <source>%1 captures the %2 on %3</source>
        <translation>%1 s&apos;empare de la construction en %3 (%2)</translation>
    </message>
    <message>
        <source>%1 is eliminated: %2 captured their home base</source>
        <translation>%1 est éliminé&#xa0;: %2 a capturé sa base principale</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coin(s)</source>
        <translation>
            <numerusform>%1 perçoit %n pièce</numerusform>
            <numerusform>%1 perçoit %n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 pioche %2</translation>
    </message>
    <message>
        <source>%1 is placed on area %2, %3</source>
        <translation>%1 est posée sur la zone %2, %3</translation>
    </message>
    <message>
        <source>%1&apos;s unit cannot enter %2 and stays where it was</source>
        <translation>L&apos;unité de %1 ne peut pas entrer en %2 et reste où elle était</translation>
    </message>
    <message>
        <source>%1 builds a %2 on %3</source>
        <translation>%1 bâtit en %3&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 turns the token on %2 into a %3</source>
        <translation>%1 retourne le jeton en %2&#xa0;: désormais %3</translation>
    </message>
    <message>
        <source>%1 forms a stack of %2 on %3</source>
        <translation>%1 forme une pile de %2 en %3</translation>
    </message>
    <message>
        <source>Dice: attacker %1 against defender %2</source>
        <translation>Dés&#xa0;: attaquant %1 contre défenseur %2</translation>
    </message>
    <message>
        <source>The attacker re-rolls: %1</source>
        <translation>L&apos;attaquant relance&#xa0;: %1</translation>
    </message>
    <message>
        <source>The defender re-rolls: %1</source>
        <translation>Le défenseur relance&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 wins the combat, %2 to %3</source>
        <translation>%1 remporte le combat, %2 à %3</translation>
    </message>
    <message>
        <source>%1 loses the combat, %2 to %3</source>
        <translation>%1 perd le combat, %2 à %3</translation>
    </message>
    <message>
        <source>The combat is a tie, %1 to %2</source>
        <translation>Le combat se solde par une égalité, %1 à %2</translation>
    </message>
    <message>
        <source>%1 advances onto %2</source>
        <translation>%1 avance en %2</translation>
    </message>
    <message numerus="yes">
        <source>The board is full: the countdown of %n round(s) begins with %1</source>
        <translation>
            <numerusform>Le plateau est plein&#xa0;: le compte à rebours de %n manche commence avec %1</numerusform>
            <numerusform>Le plateau est plein&#xa0;: le compte à rebours de %n manches commence avec %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown round %1 of %2</source>
        <translation>Compte à rebours&#xa0;: manche %1 sur %2</translation>
    </message>
    <message>
        <source>No tile was placed for a while: %1 must place one</source>
        <translation>Aucune tuile posée depuis un moment&#xa0;: %1 doit en poser une</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) (income %2, coins %3)</source>
        <translation>
            <numerusform>%1 marque %n point (revenu %2, pièces %3)</numerusform>
            <numerusform>%1 marque %n points (revenu %2, pièces %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: every other general is eliminated</source>
        <translation>%1 gagne&#xa0;: tous les autres généraux sont éliminés</translation>
    </message>
    <message>
        <source>The game is over; winner: %1</source>
        <translation>La partie est terminée&#xa0;; vainqueur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 takes the structure on %2</source>
        <translation>%1 s&apos;empare de la construction en %2</translation>
    </message>
    <message>
        <source>Basic unit: %1 movement points, may climb mountains and stack; attacks with +%2.</source>
        <translation>Unité de base&#xa0;: %1 points de mouvement, peut gravir les montagnes et s&apos;empiler&#xa0;; attaque à +%2.</translation>
    </message>
    <message>
        <source>Elite unit: %1 movement points, never enters mountains; attacks with +%2 and defends with +%3.</source>
        <translation>Unité d&apos;élite&#xa0;: %1 points de mouvement, n&apos;entre jamais dans les montagnes&#xa0;; attaque à +%2 et défend à +%3.</translation>
    </message>
    <message>
        <source>City: pays its ring&apos;s value in coins every turn of its owner.</source>
        <translation>Ville&#xa0;: rapporte la valeur de son anneau en pièces à chaque tour de son propriétaire.</translation>
    </message>
    <message>
        <source>Factory: its owner recruits units here when no unit stands on it.</source>
        <translation>Usine&#xa0;: son propriétaire y recrute des unités quand aucune unité ne s&apos;y trouve.</translation>
    </message>
    <message>
        <source>Home base: recruits like a factory; whoever captures it eliminates its owner.</source>
        <translation>Base principale&#xa0;: recrute comme une usine&#xa0;; qui la capture élimine son propriétaire.</translation>
    </message>
    <message numerus="yes">
        <source>Field tile %1: %n building lot(s).</source>
        <translation>
            <numerusform>Tuile de terrain %1&#xa0;: %n parcelle à bâtir.</numerusform>
            <numerusform>Tuile de terrain %1&#xa0;: %n parcelles à bâtir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate the unit on %1</source>
        <translation>Activez l&apos;unité en %1</translation>
    </message>
    <message>
        <source>Recruit an elite unit on %1</source>
        <translation>Recrutez une unité d&apos;élite en %1</translation>
    </message>
    <message>
        <source>Recruit a basic unit on %1</source>
        <translation>Recrutez une unité de base en %1</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finissez votre tour</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Déplacez-vous en %1</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Prenez le phare</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Bâtissez une usine</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Bâtissez une ville</translation>
    </message>
    <message>
        <source>Turn the token over</source>
        <translation>Retournez le jeton</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Empilez les unités</translation>
    </message>
    <message>
        <source>Attack the unit on %1</source>
        <translation>Attaquez l&apos;unité en %1</translation>
    </message>
    <message>
        <source>End the unit&apos;s activation</source>
        <translation>Finissez l&apos;activation de l&apos;unité</translation>
    </message>
    <message>
        <source>Turn the tile&apos;s arrow %1</source>
        <translation>Orientez la flèche de la tuile %1</translation>
    </message>
    <message>
        <source>Place the tile on area %1, %2</source>
        <translation>Posez la tuile sur la zone %1, %2</translation>
    </message>
    <message>
        <source>Take the factory side</source>
        <translation>Choisissez la face usine</translation>
    </message>
    <message>
        <source>Take the city side</source>
        <translation>Choisissez la face ville</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Gardez les dés</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Relancez le dé le plus faible</numerusform>
            <numerusform>Relancez les %n dés les plus faibles</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the structure</source>
        <translation>Emparez-vous de la construction</translation>
    </message>
    <message numerus="yes">
        <source>  lighthouse: %n point(s)</source>
        <translation>
            <numerusform>  phare&#xa0;: %n point</numerusform>
            <numerusform>  phare&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  income: %n coin(s) a turn, coins: %1</source>
        <translation>
            <numerusform>  revenu&#xa0;: %n pièce par tour, pièces&#xa0;: %1</numerusform>
            <numerusform>  revenu&#xa0;: %n pièces par tour, pièces&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  total: %n point(s)</source>
        <translation>
            <numerusform>  total&#xa0;: %n point</numerusform>
            <numerusform>  total&#xa0;: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores %1 points at the end.</source>
        <translation>
            <numerusform>Phare&#xa0;: une ville qui vaut %n pièce par tour&#xa0;; son propriétaire pose les tuiles de la pioche, et il rapporte %1 points à la fin.</numerusform>
            <numerusform>Phare&#xa0;: une ville qui vaut %n pièces par tour&#xa0;; son propriétaire pose les tuiles de la pioche, et il rapporte %1 points à la fin.</numerusform>
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
        <translation>Deux généraux</translation>
    </message>
    <message>
        <source>Three generals</source>
        <translation>Trois généraux</translation>
    </message>
    <message>
        <source>Four generals</source>
        <translation>Quatre généraux</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleRules</name>
    <message>
        <source>expected %1 rows of %1 spaces (the tile size), found %2 rows</source>
        <translation>%1 lignes de %1 cases attendues (la taille des tuiles), %2 lignes trouvées</translation>
    </message>
    <message>
        <source>row %1 has %2 spaces; expected %3 (the tile size)</source>
        <translation>la ligne %1 a %2 cases&#xa0;; %3 attendues (la taille des tuiles)</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>la ligne %1 contient le code «&#xa0;%2&#xa0;»&#xa0;; l&apos;un de ces codes attendu&#xa0;: %3</translation>
    </message>
    <message>
        <source>expected an odd tile size, so the arrow has a centre space</source>
        <translation>taille de tuile impaire attendue, pour que la flèche ait une case centrale</translation>
    </message>
    <message>
        <source>expected exactly one home-base square H, found %1</source>
        <translation>exactement une case de base principale H attendue, %1 trouvée(s)</translation>
    </message>
    <message>
        <source>the home base cannot be reached: no land path leads from H to the tile&apos;s inner edges</source>
        <translation>la base principale est inaccessible&#xa0;: aucun chemin terrestre ne mène de H aux bords intérieurs de la tuile</translation>
    </message>
    <message>
        <source>expected exactly one lighthouse square X, found %1</source>
        <translation>exactement une case de phare X attendue, %1 trouvée(s)</translation>
    </message>
    <message>
        <source>the lighthouse cannot be reached: no land path leads from X to the tile&apos;s edges</source>
        <translation>le phare est inaccessible&#xa0;: aucun chemin terrestre ne mène de X aux bords de la tuile</translation>
    </message>
    <message>
        <source>a tile of water only: expected some land</source>
        <translation>une tuile entièrement d&apos;eau&#xa0;: un peu de terre attendue</translation>
    </message>
    <message>
        <source>the tile&apos;s land is not connected: water cuts some spaces off from the others</source>
        <translation>les terres de la tuile ne sont pas reliées&#xa0;: l&apos;eau isole certaines cases des autres</translation>
    </message>
    <message>
        <source>an island with no lots: no tile of the pile nor the start tile has a building lot L, so nobody could ever build</source>
        <translation>une île sans parcelles&#xa0;: aucune tuile de la pioche ni la tuile de départ n&apos;a de parcelle à bâtir L, personne ne pourrait donc jamais bâtir</translation>
    </message>
    <message>
        <source>the start tile has no lots: players start without cities and so without income</source>
        <translation>la tuile de départ n&apos;a pas de parcelles&#xa0;: les joueurs commencent sans villes, donc sans revenu</translation>
    </message>
    <message>
        <source>the pile holds %1 tiles; expected at most %2</source>
        <translation>la pioche contient %1 tuiles&#xa0;; %2 au plus attendues</translation>
    </message>
    <message>
        <source>the tile set is too small for the board: %1 field tiles in the pile, %2 needed to fill a %3×%3 board</source>
        <translation>trop peu de tuiles pour le plateau&#xa0;: %1 tuiles de terrain dans la pioche, %2 nécessaires pour remplir un plateau de %3×%3</translation>
    </message>
    <message>
        <source>expected at least %1 tokens, one for each lot of the start tile</source>
        <translation>au moins %1 jetons attendus, un pour chaque parcelle de la tuile de départ</translation>
    </message>
    <message>
        <source>expected fewer re-rolls than combat dice (%1)</source>
        <translation>moins de relances que de dés de combat (%1) attendues</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Components</name>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Tuile de départ</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Tuile du phare</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Bâtiments</translation>
    </message>
    <message>
        <source>Basic unit, %1</source>
        <translation>Unité de base, %1</translation>
    </message>
    <message>
        <source>Elite unit, %1</source>
        <translation>Unité d&apos;élite, %1</translation>
    </message>
    <message>
        <source>City / factory, %1</source>
        <translation>Ville / usine, %1</translation>
    </message>
    <message>
        <source>Home base, %1</source>
        <translation>Base principale, %1</translation>
    </message>
    <message>
        <source>Lighthouse piece, %1</source>
        <translation>Pion de phare, %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Aide de jeu</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aides de jeu</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Captures, then income, then the lighthouse tile.</source>
        <translation>D&apos;abord les captures, puis le revenu, puis la tuile du phare.</translation>
    </message>
    <message>
        <source>Activate up to %1 units; recruit between activations.</source>
        <translation>Activez jusqu&apos;à %1 unités&#xa0;; recrutez entre les activations.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>Basic / stack</source>
        <translation>Base / pile</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Mountain step</source>
        <translation>Pas en montagne</translation>
    </message>
    <message>
        <source>Combat bonuses</source>
        <translation>Bonus de combat</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Elite attacker</source>
        <translation>Attaquant d&apos;élite</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Montagne</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Construction</translation>
    </message>
    <message>
        <source>Elite defender</source>
        <translation>Défenseur d&apos;élite</translation>
    </message>
    <message>
        <source>An activated unit moves, then may build, swap, stack or attack.</source>
        <translation>Une unité activée se déplace, puis peut bâtir, retourner un jeton, s&apos;empiler ou attaquer.</translation>
    </message>
    <message>
        <source>Costs and income</source>
        <translation>Coûts et revenus</translation>
    </message>
    <message>
        <source>Basic unit</source>
        <translation>Unité de base</translation>
    </message>
    <message>
        <source>Elite unit</source>
        <translation>Unité d&apos;élite</translation>
    </message>
    <message>
        <source>City, outer ring</source>
        <translation>Ville, anneau extérieur</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 par tour</translation>
    </message>
    <message>
        <source>City, inner rings</source>
        <translation>Ville, anneaux intérieurs</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Phare</translation>
    </message>
    <message>
        <source>Each side rolls %1 dice; the lower total loses its unit, a tie changes nothing.</source>
        <translation>Chaque camp lance %1 dés&#xa0;; le total le plus faible perd son unité, une égalité ne change rien.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>When every area holds a tile, %1 more rounds are played.</source>
        <translation>Quand chaque zone porte une tuile, on joue encore %1 manches.</translation>
    </message>
    <message>
        <source>A point for every building; the lighthouse is worth %1 more.</source>
        <translation>Un point par bâtiment&#xa0;; le phare en vaut %1 de plus.</translation>
    </message>
    <message>
        <source>Capture a base to knock its general out of the game.</source>
        <translation>Capturez une base pour éliminer son général.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Position</name>
    <message>
        <source>expected [row, column] on the board, each from 0 to %1</source>
        <translation>[ligne, colonne] sur le plateau attendu, chacun de 0 à %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 placed tiles</source>
        <translation>tableau de %1 tuiles posées au plus attendu</translation>
    </message>
    <message>
        <source>expected [row, column] of an area, each from 0 to %1</source>
        <translation>[ligne, colonne] d&apos;une zone attendu, chacun de 0 à %1</translation>
    </message>
    <message>
        <source>that area holds a tile already</source>
        <translation>cette zone porte déjà une tuile</translation>
    </message>
    <message>
        <source>expected a tile id of the ruleset, found &quot;%1&quot;</source>
        <translation>identifiant de tuile du jeu de règles attendu, «&#xa0;%1&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>the arrow must point toward the lighthouse as §1.4 allows</source>
        <translation>la flèche doit pointer vers le phare comme le permet le §1.4</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the pile holds</source>
        <translation>plus d&apos;exemplaires de «&#xa0;%1&#xa0;» que n&apos;en contient la pioche</translation>
    </message>
    <message>
        <source>expected an array of at most %1 tile ids</source>
        <translation>tableau de %1 identifiants de tuile au plus attendu</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the ruleset has</source>
        <translation>plus d&apos;exemplaires de «&#xa0;%1&#xa0;» que n&apos;en compte le jeu de règles</translation>
    </message>
    <message>
        <source>expected an array of structures</source>
        <translation>tableau de constructions attendu</translation>
    </message>
    <message>
        <source>expected a city or factory on a lot, a base on its owner&apos;s H square or the lighthouse on X, each owned (the lighthouse may be unowned)</source>
        <translation>ville ou usine sur une parcelle, base sur la case H de son propriétaire ou phare sur X attendus, chacun avec un propriétaire (le phare peut ne pas en avoir)</translation>
    </message>
    <message>
        <source>player %1 must have a home base exactly while not eliminated</source>
        <translation>le joueur %1 doit avoir une base principale tant qu&apos;il n&apos;est pas éliminé, et seulement alors</translation>
    </message>
    <message>
        <source>expected an array of at most %1 units</source>
        <translation>tableau de %1 unités au plus attendu</translation>
    </message>
    <message>
        <source>expected &quot;basic&quot; (size 1 to %1) or &quot;elite&quot; (size 1)</source>
        <translation>&quot;basic&quot; (taille 1 à %1) ou &quot;elite&quot; (taille 1) attendu</translation>
    </message>
    <message>
        <source>a unit must stand on a revealed space it may enter, and belong to a player still in the game</source>
        <translation>une unité doit se trouver sur une case révélée où elle peut entrer et appartenir à un joueur encore en jeu</translation>
    </message>
    <message>
        <source>another unit stands there already</source>
        <translation>une autre unité se trouve déjà là</translation>
    </message>
    <message>
        <source>player %1 has more figures on the board and in supply than the ruleset gives a colour (%2 basic and %3 elite figures in all)</source>
        <translation>le joueur %1 a plus de figurines sur le plateau et en réserve que le jeu de règles n&apos;en donne à une couleur (%2 figurines de base et %3 d&apos;élite en tout)</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>tableau de %1 joueurs attendu</translation>
    </message>
    <message>
        <source>every player is eliminated; at least one must be left</source>
        <translation>tous les joueurs sont éliminés&#xa0;; il doit en rester au moins un</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>le joueur dont c&apos;est le tour attendu</translation>
    </message>
    <message>
        <source>expected the space of an activated unit of the player to move</source>
        <translation>case d&apos;une unité activée du joueur au trait attendue</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>cette décision n&apos;offre aucun choix dans cette position</translation>
    </message>
    <message>
        <source>expected the colours the seed gives, %1</source>
        <translation>couleurs données par la graine attendues&#xa0;: %1</translation>
    </message>
    <message>
        <source>the countdown starts only once the board is full</source>
        <translation>le compte à rebours ne commence que lorsque le plateau est plein</translation>
    </message>
    <message>
        <source>an eliminated player has no turns</source>
        <translation>un joueur éliminé n&apos;a pas de tour</translation>
    </message>
    <message>
        <source>more copies of that tile than the pile holds</source>
        <translation>plus d&apos;exemplaires de cette tuile que n&apos;en contient la pioche</translation>
    </message>
    <message>
        <source>expected &quot;lighthouse&quot; or &quot;stall&quot;: an explored tile has its area already</source>
        <translation>«&#xa0;lighthouse&#xa0;» ou «&#xa0;stall&#xa0;» attendu&#xa0;: une tuile explorée a déjà sa zone</translation>
    </message>
    <message>
        <source>expected &quot;explore&quot;, &quot;lighthouse&quot; or &quot;stall&quot;</source>
        <translation>«&#xa0;explore&#xa0;», «&#xa0;lighthouse&#xa0;» ou «&#xa0;stall&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected the id of the drawn tile</source>
        <translation>identifiant de la tuile piochée attendu</translation>
    </message>
    <message>
        <source>expected the lighthouse&apos;s owner</source>
        <translation>propriétaire du phare attendu</translation>
    </message>
    <message>
        <source>expected [row, column] of an empty area where the drawn tile may point two ways (the lighthouse tile is never turned)</source>
        <translation>[ligne, colonne] attendu d&apos;une zone vide où la tuile piochée peut être orientée de deux façons (la tuile du phare n&apos;est jamais tournée)</translation>
    </message>
    <message>
        <source>expected a space of that area next to the moving unit</source>
        <translation>case de cette zone attendue à côté de l&apos;unité qui se déplace</translation>
    </message>
    <message>
        <source>expected the attacker on a unit of the player whose turn it is and the defender on another player&apos;s unit</source>
        <translation>attaquant attendu sur une unité du joueur dont c&apos;est le tour, et défenseur sur l&apos;unité d&apos;un autre joueur</translation>
    </message>
    <message numerus="yes">
        <source>expected %n dice, each from 1 to 6</source>
        <translation>
            <numerusform>%n dé attendu, de 1 à 6</numerusform>
            <numerusform>%n dés attendus, chacun de 1 à 6</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the attacker (before its choice) or the defender (after it), with a stack that may re-roll</source>
        <translation>attaquant (avant son choix) ou défenseur (après) attendu, avec une pile qui peut relancer</translation>
    </message>
    <message>
        <source>expected &quot;main&quot;, &quot;act&quot;, &quot;orient&quot;, &quot;place-tile&quot;, &quot;token-side&quot; or &quot;reroll&quot;, or no &quot;pending&quot; at the start of a turn</source>
        <translation>«&#xa0;main&#xa0;», «&#xa0;act&#xa0;», «&#xa0;orient&#xa0;», «&#xa0;place-tile&#xa0;», «&#xa0;token-side&#xa0;» ou «&#xa0;reroll&#xa0;» attendu, ou aucun «&#xa0;pending&#xa0;» au début d&apos;un tour</translation>
    </message>
    <message>
        <source>an eliminated player has no decisions</source>
        <translation>un joueur éliminé n&apos;a aucune décision</translation>
    </message>
    <message>
        <source>round 0 is the set-up: only a start token&apos;s side is decided</source>
        <translation>la manche 0 est la mise en place&#xa0;: seule la face d&apos;un jeton de départ est décidée</translation>
    </message>
    <message>
        <source>expected a city or factory of the player deciding</source>
        <translation>ville ou usine du joueur qui décide attendue</translation>
    </message>
    <message>
        <source>expected the start token&apos;s number exactly in the set-up (round 0)</source>
        <translation>le numéro du jeton de départ n&apos;est attendu que pendant la mise en place (manche 0)</translation>
    </message>
    <message>
        <source>round 0 and turn 0 are the set-up, read only at a start token&apos;s side (a &quot;token-side&quot; decision)</source>
        <translation>la manche 0 et le tour 0 sont la mise en place, lue seulement pour la face d&apos;un jeton de départ (une décision «&#xa0;token-side&#xa0;»)</translation>
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
        <translation>De deux à quatre généraux explorent un plateau de %1×%1 tuiles face cachée, fondent des villes et des usines, recrutent et combattent, jusqu&apos;à ce que le plateau soit plein et qu&apos;un compte à rebours termine la partie.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Captures: every structure of another player with one of your units on it becomes yours, bases first; capturing a home base eliminates its owner.</source>
        <translation>Captures&#xa0;: toute construction d&apos;un autre joueur occupée par une de vos unités devient vôtre, les bases d&apos;abord&#xa0;; capturer une base principale élimine son propriétaire.</translation>
    </message>
    <message>
        <source>The lighthouse owner places the top tile of the pile on any empty area.</source>
        <translation>Le propriétaire du phare pose la tuile du dessus de la pioche sur une zone vide de son choix.</translation>
    </message>
    <message>
        <source>Activate up to %1 units, one after another, and recruit at your base and factories (a basic unit costs %2 coins, an elite %3).</source>
        <translation>Activez jusqu&apos;à %1 unités, l&apos;une après l&apos;autre, et recrutez dans votre base et vos usines (une unité de base coûte %2 pièces, une unité d&apos;élite %3).</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Déplacement</translation>
    </message>
    <message>
        <source>A basic unit or stack has %1 movement points, an elite %2. A step costs 1, a mountain %3; elites never enter mountains and nobody enters water. Stepping into fog draws a tile and turns its arrow toward the lighthouse; a blocked entry costs nothing.</source>
        <translation>Une unité de base ou une pile a %1 points de mouvement, une unité d&apos;élite %2. Un pas coûte 1, une montagne %3&#xa0;; les unités d&apos;élite n&apos;entrent jamais dans les montagnes et personne n&apos;entre dans l&apos;eau. Entrer dans la brume fait piocher une tuile, dont la flèche est tournée vers le phare&#xa0;; une entrée bloquée ne coûte rien.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Both sides roll %1 dice. The attacker adds %2 (an elite %3); the defender adds its space&apos;s bonus: plains %4, forest %5, mountain %6, a structure %7, and %8 more for an elite. Stacks of 2 re-roll up to %9 of their lowest dice, stacks of 3 up to %10. The lower total is destroyed, attacker or defender; a tie changes nothing. A winner whose defender stood on a structure advances onto it.</source>
        <translation>Les deux camps lancent %1 dés. L&apos;attaquant ajoute %2 (une unité d&apos;élite %3)&#xa0;; le défenseur ajoute le bonus de sa case&#xa0;: plaine %4, forêt %5, montagne %6, construction %7, et %8 de plus pour une unité d&apos;élite. Les piles de 2 relancent jusqu&apos;à %9 de leurs dés les plus faibles, les piles de 3 jusqu&apos;à %10. Le total le plus faible est détruit, attaquant ou défenseur&#xa0;; une égalité ne change rien. Si le défenseur vaincu se trouvait sur une construction, le vainqueur y avance.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de partie</translation>
    </message>
    <message>
        <source>Once every area holds a tile, %1 more rounds are played. Each city and factory scores 1, your base 1, the lighthouse %2. Ties go to the higher income, then more coins. A general who captures every other home base wins at once.</source>
        <translation>Une fois que chaque zone porte une tuile, on joue encore %1 manches. Chaque ville et chaque usine rapporte 1, votre base 1, le phare %2. En cas d&apos;égalité, le revenu le plus élevé l&apos;emporte, puis le plus de pièces. Un général qui capture toutes les autres bases principales gagne aussitôt.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message numerus="yes">
        <source>Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.</source>
        <translation>
            <numerusform>Revenus&#xa0;: chaque ville rapporte %n pièce sur l&apos;anneau extérieur et %1 plus à l&apos;intérieur&#xa0;; le phare rapporte %2.</numerusform>
            <numerusform>Revenus&#xa0;: chaque ville rapporte %n pièces sur l&apos;anneau extérieur et %1 plus à l&apos;intérieur&#xa0;; le phare rapporte %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Ruleset</name>
    <message>
        <source>plains</source>
        <translation>plaine</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>forêt</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>parcelle à bâtir</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>base principale</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>phare</translation>
    </message>
    <message>
        <source>Field tiles</source>
        <translation>Tuiles de terrain</translation>
    </message>
    <message>
        <source>The face-down pile: every field tile, its spaces written arrow up (the first row is the front, toward the lighthouse) and how many copies the pile holds.</source>
        <translation>La pioche face cachée&#xa0;: chaque tuile de terrain, ses cases écrites flèche vers le haut (la première ligne est l&apos;avant, tourné vers le phare) et le nombre d&apos;exemplaires dans la pioche.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and hyphens; records and positions name the tile by it.</source>
        <translation>L&apos;identifiant de la tuile&#xa0;: lettres minuscules, chiffres et traits d&apos;union&#xa0;; les enregistrements et les positions désignent la tuile par lui.</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>The tile&apos;s spaces, rows separated by &quot;/&quot;, the front row first: P plains, F forest, M mountain, W water, L building lot.</source>
        <translation>Les cases de la tuile, lignes séparées par «&#xa0;/&#xa0;», la ligne avant d&apos;abord&#xa0;: P plaine, F forêt, M montagne, W eau, L parcelle à bâtir.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>The tile&apos;s name, as the board and the sheets show it.</source>
        <translation>Le nom de la tuile, tel que le plateau et les planches l&apos;affichent.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>How many of this tile the pile holds.</source>
        <translation>Nombre d&apos;exemplaires de cette tuile dans la pioche.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Économie</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unités</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>zones</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>pièces</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>figurines</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>manches</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>tours</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>activations</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>tuiles</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille du plateau</translation>
    </message>
    <message>
        <source>Areas per side of the square board (the house rules allow 3, 4 or 6).</source>
        <translation>Zones par côté du plateau carré (les règles maison permettent 3, 4 ou 6).</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Taille des tuiles</translation>
    </message>
    <message>
        <source>Spaces per side of a tile; odd, so the arrow has a centre space.</source>
        <translation>Cases par côté d&apos;une tuile&#xa0;; impaire, pour que la flèche ait une case centrale.</translation>
    </message>
    <message>
        <source>Unused corners</source>
        <translation>Coins inutilisés</translation>
    </message>
    <message>
        <source>What a corner without a player holds in games of two or three.</source>
        <translation>Ce que porte un coin sans joueur dans les parties à deux ou trois.</translation>
    </message>
    <message>
        <source>a neutral start tile</source>
        <translation>une tuile de départ neutre</translation>
    </message>
    <message>
        <source>an area explored like any other</source>
        <translation>une zone explorée comme les autres</translation>
    </message>
    <message>
        <source>Lighthouse on even boards</source>
        <translation>Phare sur plateau pair</translation>
    </message>
    <message>
        <source>On a board of even size the lighthouse tile is in the pile: guaranteed to come out before the board is full, or shuffled anywhere.</source>
        <translation>Sur un plateau de taille paire, la tuile du phare est dans la pioche&#xa0;: assurée de sortir avant que le plateau soit plein, ou mélangée n&apos;importe où.</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>assurée</translation>
    </message>
    <message>
        <source>shuffled anywhere</source>
        <translation>mélangée n&apos;importe où</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Tuile de départ</translation>
    </message>
    <message>
        <source>The start tile in the corner&apos;s own terms: the first space is the board&apos;s outermost corner; H the home base, L the building lots.</source>
        <translation>La tuile de départ vue depuis son coin&#xa0;: la première case est le coin extérieur du plateau&#xa0;; H la base principale, L les parcelles à bâtir.</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Tuile du phare</translation>
    </message>
    <message>
        <source>The lighthouse tile, with X the lighthouse square.</source>
        <translation>La tuile du phare, X étant la case du phare.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Pièces de départ</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Pièces de chaque joueur au départ.</translation>
    </message>
    <message>
        <source>Start tokens</source>
        <translation>Jetons de départ</translation>
    </message>
    <message>
        <source>Which side the building tokens on the start tile&apos;s lots show at the start.</source>
        <translation>La face que montrent au départ les jetons de bâtiment posés sur les parcelles de la tuile de départ.</translation>
    </message>
    <message>
        <source>both cities</source>
        <translation>deux villes</translation>
    </message>
    <message>
        <source>each player chooses</source>
        <translation>au choix de chaque joueur</translation>
    </message>
    <message>
        <source>Factories pay income</source>
        <translation>Les usines rapportent</translation>
    </message>
    <message>
        <source>Factories pay income by their position as cities do.</source>
        <translation>Les usines rapportent un revenu selon leur position, comme les villes.</translation>
    </message>
    <message>
        <source>City on the outer ring</source>
        <translation>Ville sur l&apos;anneau extérieur</translation>
    </message>
    <message>
        <source>Coins a turn for a city on the outer ring of areas, the start tiles included.</source>
        <translation>Pièces par tour pour une ville sur l&apos;anneau extérieur de zones, tuiles de départ comprises.</translation>
    </message>
    <message>
        <source>City further in</source>
        <translation>Ville plus à l&apos;intérieur</translation>
    </message>
    <message>
        <source>Coins a turn for a city on any deeper ring.</source>
        <translation>Pièces par tour pour une ville sur tout anneau plus intérieur.</translation>
    </message>
    <message>
        <source>Lighthouse income</source>
        <translation>Revenu du phare</translation>
    </message>
    <message>
        <source>Coins a turn for owning the lighthouse, which is always a city.</source>
        <translation>Pièces par tour pour la possession du phare, qui est toujours une ville.</translation>
    </message>
    <message>
        <source>Basic unit cost</source>
        <translation>Coût d&apos;une unité de base</translation>
    </message>
    <message>
        <source>Coins to recruit a basic unit.</source>
        <translation>Pièces pour recruter une unité de base.</translation>
    </message>
    <message>
        <source>Elite unit cost</source>
        <translation>Coût d&apos;une unité d&apos;élite</translation>
    </message>
    <message>
        <source>Coins to recruit an elite unit.</source>
        <translation>Pièces pour recruter une unité d&apos;élite.</translation>
    </message>
    <message>
        <source>Basic figures</source>
        <translation>Figurines de base</translation>
    </message>
    <message>
        <source>Basic figures per colour; a stack uses one per member.</source>
        <translation>Figurines de base par couleur&#xa0;; une pile en utilise une par membre.</translation>
    </message>
    <message>
        <source>Elite figures</source>
        <translation>Figurines d&apos;élite</translation>
    </message>
    <message>
        <source>Elite figures per colour.</source>
        <translation>Figurines d&apos;élite par couleur.</translation>
    </message>
    <message>
        <source>Building tokens</source>
        <translation>Jetons de bâtiment</translation>
    </message>
    <message>
        <source>Building tokens per colour; only building is limited by them.</source>
        <translation>Jetons de bâtiment par couleur&#xa0;; ils ne limitent que la construction.</translation>
    </message>
    <message>
        <source>Activations a turn</source>
        <translation>Activations par tour</translation>
    </message>
    <message>
        <source>Units a player may activate in one turn.</source>
        <translation>Unités qu&apos;un joueur peut activer en un tour.</translation>
    </message>
    <message>
        <source>Basic movement</source>
        <translation>Déplacement de base</translation>
    </message>
    <message>
        <source>Movement points of a basic unit or a stack.</source>
        <translation>Points de mouvement d&apos;une unité de base ou d&apos;une pile.</translation>
    </message>
    <message>
        <source>Elite movement</source>
        <translation>Déplacement d&apos;élite</translation>
    </message>
    <message>
        <source>Movement points of an elite unit.</source>
        <translation>Points de mouvement d&apos;une unité d&apos;élite.</translation>
    </message>
    <message>
        <source>Mountain cost</source>
        <translation>Coût de la montagne</translation>
    </message>
    <message>
        <source>Movement points to enter a mountain; elites never can.</source>
        <translation>Points de mouvement pour entrer dans une montagne&#xa0;; les unités d&apos;élite ne le peuvent jamais.</translation>
    </message>
    <message>
        <source>Largest stack</source>
        <translation>Pile maximale</translation>
    </message>
    <message>
        <source>Basic figures one stack may hold; 1 turns stacking off.</source>
        <translation>Figurines de base qu&apos;une pile peut contenir&#xa0;; 1 désactive l&apos;empilement.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 2</source>
        <translation>Relances d&apos;une pile de 2</translation>
    </message>
    <message>
        <source>Dice a stack of two may re-roll in a combat.</source>
        <translation>Dés qu&apos;une pile de deux peut relancer lors d&apos;un combat.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 3</source>
        <translation>Relances d&apos;une pile de 3</translation>
    </message>
    <message>
        <source>Dice a stack of three may re-roll in a combat.</source>
        <translation>Dés qu&apos;une pile de trois peut relancer lors d&apos;un combat.</translation>
    </message>
    <message>
        <source>Stacks stay put</source>
        <translation>Les piles restent en place</translation>
    </message>
    <message>
        <source>How long a newly formed stack may not move or act.</source>
        <translation>Combien de temps une pile nouvellement formée ne peut ni se déplacer ni agir.</translation>
    </message>
    <message>
        <source>for the rest of the turn</source>
        <translation>pour le reste du tour</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>définitivement</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Dés de combat</translation>
    </message>
    <message>
        <source>Six-sided dice each side rolls in a combat.</source>
        <translation>Dés à six faces que lance chaque camp lors d&apos;un combat.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Bonus d&apos;attaque</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking basic unit or stack.</source>
        <translation>Ajouté aux dés d&apos;une unité de base ou d&apos;une pile qui attaque.</translation>
    </message>
    <message>
        <source>Elite attack bonus</source>
        <translation>Bonus d&apos;attaque d&apos;élite</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking elite (in all, not on top of the attack bonus).</source>
        <translation>Ajouté aux dés d&apos;une unité d&apos;élite qui attaque (au total, et non en plus du bonus d&apos;attaque).</translation>
    </message>
    <message>
        <source>Defence on plains</source>
        <translation>Défense en plaine</translation>
    </message>
    <message>
        <source>Added to a defender on plains or an empty lot.</source>
        <translation>Ajouté à un défenseur en plaine ou sur une parcelle vide.</translation>
    </message>
    <message>
        <source>Defence in forest</source>
        <translation>Défense en forêt</translation>
    </message>
    <message>
        <source>Added to a defender in a forest.</source>
        <translation>Ajouté à un défenseur en forêt.</translation>
    </message>
    <message>
        <source>Defence on a mountain</source>
        <translation>Défense en montagne</translation>
    </message>
    <message>
        <source>Added to a defender on a mountain.</source>
        <translation>Ajouté à un défenseur en montagne.</translation>
    </message>
    <message>
        <source>Defence in a structure</source>
        <translation>Défense dans une construction</translation>
    </message>
    <message>
        <source>Added to a defender on a city, factory, base or the lighthouse square, instead of the terrain&apos;s bonus.</source>
        <translation>Ajouté à un défenseur sur une ville, une usine, une base ou la case du phare, à la place du bonus de terrain.</translation>
    </message>
    <message>
        <source>Elite defence bonus</source>
        <translation>Bonus de défense d&apos;élite</translation>
    </message>
    <message>
        <source>Added to a defending elite on top of its space&apos;s bonus.</source>
        <translation>Ajouté à une unité d&apos;élite qui défend, en plus du bonus de sa case.</translation>
    </message>
    <message>
        <source>Re-roll order</source>
        <translation>Ordre des relances</translation>
    </message>
    <message>
        <source>Whether the attacker re-rolls first and the defender then decides knowing the result, or both decide at once.</source>
        <translation>Si l&apos;attaquant relance d&apos;abord et que le défenseur décide ensuite en connaissant le résultat, ou si les deux décident en même temps.</translation>
    </message>
    <message>
        <source>attacker, then defender</source>
        <translation>l&apos;attaquant, puis le défenseur</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>les deux en même temps</translation>
    </message>
    <message>
        <source>Capturing takes an action</source>
        <translation>Capturer coûte une action</translation>
    </message>
    <message>
        <source>A unit must spend its action to take a structure; the capture still completes at its owner&apos;s next turn.</source>
        <translation>Une unité doit dépenser son action pour prendre une construction&#xa0;; la capture n&apos;aboutit toujours qu&apos;au tour suivant de son propriétaire.</translation>
    </message>
    <message>
        <source>A captured base hands over</source>
        <translation>Une base capturée cède</translation>
    </message>
    <message>
        <source>What the eliminated player&apos;s structures become when their base is captured.</source>
        <translation>Ce que deviennent les constructions du joueur éliminé quand sa base est capturée.</translation>
    </message>
    <message>
        <source>every structure</source>
        <translation>toutes les constructions</translation>
    </message>
    <message>
        <source>cities only; factories become empty lots</source>
        <translation>les villes seulement&#xa0;; les usines redeviennent des parcelles vides</translation>
    </message>
    <message>
        <source>Lighthouse placements</source>
        <translation>Poses depuis le phare</translation>
    </message>
    <message>
        <source>When the lighthouse owner places a tile from the pile on an empty area of their choice.</source>
        <translation>Quand le propriétaire du phare pose une tuile de la pioche sur une zone vide de son choix.</translation>
    </message>
    <message>
        <source>once in each of the owner&apos;s turns</source>
        <translation>une fois à chaque tour du propriétaire</translation>
    </message>
    <message>
        <source>in the owner&apos;s turns while a unit of theirs is on it</source>
        <translation>aux tours du propriétaire tant qu&apos;une de ses unités s&apos;y trouve</translation>
    </message>
    <message>
        <source>in every player&apos;s turn</source>
        <translation>au tour de chaque joueur</translation>
    </message>
    <message>
        <source>Lighthouse points</source>
        <translation>Points du phare</translation>
    </message>
    <message>
        <source>Points for owning the lighthouse at the end, on top of the 1 every building scores.</source>
        <translation>Points pour la possession du phare à la fin, en plus du point que rapporte chaque bâtiment.</translation>
    </message>
    <message>
        <source>Countdown counted in</source>
        <translation>Compte à rebours compté en</translation>
    </message>
    <message>
        <source>Whether the countdown after the board is full counts rounds (every player the same number of turns) or turns in all.</source>
        <translation>Si le compte à rebours, une fois le plateau plein, compte des manches (le même nombre de tours pour chaque joueur) ou des tours au total.</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Compte à rebours</translation>
    </message>
    <message>
        <source>Rounds (or turns) played once the board is full.</source>
        <translation>Manches (ou tours) jouées une fois le plateau plein.</translation>
    </message>
    <message>
        <source>Stall rule</source>
        <translation>Règle d&apos;enlisement</translation>
    </message>
    <message>
        <source>After this many rounds without a new tile, the player to move must place one; 0 turns the rule off.</source>
        <translation>Après ce nombre de manches sans nouvelle tuile, le joueur dont c&apos;est le tour doit en poser une&#xa0;; 0 désactive la règle.</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Limite de tours</translation>
    </message>
    <message>
        <source>The game is scored as at its normal end after this many turns.</source>
        <translation>Après ce nombre de tours, la partie est décomptée comme à sa fin normale.</translation>
    </message>
</context>
<context>
    <name>isle::cli</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>Sortie lisible par une machine.</translation>
    </message>
    <message>
        <source>Try &quot;%1 --help&quot;.</source>
        <translation>Essayez «&#xa0;%1 --help&#xa0;».</translation>
    </message>
    <message>
        <source>Expected one file: %1 Try --help.</source>
        <translation>Un seul fichier attendu&#xa0;: %1 Essayez --help.</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>jeu inconnu «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>le jeu de règles est pour «&#xa0;%1&#xa0;», «&#xa0;%2&#xa0;» attendu</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Commande inconnue «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; expected one of: %2.</source>
        <translation>Langue inconnue «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;une de %2.</translation>
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
        <translation>Utilisation&#xa0;: isleworks-cli &lt;command&gt; [options]

Joue, compte, rejoue et vérifie des parties Isleworks sans fenêtre.

Commandes&#xa0;:
  score POSITION      le score de chaque joueur d&apos;une position, selon les termes du jeu
  simulate            jouer de nombreuses parties entre joueurs ordinateur et les résumer
  compare A B         les mêmes parties avec les jeux de règles A et B&#xa0;: écarts avec intervalles à 95 %
  merge PARTS...      le rapport d&apos;un lot à partir des résultats partiels de ses parties (--shard I/N)
  play --record OUT   jouer une partie entre joueurs ordinateur et enregistrer son déroulement
  replay RECORD       rejouer un enregistrement de partie, éventuellement avec d&apos;autres règles
  validate FILE       vérifier un jeu de règles, un enregistrement ou une position et lister chaque problème
  sheets --out FILE   planches print &amp; play des composants d&apos;un jeu de règles (PDF, SVG ou PNG)

Options&#xa0;:
  --lang CODE         la langue de la sortie&#xa0;: en, uk, pl, de, fr, es (par défaut&#xa0;: selon LANG)
  -h, --help          cette aide&#xa0;; «&#xa0;isleworks-cli &lt;command&gt; --help&#xa0;» pour les options d&apos;une commande
  -v, --version       la version

Codes de sortie&#xa0;: 0 succès, 1 échec, 2 entrée invalide.</translation>
    </message>
</context>
<context>
    <name>isle::cli::compare</name>
    <message>
        <source>Plays the same games (same seeds, same players) under two rulesets and reports the difference B - A in the first seat&apos;s win rate, the score margin, the game length and the game&apos;s own figures per game, each with a 95 % confidence interval, and the figures the game keeps per component.</source>
        <translation>Joue les mêmes parties (mêmes graines, mêmes joueurs) avec deux jeux de règles et indique l&apos;écart B - A du taux de victoire de la première place, de l&apos;écart de score, de la durée de la partie et des indicateurs propres au jeu par partie, chacun avec un intervalle de confiance à 95 %, ainsi que les indicateurs que le jeu tient par composant.</translation>
    </message>
    <message>
        <source>The ruleset to compare from.</source>
        <translation>Le jeu de règles de départ de la comparaison.</translation>
    </message>
    <message>
        <source>The ruleset to compare with.</source>
        <translation>Le jeu de règles avec lequel comparer.</translation>
    </message>
    <message>
        <source>Games under each ruleset (default 1000).</source>
        <translation>Parties avec chaque jeu de règles (1000 par défaut).</translation>
    </message>
    <message>
        <source>Expected two ruleset files, A and B. Try --help.</source>
        <translation>Deux fichiers de règles attendus, A et B. Essayez --help.</translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>jeu de règles pour «&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s</source>
        <translation>%1, partie %2&#xa0;: %3 parties avec chaque jeu de règles sur les mêmes graines (graine %4), %5 s</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A&#xa0;: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B&#xa0;: %1</translation>
    </message>
    <message>
        <source>Figure                          A          B          B - A      95 % interval</source>
        <translation>Indicateur                      A          B          B - A      intervalle à 95 %</translation>
    </message>
</context>
<context>
    <name>isle::cli::figures</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Per component:</source>
        <translation>Par composant&#xa0;:</translation>
    </message>
    <message>
        <source>Per component (A / B):</source>
        <translation>Par composant (A / B)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>isle::cli::merge</name>
    <message>
        <source>Combines the partial results that &quot;simulate --shard I/N&quot; or &quot;compare --shard I/N&quot; wrote, one per shard, into the report of the whole batch: the same figures and intervals as the batch played at once.</source>
        <translation>Combine les résultats partiels écrits par «&#xa0;simulate --shard I/N&#xa0;» ou «&#xa0;compare --shard I/N&#xa0;», un par partie, en le rapport du lot entier&#xa0;: les mêmes indicateurs et intervalles que le lot joué d&apos;un coup.</translation>
    </message>
    <message>
        <source>Every shard&apos;s partial result file.</source>
        <translation>Le fichier de résultat partiel de chaque partie.</translation>
    </message>
    <message>
        <source>Expected 1 to %1 partial result files. Try --help.</source>
        <translation>De 1 à %1 fichiers de résultats partiels attendus. Essayez --help.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, merged from %n shard(s)</source>
        <extracomment>%1 game id, %2 variant, %3 games, %4 seed, %n shards</extracomment>
        <translation>
            <numerusform>%1, partie %2&#xa0;: %3 parties, graine %4, fusionnées depuis %n partie</numerusform>
            <numerusform>%1, partie %2&#xa0;: %3 parties, graine %4, fusionnées depuis %n parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::play</name>
    <message>
        <source>Plays one game between computer players and writes its record, to replay or to study. The file is written atomically: on any error nothing is left behind and an existing file is untouched.</source>
        <translation>Joue une partie entre joueurs ordinateur et écrit son enregistrement, pour la rejouer ou l&apos;étudier. Le fichier est écrit de façon atomique&#xa0;: en cas d&apos;erreur, rien n&apos;est laissé et un fichier existant reste intact.</translation>
    </message>
    <message>
        <source>Write the game record to &lt;file&gt;.</source>
        <translation>Écrire l&apos;enregistrement de la partie dans &lt;file&gt;.</translation>
    </message>
    <message>
        <source>expected the file to write the record to</source>
        <translation>fichier où écrire l&apos;enregistrement attendu</translation>
    </message>
    <message>
        <source>cannot write the record: %1</source>
        <translation>impossible d&apos;écrire l&apos;enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.</source>
        <translation>%1 écrit&#xa0;: %2, partie %3, graine %4, %5 décisions&#xa0;; scores finaux %6.</translation>
    </message>
</context>
<context>
    <name>isle::cli::replay</name>
    <message>
        <source>Replays a game record and prints the final scores, or the first decision that is no longer legal and why. With --ruleset the decisions are replayed under other rules. Exits with 1 when the replay stops early.</source>
        <translation>Rejoue un enregistrement de partie et affiche les scores finaux, ou la première décision qui n&apos;est plus légale et pourquoi. Avec --ruleset, les décisions sont rejouées avec d&apos;autres règles. Se termine avec le code 1 quand la relecture s&apos;arrête avant la fin.</translation>
    </message>
    <message>
        <source>Replay under the rules in &lt;file&gt;.</source>
        <translation>Rejouer avec les règles de &lt;file&gt;.</translation>
    </message>
    <message>
        <source>The game record (JSON).</source>
        <translation>L&apos;enregistrement de la partie (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7</source>
        <translation>%1&#xa0;: %2, partie %3, graine %4, %5 décisions rejouées sur %6%7</translation>
    </message>
    <message>
        <source> under %1</source>
        <translation> avec %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Arrêt&#xa0;: %1</translation>
    </message>
    <message>
        <source>The record ends before the game does; next: player %1 to %2</source>
        <translation>L&apos;enregistrement s&apos;arrête avant la fin de la partie&#xa0;; ensuite&#xa0;: le joueur %1 doit %2</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>joueur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Scores finaux&#xa0;: %1</translation>
    </message>
    <message>
        <source>Scores so far: %1</source>
        <translation>Scores jusqu&apos;ici&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Le joueur %1 gagne.</translation>
    </message>
</context>
<context>
    <name>isle::cli::score</name>
    <message>
        <source>Score under the rules in &lt;file&gt; instead of the position&apos;s own.</source>
        <translation>Compter avec les règles de &lt;file&gt; au lieu de celles de la position.</translation>
    </message>
    <message>
        <source>The position file (JSON).</source>
        <translation>Le fichier de position (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game</source>
        <translation>%1&#xa0;: %2, partie %3</translation>
    </message>
    <message>
        <source>Scores a position file: how each player scores, as its game counts (for a line-scoring game every line with its cells, length and multipliers), and each total. A position file shows every hidden fact, so hidden scores (a stash) are counted too. --json writes the game&apos;s score report as it is.</source>
        <translation>Compte les points d&apos;un fichier de position&#xa0;: le score de chaque joueur, tel que le jeu le compte (pour un jeu à lignes, chaque ligne avec ses cases, sa longueur et ses multiplicateurs), et chaque total. Un fichier de position montre tout fait caché, donc les scores cachés (une cachette) sont comptés aussi. --json écrit le rapport de score du jeu tel quel.</translation>
    </message>
</context>
<context>
    <name>isle::cli::sheets</name>
    <message>
        <source>expected a length in millimetres, got &quot;%1&quot;</source>
        <translation>longueur en millimètres attendue, «&#xa0;%1&#xa0;» reçu</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>expected portrait or landscape</source>
        <translation>portrait ou landscape attendu</translation>
    </message>
    <message>
        <source>expected crop, lines or none</source>
        <translation>crop, lines ou none attendu</translation>
    </message>
    <message>
        <source>expected long, short or none</source>
        <translation>long, short ou none attendu</translation>
    </message>
    <message>
        <source>expected X,Y in millimetres, such as 0.5,-1</source>
        <translation>X,Y en millimètres attendu, par exemple 0.5,-1</translation>
    </message>
    <message>
        <source>Lays out the components a ruleset needs (tokens, cards, boards, aids) on print-and-play sheets, with bleed, crop marks or cut lines and backs for double-sided printing, and writes them as PDF, or as SVG or PNG files, one per page. Impossible layouts are refused (exit 2) with what does not fit, and nothing is written.</source>
        <translation>Dispose les composants requis par un jeu de règles (jetons, cartes, plateaux, aides) sur des planches print &amp; play, avec fond perdu, traits de coupe ou lignes de coupe et dos pour l&apos;impression recto verso, et les écrit en PDF, ou en fichiers SVG ou PNG, un par page. Les mises en page impossibles sont refusées (code 2) avec ce qui ne rentre pas, et rien n&apos;est écrit.</translation>
    </message>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Le jeu&#xa0;: %1 (par défaut %2).</translation>
    </message>
    <message>
        <source>A variant of the game, checked but not needed: the sheets hold every component the ruleset needs for any variant.</source>
        <translation>Une variante du jeu, vérifiée mais pas nécessaire&#xa0;: les planches contiennent tous les composants requis par le jeu de règles pour toutes les variantes.</translation>
    </message>
    <message>
        <source>Print the components of the rules in &lt;file&gt; instead of the default.</source>
        <translation>Imprimer les composants des règles de &lt;file&gt; au lieu de celles par défaut.</translation>
    </message>
    <message>
        <source>Where to write: a .pdf file; a .svg or .png file name (page numbers are added); or a folder (with --format).</source>
        <translation>Où écrire&#xa0;: un fichier .pdf&#xa0;; un nom de fichier .svg ou .png (les numéros de page sont ajoutés)&#xa0;; ou un dossier (avec --format).</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from --out, else pdf).</source>
        <translation>pdf, svg ou png (par défaut&#xa0;: selon --out, sinon pdf).</translation>
    </message>
    <message>
        <source>a4, letter or a3 (default: this locale&apos;s, %1).</source>
        <translation>a4, letter ou a3 (par défaut&#xa0;: celui de la langue locale, %1).</translation>
    </message>
    <message>
        <source>portrait or landscape (default portrait).</source>
        <translation>portrait ou landscape (portrait par défaut).</translation>
    </message>
    <message>
        <source>Margin on every side, mm (default %1).</source>
        <translation>Marge de chaque côté, en mm (par défaut %1).</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, mm (default %1).</source>
        <translation>Illustration imprimée au-delà de chaque ligne de coupe, en mm (par défaut %1).</translation>
    </message>
    <message>
        <source>Cut line to cut line between components, mm (default: the bleed).</source>
        <translation>D&apos;une ligne de coupe à l&apos;autre entre composants, en mm (par défaut&#xa0;: le fond perdu).</translation>
    </message>
    <message>
        <source>How much the parts of a board split over pages overlap, mm (default %1).</source>
        <translation>Chevauchement des parties d&apos;un plateau réparti sur plusieurs pages, en mm (par défaut %1).</translation>
    </message>
    <message>
        <source>crop (marks outside the cuts), lines (cut lines) or none (default crop).</source>
        <translation>crop (traits hors des coupes), lines (lignes de coupe) ou none (crop par défaut).</translation>
    </message>
    <message>
        <source>Backs for double-sided printing, turning the sheet over its long or short edge, or none (default none).</source>
        <translation>Dos pour l&apos;impression recto verso, en retournant la feuille sur son bord long ou court, ou none (none par défaut).</translation>
    </message>
    <message>
        <source>Moves every back page by X,Y mm, for a printer whose backs drift (measure it with --calibration).</source>
        <translation>Décale chaque page de dos de X,Y mm, pour une imprimante dont les dos dérivent (mesurez-le avec --calibration).</translation>
    </message>
    <message>
        <source>Start with a calibration page: rulers and targets to measure scale and back offset.</source>
        <translation>Commencer par une page d&apos;étalonnage&#xa0;: règles graduées et mires pour mesurer l&apos;échelle et le décalage des dos.</translation>
    </message>
    <message>
        <source>Resolution of PNG pages (default 300).</source>
        <translation>Résolution des pages PNG (300 par défaut).</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the ruleset in &lt;file&gt;, with their backs.</source>
        <translation>N&apos;imprimer que les composants dont la face diffère de leur face avec le jeu de règles de &lt;file&gt;, avec leurs dos.</translation>
    </message>
    <message>
        <source>Only components of these kinds, comma-separated (token, card, board, mat, aid, rules…).</source>
        <translation>Seulement les composants de ces types, séparés par des virgules (token, card, board, mat, aid, rules…).</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Try --help.</source>
        <translation>Argument inattendu «&#xa0;%1&#xa0;». Essayez --help.</translation>
    </message>
    <message>
        <source>expected the file or folder to write</source>
        <translation>fichier ou dossier où écrire attendu</translation>
    </message>
    <message>
        <source>expected pdf, svg or png</source>
        <translation>pdf, svg ou png attendu</translation>
    </message>
    <message>
        <source>%1 is a folder; a PDF needs a file name</source>
        <translation>%1 est un dossier&#xa0;; un PDF demande un nom de fichier</translation>
    </message>
    <message>
        <source>expected a resolution from %1 to %2</source>
        <translation>résolution de %1 à %2 attendue</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>le jeu de règles est pour «&#xa0;%1&#xa0;», «&#xa0;%2&#xa0;» attendu</translation>
    </message>
    <message>
        <source>%1 declares no printable components</source>
        <translation>%1 ne déclare aucun composant imprimable</translation>
    </message>
    <message>
        <source>Nothing to print: no component %1. No file written.</source>
        <translation>Rien à imprimer&#xa0;: aucun composant %1. Aucun fichier écrit.</translation>
    </message>
    <message>
        <source>changed since %1</source>
        <translation>modifié depuis %1</translation>
    </message>
    <message>
        <source>was chosen</source>
        <translation>n&apos;a été choisi</translation>
    </message>
    <message>
        <source>%1 KiB in %2 ms.</source>
        <translation>%1 Kio en %2 ms.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) of %2, </source>
        <extracomment>%1 the game, %n pages, %2 the paper (&quot;A4&quot;); followed by &quot;%n component(s) to cut out.&quot;</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n page %2, </numerusform>
            <numerusform>%1&#xa0;: %n pages %2, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n composant à découper.</numerusform>
            <numerusform>%n composants à découper.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Le jeu&#xa0;: %1 (par défaut %2).</translation>
    </message>
    <message>
        <source>The variant: %1 (default %2).</source>
        <translation>La variante&#xa0;: %1 (par défaut %2).</translation>
    </message>
    <message>
        <source>Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).</source>
        <translation>Joueur par place, séparés par des virgules, répétés s&apos;il y a plus de places&#xa0;: %1 (par défaut random,random).</translation>
    </message>
    <message>
        <source>Seed of the game or batch (default 1).</source>
        <translation>Graine de la partie ou du lot (1 par défaut).</translation>
    </message>
    <message>
        <source>Play under the rules in &lt;file&gt; instead of the default.</source>
        <translation>Jouer avec les règles de &lt;file&gt; au lieu de celles par défaut.</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer</source>
        <translation>entier non signé de 64 bits attendu</translation>
    </message>
    <message>
        <source>Worker threads (default: every core).</source>
        <translation>Threads de calcul (par défaut&#xa0;: tous les cœurs).</translation>
    </message>
    <message>
        <source>expected a number of games from %1 to 100000000</source>
        <translation>nombre de parties de %1 à 100000000 attendu</translation>
    </message>
    <message>
        <source>expected a number of threads from 1 to 256</source>
        <translation>nombre de threads de 1 à 256 attendu</translation>
    </message>
    <message>
        <source>Plays many games between computer players and prints win and draw rates per seat, the score distribution, the game length and the figures the game keeps for designers.</source>
        <translation>Joue de nombreuses parties entre joueurs ordinateur et affiche les taux de victoire et de nulles par place, la distribution des scores, la durée de la partie et les indicateurs que le jeu tient pour les concepteurs.</translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation>Nombre de parties (1000 par défaut).</translation>
    </message>
    <message>
        <source>Skip the game&apos;s designer figures, which cost some speed to count.</source>
        <translation>Ne pas compter les indicateurs de conception du jeu, qui coûtent un peu de vitesse.</translation>
    </message>
    <message>
        <source>Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max</source>
        <translation>Place Joueur    Gagnées  Nulles   Perdues  Score moy.  Écart-type   Min  Max</translation>
    </message>
    <message>
        <source>Draws: %1 of games</source>
        <translation>Parties nulles&#xa0;: %1 des parties</translation>
    </message>
    <message>
        <source>Game length: %1 decisions on average (sd %2, from %3 to %4)</source>
        <translation>Durée de la partie&#xa0;: %1 décisions en moyenne (σ %2, de %3 à %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)</source>
        <extracomment>%1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second</extracomment>
        <translation>
            <numerusform>%1, partie %2&#xa0;: %3 parties, graine %4, %n thread, %5 s (%6 parties/s)</numerusform>
            <numerusform>%1, partie %2&#xa0;: %3 parties, graine %4, %n threads, %5 s (%6 parties/s)</numerusform>
        </translation>
    </message>
    <message>
        <source>Play only shard I of N (0 &lt;= I &lt; N) of the games and write a partial result for &quot;isleworks-cli merge&quot; instead of the report.</source>
        <translation>Ne jouer que la partie I sur N (0 &lt;= I &lt; N) des parties et écrire un résultat partiel pour «&#xa0;isleworks-cli merge&#xa0;» au lieu du rapport.</translation>
    </message>
    <message>
        <source>With --shard: write the partial result to &lt;file&gt; (default: standard output).</source>
        <translation>Avec --shard&#xa0;: écrire le résultat partiel dans &lt;file&gt; (par défaut&#xa0;: la sortie standard).</translation>
    </message>
    <message>
        <source>only a shard&apos;s partial result is written to a file; add --shard</source>
        <translation>seul le résultat partiel d&apos;une partie s&apos;écrit dans un fichier&#xa0;; ajoutez --shard</translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message>
        <source>Checks a ruleset, game record or position file and lists every problem with the file, the JSON path and what was expected. A record&apos;s decisions are also replayed to check that each is legal. Exits with 2 when there is any error; warnings alone exit with 0.</source>
        <translation>Vérifie un fichier de jeu de règles, d&apos;enregistrement de partie ou de position et liste chaque problème avec le fichier, le chemin JSON et ce qui était attendu. Les décisions d&apos;un enregistrement sont aussi rejouées pour vérifier que chacune est légale. Se termine avec le code 2 en cas d&apos;erreur&#xa0;; des avertissements seuls donnent le code 0.</translation>
    </message>
    <message>
        <source>The file to check (JSON).</source>
        <translation>Le fichier à vérifier (JSON).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>jeu de règles</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>enregistrement de partie</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;</source>
        <translation>«&#xa0;%1&#xa0;», «&#xa0;%2&#xa0;» ou «&#xa0;%3&#xa0;» attendu</translation>
    </message>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation>
            <numerusform>%1&#xa0;: %2 valide (%n avertissement).</numerusform>
            <numerusform>%1&#xa0;: %2 valide (%n avertissements).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a valid %2.</source>
        <translation>%1&#xa0;: %2 non valide.</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Character</name>
    <message>
        <source>Wolf</source>
        <translation>Loup</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Lapin</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Cochon</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Corbeau</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Taupe</translation>
    </message>
    <message>
        <source>Prairie Dog</source>
        <translation>Chien de prairie</translation>
    </message>
    <message>
        <source>Hippo</source>
        <translation>Hippopotame</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Caméléon</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Renard</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Tortue</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Grenouille</translation>
    </message>
    <message>
        <source>Mouses</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Serpent</translation>
    </message>
    <message>
        <source>unknown character %1</source>
        <translation>personnage inconnu %1</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Components</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: mercenaries for hire</source>
        <translation>%1&#xa0;: mercenaires à recruter</translation>
    </message>
    <message>
        <source>%1: starting set</source>
        <translation>%1&#xa0;: réserve de départ</translation>
    </message>
    <message>
        <source>The whole island is open. Tokens face up.</source>
        <translation>Toute l&apos;île est ouverte. Jetons face visible.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face up.</source>
        <translation>La brume couvre toutes les régions sauf une. Jetons face visible.</translation>
    </message>
    <message>
        <source>Tokens face up.</source>
        <translation>Jetons face visible.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face down.</source>
        <translation>La brume couvre toutes les régions sauf une. Jetons face cachée.</translation>
    </message>
    <message>
        <source>Tokens face down.</source>
        <translation>Jetons face cachée.</translation>
    </message>
    <message>
        <source>Weather: %1</source>
        <translation>Météo&#xa0;: %1</translation>
    </message>
    <message>
        <source>Weather cards</source>
        <translation>Cartes Météo</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Plateau de brume %1</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Plateaux de brume</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Fog board %1: %2</source>
        <translation>Plateau de brume %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Carte de l&apos;île</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Line of</source>
        <translation>Ligne de</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>%1 in a line: × %2</source>
        <translation>%1 dans une ligne&#xa0;: × %2</translation>
    </message>
    <message>
        <source>%1 in a line: half, rounded down</source>
        <translation>%1 dans une ligne&#xa0;: moitié, arrondie à l&apos;inférieur</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Mercenaires</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenaire</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Remplace</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>À recruter</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Place one token from your hand on a free, open tile.</source>
        <translation>Placez un jeton de votre main sur une case libre et ouverte.</translation>
    </message>
    <message>
        <source>Foggy weather: face down (a mercenary may go face up).</source>
        <translation>Temps Brumeux&#xa0;: face cachée (un mercenaire peut être posé face visible).</translation>
    </message>
    <message numerus="yes">
        <source>Draw from your pile until you hold %n again.</source>
        <translation>
            <numerusform>Piochez dans votre pioche jusqu&apos;à avoir de nouveau %n jeton en main.</numerusform>
            <numerusform>Piochez dans votre pioche jusqu&apos;à avoir de nouveau %n jetons en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open tile free: a fog board is lifted.</source>
        <translation>Plus aucune case ouverte libre&#xa0;: un plateau de brume est levé.</translation>
    </message>
    <message>
        <source>Board full or nobody can place: score every line.</source>
        <translation>Plateau plein ou personne ne peut placer&#xa0;: décomptez chaque ligne.</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Aide de jeu</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1&#xa0;: aide de jeu</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</source>
        <translation>
            <numerusform>Une île de %1 × %2 cases. La réserve de %n jeton de chaque joueur&#xa0;: %3.</numerusform>
            <numerusform>Une île de %1 × %2 cases. La réserve de %n jetons de chaque joueur&#xa0;: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Jeu avec météo</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Jeu avec mercenaires</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partie rapide</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Jeu en équipes (quatre joueurs)</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</source>
        <translation>
            <numerusform>Reprenez tous vos jetons et choisissez-en %n comme main de départ&#xa0;; le reste forme votre pioche.</numerusform>
            <numerusform>Reprenez tous vos jetons et choisissez-en %n comme main de départ&#xa0;; le reste forme votre pioche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</source>
        <translation>
            <numerusform>Reprenez tous vos jetons&#xa0;; %n vous est distribué au hasard comme main, le reste forme votre pioche.</numerusform>
            <numerusform>Reprenez tous vos jetons&#xa0;; %n vous sont distribués au hasard comme main, le reste forme votre pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather: the second player draws two weather cards, keeps one and puts the other under the deck.</source>
        <translation>Avec météo&#xa0;: le second joueur pioche deux cartes Météo, en garde une et place l&apos;autre sous la pioche.</translation>
    </message>
    <message>
        <source>The round&apos;s second player starts the next round.</source>
        <translation>Le second joueur de la manche commence la manche suivante.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n in the deck)</source>
        <translation>
            <numerusform>%1 (%n dans la pioche)</numerusform>
            <numerusform>%1 (%n dans la pioche)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</source>
        <translation>
            <numerusform>Une ligne est formée d&apos;au moins %n jeton alignés horizontalement, verticalement ou en diagonale qui construisent les lignes du même joueur.</numerusform>
            <numerusform>Une ligne est formée d&apos;au moins %n jetons alignés horizontalement, verticalement ou en diagonale qui construisent les lignes du même joueur.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Coins equal the points of each round. After scoring, hire in turn order from the next starter: pay the cost and swap the basic character it replaces.</source>
        <translation>Chaque manche rapporte autant de pièces que de points. Après le décompte, recrutez dans l&apos;ordre du tour à partir du prochain premier joueur&#xa0;: payez le coût et échangez le personnage de base qu&apos;il remplace.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
    <message numerus="yes">
        <source>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</source>
        <translation>
            <numerusform>Le plus de points de victoire l&apos;emporte (avec mercenaires&#xa0;: les pièces, puis le coût des recrues, puis jusqu&apos;à %n manche supplémentaire).</numerusform>
            <numerusform>Le plus de points de victoire l&apos;emporte (avec mercenaires&#xa0;: les pièces, puis le coût des recrues, puis jusqu&apos;à %n manches supplémentaires).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Résumé des règles</translation>
    </message>
    <message>
        <source>%1: rules summary</source>
        <translation>%1&#xa0;: résumé des règles</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message>
        <source>pick the opening hand</source>
        <translation>choisir la main de départ</translation>
    </message>
    <message>
        <source>choose the weather</source>
        <translation>choisir la météo</translation>
    </message>
    <message>
        <source>lift a fog board</source>
        <translation>lever un plateau de brume</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>placer un jeton</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>rien&#xa0;: la partie est terminée</translation>
    </message>
    <message>
        <source>there is no such character</source>
        <translation>ce personnage n&apos;existe pas</translation>
    </message>
    <message>
        <source>the hand holds no %1</source>
        <translation>la main ne contient aucun jeton %1</translation>
    </message>
    <message>
        <source>that tile is not on the %1×%2 island</source>
        <translation>cette case n&apos;est pas sur l&apos;île de %1×%2</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 est déjà occupée</translation>
    </message>
    <message>
        <source>%1 is under fog</source>
        <translation>%1 est sous la brume</translation>
    </message>
    <message>
        <source>a token is face up or face down</source>
        <translation>un jeton est face visible ou face cachée</translation>
    </message>
    <message>
        <source>in Foggy weather a %1 is placed face down; only mercenaries may be placed face up</source>
        <translation>par temps Brumeux, un jeton %1 se place face cachée&#xa0;; seuls les mercenaires peuvent être placés face visible</translation>
    </message>
    <message>
        <source>tokens are placed face down only in Foggy weather</source>
        <translation>les jetons ne se placent face cachée que par temps Brumeux</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>the game waits for a different decision: %1</source>
        <translation>la partie attend une autre décision&#xa0;: %1</translation>
    </message>
    <message>
        <source>no %1 is left to pick</source>
        <translation>il ne reste aucun jeton %1 à choisir</translation>
    </message>
    <message>
        <source>only %1 weather cards were drawn</source>
        <translation>seules %1 cartes Météo ont été piochées</translation>
    </message>
    <message>
        <source>there is no fog region %1</source>
        <translation>il n&apos;y a pas de région de brume %1</translation>
    </message>
    <message>
        <source>fog region %1 is not covered</source>
        <translation>la région de brume %1 n&apos;est pas couverte</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>décision inconnue</translation>
    </message>
    <message>
        <source>pick %1 for the opening hand</source>
        <translation>choisir %1 pour la main de départ</translation>
    </message>
    <message>
        <source>keep the %1 weather card</source>
        <translation>garder la carte Météo %1</translation>
    </message>
    <message>
        <source>keep weather card %1</source>
        <translation>garder la carte Météo n° %1</translation>
    </message>
    <message>
        <source>lift fog board %1</source>
        <translation>lever le plateau de brume %1</translation>
    </message>
    <message>
        <source>place %1 face down on %2</source>
        <translation>placer %1 face cachée en %2</translation>
    </message>
    <message>
        <source>place %1 on %2</source>
        <translation>placer %1 en %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>La manche %1 commence&#xa0;; %2 commence</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 choisit %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation>
            <numerusform>%1 reçoit %n jeton</numerusform>
            <numerusform>%1 reçoit %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2 and %3</source>
        <translation>%1 pioche %2 et %3</translation>
    </message>
    <message>
        <source>The weather is %1</source>
        <translation>Le temps est %1</translation>
    </message>
    <message>
        <source>%1 lifts fog board %2</source>
        <translation>%1 lève le plateau de brume %2</translation>
    </message>
    <message>
        <source>%1 places a token face down on %2</source>
        <translation>%1 place un jeton face cachée en %2</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 place %2 en %3</translation>
    </message>
    <message>
        <source>%1&apos;s face-down token on %2 is %3</source>
        <translation>Le jeton face cachée de %1 en %2 est %3</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 pioche %2</translation>
    </message>
    <message>
        <source>%1 has no token and passes</source>
        <translation>%1 n&apos;a pas de jeton et passe</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation>
            <numerusform>%n jeton face cachée retourné</numerusform>
            <numerusform>%n jetons face cachée retournés</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 scores %2 for the %3 line from %4</source>
        <translation>Le camp %1 marque %2 pour la ligne %3 partant de %4</translation>
    </message>
    <message>
        <source>Round %1 ends %2 to %3</source>
        <translation>La manche %1 se termine à %2 contre %3</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>La partie se termine par une égalité</translation>
    </message>
    <message>
        <source>Side %1 wins</source>
        <translation>Le camp %1 gagne</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>personnage inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected a tile name from A1 to P16, found &quot;%1&quot;</source>
        <translation>nom de case de A1 à P16 attendu, «&#xa0;%1&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>that exchange is not possible: the token must be the deciding player&apos;s own, not white, where the ability allows, and the new one must come from the hand</source>
        <translation>cet échange est impossible&#xa0;: le jeton doit appartenir au joueur qui décide, ne pas être blanc, se trouver là où la capacité le permet, et le nouveau doit venir de la main</translation>
    </message>
    <message>
        <source>the Snake takes an opponent&apos;s token that is not white, whose owner holds a token</source>
        <translation>le Serpent prend un jeton adverse qui n&apos;est pas blanc, dont le propriétaire a un jeton en main</translation>
    </message>
    <message>
        <source>the Prairie Dog swaps two tokens next to it, neither of them white</source>
        <translation>le Chien de prairie échange deux jetons adjacents, aucun des deux n&apos;étant blanc</translation>
    </message>
    <message>
        <source>the Hippo moves onto one of the two tiles it lies on</source>
        <translation>l&apos;Hippopotame se déplace sur l&apos;une des deux cases qu&apos;il occupe</translation>
    </message>
    <message>
        <source>a Frog hops to a free, open tile next to it</source>
        <translation>une Grenouille saute sur une case libre et ouverte adjacente</translation>
    </message>
    <message>
        <source>that is not one of the choices</source>
        <translation>ce n&apos;est pas l&apos;un des choix possibles</translation>
    </message>
    <message>
        <source>%1 is not an opponent&apos;s token next to the %2 (white tokens never move)</source>
        <translation>%1 n&apos;est pas un jeton adverse adjacent au jeton %2 (les jetons blancs ne bougent jamais)</translation>
    </message>
    <message>
        <source>hire mercenaries</source>
        <translation>recruter des mercenaires</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token to swap places with</source>
        <translation>choisir le jeton adverse avec lequel échanger de place</translation>
    </message>
    <message>
        <source>exchange a token next to the Fox for one from the hand</source>
        <translation>échanger un jeton adjacent au Renard contre un jeton de la main</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token the Snake sends back</source>
        <translation>choisir le jeton adverse que le Serpent renvoie</translation>
    </message>
    <message>
        <source>choose the hand token that replaces it</source>
        <translation>choisir le jeton de la main qui le remplace</translation>
    </message>
    <message>
        <source>swap two tokens next to the Prairie Dog, or not</source>
        <translation>échanger ou non deux jetons adjacents au Chien de prairie</translation>
    </message>
    <message>
        <source>move the Hippo onto one of its two tiles</source>
        <translation>déplacer l&apos;Hippopotame sur l&apos;une de ses deux cases</translation>
    </message>
    <message>
        <source>move the Frog to a free tile next to it, or not</source>
        <translation>déplacer ou non la Grenouille sur une case libre adjacente</translation>
    </message>
    <message>
        <source>the %1 is not for hire</source>
        <translation>impossible de recruter %1</translation>
    </message>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation>
            <numerusform>le jeton %1 à recruter (%n) est déjà recruté</numerusform>
            <numerusform>les %n jetons %1 à recruter sont déjà recrutés</numerusform>
        </translation>
    </message>
    <message>
        <source>hiring the %1 costs %2 coins; there are %3</source>
        <translation>recruter le jeton %1 coûte %2 pièces&#xa0;; il y en a %3</translation>
    </message>
    <message>
        <source>the %1 replaces a %2, and no %2 is left in the pile</source>
        <translation>le jeton %1 remplace un %2, et il ne reste aucun jeton %2 dans la pioche</translation>
    </message>
    <message>
        <source>a Hippo of yours still lies across two tiles</source>
        <translation>un de vos Hippopotames occupe encore deux cases</translation>
    </message>
    <message>
        <source>a Hippo placed face up lies across two free, open tiles side by side</source>
        <translation>un Hippopotame posé face visible occupe deux cases libres et ouvertes côte à côte</translation>
    </message>
    <message>
        <source>only a Hippo placed face up takes a second tile</source>
        <translation>seul un Hippopotame posé face visible occupe une seconde case</translation>
    </message>
    <message>
        <source>hire the %1</source>
        <translation>recruter le jeton %1</translation>
    </message>
    <message>
        <source>hire no more</source>
        <translation>ne plus recruter</translation>
    </message>
    <message>
        <source>swap places with the token on %1</source>
        <translation>échanger de place avec le jeton en %1</translation>
    </message>
    <message>
        <source>exchange the token on %1 for %2 from the hand</source>
        <translation>échanger le jeton en %1 contre %2 de la main</translation>
    </message>
    <message>
        <source>send the token on %1 back to its owner&apos;s hand</source>
        <translation>renvoyer le jeton en %1 dans la main de son propriétaire</translation>
    </message>
    <message>
        <source>swap the tokens on %1 and %2</source>
        <translation>échanger les jetons en %1 et %2</translation>
    </message>
    <message>
        <source>move the Hippo onto %1</source>
        <translation>déplacer l&apos;Hippopotame en %1</translation>
    </message>
    <message>
        <source>move the Frog from %1 to %2</source>
        <translation>déplacer la Grenouille de %1 à %2</translation>
    </message>
    <message>
        <source>do not use the ability</source>
        <translation>ne pas utiliser la capacité</translation>
    </message>
    <message>
        <source>place %1 across %2 and %3</source>
        <translation>placer %1 sur %2 et %3</translation>
    </message>
    <message>
        <source>%1 hires the %2 for %3 coins and gives back a %4</source>
        <translation>%1 recrute le jeton %2 pour %3 pièces et rend un %4</translation>
    </message>
    <message>
        <source>The Chameleon on %1 now builds side %2&apos;s lines</source>
        <translation>Le Caméléon en %1 construit maintenant les lignes du camp %2</translation>
    </message>
    <message>
        <source>The tokens on %1 and %2 change places</source>
        <translation>Les jetons en %1 et %2 échangent leurs places</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for one face down</source>
        <translation>%1 échange le jeton en %2 contre un jeton face cachée</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for %3</source>
        <translation>%1 échange le jeton en %2 contre %3</translation>
    </message>
    <message>
        <source>Side %1 earns %2 coins and has %3</source>
        <translation>Le camp %1 gagne %2 pièces et en a %3</translation>
    </message>
    <message>
        <source>the decision carries values its kind does not use</source>
        <translation>la décision contient des valeurs que son type n&apos;utilise pas</translation>
    </message>
    <message>
        <source>no opponent&apos;s token that is not white lies next to it to swap places with</source>
        <translation>aucun jeton adverse non blanc adjacent avec lequel échanger de place</translation>
    </message>
    <message>
        <source>no opponent has a token that is not white next to it to exchange</source>
        <translation>aucun adversaire n&apos;a de jeton non blanc adjacent à échanger</translation>
    </message>
    <message>
        <source>no opponent&apos;s token next to it can be taken (not white, and its owner must hold a token)</source>
        <translation>aucun jeton adverse adjacent ne peut être pris (il doit être non blanc, et son propriétaire doit avoir un jeton en main)</translation>
    </message>
    <message>
        <source>there are not two tokens next to it to swap (white ones never move)</source>
        <translation>il n&apos;y a pas deux jetons adjacents à échanger (les jetons blancs ne bougent jamais)</translation>
    </message>
    <message>
        <source>there is nothing for it to act on</source>
        <translation>il n&apos;y a rien sur quoi agir</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 does nothing: %4</source>
        <translation>Le jeton %2 de %1 en %3 n&apos;a aucun effet&#xa0;: %4</translation>
    </message>
    <message>
        <source>Mercenaries hired per game</source>
        <translation>Mercenaires recrutés par partie</translation>
    </message>
    <message>
        <source>Hires of every side in a game.</source>
        <translation>Recrutements de tous les camps au cours d&apos;une partie.</translation>
    </message>
    <message>
        <source>Scored lines per game</source>
        <translation>Lignes décomptées par partie</translation>
    </message>
    <message>
        <source>Lines that scored at a round&apos;s end, summed over the rounds of a game.</source>
        <translation>Lignes ayant marqué en fin de manche, cumulées sur toutes les manches d&apos;une partie.</translation>
    </message>
    <message>
        <source>Points of a scored line</source>
        <translation>Points d&apos;une ligne décomptée</translation>
    </message>
    <message>
        <source>The mean points of all scored lines.</source>
        <translation>La moyenne des points de toutes les lignes décomptées.</translation>
    </message>
    <message>
        <source>Hired per game</source>
        <translation>Recrutés par partie</translation>
    </message>
    <message>
        <source>How many of the character are hired in a game.</source>
        <translation>Combien de fois le personnage est recruté au cours d&apos;une partie.</translation>
    </message>
    <message>
        <source>Scored lines</source>
        <translation>Lignes décomptées</translation>
    </message>
    <message>
        <source>Scored lines holding at least one of the character&apos;s tokens, face-down tokens turned up.</source>
        <translation>Lignes décomptées contenant au moins un jeton du personnage, jetons face cachée retournés.</translation>
    </message>
    <message>
        <source>Points of its lines</source>
        <translation>Points de ses lignes</translation>
    </message>
    <message>
        <source>The mean points of the scored lines holding the character.</source>
        <translation>La moyenne des points des lignes décomptées contenant le personnage.</translation>
    </message>
    <message>
        <source>Edge of its lines</source>
        <translation>Avantage de ses lignes</translation>
    </message>
    <message>
        <source>The mean points of its scored lines minus the mean of all scored lines: positive when lines with it score more than lines in general.</source>
        <translation>La moyenne des points de ses lignes décomptées moins la moyenne de toutes les lignes décomptées&#xa0;: positive quand les lignes qui le contiennent marquent plus que les lignes en général.</translation>
    </message>
    <message>
        <source>choose the weather of the whole game</source>
        <translation>choisir la météo de toute la partie</translation>
    </message>
    <message>
        <source>there is no such weather; expected Sunny, Cloudy or Foggy</source>
        <translation>cette météo n&apos;existe pas&#xa0;; attendu&#xa0;: Ensoleillé, Nuageux ou Brumeux</translation>
    </message>
    <message>
        <source>unknown weather &quot;%1&quot;; expected sunny, cloudy or foggy</source>
        <translation>météo inconnue «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: sunny, cloudy ou foggy</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;; expected pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog or skip</source>
        <translation>décision inconnue «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog ou skip</translation>
    </message>
    <message>
        <source>choose %1 weather for the whole game</source>
        <translation>choisir le temps %1 pour toute la partie</translation>
    </message>
    <message>
        <source>choose weather %1 for the whole game</source>
        <translation>choisir la météo n° %1 pour toute la partie</translation>
    </message>
    <message>
        <source>pick a token for the opening hand</source>
        <translation>choisir un jeton pour la main de départ</translation>
    </message>
    <message>
        <source>exchange the token on %1 for one from the hand</source>
        <translation>échanger le jeton en %1 contre un jeton de la main</translation>
    </message>
    <message>
        <source>place a token face down on %1</source>
        <translation>placer un jeton face cachée en %1</translation>
    </message>
    <message>
        <source>  %1 %2–%3 (%4): length %5, %6 = %7 points</source>
        <translation>  %1 %2–%3 (%4)&#xa0;: longueur %5, %6 = %7 points</translation>
    </message>
    <message>
        <source>  no lines</source>
        <translation>  aucune ligne</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  total&#xa0;: %1 points</translation>
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
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Jeu avec météo</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Jeu avec mercenaires</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partie rapide</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Jeu en équipes</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyRules</name>
    <message>
        <source>expected a board from 3×3 to 16×16</source>
        <translation>plateau de 3×3 à 16×16 attendu</translation>
    </message>
    <message>
        <source>the weather deck is empty; expected at least one card</source>
        <translation>la pioche Météo est vide&#xa0;; au moins une carte attendue</translation>
    </message>
    <message>
        <source>expected at most %1 weather cards, found %2</source>
        <translation>au plus %1 cartes Météo attendues, %2 trouvées</translation>
    </message>
    <message>
        <source>length %1 appears twice; each line length has one value</source>
        <translation>la longueur %1 apparaît deux fois&#xa0;; chaque longueur de ligne a une seule valeur</translation>
    </message>
    <message>
        <source>the scoring table is empty; expected at least one line length</source>
        <translation>la table de décompte est vide&#xa0;; au moins une longueur de ligne attendue</translation>
    </message>
    <message>
        <source>a gap: no value for lines of length %1 (between %2 and %3)</source>
        <translation>un trou&#xa0;: aucune valeur pour les lignes de longueur %1 (entre %2 et %3)</translation>
    </message>
    <message>
        <source>a line of %1 scores less than a line of %2</source>
        <translation>une ligne de %1 marque moins qu&apos;une ligne de %2</translation>
    </message>
    <message>
        <source>the region (%1, %2, %3×%4) reaches off the %5×%6 board</source>
        <translation>la région (%1, %2, %3×%4) dépasse du plateau de %5×%6</translation>
    </message>
    <message>
        <source>the region overlaps an earlier fog region; each tile is under one fog board at most</source>
        <translation>la région chevauche une région de brume précédente&#xa0;; chaque case est sous un plateau de brume au plus</translation>
    </message>
    <message>
        <source>a hired character replaces a basic character (wolf, rat, rabbit or pig)</source>
        <translation>un personnage recruté remplace un personnage de base (wolf, rat, rabbit ou pig)</translation>
    </message>
    <message>
        <source>a mercenary is hired, never part of the starting set; expected 0</source>
        <translation>un mercenaire est recruté, il ne fait jamais partie de la réserve de départ&#xa0;; 0 attendu</translation>
    </message>
    <message>
        <source>no player has any token: every basicCount is 0</source>
        <translation>aucun joueur n&apos;a de jeton&#xa0;: chaque basicCount vaut 0</translation>
    </message>
    <message>
        <source>a character for hire gives back a basic character, so the pile stays the same size; expected wolf, rat, rabbit or pig</source>
        <translation>un personnage à recruter rend un personnage de base, pour que la pioche garde la même taille&#xa0;; attendu&#xa0;: wolf, rat, rabbit ou pig</translation>
    </message>
    <message>
        <source>the starting set holds %1 tokens (the sum of every basicCount); at most %2 are allowed</source>
        <translation>la réserve de départ contient %1 jetons (la somme des basicCount)&#xa0;; au plus %2 sont autorisés</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Position</name>
    <message>
        <source>expected an object of character counts, found %1</source>
        <translation>objet de nombres de personnages attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>unknown character; expected a character id such as wolf or pig</source>
        <translation>personnage inconnu&#xa0;; identifiant de personnage attendu, comme wolf ou pig</translation>
    </message>
    <message>
        <source>expected an array of %1 rows (the ruleset&apos;s board height)</source>
        <translation>tableau de %1 lignes attendu (la hauteur du plateau du jeu de règles)</translation>
    </message>
    <message>
        <source>expected a string of %1 tiles separated by spaces</source>
        <translation>chaîne de %1 cases séparées par des espaces attendue</translation>
    </message>
    <message>
        <source>expected %1 tiles, found %2</source>
        <translation>%1 cases attendues, %2 trouvées</translation>
    </message>
    <message>
        <source>tile %1: tokens lie face down only in Foggy weather</source>
        <translation>case %1&#xa0;: les jetons ne sont face cachée que par temps Brumeux</translation>
    </message>
    <message>
        <source>tile %1 is under fog region %2, where no token can be</source>
        <translation>la case %1 est sous la région de brume %2, où aucun jeton ne peut se trouver</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>«&#xa0;%1&#xa0;» attendu</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>expected sunny, cloudy or foggy</source>
        <translation>sunny, cloudy ou foggy attendu</translation>
    </message>
    <message>
        <source>the basic game has no weather; expected sunny</source>
        <translation>le jeu de base n&apos;a pas de météo&#xa0;; sunny attendu</translation>
    </message>
    <message>
        <source>expected an array of covered fog region numbers</source>
        <translation>tableau de numéros de régions de brume couvertes attendu</translation>
    </message>
    <message>
        <source>Sunny weather leaves the whole map open; expected no fog</source>
        <translation>le temps Ensoleillé laisse toute la carte ouverte&#xa0;; aucune brume attendue</translation>
    </message>
    <message>
        <source>the ruleset has no fog regions</source>
        <translation>le jeu de règles n&apos;a pas de région de brume</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; the ruleset gives %4</source>
        <translation>le joueur %1 a %2 jetons %3 sur le plateau, en main et dans la pioche&#xa0;; le jeu de règles en donne %4</translation>
    </message>
    <message>
        <source>a hand holds at most %1 tokens, found %2</source>
        <translation>une main contient au plus %1 jetons, %2 trouvés</translation>
    </message>
    <message>
        <source>tile %1: in Foggy weather a %2 lies face down (write it in lower case); only mercenaries may lie face up</source>
        <translation>case %1&#xa0;: par temps Brumeux, un jeton %2 est face cachée (écrivez-le en minuscules)&#xa0;; seuls les mercenaires peuvent être face visible</translation>
    </message>
    <message>
        <source>expected an array of two whole numbers, one per side</source>
        <translation>tableau de deux entiers attendu, un par camp</translation>
    </message>
    <message>
        <source>only the mercenary game has this</source>
        <translation>seul le jeu avec mercenaires a cette valeur</translation>
    </message>
    <message>
        <source>at most %1 %2 tokens a player can own, found %3</source>
        <translation>un joueur peut posséder au plus %1 jetons %2, %3 trouvés</translation>
    </message>
    <message>
        <source>a player&apos;s set keeps its %1 tokens when hiring, found %2</source>
        <translation>la réserve d&apos;un joueur garde ses %1 jetons lors du recrutement, %2 trouvés</translation>
    </message>
    <message>
        <source>expected null or two tiles side by side, each holding this player&apos;s face-up Hippo (written H and the player)</source>
        <translation>null ou deux cases côte à côte attendus, chacune contenant l&apos;Hippopotame face visible de ce joueur (écrit H suivi du joueur)</translation>
    </message>
    <message>
        <source>expected an array of %1 objects, one per player, such as {&quot;wolf&quot;: 3}</source>
        <translation>tableau de %1 objets attendu, un par joueur, comme {&quot;wolf&quot;: 3}</translation>
    </message>
    <message>
        <source>tile %1: &quot;%2&quot; is not a token; expected &quot;.&quot; or a character code (%3, lower case when face down) followed by the owner, 1 to %4; a face-up Chameleon may add &gt;1 or &gt;2 for the side whose lines it builds</source>
        <translation>case %1&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un jeton&#xa0;; attendu&#xa0;: «&#xa0;.&#xa0;» ou un code de personnage (%3, en minuscules si face cachée) suivi du propriétaire, de 1 à %4&#xa0;; un Caméléon face visible peut ajouter &gt;1 ou &gt;2 pour le camp dont il construit les lignes</translation>
    </message>
    <message>
        <source>expected an array of %1 whole numbers, one per player</source>
        <translation>tableau de %1 entiers attendu, un par joueur</translation>
    </message>
    <message>
        <source>a team&apos;s set keeps its %1 tokens when hiring; the two teammates own %2</source>
        <translation>la réserve d&apos;une équipe garde ses %1 jetons lors du recrutement&#xa0;; les deux coéquipiers en possèdent %2</translation>
    </message>
    <message>
        <source>expected %1 entries, one per player: null or two tiles</source>
        <translation>%1 entrées attendues, une par joueur&#xa0;: null ou deux cases</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</source>
        <translation>objet attendu, comme {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</translation>
    </message>
    <message>
        <source>the board is full; nothing can be placed</source>
        <translation>le plateau est plein&#xa0;; rien ne peut être placé</translation>
    </message>
    <message>
        <source>player %1 has no token that can be placed</source>
        <translation>le joueur %1 n&apos;a aucun jeton qui puisse être placé</translation>
    </message>
    <message>
        <source>expected the tile of player %1&apos;s face-up %2 whose ability is being resolved</source>
        <translation>case attendue du jeton %2 face visible du joueur %1 dont la capacité est en cours de résolution</translation>
    </message>
    <message>
        <source>this decision is made by an opponent of the placer</source>
        <translation>cette décision est prise par un adversaire du joueur qui a placé</translation>
    </message>
    <message>
        <source>this decision is made by the placer</source>
        <translation>cette décision est prise par le joueur qui a placé</translation>
    </message>
    <message>
        <source>expected the tile of a token of player %1 that is not white, which the Snake sends back</source>
        <translation>case attendue d&apos;un jeton non blanc du joueur %1, que le Serpent renvoie</translation>
    </message>
    <message>
        <source>nothing can be chosen for this decision in this position</source>
        <translation>rien ne peut être choisi pour cette décision dans cette position</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; their half of the team&apos;s set (&quot;owned&quot;) holds %4</source>
        <translation>le joueur %1 a %2 jetons %3 sur le plateau, en main et dans la pioche&#xa0;; sa moitié de la réserve de l&apos;équipe («&#xa0;owned&#xa0;») en contient %4</translation>
    </message>
    <message>
        <source>expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or game-weather</source>
        <translation>attendu&#xa0;: place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap ou game-weather</translation>
    </message>
    <message>
        <source>only the quick game whose quickWeather is &quot;choose&quot; has this decision</source>
        <translation>seule la partie rapide dont quickWeather vaut «&#xa0;choose&#xa0;» a cette décision</translation>
    </message>
    <message>
        <source>the choice of the game&apos;s weather takes no other key</source>
        <translation>le choix de la météo de la partie n&apos;accepte aucune autre clé</translation>
    </message>
    <message>
        <source>the weather of the quick game is chosen at its start: round 1, Sunny without fog, an empty board, empty hands and nothing hired</source>
        <translation>la météo de la partie rapide est choisie au début&#xa0;: manche 1, temps Ensoleillé sans brume, plateau vide, mains vides et aucun recrutement</translation>
    </message>
    <message>
        <source>the quick game&apos;s first round is started by player 1</source>
        <translation>la première manche de la partie rapide est commencée par le joueur 1</translation>
    </message>
    <message>
        <source>player %1, the first round&apos;s second player, chooses the weather</source>
        <translation>le joueur %1, second joueur de la première manche, choisit la météo</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message>
        <source>Basic game</source>
        <translation>Jeu de base</translation>
    </message>
    <message>
        <source>Game with weather cards</source>
        <translation>Jeu avec cartes Météo</translation>
    </message>
    <message>
        <source>Game with mercenary characters</source>
        <translation>Jeu avec personnages mercenaires</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Partie rapide</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Jeu en équipes (quatre joueurs)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The whole island is open; tokens are placed face up.</source>
        <translation>Toute l&apos;île est ouverte&#xa0;; les jetons sont placés face visible.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random; tokens are placed face up.</source>
        <translation>Des plateaux de brume couvrent toutes les régions de brume sauf une, tirée au hasard&#xa0;; les jetons sont placés face visible.</translation>
    </message>
    <message>
        <source>As Sunny: these rules have no fog regions.</source>
        <translation>Comme Ensoleillé&#xa0;: ces règles n&apos;ont pas de région de brume.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.</source>
        <translation>Des plateaux de brume couvrent toutes les régions de brume sauf une, tirée au hasard, et les jetons sont placés face cachée.</translation>
    </message>
    <message>
        <source>Tokens are placed face down (these rules have no fog regions).</source>
        <translation>Les jetons sont placés face cachée (ces règles n&apos;ont pas de région de brume).</translation>
    </message>
    <message>
        <source>A mercenary may be placed face up instead; only then does its ability act.</source>
        <translation>Un mercenaire peut à la place être posé face visible&#xa0;; ce n&apos;est qu&apos;alors que sa capacité agit.</translation>
    </message>
    <message>
        <source>The weather is drawn once, as a round&apos;s weather is (the second player draws two cards and keeps one), and stays for the whole game.</source>
        <translation>La météo est piochée une seule fois, comme celle d&apos;une manche (le second joueur pioche deux cartes et en garde une), et reste pour toute la partie.</translation>
    </message>
    <message>
        <source>The whole game is played in %1 weather.</source>
        <translation>Toute la partie se joue par temps %1.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>%1: rules of the game</source>
        <translation>%1&#xa0;: règles du jeu</translation>
    </message>
    <message>
        <source>Every variant of the game.</source>
        <translation>Toutes les variantes du jeu.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>(version %1)</source>
        <translation>(version %1)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>par %1</translation>
    </message>
    <message>
        <source>Every number on this page is the ruleset&apos;s: when the rules are edited, the page follows.</source>
        <translation>Chaque nombre de cette page vient du jeu de règles&#xa0;: quand les règles sont modifiées, la page suit.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are neighbours; diagonal tiles are not.</source>
        <translation>L&apos;île est un plateau de %1 × %2 cases. Les cases côte à côte dans une rangée ou une colonne sont voisines&#xa0;; les cases en diagonale ne le sont pas.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation>
            <numerusform>La réserve de %n jeton de chaque joueur&#xa0;: %1.</numerusform>
            <numerusform>La réserve de %n jetons de chaque joueur&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation>
            <numerusform>%1, et jusqu&apos;à %n de plus pour départager une égalité</numerusform>
            <numerusform>%1, et jusqu&apos;à %n de plus pour départager une égalité</numerusform>
        </translation>
    </message>
    <message>
        <source>drawn once for the whole game</source>
        <translation>piochée une fois pour toute la partie</translation>
    </message>
    <message>
        <source>%1 for the whole game</source>
        <translation>%1 pour toute la partie</translation>
    </message>
    <message>
        <source>none: always open and face up</source>
        <translation>aucune&#xa0;: toujours ouverte et face visible</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>drawn every round</source>
        <translation>piochée à chaque manche</translation>
    </message>
    <message>
        <source>hired between rounds with the coins won</source>
        <translation>recrutés entre les manches avec les pièces gagnées</translation>
    </message>
    <message>
        <source>hired with %1 coins before round 1, then between rounds</source>
        <translation>recrutés avec %1 pièces avant la manche 1, puis entre les manches</translation>
    </message>
    <message>
        <source>hired between rounds with the team&apos;s coins</source>
        <translation>recrutés entre les manches avec les pièces de l&apos;équipe</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Mercenaires</translation>
    </message>
    <message>
        <source>Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each team owns one set of tokens, split anew between the teammates every round; a player draws only from their own half. A team shares its coins.</source>
        <translation>Jeu en équipes&#xa0;: les joueurs 1 et 3 jouent contre les joueurs 2 et 4, assis en alternance. Chaque équipe possède une réserve de jetons, répartie à nouveau entre les coéquipiers à chaque manche&#xa0;; un joueur ne pioche que dans sa propre moitié. Une équipe partage ses pièces.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Chaque joueur reprend tous ses jetons et en choisit %n, un par un, comme main de départ&#xa0;; le reste forme sa pioche face cachée.</numerusform>
            <numerusform>Chaque joueur reprend tous ses jetons et en choisit %n, un par un, comme main de départ&#xa0;; le reste forme sa pioche face cachée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Chaque joueur reprend tous ses jetons et en reçoit %n au hasard comme main de départ&#xa0;; le reste forme sa pioche face cachée.</numerusform>
            <numerusform>Chaque joueur reprend tous ses jetons et en reçoit %n au hasard comme main de départ&#xa0;; le reste forme sa pioche face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather cards, the round&apos;s weather is chosen next (see Weather).</source>
        <translation>Avec les cartes Météo, la météo de la manche est ensuite choisie (voir Météo).</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile that no fog board covers.</source>
        <translation>Les joueurs jouent à tour de rôle, le joueur 1 en premier lors de la première manche. À votre tour, placez un jeton de votre main sur une case libre qu&apos;aucun plateau de brume ne couvre.</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile.</source>
        <translation>Les joueurs jouent à tour de rôle, le joueur 1 en premier lors de la première manche. À votre tour, placez un jeton de votre main sur une case libre.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation>
            <numerusform>Puis piochez dans votre pioche jusqu&apos;à avoir de nouveau %n jeton en main, tant que la pioche le permet.</numerusform>
            <numerusform>Puis piochez dans votre pioche jusqu&apos;à avoir de nouveau %n jetons en main, tant que la pioche le permet.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player with no token in hand, or none that fits on the board, is skipped.</source>
        <translation>Un joueur sans jeton en main, ou sans jeton qui tienne sur le plateau, passe son tour.</translation>
    </message>
    <message>
        <source>With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see Characters).</source>
        <translation>Avec les mercenaires, un tour peut commencer par poser un Hippopotame ou faire sauter une Grenouille (voir Personnages).</translation>
    </message>
    <message>
        <source>The round ends when no free tile is left or nobody can place. Every line is scored (see Scoring) and the board is cleared. The round&apos;s second player starts the next round.</source>
        <translation>La manche se termine quand il ne reste aucune case libre ou que personne ne peut placer. Chaque ligne est décomptée (voir Décompte) et le plateau est vidé. Le second joueur de la manche commence la manche suivante.</translation>
    </message>
    <message>
        <source>At the start of each round, after the opening hands, the round&apos;s second player draws two weather cards, keeps one as the round&apos;s weather and puts the other at the bottom of the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.</source>
        <translation>Au début de chaque manche, après les mains de départ, le second joueur de la manche pioche deux cartes Météo, en garde une comme météo de la manche et place l&apos;autre sous la pioche. La pioche contient %1 cartes Ensoleillé, %2 Nuageux et %3 Brumeux, mélangées une fois par partie.</translation>
    </message>
    <message>
        <source>The kept card goes to the bottom of the deck at the round&apos;s end.</source>
        <translation>La carte gardée va sous la pioche à la fin de la manche.</translation>
    </message>
    <message>
        <source>The kept card leaves the game; once the deck is empty, every round is Sunny.</source>
        <translation>La carte gardée quitte la partie&#xa0;; une fois la pioche vide, chaque manche se joue par temps Ensoleillé.</translation>
    </message>
    <message>
        <source>Games with weather cards and with mercenaries: %1</source>
        <translation>Jeux avec cartes Météo et avec mercenaires&#xa0;: %1</translation>
    </message>
    <message>
        <source>Quick game: %1</source>
        <translation>Partie rapide&#xa0;: %1</translation>
    </message>
    <message>
        <source>Team game: %1</source>
        <translation>Jeu en équipes&#xa0;: %1</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from the other players; their owner may look at them.</source>
        <translation>Les jetons face cachée sont cachés aux autres joueurs&#xa0;; leur propriétaire peut les regarder.</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from everybody, their owner included.</source>
        <translation>Les jetons face cachée sont cachés à tous, y compris à leur propriétaire.</translation>
    </message>
    <message>
        <source>Every face-down token is turned face up at the round&apos;s end, before scoring. A character that changes a line&apos;s value counts even while face down.</source>
        <translation>Tous les jetons face cachée sont retournés face visible à la fin de la manche, avant le décompte. Un personnage qui modifie la valeur d&apos;une ligne compte même face cachée.</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Plateaux de brume</translation>
    </message>
    <message>
        <source>Fog board %1: tiles %2</source>
        <translation>Plateau de brume %1&#xa0;: cases %2</translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation>
            <numerusform>L&apos;île a %n région de brume, couverte par son propre plateau de brume&#xa0;:</numerusform>
            <numerusform>L&apos;île a %n régions de brume, chacune couverte par son propre plateau de brume&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 chooses which (the last one is lifted at once). Then play goes on as usual.</source>
        <translation>Les jetons ne se placent que sur des cases ouvertes. Quand aucune case ouverte n&apos;est libre, un plateau de brume est levé&#xa0;: %1 choisit lequel (le dernier est levé aussitôt). Puis le jeu continue normalement.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>le joueur suivant</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>le joueur qui a rempli la dernière case</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation>
            <numerusform>Une ligne est une suite d&apos;au moins %n jeton adjacents horizontalement, verticalement ou en diagonale qui construisent tous les lignes du même joueur. Tout autre jeton, une case vide ou le bord de l&apos;île l&apos;interrompt. Une suite de cinq est une ligne de cinq, pas trois lignes de trois&#xa0;; un jeton peut appartenir à quatre lignes au plus, une dans chaque direction, et marque dans chacune.</numerusform>
            <numerusform>Une ligne est une suite d&apos;au moins %n jetons adjacents horizontalement, verticalement ou en diagonale qui construisent tous les lignes du même joueur. Tout autre jeton, une case vide ou le bord de l&apos;île l&apos;interrompt. Une suite de cinq est une ligne de cinq, pas trois lignes de trois&#xa0;; un jeton peut appartenir à quatre lignes au plus, une dans chaque direction, et marque dans chacune.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the table&apos;s last step again)</source>
        <translation>%1 (à nouveau le dernier palier de la table)</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Longueur de ligne</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Points de victoire</translation>
    </message>
    <message>
        <source>A line holding a %1 scores × %2.</source>
        <translation>Une ligne contenant un jeton %1 marque × %2.</translation>
    </message>
    <message>
        <source>Multipliers do not combine: a line with several scores only the largest.</source>
        <translation>Les multiplicateurs ne se cumulent pas&#xa0;: une ligne qui en a plusieurs n&apos;applique que le plus grand.</translation>
    </message>
    <message>
        <source>A line holding a %1 scores half, rounded down, after any multiplier.</source>
        <translation>Une ligne contenant un jeton %1 marque la moitié, arrondie à l&apos;inférieur, après tout multiplicateur.</translation>
    </message>
    <message>
        <source>Each halving character in a line halves it again.</source>
        <translation>Chaque personnage diviseur d&apos;une ligne la divise de nouveau par deux.</translation>
    </message>
    <message>
        <source>A line is halved once, however many halving characters it holds.</source>
        <translation>Une ligne n&apos;est divisée par deux qu&apos;une fois, quel que soit le nombre de personnages diviseurs qu&apos;elle contient.</translation>
    </message>
    <message>
        <source>So a line of %1 holding a %2 scores %3 instead of %4.</source>
        <translation>Ainsi, une ligne de %1 contenant un jeton %2 marque %3 au lieu de %4.</translation>
    </message>
    <message>
        <source>With mercenaries, each side also gains as many coins as the victory points it scored in the round.</source>
        <translation>Avec les mercenaires, chaque camp gagne aussi autant de pièces que les points de victoire marqués pendant la manche.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Every token has an owner, and a face colour that decides whose lines it builds: its owner&apos;s, the opponent&apos;s (a spy) or nobody&apos;s (white). An opponent&apos;s token, for an ability, is one the opponent owns that is not white; abilities never move a white token.</source>
        <translation>Chaque jeton a un propriétaire, et une couleur de face qui décide de quelles lignes il construit&#xa0;: celles de son propriétaire, celles de l&apos;adversaire (un espion) ou celles de personne (blanc). Pour une capacité, un jeton adverse est un jeton que possède l&apos;adversaire et qui n&apos;est pas blanc&#xa0;; les capacités ne déplacent jamais un jeton blanc.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>In each set</source>
        <translation>Dans chaque réserve</translation>
    </message>
    <message>
        <source>A mercenary&apos;s ability acts when it is placed face up, right after the placement. A change to a line&apos;s value needs no ability: it counts face up or face down.</source>
        <translation>La capacité d&apos;un mercenaire agit quand il est placé face visible, juste après le placement. Une modification de la valeur d&apos;une ligne ne demande aucune capacité&#xa0;: elle compte face visible comme face cachée.</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenaire</translation>
    </message>
    <message>
        <source>Cost (coins)</source>
        <translation>Coût (pièces)</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Remplace</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>À recruter</translation>
    </message>
    <message>
        <source>Hiring</source>
        <translation>Recrutement</translation>
    </message>
    <message>
        <source>After each round&apos;s scoring, every token goes back to its owner&apos;s set. The next round&apos;s starter hires first, then the others in turn order; each hires as many as they like, one at a time, and then says they are done.</source>
        <translation>Après le décompte de chaque manche, chaque jeton retourne dans la réserve de son propriétaire. Le premier joueur de la manche suivante recrute en premier, puis les autres dans l&apos;ordre du tour&#xa0;; chacun recrute autant qu&apos;il le souhaite, un à la fois, puis annonce qu&apos;il a terminé.</translation>
    </message>
    <message>
        <source>A hire pays the mercenary&apos;s cost and gives back the basic character it replaces, so the set keeps its size (see the table above).</source>
        <translation>Un recrutement paie le coût du mercenaire et rend le personnage de base qu&apos;il remplace&#xa0;: la réserve garde ainsi sa taille (voir la table ci-dessus).</translation>
    </message>
    <message>
        <source>A hire is refused when the coins are short, every one of that mercenary is hired already, or no basic character of the kind it replaces is left.</source>
        <translation>Un recrutement est refusé quand les pièces manquent, que tous les exemplaires de ce mercenaire sont déjà recrutés, ou qu&apos;il ne reste aucun personnage de base du type qu&apos;il remplace.</translation>
    </message>
    <message>
        <source>Hires are public.</source>
        <translation>Les recrutements sont publics.</translation>
    </message>
    <message>
        <source>Quick game: each player starts with %1 coins and hires before the first round; the coins not spent are given back, so only the coins the rounds bring count.</source>
        <translation>Partie rapide&#xa0;: chaque joueur commence avec %1 pièces et recrute avant la première manche&#xa0;; les pièces non dépensées sont rendues, ainsi seules comptent les pièces rapportées par les manches.</translation>
    </message>
    <message>
        <source>Team game: a team&apos;s coins are shared. After each round one player of each team hires first, teammates taking turns round by round; then the teammates may hire with what is left. Limits and replaced characters count the team&apos;s whole set.</source>
        <translation>Jeu en équipes&#xa0;: les pièces d&apos;une équipe sont partagées. Après chaque manche, un joueur de chaque équipe recrute en premier, les coéquipiers alternant de manche en manche&#xa0;; puis les coéquipiers peuvent recruter avec ce qui reste. Les limites et les personnages remplacés portent sur toute la réserve de l&apos;équipe.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <source>Basic game and game with weather cards: after the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Jeu de base et jeu avec cartes Météo&#xa0;: après la dernière manche, le joueur qui a le plus de points de victoire gagne. Une égalité reste une égalité.</translation>
    </message>
    <message>
        <source>After the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Après la dernière manche, le joueur qui a le plus de points de victoire gagne. Une égalité reste une égalité.</translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation>
            <numerusform>Après la dernière manche, le camp qui a le plus de pièces gagne. En cas d&apos;égalité de pièces, gagne le camp dont les mercenaires recrutés ont coûté le plus au total. En cas de nouvelle égalité, une manche de plus est jouée, en commençant par le recrutement, au plus %n fois&#xa0;; la partie est alors nulle.</numerusform>
            <numerusform>Après la dernière manche, le camp qui a le plus de pièces gagne. En cas d&apos;égalité de pièces, gagne le camp dont les mercenaires recrutés ont coûté le plus au total. En cas de nouvelle égalité, une manche de plus est jouée, en commençant par le recrutement, au plus %n fois&#xa0;; la partie est alors nulle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with mercenaries: %1</source>
        <translation>Jeux avec mercenaires&#xa0;: %1</translation>
    </message>
    <message>
        <source>In the team game both players of a team win together.</source>
        <translation>Dans le jeu en équipes, les deux joueurs d&apos;une équipe gagnent ensemble.</translation>
    </message>
    <message>
        <source>What the tokens show</source>
        <translation>Ce que montrent les jetons</translation>
    </message>
    <message>
        <source>A face-up token is a character on a disc. The disc&apos;s colour is the colour of the player whose lines the token builds, which is not always its owner&apos;s.</source>
        <translation>Un jeton face visible est un personnage sur un disque. La couleur du disque est celle du joueur dont le jeton construit les lignes, qui n&apos;est pas toujours son propriétaire.</translation>
    </message>
    <message>
        <source>A spy (%1) is drawn on a disc in the opponent&apos;s colour: its owner placed it, but it counts in the opponent&apos;s lines, and it ends its owner&apos;s.</source>
        <translation>Un espion (%1) est dessiné sur un disque de la couleur de l&apos;adversaire&#xa0;: son propriétaire l&apos;a placé, mais il compte dans les lignes de l&apos;adversaire, et il interrompt celles de son propriétaire.</translation>
    </message>
    <message>
        <source>A white disc (%1) builds nobody&apos;s line and ends every line it stands in.</source>
        <translation>Un disque blanc (%1) ne construit la ligne de personne et interrompt toute ligne où il se trouve.</translation>
    </message>
    <message>
        <source>A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 scores %4 with a %1. That is why such a line can score 0.</source>
        <translation>Une ligne contenant un jeton %1 marque la moitié de ses points, arrondie à l&apos;inférieur&#xa0;: une ligne de %2 valant %3 marque %4 avec un jeton %1. C&apos;est pourquoi une telle ligne peut marquer 0.</translation>
    </message>
    <message>
        <source>A face-down token shows its owner&apos;s disc under the token&apos;s back, so everybody sees whose it is but not what it is.</source>
        <translation>Un jeton face cachée montre le disque de son propriétaire sous le dos du jeton&#xa0;: tout le monde voit à qui il est, mais pas ce qu&apos;il est.</translation>
    </message>
    <message>
        <source>A Chameleon&apos;s disc changes colour when it takes the colour of a token placed next to it.</source>
        <translation>Le disque d&apos;un Caméléon change de couleur quand il prend la couleur d&apos;un jeton placé à côté de lui.</translation>
    </message>
    <message>
        <source>A Hippo placed face up lies across two tiles until its owner&apos;s next turn.</source>
        <translation>Un Hippopotame placé face visible occupe deux cases jusqu&apos;au prochain tour de son propriétaire.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines.</source>
        <translation>Construit les lignes de son propriétaire.</translation>
    </message>
    <message>
        <source>A spy: builds the opponent&apos;s lines, and shows the opponent&apos;s colour.</source>
        <translation>Un espion&#xa0;: construit les lignes de l&apos;adversaire et montre la couleur de l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Neutral (white): builds nobody&apos;s line.</source>
        <translation>Neutre (blanc)&#xa0;: ne construit la ligne de personne.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines at first.</source>
        <translation>Construit d&apos;abord les lignes de son propriétaire.</translation>
    </message>
    <message>
        <source>A line holding it scores × %1.</source>
        <translation>Une ligne qui le contient marque × %1.</translation>
    </message>
    <message>
        <source>A line holding it scores half, rounded down.</source>
        <translation>Une ligne qui le contient marque la moitié, arrondie à l&apos;inférieur.</translation>
    </message>
    <message>
        <source>Placed face up, it swaps places with an opponent&apos;s token next to it, if there is one.</source>
        <translation>Placé face visible, il échange sa place avec un jeton adverse adjacent, s&apos;il y en a un.</translation>
    </message>
    <message>
        <source>Placed face up, its owner may swap two tokens on the tiles next to it.</source>
        <translation>Placé face visible, son propriétaire peut échanger deux jetons sur les cases adjacentes.</translation>
    </message>
    <message>
        <source>Placed face up, it lies across two free tiles side by side and settles on one of them at the start of its owner&apos;s next turn.</source>
        <translation>Placé face visible, il occupe deux cases libres côte à côte et se pose sur l&apos;une d&apos;elles au début du prochain tour de son propriétaire.</translation>
    </message>
    <message>
        <source>Face up, it takes the colour of each token placed next to it (white leaves it as it is).</source>
        <translation>Face visible, il prend la couleur de chaque jeton placé à côté de lui (un blanc le laisse tel quel).</translation>
    </message>
    <message>
        <source>Placed face up, the opponent must exchange one of their tokens next to it for a token from their hand.</source>
        <translation>Placé face visible, l&apos;adversaire doit échanger l&apos;un de ses jetons adjacents contre un jeton de sa main.</translation>
    </message>
    <message>
        <source>Placed face up, its owner places one more token at once, and the opponent&apos;s next turn has one more placement too.</source>
        <translation>Placé face visible, son propriétaire place aussitôt un jeton de plus, et le prochain tour de l&apos;adversaire compte aussi un placement de plus.</translation>
    </message>
    <message>
        <source>Face up, it may hop to a free tile next to it at the start of each of its owner&apos;s turns.</source>
        <translation>Face visible, il peut sauter sur une case libre adjacente au début de chaque tour de son propriétaire.</translation>
    </message>
    <message>
        <source>Placed face up, its owner picks any opponent&apos;s token, which the opponent must exchange for a token from their hand.</source>
        <translation>Placé face visible, son propriétaire choisit n&apos;importe quel jeton adverse, que l&apos;adversaire doit échanger contre un jeton de sa main.</translation>
    </message>
    <message>
        <source>These rules cannot be played until their problems are fixed:</source>
        <translation>Ces règles ne sont pas jouables tant que leurs problèmes ne sont pas corrigés&#xa0;:</translation>
    </message>
    <message>
        <source>Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole game.</source>
        <translation>Avant tout recrutement, le second joueur choisit le temps Ensoleillé, Nuageux ou Brumeux pour toute la partie.</translation>
    </message>
    <message>
        <source>chosen once for the whole game</source>
        <translation>choisie une fois pour toute la partie</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Ruleset</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Loup</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Rat</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Lapin</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Cochon</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Largeur du plateau</translation>
    </message>
    <message>
        <source>Number of tile columns of the island map.</source>
        <translation>Nombre de colonnes de cases de la carte de l&apos;île.</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Hauteur du plateau</translation>
    </message>
    <message>
        <source>Number of tile rows of the island map.</source>
        <translation>Nombre de rangées de cases de la carte de l&apos;île.</translation>
    </message>
    <message>
        <source>Fog regions</source>
        <translation>Régions de brume</translation>
    </message>
    <message>
        <source>Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows count from 0 at the top left; regions may not overlap.</source>
        <translation>Rectangles couverts par des plateaux de brume par temps Nuageux et Brumeux. Colonnes et rangées se comptent à partir de 0 en haut à gauche&#xa0;; les régions ne peuvent pas se chevaucher.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Leftmost column, from 0.</source>
        <translation>Colonne la plus à gauche, à partir de 0.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rangée</translation>
    </message>
    <message>
        <source>Top row, from 0.</source>
        <translation>Rangée du haut, à partir de 0.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Columns covered.</source>
        <translation>Colonnes couvertes.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Rows covered.</source>
        <translation>Rangées couvertes.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personnage</translation>
    </message>
    <message>
        <source>Which character the row describes.</source>
        <translation>Le personnage que décrit la ligne.</translation>
    </message>
    <message>
        <source>Face colour</source>
        <translation>Couleur de face</translation>
    </message>
    <message>
        <source>Whose line the token builds: its owner&apos;s, the opponent&apos;s (a spy), nobody&apos;s (white), or that of the last token placed next to it (chameleon).</source>
        <translation>La ligne que construit le jeton&#xa0;: celle de son propriétaire, de l&apos;adversaire (un espion), de personne (blanc), ou celle du dernier jeton placé à côté de lui (caméléon).</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>propriétaire</translation>
    </message>
    <message>
        <source>opponent (spy)</source>
        <translation>adversaire (espion)</translation>
    </message>
    <message>
        <source>white (neutral)</source>
        <translation>blanc (neutre)</translation>
    </message>
    <message>
        <source>chameleon</source>
        <translation>caméléon</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Remplace</translation>
    </message>
    <message>
        <source>Basic character given back when this mercenary is hired.</source>
        <translation>Personnage de base rendu quand ce mercenaire est recruté.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Every character: how many each player starts with or may hire, whose line it builds, and how it changes a line&apos;s value.</source>
        <translation>Chaque personnage&#xa0;: combien chaque joueur en a au départ ou peut en recruter, quelle ligne il construit et comment il modifie la valeur d&apos;une ligne.</translation>
    </message>
    <message>
        <source>Starting tokens</source>
        <translation>Jetons de départ</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>À recruter</translation>
    </message>
    <message>
        <source>Tokens of this mercenary each player may hire.</source>
        <translation>Jetons de ce mercenaire que chaque joueur peut recruter.</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicateur</translation>
    </message>
    <message>
        <source>A line containing this character is multiplied by this; several multipliers do not combine, the largest applies.</source>
        <translation>Une ligne contenant ce personnage est multipliée par ce nombre&#xa0;; plusieurs multiplicateurs ne se cumulent pas, le plus grand s&apos;applique.</translation>
    </message>
    <message>
        <source>Halves line</source>
        <translation>Divise la ligne</translation>
    </message>
    <message>
        <source>A line containing this character scores half, rounded down, after multipliers.</source>
        <translation>Une ligne contenant ce personnage marque la moitié, arrondie à l&apos;inférieur, après les multiplicateurs.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Coins to hire one.</source>
        <translation>Pièces pour en recruter un.</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Taille de la main</translation>
    </message>
    <message>
        <source>Tokens a player holds; after placing, a player draws back up to this.</source>
        <translation>Jetons qu&apos;un joueur a en main&#xa0;; après avoir placé, un joueur repioche jusqu&apos;à ce nombre.</translation>
    </message>
    <message>
        <source>Opening hand</source>
        <translation>Main de départ</translation>
    </message>
    <message>
        <source>Whether players pick their opening hand from their tokens or draw it at random.</source>
        <translation>Si les joueurs choisissent leur main de départ parmi leurs jetons ou la piochent au hasard.</translation>
    </message>
    <message>
        <source>players choose</source>
        <translation>au choix des joueurs</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>piochée au hasard</translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation>Table de décompte</translation>
    </message>
    <message>
        <source>Victory points of a line by its length. Lengths must follow each other without a gap; the shortest length is the shortest line that counts. Longer lines than the table lists repeat the last step&apos;s growth.</source>
        <translation>Points de victoire d&apos;une ligne selon sa longueur. Les longueurs doivent se suivre sans trou&#xa0;; la plus petite longueur est celle de la plus courte ligne qui compte. Les lignes plus longues que celles de la table répètent la progression du dernier palier.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Longueur de ligne</translation>
    </message>
    <message>
        <source>Tokens in the line.</source>
        <translation>Jetons dans la ligne.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Victory points for such a line.</source>
        <translation>Points de victoire pour une telle ligne.</translation>
    </message>
    <message>
        <source>Halvings stack</source>
        <translation>Divisions cumulées</translation>
    </message>
    <message>
        <source>When on, a line with two halving characters is halved twice; when off, once.</source>
        <translation>Si activé, une ligne avec deux personnages diviseurs est divisée par deux deux fois&#xa0;; sinon, une seule fois.</translation>
    </message>
    <message>
        <source>Rounds (basic game)</source>
        <translation>Manches (jeu de base)</translation>
    </message>
    <message>
        <source>Rounds in the basic game.</source>
        <translation>Manches du jeu de base.</translation>
    </message>
    <message>
        <source>Rounds (weather game)</source>
        <translation>Manches (jeu avec météo)</translation>
    </message>
    <message>
        <source>Rounds in the game with weather cards.</source>
        <translation>Manches du jeu avec cartes Météo.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Météo</translation>
    </message>
    <message>
        <source>Kind of weather card.</source>
        <translation>Type de carte Météo.</translation>
    </message>
    <message>
        <source>Weather deck</source>
        <translation>Pioche Météo</translation>
    </message>
    <message>
        <source>How many cards of each weather the deck holds.</source>
        <translation>Combien de cartes de chaque météo contient la pioche.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Cards of this weather.</source>
        <translation>Cartes de cette météo.</translation>
    </message>
    <message>
        <source>Who lifts fog</source>
        <translation>Qui lève la brume</translation>
    </message>
    <message>
        <source>When the open area is full, this player chooses which fog board to lift.</source>
        <translation>Quand la zone ouverte est pleine, ce joueur choisit quel plateau de brume lever.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>le joueur suivant</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>le joueur qui a rempli la dernière case</translation>
    </message>
    <message>
        <source>Owners see their face-down tokens</source>
        <translation>Les propriétaires voient leurs jetons face cachée</translation>
    </message>
    <message>
        <source>Kept weather card returns</source>
        <translation>La carte Météo gardée revient</translation>
    </message>
    <message>
        <source>When on, the round&apos;s weather card goes to the bottom of the deck at the round&apos;s end, so the deck never runs out; when off, it leaves the game (an empty deck then means Sunny weather).</source>
        <translation>Si activé, la carte Météo de la manche va sous la pioche à la fin de la manche, et la pioche ne s&apos;épuise jamais&#xa0;; sinon, elle quitte la partie (une pioche vide signifie alors temps Ensoleillé).</translation>
    </message>
    <message>
        <source>Rounds (mercenary game)</source>
        <translation>Manches (jeu avec mercenaires)</translation>
    </message>
    <message>
        <source>Rounds in the game with mercenary characters, before any extra round.</source>
        <translation>Manches du jeu avec personnages mercenaires, avant toute manche supplémentaire.</translation>
    </message>
    <message>
        <source>Extra rounds at most</source>
        <translation>Manches supplémentaires au plus</translation>
    </message>
    <message>
        <source>When coins and the cost of hired mercenaries are both tied, one more round is played, at most this many times; then the game is a draw.</source>
        <translation>Quand les pièces et le coût des mercenaires recrutés sont tous deux à égalité, une manche de plus est jouée, au plus ce nombre de fois&#xa0;; la partie est alors nulle.</translation>
    </message>
    <message>
        <source>Rounds (quick game)</source>
        <translation>Manches (partie rapide)</translation>
    </message>
    <message>
        <source>Rounds in the quick game, before any extra round.</source>
        <translation>Manches de la partie rapide, avant toute manche supplémentaire.</translation>
    </message>
    <message>
        <source>Coins to hire with (quick game)</source>
        <translation>Pièces pour recruter (partie rapide)</translation>
    </message>
    <message>
        <source>Coins each player hires with before the first round; what is not spent is given back.</source>
        <translation>Pièces avec lesquelles chaque joueur recrute avant la première manche&#xa0;; ce qui n&apos;est pas dépensé est rendu.</translation>
    </message>
    <message>
        <source>Weather (quick game)</source>
        <translation>Météo (partie rapide)</translation>
    </message>
    <message>
        <source>drawn once</source>
        <translation>piochée une fois</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Ensoleillé</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Nuageux</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Brumeux</translation>
    </message>
    <message>
        <source>Rounds (team game)</source>
        <translation>Manches (équipes)</translation>
    </message>
    <message>
        <source>Rounds in the team game for four players, before any extra round.</source>
        <translation>Manches du jeu en équipes à quatre joueurs, avant toute manche supplémentaire.</translation>
    </message>
    <message>
        <source>Weather (team game)</source>
        <translation>Météo (jeu en équipes)</translation>
    </message>
    <message>
        <source>The one weather of the whole team game. The rulebook allows Sunny only; the others are for trying the variant out.</source>
        <translation>La météo unique de toute la partie en équipes. Le livret de règles n&apos;autorise que le temps Ensoleillé&#xa0;; les autres servent à essayer la variante.</translation>
    </message>
    <message>
        <source>Tokens of this character in each player&apos;s starting set; the whole set holds at most 64.</source>
        <translation>Jetons de ce personnage dans la réserve de départ de chaque joueur&#xa0;; la réserve entière en contient 64 au plus.</translation>
    </message>
    <message>
        <source>The one weather of the whole quick game: chosen by the second player at the start of the game, drawn like a round&apos;s weather, once, or fixed here.</source>
        <translation>La météo unique de toute la partie rapide&#xa0;: choisie par le second joueur au début de la partie, piochée une fois comme la météo d&apos;une manche, ou fixée ici.</translation>
    </message>
    <message>
        <source>chosen by a player</source>
        <translation>choisie par un joueur</translation>
    </message>
    <message>
        <source>Whether a player may look at their own face-down tokens on the map. The printed rulebook says no one may.</source>
        <translation>Si un joueur peut regarder ses propres jetons face cachée sur la carte. Le livret de règles imprimé dit que personne ne le peut.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>pièces</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>manches</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Weather</name>
    <message>
        <source>Sunny</source>
        <translation>Ensoleillé</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Nuageux</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Brumeux</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Components</name>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>Map, %1 × %2 tiles</source>
        <translation>Carte, %1 × %2 cases</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>+%1 a Day</source>
        <translation>+%1 par jour</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Jet %1</translation>
    </message>
    <message>
        <source>Bars entry until sieged</source>
        <translation>Bloque l&apos;entrée jusqu&apos;au siège</translation>
    </message>
    <message>
        <source>Adds nothing to the roll</source>
        <translation>N&apos;ajoute rien au jet</translation>
    </message>
    <message>
        <source>Roll +%1</source>
        <translation>Jet +%1</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Hard fight</source>
        <translation>Combat difficile</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Corruption</translation>
    </message>
    <message>
        <source>Defect</source>
        <translation>Défection</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Aide de jeu</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Une journée</translation>
    </message>
    <message numerus="yes">
        <source>Income: %n coin(s) a settlement, %1 a mine.</source>
        <translation>
            <numerusform>Revenus&#xa0;: %n pièce par colonie, %1 par mine.</numerusform>
            <numerusform>Revenus&#xa0;: %n pièces par colonie, %1 par mine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Income: each settlement its tier&apos;s, %1 a mine.</source>
        <translation>Revenus&#xa0;: chaque colonie selon son niveau, %1 par mine.</translation>
    </message>
    <message numerus="yes">
        <source>Upkeep: %n coin(s) a hero; an unpaid hero dies.</source>
        <translation>
            <numerusform>Entretien&#xa0;: %n pièce par héros&#xa0;; un héros impayé meurt.</numerusform>
            <numerusform>Entretien&#xa0;: %n pièces par héros&#xa0;; un héros impayé meurt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Build: one building per settlement.</source>
        <translation>Construction&#xa0;: un bâtiment par colonie.</translation>
    </message>
    <message>
        <source>Recruit heroes and mercenaries.</source>
        <translation>Recrutez héros et mercenaires.</translation>
    </message>
    <message>
        <source>From Day %1: roll %2; on %3 or more, place a new token.</source>
        <translation>À partir du jour %1&#xa0;: lancez %2&#xa0;; sur %3 ou plus, placez un nouveau jeton.</translation>
    </message>
    <message>
        <source>Turns from the Anchor: each hero moves %1 tiles.</source>
        <translation>Tours depuis l&apos;Ancre&#xa0;: chaque héros avance de %1 cases.</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Coûts</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Mercenaire</translation>
    </message>
    <message>
        <source>Mercenary Camp</source>
        <translation>Camp de mercenaires</translation>
    </message>
    <message>
        <source>Bribe, per monster</source>
        <translation>Corruption, par monstre</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenu</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Hero in battle</source>
        <translation>Héros au combat</translation>
    </message>
    <message>
        <source>Mercenary, monster, guardian</source>
        <translation>Mercenaire, monstre, gardien</translation>
    </message>
    <message>
        <source>Mine: guardians on</source>
        <translation>Mine&#xa0;: gardiens sur</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 ou plus</translation>
    </message>
    <message>
        <source>Cache: large on</source>
        <translation>Cache&#xa0;: grande sur</translation>
    </message>
    <message>
        <source>Small / large cache</source>
        <translation>Petite / grande cache</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Siège</translation>
    </message>
    <message>
        <source>%1 movement points</source>
        <translation>%1 points de mouvement</translation>
    </message>
    <message>
        <source>Monsters (%1)</source>
        <translation>Monstres (%1)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de la partie</translation>
    </message>
    <message numerus="yes">
        <source>The last player with a settlement or a hero wins; after %n Day(s), the most settlements.</source>
        <translation>
            <numerusform>Le dernier joueur avec une colonie ou un héros gagne&#xa0;; après %n jour, le plus de colonies.</numerusform>
            <numerusform>Le dernier joueur avec une colonie ou un héros gagne&#xa0;; après %n jours, le plus de colonies.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroes and mercenaries</source>
        <translation>Héros et mercenaires</translation>
    </message>
    <message>
        <source>Owner markers</source>
        <translation>Marqueurs de propriétaire</translation>
    </message>
    <message>
        <source>Hero %1, %2</source>
        <translation>Héros %1, %2</translation>
    </message>
    <message>
        <source>Mercenaries ×%1, %2</source>
        <translation>Mercenaires ×%1, %2</translation>
    </message>
    <message>
        <source>Owner marker, %1</source>
        <translation>Marqueur de propriétaire, %1</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Settlement, tiers 1 / 2</source>
        <translation>Colonie, niveaux 1 / 2</translation>
    </message>
    <message>
        <source>Settlement, tiers 3 / 4</source>
        <translation>Colonie, niveaux 3 / 4</translation>
    </message>
    <message>
        <source>Rampart: Palisade / Fortifications</source>
        <translation>Remparts&#xa0;: Palissade / Fortifications</translation>
    </message>
    <message>
        <source>Map tokens</source>
        <translation>Jetons de la carte</translation>
    </message>
    <message>
        <source>Resource token</source>
        <translation>Jeton de ressource</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Cache</translation>
    </message>
    <message>
        <source>Monster token</source>
        <translation>Jeton de monstres</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>Item token</source>
        <translation>Jeton d&apos;objet</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Coin, 1</source>
        <translation>Pièce, 1</translation>
    </message>
    <message>
        <source>Coin, 5</source>
        <translation>Pièce, 5</translation>
    </message>
    <message>
        <source>Mine +%1</source>
        <translation>Mine +%1</translation>
    </message>
    <message>
        <source>Free moves a turn</source>
        <translation>Coups libres par tour</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Attacker under half the defender</source>
        <translation>Attaquant sous la moitié du défenseur</translation>
    </message>
    <message>
        <source>Attacker half to equal</source>
        <translation>Attaquant de la moitié à l&apos;égalité</translation>
    </message>
    <message>
        <source>Attacker equal to double</source>
        <translation>Attaquant de l&apos;égalité au double</translation>
    </message>
    <message>
        <source>Attacker double to four times</source>
        <translation>Attaquant du double au quadruple</translation>
    </message>
    <message>
        <source>Attacker over four times</source>
        <translation>Attaquant au-delà du quadruple</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Mines</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Caches</translation>
    </message>
    <message>
        <source>Monster rewards</source>
        <translation>Récompenses des monstres</translation>
    </message>
    <message>
        <source>Mine captures</source>
        <translation>Captures de mines</translation>
    </message>
    <message>
        <source>Conquered purses</source>
        <translation>Bourses conquises</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games in which the seat was in play.</source>
        <translation>Parties où la place était en jeu.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>The share of its games the seat won (shared first places count for each).</source>
        <translation>La part de ses parties que la place a gagnées (les premières places partagées comptent pour chacune).</translation>
    </message>
    <message>
        <source>Days per game</source>
        <translation>Jours par partie</translation>
    </message>
    <message>
        <source>Days a game lasts.</source>
        <translation>Le nombre de jours que dure une partie.</translation>
    </message>
    <message>
        <source>Heroes lost</source>
        <translation>Héros perdus</translation>
    </message>
    <message>
        <source>Heroes that die in a game, all players together.</source>
        <translation>Les héros qui meurent dans une partie, tous joueurs confondus.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Battles fought at this ratio of the attacker&apos;s units to the defender&apos;s, over all games.</source>
        <translation>Batailles livrées à ce rapport des unités de l&apos;attaquant à celles du défenseur, sur toutes les parties.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Taux de victoire de l&apos;attaquant</translation>
    </message>
    <message>
        <source>How often the attacker won a battle at this army-size ratio.</source>
        <translation>La fréquence à laquelle l&apos;attaquant a gagné une bataille à ce rapport de taille des armées.</translation>
    </message>
    <message>
        <source>Income by source</source>
        <translation>Revenus par source</translation>
    </message>
    <message>
        <source>Coins gained per game from each source.</source>
        <translation>Pièces gagnées par partie, source par source.</translation>
    </message>
    <message>
        <source>place your settlement</source>
        <translation>placer votre colonie</translation>
    </message>
    <message>
        <source>choose a hero you cannot pay</source>
        <translation>choisir un héros que vous ne pouvez pas payer</translation>
    </message>
    <message>
        <source>build at a settlement</source>
        <translation>construire dans une colonie</translation>
    </message>
    <message>
        <source>recruit at a settlement</source>
        <translation>recruter dans une colonie</translation>
    </message>
    <message>
        <source>place the new token</source>
        <translation>placer le nouveau jeton</translation>
    </message>
    <message>
        <source>move a hero, act or end the turn</source>
        <translation>déplacer un héros, agir ou finir le tour</translation>
    </message>
    <message>
        <source>take defecting monsters</source>
        <translation>accueillir les monstres qui font défection</translation>
    </message>
    <message>
        <source>hire bribed monsters</source>
        <translation>engager les monstres soudoyés</translation>
    </message>
    <message>
        <source>form a squad of mercenaries</source>
        <translation>former une escouade de mercenaires</translation>
    </message>
    <message>
        <source>choose attacking squads and a target, or retreat</source>
        <translation>choisir les escouades d&apos;attaque et une cible, ou battre en retraite</translation>
    </message>
    <message>
        <source>choose the attacking squad that dies</source>
        <translation>choisir l&apos;escouade d&apos;attaque qui meurt</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That is not one of the choices now: %1</source>
        <translation>Ce n&apos;est pas l&apos;un des choix possibles maintenant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>%1 main-hand item</source>
        <translation>objet de main principale (%1)</translation>
    </message>
    <message>
        <source>%1 off-hand item</source>
        <translation>objet de main secondaire (%1)</translation>
    </message>
    <message>
        <source>%1 amulet</source>
        <translation>amulette (%1)</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;</source>
        <translation>action «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>expected a tile [x, y], each from 0 to %1</source>
        <translation>case [x, y] attendue, chacun de 0 à %1</translation>
    </message>
    <message>
        <source>hero %1</source>
        <translation>héros %1</translation>
    </message>
    <message>
        <source>Place the settlement on %1</source>
        <translation>Placer la colonie en %1</translation>
    </message>
    <message>
        <source>Let %1 go unpaid (it dies)</source>
        <translation>Ne pas payer %1 (le héros meurt)</translation>
    </message>
    <message>
        <source>Build nothing today</source>
        <translation>Ne rien construire aujourd&apos;hui</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade to %1 (%n coins)</source>
        <translation>
            <numerusform>Passer au niveau «&#xa0;%1&#xa0;» (%n pièce)</numerusform>
            <numerusform>Passer au niveau «&#xa0;%1&#xa0;» (%n pièces)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build the %1 (%n coins)</source>
        <translation>
            <numerusform>Construire «&#xa0;%1&#xa0;» (%n pièce)</numerusform>
            <numerusform>Construire «&#xa0;%1&#xa0;» (%n pièces)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build a Mercenary Camp (%n coins)</source>
        <translation>
            <numerusform>Construire un camp de mercenaires (%n pièce)</numerusform>
            <numerusform>Construire un camp de mercenaires (%n pièces)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recruit a hero (%n coins)</source>
        <translation>
            <numerusform>Recruter un héros (%n pièce)</numerusform>
            <numerusform>Recruter un héros (%n pièces)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit a mercenary into the garrison</source>
        <translation>Recruter un mercenaire pour la garnison</translation>
    </message>
    <message>
        <source>Recruit a mercenary for hero %1</source>
        <translation>Recruter un mercenaire pour le héros %1</translation>
    </message>
    <message>
        <source>Recruit no more here</source>
        <translation>Ne plus recruter ici</translation>
    </message>
    <message>
        <source>Place the resource token on %1</source>
        <translation>Placer le jeton de ressource en %1</translation>
    </message>
    <message>
        <source>Place the monster token on %1</source>
        <translation>Placer le jeton de monstres en %1</translation>
    </message>
    <message>
        <source>Place the item token on %1</source>
        <translation>Placer le jeton d&apos;objet en %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Déplacer %1 en %2</translation>
    </message>
    <message>
        <source>%1 moves no more this turn</source>
        <translation>%1 ne bouge plus ce tour-ci</translation>
    </message>
    <message>
        <source>%1 picks up an item</source>
        <translation>%1 ramasse un objet</translation>
    </message>
    <message>
        <source>%1 picks up a resource</source>
        <translation>%1 ramasse une ressource</translation>
    </message>
    <message>
        <source>%1 tries to capture the mine</source>
        <translation>%1 tente de prendre la mine</translation>
    </message>
    <message>
        <source>%1 faces the monsters on its tile</source>
        <translation>%1 affronte les monstres de sa case</translation>
    </message>
    <message>
        <source>%1 lays siege to the settlement on %2</source>
        <translation>%1 assiège la colonie en %2</translation>
    </message>
    <message>
        <source>%1 equips the %2</source>
        <translation>%1 s&apos;équipe&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 takes the garrison&apos;s mercenaries</source>
        <translation>%1 prend les mercenaires de la garnison</translation>
    </message>
    <message>
        <source>%1 leaves its mercenaries in the garrison</source>
        <translation>%1 laisse ses mercenaires dans la garnison</translation>
    </message>
    <message>
        <source>%1 puts the %2 in the armory</source>
        <translation>%1 dépose à l&apos;armurerie&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 takes an item from the armory</source>
        <translation>%1 prend un objet à l&apos;armurerie</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message numerus="yes">
        <source>Hire %n monsters</source>
        <translation>
            <numerusform>Engager %n monstre</numerusform>
            <numerusform>Engager %n monstres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n defecting monsters</source>
        <translation>
            <numerusform>Accueillir %n monstre qui fait défection</numerusform>
            <numerusform>Accueillir %n monstres qui font défection</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Form a squad of %n mercenaries</source>
        <translation>
            <numerusform>Former une escouade de %n mercenaire</numerusform>
            <numerusform>Former une escouade de %n mercenaires</numerusform>
        </translation>
    </message>
    <message>
        <source>Add attacking squad %1</source>
        <translation>Ajouter l&apos;escouade d&apos;attaque %1</translation>
    </message>
    <message>
        <source>Attack defending squad %1</source>
        <translation>Attaquer l&apos;escouade en défense %1</translation>
    </message>
    <message>
        <source>Retreat (the hero dies)</source>
        <translation>Battre en retraite (le héros meurt)</translation>
    </message>
    <message>
        <source>Lose attacking squad %1</source>
        <translation>Perdre l&apos;escouade d&apos;attaque %1</translation>
    </message>
    <message>
        <source>%1 is the Anchor and plays first.</source>
        <translation>%1 est l&apos;Ancre et joue en premier.</translation>
    </message>
    <message>
        <source>Day %1 begins.</source>
        <translation>Le jour %1 commence.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coins.</source>
        <translation>
            <numerusform>%1 encaisse %n pièce.</numerusform>
            <numerusform>%1 encaisse %n pièces.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n coins of upkeep.</source>
        <translation>
            <numerusform>%1 paie %n pièce d&apos;entretien.</numerusform>
            <numerusform>%1 paie %n pièces d&apos;entretien.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 builds at %2.</source>
        <translation>%1 construit en %2.</translation>
    </message>
    <message>
        <source>%1 recruits a hero at %2.</source>
        <translation>%1 recrute un héros en %2.</translation>
    </message>
    <message>
        <source>%1 recruits a mercenary at %2.</source>
        <translation>%1 recrute un mercenaire en %2.</translation>
    </message>
    <message>
        <source>%1 adds a token on %2.</source>
        <translation>%1 place un jeton en %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Tour de %1.</translation>
    </message>
    <message>
        <source>%1 moves a hero to %2.</source>
        <translation>%1 déplace un héros en %2.</translation>
    </message>
    <message>
        <source>Monsters: %1 defect, %2 may be bribed, %3 fight.</source>
        <translation>Monstres&#xa0;: %1 font défection, %2 peuvent être soudoyés, %3 combattent.</translation>
    </message>
    <message numerus="yes">
        <source>%1 finds %n coins.</source>
        <translation>
            <numerusform>%1 trouve %n pièce.</numerusform>
            <numerusform>%1 trouve %n pièces.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finds a %2.</source>
        <translation>%1 trouve&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 captures the mine on %2.</source>
        <translation>%1 prend la mine en %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n guardians defend the mine.</source>
        <translation>
            <numerusform>%n gardien défend la mine.</numerusform>
            <numerusform>%n gardiens défendent la mine.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts a battle on %2.</source>
        <translation>%1 engage une bataille en %2.</translation>
    </message>
    <message>
        <source>%1 against %2: the defending squad is destroyed.</source>
        <translation>%1 contre %2&#xa0;: l&apos;escouade en défense est détruite.</translation>
    </message>
    <message>
        <source>%1 against %2: an attacking squad is destroyed.</source>
        <translation>%1 contre %2&#xa0;: une escouade d&apos;attaque est détruite.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 gagne la bataille.</translation>
    </message>
    <message>
        <source>%1 loses the battle.</source>
        <translation>%1 perd la bataille.</translation>
    </message>
    <message>
        <source>A hero of %1 dies on %2.</source>
        <translation>Un héros de %1 meurt en %2.</translation>
    </message>
    <message>
        <source>%1 conquers the settlement on %2.</source>
        <translation>%1 conquiert la colonie en %2.</translation>
    </message>
    <message>
        <source>%1 besieges the settlement on %2.</source>
        <translation>%1 assiège la colonie en %2.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 est éliminé de la partie.</translation>
    </message>
    <message>
        <source>The day limit is reached: the game is over.</source>
        <translation>La limite de jours est atteinte&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>Heroes recruited</source>
        <translation>Héros recrutés</translation>
    </message>
    <message>
        <source>Heroes recruited in a game, all players together.</source>
        <translation>Héros recrutés dans une partie, tous joueurs confondus.</translation>
    </message>
    <message>
        <source>Mercenaries recruited</source>
        <translation>Mercenaires recrutés</translation>
    </message>
    <message>
        <source>Mercenaries recruited in a game, all players together.</source>
        <translation>Mercenaires recrutés dans une partie, tous joueurs confondus.</translation>
    </message>
    <message>
        <source>accept or refuse an alliance</source>
        <translation>accepter ou refuser une alliance</translation>
    </message>
    <message>
        <source>Ask %1 to become your ally</source>
        <translation>Proposer une alliance à %1</translation>
    </message>
    <message>
        <source>Accept the alliance %1 offers</source>
        <translation>Accepter l&apos;alliance que propose %1</translation>
    </message>
    <message>
        <source>Refuse the alliance %1 offers</source>
        <translation>Refuser l&apos;alliance que propose %1</translation>
    </message>
    <message>
        <source>Leave your alliance</source>
        <translation>Quitter ton alliance</translation>
    </message>
    <message>
        <source>Every player left is in one alliance: they share the victory.</source>
        <translation>Tous les joueurs restants font partie d&apos;une même alliance&#xa0;: ils se partagent la victoire.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more dice</source>
        <translation>
            <numerusform>%1 et %n autre dé</numerusform>
            <numerusform>%1 et %n autres dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack roll: %1.</source>
        <translation>Jet d&apos;attaque&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Defence roll: %1.</source>
        <translation>Jet de défense&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 asks %2 to become allies.</source>
        <translation>%1 propose une alliance à %2.</translation>
    </message>
    <message>
        <source>%1 refuses the alliance %2 offered.</source>
        <translation>%1 refuse l&apos;alliance proposée par %2.</translation>
    </message>
    <message>
        <source>%1 joins %2&apos;s alliance.</source>
        <translation>%1 rejoint l&apos;alliance de %2.</translation>
    </message>
    <message>
        <source>%1 leaves its alliance.</source>
        <translation>%1 quitte son alliance.</translation>
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
        <translation>Deux joueurs</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Quatre joueurs</translation>
    </message>
    <message>
        <source>The player-turns page: movement 1d10+10, cities roll 3d3+9, ramparts must be sieged, the King&apos;s Purse and the fainting penalty.</source>
        <translation>La page des tours de jeu&#xa0;: mouvement 1d10+10, les villes lancent 3d3+9, les remparts doivent être assiégés, la Bourse du roi et la pénalité d&apos;évanouissement.</translation>
    </message>
    <message>
        <source>Fuzzy Knights — revised</source>
        <translation>Fuzzy Knights — révisé</translation>
    </message>
    <message>
        <source>The later rules: movement 15, settlements roll by tier and ramparts, no sieges, at most two heroes, amulets add movement.</source>
        <translation>Les règles ultérieures&#xa0;: mouvement 15, les colonies lancent selon leur niveau et leurs remparts, pas de siège, deux héros au plus, les amulettes ajoutent du mouvement.</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyPosition</name>
    <message>
        <source>expected %1 seats, found %2</source>
        <translation>%1 places attendues, %2 trouvées</translation>
    </message>
    <message>
        <source>hero %1 is listed twice</source>
        <translation>le héros %1 figure deux fois</translation>
    </message>
    <message>
        <source>settlement %1 is listed twice</source>
        <translation>la colonie %1 figure deux fois</translation>
    </message>
    <message>
        <source>two settlements share this tile</source>
        <translation>deux colonies partagent cette case</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;</source>
        <translation>décision «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>a pending decision goes with the stage &quot;decide&quot;, and only with it</source>
        <translation>une décision en attente va avec l&apos;étape «&#xa0;decide&#xa0;», et seulement avec elle</translation>
    </message>
    <message>
        <source>no such hero on the map</source>
        <translation>aucun héros de ce type sur la carte</translation>
    </message>
    <message>
        <source>a battle goes with a squad or exchange decision, and only with one</source>
        <translation>une bataille va avec une décision d&apos;escouades ou d&apos;échange, et seulement avec elle</translation>
    </message>
    <message>
        <source>a defect or bribe decision needs the monsters met by the deciding seat&apos;s hero</source>
        <translation>une décision de défection ou de corruption demande les monstres rencontrés par le héros de la place qui décide</translation>
    </message>
    <message>
        <source>monsters are met only during a defect or bribe decision</source>
        <translation>les monstres ne sont rencontrés que pendant une décision de défection ou de corruption</translation>
    </message>
    <message>
        <source>only the active seat decides in its turn</source>
        <translation>seule la place active décide pendant son tour</translation>
    </message>
    <message>
        <source>the settlement building or recruiting must be the deciding seat&apos;s</source>
        <translation>la colonie qui construit ou recrute doit appartenir à la place qui décide</translation>
    </message>
    <message>
        <source>hero %1 belongs to an eliminated player</source>
        <translation>le héros %1 appartient à un joueur éliminé</translation>
    </message>
    <message>
        <source>the pending decision has no legal choice</source>
        <translation>la décision en attente n&apos;a aucun choix légal</translation>
    </message>
    <message>
        <source>a position is saved at a decision or at the end</source>
        <translation>une position s&apos;enregistre à une décision ou à la fin</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>valeur «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>tableau attendu</translation>
    </message>
    <message>
        <source>expected a tile [x, y] on the %1 × %2 map</source>
        <translation>case [x, y] attendue sur la carte %1 × %2</translation>
    </message>
    <message>
        <source>at most %1 places</source>
        <translation>au plus %1 emplacements</translation>
    </message>
    <message>
        <source>only a hero&apos;s items are equipped</source>
        <translation>seuls les objets d&apos;un héros sont équipés</translation>
    </message>
    <message>
        <source>expected %1 squads</source>
        <translation>%1 escouades attendues</translation>
    </message>
    <message>
        <source>the attacking hero must be a living hero of the attacker</source>
        <translation>le héros attaquant doit être un héros vivant de l&apos;attaquant</translation>
    </message>
    <message>
        <source>a hero squad names no living hero</source>
        <translation>une escouade de héros ne désigne aucun héros vivant</translation>
    </message>
    <message>
        <source>the settlement under attack must stand on the battle&apos;s tile</source>
        <translation>la colonie attaquée doit se trouver sur la case de la bataille</translation>
    </message>
    <message>
        <source>an eliminated player belongs to no alliance</source>
        <translation>un joueur éliminé ne fait partie d&apos;aucune alliance</translation>
    </message>
    <message>
        <source>alliance %1 has a single member</source>
        <translation>l&apos;alliance %1 n&apos;a qu&apos;un seul membre</translation>
    </message>
    <message>
        <source>the ruleset has no alliances</source>
        <translation>les règles ne prévoient pas d&apos;alliances</translation>
    </message>
    <message>
        <source>an alliance is answered by a seat the active seat has just asked</source>
        <translation>on répond à une alliance depuis une place que la place active vient de solliciter</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyRules</name>
    <message>
        <source>not a dice expression at character %1: %2</source>
        <translation>pas une expression de dés, caractère %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a band higher than the previous row&apos;s %1</source>
        <translation>tranche supérieure au %1 de la ligne précédente attendue</translation>
    </message>
    <message>
        <source>the last band ends at %1, below the die&apos;s highest roll %2</source>
        <translation>la dernière tranche s&apos;arrête à %1, sous le plus haut jet du dé %2</translation>
    </message>
    <message>
        <source>can roll %1; expected at most %2</source>
        <translation>peut donner %1&#xa0;; au plus %2 attendu</translation>
    </message>
    <message>
        <source>a game of four needs %1 tiles for its set-up tokens and settlements; the map has %2</source>
        <translation>une partie à quatre demande %1 cases pour les jetons de mise en place et les colonies&#xa0;; la carte en a %2</translation>
    </message>
    <message>
        <source>movement must stay between 0 and 255 points, amulets included</source>
        <translation>le mouvement doit rester entre 0 et 255 points, amulettes comprises</translation>
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
        <translation>De deux à quatre joueurs lèvent héros et mercenaires dans leurs colonies, explorent une carte de %1×%2 couverte de jetons et conquièrent les colonies des autres.</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>Une journée</translation>
    </message>
    <message>
        <source>Income: every settlement pays %1 coins, every mine %2.</source>
        <translation>Revenus&#xa0;: chaque colonie rapporte %1 pièces, chaque mine %2.</translation>
    </message>
    <message>
        <source>Income: every settlement pays its tier&apos;s income, every mine %1.</source>
        <translation>Revenus&#xa0;: chaque colonie rapporte le revenu de son niveau, chaque mine %1.</translation>
    </message>
    <message>
        <source>Upkeep: %1 coins per hero; a hero that cannot be paid dies.</source>
        <translation>Entretien&#xa0;: %1 pièces par héros&#xa0;; un héros qui ne peut être payé meurt.</translation>
    </message>
    <message>
        <source>Build: one building per settlement (a tier, a rampart level or the Mercenary Camp for %1 coins).</source>
        <translation>Construction&#xa0;: un bâtiment par colonie (un niveau, un niveau de remparts ou le camp de mercenaires pour %1 pièces).</translation>
    </message>
    <message>
        <source>Recruit: heroes for %1 coins (at most %2 each), mercenaries for %3 coins%4.</source>
        <translation>Recrutement&#xa0;: des héros pour %1 pièces (%2 au plus chacun), des mercenaires pour %3 pièces%4.</translation>
    </message>
    <message>
        <source> at a settlement with a Mercenary Camp</source>
        <translation> dans une colonie dotée d&apos;un camp de mercenaires</translation>
    </message>
    <message>
        <source>New tokens (from Day %1): a chance roll of %2 or more adds a token the roller places on an empty tile.</source>
        <translation>Nouveaux jetons (à partir du jour %1)&#xa0;: un jet de chance de %2 ou plus ajoute un jeton que le lanceur place sur une case vide.</translation>
    </message>
    <message>
        <source>Turns: from the Anchor, each player moves its heroes, %1 movement points each, one tile per point.</source>
        <translation>Tours&#xa0;: depuis l&apos;Ancre, chaque joueur déplace ses héros, %1 points de mouvement chacun, une case par point.</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenu</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Jet de combat</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Gardiens des mines</translation>
    </message>
    <message>
        <source>Ramparts must be destroyed by a siege (%1 movement points, next to the settlement) before the settlement can be assaulted.</source>
        <translation>Les remparts doivent être détruits par un siège (%1 points de mouvement, à côté de la colonie) avant que la colonie puisse être prise d&apos;assaut.</translation>
    </message>
    <message>
        <source>Ramparts add %1 (Palisade) or %2 (Fortifications) to the settlement&apos;s roll.</source>
        <translation>Les remparts ajoutent %1 (Palissade) ou %2 (Fortifications) au jet de la colonie.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>A hero rolls %1 plus its equipped items; each mercenary, monster or guardian rolls %2. The attacker sorts its mercenaries into one to three squads, then picks attacking squads and one defending squad per exchange: a higher sum destroys the defending squad, otherwise one attacking squad dies.</source>
        <translation>Un héros lance %1 plus ses objets équipés&#xa0;; chaque mercenaire, monstre ou gardien lance %2. L&apos;attaquant répartit ses mercenaires en une à trois escouades, puis choisit à chaque échange les escouades qui attaquent et une escouade en défense&#xa0;: la somme la plus haute détruit l&apos;escouade en défense, sinon une escouade d&apos;attaque meurt.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it drops its items and loses half its army.</source>
        <translation>Un héros dont l&apos;escouade tombe s&apos;évanouit&#xa0;; si son camp gagne, il lâche ses objets et perd la moitié de son armée.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it recovers.</source>
        <translation>Un héros dont l&apos;escouade tombe s&apos;évanouit&#xa0;; si son camp gagne, il reprend ses esprits.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>The last player with a settlement or a hero wins; after %1 Days the most settlements, then the highest total tier, most mines and most coins win.</source>
        <translation>Le dernier joueur avec une colonie ou un héros gagne&#xa0;; après %1 jours, gagnent le plus de colonies, puis le niveau total le plus élevé, le plus de mines et le plus de pièces.</translation>
    </message>
    <message numerus="yes">
        <source>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</source>
        <translation>
            <numerusform>Coups libres : s&apos;équiper d&apos;un objet et, pour un héros sur une de ses colonies, prendre ou laisser les mercenaires de la garnison et déposer des objets à l&apos;armurerie ou les reprendre ne coûtent aucun point ; au plus %n par tour.</numerusform>
            <numerusform>Coups libres : s&apos;équiper d&apos;un objet et, pour un héros sur une de ses colonies, prendre ou laisser les mercenaires de la garnison et déposer des objets à l&apos;armurerie ou les reprendre ne coûtent aucun point ; au plus %n par tour.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Ruleset</name>
    <message>
        <source>Up to</source>
        <translation>Jusqu&apos;à</translation>
    </message>
    <message>
        <source>The highest roll of this band; the band starts after the previous row&apos;s. The last row must reach the die&apos;s highest roll.</source>
        <translation>Le plus haut jet de cette tranche&#xa0;; la tranche commence après celle de la ligne précédente. La dernière ligne doit atteindre le plus haut jet du dé.</translation>
    </message>
    <message>
        <source>Encampment</source>
        <translation>Campement</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Domaine</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Château</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Palissade</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Fortifications</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Commun</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Peu commun</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Rare</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Épique</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Légendaire</translation>
    </message>
    <message>
        <source>Settlement tiers</source>
        <translation>Niveaux de colonie</translation>
    </message>
    <message>
        <source>Each tier of the main building: its upgrade cost (the Encampment every settlement starts as is free), its income each Daybreak, its battle roll, and the guardians a mine has while it is the highest tier on the map.</source>
        <translation>Chaque niveau du bâtiment principal&#xa0;: son coût d&apos;amélioration (le Campement de départ de chaque colonie est gratuit), son revenu à chaque Aube, son jet de combat et les gardiens d&apos;une mine tant que c&apos;est le plus haut niveau de la carte.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>The tier, from the first to the last.</source>
        <translation>Le niveau, du premier au dernier.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Coins to upgrade to this tier.</source>
        <translation>Pièces pour passer à ce niveau.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Revenu</translation>
    </message>
    <message>
        <source>Coins the settlement pays each Daybreak at this tier (with income by tier).</source>
        <translation>Pièces que rapporte la colonie à chaque Aube à ce niveau (avec les revenus par niveau).</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Jet de combat</translation>
    </message>
    <message>
        <source>The settlement squad&apos;s roll at this tier (with the settlement roll by tier).</source>
        <translation>Le jet de l&apos;escouade de la colonie à ce niveau (avec le jet de colonie par niveau).</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Gardiens des mines</translation>
    </message>
    <message>
        <source>Guardians a mine capture meets when this is the highest tier on the map.</source>
        <translation>Gardiens que rencontre une tentative de prise de mine quand c&apos;est le plus haut niveau de la carte.</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>Remparts</translation>
    </message>
    <message>
        <source>The two rampart levels: cost, the roll they add to the settlement squad (a level replaces the one below), and the tier they need.</source>
        <translation>Les deux niveaux de remparts&#xa0;: coût, jet qu&apos;ils ajoutent à l&apos;escouade de la colonie (un niveau remplace celui du dessous) et niveau de colonie requis.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>The rampart level.</source>
        <translation>Le niveau de remparts.</translation>
    </message>
    <message>
        <source>Coins to build this level.</source>
        <translation>Pièces pour construire ce niveau.</translation>
    </message>
    <message>
        <source>Added to the settlement squad&apos;s roll by tier.</source>
        <translation>S&apos;ajoute au jet de l&apos;escouade de la colonie par niveau.</translation>
    </message>
    <message>
        <source>Needs tier</source>
        <translation>Niveau requis</translation>
    </message>
    <message>
        <source>The lowest settlement tier that may build it (1 Encampment … 4 Castle).</source>
        <translation>Le niveau de colonie le plus bas qui peut le construire (1 Campement … 4 Château).</translation>
    </message>
    <message>
        <source>Item dice</source>
        <translation>Dés des objets</translation>
    </message>
    <message>
        <source>What an item of each rarity adds to its hero&apos;s roll, by type, and the movement an equipped amulet adds.</source>
        <translation>Ce qu&apos;un objet de chaque rareté ajoute au jet de son héros, par type, et le mouvement qu&apos;ajoute une amulette équipée.</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Rareté</translation>
    </message>
    <message>
        <source>The item&apos;s rarity.</source>
        <translation>La rareté de l&apos;objet.</translation>
    </message>
    <message>
        <source>Main hand</source>
        <translation>Main principale</translation>
    </message>
    <message>
        <source>A main-hand item&apos;s dice.</source>
        <translation>Les dés d&apos;un objet de main principale.</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Main secondaire</translation>
    </message>
    <message>
        <source>An off-hand item&apos;s dice.</source>
        <translation>Les dés d&apos;un objet de main secondaire.</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Amulette</translation>
    </message>
    <message>
        <source>An amulet&apos;s dice.</source>
        <translation>Les dés d&apos;une amulette.</translation>
    </message>
    <message>
        <source>Amulet movement</source>
        <translation>Mouvement de l&apos;amulette</translation>
    </message>
    <message>
        <source>Movement points an amulet of this rarity adds while equipped at the start of its hero&apos;s turn.</source>
        <translation>Points de mouvement qu&apos;ajoute une amulette de cette rareté si elle est équipée au début du tour de son héros.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>What the monsters of the token do.</source>
        <translation>Ce que font les monstres du jeton.</translation>
    </message>
    <message>
        <source>hard fight</source>
        <translation>combat difficile</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>corruption</translation>
    </message>
    <message>
        <source>defect</source>
        <translation>défection</translation>
    </message>
    <message>
        <source>Monster interactions</source>
        <translation>Rencontres de monstres</translation>
    </message>
    <message>
        <source>The chance roll for each monster token a hero meets: its result and how many monsters it holds (fought, or at most hired or taken).</source>
        <translation>Le jet de chance pour chaque jeton de monstres que rencontre un héros&#xa0;: son résultat et le nombre de monstres qu&apos;il contient (combattus, ou au plus engagés ou accueillis).</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>How many monsters the token holds.</source>
        <translation>Le nombre de monstres que contient le jeton.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Mercenaires</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Objets</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>cases</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>pièces</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>mines</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>niveaux</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Largeur de la carte</translation>
    </message>
    <message>
        <source>Tiles per row of the square grid.</source>
        <translation>Cases par ligne de la grille carrée.</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Hauteur de la carte</translation>
    </message>
    <message>
        <source>Rows of the grid.</source>
        <translation>Lignes de la grille.</translation>
    </message>
    <message>
        <source>Item tokens</source>
        <translation>Jetons d&apos;objet</translation>
    </message>
    <message>
        <source>Item tokens on the map at set-up, per player.</source>
        <translation>Jetons d&apos;objet sur la carte à la mise en place, par joueur.</translation>
    </message>
    <message>
        <source>Resource tokens</source>
        <translation>Jetons de ressource</translation>
    </message>
    <message>
        <source>Coin cache tokens on the map at set-up, per player.</source>
        <translation>Jetons de cache de pièces sur la carte à la mise en place, par joueur.</translation>
    </message>
    <message>
        <source>Monster tokens</source>
        <translation>Jetons de monstres</translation>
    </message>
    <message>
        <source>Monster tokens on the map at set-up, per player.</source>
        <translation>Jetons de monstres sur la carte à la mise en place, par joueur.</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Mines</translation>
    </message>
    <message>
        <source>Neutral mines on the map at set-up, per player; no mine is added later.</source>
        <translation>Mines neutres sur la carte à la mise en place, par joueur&#xa0;; aucune mine n&apos;est ajoutée ensuite.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Pièces de départ</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Pièces avec lesquelles chaque joueur commence.</translation>
    </message>
    <message>
        <source>Starting ramparts</source>
        <translation>Remparts de départ</translation>
    </message>
    <message>
        <source>The rampart level each player&apos;s first settlement starts with.</source>
        <translation>Le niveau de remparts avec lequel commence la première colonie de chaque joueur.</translation>
    </message>
    <message>
        <source>Starting mercenary camp</source>
        <translation>Camp de mercenaires de départ</translation>
    </message>
    <message>
        <source>Each player&apos;s first settlement starts with a Mercenary Camp.</source>
        <translation>La première colonie de chaque joueur commence avec un camp de mercenaires.</translation>
    </message>
    <message>
        <source>Hero limit</source>
        <translation>Limite de héros</translation>
    </message>
    <message>
        <source>Heroes one player may have at any time (4 is the engine&apos;s most).</source>
        <translation>Héros qu&apos;un joueur peut avoir à tout moment (4 est le maximum du moteur).</translation>
    </message>
    <message>
        <source>Hero cost</source>
        <translation>Coût d&apos;un héros</translation>
    </message>
    <message>
        <source>Coins to recruit a hero at Daybreak.</source>
        <translation>Pièces pour recruter un héros à l&apos;Aube.</translation>
    </message>
    <message>
        <source>Hero upkeep</source>
        <translation>Entretien d&apos;un héros</translation>
    </message>
    <message>
        <source>Coins each hero costs at every Daybreak; an unpaid hero dies.</source>
        <translation>Pièces que coûte chaque héros à chaque Aube&#xa0;; un héros impayé meurt.</translation>
    </message>
    <message>
        <source>Hero roll</source>
        <translation>Jet du héros</translation>
    </message>
    <message>
        <source>A hero squad&apos;s roll in battle, before its equipped items.</source>
        <translation>Le jet d&apos;une escouade de héros au combat, avant ses objets équipés.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Movement points each hero has per turn, rolled for each hero when its player&apos;s turn starts (a plain number is fixed).</source>
        <translation>Points de mouvement de chaque héros par tour, lancés pour chaque héros au début du tour de son joueur (un simple nombre est fixe).</translation>
    </message>
    <message>
        <source>Mercenary cost</source>
        <translation>Coût d&apos;un mercenaire</translation>
    </message>
    <message>
        <source>Coins to recruit one mercenary.</source>
        <translation>Pièces pour recruter un mercenaire.</translation>
    </message>
    <message>
        <source>Unit roll</source>
        <translation>Jet d&apos;unité</translation>
    </message>
    <message>
        <source>What each mercenary, monster or guardian in a squad rolls.</source>
        <translation>Ce que lance chaque mercenaire, monstre ou gardien d&apos;une escouade.</translation>
    </message>
    <message>
        <source>Camp needed</source>
        <translation>Camp requis</translation>
    </message>
    <message>
        <source>A settlement recruits mercenaries only once it has a Mercenary Camp.</source>
        <translation>Une colonie ne recrute des mercenaires qu&apos;une fois dotée d&apos;un camp de mercenaires.</translation>
    </message>
    <message>
        <source>Camp cost</source>
        <translation>Coût du camp</translation>
    </message>
    <message>
        <source>Coins to build a Mercenary Camp (it uses the Day&apos;s build).</source>
        <translation>Pièces pour construire un camp de mercenaires (il utilise la construction du jour).</translation>
    </message>
    <message>
        <source>Settlement roll</source>
        <translation>Jet de colonie</translation>
    </message>
    <message>
        <source>Whether a settlement squad rolls its tier&apos;s roll plus its ramparts&apos;, or one fixed roll.</source>
        <translation>Si l&apos;escouade d&apos;une colonie lance le jet de son niveau plus celui de ses remparts, ou un jet fixe.</translation>
    </message>
    <message>
        <source>by tier and ramparts</source>
        <translation>selon le niveau et les remparts</translation>
    </message>
    <message>
        <source>a fixed roll</source>
        <translation>un jet fixe</translation>
    </message>
    <message>
        <source>Fixed settlement roll</source>
        <translation>Jet de colonie fixe</translation>
    </message>
    <message>
        <source>Every settlement squad&apos;s roll with a fixed settlement roll.</source>
        <translation>Le jet de chaque escouade de colonie avec le jet de colonie fixe.</translation>
    </message>
    <message>
        <source>Settlement income</source>
        <translation>Revenu des colonies</translation>
    </message>
    <message>
        <source>Whether a settlement pays its tier&apos;s income or a flat amount.</source>
        <translation>Si une colonie rapporte le revenu de son niveau ou un montant fixe.</translation>
    </message>
    <message>
        <source>by tier</source>
        <translation>selon le niveau</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>fixe</translation>
    </message>
    <message>
        <source>Flat income</source>
        <translation>Revenu fixe</translation>
    </message>
    <message>
        <source>Coins each settlement pays with flat income.</source>
        <translation>Pièces que rapporte chaque colonie avec un revenu fixe.</translation>
    </message>
    <message>
        <source>Mine income</source>
        <translation>Revenu des mines</translation>
    </message>
    <message>
        <source>Coins each owned mine pays at Daybreak.</source>
        <translation>Pièces que rapporte chaque mine possédée à l&apos;Aube.</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Sièges</translation>
    </message>
    <message>
        <source>A settlement with ramparts cannot be assaulted until a siege destroys them; a besieged settlement pays, builds and recruits nothing at its next Daybreak.</source>
        <translation>Une colonie dotée de remparts ne peut être prise d&apos;assaut avant qu&apos;un siège ne les détruise&#xa0;; une colonie assiégée ne rapporte, ne construit et ne recrute rien à sa prochaine Aube.</translation>
    </message>
    <message>
        <source>Siege cost</source>
        <translation>Coût du siège</translation>
    </message>
    <message>
        <source>Movement points a hero next to the settlement needs to lay a siege, which ends its movement.</source>
        <translation>Points de mouvement dont un héros voisin de la colonie a besoin pour l&apos;assiéger, ce qui met fin à son mouvement.</translation>
    </message>
    <message>
        <source>King&apos;s Purse</source>
        <translation>Bourse du roi</translation>
    </message>
    <message>
        <source>Income goes into the purse of the player&apos;s first settlement, and a conquered settlement&apos;s purse passes to the conqueror.</source>
        <translation>Les revenus vont dans la bourse de la première colonie du joueur, et la bourse d&apos;une colonie conquise passe au conquérant.</translation>
    </message>
    <message>
        <source>Chance die</source>
        <translation>Dé de chance</translation>
    </message>
    <message>
        <source>The die of every chance roll (token success, caches, item type and rarity, monsters, mine guardians): 1dP reads 10 to 100.</source>
        <translation>Le dé de chaque jet de chance (réussite de jeton, caches, type et rareté d&apos;objet, monstres, gardiens de mine)&#xa0;: 1dP donne de 10 à 100.</translation>
    </message>
    <message>
        <source>Token rolls from day</source>
        <translation>Jets de jetons à partir du jour</translation>
    </message>
    <message>
        <source>The first Day whose Daybreak rolls for new tokens.</source>
        <translation>Le premier jour dont l&apos;Aube lance les dés pour de nouveaux jetons.</translation>
    </message>
    <message>
        <source>New token from</source>
        <translation>Nouveau jeton à partir de</translation>
    </message>
    <message>
        <source>The lowest chance roll that adds a token at Daybreak.</source>
        <translation>Le plus petit jet de chance qui ajoute un jeton à l&apos;Aube.</translation>
    </message>
    <message>
        <source>Token type die</source>
        <translation>Dé de type de jeton</translation>
    </message>
    <message>
        <source>The die rolled on the token type table.</source>
        <translation>Le dé lancé sur la table des types de jetons.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Jeton</translation>
    </message>
    <message>
        <source>The token the band adds.</source>
        <translation>Le jeton qu&apos;ajoute cette tranche.</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>ressource</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>monstre</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>Types de jetons</translation>
    </message>
    <message>
        <source>Which token a successful Daybreak roll adds, by the token type die.</source>
        <translation>Le jeton qu&apos;ajoute un jet réussi à l&apos;Aube, selon le dé de type de jeton.</translation>
    </message>
    <message>
        <source>Large cache from</source>
        <translation>Grande cache à partir de</translation>
    </message>
    <message>
        <source>The lowest chance roll that makes a resource token a large cache.</source>
        <translation>Le plus petit jet de chance qui fait d&apos;un jeton de ressource une grande cache.</translation>
    </message>
    <message>
        <source>Small cache</source>
        <translation>Petite cache</translation>
    </message>
    <message>
        <source>Coins a small cache holds.</source>
        <translation>Pièces d&apos;une petite cache.</translation>
    </message>
    <message>
        <source>Large cache</source>
        <translation>Grande cache</translation>
    </message>
    <message>
        <source>Coins a large cache holds.</source>
        <translation>Pièces d&apos;une grande cache.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>The item&apos;s type.</source>
        <translation>Le type de l&apos;objet.</translation>
    </message>
    <message>
        <source>main hand</source>
        <translation>main principale</translation>
    </message>
    <message>
        <source>off hand</source>
        <translation>main secondaire</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>amulette</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Types d&apos;objets</translation>
    </message>
    <message>
        <source>The type of an item picked up, by the chance die.</source>
        <translation>Le type d&apos;un objet ramassé, selon le dé de chance.</translation>
    </message>
    <message>
        <source>Rarity step from</source>
        <translation>Rareté supérieure à partir de</translation>
    </message>
    <message>
        <source>An item starts Common; each chance roll this high or higher raises it one rarity and rolls again.</source>
        <translation>Un objet commence Commun&#xa0;; chaque jet de chance au moins aussi haut l&apos;élève d&apos;une rareté et l&apos;on relance.</translation>
    </message>
    <message>
        <source>Highest rarity</source>
        <translation>Rareté maximale</translation>
    </message>
    <message>
        <source>The rarest level an item can reach (5 Legendary).</source>
        <translation>Le niveau le plus rare qu&apos;un objet peut atteindre (5 Légendaire).</translation>
    </message>
    <message>
        <source>Bribe cost</source>
        <translation>Coût de la corruption</translation>
    </message>
    <message>
        <source>Coins per monster hired on a bribe.</source>
        <translation>Pièces par monstre engagé lors d&apos;une corruption.</translation>
    </message>
    <message>
        <source>Reward divisor</source>
        <translation>Diviseur de récompense</translation>
    </message>
    <message>
        <source>A won fight against monsters (or a neutral mine&apos;s guardians) pays the monsters fought divided by this, truncated.</source>
        <translation>Un combat gagné contre des monstres (ou les gardiens d&apos;une mine neutre) rapporte le nombre de monstres combattus divisé par cette valeur, tronqué.</translation>
    </message>
    <message>
        <source>Guardians from</source>
        <translation>Gardiens à partir de</translation>
    </message>
    <message>
        <source>The lowest chance roll of a capture attempt that calls the mine&apos;s guardians.</source>
        <translation>Le plus petit jet de chance d&apos;une tentative de prise qui appelle les gardiens de la mine.</translation>
    </message>
    <message>
        <source>Mine capture</source>
        <translation>Prise de mine</translation>
    </message>
    <message>
        <source>Whether a hero entering a neutral or enemy mine may try to capture it, or must.</source>
        <translation>Si un héros qui entre sur une mine neutre ou ennemie peut tenter de la prendre, ou le doit.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>facultative</translation>
    </message>
    <message>
        <source>mandatory on entering</source>
        <translation>obligatoire en entrant</translation>
    </message>
    <message>
        <source>Mine after monsters</source>
        <translation>Mine après les monstres</translation>
    </message>
    <message>
        <source>Extra movement points a mandatory capture costs right after beating monsters on the same tile.</source>
        <translation>Points de mouvement supplémentaires que coûte une prise obligatoire juste après avoir battu des monstres sur la même case.</translation>
    </message>
    <message>
        <source>Capture coins</source>
        <translation>Pièces de prise</translation>
    </message>
    <message>
        <source>Coins a successful mine capture pays.</source>
        <translation>Pièces que rapporte une prise de mine réussie.</translation>
    </message>
    <message>
        <source>Roll mode</source>
        <translation>Mode de jet</translation>
    </message>
    <message>
        <source>Roll every die of a squad, or one die per term multiplied by its count.</source>
        <translation>Lancer chaque dé d&apos;une escouade, ou un dé par terme multiplié par son nombre.</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>individuel</translation>
    </message>
    <message>
        <source>representative</source>
        <translation>représentatif</translation>
    </message>
    <message>
        <source>Fainting penalty</source>
        <translation>Pénalité d&apos;évanouissement</translation>
    </message>
    <message>
        <source>A hero that fainted on the winning side drops its items on the tile and loses half its army (rounded down).</source>
        <translation>Un héros évanoui dans le camp vainqueur lâche ses objets sur la case et perd la moitié de son armée (arrondie à l&apos;inférieur).</translation>
    </message>
    <message>
        <source>Day limit</source>
        <translation>Limite de jours</translation>
    </message>
    <message>
        <source>After this many Days the game ends: most settlements, then highest total tier, most mines, most coins.</source>
        <translation>Après ce nombre de jours, la partie s&apos;arrête&#xa0;: le plus de colonies, puis le niveau total le plus élevé, le plus de mines, le plus de pièces.</translation>
    </message>
    <message>
        <source>Alliances</source>
        <translation>Alliances</translation>
    </message>
    <message>
        <source>In its turn a player may ask another to ally; the other accepts or refuses. Allies pass through each other&apos;s settlements and mines and never fight each other; any member may leave in its own turn.</source>
        <translation>À son tour, un joueur peut proposer une alliance à un autre, qui accepte ou refuse. Les alliés traversent les colonies et les mines les uns des autres et ne se combattent jamais&#xa0;; tout membre peut la quitter à son propre tour.</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Victoire partagée</translation>
    </message>
    <message>
        <source>The game ends as soon as every player still in it belongs to one alliance, and they all win.</source>
        <translation>La partie s&apos;arrête dès que tous les joueurs encore en lice font partie d&apos;une même alliance, et ils gagnent tous.</translation>
    </message>
    <message>
        <source>Free moves per turn</source>
        <translation>Coups libres par tour</translation>
    </message>
    <message>
        <source>How many free moves (equipping an item, taking or leaving the garrison&apos;s mercenaries, putting an item in the armory or taking one out) a player may make in one turn, so that every turn ends.</source>
        <translation>Combien de coups libres (s&apos;équiper d&apos;un objet, prendre ou laisser les mercenaires de la garnison, déposer un objet à l&apos;armurerie ou le reprendre) un joueur peut jouer en un tour, pour que chaque tour se termine.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetExport</name>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1&#xa0;: composants</translation>
    </message>
    <message>
        <source>Could not start a PDF in %1.</source>
        <translation>Impossible de commencer un PDF dans %1.</translation>
    </message>
    <message>
        <source>%1: components, page %2</source>
        <translation>%1&#xa0;: composants, page %2</translation>
    </message>
    <message>
        <source>Not enough memory for a page at %1 dpi.</source>
        <translation>Mémoire insuffisante pour une page à %1 ppp.</translation>
    </message>
    <message>
        <source>Could not write %1 as PNG.</source>
        <translation>Impossible d&apos;écrire %1 en PNG.</translation>
    </message>
    <message>
        <source>A resolution of %1 dpi is out of range; expected %2 to %3.</source>
        <translation>Une résolution de %1 ppp est hors limites&#xa0;; de %2 à %3 attendu.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetPainter</name>
    <message>
        <source>Calibration page: back</source>
        <translation>Page d&apos;étalonnage&#xa0;: dos</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Page d&apos;étalonnage</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;): the rulers must measure 100 mm. Printed on both sides, hold the sheet against the light and read on the back&apos;s scales where each cross of this side falls: that reading is the back offset.</source>
        <translation>Imprimez à 100 % (sans «&#xa0;ajuster à la page&#xa0;»)&#xa0;: les règles graduées doivent mesurer 100 mm. Imprimée recto verso, tenez la feuille face à la lumière et lisez sur les échelles du dos où tombe chaque croix de ce côté&#xa0;: cette lecture est le décalage du dos.</translation>
    </message>
    <message>
        <source>Where the front&apos;s cross falls on these scales is the back offset in millimetres, right and down positive: give it as --back-offset X,Y or in the print dialog. Here the offset is %1 mm, %2 mm.</source>
        <translation>L&apos;endroit où la croix du recto tombe sur ces échelles est le décalage du dos en millimètres, positif vers la droite et vers le bas&#xa0;: indiquez-le avec --back-offset X,Y ou dans la boîte de dialogue d&apos;impression. Ici, le décalage est de %1 mm, %2 mm.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>version %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>page %1 sur %2</translation>
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
        <translation>La marge est négative (%1 mm)&#xa0;; elle doit être de 0 mm ou plus.</translation>
    </message>
    <message>
        <source>The bleed is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Le fond perdu est négatif (%1 mm)&#xa0;; il doit être de 0 mm ou plus.</translation>
    </message>
    <message>
        <source>The gap between components is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>L&apos;espace entre composants est négatif (%1 mm)&#xa0;; il doit être de 0 mm ou plus.</translation>
    </message>
    <message>
        <source>The bleed (%1 mm) is larger than the gap between components (%2 mm): each component&apos;s bleed would print over its neighbour. Make the gap at least the bleed.</source>
        <translation>Le fond perdu (%1 mm) dépasse l&apos;espace entre composants (%2 mm)&#xa0;: le fond perdu de chaque composant s&apos;imprimerait sur son voisin. Donnez à l&apos;espace au moins la taille du fond perdu.</translation>
    </message>
    <message>
        <source>The overlap of split boards is negative (%1 mm).</source>
        <translation>Le chevauchement des plateaux découpés est négatif (%1 mm).</translation>
    </message>
    <message>
        <source>The back offset (%1 mm, %2 mm) is larger than any printer drifts; expected a few millimetres.</source>
        <translation>Le décalage du dos (%1 mm, %2 mm) dépasse la dérive de toute imprimante&#xa0;; quelques millimètres sont attendus.</translation>
    </message>
    <message>
        <source>A margin of %1 mm and a bleed of %2 mm leave no room on %3 (%4 × %5 mm).</source>
        <translation>Une marge de %1 mm et un fond perdu de %2 mm ne laissent aucune place sur %3 (%4 × %5 mm).</translation>
    </message>
    <message>
        <source>%1 has no size.</source>
        <translation>%1 n&apos;a pas de taille.</translation>
    </message>
    <message>
        <source>The art of %1 is missing: %2.</source>
        <translation>L&apos;illustration de %1 manque&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm) does not fit on %4 either way round: the printable area inside the margins and the bleed is %5 × %6 mm.</source>
        <translation>%1 (%2 × %3 mm) ne tient sur %4 dans aucun sens&#xa0;: la zone imprimable à l&apos;intérieur des marges et du fond perdu mesure %5 × %6 mm.</translation>
    </message>
    <message>
        <source>%1 must be split over pages, but an overlap of %2 mm leaves no room on %3.</source>
        <translation>%1 doit être réparti sur plusieurs pages, mais un chevauchement de %2 mm ne laisse aucune place sur %3.</translation>
    </message>
    <message>
        <source>back of page %1</source>
        <translation>dos de la page %1</translation>
    </message>
    <message>
        <source>calibration</source>
        <translation>étalonnage</translation>
    </message>
    <message>
        <source>%1, part %2 of %3</source>
        <translation>%1, partie %2 sur %3</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetSettings</name>
    <message>
        <source>%1 landscape</source>
        <translation>%1 paysage</translation>
    </message>
    <message>
        <source>%1 portrait</source>
        <translation>%1 portrait</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Cards</name>
    <message>
        <source>Tree Gatherer</source>
        <translation>Cueilleur des cimes</translation>
    </message>
    <message>
        <source>Tree Adventurer</source>
        <translation>Aventurier des cimes</translation>
    </message>
    <message>
        <source>Tree Scout</source>
        <translation>Éclaireur des cimes</translation>
    </message>
    <message>
        <source>Tree Thief</source>
        <translation>Voleur des cimes</translation>
    </message>
    <message>
        <source>Canopy Keeper</source>
        <translation>Gardien de la canopée</translation>
    </message>
    <message>
        <source>Ground Gatherer</source>
        <translation>Cueilleur des terriers</translation>
    </message>
    <message>
        <source>Ground Digger</source>
        <translation>Fouisseur des terriers</translation>
    </message>
    <message>
        <source>Ground Thief</source>
        <translation>Voleur des terriers</translation>
    </message>
    <message>
        <source>Burrow Builder</source>
        <translation>Bâtisseur de terriers</translation>
    </message>
    <message>
        <source>Flying Gatherer</source>
        <translation>Cueilleur volant</translation>
    </message>
    <message>
        <source>Flying Scout</source>
        <translation>Éclaireur volant</translation>
    </message>
    <message>
        <source>Flying Adventurer</source>
        <translation>Aventurier volant</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Franc-tireur</translation>
    </message>
    <message>
        <source>Elite Gatherer</source>
        <translation>Cueilleur d&apos;élite</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Garde du corps</translation>
    </message>
    <message>
        <source>Twinwatch</source>
        <translation>Double Guet</translation>
    </message>
    <message>
        <source>Stashkeeper</source>
        <translation>Garde-cachette</translation>
    </message>
    <message>
        <source>Moonglider</source>
        <translation>Planeur lunaire</translation>
    </message>
    <message>
        <source>Acorn Snack</source>
        <translation>En-cas de glands</translation>
    </message>
    <message>
        <source>Nut Basket</source>
        <translation>Panier de noisettes</translation>
    </message>
    <message>
        <source>Trail Map</source>
        <translation>Carte des sentiers</translation>
    </message>
    <message>
        <source>Slingshot</source>
        <translation>Lance-pierre</translation>
    </message>
    <message>
        <source>Hollow Log</source>
        <translation>Tronc creux</translation>
    </message>
    <message>
        <source>Warm Nest</source>
        <translation>Nid douillet</translation>
    </message>
    <message>
        <source>Raccoon Raid</source>
        <translation>Raid du raton laveur</translation>
    </message>
    <message>
        <source>Fox Lure</source>
        <translation>Leurre à renard</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Orage</translation>
    </message>
    <message>
        <source>Owl Hoot</source>
        <translation>Hululement de hibou</translation>
    </message>
    <message>
        <source>Forage Trip</source>
        <translation>Tournée de cueillette</translation>
    </message>
    <message numerus="yes">
        <source>%n nut(s)</source>
        <translation>
            <numerusform>%n noisette</numerusform>
            <numerusform>%n noisettes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamina</source>
        <translation>
            <numerusform>%n endurance</numerusform>
            <numerusform>%n endurance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n pièce</numerusform>
            <numerusform>%n pièces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain %1.</source>
        <translation>Gagnez %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Piochez %n carte.</numerusform>
            <numerusform>Piochez %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go again!</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards: the player takes another turn.</extracomment>
        <translation>Rejouez&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n extra turns)</source>
        <translation>
            <numerusform>Rejouez&#xa0;! (%n tour supplémentaire)</numerusform>
            <numerusform>Rejouez&#xa0;! (%n tours supplémentaires)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash up to %n card(s) from your hand.</source>
        <translation>
            <numerusform>Cachez jusqu&apos;à %n carte de votre main.</numerusform>
            <numerusform>Cachez jusqu&apos;à %n cartes de votre main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash the top %n card(s) of the deck, unseen.</source>
        <translation>
            <numerusform>Cachez %n carte du dessus de la pioche, sans la regarder.</numerusform>
            <numerusform>Cachez les %n cartes du dessus de la pioche, sans les regarder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh up to %n of your exhausted squirrels.</source>
        <translation>
            <numerusform>Redressez jusqu&apos;à %n de vos écureuils épuisés.</numerusform>
            <numerusform>Redressez jusqu&apos;à %n de vos écureuils épuisés.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per tree squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gagnez 1 noisette par écureuil des cimes que vous avez, %n au plus.</numerusform>
            <numerusform>Gagnez 1 noisette par écureuil des cimes que vous avez, %n au plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per ground squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gagnez 1 noisette par écureuil des terriers que vous avez, %n au plus.</numerusform>
            <numerusform>Gagnez 1 noisette par écureuil des terriers que vous avez, %n au plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per flying squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Gagnez 1 noisette par écureuil volant que vous avez, %n au plus.</numerusform>
            <numerusform>Gagnez 1 noisette par écureuil volant que vous avez, %n au plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck; keep one, discard the rest.</source>
        <translation>
            <numerusform>Regardez %n carte du dessus de la pioche&#xa0;; gardez-en une, défaussez le reste.</numerusform>
            <numerusform>Regardez les %n cartes du dessus de la pioche&#xa0;; gardez-en une, défaussez le reste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.</source>
        <translation>
            <numerusform>Jusqu&apos;à %n fois&#xa0;: épuisez un de vos écureuils redressés et collectez ses boucles.</numerusform>
            <numerusform>Jusqu&apos;à %n fois&#xa0;: épuisez un de vos écureuils redressés et collectez ses boucles.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your other squirrels to protect.</source>
        <translation>Choisissez un de vos autres écureuils à protéger.</translation>
    </message>
    <message>
        <source>Sabotage: take up to %1 from one opponent.</source>
        <translation>Sabotage&#xa0;: prenez jusqu&apos;à %1 à un adversaire.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage&#xa0;: épuisez jusqu&apos;à %n écureuil des cimes redressé d&apos;un adversaire.</numerusform>
            <numerusform>Sabotage&#xa0;: épuisez jusqu&apos;à %n écureuils des cimes redressés d&apos;un adversaire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage&#xa0;: épuisez jusqu&apos;à %n écureuil des terriers redressé d&apos;un adversaire.</numerusform>
            <numerusform>Sabotage&#xa0;: épuisez jusqu&apos;à %n écureuils des terriers redressés d&apos;un adversaire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Sabotage&#xa0;: épuisez jusqu&apos;à %n écureuil volant redressé d&apos;un adversaire.</numerusform>
            <numerusform>Sabotage&#xa0;: épuisez jusqu&apos;à %n écureuils volants redressés d&apos;un adversaire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: move %n random card(s) of one opponent&apos;s stash into yours, unseen.</source>
        <translation>
            <numerusform>Sabotage&#xa0;: déplacez %n carte au hasard de la cachette d&apos;un adversaire dans la vôtre, sans la regarder.</numerusform>
            <numerusform>Sabotage&#xa0;: déplacez %n cartes au hasard de la cachette d&apos;un adversaire dans la vôtre, sans les regarder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sabotage: each opponent loses %1.</source>
        <translation>Sabotage&#xa0;: chaque adversaire perd %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage&#xa0;: chaque adversaire épuise %n de ses écureuils des cimes redressés (à son choix).</numerusform>
            <numerusform>Sabotage&#xa0;: chaque adversaire épuise %n de ses écureuils des cimes redressés (à son choix).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage&#xa0;: chaque adversaire épuise %n de ses écureuils des terriers redressés (à son choix).</numerusform>
            <numerusform>Sabotage&#xa0;: chaque adversaire épuise %n de ses écureuils des terriers redressés (à son choix).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</source>
        <translation>
            <numerusform>Sabotage&#xa0;: chaque adversaire épuise %n de ses écureuils volants redressés (à son choix).</numerusform>
            <numerusform>Sabotage&#xa0;: chaque adversaire épuise %n de ses écureuils volants redressés (à son choix).</numerusform>
        </translation>
    </message>
    <message>
        <source>When you exhaust it, gain %1 more.</source>
        <translation>Quand vous l&apos;épuisez, gagnez %1 de plus.</translation>
    </message>
    <message>
        <source>While refreshed: the squirrel it protects cannot be exhausted by sabotage, and exhausting it yourself gains %1.</source>
        <translation>Tant qu&apos;il est redressé&#xa0;: l&apos;écureuil qu&apos;il protège ne peut pas être épuisé par un sabotage, et l&apos;épuiser vous-même rapporte %1.</translation>
    </message>
    <message>
        <source>While refreshed: exhausting one of your flying squirrels gains %1, one of your ground squirrels %2.</source>
        <translation>Tant qu&apos;il est redressé&#xa0;: épuiser un de vos écureuils volants rapporte %1, un de vos écureuils des terriers %2.</translation>
    </message>
    <message numerus="yes">
        <source>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card(s).</source>
        <translation>
            <numerusform>Tant qu&apos;il est redressé&#xa0;: votre cachette est protégée du sabotage&#xa0;; à la fin, 1 noisette de plus par %n carte cachée.</numerusform>
            <numerusform>Tant qu&apos;il est redressé&#xa0;: votre cachette est protégée du sabotage&#xa0;; à la fin, 1 noisette de plus par tranche de %n cartes cachées.</numerusform>
        </translation>
    </message>
    <message>
        <source>While refreshed: on the turn you go to sleep, you may gather once at once.</source>
        <translation>Tant qu&apos;il est redressé&#xa0;: au tour où vous allez dormir, vous pouvez récolter une fois immédiatement.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Components</name>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>des cimes</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>des terriers</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>volant</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>unique</translation>
    </message>
    <message>
        <source>Squirrel: %1</source>
        <translation>Écureuil&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Squirrel cards</source>
        <translation>Cartes Écureuil</translation>
    </message>
    <message>
        <source>Item cards</source>
        <translation>Cartes Objet</translation>
    </message>
    <message>
        <source>Income by day</source>
        <translation>Revenus par jour</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Endurance du rival</translation>
    </message>
    <message>
        <source>Island board</source>
        <translation>Plateau de l&apos;île</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Plateaux</translation>
    </message>
    <message>
        <source>%1: the island</source>
        <translation>%1&#xa0;: l&apos;île</translation>
    </message>
    <message numerus="yes">
        <source>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</source>
        <translation>
            <numerusform>Jouer une carte depuis un emplacement coûte %n de plus (endurance ou pièce). Les emplacements vides sont remplis chaque matin.</numerusform>
            <numerusform>Jouer une carte depuis un emplacement coûte %n de plus (endurance ou pièces). Les emplacements vides sont remplis chaque matin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slot %1 (rival&apos;s roll: %1)</source>
        <translation>Emplacement %1 (dé du rival&#xa0;: %1)</translation>
    </message>
    <message>
        <source>Player mat %1</source>
        <translation>Plateau individuel %1</translation>
    </message>
    <message>
        <source>Player mats</source>
        <translation>Plateaux individuels</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Nuts</source>
        <translation>Noisettes</translation>
    </message>
    <message>
        <source>Stash (face down)</source>
        <translation>Cachette (face cachée)</translation>
    </message>
    <message>
        <source>At most %1 stamina: each one more is 1 nut. %2 coins pay 1 stamina. Asleep: exhaust a squirrel to gather %3.</source>
        <translation>Endurance %1 au plus&#xa0;: chaque point de plus donne 1 noisette. %2 pièces paient 1 endurance. Endormi&#xa0;: épuisez un écureuil pour récolter %3.</translation>
    </message>
    <message>
        <source>Tokens and markers</source>
        <translation>Jetons et marqueurs</translation>
    </message>
    <message>
        <source>1 nut</source>
        <translation>1 noisette</translation>
    </message>
    <message>
        <source>5 nuts</source>
        <translation>5 noisettes</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 pièce</translation>
    </message>
    <message>
        <source>5 coins</source>
        <translation>5 pièces</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Rival (solo)</source>
        <translation>Rival (solo)</translation>
    </message>
    <message>
        <source>Stamina marker, player %1</source>
        <translation>Marqueur d&apos;endurance, joueur %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Aide de jeu</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Aides</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1&#xa0;: aide de jeu</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Matin</translation>
    </message>
    <message numerus="yes">
        <source>Refill the island&apos;s %n empty slots.</source>
        <translation>
            <numerusform>Remplissez %n emplacement vide de l&apos;île.</numerusform>
            <numerusform>Remplissez les %n emplacements vides de l&apos;île.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain the day&apos;s income, then every squirrel&apos;s loops.</source>
        <translation>Gagnez les revenus du jour, puis les boucles de chaque écureuil.</translation>
    </message>
    <message>
        <source>Refresh every squirrel; everyone wakes up.</source>
        <translation>Redressez tous les écureuils&#xa0;; tout le monde se réveille.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</source>
        <translation>
            <numerusform>Éveillé&#xa0;: jouez une carte de votre main, ou de l&apos;île pour %n de plus&#xa0;; ou allez dormir.</numerusform>
            <numerusform>Éveillé&#xa0;: jouez une carte de votre main, ou de l&apos;île pour %n de plus&#xa0;; ou allez dormir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust a refreshed squirrel to gather %1, or pass.</source>
        <translation>Endormi&#xa0;: épuisez un écureuil redressé pour récolter %1, ou passez.</translation>
    </message>
    <message>
        <source>Go again!: one more turn, even asleep.</source>
        <translation>Rejouez&#xa0;!&#xa0;: un tour de plus, même endormi.</translation>
    </message>
    <message>
        <source>The day ends when the last player falls asleep.</source>
        <translation>Le jour se termine quand le dernier joueur s&apos;endort.</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Paiement</translation>
    </message>
    <message>
        <source>Squirrels cost stamina, items coins; %1 coins pay 1 stamina.</source>
        <translation>Les écureuils coûtent de l&apos;endurance, les objets des pièces&#xa0;; %1 pièces paient 1 endurance.</translation>
    </message>
    <message>
        <source>At most %1 stamina; each one more becomes 1 nut.</source>
        <translation>Endurance %1 au plus&#xa0;; chaque point de plus devient 1 noisette.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>After day %1: nuts + stash values (+ bonuses). Tie: most squirrels in play, then shared.</source>
        <translation>Après le jour %1&#xa0;: noisettes + valeurs de cachette (+ bonus). Égalité&#xa0;: le plus d&apos;écureuils en jeu, puis victoire partagée.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Position</name>
    <message>
        <source>expected a card id of the ruleset, found %1</source>
        <translation>identifiant de carte du jeu de règles attendu, %1 trouvé</translation>
    </message>
    <message>
        <source>missing; expected an array of card ids</source>
        <translation>manquant&#xa0;; tableau d&apos;identifiants de cartes attendu</translation>
    </message>
    <message>
        <source>expected an array of at most %1 card ids</source>
        <translation>tableau d&apos;au plus %1 identifiants de cartes attendu</translation>
    </message>
    <message>
        <source>expected an array of at most %1 squirrels</source>
        <translation>tableau d&apos;au plus %1 écureuils attendu</translation>
    </message>
    <message>
        <source>expected a squirrel: an item never stays in play</source>
        <translation>écureuil attendu&#xa0;: un objet ne reste jamais en jeu</translation>
    </message>
    <message>
        <source>expected another squirrel&apos;s position: a guard cannot protect itself</source>
        <translation>position d&apos;un autre écureuil attendue&#xa0;: un garde ne peut pas se protéger lui-même</translation>
    </message>
    <message>
        <source>protectedBy names a squirrel without the ability guard</source>
        <translation>protectedBy désigne un écureuil sans la capacité guard</translation>
    </message>
    <message>
        <source>expected an array of %1 slots, each a card id or null</source>
        <translation>tableau de %1 emplacements attendu, chacun un identifiant de carte ou null</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>tableau de %1 joueurs attendu</translation>
    </message>
    <message>
        <source>missing; the solo game needs the rival&apos;s object</source>
        <translation>manquant&#xa0;; la partie solo demande l&apos;objet du rival</translation>
    </message>
    <message>
        <source>only the solo game has a rival</source>
        <translation>seule la partie solo a un rival</translation>
    </message>
    <message>
        <source>the card &quot;%1&quot; appears %2 times; the deck has %3</source>
        <translation>la carte «&#xa0;%1&#xa0;» apparaît %2 fois&#xa0;; la pioche en contient %3</translation>
    </message>
    <message>
        <source>%1 of the card &quot;%2&quot; are nowhere; leave out &quot;deck&quot; to have the rest shuffled into it</source>
        <translation>%1 exemplaires de la carte «&#xa0;%2&#xa0;» ne sont nulle part&#xa0;; omettez «&#xa0;deck&#xa0;» pour que le reste y soit mélangé</translation>
    </message>
    <message>
        <source>everyone is asleep: the day is over; write the next day, or &quot;over&quot;: true</source>
        <translation>tout le monde dort&#xa0;: le jour est terminé&#xa0;; écrivez le jour suivant, ou &quot;over&quot;: true</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>attendu&#xa0;: l&apos;un de %1</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>joueur dont c&apos;est le tour attendu</translation>
    </message>
    <message>
        <source>an awake player plays or sleeps; an asleep one gathers</source>
        <translation>un joueur éveillé joue ou dort&#xa0;; un joueur endormi récolte</translation>
    </message>
    <message>
        <source>expected the position of &quot;%1&quot; in the player&apos;s tableau</source>
        <translation>position de «&#xa0;%1&#xa0;» dans la zone de jeu du joueur attendue</translation>
    </message>
    <message>
        <source>an item being played has no position</source>
        <translation>un objet en cours de jeu n&apos;a pas de position</translation>
    </message>
    <message>
        <source>expected at least 1</source>
        <translation>au moins 1 attendu</translation>
    </message>
    <message>
        <source>the effect %1 of &quot;%2&quot; does not fit this decision</source>
        <translation>l&apos;effet %1 de «&#xa0;%2&#xa0;» ne correspond pas à cette décision</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>cette décision n&apos;offre aucun choix dans cette position</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Reference</name>
    <message>
        <source>tree</source>
        <translation>des cimes</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>des terriers</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>volant</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>unique</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Boucles</translation>
    </message>
    <message>
        <source>Play effect</source>
        <translation>Effet en jeu</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Cachette</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>%1 squirrel</source>
        <translation>Écureuil %1</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>Jour</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Endurance du rival</translation>
    </message>
    <message numerus="yes">
        <source>Players build a team of squirrels and play items to collect the most nuts over %n day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</source>
        <translation>
            <numerusform>Les joueurs constituent une équipe d&apos;écureuils et jouent des objets pour récolter le plus de noisettes en %n jour. Les cartes sont piochées dans une pioche commune&#xa0;; les mains sont cachées&#xa0;; %1 cartes sont face visible sur l&apos;île.</numerusform>
            <numerusform>Les joueurs constituent une équipe d&apos;écureuils et jouent des objets pour récolter le plus de noisettes en %n jours. Les cartes sont piochées dans une pioche commune&#xa0;; les mains sont cachées&#xa0;; %1 cartes sont face visible sur l&apos;île.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>Stamina plays squirrels; a player holds at most %1, and each stamina gained above that becomes 1 nut. Coins play items; %2 coins may pay 1 stamina of a cost. Nuts are points and never go below zero.</source>
        <translation>L&apos;endurance sert à jouer les écureuils&#xa0;; un joueur en a au plus %1, et chaque point d&apos;endurance gagné au-delà devient 1 noisette. Les pièces servent à jouer les objets&#xa0;; %2 pièces peuvent payer 1 endurance d&apos;un coût. Les noisettes sont des points et ne descendent jamais sous zéro.</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Matin</translation>
    </message>
    <message>
        <source>Each day begins with a morning: the first-player token passes on (from the second day), empty island slots are refilled, every player gains the day&apos;s income and collects the loops of every squirrel in play, refreshed or exhausted; then every squirrel is refreshed and every player wakes up.</source>
        <translation>Chaque jour commence par un matin&#xa0;: le jeton Premier joueur passe au suivant (à partir du deuxième jour), les emplacements vides de l&apos;île sont remplis, chaque joueur gagne les revenus du jour et collecte les boucles de chaque écureuil en jeu, redressé ou épuisé&#xa0;; puis chaque écureuil est redressé et chaque joueur se réveille.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</source>
        <translation>
            <numerusform>Éveillé&#xa0;: jouez une carte de la main, ou de l&apos;île pour %n de plus (endurance ou pièce, au choix), et résolvez ses effets&#xa0;; ou allez dormir.</numerusform>
            <numerusform>Éveillé&#xa0;: jouez une carte de la main, ou de l&apos;île pour %n de plus (endurance ou pièces, au choix), et résolvez ses effets&#xa0;; ou allez dormir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust one of your refreshed squirrels to gather %1, or pass.</source>
        <translation>Endormi&#xa0;: épuisez un de vos écureuils redressés pour récolter %1, ou passez.</translation>
    </message>
    <message>
        <source>Go again!: take another turn, even asleep; several instances give as many turns.</source>
        <translation>Rejouez&#xa0;!&#xa0;: jouez un autre tour, même endormi&#xa0;; plusieurs occurrences donnent autant de tours.</translation>
    </message>
    <message>
        <source>The day ends the moment the last awake player goes to sleep.</source>
        <translation>Le jour se termine dès que le dernier joueur éveillé va dormir.</translation>
    </message>
    <message>
        <source>Sabotage effects reach opponents awake or asleep. Stashed cards lie face down: nobody looks at them, their owner neither, until the end.</source>
        <translation>Les effets de sabotage atteignent les adversaires éveillés ou endormis. Les cartes cachées sont face cachée&#xa0;: personne ne les regarde, pas même leur propriétaire, jusqu&apos;à la fin.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>After the last day, stashes are revealed: a score is the nuts plus the stash values of the stashed cards (and any ability bonus). A tie goes to the most squirrels in play; still tied, the victory is shared.</source>
        <translation>Après le dernier jour, les cachettes sont révélées&#xa0;: le score est égal aux noisettes plus les valeurs de cachette des cartes cachées (et tout bonus de capacité). En cas d&apos;égalité, le joueur qui a le plus d&apos;écureuils en jeu l&apos;emporte&#xa0;; en cas de nouvelle égalité, la victoire est partagée.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Partie solo</translation>
    </message>
    <message>
        <source>The rival starts with %1 and the first-player token. On its turn, awake with stamina left, it rolls a %2-sided die and takes the island card of that slot (an empty slot or a higher roll: the deck&apos;s top card): a squirrel joins its play area for 1 stamina, an item is discarded, and only sabotage is resolved, always against you. With no stamina it sleeps; asleep it exhausts one squirrel a turn for 1 nut. It collects no income, no loops, and has no abilities.</source>
        <translation>Le rival commence avec %1 et le jeton Premier joueur. À son tour, éveillé et avec de l&apos;endurance restante, il lance un dé à %2 faces et prend la carte de l&apos;île dans cet emplacement (emplacement vide ou résultat supérieur&#xa0;: la carte du dessus de la pioche)&#xa0;: un écureuil rejoint sa zone de jeu pour 1 endurance, un objet est défaussé, et seul le sabotage est résolu, toujours contre vous. Sans endurance, il dort&#xa0;; endormi, il épuise un écureuil par tour pour 1 noisette. Il ne reçoit ni revenus ni boucles, et n&apos;a aucune capacité.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Ruleset</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>gain nuts</source>
        <translation>gagner des noisettes</translation>
    </message>
    <message>
        <source>gain coins</source>
        <translation>gagner des pièces</translation>
    </message>
    <message>
        <source>gain stamina</source>
        <translation>gagner de l&apos;endurance</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>piocher des cartes</translation>
    </message>
    <message>
        <source>go again</source>
        <translation>rejouer</translation>
    </message>
    <message>
        <source>stash from hand</source>
        <translation>cacher depuis la main</translation>
    </message>
    <message>
        <source>stash from deck</source>
        <translation>cacher depuis la pioche</translation>
    </message>
    <message>
        <source>refresh own squirrels</source>
        <translation>redresser ses écureuils</translation>
    </message>
    <message>
        <source>nuts per tree squirrel</source>
        <translation>noisettes par écureuil des cimes</translation>
    </message>
    <message>
        <source>nuts per ground squirrel</source>
        <translation>noisettes par écureuil des terriers</translation>
    </message>
    <message>
        <source>nuts per flying squirrel</source>
        <translation>noisettes par écureuil volant</translation>
    </message>
    <message>
        <source>look and keep one</source>
        <translation>regarder et en garder une</translation>
    </message>
    <message>
        <source>collect loops by exhausting</source>
        <translation>collecter les boucles en épuisant</translation>
    </message>
    <message>
        <source>protect a squirrel</source>
        <translation>protéger un écureuil</translation>
    </message>
    <message>
        <source>sabotage: take nuts</source>
        <translation>sabotage&#xa0;: prendre des noisettes</translation>
    </message>
    <message>
        <source>sabotage: take coins</source>
        <translation>sabotage&#xa0;: prendre des pièces</translation>
    </message>
    <message>
        <source>sabotage: exhaust tree squirrels</source>
        <translation>sabotage&#xa0;: épuiser des écureuils des cimes</translation>
    </message>
    <message>
        <source>sabotage: exhaust ground squirrels</source>
        <translation>sabotage&#xa0;: épuiser des écureuils des terriers</translation>
    </message>
    <message>
        <source>sabotage: exhaust flying squirrels</source>
        <translation>sabotage&#xa0;: épuiser des écureuils volants</translation>
    </message>
    <message>
        <source>sabotage: raid stash</source>
        <translation>sabotage&#xa0;: piller la cachette</translation>
    </message>
    <message>
        <source>sabotage: each loses nuts</source>
        <translation>sabotage&#xa0;: chacun perd des noisettes</translation>
    </message>
    <message>
        <source>sabotage: each loses coins</source>
        <translation>sabotage&#xa0;: chacun perd des pièces</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a tree squirrel</source>
        <translation>sabotage&#xa0;: chacun épuise un écureuil des cimes</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a ground squirrel</source>
        <translation>sabotage&#xa0;: chacun épuise un écureuil des terriers</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a flying squirrel</source>
        <translation>sabotage&#xa0;: chacun épuise un écureuil volant</translation>
    </message>
    <message>
        <source>nuts when exhausted</source>
        <translation>noisettes à l&apos;épuisement</translation>
    </message>
    <message>
        <source>guard (protects a squirrel)</source>
        <translation>garde (protège un écureuil)</translation>
    </message>
    <message>
        <source>watch (coins for flying, cards for ground)</source>
        <translation>guet (pièces pour les volants, cartes pour les terriers)</translation>
    </message>
    <message>
        <source>stash guard (safe stash, end bonus)</source>
        <translation>garde de cachette (cachette protégée, bonus final)</translation>
    </message>
    <message>
        <source>gather on going to sleep</source>
        <translation>récolter en allant dormir</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Every card of the deck: squirrels stay in play and give loops each morning; items are played for their effects and discarded.</source>
        <translation>Chaque carte de la pioche&#xa0;: les écureuils restent en jeu et donnent des boucles chaque matin&#xa0;; les objets sont joués pour leurs effets puis défaussés.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The card&apos;s id: lower-case letters, digits and hyphens; records name the card by it.</source>
        <translation>L&apos;identifiant de la carte&#xa0;: lettres minuscules, chiffres et traits d&apos;union&#xa0;; les enregistrements désignent la carte par cet identifiant.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>A squirrel costs stamina and stays in play; an item costs coins and is discarded.</source>
        <translation>Un écureuil coûte de l&apos;endurance et reste en jeu&#xa0;; un objet coûte des pièces et est défaussé.</translation>
    </message>
    <message>
        <source>squirrel</source>
        <translation>écureuil</translation>
    </message>
    <message>
        <source>item</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>Effect 1</source>
        <translation>Effet 1</translation>
    </message>
    <message>
        <source>The first play effect.</source>
        <translation>Le premier effet en jeu.</translation>
    </message>
    <message>
        <source>Effect 2</source>
        <translation>Effet 2</translation>
    </message>
    <message>
        <source>The second play effect, resolved after the first.</source>
        <translation>Le deuxième effet en jeu, résolu après le premier.</translation>
    </message>
    <message>
        <source>Effect 3</source>
        <translation>Effet 3</translation>
    </message>
    <message>
        <source>The third play effect, resolved last.</source>
        <translation>Le troisième effet en jeu, résolu en dernier.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>What the squirrel does while it is refreshed (unique squirrels).</source>
        <translation>Ce que fait l&apos;écureuil tant qu&apos;il est redressé (écureuils uniques).</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Cimes</translation>
    </message>
    <message>
        <source>A tree squirrel.</source>
        <translation>Un écureuil des cimes.</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>Terriers</translation>
    </message>
    <message>
        <source>A ground squirrel.</source>
        <translation>Un écureuil des terriers.</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Volant</translation>
    </message>
    <message>
        <source>A flying squirrel.</source>
        <translation>Un écureuil volant.</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Unique</translation>
    </message>
    <message>
        <source>A unique squirrel (usually one copy, with an ability).</source>
        <translation>Un écureuil unique (en général un seul exemplaire, avec une capacité).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Stamina for a squirrel, coins for an item.</source>
        <translation>Endurance pour un écureuil, pièces pour un objet.</translation>
    </message>
    <message>
        <source>Nut loops</source>
        <translation>Boucles de noisettes</translation>
    </message>
    <message>
        <source>Nuts it gives each morning while in play.</source>
        <translation>Noisettes qu&apos;il donne chaque matin tant qu&apos;il est en jeu.</translation>
    </message>
    <message>
        <source>Stamina loops</source>
        <translation>Boucles d&apos;endurance</translation>
    </message>
    <message>
        <source>Stamina it gives each morning while in play.</source>
        <translation>Endurance qu&apos;il donne chaque matin tant qu&apos;il est en jeu.</translation>
    </message>
    <message>
        <source>Coin loops</source>
        <translation>Boucles de pièces</translation>
    </message>
    <message>
        <source>Coins it gives each morning while in play.</source>
        <translation>Pièces qu&apos;il donne chaque matin tant qu&apos;il est en jeu.</translation>
    </message>
    <message>
        <source>Card loops</source>
        <translation>Boucles de cartes</translation>
    </message>
    <message>
        <source>Cards it draws each morning while in play.</source>
        <translation>Cartes qu&apos;il fait piocher chaque matin tant qu&apos;il est en jeu.</translation>
    </message>
    <message>
        <source>Stash value</source>
        <translation>Valeur de cachette</translation>
    </message>
    <message>
        <source>Nuts it scores at the end if it is in a stash.</source>
        <translation>Noisettes qu&apos;il rapporte à la fin s&apos;il est dans une cachette.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Exemplaires</translation>
    </message>
    <message>
        <source>How many of it the deck holds.</source>
        <translation>Combien d&apos;exemplaires en contient la pioche.</translation>
    </message>
    <message>
        <source>Amount 1</source>
        <translation>Quantité 1</translation>
    </message>
    <message>
        <source>The first effect&apos;s number.</source>
        <translation>Le nombre du premier effet.</translation>
    </message>
    <message>
        <source>Amount 2</source>
        <translation>Quantité 2</translation>
    </message>
    <message>
        <source>The second effect&apos;s number.</source>
        <translation>Le nombre du deuxième effet.</translation>
    </message>
    <message>
        <source>Amount 3</source>
        <translation>Quantité 3</translation>
    </message>
    <message>
        <source>The third effect&apos;s number.</source>
        <translation>Le nombre du troisième effet.</translation>
    </message>
    <message>
        <source>Ability amount</source>
        <translation>Quantité de la capacité</translation>
    </message>
    <message>
        <source>The ability&apos;s number.</source>
        <translation>Le nombre de la capacité.</translation>
    </message>
    <message>
        <source>Island income by day</source>
        <translation>Revenus de l&apos;île par jour</translation>
    </message>
    <message>
        <source>One row per day, in order: what every player gains in that day&apos;s morning, and the solo rival&apos;s stamina.</source>
        <translation>Une ligne par jour, dans l&apos;ordre&#xa0;: ce que chaque joueur gagne le matin de ce jour, et l&apos;endurance du rival solo.</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Endurance</translation>
    </message>
    <message>
        <source>Stamina each player gains in the morning.</source>
        <translation>Endurance que chaque joueur gagne le matin.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Coins each player gains in the morning.</source>
        <translation>Pièces que chaque joueur gagne le matin.</translation>
    </message>
    <message>
        <source>Cards each player draws in the morning.</source>
        <translation>Cartes que chaque joueur pioche le matin.</translation>
    </message>
    <message>
        <source>Rival stamina</source>
        <translation>Endurance du rival</translation>
    </message>
    <message>
        <source>The solo rival&apos;s stamina that day: the squirrels it plays before it sleeps.</source>
        <translation>L&apos;endurance du rival solo ce jour-là&#xa0;: les écureuils qu&apos;il joue avant de dormir.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Jours</translation>
    </message>
    <message>
        <source>Days in a game; the island income table has one row per day.</source>
        <translation>Jours d&apos;une partie&#xa0;; la table des revenus de l&apos;île a une ligne par jour.</translation>
    </message>
    <message>
        <source>Stamina cap</source>
        <translation>Endurance maximale</translation>
    </message>
    <message>
        <source>The most stamina a player can hold; each stamina gained above it becomes 1 nut.</source>
        <translation>L&apos;endurance maximale d&apos;un joueur&#xa0;; chaque point d&apos;endurance gagné au-delà devient 1 noisette.</translation>
    </message>
    <message>
        <source>Coins per stamina</source>
        <translation>Pièces par endurance</translation>
    </message>
    <message>
        <source>Coins a player may pay instead of 1 stamina of a cost.</source>
        <translation>Pièces qu&apos;un joueur peut payer à la place de 1 endurance d&apos;un coût.</translation>
    </message>
    <message>
        <source>Island surcharge</source>
        <translation>Surcoût de l&apos;île</translation>
    </message>
    <message>
        <source>Extra cost of a card played from the island, paid in stamina or coins at the player&apos;s choice.</source>
        <translation>Coût supplémentaire d&apos;une carte jouée depuis l&apos;île, payé en endurance ou en pièces au choix du joueur.</translation>
    </message>
    <message>
        <source>Island slots</source>
        <translation>Emplacements de l&apos;île</translation>
    </message>
    <message>
        <source>Face-up cards on the island, refilled each morning.</source>
        <translation>Cartes face visible sur l&apos;île, remplacées chaque matin.</translation>
    </message>
    <message>
        <source>Nuts per gather</source>
        <translation>Noisettes par récolte</translation>
    </message>
    <message>
        <source>Nuts an asleep player gains by exhausting one of their squirrels.</source>
        <translation>Noisettes qu&apos;un joueur endormi gagne en épuisant un de ses écureuils.</translation>
    </message>
    <message>
        <source>Rival&apos;s starting nuts</source>
        <translation>Noisettes de départ du rival</translation>
    </message>
    <message>
        <source>Nuts the solo rival starts with; more makes the game harder.</source>
        <translation>Noisettes avec lesquelles commence le rival solo&#xa0;; plus il en a, plus la partie est difficile.</translation>
    </message>
    <message>
        <source>Rival&apos;s die</source>
        <translation>Dé du rival</translation>
    </message>
    <message>
        <source>Sides of the die the rival rolls for an island slot; a roll past the slots or on an empty slot takes the top card of the deck.</source>
        <translation>Faces du dé que lance le rival pour un emplacement de l&apos;île&#xa0;; un résultat au-delà des emplacements ou sur un emplacement vide prend la carte du dessus de la pioche.</translation>
    </message>
    <message>
        <source>Rival&apos;s cards a day</source>
        <translation>Cartes du rival par jour</translation>
    </message>
    <message>
        <source>The rival goes to sleep after taking this many cards in a day, whatever its stamina (a safeguard for decks with few squirrels).</source>
        <translation>Le rival va dormir après avoir pris ce nombre de cartes dans la journée, quelle que soit son endurance (une sécurité pour les pioches avec peu d&apos;écureuils).</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressources</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>pièces</translation>
    </message>
    <message>
        <source>days</source>
        <translation>jours</translation>
    </message>
    <message>
        <source>nuts</source>
        <translation>noisettes</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>camps</translation>
    </message>
    <message>
        <source>stamina</source>
        <translation>endurance</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelGame</name>
    <message>
        <source>Day %1</source>
        <translation>Jour %1</translation>
    </message>
    <message>
        <source>Players per game</source>
        <translation>Joueurs par partie</translation>
    </message>
    <message>
        <source>Players in a game (the solo rival not counted).</source>
        <translation>Joueurs dans une partie (sans compter le rival solo).</translation>
    </message>
    <message>
        <source>Final score of a player</source>
        <translation>Score final d&apos;un joueur</translation>
    </message>
    <message>
        <source>The mean final score (nuts, stash and bonus) of all players.</source>
        <translation>Le score final moyen (noisettes, cachette et bonus) de tous les joueurs.</translation>
    </message>
    <message>
        <source>Score spread</source>
        <translation>Écart des scores</translation>
    </message>
    <message>
        <source>The best final score of a game minus the worst (the solo rival included).</source>
        <translation>Le meilleur score final d&apos;une partie moins le pire (rival solo compris).</translation>
    </message>
    <message>
        <source>Played per game</source>
        <translation>Joué par partie</translation>
    </message>
    <message>
        <source>How often the card is played in a game.</source>
        <translation>Combien de fois la carte est jouée au cours d&apos;une partie.</translation>
    </message>
    <message>
        <source>Players who played it</source>
        <translation>Joueurs qui l&apos;ont jouée</translation>
    </message>
    <message>
        <source>Players who played the card at least once, over all games.</source>
        <translation>Joueurs ayant joué la carte au moins une fois, sur l&apos;ensemble des parties.</translation>
    </message>
    <message>
        <source>Final score of its players</source>
        <translation>Score final de ses joueurs</translation>
    </message>
    <message>
        <source>The mean final score of the players who played the card.</source>
        <translation>Le score final moyen des joueurs qui ont joué la carte.</translation>
    </message>
    <message>
        <source>Edge of the card</source>
        <translation>Avantage de la carte</translation>
    </message>
    <message>
        <source>The mean final score of its players minus that of all players: positive when players who play it do better than players in general.</source>
        <translation>Le score final moyen de ses joueurs moins celui de tous les joueurs&#xa0;: positif quand les joueurs qui la jouent font mieux que les joueurs en général.</translation>
    </message>
    <message>
        <source>Resources gained</source>
        <translation>Ressources gagnées</translation>
    </message>
    <message>
        <source>Nuts, stamina, coins and cards all players gained that day, per game.</source>
        <translation>Noisettes, endurance, pièces et cartes gagnées par tous les joueurs ce jour-là, par partie.</translation>
    </message>
    <message>
        <source>play a card or go to sleep</source>
        <translation>jouer une carte ou aller dormir</translation>
    </message>
    <message>
        <source>gather: exhaust a squirrel, or pass</source>
        <translation>récolter&#xa0;: épuiser un écureuil, ou passer</translation>
    </message>
    <message>
        <source>choose the opponent</source>
        <translation>choisir l&apos;adversaire</translation>
    </message>
    <message>
        <source>stash a card from your hand</source>
        <translation>cacher une carte de votre main</translation>
    </message>
    <message>
        <source>exhaust a squirrel</source>
        <translation>épuiser un écureuil</translation>
    </message>
    <message>
        <source>keep one of the cards looked at</source>
        <translation>garder l&apos;une des cartes regardées</translation>
    </message>
    <message>
        <source>exhaust a squirrel to collect its loops</source>
        <translation>épuiser un écureuil pour collecter ses boucles</translation>
    </message>
    <message>
        <source>choose the squirrel to protect</source>
        <translation>choisir l&apos;écureuil à protéger</translation>
    </message>
    <message>
        <source>refresh a squirrel</source>
        <translation>redresser un écureuil</translation>
    </message>
    <message>
        <source>The game is over: final scores.</source>
        <translation>La partie est terminée&#xa0;: scores finaux.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden from the players until the end, the totals count them as if the game ended now.</source>
        <translation>Jour %1 en cours&#xa0;; les cachettes sont cachées aux joueurs jusqu&apos;à la fin, les totaux les comptent comme si la partie se terminait maintenant.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden until the end, so the totals are the nuts so far.</source>
        <translation>Jour %1 en cours&#xa0;; les cachettes sont cachées jusqu&apos;à la fin, les totaux sont donc les noisettes actuelles.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (gagne)</translation>
    </message>
    <message>
        <source>  nuts: %1</source>
        <translation>  noisettes&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s), value hidden</source>
        <translation>
            <numerusform>  cachette&#xa0;: %n carte, valeur cachée</numerusform>
            <numerusform>  cachette&#xa0;: %n cartes, valeur cachée</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s) worth %1 nuts</source>
        <translation>
            <numerusform>  cachette&#xa0;: %n carte valant %1 noisettes</numerusform>
            <numerusform>  cachette&#xa0;: %n cartes valant %1 noisettes</numerusform>
        </translation>
    </message>
    <message>
        <source>  bonus: %1 nuts</source>
        <translation>  bonus&#xa0;: %1 noisettes</translation>
    </message>
    <message>
        <source>  squirrels in play: %1</source>
        <translation>  écureuils en jeu&#xa0;: %1</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  total&#xa0;: %1 points</translation>
    </message>
    <message numerus="yes">
        <source>Squirrel, costs %n stamina.</source>
        <translation>
            <numerusform>Écureuil, coûte %n endurance.</numerusform>
            <numerusform>Écureuil, coûte %n endurance.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Item, costs %n coin(s).</source>
        <translation>
            <numerusform>Objet, coûte %n pièce.</numerusform>
            <numerusform>Objet, coûte %n pièces.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loops: %1.</source>
        <translation>Boucles&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Stash value %1.</source>
        <translation>Valeur de cachette %1.</translation>
    </message>
    <message>
        <source>no such card in these rules</source>
        <translation>cette carte n&apos;existe pas dans ces règles</translation>
    </message>
    <message>
        <source>unknown payment</source>
        <translation>paiement inconnu</translation>
    </message>
    <message numerus="yes">
        <source>the island has %n slot(s)</source>
        <translation>
            <numerusform>l&apos;île a %n emplacement</numerusform>
            <numerusform>l&apos;île a %n emplacements</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in island slot %2</source>
        <translation>%1 n&apos;est pas dans l&apos;emplacement %2 de l&apos;île</translation>
    </message>
    <message>
        <source>these rules have no island surcharge to pay</source>
        <translation>ces règles n&apos;ont pas de surcoût de l&apos;île à payer</translation>
    </message>
    <message>
        <source>a card from the hand has no island surcharge</source>
        <translation>une carte de la main n&apos;a pas de surcoût de l&apos;île</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>you have no room for more squirrels (%1)</source>
        <translation>vous n&apos;avez plus de place pour d&apos;autres écureuils (%1)</translation>
    </message>
    <message>
        <source>you cannot afford %1</source>
        <translation>vous n&apos;avez pas les moyens de payer %1</translation>
    </message>
    <message>
        <source>pay between %1 and %2 stamina of the cost with coins</source>
        <translation>payez entre %1 et %2 endurance du coût avec des pièces</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <source>malformed decision</source>
        <translation>décision mal formée</translation>
    </message>
    <message>
        <source>now play a card or go to sleep</source>
        <translation>jouez maintenant une carte ou allez dormir</translation>
    </message>
    <message>
        <source>that is not one of the choices: now %1</source>
        <translation>ce n&apos;est pas l&apos;un des choix possibles&#xa0;: maintenant, %1</translation>
    </message>
    <message>
        <source>The rival</source>
        <translation>Le rival</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>une carte</translation>
    </message>
    <message>
        <source>expected one of: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</source>
        <translation>attendu&#xa0;: l&apos;un de play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</translation>
    </message>
    <message>
        <source>expected a card id, found &quot;%1&quot;</source>
        <translation>identifiant de carte attendu, «&#xa0;%1&#xa0;» trouvé</translation>
    </message>
    <message>
        <source>expected &quot;hand&quot; or an island slot from 1 to %1</source>
        <translation>&quot;hand&quot; ou un emplacement de l&apos;île de 1 à %1 attendu</translation>
    </message>
    <message>
        <source>expected &quot;stamina&quot; or &quot;coins&quot;</source>
        <translation>&quot;stamina&quot; ou &quot;coins&quot; attendu</translation>
    </message>
    <message>
        <source>%1 (squirrel %2)</source>
        <translation>%1 (écureuil %2)</translation>
    </message>
    <message>
        <source>Play an unknown card</source>
        <translation>Jouer une carte inconnue</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Play %1 from the hand, paying %2</source>
        <translation>Jouer %1 depuis la main, en payant %2</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2, paying %3</source>
        <translation>Jouer %1 depuis l&apos;emplacement %2 de l&apos;île, en payant %3</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Aller dormir</translation>
    </message>
    <message>
        <source>Gather with %1</source>
        <translation>Récolter avec %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Sabotage %1</source>
        <translation>Saboter %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Cacher %1</translation>
    </message>
    <message>
        <source>Stash a card from the hand</source>
        <translation>Cacher une carte de la main</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <source>Exhaust %1 of %2</source>
        <translation>Épuiser %1 de %2</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Garder %1</translation>
    </message>
    <message>
        <source>Keep one of the cards looked at</source>
        <translation>Garder l&apos;une des cartes regardées</translation>
    </message>
    <message>
        <source>Exhaust %1 and collect its loops</source>
        <translation>Épuiser %1 et collecter ses boucles</translation>
    </message>
    <message>
        <source>Protect %1</source>
        <translation>Protéger %1</translation>
    </message>
    <message>
        <source>Refresh %1</source>
        <translation>Redresser %1</translation>
    </message>
    <message>
        <source>Day %1 begins; %2 starts.</source>
        <translation>Le jour %1 commence&#xa0;; %2 commence.</translation>
    </message>
    <message>
        <source>%1 comes to island slot %2.</source>
        <translation>%1 arrive dans l&apos;emplacement %2 de l&apos;île.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche de %n carte.</numerusform>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the island&apos;s income: %2, %3, %4.</source>
        <translation>%1 reçoit les revenus de l&apos;île&#xa0;: %2, %3, %4.</translation>
    </message>
    <message>
        <source>a squirrel</source>
        <translation>un écureuil</translation>
    </message>
    <message>
        <source>%1&apos;s %2 loops: %3.</source>
        <translation>%1&#xa0;: %2 donne ses boucles&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1&apos;s stamina is full: %2 instead.</source>
        <translation>L&apos;endurance de %1 est pleine&#xa0;: %2 à la place.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 pioche %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 pioche %n carte.</numerusform>
            <numerusform>%1 pioche %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation>depuis la main</translation>
    </message>
    <message>
        <source>from island slot %1</source>
        <translation>depuis l&apos;emplacement %1 de l&apos;île</translation>
    </message>
    <message>
        <source>The rival takes %1 %2.</source>
        <translation>Le rival prend %1 %2.</translation>
    </message>
    <message>
        <source>from the deck</source>
        <translation>depuis la pioche</translation>
    </message>
    <message>
        <source>%1 plays %2 %3.</source>
        <translation>%1 joue %2 %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 %3, paying %4.</source>
        <translation>%1 joue %2 %3, en payant %4.</translation>
    </message>
    <message>
        <source>%1 goes to sleep.</source>
        <translation>%1 va dormir.</translation>
    </message>
    <message>
        <source>%1 exhausts a squirrel and gathers %2.</source>
        <translation>%1 épuise un écureuil et récolte %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>Go again! %1 takes another turn.</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards.</extracomment>
        <translation>Rejouez&#xa0;! %1 rejoue.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 gagne %2.</translation>
    </message>
    <message>
        <source>%1 stashes the top card of the deck, unseen.</source>
        <translation>%1 cache la carte du dessus de la pioche, sans la regarder.</translation>
    </message>
    <message>
        <source>%1 stashes %2.</source>
        <translation>%1 cache %2.</translation>
    </message>
    <message>
        <source>%1 stashes a card from the hand.</source>
        <translation>%1 cache une carte de sa main.</translation>
    </message>
    <message>
        <source>Sabotage! %1 takes %2 from %3.</source>
        <translation>Sabotage&#xa0;! %1 prend %2 à %3.</translation>
    </message>
    <message>
        <source>Sabotage! %1 loses %2.</source>
        <translation>Sabotage&#xa0;! %1 perd %2.</translation>
    </message>
    <message>
        <source>%1 exhausts %2.</source>
        <translation>%1 épuise %2.</translation>
    </message>
    <message>
        <source>Sabotage! %1 exhausts %2 of %3.</source>
        <translation>Sabotage&#xa0;! %1 épuise %2 de %3.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage! %1 moves %n card(s) from %2&apos;s stash into their own, unseen.</source>
        <translation>
            <numerusform>Sabotage&#xa0;! %1 déplace %n carte de la cachette de %2 dans la sienne, sans la regarder.</numerusform>
            <numerusform>Sabotage&#xa0;! %1 déplace %n cartes de la cachette de %2 dans la sienne, sans les regarder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s stash is guarded: the raid fails.</source>
        <translation>La cachette de %1 est gardée&#xa0;: le pillage échoue.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 is protected.</source>
        <translation>L&apos;écureuil %2 de %1 est protégé.</translation>
    </message>
    <message>
        <source>%1 refreshes squirrel %2.</source>
        <translation>%1 redresse l&apos;écureuil %2.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 now protects squirrel %3.</source>
        <translation>L&apos;écureuil %2 de %1 protège désormais l&apos;écureuil %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the deck.</source>
        <translation>
            <numerusform>%1 regarde %n carte du dessus de la pioche.</numerusform>
            <numerusform>%1 regarde les %n cartes du dessus de la pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 garde %2.</translation>
    </message>
    <message>
        <source>%1 is discarded.</source>
        <translation>%1 part à la défausse.</translation>
    </message>
    <message>
        <source>The rival rolls %1: no card there, it takes the top of the deck.</source>
        <translation>Le rival obtient %1&#xa0;: pas de carte à cet emplacement, il prend celle du dessus de la pioche.</translation>
    </message>
    <message>
        <source>The rival rolls %1.</source>
        <translation>Le rival obtient %1.</translation>
    </message>
    <message>
        <source>Everyone is asleep: day %1 ends.</source>
        <translation>Tout le monde dort&#xa0;: le jour %1 se termine.</translation>
    </message>
    <message>
        <source>%1&apos;s stash holds %2.</source>
        <translation>La cachette de %1 contient %2.</translation>
    </message>
    <message>
        <source>%1 scores %2: %3 nuts, %4 from the stash, %5 bonus.</source>
        <translation>%1 marque %2&#xa0;: %3 noisettes, %4 de la cachette, %5 de bonus.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>La partie est terminée&#xa0;: %1 se partagent la victoire.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>La partie est terminée&#xa0;: %1 gagne.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on.</source>
        <translation>%1 n&apos;a rien sur quoi agir.</translation>
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
        <translation>Deux joueurs</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Quatre joueurs</translation>
    </message>
    <message>
        <source>Five players</source>
        <translation>Cinq joueurs</translation>
    </message>
    <message>
        <source>Solo against the rival</source>
        <translation>Solo contre le rival</translation>
    </message>
    <message>
        <source>Exhaust while asleep</source>
        <extracomment>How the squirrel to exhaust is chosen while the player is asleep (BGA&apos;s &quot;auto-exhaust&quot;).</extracomment>
        <translation>Épuisement pendant le sommeil</translation>
    </message>
    <message>
        <source>Choose myself</source>
        <translation>Je choisis moi-même</translation>
    </message>
    <message>
        <source>In the suggested order</source>
        <translation>Dans l&apos;ordre suggéré</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Au hasard</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelRules</name>
    <message>
        <source>unknown effect kind &quot;%1&quot;</source>
        <translation>type d&apos;effet inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected at least 1 for the effect &quot;%1&quot;</source>
        <translation>au moins 1 attendu pour l&apos;effet «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected at most %1 cards to look at</source>
        <translation>au plus %1 cartes à regarder attendues</translation>
    </message>
    <message>
        <source>unknown ability &quot;%1&quot;</source>
        <translation>capacité inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>expected at least 1 for the ability &quot;%1&quot;</source>
        <translation>au moins 1 attendu pour la capacité «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a card with no cost and no effect, loop or ability; give it a cost or something to do</source>
        <translation>une carte sans coût ni effet, boucle ou capacité&#xa0;; donnez-lui un coût ou quelque chose à faire</translation>
    </message>
    <message>
        <source>a squirrel needs a habitat: tree, ground, flying or unique</source>
        <translation>un écureuil a besoin d&apos;un habitat&#xa0;: tree, ground, flying ou unique</translation>
    </message>
    <message>
        <source>an item without effects does nothing when played</source>
        <translation>un objet sans effet ne fait rien quand il est joué</translation>
    </message>
    <message>
        <source>an item&apos;s loops are never collected: items do not stay in play</source>
        <translation>les boucles d&apos;un objet ne sont jamais collectées&#xa0;: les objets ne restent pas en jeu</translation>
    </message>
    <message>
        <source>an item&apos;s ability never works: items do not stay in play</source>
        <translation>la capacité d&apos;un objet ne fonctionne jamais&#xa0;: les objets ne restent pas en jeu</translation>
    </message>
    <message>
        <source>the effect &quot;protect&quot; needs a squirrel with the ability &quot;guard&quot;</source>
        <translation>l&apos;effet «&#xa0;protect&#xa0;» demande un écureuil avec la capacité «&#xa0;guard&#xa0;»</translation>
    </message>
    <message>
        <source>a guard without the effect &quot;protect&quot; never protects anything</source>
        <translation>un garde sans l&apos;effet «&#xa0;protect&#xa0;» ne protège jamais rien</translation>
    </message>
    <message>
        <source>the ids &quot;%1&quot; and &quot;%2&quot; share the same short key in records; rename one</source>
        <translation>les identifiants «&#xa0;%1&#xa0;» et «&#xa0;%2&#xa0;» partagent la même clé courte dans les enregistrements&#xa0;; renommez-en un</translation>
    </message>
    <message>
        <source>the deck holds %1 cards; expected at most %2</source>
        <translation>la pioche contient %1 cartes&#xa0;; au plus %2 attendues</translation>
    </message>
    <message>
        <source>the deck holds %1 cards, fewer than the island&apos;s %2 slots</source>
        <translation>la pioche contient %1 cartes, moins que les %2 emplacements de l&apos;île</translation>
    </message>
    <message>
        <source>expected %1 rows, one per day (dayCount), found %2</source>
        <translation>%1 lignes attendues, une par jour (dayCount), %2 trouvées</translation>
    </message>
    <message>
        <source>day %1 has no income: expected some stamina, coins or cards</source>
        <translation>le jour %1 n&apos;a pas de revenus&#xa0;: un peu d&apos;endurance, de pièces ou de cartes attendu</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design the rules of an island game.</source>
        <translation>Concevoir les règles d&apos;un jeu insulaire.</translation>
    </message>
    <message>
        <source>The game whose default rules to edit.</source>
        <translation>Le jeu dont modifier les règles par défaut.</translation>
    </message>
    <message>
        <source>A ruleset file to open.</source>
        <translation>Un fichier de règles à ouvrir.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>Jeu inconnu «&#xa0;%1&#xa0;»&#xa0;; attendu&#xa0;: l&apos;un de %2</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Impossible d&apos;ouvrir les règles&#xa0;:

%1</translation>
    </message>
    <message>
        <source>A game record to open, or a ruleset to open in the rules editor.</source>
        <translation>Un enregistrement de partie à ouvrir, ou un fichier de règles à ouvrir dans l&apos;éditeur de règles.</translation>
    </message>
    <message>
        <source>Open the file as the window does, print the window&apos;s title and quit: the exit status is 0 when the file opened and 2 when it did not, with the reason on standard error. For scripts and tests.</source>
        <translation>Ouvrir le fichier comme le fait la fenêtre, afficher le titre de la fenêtre et quitter&#xa0;: le code de sortie vaut 0 si le fichier s&apos;est ouvert et 2 sinon, avec la raison sur la sortie d&apos;erreur. Pour les scripts et les tests.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file to open.</source>
        <translation>--quit-after-open a besoin d&apos;un fichier à ouvrir.</translation>
    </message>
    <message>
        <source>Play, design and print island board games: %1.</source>
        <extracomment>%1 lists the names of the games, separated by commas</extracomment>
        <translation>Jouer, concevoir et imprimer des jeux de plateau insulaires : %1.</translation>
    </message>
</context>
</TS>
