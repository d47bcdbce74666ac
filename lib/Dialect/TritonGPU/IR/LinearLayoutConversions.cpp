//===- LinearLayoutConversions.cpp - encodings as linear layouts ----------===//
//
// Every encoding's `toLinearLayout`. Distributed encodings are built as the
// tile one CTA covers (register, lane, warp -> dims), fitted to the tensor's
// shape, then spread over the CTAs of a cluster (block). Where a tile is
// larger than the tensor, every basis that would leave it becomes zero:
// lanes and warps hold copies, and so do registers, as in Triton (a slice
// drops its zero register bases, as Triton's does).
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/NVMMASwizzle.h"

#include "llvm/ADT/DenseSet.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton::gpu;
using tt::LinearLayout;
using Basis = LinearLayout::Basis;

std::string mlir::triton::gpu::dims::out(unsigned d) { return "dim" + std::to_string(d); }

SmallVector<int32_t> mlir::triton::gpu::applyToCoords(const LinearLayout &layout,
                                                      ArrayRef<int32_t> coords) {
  SmallVector<std::string> names;
  for (unsigned d = 0; d < coords.size(); ++d)
    names.push_back(dims::out(d));
  SmallVector<std::pair<StringRef, int32_t>> inputs;
  for (auto [name, c] : llvm::zip(names, coords))
    inputs.push_back({name, c});
  return layout.apply(inputs);
}

namespace {
/// A CTA tile under construction: bases per input, one coordinate per
/// tensor dimension, and how far the tile reaches along each dimension.
struct Tile {
  explicit Tile(unsigned rank) : rank(rank), size(rank, 1) {}

  /// Adds `count` bases to `in` stepping along `dim` from `start`
  /// (start, 2*start, ...), and grows the tile to cover them.
  void addSteps(StringRef in, unsigned dim, int64_t start, int64_t count) {
    for (int64_t step = start; step < start * count; step *= 2)
      add(in, dim, step);
  }
  void add(StringRef in, unsigned dim, int64_t value) {
    Basis basis(rank, 0);
    basis[dim] = value;
    bases[in.str()].push_back(basis);
    size[dim] = std::max<int64_t>(size[dim], 2 * value);
  }
  /// A basis that moves nowhere: the input duplicates data.
  void addBroadcast(StringRef in) { bases[in.str()].push_back(Basis(rank, 0)); }

  unsigned rank;
  SmallVector<int64_t> size;
  std::map<std::string, std::vector<Basis>> bases;
};

} // namespace

/// How a cluster splits a tensor of `shape`: the number of CTA tiles along
/// each dimension and the block bases in units of tiles. The cluster
/// layout (of rank `shape.size()` or less; a lower rank splits the trailing
/// dimensions) must reach each tile along a dimension once, its non-zero
/// coordinates being 1, 2, 4, ...; where that splits a dimension finer than
/// one element, the largest bases become zero (those CTAs hold copies), as
/// Triton fits a CGA layout to the shape.
namespace {
struct ClusterSplit {
  SmallVector<int64_t> split;
  std::vector<Basis> bases;
};
} // namespace

static std::optional<ClusterSplit> splitCluster(CTALayoutAttr cta, ArrayRef<int64_t> shape) {
  unsigned rank = shape.size();
  unsigned ctaRank = cta ? cta.getRank() : 0;
  if (ctaRank > rank)
    return std::nullopt;
  unsigned lead = rank - ctaRank;
  ClusterSplit result{SmallVector<int64_t>(rank, 1), {}};
  if (cta) {
    for (const Basis &ctaBasis : cta.getBases()) {
      Basis basis(rank, 0);
      for (unsigned d = 0; d < ctaRank; ++d)
        basis[lead + d] = ctaBasis[d];
      result.bases.push_back(basis);
    }
  }
  for (unsigned d = lead; d < rank; ++d) {
    SmallVector<std::pair<int32_t, size_t>> along; // (coordinate, basis index)
    for (auto [i, basis] : llvm::enumerate(result.bases))
      if (basis[d] != 0)
        along.push_back({basis[d], i});
    llvm::sort(along);
    for (auto [k, entry] : llvm::enumerate(along))
      if (entry.first != int32_t(1) << k)
        return std::nullopt;
    result.split[d] = int64_t(1) << along.size();
    while (result.split[d] > shape[d]) {
      result.bases[along.pop_back_val().second][d] = 0;
      result.split[d] /= 2;
    }
  }
  return result;
}

