//===- ArithMathPatterns.cpp - arith and math ops to TTGIR -----------------===//
//
// Elementwise arith and math ops keep their form: operands arrive in the
// default layout of their shape and results get it too.
//
//===----------------------------------------------------------------------===//

#include "TritonGPUConversion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

/// A dense tensor constant is the same value with an encoded type.
struct ArithConstantPattern : public OpConversionPattern<arith::ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(arith::ConstantOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Type type = getTypeConverter()->convertType(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "type does not convert");
    TypedAttr value = op.getValue();
    if (auto tensor = dyn_cast<RankedTensorType>(type)) {
      auto dense = dyn_cast<DenseElementsAttr>(value);
      if (!dense)
        return rewriter.notifyMatchFailure(op, "only dense tensor constants convert");
      value = dense.reshape(tensor);
    }
    auto newOp = rewriter.replaceOpWithNewOp<arith::ConstantOp>(op, type, value);
    addNamedAttrs(newOp, op->getAttrDictionary());
    return success();
  }
};

template <typename... Ops>
void addGeneric(const TypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<GenericOpPattern<Ops>...>(typeConverter, patterns.getContext());
}

} // namespace

void mlir::triton::gpu::populateArithMathPatterns(const TritonGPUTypeConverter &typeConverter,
                                                  RewritePatternSet &patterns) {
  patterns.add<ArithConstantPattern>(typeConverter, patterns.getContext());
  // Integer arithmetic and bitwise ops.
  addGeneric<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::DivUIOp, arith::DivSIOp,
             arith::CeilDivUIOp, arith::CeilDivSIOp, arith::FloorDivSIOp, arith::RemUIOp,
             arith::RemSIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp, arith::ShLIOp,
             arith::ShRUIOp, arith::ShRSIOp, arith::MulSIExtendedOp, arith::MulUIExtendedOp,
             arith::AddUIExtendedOp>(typeConverter, patterns);
  // Floating point arithmetic.
  addGeneric<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp, arith::RemFOp,
             arith::NegFOp>(typeConverter, patterns);
  // Minima and maxima.
  addGeneric<arith::MaximumFOp, arith::MaxNumFOp, arith::MaxSIOp, arith::MaxUIOp, arith::MinimumFOp,
             arith::MinNumFOp, arith::MinSIOp, arith::MinUIOp>(typeConverter, patterns);
  // Comparisons and selection.
  addGeneric<arith::CmpIOp, arith::CmpFOp, arith::SelectOp>(typeConverter, patterns);
  // Casts.
  addGeneric<arith::TruncIOp, arith::TruncFOp, arith::ExtUIOp, arith::ExtSIOp, arith::ExtFOp,
             arith::SIToFPOp, arith::FPToSIOp, arith::FPToUIOp, arith::UIToFPOp, arith::BitcastOp,
             arith::IndexCastOp, arith::IndexCastUIOp>(typeConverter, patterns);
  // math.
  addGeneric<math::ExpOp, math::Exp2Op, math::FloorOp, math::CeilOp, math::CosOp, math::SinOp,
             math::LogOp, math::Log2Op, math::ErfOp, math::AbsFOp, math::AbsIOp, math::SqrtOp,
             math::RsqrtOp, math::FmaOp, math::TanhOp, math::PowFOp, math::Log1pOp, math::ExpM1Op,
             math::TruncOp, math::RoundOp, math::RoundEvenOp, math::CopySignOp,
             math::CountLeadingZerosOp, math::CountTrailingZerosOp, math::CtPopOp>(typeConverter,
                                                                                   patterns);
}
