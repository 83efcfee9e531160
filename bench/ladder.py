#!/usr/bin/env python3
"""The difficulty ladder: every rung, in every game and variant, measured with the CLI.

Each rung is a pair of players (the stronger first) and the share of games the first must
win. Games are seat-balanced: the first player takes each seat in turn (a team game puts it
on every seat of one side), the others are all the second player, and each turn of seats has
its own seeds. Results go into docs/ai.md between the ladder markers, with 95 % Wilson
intervals, so the table there is always this script's output:

    python3 bench/ladder.py --cli build/release/app/cli/isleworks-cli --games 1000 --write docs/ai.md
    python3 bench/ladder.py --games 200 --only foggy-island/basic      # one variant, printed

Past one machine (every rung's games are simulate batches, so they shard like any batch,
docs/simulation.md): each of N jobs plays its shard of every rung and writes partial
results, then one merge builds the same table a single run would:

    python3 bench/ladder.py --games 1000 --shard 3/64 --parts parts/     # job 3 of 64
    python3 bench/ladder.py --games 1000 --merge parts/ --write docs/ai.md

A rung measured over several sessions (or machines without a shared folder) is kept in a
log of batches: each run with --log appends one line per rung it played (seed, games,
wins, draws, time), and a row is the sum of every batch logged for it. Batches must have
seeds of their own (a seed plays the same deals again), and a row whose rules or levels
have changed since is started afresh by deleting its lines from the log:

    python3 bench/ladder.py --games 40 --seed 7000 --only battle-island-of-fog/two-players --rungs hard --log bench/ladder-log.jsonl
    python3 bench/ladder.py --from-log bench/ladder-log.jsonl --write docs/ai.md   # the table again, nothing played
    python3 bench/ladder.py --from-log bench/ladder-log.jsonl --plan 1000          # what the rest would cost

Several seats: a rung pits one player against a field of the other, so its fair share is
1/seats, and the target is the two-player target's odds against that share (60 % against
one opponent, 1.5 to 1, is 1.5/(1.5 + seats − 1) against seats − 1 of them).
A solo variant has no opponent in a seat: its rows give each level's win rate against the
game's own rival instead, with no target.
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import time

RUNGS = [("easy", "random", 0.95), ("medium", "greedy", 0.60), ("hard", "medium", 0.65), ("expert", "hard", 0.55)]
SOLO_LEVELS = ["random", "greedy", "easy", "medium", "hard", "expert"]
BEGIN = "<!-- ladder: begin (bench/ladder.py writes this table) -->"
END = "<!-- ladder: end -->"


def games_and_variants(cli):
    """Every registered game and its variants, from the CLI itself."""
    help_text = subprocess.run([cli, "simulate", "--help"], capture_output=True, text=True, env=_env()).stdout
    start = help_text.index("--game")
    listed = help_text[start:]
    listed = listed[listed.index(":") + 1:listed.index("(default")]
    games = []
    for game in [name.strip() for name in " ".join(listed.split()).split(",") if name.strip()]:
        # The refusal of an unknown variant lists the game's variants.
        refusal = subprocess.run([cli, "simulate", "--game", game, "--variant", "?", "--games", "1"],
                                 capture_output=True, text=True, env=_env()).stderr
        variants = refusal[refusal.index("expected one of:") + len("expected one of:"):].strip().split(",")
        games.append((game, [variant.strip() for variant in variants if variant.strip()]))
    return games


def _env():
    env = dict(os.environ)
    env["LANGUAGE"] = "en"
    env["LC_ALL"] = "C.UTF-8"
    return env


def seat_count(cli, game, variant):
    result = _simulate(cli, game, variant, ["random"], 1, 1)
    return len(result["seats"])


def _simulate(cli, game, variant, players, games, seed, threads=None):
    command = [cli, "simulate", "--game", game, "--variant", variant, "--players", ",".join(players), "--games",
               str(games), "--seed", str(seed), "--json", "--no-figures"]
    if threads:
        command += ["--threads", str(threads)]
    done = subprocess.run(command, capture_output=True, text=True, env=_env())
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()}")
    return json.loads(done.stdout)


def arrangements(seats, team):
    """Seat lists with True where the first player sits: each seat in turn, or each side."""
    if seats == 1:
        return [[True]]
    if team:
        return [[seat % 2 == side for seat in range(seats)] for side in (0, 1)]
    return [[seat == mine for seat in range(seats)] for mine in range(seats)]


def _part_prefix(game, variant, first, second, turn):
    return f"{game}__{variant}__{first}__{second}__{turn}__"


def _play_shard(cli, game, variant, players, games, seed, threads, shard, path):
    command = [cli, "simulate", "--game", game, "--variant", variant, "--players", ",".join(players), "--games",
               str(games), "--seed", str(seed), "--no-figures", "--shard", shard, "--output", path]
    if threads:
        command += ["--threads", str(threads)]
    done = subprocess.run(command, capture_output=True, text=True, env=_env())
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({done.returncode}): {done.stderr.strip()}")


def _merge(cli, paths):
    command = [cli, "merge", "--json"] + paths
    done = subprocess.run(command, capture_output=True, text=True, env=_env())
    if done.returncode != 0:
        sys.exit(f"{cli} merge failed ({done.returncode}): {done.stderr.strip()}")
    return json.loads(done.stdout)


class Batches:
    """How a rung's batches are played: here at once, as one shard (writing partial
    results to a folder), or merged from the partial results every shard wrote."""

    def __init__(self, args):
        self.cli = args.cli
        self.threads = args.threads
        self.shard = args.shard
        self.folder = args.parts or args.merge
        self.merging = bool(args.merge)

    def play(self, game, variant, players, games, seed, prefix):
        if self.shard:
            index, count = self.shard.split("/")
            path = os.path.join(self.folder, f"{prefix}{index}of{count}.json")
            _play_shard(self.cli, game, variant, players, games, seed, self.threads, self.shard, path)
            return None
        if self.merging:
            paths = sorted(os.path.join(self.folder, name) for name in os.listdir(self.folder)
                           if name.startswith(prefix) and name.endswith(".json"))
            if not paths:
                sys.exit(f"{self.folder}: no partial results {prefix}*.json")
            return _merge(self.cli, paths)
        return _simulate(self.cli, game, variant, players, games, seed, self.threads)


def play_rung(batches, game, variant, first, second, games, seed, team, seats):
    """The first player's wins, draws and games, and the wall time (None for a shard,
    which plays part of the games, or for merged parts, whose time was spent elsewhere)."""
    wins = draws = played = 0
    started = time.monotonic()
    layouts = arrangements(seats, team)
    for turn, layout in enumerate(layouts):
        count = games // len(layouts) + (1 if turn < games % len(layouts) else 0)
        if count == 0:
            continue
        players = [first if mine else second for mine in layout]
        result = batches.play(game, variant, players, count, seed + 7919 * turn,
                              _part_prefix(game, variant, first, second, turn))
        if result is None:
            continue
        mine = layout.index(True)
        seat = result["seats"][mine]
        wins += seat["wins"]
        draws += seat["draws"]
        played += result["games"]
    if batches.shard or batches.merging:
        return wins, draws, played, None
    return wins, draws, played, time.monotonic() - started


def wilson(successes, n, z=1.959963984540054):
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def target_for(two_player_target, seats, team):
    if seats <= 2 or team:
        return two_player_target
    odds = two_player_target / (1 - two_player_target)
    return odds / (odds + seats - 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cli", default="build/release/app/cli/isleworks-cli")
    parser.add_argument("--games", type=int, default=1000, help="games per rung (default 1000)")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=None, help="worker threads (default: every core)")
    parser.add_argument("--only", action="append", default=[],
                        help="GAME or GAME/VARIANT to measure (repeatable; default: all)")
    parser.add_argument("--rungs", default="", help="comma-separated first players of the rungs to play "
                        "(easy,medium,hard,expert; default: all)")
    parser.add_argument("--write", metavar="AI_MD", help="replace the table between the ladder markers there")
    parser.add_argument("--shard", metavar="I/N", help="play only shard I of N of every rung's games and write "
                        "partial results to --parts")
    parser.add_argument("--parts", metavar="DIR", help="with --shard: the folder for the partial results")
    parser.add_argument("--merge", metavar="DIR", help="build the table from the partial results every shard "
                        "wrote there, instead of playing")
    parser.add_argument("--log", metavar="JSONL", help="append every rung played to this log of batches; rows "
                        "of rungs in the log are the sums of their logged batches")
    parser.add_argument("--from-log", metavar="JSONL", help="build the rows of every rung in this log of batches, "
                        "instead of playing")
    parser.add_argument("--plan", metavar="GAMES", type=int, help="with --from-log: for every row under GAMES games, "
                        "the core-hours its logged batches say the rest would take")
    parser.add_argument("--table", metavar="MD", help="with --plan: also the rows of this page's ladder table that "
                        "the log lacks (measured before the log), at the pace of their own time")
    args = parser.parse_args()
    if args.plan is not None and (not args.from_log or args.plan < 1):
        parser.error("--plan GAMES (at least 1) reads the rows of --from-log")
    if args.table and args.plan is None:
        parser.error("--table MD adds a page's rows to --plan")
    if args.from_log and (args.shard or args.merge or args.log):
        parser.error("--from-log plays nothing: not with --shard, --merge or --log")
    if args.log and (args.shard or args.merge):
        parser.error("--log records batches played here: not with --shard or --merge")
    if args.from_log:
        if args.plan is not None:
            table_rows = read_table_rows(args.table) if args.table else []
            print(plan_table(read_log(args.from_log), args.plan, table_rows), end="")
            return
        rows = rows_from_log(read_log(args.from_log))
        for row in rows:
            print(_row_text(row), flush=True)
        _output(rows, args)
        return
    # The log is checked before anything is played, and so is every rung's seed against it.
    logged_seeds = set()
    if args.log and os.path.exists(args.log):
        logged_seeds = {(entry["game"], entry["variant"], entry["rung"], entry["seed"]) for entry in read_log(args.log)}
    if args.shard and not args.parts:
        parser.error("--shard needs --parts DIR")
    if args.shard and args.merge:
        parser.error("--shard plays and --merge combines: one or the other")
    if args.parts:
        os.makedirs(args.parts, exist_ok=True)
    batches = Batches(args)

    wanted_rungs = [r for r in RUNGS if not args.rungs or r[0] in args.rungs.split(",")]
    names = [f"{first} vs {second}" for first, second, _ in wanted_rungs] + [f"{level} vs the rival"
                                                                               for level in SOLO_LEVELS]
    for game, variant, pair, seed in sorted(logged_seeds):
        if seed == args.seed and selected(args, game, variant) and pair in names:
            sys.exit(f"{args.log}: {game} / {variant} / {pair} already has a batch with seed {seed}, which would "
                     "play the same deals again; choose another --seed")
    rows = []
    for game, variants in games_and_variants(args.cli):
        for variant in variants:
            if not selected(args, game, variant):
                continue
            seats = seat_count(args.cli, game, variant)
            team = variant == "team"
            if seats == 1:
                for level in SOLO_LEVELS:
                    w, d, n, seconds = play_rung(batches, game, variant, level, level, args.games, args.seed, False,
                                                 1)
                    rows.append((game, variant, f"{level} vs the rival", w, d, n, None, seconds, today()))
                    if not args.shard:
                        print(_row_text(rows[-1]), flush=True)
                    if args.log:
                        append_to_log(args.log, rows[-1], args.seed, args.threads)
                continue
            for first, second, target in wanted_rungs:
                w, d, n, seconds = play_rung(batches, game, variant, first, second, args.games, args.seed, team,
                                             seats)
                rows.append((game, variant, f"{first} vs {second}", w, d, n, target_for(target, seats, team),
                             seconds, today()))
                if not args.shard:
                    print(_row_text(rows[-1]), flush=True)
                if args.log:
                    append_to_log(args.log, rows[-1], args.seed, args.threads)

    if args.shard:
        print(f"shard {args.shard}: partial results in {args.parts}")
        return
    if args.log:
        # Every row the log knows, this run's batches included, as the sum of its batches.
        logged = rows_from_log(read_log(args.log))
        measured = {(row[0], row[1], row[2]) for row in rows}
        rows = [row for row in logged if (row[0], row[1], row[2]) in measured]
        for row in rows:
            print("logged:", _row_text(row), flush=True)
    _output(rows, args)


def _split_page(path):
    """A page as the text before its ladder table, the table, and the text after it."""
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as error:
        sys.exit(f"{path}: cannot read ({error.strerror})")
    if BEGIN not in text or END not in text:
        sys.exit(f"{path}: no ladder markers ({BEGIN} … {END})")
    head, rest = text.split(BEGIN, 1)
    table, tail = rest.split(END, 1)
    return head, table, tail


def _table_rows(table):
    """The rows of a ladder table (its heading left out), each as its line and its cells."""
    for line in table.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("| ") and len(cells) == len(COLUMNS) and cells[0] != COLUMNS[0]:
            yield line, cells


def _output(rows, args):
    if not args.write:
        print(_table(_lines(rows), args))
        return
    head, old_table, tail = _split_page(args.write)
    # Rows of rungs not measured this time are kept, so the table can be filled in parts.
    kept = {tuple(cells[:3]): line for line, cells in _table_rows(old_table)}
    kept.update(_lines(rows))
    order = {game: index for index, (game, _) in enumerate(games_and_variants(args.cli))}
    merged = dict(sorted(kept.items(), key=lambda item: (order.get(item[0][0], 99), item[0][1], _rung_order(item[0][2]))))
    with open(args.write + ".new", "w", encoding="utf-8") as handle:
        handle.write(head + BEGIN + "\n" + _table(merged, args) + END + tail)
    os.replace(args.write + ".new", args.write)


def selected(args, game, variant):
    """Whether --only (none: everything) asks for this game and variant."""
    return not args.only or game in args.only or f"{game}/{variant}" in args.only


def today():
    return time.strftime("%Y-%m-%d")


LOG_FIELDS = ("game", "variant", "rung", "seed", "games", "wins", "draws", "target", "seconds", "threads", "date")


def append_to_log(path, row, seed, threads):
    """One line of the log of batches for a rung just played (its deals are fixed by the seed)."""
    game, variant, pair, w, d, n, target, seconds, measured = row
    entry = {"game": game, "variant": variant, "rung": pair, "seed": seed, "games": n, "wins": w, "draws": d,
             "target": target, "seconds": None if seconds is None else round(seconds),
             "threads": threads, "date": measured}
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(entry, ensure_ascii=False) + "\n")


def read_log(path):
    """The batches of a log, checked: every field there, counts that add up, one batch a seed per rung."""
    batches = []
    seen = {}
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            if not line.strip():
                continue
            where = f"{path}:{number}"
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as error:
                sys.exit(f"{where}: not a JSON object ({error})")
            if not isinstance(entry, dict):
                sys.exit(f"{where}: expected a JSON object")
            missing = [field for field in LOG_FIELDS if field not in entry]
            if missing:
                sys.exit(f"{where}: missing {', '.join(missing)}")
            for field in ("seed", "games", "wins", "draws"):
                if not isinstance(entry[field], int) or isinstance(entry[field], bool) or entry[field] < 0:
                    sys.exit(f"{where}: {field} must be a whole number of at least 0")
            if entry["games"] == 0 or entry["wins"] + entry["draws"] > entry["games"]:
                sys.exit(f"{where}: wins {entry['wins']} and draws {entry['draws']} do not fit "
                         f"{entry['games']} games")
            key = (entry["game"], entry["variant"], entry["rung"])
            if (key, entry["seed"]) in seen:
                sys.exit(f"{where}: {' / '.join(key)} with seed {entry['seed']} again (line "
                         f"{seen[(key, entry['seed'])]}): the same seed plays the same deals; "
                         "give each batch a seed of its own")
            seen[(key, entry["seed"])] = number
            batches.append(entry)
    return batches


def rows_from_log(batches):
    """One row per rung: the sums of its batches, in the log's order of first appearance."""
    rows = {}
    for entry in batches:
        key = (entry["game"], entry["variant"], entry["rung"])
        row = rows.setdefault(key, {"wins": 0, "draws": 0, "games": 0, "seconds": 0, "timed": True, "count": 0,
                                    "target": entry["target"], "date": entry["date"]})
        row["wins"] += entry["wins"]
        row["draws"] += entry["draws"]
        row["games"] += entry["games"]
        row["count"] += 1
        row["date"] = max(row["date"], entry["date"])
        if entry["seconds"] is None:
            row["timed"] = False
        else:
            row["seconds"] += entry["seconds"]
    return [(game, variant, pair, row["wins"], row["draws"], row["games"], row["target"],
             Batched(row["count"], row["seconds"] if row["timed"] else None), row["date"])
            for (game, variant, pair), row in rows.items()]


