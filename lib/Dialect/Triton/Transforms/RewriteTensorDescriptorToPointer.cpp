//===- RewriteTensorDescriptorToPointer.cpp -------------------------------===//
//
// triton-rewrite-tensor-descriptor-to-pointer: for targets without TMA, a
// `!tt.tensordesc<tensor<d0 x ... x T>>` becomes 1 + 2 * rank + 1 values
// (base pointer, i64 shape per dimension, i64 stride per dimension, i1 "pad
// with NaN"), through a 1:N dialect conversion, so that descriptors passed
// to functions, returned, selected or carried by scf regions follow along.
// Every access becomes a masked pointer access.
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/Triton/Transforms/Passes.h"

#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONREWRITETENSORDESCRIPTORTOPOINTER
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

bool anyDescriptor(TypeRange types) {
  return llvm::any_of(types, [](Type t) { return isa<TensorDescType>(t); });
}

/// The values one descriptor was split into.
struct Parts {
  Value base;
  ValueRange shape;
  ValueRange strides;
  Value padNan;

  Parts(TensorDescType type, ValueRange values) {
    int64_t rank = type.getBlockType().getRank();
    assert(values.size() == static_cast<size_t>(2 * rank + 2) && "bad descriptor parts");
    base = values[0];
    shape = values.slice(1, rank);
    strides = values.slice(1 + rank, rank);
    padNan = values[1 + 2 * rank];
  }
};

Value toI64(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isInteger(64))
    return v;
  return arith::ExtSIOp::create(b, loc, b.getI64Type(), v);
}

/// `offset` (i64 tensor of rank 1 along `dim`, or scalar start of a
/// [start, start + n) range) expanded to full rank with size 1 elsewhere.
Value expandAlong(OpBuilder &b, Location loc, Value row, unsigned dim, unsigned rank) {
  for (unsigned d = 0; d < rank; ++d)
    if (d != dim)
      row = ExpandDimsOp::create(b, loc, row, d);
  return row;
}

Value rangeFrom(OpBuilder &b, Location loc, Value start, int64_t n) {
  auto i64Row = RankedTensorType::get({n}, b.getI64Type());
  // One op per statement: the IR comes out in a fixed order.
  Value starts = SplatOp::create(b, loc, i64Row, start);
  Value range = MakeRangeOp::create(b, loc, RankedTensorType::get({n}, b.getI32Type()), 0, n);
  Value range64 = arith::ExtSIOp::create(b, loc, i64Row, range);
  return arith::AddIOp::create(b, loc, starts, range64);
}

/// Pointers and in-bounds mask for the block whose per-dimension i64
/// coordinates are `coords` (each already expanded to full rank).
std::pair<Value, Value> addressBlock(OpBuilder &b, Location loc, const Parts &desc,
                                     ArrayRef<int64_t> blockShape, ArrayRef<Value> coords) {
  auto indexType = RankedTensorType::get(blockShape, b.getI64Type());
  auto ptrType = RankedTensorType::get(blockShape, desc.base.getType());
  auto maskType = RankedTensorType::get(blockShape, b.getI1Type());
  Value ptr = SplatOp::create(b, loc, ptrType, desc.base);
  Value mask;
  for (auto [d, coord] : llvm::enumerate(coords)) {
    Value stride = SplatOp::create(b, loc, coord.getType(), desc.strides[d]);
    Value scaled = arith::MulIOp::create(b, loc, coord, stride);
    Value broadcast = BroadcastOp::create(b, loc, indexType, scaled);
    ptr = AddPtrOp::create(b, loc, ptrType, ptr, broadcast);

    Value zero = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 0);
    Value zeros = SplatOp::create(b, loc, coord.getType(), zero);
    Value aboveZero = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, coord, zeros);
    Value bound = SplatOp::create(b, loc, coord.getType(), desc.shape[d]);
    Value belowShape = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, coord, bound);
    Value inRange = arith::AndIOp::create(b, loc, aboveZero, belowShape);
    Value inBounds = BroadcastOp::create(b, loc, maskType, inRange);
    mask = mask ? arith::AndIOp::create(b, loc, mask, inBounds) : inBounds;
  }
  return {ptr, mask};
}

std::pair<Value, Value> addressTile(OpBuilder &b, Location loc, const Parts &desc,
                                    ArrayRef<int64_t> blockShape, ValueRange indices) {
  SmallVector<Value> coords;
  for (auto [d, index] : llvm::enumerate(indices)) {
    Value start = toI64(b, loc, index);
    Value row = rangeFrom(b, loc, start, blockShape[d]);
    coords.push_back(expandAlong(b, loc, row, d, blockShape.size()));
  }
  return addressBlock(b, loc, desc, blockShape, coords);
}

