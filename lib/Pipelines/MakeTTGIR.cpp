//===- MakeTTGIR.cpp - the make-ttgir pipeline -----------------------------===//
//
// Triton 3.6, NVIDIA backend, make_ttgir (compute capability 9.x), with the
// passes tt-toolkit does not have yet left out and named in brackets:
//
//   convert-triton-to-tritongpu, tritongpu-coalesce, [F32DotTC],
//   triton-nvidia-gpu-plan-cta, tritongpu-remove-layout-conversions,
//   tritongpu-optimize-thread-locality, [accelerate-matmul],
//   tritongpu-remove-layout-conversions, [optimize-dot-operands],
//   canonicalize, [optimize-descriptor-encoding], triton-loop-aware-cse,
//   tritongpu-fuse-nested-loops, canonicalize, triton-licm, canonicalize,
//   tritongpu-combine-tensor-select-and-if, [warp-specialization,
//   assign-latencies, schedule-loops, pipeline], canonicalize,
//   triton-loop-aware-cse, [prefetch, optimize-dot-operands], canonicalize,
//   [coalesce-async-copy, optimize-tmem-layouts, tma-lowering],
//   tritongpu-remove-layout-conversions, [interleave-tmem],
//   tritongpu-reduce-data-duplication, tritongpu-reorder-instructions,
//   triton-loop-aware-cse, symbol-dce, [fence-insertion, mma-lowering],
//   sccp, cse, canonicalize, tritongpu-combine-tensor-select-and-if.
//
// The bracketed passes change nothing on kernels without tensor-core dots;
// a module with tt.dot is refused rather than compiled without them.
// triton-nvidia-gpu-plan-cta splits work over a cluster when num-ctas > 1;
// the constructs it cannot plan are reported on the op.
//
//===----------------------------------------------------------------------===//

#include "Pipelines/Pipelines.h"

#include "Conversion/TritonToTritonGPU/Passes.h"
#include "Dialect/Triton/IR/Dialect.h"
#include "Dialect/Triton/Transforms/Passes.h"
#include "Dialect/TritonGPU/Transforms/Passes.h"
#include "Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

namespace {
/// Stops make-ttgir on modules it cannot compile faithfully yet.
struct RefuseTensorCoreDots
    : public PassWrapper<RefuseTensorCoreDots, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RefuseTensorCoreDots)

  StringRef getArgument() const final { return "tt-refuse-tensor-core-dots"; }
  StringRef getDescription() const final {
    return "Fail on tt.dot / tt.dot_scaled: make-ttgir's guard until the tensor-core "
           "passes exist";
  }

  void runOnOperation() override {
    WalkResult result = getOperation().walk([](Operation *op) {
      if (!isa<triton::DotOp, triton::DotScaledOp>(op))
        return WalkResult::advance();
      op->emitError("make-ttgir: tt-toolkit does not implement the tensor-core passes yet "
                    "(accelerate-matmul, optimize-dot-operands, F32DotTC, assign-latencies, "
                    "schedule-loops, pipeline, prefetch, TMA lowering, fence insertion), so a "
                    "module with a dot is not compiled; run the passes it has one by one");
      return WalkResult::interrupt();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace

// Registered so that a crash reproducer of make-ttgir, which names every pass
// of the pipeline, can be replayed with --run-reproducer.
void tt::registerMakeTTGIRPasses() { PassRegistration<RefuseTensorCoreDots>(); }

LogicalResult tt::buildMakeTTGIRPipeline(OpPassManager &pm, const MakeTTGIROptions &options,
                                         function_ref<LogicalResult(const Twine &)> onError) {
  StringRef target = options.target;
  if (!target.starts_with("cuda:"))
    return onError("make-ttgir: target '" + options.target +
                   "' is not of the form cuda:<compute capability>, e.g. cuda:90");
  pm.addPass(std::make_unique<RefuseTensorCoreDots>());
  triton::ConvertTritonToTritonGPUOptions convert;
  convert.target = options.target;
  convert.numWarps = options.numWarps;
  convert.threadsPerWarp = options.threadsPerWarp;
  convert.numCTAs = options.numCTAs;
  pm.addPass(triton::createConvertTritonToTritonGPU(convert));
  pm.addPass(triton::gpu::createTritonGPUCoalesce());
  pm.addPass(triton::nvidia_gpu::createTritonGPUPlanCTAPass());
  pm.addPass(triton::gpu::createTritonGPURemoveLayoutConversions());
  pm.addPass(triton::gpu::createTritonGPUOptimizeThreadLocality());
  pm.addPass(triton::gpu::createTritonGPURemoveLayoutConversions());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::createTritonLoopAwareCSE());
  pm.addPass(triton::gpu::createTritonGPUFuseNestedLoops());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::createTritonLoopInvariantCodeMotion());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::gpu::createTritonGPUCombineTensorSelectAndIf());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::createTritonLoopAwareCSE());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::gpu::createTritonGPURemoveLayoutConversions());
  pm.addPass(triton::gpu::createTritonGPUReduceDataDuplication());
  pm.addPass(triton::gpu::createTritonGPUReorderInstructions());
  pm.addPass(triton::createTritonLoopAwareCSE());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createSCCPPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::gpu::createTritonGPUCombineTensorSelectAndIf());
  return success();
}
