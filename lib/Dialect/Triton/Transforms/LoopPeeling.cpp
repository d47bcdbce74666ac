//===- LoopPeeling.cpp - peel the last iteration off an scf.for -----------===//

#include "tt/Dialect/Triton/Transforms/LoopPeeling.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

Value triton::getLastInductionValue(OpBuilder &builder, scf::ForOp loop) {
  Location loc = loop.getLoc();
  Value lb = loop.getLowerBound(), ub = loop.getUpperBound(), step = loop.getStep();
  Value range = arith::SubIOp::create(builder, loc, ub, lb);
  Value one = arith::ConstantOp::create(builder, loc, builder.getIntegerAttr(range.getType(), 1));
  Value lastOffset = arith::SubIOp::create(builder, loc, range, one);
  // A loop that compares unsigned counts its iterations unsigned too.
  Value iterations = loop.getUnsignedCmp()
                         ? arith::DivUIOp::create(builder, loc, lastOffset, step).getResult()
                         : arith::DivSIOp::create(builder, loc, lastOffset, step).getResult();
  Value delta = arith::MulIOp::create(builder, loc, iterations, step);
  return arith::AddIOp::create(builder, loc, delta, lb);
}

void triton::peelLoopEpilogue(scf::ForOp loop) {
  IRRewriter rewriter(loop);
  Location loc = loop.getLoc();
  // Every iteration but the last stays in the loop: the last one, at
  // lastIV >= ub - step, no longer satisfies iv < ub - step, and every
  // earlier one, at most lastIV - step, still does. Unsigned, ub - step
  // would wrap when step > ub (where at most one iteration runs, the
  // peeled one): max(ub, step) - step is 0 there.
  Value upperBound = loop.getUpperBound();
  if (loop.getUnsignedCmp())
    upperBound = arith::MaxUIOp::create(rewriter, loc, upperBound, loop.getStep());
  Value newUpperBound = arith::SubIOp::create(rewriter, loc, upperBound, loop.getStep());

  rewriter.setInsertionPointAfter(loop);
  Value lastIV = getLastInductionValue(rewriter, loop);
  auto predicate = loop.getUnsignedCmp() ? arith::CmpIPredicate::ult : arith::CmpIPredicate::slt;
  Value runs =
      arith::CmpIOp::create(rewriter, loc, predicate, loop.getLowerBound(), loop.getUpperBound());

  // The peeled iteration reads what the shortened loop yields, or the
  // initial values when the loop does not run at all.
  auto peeled = scf::IfOp::create(rewriter, loc, loop.getResultTypes(), runs);
  IRMapping mapping;
  mapping.map(loop.getRegionIterArgs(), loop.getResults());
  mapping.map(loop.getInductionVar(), lastIV);
  loop.getBodyRegion().cloneInto(&peeled.getThenRegion(), mapping);
  rewriter.createBlock(&peeled.getElseRegion());
  scf::YieldOp::create(rewriter, loc, loop.getResults());

  loop->replaceUsesWithIf(peeled, [&](OpOperand &use) {
    return !peeled->isAncestor(use.getOwner());
  });
  rewriter.modifyOpInPlace(loop, [&] { loop.getUpperBoundMutable().assign(newUpperBound); });
}
