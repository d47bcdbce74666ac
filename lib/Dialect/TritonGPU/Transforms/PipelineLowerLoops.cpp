//===- PipelineLowerLoops.cpp - scheduled loads become a software pipeline -===//
//
// tritongpu-pipeline's first step, for each loop tritongpu-schedule-loops
// scheduled (`loop.stage`/`loop.cluster` on its ops):
//
//   0. Complete the schedule. Ops without a stage that scheduled ops depend
//      on take their stage and cluster, and ops scheduled later than a user
//      move up to it (Triton's scheduleDependencies, stage by stage).
//   1. Lower. A scheduled tt.load whose users are all local_allocs of one
//      encoding, in a later stage than the load, gets a multi-buffered
//      allocation before the loop: as many buffers as the stage distance
//      from the load to the last stage its slot is read in (getLastReadStage,
//      Triton's count on the loop as scheduled), one more when a
//      ttng.warp_group_dot reads them and the load was copied straight into
//      them (an asynchronous wgmma still reads its slot while the next
//      iteration runs; a load also read in registers is copied out of its
//      slot first). Loads with the same buffer count
//      form a group (in the order of their first load, as Triton's load
//      groups): the loop carries an insert and an extract index per group
//      (-1 at first), each advanced modulo the group's count (a constant
//      made in the body) at the start of the body (the last group's first,
//      as Triton places them), in the earliest stage and cluster of the
//      group's loads and of their allocs. The load becomes memdesc_index of the insert
//      slot + async_copy_global_to_local (its contiguity from AxisInfo) +
//      async_commit_group, in the load's stage and cluster; the allocs
//      become async_wait of that group + memdesc_index of the extract slot,
//      in the allocs' stage and cluster, and local_loads of them take the
//      wait's token. A scheduled tt.descriptor_load read only by allocs of
//      its descriptor's layout is a TMA load instead, in the load group of
//      its slot count, which then carries a phase (0 at first, flipped
//      whenever the group's extract index wraps). Consecutive TMA loads of
//      one count, stage and cluster with no reader of theirs in between
//      share a ring of mbarriers, one per slot, initialised before the loop
//      (Triton's barrier groups): before the first a barrier_expect of all
//      their bytes on the insert slot's barrier, each a TMA copy into its
//      insert slot on that barrier, right after the last a wait_barrier on
//      the extract slot's barrier at the group's phase, the allocs becoming
//      memdesc_index of the extract slot. After the loop: async_wait
//      {num = 0} (with cp.async loads), the barriers' invalidation, the
//      buffers' deallocation.
//   1b. Descriptors. Each make_tensor_descriptor in the loop (at its top
//      level or inside ifs) writes its descriptor into one of several
//      global scratch slots taken in turn, one per iteration in flight
//      (lowerLoopDescriptors), as Triton's lowerTMADescriptors does.
//   2. Expand. MLIR's loop pipeliner (scf::pipelineForLoop) emits stages
//      0..max-1 of the first iterations as a prologue, each predicated on
//      its iteration existing (also when i32 bounds are constants, as in
//      Triton, whose expander reads a trip count from index constants
//      only), and a kernel running stage s of iteration
//      i + max - s, whose early stages are predicated off in the last
//      iterations instead of a peeled epilogue. Predication: copies and
//      loads AND their mask with the predicate, TMA copies, barrier_expects
//      and barrier waits their own predicate, ifs their condition (when
//      their else branch has no effects), descriptor writes go in an if;
//      ops without memory effects, commits and waits run regardless.
//   3. Waits. Each async_wait {num} counts the commit groups issued after
//      the latest of its tokens' groups, over every path (the loop's back
//      edge and its entry from the prologue): those may stay in flight.
//      The waits that follow one in its block, up to the next commit or
//      loop/if, merge into it at the smallest count.
//
// A scheduled tt.load that step 1 does not lower (its runs from global
// memory or into its buffer are shorter than cp.async's 4 bytes, or its
// users are not allocs) stays a load, and step 2 prefetches it in
// registers, as Triton 3.6 does with loads it cannot copy asynchronously.
// Before step 1, loads and descriptor loads read in registers in a later
// stage, and loads with a non-zero `other` read by allocs, are staged
// through a local_alloc and a local_load (stageRegisterLoads,
// stageRegisterDescriptorLoads, stageDotOperandLoads), as Triton's
// pipeliner stages them, so step 1 copies them asynchronously too; those
// local_loads (not the ones the loop had) take the copy's wait token.
// Steps 0 to 1b alone are `lowerScheduledLoops` (PipelineLowering.h), which
// Triton's test pass tritongpu-test-pipeline-lower-loop runs; before step
// 2, the lowering's constants leave the loop (the expander would carry a
// constant made in an early stage into a later one).
// A loop is left unpipelined (its schedule removed) when its schedule is
// not one to follow (an op without a stage, or before an operand's), when
// a load to pipeline has a non-zero `other` that its readers do not apply
// (cp.async fills with zeros), when a scheduled descriptor load cannot be
// lowered (or the TMA loads disagree on their stages), or when an op of an
// early stage could not be predicated. Triton 3.6 also pipelines
// Blackwell's MMAs; here they are not pipelined.
//
//===----------------------------------------------------------------------===//

#include "PipelineUtility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

struct StageAndCluster {
  int stage = 0, cluster = 0;
};

StageAndCluster getStageAndCluster(Operation *op) {
  StageAndCluster slot;
  if (auto stage = op->getAttrOfType<IntegerAttr>(kLoopStageAttr))
    slot.stage = int(stage.getInt());
  if (auto cluster = op->getAttrOfType<IntegerAttr>(kLoopClusterAttr))
    slot.cluster = int(cluster.getInt());
  return slot;
}

void setStageAndCluster(Operation *op, StageAndCluster slot) {
  Builder b(op->getContext());
  op->setAttr(kLoopStageAttr, b.getI32IntegerAttr(slot.stage));
  op->setAttr(kLoopClusterAttr, b.getI32IntegerAttr(slot.cluster));
}

/// A load to turn into an asynchronous copy (a tt.load into cp.async, a
/// tt.descriptor_load into a TMA copy), and the allocs it feeds.
struct PipelinedLoad {
  Operation *load = nullptr;
  SmallVector<LocalAllocOp> allocs;
  MemDescType allocType;
  StageAndCluster loadSlot, useSlot;
  int lastReadStage = 0; // until which its slot is read (getLastReadStage)
  bool readByWgmma = false;
  unsigned vector = 1;
  int numBuffers = 1; // its buffer's slots (findPipelinedLoads)

  bool isTMA() const { return isa<DescriptorLoadOp>(load); }
};

/// How many slots `p`'s buffer has: one per stage between the load and the
/// last stage its slot is read in, and one more when a warp_group_dot reads
/// them straight from the copy (an asynchronous wgmma still reads its slot
/// while the next iteration runs; see isCopiedStraightToShared).
int getNumBuffers(const PipelinedLoad &p) {
  return p.lastReadStage - p.loadSlot.stage + (p.readByWgmma ? 1 : 0);
}

/// Whether `op` is a memdesc view of the whole of its source buffer
/// (trans, reshape, subslice, reinterpret), which reads nothing itself.
bool isMemDescView(Operation *op) {
  return isa<MemDescTransOp, MemDescReshapeOp, MemDescSubsliceOp, MemDescReinterpretOp>(op);
}

/// The ops of the loop body that hold a user of `value`, through memdesc
/// views and slot indexing (neither is a read).
void collectTopLevelUsers(Value value, Block *body, llvm::SmallPtrSetImpl<Operation *> &users) {
  for (Operation *user : value.getUsers()) {
    if (isMemDescView(user) || isa<MemDescIndexOp>(user)) {
      collectTopLevelUsers(user->getResult(0), body, users);
      continue;
    }
    if (Operation *top = body->findAncestorOpInBlock(*user))
      users.insert(top);
  }
}

/// The stage up to which the slot a load copies into must keep its value,
/// as Triton's getDefUseStageDiff counts it on the loop as scheduled
/// (before any staging): the earliest user of the load or of its allocs,
/// one stage later when that user runs in a later cluster than the load
/// (the next iteration's copy into the same slot then comes first in the
/// pipelined body), and no earlier than a wait_barrier that lists one of
/// those allocs (their buffers are read until that wait).
int getLastReadStage(Operation *load) {
  Block *body = load->getBlock();
  llvm::SmallPtrSet<Operation *, 8> users;
  collectTopLevelUsers(load->getResult(0), body, users);
  for (Operation *user : load->getUsers())
    if (auto alloc = dyn_cast<LocalAllocOp>(user))
      collectTopLevelUsers(alloc.getResult(), body, users);
  StageAndCluster def = getStageAndCluster(load);
  std::optional<int> earliest, lastWait;
  for (Operation *user : users) {
    StageAndCluster use = getStageAndCluster(user);
    int stage = use.stage + (use.cluster > def.cluster ? 1 : 0);
    earliest = std::min(stage, earliest.value_or(stage));
    if (isa<ttng::WaitBarrierOp>(user))
      lastWait = std::max(use.stage, lastWait.value_or(use.stage));
  }
  return std::max(earliest.value_or(def.stage), lastWait.value_or(def.stage));
}

/// Whether a TMA block in `written` lands in a buffer of `buffer` as that
/// buffer lays it out: the same encoding, or, for a load that drops the
/// block's leading unit dimensions, the same nvmma tile of lower rank (one
/// CTA: the leading dimensions then add nothing to an offset).
bool writesBufferLayout(Attribute written, Attribute buffer) {
  if (written == buffer)
    return true;
  auto block = dyn_cast<NVMMASharedEncodingAttr>(written);
  auto tile = dyn_cast<NVMMASharedEncodingAttr>(buffer);
  return block && tile && block.getRank() > tile.getRank() &&
         block.getCTALayout().isDefault() && tile.getCTALayout().isDefault() &&
         block.getSwizzlingByteWidth() == tile.getSwizzlingByteWidth() &&
         block.getTransposed() == tile.getTransposed() &&
         block.getElementBitWidth() == tile.getElementBitWidth() &&
         block.getFp4Padded() == tile.getFp4Padded();
}

