//===- Pipeline.cpp - tritongpu-pipeline: asynchronous wgmma in loops -----===//
//
// Triton 3.6's pipeliner first lowers the loops that schedule-loops has
// scheduled into multi-buffered asynchronous copies and expands them
// (PipelineLowerLoops.cpp), then makes the wgmma dots of every loop
// asynchronous, and last makes the descriptor stores of loops of
// num-stages > 1 asynchronous TMA copies (PipelineTMAStores.cpp). This file
// is the wgmma step, for each scf.for when num-stages >= 1:
//
//   1. Every ttng.warp_group_dot directly in the loop gets isAsync. A dot is
//      "properly async" when it may stay in flight into the next iteration:
//      each shared operand is loop-invariant or a multi-buffered slot
//      (memdesc_index), through views and loop-carried values; its result
//      is used in the loop only by the yield (through no-op conversions, or
//      inside an scf.if); its accumulator is f32; and the carried result is
//      used only as the accumulator of warp_group_dots, or only after a
//      `wait {pendings = 0}` in the loop (then it is threaded through that
//      wait). Any other dot gets a `warp_group_dot_wait {pendings = 0}` right
//      after it.
//   2. Unless the loop already waits for everything somewhere, each
//      properly async dot reading A from registers is split along K into
//      dots of the instruction's K (instrShape[2]), chained through the
//      accumulator, so that all but one of them may stay in flight while the
//      next one's registers are written (Triton's splitRSDot). A's pieces:
//      tt.reshape of K into [2, .., 2, k] (as many 2s as halvings), tt.trans
//      bringing k next to M with the 2s slowest-halving last, tt.split
//      halving K recursively (piece i holds K's i-th k columns), each
//      converted to the dot-operand layout, a conversion that moves no data
//      by construction. B's pieces: read-only memdesc_subslices at K = i*k.
//      The first piece keeps the dot's useC, the rest accumulate; fp8's
//      max_num_imprecise_acc is spent piece by piece (2^30 on a piece that
//      takes a whole k, so its lowering adds no partial accumulator).
//      A dot whose pieces cannot be built so (a layout the interface cannot
//      infer, a conversion that would move data) stays whole.
//   3. Unless the loop already waits for everything somewhere, a
//      `wait {pendings = N}` (N = number of properly async dots) goes after
//      the last properly async dot, so at most one iteration's dots are in
//      flight; uses of their results in the loop other than the yield wait
//      for them with pendings = 0 at the start of their block. A dot reading
//      A from registers computed in the loop waits for its own previous
//      instance (pendings = N - 1) instead, so the registers are not
//      overwritten while it reads them.
//   4. After the loop, `wait {pendings = 0}` completes the last iteration's
//      properly async dots.
//
// A wait lists the values it completes: the tensors its users read, and the
// shared operands of every dot those tensors come from (so the buffers are
// not reused too early). Later uses read the wait's results.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "PipelineUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Tools/LayoutQueries.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPIPELINE
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Whether converting a `src` tensor to `dst` moves no data at all.
bool isFreeConversion(RankedTensorType src, RankedTensorType dst) {
  std::optional<tt::LinearLayout> from = toLinearLayout(src.getShape(), src.getEncoding());
  std::optional<tt::LinearLayout> to = toLinearLayout(dst.getShape(), dst.getEncoding());
  return from && to && tt::classifyConversion(*from, *to) == tt::ConversionKind::Free;
}

/// Ops that move no data: reshapes, transposes and free conversions.
bool isNoop(Operation *op) {
  if (isa<ReshapeOp, TransOp>(op))
    return true;
  auto cvt = dyn_cast<ConvertLayoutOp>(op);
  return cvt && isFreeConversion(cvt.getSrc().getType(), cvt.getType());
}

