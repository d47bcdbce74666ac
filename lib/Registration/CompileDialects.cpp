//===- CompileDialects.cpp - the dialects a compile needs, no more ---------===//

#include "tt/Registration/Registration.h"

#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Target/LLVMIRTranslation.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/Transforms/InlinerInterfaceImpl.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVMIR/LLVMTranslationInterface.h"

namespace {
/// Triton's argument attributes (`tt.divisibility`) stay on the LLVM-dialect
/// kernel but mean nothing in LLVM IR. With the `tt` dialect loaded, the
/// translation would warn about each unless `tt` says it has nothing to add,
/// which this interface does (tt-translate --mlir-to-llvmir, without `tt`,
/// drops them silently too).
struct TritonAttributeTranslation : mlir::LLVMTranslationDialectInterface {
  using LLVMTranslationDialectInterface::LLVMTranslationDialectInterface;
};
} // namespace

void tt::registerCompileDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::triton::TritonDialect, mlir::triton::gpu::TritonGPUDialect,
                  mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect,
                  mlir::triton::nvgpu::NVGPUDialect, mlir::gpu::GPUDialect>();
  registerLLVMIRTranslationDialects(registry);
  mlir::LLVM::registerInlinerInterface(registry);
  registry.addExtension(+[](mlir::MLIRContext *, mlir::triton::TritonDialect *dialect) {
    dialect->addInterfaces<TritonAttributeTranslation>();
  });
}
