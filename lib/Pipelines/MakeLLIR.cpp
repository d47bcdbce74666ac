//===- MakeLLIR.cpp - the make-llir pipeline -------------------------------===//
//
// Triton 3.6, NVIDIA backend, make_llir, from the TTGIR to the LLVM-dialect
// module that is translated to LLVM IR, with the passes tt-toolkit does not
// need or have left out and named in brackets:
//
//   tritongpu-combine-tensor-select-and-if,
//   tritongpu-allocate-warp-groups, convert-scf-to-cf, [gluon-inline],
//   allocate-shared-memory-nv, [triton-tensor-memory-allocation,
//   triton-nvidia-check-matmul-two-cta],
//   tritongpu-global-scratch-memory-allocation, triton-nvidia-gpu-proxy-fence-insertion,
//   convert-triton-gpu-to-llvm, canonicalize, cse,
//   convert-nv-gpu-to-llvm, convert-warp-specialize-to-llvm,
//   reconcile-unrealized-casts, canonicalize, cse, symbol-dce,
//   convert-nvvm-to-llvm, [enable-line-info].
//
// The bracketed passes change nothing on kernels without tensor memory
// (our lowering emits NVVM and LLVM ops, and Triton's nvg ops for wgmma,
// its waits and acquire loads, which convert-nv-gpu-to-llvm lowers); line info
// (`enable-line-info`, tt::addLineInfoScopes) is attached by the translation
// to LLVM IR, where tt-translate's --line-info can turn it off, or by tt-opt.
//
//===----------------------------------------------------------------------===//

#include "tt/Pipelines/Pipelines.h"

#include "tt/Conversion/NVGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

LogicalResult tt::buildMakeLLIRPipeline(OpPassManager &pm, const MakeLLIROptions &options,
                                        function_ref<LogicalResult(const Twine &)> onError) {
  StringRef target = options.target;
  int capability = 0;
  if (!target.consume_front("cuda:") || target.getAsInteger(10, capability))
    return onError("make-llir: target '" + options.target +
                   "' is not of the form cuda:<compute capability>, e.g. cuda:90");
  pm.addPass(triton::gpu::createTritonGPUCombineTensorSelectAndIf());
  pm.addPass(triton::createTritonGPUAllocateWarpGroups());
  pm.addPass(createSCFToControlFlowPass());
  triton::AllocateSharedMemoryNvOptions allocate;
  allocate.computeCapability = capability;
  allocate.ptxVersion = options.ptxVersion;
  pm.addPass(triton::createAllocateSharedMemoryNv(allocate));
  pm.addPass(triton::gpu::createTritonGPUGlobalScratchAllocation());
  pm.addPass(triton::nvidia_gpu::createTritonGPUProxyFenceInsertion({capability}));
  triton::ConvertTritonGPUToLLVMOptions convert;
  convert.computeCapability = capability;
  convert.ptxVersion = options.ptxVersion;
  if (options.checkSharedBounds.hasValue())
    convert.checkSharedBounds = options.checkSharedBounds;
  pm.addPass(triton::createConvertTritonGPUToLLVM(convert));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(triton::createConvertNVGPUToLLVM());
  pm.addPass(triton::createConvertWarpSpecializeToLLVM());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createConvertNVVMToLLVMPass());
  return success();
}
