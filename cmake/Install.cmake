# `make install PREFIX=...` (cmake --install): the tools, libtt-toolkit.so
# with the C API's headers, and what lets another build find them: a CMake
# package (find_package(tt-toolkit) gives the target tt-toolkit::tt-toolkit)
# and a pkg-config file (pkg-config --cflags --libs tt-toolkit).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# Installed binaries find libtt-toolkit beside them and LLVM/MLIR where
# Debian's packages put them. The build tree uses the same RUNPATH (it holds
# in build/ too): otherwise CMake pads the build one with empty entries to
# make room for the install-time rewrite, and an empty entry makes the
# loader search the working directory.
set(TT_INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}" "${LLVM_LIBRARY_DIR}")
set(TT_INSTALLED_TOOLS tt-opt tt-layout tt-reduce tt-lsp-server tt-run tt-aot)
foreach(tool IN LISTS TT_INSTALLED_TOOLS)
  if(TARGET ${tool})
    set_target_properties(${tool} PROPERTIES INSTALL_RPATH "${TT_INSTALL_RPATH}"
      BUILD_WITH_INSTALL_RPATH ON)
    install(TARGETS ${tool} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()
# tt-translate is a launcher that loads the tool from lib/ beside bin/
# (tools/tt-translate/Launcher.cpp), so the tool's library goes to lib/
# whatever LIBDIR is. The launcher links only the C and C++ runtimes and
# needs no RPATH; the library has its own (tools/tt-translate/CMakeLists.txt).
install(TARGETS tt-translate RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# Triton's name for tt-layout's triton-tensor-layout mode: a link to it.
if(TARGET triton-tensor-layout)
  install(FILES ${LLVM_RUNTIME_OUTPUT_INTDIR}/triton-tensor-layout
    DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
install(TARGETS tt-translate-main LIBRARY DESTINATION lib)

set_target_properties(tt-toolkit PROPERTIES INSTALL_RPATH "$ORIGIN;${LLVM_LIBRARY_DIR}"
  BUILD_WITH_INSTALL_RPATH ON)
install(TARGETS tt-toolkit EXPORT tt-toolkitTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/tt-c
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(TT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/tt-toolkit)
install(EXPORT tt-toolkitTargets NAMESPACE tt-toolkit:: DESTINATION ${TT_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/tt-toolkitConfig.cmake.in
  ${CMAKE_BINARY_DIR}/tt-toolkitConfig.cmake INSTALL_DESTINATION ${TT_CMAKE_DIR}
  PATH_VARS CMAKE_INSTALL_BINDIR)
write_basic_package_version_file(${CMAKE_BINARY_DIR}/tt-toolkitConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/tt-toolkitConfig.cmake
  ${CMAKE_BINARY_DIR}/tt-toolkitConfigVersion.cmake DESTINATION ${TT_CMAKE_DIR})

file(RELATIVE_PATH TT_PC_TO_PREFIX /prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig /prefix)
configure_file(${CMAKE_CURRENT_LIST_DIR}/tt-toolkit.pc.in ${CMAKE_BINARY_DIR}/tt-toolkit.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/tt-toolkit.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
