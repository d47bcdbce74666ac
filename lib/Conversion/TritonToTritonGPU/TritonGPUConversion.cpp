//===- TritonGPUConversion.cpp - default layouts, converter, target --------===//

#include "TritonGPUConversion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

//===----------------------------------------------------------------------===//
// Default encodings
//===----------------------------------------------------------------------===//

void mlir::triton::gpu::addNamedAttrs(Operation *op, DictionaryAttr attrs) {
  for (NamedAttribute attr : attrs.getValue())
    if (!op->hasAttr(attr.getName()))
      op->setAttr(attr.getName(), attr.getValue());
}

//===----------------------------------------------------------------------===//
// Type converter
//===----------------------------------------------------------------------===//

TritonGPUTypeConverter::TritonGPUTypeConverter(MLIRContext *context, unsigned numWarps,
                                               unsigned threadsPerWarp, unsigned numCTAs,
                                               bool enableSourceRemat)
    : context(context), numWarps(numWarps), threadsPerWarp(threadsPerWarp), numCTAs(numCTAs) {
  // Callbacks run last-added first: the identity is the fallback.
  addConversion([](Type type) { return type; });
  addConversion([this](RankedTensorType type) -> Type {
    if (type.getEncoding())
      return type;
    return type.cloneWithEncoding(getDefaultBlockedEncoding(
        this->context, type.getShape(), this->numWarps, this->threadsPerWarp, this->numCTAs));
  });
  // A pointer to a tensor (block pointer) points to the converted tensor.
  addConversion([this](PointerType type) -> Type {
    auto pointee = dyn_cast<RankedTensorType>(type.getPointeeType());
    if (!pointee)
      return type;
    return PointerType::get(convertType(pointee), type.getAddressSpace());
  });

  // Values still used by unconverted ops keep their old type through a cast.
  if (enableSourceRemat)
    addSourceMaterialization(
        [](OpBuilder &builder, RankedTensorType type, ValueRange inputs, Location loc) -> Value {
          return UnrealizedConversionCastOp::create(builder, loc, type, inputs).getResult(0);
        });

  // A converted user that wants another layout than its operand has.
  addTargetMaterialization(
      [](OpBuilder &builder, RankedTensorType type, ValueRange inputs, Location loc) -> Value {
        if (inputs.size() != 1 || !isa<RankedTensorType>(inputs.front().getType()))
          return Value();
        return ConvertLayoutOp::create(builder, loc, type, inputs.front()).getResult();
      });
}

//===----------------------------------------------------------------------===//
// Conversion target
//===----------------------------------------------------------------------===//

TritonGPUConversionTarget::TritonGPUConversionTarget(MLIRContext &context,
                                                     const TritonGPUTypeConverter &typeConverter)
    : ConversionTarget(context) {
  addLegalDialect<TritonGPUDialect>();
  // Nothing lowers these; a module holding them is not Triton's.
  addIllegalOp<scf::ExecuteRegionOp, scf::ParallelOp, scf::ReduceOp, scf::ReduceReturnOp>();
  addDynamicallyLegalDialect<arith::ArithDialect, math::MathDialect, TritonDialect,
                             cf::ControlFlowDialect, scf::SCFDialect, ub::UBDialect>(
      [&typeConverter](Operation *op) { return isDynamicallyLegal(op, typeConverter); });
  addDynamicallyLegalOp<FuncOp>([&typeConverter](FuncOp op) {
    return typeConverter.isSignatureLegal(op.getFunctionType()) &&
           typeConverter.isLegal(&op.getBody());
  });
  // A dot is done once its operands carry dot_op encodings.
  addDynamicallyLegalOp<DotOp>([](DotOp op) {
    auto isDotOperand = [](Value v) {
      return isa_and_present<DotOperandEncodingAttr>(
          cast<RankedTensorType>(v.getType()).getEncoding());
    };
    return isDotOperand(op.getA()) && isDotOperand(op.getB());
  });
}

bool TritonGPUConversionTarget::isDynamicallyLegal(Operation *op,
                                                   const TypeConverter &typeConverter) {
  for (Region &region : op->getRegions())
    if (!typeConverter.isLegal(&region))
      return false;
  return typeConverter.isLegal(op);
}
