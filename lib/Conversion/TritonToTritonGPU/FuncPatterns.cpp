//===- FuncPatterns.cpp - tt.func, tt.call and tt.return to TTGIR ----------===//

#include "TritonGPUConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The function takes and returns converted types; its body moves into the
/// new function with its entry block converted to match.
struct FuncPattern : public OpConversionPattern<FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(FuncOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = op.getFunctionType();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    for (auto [i, input] : llvm::enumerate(type.getInputs())) {
      Type converted = converter.convertType(input);
      if (!converted)
        return rewriter.notifyMatchFailure(op, "argument types do not convert");
      signature.addInputs(i, converted);
    }
    SmallVector<Type> results;
    if (failed(converter.convertTypes(type.getResults(), results)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    auto newType = FunctionType::get(getContext(), signature.getConvertedTypes(), results);

    auto newOp = FuncOp::create(rewriter, op.getLoc(), op.getName(), newType);
    for (NamedAttribute attr : op->getAttrs())
      if (attr.getName() != op.getFunctionTypeAttrName())
        newOp->setAttr(attr.getName(), attr.getValue());
    rewriter.inlineRegionBefore(op.getBody(), newOp.getBody(), newOp.getBody().end());
    if (!newOp.getBody().empty() &&
        failed(rewriter.convertRegionTypes(&newOp.getBody(), converter, &signature)))
      return rewriter.notifyMatchFailure(op, "body types do not convert");
    rewriter.eraseOp(op);
    return success();
  }
};

/// A call passes and receives converted types.
struct CallPattern : public OpConversionPattern<CallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(CallOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> results;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), results)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    auto newOp =
        rewriter.replaceOpWithNewOp<CallOp>(op, op.getCallee(), results, adaptor.getOperands());
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

} // namespace

void mlir::triton::gpu::populateFuncPatterns(const TritonGPUTypeConverter &typeConverter,
                                             RewritePatternSet &patterns) {
  patterns.add<FuncPattern, CallPattern, GenericOpPattern<ReturnOp>>(typeConverter,
                                                                     patterns.getContext());
}
