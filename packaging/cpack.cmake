# CPack: a Debian package of what `cmake --install` installs, and a source tarball
# (docs/packaging.md). Included at the end of the top CMakeLists.txt, so that every
# install() of the project is known. In a build folder:
#   cpack                                        -> isleworks_<version>-1_<arch>.deb
#   cpack --config CPackSourceConfig.cmake       -> isleworks-<version>.tar.gz
set(CPACK_PACKAGE_NAME isleworks)
set(CPACK_PACKAGE_VENDOR "The Isleworks authors")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "${ISLE_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/isleworks/isleworks")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "design, play and print island board games")
# The extended description in lines of at most 80 characters, as Debian wants it.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Isleworks is a desktop suite for people who design, play and print island"
    "board games. One rules engine plays Foggy Island, Battle on the Island of"
    "Fog, Squirrel Island and Fuzzy Knights with every rule enforced, hot-seat"
    "or against computer opponents (Easy to Expert) that see only what their"
    "seat sees."
    "."
    "A rule editor and a balance lab sit beside the board: change a rule and"
    "the game in progress is replayed under it, compare rulesets over thousands"
    "of games on the same seeds, print component sheets. The isleworks-cli"
    "command runs simulations, comparisons and replays without a window.")
set(CPACK_STRIP_FILES ON)

set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE ${ISLE_PACKAGE_RELEASE})
# "misc", not "games": Debian keeps games' programs in /usr/games, and Isleworks is as
# much a designer's tool (the rule editor, the balance lab, the command line).
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CPACK_PACKAGE_HOMEPAGE_URL}")
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The shared libraries the programs link (Qt's among them) are found by dpkg-shlibdeps;
# what Qt loads at run time is not, so it is named here: the QML modules the board
# imports (QtQuick, Controls with its Fusion style, Layouts) and the modules they import,
# and the platform plugins' GL integrations. Qt's SVG image plugin comes with libqt6svg6,
# which shlibdeps finds.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "qml6-module-qtqml, qml6-module-qtqml-models, qml6-module-qtqml-workerscript, \
qml6-module-qtquick, qml6-module-qtquick-controls, qml6-module-qtquick-templates, \
qml6-module-qtquick-layouts, qml6-module-qtquick-window, qml6-module-qtquick-shapes, \
qt6-qpa-plugins")
# Wayland sessions run Isleworks natively with it, and through XWayland without it.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")

set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_PACKAGE_FILE_NAME isleworks-${PROJECT_VERSION})
# Everything the checkout holds but its build folders, Git's and the tools' own files.
set(CPACK_SOURCE_IGNORE_FILES
    "^${PROJECT_SOURCE_DIR}/build/"
    "^${PROJECT_SOURCE_DIR}/\\.git/"
    "^${PROJECT_SOURCE_DIR}/\\.cache/"
    "^${PROJECT_SOURCE_DIR}/CMakeUserPresets\\.json$"
    "^${PROJECT_SOURCE_DIR}/compile_commands\\.json$"
    "\\.user$")

include(CPack)
