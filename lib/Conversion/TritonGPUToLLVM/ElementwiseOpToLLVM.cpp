//===- ElementwiseOpToLLVM.cpp - arith and math, per register -------------===//
//
// An arith or math op on tensors becomes the same op on each register's
// scalars (scalar operands broadcast), computed once per group of registers
// known to hold the same value (ElementwiseUtility.h). The scalar ops then
// lower the way Triton 3.6's NVIDIA backend lowers them:
//   - a few to NVVM intrinsics:
//       arith.divf f32 -> llvm.nvvm.div.full (div.full.f32),
//                  f64 -> llvm.nvvm.div.rn.d
//       math.exp   f32 -> x * log2(e), llvm.nvvm.ex2.approx.f32
//   - the other math ops (log, sin, cos, erf, floor, ceil, sqrt, rsqrt,
//     exp2, exp of f16/f64, tanh, pow, ...) to calls of libdevice's `__nv_`
//     functions through MLIR's libdevice patterns (f16 and bf16 widened to
//     f32), which tt-translate links in. sqrt, rsqrt and exp2 end as one
//     instruction under nvvm-reflect-ftz = 1, but not before code
//     generation: until NVVMReflect runs there, their inlined bodies branch
//     on __nvvm_reflect, and those blocks steer the middle end (InstCombine
//     sinks an address computation into a later block only where none
//     intervene). Emitting the bare instruction instead gave the same
//     instructions in another order, which ptxas scheduled up to 14% slower
//     than Triton's on a memory-bound kernel.
//   - what Triton lowers to plain LLVM instructions (remf, maxnumf,
//     minnumf, absf, absi, fma, and everything libdevice has no function
//     for) through MLIR's arith/math to LLVM patterns.
// Floating-point arithmetic on types LLVM lacks (the fp8 formats, which
// lower to i8) is refused: Triton converts them with tt.fp_to_fp first.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseUtility.h"
#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVMPass.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace dims = mlir::triton::gpu::dims;

namespace {

// Which lowering of a scalar op wins: Triton's own intrinsics over
// libdevice over MLIR's generic arith/math patterns (benefit 1). Tensor ops
// are unrolled to scalars first.
constexpr unsigned kUnsupportedTypeBenefit = 20;
constexpr unsigned kTensorBenefit = 10;
constexpr unsigned kIntrinsicBenefit = 3;
constexpr unsigned kLibdeviceBenefit = 2;

bool isArithOrMath(Operation *op) {
  return isa_and_nonnull<arith::ArithDialect, math::MathDialect>(op->getDialect());
}

/// A floating-point type with no LLVM equivalent (fp8, fp6, fp4): it lowers
/// to an integer of its width.
bool isIntegerBackedFloat(Type type) {
  Type element = getElementTypeOrSelf(type);
  return isa<FloatType>(element) && !LLVM::isCompatibleFloatingPointType(element);
}

/// An op that computes with values of such a type, rather than only
/// moving their bits around (constants, selects and bitcasts are fine).
bool computesOnIntegerBackedFloats(Operation *op) {
  if (!isArithOrMath(op) || isa<arith::ConstantOp, arith::SelectOp, arith::BitcastOp>(op))
    return false;
  return llvm::any_of(op->getOperandTypes(), isIntegerBackedFloat) ||
         llvm::any_of(op->getResultTypes(), isIntegerBackedFloat);
}

/// Names the op and the type LLVM cannot compute with, instead of leaving
/// the generic "failed to legalize".
struct UnsupportedFloatArithmetic : ConversionPattern {
  UnsupportedFloatArithmetic(const TypeConverter &converter, MLIRContext *context)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), kUnsupportedTypeBenefit, context) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value>,
                                ConversionPatternRewriter &) const override {
    if (!computesOnIntegerBackedFloats(op))
      return failure();
    Type type;
    for (Type t : llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes()))
      if (isIntegerBackedFloat(t))
        type = getElementTypeOrSelf(t);
    return op->emitError() << "'" << op->getName() << "' on " << type
                           << " is not supported: LLVM has no " << type
                           << " arithmetic (convert with tt.fp_to_fp first, as Triton does)";
  }
};

