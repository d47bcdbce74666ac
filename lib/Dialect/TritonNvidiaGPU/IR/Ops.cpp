//===- Ops.cpp - `ttng` op verifiers, effects and custom directives --------===//

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::nvidia_gpu;
namespace ttg = mlir::triton::gpu;
using ttg::MemDescType;

//===----------------------------------------------------------------------===//
// Custom directives
//===----------------------------------------------------------------------===//

/// `[%dep]`, `[]` or nothing. Brackets mean the op produces a token; a value
/// inside them is the token it depends on.
static ParseResult parseToken(OpAsmParser &parser,
                              std::optional<OpAsmParser::UnresolvedOperand> &dep,
                              Type &tokenType) {
  if (failed(parser.parseOptionalLSquare()))
    return success();
  tokenType = ttg::AsyncTokenType::get(parser.getContext());
  if (succeeded(parser.parseOptionalRSquare()))
    return success();
  OpAsmParser::UnresolvedOperand operand;
  if (parser.parseOperand(operand) || parser.parseRSquare())
    return failure();
  dep = operand;
  return success();
}

static void printToken(OpAsmPrinter &printer, Operation *, Value dep, Type tokenType) {
  if (!tokenType && !dep)
    return;
  printer << '[';
  if (dep)
    printer << dep;
  printer << ']';
}

/// `, %bar[%pred]` for each barrier.
static ParseResult
parseBarriersAndPreds(OpAsmParser &parser,
                      SmallVectorImpl<OpAsmParser::UnresolvedOperand> &barriers,
                      SmallVectorImpl<OpAsmParser::UnresolvedOperand> &preds) {
  while (succeeded(parser.parseOptionalComma())) {
    if (parser.parseOperand(barriers.emplace_back()) || parser.parseLSquare() ||
        parser.parseOperand(preds.emplace_back()) || parser.parseRSquare())
      return failure();
  }
  return success();
}

static void printBarriersAndPreds(OpAsmPrinter &printer, Operation *, OperandRange barriers,
                                  OperandRange preds) {
  for (auto [barrier, pred] : llvm::zip(barriers, preds))
    printer << ", " << barrier << '[' << pred << ']';
}

#define GET_OP_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Shared checks
//===----------------------------------------------------------------------===//

static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  llvm::interleave(shape, os, "x");
  return text;
}

static int64_t numElements(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t dim : shape)
    count *= dim;
  return count;
}

static LogicalResult verifyInSharedMemory(Operation *op, MemDescType type, StringRef what) {
  if (!isSharedMemory(type))
    return op->emitOpError() << "expects " << what << " to be in shared memory, got " << type;
  return success();
}

static LogicalResult verifyMutable(Operation *op, MemDescType type, StringRef what) {
  if (!type.getMutableMemory())
    return op->emitOpError() << "cannot write into " << what
                             << ", an immutable buffer: " << type;
  return success();
}

/// The same check where Triton has its own words for it.
static LogicalResult requireMutable(Operation *op, MemDescType type, const char *message) {
  if (!type.getMutableMemory())
    return op->emitOpError(message);
  return success();
}

/// An mbarrier is one i64 in shared memory.
static LogicalResult verifyBarrier(Operation *op, Type barrierType,
                                   StringRef what = "the barrier") {
  auto type = cast<MemDescType>(barrierType);
  if (!type.getElementType().isInteger(64) || type.getShape() != ArrayRef<int64_t>{1})
    return op->emitOpError("barrier allocation must be a descriptor of 1xi64 type");
  // Triton 3.6 asks no mutability of a barrier: its tests arrive on and wait for barriers
  // typed immutable, and the ops say their effects on it themselves.
  return verifyInSharedMemory(op, type, what);
}

/// A token operand only comes with a token result: the printed form cannot
/// say one without the other.
static LogicalResult verifyTokenPair(Operation *op, Value dep, Value token) {
  if (dep && !token)
    return op->emitOpError("takes a dependency token only when it also produces a token");
  return success();
}

