//===- TritonNvidiaGPUDialect.td - the `ttng` dialect ------*- tablegen -*-===//
//
// NVIDIA-specific TTGIR: Hopper's warp-group MMA (wgmma), TMA copies through
// tensor descriptors, mbarriers and async-proxy fences, and Blackwell's
// tensor memory (TMEM) with its fifth-generation tensor-core MMA (tcgen05).
// Builds on `tt` (descriptors, pointers, enums) and `ttg` (encodings,
// memory descriptors, async tokens).
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUDIALECT_TD
#define TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUDIALECT_TD

include "mlir/IR/OpBase.td"

def TritonNvidiaGPU_Dialect : Dialect {
  let name = "ttng";
  let cppNamespace = "::mlir::triton::nvidia_gpu";
  let summary = "NVIDIA Hopper and Blackwell extensions of TTGIR";
  let description = [{
    Ops that only NVIDIA targets have: `warp_group_dot` (wgmma), TMA loads,
    stores, gathers and reductions, mbarrier management, fences, cluster
    barriers, and the tensor-memory ops of sm_100. Printed as Triton 3.6
    prints them.
  }];
  let dependentDialects = [
    "::mlir::triton::TritonDialect",
    "::mlir::triton::gpu::TritonGPUDialect"
  ];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    void registerAttributes();

    /// Module attribute: whether matmuls run across pairs of CTAs.
    static constexpr ::llvm::StringLiteral getTwoCTAsAttrName() { return "ttng.two-ctas"; }
  }];
}

#endif // TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUDIALECT_TD
