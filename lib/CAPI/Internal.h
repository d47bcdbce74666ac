//===- Internal.h - what the C API's handles hold ---------------*- C++ -*-===//
//
// The structs behind the C API's opaque handles, and the one way every call
// reports a message: through the context, to its callback or to stderr.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CAPI_INTERNAL_H
#define TT_LIB_CAPI_INTERNAL_H

#include "tt-c/tt-toolkit.h"

#include "tt/Driver/Diagnostics.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/Twine.h"

#include <memory>
#include <optional>
#include <string>

struct TTContext {
  TTContext();

  /// Hands `diagnostic` to the callback, or prints it on stderr.
  void report(const tt::Diagnostic &diagnostic) const;
  /// An error with no place (a file that can't be read, a bad argument).
  void reportError(const llvm::Twine &message) const;

  mlir::MLIRContext context;
  TTDiagnosticCallback callback = nullptr;
  void *userData = nullptr;

private:
  /// Every diagnostic of `context`, to report().
  std::unique_ptr<mlir::ScopedDiagnosticHandler> handler;
};

struct TTModule {
  TTContext *owner;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

struct TTCompileResult {
  std::string kernel;
  std::string output;
  std::optional<std::string> metadata;
  bool fromCache = false;
};

#endif // TT_LIB_CAPI_INTERNAL_H
