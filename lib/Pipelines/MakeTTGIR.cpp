//===- MakeTTGIR.cpp - the make-ttgir pipeline -----------------------------===//
//
// Triton 3.6, NVIDIA backend, make_ttgir for compute capabilities 8.x and
// 9.x (other capabilities get the same sequence), with the passes
// tt-toolkit does not have yet named in brackets:
//
//   convert-triton-to-tritongpu, tritongpu-coalesce, tritongpu-F32DotTC,
//   triton-nvidia-gpu-plan-cta, tritongpu-remove-layout-conversions,
//   tritongpu-optimize-thread-locality, tritongpu-accelerate-matmul,
//   tritongpu-remove-layout-conversions, tritongpu-optimize-dot-operands,
//   triton-nvidia-optimize-descriptor-encoding, triton-loop-aware-cse,
//   tritongpu-fuse-nested-loops, canonicalize, triton-licm, canonicalize,
//   tritongpu-combine-tensor-select-and-if, nvgpu-warp-specialization,
//   tritongpu-assign-latencies, tritongpu-schedule-loops,
//   tritongpu-pipeline, canonicalize,
//   triton-loop-aware-cse, tritongpu-prefetch, tritongpu-optimize-dot-operands,
//   canonicalize, tritongpu-coalesce-async-copy, [optimize-tmem-layouts],
//   triton-nvidia-tma-lowering,
//   tritongpu-remove-layout-conversions, [interleave-tmem],
//   tritongpu-reduce-data-duplication, tritongpu-reorder-instructions,
//   triton-loop-aware-cse, symbol-dce, triton-nvidia-gpu-fence-insertion,
//   [mma-lowering], sccp, cse, canonicalize.
//
// The .ttgir Triton writes is this pipeline's output: its last
// tritongpu-combine-tensor-select-and-if is make_llir's first pass.
//
// What the missing passes mean here: the tmem and mma-lowering passes act
// only on sm_100. Warp specialization acts only on loops that ask for it
// (`tl.range(..., warp_specialize=True)`) and feed dots from descriptor
// loads; what it does differently from Triton's is said in its pass.
// The pipeliner (assign-latencies, schedule-loops, pipeline) pipelines the
// loads that feed dots through shared memory: pointer loads as cp.async,
// tensor-descriptor loads as TMA copies on one mbarrier per buffer. Loads
// used in registers stay unpipelined (PipelineLowerLoops.cpp);
// tma-lowering makes each descriptor load left one TMA copy waited for on
// the spot.
// triton-nvidia-gpu-plan-cta splits work over a cluster when num-ctas > 1;
// the constructs it cannot plan are reported on the op.
//
//===----------------------------------------------------------------------===//

#include "tt/Pipelines/Pipelines.h"

#include "tt/Conversion/TritonToTritonGPU/Passes.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

LogicalResult tt::buildMakeTTGIRPipeline(OpPassManager &pm, const MakeTTGIROptions &options,
                                         function_ref<LogicalResult(const Twine &)> onError) {
  StringRef target = options.target;
  if (!target.starts_with("cuda:"))
    return onError("make-ttgir: target '" + options.target +
                   "' is not of the form cuda:<compute capability>, e.g. cuda:90");
  int capability = 0;
  if (StringRef(target).drop_front(5).getAsInteger(10, capability))
    return onError("make-ttgir: target '" + options.target +
                   "' does not end in a compute capability, e.g. cuda:90");
  triton::ConvertTritonToTritonGPUOptions convert;
  convert.target = options.target;
  convert.numWarps = options.numWarps;
  convert.threadsPerWarp = options.threadsPerWarp;
  convert.numCTAs = options.numCTAs;
  pm.addPass(triton::createConvertTritonToTritonGPU(convert));
  pm.addPass(triton::gpu::createTritonGPUCoalesce());
  pm.addPass(triton::gpu::createTritonGPUF32DotTC({/*emuTF32=*/capability / 10 >= 8}));
  pm.addPass(triton::nvidia_gpu::createTritonGPUPlanCTAPass());
  pm.addPass(triton::gpu::createTritonGPURemoveLayoutConversions());
  pm.addPass(triton::gpu::createTritonGPUOptimizeThreadLocality());
  pm.addPass(triton::gpu::createTritonGPUAccelerateMatmul());
  pm.addPass(triton::gpu::createTritonGPURemoveLayoutConversions());
  pm.addPass(triton::gpu::createTritonGPUOptimizeDotOperands({capability >= 80}));
  pm.addPass(triton::nvidia_gpu::createTritonNvidiaGPUOptimizeDescriptorEncoding());
  pm.addPass(triton::createTritonLoopAwareCSE());
  pm.addPass(triton::gpu::createTritonGPUFuseNestedLoops());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::createTritonLoopInvariantCodeMotion());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::gpu::createTritonGPUCombineTensorSelectAndIf());
  triton::nvidia_gpu::NVGPUWarpSpecializationOptions warpSpecialization;
  warpSpecialization.numStages = options.numStages;
  pm.addPass(triton::nvidia_gpu::createNVGPUWarpSpecialization(warpSpecialization));
  pm.addPass(triton::gpu::createTritonGPUAssignLatencies({options.numStages}));
  pm.addPass(triton::gpu::createTritonGPUScheduleLoops());
  pm.addPass(triton::gpu::createTritonGPUPipeline({options.numStages}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::createTritonLoopAwareCSE());
  pm.addPass(triton::gpu::createTritonGPUPrefetch());
  pm.addPass(triton::gpu::createTritonGPUOptimizeDotOperands({capability >= 80}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(triton::gpu::createTritonGPUCoalesceAsyncCopy());
  pm.addPass(triton::nvidia_gpu::createTritonNvidiaGPUTMALowering());
  pm.addPass(triton::gpu::createTritonGPURemoveLayoutConversions());
  pm.addPass(triton::gpu::createTritonGPUReduceDataDuplication());
  pm.addPass(triton::gpu::createTritonGPUReorderInstructions());
  pm.addPass(triton::createTritonLoopAwareCSE());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(triton::nvidia_gpu::createTritonGPUFenceInsertion({capability}));
  pm.addPass(createSCCPPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  return success();
}
