//===- ElementwiseOpToLLVM.cpp - arith and math, per register -------------===//
//
// An arith or math op on tensors becomes the same op on each register's
// scalars (scalar operands broadcast), computed once per run of registers
// AxisInfo proves equal; the scalar ops then lower through
// MLIR's arith/math to LLVM patterns, except those Triton 3.6 lowers to
// fast NVVM intrinsics on f32, which get their own patterns here:
//   arith.divf -> llvm.nvvm.div.full          (div.full.f32)
//   math.exp   -> x * log2(e), llvm.nvvm.ex2.approx.f32
//   math.exp2  -> llvm.nvvm.ex2.approx.f32
//   math.sqrt  -> llvm.nvvm.sqrt.approx.ftz.f (what libdevice's __nv_sqrtf
//                 becomes with Triton's reflect settings)
//   math.rsqrt -> llvm.nvvm.rsqrt.approx.ftz.f
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;

namespace {

/// Any arith/math op whose results are distributed tensors: the same op on
/// each register. Preferred over MLIR's arith/math patterns, which would
/// accept the lowered structs as if they were scalars.
struct TensorElementwiseConversion : ConversionPattern {
  TensorElementwiseConversion(const TypeConverter &converter, MLIRContext *context,
                              const ModuleAxisInfoAnalysis &axisInfo)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/10, context),
        axisInfo(axisInfo) {}

  /// For each register, the first register certain to hold the same result
  /// (itself when none is): registers whose coordinates differ only in bits
  /// below the result's constancy (AxisInfo) along a dimension compute the
  /// same value, as in Triton's deduplication.
  SmallVector<unsigned> getCanonicalRegisters(Value result) const {
    std::optional<tt::LinearLayout> layout = getDistributedLayout(result.getType());
    unsigned count = layout->getInDimSize(triton::gpu::dims::kRegister);
    SmallVector<unsigned> canonical = llvm::to_vector(llvm::seq<unsigned>(0, count));
    const AxisInfo *info = axisInfo.getAxisInfo(result);
    if (!info || info->getRank() != layout->getOutDims().size())
      return canonical;
    uint32_t redundantBits = 0;
    for (auto [bit, basis] : llvm::enumerate(layout->getBases(triton::gpu::dims::kRegister))) {
      unsigned nonzero = 0, dim = 0;
      for (auto [d, x] : llvm::enumerate(basis))
        if (x != 0) {
          ++nonzero;
          dim = d;
        }
      if (nonzero == 1 && basis[dim] < info->getConstancy(dim))
        redundantBits |= 1u << bit;
    }
    for (unsigned &r : canonical)
      r &= ~redundantBits;
    return canonical;
  }

  LogicalResult matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                                ConversionPatternRewriter &rewriter) const override {
    if (!isa_and_nonnull<arith::ArithDialect, math::MathDialect>(op->getDialect()) ||
        isa<arith::ConstantOp>(op) || op->getNumRegions() != 0 || op->getNumResults() == 0)
      return failure();
    SmallVector<Type> structTypes, elementTypes;
    for (Type type : op->getResultTypes()) {
      if (!getDistributedLayout(type))
        return failure();
      Type converted = getTypeConverter()->convertType(type);
      if (!converted)
        return failure();
      structTypes.push_back(converted);
      elementTypes.push_back(cast<LLVM::LLVMStructType>(converted).getBody().front());
    }
    Location loc = op->getLoc();
    unsigned count = getNumRegisters(op->getResult(0).getType());
    SmallVector<SmallVector<Value>> inputs;
    for (Value operand : operands)
      inputs.push_back(unpackOrSplat(rewriter, loc, operand, count));

    SmallVector<unsigned> canonical = getCanonicalRegisters(op->getResult(0));
    SmallVector<SmallVector<Value>> results(op->getNumResults());
    for (unsigned i = 0; i < count; ++i) {
      if (canonical[i] != i) {
        for (auto &values : results)
          values.push_back(values[canonical[i]]);
        continue;
      }
      OperationState state(loc, op->getName());
      for (auto &input : inputs)
        state.addOperands(input[i]);
      state.addTypes(elementTypes);
      state.propertiesAttr = op->getPropertiesAsAttribute();
      state.addAttributes(op->getDiscardableAttrDictionary().getValue());
      Operation *scalar = rewriter.create(state);
      for (auto [k, result] : llvm::enumerate(scalar->getResults()))
        results[k].push_back(result);
    }
    SmallVector<Value> packed;
    for (auto [k, structType] : llvm::enumerate(structTypes))
      packed.push_back(packElements(rewriter, loc, structType, results[k]));
    rewriter.replaceOp(op, packed);
    return success();
  }

  const ModuleAxisInfoAnalysis &axisInfo;
};

