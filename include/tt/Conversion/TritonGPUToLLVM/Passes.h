//===- Passes.h - TTGIR to LLVM conversion passes ---------------*- C++ -*-===//

#ifndef TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H
#define TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H

#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::triton {

/// Whether convert-triton-gpu-to-llvm checks every shared-memory access
/// against its buffer unless told (`check-shared-bounds`): in builds with
/// assertions, as a debugging aid that costs nothing in release builds.
#ifdef NDEBUG
inline constexpr bool kCheckSharedBoundsByDefault = false;
#else
inline constexpr bool kCheckSharedBoundsByDefault = true;
#endif

#define GEN_PASS_DECL
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"

namespace gpu {
/// Writes `allocation.offset` on every op that owns a buffer and
/// `ttg.shared` on the module, from a finished allocation.
void attachAllocationSizeAndOffsetAttr(ModuleOp module, ModuleAllocation &allocation);
} // namespace gpu

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES_H
