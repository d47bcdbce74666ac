//===- LayoutBuilders.cpp - encodings chosen for a tensor's shape ---------===//
//
// The blocked encodings passes start from: the default one-element-per-
// thread layout of the conversion to TTGIR, and the vectorized layouts
// coalescing picks.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton::gpu;

/// The CTA tiling of a cluster: `ctasPerCGA[d]` CTAs along d, of which the
/// first `splitNum[d]` hold different tiles and the rest copies; block bits
/// go to dimensions in `ctaOrder` (fastest first).
static CTALayoutAttr getCTALayout(MLIRContext *context, ArrayRef<unsigned> ctasPerCGA,
                                  ArrayRef<unsigned> splitNum, ArrayRef<unsigned> ctaOrder) {
  unsigned rank = ctasPerCGA.size();
  SmallVector<tt::LinearLayout::Basis> bases;
  for (unsigned d : ctaOrder) {
    for (unsigned step = 1; step < splitNum[d]; step *= 2) {
      tt::LinearLayout::Basis basis(rank, 0);
      basis[d] = step;
      bases.push_back(basis);
    }
    for (unsigned copies = ctasPerCGA[d] / splitNum[d]; copies > 1; copies /= 2)
      bases.push_back(tt::LinearLayout::Basis(rank, 0));
  }
  return CTALayoutAttr::get(context, rank, bases);
}

BlockedEncodingAttr mlir::triton::gpu::getBlockedEncodingForShape(
    MLIRContext *context, ArrayRef<int64_t> shape, ArrayRef<unsigned> sizePerThread,
    ArrayRef<unsigned> order, unsigned numWarps, unsigned threadsPerWarp, unsigned numCTAs) {
  unsigned rank = sizePerThread.size();
  auto fit = [&](unsigned d) { return std::max<unsigned>(1, shape[d] / sizePerThread[d]); };

  // CTAs, from the slowest dimension; the last dimension wraps the rest.
  SmallVector<unsigned> ctasPerCGA(rank, 1), splitNum(rank, 1);
  unsigned ctasLeft = numCTAs;
  for (unsigned i = rank; i-- > 0;) {
    unsigned d = order[i];
    ctasPerCGA[d] = std::clamp<unsigned>(ctasLeft, 1, fit(d));
    splitNum[d] = ctasPerCGA[d];
    ctasLeft /= ctasPerCGA[d];
  }
  ctasPerCGA[rank - 1] *= ctasLeft;
  CTALayoutAttr cta = getCTALayout(context, ctasPerCGA, splitNum, order);

  return getBlockedEncodingForCTALayout(context, shape, sizePerThread, order, numWarps,
                                        threadsPerWarp, cta);
}

BlockedEncodingAttr mlir::triton::gpu::getBlockedEncodingForCTALayout(
    MLIRContext *context, ArrayRef<int64_t> shape, ArrayRef<unsigned> sizePerThread,
    ArrayRef<unsigned> order, unsigned numWarps, unsigned threadsPerWarp, CTALayoutAttr cta) {
  // Lanes and warps, from the fastest dimension, on each CTA's tile; the
  // slowest dimension takes whatever is left.
  unsigned rank = shape.size();
  SmallVector<int64_t> splitNum = cta.getSplitNum();
  SmallVector<unsigned> lanes(rank, 1), warps(rank, 1);
  unsigned lanesLeft = threadsPerWarp, warpsLeft = numWarps;
  unsigned threadsLeft = numWarps * threadsPerWarp;
  unsigned lanesUsed = 1, warpsUsed = 1;
  for (unsigned i = 0; i + 1 < rank; ++i) {
    unsigned d = order[i];
    int64_t perCTA = shape[d] / std::min<int64_t>(shape[d], splitNum[d]);
    unsigned tile = std::max<int64_t>(1, perCTA / sizePerThread[d]);
    unsigned threads = std::clamp<unsigned>(threadsLeft, 1, tile);
    lanes[d] = std::clamp<unsigned>(threads, 1, lanesLeft);
    warps[d] = std::clamp<unsigned>(threads / lanes[d], 1, warpsLeft);
    lanesLeft /= lanes[d];
    warpsLeft /= warps[d];
    threadsLeft /= threads;
    lanesUsed *= lanes[d];
    warpsUsed *= warps[d];
  }
  lanes[order[rank - 1]] = threadsPerWarp / lanesUsed;
  warps[order[rank - 1]] = numWarps / warpsUsed;
  return BlockedEncodingAttr::get(context, sizePerThread, lanes, warps, order, cta);
}

BlockedEncodingAttr mlir::triton::gpu::getDefaultBlockedEncoding(MLIRContext *context,
                                                                 ArrayRef<int64_t> shape,
                                                                 unsigned numWarps,
                                                                 unsigned threadsPerWarp,
                                                                 unsigned numCTAs) {
  unsigned rank = shape.size();
  SmallVector<unsigned> order;
  for (unsigned d = rank; d-- > 0;)
    order.push_back(d);
  SmallVector<unsigned> sizePerThread(rank, 1);
  return getBlockedEncodingForShape(context, shape, sizePerThread, order, numWarps, threadsPerWarp,
                                    numCTAs);
}
