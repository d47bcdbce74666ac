//===- DotOpFMAToLLVM.cpp - tt.dot on CUDA cores --------------------------===//
//
// A dot whose operands are #ttg.dot_op layouts of a blocked parent: every
// thread holds, for each element of C it owns, the whole row of A and the
// whole column of B that element needs (the dot_op layouts give each
// thread all of K and make threads that differ along K hold copies). So the
// dot is a loop in each thread, with no data exchange:
//
//   for each register of C at offsets (b, m, n):
//     for k in 0 .. K-1:  acc = acc + A(b, m, k) * B(b, k, n)
//
// The registers of A and B are found by their offsets in their linear
// layouts, after checking that the three layouts put the same rows
// (columns, batches) in the same threads. K is summed in increasing order,
// as Triton does: one llvm.intr.fmuladd per step for floats (fma.rn), a
// mul and an add for integers. Operands of another element type than C
// are converted to C's type first, once per register.
//
//===----------------------------------------------------------------------===//

#include "DotOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::lowering;
namespace ttg = mlir::triton::gpu;
namespace dims = mlir::triton::gpu::dims;

namespace {

/// Converts `value`, a register of element type `from`, to `to` (both
/// tensor element types); null when no conversion applies. Integers are
/// signed, as tt.dot's are.
Value convertOperandElement(OpBuilder &b, Location loc, Value value, Type from, Type to,
                            Type loweredTo) {
  if (from == to)
    return value;
  if (isa<FloatType>(from) && isa<FloatType>(to)) {
    if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
      return LLVM::FPExtOp::create(b, loc, loweredTo, value);
    return LLVM::FPTruncOp::create(b, loc, loweredTo, value);
  }
  if (from.isInteger() && to.isInteger()) {
    if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
      return LLVM::SExtOp::create(b, loc, loweredTo, value);
    return LLVM::TruncOp::create(b, loc, loweredTo, value);
  }
  if (from.isInteger() && isa<FloatType>(to))
    return LLVM::SIToFPOp::create(b, loc, loweredTo, value);
  return {};
}

/// LLVM has no arithmetic on fp8 (their registers are i8).
bool isFp8(Type type) { return isa<FloatType>(type) && type.getIntOrFloatBitWidth() == 8; }

struct FMADotOpConversion : OpConversionPattern<triton::DotOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::DotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto aType = cast<RankedTensorType>(op.getA().getType());
    auto bType = cast<RankedTensorType>(op.getB().getType());
    auto cType = cast<RankedTensorType>(op.getC().getType());
    auto aEncoding = dyn_cast_or_null<ttg::DotOperandEncodingAttr>(aType.getEncoding());
    if (!aEncoding || !isa<ttg::BlockedEncodingAttr>(aEncoding.getParent()))
      return rewriter.notifyMatchFailure(op, "not an FMA dot");

    Type cElement = cType.getElementType();
    for (Type element : {aType.getElementType(), bType.getElementType(), cElement})
      if (isFp8(element))
        return op.emitError() << "FMA 'tt.dot' on " << element
                              << " is not supported: LLVM has no fp8 arithmetic (convert "
                                 "the operands with tt.fp_to_fp first, as Triton does)";
    for (Type element : {aType.getElementType(), bType.getElementType()})
      if (isa<FloatType>(element) && cElement.isInteger())
        return op.emitError() << "FMA 'tt.dot' of " << element << " operands into a "
                              << cElement << " accumulator is not supported";

    std::optional<tt::LinearLayout> aLayout = getDistributedLayout(aType);
    std::optional<tt::LinearLayout> bLayout = getDistributedLayout(bType);
    std::optional<tt::LinearLayout> cLayout = getDistributedLayout(cType);
    if (!aLayout || !bLayout || !cLayout)
      return op.emitError() << "FMA 'tt.dot' needs operand and result layouts for these "
                               "shapes (powers of two)";

    // A is (batch, M, K), B (batch, K, N), C (batch, M, N).
    dot::DotAxes axes(cType.getRank());
    SmallVector<unsigned> batch;
    if (axes.batch)
      batch.push_back(*axes.batch);
    auto with = [&](unsigned d) {
      SmallVector<unsigned> dims(batch);
      dims.push_back(d);
      return dims;
    };
    if (!dot::threadsAgree(*aLayout, with(axes.row), *cLayout, with(axes.row), {axes.col}) ||
        !dot::threadsAgree(*bLayout, with(axes.col), *cLayout, with(axes.col), {axes.row}))
      return op.emitError() << "FMA 'tt.dot' needs each thread to hold whole rows of A and "
                               "columns of B for the elements of C it holds; these "
                               "operand layouts do not";

    Location loc = op.getLoc();
    Type loweredC = getTypeConverter()->convertType(cElement);
    auto convertAll = [&](Value lowered, Type from) {
      SmallVector<Value> values = unpackElements(rewriter, loc, lowered);
      for (Value &value : values)
        value = convertOperandElement(rewriter, loc, value, from, cElement, loweredC);
      return values;
    };
    SmallVector<Value> aValues = convertAll(adaptor.getA(), aType.getElementType());
    SmallVector<Value> bValues = convertAll(adaptor.getB(), bType.getElementType());
    SmallVector<Value> cValues = unpackElements(rewriter, loc, adaptor.getC());
    std::map<dot::Offsets, unsigned> aRegisters = dot::indexRegistersByOffsets(*aLayout);
    std::map<dot::Offsets, unsigned> bRegisters = dot::indexRegistersByOffsets(*bLayout);

    int64_t numK = aType.getShape()[axes.col];
    bool isFloat = isa<FloatType>(cElement);
    SmallVector<Value> results;
    for (unsigned r = 0, e = cValues.size(); r < e; ++r) {
      Value acc = cValues[r];
      SmallVector<int32_t> c = cLayout->apply({{dims::kRegister, int32_t(r)}});
      for (int32_t k = 0; k < numK; ++k) {
        dot::Offsets aAt(c.begin(), c.end()), bAt(c.begin(), c.end());
        aAt[axes.col] = k;
        bAt[axes.row] = k;
        auto aIt = aRegisters.find(aAt), bIt = bRegisters.find(bAt);
        if (aIt == aRegisters.end() || bIt == bRegisters.end())
          return op.emitError() << "FMA 'tt.dot': an operand's registers do not cover the K "
                                   "elements an element of C needs";
        Value a = aValues[aIt->second], b = bValues[bIt->second];
        if (isFloat)
          acc = LLVM::FMulAddOp::create(rewriter, loc, a, b, acc);
        else
          acc = LLVM::AddOp::create(rewriter, loc, LLVM::MulOp::create(rewriter, loc, a, b), acc);
      }
      results.push_back(acc);
    }
    Type structType = getTypeConverter()->convertType(op.getType());
    rewriter.replaceOp(op, packElements(rewriter, loc, structType, results));
    return success();
  }
};

} // namespace

void mlir::triton::dot::populateDotOpFMAPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                 RewritePatternSet &patterns) {
  patterns.add<FMADotOpConversion>(converter, patterns.getContext());
}
