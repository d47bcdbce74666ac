//===- Passes.td - `ttng` transformations ------------------*- tablegen -*-===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonGPUPlanCTAPass : Pass<"triton-nvidia-gpu-plan-cta", "::mlir::ModuleOp"> {
  let summary = "plan CTA";
  let description = [{
    Chooses how the tensors of dots, reductions and stores split over the
    CTAs of a cluster. A module of one CTA (`ttg.num-ctas` = 1, or absent)
    has nothing to plan and is left unchanged. Planning for clusters of
    several CTAs is not implemented yet: such a module gets an error and
    the pass fails rather than going on with an unplanned layout.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

#endif // TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_PASSES_TD
