//===- Passes.h - `ttg` transformations -------------------------*- C++ -*-===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_H
#define TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_H

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include "mlir/Pass/Pass.h"

namespace mlir::triton::gpu {

#define GEN_PASS_DECL
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"

} // namespace mlir::triton::gpu

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_H