/// Rows `xOffsets`, columns [yOffset, yOffset + n) of a 2-D descriptor.
std::pair<Value, Value> addressRows(OpBuilder &b, Location loc, const Parts &desc,
                                    ArrayRef<int64_t> blockShape, Value xOffsets,
                                    Value yOffset) {
  auto rowsType = RankedTensorType::get({blockShape[0]}, b.getI64Type());
  Value rows = arith::ExtSIOp::create(b, loc, rowsType, xOffsets);
  Value colStart = toI64(b, loc, yOffset);
  Value cols = rangeFrom(b, loc, colStart, blockShape[1]);
  Value rows2 = expandAlong(b, loc, rows, 0, 2);
  Value cols2 = expandAlong(b, loc, cols, 1, 2);
  return addressBlock(b, loc, desc, blockShape, {rows2, cols2});
}

/// What out-of-bounds lanes read: zero, or NaN for floats when the
/// descriptor asks for NaN padding.
Value paddingValue(OpBuilder &b, Location loc, RankedTensorType type, Value padNan) {
  Value zero = arith::ConstantOp::create(b, loc, cast<TypedAttr>(b.getZeroAttr(type)));
  auto floatType = dyn_cast<FloatType>(type.getElementType());
  if (!floatType)
    return zero;
  Value nan = arith::ConstantOp::create(
      b, loc, SplatElementsAttr::get(type, b.getFloatAttr(floatType, APFloat::getNaN(
                                                                   floatType.getFloatSemantics()))));
  return arith::SelectOp::create(b, loc, padNan, nan, zero);
}

struct LowerMakeTensorDesc : OpConversionPattern<MakeTensorDescOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(MakeTensorDescOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    SmallVector<Value> parts{adaptor.getBase()};
    for (Value dim : adaptor.getShape())
      parts.push_back(toI64(rewriter, loc, dim));
    llvm::append_range(parts, adaptor.getStrides());
    parts.push_back(arith::ConstantIntOp::create(
        rewriter, loc, rewriter.getI1Type(), op.getPadding() == PaddingOption::PAD_NAN));
    rewriter.replaceOpWithMultiple(op, {parts});
    return success();
  }
};

struct LowerDescriptorLoad : OpConversionPattern<DescriptorLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorLoadOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto descType = op.getDesc().getType();
    Parts desc(descType, adaptor.getDesc());
    ArrayRef<int64_t> blockShape = descType.getBlockType().getShape();
    auto [ptr, mask] = addressTile(rewriter, loc, desc, blockShape, op.getIndices());
    auto blockType = descType.getSignlessBlockType();
    Value other = paddingValue(rewriter, loc, blockType, desc.padNan);
    Value loaded = LoadOp::create(rewriter, loc, ptr, mask, other, op.getCache(),
                                  op.getEvict(), /*isVolatile=*/false);
    // The result may drop leading unit dimensions of the block.
    auto resultType = cast<RankedTensorType>(op.getType());
    if (resultType.getShape() != blockShape)
      loaded = ReshapeOp::create(rewriter, loc, resultType, loaded);
    rewriter.replaceOp(op, loaded);
    return success();
  }
};

/// Brings `src` (possibly rank-reduced) to the descriptor's block shape.
Value toBlockShape(OpBuilder &b, Location loc, Value src, RankedTensorType block) {
  auto type = cast<RankedTensorType>(src.getType());
  if (type.getShape() == block.getShape())
    return src;
  return ReshapeOp::create(b, loc, RankedTensorType::get(block.getShape(), type.getElementType()),
                           src);
}

struct LowerDescriptorStore : OpConversionPattern<DescriptorStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorStoreOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto descType = op.getDesc().getType();
    Parts desc(descType, adaptor.getDesc());
    auto block = descType.getBlockType();
    auto [ptr, mask] = addressTile(rewriter, loc, desc, block.getShape(), op.getIndices());
    Value src = toBlockShape(rewriter, loc, op.getSrc(), block);
    rewriter.replaceOpWithNewOp<StoreOp>(op, ptr, src, mask, ArrayRef<int32_t>{},
                                         CacheModifier::NONE, EvictionPolicy::NORMAL);
    return success();
  }
};

struct LowerDescriptorGather : OpConversionPattern<DescriptorGatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorGatherOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Parts desc(op.getDesc().getType(), adaptor.getDesc());
    auto resultType = cast<RankedTensorType>(op.getType());
    auto [ptr, mask] = addressRows(rewriter, loc, desc, resultType.getShape(),
                                   op.getXOffsets(), op.getYOffset());
    Value other = paddingValue(rewriter, loc, resultType, desc.padNan);
    rewriter.replaceOpWithNewOp<LoadOp>(op, ptr, mask, other, CacheModifier::NONE,
                                        EvictionPolicy::NORMAL, /*isVolatile=*/false);
    return success();
  }
};