/// Any arith/math op whose results are distributed tensors: the same op on
/// each register. Preferred over MLIR's arith/math patterns, which would
/// accept the lowered structs as if they were scalars.
struct TensorElementwiseConversion : ConversionPattern {
  TensorElementwiseConversion(const TypeConverter &converter, MLIRContext *context,
                              const ModuleAxisInfoAnalysis &axisInfo)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), kTensorBenefit, context),
        axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isArithOrMath(op) || isa<arith::ConstantOp>(op) || op->getNumRegions() != 0 ||
        op->getNumResults() == 0 || computesOnIntegerBackedFloats(op))
      return failure();
    if (!getDistributedLayout(op->getResult(0).getType()) || !hasDistributedOrScalarTypes(op))
      return failure();
    SmallVector<Type> elementTypes;
    for (Type type : op->getResultTypes()) {
      Type element = getLoweredElementType(*getTypeConverter(), type);
      if (!element)
        return failure();
      elementTypes.push_back(element);
    }
    // arith and math ops have no side effects; AxisInfo speaks of one result.
    RegisterSharing sharing =
        op->getNumResults() == 1 ? RegisterSharing::EqualValues : RegisterSharing::SameElement;
    SmallVector<unsigned> representatives = getRepresentativeRegisters(
        op->getResult(0).getType(), sharing, op->getResult(0), &axisInfo);
    rewriteElementwise(op, operands, representatives, *getTypeConverter(), rewriter,
                       [&](ValueRange scalars) -> SmallVector<Value> {
                         OperationState state(op->getLoc(), op->getName());
                         state.addOperands(scalars);
                         state.addTypes(elementTypes);
                         state.propertiesAttr = op->getPropertiesAsAttribute();
                         state.addAttributes(op->getDiscardableAttrDictionary().getValue());
                         ResultRange results = rewriter.create(state)->getResults();
                         return SmallVector<Value>(results.begin(), results.end());
                       });
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

/// arith.sitofp of i8 tensors to bf16, four registers at a time, as Triton
/// converts them:
///   - sm_90 and later: integer tricks instead of cvt (slow there). Each
///     byte goes under the bf16 exponent of 128 (0x43), whose low bit the
///     byte's sign bit overlays; subtracting the same number with the
///     byte's seven low bits cleared leaves the signed value, exactly.
///   - before: no cvt reaches bf16 from s8, so each byte converts to f32
///     and a prmt keeps the high halves of two (exact: an s8 fits bf16's
///     mantissa), one inline PTX block per four bytes as in Triton.
struct SignedI8ToBf16Conversion : OpConversionPattern<arith::SIToFPOp> {
  SignedI8ToBf16Conversion(const TypeConverter &converter, MLIRContext *context,
                           const ModuleAxisInfoAnalysis &axisInfo)
      : OpConversionPattern(converter, context, kTensorBenefit + 1), axisInfo(axisInfo) {}