/// Whether TMA copies of `load`'s blocks land in a buffer laid out as
/// `buffer` (writesBufferLayout of the descriptor's block encoding).
bool writesBuffer(DescriptorLoadOp load, Attribute buffer) {
  return writesBufferLayout(load.getDesc().getType().getBlockType().getEncoding(), buffer);
}

/// Whether `load` is copied straight into the buffer its one user, a
/// local_alloc, makes (Triton's !mustLoadToRegisters): a zero `other`, and
/// for a descriptor load the alloc in its descriptor's layout. Any other
/// load is also read in registers, so no wgmma reads its slot: the slot
/// is copied out before the reader's stage.
bool isCopiedStraightToShared(Operation *load) {
  if (auto pointerLoad = dyn_cast<LoadOp>(load))
    if (!AsyncCopyGlobalToLocalOp::isZeroFill(pointerLoad.getOther()))
      return false;
  if (!load->hasOneUse())
    return false;
  auto alloc = dyn_cast<LocalAllocOp>(*load->getUsers().begin());
  if (!alloc)
    return false;
  if (auto descLoad = dyn_cast<DescriptorLoadOp>(load))
    return writesBuffer(descLoad, alloc.getType().getEncoding());
  return true;
}

/// What the scheduled loads of the loop are to their readers before any
/// is staged: the stage up to which each slot is read, and the loads
/// copied straight into shared memory (isCopiedStraightToShared).
struct ScheduledLoadReads {
  DenseMap<Operation *, int> lastReadStages;
  llvm::SmallPtrSet<Operation *, 8> copiedStraightToShared;
};

ScheduledLoadReads getScheduledLoadReads(scf::ForOp forOp) {
  ScheduledLoadReads reads;
  for (Operation &op : forOp.getBody()->without_terminator()) {
    if (!isa<LoadOp, DescriptorLoadOp>(op) || !op.hasAttr(kLoopStageAttr))
      continue;
    reads.lastReadStages[&op] = getLastReadStage(&op);
    if (isCopiedStraightToShared(&op))
      reads.copiedStraightToShared.insert(&op);
  }
  return reads;
}

/// Whether a warp_group_dot reads `value`, through memdesc views.
bool isReadByWgmma(Value value) {
  for (Operation *user : value.getUsers()) {
    if (isa<ttng::WarpGroupDotOp>(user))
      return true;
    if (isMemDescView(user) && isReadByWgmma(user->getResult(0)))
      return true;
  }
  return false;
}

/// A scheduled load read only by conversions to one dot operand layout in
/// later stages (mma v2 operands) is staged as Triton's pipeliner stages it:
/// each conversion becomes local_alloc (in the swizzled layout the operand
/// is read from) + local_load, in the conversion's stage and cluster, so
/// step 1 lowers it like any load into a local_alloc.
void stageDotOperandLoads(scf::ForOp forOp, llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  for (auto load : llvm::make_early_inc_range(forOp.getBody()->getOps<LoadOp>())) {
    auto type = dyn_cast<RankedTensorType>(load.getType());
    // A non-zero `other` must be applied in registers before the
    // conversion: such a load is prefetched in registers instead.
    if (!type || !load->hasAttr(kLoopStageAttr) || load->use_empty() ||
        !AsyncCopyGlobalToLocalOp::isZeroFill(load.getOther()))
      continue;
    SmallVector<ConvertLayoutOp> conversions;
    for (Operation *user : load->getUsers())
      if (auto cvt = dyn_cast<ConvertLayoutOp>(user); cvt && cvt->getBlock() == load->getBlock())
        conversions.push_back(cvt);
    if (conversions.size() != size_t(std::distance(load->user_begin(), load->user_end())))
      continue;
    RankedTensorType dstType = conversions.front().getType();
    auto operand = dyn_cast_or_null<DotOperandEncodingAttr>(dstType.getEncoding());
    if (!operand || llvm::any_of(conversions, [&](ConvertLayoutOp cvt) {
          return cvt.getType() != dstType ||
                 getStageAndCluster(cvt).stage <= getStageAndCluster(load).stage;
        }))
      continue;
    SwizzledSharedEncodingAttr shared =
        getStagingEncodingForDotOperand(type, operand, TritonGPUDialect::getNumCTAs(load));
    // cp.async moves runs of 4 bytes or more: a load whose register layout
    // meets the buffer in shorter runs stays a register load (pipelined in
    // registers), its conversion left as it is, as Triton's lowerLoads
    // leaves it.
    if (!shared ||
        getConsecutiveSharedElements(type, shared) * type.getElementTypeBitWidth() < 32)
      continue;
    auto bufferType = MemDescType::get(type.getShape(), type.getElementType(), shared,
                                       SharedMemorySpaceAttr::get(load.getContext()));
    for (ConvertLayoutOp cvt : conversions) {
      OpBuilder b(cvt);
      auto alloc = LocalAllocOp::create(b, cvt.getLoc(), bufferType, load.getResult(),
                                        /*alignment=*/IntegerAttr());
      auto localLoad = LocalLoadOp::create(b, cvt.getLoc(), dstType, alloc, /*token=*/Value());
      setStageAndCluster(alloc, getStageAndCluster(cvt));
      setStageAndCluster(localLoad, getStageAndCluster(cvt));
      stagedReads.insert(localLoad);
      cvt.replaceAllUsesWith(localLoad.getResult());
      cvt.erase();
    }
  }
}

/// The order a tensor's elements keep in an unswizzled staging buffer,
/// Triton's getOrder: the order in which registers move along the
/// dimensions of the layout over this shape, for blocked layouts too (a
/// blocked tile repeated along its slow dimension moves there first).
SmallVector<unsigned> getRegisterOrder(RankedTensorType type) {
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  if (!layout)
    return {};
  // Dimensions no register moves along follow, last first (getOrderAlong's
  // own fallback, Triton's default order).
  return tt::getOrderAlong(*layout, "register", {});
}

/// The user of `load` (through the top-level op of the loop body that
/// holds it) in the earliest stage and cluster, first in the body on ties.
Operation *getFirstUse(Operation *load) {
  Block *body = load->getBlock();
  Operation *first = nullptr;
  for (Operation *user : load->getUsers()) {
    Operation *top = body->findAncestorOpInBlock(*user);
    if (!top)
      continue;
    auto key = [](Operation *op) {
      StageAndCluster slot = getStageAndCluster(op);
      return std::make_pair(slot.stage, slot.cluster);
    };
    if (!first || key(top) < key(first) ||
        (key(top) == key(first) && top->isBeforeInBlock(first)))
      first = top;
  }
  return first;
}

/// The buffer a load read in registers is staged in (Triton's
/// getSharedEncoding for it): the layout its readers all need when each is
/// a conversion to a dot operand or to a layout shaped like an mma tile
/// (getSharedEncodingIfAllUsersReadDotLike); otherwise unswizzled in its
/// layout's order.
SwizzledSharedEncodingAttr getRegisterStagingEncoding(LoadOp load) {
  auto type = cast<RankedTensorType>(load.getType());
  bool incompatible = false;
  if (SwizzledSharedEncodingAttr common =
          getSharedEncodingIfAllUsersReadDotLike(load.getResult(), incompatible))
    return common;
  SmallVector<unsigned> order = getRegisterOrder(type);
  CTALayoutAttr cluster = getClusterLayoutOf(type.getEncoding(), type.getRank(),
                                             TritonGPUDialect::getNumCTAs(load));
  if (order.empty() || !cluster)
    return {};
  return SwizzledSharedEncodingAttr::get(load.getContext(), 1, 1, 1, order, cluster);
}

/// The local_allocs of `load`'s result, all in its block and of one type;
/// none when another op uses it.
SmallVector<LocalAllocOp> getAllocUsers(Operation *load) {
  SmallVector<LocalAllocOp> allocs;
  for (Operation *user : load->getUsers()) {
    auto alloc = dyn_cast<LocalAllocOp>(user);
    if (!alloc || alloc->getBlock() != load->getBlock() ||
        (!allocs.empty() && alloc.getType() != allocs.front().getType()))
      return {};
    allocs.push_back(alloc);
  }
  llvm::sort(allocs, [](LocalAllocOp a, LocalAllocOp b) { return a->isBeforeInBlock(b); });
  return allocs;
}

/// The first local_alloc among `load`'s users in the load's block (in use
/// order, as Triton's getSharedEncoding looks), or null.
LocalAllocOp getFirstAllocUser(Operation *load) {
  for (Operation *user : load->getUsers())
    if (auto alloc = dyn_cast<LocalAllocOp>(user); alloc && alloc->getBlock() == load->getBlock())
      return alloc;
  return {};
}

