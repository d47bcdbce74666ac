//===- LayoutRematerialization.cpp - conversions removed backwards --------===//
//
// A conversion's source is computed by a backward slice of ops. Where every
// op of the slice can be computed again (no expensive memory access, dot or
// atomic), the slice is rewritten in the layout the conversion targets and
// the conversion goes: ops are cloned before their originals in the new
// layout, loops and conditionals get extra results carrying the new values
// (appended after their own), constants are cloned and converted (the
// canonicalizer folds splats). Values already available in a layout, from an
// earlier rewrite or a conversion that stays, are reused where they dominate.
//
// Whether to rewrite is a cost comparison in milli-SM-cycles: a conversion
// goes through shared memory, 32 per byte (at least 32 elements of 32 bits);
// an op of the slice used only within it is moved rather than duplicated and
// costs nothing, constants nothing, loads 8 per byte (assumed cached),
// arithmetic 1 per byte or 8 for special-function math, reductions their
// lanes plus 8 per warp along the axis (never when not associative).
//
// The hoists use the same slices with stopping points: an extension or
// broadcast (the conversion then moves the narrower operand), a conditional
// whose other branch alone needs the conversion, and for MMA dot operands,
// the first op that moves data between threads (the conversion then sits
// next to the loads).
//
//===----------------------------------------------------------------------===//

#include "LayoutRematerialization.h"

#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Ops that can be computed again in another layout.
bool canBeRemat(Operation *op) {
  if (isa<LoadOp, StoreOp>(op))
    return !isExpensiveLoadOrStore(op);
  if (isa<AtomicRMWOp, AtomicCASOp, DotOp>(op))
    return false;
  if (auto gather = dyn_cast<GatherOp>(op))
    return !gather.getEfficientLayout();
  return !isa<scf::WhileOp, scf::ConditionOp>(op);
}

/// Math that takes several instructions or the special-function unit.
bool isExpensiveMathOp(Operation *op) {
  return isa<arith::DivFOp, math::ErfcOp, math::SinhOp, math::CoshOp, math::TanhOp, math::AsinhOp,
             math::AcoshOp, math::AtanhOp, math::CtPopOp, math::CountLeadingZerosOp,
             math::CountTrailingZerosOp, math::ExpOp, math::Exp2Op, math::ExpM1Op, math::LogOp,
             math::Log2Op, math::Log10Op, math::Log1pOp, math::SinOp, math::CosOp, math::TanOp,
             math::AsinOp, math::AcosOp, math::AtanOp, math::Atan2Op, math::PowFOp, math::SqrtOp,
             math::RsqrtOp, math::ErfOp, math::CbrtOp>(op);
}

/// Bytes of a tensor value, counting at least `minElements` elements of at
/// least `minBits` bits.
int64_t getByteCount(Value value, int64_t minElements = 0, int64_t minBits = 0) {
  int64_t elements = 0, bits = 0;
  if (auto tensor = dyn_cast<RankedTensorType>(value.getType())) {
    elements = tensor.getNumElements();
    if (tensor.getElementType().isIntOrFloat())
      bits = tensor.getElementType().getIntOrFloatBitWidth();
  }
  return (std::max(elements, minElements) * std::max(bits, minBits)) >> 3;
}

/// A floating-point reduction of more than two elements that adds or
/// multiplies gives other results in another order.
bool isAssociative(ReduceOp reduce) {
  auto type = cast<RankedTensorType>(reduce.getOperands()[0].getType());
  if (!isa<FloatType>(type.getElementType()) || type.getShape()[reduce.getAxis()] <= 2)
    return true;
  bool reorders = false;
  reduce.walk([&](Operation *op) {
    if (isa<arith::AddFOp, arith::MulFOp>(op))
      reorders = true;
  });
  return !reorders;
}

/// How many distinct `in` (lanes or warps) of the reduction's source layout
/// hold data along its axis.
int64_t reductionSpread(ReduceOp reduce, StringRef in) {
  auto type = cast<RankedTensorType>(reduce.getOperands()[0].getType());
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  if (!layout)
    return 1;
  int axis = -1;
  for (auto [i, out] : llvm::enumerate(layout->getOutDims()))
    if (out.name == dims::out(reduce.getAxis()))
      axis = i;
  int64_t spread = 1;
  for (const tt::LinearLayout::Basis &basis : layout->getBases(in)) {
    auto first = llvm::find_if(basis, [](int32_t x) { return x != 0; });
    if (first != basis.end() && first - basis.begin() == axis)
      spread *= 2;
  }
  return spread;
}

