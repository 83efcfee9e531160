#!/usr/bin/env bash
# The Debian package of this build, installed into a staging root and run from there
# (docs/packaging.md): made by cpack from the build's own programs, checked by lintian,
# desktop-file-validate and appstreamcli, its programs report the project's version, the
# command line plays every game, the installed window opens a saved game given to it as
# the file manager gives it, and the file manager would type that file as an Isleworks
# record whose default application is Isleworks. Also the source tarball.
#
# package.sh BUILD_DIR VERSION SOURCE_DIR   (run by ctest as `packaging`)
set -euo pipefail
build=$1
version=$2
source=$3

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}
step() { echo "--- $*"; }

# The programs run in English, with a home of their own (no settings, no autosave of the
# person running the tests), offscreen, and with Qt Quick's known exit-time leaks
# suppressed as in the window tests.
export LANGUAGE=en LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
export XDG_CACHE_HOME="$work/home/.cache" XDG_RUNTIME_DIR="$work/runtime"
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
export LSAN_OPTIONS="suppressions=$source/tests/lsan-qtquick.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

step "cpack: the Debian package"
# gzip rather than the release's xz: the same package, made in seconds.
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/deb" -D CPACK_DEBIAN_COMPRESSION_TYPE=gzip >"$work/cpack.log" 2>&1 \
    || { cat "$work/cpack.log"; echo "FAIL: cpack" >&2; exit 1; }
debs=("$work"/deb/isleworks_"$version"-*_*.deb)
[ -f "${debs[0]}" ] || { ls "$work/deb"; echo "FAIL: no isleworks_$version-*.deb" >&2; exit 1; }
deb=${debs[0]}
echo "$(basename "$deb")"

step "the dependencies dpkg-shlibdeps computed"
depends=$(dpkg-deb --field "$deb" Depends)
echo "$depends"
for library in libqt6core6 libqt6gui6 libqt6widgets6 libqt6quickwidgets6 libqt6svg6 libc6; do
    grep -Eq "(^|, )$library( |,|$)" <<<"$depends" || fail "Depends has no $library"
done
for module in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts; do
    grep -Eq "(^|, )$module( |,|$)" <<<"$depends" || fail "Depends has no $module"
done

step "lintian"
# No error; warnings are listed (and kept few).
lintian --fail-on error "$deb" >"$work/lintian.log" 2>&1 || fail "lintian reports errors"
grep -v '^running with root privileges' "$work/lintian.log" || true

step "installed into a staging root"
root="$work/root"
dpkg-deb --extract "$deb" "$root"
bin="$root/usr/bin"
for file in usr/bin/isleworks usr/bin/isleworks-cli usr/bin/isleworks-editor \
            usr/share/applications/io.github.isleworks.isleworks.desktop \
            usr/share/metainfo/io.github.isleworks.isleworks.metainfo.xml \
            usr/share/mime/packages/io.github.isleworks.isleworks.xml \
            usr/share/icons/hicolor/scalable/apps/io.github.isleworks.isleworks.svg \
            usr/share/man/man1/isleworks.1.gz usr/share/man/man1/isleworks-editor.1.gz usr/share/man/man1/isleworks-cli.1.gz \
            usr/share/doc/isleworks/copyright usr/share/doc/isleworks/changelog.gz usr/share/doc/isleworks/changelog.Debian.gz; do
    [ -e "$root/$file" ] || fail "the package has no /$file"
done
for size in 16 24 32 48 64 128 256 512; do
    png="$root/usr/share/icons/hicolor/${size}x${size}/apps/io.github.isleworks.isleworks.png"
    file "$png" | grep -q "PNG image data, $size x $size" || fail "no ${size}×${size} icon: $(file "$png")"
done
for page in isleworks isleworks-editor isleworks-cli; do
    zcat "$root/usr/share/man/man1/$page.1.gz" | grep -Eq '^\.SH "?SEE ALSO' || fail "man page $page has no SEE ALSO"
done
zcat "$root/usr/share/man/man1/isleworks-cli.1.gz" | grep -q "simulate" || fail "man page isleworks-cli lists no simulate"

step "--version: $version, as project() sets it"
[ "$("$bin/isleworks-cli" --version)" = "isleworks-cli $version" ] || fail "isleworks-cli --version: $("$bin/isleworks-cli" --version)"
[ "$("$bin/isleworks" --version)" = "Isleworks $version" ] || fail "isleworks --version: $("$bin/isleworks" --version)"
[ "$("$bin/isleworks-editor" --version)" = "Isleworks rule editor $version" ] || fail "isleworks-editor --version: $("$bin/isleworks-editor" --version)"

# The release notes name this version too: the metainfo's latest release, CHANGELOG.md.
grep -Eq "<release version=\"$version\"" "$root/usr/share/metainfo/io.github.isleworks.isleworks.metainfo.xml" \
    || fail "the metainfo has no release $version"
zcat "$root/usr/share/doc/isleworks/changelog.gz" | grep -Eq "^## $version( |$)" || fail "CHANGELOG.md has no section for $version"
zcat "$root/usr/share/doc/isleworks/changelog.Debian.gz" | head -n 1 | grep -q "^isleworks ($version-" \
    || fail "the Debian changelog is not of $version"

step "isleworks-cli simulate, every game"
for game in foggy-island battle-island-of-fog squirrel-island fuzzy-knights; do
    if "$bin/isleworks-cli" simulate --game "$game" --games 5 --json >"$work/$game.json" 2>"$work/$game.err"; then
        grep -q '"games": *5' "$work/$game.json" || fail "simulate --game $game: not 5 games: $(head -c 400 "$work/$game.json")"
        echo "$game: 5 games"
    else
        fail "simulate --game $game: $(cat "$work/$game.err")"
    fi
