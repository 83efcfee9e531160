# cmake -DDIR=<path> -P freshdirectory.cmake: empties DIR (creating it if need be), so a
# fuzz campaign under ctest starts from the seed corpus alone on every run.
file(REMOVE_RECURSE "${DIR}")
file(MAKE_DIRECTORY "${DIR}")
