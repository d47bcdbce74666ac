//===- FpToFpOpToLLVM.cpp - tt.fp_to_fp -----------------------------------===//
//
// tt.fp_to_fp, per register, the way Triton 3.6's NVIDIA backend converts
// on sm_90. The fp8 formats (f8E4M3FN, "fp8e4nv", and f8E5M2, "fp8e5") lower
// to i8 and convert two at a time with the packed PTX conversions, which
// saturate to the largest finite value and keep NaN:
//   f32  -> fp8  rtne  cvt.rn.satfinite.{e4m3,e5m2}x2.f32
//   f32  -> e5m2 rtz   cvt.rz.f16.f32, then the f16's high byte (truncation,
//                      no saturation)
//   f16  -> fp8  rtne  cvt.rn.satfinite.{e4m3,e5m2}x2.f16x2
//   bf16 -> fp8  rtne  cvt.f32.bf16, then the f32 conversion
//   fp8  -> f16        cvt.rn.f16x2.{e4m3,e5m2}x2 (exact)
//   fp8  -> f32, f64   through f16 (exact)
//   e4m3 -> bf16       through f16, cvt.bf16.f16 (exact)
//   e5m2 -> bf16       Triton's bit trick, four at a time in its PTX block:
//                      the byte shifted into bf16's mantissa, times 2^112
//                      with mul.rn.bf16x2. Exact for
//                      finite values, but infinities and NaNs come out as
//                      finite numbers (2^16 and up), as in Triton.
// and between the standard formats:
//   f32  -> f16  rtne / rtz  cvt.rn.f16.f32 / cvt.rz.f16.f32
//   f32  -> bf16 rtne / rtz  cvt.rn.bf16.f32 / cvt.rz.bf16.f32
//   any exact widening       fpext
// Before sm_90, as Triton 3.6 converts there (e4m3 needs sm_89's
// instructions; bf16 to or from fp8 is not lowered here before sm_90):
//   f32  -> fp8  rtne  cvt.rz.f16.f32 first (Triton's f16 intermediate),
//                      then the f16 conversion
//   f16  -> e5m2 rtne  before sm_89, integer arithmetic on two halves in a
//                      word: the lowest bit cleared, 0x80 added, the high
//                      byte kept (halfway cases round up in magnitude, no
//                      saturation: the largest f16 values become infinity);
//                      sm_89 has the packed cvt above
//   e5m2 -> f16        the byte as the f16's high byte (exact); sm_89's
//                      e4m3 through its cvt
//   fp8  -> f32, f64   through f16 (exact)
// Triton has no lowering for the other combinations (fp8 to fp8, f64
// sources, f16 or bf16 to fp8 with rtz, f32 to e4m3 with rtz, e4m3 before
// sm_89): they are refused with an error naming them.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseUtility.h"
#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include <functional>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

/// Converts a group of elements (lowered scalars) of one source type.
using GroupConversion =
    std::function<SmallVector<Value>(OpBuilder &b, Location loc, ArrayRef<Value> values)>;

/// How an op converts: `groupSize` elements at a time.
struct ConversionPlan {
  unsigned groupSize;
  GroupConversion convert;
};

/// "e4m3" or "e5m2", as the PTX conversions spell them; empty for
/// other types.
StringRef getFp8Name(Type type) {
  if (isa<Float8E4M3FNType>(type))
    return "e4m3";
  if (isa<Float8E5M2Type>(type))
    return "e5m2";
  return "";
}

bool isStandardFloat(Type type) {
  return type.isF16() || type.isBF16() || type.isF32() || type.isF64();
}

//===-- two elements in one register --------------------------------------===//

/// The two elements of a 2-vector.
SmallVector<Value> unpackPair(OpBuilder &b, Location loc, Value vector) {
  return {LLVM::ExtractElementOp::create(b, loc, vector, i32Const(b, loc, 0)),
          LLVM::ExtractElementOp::create(b, loc, vector, i32Const(b, loc, 1))};
}

/// The type of two fp8 values in a 16-bit register ("h"), element 0 in
/// the low byte, as Triton's conversions return them.
Type getFp8PairType(OpBuilder &b) { return VectorType::get({2}, b.getI8Type()); }