/// Fits `tile` to `shape` and adds the cluster's CTAs: repeats the tile
/// through extra register bases (dimensions in `repOrder`, fastest first)
/// where the shape is larger, wraps where it is smaller. Bases that
/// overhang the shape become zero, registers included: as in Triton, a
/// thread then holds broadcast copies rather than fewer registers, and
/// layouts inferred from this one keep Triton's register counts.
static std::optional<LinearLayout> fitToShape(Tile tile, CTALayoutAttr cta,
                                              ArrayRef<int64_t> shape,
                                              ArrayRef<unsigned> repOrder) {
  unsigned rank = tile.rank;
  std::optional<ClusterSplit> cluster = splitCluster(cta, shape);
  if (!cluster)
    return std::nullopt;
  SmallVector<int64_t> ctaShape;
  for (unsigned d = 0; d < rank; ++d)
    ctaShape.push_back(shape[d] / cluster->split[d]);

  for (unsigned d : repOrder)
    for (int64_t step = tile.size[d]; step < ctaShape[d]; step *= 2)
      tile.add("register", d, step);
  for (auto &[name, bases] : tile.bases)
    for (Basis &basis : bases)
      for (unsigned d = 0; d < rank; ++d)
        if (basis[d] >= ctaShape[d])
          basis[d] = 0;

  std::vector<LinearLayout::InDim> ins;
  for (StringRef name : {dims::kRegister, dims::kLane, dims::kWarp})
    ins.push_back({name.str(), tile.bases[name.str()]});
  // Block bases sit above the CTA's own coordinates.
  for (Basis &basis : cluster->bases)
    for (unsigned d = 0; d < rank; ++d)
      basis[d] *= ctaShape[d];
  ins.push_back({dims::kBlock.str(), std::move(cluster->bases)});
  std::vector<LinearLayout::OutDim> outs;
  for (unsigned d = 0; d < rank; ++d)
    outs.push_back({dims::out(d), int32_t(shape[d])});
  return LinearLayout(std::move(ins), std::move(outs));
}

/// All `shape` dimensions must be powers of two of the encoding's rank.
static bool isLayableShape(ArrayRef<int64_t> shape, unsigned rank) {
  return shape.size() == rank &&
         llvm::all_of(shape, [](int64_t d) { return d > 0 && llvm::isPowerOf2_64(d); });
}

//===----------------------------------------------------------------------===//
// Distributed encodings
//===----------------------------------------------------------------------===//

std::optional<LinearLayout> BlockedEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  if (!isLayableShape(shape, getRank()))
    return std::nullopt;
  Tile tile(getRank());
  auto spt = getSizePerThread(), tpw = getThreadsPerWarp(), wpc = getWarpsPerCTA();
  for (unsigned d : getOrder())
    tile.addSteps(dims::kRegister, d, 1, spt[d]);
  for (unsigned d : getOrder())
    tile.addSteps(dims::kLane, d, spt[d], tpw[d]);
  for (unsigned d : getOrder())
    tile.addSteps(dims::kWarp, d, int64_t(spt[d]) * tpw[d], wpc[d]);
  return fitToShape(std::move(tile), getCTALayout(), shape, getOrder());
}

/// Drops output dimension `dim` and renumbers the ones after it.
static LinearLayout dropOutDim(const LinearLayout &layout, unsigned dim) {
  std::vector<LinearLayout::InDim> ins;
  for (const auto &in : layout.getInDims()) {
    LinearLayout::InDim projected{in.name, {}};
    for (const Basis &basis : in.bases) {
      Basis b(basis);
      b.erase(b.begin() + dim);
      projected.bases.push_back(b);
    }
    ins.push_back(std::move(projected));
  }
  std::vector<LinearLayout::OutDim> outs;
  for (auto [i, out] : llvm::enumerate(layout.getOutDims()))
    if (i != dim)
      outs.push_back({dims::out(outs.size()), out.size});
  return LinearLayout(std::move(ins), std::move(outs));
}

