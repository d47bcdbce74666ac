//===- Membar.cpp - shared-memory barrier insertion ------------------------===//

#include "tt/Analysis/Membar.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <deque>

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

//===----------------------------------------------------------------------===//
// BlockInfo
//===----------------------------------------------------------------------===//

void BlockInfo::join(const BlockInfo &other) {
  for (auto &[interval, ops] : other.syncReadIntervals)
    syncReadIntervals[interval].insert(ops.begin(), ops.end());
  for (auto &[interval, ops] : other.syncWriteIntervals)
    syncWriteIntervals[interval].insert(ops.begin(), ops.end());
}

static bool conflict(const BlockInfo::IntervalMapT &lhs, const BlockInfo::IntervalMapT &rhs,
                     const MembarFilterFn &filter) {
  for (auto &[li, lops] : lhs)
    for (auto &[ri, rops] : rhs) {
      if (!li.intersects(ri))
        continue;
      if (!filter)
        return true;
      for (Operation *before : lops)
        for (Operation *after : rops)
          if (!filter(before, after))
            return true;
    }
  return false;
}

bool BlockInfo::isIntersected(const BlockInfo &other, const MembarFilterFn &filter) const {
  return conflict(syncWriteIntervals, other.syncReadIntervals, filter) ||  // RAW
         conflict(syncReadIntervals, other.syncWriteIntervals, filter) ||  // WAR
         conflict(syncWriteIntervals, other.syncWriteIntervals, filter);   // WAW
}

BlockInfo BlockInfo::shifted(size_t offset) const {
  BlockInfo result;
  auto shift = [&](const IntervalMapT &from, IntervalMapT &to) {
    for (auto &[interval, ops] : from)
      to[Interval<size_t>(interval.start() + offset, interval.end() + offset)].insert(ops.begin(),
                                                                                      ops.end());
  };
  shift(syncReadIntervals, result.syncReadIntervals);
  shift(syncWriteIntervals, result.syncWriteIntervals);
  return result;
}

//===----------------------------------------------------------------------===//
// MembarAnalysis
//===----------------------------------------------------------------------===//

void MembarOrFenceAnalysis::run(FuncBlockInfoMapT &funcBlockInfoMap) {
  FunctionOpInterface func = allocation->getFunction();
  OpBuilder builder(func.getContext());
  resolve(func, funcBlockInfoMap, builder);
}

void MembarAnalysis::insertBarrier(OpBuilder &builder, Location loc) {
  ttg::LocalBarrierOp::create(builder, loc);
}

void MembarOrFenceAnalysis::resolve(FunctionOpInterface func, FuncBlockInfoMapT &funcBlockInfoMap,
                             OpBuilder &builder) {
  std::map<VirtualBlock, BlockInfo> inputInfo, outputInfo;
  std::deque<VirtualBlock> worklist;
  // Start from the function's entry and from the entry of every region that
  // is not reached through a region-branch interface (reduction bodies,
  // warp_specialize partitions, ...).
  func->walk<WalkOrder::PreOrder>([&](Block *block) {
    if (block->isEntryBlock() && !isa<RegionBranchOpInterface>(block->getParentOp()))
      worklist.push_back({block, nullptr});
  });

  // The transfer function is not monotone (a barrier forgets), so cap the
  // number of visits; real programs reach the fixed point in a few rounds.
  size_t budget = 100000;
  while (!worklist.empty() && budget-- > 0) {
    VirtualBlock current = worklist.front();
    worklist.pop_front();
    BlockInfo info = inputInfo[current];
    SmallVector<VirtualBlock> successors;
    Block *block = current.first;
    auto it = current.second ? std::next(current.second->getIterator()) : block->begin();
    for (; it != block->end(); ++it) {
      Operation *op = &*it;
      if (op->hasTrait<mlir::OpTrait::IsTerminator>() || isa<RegionBranchOpInterface>(op)) {
        visitTerminator(op, successors);
        break;
      }
      update(op, info, funcBlockInfoMap, builder);
    }
    auto out = outputInfo.find(current);
    if (out != outputInfo.end() && out->second == info)
      continue;
    outputInfo[current] = info;
    for (VirtualBlock successor : successors) {
      inputInfo[successor].join(info);
      worklist.push_back(successor);
    }
  }

  // What is still pending where the function returns.
  BlockInfo &pending = funcBlockInfoMap[func];
  func->walk([&](Operation *op) {
    if (!op->hasTrait<mlir::OpTrait::ReturnLike>() || op->getParentOp() != func.getOperation())
      return;
    for (auto &[vb, info] : outputInfo)
      if (vb.first == op->getBlock())
        pending.join(info);
  });
}

