# Every shipped translation is complete for the sources as they are: lupdate is run over
# the same sources as `update_translations` into copies of the .ts files (the sources in
# the tree are never written), and the copies must have no unfinished, vanished or
# obsolete message. Run as: cmake -DLUPDATE=… -DSOURCE_DIR=… -DWORK_DIR=… -DLANGUAGES="uk;pl" -P …
foreach(variable LUPDATE SOURCE_DIR WORK_DIR LANGUAGES)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "checktranslations.cmake needs -D${variable}=")
    endif()
endforeach()

file(GLOB_RECURSE sources
    ${SOURCE_DIR}/engine/*.cpp ${SOURCE_DIR}/engine/*.h
    ${SOURCE_DIR}/app/*.cpp ${SOURCE_DIR}/app/*.h
    ${SOURCE_DIR}/editor/*.cpp ${SOURCE_DIR}/editor/*.h
    ${SOURCE_DIR}/qml/*.qml
    ${SOURCE_DIR}/translations/*.cpp ${SOURCE_DIR}/translations/*.h)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
list(JOIN sources "\n" source_list)
file(WRITE ${WORK_DIR}/sources.lst "${source_list}\n")

set(failures "")
foreach(language IN LISTS LANGUAGES)
    set(shipped ${SOURCE_DIR}/translations/isleworks_${language}.ts)
    set(copy ${WORK_DIR}/isleworks_${language}.ts)
    if(NOT EXISTS ${shipped})
        string(APPEND failures "translations/isleworks_${language}.ts is missing\n")
        continue()
    endif()
    file(COPY_FILE ${shipped} ${copy})
    # English (the source language) holds only the plural forms of "%n card(s)" messages.
    set(plural_only "")
    list(FIND PLURAL_ONLY "${language}" plural_index)
    if(plural_index GREATER -1)
        set(plural_only -pluralonly)
    endif()
    execute_process(COMMAND ${LUPDATE} -locations none ${plural_only} @${WORK_DIR}/sources.lst -ts ${copy}
                    RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT result EQUAL 0)
        string(APPEND failures "lupdate failed on isleworks_${language}.ts:\n${output}\n")
        continue()
    endif()
    file(READ ${copy} text)
    foreach(state unfinished vanished obsolete)
        string(REGEX MATCHALL "<message[^>]*>[^<]*<source>[^<]*</source>[^<]*(<[a-z]*comment>[^<]*</[a-z]*comment>[^<]*)*<translation type=\"${state}\"" found "${text}")
        list(LENGTH found count)
        if(count GREATER 0)
            list(GET found 0 first)
            string(REGEX REPLACE ".*<source>([^<]*)</source>.*" "\\1" first "${first}")
            string(APPEND failures
                   "translations/isleworks_${language}.ts: ${count} ${state} message(s), the first \"${first}\" "
                   "(expected none: run the update_translations target and translate them)\n")
        endif()
    endforeach()
endforeach()
if(failures)
    message(FATAL_ERROR "${failures}")
endif()
list(LENGTH LANGUAGES count)
message(STATUS "${count} translation(s) complete")