std::optional<LinearLayout> SliceEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  if (shape.size() != getRank())
    return std::nullopt;
  SmallVector<int64_t> parentShape(shape);
  parentShape.insert(parentShape.begin() + getDim(), 1);
  auto parent = cast<DistributedEncodingTrait>(getParent()).toLinearLayout(parentShape);
  if (!parent)
    return std::nullopt;
  return dropOutDim(*parent, getDim()).removeZeroBases(dims::kRegister);
}

/// Per-warp tile of mma.sync / wgmma accumulators: a 16x8 block per
/// instruction, two adjacent columns per register pair, rows g and g+8.
static void addMmaWarpTile(Tile &tile, unsigned rowDim, unsigned colDim, int64_t n) {
  tile.add(dims::kRegister, colDim, 1);
  tile.add(dims::kLane, colDim, 2);
  tile.add(dims::kLane, colDim, 4);
  tile.add(dims::kLane, rowDim, 1);
  tile.add(dims::kLane, rowDim, 2);
  tile.add(dims::kLane, rowDim, 4);
  tile.add(dims::kRegister, rowDim, 8);
  tile.addSteps(dims::kRegister, colDim, 8, n / 8);
}

/// Warp order of NVIDIA MMA layouts: wgmma needs the 4 warps of a
/// warpgroup stacked along M, so Hopper places warps M first; mma.sync
/// places them N first.
static SmallVector<unsigned> mmaWarpOrder(NvidiaMmaEncodingAttr mma) {
  unsigned rank = mma.getRank();
  SmallVector<unsigned> order;
  if (mma.isHopper()) {
    order = {rank - 2, rank - 1};
  } else {
    order = {rank - 1, rank - 2};
  }
  if (rank == 3)
    order.push_back(0);
  return order;
}

/// Whether `mma` is an accumulator this layout knows: mma.sync (version 2,
/// whose tile is m16n8 whatever instrShape says, as in Triton) or wgmma
/// (version 3) with instrShape [16, N, K], N a multiple of 8 up to 256.
/// Other versions and shapes parse, as in Triton, and have no layout.
static bool hasTensorCoreTile(NvidiaMmaEncodingAttr mma) {
  if (mma.isAmpere())
    return true;
  ArrayRef<unsigned> instr = mma.getInstrShape();
  return mma.isHopper() && instr.size() == 3 && instr[0] == 16 && instr[1] > 0 &&
         instr[1] % 8 == 0 && instr[1] <= 256;
}

std::optional<LinearLayout>
NvidiaMmaEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  unsigned rank = getRank();
  if (!isLayableShape(shape, rank) || !hasTensorCoreTile(*this))
    return std::nullopt;
  unsigned rowDim = rank - 2, colDim = rank - 1;
  Tile tile(rank);
  int64_t n = isHopper() ? getInstrShape()[1] : 8;
  addMmaWarpTile(tile, rowDim, colDim, n);
  auto wpc = getWarpsPerCTA();
  for (unsigned d : mmaWarpOrder(*this))
    tile.addSteps(dims::kWarp, d, tile.size[d], wpc[d]);
  SmallVector<unsigned> repOrder = {colDim, rowDim};
  if (rank == 3)
    repOrder.push_back(0);
  return fitToShape(std::move(tile), getCTALayout(), shape, repOrder);
}