class LayoutRematerialization {
public:
  explicit LayoutRematerialization(FuncOp func) : func(func) {}

  /// Each entry point visits the conversions of the function in order; a
  /// conversion that stays is offered for reuse to later slices.
  bool backwardRematerialization() {
    return forEachConversion(
        [&](ConvertLayoutOp convert) { backwardRematerialization(convert); });
  }
  void hoistConvertOnTopOfExtOrBroadcast() {
    forEachConversion([&](ConvertLayoutOp convert) { hoistConvertOnTopOfExtOrBroadcast(convert); });
  }
  void hoistConvertIntoConditionals() {
    forEachConversion([&](ConvertLayoutOp convert) { hoistConvertIntoConditionals(convert); });
  }
  void hoistConvertDotOperand() {
    forEachConversion([&](ConvertLayoutOp convert) { hoistConvertDotOperand(convert); });
  }

  /// Erases what the rewrites replaced.
  void cleanup() {
    for (Operation *op : llvm::reverse(opsToDelete))
      op->erase();
    opsToDelete.clear();
  }

private:
  bool forEachConversion(function_ref<void(ConvertLayoutOp)> visit) {
    SmallVector<ConvertLayoutOp> converts;
    func.walk([&](ConvertLayoutOp convert) { converts.push_back(convert); });
    bool changed = false;
    for (ConvertLayoutOp convert : converts) {
      visit(convert);
      if (opsToDelete.contains(convert))
        changed = true;
      else
        addRematValue(convert.getSrc(), convert.getType().getEncoding(), convert.getResult());
    }
    return changed;
  }

  void addRematValue(Value old, Attribute encoding, Value rewritten) {
    rematMapping[{old, encoding}] = rewritten;
    mappedValues[old] = encoding;
  }

  Value getRematValue(Value value, Attribute encoding) const {
    return rematMapping.lookup({value, encoding});
  }

  /// The backward slice, continuing from values already rematerialized
  /// where they dominate the use.
  LogicalResult getConvertBackwardSlice(OpOperand &root, Attribute rootEncoding,
                                        SetVector<Value> &slice, DenseMap<Value, Attribute> &layout,
                                        std::function<bool(Operation *)> stopPropagation) {
    auto getExistingConversion = [&](OpOperand &use, Attribute encoding) -> Value {
      Value remat = getRematValue(use.get(), encoding);
      if (remat && domInfo.properlyDominates(remat, use.getOwner()))
        return remat;
      return {};
    };
    return mlir::triton::gpu::getConvertBackwardSlice(root, slice, rootEncoding, layout,
                                                      stopPropagation, getExistingConversion);
  }

  /// A backward slice all of whose ops can be computed again.
  LogicalResult getRematerializableSlice(OpOperand &root, Attribute rootEncoding,
                                         SetVector<Value> &slice,
                                         DenseMap<Value, Attribute> &layout,
                                         std::function<bool(Operation *)> stop = nullptr) {
    if (failed(getConvertBackwardSlice(root, rootEncoding, slice, layout, stop)) || slice.empty())
      return failure();
    for (Value value : slice)
      if (Operation *op = value.getDefiningOp())
        if (!canBeRemat(op))
          return failure();
    return success();
  }

  //===--------------------------------------------------------------------===//
  // Backward rematerialization
  //===--------------------------------------------------------------------===//

  void backwardRematerialization(ConvertLayoutOp convert) {
    // Dot operands are the dot-operand hoist's business.
    RankedTensorType targetType = convert.getType();
    if (isa<DotOperandEncodingAttr>(targetType.getEncoding()))
      return;
    Value existing = getRematValue(convert.getSrc(), targetType.getEncoding());
    if (existing && domInfo.properlyDominates(existing, convert)) {
      convert.getResult().replaceAllUsesWith(existing);
      opsToDelete.insert(convert);
      return;
    }
    SetVector<Value> slice;
    DenseMap<Value, Attribute> layout;
    if (failed(getRematerializableSlice(convert.getSrcMutable(), targetType.getEncoding(), slice,
                                        layout)))
      return;
    if (!isWorthRematerializing(convert, slice))
      return;
    IRMapping mapping;
    rewriteSlice(slice, layout, convert, mapping);
  }

