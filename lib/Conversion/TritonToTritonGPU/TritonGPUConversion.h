//===- TritonGPUConversion.h - TTIR to TTGIR building blocks ----*- C++ -*-===//
//
// What the patterns of convert-triton-to-tritongpu share: the type converter
// that attaches default encodings, the conversion target that says which ops
// are done, the generic "same op, converted types" pattern, and one populate
// function per op family.
//
//===----------------------------------------------------------------------===//

#ifndef TT_LIB_CONVERSION_TRITONTOTRITONGPU_TRITONGPUCONVERSION_H
#define TT_LIB_CONVERSION_TRITONTOTRITONGPU_TRITONGPUCONVERSION_H

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::triton::gpu {

/// Tensors without an encoding get the default blocked one; tensors that
/// have one, and every other type, stay. A value whose layout differs from
/// what its converted user expects is bridged with `ttg.convert_layout`.
class TritonGPUTypeConverter : public TypeConverter {
public:
  TritonGPUTypeConverter(MLIRContext *context, unsigned numWarps, unsigned threadsPerWarp,
                         unsigned numCTAs, bool enableSourceRemat);

  unsigned getNumWarps() const { return numWarps; }
  unsigned getThreadsPerWarp() const { return threadsPerWarp; }
  unsigned getNumCTAs() const { return numCTAs; }

private:
  MLIRContext *context;
  unsigned numWarps;
  unsigned threadsPerWarp;
  unsigned numCTAs;
};

/// ttg ops are legal; arith, math, tt, scf, cf and ub ops are legal once
/// every tensor they define, use or carry in their regions has an encoding;
/// tt.dot also needs dot_op operands.
class TritonGPUConversionTarget : public ConversionTarget {
public:
  TritonGPUConversionTarget(MLIRContext &context, const TritonGPUTypeConverter &typeConverter);

  static bool isDynamicallyLegal(Operation *op, const TypeConverter &typeConverter);
};

/// Copies onto `op` the attributes of `attrs` it does not already have
/// (hints like tt.contiguity survive the rewrite).
void addNamedAttrs(Operation *op, DictionaryAttr attrs);

/// Rebuilds a region-free op with its operands remapped and its result types
/// converted, attributes kept.
template <typename Op> struct GenericOpPattern : public OpConversionPattern<Op> {
  using OpConversionPattern<Op>::OpConversionPattern;

  LogicalResult matchAndRewrite(Op op, typename Op::Adaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> resultTypes;
    if (failed(this->getTypeConverter()->convertTypes(op->getResultTypes(), resultTypes)))
      return rewriter.notifyMatchFailure(op, "result types do not convert");
    rewriter.replaceOpWithNewOp<Op>(op, resultTypes, adaptor.getOperands(), op->getAttrs());
    return success();
  }
};

/// arith and math ops (and arith.constant, whose dense value changes type).
void populateArithMathPatterns(const TritonGPUTypeConverter &typeConverter,
                               RewritePatternSet &patterns);

/// tt ops other than functions, calls and returns.
void populateTritonOpPatterns(const TritonGPUTypeConverter &typeConverter,
                              RewritePatternSet &patterns);

/// scf.for/if/while/condition/yield, cf.br/cond_br, ub.poison.
void populateControlFlowPatterns(const TritonGPUTypeConverter &typeConverter,
                                 RewritePatternSet &patterns);

/// tt.func signatures and bodies, tt.call, tt.return.
void populateFuncPatterns(const TritonGPUTypeConverter &typeConverter, RewritePatternSet &patterns);

} // namespace mlir::triton::gpu

#endif // TT_LIB_CONVERSION_TRITONTOTRITONGPU_TRITONGPUCONVERSION_H
