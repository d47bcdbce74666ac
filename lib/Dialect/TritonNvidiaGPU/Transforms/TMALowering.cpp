//===- TMALowering.cpp - descriptor ops to TMA copies and mbarriers -------===//
//
// triton-nvidia-tma-lowering turns the descriptor ops the pipeliner
// left alone into the TMA ops the LLVM lowering knows, as Triton 3.6 does:
//   - a load (descriptor_load, descriptor_gather) copies its block into a
//     fresh mutable shared buffer of the descriptor's encoding: an mbarrier
//     of one arrival is initialised, told to expect the block's bytes, the
//     TMA copy completes on it, every thread waits for phase 0, the barrier
//     is invalidated and the buffer read back into the result's layout;
//   - a store (descriptor_store, descriptor_reduce, descriptor_scatter)
//     puts its source into a shared buffer of the descriptor's encoding,
//     fences the generic-proxy writes for the async proxy, issues the TMA
//     store and waits until it has read the buffer;
//   - make_tensor_descriptor writes a descriptor (CUtensorMap) into 128
//     bytes of global scratch with tensormap_create: the box of one message
//     (getTMABoxShape, which the copies' lowering shares), the global shape
//     and byte strides innermost first, the swizzle and element type; then
//     fences it for the tensormap proxy and reinterprets the pointer.
// A descriptor without a shared encoding (optimize-descriptor-encoding
// not run) or with a block TMA cannot move is reported on the op.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUTMALOWERING
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The buffer encoding of a load that drops the block's leading unit
/// dimensions: the block's encoding at the tensor's rank, as Triton's
/// getEncodingFromDescriptor makes it (the same nvmma tile; a swizzled
/// order keeping the dimension numbers below the tensor's rank, as
/// Triton's updateEncodingForShape does). One CTA only, like the rest of
/// the TMA lowering.
FailureOr<ttg::SharedEncodingTrait> getEncodingAtRank(Operation *op, ttg::SharedEncodingTrait encoding,
                                                      unsigned rank) {
  MLIRContext *ctx = op->getContext();
  auto cta = ttg::CTALayoutAttr::getDefault(ctx, rank);
  auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(encoding);
  auto swizzled = dyn_cast<ttg::SwizzledSharedEncodingAttr>(encoding);
  if ((nvmma && !nvmma.getCTALayout().isDefault()) || (swizzled && !swizzled.getCTALayout().isDefault()))
    return op->emitOpError() << "drops dimensions of a block laid out over a cluster (" << encoding
                             << "), which is not lowered";
  if (nvmma)
    return cast<ttg::SharedEncodingTrait>(ttg::NVMMASharedEncodingAttr::get(
        ctx, nvmma.getSwizzlingByteWidth(), nvmma.getTransposed(), nvmma.getElementBitWidth(),
        nvmma.getFp4Padded(), cta));
  if (swizzled) {
    SmallVector<unsigned> order;
    for (unsigned dim : swizzled.getOrder())
      if (dim < rank)
        order.push_back(dim);
    return cast<ttg::SharedEncodingTrait>(ttg::SwizzledSharedEncodingAttr::get(
        ctx, swizzled.getVec(), swizzled.getPerPhase(), swizzled.getMaxPhase(), order, cta));
  }
  return op->emitOpError() << "drops dimensions of a block in " << encoding << ", which is not lowered";
}

/// The shared encoding of `desc`'s block, reported on `op` when missing or
/// when it does not fit a `tensorType` block.
FailureOr<ttg::SharedEncodingTrait> getBlockEncoding(Operation *op, Value desc, RankedTensorType tensorType) {
  RankedTensorType block = cast<TensorDescType>(desc.getType()).getBlockType();
  // A load may drop leading unit dimensions of the block (the verifier
  // checked they are 1); the buffer has the tensor's shape.
  if (block.getEncoding() && block.getRank() < tensorType.getRank())
    return op->emitOpError() << "moves a rank-" << tensorType.getRank() << " tensor through a rank-"
                             << block.getRank() << " descriptor";
  FailureOr<Attribute> encoding = ttng::getTMABlockEncoding(op, block, tensorType.getShape());
  if (failed(encoding))
    return failure();
  auto shared = cast<ttg::SharedEncodingTrait>(*encoding);
  if (block.getRank() == tensorType.getRank())
    return shared;
  return getEncodingAtRank(op, shared, tensorType.getRank());
}

ttg::MemDescType getSharedBufferType(RankedTensorType tensorType, Attribute encoding, bool isMutable) {
  MLIRContext *ctx = tensorType.getContext();
  return ttg::MemDescType::get(tensorType.getShape(), tensorType.getElementType(), encoding,
                               ttg::SharedMemorySpaceAttr::get(ctx), isMutable);
}

/// Gives `value` (now a view of a mutable buffer) and the views,
/// warp_group_dot_wait results and warp_specialize partition arguments
/// (a buffer captured) derived from it mutable memdesc types.
void propagateMutability(Value value);

