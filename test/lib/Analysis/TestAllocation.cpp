//===- TestAllocation.cpp - print the shared-memory plan -------------------===//
//
// `-test-print-allocation`, as in Triton: for every tt.func, remarks at its
// location with its name and, last, `size = N` (its frame in bytes); for
// every op with a scratch buffer `scratch offset = O, size = S` (`virtual`
// for a call's callee frame); for every local_alloc `offset = O, size = S`.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {

struct TestAllocationPass : PassWrapper<TestAllocationPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestAllocationPass)

  TestAllocationPass() = default;
  TestAllocationPass(const TestAllocationPass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "test-print-allocation"; }
  StringRef getDescription() const final {
    return "Print the shared-memory offset and size of every buffer";
  }

  Option<std::string> scratchSizeFunction{
      *this, "get-scratch-size-function",
      llvm::cl::desc("Scratch sizes to use: None (Triton's target-independent ones, default) "
                     "or ValidConstant (128 bytes for every op)"),
      llvm::cl::init("None")};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // As Triton's printer: the target-independent sizes (layout conversions
    // staged with plain ld/st), not the NVIDIA ones allocate-shared-memory-nv
    // uses.
    triton::AllocationScratchSizeFn sizes = triton::genericAllocationScratchSize;
    if (scratchSizeFunction == "ValidConstant")
      sizes = [](Operation *) { return 128u; };
    else if (scratchSizeFunction != "None") {
      module.emitError() << "unknown get-scratch-size-function '" << scratchSizeFunction
                         << "' (expected None or ValidConstant)";
      return signalPassFailure();
    }
    // A file of several top-level modules parses into an outer module holding them: each module
    // that holds functions is planned on its own, as each would be compiled.
    module.walk([&](ModuleOp holder) {
      if (!holder.getOps<triton::FuncOp>().empty())
        printModule(holder, sizes);
    });
  }

  void printModule(ModuleOp module, triton::AllocationScratchSizeFn sizes) {
    triton::ModuleAllocation moduleAllocation(module, sizes);
    for (triton::FuncOp func : module.getOps<triton::FuncOp>()) {
      emitRemark(func.getLoc()) << func.getName();
      triton::Allocation *allocation = moduleAllocation.getFuncData(func);
      func.walk([&](Operation *op) {
        auto scratch = allocation->getBufferId(op);
        if (scratch != triton::Allocation::InvalidBufferId)
          emitRemark(op->getLoc()) << (allocation->isVirtualBuffer(scratch) ? "virtual" : "scratch")
                                   << " offset = " << allocation->getOffset(scratch)
                                   << ", size = " << allocation->getAllocatedSize(scratch);
        for (Value result : op->getResults()) {
          auto id = allocation->getBufferId(result);
          if (id != triton::Allocation::InvalidBufferId)
            emitRemark(op->getLoc()) << "offset = " << allocation->getOffset(id)
                                     << ", size = " << allocation->getAllocatedSize(id);
        }
      });
      emitRemark(func.getLoc()) << "size = " << allocation->getSharedMemorySize();
    }
  }
};

} // namespace

namespace tt::test {
void registerTestAllocationPass() { PassRegistration<TestAllocationPass>(); }
} // namespace tt::test
