//===- Passes.td - NVGPU to LLVM conversion ----------------*- tablegen -*-===//
//
// The pass Triton 3.6 runs right after convert-triton-gpu-to-llvm, under
// its flag name.
//
//===----------------------------------------------------------------------===//

#ifndef TT_CONVERSION_NVGPUTOLLVM_PASSES
#define TT_CONVERSION_NVGPUTOLLVM_PASSES

include "mlir/Pass/PassBase.td"

def ConvertNVGPUToLLVM : Pass<"convert-nv-gpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower the nvg dialect (and ttg.warp_id) to inline PTX and NVVM ops";
  let description = [{
    Rewrites each op of the `nvg` dialect as Triton 3.6's NVGPU lowering
    does, with the same PTX text and constraints:

    - `nvg.wgmma`: one `wgmma.mma_async` inline asm whose outputs are the
      accumulator registers, tied to C when it is given;
    - `nvg.wgmma_wait_group`: `wgmma.wait_group` as an inline asm that
      passes every field of its operand through, tied;
    - `nvg.ld_acquire`: `ld.global.<scope>.<sem>.b<N>`, predicated by the
      mask;
    - `nvg.cluster_id`: `nvvm.read.ptx.sreg.cluster.ctarank`;
    - `nvg.warp_id` and `ttg.warp_id`: `%tid.x / 32` (counted from the
      partition's first thread inside a warp_specialize), made warp-uniform
      with a `shfl.sync.idx` from lane 0; 0 where one warp runs the code;
    - `nvg.tensor_memory_base`: the kernel allocates the module's
      `ttg.tensor_memory_size` columns of tensor memory at its entry
      (`tcgen05.alloc` by the first warp, the address passed through shared
      memory) and frees them before each return; every base op becomes
      that address. Partitions of `ttg.warp_specialize` that use it get it
      as an explicit capture.

    convert-triton-gpu-to-llvm of this project emits LLVM directly, so after
    it there is nothing left to do; the pass matters on IR that holds nvg
    ops. An op that cannot be lowered (an unsupported wgmma, warp ids before
    warp groups are allocated, tensor memory outside a kernel) is a located
    error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::triton::nvgpu::NVGPUDialect"];
}

#endif // TT_CONVERSION_NVGPUTOLLVM_PASSES
