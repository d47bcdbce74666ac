//===- FuzzTarget.cpp - what every MLIR fuzz target shares ----------------===//

#include "FuzzTarget.h"

#include "mlir/IR/Operation.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
/// Our code is instrumented, libMLIR and libLLVM are not: LLVM's allocators
/// poison and unpoison their slabs from the inline code each side compiled,
/// so memory that MLIR's own copy hands out can still be poisoned in our
/// eyes. Those manual poisonings are turned off; ASan still checks every
/// access of ours against the real heap.
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }
#endif
#endif

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