/// A scheduled scalar load of 32 bits or more read in a later stage
/// becomes a load of a one-element tensor (pointer, mask and other splat in
/// the load's slot, one element per thread of the default layout) and a
/// tt.unsplat in its first use's slot, as Triton's lowering converts it, so
/// that it is copied asynchronously like a tensor read in registers.
/// `lastReadStages` was computed on the scalar load, which stays the same op.
void convertScalarLoads(scf::ForOp forOp, const DenseMap<Operation *, int> &lastReadStages) {
  for (auto load : llvm::make_early_inc_range(forOp.getBody()->getOps<LoadOp>())) {
    Type scalarType = load.getType();
    if (isa<RankedTensorType>(scalarType) || !isCopyableScalar(scalarType) ||
        !load->hasAttr(kLoopStageAttr) || load->use_empty())
      continue;
    StageAndCluster slot = getStageAndCluster(load);
    if (lastReadStages.lookup(load) <= slot.stage)
      continue;
    std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(load);
    if (!numWarps)
      continue;
    MLIRContext *ctx = load.getContext();
    Attribute encoding = getDefaultBlockedEncoding(ctx, {1}, unsigned(*numWarps),
                                                   unsigned(TritonGPUDialect::getThreadsPerWarp(load)),
                                                   unsigned(TritonGPUDialect::getNumCTAs(load)));
    OpBuilder b(load);
    Location loc = load.getLoc();
    auto splat = [&](OpOperand &operand) {
      auto type = RankedTensorType::get({1}, operand.get().getType(), encoding);
      auto op = SplatOp::create(b, loc, type, operand.get());
      setStageAndCluster(op, slot);
      operand.set(op);
    };
    splat(load.getPtrMutable());
    if (!load.getMaskMutable().empty())
      splat(load.getMaskMutable()[0]);
    if (!load.getOtherMutable().empty())
      splat(load.getOtherMutable()[0]);
    load.getResult().setType(RankedTensorType::get({1}, scalarType, encoding));
    Operation *firstUse = getFirstUse(load);
    b.setInsertionPointAfter(load);
    auto unsplat = UnsplatOp::create(b, loc, scalarType, load.getResult());
    setStageAndCluster(unsplat, getStageAndCluster(firstUse));
    load.getResult().replaceAllUsesExcept(unsplat.getResult(), unsplat);
  }
}

/// Cluster ids renumbered from 0 in their order, as Triton's schedule
/// writes them back (a schedule written by hand may start at any id).
void normalizeClusters(scf::ForOp forOp) {
  std::optional<int> lowest;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (op.hasAttr(kLoopClusterAttr))
      lowest = std::min(getStageAndCluster(&op).cluster, lowest.value_or(INT_MAX));
  if (!lowest || *lowest == 0)
    return;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (op.hasAttr(kLoopClusterAttr)) {
      StageAndCluster slot = getStageAndCluster(&op);
      slot.cluster -= *lowest;
      setStageAndCluster(&op, slot);
    }
}

/// Stages `load`'s tile through a buffer in `shared` layout right after
/// the load: a local_alloc of it and a local_load back, both in `slot`, the
/// local_load recorded among the reads staging made. The caller points the
/// load's other users at what it reads back.
std::pair<LocalAllocOp, LocalLoadOp> stageThroughBuffer(Operation *load, Attribute shared, StageAndCluster slot,
                                                        llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  auto type = cast<RankedTensorType>(load->getResult(0).getType());
  OpBuilder b(load);
  b.setInsertionPointAfter(load);
  Location loc = load->getLoc();
  auto bufferType = MemDescType::get(type.getShape(), type.getElementType(), shared,
                                     SharedMemorySpaceAttr::get(load->getContext()));
  auto alloc = LocalAllocOp::create(b, loc, bufferType, load->getResult(0), IntegerAttr());
  auto localLoad = LocalLoadOp::create(b, loc, type, alloc, /*token=*/Value());
  stagedReads.insert(localLoad);
  setStageAndCluster(alloc, slot);
  setStageAndCluster(localLoad, slot);
  return {alloc, localLoad};
}

/// Whether `user` of a staged load is a local_alloc of the staging
/// buffer's own type in the load's block: step 1 then turns it into the
/// buffer's slot like the staging alloc, rather than storing what was read
/// back from that slot again (Triton's createAsyncCopy points such allocs
/// at the slot and reads back only for the other users).
bool readsBufferAsIs(Operation *user, LocalAllocOp staging) {
  auto alloc = dyn_cast<LocalAllocOp>(user);
  return alloc && alloc.getType() == staging.getType() && alloc->getBlock() == staging->getBlock();
}

/// A scheduled load read in registers in a later stage is staged as
/// Triton's pipeliner stages it (its mustLoadToRegisters case): a
/// local_alloc of the load into the layout of its own allocs if it has
/// any, else the one getRegisterStagingEncoding gives, and a local_load back, in the stage and cluster of its first use
/// but placed right after the load (as Triton places them: several such
/// loads of one cluster are then read back in load order, and the loop
/// carries their tokens and masks in that order); a non-zero `other` is
/// applied after the local_load (cp.async zero-fills what the mask leaves
/// out). A load with a non-zero `other` read only by local_allocs is
/// staged the same way, in the allocs' layout, the allocs then taking the
/// select (Triton's createAsyncCopy does so too); with a zero `other`, the
/// load's allocs of the buffer's type keep reading the load, so that step 1
/// makes them the slot itself (a `.T` dot operand that is also read in
/// registers, say). Step 1 then lowers the
/// load like any load into a local_alloc. Loads whose runs are too short for
/// cp.async, or that getRegisterStagingEncoding finds no buffer for, stay
/// in registers.
void stageRegisterLoads(scf::ForOp forOp, const ModuleAxisInfoAnalysis &axisInfo,
                        llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  for (auto load : llvm::make_early_inc_range(forOp.getBody()->getOps<LoadOp>())) {
    auto type = dyn_cast<RankedTensorType>(load.getType());
    if (!type || !load->hasAttr(kLoopStageAttr) || load->use_empty() ||
        !type.getElementType().isIntOrFloat())
      continue;
    bool allAllocs = llvm::all_of(load->getUsers(), [](Operation *u) { return isa<LocalAllocOp>(u); });
    bool zeroFill = AsyncCopyGlobalToLocalOp::isZeroFill(load.getOther());
    Operation *firstUse = getFirstUse(load);
    if ((allAllocs && zeroFill) || !firstUse ||
        getStageAndCluster(firstUse).stage <= getStageAndCluster(load).stage)
      continue;
    // The buffer takes the layout of the load's own allocs when it has any
    // (Triton's getSharedEncoding takes an alloc's encoding first): allocs
    // read a load with a non-zero `other` through the select too, and a load
    // that is also a dot operand is read in registers from the operand's
    // buffer.
    Attribute shared;
    if (allAllocs && getAllocUsers(load).empty())
      continue;
    if (LocalAllocOp alloc = getFirstAllocUser(load))
      shared = alloc.getType().getEncoding();
    else
      shared = getRegisterStagingEncoding(load);
    if (!shared || !fitsAsyncCopy(load, shared, axisInfo))
      continue;

    StageAndCluster slot = getStageAndCluster(firstUse);
    auto [alloc, localLoad] = stageThroughBuffer(load, shared, slot, stagedReads);
    Value value = localLoad;
    if (!zeroFill) {
      OpBuilder b(localLoad);
      b.setInsertionPointAfter(localLoad);
      value = arith::SelectOp::create(b, load.getLoc(), load.getMask(), value, load.getOther());
      setStageAndCluster(value.getDefiningOp(), slot);
    }
    load.getResult().replaceUsesWithIf(value, [&, alloc = alloc](OpOperand &use) {
      return use.getOwner() != alloc && !(zeroFill && readsBufferAsIs(use.getOwner(), alloc));
    });
  }
}

/// A scheduled descriptor load read in registers in a later stage is staged
/// the same way (Triton's pipeliner copies it by TMA into a buffer and reads
/// it back): a local_alloc into the layout of its own allocs if it has any
/// the descriptor writes, else the descriptor's, and a local_load back, in
/// its first use's stage and cluster; its allocs of that buffer's type then
/// become the slot. So is a load read only by allocs of a
/// layout the descriptor cannot write (an 8-bit wgmma operand stored
/// transposed, say): TMA fills a buffer of the descriptor's layout, and the
/// allocs store what is read back. A block whose layout is of another rank
/// than the loaded tensor (leading unit dimensions dropped) with no alloc
/// to take a layout from stays as it is, and the loop unpipelined.
void stageRegisterDescriptorLoads(scf::ForOp forOp, llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  for (auto load : llvm::make_early_inc_range(forOp.getBody()->getOps<DescriptorLoadOp>())) {
    auto type = load.getType();
    Attribute written = load.getDesc().getType().getBlockType().getEncoding();
    auto isWrittenAlloc = [&](Operation *user) {
      auto alloc = dyn_cast<LocalAllocOp>(user);
      return alloc && writesBuffer(load, alloc.getType().getEncoding());
    };
    if (!load->hasAttr(kLoopStageAttr) || load->use_empty() ||
        llvm::all_of(load->getUsers(), isWrittenAlloc))
      continue;
    Operation *firstUse = getFirstUse(load);
    if (!firstUse || getStageAndCluster(firstUse).stage <= getStageAndCluster(load).stage)
      continue;
    Attribute shared = written;
    if (LocalAllocOp alloc = getFirstAllocUser(load); alloc && isWrittenAlloc(alloc))
      shared = alloc.getType().getEncoding();
    else if (load.getDesc().getType().getBlockType().getRank() != type.getRank())
      continue;
    auto [alloc, localLoad] = stageThroughBuffer(load, shared, getStageAndCluster(firstUse), stagedReads);
    // Allocs of the buffer's own type keep reading the load: step 1 makes
    // them the slot itself, as it does for pointer loads.
    load.getResult().replaceUsesWithIf(localLoad.getResult(), [&, alloc = alloc](OpOperand &use) {
      return use.getOwner() != alloc && !readsBufferAsIs(use.getOwner(), alloc);
    });
  }
}

