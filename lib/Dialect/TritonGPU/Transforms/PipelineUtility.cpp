//===- PipelineUtility.cpp - what the pipeliner's three passes share -------===//

#include "PipelineUtility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Transforms/RegionUtils.h"

using namespace mlir;
using namespace mlir::triton;

int mlir::triton::gpu::getNumStages(scf::ForOp forOp, int defaultNumStages) {
  if (auto attr = forOp->getAttrOfType<IntegerAttr>(kNumStagesAttr))
    return attr.getInt();
  return defaultNumStages;
}

bool mlir::triton::gpu::isInnermostLoop(scf::ForOp forOp) {
  return !forOp.getBody()
              ->walk([](Operation *op) {
                return isa<LoopLikeOpInterface>(op) ? WalkResult::interrupt()
                                                    : WalkResult::advance();
              })
              .wasInterrupted();
}

bool mlir::triton::gpu::carriesFurtherThanOneIteration(scf::ForOp forOp) {
  return llvm::any_of(forOp.getYieldedValues(), [&](Value yielded) {
    auto arg = dyn_cast<BlockArgument>(yielded);
    return arg && arg.getOwner() == forOp.getBody() && arg.getArgNumber() > 0;
  });
}

SmallVector<Value> mlir::triton::gpu::getNestedOperands(Operation *op) {
  SmallVector<Value> operands(op->getOperands());
  SetVector<Value> fromAbove;
  getUsedValuesDefinedAbove(op->getRegions(), fromAbove);
  operands.append(fromAbove.begin(), fromAbove.end());
  return operands;
}

unsigned mlir::triton::gpu::getConsecutiveSharedElements(RankedTensorType registerType,
                                                        Attribute shared) {
  std::optional<tt::LinearLayout> registers =
      toLinearLayout(registerType.getShape(), registerType.getEncoding());
  std::optional<tt::LinearLayout> buffer = toLinearLayout(registerType.getShape(), shared);
  std::optional<tt::LinearLayout> offsets = buffer ? buffer->invert() : std::nullopt;
  if (!registers || !offsets)
    return 1;
  auto offsetOf = [&](StringRef in, int bit) {
    SmallVector<int32_t> coords = registers->unflattenOut(registers->getFlatBasis(in, bit));
    return uint32_t(applyToCoords(*offsets, coords).front());
  };
  // The thread's registers: how many first ones step through offsets 1, 2, 4...
  unsigned consecutive = 1;
  for (int bit = 0, e = registers->getInDimSizeLog2(dims::kRegister); bit < e; ++bit) {
    if (offsetOf(dims::kRegister, bit) != consecutive)
      break;
    consecutive *= 2;
  }
  // A run stays whole only if no lane, warp or block moves its low offset
  // bits (a swizzle XORs row bits into them).
  uint32_t threadBits = 0;
  for (StringRef in : {dims::kLane, dims::kWarp, dims::kBlock})
    if (registers->hasInDim(in))
      for (int bit = 0, e = registers->getInDimSizeLog2(in); bit < e; ++bit)
        threadBits |= offsetOf(in, bit);
  if (threadBits != 0)
    consecutive = std::min(consecutive, 1u << llvm::countr_zero(threadBits));
  return consecutive;
}

bool mlir::triton::gpu::isCopyableScalar(Type type) {
  return type.isIntOrFloat() && type.getIntOrFloatBitWidth() >= 32;
}

bool mlir::triton::gpu::fitsAsyncCopy(triton::LoadOp load, Attribute shared,
                                      const ModuleAxisInfoAnalysis &axisInfo) {
  auto type = cast<RankedTensorType>(load.getType());
  unsigned bits = type.getElementTypeBitWidth();
  return axisInfo.getAccessVectorSize(load.getPtr(), load.getMask()) * bits >= 32 &&
         (!shared || getConsecutiveSharedElements(type, shared) * bits >= 32);
}
