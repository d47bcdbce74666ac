//===- WarpShuffle.h - layout conversions within warps ----------*- C++ -*-===//
//
// A conversion whose elements move only between the lanes (and registers)
// of a warp can read them with `shfl.sync.idx` instead of staging them in
// shared memory. For every destination (register r, lane l, warp w), the
// source lane and register holding its element are linear over GF(2):
//
//   srcLane = A(r) ^ B(l) ^ F(w)        srcReg = C(r) ^ E(l) ^ G(w)
//
// One shuffle per destination register reads lane srcLane, the providing
// lane sending register C(r) ^ G(w) (it knows its warp); when E is not
// zero the register wanted depends on the reader's lane, so the shuffle is
// repeated for each value e of E and each reader keeps the one with
// E(l) == e.
//
// That doubles the shuffles where one register bit trades places with a
// lane bit (E not zero). There Triton exchanges instead, and so do we when
// the maps allow it (WarpExchange, checked for every thread): destination
// registers go in pairs {p, p ^ pairBit}; of each pair a thread holds one
// element itself and reads the other from one partner lane, which sends the
// register its reader wants. One shuffle per pair, a quarter as many.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_WARPSHUFFLE_H
#define TT_TOOLS_WARPSHUFFLE_H

#include "tt/Tools/LinearLayout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace tt {

/// The XOR of the `bases` whose bits are set in `bits`.
inline uint32_t xorOfSetBits(llvm::ArrayRef<uint32_t> bases, uint32_t bits) {
  uint32_t result = 0;
  for (unsigned bit = 0; bit < bases.size(); ++bit)
    if (bits >> bit & 1)
      result ^= bases[bit];
  return result;
}

/// Every XOR of some of `bases` (0 first), each value once.
inline llvm::SmallVector<uint32_t> xorSpan(llvm::ArrayRef<uint32_t> bases) {
  llvm::SmallVector<uint32_t> span{0};
  for (uint32_t b : bases)
    if (!llvm::is_contained(span, b))
      for (size_t i = 0, e = span.size(); i < e; ++i)
        span.push_back(span[i] ^ b);
  return span;
}

/// A map of the thread id (lane bits, then warp bits) that is affine over
/// GF(2): a constant XOR the images of the id's set bits.
struct AffineMap {
  uint32_t constant = 0;
  llvm::SmallVector<uint32_t> images;

  uint32_t of(uint32_t tid) const { return constant ^ xorOfSetBits(images, tid); }
  /// Every value it takes.
  llvm::SmallVector<uint32_t> values() const {
    llvm::SmallVector<uint32_t> span = xorSpan(images);
    for (uint32_t &value : span)
      value ^= constant;
    return span;
  }
};

/// The exchange form of a plan (see the top of the file), as maps of the
/// thread id; a pair p adds its constants, the source lane A(p) and
/// register C(p) of the plan.
struct WarpExchange {
  /// The destination register bit that pairs registers.
  unsigned pairBit = 0;
  /// Whether the thread's own element is the pair's register with pairBit
  /// set (0 or 1).
  AffineMap ownIsUpper;
  /// The lane it reads the other element from, before A(p).
  AffineMap partnerLane;
  /// The register it sends its reader, before C(p).
  AffineMap sentRegister;
  /// The register holding its own element, before C(p).
  AffineMap ownRegister;
  /// Every value sentRegister and ownRegister take.
  llvm::SmallVector<uint32_t> sentChoices, ownChoices;
};

struct WarpShufflePlan {
  /// Per register bit of the destination: the source lane bits (A) and
  /// source register bits (C) it contributes.
  llvm::SmallVector<uint32_t> registerToLane, registerToRegister;
  /// Per thread-id bit (lane bits, then warp bits) of the destination: the
  /// source lane bits (B, F) and source register bits (E, G).
  llvm::SmallVector<uint32_t> threadToLane, threadToRegister;
  /// How many lane bits a thread id has.
  int laneBits = 0;
  /// The distinct values of E and of G.
  llvm::SmallVector<uint32_t> readerRegisterChoices, warpRegisterChoices;
  /// Destination register bits whose registers copy others.
  uint32_t copyRegisterBits = 0;
  /// Where E is not zero and every thread can exchange: the exchange form.
  std::optional<WarpExchange> exchange;

  /// Shuffles per destination register.
  size_t getShufflesPerRegister() const { return readerRegisterChoices.size(); }

  /// The source lane bits (A r) and source register bits (C r) of
  /// destination register `r`.
  uint32_t getSourceLane(uint32_t r) const { return xorOfSetBits(registerToLane, r); }
  uint32_t getSourceRegister(uint32_t r) const { return xorOfSetBits(registerToRegister, r); }
};

/// The shuffle plan of a conversion from `src` to `dst` (distributed
/// layouts of one tensor, trivial block dimension), or nullopt when
/// elements cross warps, the source's bases are not independent, or Triton
/// stages the conversion through shared memory
/// (not tt::tritonShufflesWithinWarps: warps that do not keep their place,
/// or two or more register bits trading places with lane bits).
/// The allocator and the lowering both ask this, so they agree.
std::optional<WarpShufflePlan> planWarpShuffle(const LinearLayout &src, const LinearLayout &dst);

} // namespace tt

#endif // TT_TOOLS_WARPSHUFFLE_H
