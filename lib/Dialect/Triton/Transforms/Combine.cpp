//===- Combine.cpp - triton-combine ---------------------------------------===//
//
// Peephole rewrites over tt and arith ops; see Passes.td for the list.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONCOMBINEOPS
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

bool isZeroConstant(Value value) {
  return matchPattern(value, m_Zero()) || matchPattern(value, m_AnyZeroFloat());
}

/// The integer a scalar constant, a splat constant or a splat of a scalar
/// constant holds.
std::optional<APInt> getSplatInteger(Value value) {
  if (auto splat = value.getDefiningOp<SplatOp>())
    value = splat.getSrc();
  APInt result;
  if (matchPattern(value, m_ConstantInt(&result)))
    return result;
  return std::nullopt;
}

/// x + y is safe to form when both offsets have one type and either are
/// 64-bit (as wide as a pointer) or are constants whose sum fits.
bool canSumOffsets(Value x, Value y) {
  if (x.getType() != y.getType())
    return false;
  if (getElementTypeOrSelf(x.getType()).getIntOrFloatBitWidth() == 64)
    return true;
  std::optional<APInt> cx = getSplatInteger(x), cy = getSplatInteger(y);
  if (!cx || !cy)
    return false;
  bool overflow = false;
  (void)cx->sadd_ov(*cy, overflow);
  return !overflow;
}

/// add(d, dot(a, b, 0)) and add(dot(a, b, 0), d) -> dot(a, b, d).
template <typename AddOp>
struct FoldAddIntoDotAccumulator : OpRewritePattern<AddOp> {
  using OpRewritePattern<AddOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(AddOp add, PatternRewriter &rewriter) const override {
    for (unsigned i = 0; i < 2; ++i) {
      auto dot = add->getOperand(i).template getDefiningOp<DotOp>();
      Value other = add->getOperand(1 - i);
      if (!dot || !dot->hasOneUse() || !isZeroConstant(dot.getC()))
        continue;
      if (other.getType() != dot.getType())
        continue;
      // An imprecise fp8 accumulation would change what the add sees.
      if (std::is_same<AddOp, arith::AddFOp>::value && dot.getMaxNumImpreciseAcc() != 0)
        continue;
      rewriter.setInsertionPoint(add);
      auto fused = DotOp::create(rewriter, dot.getLoc(), dot.getType(), dot.getA(),
                                 dot.getB(), other, dot.getInputPrecision(),
                                 dot.getMaxNumImpreciseAcc());
      rewriter.replaceOp(add, fused.getResult());
      rewriter.eraseOp(dot);
      return success();
    }
    return failure();
  }
};

/// Gives `to` the axis-analysis hints (tt.divisibility, tt.contiguity,
/// tt.constancy) that `from` carries: they describe the pointer `from`
/// computed, which `to` computes too. Other discardable attributes stay
/// behind, as in Triton, since nothing says they hold for the new op.
void copyAxisHints(Operation *from, Operation *to) {
  for (StringRef name : {"tt.divisibility", "tt.contiguity", "tt.constancy"})
    if (Attribute hint = from->getDiscardableAttr(name))
      to->setDiscardableAttr(name, hint);
}

/// addptr(addptr(p, x), y) -> addptr(p, x + y).
struct CombineAddPtr : OpRewritePattern<AddPtrOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AddPtrOp op, PatternRewriter &rewriter) const override {
    auto inner = op.getPtr().getDefiningOp<AddPtrOp>();
    if (!inner || !canSumOffsets(inner.getOffset(), op.getOffset()))
      return failure();
    Value sum = arith::AddIOp::create(rewriter, op.getLoc(), inner.getOffset(), op.getOffset());
    auto combined =
        rewriter.replaceOpWithNewOp<AddPtrOp>(op, op.getType(), inner.getPtr(), sum);
    copyAxisHints(op, combined);
    return success();
  }
};

/// select(c, load(p, splat(c), ...), other) -> load(p, splat(c), other).
struct CombineSelectMaskedLoad : OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::SelectOp select,
                                PatternRewriter &rewriter) const override {
    auto load = select.getTrueValue().getDefiningOp<LoadOp>();
    if (!load || !load.getMask())
      return failure();
    auto splat = load.getMask().getDefiningOp<SplatOp>();
    if (!splat || splat.getSrc() != select.getCondition())
      return failure();
    auto combined = LoadOp::create(
        rewriter, load.getLoc(), load.getType(), load.getPtr(), load.getMask(),
        select.getFalseValue(), load.getBoundaryCheck(), load.getPaddingAttr(),
        load.getCache(), load.getEvict(), load.getIsVolatile());
    rewriter.replaceOp(select, combined.getResult());
    return success();
  }
};