struct LowerDescriptorScatter : OpConversionPattern<DescriptorScatterOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorScatterOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Parts desc(op.getDesc().getType(), adaptor.getDesc());
    auto srcType = cast<RankedTensorType>(op.getSrc().getType());
    auto [ptr, mask] = addressRows(rewriter, loc, desc, srcType.getShape(), op.getXOffsets(),
                                   op.getYOffset());
    rewriter.replaceOpWithNewOp<StoreOp>(op, ptr, op.getSrc(), mask, ArrayRef<int32_t>{},
                                         CacheModifier::NONE, EvictionPolicy::NORMAL);
    return success();
  }
};

std::optional<RMWOp> atomicFor(DescriptorReduceKind kind, Type element) {
  auto intType = dyn_cast<IntegerType>(element);
  switch (kind) {
  case DescriptorReduceKind::ADD:
    return intType ? RMWOp::ADD : RMWOp::FADD;
  case DescriptorReduceKind::MIN:
    if (intType)
      return intType.isUnsigned() ? RMWOp::UMIN : RMWOp::MIN;
    return std::nullopt;
  case DescriptorReduceKind::MAX:
    if (intType)
      return intType.isUnsigned() ? RMWOp::UMAX : RMWOp::MAX;
    return std::nullopt;
  case DescriptorReduceKind::AND:
    return RMWOp::AND;
  case DescriptorReduceKind::OR:
    return RMWOp::OR;
  case DescriptorReduceKind::XOR:
    return RMWOp::XOR;
  default:
    return std::nullopt;
  }
}

struct LowerDescriptorReduce : OpConversionPattern<DescriptorReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(DescriptorReduceOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto descType = op.getDesc().getType();
    auto block = descType.getBlockType();
    std::optional<RMWOp> rmw = atomicFor(op.getKind(), block.getElementType());
    if (!rmw)
      return failure(); // Reported before the conversion started.
    Parts desc(descType, adaptor.getDesc());
    auto [ptr, mask] = addressTile(rewriter, loc, desc, block.getShape(), op.getIndices());
    Value src = toBlockShape(rewriter, loc, op.getSrc(), block);
    AtomicRMWOp::create(rewriter, loc, src.getType(), *rmw, ptr, src, mask,
                        MemSemantic::RELEASE, MemSyncScope::GPU);
    rewriter.eraseOp(op);
    return success();
  }
};

SmallVector<Value> flatten(ArrayRef<ValueRange> ranges) {
  SmallVector<Value> values;
  for (ValueRange range : ranges)
    llvm::append_range(values, range);
  return values;
}

/// A function's signature with each descriptor argument or result expanded. Attributes stay with
/// the argument (result) they were written on, at its new position; the values a descriptor expands
/// into get none (upstream's function-signature pattern changes the type only, which leaves
/// `tt.divisibility` on whatever argument now sits at the old index: a false promise).
struct ConvertFuncSignature : OpConversionPattern<FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(FuncOp func, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    FunctionType type = func.getFunctionType();
    TypeConverter::SignatureConversion inputs(type.getNumInputs());
    SmallVector<Attribute> argAttrs;
    for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
      SmallVector<Type> parts;
      if (failed(getTypeConverter()->convertType(argType, parts)))
        return failure();
      inputs.addInputs(i, parts);
      argAttrs.append(parts.size(), rewriter.getDictionaryAttr({}));
      if (parts.size() == 1)
        argAttrs.back() = func.getArgAttrDict(i) ? func.getArgAttrDict(i)
                                                 : rewriter.getDictionaryAttr({});
    }
    SmallVector<Type> results;
    SmallVector<Attribute> resultAttrs;
    for (auto [i, resultType] : llvm::enumerate(type.getResults())) {
      size_t before = results.size();
      if (failed(getTypeConverter()->convertType(resultType, results)))
        return failure();
      resultAttrs.append(results.size() - before, rewriter.getDictionaryAttr({}));
      if (results.size() - before == 1 && func.getResultAttrDict(i))
        resultAttrs.back() = func.getResultAttrDict(i);
    }
    if (failed(rewriter.convertRegionTypes(&func.getBody(), *getTypeConverter(), &inputs)))
      return failure();
    rewriter.modifyOpInPlace(func, [&] {
      func.setType(rewriter.getFunctionType(inputs.getConvertedTypes(), results));
      func.setAllArgAttrs(argAttrs);
      func.setAllResultAttrs(resultAttrs);
    });
    return success();
  }
};

