//===- Dialect.h - the `nvg` dialect ----------------------------*- C++ -*-===//

#ifndef TT_DIALECT_NVGPU_IR_DIALECT_H
#define TT_DIALECT_NVGPU_IR_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tt/Dialect/NVGPU/IR/NVGPUDialect.h.inc"
#include "tt/Dialect/NVGPU/IR/NVGPUEnums.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/NVGPU/IR/NVGPUOps.h.inc"

#endif // TT_DIALECT_NVGPU_IR_DIALECT_H
