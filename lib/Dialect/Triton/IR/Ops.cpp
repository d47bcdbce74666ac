//===- Ops.cpp - `tt` op verifiers, builders and interfaces ----------------===//
//
// Folders and canonicalization patterns live in Canonicalize.cpp.
//
//===----------------------------------------------------------------------===//

#include "Dialect/Triton/IR/Dialect.h"
#include "Dialect/Triton/IR/Interfaces.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::triton;

#define GET_OP_CLASSES
#include "Dialect/Triton/IR/TritonOps.cpp.inc"
#include "Dialect/Triton/IR/TritonEnums.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

/// `order` is a permutation of [0, rank).
static LogicalResult verifyPermutation(Operation *op, ArrayRef<int32_t> order,
                                       size_t rank, StringRef name) {
  if (order.size() != rank)
    return op->emitOpError() << "expects '" << name << "' to have " << rank
                             << " entries, one per dimension, got " << order.size();
  SmallVector<bool> seen(rank, false);
  for (int32_t dim : order) {
    if (dim < 0 || static_cast<size_t>(dim) >= rank || seen[dim])
      return op->emitOpError() << "expects '" << name << "' to be a permutation of [0, "
                               << rank << "), got [" << order << "]";
    seen[dim] = true;
  }
  return success();
}

/// `shape` with the dimension `axis` removed.
static SmallVector<int64_t> dropDim(ArrayRef<int64_t> shape, unsigned axis) {
  SmallVector<int64_t> result(shape);
  result.erase(result.begin() + axis);
  return result;
}

/// The shape of `type` if it is a tensor, else the empty shape of a scalar.
static ArrayRef<int64_t> getShapeOrScalar(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return tensor.getShape();
  return {};
}

/// Checks a shape op's result encoding against what the dialect of the
/// operand's encoding infers. Tensors without encodings (TTIR) pass; so do
/// encodings whose dialect does not implement the inference interface.
static LogicalResult verifyInferredEncoding(
    Operation *op, RankedTensorType operand, RankedTensorType result,
    llvm::function_ref<LogicalResult(const DialectInferLayoutInterface &, Attribute &)>
        infer) {
  Attribute operandEncoding = operand.getEncoding();
  Attribute resultEncoding = result.getEncoding();
  if (!operandEncoding && !resultEncoding)
    return success();
  if (!operandEncoding || !resultEncoding)
    return op->emitOpError("expects encodings on both the source and the result, or on "
                           "neither");
  auto *iface = dyn_cast<DialectInferLayoutInterface>(&operandEncoding.getDialect());
  if (!iface)
    return success();
  // The inference explains its own failures at the op's location.
  Attribute expected;
  if (failed(infer(*iface, expected)))
    return failure();
  if (failed(iface->verifyLayoutsAreEqual(result.getShape(), expected, resultEncoding,
                                          std::nullopt)))
    return op->emitOpError() << "expects a result encoding equivalent to " << expected
                             << ", got " << resultEncoding;
  return success();
}

//===----------------------------------------------------------------------===//
// Casts and arithmetic
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  Type srcElement = getElementTypeOrSelf(getSrc().getType());
  Type dstElement = getElementTypeOrSelf(getType());
  unsigned srcBits = getElementBitWidth(srcElement);
  unsigned dstBits = getElementBitWidth(dstElement);
  if (srcBits != dstBits)
    return emitOpError() << "expects source and result elements of the same bit width, got "
                         << srcElement << " (" << srcBits << " bits) and " << dstElement
                         << " (" << dstBits << " bits)";
  return success();
}

LogicalResult FpToFpOp::verify() {
  Type srcElement = getElementTypeOrSelf(getSrc().getType());
  Type dstElement = getElementTypeOrSelf(getType());
  bool narrowing = dstElement.getIntOrFloatBitWidth() < srcElement.getIntOrFloatBitWidth();
  if (narrowing && !getRounding())
    return emitOpError() << "narrowing " << srcElement << " to " << dstElement
                         << " requires a rounding mode";
  return success();
}

//===----------------------------------------------------------------------===//
// Pointers, loads and stores
//===----------------------------------------------------------------------===//

LogicalResult AdvanceOp::verify() {
  auto block = cast<RankedTensorType>(cast<PointerType>(getPtr().getType()).getPointeeType());
  if (getOffsets().size() != static_cast<size_t>(block.getRank()))
    return emitOpError() << "expects one offset per dimension of " << block << ", got "
                         << getOffsets().size();
  return success();
}

