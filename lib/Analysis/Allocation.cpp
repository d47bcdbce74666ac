//===- Allocation.cpp - shared-memory allocation analysis ------------------===//

#include "tt/Analysis/Allocation.h"

#include "tt/Analysis/Alias.h"
#include "tt/Analysis/IsolatedRegions.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/NVMMASwizzle.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"
#include "tt/Tools/LayoutQueries.h"
#include "tt/Tools/LinearLayout.h"
#include "tt/Tools/ScanPlan.h"
#include "tt/Tools/SharedStaging.h"
#include "tt/Tools/WarpShuffle.h"

#include "mlir/Analysis/Liveness.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;
namespace dims = mlir::triton::gpu::dims;

//===----------------------------------------------------------------------===//
// Layout facts the sizes need
//===----------------------------------------------------------------------===//

static std::optional<tt::LinearLayout> layoutOf(RankedTensorType type) {
  return ttg::toLinearLayout(type.getShape(), type.getEncoding());
}

/// How many distinct values of input `in` move along output `dim`: 2^(the
/// bases of `in` with a nonzero coordinate on `dim`).
static unsigned countAlong(const tt::LinearLayout &layout, StringRef in, unsigned dim) {
  unsigned count = 1;
  for (const tt::LinearLayout::Basis &basis : layout.getBases(in))
    if (dim < basis.size() && basis[dim] != 0)
      count *= 2;
  return count;
}

unsigned mlir::triton::getSharedBitwidth(RankedTensorType type) {
  Type elem = type.getElementType();
  if (isa<triton::PointerType>(elem))
    return 64;
  return std::max(elem.getIntOrFloatBitWidth(), 8u);
}

static unsigned bytesOf(Type type) {
  if (isa<triton::PointerType>(type))
    return 8;
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  if (type.isIndex())
    return 8;
  return 8;
}

//===----------------------------------------------------------------------===//
// Layout conversions: the swizzled tile of Triton's generic lowering
//===----------------------------------------------------------------------===//

unsigned mlir::triton::getConvertLayoutScratchBytes(RankedTensorType srcTy,
                                                    RankedTensorType dstTy,
                                                    int computeCapability) {
  auto src = layoutOf(srcTy);
  auto dst = layoutOf(dstTy);
  if (!src || !dst)
    return 0;
  tt::ConversionKind kind = tt::classifyConversion(*src, *dst);
  if (kind == tt::ConversionKind::Free || kind == tt::ConversionKind::RegisterPermutation)
    return 0;
  // Within warps, shuffles unless they would cost more than staging.
  if (kind == tt::ConversionKind::WarpShuffle && tt::planWarpShuffle(*src, *dst))
    return 0;
  return unsigned(planConvertLayoutStaging(srcTy, dstTy, computeCapability).getNumElements() *
                  getSharedBitwidth(srcTy) / 8);
}

tt::SharedStaging mlir::triton::planConvertLayoutStaging(RankedTensorType srcTy,
                                                         RankedTensorType dstTy,
                                                         int computeCapability) {
  return tt::planSharedStaging(*layoutOf(srcTy), *layoutOf(dstTy), getSharedBitwidth(srcTy),
                               tt::MatrixInstructions::forComputeCapability(computeCapability));
}

bool mlir::triton::isWarpSynchronousStaging(RankedTensorType srcTy, RankedTensorType dstTy) {
  std::optional<tt::LinearLayout> src = layoutOf(srcTy), dst = layoutOf(dstTy);
  return src && dst &&
         tt::isWarpSynchronousConversion(src->removeZeroBases(dims::kRegister),
                                         dst->removeZeroBases(dims::kRegister));
}

//===----------------------------------------------------------------------===//
// Scratch sizes of the other ops
//===----------------------------------------------------------------------===//

