#include "ruleseteditor.h"

#include "plainmessage.h"

#include "core/gamemodule.h"
#include "core/gameregistry.h"
#include "flowlayout.h"
#include "issuespanel.h"
#include "metadatapage.h"
#include "models/parameterlistmodel.h"
#include "models/rulesetdocument.h"
#include "models/rulesettablemodel.h"
#include "models/rulesetvalues.h"
#include "parameterform.h"
#include "regiongrid.h"
#include "rulesetundo.h"
#include "tablepanel.h"

#include <QAction>
#include <QComboBox>
#include <QFileDialog>
#include <QBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QMenu>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <limits>

namespace isle {

namespace {
// Two widgets side by side when the width allows the first its preferred width and the
// second its minimum, else one above the other, so the pair never widens the page.
class SideBySide : public QWidget
{
public:
    SideBySide(QWidget *first, QWidget *second, QWidget *parent)
        : QWidget(parent)
        , m_first(first)
        , m_second(second)
        , m_layout(new QBoxLayout(QBoxLayout::LeftToRight, this))
    {
        m_layout->setContentsMargins(0, 0, 0, 0);
        m_layout->addWidget(first, 3);
        m_layout->addWidget(second, 2);
        arrange(std::numeric_limits<int>::max());
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        arrange(event->size().width());
        QWidget::resizeEvent(event);
    }

private:
    void arrange(int width)
    {
        const int needed = m_first->sizeHint().width() + m_layout->spacing() + m_second->minimumSizeHint().width();
        const bool side = width >= needed;
        const QBoxLayout::Direction direction = side ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
        if (m_layout->direction() == direction && m_arranged)
            return;
        m_arranged = true;
        m_layout->setDirection(direction);
        m_layout->setAlignment(m_second, side ? Qt::AlignTop : Qt::AlignLeft);
        // Side by side, the spare width is shared; stacked, each takes the height it
        // likes (the board as tall as it is wide) and the board not the whole column.
        m_layout->setStretch(0, side ? 3 : 0);
        m_layout->setStretch(1, side ? 2 : 0);
        m_second->setMinimumHeight(side ? 0 : m_second->sizeHint().height());
        m_second->setMaximumWidth(side ? QWIDGETSIZE_MAX : m_second->sizeHint().width());
    }

    QWidget *m_first;
    QWidget *m_second;
    QBoxLayout *m_layout;
    bool m_arranged = false;
};
} // namespace

RulesetEditor::RulesetEditor(RulesetDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_undoKeeper(new RulesetUndo(document, this))
    , m_tabs(new QTabWidget(this))
    , m_variant(new QComboBox(this))
    , m_profile(new QComboBox(this))
    , m_issues(new IssuesPanel(document, this))
{
    Q_ASSERT(document);
    m_new = new QAction(this);
    m_new->setShortcut(QKeySequence::New);
    m_newMenu = new QMenu(this);
    connect(m_new, &QAction::triggered, this, [this] { newRules(m_document->module().id()); });
    updateNewAction();
    m_open = new QAction(this);
    m_open->setShortcut(QKeySequence::Open);
    m_save = new QAction(this);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs = new QAction(this);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_undo = undoStack()->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = undoStack()->createRedoAction(this, tr("&Redo"));
    m_redo->setShortcut(QKeySequence::Redo);
    connect(m_open, &QAction::triggered, this, &RulesetEditor::open);
    connect(m_save, &QAction::triggered, this, &RulesetEditor::save);
    connect(m_saveAs, &QAction::triggered, this, &RulesetEditor::saveAs);

    auto *layout = new QVBoxLayout(this);
    // The filter's label and box side by side, or one under the other in a narrow dock.
    auto *top = new QWidget(this);
    auto *topLayout = new FlowLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    auto *variantLabel = new QLabel(top);
    m_variantLabel = variantLabel;
    variantLabel->setBuddy(m_variant);
    variantLabel->setMinimumHeight(m_variant->sizeHint().height());
    fillVariants();
    connect(m_variant, &QComboBox::activated, this,
            [this] { setVariantFilter(m_variant->currentData().toString()); });
    topLayout->addWidget(variantLabel);
    topLayout->addWidget(m_variant);
    m_profileLabel = new QLabel(top);
    m_profileLabel->setBuddy(m_profile);
    m_profileLabel->setMinimumHeight(m_profile->sizeHint().height());
    m_profile->setObjectName(QStringLiteral("profileChooser"));
    m_profile->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_profile, &QComboBox::activated, this, [this] {
        const QString id = m_profile->currentData().toString();
        if (!id.isEmpty() && id != m_document->matchingProfile() && m_document->applyProfile(id))
            Q_EMIT statusMessage(tr("Switched to the profile \"%1\"; Undo switches back").arg(m_profile->currentText()));
        updateProfiles();
    });
    topLayout->addWidget(m_profileLabel);
    topLayout->addWidget(m_profile);
    layout->addWidget(top);
    m_tabs->setUsesScrollButtons(true); // tabs never widen a narrow dock

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tabs);
    splitter->addWidget(m_issues);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter);

    // Before the pages' own models hear of a new ruleset: another game's pages replace them.
    connect(document, &RulesetDocument::replaced, this, &RulesetEditor::rebuildForAnotherGame);
    buildPages();
    connect(m_issues, &IssuesPanel::showPathRequested, this, &RulesetEditor::showPath);
    connect(document, &RulesetDocument::titleChanged, this, &RulesetEditor::updateTitle);
    connect(document, &RulesetDocument::dirtyChanged, this, &RulesetEditor::modifiedChanged);
    connect(document, &RulesetDocument::fileNameChanged, this, &RulesetEditor::updateTitle);
    // Any change may make the rules equal a profile, or no longer.
    connect(document, &RulesetDocument::changed, this, &RulesetEditor::updateProfiles);
    connect(document, &RulesetDocument::replaced, this, &RulesetEditor::updateProfiles);
    retranslate();
}

