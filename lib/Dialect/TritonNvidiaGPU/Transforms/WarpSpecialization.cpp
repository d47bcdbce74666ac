//===- WarpSpecialization.cpp - nvgpu-warp-specialization ------------------===//
//
// Hopper warp specialization of a loop that asks for it
// (`tl.range(..., warp_specialize=True)`, the `tt.warp_specialize` loop
// attribute), producing what Triton 3.6's pass of the same name produces
// for the loops it handles: TMA loads feeding wgmma dots.
//
// 1. Channels. The loop's `tt.descriptor_load`s whose only use is a
//    `ttg.local_alloc` read only by `ttng.warp_group_dot` operands (directly
//    or through a `ttg.memdesc_trans`, a tile loaded and used as `.T`) move
//    to a producer; everything else of the loop, and what follows it (the
//    epilogue), runs in the consumers. The descriptors must be made in the
//    kernel (`tt.make_tensor_descriptor`), as Triton requires.
// 2. Consumers: two warp groups when every dot's M is a multiple of 128 and
//    the accumulators' uses can be cut in row halves (zero-initialised
//    accumulators; elementwise ops, layout conversions and descriptor
//    stores after the loop): each consumer then computes M/2 rows, its A
//    tiles loaded as row halves (a descriptor with half the block), the B
//    tiles shared. Otherwise one consumer computes everything. (Triton
//    falls back to two consumers doing the same work there.)
// 3. Buffers, before the `ttg.warp_specialize`: per channel num-stages
//    slots of its tile, a "full" mbarrier per slot (one arrival plus the
//    TMA bytes) and, per consumer reading it, an "empty" mbarrier per slot
//    (arrived on by that consumer once its dot is done).
// 4. The `ttg.warp_specialize`: the default region (the kernel's 4 warps)
//    is the producer, each partition a 4-warp consumer asking for 232
//    registers. Each gets its own copy of the loop, carrying the values it
//    needs and a use counter `n` (i64): slot n % S, phase (n / S) & 1.
//    Producer, per channel: wait until every consumer emptied the slot
//    (the phase before), expect the tile's bytes on the full barrier, TMA
//    copy. Consumer: wait for the full barrier, read the slot in place,
//    arrive on its empty barrier after the last dot reading it. The ops
//    before the loop that a region needs are recomputed in it when they
//    are free of side effects; values from above become captures
//    (constants are recomputed). Loops get `tt.num_stages = 0`: the
//    software pipeliner leaves them alone.
//
// Like Triton, only kernels of 4 warps without else blocks are
// specialized; a loop that does not fit is left as it is.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_NVGPUWARPSPECIALIZATION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

constexpr llvm::StringLiteral kWarpSpecializeAttr = "tt.warp_specialize";
constexpr llvm::StringLiteral kNumStagesAttr = "tt.num_stages";
constexpr int kWarpGroupWarps = 4;
constexpr int kConsumerRegisters = 232;
constexpr int kEmptyBarrierArrivals = 128;
constexpr int64_t kMinRowsPerConsumer = 64;

//===----------------------------------------------------------------------===//
// The plan
//===----------------------------------------------------------------------===//

/// A dot reading a channel's buffer, and whether as its A operand.
struct DotReader {
  ttng::WarpGroupDotOp dot;
  bool isA;
};

/// A tile the producer copies for the consumers: one TMA copy per slot.
struct Channel {
  DescriptorLoadOp load;          // in the original loop
  ttg::LocalAllocOp alloc;        // the load's only user
  SmallVector<DotReader> readers; // the dots reading `alloc`
  int consumer = -1;              // the one consumer reading it, -1: all
  int64_t rowOffset = 0;          // added to the row coordinate
  RankedTensorType blockType;     // what one copy brings (2-D)
  Value buffer;                   // [S x tile]
};

/// The channels the same consumers read share their mbarriers, as in
/// Triton: [S x 1] "full" (one arrival plus all their bytes) and, per
/// reader, "empty".
struct ChannelGroup {
  int consumer = -1;
  int64_t bytes = 0;
  Value full;
  SmallVector<Value> empties;
};

struct Plan {
  FuncOp func;
  scf::ForOp loop;
  int numStages = 1;
  int numConsumers = 1;
  int64_t rows = 0; // per consumer, when the rows are split
  bool splitRows() const { return numConsumers > 1; }
  SmallVector<Channel> channels;
  SmallVector<ChannelGroup> groups;
  SmallVector<Operation *> epilogue;

  ChannelGroup &groupOf(const Channel &c) {
    return *llvm::find_if(groups, [&](const ChannelGroup &g) { return g.consumer == c.consumer; });
  }
};

/// The wgmma dots reading `alloc` (as A or B, not as the accumulator), in
/// its block, directly or through one `ttg.memdesc_trans` (a `.T` of the
/// loaded tile); nothing if another op reads it.
std::optional<SmallVector<DotReader>> getDotReaders(ttg::LocalAllocOp alloc) {
  SmallVector<DotReader> readers;
  auto addDot = [&](Operation *user, Value operand) {
    auto dot = dyn_cast<ttng::WarpGroupDotOp>(user);
    if (!dot || dot->getBlock() != alloc->getBlock() || dot.getC() == operand)
      return false;
    readers.push_back({dot, dot.getA() == operand});
    return true;
  };
  for (Operation *user : alloc->getUsers()) {
    auto trans = dyn_cast<ttg::MemDescTransOp>(user);
    if (!trans) {
      if (!addDot(user, alloc.getResult()))
        return std::nullopt;
      continue;
    }
    if (trans->getBlock() != alloc->getBlock() || trans.getResult().use_empty())
      return std::nullopt;
    for (Operation *transUser : trans->getUsers())
      if (!addDot(transUser, trans.getResult()))
        return std::nullopt;
  }
  return readers;
}