/// `boundaryCheck` names distinct dimensions of a block pointer's tensor, and
/// only block pointers take it.
static LogicalResult verifyBoundaryCheck(Operation *op, Type ptrType,
                                         ArrayRef<int32_t> boundaryCheck) {
  if (boundaryCheck.empty())
    return success();
  if (!isTensorPointerType(ptrType))
    return op->emitOpError("takes 'boundaryCheck' only with a block pointer");
  auto block = cast<RankedTensorType>(cast<PointerType>(ptrType).getPointeeType());
  SmallVector<bool> seen(block.getRank(), false);
  for (int32_t dim : boundaryCheck) {
    if (dim < 0 || dim >= block.getRank() || seen[dim])
      return op->emitOpError() << "expects 'boundaryCheck' to list distinct dimensions of "
                               << block << ", got [" << boundaryCheck << "]";
    seen[dim] = true;
  }
  return success();
}

LogicalResult LoadOp::verify() {
  Type ptrType = getPtr().getType();
  if (isTensorPointerType(ptrType)) {
    if (getMask() || getOther())
      return emitOpError("through a block pointer takes no mask or other; "
                         "use boundaryCheck and padding");
  } else if (getPadding()) {
    return emitOpError("takes 'padding' only with a block pointer");
  }
  if (getOther() && !getMask())
    return emitOpError("takes 'other' only together with a mask");
  return verifyBoundaryCheck(*this, ptrType, getBoundaryCheck());
}

void LoadOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  effects.emplace_back(MemoryEffects::Read::get(), &getPtrMutable(), GlobalMemory::get());
  // A volatile load must survive CSE and DCE: model it as also writing.
  if (getIsVolatile())
    effects.emplace_back(MemoryEffects::Write::get(), GlobalMemory::get());
}

void LoadOp::build(OpBuilder &builder, OperationState &state, Value ptr, Value mask,
                   Value other, CacheModifier cache, EvictionPolicy evict,
                   bool isVolatile) {
  build(builder, state, getPointeeType(ptr.getType()), ptr, mask, other,
        /*boundaryCheck=*/ArrayRef<int32_t>{}, /*padding=*/nullptr, cache, evict,
        isVolatile);
}

