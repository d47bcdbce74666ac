//===- Ops.cpp - `ttg` op verifiers, syntax and folders --------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/ViewCost.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/BitVector.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

/// `[0, 32]`: the constant offsets of memdesc_subslice.
static ParseResult parseOffsets(OpAsmParser &parser, DenseI32ArrayAttr &offsets) {
  SmallVector<int32_t> values;
  if (parser.parseCommaSeparatedList([&]() -> ParseResult {
        int32_t value;
        if (parser.parseInteger(value))
          return failure();
        values.push_back(value);
        return success();
      }))
    return failure();
  offsets = DenseI32ArrayAttr::get(parser.getContext(), values);
  return success();
}

static void printOffsets(OpAsmPrinter &printer, Operation *, DenseI32ArrayAttr offsets) {
  llvm::interleaveComma(offsets.asArrayRef(), printer);
}

#define GET_OP_CLASSES
#include "tt/Dialect/TritonGPU/IR/TritonGPUOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Cost of views (ViewCost.h)
//===----------------------------------------------------------------------===//

namespace {

/// Registers per thread, with, per input dimension, the mask of bases that
/// repeat another element (zero bases); nullopt when the layout is unknown.
std::optional<std::pair<int32_t, SmallVector<uint64_t>>> registerFootprint(RankedTensorType type) {
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  if (!layout)
    return std::nullopt;
  SmallVector<uint64_t> repeats;
  for (const tt::LinearLayout::InDim &in : layout->getInDims()) {
    uint64_t mask = 0;
    for (auto [bit, basis] : llvm::enumerate(in.bases))
      if (llvm::all_of(basis, [](int32_t x) { return x == 0; }))
        mask |= uint64_t(1) << bit;
    repeats.push_back(mask);
  }
  return std::make_pair(layout->getInDimSize(dims::kRegister), repeats);
}

/// Registers per thread of a tensor of `shape` in `encoding` (0: unknown).
int64_t registersPerThread(ArrayRef<int64_t> shape, Attribute encoding) {
  std::optional<tt::LinearLayout> layout = toLinearLayout(shape, encoding);
  return layout ? layout->getInDimSize(dims::kRegister) : 0;
}

} // namespace

bool mlir::triton::gpu::isExpensiveView(RankedTensorType srcType, RankedTensorType dstType) {
  auto src = registerFootprint(srcType);
  auto dst = registerFootprint(dstType);
  if (!src || !dst)
    return true;
  return src->second != dst->second || src->first != dst->first;
}

bool mlir::triton::gpu::isExpensiveCat(CatOp cat, Attribute targetEncoding) {
  RankedTensorType type = cat.getType();
  return registersPerThread(type.getShape(), targetEncoding) <
         registersPerThread(type.getShape(), type.getEncoding());
}

//===----------------------------------------------------------------------===//
// convert_layout
//===----------------------------------------------------------------------===//

OpFoldResult ConvertLayoutOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  // A constant splat looks the same in any layout.
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSrc()))
    return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