/// The first two of `values` (i8s) as an i16, element 0 in the low byte.
Value packFp8Pair(OpBuilder &b, Location loc, ArrayRef<Value> values) {
  return packWord(b, loc, values.take_front(2), b.getI16Type());
}

//===-- the conversions ---------------------------------------------------===//

// The packed fp8 conversions are inline PTX, as in Triton: the intrinsics
// give the same instructions, but LLVM schedules a call to them otherwise
// than an asm statement, and the PTX's order is what ptxas starts from.

/// A one-instruction PTX conversion, pure (LLVM may merge or move it).
Value emitPackedConversion(OpBuilder &b, Location loc, Type resultType, const std::string &ptx,
                           StringRef constraints, ValueRange operands) {
  return emitInlinePTX(b, loc, resultType, ptx, constraints, operands,
                       /*hasSideEffects=*/false);
}

/// cvt.rn.satfinite.<fp8>x2.f32: the first operand goes to the high byte.
SmallVector<Value> convertF32PairToFp8(OpBuilder &b, Location loc, StringRef fp8,
                                       ArrayRef<Value> values) {
  Value packed = emitPackedConversion(
      b, loc, getFp8PairType(b), ("cvt.rn.satfinite." + fp8 + "x2.f32 $0, $2, $1;").str(),
      "=h,r,r", {bitcastToInt(b, loc, values[0]), bitcastToInt(b, loc, values[1])});
  return unpackPair(b, loc, packed);
}

/// cvt.rn.satfinite.<fp8>x2.f16x2.
SmallVector<Value> convertF16PairToFp8(OpBuilder &b, Location loc, StringRef fp8,
                                       ArrayRef<Value> values) {
  Value halves = packWord(b, loc, values.take_front(2), b.getI32Type());
  Value packed = emitPackedConversion(b, loc, getFp8PairType(b),
                                      ("cvt.rn.satfinite." + fp8 + "x2.f16x2 $0, $1;").str(),
                                      "=h,r", {halves});
  return unpackPair(b, loc, packed);
}

/// cvt.rn.f16x2.<fp8>x2.
SmallVector<Value> convertFp8PairToF16(OpBuilder &b, Location loc, StringRef fp8,
                                       ArrayRef<Value> values) {
  Value halves = emitPackedConversion(b, loc, VectorType::get({2}, b.getF16Type()),
                                      ("cvt.rn.f16x2." + fp8 + "x2 $0, $1;").str(), "=r,h",
                                      {packFp8Pair(b, loc, values)});
  return unpackPair(b, loc, halves);
}

/// e5m2 and bf16 share the sign bit; shifting the other bits right by 3
/// lines the exponent and mantissa up with bf16's, which leaves the
/// exponent 127 - 15 = 112 short: a multiplication by 2^112 (0x7780 in each
/// bf16 lane) restores it. The all-ones exponent of infinities and NaNs is
/// an ordinary one for bf16, so they become finite, exactly as in Triton's
/// conversion. Four elements at a time in Triton's inline PTX block: prmt
/// puts bytes 0 and 1 (then 2 and 3) at the top of the 16-bit lanes,
/// lop3 0xc0 strips the signs and 0xf8 puts them back after the shift.
SmallVector<Value> convertE5M2QuadToBf16(OpBuilder &b, Location loc, ArrayRef<Value> values) {
  return convertFourBytesToBf16(b, loc, values,
                                "{\n"
                                ".reg .b32 a<2>, b<2>;\n"
                                ".reg .b32 e112;\n"
                                "mov.u32 e112, 0x77807780;\n"
                                "prmt.b32 a0, 0, $2, 0x5140;\n"
                                "prmt.b32 a1, 0, $2, 0x7362;\n"
                                "lop3.b32 b0, a0, 0x7fff7fff, 0, 0xc0;\n"
                                "lop3.b32 b1, a1, 0x7fff7fff, 0, 0xc0;\n"
                                "shr.b32 b0, b0, 3;\n"
                                "shr.b32 b1, b1, 3;\n"
                                "lop3.b32 b0, b0, 0x80008000, a0, 0xf8;\n"
                                "lop3.b32 b1, b1, 0x80008000, a1, 0xf8;\n"
                                "mul.rn.bf16x2 $0, b0, e112;\n"
                                "mul.rn.bf16x2 $1, b1, e112;\n"
                                "}");
}

