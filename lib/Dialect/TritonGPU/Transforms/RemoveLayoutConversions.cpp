//===- RemoveLayoutConversions.cpp - propagate layouts, drop conversions --===//
//
// The pass chooses, for each tensor value, the layout that needs the fewest
// conversions, in four steps:
//
//  1. Forward propagation, per function. Anchors keep their layout: function
//     arguments, expensive loads and stores, dots, atomics, descriptor
//     accesses, gathers with an efficient layout, reorderable reshapes. Each
//     anchor's layout flows to the values computed from it (elementwise
//     ops, conversions, reductions, shape ops, loop and branch values),
//     collecting every candidate a value is reached with. A value reached
//     with several keeps one: an MMA layout, or a blocked one for memory
//     accesses. The function is then rewritten region by region, in
//     dominance order: ops whose results change are re-created in their new
//     layout (loops and conditionals with new signatures, in place), and a
//     conversion is made wherever a value meets a use that wants another.
//     Conversions that became trivial are canonicalized away.
//  2. Backward rematerialization, repeated while it removes conversions.
//     For each remaining conversion, the values it depends on (through
//     cheap ops, conditionals and loop-carried values) are computed again in
//     the target layout when that costs less than the conversion: the
//     conversion's bytes against the duplicated work of the ops not used
//     elsewhere. Conversions to dot operands are left to step 3.
//  3. Hoisting: a conversion that stays is moved above an extension or
//     broadcast (it then moves fewer bytes), into the one branch of a
//     conditional in a loop that needs it, and a conversion to an MMA dot
//     operand up to the loads it reads (through ops that move no data between
//     threads) when a dot post-dominates it, so the pipeliner finds it there.
//  4. Clean-up: dead loop-carried values, loop and conditional
//     canonicalization, conversion canonicalization.
//
// Steps 2 and 3 live in LayoutRematerialization.cpp.
//
//===----------------------------------------------------------------------===//

#include "LayoutRematerialization.h"

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <deque>

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREMOVELAYOUTCONVERSIONS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Ops whose layout is kept: the propagation starts from them.
bool isLayoutAnchor(Operation *op) {
  if (isa<DescriptorLoadOp, DescriptorStoreOp, DescriptorGatherOp, DescriptorScatterOp,
          DescriptorReduceOp>(op))
    return true;
  if (isa<LoadOp, StoreOp>(op))
    return isExpensiveLoadOrStore(op);
  if (isa<DotOp, DotScaledOp, nvidia_gpu::WarpGroupDotOp, AtomicRMWOp, AtomicCASOp,
          nvidia_gpu::TMEMLoadOp>(op))
    return true;
  if (auto gather = dyn_cast<GatherOp>(op))
    return gather.getEfficientLayout();
  // A reshape that may reorder elements can produce any layout: it stops the
  // forward propagation, and the backward pass fixes what follows it.
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return reshape.getAllowReorder();
  return false;
}

/// Ops the propagation carries a layout through, operand to results, and
/// re-creates in the layout chosen.
bool carriesLayout(Operation *op) {
  return op->hasTrait<triton::OpTrait::SameOperandsAndResultEncoding>() ||
         op->hasTrait<mlir::OpTrait::Elementwise>() ||
         isa<ReduceOp, ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp, ConvertLayoutOp>(op);
}

/// A reduction to scalars: its operands may take any layout.
bool reducesToScalar(Operation *op) {
  return isa<ReduceOp>(op) && !isa<RankedTensorType>(op->getResultTypes()[0]);
}

//===----------------------------------------------------------------------===//
// 1. Forward propagation
//===----------------------------------------------------------------------===//

class LayoutPropagation {
public:
  explicit LayoutPropagation(FuncOp func) : func(func) {}

  void run() {
    initAnchors();
    propagate();
    resolveConflicts();
    rewriteRegion(func.getBody());
  }

private:
  /// Candidate layouts of a value, in the order they reached it.
  using Candidates = llvm::SmallSetVector<Attribute, 8>;

  void initAnchors() {
    auto addAnchor = [&](Value value) {
      if (auto tensor = dyn_cast<RankedTensorType>(value.getType()))
        layouts[value].insert(tensor.getEncoding());
    };
    // Arguments are anchors too: tests pass tensors in, instead of loading.
    for (Value arg : func.getArguments())
      addAnchor(arg);
    func.walk([&](Operation *op) {
      if (isLayoutAnchor(op))
        for (Value result : op->getResults())
          addAnchor(result);
    });
  }

