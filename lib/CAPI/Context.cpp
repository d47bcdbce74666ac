//===- Context.cpp - contexts, diagnostics and memory of the C API --------===//
//
// A context registers every dialect and pass tt-opt knows, once per process
// for the passes (their registry is global) and per context for the
// dialects. All of its MLIR diagnostics pass through one handler that turns
// them into TTDiagnostic values for the callback, so a caller sees parse
// errors, verifier errors and pass errors the same way, with their places.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "tt/Driver/ToolVersion.h"
#include "tt/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <mutex>

static mlir::DialectRegistry makeRegistry() {
  static std::once_flag passes;
  std::call_once(passes, [] { tt::registerAllPasses(); });
  mlir::DialectRegistry registry;
  tt::registerAllDialects(registry);
  return registry;
}

TTContext::TTContext() : context(makeRegistry(), mlir::MLIRContext::Threading::DISABLED) {
  context.loadAllAvailableDialects();
  handler = std::make_unique<mlir::ScopedDiagnosticHandler>(
      &context, [this](mlir::Diagnostic &diagnostic) {
        report(tt::toDiagnostic(diagnostic));
        for (const mlir::Diagnostic &note : diagnostic.getNotes())
          report(tt::toDiagnostic(note));
        return mlir::success();
      });
}

static TTDiagnosticSeverity toC(tt::DiagnosticSeverity severity) {
  switch (severity) {
  case tt::DiagnosticSeverity::Error:
    return TT_DIAGNOSTIC_ERROR;
  case tt::DiagnosticSeverity::Warning:
    return TT_DIAGNOSTIC_WARNING;
  case tt::DiagnosticSeverity::Note:
    return TT_DIAGNOSTIC_NOTE;
  case tt::DiagnosticSeverity::Remark:
    return TT_DIAGNOSTIC_REMARK;
  }
  return TT_DIAGNOSTIC_ERROR;
}

void TTContext::report(const tt::Diagnostic &diagnostic) const {
  if (callback) {
    TTDiagnostic value{toC(diagnostic.severity), diagnostic.file.c_str(), diagnostic.line,
                       diagnostic.column, diagnostic.message.c_str()};
    callback(&value, userData);
    return;
  }
  // Printed as tt-opt and tt-translate print, without the tool's name.
  static const char *const kSeverity[] = {"error", "warning", "note", "remark"};
  llvm::raw_ostream &os = llvm::errs();
  if (!diagnostic.file.empty())
    os << diagnostic.file << ":" << diagnostic.line << ":" << diagnostic.column << ": ";
  os << kSeverity[static_cast<int>(diagnostic.severity)] << ": " << diagnostic.message << "\n";
}

void TTContext::reportError(const llvm::Twine &message) const {
  report({tt::DiagnosticSeverity::Error, "", 0, 0, message.str()});
}

extern "C" {

const char *ttStatusGetString(TTStatus status) {
  switch (status) {
  case TT_SUCCESS:
    return "success";
  case TT_ERROR_INVALID_ARGUMENT:
    return "invalid argument";
  case TT_ERROR_IO:
    return "input/output error";
  case TT_ERROR_PARSE:
    return "parse error";
  case TT_ERROR_VERIFY:
    return "verification failed";
  case TT_ERROR_PASS:
    return "pass failed";
  case TT_ERROR_COMPILE:
    return "compile failed";
  }
  return "unknown status";
}

void ttFree(void *memory) { std::free(memory); }

const char *ttGetVersion(void) {
  static const std::string version = tt::getToolVersionLine();
  return version.c_str();
}

TTContext *ttContextCreate(void) { return new (std::nothrow) TTContext(); }

void ttContextDestroy(TTContext *context) { delete context; }

void ttContextSetDiagnosticCallback(TTContext *context, TTDiagnosticCallback callback,
                                    void *userData) {
  if (!context)
    return;
  context->callback = callback;
  context->userData = callback ? userData : nullptr;
}

} // extern "C"