/// arith.constant of a distributed tensor: a splat becomes the scalar in
/// every register.
struct TensorConstantConversion : OpConversionPattern<arith::ConstantOp> {
  TensorConstantConversion(const TypeConverter &converter, MLIRContext *context)
      : OpConversionPattern(converter, context, /*benefit=*/10) {}

  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getDistributedLayout(type))
      return failure();
    auto dense = dyn_cast<SplatElementsAttr>(op.getValue());
    if (!dense)
      return rewriter.notifyMatchFailure(op, "only splat tensor constants are lowered so far");
    Type structType = getTypeConverter()->convertType(type);
    if (!structType)
      return failure();
    Type elementType = cast<LLVM::LLVMStructType>(structType).getBody().front();
    Value scalar =
        LLVM::ConstantOp::create(rewriter, op.getLoc(), elementType, dense.getSplatValue<TypedAttr>());
    SmallVector<Value> elements(getNumRegisters(type), scalar);
    rewriter.replaceOp(op, packElements(rewriter, op.getLoc(), structType, elements));
    return success();
  }
};

/// A scalar f32 op that becomes one NVVM intrinsic call, optionally after
/// scaling its operand.
template <typename SourceOp>
struct FastF32IntrinsicConversion : OpConversionPattern<SourceOp> {
  FastF32IntrinsicConversion(const TypeConverter &converter, MLIRContext *context,
                             StringRef intrinsic, std::optional<float> scale = std::nullopt)
      : OpConversionPattern<SourceOp>(converter, context, /*benefit=*/2), intrinsic(intrinsic),
        scale(scale) {}

  LogicalResult matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = op->getResult(0).getType();
    if (!type.isF32())
      return failure();
    Location loc = op.getLoc();
    SmallVector<Value> args(adaptor.getOperands());
    if (scale) {
      Value factor =
          LLVM::ConstantOp::create(rewriter, loc, type, rewriter.getF32FloatAttr(*scale));
      args[0] = LLVM::FMulOp::create(rewriter, loc, args[0], factor);
    }
    auto call = LLVM::CallIntrinsicOp::create(rewriter, loc, type,
                                              rewriter.getStringAttr(intrinsic), args);
    rewriter.replaceOp(op, call.getResults());
    return success();
  }

  std::string intrinsic;
  std::optional<float> scale;
};

} // namespace

void mlir::triton::populateElementwiseOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                       RewritePatternSet &patterns,
                                                       const ModuleAxisInfoAnalysis &axisInfo) {
  MLIRContext *context = patterns.getContext();
  patterns.add<TensorElementwiseConversion>(converter, context, axisInfo);
  patterns.add<TensorConstantConversion>(converter, context);
  constexpr float kLog2E = 1.4426950408889634f;
  patterns.add<FastF32IntrinsicConversion<arith::DivFOp>>(converter, context, "llvm.nvvm.div.full");
  patterns.add<FastF32IntrinsicConversion<math::ExpOp>>(converter, context,
                                                        "llvm.nvvm.ex2.approx.f32", kLog2E);
  patterns.add<FastF32IntrinsicConversion<math::Exp2Op>>(converter, context,
                                                         "llvm.nvvm.ex2.approx.f32");
  patterns.add<FastF32IntrinsicConversion<math::SqrtOp>>(converter, context,
                                                         "llvm.nvvm.sqrt.approx.ftz.f");
  patterns.add<FastF32IntrinsicConversion<math::RsqrtOp>>(converter, context,
                                                          "llvm.nvvm.rsqrt.approx.ftz.f");
  arith::populateArithToLLVMConversionPatterns(converter, patterns);
  populateMathToLLVMConversionPatterns(converter, patterns);
}