namespace {

/// A conversion between layouts that place the elements alike.
bool isConvertTrivial(ConvertLayoutOp op) {
  RankedTensorType srcType = op.getSrc().getType();
  Attribute srcEncoding = srcType.getEncoding();
  auto *iface = srcEncoding ? dyn_cast<DialectInferLayoutInterface>(&srcEncoding.getDialect())
                            : nullptr;
  return iface && succeeded(iface->verifyLayoutsAreEqual(srcType.getShape(), srcEncoding,
                                                         op.getType().getEncoding(), std::nullopt));
}

bool hasDotOperandEncoding(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && isa_and_present<DotOperandEncodingAttr>(type.getEncoding());
}

/// Ops that can produce their result in any layout absorb a conversion of
/// it: convert(convert(x)), convert(splat), convert(make_range),
/// convert(splat constant), convert(local_load), convert(histogram), and
/// convert(cat) or convert(reorderable reshape) when nothing more moves.
/// Conversions from MMA to dot operands stay (fused attention relies on
/// them).
struct CanonicalizeConvertFromConvert : public OpRewritePattern<ConvertLayoutOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertLayoutOp op, PatternRewriter &rewriter) const override {
    if (op.getSrc().getType() == op.getType()) {
      rewriter.replaceOp(op, op.getSrc());
      return success();
    }
    if (isa<DotOperandEncodingAttr>(op.getType().getEncoding()) &&
        isa<NvidiaMmaEncodingAttr>(op.getSrc().getType().getEncoding()))
      return failure();
    Operation *arg = op.getSrc().getDefiningOp();
    if (!arg)
      return failure();
    if (auto reshape = dyn_cast<ReshapeOp>(arg)) {
      if (!reshape.getAllowReorder() || reshape.getEfficientLayout() ||
          isExpensiveView(reshape.getSrc().getType(), op.getType()))
        return failure();
      // Dot operands may be packed in registers: not through a reshape.
      if (hasDotOperandEncoding(op.getSrc()) || hasDotOperandEncoding(op.getResult()))
        return failure();
      rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), reshape.getResult(),
                                             reshape.getAllowReorder(), false);
      return success();
    }
    if (auto histogram = dyn_cast<HistogramOp>(arg)) {
      rewriter.replaceOpWithNewOp<HistogramOp>(op, op.getType(), histogram.getSrc(),
                                               histogram.getMask());
      return success();
    }
    if (auto load = dyn_cast<LocalLoadOp>(arg)) {
      // At the load: memory may change between it and the conversion.
      rewriter.setInsertionPoint(arg);
      rewriter.replaceOpWithNewOp<LocalLoadOp>(op, op.getType(), load.getSrc(), load.getToken());
      return success();
    }
    if (auto cat = dyn_cast<CatOp>(arg)) {
      if (isExpensiveCat(cat, op.getType().getEncoding()))
        return failure();
      rewriter.replaceOpWithNewOp<CatOp>(op, op.getType(), cat.getLhs(), cat.getRhs());
      return success();
    }
    if (auto inner = dyn_cast<ConvertLayoutOp>(arg)) {
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), inner.getSrc());
      return success();
    }
    if (auto splat = dyn_cast<SplatOp>(arg)) {
      rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), splat.getSrc());
      return success();
    }
    if (auto range = dyn_cast<MakeRangeOp>(arg)) {
      rewriter.replaceOpWithNewOp<MakeRangeOp>(op, op.getType(), range.getStart(), range.getEnd());
      return success();
    }
    if (auto constant = dyn_cast<arith::ConstantOp>(arg)) {
      if (auto splat = dyn_cast<SplatElementsAttr>(constant.getValue())) {
        rewriter.replaceOpWithNewOp<arith::ConstantOp>(
            op, SplatElementsAttr::get(cast<ShapedType>(op.getType()),
                                       splat.getSplatValue<Attribute>()));
        return success();
      }
    }
    return failure();
  }
};

/// reshape(convert(x)) reshapes x when the conversion is trivial, or when
/// the reshape may reorder and moves nothing.
struct CanonicalizeConvertFromReshape : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert)
      return failure();
    if (!isConvertTrivial(convert) &&
        (isExpensiveView(convert.getSrc().getType(), op.getType()) || !op.getAllowReorder()))
      return failure();
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), convert.getSrc(),
                                           op.getAllowReorder(), op.getEfficientLayout());
    return success();
  }
};

/// An identity transpose is a conversion; trans(convert(x)) transposes x
/// when the conversion is trivial.
struct CanonicalizeConvertFromTranspose : public OpRewritePattern<TransOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransOp op, PatternRewriter &rewriter) const override {
    ArrayRef<int32_t> order = op.getOrder();
    bool identity = true;
    for (auto [i, d] : llvm::enumerate(order))
      identity &= int32_t(i) == d;
    if (identity) {
      rewriter.replaceOpWithNewOp<ConvertLayoutOp>(op, op.getType(), op.getSrc());
      return success();
    }
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert || !isConvertTrivial(convert))
      return failure();
    rewriter.replaceOpWithNewOp<TransOp>(op, op.getType(), convert.getSrc(), order);
    return success();
  }
};

/// A histogram reads its source in any layout (the mask follows it).
struct CanonicalizeConvertFromHistogram : public OpRewritePattern<HistogramOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(HistogramOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert)
      return failure();
    Value src = convert.getSrc();
    Value mask = op.getMask();
    if (mask) {
      auto srcType = cast<RankedTensorType>(src.getType());
      auto maskType = RankedTensorType::get(srcType.getShape(),
                                            IntegerType::get(op.getContext(), 1),
                                            srcType.getEncoding());
      rewriter.setInsertionPoint(op);
      mask = ConvertLayoutOp::create(rewriter, op.getLoc(), maskType, mask);
    }
    rewriter.replaceOpWithNewOp<HistogramOp>(op, op.getType(), src, mask);
    return success();
  }
};

