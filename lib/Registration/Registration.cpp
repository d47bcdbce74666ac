//===- Registration.cpp - what every tt-toolkit tool registers -------------===//

#include "tt/Registration/Registration.h"

#include "tt/Conversion/NVGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonToTritonGPU/Passes.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Target/LLVMIR/Passes.h"

#include "tt/Pipelines/Pipelines.h"

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
  mlir::triton::registerNVGPUToLLVMPasses();
  mlir::triton::gpu::registerTritonGPUPasses();
  mlir::triton::nvidia_gpu::registerTritonNvidiaGPUPasses();
  tt::registerTTLLVMIRPasses();
}
