<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uk_UA">
<context>
    <name>ActionBar</name>
    <message>
        <source>%1 is turning the drawn tile.</source>
        <translation>%1 повертає витягнуту плитку.</translation>
    </message>
    <message>
        <source>%1 is placing a tile from the lighthouse.</source>
        <translation>%1 кладе плитку завдяки маяку.</translation>
    </message>
    <message>
        <source>%1 is choosing a captured building&apos;s side.</source>
        <translation>%1 обирає бік захопленої будівлі.</translation>
    </message>
    <message>
        <source>%1 may re-roll dice.</source>
        <translation>%1 може перекинути кубики.</translation>
    </message>
    <message>
        <source>%1 is moving.</source>
        <translation>%1 ходить.</translation>
    </message>
    <message>
        <source> (B)</source>
        <translation> (B)</translation>
    </message>
    <message>
        <source>Swap the token (S)</source>
        <translation>Перевернути жетон (S)</translation>
    </message>
    <message>
        <source>Swap the token</source>
        <translation>Перевернути жетон</translation>
    </message>
    <message>
        <source>Stack (K)</source>
        <translation>Об’єднати (K)</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Об’єднати загони</translation>
    </message>
    <message>
        <source>End activation (E)</source>
        <translation>Завершити активацію (E)</translation>
    </message>
    <message>
        <source>End this unit&apos;s activation</source>
        <translation>Завершити активацію цього загону</translation>
    </message>
    <message>
        <source>End turn (E)</source>
        <translation>Завершити хід (E)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message>
        <source>Turn the drawn tile:</source>
        <translation>Поверніть витягнуту плитку:</translation>
    </message>
    <message>
        <source>Place the drawn tile on a lit area:</source>
        <translation>Покладіть витягнуту плитку на підсвічену ділянку:</translation>
    </message>
    <message>
        <source>The drawn tile</source>
        <translation>Витягнута плитка</translation>
    </message>
    <message>
        <source>Arrow pointing %1</source>
        <translation>Стрілка вказує на %1</translation>
    </message>
    <message>
        <source>%1. Arrow %2</source>
        <translation>%1. Стрілка на %2</translation>
    </message>
    <message>
        <source>Your building on %1 is:</source>
        <translation>Ваша будівля на %1 стає:</translation>
    </message>
    <message>
        <source>1. City (C)</source>
        <translation>1. Місто (C)</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Місто</translation>
    </message>
    <message>
        <source>2. Factory (F)</source>
        <translation>2. Фабрика (F)</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Фабрика</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Нападник</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Захисник</translation>
    </message>
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>Your choices</source>
        <translation>Ваші варіанти</translation>
    </message>
</context>
<context>
    <name>BattleBoard</name>
    <message>
        <source>The island, %1 by %2 spaces</source>
        <translation>Острів, %1 × %2 клітинок</translation>
    </message>
</context>
<context>
    <name>BattleCard</name>
    <message>
        <source>Battle: %1</source>
        <translation>Бій: %1</translation>
    </message>
    <message>
        <source>Last battle: %1</source>
        <translation>Останній бій: %1</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Нападники</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Оборонці</translation>
    </message>
    <message>
        <source>%1 (fallen)</source>
        <translation>%1 (упав)</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, a defending squad falls</source>
        <translation>Сутичка %1: %2 проти %3, загін оборонців падає</translation>
    </message>
    <message>
        <source>Exchange %1: %2 against %3, an attacking squad falls</source>
        <translation>Сутичка %1: %2 проти %3, загін нападників падає</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Атака</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Оборона</translation>
    </message>
    <message>
        <source>die showing %1</source>
        <translation>кубик показує %1</translation>
    </message>
    <message numerus="yes">
        <source>+ %n more die(s)</source>
        <translation>
            <numerusform>+ ще %n кубик</numerusform>
            <numerusform>+ ще %n кубики</numerusform>
            <numerusform>+ ще %n кубиків</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleSidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the board.</source>
        <translation>На полі працюють клавіші зі стрілками та Enter.</translation>
    </message>
    <message>
        <source>Green: where it can go; red: what it can attack. Click a space to move there, or the unit again to act where it stands.</source>
        <translation>Зелене: куди він може піти; червоне: що він може атакувати. Клацніть клітинку, щоб перейти туди, або ще раз загін, щоб діяти там, де він стоїть.</translation>
    </message>
    <message>
        <source>Click one of your lit units to see where it can go, or a lit base or factory to recruit; End turn (E) when done.</source>
        <translation>Клацніть один зі своїх підсвічених загонів, щоб побачити, куди він може піти, або підсвічену базу чи фабрику, щоб вербувати; наприкінці — «Завершити хід» (E).</translation>
    </message>
    <message numerus="yes">
        <source>Click a green space to move (%n point(s) left), a red unit to see the odds and again to attack, or use a button below the board.</source>
        <translation>
            <numerusform>Клацніть зелену клітинку, щоб піти (лишилося %n очко), червоний загін, щоб побачити шанси, і ще раз, щоб атакувати, або скористайтеся кнопкою під полем.</numerusform>
            <numerusform>Клацніть зелену клітинку, щоб піти (лишилося %n очки), червоний загін, щоб побачити шанси, і ще раз, щоб атакувати, або скористайтеся кнопкою під полем.</numerusform>
            <numerusform>Клацніть зелену клітинку, щоб піти (лишилося %n очок), червоний загін, щоб побачити шанси, і ще раз, щоб атакувати, або скористайтеся кнопкою під полем.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tile was revealed: choose which way its arrow points (keys 1–%1).</source>
        <translation>Відкрито плитку: оберіть, куди вказує її стрілка (клавіші 1–%1).</translation>
    </message>
    <message>
        <source>Your lighthouse lets you place the drawn tile: click one of the lit empty areas.</source>
        <translation>Завдяки маяку ви кладете витягнуту плитку: клацніть одну з підсвічених порожніх ділянок.</translation>
    </message>
    <message>
        <source>You captured a building: make it a city (C) or a factory (F).</source>
        <translation>Будівлю захоплено: зробіть її містом (C) або фабрикою (F).</translation>
    </message>
    <message>
        <source>Your stack may throw its lowest dice again (keys 1–%1).</source>
        <translation>Ваш об’єднаний загін може перекинути свої найменші кубики (клавіші 1–%1).</translation>
    </message>
    <message>
        <source>The generals&apos; armies</source>
        <translation>Армії генералів</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Армії</translation>
    </message>
    <message>
        <source>%1 (%2): eliminated</source>
        <translation>%1 (%2): поза грою</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>поза грою</translation>
    </message>
    <message>
        <source>Supply: basic / elite / building tokens</source>
        <translation>Запас: базові загони / елітні загони / жетони будівель</translation>
    </message>
    <message>
        <source>Last battle: %1 attacked %2</source>
        <translation>Останній бій: %1 проти %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Нападник</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Захисник</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) · supply %1/%2/%3</source>
        <translation>
            <numerusform>%n загін · запас %1/%2/%3</numerusform>
            <numerusform>%n загони · запас %1/%2/%3</numerusform>
            <numerusform>%n загонів · запас %1/%2/%3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n coin(s), income %3, %4 units; in supply %5 basic, %6 elite, %7 tokens</source>
        <translation>
            <numerusform>%1 (%2): %n монета, прибуток %3, загонів: %4; у запасі: %5 базових, %6 елітних, %7 жетонів</numerusform>
            <numerusform>%1 (%2): %n монети, прибуток %3, загонів: %4; у запасі: %5 базових, %6 елітних, %7 жетонів</numerusform>
            <numerusform>%1 (%2): %n монет, прибуток %3, загонів: %4; у запасі: %5 базових, %6 елітних, %7 жетонів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Island board</source>
        <translation>Ігрове поле острова</translation>
    </message>
    <message>
        <source>, latest move</source>
        <translation>, останній хід</translation>
    </message>
    <message>
        <source>, can be chosen</source>
        <translation>, можна вибрати</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Планшет туману %1</translation>
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
        <translation>Жовта, пульсує</translation>
    </message>
    <message>
        <source>Can be chosen now: where the selected hand token may go, or a tile the decision asks for.</source>
        <translation>Можна вибрати зараз: куди можна поставити вибраний жетон із руки, або клітинка, якої вимагає рішення.</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Помаранчева</translation>
    </message>
    <message>
        <source>The first tile of a two-tile choice; choose the second one next.</source>
        <translation>Перша клітинка з двох, які треба вибрати; далі виберіть другу.</translation>
    </message>
    <message>
        <source>Orange ring</source>
        <translation>Помаранчеве кільце</translation>
    </message>
    <message>
        <source>The latest move, or the move being reviewed.</source>
        <translation>Останній хід або хід, що переглядається.</translation>
    </message>
    <message>
        <source>Pale gold</source>
        <translation>Блідо-золота</translation>
    </message>
    <message>
        <source>Part of a line that scores now. At a round&apos;s end the line being counted is outlined and its points are shown beside it.</source>
        <translation>Частина лінії, що зараз приносить очки. Наприкінці раунду лінію, яку рахують, обведено, а її очки показано поруч.</translation>
    </message>
    <message>
        <source>Grey fog</source>
        <translation>Сірий туман</translation>
    </message>
    <message>
        <source>Covered by a fog board (each board is outlined and numbered): nothing may be placed there until it is lifted.</source>
        <translation>Під планшетом туману (кожен планшет обведено й пронумеровано): туди нічого не можна ставити, доки його не знімуть.</translation>
    </message>
    <message>
        <source>Dark outline</source>
        <translation>Темна рамка</translation>
    </message>
    <message>
        <source>The keyboard cursor: arrow keys move it, Enter or Space chooses the tile.</source>
        <translation>Курсор клавіатури: клавіші зі стрілками пересувають його, Enter або Пробіл вибирає клітинку.</translation>
    </message>
    <message>
        <source>What the tiles show</source>
        <translation>Що показують клітинки</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Позначка</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Значення</translation>
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
        <translation>%1, виснажена</translation>
    </message>
    <message>
        <source>%1, protected</source>
        <translation>%1, під захистом</translation>
    </message>
    <message>
        <source>%1, can be chosen now</source>
        <translation>%1, можна вибрати зараз</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Передайте екран гравцеві %1</translation>
    </message>
    <message>
        <source>It is me: show my tokens (Enter)</source>
        <translation>Це я: показати мої жетони (Enter)</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>Decision</source>
        <extracomment>the accessible name of the panel where the player makes the current decision (a noun)</extracomment>
        <translation>Рішення</translation>
    </message>
    <message>
        <source>Choose one (keys 1–9 for the first nine).</source>
        <translation>Виберіть один варіант (клавіші 1–9 для перших дев’яти).</translation>
    </message>
    <message>
        <source>Hide the list of choices</source>
        <translation>Сховати список варіантів</translation>
    </message>
    <message>
        <source>All choices…</source>
        <translation>Усі варіанти…</translation>
    </message>
</context>
<context>
    <name>DiceOverlay</name>
    <message>
        <source>The attacker wins</source>
        <translation>Перемагає нападник</translation>
    </message>
    <message>
        <source>The defender wins</source>
        <translation>Перемагає захисник</translation>
    </message>
    <message>
        <source>A tie: nobody is destroyed</source>
        <translation>Нічия: ніхто не гине</translation>
    </message>
    <message>
        <source>Re-rolls may follow</source>
        <translation>Можливі перекидання</translation>
    </message>
    <message>
        <source>Combat: %1</source>
        <translation>Бій: %1</translation>
    </message>
    <message>
        <source>Battle: %1 attacks %2</source>
        <translation>Бій: %1 атакує %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Нападник</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Захисник</translation>
    </message>
</context>
<context>
    <name>DiceRow</name>
    <message>
        <source>%1: dice %2, total %3</source>
        <translation>%1: кубики %2, сума %3</translation>
    </message>
</context>
<context>
    <name>FoggySidePanel</name>
    <message>
        <source>Tokens still to pick for your opening hand: %1. Pick them one at a time from your set (keys 1–%2).</source>
        <extracomment>%1 is how many tokens are still to pick, %2 the highest number key</extracomment>
        <translation>Ще треба вибрати жетонів для стартової руки: %1. Вибирайте їх по одному зі свого набору (клавіші 1–%2).</translation>
    </message>
    <message>
        <source>Keep one of the two weather cards you drew (keys 1, 2).</source>
        <translation>Залиште одну з двох витягнутих карт погоди (клавіші 1, 2).</translation>
    </message>
    <message>
        <source>Click a fog board on the island to lift it, or choose it here.</source>
        <translation>Клацніть планшет туману на острові, щоб зняти його, або виберіть його тут.</translation>
    </message>
    <message>
        <source>Now choose the second tile.</source>
        <translation>Тепер виберіть другу клітинку.</translation>
    </message>
    <message>
        <source>Choose the mercenaries to hire on the board, then Done hiring.</source>
        <translation>Виберіть на полі найманців, яких наймаєте, потім — «Найм завершено».</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>how many tokens of this character are left in the pile: &quot;3 left&quot;</extracomment>
        <translation>Залишилося: %1</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under a weather card: keep this card (a verb)</extracomment>
        <translation>Залишити</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Планшет туману %1</translation>
    </message>
</context>
<context>
    <name>FuzzyBoardPage</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>День %1 з %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Підготовка</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Лишилося %n очко руху</numerusform>
            <numerusform>Лишилося %n очки руху</numerusform>
            <numerusform>Лишилося %n очок руху</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free move(s) left (equip, garrison, armory)</source>
        <translation>
            <numerusform>Залишився %n вільний хід (екіпірування, гарнізон, зброярня)</numerusform>
            <numerusform>Залишилося %n вільні ходи (екіпірування, гарнізон, зброярня)</numerusform>
            <numerusform>Залишилося %n вільних ходів (екіпірування, гарнізон, зброярня)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FuzzyMap</name>
    <message>
        <source>The map</source>
        <translation>Мапа</translation>
    </message>
</context>
<context>
    <name>FuzzySidePanel</name>
    <message>
        <source>Arrow keys and Enter work on the map; 1–9 take the buttons below it.</source>
        <translation>Стрілки й Enter працюють на мапі; 1–9 натискають кнопки під нею.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place your settlement.</source>
        <translation>Клацніть жовту клітинку, щоб поставити своє поселення.</translation>
    </message>
    <message>
        <source>Click a yellow tile to place the new token.</source>
        <translation>Клацніть жовту клітинку, щоб покласти новий жетон.</translation>
    </message>
    <message numerus="yes">
        <source>Click a green tile to step there (%n point(s) left), another of your heroes to select it, or a button below the map.</source>
        <translation>
            <numerusform>Клацніть зелену клітинку, щоб ступити туди (лишилося %n очко), іншого свого героя, щоб вибрати його, або кнопку під мапою.</numerusform>
            <numerusform>Клацніть зелену клітинку, щоб ступити туди (лишилося %n очки), іншого свого героя, щоб вибрати його, або кнопку під мапою.</numerusform>
            <numerusform>Клацніть зелену клітинку, щоб ступити туди (лишилося %n очок), іншого свого героя, щоб вибрати його, або кнопку під мапою.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose below the map; End turn (E) when done.</source>
        <translation>Виберіть під мапою; «Завершити хід» (E), коли закінчите.</translation>
    </message>
    <message>
        <source>Choose the size of the next squad below the map.</source>
        <translation>Виберіть розмір наступного загону під мапою.</translation>
    </message>
    <message>
        <source>Choose which squads join the exchange and which squad they strike, below the map.</source>
        <translation>Виберіть під мапою, які загони вступають у сутичку і який загін вони б’ють.</translation>
    </message>
    <message>
        <source>Choose which of your squads falls.</source>
        <translation>Виберіть, який із ваших загонів падає.</translation>
    </message>
    <message>
        <source>Choose below the map.</source>
        <translation>Виберіть під мапою.</translation>
    </message>
    <message>
        <source>The players&apos; treasuries</source>
        <translation>Скарбниці гравців</translation>
    </message>
    <message>
        <source>Treasuries</source>
        <translation>Скарбниці</translation>
    </message>
    <message>
        <source>%1: eliminated</source>
        <translation>%1: вибув</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n coin(s), income %2, upkeep %3 at the last Daybreak</source>
        <translation>
            <numerusform>%1: %n монета, прибуток %2, утримання %3 на останньому Світанку</numerusform>
            <numerusform>%1: %n монети, прибуток %2, утримання %3 на останньому Світанку</numerusform>
            <numerusform>%1: %n монет, прибуток %2, утримання %3 на останньому Світанку</numerusform>
        </translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>вибув</translation>
    </message>
    <message>
        <source>%1 · +%2 −%3</source>
        <translation>%1 · +%2 −%3</translation>
    </message>
    <message>
        <source>Coins · income + and upkeep − at the last Daybreak</source>
        <translation>Монети · прибуток + і утримання − на останньому Світанку</translation>
    </message>
    <message>
        <source>%1 offers you an alliance: accept or refuse below the map.</source>
        <translation>%1 пропонує тобі союз: прийми чи відхили його під мапою.</translation>
    </message>
</context>
<context>
    <name>GameOverOverlay</name>
    <message>
        <source>Game over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>coins</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>монети</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>under the large number of a side&apos;s score at game over (a unit)</extracomment>
        <translation>очки</translation>
    </message>
    <message>
        <source>%1 points scored</source>
        <translation>Набрано очок: %1</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Нова гра…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Почати нову гру</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Подивитися на поле</translation>
    </message>
    <message>
        <source>Close and look at the final board</source>
        <translation>Закрити й подивитися на фінальне поле</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>%1 board</source>
        <extracomment>the accessible name of the board; %1 is the name of the game being played</extracomment>
        <translation>Поле: %1</translation>
    </message>
    <message>
        <source>Game board</source>
        <translation>Ігрове поле</translation>
    </message>
    <message>
        <source>Isleworks</source>
        <translation>Isleworks</translation>
    </message>
    <message>
        <source>Start a game with Game ▸ New Game… (Ctrl+N)</source>
        <translation>Почніть гру через Гра ▸ Нова гра… (Ctrl+N)</translation>
    </message>
</context>
<context>
    <name>GoAgainBanner</name>
    <message>
        <source>Go again!</source>
        <extracomment>The keyword printed on cards: the player takes another turn</extracomment>
        <translation>Ще хід!</translation>
    </message>
    <message>
        <source>%1 takes another turn</source>
        <translation>%1 ходить ще раз</translation>
    </message>
</context>
<context>
    <name>HandBar</name>
    <message>
        <source>Your hand</source>
        <translation>Ваша рука</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <extracomment>the title above the tokens in hand: %1 is the player</extracomment>
        <translation>Рука: %1</translation>
    </message>
    <message>
        <source>Spectating</source>
        <extracomment>the title above the hand when nobody&apos;s hand is shown: the person only watches the game</extracomment>
        <translation>Спостереження</translation>
    </message>
    <message>
        <source>Select a token (1–%1), then a lit tile (arrow keys, Enter)</source>
        <translation>Виберіть жетон (1–%1), потім підсвічену клітинку (стрілки, Enter)</translation>
    </message>
    <message>
        <source>Pick your opening hand in the panel on the left</source>
        <translation>Виберіть стартову руку на панелі ліворуч</translation>
    </message>
    <message>
        <source>No tokens in hand</source>
        <translation>У руці немає жетонів</translation>
    </message>
    <message>
        <source>%1, %2 in hand, key %3</source>
        <translation>%1, у руці: %2, клавіша %3</translation>
    </message>
    <message>
        <source>In Foggy weather this
mercenary may go face up</source>
        <translation>За погоди «Туманно» цього
найманця можна класти лицем догори</translation>
    </message>
    <message>
        <source>Face down (F)</source>
        <translation>Лицем донизу (F)</translation>
    </message>
    <message>
        <source>Place face down</source>
        <translation>Покласти лицем донизу</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message numerus="yes">
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>У вашій руці %n карта</numerusform>
            <numerusform>У вашій руці %n карти</numerusform>
            <numerusform>У вашій руці %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand is empty</source>
        <translation>Ваша рука порожня</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>у вашій руці</translation>
    </message>
</context>
<context>
    <name>HiringPanel</name>
    <message>
        <source>Hire mercenaries</source>
        <translation>Найняти найманців</translation>
    </message>
    <message>
        <source>Purse: %1 coins</source>
        <translation>Монет у гаманці: %1</translation>
    </message>
    <message>
        <source>Each mercenary replaces a basic token of your set. Hire as many as you like and can pay for, then choose Done hiring.</source>
        <translation>Кожен найманець замінює базовий жетон вашого набору. Наймайте скільки завгодно, поки вистачає монет, потім виберіть «Найм завершено».</translation>
    </message>
    <message>
        <source>Mercenaries for hire</source>
        <translation>Найманці для найму</translation>
    </message>
    <message>
        <source>Can be hired now</source>
        <translation>Можна найняти зараз</translation>
    </message>
    <message>
        <source>Cannot be hired now</source>
        <translation>Зараз не можна найняти</translation>
    </message>
    <message>
        <source>%1 coins · replaces %2</source>
        <translation>Вартість: %1 · замінює: %2</translation>
    </message>
    <message>
        <source>hired %1 of %2</source>
        <translation>найнято %1 з %2</translation>
    </message>
    <message>
        <source>Done hiring</source>
        <translation>Найм завершено</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>Click to review the board after this decision</source>
        <translation>Клацніть, щоб переглянути поле після цього рішення</translation>
    </message>
    <message>
        <source>Review the board after this decision</source>
        <translation>Переглянути поле після цього рішення</translation>
    </message>
    <message>
        <source>No decisions yet</source>
        <translation>Рішень ще немає</translation>
    </message>
</context>
<context>
    <name>LookChooser</name>
    <message>
        <source>%1: keep one of these cards (keys 1–%2); the others are discarded.</source>
        <translation>%1: залиште одну з цих карт (клавіші 1–%2); решту буде скинуто.</translation>
    </message>
    <message>
        <source>looked at</source>
        <translation>переглянуто</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>a button under one of the cards looked at: keep this card (a verb)</extracomment>
        <translation>Залишити</translation>
    </message>
</context>
<context>
    <name>OddsCard</name>
    <message>
        <source>Attack %1: win %2, tie %3, lose %4</source>
        <translation>Атакувати %1: перемога %2, нічия %3, поразка %4</translation>
    </message>
    <message>
        <source>Attack %1</source>
        <translation>Атакувати %1</translation>
    </message>
    <message>
        <source>Win %1 · Tie %2 · Lose %3</source>
        <translation>Перемога %1 · Нічия %2 · Поразка %3</translation>
    </message>
    <message>
        <source>Attack (A)</source>
        <translation>Атакувати (A)</translation>
    </message>
</context>
<context>
    <name>PaymentChooser</name>
    <message>
        <source>How do you pay? (keys 1–%1, Escape to cancel)</source>
        <translation>Як платите? (клавіші 1–%1, Escape — скасувати)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
</context>
<context>
    <name>PlayerArea</name>
    <message>
        <source>awake</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>не спить</translation>
    </message>
    <message>
        <source>asleep</source>
        <extracomment>a squirrel player&apos;s state, in the accessible summary of their area (an adjective)</extracomment>
        <translation>спить</translation>
    </message>
    <message numerus="yes">
        <source>%1 (the rival), %2, %n nut(s)</source>
        <translation>
            <numerusform>%1 (суперник), %2, %n горіх</numerusform>
            <numerusform>%1 (суперник), %2, %n горіхи</numerusform>
            <numerusform>%1 (суперник), %2, %n горіхів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2, %n nut(s)</source>
        <translation>
            <numerusform>%1, %2, %n горіх</numerusform>
            <numerusform>%1, %2, %n горіхи</numerusform>
            <numerusform>%1, %2, %n горіхів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n coin(s)</source>
        <translation>
            <numerusform>, %n монета</numerusform>
            <numerusform>, %n монети</numerusform>
            <numerusform>, %n монет</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 of %2 stamina</source>
        <translation>, витривалість %1 з %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) in hand</source>
        <translation>
            <numerusform>, %n карта в руці</numerusform>
            <numerusform>, %n карти в руці</numerusform>
            <numerusform>, %n карт у руці</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n card(s) stashed</source>
        <translation>
            <numerusform>, %n карта у схованці</numerusform>
            <numerusform>, %n карти у схованці</numerusform>
            <numerusform>, %n карт у схованці</numerusform>
        </translation>
    </message>
    <message>
        <source>, first player</source>
        <translation>, перший гравець</translation>
    </message>
    <message>
        <source>, can be chosen now</source>
        <translation>, можна вибрати зараз</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name: this is the person looking; note the leading space</extracomment>
        <translation> (ви)</translation>
    </message>
    <message>
        <source>Awake</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player is awake (an adjective)</extracomment>
        <translation>Не спить</translation>
    </message>
    <message>
        <source>Asleep</source>
        <extracomment>the tool tip of a player tile&apos;s side: the player has gone to sleep (an adjective)</extracomment>
        <translation>Спить</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Перший гравець</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Перший гравець: починає кожен новий день</translation>
    </message>
    <message>
        <source>Nuts</source>
        <extracomment>a resource: the nuts a player has collected (the points of Squirrel Island)</extracomment>
        <translation>Горіхи</translation>
    </message>
    <message>
        <source>Coins</source>
        <extracomment>a resource: the coins a player has to pay for items</extracomment>
        <translation>Монети</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n карта в руці</numerusform>
            <numerusform>%n карти в руці</numerusform>
            <numerusform>%n карт у руці</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards stashed</source>
        <translation>Карти у схованці</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Витривалість суперника</translation>
    </message>
    <message>
        <source>Winner! </source>
        <extracomment>The final score and its parts; %1 total, %2 nuts, %3 stash values, %4 bonus</extracomment>
        <translation>Переможець! </translation>
    </message>
    <message>
        <source>%1 points: %2 nuts + %3 stash + %4 bonus</source>
        <translation>Очки: %1 = горіхи %2 + схованка %3 + бонус %4</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n more turn(s) today)</source>
        <translation>
            <numerusform>Ще хід! (сьогодні ще %n хід)</numerusform>
            <numerusform>Ще хід! (сьогодні ще %n ходи)</numerusform>
            <numerusform>Ще хід! (сьогодні ще %n ходів)</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>under the name of the computer player whose move it is</extracomment>
        <translation>думає…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>under the name of the player whose move it is (short)</extracomment>
        <translation>ходить</translation>
    </message>
    <message>
        <source>Stash:</source>
        <extracomment>before a player&apos;s stashed cards, shown face up once the game is over (the stash: cards put aside face down)</extracomment>
        <translation>Схованка:</translation>
    </message>
    <message>
        <source>in %1&apos;s stash</source>
        <translation>у схованці гравця %1</translation>
    </message>
</context>
<context>
    <name>RecruitMenu</name>
    <message>
        <source>Recruit at %1</source>
        <translation>Вербувати на %1</translation>
    </message>
    <message>
        <source>Cancel (Esc)</source>
        <translation>Скасувати (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
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
        <translation>Перегляд рішення %1 з %2</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <extracomment>a button: leave the review of an earlier position and go back to the game as it is</extracomment>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Previous decision</source>
        <translation>Попереднє рішення</translation>
    </message>
    <message>
        <source>Previous decision (Left)</source>
        <translation>Попереднє рішення (стрілка ліворуч)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Уперед ▶</translation>
    </message>
    <message>
        <source>Next decision</source>
        <translation>Наступне рішення</translation>
    </message>
    <message>
        <source>Next decision (Right)</source>
        <translation>Наступне рішення (стрілка праворуч)</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Назад до гри</translation>
    </message>
    <message>
        <source>Return to the live game (Escape)</source>
        <translation>Повернутися до поточної гри (Escape)</translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <source>End of round %1</source>
        <translation>Кінець раунду %1</translation>
    </message>
    <message>
        <source>The last round is over</source>
        <translation>Останній раунд завершено</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>Раунд %1 завершено</translation>
    </message>
    <message>
        <source>+%1 this round</source>
        <translation>+%1 за цей раунд</translation>
    </message>
    <message>
        <source>%1 in all</source>
        <translation>Усього: %1</translation>
    </message>
    <message>
        <source>No line scored this round.</source>
        <translation>У цьому раунді жодна лінія не принесла очок.</translation>
    </message>
    <message>
        <source>Lines that scored (%1)</source>
        <translation>Лінії з очками (%1)</translation>
    </message>
    <message>
        <source>Lines that scored</source>
        <translation>Лінії з очками</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message numerus="yes">
        <source>%1 pt</source>
        <translation>
            <numerusform>%1 оч.</numerusform>
            <numerusform>%1 оч.</numerusform>
            <numerusform>%1 оч.</numerusform>
        </translation>
    </message>
    <message>
        <source>Show all lines (Space)</source>
        <translation>Показати всі лінії (Пробіл)</translation>
    </message>
    <message>
        <source>See the result (Enter)</source>
        <translation>Дивитися результат (Enter)</translation>
    </message>
    <message>
        <source>Next round (Enter)</source>
        <translation>Наступний раунд (Enter)</translation>
    </message>
    <message>
        <source>Show every scored line at once</source>
        <translation>Показати всі лінії з очками одразу</translation>
    </message>
    <message>
        <source>See who won</source>
        <translation>Дізнатися, хто переміг</translation>
    </message>
    <message>
        <source>Continue to the next round</source>
        <translation>Перейти до наступного раунду</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>%1, side %2, %3 points%4</source>
        <translation>%1, сторона %2, очок: %3%4</translation>
    </message>
    <message>
        <source>, to move</source>
        <translation>, ходить</translation>
    </message>
    <message>
        <source> (you)</source>
        <extracomment>after a player&apos;s name on their seat panel: this seat is the person looking; note the leading space</extracomment>
        <translation> (ви)</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) in hand</source>
        <translation>
            <numerusform>%n жетон у руці</numerusform>
            <numerusform>%n жетони в руці</numerusform>
            <numerusform>%n жетонів у руці</numerusform>
        </translation>
    </message>
    <message>
        <source>thinking…</source>
        <extracomment>on the seat panel of the computer player whose move it is</extracomment>
        <translation>думає…</translation>
    </message>
    <message>
        <source>to move</source>
        <extracomment>on the seat panel of the player whose move it is (short)</extracomment>
        <translation>ходить</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>a unit, under a seat&apos;s score on its panel (plural: the score is usually more than one)</extracomment>
        <translation>очки</translation>
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
        <translation>Острів</translation>
    </message>
    <message>
        <source>Island</source>
        <extracomment>a short label written sideways beside the island&apos;s row of face-up cards (a place, the island board)</extracomment>
        <translation>Острів</translation>
    </message>
    <message>
        <source>on island slot %1</source>
        <translation>на місці острова %1</translation>
    </message>
    <message>
        <source>Slot %1 empty</source>
        <translation>Місце %1 порожнє</translation>
    </message>
    <message>
        <source>Sleep (S)</source>
        <translation>Спати (S)</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Лягти спати</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <extracomment>a button: let the turn go by without gathering (a verb); P is its key</extracomment>
        <translation>Пас (P)</translation>
    </message>
    <message>
        <source>Pass</source>
        <extracomment>the Pass button&apos;s accessible name: let the turn go by (a verb)</extracomment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Done (D)</source>
        <extracomment>a button: finish the card being resolved (I am done); D is its key</extracomment>
        <translation>Готово (D)</translation>
    </message>
    <message>
        <source>Done</source>
        <extracomment>the Done button&apos;s accessible name: finish the card being resolved</extracomment>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Morning of day %1: the island&apos;s gifts and the loops (Esc skips)</source>
        <translation>Ранок дня %1: дари острова та дохід білок (Esc — пропустити)</translation>
    </message>
</context>
<context>
    <name>SquirrelSidePanel</name>
    <message>
        <source>Arrow keys and Enter choose on the board.</source>
        <translation>Клавіші зі стрілками та Enter вибирають на полі.</translation>
    </message>
    <message>
        <source>Click a lit card in your hand to play it, or one on the island (it costs 1 stamina or 1 coin more); or Sleep (S).</source>
        <translation>Клацніть підсвічену карту в руці, щоб зіграти її, або карту на острові (вона коштує на 1 витривалість чи 1 монету більше); або Спати (S).</translation>
    </message>
    <message>
        <source>You may gather at once: click one of your refreshed squirrels to exhaust it, or Pass (P).</source>
        <translation>Можете одразу зібрати: клацніть одну зі своїх відновлених білок, щоб виснажити її, або Пас (P).</translation>
    </message>
    <message>
        <source>You are asleep: click one of your refreshed squirrels to exhaust it and gather, or Pass (P).</source>
        <translation>Ви спите: клацніть одну зі своїх відновлених білок, щоб виснажити її та зібрати горіхи, або Пас (P).</translation>
    </message>
    <message>
        <source>%1: click the opponent to sabotage.</source>
        <translation>%1: клацніть супротивника, проти якого саботаж.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click a card in your hand to stash it (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: клацніть карту в руці, щоб сховати її (ще щонайбільше %n), або Готово (D).</numerusform>
            <numerusform>%1: клацніть карту в руці, щоб сховати її (ще щонайбільше %n), або Готово (D).</numerusform>
            <numerusform>%1: клацніть карту в руці, щоб сховати її (ще щонайбільше %n), або Готово (D).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your own refreshed squirrels to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: клацніть одну зі своїх відновлених білок, щоб виснажити її (ще %n).</numerusform>
            <numerusform>%1: клацніть одну зі своїх відновлених білок, щоб виснажити її (ще %n).</numerusform>
            <numerusform>%1: клацніть одну зі своїх відновлених білок, щоб виснажити її (ще %n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: click a lit squirrel of %2 to exhaust it (%n more).</source>
        <translation>
            <numerusform>%1: клацніть підсвічену білку гравця %2, щоб виснажити її (ще %n).</numerusform>
            <numerusform>%1: клацніть підсвічену білку гравця %2, щоб виснажити її (ще %n).</numerusform>
            <numerusform>%1: клацніть підсвічену білку гравця %2, щоб виснажити її (ще %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: keep one of the cards you looked at (keys 1–%2).</source>
        <translation>%1: залиште одну з переглянутих карт (клавіші 1–%2).</translation>
    </message>
    <message numerus="yes">
        <source>%1: click one of your refreshed squirrels to exhaust it and collect its loops (up to %n more), or Done (D).</source>
        <translation>
            <numerusform>%1: клацніть одну зі своїх відновлених білок, щоб виснажити її та зібрати її дохід (ще щонайбільше %n), або Готово (D).</numerusform>
            <numerusform>%1: клацніть одну зі своїх відновлених білок, щоб виснажити її та зібрати її дохід (ще щонайбільше %n), або Готово (D).</numerusform>
            <numerusform>%1: клацніть одну зі своїх відновлених білок, щоб виснажити її та зібрати її дохід (ще щонайбільше %n), або Готово (D).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: click the squirrel of yours it protects.</source>
        <translation>%1: клацніть свою білку, яку вона захищає.</translation>
    </message>
    <message numerus="yes">
        <source>%1: click an exhausted squirrel of yours to refresh it (%n more).</source>
        <translation>
            <numerusform>%1: клацніть свою виснажену білку, щоб відновити її (ще %n).</numerusform>
            <numerusform>%1: клацніть свою виснажену білку, щоб відновити її (ще %n).</numerusform>
            <numerusform>%1: клацніть свою виснажену білку, щоб відновити її (ще %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Resolving</source>
        <extracomment>a heading above the card whose effect is being carried out now</extracomment>
        <translation>Розігрується</translation>
    </message>
    <message>
        <source>Resolving %1: %2</source>
        <translation>Розігрується %1: %2</translation>
    </message>
    <message>
        <source>The island&apos;s gifts each morning</source>
        <translation>Дари острова щоранку</translation>
    </message>
    <message>
        <source>Each morning the island gives</source>
        <translation>Щоранку острів дає</translation>
    </message>
    <message numerus="yes">
        <source>Day %1: %2 stamina, %n coin(s), %3 cards</source>
        <translation>
            <numerusform>День %1: витривалість %2, %n монета, карт: %3</numerusform>
            <numerusform>День %1: витривалість %2, %n монети, карт: %3</numerusform>
            <numerusform>День %1: витривалість %2, %n монет, карт: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Day %1</source>
        <extracomment>a row of the island&apos;s income table: &quot;Day 2&quot; (the game lasts a few days)</extracomment>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Витривалість</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монети</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
</context>
<context>
    <name>StaminaBar</name>
    <message>
        <source>Stamina: %1 of %2</source>
        <translation>Витривалість: %1 з %2</translation>
    </message>
    <message numerus="yes">
        <source>full: +%n nut(s)</source>
        <translation>
            <numerusform>повна: +%n горіх</numerusform>
            <numerusform>повна: +%n горіхи</numerusform>
            <numerusform>повна: +%n горіхів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tableau</name>
    <message>
        <source>%1 squirrels</source>
        <translation>Білок: %1</translation>
    </message>
    <message>
        <source>No squirrels yet</source>
        <translation>Білок ще немає</translation>
    </message>
    <message>
        <source>%1 squirrel %2</source>
        <translation>%1, білка %2</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Day %1 of %2</source>
        <translation>День %1 з %2</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>First player: %1</source>
        <translation>Перший гравець: %1</translation>
    </message>
    <message>
        <source>First player: starts each new day</source>
        <translation>Перший гравець: починає кожен новий день</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Колода: %n карта</numerusform>
            <numerusform>Колода: %n карти</numerusform>
            <numerusform>Колода: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck %1</source>
        <extracomment>the draw pile and how many cards are left in it: &quot;Deck 24&quot;</extracomment>
        <translation>Колода %1</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s), %1 on top</source>
        <translation>
            <numerusform>Скид: %n карта, зверху %1</numerusform>
            <numerusform>Скид: %n карти, зверху %1</numerusform>
            <numerusform>Скид: %n карт, зверху %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Скид: порожній</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Скид %1</translation>
    </message>
    <message>
        <source>Countdown %1 of %2</source>
        <translation>Зворотний відлік %1 з %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>Exploring</source>
        <translation>Дослідження</translation>
    </message>
    <message>
        <source>Round %1 · %2</source>
        <translation>Раунд %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the pile</source>
        <translation>
            <numerusform>У стосі лишилася %n плитка</numerusform>
            <numerusform>У стосі лишилося %n плитки</numerusform>
            <numerusform>У стосі лишилося %n плиток</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations used: %1 of %2</source>
        <translation>Використано активацій: %1 з %2</translation>
    </message>
    <message numerus="yes">
        <source>%n movement point(s) left</source>
        <translation>
            <numerusform>Лишилося %n очко руху</numerusform>
            <numerusform>Лишилося %n очки руху</numerusform>
            <numerusform>Лишилося %n очок руху</numerusform>
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
            <numerusform>%1 (%2): %n монета, прибуток %3</numerusform>
            <numerusform>%1 (%2): %n монети, прибуток %3</numerusform>
            <numerusform>%1 (%2): %n монет, прибуток %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeatherCard</name>
    <message>
        <source>Weather: %1</source>
        <translation>Погода: %1</translation>
    </message>
    <message>
        <source>Weather being chosen</source>
        <translation>Погода ще вибирається</translation>
    </message>
</context>
<context>
    <name>isle::BalanceLab</name>
    <message>
        <source>Play these rules</source>
        <translation>Грати за цими правилами</translation>
    </message>
    <message>
        <source>Compare with saved</source>
        <translation>Порівняти зі збереженими</translation>
    </message>
    <message>
        <source>Run sweep</source>
        <extracomment>a button of the balance lab&apos;s sweep: play games for each value of the range</extracomment>
        <translation>Запустити перебір</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Скасувати</translation>
    </message>
    <message>
        <source>Games per batch; a comparison plays this many under each ruleset</source>
        <translation>Ігор у партії симуляцій; порівняння грає стільки ігор за кожним набором правил</translation>
    </message>
    <message>
        <source>The same seed deals the same games</source>
        <translation>Те саме зерно роздає ті самі ігри</translation>
    </message>
    <message>
        <source>Variant:</source>
        <extracomment>a label in the balance lab, before the variant to play</extracomment>
        <translation>Варіант:</translation>
    </message>
    <message>
        <source>Players:</source>
        <extracomment>a label in the balance lab, before the two computer players</extracomment>
        <translation>Гравців:</translation>
    </message>
    <message>
        <source>against</source>
        <extracomment>between the two computer players of the balance lab: &quot;greedy against random&quot;</extracomment>
        <translation>проти</translation>
    </message>
    <message>
        <source>Games:</source>
        <extracomment>a label in the balance lab, before the number of games to play</extracomment>
        <translation>Ігор:</translation>
    </message>
    <message>
        <source>seed</source>
        <extracomment>before the random seed&apos;s box in the balance lab: &quot;200 games, seed 1&quot;</extracomment>
        <translation>зерно</translation>
    </message>
    <message>
        <source>Play the games under the rules as they are now</source>
        <translation>Зіграти ігри за правилами в їхньому поточному вигляді</translation>
    </message>
    <message>
        <source>Play the same seeds under the saved rules and the rules as they are now</source>
        <translation>Зіграти ті самі зерна за збереженими та за поточними правилами</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Показник</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Збережені</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Поточні</translation>
    </message>
    <message>
        <source>Change (95 % interval)</source>
        <translation>Зміна (95 % інтервал)</translation>
    </message>
    <message>
        <source>Win rate</source>
        <extracomment>a chart&apos;s tab in the balance lab: how often the first seat wins</extracomment>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <source>Scores</source>
        <extracomment>a chart&apos;s tab in the balance lab: the points of each seat</extracomment>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Margins</source>
        <extracomment>a chart&apos;s tab in the balance lab: by how many points games are won</extracomment>
        <translation>Перевага</translation>
    </message>
    <message>
        <source>Length</source>
        <extracomment>a chart&apos;s tab in the balance lab: how many decisions a game takes</extracomment>
        <translation>Тривалість</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>the balance lab&apos;s tab that plays games over a range of one number</extracomment>
        <translation>Перебір</translation>
    </message>
    <message>
        <source>The number to vary: a parameter or a cell of a table</source>
        <translation>Число, яке змінювати: параметр або клітинка таблиці</translation>
    </message>
    <message>
        <source>Vary:</source>
        <extracomment>the balance lab&apos;s sweep: the number to vary</extracomment>
        <translation>Змінювати:</translation>
    </message>
    <message>
        <source>From:</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>Від:</translation>
    </message>
    <message>
        <source>to</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>до</translation>
    </message>
    <message>
        <source>step</source>
        <extracomment>the balance lab&apos;s sweep: &quot;From: 8 to 12 step 2&quot;</extracomment>
        <translation>крок</translation>
    </message>
    <message>
        <source>Plot:</source>
        <extracomment>the balance lab&apos;s sweep: the figure to draw against the varied number</extracomment>
        <translation>Графік:</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Частка перемог першого місця</translation>
    </message>
    <message>
        <source>First seat&apos;s margin</source>
        <translation>Перевага першого місця</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Тривалість гри</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is one component of the game (a piece, a card), %2 the name of a figure about it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The range is empty: &quot;from&quot; is above &quot;to&quot;.</source>
        <translation>Діапазон порожній: «від» більше за «до».</translation>
    </message>
    <message>
        <source> (0 to 1)</source>
        <translation> (від 0 до 1)</translation>
    </message>
    <message>
        <source>The current rules have errors (see the problem list); fix them before playing.</source>
        <translation>Поточні правила містять помилки (див. список проблем); виправте їх, перш ніж грати.</translation>
    </message>
    <message>
        <source>Playing %1 games…</source>
        <translation>Ігри (%1) тривають…</translation>
    </message>
    <message>
        <source>The games could not be played: %1</source>
        <translation>Не вдалося зіграти ігри: %1</translation>
    </message>
    <message>
        <source>Games played: %1. The first seat wins %2 of the points (95 % interval %3 to %4); %5 of the games are drawn; a game takes %6 decisions on average.</source>
        <translation>Зіграно ігор: %1. Перше місце здобуває %2 очок перемоги (95 % інтервал від %3 до %4); частка нічиїх: %5; у середньому гра триває рішень: %6.</translation>
    </message>
    <message>
        <source>Games under each ruleset: %1, on the same seeds; the change is the current rules minus the saved ones.</source>
        <translation>Ігор за кожним набором правил: %1, на тих самих зернах; зміна — це поточні правила мінус збережені.</translation>
    </message>
    <message>
        <source>%1 swept over %2 values.</source>
        <translation>%1: перебрано %2 значень.</translation>
    </message>
    <message>
        <source>Values that break the rules, not played: %1.</source>
        <translation>Значення, що порушують правила, не зіграно: %1.</translation>
    </message>
    <message>
        <source>Play games between computer players to see how the rules balance.</source>
        <translation>Зіграйте ігри між комп’ютерними гравцями, щоб побачити баланс правил.</translation>
    </message>
    <message>
        <source>Cancelled; the figures cover the games finished so far.</source>
        <translation>Скасовано; показники охоплюють ігри, завершені досі.</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (від %2 до %3)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <source>The interval does not contain 0: a real difference</source>
        <translation>Інтервал не містить 0: справжня різниця</translation>
    </message>
    <message>
        <source>Change the rules first: they are the same as the saved ones</source>
        <translation>Спершу змініть правила: вони такі самі, як збережені</translation>
    </message>
    <message>
        <source>Saved rules</source>
        <translation>Збережені правила</translation>
    </message>
    <message>
        <source>Current rules</source>
        <translation>Поточні правила</translation>
    </message>
    <message>
        <source>(run a simulation to see it)</source>
        <translation>(запустіть симуляцію, щоб побачити)</translation>
    </message>
    <message>
        <source>games</source>
        <extracomment>a chart&apos;s legend: the number of games in each bar
----------
a chart axis: the number of games</extracomment>
        <translation>ігри</translation>
    </message>
    <message>
        <source>These rules</source>
        <translation>Ці правила</translation>
    </message>
    <message>
        <source>(run a simulation or a comparison to see it)</source>
        <translation>(запустіть симуляцію або порівняння, щоб побачити)</translation>
    </message>
    <message>
        <source>win rate</source>
        <extracomment>a chart&apos;s legend: how often the first seat wins</extracomment>
        <translation>частка перемог</translation>
    </message>
    <message>
        <source>draws count ½; whiskers: the 95 % interval</source>
        <translation>нічия рахується як ½; вуса: 95 % інтервал</translation>
    </message>
    <message>
        <source>% of the points</source>
        <translation>% очок</translation>
    </message>
    <message>
        <source>50 %: even</source>
        <translation>50 %: порівну</translation>
    </message>
    <message>
        <source>Score per seat</source>
        <translation>Очки за місцями</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: lowest, highest</source>
        <translation>коробка: середнє ± одне відхилення; вуса: найменше, найбільше</translation>
    </message>
    <message>
        <source>score</source>
        <extracomment>a chart axis: the points scored</extracomment>
        <translation>очки</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>its score minus the second seat&apos;s</source>
        <translation>його очки мінус очки другого місця</translation>
    </message>
    <message>
        <source>margin</source>
        <extracomment>a chart axis: by how many points a game is won</extracomment>
        <translation>перевага</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Тривалість гри (рішення)</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>a chart axis: how many decisions a game takes</extracomment>
        <translation>рішення</translation>
    </message>
    <message>
        <source>box: mean ± one deviation; whiskers: shortest, longest</source>
        <translation>коробка: середнє ± одне відхилення; вуса: найкоротша, найдовша</translation>
    </message>
    <message>
        <source>Figures of the game</source>
        <translation>Показники гри</translation>
    </message>
    <message>
        <source>(none in these games)</source>
        <translation>(немає в цих іграх)</translation>
    </message>
    <message>
        <source>Parameter sweep</source>
        <translation>Перебір параметра</translation>
    </message>
    <message>
        <source>(pick a parameter and a range, then run the sweep)</source>
        <translation>(виберіть параметр і діапазон, потім запустіть перебір)</translation>
    </message>
    <message>
        <source>across %1</source>
        <translation>за %1</translation>
    </message>
    <message>
        <source>rules with errors (not played)</source>
        <translation>правила з помилками (не зіграно)</translation>
    </message>
    <message>
        <source>95 % interval</source>
        <translation>95 % інтервал</translation>
    </message>
    <message>
        <source>no value of the sweep could be played</source>
        <translation>жодне значення перебору не вдалося зіграти</translation>
    </message>
</context>
<context>
    <name>isle::Csv</name>
    <message>
        <source>text after a closing quote; expected a comma or the end of the line</source>
        <translation>текст після закривних лапок; очікувалася кома або кінець рядка</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>поле в лапках ніде не закрито</translation>
    </message>
</context>
<context>
    <name>isle::DiceExpression</name>
    <message>
        <source>a number or a die is expected</source>
        <translation>очікувалося число або кубик</translation>
    </message>
    <message>
        <source>a number or a die is expected after &apos;%1&apos;</source>
        <translation>після «%1» очікувалося число або кубик</translation>
    </message>
    <message>
        <source>the numbers add up to more than %1</source>
        <translation>числа в сумі перевищують %1</translation>
    </message>
    <message>
        <source>a number of sides or &apos;P&apos; is expected after &apos;d&apos;</source>
        <translation>після «d» очікувалася кількість граней або «P»</translation>
    </message>
    <message>
        <source>a die has 2 to %1 sides</source>
        <translation>кубик має від 2 до %1 граней</translation>
    </message>
    <message>
        <source>a term has 1 to %1 dice</source>
        <translation>член має від 1 до %1 кубиків</translation>
    </message>
    <message>
        <source>an expression has at most %1 dice terms</source>
        <translation>вираз має щонайбільше %1 членів із кубиками</translation>
    </message>
    <message>
        <source>&apos;+&apos; or &apos;-&apos; is expected before &apos;%1&apos;</source>
        <translation>перед «%1» очікувалося «+» або «-»</translation>
    </message>
</context>
<context>
    <name>isle::Difficulty</name>
    <message>
        <source>Easy</source>
        <translation>Легкий</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Середній</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Складний</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Експерт</translation>
    </message>
</context>
<context>
    <name>isle::EditorWindow</name>
    <message>
        <source>Balance lab</source>
        <translation>Лабораторія балансу</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>%1 (%2) — Isleworks rule editor</source>
        <extracomment>%1 is the ruleset&apos;s name, %2 the game it is for</extracomment>
        <translation>%1 (%2) — редактор правил Isleworks</translation>
    </message>
</context>
<context>
    <name>isle::Game</name>
    <message>
        <source>yes</source>
        <translation>так</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ні</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
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
        <translation>невідомий варіант «%1»; очікувався один із: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, not %2</source>
        <translation>набір правил для «%1», а не для %2</translation>
    </message>
</context>
<context>
    <name>isle::GameRecord</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>невідома гра «%1»; очікувалася одна з: %2</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>очікувався рядок</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>очікувався масив рядків</translation>
    </message>
    <message>
        <source>expected the embedded ruleset object</source>
        <translation>очікувався вбудований об’єкт набору правил</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; like the record</source>
        <translation>очікувалося «%1», як у записі</translation>
    </message>
    <message>
        <source>expected an array of decisions</source>
        <translation>очікувався масив рішень</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>очікувався об’єкт, знайдено %1</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>очікувався об’єкт</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>невідома гра «%1»</translation>
    </message>
    <message>
        <source>decision %1 (%2) comes after the game has ended</source>
        <translation>рішення %1 (%2) іде після завершення гри</translation>
    </message>
    <message>
        <source>decision %1 (seat %2: %3) is not legal: %4</source>
        <translation>рішення %1 (місце %2: %3) не дозволене: %4</translation>
    </message>
    <message>
        <source>expected a seed: a decimal string of an unsigned 64-bit integer (digits only, without sign, spaces or leading zeros)</source>
        <translation>очікувалося зерно: десятковий рядок беззнакового 64-бітного цілого (лише цифри, без знака, пробілів і нулів на початку)</translation>
    </message>
</context>
<context>
    <name>isle::IssuesPanel</name>
    <message>
        <source>No problems: these rules can be played.</source>
        <translation>Проблем немає: за цими правилами можна грати.</translation>
    </message>
    <message>
        <source>Warnings: %1. The rules can still be played.</source>
        <translation>Попереджень: %1. За правилами все одно можна грати.</translation>
    </message>
    <message>
        <source>Errors: %1, warnings: %2. A game cannot start until the errors are fixed; saving is allowed.</source>
        <translation>Помилок: %1, попереджень: %2. Гру не можна почати, доки помилки не виправлено; зберігати можна.</translation>
    </message>
</context>
<context>
    <name>isle::JsonFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>рядок %1, стовпець %2</translation>
    </message>
    <message>
        <source>malformed JSON at %1: %2</source>
        <translation>некоректний JSON у %1: %2</translation>
    </message>
    <message>
        <source>expected a JSON object at the top level</source>
        <translation>на верхньому рівні очікувався об’єкт JSON</translation>
    </message>
    <message>
        <source>cannot open the file: %1</source>
        <translation>не вдалося відкрити файл: %1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>очікувалося «%1», знайдено «%2»</translation>
    </message>
    <message>
        <source>format version %1 is newer than this Isleworks reads (up to %2); update Isleworks</source>
        <translation>версія формату %1 новіша, ніж читає цей Isleworks (до %2); оновіть Isleworks</translation>
    </message>
    <message>
        <source>unknown key; expected one of: %1</source>
        <translation>невідомий ключ; очікувався один із: %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>логічне значення</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>рядок</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>масив</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>об’єкт</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>expected an integer from %1 to %2, found %3</source>
        <translation>очікувалося ціле число від %1 до %2, знайдено %3</translation>
    </message>
    <message>
        <source>missing; expected an integer from %1 to %2</source>
        <translation>відсутнє; очікувалося ціле число від %1 до %2</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>очікувався рядок, знайдено %1</translation>
    </message>
    <message>
        <source>missing; expected a string</source>
        <translation>відсутнє; очікувався рядок</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>очікувалося true або false, знайдено %1</translation>
    </message>
    <message>
        <source>missing; expected true or false</source>
        <translation>відсутнє; очікувалося true або false</translation>
    </message>
    <message>
        <source>expected a file, found a folder</source>
        <translation>очікувався файл, знайдено теку</translation>
    </message>
    <message>
        <source>not an ordinary file (a device, pipe or socket); only ordinary files are read</source>
        <translation>не звичайний файл (пристрій, канал або сокет); читаються лише звичайні файли</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не вдалося прочитати файл: %1</translation>
    </message>
    <message>
        <source>only part of the file could be written (the disk may be full, or a file size limit reached)</source>
        <translation>вдалося записати лише частину файлу (можливо, диск заповнений або досягнуто обмеження розміру файлу)</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB; Isleworks reads no file that large</source>
        <translation>файл більший за %1 МіБ; Isleworks не читає таких великих файлів</translation>
    </message>
</context>
<context>
    <name>isle::MetadataPage</name>
    <message>
        <source>How this ruleset is named and described in files, records and the game list.</source>
        <translation>Як цей набір правил називається й описується у файлах, записах і списку ігор.</translation>
    </message>
</context>
<context>
    <name>isle::ParameterListModel</name>
    <message>
        <source>Parameter</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значення</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Одиниця</translation>
    </message>
</context>
<context>
    <name>isle::PatternGrid</name>
    <message>
        <source>Pattern squares</source>
        <translation>Клітинки візерунка</translation>
    </message>
    <message>
        <source>Arrow keys move, Space paints the square with the chosen colour, digits choose the colour</source>
        <translation>Стрілки переміщують, Пробіл зафарбовує клітинку вибраним кольором, цифри вибирають колір</translation>
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
        <translation>Зафарбовувати клітинки: %1</translation>
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
            <numerusform>Разом у %n примірнику: </numerusform>
            <numerusform>Разом у %n примірниках: </numerusform>
            <numerusform>Разом у %n примірниках: </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of row %2 (%3): choose a colour, then click or drag over the squares</source>
        <translation>%1 рядка %2 (%3): виберіть колір, потім клацайте або проводьте по клітинках</translation>
    </message>
    <message>
        <source>Select a row to paint its %1</source>
        <translation>Виберіть рядок, щоб розфарбувати: %1</translation>
    </message>
</context>
<context>
    <name>isle::Player</name>
    <message>
        <source>unknown player &quot;%1&quot;; expected one of: %2</source>
        <translation>невідомий гравець «%1»; очікувався один із: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;ismcts:&quot; must be a whole number from 1 to %2</source>
        <translation>«%1»: кількість ітерацій після «ismcts:» має бути цілим числом від 1 до %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the iterations after &quot;%2:&quot; must be a whole number from 1 to %3</source>
        <translation>«%1»: кількість ітерацій після «%2:» має бути цілим числом від 1 до %3</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not allowed in a file, where a computer player searches at most %2 iterations a move (as Expert does); expected &quot;ismcts:N&quot; or a level with its budget (&quot;hard:N&quot;) with N from 1 to %2, or one of: %3</source>
        <translation>«%1» не дозволено у файлі, де комп’ютерний гравець виконує щонайбільше %2 ітерацій пошуку за хід (як Експерт); очікувалося «ismcts:N» або рівень із власним бюджетом («hard:N») з N від 1 до %2 або одне з: %3</translation>
    </message>
</context>
<context>
    <name>isle::Position</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>невідома гра «%1»; очікувалася одна з: %2</translation>
    </message>
</context>
<context>
    <name>isle::Problem</name>
    <message>
        <source>error</source>
        <translation>помилка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>попередження</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more problem(s)</source>
        <translation>
            <numerusform>… і ще %Ln проблема</numerusform>
            <numerusform>… і ще %Ln проблеми</numerusform>
            <numerusform>… і ще %Ln проблем</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::ProblemListModel</name>
    <message>
        <source>Not accepted</source>
        <translation>Не прийнято</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Помилка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Попередження</translation>
    </message>
    <message>
        <source>%1
This value was not taken; the previous one is kept.</source>
        <translation>%1
Це значення не прийнято; залишено попереднє.</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важливість</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Де</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
</context>
<context>
    <name>isle::RegionGrid</name>
    <message>
        <source>The board and its fog regions, numbered as in the table. Click a region to select its row.</source>
        <translation>Поле та його області туману, пронумеровані як у таблиці. Клацніть область, щоб вибрати її рядок.</translation>
    </message>
</context>
<context>
    <name>isle::Ruleset</name>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>невідома гра «%1»; очікувалася одна з: %2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>очікувався об’єкт, знайдено %1</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>очікувався рядок, знайдено %1</translation>
    </message>
    <message>
        <source>missing; expected an object of parameters</source>
        <translation>відсутнє; очікувався об’єкт параметрів</translation>
    </message>
    <message>
        <source>missing; the default value is used</source>
        <translation>відсутнє; використано типове значення</translation>
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
        <translation>Назва</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версія</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Автор</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Примітки</translation>
    </message>
    <message>
        <source>unknown parameter</source>
        <translation>невідомий параметр</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Змінити «%1»</translation>
    </message>
    <message>
        <source>Change %1 to %2</source>
        <translation>Змінити «%1» на %2</translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation>немає такої клітинки</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; their names cannot change</source>
        <translation>рядки цієї таблиці фіксовані; їхні назви не можна змінити</translation>
    </message>
    <message>
        <source>Change %1 in row %2 of %3 to %4</source>
        <translation>Змінити «%1» у рядку %2 таблиці «%3» на %4</translation>
    </message>
    <message>
        <source>Change %1 %2 to %3</source>
        <translation>Змінити %1 %2 на %3</translation>
    </message>
    <message>
        <source>no such table row</source>
        <translation>немає такого рядка таблиці</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be added</source>
        <translation>рядки цієї таблиці фіксовані; рядки не можна додавати</translation>
    </message>
    <message>
        <source>Add row %1 to %2</source>
        <translation>Додати рядок %1 до таблиці «%2»</translation>
    </message>
    <message>
        <source>the rows of this table are fixed; rows cannot be removed</source>
        <translation>рядки цієї таблиці фіксовані; рядки не можна вилучати</translation>
    </message>
    <message>
        <source>Remove row %1 from %2</source>
        <translation>Вилучити рядок %1 з таблиці «%2»</translation>
    </message>
    <message>
        <source>unknown table</source>
        <translation>невідома таблиця</translation>
    </message>
    <message>
        <source>unknown field; expected one of: %1</source>
        <translation>невідоме поле; очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>Очистити «%1»</translation>
    </message>
    <message>
        <source>Change %1 to &quot;%2&quot;</source>
        <translation>Змінити «%1» на «%2»</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Без назви</translation>
    </message>
    <message>
        <source>the ruleset has no file name yet; use Save As</source>
        <translation>набір правил ще не має назви файлу; скористайтеся «Зберегти як»</translation>
    </message>
    <message>
        <source>Rename row %1 of %2 from &quot;%3&quot; to &quot;%4&quot;</source>
        <translation>Перейменувати рядок %1 таблиці «%2» з «%3» на «%4»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be an id: expected 1 to 32 lower-case letters (a–z), digits and hyphens, starting with a letter</source>
        <translation>«%1» не може бути ідентифікатором: очікувалося від 1 до 32 малих літер (a–z), цифр і дефісів, на початку — літера</translation>
    </message>
    <message>
        <source>the id &quot;%1&quot; is already used by row %2; expected an id no other row has</source>
        <translation>ідентифікатор «%1» уже використовує рядок %2; потрібен ідентифікатор, якого немає в жодного іншого рядка</translation>
    </message>
    <message>
        <source>unknown profile &quot;%1&quot;</source>
        <translation>невідомий профіль «%1»</translation>
    </message>
    <message>
        <source>Switch to the profile &quot;%1&quot;</source>
        <translation>Перейти до профілю «%1»</translation>
    </message>
</context>
<context>
    <name>isle::RulesetEditor</name>
    <message>
        <source>&amp;Open Rules…</source>
        <translation>&amp;Відкрити правила…</translation>
    </message>
    <message>
        <source>&amp;Save Rules</source>
        <translation>&amp;Зберегти правила</translation>
    </message>
    <message>
        <source>Save Rules &amp;As…</source>
        <translation>Зберегти правила &amp;як…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Вернути</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Show the parameters of:</source>
        <translation>Показати параметри для:</translation>
    </message>
    <message>
        <source>every variant</source>
        <translation>усіх варіантів</translation>
    </message>
    <message>
        <source>Hide the parameters a variant does not use</source>
        <translation>Сховати параметри, яких варіант не використовує</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Опис</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Збережено %1</translation>
    </message>
    <message>
        <source>Saved %1 with errors (%2); a game cannot start under these rules yet</source>
        <translation>Збережено %1 з помилками (%2); за цими правилами гру ще не можна почати</translation>
    </message>
    <message>
        <source>Open Rules</source>
        <translation>Відкрити правила</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json);;All files (*)</source>
        <translation>Набори правил Isleworks (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Не вдалося відкрити правила:

%1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>Відкрито %1: %2</translation>
    </message>
    <message>
        <source>Save Rules</source>
        <translation>Зберегти правила</translation>
    </message>
    <message>
        <source>The rules could not be saved: %1</source>
        <translation>Не вдалося зберегти правила: %1</translation>
    </message>
    <message>
        <source>Save Rules As</source>
        <translation>Зберегти правила як</translation>
    </message>
    <message>
        <source>Isleworks rulesets (*.json)</source>
        <translation>Набори правил Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Незбережені правила</translation>
    </message>
    <message>
        <source>The rules &quot;%1&quot; have unsaved changes. Save them?</source>
        <translation>Правила «%1» мають незбережені зміни. Зберегти їх?</translation>
    </message>
    <message>
        <source>&amp;New Rules</source>
        <translation>&amp;Нові правила</translation>
    </message>
    <message>
        <source>Start from a game&apos;s default rules</source>
        <translation>Почати з типових правил гри</translation>
    </message>
    <message>
        <source>New rules for %1, from its defaults</source>
        <translation>Нові правила для %1 на основі типових</translation>
    </message>
    <message>
        <source>Switched to the profile &quot;%1&quot;; Undo switches back</source>
        <translation>Перейшли до профілю «%1»; «Скасувати» повертає назад</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Профіль:</translation>
    </message>
    <message>
        <source>modified</source>
        <extracomment>In the profile chooser when the rules equal none of the game&apos;s profiles</extracomment>
        <translation>змінено</translation>
    </message>
    <message>
        <source>The rules differ from every profile; choose one to switch every parameter to it</source>
        <translation>Правила відрізняються від усіх профілів; виберіть один, щоб перевести до нього всі параметри</translation>
    </message>
    <message>
        <source>Switch every parameter to one of the game&apos;s profiles (one step to undo)</source>
        <translation>Перевести всі параметри до одного з профілів гри (скасовується одним кроком)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetSchema</name>
    <message>
        <source>expected true or false, found %1</source>
        <translation>очікувалося true або false, знайдено %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>expected an array of rows, found %1</source>
        <translation>очікувався масив рядків таблиці, знайдено %1</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows, found %3</source>
        <translation>очікувалося від %1 до %2 рядків, знайдено: %3</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>очікувався об’єкт, знайдено %1</translation>
    </message>
    <message>
        <source>missing; expected a value for the column &quot;%1&quot;</source>
        <translation>відсутнє; очікувалося значення для стовпця «%1»</translation>
    </message>
    <message>
        <source>row &quot;%1&quot; appears twice; expected each row once</source>
        <translation>рядок «%1» трапляється двічі; кожен рядок має бути один раз</translation>
    </message>
    <message>
        <source>missing the row &quot;%1&quot;; expected one row for each of: %2</source>
        <translation>бракує рядка «%1»; очікувалося по одному рядку для кожного з: %2</translation>
    </message>
    <message>
        <source>expected an id of 1 to 32 lower-case letters, digits and hyphens, starting with a letter</source>
        <translation>очікувався ідентифікатор із 1–32 малих літер, цифр і дефісів, що починається з літери</translation>
    </message>
    <message>
        <source>expected text, found %1</source>
        <translation>очікувався текст, знайдено %1</translation>
    </message>
    <message>
        <source>expected text of %1 to %2 characters, found %3</source>
        <translation>очікувався текст від %1 до %2 символів, знайдено %3</translation>
    </message>
    <message>
        <source>expected plain text without control characters</source>
        <translation>очікувався простий текст без керівних символів</translation>
    </message>
    <message>
        <source>expected rows of the codes %1 separated by &quot;/&quot;, found %2</source>
        <translation>очікувалися рядки з кодів %1, розділені «/», знайдено %2</translation>
    </message>
    <message>
        <source>expected %1 to %2 rows separated by &quot;/&quot;, found %3</source>
        <translation>очікувалося від %1 до %2 рядків, розділених «/», знайдено %3</translation>
    </message>
    <message>
        <source>row %1 has %2 codes; expected every row to have the same number, %3 to %4</source>
        <translation>рядок %1 має кодів: %2; очікувалося, що всі рядки матимуть однакову кількість, від %3 до %4</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>рядок %1 має код «%2»; очікувалося одне з: %3</translation>
    </message>
    <message>
        <source>expected a dice expression such as &quot;2d6+6&quot;, found %1</source>
        <translation>очікувався вираз із кубиками на кшталт «2d6+6», знайдено %1</translation>
    </message>
    <message>
        <source>expected a dice expression of at most %1 characters, found %2</source>
        <translation>очікувався вираз із кубиками щонайбільше з %1 символів, знайдено %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a dice expression: %2 (character %3)</source>
        <translation>«%1» не є виразом із кубиками: %2 (символ %3)</translation>
    </message>
</context>
<context>
    <name>isle::RulesetTableModel</name>
    <message>
        <source>line %1, column %2</source>
        <translation>рядок %1, стовпець %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>рядок %1</translation>
    </message>
    <message>
        <source>the file is empty; expected a header row of column keys</source>
        <translation>файл порожній; очікувався рядок заголовка з ключами стовпців</translation>
    </message>
    <message>
        <source>unknown column &quot;%1&quot;; expected: %2</source>
        <translation>невідомий стовпець «%1»; очікувалося: %2</translation>
    </message>
    <message>
        <source>the column &quot;%1&quot; is missing</source>
        <translation>бракує стовпця «%1»</translation>
    </message>
    <message>
        <source>expected %1 fields like the header, found %2</source>
        <translation>очікувалося полів, як у заголовку: %1, знайдено: %2</translation>
    </message>
    <message>
        <source>%1: %2 (the cell holds &quot;%3&quot;)</source>
        <translation>%1: %2 (у клітинці «%3»)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Імпорт %1 з %2</translation>
    </message>
    <message>
        <source>%1
Unit: %2</source>
        <translation>%1
Одиниця: %2</translation>
    </message>
    <message>
        <source>Add %1 rows to %2</source>
        <translation>Додати рядки (%1) до таблиці «%2»</translation>
    </message>
    <message>
        <source>Remove %1 rows from %2</source>
        <translation>Вилучити рядки (%1) з таблиці «%2»</translation>
    </message>
    <message>
        <source>%1
Id: %2</source>
        <translation>%1
Ідентифікатор: %2</translation>
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
        <translation>увімк.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>вимк.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>рядок %1</translation>
    </message>
    <message>
        <source>Description › %1</source>
        <translation>Опис › %1</translation>
    </message>
    <message>
        <source>%1 (character %2)</source>
        <extracomment>%1 says what is wrong, %2 is the position of the character counted from 1</extracomment>
        <translation>%1 (символ %2)</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>завжди %1</translation>
    </message>
    <message>
        <source>%1–%2, mean %3</source>
        <extracomment>the range of a dice roll and its mean, &quot;8–18, mean 13&quot;</extracomment>
        <translation>%1–%2, у середньому %3</translation>
    </message>
</context>
<context>
    <name>isle::Simulation</name>
    <message>
        <source>unknown game &quot;%1&quot;</source>
        <translation>невідома гра «%1»</translation>
    </message>
    <message>
        <source>First seat&apos;s win rate</source>
        <translation>Частка перемог першого місця</translation>
    </message>
    <message>
        <source>First seat&apos;s score margin</source>
        <translation>Перевага першого місця в очках</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Тривалість гри (рішення)</translation>
    </message>
    <message>
        <source>expected a whole number of at least 0, as a string</source>
        <translation>очікувалося ціле число не менше 0, як рядок</translation>
    </message>
    <message>
        <source>expected a whole number, as a string</source>
        <translation>очікувалося ціле число, як рядок</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>очікувався об’єкт, знайдено %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n seat(s), as the game has</source>
        <translation>
            <numerusform>очікувалося %n місце, як у грі</numerusform>
            <numerusform>очікувалося %n місця, як у грі</numerusform>
            <numerusform>очікувалося %n місць, як у грі</numerusform>
        </translation>
    </message>
    <message>
        <source>wins, draws and losses add up to %1, not to the %2 games played</source>
        <translation>перемоги, нічиї й поразки в сумі дають %1, а не %2 зіграних ігор</translation>
    </message>
    <message>
        <source>expected at most the %1 games played</source>
        <translation>очікувалося щонайбільше %1 зіграних ігор</translation>
    </message>
    <message numerus="yes">
        <source>expected %n count(s), as the game&apos;s figures are laid out</source>
        <translation>
            <numerusform>очікувалося %n значення, як розкладено показники гри</numerusform>
            <numerusform>очікувалося %n значення, як розкладено показники гри</numerusform>
            <numerusform>очікувалося %n значень, як розкладено показники гри</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;simulate&quot; or &quot;compare&quot;</source>
        <translation>очікувалося «simulate» або «compare»</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer, as a string</source>
        <translation>очікувалося беззнакове 64-бітне ціле, як рядок</translation>
    </message>
    <message>
        <source>expected 1 to %1 player names</source>
        <translation>очікувалося від 1 до %1 імен гравців</translation>
    </message>
    <message>
        <source>expected a player name</source>
        <translation>очікувалося ім’я гравця</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message numerus="yes">
        <source>expected %n ruleset(s)</source>
        <translation>
            <numerusform>очікувався %n набір правил</numerusform>
            <numerusform>очікувалося %n набори правил</numerusform>
            <numerusform>очікувалося %n наборів правил</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected %n result(s)</source>
        <translation>
            <numerusform>очікувався %n результат</numerusform>
            <numerusform>очікувалося %n результати</numerusform>
            <numerusform>очікувалося %n результатів</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>очікувався набір правил для «%1»</translation>
    </message>
    <message>
        <source>expected the names of the two ruleset files</source>
        <translation>очікувалися назви двох файлів наборів правил</translation>
    </message>
    <message numerus="yes">
        <source>expected %n compared figure(s), as the game declares</source>
        <translation>
            <numerusform>очікувався %n порівняний показник, як оголошує гра</numerusform>
            <numerusform>очікувалося %n порівняні показники, як оголошує гра</numerusform>
            <numerusform>очікувалося %n порівняних показників, як оголошує гра</numerusform>
        </translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>очікувалося «%1»</translation>
    </message>
    <message>
        <source>expected the %1 paired games</source>
        <translation>очікувалося %1 парних ігор</translation>
    </message>
    <message>
        <source>no parts to merge</source>
        <translation>немає частин для об’єднання</translation>
    </message>
    <message>
        <source>differs from %1&apos;s: the parts are not of one batch</source>
        <translation>відрізняється від частини %1: частини не з однієї серії</translation>
    </message>
    <message>
        <source>shard %1 is given twice</source>
        <translation>частину %1 задано двічі</translation>
    </message>
    <message>
        <source>shards missing: %1</source>
        <translation>бракує частин: %1</translation>
    </message>
    <message>
        <source>expected I/N: shard I of N, with 0 &lt;= I &lt; N &lt;= %1 (&quot;2/8&quot;)</source>
        <translation>очікувалося I/N: частина I з N, де 0 &lt;= I &lt; N &lt;= %1 («2/8»)</translation>
    </message>
</context>
<context>
    <name>isle::TablePanel</name>
    <message>
        <source>Add row</source>
        <extracomment>a button of a rules table: add a row to the table (a verb)</extracomment>
        <translation>Додати рядок</translation>
    </message>
    <message>
        <source>Add a row after the selected one</source>
        <translation>Додати рядок після вибраного</translation>
    </message>
    <message>
        <source>Remove row</source>
        <translation>Вилучити рядок</translation>
    </message>
    <message>
        <source>Remove the selected row</source>
        <translation>Вилучити вибраний рядок</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Імпортувати CSV…</translation>
    </message>
    <message>
        <source>Replace this table with the rows of a CSV file</source>
        <translation>Замінити цю таблицю рядками з файлу CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Експортувати CSV…</translation>
    </message>
    <message>
        <source>Write this table to a CSV file</source>
        <translation>Записати цю таблицю у файл CSV</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>Імпорт: %1</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файли CSV (*.csv);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Nothing was changed; the file has problems:

%1</source>
        <translation>Нічого не змінено; у файлі є проблеми:

%1</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Експорт: %1</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Не вдалося записати файл: %1</translation>
    </message>
</context>
<context>
    <name>isle::app::GameSession</name>
    <message>
        <source>Standard rules</source>
        <translation>Стандартні правила</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Змінені правила</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Змінені правила: %1</translation>
    </message>
    <message>
        <source>There is no &quot;%1&quot; game.</source>
        <translation>Гри «%1» немає.</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to 18446744073709551615.</source>
        <translation>Зерно має бути цілим числом від 0 до 18446744073709551615.</translation>
    </message>
    <message>
        <source>You are reviewing an earlier decision: go back to the game to play on.</source>
        <translation>Ви переглядаєте попереднє рішення: поверніться до гри, щоб грати далі.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Зараз не ваш хід.</translation>
    </message>
    <message>
        <source>The computer chose an illegal move: %1</source>
        <translation>Комп’ютер вибрав недозволений хід: %1</translation>
    </message>
    <message>
        <source>&amp;Undo (designer mode: any decision)</source>
        <translation>&amp;Вернути (режим дизайнера: будь-яке рішення)</translation>
    </message>
    <message>
        <source>&amp;Undo (not past a draw or a revealed token)</source>
        <translation>&amp;Вернути (не далі за добір чи відкритий жетон)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Вернути</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>Spectator</source>
        <extracomment>the person looking at the game when they play no seat: they only watch</extracomment>
        <translation>Глядач</translation>
    </message>
    <message>
        <source>%1 coins to %2</source>
        <translation>монети %1 : %2</translation>
    </message>
    <message>
        <source>%1 points to %2</source>
        <translation>очки %1 : %2</translation>
    </message>
    <message>
        <source>A draw, %1 (coins decide the game)</source>
        <translation>Нічия, %1 (гру вирішують монети)</translation>
    </message>
    <message>
        <source>A draw, %1</source>
        <translation>Нічия, %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %2 (coins decide the game)</source>
        <translation>
            <numerusform>%1 перемагає, %2 (гру вирішують монети)</numerusform>
            <numerusform>%1 перемагають, %2 (гру вирішують монети)</numerusform>
            <numerusform>%1 перемагають, %2 (гру вирішують монети)</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> і </translation>
    </message>
    <message numerus="yes">
        <source>%1 won, %2</source>
        <translation>
            <numerusform>%1 перемагає, %2</numerusform>
            <numerusform>%1 перемагають, %2</numerusform>
            <numerusform>%1 перемагають, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>No game yet: choose Game ▸ New Game… to start one.</source>
        <translation>Гри ще немає: виберіть Гра ▸ Нова гра…, щоб почати.</translation>
    </message>
    <message>
        <source>Reviewing decision %1 of %2</source>
        <translation>Перегляд рішення %1 з %2</translation>
    </message>
    <message>
        <source>Game over. %1</source>
        <translation>Гру завершено. %1</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Раунд %1 з %2</translation>
    </message>
    <message>
        <source>%1 · %2 is thinking…</source>
        <translation>%1 · %2 думає…</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Зараз такого варіанта немає.</translation>
    </message>
    <message>
        <source>&amp;Undo %1 (designer mode)</source>
        <translation>&amp;Вернути: %1 (режим дизайнера)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Вернути: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Повторити: %1</translation>
    </message>
    <message>
        <source>%1 (automatic): %2</source>
        <translation>%1 (автоматично): %2</translation>
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
        <translation>Ігрове поле</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>Стан гри</translation>
    </message>
    <message>
        <source>Log</source>
        <extracomment>the title of the dock with the game log: the list of decisions so far (a noun)</extracomment>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал гри</translation>
    </message>
    <message>
        <source>&amp;Log</source>
        <translation>&amp;Журнал</translation>
    </message>
    <message>
        <source>Show or hide the list of decisions so far</source>
        <translation>Показати або сховати список рішень досі</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Гра без назви</translation>
    </message>
    <message>
        <source>%1[*] — Isleworks</source>
        <translation>%1[*] — Isleworks</translation>
    </message>
    <message>
        <source>%1[*] (edited rules) — Isleworks</source>
        <translation>%1[*] (змінені правила) — Isleworks</translation>
    </message>
    <message>
        <source>The game in progress</source>
        <translation>Поточна гра</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>Незбережена гра</translation>
    </message>
    <message>
        <source>%1 has decisions that are not saved in a file. Save them before the game is replaced?</source>
        <translation>%1 має рішення, не збережені у файлі. Зберегти їх, перш ніж гру буде замінено?</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Відкрити гру</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json);;All files (*)</source>
        <translation>Записи ігор Isleworks (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Відкрито %1</translation>
    </message>
    <message>
        <source>This game was played under other rules than those in the editor (%1). Replay it under the editor&apos;s rules?</source>
        <translation>Цю гру зіграно за іншими правилами, ніж ті, що в редакторі (%1). Переграти її за правилами редактора?</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Збережено %1</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Зберегти гру</translation>
    </message>
    <message>
        <source>Isleworks game records (*.json)</source>
        <translation>Записи ігор Isleworks (*.json)</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Продовжити гру</translation>
    </message>
    <message>
        <source>Isleworks closed unexpectedly while it was resuming an unfinished game last time. Try to continue that game anyway?</source>
        <translation>Минулого разу Isleworks несподівано закрився, коли відновлював незавершену гру. Усе одно спробувати продовжити ту гру?</translation>
    </message>
    <message>
        <source>An unfinished game was kept when Isleworks last closed. Continue it?</source>
        <translation>Коли Isleworks востаннє закривався, було збережено незавершену гру. Продовжити її?</translation>
    </message>
    <message>
        <source>About Isleworks</source>
        <translation>Про Isleworks</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Design, play and print island board games.&lt;/p&gt;&lt;p&gt;%2, with every rule enforced by the Isleworks engine.&lt;/p&gt;&lt;p&gt;Artwork is original to Isleworks and dedicated to the public domain (CC0 1.0).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Isleworks %1&lt;/h3&gt;&lt;p&gt;Створюйте, грайте й друкуйте настільні ігри про острови.&lt;/p&gt;&lt;p&gt;%2, і кожне правило забезпечує рушій Isleworks.&lt;/p&gt;&lt;p&gt;Графіка створена спеціально для Isleworks і передана в суспільне надбання (CC0 1.0).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Нова гра…</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Почати нову гру</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Відкрити…</translation>
    </message>
    <message>
        <source>Open a saved game record</source>
        <translation>Відкрити збережений запис гри</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Зберегти</translation>
    </message>
    <message>
        <source>Save the game as a record</source>
        <translation>Зберегти гру як запис</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Зберегти &amp;як…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Ви&amp;йти</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Вернути</translation>
    </message>
    <message>
        <source>Take back your last decision and the computer&apos;s replies</source>
        <translation>Забрати своє останнє рішення та відповіді комп’ютера</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторити</translation>
    </message>
    <message>
        <source>&amp;Designer Mode</source>
        <translation>Режим &amp;дизайнера</translation>
    </message>
    <message>
        <source>Undo anything, even past a draw or a revealed token, to try rules out</source>
        <translation>Вертати будь-що, навіть далі за добір чи відкритий жетон, щоб випробувати правила</translation>
    </message>
    <message>
        <source>Computer: &amp;Move Now</source>
        <translation>Комп’ютер: &amp;ходи зараз</translation>
    </message>
    <message>
        <source>Stop the computer&apos;s thinking and let it play the best move it has found so far</source>
        <translation>Зупинити роздуми комп’ютера й дати йому зіграти найкращий знайдений досі хід</translation>
    </message>
    <message>
        <source>&amp;About Isleworks</source>
        <translation>Про &amp;Isleworks</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Гра</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Останні ігри</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редагування</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вигляд</translation>
    </message>
    <message>
        <source>Computer &amp;Pace</source>
        <translation>&amp;Темп комп’ютера</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): it moves at once</extracomment>
        <translation>&amp;Миттєво</translation>
    </message>
    <message>
        <source>&amp;Brisk</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a short pause before each move</extracomment>
        <translation>&amp;Жваво</translation>
    </message>
    <message>
        <source>&amp;Relaxed</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a pause before each move</extracomment>
        <translation>&amp;Спокійно</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <extracomment>the computer&apos;s pace (Game ▸ Computer Pace): a long pause before each move</extracomment>
        <translation>&amp;Повільно</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Довідка</translation>
    </message>
    <message>
        <source>&amp;Rules of the Game</source>
        <translation>&amp;Правила гри</translation>
    </message>
    <message>
        <source>The rules of the game being played, with the numbers of its ruleset</source>
        <translation>Правила гри, у яку граєте, з числами її набору правил</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Про &amp;Qt</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Немає останніх ігор</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Очистити список</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Balance Lab</source>
        <translation>Лабораторія балансу</translation>
    </message>
    <message>
        <source>&amp;Rules Editor</source>
        <translation>&amp;Редактор правил</translation>
    </message>
    <message>
        <source>&amp;Balance Lab</source>
        <translation>&amp;Лабораторія балансу</translation>
    </message>
    <message>
        <source>&amp;Replay Now</source>
        <translation>&amp;Переграти зараз</translation>
    </message>
    <message>
        <source>Replay the game in progress under the edited rules and compare the scores</source>
        <translation>Переграти поточну гру за зміненими правилами й порівняти очки</translation>
    </message>
    <message>
        <source>&amp;New Game with These Rules…</source>
        <translation>Нова &amp;гра за цими правилами…</translation>
    </message>
    <message>
        <source>Start a new game under the rules in the editor</source>
        <translation>Почати нову гру за правилами з редактора</translation>
    </message>
    <message>
        <source>Replay After Every &amp;Edit</source>
        <translation>Переграва&amp;ти після кожної зміни</translation>
    </message>
    <message>
        <source>Replay the game in progress whenever a rule changes</source>
        <translation>Переграти поточну гру щоразу, коли змінюється правило</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Правила</translation>
    </message>
    <message>
        <source>Open &amp;Recent Rules</source>
        <translation>&amp;Останні правила</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Не вдалося відкрити %1:
%2</translation>
    </message>
    <message>
        <source>No recent rules</source>
        <translation>Немає останніх правил</translation>
    </message>
    <message>
        <source>Undo Rule Edit</source>
        <translation>Вернути зміну правил</translation>
    </message>
    <message>
        <source>Redo Rule Edit</source>
        <translation>Повторити зміну правил</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Правила містять помилки; див. список проблем на панелі «Правила».</translation>
    </message>
    <message numerus="yes">
        <source>Replayed %n decision(s) under the edited rules: %1 before, %2 now.</source>
        <translation>
            <numerusform>Переграно %n рішення за зміненими правилами: було %1, тепер %2.</numerusform>
            <numerusform>Переграно %n рішення за зміненими правилами: було %1, тепер %2.</numerusform>
            <numerusform>Переграно %n рішень за зміненими правилами: було %1, тепер %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Under the edited rules the game stops at decision %1 (%2): %3.</source>
        <translation>За зміненими правилами гра зупиняється на рішенні %1 (%2): %3.</translation>
    </message>
    <message>
        <source>Replay Now</source>
        <translation>Переграти зараз</translation>
    </message>
    <message>
        <source>%1

No round has finished yet, so there are no round scores to compare.</source>
        <translation>%1

Жоден раунд ще не завершився, тож немає очок раундів для порівняння.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <extracomment>a column heading of the replay report: the scores after round %1</extracomment>
        <translation>Раунд %1</translation>
    </message>
    <message>
        <source>Side %1, before</source>
        <translation>Сторона %1, було</translation>
    </message>
    <message>
        <source>Side %1, now</source>
        <translation>Сторона %1, тепер</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Вернути</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повторити</translation>
    </message>
    <message>
        <source>Print &amp;Components…</source>
        <translation>Друкувати &amp;компоненти…</translation>
    </message>
    <message>
        <source>Print-and-play sheets of every token, card and board the rules need</source>
        <translation>Аркуші print-and-play з усіма жетонами, картами й полями, потрібними за правилами</translation>
    </message>
    <message>
        <source>The Rules panel keeps its unsaved rules of %1.</source>
        <translation>Панель «Правила» зберігає свої незбережені правила гри %1.</translation>
    </message>
    <message>
        <source>Unsaved Rules</source>
        <translation>Незбережені правила</translation>
    </message>
    <message>
        <source>The Rules panel holds unsaved edits to the rules of %1. Save them before it turns to the rules of %2?</source>
        <translation>На панелі «Правила» є незбережені зміни правил гри %1. Зберегти їх, перш ніж вона перейде до правил гри %2?</translation>
    </message>
    <message>
        <source>Keep Editing Them</source>
        <translation>Далі редагувати їх</translation>
    </message>
    <message>
        <source>The Rules panel now edits the rules of %1.</source>
        <translation>Панель «Правила» тепер редагує правила гри %1.</translation>
    </message>
    <message>
        <source>Rules of %1: %2%3</source>
        <extracomment>The rules dock&apos;s title: %1 is the game, %2 the ruleset&apos;s name, %3 &quot; *&quot; when it has unsaved edits</extracomment>
        <translation>Правила гри %1: %2%3</translation>
    </message>
    <message>
        <source>Balance Lab: %1</source>
        <extracomment>The balance lab dock&apos;s title: %1 is the game whose rules it plays</extracomment>
        <translation>Лабораторія балансу: %1</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Налаштування…</translation>
    </message>
    <message>
        <source>The language of the suite</source>
        <translation>Мова програм пакета</translation>
    </message>
</context>
<context>
    <name>isle::app::NewGameDialog</name>
    <message>
        <source>Computer: %1</source>
        <translation>Комп’ютер: %1</translation>
    </message>
    <message>
        <source>Computer: greedy (one move ahead)</source>
        <translation>Комп’ютер: жадібний (на один хід уперед)</translation>
    </message>
    <message>
        <source>Computer: random moves</source>
        <translation>Комп’ютер: випадкові ходи</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Нова гра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Гра:</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Варіант</translation>
    </message>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Варіант:</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Стандартні правила</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>The rules the game is played under: the standard ones or those in the rule editor</source>
        <translation>Правила, за якими ведеться гра: стандартні або ті, що в редакторі правил</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Plays</source>
        <extracomment>a column heading in the new-game dialog: who plays each seat (a person, or a computer player)</extracomment>
        <translation>Грає</translation>
    </message>
    <message>
        <source>Name (optional)</source>
        <translation>Ім’я (необов’язково)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>who plays a seat: a person at this computer (not a computer player)</extracomment>
        <translation>Людина</translation>
    </message>
    <message>
        <source>Who plays seat %1</source>
        <translation>Хто грає на місці %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Ім’я для місця %1</translation>
    </message>
    <message>
        <source>random</source>
        <extracomment>shown in the empty seed box: a random seed will be chosen</extracomment>
        <translation>випадкове</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>the random seed that deals the game (a number)</extracomment>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>The same seed, variant and decisions give the same game.</source>
        <translation>Те саме зерно, варіант і рішення дають ту саму гру.</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Зерно:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>По&amp;чати</translation>
    </message>
    <message>
        <source>Edited rules: %1</source>
        <translation>Змінені правила: %1</translation>
    </message>
    <message>
        <source>%1 for seat %2</source>
        <translation>%1 для місця %2</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Змінені правила</translation>
    </message>
</context>
<context>
    <name>isle::app::PlaySession</name>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Комп’ютер %1</translation>
    </message>
    <message>
        <source>there is no game</source>
        <translation>гри немає</translation>
    </message>
    <message>
        <source>the game has already ended</source>
        <translation>гру вже завершено</translation>
    </message>
</context>
<context>
    <name>isle::app::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Налаштування</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Мова:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Мова</translation>
    </message>
    <message>
        <source>Close</source>
        <extracomment>a button: close the Preferences dialog (a verb)</extracomment>
        <translation>Закрити</translation>
    </message>
    <message>
        <source>The menus, the board, the rule editor and the printed sheets change at once; the game log keeps the words it was written in. The choice is remembered for the next start, and numbers and dates follow it too.</source>
        <translation>Меню, дошка, редактор правил і друковані аркуші змінюються одразу; журнал гри зберігає слова, якими його записано. Вибір запам’ятовується до наступного запуску, і числа та дати теж йому відповідають.</translation>
    </message>
</context>
<context>
    <name>isle::app::PrintComponentsDialog</name>
    <message>
        <source> mm</source>
        <extracomment>Unit after a length in millimetres</extracomment>
        <translation> мм</translation>
    </message>
    <message>
        <source>Print Components</source>
        <translation>Друк компонентів</translation>
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
        <translation>&amp;Папір:</translation>
    </message>
    <message>
        <source>Portrait</source>
        <extracomment>a page orientation: taller than wide</extracomment>
        <translation>Книжкова</translation>
    </message>
    <message>
        <source>Landscape</source>
        <extracomment>a page orientation: wider than tall</extracomment>
        <translation>Альбомна</translation>
    </message>
    <message>
        <source>&amp;Orientation:</source>
        <translation>&amp;Орієнтація:</translation>
    </message>
    <message>
        <source>From the paper&apos;s edge to anything printed but crop marks</source>
        <translation>Від краю паперу до будь-якого друку, крім міток обрізу</translation>
    </message>
    <message>
        <source>&amp;Margins:</source>
        <translation>По&amp;ля:</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, so an imprecise cut shows no white edge</source>
        <translation>Зображення, надруковане за кожною лінією різу, щоб неточний різ не лишав білого краю</translation>
    </message>
    <message>
        <source>&amp;Bleed:</source>
        <extracomment>printing: how far the artwork runs past the cut line</extracomment>
        <translation>&amp;Виліт:</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Мітки обрізу</translation>
    </message>
    <message>
        <source>Cut lines</source>
        <translation>Лінії різу</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>printing: no crop marks</extracomment>
        <translation>Немає</translation>
    </message>
    <message>
        <source>Mar&amp;ks:</source>
        <extracomment>printing: the crop marks that show where to cut</extracomment>
        <translation>&amp;Мітки:</translation>
    </message>
    <message>
        <source>One-sided (no backs)</source>
        <translation>Односторонній (без зворотів)</translation>
    </message>
    <message>
        <source>Two-sided, flip on long edge</source>
        <translation>Двосторонній, перегортати по довгому краю</translation>
    </message>
    <message>
        <source>Two-sided, flip on short edge</source>
        <translation>Двосторонній, перегортати по короткому краю</translation>
    </message>
    <message>
        <source>&amp;Backs:</source>
        <extracomment>printing: whether and how the backs of cards and tokens are printed (two-sided printing)</extracomment>
        <translation>&amp;Звороти:</translation>
    </message>
    <message>
        <source>Right is positive</source>
        <translation>Праворуч — додатний</translation>
    </message>
    <message>
        <source>Down is positive</source>
        <translation>Донизу — додатний</translation>
    </message>
    <message>
        <source>Back &amp;offset:</source>
        <translation>З&amp;сув зворотів:</translation>
    </message>
    <message>
        <source>Add a &amp;calibration page</source>
        <translation>Додати сторінку калі&amp;брування</translation>
    </message>
    <message>
        <source>Rulers to check the scale, and targets to measure how far the printer&apos;s backs drift</source>
        <translation>Лінійки для перевірки масштабу та мішені, щоб виміряти, наскільки принтер зміщує звороти</translation>
    </message>
    <message>
        <source>&amp;Components:</source>
        <translation>&amp;Компоненти:</translation>
    </message>
    <message>
        <source>Everything</source>
        <extracomment>shown in the empty &quot;changed since&quot; box: every component is printed</extracomment>
        <translation>Усі</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the rules in this file, with their backs</source>
        <translation>Друкувати лише компоненти, лицьовий бік яких відрізняється від лицьового боку за правилами з цього файлу, разом зі зворотами</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>О&amp;глянути…</translation>
    </message>
    <message>
        <source>Only changed &amp;since:</source>
        <translation>Лише змінене від&amp;носно:</translation>
    </message>
    <message>
        <source> dpi</source>
        <extracomment>Unit after a resolution</extracomment>
        <translation> dpi</translation>
    </message>
    <message>
        <source>PNG &amp;resolution:</source>
        <translation>&amp;Роздільність PNG:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Друкувати…</translation>
    </message>
    <message>
        <source>Export P&amp;DF…</source>
        <translation>Експорт P&amp;DF…</translation>
    </message>
    <message>
        <source>Export S&amp;VG…</source>
        <translation>Експорт S&amp;VG…</translation>
    </message>
    <message>
        <source>Export PN&amp;G…</source>
        <translation>Експорт PN&amp;G…</translation>
    </message>
    <message>
        <source>Print What Changed Since</source>
        <translation>Друкувати змінене відносно</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Набори правил (*.json);;Усі файли (*)</translation>
    </message>
    <message>
        <source>The rules have errors; see the issues list in the Rules panel.</source>
        <translation>Правила містять помилки; див. список проблем на панелі «Правила».</translation>
    </message>
    <message>
        <source>%1 holds the rules of another game.</source>
        <translation>%1 містить правила іншої гри.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не вдалося прочитати %1: %2</translation>
    </message>
    <message>
        <source>Nothing can be printed:
%1</source>
        <translation>Нічого не можна надрукувати:
%1</translation>
    </message>
    <message>
        <source>Nothing to print: no component is chosen, or none changed.</source>
        <translation>Нічого друкувати: не вибрано жодного компонента або жоден не змінився.</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s), </source>
        <translation>
            <numerusform>%n сторінка, </numerusform>
            <numerusform>%n сторінки, </numerusform>
            <numerusform>%n сторінок, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n компонент для вирізання.</numerusform>
            <numerusform>%n компоненти для вирізання.</numerusform>
            <numerusform>%n компонентів для вирізання.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: компоненти</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>Компоненти</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>Помилка експорту</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n file(s), </source>
        <translation>
            <numerusform>Записано %n файл, </numerusform>
            <numerusform>Записано %n файли, </numerusform>
            <numerusform>Записано %n файлів, </numerusform>
        </translation>
    </message>
    <message>
        <source>%1 KiB: %2</source>
        <translation>%1 КіБ: %2</translation>
    </message>
    <message>
        <source>Export Components</source>
        <translation>Експорт компонентів</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>SVG, one file per page (*.svg)</source>
        <translation>SVG, один файл на сторінку (*.svg)</translation>
    </message>
    <message>
        <source>PNG, one file per page (*.png)</source>
        <translation>PNG, один файл на сторінку (*.png)</translation>
    </message>
</context>
<context>
    <name>isle::app::ReplayController</name>
    <message>
        <source>There is no game to replay.</source>
        <translation>Немає гри, яку можна переграти.</translation>
    </message>
    <message>
        <source>These rules are for another game than the one in progress.</source>
        <translation>Ці правила для іншої гри, ніж поточна.</translation>
    </message>
    <message>
        <source>These rules cannot be played: %1</source>
        <translation>За цими правилами не можна грати: %1</translation>
    </message>
    <message>
        <source>decision %1</source>
        <translation>рішення %1</translation>
    </message>
</context>
<context>
    <name>isle::app::RoundScoring</name>
    <message>
        <source>Side %1: %2 — %3 × %4 = %5 points</source>
        <translation>Сторона %1: %2 — %3 × %4 = %5 оч.</translation>
    </message>
    <message>
        <source>Side %1: %2 — %3 points</source>
        <translation>Сторона %1: %2 — %3 оч.</translation>
    </message>
</context>
<context>
    <name>isle::app::RulesReferenceDialog</name>
    <message>
        <source>Rules of the Game</source>
        <translation>Правила гри</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Правила гри</translation>
    </message>
    <message>
        <source>The rules of the game being played.</source>
        <translation>Правила гри, у яку граєте.</translation>
    </message>
    <message>
        <source>The rules in the editor differ from them; a new game, or Replay Now, plays those.</source>
        <translation>Правила в редакторі відрізняються від них; за ними грає нова гра або «Переграти зараз».</translation>
    </message>
    <message>
        <source>No game is being played: the rules in the editor, for every variant.</source>
        <translation>Гра не ведеться: правила з редактора, для всіх варіантів.</translation>
    </message>
    <message>
        <source>No game is being played: the rules the next game is played under, for every variant.</source>
        <translation>Гра не ведеться: правила, за якими гратиметься наступна гра, для всіх варіантів.</translation>
    </message>
    <message>
        <source>There is no rules reference for this game.</source>
        <translation>Для цієї гри немає довідки з правил.</translation>
    </message>
</context>
<context>
    <name>isle::app::SeatsModel</name>
    <message>
        <source>person</source>
        <extracomment>who plays a seat: a person (not a computer player)</extracomment>
        <translation>людина</translation>
    </message>
    <message>
        <source>computer, %1</source>
        <translation>комп’ютер, %1</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>the name of the solo game&apos;s automatic opponent (a noun)</extracomment>
        <translation>Суперник</translation>
    </message>
    <message>
        <source>played by the rules</source>
        <translation>грає за правилами</translation>
    </message>
</context>
<context>
    <name>isle::app::SessionFiles</name>
    <message>
        <source>expected an array with one object per seat; every seat keeps the defaults</source>
        <translation>очікувався масив з одним об’єктом на кожне місце; усі місця зберігають типові налаштування</translation>
    </message>
    <message numerus="yes">
        <source>expected at most %n seat(s); the rest are left out</source>
        <translation>
            <numerusform>очікувалося щонайбільше %n місце; решту пропущено</numerusform>
            <numerusform>очікувалося щонайбільше %n місця; решту пропущено</numerusform>
            <numerusform>очікувалося щонайбільше %n місць; решту пропущено</numerusform>
        </translation>
    </message>
    <message>
        <source>expected an object of preference values; the seat keeps the defaults</source>
        <translation>очікувався об’єкт зі значеннями налаштувань; місце зберігає типові</translation>
    </message>
    <message>
        <source>expected one of: %1; the default &quot;%2&quot; is used</source>
        <translation>очікувалося одне з: %1; використано типове «%2»</translation>
    </message>
    <message>
        <source>unknown preference &quot;%1&quot;; it is left out</source>
        <translation>невідоме налаштування «%1»; його пропущено</translation>
    </message>
    <message>
        <source>Could not autosave the game: %1</source>
        <translation>Не вдалося автоматично зберегти гру: %1</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не вдалося зберегти %1: %2</translation>
    </message>
    <message>
        <source>Could not open %1:
%2</source>
        <translation>Не вдалося відкрити %1:
%2</translation>
    </message>
    <message>
        <source>Some seat preferences of the record could not be read:
%1</source>
        <translation>Деякі налаштування місць із запису не вдалося прочитати:
%1</translation>
    </message>
    <message>
        <source>%1: decision %2 (%3) is not legal: %4. The game stops before it.</source>
        <translation>%1: рішення %2 (%3) не дозволене: %4. Гра зупиняється перед ним.</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleScreen</name>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Зараз цього обрати не можна.</translation>
    </message>
    <message>
        <source>Choose one of the lit empty areas for the tile.</source>
        <translation>Оберіть для плитки одну з підсвічених порожніх ділянок.</translation>
    </message>
    <message>
        <source>Choose which way the drawn tile&apos;s arrow points.</source>
        <translation>Оберіть, куди вказує стрілка витягнутої плитки.</translation>
    </message>
    <message>
        <source>Click one of your lit units, or a lit base or factory to recruit.</source>
        <translation>Клацніть один зі своїх підсвічених загонів або підсвічену базу чи фабрику, щоб вербувати.</translation>
    </message>
    <message>
        <source>Move it to a lit space, attack, use an action, or end its activation.</source>
        <translation>Перемістіть його на підсвічену клітинку, атакуйте, виконайте дію або завершіть його активацію.</translation>
    </message>
    <message>
        <source>That space is out of this unit&apos;s reach.</source>
        <translation>Ця клітинка поза досяжністю цього загону.</translation>
    </message>
    <message>
        <source>A unit sharing a space must move on or stack first.</source>
        <translation>Загін, що ділить клітинку з іншим, мусить спершу піти далі або об’єднатися.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жовтий</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелений</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Нейтральний</translation>
    </message>
    <message>
        <source>plains</source>
        <translation>рівнина</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>ліс</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>water</source>
        <translation>вода</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>будівельний майданчик</translation>
    </message>
    <message>
        <source>base square</source>
        <translation>клітинка бази</translation>
    </message>
    <message>
        <source>lighthouse square</source>
        <translation>клітинка маяка</translation>
    </message>
    <message>
        <source>fog</source>
        <translation>туман</translation>
    </message>
    <message>
        <source>city</source>
        <translation>місто</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>фабрика</translation>
    </message>
    <message>
        <source>base</source>
        <translation>база</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>маяк</translation>
    </message>
    <message>
        <source>%1 elite</source>
        <extracomment>A unit on the board: &quot;Red elite&quot;</extracomment>
        <translation>елітний загін (%1)</translation>
    </message>
    <message>
        <source>%1 stack of %2</source>
        <extracomment>A unit on the board: &quot;Red stack of 3&quot;</extracomment>
        <translation>об’єднаний загін (%1, фігурок: %2)</translation>
    </message>
    <message>
        <source>%1 basic unit</source>
        <extracomment>A unit on the board: &quot;Red basic unit&quot;</extracomment>
        <translation>базовий загін (%1)</translation>
    </message>
    <message>
        <source>unclaimed %1</source>
        <extracomment>A structure nobody owns, on a space: &quot;unclaimed lighthouse&quot;</extracomment>
        <translation>%1 без власника</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A structure on a space: &quot;Red city&quot;</extracomment>
        <translation>%2 (%1)</translation>
    </message>
    <message>
        <source>can be activated</source>
        <translation>можна активувати</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>вибрано</translation>
    </message>
    <message>
        <source>within reach</source>
        <translation>у досяжності</translation>
    </message>
    <message>
        <source>can be attacked</source>
        <translation>можна атакувати</translation>
    </message>
    <message>
        <source>can recruit</source>
        <translation>можна вербувати</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <extracomment>The unit chosen on the board and its space: &quot;Red elite on row 7, column 3&quot;
----------
A side in a combat: &quot;Red basic unit on row 7, column 3&quot; (or the space alone when the unit is not known)</extracomment>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Збудувати місто</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Збудувати фабрику</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Зайняти маяк</translation>
    </message>
    <message>
        <source>north</source>
        <translation>північ</translation>
    </message>
    <message>
        <source>east</source>
        <translation>схід</translation>
    </message>
    <message>
        <source>south</source>
        <translation>південь</translation>
    </message>
    <message>
        <source>west</source>
        <translation>захід</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Залишити кубики</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Перекинути %n найменший кубик</numerusform>
            <numerusform>Перекинути %n найменші кубики</numerusform>
            <numerusform>Перекинути %n найменших кубиків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Elite unit, %n coin(s)</source>
        <translation>
            <numerusform>Елітний загін, %n монета</numerusform>
            <numerusform>Елітний загін, %n монети</numerusform>
            <numerusform>Елітний загін, %n монет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Basic unit, %n coin(s)</source>
        <translation>
            <numerusform>Базовий загін, %n монета</numerusform>
            <numerusform>Базовий загін, %n монети</numerusform>
            <numerusform>Базовий загін, %n монет</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 attacker</source>
        <extracomment>The side of a combat beside its dice: &quot;Red attacker&quot;</extracomment>
        <translation>%1 — атакувальник</translation>
    </message>
    <message>
        <source>%1 defender</source>
        <extracomment>The side of a combat beside its dice: &quot;Blue defender&quot;</extracomment>
        <translation>%1 — захисник</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>ряд %1, стовпець %2</translation>
    </message>
</context>
<context>
    <name>isle::app::battleisland::BattleUi</name>
    <message>
        <source>Income %1</source>
        <translation>Дохід %1</translation>
    </message>
    <message>
        <source>Units %1</source>
        <translation>Загони %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Раунд %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::BoardModel</name>
    <message>
        <source>%1, under fog</source>
        <translation>%1, під туманом</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, вільна</translation>
    </message>
    <message>
        <source>%1, %2&apos;s token face down</source>
        <translation>%1, жетон гравця %2 лицем донизу</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3 face down</source>
        <translation>%1, %3 гравця %2 лицем донизу</translation>
    </message>
    <message>
        <source>%1, %2&apos;s %3</source>
        <translation>%1, %3 гравця %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2, face down</source>
        <translation>%2 гравця %1, лицем донизу</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 гравця %1</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyScreen</name>
    <message>
        <source>Select a token in your hand first.</source>
        <translation>Спершу виберіть жетон у руці.</translation>
    </message>
    <message>
        <source>%1 is not one of the choices now.</source>
        <translation>%1 — зараз не серед варіантів.</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Сонячно</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Хмарно</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Туманно</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Зараз такого варіанта немає.</translation>
    </message>
</context>
<context>
    <name>isle::app::foggyisland::FoggyUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Рука %1</translation>
    </message>
    <message>
        <source>Pile %1</source>
        <translation>Стос %1</translation>
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
        <translation>%1: вартість %2 мон., замінює: %3, найнято %4 з %5</translation>
    </message>
</context>
<context>
    <name>isle::app::fuzzyknights::FuzzyScreen</name>
    <message>
        <source>weapon %1</source>
        <translation>зброя %1</translation>
    </message>
    <message>
        <source>shield %1</source>
        <translation>щит %1</translation>
    </message>
    <message>
        <source>amulet %1</source>
        <translation>амулет %1</translation>
    </message>
    <message>
        <source>%1 (equipped)</source>
        <translation>%1 (екіпіровано)</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <translation>стовпець %1, рядок %2</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Гру завершено</translation>
    </message>
    <message>
        <source>Setting up: settlements are placed</source>
        <translation>Підготовка: ставлять поселення</translation>
    </message>
    <message>
        <source>Daybreak: income</source>
        <translation>Світанок: прибуток</translation>
    </message>
    <message>
        <source>Daybreak: upkeep</source>
        <translation>Світанок: утримання</translation>
    </message>
    <message>
        <source>Daybreak: building</source>
        <translation>Світанок: будівництво</translation>
    </message>
    <message>
        <source>Daybreak: recruiting</source>
        <translation>Світанок: вербування</translation>
    </message>
    <message>
        <source>Daybreak: new tokens</source>
        <translation>Світанок: нові жетони</translation>
    </message>
    <message>
        <source>Daybreak</source>
        <translation>Світанок</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Хід: %1</translation>
    </message>
    <message>
        <source>%1&apos;s hero %2</source>
        <translation>%1, герой %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2: %n mercenary(ies)</source>
        <translation>
            <numerusform>%1 на %2: %n найманець</numerusform>
            <numerusform>%1 на %2: %n найманці</numerusform>
            <numerusform>%1 на %2: %n найманців</numerusform>
        </translation>
    </message>
    <message>
        <source>items: %1</source>
        <translation>предмети: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n monster(s)</source>
        <translation>
            <numerusform>%n чудовисько</numerusform>
            <numerusform>%n чудовиська</numerusform>
            <numerusform>%n чудовиськ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mercenary(ies)</source>
        <translation>
            <numerusform>%n найманець</numerusform>
            <numerusform>%n найманці</numerusform>
            <numerusform>%n найманців</numerusform>
        </translation>
    </message>
    <message>
        <source>the settlement</source>
        <translation>поселення</translation>
    </message>
    <message>
        <source>%1 fights monsters</source>
        <translation>%1 б’ється з чудовиськами</translation>
    </message>
    <message>
        <source>%1 fights a mine&apos;s guardians</source>
        <translation>%1 б’ється з вартовими копальні</translation>
    </message>
    <message>
        <source>%1 attacks %2&apos;s heroes</source>
        <translation>%1 атакує героїв гравця %2</translation>
    </message>
    <message>
        <source>%1 assaults %2&apos;s settlement</source>
        <translation>%1 штурмує поселення гравця %2</translation>
    </message>
    <message>
        <source>The attacker won.</source>
        <translation>Нападник переміг.</translation>
    </message>
    <message>
        <source>The defender held.</source>
        <translation>Оборонець вистояв.</translation>
    </message>
    <message numerus="yes">
        <source>settlement of %1, tier %2, %n rampart(s)</source>
        <translation>
            <numerusform>поселення гравця %1, рівень %2, %n мур</numerusform>
            <numerusform>поселення гравця %1, рівень %2, %n мури</numerusform>
            <numerusform>поселення гравця %1, рівень %2, %n мурів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, army %2</source>
        <translation>%1, військо %2</translation>
    </message>
    <message numerus="yes">
        <source>%n monster token(s)</source>
        <translation>
            <numerusform>%n жетон чудовиськ</numerusform>
            <numerusform>%n жетони чудовиськ</numerusform>
            <numerusform>%n жетонів чудовиськ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item token(s)</source>
        <translation>
            <numerusform>%n жетон предмета</numerusform>
            <numerusform>%n жетони предметів</numerusform>
            <numerusform>%n жетонів предметів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n resource token(s)</source>
        <translation>
            <numerusform>%n жетон ресурсів</numerusform>
            <numerusform>%n жетони ресурсів</numerusform>
            <numerusform>%n жетонів ресурсів</numerusform>
        </translation>
    </message>
    <message>
        <source>a neutral mine</source>
        <translation>нейтральна копальня</translation>
    </message>
    <message>
        <source>a mine of %1</source>
        <translation>копальня гравця %1</translation>
    </message>
    <message numerus="yes">
        <source>step here for %n point(s)</source>
        <translation>
            <numerusform>ступити сюди за %n очко</numerusform>
            <numerusform>ступити сюди за %n очки</numerusform>
            <numerusform>ступити сюди за %n очок</numerusform>
        </translation>
    </message>
    <message>
        <source>besiege here</source>
        <translation>взяти в облогу тут</translation>
    </message>
    <message>
        <source>place the token here</source>
        <translation>покласти жетон сюди</translation>
    </message>
    <message>
        <source>place your settlement here</source>
        <translation>поставити своє поселення сюди</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Зараз це не один із варіантів.</translation>
    </message>
    <message>
        <source>It is not your decision now.</source>
        <translation>Зараз рішення не за вами.</translation>
    </message>
    <message>
        <source>allied with %1</source>
        <translation>у союзі з: %1</translation>
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
        <translation>Монети %1</translation>
    </message>
    <message>
        <source>Heroes %1</source>
        <translation>Герої %1</translation>
    </message>
    <message>
        <source>Settlements %1</source>
        <translation>Поселення %1</translation>
    </message>
    <message>
        <source>Mines %1</source>
        <translation>Копальні %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>День %1 з %2</translation>
    </message>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::IslandModel</name>
    <message>
        <source>Island slot %1: empty</source>
        <translation>Місце острова %1: порожнє</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Місце острова %1: %2</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::PlayersModel</name>
    <message numerus="yes">
        <source>%1, awake, %n nut(s)</source>
        <translation>
            <numerusform>%1, не спить, %n горіх</numerusform>
            <numerusform>%1, не спить, %n горіхи</numerusform>
            <numerusform>%1, не спить, %n горіхів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, asleep, %n nut(s)</source>
        <translation>
            <numerusform>%1, спить, %n горіх</numerusform>
            <numerusform>%1, спить, %n горіхи</numerusform>
            <numerusform>%1, спить, %n горіхів</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelScreen</name>
    <message>
        <source>Keep %1</source>
        <translation>Залишити: %1</translation>
    </message>
    <message>
        <source>Island slot %1: %2</source>
        <translation>Місце острова %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2</source>
        <translation>%2 гравця %1</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Лягти спати</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>That is not one of the choices now.</source>
        <translation>Зараз такого варіанта немає.</translation>
    </message>
    <message>
        <source>Play %1 from your hand</source>
        <translation>Зіграти %1 з руки</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2</source>
        <translation>Зіграти %1 з місця острова %2</translation>
    </message>
    <message>
        <source>Rival</source>
        <extracomment>The solo game&apos;s opponent, played by the game itself</extracomment>
        <translation>Суперник</translation>
    </message>
</context>
<context>
    <name>isle::app::squirrelisland::SquirrelUi</name>
    <message>
        <source>Hand %1</source>
        <translation>Рука %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Схованка %1</translation>
    </message>
    <message>
        <source>Day %1 of %2</source>
        <translation>День %1 з %2</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Red corner</source>
        <translation>Червоний кут</translation>
    </message>
    <message>
        <source>Yellow corner</source>
        <translation>Жовтий кут</translation>
    </message>
    <message>
        <source>Blue corner</source>
        <translation>Синій кут</translation>
    </message>
    <message>
        <source>Green corner</source>
        <translation>Зелений кут</translation>
    </message>
    <message>
        <source>Odds %1–%2 %</source>
        <translation>Шанси %1–%2 %</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграно ігор</translation>
    </message>
    <message>
        <source>Games in which the seat or corner was in play.</source>
        <translation>Ігри, у яких це місце чи кут брали участь.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <source>The share of its games the seat or corner won (shared wins count for each).</source>
        <translation>Частка своїх ігор, які виграло місце чи кут (спільні перемоги зараховуються кожному).</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Тривалість гри</translation>
    </message>
    <message>
        <source>Rounds a game lasts.</source>
        <translation>Скільки раундів триває гра.</translation>
    </message>
    <message>
        <source>Ended by conquest</source>
        <translation>Завершено завоюванням</translation>
    </message>
    <message>
        <source>The share of games won by eliminating every other general.</source>
        <translation>Частка ігор, виграних вибиттям усіх інших генералів.</translation>
    </message>
    <message>
        <source>Ended by the countdown</source>
        <translation>Завершено зворотним відліком</translation>
    </message>
    <message>
        <source>The share of games decided on points after the countdown (or the turn limit).</source>
        <translation>Частка ігор, вирішених за очками після зворотного відліку (або ліміту ходів).</translation>
    </message>
    <message>
        <source>Turns per game</source>
        <translation>Ходів за гру</translation>
    </message>
    <message>
        <source>Turns played in a game, by all players.</source>
        <translation>Ходи, зіграні за гру всіма гравцями.</translation>
    </message>
    <message>
        <source>Income per turn</source>
        <translation>Дохід за хід</translation>
    </message>
    <message>
        <source>Coins a player collects at the start of a turn, on average over all turns.</source>
        <translation>Монети, які гравець отримує на початку ходу, у середньому за всі ходи.</translation>
    </message>
    <message>
        <source>Battles per game</source>
        <translation>Боїв за гру</translation>
    </message>
    <message>
        <source>Combats fought in a game.</source>
        <translation>Бої, проведені за гру.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Атаки</translation>
    </message>
    <message>
        <source>Attacks made at these odds of winning, over all games.</source>
        <translation>Атаки з такими шансами на перемогу, за всі ігри.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Частка перемог нападника</translation>
    </message>
    <message>
        <source>How often an attack at these odds destroyed the defender: the odds are right when it falls inside the bucket.</source>
        <translation>Як часто атака з такими шансами знищувала захисника: шанси правильні, коли значення потрапляє в інтервал.</translation>
    </message>
    <message>
        <source>activate a unit, recruit or end the turn</source>
        <translation>активувати загін, вербувати або завершити хід</translation>
    </message>
    <message>
        <source>move, act, or end this unit&apos;s activation</source>
        <translation>піти, діяти або завершити активацію цього загону</translation>
    </message>
    <message>
        <source>turn the drawn tile</source>
        <translation>повернути витягнуту плитку</translation>
    </message>
    <message>
        <source>choose where the drawn tile goes</source>
        <translation>обрати, куди покласти витягнуту плитку</translation>
    </message>
    <message>
        <source>city or factory</source>
        <translation>місто чи фабрика</translation>
    </message>
    <message>
        <source>re-roll your lowest dice</source>
        <translation>перекинути свої найменші кубики</translation>
    </message>
    <message>
        <source>The game is over: one general is left.</source>
        <translation>Гру завершено: лишився один генерал.</translation>
    </message>
    <message>
        <source>The game is over: final points.</source>
        <translation>Гру завершено: підсумкові очки.</translation>
    </message>
    <message>
        <source>Round %1 in play; points as if the game ended now.</source>
        <translation>Триває раунд %1; очки так, ніби гра завершилася зараз.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (перемагає)</translation>
    </message>
    <message>
        <source>  eliminated</source>
        <translation>  поза грою</translation>
    </message>
    <message>
        <source>  cities and factories: %1</source>
        <translation>  міста й фабрики: %1</translation>
    </message>
    <message>
        <source>  home base: 1 point</source>
        <translation>  головна база: 1 очко</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру завершено</translation>
    </message>
    <message numerus="yes">
        <source>all %n activations of this turn are used</source>
        <translation>
            <numerusform>%n активацію цього ходу вже використано</numerusform>
            <numerusform>усі %n активації цього ходу вже використано</numerusform>
            <numerusform>усі %n активацій цього ходу вже використано</numerusform>
        </translation>
    </message>
    <message>
        <source>there is no unit of yours on that space</source>
        <translation>на цій клітинці немає вашого загону</translation>
    </message>
    <message>
        <source>a unit recruited this turn cannot be activated until your next turn</source>
        <translation>загін, завербований цього ходу, можна активувати лише у вашому наступному ході</translation>
    </message>
    <message>
        <source>a stack formed this turn cannot move or act</source>
        <translation>загін, об’єднаний цього ходу, не може ні ходити, ні діяти</translation>
    </message>
    <message>
        <source>that unit has been activated this turn already</source>
        <translation>цей загін уже активовано цього ходу</translation>
    </message>
    <message>
        <source>units are recruited at your own base or factories</source>
        <translation>загони вербують на вашій власній базі або фабриках</translation>
    </message>
    <message>
        <source>a unit stands on that site</source>
        <translation>на цьому місці стоїть загін</translation>
    </message>
    <message>
        <source>not enough coins</source>
        <translation>бракує монет</translation>
    </message>
    <message>
        <source>no figure of that type is left in your supply</source>
        <translation>у вашому запасі не лишилося фігурок цього типу</translation>
    </message>
    <message>
        <source>the step does not start where the unit stands</source>
        <translation>крок починається не там, де стоїть загін</translation>
    </message>
    <message>
        <source>exploring needs at least 1 movement point</source>
        <translation>для дослідження потрібне щонайменше 1 очко руху</translation>
    </message>
    <message>
        <source>no unit can enter water</source>
        <translation>жоден загін не може зайти у воду</translation>
    </message>
    <message>
        <source>elites cannot enter mountains</source>
        <translation>елітні загони не можуть заходити в гори</translation>
    </message>
    <message>
        <source>not enough movement points left</source>
        <translation>лишилося замало очок руху</translation>
    </message>
    <message>
        <source>an enemy unit blocks that space</source>
        <translation>ворожий загін блокує цю клітинку</translation>
    </message>
    <message>
        <source>the unit could neither stack there nor move on</source>
        <translation>загін не зміг би там ні об’єднатися, ні піти далі</translation>
    </message>
    <message>
        <source>that space is not next to the unit</source>
        <translation>ця клітинка не сусідить із загоном</translation>
    </message>
    <message>
        <source>the unit shares a space with another of yours: it must move on or stack</source>
        <translation>загін ділить клітинку з іншим вашим загоном: він мусить піти далі або об’єднатися</translation>
    </message>
    <message>
        <source>not a legal choice now: %1</source>
        <translation>зараз недозволений вибір: %1</translation>
    </message>
    <message>
        <source>expected [row, column], two whole numbers from 0 to %1</source>
        <translation>очікувалося [рядок, стовпець], два цілі числа від 0 до %1</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Червоний</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жовтий</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синій</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелений</translation>
    </message>
    <message>
        <source>row %1, column %2</source>
        <extracomment>A space of the board: its row and column, counted from 1.</extracomment>
        <translation>ряд %1, стовпець %2</translation>
    </message>
    <message>
        <source>the lighthouse tile</source>
        <translation>плитка маяка</translation>
    </message>
    <message>
        <source>a start tile</source>
        <translation>стартова плитка</translation>
    </message>
    <message>
        <source>expected a space next to &quot;from&quot; (north, east, south or west of it)</source>
        <translation>очікувалася клітинка поруч із &quot;from&quot; (на північ, схід, південь або захід від неї)</translation>
    </message>
    <message>
        <source>%1 recruits an elite unit on %2</source>
        <translation>%1 вербує елітний загін на клітинці (%2)</translation>
    </message>
    <message>
        <source>%1 recruits a basic unit on %2</source>
        <translation>%1 вербує базовий загін на клітинці (%2)</translation>
    </message>
    <message>
        <source>%1 moves to %2</source>
        <translation>%1 переходить на клітинку (%2)</translation>
    </message>
    <message>
        <source>north</source>
        <extracomment>the direction a placed tile&apos;s arrow points</extracomment>
        <translation>північ</translation>
    </message>
    <message>
        <source>east</source>
        <translation>схід</translation>
    </message>
    <message>
        <source>south</source>
        <translation>південь</translation>
    </message>
    <message>
        <source>west</source>
        <translation>захід</translation>
    </message>
    <message>
        <source>city</source>
        <translation>місто</translation>
    </message>
    <message>
        <source>factory</source>
        <translation>фабрика</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>головна база</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>маяк</translation>
    </message>
    <message>
        <source>%1 rolls %2 for the first turn</source>
        <translation>%1 викидає %2 за право першого ходу</translation>
    </message>
    <message>
        <source>%1 moves first</source>
        <translation>%1 ходить першим</translation>
    </message>
    <message>
        <source>Round %1: %2&apos;s turn</source>
        <translation>Раунд %1: хід — %2</translation>
    </message>
    <message>
        <source>%1 captures the %2 on %3</source>
        <translation>%1 захоплює: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 is eliminated: %2 captured their home base</source>
        <translation>%1 вибуває: %2 захоплює головну базу</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coin(s)</source>
        <translation>
            <numerusform>%1 отримує %n монету</numerusform>
            <numerusform>%1 отримує %n монети</numerusform>
            <numerusform>%1 отримує %n монет</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 бере: %2</translation>
    </message>
    <message>
        <source>%1 is placed on area %2, %3</source>
        <translation>%1 лягає на ділянку %2, %3</translation>
    </message>
    <message>
        <source>%1&apos;s unit cannot enter %2 and stays where it was</source>
        <translation>Загін гравця %1 не може зайти на клітинку (%2) і лишається на місці</translation>
    </message>
    <message>
        <source>%1 builds a %2 on %3</source>
        <translation>%1 будує: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 turns the token on %2 into a %3</source>
        <translation>%1 перевертає жетон на клітинці (%2): тепер це %3</translation>
    </message>
    <message>
        <source>%1 forms a stack of %2 on %3</source>
        <translation>%1 об’єднує загін із фігурок: %2, на клітинці (%3)</translation>
    </message>
    <message>
        <source>Dice: attacker %1 against defender %2</source>
        <translation>Кубики: нападник %1 проти захисника %2</translation>
    </message>
    <message>
        <source>The attacker re-rolls: %1</source>
        <translation>Нападник перекидає: %1</translation>
    </message>
    <message>
        <source>The defender re-rolls: %1</source>
        <translation>Захисник перекидає: %1</translation>
    </message>
    <message>
        <source>%1 wins the combat, %2 to %3</source>
        <translation>%1 виграє бій, %2 : %3</translation>
    </message>
    <message>
        <source>%1 loses the combat, %2 to %3</source>
        <translation>%1 програє бій, %2 : %3</translation>
    </message>
    <message>
        <source>The combat is a tie, %1 to %2</source>
        <translation>Бій закінчується нічиєю, %1 : %2</translation>
    </message>
    <message>
        <source>%1 advances onto %2</source>
        <translation>%1 просувається на клітинку (%2)</translation>
    </message>
    <message numerus="yes">
        <source>The board is full: the countdown of %n round(s) begins with %1</source>
        <translation>
            <numerusform>Поле заповнено: зворотний відлік на %n раунд починає %1</numerusform>
            <numerusform>Поле заповнено: зворотний відлік на %n раунди починає %1</numerusform>
            <numerusform>Поле заповнено: зворотний відлік на %n раундів починає %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Countdown round %1 of %2</source>
        <translation>Раунд зворотного відліку %1 з %2</translation>
    </message>
    <message>
        <source>No tile was placed for a while: %1 must place one</source>
        <translation>Давно ніхто не клав плитку: %1 мусить покласти одну</translation>
    </message>
    <message numerus="yes">
        <source>%1 scores %n point(s) (income %2, coins %3)</source>
        <translation>
            <numerusform>%1 набирає %n очко (дохід: %2, монет: %3)</numerusform>
            <numerusform>%1 набирає %n очки (дохід: %2, монет: %3)</numerusform>
            <numerusform>%1 набирає %n очок (дохід: %2, монет: %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins: every other general is eliminated</source>
        <translation>%1 перемагає: усі інші генерали вибули</translation>
    </message>
    <message>
        <source>The game is over; winner: %1</source>
        <translation>Гру завершено; переможець: %1</translation>
    </message>
    <message>
        <source>%1 takes the structure on %2</source>
        <translation>%1 займає споруду на клітинці (%2)</translation>
    </message>
    <message>
        <source>Basic unit: %1 movement points, may climb mountains and stack; attacks with +%2.</source>
        <translation>Базовий загін: очок руху: %1, може підніматися в гори й об’єднуватися; атакує з +%2.</translation>
    </message>
    <message>
        <source>Elite unit: %1 movement points, never enters mountains; attacks with +%2 and defends with +%3.</source>
        <translation>Елітний загін: очок руху: %1, ніколи не заходить у гори; атакує з +%2 і захищається з +%3.</translation>
    </message>
    <message>
        <source>City: pays its ring&apos;s value in coins every turn of its owner.</source>
        <translation>Місто: щоходу власника приносить стільки монет, скільки вартує його кільце.</translation>
    </message>
    <message>
        <source>Factory: its owner recruits units here when no unit stands on it.</source>
        <translation>Фабрика: власник вербує тут загони, коли на ній не стоїть жоден загін.</translation>
    </message>
    <message>
        <source>Home base: recruits like a factory; whoever captures it eliminates its owner.</source>
        <translation>Головна база: вербує як фабрика; хто її захопить, вибиває її власника з гри.</translation>
    </message>
    <message numerus="yes">
        <source>Field tile %1: %n building lot(s).</source>
        <translation>
            <numerusform>Плитка місцевості %1: %n будівельний майданчик.</numerusform>
            <numerusform>Плитка місцевості %1: %n будівельні майданчики.</numerusform>
            <numerusform>Плитка місцевості %1: %n будівельних майданчиків.</numerusform>
        </translation>
    </message>
    <message>
        <source>Activate the unit on %1</source>
        <translation>Активуйте загін на клітинці (%1)</translation>
    </message>
    <message>
        <source>Recruit an elite unit on %1</source>
        <translation>Завербуйте елітний загін на клітинці (%1)</translation>
    </message>
    <message>
        <source>Recruit a basic unit on %1</source>
        <translation>Завербуйте базовий загін на клітинці (%1)</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершіть хід</translation>
    </message>
    <message>
        <source>Move to %1</source>
        <translation>Перейдіть на клітинку (%1)</translation>
    </message>
    <message>
        <source>Claim the lighthouse</source>
        <translation>Займіть маяк</translation>
    </message>
    <message>
        <source>Build a factory</source>
        <translation>Збудуйте фабрику</translation>
    </message>
    <message>
        <source>Build a city</source>
        <translation>Збудуйте місто</translation>
    </message>
    <message>
        <source>Turn the token over</source>
        <translation>Переверніть жетон</translation>
    </message>
    <message>
        <source>Stack the units</source>
        <translation>Об’єднайте загони</translation>
    </message>
    <message>
        <source>Attack the unit on %1</source>
        <translation>Атакуйте загін на клітинці (%1)</translation>
    </message>
    <message>
        <source>End the unit&apos;s activation</source>
        <translation>Завершіть активацію загону</translation>
    </message>
    <message>
        <source>Turn the tile&apos;s arrow %1</source>
        <translation>Поверніть стрілку плитки на %1</translation>
    </message>
    <message>
        <source>Place the tile on area %1, %2</source>
        <translation>Покладіть плитку на ділянку %1, %2</translation>
    </message>
    <message>
        <source>Take the factory side</source>
        <translation>Оберіть бік фабрики</translation>
    </message>
    <message>
        <source>Take the city side</source>
        <translation>Оберіть бік міста</translation>
    </message>
    <message>
        <source>Keep the dice</source>
        <translation>Залиште кубики</translation>
    </message>
    <message numerus="yes">
        <source>Re-roll the %n lowest dice</source>
        <translation>
            <numerusform>Перекиньте %n найменший кубик</numerusform>
            <numerusform>Перекиньте %n найменші кубики</numerusform>
            <numerusform>Перекиньте %n найменших кубиків</numerusform>
        </translation>
    </message>
    <message>
        <source>Take the structure</source>
        <translation>Займіть споруду</translation>
    </message>
    <message numerus="yes">
        <source>  lighthouse: %n point(s)</source>
        <translation>
            <numerusform>  маяк: %n очко</numerusform>
            <numerusform>  маяк: %n очки</numerusform>
            <numerusform>  маяк: %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  income: %n coin(s) a turn, coins: %1</source>
        <translation>
            <numerusform>  прибуток: %n монета за хід, монети: %1</numerusform>
            <numerusform>  прибуток: %n монети за хід, монети: %1</numerusform>
            <numerusform>  прибуток: %n монет за хід, монети: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  total: %n point(s)</source>
        <translation>
            <numerusform>  разом: %n очко</numerusform>
            <numerusform>  разом: %n очки</numerusform>
            <numerusform>  разом: %n очок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lighthouse: a city worth %n coin(s) a turn; its owner places tiles from the pile, and it scores %1 points at the end.</source>
        <translation>
            <numerusform>Маяк: місто, що дає %n монету за хід; його власник кладе плитки з купки, а наприкінці він дає %1 очок.</numerusform>
            <numerusform>Маяк: місто, що дає %n монети за хід; його власник кладе плитки з купки, а наприкінці він дає %1 очок.</numerusform>
            <numerusform>Маяк: місто, що дає %n монет за хід; його власник кладе плитки з купки, а наприкінці він дає %1 очок.</numerusform>
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
        <translation>Два генерали</translation>
    </message>
    <message>
        <source>Three generals</source>
        <translation>Три генерали</translation>
    </message>
    <message>
        <source>Four generals</source>
        <translation>Чотири генерали</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::BattleRules</name>
    <message>
        <source>expected %1 rows of %1 spaces (the tile size), found %2 rows</source>
        <translation>очікувалося %1 рядків по %1 клітинок (розмір плитки), знайдено рядків: %2</translation>
    </message>
    <message>
        <source>row %1 has %2 spaces; expected %3 (the tile size)</source>
        <translation>у рядку %1 клітинок: %2; очікувалося %3 (розмір плитки)</translation>
    </message>
    <message>
        <source>row %1 has the code &quot;%2&quot;; expected one of: %3</source>
        <translation>рядок %1 містить код «%2»; очікувався один із: %3</translation>
    </message>
    <message>
        <source>expected an odd tile size, so the arrow has a centre space</source>
        <translation>очікувався непарний розмір плитки, щоб стрілка мала центральну клітинку</translation>
    </message>
    <message>
        <source>expected exactly one home-base square H, found %1</source>
        <translation>очікувалася рівно одна клітинка головної бази H, знайдено: %1</translation>
    </message>
    <message>
        <source>the home base cannot be reached: no land path leads from H to the tile&apos;s inner edges</source>
        <translation>до головної бази не дістатися: жоден суходільний шлях не веде від H до внутрішніх країв плитки</translation>
    </message>
    <message>
        <source>expected exactly one lighthouse square X, found %1</source>
        <translation>очікувалася рівно одна клітинка маяка X, знайдено: %1</translation>
    </message>
    <message>
        <source>the lighthouse cannot be reached: no land path leads from X to the tile&apos;s edges</source>
        <translation>до маяка не дістатися: жоден суходільний шлях не веде від X до країв плитки</translation>
    </message>
    <message>
        <source>a tile of water only: expected some land</source>
        <translation>плитка з самої води: очікувався хоч якийсь суходіл</translation>
    </message>
    <message>
        <source>the tile&apos;s land is not connected: water cuts some spaces off from the others</source>
        <translation>суходіл плитки не зв’язний: вода відрізає деякі клітинки від решти</translation>
    </message>
    <message>
        <source>an island with no lots: no tile of the pile nor the start tile has a building lot L, so nobody could ever build</source>
        <translation>острів без майданчиків: ні плитки стосу, ні стартова плитка не мають будівельного майданчика L, тож ніхто ніколи не зможе будувати</translation>
    </message>
    <message>
        <source>the start tile has no lots: players start without cities and so without income</source>
        <translation>стартова плитка не має майданчиків: гравці починають без міст, а отже, без доходу</translation>
    </message>
    <message>
        <source>the pile holds %1 tiles; expected at most %2</source>
        <translation>плиток у стосі: %1; очікувалося щонайбільше %2</translation>
    </message>
    <message>
        <source>the tile set is too small for the board: %1 field tiles in the pile, %2 needed to fill a %3×%3 board</source>
        <translation>плиток замало для поля: плиток місцевості в стосі: %1, а щоб заповнити поле %3×%3, потрібно %2</translation>
    </message>
    <message>
        <source>expected at least %1 tokens, one for each lot of the start tile</source>
        <translation>очікувалося щонайменше %1 жетонів, по одному на кожен майданчик стартової плитки</translation>
    </message>
    <message>
        <source>expected fewer re-rolls than combat dice (%1)</source>
        <translation>очікувалося менше перекидань, ніж кубиків бою (%1)</translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Components</name>
    <message>
        <source>Tiles</source>
        <translation>Плитки</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Стартова плитка</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Плитка маяка</translation>
    </message>
    <message>
        <source>red</source>
        <translation>червоний</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жовтий</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синій</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелений</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Загони</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Будівлі</translation>
    </message>
    <message>
        <source>Basic unit, %1</source>
        <translation>Базовий загін, %1</translation>
    </message>
    <message>
        <source>Elite unit, %1</source>
        <translation>Елітний загін, %1</translation>
    </message>
    <message>
        <source>City / factory, %1</source>
        <translation>Місто / фабрика, %1</translation>
    </message>
    <message>
        <source>Home base, %1</source>
        <translation>Головна база, %1</translation>
    </message>
    <message>
        <source>Lighthouse piece, %1</source>
        <translation>Фішка маяка, %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Пам’ятка гравця</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Пам’ятки</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш хід</translation>
    </message>
    <message>
        <source>Captures, then income, then the lighthouse tile.</source>
        <translation>Спершу захоплення, потім дохід, потім плитка маяка.</translation>
    </message>
    <message>
        <source>Activate up to %1 units; recruit between activations.</source>
        <translation>Активуйте до %1 загонів; вербуйте між активаціями.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Рух</translation>
    </message>
    <message>
        <source>Basic / stack</source>
        <translation>Базовий / об’єднаний</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Елітний</translation>
    </message>
    <message>
        <source>Mountain step</source>
        <translation>Крок у гори</translation>
    </message>
    <message>
        <source>Combat bonuses</source>
        <translation>Бонуси в бою</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Нападник</translation>
    </message>
    <message>
        <source>Elite attacker</source>
        <translation>Елітний нападник</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Ліс</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>Гора</translation>
    </message>
    <message>
        <source>Structure</source>
        <translation>Споруда</translation>
    </message>
    <message>
        <source>Elite defender</source>
        <translation>Елітний захисник</translation>
    </message>
    <message>
        <source>An activated unit moves, then may build, swap, stack or attack.</source>
        <translation>Активований загін ходить, а потім може будувати, перевернути жетон, об’єднатися або атакувати.</translation>
    </message>
    <message>
        <source>Costs and income</source>
        <translation>Вартість і дохід</translation>
    </message>
    <message>
        <source>Basic unit</source>
        <translation>Базовий загін</translation>
    </message>
    <message>
        <source>Elite unit</source>
        <translation>Елітний загін</translation>
    </message>
    <message>
        <source>City, outer ring</source>
        <translation>Місто, зовнішнє кільце</translation>
    </message>
    <message>
        <source>%1 a turn</source>
        <translation>%1 за хід</translation>
    </message>
    <message>
        <source>City, inner rings</source>
        <translation>Місто, внутрішні кільця</translation>
    </message>
    <message>
        <source>Lighthouse</source>
        <translation>Маяк</translation>
    </message>
    <message>
        <source>Each side rolls %1 dice; the lower total loses its unit, a tie changes nothing.</source>
        <translation>Кожна сторона кидає кубики (%1); менша сума втрачає загін, нічия нічого не змінює.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>When every area holds a tile, %1 more rounds are played.</source>
        <translation>Коли на кожній ділянці лежить плитка, грають ще стільки раундів: %1.</translation>
    </message>
    <message>
        <source>A point for every building; the lighthouse is worth %1 more.</source>
        <translation>Очко за кожну будівлю; маяк вартий на %1 більше.</translation>
    </message>
    <message>
        <source>Capture a base to knock its general out of the game.</source>
        <translation>Захопіть базу, щоб вибити її генерала з гри.</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n монета</numerusform>
            <numerusform>%n монети</numerusform>
            <numerusform>%n монет</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Position</name>
    <message>
        <source>expected [row, column] on the board, each from 0 to %1</source>
        <translation>очікувалося [рядок, стовпець] на полі, кожне від 0 до %1</translation>
    </message>
    <message>
        <source>expected an array of at most %1 placed tiles</source>
        <translation>очікувався масив щонайбільше з %1 покладених плиток</translation>
    </message>
    <message>
        <source>expected [row, column] of an area, each from 0 to %1</source>
        <translation>очікувалося [рядок, стовпець] ділянки, кожне від 0 до %1</translation>
    </message>
    <message>
        <source>that area holds a tile already</source>
        <translation>на цій ділянці вже лежить плитка</translation>
    </message>
    <message>
        <source>expected a tile id of the ruleset, found &quot;%1&quot;</source>
        <translation>очікувався ідентифікатор плитки з набору правил, знайдено «%1»</translation>
    </message>
    <message>
        <source>the arrow must point toward the lighthouse as §1.4 allows</source>
        <translation>стрілка мусить вказувати на маяк так, як дозволяє §1.4</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the pile holds</source>
        <translation>примірників «%1» більше, ніж вміщує стос</translation>
    </message>
    <message>
        <source>expected an array of at most %1 tile ids</source>
        <translation>очікувався масив щонайбільше з %1 ідентифікаторів плиток</translation>
    </message>
    <message>
        <source>more copies of &quot;%1&quot; than the ruleset has</source>
        <translation>примірників «%1» більше, ніж є в наборі правил</translation>
    </message>
    <message>
        <source>expected an array of structures</source>
        <translation>очікувався масив споруд</translation>
    </message>
    <message>
        <source>expected a city or factory on a lot, a base on its owner&apos;s H square or the lighthouse on X, each owned (the lighthouse may be unowned)</source>
        <translation>очікувалося місто чи фабрика на майданчику, база на клітинці H її власника або маяк на X, кожне з власником (маяк може бути без власника)</translation>
    </message>
    <message>
        <source>player %1 must have a home base exactly while not eliminated</source>
        <translation>гравець %1 мусить мати головну базу саме доти, доки не вибув</translation>
    </message>
    <message>
        <source>expected an array of at most %1 units</source>
        <translation>очікувався масив щонайбільше з %1 загонів</translation>
    </message>
    <message>
        <source>expected &quot;basic&quot; (size 1 to %1) or &quot;elite&quot; (size 1)</source>
        <translation>очікувалося &quot;basic&quot; (розмір від 1 до %1) або &quot;elite&quot; (розмір 1)</translation>
    </message>
    <message>
        <source>a unit must stand on a revealed space it may enter, and belong to a player still in the game</source>
        <translation>загін мусить стояти на відкритій клітинці, куди може заходити, і належати гравцеві, який ще в грі</translation>
    </message>
    <message>
        <source>another unit stands there already</source>
        <translation>там уже стоїть інший загін</translation>
    </message>
    <message>
        <source>player %1 has more figures on the board and in supply than the ruleset gives a colour (%2 basic and %3 elite figures in all)</source>
        <translation>гравець %1 має на полі та в запасі більше фігурок, ніж набір правил дає одному кольору (усього базових: %2, елітних: %3)</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>очікувався масив із %1 гравців</translation>
    </message>
    <message>
        <source>every player is eliminated; at least one must be left</source>
        <translation>усі гравці вибули; має лишитися щонайменше один</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>очікувався гравець, чий зараз хід</translation>
    </message>
    <message>
        <source>expected the space of an activated unit of the player to move</source>
        <translation>очікувалася клітинка активованого загону гравця, чий зараз хід</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>у цій позиції це рішення не має вибору</translation>
    </message>
    <message>
        <source>expected the colours the seed gives, %1</source>
        <translation>очікувалися кольори, які дає зерно: %1</translation>
    </message>
    <message>
        <source>the countdown starts only once the board is full</source>
        <translation>зворотний відлік починається лише тоді, коли поле заповнене</translation>
    </message>
    <message>
        <source>an eliminated player has no turns</source>
        <translation>гравець, що вибув, не має ходів</translation>
    </message>
    <message>
        <source>more copies of that tile than the pile holds</source>
        <translation>більше копій цієї плитки, ніж є в купці</translation>
    </message>
    <message>
        <source>expected &quot;lighthouse&quot; or &quot;stall&quot;: an explored tile has its area already</source>
        <translation>очікувалося «lighthouse» або «stall»: у розвіданої плитки вже є ділянка</translation>
    </message>
    <message>
        <source>expected &quot;explore&quot;, &quot;lighthouse&quot; or &quot;stall&quot;</source>
        <translation>очікувалося «explore», «lighthouse» або «stall»</translation>
    </message>
    <message>
        <source>expected the id of the drawn tile</source>
        <translation>очікувався ідентифікатор витягнутої плитки</translation>
    </message>
    <message>
        <source>expected the lighthouse&apos;s owner</source>
        <translation>очікувався власник маяка</translation>
    </message>
    <message>
        <source>expected [row, column] of an empty area where the drawn tile may point two ways (the lighthouse tile is never turned)</source>
        <translation>очікувалося [рядок, стовпець] порожньої ділянки, де витягнута плитка може лягти двома способами (плитку маяка ніколи не повертають)</translation>
    </message>
    <message>
        <source>expected a space of that area next to the moving unit</source>
        <translation>очікувалася клітинка цієї ділянки поруч із загоном, що рухається</translation>
    </message>
    <message>
        <source>expected the attacker on a unit of the player whose turn it is and the defender on another player&apos;s unit</source>
        <translation>очікувався нападник на загоні гравця, чий зараз хід, і оборонець на загоні іншого гравця</translation>
    </message>
    <message numerus="yes">
        <source>expected %n dice, each from 1 to 6</source>
        <translation>
            <numerusform>очікувався %n кубик, кожен від 1 до 6</numerusform>
            <numerusform>очікувалося %n кубики, кожен від 1 до 6</numerusform>
            <numerusform>очікувалося %n кубиків, кожен від 1 до 6</numerusform>
        </translation>
    </message>
    <message>
        <source>expected the attacker (before its choice) or the defender (after it), with a stack that may re-roll</source>
        <translation>очікувався нападник (до свого вибору) або оборонець (після нього) зі стосом, що може перекинути кубики</translation>
    </message>
    <message>
        <source>expected &quot;main&quot;, &quot;act&quot;, &quot;orient&quot;, &quot;place-tile&quot;, &quot;token-side&quot; or &quot;reroll&quot;, or no &quot;pending&quot; at the start of a turn</source>
        <translation>очікувалося «main», «act», «orient», «place-tile», «token-side» або «reroll», або жодного «pending» на початку ходу</translation>
    </message>
    <message>
        <source>an eliminated player has no decisions</source>
        <translation>вибулий гравець не ухвалює рішень</translation>
    </message>
    <message>
        <source>round 0 is the set-up: only a start token&apos;s side is decided</source>
        <translation>раунд 0 — це підготовка: вирішується лише бік стартового жетона</translation>
    </message>
    <message>
        <source>expected a city or factory of the player deciding</source>
        <translation>очікувалося місто чи фабрика гравця, що вирішує</translation>
    </message>
    <message>
        <source>expected the start token&apos;s number exactly in the set-up (round 0)</source>
        <translation>номер стартового жетона очікувався саме під час підготовки (раунд 0)</translation>
    </message>
    <message>
        <source>round 0 and turn 0 are the set-up, read only at a start token&apos;s side (a &quot;token-side&quot; decision)</source>
        <translation>раунд 0 і хід 0 — це підготовка, яку читають лише на боці стартового жетона (рішення «token-side»)</translation>
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
        <translation>Від двох до чотирьох генералів досліджують поле %1×%1 із плиток лицем донизу, засновують міста й фабрики, вербують і б’ються, доки поле не заповниться і зворотний відлік не завершить гру.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Captures: every structure of another player with one of your units on it becomes yours, bases first; capturing a home base eliminates its owner.</source>
        <translation>Захоплення: кожна споруда іншого гравця, на якій стоїть ваш загін, стає вашою, спершу бази; захоплення головної бази вибиває її власника з гри.</translation>
    </message>
    <message>
        <source>The lighthouse owner places the top tile of the pile on any empty area.</source>
        <translation>Власник маяка кладе верхню плитку стосу на будь-яку порожню ділянку.</translation>
    </message>
    <message>
        <source>Activate up to %1 units, one after another, and recruit at your base and factories (a basic unit costs %2 coins, an elite %3).</source>
        <translation>Активуйте до %1 загонів по черзі й вербуйте на своїй базі та фабриках (базовий загін коштує монет: %2, елітний: %3).</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Рух</translation>
    </message>
    <message>
        <source>A basic unit or stack has %1 movement points, an elite %2. A step costs 1, a mountain %3; elites never enter mountains and nobody enters water. Stepping into fog draws a tile and turns its arrow toward the lighthouse; a blocked entry costs nothing.</source>
        <translation>Базовий або об’єднаний загін має очок руху: %1, елітний: %2. Крок коштує 1, гора %3; елітні загони ніколи не заходять у гори, а у воду не заходить ніхто. Крок у туман відкриває плитку, і її стрілку повертають на маяк; заблокований вхід нічого не коштує.</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бій</translation>
    </message>
    <message>
        <source>Both sides roll %1 dice. The attacker adds %2 (an elite %3); the defender adds its space&apos;s bonus: plains %4, forest %5, mountain %6, a structure %7, and %8 more for an elite. Stacks of 2 re-roll up to %9 of their lowest dice, stacks of 3 up to %10. The lower total is destroyed, attacker or defender; a tie changes nothing. A winner whose defender stood on a structure advances onto it.</source>
        <translation>Обидві сторони кидають кубики (%1). Нападник додає %2 (елітний %3); захисник додає бонус своєї клітинки: рівнина %4, ліс %5, гора %6, споруда %7 і ще %8 для елітного загону. Об’єднані загони з 2 фігурок перекидають до %9 найменших кубиків, з 3 фігурок — до %10. Менша сума гине, нападник чи захисник; нічия нічого не змінює. Якщо захисник стояв на споруді, переможець просувається на неї.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>Once every area holds a tile, %1 more rounds are played. Each city and factory scores 1, your base 1, the lighthouse %2. Ties go to the higher income, then more coins. A general who captures every other home base wins at once.</source>
        <translation>Коли на кожній ділянці лежить плитка, грають ще стільки раундів: %1. Кожне місто й фабрика дають 1 очко, ваша база 1, маяк %2. За нічиєї перемагає більший дохід, далі — більше монет. Генерал, що захопить усі інші головні бази, одразу перемагає.</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Плитки</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Плитка</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Примірники</translation>
    </message>
    <message numerus="yes">
        <source>Income: each city pays %n coin(s) on the outer ring and %1 further in; the lighthouse pays %2.</source>
        <translation>
            <numerusform>Прибуток: кожне місто дає %n монету на зовнішньому кільці й %1 глибше; маяк дає %2.</numerusform>
            <numerusform>Прибуток: кожне місто дає %n монети на зовнішньому кільці й %1 глибше; маяк дає %2.</numerusform>
            <numerusform>Прибуток: кожне місто дає %n монет на зовнішньому кільці й %1 глибше; маяк дає %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::battleisland::Ruleset</name>
    <message>
        <source>plains</source>
        <translation>рівнина</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>ліс</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>гора</translation>
    </message>
    <message>
        <source>water</source>
        <translation>вода</translation>
    </message>
    <message>
        <source>building lot</source>
        <translation>будівельний майданчик</translation>
    </message>
    <message>
        <source>home base</source>
        <translation>головна база</translation>
    </message>
    <message>
        <source>lighthouse</source>
        <translation>маяк</translation>
    </message>
    <message>
        <source>Field tiles</source>
        <translation>Плитки місцевості</translation>
    </message>
    <message>
        <source>The face-down pile: every field tile, its spaces written arrow up (the first row is the front, toward the lighthouse) and how many copies the pile holds.</source>
        <translation>Стос лицем донизу: кожна плитка місцевості, її клітинки, записані стрілкою догори (перший рядок — перед, у бік маяка), і кількість її примірників у стосі.</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Плитка</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and hyphens; records and positions name the tile by it.</source>
        <translation>Ідентифікатор плитки: малі літери, цифри та дефіси; записи й позиції називають ним плитку.</translation>
    </message>
    <message>
        <source>Spaces</source>
        <translation>Клітинки</translation>
    </message>
    <message>
        <source>The tile&apos;s spaces, rows separated by &quot;/&quot;, the front row first: P plains, F forest, M mountain, W water, L building lot.</source>
        <translation>Клітинки плитки, рядки розділено «/», першим передній: P рівнина, F ліс, M гора, W вода, L будівельний майданчик.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Назва</translation>
    </message>
    <message>
        <source>The tile&apos;s name, as the board and the sheets show it.</source>
        <translation>Назва плитки, як її показують поле та аркуші.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Примірники</translation>
    </message>
    <message>
        <source>How many of this tile the pile holds.</source>
        <translation>Скільки таких плиток у стосі.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Плитки</translation>
    </message>
    <message>
        <source>Economy</source>
        <translation>Економіка</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Загони</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Бій</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>ділянок</translation>
    </message>
    <message>
        <source>spaces</source>
        <translation>клітинок</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>монет</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очок</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>фігурок</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>жетонів</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>кубиків</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>раундів</translation>
    </message>
    <message>
        <source>turns</source>
        <translation>ходів</translation>
    </message>
    <message>
        <source>units</source>
        <translation>загонів</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>активацій</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>плиток</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Розмір поля</translation>
    </message>
    <message>
        <source>Areas per side of the square board (the house rules allow 3, 4 or 6).</source>
        <translation>Ділянок на бік квадратного поля (домашні правила дозволяють 3, 4 або 6).</translation>
    </message>
    <message>
        <source>Tile size</source>
        <translation>Розмір плитки</translation>
    </message>
    <message>
        <source>Spaces per side of a tile; odd, so the arrow has a centre space.</source>
        <translation>Клітинок на бік плитки; непарне число, щоб стрілка мала центральну клітинку.</translation>
    </message>
    <message>
        <source>Unused corners</source>
        <translation>Вільні кути</translation>
    </message>
    <message>
        <source>What a corner without a player holds in games of two or three.</source>
        <translation>Що лежить у куті без гравця в грі вдвох чи втрьох.</translation>
    </message>
    <message>
        <source>a neutral start tile</source>
        <translation>нейтральна стартова плитка</translation>
    </message>
    <message>
        <source>an area explored like any other</source>
        <translation>ділянка, яку досліджують, як і будь-яку іншу</translation>
    </message>
    <message>
        <source>Lighthouse on even boards</source>
        <translation>Маяк на парних полях</translation>
    </message>
    <message>
        <source>On a board of even size the lighthouse tile is in the pile: guaranteed to come out before the board is full, or shuffled anywhere.</source>
        <translation>На полі парного розміру плитка маяка лежить у стосі: гарантовано з’являється до заповнення поля або замішана будь-де.</translation>
    </message>
    <message>
        <source>guaranteed</source>
        <translation>гарантовано</translation>
    </message>
    <message>
        <source>shuffled anywhere</source>
        <translation>замішана будь-де</translation>
    </message>
    <message>
        <source>Start tile</source>
        <translation>Стартова плитка</translation>
    </message>
    <message>
        <source>The start tile in the corner&apos;s own terms: the first space is the board&apos;s outermost corner; H the home base, L the building lots.</source>
        <translation>Стартова плитка з погляду свого кута: перша клітинка — крайній кут поля; H — головна база, L — будівельні майданчики.</translation>
    </message>
    <message>
        <source>Lighthouse tile</source>
        <translation>Плитка маяка</translation>
    </message>
    <message>
        <source>The lighthouse tile, with X the lighthouse square.</source>
        <translation>Плитка маяка; X — клітинка маяка.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Стартові монети</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Монети, з якими починає кожен гравець.</translation>
    </message>
    <message>
        <source>Start tokens</source>
        <translation>Стартові жетони</translation>
    </message>
    <message>
        <source>Which side the building tokens on the start tile&apos;s lots show at the start.</source>
        <translation>Яким боком лежать на початку жетони будівель на майданчиках стартової плитки.</translation>
    </message>
    <message>
        <source>both cities</source>
        <translation>обидва — міста</translation>
    </message>
    <message>
        <source>each player chooses</source>
        <translation>кожен гравець обирає</translation>
    </message>
    <message>
        <source>Factories pay income</source>
        <translation>Фабрики приносять дохід</translation>
    </message>
    <message>
        <source>Factories pay income by their position as cities do.</source>
        <translation>Фабрики приносять дохід залежно від розташування, як і міста.</translation>
    </message>
    <message>
        <source>City on the outer ring</source>
        <translation>Місто на зовнішньому кільці</translation>
    </message>
    <message>
        <source>Coins a turn for a city on the outer ring of areas, the start tiles included.</source>
        <translation>Монети за хід за місто на зовнішньому кільці ділянок, зокрема на стартових плитках.</translation>
    </message>
    <message>
        <source>City further in</source>
        <translation>Місто глибше</translation>
    </message>
    <message>
        <source>Coins a turn for a city on any deeper ring.</source>
        <translation>Монети за хід за місто на будь-якому глибшому кільці.</translation>
    </message>
    <message>
        <source>Lighthouse income</source>
        <translation>Дохід маяка</translation>
    </message>
    <message>
        <source>Coins a turn for owning the lighthouse, which is always a city.</source>
        <translation>Монети за хід за володіння маяком, який завжди є містом.</translation>
    </message>
    <message>
        <source>Basic unit cost</source>
        <translation>Вартість базового загону</translation>
    </message>
    <message>
        <source>Coins to recruit a basic unit.</source>
        <translation>Монети, щоб завербувати базовий загін.</translation>
    </message>
    <message>
        <source>Elite unit cost</source>
        <translation>Вартість елітного загону</translation>
    </message>
    <message>
        <source>Coins to recruit an elite unit.</source>
        <translation>Монети, щоб завербувати елітний загін.</translation>
    </message>
    <message>
        <source>Basic figures</source>
        <translation>Базові фігурки</translation>
    </message>
    <message>
        <source>Basic figures per colour; a stack uses one per member.</source>
        <translation>Базових фігурок на колір; об’єднаний загін використовує по одній на кожного члена.</translation>
    </message>
    <message>
        <source>Elite figures</source>
        <translation>Елітні фігурки</translation>
    </message>
    <message>
        <source>Elite figures per colour.</source>
        <translation>Елітних фігурок на колір.</translation>
    </message>
    <message>
        <source>Building tokens</source>
        <translation>Жетони будівель</translation>
    </message>
    <message>
        <source>Building tokens per colour; only building is limited by them.</source>
        <translation>Жетонів будівель на колір; вони обмежують лише будівництво.</translation>
    </message>
    <message>
        <source>Activations a turn</source>
        <translation>Активацій за хід</translation>
    </message>
    <message>
        <source>Units a player may activate in one turn.</source>
        <translation>Загони, які гравець може активувати за один хід.</translation>
    </message>
    <message>
        <source>Basic movement</source>
        <translation>Рух базового загону</translation>
    </message>
    <message>
        <source>Movement points of a basic unit or a stack.</source>
        <translation>Очки руху базового або об’єднаного загону.</translation>
    </message>
    <message>
        <source>Elite movement</source>
        <translation>Рух елітного загону</translation>
    </message>
    <message>
        <source>Movement points of an elite unit.</source>
        <translation>Очки руху елітного загону.</translation>
    </message>
    <message>
        <source>Mountain cost</source>
        <translation>Вартість гори</translation>
    </message>
    <message>
        <source>Movement points to enter a mountain; elites never can.</source>
        <translation>Очки руху, щоб зайти на гору; елітні загони не можуть ніколи.</translation>
    </message>
    <message>
        <source>Largest stack</source>
        <translation>Найбільший об’єднаний загін</translation>
    </message>
    <message>
        <source>Basic figures one stack may hold; 1 turns stacking off.</source>
        <translation>Скільки базових фігурок може мати об’єднаний загін; 1 вимикає об’єднання.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 2</source>
        <translation>Перекидання загону з 2 фігурок</translation>
    </message>
    <message>
        <source>Dice a stack of two may re-roll in a combat.</source>
        <translation>Кубики, які об’єднаний загін із двох фігурок може перекинути в бою.</translation>
    </message>
    <message>
        <source>Re-rolls of a stack of 3</source>
        <translation>Перекидання загону з 3 фігурок</translation>
    </message>
    <message>
        <source>Dice a stack of three may re-roll in a combat.</source>
        <translation>Кубики, які об’єднаний загін із трьох фігурок може перекинути в бою.</translation>
    </message>
    <message>
        <source>Stacks stay put</source>
        <translation>Об’єднані загони стоять</translation>
    </message>
    <message>
        <source>How long a newly formed stack may not move or act.</source>
        <translation>Як довго щойно об’єднаний загін не може ходити чи діяти.</translation>
    </message>
    <message>
        <source>for the rest of the turn</source>
        <translation>до кінця ходу</translation>
    </message>
    <message>
        <source>for good</source>
        <translation>назавжди</translation>
    </message>
    <message>
        <source>Combat dice</source>
        <translation>Кубики бою</translation>
    </message>
    <message>
        <source>Six-sided dice each side rolls in a combat.</source>
        <translation>Шестигранні кубики, які кожна сторона кидає в бою.</translation>
    </message>
    <message>
        <source>Attack bonus</source>
        <translation>Бонус атаки</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking basic unit or stack.</source>
        <translation>Додається до кидка базового чи об’єднаного загону, що атакує.</translation>
    </message>
    <message>
        <source>Elite attack bonus</source>
        <translation>Бонус атаки еліти</translation>
    </message>
    <message>
        <source>Added to the dice of an attacking elite (in all, not on top of the attack bonus).</source>
        <translation>Додається до кидка елітного загону, що атакує (загалом, а не понад бонус атаки).</translation>
    </message>
    <message>
        <source>Defence on plains</source>
        <translation>Захист на рівнині</translation>
    </message>
    <message>
        <source>Added to a defender on plains or an empty lot.</source>
        <translation>Додається захисникові на рівнині чи порожньому майданчику.</translation>
    </message>
    <message>
        <source>Defence in forest</source>
        <translation>Захист у лісі</translation>
    </message>
    <message>
        <source>Added to a defender in a forest.</source>
        <translation>Додається захисникові в лісі.</translation>
    </message>
    <message>
        <source>Defence on a mountain</source>
        <translation>Захист на горі</translation>
    </message>
    <message>
        <source>Added to a defender on a mountain.</source>
        <translation>Додається захисникові на горі.</translation>
    </message>
    <message>
        <source>Defence in a structure</source>
        <translation>Захист у споруді</translation>
    </message>
    <message>
        <source>Added to a defender on a city, factory, base or the lighthouse square, instead of the terrain&apos;s bonus.</source>
        <translation>Додається захисникові в місті, на фабриці, базі чи клітинці маяка замість бонусу місцевості.</translation>
    </message>
    <message>
        <source>Elite defence bonus</source>
        <translation>Бонус захисту еліти</translation>
    </message>
    <message>
        <source>Added to a defending elite on top of its space&apos;s bonus.</source>
        <translation>Додається елітному загону, що захищається, понад бонус його клітинки.</translation>
    </message>
    <message>
        <source>Re-roll order</source>
        <translation>Порядок перекидань</translation>
    </message>
    <message>
        <source>Whether the attacker re-rolls first and the defender then decides knowing the result, or both decide at once.</source>
        <translation>Чи нападник перекидає першим, а захисник вирішує, знаючи результат, чи обидва вирішують одночасно.</translation>
    </message>
    <message>
        <source>attacker, then defender</source>
        <translation>нападник, потім захисник</translation>
    </message>
    <message>
        <source>both at once</source>
        <translation>обидва одночасно</translation>
    </message>
    <message>
        <source>Capturing takes an action</source>
        <translation>Захоплення потребує дії</translation>
    </message>
    <message>
        <source>A unit must spend its action to take a structure; the capture still completes at its owner&apos;s next turn.</source>
        <translation>Загін мусить витратити дію, щоб зайняти споруду; захоплення однаково завершується лише в наступному ході його власника.</translation>
    </message>
    <message>
        <source>A captured base hands over</source>
        <translation>Захоплена база передає</translation>
    </message>
    <message>
        <source>What the eliminated player&apos;s structures become when their base is captured.</source>
        <translation>Що стається зі спорудами гравця, що вибув, коли його базу захоплено.</translation>
    </message>
    <message>
        <source>every structure</source>
        <translation>усі споруди</translation>
    </message>
    <message>
        <source>cities only; factories become empty lots</source>
        <translation>лише міста; фабрики стають порожніми майданчиками</translation>
    </message>
    <message>
        <source>Lighthouse placements</source>
        <translation>Плитки від маяка</translation>
    </message>
    <message>
        <source>When the lighthouse owner places a tile from the pile on an empty area of their choice.</source>
        <translation>Коли власник маяка кладе плитку зі стосу на обрану порожню ділянку.</translation>
    </message>
    <message>
        <source>once in each of the owner&apos;s turns</source>
        <translation>раз за кожен хід власника</translation>
    </message>
    <message>
        <source>in the owner&apos;s turns while a unit of theirs is on it</source>
        <translation>у ходи власника, поки на маяку стоїть його загін</translation>
    </message>
    <message>
        <source>in every player&apos;s turn</source>
        <translation>у хід кожного гравця</translation>
    </message>
    <message>
        <source>Lighthouse points</source>
        <translation>Очки за маяк</translation>
    </message>
    <message>
        <source>Points for owning the lighthouse at the end, on top of the 1 every building scores.</source>
        <translation>Очки за володіння маяком наприкінці, понад 1 очко, яке дає кожна будівля.</translation>
    </message>
    <message>
        <source>Countdown counted in</source>
        <translation>Зворотний відлік рахують у</translation>
    </message>
    <message>
        <source>Whether the countdown after the board is full counts rounds (every player the same number of turns) or turns in all.</source>
        <translation>Чи зворотний відлік після заповнення поля рахує раунди (кожен гравець має однаково ходів), чи ходи загалом.</translation>
    </message>
    <message>
        <source>Countdown</source>
        <translation>Зворотний відлік</translation>
    </message>
    <message>
        <source>Rounds (or turns) played once the board is full.</source>
        <translation>Раунди (або ходи), які грають після заповнення поля.</translation>
    </message>
    <message>
        <source>Stall rule</source>
        <translation>Правило застою</translation>
    </message>
    <message>
        <source>After this many rounds without a new tile, the player to move must place one; 0 turns the rule off.</source>
        <translation>Після стількох раундів без нової плитки гравець, чий хід, мусить покласти одну; 0 вимикає правило.</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Ліміт ходів</translation>
    </message>
    <message>
        <source>The game is scored as at its normal end after this many turns.</source>
        <translation>Після стількох ходів гру підраховують, як за звичайного завершення.</translation>
    </message>
</context>
<context>
    <name>isle::cli</name>
    <message>
        <source>Machine-readable output.</source>
        <translation>Машинночитний вивід.</translation>
    </message>
    <message>
        <source>Try &quot;%1 --help&quot;.</source>
        <translation>Спробуйте «%1 --help».</translation>
    </message>
    <message>
        <source>Expected one file: %1 Try --help.</source>
        <translation>Очікувався один файл: %1 Спробуйте --help.</translation>
    </message>
    <message>
        <source>unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>невідома гра «%1»; очікувалася одна з: %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>набір правил для «%1», а очікувався для «%2»</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>Невідома команда «%1».</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; expected one of: %2.</source>
        <translation>Невідома мова «%1»; очікувалася одна з: %2.</translation>
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
        <translation>Використання: isleworks-cli &lt;command&gt; [параметри]

Грає, рахує очки, відтворює та перевіряє ігри Isleworks без вікна.

Команди:
  score POSITION      як рахує очки кожен гравець позиції, у термінах самої гри
  simulate            зіграти багато ігор між комп’ютерними гравцями й підсумувати їх
  compare A B         ті самі ігри за наборами правил A і B: різниці з 95 % інтервалами
  merge PARTS...      звіт серії з часткових результатів її частин (--shard I/N)
  play --record OUT   зіграти одну гру між комп’ютерними гравцями й зберегти її запис
  replay RECORD       переграти запис гри, за потреби за іншими правилами
  validate FILE       перевірити набір правил, запис чи позицію й перелічити всі проблеми
  sheets --out FILE   аркуші компонентів print-and-play для набору правил (PDF, SVG або PNG)

Параметри:
  --lang CODE         мова виводу: en, uk, pl, de, fr, es (типово: з LANG)
  -h, --help          ця довідка; «isleworks-cli &lt;command&gt; --help» — параметри команди
  -v, --version       версія

Коди виходу: 0 успіх, 1 невдача, 2 некоректні вхідні дані.</translation>
    </message>
</context>
<context>
    <name>isle::cli::compare</name>
    <message>
        <source>Plays the same games (same seeds, same players) under two rulesets and reports the difference B - A in the first seat&apos;s win rate, the score margin, the game length and the game&apos;s own figures per game, each with a 95 % confidence interval, and the figures the game keeps per component.</source>
        <translation>Грає ті самі ігри (ті самі зерна, ті самі гравці) за двома наборами правил і повідомляє різницю B - A у частці перемог першого місця, перевазі в очках, тривалості гри та власних показниках гри на одну гру, кожну з 95 % довірчим інтервалом, а також показники, які гра веде для кожного компонента.</translation>
    </message>
    <message>
        <source>The ruleset to compare from.</source>
        <translation>Набір правил, з яким порівнюють.</translation>
    </message>
    <message>
        <source>The ruleset to compare with.</source>
        <translation>Набір правил, який порівнюють.</translation>
    </message>
    <message>
        <source>Games under each ruleset (default 1000).</source>
        <translation>Ігор за кожним набором правил (типово 1000).</translation>
    </message>
    <message>
        <source>Expected two ruleset files, A and B. Try --help.</source>
        <translation>Очікувалося два файли наборів правил, A і B. Спробуйте --help.</translation>
    </message>
    <message>
        <source>expected a ruleset for &quot;%1&quot;</source>
        <translation>очікувався набір правил для «%1»</translation>
    </message>
    <message>
        <source>%1, %2 game: %3 games under each ruleset on the same seeds (seed %4), %5 s</source>
        <translation>%1, гра %2: ігор за кожним набором правил — %3, на тих самих зернах (зерно %4), %5 с</translation>
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
        <translation>Показник                        A          B          B - A      95 % інтервал</translation>
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
        <translation>За компонентами:</translation>
    </message>
    <message>
        <source>Per component (A / B):</source>
        <translation>За компонентами (A / B):</translation>
    </message>
</context>
<context>
    <name>isle::cli::merge</name>
    <message>
        <source>Combines the partial results that &quot;simulate --shard I/N&quot; or &quot;compare --shard I/N&quot; wrote, one per shard, into the report of the whole batch: the same figures and intervals as the batch played at once.</source>
        <translation>Об’єднує часткові результати, записані «simulate --shard I/N» або «compare --shard I/N», по одному на частину, у звіт усієї серії: ті самі показники й інтервали, що й у серії, зіграній одразу.</translation>
    </message>
    <message>
        <source>Every shard&apos;s partial result file.</source>
        <translation>Файл часткового результату кожної частини.</translation>
    </message>
    <message>
        <source>Expected 1 to %1 partial result files. Try --help.</source>
        <translation>Очікувалося від 1 до %1 файлів часткових результатів. Спробуйте --help.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, merged from %n shard(s)</source>
        <extracomment>%1 game id, %2 variant, %3 games, %4 seed, %n shards</extracomment>
        <translation>
            <numerusform>%1, гра %2: ігор — %3, зерно %4, об’єднано з %n частини</numerusform>
            <numerusform>%1, гра %2: ігор — %3, зерно %4, об’єднано з %n частин</numerusform>
            <numerusform>%1, гра %2: ігор — %3, зерно %4, об’єднано з %n частин</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::play</name>
    <message>
        <source>Plays one game between computer players and writes its record, to replay or to study. The file is written atomically: on any error nothing is left behind and an existing file is untouched.</source>
        <translation>Грає одну гру між комп’ютерними гравцями й записує її запис, щоб переграти чи вивчити його. Файл записується атомарно: за будь-якої помилки нічого не лишається, а наявний файл не змінюється.</translation>
    </message>
    <message>
        <source>Write the game record to &lt;file&gt;.</source>
        <translation>Записати запис гри в &lt;file&gt;.</translation>
    </message>
    <message>
        <source>expected the file to write the record to</source>
        <translation>очікувався файл, у який записати запис</translation>
    </message>
    <message>
        <source>cannot write the record: %1</source>
        <translation>не вдалося записати запис: %1</translation>
    </message>
    <message>
        <source>Wrote %1: %2, %3 game, seed %4, %5 decisions; final scores %6.</source>
        <translation>Записано %1: %2, гра %3, зерно %4, рішень: %5; фінальні очки %6.</translation>
    </message>
</context>
<context>
    <name>isle::cli::replay</name>
    <message>
        <source>Replays a game record and prints the final scores, or the first decision that is no longer legal and why. With --ruleset the decisions are replayed under other rules. Exits with 1 when the replay stops early.</source>
        <translation>Відтворює запис гри й виводить фінальні очки або перше рішення, яке вже не дозволене, і причину. З --ruleset рішення відтворюються за іншими правилами. Завершується з кодом 1, коли відтворення зупиняється раніше.</translation>
    </message>
    <message>
        <source>Replay under the rules in &lt;file&gt;.</source>
        <translation>Переграти за правилами з &lt;file&gt;.</translation>
    </message>
    <message>
        <source>The game record (JSON).</source>
        <translation>Запис гри (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game, seed %4, %5 of %6 decisions replayed%7</source>
        <translation>%1: %2, гра %3, зерно %4, відтворено рішень: %5 з %6%7</translation>
    </message>
    <message>
        <source> under %1</source>
        <translation> за правилами %1</translation>
    </message>
    <message>
        <source>Stopped: %1</source>
        <translation>Зупинено: %1</translation>
    </message>
    <message>
        <source>The record ends before the game does; next: player %1 to %2</source>
        <translation>Запис закінчується раніше за гру; далі: гравець %1 має %2</translation>
    </message>
    <message>
        <source>player %1: %2</source>
        <translation>гравець %1: %2</translation>
    </message>
    <message>
        <source>Final scores: %1</source>
        <translation>Фінальні очки: %1</translation>
    </message>
    <message>
        <source>Scores so far: %1</source>
        <translation>Очки наразі: %1</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>Гра завершилася внічию.</translation>
    </message>
    <message>
        <source>Player %1 wins.</source>
        <translation>Перемагає гравець %1.</translation>
    </message>
</context>
<context>
    <name>isle::cli::score</name>
    <message>
        <source>Score under the rules in &lt;file&gt; instead of the position&apos;s own.</source>
        <translation>Рахувати очки за правилами з &lt;file&gt; замість власних правил позиції.</translation>
    </message>
    <message>
        <source>The position file (JSON).</source>
        <translation>Файл позиції (JSON).</translation>
    </message>
    <message>
        <source>%1: %2, %3 game</source>
        <translation>%1: %2, гра %3</translation>
    </message>
    <message>
        <source>Scores a position file: how each player scores, as its game counts (for a line-scoring game every line with its cells, length and multipliers), and each total. A position file shows every hidden fact, so hidden scores (a stash) are counted too. --json writes the game&apos;s score report as it is.</source>
        <translation>Рахує очки файлу позиції: скільки набирає кожен гравець за правилами гри (для гри з лініями — кожна лінія з її клітинками, довжиною й множниками) і кожен підсумок. Файл позиції показує всі приховані факти, тож приховані очки (схованка) теж рахуються. --json записує звіт гри про очки як є.</translation>
    </message>
</context>
<context>
    <name>isle::cli::sheets</name>
    <message>
        <source>expected a length in millimetres, got &quot;%1&quot;</source>
        <translation>очікувалася довжина в міліметрах, отримано «%1»</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>expected portrait or landscape</source>
        <translation>очікувалося portrait або landscape</translation>
    </message>
    <message>
        <source>expected crop, lines or none</source>
        <translation>очікувалося crop, lines або none</translation>
    </message>
    <message>
        <source>expected long, short or none</source>
        <translation>очікувалося long, short або none</translation>
    </message>
    <message>
        <source>expected X,Y in millimetres, such as 0.5,-1</source>
        <translation>очікувалося X,Y у міліметрах, наприклад 0.5,-1</translation>
    </message>
    <message>
        <source>Lays out the components a ruleset needs (tokens, cards, boards, aids) on print-and-play sheets, with bleed, crop marks or cut lines and backs for double-sided printing, and writes them as PDF, or as SVG or PNG files, one per page. Impossible layouts are refused (exit 2) with what does not fit, and nothing is written.</source>
        <translation>Розкладає компоненти, потрібні набору правил (жетони, карти, поля, пам’ятки), на аркуші print-and-play з вильотом, мітками обрізу чи лініями різу та зворотами для двостороннього друку й записує їх як PDF або як файли SVG чи PNG, по одному на сторінку. Неможливе компонування відхиляється (код виходу 2) з поясненням, що не вміщується, і нічого не записується.</translation>
    </message>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Гра: %1 (типово %2).</translation>
    </message>
    <message>
        <source>A variant of the game, checked but not needed: the sheets hold every component the ruleset needs for any variant.</source>
        <translation>Варіант гри; перевіряється, але не потрібен: аркуші містять усі компоненти, потрібні набору правил для будь-якого варіанта.</translation>
    </message>
    <message>
        <source>Print the components of the rules in &lt;file&gt; instead of the default.</source>
        <translation>Друкувати компоненти правил з &lt;file&gt; замість типових.</translation>
    </message>
    <message>
        <source>Where to write: a .pdf file; a .svg or .png file name (page numbers are added); or a folder (with --format).</source>
        <translation>Куди записати: файл .pdf; назва файлу .svg чи .png (додаються номери сторінок); або тека (з --format).</translation>
    </message>
    <message>
        <source>pdf, svg or png (default: from --out, else pdf).</source>
        <translation>pdf, svg або png (типово: за --out, інакше pdf).</translation>
    </message>
    <message>
        <source>a4, letter or a3 (default: this locale&apos;s, %1).</source>
        <translation>a4, letter або a3 (типово: для цієї локалі, %1).</translation>
    </message>
    <message>
        <source>portrait or landscape (default portrait).</source>
        <translation>portrait або landscape (типово portrait).</translation>
    </message>
    <message>
        <source>Margin on every side, mm (default %1).</source>
        <translation>Поле з кожного боку, мм (типово %1).</translation>
    </message>
    <message>
        <source>Art printed beyond each cut line, mm (default %1).</source>
        <translation>Зображення, надруковане за кожною лінією різу, мм (типово %1).</translation>
    </message>
    <message>
        <source>Cut line to cut line between components, mm (default: the bleed).</source>
        <translation>Від лінії різу до лінії різу між компонентами, мм (типово: виліт).</translation>
    </message>
    <message>
        <source>How much the parts of a board split over pages overlap, mm (default %1).</source>
        <translation>Наскільки перекриваються частини поля, розбитого на кілька сторінок, мм (типово %1).</translation>
    </message>
    <message>
        <source>crop (marks outside the cuts), lines (cut lines) or none (default crop).</source>
        <translation>crop (мітки поза різами), lines (лінії різу) або none (типово crop).</translation>
    </message>
    <message>
        <source>Backs for double-sided printing, turning the sheet over its long or short edge, or none (default none).</source>
        <translation>Звороти для двостороннього друку з перегортанням аркуша по довгому чи короткому краю, або none (типово none).</translation>
    </message>
    <message>
        <source>Moves every back page by X,Y mm, for a printer whose backs drift (measure it with --calibration).</source>
        <translation>Зсуває кожну сторінку зворотів на X,Y мм, для принтера, що зміщує звороти (виміряйте це з --calibration).</translation>
    </message>
    <message>
        <source>Start with a calibration page: rulers and targets to measure scale and back offset.</source>
        <translation>Почати зі сторінки калібрування: лінійки й мішені, щоб виміряти масштаб і зсув зворотів.</translation>
    </message>
    <message>
        <source>Resolution of PNG pages (default 300).</source>
        <translation>Роздільність сторінок PNG (типово 300).</translation>
    </message>
    <message>
        <source>Print only the components whose face differs from their face under the ruleset in &lt;file&gt;, with their backs.</source>
        <translation>Друкувати лише компоненти, лицьовий бік яких відрізняється від лицьового боку за набором правил з &lt;file&gt;, разом зі зворотами.</translation>
    </message>
    <message>
        <source>Only components of these kinds, comma-separated (token, card, board, mat, aid, rules…).</source>
        <translation>Лише компоненти цих видів, через кому (token, card, board, mat, aid, rules…).</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;. Try --help.</source>
        <translation>Неочікуваний аргумент «%1». Спробуйте --help.</translation>
    </message>
    <message>
        <source>expected the file or folder to write</source>
        <translation>очікувався файл або тека для запису</translation>
    </message>
    <message>
        <source>expected pdf, svg or png</source>
        <translation>очікувалося pdf, svg або png</translation>
    </message>
    <message>
        <source>%1 is a folder; a PDF needs a file name</source>
        <translation>%1 — тека; для PDF потрібна назва файлу</translation>
    </message>
    <message>
        <source>expected a resolution from %1 to %2</source>
        <translation>очікувалася роздільність від %1 до %2</translation>
    </message>
    <message>
        <source>the ruleset is for &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>набір правил для «%1», а очікувався для «%2»</translation>
    </message>
    <message>
        <source>%1 declares no printable components</source>
        <translation>%1 не оголошує жодних компонентів для друку</translation>
    </message>
    <message>
        <source>Nothing to print: no component %1. No file written.</source>
        <translation>Нічого друкувати: жоден компонент не %1. Жодного файлу не записано.</translation>
    </message>
    <message>
        <source>changed since %1</source>
        <translation>змінився відносно %1</translation>
    </message>
    <message>
        <source>was chosen</source>
        <translation>був вибраний</translation>
    </message>
    <message>
        <source>%1 KiB in %2 ms.</source>
        <translation>%1 КіБ за %2 мс.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n page(s) of %2, </source>
        <extracomment>%1 the game, %n pages, %2 the paper (&quot;A4&quot;); followed by &quot;%n component(s) to cut out.&quot;</extracomment>
        <translation>
            <numerusform>%1: %n сторінка формату %2, </numerusform>
            <numerusform>%1: %n сторінки формату %2, </numerusform>
            <numerusform>%1: %n сторінок формату %2, </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) to cut out.</source>
        <translation>
            <numerusform>%n компонент для вирізання.</numerusform>
            <numerusform>%n компоненти для вирізання.</numerusform>
            <numerusform>%n компонентів для вирізання.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::cli::simulate</name>
    <message>
        <source>The game: %1 (default %2).</source>
        <translation>Гра: %1 (типово %2).</translation>
    </message>
    <message>
        <source>The variant: %1 (default %2).</source>
        <translation>Варіант: %1 (типово %2).</translation>
    </message>
    <message>
        <source>Comma-separated player per seat, repeated when there are more seats: %1 (default random,random).</source>
        <translation>Гравці для місць через кому, повторюються, якщо місць більше: %1 (типово random,random).</translation>
    </message>
    <message>
        <source>Seed of the game or batch (default 1).</source>
        <translation>Зерно гри чи партії ігор (типово 1).</translation>
    </message>
    <message>
        <source>Play under the rules in &lt;file&gt; instead of the default.</source>
        <translation>Грати за правилами з &lt;file&gt; замість типових.</translation>
    </message>
    <message>
        <source>expected an unsigned 64-bit integer</source>
        <translation>очікувалося беззнакове 64-бітне ціле число</translation>
    </message>
    <message>
        <source>Worker threads (default: every core).</source>
        <translation>Робочі потоки (типово: усі ядра).</translation>
    </message>
    <message>
        <source>expected a number of games from %1 to 100000000</source>
        <translation>очікувалася кількість ігор від %1 до 100000000</translation>
    </message>
    <message>
        <source>expected a number of threads from 1 to 256</source>
        <translation>очікувалася кількість потоків від 1 до 256</translation>
    </message>
    <message>
        <source>Plays many games between computer players and prints win and draw rates per seat, the score distribution, the game length and the figures the game keeps for designers.</source>
        <translation>Грає багато ігор між комп’ютерними гравцями й виводить частки перемог і нічиїх для кожного місця, розподіл очок, тривалість гри та показники, які гра веде для дизайнерів.</translation>
    </message>
    <message>
        <source>Number of games (default 1000).</source>
        <translation>Кількість ігор (типово 1000).</translation>
    </message>
    <message>
        <source>Skip the game&apos;s designer figures, which cost some speed to count.</source>
        <translation>Пропустити дизайнерські показники гри, підрахунок яких трохи сповільнює роботу.</translation>
    </message>
    <message>
        <source>Seat  Player    Wins     Draws    Losses   Mean score  Spread (sd)  Min  Max</source>
        <translation>Місце Гравець   Перемоги Нічиї    Поразки  Сер. очки   Розкид (св)  Мін  Макс</translation>
    </message>
    <message>
        <source>Draws: %1 of games</source>
        <translation>Нічиї: %1 ігор</translation>
    </message>
    <message>
        <source>Game length: %1 decisions on average (sd %2, from %3 to %4)</source>
        <translation>Тривалість гри: у середньому рішень — %1 (ст. відх. %2, від %3 до %4)</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 game: %3 games, seed %4, %n thread(s), %5 s (%6 games/s)</source>
        <extracomment>%1 game id, %2 variant, %3 games played, %4 seed, %n threads, %5 seconds, %6 games per second</extracomment>
        <translation>
            <numerusform>%1, гра %2: ігор — %3, зерно %4, %n потік, %5 с (%6 ігор/с)</numerusform>
            <numerusform>%1, гра %2: ігор — %3, зерно %4, %n потоки, %5 с (%6 ігор/с)</numerusform>
            <numerusform>%1, гра %2: ігор — %3, зерно %4, %n потоків, %5 с (%6 ігор/с)</numerusform>
        </translation>
    </message>
    <message>
        <source>Play only shard I of N (0 &lt;= I &lt; N) of the games and write a partial result for &quot;isleworks-cli merge&quot; instead of the report.</source>
        <translation>Зіграти лише частину I з N (0 &lt;= I &lt; N) ігор і записати частковий результат для «isleworks-cli merge» замість звіту.</translation>
    </message>
    <message>
        <source>With --shard: write the partial result to &lt;file&gt; (default: standard output).</source>
        <translation>З --shard: записати частковий результат у &lt;file&gt; (типово: стандартний вивід).</translation>
    </message>
    <message>
        <source>only a shard&apos;s partial result is written to a file; add --shard</source>
        <translation>у файл записується лише частковий результат частини; додайте --shard</translation>
    </message>
</context>
<context>
    <name>isle::cli::validate</name>
    <message>
        <source>Checks a ruleset, game record or position file and lists every problem with the file, the JSON path and what was expected. A record&apos;s decisions are also replayed to check that each is legal. Exits with 2 when there is any error; warnings alone exit with 0.</source>
        <translation>Перевіряє набір правил, запис гри чи файл позиції й перелічує всі проблеми з файлом, шляхом JSON і тим, що очікувалося. Рішення запису також відтворюються, щоб перевірити, що кожне дозволене. Завершується з кодом 2, якщо є хоч одна помилка; лише попередження дають код 0.</translation>
    </message>
    <message>
        <source>The file to check (JSON).</source>
        <translation>Файл для перевірки (JSON).</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>набір правил</translation>
    </message>
    <message>
        <source>game record</source>
        <translation>запис гри</translation>
    </message>
    <message>
        <source>position</source>
        <translation>позиція</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, &quot;%2&quot; or &quot;%3&quot;</source>
        <translation>очікувалося «%1», «%2» або «%3»</translation>
    </message>
    <message numerus="yes">
        <source>%1: a valid %2 (%n warning(s)).</source>
        <translation>
            <numerusform>%1: коректний %2 (%n попередження).</numerusform>
            <numerusform>%1: коректний %2 (%n попередження).</numerusform>
            <numerusform>%1: коректний %2 (%n попереджень).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not a valid %2.</source>
        <translation>%1: некоректний %2.</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Character</name>
    <message>
        <source>Wolf</source>
        <translation>Вовк</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Щур</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Кролик</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Свиня</translation>
    </message>
    <message>
        <source>Crow</source>
        <translation>Ворона</translation>
    </message>
    <message>
        <source>Mole</source>
        <translation>Кріт</translation>
    </message>
    <message>
        <source>Prairie Dog</source>
        <translation>Лучна собачка</translation>
    </message>
    <message>
        <source>Hippo</source>
        <translation>Бегемот</translation>
    </message>
    <message>
        <source>Chameleon</source>
        <translation>Хамелеон</translation>
    </message>
    <message>
        <source>Cat</source>
        <translation>Кіт</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Лис</translation>
    </message>
    <message>
        <source>Turtle</source>
        <translation>Черепаха</translation>
    </message>
    <message>
        <source>Frog</source>
        <translation>Жаба</translation>
    </message>
    <message>
        <source>Mouses</source>
        <translation>Миші</translation>
    </message>
    <message>
        <source>Snake</source>
        <translation>Змія</translation>
    </message>
    <message>
        <source>unknown character %1</source>
        <translation>невідомий персонаж %1</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Components</name>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: mercenaries for hire</source>
        <translation>%1: найманці для найму</translation>
    </message>
    <message>
        <source>%1: starting set</source>
        <translation>%1: стартовий набір</translation>
    </message>
    <message>
        <source>The whole island is open. Tokens face up.</source>
        <translation>Увесь острів відкритий. Жетони лицем догори.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face up.</source>
        <translation>Туман укриває всі області, крім однієї. Жетони лицем догори.</translation>
    </message>
    <message>
        <source>Tokens face up.</source>
        <translation>Жетони лицем догори.</translation>
    </message>
    <message>
        <source>Fog covers all regions but one. Tokens face down.</source>
        <translation>Туман укриває всі області, крім однієї. Жетони лицем донизу.</translation>
    </message>
    <message>
        <source>Tokens face down.</source>
        <translation>Жетони лицем донизу.</translation>
    </message>
    <message>
        <source>Weather: %1</source>
        <translation>Погода: %1</translation>
    </message>
    <message>
        <source>Weather cards</source>
        <translation>Карти погоди</translation>
    </message>
    <message>
        <source>Fog board %1</source>
        <translation>Планшет туману %1</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Планшети туману</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <source>Fog board %1: %2</source>
        <translation>Планшет туману %1: %2</translation>
    </message>
    <message>
        <source>Island map</source>
        <translation>Мапа острова</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок очок</translation>
    </message>
    <message>
        <source>Line of</source>
        <translation>Довжина лінії</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>%1 in a line: × %2</source>
        <translation>%1 у лінії: × %2</translation>
    </message>
    <message>
        <source>%1 in a line: half, rounded down</source>
        <translation>%1 у лінії: половина, з округленням униз</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Найманці</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Найманець</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Замінює</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Для найму</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Place one token from your hand on a free, open tile.</source>
        <translation>Покладіть один жетон із руки на вільну відкриту клітинку.</translation>
    </message>
    <message>
        <source>Foggy weather: face down (a mercenary may go face up).</source>
        <translation>Погода «Туманно»: лицем донизу (найманця можна покласти лицем догори).</translation>
    </message>
    <message numerus="yes">
        <source>Draw from your pile until you hold %n again.</source>
        <translation>
            <numerusform>Добирайте зі свого стосу, доки знову не матимете %n жетон.</numerusform>
            <numerusform>Добирайте зі свого стосу, доки знову не матимете %n жетони.</numerusform>
            <numerusform>Добирайте зі свого стосу, доки знову не матимете %n жетонів.</numerusform>
        </translation>
    </message>
    <message>
        <source>No open tile free: a fog board is lifted.</source>
        <translation>Немає вільної відкритої клітинки: знімається планшет туману.</translation>
    </message>
    <message>
        <source>Board full or nobody can place: score every line.</source>
        <translation>Поле заповнене або ніхто не може покласти жетон: рахуйте очки за всі лінії.</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Пам’ятка гравця</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Пам’ятки</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: пам’ятка гравця</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Підготовка</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>An island of %1 × %2 tiles. Each player&apos;s set of %n tokens: %3.</source>
        <translation>
            <numerusform>Острів %1 × %2 клітинок. Набір кожного гравця з %n жетона: %3.</numerusform>
            <numerusform>Острів %1 × %2 клітинок. Набір кожного гравця з %n жетонів: %3.</numerusform>
            <numerusform>Острів %1 × %2 клітинок. Набір кожного гравця з %n жетонів: %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <source>Basic game</source>
        <translation>Базова гра</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Гра з погодою</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Гра з найманцями</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Швидка гра</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Командна гра (четверо гравців)</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Раунд</translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back and pick %n as your opening hand; the rest is your pile.</source>
        <translation>
            <numerusform>Заберіть усі свої жетони й виберіть %n для стартової руки; решта — ваш стос.</numerusform>
            <numerusform>Заберіть усі свої жетони й виберіть %n для стартової руки; решта — ваш стос.</numerusform>
            <numerusform>Заберіть усі свої жетони й виберіть %n для стартової руки; решта — ваш стос.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take all your tokens back; %n are dealt at random as your hand, the rest is your pile.</source>
        <translation>
            <numerusform>Заберіть усі свої жетони; %n роздається навмання як ваша рука, решта — ваш стос.</numerusform>
            <numerusform>Заберіть усі свої жетони; %n роздаються навмання як ваша рука, решта — ваш стос.</numerusform>
            <numerusform>Заберіть усі свої жетони; %n роздаються навмання як ваша рука, решта — ваш стос.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather: the second player draws two weather cards, keeps one and puts the other under the deck.</source>
        <translation>З погодою: другий гравець бере дві карти погоди, одну залишає, а другу кладе під низ колоди.</translation>
    </message>
    <message>
        <source>The round&apos;s second player starts the next round.</source>
        <translation>Другий гравець раунду починає наступний раунд.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n in the deck)</source>
        <translation>
            <numerusform>%1 (%n у колоді)</numerusform>
            <numerusform>%1 (%n у колоді)</numerusform>
            <numerusform>%1 (%n у колоді)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A line is %n or more tokens in a row across, down or diagonally that build the same player&apos;s lines.</source>
        <translation>
            <numerusform>Лінія — це %n або більше жетонів поспіль по горизонталі, вертикалі чи діагоналі, що будують лінії одного гравця.</numerusform>
            <numerusform>Лінія — це %n або більше жетонів поспіль по горизонталі, вертикалі чи діагоналі, що будують лінії одного гравця.</numerusform>
            <numerusform>Лінія — це %n або більше жетонів поспіль по горизонталі, вертикалі чи діагоналі, що будують лінії одного гравця.</numerusform>
        </translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Персонажі</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Coins equal the points of each round. After scoring, hire in turn order from the next starter: pay the cost and swap the basic character it replaces.</source>
        <translation>Монети дорівнюють очкам кожного раунду. Після підрахунку наймайте по черзі, починаючи з наступного першого гравця: сплатіть вартість і обміняйте базового персонажа, якого замінює найманець.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Перемога</translation>
    </message>
    <message numerus="yes">
        <source>Most victory points (with mercenaries: coins, then the cost of hires, then up to %n extra rounds) wins.</source>
        <translation>
            <numerusform>Перемагає той, хто має найбільше переможних очок (з найманцями: монет, потім вартості найманих, потім до %n додаткового раунду).</numerusform>
            <numerusform>Перемагає той, хто має найбільше переможних очок (з найманцями: монет, потім вартості найманих, потім до %n додаткових раундів).</numerusform>
            <numerusform>Перемагає той, хто має найбільше переможних очок (з найманцями: монет, потім вартості найманих, потім до %n додаткових раундів).</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Стислі правила</translation>
    </message>
    <message>
        <source>%1: rules summary</source>
        <translation>%1: стислі правила</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyGame</name>
    <message>
        <source>pick the opening hand</source>
        <translation>вибрати стартову руку</translation>
    </message>
    <message>
        <source>choose the weather</source>
        <translation>вибрати погоду</translation>
    </message>
    <message>
        <source>lift a fog board</source>
        <translation>зняти планшет туману</translation>
    </message>
    <message>
        <source>place a token</source>
        <translation>покласти жетон</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>нічого: гру завершено</translation>
    </message>
    <message>
        <source>there is no such character</source>
        <translation>такого персонажа немає</translation>
    </message>
    <message>
        <source>the hand holds no %1</source>
        <translation>у руці немає: %1</translation>
    </message>
    <message>
        <source>that tile is not on the %1×%2 island</source>
        <translation>цієї клітинки немає на острові %1×%2</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 уже зайнята</translation>
    </message>
    <message>
        <source>%1 is under fog</source>
        <translation>%1 під туманом</translation>
    </message>
    <message>
        <source>a token is face up or face down</source>
        <translation>жетон лежить лицем догори або лицем донизу</translation>
    </message>
    <message>
        <source>in Foggy weather a %1 is placed face down; only mercenaries may be placed face up</source>
        <translation>за погоди «Туманно» %1 кладеться лицем донизу; лицем догори можна класти лише найманців</translation>
    </message>
    <message>
        <source>tokens are placed face down only in Foggy weather</source>
        <translation>жетони кладуть лицем донизу лише за погоди «Туманно»</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру завершено</translation>
    </message>
    <message>
        <source>the game waits for a different decision: %1</source>
        <translation>гра чекає іншого рішення: %1</translation>
    </message>
    <message>
        <source>no %1 is left to pick</source>
        <translation>не залишилося жодного жетона «%1», щоб вибрати</translation>
    </message>
    <message>
        <source>only %1 weather cards were drawn</source>
        <translation>витягнуто карт погоди: лише %1</translation>
    </message>
    <message>
        <source>there is no fog region %1</source>
        <translation>немає області туману %1</translation>
    </message>
    <message>
        <source>fog region %1 is not covered</source>
        <translation>область туману %1 не вкрита</translation>
    </message>
    <message>
        <source>unknown decision</source>
        <translation>невідоме рішення</translation>
    </message>
    <message>
        <source>pick %1 for the opening hand</source>
        <translation>вибрати %1 для стартової руки</translation>
    </message>
    <message>
        <source>keep the %1 weather card</source>
        <translation>залишити карту погоди «%1»</translation>
    </message>
    <message>
        <source>keep weather card %1</source>
        <translation>залишити карту погоди %1</translation>
    </message>
    <message>
        <source>lift fog board %1</source>
        <translation>зняти планшет туману %1</translation>
    </message>
    <message>
        <source>place %1 face down on %2</source>
        <translation>покласти %1 лицем донизу на %2</translation>
    </message>
    <message>
        <source>place %1 on %2</source>
        <translation>покласти %1 на %2</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Round %1 begins; %2 starts</source>
        <translation>Починається раунд %1; першим ходить %2</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 вибирає: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 is dealt %n token(s)</source>
        <translation>
            <numerusform>%1 отримує %n жетон</numerusform>
            <numerusform>%1 отримує %n жетони</numerusform>
            <numerusform>%1 отримує %n жетонів</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2 and %3</source>
        <translation>%1 бере %2 і %3</translation>
    </message>
    <message>
        <source>The weather is %1</source>
        <translation>Погода: %1</translation>
    </message>
    <message>
        <source>%1 lifts fog board %2</source>
        <translation>%1 знімає планшет туману %2</translation>
    </message>
    <message>
        <source>%1 places a token face down on %2</source>
        <translation>%1 кладе жетон лицем донизу на %2</translation>
    </message>
    <message>
        <source>%1 places %2 on %3</source>
        <translation>%1 кладе %2 на %3</translation>
    </message>
    <message>
        <source>%1&apos;s face-down token on %2 is %3</source>
        <translation>Жетон гравця %1 лицем донизу на %2 — це %3</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 добирає: %2</translation>
    </message>
    <message>
        <source>%1 has no token and passes</source>
        <translation>%1 не має жетонів і пасує</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down token(s) turned up</source>
        <translation>
            <numerusform>Перевернуто %n жетон, що лежав лицем донизу</numerusform>
            <numerusform>Перевернуто %n жетони, що лежали лицем донизу</numerusform>
            <numerusform>Перевернуто %n жетонів, що лежали лицем донизу</numerusform>
        </translation>
    </message>
    <message>
        <source>Side %1 scores %2 for the %3 line from %4</source>
        <translation>Сторона %1 отримує %2 за лінію з %3 від %4</translation>
    </message>
    <message>
        <source>Round %1 ends %2 to %3</source>
        <translation>Раунд %1 завершується з рахунком %2 : %3</translation>
    </message>
    <message>
        <source>The game ends in a draw</source>
        <translation>Гра завершується внічию</translation>
    </message>
    <message>
        <source>Side %1 wins</source>
        <translation>Перемагає сторона %1</translation>
    </message>
    <message>
        <source>unknown character &quot;%1&quot;</source>
        <translation>невідомий персонаж «%1»</translation>
    </message>
    <message>
        <source>expected a tile name from A1 to P16, found &quot;%1&quot;</source>
        <translation>очікувалася назва клітинки від A1 до P16, знайдено «%1»</translation>
    </message>
    <message>
        <source>that exchange is not possible: the token must be the deciding player&apos;s own, not white, where the ability allows, and the new one must come from the hand</source>
        <translation>такий обмін неможливий: жетон має належати гравцеві, що ухвалює рішення, не бути білим і лежати там, де дозволяє здібність, а новий має бути з руки</translation>
    </message>
    <message>
        <source>the Snake takes an opponent&apos;s token that is not white, whose owner holds a token</source>
        <translation>Змія забирає небілий жетон супротивника, власник якого має жетон у руці</translation>
    </message>
    <message>
        <source>the Prairie Dog swaps two tokens next to it, neither of them white</source>
        <translation>Лучна собачка міняє місцями два сусідні з нею жетони, жоден з яких не білий</translation>
    </message>
    <message>
        <source>the Hippo moves onto one of the two tiles it lies on</source>
        <translation>Бегемот переходить на одну з двох клітинок, на яких лежить</translation>
    </message>
    <message>
        <source>a Frog hops to a free, open tile next to it</source>
        <translation>Жаба стрибає на сусідню вільну відкриту клітинку</translation>
    </message>
    <message>
        <source>that is not one of the choices</source>
        <translation>такого варіанта немає</translation>
    </message>
    <message>
        <source>%1 is not an opponent&apos;s token next to the %2 (white tokens never move)</source>
        <translation>%1 — не жетон супротивника поруч із персонажем «%2» (білі жетони ніколи не рухаються)</translation>
    </message>
    <message>
        <source>hire mercenaries</source>
        <translation>найняти найманців</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token to swap places with</source>
        <translation>вибрати жетон супротивника, з яким помінятися місцями</translation>
    </message>
    <message>
        <source>exchange a token next to the Fox for one from the hand</source>
        <translation>обміняти жетон поруч із Лисом на жетон із руки</translation>
    </message>
    <message>
        <source>choose the opponent&apos;s token the Snake sends back</source>
        <translation>вибрати жетон супротивника, який Змія повертає</translation>
    </message>
    <message>
        <source>choose the hand token that replaces it</source>
        <translation>вибрати жетон із руки, що його замінить</translation>
    </message>
    <message>
        <source>swap two tokens next to the Prairie Dog, or not</source>
        <translation>поміняти місцями два жетони поруч із Лучною собачкою або ні</translation>
    </message>
    <message>
        <source>move the Hippo onto one of its two tiles</source>
        <translation>пересунути Бегемота на одну з двох його клітинок</translation>
    </message>
    <message>
        <source>move the Frog to a free tile next to it, or not</source>
        <translation>пересунути Жабу на сусідню вільну клітинку або ні</translation>
    </message>
    <message>
        <source>the %1 is not for hire</source>
        <translation>%1 не наймається</translation>
    </message>
    <message numerus="yes">
        <source>every %1 for hire (%n) is hired already</source>
        <translation>
            <numerusform>усіх найманців «%1» (%n) уже найнято</numerusform>
            <numerusform>усіх найманців «%1» (%n) уже найнято</numerusform>
            <numerusform>усіх найманців «%1» (%n) уже найнято</numerusform>
        </translation>
    </message>
    <message>
        <source>hiring the %1 costs %2 coins; there are %3</source>
        <translation>найм: %1 коштує монет: %2; є: %3</translation>
    </message>
    <message>
        <source>the %1 replaces a %2, and no %2 is left in the pile</source>
        <translation>%1 замінює жетон «%2», а в стосі не залишилося жодного жетона «%2»</translation>
    </message>
    <message>
        <source>a Hippo of yours still lies across two tiles</source>
        <translation>ваш Бегемот досі лежить на двох клітинках</translation>
    </message>
    <message>
        <source>a Hippo placed face up lies across two free, open tiles side by side</source>
        <translation>Бегемот, покладений лицем догори, лежить на двох сусідніх вільних відкритих клітинках</translation>
    </message>
    <message>
        <source>only a Hippo placed face up takes a second tile</source>
        <translation>другу клітинку займає лише Бегемот, покладений лицем догори</translation>
    </message>
    <message>
        <source>hire the %1</source>
        <translation>найняти: %1</translation>
    </message>
    <message>
        <source>hire no more</source>
        <translation>більше не наймати</translation>
    </message>
    <message>
        <source>swap places with the token on %1</source>
        <translation>помінятися місцями з жетоном на %1</translation>
    </message>
    <message>
        <source>exchange the token on %1 for %2 from the hand</source>
        <translation>обміняти жетон на %1 на %2 з руки</translation>
    </message>
    <message>
        <source>send the token on %1 back to its owner&apos;s hand</source>
        <translation>повернути жетон з %1 у руку власника</translation>
    </message>
    <message>
        <source>swap the tokens on %1 and %2</source>
        <translation>поміняти місцями жетони на %1 і %2</translation>
    </message>
    <message>
        <source>move the Hippo onto %1</source>
        <translation>пересунути Бегемота на %1</translation>
    </message>
    <message>
        <source>move the Frog from %1 to %2</source>
        <translation>пересунути Жабу з %1 на %2</translation>
    </message>
    <message>
        <source>do not use the ability</source>
        <translation>не використовувати здібність</translation>
    </message>
    <message>
        <source>place %1 across %2 and %3</source>
        <translation>покласти %1 на %2 і %3</translation>
    </message>
    <message>
        <source>%1 hires the %2 for %3 coins and gives back a %4</source>
        <translation>%1 наймає: %2 (монет: %3) і повертає жетон «%4»</translation>
    </message>
    <message>
        <source>The Chameleon on %1 now builds side %2&apos;s lines</source>
        <translation>Хамелеон на %1 тепер будує лінії сторони %2</translation>
    </message>
    <message>
        <source>The tokens on %1 and %2 change places</source>
        <translation>Жетони на %1 і %2 міняються місцями</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for one face down</source>
        <translation>%1 обмінює жетон на %2 на жетон лицем донизу</translation>
    </message>
    <message>
        <source>%1 exchanges the token on %2 for %3</source>
        <translation>%1 обмінює жетон на %2 на %3</translation>
    </message>
    <message>
        <source>Side %1 earns %2 coins and has %3</source>
        <translation>Сторона %1 заробляє монет: %2, тепер має: %3</translation>
    </message>
    <message>
        <source>the decision carries values its kind does not use</source>
        <translation>рішення містить значення, які його вид не використовує</translation>
    </message>
    <message>
        <source>no opponent&apos;s token that is not white lies next to it to swap places with</source>
        <translation>поруч немає небілого жетона супротивника, з яким можна помінятися місцями</translation>
    </message>
    <message>
        <source>no opponent has a token that is not white next to it to exchange</source>
        <translation>жоден супротивник не має поруч небілого жетона для обміну</translation>
    </message>
    <message>
        <source>no opponent&apos;s token next to it can be taken (not white, and its owner must hold a token)</source>
        <translation>жоден жетон супротивника поруч не можна забрати (не білий, і його власник повинен мати жетон у руці)</translation>
    </message>
    <message>
        <source>there are not two tokens next to it to swap (white ones never move)</source>
        <translation>поруч немає двох жетонів, які можна поміняти місцями (білі ніколи не рухаються)</translation>
    </message>
    <message>
        <source>there is nothing for it to act on</source>
        <translation>здібності немає на що подіяти</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 does nothing: %4</source>
        <translation>%2 гравця %1 на %3 нічого не робить: %4</translation>
    </message>
    <message>
        <source>Mercenaries hired per game</source>
        <translation>Найманців найнято за гру</translation>
    </message>
    <message>
        <source>Hires of every side in a game.</source>
        <translation>Наймання всіх сторін за гру.</translation>
    </message>
    <message>
        <source>Scored lines per game</source>
        <translation>Ліній з очками за гру</translation>
    </message>
    <message>
        <source>Lines that scored at a round&apos;s end, summed over the rounds of a game.</source>
        <translation>Лінії, що принесли очки наприкінці раунду, сумарно за всі раунди гри.</translation>
    </message>
    <message>
        <source>Points of a scored line</source>
        <translation>Очки лінії</translation>
    </message>
    <message>
        <source>The mean points of all scored lines.</source>
        <translation>Середні очки всіх ліній, що принесли очки.</translation>
    </message>
    <message>
        <source>Hired per game</source>
        <translation>Найнято за гру</translation>
    </message>
    <message>
        <source>How many of the character are hired in a game.</source>
        <translation>Скільки разів цього персонажа наймають за гру.</translation>
    </message>
    <message>
        <source>Scored lines</source>
        <translation>Лінії з очками</translation>
    </message>
    <message>
        <source>Scored lines holding at least one of the character&apos;s tokens, face-down tokens turned up.</source>
        <translation>Лінії з очками, що містять хоча б один жетон персонажа (жетони лицем донизу перевернуто).</translation>
    </message>
    <message>
        <source>Points of its lines</source>
        <translation>Очки його ліній</translation>
    </message>
    <message>
        <source>The mean points of the scored lines holding the character.</source>
        <translation>Середні очки ліній з очками, що містять персонажа.</translation>
    </message>
    <message>
        <source>Edge of its lines</source>
        <translation>Перевага його ліній</translation>
    </message>
    <message>
        <source>The mean points of its scored lines minus the mean of all scored lines: positive when lines with it score more than lines in general.</source>
        <translation>Середні очки його ліній з очками мінус середнє всіх ліній з очками: додатне, коли лінії з ним приносять більше очок, ніж лінії загалом.</translation>
    </message>
    <message>
        <source>choose the weather of the whole game</source>
        <translation>вибрати погоду на всю гру</translation>
    </message>
    <message>
        <source>there is no such weather; expected Sunny, Cloudy or Foggy</source>
        <translation>такої погоди немає; очікувалося «Сонячно», «Хмарно» або «Туманно»</translation>
    </message>
    <message>
        <source>unknown weather &quot;%1&quot;; expected sunny, cloudy or foggy</source>
        <translation>невідома погода «%1»; очікувалося sunny, cloudy або foggy</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;; expected pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog or skip</source>
        <translation>невідоме рішення «%1»; очікувалося pick, weather, game-weather, lift, place, hire, end-hiring, swap, exchange, target, swap-pair, settle, move-frog або skip</translation>
    </message>
    <message>
        <source>choose %1 weather for the whole game</source>
        <translation>вибрати погоду «%1» на всю гру</translation>
    </message>
    <message>
        <source>choose weather %1 for the whole game</source>
        <translation>вибрати погоду %1 на всю гру</translation>
    </message>
    <message>
        <source>pick a token for the opening hand</source>
        <translation>вибрати жетон для стартової руки</translation>
    </message>
    <message>
        <source>exchange the token on %1 for one from the hand</source>
        <translation>обміняти жетон на %1 на жетон із руки</translation>
    </message>
    <message>
        <source>place a token face down on %1</source>
        <translation>покласти жетон лицем донизу на %1</translation>
    </message>
    <message>
        <source>  %1 %2–%3 (%4): length %5, %6 = %7 points</source>
        <translation>  %1 %2–%3 (%4): довжина %5, %6 = %7 оч.</translation>
    </message>
    <message>
        <source>  no lines</source>
        <translation>  ліній немає</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  усього: %1 оч.</translation>
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
        <translation>Базова гра</translation>
    </message>
    <message>
        <source>Game with weather</source>
        <translation>Гра з погодою</translation>
    </message>
    <message>
        <source>Mercenary game</source>
        <translation>Гра з найманцями</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Швидка гра</translation>
    </message>
    <message>
        <source>Team game</source>
        <translation>Командна гра</translation>
    </message>
</context>
<context>
    <name>isle::foggy::FoggyRules</name>
    <message>
        <source>expected a board from 3×3 to 16×16</source>
        <translation>очікувалося поле від 3×3 до 16×16</translation>
    </message>
    <message>
        <source>the weather deck is empty; expected at least one card</source>
        <translation>колода погоди порожня; очікувалася хоча б одна карта</translation>
    </message>
    <message>
        <source>expected at most %1 weather cards, found %2</source>
        <translation>очікувалося щонайбільше %1 карт погоди, знайдено %2</translation>
    </message>
    <message>
        <source>length %1 appears twice; each line length has one value</source>
        <translation>довжина %1 трапляється двічі; кожна довжина лінії має одне значення</translation>
    </message>
    <message>
        <source>the scoring table is empty; expected at least one line length</source>
        <translation>таблиця очок порожня; очікувалася хоча б одна довжина лінії</translation>
    </message>
    <message>
        <source>a gap: no value for lines of length %1 (between %2 and %3)</source>
        <translation>пропуск: немає значення для ліній довжиною %1 (між %2 і %3)</translation>
    </message>
    <message>
        <source>a line of %1 scores less than a line of %2</source>
        <translation>лінія з %1 приносить менше очок, ніж лінія з %2</translation>
    </message>
    <message>
        <source>the region (%1, %2, %3×%4) reaches off the %5×%6 board</source>
        <translation>область (%1, %2, %3×%4) виходить за межі поля %5×%6</translation>
    </message>
    <message>
        <source>the region overlaps an earlier fog region; each tile is under one fog board at most</source>
        <translation>область перекриває попередню область туману; кожна клітинка лежить щонайбільше під одним планшетом туману</translation>
    </message>
    <message>
        <source>a hired character replaces a basic character (wolf, rat, rabbit or pig)</source>
        <translation>найнятий персонаж замінює базового персонажа (вовка, щура, кролика чи свиню)</translation>
    </message>
    <message>
        <source>a mercenary is hired, never part of the starting set; expected 0</source>
        <translation>найманця наймають, він ніколи не входить до стартового набору; очікувалося 0</translation>
    </message>
    <message>
        <source>no player has any token: every basicCount is 0</source>
        <translation>жоден гравець не має жетонів: кожне basicCount дорівнює 0</translation>
    </message>
    <message>
        <source>a character for hire gives back a basic character, so the pile stays the same size; expected wolf, rat, rabbit or pig</source>
        <translation>персонаж для найму повертає базового персонажа, тож стос лишається того самого розміру; очікувалося wolf, rat, rabbit або pig</translation>
    </message>
    <message>
        <source>the starting set holds %1 tokens (the sum of every basicCount); at most %2 are allowed</source>
        <translation>стартовий набір містить %1 жетонів (сума всіх basicCount); дозволено щонайбільше %2</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Position</name>
    <message>
        <source>expected an object of character counts, found %1</source>
        <translation>очікувався об’єкт з кількостями персонажів, знайдено %1</translation>
    </message>
    <message>
        <source>unknown character; expected a character id such as wolf or pig</source>
        <translation>невідомий персонаж; очікувався ідентифікатор персонажа, як-от wolf чи pig</translation>
    </message>
    <message>
        <source>expected an array of %1 rows (the ruleset&apos;s board height)</source>
        <translation>очікувався масив з %1 рядків (висота поля з набору правил)</translation>
    </message>
    <message>
        <source>expected a string of %1 tiles separated by spaces</source>
        <translation>очікувався рядок з %1 клітинок, розділених пробілами</translation>
    </message>
    <message>
        <source>expected %1 tiles, found %2</source>
        <translation>очікувалося клітинок: %1, знайдено: %2</translation>
    </message>
    <message>
        <source>tile %1: tokens lie face down only in Foggy weather</source>
        <translation>клітинка %1: жетони лежать лицем донизу лише за погоди «Туманно»</translation>
    </message>
    <message>
        <source>tile %1 is under fog region %2, where no token can be</source>
        <translation>клітинка %1 під областю туману %2, де не може бути жетонів</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;</source>
        <translation>очікувалося «%1»</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>expected sunny, cloudy or foggy</source>
        <translation>очікувалося sunny, cloudy або foggy</translation>
    </message>
    <message>
        <source>the basic game has no weather; expected sunny</source>
        <translation>базова гра не має погоди; очікувалося sunny</translation>
    </message>
    <message>
        <source>expected an array of covered fog region numbers</source>
        <translation>очікувався масив номерів вкритих областей туману</translation>
    </message>
    <message>
        <source>Sunny weather leaves the whole map open; expected no fog</source>
        <translation>за погоди «Сонячно» вся мапа відкрита; туману не очікувалося</translation>
    </message>
    <message>
        <source>the ruleset has no fog regions</source>
        <translation>набір правил не має областей туману</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; the ruleset gives %4</source>
        <translation>гравець %1 має %2 жетонів «%3» на полі, у руці та в стосі; набір правил дає %4</translation>
    </message>
    <message>
        <source>a hand holds at most %1 tokens, found %2</source>
        <translation>у руці щонайбільше %1 жетонів, знайдено %2</translation>
    </message>
    <message>
        <source>tile %1: in Foggy weather a %2 lies face down (write it in lower case); only mercenaries may lie face up</source>
        <translation>клітинка %1: за погоди «Туманно» %2 лежить лицем донизу (пишіть малими літерами); лицем догори можуть лежати лише найманці</translation>
    </message>
    <message>
        <source>expected an array of two whole numbers, one per side</source>
        <translation>очікувався масив із двох цілих чисел, по одному на сторону</translation>
    </message>
    <message>
        <source>only the mercenary game has this</source>
        <translation>це є лише в грі з найманцями</translation>
    </message>
    <message>
        <source>at most %1 %2 tokens a player can own, found %3</source>
        <translation>гравець може мати щонайбільше %1 жетонів «%2», знайдено %3</translation>
    </message>
    <message>
        <source>a player&apos;s set keeps its %1 tokens when hiring, found %2</source>
        <translation>набір гравця зберігає свої %1 жетонів під час найму, знайдено %2</translation>
    </message>
    <message>
        <source>expected null or two tiles side by side, each holding this player&apos;s face-up Hippo (written H and the player)</source>
        <translation>очікувалося null або дві сусідні клітинки, на кожній з яких Бегемот цього гравця лицем догори (пишеться H і номер гравця)</translation>
    </message>
    <message>
        <source>expected an array of %1 objects, one per player, such as {&quot;wolf&quot;: 3}</source>
        <translation>очікувався масив з %1 об’єктів, по одному на гравця, як-от {&quot;wolf&quot;: 3}</translation>
    </message>
    <message>
        <source>tile %1: &quot;%2&quot; is not a token; expected &quot;.&quot; or a character code (%3, lower case when face down) followed by the owner, 1 to %4; a face-up Chameleon may add &gt;1 or &gt;2 for the side whose lines it builds</source>
        <translation>клітинка %1: «%2» — не жетон; очікувалося «.» або код персонажа (%3, малими літерами, якщо лицем донизу), а за ним власник, від 1 до %4; Хамелеон лицем догори може мати &gt;1 або &gt;2 — сторону, чиї лінії він будує</translation>
    </message>
    <message>
        <source>expected an array of %1 whole numbers, one per player</source>
        <translation>очікувався масив з %1 цілих чисел, по одному на гравця</translation>
    </message>
    <message>
        <source>a team&apos;s set keeps its %1 tokens when hiring; the two teammates own %2</source>
        <translation>набір команди зберігає свої %1 жетонів під час найму; двоє партнерів мають %2</translation>
    </message>
    <message>
        <source>expected %1 entries, one per player: null or two tiles</source>
        <translation>очікувалося %1 записів, по одному на гравця: null або дві клітинки</translation>
    </message>
    <message>
        <source>expected an object such as {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</source>
        <translation>очікувався об’єкт, як-от {&quot;decision&quot;: &quot;place&quot;, &quot;placementsLeft&quot;: 2}</translation>
    </message>
    <message>
        <source>the board is full; nothing can be placed</source>
        <translation>поле заповнене; нічого не можна покласти</translation>
    </message>
    <message>
        <source>player %1 has no token that can be placed</source>
        <translation>гравець %1 не має жетона, який можна покласти</translation>
    </message>
    <message>
        <source>expected the tile of player %1&apos;s face-up %2 whose ability is being resolved</source>
        <translation>очікувалася клітинка жетона «%2» гравця %1 лицем догори, здібність якого розігрується</translation>
    </message>
    <message>
        <source>this decision is made by an opponent of the placer</source>
        <translation>це рішення ухвалює супротивник гравця, що поклав жетон</translation>
    </message>
    <message>
        <source>this decision is made by the placer</source>
        <translation>це рішення ухвалює гравець, що поклав жетон</translation>
    </message>
    <message>
        <source>expected the tile of a token of player %1 that is not white, which the Snake sends back</source>
        <translation>очікувалася клітинка небілого жетона гравця %1, який повертає Змія</translation>
    </message>
    <message>
        <source>nothing can be chosen for this decision in this position</source>
        <translation>у цій позиції для цього рішення нічого не можна вибрати</translation>
    </message>
    <message>
        <source>player %1 has %2 %3 tokens on the board, in hand and in the pile; their half of the team&apos;s set (&quot;owned&quot;) holds %4</source>
        <translation>гравець %1 має %2 жетонів «%3» на полі, у руці та в стосі; його половина набору команди («owned») містить %4</translation>
    </message>
    <message>
        <source>expected place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap or game-weather</source>
        <translation>очікувалося place, swap, fox-exchange, snake-target, snake-exchange, prairie-swap або game-weather</translation>
    </message>
    <message>
        <source>only the quick game whose quickWeather is &quot;choose&quot; has this decision</source>
        <translation>це рішення є лише у швидкій грі, де quickWeather дорівнює &quot;choose&quot;</translation>
    </message>
    <message>
        <source>the choice of the game&apos;s weather takes no other key</source>
        <translation>вибір погоди гри не приймає інших ключів</translation>
    </message>
    <message>
        <source>the weather of the quick game is chosen at its start: round 1, Sunny without fog, an empty board, empty hands and nothing hired</source>
        <translation>погоду швидкої гри вибирають на її початку: раунд 1, «Сонячно» без туману, порожнє поле, порожні руки й нікого не найнято</translation>
    </message>
    <message>
        <source>the quick game&apos;s first round is started by player 1</source>
        <translation>перший раунд швидкої гри починає гравець 1</translation>
    </message>
    <message>
        <source>player %1, the first round&apos;s second player, chooses the weather</source>
        <translation>гравець %1, другий гравець першого раунду, вибирає погоду</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Reference</name>
    <message>
        <source>Basic game</source>
        <translation>Базова гра</translation>
    </message>
    <message>
        <source>Game with weather cards</source>
        <translation>Гра з картами погоди</translation>
    </message>
    <message>
        <source>Game with mercenary characters</source>
        <translation>Гра з персонажами-найманцями</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Швидка гра</translation>
    </message>
    <message>
        <source>Team game (four players)</source>
        <translation>Командна гра (четверо гравців)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The whole island is open; tokens are placed face up.</source>
        <translation>Увесь острів відкритий; жетони кладуть лицем догори.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random; tokens are placed face up.</source>
        <translation>Планшети туману вкривають усі області туману, крім однієї, вибраної навмання; жетони кладуть лицем догори.</translation>
    </message>
    <message>
        <source>As Sunny: these rules have no fog regions.</source>
        <translation>Як «Сонячно»: у цих правилах немає областей туману.</translation>
    </message>
    <message>
        <source>Fog boards cover every fog region but one, chosen at random, and tokens are placed face down.</source>
        <translation>Планшети туману вкривають усі області туману, крім однієї, вибраної навмання, а жетони кладуть лицем донизу.</translation>
    </message>
    <message>
        <source>Tokens are placed face down (these rules have no fog regions).</source>
        <translation>Жетони кладуть лицем донизу (у цих правилах немає областей туману).</translation>
    </message>
    <message>
        <source>A mercenary may be placed face up instead; only then does its ability act.</source>
        <translation>Натомість найманця можна покласти лицем догори; лише тоді діє його здібність.</translation>
    </message>
    <message>
        <source>The weather is drawn once, as a round&apos;s weather is (the second player draws two cards and keeps one), and stays for the whole game.</source>
        <translation>Погоду тягнуть один раз, так само як погоду раунду (другий гравець бере дві карти й одну залишає), і вона діє всю гру.</translation>
    </message>
    <message>
        <source>The whole game is played in %1 weather.</source>
        <translation>Уся гра проходить за погоди «%1».</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>від %1 до %2</translation>
    </message>
    <message>
        <source>%1: rules of the game</source>
        <translation>%1: правила гри</translation>
    </message>
    <message>
        <source>Every variant of the game.</source>
        <translation>Усі варіанти гри.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Правила: %1</translation>
    </message>
    <message>
        <source>(version %1)</source>
        <translation>(версія %1)</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>автор: %1</translation>
    </message>
    <message>
        <source>Every number on this page is the ruleset&apos;s: when the rules are edited, the page follows.</source>
        <translation>Усі числа на цій сторінці взято з набору правил: коли правила змінюються, сторінка змінюється слідом.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Підготовка</translation>
    </message>
    <message>
        <source>The island is a board of %1 × %2 tiles. Tiles side by side in a row or a column are neighbours; diagonal tiles are not.</source>
        <translation>Острів — це поле з %1 × %2 клітинок. Клітинки поруч у рядку чи стовпці — сусідні; клітинки по діагоналі — ні.</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message numerus="yes">
        <source>Each player&apos;s set of %n tokens: %1.</source>
        <translation>
            <numerusform>Набір кожного гравця з %n жетона: %1.</numerusform>
            <numerusform>Набір кожного гравця з %n жетонів: %1.</numerusform>
            <numerusform>Набір кожного гравця з %n жетонів: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, and up to %n more to break a tie</source>
        <translation>
            <numerusform>%1 і ще до %n, щоб розв’язати нічию</numerusform>
            <numerusform>%1 і ще до %n, щоб розв’язати нічию</numerusform>
            <numerusform>%1 і ще до %n, щоб розв’язати нічию</numerusform>
        </translation>
    </message>
    <message>
        <source>drawn once for the whole game</source>
        <translation>тягнуть один раз на всю гру</translation>
    </message>
    <message>
        <source>%1 for the whole game</source>
        <translation>%1 на всю гру</translation>
    </message>
    <message>
        <source>none: always open and face up</source>
        <translation>немає: завжди відкрито й лицем догори</translation>
    </message>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>drawn every round</source>
        <translation>тягнуть щораунду</translation>
    </message>
    <message>
        <source>hired between rounds with the coins won</source>
        <translation>наймаються між раундами за виграні монети</translation>
    </message>
    <message>
        <source>hired with %1 coins before round 1, then between rounds</source>
        <translation>наймаються за монети (%1) перед раундом 1, потім між раундами</translation>
    </message>
    <message>
        <source>hired between rounds with the team&apos;s coins</source>
        <translation>наймаються між раундами за монети команди</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Гра</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Гравці</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Найманці</translation>
    </message>
    <message>
        <source>Team game: players 1 and 3 play against players 2 and 4, seated alternately. Each team owns one set of tokens, split anew between the teammates every round; a player draws only from their own half. A team shares its coins.</source>
        <translation>Командна гра: гравці 1 і 3 грають проти гравців 2 і 4, сидячи через одного. Кожна команда має один набір жетонів, який щораунду заново ділять між партнерами; гравець добирає лише зі своєї половини. Команда має спільні монети.</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Раунд</translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and picks %n of them, one at a time, as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Кожен гравець забирає всі свої жетони й вибирає з них %n, по одному, як стартову руку; решта утворює його стос лицем донизу.</numerusform>
            <numerusform>Кожен гравець забирає всі свої жетони й вибирає з них %n, по одному, як стартову руку; решта утворює його стос лицем донизу.</numerusform>
            <numerusform>Кожен гравець забирає всі свої жетони й вибирає з них %n, по одному, як стартову руку; решта утворює його стос лицем донизу.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every player takes all their tokens back and is dealt %n of them at random as their opening hand; the rest form their face-down pile.</source>
        <translation>
            <numerusform>Кожен гравець забирає всі свої жетони й отримує навмання %n з них як стартову руку; решта утворює його стос лицем донизу.</numerusform>
            <numerusform>Кожен гравець забирає всі свої жетони й отримує навмання %n з них як стартову руку; решта утворює його стос лицем донизу.</numerusform>
            <numerusform>Кожен гравець забирає всі свої жетони й отримує навмання %n з них як стартову руку; решта утворює його стос лицем донизу.</numerusform>
        </translation>
    </message>
    <message>
        <source>With weather cards, the round&apos;s weather is chosen next (see Weather).</source>
        <translation>У грі з картами погоди далі вибирають погоду раунду (див. «Погода»).</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile that no fog board covers.</source>
        <translation>Гравці ходять по черзі, у першому раунді першим ходить гравець 1. У свій хід покладіть один жетон із руки на вільну клітинку, не вкриту планшетом туману.</translation>
    </message>
    <message>
        <source>Players take turns, player 1 first in the first round. On your turn, place one token from your hand on a free tile.</source>
        <translation>Гравці ходять по черзі, у першому раунді першим ходить гравець 1. У свій хід покладіть один жетон із руки на вільну клітинку.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw from your pile until you hold %n tokens again, as long as the pile lasts.</source>
        <translation>
            <numerusform>Потім добирайте зі свого стосу, доки знову не матимете %n жетон, поки стос не скінчиться.</numerusform>
            <numerusform>Потім добирайте зі свого стосу, доки знову не матимете %n жетони, поки стос не скінчиться.</numerusform>
            <numerusform>Потім добирайте зі свого стосу, доки знову не матимете %n жетонів, поки стос не скінчиться.</numerusform>
        </translation>
    </message>
    <message>
        <source>A player with no token in hand, or none that fits on the board, is skipped.</source>
        <translation>Гравець, який не має жетонів у руці або жодного, що вміщується на полі, пропускає хід.</translation>
    </message>
    <message>
        <source>With mercenaries, a turn may begin by settling a Hippo or hopping a Frog (see Characters).</source>
        <translation>З найманцями хід може починатися з того, що Бегемот займає місце або Жаба стрибає (див. «Персонажі»).</translation>
    </message>
    <message>
        <source>The round ends when no free tile is left or nobody can place. Every line is scored (see Scoring) and the board is cleared. The round&apos;s second player starts the next round.</source>
        <translation>Раунд завершується, коли не залишилося вільних клітинок або ніхто не може покласти жетон. Рахують очки за кожну лінію (див. «Підрахунок очок»), і поле очищають. Другий гравець раунду починає наступний раунд.</translation>
    </message>
    <message>
        <source>At the start of each round, after the opening hands, the round&apos;s second player draws two weather cards, keeps one as the round&apos;s weather and puts the other at the bottom of the deck. The deck holds %1 Sunny, %2 Cloudy and %3 Foggy cards, shuffled once a game.</source>
        <translation>На початку кожного раунду, після стартових рук, другий гравець раунду бере дві карти погоди, одну залишає як погоду раунду, а другу кладе під низ колоди. Склад колоди: «Сонячно» — %1, «Хмарно» — %2, «Туманно» — %3; її тасують один раз за гру.</translation>
    </message>
    <message>
        <source>The kept card goes to the bottom of the deck at the round&apos;s end.</source>
        <translation>Наприкінці раунду залишену карту кладуть під низ колоди.</translation>
    </message>
    <message>
        <source>The kept card leaves the game; once the deck is empty, every round is Sunny.</source>
        <translation>Залишена карта виходить із гри; коли колода порожня, кожен раунд — «Сонячно».</translation>
    </message>
    <message>
        <source>Games with weather cards and with mercenaries: %1</source>
        <translation>Ігри з картами погоди та з найманцями: %1</translation>
    </message>
    <message>
        <source>Quick game: %1</source>
        <translation>Швидка гра: %1</translation>
    </message>
    <message>
        <source>Team game: %1</source>
        <translation>Командна гра: %1</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Що вона робить</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from the other players; their owner may look at them.</source>
        <translation>Жетони лицем донизу приховані від інших гравців; їхній власник може на них дивитися.</translation>
    </message>
    <message>
        <source>Face-down tokens are hidden from everybody, their owner included.</source>
        <translation>Жетони лицем донизу приховані від усіх, зокрема від власника.</translation>
    </message>
    <message>
        <source>Every face-down token is turned face up at the round&apos;s end, before scoring. A character that changes a line&apos;s value counts even while face down.</source>
        <translation>Наприкінці раунду, перед підрахунком очок, усі жетони лицем донизу перевертають лицем догори. Персонаж, що змінює цінність лінії, враховується, навіть лежачи лицем донизу.</translation>
    </message>
    <message>
        <source>Fog boards</source>
        <translation>Планшети туману</translation>
    </message>
    <message>
        <source>Fog board %1: tiles %2</source>
        <translation>Планшет туману %1: клітинки %2</translation>
    </message>
    <message numerus="yes">
        <source>The island has %n fog regions, each covered by its own fog board:</source>
        <translation>
            <numerusform>Острів має %n область туману, кожну з яких вкриває власний планшет туману:</numerusform>
            <numerusform>Острів має %n області туману, кожну з яких вкриває власний планшет туману:</numerusform>
            <numerusform>Острів має %n областей туману, кожну з яких вкриває власний планшет туману:</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokens go only on open tiles. When no open tile is free, a fog board is lifted: %1 chooses which (the last one is lifted at once). Then play goes on as usual.</source>
        <translation>Жетони кладуть лише на відкриті клітинки. Коли немає вільної відкритої клітинки, знімають планшет туману: %1 вибирає, який саме (останній знімають одразу). Потім гра триває як зазвичай.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>наступний гравець</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>гравець, який заповнив останню клітинку</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок очок</translation>
    </message>
    <message numerus="yes">
        <source>A line is a run of %n or more tokens next to each other across, down or diagonally that all build the same player&apos;s lines. Any other token, an empty tile or the edge of the island ends it. A run of five is one line of five, not three lines of three; a token may belong to up to four lines, one in each direction, and scores in each.</source>
        <translation>
            <numerusform>Лінія — це ряд із %n або більше сусідніх жетонів по горизонталі, вертикалі чи діагоналі, які всі будують лінії одного гравця. Будь-який інший жетон, порожня клітинка чи край острова її завершує. Ряд із п’яти — це одна лінія з п’яти, а не три лінії з трьох; жетон може належати щонайбільше до чотирьох ліній, по одній у кожному напрямку, і приносить очки в кожній.</numerusform>
            <numerusform>Лінія — це ряд із %n або більше сусідніх жетонів по горизонталі, вертикалі чи діагоналі, які всі будують лінії одного гравця. Будь-який інший жетон, порожня клітинка чи край острова її завершує. Ряд із п’яти — це одна лінія з п’яти, а не три лінії з трьох; жетон може належати щонайбільше до чотирьох ліній, по одній у кожному напрямку, і приносить очки в кожній.</numerusform>
            <numerusform>Лінія — це ряд із %n або більше сусідніх жетонів по горизонталі, вертикалі чи діагоналі, які всі будують лінії одного гравця. Будь-який інший жетон, порожня клітинка чи край острова її завершує. Ряд із п’яти — це одна лінія з п’яти, а не три лінії з трьох; жетон може належати щонайбільше до чотирьох ліній, по одній у кожному напрямку, і приносить очки в кожній.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (the table&apos;s last step again)</source>
        <translation>%1 (знову останній крок таблиці)</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Довжина лінії</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Переможні очки</translation>
    </message>
    <message>
        <source>A line holding a %1 scores × %2.</source>
        <translation>Лінія, що містить персонажа «%1», приносить × %2.</translation>
    </message>
    <message>
        <source>Multipliers do not combine: a line with several scores only the largest.</source>
        <translation>Множники не поєднуються: лінія з кількома множниками враховує лише найбільший.</translation>
    </message>
    <message>
        <source>A line holding a %1 scores half, rounded down, after any multiplier.</source>
        <translation>Лінія, що містить персонажа «%1», приносить половину очок з округленням униз, після всіх множників.</translation>
    </message>
    <message>
        <source>Each halving character in a line halves it again.</source>
        <translation>Кожен персонаж, що зменшує вдвічі, знову зменшує лінію вдвічі.</translation>
    </message>
    <message>
        <source>A line is halved once, however many halving characters it holds.</source>
        <translation>Лінію зменшують удвічі один раз, скільки б таких персонажів вона не містила.</translation>
    </message>
    <message>
        <source>So a line of %1 holding a %2 scores %3 instead of %4.</source>
        <translation>Тож лінія з %1, що містить персонажа «%2», приносить %3 замість %4.</translation>
    </message>
    <message>
        <source>With mercenaries, each side also gains as many coins as the victory points it scored in the round.</source>
        <translation>З найманцями кожна сторона також отримує стільки монет, скільки переможних очок набрала в раунді.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>нічого</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Персонажі</translation>
    </message>
    <message>
        <source>Every token has an owner, and a face colour that decides whose lines it builds: its owner&apos;s, the opponent&apos;s (a spy) or nobody&apos;s (white). An opponent&apos;s token, for an ability, is one the opponent owns that is not white; abilities never move a white token.</source>
        <translation>Кожен жетон має власника та колір лиця, який визначає, чиї лінії він будує: власника, супротивника (шпигун) чи нічиї (білий). Жетон супротивника для здібності — це небілий жетон, який належить супротивнику; здібності ніколи не рухають білий жетон.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>In each set</source>
        <translation>У кожному наборі</translation>
    </message>
    <message>
        <source>A mercenary&apos;s ability acts when it is placed face up, right after the placement. A change to a line&apos;s value needs no ability: it counts face up or face down.</source>
        <translation>Здібність найманця діє, коли його кладуть лицем догори, одразу після того, як його покладено. Зміна цінності лінії не потребує здібності: вона враховується і лицем догори, і лицем донизу.</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Найманець</translation>
    </message>
    <message>
        <source>Cost (coins)</source>
        <translation>Вартість (монети)</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Замінює</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Для найму</translation>
    </message>
    <message>
        <source>Hiring</source>
        <translation>Найм</translation>
    </message>
    <message>
        <source>After each round&apos;s scoring, every token goes back to its owner&apos;s set. The next round&apos;s starter hires first, then the others in turn order; each hires as many as they like, one at a time, and then says they are done.</source>
        <translation>Після підрахунку очок кожного раунду всі жетони повертаються до наборів власників. Першим наймає гравець, що починає наступний раунд, потім інші по черзі ходів; кожен наймає скільки завгодно, по одному, а потім оголошує, що завершив.</translation>
    </message>
    <message>
        <source>A hire pays the mercenary&apos;s cost and gives back the basic character it replaces, so the set keeps its size (see the table above).</source>
        <translation>Найм коштує вартість найманця, і гравець повертає базового персонажа, якого той замінює, тож набір зберігає розмір (див. таблицю вище).</translation>
    </message>
    <message>
        <source>A hire is refused when the coins are short, every one of that mercenary is hired already, or no basic character of the kind it replaces is left.</source>
        <translation>Найм відхиляється, коли не вистачає монет, усіх таких найманців уже найнято або не залишилося базового персонажа того виду, який найманець замінює.</translation>
    </message>
    <message>
        <source>Hires are public.</source>
        <translation>Найм відкритий для всіх.</translation>
    </message>
    <message>
        <source>Quick game: each player starts with %1 coins and hires before the first round; the coins not spent are given back, so only the coins the rounds bring count.</source>
        <translation>Швидка гра: кожен гравець отримує на початку монети (%1) і наймає перед першим раундом; невитрачені монети повертають, тож рахуються лише монети, зароблені в раундах.</translation>
    </message>
    <message>
        <source>Team game: a team&apos;s coins are shared. After each round one player of each team hires first, teammates taking turns round by round; then the teammates may hire with what is left. Limits and replaced characters count the team&apos;s whole set.</source>
        <translation>Командна гра: монети команди спільні. Після кожного раунду один гравець кожної команди наймає першим, партнери чергуються з раунду в раунд; потім партнери можуть наймати за те, що залишилося. Обмеження та замінені персонажі рахуються для всього набору команди.</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Перемога</translation>
    </message>
    <message>
        <source>Basic game and game with weather cards: after the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Базова гра й гра з картами погоди: після останнього раунду перемагає гравець із більшою кількістю переможних очок. Нічия залишається нічиєю.</translation>
    </message>
    <message>
        <source>After the last round, the player with more victory points wins. A tie stays a tie.</source>
        <translation>Після останнього раунду перемагає гравець із більшою кількістю переможних очок. Нічия залишається нічиєю.</translation>
    </message>
    <message numerus="yes">
        <source>After the last round, the side with more coins wins. Tied on coins, the side whose hired mercenaries cost more in all wins. Still tied, one more round is played, hiring first, at most %n times; then the game is a draw.</source>
        <translation>
            <numerusform>Після останнього раунду перемагає сторона з більшою кількістю монет. За рівності монет перемагає сторона, чиї наймані найманці загалом коштували більше. Якщо й далі нічия, грають ще один раунд, спершу з наймом, щонайбільше %n раз; після цього гра завершується внічию.</numerusform>
            <numerusform>Після останнього раунду перемагає сторона з більшою кількістю монет. За рівності монет перемагає сторона, чиї наймані найманці загалом коштували більше. Якщо й далі нічия, грають ще один раунд, спершу з наймом, щонайбільше %n рази; після цього гра завершується внічию.</numerusform>
            <numerusform>Після останнього раунду перемагає сторона з більшою кількістю монет. За рівності монет перемагає сторона, чиї наймані найманці загалом коштували більше. Якщо й далі нічия, грають ще один раунд, спершу з наймом, щонайбільше %n разів; після цього гра завершується внічию.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games with mercenaries: %1</source>
        <translation>Ігри з найманцями: %1</translation>
    </message>
    <message>
        <source>In the team game both players of a team win together.</source>
        <translation>У командній грі обидва гравці команди перемагають разом.</translation>
    </message>
    <message>
        <source>What the tokens show</source>
        <translation>Що показують жетони</translation>
    </message>
    <message>
        <source>A face-up token is a character on a disc. The disc&apos;s colour is the colour of the player whose lines the token builds, which is not always its owner&apos;s.</source>
        <translation>Жетон лицем догори — це персонаж на диску. Колір диска — колір гравця, чиї лінії будує жетон, і це не завжди колір власника.</translation>
    </message>
    <message>
        <source>A spy (%1) is drawn on a disc in the opponent&apos;s colour: its owner placed it, but it counts in the opponent&apos;s lines, and it ends its owner&apos;s.</source>
        <translation>Шпигуна (%1) зображено на диску кольору супротивника: його поклав власник, але він рахується в лініях супротивника й перериває лінії власника.</translation>
    </message>
    <message>
        <source>A white disc (%1) builds nobody&apos;s line and ends every line it stands in.</source>
        <translation>Білий диск (%1) не будує нічиїх ліній і перериває кожну лінію, в якій стоїть.</translation>
    </message>
    <message>
        <source>A line with a %1 in it scores half its points, rounded down: a line of %2 worth %3 scores %4 with a %1. That is why such a line can score 0.</source>
        <translation>Лінія з персонажем «%1» приносить половину очок з округленням униз: лінія з %2, що коштує %3, з персонажем «%1» приносить %4. Саме тому така лінія може принести 0.</translation>
    </message>
    <message>
        <source>A face-down token shows its owner&apos;s disc under the token&apos;s back, so everybody sees whose it is but not what it is.</source>
        <translation>Жетон лицем донизу показує диск власника під зворотом жетона, тож усі бачать, чий він, але не бачать, що це.</translation>
    </message>
    <message>
        <source>A Chameleon&apos;s disc changes colour when it takes the colour of a token placed next to it.</source>
        <translation>Диск Хамелеона змінює колір, коли той набуває кольору жетона, покладеного поруч.</translation>
    </message>
    <message>
        <source>A Hippo placed face up lies across two tiles until its owner&apos;s next turn.</source>
        <translation>Бегемот, покладений лицем догори, лежить на двох клітинках до наступного ходу власника.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines.</source>
        <translation>Будує лінії власника.</translation>
    </message>
    <message>
        <source>A spy: builds the opponent&apos;s lines, and shows the opponent&apos;s colour.</source>
        <translation>Шпигун: будує лінії супротивника й має колір супротивника.</translation>
    </message>
    <message>
        <source>Neutral (white): builds nobody&apos;s line.</source>
        <translation>Нейтральний (білий): не будує нічиїх ліній.</translation>
    </message>
    <message>
        <source>Builds its owner&apos;s lines at first.</source>
        <translation>Спочатку будує лінії власника.</translation>
    </message>
    <message>
        <source>A line holding it scores × %1.</source>
        <translation>Лінія з ним приносить × %1.</translation>
    </message>
    <message>
        <source>A line holding it scores half, rounded down.</source>
        <translation>Лінія з ним приносить половину очок з округленням униз.</translation>
    </message>
    <message>
        <source>Placed face up, it swaps places with an opponent&apos;s token next to it, if there is one.</source>
        <translation>Покладений лицем догори, міняється місцями з сусіднім жетоном супротивника, якщо такий є.</translation>
    </message>
    <message>
        <source>Placed face up, its owner may swap two tokens on the tiles next to it.</source>
        <translation>Покладений лицем догори: власник може поміняти місцями два жетони на сусідніх клітинках.</translation>
    </message>
    <message>
        <source>Placed face up, it lies across two free tiles side by side and settles on one of them at the start of its owner&apos;s next turn.</source>
        <translation>Покладений лицем догори, лежить на двох сусідніх вільних клітинках і на початку наступного ходу власника займає одну з них.</translation>
    </message>
    <message>
        <source>Face up, it takes the colour of each token placed next to it (white leaves it as it is).</source>
        <translation>Лицем догори набуває кольору кожного жетона, покладеного поруч (білий нічого не змінює).</translation>
    </message>
    <message>
        <source>Placed face up, the opponent must exchange one of their tokens next to it for a token from their hand.</source>
        <translation>Покладений лицем догори: супротивник мусить обміняти один зі своїх сусідніх жетонів на жетон зі своєї руки.</translation>
    </message>
    <message>
        <source>Placed face up, its owner places one more token at once, and the opponent&apos;s next turn has one more placement too.</source>
        <translation>Покладений лицем догори: власник одразу кладе ще один жетон, і наступний хід супротивника теж має ще одне викладання.</translation>
    </message>
    <message>
        <source>Face up, it may hop to a free tile next to it at the start of each of its owner&apos;s turns.</source>
        <translation>Лицем догори: на початку кожного ходу власника може стрибнути на сусідню вільну клітинку.</translation>
    </message>
    <message>
        <source>Placed face up, its owner picks any opponent&apos;s token, which the opponent must exchange for a token from their hand.</source>
        <translation>Покладений лицем догори: власник вибирає будь-який жетон супротивника, який той мусить обміняти на жетон зі своєї руки.</translation>
    </message>
    <message>
        <source>These rules cannot be played until their problems are fixed:</source>
        <translation>За цими правилами не можна грати, доки їхні проблеми не виправлено:</translation>
    </message>
    <message>
        <source>Before anyone hires, the second player chooses Sunny, Cloudy or Foggy weather for the whole game.</source>
        <translation>Перед наймом другий гравець вибирає погоду «Сонячно», «Хмарно» або «Туманно» на всю гру.</translation>
    </message>
    <message>
        <source>chosen once for the whole game</source>
        <translation>вибирають один раз на всю гру</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Ruleset</name>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>Wolf</source>
        <translation>Вовк</translation>
    </message>
    <message>
        <source>Rat</source>
        <translation>Щур</translation>
    </message>
    <message>
        <source>Rabbit</source>
        <translation>Кролик</translation>
    </message>
    <message>
        <source>Pig</source>
        <translation>Свиня</translation>
    </message>
    <message>
        <source>Board width</source>
        <translation>Ширина поля</translation>
    </message>
    <message>
        <source>Number of tile columns of the island map.</source>
        <translation>Кількість стовпців клітинок мапи острова.</translation>
    </message>
    <message>
        <source>Board height</source>
        <translation>Висота поля</translation>
    </message>
    <message>
        <source>Number of tile rows of the island map.</source>
        <translation>Кількість рядків клітинок мапи острова.</translation>
    </message>
    <message>
        <source>Fog regions</source>
        <translation>Області туману</translation>
    </message>
    <message>
        <source>Rectangles covered by fog boards under Cloudy and Foggy weather. Columns and rows count from 0 at the top left; regions may not overlap.</source>
        <translation>Прямокутники, які вкривають планшети туману за погоди «Хмарно» й «Туманно». Стовпці й рядки рахуються від 0 у лівому верхньому куті; області не можуть перекриватися.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Стовпець</translation>
    </message>
    <message>
        <source>Leftmost column, from 0.</source>
        <translation>Крайній лівий стовпець, від 0.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Рядок</translation>
    </message>
    <message>
        <source>Top row, from 0.</source>
        <translation>Верхній рядок, від 0.</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ширина</translation>
    </message>
    <message>
        <source>Columns covered.</source>
        <translation>Скільки стовпців вкрито.</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Висота</translation>
    </message>
    <message>
        <source>Rows covered.</source>
        <translation>Скільки рядків вкрито.</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Which character the row describes.</source>
        <translation>Якого персонажа описує рядок.</translation>
    </message>
    <message>
        <source>Face colour</source>
        <translation>Колір лиця</translation>
    </message>
    <message>
        <source>Whose line the token builds: its owner&apos;s, the opponent&apos;s (a spy), nobody&apos;s (white), or that of the last token placed next to it (chameleon).</source>
        <translation>Чию лінію будує жетон: власника, супротивника (шпигун), нічию (білий) або того жетона, який останнім поклали поруч (хамелеон).</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>власник</translation>
    </message>
    <message>
        <source>opponent (spy)</source>
        <translation>супротивник (шпигун)</translation>
    </message>
    <message>
        <source>white (neutral)</source>
        <translation>білий (нейтральний)</translation>
    </message>
    <message>
        <source>chameleon</source>
        <translation>хамелеон</translation>
    </message>
    <message>
        <source>Replaces</source>
        <translation>Замінює</translation>
    </message>
    <message>
        <source>Basic character given back when this mercenary is hired.</source>
        <translation>Базовий персонаж, якого повертають, коли наймають цього найманця.</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Персонажі</translation>
    </message>
    <message>
        <source>Every character: how many each player starts with or may hire, whose line it builds, and how it changes a line&apos;s value.</source>
        <translation>Усі персонажі: скільки їх має кожен гравець на початку або може найняти, чию лінію вони будують і як змінюють цінність лінії.</translation>
    </message>
    <message>
        <source>Starting tokens</source>
        <translation>Стартові жетони</translation>
    </message>
    <message>
        <source>For hire</source>
        <translation>Для найму</translation>
    </message>
    <message>
        <source>Tokens of this mercenary each player may hire.</source>
        <translation>Скільки жетонів цього найманця може найняти кожен гравець.</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Множник</translation>
    </message>
    <message>
        <source>A line containing this character is multiplied by this; several multipliers do not combine, the largest applies.</source>
        <translation>Очки лінії з цим персонажем множаться на це число; кілька множників не поєднуються, діє найбільший.</translation>
    </message>
    <message>
        <source>Halves line</source>
        <translation>Зменшує лінію вдвічі</translation>
    </message>
    <message>
        <source>A line containing this character scores half, rounded down, after multipliers.</source>
        <translation>Лінія з цим персонажем приносить половину очок з округленням униз, після множників.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Coins to hire one.</source>
        <translation>Монет, щоб найняти одного.</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Розмір руки</translation>
    </message>
    <message>
        <source>Tokens a player holds; after placing, a player draws back up to this.</source>
        <translation>Скільки жетонів тримає гравець; поклавши жетон, гравець добирає до цієї кількості.</translation>
    </message>
    <message>
        <source>Opening hand</source>
        <translation>Стартова рука</translation>
    </message>
    <message>
        <source>Whether players pick their opening hand from their tokens or draw it at random.</source>
        <translation>Чи гравці вибирають стартову руку зі своїх жетонів, чи тягнуть її навмання.</translation>
    </message>
    <message>
        <source>players choose</source>
        <translation>гравці вибирають</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>навмання</translation>
    </message>
    <message>
        <source>Scoring table</source>
        <translation>Таблиця очок</translation>
    </message>
    <message>
        <source>Victory points of a line by its length. Lengths must follow each other without a gap; the shortest length is the shortest line that counts. Longer lines than the table lists repeat the last step&apos;s growth.</source>
        <translation>Переможні очки лінії залежно від її довжини. Довжини мають іти одна за одною без пропусків; найменша довжина — найкоротша лінія, що приносить очки. Довші лінії, ніж є в таблиці, повторюють приріст останнього кроку.</translation>
    </message>
    <message>
        <source>Line length</source>
        <translation>Довжина лінії</translation>
    </message>
    <message>
        <source>Tokens in the line.</source>
        <translation>Жетонів у лінії.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Victory points for such a line.</source>
        <translation>Переможні очки за таку лінію.</translation>
    </message>
    <message>
        <source>Halvings stack</source>
        <translation>Зменшення вдвічі накопичуються</translation>
    </message>
    <message>
        <source>When on, a line with two halving characters is halved twice; when off, once.</source>
        <translation>Якщо ввімкнено, лінію з двома персонажами, що зменшують удвічі, зменшують удвічі двічі; якщо вимкнено — один раз.</translation>
    </message>
    <message>
        <source>Rounds (basic game)</source>
        <translation>Раунди (базова гра)</translation>
    </message>
    <message>
        <source>Rounds in the basic game.</source>
        <translation>Кількість раундів у базовій грі.</translation>
    </message>
    <message>
        <source>Rounds (weather game)</source>
        <translation>Раунди (гра з погодою)</translation>
    </message>
    <message>
        <source>Rounds in the game with weather cards.</source>
        <translation>Кількість раундів у грі з картами погоди.</translation>
    </message>
    <message>
        <source>Weather</source>
        <translation>Погода</translation>
    </message>
    <message>
        <source>Kind of weather card.</source>
        <translation>Вид карти погоди.</translation>
    </message>
    <message>
        <source>Weather deck</source>
        <translation>Колода погоди</translation>
    </message>
    <message>
        <source>How many cards of each weather the deck holds.</source>
        <translation>Скільки карт кожної погоди містить колода.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Cards of this weather.</source>
        <translation>Карт цієї погоди.</translation>
    </message>
    <message>
        <source>Who lifts fog</source>
        <translation>Хто знімає туман</translation>
    </message>
    <message>
        <source>When the open area is full, this player chooses which fog board to lift.</source>
        <translation>Коли відкрита область заповнена, цей гравець вибирає, який планшет туману зняти.</translation>
    </message>
    <message>
        <source>the next player</source>
        <translation>наступний гравець</translation>
    </message>
    <message>
        <source>the player who filled the last tile</source>
        <translation>гравець, який заповнив останню клітинку</translation>
    </message>
    <message>
        <source>Owners see their face-down tokens</source>
        <translation>Власники бачать свої жетони лицем донизу</translation>
    </message>
    <message>
        <source>Kept weather card returns</source>
        <translation>Залишена карта погоди повертається</translation>
    </message>
    <message>
        <source>When on, the round&apos;s weather card goes to the bottom of the deck at the round&apos;s end, so the deck never runs out; when off, it leaves the game (an empty deck then means Sunny weather).</source>
        <translation>Якщо ввімкнено, карту погоди раунду наприкінці раунду кладуть під низ колоди, тож колода ніколи не закінчується; якщо вимкнено, вона виходить із гри (тоді порожня колода означає погоду «Сонячно»).</translation>
    </message>
    <message>
        <source>Rounds (mercenary game)</source>
        <translation>Раунди (гра з найманцями)</translation>
    </message>
    <message>
        <source>Rounds in the game with mercenary characters, before any extra round.</source>
        <translation>Кількість раундів у грі з персонажами-найманцями, без додаткових раундів.</translation>
    </message>
    <message>
        <source>Extra rounds at most</source>
        <translation>Додаткових раундів щонайбільше</translation>
    </message>
    <message>
        <source>When coins and the cost of hired mercenaries are both tied, one more round is played, at most this many times; then the game is a draw.</source>
        <translation>Коли однакові і монети, і вартість найнятих найманців, грають ще один раунд, щонайбільше стільки разів; потім гра завершується внічию.</translation>
    </message>
    <message>
        <source>Rounds (quick game)</source>
        <translation>Раунди (швидка гра)</translation>
    </message>
    <message>
        <source>Rounds in the quick game, before any extra round.</source>
        <translation>Кількість раундів у швидкій грі, без додаткових раундів.</translation>
    </message>
    <message>
        <source>Coins to hire with (quick game)</source>
        <translation>Монети для найму (швидка гра)</translation>
    </message>
    <message>
        <source>Coins each player hires with before the first round; what is not spent is given back.</source>
        <translation>Монети, за які кожен гравець наймає перед першим раундом; невитрачене повертають.</translation>
    </message>
    <message>
        <source>Weather (quick game)</source>
        <translation>Погода (швидка гра)</translation>
    </message>
    <message>
        <source>drawn once</source>
        <translation>тягнуть один раз</translation>
    </message>
    <message>
        <source>Sunny</source>
        <translation>Сонячно</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Хмарно</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Туманно</translation>
    </message>
    <message>
        <source>Rounds (team game)</source>
        <translation>Раунди (командна гра)</translation>
    </message>
    <message>
        <source>Rounds in the team game for four players, before any extra round.</source>
        <translation>Кількість раундів у командній грі для чотирьох гравців, без додаткових раундів.</translation>
    </message>
    <message>
        <source>Weather (team game)</source>
        <translation>Погода (командна гра)</translation>
    </message>
    <message>
        <source>The one weather of the whole team game. The rulebook allows Sunny only; the others are for trying the variant out.</source>
        <translation>Єдина погода всієї командної гри. Книга правил дозволяє лише «Сонячно»; інші — щоб випробувати варіант.</translation>
    </message>
    <message>
        <source>Tokens of this character in each player&apos;s starting set; the whole set holds at most 64.</source>
        <translation>Жетони цього персонажа в стартовому наборі кожного гравця; увесь набір містить щонайбільше 64.</translation>
    </message>
    <message>
        <source>The one weather of the whole quick game: chosen by the second player at the start of the game, drawn like a round&apos;s weather, once, or fixed here.</source>
        <translation>Єдина погода всієї швидкої гри: її вибирає другий гравець на початку гри, тягнуть один раз, як погоду раунду, або її задано тут.</translation>
    </message>
    <message>
        <source>chosen by a player</source>
        <translation>вибирає гравець</translation>
    </message>
    <message>
        <source>Whether a player may look at their own face-down tokens on the map. The printed rulebook says no one may.</source>
        <translation>Чи може гравець дивитися на власні жетони лицем донизу на мапі. Друкована книга правил каже, що не може ніхто.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетони</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Хід</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Підрахунок очок</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунди</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карт</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>монет</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очок</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>раундів</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>клітинок</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>жетонів</translation>
    </message>
</context>
<context>
    <name>isle::foggy::Weather</name>
    <message>
        <source>Sunny</source>
        <translation>Сонячно</translation>
    </message>
    <message>
        <source>Cloudy</source>
        <translation>Хмарно</translation>
    </message>
    <message>
        <source>Foggy</source>
        <translation>Туманно</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Components</name>
    <message>
        <source>red</source>
        <translation>червоний</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жовтий</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синій</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелений</translation>
    </message>
    <message>
        <source>Map, %1 × %2 tiles</source>
        <translation>Мапа, %1 × %2 клітинок</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Мапа</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>+%1 a Day</source>
        <translation>+%1 на день</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Кидок %1</translation>
    </message>
    <message>
        <source>Bars entry until sieged</source>
        <translation>Не пускає, доки не візьмуть в облогу</translation>
    </message>
    <message>
        <source>Adds nothing to the roll</source>
        <translation>Нічого не додає до кидка</translation>
    </message>
    <message>
        <source>Roll +%1</source>
        <translation>Кидок +%1</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Hard fight</source>
        <translation>Важкий бій</translation>
    </message>
    <message>
        <source>Fight</source>
        <translation>Бій</translation>
    </message>
    <message>
        <source>Bribe</source>
        <translation>Підкуп</translation>
    </message>
    <message>
        <source>Defect</source>
        <translation>Перехід на бік</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Пам’ятка гравця</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Пам’ятки</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>День</translation>
    </message>
    <message numerus="yes">
        <source>Income: %n coin(s) a settlement, %1 a mine.</source>
        <translation>
            <numerusform>Прибуток: %n монета з поселення, %1 з копальні.</numerusform>
            <numerusform>Прибуток: %n монети з поселення, %1 з копальні.</numerusform>
            <numerusform>Прибуток: %n монет з поселення, %1 з копальні.</numerusform>
        </translation>
    </message>
    <message>
        <source>Income: each settlement its tier&apos;s, %1 a mine.</source>
        <translation>Прибуток: кожне поселення — за своїм рівнем, %1 з копальні.</translation>
    </message>
    <message numerus="yes">
        <source>Upkeep: %n coin(s) a hero; an unpaid hero dies.</source>
        <translation>
            <numerusform>Утримання: %n монета за героя; неоплачений герой гине.</numerusform>
            <numerusform>Утримання: %n монети за героя; неоплачений герой гине.</numerusform>
            <numerusform>Утримання: %n монет за героя; неоплачений герой гине.</numerusform>
        </translation>
    </message>
    <message>
        <source>Build: one building per settlement.</source>
        <translation>Будівництво: одна будівля на поселення.</translation>
    </message>
    <message>
        <source>Recruit heroes and mercenaries.</source>
        <translation>Вербуйте героїв і найманців.</translation>
    </message>
    <message>
        <source>From Day %1: roll %2; on %3 or more, place a new token.</source>
        <translation>З дня %1: киньте %2; на %3 або більше покладіть новий жетон.</translation>
    </message>
    <message>
        <source>Turns from the Anchor: each hero moves %1 tiles.</source>
        <translation>Ходи від Якоря: кожен герой проходить %1 клітинок.</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n монета</numerusform>
            <numerusform>%n монети</numerusform>
            <numerusform>%n монет</numerusform>
        </translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>Найманець</translation>
    </message>
    <message>
        <source>Mercenary Camp</source>
        <translation>Табір найманців</translation>
    </message>
    <message>
        <source>Bribe, per monster</source>
        <translation>Підкуп, за чудовисько</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Прибуток</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Кидок</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Рух</translation>
    </message>
    <message>
        <source>Hero in battle</source>
        <translation>Герой у бою</translation>
    </message>
    <message>
        <source>Mercenary, monster, guardian</source>
        <translation>Найманець, чудовисько, вартовий</translation>
    </message>
    <message>
        <source>Mine: guardians on</source>
        <translation>Копальня: вартові на</translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation>%1 або більше</translation>
    </message>
    <message>
        <source>Cache: large on</source>
        <translation>Схованка: велика на</translation>
    </message>
    <message>
        <source>Small / large cache</source>
        <translation>Мала / велика схованка</translation>
    </message>
    <message>
        <source>Siege</source>
        <translation>Облога</translation>
    </message>
    <message>
        <source>%1 movement points</source>
        <translation>%1 очок руху</translation>
    </message>
    <message>
        <source>Monsters (%1)</source>
        <translation>Чудовиська (%1)</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Кінець гри</translation>
    </message>
    <message numerus="yes">
        <source>The last player with a settlement or a hero wins; after %n Day(s), the most settlements.</source>
        <translation>
            <numerusform>Перемагає останній гравець із поселенням або героєм; після %n дня — той, у кого найбільше поселень.</numerusform>
            <numerusform>Перемагає останній гравець із поселенням або героєм; після %n днів — той, у кого найбільше поселень.</numerusform>
            <numerusform>Перемагає останній гравець із поселенням або героєм; після %n днів — той, у кого найбільше поселень.</numerusform>
        </translation>
    </message>
    <message>
        <source>Heroes and mercenaries</source>
        <translation>Герої та найманці</translation>
    </message>
    <message>
        <source>Owner markers</source>
        <translation>Маркери власника</translation>
    </message>
    <message>
        <source>Hero %1, %2</source>
        <translation>Герой %1, %2</translation>
    </message>
    <message>
        <source>Mercenaries ×%1, %2</source>
        <translation>Найманці ×%1, %2</translation>
    </message>
    <message>
        <source>Owner marker, %1</source>
        <translation>Маркер власника, %1</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>Settlement, tiers 1 / 2</source>
        <translation>Поселення, рівні 1 / 2</translation>
    </message>
    <message>
        <source>Settlement, tiers 3 / 4</source>
        <translation>Поселення, рівні 3 / 4</translation>
    </message>
    <message>
        <source>Rampart: Palisade / Fortifications</source>
        <translation>Мури: Частокіл / Фортифікації</translation>
    </message>
    <message>
        <source>Map tokens</source>
        <translation>Жетони мапи</translation>
    </message>
    <message>
        <source>Resource token</source>
        <translation>Жетон ресурсів</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Схованка</translation>
    </message>
    <message>
        <source>Monster token</source>
        <translation>Жетон чудовиськ</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Чудовиська</translation>
    </message>
    <message>
        <source>Item token</source>
        <translation>Жетон предмета</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Копальня</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монети</translation>
    </message>
    <message>
        <source>Coin, 1</source>
        <translation>Монета, 1</translation>
    </message>
    <message>
        <source>Coin, 5</source>
        <translation>Монета, 5</translation>
    </message>
    <message>
        <source>Mine +%1</source>
        <translation>Копальня +%1</translation>
    </message>
    <message>
        <source>Free moves a turn</source>
        <translation>Вільних ходів за хід</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyGame</name>
    <message>
        <source>Seat %1</source>
        <translation>Місце %1</translation>
    </message>
    <message>
        <source>Attacker under half the defender</source>
        <translation>Нападник менше половини оборонця</translation>
    </message>
    <message>
        <source>Attacker half to equal</source>
        <translation>Нападник від половини до рівного</translation>
    </message>
    <message>
        <source>Attacker equal to double</source>
        <translation>Нападник від рівного до подвійного</translation>
    </message>
    <message>
        <source>Attacker double to four times</source>
        <translation>Нападник від подвійного до вчетверо більшого</translation>
    </message>
    <message>
        <source>Attacker over four times</source>
        <translation>Нападник понад учетверо більший</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Копальні</translation>
    </message>
    <message>
        <source>Caches</source>
        <translation>Схованки</translation>
    </message>
    <message>
        <source>Monster rewards</source>
        <translation>Нагороди за чудовиськ</translation>
    </message>
    <message>
        <source>Mine captures</source>
        <translation>Захоплення копалень</translation>
    </message>
    <message>
        <source>Conquered purses</source>
        <translation>Здобуті скарбниці</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Зіграні ігри</translation>
    </message>
    <message>
        <source>Games in which the seat was in play.</source>
        <translation>Ігри, у яких брало участь це місце.</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Частка перемог</translation>
    </message>
    <message>
        <source>The share of its games the seat won (shared first places count for each).</source>
        <translation>Частка ігор, які виграло це місце (спільні перші місця рахуються кожному).</translation>
    </message>
    <message>
        <source>Days per game</source>
        <translation>Днів за гру</translation>
    </message>
    <message>
        <source>Days a game lasts.</source>
        <translation>Скільки днів триває гра.</translation>
    </message>
    <message>
        <source>Heroes lost</source>
        <translation>Втрачені герої</translation>
    </message>
    <message>
        <source>Heroes that die in a game, all players together.</source>
        <translation>Герої, що гинуть за гру, у всіх гравців разом.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Бої</translation>
    </message>
    <message>
        <source>Battles fought at this ratio of the attacker&apos;s units to the defender&apos;s, over all games.</source>
        <translation>Бої за такого співвідношення загонів нападника й оборонця, за всі ігри.</translation>
    </message>
    <message>
        <source>Attacker&apos;s win rate</source>
        <translation>Частка перемог нападника</translation>
    </message>
    <message>
        <source>How often the attacker won a battle at this army-size ratio.</source>
        <translation>Як часто нападник вигравав бій за такого співвідношення розмірів війська.</translation>
    </message>
    <message>
        <source>Income by source</source>
        <translation>Прибуток за джерелами</translation>
    </message>
    <message>
        <source>Coins gained per game from each source.</source>
        <translation>Монети, здобуті за гру з кожного джерела.</translation>
    </message>
    <message>
        <source>place your settlement</source>
        <translation>поставити своє поселення</translation>
    </message>
    <message>
        <source>choose a hero you cannot pay</source>
        <translation>вибрати героя, якому не можете заплатити</translation>
    </message>
    <message>
        <source>build at a settlement</source>
        <translation>будувати в поселенні</translation>
    </message>
    <message>
        <source>recruit at a settlement</source>
        <translation>вербувати в поселенні</translation>
    </message>
    <message>
        <source>place the new token</source>
        <translation>покласти новий жетон</translation>
    </message>
    <message>
        <source>move a hero, act or end the turn</source>
        <translation>рухати героя, діяти або завершити хід</translation>
    </message>
    <message>
        <source>take defecting monsters</source>
        <translation>прийняти чудовиськ, що переходять на бік</translation>
    </message>
    <message>
        <source>hire bribed monsters</source>
        <translation>найняти підкуплених чудовиськ</translation>
    </message>
    <message>
        <source>form a squad of mercenaries</source>
        <translation>сформувати загін найманців</translation>
    </message>
    <message>
        <source>choose attacking squads and a target, or retreat</source>
        <translation>вибрати загони для атаки й ціль або відступити</translation>
    </message>
    <message>
        <source>choose the attacking squad that dies</source>
        <translation>вибрати загін нападників, що гине</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Гру завершено.</translation>
    </message>
    <message>
        <source>That is not one of the choices now: %1</source>
        <translation>Зараз це не один із варіантів: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>[%1, %2]</source>
        <translation>[%1, %2]</translation>
    </message>
    <message>
        <source>%1 main-hand item</source>
        <translation>%1 предмет для основної руки</translation>
    </message>
    <message>
        <source>%1 off-hand item</source>
        <translation>%1 предмет для другої руки</translation>
    </message>
    <message>
        <source>%1 amulet</source>
        <translation>%1 амулет</translation>
    </message>
    <message>
        <source>unknown action &quot;%1&quot;</source>
        <translation>невідома дія «%1»</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>expected a tile [x, y], each from 0 to %1</source>
        <translation>очікувалася клітинка [x, y], кожне від 0 до %1</translation>
    </message>
    <message>
        <source>hero %1</source>
        <translation>герой %1</translation>
    </message>
    <message>
        <source>Place the settlement on %1</source>
        <translation>Поставити поселення на %1</translation>
    </message>
    <message>
        <source>Let %1 go unpaid (it dies)</source>
        <translation>Не платити героєві %1 (він гине)</translation>
    </message>
    <message>
        <source>Build nothing today</source>
        <translation>Сьогодні нічого не будувати</translation>
    </message>
    <message numerus="yes">
        <source>Upgrade to %1 (%n coins)</source>
        <translation>
            <numerusform>Покращити до рівня «%1» (%n монета)</numerusform>
            <numerusform>Покращити до рівня «%1» (%n монети)</numerusform>
            <numerusform>Покращити до рівня «%1» (%n монет)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build the %1 (%n coins)</source>
        <translation>
            <numerusform>Збудувати «%1» (%n монета)</numerusform>
            <numerusform>Збудувати «%1» (%n монети)</numerusform>
            <numerusform>Збудувати «%1» (%n монет)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Build a Mercenary Camp (%n coins)</source>
        <translation>
            <numerusform>Збудувати Табір найманців (%n монета)</numerusform>
            <numerusform>Збудувати Табір найманців (%n монети)</numerusform>
            <numerusform>Збудувати Табір найманців (%n монет)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Recruit a hero (%n coins)</source>
        <translation>
            <numerusform>Завербувати героя (%n монета)</numerusform>
            <numerusform>Завербувати героя (%n монети)</numerusform>
            <numerusform>Завербувати героя (%n монет)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recruit a mercenary into the garrison</source>
        <translation>Завербувати найманця до гарнізону</translation>
    </message>
    <message>
        <source>Recruit a mercenary for hero %1</source>
        <translation>Завербувати найманця для героя %1</translation>
    </message>
    <message>
        <source>Recruit no more here</source>
        <translation>Більше тут не вербувати</translation>
    </message>
    <message>
        <source>Place the resource token on %1</source>
        <translation>Покласти жетон ресурсів на %1</translation>
    </message>
    <message>
        <source>Place the monster token on %1</source>
        <translation>Покласти жетон чудовиськ на %1</translation>
    </message>
    <message>
        <source>Place the item token on %1</source>
        <translation>Покласти жетон предмета на %1</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>Перемістити %1 на %2</translation>
    </message>
    <message>
        <source>%1 moves no more this turn</source>
        <translation>%1 більше не рухається цього ходу</translation>
    </message>
    <message>
        <source>%1 picks up an item</source>
        <translation>%1 підбирає предмет</translation>
    </message>
    <message>
        <source>%1 picks up a resource</source>
        <translation>%1 підбирає ресурс</translation>
    </message>
    <message>
        <source>%1 tries to capture the mine</source>
        <translation>%1 намагається захопити копальню</translation>
    </message>
    <message>
        <source>%1 faces the monsters on its tile</source>
        <translation>%1 стає проти чудовиськ на своїй клітинці</translation>
    </message>
    <message>
        <source>%1 lays siege to the settlement on %2</source>
        <translation>%1 бере в облогу поселення на %2</translation>
    </message>
    <message>
        <source>%1 equips the %2</source>
        <translation>%1 екіпірує: %2</translation>
    </message>
    <message>
        <source>%1 takes the garrison&apos;s mercenaries</source>
        <translation>%1 забирає найманців гарнізону</translation>
    </message>
    <message>
        <source>%1 leaves its mercenaries in the garrison</source>
        <translation>%1 лишає своїх найманців у гарнізоні</translation>
    </message>
    <message>
        <source>%1 puts the %2 in the armory</source>
        <translation>%1 кладе до зброярні: %2</translation>
    </message>
    <message>
        <source>%1 takes an item from the armory</source>
        <translation>%1 бере предмет зі зброярні</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершити хід</translation>
    </message>
    <message numerus="yes">
        <source>Hire %n monsters</source>
        <translation>
            <numerusform>Найняти %n чудовисько</numerusform>
            <numerusform>Найняти %n чудовиська</numerusform>
            <numerusform>Найняти %n чудовиськ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n defecting monsters</source>
        <translation>
            <numerusform>Прийняти %n чудовисько, що переходить на бік</numerusform>
            <numerusform>Прийняти %n чудовиська, що переходять на бік</numerusform>
            <numerusform>Прийняти %n чудовиськ, що переходять на бік</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Form a squad of %n mercenaries</source>
        <translation>
            <numerusform>Сформувати загін із %n найманця</numerusform>
            <numerusform>Сформувати загін із %n найманців</numerusform>
            <numerusform>Сформувати загін із %n найманців</numerusform>
        </translation>
    </message>
    <message>
        <source>Add attacking squad %1</source>
        <translation>Додати загін нападників %1</translation>
    </message>
    <message>
        <source>Attack defending squad %1</source>
        <translation>Атакувати загін оборонців %1</translation>
    </message>
    <message>
        <source>Retreat (the hero dies)</source>
        <translation>Відступити (герой гине)</translation>
    </message>
    <message>
        <source>Lose attacking squad %1</source>
        <translation>Втратити загін нападників %1</translation>
    </message>
    <message>
        <source>%1 is the Anchor and plays first.</source>
        <translation>%1 — Якір і ходить першим.</translation>
    </message>
    <message>
        <source>Day %1 begins.</source>
        <translation>Починається день %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 collects %n coins.</source>
        <translation>
            <numerusform>%1 отримує %n монету.</numerusform>
            <numerusform>%1 отримує %n монети.</numerusform>
            <numerusform>%1 отримує %n монет.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pays %n coins of upkeep.</source>
        <translation>
            <numerusform>%1 платить %n монету утримання.</numerusform>
            <numerusform>%1 платить %n монети утримання.</numerusform>
            <numerusform>%1 платить %n монет утримання.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 builds at %2.</source>
        <translation>%1 будує на %2.</translation>
    </message>
    <message>
        <source>%1 recruits a hero at %2.</source>
        <translation>%1 вербує героя на %2.</translation>
    </message>
    <message>
        <source>%1 recruits a mercenary at %2.</source>
        <translation>%1 вербує найманця на %2.</translation>
    </message>
    <message>
        <source>%1 adds a token on %2.</source>
        <translation>%1 кладе жетон на %2.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Хід: %1.</translation>
    </message>
    <message>
        <source>%1 moves a hero to %2.</source>
        <translation>%1 переміщує героя на %2.</translation>
    </message>
    <message>
        <source>Monsters: %1 defect, %2 may be bribed, %3 fight.</source>
        <translation>Чудовиська: %1 переходять на бік, %2 можна підкупити, %3 б’ються.</translation>
    </message>
    <message numerus="yes">
        <source>%1 finds %n coins.</source>
        <translation>
            <numerusform>%1 знаходить %n монету.</numerusform>
            <numerusform>%1 знаходить %n монети.</numerusform>
            <numerusform>%1 знаходить %n монет.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 finds a %2.</source>
        <translation>%1 знаходить: %2.</translation>
    </message>
    <message>
        <source>%1 captures the mine on %2.</source>
        <translation>%1 захоплює копальню на %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n guardians defend the mine.</source>
        <translation>
            <numerusform>Копальню захищає %n вартовий.</numerusform>
            <numerusform>Копальню захищають %n вартові.</numerusform>
            <numerusform>Копальню захищають %n вартових.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 starts a battle on %2.</source>
        <translation>%1 починає бій на %2.</translation>
    </message>
    <message>
        <source>%1 against %2: the defending squad is destroyed.</source>
        <translation>%1 проти %2: загін оборонців знищено.</translation>
    </message>
    <message>
        <source>%1 against %2: an attacking squad is destroyed.</source>
        <translation>%1 проти %2: загін нападників знищено.</translation>
    </message>
    <message>
        <source>%1 wins the battle.</source>
        <translation>%1 виграє бій.</translation>
    </message>
    <message>
        <source>%1 loses the battle.</source>
        <translation>%1 програє бій.</translation>
    </message>
    <message>
        <source>A hero of %1 dies on %2.</source>
        <translation>Герой гравця %1 гине на %2.</translation>
    </message>
    <message>
        <source>%1 conquers the settlement on %2.</source>
        <translation>%1 завойовує поселення на %2.</translation>
    </message>
    <message>
        <source>%1 besieges the settlement on %2.</source>
        <translation>%1 бере в облогу поселення на %2.</translation>
    </message>
    <message>
        <source>%1 is out of the game.</source>
        <translation>%1 вибуває з гри.</translation>
    </message>
    <message>
        <source>The day limit is reached: the game is over.</source>
        <translation>Досягнуто межі днів: гру завершено.</translation>
    </message>
    <message>
        <source>Heroes recruited</source>
        <translation>Завербовані герої</translation>
    </message>
    <message>
        <source>Heroes recruited in a game, all players together.</source>
        <translation>Герої, завербовані за гру, усіма гравцями разом.</translation>
    </message>
    <message>
        <source>Mercenaries recruited</source>
        <translation>Завербовані найманці</translation>
    </message>
    <message>
        <source>Mercenaries recruited in a game, all players together.</source>
        <translation>Найманці, завербовані за гру, усіма гравцями разом.</translation>
    </message>
    <message>
        <source>accept or refuse an alliance</source>
        <translation>прийняти чи відхилити союз</translation>
    </message>
    <message>
        <source>Ask %1 to become your ally</source>
        <translation>Запропонувати союз: %1</translation>
    </message>
    <message>
        <source>Accept the alliance %1 offers</source>
        <translation>Прийняти союз, який пропонує %1</translation>
    </message>
    <message>
        <source>Refuse the alliance %1 offers</source>
        <translation>Відхилити союз, який пропонує %1</translation>
    </message>
    <message>
        <source>Leave your alliance</source>
        <translation>Вийти із союзу</translation>
    </message>
    <message>
        <source>Every player left is in one alliance: they share the victory.</source>
        <translation>Усі гравці, що лишилися, в одному союзі: вони ділять перемогу.</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n кубик</numerusform>
            <numerusform>%n кубики</numerusform>
            <numerusform>%n кубиків</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more dice</source>
        <translation>
            <numerusform>%1 і ще %n кубик</numerusform>
            <numerusform>%1 і ще %n кубики</numerusform>
            <numerusform>%1 і ще %n кубиків</numerusform>
        </translation>
    </message>
    <message>
        <source>Attack roll: %1.</source>
        <translation>Кидок атаки: %1.</translation>
    </message>
    <message>
        <source>Defence roll: %1.</source>
        <translation>Кидок оборони: %1.</translation>
    </message>
    <message>
        <source>%1 asks %2 to become allies.</source>
        <translation>%1 пропонує союз: %2.</translation>
    </message>
    <message>
        <source>%1 refuses the alliance %2 offered.</source>
        <translation>%1 відхиляє союз, запропонований: %2.</translation>
    </message>
    <message>
        <source>%1 joins %2&apos;s alliance.</source>
        <translation>%1 приєднується до союзу гравця %2.</translation>
    </message>
    <message>
        <source>%1 leaves its alliance.</source>
        <translation>%1 виходить із союзу.</translation>
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
        <translation>Два гравці</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Три гравці</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Чотири гравці</translation>
    </message>
    <message>
        <source>The player-turns page: movement 1d10+10, cities roll 3d3+9, ramparts must be sieged, the King&apos;s Purse and the fainting penalty.</source>
        <translation>Сторінка ходів гравців: рух 1d10+10, міста кидають 3d3+9, мури треба брати облогою, Королівська скарбниця і кара за непритомність.</translation>
    </message>
    <message>
        <source>Fuzzy Knights — revised</source>
        <translation>Fuzzy Knights — переглянуті</translation>
    </message>
    <message>
        <source>The later rules: movement 15, settlements roll by tier and ramparts, no sieges, at most two heroes, amulets add movement.</source>
        <translation>Пізніші правила: рух 15, поселення кидають за рівнем і мурами, без облог, щонайбільше два герої, амулети додають рух.</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyPosition</name>
    <message>
        <source>expected %1 seats, found %2</source>
        <translation>очікувалося місць: %1, знайдено %2</translation>
    </message>
    <message>
        <source>hero %1 is listed twice</source>
        <translation>героя %1 указано двічі</translation>
    </message>
    <message>
        <source>settlement %1 is listed twice</source>
        <translation>поселення %1 указано двічі</translation>
    </message>
    <message>
        <source>two settlements share this tile</source>
        <translation>два поселення на одній клітинці</translation>
    </message>
    <message>
        <source>unknown decision &quot;%1&quot;</source>
        <translation>невідоме рішення «%1»</translation>
    </message>
    <message>
        <source>a pending decision goes with the stage &quot;decide&quot;, and only with it</source>
        <translation>рішення, що очікує, буває лише на етапі «decide»</translation>
    </message>
    <message>
        <source>no such hero on the map</source>
        <translation>такого героя немає на мапі</translation>
    </message>
    <message>
        <source>a battle goes with a squad or exchange decision, and only with one</source>
        <translation>бій буває лише з рішенням про загони або сутичку</translation>
    </message>
    <message>
        <source>a defect or bribe decision needs the monsters met by the deciding seat&apos;s hero</source>
        <translation>рішенню про перехід на бік чи підкуп потрібні чудовиська, яких зустрів герой місця, що вирішує</translation>
    </message>
    <message>
        <source>monsters are met only during a defect or bribe decision</source>
        <translation>чудовиськ зустрічають лише під час рішення про перехід на бік чи підкуп</translation>
    </message>
    <message>
        <source>only the active seat decides in its turn</source>
        <translation>під час свого ходу вирішує лише активне місце</translation>
    </message>
    <message>
        <source>the settlement building or recruiting must be the deciding seat&apos;s</source>
        <translation>поселення, що будує чи вербує, має належати місцю, що вирішує</translation>
    </message>
    <message>
        <source>hero %1 belongs to an eliminated player</source>
        <translation>герой %1 належить вибулому гравцеві</translation>
    </message>
    <message>
        <source>the pending decision has no legal choice</source>
        <translation>рішення, що очікує, не має жодного дозволеного варіанта</translation>
    </message>
    <message>
        <source>a position is saved at a decision or at the end</source>
        <translation>позицію зберігають на рішенні або наприкінці</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;</source>
        <translation>невідоме значення «%1»</translation>
    </message>
    <message>
        <source>expected an array</source>
        <translation>очікувався масив</translation>
    </message>
    <message>
        <source>expected a tile [x, y] on the %1 × %2 map</source>
        <translation>очікувалася клітинка [x, y] на мапі %1 × %2</translation>
    </message>
    <message>
        <source>at most %1 places</source>
        <translation>щонайбільше %1 місць</translation>
    </message>
    <message>
        <source>only a hero&apos;s items are equipped</source>
        <translation>екіпірують лише предмети героя</translation>
    </message>
    <message>
        <source>expected %1 squads</source>
        <translation>очікувалося загонів: %1</translation>
    </message>
    <message>
        <source>the attacking hero must be a living hero of the attacker</source>
        <translation>атакувальний герой має бути живим героєм нападника</translation>
    </message>
    <message>
        <source>a hero squad names no living hero</source>
        <translation>загін героя не вказує живого героя</translation>
    </message>
    <message>
        <source>the settlement under attack must stand on the battle&apos;s tile</source>
        <translation>атаковане поселення має стояти на клітинці бою</translation>
    </message>
    <message>
        <source>an eliminated player belongs to no alliance</source>
        <translation>гравець, що вибув, не належить до жодного союзу</translation>
    </message>
    <message>
        <source>alliance %1 has a single member</source>
        <translation>союз %1 має лише одного учасника</translation>
    </message>
    <message>
        <source>the ruleset has no alliances</source>
        <translation>правила не передбачають союзів</translation>
    </message>
    <message>
        <source>an alliance is answered by a seat the active seat has just asked</source>
        <translation>на союз відповідає місце, якому активне місце щойно його запропонувало</translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::FuzzyRules</name>
    <message>
        <source>not a dice expression at character %1: %2</source>
        <translation>не вираз із кубиками, символ %1: %2</translation>
    </message>
    <message>
        <source>expected a band higher than the previous row&apos;s %1</source>
        <translation>очікувалася смуга, вища за %1 попереднього рядка</translation>
    </message>
    <message>
        <source>the last band ends at %1, below the die&apos;s highest roll %2</source>
        <translation>остання смуга закінчується на %1, нижче за найбільший кидок кубика %2</translation>
    </message>
    <message>
        <source>can roll %1; expected at most %2</source>
        <translation>може випасти %1; очікувалося щонайбільше %2</translation>
    </message>
    <message>
        <source>a game of four needs %1 tiles for its set-up tokens and settlements; the map has %2</source>
        <translation>гра вчотирьох потребує %1 клітинок для жетонів підготовки й поселень; на мапі їх %2</translation>
    </message>
    <message>
        <source>movement must stay between 0 and 255 points, amulets included</source>
        <translation>рух має лишатися між 0 і 255 очками, разом з амулетами</translation>
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
        <translation>Від двох до чотирьох гравців набирають героїв і найманців у своїх поселеннях, досліджують мапу %1×%2 із жетонами й завойовують поселення одне одного.</translation>
    </message>
    <message>
        <source>A Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>Income: every settlement pays %1 coins, every mine %2.</source>
        <translation>Прибуток: кожне поселення дає %1 монет, кожна копальня %2.</translation>
    </message>
    <message>
        <source>Income: every settlement pays its tier&apos;s income, every mine %1.</source>
        <translation>Прибуток: кожне поселення дає прибуток свого рівня, кожна копальня %1.</translation>
    </message>
    <message>
        <source>Upkeep: %1 coins per hero; a hero that cannot be paid dies.</source>
        <translation>Утримання: %1 монет за героя; герой, якому не можуть заплатити, гине.</translation>
    </message>
    <message>
        <source>Build: one building per settlement (a tier, a rampart level or the Mercenary Camp for %1 coins).</source>
        <translation>Будівництво: одна будівля на поселення (рівень, рівень мурів або Табір найманців за %1 монет).</translation>
    </message>
    <message>
        <source>Recruit: heroes for %1 coins (at most %2 each), mercenaries for %3 coins%4.</source>
        <translation>Вербування: герої за %1 монет (щонайбільше %2 у кожного), найманці за %3 монет%4.</translation>
    </message>
    <message>
        <source> at a settlement with a Mercenary Camp</source>
        <translation> у поселенні з Табором найманців</translation>
    </message>
    <message>
        <source>New tokens (from Day %1): a chance roll of %2 or more adds a token the roller places on an empty tile.</source>
        <translation>Нові жетони (з дня %1): кидок шансу %2 або більше додає жетон, який кидальник кладе на порожню клітинку.</translation>
    </message>
    <message>
        <source>Turns: from the Anchor, each player moves its heroes, %1 movement points each, one tile per point.</source>
        <translation>Ходи: від Якоря кожен гравець рухає своїх героїв, по %1 очок руху кожному, одна клітинка за очко.</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Прибуток</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Кидок у бою</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Вартові копальні</translation>
    </message>
    <message>
        <source>Ramparts must be destroyed by a siege (%1 movement points, next to the settlement) before the settlement can be assaulted.</source>
        <translation>Мури треба зруйнувати облогою (%1 очок руху, поруч із поселенням), перш ніж поселення можна штурмувати.</translation>
    </message>
    <message>
        <source>Ramparts add %1 (Palisade) or %2 (Fortifications) to the settlement&apos;s roll.</source>
        <translation>Мури додають %1 (Частокіл) або %2 (Фортифікації) до кидка поселення.</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Бій</translation>
    </message>
    <message>
        <source>A hero rolls %1 plus its equipped items; each mercenary, monster or guardian rolls %2. The attacker sorts its mercenaries into one to three squads, then picks attacking squads and one defending squad per exchange: a higher sum destroys the defending squad, otherwise one attacking squad dies.</source>
        <translation>Герой кидає %1 плюс свої екіпіровані предмети; кожен найманець, чудовисько чи вартовий кидає %2. Нападник ділить своїх найманців на один–три загони, потім у кожній сутичці вибирає загони для атаки й один загін оборонців: більша сума знищує загін оборонців, інакше гине один загін нападників.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it drops its items and loses half its army.</source>
        <translation>Герой, чий загін падає, непритомніє; якщо його сторона перемагає, він кидає свої предмети й утрачає половину війська.</translation>
    </message>
    <message>
        <source>A hero whose squad falls faints; if its side wins, it recovers.</source>
        <translation>Герой, чий загін падає, непритомніє; якщо його сторона перемагає, він приходить до тями.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Кінець гри</translation>
    </message>
    <message>
        <source>The last player with a settlement or a hero wins; after %1 Days the most settlements, then the highest total tier, most mines and most coins win.</source>
        <translation>Перемагає останній гравець із поселенням або героєм; після %1 днів перемагає той, у кого найбільше поселень, потім найвищий сумарний рівень, найбільше копалень і найбільше монет.</translation>
    </message>
    <message numerus="yes">
        <source>Free moves: equipping an item, and for a hero on its own settlement taking or leaving the garrison&apos;s mercenaries and putting items in the armory or taking them out, cost no points; at most %n a turn.</source>
        <translation>
            <numerusform>Вільні ходи: екіпірувати предмет, а для героя у власному поселенні — забрати чи залишити найманців гарнізону й покласти предмети до зброярні чи взяти їх звідти не коштують очок; щонайбільше %n за хід.</numerusform>
            <numerusform>Вільні ходи: екіпірувати предмет, а для героя у власному поселенні — забрати чи залишити найманців гарнізону й покласти предмети до зброярні чи взяти їх звідти не коштують очок; щонайбільше %n за хід.</numerusform>
            <numerusform>Вільні ходи: екіпірувати предмет, а для героя у власному поселенні — забрати чи залишити найманців гарнізону й покласти предмети до зброярні чи взяти їх звідти не коштують очок; щонайбільше %n за хід.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>isle::fuzzyknights::Ruleset</name>
    <message>
        <source>Up to</source>
        <translation>До</translation>
    </message>
    <message>
        <source>The highest roll of this band; the band starts after the previous row&apos;s. The last row must reach the die&apos;s highest roll.</source>
        <translation>Найбільший кидок цієї смуги; смуга починається після попереднього рядка. Останній рядок має сягати найбільшого кидка кубика.</translation>
    </message>
    <message>
        <source>Encampment</source>
        <translation>Стоянка</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Вілла</translation>
    </message>
    <message>
        <source>Estate</source>
        <translation>Маєток</translation>
    </message>
    <message>
        <source>Castle</source>
        <translation>Замок</translation>
    </message>
    <message>
        <source>Palisade</source>
        <translation>Частокіл</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Фортифікації</translation>
    </message>
    <message>
        <source>Common</source>
        <translation>Звичайний</translation>
    </message>
    <message>
        <source>Uncommon</source>
        <translation>Незвичайний</translation>
    </message>
    <message>
        <source>Rare</source>
        <translation>Рідкісний</translation>
    </message>
    <message>
        <source>Epic</source>
        <translation>Епічний</translation>
    </message>
    <message>
        <source>Legendary</source>
        <translation>Легендарний</translation>
    </message>
    <message>
        <source>Settlement tiers</source>
        <translation>Рівні поселення</translation>
    </message>
    <message>
        <source>Each tier of the main building: its upgrade cost (the Encampment every settlement starts as is free), its income each Daybreak, its battle roll, and the guardians a mine has while it is the highest tier on the map.</source>
        <translation>Кожен рівень головної будівлі: вартість покращення (Стоянка, з якої починається кожне поселення, безплатна), прибуток на кожному Світанку, кидок у бою та вартові, які має копальня, поки це найвищий рівень на мапі.</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>The tier, from the first to the last.</source>
        <translation>Рівень, від першого до останнього.</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Coins to upgrade to this tier.</source>
        <translation>Монети за покращення до цього рівня.</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Прибуток</translation>
    </message>
    <message>
        <source>Coins the settlement pays each Daybreak at this tier (with income by tier).</source>
        <translation>Монети, які поселення цього рівня дає на кожному Світанку (за прибутку за рівнем).</translation>
    </message>
    <message>
        <source>Battle roll</source>
        <translation>Кидок у бою</translation>
    </message>
    <message>
        <source>The settlement squad&apos;s roll at this tier (with the settlement roll by tier).</source>
        <translation>Кидок загону поселення на цьому рівні (за кидка поселення за рівнем).</translation>
    </message>
    <message>
        <source>Mine guardians</source>
        <translation>Вартові копальні</translation>
    </message>
    <message>
        <source>Guardians a mine capture meets when this is the highest tier on the map.</source>
        <translation>Вартові, яких зустрічає спроба захопити копальню, коли це найвищий рівень на мапі.</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>Мури</translation>
    </message>
    <message>
        <source>The two rampart levels: cost, the roll they add to the settlement squad (a level replaces the one below), and the tier they need.</source>
        <translation>Два рівні мурів: вартість, кидок, який вони додають до загону поселення (рівень замінює нижчий), і потрібний рівень поселення.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Рівень</translation>
    </message>
    <message>
        <source>The rampart level.</source>
        <translation>Рівень мурів.</translation>
    </message>
    <message>
        <source>Coins to build this level.</source>
        <translation>Монети за спорудження цього рівня.</translation>
    </message>
    <message>
        <source>Added to the settlement squad&apos;s roll by tier.</source>
        <translation>Додається до кидка загону поселення за рівнем.</translation>
    </message>
    <message>
        <source>Needs tier</source>
        <translation>Потрібен рівень</translation>
    </message>
    <message>
        <source>The lowest settlement tier that may build it (1 Encampment … 4 Castle).</source>
        <translation>Найнижчий рівень поселення, що може його збудувати (1 Стоянка … 4 Замок).</translation>
    </message>
    <message>
        <source>Item dice</source>
        <translation>Кубики предметів</translation>
    </message>
    <message>
        <source>What an item of each rarity adds to its hero&apos;s roll, by type, and the movement an equipped amulet adds.</source>
        <translation>Що предмет кожної рідкісності додає до кидка свого героя, за типом, і рух, який додає екіпірований амулет.</translation>
    </message>
    <message>
        <source>Rarity</source>
        <translation>Рідкісність</translation>
    </message>
    <message>
        <source>The item&apos;s rarity.</source>
        <translation>Рідкісність предмета.</translation>
    </message>
    <message>
        <source>Main hand</source>
        <translation>Основна рука</translation>
    </message>
    <message>
        <source>A main-hand item&apos;s dice.</source>
        <translation>Кубики предмета для основної руки.</translation>
    </message>
    <message>
        <source>Off hand</source>
        <translation>Друга рука</translation>
    </message>
    <message>
        <source>An off-hand item&apos;s dice.</source>
        <translation>Кубики предмета для другої руки.</translation>
    </message>
    <message>
        <source>Amulet</source>
        <translation>Амулет</translation>
    </message>
    <message>
        <source>An amulet&apos;s dice.</source>
        <translation>Кубики амулета.</translation>
    </message>
    <message>
        <source>Amulet movement</source>
        <translation>Рух амулета</translation>
    </message>
    <message>
        <source>Movement points an amulet of this rarity adds while equipped at the start of its hero&apos;s turn.</source>
        <translation>Очки руху, які додає амулет цієї рідкісності, якщо він екіпірований на початку ходу свого героя.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>What the monsters of the token do.</source>
        <translation>Що роблять чудовиська з жетона.</translation>
    </message>
    <message>
        <source>hard fight</source>
        <translation>важкий бій</translation>
    </message>
    <message>
        <source>fight</source>
        <translation>бій</translation>
    </message>
    <message>
        <source>bribe</source>
        <translation>підкуп</translation>
    </message>
    <message>
        <source>defect</source>
        <translation>перехід на бік</translation>
    </message>
    <message>
        <source>Monster interactions</source>
        <translation>Зустрічі з чудовиськами</translation>
    </message>
    <message>
        <source>The chance roll for each monster token a hero meets: its result and how many monsters it holds (fought, or at most hired or taken).</source>
        <translation>Кидок шансу для кожного жетона чудовиськ, який зустрічає герой: його результат і скільки чудовиськ у ньому (з ким битися, або щонайбільше скількох найняти чи прийняти).</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Чудовиська</translation>
    </message>
    <message>
        <source>How many monsters the token holds.</source>
        <translation>Скільки чудовиськ у жетоні.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Мапа</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Підготовка</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Герої</translation>
    </message>
    <message>
        <source>Mercenaries</source>
        <translation>Найманці</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Поселення</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетони</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>Предмети</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Бій</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <source>tiles</source>
        <translation>клітинок</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>жетонів</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>монет</translation>
    </message>
    <message>
        <source>heroes</source>
        <translation>героїв</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очок</translation>
    </message>
    <message>
        <source>days</source>
        <translation>днів</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>копалень</translation>
    </message>
    <message>
        <source>levels</source>
        <translation>рівнів</translation>
    </message>
    <message>
        <source>Map width</source>
        <translation>Ширина мапи</translation>
    </message>
    <message>
        <source>Tiles per row of the square grid.</source>
        <translation>Клітинок у рядку квадратної сітки.</translation>
    </message>
    <message>
        <source>Map height</source>
        <translation>Висота мапи</translation>
    </message>
    <message>
        <source>Rows of the grid.</source>
        <translation>Рядків сітки.</translation>
    </message>
    <message>
        <source>Item tokens</source>
        <translation>Жетони предметів</translation>
    </message>
    <message>
        <source>Item tokens on the map at set-up, per player.</source>
        <translation>Жетони предметів на мапі під час підготовки, на гравця.</translation>
    </message>
    <message>
        <source>Resource tokens</source>
        <translation>Жетони ресурсів</translation>
    </message>
    <message>
        <source>Coin cache tokens on the map at set-up, per player.</source>
        <translation>Жетони схованок із монетами на мапі під час підготовки, на гравця.</translation>
    </message>
    <message>
        <source>Monster tokens</source>
        <translation>Жетони чудовиськ</translation>
    </message>
    <message>
        <source>Monster tokens on the map at set-up, per player.</source>
        <translation>Жетони чудовиськ на мапі під час підготовки, на гравця.</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Копальні</translation>
    </message>
    <message>
        <source>Neutral mines on the map at set-up, per player; no mine is added later.</source>
        <translation>Нейтральні копальні на мапі під час підготовки, на гравця; пізніше копальні не додаються.</translation>
    </message>
    <message>
        <source>Starting coins</source>
        <translation>Стартові монети</translation>
    </message>
    <message>
        <source>Coins each player starts with.</source>
        <translation>Монети, з якими починає кожен гравець.</translation>
    </message>
    <message>
        <source>Starting ramparts</source>
        <translation>Стартові мури</translation>
    </message>
    <message>
        <source>The rampart level each player&apos;s first settlement starts with.</source>
        <translation>Рівень мурів, з яким починає перше поселення кожного гравця.</translation>
    </message>
    <message>
        <source>Starting mercenary camp</source>
        <translation>Стартовий табір найманців</translation>
    </message>
    <message>
        <source>Each player&apos;s first settlement starts with a Mercenary Camp.</source>
        <translation>Перше поселення кожного гравця починає з Табором найманців.</translation>
    </message>
    <message>
        <source>Hero limit</source>
        <translation>Межа героїв</translation>
    </message>
    <message>
        <source>Heroes one player may have at any time (4 is the engine&apos;s most).</source>
        <translation>Скільки героїв гравець може мати водночас (4 — найбільше для рушія).</translation>
    </message>
    <message>
        <source>Hero cost</source>
        <translation>Вартість героя</translation>
    </message>
    <message>
        <source>Coins to recruit a hero at Daybreak.</source>
        <translation>Монети за вербування героя на Світанку.</translation>
    </message>
    <message>
        <source>Hero upkeep</source>
        <translation>Утримання героя</translation>
    </message>
    <message>
        <source>Coins each hero costs at every Daybreak; an unpaid hero dies.</source>
        <translation>Монети, яких кожен герой коштує на кожному Світанку; неоплачений герой гине.</translation>
    </message>
    <message>
        <source>Hero roll</source>
        <translation>Кидок героя</translation>
    </message>
    <message>
        <source>A hero squad&apos;s roll in battle, before its equipped items.</source>
        <translation>Кидок загону героя в бою, без екіпірованих предметів.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Рух</translation>
    </message>
    <message>
        <source>Movement points each hero has per turn, rolled for each hero when its player&apos;s turn starts (a plain number is fixed).</source>
        <translation>Очки руху кожного героя за хід, кидаються для кожного героя на початку ходу його гравця (просте число фіксоване).</translation>
    </message>
    <message>
        <source>Mercenary cost</source>
        <translation>Вартість найманця</translation>
    </message>
    <message>
        <source>Coins to recruit one mercenary.</source>
        <translation>Монети за вербування одного найманця.</translation>
    </message>
    <message>
        <source>Unit roll</source>
        <translation>Кидок бійця</translation>
    </message>
    <message>
        <source>What each mercenary, monster or guardian in a squad rolls.</source>
        <translation>Що кидає кожен найманець, чудовисько чи вартовий у загоні.</translation>
    </message>
    <message>
        <source>Camp needed</source>
        <translation>Потрібен табір</translation>
    </message>
    <message>
        <source>A settlement recruits mercenaries only once it has a Mercenary Camp.</source>
        <translation>Поселення вербує найманців, лише коли має Табір найманців.</translation>
    </message>
    <message>
        <source>Camp cost</source>
        <translation>Вартість табору</translation>
    </message>
    <message>
        <source>Coins to build a Mercenary Camp (it uses the Day&apos;s build).</source>
        <translation>Монети за спорудження Табору найманців (використовує будівництво дня).</translation>
    </message>
    <message>
        <source>Settlement roll</source>
        <translation>Кидок поселення</translation>
    </message>
    <message>
        <source>Whether a settlement squad rolls its tier&apos;s roll plus its ramparts&apos;, or one fixed roll.</source>
        <translation>Чи кидає загін поселення кидок свого рівня плюс кидок мурів, чи один фіксований кидок.</translation>
    </message>
    <message>
        <source>by tier and ramparts</source>
        <translation>за рівнем і мурами</translation>
    </message>
    <message>
        <source>a fixed roll</source>
        <translation>фіксований кидок</translation>
    </message>
    <message>
        <source>Fixed settlement roll</source>
        <translation>Фіксований кидок поселення</translation>
    </message>
    <message>
        <source>Every settlement squad&apos;s roll with a fixed settlement roll.</source>
        <translation>Кидок кожного загону поселення за фіксованого кидка поселення.</translation>
    </message>
    <message>
        <source>Settlement income</source>
        <translation>Прибуток поселення</translation>
    </message>
    <message>
        <source>Whether a settlement pays its tier&apos;s income or a flat amount.</source>
        <translation>Чи дає поселення прибуток свого рівня, чи фіксовану суму.</translation>
    </message>
    <message>
        <source>by tier</source>
        <translation>за рівнем</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>фіксований</translation>
    </message>
    <message>
        <source>Flat income</source>
        <translation>Фіксований прибуток</translation>
    </message>
    <message>
        <source>Coins each settlement pays with flat income.</source>
        <translation>Монети, які дає кожне поселення за фіксованого прибутку.</translation>
    </message>
    <message>
        <source>Mine income</source>
        <translation>Прибуток копальні</translation>
    </message>
    <message>
        <source>Coins each owned mine pays at Daybreak.</source>
        <translation>Монети, які кожна власна копальня дає на Світанку.</translation>
    </message>
    <message>
        <source>Sieges</source>
        <translation>Облоги</translation>
    </message>
    <message>
        <source>A settlement with ramparts cannot be assaulted until a siege destroys them; a besieged settlement pays, builds and recruits nothing at its next Daybreak.</source>
        <translation>Поселення з мурами не можна штурмувати, доки облога їх не зруйнує; обложене поселення нічого не дає, не будує й не вербує на своєму наступному Світанку.</translation>
    </message>
    <message>
        <source>Siege cost</source>
        <translation>Вартість облоги</translation>
    </message>
    <message>
        <source>Movement points a hero next to the settlement needs to lay a siege, which ends its movement.</source>
        <translation>Очки руху, потрібні героєві поруч із поселенням, щоб узяти його в облогу; облога завершує його рух.</translation>
    </message>
    <message>
        <source>King&apos;s Purse</source>
        <translation>Королівська скарбниця</translation>
    </message>
    <message>
        <source>Income goes into the purse of the player&apos;s first settlement, and a conquered settlement&apos;s purse passes to the conqueror.</source>
        <translation>Прибуток надходить до скарбниці першого поселення гравця, а скарбниця завойованого поселення переходить до завойовника.</translation>
    </message>
    <message>
        <source>Chance die</source>
        <translation>Кубик шансу</translation>
    </message>
    <message>
        <source>The die of every chance roll (token success, caches, item type and rarity, monsters, mine guardians): 1dP reads 10 to 100.</source>
        <translation>Кубик для кожного кидка шансу (успіх жетона, схованки, тип і рідкісність предмета, чудовиська, вартові копальні): 1dP дає від 10 до 100.</translation>
    </message>
    <message>
        <source>Token rolls from day</source>
        <translation>Кидки жетонів з дня</translation>
    </message>
    <message>
        <source>The first Day whose Daybreak rolls for new tokens.</source>
        <translation>Перший день, на Світанку якого кидають на нові жетони.</translation>
    </message>
    <message>
        <source>New token from</source>
        <translation>Новий жетон від</translation>
    </message>
    <message>
        <source>The lowest chance roll that adds a token at Daybreak.</source>
        <translation>Найменший кидок шансу, що додає жетон на Світанку.</translation>
    </message>
    <message>
        <source>Token type die</source>
        <translation>Кубик типу жетона</translation>
    </message>
    <message>
        <source>The die rolled on the token type table.</source>
        <translation>Кубик, який кидають за таблицею типів жетонів.</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>The token the band adds.</source>
        <translation>Жетон, який додає ця смуга.</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>ресурс</translation>
    </message>
    <message>
        <source>monster</source>
        <translation>чудовисько</translation>
    </message>
    <message>
        <source>item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>Типи жетонів</translation>
    </message>
    <message>
        <source>Which token a successful Daybreak roll adds, by the token type die.</source>
        <translation>Який жетон додає успішний кидок на Світанку, за кубиком типу жетона.</translation>
    </message>
    <message>
        <source>Large cache from</source>
        <translation>Велика схованка від</translation>
    </message>
    <message>
        <source>The lowest chance roll that makes a resource token a large cache.</source>
        <translation>Найменший кидок шансу, за якого жетон ресурсів — велика схованка.</translation>
    </message>
    <message>
        <source>Small cache</source>
        <translation>Мала схованка</translation>
    </message>
    <message>
        <source>Coins a small cache holds.</source>
        <translation>Монети в малій схованці.</translation>
    </message>
    <message>
        <source>Large cache</source>
        <translation>Велика схованка</translation>
    </message>
    <message>
        <source>Coins a large cache holds.</source>
        <translation>Монети у великій схованці.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>The item&apos;s type.</source>
        <translation>Тип предмета.</translation>
    </message>
    <message>
        <source>main hand</source>
        <translation>основна рука</translation>
    </message>
    <message>
        <source>off hand</source>
        <translation>друга рука</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>амулет</translation>
    </message>
    <message>
        <source>Item types</source>
        <translation>Типи предметів</translation>
    </message>
    <message>
        <source>The type of an item picked up, by the chance die.</source>
        <translation>Тип підібраного предмета, за кубиком шансу.</translation>
    </message>
    <message>
        <source>Rarity step from</source>
        <translation>Крок рідкісності від</translation>
    </message>
    <message>
        <source>An item starts Common; each chance roll this high or higher raises it one rarity and rolls again.</source>
        <translation>Предмет починає як Звичайний; кожен кидок шансу такий або вищий підвищує його рідкісність на крок і кидається знову.</translation>
    </message>
    <message>
        <source>Highest rarity</source>
        <translation>Найвища рідкісність</translation>
    </message>
    <message>
        <source>The rarest level an item can reach (5 Legendary).</source>
        <translation>Найрідкісніший рівень, якого може досягти предмет (5 — Легендарний).</translation>
    </message>
    <message>
        <source>Bribe cost</source>
        <translation>Вартість підкупу</translation>
    </message>
    <message>
        <source>Coins per monster hired on a bribe.</source>
        <translation>Монети за кожне чудовисько, найняте підкупом.</translation>
    </message>
    <message>
        <source>Reward divisor</source>
        <translation>Дільник нагороди</translation>
    </message>
    <message>
        <source>A won fight against monsters (or a neutral mine&apos;s guardians) pays the monsters fought divided by this, truncated.</source>
        <translation>Виграний бій із чудовиськами (або з вартовими нейтральної копальні) дає кількість переможених чудовиськ, поділену на це число, з відкиданням дробу.</translation>
    </message>
    <message>
        <source>Guardians from</source>
        <translation>Вартові від</translation>
    </message>
    <message>
        <source>The lowest chance roll of a capture attempt that calls the mine&apos;s guardians.</source>
        <translation>Найменший кидок шансу спроби захоплення, що викликає вартових копальні.</translation>
    </message>
    <message>
        <source>Mine capture</source>
        <translation>Захоплення копальні</translation>
    </message>
    <message>
        <source>Whether a hero entering a neutral or enemy mine may try to capture it, or must.</source>
        <translation>Чи може герой, що входить на нейтральну чи ворожу копальню, спробувати її захопити, чи мусить.</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>за бажанням</translation>
    </message>
    <message>
        <source>mandatory on entering</source>
        <translation>обов’язкове при вході</translation>
    </message>
    <message>
        <source>Mine after monsters</source>
        <translation>Копальня після чудовиськ</translation>
    </message>
    <message>
        <source>Extra movement points a mandatory capture costs right after beating monsters on the same tile.</source>
        <translation>Додаткові очки руху, яких коштує обов’язкове захоплення відразу після перемоги над чудовиськами на тій самій клітинці.</translation>
    </message>
    <message>
        <source>Capture coins</source>
        <translation>Монети за захоплення</translation>
    </message>
    <message>
        <source>Coins a successful mine capture pays.</source>
        <translation>Монети, які дає вдале захоплення копальні.</translation>
    </message>
    <message>
        <source>Roll mode</source>
        <translation>Режим кидка</translation>
    </message>
    <message>
        <source>Roll every die of a squad, or one die per term multiplied by its count.</source>
        <translation>Кидати кожен кубик загону або один кубик на член, помножений на кількість.</translation>
    </message>
    <message>
        <source>individual</source>
        <translation>окремо</translation>
    </message>
    <message>
        <source>representative</source>
        <translation>представницький</translation>
    </message>
    <message>
        <source>Fainting penalty</source>
        <translation>Кара за непритомність</translation>
    </message>
    <message>
        <source>A hero that fainted on the winning side drops its items on the tile and loses half its army (rounded down).</source>
        <translation>Герой, що знепритомнів на боці переможців, кидає свої предмети на клітинку й утрачає половину війська (з округленням донизу).</translation>
    </message>
    <message>
        <source>Day limit</source>
        <translation>Межа днів</translation>
    </message>
    <message>
        <source>After this many Days the game ends: most settlements, then highest total tier, most mines, most coins.</source>
        <translation>Після стількох днів гра закінчується: найбільше поселень, потім найвищий сумарний рівень, найбільше копалень, найбільше монет.</translation>
    </message>
    <message>
        <source>Alliances</source>
        <translation>Союзи</translation>
    </message>
    <message>
        <source>In its turn a player may ask another to ally; the other accepts or refuses. Allies pass through each other&apos;s settlements and mines and never fight each other; any member may leave in its own turn.</source>
        <translation>У свій хід гравець може запропонувати іншому союз; той приймає або відмовляє. Союзники проходять крізь поселення й копальні одне одного і ніколи не б’ються між собою; будь-хто з учасників може вийти у свій хід.</translation>
    </message>
    <message>
        <source>Shared victory</source>
        <translation>Спільна перемога</translation>
    </message>
    <message>
        <source>The game ends as soon as every player still in it belongs to one alliance, and they all win.</source>
        <translation>Гра завершується, щойно всі гравці, що в ній лишилися, належать до одного союзу, і всі вони перемагають.</translation>
    </message>
    <message>
        <source>Free moves per turn</source>
        <translation>Вільних ходів за хід</translation>
    </message>
    <message>
        <source>How many free moves (equipping an item, taking or leaving the garrison&apos;s mercenaries, putting an item in the armory or taking one out) a player may make in one turn, so that every turn ends.</source>
        <translation>Скільки вільних ходів (екіпірувати предмет, забрати чи залишити найманців гарнізону, покласти предмет до зброярні чи взяти його звідти) гравець може зробити за один хід, щоб кожен хід закінчувався.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetExport</name>
    <message>
        <source>Could not write %1: %2.</source>
        <translation>Не вдалося записати %1: %2.</translation>
    </message>
    <message>
        <source>%1: components</source>
        <translation>%1: компоненти</translation>
    </message>
    <message>
        <source>Could not start a PDF in %1.</source>
        <translation>Не вдалося почати PDF у %1.</translation>
    </message>
    <message>
        <source>%1: components, page %2</source>
        <translation>%1: компоненти, сторінка %2</translation>
    </message>
    <message>
        <source>Not enough memory for a page at %1 dpi.</source>
        <translation>Недостатньо пам’яті для сторінки з роздільністю %1 dpi.</translation>
    </message>
    <message>
        <source>Could not write %1 as PNG.</source>
        <translation>Не вдалося записати %1 як PNG.</translation>
    </message>
    <message>
        <source>A resolution of %1 dpi is out of range; expected %2 to %3.</source>
        <translation>Роздільність %1 dpi поза діапазоном; очікувалося від %2 до %3.</translation>
    </message>
    <message>
        <source>Could not create the folder %1.</source>
        <translation>Не вдалося створити теку %1.</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetPainter</name>
    <message>
        <source>Calibration page: back</source>
        <translation>Сторінка калібрування: зворот</translation>
    </message>
    <message>
        <source>Calibration page</source>
        <translation>Сторінка калібрування</translation>
    </message>
    <message>
        <source>Print at 100 % (no &quot;fit to page&quot;): the rulers must measure 100 mm. Printed on both sides, hold the sheet against the light and read on the back&apos;s scales where each cross of this side falls: that reading is the back offset.</source>
        <translation>Друкуйте в масштабі 100 % (без «підігнати до сторінки»): лінійки мають показувати 100 мм. Після двостороннього друку подивіться аркуш на світло й прочитайте на шкалах звороту, куди потрапляє кожен хрестик цього боку: це значення і є зсувом звороту.</translation>
    </message>
    <message>
        <source>Where the front&apos;s cross falls on these scales is the back offset in millimetres, right and down positive: give it as --back-offset X,Y or in the print dialog. Here the offset is %1 mm, %2 mm.</source>
        <translation>Місце, куди хрестик лицьового боку потрапляє на цих шкалах, — це зсув звороту в міліметрах, праворуч і донизу додатний: задайте його як --back-offset X,Y або в діалозі друку. Тут зсув становить %1 мм, %2 мм.</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>версія %1</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>сторінка %1 з %2</translation>
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
        <translation>Поле від&apos;ємне (%1 мм); воно має бути 0 мм або більше.</translation>
    </message>
    <message>
        <source>The bleed is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Виліт від&apos;ємний (%1 мм); він має бути 0 мм або більше.</translation>
    </message>
    <message>
        <source>The gap between components is negative (%1 mm); it must be 0 mm or more.</source>
        <translation>Проміжок між компонентами від&apos;ємний (%1 мм); він має бути 0 мм або більше.</translation>
    </message>
    <message>
        <source>The bleed (%1 mm) is larger than the gap between components (%2 mm): each component&apos;s bleed would print over its neighbour. Make the gap at least the bleed.</source>
        <translation>Виліт (%1 мм) більший за проміжок між компонентами (%2 мм): виліт кожного компонента надрукується поверх сусіднього. Зробіть проміжок не меншим за виліт.</translation>
    </message>
    <message>
        <source>The overlap of split boards is negative (%1 mm).</source>
        <translation>Перекриття розбитих полів від&apos;ємне (%1 мм).</translation>
    </message>
    <message>
        <source>The back offset (%1 mm, %2 mm) is larger than any printer drifts; expected a few millimetres.</source>
        <translation>Зсув звороту (%1 мм, %2 мм) більший, ніж зміщення будь-якого принтера; очікувалося кілька міліметрів.</translation>
    </message>
    <message>
        <source>A margin of %1 mm and a bleed of %2 mm leave no room on %3 (%4 × %5 mm).</source>
        <translation>Поле %1 мм і виліт %2 мм не залишають місця на %3 (%4 × %5 мм).</translation>
    </message>
    <message>
        <source>%1 has no size.</source>
        <translation>%1 не має розміру.</translation>
    </message>
    <message>
        <source>The art of %1 is missing: %2.</source>
        <translation>Бракує зображення для %1: %2.</translation>
    </message>
    <message>
        <source>%1 (%2 × %3 mm) does not fit on %4 either way round: the printable area inside the margins and the bleed is %5 × %6 mm.</source>
        <translation>%1 (%2 × %3 мм) не вміщується на %4 за жодної орієнтації: область друку всередині полів і вильоту — %5 × %6 мм.</translation>
    </message>
    <message>
        <source>%1 must be split over pages, but an overlap of %2 mm leaves no room on %3.</source>
        <translation>%1 треба розбити на кілька сторінок, але перекриття %2 мм не залишає місця на %3.</translation>
    </message>
    <message>
        <source>back of page %1</source>
        <translation>зворот сторінки %1</translation>
    </message>
    <message>
        <source>calibration</source>
        <translation>калібрування</translation>
    </message>
    <message>
        <source>%1, part %2 of %3</source>
        <translation>%1, частина %2 з %3</translation>
    </message>
</context>
<context>
    <name>isle::sheets::SheetSettings</name>
    <message>
        <source>%1 landscape</source>
        <translation>%1, альбомна</translation>
    </message>
    <message>
        <source>%1 portrait</source>
        <translation>%1, книжкова</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Cards</name>
    <message>
        <source>Tree Gatherer</source>
        <translation>Деревний збирач</translation>
    </message>
    <message>
        <source>Tree Adventurer</source>
        <translation>Деревний мандрівник</translation>
    </message>
    <message>
        <source>Tree Scout</source>
        <translation>Деревний розвідник</translation>
    </message>
    <message>
        <source>Tree Thief</source>
        <translation>Деревний злодій</translation>
    </message>
    <message>
        <source>Canopy Keeper</source>
        <translation>Хранитель крон</translation>
    </message>
    <message>
        <source>Ground Gatherer</source>
        <translation>Наземний збирач</translation>
    </message>
    <message>
        <source>Ground Digger</source>
        <translation>Наземний копач</translation>
    </message>
    <message>
        <source>Ground Thief</source>
        <translation>Наземний злодій</translation>
    </message>
    <message>
        <source>Burrow Builder</source>
        <translation>Будівничий нір</translation>
    </message>
    <message>
        <source>Flying Gatherer</source>
        <translation>Летючий збирач</translation>
    </message>
    <message>
        <source>Flying Scout</source>
        <translation>Летючий розвідник</translation>
    </message>
    <message>
        <source>Flying Adventurer</source>
        <translation>Летючий мандрівник</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Снайпер</translation>
    </message>
    <message>
        <source>Elite Gatherer</source>
        <translation>Елітний збирач</translation>
    </message>
    <message>
        <source>Bodyguard</source>
        <translation>Охоронець</translation>
    </message>
    <message>
        <source>Twinwatch</source>
        <translation>Подвійна варта</translation>
    </message>
    <message>
        <source>Stashkeeper</source>
        <translation>Хранитель схованки</translation>
    </message>
    <message>
        <source>Moonglider</source>
        <translation>Місячна летяга</translation>
    </message>
    <message>
        <source>Acorn Snack</source>
        <translation>Жолудевий перекус</translation>
    </message>
    <message>
        <source>Nut Basket</source>
        <translation>Кошик горіхів</translation>
    </message>
    <message>
        <source>Trail Map</source>
        <translation>Мапа стежок</translation>
    </message>
    <message>
        <source>Slingshot</source>
        <translation>Рогатка</translation>
    </message>
    <message>
        <source>Hollow Log</source>
        <translation>Дуплистий стовбур</translation>
    </message>
    <message>
        <source>Warm Nest</source>
        <translation>Тепле гніздо</translation>
    </message>
    <message>
        <source>Raccoon Raid</source>
        <translation>Набіг єнота</translation>
    </message>
    <message>
        <source>Fox Lure</source>
        <translation>Приманка для лиса</translation>
    </message>
    <message>
        <source>Thunderstorm</source>
        <translation>Гроза</translation>
    </message>
    <message>
        <source>Owl Hoot</source>
        <translation>Ухання сови</translation>
    </message>
    <message>
        <source>Forage Trip</source>
        <translation>Похід по харчі</translation>
    </message>
    <message numerus="yes">
        <source>%n nut(s)</source>
        <translation>
            <numerusform>%n горіх</numerusform>
            <numerusform>%n горіхи</numerusform>
            <numerusform>%n горіхів</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stamina</source>
        <translation>
            <numerusform>%n витривалість</numerusform>
            <numerusform>%n витривалості</numerusform>
            <numerusform>%n витривалості</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n coin(s)</source>
        <translation>
            <numerusform>%n монета</numerusform>
            <numerusform>%n монети</numerusform>
            <numerusform>%n монет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карти</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain %1.</source>
        <translation>Отримайте %1.</translation>
    </message>
    <message numerus="yes">
        <source>Draw %n card(s).</source>
        <translation>
            <numerusform>Візьміть %n карту.</numerusform>
            <numerusform>Візьміть %n карти.</numerusform>
            <numerusform>Візьміть %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go again!</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards: the player takes another turn.</extracomment>
        <translation>Ще хід!</translation>
    </message>
    <message numerus="yes">
        <source>Go again! (%n extra turns)</source>
        <translation>
            <numerusform>Ще хід! (%n додатковий хід)</numerusform>
            <numerusform>Ще хід! (%n додаткові ходи)</numerusform>
            <numerusform>Ще хід! (%n додаткових ходів)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash up to %n card(s) from your hand.</source>
        <translation>
            <numerusform>Сховайте до %n карти з руки.</numerusform>
            <numerusform>Сховайте до %n карт з руки.</numerusform>
            <numerusform>Сховайте до %n карт з руки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stash the top %n card(s) of the deck, unseen.</source>
        <translation>
            <numerusform>Сховайте верхню %n карту колоди, не дивлячись.</numerusform>
            <numerusform>Сховайте верхні %n карти колоди, не дивлячись.</numerusform>
            <numerusform>Сховайте верхні %n карт колоди, не дивлячись.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh up to %n of your exhausted squirrels.</source>
        <translation>
            <numerusform>Відновіть до %n своєї виснаженої білки.</numerusform>
            <numerusform>Відновіть до %n своїх виснажених білок.</numerusform>
            <numerusform>Відновіть до %n своїх виснажених білок.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per tree squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Отримайте 1 горіх за кожну свою деревну білку, щонайбільше %n.</numerusform>
            <numerusform>Отримайте 1 горіх за кожну свою деревну білку, щонайбільше %n.</numerusform>
            <numerusform>Отримайте 1 горіх за кожну свою деревну білку, щонайбільше %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per ground squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Отримайте 1 горіх за кожну свою наземну білку, щонайбільше %n.</numerusform>
            <numerusform>Отримайте 1 горіх за кожну свою наземну білку, щонайбільше %n.</numerusform>
            <numerusform>Отримайте 1 горіх за кожну свою наземну білку, щонайбільше %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gain 1 nut per flying squirrel you have, at most %n.</source>
        <translation>
            <numerusform>Отримайте 1 горіх за кожну свою летючу білку, щонайбільше %n.</numerusform>
            <numerusform>Отримайте 1 горіх за кожну свою летючу білку, щонайбільше %n.</numerusform>
            <numerusform>Отримайте 1 горіх за кожну свою летючу білку, щонайбільше %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top %n card(s) of the deck; keep one, discard the rest.</source>
        <translation>
            <numerusform>Перегляньте верхню %n карту колоди; залиште одну, решту скиньте.</numerusform>
            <numerusform>Перегляньте верхні %n карти колоди; залиште одну, решту скиньте.</numerusform>
            <numerusform>Перегляньте верхні %n карт колоди; залиште одну, решту скиньте.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Up to %n time(s): exhaust one of your refreshed squirrels and collect its loops.</source>
        <translation>
            <numerusform>До %n разу: виснажте одну зі своїх відновлених білок і зберіть її дохід.</numerusform>
            <numerusform>До %n разів: виснажте одну зі своїх відновлених білок і зберіть її дохід.</numerusform>
            <numerusform>До %n разів: виснажте одну зі своїх відновлених білок і зберіть її дохід.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose one of your other squirrels to protect.</source>
        <translation>Виберіть одну зі своїх інших білок, щоб захистити її.</translation>
    </message>
    <message>
        <source>Sabotage: take up to %1 from one opponent.</source>
        <translation>Саботаж: заберіть до %1 в одного супротивника.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed tree squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Саботаж: виснажте до %n відновленої деревної білки одного супротивника.</numerusform>
            <numerusform>Саботаж: виснажте до %n відновлених деревних білок одного супротивника.</numerusform>
            <numerusform>Саботаж: виснажте до %n відновлених деревних білок одного супротивника.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed ground squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Саботаж: виснажте до %n відновленої наземної білки одного супротивника.</numerusform>
            <numerusform>Саботаж: виснажте до %n відновлених наземних білок одного супротивника.</numerusform>
            <numerusform>Саботаж: виснажте до %n відновлених наземних білок одного супротивника.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: exhaust up to %n refreshed flying squirrel(s) of one opponent.</source>
        <translation>
            <numerusform>Саботаж: виснажте до %n відновленої летючої білки одного супротивника.</numerusform>
            <numerusform>Саботаж: виснажте до %n відновлених летючих білок одного супротивника.</numerusform>
            <numerusform>Саботаж: виснажте до %n відновлених летючих білок одного супротивника.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: move %n random card(s) of one opponent&apos;s stash into yours, unseen.</source>
        <translation>
            <numerusform>Саботаж: перекладіть %n випадкову карту зі схованки одного супротивника до своєї, не дивлячись.</numerusform>
            <numerusform>Саботаж: перекладіть %n випадкові карти зі схованки одного супротивника до своєї, не дивлячись.</numerusform>
            <numerusform>Саботаж: перекладіть %n випадкових карт зі схованки одного супротивника до своєї, не дивлячись.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sabotage: each opponent loses %1.</source>
        <translation>Саботаж: кожен супротивник втрачає %1.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed tree squirrels (their choice).</source>
        <translation>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених деревних білок (на свій вибір).</numerusform>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених деревних білок (на свій вибір).</numerusform>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених деревних білок (на свій вибір).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed ground squirrels (their choice).</source>
        <translation>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених наземних білок (на свій вибір).</numerusform>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених наземних білок (на свій вибір).</numerusform>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених наземних білок (на свій вибір).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sabotage: each opponent exhausts %n of their refreshed flying squirrels (their choice).</source>
        <translation>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених летючих білок (на свій вибір).</numerusform>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених летючих білок (на свій вибір).</numerusform>
            <numerusform>Саботаж: кожен супротивник виснажує %n зі своїх відновлених летючих білок (на свій вибір).</numerusform>
        </translation>
    </message>
    <message>
        <source>When you exhaust it, gain %1 more.</source>
        <translation>Коли ви її виснажуєте, отримайте ще %1.</translation>
    </message>
    <message>
        <source>While refreshed: the squirrel it protects cannot be exhausted by sabotage, and exhausting it yourself gains %1.</source>
        <translation>Поки відновлена: білку, яку вона захищає, не можна виснажити саботажем, а якщо ви самі її виснажуєте, отримайте %1.</translation>
    </message>
    <message>
        <source>While refreshed: exhausting one of your flying squirrels gains %1, one of your ground squirrels %2.</source>
        <translation>Поки відновлена: за виснаження однієї зі своїх летючих білок отримайте %1, однієї з наземних — %2.</translation>
    </message>
    <message numerus="yes">
        <source>While refreshed: your stash is safe from sabotage; at the end, 1 more nut per %n stashed card(s).</source>
        <translation>
            <numerusform>Поки відновлена: ваша схованка захищена від саботажу; наприкінці — ще 1 горіх за кожну %n сховану карту.</numerusform>
            <numerusform>Поки відновлена: ваша схованка захищена від саботажу; наприкінці — ще 1 горіх за кожні %n сховані карти.</numerusform>
            <numerusform>Поки відновлена: ваша схованка захищена від саботажу; наприкінці — ще 1 горіх за кожні %n схованих карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>While refreshed: on the turn you go to sleep, you may gather once at once.</source>
        <translation>Поки відновлена: у хід, коли ви лягаєте спати, можете одразу один раз зібрати.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Components</name>
    <message>
        <source>Item</source>
        <translation>Предмет</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>деревна</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>наземна</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>летюча</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>унікальна</translation>
    </message>
    <message>
        <source>Squirrel: %1</source>
        <translation>Білка: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Squirrel cards</source>
        <translation>Карти білок</translation>
    </message>
    <message>
        <source>Item cards</source>
        <translation>Карти предметів</translation>
    </message>
    <message>
        <source>Income by day</source>
        <translation>Надходження за днями</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Витривалість</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монети</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Витривалість суперника</translation>
    </message>
    <message>
        <source>Island board</source>
        <translation>Поле острова</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>%1: the island</source>
        <translation>%1: острів</translation>
    </message>
    <message numerus="yes">
        <source>Playing a card from a slot costs %n more (stamina or coins). Empty slots are refilled each morning.</source>
        <translation>
            <numerusform>Зіграти карту з місця острова коштує на %n більше (витривалість чи монети). Порожні місця щоранку поповнюють.</numerusform>
            <numerusform>Зіграти карту з місця острова коштує на %n більше (витривалість чи монети). Порожні місця щоранку поповнюють.</numerusform>
            <numerusform>Зіграти карту з місця острова коштує на %n більше (витривалість чи монети). Порожні місця щоранку поповнюють.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slot %1 (rival&apos;s roll: %1)</source>
        <translation>Місце %1 (кидок суперника: %1)</translation>
    </message>
    <message>
        <source>Player mat %1</source>
        <translation>Планшет гравця %1</translation>
    </message>
    <message>
        <source>Player mats</source>
        <translation>Планшети гравців</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>Nuts</source>
        <translation>Горіхи</translation>
    </message>
    <message>
        <source>Stash (face down)</source>
        <translation>Схованка (лицем донизу)</translation>
    </message>
    <message>
        <source>At most %1 stamina: each one more is 1 nut. %2 coins pay 1 stamina. Asleep: exhaust a squirrel to gather %3.</source>
        <translation>Щонайбільше %1 витривалості: кожна понад це — 1 горіх. 1 витривалість можна оплатити %2 монетами. Уві сні: виснажте білку, щоб зібрати %3.</translation>
    </message>
    <message>
        <source>Tokens and markers</source>
        <translation>Жетони й маркери</translation>
    </message>
    <message>
        <source>1 nut</source>
        <translation>1 горіх</translation>
    </message>
    <message>
        <source>5 nuts</source>
        <translation>5 горіхів</translation>
    </message>
    <message>
        <source>1 coin</source>
        <translation>1 монета</translation>
    </message>
    <message>
        <source>5 coins</source>
        <translation>5 монет</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Перший гравець</translation>
    </message>
    <message>
        <source>Rival (solo)</source>
        <translation>Суперник (соло)</translation>
    </message>
    <message>
        <source>Stamina marker, player %1</source>
        <translation>Маркер витривалості, гравець %1</translation>
    </message>
    <message>
        <source>Player aid</source>
        <translation>Пам’ятка гравця</translation>
    </message>
    <message>
        <source>Aids</source>
        <translation>Пам’ятки</translation>
    </message>
    <message>
        <source>%1: player aid</source>
        <translation>%1: пам’ятка гравця</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Ранок</translation>
    </message>
    <message numerus="yes">
        <source>Refill the island&apos;s %n empty slots.</source>
        <translation>
            <numerusform>Поповніть %n порожнє місце острова.</numerusform>
            <numerusform>Поповніть %n порожні місця острова.</numerusform>
            <numerusform>Поповніть %n порожніх місць острова.</numerusform>
        </translation>
    </message>
    <message>
        <source>Gain the day&apos;s income, then every squirrel&apos;s loops.</source>
        <translation>Отримайте надходження дня, потім дохід кожної білки.</translation>
    </message>
    <message>
        <source>Refresh every squirrel; everyone wakes up.</source>
        <translation>Відновіть кожну білку; усі прокидаються.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш хід</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from your hand, or from the island for %n more; or go to sleep.</source>
        <translation>
            <numerusform>Не спите: зіграйте карту з руки або з острова на %n дорожче; або лягайте спати.</numerusform>
            <numerusform>Не спите: зіграйте карту з руки або з острова на %n дорожче; або лягайте спати.</numerusform>
            <numerusform>Не спите: зіграйте карту з руки або з острова на %n дорожче; або лягайте спати.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust a refreshed squirrel to gather %1, or pass.</source>
        <translation>Спите: виснажте відновлену білку, щоб зібрати %1, або пасуйте.</translation>
    </message>
    <message>
        <source>Go again!: one more turn, even asleep.</source>
        <translation>Ще хід!: ще один хід, навіть уві сні.</translation>
    </message>
    <message>
        <source>The day ends when the last player falls asleep.</source>
        <translation>День завершується, коли засинає останній гравець.</translation>
    </message>
    <message>
        <source>Paying</source>
        <translation>Оплата</translation>
    </message>
    <message>
        <source>Squirrels cost stamina, items coins; %1 coins pay 1 stamina.</source>
        <translation>Білки коштують витривалість, предмети — монети; 1 витривалість можна оплатити %1 монетами.</translation>
    </message>
    <message>
        <source>At most %1 stamina; each one more becomes 1 nut.</source>
        <translation>Щонайбільше %1 витривалості; кожна понад це стає 1 горіхом.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <source>After day %1: nuts + stash values (+ bonuses). Tie: most squirrels in play, then shared.</source>
        <translation>Після дня %1: горіхи + цінність схованки (+ бонуси). Нічия: більше білок у грі, потім спільна перемога.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Position</name>
    <message>
        <source>expected a card id of the ruleset, found %1</source>
        <translation>очікувався ідентифікатор карти з набору правил, знайдено %1</translation>
    </message>
    <message>
        <source>missing; expected an array of card ids</source>
        <translation>відсутнє; очікувався масив ідентифікаторів карт</translation>
    </message>
    <message>
        <source>expected an array of at most %1 card ids</source>
        <translation>очікувався масив щонайбільше з %1 ідентифікаторів карт</translation>
    </message>
    <message>
        <source>expected an array of at most %1 squirrels</source>
        <translation>очікувався масив щонайбільше з %1 білок</translation>
    </message>
    <message>
        <source>expected a squirrel: an item never stays in play</source>
        <translation>очікувалася білка: предмет ніколи не залишається в грі</translation>
    </message>
    <message>
        <source>expected another squirrel&apos;s position: a guard cannot protect itself</source>
        <translation>очікувалася позиція іншої білки: охоронець не може захищати себе</translation>
    </message>
    <message>
        <source>protectedBy names a squirrel without the ability guard</source>
        <translation>protectedBy вказує на білку без здібності guard</translation>
    </message>
    <message>
        <source>expected an array of %1 slots, each a card id or null</source>
        <translation>очікувався масив з %1 місць, кожне — ідентифікатор карти або null</translation>
    </message>
    <message>
        <source>expected an array of %1 players</source>
        <translation>очікувався масив з %1 гравців</translation>
    </message>
    <message>
        <source>missing; the solo game needs the rival&apos;s object</source>
        <translation>відсутнє; соло-грі потрібен об’єкт суперника</translation>
    </message>
    <message>
        <source>only the solo game has a rival</source>
        <translation>суперник є лише в соло-грі</translation>
    </message>
    <message>
        <source>the card &quot;%1&quot; appears %2 times; the deck has %3</source>
        <translation>карта «%1» трапляється стільки разів: %2; у колоді їх %3</translation>
    </message>
    <message>
        <source>%1 of the card &quot;%2&quot; are nowhere; leave out &quot;deck&quot; to have the rest shuffled into it</source>
        <translation>карт «%2», яких ніде немає: %1; пропустіть «deck», щоб решту було замішано в колоду</translation>
    </message>
    <message>
        <source>everyone is asleep: the day is over; write the next day, or &quot;over&quot;: true</source>
        <translation>усі сплять: день завершено; запишіть наступний день або &quot;over&quot;: true</translation>
    </message>
    <message>
        <source>expected one of: %1</source>
        <translation>очікувалося одне з: %1</translation>
    </message>
    <message>
        <source>expected the player whose turn it is</source>
        <translation>очікувався гравець, чий зараз хід</translation>
    </message>
    <message>
        <source>an awake player plays or sleeps; an asleep one gathers</source>
        <translation>гравець, що не спить, грає карту або лягає спати; той, що спить, збирає</translation>
    </message>
    <message>
        <source>expected the position of &quot;%1&quot; in the player&apos;s tableau</source>
        <translation>очікувалася позиція «%1» в ігровій зоні гравця</translation>
    </message>
    <message>
        <source>an item being played has no position</source>
        <translation>предмет, що розігрується, не має позиції</translation>
    </message>
    <message>
        <source>expected at least 1</source>
        <translation>очікувалося щонайменше 1</translation>
    </message>
    <message>
        <source>the effect %1 of &quot;%2&quot; does not fit this decision</source>
        <translation>ефект %1 карти «%2» не відповідає цьому рішенню</translation>
    </message>
    <message>
        <source>this decision has no choice in this position</source>
        <translation>у цій позиції це рішення не має вибору</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Reference</name>
    <message>
        <source>tree</source>
        <translation>деревна</translation>
    </message>
    <message>
        <source>ground</source>
        <translation>наземна</translation>
    </message>
    <message>
        <source>flying</source>
        <translation>летюча</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>унікальна</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Loops</source>
        <translation>Дохід</translation>
    </message>
    <message>
        <source>Play effect</source>
        <translation>Ефект розіграшу</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Здібність</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>Схованка</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копії</translation>
    </message>
    <message>
        <source>%1 squirrel</source>
        <translation>%1 білка</translation>
    </message>
    <message>
        <source>item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>День</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Витривалість</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монети</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Rival&apos;s stamina</source>
        <translation>Витривалість суперника</translation>
    </message>
    <message numerus="yes">
        <source>Players build a team of squirrels and play items to collect the most nuts over %n day(s). Cards are drawn from one shared deck; hands are hidden; %1 cards lie face up on the island.</source>
        <translation>
            <numerusform>Гравці збирають команду білок і грають предмети, щоб за %n день зібрати найбільше горіхів. Карти беруть зі спільної колоди; руки приховані; %1 карт лежать лицем догори на острові.</numerusform>
            <numerusform>Гравці збирають команду білок і грають предмети, щоб за %n дні зібрати найбільше горіхів. Карти беруть зі спільної колоди; руки приховані; %1 карт лежать лицем догори на острові.</numerusform>
            <numerusform>Гравці збирають команду білок і грають предмети, щоб за %n днів зібрати найбільше горіхів. Карти беруть зі спільної колоди; руки приховані; %1 карт лежать лицем догори на острові.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ресурси</translation>
    </message>
    <message>
        <source>Stamina plays squirrels; a player holds at most %1, and each stamina gained above that becomes 1 nut. Coins play items; %2 coins may pay 1 stamina of a cost. Nuts are points and never go below zero.</source>
        <translation>Витривалістю грають білок; гравець має щонайбільше %1, і кожна отримана понад це витривалість стає 1 горіхом. Монетами грають предмети; 1 витривалість вартості можна оплатити %2 монетами. Горіхи — це очки, і їх ніколи не буває менше нуля.</translation>
    </message>
    <message>
        <source>Morning</source>
        <translation>Ранок</translation>
    </message>
    <message>
        <source>Each day begins with a morning: the first-player token passes on (from the second day), empty island slots are refilled, every player gains the day&apos;s income and collects the loops of every squirrel in play, refreshed or exhausted; then every squirrel is refreshed and every player wakes up.</source>
        <translation>Кожен день починається з ранку: жетон першого гравця переходить далі (з другого дня), порожні місця острова поповнюють, кожен гравець отримує надходження дня та збирає дохід кожної своєї білки в грі, відновленої чи виснаженої; потім усі білки відновлюються й усі гравці прокидаються.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходи</translation>
    </message>
    <message numerus="yes">
        <source>Awake: play a card from the hand, or from the island for %n more (stamina or coins, your choice), and resolve its effects; or go to sleep.</source>
        <translation>
            <numerusform>Не спите: зіграйте карту з руки або з острова на %n дорожче (витривалістю чи монетами, на ваш вибір) і виконайте її ефекти; або лягайте спати.</numerusform>
            <numerusform>Не спите: зіграйте карту з руки або з острова на %n дорожче (витривалістю чи монетами, на ваш вибір) і виконайте її ефекти; або лягайте спати.</numerusform>
            <numerusform>Не спите: зіграйте карту з руки або з острова на %n дорожче (витривалістю чи монетами, на ваш вибір) і виконайте її ефекти; або лягайте спати.</numerusform>
        </translation>
    </message>
    <message>
        <source>Asleep: exhaust one of your refreshed squirrels to gather %1, or pass.</source>
        <translation>Спите: виснажте одну зі своїх відновлених білок, щоб зібрати %1, або пасуйте.</translation>
    </message>
    <message>
        <source>Go again!: take another turn, even asleep; several instances give as many turns.</source>
        <translation>Ще хід!: зробіть ще один хід, навіть уві сні; кілька таких ефектів дають стільки ж ходів.</translation>
    </message>
    <message>
        <source>The day ends the moment the last awake player goes to sleep.</source>
        <translation>День завершується тієї миті, коли останній гравець, що не спить, лягає спати.</translation>
    </message>
    <message>
        <source>Sabotage effects reach opponents awake or asleep. Stashed cards lie face down: nobody looks at them, their owner neither, until the end.</source>
        <translation>Ефекти саботажу діють на супротивників, і тих, що не сплять, і тих, що сплять. Сховані карти лежать лицем донизу: ніхто на них не дивиться, навіть власник, до самого кінця.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Кінець</translation>
    </message>
    <message>
        <source>After the last day, stashes are revealed: a score is the nuts plus the stash values of the stashed cards (and any ability bonus). A tie goes to the most squirrels in play; still tied, the victory is shared.</source>
        <translation>Після останнього дня схованки відкривають: очки — це горіхи плюс цінність схованих карт (і бонуси здібностей). За нічиєї перемагає той, хто має більше білок у грі; якщо й далі нічия, перемогу ділять.</translation>
    </message>
    <message>
        <source>Solo game</source>
        <translation>Соло-гра</translation>
    </message>
    <message>
        <source>The rival starts with %1 and the first-player token. On its turn, awake with stamina left, it rolls a %2-sided die and takes the island card of that slot (an empty slot or a higher roll: the deck&apos;s top card): a squirrel joins its play area for 1 stamina, an item is discarded, and only sabotage is resolved, always against you. With no stamina it sleeps; asleep it exhausts one squirrel a turn for 1 nut. It collects no income, no loops, and has no abilities.</source>
        <translation>Суперник починає з %1 і жетоном першого гравця. У свій хід, якщо не спить і має витривалість, він кидає %2-гранний кубик і бере карту острова з відповідного місця (порожнє місце чи більше число — верхню карту колоди): білка приєднується до його ігрової зони за 1 витривалість, предмет скидається, а розігрується лише саботаж, завжди проти вас. Без витривалості він засинає; уві сні виснажує одну білку за хід і отримує 1 горіх. Він не отримує надходжень і доходу білок та не має здібностей.</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::Ruleset</name>
    <message>
        <source>none</source>
        <translation>немає</translation>
    </message>
    <message>
        <source>gain nuts</source>
        <translation>отримати горіхи</translation>
    </message>
    <message>
        <source>gain coins</source>
        <translation>отримати монети</translation>
    </message>
    <message>
        <source>gain stamina</source>
        <translation>отримати витривалість</translation>
    </message>
    <message>
        <source>draw cards</source>
        <translation>взяти карти</translation>
    </message>
    <message>
        <source>go again</source>
        <translation>ще хід</translation>
    </message>
    <message>
        <source>stash from hand</source>
        <translation>сховати з руки</translation>
    </message>
    <message>
        <source>stash from deck</source>
        <translation>сховати з колоди</translation>
    </message>
    <message>
        <source>refresh own squirrels</source>
        <translation>відновити власних білок</translation>
    </message>
    <message>
        <source>nuts per tree squirrel</source>
        <translation>горіхи за деревну білку</translation>
    </message>
    <message>
        <source>nuts per ground squirrel</source>
        <translation>горіхи за наземну білку</translation>
    </message>
    <message>
        <source>nuts per flying squirrel</source>
        <translation>горіхи за летючу білку</translation>
    </message>
    <message>
        <source>look and keep one</source>
        <translation>переглянути й залишити одну</translation>
    </message>
    <message>
        <source>collect loops by exhausting</source>
        <translation>зібрати дохід виснаженням</translation>
    </message>
    <message>
        <source>protect a squirrel</source>
        <translation>захистити білку</translation>
    </message>
    <message>
        <source>sabotage: take nuts</source>
        <translation>саботаж: забрати горіхи</translation>
    </message>
    <message>
        <source>sabotage: take coins</source>
        <translation>саботаж: забрати монети</translation>
    </message>
    <message>
        <source>sabotage: exhaust tree squirrels</source>
        <translation>саботаж: виснажити деревних білок</translation>
    </message>
    <message>
        <source>sabotage: exhaust ground squirrels</source>
        <translation>саботаж: виснажити наземних білок</translation>
    </message>
    <message>
        <source>sabotage: exhaust flying squirrels</source>
        <translation>саботаж: виснажити летючих білок</translation>
    </message>
    <message>
        <source>sabotage: raid stash</source>
        <translation>саботаж: пограбувати схованку</translation>
    </message>
    <message>
        <source>sabotage: each loses nuts</source>
        <translation>саботаж: кожен втрачає горіхи</translation>
    </message>
    <message>
        <source>sabotage: each loses coins</source>
        <translation>саботаж: кожен втрачає монети</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a tree squirrel</source>
        <translation>саботаж: кожен виснажує деревну білку</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a ground squirrel</source>
        <translation>саботаж: кожен виснажує наземну білку</translation>
    </message>
    <message>
        <source>sabotage: each exhausts a flying squirrel</source>
        <translation>саботаж: кожен виснажує летючу білку</translation>
    </message>
    <message>
        <source>nuts when exhausted</source>
        <translation>горіхи за виснаження</translation>
    </message>
    <message>
        <source>guard (protects a squirrel)</source>
        <translation>охорона (захищає білку)</translation>
    </message>
    <message>
        <source>watch (coins for flying, cards for ground)</source>
        <translation>варта (монети за летючих, карти за наземних)</translation>
    </message>
    <message>
        <source>stash guard (safe stash, end bonus)</source>
        <translation>охорона схованки (безпечна схованка, бонус наприкінці)</translation>
    </message>
    <message>
        <source>gather on going to sleep</source>
        <translation>збирання, лягаючи спати</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карти</translation>
    </message>
    <message>
        <source>Every card of the deck: squirrels stay in play and give loops each morning; items are played for their effects and discarded.</source>
        <translation>Усі карти колоди: білки залишаються в грі й щоранку приносять дохід; предмети грають заради ефектів і скидають.</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>The card&apos;s id: lower-case letters, digits and hyphens; records name the card by it.</source>
        <translation>Ідентифікатор карти: малі літери, цифри й дефіси; записи називають карту за ним.</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>A squirrel costs stamina and stays in play; an item costs coins and is discarded.</source>
        <translation>Білка коштує витривалість і залишається в грі; предмет коштує монети й скидається.</translation>
    </message>
    <message>
        <source>squirrel</source>
        <translation>білка</translation>
    </message>
    <message>
        <source>item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>Effect 1</source>
        <translation>Ефект 1</translation>
    </message>
    <message>
        <source>The first play effect.</source>
        <translation>Перший ефект розіграшу.</translation>
    </message>
    <message>
        <source>Effect 2</source>
        <translation>Ефект 2</translation>
    </message>
    <message>
        <source>The second play effect, resolved after the first.</source>
        <translation>Другий ефект розіграшу, виконується після першого.</translation>
    </message>
    <message>
        <source>Effect 3</source>
        <translation>Ефект 3</translation>
    </message>
    <message>
        <source>The third play effect, resolved last.</source>
        <translation>Третій ефект розіграшу, виконується останнім.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Здібність</translation>
    </message>
    <message>
        <source>What the squirrel does while it is refreshed (unique squirrels).</source>
        <translation>Що робить білка, поки вона відновлена (унікальні білки).</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Деревна</translation>
    </message>
    <message>
        <source>A tree squirrel.</source>
        <translation>Деревна білка.</translation>
    </message>
    <message>
        <source>Ground</source>
        <translation>Наземна</translation>
    </message>
    <message>
        <source>A ground squirrel.</source>
        <translation>Наземна білка.</translation>
    </message>
    <message>
        <source>Flying</source>
        <translation>Летюча</translation>
    </message>
    <message>
        <source>A flying squirrel.</source>
        <translation>Летюча білка.</translation>
    </message>
    <message>
        <source>Unique</source>
        <translation>Унікальна</translation>
    </message>
    <message>
        <source>A unique squirrel (usually one copy, with an ability).</source>
        <translation>Унікальна білка (зазвичай одна копія, зі здібністю).</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Вартість</translation>
    </message>
    <message>
        <source>Stamina for a squirrel, coins for an item.</source>
        <translation>Витривалість для білки, монети для предмета.</translation>
    </message>
    <message>
        <source>Nut loops</source>
        <translation>Дохід: горіхи</translation>
    </message>
    <message>
        <source>Nuts it gives each morning while in play.</source>
        <translation>Горіхи, які вона приносить щоранку, поки в грі.</translation>
    </message>
    <message>
        <source>Stamina loops</source>
        <translation>Дохід: витривалість</translation>
    </message>
    <message>
        <source>Stamina it gives each morning while in play.</source>
        <translation>Витривалість, яку вона приносить щоранку, поки в грі.</translation>
    </message>
    <message>
        <source>Coin loops</source>
        <translation>Дохід: монети</translation>
    </message>
    <message>
        <source>Coins it gives each morning while in play.</source>
        <translation>Монети, які вона приносить щоранку, поки в грі.</translation>
    </message>
    <message>
        <source>Card loops</source>
        <translation>Дохід: карти</translation>
    </message>
    <message>
        <source>Cards it draws each morning while in play.</source>
        <translation>Карти, які вона бере щоранку, поки в грі.</translation>
    </message>
    <message>
        <source>Stash value</source>
        <translation>Цінність у схованці</translation>
    </message>
    <message>
        <source>Nuts it scores at the end if it is in a stash.</source>
        <translation>Горіхи, які вона приносить наприкінці, якщо лежить у схованці.</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копії</translation>
    </message>
    <message>
        <source>How many of it the deck holds.</source>
        <translation>Скільки таких карт містить колода.</translation>
    </message>
    <message>
        <source>Amount 1</source>
        <translation>Кількість 1</translation>
    </message>
    <message>
        <source>The first effect&apos;s number.</source>
        <translation>Число першого ефекту.</translation>
    </message>
    <message>
        <source>Amount 2</source>
        <translation>Кількість 2</translation>
    </message>
    <message>
        <source>The second effect&apos;s number.</source>
        <translation>Число другого ефекту.</translation>
    </message>
    <message>
        <source>Amount 3</source>
        <translation>Кількість 3</translation>
    </message>
    <message>
        <source>The third effect&apos;s number.</source>
        <translation>Число третього ефекту.</translation>
    </message>
    <message>
        <source>Ability amount</source>
        <translation>Кількість здібності</translation>
    </message>
    <message>
        <source>The ability&apos;s number.</source>
        <translation>Число здібності.</translation>
    </message>
    <message>
        <source>Island income by day</source>
        <translation>Надходження острова за днями</translation>
    </message>
    <message>
        <source>One row per day, in order: what every player gains in that day&apos;s morning, and the solo rival&apos;s stamina.</source>
        <translation>Один рядок на день, по порядку: що отримує кожен гравець уранці цього дня, і витривалість соло-суперника.</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Витривалість</translation>
    </message>
    <message>
        <source>Stamina each player gains in the morning.</source>
        <translation>Витривалість, яку кожен гравець отримує вранці.</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Монети</translation>
    </message>
    <message>
        <source>Coins each player gains in the morning.</source>
        <translation>Монети, які кожен гравець отримує вранці.</translation>
    </message>
    <message>
        <source>Cards each player draws in the morning.</source>
        <translation>Карти, які кожен гравець бере вранці.</translation>
    </message>
    <message>
        <source>Rival stamina</source>
        <translation>Витривалість суперника</translation>
    </message>
    <message>
        <source>The solo rival&apos;s stamina that day: the squirrels it plays before it sleeps.</source>
        <translation>Витривалість соло-суперника цього дня: білки, яких він грає, перш ніж заснути.</translation>
    </message>
    <message>
        <source>Days</source>
        <translation>Дні</translation>
    </message>
    <message>
        <source>Days in a game; the island income table has one row per day.</source>
        <translation>Днів у грі; таблиця надходжень острова має один рядок на день.</translation>
    </message>
    <message>
        <source>Stamina cap</source>
        <translation>Межа витривалості</translation>
    </message>
    <message>
        <source>The most stamina a player can hold; each stamina gained above it becomes 1 nut.</source>
        <translation>Найбільша витривалість, яку може мати гравець; кожна отримана понад неї витривалість стає 1 горіхом.</translation>
    </message>
    <message>
        <source>Coins per stamina</source>
        <translation>Монет за витривалість</translation>
    </message>
    <message>
        <source>Coins a player may pay instead of 1 stamina of a cost.</source>
        <translation>Скільки монет гравець може заплатити замість 1 витривалості вартості.</translation>
    </message>
    <message>
        <source>Island surcharge</source>
        <translation>Надбавка острова</translation>
    </message>
    <message>
        <source>Extra cost of a card played from the island, paid in stamina or coins at the player&apos;s choice.</source>
        <translation>Додаткова вартість карти, зіграної з острова, оплачується витривалістю чи монетами на вибір гравця.</translation>
    </message>
    <message>
        <source>Island slots</source>
        <translation>Місця острова</translation>
    </message>
    <message>
        <source>Face-up cards on the island, refilled each morning.</source>
        <translation>Карти лицем догори на острові, що їх поповнюють щоранку.</translation>
    </message>
    <message>
        <source>Nuts per gather</source>
        <translation>Горіхів за збирання</translation>
    </message>
    <message>
        <source>Nuts an asleep player gains by exhausting one of their squirrels.</source>
        <translation>Горіхи, які отримує гравець, що спить, виснаживши одну зі своїх білок.</translation>
    </message>
    <message>
        <source>Rival&apos;s starting nuts</source>
        <translation>Стартові горіхи суперника</translation>
    </message>
    <message>
        <source>Nuts the solo rival starts with; more makes the game harder.</source>
        <translation>Горіхи, з якими починає соло-суперник; що більше, то складніша гра.</translation>
    </message>
    <message>
        <source>Rival&apos;s die</source>
        <translation>Кубик суперника</translation>
    </message>
    <message>
        <source>Sides of the die the rival rolls for an island slot; a roll past the slots or on an empty slot takes the top card of the deck.</source>
        <translation>Кількість граней кубика, який кидає суперник, вибираючи місце острова; кидок понад кількість місць або на порожнє місце бере верхню карту колоди.</translation>
    </message>
    <message>
        <source>Rival&apos;s cards a day</source>
        <translation>Карт суперника за день</translation>
    </message>
    <message>
        <source>The rival goes to sleep after taking this many cards in a day, whatever its stamina (a safeguard for decks with few squirrels).</source>
        <translation>Суперник лягає спати, взявши стільки карт за день, хоч би якою була його витривалість (запобіжник для колод із малою кількістю білок).</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ресурси</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходи</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Соло</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>карт</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>монет</translation>
    </message>
    <message>
        <source>days</source>
        <translation>днів</translation>
    </message>
    <message>
        <source>nuts</source>
        <translation>горіхів</translation>
    </message>
    <message>
        <source>sides</source>
        <translation>сторін</translation>
    </message>
    <message>
        <source>stamina</source>
        <translation>витривалості</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelGame</name>
    <message>
        <source>Day %1</source>
        <translation>День %1</translation>
    </message>
    <message>
        <source>Players per game</source>
        <translation>Гравців за гру</translation>
    </message>
    <message>
        <source>Players in a game (the solo rival not counted).</source>
        <translation>Гравців у грі (соло-суперника не враховано).</translation>
    </message>
    <message>
        <source>Final score of a player</source>
        <translation>Фінальні очки гравця</translation>
    </message>
    <message>
        <source>The mean final score (nuts, stash and bonus) of all players.</source>
        <translation>Середні фінальні очки (горіхи, схованка й бонус) усіх гравців.</translation>
    </message>
    <message>
        <source>Score spread</source>
        <translation>Розкид очок</translation>
    </message>
    <message>
        <source>The best final score of a game minus the worst (the solo rival included).</source>
        <translation>Найкращі фінальні очки гри мінус найгірші (з урахуванням соло-суперника).</translation>
    </message>
    <message>
        <source>Played per game</source>
        <translation>Зіграно за гру</translation>
    </message>
    <message>
        <source>How often the card is played in a game.</source>
        <translation>Як часто карту грають за гру.</translation>
    </message>
    <message>
        <source>Players who played it</source>
        <translation>Гравці, що її зіграли</translation>
    </message>
    <message>
        <source>Players who played the card at least once, over all games.</source>
        <translation>Гравці, які зіграли карту хоча б раз, за всі ігри.</translation>
    </message>
    <message>
        <source>Final score of its players</source>
        <translation>Фінальні очки її гравців</translation>
    </message>
    <message>
        <source>The mean final score of the players who played the card.</source>
        <translation>Середні фінальні очки гравців, які зіграли карту.</translation>
    </message>
    <message>
        <source>Edge of the card</source>
        <translation>Перевага карти</translation>
    </message>
    <message>
        <source>The mean final score of its players minus that of all players: positive when players who play it do better than players in general.</source>
        <translation>Середні фінальні очки її гравців мінус середні очки всіх гравців: додатна, коли гравці, що її грають, мають кращий результат, ніж гравці загалом.</translation>
    </message>
    <message>
        <source>Resources gained</source>
        <translation>Отримані ресурси</translation>
    </message>
    <message>
        <source>Nuts, stamina, coins and cards all players gained that day, per game.</source>
        <translation>Горіхи, витривалість, монети й карти, отримані всіма гравцями за цей день, на одну гру.</translation>
    </message>
    <message>
        <source>play a card or go to sleep</source>
        <translation>зіграти карту або лягти спати</translation>
    </message>
    <message>
        <source>gather: exhaust a squirrel, or pass</source>
        <translation>зібрати: виснажити білку або пасувати</translation>
    </message>
    <message>
        <source>choose the opponent</source>
        <translation>вибрати супротивника</translation>
    </message>
    <message>
        <source>stash a card from your hand</source>
        <translation>сховати карту з руки</translation>
    </message>
    <message>
        <source>exhaust a squirrel</source>
        <translation>виснажити білку</translation>
    </message>
    <message>
        <source>keep one of the cards looked at</source>
        <translation>залишити одну з переглянутих карт</translation>
    </message>
    <message>
        <source>exhaust a squirrel to collect its loops</source>
        <translation>виснажити білку, щоб зібрати її дохід</translation>
    </message>
    <message>
        <source>choose the squirrel to protect</source>
        <translation>вибрати білку, яку захистити</translation>
    </message>
    <message>
        <source>refresh a squirrel</source>
        <translation>відновити білку</translation>
    </message>
    <message>
        <source>The game is over: final scores.</source>
        <translation>Гру завершено: фінальні очки.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden from the players until the end, the totals count them as if the game ended now.</source>
        <translation>Триває день %1; схованки приховані від гравців до кінця, підсумки враховують їх так, ніби гра завершилася зараз.</translation>
    </message>
    <message>
        <source>Day %1 in play; stashes are hidden until the end, so the totals are the nuts so far.</source>
        <translation>Триває день %1; схованки приховані до кінця, тож підсумки — це горіхи на цей момент.</translation>
    </message>
    <message>
        <source>%1 (wins)</source>
        <translation>%1 (перемога)</translation>
    </message>
    <message>
        <source>  nuts: %1</source>
        <translation>  горіхи: %1</translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s), value hidden</source>
        <translation>
            <numerusform>  схованка: %n карта, цінність прихована</numerusform>
            <numerusform>  схованка: %n карти, цінність прихована</numerusform>
            <numerusform>  схованка: %n карт, цінність прихована</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  stash: %n card(s) worth %1 nuts</source>
        <translation>
            <numerusform>  схованка: %n карта, цінність у горіхах: %1</numerusform>
            <numerusform>  схованка: %n карти, цінність у горіхах: %1</numerusform>
            <numerusform>  схованка: %n карт, цінність у горіхах: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>  bonus: %1 nuts</source>
        <translation>  бонус у горіхах: %1</translation>
    </message>
    <message>
        <source>  squirrels in play: %1</source>
        <translation>  білок у грі: %1</translation>
    </message>
    <message>
        <source>  total: %1 points</source>
        <translation>  усього: %1 оч.</translation>
    </message>
    <message numerus="yes">
        <source>Squirrel, costs %n stamina.</source>
        <translation>
            <numerusform>Білка, коштує %n витривалість.</numerusform>
            <numerusform>Білка, коштує %n витривалості.</numerusform>
            <numerusform>Білка, коштує %n витривалості.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Item, costs %n coin(s).</source>
        <translation>
            <numerusform>Предмет, коштує %n монету.</numerusform>
            <numerusform>Предмет, коштує %n монети.</numerusform>
            <numerusform>Предмет, коштує %n монет.</numerusform>
        </translation>
    </message>
    <message>
        <source>Loops: %1.</source>
        <translation>Дохід: %1.</translation>
    </message>
    <message>
        <source>Stash value %1.</source>
        <translation>Цінність у схованці %1.</translation>
    </message>
    <message>
        <source>no such card in these rules</source>
        <translation>у цих правилах немає такої карти</translation>
    </message>
    <message>
        <source>unknown payment</source>
        <translation>невідомий спосіб оплати</translation>
    </message>
    <message numerus="yes">
        <source>the island has %n slot(s)</source>
        <translation>
            <numerusform>острів має %n місце</numerusform>
            <numerusform>острів має %n місця</numerusform>
            <numerusform>острів має %n місць</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not in island slot %2</source>
        <translation>%1 немає на місці острова %2</translation>
    </message>
    <message>
        <source>these rules have no island surcharge to pay</source>
        <translation>у цих правилах немає надбавки острова</translation>
    </message>
    <message>
        <source>a card from the hand has no island surcharge</source>
        <translation>карта з руки не має надбавки острова</translation>
    </message>
    <message>
        <source>%1 is not in your hand</source>
        <translation>%1 немає у вашій руці</translation>
    </message>
    <message>
        <source>you have no room for more squirrels (%1)</source>
        <translation>у вас немає місця для нових білок (%1)</translation>
    </message>
    <message>
        <source>you cannot afford %1</source>
        <translation>вам не вистачає на %1</translation>
    </message>
    <message>
        <source>pay between %1 and %2 stamina of the cost with coins</source>
        <translation>оплатіть від %1 до %2 витривалості вартості монетами</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>гру завершено</translation>
    </message>
    <message>
        <source>malformed decision</source>
        <translation>некоректне рішення</translation>
    </message>
    <message>
        <source>now play a card or go to sleep</source>
        <translation>зараз зіграйте карту або лягайте спати</translation>
    </message>
    <message>
        <source>that is not one of the choices: now %1</source>
        <translation>такого варіанта немає: зараз — %1</translation>
    </message>
    <message>
        <source>The rival</source>
        <translation>Суперник</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Гравець %1</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>expected one of: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</source>
        <translation>очікувалося одне з: play, sleep, gather, pass, target, stash, done, exhaust, keep, collect, protect, refresh</translation>
    </message>
    <message>
        <source>expected a card id, found &quot;%1&quot;</source>
        <translation>очікувався ідентифікатор карти, знайдено «%1»</translation>
    </message>
    <message>
        <source>expected &quot;hand&quot; or an island slot from 1 to %1</source>
        <translation>очікувалося &quot;hand&quot; або місце острова від 1 до %1</translation>
    </message>
    <message>
        <source>expected &quot;stamina&quot; or &quot;coins&quot;</source>
        <translation>очікувалося &quot;stamina&quot; або &quot;coins&quot;</translation>
    </message>
    <message>
        <source>%1 (squirrel %2)</source>
        <translation>%1 (білка %2)</translation>
    </message>
    <message>
        <source>Play an unknown card</source>
        <translation>Зіграти невідому карту</translation>
    </message>
    <message>
        <source>free</source>
        <translation>безкоштовно</translation>
    </message>
    <message>
        <source> and </source>
        <translation> і </translation>
    </message>
    <message>
        <source>Play %1 from the hand, paying %2</source>
        <translation>Зіграти %1 з руки, сплативши %2</translation>
    </message>
    <message>
        <source>Play %1 from island slot %2, paying %3</source>
        <translation>Зіграти %1 з місця острова %2, сплативши %3</translation>
    </message>
    <message>
        <source>Go to sleep</source>
        <translation>Лягти спати</translation>
    </message>
    <message>
        <source>Gather with %1</source>
        <translation>Зібрати за допомогою: %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Sabotage %1</source>
        <translation>Саботаж проти: %1</translation>
    </message>
    <message>
        <source>Stash %1</source>
        <translation>Сховати %1</translation>
    </message>
    <message>
        <source>Stash a card from the hand</source>
        <translation>Сховати карту з руки</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Exhaust %1 of %2</source>
        <translation>Виснажити %1 гравця %2</translation>
    </message>
    <message>
        <source>Keep %1</source>
        <translation>Залишити %1</translation>
    </message>
    <message>
        <source>Keep one of the cards looked at</source>
        <translation>Залишити одну з переглянутих карт</translation>
    </message>
    <message>
        <source>Exhaust %1 and collect its loops</source>
        <translation>Виснажити %1 і зібрати її дохід</translation>
    </message>
    <message>
        <source>Protect %1</source>
        <translation>Захистити %1</translation>
    </message>
    <message>
        <source>Refresh %1</source>
        <translation>Відновити %1</translation>
    </message>
    <message>
        <source>Day %1 begins; %2 starts.</source>
        <translation>Починається день %1; першим ходить %2.</translation>
    </message>
    <message>
        <source>%1 comes to island slot %2.</source>
        <translation>%1 з’являється на місці острова %2.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>Скид перемішано в нову колоду з %n карти.</numerusform>
            <numerusform>Скид перемішано в нову колоду з %n карт.</numerusform>
            <numerusform>Скид перемішано в нову колоду з %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the island&apos;s income: %2, %3, %4.</source>
        <translation>%1 отримує надходження острова: %2, %3, %4.</translation>
    </message>
    <message>
        <source>a squirrel</source>
        <translation>білка</translation>
    </message>
    <message>
        <source>%1&apos;s %2 loops: %3.</source>
        <translation>%2 гравця %1 приносить дохід: %3.</translation>
    </message>
    <message>
        <source>%1&apos;s stamina is full: %2 instead.</source>
        <translation>Витривалість гравця %1 повна: натомість %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 бере %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <translation>
            <numerusform>%1 бере %n карту.</numerusform>
            <numerusform>%1 бере %n карти.</numerusform>
            <numerusform>%1 бере %n карт.</numerusform>
        </translation>
    </message>
    <message>
        <source>from the hand</source>
        <translation>з руки</translation>
    </message>
    <message>
        <source>from island slot %1</source>
        <translation>з місця острова %1</translation>
    </message>
    <message>
        <source>The rival takes %1 %2.</source>
        <translation>Суперник бере %1 %2.</translation>
    </message>
    <message>
        <source>from the deck</source>
        <translation>з колоди</translation>
    </message>
    <message>
        <source>%1 plays %2 %3.</source>
        <translation>%1 грає %2 %3.</translation>
    </message>
    <message>
        <source>%1 plays %2 %3, paying %4.</source>
        <translation>%1 грає %2 %3, сплативши %4.</translation>
    </message>
    <message>
        <source>%1 goes to sleep.</source>
        <translation>%1 лягає спати.</translation>
    </message>
    <message>
        <source>%1 exhausts a squirrel and gathers %2.</source>
        <translation>%1 виснажує білку й збирає %2.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 пасує.</translation>
    </message>
    <message>
        <source>Go again! %1 takes another turn.</source>
        <extracomment>&quot;Go again!&quot; is the keyword printed on cards.</extracomment>
        <translation>Ще хід! %1 ходить ще раз.</translation>
    </message>
    <message>
        <source>%1 gains %2.</source>
        <translation>%1 отримує %2.</translation>
    </message>
    <message>
        <source>%1 stashes the top card of the deck, unseen.</source>
        <translation>%1 ховає верхню карту колоди, не дивлячись.</translation>
    </message>
    <message>
        <source>%1 stashes %2.</source>
        <translation>%1 ховає %2.</translation>
    </message>
    <message>
        <source>%1 stashes a card from the hand.</source>
        <translation>%1 ховає карту з руки.</translation>
    </message>
    <message>
        <source>Sabotage! %1 takes %2 from %3.</source>
        <translation>Саботаж! %1 забирає %2 у гравця %3.</translation>
    </message>
    <message>
        <source>Sabotage! %1 loses %2.</source>
        <translation>Саботаж! %1 втрачає %2.</translation>
    </message>
    <message>
        <source>%1 exhausts %2.</source>
        <translation>%1 виснажує %2.</translation>
    </message>
    <message>
        <source>Sabotage! %1 exhausts %2 of %3.</source>
        <translation>Саботаж! %1 виснажує %2 гравця %3.</translation>
    </message>
    <message numerus="yes">
        <source>Sabotage! %1 moves %n card(s) from %2&apos;s stash into their own, unseen.</source>
        <translation>
            <numerusform>Саботаж! %1 перекладає %n карту зі схованки гравця %2 до своєї, не дивлячись.</numerusform>
            <numerusform>Саботаж! %1 перекладає %n карти зі схованки гравця %2 до своєї, не дивлячись.</numerusform>
            <numerusform>Саботаж! %1 перекладає %n карт зі схованки гравця %2 до своєї, не дивлячись.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s stash is guarded: the raid fails.</source>
        <translation>Схованка гравця %1 під охороною: набіг не вдається.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 is protected.</source>
        <translation>Білка %2 гравця %1 під захистом.</translation>
    </message>
    <message>
        <source>%1 refreshes squirrel %2.</source>
        <translation>%1 відновлює білку %2.</translation>
    </message>
    <message>
        <source>%1&apos;s squirrel %2 now protects squirrel %3.</source>
        <translation>Білка %2 гравця %1 тепер захищає білку %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 looks at the top %n card(s) of the deck.</source>
        <translation>
            <numerusform>%1 переглядає верхню %n карту колоди.</numerusform>
            <numerusform>%1 переглядає верхні %n карти колоди.</numerusform>
            <numerusform>%1 переглядає верхні %n карт колоди.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps %2.</source>
        <translation>%1 залишає %2.</translation>
    </message>
    <message>
        <source>%1 is discarded.</source>
        <translation>%1 скинуто.</translation>
    </message>
    <message>
        <source>The rival rolls %1: no card there, it takes the top of the deck.</source>
        <translation>Суперник викидає %1: там немає карти, він бере верхню карту колоди.</translation>
    </message>
    <message>
        <source>The rival rolls %1.</source>
        <translation>Суперник викидає %1.</translation>
    </message>
    <message>
        <source>Everyone is asleep: day %1 ends.</source>
        <translation>Усі сплять: день %1 завершується.</translation>
    </message>
    <message>
        <source>%1&apos;s stash holds %2.</source>
        <translation>Схованка гравця %1 містить: %2.</translation>
    </message>
    <message>
        <source>%1 scores %2: %3 nuts, %4 from the stash, %5 bonus.</source>
        <translation>%1 набирає %2: горіхи %3, схованка %4, бонус %5.</translation>
    </message>
    <message>
        <source>The game is over: %1 share the victory.</source>
        <translation>Гру завершено: %1 ділять перемогу.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The game is over: %1 wins.</source>
        <translation>Гру завершено: перемагає %1.</translation>
    </message>
    <message>
        <source>%1 has nothing to act on.</source>
        <translation>%1 не має на що подіяти.</translation>
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
        <translation>Двоє гравців</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Троє гравців</translation>
    </message>
    <message>
        <source>Four players</source>
        <translation>Четверо гравців</translation>
    </message>
    <message>
        <source>Five players</source>
        <translation>П’ятеро гравців</translation>
    </message>
    <message>
        <source>Solo against the rival</source>
        <translation>Соло проти суперника</translation>
    </message>
    <message>
        <source>Exhaust while asleep</source>
        <extracomment>How the squirrel to exhaust is chosen while the player is asleep (BGA&apos;s &quot;auto-exhaust&quot;).</extracomment>
        <translation>Виснаження уві сні</translation>
    </message>
    <message>
        <source>Choose myself</source>
        <translation>Вибирати самому</translation>
    </message>
    <message>
        <source>In the suggested order</source>
        <translation>У запропонованому порядку</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>Навмання</translation>
    </message>
</context>
<context>
    <name>isle::squirrelisland::SquirrelRules</name>
    <message>
        <source>unknown effect kind &quot;%1&quot;</source>
        <translation>невідомий вид ефекту «%1»</translation>
    </message>
    <message>
        <source>expected at least 1 for the effect &quot;%1&quot;</source>
        <translation>для ефекту «%1» очікувалося щонайменше 1</translation>
    </message>
    <message>
        <source>expected at most %1 cards to look at</source>
        <translation>очікувалося щонайбільше %1 карт для перегляду</translation>
    </message>
    <message>
        <source>unknown ability &quot;%1&quot;</source>
        <translation>невідома здібність «%1»</translation>
    </message>
    <message>
        <source>expected at least 1 for the ability &quot;%1&quot;</source>
        <translation>для здібності «%1» очікувалося щонайменше 1</translation>
    </message>
    <message>
        <source>a card with no cost and no effect, loop or ability; give it a cost or something to do</source>
        <translation>карта без вартості й без ефекту, доходу чи здібності; задайте їй вартість або якусь дію</translation>
    </message>
    <message>
        <source>a squirrel needs a habitat: tree, ground, flying or unique</source>
        <translation>білці потрібне середовище: деревна, наземна, летюча або унікальна</translation>
    </message>
    <message>
        <source>an item without effects does nothing when played</source>
        <translation>предмет без ефектів нічого не робить, коли його грають</translation>
    </message>
    <message>
        <source>an item&apos;s loops are never collected: items do not stay in play</source>
        <translation>дохід предмета ніколи не збирають: предмети не залишаються в грі</translation>
    </message>
    <message>
        <source>an item&apos;s ability never works: items do not stay in play</source>
        <translation>здібність предмета ніколи не діє: предмети не залишаються в грі</translation>
    </message>
    <message>
        <source>the effect &quot;protect&quot; needs a squirrel with the ability &quot;guard&quot;</source>
        <translation>ефект «protect» потребує білки зі здібністю «guard»</translation>
    </message>
    <message>
        <source>a guard without the effect &quot;protect&quot; never protects anything</source>
        <translation>охоронець без ефекту «protect» ніколи нічого не захищає</translation>
    </message>
    <message>
        <source>the ids &quot;%1&quot; and &quot;%2&quot; share the same short key in records; rename one</source>
        <translation>ідентифікатори «%1» і «%2» мають однаковий короткий ключ у записах; перейменуйте один</translation>
    </message>
    <message>
        <source>the deck holds %1 cards; expected at most %2</source>
        <translation>колода містить %1 карт; очікувалося щонайбільше %2</translation>
    </message>
    <message>
        <source>the deck holds %1 cards, fewer than the island&apos;s %2 slots</source>
        <translation>колода містить %1 карт, менше, ніж %2 місць острова</translation>
    </message>
    <message>
        <source>expected %1 rows, one per day (dayCount), found %2</source>
        <translation>очікувалося %1 рядків, по одному на день (dayCount), знайдено %2</translation>
    </message>
    <message>
        <source>day %1 has no income: expected some stamina, coins or cards</source>
        <translation>день %1 не має надходжень: очікувалися витривалість, монети чи карти</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Design the rules of an island game.</source>
        <translation>Створюйте правила острівної гри.</translation>
    </message>
    <message>
        <source>The game whose default rules to edit.</source>
        <translation>Гра, типові правила якої редагувати.</translation>
    </message>
    <message>
        <source>A ruleset file to open.</source>
        <translation>Файл набору правил, який відкрити.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;; expected one of: %2</source>
        <translation>Невідома гра «%1»; очікувалася одна з: %2</translation>
    </message>
    <message>
        <source>The rules could not be opened:

%1</source>
        <translation>Не вдалося відкрити правила:

%1</translation>
    </message>
    <message>
        <source>A game record to open, or a ruleset to open in the rules editor.</source>
        <translation>Запис гри, який відкрити, або набір правил, який відкрити в редакторі правил.</translation>
    </message>
    <message>
        <source>Open the file as the window does, print the window&apos;s title and quit: the exit status is 0 when the file opened and 2 when it did not, with the reason on standard error. For scripts and tests.</source>
        <translation>Відкрити файл так, як це робить вікно, вивести заголовок вікна й завершити роботу: код виходу 0, якщо файл відкрився, і 2, якщо ні, з причиною в стандартному потоці помилок. Для скриптів і тестів.</translation>
    </message>
    <message>
        <source>--quit-after-open needs a file to open.</source>
        <translation>--quit-after-open потребує файлу, який відкрити.</translation>
    </message>
    <message>
        <source>Play, design and print island board games: %1.</source>
        <extracomment>%1 lists the names of the games, separated by commas</extracomment>
        <translation>Грайте, створюйте й друкуйте острівні настільні ігри: %1.</translation>
    </message>
</context>
</TS>