std::optional<LinearLayout>
DotOperandEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  unsigned rank = getRank();
  if (!isLayableShape(shape, rank))
    return std::nullopt;
  unsigned rowDim = rank - 2, colDim = rank - 1;
  // K is the last dimension of A and the second to last of B.
  unsigned kDim = getOpIdx() == 0 ? colDim : rowDim;
  unsigned nonKDim = getOpIdx() == 0 ? rowDim : colDim;

  if (auto blocked = dyn_cast<BlockedEncodingAttr>(getParent())) {
    // FMA dots: each thread walks all of K for the rows (or columns) its
    // parent gives it; threads that differ only along K hold the same
    // operand elements. Registers keep the parent's order with K's
    // sizePerThread widened to the whole K (Triton's fmaDotToLinearLayout),
    // then the parent's repetitions.
    auto parent = blocked.toLinearLayout(shape);
    if (!parent)
      return std::nullopt;
    auto spt = blocked.getSizePerThread();
    auto movesAlong = [](const Basis &basis, unsigned d) {
      for (unsigned i = 0; i < basis.size(); ++i)
        if ((basis[i] != 0) != (i == d))
          return false;
      return true;
    };
    std::vector<Basis> registers;
    for (unsigned d : blocked.getOrder()) {
      if (d == kDim) {
        for (int64_t step = 1; step < shape[kDim]; step *= 2) {
          Basis basis(rank, 0);
          basis[kDim] = step;
          registers.push_back(basis);
        }
        continue;
      }
      for (const Basis &basis : parent->getBases(dims::kRegister))
        if (movesAlong(basis, d) && basis[d] < int64_t(spt[d]))
          registers.push_back(basis);
    }
    // The repetitions: every other register basis not along K.
    for (const Basis &basis : parent->getBases(dims::kRegister)) {
      bool isTile = llvm::any_of(blocked.getOrder(), [&](unsigned d) {
        return movesAlong(basis, d) && basis[d] < int64_t(spt[d]);
      });
      if (!isTile && basis[kDim] == 0)
        registers.push_back(basis);
    }
    std::vector<LinearLayout::InDim> ins;
    for (const auto &in : parent->getInDims()) {
      if (in.name == dims::kRegister) {
        ins.push_back({in.name, std::move(registers)});
        continue;
      }
      LinearLayout::InDim projected{in.name, {}};
      for (const Basis &basis : in.bases) {
        Basis b(basis);
        b[kDim] = 0;
        projected.bases.push_back(b);
      }
      ins.push_back(std::move(projected));
    }
    return LinearLayout(std::move(ins), std::vector<LinearLayout::OutDim>(
                                            parent->getOutDims().begin(),
                                            parent->getOutDims().end()));
  }

  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(getParent());
  if (!mma || !hasTensorCoreTile(mma))
    return std::nullopt;
  // mma.sync operand fragments (wgmma's register A is the same per warp):
  // kWidth consecutive K elements per thread, 4 threads along K, 8 along
  // the other dimension, and registers for the second 8 rows (A only) and
  // the second half of the instruction's K.
  int64_t kWidth = getKWidth();
  Tile tile(rank);
  tile.addSteps(dims::kRegister, kDim, 1, kWidth);
  tile.add(dims::kLane, kDim, kWidth);
  tile.add(dims::kLane, kDim, 2 * kWidth);
  tile.add(dims::kLane, nonKDim, 1);
  tile.add(dims::kLane, nonKDim, 2);
  tile.add(dims::kLane, nonKDim, 4);
  if (getOpIdx() == 0)
    tile.add(dims::kRegister, nonKDim, 8);
  tile.add(dims::kRegister, kDim, 4 * kWidth);
  // Warps follow the parent along the operand's non-K dimension (and the
  // batch dimension) and hold copies along K: the parent's warps side by
  // side along the other output dimension all need the same operand.
  auto wpc = mma.getWarpsPerCTA();
  for (unsigned d : mmaWarpOrder(mma)) {
    if (d != kDim) {
      tile.addSteps(dims::kWarp, d, tile.size[d], wpc[d]);
      continue;
    }
    for (unsigned w = 1; w < wpc[d]; w *= 2)
      tile.addBroadcast(dims::kWarp);
  }
  SmallVector<unsigned> repOrder = {kDim, nonKDim};
  if (rank == 3)
    repOrder.push_back(0);
  return fitToShape(std::move(tile), mma.getCTALayout(), shape, repOrder);
}

