//===- GPUTarget.h - the NVIDIA target a kernel is compiled for -*- C++ -*-===//
//
// `--arch=sm_90a` and `--ptx-version=87` as one value, and the NVPTX target
// machine LLVM builds from it: triple nvptx64-nvidia-cuda, CPU `sm_NN[a]`,
// features `+ptxNN`, as Triton 3.6's NVIDIA backend sets them.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_GPUTARGET_H
#define TT_TARGET_GPUTARGET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace llvm {
class TargetMachine;
} // namespace llvm

namespace tt {

/// The PTX ISA version used when none is given: Triton 3.6 writes
/// `.version 8.7` (see any corpus `<k>.ptx`), and CUDA 13's ptxas reads it.
constexpr unsigned kDefaultPTXVersion = 87;

struct GPUTarget {
  /// Compute capability as Triton spells it: 90 for sm_90a.
  unsigned capability = 90;
  /// The architecture-specific `a` variant (wgmma, setmaxnreg, ...).
  bool archSpecific = true;
  /// PTX ISA version times ten: 87 is PTX 8.7.
  unsigned ptxVersion = kDefaultPTXVersion;

  /// "sm_90a": the LLVM CPU name and ptxas's --gpu-name.
  std::string cpu() const;
  /// "+ptx87": the NVPTX subtarget features.
  std::string features() const;
  /// "sm90": Triton's `arch` metadata field.
  std::string tritonArch() const;
  /// "GPUTarget(backend='cuda', arch=90, warp_size=32)": Triton's `target`.
  std::string tritonTarget() const;
};

/// Parses `sm_90a`, `sm_90`, `sm_80` (also `sm90a`) or Triton's `cuda:90`
/// (which, as in Triton, means sm_90a from 90 up). `ptxVersion` 0 picks
/// kDefaultPTXVersion. Checks both against what LLVM's NVPTX backend knows;
/// errors name the value as given with `option` (`--arch`, `--target`).
llvm::Expected<GPUTarget> parseGPUTarget(llvm::StringRef arch, unsigned ptxVersion = 0,
                                         llvm::StringRef option = "--arch");

/// The NVPTX target machine at -O3 (Triton's `createTargetMachine`: fp
/// contraction when `enableFPFusion`, no-NaNs math, trap on unreachable, PIC,
/// 32-bit shared/local pointers).
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createNVPTXTargetMachine(const GPUTarget &target, bool enableFPFusion = true);

/// The triple every NVIDIA kernel is compiled for.
llvm::StringRef nvptxTriple();

/// Sets a boolean LLVM command-line option that the NVPTX backend reads
/// (`nvptx-short-ptr`, `nvptx-mad-wide-opt`), as Triton does.
void setLLVMBoolOption(llvm::StringRef name, bool value);

/// Gives an LLVM command-line option of any type `value`, as if it were on
/// the command line, unless the command line already set it (so that
/// `tt-translate --name=...` still decides).
void setLLVMOptionUnlessGiven(llvm::StringRef name, llvm::StringRef value);

} // namespace tt

#endif // TT_TARGET_GPUTARGET_H
