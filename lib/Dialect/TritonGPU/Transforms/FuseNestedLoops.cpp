//===- FuseNestedLoops.cpp - flatten loop nests for the pipeliner ---------===//
//
// Triton fuses a loop nest into one loop only when asked: the outer scf.for
// carries `tt.flatten` (from `tl.range(..., flatten=True)`) and directly
// holds exactly one other scf.for, with no further loops below (an op with
// regions other than scf.for starts a separate nest), or the outer loop
// carries `ttg.always-fuse` (then the whole nest is flattened, leaf to root).
//
// One level of fusion turns
//
//   for i in range(lb_i, ub_i, step_i):
//     logue_0(i)
//     for j_0 in range(lb_0, ub_0, step_0): body_0(i, j_0)
//     logue_1(i)
//     ...
//     for j_N in range(lb_N, ub_N, step_N): body_N(i, j_N)
//     epilogue(i)
//
// whose inner bounds are (or can be hoisted to be) invariant in the outer
// loop, into one loop of len_i * inner_len iterations, where
// len_x = ceildiv(ub_x - lb_x, step_x) and
// inner_len = max(1, len_0) + ... + max(1, len_N) - N: each inner loop takes
// at least one fused iteration per outer iteration, and consecutive inner
// loops share one. A counter T runs 0 .. inner_len - 1 within each outer
// iteration; logue_k runs when T == start_k (with i advanced by step_i at
// k == 0), body_k while start_k <= T < start_k + len_k, and the epilogue when
// T == inner_len - 1. Everything that crosses those conditionals (i, the
// j_k, inner and outer iteration values, values defined in a logue and used
// later) is carried by the fused loop; slots not yet written hold zero or
// ub.poison and are never read before being written.
//
// For a `tt.flatten` nest Triton first hoists loop-invariant code out of the
// outer loop, sinks pure prologue code used only after the inner loop into
// the epilogue, and speculates that the inner loop runs at least once: the
// nest is versioned on the inner trip count, the zero-trip copy losing its
// inner loop, so that the fused body runs unconditionally
// (`ttg.must-execute`). A nest whose inner bounds vary with the outer loop is
// left alone.
//
// Where Triton 3.6 is wrong for some trip counts, tt-toolkit differs on
// purpose: the speculation versions on `len <= 0` rather than `len == 0` (a
// negative length is an empty loop, not a loop that runs once); a zero-trip
// inner loop yields its initial values, not the values carried from the
// previous outer iteration; an inner init that is the outer induction
// variable is the current one; a bound computation is hoisted only when it
// has no regions; loops that compare unsigned (`unsignedCmp`) are not fused.
// Lengths are computed in the widest induction-variable type of the level,
// as by Triton, so the nest's trip counts must fit in it.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <deque>

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUFUSENESTEDLOOPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;

namespace {

constexpr llvm::StringLiteral kFlattenAttr = "tt.flatten";
constexpr llvm::StringLiteral kAlwaysFuseAttr = "ttg.always-fuse";
constexpr llvm::StringLiteral kMustExecuteAttr = "ttg.must-execute";
constexpr llvm::StringLiteral kNumStagesAttr = "tt.num_stages";
constexpr llvm::StringLiteral kWarpSpecializeAttr = "tt.warp_specialize";
constexpr llvm::StringLiteral kDisallowAccMultiBufferAttr = "tt.disallow_acc_multi_buffer";

//===----------------------------------------------------------------------===//
// Loop nests
//===----------------------------------------------------------------------===//

/// A loop and the loops directly nested in it.
struct LoopNode {
  explicit LoopNode(scf::ForOp loop) : loop(loop) {}
  scf::ForOp loop;
  SmallVector<LoopNode *, 1> children;
};

/// A tree of loops; the first node is the root.
struct LoopNest {
  SmallVector<std::unique_ptr<LoopNode>> nodes;

