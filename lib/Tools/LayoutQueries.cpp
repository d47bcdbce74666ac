//===- LayoutQueries.cpp - what lowering asks of distributed layouts ------===//

#include "tt/Tools/LayoutQueries.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace tt;

llvm::StringRef tt::stringifyConversionKind(ConversionKind kind) {
  switch (kind) {
  case ConversionKind::Free:
    return "free";
  case ConversionKind::RegisterPermutation:
    return "register permutation";
  case ConversionKind::WarpShuffle:
    return "warp shuffle";
  case ConversionKind::SharedMemory:
    return "shared memory";
  case ConversionKind::DistributedSharedMemory:
    return "distributed shared memory";
  }
  return "unknown";
}

/// Whether every group of hardware units already holds the elements it
/// needs. `inner` are the inputs that vary within a group (e.g. register
/// and lane for a warp), `outer` those that pick the group. Group g holds
/// src(g) + span(src inner bases) and needs dst(g) + span(dst inner bases);
/// the second is a subset of the first when every dst inner basis lies in
/// the src span and, by linearity, every outer basis moves the two layouts
/// to the same coset of that span. (Subset, not equality: a layout that
/// holds copies converts to one that holds fewer without moving data.)
static bool staysWithinGroups(const LinearLayout &src, const LinearLayout &dst,
                              llvm::ArrayRef<std::string> inner,
                              llvm::ArrayRef<std::string> outer) {
  std::vector<uint64_t> srcInner = src.getFlatBases(inner);
  for (uint64_t basis : dst.getFlatBases(inner))
    if (!gf2::inSpan(srcInner, basis))
      return false;
  for (const std::string &name : outer) {
    if (src.getBases(name).size() != dst.getBases(name).size())
      return false;
    for (int bit = 0, e = src.getBases(name).size(); bit < e; ++bit) {
      uint64_t delta = src.getFlatBasis(name, bit) ^ dst.getFlatBasis(name, bit);
      if (!gf2::inSpan(srcInner, delta))
        return false;
    }
  }
  return true;
}

/// Whether the inputs `names` have the same bases in both layouts.
static bool sameBases(const LinearLayout &src, const LinearLayout &dst,
                      llvm::ArrayRef<std::string> names) {
  return src.getFlatBases(names) == dst.getFlatBases(names);
}

/// The number of register<->lane transpositions a warp-local conversion
/// needs, counted as Triton 3.6 does before it picks shuffles over shared
/// memory. Both layouts, restricted to registers and lanes and without
/// their broadcast registers, are padded with zero bases to equal sizes;
/// the conversion is then the permutation P of (register, lane) bits with
/// src = dst o P, zero bases of src paired in order with those of dst that
/// src does not share. Walking P's cycles, every run of lane bits entered
/// from a register bit costs one transposition, so the count is the number
/// of register bits P sends to a lane bit. A pair it cannot write as a
/// permutation counts as many.
static int countRegisterLaneTranspositions(const LinearLayout &src, const LinearLayout &dst) {
  constexpr int kNotAPermutation = 1 << 20;
  auto withoutBroadcast = [](std::vector<uint64_t> bases) {
    llvm::erase(bases, uint64_t(0));
    return bases;
  };
  std::vector<uint64_t> bits[2][2] = {
      {withoutBroadcast(src.getFlatBases({"register"})), src.getFlatBases({"lane"})},
      {withoutBroadcast(dst.getFlatBases({"register"})), dst.getFlatBases({"lane"})}};
  enum { kReg = 0, kLane = 1 };
  for (int dim : {kReg, kLane}) {
    size_t size = std::max(bits[0][dim].size(), bits[1][dim].size());
    bits[0][dim].resize(size, 0);
    bits[1][dim].resize(size, 0);
  }
  // Where each non-zero dst basis sits, to read P off its coordinates.
  std::vector<uint64_t> dstBasis;
  std::vector<int> dstDimOf;
  for (int dim : {kReg, kLane})
    for (uint64_t basis : bits[1][dim])
      if (basis) {
        dstBasis.push_back(basis);
        dstDimOf.push_back(dim);
      }
  if (dstBasis.size() > 64 || gf2::rank(dstBasis) != int(dstBasis.size()))
    return kNotAPermutation;
  gf2::Coordinates coordinates(dstBasis);

  int count = 0;
  std::vector<int> srcFreeZeros, dstFreeZeros; // the dims of unpaired zeros
  for (int dim : {kReg, kLane}) {
    for (size_t i = 0; i < bits[0][dim].size(); ++i) {
      uint64_t s = bits[0][dim][i], t = bits[1][dim][i];
      if (s == 0 && t == 0)
        continue;
      if (s == 0)
        srcFreeZeros.push_back(dim);
      else if (t == 0)
        dstFreeZeros.push_back(dim);
      if (s == 0 || dim != kReg)
        continue;
      std::optional<uint64_t> image = coordinates.of(s);
      if (!image)
        return kNotAPermutation;
      // Triton follows the image's last non-zero input, lanes after registers.
      for (size_t j = 0; j < dstBasis.size(); ++j)
        if ((*image >> j & 1) && dstDimOf[j] == kLane) {
          ++count;
          break;
        }
    }
  }
  for (auto [from, to] : llvm::zip(srcFreeZeros, dstFreeZeros))
    count += from == kReg && to == kLane;
  return count;
}

