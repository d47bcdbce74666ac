//===- MakeTTIR.cpp - the make-ttir pipeline ------------------------------===//
//
// Triton 3.6, NVIDIA backend, make_ttir:
//   inliner, rewrite-tensor-pointer, [rewrite-tensor-descriptor-to-pointer
//   below sm_90], canonicalize, combine, reorder-broadcast, cse, symbol-dce,
//   loop-unroll.
// The inliner is MLIR's, with its default canonicalize pipeline run on each
// function it changes, as in Triton.
//
//===----------------------------------------------------------------------===//

#include "tt/Pipelines/Pipelines.h"

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

/// The compute capability in "cuda:<cc>", or nullopt.
static std::optional<int> parseCudaCapability(StringRef target) {
  int capability = 0;
  if (!target.consume_front("cuda:") || target.getAsInteger(10, capability))
    return std::nullopt;
  return capability;
}

LogicalResult tt::buildMakeTTIRPipeline(OpPassManager &pm, const MakeTTIROptions &options,
                                        function_ref<LogicalResult(const Twine &)> onError) {
  std::optional<int> capability = parseCudaCapability(options.target);
  if (!capability)
    return onError("make-ttir: target '" + options.target +
                   "' is not of the form cuda:<compute capability>, e.g. cuda:90");
  pm.addPass(createInlinerPass());
  pm.addPass(triton::createTritonRewriteTensorPointer());
  if (*capability / 10 < 9)
    pm.addPass(triton::createTritonRewriteTensorDescriptorToPointer());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::createTritonCombineOps());
  pm.addPass(triton::createTritonReorderBroadcast());
  pm.addPass(createCSEPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(triton::createTritonLoopUnroll());
  return success();
}

void tt::registerPipelines() {
  // Registered by hand rather than with PassPipelineRegistration so that a
  // bad option is an error, not a silently different pipeline.
  registerPassPipeline(
      "make-ttir", "Triton 3.6's make_ttir stage (NVIDIA): inline, simplify, combine",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> onError) {
        MakeTTIROptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        return buildMakeTTIRPipeline(pm, options, onError);
      },
      [](function_ref<void(const detail::PassOptions &)> printOptions) {
        printOptions(MakeTTIROptions());
      });
  registerPassPipeline(
      "make-ttgir",
      "Triton 3.6's make_ttgir stage (NVIDIA); lib/Pipelines/MakeTTGIR.cpp lists what it lacks",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> onError) {
        MakeTTGIROptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        return buildMakeTTGIRPipeline(pm, options, onError);
      },
      [](function_ref<void(const detail::PassOptions &)> printOptions) {
        printOptions(MakeTTGIROptions());
      });
  registerPassPipeline(
      "make-llir", "Triton 3.6's make_llir stage (NVIDIA): TTGIR to the LLVM and NVVM dialects",
      [](OpPassManager &pm, StringRef optionsText,
         function_ref<LogicalResult(const Twine &)> onError) {
        MakeLLIROptions options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        return buildMakeLLIRPipeline(pm, options, onError);
      },
      [](function_ref<void(const detail::PassOptions &)> printOptions) {
        printOptions(MakeLLIROptions());
      });
}
