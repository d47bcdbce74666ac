//===- DecomposeScaledDot.cpp - tt.dot_scaled without scaled MMA ----------===//
//
// Before sm_100 no tensor-core instruction applies block scales, so
// accelerate-matmul turns D = (A * 2^sa) x (B * 2^sb) + C into a plain
// tt.dot, as Triton 3.6 does:
//
//  0. A dot with a scale on B only is transposed first: D^T = B^T x A^T +
//     C^T (tt.trans of a, b, c and of the result), so the scaled operand is
//     A (transposeRhsScaledDots).
//  1. Compute type: f16 if either operand is fp16, bf16 otherwise.
//  2. Each operand is upcast to it: ttg.fp4_to_fp for e2m1 (two values per
//     byte along K), tt.fp_to_fp for the others (bf16 -> bf16 folds away).
//  3. A scale (one e8m0 byte per 32 elements along K, laid out as
//     [rows, K/32] for both operands; B's is transposed to [K/32, N]) becomes
//     the float 2^(s - 127): the byte zero-extended and shifted into the
//     exponent field (bf16: i16 << 7; f16: through f32, i32 << 23, then
//     arith.truncf). It is spread over its 32 elements: converted to a slice
//     of the default blocked layout of [rows, K/32, 1], expand_dims,
//     broadcast to [.., 32], tt.trans putting the 32 next to K, tt.reshape
//     to the operand's shape, and converted to the operand's layout.
//  4. The operand is multiplied by it; unless fastMath, the elements whose
//     scale byte is 0xFF (NaN in e8m0) become NaN (the comparison broadcast
//     the same way, arith.select).
//  5. Both operands convert to #ttg.dot_op of the dot's blocked layout and a
//     tt.dot replaces the scaled dot; BlockedToMma then moves it onto the
//     tensor cores like any other dot.
// Operands packed along M or N (lhs_k_pack / rhs_k_pack false), formats
// other than e2m1, e4m3, e5m2, bf16 and fp16, non-e8m0 scales and targets
// with scaled MMA (sm_100 and later) are refused with an error on the dot
// (checkScaledDotsDecomposable).
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/DecomposeScaledDot.h"

#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <array>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

using Tensor = TypedValue<RankedTensorType>;

Tensor asTensor(Value v) { return cast<Tensor>(v); }

const DialectInferLayoutInterface *layoutInterface(Attribute encoding) {
  if (!encoding)
    return nullptr;
  return dyn_cast<DialectInferLayoutInterface>(&encoding.getDialect());
}

