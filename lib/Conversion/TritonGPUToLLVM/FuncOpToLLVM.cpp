//===- FuncOpToLLVM.cpp - tt.func, tt.return and tt.call ------------------===//
//
// Triton 3.6's ABI (Utility.h, "functions"):
//
// A kernel (a public tt.func) becomes an external llvm.func: the converted
// arguments in order, then two `!llvm.ptr<1>` parameters (global scratch
// and profile scratch, null when unused), marked `nvvm.kernel` with
// `nvvm.reqntid` = num-warps * threads-per-warp.
//
// A device function (a private tt.func, one Triton kept out of line with
// noinline=True) becomes an internal llvm.func that LLVM may not inline,
// taking after its own arguments the shared memory its caller set aside
// for it (`!llvm.ptr<3>`), then its global and profile scratch. Several
// results travel as one struct.
//
// A tt.call passes those three: the caller's shared memory plus the call's
// `allocation.offset` (the callee's frame, reserved by the allocation
// analysis), the caller's global scratch plus the call's
// `ttg.global_scratch_memory_offset`, and the caller's profile scratch.
// (Triton 3.6 reads the shared offset off the caller function, which never
// carries one, and so hands every callee the caller's own base; reserving
// the frame and passing it is the intended behaviour and never clobbers the
// caller's live buffers.)
//
//===----------------------------------------------------------------------===//

#include "PatternTritonGPUOpToLLVM.h"
#include "Utility.h"

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMA.h"
#include "tt/Target/KernelMetadata.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::triton;
namespace ttng = mlir::triton::nvidia_gpu;
using namespace mlir::triton::lowering;

namespace {

/// The LLVM result type of a function or call returning `results`: void,
/// the one converted type, or a struct of them.
Type getLoweredResultType(const LLVMTypeConverter &converter, TypeRange results) {
  if (results.empty())
    return LLVM::LLVMVoidType::get(&converter.getContext());
  return converter.packFunctionResults(results);
}

struct FuncOpConversion : OpConversionPattern<triton::FuncOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::FuncOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    if (op.isDeclaration())
      return op.emitError("a tt.func without a body is not lowered (Triton inlines or "
                          "defines every function it calls)");
    bool kernel = op.isPublic();
    FunctionType type = op.getFunctionType();
    if (kernel && type.getNumResults() != 0)
      return op.emitError("a kernel (a public tt.func) returns nothing");

    MLIRContext *context = op.getContext();
    const auto &converter = *getTypeConverter<LLVMTypeConverter>();
    TypeConverter::SignatureConversion signature(type.getNumInputs());
    for (auto [i, argType] : llvm::enumerate(type.getInputs())) {
      if (op.getArgAttr(i, "tt.nv_tma_desc") && !isa<triton::PointerType>(argType))
        return op.emitError() << "argument " << i << " is marked tt.nv_tma_desc (a host "
                              << "descriptor passed by value), which takes a pointer, not "
                              << argType;
      Type converted = converter.convertType(argType);
      if (!converted)
        return op.emitError() << "argument " << i << " of type " << argType
                              << " has no LLVM equivalent";
      signature.addInputs(i, converted);
    }
    // Parameters of the lowered signature only.
    auto globalPtr = LLVM::LLVMPointerType::get(context, 1);
    if (!kernel)
      signature.addInputs(LLVM::LLVMPointerType::get(context, 3));
    signature.addInputs({globalPtr, globalPtr});

    Type resultType = getLoweredResultType(converter, type.getResults());
    if (!resultType)
      return op.emitError("a result type has no LLVM equivalent");
    auto fnType = LLVM::LLVMFunctionType::get(resultType, signature.getConvertedTypes());
    auto func =
        LLVM::LLVMFuncOp::create(rewriter, op.getLoc(), op.getName(), fnType,
                                 kernel ? LLVM::Linkage::External : LLVM::Linkage::Internal);
    // Keep the attributes Triton keeps (noinline, scratch sizes, ...), not
    // the function's own structure.
    for (NamedAttribute attr : op->getDiscardableAttrs())
      func->setAttr(attr.getName(), attr.getValue());
    // What each pointer argument of a kernel points to, for its metadata
    // (LLVM's pointers are opaque): one function attribute, so that the
    // arguments themselves carry only what Triton's do.
    SmallVector<Attribute> pointees;
    bool anyPointer = false;
    for (unsigned i = 0, e = type.getNumInputs(); i < e; ++i) {
      if (DictionaryAttr attrs = op.getArgAttrDict(i))
        func.setArgAttrs(i, attrs);
      // Triton's older host descriptors: an i8 pointer marked
      // tt.nv_tma_desc = 1 stands for the CUtensorMap passed by value.
      auto marked = op.getArgAttrOfType<IntegerAttr>(i, "tt.nv_tma_desc");
      bool hostDescriptor = kernel && marked && marked.getInt() == 1;
      auto pointer = hostDescriptor ? nullptr : dyn_cast<triton::PointerType>(type.getInput(i));
      anyPointer |= bool(pointer);
      pointees.push_back(pointer ? Attribute(TypeAttr::get(pointer.getPointeeType()))
                                 : Attribute(UnitAttr::get(context)));
      if (auto descriptor = dyn_cast<triton::TensorDescType>(type.getInput(i)); descriptor && kernel)
        setHostDescriptorAttributes(func, i, descriptor);
      else if (hostDescriptor)
        setHostDescriptorAttributes(func, i, /*descriptor=*/nullptr);
    }
    if (kernel && anyPointer)
      func->setAttr(tt::kArgPointeesAttrName, ArrayAttr::get(context, pointees));

