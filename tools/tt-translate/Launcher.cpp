//===- Launcher.cpp - the tt-translate executable -------------------------===//
//
// The tt-translate executable links neither libLLVM nor libMLIR: loading
// them and running their static constructors takes ~40 ms, and a repeated
// `--compile --cache-dir` needs none of it. So this answers such a repeat
// from its record (EarlyCacheHit.h) and, for everything else (a miss, any
// other invocation, --help, --version), loads the tool itself,
// libtt-translate-main.so in ../lib beside it, and runs its ttTranslateMain
// (tt-translate.cpp) with the same arguments.
//
//===----------------------------------------------------------------------===//

#include "EarlyCacheHit.h"

#include <cstdio>
#include <dlfcn.h>
#include <string>
#include <unistd.h>

/// The tool's entry. Weak: present when the tool is linked into this
/// executable (bench/gpu/link-static-translate.sh's static relink), null in
/// the default build, where it is loaded from its library.
extern "C" int ttTranslateMain(int argc, char **argv) __attribute__((weak));

namespace {

void exitOnEarlyCacheHit(int argc, char **argv, char **envp) {
  if (tt::serveEarlyCacheHit(argc, argv, envp))
    _exit(0); // before any static constructor: nothing to run at exit
}

/// The tool's library, libtt-translate-main.so in the `lib` folder beside
/// this executable's `bin` (build/ and an installed prefix alike), or ""
/// when this executable can't be located.
std::string getToolLibraryPath() {
  char self[4096];
  ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
  if (length <= 0)
    return "";
  std::string path(self, size_t(length));
  for (int level = 0; level < 2; ++level) { // <prefix>/bin/tt-translate -> <prefix>
    size_t slash = path.rfind('/');
    if (slash == std::string::npos)
      return "";
    path.resize(slash);
  }
  return path + "/lib/libtt-translate-main.so";
}

} // namespace

// A hit is answered from .preinit_array rather than from main: where the
// tool is linked in statically, LLVM's and MLIR's static constructors run
// before main, and a hit needs none of them. In the default build little
// else runs before main.
__attribute__((section(".preinit_array"),
               used)) static void (*const kEarlyCacheHit)(int, char **,
                                                          char **) = exitOnEarlyCacheHit;

int main(int argc, char **argv) {
  if (ttTranslateMain)
    return ttTranslateMain(argc, argv);
  std::string library = getToolLibraryPath();
  if (library.empty()) {
    fprintf(stderr, "tt-translate: error: can't locate this executable (/proc/self/exe) to "
                    "find libtt-translate-main.so beside it\n");
    return 1;
  }
  // RTLD_LAZY, as the dynamic loader starts an executable: RTLD_NOW would
  // also bind every call of libLLVM and libMLIR up front (~15 ms).
  void *handle = dlopen(library.c_str(), RTLD_LAZY | RTLD_LOCAL);
  if (!handle) {
    fprintf(stderr, "tt-translate: error: can't load the tool: %s\n", dlerror());
    return 1;
  }
  auto *run = reinterpret_cast<int (*)(int, char **)>(dlsym(handle, "ttTranslateMain"));
  if (!run) {
    fprintf(stderr, "tt-translate: error: '%s' has no ttTranslateMain: %s\n", library.c_str(),
            dlerror());
    return 1;
  }
  return run(argc, argv);
}
