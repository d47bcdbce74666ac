//===- TMA.cpp - what a TMA descriptor and its messages cover -------------===//

#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
namespace ttg = mlir::triton::gpu;

std::optional<unsigned> mlir::triton::nvidia_gpu::getTMASwizzleMode(Attribute encoding) {
  if (auto nvmma = dyn_cast_or_null<ttg::NVMMASharedEncodingAttr>(encoding)) {
    switch (nvmma.getSwizzlingByteWidth()) {
    case 0:
      return 0;
    case 32:
      return 1;
    case 64:
      return 2;
    case 128:
      return 3;
    default:
      return std::nullopt;
    }
  }
  if (auto swizzled = dyn_cast_or_null<ttg::SwizzledSharedEncodingAttr>(encoding))
    if (swizzled.getVec() == 1 && swizzled.getPerPhase() == 1 && swizzled.getMaxPhase() == 1)
      return 0;
  return std::nullopt;
}

std::optional<SmallVector<int64_t>>
mlir::triton::nvidia_gpu::getTMABoxShape(Attribute encoding, ArrayRef<int64_t> blockShape,
                                         unsigned elementBits) {
  if (!getTMASwizzleMode(encoding) || blockShape.empty() || elementBits == 0)
    return std::nullopt;
  auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(encoding);
  unsigned contiguous = nvmma && nvmma.getTransposed() ? 0 : blockShape.size() - 1;
  constexpr int64_t kMaxBoxExtent = 256;
  SmallVector<int64_t> box;
  for (int64_t extent : blockShape)
    box.push_back(std::min(extent, kMaxBoxExtent));
  unsigned swizzleBytes = nvmma ? nvmma.getSwizzlingByteWidth() : 0;
  if (swizzleBytes != 0) {
    int64_t row = int64_t(swizzleBytes) * 8 / elementBits;
    if (blockShape[contiguous] < row)
      return std::nullopt;
    box[contiguous] = row;
  }
  return box;
}

std::optional<unsigned> mlir::triton::nvidia_gpu::getTMAElementType(Type elementType) {
  enum : unsigned { U8 = 0, U16 = 1, U32 = 2, S32 = 3, U64 = 4, S64 = 5, F16 = 6, F32 = 7,
                    F64 = 9, BF16 = 10 };
  if (elementType.isF16())
    return F16;
  if (elementType.isBF16())
    return BF16;
  if (elementType.isF32())
    return F32;
  if (elementType.isF64())
    return F64;
  if (!elementType.isIntOrFloat())
    return std::nullopt;
  bool isSigned = elementType.isSignedInteger();
  switch (elementType.getIntOrFloatBitWidth()) {
  case 8:
    return U8;
  case 16:
    return U16;
  case 32:
    return isSigned ? S32 : U32;
  case 64:
    return isSigned ? S64 : U64;
  default:
    return std::nullopt;
  }
}

int64_t mlir::triton::nvidia_gpu::getTMABlockBytes(RankedTensorType blockType) {
  return blockType.getNumElements() * blockType.getElementTypeBitWidth() / 8;
}

Attribute mlir::triton::nvidia_gpu::getMbarrierEncoding(MLIRContext *context) {
  return ttg::SwizzledSharedEncodingAttr::get(context, 1, 1, 1, {0}, ttg::CTALayoutAttr::getDefault(context, 1));
}

Type mlir::triton::nvidia_gpu::getMbarrierType(MLIRContext *context, int64_t count, bool array) {
  SmallVector<int64_t> shape = array ? SmallVector<int64_t>{count, 1} : SmallVector<int64_t>{1};
  return ttg::MemDescType::get(shape, IntegerType::get(context, 64), getMbarrierEncoding(context),
                               ttg::SharedMemorySpaceAttr::get(context), /*mutableMemory=*/true);
}

Value mlir::triton::nvidia_gpu::indexMbarrier(OpBuilder &b, Location loc, Value barriers, Value index) {
  return ttg::MemDescIndexOp::create(b, loc, getMbarrierType(b.getContext(), 1, /*array=*/false), barriers, index);
}

FailureOr<Attribute> mlir::triton::nvidia_gpu::getTMABlockEncoding(Operation *op, RankedTensorType block,
                                                                   ArrayRef<int64_t> shape) {
  auto encoding = dyn_cast_or_null<ttg::SharedEncodingTrait>(block.getEncoding());
  if (!encoding)
    return op->emitOpError() << "needs a tensor descriptor with a shared encoding "
                                "(run triton-nvidia-optimize-descriptor-encoding first)";
  if (!getTMABoxShape(encoding, shape, block.getElementTypeBitWidth()))
    return op->emitOpError() << "has a block TMA cannot move in " << encoding;
  return Attribute(encoding);
}

FailureOr<Value> mlir::triton::nvidia_gpu::writeTMADescriptor(OpBuilder &b, MakeTensorDescOp op,
                                                              Value descPtr) {
  Location loc = op.getLoc();
  // Signed: an si32 block is TMA's S32, as in Triton.
  RankedTensorType block = op.getType().getBlockType();
  FailureOr<Attribute> encoding = getTMABlockEncoding(op, block, block.getShape());
  if (failed(encoding))
    return failure();
  Type elementType = block.getElementType();
  std::optional<unsigned> elementEnum = getTMAElementType(elementType);
  if (!elementEnum)
    return op.emitOpError() << "has elements of " << elementType << ", which TMA cannot move";
  unsigned elementBytes = elementType.getIntOrFloatBitWidth() / 8;
  SmallVector<int64_t> box = *getTMABoxShape(*encoding, block.getShape(), elementType.getIntOrFloatBitWidth());
  auto i32 = [&](int64_t v) -> Value { return arith::ConstantIntOp::create(b, loc, v, 32); };

  // The driver's order: innermost dimension first.
  SmallVector<Value> boxDims, globalDims, byteStrides, elementStrides;
  for (int64_t extent : llvm::reverse(box))
    boxDims.push_back(i32(extent));
  for (Value extent : llvm::reverse(op.getShape()))
    globalDims.push_back(extent);
  Value bytesPerElement = arith::ConstantIntOp::create(b, loc, elementBytes, 64);
  for (Value stride : llvm::reverse(op.getStrides().drop_back()))
    byteStrides.push_back(arith::MulIOp::create(b, loc, stride, bytesPerElement));
  elementStrides.assign(box.size(), i32(1));

  unsigned fillNaN = op.getPadding() == PaddingOption::PAD_NAN;
  TensormapCreateOp::create(b, loc, descPtr, op.getBase(), boxDims, globalDims, byteStrides, elementStrides,
                            *elementEnum, /*interleave_layout=*/0, *getTMASwizzleMode(*encoding), fillNaN);
  TensormapFenceproxyAcquireOp::create(b, loc, descPtr);
  return ReinterpretTensorDescOp::create(b, loc, op.getType(), descPtr).getResult();
}