/// `type` without its encoding: what an op gets whose encoding cannot be
/// inferred (the verifier then reports it).
RankedTensorType withoutEncoding(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

/// tt.trans of `src` by `order`, its encoding inferred.
Tensor createTrans(OpBuilder &builder, Location loc, Value src, ArrayRef<int32_t> order) {
  RankedTensorType result = getTransposedType(cast<RankedTensorType>(src.getType()), order);
  if (!result)
    result = getTransposedType(withoutEncoding(src), order);
  return asTensor(TransOp::create(builder, loc, result, src, order).getResult());
}

/// tt.reshape of `src` to `shape` (no reordering), its encoding inferred.
Tensor createReshape(OpBuilder &builder, Location loc, ArrayRef<int64_t> shape, Value src) {
  RankedTensorType result = getReshapedType(cast<RankedTensorType>(src.getType()), shape);
  if (!result)
    result = getReshapedType(withoutEncoding(src), shape);
  return asTensor(ReshapeOp::create(builder, loc, result, src).getResult());
}

/// ttg.fp4_to_fp of packed `src` along `axis` into `elementType`.
Tensor createFp4ToFp(OpBuilder &builder, Location loc, Value src, Type elementType, int axis) {
  auto type = cast<RankedTensorType>(src.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape[axis] *= 2;
  Attribute encoding;
  if (const auto *iface = layoutInterface(type.getEncoding()))
    (void)iface->inferFp4ToFpOpEncoding(shape, axis, type.getEncoding(), encoding,
                                        /*fwdInference=*/true, loc);
  auto result = RankedTensorType::get(shape, elementType, encoding);
  return asTensor(Fp4ToFpOp::create(builder, loc, result, src, axis).getResult());
}

/// Whether ttg.fp4_to_fp infers a result layout from `type`'s, unpacking
/// along K (the last dimension of lhs, the one before it of rhs).
bool canUnpackFp4(RankedTensorType type, bool lhs) {
  int axis = lhs ? type.getRank() - 1 : type.getRank() - 2;
  SmallVector<int64_t> shape(type.getShape());
  shape[axis] *= 2;
  Attribute encoding;
  const auto *iface = layoutInterface(type.getEncoding());
  return iface && succeeded(iface->inferFp4ToFpOpEncoding(shape, axis, type.getEncoding(), encoding,
                                                          /*fwdInference=*/true, std::nullopt)) &&
         encoding;
}

bool isSupportedFormat(ScaleDotElemType format) {
  switch (format) {
  case ScaleDotElemType::E2M1:
  case ScaleDotElemType::E4M3:
  case ScaleDotElemType::E5M2:
  case ScaleDotElemType::BF16:
  case ScaleDotElemType::FP16:
    return true;
  default:
    return false;
  }
}

/// The element type an operand of `format` must have.
Type storageType(MLIRContext *context, ScaleDotElemType format) {
  switch (format) {
  case ScaleDotElemType::E2M1:
    return IntegerType::get(context, 8);
  case ScaleDotElemType::E4M3:
    return Float8E4M3FNType::get(context);
  case ScaleDotElemType::E5M2:
    return Float8E5M2Type::get(context);
  case ScaleDotElemType::BF16:
    return BFloat16Type::get(context);
  case ScaleDotElemType::FP16:
    return Float16Type::get(context);
  default:
    return {};
  }
}

struct DecomposeScaledDot : public OpRewritePattern<DotScaledOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DotScaledOp dot, PatternRewriter &rewriter) const override {
    if (isa_and_nonnull<NvidiaMmaEncodingAttr>(dot.getType().getEncoding()))
      return failure();
    if (!dot.getLhsKPack() || !dot.getRhsKPack())
      return failure();
    FloatType computeType = (dot.getAElemType() == ScaleDotElemType::FP16 ||
                             dot.getBElemType() == ScaleDotElemType::FP16)
                                ? FloatType(rewriter.getF16Type())
                                : FloatType(rewriter.getBF16Type());
    Tensor a = toDotOperand(rewriter, dot, 0, scaledOperand(rewriter, dot, 0, computeType));
    Tensor b = toDotOperand(rewriter, dot, 1, scaledOperand(rewriter, dot, 1, computeType));
    Value c = dot.getC();
    auto plain = DotOp::create(rewriter, dot.getLoc(), c.getType(), a, b, c, InputPrecision::IEEE,
                               /*maxNumImpreciseAcc=*/0);
    rewriter.replaceOpWithNewOp<ConvertLayoutOp>(dot, dot.getType(), plain.getResult());
    return success();
  }

  /// Steps 2-4 for operand `opIdx`.
  Tensor scaledOperand(PatternRewriter &rewriter, DotScaledOp dot, int opIdx,
                       FloatType computeType) const {
    Tensor v = opIdx == 0 ? dot.getA() : dot.getB();
    Value scaleValue = opIdx == 0 ? dot.getAScale() : dot.getBScale();
    ScaleDotElemType format = opIdx == 0 ? dot.getAElemType() : dot.getBElemType();
    Location loc = v.getLoc();
    int rank = v.getType().getRank();
    int kDim = opIdx == 0 ? rank - 1 : rank - 2;

    if (format == ScaleDotElemType::E2M1)
      v = createFp4ToFp(rewriter, loc, v, computeType, kDim);
    else
      v = asTensor(FpToFpOp::create(rewriter, loc, v.getType().clone(computeType), v,
                                    /*rounding=*/RoundingModeAttr())
                       .getResult());
    if (!scaleValue)
      return v;

    Tensor scale = asTensor(scaleValue);
    Location scaleLoc = scale.getLoc();
    // B's scale comes as [N, K/32], like A's; it is used as [K/32, N].
    if (opIdx == 1) {
      SmallVector<int32_t> order;
      for (int d = 0; d < rank - 2; ++d)
        order.push_back(d);
      order.append({rank - 1, rank - 2});
      scale = createTrans(rewriter, scaleLoc, scale, order);
    }
    Tensor factor = spreadScale(rewriter, dot, scaleToFloat(rewriter, scale, computeType), kDim);
    factor = asTensor(ConvertLayoutOp::create(rewriter, scaleLoc, v.getType(), factor).getResult());
    Tensor scaled = asTensor(arith::MulFOp::create(rewriter, loc, v, factor).getResult());
    if (dot.getFastMath())
      return scaled;
    return maskNan(rewriter, dot, scaled, scale, kDim);
  }

  /// Step 3: the e8m0 bytes as floats 2^(s - 127) of `computeType`.
  Tensor scaleToFloat(PatternRewriter &rewriter, Tensor scale, FloatType computeType) const {
    Location loc = scale.getLoc();
    RankedTensorType type = scale.getType();
    FloatType wide = computeType.isF16() ? FloatType(rewriter.getF32Type()) : computeType;
    unsigned width = wide.getWidth();
    Type intType = rewriter.getIntegerType(width);
    Value extended = arith::ExtUIOp::create(rewriter, loc, type.clone(intType), scale);
    // getFPMantissaWidth counts the implicit bit: the exponent starts there.
    Value amount = arith::ConstantIntOp::create(rewriter, loc, wide.getFPMantissaWidth() - 1, width);
    Value amounts = SplatOp::create(rewriter, loc, type.clone(intType), amount);
    Value shifted = arith::ShLIOp::create(rewriter, loc, extended, amounts);
    Value result = BitcastOp::create(rewriter, loc, type.clone(wide), shifted);
    if (wide != computeType)
      result = arith::TruncFOp::create(rewriter, loc, type.clone(computeType), result);
    return asTensor(result);
  }

  /// Step 3: one value per 32 elements along `dim` repeated over them.
  Tensor spreadScale(PatternRewriter &rewriter, DotScaledOp dot, Tensor scale, int dim) const {
    MLIRContext *context = rewriter.getContext();
    Location loc = scale.getLoc();
    RankedTensorType type = scale.getType();
    int rank = type.getRank();
    SmallVector<int64_t> withUnit(type.getShape());
    withUnit.push_back(1);
    auto blocked = getDefaultBlockedEncoding(
        context, withUnit, TritonGPUDialect::lookupNumWarps(dot).value_or(4),
        TritonGPUDialect::getThreadsPerWarp(dot), TritonGPUDialect::getNumCTAs(dot));
    auto slice = SliceEncodingAttr::get(context, rank, blocked);
    Value sliced =
        ConvertLayoutOp::create(rewriter, loc, type.cloneWithEncoding(slice), scale).getResult();
    Tensor expanded = asTensor(ExpandDimsOp::create(rewriter, loc, sliced, rank).getResult());
    SmallVector<int64_t> repeated(type.getShape());
    repeated.push_back(32);
    Tensor broadcast = asTensor(
        BroadcastOp::create(rewriter, loc, expanded.getType().clone(repeated), expanded)
            .getResult());
    SmallVector<int32_t> order;
    for (int d = 0; d < rank; ++d)
      order.push_back(d);
    order.insert(order.begin() + dim + 1, rank);
    Tensor transposed = createTrans(rewriter, loc, broadcast, order);
    SmallVector<int64_t> shape(type.getShape());
    shape[dim] *= 32;
    return createReshape(rewriter, loc, shape, transposed);
  }

  /// Step 4: NaN where the scale byte is 0xFF.
  Tensor maskNan(PatternRewriter &rewriter, DotScaledOp dot, Tensor scaled, Tensor scale,
                 int dim) const {
    Location loc = scale.getLoc();
    RankedTensorType scaleType = scale.getType();
    Value allOnes = arith::ConstantOp::create(
        rewriter, loc, scaleType,
        DenseElementsAttr::get(scaleType, APInt(scaleType.getElementTypeBitWidth(), 0xff)));
    Tensor isNan = asTensor(
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq, scale, allOnes).getResult());
    Tensor spread = spreadScale(rewriter, dot, isNan, dim);
    RankedTensorType scaledType = scaled.getType();
    Value condition = ConvertLayoutOp::create(
        rewriter, loc, spread.getType().cloneWithEncoding(scaledType.getEncoding()), spread);
    auto nan = APFloat::getNaN(cast<FloatType>(scaledType.getElementType()).getFloatSemantics());
    Value nans = arith::ConstantOp::create(rewriter, loc, scaledType,
                                           DenseElementsAttr::get(scaledType, nan));
    return asTensor(arith::SelectOp::create(rewriter, loc, condition, nans, scaled).getResult());
  }

  /// Step 5: `v` as operand `opIdx` of a dot in the scaled dot's layout.
  Tensor toDotOperand(PatternRewriter &rewriter, DotScaledOp dot, unsigned opIdx, Tensor v) const {
    auto encoding = DotOperandEncodingAttr::get(rewriter.getContext(), opIdx,
                                                dot.getType().getEncoding(), /*kWidth=*/0);
    return asTensor(
        ConvertLayoutOp::create(rewriter, v.getLoc(), v.getType().cloneWithEncoding(encoding), v)
            .getResult());
  }
};

} // namespace

