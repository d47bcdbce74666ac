//===- Canonicalize.cpp - `tt` folders and canonicalization patterns ------===//

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::triton;

/// A constant splat (or scalar) `value` re-typed to `type`, or null when
/// `value` is not a splat.
static Attribute resplat(Attribute value, ShapedType type) {
  if (auto splat = dyn_cast_if_present<SplatElementsAttr>(value))
    return SplatElementsAttr::get(type, splat.getSplatValue<Attribute>());
  return {};
}

//===----------------------------------------------------------------------===//
// Folders
//===----------------------------------------------------------------------===//

/// The sign of the constant zero `value` (a float or a float splat), or
/// nothing when `value` is not a constant zero.
static std::optional<bool> zeroSign(Attribute value) {
  APFloat constant(0.0);
  if (auto scalar = dyn_cast_if_present<FloatAttr>(value))
    constant = scalar.getValue();
  else if (auto splat = dyn_cast_if_present<SplatElementsAttr>(value);
           splat && isa<FloatType>(splat.getElementType()))
    constant = splat.getSplatValue<APFloat>();
  else
    return std::nullopt;
  if (!constant.isZero())
    return std::nullopt;
  return constant.isNegative();
}

OpFoldResult FpToFpOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  // As Triton does, only zeros fold: other constants keep the conversion,
  // whose rounding the back end owns, so that canonicalized IR matches
  // Triton's line for line.
  std::optional<bool> negative = zeroSign(adaptor.getSrc());
  auto dstElement = cast<FloatType>(getElementTypeOrSelf(getType()));
  const llvm::fltSemantics &semantics = dstElement.getFloatSemantics();
  // (Every type fp_to_fp accepts has a zero; the check keeps getZero from
  // aborting should that list grow to f8E8M0FNU.)
  if (!negative || !APFloat::semanticsHasZero(semantics))
    return {};
  // A format without a negative zero (the FNUZ fp8s) gets +0: APFloat drops
  // the sign for those.
  APFloat zero = APFloat::getZero(semantics, *negative);
  if (auto shaped = dyn_cast<ShapedType>(getType()))
    return SplatElementsAttr::get(shaped, zero);
  return FloatAttr::get(dstElement, zero);
}

OpFoldResult AddPtrOp::fold(FoldAdaptor) {
  if (matchPattern(getOffset(), m_Zero()))
    return getPtr();
  return {};
}

OpFoldResult AdvanceOp::fold(FoldAdaptor) {
  if (llvm::all_of(getOffsets(), [](Value offset) { return matchPattern(offset, m_Zero()); }))
    return getPtr();
  return {};
}

OpFoldResult SplatOp::fold(FoldAdaptor adaptor) {
  Attribute value = adaptor.getSrc();
  if (!isa_and_present<IntegerAttr, FloatAttr>(value))
    return {};
  return SplatElementsAttr::get(getType(), value);
}

OpFoldResult UnsplatOp::fold(FoldAdaptor adaptor) {
  if (auto splat = getSrc().getDefiningOp<SplatOp>())
    return splat.getSrc();
  if (auto constant = dyn_cast_if_present<SplatElementsAttr>(adaptor.getSrc()))
    return constant.getSplatValue<Attribute>();
  return {};
}

OpFoldResult ExpandDimsOp::fold(FoldAdaptor adaptor) {
  return resplat(adaptor.getSrc(), getType());
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType() && !getAllowReorder())
    return getSrc();
  return resplat(adaptor.getSrc(), getType());
}

OpFoldResult BroadcastOp::fold(FoldAdaptor adaptor) {
  if (getSrc().getType() == getType())
    return getSrc();
  return resplat(adaptor.getSrc(), getType());
}

static bool isIdentityPermutation(ArrayRef<int32_t> order) {
  for (auto [i, dim] : llvm::enumerate(order))
    if (static_cast<int32_t>(i) != dim)
      return false;
  return true;
}

OpFoldResult TransOp::fold(FoldAdaptor adaptor) {
  // An identity transpose is its source only where the types agree: with another encoding (even
  // an equivalent one) it is a conversion, which TritonGPU's canonicalization makes of it.
  if (isIdentityPermutation(getOrder()) && getSrc().getType() == getType())
    return getSrc();
  if (Attribute constant = resplat(adaptor.getSrc(), getType()))
    return constant;
  // trans(trans(x, inner), outer) == trans(x, inner o outer), in place; folding to x is left to
  // the identity case above, on the next round, so that the types are checked there.
  if (auto inner = getSrc().getDefiningOp<TransOp>()) {
    SmallVector<int32_t> composed;
    for (int32_t dim : getOrder())
      composed.push_back(inner.getOrder()[dim]);
    getSrcMutable().assign(inner.getSrc());
    setOrder(composed);
    return getResult();
  }
  return {};
}

OpFoldResult MakeRangeOp::fold(FoldAdaptor) {
  // A one-element range is the constant `start`.
  int64_t start = getStartAttr().getInt();
  if (getEndAttr().getInt() - start != 1)
    return {};
  return SplatElementsAttr::get(getType(),
                                IntegerAttr::get(getType().getElementType(), start));
}

