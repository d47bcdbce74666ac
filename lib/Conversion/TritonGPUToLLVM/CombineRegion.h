//===- CombineRegion.h - inlining tt.reduce / tt.scan combiners -*- C++ -*-===//
//
// tt.reduce and tt.scan carry a combiner: a single block that takes the
// accumulated values, then the incoming ones, and yields the combined ones.
// Their lowerings inline a copy of it for every combination they emit; the
// copied ops are then lowered like any other op by the conversion driver.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_COMBINEREGION_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_COMBINEREGION_H

#include "mlir/IR/Region.h"
#include "mlir/IR/ValueRange.h"

namespace mlir {
class ConversionPatternRewriter;
} // namespace mlir

namespace mlir::triton::lowering {

/// What `combiner` yields for `lhs` (accumulated) and `rhs` (incoming): a
/// copy of its ops at the insertion point.
SmallVector<Value> emitCombine(ConversionPatternRewriter &rewriter, Region &combiner,
                               ValueRange lhs, ValueRange rhs);

/// `pred ? combine(lhs, rhs) : otherwise`, value by value. A combiner
/// without side effects runs unconditionally and the results are selected;
/// one with side effects runs in a block of its own that only threads
/// where `pred` holds enter, so that it never acts on values it must not
/// see (the values then cross blocks: their types must be LLVM's). The
/// insertion point ends up after the join.
SmallVector<Value> emitCombineIf(ConversionPatternRewriter &rewriter, Region &combiner, Value pred,
                                 ValueRange lhs, ValueRange rhs, ValueRange otherwise);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_COMBINEREGION_H