mlir::triton::ReduceScratchPlan mlir::triton::planReduceScratch(triton::ReduceOp op) {
  ReduceScratchPlan plan;
  auto srcTy = cast<RankedTensorType>(op.getSrcs()[0].getType());
  auto layout = layoutOf(srcTy);
  if (!layout)
    return plan;
  unsigned axis = op.getAxis();
  plan.warpsAlongAxis = countAlong(*layout, dims::kWarp, axis);
  if (plan.warpsAlongAxis == 1)
    return plan;
  plan.slots = plan.warpsAlongAxis;
  for (auto [d, size] : llvm::enumerate(srcTy.getShape()))
    if (d != axis)
      plan.slots *= size;
  for (Type type : op.getElementTypes()) {
    plan.operandOffsets.push_back(plan.bytes);
    plan.bytes += plan.slots * bytesOf(type);
  }
  return plan;
}

/// tt.reduce across warps: its plan's size.
static unsigned reduceScratchBytes(triton::ReduceOp op) {
  return unsigned(planReduceScratch(op).bytes);
}

/// tt.scan across warps: its plan's warp totals (Tools/ScanPlan.h) for
/// every operand, side by side. A layout the plan refuses gets nothing: the
/// lowering refuses it too, on the op.
static unsigned scanScratchBytes(triton::ScanOp op) {
  auto srcTy = cast<RankedTensorType>(op.getSrcs()[0].getType());
  auto layout = layoutOf(srcTy);
  if (!layout)
    return 0;
  std::string why;
  FailureOr<tt::ScanPlan> plan = tt::planScan(*layout, op.getAxis(), why);
  if (failed(plan))
    return 0;
  int64_t bytes = 0;
  for (Type type : op.getElementTypes())
    bytes += bytesOf(type);
  return unsigned(plan->getScratchSlots() * bytes);
}

/// tt.gather: nothing when every column along the axis stays in one warp
/// (and the lanes agree), else the whole source.
static unsigned gatherScratchBytes(triton::GatherOp op) {
  auto srcTy = cast<RankedTensorType>(op.getSrc().getType());
  auto idxTy = cast<RankedTensorType>(op.getIndices().getType());
  auto src = layoutOf(srcTy);
  auto idx = layoutOf(idxTy);
  unsigned axis = op.getAxis();
  auto wholeSource = [&] {
    return unsigned(srcTy.getNumElements() * getSharedBitwidth(srcTy) / 8);
  };
  if (!src || !idx)
    return 0; // not a TTGIR op: nothing to size
  std::string gatherDim = dims::out(axis);
  std::vector<std::string> warpBlock = {dims::kWarp.str(), dims::kBlock.str()};
  auto isZero = [&](const tt::LinearLayout &l) {
    tt::LinearLayout sub = l.sublayout(warpBlock, {gatherDim});
    for (const auto &in : sub.getInDims())
      for (const auto &basis : in.bases)
        if (llvm::any_of(basis, [](int32_t c) { return c != 0; }))
          return false;
    return true;
  };
  if (!isZero(*src) || !isZero(*idx))
    return wholeSource();
  std::vector<std::string> others;
  for (unsigned d = 0; d < srcTy.getRank(); ++d)
    if (d != axis)
      others.push_back(dims::out(d));
  if (src->sublayout(warpBlock, others) != idx->sublayout(warpBlock, others))
    return wholeSource();
  if (src->sublayout({dims::kLane.str()}, others) != idx->sublayout({dims::kLane.str()}, others))
    return wholeSource();
  if (!src->isInjective() || !src->isSurjective())
    return wholeSource();
  return 0;
}

