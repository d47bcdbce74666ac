//===- OptimizeThreadLocality.cpp - reduce in registers first -------------===//
//
// Two rewrites that keep reductions inside threads:
//
//  * A loop that accumulates the row reductions of loaded tiles,
//
//      %acc = scf.for ... iter_args(%a = %cst) {
//        %x = tt.load ...                       : tensor<MxN, #blocked>
//        %r = tt.reduce(%x) {axis = 1, addf}    : tensor<M, slice<1>>
//        %n = arith.addf %a, %r
//        scf.yield %n
//      }
//
//    reduces across threads on every iteration. Viewing %x as MxN/ExE (E the
//    elements a thread holds along N, moved into a new minor dimension kept
//    in registers), each iteration reduces only along that new dimension,
//    within threads, into an MxN/E accumulator; after the loop one reduction
//    along N crosses threads, and the initial value is combined in.
//
//  * A tt.reshape that may reorder elements and feeds reductions along one
//    axis gets a blocked layout whose threads and warps do not split that
//    axis (a conversion restores the old layout for its users).
//
//  * A tt.gather (rank 2 and up) gets a blocked layout in which each
//    column along its axis lies within one warp, so the lowering gathers
//    with shuffles; as few index elements per thread along the axis as the
//    warp allows. Source, indices and result share it; conversions restore
//    the old layouts, and `efficient_layout` marks it as chosen.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "tt/Tools/LayoutQueries.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZETHREADLOCALITY
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

//===----------------------------------------------------------------------===//
// Gathers within warps
//===----------------------------------------------------------------------===//

/// The dimensions in the order `in` ("lane", "warp") of `type`'s layout
/// steps along them over `type`'s shape, as Triton's getThreadOrder and
/// getWarpOrder read them: a blocked layout's order attribute only where
/// the shape leaves its lanes or warps a step to take.
SmallVector<unsigned> orderOf(RankedTensorType type, StringRef in) {
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  if (!layout)
    return {};
  return tt::getOrderAlong(*layout, in, tt::getOrderAlong(*layout, dims::kRegister, {}));
}

/// The warp-local layout for `gather`: threads along the axis first (as many
/// as the axis has elements, up to a warp), the rest of the warp and the
/// warps over the other dimensions in the source's thread and warp orders,
/// whatever is left over repeated along the axis; one element per thread
/// off the axis, the axis's remainder in registers.
BlockedEncodingAttr warpLocalGatherLayout(GatherOp gather) {
  RankedTensorType type = gather.getSrc().getType();
  unsigned rank = type.getRank(), axis = gather.getAxis();
  std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(gather);
  CTALayoutAttr cta =
      getClusterLayoutOf(type.getEncoding(), rank, TritonGPUDialect::getNumCTAs(gather));
  if (rank < 2 || !numWarps || !cta)
    return {};
  unsigned lanes = TritonGPUDialect::getThreadsPerWarp(gather);
  SmallVector<unsigned> threadOrder = orderOf(type, dims::kLane);
  SmallVector<unsigned> warpOrder = orderOf(type, dims::kWarp);
  if (threadOrder.size() != rank || warpOrder.size() != rank)
    return {};

  SmallVector<unsigned> threads(rank, 1), warps(rank, 1), order = {axis};
  threads[axis] = std::min<int64_t>(type.getDimSize(axis), lanes);
  unsigned lanesLeft = lanes / threads[axis];
  for (unsigned d : threadOrder) {
    if (d == axis)
      continue;
    order.push_back(d);
    threads[d] = std::min<int64_t>(type.getDimSize(d), lanesLeft);
    lanesLeft /= threads[d];
  }
  unsigned warpsLeft = *numWarps;
  for (unsigned d : warpOrder) {
    if (d == axis)
      continue;
    unsigned fit = type.getDimSize(d) / threads[d];
    if (fit == 0)
      return {};
    warps[d] = std::min(fit, warpsLeft);
    warpsLeft /= warps[d];
  }
  SmallVector<unsigned> sizePerThread(rank, 1);
  sizePerThread[axis] = type.getDimSize(axis) / threads[axis];
  threads[axis] *= lanesLeft;
  warps[axis] *= warpsLeft;
  MLIRContext *context = gather.getContext();
  return BlockedEncodingAttr::get(context, sizePerThread, threads, warps, order, cta);
}

