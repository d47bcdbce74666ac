//===- Ops.cpp - `tt` op verifiers, builders and interfaces ----------------===//
//
// Folders and canonicalization patterns live in Canonicalize.cpp.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/FunctionImplementation.h"

using namespace mlir;
using namespace mlir::triton;

#define GET_OP_CLASSES
#include "tt/Dialect/Triton/IR/TritonOps.cpp.inc"
#include "tt/Dialect/Triton/IR/TritonEnums.cpp.inc"

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

/// The encoding a shape op's result takes, inferred by the dialect of the
/// operand's encoding: null for an operand without one (TTIR), or whose
/// dialect does not implement the inference interface. Fails, the inference
/// having explained why at the op's location, where no encoding fits.
static FailureOr<Attribute> inferResultEncoding(
    RankedTensorType operand,
    llvm::function_ref<LogicalResult(const DialectInferLayoutInterface &, Attribute &)>
        infer) {
  Attribute operandEncoding = operand.getEncoding();
  if (!operandEncoding)
    return Attribute();
  auto *iface = dyn_cast<DialectInferLayoutInterface>(&operandEncoding.getDialect());
  if (!iface)
    return Attribute();
  Attribute result;
  if (failed(infer(*iface, result)))
    return failure();
  return result;
}

/// Whether `actual` is the type inference gives (`inferred`): the same shape
/// and element type, and encodings that place the elements alike. An
/// encoding no dialect infers (null for an operand with an encoding) takes
/// any result encoding.
static bool matchesInferredType(RankedTensorType inferred, RankedTensorType actual,
                                Attribute operandEncoding) {
  if (inferred.getShape() != actual.getShape() ||
      inferred.getElementType() != actual.getElementType())
    return false;
  Attribute expected = inferred.getEncoding(), encoding = actual.getEncoding();
  if (!expected && !encoding)
    return true;
  if (!expected)
    return operandEncoding != nullptr;
  if (!encoding)
    return false;
  auto *iface = cast<DialectInferLayoutInterface>(&expected.getDialect());
  return succeeded(
      iface->verifyLayoutsAreEqual(actual.getShape(), expected, encoding, std::nullopt));
}

/// Reports result types other than those the operands imply, in the words of
/// MLIR's type inference (Triton infers these ops' result types).
static LogicalResult emitIncompatibleInferredTypes(Operation *op, ArrayRef<Type> inferred) {
  op->emitOpError() << "inferred type(s) " << inferred
                    << " are incompatible with return type(s) of operation "
                    << op->getResultTypes();
  return op->emitOpError("failed to infer returned types");
}