void MembarOrFenceAnalysis::visitTerminator(Operation *op, SmallVectorImpl<VirtualBlock> &successors) {
  if (auto branch = dyn_cast<BranchOpInterface>(op)) {
    for (Block *successor : op->getSuccessors())
      successors.push_back({successor, nullptr});
    return;
  }
  if (auto regionOp = dyn_cast<RegionBranchOpInterface>(op)) {
    SmallVector<RegionSuccessor> regions;
    regionOp.getSuccessorRegions(RegionBranchPoint::parent(), regions);
    for (RegionSuccessor &region : regions) {
      if (region.isParent())
        successors.push_back({op->getBlock(), op});
      else if (!region.getSuccessor()->empty())
        successors.push_back({&region.getSuccessor()->front(), nullptr});
    }
    return;
  }
  auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(op);
  if (terminator && isa<RegionBranchOpInterface>(op->getParentOp())) {
    SmallVector<Attribute> operands(op->getNumOperands());
    SmallVector<RegionSuccessor> regions;
    terminator.getSuccessorRegions(operands, regions);
    for (RegionSuccessor &region : regions) {
      if (region.isParent()) {
        Operation *parent = op->getParentOp();
        successors.push_back({parent->getBlock(), parent});
      } else if (!region.getSuccessor()->empty()) {
        successors.push_back({&region.getSuccessor()->front(), nullptr});
      }
    }
    return;
  }
  // A return: nothing follows inside this function.
}

/// Whether `type` is a descriptor of shared memory.
static bool isSharedMemDesc(Type type) {
  auto desc = dyn_cast<ttg::MemDescType>(type);
  return desc && isa_and_nonnull<ttg::SharedMemorySpaceAttr>(desc.getMemorySpace());
}

/// The mbarriers an asynchronous tcgen05 MMA arrives on when it completes.
/// The tensor core performs the arrive, after the MMA and out of every
/// thread's program order; whoever waits synchronises through the
/// mbarrier's phase. No thread accesses them, so, as in Triton (whose MMA
/// declares no effect on them), they need no CTA barrier.
static ValueRange getAsyncArrivals(Operation *op) {
  if (auto mma = dyn_cast<ttng::TCGen5MMAOp>(op))
    return mma.getBarriers();
  if (auto mma = dyn_cast<ttng::TCGen5MMAScaledOp>(op))
    return mma.getBarriers();
  return {};
}

BlockInfo MembarOrFenceAnalysis::getAccesses(Operation *op) {
  BlockInfo info;
  ValueRange arrivals = getAsyncArrivals(op);
  auto record = [&](Value value, bool write) {
    for (Allocation::BufferId id : allocation->getBufferIds(value)) {
      auto &map = write ? info.syncWriteIntervals : info.syncReadIntervals;
      map[allocation->getAllocatedInterval(id)].insert(op);
    }
  };
  // A local_alloc filled from a tensor writes its buffer, even when it
  // declares no effect (an immutable buffer is a value until placed).
  if (auto alloc = dyn_cast<ttg::LocalAllocOp>(op)) {
    if (alloc.getSrc())
      record(alloc.getResult(), /*write=*/true);
    return info;
  }
  auto effectOp = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effectOp)
    return info;
  SmallVector<MemoryEffects::EffectInstance> effects;
  effectOp.getEffects(effects);
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (!isa<ttg::SharedMemory>(effect.getResource()))
      continue;
    bool write = isa<MemoryEffects::Write>(effect.getEffect());
    bool read = isa<MemoryEffects::Read>(effect.getEffect());
    if (!write && !read)
      continue;
    if (Value value = effect.getValue()) {
      if (!llvm::is_contained(arrivals, value))
        record(value, write);
      continue;
    }
    // An effect declared on the whole op (not on an operand): it touches
    // the shared buffers its descriptor operands name.
    for (Value operand : op->getOperands())
      if (isSharedMemDesc(operand.getType()))
        record(operand, write);
  }
  return info;
}

