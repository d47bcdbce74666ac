//===- MakeRangeOpToLLVM.cpp - tt.make_range ------------------------------===//
//
// Each register holds start + its element's coordinate, read off the
// result's linear layout for this thread.
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
      Value value = coords[0];
      if (op.getStart() != 0)
        value = LLVM::AddOp::create(rewriter, loc, value, i32Const(rewriter, loc, op.getStart()));
      elements.push_back(value);
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