/// The loads of step 1, or nullopt when one cannot be lowered. A
/// descriptor load must be lowered (nothing else can predicate it): read
/// only by allocs of its descriptor's layout in a later stage.
std::optional<SmallVector<PipelinedLoad>> findPipelinedLoads(scf::ForOp forOp,
                                                             const ModuleAxisInfoAnalysis &axisInfo,
                                                             const ScheduledLoadReads &reads) {
  SmallVector<PipelinedLoad> loads;
  for (Operation &op : forOp.getBody()->without_terminator()) {
    auto load = dyn_cast<LoadOp>(op);
    auto descLoad = dyn_cast<DescriptorLoadOp>(op);
    if ((!load && !descLoad) || !op.hasAttr(kLoopStageAttr) || op.use_empty() ||
        !isa<RankedTensorType>(op.getResult(0).getType()))
      continue;
    PipelinedLoad candidate;
    candidate.load = &op;
    candidate.allocs = getAllocUsers(&op);
    candidate.loadSlot = getStageAndCluster(&op);
    bool usable = !candidate.allocs.empty();
    if (usable) {
      candidate.allocType = candidate.allocs.front().getType();
      candidate.useSlot = getStageAndCluster(candidate.allocs.front());
      usable = candidate.useSlot.stage > candidate.loadSlot.stage;
    }
    if (descLoad) {
      if (!usable || !writesBuffer(descLoad, candidate.allocType.getEncoding()))
        return std::nullopt;
    } else {
      if (!usable)
        continue;
      // A non-zero `other` is applied after the copy by whoever reads it
      // (stageRegisterLoads' select); cp.async itself zero-fills.
      if (!AsyncCopyGlobalToLocalOp::isZeroFill(load.getOther()) &&
          !llvm::all_of(candidate.allocs, [&](LocalAllocOp alloc) {
            return llvm::all_of(alloc->getUsers(), [&](Operation *user) {
              auto localLoad = dyn_cast<LocalLoadOp>(user);
              return localLoad && llvm::all_of(localLoad->getUsers(), [&](Operation *u) {
                auto select = dyn_cast<arith::SelectOp>(u);
                return select && select.getCondition() == load.getMask() &&
                       select.getFalseValue() == load.getOther();
              });
            });
          }))
        return std::nullopt;
      // A load that is not a cp.async stays in registers.
      if (!fitsAsyncCopy(load, candidate.allocType.getEncoding(), axisInfo))
        continue;
      candidate.vector = axisInfo.getAccessVectorSize(load.getPtr(), load.getMask());
    }
    if (reads.copiedStraightToShared.contains(&op))
      for (LocalAllocOp alloc : candidate.allocs)
        candidate.readByWgmma |= isReadByWgmma(alloc.getResult());
    candidate.lastReadStage = reads.lastReadStages.lookup(&op);
    loads.push_back(candidate);
  }
  for (PipelinedLoad &p : loads)
    p.numBuffers = getNumBuffers(p);
  return loads;
}

/// Whether `ifOp`'s else branch (if any) does nothing observable: the if
/// can then be predicated through its condition.
bool hasQuietElse(scf::IfOp ifOp) {
  return llvm::all_of(ifOp.getElseRegion().getOps(), [](Operation &inner) {
    return isMemoryEffectFree(&inner) || isa<scf::YieldOp>(inner);
  });
}

/// Whether the pipeliner can predicate `op` (stage 2 of the file comment):
/// the ops predicateOp handles. Before step 1 (`beforeLowering`), a
/// descriptor load counts as what step 1 lowers it to.
bool canPredicate(Operation *op, bool beforeLowering) {
  if (auto ifOp = dyn_cast<scf::IfOp>(op))
    return isMemoryEffectFree(op) || hasQuietElse(ifOp);
  if (auto load = dyn_cast<LoadOp>(op))
    return !isTensorPointerType(load.getPtr().getType());
  if (isa<DescriptorLoadOp>(op))
    return beforeLowering;
  return isMemoryEffectFree(op) ||
         isa<AsyncCopyGlobalToLocalOp, AsyncCommitGroupOp, AsyncWaitOp, LocalLoadOp, ttng::BarrierExpectOp,
             ttng::AsyncTMACopyGlobalToLocalOp, ttng::WaitBarrierOp, ttng::TensormapCreateOp,
             ttng::TensormapFenceproxyAcquireOp>(op);
}

/// Whether every op of `forOp` that runs in a stage before `maxStage` (and
/// so is predicated in the last iterations) can be predicated.
bool canPredicateEarlyStages(scf::ForOp forOp, int64_t maxStage, bool beforeLowering) {
  return llvm::all_of(forOp.getBody()->without_terminator(), [&](Operation &op) {
    return getStageAndCluster(&op).stage >= maxStage || canPredicate(&op, beforeLowering);
  });
}

/// Gives `op`'s stage and cluster to the ops of its block it depends on
/// (through the operands of its regions too) that have none or a later one,
/// and theirs in turn.
void scheduleDepsOf(Operation *op, StageAndCluster slot) {
  for (Value operand : getNestedOperands(op)) {
    Operation *def = operand.getDefiningOp();
    if (!def || def->getBlock() != op->getBlock())
      continue;
    if (def->hasAttr(kLoopStageAttr)) {
      StageAndCluster existing = getStageAndCluster(def);
      if (std::pair(existing.stage, existing.cluster) <= std::pair(slot.stage, slot.cluster))
        continue;
    }
    setStageAndCluster(def, slot);
    scheduleDepsOf(def, slot);
  }
}

/// Triton's scheduleDependencies: stage by stage, each scheduled op (by
/// cluster, then body order) pulls the ops it depends on into its stage and
/// cluster when they have none or a later one. Schedules written by hand,
/// as in Triton's tests, may leave views and other operands unscheduled.
void scheduleDependencies(scf::ForOp forOp, int maxStage) {
  SmallVector<Operation *> scheduled;
  for (Operation &op : forOp.getBody()->without_terminator())
    if (op.hasAttr(kLoopStageAttr) && op.hasAttr(kLoopClusterAttr))
      scheduled.push_back(&op);
  llvm::stable_sort(scheduled, [](Operation *a, Operation *b) {
    return getStageAndCluster(a).cluster < getStageAndCluster(b).cluster;
  });
  for (int stage = 0; stage <= maxStage; ++stage)
    for (Operation *op : scheduled)
      if (StageAndCluster slot = getStageAndCluster(op); slot.stage == stage)
        scheduleDepsOf(op, slot);
}

/// Triton's expander takes a trip count as known only from `index`
/// constants, so the i32 loops of Triton's kernels always expand as dynamic
/// ones: every prologue op is predicated on its iteration existing (a
/// constant-true mask once canonicalized, which Triton's TTGIR keeps).
/// MLIR's expander also reads i32 constants; each such bound is passed to it
/// as `c + 0`, (constant, stand-in) pairs returned for restoreBounds.
SmallVector<std::pair<Value, Value>> hideNonIndexConstantBounds(RewriterBase &rewriter,
                                                                scf::ForOp loop) {
  SmallVector<std::pair<Value, Value>> hidden;
  for (OpOperand *bound :
       {&loop.getLowerBoundMutable(), &loop.getUpperBoundMutable(), &loop.getStepMutable()}) {
    Value value = bound->get();
    if (value.getType().isIndex() || !matchPattern(value, m_Constant()))
      continue;
    Location loc = value.getLoc();
    Value zero = arith::ConstantOp::create(rewriter, loc, rewriter.getZeroAttr(value.getType()));
    Value standIn = arith::AddIOp::create(rewriter, loc, value, zero);
    rewriter.modifyOpInPlace(loop, [&] { bound->set(standIn); });
    hidden.push_back({value, standIn});
  }
  return hidden;
}

/// Every use of each stand-in back to its constant, the stand-ins erased.
void restoreBounds(RewriterBase &rewriter, ArrayRef<std::pair<Value, Value>> hidden) {
  for (auto [constant, standIn] : hidden) {
    Operation *add = standIn.getDefiningOp();
    Value zero = add->getOperand(1);
    rewriter.replaceAllUsesWith(standIn, constant);
    rewriter.eraseOp(add);
    if (zero.use_empty())
      rewriter.eraseOp(zero.getDefiningOp());
  }
}

/// Whether the loop's schedule is one the expander can follow: every op has
/// a stage within [0, max], and no op runs in an earlier stage than an
/// operand defined in the loop body (schedules written by hand may not).
bool isValidSchedule(scf::ForOp forOp, int maxStage) {
  Block *body = forOp.getBody();
  for (Operation &op : body->without_terminator()) {
    if (!op.hasAttr(kLoopStageAttr) || !op.hasAttr(kLoopClusterAttr))
      return false;
    int stage = getStageAndCluster(&op).stage;
    if (stage < 0 || stage > maxStage)
      return false;
    for (Value operand : getNestedOperands(&op))
      if (Operation *def = operand.getDefiningOp();
          def && def->getBlock() == body && getStageAndCluster(def).stage > stage)
        return false;
  }
  return true;
}

/// AND of `mask` (possibly absent) with `pred` splat over `like`'s shape.
Value andWithPredicate(RewriterBase &rewriter, Location loc, Value pred, Value mask,
                       Type pointerType) {
  auto type = dyn_cast<RankedTensorType>(pointerType);
  // A scalar access takes the predicate as it is.
  Value splat =
      type ? SplatOp::create(rewriter, loc, type.clone(rewriter.getI1Type()), pred).getResult() : pred;
  if (!mask)
    return splat;
  return arith::AndIOp::create(rewriter, loc, splat, mask);
}

