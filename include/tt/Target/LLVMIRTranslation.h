//===- LLVMIRTranslation.h - LLVM-dialect MLIR to LLVM IR -------*- C++ -*-===//
//
// The MLIR half of Triton's make_llir: an LLVM-dialect module with NVVM ops
// (what `tt-opt --make-llir` and Triton's own pipeline produce) becomes an
// llvm::Module through MLIR's builtin, LLVM and NVVM translations.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_LLVMIRTRANSLATION_H
#define TT_TARGET_LLVMIRTRANSLATION_H

#include "llvm/Support/Error.h"

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace mlir {
class DialectRegistry;
class ModuleOp;
} // namespace mlir

namespace tt {

/// The dialects an LLVM-dialect kernel module uses (builtin, LLVM, NVVM)
/// and their translations to LLVM IR.
void registerLLVMIRTranslationDialects(mlir::DialectRegistry &registry);

struct LLVMIRTranslationOptions {
  /// Give every llvm.func a debug-info scope first (Triton's `enable-line-info`
  /// step, tt::addLineInfoScopes), so locations become `!dbg` line tables and
  /// the PTX gets `.loc` lines. Functions that already have a scope are left
  /// alone.
  bool lineInfo = true;
};

/// Translates `module` (which the line-info step may modify). Errors are
/// reported through the module's diagnostic handler and returned.
llvm::Expected<std::unique_ptr<llvm::Module>>
translateToLLVMIR(mlir::ModuleOp module, llvm::LLVMContext &context,
                  const LLVMIRTranslationOptions &options = {});

} // namespace tt

#endif // TT_TARGET_LLVMIRTRANSLATION_H
