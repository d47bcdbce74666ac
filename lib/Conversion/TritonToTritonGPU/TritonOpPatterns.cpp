//===- TritonOpPatterns.cpp - tt ops to TTGIR ------------------------------===//
//
// Most tt ops only need their types converted. Shape ops choose their
// result layouts from their operands' (expand_dims, broadcast, reduce, scan,
// trans, join, split, cat), and tt.dot takes dot_op operands and a blocked
// accumulator of its own.
//
//===----------------------------------------------------------------------===//

#include "TritonGPUConversion.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

template <typename T> SmallVector<T> insertAt(ArrayRef<T> values, unsigned pos, T value) {
  SmallVector<T> result(values);
  result.insert(result.begin() + pos, value);
  return result;
}

/// The CTA layout of a rank-`rank` encoding with a size-1 dimension inserted
/// at `axis` (no block bit ever selects along it).
CTALayoutAttr insertCTADim(CTALayoutAttr cta, unsigned axis) {
  SmallVector<tt::LinearLayout::Basis> bases;
  for (tt::LinearLayout::Basis basis : cta.getBases()) {
    basis.insert(basis.begin() + axis, 0);
    bases.push_back(basis);
  }
  return CTALayoutAttr::get(cta.getContext(), cta.getRank() + 1, bases);
}

/// The CTA layout with dimension `axis` dropped.
CTALayoutAttr dropCTADim(CTALayoutAttr cta, unsigned axis) {
  SmallVector<tt::LinearLayout::Basis> bases;
  for (tt::LinearLayout::Basis basis : cta.getBases()) {
    basis.erase(basis.begin() + axis);
    bases.push_back(basis);
  }
  return CTALayoutAttr::get(cta.getContext(), cta.getRank() - 1, bases);
}

const DialectInferLayoutInterface *getLayoutInterface(Attribute encoding) {
  return encoding ? encoding.getDialect().getRegisteredInterface<DialectInferLayoutInterface>()
                  : nullptr;
}

RankedTensorType withEncoding(Type type, Attribute encoding) {
  return cast<RankedTensorType>(type).cloneWithEncoding(encoding);
}

/// Elements of a tensor of `type` each thread holds.
std::optional<int64_t> getElemsPerThread(RankedTensorType type) {
  std::optional<tt::LinearLayout> layout = toLinearLayout(type.getShape(), type.getEncoding());
  if (!layout)
    return std::nullopt;
  return layout->getInDimSize(dims::kRegister);
}

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

/// expand_dims takes its operand as a slice of the blocked layout that puts
/// the new dimension first in order and gives it one thread and one warp;
/// its result keeps that layout.
struct ExpandDimsPattern : public OpConversionPattern<ExpandDimsOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ExpandDimsOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Value src = adaptor.getSrc();
    auto srcType = cast<RankedTensorType>(src.getType());
    auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(srcType.getEncoding());
    if (!blocked)
      return rewriter.notifyMatchFailure(op, "operand needs a blocked encoding");
    unsigned axis = op.getAxis();
    unsigned rank = srcType.getRank() + 1;
    SmallVector<unsigned> order;
    for (unsigned d = 0; d < rank; ++d)
      order.push_back(d);
    MLIRContext *context = getContext();
    auto expanded =
        BlockedEncodingAttr::get(context, insertAt<unsigned>(blocked.getSizePerThread(), axis, 1),
                                 insertAt<unsigned>(blocked.getThreadsPerWarp(), axis, 1),
                                 insertAt<unsigned>(blocked.getWarpsPerCTA(), axis, 1), order,
                                 insertCTADim(blocked.getCTALayout(), axis));
    auto sliceType = srcType.cloneWithEncoding(SliceEncodingAttr::get(context, axis, expanded));
    Value slice = ConvertLayoutOp::create(rewriter, op.getLoc(), sliceType, src);
    auto resultType = withEncoding(op.getType(), expanded);
    auto newOp = rewriter.replaceOpWithNewOp<ExpandDimsOp>(op, resultType, slice, axis);
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