/// Whether `op` reads its source in any layout, so a conversion feeding it
/// can go: a gather without an efficient layout (it goes through shared
/// memory), and writes to shared memory.
bool readsSourceInAnyLayout(GatherOp op) { return !op.getEfficientLayout(); }
bool readsSourceInAnyLayout(LocalAllocOp op) { return true; }
bool readsSourceInAnyLayout(LocalStoreOp op) { return true; }

/// op(convert(x)) reads x when op takes its source in any layout.
template <typename OpT>
struct CanonicalizeConvertFromSource : public OpRewritePattern<OpT> {
  using OpRewritePattern<OpT>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpT op, PatternRewriter &rewriter) const override {
    Value src = op.getSrc();
    auto convert = src ? src.template getDefiningOp<ConvertLayoutOp>() : ConvertLayoutOp();
    if (!convert || !readsSourceInAnyLayout(op))
      return failure();
    rewriter.modifyOpInPlace(op, [&]() { op.getSrcMutable().assign(convert.getSrc()); });
    return success();
  }
};

/// split(convert(x)) splits x when x's layout splits into the same one.
struct CanonicalizeConvertFromSplit : public OpRewritePattern<SplitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SplitOp op, PatternRewriter &rewriter) const override {
    auto convert = op.getSrc().getDefiningOp<ConvertLayoutOp>();
    if (!convert)
      return failure();
    RankedTensorType srcType = convert.getSrc().getType();
    Attribute srcEncoding = srcType.getEncoding();
    auto *iface = srcEncoding ? dyn_cast<DialectInferLayoutInterface>(&srcEncoding.getDialect())
                              : nullptr;
    Attribute split;
    if (!iface || failed(iface->inferSplitOpEncoding(srcEncoding, srcType.getShape(), split,
                                                     std::nullopt)) ||
        split != op.getOutLHS().getType().getEncoding())
      return failure();
    rewriter.replaceOpWithNewOp<SplitOp>(op, op.getOutLHS().getType(), op.getOutRHS().getType(),
                                         convert.getSrc());
    return success();
  }
};

} // namespace

void ConvertLayoutOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *context) {
  results.add<CanonicalizeConvertFromConvert, CanonicalizeConvertFromReshape,
              CanonicalizeConvertFromTranspose, CanonicalizeConvertFromSource<GatherOp>,
              CanonicalizeConvertFromHistogram, CanonicalizeConvertFromSource<LocalAllocOp>,
              CanonicalizeConvertFromSource<LocalStoreOp>, CanonicalizeConvertFromSplit>(context);
}

//===----------------------------------------------------------------------===//
// fp4_to_fp
//===----------------------------------------------------------------------===//

LogicalResult Fp4ToFpOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  Type element = dst.getElementType();
  if (!element.isBF16() && !element.isF16())
    return emitOpError() << "unpacks e2m1 into bf16 or f16 only, got " << element;
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError() << "expects axis in [0, " << src.getRank() << "), got " << axis;
  SmallVector<int64_t> expected(src.getShape());
  expected[axis] *= 2;
  if (dst.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected
                         << "] (two e2m1 values per byte along axis " << axis << "), got "
                         << dst;
  return success();
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

/// A memdesc and a tensor that hold the same elements: same element type
/// and, ignoring leading buffer dimensions of the memdesc, the same shape.
static LogicalResult verifySameElements(Operation *op, MemDescType memdesc,
                                        RankedTensorType tensor) {
  if (memdesc.getElementType() != tensor.getElementType())
    return op->emitOpError() << "expects the memdesc and the tensor to have the same element "
                                "type, got "
                             << memdesc.getElementType() << " and " << tensor.getElementType();
  if (memdesc.getShape() != tensor.getShape())
    return op->emitOpError() << "expects the memdesc and the tensor to have the same shape, got ["
                             << memdesc.getShape() << "] and [" << tensor.getShape() << "]";
  return success();
}

LogicalResult LocalAllocOp::verify() {
  MemDescType result = getType();
  if (!getSrc()) {
    if (!result.getMutableMemory())
      return emitOpError("allocates uninitialized memory, so its result must be mutable");
    return success();
  }
  return verifySameElements(*this, result, getSrc().getType());
}

void LocalAllocOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  // An immutable buffer filled from a tensor is a value: it may be CSE'd
  // and removed when unused. A mutable one is a real allocation.
  if (!getType().getMutableMemory() && getSrc())
    return;
  effects.emplace_back(MemoryEffects::Allocate::get(), getOperation()->getOpResult(0),
                       SharedMemory::get());
  if (getSrc())
    effects.emplace_back(MemoryEffects::Write::get(), getOperation()->getOpResult(0),
                         SharedMemory::get());
}

