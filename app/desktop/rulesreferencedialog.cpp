#include "rulesreferencedialog.h"

#include "gamesession.h"
#include "gameui.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "models/rulesetdocument.h"

#include <QDialogButtonBox>
#include <QScrollBar>
#include <QVBoxLayout>

namespace isle::app {

ReferenceBrowser::ReferenceBrowser(QWidget *parent)
    : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setSearchPaths({});
    setUndoRedoEnabled(false);
}

QVariant ReferenceBrowser::loadResource(int type, const QUrl &name)
{
    Q_UNUSED(type);
    Q_UNUSED(name);
    return {};
}

RulesReferenceDialog::RulesReferenceDialog(GameSession *session, RulesetDocument *rules, QWidget *parent)
    : QDialog(parent)
    , m_session(session)
    , m_rules(rules)
    , m_browser(new ReferenceBrowser(this))
{
    setObjectName(QStringLiteral("rulesReference"));
    setWindowTitle(tr("Rules of the Game"));
    setModal(false);
    m_browser->setObjectName(QStringLiteral("rulesReferenceText"));
    m_browser->setAccessibleName(tr("Rules of the game"));
    m_browser->document()->setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: x-large; } h2 { margin-top: 14px; } th { background-color: #efe8d8; text-align: left; } "
        "td { vertical-align: top; } p.source { color: #6b6356; }"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 820);

    // A new game (opened, replayed under edited rules) or an edit of the rules in the editor.
    if (m_session)
        connect(m_session, &GameSession::gameStarted, this, &RulesReferenceDialog::refresh);
    if (m_rules) {
        connect(m_rules, &RulesetDocument::changed, this, &RulesReferenceDialog::refresh);
        connect(m_rules, &RulesetDocument::metaChanged, this, &RulesReferenceDialog::refresh);
        connect(m_rules, &RulesetDocument::replaced, this, &RulesReferenceDialog::refresh);
    }
    refresh();
}

void RulesReferenceDialog::showEvent(QShowEvent *event)
{
    refresh();
    QDialog::showEvent(event);
}

void RulesReferenceDialog::refresh()
{
    const QString html = buildPage();
    if (html == m_html)
        return;
    m_html = html;
    const int scrolled = m_browser->verticalScrollBar()->value();
    m_browser->setHtml(m_html);
    m_browser->verticalScrollBar()->setValue(scrolled);
}

QString RulesReferenceDialog::boardLegend(const QString &gameId)
{
    // What the board's marks mean is the game's screen's to say (GameUi::boardLegend).
    const GameUi *ui = GameUiRegistry::find(gameId);
    return ui ? ui->boardLegend() : QString();
}

QString RulesReferenceDialog::buildPage() const
{
    // The game being played, under its own rules; else the rules in the editor, every variant.
    const Game *game = m_session ? m_session->game() : nullptr;
    const GameModule *module = nullptr;
    Ruleset ruleset;
    QString variant;
    QString source;
    if (game) {
        module = &game->module();
        ruleset = game->ruleset();
        variant = game->variant();
        source = tr("The rules of the game being played.");
        if (m_rules && &m_rules->module() == module && !(m_rules->ruleset() == ruleset))
            source += QLatin1Char(' ')
                + tr("The rules in the editor differ from them; a new game, or Replay Now, plays those.");
    } else if (m_rules) {
        module = &m_rules->module();
        ruleset = m_rules->ruleset();
        source = tr("No game is being played: the rules in the editor, for every variant.");
    } else if (m_session) {
        ruleset = m_session->ruleset();
        module = GameRegistry::find(ruleset.gameId());
        source = tr("No game is being played: the rules the next game is played under, for every variant.");
    }
    QString body = module ? module->rulesReference(ruleset, variant) : QString();
    if (body.isEmpty())
        body = QStringLiteral("<p>%1</p>").arg(tr("There is no rules reference for this game.").toHtmlEscaped());
    return QStringLiteral("<html><body><p class=\"source\">%1</p>\n%2\n%3</body></html>")
        .arg(source.toHtmlEscaped(), body, module ? boardLegend(module->id()) : QString());
}

} // namespace isle::app