/// Replaces `wait` by one that also completes `values` and the shared
/// operands of the warp_group_dots they are computed from (in the wait's
/// block); uses of `values` after the new wait read its results.
void threadValuesThroughWait(ttng::WarpGroupDotWaitOp wait, ArrayRef<Value> values) {
  unsigned oldCount = wait.getNumOperands();
  llvm::SetVector<Value> operands(wait.getOperands().begin(), wait.getOperands().end());
  operands.insert(values.begin(), values.end());

  SmallVector<ttng::WarpGroupDotOp> dots;
  for (Value v : values) {
    BackwardSliceOptions options;
    options.omitBlockArguments = true;
    options.filter = [&](Operation *op) {
      if (auto dot = dyn_cast<ttng::WarpGroupDotOp>(op)) {
        dots.push_back(dot);
        return false;
      }
      return op->getBlock() == wait->getBlock();
    };
    SetVector<Operation *> slice;
    (void)getBackwardSlice(v, &slice, options);
  }
  for (ttng::WarpGroupDotOp dot : dots)
    for (Value operand : dot->getOperands())
      if (isa<MemDescType>(operand.getType()))
        operands.insert(operand);

  OpBuilder builder(wait);
  auto newWait = ttng::WarpGroupDotWaitOp::create(builder, wait.getLoc(), operands.getArrayRef(),
                                                  wait.getPendings());
  auto afterNewWait = [&](OpOperand &use) {
    Operation *user = newWait->getBlock()->findAncestorOpInBlock(*use.getOwner());
    return user && newWait->isBeforeInBlock(user);
  };
  for (unsigned i = 0; i < oldCount; ++i)
    if (!isa<MemDescType>(wait.getResult(i).getType()))
      wait.getResult(i).replaceAllUsesWith(newWait.getResult(i));
  for (unsigned i = oldCount; i < operands.size(); ++i) {
    Value value = operands[i];
    if (!isa<MemDescType>(value.getType()))
      value.replaceUsesWithIf(newWait.getResult(i), afterNewWait);
  }
  wait->erase();
}

/// A new wait with `pendings` after `op` completing `values`.
void waitAfter(Operation *op, unsigned pendings, ArrayRef<Value> values) {
  OpBuilder builder(op->getContext());
  builder.setInsertionPointAfter(op);
  auto wait = ttng::WarpGroupDotWaitOp::create(builder, op->getLoc(), ValueRange(), pendings);
  threadValuesThroughWait(wait, values);
}

/// Whether the shared operand `operand` of a dot in `forOp` is
/// loop-invariant or a multi-buffered slot, through views and carried values.
bool isStableAcrossIterations(Value operand, scf::ForOp forOp) {
  if (isa<RankedTensorType>(operand.getType()))
    return true; // registers: only the shared B must be multi-buffered
  Value v = operand;
  while (isa_and_nonnull<ConvertLayoutOp, MemDescTransOp, MemDescReshapeOp, MemDescSubsliceOp>(
             v.getDefiningOp()) ||
         isa<BlockArgument>(v)) {
    auto arg = dyn_cast<BlockArgument>(v);
    if (arg && arg.getOwner() == forOp.getBody()) {
      if (arg.getArgNumber() == 0)
        break;
      v = forOp.getBody()->getTerminator()->getOperand(arg.getArgNumber() - 1);
    } else if (Operation *def = v.getDefiningOp()) {
      v = def->getOperand(0);
    } else {
      break; // an argument of another region: defined outside the loop
    }
  }
  return forOp.isDefinedOutsideOfLoop(v) || v.getDefiningOp<MemDescIndexOp>();
}

