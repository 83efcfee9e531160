#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>

namespace isle::app {

class PlaySession;

// The game in progress as a record file (docs/formats.md): save, open, the autosave after
// every change and resuming it. A record holds the ruleset, seed and decisions, so
// opening replays the game exactly; the opened record's meta is kept whole, and a save
// updates only its own keys.
class SessionFiles : public QObject
{
    Q_OBJECT

public:
    explicit SessionFiles(PlaySession &play, QObject *parent = nullptr);

    bool save(const QString &fileName);
    // Starts the record's game in the play session and replays its decisions one by one,
    // so the log and the undo history are as if played here; a decision that is no longer
    // legal stops the replay (errorOccurred says which and why).
    bool open(const QString &fileName);
    void autosave();

    // Where the unfinished game is kept after every decision.
    static QString autosavePath();
    // The autosaved game if there is one and it is not finished, else an empty string.
    static QString resumableAutosave();

    QString fileName() const { return m_fileName; }
    // No file: a new game, or a resumed autosave (not the person's file).
    void forgetFile();
    // The game changed in a way the saved file does not hold (replayed under other rules).
    void markModified() { m_savedChanges = -1; }
    // Decisions were taken, undone or redone since the last save or open, or the game
    // has decisions and was never saved.
    bool isModified() const;
    bool autosaveEnabled() const { return m_autosave; }
    void setAutosaveEnabled(bool on) { m_autosave = on; }

Q_SIGNALS:
    void errorOccurred(const QString &message);

private:
    PlaySession &m_play;
    QString m_fileName;
    QJsonObject m_meta; // the opened record's meta, kept whole
    int m_savedChanges = 0;
    bool m_autosave = true;
};

} // namespace isle::app