struct WarpLocalGatherPattern : public OpRewritePattern<GatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(GatherOp gather, PatternRewriter &rewriter) const override {
    if (gather.getEfficientLayout())
      return failure();
    BlockedEncodingAttr layout = warpLocalGatherLayout(gather);
    if (!layout)
      return failure();
    Location loc = gather.getLoc();
    auto retyped = [&](Value value) {
      auto type = cast<RankedTensorType>(value.getType());
      return ConvertLayoutOp::create(rewriter, loc, type.cloneWithEncoding(layout), value);
    };
    Value src = retyped(gather.getSrc()), indices = retyped(gather.getIndices());
    RankedTensorType oldType = gather.getType();
    rewriter.setInsertionPointAfter(gather);
    auto back = ConvertLayoutOp::create(rewriter, loc, oldType, gather.getResult());
    rewriter.replaceAllUsesExcept(gather.getResult(), back, back);
    rewriter.modifyOpInPlace(gather, [&] {
      gather.getSrcMutable().set(src);
      gather.getIndicesMutable().set(indices);
      gather.getResult().setType(oldType.cloneWithEncoding(layout));
      gather.setEfficientLayout(true);
    });
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Reshapes feeding reductions
//===----------------------------------------------------------------------===//

int64_t getTotalElemsPerThread(RankedTensorType type) {
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  return layout ? layout->getInDimSize(dims::kRegister) : -1;
}

struct ReshapeForReductionPattern : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp reshape, PatternRewriter &rewriter) const override {
    if (!reshape.getAllowReorder())
      return failure();
    std::optional<unsigned> axis;
    for (Operation *user : reshape->getUsers()) {
      auto reduce = dyn_cast<ReduceOp>(user);
      if (!reduce)
        continue;
      if (axis && *axis != reduce.getAxis())
        return failure();
      axis = reduce.getAxis();
    }
    if (!axis)
      return failure();
    RankedTensorType type = reshape.getType();
    auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(type.getEncoding());
    if (!blocked)
      return failure();
    // Already within one thread along the axis.
    if (blocked.getThreadsPerWarp()[*axis] == 1 && blocked.getWarpsPerCTA()[*axis] == 1 &&
        blocked.getCTALayout().getSplitNum()[*axis] == 1)
      return failure();
    std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(reshape);
    if (!numWarps)
      return failure();
    SmallVector<unsigned> order;
    for (unsigned d : blocked.getOrder())
      if (d != *axis)
        order.push_back(d);
    order.push_back(*axis);
    SmallVector<unsigned> sizePerThread(type.getRank(), 1);
    BlockedEncodingAttr encoding = getBlockedEncodingForShape(
        getContext(), type.getShape(), sizePerThread, order, *numWarps,
        TritonGPUDialect::getThreadsPerWarp(reshape), TritonGPUDialect::getNumCTAs(reshape));
    if (encoding == blocked)
      return failure();
    RankedTensorType newType = type.cloneWithEncoding(encoding);
    // The reshape must stay a renaming of registers.
    int64_t srcElems = getTotalElemsPerThread(reshape.getSrc().getType());
    if (srcElems < 0 || srcElems != getTotalElemsPerThread(newType))
      return failure();
    rewriter.setInsertionPointAfter(reshape);
    rewriter.modifyOpInPlace(reshape, [&] {
      reshape.getResult().setType(newType);
      reshape.setEfficientLayout(true);
    });
    auto cvt = ConvertLayoutOp::create(rewriter, reshape.getLoc(), type, reshape.getResult());
    rewriter.replaceAllUsesExcept(reshape.getResult(), cvt.getResult(), cvt);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Reductions accumulated across loop iterations
//===----------------------------------------------------------------------===//

/// The value `op` (a float combiner) leaves its other operand unchanged with.
std::optional<TypedAttr> getNeutralElement(Operation *op) {
  auto type = dyn_cast<FloatType>(op->getResult(0).getType());
  if (!type)
    return std::nullopt;
  const llvm::fltSemantics &semantics = type.getFloatSemantics();
  Builder builder(op->getContext());
  if (isa<arith::AddFOp>(op))
    return builder.getFloatAttr(type, APFloat::getZero(semantics));
  if (isa<arith::MulFOp>(op))
    return builder.getFloatAttr(type, APFloat::getOne(semantics));
  if (isa<arith::MaximumFOp, arith::MaxNumFOp>(op))
    return builder.getFloatAttr(type, APFloat::getInf(semantics, /*Negative=*/true));
  if (isa<arith::MinimumFOp, arith::MinNumFOp>(op))
    return builder.getFloatAttr(type, APFloat::getInf(semantics, /*Negative=*/false));
  return std::nullopt;
}

/// Elements a thread holds along `dim` of a tensor of `type` (blocked).
int64_t getElemsPerThreadAlong(RankedTensorType type, BlockedEncodingAttr blocked, unsigned dim) {
  int64_t perCTA = type.getDimSize(dim) / blocked.getCTALayout().getSplitNum()[dim];
  int64_t tile = int64_t(blocked.getSizePerThread()[dim]) * blocked.getThreadsPerWarp()[dim] *
                 blocked.getWarpsPerCTA()[dim];
  return llvm::divideCeil(perCTA, tile) * blocked.getSizePerThread()[dim];
}

/// A reduction accumulated over a loop that the rewrite applies to.
struct LoopReduction {
  ReduceOp reduce;
  Operation *combiner; // the single op of the reduce's region
  Operation *update;   // %n = combiner-op %acc, %r
  scf::ForOp loop;
  unsigned iterArg; // index of %acc among the loop's iter args
  int64_t elemsPerThread;
};

std::optional<LoopReduction> matchLoopReduction(ReduceOp reduce) {
  if (reduce->getNumOperands() != 1 || !reduce->hasOneUse())
    return std::nullopt;
  Operation *combiner = reduce.getSingleCombiner();
  if (!combiner || !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MaxNumFOp,
                        arith::MinimumFOp, arith::MinNumFOp>(combiner))
    return std::nullopt;
  auto srcType = cast<RankedTensorType>(reduce.getSrcs()[0].getType());
  unsigned rank = srcType.getRank();
  auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(srcType.getEncoding());
  if (!blocked || rank < 2 || reduce.getAxis() != rank - 1)
    return std::nullopt;
  if (!reduce.getSrcs()[0].getDefiningOp<LoadOp>())
    return std::nullopt;
  int64_t elemsPerThread = getElemsPerThreadAlong(srcType, blocked, reduce.getAxis());
  if (elemsPerThread <= 1 || srcType.getDimSize(reduce.getAxis()) % elemsPerThread != 0)
    return std::nullopt;

  // The update combines the carried value with the reduction the same way
  // the reduction combines elements; so the partial results may be kept
  // apart and combined after the loop.
  Operation *update = *reduce->user_begin();
  if (update->getName() != combiner->getName() || update->getNumOperands() != 2 ||
      !update->hasOneUse())
    return std::nullopt;
  auto yield = dyn_cast<scf::YieldOp>(*update->user_begin());
  auto loop = yield ? dyn_cast<scf::ForOp>(yield->getParentOp()) : scf::ForOp();
  if (!loop || reduce->getBlock() != loop.getBody())
    return std::nullopt;
  unsigned iterArg = update->use_begin()->getOperandNumber();
  BlockArgument carried = loop.getRegionIterArgs()[iterArg];
  Value other = update->getOperand(0) == reduce.getResult()[0] ? update->getOperand(1)
                                                                : update->getOperand(0);
  // The carried value may feed only the update: elsewhere it would be seen
  // as a partial result.
  if (other != carried || !carried.hasOneUse())
    return std::nullopt;
  if (!loop.getInitArgs()[iterArg].getDefiningOp<arith::ConstantOp>())
    return std::nullopt;
  return LoopReduction{reduce, combiner, update, loop, iterArg, elemsPerThread};
}

/// `values` with `value` inserted at `index`.
template <typename T>
SmallVector<T> insertAt(ArrayRef<T> values, unsigned index, T value) {
  SmallVector<T> result(values);
  result.insert(result.begin() + index, value);
  return result;
}

/// The blocked layout of the MxN/ExE view: the new minor dimension holds a
/// thread's E elements in registers, the reduced one keeps the threads.
BlockedEncodingAttr getRegisterSplitEncoding(BlockedEncodingAttr blocked, unsigned axis) {
  unsigned rank = blocked.getRank();
  SmallVector<unsigned> sizePerThread = insertAt<unsigned>(
      blocked.getSizePerThread(), rank, blocked.getSizePerThread()[axis]);
  sizePerThread[axis] = 1;
  SmallVector<unsigned> threadsPerWarp = insertAt<unsigned>(blocked.getThreadsPerWarp(), rank, 1);
  SmallVector<unsigned> warpsPerCTA = insertAt<unsigned>(blocked.getWarpsPerCTA(), rank, 1);
  SmallVector<unsigned> order = insertAt<unsigned>(blocked.getOrder(), 0, rank);
  // The new dimension is never split over CTAs.
  std::vector<tt::LinearLayout::Basis> bases = blocked.getCTALayout().getBases();
  for (tt::LinearLayout::Basis &basis : bases)
    basis.push_back(0);
  MLIRContext *context = blocked.getContext();
  auto ctaLayout = CTALayoutAttr::get(context, rank + 1, bases);
  return BlockedEncodingAttr::get(context, sizePerThread, threadsPerWarp, warpsPerCTA, order,
                                  ctaLayout);
}

void rewriteLoopReduction(const LoopReduction &match) {
  ReduceOp reduce = match.reduce;
  scf::ForOp loop = match.loop;
  MLIRContext *context = reduce.getContext();
  Location loc = reduce.getLoc();
  auto srcType = cast<RankedTensorType>(reduce.getSrcs()[0].getType());
  unsigned rank = srcType.getRank();
  unsigned axis = reduce.getAxis();
  auto blocked = cast<BlockedEncodingAttr>(srcType.getEncoding());
  Type elementType = srcType.getElementType();

  BlockedEncodingAttr splitEncoding = getRegisterSplitEncoding(blocked, axis);
  SmallVector<int64_t> splitShape = insertAt<int64_t>(srcType.getShape(), rank, match.elemsPerThread);
  splitShape[axis] /= match.elemsPerThread;
  auto splitType = RankedTensorType::get(splitShape, elementType, splitEncoding);
  auto partialEncoding = SliceEncodingAttr::get(context, rank, splitEncoding);
  auto partialType = RankedTensorType::get(ArrayRef<int64_t>(splitShape).drop_back(),
                                           elementType, partialEncoding);

  // The partial accumulator starts at the combiner's neutral element.
  Value init = loop.getInitArgs()[match.iterArg];
  IRRewriter rewriter(context);
  rewriter.setInsertionPointAfter(init.getDefiningOp());
  std::optional<TypedAttr> neutral = getNeutralElement(match.combiner);
  Value partialInit = arith::ConstantOp::create(
      rewriter, init.getLoc(), partialType, DenseElementsAttr::get(partialType, *neutral));

  // Inside the loop: view, reduce within threads, accumulate.
  Operation *update = match.update;
  auto newYields = [&](OpBuilder &builder, Location, ArrayRef<BlockArgument> newArgs) {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointAfter(reduce);
    auto view = ReshapeOp::create(builder, loc, splitType, reduce.getSrcs()[0],
                                  /*allow_reorder=*/true, /*efficient_layout=*/true);
    IRMapping mapping;
    mapping.map(reduce.getSrcs()[0], view.getResult());
    Operation *local = builder.clone(*reduce, mapping);
    local->setAttr("axis", builder.getI32IntegerAttr(rank));
    local->getResult(0).setType(partialType);
    Operation *accumulate = builder.clone(*update);
    accumulate->setOperands({newArgs[0], local->getResult(0)});
    accumulate->getResult(0).setType(partialType);
    return SmallVector<Value>{accumulate->getResult(0)};
  };
  FailureOr<LoopLikeOpInterface> replaced = cast<LoopLikeOpInterface>(*loop).replaceWithAdditionalYields(
      rewriter, ValueRange{partialInit}, /*replaceInitOperandUsesInLoop=*/false, newYields);
  auto newLoop = cast<scf::ForOp>(replaced->getOperation());

  // The old accumulator now only passes its initial value through.
  BlockArgument carried = newLoop.getRegionIterArgs()[match.iterArg];
  auto yield = cast<scf::YieldOp>(newLoop.getBody()->getTerminator());
  yield->setOperand(match.iterArg, carried);

  // After the loop: reduce across threads, back to the old layout, and
  // combine with the initial value.
  rewriter.setInsertionPointAfter(newLoop);
  Value oldResult = newLoop.getResult(match.iterArg);
  auto resultType = cast<RankedTensorType>(oldResult.getType());
  IRMapping mapping;
  mapping.map(reduce.getSrcs()[0], newLoop.getResults().back());
  Operation *cross = rewriter.clone(*reduce, mapping);
  cross->getResult(0).setType(RankedTensorType::get(
      resultType.getShape(), elementType, SliceEncodingAttr::get(context, axis, partialEncoding)));
  auto back = ConvertLayoutOp::create(rewriter, loc, resultType, cross->getResult(0));
  Operation *final = rewriter.clone(*update);
  final->setOperands({init, back.getResult()});
  oldResult.replaceAllUsesWith(final->getResult(0));
  // The old reduction and update are left dead in the loop, as Triton leaves
  // them, for the canonicalizer of a later pass to remove.
}

struct OptimizeThreadLocalityPass
    : public mlir::triton::gpu::impl::TritonGPUOptimizeThreadLocalityBase<
          OptimizeThreadLocalityPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    patterns.add<ReshapeForReductionPattern, WarpLocalGatherPattern>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();

    SmallVector<LoopReduction> matches;
    module.walk([&](ReduceOp reduce) {
      if (std::optional<LoopReduction> match = matchLoopReduction(reduce))
        matches.push_back(*match);
    });
    // One rewrite per loop and walk: a loop is replaced by the rewrite.
    llvm::SmallPtrSet<Operation *, 4> loops;
    for (const LoopReduction &match : matches)
      if (loops.insert(match.loop).second)
        rewriteLoopReduction(match);
  }
};

} // namespace
