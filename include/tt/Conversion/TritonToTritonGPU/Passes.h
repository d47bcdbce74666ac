//===- Passes.h - TTIR to TTGIR conversion ----------------------*- C++ -*-===//

#ifndef TT_CONVERSION_TRITONTOTRITONGPU_PASSES_H
#define TT_CONVERSION_TRITONTOTRITONGPU_PASSES_H

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::triton {

#define GEN_PASS_DECL
#include "tt/Conversion/TritonToTritonGPU/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Conversion/TritonToTritonGPU/Passes.h.inc"

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONTOTRITONGPU_PASSES_H
