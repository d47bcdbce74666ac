//===- tt-lsp-server.cpp - language server for Triton's IRs ----------------===//
//
// MLIR's language server (diagnostics as you type, go-to-definition, hover,
// references, document symbols, code completion) with every dialect tt-opt
// knows, so TTIR, TTGIR and our LLVM-dialect stages parse in the editor as
// they do in tt-opt. It speaks JSON-RPC on standard input and output; point
// an editor's MLIR extension at this binary (README: "Editors").
//
//===----------------------------------------------------------------------===//

#include "Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  tt::registerAllDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}