LogicalResult StoreOp::verify() {
  Type ptrType = getPtr().getType();
  if (isTensorPointerType(ptrType) && getMask())
    return emitOpError("through a block pointer takes no mask; use boundaryCheck");
  return verifyBoundaryCheck(*this, ptrType, getBoundaryCheck());
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

LogicalResult AtomicRMWOp::verify() {
  Type element = getElementTypeOrSelf(getVal().getType());
  bool isFloat = isa<FloatType>(element);
  switch (getAtomicRmwOp()) {
  case RMWOp::FADD:
    if (!isFloat)
      return emitOpError() << "'fadd' needs floating-point values, got " << element;
    break;
  case RMWOp::ADD:
  case RMWOp::AND:
  case RMWOp::OR:
  case RMWOp::XOR:
  case RMWOp::UMAX:
  case RMWOp::UMIN:
    if (!isa<IntegerType>(element))
      return emitOpError() << "'" << stringifyRMWOp(getAtomicRmwOp())
                           << "' needs integer values, got " << element;
    break;
  case RMWOp::MAX:
  case RMWOp::MIN:
  case RMWOp::XCHG:
    break;
  }
  return success();
}

LogicalResult AtomicCASOp::verify() {
  Type pointee = getPointeeType(getPtr().getType());
  if (getCmp().getType() != pointee || getVal().getType() != pointee)
    return emitOpError() << "expects 'cmp' and 'val' of the pointee type " << pointee
                         << ", got " << getCmp().getType() << " and " << getVal().getType();
  if (getType() != pointee)
    return emitOpError() << "expects a result of the pointee type " << pointee << ", got "
                         << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

LogicalResult SplatOp::verify() {
  if (isa<RankedTensorType>(getSrc().getType()))
    return emitOpError() << "expects a scalar source, got " << getSrc().getType();
  return success();
}

LogicalResult UnsplatOp::verify() {
  auto src = getSrc().getType();
  if (src.getNumElements() != 1)
    return emitOpError() << "expects a source of exactly one element, got " << src;
  return success();
}

LogicalResult ExpandDimsOp::verify() {
  auto src = getSrc().getType();
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis > src.getRank())
    return emitOpError() << "expects axis in [0, " << src.getRank() << "], got " << axis;
  SmallVector<int64_t> expected(src.getShape());
  expected.insert(expected.begin() + axis, 1);
  if (getType().getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected << "], got "
                         << getType();
  return verifyInferredEncoding(
      *this, src, getType(), [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferExpandDimsOpEncoding(src.getEncoding(), axis, result, getLoc());
      });
}

void ExpandDimsOp::build(OpBuilder &builder, OperationState &state, Value src, int axis) {
  auto type = cast<RankedTensorType>(src.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape.insert(shape.begin() + axis, 1);
  Attribute encoding;
  if (Attribute srcEncoding = type.getEncoding())
    if (auto *iface = dyn_cast<DialectInferLayoutInterface>(&srcEncoding.getDialect()))
      if (failed(iface->inferExpandDimsOpEncoding(srcEncoding, axis, encoding, std::nullopt)))
        encoding = {};
  build(builder, state, RankedTensorType::get(shape, type.getElementType(), encoding), src,
        axis);
}

LogicalResult ReshapeOp::verify() {
  auto src = getSrc().getType();
  if (src.getNumElements() != getType().getNumElements())
    return emitOpError() << "expects as many result elements as source elements, got "
                         << getType().getNumElements() << " and " << src.getNumElements();
  if (!src.getEncoding() != !getType().getEncoding())
    return emitOpError("expects encodings on both the source and the result, or on "
                       "neither");
  return success();
}

LogicalResult BroadcastOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  if (src.getRank() != dst.getRank())
    return emitOpError() << "expects source and result of the same rank, got " << src
                         << " and " << dst;
  for (auto [i, from, to] : llvm::enumerate(src.getShape(), dst.getShape()))
    if (from != to && from != 1)
      return emitOpError() << "cannot broadcast dimension " << i << " of size " << from
                           << " to " << to << "; only size-1 dimensions stretch";
  return success();
}

LogicalResult CatOp::verify() {
  auto lhs = getLhs().getType();
  auto dst = getType();
  if (lhs.getRank() != dst.getRank() || lhs.getRank() == 0)
    return emitOpError() << "expects operands and result of the same non-zero rank, got "
                         << lhs << " and " << dst;
  SmallVector<int64_t> expected(lhs.getShape());
  expected[0] *= 2;
  if (dst.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected << "], got " << dst;
  return success();
}

LogicalResult JoinOp::verify() {
  auto lhs = getLhs().getType();
  auto dst = getType();
  SmallVector<int64_t> expected(lhs.getShape());
  expected.push_back(2);
  if (dst.getShape() != ArrayRef<int64_t>(expected) ||
      dst.getElementType() != lhs.getElementType())
    return emitOpError() << "expects result shape [" << expected << "] and element type "
                         << lhs.getElementType() << ", got " << dst;
  return verifyInferredEncoding(
      *this, lhs, dst, [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferJoinOpEncoding(lhs.getEncoding(), lhs.getShape(), result, getLoc());
      });
}

LogicalResult SplitOp::verify() {
  auto src = getSrc().getType();
  if (src.getRank() == 0 || src.getShape().back() != 2)
    return emitOpError() << "expects a source whose last dimension has size 2, got " << src;
  auto dst = getOutLHS().getType();
  SmallVector<int64_t> expected(src.getShape().drop_back());
  if (dst.getShape() != ArrayRef<int64_t>(expected) ||
      dst.getElementType() != src.getElementType())
    return emitOpError() << "expects results of shape [" << expected << "] and element type "
                         << src.getElementType() << ", got " << dst;
  return verifyInferredEncoding(
      *this, src, dst, [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferSplitOpEncoding(src.getEncoding(), src.getShape(), result, getLoc());
      });
}

LogicalResult TransOp::verify() {
  auto src = getSrc().getType();
  if (failed(verifyPermutation(*this, getOrder(), src.getRank(), "order")))
    return failure();
  SmallVector<int64_t> expected;
  for (int32_t dim : getOrder())
    expected.push_back(src.getDimSize(dim));
  if (getType().getShape() != ArrayRef<int64_t>(expected))
    return emitOpError() << "expects result shape [" << expected << "], got " << getType();
  return verifyInferredEncoding(
      *this, src, getType(), [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferTransOpEncoding(src.getEncoding(), src.getShape(), getOrder(),
                                          result, getLoc());
      });
}

//===----------------------------------------------------------------------===//
// Dots
//===----------------------------------------------------------------------===//

LogicalResult DotOp::verify() {
  auto a = getA().getType(), b = getB().getType(), c = getC().getType();
  int64_t rank = c.getRank();
  if (rank != 2 && rank != 3)
    return emitOpError() << "expects 2-D or batched 3-D operands, got " << c;
  if (a.getRank() != rank || b.getRank() != rank)
    return emitOpError() << "expects a, b and c of the same rank, got " << a << ", " << b
                         << " and " << c;
  auto as = a.getShape(), bs = b.getShape(), cs = c.getShape();
  if (as[rank - 1] != bs[rank - 2])
    return emitOpError() << "expects a's K (" << as[rank - 1] << ") to equal b's K ("
                         << bs[rank - 2] << ")";
  if (as[rank - 2] != cs[rank - 2] || bs[rank - 1] != cs[rank - 1])
    return emitOpError() << "expects c of shape " << as[rank - 2] << "x" << bs[rank - 1]
                         << " (M x N), got " << c;
  if (rank == 3 && (as[0] != cs[0] || bs[0] != cs[0]))
    return emitOpError() << "expects the same batch size in a, b and c";
  unsigned aBits = a.getElementTypeBitWidth(), bBits = b.getElementTypeBitWidth();
  if (aBits != bBits)
    return emitOpError() << "expects a and b elements of the same bit width, got "
                         << a.getElementType() << " and " << b.getElementType();
  return success();
}

/// Elements of an operand of this kind that one stored element holds.
static int64_t elementsPerStoredElement(ScaleDotElemType kind) {
  return kind == ScaleDotElemType::E2M1 ? 2 : 1;
}

LogicalResult DotScaledOp::verify() {
  auto a = getA().getType(), b = getB().getType(), c = getC().getType();
  int64_t rank = c.getRank();
  if (rank != 2 && rank != 3)
    return emitOpError() << "expects 2-D or batched 3-D operands, got " << c;
  if (a.getRank() != rank || b.getRank() != rank)
    return emitOpError() << "expects a, b and c of the same rank";
  auto as = a.getShape(), bs = b.getShape(), cs = c.getShape();
  // Packed fp4 halves K (or M/N when not packed along K) in storage.
  int64_t aPack = elementsPerStoredElement(getAElemType());
  int64_t bPack = elementsPerStoredElement(getBElemType());
  int64_t m = as[rank - 2] * (getLhsKPack() ? 1 : aPack);
  int64_t n = bs[rank - 1] * (getRhsKPack() ? 1 : bPack);
  int64_t aK = as[rank - 1] * (getLhsKPack() ? aPack : 1);
  int64_t bK = bs[rank - 2] * (getRhsKPack() ? bPack : 1);
  if (aK != bK)
    return emitOpError() << "expects a's K (" << aK << ") to equal b's K (" << bK << ")";
  if (m != cs[rank - 2] || n != cs[rank - 1])
    return emitOpError() << "expects c of shape " << m << "x" << n << " (M x N), got " << c;
  return success();
}

//===----------------------------------------------------------------------===//
// Reduce, scan, map_elementwise
//===----------------------------------------------------------------------===//

template <typename Op>
static SmallVector<RankedTensorType> collectInputTypes(Op op) {
  SmallVector<RankedTensorType> types;
  for (Value src : op.getSrcs())
    types.push_back(cast<RankedTensorType>(src.getType()));
  return types;
}

template <typename Op>
static SmallVector<Type> collectElementTypes(Op op) {
  SmallVector<Type> types;
  for (Value src : op.getSrcs())
    types.push_back(cast<RankedTensorType>(src.getType()).getElementType());
  return types;
}

/// The combiner of a reduce or scan takes two values of each operand's
/// element type (all the accumulators, then all the new values) and returns
/// one of each through its terminator.
template <typename ReturnOp>
static LogicalResult verifyCombinerRegion(Operation *op, Region &region,
                                          ArrayRef<Type> elementTypes) {
  Block &block = region.front();
  size_t n = elementTypes.size();
  if (block.getNumArguments() != 2 * n)
    return op->emitOpError() << "expects the combiner to take " << 2 * n
                             << " arguments, two per operand, got "
                             << block.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(block.getArguments()))
    if (arg.getType() != elementTypes[i % n])
      return op->emitOpError() << "expects combiner argument #" << i << " of type "
                               << elementTypes[i % n] << ", got " << arg.getType();
  auto terminator = dyn_cast<ReturnOp>(block.getTerminator());
  if (!terminator)
    return op->emitOpError() << "expects the combiner to end with '"
                             << ReturnOp::getOperationName() << "'";
  if (terminator->getNumOperands() != n)
    return op->emitOpError() << "expects the combiner to return " << n
                             << " values, got " << terminator->getNumOperands();
  for (auto [i, value] : llvm::enumerate(terminator->getOperands()))
    if (value.getType() != elementTypes[i])
      return op->emitOpError() << "expects combiner result #" << i << " of type "
                               << elementTypes[i] << ", got " << value.getType();
  return success();
}

/// The type of reducing `type` along `axis`: the shape without that
/// dimension, or the bare element for a 1-D tensor. Encodings are kept as
/// they are; layout dialects check them.
static Type getReducedType(RankedTensorType type, unsigned axis) {
  if (type.getRank() == 1)
    return type.getElementType();
  return RankedTensorType::get(dropDim(type.getShape(), axis), type.getElementType());
}

LogicalResult ReduceOp::verify() {
  if (getSrcs().empty())
    return emitOpError("expects at least one operand");
  auto inputs = getInputTypes();
  int64_t rank = inputs.front().getRank();
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= rank)
    return emitOpError() << "expects axis in [0, " << rank << "), got " << axis;
  if (getNumResults() != inputs.size())
    return emitOpError() << "expects one result per operand, got " << getNumResults()
                         << " results for " << inputs.size() << " operands";
  for (auto [i, input, result] : llvm::enumerate(inputs, getResultTypes())) {
    SmallVector<int64_t> expected = dropDim(input.getShape(), axis);
    if (getShapeOrScalar(result) != ArrayRef<int64_t>(expected) ||
        getElementTypeOrSelf(result) != input.getElementType() ||
        (expected.empty() != !isa<RankedTensorType>(result)))
      return emitOpError() << "expects result #" << i << " to be "
                           << getReducedType(input, axis) << " (ignoring encoding), got "
                           << result;
    auto resultTensor = dyn_cast<RankedTensorType>(result);
    if (!resultTensor)
      continue;
    if (failed(verifyInferredEncoding(
            *this, input, resultTensor,
            [&](const DialectInferLayoutInterface &iface, Attribute &encoding) {
              return iface.inferReduceOpEncoding(input.getEncoding(), axis, encoding,
                                                 getLoc());
            })))
      return failure();
  }
  return success();
}

LogicalResult ReduceOp::verifyRegions() {
  return verifyCombinerRegion<ReduceReturnOp>(*this, getCombineOp(), getElementTypes());
}

SmallVector<RankedTensorType> ReduceOp::getInputTypes() { return collectInputTypes(*this); }
SmallVector<Type> ReduceOp::getElementTypes() { return collectElementTypes(*this); }

Operation *ReduceOp::getSingleCombiner() {
  Block &block = getCombineOp().front();
  if (block.getOperations().size() != 2)
    return nullptr;
  return &block.front();
}

void ReduceOp::build(OpBuilder &builder, OperationState &state, ValueRange srcs, int axis) {
  SmallVector<Type> resultTypes;
  for (Value src : srcs)
    resultTypes.push_back(getReducedType(cast<RankedTensorType>(src.getType()), axis));
  build(builder, state, resultTypes, srcs, axis);
}

LogicalResult ScanOp::verify() {
  if (getSrcs().empty())
    return emitOpError("expects at least one operand");
  auto inputs = getInputTypes();
  int64_t rank = inputs.front().getRank();
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= rank)
    return emitOpError() << "expects axis in [0, " << rank << "), got " << axis;
  if (getNumResults() != inputs.size())
    return emitOpError() << "expects one result per operand";
  for (auto [i, input, result] : llvm::enumerate(inputs, getResultTypes()))
    if (getElementTypeOrSelf(result) != input.getElementType())
      return emitOpError() << "expects result #" << i << " of element type "
                           << input.getElementType() << ", got " << result;
  return success();
}