# The page's table gives wall time on the development machine, whose batches before the log
# ran on every core (docs/ai.md: "time is wall time on the 2-core machine").
TABLE_CORES = 2


def read_table_rows(path):
    """The rows of a page's ladder table as (game, variant, rung, games, core-seconds or None)."""
    rows = []
    for _, cells in _table_rows(_split_page(path)[1]):
        if not cells[3].isdigit():
            sys.exit(f"{path}: {' / '.join(cells[:3])}: games must be a whole number, not {cells[3]!r}")
        seconds = re.search(r"(\d+) s$", cells[9])
        rows.append((cells[0], cells[1], cells[2], int(cells[3]),
                     int(seconds.group(1)) * TABLE_CORES if seconds else None))
    return rows


def plan_table(batches, goal, table_rows=()):
    """What the rows under `goal` games still cost, from the core-seconds a game of each took in its
    logged batches (a batch's wall time times its threads; a batch on every core counts them all),
    and, for rows of the page's table that the log lacks, in the time the table gives."""
    pace = {}  # per rung: the games of its timed batches and their core-seconds
    for entry in batches:
        if entry["seconds"] is not None:
            timed = pace.setdefault((entry["game"], entry["variant"], entry["rung"]), [0, 0.0])
            timed[0] += entry["games"]
            timed[1] += entry["seconds"] * (entry["threads"] or os.cpu_count() or 1)
    rows = [(game, variant, pair, games) for game, variant, pair, _, _, games, _, _, _ in rows_from_log(batches)]
    logged = {row[:3] for row in rows}
    for game, variant, pair, games, core_seconds in table_rows:
        if (game, variant, pair) not in logged:
            rows.append((game, variant, pair, games))
            if core_seconds is not None:
                pace[(game, variant, pair)] = [games, float(core_seconds)]
    lines = [f"Rows under {goal} games: what the rest would take on one core, at the pace of their logged batches "
             "(or their time in the table, for rows measured before the log).",
             "", "| game | variant | rung | games | core-seconds a game | core-hours to go |",
             "|---|---|---|---:|---:|---:|"]
    total = 0.0
    for game, variant, pair, games in rows:
        if games >= goal:
            continue
        if (game, variant, pair) not in pace:
            lines.append(f"| {game} | {variant} | {pair} | {games} | unknown | unknown |")
            continue
        timed_games, core_seconds = pace[(game, variant, pair)]
        per_game = core_seconds / timed_games
        hours = (goal - games) * per_game / 3600
        total += hours
        lines.append(f"| {game} | {variant} | {pair} | {games} | {per_game:.1f} | {hours:.1f} |")
    lines.append(f"| all of them | | | | | **{total:.1f}** |")
    return "\n".join(lines) + "\n"