/// Seeing a buffer as its own type changes nothing.
OpFoldResult MemDescReinterpretOp::fold(FoldAdaptor) {
  return getType() == getSrc().getType() ? getSrc() : OpFoldResult();
}

/// An immutable buffer filled with what was read from an immutable buffer of
/// the same type is that buffer (neither can change).
OpFoldResult LocalAllocOp::fold(FoldAdaptor) {
  if (getType().getMutableMemory() || !getSrc())
    return {};
  auto load = getSrc().getDefiningOp<LocalLoadOp>();
  if (!load || load.getSrc().getType() != getType())
    return {};
  return load.getSrc();
}

LogicalResult LocalLoadOp::verify() {
  return verifySameElements(*this, getSrc().getType(), getType());
}

LogicalResult LocalStoreOp::verify() {
  if (!getDst().getType().getMutableMemory())
    return emitOpError("Cannot store into immutable memory");
  return verifySameElements(*this, getDst().getType(), getSrc().getType());
}

/// A view keeps the buffer's element type, memory space and mutability;
/// with `mayDropMutability`, a read-only view of a mutable buffer is fine
/// too (Triton's pipeliner reads K-slices of a wgmma operand's slot so),
/// but write access cannot be gained.
static LogicalResult verifySameBuffer(Operation *op, MemDescType src, MemDescType dst,
                                      bool mayDropMutability = false) {
  if (src.getElementType() != dst.getElementType())
    return op->emitOpError() << "expects the view to keep the element type "
                             << src.getElementType() << ", got " << dst.getElementType();
  if (src.getMemorySpace() != dst.getMemorySpace())
    return op->emitOpError("expects the view to stay in the same memory space");
  bool droppedOnly = mayDropMutability && src.getMutableMemory() && !dst.getMutableMemory();
  if (src.getMutableMemory() != dst.getMutableMemory() && !droppedOnly)
    return op->emitOpError("expects the view to keep the buffer's mutability");
  return success();
}

LogicalResult MemDescIndexOp::verify() {
  // Triton 3.6's rules and wording: the result is one buffer of a multi-buffered allocation, in an
  // encoding of the same kind (the buffer's own rank may differ from the allocation's).
  MemDescType src = getSrc().getType(), dst = getType();
  if (dst.getElementType() != src.getElementType())
    return emitOpError("result element type must match desc element type");
  if (src.getRank() != dst.getRank() + 1)
    return emitOpError("result rank must be input rank - 1");
  if (src.getAllocShape().size() != size_t(src.getRank()))
    return emitOpError("We don't allow taking memdesc_index of a memdesc_index");
  if (dst.getShape() != src.getShape().drop_front())
    return emitOpError("result shape must equal to srcShape[1:]");
  if (src.getAllocShape() != src.getShape())
    return emitOpError("We don't support memdesc_index of a subview");
  Attribute srcEncoding = src.getEncoding(), dstEncoding = dst.getEncoding();
  if (bool(srcEncoding) != bool(dstEncoding))
    return emitOpError("src and result must both have or not have an encoding");
  if (isa<SharedEncodingTrait>(srcEncoding) != isa<SharedEncodingTrait>(dstEncoding))
    return emitOpError("src and dst must have the same type of encoding");
  if (dst.getAllocShape() != dst.getShape())
    return emitOpError("alloc shape must match shape for both result and src");
  if (dst.getMemorySpace() != src.getMemorySpace())
    return emitOpError("expects the view to stay in the same memory space");
  // A read-only view of a mutable buffer is fine (Triton's warp
  // specialization reads its slots so); write access cannot be gained.
  if (dst.getMutableMemory() && !src.getMutableMemory())
    return emitOpError("expects a mutable view only of a mutable buffer");
  return success();
}

/// The element offset the inverse of a shared layout gives coordinate `k`
/// along `dim` (the other coordinates 0).
static int64_t offsetAlong(const tt::LinearLayout &inverse, unsigned dim, int32_t k) {
  SmallVector<int32_t> out = inverse.apply({{dims::out(dim), k}});
  for (auto [i, outDim] : llvm::enumerate(inverse.getOutDims()))
    if (outDim.name == dims::kOffset)
      return out[i];
  return -1;
}

