//===- GPUTarget.cpp - the NVIDIA target a kernel is compiled for ---------===//

#include "tt/Target/GPUTarget.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Triple.h"

#include <mutex>

using namespace llvm;

StringRef tt::nvptxTriple() { return "nvptx64-nvidia-cuda"; }

std::string tt::GPUTarget::cpu() const {
  return "sm_" + std::to_string(capability) + (archSpecific ? "a" : "");
}

std::string tt::GPUTarget::features() const { return "+ptx" + std::to_string(ptxVersion); }

std::string tt::GPUTarget::tritonArch() const { return "sm" + std::to_string(capability); }

std::string tt::GPUTarget::tritonTarget() const {
  return "GPUTarget(backend='cuda', arch=" + std::to_string(capability) + ", warp_size=32)";
}

void tt::setLLVMBoolOption(StringRef name, bool value) {
  auto &options = cl::getRegisteredOptions();
  auto it = options.find(name);
  if (it == options.end())
    return;
  if (auto *opt = static_cast<cl::opt<bool> *>(it->second))
    opt->setValue(value);
}

void tt::setLLVMOptionUnlessGiven(StringRef name, StringRef value) {
  auto &options = cl::getRegisteredOptions();
  auto it = options.find(name);
  if (it == options.end() || it->second->getNumOccurrences() > 0)
    return;
  it->second->addOccurrence(/*pos=*/0, name, value);
}

/// The NVPTX backend from the shared libLLVM, initialized once.
static const Target *getNVPTXTarget(std::string &error) {
  static std::once_flag once;
  std::call_once(once, [] {
    LLVMInitializeNVPTXTargetInfo();
    LLVMInitializeNVPTXTarget();
    LLVMInitializeNVPTXTargetMC();
    LLVMInitializeNVPTXAsmPrinter();
  });
  return TargetRegistry::lookupTarget(Triple(tt::nvptxTriple()), error);
}

/// The oldest PTX ISA that can name each architecture (PTX ISA release
/// notes); 0 where we don't know and let the backend decide.
static unsigned minimumPTXVersion(unsigned capability, bool archSpecific) {
  if (capability >= 120)
    return 87;
  if (capability >= 100)
    return 86;
  if (capability >= 90)
    return archSpecific ? 80 : 78;
  if (capability >= 89)
    return 78;
  if (capability >= 87)
    return 74;
  if (capability >= 86)
    return 71;
  if (capability >= 80)
    return 70;
  return 0;
}

Expected<tt::GPUTarget> tt::parseGPUTarget(StringRef arch, unsigned ptxVersion, StringRef option) {
  auto bad = [&](const Twine &why) {
    return createStringError(inconvertibleErrorCode(),
                             "unknown " + option + " '" + arch + "': " + why);
  };
  GPUTarget target;
  StringRef rest = arch.trim();
  bool tritonSpelling = rest.consume_front("cuda:");
  if (!tritonSpelling && !rest.consume_front("sm_") && !rest.consume_front("sm"))
    return bad("expected sm_NN or sm_NNa (e.g. sm_90a) or cuda:NN");
  target.archSpecific = !tritonSpelling && rest.consume_back("a");
  if (rest.empty() || !llvm::all_of(rest, isDigit) || rest.getAsInteger(10, target.capability))
    return bad("expected sm_NN or sm_NNa (e.g. sm_90a) or cuda:NN");
  // Triton's sm_arch_from_capability: the `a` variant from 90 up.
  if (tritonSpelling)
    target.archSpecific = target.capability >= 90;
  target.ptxVersion = ptxVersion ? ptxVersion : kDefaultPTXVersion;

  std::string error;
  const Target *nvptx = getNVPTXTarget(error);
  if (!nvptx)
    return createStringError(inconvertibleErrorCode(),
                             "the NVPTX backend is missing from libLLVM: " + error);
  std::unique_ptr<MCSubtargetInfo> sti(nvptx->createMCSubtargetInfo(Triple(nvptxTriple()), "", ""));
  std::string cpu = target.cpu();
  if (!sti || !sti->isCPUStringValid(cpu)) {
    std::string known;
    if (sti)
      for (const SubtargetSubTypeKV &kv : sti->getAllProcessorDescriptions())
        if (StringRef(kv.Key).starts_with("sm_"))
          known += (known.empty() ? "" : " ") + std::string(kv.Key);
    return bad("LLVM's NVPTX backend knows no '" + cpu + "' (known: " + known + ")");
  }
  std::string feature = "ptx" + std::to_string(target.ptxVersion);
  bool knownFeature = false;
  for (const SubtargetFeatureKV &kv : sti->getAllProcessorFeatures())
    knownFeature |= feature == kv.Key;
  if (!knownFeature)
    return createStringError(inconvertibleErrorCode(),
                             "unknown --ptx-version=" + Twine(target.ptxVersion) +
                                 ": LLVM's NVPTX backend has no '+" + feature +
                                 "' feature (PTX 8.7 is --ptx-version=87)");
  unsigned minimum = minimumPTXVersion(target.capability, target.archSpecific);
  if (target.ptxVersion < minimum)
    return createStringError(inconvertibleErrorCode(), "--ptx-version=" + Twine(target.ptxVersion) +
                                                           " is too old for " + cpu + " (needs " +
                                                           Twine(minimum) + " or newer)");
  return target;
}

Expected<std::unique_ptr<TargetMachine>> tt::createNVPTXTargetMachine(const GPUTarget &target,
                                                                      bool enableFPFusion) {
  std::string error;
  const Target *nvptx = getNVPTXTarget(error);
  if (!nvptx)
    return createStringError(inconvertibleErrorCode(),
                             "the NVPTX backend is missing from libLLVM: " + error);
  // Triton sets these before creating any target machine: 32-bit pointers
  // for shared, const and local memory (the `p3:32:32` data layout).
  setLLVMBoolOption("nvptx-short-ptr", true);
  TargetOptions options;
  if (enableFPFusion)
    options.AllowFPOpFusion = FPOpFusion::Fast;
  options.NoInfsFPMath = false;
  options.NoNaNsFPMath = true;
  options.TrapUnreachable = true;
  options.MCOptions.AsmVerbose = true;
  options.MCOptions.PreserveAsmComments = true;
  std::unique_ptr<TargetMachine> machine(
      nvptx->createTargetMachine(Triple(nvptxTriple()), target.cpu(), target.features(), options,
                                 Reloc::PIC_, std::nullopt, CodeGenOptLevel::Aggressive));
  if (!machine)
    return createStringError(inconvertibleErrorCode(),
                             "cannot create the NVPTX target machine for " + target.cpu());
  return std::move(machine);
}
