//===- ReshapeEncoding.cpp - the encoding of a tt.reshape result ----------===//
//
// A tt.reshape that may not reorder keeps every element in the thread and
// register that held it; only the coordinates change (row-major position is
// kept). The result's encoding is chosen as Triton 3.6 chooses it:
//
//  1. A blocked source, when a blocked result can say the same thing:
//     - same shape: the same encoding;
//     - the default blocked encoding of the source shape: the default one of
//       the result shape;
//     - otherwise (one CTA only) the shapes are cut into groups of source
//       and result dimensions holding the same number of elements
//       (reshapeGroups). The source dimensions of a group must be adjacent
//       in the encoding's order, the most major first, and each of
//       sizePerThread, threadsPerWarp and warpsPerCTA must fill a group's
//       more minor dimensions before it has more than one along a more
//       major one (a block may overhang the shape only along the group's
//       most major dimension). The result's fields are then handed out per
//       group from the most minor result dimension on (sizePerThread first,
//       then threads, then warps, each on what the previous left), the
//       excess on the group's most major dimension, and the result's order
//       lists the groups as the source's order does.
//  2. Otherwise a #ttg.linear encoding: the source's linear layout with its
//     output coordinates flattened row-major and cut again in the result
//     shape (always possible: shapes are powers of two).
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/MemDescReshape.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::triton::gpu;
using tt::LinearLayout;

namespace {

using Group = std::pair<SmallVector<int64_t>, SmallVector<int64_t>>;

/// Source and result dimensions cut into groups of equal element counts,
/// walking both shapes from the most major dimension; size-1 dimensions join
/// the group being built.
SmallVector<Group> reshapeGroups(ArrayRef<int64_t> src, ArrayRef<int64_t> dst) {
  SmallVector<Group> groups;
  if (src.empty())
    return groups;
  groups.emplace_back();
  size_t s = 0, d = 0;
  int64_t srcCount = 1, dstCount = 1;
  while (s < src.size() || d < dst.size()) {
    bool takeSrc = s < src.size() && (srcCount < dstCount || srcCount == 1 || src[s] == 1);
    if (takeSrc) {
      srcCount *= src[s];
      groups.back().first.push_back(s++);
      continue;
    }
    bool takeDst = d < dst.size() && (dstCount < srcCount || dst[d] == 1);
    if (takeDst) {
      dstCount *= dst[d];
      groups.back().second.push_back(d++);
      continue;
    }
    if (srcCount < dstCount || dstCount < srcCount)
      break; // Only reached on shapes of different element counts.
    groups.emplace_back();
    srcCount = dstCount = 1;
  }
  return groups;
}

/// Position of each dimension in `order` (0 = fastest).
SmallVector<unsigned> positions(ArrayRef<unsigned> order) {
  SmallVector<unsigned> pos(order.size());
  for (auto [i, d] : llvm::enumerate(order))
    pos[d] = i;
  return pos;
}

/// Step 1: the blocked result, if there is one.
BlockedEncodingAttr reshapeBlocked(ArrayRef<int64_t> srcShape, BlockedEncodingAttr src,
                                   ArrayRef<int64_t> dstShape) {
  MLIRContext *context = src.getContext();
  if (srcShape == dstShape)
    return src;
  auto product = [](ArrayRef<unsigned> v) {
    unsigned p = 1;
    for (unsigned x : v)
      p *= x;
    return p;
  };
  unsigned numWarps = product(src.getWarpsPerCTA());
  unsigned lanes = product(src.getThreadsPerWarp());
  unsigned numCTAs = 1u << src.getCTALayout().getBases().size();
  if (src == getDefaultBlockedEncoding(context, srcShape, numWarps, lanes, numCTAs))
    return getDefaultBlockedEncoding(context, dstShape, numWarps, lanes, numCTAs);
  if (!src.getCTALayout().isDefault())
    return {};

  // Every field divides the shape (or covers more than it).
  for (ArrayRef<unsigned> field :
       {src.getSizePerThread(), src.getThreadsPerWarp(), src.getWarpsPerCTA()})
    for (auto [size, n] : llvm::zip(srcShape, field))
      if (size >= n && size % n != 0)
        return {};

  SmallVector<Group> groups = reshapeGroups(srcShape, dstShape);
  SmallVector<unsigned> srcPos = positions(src.getOrder());

  // A group's source dimensions are adjacent in the order, most major first.
  for (const auto &[srcDims, dstDims] : groups)
    for (size_t i = 0; i + 1 < srcDims.size(); ++i)
      if (srcPos[srcDims[i]] != srcPos[srcDims[i + 1]] + 1)
        return {};

  // Fields fill the minor dimensions of a group before the major ones.
  for (const auto &[srcDims, dstDims] : groups) {
    SmallVector<int64_t> left;
    for (int64_t d : srcDims)
      left.push_back(srcShape[d]);
    for (ArrayRef<unsigned> field :
         {src.getSizePerThread(), src.getThreadsPerWarp(), src.getWarpsPerCTA()}) {
      for (int i = int(srcDims.size()) - 1; i >= 0; --i) {
        unsigned n = field[srcDims[i]];
        if (n == 1)
          continue;
        for (size_t j = i + 1; j < srcDims.size(); ++j)
          if (left[j] != 1)
            return {};
        left[i] = left[i] >= n ? left[i] / n : 0;
        if (left[i] == 0 && i != 0)
          return {};
      }
    }
  }

  // The result's fields, group by group, minor result dimensions first.
  SmallVector<int64_t> dstLeft(dstShape);
  auto distribute = [&](ArrayRef<unsigned> srcField) {
    SmallVector<unsigned> dstField(dstShape.size(), 1);
    for (const auto &[srcDims, dstDims] : groups) {
      int64_t available = 1;
      for (int64_t d : srcDims)
        available *= srcField[d];
      for (int i = int(dstDims.size()) - 1; i >= 0; --i) {
        int64_t d = dstDims[i];
        int64_t n = std::min(available, dstLeft[d]);
        dstField[d] = n;
        available /= n;
        dstLeft[d] /= n;
      }
      if (!dstDims.empty())
        dstField[dstDims[0]] *= available;
    }
    return dstField;
  };
  SmallVector<unsigned> sizePerThread = distribute(src.getSizePerThread());
  SmallVector<unsigned> threadsPerWarp = distribute(src.getThreadsPerWarp());
  SmallVector<unsigned> warpsPerCTA = distribute(src.getWarpsPerCTA());

  // Groups from the most major source position to the most minor; within a
  // group, result dimensions from minor to major get rising positions.
  llvm::sort(groups, [&](const Group &a, const Group &b) {
    return srcPos[a.first.front()] < srcPos[b.first.front()];
  });
  SmallVector<unsigned> dstPos(dstShape.size());
  unsigned next = 0;
  for (const auto &[srcDims, dstDims] : groups)
    for (int64_t d : llvm::reverse(dstDims))
      dstPos[d] = next++;
  SmallVector<unsigned> order(dstShape.size());
  for (auto [d, p] : llvm::enumerate(dstPos))
    order[p] = d;

  return BlockedEncodingAttr::get(context, sizePerThread, threadsPerWarp, warpsPerCTA, order,
                                  CTALayoutAttr::getDefault(context, dstShape.size()));
}

/// Step 2: `layout`'s output coordinates, flattened row-major, cut again in
/// `dstShape`.
LinearLayout reshapeLinear(const LinearLayout &layout, ArrayRef<int64_t> dstShape) {
  ArrayRef<LinearLayout::OutDim> outs = layout.getOutDims();
  auto flatten = [&](const LinearLayout::Basis &basis) {
    int64_t flat = 0;
    for (auto [coordinate, out] : llvm::zip(basis, outs))
      flat = flat * out.size + coordinate;
    return flat;
  };
  auto unflatten = [&](int64_t flat) {
    LinearLayout::Basis basis(dstShape.size(), 0);
    for (size_t d = dstShape.size(); d-- > 0;) {
      basis[d] = int32_t(flat % dstShape[d]);
      flat /= dstShape[d];
    }
    return basis;
  };
  std::vector<LinearLayout::InDim> ins;
  for (const auto &in : layout.getInDims()) {
    LinearLayout::InDim moved{in.name, {}};
    for (const auto &basis : in.bases)
      moved.bases.push_back(unflatten(flatten(basis)));
    ins.push_back(std::move(moved));
  }
  std::vector<LinearLayout::OutDim> dstOuts;
  for (auto [d, size] : llvm::enumerate(dstShape))
    dstOuts.push_back({dims::out(d), int32_t(size)});
  return LinearLayout(std::move(ins), std::move(dstOuts));
}

} // namespace

