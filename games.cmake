# The games this build plays, by folder name: the one shared list a new game is added to.
# Each game has a folder in every layer, found by that name:
#   engine/<game>/       rules; CMakeLists.txt adds its sources to isleworks_engine, and
#                        <game>.h declares isle::<game>::gameModule()
#   app/games/<game>/    its screen for the desktop suite; <game>ui.h declares
#                        isle::app::<game>::gameUi() (optional: without it the game is
#                        played from the list of choices)
#   qml/<game>/          its QML pages (added by app/games/<game>)
#   resources/<game>/    its default ruleset and art
#   tests/<game>/        its tests
#   docs/games/<game>.md its rules decisions and screens
# docs/architecture.md, "Adding a game", walks through it.
set(ISLE_GAMES foggyisland squirrelisland battleisland fuzzyknights)

# Writes a C++ source defining `SIGNATURE` (declared in `INCLUDE`) to return one entry
# per game whose folder under HEADER_DIR has HEADER (<game> stands for the folder name),
# e.g. ENTRY "&isle::<game>::gameModule()". The lists are generated so that no shared
# source names a game.
function(isle_generate_game_list)
    cmake_parse_arguments(ARG "" "OUTPUT;INCLUDE;HEADER_DIR;HEADER;ENTRY;SIGNATURE" "" ${ARGN})
    set(includes "")
    set(entries "")
    foreach(game IN LISTS ISLE_GAMES)
        string(REPLACE "<game>" "${game}" header "${ARG_HEADER}")
        if(EXISTS ${ARG_HEADER_DIR}/${game}/${header})
            string(APPEND includes "#include \"${game}/${header}\"\n")
            string(REPLACE "<game>" "${game}" entry "${ARG_ENTRY}")
            string(APPEND entries "        ${entry},\n")
        endif()
    endforeach()
    file(CONFIGURE OUTPUT ${ARG_OUTPUT} CONTENT "// Generated from games.cmake (ISLE_GAMES); do not edit.
#include \"@ARG_INCLUDE@\"
@includes@
@ARG_SIGNATURE@
{
    return {
@entries@    };
}
" @ONLY)
endfunction()
