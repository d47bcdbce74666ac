//===- ScheduleLoops.cpp - tritongpu-schedule-loops ------------------------===//
//
// The second of the pipeliner's three passes: a coarse modulo schedule.
// Every op of a loop body gets a stage (which iteration, counted back from
// the newest one in flight, it belongs to in the pipelined loop) and a
// cluster (its place in the pipelined body: clusters run in list order, ops
// of one cluster in their original order). For an innermost, barrier-free
// loop that carries no value further than one iteration and holds ops with
// a `tt.latency`:
//
//   1. Key ops. An op's distance is the largest sum of latencies on a path
//      from it through its users in the loop to the yield (users inside
//      nested regions count as the op holding them). The ops reached from
//      a latency op take stage = (largest distance) - (their distance). One
//      cluster per stage is made, the last stage's first, so the ops of late
//      stages (the consumers of older iterations) come first in the body.
//      An scf.if among them (not a latency op itself) that no other of
//      them depends on moves to an epilogue cluster after all of those.
//   1b. Ifs. An scf.if that a scheduled op depends on (its backward slice)
//      goes to a new prologue cluster before all others, in the stage of
//      the first such op (stage by stage, schedule order); the loop's other
//      scf.ifs not yet scheduled go to a new epilogue cluster after all
//      others, in the last stage.
//   2. Dependencies. Stage by stage, in schedule order, every operand
//      defined in the loop body joins its user's stage and cluster, unless
//      it already sits in an earlier stage, or the same stage and an
//      earlier cluster.
//   3. Distance one. A value yielded for the next iteration and read there
//      by an op of a stage before the last, if its definition is still
//      unscheduled, is computed one stage later than that reader, in a new
//      cluster placed just before the reader's (one new cluster per reader
//      cluster): the pointer increments of a loop of loads. A load defining
//      such a value goes with its reader instead. Their operands follow as
//      in step 2.
//   4. The rest. Ops still unscheduled go to the last stage, in the first
//      cluster after the prologue, or in the cluster of what they use when
//      that comes later.
//
// The result is written as `loop.stage`/`loop.cluster` (the cluster's
// position in the list) on every op and `tt.scheduled_max_stage` on the
// loop; the latencies are removed.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "PipelineUtility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "llvm/ADT/MapVector.h"

#include <list>

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUSCHEDULELOOPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Stages and ordered clusters of a loop body's ops.
class CoarseSchedule {
public:
  using Cluster = std::list<unsigned>::iterator;

  explicit CoarseSchedule(int numStages) : numStages(numStages) {}

  int getNumStages() const { return numStages; }
  Cluster newClusterAtBack() { return clusters.insert(clusters.end(), nextId++); }
  Cluster newClusterAtFront() { return clusters.insert(clusters.begin(), nextId++); }
  Cluster newClusterBefore(Cluster cluster) { return clusters.insert(cluster, nextId++); }
  Cluster firstCluster() { return clusters.begin(); }
  bool isBefore(Cluster a, Cluster b) const {
    for (auto it = std::next(a); it != clusters.end(); ++it)
      if (it == b)
        return true;
    return false;
  }
  unsigned position(Cluster cluster) const {
    return unsigned(std::distance(clusters.begin(), std::list<unsigned>::const_iterator(cluster)));
  }

  bool contains(Operation *op) const { return slots.count(op); }
  std::pair<int, Cluster> at(Operation *op) const { return slots.lookup(op); }
  void insert(Operation *op, int stage, Cluster cluster) { slots[op] = {stage, cluster}; }
  bool insertIfAbsent(Operation *op, int stage, Cluster cluster) {
    return slots.insert({op, {stage, cluster}}).second;
  }
  /// Places `op` at (stage, cluster) unless it already sits earlier.
  bool insertIfEarlier(Operation *op, int stage, Cluster cluster) {
    auto [it, inserted] = slots.insert({op, {stage, cluster}});
    if (inserted)
      return true;
    auto &[oldStage, oldCluster] = it->second;
    if (stage < oldStage || (stage == oldStage && isBefore(cluster, oldCluster))) {
      oldStage = stage;
      oldCluster = cluster;
      return true;
    }
    return false;
  }

  /// Puts the operands of `op` defined in its block (through iteration
  /// arguments to what the yield carries, when `throughIterArgs`) at
  /// (stage, cluster), recursively, where that moves them earlier.
  void insertOperands(Operation *op, int stage, Cluster cluster, bool throughIterArgs) {
    Block *body = op->getBlock();
    for (Value operand : getNestedOperands(op)) {
      Value value = operand;
      DenseSet<Value> seen;
      while (auto arg = dyn_cast<BlockArgument>(value)) {
        if (!throughIterArgs || !seen.insert(value).second || arg.getOwner() != body ||
            arg.getArgNumber() == 0)
          break;
        value = body->getTerminator()->getOperand(arg.getArgNumber() - 1);
      }
      Operation *def = value.getDefiningOp();
      if (def && def->getBlock() == body && insertIfEarlier(def, stage, cluster))
        insertOperands(def, stage, cluster, throughIterArgs);
    }
  }

