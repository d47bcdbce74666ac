//===- DecomposeScaledDot.h - tt.dot_scaled as a plain tt.dot ---*- C++ -*-===//
//
// Where no tensor-core instruction takes block scales (before sm_100),
// accelerate-matmul rewrites tt.dot_scaled into an upcast, a multiplication
// by the scales and a tt.dot (DecomposeScaledDot.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_DECOMPOSESCALEDDOT_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_DECOMPOSESCALEDDOT_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::triton::gpu {

/// Checks every tt.dot_scaled of `module` against what the decomposition
/// takes on `capability`; emits an error on each it does not and returns
/// failure if there was one.
LogicalResult checkScaledDotsDecomposable(ModuleOp module, int capability);

/// Rewrites each tt.dot_scaled with a scale on rhs only as the transpose of
/// the dot of the transposed operands, so that the scaled operand is lhs.
void transposeRhsScaledDots(ModuleOp module);

/// The pattern rewriting a tt.dot_scaled in a blocked layout into the
/// upcast and scaled operands of a tt.dot.
void populateDecomposeScaledDotPatterns(RewritePatternSet &patterns);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_DECOMPOSESCALEDDOT_H
