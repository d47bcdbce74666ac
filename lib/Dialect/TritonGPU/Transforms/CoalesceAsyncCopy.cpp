//===- CoalesceAsyncCopy.cpp - tritongpu-coalesce-async-copy ---------------===//
//
// A cp.async moves one run of a thread's registers to one run of shared
// memory, so its width is the smaller of the two. When a thread holds more
// consecutive elements along the contiguous dimension than the destination's
// shared layout keeps together (an i8 mma.sync operand: 16 elements per
// thread, a swizzled buffer of 8-element vectors), it copies its run in
// several pieces, and the warp's global accesses stop being coalesced. As
// Triton 3.6 does, each ttg.async_copy_global_to_local whose source has a
// blocked layout and whose destination a swizzled shared one gets its
// sizePerThread along the contiguous dimension clipped to that run: its
// pointers, mask and `other` are converted to the blocked layout with the
// clipped size (lanes and warps placed again over the shape, same order and
// cluster layout), and its `contiguity` hint is what the pass's AxisInfo
// knows of the converted pointers (nothing, as in Triton: 1). The lowering
// computes the run again. remove-layout-conversions later moves the
// conversions into the producers.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "PipelineUtility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/Builders.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUCOALESCEASYNCCOPY
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

void clipCopyWidth(AsyncCopyGlobalToLocalOp copy, const ModuleAxisInfoAnalysis &axisInfo) {
  auto srcType = cast<RankedTensorType>(copy.getSrc().getType());
  auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(srcType.getEncoding());
  MemDescType dstType = copy.getResult().getType();
  if (!blocked || !isa<SwizzledSharedEncodingAttr>(dstType.getEncoding()))
    return;
  auto pointee = cast<PointerType>(srcType.getElementType()).getPointeeType();
  unsigned run = getConsecutiveSharedElements(
      RankedTensorType::get(srcType.getShape(), pointee, blocked), dstType.getEncoding());
  unsigned fastest = blocked.getOrder().front();
  SmallVector<unsigned> sizePerThread(blocked.getSizePerThread());
  unsigned held = std::min<unsigned>(sizePerThread[fastest], srcType.getShape()[fastest]);
  if (held <= run)
    return;
  sizePerThread[fastest] = run;
  std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(copy);
  if (!numWarps)
    return;
  auto clipped = getBlockedEncodingForCTALayout(
      copy.getContext(), srcType.getShape(), sizePerThread, blocked.getOrder(), unsigned(*numWarps),
      unsigned(TritonGPUDialect::getThreadsPerWarp(copy)), blocked.getCTALayout());
  OpBuilder b(copy);
  auto convert = [&](Value value) -> Value {
    if (!value)
      return value;
    auto type = cast<RankedTensorType>(value.getType());
    return ConvertLayoutOp::create(b, copy.getLoc(), type.cloneWithEncoding(clipped), value);
  };
  Value src = convert(copy.getSrc()), mask = convert(copy.getMask()),
        other = convert(copy.getOther());
  copy.getSrcMutable().assign(src);
  if (mask)
    copy.getMaskMutable().assign(mask);
  if (other)
    copy.getOtherMutable().assign(other);
  // Asked of the analysis made before the conversions existed, as Triton
  // does: it knows nothing of them, so the hint drops to 1 and the lowering
  // relies on AxisInfo computed then.
  copy.setContiguity(std::min(run, axisInfo.getAccessVectorSize(src, mask)));
}

struct CoalesceAsyncCopyPass
    : public mlir::triton::gpu::impl::TritonGPUCoalesceAsyncCopyBase<CoalesceAsyncCopyPass> {
  void runOnOperation() override {
    SmallVector<AsyncCopyGlobalToLocalOp> copies;
    getOperation().walk([&](AsyncCopyGlobalToLocalOp copy) { copies.push_back(copy); });
    if (copies.empty())
      return;
    ModuleAxisInfoAnalysis axisInfo(getOperation());
    for (AsyncCopyGlobalToLocalOp copy : copies)
      clipCopyWidth(copy, axisInfo);
  }
};

} // namespace