/// The block a descriptor loads or stores, against the shared-memory buffer.
static LogicalResult verifyTMABlock(Operation *op, TensorDescType descType,
                                    MemDescType bufferType, StringRef what) {
  RankedTensorType block = descType.getSignlessBlockType();
  // The coordinates are not counted against the block's dimensions: Triton
  // 3.6 takes any number (its global-to-local copy bounds them to 1..5, as
  // ours does); the lowering says so where a copy has fewer than its buffer
  // has dimensions.
  if (bufferType.getElementType() != block.getElementType())
    return op->emitOpError() << "expects " << what << " of the descriptor's element type "
                             << block.getElementType() << ", got " << bufferType.getElementType();
  if (numElements(bufferType.getShape()) != numElements(block.getShape()))
    return op->emitOpError() << "expects " << what << " of as many elements as the "
                             << formatShape(block.getShape()) << " block, got "
                             << formatShape(bufferType.getShape());
  return verifyInSharedMemory(op, bufferType, what);
}

/// The rows a gather or scatter moves: `x_offsets` picks rows of the
/// descriptor's 2-D block width. The block's row count is not checked (Triton
/// 3.6 does not either; its front end makes 1xN blocks for gathers).
static LogicalResult verifyTMARows(Operation *op, TensorDescType descType,
                                   RankedTensorType xOffsets, MemDescType bufferType,
                                   StringRef what) {
  RankedTensorType block = descType.getSignlessBlockType();
  if (block.getRank() != 2)
    return op->emitOpError() << "expects a descriptor of 2-D blocks, got "
                             << formatShape(block.getShape());
  if (xOffsets.getRank() != 1)
    return op->emitOpError() << "expects 1-D row offsets, got " << xOffsets;
  ArrayRef<int64_t> shape = bufferType.getShape();
  if (shape.size() != 2 || shape[0] != xOffsets.getShape()[0] ||
      shape[1] != block.getShape()[1])
    return op->emitOpError() << "expects " << what << " of shape " << xOffsets.getShape()[0]
                             << "x" << block.getShape()[1] << " (rows x block width), got "
                             << formatShape(shape);
  if (bufferType.getElementType() != block.getElementType())
    return op->emitOpError() << "expects " << what << " of the descriptor's element type "
                             << block.getElementType() << ", got " << bufferType.getElementType();
  return verifyInSharedMemory(op, bufferType, what);
}

static LogicalResult verifyNonNegative(Operation *op, int64_t value, StringRef name) {
  if (value < 0)
    return op->emitOpError() << "expects a non-negative '" << name << "', got " << value;
  return success();
}

static LogicalResult verifyArrivalCount(Operation *op, int64_t count) {
  if (count < 1)
    return op->emitOpError() << "expects a positive arrival count, got " << count;
  return success();
}

static bool isFloat8(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3FNUZType, Float8E5M2FNUZType>(type);
}

/// The M x K, K x N and M x N shapes of an MMA's operands.
static LogicalResult verifyMatmulShapes(Operation *op, ArrayRef<int64_t> a,
                                        ArrayRef<int64_t> b, ArrayRef<int64_t> d) {
  if (a.size() != 2 || b.size() != 2 || d.size() != 2)
    return op->emitOpError() << "expects 2-D operands, got " << formatShape(a) << ", "
                             << formatShape(b) << " and " << formatShape(d);
  if (a[1] != b[0] || a[0] != d[0] || b[1] != d[1])
    return op->emitOpError() << "expects a (MxK) * b (KxN) -> d (MxN), got " << formatShape(a)
                             << " * " << formatShape(b) << " -> " << formatShape(d);
  return success();
}

//===----------------------------------------------------------------------===//
// warp_group_dot, warp_group_dot_wait
//===----------------------------------------------------------------------===//

static ArrayRef<int64_t> getShape(Type type) {
  if (auto memDesc = dyn_cast<MemDescType>(type))
    return memDesc.getShape();
  return cast<RankedTensorType>(type).getShape();
}

