//===- Allocation.h - shared-memory buffers, their lives and offsets -*- C++ -*-===//
//
// Gives every piece of shared memory a function uses an offset in the CTA's
// dynamic shared memory, reusing space between buffers that are never live
// at the same time. Three kinds of buffers:
//   explicit  the result of a `ttg.local_alloc`, live from its definition to
//             the last use of it or of any alias (views, loop-carried and
//             branch arguments; see Alias.h);
//   scratch   memory an op needs while it is lowered (layout conversions
//             across warps, reductions and scans across warps, histograms,
//             gathers, atomics whose result all threads read, TMA
//             descriptors, warp_specialize captures), live during that op;
//   virtual   at a `tt.call`, the callee's whole frame.
// Sizes and the placement algorithm follow Triton 3.6 (first fit by
// decreasing size over liveness intervals, then graph coloring until no two
// live buffers overlap), so offsets printed by `-test-print-allocation` and
// set by `allocate-shared-memory` match Triton's.
//
//===----------------------------------------------------------------------===//

#ifndef TT_ANALYSIS_ALLOCATION_H
#define TT_ANALYSIS_ALLOCATION_H

#include "tt/Tools/SharedStaging.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <map>
#include <utility>

namespace mlir::triton {

/// A half-open range [start, end); the default one covers everything.
template <typename T> class Interval {
public:
  Interval() = default;
  Interval(T start, T end) : start_(start), end_(end) {}
  T start() const { return start_; }
  T end() const { return end_; }
  T size() const { return end_ - start_; }
  bool contains(T x) const { return start_ <= x && x < end_; }
  bool intersects(const Interval &other) const {
    return start_ < other.end_ && other.start_ < end_;
  }
  bool operator==(const Interval &other) const {
    return start_ == other.start_ && end_ == other.end_;
  }
  bool operator!=(const Interval &other) const { return !(*this == other); }
  bool operator<(const Interval &other) const {
    return std::make_pair(start_, end_) < std::make_pair(other.start_, other.end_);
  }

private:
  T start_ = std::numeric_limits<T>::min();
  T end_ = std::numeric_limits<T>::max();
};

/// Bytes of scratch shared memory `op` needs while it is lowered; 0 for none.
using AllocationScratchSizeFn = std::function<unsigned(Operation *)>;

/// Triton 3.6's sizes for every op that needs scratch memory.
unsigned defaultAllocationScratchSize(Operation *op);

/// defaultAllocationScratchSize as if no target had matrix instructions:
/// layout conversions sized for plain ld/st staging, whatever `ttg.target`
/// says. Triton's target-independent analysis (what its
/// `-test-print-allocation` prints) sizes them so; its NVIDIA allocation,
/// like ours, sizes them for the ldmatrix/stmatrix tile the lowering uses.
unsigned genericAllocationScratchSize(Operation *op);

/// Bytes a `ttg.convert_layout` from `srcTy` to `dstTy` stages through
/// shared memory (0 when it moves no data between warps): one round of the
/// bank-conflict-free swizzled tile Triton's lowering uses, repeated over
/// register bases both sides share, on a target of `computeCapability`
/// (ldmatrix and stmatrix change the tile).
unsigned getConvertLayoutScratchBytes(RankedTensorType srcTy, RankedTensorType dstTy,
                                      int computeCapability);

/// Where a `ttg.convert_layout` from `srcTy` to `dstTy` that stages through
/// shared memory places each element, on a target of `computeCapability`:
/// the one plan the allocator sizes and the lowering follows. Both types
/// must have distributed layouts.
tt::SharedStaging planConvertLayoutStaging(RankedTensorType srcTy, RankedTensorType dstTy,
                                           int computeCapability);

/// Whether a `ttg.convert_layout` from `srcTy` to `dstTy` that stages
/// through shared memory needs each warp to wait for itself only
/// (tt::isWarpSynchronousConversion on the layouts without their broadcast
/// registers): the lowering orders its round trip with bar.warp.sync, and
/// membar must not count that as a CTA barrier. False for layouts that are
/// not distributed.
bool isWarpSynchronousStaging(RankedTensorType srcTy, RankedTensorType dstTy);

/// Where a `tt.reduce` with warps along its axis keeps their partial results:
/// per operand, `slots` elements (one per warp along the axis for every
/// position of the other dimensions), the operands side by side from
/// `operandOffsets` (bytes). The one plan the allocator sizes (`bytes`; 0 when
/// no warp moves along the axis) and the lowering addresses.
class ReduceOp;
struct ReduceScratchPlan {
  int64_t warpsAlongAxis = 1;
  int64_t slots = 0;
  llvm::SmallVector<int64_t> operandOffsets;
  int64_t bytes = 0;
};
ReduceScratchPlan planReduceScratch(triton::ReduceOp op);

/// The bit width a tensor's elements occupy in shared memory: 64 for
/// pointers, at least 8.
unsigned getSharedBitwidth(RankedTensorType type);

/// The shared memory plan of one function.
class Allocation {
public:
  using BufferId = size_t;
  static constexpr BufferId InvalidBufferId = std::numeric_limits<BufferId>::max();
  using FuncAllocMapT = llvm::DenseMap<FunctionOpInterface, Allocation>;

