//===- LLVMIROptimization.cpp - the LLVM half of Triton's make_llir -------===//

#include "Target/LLVMIROptimization.h"
#include "Target/CUDAToolkit.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Linker/Linker.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"

using namespace llvm;

bool tt::hasExternalDependencies(const Module &module) {
  for (const GlobalVariable &global : module.globals())
    if (global.hasExternalLinkage() && global.getName() != "global_smem")
      return true;
  for (const Function &function : module)
    if (function.hasExternalLinkage() && !function.hasExactDefinition() &&
        !function.isIntrinsic())
      return true;
  return false;
}

StringRef tt::firstLibdeviceCall(const Module &module) {
  for (const Function &function : module)
    if (function.isDeclaration() && function.getName().starts_with("__nv_"))
      return function.getName();
  return "";
}

Error tt::linkLibdevice(Module &module, StringRef path) {
  SMDiagnostic diagnostic;
  std::unique_ptr<Module> library =
      parseIRFile(path, diagnostic, module.getContext());
  if (!library)
    return createStringError(inconvertibleErrorCode(),
                             "cannot read libdevice '" + path +
                                 "': " + diagnostic.getMessage());
  library->setTargetTriple(module.getTargetTriple());
  library->setDataLayout(module.getDataLayout());
  StringSet<> defined;
  for (const Function &function : *library)
    if (!function.isDeclaration())
      defined.insert(function.getName());
  if (Linker(module).linkInModule(std::move(library),
                                  Linker::Flags::LinkOnlyNeeded))
    return createStringError(inconvertibleErrorCode(),
                             "cannot link libdevice '" + path + "'");
  for (Function &function : module)
    if (defined.contains(function.getName()))
      function.setLinkage(GlobalValue::InternalLinkage);
  return Error::success();
}

Error tt::attachNVPTXDataLayout(Module &module, const GPUTarget &target) {
  auto machine = createNVPTXTargetMachine(target);
  if (!machine)
    return machine.takeError();
  module.setDataLayout((*machine)->createDataLayout());
  return Error::success();
}

void tt::setReflectFTZ(Module &module, bool enabled) {
  // Module::Override (4), as Triton's set_nvvm_reflect_ftz writes it.
  module.addModuleFlag(Module::Override, "nvvm-reflect-ftz", enabled ? 1 : 0);
}

namespace {
/// Triton lowers tensors to LLVM structs, and loops carry them through phis
/// that most scalar passes can't see into. Splits each struct phi into one
/// phi per field and rebuilds the struct after the phis.
struct BreakStructPhiNodesPass : PassInfoMixin<BreakStructPhiNodesPass> {
  PreservedAnalyses run(Function &function, FunctionAnalysisManager &) {
    SmallVector<PHINode *> structPhis;
    for (BasicBlock &block : function)
      for (PHINode &phi : block.phis())
        if (isa<StructType>(phi.getType()))
          structPhis.push_back(&phi);
    for (PHINode *phi : structPhis)
      split(phi);
    return structPhis.empty() ? PreservedAnalyses::all()
                              : PreservedAnalyses::none();
  }

  static void split(PHINode *phi) {
    auto *type = cast<StructType>(phi->getType());
    IRBuilder<> builder(phi);
    SmallVector<PHINode *> fields;
    for (unsigned i = 0, e = type->getNumElements(); i < e; ++i) {
      builder.SetInsertPoint(phi);
      PHINode *field = builder.CreatePHI(type->getElementType(i),
                                         phi->getNumIncomingValues());
      for (unsigned j = 0, n = phi->getNumIncomingValues(); j < n; ++j) {
        BasicBlock *from = phi->getIncomingBlock(j);
        builder.SetInsertPoint(from->getTerminator());
        field->addIncoming(builder.CreateExtractValue(phi->getIncomingValue(j), i),
                           from);
      }
      fields.push_back(field);
    }
    builder.SetInsertPoint(phi->getParent(),
                           phi->getParent()->getFirstInsertionPt());
    Value *rebuilt = PoisonValue::get(type);
    for (auto [i, field] : llvm::enumerate(fields))
      rebuilt = builder.CreateInsertValue(rebuilt, field, i);
    phi->replaceAllUsesWith(rebuilt);
    phi->eraseFromParent();
  }
};
} // namespace

void tt::optimizeModule(Module &module, unsigned optLevel) {
  if (optLevel == 0)
    return;
  LoopAnalysisManager lam;
  FunctionAnalysisManager fam;
  CGSCCAnalysisManager cgam;
  ModuleAnalysisManager mam;
  PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  // Like Triton, no target machine: the middle end stays target-neutral and
  // the NVPTX specifics happen at code generation.
  PassBuilder builder(/*TM=*/nullptr, tuning);
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  builder.registerVectorizerStartEPCallback(
      [](FunctionPassManager &fpm, OptimizationLevel) {
        fpm.addPass(BreakStructPhiNodesPass());
        fpm.addPass(InstCombinePass());
      });
  OptimizationLevel level = optLevel == 1   ? OptimizationLevel::O1
                            : optLevel == 2 ? OptimizationLevel::O2
                                            : OptimizationLevel::O3;
  ModulePassManager mpm = builder.buildPerModuleDefaultPipeline(level);
  mpm.run(module, mam);
}

Error tt::prepareLLVMModule(Module &module, const GPUTarget &target,
                            const LLVMOptimizationOptions &options) {
  if (Error error = attachNVPTXDataLayout(module, target))
    return error;
  if (options.reflectFTZ)
    setReflectFTZ(module, true);
  if (hasExternalDependencies(module)) {
    Expected<std::string> libdevice = findLibdevice(options.libdevicePath);
    if (!libdevice) {
      // Only a libdevice call makes a missing library an error; other
      // external symbols (vprintf, __assertfail) come from the driver.
      StringRef callee = firstLibdeviceCall(module);
      if (!callee.empty())
        return createStringError(inconvertibleErrorCode(),
                                 "the module calls " + callee + ", but " +
                                     toString(libdevice.takeError()));
      consumeError(libdevice.takeError());
    } else if (Error error = linkLibdevice(module, *libdevice)) {
      return error;
    }
  }
  optimizeModule(module, options.optLevel);
  return Error::success();
}
