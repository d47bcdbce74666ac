//===- ConvertLayoutOpToLLVM.cpp - ttg.convert_layout ---------------------===//
//
// Conversions whose elements stay in the thread that holds them (the
// layouts differ only in how registers are numbered) renumber registers.
// Conversions through warp shuffles or shared memory are not lowered yet.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

struct ConvertLayoutOpConversion : OpConversionPattern<triton::gpu::ConvertLayoutOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::gpu::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto identity = [](ArrayRef<int32_t> coords) { return SmallVector<int32_t>(coords); };
    return rewriteAsRegisterMove(op, op.getSrc(), adaptor.getSrc(), identity, *getTypeConverter(),
                                 rewriter);
  }
};

} // namespace

void mlir::triton::populateConvertLayoutOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                         RewritePatternSet &patterns) {
  patterns.add<ConvertLayoutOpConversion>(converter, patterns.getContext());
}
