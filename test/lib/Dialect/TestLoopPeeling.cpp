//===- TestLoopPeeling.cpp - peel marked loops ----------------------------===//
//
// `-triton-test-loop-peeling`, as in Triton: every scf.for carrying the unit
// attribute `__test_peel_epilogue` has its last iteration peeled off
// (triton::peelLoopEpilogue), which no pass of ours does by itself.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/LoopPeeling.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

using namespace mlir;

namespace {

struct TestLoopPeelingPass : PassWrapper<TestLoopPeelingPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestLoopPeelingPass)

  StringRef getArgument() const final { return "triton-test-loop-peeling"; }
  StringRef getDescription() const final {
    return "Peel the last iteration off every scf.for marked __test_peel_epilogue";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<arith::ArithDialect, scf::SCFDialect>();
  }

  void runOnOperation() override {
    // Collected first: peeling clones the body, marked loops nested in it
    // included, and those clones are not to be peeled again.
    SmallVector<scf::ForOp> marked;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop->hasAttr("__test_peel_epilogue"))
        marked.push_back(loop);
    });
    for (scf::ForOp loop : marked)
      triton::peelLoopEpilogue(loop);
  }
};

} // namespace

namespace tt::test {
void registerTestLoopPeelingPass() { PassRegistration<TestLoopPeelingPass>(); }
} // namespace tt::test
