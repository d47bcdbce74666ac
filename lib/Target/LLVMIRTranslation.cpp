//===- LLVMIRTranslation.cpp - LLVM-dialect MLIR to LLVM IR ---------------===//

#include "tt/Target/LLVMIRTranslation.h"
#include "tt/Target/LLVMIR/DebugInfo.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/AutoUpgrade.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"

using namespace llvm;

void tt::registerLLVMIRTranslationDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::LLVM::LLVMDialect, mlir::NVVM::NVVMDialect>();
  mlir::registerBuiltinDialectTranslation(registry);
  mlir::registerLLVMDialectTranslation(registry);
  mlir::registerNVVMDialectTranslation(registry);
}

/// Triton 3.6 was built against an older LLVM and may name intrinsics LLVM 22
/// renamed (`llvm.nvvm.ex2.approx.f`, now overloaded as `.f32`). MLIR can't
/// translate a call to an intrinsic LLVM doesn't know, so such calls become
/// plain calls to a declaration of that name here, and LLVM's auto-upgrade
/// (what its IR reader does to old modules) rewrites them after translation.
static StringSet<> demoteUnknownIntrinsics(mlir::ModuleOp module) {
  StringSet<> names;
  SmallVector<mlir::LLVM::CallIntrinsicOp> unknown;
  module.walk([&](mlir::LLVM::CallIntrinsicOp op) {
    if (Intrinsic::lookupIntrinsicID(op.getIntrin()) ==
            Intrinsic::not_intrinsic &&
        op.getOpBundleOperands().empty())
      unknown.push_back(op);
  });
  for (mlir::LLVM::CallIntrinsicOp op : unknown) {
    mlir::OpBuilder builder(op);
    mlir::MLIRContext *context = op.getContext();
    mlir::Type result = op.getNumResults()
                            ? op.getResult(0).getType()
                            : mlir::LLVM::LLVMVoidType::get(context);
    auto type = mlir::LLVM::LLVMFunctionType::get(
        result, llvm::to_vector(op.getArgs().getTypes()));
    StringRef name = op.getIntrin();
    if (!module.lookupSymbol(name)) {
      mlir::OpBuilder top(module.getBodyRegion());
      mlir::LLVM::LLVMFuncOp::create(top, module.getLoc(), name, type);
    }
    auto call = mlir::LLVM::CallOp::create(
        builder, op.getLoc(), type, mlir::SymbolRefAttr::get(context, name),
        op.getArgs());
    op->replaceAllUsesWith(call->getResults());
    op->erase();
    names.insert(name);
  }
  return names;
}

static Error upgradeIntrinsics(Module &module, const StringSet<> &names) {
  for (const auto &entry : names) {
    Function *function = module.getFunction(entry.getKey());
    if (!function)
      continue;
    UpgradeCallsToIntrinsic(function);
    if (module.getFunction(entry.getKey()))
      return createStringError(inconvertibleErrorCode(),
                               "unknown LLVM intrinsic '" + entry.getKey() +
                                   "' (LLVM " LLVM_VERSION_STRING
                                   " neither has nor upgrades it)");
  }
  return Error::success();
}

Expected<std::unique_ptr<Module>>
tt::translateToLLVMIR(mlir::ModuleOp module, LLVMContext &context,
                      const LLVMIRTranslationOptions &options) {
  if (options.lineInfo)
    tt::addLineInfoScopes(module);
  StringSet<> legacyIntrinsics = demoteUnknownIntrinsics(module);
  // Triton's llvm.to_module: the default module name, "LLVMDialectModule".
  std::unique_ptr<Module> llvmModule =
      mlir::translateModuleToLLVMIR(module, context);
  if (!llvmModule)
    return createStringError(inconvertibleErrorCode(),
                             "translation to LLVM IR failed");
  if (Error error = upgradeIntrinsics(*llvmModule, legacyIntrinsics))
    return std::move(error);
  return std::move(llvmModule);
}