/// A linear encoding covering more than the tensor along some dimension
/// (Triton's fp4_to_fp inference makes such ones) holds the tensor with its
/// largest bases along that dimension dropped, as Triton reads it: while the
/// dimension is too large, the largest basis along it goes, a register one
/// entirely (one register fewer), a lane, warp or block one only along that
/// dimension (those threads hold copies).
static std::optional<LinearLayout> shrinkToShape(const LinearLayout &layout,
                                                 ArrayRef<int64_t> shape) {
  std::vector<LinearLayout::InDim> ins(layout.getInDims().begin(), layout.getInDims().end());
  std::vector<LinearLayout::OutDim> outs(layout.getOutDims().begin(), layout.getOutDims().end());
  llvm::SmallDenseSet<size_t> droppedRegisters;
  for (auto [d, out] : llvm::enumerate(outs)) {
    if (out.size <= shape[d])
      continue;
    // (in dim, basis, value along d), largest value first.
    SmallVector<std::tuple<size_t, size_t, int32_t>> along;
    for (auto [i, in] : llvm::enumerate(ins))
      for (auto [b, basis] : llvm::enumerate(in.bases))
        if (basis[d] != 0)
          along.emplace_back(i, b, basis[d]);
    llvm::stable_sort(along, [](const auto &x, const auto &y) {
      return std::get<2>(x) > std::get<2>(y);
    });
    int64_t size = out.size;
    for (auto [i, b, value] : along) {
      if (size <= shape[d])
        break;
      if (ins[i].name == dims::kRegister)
        droppedRegisters.insert(b);
      else
        ins[i].bases[b][d] = 0;
      size /= 2;
    }
    out.size = int32_t(shape[d]);
  }
  for (auto &in : ins) {
    if (in.name != dims::kRegister)
      continue;
    std::vector<LinearLayout::Basis> kept;
    for (auto [b, basis] : llvm::enumerate(in.bases))
      if (!droppedRegisters.contains(b))
        kept.push_back(basis);
    in.bases = std::move(kept);
  }
  if (LinearLayout::verify(ins, outs))
    return std::nullopt;
  return LinearLayout(std::move(ins), std::move(outs));
}

std::optional<LinearLayout> LinearEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  const LinearLayout &layout = getLinearLayout();
  if (!isLayableShape(shape, getRank()))
    return std::nullopt;
  bool larger = false;
  for (auto [out, size] : llvm::zip(layout.getOutDims(), shape)) {
    if (out.size < size)
      return std::nullopt;
    larger |= out.size > size;
  }
  if (larger)
    return shrinkToShape(layout, shape);
  return layout;
}

//===----------------------------------------------------------------------===//
// Shared encodings: offset -> dims
//===----------------------------------------------------------------------===//

/// Buffers of rank > 2 stack 2-D tiles; leading dimensions are rounded up
/// to powers of two (pipeline stages can be any count).
static SmallVector<int64_t> roundedShape(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> rounded;
  for (int64_t d : shape)
    rounded.push_back(int64_t(llvm::PowerOf2Ceil(std::max<int64_t>(d, 1))));
  return rounded;
}

