//===- MmaSupport.h - which NVIDIA MMA versions can compute a dot -*- C++ -*-===//
//
// One rule for the pass that picks an MMA version (accelerate-matmul) and
// the verifier that checks a version already picked, so that a dot the pass
// would not put on a version is refused when written by hand.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_IR_MMASUPPORT_H
#define TT_DIALECT_TRITONGPU_IR_MMASUPPORT_H

#include "tt/Dialect/Triton/IR/Dialect.h"

#include <optional>

namespace mlir::triton::gpu {

/// Whether NVIDIA MMA version `version` (2: mma.sync, 3: wgmma) can compute
/// `dot`, whose result one CTA holds a `shapePerCTA` tile of, run by
/// `numWarps` warps (nullopt: not known, the warp rule is not applied). The
/// operand types and shapes each version takes, as Triton 3.6's supportMMA
/// has them; any other version is unsupported.
bool supportsMma(DotOp dot, int version, std::optional<int> numWarps,
                 ArrayRef<int64_t> shapePerCTA);

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_IR_MMASUPPORT_H
