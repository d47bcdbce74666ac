//===- PTXCodegen.cpp - LLVM IR to PTX through the NVPTX backend ----------===//

#include "tt/Target/PTXCodegen.h"
#include "tt/Target/StrengthReduction.h"

#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/CodeGen/CodeGenTargetMachineImpl.h"
#include "llvm/CodeGen/MachineModuleInfo.h"
#include "llvm/CodeGen/Passes.h"
#include "llvm/CodeGen/TargetPassConfig.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/InitializePasses.h"
#include "llvm/PassRegistry.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DebugCounter.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"

using namespace llvm;

/// Triton's post-processing of the backend's text.
static std::string postProcess(std::string ptx, const tt::GPUTarget &target) {
  std::string version = ".version " + std::to_string(target.ptxVersion / 10) +
                        "." + std::to_string(target.ptxVersion % 10);
  Regex versionLine("\\.version [0-9]+\\.[0-9]+");
  ptx = versionLine.sub(version, ptx);
  // `.target sm_90a, debug` keeps ptxas from optimizing; line info stays.
  Regex debugTarget("(\\.target [^\n]*), *debug");
  return debugTarget.sub("\\1", ptx);
}

static cl::opt<bool> useLLVMStrengthReduction(
    "llvm-slsr",
    cl::desc("PTX code generation runs LLVM 22's straight-line strength reduction, not the "
             "nearest-basis one Triton's LLVM has (for comparisons)"),
    cl::init(false));

bool tt::usesLLVMStrengthReduction() { return useLLVMStrengthReduction; }

/// LLVM 22's straight-line strength reduction, whose place tt's own takes
/// (StrengthReduction.h), rewrites nothing: its debug counter, the only
/// switch LLVM gives it (the pass does not ask the opt-bisect gate), lets no
/// rewrite through. Set once per process; `--llvm-slsr=true` keeps LLVM's.
static void disableLLVMStrengthReduction() {
  static bool done = [] {
    // Counts are never reset; no process makes 2^62 rewrites.
    DebugCounter::instance().push_back("slsr-counter=4611686018427387904");
    return true;
  }();
  (void)done;
}

/// What TargetMachine::addPassesToEmitFile adds, with tt's strength
/// reduction inserted where LLVM's runs (the pass config is not reachable
/// through addPassesToEmitFile).
static bool addPTXEmission(CodeGenTargetMachineImpl &machine, legacy::PassManager &passes,
                           raw_pwrite_stream &stream) {
  passes.add(createTargetTransformInfoWrapperPass(machine.getTargetIRAnalysis()));
  auto *moduleInfo = new MachineModuleInfoWrapperPass(&machine);
  TargetPassConfig *config = machine.createPassConfig(passes);
  passes.add(config);
  passes.add(moduleInfo);
  if (!useLLVMStrengthReduction) {
    disableLLVMStrengthReduction();
    // Registered here: LLVM registers a legacy pass when the first is made.
    PassRegistry &registry = *PassRegistry::getPassRegistry();
    initializeStraightLineStrengthReduceLegacyPassPass(registry);
    const PassInfo *llvmReduction = registry.getPassInfo(StringRef("slsr"));
    if (!llvmReduction)
      return false;
    config->insertPass(llvmReduction->getTypeInfo(),
                       tt::createNearestBasisStrengthReductionPass());
  }
  if (config->addISelPasses())
    return false;
  config->addMachinePasses();
  config->setInitialized();
  if (machine.addAsmPrinter(passes, stream, nullptr, CodeGenFileType::AssemblyFile,
                            moduleInfo->getMMI().getContext()))
    return false;
  passes.add(createFreeMachineFunctionPass());
  return true;
}

Expected<std::string> tt::translateLLVMIRToPTX(Module &module,
                                               const GPUTarget &target,
                                               const PTXCodegenOptions &options) {
  std::string problems;
  raw_string_ostream problemStream(problems);
  if (verifyModule(module, &problemStream))
    return createStringError(inconvertibleErrorCode(),
                             "invalid LLVM IR: " + Twine(problems));

  // Inline everything that may be inlined, as Triton does.
  for (Function &function : module)
    if (!function.isDeclaration() &&
        !function.hasFnAttribute(Attribute::NoInline))
      function.addFnAttr(Attribute::AlwaysInline);
  {
    legacy::PassManager inliner;
    inliner.add(createAlwaysInlinerLegacyPass());
    inliner.run(module);
  }

  auto machine = createNVPTXTargetMachine(target, options.enableFPFusion);
  if (!machine)
    return machine.takeError();
  setLLVMBoolOption("nvptx-mad-wide-opt", true);
  // MachineLICM runs, as in Triton's llc. (It was off while sqrt lowered to
  // the bare instruction: with libdevice's body, as Triton emits it,
  // cf_for_nested went from 1.118x Triton's time without it to 1.019x with
  // it on an H100, bench/licm-libdevice-h100-2026-11-27.json.)
  // The register coalescer's terminal rule, which LLVM 22 applies to NVPTX,
  // leaves a copy of every value a loop carries at the loop's head where
  // Triton's LLVM coalesces them (16 movs per iteration in
  // cf_for_online_softmax_stats). Off, as Triton's llc has it: the PTX
  // comes closer to Triton's, the time did not move (13 conformance
  // kernels, bench/terminal-rule-*-h200-2026-11-27.json).
  setLLVMOptionUnlessGiven("terminal-rule", "false");
  module.setTargetTriple(Triple(nvptxTriple()));
  module.setDataLayout((*machine)->createDataLayout());

  SmallString<0> text;
  {
    raw_svector_ostream stream(text);
    legacy::PassManager codegen;
    if (!addPTXEmission(static_cast<CodeGenTargetMachineImpl &>(**machine), codegen, stream))
      return createStringError(inconvertibleErrorCode(),
                               "the NVPTX backend cannot emit PTX for " +
                                   target.cpu());
    codegen.run(module);
  }
  return postProcess(std::string(text), target);
}