LogicalResult ScanOp::verifyRegions() {
  return verifyCombinerRegion<ScanReturnOp>(*this, getCombineOp(), getElementTypes());
}

SmallVector<RankedTensorType> ScanOp::getInputTypes() { return collectInputTypes(*this); }
SmallVector<Type> ScanOp::getElementTypes() { return collectElementTypes(*this); }

void ScanOp::build(OpBuilder &builder, OperationState &state, ValueRange srcs, int axis,
                   bool reverse) {
  build(builder, state, TypeRange(srcs), srcs, axis, reverse);
}

LogicalResult MapElementwiseOp::verify() {
  if (getPack() < 1 || !llvm::isPowerOf2_32(getPack()))
    return emitOpError() << "expects 'pack' to be a power of two, got " << getPack();
  if (getSrcs().empty())
    return emitOpError("expects at least one operand");
  int64_t numElements = 1;
  if (auto tensor = dyn_cast<RankedTensorType>(getSrcs().front().getType()))
    numElements = tensor.getNumElements();
  if (numElements % getPack() != 0)
    return emitOpError() << "expects the " << numElements
                         << " elements to split evenly into packs of " << getPack();
  return success();
}

LogicalResult MapElementwiseOp::verifyRegions() {
  Region &region = getScalarOp();
  if (region.empty())
    return emitOpError("expects a non-empty region");
  unsigned pack = getPack();
  Block &entry = region.front();
  size_t expectedArgs = pack * getSrcs().size();
  if (entry.getNumArguments() != expectedArgs)
    return emitOpError() << "expects the region to take " << expectedArgs
                         << " scalars (pack x operands), got " << entry.getNumArguments();
  for (auto [i, arg] : llvm::enumerate(entry.getArguments())) {
    Type expected = getElementTypeOrSelf(getSrcs()[i / pack].getType());
    if (arg.getType() != expected)
      return emitOpError() << "expects region argument #" << i << " of type " << expected
                           << ", got " << arg.getType();
  }
  // The region runs on an unspecified grouping of elements: writing memory
  // from it would have no defined order.
  WalkResult writes = region.walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (effects && effects.hasEffect<MemoryEffects::Write>()) {
      op->emitOpError("cannot write memory inside tt.map_elementwise");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (writes.wasInterrupted())
    return failure();
  for (Block &block : region) {
    auto terminator = dyn_cast<MapElementwiseReturnOp>(block.getTerminator());
    if (!terminator)
      continue;
    size_t expectedResults = pack * getNumResults();
    if (terminator->getNumOperands() != expectedResults)
      return emitOpError() << "expects the region to return " << expectedResults
                           << " scalars (pack x results), got " << terminator->getNumOperands();
    for (auto [i, value] : llvm::enumerate(terminator->getOperands())) {
      Type expected = getElementTypeOrSelf((*this)->getResult(i / pack).getType());
      if (value.getType() != expected)
        return emitOpError() << "expects returned scalar #" << i << " of type " << expected
                             << ", got " << value.getType();
    }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// External calls
//===----------------------------------------------------------------------===//

/// Impure calls read and write global memory; pure ones have no effect.
static void addImpureEffects(
    bool pure, SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  if (pure)
    return;
  effects.emplace_back(MemoryEffects::Read::get(), GlobalMemory::get());
  effects.emplace_back(MemoryEffects::Write::get(), GlobalMemory::get());
}

void ExternElementwiseOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  addImpureEffects(getPure(), effects);
}

Speculation::Speculatability ExternElementwiseOp::getSpeculatability() {
  return getPure() ? Speculation::Speculatable : Speculation::NotSpeculatable;
}

void ElementwiseInlineAsmOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  addImpureEffects(getPure(), effects);
}

Speculation::Speculatability ElementwiseInlineAsmOp::getSpeculatability() {
  return getPure() ? Speculation::Speculatable : Speculation::NotSpeculatable;
}

LogicalResult ElementwiseInlineAsmOp::verify() {
  if (getPackedElement() < 1)
    return emitOpError() << "expects 'packed_element' of at least 1, got "
                         << getPackedElement();
  if (getNumOperands() == 0 && getNumResults() == 0)
    return success();
  // Elementwise already made all shapes agree.
  Type first = getNumOperands() ? getArgs().front().getType() : getResult().front().getType();
  ArrayRef<int64_t> shape = getShapeOrScalar(first);
  int64_t numElements = 1;
  for (int64_t dim : shape)
    numElements *= dim;
  if (numElements % getPackedElement() != 0)
    return emitOpError() << "expects the " << numElements
                         << " elements to split evenly into packs of " << getPackedElement();
  return success();
}

//===----------------------------------------------------------------------===//
// Ranges, histograms, gathers, prints
//===----------------------------------------------------------------------===//

LogicalResult MakeRangeOp::verify() {
  int64_t start = getStartAttr().getInt();
  int64_t end = getEndAttr().getInt();
  auto type = getType();
  if (start >= end)
    return emitOpError() << "expects start < end, got start = " << start
                         << " and end = " << end;
  if (type.getRank() != 1)
    return emitOpError() << "expects a 1-D result, got " << type;
  if (!type.getElementType().isInteger(32))
    return emitOpError() << "expects an i32 result, got " << type;
  if (type.getNumElements() != end - start)
    return emitOpError() << "expects " << end - start
                         << " result elements (end - start), got " << type.getNumElements();
  return success();
}

LogicalResult HistogramOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  if (src.getRank() != 1 || dst.getRank() != 1)
    return emitOpError() << "expects 1-D source and result, got " << src << " and " << dst;
  if (Value mask = getMask()) {
    auto maskType = dyn_cast<RankedTensorType>(mask.getType());
    if (!maskType || maskType.getShape() != src.getShape())
      return emitOpError() << "expects a mask of the source's shape, got " << mask.getType();
  }
  return success();
}

