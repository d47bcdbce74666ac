//===- MmaSupport.cpp - which NVIDIA MMA versions can compute a dot -------===//

#include "tt/Dialect/TritonGPU/IR/MmaSupport.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

bool isFp8(Type type) { return isa<Float8E5M2Type, Float8E4M3FNType>(type); }

/// The types MMA takes for an operand (fp8 can always be upcast to f16).
bool isMmaOperandType(Type type) {
  return isa<Float8E5M2Type, Float8E4M3FNType, Float8E5M2FNUZType, Float8E4M3FNUZType>(type) ||
         type.isF16() || type.isBF16() || type.isF32() || type.isF64() || type.isInteger(8);
}

/// wgmma's own limits, on top of those every version shares.
bool supportsWgmma(DotOp dot, std::optional<int> numWarps, ArrayRef<int64_t> shapePerCTA) {
  Type aType = dot.getA().getType().getElementType();
  // K below one instruction's depth (256 bits of A) has no wgmma.
  int64_t k = dot.getA().getType().getShape().back();
  if (k < 256 / aType.getIntOrFloatBitWidth())
    return false;
  // Batched dots stay on mma.sync.
  if (shapePerCTA.size() != 2)
    return false;
  bool typeOk =
      isFp8(aType) || aType.isInteger(8) || aType.isF16() || aType.isBF16() || aType.isF32();
  if ((numWarps && *numWarps % 4 != 0) || shapePerCTA[0] % 64 != 0 || shapePerCTA[1] % 16 != 0 ||
      !typeOk)
    return false;
  // fp8 into an f32 accumulator needs exact adds at least every 32 products.
  return !(dot.getMaxNumImpreciseAcc() < 32 && isFp8(aType) &&
           dot.getType().getElementType().isF32());
}

} // namespace

bool mlir::triton::gpu::supportsMma(DotOp dot, int version, std::optional<int> numWarps,
                                    ArrayRef<int64_t> shapePerCTA) {
  if (version != 2 && version != 3)
    return false;
  if (version == 3 && !supportsWgmma(dot, numWarps, shapePerCTA))
    return false;
  Type aType = dot.getA().getType().getElementType();
  Type bType = dot.getB().getType().getElementType();
  // f32 products go through tf32; an exact (ieee) f32 dot has no MMA.
  if (aType.isF32() && bType.isF32())
    return dot.getInputPrecision() == InputPrecision::TF32;
  return isMmaOperandType(aType) && isMmaOperandType(bType);
}
