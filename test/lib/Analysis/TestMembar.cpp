//===- TestMembar.cpp - insert shared-memory barriers ----------------------===//
//
// `-test-print-membar`, as in Triton: plans shared memory, inserts a
// `ttg.local_barrier` before every access that conflicts with one not yet
// ordered by a barrier, and leaves the IR for FileCheck.
//
// `-test-tritonamdgpu-membar`, Triton's test of the same analysis as its
// AMD backend runs it: every `ttg.local_load` is first marked
// `ttg.amdg.syncedViaAsyncWait` (whether its token comes from an
// `async_wait`), and no barrier separates an `async_copy_global_to_local`
// from such a marked load (the wait already orders them on AMD GPUs). The
// AMD dialect's own ops, which the backend's filter also names, are not
// ours to parse.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Allocation.h"
#include "tt/Analysis/Membar.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {

/// Runs the membar analysis with `filter` on each module of `root` that
/// holds functions (several top-level modules parse into an outer one).
void insertBarriers(ModuleOp root, const triton::MembarFilterFn &filter) {
  root.walk([&](ModuleOp holder) {
    if (holder.getOps<FunctionOpInterface>().empty())
      return;
    triton::ModuleAllocation allocation(holder);
    triton::ModuleMembarAnalysis membar(&allocation, filter);
    membar.run();
  });
}

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
    insertBarriers(getOperation(), triton::canSkipBarrierBetweenMbarrierOps);
  }
};

constexpr const char *kSyncedViaAsyncWait = "ttg.amdg.syncedViaAsyncWait";

/// Whether `token` is made by an async_wait, or is a block argument every
/// branch into its block passes such a token (an argument of a region's
/// entry block, which no branch reaches, counts, as in Triton's backend).
bool comesFromAsyncWait(Value token) {
  if (Operation *def = token.getDefiningOp())
    return isa<triton::gpu::AsyncWaitOp>(def);
  auto arg = dyn_cast<BlockArgument>(token);
  if (!arg)
    return false;
  Block *block = arg.getOwner();
  for (Block *pred : block->getPredecessors()) {
    auto branch = dyn_cast<BranchOpInterface>(pred->getTerminator());
    if (!branch)
      return false;
    for (auto [index, successor] : llvm::enumerate(branch->getSuccessors())) {
      if (successor != block)
        continue;
      SuccessorOperands operands = branch.getSuccessorOperands(index);
      if (arg.getArgNumber() >= operands.size() || !comesFromAsyncWait(operands[arg.getArgNumber()]))
        return false;
    }
  }
  return true;
}

bool isAsyncCopyAgainstSyncedLoad(Operation *before, Operation *after) {
  auto isAsyncCopy = [](Operation *op) { return isa<triton::gpu::AsyncCopyGlobalToLocalOp>(op); };
  auto isSyncedLoad = [](Operation *op) {
    auto synced = isa<triton::gpu::LocalLoadOp>(op) ? op->getAttrOfType<BoolAttr>(kSyncedViaAsyncWait) : nullptr;
    return synced && synced.getValue();
  };
  if (isAsyncCopy(before) == isAsyncCopy(after))
    return false;
  return isSyncedLoad(before) || isSyncedLoad(after);
}

struct TestAMDGPUMembarPass : PassWrapper<TestAMDGPUMembarPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestAMDGPUMembarPass)

  StringRef getArgument() const final { return "test-tritonamdgpu-membar"; }
  StringRef getDescription() const final {
    return "Insert ttg.local_barrier as Triton's AMD backend does (async copies ordered by async_wait)";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<triton::gpu::TritonGPUDialect>();
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    getOperation().walk([&](triton::gpu::LocalLoadOp load) {
      if (load->hasAttr(kSyncedViaAsyncWait))
        return;
      Value token = load.getToken();
      load->setAttr(kSyncedViaAsyncWait, BoolAttr::get(context, token && comesFromAsyncWait(token)));
    });
    insertBarriers(getOperation(), isAsyncCopyAgainstSyncedLoad);
  }
};

} // namespace

namespace tt::test {
void registerTestMembarPass() {
  PassRegistration<TestMembarPass>();
  PassRegistration<TestAMDGPUMembarPass>();
}
} // namespace tt::test