/// Atomics whose result some threads read though others issued the atomic:
/// a scalar result, or a tensor result that some threads hold twice.
static unsigned atomicScratchBytes(Operation *op) {
  Value result = op->getResult(0);
  if (result.use_empty())
    return 0;
  int64_t elems = 0;
  if (auto tensorTy = dyn_cast<RankedTensorType>(result.getType())) {
    auto layout = layoutOf(tensorTy);
    bool broadcast = false;
    if (layout)
      for (const auto &in : layout->getInDims())
        for (const auto &basis : in.bases)
          if (llvm::all_of(basis, [](int32_t c) { return c == 0; }))
            broadcast = true;
    if (broadcast)
      elems = tensorTy.getNumElements();
  } else {
    elems = 1;
  }
  if (elems == 0)
    return 0;
  Type elemTy = getElementTypeOrSelf(op->getOperand(0).getType());
  if (auto ptrTy = dyn_cast<triton::PointerType>(elemTy))
    elemTy = ptrTy.getPointeeType();
  unsigned bits = elemTy.isIntOrFloat() ? elemTy.getIntOrFloatBitWidth() : 64;
  return unsigned(elems * std::max(8u, bits) / 8);
}

/// Explicit captures of a warp_specialize, packed tightly like a packed
/// struct of their lowered types (convert-warp-specialize-to-llvm stores
/// them so), each counted as Triton counts it: at least its lowered size.
static std::pair<unsigned, unsigned> captureSizeAlign(ttg::WarpSpecializeOp op) {
  unsigned size = 0;
  for (Type type : op.getExplicitCaptures().getTypes()) {
    if (type.isIntOrFloat())
      size += llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
    else if (auto desc = dyn_cast<ttg::MemDescType>(type);
             desc && isa_and_nonnull<ttg::SharedMemorySpaceAttr>(desc.getMemorySpace()))
      size += 8 + 4 * desc.getRank(); // {ptr<3>, i32 offset per dimension}
    else
      size += 8; // pointers, descriptors
  }
  return {size, 8};
}

unsigned mlir::triton::defaultAllocationScratchSize(Operation *op) {
  if (auto reduce = dyn_cast<triton::ReduceOp>(op))
    return reduceScratchBytes(reduce);
  if (auto scan = dyn_cast<triton::ScanOp>(op))
    return scanScratchBytes(scan);
  if (auto gather = dyn_cast<triton::GatherOp>(op))
    return gatherScratchBytes(gather);
  if (auto histogram = dyn_cast<triton::HistogramOp>(op)) {
    auto dstTy = cast<RankedTensorType>(histogram.getType());
    int64_t lanes = ttg::TritonGPUDialect::getThreadsPerWarp(op);
    return unsigned(std::max<int64_t>(dstTy.getNumElements(), lanes) *
                    getSharedBitwidth(dstTy) / 8);
  }
  if (auto cvt = dyn_cast<ttg::ConvertLayoutOp>(op))
    return getConvertLayoutScratchBytes(cast<RankedTensorType>(cvt.getSrc().getType()),
                                        cast<RankedTensorType>(cvt.getType()),
                                        ttg::getComputeCapability(op));
  if (isa<triton::AtomicRMWOp, triton::AtomicCASOp>(op))
    return atomicScratchBytes(op);
  if (isa<ttng::TensormapCreateOp>(op))
    return ttng::kTMADescriptorBytes;
  if (auto ws = dyn_cast<ttg::WarpSpecializeOp>(op))
    return captureSizeAlign(ws).first;
  return 0;
}

unsigned mlir::triton::genericAllocationScratchSize(Operation *op) {
  // Compute capability 0: no ldmatrix, no stmatrix.
  if (auto cvt = dyn_cast<ttg::ConvertLayoutOp>(op))
    return getConvertLayoutScratchBytes(cast<RankedTensorType>(cvt.getSrc().getType()),
                                        cast<RankedTensorType>(cvt.getType()),
                                        /*computeCapability=*/0);
  return defaultAllocationScratchSize(op);
}

//===----------------------------------------------------------------------===//
// Allocation
//===----------------------------------------------------------------------===//

size_t Allocation::Buffer::setOffsetAligned(size_t newOffset) {
  offset = llvm::alignTo(newOffset, std::max<size_t>(alignment, 1));
  return offset;
}

