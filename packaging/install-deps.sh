#!/usr/bin/env bash
# Installs what building, testing and running Isleworks needs on Debian 12.
# Idempotent, and silent when everything is already there.
set -euo pipefail

packages=(
    cmake ninja-build ccache g++ clang libclang-rt-14-dev
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-declarative-dev qt6-svg-dev qt6-charts-dev libgl-dev
    xvfb xauth
    # QML runtime modules the game board (qml/) imports, and the SVG image plugin for its art
    qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-shapes
    qml6-module-qttest libqt6svg6 qt6-qpa-plugins
    # reading back the print-and-play PDFs in tests/sheets (pdfinfo, pdftotext, pdftoppm)
    poppler-utils
    # bench/ladder.py, the difficulty ladder, and its test (tests/cli/ladder_shards.py)
    python3
    # packaging (packaging/, docs/packaging.md): the icon's PNG sizes, the man pages, the
    # Debian package's dependencies (dpkg-shlibdeps); and what tests/packaging checks it
    # with: lintian, desktop-file-validate, appstreamcli, the MIME database and gio
    librsvg2-bin help2man dpkg-dev
    lintian desktop-file-utils appstream shared-mime-info libglib2.0-bin file
)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
echo "Installing: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
