//===- Timing.h - --timing for tt-translate --compile -----------*- C++ -*-===//
//
// One MLIR timing tree for the whole compile: a timer per step, the MLIR
// pass managers' per-pass timers nested in theirs, and the LLVM and ptxas
// work as nested timers of their own, printed as MLIR's `--mlir-timing`
// report when the compile ends.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_TIMING_H
#define TT_DRIVER_TIMING_H

#include "mlir/Support/Timing.h"

namespace tt {

class CompileTiming {
public:
  /// Disabled timing costs nothing: every scope is a no-op. Enabled, the
  /// report goes to stderr when this object is destroyed.
  explicit CompileTiming(bool enabled);

  /// The root of the tree; nest step timers under it.
  mlir::TimingScope &root() { return rootScope; }

private:
  // Destroyed in reverse order: the root scope stops before the manager
  // prints.
  mlir::DefaultTimingManager manager;
  mlir::TimingScope rootScope;
};

} // namespace tt

#endif // TT_DRIVER_TIMING_H