ConversionKind tt::classifyConversion(const LinearLayout &src, const LinearLayout &dst) {
  if (src == dst)
    return ConversionKind::Free;
  // Within threads, only when every thread picks the same registers: a
  // thread-dependent choice (a copy-holding layout converted to one that
  // splits those copies between threads) is not a static renumbering.
  if (staysWithinGroups(src, dst, {"register"}, {"lane", "warp", "block"}) &&
      sameBases(src, dst, {"lane", "warp", "block"}))
    return ConversionKind::RegisterPermutation;
  if (staysWithinGroups(src, dst, {"register", "lane"}, {"warp", "block"}))
    return ConversionKind::WarpShuffle;
  if (staysWithinGroups(src, dst, {"register", "lane", "warp"}, {"block"}))
    return ConversionKind::SharedMemory;
  return ConversionKind::DistributedSharedMemory;
}

// The lowering (classifyConversion) keeps shuffling the conversions this
// sends through memory: lowered Triton's way, the 11 conformance kernels that
// have them were no faster on an H100 and one was 1.12x slower
// (bench/experiment-warp-shuffle-*-h100-2026-11-26.json).
bool tt::tritonConvertsThroughSharedMemory(const LinearLayout &src, const LinearLayout &dst) {
  switch (classifyConversion(src, dst)) {
  case ConversionKind::Free:
  case ConversionKind::RegisterPermutation:
    return false;
  case ConversionKind::WarpShuffle:
    // Triton shuffles only when every warp keeps its own place (the warp
    // and block bits cancel out of the conversion) and the shuffles stay
    // few: two or more register<->lane transpositions go through memory.
    return !tritonShufflesWithinWarps(src, dst);
  case ConversionKind::SharedMemory:
  case ConversionKind::DistributedSharedMemory:
    return true;
  }
  return true;
}

bool tt::tritonShufflesWithinWarps(const LinearLayout &src, const LinearLayout &dst) {
  return sameBases(src, dst, {"warp", "block"}) && countRegisterLaneTranspositions(src, dst) < 2;
}

bool tt::isWarpSynchronousConversion(const LinearLayout &src, const LinearLayout &dst) {
  std::vector<uint64_t> warps = src.getFlatBases({"warp"});
  return sameBases(src, dst, {"warp", "block"}) &&
         staysWithinGroups(src, dst, {"register", "lane"}, {"warp", "block"}) &&
         gf2::rank(warps) == int(warps.size());
}

int tt::getContiguousElementsPerThread(const LinearLayout &layout, unsigned dim) {
  int contiguous = 1;
  for (const LinearLayout::Basis &basis : layout.getBases("register")) {
    for (unsigned d = 0; d < basis.size(); ++d)
      if (basis[d] != (d == dim ? contiguous : 0))
        return contiguous;
    contiguous *= 2;
  }
  return contiguous;
}

int tt::getVectorWidth(const LinearLayout &layout, unsigned dim, unsigned elementBits,
                       unsigned maxBits) {
  int maxElements = std::max(1u, maxBits / std::max(1u, elementBits));
  return std::min(getContiguousElementsPerThread(layout, dim), maxElements);
}

llvm::SmallVector<unsigned> tt::getOrderAlong(const LinearLayout &layout, llvm::StringRef in,
                                              llvm::ArrayRef<unsigned> defaultOrder) {
  unsigned rank = layout.getOutDims().size();
  llvm::SmallVector<unsigned> order;
  llvm::SmallVector<bool> seen(rank, false);
  auto add = [&](unsigned d) {
    if (!seen[d]) {
      seen[d] = true;
      order.push_back(d);
    }
  };
  // A basis moves along the first dimension it has a non-zero step in.
  for (const LinearLayout::Basis &basis : layout.getBases(in)) {
    auto moved = std::find_if(basis.begin(), basis.end(), [](int32_t x) { return x != 0; });
    if (moved != basis.end())
      add(unsigned(moved - basis.begin()));
  }
  for (unsigned d : defaultOrder)
    add(d);
  for (unsigned d = rank; d-- > 0;)
    add(d);
  return order;
}

