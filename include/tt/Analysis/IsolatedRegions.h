//===- IsolatedRegions.h - data flow into regions isolated from above -*- C++ -*-===//
//
// A data-flow solver started on a function stops at ops isolated from above
// that are not region branches: the partitions of a `ttg.warp_specialize`
// are never a control-flow successor of anything, so dead-code analysis
// leaves them unreached. Triton's analyses run the solver again from every
// such op, outermost first, so that what is known outside (the explicit
// captures of a warp_specialize) is known when its partitions are analysed.
// The analyses that read captures (Alias, AxisInfo) do the same through this
// helper.
//
//===----------------------------------------------------------------------===//

#ifndef TT_ANALYSIS_ISOLATEDREGIONS_H
#define TT_ANALYSIS_ISOLATEDREGIONS_H

#include "mlir/Analysis/DataFlowFramework.h"

namespace mlir::triton {

/// Runs `solver` from `root`, then from every op nested in it that is
/// isolated from above, in pre-order, keeping the states of earlier runs.
LogicalResult initializeAndRunNested(DataFlowSolver &solver, Operation *root);

} // namespace mlir::triton

#endif // TT_ANALYSIS_ISOLATEDREGIONS_H