Allocation::Buffer *Allocation::addBuffer(BufferKind kind, Operation *owner, size_t size,
                                          size_t alignment) {
  BufferId id = nextId++;
  Buffer &buffer = buffers[id];
  buffer.kind = kind;
  buffer.id = id;
  buffer.owner = owner;
  buffer.size = size;
  buffer.alignment = alignment;
  return &buffer;
}

Allocation::BufferId Allocation::getBufferId(Value value) const {
  auto it = valueBuffer.find(value);
  return it == valueBuffer.end() ? InvalidBufferId : it->second;
}

SmallVector<Allocation::BufferId> Allocation::getBufferIds(Value value) const {
  SmallVector<BufferId> ids;
  if (BufferId own = getBufferId(value); own != InvalidBufferId)
    ids.push_back(own);
  auto it = aliasBuffers.find(value);
  if (it != aliasBuffers.end())
    for (BufferId id : it->second)
      if (!llvm::is_contained(ids, id))
        ids.push_back(id);
  return ids;
}

Allocation::BufferId Allocation::getBufferId(Operation *op) const {
  if (auto it = opScratch.find(op); it != opScratch.end())
    return it->second;
  if (auto it = opVirtual.find(op); it != opVirtual.end())
    return it->second;
  return InvalidBufferId;
}

namespace mlir::triton {

/// Sizes, liveness and placement of the buffers of one function.
class AllocationAnalysis {
public:
  AllocationAnalysis(FunctionOpInterface func, Allocation::FuncAllocMapT &funcAllocMap,
                     Allocation &allocation, const AllocationScratchSizeFn &scratchSize)
      : func(func), funcAllocMap(funcAllocMap), allocation(allocation),
        scratchSize(scratchSize) {
    collectBuffers();
    resolveLiveness();
    computeOffsets();
  }

private:
  using Buffer = Allocation::Buffer;
  using BufferKind = Allocation::BufferKind;

  static constexpr size_t kScratchAlignment = 128;

  void addExplicit(ttg::LocalAllocOp alloc) {
    auto type = cast<ttg::MemDescType>(alloc.getType());
    if (!isa_and_nonnull<ttg::SharedMemorySpaceAttr>(type.getMemorySpace()))
      return;
    int64_t elems = 1;
    for (int64_t d : type.getAllocShape())
      elems *= d;
    if (auto padded = dyn_cast_or_null<ttg::PaddedSharedEncodingAttr>(type.getEncoding())) {
      int64_t padding = 0;
      for (auto [interval, pad] : llvm::zip(padded.getIntervals(), padded.getPaddings())) {
        padding += (elems >> llvm::Log2_32(interval)) << llvm::Log2_32(pad);
        if (elems % interval == 0)
          padding -= pad;
      }
      elems += padding;
    }
    // An fp4-padded operand (a scaled dot's mixed-precision fp4) holds each packed byte's two
    // values one per byte: twice the elements along its packed axis.
    if (auto nvmma = dyn_cast_or_null<ttg::NVMMASharedEncodingAttr>(type.getEncoding());
        nvmma && nvmma.getFp4Padded())
      elems *= 2;
    Type elemTy = type.getElementType();
    unsigned bits = isa<triton::PointerType>(elemTy) ? 64 : elemTy.getIntOrFloatBitWidth();
    int64_t bytes = elems * bits / 8;
    size_t alignment = 16;
    if (auto a = alloc.getAlignment())
      alignment = *a;
    else if (auto nvmma = dyn_cast_or_null<ttg::NVMMASharedEncodingAttr>(type.getEncoding()))
      // One swizzle atom, as Triton aligns.
      alignment = tt::getNVMMASwizzleAtomBytes(nvmma.getSwizzlingByteWidth());
    else if (auto lin = dyn_cast_or_null<ttg::SharedLinearEncodingAttr>(type.getEncoding()))
      alignment = std::max(1u, lin.getAlignment());
    Buffer *buffer = allocation.addBuffer(BufferKind::Explicit, alloc, bytes, alignment);
    allocation.valueBuffer[alloc.getResult()] = buffer->id;
  }

