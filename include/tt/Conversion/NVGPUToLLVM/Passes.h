//===- Passes.h - NVGPU to LLVM conversion ----------------------*- C++ -*-===//

#ifndef TT_CONVERSION_NVGPUTOLLVM_PASSES_H
#define TT_CONVERSION_NVGPUTOLLVM_PASSES_H

#include "tt/Dialect/NVGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::triton {

#define GEN_PASS_DECL
#include "tt/Conversion/NVGPUToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Conversion/NVGPUToLLVM/Passes.h.inc"

} // namespace mlir::triton

#endif // TT_CONVERSION_NVGPUTOLLVM_PASSES_H
