# Battle on the Island of Fog's board (app/games/battleisland, qml/battleisland) in the
# real window: 2-player games against the computer played to the end through the board's
# own input, with screenshots written next to the test (battle-*.png). Included from this
# folder's CMakeLists.txt.
isle_add_test(NAME tst_battlewindow SOURCES tst_battlewindow.cpp)
target_include_directories(tst_battlewindow PRIVATE ${PROJECT_SOURCE_DIR}/tests/app)
target_link_libraries(tst_battlewindow PRIVATE isleworks_desktop Qt6::QuickWidgets Qt6::Quick)
target_compile_definitions(tst_battlewindow PRIVATE ISLE_SCREENSHOT_DIR="${CMAKE_CURRENT_BINARY_DIR}")
# Qt Quick's software renderer leaks at exit on Debian's Qt 6.4 (tests/lsan-qtquick.supp).
set_property(TEST tst_battlewindow APPEND PROPERTY ENVIRONMENT
             "LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/lsan-qtquick.supp")