LogicalResult WarpGroupDotOp::verify() {
  Type aType = getA().getType();
  auto bType = getB().getType();
  auto dType = cast<RankedTensorType>(getD().getType());
  if (failed(verifyMatmulShapes(*this, getShape(aType), bType.getShape(), dType.getShape())))
    return failure();
  if (dType.getShape()[0] % 64 != 0)
    return emitOpError() << "expects M to be a multiple of 64 (one warp group's rows), got "
                         << dType.getShape()[0];

  Type aElement = getElementTypeOrSelf(aType);
  if (auto aMem = dyn_cast<MemDescType>(aType)) {
    aElement = aMem.getElementType();
    if (failed(verifyInSharedMemory(*this, aMem, "operand 'a'")))
      return failure();
  }
  if (failed(verifyInSharedMemory(*this, bType, "operand 'b'")))
    return failure();
  // Operand element types are not checked here (Triton 3.6 accepts a mixed
  // pair, e.g. bf16 x f16, until the lowering): the lowering refuses the
  // pairs wgmma cannot multiply.

  Attribute dEncoding = dType.getEncoding();
  if (dEncoding) {
    auto mma = dyn_cast<ttg::NvidiaMmaEncodingAttr>(dEncoding);
    if (!mma || !mma.isHopper())
      return emitOpError() << "expects an accumulator of #ttg.nvidia_mma version 3, got "
                           << dEncoding;
  }
  if (auto aTensor = dyn_cast<RankedTensorType>(aType)) {
    // Its parent need not be the accumulator's: a chained dot reads the
    // previous dot's result (another instrShape) as A, as Triton allows.
    auto dotOp = dyn_cast_or_null<ttg::DotOperandEncodingAttr>(aTensor.getEncoding());
    auto parent = dotOp ? dyn_cast<ttg::NvidiaMmaEncodingAttr>(dotOp.getParent()) : nullptr;
    if (dEncoding && (!dotOp || dotOp.getOpIdx() != 0 || !parent || !parent.isHopper()))
      return emitOpError() << "expects operand 'a' in registers to have encoding "
                              "#ttg.dot_op<{opIdx = 0}> of a version 3 #ttg.nvidia_mma, got "
                           << aTensor.getEncoding();
    // wgmma reads A from registers 32 bits at a time.
    unsigned kWidth = 32 / aTensor.getElementTypeBitWidth();
    if (dotOp && dotOp.getKWidth() != kWidth)
      return emitOpError() << "in-register LHS operand must have a kWidth of " << kWidth
                           << " but got " << dotOp.getKWidth();
  }
  return verifyNonNegative(*this, getMaxNumImpreciseAccAttr().getInt(), "maxNumImpreciseAcc");
}

void WarpGroupDotOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  if (isa<MemDescType>(getA().getType()))
    effects.emplace_back(MemoryEffects::Read::get(), &getAMutable(), ttg::SharedMemory::get());
  effects.emplace_back(MemoryEffects::Read::get(), &getBMutable(), ttg::SharedMemory::get());
}

LogicalResult WarpGroupDotWaitOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  for (Value operand : operands)
    inferredReturnTypes.push_back(operand.getType());
  return success();
}

