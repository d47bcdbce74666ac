//===- RemoveLayoutConversions.cpp - propagate layouts, drop conversions --===//
//
// Three steps per function:
//  1. Forward propagation: the layouts of anchors (loads, dots, atomics) flow
//     to the values computed from them, through conversions, elementwise
//     ops, reductions (as slices), expand_dims and loop-carried values. The
//     values reached are retyped in place and conversions are inserted only
//     where a retyped value meets an op that needs another layout.
//  2. Backward rematerialization: a conversion whose source is computed by
//     cheap, side-effect-free ops (constants, ranges, splats, elementwise and
//     address arithmetic) is replaced by the same computation done directly
//     in the target layout.
//  3. Clean-up: trivial conversions fold, dead ops go, duplicates merge.
//
//===----------------------------------------------------------------------===//

#include "Dialect/TritonGPU/Transforms/Passes.h"

#include "Dialect/Triton/IR/Interfaces.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUREMOVELAYOUTCONVERSIONS
#include "Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

Attribute encodingOf(Value value) {
  auto tensor = dyn_cast<RankedTensorType>(value.getType());
  return tensor ? tensor.getEncoding() : Attribute();
}

Type withEncoding(Type type, Attribute encoding) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  return RankedTensorType::get(tensor.getShape(), tensor.getElementType(), encoding);
}

/// Ops whose layout is fixed by what they do: their results start the
/// propagation.
bool isAnchor(Operation *op) {
  return isa<LoadOp, DotOp, DotScaledOp, nvidia_gpu::WarpGroupDotOp, AtomicRMWOp, AtomicCASOp,
             DescriptorLoadOp, DescriptorGatherOp, GatherOp, LocalLoadOp>(op);
}

/// Ops whose tensor operands and results all share one encoding and shape
/// (elementwise computation, broadcast keeps the encoding too).
bool isSameEncodingOp(Operation *op) {
  if (op->getNumResults() == 0 || op->getNumRegions() != 0)
    return false;
  if (!llvm::all_of(op->getResultTypes(), [](Type t) { return isa<RankedTensorType>(t); }))
    return false;
  return op->hasTrait<mlir::OpTrait::Elementwise>() || isa<BroadcastOp>(op) ||
         op->hasTrait<triton::OpTrait::SameOperandsAndResultEncoding>();
}

/// The layout a reduction of a tensor in `encoding` along `axis` yields.
Attribute reducedEncoding(Attribute encoding, unsigned axis) {
  return SliceEncodingAttr::get(encoding.getContext(), axis, encoding);
}

//===----------------------------------------------------------------------===//
// 1. Forward propagation
//===----------------------------------------------------------------------===//

class LayoutPropagation {
public:
  explicit LayoutPropagation(FuncOp func) : func(func) {}

