//===- Proxy.h - MLIR's language server, with layout pictures ---*- C++ -*-===//
//
// tt-lsp-server runs MLIR's server as a child process and relays JSON-RPC
// between it and the editor. It watches the documents the editor opens and
// changes, and adds to the child's hover answers the picture of the layout
// under the cursor (LayoutHover.h), or answers with that picture where the
// child has nothing to say. Everything else passes through unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LSP_SERVER_PROXY_H
#define TT_LSP_SERVER_PROXY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace tt {
/// Runs `server` (the same binary in its inner mode) with `serverArgs` and
/// relays between it and stdin/stdout; `delimited` reads the editor's side
/// as `// -----`-separated messages (lit tests), `pretty` indents the JSON
/// written back. Returns the exit status.
int runLayoutHoverProxy(llvm::StringRef server, llvm::ArrayRef<std::string> serverArgs,
                        bool delimited, bool pretty);
} // namespace tt

#endif // TT_LSP_SERVER_PROXY_H
