//===- Diagnostics.cpp - where a compile's messages go --------------------===//

#include "tt/Driver/Diagnostics.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static constexpr StringLiteral kTool = "tt-translate";

void tt::DiagnosticReporter::note(const Twine &message) const {
  report({DiagnosticSeverity::Note, "", 0, 0, message.str()});
}

void tt::DiagnosticReporter::warning(const Twine &message) const {
  report({DiagnosticSeverity::Warning, "", 0, 0, message.str()});
}

void tt::DiagnosticReporter::report(const Diagnostic &diagnostic) const {
  if (handler) {
    handler(diagnostic);
    return;
  }
  raw_ostream &os = errs();
  if (!diagnostic.file.empty())
    os << diagnostic.file << ":" << diagnostic.line << ":" << diagnostic.column << ": ";
  switch (diagnostic.severity) {
  case DiagnosticSeverity::Error:
    WithColor::error(os, kTool);
    break;
  case DiagnosticSeverity::Warning:
    WithColor::warning(os, kTool);
    break;
  case DiagnosticSeverity::Note:
  case DiagnosticSeverity::Remark:
    WithColor::note(os, kTool);
    break;
  }
  os << diagnostic.message << "\n";
}

void tt::DiagnosticReporter::report(const SMDiagnostic &diagnostic) const {
  if (!handler) {
    diagnostic.print(kTool.data(), errs());
    return;
  }
  DiagnosticSeverity severity = diagnostic.getKind() == SourceMgr::DK_Error ? DiagnosticSeverity::Error
                                : diagnostic.getKind() == SourceMgr::DK_Warning
                                    ? DiagnosticSeverity::Warning
                                    : DiagnosticSeverity::Note;
  report({severity, diagnostic.getFilename().str(),
          static_cast<unsigned>(std::max(diagnostic.getLineNo(), 0)),
          static_cast<unsigned>(std::max(diagnostic.getColumnNo(), -1) + 1),
          diagnostic.getMessage().str()});
}

static tt::DiagnosticSeverity severityOf(mlir::DiagnosticSeverity severity) {
  switch (severity) {
  case mlir::DiagnosticSeverity::Error:
    return tt::DiagnosticSeverity::Error;
  case mlir::DiagnosticSeverity::Warning:
    return tt::DiagnosticSeverity::Warning;
  case mlir::DiagnosticSeverity::Note:
    return tt::DiagnosticSeverity::Note;
  case mlir::DiagnosticSeverity::Remark:
    return tt::DiagnosticSeverity::Remark;
  }
  llvm_unreachable("unknown severity");
}

tt::Diagnostic tt::toDiagnostic(const mlir::Diagnostic &diagnostic) {
  tt::Diagnostic result;
  result.severity = severityOf(diagnostic.getSeverity());
  result.message = diagnostic.str();
  diagnostic.getLocation()->walk([&](mlir::Location location) {
    auto file = dyn_cast<mlir::FileLineColLoc>(location);
    if (!file)
      return mlir::WalkResult::advance();
    result.file = file.getFilename().str();
    result.line = file.getLine();
    result.column = file.getColumn();
    return mlir::WalkResult::interrupt();
  });
  return result;
}

std::unique_ptr<mlir::ScopedDiagnosticHandler>
tt::DiagnosticReporter::forward(mlir::MLIRContext &context) const {
  if (!handler)
    return nullptr;
  return std::make_unique<mlir::ScopedDiagnosticHandler>(
      &context, [this](mlir::Diagnostic &diagnostic) {
        report(toDiagnostic(diagnostic));
        for (const mlir::Diagnostic &note : diagnostic.getNotes())
          report(toDiagnostic(note));
        return mlir::success();
      });
}
