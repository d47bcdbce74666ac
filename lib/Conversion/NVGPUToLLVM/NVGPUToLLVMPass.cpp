//===- NVGPUToLLVMPass.cpp - convert-nv-gpu-to-llvm ------------------------===//
//
// 1. checkOpsLowerable and checkTensorMemoryBaseLowerable: every op that
//    cannot be lowered gets a located error, and nothing is rewritten;
// 2. the per-op patterns (NVGPUOpToLLVM.cpp) through the greedy driver, as
//    Triton 3.6 applies them: its folding puts the constants they create at
//    the top of each function or partition and merges equal ones, which is
//    the IR Triton prints;
// 3. the tensor-memory base (TensorMemoryBase.cpp);
// 4. anything of the nvg dialect still there is an error (an op the
//    patterns do not know).
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/NVGPUToLLVM/Passes.h"

#include "PatternNVGPUOpToLLVM.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTNVGPUTOLLVM
#include "tt/Conversion/NVGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
namespace ttn = mlir::triton::nvgpu;

namespace {

/// A located error on every op of the nvg dialect left in `module`.
LogicalResult checkNothingLeft(ModuleOp module) {
  bool ok = true;
  module.walk([&](Operation *op) {
    if (isa_and_nonnull<ttn::NVGPUDialect>(op->getDialect()) || isa<triton::gpu::WarpIdOp>(op)) {
      op->emitOpError("was not lowered to LLVM");
      ok = false;
    }
  });
  return success(ok);
}

struct ConvertNVGPUToLLVM : triton::impl::ConvertNVGPUToLLVMBase<ConvertNVGPUToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(ttn::checkOpsLowerable(module)) ||
        failed(ttn::checkTensorMemoryBaseLowerable(module)))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    ttn::populateNVGPUToLLVMPatterns(patterns);
    if (failed(applyPatternsGreedily(module, std::move(patterns)))) {
      module.emitError("convert-nv-gpu-to-llvm: the rewrites did not converge");
      return signalPassFailure();
    }
    ttn::lowerTensorMemoryBase(module);
    if (failed(checkNothingLeft(module)))
      signalPassFailure();
  }
};

} // namespace
