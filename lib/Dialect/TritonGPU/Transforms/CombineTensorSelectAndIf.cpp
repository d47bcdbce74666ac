//===- CombineTensorSelectAndIf.cpp - fold selects into ifs ---------------===//
//
// Two steps, as in Triton:
//  1. Inside an `scf.if %c`, a use of `%v = arith.select %c, %a, %b` (any
//     select, scalar or tensor) takes %a in the then branch and %b in the
//     else branch: the branch already knows the condition.
//  2. A tensor `%v = arith.select %c, %a, %b` followed, in the same block,
//     by an `scf.if %c` (the first such if in program order) that comes
//     before every remaining use of %v: the if yields %a from its then
//     branch and %b from its else branch, and %v's uses take that result.
//     The select then costs nothing where the branch is taken anyway.
//     Scalar selects stay: they are cheap to predicate.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Dominance.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUCOMBINETENSORSELECTANDIF
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;

namespace {

/// Step 1: uses of `select` inside an if on its condition take the value
/// that branch selects.
void resolveUsesInsideIfs(arith::SelectOp select) {
  Value condition = select.getCondition();
  for (Operation *user : llvm::make_early_inc_range(condition.getUsers())) {
    auto ifOp = dyn_cast<scf::IfOp>(user);
    if (!ifOp || ifOp.getCondition() != condition)
      continue;
    for (OpOperand &use : llvm::make_early_inc_range(select->getUses())) {
      Operation *owner = use.getOwner();
      if (!ifOp->isProperAncestor(owner))
        continue;
      bool inThen = ifOp.getThenRegion().findAncestorOpInRegion(*owner) != nullptr;
      use.set(inThen ? select.getTrueValue() : select.getFalseValue());
    }
  }
}

/// Step 2: the first if of `select`'s block, in program order, that tests
/// its condition, comes after it and before all its uses; null if none.
scf::IfOp findIfToJoin(arith::SelectOp select, DominanceInfo &dominance) {
  Value condition = select.getCondition();
  if (!isa<RankedTensorType>(select.getType()) || !condition.getType().isInteger(1))
    return {};
  scf::IfOp first;
  for (Operation *user : condition.getUsers()) {
    auto ifOp = dyn_cast<scf::IfOp>(user);
    if (!ifOp || ifOp.getCondition() != condition || ifOp->getBlock() != select->getBlock() ||
        !select->isBeforeInBlock(ifOp))
      continue;
    // Uses inside the if could not see its own result.
    bool ifPrecedesUses = llvm::all_of(select->getUsers(), [&](Operation *use) {
      return dominance.properlyDominates(ifOp.getOperation(), use, /*enclosingOpOk=*/false);
    });
    if (ifPrecedesUses && (!first || ifOp->isBeforeInBlock(first)))
      first = ifOp;
  }
  return first;
}

/// Replaces `ifOp` by one that also yields the values of `selects` (then
/// branch: true values, else branch: false values) and gives the selects'
/// uses those results.
void joinSelects(scf::IfOp ifOp, ArrayRef<arith::SelectOp> selects) {
  OpBuilder builder(ifOp);
  Location loc = ifOp.getLoc();
  SmallVector<Type> types(ifOp.getResultTypes());
  for (arith::SelectOp select : selects)
    types.push_back(select.getType());
  auto newIf = scf::IfOp::create(builder, loc, types, ifOp.getCondition(), /*withElseRegion=*/true);
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  if (ifOp.elseBlock()) {
    newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  } else {
    builder.setInsertionPointToEnd(newIf.elseBlock());
    scf::YieldOp::create(builder, loc);
  }

  auto extendYield = [&](scf::YieldOp yield, bool thenBranch) {
    SmallVector<Value> operands(yield.getOperands());
    for (arith::SelectOp select : selects)
      operands.push_back(thenBranch ? select.getTrueValue() : select.getFalseValue());
    builder.setInsertionPoint(yield);
    scf::YieldOp::create(builder, yield.getLoc(), operands);
    yield.erase();
  };
  extendYield(newIf.thenYield(), /*thenBranch=*/true);
  extendYield(newIf.elseYield(), /*thenBranch=*/false);

  unsigned numOld = ifOp.getNumResults();
  ifOp.replaceAllUsesWith(newIf.getResults().take_front(numOld));
  for (auto [i, select] : llvm::enumerate(selects)) {
    Operation *op = arith::SelectOp(select).getOperation();
    op->replaceAllUsesWith(newIf->getResults().slice(numOld + i, 1));
    op->erase();
  }
  ifOp.erase();
}

struct CombineTensorSelectAndIfPass
    : public mlir::triton::gpu::impl::TritonGPUCombineTensorSelectAndIfBase<
          CombineTensorSelectAndIfPass> {
  void runOnOperation() override {
    getOperation().walk([](arith::SelectOp select) { resolveUsesInsideIfs(select); });
    DominanceInfo dominance(getOperation());
    // Selects grouped by the if they join, both in program order.
    llvm::MapVector<Operation *, SmallVector<arith::SelectOp>> joins;
    getOperation().walk([&](arith::SelectOp select) {
      if (scf::IfOp ifOp = findIfToJoin(select, dominance))
        joins[ifOp].push_back(select);
    });
    for (auto &[ifOp, selects] : joins)
      joinSelects(cast<scf::IfOp>(ifOp), selects);
  }
};

} // namespace
