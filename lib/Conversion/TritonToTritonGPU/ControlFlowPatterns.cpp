//===- ControlFlowPatterns.cpp - scf, cf and ub ops to TTGIR ---------------===//
//
// Structured and unstructured control flow keeps its shape: results, loop
// carried values and block arguments take the converted types, terminators
// pass their operands in the layout their parent expects.
//
//===----------------------------------------------------------------------===//

#include "TritonGPUConversion.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// Replaces `op` with a copy that has `operands` and `resultTypes` and takes
/// over its regions, their block arguments converted.
LogicalResult replaceWithRetypedCopy(Operation *op, ValueRange operands, TypeRange resultTypes,
                                     const TypeConverter &converter,
                                     ConversionPatternRewriter &rewriter) {
  Operation *newOp = rewriter.cloneWithoutRegions(*op);
  for (auto [from, to] : llvm::zip(op->getRegions(), newOp->getRegions())) {
    rewriter.inlineRegionBefore(from, to, to.end());
    if (failed(rewriter.convertRegionTypes(&to, converter)))
      return rewriter.notifyMatchFailure(op, "region types do not convert");
  }
  newOp->setOperands(operands);
  for (auto [result, type] : llvm::zip(newOp->getResults(), resultTypes))
    result.setType(type);
  rewriter.replaceOp(op, newOp->getResults());
  return success();
}

/// scf.for and scf.if: the body (the branches) move into a copy of the op
/// whose operands, iter_args and results take the converted types.
template <typename OpTy> struct RetypedCopyPattern : public OpConversionPattern<OpTy> {
  using OpConversionPattern<OpTy>::OpConversionPattern;

  LogicalResult matchAndRewrite(OpTy op, typename OpTy::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(), resultTypes)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    return replaceWithRetypedCopy(op, adaptor.getOperands(), resultTypes, *this->getTypeConverter(),
                                  rewriter);
  }
};

/// scf.while: both regions move, their arguments converted.
struct WhilePattern : public OpConversionPattern<scf::WhileOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(scf::WhileOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op->getResultTypes(), resultTypes)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    auto newOp = scf::WhileOp::create(rewriter, op.getLoc(), resultTypes, adaptor.getOperands());
    addNamedAttrs(newOp, op->getAttrDictionary());
    for (unsigned i : {0u, 1u}) {
      Region &region = newOp->getRegion(i);
      rewriter.inlineRegionBefore(op->getRegion(i), region, region.end());
      if (failed(rewriter.convertRegionTypes(&region, *getTypeConverter())))
        return rewriter.notifyMatchFailure(op, "region types do not convert");
    }
    rewriter.replaceOp(op, newOp.getResults());
    return success();
  }
};

/// scf.condition: operands in the converted types of the after region.
struct ConditionPattern : public OpConversionPattern<scf::ConditionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(scf::ConditionOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.modifyOpInPlace(op, [&] { op->setOperands(adaptor.getOperands()); });
    return success();
  }
};

/// cf.br: the destination's region gets its block arguments converted.
struct BranchPattern : public OpConversionPattern<cf::BranchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(cf::BranchOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto newOp =
        rewriter.replaceOpWithNewOp<cf::BranchOp>(op, op.getSuccessor(), adaptor.getOperands());
    addNamedAttrs(newOp, op->getAttrDictionary());
    if (failed(rewriter.convertRegionTypes(newOp.getSuccessor()->getParent(), *getTypeConverter())))
      return failure();
    return success();
  }
};

/// cf.cond_br: likewise for both destinations.
struct CondBranchPattern : public OpConversionPattern<cf::CondBranchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(cf::CondBranchOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto newOp = rewriter.replaceOpWithNewOp<cf::CondBranchOp>(
        op, adaptor.getCondition(), op.getTrueDest(), adaptor.getTrueDestOperands(),
        op.getFalseDest(), adaptor.getFalseDestOperands());
    addNamedAttrs(newOp, op->getAttrDictionary());
    if (failed(
            rewriter.convertRegionTypes(newOp.getTrueDest()->getParent(), *getTypeConverter())) ||
        failed(rewriter.convertRegionTypes(newOp.getFalseDest()->getParent(), *getTypeConverter())))
      return failure();
    return success();
  }
};

} // namespace

void mlir::triton::gpu::populateControlFlowPatterns(const TritonGPUTypeConverter &typeConverter,
                                                    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<GenericOpPattern<scf::YieldOp>, RetypedCopyPattern<scf::ForOp>,
               RetypedCopyPattern<scf::IfOp>, WhilePattern, ConditionPattern>(typeConverter,
                                                                              context);
  patterns.add<BranchPattern, CondBranchPattern>(typeConverter, context);
  patterns.add<GenericOpPattern<ub::PoisonOp>>(typeConverter, context);
}
