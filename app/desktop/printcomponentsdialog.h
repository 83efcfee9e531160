#pragma once

#include "sheetexport.h"
#include "sheetplan.h"

#include <QDialog>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPrintPreviewWidget;
class QPrinter;
class QPushButton;
class QSpinBox;
class QTimer;

namespace isle {
class RulesetDocument;
}

namespace isle::app {

// File ▸ Print Components: print-and-play sheets of the ruleset being played and edited
// (the window's RulesetDocument), with the layout settings, which groups to print, "only
// what changed since" another ruleset file, a live preview, printing through QPrinter and
// export to PDF, SVG or PNG. Follows every edit of the rules; settings are remembered.
class PrintComponentsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit PrintComponentsDialog(RulesetDocument *rules, QWidget *parent = nullptr);
    ~PrintComponentsDialog() override;

    QPrintPreviewWidget *preview() const { return m_preview; }
    // The pages planned for the current settings; 0 while the layout is refused.
    int pageCount() const;
    // Why nothing can be printed, in words; empty when the sheets are fine.
    QString problemText() const { return m_problemText; }
    // Writes the sheets to `fileName` without asking (the export buttons ask for it first).
    bool exportTo(const QString &fileName, sheets::SheetFormat format);
    // Re-plans now rather than after the short wait that gathers a burst of edits.
    void refreshNow();

public Q_SLOTS:
    void print();
    void exportPdf();
    void exportSvg();
    void exportPng();

private:
    void buildUi();
    void loadSettings();
    void saveSettings() const;
    void scheduleRefresh();
    void refreshGroups();
    void paintPreview(QPrinter *printer);
    void paintSheets(QPrinter *printer);
    void setupPrinter(QPrinter *printer) const;
    void exportAs(sheets::SheetFormat format, const QString &filter);
    sheets::SheetSettings currentSettings() const;
    QStringList excludedGroups() const;
    QString settingsGroup() const; // per game: the groups it has are its own

    RulesetDocument *m_rules;
    QComboBox *m_paper = nullptr;
    QComboBox *m_orientation = nullptr;
    QDoubleSpinBox *m_margin = nullptr;
    QDoubleSpinBox *m_bleed = nullptr;
    QComboBox *m_marks = nullptr;
    QComboBox *m_duplex = nullptr;
    QDoubleSpinBox *m_offsetX = nullptr;
    QDoubleSpinBox *m_offsetY = nullptr;
    QCheckBox *m_calibration = nullptr;
    QListWidget *m_groups = nullptr;
    QLineEdit *m_changedSince = nullptr;
    QSpinBox *m_dpi = nullptr;
    QLabel *m_summary = nullptr;
    QPrintPreviewWidget *m_preview = nullptr;
    std::unique_ptr<QPrinter> m_previewPrinter; // outlives m_preview, which paints on it
    QList<QPushButton *> m_outputButtons;
    QTimer *m_refresh = nullptr;
    std::optional<sheets::SheetJob> m_job;
    std::optional<sheets::SheetPlan> m_plan;
    QString m_problemText;
    bool m_loading = false;
};

} // namespace isle::app
