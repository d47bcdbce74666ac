//===- FuncOpToLLVM.cpp - tt.func and tt.return ---------------------------===//
//
// A kernel (a public tt.func) becomes an llvm.func with Triton 3.6's ABI:
// the converted arguments in order, then two `!llvm.ptr<1>` parameters
// (global scratch and profile scratch, null when unused), marked
// `nvvm.kernel` with `nvvm.reqntid` = num-warps * threads-per-warp.
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "Dialect/Triton/IR/Dialect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;

namespace {

struct FuncOpConversion : OpConversionPattern<triton::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::FuncOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.isPrivate() || op.isDeclaration())
      return rewriter.notifyMatchFailure(
          op, "only kernels (public functions with a body) are lowered so far");
    MLIRContext *context = op.getContext();
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = op.getFunctionType();
    if (type.getNumResults() != 0)
      return rewriter.notifyMatchFailure(op, "a kernel returns nothing");

    TypeConverter::SignatureConversion signature(type.getNumInputs());
    for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
      Type converted = converter.convertType(argType);
      if (!converted)
        return rewriter.notifyMatchFailure(op, "argument type without an LLVM equivalent");
      signature.addInputs(i, converted);
    }
    // Global scratch and profile scratch: parameters of the lowered
    // signature only.
    auto globalPtr = LLVM::LLVMPointerType::get(context, 1);
    signature.addInputs({globalPtr, globalPtr});
    SmallVector<Type> params(signature.getConvertedTypes());
    auto fnType = LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context), params);

    auto func = LLVM::LLVMFuncOp::create(rewriter, op.getLoc(), op.getName(), fnType,
                                         LLVM::Linkage::External);
    // Keep the attributes Triton keeps (noinline, ...), not the function's
    // own structure.
    for (NamedAttribute attr : op->getDiscardableAttrs())
      func->setAttr(attr.getName(), attr.getValue());
    if (op->hasAttr("noinline"))
      func->setAttr("noinline", op->getAttr("noinline"));
    for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i)
      if (DictionaryAttr attrs = op.getArgAttrDict(i))
        func.setArgAttrs(i, attrs);

    auto module = op->getParentOfType<ModuleOp>();
    int threads = lowering::getNumWarps(op) * lowering::getThreadsPerWarp(op);
    Builder b(context);
    func->setAttr("nvvm.kernel",
                  IntegerAttr::get(IntegerType::get(context, 1, IntegerType::Unsigned), 1));
    func->setAttr("nvvm.reqntid", b.getDenseI32ArrayAttr({threads}));
    auto moduleInt = [&](StringRef name, int fallback) {
      if (auto attr = module->getAttrOfType<IntegerAttr>(name))
        return int(attr.getInt());
      return fallback;
    };
    func->setAttr("ttg.global_scratch_memory_alignment",
                  b.getI32IntegerAttr(moduleInt("ttg.global_scratch_memory_alignment", 1)));
    func->setAttr("ttg.global_scratch_memory_size",
                  b.getI32IntegerAttr(moduleInt("ttg.global_scratch_memory_size", 0)));

    rewriter.inlineRegionBefore(op.getBody(), func.getBody(), func.end());
    if (failed(rewriter.convertRegionTypes(&func.getBody(), converter, &signature)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReturnOpConversion : OpConversionPattern<triton::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::ReturnOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (!adaptor.getOperands().empty())
      return rewriter.notifyMatchFailure(op, "a kernel returns nothing");
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, ValueRange());
    return success();
  }
};

} // namespace

void mlir::triton::populateFuncOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<FuncOpConversion, ReturnOpConversion>(converter, patterns.getContext());
}