Operation *predicateOp(RewriterBase &rewriter, Operation *op, Value pred) {
  // Reading a slot in an iteration that does not exist reads stale data
  // nobody uses (Triton leaves shared-memory reads unpredicated too).
  if (isMemoryEffectFree(op) || isa<AsyncCommitGroupOp, AsyncWaitOp, LocalLoadOp>(op))
    return op;
  rewriter.setInsertionPoint(op);
  // A descriptor written in the loop (step 1b): written only when its
  // iteration exists, in an if.
  if (isa<ttng::TensormapCreateOp, ttng::TensormapFenceproxyAcquireOp>(op)) {
    auto ifOp = scf::IfOp::create(rewriter, op->getLoc(), TypeRange{}, pred, /*withElseRegion=*/false);
    rewriter.moveOpBefore(op, ifOp.thenBlock()->getTerminator());
    return ifOp;
  }
  // An if whose else branch does nothing observable runs its then branch
  // only when its iteration exists (Triton predicates ifs the same way).
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    if (!hasQuietElse(ifOp))
      return nullptr;
    Value both = arith::AndIOp::create(rewriter, op->getLoc(), pred, ifOp.getCondition());
    rewriter.modifyOpInPlace(op, [&] { ifOp.getConditionMutable().assign(both); });
    return op;
  }
  if (auto copy = dyn_cast<AsyncCopyGlobalToLocalOp>(op)) {
    Value mask =
        andWithPredicate(rewriter, op->getLoc(), pred, copy.getMask(), copy.getSrc().getType());
    rewriter.modifyOpInPlace(op, [&] { copy.getMaskMutable().assign(mask); });
    return op;
  }
  // TMA ops carry their own predicate.
  if (isa<ttng::BarrierExpectOp, ttng::AsyncTMACopyGlobalToLocalOp>(op)) {
    OpOperand &own = isa<ttng::BarrierExpectOp>(op) ? cast<ttng::BarrierExpectOp>(op).getPredMutable()
                                                   : cast<ttng::AsyncTMACopyGlobalToLocalOp>(op).getPredMutable();
    Value both = arith::AndIOp::create(rewriter, op->getLoc(), pred, own.get());
    rewriter.modifyOpInPlace(op, [&] { own.set(both); });
    return op;
  }
  if (auto wait = dyn_cast<ttng::WaitBarrierOp>(op)) {
    Value both = wait.getPred() ? arith::AndIOp::create(rewriter, op->getLoc(), pred, wait.getPred()) : pred;
    rewriter.modifyOpInPlace(op, [&] { wait.getPredMutable().assign(both); });
    return op;
  }
  if (auto load = dyn_cast<LoadOp>(op)) {
    if (isTensorPointerType(load.getPtr().getType()))
      return nullptr;
    Value mask =
        andWithPredicate(rewriter, op->getLoc(), pred, load.getMask(), load.getPtr().getType());
    rewriter.modifyOpInPlace(op, [&] { load.getMaskMutable().assign(mask); });
    return op;
  }
  return nullptr;
}

/// The loads with one slot count share the loop-carried slot indices
/// (Triton's load groups): each group advances its own insert and extract
/// index modulo its count, and with TMA loads carries the phase their
/// barriers are waited at.
struct LoadGroup {
  int numBuffers;
  SmallVector<unsigned> loads; // indices into the pipelined loads
  bool hasTMA = false;
  Value insertIndex, extractIndex, phase;
};

/// The groups in the order of their first load, as Triton orders them.
SmallVector<LoadGroup> groupLoads(ArrayRef<PipelinedLoad> loads) {
  SmallVector<LoadGroup> groups;
  for (auto [i, p] : llvm::enumerate(loads)) {
    int count = p.numBuffers;
    auto it = llvm::find_if(groups, [&](const LoadGroup &g) { return g.numBuffers == count; });
    if (it == groups.end()) {
      groups.push_back(LoadGroup{count, {}, false, {}, {}, {}});
      it = std::prev(groups.end());
    }
    it->loads.push_back(unsigned(i));
    it->hasTMA |= p.isTMA();
  }
  return groups;
}

MemDescType getSlotType(MemDescType allocType) {
  return MemDescType::get(allocType.getShape(), allocType.getElementType(), allocType.getEncoding(),
                          allocType.getMemorySpace(), /*mutableMemory=*/true);
}

/// Each load's multi-buffered allocation, before the loop.
SmallVector<Value> allocateBuffers(RewriterBase &rewriter, Location loc, ArrayRef<PipelinedLoad> loads) {
  SmallVector<Value> buffers;
  for (const PipelinedLoad &p : loads) {
    MemDescType allocType = p.allocType;
    SmallVector<int64_t> shape{p.numBuffers};
    llvm::append_range(shape, allocType.getShape());
    auto type = MemDescType::get(shape, allocType.getElementType(), allocType.getEncoding(),
                                 allocType.getMemorySpace(), /*mutableMemory=*/true);
    buffers.push_back(LocalAllocOp::create(rewriter, loc, type, Value(), IntegerAttr()));
  }
  return buffers;
}

/// One mbarrier per slot of a ring of `numBuffers` slots, initialised
/// before the loop.
Value allocateBarriers(RewriterBase &rewriter, Location loc, int numBuffers) {
  MLIRContext *ctx = rewriter.getContext();
  Type type = ttng::getMbarrierType(ctx, numBuffers, /*array=*/true);
  Value barriers = LocalAllocOp::create(rewriter, loc, type, Value(), IntegerAttr());
  for (int i = 0; i < numBuffers; ++i) {
    Value index = arith::ConstantIntOp::create(rewriter, loc, i, 32);
    ttng::InitBarrierOp::create(rewriter, loc, ttng::indexMbarrier(rewriter, loc, barriers, index), 1);
  }
  return barriers;
}

/// Gives the memdesc views reading `buffer` (trans, reshape, subslice,
/// reinterpret), and theirs in turn, the buffer's mutability, which a view
/// must keep.
void propagateMutability(Value buffer) {
  bool mutableMemory = cast<MemDescType>(buffer.getType()).getMutableMemory();
  for (Operation *user : buffer.getUsers()) {
    if (!isMemDescView(user))
      continue;
    Value view = user->getResult(0);
    auto type = cast<MemDescType>(view.getType());
    if (type.getMutableMemory() == mutableMemory)
      continue;
    view.setType(MemDescType::get(type.getContext(), type.getShape(), type.getElementType(),
                                  type.getEncoding(), type.getMemorySpace(), mutableMemory,
                                  type.getAllocShape()));
    propagateMutability(view);
  }
}

/// Replaces a local_alloc of the loaded tile by `slot`, its view of the
/// pipelined buffer. The alloc was immutable and the buffer is not, so the
/// views on it change type too (as Triton's replaceUsesAndPropagateType
/// retypes them); a `tt.trans` of a loaded operand, for one, reads the
/// alloc through a memdesc_trans.
void replaceAllocBySlot(RewriterBase &rewriter, LocalAllocOp alloc, Value slot) {
  alloc.getResult().replaceAllUsesWith(slot);
  propagateMutability(slot);
  rewriter.eraseOp(alloc);
}

/// A cp.async load: a copy into the insert slot, committed; its allocs
/// become a view of the extract slot once the copy's group has landed. The
/// reads that staging made (`stagedReads`) take the wait's token, as the
/// local_loads Triton's lowering makes do; reads the loop had already keep
/// theirs.
void lowerAsyncCopyLoad(RewriterBase &rewriter, const PipelinedLoad &p, Value buffer, Value insertIndex,
                        Value extractIndex, const llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  auto load = cast<LoadOp>(p.load);
  Location loadLoc = load.getLoc();
  rewriter.setInsertionPoint(load);
  MemDescType slotType = getSlotType(p.allocType);
  auto target = MemDescIndexOp::create(rewriter, loadLoc, slotType, buffer, insertIndex);
  auto copy = AsyncCopyGlobalToLocalOp::create(rewriter, loadLoc, load.getPtr(), target, load.getMask(),
                                               load.getOther(), load.getCache(), load.getEvict(),
                                               load.getIsVolatile(), p.vector);
  auto commit = AsyncCommitGroupOp::create(rewriter, loadLoc, ValueRange{copy.getToken()});
  auto wait = AsyncWaitOp::create(rewriter, loadLoc, ValueRange{commit.getResult()}, rewriter.getI32IntegerAttr(0));
  auto source = MemDescIndexOp::create(rewriter, loadLoc, slotType, buffer, extractIndex);
  for (Operation *op : {target.getOperation(), copy.getOperation(), commit.getOperation()})
    setStageAndCluster(op, p.loadSlot);
  for (Operation *op : {wait.getOperation(), source.getOperation()})
    setStageAndCluster(op, p.useSlot);
  for (LocalAllocOp alloc : p.allocs) {
    for (Operation *user : alloc->getUsers())
      if (auto localLoad = dyn_cast<LocalLoadOp>(user); localLoad && stagedReads.contains(localLoad))
        rewriter.modifyOpInPlace(localLoad, [&] { localLoad.getTokenMutable().assign(wait.getResult()); });
    replaceAllocBySlot(rewriter, alloc, source.getResult());
  }
  rewriter.eraseOp(load);
}

/// The ops of the loop body that read what `load` loaded: its users, those
/// of its allocs instead of the allocs, and those of the local_loads staging
/// made of them instead of those local_loads.
llvm::SmallPtrSet<Operation *, 8> getReaders(Operation *load,
                                             const llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  Block *body = load->getBlock();
  llvm::SmallPtrSet<Operation *, 8> readers;
  std::function<void(Value)> visit = [&](Value value) {
    for (Operation *user : value.getUsers()) {
      if (isa<LocalAllocOp>(user) || stagedReads.contains(user)) {
        visit(user->getResult(0));
        continue;
      }
      if (Operation *top = body->findAncestorOpInBlock(*user))
        readers.insert(top);
    }
  };
  visit(load->getResult(0));
  return readers;
}

