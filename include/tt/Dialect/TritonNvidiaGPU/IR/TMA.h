//===- TMA.h - what a TMA descriptor and its messages cover -----*- C++ -*-===//
//
// The numbers the TMA lowering pass (which writes a descriptor with
// tensormap_create) and the LLVM lowering of the TMA copies (which issue
// one message per box) must agree on: the box a descriptor describes for a
// block in a given shared encoding, its swizzle mode and element type, in
// the CUDA driver's enum values.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_IR_TMA_H
#define TT_DIALECT_TRITONNVIDIAGPU_IR_TMA_H

#include "mlir/IR/Attributes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/LogicalResult.h"

#include <optional>

namespace mlir::triton {
class MakeTensorDescOp;
} // namespace mlir::triton

namespace mlir::triton::nvidia_gpu {

/// A descriptor is 128 bytes, 64-byte aligned in memory (128 where Triton
/// allocates it in global scratch).
constexpr int kTMADescriptorBytes = 128;
constexpr int kTMADescriptorAlignment = 128;

/// The swizzle mode of a block in `encoding` (CU_TENSOR_MAP_SWIZZLE_*: 0
/// none, 1 32 bytes, 2 64 bytes, 3 128 bytes); none for an encoding TMA
/// cannot write (only nvmma_shared and unswizzled swizzled_shared can).
std::optional<unsigned> getTMASwizzleMode(Attribute encoding);

/// The box of one TMA message for a block of `blockShape` elements of
/// `elementBits` bits in `encoding`, outermost dimension first: at most 256
/// elements per dimension and, along the contiguous one, one swizzle row
/// (swizzle bytes * 8 / elementBits elements). None when the block is
/// narrower than a swizzle row or the encoding is not one TMA can write.
std::optional<SmallVector<int64_t>> getTMABoxShape(Attribute encoding, ArrayRef<int64_t> blockShape,
                                                   unsigned elementBits);

/// CU_TENSOR_MAP_DATA_TYPE_* of `elementType`: the float types TMA knows by
/// name, integers and other types by their size; none for other sizes.
std::optional<unsigned> getTMAElementType(Type elementType);

/// The bytes a TMA load of a block of `blockType` brings: what the
/// barrier_expect before it must count.
int64_t getTMABlockBytes(RankedTensorType blockType);

/// The shared layout mbarriers live in: one i64 each, unswizzled, 1-D (an
/// array of them, [n x 1], keeps it, as in Triton's TTGIR).
Attribute getMbarrierEncoding(MLIRContext *context);

/// The mutable shared memdesc of `count` mbarriers: [1] for one, [count x 1]
/// for an array (one per pipeline slot).
Type getMbarrierType(MLIRContext *context, int64_t count, bool array);

/// The mbarrier at `index` of the array `barriers` ([n x 1] -> [1]).
Value indexMbarrier(OpBuilder &b, Location loc, Value barriers, Value index);

/// The shared encoding of a descriptor's `block`, for moving blocks of
/// `shape`; reported on `op` when the block has no shared encoding or TMA
/// cannot move such a block in it.
FailureOr<Attribute> getTMABlockEncoding(Operation *op, RankedTensorType block, ArrayRef<int64_t> shape);

/// Writes the descriptor `op` makes into the 128 bytes at `descPtr` (a
/// !tt.ptr<i8> in global memory) with tensormap_create, fences it for the
/// tensormap proxy and returns it as `op`'s !tt.tensordesc, built at `b`'s
/// insertion point. Both the TMA lowering (one descriptor per op) and the
/// pipeliner (one per in-flight iteration) write descriptors this way.
/// Reported on `op` when its block or elements are not ones TMA moves.
FailureOr<Value> writeTMADescriptor(OpBuilder &b, MakeTensorDescOp op, Value descPtr);

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TRITONNVIDIAGPU_IR_TMA_H
