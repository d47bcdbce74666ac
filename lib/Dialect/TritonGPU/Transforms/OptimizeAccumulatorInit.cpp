//===- OptimizeAccumulatorInit.cpp - zero accumulators through the use flag ===//
//
// MMA ops with a flag that says whether the accumulator is added
// (ttng.warp_group_dot's `useC`, ttng.tc_gen5_mma[_scaled]'s `useD`) need no
// zero tensor to start from: the flag can be false instead. For each such op
// directly inside an scf.for, with the accumulator value `acc` (the wgmma's
// `c`; for tcgen5 the initial value of the tmem_alloc that holds `d`, when
// the alloc and a tmem_load of it sit in the loop's body):
//
//  * `acc` a zero constant: the flag becomes `false`.
//  * `acc` carried by the loop from a zero initial value, and/or zeroed on
//    some iterations by `arith.select %cond, 0, %x` (either side) or by an
//    scf.if yielding 0 on one branch and a value from outside the if on the
//    other (the op defining `acc`, or the value yielded for it when it is a
//    loop argument): the loop carries a new i1 flag (initially false when the
//    initial value is zero, else true), the select/if stops zeroing and
//    passes the other value, and the MMA's flag becomes false exactly when
//    the zeroing would have happened (a select on %cond, ahead of the MMA or
//    carried into the next iteration).
//
// MMAs that already have a flag other than constant true, and wgmmas that
// need a partial accumulator (fp8 inputs, f32 accumulator,
// maxNumImpreciseAcc <= K), are left alone. Finally the initial value of a
// tmem_alloc is dropped when its only users are an MMA accumulating into it
// with a constant-false flag and possibly a tmem_load after that MMA.
//
// As in Triton 3.6, except that forms Triton would assert on or miscompile
// (a zeroing op in another block than the MMA, an accumulator that is a
// block argument of something other than the loop, an alloc used as an
// MMA's A operand, an immutable alloc) are left alone.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <optional>

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZEACCUMULATORINIT
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

bool isZeroConstant(Value v) {
  return matchPattern(v, m_Zero()) || matchPattern(v, m_AnyZeroFloat());
}

std::optional<bool> constantBool(Value v) {
  auto cst = v.getDefiningOp<arith::ConstantOp>();
  if (!cst)
    return std::nullopt;
  if (auto attr = dyn_cast<BoolAttr>(cst.getValue()))
    return attr.getValue();
  return std::nullopt;
}

/// The tensor-memory accumulator of a tcgen5 MMA, or null for other ops.
Value tcGen5Accumulator(Operation *op) {
  if (auto mma = dyn_cast<ttng::TCGen5MMAOp>(op))
    return mma.getD();
  if (auto mma = dyn_cast<ttng::TCGen5MMAScaledOp>(op))
    return mma.getD();
  return {};
}

/// The MMA's use-accumulator flag (null for a wgmma without `useC`).
Value getUseAccFlag(Operation *op) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(op))
    return wgmma.getUseC();
  if (auto mma = dyn_cast<ttng::TCGen5MMAOp>(op))
    return mma.getUseD();
  return cast<ttng::TCGen5MMAScaledOp>(op).getUseD();
}

void setUseAccFlag(Operation *op, Value flag) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(op))
    wgmma.getUseCMutable().assign(flag);
  else if (auto mma = dyn_cast<ttng::TCGen5MMAOp>(op))
    mma.getUseDMutable().assign(flag);
  else
    cast<ttng::TCGen5MMAScaledOp>(op).getUseDMutable().assign(flag);
}

/// Whether a wgmma accumulates fp8 products into f32 in pieces (then the
/// flag would cost a select per piece).
bool needsPartialAccumulator(ttng::WarpGroupDotOp op) {
  Type aType = op.getA().getType();
  Type elementType;
  int64_t k;
  if (auto tensor = dyn_cast<RankedTensorType>(aType)) {
    elementType = tensor.getElementType();
    k = tensor.getRank() >= 2 ? tensor.getShape()[1] : 0;
  } else {
    auto memDesc = cast<mlir::triton::gpu::MemDescType>(aType);
    elementType = memDesc.getElementType();
    k = memDesc.getShape().size() >= 2 ? memDesc.getShape()[1] : 0;
  }
  bool fp8 = isa<Float8E5M2Type, Float8E4M3FNType, Float8E5M2FNUZType, Float8E4M3FNUZType>(
      elementType);
  bool f32Acc = cast<RankedTensorType>(op.getD().getType()).getElementType().isF32();
  return fp8 && f32Acc && int64_t(op.getMaxNumImpreciseAcc()) <= k;
}

bool hasUseAccFlag(Operation *op) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(op))
    return !needsPartialAccumulator(wgmma);
  return isa<ttng::TCGen5MMAOp, ttng::TCGen5MMAScaledOp>(op);
}

