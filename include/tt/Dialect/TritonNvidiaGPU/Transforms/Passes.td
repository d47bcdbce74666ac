//===- Passes.td - `ttng` transformations ------------------*- tablegen -*-===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonGPUPlanCTAPass : Pass<"triton-nvidia-gpu-plan-cta", "::mlir::ModuleOp"> {
  let summary = "plan CTA";
  let description = [{
    Chooses how the tensors of each function split over the CTAs of a
    cluster (`ttg.num-ctas` > 1), as Triton 3.6 does. A tt.dot splits its
    M x N accumulator (M in chunks of at most 128 rows while N chunks keep
    at least 64 columns; operands follow, each the same in every CTA along
    K); a tt.reduce keeps its reduced dimension in one CTA and splits the
    others; a function with neither keeps its first store's tiling for all
    its stores. The new layouts then spread to producers (loads, element-
    wise ops, constants, splat, make_range, broadcast, expand_dims, loops
    and ifs) and consumers, duplicating a producer whose users want
    different layouts; where they meet an op that keeps its layout, a
    ttg.convert_layout is inserted. A module of one CTA is left unchanged.
    What Triton's pass cannot plan (more than one dot in a function, a
    non-blocked accumulator, a sliced tensor to re-tile such as a stored
    reduction, a tensor function argument) is an error.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

def TritonGPUFenceInsertion
    : Pass<"triton-nvidia-gpu-fence-insertion", "::mlir::ModuleOp"> {
  let summary = "fence register-to-shared writes before the tensor cores read them";
  let description = [{
    On sm_90 and later, wgmma reads shared memory through the async proxy,
    which does not see ordinary (generic-proxy) stores unless a
    `fence.proxy.async` orders them. Before each dot whose shared operand
    was written from registers (a `ttg.local_alloc` with a value, or a
    `ttg.local_store` into its buffer, followed through views, loop-carried
    values and warp_specialize captures), a `ttng.fence_async_shared` is
    placed; it is hoisted out of the loops that do not contain those
    writes, and dropped when the op before it is the same fence.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t", /*default*/"90",
           "device compute capability">
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

def TritonNvidiaGPUOptimizeDescriptorEncoding
    : Pass<"triton-nvidia-optimize-descriptor-encoding", "::mlir::ModuleOp"> {
  let summary = "give tensor descriptors the shared layout their TMA messages use";
  let description = [{
    Every `!tt.tensordesc` block type gets a shared encoding: the
    non-transposed nvmma_shared layout its loads are stored in (so the TMA
    copy fills the buffer the dot reads), else the default nvmma_shared
    layout of the block shape its uses touch. Descriptors tied through
    loops and ifs share one layout; those seen from outside the function
    (call operands and results, non-kernel arguments, reinterpreted
    pointers) and those whose uses disagree keep the default.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonNvidiaGPUTMALowering
    : Pass<"triton-nvidia-tma-lowering", "::mlir::ModuleOp"> {
  let summary = "lower descriptor loads, stores and creation to TMA ops";
  let description = [{
    `tt.descriptor_load` (and gather) becomes a TMA copy into a fresh shared
    buffer of the descriptor's encoding, completed on an mbarrier that
    expects the block's bytes, waited for at phase 0, then read back with
    local_load. `tt.descriptor_store` (reduce, scatter) stores the source
    into a shared buffer, fences it for the async proxy, issues the TMA
    store and waits for it to finish reading. `tt.make_tensor_descriptor`
    writes a descriptor into 128 bytes of global scratch with
    tensormap_create, fences it for the tensormap proxy and reinterprets the
    pointer. Descriptors must have their encodings
    (triton-nvidia-optimize-descriptor-encoding); ops whose descriptor
    has none, or whose block TMA cannot move, are reported.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "::mlir::arith::ArithDialect"];
}

def NVGPUWarpSpecialization : Pass<"nvgpu-warp-specialization", "::mlir::ModuleOp"> {
  let summary = "Hopper warp specialization of loops that ask for it";
  let description = [{
    A loop with `tt.warp_specialize` (`tl.range(..., warp_specialize=True)`)
    in a kernel of 4 warps becomes a `ttg.warp_specialize`: the default
    warps are a producer that TMA-copies the loop's descriptor loads (those
    only feeding wgmma operands through shared memory, from descriptors made
    in the kernel) into `num-stages` slots per tile, each slot with a
    "full" and, per consumer, an "empty" mbarrier; each partition is a
    consumer warp group (232 registers asked) that waits for full slots,
    runs the dots on them in place, releases the slots and runs the rest of
    the loop and what follows it. Two consumers split the rows of the
    accumulators when every dot's M is a multiple of 128 and the
    accumulators are only used by elementwise ops, layout conversions and
    descriptor stores (each consumer loads and stores its halves); one
    consumer computes everything otherwise. The specialized loops get
    `tt.num_stages = 0`. A kernel with other warps, else blocks, or a loop
    without such loads is left unchanged.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"0",
           "slots per loaded tile (at least 1)">,
    Option<"dumpIntermediateSteps", "dump-intermediate-steps", "bool", /*default*/"false",
           "say on stderr which functions were specialized, and how">,
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
                           "::mlir::gpu::GPUDialect"];
}

def TritonGPUProxyFenceInsertion : Pass<"triton-nvidia-gpu-proxy-fence-insertion", "::mlir::ModuleOp"> {
  let summary = "Fence shared memory between generic-proxy accesses and TMA writes into it";
  let description = [{
    Runs after shared-memory allocation, as in Triton 3.6's make_llir, on
    compute capability 9.0 and up. Walking each function's control flow, it
    tracks the byte intervals that ordinary (generic-proxy) loads, stores
    and scratch buffers touched since the last `ttng.fence_async_shared`;
    a TMA copy into shared memory (async proxy) whose destination overlaps
    one of them gets a `ttng.fence_async_shared` before it. Accesses by
    other async-proxy ops (wgmma, TMA) and mbarrier ops do not count. The
    fences before async-proxy reads (wgmma operands, TMA stores) are
    triton-nvidia-gpu-fence-insertion's, placed earlier on the structured
    IR.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t", /*default*/"90",
           "device compute capability">,
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

#endif // TT_DIALECT_TRITONNVIDIAGPU_TRANSFORMS_PASSES_TD
