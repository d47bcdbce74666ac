//===- Registration.h - what every tt-toolkit tool registers ----*- C++ -*-===//
//
// One place that lists every dialect, extension and pass our tools know:
// all of upstream MLIR plus ours. Every tool registers through here, so a
// name that works in one tool works in all of them. The passes that exist
// only for lit tests (test-print-*) are not here: test/lib's
// registerTestPasses adds them to tt-opt (and the pass fuzzer) alone.
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
/// Only the dialects and interfaces a compile from TTIR to LLVM IR needs:
/// ours, gpu, LLVM and NVVM with their translations, and the LLVM inliner.
/// tt-translate registers these alone, since every registered dialect costs
/// start-up time.
void registerCompileDialects(mlir::DialectRegistry &registry);
} // namespace tt

#endif // TT_REGISTRATION_REGISTRATION_H
