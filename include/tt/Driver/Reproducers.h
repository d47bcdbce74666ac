//===- Reproducers.h - what a failed --compile leaves behind ----*- C++ -*-===//
//
// When a step of `tt-translate --compile -o out/k.cubin` fails or crashes,
// its input is kept beside the output as a reproducer, with the command that
// replays just that step:
//
//   out/k.repro.mlir       an MLIR pass failed: MLIR's own local reproducer
//                          (the IR before the failing pass, and that pass),
//                          replayed by `tt-opt --run-reproducer out/k.repro.mlir`
//   out/k.repro.llir.mlir  translation to LLVM IR failed
//   out/k.repro.ll         PTX code generation failed
//   out/k.repro.ptx        ptxas failed
//
// The last three are the step's input with a trailing comment that says what
// failed and the tt-translate command that reruns it.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_REPRODUCERS_H
#define TT_DRIVER_REPRODUCERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace tt {

/// `<output without extension>.repro.<extension>`.
std::string getReproducerPath(llvm::StringRef outputPath, llvm::StringRef extension);

/// Where a replay command writes: `<output without extension>.replay.<extension>`.
std::string getReplayOutputPath(llvm::StringRef outputPath, llvm::StringRef extension);

/// A sibling tool's path: beside this executable if it is there, else the
/// bare name (found on PATH).
std::string getSiblingToolPath(llvm::StringRef tool);

/// `args` as one shell command line, quoted where needed.
std::string joinShellCommand(llvm::ArrayRef<std::string> args);

/// Writes `input` to `path` followed by comment lines (each starting with
/// `commentPrefix`) saying what failed and how to replay it.
llvm::Error writeReproducer(llvm::StringRef path, llvm::StringRef input,
                            llvm::StringRef commentPrefix, llvm::StringRef failure,
                            llvm::StringRef replayCommand);

} // namespace tt

#endif // TT_DRIVER_REPRODUCERS_H