  LogicalResult matchAndRewrite(arith::SIToFPOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getDistributedLayout(type) || !getElementTypeOrSelf(op.getIn().getType()).isInteger(8) ||
        !getElementTypeOrSelf(type).isBF16())
      return failure();
    bool bitTricks = getComputeCapability(op) >= 90;
    SmallVector<unsigned> representatives =
        getRepresentativeRegisters(type, RegisterSharing::EqualValues, op.getResult(), &axisInfo);
    // Fewer than four values convert one by one with cvt, as in Triton.
    if (llvm::count_if(llvm::enumerate(representatives),
                       [](auto r) { return r.value() == r.index(); }) < 4)
      return failure();
    rewriteElementwise(op, adaptor.getOperands(), representatives, /*groupSize=*/4,
                       *getTypeConverter(), rewriter, [&](ArrayRef<SmallVector<Value>> operands) {
                         Location loc = op.getLoc();
                         return SmallVector<SmallVector<Value>>{
                             bitTricks ? convertFour(rewriter, loc, operands.front())
                                       : convertFourThroughF32(rewriter, loc, operands.front())};
                       });
    return success();
  }

  static SmallVector<Value> convertFourThroughF32(OpBuilder &b, Location loc,
                                                  ArrayRef<Value> bytes) {
    return convertFourBytesToBf16(b, loc, bytes,
                                  "{\n"
                                  ".reg .s8 s<4>;\n"
                                  ".reg .f32 f<4>;\n"
                                  "mov.b32 {s0, s1, s2, s3}, $2;\n"
                                  "cvt.rn.f32.s8 f0, s0;\n"
                                  "cvt.rn.f32.s8 f1, s1;\n"
                                  "cvt.rn.f32.s8 f2, s2;\n"
                                  "cvt.rn.f32.s8 f3, s3;\n"
                                  "prmt.b32 $0, f0, f1, 0x7632;\n"
                                  "prmt.b32 $1, f2, f3, 0x7632;\n"
                                  "}");
  }

  static SmallVector<Value> convertFour(OpBuilder &b, Location loc, ArrayRef<Value> bytes) {
    Type i32 = b.getI32Type();
    auto constant = [&](uint32_t value) { return i32Const(b, loc, int32_t(value)); };
    Value word = packWord(b, loc, bytes, i32);
    auto bf16x2 = VectorType::get({2}, b.getBF16Type());
    SmallVector<Value> results;
    // Bytes 0 and 1, then 2 and 3, each under 0x43 in a 16-bit lane.
    for (uint32_t selector : {0x4140u, 0x4342u}) {
      Value lanes =
          callIntrinsic(b, loc, "llvm.nvvm.prmt", i32, {word, constant(0x43), constant(selector)});
      Value value = LLVM::AndOp::create(b, loc, lanes, constant(0xff7fff7f));
      Value offset = LLVM::AndOp::create(b, loc, lanes, constant(0xff80ff80));
      Value minuend = LLVM::BitcastOp::create(b, loc, bf16x2, value);
      Value subtrahend = LLVM::BitcastOp::create(b, loc, bf16x2, offset);
      Value difference = LLVM::FSubOp::create(b, loc, minuend, subtrahend);
      for (int64_t lane : {0, 1})
        results.push_back(
            LLVM::ExtractElementOp::create(b, loc, difference, i32Const(b, loc, lane)));
    }
    return results;
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

/// The value of a constant as the lowered element type holds it. A float
/// LLVM lacks (fp8) keeps its float attribute on an integer constant of its
/// width, as Triton prints it (`llvm.mlir.constant(1.0 : f8E4M3FN) : i8`);
/// the translation to LLVM IR writes its bits.
TypedAttr getLoweredConstant(TypedAttr value, Type loweredType) {
  auto floatValue = dyn_cast<FloatAttr>(value);
  if (floatValue && isa<IntegerType>(loweredType) &&
      loweredType.getIntOrFloatBitWidth() != floatValue.getType().getIntOrFloatBitWidth())
    return IntegerAttr::get(loweredType, floatValue.getValue().bitcastToAPInt());
  return value;
}

/// arith.constant of a distributed tensor: a splat becomes the scalar in every register. Other
/// dense constants are lowered where every thread holds the whole tensor (the layout gives lanes,
/// warps and CTAs nothing to tell apart), as Triton lowers them: each register its element's
/// value. Elsewhere the values would depend on the thread, which Triton does not lower either.
struct TensorConstantConversion : OpConversionPattern<arith::ConstantOp> {
  TensorConstantConversion(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, kTensorBenefit) {}

  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    std::optional<tt::LinearLayout> layout = getDistributedLayout(type);
    if (!layout)
      return failure();
    auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
    if (!dense)
      return rewriter.notifyMatchFailure(op, "not a dense tensor constant");
    Type structType = getTypeConverter()->convertType(type);
    if (!structType)
      return failure();
    Type elementType = getLoweredElementType(*getTypeConverter(), type);
    Location loc = op.getLoc();
    auto constantOf = [&](Attribute value) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, elementType,
                                      getLoweredConstant(cast<TypedAttr>(value), elementType));
    };
    if (dense.isSplat()) {
      rewriter.replaceOp(op, packSplat(rewriter, loc, structType,
                                       constantOf(dense.getSplatValue<Attribute>()),
                                       getNumRegisters(type)));
      return success();
    }
    for (StringRef in : {dims::kLane, dims::kWarp, dims::kBlock})
      for (const auto &basis : layout->getBases(in))
        if (llvm::any_of(basis, [](int32_t c) { return c != 0; }))
          return op->emitOpError()
                 << "with different values per element is lowered only where every thread "
                    "holds the whole tensor; the layout of "
                 << type << " spreads it over threads";
    ArrayRef<int64_t> shape = cast<RankedTensorType>(type).getShape();
    SmallVector<Attribute> values(dense.getValues<Attribute>());
    SmallVector<Value> elements;
    for (int32_t r = 0, n = layout->getInDimSize(dims::kRegister); r < n; ++r) {
      // The dense attribute is row-major: the last dimension varies fastest.
      SmallVector<int32_t> coords = layout->apply({{dims::kRegister, r}});
      int64_t flat = 0;
      for (auto [c, size] : llvm::zip(coords, shape))
        flat = flat * size + c;
      elements.push_back(constantOf(values[flat]));
    }
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, elements));
    return success();
  }
};