LogicalResult mlir::triton::gpu::inferReshapeEncoding(ArrayRef<int64_t> srcShape,
                                                      Attribute srcEncoding,
                                                      ArrayRef<int64_t> dstShape,
                                                      Attribute &dstEncoding,
                                                      std::optional<Location> loc) {
  int64_t srcCount = 1, dstCount = 1;
  for (int64_t n : srcShape)
    srcCount *= n;
  for (int64_t n : dstShape)
    dstCount *= n;
  if (srcCount != dstCount)
    return emitOptionalError(loc, "reshape of ", srcCount, " elements into ", dstCount);
  if (auto blocked = dyn_cast<BlockedEncodingAttr>(srcEncoding))
    if (BlockedEncodingAttr result = reshapeBlocked(srcShape, blocked, dstShape)) {
      dstEncoding = result;
      return success();
    }
  if (!isa<DistributedEncodingTrait>(srcEncoding))
    return emitOptionalError(loc, "cannot reshape a tensor in ", srcEncoding);
  std::optional<LinearLayout> layout = toLinearLayout(srcShape, srcEncoding);
  if (!layout)
    return emitOptionalError(loc, "cannot reshape a tensor in ", srcEncoding);
  dstEncoding = LinearEncodingAttr::get(srcEncoding.getContext(), reshapeLinear(*layout, dstShape));
  return success();
}

NVMMASharedEncodingAttr mlir::triton::gpu::getReshapedNVMMAEncoding(ArrayRef<int64_t> srcShape,
                                                                    NVMMASharedEncodingAttr encoding,
                                                                    ArrayRef<int64_t> dstShape) {
  if (srcShape.empty() || dstShape.size() < 2 || !encoding.getCTALayout().isDefault())
    return {};
  // The contiguous dimension must stay what it is.
  bool transposed = encoding.getTransposed();
  if ((transposed ? srcShape.front() : srcShape.back()) !=
      (transposed ? dstShape.front() : dstShape.back()))
    return {};
  MLIRContext *context = encoding.getContext();
  auto candidate = NVMMASharedEncodingAttr::get(
      context, encoding.getSwizzlingByteWidth(), transposed, encoding.getElementBitWidth(),
      encoding.getFp4Padded(), CTALayoutAttr::getDefault(context, dstShape.size()));
  std::optional<LinearLayout> src = toLinearLayout(srcShape, encoding);
  std::optional<LinearLayout> dst = toLinearLayout(dstShape, candidate);
  if (!src || !dst || reshapeLinear(*src, dstShape) != *dst)
    return {};
  return candidate;
}
