//===- ScanPlan.h - where a scan's positions live in its layout -*- C++ -*-===//
//
// `tt.scan` along `axis` reads, off the operand's linear layout (repeated
// registers dropped), which bits hold the positions along the axis, from the
// lowest up, in the order
//     registers | lanes | registers | warps | registers
// i.e. chunks of C consecutive elements in a thread, L lanes, blocks of
// those in a warp, W warps, and blocks repeating the whole tile. The other
// bits run independent scans ("rows" in registers, parallel threads in
// lanes and warps). Every blocked layout, their slices, MMA layouts and
// linear layouts shaped alike have this form.
//
// The one plan that the allocator sizes the scan's scratch from and the
// lowering (ScanOpToLLVM.cpp) emits.
//
//===----------------------------------------------------------------------===//

#ifndef TT_TOOLS_SCANPLAN_H
#define TT_TOOLS_SCANPLAN_H

#include "tt/Tools/LinearLayout.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

#include <cstdint>
#include <string>

namespace tt {

struct ScanPlan {
  unsigned chunkSize = 1; // C
  /// Blocks: register bits above the lanes, below the warps first (a warp
  /// holds `blocksPerWarp` blocks in a row), then above the warps.
  unsigned numBlocks = 1;
  unsigned blocksPerWarp = 1;
  unsigned numRows = 1;
  /// regs[row][block][position in chunk]: a unique register.
  llvm::SmallVector<llvm::SmallVector<llvm::SmallVector<unsigned>>> regs;
  /// For each register of the operand, its unique register.
  llvm::SmallVector<unsigned> uniqueOf;
  /// Lane and warp bits along the axis, lowest position first.
  llvm::SmallVector<int> laneAxisBits, warpAxisBits;
  /// Lane and warp bits that move other dimensions: independent scans.
  llvm::SmallVector<int> laneOtherBits, warpOtherBits;
  /// Lane and warp bits that select copies of the same elements.
  uint32_t laneCopyMask = 0, warpCopyMask = 0;

  unsigned numLanes() const { return 1u << laneAxisBits.size(); }
  unsigned numWarps() const { return 1u << warpAxisBits.size(); }

  /// The warp totals kept in scratch memory, per operand: one per warp
  /// along the axis, for every tile of blocks above the warps, every row
  /// and every thread running an independent scan. 0 with a single warp
  /// along the axis, where nothing crosses warps.
  int64_t getScratchSlots() const {
    if (numWarps() == 1)
      return 0;
    int64_t parallel = int64_t(1) << (laneOtherBits.size() + warpOtherBits.size());
    return parallel * numWarps() * numRows * (numBlocks / blocksPerWarp);
  }
};


/// Reads the plan off `layout`, or says in `why` why the layout is not one
/// the scan handles.
llvm::FailureOr<ScanPlan> planScan(const LinearLayout &layout, unsigned axis, std::string &why);

} // namespace tt

#endif // TT_TOOLS_SCANPLAN_H
