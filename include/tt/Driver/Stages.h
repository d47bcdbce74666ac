//===- Stages.h - the stages tt-translate --compile goes through -*- C++ -*-===//
//
// Triton 3.6's NVIDIA compilation as a chain of files, each the input of the
// next step:
//
//   k.ttir --make-ttir--> k.ttir --make-ttgir--> k.ttgir --make-llir-->
//   k.llir.mlir --LLVM IR--> k.llir --PTX--> k.ptx --ptxas--> k.cubin
//
// In dump, override and cache folders a stage is `<kernel>.<ext>` with
// Triton's extensions (`llir` is LLVM IR, as in TRITON_KERNEL_DUMP), plus
// `llir.mlir` for the LLVM-dialect module that Triton keeps in memory.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_STAGES_H
#define TT_DRIVER_STAGES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <optional>

namespace tt {

enum class Stage { TTIR, TTGIR, LLIR, LLVMIR, PTX, Cubin };

/// Every stage, in compilation order.
llvm::ArrayRef<Stage> getAllStages();

/// `ttir`, `ttgir`, `llir.mlir`, `llir`, `ptx`, `cubin`.
llvm::StringRef getStageExtension(Stage stage);

/// The step that produces `stage`, as messages and timings name it:
/// `make-ttir`, `make-ttgir`, `make-llir`, `LLVM IR`, `PTX`, `ptxas`.
llvm::StringRef getStepName(Stage stage);

/// Whether the stage is an MLIR module (TTIR, TTGIR, LLVM dialect).
bool isMLIRStage(Stage stage);

std::optional<Stage> getNextStage(Stage stage);

/// The stage a file holds, from its name: `.ttir` (`.source.ttir` too),
/// `.ttgir`, `.llir.mlir`, `.ll` or `.llir`, `.ptx`, `.cubin`.
std::optional<Stage> getStageOfFileName(llvm::StringRef path);

/// `--input-stage=` values: the extensions above.
std::optional<Stage> parseStageExtension(llvm::StringRef extension);

/// The first stage compiling `input` produces: TTIR for a TTIR input (which
/// make-ttir normalizes; it leaves Triton's own `.ttir` as it is), else the
/// stage after the input's.
std::optional<Stage> getFirstProducedStage(Stage input);

} // namespace tt

#endif // TT_DRIVER_STAGES_H