void RulesetEditor::retranslate()
{
    m_new->setText(tr("&New Rules"));
    m_new->setStatusTip(tr("Start from a game's default rules"));
    m_open->setText(tr("&Open Rules…"));
    m_save->setText(tr("&Save Rules"));
    m_saveAs->setText(tr("Save Rules &As…"));
    m_variantLabel->setText(tr("Show the parameters of:"));
    m_variant->setToolTip(tr("Hide the parameters a variant does not use"));
    m_profileLabel->setText(tr("Profile:"));
    updateProfiles();
}

void RulesetEditor::updateProfiles()
{
    const QList<RulesetProfile> profiles = m_document->module().profiles();
    m_profile->setVisible(!profiles.isEmpty());
    m_profileLabel->setVisible(!profiles.isEmpty());
    const QSignalBlocker blocker(m_profile);
    m_profile->clear();
    const QString matching = m_document->matchingProfile();
    for (const RulesetProfile &profile : profiles) {
        m_profile->addItem(profile.name, profile.id);
        m_profile->setItemData(m_profile->count() - 1, profile.description, Qt::ToolTipRole);
    }
    if (matching.isEmpty() && !profiles.isEmpty()) {
        //: In the profile chooser when the rules equal none of the game's profiles
        m_profile->addItem(tr("modified"), QString());
        m_profile->setItemData(m_profile->count() - 1,
                               tr("The rules differ from every profile; choose one to switch every parameter to it"),
                               Qt::ToolTipRole);
    }
    m_profile->setCurrentIndex(std::max(0, m_profile->findData(matching)));
    m_profile->setToolTip(tr("Switch every parameter to one of the game's profiles (one step to undo)"));
}

void RulesetEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The pages are made from the schema's words: made again, on the same page and
        // variant filter. (The undo actions keep the prefix they were made with.)
        const int current = m_tabs->currentIndex();
        const QString variant = m_variant->currentData().toString();
        rebuildPages();
        m_tabs->setCurrentIndex(std::min(current, m_tabs->count() - 1));
        m_variant->setCurrentIndex(std::max(0, m_variant->findData(variant)));
        setVariantFilter(variant);
    }
    QWidget::changeEvent(event);
}

RulesetEditor::~RulesetEditor() = default;

QUndoStack *RulesetEditor::undoStack() const
{
    return m_undoKeeper->stack();
}

QString RulesetEditor::windowTitleText() const
{
    return m_document->title() + QStringLiteral("[*]");
}

void RulesetEditor::updateTitle()
{
    Q_EMIT titleChanged(windowTitleText());
}

