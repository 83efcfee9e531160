#include "playsession.h"

#include "decisioncommand.h"
#include "decisiontext.h"
#include "undopolicy.h"

#include "core/gamemodule.h"
#include "core/rng.h"

#include <QSet>
#include <QUndoStack>

namespace isle::app {

namespace {
// The preferences' random choices get a stream of their own, apart from the game's and
// the computer players' (stream seat + 1), so neither repeats the other's numbers.
constexpr std::uint64_t PreferenceStream = 0x7072656673ULL;
} // namespace

// Collects what one apply() sets off; the log and the undo policy read it afterwards.
// At the end of a round it also keeps the board as it was scored (the next round clears
// it within the same apply()): the engine's score report and a spectator's view.
class PlaySession::Sink final : public EventSink
{
public:
    void onEvent(const GameEvent &event) override
    {
        events.push_back(event);
        if (game && event.is(EventFlag::RoundEnd) && report.isEmpty()) {
            report = game->scoreReport();
            board = game->observation(-1);
        }
    }
    void clear()
    {
        events.clear();
        report = {};
        board = {};
    }
    const Game *game = nullptr;
    std::vector<GameEvent> events;
    QJsonObject report;
    QJsonObject board;
};

PlaySession::PlaySession(QObject *parent)
    : QObject(parent)
    , m_sink(std::make_unique<Sink>())
    , m_stack(new QUndoStack(this))
{
}

PlaySession::~PlaySession()
{
    // The commands refer to this session: they go first.
    delete m_stack;
    if (m_game)
        m_game->setEventSink(nullptr);
}

void PlaySession::start(std::unique_ptr<Game> game, const QStringList &controllers, const QStringList &names,
                        const QList<QStringList> &preferences)
{
    m_stack->clear();
    if (m_game)
        m_game->setEventSink(nullptr);
    m_game = std::move(game);
    m_game->setEventSink(m_sink.get());
    m_sink->clear();
    m_sink->game = m_game.get();
    m_controllers = controllers;
    m_names = names;
    while (m_names.size() < m_controllers.size())
        m_names.append(QString());
    m_preferences.clear();
    for (int seat = 0; seat < int(m_controllers.size()); ++seat)
        m_preferences.append(completePreferences(m_game->module(), preferences.value(seat)));
    nameSeats();
    m_decisions.clear();
    m_log.clear();
    m_changes = 0;
    Q_EMIT started();
}

void PlaySession::nameSeats()
{
    // The engine's texts name seats as people see them ("Ann", "Computer 2").
    if (!m_game)
        return;
    QStringList seatNames;
    for (int seat = 0; seat < int(m_controllers.size()); ++seat)
        seatNames.append(seatName(seat));
    m_game->setSeatNames(seatNames);
}

bool PlaySession::isPerson(int seat) const
{
    return seat >= 0 && seat < m_controllers.size() && m_controllers.at(seat) == Person;
}

int PlaySession::personCount() const
{
    return int(m_controllers.count(Person));
}

QString PlaySession::seatName(int seat) const
{
    if (seat < 0 || seat >= m_controllers.size())
        return QString();
    if (!m_names.value(seat).trimmed().isEmpty())
        return m_names.at(seat).trimmed();
    return isPerson(seat) ? tr("Player %1").arg(seat + 1) : tr("Computer %1").arg(seat + 1);
}

QStringList PlaySession::completePreferences(const GameModule &module, const QStringList &values)
{
    QStringList result;
    const QList<SeatPreference> declared = module.seatPreferences();
    for (qsizetype i = 0; i < declared.size(); ++i) {
        const SeatPreference &preference = declared.at(i);
        const QString value = values.value(i);
        result.append(preference.choices.contains(value) ? value : preference.choices.value(preference.defaultChoice));
    }
    return result;
}

bool PlaySession::setPreference(int seat, const QString &id, const QString &value)
{
    if (!m_game || seat < 0 || seat >= m_preferences.size())
        return false;
    const QList<SeatPreference> declared = m_game->module().seatPreferences();
    for (qsizetype i = 0; i < declared.size(); ++i) {
        if (declared.at(i).id != id)
            continue;
        if (!declared.at(i).choices.contains(value))
            return false;
        m_preferences[seat][i] = value;
        return true;
    }
    return false;
}

bool PlaySession::decide(const Action &action)
{
    return push(action, false);
}

bool PlaySession::decidePreferred()
{
    if (!m_game || m_game->isOver())
        return false;
    const int seat = m_game->decision().seat;
    if (!isPerson(seat))
        return false; // a computer decides for itself, whatever a seat would prefer
    const auto taken = quint64(m_decisions.size());
    Rng rng(splitMix64(m_game->seed() ^ (0x9e3779b97f4a7c15ULL * (taken + 1))), PreferenceStream);
    const std::optional<Action> action = m_game->preferredAction(seat, m_preferences.value(seat), rng);
    return action && push(*action, true);
}

bool PlaySession::push(const Action &action, bool automatic)
{
    if (!m_game || m_game->isOver())
        return false;
    const Verdict verdict = m_game->check(action);
    if (!verdict.legal) {
        Q_EMIT illegalMove(verdict.reason);
        return false;
    }
    const int before = int(m_decisions.size());
    // An automatic decision is nobody's new action: it joins the one that led to it.
    const bool personLed = !automatic && isPerson(m_game->decision().seat);
    m_stack->push(new DecisionCommand(*this, action, personLed, automatic));
    return m_decisions.size() > before;
}

int PlaySession::replay(const QList<Action> &decisions, QString *refusal, const QList<int> &automatic)
{
    const QSet<int> byPreference(automatic.cbegin(), automatic.cend());
    int taken = 0;
    for (const Action &action : decisions) {
        const Verdict verdict = !m_game ? Verdict::illegal(tr("there is no game"))
                                : m_game->isOver() ? Verdict::illegal(tr("the game has already ended"))
                                                   : m_game->check(action);
        if (!verdict.legal) {
            if (refusal)
                *refusal = verdict.reason;
            break;
        }
        // Only a person's decision can have been their preference's.
        if (!push(action, byPreference.contains(taken) && isPerson(m_game->decision().seat)))
            break;
        ++taken;
    }
    return taken;
}

bool PlaySession::apply(const Action &action, bool automatic)
{
    if (!m_game || m_game->isOver() || !m_game->check(action).legal)
        return false;
    const Decision decision = m_game->decision();
    LogEntry entry;
    entry.seat = decision.seat;
    entry.kind = decision.kind;
    entry.automatic = automatic;
    const DecisionText text = describeDecision(*m_game, action);
    entry.ownText = text.own;
    entry.othersText = text.spectator;
    entry.seatTexts = text.seats;
    m_sink->clear();
    m_game->apply(action);
    entry.events = std::move(m_sink->events);
    m_sink->events.clear();
    for (const GameEvent &event : entry.events) {
        entry.barrier = entry.barrier || drawsOrReveals(event);
        if (event.privateTo < 0 && event.is(EventFlag::Notice))
            Q_EMIT notice(m_game->describeEvent(event));
    }
    m_decisions.append(action);
    m_log.append(entry);
    ++m_changes;
    Q_EMIT applied(m_log.constLast());
    return true;
}

void PlaySession::takeBack()
{
    m_game->undo();
    m_decisions.removeLast();
    m_log.removeLast();
    m_sink->clear();
}

const DecisionCommand *PlaySession::topCommand() const
{
    const int index = m_stack->index();
    return index > 0 ? static_cast<const DecisionCommand *>(m_stack->command(index - 1)) : nullptr;
}

bool PlaySession::canUndo(const UndoLimits &limits) const
{
    const DecisionCommand *top = topCommand();
    return m_game && top && undoAllowed(limits, top->personLed(), top->barrier());
}

bool PlaySession::undo(const UndoLimits &limits)
{
    if (!canUndo(limits))
        return false;
    m_stack->undo();
    ++m_changes;
    Q_EMIT takenBack();
    return true;
}

bool PlaySession::canRedo() const
{
    return m_game && m_stack->canRedo();
}

void PlaySession::redo()
{
    if (!canRedo())
        return;
    // Up to the next whole action a person led: the moves before it (a computer's, or a
    // preference's with nothing to merge into) would have been taken at once.
    const auto nextLedByPerson = [this]() {
        const int next = m_stack->index();
        return next < m_stack->count() && static_cast<const DecisionCommand *>(m_stack->command(next))->personLed();
    };
    do {
        const int index = m_stack->index();
        m_stack->redo();
        if (m_stack->index() == index)
            break; // refused (DecisionCommand::redo): nothing after it fits either
    } while (m_stack->canRedo() && !m_game->isOver() && !nextLedByPerson());
}

QString PlaySession::undoCommandText() const
{
    const DecisionCommand *top = topCommand();
    return top ? top->text() : QString();
}

QString PlaySession::redoCommandText() const
{
    return m_stack->redoText();
}

const QJsonObject &PlaySession::roundReport() const
{
    return m_sink->report;
}

const QJsonObject &PlaySession::roundBoard() const
{
    return m_sink->board;
}

} // namespace isle::app
