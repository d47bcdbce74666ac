//===- Traits.h - native traits of `tt` ops ---------------------*- C++ -*-===//
//
// Verifiers shared by many ops: tensor-size limits and the agreement of
// shapes and encodings between operands and results.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITON_IR_TRAITS_H
#define TT_DIALECT_TRITON_IR_TRAITS_H

#include "mlir/IR/OpDefinition.h"

namespace mlir::triton {
/// Triton's cap on the elements of one tensor (2^20).
constexpr int64_t kMaxTensorNumElements = 1048576;

namespace impl {
LogicalResult verifyTensorSize(Operation *op);
LogicalResult verifySameOperandsEncoding(Operation *op, bool withResults);
LogicalResult verifySameLoadStoreOperandsShape(Operation *op, bool withResults);
LogicalResult verifySameLoadStoreOperandsEncoding(Operation *op, bool withResults);
} // namespace impl

namespace OpTrait {
template <typename ConcreteType>
class TensorSizeTrait : public mlir::OpTrait::TraitBase<ConcreteType, TensorSizeTrait> {
public:
  static LogicalResult verifyTrait(Operation *op) { return impl::verifyTensorSize(op); }
};

template <typename ConcreteType>
class SameOperandsEncoding
    : public mlir::OpTrait::TraitBase<ConcreteType, SameOperandsEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameOperandsEncoding(op, /*withResults=*/false);
  }
};

template <typename ConcreteType>
class SameOperandsAndResultEncoding
    : public mlir::OpTrait::TraitBase<ConcreteType, SameOperandsAndResultEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameOperandsEncoding(op, /*withResults=*/true);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsShape
    : public mlir::OpTrait::TraitBase<ConcreteType, SameLoadStoreOperandsShape> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsShape(op, /*withResults=*/false);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsAndResultShape
    : public mlir::OpTrait::TraitBase<ConcreteType, SameLoadStoreOperandsAndResultShape> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsShape(op, /*withResults=*/true);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsEncoding
    : public mlir::OpTrait::TraitBase<ConcreteType, SameLoadStoreOperandsEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsEncoding(op, /*withResults=*/false);
  }
};

template <typename ConcreteType>
class SameLoadStoreOperandsAndResultEncoding
    : public mlir::OpTrait::TraitBase<ConcreteType, SameLoadStoreOperandsAndResultEncoding> {
public:
  static LogicalResult verifyTrait(Operation *op) {
    return impl::verifySameLoadStoreOperandsEncoding(op, /*withResults=*/true);
  }
};
} // namespace OpTrait
} // namespace mlir::triton

#endif // TT_DIALECT_TRITON_IR_TRAITS_H
