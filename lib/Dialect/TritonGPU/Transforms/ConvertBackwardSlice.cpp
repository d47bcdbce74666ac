//===- ConvertBackwardSlice.cpp - layouts seen through ops ----------------===//
//
// What the layout passes need to know about how encodings flow through ops:
// the encoding an op's result gets from its operand's (forward) and the one
// its operand needs for a given result encoding (backward), which ops fold a
// conversion of their result, and the backward slice a conversion depends on
// with the encoding each value of it would need.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/Triton/IR/Traits.h"
#include "tt/Dialect/TritonGPU/IR/ViewCost.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Tools/LayoutQueries.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

const DialectInferLayoutInterface *inferInterface(Attribute encoding) {
  return dyn_cast<DialectInferLayoutInterface>(&encoding.getDialect());
}

/// The encoding of a transpose by `order` of a tensor of `shape` in
/// `encoding`.
Attribute transposed(Attribute encoding, ArrayRef<int64_t> shape, ArrayRef<int32_t> order) {
  const DialectInferLayoutInterface *iface = inferInterface(encoding);
  Attribute result;
  if (!iface || failed(iface->inferTransOpEncoding(encoding, shape, order, result, std::nullopt)))
    return {};
  return result;
}

SmallVector<int32_t> inverse(ArrayRef<int32_t> order) {
  SmallVector<int32_t> result(order.size());
  for (auto [i, d] : llvm::enumerate(order))
    result[d] = i;
  return result;
}

/// Ops whose tensors all share one encoding.
bool keepsEncoding(Operation *op) {
  return op->hasTrait<triton::OpTrait::SameOperandsAndResultEncoding>() ||
         op->hasTrait<triton::OpTrait::SameLoadStoreOperandsAndResultEncoding>() ||
         op->hasTrait<mlir::OpTrait::Elementwise>();
}

/// The encoding a reshape from `from` to `to` gives a tensor in `encoding`
/// (the same inference serves both directions: it is symmetric). Reshapes
/// that may reorder are left to optimize-thread-locality, as in Triton.
Attribute reshapedEncoding(ReshapeOp reshape, ArrayRef<int64_t> from, ArrayRef<int64_t> to,
                           Attribute encoding) {
  if (reshape.getAllowReorder())
    return {};
  const DialectInferLayoutInterface *iface = inferInterface(encoding);
  Attribute result;
  if (!iface || failed(iface->inferReshapeOpEncoding(from, encoding, to, result, std::nullopt)))
    return {};
  return result;
}

/// The encoding on the other side of an fp4_to_fp (two fp4 values per i8 along
/// its axis): forward from the packed source's encoding to the result's, or back.
Attribute fp4ToFpEncoding(Fp4ToFpOp op, Attribute encoding, bool forward) {
  const DialectInferLayoutInterface *iface = inferInterface(encoding);
  ArrayRef<int64_t> shape =
      forward ? op.getSrc().getType().getShape() : op.getType().getShape();
  Attribute result;
  if (!iface || failed(iface->inferFp4ToFpOpEncoding(shape, op.getAxis(), encoding, result, forward,
                                                     std::nullopt)))
    return {};
  return result;
}

} // namespace

RankedTensorType mlir::triton::gpu::getTransposedType(RankedTensorType type,
                                                     ArrayRef<int32_t> order) {
  Attribute encoding;
  if (type.getEncoding() &&
      !(encoding = transposed(type.getEncoding(), type.getShape(), order)))
    return {};
  SmallVector<int64_t> shape;
  for (int32_t d : order)
    shape.push_back(type.getDimSize(d));
  return RankedTensorType::get(shape, type.getElementType(), encoding);
}

RankedTensorType mlir::triton::gpu::getReshapedType(RankedTensorType type, ArrayRef<int64_t> shape) {
  Attribute encoding;
  if (type.getEncoding()) {
    const DialectInferLayoutInterface *iface = inferInterface(type.getEncoding());
    if (!iface || failed(iface->inferReshapeOpEncoding(type.getShape(), type.getEncoding(), shape,
                                                       encoding, std::nullopt)))
      return {};
  }
  return RankedTensorType::get(shape, type.getElementType(), encoding);
}

