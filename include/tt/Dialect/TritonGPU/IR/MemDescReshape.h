//===- MemDescReshape.h - nvmma_shared across a reshape ----------*- C++ -*-===//
//
// A shared buffer reshaped in place (ttg.memdesc_reshape) keeps every
// element at its offset; only the coordinates change, row-major position
// kept. Triton keeps an nvmma_shared encoding across such a reshape when
// one of the new shape stores the elements exactly where the old one did,
// which is what wgmma and TMA need to go on reading the buffer.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_IR_MEMDESCRESHAPE_H
#define TT_DIALECT_TRITONGPU_IR_MEMDESCRESHAPE_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

namespace mlir::triton::gpu {

/// The nvmma_shared encoding (one CTA, `encoding`'s swizzle, order and
/// element width) under which a `dstShape` buffer holds each element at the
/// offset `encoding` gives it in `srcShape`, or null when none does (the
/// contiguous dimension changes, a cluster, or another swizzle pattern).
NVMMASharedEncodingAttr getReshapedNVMMAEncoding(ArrayRef<int64_t> srcShape,
                                                 NVMMASharedEncodingAttr encoding,
                                                 ArrayRef<int64_t> dstShape);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_IR_MEMDESCRESHAPE_H