/// broadcast keeps its operand's layout at the larger shape.
struct BroadcastPattern : public OpConversionPattern<BroadcastOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(BroadcastOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Attribute encoding = cast<RankedTensorType>(adaptor.getSrc().getType()).getEncoding();
    if (!encoding)
      return rewriter.notifyMatchFailure(op, "operand has no encoding");
    auto newOp = rewriter.replaceOpWithNewOp<BroadcastOp>(op, withEncoding(op.getType(), encoding),
                                                          adaptor.getSrc());
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

/// trans permutes its operand's layout.
struct TransPattern : public OpConversionPattern<TransOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(TransOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto srcType = cast<RankedTensorType>(adaptor.getSrc().getType());
    const auto *iface = getLayoutInterface(srcType.getEncoding());
    Attribute encoding;
    if (!iface || failed(iface->inferTransOpEncoding(srcType.getEncoding(), srcType.getShape(),
                                                     op.getOrder(), encoding, op.getLoc())))
      return rewriter.notifyMatchFailure(op, "cannot transpose the operand's encoding");
    auto newOp = rewriter.replaceOpWithNewOp<TransOp>(op, withEncoding(op.getType(), encoding),
                                                      adaptor.getSrc(), op.getOrder());
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

/// join puts the new dimension in each thread's registers.
struct JoinPattern : public OpConversionPattern<JoinOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(JoinOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto srcType = cast<RankedTensorType>(adaptor.getLhs().getType());
    const auto *iface = getLayoutInterface(srcType.getEncoding());
    Attribute encoding;
    if (!iface || failed(iface->inferJoinOpEncoding(srcType.getEncoding(), srcType.getShape(),
                                                    encoding, op.getLoc())))
      return rewriter.notifyMatchFailure(op, "cannot join the operands' encoding");
    auto newOp = rewriter.replaceOpWithNewOp<JoinOp>(op, withEncoding(op.getType(), encoding),
                                                     adaptor.getLhs(), adaptor.getRhs());
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

/// split needs both halves of the last dimension in one thread: the operand
/// is converted to such a blocked layout unless it already is one.
struct SplitPattern : public OpConversionPattern<SplitOp> {
  using OpConversionPattern::OpConversionPattern;

  static bool isSplittable(BlockedEncodingAttr blocked) {
    if (!blocked)
      return false;
    unsigned last = blocked.getRank() - 1;
    return blocked.getSizePerThread().back() == 2 && blocked.getOrder().front() == last &&
           blocked.getThreadsPerWarp().back() == 1 && blocked.getWarpsPerCTA().back() == 1 &&
           blocked.getCTALayout().getSplitNum().back() == 1;
  }

  LogicalResult matchAndRewrite(SplitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto *converter = getTypeConverter<TritonGPUTypeConverter>();
    MLIRContext *context = getContext();
    Value src = adaptor.getSrc();
    auto srcType = cast<RankedTensorType>(src.getType());
    unsigned last = srcType.getRank() - 1;
    auto blocked = dyn_cast_or_null<BlockedEncodingAttr>(srcType.getEncoding());
    if (!isSplittable(blocked)) {
      // The default layout of one half, with the pair appended in registers.
      auto half = getDefaultBlockedEncoding(
          context, op.getOutLHS().getType().getShape(), converter->getNumWarps(),
          converter->getThreadsPerWarp(), converter->getNumCTAs());
      SmallVector<unsigned> order = {last};
      order.append(half.getOrder().begin(), half.getOrder().end());
      blocked =
          BlockedEncodingAttr::get(context, insertAt<unsigned>(half.getSizePerThread(), last, 2),
                                   insertAt<unsigned>(half.getThreadsPerWarp(), last, 1),
                                   insertAt<unsigned>(half.getWarpsPerCTA(), last, 1), order,
                                   insertCTADim(half.getCTALayout(), last));
      src = ConvertLayoutOp::create(rewriter, op.getLoc(), srcType.cloneWithEncoding(blocked), src);
    }
    auto encoding = BlockedEncodingAttr::get(
        context, blocked.getSizePerThread().drop_back(), blocked.getThreadsPerWarp().drop_back(),
        blocked.getWarpsPerCTA().drop_back(), blocked.getOrder().drop_front(),
        dropCTADim(blocked.getCTALayout(), last));
    auto resultType = withEncoding(op.getOutLHS().getType(), encoding);
    auto newOp = rewriter.replaceOpWithNewOp<SplitOp>(op, resultType, resultType, src);
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

/// cat keeps the default layout but gives each thread room for the
/// elements of both operands.
struct CatPattern : public OpConversionPattern<CatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(CatOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto resultType =
        dyn_cast_or_null<RankedTensorType>(getTypeConverter()->convertType(op.getType()));
    auto blocked = resultType ? dyn_cast<BlockedEncodingAttr>(resultType.getEncoding()) : nullptr;
    if (!blocked)
      return rewriter.notifyMatchFailure(op, "result has no blocked encoding");
    std::optional<int64_t> lhs =
        getElemsPerThread(cast<RankedTensorType>(adaptor.getLhs().getType()));
    std::optional<int64_t> rhs =
        getElemsPerThread(cast<RankedTensorType>(adaptor.getRhs().getType()));
    std::optional<int64_t> result = getElemsPerThread(resultType);
    if (!lhs || !rhs || !result || *result == 0)
      return rewriter.notifyMatchFailure(op, "cannot count elements per thread");
    int64_t wanted = llvm::PowerOf2Ceil(*lhs + *rhs);
    SmallVector<unsigned> sizePerThread(blocked.getSizePerThread());
    unsigned fastest = blocked.getOrder().front();
    sizePerThread[fastest] *= std::max<int64_t>(1, wanted / *result);
    auto encoding = BlockedEncodingAttr::get(getContext(), sizePerThread,
                                             blocked.getThreadsPerWarp(), blocked.getWarpsPerCTA(),
                                             blocked.getOrder(), blocked.getCTALayout());
    auto newOp = rewriter.replaceOpWithNewOp<CatOp>(op, resultType.cloneWithEncoding(encoding),
                                                    adaptor.getLhs(), adaptor.getRhs());
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

/// reduce gives slices of its operands' layout (scalars from rank 1); the
/// combiner region is scalar and moves over unchanged.
struct ReducePattern : public OpConversionPattern<ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ReduceOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    unsigned axis = op.getAxis();
    SmallVector<Type> resultTypes;
    for (auto [operand, result] : llvm::zip(adaptor.getSrcs(), op.getResultTypes())) {
      auto resultTensor = dyn_cast<RankedTensorType>(result);
      if (!resultTensor) {
        resultTypes.push_back(result);
        continue;
      }
      Attribute encoding = cast<RankedTensorType>(operand.getType()).getEncoding();
      const auto *iface = getLayoutInterface(encoding);
      Attribute sliced;
      if (!iface || failed(iface->inferReduceOpEncoding(encoding, axis, sliced, op.getLoc())))
        return rewriter.notifyMatchFailure(op, "cannot reduce the operand's encoding");
      resultTypes.push_back(resultTensor.cloneWithEncoding(sliced));
    }
    auto newOp = ReduceOp::create(rewriter, op.getLoc(), resultTypes, adaptor.getSrcs(), axis);
    addNamedAttrs(newOp, op->getAttrDictionary());
    rewriter.cloneRegionBefore(op.getCombineOp(), newOp.getCombineOp(), newOp.getCombineOp().end());
    rewriter.replaceOp(op, newOp.getResults());
    return success();
  }
};

/// scan keeps its operands' layout.
struct ScanPattern : public OpConversionPattern<ScanOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ScanOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto newOp =
        ScanOp::create(rewriter, op.getLoc(), adaptor.getSrcs(), op.getAxis(), op.getReverse());
    addNamedAttrs(newOp, op->getAttrDictionary());
    rewriter.cloneRegionBefore(op.getCombineOp(), newOp.getCombineOp(), newOp.getCombineOp().end());
    rewriter.replaceOp(op, newOp.getResults());
    return success();
  }
};

/// map_elementwise: converted types, the scalar region moved over.
struct MapElementwisePattern : public OpConversionPattern<MapElementwiseOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(MapElementwiseOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), resultTypes)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    auto newOp = MapElementwiseOp::create(rewriter, op.getLoc(), resultTypes, adaptor.getSrcs(),
                                          op.getPack());
    addNamedAttrs(newOp, op->getAttrDictionary());
    rewriter.inlineRegionBefore(op.getScalarOp(), newOp.getScalarOp(), newOp.getScalarOp().end());
    rewriter.replaceOp(op, newOp.getResults());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Dot
//===----------------------------------------------------------------------===//

/// The accumulator gets a blocked layout with up to 4x4 elements per thread
/// (as many as the tile has per thread, 1, 2x2 or 4x4); a and b become its
/// dot operands.
struct DotPattern : public OpConversionPattern<DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto *converter = getTypeConverter<TritonGPUTypeConverter>();
    MLIRContext *context = getContext();
    RankedTensorType type = op.getType();
    ArrayRef<int64_t> shape = type.getShape();
    unsigned rank = shape.size();
    unsigned numWarps = converter->getNumWarps();
    unsigned threadsPerWarp = converter->getThreadsPerWarp();

    int64_t perThread = type.getNumElements() / (numWarps * threadsPerWarp);
    unsigned tile = perThread >= 16 ? 4 : perThread >= 4 ? 2 : 1;
    SmallVector<unsigned> sizePerThread(rank, 1);
    sizePerThread[rank - 1] = std::min<int64_t>(tile, shape[rank - 1]);
    sizePerThread[rank - 2] = std::min<int64_t>(tile, shape[rank - 2]);
    SmallVector<unsigned> order;
    for (unsigned d = rank; d-- > 0;)
      order.push_back(d);
    Attribute accEncoding = getBlockedEncodingForShape(
        context, shape, sizePerThread, order, numWarps, threadsPerWarp, converter->getNumCTAs());

    auto aType = cast<RankedTensorType>(adaptor.getA().getType());
    auto bType = cast<RankedTensorType>(adaptor.getB().getType());
    if (!aType.getEncoding() || !bType.getEncoding())
      return rewriter.notifyMatchFailure(op, "operands have no encoding");
    auto asOperand = [&](Value value, RankedTensorType valueType, unsigned opIdx) -> Value {
      if (isa<DotOperandEncodingAttr>(valueType.getEncoding()))
        return value;
      auto encoding = DotOperandEncodingAttr::get(context, opIdx, accEncoding, /*kWidth=*/0);
      return ConvertLayoutOp::create(rewriter, value.getLoc(),
                                     valueType.cloneWithEncoding(encoding), value);
    };
    Value a = asOperand(adaptor.getA(), aType, 0);
    Value b = asOperand(adaptor.getB(), bType, 1);
    auto accType = type.cloneWithEncoding(accEncoding);
    Value c = ConvertLayoutOp::create(rewriter, adaptor.getC().getLoc(), accType, adaptor.getC());
    rewriter.replaceOpWithNewOp<DotOp>(op, TypeRange{accType}, ValueRange{a, b, c}, op->getAttrs());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Descriptor gather and scatter
//===----------------------------------------------------------------------===//

/// TMA gather4/scatter4 read four consecutive row indices per thread: the
/// x offsets take a slice of a layout with 4 registers along the rows and
/// the lanes along the other dimension.
RankedTensorType getGatherIndicesType(RankedTensorType type, unsigned threadsPerWarp,
                                      unsigned numWarps) {
  MLIRContext *context = type.getContext();
  unsigned sizePerThread[] = {1, 4};
  unsigned lanes[] = {threadsPerWarp, 1};
  unsigned warps[] = {1, numWarps};
  unsigned order[] = {1, 0};
  auto parent = BlockedEncodingAttr::get(context, sizePerThread, lanes, warps, order,
                                         CTALayoutAttr::getDefault(context, 2));
  return type.cloneWithEncoding(SliceEncodingAttr::get(context, 0, parent));
}

struct DescriptorGatherPattern : public OpConversionPattern<DescriptorGatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorGatherOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto *converter = getTypeConverter<TritonGPUTypeConverter>();
    auto indexType = getGatherIndicesType(cast<RankedTensorType>(adaptor.getXOffsets().getType()),
                                          converter->getThreadsPerWarp(), converter->getNumWarps());
    Value index = ConvertLayoutOp::create(rewriter, op.getLoc(), indexType, adaptor.getXOffsets());
    SmallVector<Value> operands(adaptor.getOperands());
    operands[1] = index;
    rewriter.replaceOpWithNewOp<DescriptorGatherOp>(
        op, TypeRange{converter->convertType(op.getType())}, operands, op->getAttrs());
    return success();
  }
};

