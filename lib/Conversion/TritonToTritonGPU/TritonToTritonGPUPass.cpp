//===- TritonToTritonGPUPass.cpp - convert-triton-to-tritongpu -------------===//
//
// Assembles the pattern sets of each op family and runs them as one partial
// conversion, after recording the module's target, warps, lanes and CTAs.
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/TritonToTritonGPU/Passes.h"

#include "TritonGPUConversion.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTTRITONTOTRITONGPU
#include "tt/Conversion/TritonToTritonGPU/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

struct ConvertTritonToTritonGPUPass
    : public mlir::triton::impl::ConvertTritonToTritonGPUBase<ConvertTritonToTritonGPUPass> {
  using ConvertTritonToTritonGPUBase::ConvertTritonToTritonGPUBase;

  LogicalResult checkOptions(ModuleOp module) {
    if (target.getValue().empty())
      return emitError(module.getLoc(),
                       "'convert-triton-to-tritongpu' requires the 'target' option "
                       "(e.g. target=cuda:90)");
    auto checkPowerOfTwo = [&](int32_t value, StringRef name) -> LogicalResult {
      if (value >= 1 && llvm::isPowerOf2_32(value))
        return success();
      return emitError(module.getLoc(), "'convert-triton-to-tritongpu' option '")
             << name << "' must be a positive power of two, got " << value;
    };
    return success(succeeded(checkPowerOfTwo(numWarps, "num-warps")) &&
                   succeeded(checkPowerOfTwo(threadsPerWarp, "threads-per-warp")) &&
                   succeeded(checkPowerOfTwo(numCTAs, "num-ctas")));
  }

  /// Tensors that already have a layout keep it (the type converter leaves
  /// them), so the module's warps, lanes and CTAs may change only where no
  /// tensor has one: otherwise the pass would leave layouts that the module
  /// it rewrote no longer fits. Refused on the first such tensor's op.
  LogicalResult refuseConflictingLayouts(ModuleOp module) {
    Operation *laidOut =
        findTensor(module, [](RankedTensorType tensor) { return bool(tensor.getEncoding()); })
            .first;
    if (!laidOut)
      return success();
    struct Setting {
      StringRef attr, option;
      int requested;
    };
    for (Setting setting : {Setting{TritonGPUDialect::getNumWarpsAttrName(), "num-warps", numWarps},
                            Setting{TritonGPUDialect::getThreadsPerWarpAttrName(),
                                    "threads-per-warp", threadsPerWarp},
                            Setting{TritonGPUDialect::getNumCTAsAttrName(), "num-ctas", numCTAs}}) {
      auto current = module->getAttrOfType<IntegerAttr>(setting.attr);
      if (current && current.getInt() != setting.requested)
        return laidOut->emitOpError()
               << "has tensors already laid out for " << setting.attr << " = "
               << current.getInt() << "; 'convert-triton-to-tritongpu' with " << setting.option
               << "=" << setting.requested << " would leave their layouts invalid";
    }
    return success();
  }

  /// A distributed layout needs a dimension to give lanes and warps: a 0-d tensor (which only
  /// hand-written IR holds: Triton's front end forbids 0-d blocks and joins scalars as 1-element
  /// tensors) has no layout to take, so it is refused on its op rather than given a wrong one.
  static LogicalResult refuseZeroRankTensors(ModuleOp module) {
    auto [op, tensor] = findTensor(module, [](RankedTensorType tensor) {
      return tensor.getRank() == 0 && !tensor.getEncoding();
    });
    if (!op)
      return success();
    return op->emitOpError() << "has a 0-d tensor " << tensor
                             << ", which has no distributed layout: use a 1-element tensor "
                                "(tensor<1x...>) or a scalar";
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(checkOptions(module)) || failed(refuseZeroRankTensors(module)) ||
        failed(refuseConflictingLayouts(module)))
      return signalPassFailure();

    MLIRContext *context = &getContext();
    TritonGPUTypeConverter typeConverter(context, numWarps, threadsPerWarp, numCTAs,
                                         enableSourceRemat);
    TritonGPUConversionTarget conversionTarget(*context, typeConverter);
    RewritePatternSet patterns(context);
    populateArithMathPatterns(typeConverter, patterns);
    populateTritonOpPatterns(typeConverter, patterns);
    populateControlFlowPatterns(typeConverter, patterns);
    populateFuncPatterns(typeConverter, patterns);

    Builder b(context);
    module->setAttr(TritonGPUDialect::getNumWarpsAttrName(), b.getI32IntegerAttr(numWarps));
    module->setAttr(TritonGPUDialect::getThreadsPerWarpAttrName(),
                    b.getI32IntegerAttr(threadsPerWarp));
    module->setAttr(TritonGPUDialect::getNumCTAsAttrName(), b.getI32IntegerAttr(numCTAs));
    module->setAttr(TritonGPUDialect::getTargetAttrName(), b.getStringAttr(target.getValue()));

    if (failed(applyPartialConversion(module, conversionTarget, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace
