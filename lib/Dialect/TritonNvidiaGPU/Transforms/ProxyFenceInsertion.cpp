//===- ProxyFenceInsertion.cpp - triton-nvidia-gpu-proxy-fence-insertion ---===//
//
// On Hopper, TMA copies write shared memory through the async proxy, while
// ordinary loads and stores use the generic proxy; bytes the generic proxy
// touched must be fenced (fence.proxy.async) before an async write to them.
// After allocation, buffers that are not the same value may share bytes,
// which the fence pass on the structured IR (FenceInsertion.cpp) cannot
// see. As Triton 3.6 does, this pass walks each function with the Membar
// walk (MembarOrFenceAnalysis), keeping the intervals generic-proxy ops
// read or wrote since the last fence (scratch buffers count as read), and
// puts a `ttng.fence_async_shared` before a TMA copy whose destination
// overlaps one of them. Pairs involving async-proxy ops or mbarrier ops
// are not hazards here.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Allocation.h"
#include "tt/Analysis/Membar.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUPROXYFENCEINSERTION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The shared memory an async-proxy write fills, or null.
Value getAsyncWriteDestination(Operation *op) {
  if (auto copy = dyn_cast<ttng::AsyncTMACopyGlobalToLocalOp>(op))
    return copy.getResult();
  if (auto gather = dyn_cast<ttng::AsyncTMAGatherOp>(op))
    return gather.getResult();
  return Value();
}

bool isAsyncProxyRead(Operation *op) {
  return isa<ttng::WarpGroupDotOp, ttng::AsyncTMACopyGlobalToLocalOp, ttng::AsyncTMAScatterOp,
             ttng::AsyncTMAReduceOp>(op);
}

/// Pending accesses of these ops need no proxy fence.
bool isIgnoredForProxyFence(Operation *op) {
  return isAsyncProxyRead(op) || getAsyncWriteDestination(op) ||
         isa<ttng::ArriveBarrierOp, ttng::WaitBarrierOp, ttng::InitBarrierOp, ttng::InvalBarrierOp>(op);
}

class ProxyFenceAnalysis : public MembarOrFenceAnalysis {
public:
  using MembarOrFenceAnalysis::MembarOrFenceAnalysis;

private:
  void update(Operation *op, BlockInfo &blockInfo, FuncBlockInfoMapT &funcBlockInfoMap,
              OpBuilder &builder) override {
    if (isa<ttng::FenceAsyncSharedOp>(op)) {
      blockInfo.sync();
      return;
    }
    BlockInfo generic, asyncWrites;
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      if (FunctionOpInterface callee = moduleAllocation->getCallee(call)) {
        auto it = funcBlockInfoMap.find(callee);
        if (it != funcBlockInfoMap.end()) {
          Allocation::BufferId frame = allocation->getBufferId(op);
          generic = it->second.shifted(frame == Allocation::InvalidBufferId ? 0 : allocation->getOffset(frame));
        }
      }
    } else {
      generic = getAccesses(op);
      // The destination of a TMA copy is written by the async proxy.
      if (Value destination = getAsyncWriteDestination(op))
        for (Allocation::BufferId id : allocation->getBufferIds(destination)) {
          Interval<size_t> interval = allocation->getAllocatedInterval(id);
          generic.syncWriteIntervals.erase(interval);
          asyncWrites.syncWriteIntervals[interval].insert(op);
        }
      // A scratch buffer's bytes are written and read back by the op.
      Allocation::BufferId scratch = allocation->getBufferId(op);
      if (scratch != Allocation::InvalidBufferId)
        generic.syncReadIntervals[allocation->getAllocatedInterval(scratch)].insert(op);
    }
    if (asyncWrites.isIntersected(blockInfo, filter)) {
      builder.setInsertionPoint(op);
      ttng::FenceAsyncSharedOp::create(builder, op->getLoc(), /*bCluster=*/false);
      blockInfo.sync();
    }
    blockInfo.join(generic);
  }
};

struct ProxyFenceInsertionPass
    : ttng::impl::TritonGPUProxyFenceInsertionBase<ProxyFenceInsertionPass> {
  using TritonGPUProxyFenceInsertionBase::TritonGPUProxyFenceInsertionBase;

  void runOnOperation() override {
    if (computeCapability < 90)
      return;
    ModuleAllocation allocation(getOperation());
    ModuleMembarOrFenceAnalysis<ProxyFenceAnalysis>(
        &allocation, [](Operation *, Operation *pending) { return isIgnoredForProxyFence(pending); })
        .run();
  }
};

} // namespace