LogicalResult WarpGroupDotWaitOp::verify() {
  if (getInputs().empty())
    return emitOpError("expects at least one value to wait for");
  return verifyNonNegative(*this, getPendingsAttr().getInt(), "pendings");
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

LogicalResult InitBarrierOp::verify() {
  if (failed(verifyBarrier(*this, getAlloc().getType())))
    return failure();
  return verifyArrivalCount(*this, getCountAttr().getInt());
}

LogicalResult InvalBarrierOp::verify() {
  return verifyBarrier(*this, getAlloc().getType());
}

LogicalResult BarrierExpectOp::verify() {
  if (failed(verifyBarrier(*this, getAlloc().getType())))
    return failure();
  return verifyNonNegative(*this, getSizeAttr().getInt(), "size");
}

LogicalResult WaitBarrierOp::verify() {
  return verifyBarrier(*this, getAlloc().getType());
}

LogicalResult ArriveBarrierOp::verify() {
  if (failed(verifyBarrier(*this, getAlloc().getType())))
    return failure();
  return verifyArrivalCount(*this, getCountAttr().getInt());
}

LogicalResult AsyncCopyMbarrierArriveOp::verify() {
  return verifyBarrier(*this, getBarrier().getType());
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

LogicalResult AsyncTMACopyGlobalToLocalOp::verify() {
  if (failed(verifyBarrier(*this, getBarrier().getType())))
    return failure();
  if (getCoord().size() < 1 || getCoord().size() > 5)
    return emitOpError("TMA copies must have between 1 and 5 coordinates");
  if (failed(requireMutable(*this, getResult().getType(), "Cannot store into immutable memory")))
    return failure();
  if (!isa<ttg::NVMMASharedEncodingAttr>(getResult().getType().getEncoding()))
    return emitOpError("TMA result must have NVMMA shared layout");
  return verifyTMABlock(*this, getDesc().getType(), getResult().getType(),
                        "a destination");
}

LogicalResult AsyncTMACopyLocalToGlobalOp::verify() {
  return verifyTMABlock(*this, getDesc().getType(), getSrc().getType(),
                        "a source");
}

LogicalResult AsyncTMAReduceOp::verify() {
  if (getKind() == DescriptorReduceKind::NONE)
    return emitOpError("expects a reduction kind other than 'none'");
  return verifyTMABlock(*this, getDesc().getType(), getSrc().getType(),
                        "a source");
}

LogicalResult AsyncTMAGatherOp::verify() {
  if (failed(verifyBarrier(*this, getBarrier().getType())))
    return failure();
  if (failed(requireMutable(*this, getResult().getType(), "cannot store into immutable memory")))
    return failure();
  return verifyTMARows(*this, getDesc().getType(), getXOffsets().getType(),
                       getResult().getType(), "a destination");
}

LogicalResult AsyncTMAScatterOp::verify() {
  return verifyTMARows(*this, getDesc().getType(), getXOffsets().getType(), getSrc().getType(),
                       "a source");
}

LogicalResult TMAStoreWaitOp::verify() {
  return verifyNonNegative(*this, getPendingsAttr().getInt(), "pendings");
}

LogicalResult TensormapCreateOp::verify() {
  size_t rank = getBoxDim().size();
  if (rank < 1 || rank > 5)
    return emitOpError() << "expects 1 to 5 box dimensions, got " << rank;
  if (getGlobalDim().size() != rank)
    return emitOpError() << "expects " << rank << " global dimensions (one per box dimension), got "
                         << getGlobalDim().size();
  if (getGlobalStride().size() != rank - 1)
    return emitOpError() << "expects " << rank - 1
                         << " global strides (all dimensions but the innermost), got "
                         << getGlobalStride().size();
  if (getElementStride().size() != rank)
    return emitOpError() << "expects " << rank
                         << " element strides (one per box dimension), got "
                         << getElementStride().size();
  return success();
}

//===----------------------------------------------------------------------===//
// Tensor memory
//===----------------------------------------------------------------------===//

/// A register tensor and a buffer holding the same elements.
static LogicalResult verifySameElements(Operation *op, RankedTensorType tensor,
                                        MemDescType buffer) {
  if (tensor.getElementType() != buffer.getElementType() ||
      tensor.getShape() != buffer.getShape())
    return op->emitOpError() << "expects the tensor and the buffer to have the same shape and "
                                "element type, got "
                             << tensor << " and " << buffer;
  return success();
}

LogicalResult TMEMAllocOp::verify() {
  MemDescType type = getResult().getType();
  if (failed(verifyTensorMemoryDesc(*this, type, "the result")))
    return failure();
  if (!getSrc())
    return requireMutable(*this, type, "uninitialized alloc must have a mutable memdesc type");
  return verifySameElements(*this, getSrc().getType(), type);
}

void TMEMAllocOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  OpResult result = getOperation()->getOpResult(0);
  effects.emplace_back(MemoryEffects::Allocate::get(), result, TensorMemory::get());
  if (getSrc())
    effects.emplace_back(MemoryEffects::Write::get(), result, TensorMemory::get());
}

LogicalResult TMEMLoadOp::verify() {
  if (failed(verifyTokenPair(*this, getDep(), getToken())) ||
      failed(verifyTensorMemoryDesc(*this, getSrc().getType(), "the source")))
    return failure();
  return verifySameElements(*this, getResult().getType(), getSrc().getType());
}

LogicalResult TMEMStoreOp::verify() {
  if (failed(verifyTokenPair(*this, getDep(), getToken())) ||
      failed(verifyTensorMemoryDesc(*this, getDst().getType(), "the destination")) ||
      failed(requireMutable(*this, getDst().getType(), "Cannot store into an immutable alloc")))
    return failure();
  return verifySameElements(*this, getSrc().getType(), getDst().getType());
}

LogicalResult TMEMSubSliceOp::verify() {
  MemDescType src = getSrc().getType();
  MemDescType result = getResult().getType();
  if (failed(verifyTensorMemoryDesc(*this, src, "the source")) ||
      failed(verifyTensorMemoryDesc(*this, result, "the result")))
    return failure();
  if (src.getShape().size() != 2 || result.getShape().size() != 2)
    return emitOpError() << "expects 2-D buffers, got " << src << " and " << result;
  if (src.getElementType() != result.getElementType() ||
      src.getMutableMemory() != result.getMutableMemory() ||
      src.getAllocShape() != result.getAllocShape())
    return emitOpError() << "expects a view of the same element type, mutability and "
                            "allocation as the source, got "
                         << result << " from " << src;
  int64_t offset = getNAttr().getInt();
  int64_t width = result.getShape()[1];
  if (result.getShape()[0] != src.getShape()[0] || offset < 0 ||
      offset + width > src.getShape()[1])
    return emitOpError() << "expects columns [" << offset << ", " << offset + width
                         << ") of all " << src.getShape()[0] << " rows to lie within the "
                         << formatShape(src.getShape()) << " source";
  return success();
}

LogicalResult TMEMCopyOp::verify() {
  if (failed(verifyInSharedMemory(*this, getSrc().getType(), "the source")) ||
      failed(verifyTensorMemoryDesc(*this, getDst().getType(), "the destination")) ||
      failed(requireMutable(*this, getDst().getType(), "Cannot copy into an immutable alloc")))
    return failure();
  if (getSrc().getType().getElementType() != getDst().getType().getElementType())
    return emitOpError() << "expects source and destination of the same element type, got "
                         << getSrc().getType().getElementType() << " and "
                         << getDst().getType().getElementType();
  if (getBarrier())
    return verifyBarrier(*this, getBarrier().getType());
  return success();
}

/// What tc_gen5_mma and tc_gen5_mma_scaled share: where the operands live,
/// the token, the barriers.
static LogicalResult verifyMMAv5(Operation *op, MemDescType a, MemDescType b, MemDescType d,
                                 Value accDep, Value token, ValueRange barriers,
                                 ValueRange barrierPreds, bool isAsync) {
  if (failed(verifyTokenPair(op, accDep, token)))
    return failure();
  if (!isSharedMemory(a) && !isTensorMemory(a))
    return op->emitOpError() << "expects operand 'a' in shared or tensor memory, got " << a;
  if (isTensorMemory(a) && failed(verifyTensorMemoryDesc(op, a, "operand 'a'")))
    return failure();
  if (failed(verifyInSharedMemory(op, b, "operand 'b'")) ||
      failed(verifyTensorMemoryDesc(op, d, "the accumulator")))
    return failure();
  if (barriers.size() != barrierPreds.size())
    return op->emitOpError() << "expects one predicate per barrier, got " << barriers.size()
                             << " barriers and " << barrierPreds.size() << " predicates";
  if (!barriers.empty() && !isAsync)
    return op->emitOpError("takes barriers only when 'is_async' is set");
  for (Value barrier : barriers)
    if (failed(verifyBarrier(op, barrier.getType())))
      return failure();
  return success();
}

/// The tcgen05.mma kind an operand element type belongs to, and the
/// accumulator types that kind takes (bf16 only accumulates in f32). Null
/// for 8-bit integers, which stand for packed fp4 as well as for integers.
static std::optional<std::pair<StringRef, SmallVector<Type>>> getMMAv5Kind(Type t) {
  MLIRContext *ctx = t.getContext();
  Type f16 = Float16Type::get(ctx), f32 = Float32Type::get(ctx);
  if (t.isF32())
    return std::make_pair(StringRef("tf32"), SmallVector<Type>{f32});
  if (t.isF16())
    return std::make_pair(StringRef("f16"), SmallVector<Type>{f16, f32});
  if (t.isBF16())
    return std::make_pair(StringRef("f16"), SmallVector<Type>{f32});
  if (isa<FloatType>(t) && t.getIntOrFloatBitWidth() <= 8)
    return std::make_pair(StringRef("f8f6f4"), SmallVector<Type>{f16, f32});
  return std::nullopt;
}

LogicalResult TCGen5MMAOp::verify() {
  MemDescType a = getA().getType(), b = getB().getType(), d = getD().getType();
  auto aKind = getMMAv5Kind(a.getElementType()), bKind = getMMAv5Kind(b.getElementType());
  if (aKind && bKind) {
    if (aKind->first != bKind->first)
      return emitOpError() << "LHS and RHS operand dtypes kinds don't match: LHS kind is "
                           << aKind->first << " but RHS kind is " << bKind->first;
    Type acc = d.getElementType();
    if (!llvm::is_contained(aKind->second, acc) || !llvm::is_contained(bKind->second, acc)) {
      InFlightDiagnostic diag = emitOpError()
                                << "unsupported accumulator dtype for operand types "
                                << a.getElementType() << " and " << b.getElementType()
                                << ", accumulator dtype is " << acc << " but must be one of [";
      llvm::interleaveComma(aKind->second, diag, [&](Type t) { diag << t; });
      diag << "]";
      return diag;
    }
  }
  if (failed(verifyMMAv5(*this, a, b, d, getAccDep(), getToken(), getBarriers(),
                         getBarrierPreds(), getIsAsync())))
    return failure();
  return verifyMatmulShapes(*this, a.getShape(), b.getShape(), d.getShape());
}

/// Operand bytes hold two e2m1 values each: the stored K is half the
/// logical one.
static int64_t elementsPerByte(ScaleDotElemType type, Type storage) {
  bool bytes = storage.isIntOrFloat() && storage.getIntOrFloatBitWidth() == 8;
  return type == ScaleDotElemType::E2M1 && bytes ? 2 : 1;
}

LogicalResult TCGen5MMAScaledOp::verify() {
  MemDescType a = getA().getType(), b = getB().getType(), d = getD().getType();
  if (failed(verifyMMAv5(*this, a, b, d, getAccDep(), getToken(), getBarriers(),
                         getBarrierPreds(), getIsAsync())))
    return failure();
  ArrayRef<int64_t> aShape = a.getShape(), bShape = b.getShape(), dShape = d.getShape();
  if (aShape.size() != 2 || bShape.size() != 2 || dShape.size() != 2)
    return emitOpError() << "expects 2-D operands, got " << formatShape(aShape) << ", "
                         << formatShape(bShape) << " and " << formatShape(dShape);
  int64_t aK = aShape[1] * elementsPerByte(getAType(), a.getElementType());
  int64_t bK = bShape[0] * elementsPerByte(getBType(), b.getElementType());
  if (aShape[0] != dShape[0] || bShape[1] != dShape[1] || aK != bK)
    return emitOpError() << "expects a (MxK) * b (KxN) -> d (MxN) counting K in logical "
                            "elements, got "
                         << formatShape(aShape) << " * " << formatShape(bShape) << " -> "
                         << formatShape(dShape);
  for (auto [scale, what] : {std::pair{getAScale(), "the scales of 'a'"},
                             std::pair{getBScale(), "the scales of 'b'"}}) {
    MemDescType type = scale.getType();
    if (isTensorMemory(type) ? failed(verifyTensorMemoryDesc(*this, type, what))
                             : failed(verifyInSharedMemory(*this, type, what)))
      return failure();
  }
  return success();
}

/// Effects of an MMA in tensor memory: reads `a` and `b`, reads and writes
/// the accumulator, arrives on the barriers.
template <typename MMAOp>
static void getMMAv5Effects(
    MMAOp op, SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  auto memoryOf = [](Value value) -> SideEffects::Resource * {
    if (isTensorMemory(cast<MemDescType>(value.getType())))
      return TensorMemory::get();
    return ttg::SharedMemory::get();
  };
  for (OpOperand &operand : op->getOpOperands()) {
    Value value = operand.get();
    if (!isa<MemDescType>(value.getType()))
      continue;
    if (value == op.getD()) {
      effects.emplace_back(MemoryEffects::Read::get(), &operand, TensorMemory::get());
      effects.emplace_back(MemoryEffects::Write::get(), &operand, TensorMemory::get());
    } else if (llvm::is_contained(op.getBarriers(), value)) {
      effects.emplace_back(MemoryEffects::Write::get(), &operand, ttg::SharedMemory::get());
    } else {
      effects.emplace_back(MemoryEffects::Read::get(), &operand, memoryOf(value));
    }
  }
}

void TCGen5MMAOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  getMMAv5Effects(*this, effects);
}

void TCGen5MMAScaledOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>> &effects) {
  getMMAv5Effects(*this, effects);
}

LogicalResult TCGen5CommitOp::verify() {
  return verifyBarrier(*this, getBarrier().getType());
}
