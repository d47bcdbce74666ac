//===- PTXCodegen.h - LLVM IR to PTX through the NVPTX backend --*- C++ -*-===//
//
// Triton's make_ptx: inline everything, verify, and emit PTX with LLVM's
// NVPTX backend at -O3 for `sm_NN[a]` with `+ptxNN`.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_PTXCODEGEN_H
#define TT_TARGET_PTXCODEGEN_H

#include "tt/Target/GPUTarget.h"

#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace tt {

struct PTXCodegenOptions {
  /// Triton's `enable_fp_fusion` (default on): contract a*b+c into fma.
  bool enableFPFusion = true;
};

/// Emits PTX for `module` (which is modified: inlined, retargeted). The text
/// is post-processed as Triton does: `.version` is the requested PTX ISA and
/// the `debug` target flag is dropped so ptxas optimizes.
llvm::Expected<std::string> translateLLVMIRToPTX(llvm::Module &module,
                                                 const GPUTarget &target,
                                                 const PTXCodegenOptions &options = {});

/// Whether `--llvm-slsr` asked for LLVM 22's straight-line strength
/// reduction in place of tt's (part of the compile cache's key).
bool usesLLVMStrengthReduction();

} // namespace tt

#endif // TT_TARGET_PTXCODEGEN_H
