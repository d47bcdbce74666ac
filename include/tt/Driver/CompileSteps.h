//===- CompileSteps.h - one step of a compile -------------------*- C++ -*-===//
//
// Each step reads the previous stage's text and writes the next stage's, the
// same text a dump holds: the MLIR steps parse, run Triton's pipeline
// (Pipelines.h) and print with locations; the LLVM steps parse, translate or
// generate code and print. Because every step starts from text, a stage
// replaced by its own unmodified dump compiles to the same bits.
//
// A failed or crashed step leaves a reproducer beside the output
// (Reproducers.h) and says where.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DRIVER_COMPILESTEPS_H
#define TT_DRIVER_COMPILESTEPS_H

#include "tt/Driver/CompileOptions.h"
#include "tt/Driver/Stages.h"

#include "tt/Target/GPUTarget.h"
#include "tt/Target/KernelMetadata.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/Timing.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/SourceMgr.h"

#include <memory>
#include <string>

namespace mlir {
class MLIRContext;
} // namespace mlir

namespace tt {

/// The settings every step of one compile shares.
struct StepSettings {
  const CompileOptions *options = nullptr;
  const DiagnosticReporter *reporter = nullptr;
  std::string target; ///< Triton's spelling, "cuda:90".
  GPUTarget gpu;
  int numWarps = 4, numCtas = 1, numStages = 3;
};

/// A stage's text and, for MLIR and LLVM IR, its parsed module.
struct LoadedStage {
  Stage stage = Stage::TTIR;
  std::string text;
  /// Where the text came from, for messages: the input or override file,
  /// the dump, else `<kernel>.<ext>`.
  std::string name;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::unique_ptr<llvm::LLVMContext> llvmContext;
  std::unique_ptr<llvm::Module> llvmModule;
};

/// Parses stage texts into one MLIR context, whose diagnostics it reports
/// with file, line and column (printed with the source line, or handed to
/// the reporter's handler).
class StageLoader {
public:
  StageLoader(mlir::MLIRContext &context, const DiagnosticReporter &reporter);

  mlir::MLIRContext &getContext() { return context; }

  /// Parses `text` as `stage` (the text of a PTX or cubin is kept as is).
  /// `sourceName` is the name the IR gets for locations it doesn't spell
  /// out (block arguments take `"<sourceName>":line:col`): the compile must
  /// not depend on where a text was read from, so it is the stage's file
  /// name (`k.ttgir`), not its path. `name` is the path, for messages.
  llvm::Expected<LoadedStage> load(Stage stage, std::string text, std::string name,
                                   llvm::StringRef sourceName, mlir::TimingScope &timer);

private:
  mlir::MLIRContext &context;
  const DiagnosticReporter &reporter;
  /// Prints what the passes report; parsing has a handler of its own that
  /// knows the text being parsed. Both print only when the reporter does.
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler handler;
  /// Hands every diagnostic to the reporter's handler, when it has one.
  std::unique_ptr<mlir::ScopedDiagnosticHandler> forwarder;
  /// Remarks (a pass's notes on what it did not do, such as "MMA version 3
  /// acceleration not applied") are shown only with MLIR_ENABLE_REMARK=1,
  /// as Triton shows them; registered last, so it sees them first.
  mlir::ScopedDiagnosticHandler remarkFilter;
};

/// What the loaded stage says about the kernel (KernelFacts.h and
/// Target/KernelMetadata.h); nothing for a cubin.
llvm::Expected<std::optional<KernelMetadata>> describeStage(const LoadedStage &stage);

/// Runs the step that makes `produced` from `input` (consuming its module)
/// and returns the new stage's text. Timers nest under `timer`. On failure
/// the error names the step and the reproducer it left.
llvm::Expected<std::string> runStep(Stage produced, LoadedStage &input,
                                    const StepSettings &settings, mlir::TimingScope &timer);

} // namespace tt

#endif // TT_DRIVER_COMPILESTEPS_H