class Batched:
    """The time of a row summed from a log: how many batches, and their seconds if all were timed."""

    def __init__(self, count, seconds):
        self.count = count
        self.seconds = seconds

    def __str__(self):
        if self.count == 1:
            return f"{self.seconds} s" if self.seconds is not None else "one batch"
        batches = f"{self.count} batches"
        return f"{batches}, {self.seconds} s" if self.seconds is not None else batches


def _rung_order(pair):
    names = [first for first, _, _ in RUNGS] + SOLO_LEVELS
    first = pair.split(" ")[0]
    return names.index(first) if first in names else 99


COLUMNS = ["game", "variant", "rung", "games", "W–D–L", "win rate", "95 % interval", "target", "verdict", "time",
           "measured"]


def _row_text(row):
    game, variant, pair, w, d, n, target, seconds, _ = row
    low, high = wilson(w, n)
    verdict = "" if target is None else ("  met" if w >= target * n else "  NOT MET")
    return (f"{game:22} {variant:14} {pair:22} {w:5}-{d}-{n - w - d:<5} {100 * w / max(n, 1):5.1f} % "
            f"[{100 * low:.1f}, {100 * high:.1f}]{verdict} ({_seconds(seconds)})")


def _seconds(seconds):
    if isinstance(seconds, Batched):
        return str(seconds)
    return "merged shards" if seconds is None else f"{seconds:.0f} s"