  void propagate() {
    SmallVector<Value> queue;
    for (auto &entry : layouts)
      queue.push_back(entry.first);
    while (!queue.empty()) {
      Value value = queue.pop_back_val();
      Candidates candidates = layouts[value];
      propagateToUsers(value, candidates, queue);
    }
  }

  /// Adds what `candidates` become through `op` to each of `values`; the
  /// values that gained a candidate go to `changed`.
  void addCandidates(ValueRange values, const Candidates &candidates, Operation *op,
                     SmallVectorImpl<Value> &changed) {
    for (Value value : values) {
      if (!isa<RankedTensorType>(value.getType()))
        continue;
      bool grew = false;
      for (Attribute encoding : candidates) {
        // A conversion is removed by giving its result its source's layout.
        Attribute result = isa<ConvertLayoutOp>(op) ? encoding : inferDstEncoding(op, encoding);
        if (result)
          grew |= layouts[value].insert(result);
      }
      if (grew)
        changed.push_back(value);
    }
  }

  void propagateToUsers(Value value, const Candidates &candidates,
                        SmallVectorImpl<Value> &changed) {
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      unsigned index = use.getOperandNumber();
      if (auto loop = dyn_cast<scf::ForOp>(user)) {
        if (index < loop.getNumControlOperands())
          continue;
        addCandidates({loop.getTiedLoopRegionIterArg(&use), loop.getTiedLoopResult(&use)},
                      candidates, user, changed);
        continue;
      }
      if (auto loop = dyn_cast<scf::WhileOp>(user)) {
        addCandidates(loop.getBeforeArguments()[index], candidates, user, changed);
        continue;
      }
      if (auto yield = dyn_cast<scf::YieldOp>(user)) {
        Operation *parent = yield->getParentOp();
        SmallVector<Value> targets;
        if (isa<scf::ForOp, scf::IfOp, scf::WhileOp>(parent) && index < parent->getNumResults())
          targets.push_back(parent->getResult(index));
        if (auto loop = dyn_cast<scf::ForOp>(parent))
          targets.push_back(loop.getRegionIterArgs()[index]);
        if (auto loop = dyn_cast<scf::WhileOp>(parent))
          targets.push_back(loop.getBeforeArguments()[index]);
        addCandidates(targets, candidates, user, changed);
        continue;
      }
      if (auto condition = dyn_cast<scf::ConditionOp>(user)) {
        // Operand 0 is the condition itself.
        if (index == 0)
          continue;
        auto loop = cast<scf::WhileOp>(condition->getParentOp());
        addCandidates({loop.getAfterArguments()[index - 1], loop->getResult(index - 1)},
                      candidates, user, changed);
        continue;
      }
      if (isa<nvidia_gpu::WarpGroupDotWaitOp>(user)) {
        addCandidates(user->getResult(index), candidates, user, changed);
        continue;
      }
      if (auto gather = dyn_cast<GatherOp>(user)) {
        // Without an efficient layout, only the indices decide the result's.
        if (!gather.getEfficientLayout() && &use == &gather.getIndicesMutable()) {
          addCandidates(gather.getResult(), candidates, user, changed);
          continue;
        }
      }
      if (carriesLayout(user))
        addCandidates(user->getResults(), candidates, user, changed);
    }
  }

  /// Keeps one layout per value: an MMA layout, or a blocked one for memory
  /// accesses, else the first to reach it.
  void resolveConflicts() {
    for (auto &[value, candidates] : layouts) {
      if (candidates.size() <= 1)
        continue;
      Operation *def = value.getDefiningOp();
      bool isMemoryAccess = def && isa<LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp>(def);
      Attribute chosen = candidates.front();
      for (Attribute encoding : candidates) {
        if ((isMemoryAccess && isa<BlockedEncodingAttr>(encoding)) ||
            (!isMemoryAccess && isa<NvidiaMmaEncodingAttr>(encoding))) {
          chosen = encoding;
          break;
        }
      }
      candidates.clear();
      candidates.insert(chosen);
    }
  }

  /// The layout chosen for `value`, null when the propagation left it.
  Attribute chosenLayout(Value value) {
    auto it = layouts.find(value);
    if (it == layouts.end() || it->second.empty())
      return {};
    return it->second.front();
  }

  //===--------------------------------------------------------------------===//
  // Rewrite
  //===--------------------------------------------------------------------===//

  /// Walks the regions outermost first, so that each value is rewritten
  /// before its uses.
  void rewriteRegion(Region &root) {
    std::deque<Region *> queue = {&root};
    while (!queue.empty()) {
      Region *region = queue.front();
      queue.pop_front();
      for (Operation &op : region->getOps()) {
        bool needsRewrite = llvm::any_of(op.getResults(), [&](Value result) {
          Attribute chosen = chosenLayout(result);
          return chosen && chosen != encodingOf(result);
        });
        if (needsRewrite) {
          Operation *newOp = rewriteOp(&op);
          for (Region &nested : newOp->getRegions())
            queue.push_back(&nested);
        } else if (auto yield = dyn_cast<scf::YieldOp>(&op)) {
          rewriteYield(yield);
        } else if (auto condition = dyn_cast<scf::ConditionOp>(&op)) {
          rewriteCondition(condition);
        } else if (reducesToScalar(&op)) {
          rewriteReduceToScalar(&op);
        } else if (auto assertOp = dyn_cast<AssertOp>(&op)) {
          rewriteAssert(assertOp);
        } else {
          // Unchanged ops read their operands in the layout they had.
          for (OpOperand &operand : op.getOpOperands())
            if (layouts.count(operand.get()))
              operand.set(getValueAs(operand.get(), encodingOf(operand.get())));
          for (Region &nested : op.getRegions())
            queue.push_back(&nested);
        }
      }
    }
    for (Operation *op : llvm::reverse(opsToDelete))
      op->erase();
    opsToDelete.clear();
  }

  void map(Value old, Value rewritten) { rewriteMapping[{old, encodingOf(rewritten)}] = rewritten; }

  /// `value` as rewritten in the layout chosen for it.
  Value getRewrittenValue(Value value) {
    Attribute chosen = chosenLayout(value);
    if (!chosen || chosen == encodingOf(value))
      return value;
    return rewriteMapping.lookup_or({value, chosen}, value);
  }

  /// `value` in `encoding`: its rewritten self, converted right after its
  /// definition where the layouts differ.
  Value getValueAs(Value value, Attribute encoding) {
    if (!isa<RankedTensorType>(value.getType()))
      return value;
    Value rewritten = getRewrittenValue(value);
    if (encodingOf(rewritten) == encoding)
      return rewritten;
    OpBuilder builder(value.getContext());
    builder.setInsertionPointAfterValue(rewritten);
    return ConvertLayoutOp::create(builder, value.getLoc(), withEncoding(value.getType(), encoding),
                                   rewritten);
  }

  /// Re-creates `op`, whose results change layout; `op` itself goes at the
  /// end of the rewrite.
  Operation *rewriteOp(Operation *op) {
    opsToDelete.insert(op);
    if (auto loop = dyn_cast<scf::ForOp>(op))
      return rewriteFor(loop);
    if (auto loop = dyn_cast<scf::WhileOp>(op))
      return rewriteWhile(loop);
    if (auto ifOp = dyn_cast<scf::IfOp>(op))
      return rewriteIf(ifOp);
    OpBuilder builder(op);
    Attribute encoding = chosenLayout(op->getResult(0));
    Type newType = withEncoding(op->getResult(0).getType(), encoding);
    if (auto convert = dyn_cast<ConvertLayoutOp>(op)) {
      Attribute srcEncoding = chosenLayout(convert.getSrc());
      if (!srcEncoding)
        srcEncoding = encodingOf(convert.getSrc());
      Value src = getValueAs(convert.getSrc(), srcEncoding);
      auto newConvert = ConvertLayoutOp::create(builder, op->getLoc(), newType, src);
      map(op->getResult(0), newConvert.getResult());
      return newConvert;
    }
    if (canFoldIntoConversion(op, encoding)) {
      Operation *copy = builder.clone(*op);
      auto newConvert = ConvertLayoutOp::create(builder, op->getLoc(), newType, copy->getResult(0));
      map(op->getResult(0), newConvert.getResult());
      return newConvert;
    }
    Operation *newOp = cloneInLayout(builder, op, encoding);
    for (auto [oldResult, newResult] : llvm::zip(op->getResults(), newOp->getResults())) {
      if (oldResult.getType() == newResult.getType()) {
        oldResult.replaceAllUsesWith(newResult);
        continue;
      }
      map(oldResult, newResult);
    }
    return newOp;
  }

  /// A copy of `op` producing its results in `encoding`, reading its
  /// operands in the layout that gives it: the one of a (rewritten) operand
  /// that does, else the one inferred backwards.
  Operation *cloneInLayout(OpBuilder &builder, Operation *op, Attribute encoding) {
    Operation *newOp = builder.clone(*op);
    Attribute operandEncoding;
    for (Value operand : op->getOperands()) {
      Attribute current = encodingOf(getRewrittenValue(operand));
      if (current && inferDstEncoding(op, current) == encoding) {
        operandEncoding = current;
        break;
      }
    }
    if (!operandEncoding)
      operandEncoding = inferSrcEncoding(op, encoding);
    if (!operandEncoding)
      operandEncoding = encoding;
    for (OpOperand &operand : op->getOpOperands())
      newOp->setOperand(operand.getOperandNumber(),
                        getValueAs(operand.get(), operandEncoding));
    for (Value result : newOp->getResults())
      result.setType(withEncoding(result.getType(), encoding));
    return newOp;
  }

  /// Uses of an old value keep it when its type did not change; otherwise
  /// the new value is recorded for the uses to convert from.
  void remap(Value old, Value rewritten) {
    if (old.getType() == rewritten.getType())
      old.replaceAllUsesWith(rewritten);
    else
      map(old, rewritten);
  }

  Operation *rewriteFor(scf::ForOp loop) {
    OpBuilder builder(loop);
    SmallVector<Value> inits;
    for (auto [init, result] : llvm::zip(loop.getInitArgs(), loop.getResults())) {
      Attribute chosen = chosenLayout(result);
      inits.push_back(chosen ? getValueAs(init, chosen) : init);
    }
    auto newLoop = scf::ForOp::create(builder, loop.getLoc(), loop.getLowerBound(),
                                      loop.getUpperBound(), loop.getStep(), inits);
    newLoop->setAttrs(loop->getAttrs());
    newLoop.getBody()->getOperations().splice(newLoop.getBody()->begin(),
                                              loop.getBody()->getOperations());
    for (auto [oldResult, newResult] : llvm::zip(loop.getResults(), newLoop.getResults()))
      remap(oldResult, newResult);
    for (auto [oldArg, newArg] :
         llvm::zip(loop.getBody()->getArguments(), newLoop.getBody()->getArguments()))
      remap(oldArg, newArg);
    return newLoop;
  }

  Operation *rewriteWhile(scf::WhileOp loop) {
    OpBuilder builder(loop);
    SmallVector<Value> inits;
    for (auto [init, arg] : llvm::zip(loop.getInits(), loop.getBeforeArguments())) {
      Attribute chosen = chosenLayout(arg);
      inits.push_back(chosen ? getValueAs(init, chosen) : init);
    }
    SmallVector<Type> resultTypes;
    for (Value result : loop.getResults()) {
      Attribute chosen = chosenLayout(result);
      resultTypes.push_back(chosen ? withEncoding(result.getType(), chosen) : result.getType());
    }
    auto newLoop = scf::WhileOp::create(builder, loop.getLoc(), resultTypes, inits);
    SmallVector<Type> beforeTypes(ValueRange(inits).getTypes());
    builder.createBlock(&newLoop.getBefore(), {}, beforeTypes,
                        SmallVector<Location>(beforeTypes.size(), loop.getLoc()));
    builder.createBlock(&newLoop.getAfter(), {}, resultTypes,
                        SmallVector<Location>(resultTypes.size(), loop.getLoc()));
    for (unsigned i = 0; i < loop->getNumRegions(); ++i)
      newLoop->getRegion(i).front().getOperations().splice(
          newLoop->getRegion(i).front().begin(), loop->getRegion(i).front().getOperations());
    for (auto [oldResult, newResult] : llvm::zip(loop.getResults(), newLoop.getResults()))
      remap(oldResult, newResult);
    for (auto [oldArg, newArg] : llvm::zip(loop.getBeforeArguments(), newLoop.getBeforeArguments()))
      remap(oldArg, newArg);
    for (auto [oldArg, newArg] : llvm::zip(loop.getAfterArguments(), newLoop.getAfterArguments()))
      remap(oldArg, newArg);
    return newLoop;
  }

  Operation *rewriteIf(scf::IfOp ifOp) {
    OpBuilder builder(ifOp);
    SmallVector<Type> resultTypes(ifOp->getResultTypes());
    for (auto [i, result] : llvm::enumerate(ifOp.getResults()))
      if (Attribute chosen = chosenLayout(result))
        resultTypes[i] = withEncoding(result.getType(), chosen);
    auto newIf = scf::IfOp::create(builder, ifOp.getLoc(), resultTypes, ifOp.getCondition(),
                                   /*addThenBlock=*/true, /*addElseBlock=*/true);
    newIf.getThenRegion().takeBody(ifOp.getThenRegion());
    newIf.getElseRegion().takeBody(ifOp.getElseRegion());
    for (auto [oldResult, newResult] : llvm::zip(ifOp.getResults(), newIf.getResults()))
      remap(oldResult, newResult);
    return newIf;
  }

  /// Yields produce what their parent's results (or a while's next
  /// arguments) now hold.
  void rewriteYield(scf::YieldOp yield) {
    Operation *parent = yield->getParentOp();
    for (OpOperand &operand : yield->getOpOperands()) {
      unsigned index = operand.getOperandNumber();
      Type type = operand.get().getType();
      if (isa<scf::ForOp, scf::IfOp>(parent) && index < parent->getNumResults())
        type = parent->getResult(index).getType();
      if (auto loop = dyn_cast<scf::WhileOp>(parent))
        type = loop.getBeforeArguments()[index].getType();
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        continue;
      operand.set(getValueAs(operand.get(), tensor.getEncoding()));
    }
  }

  void rewriteCondition(scf::ConditionOp condition) {
    auto loop = cast<scf::WhileOp>(condition->getParentOp());
    for (unsigned i = 1; i < condition->getNumOperands(); ++i) {
      auto tensor = dyn_cast<RankedTensorType>(loop->getResult(i - 1).getType());
      if (!tensor)
        continue;
      OpOperand &operand = condition->getOpOperand(i);
      operand.set(getValueAs(operand.get(), tensor.getEncoding()));
    }
  }

  /// A reduction to scalars reads all its operands in the layout of the
  /// first one that has a new layout.
  void rewriteReduceToScalar(Operation *reduce) {
    Attribute encoding;
    for (Value operand : reduce->getOperands())
      if ((encoding = chosenLayout(operand)))
        break;
    if (!encoding)
      return;
    for (OpOperand &operand : reduce->getOpOperands())
      operand.set(getValueAs(operand.get(), encoding));
  }

  /// An assert checks its condition in whatever layout it was given.
  void rewriteAssert(AssertOp assertOp) {
    Value condition = assertOp->getOperand(0);
    if (Attribute encoding = chosenLayout(condition))
      assertOp->setOperand(0, getValueAs(condition, encoding));
  }

  FuncOp func;
  llvm::MapVector<Value, Candidates> layouts;
  /// Rewritten values, by (original value, layout).
  DenseMap<std::pair<Value, Attribute>, Value> rewriteMapping;
  llvm::SetVector<Operation *> opsToDelete;
};

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

class RemoveLayoutConversions
    : public mlir::triton::gpu::impl::TritonGPURemoveLayoutConversionsBase<
          RemoveLayoutConversions> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // 1.
    module.walk([](FuncOp func) { LayoutPropagation(func).run(); });
    if (failed(canonicalizeConversions()))
      return signalPassFailure();
    // 2. Each round may make more conversions trivial once canonicalized.
    bool changed;
    do {
      changed = false;
      module.walk([&](FuncOp func) { changed |= rematerializeBackward(func); });
      if (failed(canonicalizeConversions()))
        return signalPassFailure();
    } while (changed);
    // 3.
    module.walk([](FuncOp func) { hoistConversions(func); });
    // 4.
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    populateForOpDeadArgumentElimination(patterns);
    scf::ForOp::getCanonicalizationPatterns(patterns, context);
    scf::IfOp::getCanonicalizationPatterns(patterns, context);
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, context);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      signalPassFailure();
  }

private:
  /// Folds conversions that became trivial or fold into their producer,
  /// and removes dead ops.
  LogicalResult canonicalizeConversions() {
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    return applyPatternsGreedily(getOperation(), std::move(patterns));
  }
};

} // namespace