  LoopNode *root() const { return nodes.front().get(); }
  LoopNode *add(scf::ForOp loop) {
    nodes.push_back(std::make_unique<LoopNode>(loop));
    return nodes.back().get();
  }
};

void collectNests(Operation *container, SmallVectorImpl<LoopNest> &nests);

/// Adds the loops below `node` to `nest`; ops with regions other than scf.for
/// start nests of their own.
void buildNest(LoopNode *node, LoopNest &nest, SmallVectorImpl<LoopNest> &nests) {
  node->loop->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op == node->loop.getOperation())
      return WalkResult::advance();
    if (auto inner = dyn_cast<scf::ForOp>(op)) {
      LoopNode *child = nest.add(inner);
      node->children.push_back(child);
      buildNest(child, nest, nests);
      return WalkResult::skip();
    }
    if (op->getNumRegions() != 0) {
      collectNests(op, nests);
      return WalkResult::skip();
    }
    return WalkResult::advance();
  });
}

void collectNests(Operation *container, SmallVectorImpl<LoopNest> &nests) {
  container->walk<WalkOrder::PreOrder>([&](scf::ForOp loop) {
    LoopNest nest;
    buildNest(nest.add(loop), nest, nests);
    nests.push_back(std::move(nest));
    return WalkResult::skip();
  });
}

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Collects into `toHoist` the ops inside `outer` that compute `values`, if
/// all of them are side-effect-free scalar computations without regions, so
/// that moving them in front of `outer` makes `values` invariant in it.
/// Leaves `toHoist` untouched and returns false otherwise.
bool collectHoistable(scf::ForOp outer, ArrayRef<Value> values,
                      llvm::SetVector<Operation *> &toHoist) {
  auto isScalar = [](Type type) { return type.isIntOrIndexOrFloat(); };
  llvm::SetVector<Operation *> found;
  std::deque<Value> worklist(values.begin(), values.end());
  while (!worklist.empty()) {
    Value value = worklist.front();
    worklist.pop_front();
    if (outer.isDefinedOutsideOfLoop(value))
      continue;
    Operation *def = value.getDefiningOp();
    if (!def)
      return false;
    if (found.contains(def) || toHoist.contains(def))
      continue;
    if (def->getNumRegions() != 0 || !isMemoryEffectFree(def) ||
        !llvm::all_of(def->getOperandTypes(), isScalar) ||
        !llvm::all_of(def->getResultTypes(), isScalar))
      return false;
    found.insert(def);
    worklist.insert(worklist.end(), def->operand_begin(), def->operand_end());
  }
  toHoist.insert(found.begin(), found.end());
  return true;
}

bool collectHoistableBounds(scf::ForOp outer, scf::ForOp inner,
                            llvm::SetVector<Operation *> &toHoist) {
  return collectHoistable(
      outer, {inner.getLowerBound(), inner.getUpperBound(), inner.getStep()}, toHoist);
}

/// Moves `ops` (all in the body block of `outer`) in front of `outer`,
/// keeping their order.
void hoistBefore(scf::ForOp outer, ArrayRef<Operation *> ops) {
  SmallVector<Operation *> sorted(ops.begin(), ops.end());
  llvm::sort(sorted, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  for (Operation *op : sorted)
    op->moveBefore(outer);
}

unsigned intWidth(Type type) {
  if (isa<IndexType>(type))
    return IndexType::kInternalStorageBitWidth;
  return cast<IntegerType>(type).getWidth();
}

/// ceildiv(ub - lb, step): the trip count when positive, an empty loop when
/// zero or negative.
Value tripCount(ImplicitLocOpBuilder &b, scf::ForOp loop) {
  Value diff = arith::SubIOp::create(b, loop.getUpperBound(), loop.getLowerBound());
  return arith::CeilDivSIOp::create(b, diff, loop.getStep());
}

Value castInt(ImplicitLocOpBuilder &b, Value value, Type type) {
  if (value.getType() == type)
    return value;
  if (isa<IndexType>(value.getType()) || isa<IndexType>(type))
    return arith::IndexCastOp::create(b, type, value);
  if (intWidth(value.getType()) > intWidth(type))
    return arith::TruncIOp::create(b, type, value);
  return arith::ExtSIOp::create(b, type, value);
}

/// A placeholder for a carried value that is written before it is read:
/// zero where the type has one, ub.poison otherwise.
Value placeholder(ImplicitLocOpBuilder &b, Type type) {
  Type elem = getElementTypeOrSelf(type);
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!elem.isIntOrIndexOrFloat() || (!tensor && type != elem))
    return ub::PoisonOp::create(b, type);
  TypedAttr zero = isa<FloatType>(elem) ? TypedAttr(b.getFloatAttr(elem, 0.0))
                                        : TypedAttr(b.getIntegerAttr(elem, 0));
  if (tensor)
    zero = SplatElementsAttr::get(tensor, zero);
  return arith::ConstantOp::create(b, zero);
}