done

step "the installed window opens a saved game"
saved="$work/saved games/Squirrel game.json" # a space in the path, as file managers pass them
mkdir -p "$(dirname "$saved")"
"$bin/isleworks-cli" play --game squirrel-island --record "$saved" >/dev/null || fail "isleworks-cli play --record"
if output=$("$bin/isleworks" --quit-after-open "$saved" 2>"$work/window.err"); then
    title=$(head -n 1 <<<"$output")
    [ "$title" = "Squirrel game.json — Isleworks" ] || fail "the window's title is \"$title\", not the saved game's"
    echo "window title: $title"
else
    fail "isleworks did not open the saved game: $(cat "$work/window.err")"
fi
ruleset="$source/resources/foggyisland/rulesets/foggy-island.json"
if output=$("$bin/isleworks" --quit-after-open "$ruleset" 2>"$work/rules.err"); then
    grep -q "^Rules of Foggy Island: " <<<"$output" || fail "the ruleset is not in the rules panel: $output"
else
    fail "isleworks did not open the ruleset: $(cat "$work/rules.err")"
fi
printf '{"decisions": [' >"$work/broken.json"
if "$bin/isleworks" --quit-after-open "$work/broken.json" >/dev/null 2>"$work/broken.err"; then
    fail "isleworks opened a broken record"
else
    status=$?
    [ "$status" -eq 2 ] || fail "a broken record exits with $status, not 2: $(cat "$work/broken.err")"
    grep -q "Could not open" "$work/broken.err" || fail "a broken record gives no reason: $(cat "$work/broken.err")"
fi

step "desktop-file-validate"
desktop="$root/usr/share/applications/io.github.isleworks.isleworks.desktop"
report=$(desktop-file-validate "$desktop" 2>&1) || fail "desktop-file-validate failed"
[ -z "$report" ] || fail "desktop-file-validate reports: $report"
grep -qx "Exec=isleworks %f" "$desktop" || fail "the desktop entry does not pass the file to isleworks"

step "appstreamcli validate --no-net"
metainfo="$root/usr/share/metainfo/io.github.isleworks.isleworks.metainfo.xml"
report=$(appstreamcli validate --no-net --pedantic "$metainfo" 2>&1) || fail "appstreamcli validate failed: $report"
issues=$(grep -E '^[EWIP]: ' <<<"$report" || true)
[ -z "$issues" ] || fail "appstreamcli reports: $issues"
echo "$report"

step "the file manager's view: the saved game's type and its application"
# The package's MIME types and desktop entry, looked up as GIO (Nautilus, Thunar...) does,
# in a MIME database made as dpkg's trigger makes it on an installed system: one cache of
# the system's types and the package's together.
mkdir -p "$work/system/mime/packages"
cp /usr/share/mime/packages/*.xml "$root/usr/share/mime/packages/io.github.isleworks.isleworks.xml" "$work/system/mime/packages/"
update-mime-database "$work/system/mime" >"$work/mime.log" 2>&1 || { cat "$work/mime.log"; fail "update-mime-database"; }
update-desktop-database "$root/usr/share/applications" || fail "update-desktop-database"
type_of() {
    XDG_DATA_DIRS="$work/system:$root/usr/share" gio info --attributes=standard::content-type "$1" \
        | sed -n 's/^ *standard::content-type: //p'
}
[ "$(type_of "$saved")" = "application/x-isleworks-record" ] || fail "the saved game is typed $(type_of "$saved")"
cp "$ruleset" "$work/rules.json"
[ "$(type_of "$work/rules.json")" = "application/x-isleworks-ruleset" ] || fail "the ruleset is typed $(type_of "$work/rules.json")"
printf '{\n  "name": "any other JSON file"\n}\n' >"$work/other.json"
[ "$(type_of "$work/other.json")" = "application/json" ] || fail "other JSON is typed $(type_of "$work/other.json")"
# The desktop's other applications are there too (a text editor takes any text); the
# installed isleworks is on the PATH, as its desktop entry's TryExec wants.
PATH="$bin:$PATH" XDG_DATA_DIRS="$work/system:$root/usr/share:/usr/share" gio mime application/x-isleworks-record >"$work/handler" 2>&1 || true
grep -q "Default application for .application/x-isleworks-record.: io.github.isleworks.isleworks.desktop" "$work/handler" \
    || fail "the saved game's application is not Isleworks: $(cat "$work/handler")"
cat "$work/handler"

step "cpack: the source tarball"
cpack --config "$build/CPackSourceConfig.cmake" -B "$work/source" >"$work/source.log" 2>&1 \
    || { cat "$work/source.log"; fail "cpack of the source"; }
tarball="$work/source/isleworks-$version.tar.gz"
if [ -f "$tarball" ]; then
    tar -tzf "$tarball" >"$work/source.list"
    for file in CMakeLists.txt CMakePresets.json CHANGELOG.md README.md packaging/install-deps.sh packaging/CMakeLists.txt engine/CMakeLists.txt; do
        grep -qx "isleworks-$version/$file" "$work/source.list" || fail "the source tarball has no $file"
    done
    if grep -E "^isleworks-$version/(build|\.git)/" "$work/source.list" | head -3 | grep -q .; then
        fail "the source tarball holds build or Git files"
    fi
    echo "$(basename "$tarball"): $(wc -l <"$work/source.list") entries"
else
    fail "no $tarball"
fi

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "all packaging checks passed"