/// cvt.bf16.f16 (exact for values that come from fp8).
Value convertF16ToBf16(OpBuilder &b, Location loc, Value value) {
  Value bits = LLVM::BitcastOp::create(b, loc, b.getI16Type(), value);
  Value converted = emitPurePTX(b, loc, b.getI16Type(), "cvt.bf16.f16 $0, $1;", "=h,h", {bits});
  return LLVM::BitcastOp::create(b, loc, b.getBF16Type(), converted);
}

Value convertF32ToF16(OpBuilder &b, Location loc, Value value, RoundingMode rounding) {
  if (rounding == RoundingMode::RTNE)
    return LLVM::FPTruncOp::create(b, loc, b.getF16Type(), value);
  // LLVM's NVPTX back end selects no round-toward-zero truncation.
  Value bits = emitPurePTX(b, loc, b.getI16Type(), "cvt.rz.f16.f32 $0, $1;", "=h,f", {value});
  return LLVM::BitcastOp::create(b, loc, b.getF16Type(), bits);
}

Value convertF32ToBf16(OpBuilder &b, Location loc, Value value, RoundingMode rounding) {
  StringRef intrinsic =
      rounding == RoundingMode::RTNE ? "llvm.nvvm.f2bf16.rn" : "llvm.nvvm.f2bf16.rz";
  return callIntrinsic(b, loc, intrinsic, b.getBF16Type(), {value});
}

/// f16 to e5m2 without sm_89's cvt, two halves in a word as Triton rounds
/// them: the lowest bit of each cleared, 0x80 added to each, the high bytes
/// kept. A carry out of the low half reaches the high one only from a NaN.
SmallVector<Value> roundF16PairToE5M2(OpBuilder &b, Location loc, ArrayRef<Value> values) {
  Type i32 = b.getI32Type(), i8 = b.getI8Type();
  Value word = packWord(b, loc, values.take_front(2), i32);
  word = LLVM::AndOp::create(b, loc, word, i32Const(b, loc, int32_t(0xfffefffe)));
  word = LLVM::AddOp::create(b, loc, word, i32Const(b, loc, 0x00800080));
  auto highByte = [&](int shift) -> Value {
    return LLVM::TruncOp::create(b, loc, i8,
                                 LLVM::LShrOp::create(b, loc, word, i32Const(b, loc, shift)));
  };
  return {highByte(8), highByte(24)};
}

/// e5m2 to f16 by position alone: the byte is the f16's high byte.
Value widenE5M2ToF16(OpBuilder &b, Location loc, Value value) {
  Value bits = LLVM::BitcastOp::create(b, loc, b.getI8Type(), value);
  Value wide = LLVM::ZExtOp::create(b, loc, b.getI16Type(), bits);
  Value high = LLVM::ShlOp::create(b, loc, wide,
                                   LLVM::ConstantOp::create(b, loc, b.getI16Type(), 8));
  return LLVM::BitcastOp::create(b, loc, b.getF16Type(), high);
}

/// Rounding f16 toward zero to e5m2 drops its low byte (e5m2 is f16's top
/// half); out-of-range values stay at f16's largest exponent, below
/// infinity.
Value truncateF16ToE5M2(OpBuilder &b, Location loc, Value value) {
  Value bits = LLVM::BitcastOp::create(b, loc, b.getI16Type(), value);
  Value high = LLVM::LShrOp::create(
      b, loc, bits, LLVM::ConstantOp::create(b, loc, b.getI16Type(), b.getI16IntegerAttr(8)));
  return LLVM::TruncOp::create(b, loc, b.getI8Type(), high);
}

//===-- choosing a conversion ---------------------------------------------===//

ConversionPlan perElement(std::function<Value(OpBuilder &, Location, Value)> convert) {
  return {1, [convert](OpBuilder &b, Location loc, ArrayRef<Value> values) {
            return SmallVector<Value>{convert(b, loc, values[0])};
          }};
}

ConversionPlan pairwise(GroupConversion convert) { return {2, std::move(convert)}; }

