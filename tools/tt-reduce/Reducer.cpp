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

bool eraseUnused(Operation *op) {
  if (!op->use_empty())
    return false;
  op->erase();
  return true;
}

bool bypass(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0)
    return false;
  Value result = op->getResult(0);
  for (Value operand : op->getOperands())
    if (operand.getType() == result.getType()) {
      result.replaceAllUsesWith(operand);
      op->erase();
      return true;
    }
  return false;
}

bool replaceWithZero(Operation *op) {
  if (op->getNumResults() == 0 || op->use_empty() || isa<arith::ConstantOp>(op))
    return false;
  SmallVector<TypedAttr> zeros;
  for (Value result : op->getResults()) {
    zeros.push_back(getZero(result.getType()));
    if (!zeros.back())
      return false;
  }
  OpBuilder builder(op);
  for (auto [result, zero] : llvm::zip(op->getResults(), zeros))
    result.replaceAllUsesWith(builder.create<arith::ConstantOp>(op->getLoc(), zero));
  op->erase();
  return true;
}

struct Rewrite {
  llvm::StringLiteral name;
  bool (*apply)(Operation *);
};
constexpr Rewrite kRewrites[] = {{"erase", eraseUnused}, {"bypass", bypass}, {"zero", replaceWithZero}};

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
      for (const Rewrite &rewrite : kRewrites) {
        OwningOpRef<ModuleOp> candidate = module->clone();
        SmallVector<Operation *> ops = collectCandidates(*candidate);
        if (index >= ops.size() || !rewrite.apply(ops[index]))
          continue;
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
