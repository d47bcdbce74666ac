//===- Reducer.cpp - shrink a module while a test stays interesting -------===//
//
// The loop and the three rewrites of Reducer.h. Ops are named by their
// position in a pre-order walk, which a clone of the module preserves.
//
//===----------------------------------------------------------------------===//

#include "Reducer.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;

namespace {

/// The ops a rewrite may touch: everything but the module, functions (they
/// hold the bug) and terminators.
bool isCandidate(Operation *op) {
  return !isa<ModuleOp>(op) && !op->hasTrait<OpTrait::IsTerminator>() &&
         !op->hasTrait<OpTrait::IsIsolatedFromAbove>();
}

SmallVector<Operation *> collectCandidates(ModuleOp module) {
  SmallVector<Operation *> ops;
  module->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isCandidate(op))
      ops.push_back(op);
  });
  return ops;
}

/// The zero of `type` as an attribute: integer, index and float scalars,
/// and ranked tensors of them (the tensor's layout kept), else null.
TypedAttr getZero(Type type) {
  Type element = getElementTypeOrSelf(type);
  if (!isa<IntegerType, IndexType, FloatType>(element))
    return {};
  Builder builder(type.getContext());
  TypedAttr scalar = builder.getZeroAttr(element);
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return DenseElementsAttr::get(tensor, cast<Attribute>(scalar));
  return type == element ? scalar : TypedAttr();
}

bool isUnused(Operation *op) { return op->use_empty(); }

void erase(Operation *op) { op->erase(); }

/// The operand of `op` that can stand for its single result, or null.
Value findSameTypedOperand(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0)
    return {};
  for (Value operand : op->getOperands())
    if (operand.getType() == op->getResult(0).getType())
      return operand;
  return {};
}

bool canBypass(Operation *op) { return bool(findSameTypedOperand(op)); }

void bypass(Operation *op) {
  op->getResult(0).replaceAllUsesWith(findSameTypedOperand(op));
  op->erase();
}

bool canReplaceWithZero(Operation *op) {
  return op->getNumResults() != 0 && !op->use_empty() && !isa<arith::ConstantOp>(op) &&
         llvm::all_of(op->getResultTypes(), [](Type type) { return bool(getZero(type)); });
}

void replaceWithZero(Operation *op) {
  OpBuilder builder(op);
  for (Value result : op->getResults())
    result.replaceAllUsesWith(builder.create<arith::ConstantOp>(op->getLoc(), getZero(result.getType())));
  op->erase();
}

/// A rewrite is tried on a copy of the module only where it applies to the
/// op of the module in hand, so no copy is made in vain.
struct Rewrite {
  llvm::StringLiteral name;
  bool (*applies)(Operation *);
  void (*apply)(Operation *);
};
constexpr Rewrite kRewrites[] = {
    {"erase", isUnused, erase}, {"bypass", canBypass, bypass}, {"zero", canReplaceWithZero, replaceWithZero}};

/// Erases ops without uses and without side effects until none is left.
void eraseDeadOps(ModuleOp module) {
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> dead;
    module->walk([&](Operation *op) {
      if (isCandidate(op) && op->use_empty() && isMemoryEffectFree(op) && op->getNumResults() > 0)
        dead.push_back(op);
    });
    for (Operation *op : llvm::reverse(dead))
      if (op->use_empty()) {
        op->erase();
        changed = true;
      }
  }
}

size_t countOps(ModuleOp module) {
  size_t n = 0;
  module->walk([&](Operation *) { ++n; });
  return n;
}

} // namespace

tt::ReductionStats tt::reduceModule(OwningOpRef<ModuleOp> &module, const Tester &tester,
                                    const std::function<void(StringRef, size_t)> &progress) {
  ReductionStats stats;
  bool changed = true;
  while (changed) {
    changed = false;
    ++stats.rounds;
    for (size_t index = collectCandidates(*module).size(); index-- > 0;) {
      SmallVector<Operation *> current = collectCandidates(*module);
      for (const Rewrite &rewrite : kRewrites) {
        if (index >= current.size() || !rewrite.applies(current[index]))
          continue;
        OwningOpRef<ModuleOp> candidate = module->clone();
        rewrite.apply(collectCandidates(*candidate)[index]);
        eraseDeadOps(*candidate);
        if (failed(verify(*candidate)))
          continue;
        ++stats.tests;
        if (tester.isInteresting(*candidate).first != Tester::Interestingness::True)
          continue;
        module = std::move(candidate);
        ++stats.accepted;
        changed = true;
        if (progress)
          progress(rewrite.name, countOps(*module));
        break;
      }
    }
  }
  return stats;
}