/// The dimension of a tile's rows: the second last. A descriptor block of
/// rank 3 or more has unit leading dimensions here (see isTileLoad), so its
/// rows are where a 2-D tile's are; 1-D values (row statistics) are rows.
int64_t rowDim(int64_t rank) { return rank >= 2 ? rank - 2 : 0; }

/// Whether `load` brings a 2-D tile: its block is [..., 1, R, C] (rank 2,
/// or higher with unit leading dimensions, which the load drops) and it
/// yields [R, C].
bool isTileLoad(DescriptorLoadOp load) {
  ArrayRef<int64_t> block = load.getDesc().getType().getBlockType().getShape();
  auto loaded = cast<RankedTensorType>(load.getType());
  if (block.size() < 2 || loaded.getRank() != 2)
    return false;
  return llvm::all_of(block.drop_back(2), [](int64_t size) { return size == 1; }) &&
         block.take_back(2) == loaded.getShape();
}

/// The channels of `loop`: its descriptor loads that only feed wgmma
/// operands through a shared buffer, in program order.
SmallVector<Channel> findChannels(scf::ForOp loop) {
  SmallVector<Channel> channels;
  for (Operation &op : loop.getBody()->without_terminator()) {
    auto load = dyn_cast<DescriptorLoadOp>(op);
    if (!load || !load->hasOneUse())
      continue;
    auto alloc = dyn_cast<ttg::LocalAllocOp>(*load->getUsers().begin());
    if (!alloc || alloc->getBlock() != load->getBlock() || alloc.getResult().use_empty())
      continue;
    std::optional<SmallVector<DotReader>> readers = getDotReaders(alloc);
    // The descriptor is made in this kernel (Triton 3.6 specializes only
    // those) before the loop, and each load brings a 2-D tile: the regions
    // retile and split 2-D tiles.
    auto make = load.getDesc().getDefiningOp<MakeTensorDescOp>();
    if (readers && make && !loop->isAncestor(make) && isTileLoad(load)) {
      Channel c;
      c.load = load;
      c.alloc = alloc;
      c.readers = std::move(*readers);
      c.blockType = cast<RankedTensorType>(load.getType());
      channels.push_back(std::move(c));
    }
  }
  return channels;
}

/// The rows of the block `make`'s descriptor brings.
int64_t blockRows(MakeTensorDescOp make) {
  RankedTensorType block = cast<TensorDescType>(make.getType()).getBlockType();
  return block.getShape()[rowDim(block.getRank())];
}

/// Whether a dot reads channel `c` as its A operand.
bool isReadAsA(const Channel &c) {
  return llvm::any_of(c.readers, [](const DotReader &r) { return r.isA; });
}

RankedTensorType withRows(RankedTensorType type, int64_t rows) {
  SmallVector<int64_t> shape(type.getShape());
  shape[rowDim(type.getRank())] = rows;
  return RankedTensorType::get(shape, type.getElementType(), type.getEncoding());
}

bool isSplatConstant(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  auto dense = constant ? dyn_cast<DenseElementsAttr>(constant.getValue()) : DenseElementsAttr();
  return dense && dense.isSplat();
}

/// How an op touching row-split values is rewritten in a consumer.
enum class SplitKind { None, Retype, Dot, DescriptorStore, Yield, Unsupported };

/// `op`'s kind, given which values are split (`isSplit`).
SplitKind classifySplit(Operation *op, function_ref<bool(Value)> isSplit) {
  bool touches = llvm::any_of(op->getOperands(), isSplit);
  if (!touches)
    return SplitKind::None;
  if (isa<scf::YieldOp>(op))
    return SplitKind::Yield;
  if (auto dot = dyn_cast<ttng::WarpGroupDotOp>(op))
    return isSplit(dot.getC()) && !isSplit(dot.getB()) ? SplitKind::Dot : SplitKind::Unsupported;
  if (auto store = dyn_cast<DescriptorStoreOp>(op))
    return store.getDesc().getDefiningOp<MakeTensorDescOp>() && isSplit(store.getSrc())
               ? SplitKind::DescriptorStore
               : SplitKind::Unsupported;
  // Same-shape ops: every tensor operand split (or a splat constant).
  bool elementwise = op->hasTrait<mlir::OpTrait::Elementwise>() ||
                     isa<ttg::ConvertLayoutOp, FpToFpOp>(op);
  if (!elementwise || op->getNumRegions() != 0 || !isMemoryEffectFree(op))
    return SplitKind::Unsupported;
  // A linear layout is written for its shape: half the rows is another one.
  for (Type type : op->getResultTypes())
    if (auto tensor = dyn_cast<RankedTensorType>(type); tensor && isa_and_nonnull<ttg::LinearEncodingAttr>(tensor.getEncoding()))
      return SplitKind::Unsupported;
  for (Value operand : op->getOperands())
    if (isa<RankedTensorType>(operand.getType()) && !isSplit(operand) && !isSplatConstant(operand))
      return SplitKind::Unsupported;
  return SplitKind::Retype;
}

