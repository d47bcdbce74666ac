//===- LoopAwareCSE.cpp - triton-loop-aware-cse ---------------------------===//
//
// CSE that also proves scf.for iteration arguments equal: two arguments are
// equal when they start from the same value and, assuming they are equal,
// the loop body yields equal values for them.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/EquivalenceClasses.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONLOOPAWARECSE
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;

namespace {

/// Decides equality of values of one loop body, co-inductively: a pair of
/// iteration arguments under examination is assumed equal.
class IterArgEquivalence {
public:
  explicit IterArgEquivalence(scf::ForOp loop) : loop(loop) {}

  bool iterArgsEqual(unsigned i, unsigned j) {
    if (i == j)
      return true;
    if (loop.getInitArgs()[i] != loop.getInitArgs()[j])
      return false;
    std::pair<unsigned, unsigned> key{std::min(i, j), std::max(i, j)};
    if (llvm::is_contained(assumed, key))
      return true;
    assumed.push_back(key);
    bool equal = valuesEqual(loop.getYieldedValues()[i], loop.getYieldedValues()[j]);
    assumed.pop_back();
    return equal;
  }

private:
  bool valuesEqual(Value a, Value b) {
    if (a == b)
      return true;
    if (a.getType() != b.getType())
      return false;
    Block *body = loop.getBody();
    // Distinct values from outside the body are distinct (CSE ran first).
    if (a.getParentBlock() != body || b.getParentBlock() != body)
      return false;
    if (a == loop.getInductionVar() || b == loop.getInductionVar())
      return false;
    auto argA = dyn_cast<BlockArgument>(a);
    auto argB = dyn_cast<BlockArgument>(b);
    if (argA || argB) {
      if (!argA || !argB)
        return false;
      // Argument 0 is the induction variable, excluded above.
      return iterArgsEqual(argA.getArgNumber() - 1, argB.getArgNumber() - 1);
    }
    Operation *defA = a.getDefiningOp();
    Operation *defB = b.getDefiningOp();
    if (cast<OpResult>(a).getResultNumber() != cast<OpResult>(b).getResultNumber())
      return false;
    // Only pure, region-free computations are known to give equal results.
    if (!isMemoryEffectFree(defA) || !isMemoryEffectFree(defB) || defA->getNumRegions() ||
        defB->getNumRegions())
      return false;
    return OperationEquivalence::isEquivalentTo(
        defA, defB, [&](Value x, Value y) { return success(valuesEqual(x, y)); },
        /*markEquivalent=*/nullptr, OperationEquivalence::IgnoreLocations);
  }

  scf::ForOp loop;
  SmallVector<std::pair<unsigned, unsigned>> assumed;
};

/// Merges each class of provably equal iteration arguments into its first
/// member. The others yield themselves, which the scf.for canonicalization
/// then removes.
void mergeEqualIterArgs(scf::ForOp loop) {
  unsigned numIterArgs = loop.getNumRegionIterArgs();
  llvm::EquivalenceClasses<unsigned> classes;
  IterArgEquivalence equivalence(loop);
  for (unsigned i = 0; i < numIterArgs; ++i)
    for (unsigned j = i + 1; j < numIterArgs; ++j)
      if (equivalence.iterArgsEqual(i, j))
        classes.unionSets(i, j);

  for (auto it = classes.begin(), end = classes.end(); it != end; ++it) {
    if (!(*it)->isLeader())
      continue;
    SmallVector<unsigned> members(classes.member_begin(**it), classes.member_end());
    llvm::sort(members);
    BlockArgument keptArg = loop.getRegionIterArg(members.front());
    Value keptResult = loop.getResult(members.front());
    for (unsigned j : llvm::drop_begin(members)) {
      BlockArgument arg = loop.getRegionIterArg(j);
      arg.replaceAllUsesWith(keptArg);
      (*loop.getYieldedValuesMutable())[j].set(arg);
      loop.getResult(j).replaceAllUsesWith(keptResult);
    }
  }
}

struct LoopAwareCSEPass : triton::impl::TritonLoopAwareCSEBase<LoopAwareCSEPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    auto &dominance = getAnalysis<DominanceInfo>();
    // Make equal values from outside loops pointer-equal first.
    eliminateCommonSubExpressions(rewriter, dominance, getOperation());
    getOperation().walk(mergeEqualIterArgs);
    eliminateCommonSubExpressions(rewriter, dominance, getOperation());

    RewritePatternSet patterns(&getContext());
    scf::ForOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