LogicalResult GatherOp::verify() {
  auto src = getSrc().getType();
  auto indices = getIndices().getType();
  auto dst = getType();
  if (src.getRank() != indices.getRank())
    return emitOpError() << "expects source and indices of the same rank, got " << src
                         << " and " << indices;
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError() << "expects axis in [0, " << src.getRank() << "), got " << axis;
  if (dst.getShape() != indices.getShape() || dst.getElementType() != src.getElementType())
    return emitOpError() << "expects a result of the indices' shape and the source's "
                            "element type, got "
                         << dst;
  for (int64_t dim = 0; dim < src.getRank(); ++dim)
    if (dim != axis && indices.getDimSize(dim) != src.getDimSize(dim))
      return emitOpError() << "expects indices dimension " << dim << " ("
                           << indices.getDimSize(dim) << ") to match the source's ("
                           << src.getDimSize(dim) << ")";
  return success();
}

LogicalResult PrintOp::verify() {
  if (getIsSigned().size() != getArgs().size())
    return emitOpError() << "expects one 'isSigned' entry per argument, got "
                         << getIsSigned().size() << " for " << getArgs().size();
  return success();
}

//===----------------------------------------------------------------------===//
// Block pointers and descriptors
//===----------------------------------------------------------------------===//

LogicalResult MakeTensorPtrOp::verify() {
  auto block = cast<RankedTensorType>(cast<PointerType>(getType()).getPointeeType());
  size_t rank = block.getRank();
  if (getShape().size() != rank || getStrides().size() != rank ||
      getOffsets().size() != rank)
    return emitOpError() << "expects " << rank << " shape, stride and offset values for "
                         << block;
  return verifyPermutation(*this, getOrder(), rank, "order");
}

