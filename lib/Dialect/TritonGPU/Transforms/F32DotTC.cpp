//===- F32DotTC.cpp - emulate f32 dots with tf32 or bf16 tensor-core dots -===//
//
// A tt.dot of f32 operands whose inputPrecision asks for an emulated
// precision becomes several dots of lower precision plus the arithmetic that
// splits the operands:
//
//  * tf32x3 (only with emu-tf32): each operand x splits into a high part
//    h = round-to-tf32(x) (inline `cvt.rna.tf32.f32`) and a low part x - h;
//    the result is dot(aH, bH, nanToZero(dot(aH, bL, dot(aL, bH, 0)))) + c,
//    the three dots in tf32.
//  * bf16x3 / bf16x6: each operand splits into two (three) bf16 parts, every
//    part the bf16 truncation of what the previous parts leave over; the
//    small cross products are summed first (bf16x6: m*m, l*h, h*l, then m*h,
//    h*m; bf16x3: m*h, h*m), NaNs of that partial sum become zero, then h*h
//    is added and finally c.
//
// Only dots whose a, b and c are all f32 tensors are rewritten. The ops are
// created in the order Triton 3.6 creates them, through the greedy driver,
// so the output matches Triton's (constants folded and hoisted alike).
//
//===----------------------------------------------------------------------===//

#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUF32DOTTC
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;

namespace {

bool isF32Tensor(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  return type && type.getElementType().isF32();
}

/// Whether the dot is one of f32 operands and accumulator.
bool isAllF32(DotOp dot) {
  return isF32Tensor(dot.getA()) && isF32Tensor(dot.getB()) && isF32Tensor(dot.getC());
}

/// A tensor of `like`'s type filled with 0.0, at `like`'s location: the
/// dense constant Triton's scalar-constant splat folds into.
Value splatZero(PatternRewriter &rewriter, Value like) {
  auto type = cast<RankedTensorType>(like.getType());
  auto zero = DenseElementsAttr::get(type, rewriter.getZeroAttr(type.getElementType()));
  return arith::ConstantOp::create(rewriter, like.getLoc(), type, zero);
}

/// `v` with its NaN elements replaced by zero, at `v`'s location.
Value zeroNaNs(PatternRewriter &rewriter, Value v) {
  Location loc = v.getLoc();
  Value isNaN = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO, v, v);
  Value zero = splatZero(rewriter, v);
  return arith::SelectOp::create(rewriter, loc, isNaN, zero, v);
}

/// a * b + acc at `a`'s location.
Value makeDot(PatternRewriter &rewriter, Value a, Value b, Value acc, InputPrecision precision,
              uint32_t maxNumImpreciseAcc) {
  return DotOp::create(rewriter, a.getLoc(), acc.getType(), a, b, acc, precision,
                       maxNumImpreciseAcc)
      .getResult();
}

Value castElements(PatternRewriter &rewriter, Value v, Type elementType, bool extend) {
  Type type = cast<RankedTensorType>(v.getType()).cloneWith(std::nullopt, elementType);
  if (extend)
    return arith::ExtFOp::create(rewriter, v.getLoc(), type, v);
  return arith::TruncFOp::create(rewriter, v.getLoc(), type, v);
}

/// The first `count` bf16 parts of the f32 tensor `x`: part i is the bf16
/// truncation of x minus the parts before it.
SmallVector<Value, 3> bf16Parts(PatternRewriter &rewriter, Value x, unsigned count) {
  SmallVector<Value, 3> parts;
  Value rest = x;
  for (unsigned i = 0; i < count; ++i) {
    Value part = castElements(rewriter, rest, rewriter.getBF16Type(), /*extend=*/false);
    parts.push_back(part);
    if (i + 1 == count)
      break;
    Value back = castElements(rewriter, part, rewriter.getF32Type(), /*extend=*/true);
    rest = arith::SubFOp::create(rewriter, rest.getLoc(), rest, back);
  }
  return parts;
}