/// Checks a shape op's single-tensor result against the type inferred from
/// its operand: `shape` of the operand's element type, in the encoding
/// `infer` derives from the operand's.
static LogicalResult verifyInferredType(
    Operation *op, RankedTensorType operand, RankedTensorType result, ArrayRef<int64_t> shape,
    llvm::function_ref<LogicalResult(const DialectInferLayoutInterface &, Attribute &)>
        infer) {
  FailureOr<Attribute> encoding = inferResultEncoding(operand, infer);
  if (failed(encoding))
    return op->emitOpError("failed to infer returned types");
  auto inferred = RankedTensorType::get(shape, operand.getElementType(), *encoding);
  if (!matchesInferredType(inferred, result, operand.getEncoding())) {
    SmallVector<Type> types(op->getNumResults(), inferred);
    return emitIncompatibleInferredTypes(op, types);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Casts and arithmetic
//===----------------------------------------------------------------------===//

LogicalResult BitcastOp::verify() {
  Type srcElement = getElementTypeOrSelf(getSrc().getType());
  Type dstElement = getElementTypeOrSelf(getType());
  // Pointers cast only to pointers, and only within one address space.
  auto srcPtr = dyn_cast<PointerType>(srcElement);
  auto dstPtr = dyn_cast<PointerType>(dstElement);
  if (srcPtr || dstPtr) {
    if (!srcPtr || !dstPtr)
      return emitError("Cannot bitcast pointer to non-pointer type");
    if (srcPtr.getAddressSpace() != dstPtr.getAddressSpace())
      return emitError("Cannot bitcast pointer between different address spaces");
    return success();
  }
  unsigned srcBits = getElementBitWidth(srcElement);
  unsigned dstBits = getElementBitWidth(dstElement);
  if (srcBits != dstBits)
    return emitError("Cannot bitcast data-type of size ")
           << srcBits << " to data-type of size " << dstBits;
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
  if (getCmp().getType() != pointee)
    return emitOpError("failed to verify that ptr type matches cmp type");
  if (getVal().getType() != pointee)
    return emitOpError("failed to verify that ptr type matches value type");
  if (getType() != pointee)
    return emitOpError() << "expects a result of the pointee type " << pointee << ", got "
                         << getType();
  return success();
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

LogicalResult SplatOp::verify() {
  // A scalar, or a 0-d tensor as Triton also takes (convert-triton-to-tritongpu refuses 0-d
  // tensors before any layout is given).
  auto tensor = dyn_cast<RankedTensorType>(getSrc().getType());
  if (tensor && tensor.getRank() != 0)
    return emitOpError() << "expects a scalar source, got " << getSrc().getType();
  return success();
}

LogicalResult UnsplatOp::verify() {
  auto src = getSrc().getType();
  if (src.getNumElements() != 1)
    return emitError("source tensor must have exactly one element");
  return success();
}

LogicalResult ExpandDimsOp::verify() {
  auto src = getSrc().getType();
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis > src.getRank())
    return emitOpError() << "expects axis in [0, " << src.getRank() << "], got " << axis;
  SmallVector<int64_t> expected(src.getShape());
  expected.insert(expected.begin() + axis, 1);
  return verifyInferredType(
      *this, src, getType(), expected,
      [&](const DialectInferLayoutInterface &iface, Attribute &result) {
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
    return emitError("number of src and dst elements of reshape must be the same");
  if (!src.getEncoding() != !getType().getEncoding())
    return emitError("Op requires that either (a) src and dst both have encodings, or (b) "
                     "neither does.");
  return success();
}

LogicalResult BroadcastOp::verify() {
  auto src = getSrc().getType();
  auto dst = getType();
  if (src.getRank() != dst.getRank())
    return emitError("rank of source must be same as rank of result");
  for (auto [i, from, to] : llvm::enumerate(src.getShape(), dst.getShape()))
    if (from != to && from != 1)
      return emitError("Different dimensions at index ")
             << i << " between source and result.  "
             << "Broadcast requires the source dimension to be 1.";
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
  if (dst.getShape() != ArrayRef<int64_t>(expected))
    return emitOpError("result shape must be (")
           << expected << "), but got " << dst.getShape();
  if (dst.getElementType() != lhs.getElementType())
    return emitOpError("result element type must match the input element type");
  if (!dst.getEncoding()) {
    if (lhs.getEncoding())
      return emitOpError("result encoding must be specified");
    return success();
  }
  if (!lhs.getEncoding())
    return emitOpError("expects an encoding on the operands, as on the result");
  // Several result layouts can join one operand layout, but splitting a
  // result layout gives one operand layout: check that one (as Triton does).
  FailureOr<Attribute> encoding = inferResultEncoding(
      dst, [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferSplitOpEncoding(dst.getEncoding(), dst.getShape(), result, getLoc());
      });
  if (failed(encoding))
    return failure();
  if (!matchesInferredType(RankedTensorType::get(lhs.getShape(), lhs.getElementType(), *encoding),
                           lhs, dst.getEncoding()))
    return emitOpError("incompatible join layout");
  return success();
}

LogicalResult SplitOp::verify() {
  auto src = getSrc().getType();
  if (src.getRank() == 0 || src.getShape().back() != 2) {
    emitError("last dimension of input tensor must be 2");
    return emitOpError("failed to infer returned types");
  }
  auto dst = getOutLHS().getType();
  SmallVector<int64_t> expected(src.getShape().drop_back());
  return verifyInferredType(
      *this, src, dst, expected,
      [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferSplitOpEncoding(src.getEncoding(), src.getShape(), result, getLoc());
      });
}

LogicalResult TransOp::verify() {
  auto src = getSrc().getType();
  ArrayRef<int32_t> order = getOrder();
  if (order.size() != static_cast<size_t>(src.getRank()))
    return emitError("order must have the same size as the source tensor");
  SmallVector<int32_t> sorted(order);
  llvm::sort(sorted);
  for (auto [i, dim] : llvm::enumerate(sorted))
    if (dim != static_cast<int32_t>(i))
      return emitError("order must be a permutation of 0..n-1");
  SmallVector<int64_t> expected;
  for (int32_t dim : order)
    expected.push_back(src.getDimSize(dim));
  if (getType().getShape() != ArrayRef<int64_t>(expected))
    return emitError("result shape must match the permutation of the source shape");
  return verifyInferredType(
      *this, src, getType(), expected,
      [&](const DialectInferLayoutInterface &iface, Attribute &result) {
        return iface.inferTransOpEncoding(src.getEncoding(), src.getShape(), getOrder(),
                                          result, getLoc());
      });
}

//===----------------------------------------------------------------------===//
// Dots
//===----------------------------------------------------------------------===//

/// The shape rules every dot follows: 2-D or batched 3-D operands of one
/// rank, a's K equal to b's (`aK`, `bK`: the logical K, packing undone), the
/// batch shared, and c of shape M x N (`m`, `n`, likewise logical).
static LogicalResult verifyDotShapes(Operation *op, RankedTensorType a, RankedTensorType b,
                                     RankedTensorType c, int64_t aK, int64_t bK, int64_t m,
                                     int64_t n) {
  int64_t rank = a.getRank();
  if (rank != 2 && rank != 3)
    return op->emitOpError("expected operands to be 2d or 3d");
  if (b.getRank() != rank || c.getRank() != rank)
    return op->emitOpError("expected all operands to have the same rank");
  if (aK != bK)
    return op->emitOpError("expected the last dimension of the first operand to be equal "
                           "to the second-to-last dimension of the second operand");
  auto cs = c.getShape();
  if (rank == 3 && (a.getDimSize(0) != cs[0] || b.getDimSize(0) != cs[0]))
    return op->emitOpError("expected the first dimension of the first operand to be equal "
                           "to the first dimension of the result");
  if (m != cs[rank - 2] || n != cs[rank - 1])
    return op->emitOpError("expected the output shape to be the concatenation of the last "
                           "dimension of the first operand and the last dimension of the "
                           "second ");
  return success();
}

LogicalResult DotOp::verify() {
  auto a = getA().getType(), b = getB().getType(), c = getC().getType();
  int64_t rank = a.getRank();
  bool ranksAgree =
      (rank == 2 || rank == 3) && b.getRank() == rank && c.getRank() == rank;
  // With ranks wrong the sizes go unread: the rank checks fail first.
  int64_t aK = ranksAgree ? a.getDimSize(rank - 1) : 0;
  int64_t bK = ranksAgree ? b.getDimSize(rank - 2) : 0;
  int64_t m = ranksAgree ? a.getDimSize(rank - 2) : 0;
  int64_t n = ranksAgree ? b.getDimSize(rank - 1) : 0;
  if (failed(verifyDotShapes(*this, a, b, c, aK, bK, m, n)))
    return failure();
  unsigned aBits = a.getElementTypeBitWidth(), bBits = b.getElementTypeBitWidth();
  if (aBits != bBits)
    return emitError("element types of operands A and B must have same bit width");
  Attribute aEncoding = a.getEncoding(), bEncoding = b.getEncoding();
  if (!aEncoding && !bEncoding)
    return success();
  if (!aEncoding || !bEncoding)
    return emitError("mismatching encoding between A and B operands");
  Attribute cEncoding = c.getEncoding();
  if (!cEncoding)
    return emitError("miss encoding of C operand");
  if (auto *iface = dyn_cast<DialectInferLayoutInterface>(&cEncoding.getDialect()))
    return iface->verifyDotOpEncodingCompatibility(*this, aEncoding, bEncoding);
  return success();
}

/// Elements of an operand of this kind that one stored element holds.
static int64_t elementsPerStoredElement(ScaleDotElemType kind) {
  return kind == ScaleDotElemType::E2M1 ? 2 : 1;
}

LogicalResult DotScaledOp::verify() {
  auto a = getA().getType(), b = getB().getType(), c = getC().getType();
  int64_t rank = a.getRank();
  if ((rank != 2 && rank != 3) || b.getRank() != rank || c.getRank() != rank)
    return verifyDotShapes(*this, a, b, c, 0, 0, 0, 0);
  auto as = a.getShape(), bs = b.getShape(), cs = c.getShape();
  // Packed fp4 halves K (or M/N when not packed along K) in storage.
  int64_t aPack = elementsPerStoredElement(getAElemType());
  int64_t bPack = elementsPerStoredElement(getBElemType());
  int64_t m = as[rank - 2] * (getLhsKPack() ? 1 : aPack);
  int64_t n = bs[rank - 1] * (getRhsKPack() ? 1 : bPack);
  int64_t aK = as[rank - 1] * (getLhsKPack() ? aPack : 1);
  int64_t bK = bs[rank - 2] * (getRhsKPack() ? bPack : 1);
  if (failed(verifyDotShapes(*this, a, b, c, aK, bK, m, n)))
    return failure();
  // Scales: one row per row of the operand (M for a, N for b) and one
  // column per block of 32 K values (16 for e4m3 scales).
  auto verifyScale = [&](Value scale, int64_t rows, StringRef dim) -> LogicalResult {
    if (!scale)
      return success();
    auto type = cast<RankedTensorType>(scale.getType());
    if (type.getRank() != rank)
      return emitOpError() << "expects a scale of rank " << rank << ", got " << type;
    if (type.getDimSize(rank - 2) != rows)
      return emitError() << "scales " << dim << " dimension must match the operand " << dim
                         << " dimension";
    int64_t blockSize = isa<Float8E4M3FNType>(type.getElementType()) ? 16 : 32;
    if (type.getDimSize(rank - 1) != aK / blockSize)
      return emitError("scales K dimension must match the operand K divided by the scale "
                       "factor");
    return success();
  };
  if (failed(verifyScale(getAScale(), cs[rank - 2], "M")) ||
      failed(verifyScale(getBScale(), cs[rank - 1], "N")))
    return failure();
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
    return op->emitOpError() << "nested block must take " << 2 * n
                             << " arguments, but given block with "
                             << block.getNumArguments() << " arguments";
  for (auto [i, arg] : llvm::enumerate(block.getArguments()))
    if (arg.getType() != elementTypes[i % n])
      return op->emitOpError() << "type mismatch on combine operation. Expected argument "
                               << i << " to have type " << elementTypes[i % n]
                               << " but got " << arg.getType();
  auto terminator = dyn_cast<ReturnOp>(block.getTerminator());
  if (!terminator)
    return op->emitOpError() << "combine operation must be terminated with a "
                             << ReturnOp::getOperationName() << " but got "
                             << *block.getTerminator();
  if (terminator->getNumOperands() != n)
    return op->emitOpError() << "expected combine operation to return " << n
                             << " values but got " << terminator->getNumOperands();
  for (auto [i, value] : llvm::enumerate(terminator->getOperands()))
    if (value.getType() != elementTypes[i])
      return op->emitOpError() << "type mismatch on combine operation. Expected argument "
                               << i << " to have type " << elementTypes[i] << " but got "
                               << value.getType();
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

/// What tt.reduce and tt.scan ask of their operands alike: at least one,
/// an axis inside them (`checkAxis`), and one result per operand with its
/// element type.
template <typename OpT> static LogicalResult verifyAxisOpOperands(OpT op, bool checkAxis) {
  if (op.getSrcs().empty())
    return op.emitOpError("must have at least 1 operand");
  auto inputs = op.getInputTypes();
  int64_t rank = inputs.front().getRank();
  int64_t axis = op.getAxisAttr().getInt();
  if (checkAxis && (axis < 0 || axis >= rank))
    return op.emitOpError() << "expects axis in [0, " << rank << "), got " << axis;
  if (op->getNumResults() != inputs.size())
    return op.emitOpError("must have the same number of inputs as outputs");
  for (auto [input, result] : llvm::zip(inputs, op->getResultTypes()))
    if (getElementTypeOrSelf(result) != input.getElementType())
      return op.emitOpError("operand types and result types must agree");
  return success();
}

LogicalResult ReduceOp::verify() {
  if (failed(verifyAxisOpOperands(*this, /*checkAxis=*/true)))
    return failure();
  auto inputs = getInputTypes();
  int64_t axis = getAxisAttr().getInt();
  // Each result is its operand without the axis (a scalar for a 1-D operand),
  // in the encoding the operand's dialect infers.
  SmallVector<Type> inferred;
  bool matches = true;
  for (auto [input, result] : llvm::zip(inputs, getResultTypes())) {
    if (input.getRank() == 1) {
      inferred.push_back(input.getElementType());
      matches = matches && result == input.getElementType();
      continue;
    }
    FailureOr<Attribute> encoding = inferResultEncoding(
        input, [&](const DialectInferLayoutInterface &iface, Attribute &encoding) {
          return iface.inferReduceOpEncoding(input.getEncoding(), axis, encoding, getLoc());
        });
    if (failed(encoding))
      return emitOpError("failed to infer returned types");
    auto type = RankedTensorType::get(dropDim(input.getShape(), axis), input.getElementType(),
                                      *encoding);
    inferred.push_back(type);
    auto resultTensor = dyn_cast<RankedTensorType>(result);
    matches = matches && resultTensor &&
              matchesInferredType(type, resultTensor, input.getEncoding());
  }
  if (!matches)
    return emitIncompatibleInferredTypes(*this, inferred);
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

// Triton 3.6 verifies no scan axis (its results have the operands' types
// whatever the axis); what must scan along the axis (allocation, the
// lowering: tt::planScan) refuses one outside the operands.
LogicalResult ScanOp::verify() { return verifyAxisOpOperands(*this, /*checkAxis=*/false); }

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
    return emitOpError("Pack must be a power of 2");
  if (getSrcs().empty())
    return emitOpError("MapElementwiseOp must have at least 1 operand");
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
    return emitOpError("region has wrong number of arguments");
  for (auto [i, arg] : llvm::enumerate(entry.getArguments())) {
    Type expected = getElementTypeOrSelf(getSrcs()[i / pack].getType());
    if (arg.getType() != expected)
      return emitError("argument types did not match");
  }
  // The region runs on an unspecified grouping of elements: writing memory
  // from it would have no defined order.
  WalkResult writes = region.walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (effects && effects.hasEffect<MemoryEffects::Write>()) {
      op->emitOpError("Stores are not supported inside map_elementwise");
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
    bool matches = terminator->getNumOperands() == expectedResults;
    for (auto [i, value] : llvm::enumerate(terminator->getOperands()))
      matches = matches && value.getType() ==
                               getElementTypeOrSelf((*this)->getResult(i / pack).getType());
    if (!matches)
      return terminator->emitError("region return does not match map_elementwise result");
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
    return emitError("number of input elements ")
           << numElements << " must be a multiple of the op's packed_element attribute, "
           << getPackedElement();
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
    return emitOpError("start must be less than end");
  if (type.getRank() != 1)
    return emitOpError("return type must be a 1D tensor");
  if (type.getDimSize(0) != end - start)
    return emitOpError() << "number of elements in returned tensor, " << type.getDimSize(0)
                         << ", must match size of range [" << start << ", " << end
                         << "), which has " << end - start << " elements";
  if (!type.getElementType().isInteger(32))
    return emitOpError("returned tensor must have i32 elements");
  // The tensor-size rule every op follows, checked here after the range's own
  // (a range of zero elements is rejected for start >= end first).
  if (!llvm::isPowerOf2_64(type.getNumElements()))
    return emitOpError() << "result #0 must have a power-of-two number of elements, got "
                         << type.getNumElements();
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
  if (indices.getShape() != dst.getShape())
    return emitOpError("indices and output shapes must match");
  if (indices.getEncoding() != dst.getEncoding())
    return emitOpError("indices and output encodings must match");
  if (src.getElementType() != dst.getElementType())
    return emitOpError("input and output element types must match");
  if (src.getRank() != indices.getRank())
    return emitOpError("input and indices ranks must match");
  int64_t axis = getAxisAttr().getInt();
  if (axis < 0 || axis >= src.getRank())
    return emitOpError("gather dimension must be less than the input rank");
  for (int64_t dim = 0; dim < src.getRank(); ++dim)
    if (dim != axis && indices.getDimSize(dim) != src.getDimSize(dim))
      return emitOpError("indices dimension ")
             << dim << " must match the corresponding input dimension";
  return success();
}

LogicalResult PrintOp::verify() {
  // At least one entry per argument (the lowering reads them by index); Triton's front end writes
  // one for a print of a bare string too.
  if (getIsSigned().size() < getArgs().size())
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
/// The indices are not counted: Triton 3.6's verifier takes any number, and
/// its own tests pass fewer and more than the block has dimensions; the
/// passes that address a block by them say so where the count is not one
/// per dimension (triton-rewrite-tensor-descriptor-to-pointer).
static LogicalResult verifyDescriptorBlock(Operation *op, TensorDescType desc,
                                           RankedTensorType tensor) {
  auto block = desc.getSignlessBlockType();
  ArrayRef<int64_t> blockShape = block.getShape();
  if (blockShape.size() > static_cast<size_t>(tensor.getRank())) {
    size_t dropped = blockShape.size() - tensor.getRank();
    if (llvm::any_of(blockShape.take_front(dropped), [](int64_t dim) { return dim != 1; }))
      return op->emitOpError(
          "ranked reduce load only allowed for unit dimension leading dim.");
    blockShape = blockShape.drop_front(dropped);
  }
  if (blockShape != tensor.getShape() || block.getElementType() != tensor.getElementType())
    return op->emitOpError("tensor descriptor block and tensor types must match");
  return success();
}

LogicalResult DescriptorLoadOp::verify() {
  return verifyDescriptorBlock(*this, getDesc().getType(), getType());
}

LogicalResult DescriptorStoreOp::verify() {
  return verifyDescriptorBlock(*this, getDesc().getType(), getSrc().getType());
}

LogicalResult DescriptorReduceOp::verify() {
  return verifyDescriptorBlock(*this, getDesc().getType(), getSrc().getType());
}

/// Gathers and scatters move rows: a 1-row 2-D block, 1-D row offsets, and a
/// 2-D tensor of one row per offset. A TMA row access moves at least 8 rows of
/// at least 32 bytes, of elements no wider than 32 bits.
static LogicalResult verifyDescriptorRows(Operation *op, TensorDescType desc,
                                          RankedTensorType offsets, RankedTensorType tensor) {
  auto block = desc.getSignlessBlockType();
  if (block.getRank() != 2)
    return op->emitOpError("block must be a 2D tensor, but got ") << block;
  if (block.getDimSize(0) != 1)
    return op->emitOpError("block must have exactly 1 row, but got ") << block;
  if (offsets.getRank() != 1)
    return op->emitOpError("x offsets must be a 1D tensor, but got ") << offsets;
  if (tensor.getRank() != 2)
    return op->emitOpError("result must be a 2D tensor, but got ") << tensor;
  if (tensor.getDimSize(0) < 8)
    return op->emitOpError("gather must have at least 8 rows, but got ")
           << tensor.getDimSize(0);
  Type element = tensor.getElementType();
  unsigned bits = tensor.getElementTypeBitWidth();
  if (bits > 32)
    return op->emitOpError("TMA dtype cannot be greater than 32 bits");
  int64_t minColumns = 32 / bits * 8;
  if (tensor.getDimSize(1) < minColumns)
    return op->emitOpError("gather of ")
           << element << " must have at least " << minColumns << " columns, but got "
           << tensor.getDimSize(1);
  if (tensor.getDimSize(0) != offsets.getDimSize(0))
    return op->emitOpError("result tensor must have as many rows as indices (")
           << offsets.getDimSize(0) << "), but got " << tensor;
  if (tensor.getDimSize(1) != block.getDimSize(1))
    return op->emitOpError("result tensor number of columns must match block (")
           << block.getDimSize(1) << "), but got " << tensor;
  if (element != block.getElementType())
    return op->emitOpError("result tensor element type must match block (")
           << block.getElementType() << "), but got " << tensor;
  return success();
}

LogicalResult DescriptorGatherOp::verify() {
  return verifyDescriptorRows(*this, getDesc().getType(), getXOffsets().getType(), getType());
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
