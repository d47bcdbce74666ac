//===- ViewCost.h - whether reshaping or concatenating moves data -*- C++ -*-===//
//
// Shared by the convert_layout canonicalizer and the layout passes: a
// conversion folds into a reshape or a concatenation only where that does
// not make the op move data between threads.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_IR_VIEWCOST_H
#define TT_DIALECT_TRITONGPU_IR_VIEWCOST_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::gpu {

/// Whether a reshape between the two types changes how many elements each
/// thread holds, or which of them are copies of others; true when a layout
/// is unknown.
bool isExpensiveView(RankedTensorType srcType, RankedTensorType dstType);

/// Whether concatenating into `targetEncoding` holds fewer elements per
/// thread than the result's own layout (then the data moves anyway).
bool isExpensiveCat(triton::CatOp cat, Attribute targetEncoding);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_IR_VIEWCOST_H