/// The index of the loop-carried value a properly async `dot` produces, or
/// nullopt when the dot must complete within its iteration (step 1).
std::optional<unsigned> properlyAsyncIterArg(ttng::WarpGroupDotOp dot, scf::ForOp forOp) {
  if (!isStableAcrossIterations(dot.getA(), forOp) || !isStableAcrossIterations(dot.getB(), forOp))
    return std::nullopt;

  // The result may reach the loop's yield (once), through no-ops and ifs.
  std::optional<unsigned> iterArgIndex;
  SmallVector<OpOperand *> queue;
  for (OpOperand &use : dot->getUses())
    queue.push_back(&use);
  while (!queue.empty()) {
    OpOperand *use = queue.pop_back_val();
    Operation *user = use->getOwner();
    if (user->getParentOp() == forOp.getOperation()) {
      if (isNoop(user)) {
        for (OpOperand &next : user->getResult(0).getUses())
          queue.push_back(&next);
        continue;
      }
      if (isa<scf::YieldOp>(user) && !iterArgIndex) {
        iterArgIndex = use->getOperandNumber();
        continue;
      }
      return std::nullopt;
    }
    auto ifOp = dyn_cast<scf::IfOp>(user->getParentOp());
    if (!ifOp)
      return std::nullopt;
    if (isa<scf::YieldOp>(user))
      for (OpOperand &next : ifOp.getResult(use->getOperandNumber()).getUses())
        queue.push_back(&next);
  }
  if (!iterArgIndex || !dot.getC().getType().getElementType().isF32())
    return std::nullopt;

  // The carried value is read only as a warp_group_dot accumulator ...
  Value iterArg = forOp.getRegionIterArg(*iterArgIndex);
  std::function<bool(OpOperand &)> feedsAccumulator = [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (isa<ttng::WarpGroupDotOp>(user))
      return use.getOperandNumber() == 2;
    return isNoop(user) && llvm::all_of(user->getResult(0).getUses(), feedsAccumulator);
  };
  if (llvm::all_of(iterArg.getUses(), feedsAccumulator))
    return iterArgIndex;

  // ... or only after the loop's first wait for everything.
  ttng::WarpGroupDotWaitOp firstFullWait;
  for (auto wait : forOp.getBody()->getOps<ttng::WarpGroupDotWaitOp>()) {
    if (wait.getPendings() == 0) {
      firstFullWait = wait;
      break;
    }
  }
  if (!firstFullWait)
    return std::nullopt;
  bool allAfter = llvm::all_of(iterArg.getUsers(), [&](Operation *user) {
    Operation *top = forOp.getBody()->findAncestorOpInBlock(*user);
    return top && firstFullWait->isBeforeInBlock(top);
  });
  if (!allAfter)
    return std::nullopt;
  threadValuesThroughWait(firstFullWait, {iterArg});
  return iterArgIndex;
}

/// Whether a register-A dot must wait for its own previous instance: its A
/// is computed in the loop, and not converted from another dot's result.
bool readsRegistersWrittenInLoop(Operation *op, scf::ForOp forOp) {
  auto dot = dyn_cast<ttng::WarpGroupDotOp>(op);
  if (!dot || !isa<RankedTensorType>(dot.getA().getType()) ||
      forOp.isDefinedOutsideOfLoop(dot.getA()))
    return false;
  if (auto cvt = dot.getA().getDefiningOp<ConvertLayoutOp>())
    return !isa<NvidiaMmaEncodingAttr>(cvt.getSrc().getType().getEncoding());
  return true;
}

//===-- Step 2: register-A dots split along K ----------------------------===//

/// The types of A's pieces along the way (step 2): reshaped, transposed,
/// and after each halving, with the reshape's shape and the transpose's
/// order.
struct OperandASplit {
  RankedTensorType reshaped, transposed;
  SmallVector<RankedTensorType> halves; // the type after each tt.split
  RankedTensorType piece;                // the dot-operand layout of a piece
  SmallVector<int64_t> reshapedShape;
  SmallVector<int32_t> order;
};

/// The plan for splitting A (of type `a`) into `numSplits` pieces of K =
/// `k`; none when a layout cannot be inferred or the last conversion to
/// the operand layout would move data.
std::optional<OperandASplit> planOperandASplit(RankedTensorType a, int64_t k, int64_t numSplits) {
  OperandASplit plan;
  int64_t rank = a.getRank();
  plan.reshapedShape.assign(a.getShape().begin(), a.getShape().end() - 1);
  int64_t halvings = llvm::Log2_64(numSplits);
  plan.reshapedShape.append(halvings, 2);
  plan.reshapedShape.push_back(k);
  // The leading dimensions, then k, then the 2s with the slowest halving
  // (the first 2) last, so the first tt.split takes it.
  int64_t reshapedRank = int64_t(plan.reshapedShape.size());
  for (int64_t d = 0; d < rank - 1; ++d)
    plan.order.push_back(int32_t(d));
  plan.order.push_back(int32_t(reshapedRank - 1));
  for (int64_t d = reshapedRank - 2; d >= rank - 1; --d)
    plan.order.push_back(int32_t(d));
  if (!(plan.reshaped = getReshapedType(a, plan.reshapedShape)) ||
      !(plan.transposed = getTransposedType(plan.reshaped, plan.order)))
    return std::nullopt;
  RankedTensorType current = plan.transposed;
  for (int64_t i = 0; i < halvings; ++i) {
    if (!(current = getSplitResultType(current)))
      return std::nullopt;
    plan.halves.push_back(current);
  }
  plan.piece = RankedTensorType::get(current.getShape(), a.getElementType(), a.getEncoding());
  if (!isFreeConversion(current, plan.piece))
    return std::nullopt;
  return plan;
}