/// Offsets walk `inner` = order[0] first (in vectors of `vec`, swizzled by
/// the row), then the rows, then `inner`'s tiles beyond `tileWidth`, then the
/// remaining dimensions in `order`. The row index runs over `rowDims`, fastest
/// first: order[1] alone for a 2-D tile; every leading dimension for a TMA
/// block, whose box the hardware writes (and swizzles) as one run of rows.
static LinearLayout swizzledLayout(ArrayRef<int64_t> shape, ArrayRef<unsigned> order,
                                   ArrayRef<unsigned> rowDims, int64_t vec, int64_t perPhase,
                                   int64_t maxPhase, int64_t tileWidth) {
  unsigned rank = shape.size();
  std::vector<Basis> offset;
  auto basisAlong = [&](unsigned d, int64_t value) {
    Basis basis(rank, 0);
    basis[d] = value;
    return basis;
  };
  if (rank == 1) {
    for (int64_t s = 1; s < shape[0]; s *= 2)
      offset.push_back(basisAlong(0, s));
  } else {
    unsigned inner = order[0];
    int64_t width = std::min<int64_t>(tileWidth, shape[inner]);
    for (int64_t s = 1; s < width; s *= 2)
      offset.push_back(basisAlong(inner, s));
    int64_t rowsBelow = 1;
    for (unsigned d : rowDims) {
      for (int64_t row = 1; row < shape[d]; row *= 2) {
        Basis basis = basisAlong(d, row);
        basis[inner] = ((row * rowsBelow / perPhase) % maxPhase * vec) & (width - 1);
        offset.push_back(basis);
      }
      rowsBelow *= shape[d];
    }
    for (int64_t s = width; s < shape[inner]; s *= 2)
      offset.push_back(basisAlong(inner, s));
    for (unsigned d : llvm::drop_begin(order))
      if (!llvm::is_contained(rowDims, d))
        for (int64_t s = 1; s < shape[d]; s *= 2)
          offset.push_back(basisAlong(d, s));
  }
  std::vector<LinearLayout::OutDim> outs;
  for (unsigned d = 0; d < rank; ++d)
    outs.push_back({dims::out(d), int32_t(shape[d])});
  return LinearLayout({{dims::kOffset.str(), std::move(offset)}, {dims::kBlock.str(), {}}},
                      std::move(outs));
}

/// Spreads a shared buffer over the CTAs of a cluster: `build` lays out
/// one CTA's share of `shape` (offset -> dims), and the cluster's block
/// bases select the share. A cluster layout of lower rank (an nvmma_shared
/// tile's over pipeline buffers) splits the trailing dimensions.
static std::optional<LinearLayout>
withCluster(ArrayRef<int64_t> shape, CTALayoutAttr cta,
            function_ref<std::optional<LinearLayout>(ArrayRef<int64_t>)> build) {
  unsigned rank = shape.size();
  std::optional<ClusterSplit> cluster = splitCluster(cta, shape);
  if (!cluster)
    return std::nullopt;
  SmallVector<int64_t> ctaShape;
  for (unsigned d = 0; d < rank; ++d)
    ctaShape.push_back(shape[d] / cluster->split[d]);
  std::optional<LinearLayout> layout = build(ctaShape);
  if (!layout || cluster->bases.empty())
    return layout;
  for (Basis &basis : cluster->bases)
    for (unsigned d = 0; d < rank; ++d)
      basis[d] *= ctaShape[d];
  std::vector<LinearLayout::InDim> ins;
  for (const auto &in : layout->getInDims())
    if (in.name != dims::kBlock)
      ins.push_back(in);
  ins.push_back({dims::kBlock.str(), std::move(cluster->bases)});
  std::vector<LinearLayout::OutDim> outs;
  for (unsigned d = 0; d < rank; ++d)
    outs.push_back({dims::out(d), int32_t(shape[d])});
  return LinearLayout(std::move(ins), std::move(outs));
}

/// `order` of a 2-D-tiled buffer of `rank` dimensions: the given 2-D order
/// for the last two dimensions, then the leading ones, innermost first.
static SmallVector<unsigned> extendOrder(ArrayRef<unsigned> order2d, unsigned rank) {
  SmallVector<unsigned> order;
  for (unsigned d : order2d)
    order.push_back(d + rank - 2);
  for (unsigned d = rank - 2; d-- > 0;)
    order.push_back(d);
  return order;
}

std::optional<LinearLayout>
SwizzledSharedEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  SmallVector<int64_t> rounded = roundedShape(shape);
  ArrayRef<unsigned> order = getOrder();
  SmallVector<unsigned> fullOrder(order);
  if (rounded.size() > order.size() && order.size() == 2)
    fullOrder = extendOrder(order, rounded.size());
  if (fullOrder.size() != rounded.size())
    return std::nullopt;
  return withCluster(rounded, getCTALayout(), [&](ArrayRef<int64_t> ctaShape) {
    SmallVector<unsigned> rowDims;
    if (fullOrder.size() > 1)
      rowDims.push_back(fullOrder[1]);
    return swizzledLayout(ctaShape, fullOrder, rowDims, getVec(), getPerPhase(), getMaxPhase(),
                          ctaShape[fullOrder[0]]);
  });
}