/// A scalar fp8 (or other integer-backed float) constant.
struct IntegerBackedFloatConstantConversion : OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa<FloatType>(op.getType()) || !isIntegerBackedFloat(op.getType()))
      return failure();
    Type lowered = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOpWithNewOp<LLVM::ConstantOp>(
        op, lowered, getLoweredConstant(cast<TypedAttr>(op.getValue()), lowered));
    return success();
  }
};

/// A scalar op that Triton lowers to one NVVM intrinsic call per element
/// type, optionally after scaling its first operand (exp as ex2).
template <typename SourceOp> struct ScalarIntrinsicConversion : OpConversionPattern<SourceOp> {
  struct Lowering {
    StringRef intrinsic;
    std::optional<double> scale;
  };

  ScalarIntrinsicConversion(const TypeConverter &converter, MLIRContext *context,
                            std::optional<Lowering> f32, std::optional<Lowering> f64 = {})
      : OpConversionPattern<SourceOp>(converter, context, kIntrinsicBenefit), f32(f32), f64(f64) {}

  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = op->getResult(0).getType();
    std::optional<Lowering> lowering = type.isF32() ? f32 : type.isF64() ? f64 : std::nullopt;
    if (!lowering)
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> args(adaptor.getOperands());
    if (lowering->scale) {
      Value factor = LLVM::ConstantOp::create(rewriter, loc, type,
                                              rewriter.getFloatAttr(type, *lowering->scale));
      args[0] = LLVM::FMulOp::create(rewriter, loc, args[0], factor);
    }
    rewriter.replaceOp(op, callIntrinsic(rewriter, loc, lowering->intrinsic, type, args));
    return success();
  }

  std::optional<Lowering> f32, f64;
};

