//===- LayoutHover.h - tt-layout's picture for the layout under the cursor -*- C++ -*-===//
//
// On a hover over a layout inside a tensor (or shared-memory descriptor)
// type, either spelled out (`#ttg.blocked<{...}>`) or by its alias
// (`#blocked`), the layout's picture for that type's shape: a summary line
// and the grid of who holds each element (cropped), as tt-layout draws it.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LSP_SERVER_LAYOUTHOVER_H
#define TT_LSP_SERVER_LAYOUTHOVER_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace tt {
/// Markdown for a hover at 0-based (`line`, `character`) of `document`, or
/// nullopt where the cursor is not on a layout inside a type with a shape.
std::optional<std::string> getLayoutHover(mlir::MLIRContext &context, llvm::StringRef document,
                                          unsigned line, unsigned character);
} // namespace tt

#endif // TT_LSP_SERVER_LAYOUTHOVER_H