  /// The cost model (see the top of the file).
  bool isWorthRematerializing(ConvertLayoutOp convert, const SetVector<Value> &slice) {
    SetVector<Operation *> sliceOps;
    for (Value value : slice)
      if (Operation *op = value.getDefiningOp())
        sliceOps.insert(op);
    // Ops whose results only feed the slice (or the conversion) move
    // instead of being duplicated.
    DenseMap<Operation *, bool> singleUse;
    std::function<bool(Operation *)> isSingleUse = [&](Operation *op) -> bool {
      auto it = singleUse.find(op);
      if (it != singleUse.end())
        return it->second;
      bool result = true;
      for (Operation *user : op->getUsers()) {
        if (user == convert.getOperation())
          continue;
        if (!sliceOps.contains(user) || !isSingleUse(user)) {
          result = false;
          break;
        }
      }
      singleUse[op] = result;
      return result;
    };

    int64_t convertCost = 32 * getByteCount(convert.getSrc(), 32, 32);
    int64_t rematCost = 0;
    for (Operation *op : sliceOps) {
      if (isSingleUse(op) || isa<arith::ConstantOp>(op))
        continue;
      if (isa<LoadOp, LocalLoadOp>(op)) {
        for (Value result : op->getResults())
          rematCost += 8 * getByteCount(result);
      } else if (isa<arith::ArithDialect, math::MathDialect>(op->getDialect())) {
        int64_t multiplier = isExpensiveMathOp(op) ? 8 : 1;
        for (Value result : op->getResults())
          rematCost += multiplier * getByteCount(result);
      } else if (auto reduce = dyn_cast<ReduceOp>(op)) {
        // Duplicating a reduction that does not associate changes results.
        if (!isAssociative(reduce))
          return false;
        rematCost += reductionSpread(reduce, dims::kLane);
        rematCost += 8 * reductionSpread(reduce, dims::kWarp);
      }
    }
    return rematCost <= convertCost;
  }

  //===--------------------------------------------------------------------===//
  // Slice rewrite
  //===--------------------------------------------------------------------===//