  /// The scheduled ops of the loop body by cluster, then body order.
  SmallVector<Operation *> getOpsInOrder(scf::ForOp forOp) const {
    SmallVector<SmallVector<Operation *>> byCluster(clusters.size());
    for (Operation &op : forOp.getBody()->without_terminator())
      if (contains(&op))
        byCluster[position(at(&op).second)].push_back(&op);
    SmallVector<Operation *> ordered;
    for (auto &ops : byCluster)
      ordered.append(ops);
    return ordered;
  }

  void serialize(scf::ForOp forOp) const {
    Builder b(forOp.getContext());
    for (Operation &op : forOp.getBody()->without_terminator()) {
      auto [stage, cluster] = at(&op);
      op.setAttr(kLoopStageAttr, b.getI32IntegerAttr(stage));
      op.setAttr(kLoopClusterAttr, b.getI32IntegerAttr(int(position(cluster))));
    }
    forOp->setAttr(kScheduledMaxStageAttr, b.getI32IntegerAttr(numStages - 1));
  }

private:
  int numStages;
  unsigned nextId = 0;
  std::list<unsigned> clusters;
  llvm::MapVector<Operation *, std::pair<int, Cluster>> slots;
};

/// Step 1: the ops reached from latency ops, by distance to the yield.
std::optional<CoarseSchedule> scheduleKeyOps(scf::ForOp forOp) {
  Block *body = forOp.getBody();
  DenseMap<Operation *, int> latency;
  for (Operation &op : body->without_terminator())
    if (auto attr = op.getAttrOfType<IntegerAttr>(kLatencyAttr))
      latency[&op] = int(attr.getInt());
  if (latency.empty())
    return std::nullopt;

  llvm::MapVector<Operation *, int> distance;
  std::function<int(Operation *)> distanceOf = [&](Operation *op) -> int {
    if (auto it = distance.find(op); it != distance.end())
      return it->second;
    int furthest = 0;
    for (Operation *user : op->getUsers()) {
      Operation *inBody = body->findAncestorOpInBlock(*user);
      if (inBody && inBody != body->getTerminator())
        furthest = std::max(furthest, distanceOf(inBody));
    }
    int d = latency.lookup(op) + furthest;
    distance[op] = d;
    return d;
  };
  int maxDistance = 0;
  for (Operation &op : body->without_terminator())
    if (latency.count(&op))
      maxDistance = std::max(maxDistance, distanceOf(&op));

  int maxStage = 0;
  for (int d : llvm::make_second_range(distance))
    maxStage = std::max(maxStage, maxDistance - d);
  CoarseSchedule schedule(maxStage + 1);
  SmallVector<CoarseSchedule::Cluster> clusterOfStage(maxStage + 1);
  for (int i = 0; i <= maxStage; ++i)
    clusterOfStage[maxStage - i] = schedule.newClusterAtBack();
  for (auto [op, d] : distance)
    schedule.insert(op, maxDistance - d, clusterOfStage[maxDistance - d]);

  // An scf.if reached from a latency op that is not one itself moves to an
  // epilogue cluster after all others, as late in the body as it can go,
  // unless something scheduled already depends on it.
  CoarseSchedule::Cluster epilogue = schedule.newClusterAtBack();
  for (auto [op, d] : distance) {
    auto ifOp = dyn_cast<scf::IfOp>(op);
    if (!ifOp || latency.count(op))
      continue;
    SetVector<Operation *> slice;
    getForwardSlice(op, &slice);
    if (llvm::any_of(slice, [&](Operation *user) { return distance.count(user); }))
      continue;
    schedule.insert(op, maxDistance - d, epilogue);
  }
  return schedule;
}

/// Step 1b (Triton's schedulePrologueAndEpilogue): an scf.if that a
/// scheduled op depends on goes to a new prologue cluster before all
/// others, in the stage of the first (by stage, then schedule order) such
/// op; the loop's other scf.ifs go to a new epilogue cluster after all
/// others, in the last stage. Returns the first cluster after the prologue.
CoarseSchedule::Cluster schedulePrologueAndEpilogue(scf::ForOp forOp, CoarseSchedule &schedule) {
  CoarseSchedule::Cluster afterPrologue = schedule.firstCluster();
  Block *body = forOp.getBody();
  llvm::MapVector<Operation *, int> prologueIfs;
  SmallVector<Operation *> ordered = schedule.getOpsInOrder(forOp);
  for (int stage = 0; stage < schedule.getNumStages(); ++stage)
    for (Operation *op : ordered) {
      if (schedule.at(op).first != stage)
        continue;
      SetVector<Operation *> slice;
      BackwardSliceOptions options;
      options.omitBlockArguments = true;
      options.omitUsesFromAbove = false;
      (void)getBackwardSlice(op, &slice, options);
      for (Operation *dep : slice)
        if (isa<scf::IfOp>(dep) && dep->getBlock() == body)
          prologueIfs.insert({dep, stage});
    }
  if (!prologueIfs.empty()) {
    CoarseSchedule::Cluster prologue = schedule.newClusterAtFront();
    for (auto [ifOp, stage] : prologueIfs)
      schedule.insertIfAbsent(ifOp, stage, prologue);
  }
  CoarseSchedule::Cluster epilogue = schedule.newClusterAtBack();
  for (auto ifOp : body->getOps<scf::IfOp>())
    if (!prologueIfs.count(ifOp))
      schedule.insertIfAbsent(ifOp, schedule.getNumStages() - 1, epilogue);
  return afterPrologue;
}

