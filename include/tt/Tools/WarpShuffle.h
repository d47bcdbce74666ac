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
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_WARPSHUFFLE_H
#define TT_TOOLS_WARPSHUFFLE_H

#include "tt/Tools/LinearLayout.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace tt {

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

  /// Shuffles per destination register.
  size_t getShufflesPerRegister() const { return readerRegisterChoices.size(); }

  /// The source lane bits (A r) and source register bits (C r) of
  /// destination register `r`.
  uint32_t getSourceLane(uint32_t r) const { return combine(registerToLane, r); }
  uint32_t getSourceRegister(uint32_t r) const { return combine(registerToRegister, r); }

private:
  /// The XOR of the `bases` whose bits are set in `r`.
  static uint32_t combine(llvm::ArrayRef<uint32_t> bases, uint32_t r) {
    uint32_t result = 0;
    for (unsigned bit = 0; bit < bases.size(); ++bit)
      if (r >> bit & 1)
        result ^= bases[bit];
    return result;
  }
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
