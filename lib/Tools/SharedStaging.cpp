//===- SharedStaging.cpp - layout conversions through shared memory -------===//
//
// The plan is Triton's generic swizzling (optimalSwizzlingLdSt): vector
// bases (registers both sides hold; below a 32-bit word, registers of one
// side that are warps of the other, then warps), the lanes of one access,
// the segment bases that avoid bank conflicts, the bank row as their
// complement, repeated rows as rounds. So buffers and accesses are Triton's;
// rounds are kept only where no lane or warp of either side would straddle
// them, so every thread's round depends on its register alone and the
// lowering needs no per-thread choice of registers.
//
// With ldmatrix/stmatrix, Triton's choice among instructions is followed:
// each side has candidate access tiles (st/ld.shared: three address lanes;
// matrix: lanes 0-1 fill a 16-byte row, lanes 2-4 give its addresses;
// transposed matrix: lanes 2-4 fill the row, a register and lanes 0-1 the
// addresses). A pair of tiles is possible when one 16-byte row can be the
// lowest offset bits of both sides; each possible pair is planned, and the
// plan with the fewest bank conflicts wins, then the one with most rounds.
// When the pair is st.shared/ld.shared, or no pair fits, the load/store plan
// above is the answer.
//
//===----------------------------------------------------------------------===//

#include "tt/Tools/SharedStaging.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace tt;

namespace {
/// Row-reduced GF(2) span helpers over flat basis vectors.
bool inSpan(llvm::ArrayRef<int64_t> basis, int64_t v) {
  std::vector<uint64_t> vectors(basis.begin(), basis.end());
  return gf2::inSpan(vectors, uint64_t(v));
}

/// The vectors common to both spans, in `a`'s order (bases are single bits
/// for every distributed encoding; a general basis falls back to membership
/// in the other span).
llvm::SmallVector<int64_t> intersect(llvm::ArrayRef<int64_t> a, llvm::ArrayRef<int64_t> b) {
  llvm::SmallVector<int64_t> result;
  for (int64_t v : a)
    if (v != 0 && (llvm::is_contained(b, v) || (!llvm::isPowerOf2_64(v) && inSpan(b, v))))
      result.push_back(v);
  return result;
}

/// The bases that pick a bank segment (a 32 x 32-bit row of banks): unused
/// bits first, then XORs of bases one side uses and the other not.
llvm::SmallVector<int64_t> segmentBases(llvm::ArrayRef<int64_t> bankSrc,
                                        llvm::ArrayRef<int64_t> bankDst, unsigned dim,
                                        unsigned lenSegment) {
  llvm::SmallDenseSet<int64_t> setSrc(bankSrc.begin(), bankSrc.end());
  llvm::SmallDenseSet<int64_t> setDst(bankDst.begin(), bankDst.end());
  setSrc.erase(0);
  setDst.erase(0);
  llvm::SmallVector<int64_t> segment;
  for (unsigned b = 0; b < dim; ++b)
    if (!setSrc.contains(int64_t(1) << b) && !setDst.contains(int64_t(1) << b))
      segment.push_back(int64_t(1) << b);
  if (segment.size() >= lenSegment) {
    segment.resize(lenSegment);
    return segment;
  }
  llvm::SmallVector<int64_t> a, b;
  for (int64_t v : setSrc)
    if (!setDst.contains(v))
      a.push_back(v);
  for (int64_t v : setDst)
    if (!setSrc.contains(v))
      b.push_back(v);
  if (a.size() > b.size())
    std::swap(a, b);
  llvm::sort(a);
  llvm::sort(b);
  int conflicts = std::min<int>(
      std::max<int>(0, int(lenSegment) - int(a.size()) - int(segment.size())), int(a.size()));
  for (size_t i = conflicts; i < a.size(); ++i)
    segment.push_back(a[i] ^ b[i]);
  segment.append(a.begin(), a.begin() + conflicts);
  segment.append(b.begin(), b.begin() + conflicts);
  if (segment.size() > lenSegment)
    segment.resize(lenSegment);
  return segment;
}
} // namespace

