//===- Passes.h - debug-info passes on LLVM-dialect modules -----*- C++ -*-===//

#ifndef TT_TARGET_LLVMIR_PASSES_H
#define TT_TARGET_LLVMIR_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace tt {

#define GEN_PASS_DECL
#include "tt/Target/LLVMIR/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Target/LLVMIR/Passes.h.inc"

} // namespace tt

#endif // TT_TARGET_LLVMIR_PASSES_H
