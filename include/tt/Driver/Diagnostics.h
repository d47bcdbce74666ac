//===- Diagnostics.h - where a compile's messages go ------------*- C++ -*-===//
//
// A compile speaks in three voices: MLIR's diagnostics (a pass's error at a
// file:line:col of the kernel), LLVM's parse errors, and the driver's own
// notes and warnings ("overriding the ptx stage with ...", ptxas's
// performance notes). tt-translate prints them on stderr; a program that
// compiles through the C API wants each one as a value. A compile therefore
// reports through one DiagnosticReporter: with a handler it hands every
// message over as a Diagnostic, without one it prints as tt-translate does.
//
// Failures are not reported here: the compile returns them as its error,
// and the caller decides how to show it.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_DIAGNOSTICS_H
#define TT_DRIVER_DIAGNOSTICS_H

#include "llvm/ADT/Twine.h"

#include <functional>
#include <memory>
#include <string>

namespace llvm {
class SMDiagnostic;
} // namespace llvm

namespace mlir {
class Diagnostic;
class MLIRContext;
class ScopedDiagnosticHandler;
} // namespace mlir

namespace tt {

enum class DiagnosticSeverity { Error, Warning, Note, Remark };

/// One message, located where its source says (line and column are 1-based;
/// 0 and an empty file when it has no place).
struct Diagnostic {
  DiagnosticSeverity severity = DiagnosticSeverity::Error;
  std::string file;
  unsigned line = 0, column = 0;
  std::string message;
};

using DiagnosticHandler = std::function<void(const Diagnostic &)>;

/// An MLIR diagnostic as a value, placed at the first file:line:col its
/// location holds (a fused, named or call-site location wraps one). Its
/// attached notes are not included.
Diagnostic toDiagnostic(const mlir::Diagnostic &diagnostic);

class DiagnosticReporter {
public:
  /// `handler` empty: print on stderr as `tt-translate: warning: ...`.
  explicit DiagnosticReporter(DiagnosticHandler handler = {}) : handler(std::move(handler)) {}

  /// Whether messages go to a handler rather than stderr.
  bool forwards() const { return bool(handler); }

  void note(const llvm::Twine &message) const;
  void warning(const llvm::Twine &message) const;
  void report(const Diagnostic &diagnostic) const;
  /// An LLVM IR parse error.
  void report(const llvm::SMDiagnostic &diagnostic) const;

  /// While the result lives, every diagnostic of `context` goes to the
  /// handler (with its file:line:col and attached notes). Null when this
  /// reporter prints: the caller keeps its own printing handler then.
  std::unique_ptr<mlir::ScopedDiagnosticHandler> forward(mlir::MLIRContext &context) const;

private:
  DiagnosticHandler handler;
};

} // namespace tt

#endif // TT_DRIVER_DIAGNOSTICS_H
