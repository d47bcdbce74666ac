//===- WarpShuffle.cpp - layout conversions within warps ------------------===//

#include "tt/Tools/WarpShuffle.h"
#include "tt/Tools/LayoutQueries.h"

#include "llvm/ADT/DenseMap.h"
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


/// A map of the thread id that is affine over GF(2): its value at 0 and
/// the images of the id's single bits, if every id fits them.
std::optional<AffineMap> affineImages(uint32_t numThreadBits, llvm::function_ref<uint32_t(uint32_t)> map) {
  AffineMap affine;
  affine.constant = map(0);
  for (uint32_t bit = 0; bit < numThreadBits; ++bit)
    affine.images.push_back(map(1u << bit) ^ affine.constant);
  for (uint32_t tid = 0; tid < (1u << numThreadBits); ++tid)
    if (map(tid) != affine.of(tid))
      return std::nullopt;
  return affine;
}

/// The exchange form of `plan` pairing destination registers on `pairBit`,
/// if every thread fits it (see WarpShuffle.h).
std::optional<WarpExchange> planExchange(const WarpShufflePlan &plan, unsigned pairBit,
                                         unsigned numRegisterBits) {
  uint32_t rho = 1u << pairBit;
  if (plan.copyRegisterBits & rho)
    return std::nullopt;
  uint32_t numThreadBits = plan.threadToLane.size();
  uint32_t laneMask = (1u << plan.laneBits) - 1;
  auto lane = [&](uint32_t r, uint32_t tid) {
    return plan.getSourceLane(r) ^ xorOfSetBits(plan.threadToLane, tid);
  };
  auto reg = [&](uint32_t r, uint32_t tid) {
    return plan.getSourceRegister(r) ^ xorOfSetBits(plan.threadToRegister, tid);
  };
  // Which of pair p's registers thread tid holds itself (the other comes
  // from another lane), for every distinct pair alike.
  auto ownIsUpper = [&](uint32_t p, uint32_t tid) -> std::optional<bool> {
    bool lower = lane(p, tid) == (tid & laneMask), upper = lane(p | rho, tid) == (tid & laneMask);
    if (lower == upper)
      return std::nullopt;
    return upper;
  };
  llvm::SmallVector<uint32_t> pairs;
  for (uint32_t p = 0; p < (1u << numRegisterBits); ++p)
    if (!(p & (rho | plan.copyRegisterBits)))
      pairs.push_back(p);
  for (uint32_t tid = 0; tid < (1u << numThreadBits); ++tid) {
    std::optional<bool> first = ownIsUpper(pairs.front(), tid);
    if (!first)
      return std::nullopt;
    for (uint32_t p : pairs)
      if (ownIsUpper(p, tid) != first)
        return std::nullopt;
  }
  auto upper = [&](uint32_t tid) { return uint32_t(*ownIsUpper(pairs.front(), tid)); };
  auto other = [&](uint32_t p, uint32_t tid) { return upper(tid) ? p : p | rho; };
  auto own = [&](uint32_t p, uint32_t tid) { return upper(tid) ? p | rho : p; };

  WarpExchange exchange;
  exchange.pairBit = pairBit;
  auto ownIsUpperImages = affineImages(numThreadBits, upper);
  auto partnerImages = affineImages(numThreadBits, [&](uint32_t tid) { return lane(other(0, tid), tid); });
  auto ownImages = affineImages(numThreadBits, [&](uint32_t tid) { return reg(own(0, tid), tid); });
  if (!ownIsUpperImages || !partnerImages || !ownImages)
    return std::nullopt;
  exchange.ownIsUpper = *ownIsUpperImages;
  exchange.partnerLane = *partnerImages;
  exchange.ownRegister = *ownImages;
  // What a lane sends: the register its reader wants, the same for every
  // reader of that lane, as a function of the sender's own id.
  llvm::DenseMap<uint32_t, uint32_t> sentBy;
  for (uint32_t p : pairs)
    for (uint32_t tid = 0; tid < (1u << numThreadBits); ++tid) {
      // Every pair reads at its own lane and register constants.
      if (lane(other(p, tid), tid) != (plan.getSourceLane(p) ^ partnerImages->of(tid)) ||
          reg(own(p, tid), tid) != (plan.getSourceRegister(p) ^ ownImages->of(tid)))
        return std::nullopt;
      uint32_t sender = (tid & ~laneMask) | lane(other(p, tid), tid);
      uint32_t wanted = reg(other(p, tid), tid) ^ plan.getSourceRegister(p);
      auto [it, inserted] = sentBy.try_emplace(sender, wanted);
      if (!inserted && it->second != wanted)
        return std::nullopt;
    }
  auto sentImages = affineImages(numThreadBits, [&](uint32_t tid) {
    auto it = sentBy.find(tid);
    return it == sentBy.end() ? 0u : it->second;
  });
  if (!sentImages)
    return std::nullopt;
  exchange.sentRegister = *sentImages;
  exchange.sentChoices = exchange.sentRegister.values();
  exchange.ownChoices = exchange.ownRegister.values();
  return exchange;
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
    if (dst.getFlatBasis("register", bit) == 0)
      plan.copyRegisterBits |= 1u << bit;
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
  plan.readerRegisterChoices = xorSpan(laneColumns);
  plan.warpRegisterChoices = xorSpan(warpColumns);
  if (plan.readerRegisterChoices.size() * plan.warpRegisterChoices.size() > kMaxShufflesPerRegister)
    return std::nullopt;
  unsigned numRegisterBits = dst.getInDimSizeLog2("register");
  if (plan.readerRegisterChoices.size() > 1)
    for (unsigned bit = 0; bit < numRegisterBits && !plan.exchange; ++bit)
      plan.exchange = planExchange(plan, bit, numRegisterBits);
  return plan;
}