/// `type`, mutable.
ttg::MemDescType getMutable(ttg::MemDescType type) {
  return ttg::MemDescType::get(type.getContext(), type.getShape(), type.getElementType(), type.getEncoding(),
                               type.getMemorySpace(), /*mutableMemory=*/true, type.getAllocShape());
}

/// The partition arguments of `ws` that capture `value`, made mutable.
void propagateMutabilityIntoPartitions(ttg::WarpSpecializeOp ws, Value value) {
  for (OpOperand &operand : ws->getOpOperands()) {
    if (operand.get() != value)
      continue;
    for (Region *partition : ws.getPartitionRegions()) {
      BlockArgument arg = partition->getArgument(operand.getOperandNumber());
      auto type = dyn_cast<ttg::MemDescType>(arg.getType());
      if (!type || type.getMutableMemory())
        continue;
      arg.setType(getMutable(type));
      propagateMutability(arg);
    }
  }
}

void propagateMutability(Value value) {
  for (Operation *user : value.getUsers()) {
    if (auto ws = dyn_cast<ttg::WarpSpecializeOp>(user)) {
      propagateMutabilityIntoPartitions(ws, value);
      continue;
    }
    if (!isa<ttg::MemDescTransOp, ttg::MemDescSubsliceOp, ttg::MemDescReshapeOp, ttg::MemDescReinterpretOp,
             ttg::MemDescIndexOp, ttng::WarpGroupDotWaitOp>(user))
      continue;
    for (OpResult result : user->getResults()) {
      auto type = dyn_cast<ttg::MemDescType>(result.getType());
      if (!type || type.getMutableMemory())
        continue;
      // A view's result is tied to its source; a wait's result to the
      // operand at its own position.
      if (isa<ttng::WarpGroupDotWaitOp>(user) && user->getOperand(result.getResultNumber()) != value)
        continue;
      result.setType(getMutable(type));
      propagateMutability(result);
    }
  }
}

/// The loaded value's users: a local_alloc of the buffer's own encoding
/// becomes the buffer itself (no copy through registers, as Triton does);
/// the other users read the buffer back with local_load.
void replaceWithBuffer(RewriterBase &rewriter, Operation *load, Value buffer) {
  Value loaded = load->getResult(0);
  Attribute encoding = cast<ttg::MemDescType>(buffer.getType()).getEncoding();
  for (Operation *user : llvm::make_early_inc_range(loaded.getUsers())) {
    auto alloc = dyn_cast<ttg::LocalAllocOp>(user);
    if (!alloc || alloc.getType().getEncoding() != encoding || alloc.getType().getShape() !=
                                                                  cast<ttg::MemDescType>(buffer.getType()).getShape())
      continue;
    rewriter.replaceAllUsesWith(alloc.getResult(), buffer);
    propagateMutability(buffer);
    rewriter.eraseOp(alloc);
  }
  if (loaded.use_empty()) {
    rewriter.eraseOp(load);
    return;
  }
  rewriter.replaceOpWithNewOp<ttg::LocalLoadOp>(load, loaded.getType(), buffer, Value());
}

/// The load protocol around `issueCopy(barrier, buffer, pred)`.
LogicalResult lowerLoad(Operation *op, Value desc, RewriterBase &rewriter,
                        function_ref<void(Value, Value, Value)> issueCopy) {
  Location loc = op->getLoc();
  auto tensorType = cast<RankedTensorType>(op->getResult(0).getType());
  FailureOr<ttg::SharedEncodingTrait> encoding = getBlockEncoding(op, desc, tensorType);
  if (failed(encoding))
    return failure();
  MLIRContext *ctx = op->getContext();
  Value buffer = ttg::LocalAllocOp::create(rewriter, loc, getSharedBufferType(tensorType, *encoding, true), Value(),
                                           IntegerAttr());
  Type barrierType = ttng::getMbarrierType(ctx, 1, /*array=*/false);
  Value barrier = ttg::LocalAllocOp::create(rewriter, loc, barrierType, Value(), IntegerAttr());
  ttng::InitBarrierOp::create(rewriter, loc, barrier, 1);
  Value always = arith::ConstantIntOp::create(rewriter, loc, 1, 1);
  ttng::BarrierExpectOp::create(rewriter, loc, barrier, ttng::getTMABlockBytes(tensorType), always);
  issueCopy(barrier, buffer, always);
  Value phase = arith::ConstantIntOp::create(rewriter, loc, 0, 32);
  ttng::WaitBarrierOp::create(rewriter, loc, barrier, phase, Value(), ValueRange{});
  ttng::InvalBarrierOp::create(rewriter, loc, barrier);
  replaceWithBuffer(rewriter, op, buffer);
  return success();
}

/// The store protocol around `issueStore(buffer)`.
LogicalResult lowerStore(Operation *op, Value desc, TypedValue<RankedTensorType> src,
                         RewriterBase &rewriter, function_ref<void(Value)> issueStore) {
  Location loc = op->getLoc();
  FailureOr<ttg::SharedEncodingTrait> encoding = getBlockEncoding(op, desc, src.getType());
  if (failed(encoding))
    return failure();
  Value buffer = ttg::LocalAllocOp::create(rewriter, loc, getSharedBufferType(src.getType(), *encoding, false), src,
                                           IntegerAttr());
  ttng::FenceAsyncSharedOp::create(rewriter, loc, /*bCluster=*/false);
  issueStore(buffer);
  ttng::TMAStoreWaitOp::create(rewriter, loc, 0);
  rewriter.eraseOp(op);
  return success();
}