/// Whether tiles of `tileShape`, cut at multiples of their extents from a
/// buffer of `bufferShape` (both in `encoding`), are stored as buffers of
/// their own shape would be: each tile's elements take one run of offsets,
/// in the tile's own layout, starting at a multiple of the tile's size.
/// Only then does a subslice's result that names its tile as a buffer of
/// its own (no allocation shape) describe the right addresses.
static bool isStoredAsOwnBuffer(ArrayRef<int64_t> bufferShape, ArrayRef<int64_t> tileShape,
                                Attribute encoding) {
  if (isa<PaddedSharedEncodingAttr>(encoding))
    return false;
  std::optional<tt::LinearLayout> buffer = toLinearLayout(bufferShape, encoding);
  std::optional<tt::LinearLayout> tile = toLinearLayout(tileShape, encoding);
  if (!buffer || !tile || !buffer->hasInDim(dims::kOffset) || !tile->hasInDim(dims::kOffset) ||
      buffer->getInDimSize(dims::kBlock) != 1 || tile->getInDimSize(dims::kBlock) != 1)
    return false;
  std::optional<tt::LinearLayout> bufferInverse = buffer->invert();
  std::optional<tt::LinearLayout> tileInverse = tile->invert();
  if (!bufferInverse || !tileInverse)
    return false;
  int64_t tileElements = 1;
  for (int64_t size : tileShape)
    tileElements *= size;
  for (auto [dim, size] : llvm::enumerate(bufferShape)) {
    for (int64_t k = 1; k < size; k *= 2) {
      int64_t offset = offsetAlong(*bufferInverse, dim, int32_t(k));
      bool inTile = k < tileShape[dim];
      if (inTile ? offset != offsetAlong(*tileInverse, dim, int32_t(k))
                 : offset < 0 || offset % tileElements != 0)
        return false;
    }
  }
  return true;
}

LogicalResult MemDescSubsliceOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  ArrayRef<int32_t> offsets = getOffsets();
  if (dst.getElementType() != src.getElementType())
    return emitError("result element type must match desc element type");
  if (offsets.size() != static_cast<size_t>(src.getRank()))
    return emitError("offsets must have the same rank as input");
  if (dst.getRank() != src.getRank())
    return emitError("result rank must equal to input rank");
  // Only split dimensions move; a split dimension's offset is a whole number
  // of tiles (or of 8 rows, which the lowering also takes).
  SmallVector<unsigned> splitDims;
  for (auto [dim, offset, from, to] :
       llvm::enumerate(offsets, src.getShape(), dst.getShape())) {
    if (from == to) {
      if (offset != 0)
        return emitError("A non zero offset found in a dimension that is not being split");
      continue;
    }
    splitDims.push_back(dim);
    if (to && offset % to != 0 && offset % 8 != 0)
      return emitError("The split offset may not touch the tile");
  }
  // A split dimension's tiles must start where the swizzling pattern
  // repeats: each power-of-two step along it, from the tile size up, must
  // land on a power-of-two offset of the buffer.
  if (!splitDims.empty()) {
    if (auto padded = dyn_cast<PaddedSharedEncodingAttr>(src.getEncoding()))
      if (padded.getLinearComponent().getOutDims().size() < static_cast<size_t>(src.getRank()))
        return emitError("SubSlice of low rank PaddedSharedEncoding from higher rank tensors "
                         "is not supported yet");
    ArrayRef<int64_t> allocShape = src.getAllocShape().take_back(src.getRank());
    std::optional<tt::LinearLayout> layout = toLinearLayout(allocShape, src.getEncoding());
    if (layout && layout->hasInDim(dims::kBlock) && layout->getInDimSize(dims::kBlock) != 1)
      return emitError("non-trivial block dimension not supported");
    std::optional<tt::LinearLayout> inverse = layout ? layout->invert() : std::nullopt;
    if (inverse && layout->hasInDim(dims::kOffset)) {
      for (unsigned dim : splitDims) {
        std::string name = dims::out(dim);
        for (int64_t size = dst.getDimSize(dim); size < src.getDimSize(dim); size *= 2) {
          int32_t offset = inverse->apply({{name, static_cast<int32_t>(size)}})[0];
          if (!llvm::isPowerOf2_32(offset))
            return emitError("We don't support splitting along the swizzling pattern");
        }
      }
    }
  }
  if (dst.getEncoding() != src.getEncoding())
    return emitOpError("expects the result to keep the element type and encoding");
  for (auto [offset, from, to] : llvm::zip(offsets, src.getShape(), dst.getShape()))
    if (offset < 0 || offset + to > from)
      return emitOpError() << "expects the slice [" << dst.getShape() << "] at ["
                           << offsets << "] to lie inside [" << src.getShape() << "]";
  // The result is part of the source's buffer (its allocation shape), or,
  // as Triton also accepts, a buffer of its own shape: then the tile must be
  // stored as one, at a whole tile's offset (the lowering moves the base).
  if (dst.getAllocShape() != src.getAllocShape()) {
    bool tileAligned = llvm::all_of(llvm::zip(offsets, dst.getShape()), [](auto offsetAndSize) {
      auto [offset, size] = offsetAndSize;
      return size > 0 && offset % size == 0;
    });
    if (dst.getAllocShape() != dst.getShape() || !tileAligned ||
        !isStoredAsOwnBuffer(src.getAllocShape().take_back(src.getRank()), dst.getShape(),
                             src.getEncoding()))
      return emitOpError("expects the result to keep the source's allocation shape (or to be a "
                         "tile-aligned tile the source stores as a buffer of its own shape)");
  }
  return verifySameBuffer(*this, src, dst, /*mayDropMutability=*/true);
}