/// A's pieces, built from the plan: piece i holds K's i-th k columns.
SmallVector<Value> splitOperandA(OpBuilder &builder, Location loc, Value a, const OperandASplit &plan) {
  Value reshaped = ReshapeOp::create(builder, loc, plan.reshaped, a);
  SmallVector<Value> pieces{TransOp::create(builder, loc, plan.transposed, reshaped, plan.order)};
  for (RankedTensorType half : plan.halves) {
    SmallVector<Value> next;
    for (Value v : pieces) {
      auto split = SplitOp::create(builder, loc, half, half, v);
      next.append({split.getOutLHS(), split.getOutRHS()});
    }
    pieces = std::move(next);
  }
  for (Value &v : pieces)
    v = ConvertLayoutOp::create(builder, loc, plan.piece, v);
  return pieces;
}

/// B's pieces: read-only views of its K-slices (K is B's dimension
/// rank - 2).
SmallVector<Value> splitOperandB(OpBuilder &builder, Location loc, Value b, int64_t k, int64_t numSplits) {
  auto type = cast<MemDescType>(b.getType());
  int64_t kDim = type.getRank() - 2;
  SmallVector<int64_t> shape(type.getShape());
  shape[kDim] = k;
  auto pieceType = MemDescType::get(type.getContext(), shape, type.getElementType(), type.getEncoding(),
                                    type.getMemorySpace(), /*mutableMemory=*/false, type.getAllocShape());
  SmallVector<int32_t> offsets(type.getRank(), 0);
  SmallVector<Value> pieces;
  for (int64_t i = 0; i < numSplits; ++i) {
    offsets[kDim] = int32_t(i * k);
    pieces.push_back(MemDescSubsliceOp::create(builder, loc, pieceType, b, offsets));
  }
  return pieces;
}

/// Splits a register-A `dot` into dots of the instruction's K; returns
/// them (just `dot` when it stays whole).
SmallVector<ttng::WarpGroupDotOp> splitRegisterADot(ttng::WarpGroupDotOp dot) {
  auto a = dyn_cast<TypedValue<RankedTensorType>>(dot.getA());
  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(dot.getType().getEncoding());
  if (!a || !mma || mma.getInstrShape().size() < 3)
    return {dot};
  int64_t k = mma.getInstrShape()[2];
  int64_t kTotal = a.getType().getShape().back();
  if (k <= 0 || kTotal % k != 0 || kTotal / k <= 1 || !llvm::isPowerOf2_64(kTotal / k))
    return {dot};
  int64_t numSplits = kTotal / k;
  std::optional<OperandASplit> plan = planOperandASplit(a.getType(), k, numSplits);
  if (!plan)
    return {dot};

  OpBuilder builder(dot);
  Location loc = dot.getLoc();
  SmallVector<Value> as = splitOperandA(builder, loc, a, *plan);
  SmallVector<Value> bs = splitOperandB(builder, loc, dot.getB(), k, numSplits);
  Value useC = dot.getUseC();
  Value c = dot.getC();
  int64_t impreciseLeft = dot.getMaxNumImpreciseAcc();
  SmallVector<ttng::WarpGroupDotOp> pieces;
  for (int64_t i = 0; i < numSplits; ++i) {
    int64_t take = std::min(impreciseLeft, k);
    impreciseLeft -= take;
    int32_t imprecise = take == k ? int32_t(1) << 30 : int32_t(take);
    auto piece = ttng::WarpGroupDotOp::create(builder, loc, dot.getType(), as[i], bs[i], c, useC,
                                              dot.getInputPrecision(), imprecise, dot.getIsAsync());
    pieces.push_back(piece);
    c = piece.getResult();
    useC = arith::ConstantIntOp::create(builder, loc, 1, 1);
  }
  dot.replaceAllUsesWith(pieces.back().getResult());
  dot.erase();
  return pieces;
}

