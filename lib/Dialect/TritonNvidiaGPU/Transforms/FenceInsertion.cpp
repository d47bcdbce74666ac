//===- FenceInsertion.cpp - generic-to-async proxy fences before wgmma ----===//
//
// wgmma (and tcgen05) read their shared-memory operands through the async
// proxy; stores from registers (st.shared, stmatrix) go through the generic
// proxy and are only visible to the async proxy after a
// `fence.proxy.async`. For each dot with a shared-memory operand, the
// writes from registers that can reach the operand are found by walking its
// def chain: through views, into loop-carried values (initial value and
// yielded value), into warp_specialize captures; a `local_alloc` with a
// value, or a `local_store` into the allocated buffer, is such a write, and
// any other block argument counts as one (nothing is known about it). When
// there is one, a `ttng.fence_async_shared` goes right before the dot, then
// out of every enclosing loop that contains none of the writes, and is
// dropped when the op before it is the same fence.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONGPUFENCEINSERTION
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The register-to-shared writes that can reach the shared value `operand`.
class RegisterWriteFinder {
public:
  SmallVector<Operation *> find(Value operand) {
    visit(operand);
    return writes.takeVector();
  }

private:
  void visit(Value value) {
    if (!visited.insert(value).second || !isa<ttg::MemDescType>(value.getType()))
      return;
    if (Operation *def = value.getDefiningOp())
      return visitDefinition(def);
    visitBlockArgument(cast<BlockArgument>(value));
  }

  void visitDefinition(Operation *def) {
    if (auto alloc = dyn_cast<ttg::LocalAllocOp>(def)) {
      if (alloc.getSrc())
        writes.insert(def);
      if (Operation *store = findStoreInto(alloc)) {
        writes.insert(store);
        return;
      }
    }
    for (Value operand : def->getOperands())
      visit(operand);
  }

  /// A local_store into the buffer `alloc` makes, through single-use views.
  static Operation *findStoreInto(ttg::LocalAllocOp alloc) {
    for (Operation *user : alloc.getResult().getUsers()) {
      while (user->hasOneUse() && isa<ttg::MemDescIndexOp, ttg::MemDescSubsliceOp,
                                      ttg::MemDescTransOp, ttg::MemDescReshapeOp,
                                      ttg::MemDescReinterpretOp>(user))
        user = *user->getUsers().begin();
      if (isa<ttg::LocalStoreOp>(user))
        return user;
    }
    return nullptr;
  }

  void visitBlockArgument(BlockArgument arg) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto forOp = dyn_cast<scf::ForOp>(owner)) {
      if (arg.getArgNumber() == 0) // the induction variable
        return;
      unsigned index = arg.getArgNumber() - 1;
      visit(forOp.getInitArgs()[index]);
      visit(forOp.getBody()->getTerminator()->getOperand(index));
      return;
    }
    if (auto partitions = dyn_cast<ttg::WarpSpecializePartitionsOp>(owner)) {
      auto ws = dyn_cast<ttg::WarpSpecializeOp>(partitions->getParentOp());
      if (ws && arg.getArgNumber() < ws.getExplicitCaptures().size()) {
        visit(ws.getExplicitCaptures()[arg.getArgNumber()]);
        return;
      }
    }
    // Nothing is known about other block arguments: assume a write.
    writes.insert(owner);
  }

  DenseSet<Value> visited;
  llvm::SetVector<Operation *> writes;
};

/// The shared-memory operands of a tensor-core dot.
SmallVector<Value> sharedOperands(Operation *op) {
  SmallVector<Value> operands;
  if (auto dot = dyn_cast<ttng::WarpGroupDotOp>(op))
    operands = {dot.getA(), dot.getB()};
  else if (auto mma = dyn_cast<ttng::TCGen5MMAOp>(op))
    operands = {mma.getA(), mma.getB()};
  else if (auto mma = dyn_cast<ttng::TCGen5MMAScaledOp>(op))
    operands = {mma.getA(), mma.getB()};
  return operands;
}

/// Moves `fence` out of the loops around it that contain none of `writes`.
void hoistOutOfLoops(Operation *fence, ArrayRef<Operation *> writes) {
  while (auto loop = fence->getParentOfType<LoopLikeOpInterface>()) {
    if (llvm::any_of(writes, [&](Operation *write) { return loop->isAncestor(write); }))
      return;
    loop.moveOutOfLoop(fence);
  }
}

struct FenceInsertionPass
    : public ttng::impl::TritonGPUFenceInsertionBase<FenceInsertionPass> {
  using TritonGPUFenceInsertionBase::TritonGPUFenceInsertionBase;

  void runOnOperation() override {
    // Before sm_90 there is no async proxy reading shared memory.
    if (computeCapability < 90)
      return;
    SmallVector<Operation *> dots;
    getOperation().walk([&](Operation *op) {
      if (!sharedOperands(op).empty())
        dots.push_back(op);
    });
    for (Operation *dot : dots)
      fenceBefore(dot);
  }

  void fenceBefore(Operation *dot) {
    SmallVector<Operation *> writes;
    for (Value operand : sharedOperands(dot))
      llvm::append_range(writes, RegisterWriteFinder().find(operand));
    if (writes.empty())
      return;
    OpBuilder builder(dot);
    auto fence = ttng::FenceAsyncSharedOp::create(builder, dot->getLoc(), /*bCluster=*/false);
    hoistOutOfLoops(fence, writes);
    auto previous = dyn_cast_or_null<ttng::FenceAsyncSharedOp>(fence->getPrevNode());
    if (previous && previous.getBCluster() == fence.getBCluster())
      fence.erase();
  }
};

} // namespace
