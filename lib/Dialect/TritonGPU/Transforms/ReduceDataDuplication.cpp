//===- ReduceDataDuplication.cpp - dot operands through shared memory -----===//
//
// Converting a tensor into a dot operand layout usually hands each element
// to several threads (every thread of a row of A needs the whole row). Done
// as a plain convert_layout, the data goes through a scratch buffer anyway;
// written as local_alloc + local_load into a buffer swizzled for the dot,
// each element is stored once and read without bank conflicts.
//
//===----------------------------------------------------------------------===//

#include "Dialect/TritonGPU/Transforms/Passes.h"

#include "Tools/LayoutQueries.h"

#include "mlir/IR/Builders.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREDUCEDATADUPLICATION
#include "Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// Larger operands are left to the conversion (Triton's limit, a guess at
/// what a client GPU's shared memory holds besides everything else).
constexpr int64_t kMaxOperandBytes = 96 * 1024;

/// Dimensions in the order input `in` of `layout` first steps along them,
/// then those it never steps along, the last dimension first.
SmallVector<unsigned> getOrderAlong(const tt::LinearLayout &layout, StringRef in, unsigned rank) {
  SmallVector<unsigned> order;
  SmallVector<bool> seen(rank, false);
  for (const tt::LinearLayout::Basis &basis : layout.getBases(in)) {
    for (unsigned d = 0; d < rank; ++d) {
      if (basis[d] != 0 && !seen[d]) {
        seen[d] = true;
        order.push_back(d);
      }
    }
  }
  for (unsigned d = rank; d-- > 0;)
    if (!seen[d])
      order.push_back(d);
  return order;
}

/// The order a tensor in `layout` is best written to memory in: the order of
/// its registers when a thread holds consecutive elements along the fastest
/// of them, else the order of its lanes.
SmallVector<unsigned> getOrderForMemory(const tt::LinearLayout &layout, unsigned rank) {
  SmallVector<unsigned> registers = getOrderAlong(layout, dims::kRegister, rank);
  SmallVector<unsigned> lanes = getOrderAlong(layout, dims::kLane, rank);
  if (registers == lanes || tt::getContiguousElementsPerThread(layout, registers[0]) > 1)
    return registers;
  return lanes;
}

/// The cluster layout of a distributed encoding; the default one for a
/// single CTA when the encoding does not carry one.
CTALayoutAttr getCTALayoutOf(Attribute encoding, unsigned rank, int numCTAs) {
  CTALayoutAttr layout;
  if (auto blocked = dyn_cast<BlockedEncodingAttr>(encoding))
    layout = blocked.getCTALayout();
  else if (auto mma = dyn_cast<NvidiaMmaEncodingAttr>(encoding))
    layout = mma.getCTALayout();
  if (layout && layout.getRank() == rank)
    return layout;
  if (numCTAs == 1)
    return CTALayoutAttr::getDefault(encoding.getContext(), rank);
  return {};
}

/// The swizzled shared layout a dot operand is read from without bank
/// conflicts: vectors along the contiguous dimension, phases so that the
/// 8 rows an mma instruction reads hit different banks. Operands of
/// FMA dots (blocked parents) are not swizzled.
SwizzledSharedEncodingAttr getOperandSharedEncoding(DotOperandEncodingAttr operand,
                                                    ArrayRef<int64_t> shape,
                                                    ArrayRef<unsigned> order,
                                                    CTALayoutAttr ctaLayout, unsigned bitwidth) {
  MLIRContext *context = operand.getContext();
  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(operand.getParent());
  if (!mma)
    return SwizzledSharedEncodingAttr::get(context, 1, 1, 1, order, ctaLayout);
  if (!mma.isAmpere() && !mma.isHopper())
    return {};
  int64_t contiguous = shape[order[0]] / ctaLayout.getSplitNum()[order[0]];
  // A bank row is 1024 bits: short rows share a phase.
  int perPhase = std::max<int64_t>(1024 / (bitwidth * contiguous), 1);
  int vec = 4 * operand.getKWidth();
  int mmaStride = 8;
  unsigned rank = order.size();
  unsigned kDim = operand.getOpIdx() == 0 ? rank - 1 : rank - 2;
  if (order[0] != kDim)
    std::swap(vec, mmaStride);
  int maxPhase = std::max<int>(std::min<int>(mmaStride, 1024 / (vec * bitwidth)), 1);
  maxPhase = std::max(maxPhase / perPhase, 1);
  return SwizzledSharedEncodingAttr::get(context, vec, perPhase, maxPhase, order, ctaLayout);
}

/// Rewrites `cvt` into local_alloc + local_load when it converts into a dot
/// operand layout and moves data between warps.
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
  tt::ConversionKind kind = tt::classifyConversion(*src, *dst);
  if (kind != tt::ConversionKind::SharedMemory &&
      kind != tt::ConversionKind::DistributedSharedMemory)
    return;
  Type elementType = srcType.getElementType();
  if (!elementType.isIntOrFloat())
    return;
  unsigned bitwidth = elementType.getIntOrFloatBitWidth();
  if (dstType.getNumElements() * bitwidth / 8 > kMaxOperandBytes)
    return;

  unsigned rank = srcType.getRank();
  SmallVector<unsigned> order = getOrderForMemory(*src, rank);
  CTALayoutAttr ctaLayout =
      getCTALayoutOf(srcType.getEncoding(), rank, TritonGPUDialect::getNumCTAs(cvt));
  if (!ctaLayout)
    return;
  SwizzledSharedEncodingAttr shared =
      getOperandSharedEncoding(operand, srcType.getShape(), order, ctaLayout, bitwidth);
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
