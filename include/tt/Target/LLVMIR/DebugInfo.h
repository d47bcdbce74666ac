//===- DebugInfo.h - debug-info scopes for LLVM functions -------*- C++ -*-===//
//
// The one implementation of Triton's line-info step (its LLVMDIScope pass):
// the `enable-line-info` pass and tt-translate's translation both call
// addLineInfoScopes; `extract-variable-info` builds its subprograms with
// getOrAddSubprogram.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TARGET_LLVMIR_DEBUGINFO_H
#define TT_TARGET_LLVMIR_DEBUGINFO_H

#include "mlir/Dialect/LLVMIR/LLVMAttrs.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace tt {

/// The debug-info emission kind of compile units made here: line tables,
/// or full debug info where the environment sets
/// LLVM_EXTRACT_DI_LOCAL_VARIABLES (1, true or on, any case), as Triton.
mlir::LLVM::DIEmissionKind getDefaultEmissionKind();

/// The file, line and column a location stands for: the location itself,
/// inside names, opaque and fused locations (the first), and the callee of a
/// call site; `<unknown>`:0:0 where there is none.
mlir::FileLineColLoc getFileLineColOf(mlir::Location loc);

/// `func`'s subprogram: the one fused into its location, or a new one fused
/// there now (in the module's compile unit, else a new one of
/// `emissionKind`).
mlir::LLVM::DISubprogramAttr getOrAddSubprogram(mlir::LLVM::LLVMFuncOp func,
                                                mlir::LLVM::DIEmissionKind emissionKind);

/// Triton's enable-line-info on `module`: a subprogram for every llvm.func
/// lacking one, and call-site locations inside functions scoped in their
/// function's subprogram, frame by frame.
void addLineInfoScopes(mlir::ModuleOp module);

} // namespace tt

#endif // TT_TARGET_LLVMIR_DEBUGINFO_H
