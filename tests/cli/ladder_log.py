#!/usr/bin/env python3
"""bench/ladder.py's log of batches: a rung measured in two batches (two runs with --log,
each with its own seed) gives one row, the sum of the two; a batch with a seed the log
already holds for that rung is refused before anything is played; a damaged log is
refused with the file, the line and what is wrong; --from-log writes the table into the
ladder markers without playing, and with --plan says what the rows still cost (with
--table, also the rows a page's table holds from before the log).

    python3 ladder_log.py SOURCE_DIR ISLEWORKS_CLI
"""

import json
import os
import re
import subprocess
import sys
import tempfile

source, cli = sys.argv[1], sys.argv[2]
ladder = os.path.join(source, "bench", "ladder.py")
common = ["--cli", cli, "--threads", "1", "--only", "squirrel-island/two-players", "--rungs", "hard"]
ROW = re.compile(r"^squirrel-island\s+two-players\s+hard vs medium\s+(\d+)-(\d+)-(\d+)\s")


def run(arguments, expect_ok=True):
    done = subprocess.run([sys.executable, ladder] + arguments, capture_output=True, text=True)
    if expect_ok and done.returncode != 0:
        sys.exit(f"ladder.py {' '.join(arguments)} failed: {done.stderr.strip()}")
    if not expect_ok and done.returncode == 0:
        sys.exit(f"ladder.py {' '.join(arguments)} was accepted: {done.stdout.strip()}")
    return done


def counts(text, prefix=""):
    """Wins, draws and losses of the rung's row (the first line starting with prefix)."""
    for line in text.splitlines():
        if line.startswith(prefix):
            match = ROW.match(line[len(prefix):])
            if match:
                return tuple(int(group) for group in match.groups())
    sys.exit(f"no row for the rung in:\n{text}")


with tempfile.TemporaryDirectory() as folder:
    log = os.path.join(folder, "log.jsonl")
    first = counts(run(common + ["--games", "10", "--seed", "1000", "--log", log]).stdout)
    second = counts(run(common + ["--games", "8", "--seed", "2000", "--log", log]).stdout)
    logged = counts(run(common + ["--games", "8", "--seed", "3000", "--log", log]).stdout, "logged: ")
    third = counts(run(common + ["--games", "8", "--seed", "4000"]).stdout)  # not logged
    with open(log, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    if len(lines) != 3:
        sys.exit(f"expected three logged batches, found {len(lines)}")

    summed = counts(run(["--cli", cli, "--from-log", log]).stdout)
    # The third logged batch's own counts are the logged row less the first two.
    three = tuple(total - a - b for total, a, b in zip(logged, first, second))
    if sum(summed) != 26 or summed != logged or min(three) < 0 or sum(three) != 8:
        sys.exit(f"batches {first} and {second} and a third of 8 games sum to {summed}, logged as {logged}")
    if sum(first) != 10 or sum(second) != 8 or sum(third) != 8:
        sys.exit(f"a batch played another number of games: {first} {second} {third}")

    # The same seed again plays the same deals: refused before playing, the log unchanged.
    refused = run(common + ["--games", "4", "--seed", "2000", "--log", log], expect_ok=False)
    if "seed 2000" not in refused.stderr or ROW.search(refused.stdout or ""):
        sys.exit(f"a repeated seed was not refused before playing: {refused.stderr.strip()}")
    with open(log, encoding="utf-8") as handle:
        if len(handle.read().splitlines()) != 3:
            sys.exit("a refused batch changed the log")

    # The table written from the log, between the markers, says how many batches.
    page = os.path.join(folder, "ai.md")
    with open(page, "w", encoding="utf-8") as handle:
        handle.write("before\n<!-- ladder: begin (bench/ladder.py writes this table) -->\n<!-- ladder: end -->\nafter\n")
    run(["--cli", cli, "--from-log", log, "--write", page])
    with open(page, encoding="utf-8") as handle:
        written = handle.read()
    row = f"| squirrel-island | two-players | hard vs medium | 26 | {summed[0]}–{summed[1]}–{summed[2]} |"
    if row not in written or "| 3 batches, " not in written or not written.endswith("after\n"):
        sys.exit(f"the written table lacks {row!r} or its batches:\n{written}")

    # --plan: what the rest of a row costs at its logged batches' pace (wall time × threads per
    # game), and rows already at the goal left out.
    with open(log, encoding="utf-8") as handle:
        entries = [json.loads(line) for line in handle if line.strip()]
    per_game = sum(e["seconds"] * e["threads"] for e in entries) / sum(e["games"] for e in entries)
    planned = run(["--from-log", log, "--plan", "100"]).stdout
    expected = f"| squirrel-island | two-players | hard vs medium | 26 | {per_game:.1f} | {(100 - 26) * per_game / 3600:.1f} |"
    if expected not in planned or "| all of them |" not in planned:
        sys.exit(f"the plan lacks {expected!r}:\n{planned}")
    if "| squirrel-island |" in run(["--from-log", log, "--plan", "26"]).stdout:
        sys.exit("a row already at the plan's goal was planned")
    run(["--plan", "100"], expect_ok=False)  # nothing to plan from without a log

    # --table: the page's rows that the log lacks (measured before it) are planned at the pace
    # of their own time, wall seconds on the 2-core machine; the log's rows are not doubled.
    older = "| foggy-island | basic | expert vs hard | 40 | 30–0–10 | 75.0 % | 59.8–85.8 % | 55 % | met | 400 s | 2026-11-26 |\n"
    with open(page, "w", encoding="utf-8") as handle:
        handle.write(written.replace("<!-- ladder: end -->", older + "<!-- ladder: end -->"))
    with_table = run(["--from-log", log, "--plan", "100", "--table", page]).stdout
    older_plan = f"| foggy-island | basic | expert vs hard | 40 | {400 * 2 / 40:.1f} | {60 * 400 * 2 / 40 / 3600:.1f} |"
    if expected not in with_table or older_plan not in with_table or with_table.count("| squirrel-island |") != 1:
        sys.exit(f"the plan with the page lacks {older_plan!r} or doubles the logged row:\n{with_table}")
    run(["--from-log", log, "--table", page], expect_ok=False)  # a page adds to a plan only

    # A damaged log names the file, the line and what is wrong, and builds nothing.
    with open(log, "a", encoding="utf-8") as handle:
        handle.write(lines[0].replace('"wins": ', '"wins": 99') + "\n")
    damaged = run(["--cli", cli, "--from-log", log], expect_ok=False)
    if f"{log}:4:" not in damaged.stderr or "do not fit" not in damaged.stderr:
        sys.exit(f"a damaged log was not named with its line: {damaged.stderr.strip()}")

if summed[0] == 26 or summed[2] == 26:
    sys.exit(f"the rung has no losses or no wins, so its sums cannot tell batches apart: {summed}")
print("logged rung:", summed)