std::optional<LinearLayout>
NVMMASharedEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  SmallVector<int64_t> rounded = roundedShape(shape);
  // Rank 1 (a [1, N] TMA block without its unit dimension): unswizzled, a
  // plain run, as in Triton (a swizzle needs rows); leading dimensions
  // (pipeline buffers) stack whole runs.
  if (getRank() == 1) {
    if (getSwizzlingByteWidth() != 0)
      return std::nullopt;
    return withCluster(rounded, getCTALayout(), [&](ArrayRef<int64_t> ctaShape) {
      SmallVector<unsigned> rowMajor;
      for (unsigned d = ctaShape.size(); d-- > 0;)
        rowMajor.push_back(d);
      return std::optional<LinearLayout>(
          swizzledLayout(ctaShape, rowMajor, {}, 1, 1, 1, ctaShape[rowMajor[0]]));
    });
  }
  if (rounded.size() < 2)
    return std::nullopt;
  unsigned bits = getFp4Padded() ? 8 : getElementBitWidth();
  int64_t vec = 128 / bits;
  unsigned swizzle = getSwizzlingByteWidth();
  int64_t perPhase = swizzle ? 128 / swizzle : 1;
  int64_t maxPhase = tt::getNVMMASwizzlePhases(swizzle);
  // Without swizzling the unit is one 16-byte core-matrix row.
  int64_t tileWidth = swizzle ? swizzle * 8 / bits : vec;
  SmallVector<unsigned> order2d = getTransposed() ? SmallVector<unsigned>{0, 1}
                                                  : SmallVector<unsigned>{1, 0};
  return withCluster(rounded, getCTALayout(), [&](ArrayRef<int64_t> ctaShape) {
    SmallVector<unsigned> order = extendOrder(order2d, ctaShape.size());
    // An encoding of rank > 2 lays out TMA blocks: like the hardware (and
    // Triton), it collapses the block's leading dimensions into the rows.
    // Dimensions beyond the encoding's rank (pipeline buffers) stack whole
    // blocks, as memdesc_index takes them.
    SmallVector<unsigned> rowDims = {order[1]};
    unsigned blockRank = std::min<unsigned>(getRank(), ctaShape.size());
    if (blockRank > 2 && !getTransposed())
      for (unsigned d = ctaShape.size() - 2; d-- > ctaShape.size() - blockRank;)
        rowDims.push_back(d);
    return swizzledLayout(ctaShape, order, rowDims, vec, perPhase, maxPhase, tileWidth);
  });
}

/// A layout given by its bases describes exactly one shape (dimensions
/// rounded up to powers of two, as buffers are).
static std::optional<LinearLayout> fixedLayoutFor(const LinearLayout &layout,
                                                  ArrayRef<int64_t> shape) {
  SmallVector<int64_t> rounded = roundedShape(shape);
  if (rounded.size() != layout.getOutDims().size())
    return std::nullopt;
  for (auto [out, size] : llvm::zip(layout.getOutDims(), rounded))
    if (out.size != size)
      return std::nullopt;
  return layout;
}

std::optional<LinearLayout>
SharedLinearEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  return fixedLayoutFor(getLinearLayout(), shape);
}

std::optional<LinearLayout>
PaddedSharedEncodingAttr::toLinearLayout(ArrayRef<int64_t> shape) const {
  return fixedLayoutFor(getLinearComponent(), shape);
}

std::optional<LinearLayout> mlir::triton::gpu::toLinearLayout(ArrayRef<int64_t> shape,
                                                              Attribute encoding) {
  auto layout = dyn_cast_if_present<LayoutEncodingTrait>(encoding);
  if (!layout)
    return std::nullopt;
  return layout.toLinearLayout(shape);
}
