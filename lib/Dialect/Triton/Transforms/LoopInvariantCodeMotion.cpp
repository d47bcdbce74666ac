//===- LoopInvariantCodeMotion.cpp - triton-licm --------------------------===//
//
// MLIR's loop-invariant code motion, extended to tt.load: a load may leave a
// loop that only reads memory, masked so that it reads nothing when the loop
// would not have run at all.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONLOOPINVARIANTCODEMOTION
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// True when everything `op` (regions included) does to memory is reading.
bool onlyReadsMemory(Operation *op) {
  std::optional<SmallVector<MemoryEffects::EffectInstance>> effects =
      getEffectsRecursively(op);
  return effects && llvm::all_of(*effects, [](const MemoryEffects::EffectInstance &e) {
           return isa<MemoryEffects::Read>(e.getEffect());
         });
}

/// `pred && mask`, with the scalar `pred` splatted to the shape of `ptr`
/// (Triton's operand order, which its tests, and so ours, print).
Value andWithPredicate(OpBuilder &builder, Location loc, Value ptr, Value mask, Value pred) {
  if (auto tensorType = dyn_cast<RankedTensorType>(ptr.getType()))
    pred = SplatOp::create(builder, loc, getI1SameShape(tensorType), pred);
  if (!mask)
    return pred;
  return arith::AndIOp::create(builder, loc, pred, mask);
}

struct LoopInvariantCodeMotionPass
    : triton::impl::TritonLoopInvariantCodeMotionBase<LoopInvariantCodeMotionPass> {
  void runOnOperation() override {
    DenseMap<Operation *, bool> loopOnlyReads;
    // Post-order walk: inner loops first, so what leaves an inner loop can
    // leave the outer one too.
    getOperation()->walk([&](LoopLikeOpInterface loop) {
      auto loopReadsOnly = [&] {
        auto [it, inserted] = loopOnlyReads.try_emplace(loop.getOperation(), false);
        if (inserted)
          it->second = onlyReadsMemory(loop);
        return it->second;
      };
      moveLoopInvariantCode(
          loop.getLoopRegions(),
          [&](Value value, Region *) { return loop.isDefinedOutsideOfLoop(value); },
          [&](Operation *op, Region *) {
            auto load = dyn_cast<LoadOp>(op);
            if (!load)
              return isSpeculatable(op) && isMemoryEffectFree(op);
            // Only scf.for knows how to guard a hoisted load, and a block
            // pointer load takes no mask.
            return isa<scf::ForOp>(loop.getOperation()) &&
                   !isTensorPointerType(load.getPtr().getType()) && onlyReadsMemory(op) &&
                   loopReadsOnly();
          },
          [&](Operation *op, Region *) {
            if (auto load = dyn_cast<LoadOp>(op)) {
              auto forOp = cast<scf::ForOp>(loop.getOperation());
              OpBuilder builder(forOp);
              Location loc = forOp.getLoc();
              Value runs = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::slt,
                                                 forOp.getLowerBound(), forOp.getUpperBound());
              Value mask = andWithPredicate(builder, loc, load.getPtr(), load.getMask(), runs);
              load.getMaskMutable().assign(mask);
            }
            loop.moveOutOfLoop(op);
          });
    });
  }
};

} // namespace
