//===- ReorderBroadcast.cpp - triton-reorder-broadcast --------------------===//
//
// Elementwise ops over splats and broadcasts compute on the small operand
// and expand the result instead.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONREORDERBROADCAST
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// The splat value of a dense splat constant, if `op` is one.
Attribute getSplatConstant(Operation *op) {
  DenseElementsAttr dense;
  if (op && matchPattern(op, m_Constant(&dense)) && dense.isSplat())
    return dense.getSplatValue<Attribute>();
  return {};
}

bool isSplatLike(Operation *op) { return isa<SplatOp>(op) || getSplatConstant(op); }

/// A copy of `op` over new operands and result types, same attributes.
Operation *cloneWithTypes(PatternRewriter &rewriter, Operation *op, ValueRange operands,
                          TypeRange resultTypes) {
  OperationState state(op->getLoc(), op->getName());
  state.addOperands(operands);
  state.addTypes(resultTypes);
  state.addAttributes(op->getAttrs());
  return rewriter.create(state);
}

bool isMovableElementwise(Operation *op) {
  return op->hasTrait<mlir::OpTrait::Elementwise>() && isMemoryEffectFree(op) &&
         op->getNumOperands() > 0 && op->getNumRegions() == 0 &&
         llvm::all_of(op->getResultTypes(), [](Type t) { return isa<RankedTensorType>(t); });
}

/// elementwise(splat(a), splat(b), ...) -> splat(elementwise(a, b, ...))
struct MoveSplatAfterElementwise : RewritePattern {
  MoveSplatAfterElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!isMovableElementwise(op))
      return failure();
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def || !isSplatLike(def))
        return failure();
    }
    Location loc = op->getLoc();
    SmallVector<Value> scalars;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (auto splat = dyn_cast<SplatOp>(def)) {
        scalars.push_back(splat.getSrc());
        continue;
      }
      Type elementType = getElementTypeOrSelf(operand.getType());
      scalars.push_back(
          arith::ConstantOp::materialize(rewriter, getSplatConstant(def), elementType, loc));
    }
    SmallVector<Type> scalarTypes;
    for (Type t : op->getResultTypes())
      scalarTypes.push_back(getElementTypeOrSelf(t));
    Operation *scalarOp = cloneWithTypes(rewriter, op, scalars, scalarTypes);
    SmallVector<Value> results;
    for (auto [type, value] : llvm::zip(op->getResultTypes(), scalarOp->getResults()))
      results.push_back(SplatOp::create(rewriter, loc, type, value));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// elementwise(broadcast(a), splat(b), ...) -> broadcast(elementwise(a, splat(b), ...))
struct MoveBroadcastAfterElementwise : RewritePattern {
  MoveBroadcastAfterElementwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op, PatternRewriter &rewriter) const override {
    if (!isMovableElementwise(op))
      return failure();
    RankedTensorType srcType;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (!def)
        return failure();
      if (auto broadcast = dyn_cast<BroadcastOp>(def)) {
        auto type = cast<RankedTensorType>(broadcast.getSrc().getType());
        if (srcType && srcType.getShape() != type.getShape())
          return failure();
        srcType = type;
      } else if (!isSplatLike(def)) {
        return failure();
      }
    }
    if (!srcType)
      return failure();

    Location loc = op->getLoc();
    auto reshaped = [&](Type type) {
      return RankedTensorType::get(srcType.getShape(), getElementTypeOrSelf(type),
                                   srcType.getEncoding());
    };
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      Operation *def = operand.getDefiningOp();
      if (auto broadcast = dyn_cast<BroadcastOp>(def)) {
        operands.push_back(broadcast.getSrc());
      } else if (auto splat = dyn_cast<SplatOp>(def)) {
        operands.push_back(SplatOp::create(rewriter, loc, reshaped(operand.getType()),
                                           splat.getSrc()));
      } else {
        auto type = reshaped(operand.getType());
        operands.push_back(arith::ConstantOp::create(
            rewriter, loc, type, SplatElementsAttr::get(type, getSplatConstant(def))));
      }
    }
    SmallVector<Type> smallTypes;
    for (Type t : op->getResultTypes())
      smallTypes.push_back(reshaped(t));
    Operation *smallOp = cloneWithTypes(rewriter, op, operands, smallTypes);
    SmallVector<Value> results;
    for (auto [type, value] : llvm::zip(op->getResultTypes(), smallOp->getResults()))
      results.push_back(BroadcastOp::create(rewriter, loc, type, value));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct ReorderBroadcastPass
    : triton::impl::TritonReorderBroadcastBase<ReorderBroadcastPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    BroadcastOp::getCanonicalizationPatterns(patterns, context);
    ExpandDimsOp::getCanonicalizationPatterns(patterns, context);
    patterns.add<MoveBroadcastAfterElementwise, MoveSplatAfterElementwise>(context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
