//===- tt-lsp-server.cpp - language server for Triton's IRs ----------------===//
//
// MLIR's language server (diagnostics as you type, go-to-definition, hover,
// references, code completion) with every dialect tt-opt knows, so TTIR,
// TTGIR and our LLVM-dialect stages parse in the editor as they do in
// tt-opt; and, beyond MLIR's, a hover on a layout inside a tensor type shows
// tt-layout's picture of it for that shape (Proxy.h). It speaks JSON-RPC on
// standard input and output; point an editor's MLIR extension at this
// binary (README: "In the editor"). MLIR's server options all work
// (-lit-test, -pretty, -log=...).
//
//===----------------------------------------------------------------------===//

#include "Proxy.h"
#include "tt/Registration/Registration.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LogicalResult.h"
#include "mlir/Tools/mlir-lsp-server/MlirLspServerMain.h"
#include "llvm/Support/FileSystem.h"

#include <string>
#include <vector>

/// The flag that makes this binary MLIR's server itself (the proxy's child).
static constexpr const char *kServerFlag = "--tt-mlir-server";

static int runMlirServer(int argc, char **argv) {
  mlir::DialectRegistry registry;
  tt::registerAllDialects(registry);
  return mlir::failed(mlir::MlirLspServerMain(argc, argv, registry)) ? 1 : 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && llvm::StringRef(argv[1]) == kServerFlag) {
    argv[1] = argv[0];
    return runMlirServer(argc - 1, argv + 1);
  }
  // The editor's side is read here: the server always gets standard
  // framing, and -lit-test (delimited input, pretty output) becomes -pretty.
  bool delimited = false, pretty = false;
  std::vector<std::string> serverArgs = {kServerFlag};
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "-lit-test" || arg == "--lit-test") {
      delimited = pretty = true;
      serverArgs.push_back("-pretty");
    } else if (arg == "-input-style=delimited" || arg == "--input-style=delimited") {
      delimited = true;
    } else if (arg.starts_with("-input-style") || arg.starts_with("--input-style")) {
      continue;
    } else {
      pretty |= arg == "-pretty" || arg == "--pretty";
      serverArgs.push_back(arg.str());
    }
  }
  std::string self = llvm::sys::fs::getMainExecutable(argv[0], reinterpret_cast<void *>(&main));
  return tt::runLayoutHoverProxy(self, serverArgs, delimited, pretty);
}