LogicalResult MemDescTransOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  if (failed(verifySameBuffer(*this, src, dst)))
    return failure();
  ArrayRef<int32_t> order = getOrder();
  if (order.size() != static_cast<size_t>(src.getRank()))
    return emitOpError() << "expects 'order' to have " << src.getRank() << " entries";
  SmallVector<int64_t> expected;
  SmallVector<bool> seen(order.size(), false);
  for (int32_t d : order) {
    if (d < 0 || d >= src.getRank() || seen[d])
      return emitOpError() << "expects 'order' to be a permutation, got [" << order << "]";
    seen[d] = true;
    expected.push_back(src.getDimSize(d));
  }
  if (dst.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected << "], got " << dst;
  return success();
}

LogicalResult MemDescReshapeOp::verify() {
  MemDescType src = getSrc().getType(), dst = getType();
  if (src.getNumElements() != dst.getNumElements())
    return emitOpError() << "expects as many result elements as source elements";
  return verifySameBuffer(*this, src, dst);
}

//===----------------------------------------------------------------------===//
// async_copy_global_to_local
//===----------------------------------------------------------------------===//

LogicalResult AsyncCopyGlobalToLocalOp::verify() {
  MemDescType dst = getResult().getType();
  if (!dst.getMutableMemory())
    return emitOpError("Cannot store into immutable memory");
  auto src = getSrc().getType();
  Type pointee = cast<PointerType>(src.getElementType()).getPointeeType();
  if (pointee != dst.getElementType())
    return emitOpError() << "copies " << pointee << " into a buffer of "
                         << dst.getElementType();
  if (src.getShape() != dst.getShape())
    return emitOpError() << "expects pointers and buffer of the same shape, got ["
                         << src.getShape() << "] and [" << dst.getShape() << "]";
  return success();
}

//===----------------------------------------------------------------------===//
// warp_specialize
//===----------------------------------------------------------------------===//

WarpSpecializePartitionsOp WarpSpecializeOp::getPartitionOp() {
  return cast<WarpSpecializePartitionsOp>(getPartitionOpHolder().front().front());
}

RegionRange WarpSpecializeOp::getPartitionRegions() {
  return getPartitionOp().getPartitionRegions();
}

void WarpSpecializeOp::getSuccessorRegions(RegionBranchPoint src,
                                           SmallVectorImpl<RegionSuccessor> &successors) {
  // Control enters the default region and leaves with its results; the
  // partitions run alongside and are not successors.
  if (src.isParent()) {
    successors.emplace_back(&getDefaultRegion());
    return;
  }
  successors.emplace_back(getOperation(), getResults());
}

