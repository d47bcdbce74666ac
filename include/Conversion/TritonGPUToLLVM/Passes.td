//===- Passes.td - TTGIR to LLVM conversion passes ---------*- tablegen -*-===//
//
// The passes Triton runs at the start of its LLVM stage, under Triton 3.6's
// flag names and options.
//
//===----------------------------------------------------------------------===//

#ifndef TT_CONVERSION_TRITONGPUTOLLVM_PASSES
#define TT_CONVERSION_TRITONGPUTOLLVM_PASSES

include "mlir/Pass/PassBase.td"

def AllocateSharedMemory : Pass<"allocate-shared-memory", "mlir::ModuleOp"> {
  let summary = "Place every shared-memory buffer and record the offsets";
  let description = [{
    Runs the shared-memory allocation analysis over the module and writes
    its result into the IR, for the LLVM lowering to read:

    - `allocation.offset = N : i32` on every `ttg.local_alloc` (its buffer's
      byte offset in the CTA's dynamic shared memory) and on every op that
      needs scratch memory while it is lowered (layout conversions through
      shared memory, reductions and scans across warps, histograms,
      gathers, atomics whose result is broadcast, TMA descriptor creation,
      `ttg.warp_specialize` captures, calls); an op that already carries
      the attribute keeps it;
    - `ttg.shared = N : i32` on the module: the bytes of shared memory the
      kernel needs (the largest frame among functions nobody calls).
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def AllocateSharedMemoryNv : Pass<"allocate-shared-memory-nv", "mlir::ModuleOp"> {
  let summary = "allocate-shared-memory with NVIDIA's scratch sizes";
  let description = [{
    The same as `allocate-shared-memory`, for NVIDIA targets (what Triton's
    CUDA backend runs). Layout conversions are sized for the swizzled
    `ld.shared`/`st.shared` staging tile of the generic lowering.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t", /*default*/"80",
           "device compute capability">,
    Option<"ptxVersion", "ptx-version", "int32_t", /*default*/"80", "PTX version">,
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def ConvertTritonGPUToLLVM : Pass<"convert-triton-gpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower TTGIR (after shared-memory allocation) to the LLVM and NVVM dialects";
  let description = [{
    Turns every `tt`/`ttg` op, and the `arith`, `math` and `cf` ops on
    scalars and tensors, into LLVM-dialect and NVVM-dialect ops. A tensor
    with a distributed encoding becomes an `!llvm.struct` holding one field
    per register of the encoding's linear layout (a thread's share of the
    tensor); every op works on those fields.

    Runs after `allocate-shared-memory-nv` (it reads `allocation.offset` and
    `ttg.shared`) and after `convert-scf-to-cf`. Barriers between
    shared-memory accesses are inserted first (the Membar analysis), and
    loads and stores are vectorized as far as AxisInfo allows.

    Kernels (public `tt.func`) follow Triton 3.6's ABI: the arguments in
    order, then two `!llvm.ptr<1>` parameters (global and profile scratch),
    `nvvm.kernel`, `nvvm.reqntid` = num-warps * 32 threads, and the dynamic
    shared memory as `@global_smem`.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t", /*default*/"80",
           "device compute capability">,
    Option<"ptxVersion", "ptx-version", "int32_t", /*default*/"80", "PTX version">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES
