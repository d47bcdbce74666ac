//===- CUDAToolkit.h - where ptxas and libdevice are ------------*- C++ -*-===//
//
// The CUDA toolkit is found as DESIGN.md says: `TT_CUDA_HOME` when set, else
// `ptxas` on PATH, else the toolkit CMake found at configure time
// (/usr/local/cuda by default). An explicit path on the command line wins.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_CUDATOOLKIT_H
#define TT_TARGET_CUDATOOLKIT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace tt {

/// The ptxas to run: `explicitPath` if given, else TT_CUDA_HOME/bin/ptxas,
/// else `ptxas` on PATH, else <configured toolkit>/bin/ptxas.
llvm::Expected<std::string> findPtxas(llvm::StringRef explicitPath = "");

/// libdevice.10.bc: `explicitPath` if given, else
/// TT_CUDA_HOME/nvvm/libdevice/libdevice.10.bc, else the configured toolkit's.
llvm::Expected<std::string> findLibdevice(llvm::StringRef explicitPath = "");

} // namespace tt

#endif // TT_TARGET_CUDATOOLKIT_H