LogicalResult MakeTensorDescOp::verify() {
  auto block = getType().getSignlessBlockType();
  size_t rank = block.getRank();
  if (getShape().size() != rank || getStrides().size() != rank)
    return emitOpError() << "expects " << rank << " shape and stride values for " << block;
  Type pointee = cast<PointerType>(getBase().getType()).getPointeeType();
  if (pointee != block.getElementType())
    return emitOpError() << "expects a base pointer to " << block.getElementType()
                         << ", got a pointer to " << pointee;
  return success();
}

/// A descriptor moves whole blocks: the tensor must have the block's
/// element type (signless) and shape, though it may drop leading size-1 dimensions.
/// It needs an index per block dimension; Triton's own tests pass more,
/// which its verifier lets through, and so does this one.
static LogicalResult verifyDescriptorBlock(Operation *op, TensorDescType desc,
                                           RankedTensorType tensor, size_t numIndices) {
  auto block = desc.getSignlessBlockType();
  if (numIndices < static_cast<size_t>(block.getRank()))
    return op->emitOpError() << "expects " << block.getRank() << " indices for " << block
                             << ", got " << numIndices;
  if (block.getElementType() != tensor.getElementType())
    return op->emitOpError() << "expects element type " << block.getElementType()
                             << ", got " << tensor.getElementType();
  ArrayRef<int64_t> blockShape = block.getShape();
  while (blockShape.size() > static_cast<size_t>(tensor.getRank()) && blockShape.front() == 1)
    blockShape = blockShape.drop_front();
  if (blockShape != tensor.getShape())
    return op->emitOpError() << "expects a tensor of the descriptor's block shape ["
                             << block.getShape() << "], got " << tensor;
  return success();
}