namespace {
/// Flat images of the nonzero bases of input `in` (zero bases are copies,
/// not elements).
llvm::SmallVector<int64_t> nonzeroFlatBases(const LinearLayout &layout, llvm::StringRef in) {
  llvm::SmallVector<int64_t> flat;
  if (!layout.hasInDim(in))
    return flat;
  for (int bit = 0, e = layout.getInDimSizeLog2(in); bit < e; ++bit)
    if (uint64_t v = layout.getFlatBasis(in, bit))
      flat.push_back(int64_t(v));
  return flat;
}

llvm::SmallVector<int64_t> allFlatBases(const LinearLayout &layout, llvm::StringRef in) {
  llvm::SmallVector<int64_t> flat;
  for (int bit = 0, e = layout.getInDimSizeLog2(in); bit < e; ++bit)
    flat.push_back(int64_t(layout.getFlatBasis(in, bit)));
  return flat;
}

/// Whether no lane or warp of `layout` has a round component in `staging`.
bool threadsStayInRound(const SharedStaging &staging, const LinearLayout &layout) {
  for (llvm::StringRef in : {"lane", "warp"})
    for (int64_t v : nonzeroFlatBases(layout, in))
      if (staging.locate(uint64_t(v)).second != 0)
        return false;
  return true;
}
} // namespace

SharedStaging::SharedStaging(llvm::SmallVector<uint64_t> offsets,
                             llvm::SmallVector<uint64_t> rounds, StagingAccess store,
                             StagingAccess load)
    : offsetBases(std::move(offsets)), roundBases(std::move(rounds)), store(store), load(load) {
  llvm::SmallVector<uint64_t> all(offsetBases);
  all.append(roundBases.begin(), roundBases.end());
  gf2::Coordinates coordinates(all);
  uint64_t offsetMask = (uint64_t(1) << offsetBases.size()) - 1;
  for (size_t bit = 0; bit < all.size(); ++bit) {
    uint64_t combination = coordinates.of(uint64_t(1) << bit).value_or(0);
    unitLocations.push_back({combination & offsetMask, combination >> offsetBases.size()});
  }
}

std::pair<uint64_t, uint64_t> SharedStaging::locate(uint64_t flat) const {
  std::pair<uint64_t, uint64_t> location{0, 0};
  for (size_t bit = 0; bit < unitLocations.size(); ++bit)
    if (flat >> bit & 1) {
      location.first ^= unitLocations[bit].first;
      location.second ^= unitLocations[bit].second;
    }
  return location;
}

