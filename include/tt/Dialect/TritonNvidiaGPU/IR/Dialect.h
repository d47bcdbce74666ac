//===- Dialect.h - the `ttng` dialect ---------------------------*- C++ -*-===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_IR_DIALECT_H
#define TT_DIALECT_TRITONNVIDIAGPU_IR_DIALECT_H

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUAttrDefs.h.inc"

namespace mlir::triton::nvidia_gpu {
/// The resource ttng memory effects name: Blackwell tensor memory.
struct TensorMemory : public SideEffects::Resource::Base<TensorMemory> {
  StringRef getName() final { return "<TensorMemory>"; }
};

/// Whether `type` is a buffer in tensor memory (`#ttng.tensor_memory`).
bool isTensorMemory(gpu::MemDescType type);
/// Whether `type` is a buffer in a CTA's or the cluster's shared memory.
bool isSharedMemory(gpu::MemDescType type);

/// Checks the tensor-memory rules of a memdesc in `#ttng.tensor_memory`: its
/// encoding, rank, element width and allocation shape. `what` names the
/// value in messages ("result", "operand 'd'").
LogicalResult verifyTensorMemoryDesc(Operation *op, gpu::MemDescType type, StringRef what);
} // namespace mlir::triton::nvidia_gpu

#define GET_OP_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.h.inc"

#endif // TT_DIALECT_TRITONNVIDIAGPU_IR_DIALECT_H