/// Applies `then` to each result of `first`.
GroupConversion andThen(GroupConversion first,
                        std::function<Value(OpBuilder &, Location, Value)> then) {
  return [first, then](OpBuilder &b, Location loc, ArrayRef<Value> values) {
    SmallVector<Value> results = first(b, loc, values);
    for (Value &result : results)
      result = then(b, loc, result);
    return results;
  };
}

std::function<Value(OpBuilder &, Location, Value)> extendTo(Type type) {
  return [type](OpBuilder &b, Location loc, Value value) -> Value {
    return LLVM::FPExtOp::create(b, loc, type, value);
  };
}

/// Conversions from fp8 (Triton's "upcasts").
std::optional<ConversionPlan> planFromFp8(StringRef fp8, Type dst) {
  std::string name = fp8.str();
  GroupConversion toF16 = [name](OpBuilder &b, Location loc, ArrayRef<Value> values) {
    return convertFp8PairToF16(b, loc, name, values);
  };
  if (dst.isF16())
    return pairwise(toF16);
  if (dst.isF32() || dst.isF64())
    return pairwise(andThen(toF16, extendTo(dst)));
  if (dst.isBF16() && fp8 == "e4m3")
    return pairwise(andThen(toF16, convertF16ToBf16));
  if (dst.isBF16())
    return ConversionPlan{4, convertE5M2QuadToBf16};
  return std::nullopt;
}

/// Conversions to fp8, which always name a rounding mode (the verifier
/// requires it when narrowing).
std::optional<ConversionPlan> planToFp8(Type src, StringRef fp8, RoundingMode rounding) {
  std::string name = fp8.str();
  if (rounding == RoundingMode::RTZ) {
    // Only f32 -> e5m2 has a round-toward-zero path: through f16.
    if (!src.isF32() || fp8 != "e5m2")
      return std::nullopt;
    return perElement([](OpBuilder &b, Location loc, Value value) {
      return truncateF16ToE5M2(b, loc, convertF32ToF16(b, loc, value, RoundingMode::RTZ));
    });
  }
  if (src.isF32())
    return pairwise([name](OpBuilder &b, Location loc, ArrayRef<Value> values) {
      return convertF32PairToFp8(b, loc, name, values);
    });
  if (src.isF16())
    return pairwise([name](OpBuilder &b, Location loc, ArrayRef<Value> values) {
      return convertF16PairToFp8(b, loc, name, values);
    });
  if (src.isBF16())
    return pairwise([name](OpBuilder &b, Location loc, ArrayRef<Value> values) {
      Type f32 = b.getF32Type();
      SmallVector<Value> widened = {LLVM::FPExtOp::create(b, loc, f32, values[0]),
                                    LLVM::FPExtOp::create(b, loc, f32, values[1])};
      return convertF32PairToFp8(b, loc, name, widened);
    });
  return std::nullopt;
}

/// Conversions to and from fp8 before sm_90 (the file comment's second
/// list), or nullopt.
std::optional<ConversionPlan> planFp8BeforeHopper(Type src, Type dst,
                                                  std::optional<RoundingMode> rounding,
                                                  int capability) {
  StringRef srcFp8 = getFp8Name(src), dstFp8 = getFp8Name(dst);
  if (srcFp8 == "e4m3" || dstFp8 == "e4m3")
    if (capability < 89)
      return std::nullopt;
  if (!srcFp8.empty()) {
    std::optional<ConversionPlan> toF16;
    if (srcFp8 == "e5m2")
      toF16 = perElement(widenE5M2ToF16);
    else
      toF16 = planFromFp8(srcFp8, Float16Type::get(src.getContext()));
    if (dst.isF16())
      return toF16;
    if (dst.isF32() || dst.isF64())
      return ConversionPlan{toF16->groupSize, andThen(toF16->convert, extendTo(dst))};
    return std::nullopt;
  }
  if (dstFp8.empty() || !rounding)
    return std::nullopt;
  if (*rounding == RoundingMode::RTZ)
    return planToFp8(src, dstFp8, *rounding);
  if (!src.isF32() && !src.isF16())
    return std::nullopt;
  std::string name = dstFp8.str();
  bool fromF32 = src.isF32();
  bool hasFp8Cvt = capability >= 89;
  return pairwise([name, fromF32, hasFp8Cvt](OpBuilder &b, Location loc, ArrayRef<Value> values) {
    SmallVector<Value> halves(values);
    if (fromF32)
      for (Value &value : halves)
        value = convertF32ToF16(b, loc, value, RoundingMode::RTZ);
    return hasFp8Cvt ? convertF16PairToFp8(b, loc, name, halves)
                     : roundF16PairToE5M2(b, loc, halves);
  });
}

