//===- Dialect.h - the `tt` dialect -----------------------------*- C++ -*-===//

#ifndef TT_DIALECT_TRITON_IR_DIALECT_H
#define TT_DIALECT_TRITON_IR_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "tt/Dialect/Triton/IR/Traits.h"
#include "tt/Dialect/Triton/IR/Types.h"

#include "tt/Dialect/Triton/IR/TritonDialect.h.inc"
#include "tt/Dialect/Triton/IR/TritonEnums.h.inc"

namespace mlir::triton {
/// The resource `tt` memory effects name: global (device) memory.
struct GlobalMemory : public SideEffects::Resource::Base<GlobalMemory> {
  StringRef getName() final { return "<GlobalMemory>"; }
};
} // namespace mlir::triton

#define GET_OP_CLASSES
#include "tt/Dialect/Triton/IR/TritonOps.h.inc"

#endif // TT_DIALECT_TRITON_IR_DIALECT_H
