//===- AssignLatencies.cpp - tritongpu-assign-latencies --------------------===//
//
// The first of the pipeliner's three passes: it picks the loads worth
// turning into asynchronous copies and says how many iterations ahead each
// should be issued (its latency), as Triton 3.6 does for loads:
//
//   1. Loops: innermost scf.for ops with num-stages > 1 that carry no value
//      further than one iteration. A loop where the user wrote latencies
//      (`tt.latency` on some op) keeps them.
//   2. Candidates: walking back from each dot (tt.dot, ttng.warp_group_dot)
//      through its A and B operands' definitions in the loop body (operands
//      of nested regions included), every load met is a candidate at an
//      indirection level: 0 for a load the dot reaches directly, one more
//      for a load whose result feeds the address of another candidate. A
//      load met at two different levels is dropped. A loop carrying its own
//      `tt.num_stages` (tl.range(..., num_stages=N)) also walks back from
//      every other op, so loads that feed no dot are candidates too.
//   3. Filters: a tt.load must move at least 32 bits per thread and access
//      (cp.async copies 4, 8 or 16 bytes; a scalar load, of an integer or
//      float of 32 bits or more, qualifies by that alone), its readers must not need two
//      different staging layouts (getSharedEncodingIfAllUsersReadDotLike),
//      and when local_allocs use it they must agree on one shared encoding
//      that keeps runs of at least 4 bytes of a thread's registers together. Descriptor loads and
//      gathers (TMA copies) always qualify. Loads at a level of
//      num-stages - 1 or deeper are dropped (no stage is left for them).
//   4. Latency: every remaining load of the loop gets
//      (num-stages - 1) / (deepest level + 1).
//
// Triton also gives latencies to Blackwell's tcgen05 MMAs, which are not
// made on the targets tt-toolkit compiles for.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "PipelineUtility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "llvm/ADT/MapVector.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUASSIGNLATENCIES
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

bool isLoadLike(Operation *op) { return isa<LoadOp, DescriptorLoadOp, DescriptorGatherOp>(op); }

/// Whether `op` is worth an asynchronous copy (step 3 of the file comment):
/// a TMA copy moves any block its descriptor describes.
bool isPipelinable(Operation *op, const ModuleAxisInfoAnalysis &axisInfo) {
  auto load = dyn_cast<LoadOp>(op);
  if (!load)
    return isa<DescriptorLoadOp, DescriptorGatherOp>(op);
  if (isTensorPointerType(load.getPtr().getType()))
    return false;
  // A scalar load qualifies by its own width (loads of pointers are not
  // copied).
  Type loaded = load.getType();
  if (!isa<RankedTensorType>(loaded))
    return isCopyableScalar(loaded);
  // Readers that would need two different staging layouts: the load is
  // not staged at all (Triton's canHaveSharedEncoding).
  bool incompatible = false;
  getSharedEncodingIfAllUsersReadDotLike(load.getResult(), incompatible);
  if (incompatible)
    return false;
  Attribute shared;
  for (Operation *user : load->getUsers()) {
    auto alloc = dyn_cast<LocalAllocOp>(user);
    if (!alloc)
      continue;
    Attribute encoding = alloc.getType().getEncoding();
    if (shared && shared != encoding)
      return false;
    shared = encoding;
  }
  return fitsAsyncCopy(load, shared, axisInfo);
}

class LoadLatencies {
public:
  LoadLatencies(scf::ForOp forOp, const ModuleAxisInfoAnalysis &axisInfo)
      : forOp(forOp), axisInfo(axisInfo) {}

  /// Steps 2 and 3: the candidate loads and their indirection levels.
  llvm::MapVector<Operation *, int> findLoads(int numStages) {
    for (Operation &op : forOp.getBody()->without_terminator()) {
      if (!isa<DotOp, ttng::WarpGroupDotOp>(op))
        continue;
      visited.clear();
      visit(&op, 0);
    }
    // A loop that sets its own `tt.num_stages` asks for its other loads to
    // be pipelined too: walks start from every op that is not a load.
    if (forOp->hasAttr(kNumStagesAttr))
      for (Operation &op : forOp.getBody()->without_terminator())
        if (!isLoadLike(&op))
          visit(&op, 0);
    llvm::MapVector<Operation *, int> result;
    for (auto [load, level] : levels)
      if (level < numStages - 1)
        result[load] = level;
    return result;
  }

private:
  void visit(Operation *op, int level) {
    if (!visited.insert(op).second || dropped.contains(op))
      return;
    if (isLoadLike(op)) {
      if (!isPipelinable(op, axisInfo))
        return;
      auto [it, inserted] = levels.insert({op, level});
      if (!inserted && it->second != level) {
        levels.erase(it);
        dropped.insert(op);
        return;
      }
      ++level;
    }
    SmallVector<Value> operands = getNestedOperands(op);
    if (isa<DotOp, ttng::WarpGroupDotOp>(op))
      operands.resize(2); // A and B, not the accumulator
    for (Value operand : operands) {
      Operation *def = operand.getDefiningOp();
      if (def && def->getBlock() == op->getBlock())
        visit(def, level);
    }
  }

  scf::ForOp forOp;
  const ModuleAxisInfoAnalysis &axisInfo;
  llvm::MapVector<Operation *, int> levels;
  DenseSet<Operation *> visited, dropped;
};

bool hasUserLatencies(scf::ForOp forOp) {
  return llvm::any_of(forOp.getBody()->without_terminator(),
                      [](Operation &op) { return op.hasAttr(kLatencyAttr); });
}

struct AssignLatenciesPass
    : public mlir::triton::gpu::impl::TritonGPUAssignLatenciesBase<AssignLatenciesPass> {
  using TritonGPUAssignLatenciesBase::TritonGPUAssignLatenciesBase;

  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp forOp) {
      if (isInnermostLoop(forOp) && !carriesFurtherThanOneIteration(forOp) &&
          getNumStages(forOp, numStages) > 1 && !hasUserLatencies(forOp))
        loops.push_back(forOp);
    });
    if (loops.empty())
      return;
    ModuleAxisInfoAnalysis axisInfo(getOperation());
    for (scf::ForOp forOp : loops) {
      int stages = getNumStages(forOp, numStages);
      llvm::MapVector<Operation *, int> loads = LoadLatencies(forOp, axisInfo).findLoads(stages);
      if (loads.empty())
        continue;
      int deepest = 0;
      for (int level : llvm::make_second_range(loads))
        deepest = std::max(deepest, level);
      int latency = (stages - 1) / (deepest + 1);
      Builder b(forOp.getContext());
      for (Operation *load : llvm::make_first_range(loads))
        load->setAttr(kLatencyAttr, b.getI32IntegerAttr(latency));
    }
  }
};

} // namespace
