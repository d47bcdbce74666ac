//===- TritonGPUToLLVMPass.cpp - convert-triton-gpu-to-llvm ---------------===//
//
// Assembles the pattern families of this folder into one dialect
// conversion, after the two things that must see the TTGIR itself: the
// barriers between conflicting shared-memory accesses (Membar) and the
// AxisInfo facts the loads and stores vectorize with; with
// check-shared-bounds, around it, the marks and checks of
// SharedBoundsCheck.h.
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/TritonGPUToLLVM/Passes.h"

#include "PatternTritonGPUOpToLLVM.h"
#include "SharedBoundsCheck.h"
#include "TypeConverter.h"
#include "Utility.h"

#include "tt/Analysis/Allocation.h"
#include "tt/Analysis/AxisInfo.h"
#include "tt/Analysis/Membar.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Target.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTTRITONGPUTOLLVM
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

struct ConvertTritonGPUToLLVMPass
    : mlir::triton::impl::ConvertTritonGPUToLLVMBase<ConvertTritonGPUToLLVMPass> {
  using ConvertTritonGPUToLLVMBase::ConvertTritonGPUToLLVMBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    // Every pattern asks the module for the capability it lowers for.
    if (failed(triton::gpu::applyComputeCapabilityOption(module, computeCapability,
                                                         computeCapability.hasValue())))
      return signalPassFailure();

    if (auto ctas = module->getAttrOfType<IntegerAttr>("ttg.num-ctas"); ctas && ctas.getInt() != 1) {
      module.emitError("convert-triton-gpu-to-llvm: clusters of more than one CTA are not "
                       "lowered yet");
      return signalPassFailure();
    }

    if (failed(checkTensorLayouts(module)) || failed(checkTensorSizes(module)))
      return signalPassFailure();

    // Barriers first: the analysis reads shared-memory effects of ttg ops.
    ModuleAllocation allocation(module);
    ModuleMembarAnalysis(&allocation, canSkipBarrierBetweenMbarrierOps).run();
    ModuleAxisInfoAnalysis axisInfo(module);
    int64_t sharedBytes = lowering::getKernelSharedBytes(module, allocation);
    if (checkSharedBounds && failed(lowering::markSharedBuffers(module, allocation)))
      return signalPassFailure();

    declareSharedMemory(module);

    LowerToLLVMOptions options(context);
    // Triton lowers `index` to i32 (its kernels index 32-bit).
    options.overrideIndexBitwidth(32);
    TritonGPUToLLVMTypeConverter converter(context, options);
    RewritePatternSet patterns(context);
    populateFuncOpToLLVMPatterns(converter, patterns);
    populateSPMDOpToLLVMPatterns(converter, patterns);
    populateMakeRangeOpToLLVMPatterns(converter, patterns);
    populateViewOpToLLVMPatterns(converter, patterns);
    populateConvertLayoutOpToLLVMPatterns(converter, patterns);
    populateLoadStoreOpToLLVMPatterns(converter, patterns, axisInfo);
    populateAsyncCopyOpToLLVMPatterns(converter, patterns, axisInfo);
    populateAtomicOpToLLVMPatterns(converter, patterns, axisInfo, ptxVersion);
    populateReduceOpToLLVMPatterns(converter, patterns);
    populateBarrierOpToLLVMPatterns(converter, patterns);
    populateTMAOpToLLVMPatterns(converter, patterns);
    populateFpToFpOpToLLVMPatterns(converter, patterns, axisInfo);
    populateFp4ToFpOpToLLVMPatterns(converter, patterns);
    populateTritonElementwiseOpToLLVMPatterns(converter, patterns, axisInfo);
    populateScanOpToLLVMPatterns(converter, patterns);
    populateHistogramOpToLLVMPatterns(converter, patterns);
    populateGatherOpToLLVMPatterns(converter, patterns);
    populatePrintAssertOpToLLVMPatterns(converter, patterns);
    populateGlobalScratchOpToLLVMPatterns(converter, patterns);
    populateMemoryOpToLLVMPatterns(converter, patterns);
    populateDotOpToLLVMPatterns(converter, patterns);
    populateWarpGroupDotOpToLLVMPatterns(converter, patterns);
    populateElementwiseOpToLLVMPatterns(converter, patterns, axisInfo);
    // ceildivsi and friends (fuse-nested-loops' trip counts) have no LLVM
    // lowering of their own: expanded into divisions and selects first.
    arith::populateCeilFloorDivExpandOpsPatterns(patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);

    ConversionTarget target(*context);
    // nvg ops are lowered by convert-nv-gpu-to-llvm, as in Triton.
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect, triton::nvgpu::NVGPUDialect>();
    // ttng too: an op no pattern lowers fails the conversion, located,
    // instead of reaching LLVM translation.
    target.addIllegalDialect<triton::TritonDialect, triton::gpu::TritonGPUDialect,
                             triton::nvidia_gpu::TritonNvidiaGPUDialect, arith::ArithDialect,
                             math::MathDialect, cf::ControlFlowDialect>();
    target.addIllegalDialect<mlir::gpu::GPUDialect>();
    target.addLegalOp<ModuleOp>();
    // Lowered by convert-nv-gpu-to-llvm, after CSE has merged them.
    target.addLegalOp<triton::gpu::WarpIdOp>();
    // Lowered by convert-warp-specialize-to-llvm once their regions are LLVM.
    target.addLegalOp<triton::gpu::WarpSpecializeOp, triton::gpu::WarpSpecializePartitionsOp,
                      triton::gpu::WarpYieldOp, triton::gpu::WarpReturnOp>();
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();
    // Before the partitions are isolated: their accesses still see the
    // buffers' bases defined outside them.
    if (checkSharedBounds && failed(lowering::insertSharedBoundsChecks(module, sharedBytes)))
      return signalPassFailure();
    lowering::isolatePartitions(module);
  }

  /// Every tensor's layout must say which thread holds each element: the
  /// parser takes layouts it has no register layout for (AMD's, nvidia_mma
  /// versions and shapes other than mma.sync's and wgmma's, as Triton 3.6
  /// does), and the op that holds one is the place to say so.
  static LogicalResult checkTensorLayouts(ModuleOp module) {
    auto [op, tensor] = triton::gpu::findTensor(module, [](RankedTensorType tensor) {
      return isa_and_nonnull<triton::gpu::DistributedEncodingTrait>(tensor.getEncoding()) &&
             !triton::gpu::toLinearLayout(tensor.getShape(), tensor.getEncoding());
    });
    if (!op)
      return success();
    return op->emitOpError() << "has a " << tensor
                             << " whose layout is not lowered (lowered: blocked, slice, linear, "
                                "nvidia_mma version 2 and version 3 with instrShape [16, N, K], "
                                "and their dot operands)";
  }

  /// Every tensor fits the registers of its threads with room to spare: a
  /// thread holding more elements than this (a 1024x1024x1024 tile on four
  /// warps holds 2^23) would take the lowering hours and no GPU could run
  /// it. Real kernels hold hundreds.
  static constexpr int64_t kMaxElementsPerThread = 1 << 16;
  static LogicalResult checkTensorSizes(ModuleOp module) {
    auto [op, tensor] = triton::gpu::findTensor(module, [](RankedTensorType tensor) {
      return isa_and_nonnull<triton::gpu::DistributedEncodingTrait>(tensor.getEncoding()) &&
             lowering::getNumRegisters(tensor) > kMaxElementsPerThread;
    });
    if (!op)
      return success();
    return op->emitOpError() << "has a " << tensor << " of which each thread holds "
                             << lowering::getNumRegisters(tensor) << " elements; more than "
                             << kMaxElementsPerThread << " are not lowered";
  }

  /// `@global_smem`: the CTA's dynamic shared memory, 16-byte aligned.
  static void declareSharedMemory(ModuleOp module) {
    if (module.lookupSymbol(lowering::kSharedMemoryGlobal))
      return;
    OpBuilder b(module.getBodyRegion());
    auto type = LLVM::LLVMArrayType::get(b.getI8Type(), 0);
    LLVM::GlobalOp::create(b, module.getLoc(), type, /*isConstant=*/false,
                           LLVM::Linkage::External, lowering::kSharedMemoryGlobal, Attribute(),
                           /*alignment=*/16, /*addrSpace=*/3);
  }
};

} // namespace
