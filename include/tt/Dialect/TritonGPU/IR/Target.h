//===- Target.h - the GPU a TritonGPU module is compiled for ----*- C++ -*-===//

#ifndef TT_DIALECT_TRITONGPU_IR_TARGET_H
#define TT_DIALECT_TRITONGPU_IR_TARGET_H

namespace mlir {
class Operation;
} // namespace mlir

namespace mlir::triton::gpu {

/// The compute capability of `op`'s module's `ttg.target` ("cuda:90" gives
/// 90); 90 when the module names no CUDA target.
int getComputeCapability(Operation *op);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_IR_TARGET_H