// Syntax:
//   ttg.warp_specialize(%a, %b) attributes {...}
//   default { ... ttg.warp_yield ... }
//   partition0(%x: T, %y: U) num_warps(4) { ... ttg.warp_return }
//   ... : (T, U) -> (R...)
ParseResult WarpSpecializeOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand> captures;
  SMLoc capturesLoc = parser.getCurrentLocation();
  if (parser.parseOperandList(captures, AsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDictWithKeyword(result.attributes) ||
      parser.parseKeyword("default"))
    return failure();
  Region *defaultRegion = result.addRegion();
  if (parser.parseRegion(*defaultRegion))
    return failure();

  // The partitions op is located at its first partition, where errors about
  // the partition regions point.
  OperationState partitionsState(parser.getEncodedSourceLoc(parser.getCurrentLocation()),
                                 WarpSpecializePartitionsOp::getOperationName());
  SmallVector<int32_t> numWarps;
  for (unsigned index = 0;; ++index) {
    if (failed(parser.parseOptionalKeyword(("partition" + Twine(index)).str())))
      break;
    SmallVector<OpAsmParser::Argument> args;
    int32_t warps;
    if (parser.parseArgumentList(args, AsmParser::Delimiter::Paren, /*allowType=*/true) ||
        parser.parseKeyword("num_warps") || parser.parseLParen() ||
        parser.parseInteger(warps) || parser.parseRParen())
      return failure();
    numWarps.push_back(warps);
    Region *partition = partitionsState.addRegion();
    if (parser.parseRegion(*partition, args))
      return failure();
  }
  FunctionType type;
  if (parser.parseColon() || parser.parseType(type) ||
      parser.resolveOperands(captures, type.getInputs(), capturesLoc, result.operands))
    return failure();
  result.addTypes(type.getResults());
  result.addAttribute(getPartitionNumWarpsAttrName(result.name),
                      parser.getBuilder().getDenseI32ArrayAttr(numWarps));

  Region *holder = result.addRegion();
  Block *holderBlock = new Block();
  holder->push_back(holderBlock);
  OpBuilder builder(parser.getContext());
  builder.setInsertionPointToStart(holderBlock);
  builder.create(partitionsState);
  return success();
}

void WarpSpecializeOp::print(OpAsmPrinter &printer) {
  printer << "(" << getExplicitCaptures() << ")";
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getPartitionNumWarpsAttrName()});
  printer.printNewline();
  printer << "default ";
  printer.printRegion(getDefaultRegion(), /*printEntryBlockArgs=*/false);
  for (auto [index, region, warps] :
       llvm::enumerate(getPartitionRegions(), getPartitionNumWarps())) {
    printer.printNewline();
    printer << "partition" << index << "(";
    llvm::interleaveComma(region->getArguments(), printer,
                          [&](BlockArgument arg) { printer.printRegionArgument(arg); });
    printer << ") num_warps(" << warps << ") ";
    printer.printRegion(*region, /*printEntryBlockArgs=*/false);
  }
  printer << " : ";
  printer.printFunctionalType(getExplicitCaptures().getTypes(), getResultTypes());
}

LogicalResult WarpSpecializeOp::verify() {
  if (getPartitionOpHolder().empty() || getPartitionOpHolder().front().empty() ||
      !isa<WarpSpecializePartitionsOp>(getPartitionOpHolder().front().front()))
    return emitOpError("expected to find only a `ttg.warp_specialize.partitions` op inside "
                       "its second region");
  size_t partitions = getPartitionRegions().size();
  if (getPartitionNumWarps().size() != partitions)
    return emitOpError() << "has " << partitions << " partitions but `partitionNumWarps` has "
                         << getPartitionNumWarps().size() << " elements";
  for (auto [i, warps] : llvm::enumerate(getPartitionNumWarps()))
    if (warps < 1 || !llvm::isPowerOf2_32(warps))
      return emitOpError() << "partition #" << i << " number of warps (" << warps
                           << ") must be a power of 2";
  if (auto startIds = getWarpGroupStartIds(); startIds && startIds->size() != partitions)
    return emitOpError() << "has " << startIds->size() << " warp group start IDs but expected "
                         << partitions;
  if (auto registers = getRequestedRegisters(); registers && registers->size() != partitions)
    return emitOpError() << "has " << registers->size()
                         << " requested register counts but expected " << partitions;
  if (auto actual = getActualRegisters(); actual && actual->size() != partitions + 1)
    return emitOpError() << "expects actualRegisters to hold the default warps' count and one "
                            "per partition";
  for (auto [i, region] : llvm::enumerate(getPartitionRegions())) {
    if (region->getNumArguments() != getNumOperands())
      return emitOpError() << "partition region #" << i << " has " << region->getNumArguments()
                           << " arguments but expected " << getNumOperands();
    for (auto [argIndex, argType, captureType] :
         llvm::enumerate(region->getArgumentTypes(), getExplicitCaptures().getTypes()))
      if (argType != captureType)
        return emitOpError() << "partition region #" << i << " argument #" << argIndex
                             << " has type " << argType << " but corresponding capture has type "
                             << captureType;
  }
  if ((*this)->getParentOfType<WarpSpecializeOp>())
    return emitOpError("cannot be nested inside another `ttg.warp_specialize` op");
  std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(*this);
  if (numWarps && *numWarps % 4 != 0)
    return emitError("warp-specialized kernels requires num_warps to be a multiple of 4");
  return success();
}