void RulesetEditor::fillVariants()
{
    m_variant->clear();
    m_variant->addItem(tr("every variant"), QString());
    for (const QString &variant : m_document->module().variants())
        m_variant->addItem(m_document->module().variantName(variant), variant);
}

void RulesetEditor::rebuildForAnotherGame()
{
    if (&m_document->module() == m_builtFor)
        return;
    rebuildPages();
}

void RulesetEditor::rebuildPages()
{
    // The pages and their models go before any of them reads a ruleset of another schema.
    QList<QObject *> models;
    for (ParameterListModel *model : std::as_const(m_formModels))
        models.append(model);
    for (TablePanel *panel : std::as_const(m_tables))
        models.append(panel->model());
    while (m_tabs->count() > 0) {
        QWidget *page = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete page;
    }
    qDeleteAll(models);
    m_forms.clear();
    m_formModels.clear();
    m_tables.clear();
    m_pages.clear();
    m_metadata = nullptr;
    m_metadataPage = nullptr;
    fillVariants();
    buildPages();
}

void RulesetEditor::updateNewAction()
{
    const QList<const GameModule *> games = GameRegistry::all();
    m_newMenu->clear();
    if (games.size() < 2) {
        m_new->setMenu(static_cast<QMenu *>(nullptr));
        return;
    }
    for (const GameModule *game : games) {
        const QString id = game->id();
        QAction *item = m_newMenu->addAction(game->displayName());
        item->setObjectName(id);
        connect(item, &QAction::triggered, this, [this, id] { newRules(id); });
    }
    m_new->setMenu(m_newMenu);
}

bool RulesetEditor::newRules(const QString &gameId)
{
    const GameModule *game = GameRegistry::find(gameId);
    if (!game || !maybeSave())
        return false;
    m_document->setRuleset(game->defaultRuleset());
    Q_EMIT statusMessage(tr("New rules for %1, from its defaults").arg(game->displayName()));
    return true;
}

void RulesetEditor::buildPages()
{
    m_builtFor = &m_document->module();
    m_groups = schemaGroups(m_document->schema());
    for (const QString &group : std::as_const(m_groups))
        m_tabs->addTab(buildGroupPage(group), groupLabel(m_document->schema(), group));
    m_metadataPage = new QScrollArea(m_tabs);
    m_metadataPage->setWidgetResizable(true);
    m_metadataPage->setFrameShape(QFrame::NoFrame);
    m_metadata = new MetadataPage(m_document, m_metadataPage);
    m_metadataPage->setWidget(m_metadata);
    m_tabs->addTab(m_metadataPage, tr("Description"));
}

QWidget *RulesetEditor::buildGroupPage(const QString &group)
{
    const RulesetSchema &schema = m_document->schema();
    auto *scroll = new QScrollArea(m_tabs);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *content = new QWidget(scroll);
    content->setObjectName(group);
    auto *layout = new QVBoxLayout(content);
    layout->setSpacing(12);

    auto *model = new ParameterListModel(m_document, this);
    model->setGroup(group);
    auto *form = new ParameterForm(model, content);
    form->setVisible(!form->isEmpty());
    connect(model, &QAbstractItemModel::modelReset, form, [form] { form->setVisible(!form->isEmpty()); });
    layout->addWidget(form);
    m_forms.insert(group, form);
    m_formModels.insert(group, model);

    QString regionKey;
    QString widthKey;
    QString heightKey;
    findRegionTable(schema, &regionKey, &widthKey, &heightKey);
    for (const ParamSpec &spec : schema.params()) {
        if (spec.group != group || spec.type != ParamType::Table)
            continue;
        auto *panel = new TablePanel(new RulesetTableModel(m_document, spec.key, this), content);
        m_tables.insert(spec.key, panel);
        if (spec.key != regionKey) {
            layout->addWidget(panel);
            continue;
        }
        // The region table beside the board it covers, or above it in a narrow dock.
        auto *grid = new RegionGrid(m_document, regionKey, widthKey, heightKey, content);
        grid->setObjectName(QStringLiteral("regionGrid"));
        connect(grid, &RegionGrid::regionClicked, panel, [panel](int r) { panel->showCell(r, QString()); });
        layout->addWidget(new SideBySide(panel, grid, content));
    }
    layout->addStretch(1);
    scroll->setWidget(content);
    m_pages.insert(group, scroll);
    return scroll;
}

