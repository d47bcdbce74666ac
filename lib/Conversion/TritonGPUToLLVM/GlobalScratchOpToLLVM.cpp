//===- GlobalScratchOpToLLVM.cpp - ttg.global_scratch_alloc ---------------===//
//
// A global-scratch buffer is an offset into the program's slice of the
// kernel's global-scratch parameter (the second-last of the lowered
// kernel): base + linear program id * ttg.global_scratch_memory_size +
// ttg.global_scratch_memory_offset, both set by
// tritongpu-global-scratch-memory-allocation. In a device function the
// offset is into the slice its caller passed (getGlobalScratchPtr,
// Utility.h). The launcher allocates size * number of programs bytes.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

struct GlobalScratchAllocOpConversion : OpConversionPattern<triton::gpu::GlobalScratchAllocOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::gpu::GlobalScratchAllocOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto offset = op->getAttrOfType<IntegerAttr>("ttg.global_scratch_memory_offset");
    auto module = op->getParentOfType<ModuleOp>();
    // A buffer of no bytes gets no offset; any address in the slice does.
    if ((!offset && op.getNbytes() != 0) || !module->hasAttr("ttg.global_scratch_memory_size"))
      return op.emitError("global scratch is not allocated: run "
                          "tritongpu-global-scratch-memory-allocation first");
    Value ptr =
        getGlobalScratchPtr(rewriter, op.getLoc(), op, offset ? int32_t(offset.getInt()) : 0);
    if (!ptr)
      return rewriter.notifyMatchFailure(op, "its function is not lowered");
    rewriter.replaceOp(op, ptr);
    return success();
  }
};

} // namespace

void mlir::triton::populateGlobalScratchOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                         RewritePatternSet &patterns) {
  patterns.add<GlobalScratchAllocOpConversion>(converter, patterns.getContext());
}