/// The accumulator's incoming value and the op reading the result; nulls when
/// the tcgen5 accumulator is not a tmem_alloc read back by a tmem_load in the
/// MMA's region.
std::pair<Value, Operation *> accumulatorValueAndReader(Operation *mma) {
  if (auto wgmma = dyn_cast<ttng::WarpGroupDotOp>(mma))
    return {wgmma.getC(), wgmma};
  auto alloc = tcGen5Accumulator(mma).getDefiningOp<ttng::TMEMAllocOp>();
  if (!alloc || alloc->getParentRegion() != mma->getParentRegion())
    return {};
  ttng::TMEMLoadOp load;
  for (Operation *user : alloc.getResult().getUsers()) {
    if ((load = dyn_cast<ttng::TMEMLoadOp>(user)))
      break;
  }
  if (!load || load->getParentRegion() != mma->getParentRegion())
    return {};
  return {alloc.getSrc(), load};
}

/// The op that zeroes the accumulator on some iterations: a select or an if
/// (with the result index) defining `acc`, or, when `acc` is an argument of
/// the loop, the value the loop yields for it. Sets `initIsZero` when `acc`
/// is a loop argument starting at zero.
std::optional<std::pair<Operation *, unsigned>> findZeroingOp(Value acc, scf::ForOp loop,
                                                               Operation *mma, bool &initIsZero) {
  Value v = acc;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (arg.getOwner() != loop.getBody() || arg.getArgNumber() == 0)
      return std::nullopt;
    unsigned index = arg.getArgNumber() - 1;
    if (isZeroConstant(loop.getInitArgs()[index]))
      initIsZero = true;
    v = loop.getBody()->getTerminator()->getOperand(index);
  }
  Operation *def = v.getDefiningOp();
  // Only an op beside the MMA can be told apart as ahead of or after it.
  if (!def || def->getBlock() != mma->getBlock())
    return std::nullopt;
  if (auto select = dyn_cast<arith::SelectOp>(def)) {
    if (!select.getCondition().getType().isInteger(1))
      return std::nullopt;
    if (isZeroConstant(select.getTrueValue()) || isZeroConstant(select.getFalseValue()))
      return std::make_pair(def, 0u);
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
    unsigned index = cast<OpResult>(v).getResultNumber();
    Value thenValue = ifOp.thenYield()->getOperand(index);
    Value elseValue = ifOp.elseYield()->getOperand(index);
    if (!isZeroConstant(thenValue) && !isZeroConstant(elseValue))
      return std::nullopt;
    // The value kept must come from outside the if.
    if (thenValue.getParentBlock()->getParentOp() == ifOp ||
        elseValue.getParentBlock()->getParentOp() == ifOp)
      return std::nullopt;
    return std::make_pair(def, index);
  }
  return std::nullopt;
}

/// `loop` with one more carried value starting at `init` (results and body
/// moved over, the old loop erased); the yield is not extended.
scf::ForOp addCarriedValue(RewriterBase &rewriter, scf::ForOp loop, Value init) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(loop);
  SmallVector<Value> inits(loop.getInitArgs());
  inits.push_back(init);
  auto newLoop = scf::ForOp::create(rewriter, loop.getLoc(), loop.getLowerBound(),
                                    loop.getUpperBound(), loop.getStep(), inits);
  newLoop->setAttrs(loop->getAttrs());
  newLoop.getBody()->erase();
  newLoop.getRegion().getBlocks().splice(newLoop.getRegion().begin(),
                                         loop.getRegion().getBlocks());
  newLoop.getBody()->addArgument(init.getType(), init.getLoc());
  for (auto [oldResult, newResult] : llvm::zip(loop.getResults(), newLoop.getResults()))
    oldResult.replaceAllUsesWith(newResult);
  loop.erase();
  return newLoop;
}

void appendYieldOperand(scf::ForOp loop, Value v) {
  Operation *yield = loop.getBody()->getTerminator();
  yield->insertOperands(yield->getNumOperands(), v);
}