/// Step 2.
void scheduleDependencies(scf::ForOp forOp, CoarseSchedule &schedule) {
  SmallVector<Operation *> ordered = schedule.getOpsInOrder(forOp);
  for (int stage = 0; stage < schedule.getNumStages(); ++stage)
    for (Operation *op : ordered) {
      auto [opStage, cluster] = schedule.at(op);
      if (opStage == stage)
        schedule.insertOperands(op, stage, cluster, /*throughIterArgs=*/false);
    }
}

/// Step 3.
void scheduleDistanceOneDependencies(scf::ForOp forOp, CoarseSchedule &schedule) {
  Block *body = forOp.getBody();
  DenseMap<unsigned, CoarseSchedule::Cluster> clusterBefore;
  for (Operation &op : body->without_terminator()) {
    if (!schedule.contains(&op))
      continue;
    auto [stage, cluster] = schedule.at(&op);
    if (stage == schedule.getNumStages() - 1)
      continue;
    for (Value operand : getNestedOperands(&op)) {
      auto arg = dyn_cast<BlockArgument>(operand);
      if (!arg || arg.getOwner() != body || arg.getArgNumber() == 0)
        continue;
      Operation *def = body->getTerminator()->getOperand(arg.getArgNumber() - 1).getDefiningOp();
      if (!def || def->getBlock() != body || schedule.contains(def))
        continue;
      if (isa<LoadOp>(def)) {
        schedule.insertIfAbsent(def, stage, cluster);
        schedule.insertOperands(def, stage, cluster, /*throughIterArgs=*/true);
        continue;
      }
      auto [it, inserted] = clusterBefore.try_emplace(*cluster);
      if (inserted)
        it->second = schedule.newClusterBefore(cluster);
      schedule.insertIfAbsent(def, stage + 1, it->second);
      schedule.insertOperands(def, stage + 1, it->second, /*throughIterArgs=*/true);
    }
  }
}

/// Step 4.
void scheduleRemainingToLastStage(scf::ForOp forOp, CoarseSchedule &schedule,
                                  CoarseSchedule::Cluster afterPrologue) {
  int lastStage = schedule.getNumStages() - 1;
  llvm::MapVector<Operation *, CoarseSchedule::Cluster> pending;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (!schedule.contains(&op))
      pending[&op] = afterPrologue;
  SmallVector<Operation *> queue;
  for (Operation *op : schedule.getOpsInOrder(forOp))
    if (schedule.at(op).first == lastStage)
      queue.push_back(op);
  while (!queue.empty()) {
    Operation *op = queue.pop_back_val();
    CoarseSchedule::Cluster opCluster =
        schedule.contains(op) ? schedule.at(op).second : pending.lookup(op);
    for (Operation *user : op->getUsers()) {
      auto it = pending.find(user);
      if (it != pending.end() && schedule.isBefore(it->second, opCluster)) {
        it->second = opCluster;
        queue.push_back(user);
      }
    }
  }
  for (auto [op, cluster] : pending)
    schedule.insert(op, lastStage, cluster);
}

bool hasBarriers(scf::ForOp forOp) {
  return forOp.getBody()
      ->walk([](Operation *op) {
        return isa<mlir::gpu::BarrierOp, LocalBarrierOp>(op) ? WalkResult::interrupt()
                                                        : WalkResult::advance();
      })
      .wasInterrupted();
}

void removeLatencies(scf::ForOp forOp) {
  for (Operation &op : forOp.getBody()->without_terminator())
    op.removeAttr(kLatencyAttr);
}

struct ScheduleLoopsPass
    : public mlir::triton::gpu::impl::TritonGPUScheduleLoopsBase<ScheduleLoopsPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
    for (scf::ForOp forOp : loops) {
      if (isInnermostLoop(forOp) && !carriesFurtherThanOneIteration(forOp) &&
          !hasBarriers(forOp))
        if (std::optional<CoarseSchedule> schedule = scheduleKeyOps(forOp)) {
          CoarseSchedule::Cluster afterPrologue = schedulePrologueAndEpilogue(forOp, *schedule);
          scheduleDependencies(forOp, *schedule);
          scheduleDistanceOneDependencies(forOp, *schedule);
          scheduleRemainingToLastStage(forOp, *schedule, afterPrologue);
          schedule->serialize(forOp);
        }
      removeLatencies(forOp);
    }
  }
};

} // namespace