/// Step 2 over the properly async dots, keeping each piece's carried index.
llvm::MapVector<Operation *, unsigned>
splitRegisterADots(const llvm::MapVector<Operation *, unsigned> &asyncDots) {
  llvm::MapVector<Operation *, unsigned> result;
  for (auto [dot, index] : asyncDots)
    for (ttng::WarpGroupDotOp piece : splitRegisterADot(cast<ttng::WarpGroupDotOp>(dot)))
      result.insert({piece, index});
  return result;
}

bool hasFullWait(scf::ForOp forOp) {
  return llvm::any_of(forOp.getBody()->getOps<ttng::WarpGroupDotWaitOp>(),
                      [](auto wait) { return wait.getPendings() == 0; });
}

/// Step 3.
void waitInLoop(scf::ForOp forOp, const llvm::MapVector<Operation *, unsigned> &asyncDots) {
  if (asyncDots.empty() || hasFullWait(forOp))
    return;
  unsigned count = asyncDots.size();
  for (Operation *dot : llvm::make_first_range(asyncDots)) {
    if (readsRegistersWrittenInLoop(dot, forOp)) {
      waitAfter(dot, count - 1, {dot->getResult(0)});
      continue;
    }
    llvm::MapVector<Block *, SmallVector<Value>> usesByBlock;
    for (OpOperand &use : dot->getUses())
      if (!isa<scf::YieldOp>(use.getOwner()))
        usesByBlock[use.getOwner()->getBlock()].push_back(use.get());
    for (auto &[block, values] : usesByBlock) {
      OpBuilder builder(block, block->begin());
      auto wait = ttng::WarpGroupDotWaitOp::create(builder, dot->getLoc(), ValueRange(), 0);
      threadValuesThroughWait(wait, values);
    }
  }
  Operation *last = asyncDots.back().first;
  if (readsRegistersWrittenInLoop(last, forOp))
    return;
  SmallVector<Value> results;
  for (Operation *dot : llvm::make_first_range(asyncDots))
    results.push_back(dot->getResult(0));
  waitAfter(last, count, results);
}

void launchDotsAsync(scf::ForOp forOp) {
  llvm::MapVector<Operation *, unsigned> asyncDots;
  for (auto dot : llvm::make_early_inc_range(forOp.getBody()->getOps<ttng::WarpGroupDotOp>())) {
    dot.setIsAsync(true);
    if (std::optional<unsigned> index = properlyAsyncIterArg(dot, forOp))
      asyncDots[dot] = *index;
    else
      waitAfter(dot, 0, {dot.getResult()});
  }
  if (asyncDots.empty())
    return;
  // Split pieces would only add commits where the loop waits for everything.
  if (!hasFullWait(forOp))
    asyncDots = splitRegisterADots(asyncDots);
  waitInLoop(forOp, asyncDots);
  SmallVector<Value> results;
  for (unsigned index : llvm::make_second_range(asyncDots))
    results.push_back(forOp.getResult(index));
  waitAfter(forOp, 0, results);
}

struct PipelinePass : public mlir::triton::gpu::impl::TritonGPUPipelineBase<PipelinePass> {
  using TritonGPUPipelineBase::TritonGPUPipelineBase;

  void runOnOperation() override {
    pipelineScheduledLoops(getOperation());
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
    for (scf::ForOp forOp : loops)
      if (numStagesOf(forOp) >= 1)
        launchDotsAsync(forOp);
    // As Triton, the arithmetic the expansion left (offsets of constant
    // slots, trip-count tests) is folded before the TMA stores; the folder
    // hoists its constants to the function's entry, where Triton's are.
    RewritePatternSet patterns(&getContext());
    getContext().getLoadedDialect<arith::ArithDialect>()->getCanonicalizationPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
    loops.clear();
    getOperation().walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
    for (scf::ForOp forOp : loops)
      if (numStagesOf(forOp) > 1)
        pipelineTMAStores(forOp);
  }

  int numStagesOf(scf::ForOp forOp) const { return getNumStages(forOp, numStages); }
};

} // namespace