struct ConvertCall : OpConversionPattern<CallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(CallOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    SmallVector<unsigned> counts;
    for (Type type : op.getResultTypes()) {
      size_t before = resultTypes.size();
      if (failed(getTypeConverter()->convertType(type, resultTypes)))
        return failure();
      counts.push_back(resultTypes.size() - before);
    }
    auto call = CallOp::create(rewriter, op.getLoc(), op.getCallee(), resultTypes,
                               flatten(adaptor.getOperands()));
    SmallVector<ValueRange> replacements;
    unsigned next = 0;
    for (unsigned count : counts) {
      replacements.push_back(call.getResults().slice(next, count));
      next += count;
    }
    rewriter.replaceOpWithMultiple(op, replacements);
    return success();
  }
};

struct ConvertReturn : OpConversionPattern<ReturnOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(ReturnOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<ReturnOp>(op, flatten(adaptor.getOperands()));
    return success();
  }
};

/// select(c, descA, descB) selects each part.
struct ConvertSelect : OpConversionPattern<arith::SelectOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(arith::SelectOp op, OneToNOpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    ValueRange condition = adaptor.getCondition();
    ValueRange lhs = adaptor.getTrueValue();
    ValueRange rhs = adaptor.getFalseValue();
    if (condition.size() != 1 || lhs.size() != rhs.size())
      return failure();
    SmallVector<Value> parts;
    for (auto [a, b] : llvm::zip(lhs, rhs))
      parts.push_back(arith::SelectOp::create(rewriter, op.getLoc(), condition[0], a, b));
    rewriter.replaceOpWithMultiple(op, {parts});
    return success();
  }
};

struct RewriteTensorDescriptorToPointerPass
    : triton::impl::TritonRewriteTensorDescriptorToPointerBase<
          RewriteTensorDescriptorToPointerPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    // Reductions without an atomic equivalent cannot be lowered: say so on
    // the op rather than as a failure to legalize.
    WalkResult unsupported = getOperation().walk([](DescriptorReduceOp op) {
      Type element = op.getDesc().getType().getBlockType().getElementType();
      if (atomicFor(op.getKind(), element))
        return WalkResult::advance();
      op.emitOpError() << "has no atomic equivalent for reduction '"
                       << stringifyDescriptorReduceKind(op.getKind()) << "' of " << element;
      return WalkResult::interrupt();
    });
    if (unsupported.wasInterrupted())
      return signalPassFailure();
    // Addressing a block takes one index per dimension; the verifier, as
    // Triton's, does not count them.
    WalkResult miscounted = getOperation().walk([](Operation *op) {
      return TypeSwitch<Operation *, WalkResult>(op)
          .Case<DescriptorLoadOp, DescriptorStoreOp, DescriptorReduceOp>([](auto access) {
            RankedTensorType block = access.getDesc().getType().getBlockType();
            size_t numIndices = access.getIndices().size();
            if (numIndices == static_cast<size_t>(block.getRank()))
              return WalkResult::advance();
            access.emitOpError() << "needs one index per dimension of its " << block
                                 << " block to address it, got " << numIndices;
            return WalkResult::interrupt();
          })
          .Default([](Operation *) { return WalkResult::advance(); });
    });
    if (miscounted.wasInterrupted())
      return signalPassFailure();

    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    converter.addConversion([](TensorDescType type, SmallVectorImpl<Type> &parts) {
      RankedTensorType block = type.getSignlessBlockType();
      MLIRContext *ctx = type.getContext();
      parts.push_back(PointerType::get(block.getElementType(), kGlobalAddressSpace));
      parts.append(2 * block.getRank(), IntegerType::get(ctx, 64));
      parts.push_back(IntegerType::get(ctx, 1));
      return success();
    });

    ConversionTarget target(*context);
    auto noDescriptors = [](Operation *op) {
      return !anyDescriptor(op->getOperandTypes()) && !anyDescriptor(op->getResultTypes());
    };
    target.addDynamicallyLegalDialect<arith::ArithDialect, scf::SCFDialect, TritonDialect>(
        noDescriptors);
    target.addDynamicallyLegalOp<FuncOp>([](FuncOp func) {
      return !anyDescriptor(func.getFunctionType().getInputs()) &&
             !anyDescriptor(func.getFunctionType().getResults());
    });
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });

    RewritePatternSet patterns(context);
    scf::populateSCFStructuralTypeConversions(converter, patterns);
    patterns.add<LowerMakeTensorDesc, LowerDescriptorLoad, LowerDescriptorStore,
                 LowerDescriptorGather, LowerDescriptorScatter, LowerDescriptorReduce,
                 ConvertFuncSignature, ConvertCall, ConvertReturn, ConvertSelect>(converter,
                                                                                  context);

    ConversionConfig config;
    config.buildMaterializations = false;
    if (failed(applyPartialConversion(getOperation(), target, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
