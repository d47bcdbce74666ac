//===- TestPipelineLowerLoop.cpp - the pipeliner's lowering step alone ----===//
//
// `-tritongpu-test-pipeline-lower-loop`, as in Triton: the scheduled loops
// of the module are lowered as tritongpu-pipeline's first step lowers them
// (triton::gpu::lowerScheduledLoops), and left unexpanded, their schedule
// attributes on every op, so that a test sees each op's stage and cluster.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {

struct TestPipelineLowerLoopPass : PassWrapper<TestPipelineLowerLoopPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPipelineLowerLoopPass)

  StringRef getArgument() const final { return "tritongpu-test-pipeline-lower-loop"; }
  StringRef getDescription() const final {
    return "Lower the scheduled loops for software pipelining, without expanding them";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, scf::SCFDialect, triton::gpu::TritonGPUDialect,
                    triton::nvidia_gpu::TritonNvidiaGPUDialect>();
  }

  void runOnOperation() override { triton::gpu::lowerScheduledLoops(getOperation()); }
};

} // namespace

namespace tt::test {
void registerTestPipelineLowerLoopPass() { PassRegistration<TestPipelineLowerLoopPass>(); }
} // namespace tt::test