LogicalResult mlir::triton::gpu::checkScaledDotsDecomposable(ModuleOp module, int capability) {
  bool ok = true;
  module.walk([&](DotScaledOp dot) {
    auto refuse = [&]() {
      ok = false;
      return dot.emitError();
    };
    if (capability >= 100) {
      refuse() << "tt.dot_scaled on sm_" << capability
               << " is not supported: Triton 3.6 uses the block-scaled tensor-core "
                  "instructions of this target there, which tt-toolkit does not implement";
      return;
    }
    MLIRContext *context = dot.getContext();
    for (auto [side, format, value] :
         {std::tuple<StringRef, ScaleDotElemType, Value>{"lhs", dot.getAElemType(), dot.getA()},
          {"rhs", dot.getBElemType(), dot.getB()}}) {
      if (!isSupportedFormat(format)) {
        refuse() << "tt.dot_scaled " << side << " format " << stringifyScaleDotElemType(format)
                 << " is not supported (Triton 3.6 takes e2m1, e4m3, e5m2, bf16 and fp16)";
        return;
      }
      auto type = cast<RankedTensorType>(value.getType());
      Type element = type.getElementType();
      if (element != storageType(context, format)) {
        refuse() << "tt.dot_scaled " << side << " format " << stringifyScaleDotElemType(format)
                 << " needs " << storageType(context, format) << " elements, got " << element;
        return;
      }
      // e2m1 unpacks through ttg.fp4_to_fp, whose result layout comes from
      // the operand's: a layout it cannot infer one from (another vendor's,
      // say) is refused here, not left as a tensor without a layout.
      if (format == ScaleDotElemType::E2M1 && type.getEncoding() && !canUnpackFp4(type, side == "lhs")) {
        refuse() << "tt.dot_scaled " << side << " e2m1 operand in " << type.getEncoding()
                 << " cannot be unpacked: ttg.fp4_to_fp infers no layout from it";
        return;
      }
    }
    for (auto [side, scale] :
         {std::pair<StringRef, Value>{"lhs", dot.getAScale()}, {"rhs", dot.getBScale()}}) {
      if (scale && !cast<RankedTensorType>(scale.getType()).getElementType().isInteger(8)) {
        refuse() << "tt.dot_scaled " << side
                 << " scale must be e8m0 bytes (i8) without scaled MMA, got "
                 << scale.getType();
        return;
      }
    }
    if (!dot.getLhsKPack() || !dot.getRhsKPack()) {
      refuse() << "tt.dot_scaled with e2m1 operands packed along M or N (lhs_k_pack / "
                  "rhs_k_pack = false) is not supported without scaled MMA";
      return;
    }
    if (!dot.getAScale() && dot.getBScale() && dot.getType().getRank() != 2) {
      refuse() << "batched tt.dot_scaled with a scale on rhs only is not supported (Triton "
                  "3.6 transposes such dots as 2-D)";
      return;
    }
  });
  return success(ok);
}

