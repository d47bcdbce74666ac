//===- SharedMemoryAccess.h - distributed tensors in shared memory -*- C++ -*-===//
//
// Storing a distributed tensor's registers to a shared-memory buffer and
// loading them back, when every element's offset in the buffer is linear
// over GF(2) in (register, lane, warp): the thread's part is computed once
// from its id, each register XORs in a constant, and registers whose offsets
// differ only in the lowest bits become one vector access. Layout
// conversions (staging buffers) and the ttg.local_* ops share this. Loads
// whose layout reads whole 16-byte rows as ldmatrix hands them out (mma.sync
// operands) can use ldmatrix instead.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H

#include "Tools/LinearLayout.h"

#include "mlir/IR/Builders.h"

namespace mlir::triton::lowering {

/// Where an element lives: (offset in elements, round). Rounds let one
/// buffer be reused for several parts of a tensor; 0 when there is one.
using SharedLocation = std::pair<uint64_t, uint64_t>;
/// The location of the element at a flat tensor index (dimension 0 in the
/// low bits, as LinearLayout::getFlatBasis).
using SharedLocator = llvm::function_ref<SharedLocation(uint64_t flat)>;

/// How one thread's registers of a distributed tensor access a buffer.
struct SharedAccessPlan {
  /// (lane, warp) -> the offset bits of the thread's part.
  tt::LinearLayout threadOffsets;
  /// For each distinct register (the layout's zero register bases
  /// dropped): its constant offset bits and its round.
  SmallVector<SharedLocation> registers;
  /// Elements per access (a power of two).
  unsigned vector = 1;
};

/// Plans the accesses of `layout` (without zero register bases) to a buffer
/// of `numElements` elements of `bitwidth` bits, placed by `locate`, which
/// must be linear and give lanes and warps round 0.
SharedAccessPlan planSharedAccess(const tt::LinearLayout &layout, SharedLocator locate,
                                  int64_t numElements, unsigned bitwidth);

/// The integer type elements travel as: pointers as i64, i1 widened to i8.
Type getSharedCarrierType(OpBuilder &b, Type elementType);
Value toSharedCarrier(OpBuilder &b, Location loc, Value value, Type carrier);
Value fromSharedCarrier(OpBuilder &b, Location loc, Value word, Type elementType);

/// Stores, in round `round`, `values` (carrier-typed, one per distinct
/// register) at `base` (an `!llvm.ptr<3>`) plus the offsets of `plan`, the
/// thread's part being `threadOffset`.
void storeRegistersToShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                            uint64_t round, Value base, Value threadOffset, Type carrier,
                            ArrayRef<Value> values);
/// Loads the registers of round `round` into `loaded` (carrier-typed, one
/// per distinct register).
void loadRegistersFromShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                             uint64_t round, Value base, Value threadOffset, Type carrier,
                             MutableArrayRef<Value> loaded);

/// Loads every register of `layout` (register, lane, warp -> tensor
/// coordinates; no zero register bases) from a buffer of `bitwidth`-bit
/// elements with `ldmatrix` (8x8 matrices of 16-byte rows, `.trans` for
/// 16-bit elements), when the layout reads whole 16-byte rows the way the
/// instruction hands them out; nullopt otherwise (nothing emitted).
/// `offsetOf` maps coordinates to element offsets and must be linear;
/// `startOffset` is the view's start, XORed into every offset. The values
/// are `carrier`-typed (the element's width), in register order.
std::optional<SmallVector<Value>>
loadRegistersWithLdmatrix(OpBuilder &b, Location loc, const tt::LinearLayout &layout,
                          llvm::function_ref<uint64_t(ArrayRef<int32_t>)> offsetOf,
                          uint64_t startOffset, unsigned bitwidth, Value base, Type carrier);

/// Index among the distinct registers (zero bases dropped) of register `r`
/// of a layout whose zero register bases are the bits of `copyBits`.
unsigned getDistinctRegister(unsigned r, uint32_t copyBits);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