LogicalResult DescriptorLoadOp::verify() {
  return verifyDescriptorBlock(*this, getDesc().getType(), getType(), getIndices().size());
}

LogicalResult DescriptorStoreOp::verify() {
  return verifyDescriptorBlock(*this, getDesc().getType(), getSrc().getType(), getIndices().size());
}

LogicalResult DescriptorReduceOp::verify() {
  return verifyDescriptorBlock(*this, getDesc().getType(), getSrc().getType(), getIndices().size());
}

/// Gathers and scatters move rows: a 1-row 2-D block, 1-D row offsets, and a
/// 2-D tensor of one row per offset.
static LogicalResult verifyDescriptorRows(Operation *op, TensorDescType desc,
                                          RankedTensorType offsets, RankedTensorType tensor) {
  auto block = desc.getSignlessBlockType();
  if (block.getRank() != 2 || block.getDimSize(0) != 1)
    return op->emitOpError() << "expects a descriptor of one row (1xN), got " << block;
  if (offsets.getRank() != 1)
    return op->emitOpError() << "expects 1-D row offsets, got " << offsets;
  if (tensor.getRank() != 2 || tensor.getDimSize(0) != offsets.getDimSize(0) ||
      tensor.getDimSize(1) != block.getDimSize(1) ||
      tensor.getElementType() != block.getElementType())
    return op->emitOpError() << "expects shape [" << offsets.getDimSize(0) << ", "
                             << block.getDimSize(1) << "] and element type "
                             << block.getElementType() << ", got " << tensor;
  return success();
}