/// The rows each of two consumers takes when the accumulators can be cut
/// in row halves: every dot has the same M (one row count retypes them
/// all), zero-initialised (splat constants) and only used in ways
/// classifySplit rewrites.
std::optional<int64_t> splitRows(Plan &plan) {
  scf::ForOp loop = plan.loop;
  DenseSet<Value> split;
  auto isSplit = [&](Value v) { return split.contains(v); };
  SmallVector<ttng::WarpGroupDotOp> dots;
  loop.getBody()->walk([&](ttng::WarpGroupDotOp dot) { dots.push_back(dot); });
  if (dots.empty())
    return std::nullopt;
  int64_t m = 0;
  for (ttng::WarpGroupDotOp dot : dots) {
    auto type = cast<RankedTensorType>(dot.getType());
    if (type.getShape()[0] % (2 * kMinRowsPerConsumer) != 0 || dot->getParentOp() != loop)
      return std::nullopt;
    if (m != 0 && type.getShape()[0] != m)
      return std::nullopt;
    m = type.getShape()[0];
    // The accumulator flows around the loop.
    auto arg = dyn_cast<BlockArgument>(dot.getC());
    if (!arg || arg.getOwner() != loop.getBody() || arg.getArgNumber() == 0)
      return std::nullopt;
    unsigned iter = arg.getArgNumber() - 1;
    if (!isSplatConstant(loop.getInitArgs()[iter]))
      return std::nullopt;
    split.insert(arg);
    split.insert(dot.getResult());
    split.insert(loop.getResult(iter));
  }
  // A operands: channels, cut with the rows; B operands: not.
  for (Channel &c : plan.channels)
    if (isReadAsA(c) && llvm::any_of(c.readers, [](const DotReader &r) { return !r.isA; }))
      return std::nullopt;
  auto check = [&](Operation *op) {
    SplitKind kind = classifySplit(op, isSplit);
    if (kind == SplitKind::Unsupported)
      return false;
    if (kind == SplitKind::Retype)
      split.insert(op->result_begin(), op->result_end());
    if (kind == SplitKind::Yield) {
      auto yield = cast<scf::YieldOp>(op);
      for (auto [i, value] : llvm::enumerate(yield.getOperands()))
        if (isSplit(value) != isSplit(loop.getRegionIterArgs()[i]))
          return false;
    }
    return true;
  };
  for (Operation &op : loop.getBody()->getOperations())
    if (!isa<ttng::WarpGroupDotOp>(op) && !check(&op))
      return std::nullopt;
  for (Operation *op : plan.epilogue)
    if (!check(op))
      return std::nullopt;
  return m / 2;
}

/// The loop of `func` to specialize and how, or nothing.
std::optional<Plan> planWarpSpecialization(FuncOp func, int numStages) {
  SmallVector<scf::ForOp> loops;
  func.walk([&](scf::ForOp loop) {
    if (loop->hasAttr(kWarpSpecializeAttr))
      loops.push_back(loop);
  });
  if (loops.size() != 1 || loops.front()->getParentOp() != func.getOperation())
    return std::nullopt;
  if (ttg::TritonGPUDialect::lookupNumWarps(func).value_or(0) != kWarpGroupWarps)
    return std::nullopt;
  bool hasElse = false;
  func.walk([&](scf::IfOp op) { hasElse |= !op.getElseRegion().empty(); });
  if (hasElse || !func.getBody().hasOneBlock())
    return std::nullopt;

  Plan plan;
  plan.func = func;
  plan.loop = loops.front();
  plan.numStages = std::max(numStages, 1);
  for (Operation *op = plan.loop->getNextNode(); op && !op->hasTrait<mlir::OpTrait::IsTerminator>();
       op = op->getNextNode())
    plan.epilogue.push_back(op);
  plan.channels = findChannels(plan.loop);
  if (plan.channels.empty())
    return std::nullopt;
  if (std::optional<int64_t> rows = splitRows(plan)) {
    // Each A channel becomes one per consumer, of half the rows.
    plan.numConsumers = 2;
    plan.rows = *rows;
    SmallVector<Channel> channels;
    for (Channel &c : plan.channels) {
      if (!isReadAsA(c)) {
        channels.push_back(c);
        continue;
      }
      for (int k = 0; k < 2; ++k) {
        Channel half = c;
        half.consumer = k;
        half.rowOffset = k * plan.rows;
        half.blockType = withRows(c.blockType, plan.rows);
        channels.push_back(half);
      }
    }
    plan.channels = std::move(channels);
  }
  return plan;
}

//===----------------------------------------------------------------------===//
// What each region needs
//===----------------------------------------------------------------------===//

/// The ops of the function body and of the loop body that `roots` depend
/// on (through operands and, for loop iteration arguments, the yielded
/// value and the initial value), including `roots`; the ops in `stop` are
/// neither included nor looked through.
DenseSet<Operation *> collectNeeded(scf::ForOp loop, ArrayRef<Operation *> roots,
                                    const DenseSet<Operation *> &stop = {}) {
  DenseSet<Operation *> needed;
  SmallVector<Operation *> worklist(roots);
  auto visitValue = [&](Value value) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (arg.getOwner() != loop.getBody() || arg.getArgNumber() == 0)
        return;
      unsigned iter = arg.getArgNumber() - 1;
      if (Operation *def = loop.getInitArgs()[iter].getDefiningOp())
        worklist.push_back(def);
      if (Operation *def = loop.getBody()->getTerminator()->getOperand(iter).getDefiningOp())
        worklist.push_back(def);
      return;
    }
    if (auto result = dyn_cast<OpResult>(value); result && result.getOwner() == loop) {
      if (Operation *def =
              loop.getBody()->getTerminator()->getOperand(result.getResultNumber()).getDefiningOp())
        worklist.push_back(def);
      return;
    }
    if (Operation *def = value.getDefiningOp())
      worklist.push_back(def);
  };
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    // Ops nested in others count as their ancestor in the loop or function
    // body.
    while (op->getParentOp() != loop && op->getParentOp() != loop->getParentOp())
      op = op->getParentOp();
    if (op == loop || stop.contains(op) || !needed.insert(op).second)
      continue;
    op->walk([&](Operation *nested) {
      for (Value operand : nested->getOperands())
        visitValue(operand);
    });
    visitValue(loop.getLowerBound());
    visitValue(loop.getUpperBound());
    visitValue(loop.getStep());
  }
  return needed;
}