  /// Rewrites `slice` in the layouts of `layout` and replaces `convert` by
  /// its source's new value. `mapping` may already hold values the rewrite
  /// reads instead of the originals.
  void rewriteSlice(SetVector<Value> &slice, DenseMap<Value, Attribute> &layout,
                    ConvertLayoutOp convert, IRMapping &mapping) {
    SetVector<Operation *> opsToRewrite;
    // The yield operands each new loop or conditional result needs.
    DenseMap<Operation *, SmallVector<int>> yieldOperands;
    SetVector<Value> alreadyAvailable;
    for (Value value : slice) {
      if (Value remat = getRematValue(value, layout[value])) {
        mapping.map(value, remat);
        alreadyAvailable.insert(value);
        continue;
      }
      if (Operation *def = value.getDefiningOp()) {
        opsToRewrite.insert(def);
        if (auto ifOp = dyn_cast<scf::IfOp>(def)) {
          unsigned index = cast<OpResult>(value).getResultNumber();
          for (scf::YieldOp yield : {ifOp.thenYield(), ifOp.elseYield()}) {
            opsToRewrite.insert(yield);
            yieldOperands[yield].push_back(index);
          }
        }
        continue;
      }
      // The slice only holds the iteration arguments of scf.for.
      auto arg = cast<BlockArgument>(value);
      auto loop = cast<scf::ForOp>(arg.getOwner()->getParentOp());
      opsToRewrite.insert(loop);
      Operation *yield = loop.getBody()->getTerminator();
      yieldOperands[yield].push_back(loop.getTiedLoopYieldedValue(arg)->getOperandNumber());
      opsToRewrite.insert(yield);
    }
    slice.set_subtract(alreadyAvailable);
    opsToRewrite = mlir::topologicalSort(opsToRewrite);

    // Replacing loops and conditionals is delayed to the end, so that the
    // slice still names the old values meanwhile.
    SmallVector<std::tuple<Value, Value>> replacements;
    SmallVector<Operation *> deadOps;
    IRRewriter builder(convert.getContext());
    for (Operation *op : opsToRewrite) {
      if (auto loop = dyn_cast<scf::ForOp>(op)) {
        rewriteLoop(loop, slice, layout, mapping, replacements, builder);
        deadOps.push_back(loop);
        continue;
      }
      if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
        rewriteConditional(ifOp, slice, layout, mapping, replacements, builder);
        deadOps.push_back(ifOp);
        continue;
      }
      builder.setInsertionPoint(op);
      if (auto yield = dyn_cast<scf::YieldOp>(op)) {
        SmallVector<Value> operands(yield.getOperands());
        SmallVector<int> indices = yieldOperands[op];
        // In the order the new results were appended.
        llvm::sort(indices);
        for (int index : indices)
          operands.push_back(mapping.lookupOrDefault(yield.getOperand(index)));
        scf::YieldOp::create(builder, op->getLoc(), operands);
        op->erase();
        continue;
      }
      if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
        Value result = op->getResult(0);
        // A non-splat constant is made in the new layout directly: a
        // conversion of its copy, which no canonicalization folds (only
        // splats fold), would be the next round's conversion to remove,
        // forever.
        auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
        if (dense && !dense.isSplat()) {
          auto type = cast<ShapedType>(withEncoding(result.getType(), layout[result]));
          Value relaid = arith::ConstantOp::create(builder, op->getLoc(), dense.reshape(type));
          mapping.map(result, relaid);
          addRematValue(result, layout[result], relaid);
          continue;
        }
        Operation *copy = builder.clone(*op);
        auto converted = ConvertLayoutOp::create(
            builder, op->getLoc(), withEncoding(result.getType(), layout[result]),
            copy->getResult(0));
        mapping.map(result, converted.getResult());
        addRematValue(result, layout[result], converted.getResult());
        continue;
      }
      Operation *copy = builder.clone(*op, mapping);
      for (auto [old, rewritten] : llvm::zip(op->getResults(), copy->getResults())) {
        auto it = layout.find(old);
        if (it == layout.end())
          continue;
        rewritten.setType(withEncoding(old.getType(), it->second));
        addRematValue(old, it->second, rewritten);
      }
    }
    convert.getResult().replaceAllUsesWith(mapping.lookupOrDefault(convert.getSrc()));
    opsToDelete.insert(convert);

    updateRematMapping(replacements);
    for (auto [old, rewritten] : replacements)
      builder.replaceAllUsesWith(old, rewritten);
    for (Operation *op : deadOps)
      opsToDelete.insert(op);
  }

  /// A copy of `loop` that also carries the iteration arguments of the
  /// slice in their new layout, after its own.
  void rewriteLoop(scf::ForOp loop, SetVector<Value> &slice, DenseMap<Value, Attribute> &layout,
                   IRMapping &mapping, SmallVectorImpl<std::tuple<Value, Value>> &replacements,
                   OpBuilder &builder) {
    // (old result index, new result index)
    SmallVector<std::pair<unsigned, unsigned>> argMapping;
    SmallVector<Value> newInits;
    for (BlockArgument arg : loop.getRegionIterArgs()) {
      if (!slice.count(arg))
        continue;
      OpOperand &init = *loop.getTiedLoopInit(arg);
      argMapping.push_back({loop.getTiedLoopResult(&init).getResultNumber(),
                            loop.getInitArgs().size() + newInits.size()});
      newInits.push_back(mapping.lookupOrDefault(init.get()));
    }
    scf::ForOp newLoop = replaceForOpWithNewSignature(builder, loop, newInits, replacements);
    Block &body = *newLoop.getBody();
    unsigned numIndVars = newLoop.getNumInductionVars();
    for (auto [oldIndex, newIndex] : argMapping) {
      BlockArgument oldArg = body.getArgument(oldIndex + numIndVars);
      BlockArgument newArg = body.getArgument(newIndex + numIndVars);
      mapping.map(loop.getResult(oldIndex), newLoop.getResult(newIndex));
      mapping.map(oldArg, newArg);
      addRematValue(newLoop.getResult(oldIndex), layout[oldArg], newLoop.getResult(newIndex));
      addRematValue(oldArg, layout[oldArg], newArg);
    }
  }

  /// A copy of `ifOp` that also yields the results of the slice in their
  /// new layout, after its own.
  void rewriteConditional(scf::IfOp ifOp, SetVector<Value> &slice,
                          DenseMap<Value, Attribute> &layout, IRMapping &mapping,
                          SmallVectorImpl<std::tuple<Value, Value>> &replacements,
                          OpBuilder &builder) {
    SmallVector<Type> newTypes;
    for (Value result : ifOp.getResults())
      if (slice.count(result))
        newTypes.push_back(withEncoding(result.getType(), layout[result]));
    scf::IfOp newIf = replaceIfOpWithNewSignature(builder, ifOp, newTypes, replacements);
    unsigned newIndex = ifOp.getNumResults();
    for (Value result : ifOp.getResults()) {
      if (!slice.count(result))
        continue;
      mapping.map(result, newIf.getResult(newIndex));
      addRematValue(result, layout[result], newIf.getResult(newIndex));
      ++newIndex;
    }
  }

  /// Values rematerialized from a loop or conditional result that is being
  /// replaced are recorded under the replacement instead.
  void updateRematMapping(SmallVectorImpl<std::tuple<Value, Value>> &replacements) {
    for (auto [old, rewritten] : replacements) {
      auto it = mappedValues.find(old);
      if (it == mappedValues.end())
        continue;
      Attribute encoding = it->second;
      auto remat = rematMapping.find({old, encoding});
      if (remat == rematMapping.end())
        continue;
      Value replaced = remat->second;
      rematMapping.erase(remat);
      mappedValues.erase(it);
      for (auto [before, after] : replacements) {
        if (before == replaced) {
          replaced = after;
          break;
        }
      }
      rematMapping[{rewritten, encoding}] = replaced;
      mappedValues[rewritten] = encoding;
    }
  }

  //===--------------------------------------------------------------------===//
  // Hoists
  //===--------------------------------------------------------------------===//

  /// Moves a conversion above the one extension or broadcast of its slice
  /// that cannot be rematerialized through, where it converts fewer bytes.
  void hoistConvertOnTopOfExtOrBroadcast(ConvertLayoutOp convert) {
    RankedTensorType targetType = convert.getType();
    if (isa<DotOperandEncodingAttr>(targetType.getEncoding()))
      return;
    auto isExtOrBroadcast = [](Operation *op) {
      if (isa<arith::ExtSIOp, arith::ExtUIOp, arith::ExtFOp, BroadcastOp, ExpandDimsOp>(op))
        return true;
      if (auto fpToFp = dyn_cast<FpToFpOp>(op))
        return getElementTypeOrSelf(fpToFp.getSrc().getType()).getIntOrFloatBitWidth() <
               getElementTypeOrSelf(fpToFp.getType()).getIntOrFloatBitWidth();
      return false;
    };
    SetVector<Value> slice;
    DenseMap<Value, Attribute> layout;
    if (failed(getRematerializableSlice(convert.getSrcMutable(), targetType.getEncoding(), slice,
                                        layout, isExtOrBroadcast)))
      return;

    Operation *hoistAbove = nullptr;
    unsigned sliceSize = slice.size();
    for (unsigned i = 0; i < sliceSize; ++i) {
      Value value = slice[i];
      Operation *op = value.getDefiningOp();
      if (!op || !isExtOrBroadcast(op))
        continue;
      Attribute srcEncoding = inferSrcEncoding(op, layout[value]);
      if (!srcEncoding)
        return;
      SetVector<Value> opSlice;
      DenseMap<Value, Attribute> opLayout;
      LogicalResult result =
          getRematerializableSlice(op->getOpOperand(0), srcEncoding, opSlice, opLayout);
      // Going further must not give a value of the slice a second layout.
      for (auto [v, encoding] : opLayout) {
        auto it = layout.find(v);
        if (it != layout.end() && it->second != encoding) {
          result = failure();
          break;
        }
      }
      // An extension whose operand can be rematerialized needs no
      // conversion at all.
      if (succeeded(result)) {
        slice.insert(opSlice.begin(), opSlice.end());
        layout.insert(opLayout.begin(), opLayout.end());
        continue;
      }
      // Two of them would each need a conversion.
      if (hoistAbove)
        return;
      hoistAbove = op;
    }
    if (!hoistAbove)
      return;
    Attribute dstEncoding = layout[hoistAbove->getResult(0)];
    Attribute srcEncoding = inferSrcEncoding(hoistAbove, dstEncoding);
    if (!srcEncoding)
      return;
    OpBuilder builder(hoistAbove);
    Value operand = hoistAbove->getOperand(0);
    auto newConvert = ConvertLayoutOp::create(builder, convert.getLoc(),
                                              withEncoding(operand.getType(), srcEncoding), operand);
    Operation *newExt = builder.clone(*hoistAbove);
    newExt->setOperand(0, newConvert.getResult());
    newExt->getResult(0).setType(withEncoding(hoistAbove->getResult(0).getType(), dstEncoding));
    IRMapping mapping;
    mapping.map(hoistAbove->getResult(0), newExt->getResult(0));
    slice.remove(hoistAbove->getResult(0));
    rewriteSlice(slice, layout, convert, mapping);
  }

  /// Moves a conversion into the branch of a conditional (in a loop) that
  /// needs it, when the other branch's value can be rematerialized.
  void hoistConvertIntoConditionals(ConvertLayoutOp convert) {
    auto isIf = [](Operation *op) { return isa<scf::IfOp>(op); };
    SetVector<Value> slice;
    DenseMap<Value, Attribute> layout;
    if (failed(getRematerializableSlice(convert.getSrcMutable(), convert.getType().getEncoding(),
                                        slice, layout, isIf)))
      return;
    // (conditional result, branch edge to convert on)
    SmallVector<std::pair<Value, OpOperand *>> hoistAbove;
    // Conditional results converted right after the conditional.
    SmallVector<OpResult> terminals;
    for (unsigned i = 0; i != slice.size(); ++i) {
      Value value = slice[i];
      auto ifOp = value.getDefiningOp<scf::IfOp>();
      if (!ifOp)
        continue;
      Attribute encoding = layout.lookup(value);
      unsigned index = cast<OpResult>(value).getResultNumber();
      OpOperand &thenEdge = ifOp.thenYield()->getOpOperand(index);
      OpOperand &elseEdge = ifOp.elseYield()->getOpOperand(index);
      SetVector<Value> thenSlice, elseSlice;
      DenseMap<Value, Attribute> thenLayout, elseLayout;
      bool thenOk =
          succeeded(getRematerializableSlice(thenEdge, encoding, thenSlice, thenLayout, isIf));
      bool elseOk =
          succeeded(getRematerializableSlice(elseEdge, encoding, elseSlice, elseLayout, isIf));
      auto merge = [&](SetVector<Value> &branchSlice, DenseMap<Value, Attribute> &branchLayout) {
        slice.insert(branchSlice.begin(), branchSlice.end());
        layout.insert(branchLayout.begin(), branchLayout.end());
      };
      if (thenOk && elseOk) {
        merge(thenSlice, thenLayout);
        merge(elseSlice, elseLayout);
        continue;
      }
      // Only inside loops does a branch run less often than the conversion.
      if ((!thenOk && !elseOk) || !isa<scf::ForOp>(ifOp->getParentOp())) {
        terminals.push_back(cast<OpResult>(value));
        continue;
      }
      if (thenOk) {
        hoistAbove.push_back({value, &elseEdge});
        merge(thenSlice, thenLayout);
      } else {
        hoistAbove.push_back({value, &thenEdge});
        merge(elseSlice, elseLayout);
      }
    }
    if (hoistAbove.empty())
      return;
    IRMapping mapping;
    auto convertAt = [&](OpBuilder &builder, Value value, Attribute encoding) {
      Value converted = ConvertLayoutOp::create(builder, convert.getLoc(),
                                                withEncoding(value.getType(), encoding), value);
      mapping.map(value, converted);
      slice.remove(value);
    };
    for (OpResult value : terminals) {
      OpBuilder builder(value.getContext());
      builder.setInsertionPointAfter(value.getOwner());
      convertAt(builder, value, layout.lookup(value));
    }
    for (auto [result, edge] : hoistAbove) {
      OpBuilder builder(edge->getOwner());
      convertAt(builder, edge->get(), layout.lookup(result));
    }
    rewriteSlice(slice, layout, convert, mapping);
  }

  /// Whether a dot taking an MMA dot operand in the conversion's parent
  /// post-dominates the conversion.
  bool feedsPipelinableDot(ConvertLayoutOp convert) {
    Operation *parent = convert->getParentOp();
    if (!parent)
      return false;
    SmallVector<Operation *> dots;
    parent->walk([&](Operation *op) {
      if (!isa<DotOp, DotScaledOp, nvidia_gpu::WarpGroupDotOp>(op))
        return;
      auto type = dyn_cast<RankedTensorType>(op->getOperand(0).getType());
      auto operand = type ? dyn_cast<DotOperandEncodingAttr>(type.getEncoding()) : nullptr;
      if (operand && isa<NvidiaMmaEncodingAttr>(operand.getParent()))
        dots.push_back(op);
    });
    return llvm::any_of(dots, [&](Operation *dot) { return postDomInfo.postDominates(dot, convert); });
  }

  /// Moves a conversion that feeds a dot up to the loads it reads, through
  /// ops that move no data between threads.
  void hoistConvertDotOperand(ConvertLayoutOp convert) {
    if (!feedsPipelinableDot(convert))
      return;
    auto movesNoData = [](Operation *op) {
      return (op->hasTrait<mlir::OpTrait::Elementwise>() && isMemoryEffectFree(op)) ||
             isa<BroadcastOp, Fp4ToFpOp, ConvertLayoutOp>(op) || isView(op);
    };
    auto stop = [&](Operation *op) { return !movesNoData(op); };
    SetVector<Value> slice;
    DenseMap<Value, Attribute> layout;
    if (failed(getConvertBackwardSlice(convert.getSrcMutable(), convert.getType().getEncoding(),
                                       slice, layout, stop)))
      return;
    IRMapping mapping;
    SetVector<Value> innerSlice;
    for (Value value : slice) {
      Operation *def = value.getDefiningOp();
      if (!def)
        return;
      // The slice must end at loads (or constants).
      if (!isa<LoadOp, DescriptorLoadOp>(def)) {
        if (!isa<arith::ConstantOp>(def) && !movesNoData(def))
          return;
        innerSlice.insert(value);
        continue;
      }
      auto type = dyn_cast<RankedTensorType>(def->getResult(0).getType());
      if (!type)
        continue;
      OpBuilder builder(def->getContext());
      builder.setInsertionPointAfter(def);
      auto converted = ConvertLayoutOp::create(
          builder, convert.getLoc(), withEncoding(type, layout[def->getResult(0)]),
          def->getResult(0));
      mapping.map(def->getResult(0), converted.getResult());
    }
    if (innerSlice.empty())
      return;
    rewriteSlice(innerSlice, layout, convert, mapping);
  }

  FuncOp func;
  /// Values available in another layout, by (original, layout).
  DenseMap<std::pair<Value, Attribute>, Value> rematMapping;
  /// The layout each original of rematMapping has an entry for.
  DenseMap<Value, Attribute> mappedValues;
  llvm::SetVector<Operation *> opsToDelete;
  DominanceInfo domInfo;
  PostDominanceInfo postDomInfo;
};

} // namespace

bool mlir::triton::gpu::rematerializeBackward(FuncOp func) {
  LayoutRematerialization remat(func);
  bool changed = remat.backwardRematerialization();
  remat.cleanup();
  return changed;
}

void mlir::triton::gpu::hoistConversions(FuncOp func) {
  {
    LayoutRematerialization remat(func);
    remat.hoistConvertOnTopOfExtOrBroadcast();
    remat.cleanup();
  }
  {
    LayoutRematerialization remat(func);
    remat.hoistConvertIntoConditionals();
    remat.cleanup();
  }
  {
    LayoutRematerialization remat(func);
    remat.hoistConvertDotOperand();
    remat.cleanup();
  }
}