    Builder b(context);
    // Warp specialization launches more warps than num-warps
    // (tritongpu-allocate-warp-groups counted them).
    int warps = getNumWarps(op);
    auto module = op->getParentOfType<ModuleOp>();
    if (auto total = module->getAttrOfType<IntegerAttr>("ttg.total-num-warps"))
      warps = int(total.getInt());
    int threads = warps * getThreadsPerWarp(op);
    func->setAttr(NVVM::NVVMDialect::getReqntidAttrName(), b.getDenseI32ArrayAttr({threads}));
    if (auto maxnreg = module->getAttrOfType<IntegerAttr>("ttg.maxnreg"))
      func->setAttr(NVVM::NVVMDialect::getMaxnregAttrName(), maxnreg);
    if (kernel)
      setKernelAttributes(op, func);
    else
      func.setPassthroughAttr(b.getArrayAttr({b.getStringAttr("noinline")}));

    rewriter.inlineRegionBefore(op.getBody(), func.getBody(), func.end());
    if (failed(rewriter.convertRegionTypes(&func.getBody(), converter, &signature)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }

  /// A descriptor the host passes (Triton's TensorDescriptor): the 128-byte
  /// CUtensorMap itself, by value, 64-byte aligned, in the kernel's
  /// parameter space (grid_constant), so that the kernel's pointer to it is
  /// the parameter's generic address, which TMA takes. The descriptor's
  /// type, where there is one, stays on the parameter (`tt.tensordesc`):
  /// the kernel's metadata says how the host must encode it (its block,
  /// swizzle and box).
  static void setHostDescriptorAttributes(LLVM::LLVMFuncOp func, unsigned i,
                                          triton::TensorDescType descriptor) {
    MLIRContext *context = func.getContext();
    Builder b(context);
    auto bytes = LLVM::LLVMArrayType::get(b.getI8Type(), ttng::kTMADescriptorBytes);
    func.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(), TypeAttr::get(bytes));
    func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(), b.getI64IntegerAttr(64));
    func.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(), b.getUnitAttr());
    if (descriptor)
      func.setArgAttr(i, "tt.tensordesc", TypeAttr::get(descriptor));
  }

  static void setKernelAttributes(triton::FuncOp op, LLVM::LLVMFuncOp func) {
    MLIRContext *context = op.getContext();
    Builder b(context);
    func->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                  IntegerAttr::get(IntegerType::get(context, 1, IntegerType::Unsigned), 1));
    auto module = op->getParentOfType<ModuleOp>();
    auto moduleInt = [&](StringRef name, int fallback) {
      if (auto attr = module->getAttrOfType<IntegerAttr>(name))
        return int(attr.getInt());
      return fallback;
    };
    func->setAttr("ttg.global_scratch_memory_alignment",
                  b.getI32IntegerAttr(moduleInt("ttg.global_scratch_memory_alignment", 1)));
    func->setAttr("ttg.global_scratch_memory_size",
                  b.getI32IntegerAttr(moduleInt("ttg.global_scratch_memory_size", 0)));
  }
};

struct ReturnOpConversion : OpConversionPattern<triton::ReturnOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::ReturnOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
    if (!func)
      return rewriter.notifyMatchFailure(op, "its function is not lowered");
    ValueRange values = adaptor.getOperands();
    if (values.size() <= 1) {
      rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(op, values);
      return success();
    }
    Type structType = func.getFunctionType().getReturnType();
    rewriter.replaceOpWithNewOp<LLVM::ReturnOp>(
        op, packElements(rewriter, op.getLoc(), structType, values));
    return success();
  }
};

struct CallOpConversion : OpConversionPattern<triton::CallOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult matchAndRewrite(triton::CallOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    const auto &converter = *getTypeConverter<LLVMTypeConverter>();
    Value globalScratch = getGlobalScratchPtr(rewriter, loc, op, getScratchOffset(op));
    Value profileScratch = getProfileScratchPtr(op);
    if (!globalScratch || !profileScratch)
      return rewriter.notifyMatchFailure(op, "the caller is not lowered");

    SmallVector<Value> operands(adaptor.getOperands());
    operands.push_back(getSharedMemoryBase(rewriter, loc, op));
    operands.push_back(globalScratch);
    operands.push_back(profileScratch);

    SmallVector<Type> resultTypes;
    if (op.getNumResults() != 0) {
      Type packed = converter.packFunctionResults(op.getResultTypes());
      if (!packed)
        return op.emitError("a result type has no LLVM equivalent");
      resultTypes.push_back(packed);
    }
    auto call = LLVM::CallOp::create(rewriter, loc, resultTypes, op.getCalleeAttr(), operands);
    if (op.getNumResults() <= 1) {
      rewriter.replaceOp(op, call.getResults());
      return success();
    }
    rewriter.replaceOp(op, unpackElements(rewriter, loc, call.getResult()));
    return success();
  }

  static std::optional<int32_t> getScratchOffset(triton::CallOp op) {
    if (auto attr = op->getAttrOfType<IntegerAttr>("ttg.global_scratch_memory_offset"))
      return int32_t(attr.getInt());
    return std::nullopt;
  }
};

} // namespace

void mlir::triton::populateFuncOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add<FuncOpConversion, ReturnOpConversion, CallOpConversion>(converter,
                                                                       patterns.getContext());
}
