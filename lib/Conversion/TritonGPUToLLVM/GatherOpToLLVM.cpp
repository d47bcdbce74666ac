//===- GatherOpToLLVM.cpp - tt.gather -------------------------------------===//
//
// result[i] = src[i with its `axis` coordinate replaced by indices[i]].
// Indices are taken as Triton takes them, as unsigned i32 (wider types
// truncated, narrower ones zero-extended); only their low log2(src's axis
// size) bits are used, so an index out of range (undefined in Triton) still
// reads inside the source.
//
// allocate-shared-memory has already chosen the way (Allocation.cpp gives
// the op scratch only when it needs it):
//  - within warps, no scratch: every element a thread's indices can name
//    lives in its own warp. Over GF(2), the lane and register holding the
//    element a result register reads are a fixed part (the result
//    register), a thread part (its lane and warp bits) and an index part
//    (the index bits). Each result is a shfl.idx of every source register
//    its column can use, from that lane, and a select of the right one;
//    a column a thread holds entirely needs no shuffle at all.
//  - through shared memory: every thread stores its source elements, then
//    after a barrier loads the element of each result.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// Where, in the source, an element sits: register, lane and warp bits.
struct Place {
  uint32_t reg = 0, lane = 0, warp = 0;
};

/// The inverse of a bijective source layout, read as places.
class SourcePlaces {
public:
  explicit SourcePlaces(tt::LinearLayout inverse) : inverse(std::move(inverse)) {
    for (auto [i, out] : llvm::enumerate(this->inverse.getOutDims())) {
      if (out.name == dims::kRegister)
        regIndex = int(i);
      else if (out.name == dims::kLane)
        laneIndex = int(i);
      else if (out.name == dims::kWarp)
        warpIndex = int(i);
    }
  }

  Place of(ArrayRef<int32_t> coords) const {
    SmallVector<int32_t> out = mlir::triton::gpu::applyToCoords(inverse, coords);
    auto at = [&](int i) { return i < 0 ? 0u : uint32_t(out[i]); };
    return {at(regIndex), at(laneIndex), at(warpIndex)};
  }

private:
  tt::LinearLayout inverse;
  int regIndex = -1, laneIndex = -1, warpIndex = -1;
};

/// Every XOR of a subset of `vectors`, shifted by `base`; each once.
SmallVector<uint32_t> spanFrom(uint32_t base, ArrayRef<uint32_t> vectors) {
  SmallVector<uint32_t> span = {base};
  for (uint32_t v : vectors) {
    if (v == 0 || llvm::is_contained(span, base ^ v))
      continue;
    for (size_t i = 0, e = span.size(); i < e; ++i)
      span.push_back(span[i] ^ v);
  }
  return span;
}

struct GatherOpConversion : OpConversionPattern<triton::GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::GatherOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    RankedTensorType srcType = op.getSrc().getType();
    RankedTensorType idxType = op.getIndices().getType();
    std::optional<tt::LinearLayout> srcLayout = getDistributedLayout(srcType);
    std::optional<tt::LinearLayout> idxLayout = getDistributedLayout(idxType);
    if (!srcLayout || !idxLayout)
      return op.emitOpError("on tensors without a distributed layout is not lowered");
    if (op.getType().getEncoding() != idxType.getEncoding())
      return op.emitOpError("with a result layout other than the indices' is not lowered");
    if (op->hasAttr("allocation.offset"))
      return lowerThroughSharedMemory(op, adaptor, rewriter, *srcLayout, *idxLayout);
    return lowerWithinWarps(op, adaptor, rewriter, *srcLayout, *idxLayout);
  }

private:
  /// The index of every indices register as an i32.
  static SmallVector<Value> indexValues(ConversionPatternRewriter &rewriter, Location loc,
                                        Value indices) {
    SmallVector<Value> values = unpackElements(rewriter, loc, indices);
    Type i32 = rewriter.getI32Type();
    for (Value &v : values) {
      unsigned bits = v.getType().getIntOrFloatBitWidth();
      if (bits > 32)
        v = LLVM::TruncOp::create(rewriter, loc, i32, v);
      else if (bits < 32)
        v = LLVM::ZExtOp::create(rewriter, loc, i32, v);
    }
    return values;
  }

  LogicalResult lowerWithinWarps(triton::GatherOp op, OpAdaptor adaptor,
                                 ConversionPatternRewriter &rewriter,
                                 const tt::LinearLayout &srcLayout,
                                 const tt::LinearLayout &idxLayout) const;
  LogicalResult lowerThroughSharedMemory(triton::GatherOp op, OpAdaptor adaptor,
                                         ConversionPatternRewriter &rewriter,
                                         const tt::LinearLayout &srcLayout,
                                         const tt::LinearLayout &idxLayout) const;
};