  void run() {
    func.walk([&](Operation *op) {
      if (isAnchor(op))
        for (Value result : op->getResults())
          if (Attribute encoding = encodingOf(result))
            assign(result, encoding);
    });
    while (!worklist.empty()) {
      Value value = worklist.pop_back_val();
      Attribute encoding = layouts.lookup(value);
      for (OpOperand &use : value.getUses())
        propagateTo(use, encoding);
    }
    retype();
    insertConversions();
  }

private:
  /// Gives `value` its layout unless it already has one.
  void assign(Value value, Attribute encoding) {
    if (!isa<RankedTensorType>(value.getType()) || layouts.count(value))
      return;
    layouts[value] = encoding;
    worklist.push_back(value);
    // A loop-carried value is one value seen from four places.
    if (auto arg = dyn_cast<BlockArgument>(value))
      if (auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp()))
        if (arg.getArgNumber() >= loop.getNumInductionVars())
          assign(loop.getResult(arg.getArgNumber() - loop.getNumInductionVars()), encoding);
    if (auto result = dyn_cast<OpResult>(value))
      if (auto loop = dyn_cast<scf::ForOp>(result.getOwner()))
        assign(loop.getRegionIterArg(result.getResultNumber()), encoding);
  }

  void propagateTo(OpOperand &use, Attribute encoding) {
    Operation *user = use.getOwner();
    if (auto convert = dyn_cast<ConvertLayoutOp>(user)) {
      assign(convert.getResult(), encoding);
    } else if (isSameEncodingOp(user)) {
      for (Value result : user->getResults())
        assign(result, encoding);
    } else if (auto reduce = dyn_cast<ReduceOp>(user)) {
      Attribute sliced = reducedEncoding(encoding, reduce.getAxis());
      for (Value result : reduce.getResults())
        assign(result, sliced);
    } else if (auto expand = dyn_cast<ExpandDimsOp>(user)) {
      auto slice = dyn_cast<SliceEncodingAttr>(encoding);
      if (slice && slice.getDim() == expand.getAxis())
        assign(expand.getResult(), slice.getParent());
    } else if (auto trans = dyn_cast<TransOp>(user)) {
      // A transpose carries its source's layout, permuted, to its result.
      Value result = trans.getResult();
      if (layouts.count(result))
        return;
      auto *iface = dyn_cast<DialectInferLayoutInterface>(&encoding.getDialect());
      Attribute permuted;
      auto srcType = cast<RankedTensorType>(trans.getSrc().getType());
      if (!iface || failed(iface->inferTransOpEncoding(encoding, srcType.getShape(),
                                                       trans.getOrder(), permuted, std::nullopt)))
        return;
      transSources[trans] = encoding;
      assign(result, permuted);
    } else if (auto yield = dyn_cast<scf::YieldOp>(user)) {
      if (auto loop = dyn_cast<scf::ForOp>(yield->getParentOp()))
        assign(loop.getRegionIterArg(use.getOperandNumber()), encoding);
    } else if (auto loop = dyn_cast<scf::ForOp>(user)) {
      unsigned index = use.getOperandNumber();
      if (index >= loop.getNumControlOperands())
        assign(loop.getRegionIterArg(index - loop.getNumControlOperands()), encoding);
    }
  }

  /// Gives every value its propagated layout, remembering the old type.
  void retype() {
    for (auto [value, encoding] : layouts) {
      Type type = withEncoding(value.getType(), encoding);
      if (type == value.getType())
        continue;
      originalTypes[value] = value.getType();
      value.setType(type);
    }
  }

  /// The encoding `op` needs for its tensor operand `operand`, given what
  /// the propagation did to it; null when any layout will do.
  Attribute requiredEncoding(Operation *op, OpOperand &operand) {
    Value value = operand.get();
    if (isa<ConvertLayoutOp>(op))
      return {};
    if (auto yield = dyn_cast<scf::YieldOp>(op)) {
      Operation *parent = yield->getParentOp();
      if (auto loop = dyn_cast<scf::ForOp>(parent))
        return encodingOf(loop.getRegionIterArg(operand.getOperandNumber()));
      if (parent->getNumResults() > operand.getOperandNumber())
        return encodingOf(parent->getResult(operand.getOperandNumber()));
      return {};
    }
    if (auto loop = dyn_cast<scf::ForOp>(op)) {
      unsigned index = operand.getOperandNumber();
      if (index < loop.getNumControlOperands())
        return {};
      return encodingOf(loop.getRegionIterArg(index - loop.getNumControlOperands()));
    }
    bool retypedOp = llvm::any_of(op->getResults(),
                                  [&](Value r) { return originalTypes.count(r); });
    if (retypedOp && isSameEncodingOp(op))
      return encodingOf(op->getResult(0));
    if (retypedOp)
      if (auto expand = dyn_cast<ExpandDimsOp>(op))
        return SliceEncodingAttr::get(op->getContext(), expand.getAxis(),
                                      encodingOf(expand.getResult()));
    if (auto trans = dyn_cast<TransOp>(op)) {
      auto source = transSources.find(trans);
      if (source != transSources.end())
        return source->second;
    }
    if (auto reduce = dyn_cast<ReduceOp>(op)) {
      // All operands share the first one's layout.
      return encodingOf(reduce.getSrcs().front());
    }
    // Anything else keeps the layout its operand had before.
    auto original = originalTypes.find(value);
    if (original != originalTypes.end())
      return cast<RankedTensorType>(original->second).getEncoding();
    return {};
  }

  /// Converts operands whose layout no longer fits the op that uses them.
  void insertConversions() {
    SmallVector<std::pair<OpOperand *, Attribute>> fixes;
    func.walk([&](Operation *op) {
      for (OpOperand &operand : op->getOpOperands()) {
        Attribute current = encodingOf(operand.get());
        if (!current)
          continue;
        Attribute required = requiredEncoding(op, operand);
        if (required && required != current)
          fixes.push_back({&operand, required});
      }
    });
    for (auto [operand, encoding] : fixes) {
      Operation *user = operand->getOwner();
      OpBuilder builder(user);
      Value value = operand->get();
      auto convert = ConvertLayoutOp::create(builder, user->getLoc(),
                                             withEncoding(value.getType(), encoding), value);
      operand->set(convert.getResult());
    }
  }

  FuncOp func;
  llvm::MapVector<Value, Attribute> layouts;
  SmallVector<Value> worklist;
  DenseMap<Value, Type> originalTypes;
  /// Transposes whose result layout was derived from their source's: the
  /// source layout it was derived from.
  DenseMap<Operation *, Attribute> transSources;
};

