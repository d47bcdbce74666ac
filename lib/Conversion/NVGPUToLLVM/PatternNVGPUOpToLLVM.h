//===- PatternNVGPUOpToLLVM.h - pieces of convert-nv-gpu-to-llvm -*- C++ -*-===//
//
// The pass (NVGPUToLLVMPass.cpp) first checks that every op can be lowered
// (so that an error is located and reported once, not retried by the
// rewrite driver), then rewrites the ops one by one (NVGPUOpToLLVM.cpp),
// then lowers the tensor-memory base, which needs the whole kernel
// (TensorMemoryBase.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_NVGPUTOLLVM_PATTERNNVGPUOPTOLLVM_H
#define TT_LIB_CONVERSION_NVGPUTOLLVM_PATTERNNVGPUOPTOLLVM_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::triton::lowering {
struct InlineAsmCall;
} // namespace mlir::triton::lowering

namespace mlir::triton::nvgpu {

/// A located error on every op the patterns cannot lower.
LogicalResult checkOpsLowerable(ModuleOp module);

/// One pattern per op: wgmma, wgmma_wait_group, ld_acquire, cluster_id,
/// nvg.warp_id and ttg.warp_id.
void populateNVGPUToLLVMPatterns(RewritePatternSet &patterns);

/// A located error unless the nvg.tensor_memory_base ops of `module` can
/// be lowered: all in one kernel of a module with tensor memory and
/// @global_smem.
LogicalResult checkTensorMemoryBaseLowerable(ModuleOp module);
/// Allocates the kernel's tensor memory and replaces every base op by its
/// address.
void lowerTensorMemoryBase(ModuleOp module);

/// `call` as Triton's PTX builder creates it: AT&T dialect, an empty
/// operand_attrs and, without a result type, one `!llvm.void` result.
Value createInlineAsm(OpBuilder &b, Location loc, Type resultType,
                      const lowering::InlineAsmCall &call, bool hasSideEffects = true);

} // namespace mlir::triton::nvgpu

#endif // TT_LIB_CONVERSION_NVGPUTOLLVM_PATTERNNVGPUOPTOLLVM_H
