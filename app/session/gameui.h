#pragma once

#include <QList>
#include <QColor>
#include <QJsonObject>
#include <QString>
#include <QUrl>

namespace isle::app {

class GameScreen;
class GameSession;

// One count the seat panel shows for each seat: the key of the number in the seat's entry
// of the observation ("handCount") and what people read, translated, with %1 for the number.
struct SeatCount
{
    QString key;
    QString label;
};

// What the desktop suite shows of one game, registered like the engine's GameModule:
// the game's own QML for the board area and the side column, the object those pages
// bind to, and where its art lives. The window, the new-game dialog, the editor and the
// lab ask the registry; none of them includes a game's header. A game without a GameUi
// is still played, from the generic list of choices in the engine's words.
class GameUi
{
public:
    virtual ~GameUi() = default;

    virtual QString gameId() const = 0; // the GameModule id it shows
    // The page in the board's place and the panel under the seats (qrc URLs of the
    // game's QML module); empty for none.
    virtual QUrl boardPage() const = 0;
    virtual QUrl sidePanel() const { return {}; }
    // The game's art folder (ending in "/"), for the shared panels' few images: a side's
    // disc is <art>players/side-N.svg, a hidden hand item <art>backs/token-back.svg, a
    // coin <art>icons/coin.svg. Empty: the shared panels show colours and numbers only.
    virtual QString artFolder() const { return {}; }
    // The object the game's pages bind to (GameSession.screen), made for each game the
    // session starts; the session owns it.
    virtual GameScreen *createScreen(GameSession &session) const = 0;
    // What the board's marks mean, for the rules reference: an HTML fragment (a heading
    // and a table) with every text escaped; empty when the board needs no legend.
    virtual QString boardLegend() const { return {}; }
    // What the seat panel counts for each seat, in order, in the game's own words (its
    // hand and pile, its hand and stash…); a seat whose entry lacks a key skips it. None
    // by default: only the game knows what its counts mean.
    virtual QList<SeatCount> seatCounts() const { return {}; }
    // Where the game stands in its rounds, in its own words ("Day 2 of 4" in a game played
    // in days); empty for the shared "Round 2 of 4".
    // Each side's colour (side 1 first) when the game's sides have colours of their own
    // that the view names (a general's red or yellow, whatever seat plays it); empty: the
    // shared palette by side number.
    virtual QList<QColor> sideColours(const QJsonObject &observation) const
    {
        Q_UNUSED(observation);
        return {};
    }
    virtual QString roundText(int round, int rounds) const
    {
        Q_UNUSED(round);
        Q_UNUSED(rounds);
        return {};
    }
};

// The game UIs this build has: the built-in ones (app/games/builtingameuis.cpp) and any
// a program adds at run time (tests register a game of their own).
class GameUiRegistry
{
public:
    static const GameUi *find(const QString &gameId);
    static QList<const GameUi *> all();
    // Refuses (returns false) a second UI for the same game.
    static bool add(const GameUi *ui);
};

// Defined next to the list of built-in games, outside the shared session layer.
QList<const GameUi *> builtinGameUis();

} // namespace isle::app
