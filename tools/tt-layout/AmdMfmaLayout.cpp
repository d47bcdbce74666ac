//===- AmdMfmaLayout.cpp - amd_mfma encodings as linear layouts -----------===//
//
// An MFMA accumulator, as Triton 3.6 lays it out (64 lanes a warp). One
// instruction's mDim x nDim tile: each lane holds `height` consecutive
// elements (4 registers; 1 for 64-bit elements) along M, lanes run nDim
// along N then the rest of the 64 along M, and further registers repeat
// this along M until the tile is covered. Transposed (`isTransposed`), M and
// N swap roles: registers along N, lanes mDim along M, then along N.
// Around the tile, with dimensions M = rank-2, N = rank-1 (a batch 0):
//   registers: tilesPerWarp[N] tiles along N;    warps: warpsPerCTA[N] along N;
//   registers: along N up to the tensor's N;     registers: tilesPerWarp[M] along M;
//   warps: warpsPerCTA[M] along M;               warps: warpsPerCTA[0] along the batch;
// then registers repeat the whole to cover the tensor (N, then M, then the
// batch), and coordinates beyond the tensor become 0: those inputs hold
// copies. Each step places its bases above what the dimension covers so far.
//
//===----------------------------------------------------------------------===//

#include "AmdMfmaLayout.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <map>

using namespace mlir;
using mlir::triton::gpu::AMDMfmaEncodingAttr;
using tt::LinearLayout;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// The parameters of an amd_mfma encoding that decide its layout.
struct MfmaParams {
  SmallVector<unsigned> warpsPerCTA, instrShape, tilesPerWarp;
  bool isTransposed = false;
  unsigned elementBitWidth = 32;
};

Attribute findParam(AMDMfmaEncodingAttr mfma, StringRef key) {
  for (NamedAttribute param : mfma.getParams())
    if (param.getName() == key)
      return param.getValue();
  return {};
}

std::optional<unsigned> toUnsigned(Attribute attr) {
  auto integer = dyn_cast_if_present<IntegerAttr>(attr);
  if (!integer || integer.getValue().isNegative() || integer.getValue().getActiveBits() > 31)
    return std::nullopt;
  return unsigned(integer.getValue().getZExtValue());
}

std::optional<SmallVector<unsigned>> toUnsignedArray(Attribute attr) {
  auto array = dyn_cast_if_present<ArrayAttr>(attr);
  if (!array)
    return std::nullopt;
  SmallVector<unsigned> values;
  for (Attribute element : array) {
    std::optional<unsigned> value = toUnsigned(element);
    if (!value)
      return std::nullopt;
    values.push_back(*value);
  }
  return values;
}

bool allPowersOfTwo(ArrayRef<unsigned> values) {
  return llvm::all_of(values, [](unsigned v) { return llvm::isPowerOf2_32(v); });
}

/// Reads the parameters; nullopt with `error` set if one is missing or
/// malformed.
std::optional<MfmaParams> readParams(AMDMfmaEncodingAttr mfma, std::string &error) {
  MfmaParams params;
  auto warps = toUnsignedArray(findParam(mfma, "warpsPerCTA"));
  auto instr = toUnsignedArray(findParam(mfma, "instrShape"));
  if (!warps || (warps->size() != 2 && warps->size() != 3)) {
    error = "amd_mfma needs warpsPerCTA, a list of 2 or 3 counts";
    return std::nullopt;
  }
  if (!instr || instr->size() < 2) {
    error = "amd_mfma needs instrShape, [mDim, nDim] or [mDim, nDim, kDim]";
    return std::nullopt;
  }
  params.warpsPerCTA = *warps;
  params.instrShape = *instr;
  params.tilesPerWarp.assign(warps->size(), 1);
  if (Attribute tiles = findParam(mfma, "tilesPerWarp")) {
    auto values = toUnsignedArray(tiles);
    if (!values || values->size() != warps->size()) {
      error = "amd_mfma's tilesPerWarp must have one count per dimension";
      return std::nullopt;
    }
    params.tilesPerWarp = *values;
  }
  if (Attribute transposed = findParam(mfma, "isTransposed")) {
    auto flag = dyn_cast<BoolAttr>(transposed);
    if (!flag) {
      error = "amd_mfma's isTransposed must be true or false";
      return std::nullopt;
    }
    params.isTransposed = flag.getValue();
  }
  if (std::optional<unsigned> width = toUnsigned(findParam(mfma, "elementBitWidth")))
    params.elementBitWidth = *width;
  return params;
}

/// Why the parameters cannot be laid out, or "" when they can.
std::string checkParams(AMDMfmaEncodingAttr mfma, const MfmaParams &params) {
  if (findParam(mfma, "CGALayout"))
    return "amd_mfma over several CTAs (CGALayout) is not laid out";
  if (!allPowersOfTwo(params.warpsPerCTA) || !allPowersOfTwo(params.tilesPerWarp) ||
      !allPowersOfTwo(ArrayRef<unsigned>(params.instrShape).take_front(2)))
    return "amd_mfma's warpsPerCTA, tilesPerWarp and instrShape must be powers of two";
  if (params.instrShape[0] == 64 && params.instrShape[1] == 4 && !params.isTransposed)
    return "a 64x4 amd_mfma must be transposed";
  // Keeps coordinates far from overflowing; no tensor drawn has this many.
  int64_t copies = 1;
  for (unsigned count : llvm::concat<const unsigned>(params.warpsPerCTA, params.tilesPerWarp))
    copies = std::min<int64_t>(copies * count, int64_t(1) << 32);
  if (copies > (int64_t(1) << 24))
    return "amd_mfma's warps times tiles per warp exceed 2^24";
  return "";
}

