//===- WarpShuffle.cpp - layout conversions within warps ------------------===//

#include "tt/Tools/WarpShuffle.h"
#include "tt/Tools/LayoutQueries.h"

#include "llvm/ADT/STLExtras.h"

using namespace tt;

namespace {

/// Where a source element lives: its register, lane and warp ids.
struct Holder {
  uint32_t reg = 0, lane = 0, warp = 0;
};

/// Finds, for flat tensor vectors, the source thread and register holding
/// them: the source's nonzero bases form a basis of what it holds; zero
/// bases (copies) take id bit 0.
class HolderFinder {
public:
  explicit HolderFinder(const LinearLayout &src) {
    for (llvm::StringRef in : {"register", "lane", "warp"}) {
      if (!src.hasInDim(in))
        continue;
      for (int bit = 0, e = src.getInDimSizeLog2(in); bit < e; ++bit)
        if (uint64_t v = src.getFlatBasis(in, bit)) {
          basis.push_back(v);
          origin.push_back({in == "register" ? 0 : in == "lane" ? 1 : 2, bit});
        }
    }
  }

  bool isIndependent() const { return gf2::rank(basis) == int(basis.size()); }

  std::optional<Holder> find(uint64_t flat) const {
    std::optional<uint64_t> coordinates = gf2::Coordinates(basis).of(flat);
    if (!coordinates)
      return std::nullopt;
    Holder holder;
    for (auto [i, from] : llvm::enumerate(origin))
      if (*coordinates >> i & 1) {
        uint32_t &ids = from.first == 0 ? holder.reg : from.first == 1 ? holder.lane : holder.warp;
        ids |= 1u << from.second;
      }
    return holder;
  }

private:
  llvm::SmallVector<uint64_t> basis;
  /// Per basis vector: (0 register, 1 lane, 2 warp) and the id bit.
  llvm::SmallVector<std::pair<int, int>> origin;
};

/// Every XOR of some of `columns`.
llvm::SmallVector<uint32_t> spanOf(llvm::ArrayRef<uint32_t> columns) {
  llvm::SmallVector<uint32_t> span{0};
  for (uint32_t c : columns)
    if (!llvm::is_contained(span, c))
      for (size_t i = 0, e = span.size(); i < e; ++i)
        span.push_back(span[i] ^ c);
  return span;
}

} // namespace

std::optional<WarpShufflePlan> tt::planWarpShuffle(const LinearLayout &src,
                                                   const LinearLayout &dst) {
  // Implied by Triton's rule below (one transposition, two shuffles per
  // register); kept so that a plan never grows past it.
  constexpr size_t kMaxShufflesPerRegister = 2;
  // Triton shuffles only where every warp keeps its place and at most one
  // register bit trades places with a lane bit (cvtNeedsWarpShuffle); the
  // rest it stages through shared memory, and so do we.
  if (!tritonShufflesWithinWarps(src, dst))
    return std::nullopt;
  HolderFinder finder(src);
  if (!finder.isIndependent())
    return std::nullopt;

  WarpShufflePlan plan;
  plan.laneBits = dst.getInDimSizeLog2("lane");
  // Register and lane bits of the destination must stay in the warp; a
  // warp bit must map to the same warp bit of the source (or to any warp,
  // where the source's warps hold copies).
  for (int bit = 0, e = dst.getInDimSizeLog2("register"); bit < e; ++bit) {
    std::optional<Holder> h = finder.find(dst.getFlatBasis("register", bit));
    if (!h || h->warp != 0)
      return std::nullopt;
    plan.registerToLane.push_back(h->lane);
    plan.registerToRegister.push_back(h->reg);
  }
  llvm::SmallVector<uint32_t> laneColumns, warpColumns;
  for (llvm::StringRef in : {"lane", "warp"}) {
    for (int bit = 0, e = dst.getInDimSizeLog2(in); bit < e; ++bit) {
      std::optional<Holder> h = finder.find(dst.getFlatBasis(in, bit));
      if (!h)
        return std::nullopt;
      uint32_t sameWarp = 0;
      if (in == "warp" && bit < src.getInDimSizeLog2("warp") && src.getFlatBasis("warp", bit))
        sameWarp = 1u << bit;
      if (h->warp != sameWarp)
        return std::nullopt;
      plan.threadToLane.push_back(h->lane);
      plan.threadToRegister.push_back(h->reg);
      (in == "lane" ? laneColumns : warpColumns).push_back(h->reg);
    }
  }
  plan.readerRegisterChoices = spanOf(laneColumns);
  plan.warpRegisterChoices = spanOf(warpColumns);
  if (plan.readerRegisterChoices.size() * plan.warpRegisterChoices.size() > kMaxShufflesPerRegister)
    return std::nullopt;
  return plan;
}
