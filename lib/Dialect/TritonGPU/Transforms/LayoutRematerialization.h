//===- LayoutRematerialization.h - conversions removed backwards -*- C++ -*-===//
//
// Steps 2 and 3 of remove-layout-conversions (see RemoveLayoutConversions.cpp):
// conversions replaced by recomputing their sources in the target layout, and
// conversions moved to where they cost less.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_DIALECT_TRITONGPU_TRANSFORMS_LAYOUTREMATERIALIZATION_H
#define TT_LIB_DIALECT_TRITONGPU_TRANSFORMS_LAYOUTREMATERIALIZATION_H

#include "tt/Dialect/Triton/IR/Dialect.h"

namespace mlir::triton::gpu {

/// The encoding of a tensor value; null for other values.
inline Attribute encodingOf(Value value) {
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  return tensor ? tensor.getEncoding() : Attribute();
}

/// `type` in `encoding` when it is a tensor type; other types unchanged.
inline Type withEncoding(Type type, Attribute encoding) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType(), encoding);
}

/// Recomputes, in their target layout, the sources of the conversions in
/// `func` where that costs less than converting. True if a conversion went.
bool rematerializeBackward(triton::FuncOp func);

/// Moves the conversions left in `func` above extensions and broadcasts,
/// into the branch of a conditional that needs them, and (for dot operands)
/// up to the loads they read.
void hoistConversions(triton::FuncOp func);

} // namespace mlir::triton::gpu

#endif // TT_LIB_DIALECT_TRITONGPU_TRANSFORMS_LAYOUTREMATERIALIZATION_H
