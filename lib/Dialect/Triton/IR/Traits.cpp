//===- Traits.cpp - shape and encoding rules shared by `tt` ops ------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;

/// The tensor a value of `type` stands for: itself, or the tensor a block
/// pointer points to. Null for scalars.
static RankedTensorType getTensorOrBlock(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor;
  if (auto ptr = dyn_cast<PointerType>(type))
    return dyn_cast<RankedTensorType>(ptr.getPointeeType());
  return nullptr;
}

static LogicalResult verifyOneTensorSize(Operation *op, RankedTensorType tensor,
                                         StringRef what, unsigned index) {
  if (!tensor.hasStaticShape())
    return op->emitOpError() << what << " #" << index << " must have a static shape, got "
                             << tensor;
  int64_t numElements = tensor.getNumElements();
  if (numElements > kMaxTensorNumElements)
    return op->emitOpError() << what << " #" << index << " has " << numElements
                             << " elements, more than Triton's maximum of "
                             << kMaxTensorNumElements;
  if (!llvm::isPowerOf2_64(numElements))
    return op->emitOpError() << what << " #" << index
                             << " must have a power-of-two number of elements, got "
                             << numElements;
  return success();
}

LogicalResult mlir::triton::impl::verifyTensorSize(Operation *op) {
  // A range checks its own result, so that an empty one reports its bounds.
  if (isa<MakeRangeOp>(op))
    return success();
  for (auto [i, type] : llvm::enumerate(op->getOperandTypes()))
    if (auto tensor = getTensorOrBlock(type))
      if (failed(verifyOneTensorSize(op, tensor, "operand", i)))
        return failure();
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (auto tensor = getTensorOrBlock(type))
      if (failed(verifyOneTensorSize(op, tensor, "result", i)))
        return failure();
  return success();
}

/// Compares the encodings of every tensor in `types` with the first one's;
/// scalars have no encoding and take no part.
static LogicalResult verifySameEncoding(Operation *op, ArrayRef<Type> types,
                                        bool lookThroughBlockPointers) {
  std::optional<Attribute> first;
  for (Type type : types) {
    RankedTensorType tensor = lookThroughBlockPointers ? getTensorOrBlock(type)
                                                       : dyn_cast<RankedTensorType>(type);
    if (!tensor)
      continue;
    Attribute encoding = tensor.getEncoding();
    if (!first) {
      first = encoding;
      continue;
    }
    if (*first != encoding)
      return op->emitOpError("requires the same encoding for all operands")
             << (types.size() > op->getNumOperands() ? " and results" : "") << ", got "
             << *first << " and " << encoding;
  }
  return success();
}

static SmallVector<Type> collectTypes(Operation *op, bool withResults) {
  SmallVector<Type> types(op->getOperandTypes());
  if (withResults)
    llvm::append_range(types, op->getResultTypes());
  return types;
}

LogicalResult mlir::triton::impl::verifySameOperandsEncoding(Operation *op,
                                                             bool withResults) {
  return verifySameEncoding(op, collectTypes(op, withResults),
                            /*lookThroughBlockPointers=*/false);
}

LogicalResult mlir::triton::impl::verifySameLoadStoreOperandsShape(Operation *op,
                                                                   bool withResults) {
  std::optional<ArrayRef<int64_t>> first;
  bool sawScalar = false;
  for (Type type : collectTypes(op, withResults)) {
    RankedTensorType tensor = getTensorOrBlock(type);
    if (!tensor) {
      sawScalar = true;
      continue;
    }
    if (!first) {
      first = tensor.getShape();
      continue;
    }
    if (*first != tensor.getShape())
      return op->emitOpError("requires the same shape for all operands")
             << (withResults ? " and results" : "");
  }
  if (sawScalar && first)
    return op->emitOpError("cannot mix scalar and tensor operands")
           << (withResults ? " or results" : "");
  return success();
}

LogicalResult mlir::triton::impl::verifySameLoadStoreOperandsEncoding(Operation *op,
                                                                      bool withResults) {
  return verifySameEncoding(op, collectTypes(op, withResults),
                            /*lookThroughBlockPointers=*/true);
}
