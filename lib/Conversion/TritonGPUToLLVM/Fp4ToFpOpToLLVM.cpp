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
// takes 8 magnitudes: 0, 0.5, 1, 1.5, 2, 3, 4, 6; its bf16 or f16 bits are
// the magnitude's bits with the sign in bit 15. Eight of them at a time,
// in one 32-bit word (four source bytes, value k in nibble k), become four
// words of two results each, with byte permutations (prmt) as table
// lookups. prmt picks each result byte from the 8 bytes of two table
// words with a 3-bit index per byte, 4 indices per selector: the low 16
// bits of the word's magnitudes (x & 0x77777777, whose fourth bits are
// clear, so no index asks for prmt's sign replication) index values 0-3,
// the high 16 bits values 4-7.
//  - the high byte of each result: a table of the 8 magnitudes' high
//    bytes, ORed with 0x80 where the sign is set (the signs (x >> 3) &
//    0x11111111 index a table of 0x00, 0x80);
//  - bf16 results also have a low byte (0x00, 0x00, 0x80, 0xC0, 0x00,
//    0x40, 0x80, 0xC0): a second table; f16's low bytes are all zero;
//  - two more prmts interleave low and high bytes into the words of
//    values (0, 1) and (2, 3).
// 17 instructions per 8 bf16 results, 15 per 8 f16 ones: the form Triton
// uses (inline PTX there). The 16-bit arithmetic per nibble this replaced
// ran e2m1 dot_scaled kernels at 1.09-1.24x Triton's time, this at
// 0.98-1.03x (bench/fp4-prmt-and-two-loops-h200-2026-11-29/). A thread
// holding a number of bytes not a multiple of 4 has its last word padded
// with zero bytes, their results dropped.
//===----------------------------------------------------------------------===//

#include "ElementwiseUtility.h"
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

/// The magnitudes' bytes of bf16 and f16 e2m1 values, indexed by magnitude
/// (0-3 in the first word, 4-7 in the second, lowest byte first).
struct ByteTable {
  uint32_t low, high;
};
constexpr ByteTable kBf16HighBytes = {0x3F3F3F00, 0x40404040};
constexpr ByteTable kBf16LowBytes = {0xC0800000, 0xC0804000};
constexpr ByteTable kF16HighBytes = {0x3E3C3800, 0x46444240};
/// Index 0: no sign; index 1: the sign bit of a high byte.
constexpr ByteTable kSignBytes = {0x00008000, 0};

Value permute(OpBuilder &b, Location loc, Value low, Value high, Value selector) {
  return callIntrinsic(b, loc, "llvm.nvvm.prmt", b.getI32Type(), {low, high, selector});
}

Value lookUp(OpBuilder &b, Location loc, ByteTable table, Value indices) {
  return permute(b, loc, i32Const(b, loc, int32_t(table.low)), i32Const(b, loc, int32_t(table.high)),
                 indices);
}

/// At least the first `count` (of 8) bf16 or f16 values of the e2m1 nibbles of
/// `word` (value k in nibble k), in order.
SmallVector<Value> convertWord(OpBuilder &b, Location loc, Value word, bool toF16, size_t count) {
  auto constant = [&](uint32_t value) { return i32Const(b, loc, int32_t(value)); };
  Value magnitudes = LLVM::AndOp::create(b, loc, word, constant(0x77777777));
  Value signs = LLVM::AndOp::create(b, loc, LLVM::LShrOp::create(b, loc, word, constant(3)),
                                    constant(0x11111111));
  Type element = toF16 ? Type(b.getF16Type()) : Type(b.getBF16Type());
  auto pair = VectorType::get({2}, element);
  SmallVector<Value> values;
  for (uint32_t shift : {0u, 16u}) {
    if (values.size() >= count)
      break;
    Value indices = shift ? LLVM::LShrOp::create(b, loc, magnitudes, constant(shift)) : magnitudes;
    Value signIndices = shift ? LLVM::LShrOp::create(b, loc, signs, constant(shift)) : signs;
    Value high = LLVM::OrOp::create(b, loc, lookUp(b, loc, toF16 ? kF16HighBytes : kBf16HighBytes, indices),
                                    lookUp(b, loc, kSignBytes, signIndices));
    // f16's low bytes are all zero: a zero word stands for their table.
    Value low = toF16 ? constant(0) : lookUp(b, loc, kBf16LowBytes, indices);
    // Result word w holds values 2w and 2w + 1: low byte, high byte each.
    for (uint32_t selector : {0x5140u, 0x7362u}) {
      Value bits = permute(b, loc, low, high, constant(selector));
      Value both = LLVM::BitcastOp::create(b, loc, pair, bits);
      for (int64_t lane : {0, 1})
        values.push_back(LLVM::ExtractElementOp::create(b, loc, both, i32Const(b, loc, lane)));
    }
  }
  return values;
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
    SmallVector<Value> bytes = unpackElements(rewriter, loc, adaptor.getSrc());
    size_t numValues = 2 * bytes.size();
    Value zero = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI8Type(), 0);
    bytes.resize(llvm::alignTo(bytes.size(), 4), zero);
    SmallVector<Value> values;
    for (size_t first = 0; first < bytes.size(); first += 4) {
      Value word = packWord(rewriter, loc, ArrayRef<Value>(bytes).slice(first, 4), rewriter.getI32Type());
      values.append(convertWord(rewriter, loc, word, toF16, std::min<size_t>(8, numValues - values.size())));
    }
    values.resize(numValues);  // a padded word's last four
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, values));
    return success();
  }
};

} // namespace

void mlir::triton::populateFp4ToFpOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                   RewritePatternSet &patterns) {
  patterns.add<Fp4ToFpOpConversion>(converter, patterns.getContext());
}
