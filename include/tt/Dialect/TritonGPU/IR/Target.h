//===- Target.h - the GPU a TritonGPU module is compiled for ----*- C++ -*-===//

#ifndef TT_DIALECT_TRITONGPU_IR_TARGET_H
#define TT_DIALECT_TRITONGPU_IR_TARGET_H

#include "mlir/Support/LLVM.h"

namespace mlir {
class ModuleOp;
class Operation;
} // namespace mlir

namespace mlir::triton::gpu {

/// The compute capability of the `ttg.target` ("cuda:90" gives 90) of the
/// innermost module around `op` (or `op` itself) that names one; 90 when
/// none names a CUDA target.
int getComputeCapability(Operation *op);

/// Writes a pass's `compute-capability` option into `module` as its
/// `ttg.target` ("cuda:<capability>") when the option was given, or when the
/// module names no target (the option's default then stands, as in
/// Triton's passes), so that every later getComputeCapability agrees with
/// the pass that was asked for that capability. A capability below 1 is
/// refused, reported on the module.
LogicalResult applyComputeCapabilityOption(ModuleOp module, int capability, bool given);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_IR_TARGET_H
