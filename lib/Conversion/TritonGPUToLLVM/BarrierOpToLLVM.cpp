//===- BarrierOpToLLVM.cpp - CTA barriers ---------------------------------===//
//
// ttg.local_barrier (what the Membar analysis inserts between conflicting
// shared-memory accesses) -> bar.sync 0.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"

#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

struct LocalBarrierOpConversion : OpConversionPattern<triton::gpu::LocalBarrierOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::gpu::LocalBarrierOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::Barrier0Op>(op);
    return success();
  }
};

} // namespace

void mlir::triton::populateBarrierOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                   RewritePatternSet &patterns) {
  patterns.add<LocalBarrierOpConversion>(converter, patterns.getContext());
}