//===----------------------------------------------------------------------===//
// Canonicalization patterns
//===----------------------------------------------------------------------===//

namespace {
/// Reshaping, expanding or broadcasting a splat is a splat of the new type.
template <typename OpTy>
struct ReshapeOfSplat : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op, PatternRewriter &rewriter) const override {
    auto splat = op.getSrc().template getDefiningOp<SplatOp>();
    if (!splat)
      return failure();
    rewriter.replaceOpWithNewOp<SplatOp>(op, op.getType(), splat.getSrc());
    return success();
  }
};

/// A reshape the front end marked `efficient_layout` keeps its place: later
/// passes rely on its result's encoding.
struct ReshapeOfSplatKeepingMarked : public ReshapeOfSplat<ReshapeOp> {
  using ReshapeOfSplat<ReshapeOp>::ReshapeOfSplat;

  LogicalResult matchAndRewrite(ReshapeOp op, PatternRewriter &rewriter) const override {
    if (op.getEfficientLayout())
      return failure();
    return ReshapeOfSplat<ReshapeOp>::matchAndRewrite(op, rewriter);
  }
};

/// reshape(reshape(x)) is one reshape of x, free to reorder if either was.
struct ReshapeOfReshape : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getSrc().getDefiningOp<ReshapeOp>();
    if (!inner || op.getEfficientLayout())
      return failure();
    bool allowReorder = op.getAllowReorder() || inner.getAllowReorder();
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), inner.getSrc(), allowReorder,
                                           /*efficient_layout=*/false);
    return success();
  }
};

/// expand_dims(broadcast(x)) == broadcast(expand_dims(x)): moving the
/// broadcast outwards lets it meet and fold with other broadcasts and splats.
struct ExpandDimsOfBroadcast : public OpRewritePattern<ExpandDimsOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ExpandDimsOp op, PatternRewriter &rewriter) const override {
    auto broadcast = op.getSrc().getDefiningOp<BroadcastOp>();
    if (!broadcast)
      return failure();
    auto inner = broadcast.getSrc().getType();
    SmallVector<int64_t> expandedShape(inner.getShape());
    expandedShape.insert(expandedShape.begin() + op.getAxisAttr().getInt(), 1);
    auto expandedType = RankedTensorType::get(expandedShape, inner.getElementType(),
                                              op.getType().getEncoding());
    auto expanded = ExpandDimsOp::create(rewriter, op.getLoc(), expandedType,
                                         broadcast.getSrc(), op.getAxis());
    rewriter.replaceOpWithNewOp<BroadcastOp>(op, op.getType(), expanded.getResult());
    return success();
  }
};

/// broadcast(broadcast(x)) is one broadcast of x.
struct BroadcastOfBroadcast : public OpRewritePattern<BroadcastOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getSrc().getDefiningOp<BroadcastOp>();
    if (!inner)
      return failure();
    rewriter.modifyOpInPlace(op, [&] { op.getSrcMutable().assign(inner.getSrc()); });
    return success();
  }
};

/// A load whose mask is all true needs no mask; one whose mask is all false
/// reads only `other`.
struct SimplifyMaskedLoad : public OpRewritePattern<LoadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(LoadOp op, PatternRewriter &rewriter) const override {
    Value mask = op.getMask();
    if (!mask)
      return failure();
    if (matchPattern(mask, m_One())) {
      rewriter.modifyOpInPlace(op, [&] {
        op.getMaskMutable().clear();
        op.getOtherMutable().clear();
      });
      return success();
    }
    if (matchPattern(mask, m_Zero()) && op.getOther() && !op.getIsVolatile()) {
      rewriter.replaceOp(op, op.getOther());
      return success();
    }
    return failure();
  }
};

/// A store whose mask is all true needs no mask; one whose mask is all false
/// stores nothing.
struct SimplifyMaskedStore : public OpRewritePattern<StoreOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(StoreOp op, PatternRewriter &rewriter) const override {
    Value mask = op.getMask();
    if (!mask)
      return failure();
    if (matchPattern(mask, m_One())) {
      rewriter.modifyOpInPlace(op, [&] { op.getMaskMutable().clear(); });
      return success();
    }
    if (matchPattern(mask, m_Zero())) {
      rewriter.eraseOp(op);
      return success();
    }
    return failure();
  }
};
} // namespace

void LoadOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<SimplifyMaskedLoad>(context);
}

void StoreOp::getCanonicalizationPatterns(RewritePatternSet &results, MLIRContext *context) {
  results.add<SimplifyMaskedStore>(context);
}

void ExpandDimsOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *context) {
  results.add<ReshapeOfSplat<ExpandDimsOp>, ExpandDimsOfBroadcast>(context);
}

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *context) {
  results.add<ReshapeOfSplatKeepingMarked, ReshapeOfReshape>(context);
}

void BroadcastOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *context) {
  results.add<ReshapeOfSplat<BroadcastOp>, BroadcastOfBroadcast>(context);
}
