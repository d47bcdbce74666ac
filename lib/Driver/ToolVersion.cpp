//===- ToolVersion.cpp - what "this tt-translate" means for caching -------===//

#include "tt/Driver/ToolVersion.h"

#include "ToolVersion.inc"

#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/TargetParser/Host.h"

#include <dlfcn.h>

using namespace llvm;

std::string tt::getToolVersionLine() {
  return formatv("tt-toolkit {0} (sources {1}, {2})", TT_TOOL_COMMIT,
                 StringRef(TT_TOOL_SOURCES_SHA256).take_front(12), TT_TOOL_TOOLCHAIN)
      .str();
}

std::string tt::getBuildIdentity() {
  return formatv("commit {0}; sources {1}; toolchain {2}", TT_TOOL_COMMIT, TT_TOOL_SOURCES_SHA256,
                 TT_TOOL_TOOLCHAIN)
      .str();
}

std::string tt::describeFileIdentity(StringRef path) {
  SmallString<256> real;
  if (sys::fs::real_path(path, real))
    real = path;
  sys::fs::file_status status;
  if (std::error_code error = sys::fs::status(real, status))
    return (real + ": " + error.message()).str();
  return formatv("{0}: {1} bytes, modified {2}", real, status.getSize(),
                 status.getLastModificationTime().time_since_epoch().count())
      .str();
}

/// The file the code at `address` was loaded from; the executable when the
/// loader can't tell (a static executable).
static std::string objectFileOf(const void *address) {
  Dl_info info;
  if (dladdr(address, &info) && info.dli_fname && *info.dli_fname)
    return info.dli_fname;
  static int anchor;
  return sys::fs::getMainExecutable(nullptr, &anchor);
}

std::vector<std::string> tt::getRuntimeObjectFiles() {
  std::string llvm = objectFileOf(reinterpret_cast<const void *>(&sys::getProcessTriple));
  std::string mlir = objectFileOf(reinterpret_cast<const void *>(&mlir::translateModuleToLLVMIR));
  if (mlir == llvm)
    return {llvm};
  return {llvm, mlir};
}

std::string tt::getRuntimeLibraryIdentity() {
  std::vector<std::string> files = getRuntimeObjectFiles();
  std::string identity = "LLVM " + describeFileIdentity(files.front());
  if (files.size() > 1)
    identity += "; MLIR " + describeFileIdentity(files.back());
  return identity;
}
