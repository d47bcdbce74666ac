//===- SharedStaging.cpp - layout conversions through shared memory -------===//
//
// The plan follows the structure of Triton's generic swizzling (vector
// bases, the lanes of one access, bank rows, repeated rows), so that buffers
// have Triton's sizes; rounds are kept only where no lane or warp of either
// side would straddle them, so every thread's round depends on its register
// alone and the lowering needs no per-thread choice of registers.
//
//===----------------------------------------------------------------------===//

#include "Tools/SharedStaging.h"

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

/// The vectorised bases: register bases both sides share (up to 128 bits),
/// filled up to a 32-bit word from one side, then widened by that side's
/// registers that are the other side's lanes.
llvm::SmallVector<int64_t> vectorBases(llvm::ArrayRef<int64_t> regSrcIn,
                                       llvm::ArrayRef<int64_t> regDstIn,
                                       llvm::ArrayRef<int64_t> laneSrc,
                                       llvm::ArrayRef<int64_t> laneDst, unsigned bitwidth) {
  llvm::SmallVector<int64_t> regSrc(regSrcIn), regDst(regDstIn);
  llvm::SmallVector<int64_t> vbasis = intersect(regSrc, regDst);
  unsigned maxVecBases = llvm::Log2_32(128 / bitwidth);
  if (vbasis.size() > maxVecBases)
    vbasis.resize(maxVecBases);
  int basesPerBank = bitwidth > 32 ? 0 : llvm::Log2_32(32 / bitwidth);

  auto afterBank0 = [&](llvm::ArrayRef<int64_t> regs, llvm::ArrayRef<int64_t> vb,
                        llvm::ArrayRef<int64_t> otherLane) {
    llvm::SmallVector<int64_t> vec;
    unsigned maxVecLog2 = llvm::Log2_32(128 / std::max(bitwidth, 32u));
    for (int64_t r : regs) {
      if (llvm::is_contained(vb, r))
        continue;
      if (llvm::is_contained(otherLane, r))
        vec.push_back(r);
      if (vec.size() == maxVecLog2)
        break;
    }
    return vec;
  };

  bool vecSrc = true;
  if ((int64_t(1) << vbasis.size()) * bitwidth < 32) {
    auto isPrefix = [](llvm::ArrayRef<int64_t> prefix, llvm::ArrayRef<int64_t> regs) {
      if (prefix.size() > regs.size())
        return false;
      return std::equal(prefix.begin(), prefix.end(), regs.begin());
    };
    bool srcPrefix = isPrefix(vbasis, regSrc);
    bool dstPrefix = isPrefix(vbasis, regDst);
    auto toFront = [&](llvm::ArrayRef<int64_t> regs) {
      llvm::SmallVector<int64_t> reordered(vbasis);
      for (int64_t r : regs)
        if (!llvm::is_contained(vbasis, r))
          reordered.push_back(r);
      return reordered;
    };
    if (!vbasis.empty() && !srcPrefix && !dstPrefix) {
      regSrc = toFront(regSrc);
      regDst = toFront(regDst);
      srcPrefix = dstPrefix = true;
    }
    auto fill = [&](llvm::ArrayRef<int64_t> regs, llvm::ArrayRef<int64_t> vb) {
      llvm::SmallVector<int64_t> filled(vb);
      for (size_t i = vb.size(); int(i) < basesPerBank && i < regs.size(); ++i)
        filled.push_back(regs[i]);
      return filled;
    };
    if (srcPrefix && dstPrefix) {
      size_t extraSrc = afterBank0(regSrc, fill(regSrc, vbasis), laneDst).size();
      size_t extraDst = afterBank0(regDst, fill(regDst, vbasis), laneSrc).size();
      srcPrefix = extraSrc >= extraDst;
    }
    vecSrc = srcPrefix;
    vbasis = fill(vecSrc ? regSrc : regDst, vbasis);
  }
  llvm::SmallVector<int64_t> extra =
      vecSrc ? afterBank0(regSrc, vbasis, laneDst) : afterBank0(regDst, vbasis, laneSrc);
  vbasis.append(extra.begin(), extra.end());
  return vbasis;
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

/// The lanes of one shared-memory instruction on a side, less those a 64-
/// or 128-bit access already covers and those in the vector.
llvm::SmallVector<int64_t> accessTile(llvm::ArrayRef<int64_t> regs, llvm::ArrayRef<int64_t> lanes,
                                      llvm::ArrayRef<int64_t> vbasis, unsigned bitwidth) {
  size_t vecSize = 0;
  while (vecSize < vbasis.size() && vecSize < regs.size() && regs[vecSize] == vbasis[vecSize])
    ++vecSize;
  llvm::SmallVector<int64_t> tile(lanes);
  if ((int64_t(1) << vecSize) * bitwidth > 32) {
    unsigned drop = llvm::Log2_64((int64_t(1) << vecSize) * bitwidth / 32);
    tile.resize(tile.size() > drop ? tile.size() - drop : 0);
  }
  llvm::SmallVector<int64_t> kept;
  for (int64_t l : tile)
    if (!llvm::is_contained(vbasis, l))
      kept.push_back(l);
  return kept;
}

/// Appends to `basis` each candidate independent of what it spans, until
/// it has `size` vectors.
void extendIndependent(llvm::SmallVector<uint64_t> &basis, llvm::ArrayRef<int64_t> candidates,
                       size_t size) {
  for (int64_t c : candidates) {
    if (basis.size() >= size)
      return;
    if (c != 0 && !gf2::inSpan(basis, uint64_t(c)))
      basis.push_back(uint64_t(c));
  }
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
                             llvm::SmallVector<uint64_t> rounds)
    : offsetBases(std::move(offsets)), roundBases(std::move(rounds)) {
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

SharedStaging tt::planSharedStaging(const LinearLayout &src, const LinearLayout &dst,
                                    unsigned bitwidth) {
  size_t dim = src.getTotalOutBits();
  llvm::SmallVector<int64_t> regSrc = nonzeroFlatBases(src, "register");
  llvm::SmallVector<int64_t> regDst = nonzeroFlatBases(dst, "register");
  // Lanes keep their zero bases: which lanes one access covers counts them.
  llvm::SmallVector<int64_t> laneSrc = allFlatBases(src, "lane");
  llvm::SmallVector<int64_t> laneDst = allFlatBases(dst, "lane");
  llvm::SmallVector<int64_t> warpSrc = nonzeroFlatBases(src, "warp");
  llvm::SmallVector<int64_t> warpDst = nonzeroFlatBases(dst, "warp");

  llvm::SmallVector<int64_t> vbasis = vectorBases(regSrc, regDst, laneSrc, laneDst, bitwidth);
  llvm::SmallVector<int64_t> tileSrc = accessTile(regSrc, laneSrc, vbasis, bitwidth);
  llvm::SmallVector<int64_t> tileDst = accessTile(regDst, laneDst, vbasis, bitwidth);

  int vecBits = int(vbasis.size());
  int lenBank =
      std::min<int>(llvm::Log2_64(1024 / ((int64_t(1) << vecBits) * bitwidth)), int(dim) - vecBits);
  int lenSegment = std::max(0, int(dim) - lenBank - vecBits);
  llvm::SmallVector<int64_t> bankSrc(vbasis), bankDst(vbasis);
  bankSrc.append(tileSrc.begin(), tileSrc.end());
  bankDst.append(tileDst.begin(), tileDst.end());
  llvm::SmallVector<int64_t> segment = segmentBases(bankSrc, bankDst, dim, lenSegment);

  // Vector bits lowest, then a complement of vector and segment (the bank
  // row, preferring the bases the accesses use), then the segment.
  llvm::SmallVector<uint64_t> lowBits;
  extendIndependent(lowBits, vbasis, dim);
  llvm::SmallVector<uint64_t> rowBits;
  extendIndependent(rowBits, segment, dim);
  llvm::SmallVector<uint64_t> spanned(lowBits);
  spanned.append(rowBits.begin(), rowBits.end());
  llvm::SmallVector<int64_t> preferred;
  for (auto side : {tileSrc, tileDst, laneSrc, laneDst, regSrc, regDst, warpSrc, warpDst})
    preferred.append(side.begin(), side.end());
  for (size_t i = 0; i < dim; ++i)
    preferred.push_back(int64_t(1) << i);
  size_t before = spanned.size();
  extendIndependent(spanned, preferred, dim);
  llvm::SmallVector<uint64_t> bankBits(spanned.begin() + before, spanned.end());

  // Segment bases that are registers on both sides are rounds, last first
  // back into offsets while some lane or warp would straddle them.
  llvm::SmallVector<uint64_t> rounds, rows;
  for (uint64_t v : rowBits)
    (llvm::is_contained(regSrc, int64_t(v)) && llvm::is_contained(regDst, int64_t(v)) ? rounds
                                                                                      : rows)
        .push_back(v);
  auto build = [&] {
    llvm::SmallVector<uint64_t> offsets(lowBits);
    offsets.append(bankBits.begin(), bankBits.end());
    offsets.append(rows.begin(), rows.end());
    return SharedStaging(offsets, rounds);
  };
  SharedStaging staging = build();
  while (!rounds.empty() &&
         !(threadsStayInRound(staging, src) && threadsStayInRound(staging, dst))) {
    rows.push_back(rounds.pop_back_val());
    staging = build();
  }
  return staging;
}