  void addScratch(Operation *op) {
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      auto callee = dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
      if (!callee)
        return;
      auto it = funcAllocMap.find(callee);
      if (it == funcAllocMap.end())
        return;
      size_t bytes = it->second.getSharedMemorySize();
      if (bytes > 0)
        allocation.opVirtual[op] =
            allocation.addBuffer(BufferKind::Virtual, op, bytes, kScratchAlignment)->id;
      return;
    }
    if (auto ws = dyn_cast<ttg::WarpSpecializeOp>(op)) {
      auto [size, align] = captureSizeAlign(ws);
      unsigned bytes = scratchSize(op);
      (void)size;
      if (bytes > 0)
        allocation.opScratch[op] = allocation.addBuffer(BufferKind::Scratch, op, bytes, align)->id;
      return;
    }
    if (op == func.getOperation()) {
      // Warp specialization hands each partition warp its state through one
      // byte of shared memory, live for the whole function.
      unsigned warps = 0;
      func->walk([&](ttg::WarpSpecializeOp ws) {
        unsigned total = 0;
        for (int32_t n : ws.getPartitionNumWarps())
          total += n;
        warps = std::max(warps, total);
      });
      if (warps > 0)
        allocation.opScratch[op] = allocation.addBuffer(BufferKind::Scratch, op, warps, 1)->id;
      return;
    }
    unsigned bytes = scratchSize(op);
    if (bytes > 0)
      allocation.opScratch[op] =
          allocation.addBuffer(BufferKind::Scratch, op, bytes, kScratchAlignment)->id;
  }

