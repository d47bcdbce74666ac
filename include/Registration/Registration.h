//===- Registration.h - what every tt-toolkit tool registers ----*- C++ -*-===//
//
// One place that lists every dialect, extension and pass our tools know:
// all of upstream MLIR plus ours. tt-opt, tt-translate and the C API call
// these, so a name that works in one tool works in all of them.
//
//===----------------------------------------------------------------------===//

#ifndef TT_REGISTRATION_REGISTRATION_H
#define TT_REGISTRATION_REGISTRATION_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace tt {
/// Upstream MLIR's dialects and interface extensions, and ours.
void registerAllDialects(mlir::DialectRegistry &registry);
/// Upstream MLIR's passes and pipelines, and ours, by their flag names.
void registerAllPasses();
} // namespace tt

#endif // TT_REGISTRATION_REGISTRATION_H