/// Bases per input, placed step by step: each step adds bases along one
/// dimension above what that dimension covers so far. Each basis moves along
/// one dimension only; its coordinate is kept wide until the layout is
/// fitted to the tensor.
class MfmaBuilder {
public:
  explicit MfmaBuilder(unsigned rank) : rank(rank), covered(rank, 1) {}

  /// `count` (a power of two; below 2 adds nothing) copies along `dim`.
  void repeat(StringRef in, unsigned dim, int64_t count) {
    for (int64_t step = 1; step < count; step *= 2)
      bases[in.str()].push_back({dim, covered[dim] * step});
    if (count > 1)
      covered[dim] *= count;
  }

  int64_t coverage(unsigned dim) const { return covered[dim]; }

  /// The layout over `shape`: coordinates beyond it become 0.
  LinearLayout build(ArrayRef<int64_t> shape) {
    std::vector<LinearLayout::InDim> ins;
    for (StringRef name : {dims::kRegister, dims::kLane, dims::kWarp}) {
      LinearLayout::InDim in{name.str(), {}};
      for (auto [dim, value] : bases[name.str()]) {
        LinearLayout::Basis basis(rank, 0);
        basis[dim] = value < shape[dim] ? int32_t(value) : 0;
        in.bases.push_back(basis);
      }
      ins.push_back(std::move(in));
    }
    ins.push_back({dims::kBlock.str(), {}});
    std::vector<LinearLayout::OutDim> outs;
    for (unsigned d = 0; d < rank; ++d)
      outs.push_back({dims::out(d), int32_t(shape[d])});
    return LinearLayout(std::move(ins), std::move(outs));
  }

private:
  unsigned rank;
  SmallVector<int64_t> covered;
  /// Per input, (dimension, coordinate) of each basis.
  std::map<std::string, std::vector<std::pair<unsigned, int64_t>>> bases;
};

/// One instruction's tile (see the top of the file).
void addInstructionTile(MfmaBuilder &builder, const MfmaParams &params, unsigned mIndex,
                        unsigned nIndex) {
  constexpr int64_t kWarpSize = 64;
  int64_t mDim = params.instrShape[0], nDim = params.instrShape[1];
  int64_t height = params.elementBitWidth == 64 ? 1 : 4;
  int64_t tiles = mDim * nDim / (kWarpSize * height);
  // Transposed, the roles of M and N swap.
  unsigned regDim = params.isTransposed ? nIndex : mIndex;
  unsigned laneDim = params.isTransposed ? mIndex : nIndex;
  int64_t laneRun = params.isTransposed ? mDim : nDim;
  builder.repeat(dims::kRegister, regDim, height);
  builder.repeat(dims::kLane, laneDim, laneRun);
  builder.repeat(dims::kLane, regDim, kWarpSize / laneRun);
  builder.repeat(dims::kRegister, regDim, tiles);
}

} // namespace

unsigned tt::getAmdMfmaRank(AMDMfmaEncodingAttr mfma) {
  auto warps = toUnsignedArray(findParam(mfma, "warpsPerCTA"));
  return warps ? warps->size() : 0;
}

std::optional<LinearLayout> tt::getAmdMfmaLayout(AMDMfmaEncodingAttr mfma,
                                                 ArrayRef<int64_t> shape, std::string &error) {
  std::optional<MfmaParams> params = readParams(mfma, error);
  if (!params)
    return std::nullopt;
  error = checkParams(mfma, *params);
  if (!error.empty())
    return std::nullopt;
  unsigned rank = params->warpsPerCTA.size();
  if (shape.size() != rank) {
    error = "amd_mfma has rank " + std::to_string(rank) + ", the tensor " +
            std::to_string(shape.size());
    return std::nullopt;
  }
  bool batched = rank == 3;
  unsigned mIndex = batched ? 1 : 0, nIndex = batched ? 2 : 1;
  MfmaBuilder builder(rank);
  addInstructionTile(builder, *params, mIndex, nIndex);
  builder.repeat(dims::kRegister, nIndex, params->tilesPerWarp[nIndex]);
  builder.repeat(dims::kWarp, nIndex, params->warpsPerCTA[nIndex]);
  builder.repeat(dims::kRegister, nIndex, shape[nIndex] / builder.coverage(nIndex));
  builder.repeat(dims::kRegister, mIndex, params->tilesPerWarp[mIndex]);
  builder.repeat(dims::kWarp, mIndex, params->warpsPerCTA[mIndex]);
  if (batched)
    builder.repeat(dims::kWarp, 0, params->warpsPerCTA[0]);
  // Registers cover the rest of the tensor: N, then M, then the batch.
  SmallVector<unsigned> fillOrder = {nIndex, mIndex};
  if (batched)
    fillOrder.push_back(0);
  for (unsigned d : fillOrder)
    builder.repeat(dims::kRegister, d, shape[d] / builder.coverage(d));
  return builder.build(shape);
}
