//===- CompileDriver.h - tt-translate --compile -----------------*- C++ -*-===//
//
// Compiles a kernel from any stage (.ttir, .ttgir, .llir.mlir, .ll, .ptx) to
// the stage `-o` names (normally a cubin with its `<kernel>.json`) in one
// process: every stage can be dumped (--dump-dir) or replaced
// (--override-dir) in Triton's folder layout, whole compilations are cached
// (--cache-dir), every step and pass is timed (--timing), and a failing step
// leaves a reproducer beside the output.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_TT_TRANSLATE_COMPILEDRIVER_H
#define TT_TOOLS_TT_TRANSLATE_COMPILEDRIVER_H

#include "CompileOptions.h"

#include "llvm/Support/Error.h"

namespace tt {

/// Runs one compilation. Writes the output (and its json) only when every
/// step succeeded.
llvm::Error compile(const CompileOptions &options);

} // namespace tt

#endif // TT_TOOLS_TT_TRANSLATE_COMPILEDRIVER_H