/// Whether `op` is a layout conversion whose scratch round trip the lowering
/// orders with bar.warp.sync only (isWarpSynchronousStaging, the test the
/// lowering asks). Such an op orders nothing between warps.
static bool isWarpSynchronousScratchUse(Operation *op) {
  auto cvt = dyn_cast<ttg::ConvertLayoutOp>(op);
  return cvt && isWarpSynchronousStaging(cvt.getSrc().getType(), cvt.getType());
}

void MembarAnalysis::update(Operation *op, BlockInfo &blockInfo,
                            FuncBlockInfoMapT &funcBlockInfoMap, OpBuilder &builder) {
  if (isa<ttg::LocalBarrierOp, mlir::gpu::BarrierOp>(op)) {
    blockInfo.sync();
    return;
  }
  // Asynchronous copies land in shared memory when each thread's wait
  // returns; a barrier makes all of them visible to every thread.
  if (isa<ttg::AsyncWaitOp, ttng::TMAStoreWaitOp>(op)) {
    Operation *next = op->getNextNode();
    if (!next || !isa<ttg::LocalBarrierOp, mlir::gpu::BarrierOp>(next)) {
      builder.setInsertionPointAfter(op);
      insertBarrier(builder, op->getLoc());
    }
    blockInfo.sync();
    return;
  }

  BlockInfo current;
  Allocation::BufferId scratch = Allocation::InvalidBufferId;
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    // What the callee left pending, at the callee's place in our frame.
    if (FunctionOpInterface callee = moduleAllocation->getCallee(call)) {
      auto it = funcBlockInfoMap.find(callee);
      if (it != funcBlockInfoMap.end()) {
        Allocation::BufferId frame = allocation->getBufferId(op);
        size_t offset = frame == Allocation::InvalidBufferId ? 0 : allocation->getOffset(frame);
        current = it->second.shifted(offset);
      }
    }
  } else {
    current = getAccesses(op);
    scratch = allocation->getBufferId(op);
  }

  if (scratch != Allocation::InvalidBufferId) {
    // A scratch user writes its buffer, then reads it back (with barriers
    // of its own in between); later accesses conflict with both. Its own
    // barriers order what came before it too, unless they are warp-level.
    Interval<size_t> interval = allocation->getAllocatedInterval(scratch);
    current.syncWriteIntervals[interval].insert(op);
    bool inserted = blockInfo.isIntersected(current, filter);
    if (inserted) {
      builder.setInsertionPoint(op);
      insertBarrier(builder, op->getLoc());
    }
    if (inserted || !isWarpSynchronousScratchUse(op))
      blockInfo.sync();
    current.syncReadIntervals[interval].insert(op);
  } else if (blockInfo.isIntersected(current, filter)) {
    builder.setInsertionPoint(op);
    insertBarrier(builder, op->getLoc());
    blockInfo.sync();
  }
  blockInfo.join(current);
}

bool mlir::triton::canSkipBarrierBetweenMbarrierOps(Operation *before, Operation *after) {
  if (isa<ttng::InitBarrierOp>(before) && isa<ttng::InitBarrierOp>(after))
    return true;
  if (isa<ttng::InvalBarrierOp>(before) && isa<ttng::InvalBarrierOp>(after))
    return true;
  if (isa<ttng::WaitBarrierOp>(before) && isa<ttng::WaitBarrierOp>(after))
    return false;
  auto isBarrierTraffic = [](Operation *op) {
    return isa<ttng::WaitBarrierOp, ttng::AsyncTMACopyGlobalToLocalOp, ttng::AsyncTMAGatherOp,
               ttng::BarrierExpectOp>(op);
  };
  if (isBarrierTraffic(before) && isBarrierTraffic(after))
    return true;
  return isa<ttng::AsyncTMACopyGlobalToLocalOp, ttng::AsyncTMAGatherOp, ttng::WaitBarrierOp>(before) &&
         !isa<ttng::InvalBarrierOp>(after);
}