/// Triton's barrier groups (createTMABarrierAndWait): from each TMA load
/// not yet grouped, the following TMA loads of the same slot count and the
/// same stage and cluster join it, up to the first op that reads one of the
/// group. Each group shares one barrier per slot and one wait.
SmallVector<SmallVector<unsigned>> groupTMAWaits(ArrayRef<PipelinedLoad> loads,
                                                 const llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  DenseMap<Operation *, unsigned> tmaIndex;
  for (auto [i, p] : llvm::enumerate(loads))
    if (p.isTMA())
      tmaIndex[p.load] = unsigned(i);
  SmallVector<SmallVector<unsigned>> waits;
  llvm::SmallPtrSet<Operation *, 8> grouped;
  for (auto [i, p] : llvm::enumerate(loads)) {
    if (!p.isTMA() || grouped.contains(p.load))
      continue;
    SmallVector<unsigned> group;
    llvm::SmallPtrSet<Operation *, 8> readers;
    auto add = [&](unsigned index) {
      group.push_back(index);
      grouped.insert(loads[index].load);
      readers.insert_range(getReaders(loads[index].load, stagedReads));
    };
    add(unsigned(i));
    StageAndCluster slot = p.loadSlot;
    for (Operation *op = p.load->getNextNode(); op; op = op->getNextNode()) {
      if (readers.contains(op) || grouped.contains(op))
        break;
      auto it = tmaIndex.find(op);
      if (it == tmaIndex.end())
        continue;
      const PipelinedLoad &next = loads[it->second];
      if (next.numBuffers != p.numBuffers)
        break;
      if (next.loadSlot.stage == slot.stage && next.loadSlot.cluster == slot.cluster)
        add(it->second);
    }
    waits.push_back(group);
  }
  return waits;
}

/// The TMA loads, by barrier group: before the group's first load, the
/// insert slot's barrier of the group's ring is told to expect all their
/// bytes; each copies into its insert slot on that barrier. Right after the
/// group's last load, every thread waits for the extract slot's barrier at
/// the load group's phase, in the stage and cluster of the group's earliest
/// reader; the allocs become views of the extract slot, and the reads
/// staging made of them move after those views. The barriers (one ring per
/// group) are returned, for their invalidation after the loop.
SmallVector<Value> lowerTMALoads(RewriterBase &rewriter, scf::ForOp forOp, ArrayRef<PipelinedLoad> loads,
                                 ArrayRef<Value> buffers, ArrayRef<LoadGroup> groups,
                                 const llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  SmallVector<Value> rings;
  for (ArrayRef<unsigned> members : groupTMAWaits(loads, stagedReads)) {
    const PipelinedLoad &first = loads[members.front()];
    const LoadGroup &group = *llvm::find_if(groups, [&](const LoadGroup &g) {
      return g.numBuffers == first.numBuffers;
    });
    Location loc = first.load->getLoc();
    rewriter.setInsertionPoint(forOp);
    Value barriers = allocateBarriers(rewriter, loc, first.numBuffers);
    rings.push_back(barriers);

    int64_t bytes = 0;
    StageAndCluster useSlot = first.useSlot;
    for (unsigned i : members) {
      bytes += ttng::getTMABlockBytes(cast<RankedTensorType>(loads[i].load->getResult(0).getType()));
      if (std::pair(loads[i].useSlot.stage, loads[i].useSlot.cluster) < std::pair(useSlot.stage, useSlot.cluster))
        useSlot = loads[i].useSlot;
    }
    // The predicate is made in the body, in the first load's slot, as
    // Triton's lowering makes it (canonicalization hoists it).
    rewriter.setInsertionPoint(first.load);
    Value always = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
    Value fill = ttng::indexMbarrier(rewriter, loc, barriers, group.insertIndex);
    auto expect = ttng::BarrierExpectOp::create(rewriter, loc, fill, bytes, always);
    for (Operation *op : {always.getDefiningOp(), fill.getDefiningOp(), expect.getOperation()})
      setStageAndCluster(op, first.loadSlot);

    rewriter.setInsertionPointAfter(loads[members.back()].load);
    Value drain = ttng::indexMbarrier(rewriter, loc, barriers, group.extractIndex);
    auto wait = ttng::WaitBarrierOp::create(rewriter, loc, drain, group.phase, Value(), ValueRange{});
    for (Operation *op : {drain.getDefiningOp(), wait.getOperation()})
      setStageAndCluster(op, useSlot);

    for (unsigned i : members) {
      const PipelinedLoad &p = loads[i];
      auto load = cast<DescriptorLoadOp>(p.load);
      MemDescType slotType = getSlotType(p.allocType);
      rewriter.setInsertionPoint(load);
      auto target = MemDescIndexOp::create(rewriter, load.getLoc(), slotType, buffers[i], group.insertIndex);
      auto copy = ttng::AsyncTMACopyGlobalToLocalOp::create(rewriter, load.getLoc(), load.getDesc(),
                                                            load.getIndices(), fill, target, always);
      for (Operation *op : {target.getOperation(), copy.getOperation()})
        setStageAndCluster(op, p.loadSlot);
      rewriter.setInsertionPointAfter(wait);
      auto source = MemDescIndexOp::create(rewriter, load.getLoc(), slotType, buffers[i], group.extractIndex);
      setStageAndCluster(source, useSlot);
      // The staged reads sit right after the load, before the wait: they
      // follow the view they now read.
      Operation *last = source;
      for (LocalAllocOp alloc : p.allocs) {
        for (Operation *user : llvm::make_early_inc_range(alloc->getUsers()))
          if (stagedReads.contains(user) && user->isBeforeInBlock(source)) {
            user->moveAfter(last);
            last = user;
          }
        replaceAllocBySlot(rewriter, alloc, source.getResult());
      }
      rewriter.eraseOp(load);
    }
  }
  return rings;
}

/// Step 1. Returns the rewritten loop.
scf::ForOp lowerLoads(scf::ForOp forOp, ArrayRef<PipelinedLoad> loads,
                      const llvm::SmallPtrSetImpl<Operation *> &stagedReads) {
  IRRewriter rewriter(forOp.getContext());
  Location loc = forOp.getLoc();
  rewriter.setInsertionPoint(forOp);
  SmallVector<Value> buffers = allocateBuffers(rewriter, loc, loads);
  SmallVector<LoadGroup> groups = groupLoads(loads);
  Value minusOne = arith::ConstantIntOp::create(rewriter, loc, -1, 32);
  Value zero = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
  Value one = arith::ConstantIntOp::create(rewriter, loc, 1, 32);

  // Each group's slots advance modulo its count; the phase its barriers are
  // waited at flips each time its extract slot wraps around.
  auto advance = [&](Value index, Value count, StageAndCluster slot, Value *wrapped) {
    Value next = arith::AddIOp::create(rewriter, loc, index, one);
    Value wraps = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::sge, next, count);
    Value result = arith::SelectOp::create(rewriter, loc, wraps, zero, next);
    for (Value v : {next, wraps, result})
      setStageAndCluster(v.getDefiningOp(), slot);
    if (wrapped)
      *wrapped = wraps;
    return result;
  };
  SmallVector<Value> inits;
  for (const LoadGroup &group : groups) {
    inits.append({minusOne, minusOne});
    if (group.hasTMA)
      inits.push_back(zero);
  }
  auto newLoop = cast<scf::ForOp>(*forOp.replaceWithAdditionalYields(
      rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument> args) -> SmallVector<Value> {
        Block *body = args.front().getOwner();
        SmallVector<Value> yields;
        for (LoadGroup &group : groups) {
          // Each group's indices go first in the body, before the groups
          // already there, as Triton's lowering places them.
          rewriter.setInsertionPointToStart(body);
          // The indices come before every load and every use of the group
          // in the schedule: in its earliest load and use slots.
          auto earliest = [&](StageAndCluster PipelinedLoad::*slot) {
            StageAndCluster result = loads[group.loads.front()].*slot;
            for (unsigned i : group.loads)
              if (std::pair((loads[i].*slot).stage, (loads[i].*slot).cluster) <
                  std::pair(result.stage, result.cluster))
                result = loads[i].*slot;
            return result;
          };
          StageAndCluster loadSlot = earliest(&PipelinedLoad::loadSlot);
          StageAndCluster useSlot = earliest(&PipelinedLoad::useSlot);
          // The count is made in the body, in the insert index's slot, as
          // Triton's lowering makes it (canonicalization hoists it).
          Value count = arith::ConstantIntOp::create(rewriter, loc, group.numBuffers, 32);
          setStageAndCluster(count.getDefiningOp(), loadSlot);
          group.insertIndex = advance(args[yields.size()], count, loadSlot, nullptr);
          Value wrapped;
          group.extractIndex = advance(args[yields.size() + 1], count, useSlot, &wrapped);
          yields.append({group.insertIndex, group.extractIndex});
          if (!group.hasTMA)
            continue;
          Value phase = args[yields.size()];
          Value flipped = arith::XOrIOp::create(rewriter, loc, phase, one);
          group.phase = arith::SelectOp::create(rewriter, loc, wrapped, flipped, phase);
          for (Value v : {flipped, group.phase})
            setStageAndCluster(v.getDefiningOp(), useSlot);
          yields.push_back(group.phase);
        }
        return yields;
      }));

  // (Which loads are which is read before any is erased.)
  SmallVector<bool> isTMA = llvm::map_to_vector(loads, [](const PipelinedLoad &p) { return p.isTMA(); });
  bool hasAsyncCopies = llvm::is_contained(isTMA, false);
  SmallVector<Value> rings = lowerTMALoads(rewriter, newLoop, loads, buffers, groups, stagedReads);
  for (const LoadGroup &group : groups)
    for (unsigned i : group.loads)
      if (!isTMA[i])
        lowerAsyncCopyLoad(rewriter, loads[i], buffers[i], group.insertIndex, group.extractIndex,
                           stagedReads);

  // After the loop every copy has landed (the predicated-off ones never
  // started), and the barriers and buffers are free.
  rewriter.setInsertionPointAfter(newLoop);
  if (hasAsyncCopies)
    AsyncWaitOp::create(rewriter, loc, ValueRange{}, rewriter.getI32IntegerAttr(0));
  for (Value barriers : rings) {
    int64_t count = cast<MemDescType>(barriers.getType()).getShape().front();
    for (int64_t i = 0; i < count; ++i) {
      Value index = arith::ConstantIntOp::create(rewriter, loc, i, 32);
      ttng::InvalBarrierOp::create(rewriter, loc, ttng::indexMbarrier(rewriter, loc, barriers, index));
    }
    LocalDeallocOp::create(rewriter, loc, barriers);
  }
  for (Value buffer : llvm::reverse(buffers))
    LocalDeallocOp::create(rewriter, loc, buffer);
  return newLoop;
}