int RulesetEditor::tabOfGroup(const QString &group) const
{
    return m_tabs->indexOf(m_pages.value(group));
}

int RulesetEditor::metadataTab() const
{
    return m_tabs->indexOf(m_metadataPage);
}

void RulesetEditor::setVariantFilter(const QString &variant)
{
    const int index = m_variant->findData(variant);
    if (index >= 0)
        m_variant->setCurrentIndex(index);
    for (ParameterListModel *model : std::as_const(m_formModels))
        model->setVariant(variant);
    for (auto it = m_tables.cbegin(); it != m_tables.cend(); ++it) {
        const ParamSpec *spec = m_document->schema().param(it.key());
        it.value()->setVisible(variant.isEmpty() || !spec || spec->variants.isEmpty() || spec->variants.contains(variant));
    }
}

void RulesetEditor::showPath(const QString &path)
{
    const RulesetPath parts = parseRulesetPath(path);
    if (!parts.metaField.isEmpty()) {
        m_tabs->setCurrentIndex(metadataTab());
        if (QWidget *editor = m_metadata->editorFor(parts.metaField))
            editor->setFocus();
        return;
    }
    const ParamSpec *spec = m_document->schema().param(parts.key);
    if (!spec)
        return;
    m_tabs->setCurrentIndex(tabOfGroup(spec->group));
    QScrollArea *page = m_pages.value(spec->group);
    if (TablePanel *panel = m_tables.value(spec->key)) {
        panel->showCell(parts.row, parts.column);
        page->ensureWidgetVisible(panel);
    } else if (ParameterForm *form = m_forms.value(spec->group)) {
        if (QWidget *editor = form->editorFor(spec->key)) {
            editor->setFocus();
            page->ensureWidgetVisible(editor);
        }
    }
}

bool RulesetEditor::openFile(const QString &fileName, Problems &problems)
{
    return m_document->open(fileName, problems);
}

bool RulesetEditor::saveFile(const QString &fileName, QString *error)
{
    if (!m_document->saveAs(fileName, error))
        return false;
    const int errors = int(std::count_if(m_document->problems().items().cbegin(), m_document->problems().items().cend(),
                                         [](const Problem &p) { return p.severity == Problem::Severity::Error; }));
    Q_EMIT statusMessage(errors == 0 ? tr("Saved %1").arg(fileName)
                                     : tr("Saved %1 with errors (%2); a game cannot start under these rules yet")
                                           .arg(fileName)
                                           .arg(errors));
    return true;
}

void RulesetEditor::open()
{
    if (!maybeSave())
        return;
    const QString fileName = QFileDialog::getOpenFileName(this, tr("Open Rules"), QString(),
                                                          tr("Isleworks rulesets (*.json);;All files (*)"));
    if (fileName.isEmpty())
        return;
    Problems problems(fileName);
    if (!openFile(fileName, problems)) {
        warnPlain(this, tr("Open Rules"), tr("The rules could not be opened:\n\n%1").arg(problems.summary()));
        return;
    }
    Q_EMIT statusMessage(problems.items().isEmpty()
                             ? tr("Opened %1").arg(fileName)
                             : tr("Opened %1: %2").arg(fileName, problems.items().first().toString()));
}

bool RulesetEditor::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_document->fileName(), &error)) {
        warnPlain(this, tr("Save Rules"), tr("The rules could not be saved: %1").arg(error));
        return false;
    }
    return true;
}

bool RulesetEditor::saveAs()
{
    const QString fileName = QFileDialog::getSaveFileName(this, tr("Save Rules As"), m_document->fileName(),
                                                          tr("Isleworks rulesets (*.json)"));
    if (fileName.isEmpty())
        return false;
    QString error;
    if (!saveFile(fileName, &error)) {
        warnPlain(this, tr("Save Rules"), tr("The rules could not be saved: %1").arg(error));
        return false;
    }
    return true;
}

bool RulesetEditor::maybeSave()
{
    if (!m_document->isDirty())
        return true;
    const auto answer = askPlain(this, QMessageBox::Question, tr("Unsaved Rules"),
                                 tr("The rules \"%1\" have unsaved changes. Save them?").arg(m_document->title()),
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

} // namespace isle
