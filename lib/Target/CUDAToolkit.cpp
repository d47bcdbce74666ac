//===- CUDAToolkit.cpp - where ptxas and libdevice are --------------------===//

#include "tt/Target/CUDAToolkit.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"

using namespace llvm;

#ifndef TT_CONFIGURED_CUDA_HOME
#define TT_CONFIGURED_CUDA_HOME "/usr/local/cuda"
#endif

static std::string underHome(StringRef home, StringRef relative) {
  SmallString<256> path(home);
  sys::path::append(path, relative);
  return std::string(path);
}

static Error missing(StringRef what, StringRef where, StringRef hint) {
  return createStringError(inconvertibleErrorCode(),
                           what + " not found" + where + "; " + hint);
}

static Expected<std::string> findTool(StringRef explicitPath,
                                      StringRef relative, StringRef what,
                                      StringRef option, bool searchPath) {
  if (!explicitPath.empty()) {
    if (!sys::fs::exists(explicitPath))
      return missing(what, " at '" + explicitPath.str() + "' (" +
                               option.str() + ")",
                     "give the path of an existing file");
    return explicitPath.str();
  }
  if (std::optional<std::string> home = sys::Process::GetEnv("TT_CUDA_HOME");
      home && !home->empty()) {
    std::string path = underHome(*home, relative);
    if (!sys::fs::exists(path))
      return missing(what, " at '" + path + "' (from TT_CUDA_HOME)",
                     "point TT_CUDA_HOME at a CUDA toolkit or use " +
                         option.str());
    return path;
  }
  if (searchPath)
    if (ErrorOr<std::string> found =
            sys::findProgramByName(sys::path::filename(relative)))
      return *found;
  std::string configured = underHome(TT_CONFIGURED_CUDA_HOME, relative);
  if (sys::fs::exists(configured))
    return configured;
  return missing(what,
                 searchPath ? " (not in TT_CUDA_HOME, on PATH, or at '" +
                                  configured + "')"
                            : " (TT_CUDA_HOME unset and no '" + configured +
                                  "')",
                 "install the CUDA toolkit, set TT_CUDA_HOME, or use " +
                     option.str());
}

Expected<std::string> tt::findPtxas(StringRef explicitPath) {
  return findTool(explicitPath, "bin/ptxas", "ptxas", "--ptxas=PATH",
                  /*searchPath=*/true);
}

Expected<std::string> tt::findLibdevice(StringRef explicitPath) {
  return findTool(explicitPath, "nvvm/libdevice/libdevice.10.bc",
                  "libdevice", "--libdevice=PATH", /*searchPath=*/false);
}
