//===- Types.h - `tt` types and type helpers --------------------*- C++ -*-===//

#ifndef TT_DIALECT_TRITON_IR_TYPES_H
#define TT_DIALECT_TRITON_IR_TYPES_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/TypeSupport.h"
#include "mlir/IR/Types.h"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/Triton/IR/TritonTypes.h.inc"

namespace mlir::triton {

/// Address space of global memory, the one `!tt.ptr<T>` omits.
constexpr int kGlobalAddressSpace = 1;

/// A pointer to a tensor: Triton's block pointer.
bool isTensorPointerType(Type type);

/// What loading through `ptrLike` yields: the pointee of a pointer, a tensor
/// of pointees for a tensor of pointers (same shape and encoding), the
/// pointed-to tensor for a block pointer. Null for anything else.
Type getPointeeType(Type ptrLike);

/// `i1` of the same shape and encoding as `type` (scalar `i1` for scalars).
Type getI1SameShape(Type type);

/// A global pointer to `type`'s element, with the same shape and encoding.
Type getPointerTypeSameShape(Type type);

/// The scalar pointer a block pointer of type `blockPtr` is built from.
Type getBlockPointerBaseType(Type blockPtr);

/// Number of bits of a scalar element; pointers count as 64.
unsigned getElementBitWidth(Type elementType);

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_IR_TYPES_H