namespace {
llvm::SmallVector<uint64_t> complementUnits(llvm::ArrayRef<int64_t> basis, size_t dim);
/// Rounds are the `rows` that are registers on both sides, the first
/// `keepRows` of them excepted; the last go back into offsets while some
/// lane or warp would straddle them.
SharedStaging withRounds(const LinearLayout &src, const LinearLayout &dst,
                         llvm::ArrayRef<uint64_t> lowAndBank, llvm::ArrayRef<uint64_t> rowBits,
                         unsigned keepRows, StagingAccess store, StagingAccess load) {
  llvm::SmallVector<int64_t> regSrc = nonzeroFlatBases(src, "register");
  llvm::SmallVector<int64_t> regDst = nonzeroFlatBases(dst, "register");
  llvm::SmallVector<uint64_t> rounds, rows;
  for (uint64_t v : rowBits) {
    bool both =
        llvm::is_contained(regSrc, int64_t(v)) && llvm::is_contained(regDst, int64_t(v));
    if (both && keepRows > 0) {
      --keepRows;
      both = false;
    }
    (both ? rounds : rows).push_back(v);
  }
  auto build = [&] {
    llvm::SmallVector<uint64_t> offsets(lowAndBank);
    offsets.append(rows.begin(), rows.end());
    return SharedStaging(offsets, rounds, store, load);
  };
  SharedStaging staging = build();
  while (!rounds.empty() &&
         !(threadsStayInRound(staging, src) && threadsStayInRound(staging, dst))) {
    rows.push_back(rounds.pop_back_val());
    staging = build();
  }
  return staging;
}

/// Triton's vector bases for ld/st.shared (optimalSwizzlingLdSt): registers
/// both sides hold, up to 128 bits; below a 32-bit word, filled with one
/// side's registers that are the other's warps (the side with more, or the
/// lower basis on a tie), then warps both share, then each side's warps in
/// turn, up to the word. Also which side filled the word, if one did.
std::pair<llvm::SmallVector<int64_t>, std::optional<bool>>
tritonVectorBases(llvm::ArrayRef<int64_t> regSrc, llvm::ArrayRef<int64_t> regDst,
                  llvm::ArrayRef<int64_t> warpSrc, llvm::ArrayRef<int64_t> warpDst,
                  unsigned bitwidth) {
  llvm::SmallVector<int64_t> vbasis = intersect(regSrc, regDst);
  unsigned maxVecBases = llvm::Log2_32(128 / bitwidth);
  if (vbasis.size() > maxVecBases)
    vbasis.resize(maxVecBases);
  std::optional<bool> srcFillsBank;
  if ((int64_t(1) << vbasis.size()) * bitwidth >= 32)
    return {vbasis, srcFillsBank};
  size_t basesPerBank = llvm::Log2_32(32 / bitwidth);
  auto withoutVector = [&](llvm::ArrayRef<int64_t> regs) {
    llvm::SmallVector<int64_t> rest;
    for (int64_t r : regs)
      if (!llvm::is_contained(vbasis, r))
        rest.push_back(r);
    return rest;
  };
  llvm::SmallVector<int64_t> regSrcWarp = intersect(withoutVector(regSrc), warpDst);
  llvm::SmallVector<int64_t> regDstWarp = intersect(withoutVector(regDst), warpSrc);
  if (regSrcWarp.size() == regDstWarp.size() && !regSrcWarp.empty())
    srcFillsBank = *llvm::min_element(regSrcWarp) < *llvm::min_element(regDstWarp);
  else
    srcFillsBank = regSrcWarp.size() > regDstWarp.size();
  llvm::ArrayRef<int64_t> largest = *srcFillsBank ? regSrcWarp : regDstWarp;
  vbasis.append(largest.begin(), largest.end());
  if (vbasis.size() < basesPerBank) {
    llvm::SmallVector<int64_t> shared = intersect(warpSrc, warpDst);
    vbasis.append(shared.begin(), shared.end());
  }
  for (size_t i = 0; vbasis.size() < basesPerBank && (i < warpSrc.size() || i < warpDst.size());
       ++i) {
    if (i < warpSrc.size() && !llvm::is_contained(vbasis, warpSrc[i]))
      vbasis.push_back(warpSrc[i]);
    if (vbasis.size() < basesPerBank && i < warpDst.size() &&
        !llvm::is_contained(vbasis, warpDst[i]))
      vbasis.push_back(warpDst[i]);
  }
  if (vbasis.size() > basesPerBank)
    vbasis.resize(basesPerBank);
  return {vbasis, srcFillsBank};
}

/// Triton's optimalSwizzling around the vector bases `vbasis`: the segment
/// (segmentBases of each side's vector and access bases, as long as the
/// bank row leaves room for) and the bank row (the unit vectors completing
/// vector and segment). Both the ld/st.shared plan and the access-tile
/// plans place elements with it.
struct Swizzle {
  llvm::SmallVector<int64_t> segment;
  llvm::SmallVector<uint64_t> bank;
};
Swizzle swizzleAround(llvm::ArrayRef<int64_t> vbasis, llvm::ArrayRef<int64_t> accessSrc,
                      llvm::ArrayRef<int64_t> accessDst, int dim, unsigned bitwidth) {
  int vecBits = int(vbasis.size());
  int lenBank =
      std::min<int>(llvm::Log2_64(1024 / ((int64_t(1) << vecBits) * bitwidth)), dim - vecBits);
  int lenSegment = dim - lenBank - vecBits;
  llvm::SmallVector<int64_t> bankSrc(vbasis), bankDst(vbasis);
  bankSrc.append(accessSrc.begin(), accessSrc.end());
  bankDst.append(accessDst.begin(), accessDst.end());
  Swizzle swizzle;
  swizzle.segment = segmentBases(bankSrc, bankDst, dim, lenSegment);
  llvm::SmallVector<int64_t> spanned(vbasis);
  spanned.append(swizzle.segment.begin(), swizzle.segment.end());
  swizzle.bank = complementUnits(spanned, dim);
  return swizzle;
}

SharedStaging planLoadStoreStaging(const LinearLayout &src, const LinearLayout &dst,
                                   unsigned bitwidth) {
  size_t dim = src.getTotalOutBits();
  llvm::SmallVector<int64_t> regSrc = nonzeroFlatBases(src, "register");
  llvm::SmallVector<int64_t> regDst = nonzeroFlatBases(dst, "register");
  // Lanes keep their zero bases: which lanes one access covers counts them.
  llvm::SmallVector<int64_t> laneSrc = allFlatBases(src, "lane");
  llvm::SmallVector<int64_t> laneDst = allFlatBases(dst, "lane");
  llvm::SmallVector<int64_t> warpSrc = nonzeroFlatBases(src, "warp");
  llvm::SmallVector<int64_t> warpDst = nonzeroFlatBases(dst, "warp");
  auto [vbasis, srcFillsBank] = tritonVectorBases(regSrc, regDst, warpSrc, warpDst, bitwidth);

  // The lanes of one access: a 64- or 128-bit vector takes the last lanes'
  // place in a 32-bank row.
  unsigned log2Vec =
      llvm::Log2_64(std::max<int64_t>(1, ((int64_t(1) << vbasis.size()) * bitwidth) / 32));
  llvm::ArrayRef<int64_t> accessSrc =
      llvm::ArrayRef(laneSrc).drop_back(std::min<size_t>(log2Vec, laneSrc.size()));
  llvm::ArrayRef<int64_t> accessDst =
      llvm::ArrayRef(laneDst).drop_back(std::min<size_t>(log2Vec, laneDst.size()));
  auto [segment, bank] = swizzleAround(vbasis, accessSrc, accessDst, int(dim), bitwidth);

  // Below 128-bit vectors, the bank bases that are registers of the side
  // that filled the word (else of the side with more) come first, so that
  // side's accesses widen over them.
  if (log2Vec < 2) {
    llvm::SmallVector<uint64_t> inSrc, inDst;
    for (uint64_t v : bank) {
      if (llvm::is_contained(regSrc, int64_t(v)))
        inSrc.push_back(v);
      if (llvm::is_contained(regDst, int64_t(v)))
        inDst.push_back(v);
    }
    bool srcFirst = srcFillsBank ? *srcFillsBank : inSrc.size() > inDst.size();
    llvm::SmallVector<uint64_t> order = srcFirst ? inSrc : inDst;
    for (uint64_t v : bank)
      if (!llvm::is_contained(order, v))
        order.push_back(v);
    bank = std::move(order);
  }

  llvm::SmallVector<uint64_t> lowAndBank(vbasis.begin(), vbasis.end());
  lowAndBank.append(bank.begin(), bank.end());
  llvm::SmallVector<uint64_t> rowBits(segment.begin(), segment.end());
  return withRounds(src, dst, lowAndBank, rowBits, 0, StagingAccess::Shared,
                    StagingAccess::Shared);
}

//===-- Access tiles (ldmatrix / stmatrix) ---------------------------------===//

/// One instruction's access on a side: the lanes that fill a 16-byte row
/// after the side's registers (`rowLanes`), and the lanes that give the
/// eight rows' addresses after the side's registers (`addressLanes`).
struct AccessTile {
  StagingAccess access;
  llvm::SmallVector<unsigned> rowLanes;
  llvm::SmallVector<unsigned> addressLanes;
};

llvm::SmallVector<AccessTile> getAccessTiles(unsigned bitwidth, bool matrix) {
  llvm::SmallVector<AccessTile> tiles{{StagingAccess::Shared, {}, {0, 1, 2}}};
  if (matrix && bitwidth <= 32)
    tiles.push_back({StagingAccess::Matrix, {0, 1}, {2, 3, 4}});
  if (matrix && bitwidth == 16)
    tiles.push_back({StagingAccess::MatrixTransposed, {2, 3, 4}, {0, 1}});
  return tiles;
}

/// A side's nonzero registers and its lanes (zeros kept: lanes are numbered).
struct Side {
  llvm::SmallVector<int64_t> regs, lanes;
};

/// The lowest offset bits of a pair of tiles (Triton's optimalSwizzlingTile):
/// registers both sides hold, as many as the side with fewer registers in
/// its row, then that side's row lanes; the other side must hold those lanes
/// in registers or in its own row lanes.
std::optional<llvm::SmallVector<int64_t>> rowBases(const Side &a, const AccessTile &tileA,
                                                   const Side &b, const AccessTile &tileB,
                                                   unsigned rowBits) {
  size_t nRegA = rowBits - tileA.rowLanes.size(), nRegB = rowBits - tileB.rowLanes.size();
  if (nRegA < nRegB)
    return rowBases(b, tileB, a, tileA, rowBits);
  llvm::SmallVector<int64_t> vbasis = intersect(a.regs, b.regs);
  if (vbasis.size() < nRegB)
    return std::nullopt;
  vbasis.resize(nRegB);
  llvm::SmallVector<int64_t> lanesB;
  for (unsigned l : tileB.rowLanes)
    lanesB.push_back(b.lanes[l]);
  if (llvm::is_contained(lanesB, 0) ||
      llvm::any_of(tileA.rowLanes, [&](unsigned l) { return a.lanes[l] == 0; }))
    return std::nullopt;
  for (size_t i = 0; i < nRegA - nRegB; ++i)
    if (!llvm::is_contained(a.regs, lanesB[i]))
      return std::nullopt;
  for (auto [la, vb] : llvm::zip(tileA.rowLanes, llvm::ArrayRef(lanesB).take_back(tileA.rowLanes.size())))
    if (a.lanes[la] != vb)
      return std::nullopt;
  vbasis.append(lanesB.begin(), lanesB.end());
  return vbasis;
}

/// The bases whose offsets pick the rows one instruction touches: the
/// side's first registers outside the row, then its address lanes.
std::optional<llvm::SmallVector<int64_t>> addressBases(const Side &side, const AccessTile &tile,
                                                       llvm::ArrayRef<int64_t> vbasis) {
  llvm::SmallVector<int64_t> bases;
  size_t regsNeeded = 3 - tile.addressLanes.size();
  for (int64_t r : side.regs)
    if (bases.size() < regsNeeded && !llvm::is_contained(vbasis, r))
      bases.push_back(r);
  if (bases.size() < regsNeeded)
    return std::nullopt;
  for (unsigned l : tile.addressLanes)
    bases.push_back(side.lanes[l]);
  return bases;
}

/// Unit vectors completing `basis` to the whole space: the bits that are
/// nobody's lowest bit in an echelon form of it.
llvm::SmallVector<uint64_t> complementUnits(llvm::ArrayRef<int64_t> basis, size_t dim) {
  uint64_t pivotRow[64] = {};
  for (int64_t b : basis) {
    uint64_t v = uint64_t(b);
    while (v != 0 && pivotRow[llvm::countr_zero(v)] != 0)
      v ^= pivotRow[llvm::countr_zero(v)];
    if (v != 0)
      pivotRow[llvm::countr_zero(v)] = v;
  }
  llvm::SmallVector<uint64_t> units;
  for (size_t bit = 0; bit < dim; ++bit)
    if (pivotRow[bit] == 0)
      units.push_back(uint64_t(1) << bit);
  return units;
}

/// Dimension of the intersection of two spans.
int intersectionRank(llvm::ArrayRef<uint64_t> a, llvm::ArrayRef<int64_t> b) {
  std::vector<uint64_t> bv(b.begin(), b.end()), both(a.begin(), a.end());
  both.insert(both.end(), bv.begin(), bv.end());
  return gf2::rank(a) + gf2::rank(bv) - gf2::rank(both);
}

/// A candidate plan and Triton's score of it.
struct TiledPlan {
  SharedStaging staging;
  int conflicts;
  int rounds;
};

std::optional<TiledPlan> planTiled(const LinearLayout &src, const LinearLayout &dst,
                                   const Side &sideSrc, const AccessTile &tileSrc,
                                   const Side &sideDst, const AccessTile &tileDst,
                                   unsigned bitwidth) {
  unsigned rowBits = llvm::Log2_32(128 / bitwidth);
  std::optional<llvm::SmallVector<int64_t>> vbasis =
      rowBases(sideSrc, tileSrc, sideDst, tileDst, rowBits);
  if (!vbasis)
    return std::nullopt;
  std::optional<llvm::SmallVector<int64_t>> addrSrc = addressBases(sideSrc, tileSrc, *vbasis);
  std::optional<llvm::SmallVector<int64_t>> addrDst = addressBases(sideDst, tileDst, *vbasis);
  if (!addrSrc || !addrDst)
    return std::nullopt;

  auto [segment, bank] =
      swizzleAround(*vbasis, *addrSrc, *addrDst, int(src.getTotalOutBits()), bitwidth);
  llvm::SmallVector<uint64_t> lowAndBank(vbasis->begin(), vbasis->end());
  lowAndBank.append(bank.begin(), bank.end());
  llvm::SmallVector<uint64_t> rowBitsList(segment.begin(), segment.end());
  // Two matrix sides keep two rows out of the rounds: x4 instructions need
  // four matrices in one round.
  auto missing = [](const AccessTile &t) {
    return unsigned(t.rowLanes.size() + t.addressLanes.size() - 3);
  };
  unsigned keepRows = std::min(missing(tileSrc), missing(tileDst));
  SharedStaging staging =
      withRounds(src, dst, lowAndBank, rowBitsList, keepRows, tileSrc.access, tileDst.access);

  // Triton's score: conflicts where the rows the segment picks meet the
  // rows one instruction touches.
  llvm::SmallVector<uint64_t> rows;
  for (int64_t v : segment)
    if (!llvm::is_contained(staging.getRoundBases(), uint64_t(v)))
      rows.push_back(uint64_t(v));
  int conflicts = ((1 << intersectionRank(rows, *addrSrc)) - 1) +
                  ((1 << intersectionRank(rows, *addrDst)) - 1);
  return TiledPlan{staging, conflicts, staging.getNumRounds()};
}
} // namespace

