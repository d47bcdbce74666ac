//===- Utility.cpp - layout choices the TritonGPU passes share ------------===//

#include "Dialect/TritonGPU/Transforms/Utility.h"

using namespace mlir;
using namespace mlir::triton::gpu;

CTALayoutAttr mlir::triton::gpu::getClusterLayoutOf(Attribute encoding, unsigned rank,
                                                    int numCTAs) {
  CTALayoutAttr layout;
  if (auto blocked = dyn_cast<BlockedEncodingAttr>(encoding))
    layout = blocked.getCTALayout();
  else if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(encoding))
    layout = mma.getCTALayout();
  else if (auto slice = dyn_cast<SliceEncodingAttr>(encoding))
    return getClusterLayoutOf(slice.getParent(), rank + 1, numCTAs);
  if (layout && layout.getRank() == rank)
    return layout;
  if (numCTAs == 1)
    return CTALayoutAttr::getDefault(encoding.getContext(), rank);
  return {};
}

SwizzledSharedEncodingAttr mlir::triton::gpu::getDotOperandSharedEncoding(
    DotOperandEncodingAttr operand, ArrayRef<int64_t> shape, ArrayRef<unsigned> order,
    CTALayoutAttr cluster, unsigned bitwidth, bool needTrans) {
  MLIRContext *context = operand.getContext();
  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(operand.getParent());
  if (!mma)
    return SwizzledSharedEncodingAttr::get(context, 1, 1, 1, order, cluster);
  if (!mma.isAmpere() && !mma.isHopper())
    return {};
  int64_t contiguous = shape[order[0]] / cluster.getSplitNum()[order[0]];
  // A bank row is 1024 bits: short rows share a phase.
  int perPhase = std::max<int64_t>(1024 / (bitwidth * contiguous), 1);
  int vec = 4 * operand.getKWidth();
  int mmaStride = 8;
  // Read through a transpose, the operand's K is the buffer's other
  // dimension: the same as reading the other operand.
  if (needTrans)
    std::swap(vec, mmaStride);
  unsigned rank = order.size();
  unsigned kDim = operand.getOpIdx() == 0 ? rank - 1 : rank - 2;
  if (order[0] != kDim)
    std::swap(vec, mmaStride);
  int maxPhase = std::max<int>(std::min<int>(mmaStride, 1024 / (vec * bitwidth)), 1);
  maxPhase = std::max(maxPhase / perPhase, 1);
  return SwizzledSharedEncodingAttr::get(context, vec, perPhase, maxPhase, order, cluster);
}