//===-- Descriptors made in the loop --------------------------------------===//

/// `ifOp` with one more result: `thenValue` from its then branch,
/// `elseValue` from its else branch (created if missing). Returns the new
/// if, which takes the old one's place, attributes and results.
scf::IfOp addIfResult(RewriterBase &rewriter, scf::IfOp ifOp, Value thenValue, Value elseValue) {
  rewriter.setInsertionPoint(ifOp);
  SmallVector<Type> types(ifOp.getResultTypes());
  types.push_back(thenValue.getType());
  auto newIf = scf::IfOp::create(rewriter, ifOp.getLoc(), types, ifOp.getCondition(), /*withElseRegion=*/true);
  newIf->setAttrs(ifOp->getAttrs());
  rewriter.eraseBlock(newIf.thenBlock());
  rewriter.eraseBlock(newIf.elseBlock());
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  if (ifOp.elseBlock()) {
    newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  } else {
    Block *elseBlock = rewriter.createBlock(&newIf.getElseRegion());
    rewriter.setInsertionPointToEnd(elseBlock);
    scf::YieldOp::create(rewriter, ifOp.getLoc());
  }
  for (auto [block, value] : {std::pair(newIf.thenBlock(), thenValue), std::pair(newIf.elseBlock(), elseValue)}) {
    auto yield = cast<scf::YieldOp>(block->getTerminator());
    rewriter.modifyOpInPlace(yield, [&, value = value] { yield.getResultsMutable().append(value); });
  }
  rewriter.replaceOp(ifOp, newIf->getResults().drop_back());
  return newIf;
}

/// Whether every op between `op` and the loop body is an scf.if (through
/// which a redefined counter can be yielded).
bool isNestedInIfsOnly(Operation *op, scf::ForOp forOp) {
  for (Operation *parent = op->getParentOp(); parent != forOp.getOperation(); parent = parent->getParentOp())
    if (!isa<scf::IfOp>(parent))
      return false;
  return true;
}


/// The ops of the loop body with their stages, by cluster then body order.
std::vector<std::pair<Operation *, unsigned>> getSchedule(scf::ForOp forOp) {
  std::vector<std::pair<Operation *, unsigned>> schedule;
  SmallVector<Operation *> ops;
  for (Operation &op : forOp.getBody()->without_terminator())
    ops.push_back(&op);
  llvm::stable_sort(ops, [](Operation *a, Operation *b) {
    return getStageAndCluster(a).cluster < getStageAndCluster(b).cluster;
  });
  for (Operation *op : ops)
    schedule.push_back({op, unsigned(getStageAndCluster(op).stage)});
  return schedule;
}

void removeSchedule(Operation *root) {
  root->walk([](Operation *op) {
    op->removeAttr(kLoopStageAttr);
    op->removeAttr(kLoopClusterAttr);
    op->removeAttr(kScheduledMaxStageAttr);
  });
}

//===-- Step 3: wait counts ------------------------------------------------===//

/// Commit groups issued strictly between `from` and `to` in one block (null
/// `from`: the block's start; null `to`: its end). Commits nested in other
/// ops are not counted, which can only make a wait stricter.
int countCommits(Block *block, Operation *from, Operation *to) {
  int count = 0;
  bool counting = from == nullptr;
  for (Operation &op : *block) {
    if (&op == to)
      break;
    if (counting && isa<AsyncCommitGroupOp>(op))
      ++count;
    if (&op == from)
      counting = true;
  }
  return count;
}

/// The fewest commit groups issued after `token`'s group and before `wait`,
/// over every path; nullopt when the token's origin is not understood.
std::optional<int> commitsSince(Value token, Operation *wait, int depth = 0) {
  Block *block = wait->getBlock();
  if (Operation *def = token.getDefiningOp()) {
    if (def->getBlock() == block && def->isBeforeInBlock(wait))
      return countCommits(block, def, wait);
    return std::nullopt;
  }
  auto arg = cast<BlockArgument>(token);
  auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
  if (!forOp || arg.getOwner() != block || arg.getArgNumber() == 0 || depth > 8)
    return std::nullopt;
  int beforeWait = countCommits(block, nullptr, wait);
  int perIteration = countCommits(block, nullptr, nullptr);
  // Around the back edge: from the yielded token to the end of the body,
  // then the body's start to the wait (or another whole iteration, when the
  // yielded token is itself carried).
  Value yielded = block->getTerminator()->getOperand(arg.getArgNumber() - 1);
  std::optional<int> loopPath;
  if (auto carried = dyn_cast<BlockArgument>(yielded);
      carried && carried.getOwner() == block) {
    if (std::optional<int> inner = commitsSince(carried, wait, depth + 1))
      loopPath = perIteration + *inner;
  } else if (Operation *def = yielded.getDefiningOp(); def && def->getBlock() == block) {
    loopPath = countCommits(block, def, nullptr) + beforeWait;
  }
  // On entry: from the initial token to the loop, then into the body.
  Value init = forOp.getInitArgs()[arg.getArgNumber() - 1];
  std::optional<int> entryPath;
  if (Operation *def = init.getDefiningOp(); def && def->getBlock() == forOp->getBlock())
    entryPath = countCommits(forOp->getBlock(), def, forOp) + beforeWait;
  if (!loopPath || !entryPath)
    return std::nullopt;
  return std::min(*loopPath, *entryPath);
}

void updateWaitCounts(Operation *root) {
  root->walk([](AsyncWaitOp wait) {
    if (wait.getAsyncToken().empty())
      return;
    std::optional<int> fewest;
    for (Value token : wait.getAsyncToken()) {
      std::optional<int> since = commitsSince(token, wait);
      if (!since)
        return;
      fewest = fewest ? std::min(*fewest, *since) : *since;
    }
    wait.setNum(uint32_t(*fewest));
  });
}

/// Merges the async_waits that follow a wait in its block, up to the next
/// commit group or region-holding op (a loop, an if), into that first wait:
/// one wait for all their tokens, at the smallest count. No group is
/// committed in between, so waiting there for the later tokens waits for
/// nothing the later waits would not; Triton does the same after counting.
void combineWaitsUpToNextCommit(Operation *root) {
  SmallVector<AsyncWaitOp> waits;
  root->walk([&](AsyncWaitOp wait) { waits.push_back(wait); });
  llvm::SmallPtrSet<Operation *, 8> merged;
  for (AsyncWaitOp first : waits) {
    if (merged.contains(first))
      continue;
    for (Operation *op = first->getNextNode(); op; op = op->getNextNode()) {
      if (isa<AsyncCommitGroupOp, RegionBranchOpInterface>(op))
        break;
      auto later = dyn_cast<AsyncWaitOp>(op);
      if (!later)
        continue;
      // A token made after the first wait cannot be waited for there.
      if (llvm::any_of(later.getAsyncToken(), [&](Value token) {
            Operation *def = token.getDefiningOp();
            return def && def->getBlock() == first->getBlock() && first->isBeforeInBlock(def);
          }))
        break;
      first.getAsyncTokenMutable().append(later.getAsyncToken());
      first.setNum(std::min(first.getNum(), later.getNum()));
      later.getResult().replaceAllUsesWith(first.getResult());
      merged.insert(later);
    }
  }
  for (Operation *wait : merged)
    wait->erase();
}

} // namespace