/// The ops of the outer body between two inner loops (or the body's ends),
/// and those of their results that are used by later ops.
struct Logue {
  SmallVector<Operation *> ops;
  SmallVector<Value> outputs;

  SmallVector<Type> outputTypes() const {
    return llvm::map_to_vector(outputs, [](Value v) { return v.getType(); });
  }
};

Logue makeLogue(Block *body, Block::iterator begin, Block::iterator end) {
  Logue logue;
  llvm::SmallPtrSet<Operation *, 16> members;
  for (Operation &op : llvm::make_range(begin, end)) {
    logue.ops.push_back(&op);
    members.insert(&op);
  }
  for (Operation *op : logue.ops)
    for (Value result : op->getResults())
      if (llvm::any_of(result.getUsers(), [&](Operation *user) {
            return !members.contains(body->findAncestorOpInBlock(*user));
          }))
        logue.outputs.push_back(result);
  return logue;
}

//===----------------------------------------------------------------------===//
// Fusing one level
//===----------------------------------------------------------------------===//

/// Fuses the children of `node` whose bounds can be made invariant in its
/// loop into it (see the file comment); the others stay inside as ordinary
/// code. `node->loop` becomes the fused loop.
void fuseOneLevel(LoopNode *node) {
  scf::ForOp outer = node->loop;
  SmallVector<scf::ForOp> inners;
  llvm::SetVector<Operation *> toHoist;
  if (!outer.getUnsignedCmp()) {
    for (LoopNode *child : node->children) {
      assert(child->children.empty() && "fusion runs leaf to root");
      scf::ForOp inner = child->loop;
      if (!inner.getUnsignedCmp() && collectHoistableBounds(outer, inner, toHoist))
        inners.push_back(inner);
    }
  }
  node->children.clear();
  if (inners.empty())
    return;
  hoistBefore(outer, toHoist.getArrayRef());

  // Lengths and schedule, in front of the outer loop.
  ImplicitLocOpBuilder b(outer.getLoc(), outer);
  Value outerLen = tripCount(b, outer);
  unsigned width = intWidth(outer.getInductionVar().getType());
  SmallVector<Value> innerLens;
  for (scf::ForOp inner : inners) {
    innerLens.push_back(tripCount(b, inner));
    width = std::max(width, intWidth(inner.getInductionVar().getType()));
  }
  IntegerType intTy = b.getIntegerType(width);
  auto constant = [&](int64_t v) -> Value {
    return arith::ConstantOp::create(b, b.getIntegerAttr(intTy, v));
  };
  for (Value &len : innerLens)
    len = castInt(b, len, intTy);
  Value zero = constant(0), one = constant(1);

  // start_k = max(1, len_0) + ... + max(1, len_{k-1}) - k; loop k runs
  // while start_k <= T < end_k = start_k + len_k.
  unsigned numInner = inners.size();
  SmallVector<Value> starts, ends;
  Value sum;
  for (unsigned k = 0; k < numInner; ++k) {
    starts.push_back(k == 0 ? zero : arith::SubIOp::create(b, sum, constant(k)).getResult());
    ends.push_back(k == 0 ? innerLens[k]
                          : arith::AddIOp::create(b, starts[k], innerLens[k]).getResult());
    Value atLeastOne = arith::MaxSIOp::create(b, one, innerLens[k]);
    sum = k == 0 ? atLeastOne : arith::AddIOp::create(b, sum, atLeastOne).getResult();
  }
  Value innerLen =
      numInner == 1 ? sum : arith::SubIOp::create(b, sum, constant(numInner - 1)).getResult();
  Value totalIters = arith::MulIOp::create(b, castInt(b, outerLen, intTy), innerLen);

  // The logues: before each inner loop, and the epilogue.
  Block *outerBody = outer.getBody();
  auto yieldOp = cast<scf::YieldOp>(outerBody->getTerminator());
  SmallVector<Logue> logues;
  logues.push_back(makeLogue(outerBody, outerBody->begin(), inners.front()->getIterator()));
  for (unsigned k = 1; k < numInner; ++k)
    logues.push_back(makeLogue(outerBody, std::next(inners[k - 1]->getIterator()),
                               inners[k]->getIterator()));
  Logue epilogue =
      makeLogue(outerBody, std::next(inners.back()->getIterator()), yieldOp->getIterator());

  // An inner iteration value whose init is defined outside the outer loop is
  // set once in front of the fused loop and reset by the epilogue; any other
  // is set by its logue.
  // Decided up front: the replacements below move values around.
  SmallVector<SmallVector<bool>> invariantInit;
  for (scf::ForOp inner : inners)
    invariantInit.push_back(llvm::map_to_vector(
        inner.getInitArgs(), [&](Value init) { return outer.isDefinedOutsideOfLoop(init); }));

  // Fused iteration values: T, i, the outer values, each j_k, each inner
  // loop's values, each logue's outputs.
  SmallVector<Value> inits{zero, arith::SubIOp::create(b, outer.getLowerBound(), outer.getStep())};
  const unsigned outerBegin = inits.size();
  llvm::append_range(inits, outer.getInitArgs());
  const unsigned ivBegin = inits.size();
  for (scf::ForOp inner : inners)
    inits.push_back(placeholder(b, inner.getInductionVar().getType()));
  SmallVector<unsigned> carryBegin;
  for (auto [k, inner] : llvm::enumerate(inners)) {
    carryBegin.push_back(inits.size());
    for (auto [m, init] : llvm::enumerate(inner.getInitArgs()))
      inits.push_back(invariantInit[k][m] ? init : placeholder(b, init.getType()));
  }
  SmallVector<unsigned> logueBegin;
  for (Logue &logue : logues) {
    logueBegin.push_back(inits.size());
    for (Value output : logue.outputs)
      inits.push_back(placeholder(b, output.getType()));
  }

  auto fused = scf::ForOp::create(b, zero, totalIters, one, inits);
  Block *body = fused.getBody();
  ValueRange args = fused.getRegionIterArgs();
  const unsigned numOuter = outer.getNumRegionIterArgs();
  for (auto [old, now] : llvm::zip(outer.getRegionIterArgs(), args.slice(outerBegin, numOuter)))
    old.replaceAllUsesWith(now);

  b.setInsertionPointToStart(body);
  // T is this iteration's; the next is computed at the end of the body.
  Value t = args[0];
  Value prevI = args[1];
  Value curI;
  SmallVector<Value> nextIvs, nextCarries, nextLogueOuts;
  SmallVector<std::pair<Value, Value>> resets; // (init, value at the end of the body)
  SmallVector<unsigned> resetSlots;

  for (unsigned k = 0; k < numInner; ++k) {
    scf::ForOp inner = inners[k];
    Logue &logue = logues[k];
    Value cond = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, t, starts[k]);

    // if T == start_k: [i += step_i], logue_k, j_k = lb_k, inner inits.
    SmallVector<Type> types{inner.getInductionVar().getType()};
    llvm::append_range(types, logue.outputTypes());
    SmallVector<unsigned> setByLogue;
    for (auto [m, init] : llvm::enumerate(inner.getInitArgs()))
      if (!invariantInit[k][m]) {
        setByLogue.push_back(m);
        types.push_back(init.getType());
      }
    if (k == 0)
      types.push_back(prevI.getType());
    auto logueIf = scf::IfOp::create(b, types, cond, /*addThenBlock=*/true,
                                     /*addElseBlock=*/true);
    Block *thenBlock = logueIf.thenBlock();
    for (Operation *op : logue.ops)
      op->moveBefore(thenBlock, thenBlock->end());
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(thenBlock);
      Value newI;
      if (k == 0)
        newI = arith::AddIOp::create(b, prevI, outer.getStep());
      b.setInsertionPointToEnd(thenBlock);
      SmallVector<Value> thenValues{inner.getLowerBound()};
      llvm::append_range(thenValues, logue.outputs);
      for (unsigned m : setByLogue)
        thenValues.push_back(inner.getInitArgs()[m]);
      if (k == 0)
        thenValues.push_back(newI);
      scf::YieldOp::create(b, thenValues);
      if (k == 0)
        replaceAllUsesInRegionWith(outer.getInductionVar(), newI, logueIf.getThenRegion());

      b.setInsertionPointToStart(logueIf.elseBlock());
      SmallVector<Value> elseValues{args[ivBegin + k]};
      llvm::append_range(elseValues, args.slice(logueBegin[k], logue.outputs.size()));
      for (unsigned m : setByLogue)
        elseValues.push_back(args[carryBegin[k] + m]);
      if (k == 0)
        elseValues.push_back(prevI);
      scf::YieldOp::create(b, elseValues);
    }

    // Uses after the logue see the if's results.
    ValueRange ifResults = logueIf.getResults();
    Value jk = ifResults[0];
    ValueRange logueOuts = ifResults.slice(1, logue.outputs.size());
    for (auto [output, now] : llvm::zip(logue.outputs, logueOuts))
      output.replaceUsesWithIf(now, [&](OpOperand &use) {
        return !logueIf.getThenRegion().isAncestor(use.getOwner()->getParentRegion());
      });
    nextLogueOuts.append(logueOuts.begin(), logueOuts.end());
    if (k == 0) {
      curI = ifResults.back();
      outer.getInductionVar().replaceAllUsesWith(curI);
    }
    SmallVector<Value> carryIn;
    {
      unsigned next = 1 + logue.outputs.size();
      for (unsigned m = 0, e = inner.getNumRegionIterArgs(); m < e; ++m)
        carryIn.push_back(invariantInit[k][m] ? Value(args[carryBegin[k] + m])
                                              : ifResults[next++]);
    }

    // if start_k <= T < start_k + len_k: body_k, j_k += step_k.
    Value inRange;
    if (inner->hasAttr(kMustExecuteAttr)) {
      inRange = arith::ConstantOp::create(b, b.getBoolAttr(true));
    } else {
      Value ge = arith::CmpIOp::create(b, arith::CmpIPredicate::sge, t, starts[k]);
      Value lt = arith::CmpIOp::create(b, arith::CmpIPredicate::slt, t, ends[k]);
      inRange = arith::AndIOp::create(b, ge, lt);
    }
    SmallVector<Type> bodyTypes{jk.getType()};
    llvm::append_range(bodyTypes, inner.getResultTypes());
    auto bodyIf = scf::IfOp::create(b, bodyTypes, inRange, /*addThenBlock=*/false,
                                    /*addElseBlock=*/true);
    inner.getInductionVar().replaceAllUsesWith(jk);
    for (auto [arg, value] : llvm::zip(inner.getRegionIterArgs(), carryIn))
      arg.replaceAllUsesWith(value);
    inner.getBody()->eraseArguments(0, inner.getBody()->getNumArguments());
    bodyIf.getThenRegion().takeBody(inner.getBodyRegion());
    {
      OpBuilder::InsertionGuard guard(b);
      Operation *innerYield = bodyIf.thenBlock()->getTerminator();
      b.setInsertionPoint(innerYield);
      Value nextJ = arith::AddIOp::create(b, jk, inner.getStep());
      innerYield->insertOperands(0, nextJ);
      b.setInsertionPointToStart(bodyIf.elseBlock());
      SmallVector<Value> elseValues{jk};
      llvm::append_range(elseValues, carryIn);
      scf::YieldOp::create(b, elseValues);
    }
    ValueRange innerResults = bodyIf.getResults().drop_front();
    inner.replaceAllUsesWith(innerResults);
    nextIvs.push_back(bodyIf.getResult(0));
    for (auto [m, init] : llvm::enumerate(inner.getInitArgs())) {
      nextCarries.push_back(innerResults[m]);
      if (invariantInit[k][m]) {
        resets.push_back({init, innerResults[m]});
        resetSlots.push_back(nextCarries.size() - 1);
      }
    }
  }

  // if T == inner_len - 1: epilogue, outer values advance, inner values
  // with invariant inits are reset.
  SmallVector<Type> epilogueTypes(outer.getResultTypes());
  for (auto &reset : resets)
    epilogueTypes.push_back(reset.first.getType());
  // In the body, where Triton computes it (the pipeliner's LICM hoists it).
  Value lastT = arith::SubIOp::create(b, innerLen, one);
  Value isLast = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, t, lastT);
  auto epilogueIf = scf::IfOp::create(b, epilogueTypes, isLast, /*addThenBlock=*/true,
                                      /*addElseBlock=*/true);
  for (Operation *op : epilogue.ops)
    op->moveBefore(epilogueIf.thenBlock(), epilogueIf.thenBlock()->end());
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(epilogueIf.thenBlock());
    SmallVector<Value> thenValues(yieldOp.getOperands());
    for (auto &reset : resets)
      thenValues.push_back(reset.first);
    scf::YieldOp::create(b, thenValues);
    b.setInsertionPointToStart(epilogueIf.elseBlock());
    SmallVector<Value> elseValues(args.slice(outerBegin, numOuter));
    for (auto &reset : resets)
      elseValues.push_back(reset.second);
    scf::YieldOp::create(b, elseValues);
  }
  for (auto [slot, value] : llvm::zip(resetSlots, epilogueIf.getResults().drop_front(numOuter)))
    nextCarries[slot] = value;

  // T = 0 if T == inner_len - 1 else T + 1, after the epilogue, with a
  // comparison of its own as Triton makes it: the pipeliner then carries T
  // into the epilogue's stage and compares there, as in Triton's TTGIR,
  // instead of carrying the epilogue's condition.
  Value nextT = arith::AddIOp::create(b, t, one);
  Value rollover = arith::CmpIOp::create(b, arith::CmpIPredicate::eq, t,
                                         arith::SubIOp::create(b, innerLen, one));
  SmallVector<Value> yields{arith::SelectOp::create(b, rollover, zero, nextT), curI};
  llvm::append_range(yields, epilogueIf.getResults().take_front(numOuter));
  llvm::append_range(yields, nextIvs);
  llvm::append_range(yields, nextCarries);
  llvm::append_range(yields, nextLogueOuts);
  scf::YieldOp::create(b, yields);
  outer.replaceAllUsesWith(fused.getResults().slice(outerBegin, numOuter));

  // Scheduling hints of the nest go to the fused loop.
  int numStages = 1;
  bool warpSpecialize = outer->hasAttr(kWarpSpecializeAttr);
  bool disallowAccMultiBuffer = outer->hasAttr(kDisallowAccMultiBufferAttr);
  if (auto stages = outer->getAttrOfType<IntegerAttr>(kNumStagesAttr))
    numStages = stages.getInt();
  for (scf::ForOp inner : inners) {
    if (auto stages = inner->getAttrOfType<IntegerAttr>(kNumStagesAttr))
      numStages = std::max<int>(numStages, stages.getInt());
    warpSpecialize |= inner->hasAttr(kWarpSpecializeAttr);
    disallowAccMultiBuffer |= inner->hasAttr(kDisallowAccMultiBufferAttr);
  }
  if (warpSpecialize)
    fused->setAttr(kWarpSpecializeAttr, b.getUnitAttr());
  if (disallowAccMultiBuffer)
    fused->setAttr(kDisallowAccMultiBufferAttr, b.getUnitAttr());
  if (numStages > 1)
    fused->setAttr(kNumStagesAttr, b.getI32IntegerAttr(numStages));

  for (scf::ForOp inner : inners)
    inner.erase();
  outer.erase();
  node->loop = fused;
}