def _lines(rows):
    lines = {}
    for row in rows:
        game, variant, pair, w, d, n, target, seconds, measured = row
        low, high = wilson(w, n)
        if target is None:
            verdict, shown = "", "—"
        else:
            shown = f"{100 * target:.0f} %"
            verdict = "met" if w >= target * n else "**not met**"
        lines[(game, variant, pair)] = (
            f"| {game} | {variant} | {pair} | {n} | {w}–{d}–{n - w - d} | {100 * w / max(n, 1):.1f} % | "
            f"{100 * low:.1f}–{100 * high:.1f} % | {shown} | {verdict} | {_seconds(seconds)} | {measured} |")
    return lines


def _table(lines, args):
    header = [f"Rows from `python3 bench/ladder.py` (seed {args.seed}; a row whose time counts batches is the sum of "
              "the batches logged for it in `bench/ladder-log.jsonl`, each with a seed of its own); wins–draws–losses "
              "of the first player, 95 % Wilson interval; time is wall time on the 2-core machine.",
              "A target is met when the win rate reaches it; the interval says how sure that is.", "",
              "| " + " | ".join(COLUMNS) + " |",
              "|---|---|---|---:|---:|---:|---|---:|---|---:|---|"]
    return "\n".join(header + list(lines.values())) + "\n"


if __name__ == "__main__":
    main()