/// sum(broadcast(expand_dims(x, 2)) * broadcast(expand_dims(y, 0)), 1)
///   -> dot(x, y, 0)
struct CombineBroadcastMulReduce : OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp reduce, PatternRewriter &rewriter) const override {
    if (reduce.getNumOperands() != 1 || reduce.getAxis() != 1)
      return failure();
    auto add = dyn_cast_or_null<arith::AddFOp>(reduce.getSingleCombiner());
    if (!add || add.getType().getIntOrFloatBitWidth() > 32)
      return failure();
    auto mul = reduce.getSrcs()[0].getDefiningOp<arith::MulFOp>();
    if (!mul)
      return failure();
    auto lhsBroadcast = mul.getLhs().getDefiningOp<BroadcastOp>();
    auto rhsBroadcast = mul.getRhs().getDefiningOp<BroadcastOp>();
    if (!lhsBroadcast || !rhsBroadcast)
      return failure();
    auto lhsExpand = lhsBroadcast.getSrc().getDefiningOp<ExpandDimsOp>();
    auto rhsExpand = rhsBroadcast.getSrc().getDefiningOp<ExpandDimsOp>();
    if (!lhsExpand || !rhsExpand || lhsExpand.getAxis() != 2 || rhsExpand.getAxis() != 0)
      return failure();
    auto lhsShape = cast<RankedTensorType>(lhsBroadcast.getType()).getShape();
    auto rhsShape = cast<RankedTensorType>(rhsBroadcast.getType()).getShape();
    if (lhsShape.size() != 3 || lhsShape[1] < 16 || rhsShape[1] < 16)
      return failure();
    auto resultType = dyn_cast<RankedTensorType>(reduce.getResult()[0].getType());
    if (!resultType)
      return failure();
    Location loc = reduce.getLoc();
    Value zero = arith::ConstantOp::create(
        rewriter, loc, rewriter.getFloatAttr(resultType.getElementType(), 0.0));
    Value acc = SplatOp::create(rewriter, loc, resultType, zero);
    auto dot = DotOp::create(rewriter, loc, resultType, lhsExpand.getSrc(),
                             rhsExpand.getSrc(), acc, InputPrecision::TF32, 0);
    rewriter.replaceOp(reduce, dot.getResult());
    return success();
  }
};

/// The order of elements does not matter to a reduction of a 1-D tensor.
struct AllowReorderBeforeReduce : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp reshape, PatternRewriter &rewriter) const override {
    if (reshape.getAllowReorder() || reshape.getType().getRank() != 1)
      return failure();
    if (!llvm::all_of(reshape->getUsers(),
                      [](Operation *user) { return isa<ReduceOp, HistogramOp>(user); }))
      return failure();
    rewriter.modifyOpInPlace(reshape, [&] { reshape.setAllowReorder(true); });
    return success();
  }
};

/// reshape(descriptor_load) dropping leading unit dimensions: the load can
/// produce the smaller rank directly.
struct RankReduceDescriptorLoad : OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp reshape, PatternRewriter &rewriter) const override {
    auto load = reshape.getSrc().getDefiningOp<DescriptorLoadOp>();
    if (!load || !load->hasOneUse())
      return failure();
    auto loadShape = cast<RankedTensorType>(load.getType()).getShape();
    auto newShape = reshape.getType().getShape();
    if (newShape.size() >= loadShape.size())
      return failure();
    size_t dropped = loadShape.size() - newShape.size();
    if (!llvm::all_of(loadShape.take_front(dropped), [](int64_t d) { return d == 1; }) ||
        loadShape.drop_front(dropped) != newShape)
      return failure();
    rewriter.modifyOpInPlace(load, [&] { load.getResult().setType(reshape.getType()); });
    rewriter.replaceOp(reshape, load.getResult());
    return success();
  }
};

struct CombineOpsPass : triton::impl::TritonCombineOpsBase<CombineOpsPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    patterns.add<FoldAddIntoDotAccumulator<arith::AddIOp>,
                 FoldAddIntoDotAccumulator<arith::AddFOp>, CombineAddPtr,
                 CombineSelectMaskedLoad, CombineBroadcastMulReduce,
                 AllowReorderBeforeReduce, RankReduceDescriptorLoad>(context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
