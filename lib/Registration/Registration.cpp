//===- Registration.cpp - what every tt-toolkit tool registers -------------===//

#include "Registration/Registration.h"

#include "Conversion/TritonGPUToLLVM/Passes.h"
#include "Conversion/TritonToTritonGPU/Passes.h"
#include "Dialect/NVGPU/IR/Dialect.h"
#include "Dialect/Triton/IR/Dialect.h"
#include "Dialect/Triton/Transforms/Passes.h"
#include "Dialect/TritonGPU/IR/Dialect.h"
#include "Dialect/TritonGPU/Transforms/Passes.h"
#include "Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "Dialect/TritonNvidiaGPU/Transforms/Passes.h"

#include "Pipelines/Pipelines.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

void tt::registerAllDialects(mlir::DialectRegistry &registry) {
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  registry.insert<mlir::triton::TritonDialect>();
  registry.insert<mlir::triton::gpu::TritonGPUDialect>();
  registry.insert<mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect>();
  registry.insert<mlir::triton::nvgpu::NVGPUDialect>();
}

void tt::registerAllPasses() {
  mlir::registerAllPasses();
  mlir::triton::registerTritonToTritonGPUPasses();
  mlir::triton::registerTritonTransformsPasses();
  tt::registerPipelines();
  mlir::triton::registerTritonGPUToLLVMPasses();
  mlir::triton::gpu::registerTritonGPUPasses();
  mlir::triton::nvidia_gpu::registerTritonNvidiaGPUPasses();
}