  void collectBuffers() {
    func->walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (auto alloc = dyn_cast<ttg::LocalAllocOp>(op))
        addExplicit(alloc);
      addScratch(op);
    });
    std::unique_ptr<DataFlowSolver> solver = createAliasSolver();
    if (failed(initializeAndRunNested(*solver, func)))
      return;
    auto record = [&](Value value) {
      const AliasInfo *info = lookupAliasInfo(*solver, value);
      if (!info)
        return;
      for (Value alloc : info->getAllocs()) {
        Allocation::BufferId id = allocation.getBufferId(alloc);
        if (id != Allocation::InvalidBufferId)
          allocation.aliasBuffers[value].insert(id);
      }
    };
    func->walk<WalkOrder::PreOrder>([&](Operation *op) {
      for (Value operand : op->getOperands())
        record(operand);
      for (Value result : op->getResults())
        record(result);
    });
  }

  void resolveLiveness() {
    // Post-order ids: a parent op's id is above those of all ops nested in
    // it, so a value used inside a loop stays live to the loop's end.
    DenseMap<Operation *, size_t> ids;
    func->walk<WalkOrder::PostOrder>([&](Operation *op) { ids[op] = ids.size(); });

    Liveness liveness(func);
    auto liveRange = [&](Value value) {
      size_t lo = std::numeric_limits<size_t>::max(), hi = 0;
      for (Operation *op : liveness.resolveLiveness(value)) {
        auto it = ids.find(op);
        if (it == ids.end())
          continue;
        lo = std::min(lo, it->second);
        hi = std::max(hi, it->second + 1);
      }
      if (lo > hi)
        lo = hi;
      return Interval<size_t>(lo, hi);
    };

    for (auto &[value, id] : allocation.valueBuffer)
      bufferRange[id] = liveRange(value);
    for (auto &[value, bufferIds] : allocation.aliasBuffers) {
      Interval<size_t> range = liveRange(value);
      for (Allocation::BufferId id : bufferIds) {
        auto it = bufferRange.find(id);
        if (it == bufferRange.end()) {
          bufferRange[id] = range;
          continue;
        }
        it->second = Interval<size_t>(std::min(range.start(), it->second.start()),
                                      std::max(range.end(), it->second.end()));
      }
    }
    auto scratchRanges = [&](const llvm::MapVector<Operation *, Allocation::BufferId> &map) {
      for (auto &[op, id] : map) {
        if (op == func.getOperation()) {
          bufferRange.insert({id, Interval<size_t>()});
          continue;
        }
        bufferRange.insert({id, Interval<size_t>(ids.lookup(op), ids.lookup(op) + 1)});
      }
    };
    scratchRanges(allocation.opScratch);
    scratchRanges(allocation.opVirtual);
  }

  Buffer *buffer(Allocation::BufferId id) { return &allocation.buffers[id]; }

  void computeOffsets() {
    SmallVector<Allocation::BufferId> order;
    for (auto &[id, range] : bufferRange)
      order.push_back(id);
    // Largest first: big buffers overlap more others and are hardest to fit.
    llvm::stable_sort(order, [&](auto a, auto b) { return buffer(a)->size > buffer(b)->size; });
    calculateStarts(order);
    Graph interference = buildInterference(order);
    do {
      allocate(order, interference);
      interference = buildInterference(order);
    } while (!interference.empty());
  }

  /// First placement (Gergov's algorithm): take the lowest free slot, give
  /// it to the first buffer whose life lies within the slot's life and no
  /// other slot's, then split the slot around that buffer.
  void calculateStarts(ArrayRef<Allocation::BufferId> order) {
    std::multimap<size_t, Interval<size_t>> slots;
    slots.insert({0, Interval<size_t>()});
    SmallVector<Allocation::BufferId> pending(order);
    while (!pending.empty() && !slots.empty()) {
      auto slotIt = slots.begin();
      size_t offset = slotIt->first;
      Interval<size_t> range = slotIt->second;
      slots.erase(slotIt);
      auto chosen = llvm::find_if(pending, [&](Allocation::BufferId id) {
        Interval<size_t> live = bufferRange.lookup(id);
        if (!live.intersects(range))
          return false;
        return llvm::none_of(slots, [&](const auto &slot) { return slot.second.intersects(live); });
      });
      if (chosen == pending.end())
        continue;
      Buffer *b = buffer(*chosen);
      Interval<size_t> live = bufferRange.lookup(*chosen);
      size_t aligned = b->setOffsetAligned(offset);
      slots.insert({aligned + b->size, Interval<size_t>(std::max(range.start(), live.start()),
                                                        std::min(range.end(), live.end()))});
      if (range.start() < live.start())
        slots.insert({offset, Interval<size_t>(range.start(), live.end())});
      if (live.end() < range.end())
        slots.insert({offset, Interval<size_t>(live.start(), range.end())});
      pending.erase(chosen);
    }
  }

  using Graph = llvm::MapVector<Allocation::BufferId, llvm::SetVector<Allocation::BufferId>>;

  /// Buffers interfere when both their lives and their bytes overlap, or
  /// when they belong to different regions of one warp_specialize (which run
  /// at the same time) and their bytes overlap.
  Graph buildInterference(ArrayRef<Allocation::BufferId> order) {
    Graph graph;
    for (Allocation::BufferId x : order) {
      for (Allocation::BufferId y : order) {
        if (x == y)
          continue;
        Buffer *bx = buffer(x), *by = buffer(y);
        Interval<size_t> bytesX(bx->offset, bx->offset + bx->size);
        Interval<size_t> bytesY(by->offset, by->offset + by->size);
        if (!bytesX.intersects(bytesY))
          continue;
        if (bufferRange.lookup(x).intersects(bufferRange.lookup(y))) {
          graph[x].insert(y);
          continue;
        }
        auto wsX = bx->owner->getParentOfType<ttg::WarpSpecializeOp>();
        auto wsY = by->owner->getParentOfType<ttg::WarpSpecializeOp>();
        if (wsX && wsX == wsY && bx->owner->getParentRegion() != by->owner->getParentRegion())
          graph[x].insert(y);
      }
    }
    return graph;
  }

  /// First-fit coloring; a buffer of color c > 0 moves past every buffer it
  /// interferes with.
  void allocate(ArrayRef<Allocation::BufferId> order, const Graph &interference) {
    allocation.sharedMemorySize = 0;
    DenseMap<Allocation::BufferId, int> colors;
    for (Allocation::BufferId id : order)
      colors[id] = id == order.front() ? 0 : -1;
    SmallVector<bool> available(order.size());
    auto neighbours = [&](Allocation::BufferId id) -> ArrayRef<Allocation::BufferId> {
      auto it = interference.find(id);
      if (it == interference.end())
        return {};
      return it->second.getArrayRef();
    };
    for (Allocation::BufferId x : order) {
      std::fill(available.begin(), available.end(), true);
      for (Allocation::BufferId y : neighbours(x))
        if (colors[y] >= 0)
          available[colors[y]] = false;
      colors[x] = std::distance(available.begin(), llvm::find(available, true));
    }
    for (Allocation::BufferId x : order) {
      size_t newOffset = 0;
      for (Allocation::BufferId y : neighbours(x))
        newOffset = std::max(newOffset, buffer(y)->offset + buffer(y)->size);
      if (colors[x] != 0)
        buffer(x)->setOffsetAligned(newOffset);
      allocation.sharedMemorySize =
          std::max(allocation.sharedMemorySize, buffer(x)->offset + buffer(x)->size);
    }
  }

  FunctionOpInterface func;
  Allocation::FuncAllocMapT &funcAllocMap;
  Allocation &allocation;
  const AllocationScratchSizeFn &scratchSize;
  llvm::MapVector<Allocation::BufferId, Interval<size_t>> bufferRange;
};

} // namespace mlir::triton