//===----------------------------------------------------------------------===//
// 2. Backward rematerialization
//===----------------------------------------------------------------------===//

/// Ops cheap enough to compute again in another layout.
bool isRematerializable(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 || !isMemoryEffectFree(op))
    return false;
  if (!isa<RankedTensorType>(op->getResult(0).getType()))
    return false;
  if (isa<SplatOp, MakeRangeOp, ExpandDimsOp, BroadcastOp>(op))
    return true;
  if (auto constant = dyn_cast<arith::ConstantOp>(op))
    return isa<DenseElementsAttr>(constant.getValue());
  return isSameEncodingOp(op);
}

/// The encodings the tensor operands of `op` need for its result to come out
/// in `encoding`; nullopt when that cannot be said.
std::optional<SmallVector<Attribute>> operandEncodings(Operation *op, Attribute encoding) {
  SmallVector<Attribute> encodings;
  for (Value operand : op->getOperands()) {
    if (!isa<RankedTensorType>(operand.getType())) {
      encodings.push_back({});
      continue;
    }
    if (auto expand = dyn_cast<ExpandDimsOp>(op))
      encodings.push_back(SliceEncodingAttr::get(op->getContext(), expand.getAxis(), encoding));
    else
      encodings.push_back(encoding);
  }
  return encodings;
}

/// Recomputes the value a conversion converts, directly in its target
/// layout. Returns false (changing nothing) when the computation involves
/// anything but cheap ops.
/// Values already available in another layout, by (value, layout): copies
/// made by earlier rematerializations of the same round and the results of
/// conversions that stay. Later slices reuse them instead of copying again.
using RematCache = DenseMap<std::pair<Value, Attribute>, Value>;

class Rematerializer {
public:
  Rematerializer(ConvertLayoutOp convert, RematCache &cache, DominanceInfo &dominance)
      : convert(convert), cache(cache), dominance(dominance) {}

  bool run() {
    Attribute target = encodingOf(convert.getResult());
    if (!collect(convert.getSrc(), target, convert)) {
      cache.try_emplace({convert.getSrc(), target}, convert.getResult());
      return false;
    }
    // Clone in program order, each copy right after its original.
    SmallVector<Operation *> ops(order.begin(), order.end());
    llvm::sort(ops, [](Operation *a, Operation *b) {
      if (a->getBlock() == b->getBlock())
        return a->isBeforeInBlock(b);
      return a->getBlock()->getParentOp()->isAncestor(b);
    });
    IRMapping mapping;
    // Values whose conversion the clones skip resolve to their source's
    // copy; sources already in the right layout map to themselves.
    auto resolve = [&](Value value) -> Value {
      while (forwarded.count(value))
        value = forwarded.lookup(value);
      return mapping.lookupOrDefault(value);
    };
    for (Operation *op : ops) {
      for (Value operand : op->getOperands())
        if (forwarded.count(operand))
          mapping.map(operand, resolve(operand));
      OpBuilder builder(op->getContext());
      builder.setInsertionPointAfter(op);
      Value result = op->getResult(0);
      Type type = withEncoding(result.getType(), needed[result]);
      Operation *clone;
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        auto value = cast<DenseElementsAttr>(constant.getValue()).reshape(cast<ShapedType>(type));
        clone = arith::ConstantOp::create(builder, op->getLoc(), type, value);
      } else {
        clone = builder.clone(*op, mapping);
        clone->getResult(0).setType(type);
      }
      mapping.map(result, clone->getResult(0));
      cache[{result, needed[result]}] = clone->getResult(0);
    }
    convert.getResult().replaceAllUsesWith(resolve(convert.getSrc()));
    convert.erase();
    return true;
  }