/// Fuses a nest leaf to root.
void flatten(LoopNode *node) {
  for (LoopNode *child : node->children)
    flatten(child);
  fuseOneLevel(node);
}

//===----------------------------------------------------------------------===//
// Preparing a tt.flatten nest
//===----------------------------------------------------------------------===//

/// Moves pure ops in front of `inner` whose users all come after it to just
/// after it, so that they are not carried through the fused loop.
void sinkIntoEpilogue(scf::ForOp outer, scf::ForOp inner) {
  Block *body = outer.getBody();
  auto afterInner = [&](Operation *user) {
    Operation *ancestor = body->findAncestorOpInBlock(*user);
    return ancestor && inner->isBeforeInBlock(ancestor);
  };
  llvm::SmallPtrSet<Operation *, 16> sunk;
  SmallVector<Operation *> order;
  for (Operation &op : llvm::reverse(llvm::make_range(body->begin(), inner->getIterator()))) {
    if (!isPure(&op) || isa<triton::DotOp, triton::DotScaledOp>(op))
      continue;
    if (llvm::all_of(op.getUsers(), [&](Operation *user) {
          return afterInner(user) || sunk.contains(body->findAncestorOpInBlock(*user));
        })) {
      sunk.insert(&op);
      order.push_back(&op);
    }
  }
  Operation *insertBefore = inner->getNextNode();
  for (Operation *op : llvm::reverse(order))
    op->moveBefore(insertBefore);
}

