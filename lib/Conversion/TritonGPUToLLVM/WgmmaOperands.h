//===- WgmmaOperands.h - where a wgmma finds its operands -------*- C++ -*-===//
//
// A Hopper wgmma (m64nNkK per warpgroup) reads A and B from shared memory
// through 64-bit matrix descriptors, or A from registers, and keeps C/D in
// registers, each thread holding a fixed fragment. This header derives both
// from our linear layouts instead of assuming them:
//
//  - a shared operand's descriptor (major-ness, swizzle mode, leading and
//    stride byte offsets) is read off the inverted layout of its memdesc,
//    then every basis of one instruction's tile is checked against what the
//    descriptor makes the hardware read (a swizzle atom repeated at those
//    offsets), so a layout wgmma cannot read is an error, not wrong data;
//  - register fragments (accumulator, A of the RS form) are checked basis
//    by basis against the PTX fragment of one instruction; the remaining
//    register bits then enumerate the instructions, each one's origin being
//    the layout applied to its first register.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_WGMMAOPERANDS_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_WGMMAOPERANDS_H

#include "tt/Tools/LinearLayout.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir::triton::lowering {

/// Rows of one wgmma: a warpgroup's 4 warps of 16 rows.
inline constexpr int64_t kWgmmaRows = 64;

/// How wgmma reads one operand (A: M x K, B: K x N) from shared memory.
struct WgmmaSharedOperand {
  /// View coordinates (dim0, dim1) -> element offset in the buffer.
  tt::LinearLayout offsets;
  /// The view's start in its buffer (constant).
  SmallVector<int32_t> start;
  /// The M or N dimension of the view (0 for A, 1 for B).
  unsigned mnDim = 0;
  unsigned elementBytes = 0;
  /// M/N contiguous: the instruction's transpose immediate is 1.
  bool mnMajor = false;
  /// 0 (no swizzle), 32, 64 or 128.
  unsigned swizzleBytes = 0;
  uint64_t leadingByteOffset = 0, strideByteOffset = 0;
  /// One instruction's tile (elements along M/N and K).
  int64_t instrMN = 0, instrK = 0;
  /// The address bits the hardware sets inside one tile, before swizzling.
  uint64_t tileBits = 0;

  /// The descriptor without its start address: offsets and swizzle mode.
  uint64_t descriptorTemplate() const;
  /// Byte offset from the buffer of the view's element (mn, k), the view's
  /// start included.
  int64_t byteOffsetOf(int32_t mn, int32_t k) const;
  /// Whether a descriptor starting `byteOffset` bytes after a pattern
  /// boundary reads the tile there as the layout placed it: the start must
  /// be a swizzle-pattern boundary (no phase bits) and must not carry into
  /// the tile's own address bits (start + tile offset == start ^ offset).
  bool canStartAtOffset(uint64_t byteOffset) const;
  /// The same for the tile at view element (mn, k) (start included), which
  /// must also be a multiple of the tile's extents, so that the layout,
  /// linear over XOR, places it as a translated copy of the first tile.
  bool canStartAt(int32_t mn, int32_t k) const;
};

/// Plans the descriptor of `type` (operand `name` of `op`) for instructions
/// of `instrMN` x `instrK` elements; `start` is the view's constant start.
/// A located error when wgmma cannot read the layout.
FailureOr<WgmmaSharedOperand> planWgmmaSharedOperand(Operation *op, StringRef name,
                                                     gpu::MemDescType type,
                                                     ArrayRef<int32_t> start, unsigned mnDim,
                                                     int64_t instrMN, int64_t instrK);

/// Checks that `layout` (register, lane, warp -> dim0, dim1) holds one
/// instruction's registers as PTX's fragment does: the first registers,
/// every lane and the first two warps have the given bases. `what` names the
/// operand in the error.
LogicalResult checkWgmmaFragment(Operation *op, StringRef what, const tt::LinearLayout &layout,
                                 ArrayRef<tt::LinearLayout::Basis> registerBases,
                                 ArrayRef<tt::LinearLayout::Basis> laneBases);

/// PTX's accumulator fragment of m64nN: 2 adjacent columns, rows g and g+8,
/// then N/8 column blocks.
SmallVector<tt::LinearLayout::Basis> wgmmaAccumulatorRegisterBases(int64_t n);
SmallVector<tt::LinearLayout::Basis> wgmmaAccumulatorLaneBases();
/// PTX's register-A fragment of m64nNkK for `elementBytes`-byte elements:
/// 4 bytes of K per register, rows g and g+8, then the second half of K.
SmallVector<tt::LinearLayout::Basis> wgmmaOperandARegisterBases(unsigned elementBytes);
SmallVector<tt::LinearLayout::Basis> wgmmaOperandALaneBases(unsigned elementBytes);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_WGMMAOPERANDS_H
