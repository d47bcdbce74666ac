//===- IsolatedRegions.cpp - data flow into regions isolated from above ----===//
//
// See IsolatedRegions.h.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/IsolatedRegions.h"

#include "mlir/IR/OpDefinition.h"

using namespace mlir;

LogicalResult mlir::triton::initializeAndRunNested(DataFlowSolver &solver, Operation *root) {
  // Pre-order: an outer region's facts are final before the solver enters
  // an inner one, which reads them (warp_specialize captures).
  WalkResult result = root->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op != root && !op->hasTrait<OpTrait::IsIsolatedFromAbove>())
      return WalkResult::advance();
    return failed(solver.initializeAndRun(op)) ? WalkResult::interrupt() : WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}