SharedStaging tt::planSharedStaging(const LinearLayout &src, const LinearLayout &dst,
                                    unsigned bitwidth, MatrixInstructions matrix) {
  Side sideSrc{nonzeroFlatBases(src, "register"), allFlatBases(src, "lane")};
  Side sideDst{nonzeroFlatBases(dst, "register"), allFlatBases(dst, "lane")};
  std::optional<TiledPlan> best;
  bool bestIsShared = false;
  if (sideSrc.lanes.size() == 5 && sideDst.lanes.size() == 5 && bitwidth <= 128) {
    for (const AccessTile &tileSrc : getAccessTiles(bitwidth, matrix.stmatrix)) {
      for (const AccessTile &tileDst : getAccessTiles(bitwidth, matrix.ldmatrix)) {
        std::optional<TiledPlan> plan =
            planTiled(src, dst, sideSrc, tileSrc, sideDst, tileDst, bitwidth);
        if (!plan)
          continue;
        if (best && (plan->conflicts > best->conflicts ||
                     (plan->conflicts == best->conflicts && plan->rounds <= best->rounds)))
          continue;
        best = plan;
        bestIsShared = tileSrc.access == StagingAccess::Shared &&
                       tileDst.access == StagingAccess::Shared;
      }
    }
  }
  if (!best || bestIsShared)
    return planLoadStoreStaging(src, dst, bitwidth);
  return best->staging;
}
