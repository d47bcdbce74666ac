//===- SharedBoundsCheck.h - shared-memory accesses against their buffers -*- C++ -*-===//
//
// convert-triton-gpu-to-llvm's `check-shared-bounds`: every shared-memory
// access the lowering emits must lie inside the buffer the allocation gave
// the op it belongs to. In two steps around the dialect conversion:
//
//   before  every op that owns a buffer (local_alloc, and any op with
//           scratch memory or a callee's frame) gets `tt.shared_buffer =
//           {offset, size, owner}` from the Allocation analysis; a buffer
//           that ends past the kernel's shared memory is an error.
//           getSharedMemoryBase copies it onto the address it makes, so
//           every buffer's base is marked in the lowered IR.
//   after   each access (load, store, atomic, ldmatrix/stmatrix, cp.async,
//           a shared-memory operand of inline PTX, and any other shared
//           address turned into an integer, such as a wgmma descriptor's
//           start) is traced back through address arithmetic, struct
//           fields, selects and branch arguments to the marked bases it may
//           come from; see SharedBoundsCheck.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDBOUNDSCHECK_H
#define TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDBOUNDSCHECK_H

#include "tt/Analysis/Allocation.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::triton::lowering {

/// The bytes of shared memory the kernel is launched with: the module's
/// `ttg.shared`, else what the allocation needs.
int64_t getKernelSharedBytes(ModuleOp module, ModuleAllocation &allocation);

/// Before the conversion: marks every op that owns a buffer with its byte
/// range; fails, located, on a buffer past the kernel's shared memory.
LogicalResult markSharedBuffers(ModuleOp module, ModuleAllocation &allocation);

/// After the conversion: checks every shared-memory access against the
/// buffers its address may come from (at compile time where it is a
/// constant offset from one of them, else when the kernel runs), then
/// drops the marks. An access whose buffer is unknown is checked against
/// the kernel's `sharedBytes`. Fails, located, on an access that is out of
/// range whatever the kernel does.
LogicalResult insertSharedBoundsChecks(ModuleOp module, int64_t sharedBytes);

} // namespace mlir::triton::lowering

#endif // TT_LIB_CONVERSION_TRITONGPUTOLLVM_SHAREDBOUNDSCHECK_H