RankedTensorType mlir::triton::gpu::getSplitResultType(RankedTensorType type) {
  if (type.getRank() == 0 || type.getShape().back() != 2)
    return {};
  Attribute encoding;
  if (type.getEncoding()) {
    const DialectInferLayoutInterface *iface = inferInterface(type.getEncoding());
    if (!iface || failed(iface->inferSplitOpEncoding(type.getEncoding(), type.getShape(), encoding,
                                                     std::nullopt)))
      return {};
  }
  return RankedTensorType::get(type.getShape().drop_back(), type.getElementType(), encoding);
}

Attribute mlir::triton::gpu::inferDstEncoding(Operation *op, Attribute encoding) {
  if (!encoding)
    return {};
  if (isa<ScanOp>(op) && !isa<BlockedEncodingAttr>(encoding))
    return {};
  if (keepsEncoding(op) ||
      isa<scf::WhileOp, scf::ForOp, scf::YieldOp, scf::ConditionOp,
          nvidia_gpu::WarpGroupDotWaitOp>(op))
    return encoding;
  // Only distributed layouts can be sliced.
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return isa<DistributedEncodingTrait>(encoding)
               ? SliceEncodingAttr::get(op->getContext(), reduce.getAxis(), encoding)
               : Attribute();
  if (auto expand = dyn_cast<ExpandDimsOp>(op)) {
    auto slice = dyn_cast<SliceEncodingAttr>(encoding);
    if (!slice || slice.getDim() != expand.getAxis())
      return {};
    return slice.getParent();
  }
  if (auto join = dyn_cast<JoinOp>(op)) {
    const DialectInferLayoutInterface *iface = inferInterface(encoding);
    Attribute result;
    if (!iface || failed(iface->inferJoinOpEncoding(encoding, join.getLhs().getType().getShape(),
                                                    result, std::nullopt)))
      return {};
    return result;
  }
  if (auto split = dyn_cast<SplitOp>(op)) {
    const DialectInferLayoutInterface *iface = inferInterface(encoding);
    Attribute result;
    if (!iface || failed(iface->inferSplitOpEncoding(encoding, split.getSrc().getType().getShape(),
                                                     result, std::nullopt)))
      return {};
    return result;
  }
  if (auto trans = dyn_cast<TransOp>(op))
    return transposed(encoding, trans.getSrc().getType().getShape(), trans.getOrder());
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return reshapedEncoding(reshape, reshape.getSrc().getType().getShape(),
                            reshape.getType().getShape(), encoding);
  // The result of a gather is laid out like its indices.
  if (isa<GatherOp>(op))
    return encoding;
  if (auto fp4ToFp = dyn_cast<Fp4ToFpOp>(op))
    return fp4ToFpEncoding(fp4ToFp, encoding, /*forward=*/true);
  return {};
}

