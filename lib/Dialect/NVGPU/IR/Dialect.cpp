//===- Dialect.cpp - the `nvg` dialect and its op verifiers ----------------===//

#include "tt/Dialect/NVGPU/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::triton::nvgpu;

#include "tt/Dialect/NVGPU/IR/NVGPUDialect.cpp.inc"
#include "tt/Dialect/NVGPU/IR/NVGPUEnums.cpp.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/NVGPU/IR/NVGPUOps.cpp.inc"

void NVGPUDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/NVGPU/IR/NVGPUOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult WGMMAWaitGroupOp::verify() {
  if (getPendingsAttr().getInt() < 0)
    return emitOpError() << "expects a non-negative 'pendings', got "
                         << getPendingsAttr().getInt();
  return success();
}

/// Bits of one element of a wgmma operand of type `type`.
static unsigned bitWidthOf(WGMMAEltType type) {
  switch (type) {
  case WGMMAEltType::s8:
  case WGMMAEltType::e4m3:
  case WGMMAEltType::e5m2:
    return 8;
  case WGMMAEltType::f16:
  case WGMMAEltType::bf16:
    return 16;
  case WGMMAEltType::s32:
  case WGMMAEltType::tf32:
  case WGMMAEltType::f32:
    return 32;
  }
  llvm_unreachable("unknown wgmma element type");
}

static bool isFloat8(WGMMAEltType type) {
  return type == WGMMAEltType::e4m3 || type == WGMMAEltType::e5m2;
}

LogicalResult WGMMAOp::verify() {
  WGMMAEltType eltA = getEltTypeA(), eltB = getEltTypeB(), eltC = getEltTypeC();
  if (eltA != eltB && !(isFloat8(eltA) && isFloat8(eltB)))
    return emitOpError() << "expects operands of the same element type, got "
                         << stringifyWGMMAEltType(eltA) << " and " << stringifyWGMMAEltType(eltB);
  bool integer = eltA == WGMMAEltType::s8;
  if (integer ? eltC != WGMMAEltType::s32
              : eltC != WGMMAEltType::f32 && eltC != WGMMAEltType::f16)
    return emitOpError() << "cannot accumulate " << stringifyWGMMAEltType(eltA)
                         << " products in " << stringifyWGMMAEltType(eltC);
  if (eltA == WGMMAEltType::s32 || eltA == WGMMAEltType::f32)
    return emitOpError() << "expects multiplicands of type s8, e4m3, e5m2, f16, bf16 or tf32, got "
                         << stringifyWGMMAEltType(eltA);

  uint32_t m = getM(), n = getN(), k = getK();
  if (m != 64)
    return emitOpError() << "expects m = 64, got " << m;
  if (n < 8 || n > 256 || n % 8 != 0)
    return emitOpError() << "expects n to be a multiple of 8 in [8, 256], got " << n;
  if (k * bitWidthOf(eltA) != 256)
    return emitOpError() << "expects k to span 32 bytes of " << stringifyWGMMAEltType(eltA)
                         << " (k = " << 256 / bitWidthOf(eltA) << "), got " << k;
  if (isa<LLVM::LLVMStructType>(getOpB().getType()))
    return emitOpError("expects operand b as an i64 shared-memory descriptor");

  auto resultType = cast<LLVM::LLVMStructType>(getRes().getType());
  if (getOpC() && getOpC().getType() != resultType)
    return emitOpError() << "expects the accumulator operand to have the result type "
                         << resultType << ", got " << getOpC().getType();
  // 32-bit accumulators: each of the 128 threads holds m * n / 128 of them.
  size_t expected = m * n / 128;
  if (bitWidthOf(eltC) == 32 && resultType.getBody().size() != expected)
    return emitOpError() << "expects " << expected << " accumulator registers per thread for m"
                         << m << "n" << n << ", got " << resultType.getBody().size();
  return success();
}

