//===- Fp4ToFpOpToLLVM.cpp - ttg.fp4_to_fp --------------------------------===//
//
// Each byte of the source holds two e2m1 values, the first (lower K or M/N
// index) in the low nibble. The layouts of source and result differ by one
// register bit (the encoding inference of fp4_to_fp makes it so): result
// register 2r is the low nibble of source register r and 2r + 1 its high
// nibble, and every other basis is the source's with the unpacked dimension
// doubled. This is checked, and the op is refused with an error otherwise.
//
// A nibble s.e1e0.m (sign, 2-bit exponent with bias 1, 1 mantissa bit)
// takes 8 magnitudes: 0, 0.5, 1, 1.5, 2, 3, 4, 6. From magnitude 2 on they
// are normal numbers 2^(e-1) * (1 + m/2), whose bf16 bits are
// (126 + e) << 7 | m << 6 = 0x3F00 + (magnitude << 6) (f16: bias 15, so
// 0x3800 + (magnitude << 9)); magnitude 1 (0.5) is the base alone and 0 is
// zero. The sign goes to bit 15. All in 16-bit integer arithmetic, exact,
// with no floating-point instruction (Triton does the same mapping with
// byte permutations in inline PTX).
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::lowering;
using tt::LinearLayout;

namespace {

/// Whether `dst` is `src` with a new first register bit along `axis` and
/// every other basis doubled along it.
bool isUnpackedLayout(const LinearLayout &src, const LinearLayout &dst, unsigned axis) {
  if (src.getInDims().size() != dst.getInDims().size())
    return false;
  for (auto [srcIn, dstIn] : llvm::zip(src.getInDims(), dst.getInDims())) {
    if (srcIn.name != dstIn.name)
      return false;
    ArrayRef<LinearLayout::Basis> dstBases = dstIn.bases;
    if (srcIn.name == dims::kRegister) {
      if (dstBases.empty())
        return false;
      LinearLayout::Basis unit(dstBases.front().size(), 0);
      unit[axis] = 1;
      if (dstBases.front() != unit)
        return false;
      dstBases = dstBases.drop_front();
    }
    if (srcIn.bases.size() != dstBases.size())
      return false;
    for (auto [from, to] : llvm::zip(srcIn.bases, dstBases)) {
      LinearLayout::Basis doubled = from;
      doubled[axis] *= 2;
      if (doubled != to)
        return false;
    }
  }
  return true;
}

/// The bf16 or f16 bits of the e2m1 value in the low 4 bits of `nibble`
/// (an i16).
Value convertNibble(OpBuilder &b, Location loc, Value nibble, bool toF16) {
  Type i16 = b.getI16Type();
  auto constant = [&](int64_t v) { return LLVM::ConstantOp::create(b, loc, i16, v); };
  Value magnitude = LLVM::AndOp::create(b, loc, nibble, constant(7));
  Value sign = LLVM::ShlOp::create(b, loc, LLVM::AndOp::create(b, loc, nibble, constant(8)),
                                   constant(12));
  int64_t base = toF16 ? 0x3800 : 0x3F00;
  int64_t shift = toF16 ? 9 : 6;
  Value bits = LLVM::AddOp::create(b, loc, constant(base),
                                   LLVM::ShlOp::create(b, loc, magnitude, constant(shift)));
  Value isHalf = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, magnitude, constant(1));
  bits = LLVM::SelectOp::create(b, loc, isHalf, constant(base), bits);
  Value isZero = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, magnitude, constant(0));
  bits = LLVM::SelectOp::create(b, loc, isZero, constant(0), bits);
  bits = LLVM::OrOp::create(b, loc, bits, sign);
  Type element = toF16 ? Type(b.getF16Type()) : Type(b.getBF16Type());
  return LLVM::BitcastOp::create(b, loc, element, bits);
}

struct Fp4ToFpOpConversion : OpConversionPattern<Fp4ToFpOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(Fp4ToFpOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    RankedTensorType srcType = op.getSrc().getType();
    RankedTensorType dstType = op.getType();
    std::optional<LinearLayout> src = getDistributedLayout(srcType);
    std::optional<LinearLayout> dst = getDistributedLayout(dstType);
    if (!src || !dst)
      return op.emitError() << "fp4_to_fp is lowered for distributed layouts only";
    unsigned axis = op.getAxis();
    if (!isUnpackedLayout(*src, *dst, axis))
      return op.emitError() << "fp4_to_fp: the result layout " << dstType.getEncoding()
                            << " does not hold each byte's two values in consecutive registers "
                               "of the thread holding the byte (source layout "
                            << srcType.getEncoding() << ")";
    Type structType = getTypeConverter()->convertType(dstType);
    if (!structType)
      return failure();
    bool toF16 = dstType.getElementType().isF16();
    Location loc = op.getLoc();
    SmallVector<Value> values;
    for (Value byte : unpackElements(rewriter, loc, adaptor.getSrc())) {
      Value wide = LLVM::ZExtOp::create(rewriter, loc, rewriter.getI16Type(), byte);
      Value high = LLVM::LShrOp::create(
          rewriter, loc, wide, LLVM::ConstantOp::create(rewriter, loc, rewriter.getI16Type(), 4));
      values.push_back(convertNibble(rewriter, loc, wide, toF16));
      values.push_back(convertNibble(rewriter, loc, high, toF16));
    }
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, values));
    return success();
  }
};

} // namespace

void mlir::triton::populateFp4ToFpOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                   RewritePatternSet &patterns) {
  patterns.add<Fp4ToFpOpConversion>(converter, patterns.getContext());
}