struct DecomposeBF16Dot : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DotOp dot, PatternRewriter &rewriter) const override {
    InputPrecision precision = dot.getInputPrecision();
    unsigned count;
    if (precision == InputPrecision::BF16x3)
      count = 2;
    else if (precision == InputPrecision::BF16x6)
      count = 3;
    else
      return failure();
    if (!isAllF32(dot))
      return failure();

    enum { High = 0, Mid = 1, Low = 2 };
    SmallVector<Value, 3> a = bf16Parts(rewriter, dot.getA(), count);
    SmallVector<Value, 3> b = bf16Parts(rewriter, dot.getB(), count);
    Value acc = splatZero(rewriter, dot.getC());
    auto accumulate = [&](unsigned i, unsigned j) {
      acc = makeDot(rewriter, a[i], b[j], acc, InputPrecision::IEEE, /*maxNumImpreciseAcc=*/0);
    };
    if (precision == InputPrecision::BF16x6) {
      accumulate(Mid, Mid);
      accumulate(Low, High);
      accumulate(High, Low);
    }
    accumulate(Mid, High);
    accumulate(High, Mid);
    acc = zeroNaNs(rewriter, acc);
    accumulate(High, High);
    Value sum = arith::AddFOp::create(rewriter, dot.getLoc(), acc, dot.getC());
    rewriter.replaceOp(dot, sum);
    return success();
  }
};

struct DecomposeTF32x3Dot : OpRewritePattern<DotOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DotOp dot, PatternRewriter &rewriter) const override {
    if (dot.getInputPrecision() != InputPrecision::TF32x3 || !isAllF32(dot))
      return failure();
    Location loc = dot.getLoc();
    auto toTF32 = [&](Value x) -> Value {
      auto asmOp = ElementwiseInlineAsmOp::create(
          rewriter, loc, TypeRange{x.getType()}, "cvt.rna.tf32.f32 $0, $1;", "=r,r",
          /*pure=*/true, /*packed_element=*/1, ValueRange{x});
      return asmOp->getResult(0);
    };
    Value aHigh = toTF32(dot.getA());
    Value aLow = arith::SubFOp::create(rewriter, loc, dot.getA(), aHigh);
    Value bHigh = toTF32(dot.getB());
    Value bLow = arith::SubFOp::create(rewriter, loc, dot.getB(), bHigh);
    uint32_t maxImprecise = dot.getMaxNumImpreciseAcc();
    Value acc = splatZero(rewriter, dot.getC());
    acc = makeDot(rewriter, aLow, bHigh, acc, InputPrecision::TF32, maxImprecise);
    acc = makeDot(rewriter, aHigh, bLow, acc, InputPrecision::TF32, maxImprecise);
    // An infinite high product times a zero low part gives NaN where the
    // exact product is finite or infinite; the small terms then must vanish.
    acc = zeroNaNs(rewriter, acc);
    acc = makeDot(rewriter, aHigh, bHigh, acc, InputPrecision::TF32, maxImprecise);
    Value sum = arith::AddFOp::create(rewriter, loc, acc, dot.getC());
    rewriter.replaceOp(dot, sum);
    return success();
  }
};

struct F32DotTCPass : mlir::triton::gpu::impl::TritonGPUF32DotTCBase<F32DotTCPass> {
  using TritonGPUF32DotTCBase::TritonGPUF32DotTCBase;

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    RewritePatternSet patterns(context);
    if (emuTF32)
      patterns.add<DecomposeTF32x3Dot>(context);
    patterns.add<DecomposeBF16Dot>(context);
    // No folding: this dialect's convert_layout folds away identity
    // conversions, Triton's does not (coalesce leaves many), so folding here
    // would change more than Triton does. Constants are still deduplicated
    // and hoisted as by Triton's driver.
    GreedyRewriteConfig config;
    config.enableFolding(false);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