Attribute mlir::triton::gpu::inferSrcEncoding(Operation *op, Attribute encoding) {
  if (!encoding)
    return {};
  if (isa<ScanOp>(op) && !isa<BlockedEncodingAttr>(encoding))
    return {};
  if (keepsEncoding(op) ||
      isa<scf::WhileOp, scf::YieldOp, scf::ConditionOp, nvidia_gpu::WarpGroupDotWaitOp>(op))
    return encoding;
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    auto slice = dyn_cast<SliceEncodingAttr>(encoding);
    if (!slice || slice.getDim() != reduce.getAxis())
      return {};
    return slice.getParent();
  }
  if (auto expand = dyn_cast<ExpandDimsOp>(op))
    return isa<DistributedEncodingTrait>(encoding)
               ? SliceEncodingAttr::get(op->getContext(), expand.getAxis(), encoding)
               : Attribute();
  // Split and join are each other's inverse.
  if (auto join = dyn_cast<JoinOp>(op)) {
    const DialectInferLayoutInterface *iface = inferInterface(encoding);
    Attribute result;
    if (!iface || failed(iface->inferSplitOpEncoding(encoding, join.getType().getShape(), result,
                                                     std::nullopt)))
      return {};
    return result;
  }
  if (auto split = dyn_cast<SplitOp>(op)) {
    const DialectInferLayoutInterface *iface = inferInterface(encoding);
    Attribute result;
    if (!iface || failed(iface->inferJoinOpEncoding(encoding, split.getOutLHS().getType().getShape(),
                                                    result, std::nullopt)))
      return {};
    return result;
  }
  // Transposing back by the inverse order gives the source's encoding.
  if (auto trans = dyn_cast<TransOp>(op))
    return transposed(encoding, trans.getType().getShape(), inverse(trans.getOrder()));
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    return reshapedEncoding(reshape, reshape.getType().getShape(),
                            reshape.getSrc().getType().getShape(), encoding);
  if (isa<GatherOp>(op))
    return encoding;
  if (auto fp4ToFp = dyn_cast<Fp4ToFpOp>(op))
    return fp4ToFpEncoding(fp4ToFp, encoding, /*forward=*/false);
  return {};
}

bool mlir::triton::gpu::isExpensiveLoadOrStore(Operation *op) {
  if (op->getNumOperands() == 0)
    return false;
  Type pointerType = op->getOperand(0).getType();
  // Block pointers (tensor pointers) always are.
  if (auto pointer = dyn_cast<PointerType>(pointerType))
    return isa<RankedTensorType>(pointer.getPointeeType());
  auto tensor = dyn_cast<RankedTensorType>(pointerType);
  // A scalar or one-element access is the same for every thread.
  if (!tensor || tensor.getNumElements() == 1)
    return false;
  // Fewer elements than threads: likely all hits, cheap to repeat.
  std::optional<int> numWarps = TritonGPUDialect::lookupNumWarps(op);
  int threadsPerWarp = TritonGPUDialect::getThreadsPerWarp(op);
  if (numWarps && tensor.getNumElements() < int64_t(*numWarps) * threadsPerWarp)
    return false;
  return true;
}

bool mlir::triton::gpu::isView(Operation *op) {
  return isa<ExpandDimsOp, ReshapeOp, TransOp, JoinOp, SplitOp>(op);
}

bool mlir::triton::gpu::canFoldIntoConversion(Operation *op, Attribute targetEncoding) {
  if (auto cat = dyn_cast<CatOp>(op))
    return !isExpensiveCat(cat, targetEncoding);
  if (auto convert = dyn_cast<ConvertLayoutOp>(op)) {
    // Folding into a conversion to an MMA layout would change what it
    // converts from.
    if (isa<NvidiaMmaEncodingAttr>(targetEncoding))
      return convert.getSrc().getType().getEncoding() == targetEncoding;
    return true;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    RankedTensorType type = reshape.getType();
    auto newType = RankedTensorType::get(type.getShape(), type.getElementType(), targetEncoding);
    return reshape.getAllowReorder() && !reshape.getEfficientLayout() &&
           !isExpensiveView(reshape.getSrc().getType(), newType);
  }
  return isa<arith::ConstantOp, MakeRangeOp, SplatOp, HistogramOp, LocalAllocOp, LocalLoadOp,
             LocalStoreOp>(op);
}

bool mlir::triton::gpu::isFreeConvert(Operation *op) {
  auto convert = dyn_cast<ConvertLayoutOp>(op);
  if (!convert)
    return false;
  RankedTensorType srcType = convert.getSrc().getType();
  RankedTensorType dstType = convert.getType();
  std::optional<tt::LinearLayout> src = toLinearLayout(srcType.getShape(), srcType.getEncoding());
  std::optional<tt::LinearLayout> dst = toLinearLayout(dstType.getShape(), dstType.getEncoding());
  if (!src || !dst)
    return false;
  tt::ConversionKind kind = tt::classifyConversion(*src, *dst);
  return kind == tt::ConversionKind::Free || kind == tt::ConversionKind::RegisterPermutation;
}

