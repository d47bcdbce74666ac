//===- CompileDriver.h - one compile, any stage to any later one -*- C++ -*-===//
//
// Compiles a kernel from any stage (.ttir, .ttgir, .llir.mlir, .ll, .ptx) to
// any later one (normally a cubin with its `<kernel>.json`) in one process,
// for `tt-translate --compile`, its single-stage modes and the C API: every
// stage can be dumped (--dump-dir) or replaced (--override-dir) in Triton's
// folder layout, whole compilations are cached (--cache-dir), every step and
// pass is timed (--timing), and a failing step leaves a reproducer beside
// the output.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_COMPILEDRIVER_H
#define TT_DRIVER_COMPILEDRIVER_H

#include "tt/Driver/CompileOptions.h"

#include "llvm/Support/Error.h"

namespace tt {

/// Runs one compilation and returns what it made. Writes the output (and
/// its json) only when every step succeeded, and only where `options` name
/// files.
llvm::Expected<CompileResult> compile(const CompileOptions &options);

} // namespace tt

#endif // TT_DRIVER_COMPILEDRIVER_H