private:
  /// Records that `value` is needed in `encoding`, with what it depends on.
  bool collect(Value value, Attribute encoding, Operation *user) {
    if (encodingOf(value) == encoding)
      return true;
    auto it = needed.find(value);
    if (it != needed.end())
      return it->second == encoding;
    // A copy made earlier in this round serves if it is visible here.
    auto cached = cache.find({value, encoding});
    if (cached != cache.end() && dominance.properlyDominates(cached->second, user)) {
      needed[value] = encoding;
      forwarded[value] = cached->second;
      return true;
    }
    Operation *op = value.getDefiningOp();
    // A conversion on the way: take its source instead.
    if (auto inner = dyn_cast_if_present<ConvertLayoutOp>(op)) {
      if (!collect(inner.getSrc(), encoding, inner))
        return false;
      needed[value] = encoding;
      forwarded[value] = inner.getSrc();
      return true;
    }
    if (!op || !isRematerializable(op) || order.size() >= kMaxOps)
      return false;
    needed[value] = encoding;
    order.insert(op);
    auto encodings = operandEncodings(op, encoding);
    if (!encodings)
      return false;
    for (auto [operand, operandEncoding] : llvm::zip(op->getOperands(), *encodings))
      if (operandEncoding && !collect(operand, operandEncoding, op))
        return false;
    return true;
  }

  /// Keeps the work bounded on long chains.
  static constexpr size_t kMaxOps = 64;

  ConvertLayoutOp convert;
  RematCache &cache;
  DominanceInfo &dominance;
  DenseMap<Value, Attribute> needed;
  DenseMap<Value, Value> forwarded;
  llvm::SetVector<Operation *> order;
};

//===----------------------------------------------------------------------===//
// 3. Loop-carried values converted on every iteration
//===----------------------------------------------------------------------===//

/// A loop-carried value that is converted to `encoding` where it is used
/// can be carried in `encoding` instead, when everything else done with it
/// in the loop only computes the next iteration's value (e.g. pointers
/// advanced by a constant): the conversion then happens once, before the
/// loop, and the computation of the next value is redone in `encoding`.
bool canCarryIn(BlockArgument arg, Attribute encoding) {
  if (encodingOf(arg) == encoding)
    return false;
  auto onlyFeedsNextIteration = [&](Operation *op) {
    if (!isRematerializable(op))
      return false;
    return llvm::all_of(op->getUsers(), [&](Operation *user) {
      auto convert = dyn_cast<ConvertLayoutOp>(user);
      return isa<scf::YieldOp>(user) || (convert && encodingOf(convert.getResult()) == encoding);
    });
  };
  return llvm::all_of(arg.getUsers(), [&](Operation *user) {
    auto convert = dyn_cast<ConvertLayoutOp>(user);
    return isa<scf::YieldOp>(user) || (convert && encodingOf(convert.getResult()) == encoding) ||
           onlyFeedsNextIteration(user);
  });
}

void carryIn(scf::ForOp loop, unsigned index, Attribute encoding) {
  BlockArgument arg = loop.getRegionIterArg(index);
  Value result = loop.getResult(index);
  Type oldType = arg.getType();
  Type newType = withEncoding(oldType, encoding);
  OpBuilder builder(loop);
  OpOperand &init = loop.getInitArgsMutable()[index];
  init.set(ConvertLayoutOp::create(builder, loop.getLoc(), newType, init.get()));

  arg.setType(newType);
  result.setType(newType);
  for (OpOperand &use : llvm::make_early_inc_range(arg.getUses())) {
    Operation *user = use.getOwner();
    if (isa<scf::YieldOp>(user))
      continue;
    builder.setInsertionPoint(user);
    use.set(ConvertLayoutOp::create(builder, user->getLoc(), oldType, arg));
  }
  auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
  OpOperand &next = yield->getOpOperand(index);
  builder.setInsertionPoint(yield);
  next.set(ConvertLayoutOp::create(builder, yield.getLoc(), newType, next.get()));

  builder.setInsertionPointAfter(loop);
  auto back = ConvertLayoutOp::create(builder, loop.getLoc(), oldType, result);
  result.replaceAllUsesExcept(back.getResult(), back);
}

/// Carries in the target layout every loop-carried value that is only
/// converted to it; true if anything changed.
bool carryLoopValuesInUsedLayouts(FuncOp func) {
  SmallVector<std::tuple<scf::ForOp, unsigned, Attribute>> changes;
  func.walk([&](ConvertLayoutOp convert) {
    auto arg = dyn_cast<BlockArgument>(convert.getSrc());
    if (!arg)
      return;
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() < loop.getNumInductionVars())
      return;
    Attribute encoding = encodingOf(convert.getResult());
    unsigned index = arg.getArgNumber() - loop.getNumInductionVars();
    bool seen = llvm::any_of(changes, [&](auto &change) {
      return std::get<0>(change) == loop && std::get<1>(change) == index;
    });
    if (!seen && canCarryIn(arg, encoding))
      changes.push_back({loop, index, encoding});
  });
  for (auto [loop, index, encoding] : changes)
    carryIn(loop, index, encoding);
  return !changes.empty();
}