/// Whether an op before the loop may be recomputed in each region.
bool isRecomputable(Operation *op) {
  return op->getNumRegions() == 0 && (isMemoryEffectFree(op) || isa<MakeTensorDescOp>(op));
}

/// Whether `op` may write global memory (what it declares, or anything
/// for an op that declares nothing).
bool mayWriteGlobalMemory(Operation *op) {
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return !isMemoryEffectFree(op);
  SmallVector<MemoryEffects::EffectInstance> list;
  effects.getEffects(list);
  return llvm::any_of(list, [](const MemoryEffects::EffectInstance &e) {
    return isa<MemoryEffects::Write>(e.getEffect()) &&
           (isa<triton::GlobalMemory>(e.getResource()) ||
            isa<SideEffects::DefaultResource>(e.getResource()));
  });
}

/// Whether `op` only reads memory as a load (a volatile load does more).
bool isPlainLoad(Operation *op) {
  auto load = dyn_cast<LoadOp>(op);
  return (load && !load.getIsVolatile()) || isa<DescriptorLoadOp>(op);
}

/// Whether `load`, before the loop, may move into the regions that read it
/// (as Triton's partitioning does) rather than reach them through shared
/// memory: with one consumer, which stores only after it, and no op between
/// the load and the loop writing global memory, the load reads what it
/// would have read where it stood. Volatile loads stay.
bool isMovableLoad(Operation *op, Plan &plan) {
  if (!isPlainLoad(op))
    return false;
  if (plan.numConsumers != 1 || op->getBlock() != plan.loop->getBlock())
    return false;
  for (Operation *next = op->getNextNode(); next && next != plan.loop.getOperation(); next = next->getNextNode())
    if (mayWriteGlobalMemory(next))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Building the regions
//===----------------------------------------------------------------------===//

/// One region's copy of the function: its ops, the split rows of its
/// consumer, and the values mapped so far.
struct RegionBuilder {
  Plan &plan;
  int consumer; // -1: the producer
  DenseSet<Operation *> needed;
  IRMapping mapping;
  DenseSet<Value> split; // original values this region holds in halves
  OpBuilder b;

  RegionBuilder(Plan &plan, int consumer, Block *block)
      : plan(plan), consumer(consumer), b(OpBuilder::atBlockEnd(block)) {}

  bool isProducer() const { return consumer < 0; }
  bool readsChannel(Channel &c) const {
    return !isProducer() && (c.consumer < 0 || c.consumer == consumer);
  }

  /// The region's descriptor made by `make` with a block of `rows` rows
  /// (the half-row variants are made next to the copy of `make`).
  Value descriptorWithRows(MakeTensorDescOp make, int64_t rows) {
    if (blockRows(make) == rows)
      return mapping.lookupOrDefault(make.getResult());
    return halfRowDescriptors.lookup(make);
  }

  /// After copying `make`: its variant of half the rows, where rows split.
  void addHalfRowDescriptor(MakeTensorDescOp make) {
    RankedTensorType block = cast<TensorDescType>(make.getType()).getBlockType();
    if (!plan.splitRows() || blockRows(make) % 2 != 0)
      return;
    IRMapping operands = mapping; // the copy of `make` stays what `make` maps to
    Operation *copy = b.clone(*make, operands);
    copy->getResult(0).setType(TensorDescType::get(make.getContext(), withRows(block, blockRows(make) / 2)));
    halfRowDescriptors[make] = copy->getResult(0);
  }
  DenseMap<Operation *, Value> halfRowDescriptors;

  Value splitConstant(Value value) {
    auto constant = value.getDefiningOp<arith::ConstantOp>();
    auto dense = cast<DenseElementsAttr>(constant.getValue());
    auto type = withRows(cast<RankedTensorType>(dense.getType()), plan.rows);
    return arith::ConstantOp::create(b, constant.getLoc(), type, dense.resizeSplat(type));
  }

  /// Clones `op`, cutting rows where its operands are split.
  LogicalResult cloneOp(Operation *op) {
    auto isSplit = [&](Value v) { return split.contains(v); };
    SplitKind kind = isProducer() || !plan.splitRows() ? SplitKind::None : classifySplit(op, isSplit);
    switch (kind) {
    case SplitKind::None:
    case SplitKind::Yield: {
      Operation *copy = b.clone(*op, mapping);
      if (auto make = dyn_cast<MakeTensorDescOp>(op))
        addHalfRowDescriptor(make);
      // A transposed view of a channel's slot: the slot is mutable.
      if (auto trans = dyn_cast<ttg::MemDescTransOp>(copy)) {
        auto src = trans.getSrc().getType();
        auto type = trans.getType();
        trans.getResult().setType(ttg::MemDescType::get(type.getShape(), type.getElementType(),
                                                        type.getEncoding(), type.getMemorySpace(),
                                                        src.getMutableMemory()));
      }
      return success();
    }
    case SplitKind::Unsupported:
      return op->emitError("nvgpu-warp-specialization: cannot split this op's rows");
    case SplitKind::Retype: {
      // Splat constants among the operands get half-row copies, made
      // before the op that uses them.
      SmallVector<std::pair<unsigned, Value>> halfConstants;
      for (auto [i, operand] : llvm::enumerate(op->getOperands()))
        if (!isSplit(operand) && isSplatConstant(operand) && isa<RankedTensorType>(operand.getType()))
          halfConstants.push_back({unsigned(i), splitConstant(operand)});
      Operation *copy = b.clone(*op, mapping);
      for (auto [i, constant] : halfConstants)
        copy->setOperand(i, constant);
      for (auto [old, now] : llvm::zip(op->getResults(), copy->getResults())) {
        now.setType(withRows(cast<RankedTensorType>(old.getType()), plan.rows));
        split.insert(old);
      }
      return success();
    }
    case SplitKind::Dot: {
      Operation *copy = b.clone(*op, mapping);
      copy->getResult(0).setType(withRows(cast<RankedTensorType>(op->getResult(0).getType()), plan.rows));
      split.insert(op->getResult(0));
      return success();
    }
    case SplitKind::DescriptorStore: {
      auto store = cast<DescriptorStoreOp>(op);
      auto make = store.getDesc().getDefiningOp<MakeTensorDescOp>();
      Value desc = descriptorWithRows(make, blockRows(make) / 2);
      if (!desc)
        return store->emitError("nvgpu-warp-specialization: the stored descriptor is not made before the loop");
      SmallVector<Value> indices;
      for (Value index : store.getIndices())
        indices.push_back(mapping.lookupOrDefault(index));
      int64_t row = rowDim(indices.size());
      indices[row] = addRows(store.getLoc(), indices[row], consumer * plan.rows);
      auto copy = DescriptorStoreOp::create(b, store.getLoc(), desc, mapping.lookupOrDefault(store.getSrc()), indices);
      copy->setDiscardableAttrs(store->getDiscardableAttrDictionary());
      return success();
    }
    }
    return failure();
  }

  Value addRows(Location loc, Value index, int64_t rows) {
    if (rows == 0)
      return index;
    Value offset = arith::ConstantIntOp::create(b, loc, rows, 32);
    return arith::AddIOp::create(b, loc, index, offset);
  }
};

/// Slot index and phase of use counter `count` over `stages` slots.
std::pair<Value, Value> slotAndPhase(OpBuilder &b, Location loc, Value count, int stages) {
  Value s = arith::ConstantIntOp::create(b, loc, stages, 64);
  Value round = arith::DivUIOp::create(b, loc, count, s);
  Value start = arith::MulIOp::create(b, loc, round, s);
  Value slot = arith::TruncIOp::create(b, loc, b.getI32Type(), arith::SubIOp::create(b, loc, count, start));
  Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
  Value parity = arith::TruncIOp::create(b, loc, b.getI32Type(), arith::AndIOp::create(b, loc, round, one));
  return {slot, parity};
}

Value tileAt(OpBuilder &b, Location loc, Value buffer, Value slot) {
  auto type = cast<ttg::MemDescType>(buffer.getType());
  auto slotType = ttg::MemDescType::get(type.getShape().drop_front(), type.getElementType(), type.getEncoding(),
                                        type.getMemorySpace(), /*mutableMemory=*/true);
  return ttg::MemDescIndexOp::create(b, loc, slotType, buffer, slot);
}

/// The producer, before the first copy of `group` in an iteration: wait
/// until every reader emptied the slot (the phase before), then expect
/// the group's bytes on its full barrier.
void emitAcquire(RegionBuilder &r, ChannelGroup &group, Location loc, Value slot, Value parity) {
  OpBuilder &b = r.b;
  Value one = arith::ConstantIntOp::create(b, loc, 1, 32);
  Value previous = arith::XOrIOp::create(b, loc, parity, one);
  for (Value empty : group.empties)
    ttng::WaitBarrierOp::create(b, loc, ttng::indexMbarrier(b, loc, empty, slot), previous, Value(), ValueRange{});
  Value always = arith::ConstantIntOp::create(b, loc, 1, 1);
  ttng::BarrierExpectOp::create(b, loc, ttng::indexMbarrier(b, loc, group.full, slot), group.bytes, always);
}

/// The producer's TMA copy of channel `c` into slot `slot`.
void emitCopy(RegionBuilder &r, Channel &c, ChannelGroup &group, Value slot) {
  OpBuilder &b = r.b;
  Location loc = c.load.getLoc();
  auto make = c.load.getDesc().getDefiningOp<MakeTensorDescOp>();
  Value desc = r.descriptorWithRows(make, c.blockType.getShape()[0]);
  SmallVector<Value> coords;
  for (Value index : c.load.getIndices())
    coords.push_back(r.mapping.lookupOrDefault(index));
  int64_t row = rowDim(coords.size());
  coords[row] = r.addRows(loc, coords[row], c.rowOffset);
  Value always = arith::ConstantIntOp::create(b, loc, 1, 1);
  ttng::AsyncTMACopyGlobalToLocalOp::create(b, loc, desc, coords, ttng::indexMbarrier(b, loc, group.full, slot),
                                            tileAt(b, loc, c.buffer, slot), always);
}

/// The copy of the loop in region `r`: the iteration arguments it needs,
/// then the use counter.
/// The iteration arguments of the loop region `r` needs: used by its ops,
/// or its epilogue, or computed by them.
SmallVector<unsigned> getCarriedIterArgs(RegionBuilder &r) {
  scf::ForOp loop = r.plan.loop;
  SmallVector<unsigned> kept;
  for (auto [i, arg] : llvm::enumerate(loop.getRegionIterArgs())) {
    Operation *yielded = loop.getBody()->getTerminator()->getOperand(i).getDefiningOp();
    bool used = llvm::any_of(arg.getUsers(), [&](Operation *user) {
      while (user->getParentOp() != loop)
        user = user->getParentOp();
      return r.needed.contains(user);
    });
    bool resultUsed = llvm::any_of(loop.getResult(i).getUsers(), [&](Operation *user) {
      return r.needed.contains(user) || (!r.isProducer() && llvm::is_contained(r.plan.epilogue, user));
    });
    if (used || resultUsed || (yielded && r.needed.contains(yielded)))
      kept.push_back(unsigned(i));
  }
  return kept;
}

/// Consumer `r` releases each channel group after the last dot reading one
/// of its channels.
DenseMap<Operation *, SmallVector<ChannelGroup *>> getReleasePoints(RegionBuilder &r) {
  DenseMap<Operation *, SmallVector<ChannelGroup *>> releaseAfter;
  for (ChannelGroup &group : r.plan.groups) {
    Operation *last = nullptr;
    for (Channel &c : r.plan.channels)
      if (c.consumer == group.consumer && r.readsChannel(c))
        for (const DotReader &reader : c.readers)
          if (!last || last->isBeforeInBlock(reader.dot))
            last = reader.dot;
    if (last)
      releaseAfter[last].push_back(&group);
  }
  return releaseAfter;
}

LogicalResult buildLoop(RegionBuilder &r, Location loc) {
  Plan &plan = r.plan;
  scf::ForOp loop = plan.loop;
  OpBuilder &b = r.b;
  SmallVector<unsigned> kept = getCarriedIterArgs(r);
  SmallVector<Value> inits;
  for (unsigned i : kept) {
    Value arg = loop.getRegionIterArgs()[i];
    Value init = loop.getInitArgs()[i];
    // A zero accumulator of a dot starts as half the rows where rows split.
    bool splitAcc = !r.isProducer() && plan.splitRows() && isSplatConstant(init) &&
                    llvm::any_of(arg.getUsers(), [](Operation *u) { return isa<ttng::WarpGroupDotOp>(u); });
    if (splitAcc) {
      inits.push_back(r.splitConstant(init));
      r.split.insert(arg);
      r.split.insert(loop.getResult(i));
    } else {
      inits.push_back(r.mapping.lookupOrDefault(init));
    }
  }
  Value zero = arith::ConstantIntOp::create(b, loc, 0, 64);
  inits.push_back(zero);
  auto copy = scf::ForOp::create(b, loop.getLoc(), r.mapping.lookupOrDefault(loop.getLowerBound()),
                                 r.mapping.lookupOrDefault(loop.getUpperBound()), r.mapping.lookupOrDefault(loop.getStep()), inits);
  for (NamedAttribute attr : loop->getDiscardableAttrs())
    if (attr.getName() != kWarpSpecializeAttr)
      copy->setAttr(attr.getName(), attr.getValue());
  copy->setAttr(kNumStagesAttr, b.getI32IntegerAttr(0));

  Block *body = copy.getBody();
  r.mapping.map(loop.getInductionVar(), copy.getInductionVar());
  for (auto [k, i] : llvm::enumerate(kept))
    r.mapping.map(loop.getRegionIterArgs()[i], copy.getRegionIterArgs()[k]);
  Value count = copy.getRegionIterArgs().back();

  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(body);
  auto [slot, parity] = slotAndPhase(b, loc, count, plan.numStages);

  DenseMap<Operation *, SmallVector<ChannelGroup *>> releaseAfter = getReleasePoints(r);
  DenseSet<ChannelGroup *> acquired, awaited;
  SmallVector<Channel *> deferred;
  Operation *lastLoad = nullptr;
  for (Channel &c : plan.channels)
    if (!lastLoad || lastLoad->isBeforeInBlock(c.load))
      lastLoad = c.load;

  for (Operation &op : loop.getBody()->without_terminator()) {
    auto channelOf = [&](Operation *o) {
      SmallVector<Channel *> found;
      for (Channel &c : plan.channels)
        if (c.load == o || c.alloc == o)
          found.push_back(&c);
      return found;
    };
    SmallVector<Channel *> channels = channelOf(&op);
    if (!channels.empty()) {
      for (Channel *c : channels) {
        ChannelGroup &group = plan.groupOf(*c);
        Location l = op.getLoc();
        if (r.isProducer() && isa<DescriptorLoadOp>(op)) {
          // As Triton: the first consumer's tiles (and the shared ones)
          // first, the other consumers' after the loop's last load.
          if (c->consumer > 0) {
            deferred.push_back(c);
          } else {
            if (acquired.insert(&group).second)
              emitAcquire(r, group, l, slot, parity);
            emitCopy(r, *c, group, slot);
          }
        }
        if (r.readsChannel(*c) && isa<ttg::LocalAllocOp>(op)) {
          if (awaited.insert(&group).second)
            ttng::WaitBarrierOp::create(b, l, ttng::indexMbarrier(b, l, group.full, slot), parity, Value(), ValueRange{});
          r.mapping.map(c->alloc.getResult(), tileAt(b, l, c->buffer, slot));
        }
      }
      if (&op == lastLoad)
        for (Channel *c : deferred) {
          ChannelGroup &group = plan.groupOf(*c);
          if (acquired.insert(&group).second)
            emitAcquire(r, group, c->load.getLoc(), slot, parity);
          emitCopy(r, *c, group, slot);
        }
      continue;
    }
    if (!r.needed.contains(&op))
      continue;
    if (failed(r.cloneOp(&op)))
      return failure();
    auto it = releaseAfter.find(&op);
    if (it == releaseAfter.end())
      continue;
    for (ChannelGroup *group : it->second) {
      int reader = group->consumer >= 0 ? 0 : r.consumer;
      ttng::ArriveBarrierOp::create(b, op.getLoc(), ttng::indexMbarrier(b, op.getLoc(), group->empties[reader], slot),
                                    kEmptyBarrierArrivals, Value());
    }
  }
  SmallVector<Value> yielded;
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  for (unsigned i : kept)
    yielded.push_back(r.mapping.lookupOrDefault(yield.getOperand(i)));
  Value one = arith::ConstantIntOp::create(b, loc, 1, 64);
  yielded.push_back(arith::AddIOp::create(b, loc, count, one));
  scf::YieldOp::create(b, yield.getLoc(), yielded);

  for (auto [k, i] : llvm::enumerate(kept))
    r.mapping.map(loop.getResult(i), copy.getResult(k));
  return success();
}

/// Region `r`: the needed ops before the loop, the loop, and for
/// consumers the epilogue.
LogicalResult buildRegion(RegionBuilder &r) {
  Plan &plan = r.plan;
  for (Operation &op : plan.func.getBody().front()) {
    if (&op == plan.loop.getOperation()) {
      if (failed(buildLoop(r, op.getLoc())))
        return failure();
      continue;
    }
    if (op.hasTrait<mlir::OpTrait::IsTerminator>() || !r.needed.contains(&op))
      continue;
    bool afterLoop = plan.loop->isBeforeInBlock(&op);
    if (!afterLoop && !isRecomputable(&op) && !isMovableLoad(&op, plan))
      continue; // stays before the warp_specialize: captured
    if (failed(r.cloneOp(&op)))
      return failure();
  }
  return success();
}

/// Buffers and barriers of every channel, before `ws`.
void allocateChannels(OpBuilder &b, Plan &plan) {
  MLIRContext *ctx = b.getContext();
  Location loc = plan.loop.getLoc();
  Type barrierType = ttng::getMbarrierType(ctx, plan.numStages, /*array=*/true);
  auto barriers = [&](int arrivals) {
    Value array = ttg::LocalAllocOp::create(b, loc, barrierType, Value(), IntegerAttr());
    for (int s = 0; s < plan.numStages; ++s) {
      Value slot = arith::ConstantIntOp::create(b, loc, s, 32);
      ttng::InitBarrierOp::create(b, loc, ttng::indexMbarrier(b, loc, array, slot), arrivals);
    }
    return array;
  };
  for (Channel &c : plan.channels) {
    auto allocType = cast<ttg::MemDescType>(c.alloc.getType());
    SmallVector<int64_t> shape{plan.numStages};
    llvm::append_range(shape, c.blockType.getShape());
    auto type = ttg::MemDescType::get(shape, allocType.getElementType(), allocType.getEncoding(),
                                      allocType.getMemorySpace(), /*mutableMemory=*/true);
    c.buffer = ttg::LocalAllocOp::create(b, loc, type, Value(), IntegerAttr());
    auto group = llvm::find_if(plan.groups, [&](const ChannelGroup &g) { return g.consumer == c.consumer; });
    if (group == plan.groups.end()) {
      plan.groups.push_back(ChannelGroup{c.consumer, 0, Value(), {}});
      group = std::prev(plan.groups.end());
    }
    group->bytes += ttng::getTMABlockBytes(c.blockType);
  }
  for (ChannelGroup &group : plan.groups) {
    group.full = barriers(1);
    int readers = group.consumer >= 0 ? 1 : plan.numConsumers;
    for (int k = 0; k < readers; ++k)
      group.empties.push_back(barriers(kEmptyBarrierArrivals));
  }
  // Every thread sees the initialised barriers before any waits on one.
  mlir::gpu::BarrierOp::create(b, loc);
}

/// The `local_alloc`s copying `tensor` into shared memory inside the
/// partitions of `ws`, if those are its only uses there and of one type.
SmallVector<ttg::LocalAllocOp> getPartitionAllocs(ttg::WarpSpecializeOp ws, Value tensor) {
  SmallVector<ttg::LocalAllocOp> allocs;
  for (Operation *user : tensor.getUsers()) {
    if (!ws.getPartitionOpHolder().isAncestor(user->getParentRegion()))
      continue;
    auto alloc = dyn_cast<ttg::LocalAllocOp>(user);
    if (!alloc || (!allocs.empty() && alloc.getType() != allocs.front().getType()))
      return {};
    allocs.push_back(alloc);
  }
  return allocs;
}

/// A tensor from above reaches the partitions through shared memory: a
/// capture is one value for every thread (convert-warp-specialize-to-llvm
/// passes it through one shared slot), while a tensor's registers differ
/// from thread to thread. Where the partitions only copy the tensor into
/// shared memory (a Q tile read by wgmma), that copy is made before `ws`
/// and the buffer is captured; otherwise an unswizzled buffer is, and each
/// partition loads the tensor from it.
void routeTensorThroughSharedMemory(ttg::WarpSpecializeOp ws, Value tensor) {
  OpBuilder b(ws);
  Location loc = tensor.getLoc();
  SmallVector<ttg::LocalAllocOp> allocs = getPartitionAllocs(ws, tensor);
  if (!allocs.empty()) {
    Value buffer = ttg::LocalAllocOp::create(b, loc, allocs.front().getType(), tensor);
    for (ttg::LocalAllocOp alloc : allocs) {
      alloc.getResult().replaceAllUsesWith(buffer);
      alloc->erase();
    }
    return;
  }
  auto type = cast<RankedTensorType>(tensor.getType());
  MLIRContext *ctx = b.getContext();
  SmallVector<unsigned> order;
  for (int64_t d = type.getRank() - 1; d >= 0; --d)
    order.push_back(unsigned(d));
  auto encoding = ttg::SwizzledSharedEncodingAttr::get(ctx, 1, 1, 1, order,
                                                       ttg::CTALayoutAttr::getDefault(ctx, type.getRank()));
  auto bufferType = ttg::MemDescType::get(type.getShape(), type.getElementType(), encoding,
                                          ttg::SharedMemorySpaceAttr::get(ctx));
  Value buffer = ttg::LocalAllocOp::create(b, loc, bufferType, tensor);
  for (Region *partition : ws.getPartitionRegions()) {
    OpBuilder inside = OpBuilder::atBlockBegin(&partition->front());
    Value loaded = ttg::LocalLoadOp::create(inside, loc, type, buffer);
    replaceAllUsesInRegionWith(tensor, loaded, *partition);
  }
}

/// Values from above used in the partitions become captures; constants are
/// recomputed instead, tensors pass through shared memory.
void captureValuesFromAbove(ttg::WarpSpecializeOp ws) {
  SetVector<Value> tensorsFromAbove;
  getUsedValuesDefinedAbove(ws.getPartitionOpHolder(), tensorsFromAbove);
  for (Value value : tensorsFromAbove) {
    Operation *def = value.getDefiningOp();
    if (isa<RankedTensorType>(value.getType()) && !(def && def->hasTrait<mlir::OpTrait::ConstantLike>()))
      routeTensorThroughSharedMemory(ws, value);
  }

  SetVector<Value> fromAbove;
  getUsedValuesDefinedAbove(ws.getPartitionOpHolder(), fromAbove);
  for (Value value : fromAbove) {
    Operation *def = value.getDefiningOp();
    if (def && def->hasTrait<mlir::OpTrait::ConstantLike>()) {
      for (Region *partition : ws.getPartitionRegions()) {
        OpBuilder b = OpBuilder::atBlockBegin(&partition->front());
        replaceAllUsesInRegionWith(value, b.clone(*def)->getResult(0), *partition);
      }
      continue;
    }
    ws->insertOperands(ws->getNumOperands(), value);
    for (Region *partition : ws.getPartitionRegions())
      replaceAllUsesInRegionWith(value, partition->addArgument(value.getType(), value.getLoc()), *partition);
  }
}

LogicalResult specialize(Plan &plan) {
  FuncOp func = plan.func;
  Operation *terminator = func.getBody().front().getTerminator();
  OpBuilder b(terminator);
  allocateChannels(b, plan);

  SmallVector<int32_t> partitionWarps(plan.numConsumers, kWarpGroupWarps);
  SmallVector<int32_t> registers(plan.numConsumers, kConsumerRegisters);
  auto ws = ttg::WarpSpecializeOp::create(b, plan.loop.getLoc(), TypeRange{}, ValueRange{},
                                          b.getDenseI32ArrayAttr(partitionWarps), DenseI32ArrayAttr(),
                                          b.getDenseI32ArrayAttr(registers), DenseI32ArrayAttr());
  Block *holderBlock = b.createBlock(&ws.getPartitionOpHolder());
  b.setInsertionPointToStart(holderBlock);
  auto holder = ttg::WarpSpecializePartitionsOp::create(b, ws.getLoc(), plan.numConsumers);

  // Roots: the producer's loads; the consumers' everything else of the
  // loop and the epilogue.
  SmallVector<Operation *> producerRoots, consumerRoots;
  for (Channel &c : plan.channels)
    producerRoots.push_back(c.load);
  // (the loop's ops with effects: the dots, stores, ...; the rest where
  // they feed them).
  for (Operation &op : plan.loop.getBody()->without_terminator()) {
    bool isChannelOp = llvm::any_of(plan.channels, [&](Channel &c) { return c.load == &op || c.alloc == &op; });
    if (!isChannelOp && !isMemoryEffectFree(&op))
      consumerRoots.push_back(&op);
  }
  llvm::append_range(consumerRoots, plan.epilogue);
  // The consumers read the channels from the buffers, not through the
  // loads.
  DenseSet<Operation *> channelOps;
  for (Channel &c : plan.channels) {
    channelOps.insert(c.load);
    channelOps.insert(c.alloc);
  }
  DenseSet<Operation *> consumerNeeded = collectNeeded(plan.loop, consumerRoots, channelOps);

  Block *producerBlock = b.createBlock(&ws.getDefaultRegion());
  RegionBuilder producer(plan, -1, producerBlock);
  producer.needed = collectNeeded(plan.loop, producerRoots);
  if (failed(buildRegion(producer)))
    return failure();
  ttg::WarpYieldOp::create(producer.b, ws.getLoc(), ValueRange{});

  for (int k = 0; k < plan.numConsumers; ++k) {
    Block *block = b.createBlock(&holder.getPartitionRegions()[k]);
    RegionBuilder consumer(plan, k, block);
    consumer.needed = consumerNeeded;
    if (failed(buildRegion(consumer)))
      return failure();
    ttg::WarpReturnOp::create(consumer.b, ws.getLoc());
  }
  captureValuesFromAbove(ws);

  // The originals: the epilogue, the loop, and what only they used.
  for (Operation *op : llvm::reverse(plan.epilogue))
    op->erase();
  plan.loop->erase();
  bool erased = true;
  while (erased) {
    erased = false;
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(func.getBody().front()))) {
      if (&op == ws.getOperation() || op.hasTrait<mlir::OpTrait::IsTerminator>() || !op.use_empty())
        continue;
      // Pure ops, descriptors and the loads the regions now make: unused.
      if (!isMemoryEffectFree(&op) && !isa<MakeTensorDescOp>(op) && !isPlainLoad(&op))
        continue;
      op.erase();
      erased = true;
    }
  }
  return success();
}

struct WarpSpecializationPass
    : ttng::impl::NVGPUWarpSpecializationBase<WarpSpecializationPass> {
  using NVGPUWarpSpecializationBase::NVGPUWarpSpecializationBase;

  void runOnOperation() override {
    SmallVector<FuncOp> funcs(getOperation().getOps<FuncOp>());
    for (FuncOp func : funcs) {
      std::optional<Plan> plan = planWarpSpecialization(func, numStages);
      if (!plan)
        continue;
      if (failed(specialize(*plan)))
        return signalPassFailure();
      if (dumpIntermediateSteps)
        llvm::errs() << "// nvgpu-warp-specialization: " << func.getName() << " in "
                     << plan->numConsumers << " consumer(s)\n";
    }
  }
};

} // namespace
