//===- PTXCodegen.cpp - LLVM IR to PTX through the NVPTX backend ----------===//

#include "tt/Target/PTXCodegen.h"

#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
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
    if ((*machine)->addPassesToEmitFile(codegen, stream, nullptr,
                                        CodeGenFileType::AssemblyFile))
      return createStringError(inconvertibleErrorCode(),
                               "the NVPTX backend cannot emit PTX for " +
                                   target.cpu());
    codegen.run(module);
  }
  return postProcess(std::string(text), target);
}
