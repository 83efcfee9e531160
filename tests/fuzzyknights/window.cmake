# Fuzzy Knights' board (app/games/fuzzyknights, qml/fuzzyknights) in the real window: a
# 2-player game against the computer played to the end through the board's own input, with
# screenshots written next to the test (fuzzy-*.png). Included from this folder's CMakeLists.txt.
isle_add_test(NAME tst_fuzzywindow SOURCES tst_fuzzywindow.cpp)
target_include_directories(tst_fuzzywindow PRIVATE ${PROJECT_SOURCE_DIR}/tests/app)
target_link_libraries(tst_fuzzywindow PRIVATE isleworks_desktop Qt6::QuickWidgets Qt6::Quick)
target_compile_definitions(tst_fuzzywindow PRIVATE ISLE_SCREENSHOT_DIR="${CMAKE_CURRENT_BINARY_DIR}")
# Qt Quick's software renderer leaks at exit on Debian's Qt 6.4 (tests/lsan-qtquick.supp).
set_property(TEST tst_fuzzywindow APPEND PROPERTY ENVIRONMENT
             "LSAN_OPTIONS=suppressions=${PROJECT_SOURCE_DIR}/tests/lsan-qtquick.supp")
