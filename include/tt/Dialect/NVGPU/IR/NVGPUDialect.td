//===- NVGPUDialect.td - the `nvg` dialect -----------------*- tablegen -*-===//
//
// The NVIDIA instructions that Triton's lowering to LLVM keeps as ops for a
// while (until `convert-nv-gpu-to-llvm` turns them into inline PTX): wgmma
// and its fences, cluster and warp ids, fences and cluster barriers. Their
// operands and results are LLVM-dialect values.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_NVGPU_IR_NVGPUDIALECT_TD
#define TT_DIALECT_NVGPU_IR_NVGPUDIALECT_TD

include "mlir/IR/OpBase.td"

def NVGPU_Dialect : Dialect {
  let name = "nvg";
  let cppNamespace = "::mlir::triton::nvgpu";
  let summary = "NVIDIA instructions between TTGIR and inline PTX";
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // TT_DIALECT_NVGPU_IR_NVGPUDIALECT_TD
