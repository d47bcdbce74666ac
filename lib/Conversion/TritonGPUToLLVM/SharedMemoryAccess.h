//===- SharedMemoryAccess.h - distributed tensors in shared memory -*- C++ -*-===//
//
// Storing a distributed tensor's registers to a shared-memory buffer and
// loading them back, when every element's offset in the buffer is linear
// over GF(2) in (register, lane, warp): the thread's part is computed once
// from its id, each register XORs in a constant (its bits that no thread
// bit touches are added instead, an immediate of the instruction, so a few
// base addresses serve all registers, as in Triton's PTX), and
// registers whose offsets differ only in the lowest bits become one vector
// access, in Triton's form: always an LLVM vector (of one element too), and
// more than four sub-word elements as 32-bit words. Layout
// conversions (staging buffers) and the ttg.local_* ops share this. Layouts
// whose lanes read or write whole 16-byte rows as ldmatrix and stmatrix
// hand them out can use those instead.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H

#include "tt/Tools/LinearLayout.h"

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
  /// The offset bits the thread's part can set (the register bases clear
  /// of them are added, not XORed, and fold into the address).
  uint64_t threadBits = 0;
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

/// One access: the leader's offset (low bits clear) and the distinct
/// register holding each of its `vector` elements, in offset order.
struct SharedAccess {
  uint64_t offset;
  SmallVector<unsigned> registers;
};
/// The order of a plan's accesses: their leaders' register order, or
/// Triton's, the accesses of one base address together (the register bits
/// clear of the thread's bits vary fastest).
enum class SharedAccessOrder { Registers, ByBaseAddress };
/// The accesses of `plan` in round `round`, in `order`.
SmallVector<SharedAccess> getSharedAccesses(const SharedAccessPlan &plan, uint64_t round,
                                            SharedAccessOrder order = SharedAccessOrder::Registers);

/// Calls `emit` for each access of round `round`: with the address of its
/// first element (`base` plus the offsets of `plan`, the thread's part being
/// `threadOffset`) and the distinct registers it moves, in offset order
/// (`plan.vector` of them).
void forEachSharedAccess(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                         uint64_t round, Value base, Value threadOffset, Type carrier,
                         function_ref<void(Value address, ArrayRef<unsigned> registers)> emit,
                         SharedAccessOrder order = SharedAccessOrder::Registers);
/// Stores, in round `round`, `values` (one per distinct register, each
/// turned into `carrier` next to its store, as Triton does: a value computed
/// by a select then folds into an integer select there, not at the top)
/// at `base` (an `!llvm.ptr<3>`) plus the offsets of `plan`, the thread's
/// part being `threadOffset`, in `order`.
void storeRegistersToShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                            uint64_t round, Value base, Value threadOffset, Type carrier,
                            ArrayRef<Value> values,
                            SharedAccessOrder order = SharedAccessOrder::Registers);
/// Loads the registers of round `round` into `loaded` (one per distinct
/// register): carrier-typed, or `elementType`-typed where it is an integer
/// or float of the carrier's width and a loaded word holds several (the
/// words then seen as a vector of elements, as Triton reads them).
void loadRegistersFromShared(OpBuilder &b, Location loc, const SharedAccessPlan &plan,
                             uint64_t round, Value base, Value threadOffset, Type carrier,
                             MutableArrayRef<Value> loaded, Type elementType = {});

/// The location of each index bit of a layout (register, lane, warp).
struct BitLocations {
  SmallVector<SharedLocation> registers, lanes, warps;
};
BitLocations locateBits(const tt::LinearLayout &layout, SharedLocator locate);

/// How a warp's ldmatrix or stmatrix instructions move the registers of a
/// layout (zero register bases dropped): 8x8 matrices of 16-byte rows,
/// lane l addressing row l % 8 of matrix l / 8, lane t holding word t % 4
/// of row t / 4 (plain) or cells 2 (t % 4) and 2 (t % 4) + 1 of column t / 4
/// (`.trans`, 16-bit elements). See SharedMemoryAccess.cpp for the fit.
struct MatrixAccessPlan {
  bool transposed = false;
  unsigned perWord = 1;                // elements in a lane's 32-bit word
  SmallVector<unsigned> elementBits;   // register bits within a word
  SmallVector<unsigned> matrixBits;    // register bits picking the matrix
  SmallVector<uint32_t> addressImages; // thread-id bit -> row offset
  uint64_t threadBits = 0;             // bits the row offset can set
  SmallVector<uint64_t> registerOffsets; // each register bit's offset
  /// One instruction: the offset XORed into the row addresses, its round,
  /// and the register bits it sets beyond element and matrix bits.
  struct Instruction {
    uint64_t offset, round;
    uint32_t registers;
  };
  SmallVector<Instruction> instructions;
};

/// The plan when the layout's bits fit the instruction (`transposed` or
/// not) for `bitwidth`-bit elements and a view starting at `startOffset`;
/// nullopt otherwise.
std::optional<MatrixAccessPlan> planMatrixAccess(const BitLocations &bits, unsigned bitwidth,
                                                 bool transposed, uint64_t startOffset = 0);
/// The thread's row offset (its lane's row address), XOR `startOffset`.
Value emitMatrixRowOffset(OpBuilder &b, Location loc, const MatrixAccessPlan &plan,
                          uint64_t startOffset = 0);
/// stmatrix of the registers of round `round` (`values`, one per distinct
/// register, turned into `carrier` next to their instruction).
void storeRegistersWithStmatrix(OpBuilder &b, Location loc, const MatrixAccessPlan &plan,
                                uint64_t round, Value base, Value rowOffset, Type carrier,
                                ArrayRef<Value> values);
/// ldmatrix of the registers of round `round` into `loaded`.
void loadRegistersWithLdmatrix(OpBuilder &b, Location loc, const MatrixAccessPlan &plan,
                               uint64_t round, Value base, Value rowOffset, Type carrier,
                               MutableArrayRef<Value> loaded);

/// Index among the distinct registers (zero bases dropped) of register `r`
/// of a layout whose zero register bases are the bits of `copyBits`.
unsigned getDistinctRegister(unsigned r, uint32_t copyBits);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDMEMORYACCESS_H