void optimizeInit(Operation *mma) {
  auto loop = dyn_cast<scf::ForOp>(mma->getParentOp());
  if (!loop)
    return;
  Location loc = mma->getLoc();
  IRRewriter rewriter(loop);
  rewriter.setInsertionPoint(loop);
  // Created ahead of the checks, as Triton does; the cleanup below erases
  // them when unused and hoists them otherwise, so the output matches.
  Value vTrue = arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(true));
  Value vFalse = arith::ConstantOp::create(rewriter, loc, rewriter.getBoolAttr(false));

  auto [acc, reader] = accumulatorValueAndReader(mma);
  if (!acc || !reader)
    return;
  if (isZeroConstant(acc)) {
    setUseAccFlag(mma, vFalse);
    return;
  }
  bool initIsZero = false;
  auto zeroing = findZeroingOp(acc, loop, mma, initIsZero);
  if (!zeroing && !initIsZero)
    return;
  if (Value flag = getUseAccFlag(mma)) {
    // A computed flag (this pass ran already) or a constant false (the MMA
    // ignores its accumulator anyway): nothing to gain.
    std::optional<bool> useAcc = constantBool(flag);
    if (!useAcc || !*useAcc)
      return;
  }

  loop = addCarriedValue(rewriter, loop, initIsZero ? vFalse : vTrue);
  Value carriedFlag = loop.getRegionIterArgs().back();
  if (!zeroing) {
    setUseAccFlag(mma, carriedFlag);
    appendYieldOperand(loop, vTrue);
    return;
  }

  Operation *zeroOp = zeroing->first;
  unsigned index = zeroing->second;
  Value condition, thenValue, elseValue;
  if (auto select = dyn_cast<arith::SelectOp>(zeroOp)) {
    condition = select.getCondition();
    thenValue = select.getTrueValue();
    elseValue = select.getFalseValue();
  } else {
    auto ifOp = cast<scf::IfOp>(zeroOp);
    condition = ifOp.getCondition();
    thenValue = ifOp.thenYield()->getOperand(index);
    elseValue = ifOp.elseYield()->getOperand(index);
  }
  bool thenZeroes = isZeroConstant(thenValue);
  Value kept = thenZeroes ? elseValue : thenValue;

  // The flag is false where the accumulator would have been zeroed; the
  // zeroing ahead of the MMA acts in this iteration, one after it in the
  // next.
  bool zeroesBeforeMMA = zeroOp->isBeforeInBlock(mma);
  Value otherwise = zeroesBeforeMMA ? carriedFlag : vTrue;
  rewriter.setInsertionPoint(zeroOp);
  Value newFlag = arith::SelectOp::create(rewriter, loc, condition,
                                          thenZeroes ? vFalse : otherwise,
                                          thenZeroes ? otherwise : vFalse);
  setUseAccFlag(mma, zeroesBeforeMMA ? newFlag : carriedFlag);
  appendYieldOperand(loop, zeroesBeforeMMA ? vTrue : newFlag);

  if (auto select = dyn_cast<arith::SelectOp>(zeroOp)) {
    rewriter.replaceOp(select, kept);
  } else {
    auto ifOp = cast<scf::IfOp>(zeroOp);
    scf::YieldOp yield = thenZeroes ? ifOp.thenYield() : ifOp.elseYield();
    yield->setOperand(index, kept);
  }
}

/// Drops the initial value of a tmem_alloc whose contents no one reads: its
/// users are one MMA accumulating into it with a constant-false flag and at
/// most a tmem_load after that MMA.
struct DropUnreadTMEMInit : OpRewritePattern<ttng::TMEMAllocOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ttng::TMEMAllocOp alloc, PatternRewriter &rewriter) const override {
    if (!alloc.getSrc() || !alloc.getResult().getType().getMutableMemory())
      return failure();
    Operation *mma = nullptr;
    ttng::TMEMLoadOp load;
    unsigned numUses = 0;
    for (OpOperand &use : alloc.getResult().getUses()) {
      if (++numUses > 2)
        return failure();
      Operation *user = use.getOwner();
      if (auto l = dyn_cast<ttng::TMEMLoadOp>(user))
        load = l;
      else if (isa<ttng::TCGen5MMAOp, ttng::TCGen5MMAScaledOp>(user)) {
        // Only as the accumulator: an alloc read as A keeps its contents.
        if (tcGen5Accumulator(user) != alloc.getResult())
          return failure();
        mma = user;
      }
    }
    if (!mma)
      return failure();
    if (load && (load->getBlock() != mma->getBlock() || !mma->isBeforeInBlock(load)))
      return failure();
    std::optional<bool> useAcc = constantBool(getUseAccFlag(mma));
    if (!useAcc || *useAcc)
      return failure();
    rewriter.modifyOpInPlace(alloc, [&] { alloc.getSrcMutable().clear(); });
    return success();
  }
};

struct OptimizeAccumulatorInitPass
    : mlir::triton::gpu::impl::TritonGPUOptimizeAccumulatorInitBase<OptimizeAccumulatorInitPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<Operation *> mmas;
    module.walk([&](Operation *op) {
      if (hasUseAccFlag(op))
        mmas.push_back(op);
    });
    for (Operation *mma : mmas)
      optimizeInit(mma);

    RewritePatternSet patterns(&getContext());
    patterns.add<DropUnreadTMEMInit>(&getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
