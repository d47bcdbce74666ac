//===- ToolVersion.h - what "this tt-translate" means for caching -*- C++ -*-===//
//
// A cached cubin may be reused only by the same compiler, so --compile's key
// covers the tool's identity: the source fingerprint baked in at build time
// (ToolVersion.cmake: the contents of every source file and the toolchain,
// which a dirty tree changes too), and the files it takes code from at run
// time but did not build: the shared libLLVM/libMLIR (apt may update them
// under a built tool), ptxas and libdevice.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_TOOLVERSION_H
#define TT_DRIVER_TOOLVERSION_H

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace tt {

/// "tt-toolkit <commit> (sources <sha256 prefix>, <toolchain>)", for people.
std::string getToolVersionLine();

/// Everything the baked-in version says, in full.
std::string getBuildIdentity();

/// Path, size and modification time of `path` (the file's identity for a
/// cache key: replacing it changes one of them), or why there is none.
std::string describeFileIdentity(llvm::StringRef path);

/// The files LLVM's and MLIR's code was loaded from in this process (the
/// executable itself when linked statically), LLVM's first.
std::vector<std::string> getRuntimeObjectFiles();

/// The identities of those files.
std::string getRuntimeLibraryIdentity();

} // namespace tt

#endif // TT_DRIVER_TOOLVERSION_H