/// Step 1b, Triton's lowerTMADescriptors. A make_tensor_descriptor in the
/// loop (at its top level or inside ifs) writes its descriptor into one of
/// as many 128-byte global scratch slots as iterations can be in flight
/// (the last stage, one more when a warp_group_dot may still be running),
/// taken in turn: a TMA op of an earlier iteration may still be reading its
/// descriptor when the next one is written. Each descriptor op gets its own
/// slots and a loop-carried slot index (0 at first), advanced right after
/// the write and yielded out of the ifs around it. Descriptors inside other
/// regions (inner loops) are left to triton-nvidia-tma-lowering. Returns
/// the loop, rewritten when it had such descriptors.
FailureOr<scf::ForOp> mlir::triton::gpu::lowerLoopDescriptors(scf::ForOp forOp, int maxStage) {
  SmallVector<MakeTensorDescOp> descs;
  // Descriptors TMA cannot use are left to triton-nvidia-tma-lowering,
  // which reports them.
  auto isWritable = [](MakeTensorDescOp op) {
    RankedTensorType block = op.getType().getBlockType();
    return ttng::getTMABoxShape(block.getEncoding(), block.getShape(), block.getElementTypeBitWidth()) &&
           ttng::getTMAElementType(block.getElementType());
  };
  forOp.getBody()->walk([&](MakeTensorDescOp op) {
    if (isNestedInIfsOnly(op, forOp) && isWritable(op))
      descs.push_back(op);
  });
  if (descs.empty())
    return forOp;
  int numSlots = maxStage;
  if (llvm::any_of(forOp.getBody()->without_terminator(), [](Operation &op) { return isa<ttng::WarpGroupDotOp>(op); }))
    ++numSlots;

  IRRewriter rewriter(forOp.getContext());
  Location loc = forOp.getLoc();
  rewriter.setInsertionPoint(forOp);
  Type rawPointer = PointerType::get(rewriter.getI8Type(), 1);
  SmallVector<Value> scratches;
  for (size_t i = 0; i < descs.size(); ++i)
    scratches.push_back(GlobalScratchAllocOp::create(rewriter, loc, rawPointer,
                                                     numSlots * ttng::kTMADescriptorBytes,
                                                     ttng::kTMADescriptorAlignment));
  Value zero = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
  Value one = arith::ConstantIntOp::create(rewriter, loc, 1, 32);
  SmallVector<Value> inits(descs.size(), zero);
  // Made before the loop, after the counters' 0 and 1, as Triton makes it
  // (canonicalization then hoists the constants in Triton's order).
  rewriter.setInsertionPoint(forOp);
  Value count = arith::ConstantIntOp::create(rewriter, loc, numSlots, 32);
  unsigned firstSlotArg = forOp.getNumRegionIterArgs();
  auto newLoop = cast<scf::ForOp>(*forOp.replaceWithAdditionalYields(
      rewriter, inits, /*replaceInitOperandUsesInLoop=*/false,
      [&](OpBuilder &, Location, ArrayRef<BlockArgument> args) {
        return SmallVector<Value>(args.begin(), args.end());
      }));
  auto yield = cast<scf::YieldOp>(newLoop.getBody()->getTerminator());

  for (auto [i, desc] : llvm::enumerate(descs)) {
    Value slot = newLoop.getRegionIterArg(firstSlotArg + i);
    Location descLoc = desc.getLoc();
    bool topLevel = desc->getBlock() == newLoop.getBody();
    std::optional<StageAndCluster> stage;
    if (topLevel && desc->hasAttr(kLoopStageAttr))
      stage = getStageAndCluster(desc);
    rewriter.setInsertionPoint(desc);
    Operation *before = desc->getPrevNode();
    Value stride = arith::ConstantIntOp::create(rewriter, descLoc, ttng::kTMADescriptorBytes, 32);
    Value offset = arith::MulIOp::create(rewriter, descLoc, stride, slot);
    Value slotPtr = AddPtrOp::create(rewriter, descLoc, rawPointer, scratches[i], offset);
    FailureOr<Value> written = ttng::writeTMADescriptor(rewriter, desc, slotPtr);
    if (failed(written))
      return failure();
    Value next = arith::AddIOp::create(rewriter, descLoc, slot, one);
    Value wraps = arith::CmpIOp::create(rewriter, descLoc, arith::CmpIPredicate::sge, next, count);
    Value advanced = arith::SelectOp::create(rewriter, descLoc, wraps, zero, next);
    if (stage) {
      Block::iterator first = before ? std::next(before->getIterator()) : newLoop.getBody()->begin();
      for (Operation &op : llvm::make_range(first, desc->getIterator()))
        setStageAndCluster(&op, *stage);
    }
    rewriter.replaceOp(desc, *written);
    // Yield the advanced index out of the ifs up to the loop body.
    Block *block = advanced.getParentBlock();
    while (block != newLoop.getBody()) {
      auto ifOp = cast<scf::IfOp>(block->getParentOp());
      bool inThen = block->getParent() == &ifOp.getThenRegion();
      scf::IfOp grown = addIfResult(rewriter, ifOp, inThen ? advanced : slot, inThen ? slot : advanced);
      advanced = grown->getResults().back();
      block = grown->getBlock();
    }
    rewriter.modifyOpInPlace(yield, [&, i = i] { yield->setOperand(firstSlotArg + i, advanced); });
  }
  return newLoop;
}

/// The loop's last stage: its `tt.scheduled_max_stage`, or a later stage an
/// op of its body carries (Triton's schedule then runs those stages too);
/// nullopt for a loop without a schedule.
static std::optional<int> getMaxStage(scf::ForOp forOp) {
  auto attr = forOp->getAttrOfType<IntegerAttr>(kScheduledMaxStageAttr);
  if (!attr)
    return std::nullopt;
  int maxStage = int(attr.getInt());
  for (Operation &op : forOp.getBody()->without_terminator())
    if (op.hasAttr(kLoopStageAttr))
      maxStage = std::max(maxStage, getStageAndCluster(&op).stage);
  return maxStage;
}

/// Steps 1 and 1b. Returns the lowered loop, or null (its schedule removed)
/// when it cannot be lowered or, `forExpansion`, when step 2 could not
/// expand it: then it is better left as it is.
static scf::ForOp lowerScheduledLoop(scf::ForOp forOp, const ModuleAxisInfoAnalysis &axisInfo,
                                     bool forExpansion) {
  std::optional<int> maxStage = getMaxStage(forOp);
  auto unschedule = [&] {
    removeSchedule(forOp);
    return scf::ForOp();
  };
  if (!maxStage || *maxStage < 1)
    return unschedule();
  normalizeClusters(forOp);
  scheduleDependencies(forOp, *maxStage);
  if (!isValidSchedule(forOp, *maxStage))
    return unschedule();
  if (forExpansion && !canPredicateEarlyStages(forOp, *maxStage, /*beforeLowering=*/true))
    return unschedule();
  ScheduledLoadReads reads = getScheduledLoadReads(forOp);
  convertScalarLoads(forOp, reads.lastReadStages);
  llvm::SmallPtrSet<Operation *, 8> stagedReads;
  stageDotOperandLoads(forOp, stagedReads);
  stageRegisterLoads(forOp, axisInfo, stagedReads);
  stageRegisterDescriptorLoads(forOp, stagedReads);
  std::optional<SmallVector<PipelinedLoad>> loads = findPipelinedLoads(forOp, axisInfo, reads);
  if (!loads)
    return unschedule();

  // Without a load to lower, the expansion still prefetches the scheduled
  // loads in registers.
  scf::ForOp lowered = loads->empty() ? forOp : lowerLoads(forOp, *loads, stagedReads);
  FailureOr<scf::ForOp> withDescriptors = lowerLoopDescriptors(lowered, *maxStage);
  if (failed(withDescriptors)) {
    removeSchedule(lowered);
    return {};
  }
  return *withDescriptors;
}

void mlir::triton::gpu::lowerScheduledLoops(ModuleOp module) {
  ModuleAxisInfoAnalysis axisInfo(module);
  SmallVector<scf::ForOp> loops;
  module.walk([&](scf::ForOp forOp) {
    if (forOp->hasAttr(kScheduledMaxStageAttr))
      loops.push_back(forOp);
  });
  for (scf::ForOp forOp : loops)
    lowerScheduledLoop(forOp, axisInfo, /*forExpansion=*/false);
}

/// Steps 1 to 3 on one loop. The expansion's prologue and epilogue keep
/// their schedule attributes: removing them from the whole function here
/// would unschedule the loops after this one.
static void pipelineScheduledLoop(scf::ForOp forOp, const ModuleAxisInfoAnalysis &axisInfo) {
  std::optional<int> maxStage = getMaxStage(forOp);
  Operation *function = forOp->getParentOp();
  while (function && !isa<FunctionOpInterface>(function))
    function = function->getParentOp();
  scf::ForOp lowered = lowerScheduledLoop(forOp, axisInfo, /*forExpansion=*/true);
  if (!lowered)
    return;
  // The lowering's constants (slot counts, copy predicates) go before the
  // loop: the expander would carry one made in an early stage and read in a
  // later one as a loop value.
  for (auto constant : llvm::make_early_inc_range(lowered.getBody()->getOps<arith::ConstantOp>())) {
    constant->removeAttr(kLoopStageAttr);
    constant->removeAttr(kLoopClusterAttr);
    constant->moveBefore(lowered);
  }
  // Lowering made new ops; if one of an early stage cannot be predicated
  // or comes before an operand, the expansion would stop (halfway, or with
  // an error). The lowered loop is correct as it stands (each iteration
  // fills and reads its own slots): it then stays so.
  if (!isValidSchedule(lowered, *maxStage) ||
      !canPredicateEarlyStages(lowered, *maxStage, /*beforeLowering=*/false))
    return removeSchedule(lowered);
  scf::PipeliningOption options;
  options.getScheduleFn = [](scf::ForOp loop, std::vector<std::pair<Operation *, unsigned>> &s) {
    s = getSchedule(loop);
  };
  options.peelEpilogue = false;
  options.supportDynamicLoops = true;
  options.predicateFn = predicateOp;
  IRRewriter rewriter(lowered.getContext());
  rewriter.setInsertionPoint(lowered);
  bool modified = false;
  SmallVector<std::pair<Value, Value>> hidden = hideNonIndexConstantBounds(rewriter, lowered);
  // The new loop keeps the old one's attributes (tt.num_stages and the
  // like), as Triton's expander gives them; MLIR's drops them.
  DictionaryAttr loopAttrs = lowered->getDiscardableAttrDictionary();
  FailureOr<scf::ForOp> pipelined = scf::pipelineForLoop(rewriter, lowered, options, &modified);
  restoreBounds(rewriter, hidden);
  if (succeeded(pipelined))
    (*pipelined)->setDiscardableAttrs(loopAttrs);
  Operation *scope = function ? function : lowered->getParentOp();
  if (failed(pipelined)) {
    removeSchedule(lowered);
    return;
  }
  updateWaitCounts(scope);
  combineWaitsUpToNextCommit(scope);
}

void mlir::triton::gpu::pipelineScheduledLoops(ModuleOp module) {
  SmallVector<scf::ForOp> scheduled;
  module.walk([&](scf::ForOp forOp) {
    if (forOp->hasAttr(kScheduledMaxStageAttr))
      scheduled.push_back(forOp);
  });
  if (!scheduled.empty()) {
    ModuleAxisInfoAnalysis axisInfo(module);
    for (scf::ForOp forOp : scheduled)
      pipelineScheduledLoop(forOp, axisInfo);
  }
  // Stage and cluster attributes go everywhere, on loops never scheduled
  // (no tt.scheduled_max_stage) too, as Triton's pass ends.
  removeSchedule(module);
}