LogicalResult GatherOpConversion::lowerWithinWarps(triton::GatherOp op, OpAdaptor adaptor,
                                                   ConversionPatternRewriter &rewriter,
                                                   const tt::LinearLayout &srcLayout,
                                                   const tt::LinearLayout &idxLayout) const {
  Location loc = op.getLoc();
  unsigned axis = op.getAxis();
  std::optional<tt::LinearLayout> inverse = srcLayout.invert();
  if (!inverse)
    return op.emitOpError("without shared-memory scratch needs a source layout that holds "
                          "every element exactly once (run allocate-shared-memory first)");
  SourcePlaces places(std::move(*inverse));
  // The place of the source element in the column of `coords`, gather
  // coordinate left out.
  auto columnPlace = [&](ArrayRef<int32_t> coords) {
    SmallVector<int32_t> column(coords);
    column[axis] = 0;
    return places.of(column);
  };
  auto notLocal = [&] {
    return op.emitOpError("without shared-memory scratch needs every gathered column within "
                          "one warp (run allocate-shared-memory first)");
  };

  // Thread part: one image per thread-id bit (lanes, then warps).
  int lanesLog2 = llvm::Log2_32(getThreadsPerWarp(op));
  SmallVector<uint32_t> threadLane, threadReg;
  for (StringRef dim : {StringRef(dims::kLane), StringRef(dims::kWarp)})
    for (auto [j, basis] : llvm::enumerate(idxLayout.getBases(dim))) {
      Place place = columnPlace(basis);
      uint32_t ownWarp = dim == dims::kWarp ? 1u << j : 0;
      if (place.warp != ownWarp)
        return notLocal();
      threadLane.push_back(place.lane);
      threadReg.push_back(place.reg);
    }
  // Index part: one image per bit of the gather coordinate.
  int64_t axisSize = op.getSrc().getType().getDimSize(axis);
  SmallVector<uint32_t> indexLane, indexReg;
  for (int64_t bit = 1; bit < axisSize; bit *= 2) {
    SmallVector<int32_t> coords(srcLayout.getOutDims().size(), 0);
    coords[axis] = int32_t(bit);
    Place place = places.of(coords);
    if (place.warp != 0)
      return notLocal();
    indexLane.push_back(place.lane);
    indexReg.push_back(place.reg);
  }

  // A thread reads its own lane when its lane bits map to themselves and
  // the index moves no lane: then (unless the result register moves it)
  // registers are simply selected.
  bool ownLane = llvm::all_of(indexLane, [](uint32_t v) { return v == 0; });
  for (auto [t, image] : llvm::enumerate(threadLane))
    ownLane &= image == (int(t) < lanesLog2 ? 1u << t : 0u);
  SmallVector<uint32_t> varyingRegs(indexReg);
  varyingRegs.append(threadReg);

  auto anySet = [](ArrayRef<uint32_t> images) {
    return llvm::any_of(images, [](uint32_t v) { return v != 0; });
  };
  Value tid = getThreadId(rewriter, loc);
  Value laneFromThread, regFromThread;
  if (anySet(threadLane))
    laneFromThread = emitBitMap(rewriter, loc, tid, threadLane);
  if (anySet(threadReg))
    regFromThread = emitBitMap(rewriter, loc, tid, threadReg);
  // a ^ b, either side null standing for 0.
  auto xorOf = [&](Value a, Value b) -> Value {
    if (!a || !b)
      return a ? a : b;
    return LLVM::XOrOp::create(rewriter, loc, a, b);
  };
  auto constOrNull = [&](uint32_t c) { return c ? i32Const(rewriter, loc, c) : Value(); };

  SmallVector<Value> srcValues = unpackElements(rewriter, loc, adaptor.getSrc());
  SmallVector<Value> indices = indexValues(rewriter, loc, adaptor.getIndices());
  uint32_t copyRegisters = getCopyBitsMask(idxLayout, {StringRef(dims::kRegister)});
  SmallVector<Value> results;
  for (auto [r, index] : llvm::enumerate(indices)) {
    if (r & copyRegisters) {
      results.push_back(results[r & ~copyRegisters]);
      continue;
    }
    Place fixed = columnPlace(idxLayout.apply({{dims::kRegister, int32_t(r)}}));
    if (fixed.warp != 0)
      return notLocal();
    SmallVector<uint32_t> candidates = spanFrom(fixed.reg, varyingRegs);
    bool shuffle = !ownLane || fixed.lane != 0;
    Value lane, reg;
    if (shuffle) {
      Value fromIndex = anySet(indexLane) ? emitBitMap(rewriter, loc, index, indexLane) : Value();
      lane = xorOf(xorOf(laneFromThread, fromIndex), constOrNull(fixed.lane));
      if (!lane)
        lane = i32Const(rewriter, loc, 0);
    }
    if (candidates.size() > 1) {
      Value fromIndex = anySet(indexReg) ? emitBitMap(rewriter, loc, index, indexReg) : Value();
      reg = xorOf(xorOf(fromIndex, regFromThread), constOrNull(fixed.reg));
    }
    auto candidateValue = [&](uint32_t c) {
      return shuffle ? shuffleIdx(rewriter, loc, srcValues[c], lane) : srcValues[c];
    };
    Value result = candidateValue(candidates.back());
    for (uint32_t c : llvm::reverse(ArrayRef(candidates).drop_back())) {
      Value isC = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::eq, reg,
                                       i32Const(rewriter, loc, c));
      result = LLVM::SelectOp::create(rewriter, loc, isC, candidateValue(c), result);
    }
    results.push_back(result);
  }
  rewriter.replaceOp(
      op, packElements(rewriter, loc, getTypeConverter()->convertType(op.getType()), results));
  return success();
}