/// Conversions between f16, bf16, f32 and f64.
std::optional<ConversionPlan> planStandard(Type src, Type dst,
                                           std::optional<RoundingMode> rounding) {
  unsigned srcBits = src.getIntOrFloatBitWidth(), dstBits = dst.getIntOrFloatBitWidth();
  if (dstBits > srcBits)
    return perElement(extendTo(dst));
  if (!src.isF32() || !rounding)
    return std::nullopt;
  RoundingMode mode = *rounding;
  if (dst.isF16())
    return perElement([mode](OpBuilder &b, Location loc, Value value) {
      return convertF32ToF16(b, loc, value, mode);
    });
  if (dst.isBF16())
    return perElement([mode](OpBuilder &b, Location loc, Value value) {
      return convertF32ToBf16(b, loc, value, mode);
    });
  return std::nullopt;
}

struct FpToFpOpConversion : OpConversionPattern<FpToFpOp> {
  FpToFpOpConversion(const TypeConverter &converter, MLIRContext *context,
                     const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context), axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(FpToFpOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!hasDistributedOrScalarTypes(op))
      return rewriter.notifyMatchFailure(op, "tensor without a distributed layout");
    Type src = getElementTypeOrSelf(op.getSrc().getType());
    Type dst = getElementTypeOrSelf(op.getType());
    std::optional<RoundingMode> rounding = op.getRounding();
    SmallVector<unsigned> representatives = getRepresentativeRegisters(
        op.getType(), RegisterSharing::EqualValues, op.getResult(), &axisInfo);
    if (src == dst) {
      rewriteElementwise(op, adaptor.getOperands(), representatives, *getTypeConverter(), rewriter,
                         [](ValueRange values) { return SmallVector<Value>(values); });
      return success();
    }

    StringRef srcFp8 = getFp8Name(src), dstFp8 = getFp8Name(dst);
    bool involvesFp8 = !srcFp8.empty() || !dstFp8.empty();
    int capability = getComputeCapability(op);
    std::optional<ConversionPlan> plan;
    if (involvesFp8 && capability < 90) {
      plan = planFp8BeforeHopper(src, dst, rounding, capability);
      if (!plan)
        return op.emitError() << "conversion from " << src << " to " << dst
                              << " is not lowered before sm_90 (there: fp8 to and from f16, f32 "
                                 "and f64; e4m3 from sm_89 on)";
    } else if (!srcFp8.empty() && isStandardFloat(dst)) {
      plan = planFromFp8(srcFp8, dst);
    } else if (isStandardFloat(src) && !dstFp8.empty() && rounding) {
      plan = planToFp8(src, dstFp8, *rounding);
    } else if (isStandardFloat(src) && isStandardFloat(dst)) {
      plan = planStandard(src, dst, rounding);
    }
    if (!plan) {
      InFlightDiagnostic diag = op.emitError() << "conversion from " << src << " to " << dst;
      if (rounding)
        diag << " with rounding " << stringifyRoundingMode(*rounding);
      return diag << " is not supported (Triton 3.6 does not lower it either)";
    }

    Location loc = op.getLoc();
    rewriteElementwise(op, adaptor.getOperands(), representatives, plan->groupSize,
                       *getTypeConverter(), rewriter, [&](ArrayRef<SmallVector<Value>> operands) {
                         return SmallVector<SmallVector<Value>>{
                             plan->convert(rewriter, loc, operands.front())};
                       });
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

} // namespace

void mlir::triton::populateFpToFpOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                  RewritePatternSet &patterns,
                                                  const ModuleAxisInfoAnalysis &axisInfo) {
  patterns.add<FpToFpOpConversion>(converter, patterns.getContext(), axisInfo);
}