LogicalResult DescriptorGatherOp::verify() {
  if (failed(verifyDescriptorRows(*this, getDesc().getType(), getXOffsets().getType(),
                                  getType())))
    return failure();
  // A TMA gather moves at least 8 rows of at least 32 bytes.
  auto result = getType();
  if (result.getDimSize(0) < 8)
    return emitOpError() << "expects at least 8 gathered rows, got " << result.getDimSize(0);
  int64_t minColumns = 8 * 32 / result.getElementTypeBitWidth();
  if (result.getDimSize(1) < minColumns)
    return emitOpError() << "expects at least " << minColumns << " columns of "
                         << result.getElementType() << " per gathered row, got "
                         << result.getDimSize(1);
  return success();
}

LogicalResult DescriptorScatterOp::verify() {
  return verifyDescriptorRows(*this, getDesc().getType(), getXOffsets().getType(),
                              getSrc().getType());
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

LogicalResult CallOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  auto callee = symbolTable.lookupNearestSymbolFrom<FuncOp>(*this, getCalleeAttr());
  if (!callee)
    return emitOpError() << "'" << getCallee() << "' does not reference a tt.func";
  FunctionType type = callee.getFunctionType();
  if (type.getNumInputs() != getNumOperands())
    return emitOpError() << "passes " << getNumOperands() << " operands to '" << getCallee()
                         << "', which takes " << type.getNumInputs();
  for (auto [i, expected, actual] : llvm::enumerate(type.getInputs(), getOperandTypes()))
    if (expected != actual)
      return emitOpError() << "operand #" << i << " has type " << actual << ", but '"
                           << getCallee() << "' expects " << expected;
  if (type.getResults() != ArrayRef<Type>(llvm::to_vector(getResultTypes())))
    return emitOpError() << "result types do not match '" << getCallee()
                         << "', which returns (" << type.getResults() << ")";
  return success();
}

void FuncOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   FunctionType type, ArrayRef<NamedAttribute> attrs,
                   ArrayRef<DictionaryAttr> argAttrs) {
  state.addAttribute(SymbolTable::getSymbolAttrName(), builder.getStringAttr(name));
  state.addAttribute(getFunctionTypeAttrName(state.name), TypeAttr::get(type));
  state.attributes.append(attrs.begin(), attrs.end());
  state.addRegion();
  if (argAttrs.empty())
    return;
  call_interface_impl::addArgAndResultAttrs(builder, state, argAttrs,
                                            /*resultAttrs=*/{}, getArgAttrsAttrName(state.name),
                                            getResAttrsAttrName(state.name));
}

ParseResult FuncOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType = [](Builder &builder, ArrayRef<Type> argTypes, ArrayRef<Type> results,
                          function_interface_impl::VariadicFlag,
                          std::string &) { return builder.getFunctionType(argTypes, results); };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false, getFunctionTypeAttrName(result.name),
      buildFuncType, getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void FuncOp::print(OpAsmPrinter &printer) {
  function_interface_impl::printFunctionOp(printer, *this, /*isVariadic=*/false,
                                           getFunctionTypeAttrName(), getArgAttrsAttrName(),
                                           getResAttrsAttrName());
}

LogicalResult FuncOp::verify() {
  if (isExternal())
    return success();
  ArrayRef<Type> inputs = getFunctionType().getInputs();
  Block &entry = getBody().front();
  if (entry.getArgumentTypes() != inputs)
    return emitOpError("expects the entry block's arguments to match the function type");
  return success();
}

LogicalResult ReturnOp::verify() {
  auto func = cast<FuncOp>((*this)->getParentOp());
  ArrayRef<Type> results = func.getFunctionType().getResults();
  if (getNumOperands() != results.size())
    return emitOpError() << "returns " << getNumOperands() << " values, but '"
                         << func.getName() << "' declares " << results.size();
  for (auto [i, expected, actual] : llvm::enumerate(results, getOperandTypes()))
    if (expected != actual)
      return emitOpError() << "value #" << i << " has type " << actual << ", but '"
                           << func.getName() << "' returns " << expected;
  return success();
}
