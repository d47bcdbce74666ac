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

    With `check-shared-bounds` (the default in builds with assertions),
    every shared-memory access the lowering emits is checked against the
    buffer it belongs to (SharedBoundsCheck.h): an address that is a
    constant offset from its buffer is checked here, a located error when
    out of range; any other is checked when the kernel runs, and one out
    of range stops the kernel through `__assertfail`, naming the op's
    source line and the buffer.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t", /*default*/"80",
           "device compute capability">,
    Option<"ptxVersion", "ptx-version", "int32_t", /*default*/"80", "PTX version">,
    Option<"checkSharedBounds", "check-shared-bounds", "bool",
           /*default*/"::mlir::triton::kCheckSharedBoundsByDefault",
           "check every shared-memory access against its buffer (at compile time where the "
           "address is constant, else when the kernel runs); default on in builds with "
           "assertions">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
                           "::mlir::triton::nvgpu::NVGPUDialect"];
}

def TritonGPUAllocateWarpGroups : Pass<"tritongpu-allocate-warp-groups", "mlir::ModuleOp"> {
  let summary = "Give each warp_specialize partition its warps and registers";
  let description = [{
    The first step of Triton 3.6's make_llir. Every `ttg.warp_specialize`
    gets as many extra warps as the largest one, in whole warp groups: the
    missing warps become empty partitions (powers of two, 16 registers
    asked). Each partition gets its first warp (`warpGroupStartIds`, the
    largest partitions first, after the kernel's own warps); the module
    gets `ttg.total-num-warps`, the warps the kernel is launched with.

    Where the partitions ask for registers (`requestedRegisters`, every
    partition in whole warp groups), each warp group gets its largest
    request rounded up to 8, the default warps what is left of the 64K
    registers (`actualRegisters`, default first), and the module
    `ttg.maxnreg`, the registers every thread starts with; a user's
    `ttg.maxnreg` is kept as that start. Without room for 24 registers on
    the default warps, or with 256 threads or fewer (each may have PTX's
    255 registers), nothing is reassigned.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def ConvertWarpSpecializeToLLVM : Pass<"convert-warp-specialize-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower ttg.warp_specialize, after the rest of the kernel is LLVM";
  let description = [{
    Runs after `convert-triton-gpu-to-llvm`, which lowers the ops inside
    the regions of a `ttg.warp_specialize` (with thread ids and warp counts
    relative to each partition) and leaves the op itself. Here each kernel
    becomes Triton 3.6's state machine:

    - warps below the kernel's num-warps run the function; the others enter
      a loop that waits on barrier 1 (`barrier.cta.sync.all`), reads the
      byte the default warps wrote for it in shared memory (the function's
      scratch buffer) and branches to its partition, to an idle round, or
      out of the kernel;
    - at each `ttg.warp_specialize` the default warps write those bytes and
      the explicit captures (the op's scratch buffer, packed), release the
      workers (barrier 1), wait until they have read the captures (barrier
      1 again) and run the default region; each partition ends, and the
      default region joins, at barrier 1; `tt.return` tells every worker to
      leave;
    - `bar.sync 0` inside the default region syncs only the default warps,
      inside partition i it becomes named barrier i + 2 over the
      partition's threads (`bar.warp.sync` for a one-warp partition);
    - with `actualRegisters`, `setmaxnreg` moves registers from the workers
      to the default warps, and to each partition while it runs.

    Captures computed from kernel arguments by at most 16 pure ops are
    recomputed inside each partition instead of passed.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect"];
}

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES
