//===- PipelineTMAStores.cpp - TMA stores overlapped with the next iteration -===//
//
// tritongpu-pipeline's last step, Triton's pipelineTMAStores, for each loop
// of num-stages > 1. A descriptor store (or reduction, or scatter) lowered
// on its own waits for its TMA copy before the op after it: the tile is
// allocated, written, fenced, copied out and waited for. In a loop that
// wait can move to the next store: each store-like op of the loop body
// (nested ifs included, nested loops not) gets a buffer made before the
// loop, one per tile shape and element type (stores that share a buffer are
// ordered by the wait each begins with), and becomes
//
//   async_tma_store_wait {pendings = 0}   the previous copy out of it is done
//   local_store                           the tile into the buffer
//   fence_async_shared                    visible to the TMA unit
//   async_tma_copy_local_to_global        (or async_tma_reduce / scatter)
//
// and after the loop one more wait and the buffers' deallocation. A
// descriptor made in the loop is then written into one of two scratch
// slots taken in turn (lowerLoopDescriptors), as a copy still in flight
// reads the previous one.
//
//===----------------------------------------------------------------------===//

#include "PipelineUtility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// A descriptor store-like op of the loop: its descriptor, the tile it
/// writes and the buffer type that tile is staged in.
struct TMAStore {
  Operation *op;
  TypedValue<TensorDescType> desc;
  TypedValue<RankedTensorType> src;
  MemDescType bufferType;
};

/// The stores of the loop body in body order, outside nested loops; none
/// when one of them has no buffer layout TMA can copy a tile of its shape
/// from (the TMA lowering then reports or lowers it on its own).
SmallVector<TMAStore> findTMAStores(scf::ForOp forOp) {
  SmallVector<TMAStore> stores;
  bool usable = true;
  forOp.getBody()->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<scf::ForOp, scf::WhileOp>(op))
      return WalkResult::skip();
    TypedValue<TensorDescType> desc;
    TypedValue<RankedTensorType> src;
    if (auto store = dyn_cast<DescriptorStoreOp>(op))
      desc = store.getDesc(), src = store.getSrc();
    else if (auto reduce = dyn_cast<DescriptorReduceOp>(op))
      desc = reduce.getDesc(), src = reduce.getSrc();
    else if (auto scatter = dyn_cast<DescriptorScatterOp>(op))
      desc = scatter.getDesc(), src = scatter.getSrc();
    else
      return WalkResult::advance();
    RankedTensorType block = desc.getType().getBlockType();
    RankedTensorType tile = src.getType();
    auto encoding = dyn_cast_or_null<SharedEncodingTrait>(block.getEncoding());
    if (!encoding || block.getRank() != tile.getRank() ||
        !ttng::getTMABoxShape(encoding, tile.getShape(), tile.getElementTypeBitWidth())) {
      usable = false;
      return WalkResult::interrupt();
    }
    auto bufferType = MemDescType::get(tile.getShape(), tile.getElementType(), encoding,
                                       SharedMemorySpaceAttr::get(op->getContext()),
                                       /*mutableMemory=*/true);
    stores.push_back({op, desc, src, bufferType});
    return WalkResult::advance();
  });
  if (!usable)
    return {};
  return stores;
}

/// The store as the asynchronous sequence of the file comment.
void issueAsyncStore(const TMAStore &store, Value buffer) {
  OpBuilder b(store.op);
  Location loc = store.op->getLoc();
  ttng::TMAStoreWaitOp::create(b, loc, 0);
  LocalStoreOp::create(b, loc, store.src, buffer);
  ttng::FenceAsyncSharedOp::create(b, loc, /*bCluster=*/false);
  if (auto op = dyn_cast<DescriptorStoreOp>(store.op))
    ttng::AsyncTMACopyLocalToGlobalOp::create(b, loc, store.desc, op.getIndices(), buffer);
  else if (auto op = dyn_cast<DescriptorReduceOp>(store.op))
    ttng::AsyncTMAReduceOp::create(b, loc, op.getKind(), store.desc, op.getIndices(), buffer);
  else if (auto op = dyn_cast<DescriptorScatterOp>(store.op))
    ttng::AsyncTMAScatterOp::create(b, loc, store.desc, op.getXOffsets(), op.getYOffset(), buffer);
  store.op->erase();
}

/// Whether some store writes through a descriptor the kernel makes (not a
/// kernel argument): those are written per iteration in flight.
bool storesThroughMadeDescriptors(ArrayRef<TMAStore> stores) {
  return llvm::any_of(stores, [](const TMAStore &store) {
    auto arg = dyn_cast<BlockArgument>(store.desc);
    return !arg || !isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
  });
}

} // namespace

void mlir::triton::gpu::pipelineTMAStores(scf::ForOp forOp) {
  SmallVector<TMAStore> stores = findTMAStores(forOp);
  if (stores.empty())
    return;
  OpBuilder b(forOp);
  // One buffer per tile shape and element type: each store waits for the
  // previous copy before it writes, so stores can share one.
  llvm::MapVector<std::pair<ArrayRef<int64_t>, Type>, Value> buffers;
  SmallVector<Value> bufferOf;
  for (const TMAStore &store : stores) {
    RankedTensorType tile = store.src.getType();
    Value &buffer = buffers[{tile.getShape(), tile.getElementType()}];
    if (!buffer)
      buffer = LocalAllocOp::create(b, store.op->getLoc(), store.bufferType, Value(), IntegerAttr());
    bufferOf.push_back(buffer);
  }
  bool madeDescriptors = storesThroughMadeDescriptors(stores);
  for (auto [store, buffer] : llvm::zip(stores, bufferOf))
    issueAsyncStore(store, buffer);

  b.setInsertionPointAfter(forOp);
  ttng::TMAStoreWaitOp::create(b, forOp.getLoc(), 0);
  for (Value buffer : llvm::make_second_range(buffers))
    LocalDeallocOp::create(b, forOp.getLoc(), buffer);
  // Two slots, as Triton's three-stage schedule gives them (a wgmma in the
  // loop adds one). A descriptor that cannot be written is left as it is,
  // for the TMA lowering to report.
  if (madeDescriptors)
    (void)lowerLoopDescriptors(forOp, /*maxStage=*/2);
}
