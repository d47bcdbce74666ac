//===- MakeRangeOpToLLVM.cpp - tt.make_range ------------------------------===//
//
// Each register holds start + its element's coordinate, read off the
// result's linear layout for this thread. The add is emitted for a start of
// 0 too, as Triton's lowering does: LLVM folds it, and tests written for
// triton-opt count it (Triton's dedup-by-constancy.mlir).
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

struct MakeRangeOpConversion : OpConversionPattern<triton::MakeRangeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::MakeRangeOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    std::optional<tt::LinearLayout> layout = getDistributedLayout(op.getType());
    if (!layout)
      return rewriter.notifyMatchFailure(op, "result has no distributed layout");
    Location loc = op.getLoc();
    Value tid = getThreadId(rewriter, loc);
    SmallVector<Value> elements;
    for (SmallVector<Value> &coords : emitIndices(rewriter, loc, *layout, tid)) {
      elements.push_back(
          LLVM::AddOp::create(rewriter, loc, coords[0], i32Const(rewriter, loc, op.getStart())));
    }
    Type structType = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, elements));
    return success();
  }
};

} // namespace

void mlir::triton::populateMakeRangeOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                     RewritePatternSet &patterns) {
  patterns.add<MakeRangeOpConversion>(converter, patterns.getContext());
}
