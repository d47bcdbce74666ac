//===- LoopPeeling.h - peel the last iteration off an scf.for ---*- C++ -*-===//

#ifndef TT_DIALECT_TRITON_TRANSFORMS_LOOPPEELING_H
#define TT_DIALECT_TRITON_TRANSFORMS_LOOPPEELING_H

#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::triton {

/// The induction variable's value in `loop`'s last iteration,
/// lb + (ub - lb - 1) / step * step, built at `builder`'s insertion point
/// (meaningless when the loop runs no iteration).
Value getLastInductionValue(OpBuilder &builder, scf::ForOp loop);

/// Runs `loop`'s last iteration after it, under an scf.if that holds when
/// the loop runs at all: the loop's upper bound becomes ub - step, and the
/// loop's results are replaced by the scf.if's. As Triton's
/// peelLoopEpilogue does (so that its tests read the same with tt-opt).
void peelLoopEpilogue(scf::ForOp loop);

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_TRANSFORMS_LOOPPEELING_H
