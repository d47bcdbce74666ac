//===- Utility.h - layout choices the TritonGPU passes share ----*- C++ -*-===//
//
// Layouts that more than one pass must choose the same way: the cluster
// layout a distributed encoding carries, and the swizzled shared layout a
// dot operand is read from.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_UTILITY_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_UTILITY_H

#include "Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::gpu {

/// The cluster layout of a distributed encoding of `rank` dimensions; the
/// one-CTA layout when the encoding carries none and the module has one
/// CTA (`numCTAs`), null when it cannot be told.
CTALayoutAttr getClusterLayoutOf(Attribute encoding, unsigned rank, int numCTAs = 1);

/// The swizzled shared layout mma.sync reads dot operand `operand` from
/// without bank conflicts, for a `shape` buffer in `order` of `bitwidth`
/// elements: vectors along the contiguous dimension, phases so that the 8
/// rows one ldmatrix reads hit different banks. `needTrans` when the buffer
/// is read through a transposing view (the roles of the dimensions swap).
/// FMA operands (blocked parents) are not swizzled; null for other parents.
SwizzledSharedEncodingAttr getDotOperandSharedEncoding(DotOperandEncodingAttr operand,
                                                       ArrayRef<int64_t> shape,
                                                       ArrayRef<unsigned> order,
                                                       CTALayoutAttr cluster, unsigned bitwidth,
                                                       bool needTrans = false);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_UTILITY_H
