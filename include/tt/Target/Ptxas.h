//===- Ptxas.h - PTX to cubin through the CUDA toolkit's ptxas --*- C++ -*-===//
//
// Triton's make_cubin: `ptxas -lineinfo -v --gpu-name=sm_90a k.ptx -o k.cubin`,
// with the log kept and handed back when ptxas fails.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_PTXAS_H
#define TT_TARGET_PTXAS_H

#include "tt/Target/GPUTarget.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace tt {

struct PtxasOptions {
  /// ptxas itself; empty: found through tt::findPtxas.
  std::string ptxasPath;
  /// `--fmad=false` when off (Triton's enable_fp_fusion).
  bool enableFPFusion = true;
  /// Line info in the cubin (`-lineinfo`), as Triton keeps it by default.
  bool lineInfo = true;
  /// More options, split on spaces (Triton's `ptx_options`).
  std::vector<std::string> extraOptions;
};

struct PtxasResult {
  std::string cubin;
  /// What ptxas printed (with -v: registers, spills, shared memory).
  std::string log;
  /// The command that ran, for reproducing it.
  std::string command;
};

/// Assembles `ptx` (named `ptxName` in messages) for `target`. On failure the
/// error carries ptxas's exit status, its log and the command line.
llvm::Expected<PtxasResult> assembleCubin(llvm::StringRef ptx,
                                          llvm::StringRef ptxName,
                                          const GPUTarget &target,
                                          const PtxasOptions &options = {});

} // namespace tt

#endif // TT_TARGET_PTXAS_H
