//===- FuzzTarget.cpp - what every MLIR fuzz target shares ----------------===//

#include "FuzzTarget.h"

#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

tt::fuzz::DiagnosticLog::DiagnosticLog(mlir::MLIRContext &context)
    : handler(&context, [this](mlir::Diagnostic &diag) {
        if (diag.getSeverity() == mlir::DiagnosticSeverity::Error) {
          ++errorCount;
          llvm::raw_string_ostream os(text);
          os << diag.getLocation() << ": " << diag << "\n";
        }
        return mlir::success();
      }) {}

void tt::fuzz::reportBug(const llvm::Twine &what, llvm::StringRef detail) {
  llvm::errs() << "tt-fuzz bug: " << what << "\n";
  if (!detail.empty())
    llvm::errs() << detail << "\n";
  llvm::errs().flush();
  std::abort();
}

std::string tt::fuzz::printOperation(mlir::Operation *op, bool generic) {
  std::string text;
  llvm::raw_string_ostream os(text);
  mlir::OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  op->print(os, flags);
  return text;
}
