//===- ReorderInstructions.cpp - place shared-memory traffic well ---------===//
//
// Moves ops without changing what they compute, to shorten the time values
// live in registers or to let shared memory be reused:
//  1. a convert_layout sinks below the local_deallocs between it and its
//     first use (its scratch buffer may then reuse the freed memory);
//  2. a local_load, or a convert_layout into a dot operand layout, whose
//     only user sits in another scf.for moves down to just before it;
//  3. a local_alloc of a tensor and a transpose (tt.trans, memdesc_trans)
//     move up to just after the op that defines their operand, unless that
//     is a constant or splat (a buffer filled early only holds shared memory
//     longer);
//  4. the local_load of a tt.dot's B operand moves after that of its A
//     operand, unless an op that writes memory (a barrier arrive, a store)
//     stands in between: the load must stay on its side of it.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "mlir/IR/Dominance.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREORDERINSTRUCTIONS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Loads from shared memory and conversions into dot operands make values
/// that take many registers.
bool makesLargeRegisterValue(Operation *op) {
  if (isa<LocalLoadOp>(op))
    return true;
  auto cvt = dyn_cast<ConvertLayoutOp>(op);
  return cvt && isa_and_nonnull<DotOperandEncodingAttr>(cvt.getType().getEncoding());
}

/// The first op of `op`'s block that is or contains a user of `op`.
Operation *getFirstUserInBlock(Operation *op) {
  Operation *first = nullptr;
  for (Operation *user : op->getUsers()) {
    Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
    if (ancestor && (!first || ancestor->isBeforeInBlock(first)))
      first = ancestor;
  }
  return first;
}

void sinkConversionsBelowDeallocs(ModuleOp module) {
  module.walk([](ConvertLayoutOp cvt) {
    Operation *firstUser = getFirstUserInBlock(cvt);
    Operation *lastDealloc = nullptr;
    for (Operation *op = cvt->getNextNode(); op && op != firstUser; op = op->getNextNode())
      if (isa<LocalDeallocOp>(op))
        lastDealloc = op;
    if (lastDealloc)
      cvt->moveAfter(lastDealloc);
  });
}

void sinkIntoLoopsOfTheirUser(ModuleOp module) {
  llvm::MapVector<Operation *, Operation *> moves;
  module.walk([&](Operation *op) {
    if (!makesLargeRegisterValue(op) || !op->hasOneUse())
      return;
    Operation *user = *op->user_begin();
    if (user->getParentOfType<scf::ForOp>() != op->getParentOfType<scf::ForOp>())
      moves.insert({op, user});
  });
  for (auto [op, user] : moves)
    op->moveBefore(user);
}

/// Moves `op` just after the op defining `value`, if any.
void hoistToDefinition(Operation *op, Value value) {
  if (Operation *def = value.getDefiningOp())
    op->moveAfter(def);
}

/// Whether `op`, or an op inside it, writes memory or has effects it does not say.
bool writesMemory(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects = getEffectsRecursively(op);
  if (!effects)
    return true;
  return llvm::any_of(*effects, [](const MemoryEffects::EffectInstance &effect) {
    return !isa<MemoryEffects::Read, MemoryEffects::Allocate, MemoryEffects::Free>(
        effect.getEffect());
  });
}

/// Whether an op after `start`, up to the ancestor of `end` in `start`'s block, writes memory.
bool writeBetween(Operation *start, Operation *end) {
  Operation *last = start->getBlock()->findAncestorOpInBlock(*end);
  if (!last)
    return true;
  for (Operation *op = start->getNextNode(); op && op != last; op = op->getNextNode())
    if (writesMemory(op))
      return true;
  return false;
}

void orderDotOperandLoads(ModuleOp module) {
  DominanceInfo dominance(module);
  module.walk([&](LocalLoadOp loadB) {
    auto operand = dyn_cast_or_null<DotOperandEncodingAttr>(loadB.getType().getEncoding());
    if (!operand || operand.getOpIdx() != 1 || !loadB->hasOneUse())
      return;
    auto dot = dyn_cast<DotOp>(*loadB->user_begin());
    if (!dot)
      return;
    auto loadA = dot.getA().getDefiningOp<LocalLoadOp>();
    if (loadA && dominance.dominates(loadB.getOperation(), loadA.getOperation()) &&
        !writeBetween(loadB, loadA))
      loadB->moveAfter(loadA);
  });
}

struct ReorderInstructionsPass
    : public mlir::triton::gpu::impl::TritonGPUReorderInstructionsBase<ReorderInstructionsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    sinkConversionsBelowDeallocs(module);
    sinkIntoLoopsOfTheirUser(module);
    module.walk([](LocalAllocOp alloc) {
      if (alloc.getSrc() && !alloc.getSrc().getDefiningOp<arith::ConstantOp>() &&
          !alloc.getSrc().getDefiningOp<SplatOp>())
        hoistToDefinition(alloc, alloc.getSrc());
    });
    module.walk([](Operation *op) {
      if (auto trans = dyn_cast<TransOp>(op))
        hoistToDefinition(trans, trans.getSrc());
      else if (auto trans = dyn_cast<MemDescTransOp>(op))
        hoistToDefinition(trans, trans.getSrc());
    });
    orderDotOperandLoads(module);
  }
};

} // namespace
