//===- GlobalScratchMemoryAllocation.cpp - global-scratch offsets ---------===//
//
// Global scratch is memory the launcher allocates next to the kernel's
// arguments, one slice per program, for what does not fit in registers or
// shared memory (tensor descriptors built on the device, ...). This pass
// decides the slice's layout as Triton 3.6 does: no reuse between buffers,
// each at the next multiple of its alignment, in the order the ops appear,
// a call taking its callee's whole slice. Callees are laid out before their
// callers; a function on a call cycle is an error.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUGLOBALSCRATCHALLOCATION
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

constexpr llvm::StringLiteral kSizeAttr = "ttg.global_scratch_memory_size";
constexpr llvm::StringLiteral kAlignmentAttr = "ttg.global_scratch_memory_alignment";
constexpr llvm::StringLiteral kOffsetAttr = "ttg.global_scratch_memory_offset";

/// A function's slice: its size in bytes and the alignment it needs.
struct Slice {
  int64_t size = 0;
  int64_t alignment = 1;
};

/// Lays out the slices of the module's functions, callees first.
class SliceAllocator {
public:
  explicit SliceAllocator(ModuleOp module) : symbols(module) {}

  /// Assigns the offsets inside `func` and records its slice on it.
  FailureOr<Slice> allocate(triton::FuncOp func) {
    if (auto it = slices.find(func); it != slices.end())
      return it->second;
    if (!inProgress.insert(func))
      return func.emitError("calls itself (directly or through other functions): its global "
                            "scratch cannot be laid out");

    Slice slice;
    WalkResult walk = func.walk([&](Operation *op) -> WalkResult {
      FailureOr<Slice> buffer = getBuffer(op);
      if (failed(buffer))
        return WalkResult::interrupt();
      if (buffer->size == 0)
        return WalkResult::advance();
      int64_t offset = llvm::alignTo(slice.size, buffer->alignment);
      slice.size = offset + buffer->size;
      slice.alignment = std::max(slice.alignment, buffer->alignment);
      if (slice.size > std::numeric_limits<int32_t>::max()) {
        op->emitError("global scratch of the function exceeds 2^31 bytes");
        return WalkResult::interrupt();
      }
      op->setAttr(kOffsetAttr, Builder(op->getContext()).getI32IntegerAttr(offset));
      return WalkResult::advance();
    });
    inProgress.remove(func);
    if (walk.wasInterrupted())
      return failure();

    slice.size = llvm::alignTo(slice.size, slice.alignment);
    Builder b(func.getContext());
    func->setAttr(kSizeAttr, b.getI32IntegerAttr(slice.size));
    func->setAttr(kAlignmentAttr, b.getI32IntegerAttr(slice.alignment));
    slices[func] = slice;
    return slice;
  }

private:
  /// The space `op` takes in its function's slice: a buffer's own, a
  /// call's callee's, nothing for other ops.
  FailureOr<Slice> getBuffer(Operation *op) {
    if (auto alloc = dyn_cast<triton::gpu::GlobalScratchAllocOp>(op)) {
      int64_t nbytes = alloc.getNbytesAttr().getInt();
      int64_t alignment = alloc.getAlignmentAttr().getInt();
      if (nbytes < 0 || alignment <= 0 || !llvm::isPowerOf2_64(alignment))
        return alloc.emitError("needs a non-negative size and a power-of-two alignment");
      return Slice{nbytes, alignment};
    }
    if (auto call = dyn_cast<triton::CallOp>(op)) {
      auto callee = symbols.lookup<triton::FuncOp>(call.getCallee());
      if (!callee)
        return call.emitError("calls a function that is not a tt.func of this module");
      return allocate(callee);
    }
    return Slice{};
  }

  SymbolTable symbols;
  DenseMap<Operation *, Slice> slices;
  llvm::SetVector<Operation *> inProgress;
};

struct GlobalScratchAllocationPass
    : triton::gpu::impl::TritonGPUGlobalScratchAllocationBase<GlobalScratchAllocationPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SliceAllocator allocator(module);
    // With several kernels in one module (Triton compiles one at a time),
    // the module's pair covers the largest.
    Slice kernels;
    for (auto func : module.getOps<triton::FuncOp>()) {
      FailureOr<Slice> slice = allocator.allocate(func);
      if (failed(slice))
        return signalPassFailure();
      if (func.isPublic()) {
        kernels.size = std::max(kernels.size, slice->size);
        kernels.alignment = std::max(kernels.alignment, slice->alignment);
      }
    }
    Builder b(module.getContext());
    module->setAttr(kSizeAttr, b.getI32IntegerAttr(kernels.size));
    module->setAttr(kAlignmentAttr, b.getI32IntegerAttr(kernels.alignment));
  }
};

} // namespace