void Allocation::run(FuncAllocMapT &funcAllocMap, const AllocationScratchSizeFn &scratchSize) {
  AllocationAnalysis(func, funcAllocMap, *this, scratchSize);
}

//===----------------------------------------------------------------------===//
// ModuleAllocation
//===----------------------------------------------------------------------===//

FunctionOpInterface ModuleAllocation::getCallee(CallOpInterface call) const {
  auto symbol = llvm::dyn_cast_if_present<SymbolRefAttr>(call.getCallableForCallee());
  if (!symbol)
    return nullptr;
  return dyn_cast_or_null<FunctionOpInterface>(SymbolTable::lookupSymbolIn(module, symbol));
}

ModuleAllocation::ModuleAllocation(ModuleOp module, AllocationScratchSizeFn scratchSize)
    : module(module) {
  // Plan callees before their callers (post-order over the call graph);
  // a function on a call cycle is planned once, when first reached.
  DenseSet<Operation *> visiting;
  std::function<void(FunctionOpInterface)> visit = [&](FunctionOpInterface func) {
    if (funcMap.count(func) || !visiting.insert(func).second)
      return;
    func->walk([&](CallOpInterface call) {
      if (FunctionOpInterface callee = getCallee(call)) {
        called.insert(callee);
        visit(callee);
      }
    });
    auto [it, inserted] = funcMap.try_emplace(func, func);
    if (inserted) {
      it->second.run(funcMap, scratchSize);
      order.push_back(func);
    }
  };
  for (auto func : module.getOps<FunctionOpInterface>())
    visit(func);
}

size_t ModuleAllocation::getSharedMemorySize() const {
  size_t size = 0;
  for (FunctionOpInterface func : order)
    if (!called.contains(func))
      size = std::max(size, funcMap.find(func)->second.getSharedMemorySize());
  return size;
}
