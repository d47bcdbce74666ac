//===- SharedStaging.h - layout conversions through shared memory -*- C++ -*-===//
//
// A conversion between distributed layouts whose data crosses threads goes
// through a shared-memory buffer: every thread stores what it holds, a
// barrier, every thread loads what it needs. The plan here decides where
// each tensor element lives in that buffer, as a linear map over GF(2) from
// the tensor's index bits to the buffer's offset bits:
//   - the lowest offset bits are register bases, so accesses are vectors;
//   - the next ones span one row of the 32 banks with the bases the lanes
//     of one access use, on both sides (no bank conflicts);
//   - index bits that are registers on both sides and would only select
//     rows become rounds instead: the buffer is reused once per round,
//     which keeps it small (Triton's generic swizzling, same sizes).
// Where the target has ldmatrix/stmatrix, each side may instead move
// 16-byte rows of 8x8 matrices (plain or transposed): the plan then puts a
// row's lanes in the lowest offset bits, and chooses among the instructions
// as Triton does, by the fewest bank conflicts, then the smallest buffer.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_SHAREDSTAGING_H
#define TT_TOOLS_SHAREDSTAGING_H

#include "tt/Tools/LinearLayout.h"

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <utility>

namespace tt {

/// How one side of a conversion reaches the buffer.
enum class StagingAccess {
  /// ld.shared / st.shared, vectorised where registers allow.
  Shared,
  /// ldmatrix / stmatrix: 16-byte rows, a 32-bit word per lane.
  Matrix,
  /// ldmatrix.trans / stmatrix.trans (16-bit elements).
  MatrixTransposed,
};

/// The matrix instructions a target has.
struct MatrixInstructions {
  bool ldmatrix = false; // sm_75 and newer
  bool stmatrix = false; // sm_90 and newer
  static MatrixInstructions forComputeCapability(int computeCapability) {
    return {computeCapability >= 75, computeCapability >= 90};
  }
};

/// Where a conversion stages each tensor element. Tensor indices are flat
/// (output dimension 0 in the low bits, as LinearLayout::getFlatBasis).
class SharedStaging {
public:
  /// Offset bit i holds tensor vector offsetBases[i]; round bit j holds
  /// roundBases[j]; together they are a basis of the tensor's index space.
  SharedStaging(llvm::SmallVector<uint64_t> offsetBases, llvm::SmallVector<uint64_t> roundBases,
                StagingAccess store = StagingAccess::Shared,
                StagingAccess load = StagingAccess::Shared);

  llvm::ArrayRef<uint64_t> getOffsetBases() const { return offsetBases; }
  llvm::ArrayRef<uint64_t> getRoundBases() const { return roundBases; }
  /// Elements of the buffer (one round's worth).
  int64_t getNumElements() const { return int64_t(1) << offsetBases.size(); }
  int getNumRounds() const { return 1 << roundBases.size(); }
  /// The instructions the source side stores with and the destination
  /// side loads with.
  StagingAccess getStoreAccess() const { return store; }
  StagingAccess getLoadAccess() const { return load; }

  /// The (offset, round) of the element at flat tensor index `flat`.
  std::pair<uint64_t, uint64_t> locate(uint64_t flat) const;

private:
  llvm::SmallVector<uint64_t> offsetBases, roundBases;
  StagingAccess store, load;
  /// locate() of each single index bit.
  llvm::SmallVector<std::pair<uint64_t, uint64_t>> unitLocations;
};

/// The staging of a conversion from `src` to `dst` (distributed layouts of
/// the same tensor, block dimension trivial) for elements of `bitwidth`
/// bits (at least 8), on a target with `matrix` instructions. Lanes and
/// warps of either side never change rounds: a thread's round is a function
/// of its register alone. The allocator sizes the buffer with it and the
/// lowering places elements with it.
SharedStaging planSharedStaging(const LinearLayout &src, const LinearLayout &dst,
                                unsigned bitwidth, MatrixInstructions matrix = {});

} // namespace tt

#endif // TT_TOOLS_SHAREDSTAGING_H
