#!/usr/bin/env bash
# Refreshes the AppStream screenshots (packaging/screenshots/*.png) from the ones the
# window tests take: run the window tests in a build first (ctest -R 'window|tst_replay'),
# then `bash packaging/screenshots/update.sh build/ci` (several build folders may be
# given: each shot is taken from the first that has it). Wider ones are scaled to 1024
# pixels (rsvg-convert draws the shot inside an SVG of that width), so each stays small.
set -euo pipefail
builds=("$@")
[ ${#builds[@]} -gt 0 ] || builds=(build/ci)
here=$(cd "$(dirname "$0")" && pwd)
# shipped name : the window test's screenshot (the test that takes it)
shots=(
    "foggy-island:tests/app/mid-game.png"                         # tst_mainwindow
    "battle-island-of-fog:tests/battleisland/battle-island-later.png" # tst_battlewindow
    "squirrel-island:tests/app/squirrel-three-morning.png"        # tst_squirrelwindow
    "fuzzy-knights:tests/fuzzyknights/fuzzy-steps.png"            # tst_fuzzywindow
    "rule-editor:tests/app/rules-beside-board.png"                # tst_replay
)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for entry in "${shots[@]}"; do
    name=${entry%%:*}
    source=""
    for build in "${builds[@]}"; do
        if [ -f "$build/${entry#*:}" ]; then source="$build/${entry#*:}"; break; fi
    done
    [ -n "$source" ] || { echo "missing ${entry#*:}: run the window tests in ${builds[*]} first" >&2; exit 1; }
    read -r width height < <(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(*struct.unpack(">II", d[16:24]))' "$source")
    if [ "$width" -le 1024 ]; then
        cp "$source" "$here/$name.png"
    else
        cp "$source" "$work/shot.png"
        scaled=$(( height * 1024 / width ))
        printf '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1024" height="%d" viewBox="0 0 %d %d"><image xlink:href="shot.png" width="%d" height="%d"/></svg>\n' \
            "$scaled" "$width" "$height" "$width" "$height" > "$work/shot.svg"
        rsvg-convert --background-color=white "$work/shot.svg" -o "$here/$name.png"
    fi
    echo "$name.png from $source"
done