struct DescriptorScatterPattern : public OpConversionPattern<DescriptorScatterOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorScatterOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto *converter = getTypeConverter<TritonGPUTypeConverter>();
    auto indexType = getGatherIndicesType(cast<RankedTensorType>(adaptor.getXOffsets().getType()),
                                          converter->getThreadsPerWarp(), converter->getNumWarps());
    Value index = ConvertLayoutOp::create(rewriter, op.getLoc(), indexType, adaptor.getXOffsets());
    SmallVector<Value> operands(adaptor.getOperands());
    operands[1] = index;
    rewriter.replaceOpWithNewOp<DescriptorScatterOp>(op, TypeRange{}, operands, op->getAttrs());
    return success();
  }
};

template <typename... Ops>
void addGeneric(const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<GenericOpPattern<Ops>...>(typeConverter, patterns.getContext());
}

} // namespace

void mlir::triton::gpu::populateTritonOpPatterns(const TritonGPUTypeConverter &typeConverter,
                                                 RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  // Elementwise and pointer arithmetic: default layouts in and out.
  addGeneric<AddPtrOp, AdvanceOp, MakeTensorPtrOp, BitcastOp, FpToFpOp, IntToPtrOp, PtrToIntOp,
             ClampFOp, PreciseSqrtOp, PreciseDivFOp, MulhiUIOp, ElementwiseInlineAsmOp,
             ExternElementwiseOp>(typeConverter, patterns);
  // Tensors from scalars and reshapes.
  addGeneric<MakeRangeOp, SplatOp, UnsplatOp, ReshapeOp, HistogramOp, GatherOp>(typeConverter,
                                                                                patterns);
  // Memory.
  addGeneric<LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp, MakeTensorDescOp, DescriptorLoadOp,
             DescriptorStoreOp, DescriptorReduceOp>(typeConverter, patterns);
  // Region terminators, debugging, scaled dots (laid out later).
  addGeneric<ReduceReturnOp, ScanReturnOp, MapElementwiseReturnOp, PrintOp, AssertOp, DotScaledOp>(
      typeConverter, patterns);
  patterns.add<ExpandDimsPattern, BroadcastPattern, TransPattern, JoinPattern, SplitPattern,
               CatPattern, ReducePattern, ScanPattern, MapElementwisePattern, DotPattern,
               DescriptorGatherPattern, DescriptorScatterPattern>(typeConverter, context);
}