/// Versions the nest on the inner trip count so that, in the copy that is
/// fused, the inner loop runs at least once. Fails, changing nothing, when
/// the inner bounds vary with the outer loop.
LogicalResult speculateInnerLoopRuns(scf::ForOp outer, scf::ForOp inner) {
  llvm::SetVector<Operation *> toHoist;
  if (!collectHoistableBounds(outer, inner, toHoist))
    return failure();
  hoistBefore(outer, toHoist.getArrayRef());

  ImplicitLocOpBuilder b(inner.getLoc(), outer);
  inner->setAttr(kMustExecuteAttr, b.getUnitAttr());
  Value len = tripCount(b, inner);
  Value zero = arith::ConstantOp::create(b, b.getIntegerAttr(len.getType(), 0));
  Value empty = arith::CmpIOp::create(b, arith::CmpIPredicate::sle, len, zero);
  auto ifOp = scf::IfOp::create(b, outer.getResultTypes(), empty, /*addThenBlock=*/true,
                                /*addElseBlock=*/true);

  // The inner loop does not run: the nest without it.
  b.setInsertionPointToStart(ifOp.thenBlock());
  IRMapping mapping;
  auto copy = cast<scf::ForOp>(b.clone(*outer, mapping));
  auto innerCopy = cast<scf::ForOp>(mapping.lookup(inner.getOperation()));
  innerCopy.replaceAllUsesWith(innerCopy.getInitArgs());
  innerCopy.erase();
  scf::YieldOp::create(b, copy.getResults());

  // It runs at least once: the nest itself.
  outer.replaceAllUsesWith(ifOp.getResults());
  outer->moveBefore(ifOp.elseBlock(), ifOp.elseBlock()->end());
  b.setInsertionPointToEnd(ifOp.elseBlock());
  scf::YieldOp::create(b, outer.getResults());
  return success();
}

