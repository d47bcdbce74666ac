//===- FuzzTarget.h - what every MLIR fuzz target shares --------*- C++ -*-===//
//
// A fuzz target's verdicts: rejecting an input with an error diagnostic is
// the expected answer to bad input; anything else that goes wrong (a crash,
// a sanitizer report, a failure without a diagnostic, an invalid result) is
// a bug and ends the process through reportBug, so libFuzzer keeps the input.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_FUZZ_FUZZTARGET_H
#define TT_TOOLS_FUZZ_FUZZTARGET_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"

#include <string>

namespace tt::fuzz {

/// Swallows every diagnostic of a context (fuzzing makes millions) and
/// keeps the errors' text, for a bug report.
class DiagnosticLog {
public:
  explicit DiagnosticLog(mlir::MLIRContext &context);
  unsigned getErrorCount() const { return errorCount; }
  const std::string &getText() const { return text; }

private:
  mlir::ScopedDiagnosticHandler handler;
  unsigned errorCount = 0;
  std::string text;
};

/// Prints "tt-fuzz bug: <what>" and the detail, then aborts.
[[noreturn]] void reportBug(const llvm::Twine &what, llvm::StringRef detail = "");

/// The module printed as tt-opt prints it, or in the generic form.
std::string printOperation(mlir::Operation *op, bool generic = false);

} // namespace tt::fuzz

#endif // TT_TOOLS_FUZZ_FUZZTARGET_H
