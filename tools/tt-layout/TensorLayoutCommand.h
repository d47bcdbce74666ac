//===- TensorLayoutCommand.h - Triton's triton-tensor-layout ----*- C++ -*-===//
//
// tt-layout answers to the command line of Triton's `triton-tensor-layout`
// when called by that name (build/bin/triton-tensor-layout links to it) or
// through its subcommand, `tt-layout triton-tensor-layout ...`:
//
//   triton-tensor-layout -l '#ttg.blocked<{...}>' -t 'tensor<16x16xf16>'
//   triton-tensor-layout -i k.ttgir -alias-names=blocked,mma -t 'tensor<64x64xf16>' -use-hw-view
//
// with Triton's options (-l, -i, -alias-names, -t, -use-hw-view, -o) and its
// output, made from our linear layouts.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LAYOUT_TENSORLAYOUTCOMMAND_H
#define TT_LAYOUT_TENSORLAYOUTCOMMAND_H

#include "llvm/ADT/SmallVector.h"

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace tt {

/// The arguments for cl::ParseCommandLineOptions: `argv`, with the
/// `triton-tensor-layout` subcommand inserted when the program is called by
/// that name. Also keeps the subcommand's --help to its own options.
llvm::SmallVector<const char *> selectTensorLayoutCommand(int argc, char **argv);

/// Whether the parsed command line chose the `triton-tensor-layout`
/// subcommand.
bool isTensorLayoutCommand();

/// Runs the subcommand on its parsed options and returns the exit status:
/// 0, or 1 with a message naming the option, file or alias at fault and no
/// output written.
int runTensorLayoutCommand(mlir::MLIRContext &context);

} // namespace tt

#endif // TT_LAYOUT_TENSORLAYOUTCOMMAND_H