/// Row-major strides over `shape` with the dimensions in `order`, fastest
/// first.
static SmallVector<int64_t> stridesFor(ArrayRef<int64_t> shape, ArrayRef<unsigned> order) {
  SmallVector<int64_t> strides(shape.size());
  int64_t stride = 1;
  for (unsigned d : order) {
    strides[d] = stride;
    stride *= shape[d];
  }
  return strides;
}

/// The source's dimensions, fastest first: those a thread's registers and
/// then its lanes move first, so that stores are contiguous.
static SmallVector<unsigned> storageOrder(const tt::LinearLayout &layout) {
  unsigned rank = layout.getOutDims().size();
  SmallVector<unsigned> order;
  for (StringRef dim : {StringRef(dims::kRegister), StringRef(dims::kLane), StringRef(dims::kWarp)})
    for (const auto &basis : layout.getBases(dim))
      for (unsigned d = 0; d < rank; ++d)
        if (basis[d] != 0 && !llvm::is_contained(order, d)) {
          order.push_back(d);
          break;
        }
  for (int d = int(rank) - 1; d >= 0; --d)
    if (!llvm::is_contained(order, unsigned(d)))
      order.push_back(unsigned(d));
  return order;
}

LogicalResult GatherOpConversion::lowerThroughSharedMemory(
    triton::GatherOp op, OpAdaptor adaptor, ConversionPatternRewriter &rewriter,
    const tt::LinearLayout &srcLayout, const tt::LinearLayout &idxLayout) const {
  Location loc = op.getLoc();
  unsigned axis = op.getAxis();
  RankedTensorType srcType = op.getSrc().getType();
  Type elementType = getTypeConverter()->convertType(srcType.getElementType());
  SmallVector<int64_t> strides = stridesFor(srcType.getShape(), storageOrder(srcLayout));
  Value smem = getSharedMemoryBase(rewriter, loc, op);
  auto address = [&](ArrayRef<Value> coords) -> Value {
    Value offset;
    for (auto [c, stride] : llvm::zip(coords, strides)) {
      Value term =
          stride == 1
              ? c
              : Value(LLVM::MulOp::create(rewriter, loc, c, i32Const(rewriter, loc, stride)));
      offset = offset ? LLVM::AddOp::create(rewriter, loc, offset, term) : term;
    }
    return LLVM::GEPOp::create(rewriter, loc, smem.getType(), elementType, smem,
                               ValueRange{offset});
  };

  Value tid = getThreadId(rewriter, loc);
  SmallVector<Value> srcValues = unpackElements(rewriter, loc, adaptor.getSrc());
  SmallVector<SmallVector<Value>> srcCoords = emitIndices(rewriter, loc, srcLayout, tid);
  uint32_t srcCopies = getCopyBitsMask(srcLayout, {StringRef(dims::kRegister)});
  for (auto [r, value] : llvm::enumerate(srcValues))
    if (!(r & srcCopies))
      LLVM::StoreOp::create(rewriter, loc, value, address(srcCoords[r]));
  NVVM::Barrier0Op::create(rewriter, loc);

  SmallVector<Value> indices = indexValues(rewriter, loc, adaptor.getIndices());
  SmallVector<SmallVector<Value>> idxCoords = emitIndices(rewriter, loc, idxLayout, tid);
  uint32_t idxCopies = getCopyBitsMask(idxLayout, {StringRef(dims::kRegister)});
  Value axisMask = i32Const(rewriter, loc, srcType.getDimSize(axis) - 1);
  SmallVector<Value> results;
  for (auto [r, index] : llvm::enumerate(indices)) {
    if (r & idxCopies) {
      results.push_back(results[r & ~idxCopies]);
      continue;
    }
    SmallVector<Value> coords = idxCoords[r];
    coords[axis] = LLVM::AndOp::create(rewriter, loc, index, axisMask);
    results.push_back(LLVM::LoadOp::create(rewriter, loc, elementType, address(coords)));
  }
  rewriter.replaceOp(
      op, packElements(rewriter, loc, getTypeConverter()->convertType(op.getType()), results));
  return success();
}

} // namespace

void mlir::triton::populateGatherOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns) {
  patterns.add<GatherOpConversion>(converter, patterns.getContext());
}