  enum class BufferKind { Explicit, Scratch, Virtual };

  struct Buffer {
    BufferKind kind = BufferKind::Explicit;
    BufferId id = InvalidBufferId;
    Operation *owner = nullptr;
    size_t size = 0;
    size_t alignment = 1;
    size_t offset = 0;

    /// Places the buffer at the first multiple of its alignment at or
    /// after `newOffset`.
    size_t setOffsetAligned(size_t newOffset);
  };

  Allocation() = default;
  explicit Allocation(FunctionOpInterface func) : func(func) {}

  /// Computes the plan; callees must already be in `funcAllocMap`.
  void run(FuncAllocMapT &funcAllocMap, const AllocationScratchSizeFn &scratchSize);

  FunctionOpInterface getFunction() const { return func; }

  size_t getOffset(BufferId id) const { return buffers.lookup(id).offset; }
  size_t getAllocatedSize(BufferId id) const { return buffers.lookup(id).size; }
  Interval<size_t> getAllocatedInterval(BufferId id) const {
    const Buffer &b = buffers.find(id)->second;
    return Interval<size_t>(b.offset, b.offset + b.size);
  }
  bool isVirtualBuffer(BufferId id) const {
    auto it = buffers.find(id);
    return it != buffers.end() && it->second.kind == BufferKind::Virtual;
  }

  /// The buffer a `ttg.local_alloc` result owns, or InvalidBufferId.
  BufferId getBufferId(Value value) const;
  /// The buffer `value` owns and every buffer it may alias.
  llvm::SmallVector<BufferId> getBufferIds(Value value) const;
  /// The scratch (or, for a call, virtual) buffer of `op`, or InvalidBufferId.
  BufferId getBufferId(Operation *op) const;

  /// Bytes of shared memory the function needs: the end of its highest
  /// buffer.
  size_t getSharedMemorySize() const { return sharedMemorySize; }

private:
  friend class AllocationAnalysis;

  Buffer *addBuffer(BufferKind kind, Operation *owner, size_t size, size_t alignment);

  FunctionOpInterface func;
  llvm::DenseMap<BufferId, Buffer> buffers;
  BufferId nextId = 0;
  /// local_alloc result -> its buffer.
  llvm::MapVector<Value, BufferId> valueBuffer;
  /// Any value -> the explicit buffers it may alias.
  llvm::MapVector<Value, llvm::SetVector<BufferId>> aliasBuffers;
  /// op -> scratch buffer; call -> virtual buffer.
  llvm::MapVector<Operation *, BufferId> opScratch;
  llvm::MapVector<Operation *, BufferId> opVirtual;
  size_t sharedMemorySize = 0;
};

/// The plans of every function of a module, callees first. A kernel needs
/// the largest frame among the functions nobody calls.
class ModuleAllocation {
public:
  explicit ModuleAllocation(ModuleOp module,
                            AllocationScratchSizeFn scratchSize = defaultAllocationScratchSize);

  Allocation *getFuncData(FunctionOpInterface func) {
    auto it = funcMap.find(func);
    return it == funcMap.end() ? nullptr : &it->second;
  }
  size_t getSharedMemorySize() const;
  /// Functions in the order they were planned (callees first).
  llvm::ArrayRef<FunctionOpInterface> getFunctions() const { return order; }
  /// The function a call resolves to in this module, or null.
  FunctionOpInterface getCallee(CallOpInterface call) const;

private:
  ModuleOp module;
  Allocation::FuncAllocMapT funcMap;
  llvm::SmallVector<FunctionOpInterface> order;
  llvm::DenseSet<Operation *> called;
};

} // namespace mlir::triton

#endif // TT_ANALYSIS_ALLOCATION_H
