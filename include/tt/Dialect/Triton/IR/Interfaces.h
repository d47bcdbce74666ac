//===- Interfaces.h - what `tt` asks of layout dialects ---------*- C++ -*-===//
//
// The `tt` dialect knows nothing of layouts, but its shape ops must keep the
// encodings of their tensors consistent once a layout dialect (ttg) attached
// them. A dialect whose attributes serve as tensor encodings implements this
// interface; `tt` verifiers call it when their tensors carry encodings and
// skip the check for encodings whose dialect does not implement it.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITON_IR_INTERFACES_H
#define TT_DIALECT_TRITON_IR_INTERFACES_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/Location.h"

#include <optional>

namespace mlir::triton {

class DialectInferLayoutInterface
    : public DialectInterface::Base<DialectInferLayoutInterface> {
public:
  DialectInferLayoutInterface(Dialect *dialect) : Base(dialect) {}

  /// Encoding of the result of reducing a tensor of `operand` along `axis`.
  virtual LogicalResult inferReduceOpEncoding(Attribute operand, unsigned axis,
                                              Attribute &result,
                                              std::optional<Location> loc) const = 0;
  /// Encoding after inserting a size-1 dimension at `axis`.
  virtual LogicalResult inferExpandDimsOpEncoding(Attribute operand, unsigned axis,
                                                  Attribute &result,
                                                  std::optional<Location> loc) const = 0;
  /// Encoding of tt.trans with `order` applied to a tensor of `shape`.
  virtual LogicalResult inferTransOpEncoding(Attribute operand, ArrayRef<int64_t> shape,
                                             ArrayRef<int32_t> order, Attribute &result,
                                             std::optional<Location> loc) const = 0;
  /// Encoding of tt.split's results, for a source of `shape` (last dim 2).
  virtual LogicalResult inferSplitOpEncoding(Attribute operand, ArrayRef<int64_t> shape,
                                             Attribute &result,
                                             std::optional<Location> loc) const = 0;
  /// Encoding of tt.join's result, for operands of `shape`.
  virtual LogicalResult inferJoinOpEncoding(Attribute operand, ArrayRef<int64_t> shape,
                                            Attribute &result,
                                            std::optional<Location> loc) const = 0;
  /// Encoding of tt.reshape (no reordering) of a `srcShape` tensor in
  /// `operand` to `dstShape`: every thread keeps its elements.
  virtual LogicalResult inferReshapeOpEncoding(ArrayRef<int64_t> srcShape, Attribute operand,
                                               ArrayRef<int64_t> dstShape, Attribute &result,
                                               std::optional<Location> loc) const = 0;
  /// Encoding of ttg.fp4_to_fp's result from its source's (`fwdInference`)
  /// or of its source from its result's; `shape` is the result's shape and
  /// `axis` the dimension the packed pairs unfold along.
  virtual LogicalResult inferFp4ToFpOpEncoding(ArrayRef<int64_t> shape, int axis,
                                               Attribute operand, Attribute &result,
                                               bool fwdInference,
                                               std::optional<Location> loc) const = 0;
  /// Whether `a` and `b` place the elements of a tensor of `shape` alike.
  virtual LogicalResult verifyLayoutsAreEqual(ArrayRef<int64_t> shape, Attribute a,
                                              Attribute b,
                                              std::optional<Location> loc) const = 0;
  /// Whether a dot may take operands of encodings `a` and `b` (both set);
  /// reports at `op` when not.
  virtual LogicalResult verifyDotOpEncodingCompatibility(Operation *op, Attribute a,
                                                         Attribute b) const {
    return success();
  }
};

} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_IR_INTERFACES_H
