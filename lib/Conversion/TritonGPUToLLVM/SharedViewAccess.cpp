//===- SharedViewAccess.cpp - a distributed tensor against a memdesc view --===//
//
// See SharedViewAccess.h.
//
//===----------------------------------------------------------------------===//

#include "SharedViewAccess.h"

#include "Utility.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace dims = mlir::triton::gpu::dims;

SharedView lowering::unpackView(OpBuilder &b, Location loc, Value lowered) {
  SmallVector<Value> fields = unpackElements(b, loc, lowered);
  return {fields.front(), SmallVector<Value>(llvm::drop_begin(fields))};
}

std::optional<SmallVector<int32_t>> lowering::getConstantStarts(ttg::MemDescType type,
                                                                ArrayRef<Value> starts) {
  if (type.getAllocShape() == type.getShape())
    return SmallVector<int32_t>(starts.size(), 0);
  SmallVector<int32_t> constants;
  for (Value start : starts) {
    std::optional<int64_t> constant = getLoweredI32Constant(start);
    if (!constant)
      return std::nullopt;
    constants.push_back(int32_t(*constant));
  }
  return constants;
}

Value lowering::packView(OpBuilder &b, Location loc, Type structType, const SharedView &view) {
  SmallVector<Value> fields{view.base};
  fields.append(view.starts.begin(), view.starts.end());
  return packElements(b, loc, structType, fields);
}

namespace {

/// The buffer's layout inverted: view coordinates -> element offset.
FailureOr<tt::LinearLayout> getOffsetMap(Operation *op, ttg::MemDescType type) {
  if (!isa_and_nonnull<ttg::SharedMemorySpaceAttr>(type.getMemorySpace()))
    return op->emitOpError("accesses a descriptor outside shared memory, which is not lowered");
  if (isa<ttg::PaddedSharedEncodingAttr>(type.getEncoding()))
    return op->emitOpError("padded shared layouts are not lowered yet");
  std::optional<tt::LinearLayout> layout =
      ttg::toLinearLayout(type.getAllocShape(), type.getEncoding());
  std::optional<tt::LinearLayout> inverse = layout ? layout->invert() : std::nullopt;
  if (!inverse)
    return op->emitOpError("has a shared layout that is not a bijection onto its buffer");
  return *inverse;
}

} // namespace

/// The thread's part of every element's offset in `access`.
Value lowering::emitThreadOffset(OpBuilder &b, Location loc, const ViewAccess &access) {
  Value tid = getThreadId(b, loc);
  Value offset = emitThreadCoordinates(b, loc, access.plan.threadOffsets, tid)[0];
  if (access.startOffset != 0)
    offset = LLVM::XOrOp::create(b, loc, offset, i32Const(b, loc, int64_t(access.startOffset)));
  return offset;
}

FailureOr<ViewAccess> lowering::planViewAccess(Operation *op, RankedTensorType tensorType,
                                     ttg::MemDescType descType, Value loweredView,
                                     const TypeConverter &converter, OpBuilder &b) {
  Location loc = op->getLoc();
  std::optional<tt::LinearLayout> layout = getDistributedLayout(tensorType);
  if (!layout)
    return op->emitOpError("needs a distributed tensor layout");
  FailureOr<tt::LinearLayout> offsetMap = getOffsetMap(op, descType);
  if (failed(offsetMap))
    return failure();
  SharedView view = unpackView(b, loc, loweredView);

  // The view's start, XOR-able into every element's coordinates.
  std::optional<SmallVector<int32_t>> start = getConstantStarts(descType, view.starts);
  auto alignedToView = [&](auto dimAndStart) {
    auto [d, s] = dimAndStart;
    return s % int64_t(llvm::PowerOf2Ceil(descType.getShape()[d])) == 0;
  };
  if (!start || !llvm::all_of(llvm::enumerate(*start), alignedToView))
    return op->emitOpError("views starting at a dynamic or unaligned offset are not lowered");
  auto offsetOf = [&](ArrayRef<int32_t> coords) {
    return uint64_t(ttg::applyToCoords(*offsetMap, coords).front());
  };

  ViewAccess access;
  Type elementType = converter.convertType(tensorType.getElementType());
  access.carrier = getSharedCarrierType(b, elementType);
  access.copyBits = getCopyBitsMask(*layout, {dims::kRegister});
  tt::LinearLayout distinct = layout->removeZeroBases(dims::kRegister);
  auto locate = [&](uint64_t flat) -> SharedLocation {
    return {offsetOf(distinct.unflattenOut(flat)), 0};
  };
  int64_t numElements = offsetMap->getTotalOutSize();
  access.plan =
      planSharedAccess(distinct, locate, numElements, access.carrier.getIntOrFloatBitWidth());
  uint64_t startOffset = offsetOf(*start);
  while (access.plan.vector > 1 && (startOffset & (access.plan.vector - 1)) != 0)
    access.plan.vector /= 2;
  // The thread's part carries the view's start too.
  access.plan.threadBits |= startOffset;
  access.base = view.base;
  access.bits = locateBits(distinct, locate);
  access.startOffset = startOffset;
  return access;
}