llvm::SmallVector<unsigned> tt::getOrderForMemory(const LinearLayout &layout) {
  llvm::SmallVector<unsigned> order = getOrderAlong(layout, "register", {});
  llvm::SmallVector<unsigned> threadOrder = getOrderAlong(layout, "lane", order);
  if (order == threadOrder)
    return order;
  // A thread holding a single element along its threads' fastest dimension
  // gains nothing from its register order: follow the threads. Registers
  // are counted as Triton counts them (LinearEncodingAttr::basesPerDim): a
  // broadcast register basis doubles the dimension of the last basis that
  // moved, dimension 0 before any did, so a broadcast thread is not
  // single-element along dimension 0.
  llvm::SmallVector<int64_t> registersPerDim(layout.getOutDims().size(), 1);
  unsigned lastMoved = 0;
  for (const LinearLayout::Basis &basis : layout.getBases("register")) {
    auto moved = std::find_if(basis.begin(), basis.end(), [](int32_t x) { return x != 0; });
    if (moved != basis.end())
      lastMoved = unsigned(moved - basis.begin());
    registersPerDim[lastMoved] *= 2;
  }
  return registersPerDim[threadOrder[0]] == 1 ? threadOrder : order;
}

namespace {
/// The coordinates warp `warp` of block 0 holds along each output
/// dimension, as sorted half-open ranges ("0:32+64:96").
std::vector<std::string> getWarpRanges(const tt::LinearLayout &layout, int32_t warp) {
  size_t rank = layout.getOutDims().size();
  std::vector<std::vector<bool>> held(rank);
  for (size_t d = 0; d < rank; ++d)
    held[d].assign(layout.getOutDims()[d].size, false);
  for (int32_t reg = 0; reg < layout.getInDimSize("register"); ++reg)
    for (int32_t lane = 0; lane < layout.getInDimSize("lane"); ++lane) {
      auto coords = layout.apply({{"register", reg}, {"lane", lane}, {"warp", warp}});
      for (size_t d = 0; d < rank; ++d)
        held[d][coords[d]] = true;
    }
  std::vector<std::string> ranges(rank);
  for (size_t d = 0; d < rank; ++d) {
    llvm::raw_string_ostream os(ranges[d]);
    for (size_t i = 0, n = held[d].size(); i < n;) {
      if (!held[d][i]) {
        ++i;
        continue;
      }
      size_t j = i;
      while (j < n && held[d][j])
        ++j;
      os << (ranges[d].empty() ? "" : "+") << i << ":" << j;
      i = j;
    }
  }
  return ranges;
}
} // namespace

std::string tt::summarizeLayout(const LinearLayout &layout, unsigned elementBits, unsigned maxWarps) {
  std::string text;
  llvm::raw_string_ostream os(text);
  int registers = layout.getInDimSize("register");
  int distinct = 1 << layout.removeZeroBases("register").getInDimSizeLog2("register");
  os << registers << (registers == 1 ? " reg" : " regs") << "/thread";
  if (distinct != registers)
    os << " (" << distinct << " distinct)";
  llvm::SmallVector<unsigned> order = getOrderAlong(layout, "register", {});
  if (!order.empty()) {
    int width = getVectorWidth(layout, order.front(), elementBits);
    os << ", " << width * elementBits << "-bit along d" << order.front();
  }
  os << "; lanes ";
  llvm::interleave(
      layout.getOutDims(), os,
      [&](const LinearLayout::OutDim &out) {
        int footprint = 1;
        unsigned d = &out - layout.getOutDims().data();
        for (const LinearLayout::Basis &basis : layout.getBases("lane"))
          if (basis[d] != 0 && llvm::all_of(llvm::enumerate(basis), [&](auto e) {
                return e.index() == d || e.value() == 0;
              }))
            footprint *= 2;
        os << footprint;
      },
      "x");
  int warps = layout.getInDimSize("warp");
  os << "; " << (warps == 1 ? "warp" : "warps");
  std::vector<std::vector<std::string>> seen;
  for (int w = 0; w < warps && unsigned(w) < maxWarps; ++w) {
    std::vector<std::string> ranges = getWarpRanges(layout, w);
    auto copy = llvm::find(seen, ranges);
    if (copy != seen.end()) {
      os << " =w" << (copy - seen.begin());
    } else {
      os << " [";
      llvm::interleave(ranges, os, ", ");
      os << "]";
    }
    seen.push_back(std::move(ranges));
  }
  if (unsigned(warps) > maxWarps)
    os << " ... (" << warps << " warps)";
  return text;
}
