//===- Membar.h - barriers between conflicting shared-memory accesses -*- C++ -*-===//
//
// Threads of a CTA reach a shared-memory access at different times, so a
// read after another thread's write (or a write after a read, or two writes)
// to the same bytes needs a CTA barrier between them. This analysis walks
// each function's control flow (blocks, branches, loops and ifs, to a fixed
// point), tracks the byte intervals (from Allocation) read and written since
// the last barrier, and inserts a `ttg.local_barrier` before the first access
// that conflicts. Ops with scratch memory write it and then read it; an
// async wait is always followed by a barrier so every thread sees the copies
// complete. `-test-print-membar` runs it and prints the IR, as in Triton.
// The walk itself (MembarOrFenceAnalysis) also serves the proxy fences of
// triton-nvidia-gpu-proxy-fence-insertion.
//
//===----------------------------------------------------------------------===//

#ifndef TT_ANALYSIS_MEMBAR_H
#define TT_ANALYSIS_MEMBAR_H

#include "tt/Analysis/Allocation.h"

#include "mlir/IR/Builders.h"

#include <functional>
#include <map>
#include <set>

namespace mlir::triton {

/// Whether a barrier between `before` and `after` may be skipped although
/// their accesses overlap (a backend knows some pairs are ordered already).
using MembarFilterFn = std::function<bool(Operation *before, Operation *after)>;

/// The shared-memory intervals read and written since the last barrier,
/// with the ops that did so.
struct BlockInfo {
  using IntervalMapT = std::map<Interval<size_t>, std::set<Operation *>>;

  IntervalMapT syncReadIntervals;
  IntervalMapT syncWriteIntervals;

  /// Adds the other's accesses.
  void join(const BlockInfo &other);
  /// Whether an access of `other` conflicts with one recorded here (RAW,
  /// WAR or WAW on overlapping bytes) and `filter` does not excuse it.
  bool isIntersected(const BlockInfo &other, const MembarFilterFn &filter) const;
  /// A barrier: nothing is pending any more.
  void sync() {
    syncReadIntervals.clear();
    syncWriteIntervals.clear();
  }
  /// The same accesses moved up by `offset` bytes (a callee's, seen from
  /// the caller).
  BlockInfo shifted(size_t offset) const;

  bool operator==(const BlockInfo &other) const {
    return syncReadIntervals == other.syncReadIntervals &&
           syncWriteIntervals == other.syncWriteIntervals;
  }
  bool operator!=(const BlockInfo &other) const { return !(*this == other); }
};

/// The walk shared by the analyses that insert synchronization between
/// shared-memory accesses of one function: control flow (blocks, branches,
/// loops and ifs) to a fixed point, with `update` deciding, op by op, what
/// is pending and where to synchronize.
class MembarOrFenceAnalysis {
public:
  using FuncBlockInfoMapT = llvm::DenseMap<FunctionOpInterface, BlockInfo>;
  MembarOrFenceAnalysis(Allocation *allocation, ModuleAllocation *moduleAllocation,
                        MembarFilterFn filter = nullptr)
      : allocation(allocation), moduleAllocation(moduleAllocation), filter(std::move(filter)) {}
  virtual ~MembarOrFenceAnalysis() = default;

  /// Inserts the synchronization; records in `funcBlockInfoMap` the accesses
  /// still pending when the function returns (its callers see them at the
  /// call).
  void run(FuncBlockInfoMapT &funcBlockInfoMap);

protected:
  /// Adds `op`'s accesses to `blockInfo`, synchronizing first where needed.
  virtual void update(Operation *op, BlockInfo &blockInfo, FuncBlockInfoMapT &funcBlockInfoMap,
                      OpBuilder &builder) = 0;
  /// The shared-memory accesses `op` makes itself.
  BlockInfo getAccesses(Operation *op);

  Allocation *allocation;
  ModuleAllocation *moduleAllocation;
  MembarFilterFn filter;

private:
  /// A place to resume: a block, and the op after which to start (null for
  /// the block's beginning).
  using VirtualBlock = std::pair<Block *, Operation *>;
  void resolve(FunctionOpInterface func, FuncBlockInfoMapT &funcBlockInfoMap, OpBuilder &builder);
  void visitTerminator(Operation *op, SmallVectorImpl<VirtualBlock> &successors);
};

/// Inserts CTA barriers into one function.
class MembarAnalysis : public MembarOrFenceAnalysis {
public:
  using MembarOrFenceAnalysis::MembarOrFenceAnalysis;

private:
  void update(Operation *op, BlockInfo &blockInfo, FuncBlockInfoMapT &funcBlockInfoMap,
              OpBuilder &builder) override;
  void insertBarrier(OpBuilder &builder, Location loc);
};

/// Runs an analysis over every function of a module, callees first.
template <typename Analysis> class ModuleMembarOrFenceAnalysis {
public:
  explicit ModuleMembarOrFenceAnalysis(ModuleAllocation *moduleAllocation,
                                       MembarFilterFn filter = nullptr)
      : moduleAllocation(moduleAllocation), filter(std::move(filter)) {}
  void run() {
    typename Analysis::FuncBlockInfoMapT funcBlockInfoMap;
    for (FunctionOpInterface func : moduleAllocation->getFunctions())
      if (Allocation *allocation = moduleAllocation->getFuncData(func))
        Analysis(allocation, moduleAllocation, filter).run(funcBlockInfoMap);
  }

private:
  ModuleAllocation *moduleAllocation;
  MembarFilterFn filter;
};

using ModuleMembarAnalysis = ModuleMembarOrFenceAnalysis<MembarAnalysis>;

/// The NVIDIA filter: the mbarrier protocol orders these pairs without a
/// CTA barrier. Inits of (slots of) barriers follow each other freely, as do
/// invalidations; expect_tx, TMA loads and waits on a barrier may run in any
/// order across threads; and whatever follows a TMA load or a barrier wait
/// (but an invalidation) needs no barrier against it, since the wait
/// returns only once the copy has landed for every thread. Two waits in a
/// row do need one, so that no warp runs ahead into the next phase.
bool canSkipBarrierBetweenMbarrierOps(Operation *before, Operation *after);

} // namespace mlir::triton

#endif // TT_ANALYSIS_MEMBAR_H