/// Captures no partition reads, repeated captures (the repeats' block
/// arguments folded into the first's) and results nobody uses are dropped;
/// the partitions and the default region keep their code.
LogicalResult WarpSpecializeOp::canonicalize(WarpSpecializeOp op, PatternRewriter &rewriter) {
  llvm::BitVector droppedCaptures(op.getNumOperands());
  llvm::SmallDenseMap<Value, unsigned> firstCapture;
  for (auto [i, capture] : llvm::enumerate(op.getExplicitCaptures())) {
    bool unread = llvm::all_of(op.getPartitionRegions(),
                               [i = i](Region *region) { return region->getArgument(i).use_empty(); });
    if (unread) {
      droppedCaptures.set(i);
      continue;
    }
    auto [first, isFirst] = firstCapture.try_emplace(capture, i);
    if (isFirst)
      continue;
    rewriter.modifyOpInPlace(op, [&, i = i, kept = first->second] {
      for (Region *region : op.getPartitionRegions())
        rewriter.replaceAllUsesWith(region->getArgument(i), region->getArgument(kept));
    });
    droppedCaptures.set(i);
  }
  llvm::BitVector droppedResults(op.getNumResults());
  for (OpResult result : op->getResults())
    if (result.use_empty())
      droppedResults.set(result.getResultNumber());
  if (droppedCaptures.none() && droppedResults.none())
    return failure();

  if (droppedCaptures.any())
    rewriter.modifyOpInPlace(op, [&] {
      for (Region *region : op.getPartitionRegions())
        region->front().eraseArguments(droppedCaptures);
      op->eraseOperands(droppedCaptures);
    });
  if (droppedResults.none())
    return success();

  // Results go with a new op: the default region's yields lose the dropped
  // values, and both regions move over whole.
  for (Block &block : op.getDefaultRegion())
    if (auto yield = dyn_cast<WarpYieldOp>(block.getTerminator()))
      rewriter.modifyOpInPlace(yield, [&] { yield->eraseOperands(droppedResults); });
  SmallVector<Type> keptTypes;
  SmallVector<Value> keptResults;
  for (OpResult result : op->getResults())
    if (!droppedResults.test(result.getResultNumber())) {
      keptTypes.push_back(result.getType());
      keptResults.push_back(result);
    }
  OperationState state(op.getLoc(), op->getName(), op->getOperands(), keptTypes, op->getAttrs());
  state.addRegion()->takeBody(op.getDefaultRegion());
  state.addRegion()->takeBody(op.getPartitionOpHolder());
  Operation *replacement = rewriter.create(state);
  for (auto [old, kept] : llvm::zip(keptResults, replacement->getResults()))
    rewriter.replaceAllUsesWith(old, kept);
  rewriter.eraseOp(op);
  return success();
}

ParseResult WarpSpecializePartitionsOp::parse(OpAsmParser &parser, OperationState &result) {
  return parser.emitError(parser.getCurrentLocation(),
                          "ttg.warp_specialize.partitions is written through its parent "
                          "ttg.warp_specialize");
}

void WarpSpecializePartitionsOp::print(OpAsmPrinter &printer) {
  // Never reached from a parent warp_specialize, which prints the regions
  // itself; printed standalone (e.g. in a diagnostic) in generic form.
  printer.printGenericOp(getOperation(), /*printOpName=*/false);
}

LogicalResult WarpYieldOp::verify() {
  auto parent = cast<WarpSpecializeOp>((*this)->getParentOp());
  if (getNumOperands() != parent.getNumResults())
    return emitOpError() << "has " << getNumOperands() << " operands but parent op expected "
                         << parent.getNumResults();
  for (auto [i, expected, type] :
       llvm::enumerate(parent.getResultTypes(), getValues().getTypes()))
    if (expected != type)
      return emitOpError() << "operand #" << i << " has type " << type
                           << " but parent op expected " << expected;
  return success();
}

bool mlir::triton::gpu::AsyncCopyGlobalToLocalOp::isZeroFill(Value other) {
  return !other || matchPattern(other, m_Zero()) || matchPattern(other, m_AnyZeroFloat());
}
