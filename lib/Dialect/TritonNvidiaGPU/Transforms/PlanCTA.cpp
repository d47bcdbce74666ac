//===- PlanCTA.cpp - CTA tilings for clusters -----------------------------===//

#include "Dialect/TritonNvidiaGPU/Transforms/Passes.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUPLANCTAPASS
#include "Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

struct PlanCTAPass
    : public mlir::triton::nvidia_gpu::impl::TritonGPUPlanCTAPassBase<PlanCTAPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // One CTA: every layout already covers the whole tensor in that CTA.
    int numCTAs = TritonGPUDialect::getNumCTAs(module);
    if (numCTAs == 1)
      return;
    module.emitError() << "triton-nvidia-gpu-plan-cta: planning CTA tilings for a cluster of "
                       << numCTAs << " CTAs ('ttg.num-ctas' = " << numCTAs
                       << ") is not implemented; only num-ctas = 1 is supported";
    signalPassFailure();
  }
};

} // namespace
