//===- ViewOpToLLVM.cpp - splat and data-free shape changes ---------------===//
//
// tt.splat repeats a scalar in every register. tt.expand_dims, tt.broadcast
// and tt.trans only renumber registers (rewriteAsRegisterMove, Utility.h):
// the result's register r holds the element at coordinates L_dst(r), which
// the source holds in the register whose coordinates are those mapped back
// to the source; valid when every lane and warp basis maps onto the
// source's, which is checked.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "Dialect/Triton/IR/Dialect.h"
#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

struct SplatOpConversion : OpConversionPattern<triton::SplatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::SplatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type structType = getTypeConverter()->convertType(op.getType());
    if (!structType || !getDistributedLayout(op.getType()))
      return failure();
    SmallVector<Value> elements(getNumRegisters(op.getType()), adaptor.getSrc());
    rewriter.replaceOp(op, packElements(rewriter, op.getLoc(), structType, elements));
    return success();
  }
};

struct ExpandDimsOpConversion : OpConversionPattern<triton::ExpandDimsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::ExpandDimsOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    unsigned axis = op.getAxis();
    auto drop = [axis](ArrayRef<int32_t> coords) {
      SmallVector<int32_t> out(coords);
      out.erase(out.begin() + axis);
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), drop, *getTypeConverter(),
                                 rewriter);
  }
};

struct BroadcastOpConversion : OpConversionPattern<triton::BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<int64_t> srcShape(cast<RankedTensorType>(op.getSrc().getType()).getShape());
    auto clamp = [srcShape](ArrayRef<int32_t> coords) {
      SmallVector<int32_t> out(coords);
      for (auto [d, size] : llvm::enumerate(srcShape))
        if (size == 1)
          out[d] = 0;
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), clamp, *getTypeConverter(),
                                 rewriter);
  }
};

struct TransOpConversion : OpConversionPattern<triton::TransOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::TransOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<int32_t> order(op.getOrder());
    auto permute = [order](ArrayRef<int32_t> coords) {
      SmallVector<int32_t> out(coords.size());
      for (auto [i, o] : llvm::enumerate(order))
        out[o] = coords[i];
      return out;
    };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), permute, *getTypeConverter(),
                                 rewriter);
  }
};

} // namespace

void mlir::triton::populateViewOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<SplatOpConversion, ExpandDimsOpConversion, BroadcastOpConversion,
               TransOpConversion>(converter, patterns.getContext());
}
