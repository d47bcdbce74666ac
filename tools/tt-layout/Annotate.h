//===- Annotate.h - a TTGIR module with its layouts spelled out -*- C++ -*-===//
//
// `tt-layout --annotate k.ttgir` prints the module as tt-opt would, each op
// that makes tensors followed by a comment per tensor result reading its
// layout (tt::summarizeLayout): registers per thread, the widest access,
// the lanes' footprint, and the box each warp holds. For reading a kernel
// without decoding bases by hand.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LAYOUT_ANNOTATE_H
#define TT_LAYOUT_ANNOTATE_H

#include "llvm/ADT/StringRef.h"

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace tt {
/// Parses the module at `inputPath` and writes it annotated to `outputPath`
/// ("-" for stdout). Returns the exit status: 1 with a located message on
/// bad input, nothing written.
int annotateLayouts(mlir::MLIRContext &context, llvm::StringRef inputPath, llvm::StringRef outputPath);
} // namespace tt

#endif // TT_LAYOUT_ANNOTATE_H
