//===- ReduceDataDuplication.cpp - dot operands through shared memory -----===//
//
// Converting a tensor into a dot operand layout usually hands each element
// to several threads (every thread of a row of A needs the whole row). Done
// as a plain convert_layout, the data goes through a scratch buffer anyway;
// written as local_alloc + local_load into a buffer swizzled for the dot,
// each element is stored once and read without bank conflicts.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "tt/Tools/LayoutQueries.h"

#include "mlir/IR/Builders.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREDUCEDATADUPLICATION
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// Larger operands are left to the conversion (Triton's limit, a guess at
/// what a client GPU's shared memory holds besides everything else).
constexpr int64_t kMaxOperandBytes = 96 * 1024;

/// Rewrites `cvt` into local_alloc + local_load when it converts into a dot
/// operand layout and Triton would stage it through shared memory anyway.
void routeThroughSharedMemory(ConvertLayoutOp cvt) {
  auto srcType = cast<RankedTensorType>(cvt.getSrc().getType());
  auto dstType = cast<RankedTensorType>(cvt.getType());
  auto operand = dyn_cast_or_null<DotOperandEncodingAttr>(dstType.getEncoding());
  if (!operand || !isa_and_nonnull<DistributedEncodingTrait>(srcType.getEncoding()))
    return;
  std::optional<tt::LinearLayout> src = toLinearLayout(srcType.getShape(), srcType.getEncoding());
  std::optional<tt::LinearLayout> dst = toLinearLayout(dstType.getShape(), dstType.getEncoding());
  if (!src || !dst)
    return;
  if (!tt::tritonConvertsThroughSharedMemory(*src, *dst))
    return;
  Type elementType = srcType.getElementType();
  if (!elementType.isIntOrFloat())
    return;
  unsigned bitwidth = elementType.getIntOrFloatBitWidth();
  if (dstType.getNumElements() * bitwidth / 8 > kMaxOperandBytes)
    return;

  SwizzledSharedEncodingAttr shared =
      getStagingEncodingForDotOperand(srcType, operand, TritonGPUDialect::getNumCTAs(cvt));
  if (!shared)
    return;

  OpBuilder builder(cvt);
  MLIRContext *context = cvt.getContext();
  auto bufferType = MemDescType::get(dstType.getShape(), elementType, shared,
                                     SharedMemorySpaceAttr::get(context));
  auto alloc = LocalAllocOp::create(builder, cvt.getLoc(), bufferType, cvt.getSrc(),
                                    /*alignment=*/IntegerAttr());
  auto load = LocalLoadOp::create(builder, cvt.getLoc(), dstType, alloc, /*token=*/Value());
  cvt.replaceAllUsesWith(load.getResult());
  cvt.erase();
}

struct ReduceDataDuplicationPass
    : public mlir::triton::gpu::impl::TritonGPUReduceDataDuplicationBase<
          ReduceDataDuplicationPass> {
  void runOnOperation() override {
    SmallVector<ConvertLayoutOp> conversions;
    getOperation().walk([&](ConvertLayoutOp cvt) { conversions.push_back(cvt); });
    for (ConvertLayoutOp cvt : conversions)
      routeThroughSharedMemory(cvt);
  }
};

} // namespace