LogicalResult prepareFlattenNest(scf::ForOp outer, scf::ForOp inner) {
  if (outer.getUnsignedCmp() || inner.getUnsignedCmp())
    return failure();
  moveLoopInvariantCode(cast<LoopLikeOpInterface>(outer.getOperation()));
  // A pure, invariant inner loop may have left the nest.
  if (inner->getParentOp() != outer.getOperation())
    return failure();
  sinkIntoEpilogue(outer, inner);
  return speculateInnerLoopRuns(outer, inner);
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct FuseNestedLoopsPass
    : public mlir::triton::gpu::impl::TritonGPUFuseNestedLoopsBase<FuseNestedLoopsPass> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<triton::FuncOp>()) {
      SmallVector<LoopNest> nests;
      collectNests(func, nests);
      for (LoopNest &nest : nests) {
        LoopNode *root = nest.root();
        if (root->loop->hasAttr(kAlwaysFuseAttr)) {
          flatten(root);
          continue;
        }
        if (!root->loop->hasAttr(kFlattenAttr) || nest.nodes.size() != 2 ||
            root->children.size() != 1)
          continue;
        if (failed(prepareFlattenNest(root->loop, root->children.front()->loop)))
          continue;
        flatten(root);
      }
    }
  }
};

} // namespace