LogicalResult mlir::triton::gpu::getConvertBackwardSlice(
    OpOperand &root, SetVector<Value> &slice, Attribute rootEncoding,
    DenseMap<Value, Attribute> &layout, std::function<bool(Operation *)> stopPropagation,
    std::function<Value(OpOperand &, Attribute)> getExistingConversion) {
  DenseSet<std::pair<OpOperand *, Attribute>> seen;
  SmallVector<std::pair<OpOperand *, Attribute>> queue;
  auto enqueue = [&](OpOperand &operand, Attribute encoding) {
    if (seen.insert({&operand, encoding}).second)
      queue.push_back({&operand, encoding});
  };
  // A value may join the slice with one encoding only, and one that lays
  // out its shape: a linear layout inferred through ops of another shape
  // (a reduction's result slices its source's parent) need not.
  auto record = [&](Value value, Attribute encoding) -> LogicalResult {
    auto tensor = cast<RankedTensorType>(value.getType());
    if (isa<DistributedEncodingTrait>(encoding) &&
        !toLinearLayout(tensor.getShape(), encoding))
      return failure();
    slice.insert(value);
    Attribute &existing = layout[value];
    if (existing && existing != encoding)
      return failure();
    existing = encoding;
    return success();
  };

  enqueue(root, rootEncoding);
  while (!queue.empty()) {
    auto [use, encoding] = queue.pop_back_val();
    Value value = use->get();
    if (!isa<RankedTensorType>(value.getType()))
      continue;
    // Loop results are not rewritten.
    if (value.getDefiningOp<scf::ForOp>() || value.getDefiningOp<scf::WhileOp>())
      return failure();
    if (failed(record(value, encoding)))
      return failure();
    if (getExistingConversion) {
      if (Value existing = getExistingConversion(*use, encoding)) {
        if (failed(record(existing, encoding)))
          return failure();
        value = existing;
      }
    }

    if (auto ifOp = value.getDefiningOp<scf::IfOp>()) {
      if (stopPropagation && stopPropagation(ifOp))
        continue;
      unsigned index = cast<OpResult>(value).getResultNumber();
      enqueue(ifOp.thenYield()->getOpOperand(index), encoding);
      enqueue(ifOp.elseYield()->getOpOperand(index), encoding);
      continue;
    }
    if (Operation *def = value.getDefiningOp()) {
      // All results of the op change together.
      for (Value result : def->getResults()) {
        if (result == value || !isa<RankedTensorType>(result.getType()))
          continue;
        if (failed(record(result, encoding)))
          return failure();
      }
      if (isFreeConvert(def)) {
        enqueue(def->getOpOperand(0), encoding);
        continue;
      }
      if (canFoldIntoConversion(def, encoding))
        continue;
      if (stopPropagation && stopPropagation(def))
        continue;
      if (isa<CatOp>(def))
        return failure();
      // Only a gather's indices share its result's layout.
      if (auto gather = dyn_cast<GatherOp>(def)) {
        enqueue(gather.getIndicesMutable(), encoding);
        continue;
      }
      for (OpOperand &operand : def->getOpOperands()) {
        Attribute operandEncoding = inferSrcEncoding(def, encoding);
        if (!operandEncoding)
          return failure();
        // Operands already in that layout end the walk.
        if (auto type = dyn_cast<RankedTensorType>(operand.get().getType()))
          if (type.getEncoding() == operandEncoding)
            continue;
        enqueue(operand, operandEncoding);
      }
      continue;
    }
    auto arg = cast<BlockArgument>(value);
    auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!loop || arg.getArgNumber() < loop.getNumInductionVars())
      return failure();
    enqueue(*loop.getTiedLoopInit(arg), encoding);
    enqueue(loop.getBody()->getTerminator()->getOpOperand(arg.getArgNumber() -
                                                           loop.getNumInductionVars()),
            encoding);
  }
  return success();
}