/// One of MLIR's scalar lowerings, kept off tensor ops (it would take their
/// lowered structs for scalars: they go through TensorElementwiseConversion
/// or fail to legalize) and off fp8 arithmetic (which it would compute on
/// the i8 bits as integers).
struct ScalarOnlyConversion : ConversionPattern {
  ScalarOnlyConversion(std::unique_ptr<ConversionPattern> inner, OperationName root)
      : ConversionPattern(*inner->getTypeConverter(), root.getStringRef(), inner->getBenefit(),
                          root.getContext()),
        inner(std::move(inner)) {}
  ScalarOnlyConversion(std::unique_ptr<ConversionPattern> inner, MLIRContext *context)
      : ConversionPattern(*inner->getTypeConverter(), MatchAnyOpTypeTag(), inner->getBenefit(),
                          context),
        inner(std::move(inner)) {}

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<ValueRange> operands,
                                ConversionPatternRewriter &rewriter) const override {
    auto isShaped = [](Type type) { return isa<ShapedType>(type); };
    if (llvm::any_of(op->getOperandTypes(), isShaped) ||
        llvm::any_of(op->getResultTypes(), isShaped) || computesOnIntegerBackedFloats(op))
      return failure();
    return inner->matchAndRewrite(op, operands, rewriter);
  }

  std::unique_ptr<ConversionPattern> inner;
};

/// Moves the patterns of `from` (MLIR's LLVM conversion patterns, all of
/// them ConversionPatterns) into `to`, for scalar ops only and without
/// those whose root `skip` names.
void addScalarOnly(RewritePatternSet &from, RewritePatternSet &to,
                   llvm::function_ref<bool(OperationName)> skip = nullptr) {
  for (std::unique_ptr<RewritePattern> &pattern : from.getNativePatterns()) {
    std::optional<OperationName> root = pattern->getRootKind();
    if (root && skip && skip(*root))
      continue;
    std::unique_ptr<ConversionPattern> conversion(
        static_cast<ConversionPattern *>(pattern.release()));
    if (root)
      to.add(std::make_unique<ScalarOnlyConversion>(std::move(conversion), *root));
    else
      to.add(std::make_unique<ScalarOnlyConversion>(std::move(conversion), to.getContext()));
  }
}

/// Ops of MLIR's libdevice patterns that Triton lowers to LLVM instructions
/// instead (its own patterns win over libdevice's): they stay with the
/// arith/math to LLVM patterns.
bool isLoweredToLLVMInstructions(OperationName name) {
  return llvm::is_contained({arith::RemFOp::getOperationName(),
                             arith::MaxNumFOp::getOperationName(),
                             arith::MinNumFOp::getOperationName(), math::AbsFOp::getOperationName(),
                             math::AbsIOp::getOperationName(), math::FmaOp::getOperationName()},
                            name.getStringRef());
}

/// MLIR's scalar lowerings: libdevice calls first, then the generic arith
/// and math to LLVM patterns.
void populateScalarPatterns(const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  RewritePatternSet libdevice(context), generic(context);
  populateLibDeviceConversionPatterns(converter, libdevice, kLibdeviceBenefit);
  addScalarOnly(libdevice, patterns, isLoweredToLLVMInstructions);
  arith::populateArithToLLVMConversionPatterns(converter, generic);
  populateMathToLLVMConversionPatterns(converter, generic);
  addScalarOnly(generic, patterns);
}

} // namespace

void mlir::triton::populateElementwiseOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                       RewritePatternSet &patterns,
                                                       const ModuleAxisInfoAnalysis &axisInfo) {
  MLIRContext *context = patterns.getContext();
  patterns.add<UnsupportedFloatArithmetic>(converter, context);
  patterns.add<TensorElementwiseConversion>(converter, context, axisInfo);
  patterns.add<SignedI8ToBf16Conversion>(converter, context, axisInfo);
  patterns.add<TensorConstantConversion>(converter, context);
  patterns.add<IntegerBackedFloatConstantConversion>(converter, context, kIntrinsicBenefit);

  constexpr double kLog2E = 1.4426950408889634;
  using DivF = ScalarIntrinsicConversion<arith::DivFOp>;
  patterns.add<DivF>(converter, context, DivF::Lowering{"llvm.nvvm.div.full", std::nullopt},
                     DivF::Lowering{"llvm.nvvm.div.rn.d", std::nullopt});
  using Exp = ScalarIntrinsicConversion<math::ExpOp>;
  patterns.add<Exp>(converter, context, Exp::Lowering{"llvm.nvvm.ex2.approx.f32", kLog2E});

  populateScalarPatterns(converter, patterns);
}