FailureOr<SmallVector<int64_t>> lowering::getViewElementByteOffsets(
    Operation *op, Value loweredView, ttg::MemDescType descType,
    ArrayRef<SmallVector<int64_t>> coordsList, const TypeConverter &converter, OpBuilder &b) {
  FailureOr<tt::LinearLayout> offsets = getOffsetMap(op, descType);
  if (failed(offsets))
    return failure();
  SharedView view = unpackView(b, op->getLoc(), loweredView);
  std::optional<SmallVector<int32_t>> starts = getConstantStarts(descType, view.starts);
  if (!starts)
    return op->emitOpError("addresses a view with a dynamic start, which is not lowered");
  Type carrier = getSharedCarrierType(b, converter.convertType(descType.getElementType()));
  SmallVector<int64_t> bytes;
  for (ArrayRef<int64_t> coords : coordsList) {
    SmallVector<int32_t> at;
    for (auto [start, coord] : llvm::zip_equal(*starts, coords))
      at.push_back(int32_t(start + coord));
    int64_t element = ttg::applyToCoords(*offsets, at).front();
    bytes.push_back(element * carrier.getIntOrFloatBitWidth() / 8);
  }
  return bytes;
}

FailureOr<Value> lowering::getViewElementAddress(Operation *op, Value loweredView,
                                                 ttg::MemDescType descType, ArrayRef<int64_t> coords,
                                                 const TypeConverter &converter, OpBuilder &b) {
  FailureOr<SmallVector<int64_t>> bytes = getViewElementByteOffsets(
      op, loweredView, descType, {SmallVector<int64_t>(coords)}, converter, b);
  if (failed(bytes))
    return failure();
  Location loc = op->getLoc();
  Value base = unpackView(b, loc, loweredView).base;
  if (bytes->front() == 0)
    return base;
  return Value(LLVM::GEPOp::create(b, loc, base.getType(), b.getI8Type(), base,
                                   ValueRange{i32Const(b, loc, bytes->front())}));
}

FailureOr<Value> lowering::emitViewStartAddress(Operation *op, const SharedView &view,
                                                ttg::MemDescType descType,
                                                const TypeConverter &converter, OpBuilder &b) {
  FailureOr<tt::LinearLayout> offsets = getOffsetMap(op, descType);
  if (failed(offsets))
    return failure();
  Location loc = op->getLoc();
  Value offset;
  if (std::optional<SmallVector<int32_t>> starts = getConstantStarts(descType, view.starts)) {
    offset = i32Const(b, loc, ttg::applyToCoords(*offsets, *starts).front());
  } else {
    // L^-1 is GF(2)-linear in the bits of every start: one bit map per
    // dimension, XORed.
    for (auto [d, start] : llvm::enumerate(view.starts)) {
      SmallVector<uint32_t> images;
      for (const auto &basis : offsets->getBases(dims::out(d)))
        images.push_back(uint32_t(basis[0]));
      Value part = emitBitMap(b, loc, start, images);
      offset = offset ? Value(LLVM::XOrOp::create(b, loc, offset, part)) : part;
    }
  }
  Type element = converter.convertType(descType.getElementType());
  return Value(
      LLVM::GEPOp::create(b, loc, view.base.getType(), element, view.base, ValueRange{offset}));
}
