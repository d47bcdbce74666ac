//===- LoopUnroll.cpp - triton-loop-unroll --------------------------------===//
//
// Unrolls the scf.for loops the front end marked with tt.loop_unroll_factor
// (`tl.range(..., loop_unroll_factor=N)`).
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/Dialect/SCF/Utils/Utils.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONLOOPUNROLL
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

constexpr llvm::StringLiteral kUnrollFactorAttr = "tt.loop_unroll_factor";
constexpr llvm::StringLiteral kNumStagesAttr = "tt.num_stages";

int64_t getUnrollFactor(scf::ForOp loop) {
  if (auto factor = loop->getAttrOfType<IntegerAttr>(kUnrollFactorAttr))
    return factor.getInt();
  return 1;
}

struct LoopUnrollPass : triton::impl::TritonLoopUnrollBase<LoopUnrollPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation()->walk([&](scf::ForOp loop) {
      if (getUnrollFactor(loop) > 1)
        loops.push_back(loop);
    });
    Builder builder(&getContext());
    for (scf::ForOp loop : loops) {
      int64_t factor = getUnrollFactor(loop);
      loop->removeAttr(kUnrollFactorAttr);
      FailureOr<UnrolledLoopInfo> unrolled = loopUnrollByFactor(loop, factor);
      if (failed(unrolled)) {
        loop.emitWarning() << "could not unroll by " << factor;
        continue;
      }
      // The remainder loop runs few iterations: never pipeline it.
      if (unrolled->epilogueLoopOp)
        (*unrolled->epilogueLoopOp)->setAttr(kNumStagesAttr, builder.getI32IntegerAttr(1));
    }
  }
};

} // namespace
