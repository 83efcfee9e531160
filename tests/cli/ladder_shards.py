#!/usr/bin/env python3
"""bench/ladder.py past one machine: a rung played as four shards (separate processes,
as separate cluster jobs would) and merged gives the row a single run gives.

    python3 ladder_shards.py SOURCE_DIR ISLEWORKS_CLI
"""

import os
import subprocess
import sys
import tempfile

source, cli = sys.argv[1], sys.argv[2]
ladder = os.path.join(source, "bench", "ladder.py")
# A rung with wins and a loss among its 24 games, so a lost or doubled shard shows.
common = ["--cli", cli, "--games", "24", "--threads", "1", "--only", "squirrel-island/four-players", "--rungs", "easy"]


def rows(arguments):
    done = subprocess.run([sys.executable, ladder] + common + arguments, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"ladder.py {' '.join(arguments)} failed: {done.stderr.strip()}")
    # The measured rows, without their time: "(3 s)" in one run, "(merged shards)" merged.
    return [line.rsplit("(", 1)[0] for line in done.stdout.splitlines() if line.startswith("squirrel-island")]


single = rows([])
with tempfile.TemporaryDirectory() as parts:
    for shard in range(4):
        if rows(["--shard", f"{shard}/4", "--parts", parts]):
            sys.exit("a shard printed a row: it has only part of the games")
    written = sorted(os.listdir(parts))
    if len(written) != 4 * 4:  # four seats, each with its own batch, in four shards
        sys.exit(f"expected 16 partial results, found {len(written)}: {written}")
    merged = rows(["--merge", parts])

if len(single) != 1 or merged != single:
    sys.exit(f"single run {single} differs from merged shards {merged}")
if " 24-0-0 " in single[0] or " 0-0-24 " in single[0]:
    sys.exit(f"the rung has no losses or no wins, so it cannot tell shards apart: {single[0]}")
print("same row:", single[0])
