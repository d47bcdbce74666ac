//===- LLVMIROptimization.h - the LLVM half of Triton's make_llir -*- C++ -*-===//
//
// What Triton's NVIDIA backend does to the translated module before it is
// written out as `<k>.ll`: attach the NVPTX data layout, set the
// `nvvm-reflect-ftz` module flag, link libdevice when the module needs
// external functions, and run LLVM's O3 middle-end pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_LLVMIROPTIMIZATION_H
#define TT_TARGET_LLVMIROPTIMIZATION_H

#include "tt/Target/GPUTarget.h"

#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace tt {

struct LLVMOptimizationOptions {
  /// `libdevice.10.bc`; empty: found through tt::findLibdevice.
  std::string libdevicePath;
  /// Triton's `enable_reflect_ftz` (default on): libdevice flushes denormals.
  bool reflectFTZ = true;
  /// Middle-end level, 0..3; 0 skips the pipeline (the module is still
  /// linked and internalized).
  unsigned optLevel = 3;
};

/// Triton's `has_extern_deps`: an external global other than `global_smem`,
/// or a declared external function that is not an intrinsic.
bool hasExternalDependencies(const llvm::Module &module);

/// The first libdevice function (`__nv_*`) the module declares, or "".
llvm::StringRef firstLibdeviceCall(const llvm::Module &module);

/// Triton's `link_extern_libs` for libdevice: links only the functions the
/// module needs and makes them internal (external linkage marks kernels).
llvm::Error linkLibdevice(llvm::Module &module, llvm::StringRef path);

/// Triton's `attach_datalayout` and `set_nvvm_reflect_ftz`.
llvm::Error attachNVPTXDataLayout(llvm::Module &module,
                                  const GPUTarget &target);
void setReflectFTZ(llvm::Module &module, bool enabled);

/// Triton's `optimize_module(mod, O3)`: the default per-module pipeline with
/// unrolling and (SLP) vectorization on and no target machine, breaking
/// struct-typed phis and running instcombine where vectorization starts.
void optimizeModule(llvm::Module &module, unsigned optLevel);

/// The whole sequence, as make_llir runs it after translation. libdevice is
/// linked when hasExternalDependencies() holds; a missing libdevice is an
/// error only when the module calls `__nv_*` functions.
llvm::Error prepareLLVMModule(llvm::Module &module, const GPUTarget &target,
                              const LLVMOptimizationOptions &options);

} // namespace tt

#endif // TT_TARGET_LLVMIROPTIMIZATION_H
