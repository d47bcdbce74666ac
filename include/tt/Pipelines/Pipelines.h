//===- Pipelines.h - Triton's compilation stages as named pipelines -*- C++ -*-===//
//
// `make-ttir`, `make-ttgir` and `make-llir` reproduce the pass sequences of
// Triton 3.6's NVIDIA backend (third_party/nvidia/backend/compiler.py), so
// `tt-opt --make-ttir` does what one stage of `triton.compile` does.
//
//===----------------------------------------------------------------------===//

#ifndef TT_PIPELINES_PIPELINES_H
#define TT_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace tt {

/// Options of `make-ttir`.
struct MakeTTIROptions : mlir::PassPipelineOptions<MakeTTIROptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Target as Triton names it, cuda:<capability>; below cuda:90 (no TMA) "
                     "tensor descriptors are rewritten into pointers"),
      llvm::cl::init("cuda:90")};
};

/// Appends Triton 3.6's make_ttir sequence to `pm` (a module pass manager).
/// A target it cannot read is reported through `onError`.
llvm::LogicalResult
buildMakeTTIRPipeline(mlir::OpPassManager &pm, const MakeTTIROptions &options,
                      llvm::function_ref<llvm::LogicalResult(const llvm::Twine &)> onError);

/// Options of `make-ttgir`, Triton's names.
struct MakeTTGIROptions : mlir::PassPipelineOptions<MakeTTGIROptions> {
  Option<std::string> target{*this, "target",
                             llvm::cl::desc("Target as Triton names it, e.g. cuda:90"),
                             llvm::cl::init("cuda:90")};
  Option<int> numWarps{*this, "num-warps", llvm::cl::desc("Warps per CTA"), llvm::cl::init(4)};
  Option<int> threadsPerWarp{*this, "threads-per-warp", llvm::cl::desc("Threads per warp"),
                             llvm::cl::init(32)};
  Option<int> numStages{*this, "num-stages",
                        llvm::cl::desc("Software pipelining depth: loads feeding dots are "
                                       "issued num-stages - 1 iterations ahead"),
                        llvm::cl::init(3)};
  Option<int> numCTAs{*this, "num-ctas", llvm::cl::desc("CTAs per cluster"), llvm::cl::init(1)};
};

/// Appends Triton 3.6's make_ttgir sequence, as far as tt-toolkit has it.
llvm::LogicalResult
buildMakeTTGIRPipeline(mlir::OpPassManager &pm, const MakeTTGIROptions &options,
                       llvm::function_ref<llvm::LogicalResult(const llvm::Twine &)> onError);

/// Options of `make-llir`, Triton's names.
struct MakeLLIROptions : mlir::PassPipelineOptions<MakeLLIROptions> {
  Option<std::string> target{*this, "target",
                             llvm::cl::desc("Target as Triton names it, e.g. cuda:90"),
                             llvm::cl::init("cuda:90")};
  Option<int> ptxVersion{*this, "ptx-version",
                         llvm::cl::desc("PTX ISA version the code may use (87 = PTX 8.7)"),
                         llvm::cl::init(87)};
  /// Unset: convert-triton-gpu-to-llvm's own default (on in builds with
  /// assertions).
  Option<bool> checkSharedBounds{
      *this, "check-shared-bounds",
      llvm::cl::desc("Check every shared-memory access against its buffer "
                     "(convert-triton-gpu-to-llvm's option; default: on in builds with "
                     "assertions)")};
};

/// Appends Triton 3.6's make_llir sequence (TTGIR -> LLVM and NVVM
/// dialects), as far as tt-toolkit has it.
llvm::LogicalResult
buildMakeLLIRPipeline(mlir::OpPassManager &pm, const MakeLLIROptions &options,
                      llvm::function_ref<llvm::LogicalResult(const llvm::Twine &)> onError);

/// Registers `make-ttir`, `make-ttgir` and `make-llir` with the pass
/// registry.
void registerPipelines();

} // namespace tt

#endif // TT_PIPELINES_PIPELINES_H