//===----------------------------------------------------------------------===//
// 4. Dot-operand conversions moved up to the loads
//===----------------------------------------------------------------------===//

/// A conversion to an MMA dot-operand layout whose source is a load seen
/// through transposes (which move no data between threads) is done on the
/// load's result instead, the transposes then producing the dot operand
/// directly: this keeps the conversion next to the load, where the
/// pipeliner looks for it. Only when a dot later in the same block is there
/// to use such an operand. True if anything changed.
bool hoistDotOperandConversions(FuncOp func) {
  SmallVector<ConvertLayoutOp> converts;
  func.walk([&](ConvertLayoutOp convert) { converts.push_back(convert); });
  bool changed = false;
  for (ConvertLayoutOp convert : converts) {
    auto target = dyn_cast<DotOperandEncodingAttr>(encodingOf(convert.getResult()));
    if (!target || !isa<NvidiaMmaEncodingAttr>(target.getParent()))
      continue;
    bool dotFollows = false;
    for (Operation *op = convert->getNextNode(); op && !dotFollows; op = op->getNextNode())
      dotFollows = isa<DotOp>(op);
    if (!dotFollows)
      continue;
    SmallVector<TransOp> transposes;
    Value leaf = convert.getSrc();
    while (auto trans = leaf.getDefiningOp<TransOp>()) {
      transposes.push_back(trans);
      leaf = trans.getSrc();
    }
    if (transposes.empty() || !isa_and_present<LoadOp, DescriptorLoadOp>(leaf.getDefiningOp()))
      continue;
    // The layout each transpose's source needs for the chain to end in the
    // target layout, from the conversion upwards.
    SmallVector<Attribute> sourceEncodings;
    Attribute encoding = target;
    for (TransOp trans : transposes) {
      auto *iface = dyn_cast<DialectInferLayoutInterface>(&encoding.getDialect());
      SmallVector<int32_t> inverse(trans.getOrder().size());
      for (auto [i, d] : llvm::enumerate(trans.getOrder()))
        inverse[d] = i;
      Attribute source;
      if (!iface ||
          failed(iface->inferTransOpEncoding(encoding, trans.getType().getShape(), inverse, source,
                                             std::nullopt))) {
        encoding = {};
        break;
      }
      sourceEncodings.push_back(source);
      encoding = source;
    }
    if (!encoding)
      continue;
    OpBuilder builder(convert.getContext());
    builder.setInsertionPointAfterValue(leaf);
    Value value = ConvertLayoutOp::create(builder, convert.getLoc(),
                                          withEncoding(leaf.getType(), encoding), leaf);
    for (int i = transposes.size() - 1; i >= 0; --i) {
      TransOp trans = transposes[i];
      Attribute resultEncoding = i == 0 ? Attribute(target) : sourceEncodings[i - 1];
      builder.setInsertionPoint(trans);
      value = TransOp::create(builder, trans.getLoc(),
                              withEncoding(trans.getType(), resultEncoding), value,
                              trans.getOrder());
    }
    convert.getResult().replaceAllUsesWith(value);
    convert.erase();
    changed = true;
  }
  return changed;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

class RemoveLayoutConversions
    : public mlir::triton::gpu::impl::TritonGPURemoveLayoutConversionsBase<
          RemoveLayoutConversions> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    for (FuncOp func : module.getOps<FuncOp>()) {
      LayoutPropagation(func).run();
      if (failed(cleanUp(func)))
        return signalPassFailure();
      // Each round may expose more: a loop value carried in a new layout
      // makes the computation of its next value rematerializable.
      for (int round = 0; round < kMaxRounds; ++round) {
        bool changed = carryLoopValuesInUsedLayouts(func);
        SmallVector<ConvertLayoutOp> converts;
        func.walk([&](ConvertLayoutOp convert) { converts.push_back(convert); });
        RematCache cache;
        DominanceInfo dominance(func);
        for (ConvertLayoutOp convert : converts)
          changed |= Rematerializer(convert, cache, dominance).run();
        if (failed(cleanUp(func)))
          return signalPassFailure();
        if (!changed)
          break;
      }
      if (hoistDotOperandConversions(func) && failed(cleanUp(func)))
        return signalPassFailure();
    }
  }

private:
  static constexpr int kMaxRounds = 4;

  /// Folds trivial conversions, removes dead ops and merges duplicates.
  LogicalResult cleanUp(FuncOp func) {
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(func, std::move(patterns))))
      return failure();
    return success();
  }
};

} // namespace
