//===- AllocateSharedMemory.cpp - write the shared-memory plan into the IR -===//

#include "tt/Conversion/TritonGPUToLLVM/Passes.h"

#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"

#include "mlir/IR/Builders.h"

namespace mlir::triton {
#define GEN_PASS_DEF_ALLOCATESHAREDMEMORY
#define GEN_PASS_DEF_ALLOCATESHAREDMEMORYNV
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

static constexpr llvm::StringLiteral kOffsetAttr = "allocation.offset";

void mlir::triton::gpu::attachAllocationSizeAndOffsetAttr(ModuleOp module,
                                                          ModuleAllocation &allocation) {
  Builder builder(module.getContext());
  for (FunctionOpInterface func : allocation.getFunctions()) {
    Allocation *funcAllocation = allocation.getFuncData(func);
    // The function itself has a buffer when it warp-specializes: the byte
    // per worker warp that says which partition to run.
    func->walk([&](Operation *op) {
      Allocation::BufferId id = funcAllocation->getBufferId(op);
      if (id == Allocation::InvalidBufferId && op->getNumResults() == 1)
        id = funcAllocation->getBufferId(op->getResult(0));
      if (id == Allocation::InvalidBufferId || op->hasAttr(kOffsetAttr))
        return;
      op->setAttr(kOffsetAttr,
                  builder.getI32IntegerAttr(int32_t(funcAllocation->getOffset(id))));
    });
  }
  module->setAttr(TritonGPUDialect::getSharedAttrName(),
                  builder.getI32IntegerAttr(int32_t(allocation.getSharedMemorySize())));
}

namespace {

struct AllocateSharedMemoryPass
    : mlir::triton::impl::AllocateSharedMemoryBase<AllocateSharedMemoryPass> {
  void runOnOperation() override {
    ModuleAllocation allocation(getOperation());
    triton::gpu::attachAllocationSizeAndOffsetAttr(getOperation(), allocation);
  }
};

struct AllocateSharedMemoryNvPass
    : mlir::triton::impl::AllocateSharedMemoryNvBase<AllocateSharedMemoryNvPass> {
  using AllocateSharedMemoryNvBase::AllocateSharedMemoryNvBase;
  void runOnOperation() override {
    // The scratch sizes depend on the capability (ldmatrix/stmatrix staging);
    // the lowering reads the same module attribute.
    if (failed(triton::gpu::applyComputeCapabilityOption(getOperation(), computeCapability,
                                                         computeCapability.hasValue())))
      return signalPassFailure();
    // NVIDIA's sizes are the defaults: conversions use the ld/st swizzled
    // tile on every compute capability handled so far.
    ModuleAllocation allocation(getOperation(), defaultAllocationScratchSize);
    triton::gpu::attachAllocationSizeAndOffsetAttr(getOperation(), allocation);
  }
};

} // namespace
