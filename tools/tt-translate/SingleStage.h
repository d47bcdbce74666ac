//===- SingleStage.h - tt-translate's one-stage modes -----------*- C++ -*-===//
//
// One backend stage per run, each a separate step a compiler engineer can
// stop at, edit and resume from, as Triton 3.6's NVIDIA backend does them:
//
//   --mlir-to-llvmir   LLVM-dialect MLIR -> LLVM IR (make_llir's LLVM part)
//   --llvmir-to-ptx    LLVM IR -> PTX (make_ptx)
//   --ptx-to-cubin     PTX -> cubin with ptxas (make_cubin)
//
// Any stage can also write the kernel's `<kernel>.json`; the cubin stage
// writes it beside `-o k.cubin` as k.json, where tt-run finds it.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_TT_TRANSLATE_SINGLESTAGE_H
#define TT_TOOLS_TT_TRANSLATE_SINGLESTAGE_H

#include "CompileOptions.h"

#include "Target/GPUTarget.h"

#include "llvm/Support/Error.h"

namespace tt {

enum class SingleStage { MLIRToLLVMIR, LLVMIRToPTX, PTXToCubin };

struct SingleStageOptions {
  SingleStage stage = SingleStage::PTXToCubin;
  std::string inputPath = "-";
  std::string outputPath = "-";
  /// Where `<kernel>.json` goes; "" for nowhere.
  std::string metadataPath;
  GPUTarget target;
  CodegenSettings codegen;
  MetadataSettings metadata;
  bool verbose = false;
};

/// Runs the stage; writes its output and metadata only if all of it worked.
llvm::Error runSingleStage(const SingleStageOptions &options);

} // namespace tt

#endif // TT_TOOLS_TT_TRANSLATE_SINGLESTAGE_H