LogicalResult lowerDescriptorLoad(DescriptorLoadOp op, RewriterBase &rewriter) {
  return lowerLoad(op, op.getDesc(), rewriter, [&](Value barrier, Value buffer, Value pred) {
    ttng::AsyncTMACopyGlobalToLocalOp::create(rewriter, op.getLoc(), op.getDesc(), op.getIndices(), barrier,
                                              buffer, pred);
  });
}

LogicalResult lowerDescriptorGather(DescriptorGatherOp op, RewriterBase &rewriter) {
  return lowerLoad(op, op.getDesc(), rewriter, [&](Value barrier, Value buffer, Value pred) {
    ttng::AsyncTMAGatherOp::create(rewriter, op.getLoc(), op.getDesc(), op.getXOffsets(), op.getYOffset(),
                                   barrier, buffer, pred);
  });
}

LogicalResult lowerDescriptorStore(DescriptorStoreOp op, RewriterBase &rewriter) {
  return lowerStore(op, op.getDesc(), op.getSrc(), rewriter, [&](Value buffer) {
    ttng::AsyncTMACopyLocalToGlobalOp::create(rewriter, op.getLoc(), op.getDesc(), op.getIndices(), buffer);
  });
}

LogicalResult lowerDescriptorReduce(DescriptorReduceOp op, RewriterBase &rewriter) {
  return lowerStore(op, op.getDesc(), op.getSrc(), rewriter, [&](Value buffer) {
    ttng::AsyncTMAReduceOp::create(rewriter, op.getLoc(), op.getKind(), op.getDesc(), op.getIndices(), buffer);
  });
}

LogicalResult lowerDescriptorScatter(DescriptorScatterOp op, RewriterBase &rewriter) {
  return lowerStore(op, op.getDesc(), op.getSrc(), rewriter, [&](Value buffer) {
    ttng::AsyncTMAScatterOp::create(rewriter, op.getLoc(), op.getDesc(), op.getXOffsets(), op.getYOffset(),
                                    buffer);
  });
}

LogicalResult lowerMakeTensorDescriptor(MakeTensorDescOp op, RewriterBase &rewriter) {
  // The scratch first, then the fields, as Triton orders them.
  Type rawPointer = PointerType::get(rewriter.getI8Type(), 1);
  Value scratch = ttg::GlobalScratchAllocOp::create(rewriter, op.getLoc(), rawPointer, ttng::kTMADescriptorBytes,
                                                    ttng::kTMADescriptorAlignment);
  FailureOr<Value> desc = ttng::writeTMADescriptor(rewriter, op, scratch);
  if (failed(desc))
    return failure();
  rewriter.replaceOp(op, *desc);
  return success();
}

struct TMALoweringPass : ttng::impl::TritonNvidiaGPUTMALoweringBase<TMALoweringPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    getOperation().walk([&](Operation *op) {
      if (isa<DescriptorLoadOp, DescriptorGatherOp, DescriptorStoreOp, DescriptorReduceOp, DescriptorScatterOp,
              MakeTensorDescOp>(op))
        ops.push_back(op);
    });
    // Each op is rewritten where it stands; a failure is reported on the op
    // and fails the pass. Last op first, the order in which Triton's pattern
    // driver takes them: a store or reduce of a loaded tile is lowered before
    // the load, so its local_alloc of the tile is a user the load then turns
    // into its own buffer (replaceWithBuffer), with no copy through registers.
    IRRewriter rewriter(&getContext());
    bool failedAny = false;
    for (Operation *op : llvm::reverse(ops)) {
      rewriter.setInsertionPoint(op);
      LogicalResult result = llvm::TypeSwitch<Operation *, LogicalResult>(op)
                                 .Case([&](DescriptorLoadOp load) { return lowerDescriptorLoad(load, rewriter); })
                                 .Case([&](DescriptorGatherOp gather) { return lowerDescriptorGather(gather, rewriter); })
                                 .Case([&](DescriptorStoreOp store) { return lowerDescriptorStore(store, rewriter); })
                                 .Case([&](DescriptorReduceOp reduce) { return lowerDescriptorReduce(reduce, rewriter); })
                                 .Case([&](DescriptorScatterOp scatter) { return lowerDescriptorScatter(scatter, rewriter); })
                                 .Case([&](MakeTensorDescOp make) { return lowerMakeTensorDescriptor(make, rewriter); });
      failedAny |= failed(result);
    }
    if (failedAny)
      return signalPassFailure();
    // Fold what the rewrites left foldable (byte strides of 1-byte
    // elements, repeated constants), as Triton's pattern driver does.
    (void)applyPatternsGreedily(getOperation(), RewritePatternSet(&getContext()));
  }
};

} // namespace