void mlir::triton::gpu::transposeRhsScaledDots(ModuleOp module) {
  SmallVector<DotScaledOp> dots;
  module.walk([&](DotScaledOp dot) {
    if (!dot.getAScale() && dot.getBScale())
      dots.push_back(dot);
  });
  for (DotScaledOp dot : dots) {
    OpBuilder builder(dot);
    const std::array<int32_t, 2> order = {1, 0};
    Value a = dot.getA(), b = dot.getB(), c = dot.getC();
    Tensor aT = createTrans(builder, a.getLoc(), a, order);
    Tensor bT = createTrans(builder, b.getLoc(), b, order);
    Tensor cT = createTrans(builder, c.getLoc(), c, order);
    auto transposed = DotScaledOp::create(
        builder, dot.getLoc(), cT.getType(), bT, aT, cT, dot.getBScale(), dot.getAScale(),
        dot.getBElemType(), dot.getAElemType(), dot.getFastMath(), /*lhs_k_pack=*/true,
        /*rhs_k_pack=*/true);
    Tensor result = createTrans(builder, transposed.getLoc(), transposed.getResult(), order);
    dot.getResult().replaceAllUsesWith(result);
    dot.erase();
  }
}

void mlir::triton::gpu::populateDecomposeScaledDotPatterns(RewritePatternSet &patterns) {
  patterns.add<DecomposeScaledDot>(patterns.getContext());
}
