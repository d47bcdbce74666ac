//===- TestMembar.cpp - insert shared-memory barriers ----------------------===//
//
// `-test-print-membar`, as in Triton: plans shared memory, inserts a
// `ttg.local_barrier` before every access that conflicts with one not yet
// ordered by a barrier, and leaves the IR for FileCheck.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Allocation.h"
#include "tt/Analysis/Membar.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {

struct TestMembarPass : PassWrapper<TestMembarPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestMembarPass)

  StringRef getArgument() const final { return "test-print-membar"; }
  StringRef getDescription() const final {
    return "Insert ttg.local_barrier between conflicting shared-memory accesses";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<triton::gpu::TritonGPUDialect>();
  }

  void runOnOperation() override {
    // Several top-level modules parse into an outer one: each module holding functions on its own.
    getOperation().walk([](ModuleOp holder) {
      if (holder.getOps<FunctionOpInterface>().empty())
        return;
      triton::ModuleAllocation allocation(holder);
      triton::ModuleMembarAnalysis membar(&allocation, triton::canSkipBarrierBetweenMbarrierOps);
      membar.run();
    });
  }
};

} // namespace

namespace tt::test {
void registerTestMembarPass() { PassRegistration<TestMembarPass>(); }
} // namespace tt::test
