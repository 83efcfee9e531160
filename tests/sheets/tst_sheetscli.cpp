// isleworks-cli sheets as a designer uses it, read back with poppler-utils: real PDFs of
// both games with the right pages and paper, every component as many times as the ruleset
// says, an edited value on the sheet, only what changed with --changed-since, a rendered
// page matching the stored reference, SVG and PNG pages, and refusals that write nothing.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

class tst_SheetsCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
        QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
    };

    QTemporaryDir m_dir;

    static Run runProgram(const QString &program, const QStringList &arguments,
                          const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
    {
        QProcess process;
        QProcessEnvironment env = environment;
        env.insert(QStringLiteral("SOURCE_DATE_EPOCH"), QStringLiteral("1718064000")); // 2024-06-11, on every sheet
        process.setProcessEnvironment(env);
        process.start(program, arguments);
        if (!process.waitForFinished(120000))
            qFatal("%s did not finish", qPrintable(program));
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
    }

    static Run sheets(const QStringList &arguments)
    {
        return runProgram(QStringLiteral(ISLE_CLI_PATH), QStringList{QStringLiteral("sheets")} + arguments);
    }

    static QString tool(const char *name)
    {
        return QStandardPaths::findExecutable(QString::fromLatin1(name));
    }

    static QString pdfText(const QString &pdf)
    {
        return runProgram(tool("pdftotext"), {pdf, QStringLiteral("-")}).out;
    }

    static QString pdfInfo(const QString &pdf)
    {
        return runProgram(tool("pdfinfo"), {pdf}).out;
    }

    static int pageCountOf(const QString &info)
    {
        const QRegularExpressionMatch match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
        return match.hasMatch() ? match.captured(1).toInt() : -1;
    }

    static int occurrences(const QString &text, const QString &phrase)
    {
        // Whole words, so "Rat" is not counted in "Pirate".
        const QRegularExpression pattern(QStringLiteral("(?<![\\w-])%1(?![\\w-])").arg(QRegularExpression::escape(phrase)));
        return int(text.count(pattern));
    }

    static QString defaultRuleset(const QString &game)
    {
        const QString folder = game == QLatin1StringView("foggy-island") ? QStringLiteral("foggyisland") : QStringLiteral("squirrelisland");
        return QStringLiteral(ISLE_SOURCE_DIR "/resources/%1/rulesets/%2.json").arg(folder, game);
    }

    // The default ruleset of `game` with one table cell changed, written to `name`.
    QString editedRuleset(const QString &game, const QString &table, const QString &rowId, const QString &column,
                          int value, const QString &name)
    {
        QFile file(defaultRuleset(game));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("no default ruleset");
        QJsonObject ruleset = QJsonDocument::fromJson(file.readAll()).object();
        QJsonObject params = ruleset.value(QStringLiteral("params")).toObject();
        QJsonArray rows = params.value(table).toArray();
        for (qsizetype i = 0; i < rows.size(); ++i) {
            QJsonObject row = rows.at(i).toObject();
            if (row.value(QStringLiteral("id")).toString() == rowId) {
                row.insert(column, value);
                rows[i] = row;
            }
        }
        params.insert(table, rows);
        ruleset.insert(QStringLiteral("params"), params);
        const QString path = m_dir.filePath(name);
        QFile out(path);
        if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(ruleset).toJson()) <= 0)
            qFatal("cannot write the edited ruleset");
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        if (tool("pdfinfo").isEmpty() || tool("pdftotext").isEmpty() || tool("pdftoppm").isEmpty())
            QSKIP("poppler-utils (pdfinfo, pdftotext, pdftoppm) are not installed: bash packaging/install-deps.sh");
    }

    void fullSetsAsPdf_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("duplex");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("first game, A4, one-sided") << QStringLiteral("foggy-island") << QStringLiteral("a4")
                                                   << QStringLiteral("none") << QStringLiteral("(A4)");
        QTest::newRow("first game, letter, long edge") << QStringLiteral("foggy-island") << QStringLiteral("letter")
                                                       << QStringLiteral("long") << QStringLiteral("(letter)");
        QTest::newRow("second game, A4, short edge") << QStringLiteral("squirrel-island") << QStringLiteral("a4")
                                                     << QStringLiteral("short") << QStringLiteral("(A4)");
        QTest::newRow("second game, A3, one-sided") << QStringLiteral("squirrel-island") << QStringLiteral("a3")
                                                    << QStringLiteral("none") << QStringLiteral("(A3)");
    }

    void fullSetsAsPdf()
    {
        QFETCH(QString, game);
        QFETCH(QString, paper);
        QFETCH(QString, duplex);
        QFETCH(QString, pageSize);
        const QString pdf = m_dir.filePath(QStringLiteral("%1-%2-%3.pdf").arg(game, paper, duplex));
        const Run run = sheets({QStringLiteral("--game"), game, QStringLiteral("--out"), pdf, QStringLiteral("--paper"), paper,
                                QStringLiteral("--duplex"), duplex, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject json = run.json();
        QVERIFY(json.value(QStringLiteral("ok")).toBool());
        QCOMPARE(json.value(QStringLiteral("files")).toArray().first().toString(), pdf);
        QCOMPARE(qint64(json.value(QStringLiteral("bytes")).toDouble()), QFileInfo(pdf).size());
        const QString info = pdfInfo(pdf);
        QCOMPARE(pageCountOf(info), json.value(QStringLiteral("pages")).toInt());
        QVERIFY2(info.contains(pageSize), qPrintable(info));
        if (duplex != QLatin1StringView("none"))
            QCOMPARE(json.value(QStringLiteral("backPages")).toInt() * 2, json.value(QStringLiteral("pages")).toInt());
        // Every component as many times as the ruleset needs it.
        for (const QJsonValue &value : json.value(QStringLiteral("components")).toArray()) {
            const QJsonObject component = value.toObject();
            QCOMPARE(component.value(QStringLiteral("printed")).toInt(), component.value(QStringLiteral("count")).toInt());
        }
        QVERIFY(pdfText(pdf).contains(QStringLiteral("page 1 of %1").arg(json.value(QStringLiteral("pages")).toInt())));
    }

    void cardNamesAppearOncePerCopy()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("cards.pdf"));
        const Run run = sheets({QStringLiteral("--game"), QStringLiteral("squirrel-island"), QStringLiteral("--out"), pdf,
                                QStringLiteral("--kinds"), QStringLiteral("card"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString text = pdfText(pdf);
        int checked = 0;
        for (const QJsonValue &value : run.json().value(QStringLiteral("components")).toArray()) {
            const QJsonObject component = value.toObject();
            const QString name = component.value(QStringLiteral("name")).toString();
            const int printed = component.value(QStringLiteral("printed")).toInt();
            if (component.value(QStringLiteral("kind")).toString() != QLatin1StringView("card")) {
                QCOMPARE(printed, 0);
                continue;
            }
            QCOMPARE(printed, component.value(QStringLiteral("count")).toInt());
            QVERIFY2(occurrences(text, name) == printed, qPrintable(name));
            ++checked;
        }
        QVERIFY(checked > 10);
    }

    void tokenLabelsAppearOncePerToken()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("tokens.pdf"));
        const Run run = sheets({QStringLiteral("--game"), QStringLiteral("foggy-island"), QStringLiteral("--out"), pdf,
                                QStringLiteral("--kinds"), QStringLiteral("token"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        // A token is named "<character> (<player>)" and shows its character's name.
        QHash<QString, int> expected;
        for (const QJsonValue &value : run.json().value(QStringLiteral("components")).toArray()) {
            const QJsonObject token = value.toObject();
            if (token.value(QStringLiteral("kind")).toString() == QLatin1StringView("token"))
                expected[token.value(QStringLiteral("name")).toString().section(QStringLiteral(" ("), 0, 0)] +=
                    token.value(QStringLiteral("count")).toInt();
        }
        QVERIFY(expected.size() >= 5);
        const QString text = pdfText(pdf);
        for (auto it = expected.cbegin(); it != expected.cend(); ++it)
            QVERIFY2(occurrences(text, it.key()) == it.value(), qPrintable(it.key()));
    }

    void editedValueIsPrintedAndAloneWhenOnlyChangesAreAsked()
    {
        const QString edited = editedRuleset(QStringLiteral("squirrel-island"), QStringLiteral("cards"),
                                             QStringLiteral("flying-scout"), QStringLiteral("stash"), 9,
                                             QStringLiteral("stash9.json")); // was 0; 9 is the most a card may stash
        const QString pdf = m_dir.filePath(QStringLiteral("changed.pdf"));
        const Run run = sheets({QStringLiteral("--game"), QStringLiteral("squirrel-island"), QStringLiteral("--ruleset"), edited,
                                QStringLiteral("--changed-since"), defaultRuleset(QStringLiteral("squirrel-island")),
                                QStringLiteral("--duplex"), QStringLiteral("long"), QStringLiteral("--out"), pdf,
                                QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList printed;
        int copies = 0;
        QString name;
        for (const QJsonValue &value : run.json().value(QStringLiteral("components")).toArray()) {
            const QJsonObject component = value.toObject();
            if (component.value(QStringLiteral("printed")).toInt() > 0) {
                printed.append(component.value(QStringLiteral("id")).toString());
                copies = component.value(QStringLiteral("printed")).toInt();
                name = component.value(QStringLiteral("name")).toString();
            }
        }
        QCOMPARE(printed, QStringList{QStringLiteral("card-flying-scout")});
        const QString text = pdfText(pdf);
        QCOMPARE(occurrences(text, name), copies);
        QCOMPARE(occurrences(text, QStringLiteral("9")), copies);
        QCOMPARE(pageCountOf(pdfInfo(pdf)), 2); // its fronts, and their backs
    }

    // A sheet printed in Polish carries Polish words: names, aids and the slug line.
    void sheetInPolish()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("polish.pdf"));
        const Run run = runProgram(QStringLiteral(ISLE_CLI_PATH),
                                   {QStringLiteral("--lang"), QStringLiteral("pl"), QStringLiteral("sheets"), QStringLiteral("--game"),
                                    QStringLiteral("foggy-island"), QStringLiteral("--out"), pdf});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Wilk")), qPrintable(text.left(400))); // the Wolf
        QVERIFY(!text.contains(QStringLiteral("Rabbit")));
    }

    void editedCostReachesTheAids()
    {
        const QString edited = editedRuleset(QStringLiteral("foggy-island"), QStringLiteral("characters"),
                                             QStringLiteral("cat"), QStringLiteral("cost"), 37, QStringLiteral("cat37.json"));
        const QString pdf = m_dir.filePath(QStringLiteral("cat.pdf"));
        const Run run = sheets({QStringLiteral("--game"), QStringLiteral("foggy-island"), QStringLiteral("--ruleset"), edited,
                                QStringLiteral("--changed-since"), defaultRuleset(QStringLiteral("foggy-island")),
                                QStringLiteral("--out"), pdf, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QStringList printed;
        for (const QJsonValue &value : run.json().value(QStringLiteral("components")).toArray())
            if (value.toObject().value(QStringLiteral("printed")).toInt() > 0)
                printed.append(value.toObject().value(QStringLiteral("id")).toString());
        QCOMPARE(printed, (QStringList{QStringLiteral("player-aid"), QStringLiteral("rules-summary")}));
        QVERIFY(pdfText(pdf).contains(QStringLiteral("37")));
    }

    void nothingChangedWritesNothing()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("unchanged.pdf"));
        const Run run = sheets({QStringLiteral("--game"), QStringLiteral("squirrel-island"), QStringLiteral("--changed-since"),
                                defaultRuleset(QStringLiteral("squirrel-island")), QStringLiteral("--out"), pdf});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("Nothing to print")));
        QVERIFY(!QFile::exists(pdf));
    }

    void renderedPageMatchesTheReference()
    {
        // The first page of the second game's cards, with crop marks, at 40 dpi.
        const QString pdf = m_dir.filePath(QStringLiteral("reference.pdf"));
        const Run run = sheets({QStringLiteral("--game"), QStringLiteral("squirrel-island"), QStringLiteral("--kinds"),
                                QStringLiteral("card"), QStringLiteral("--paper"), QStringLiteral("a4"), QStringLiteral("--out"), pdf});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QString prefix = m_dir.filePath(QStringLiteral("rendered"));
        QCOMPARE(runProgram(tool("pdftoppm"), {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-f"),
                                               QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"),
                                               QStringLiteral("-singlefile"), pdf, prefix})
                     .exitCode,
                 0);
        const QImage rendered(prefix + QStringLiteral(".png"));
        QVERIFY(!rendered.isNull());
        const QString referenceFile = QStringLiteral(ISLE_TEST_DATA_DIR "/sheets/cards-page-1.png");
        if (qEnvironmentVariableIsSet("ISLE_UPDATE_REFERENCES")) {
            QVERIFY(rendered.save(referenceFile));
            QSKIP("reference written");
        }
        const QImage reference(referenceFile);
        QVERIFY2(!reference.isNull(), "no reference image; run with ISLE_UPDATE_REFERENCES=1 to write it");
        QCOMPARE(rendered.size(), reference.size());
        // Fonts and antialiasing differ a little between machines: compare within a tolerance.
        qint64 total = 0;
        int far = 0;
        for (int y = 0; y < rendered.height(); ++y)
            for (int x = 0; x < rendered.width(); ++x) {
                const QRgb a = rendered.pixel(x, y);
                const QRgb b = reference.pixel(x, y);
                const int difference = std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) + std::abs(qBlue(a) - qBlue(b));
                total += difference;
                far += difference > 150 ? 1 : 0;
            }
        const double pixels = double(rendered.width()) * rendered.height();
        QVERIFY2(double(total) / pixels < 6.0, qPrintable(QStringLiteral("mean difference %1").arg(double(total) / pixels)));
        QVERIFY2(far < pixels * 0.02, qPrintable(QStringLiteral("%1 pixels far off").arg(far)));
    }

    void svgAndPngPages()
    {
        const QString folder = m_dir.filePath(QStringLiteral("svg"));
        Run run = sheets({QStringLiteral("--game"), QStringLiteral("squirrel-island"), QStringLiteral("--kinds"), QStringLiteral("mat,board"),
                          QStringLiteral("--out"), folder + u'/', QStringLiteral("--format"), QStringLiteral("svg"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray svgs = run.json().value(QStringLiteral("files")).toArray();
        QCOMPARE(svgs.size(), run.json().value(QStringLiteral("pages")).toInt());
        for (const QJsonValue &file : svgs) {
            QSvgRenderer renderer(file.toString());
            QVERIFY2(renderer.isValid(), qPrintable(file.toString()));
            QCOMPARE(renderer.viewBoxF(), QRectF(0, 0, 210, 297));
        }
        const QString png = m_dir.filePath(QStringLiteral("png/sheet.png"));
        run = sheets({QStringLiteral("--game"), QStringLiteral("foggy-island"), QStringLiteral("--kinds"), QStringLiteral("card"),
                      QStringLiteral("--out"), png, QStringLiteral("--dpi"), QStringLiteral("50"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonArray pngs = run.json().value(QStringLiteral("files")).toArray();
        QCOMPARE(pngs.first().toString(), m_dir.filePath(QStringLiteral("png/sheet-01.png")));
        const QImage page(pngs.first().toString());
        QCOMPARE(page.size(), QSize(414, 585)); // A4 at 50 dpi
    }

    void refusalsWriteNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("expected");
        QTest::newRow("negative margin") << QStringList{QStringLiteral("--margin"), QStringLiteral("-1")}
                                         << QStringLiteral("margin is negative");
        QTest::newRow("bleed larger than the gap") << QStringList{QStringLiteral("--bleed"), QStringLiteral("5"), QStringLiteral("--gap"), QStringLiteral("3")}
                                                   << QStringLiteral("larger than the gap");
        QTest::newRow("margins leave too little room") << QStringList{QStringLiteral("--margin"), QStringLiteral("55")}
                                                        << QStringLiteral("Rules summary (180 × 250 mm) does not fit");
        QTest::newRow("unknown paper") << QStringList{QStringLiteral("--paper"), QStringLiteral("b5")} << QStringLiteral("--paper");
        QTest::newRow("bad back offset") << QStringList{QStringLiteral("--back-offset"), QStringLiteral("1")}
                                         << QStringLiteral("--back-offset");
    }

    void refusalsWriteNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, expected);
        const QString pdf = m_dir.filePath(QStringLiteral("refused.pdf"));
        QFile::remove(pdf);
        Run run = sheets(QStringList{QStringLiteral("--game"), QStringLiteral("foggy-island"), QStringLiteral("--out"), pdf} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        QVERIFY(!QFile::exists(pdf));
        // A file already there is left as it was.
        {
            QFile old(pdf);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("previous sheets");
        }
        run = sheets(QStringList{QStringLiteral("--game"), QStringLiteral("foggy-island"), QStringLiteral("--out"), pdf, QStringLiteral("--json")}
                     + arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.json().value(QStringLiteral("ok")).toBool(true), false);
        QFile old(pdf);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("previous sheets"));
    }

    void needsNoDisplay()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            environment.remove(QString::fromLatin1(name));
        const QString pdf = m_dir.filePath(QStringLiteral("headless.pdf"));
        const Run run = runProgram(QStringLiteral(ISLE_CLI_PATH),
                                   {QStringLiteral("sheets"), QStringLiteral("--kinds"), QStringLiteral("aid"), QStringLiteral("--out"), pdf},
                                   environment);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QVERIFY(QFile::exists(pdf));
    }
};

QTEST_GUILESS_MAIN(tst_SheetsCli)

#include "tst_sheetscli.moc"
