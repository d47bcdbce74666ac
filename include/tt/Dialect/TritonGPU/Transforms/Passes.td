//===- Passes.td - `ttg` transformations -------------------*- tablegen -*-===//

#ifndef TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonGPURemoveLayoutConversions
    : Pass<"tritongpu-remove-layout-conversions", "::mlir::ModuleOp"> {
  let summary = "propagate layouts from loads and dots and remove the conversions that vanish";
  let description = [{
    Layouts chosen for memory accesses and dots (the anchors) flow forward to
    the values computed from them: elementwise ops, reductions (as slices),
    expand_dims, and loop-carried values of scf.for. Conversions that remain
    are then removed where their source can be recomputed directly in the
    target layout from cheap ops (constants, ranges, splats, elementwise
    arithmetic, address computations). What stays is a conversion that really
    moves data.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUCoalesce : Pass<"tritongpu-coalesce", "::mlir::ModuleOp"> {
  let summary = "give global memory accesses layouts that vectorize and coalesce";
  let description = [{
    For each load, store, atomic and asynchronous copy through a tensor of
    pointers, AxisInfo says which dimension the addresses are contiguous
    along and how many consecutive, aligned elements one access may cover
    (at most 128 bits). The op gets a blocked layout with that many elements
    per thread along that dimension, threads of a warp side by side after
    them; conversions to and from the old layout surround it (later passes
    remove them). Accesses of the same shape and order connected by data
    flow agree on the widest vector any of them allows.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUOptimizeThreadLocality
    : Pass<"tritongpu-optimize-thread-locality", "::mlir::ModuleOp"> {
  let summary = "reduce within each thread before reducing across threads";
  let description = [{
    A reduction along the innermost dimension of a loaded tensor, accumulated
    across the iterations of an scf.for into a constant-initialised carried
    value, is split in two: inside the loop each thread reduces only the
    elements it holds (the tensor is viewed with one more dimension, the
    thread's elements along the reduced axis, and reduced along it), adding
    into a carried accumulator of that wider shape; after the loop one
    reduction across threads finishes the job and the original initial value
    is combined in. Reshapes that may reorder elements and feed reductions
    get a layout that keeps the reduced dimension within a thread.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUReduceDataDuplication
    : Pass<"tritongpu-reduce-data-duplication", "::mlir::ModuleOp"> {
  let summary = "route conversions to dot operands through shared memory explicitly";
  let description = [{
    A convert_layout from a distributed layout to a dot_op layout that has to
    move data between warps becomes a local_alloc of the source into a
    swizzled shared buffer chosen for that dot operand, followed by a
    local_load in the dot_op layout, so that each element is written to
    shared memory once instead of once per thread that needs it.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUPrefetch : Pass<"tritongpu-prefetch", "::mlir::ModuleOp"> {
  let summary = "load the first K slice of mma v2 operands one iteration ahead";
  let description = [{
    In a loop whose single dot is an mma v2 one with both operands loaded
    from buffers the loop carries, the dot is split along K into slices of
    8 * kWidth (256 bits when kWidth is 0). The first slice of each operand
    is loaded before the loop and, for the next iteration, before the yield,
    and carried; the other slices are loaded right before the dot that uses
    them. Loops with other dots, or operands made otherwise, are left alone.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect", "::mlir::scf::SCFDialect"];
}

def TritonGPUReorderInstructions
    : Pass<"tritongpu-reorder-instructions", "::mlir::ModuleOp"> {
  let summary = "move shared-memory ops and conversions next to their producers or users";
  let description = [{
    Conversions sink below the shared-memory deallocations that precede their
    first use; local_loads and conversions to dot operands whose only user is
    in another loop move next to that user; local_allocs of a value and
    transposes move right after the op that defines their source; and the
    local_load of a dot's B operand moves after the one of its A operand.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUCombineTensorSelectAndIf
    : Pass<"tritongpu-combine-tensor-select-and-if", "::mlir::ModuleOp"> {
  let summary = "fold an arith.select into an scf.if on the same condition";
  let description = [{
    When an arith.select and an scf.if in the same block test the same
    condition, the select comes before the if and the if comes before every
    user of the select, the if gains one result: its then branch yields the
    select's true value, its else branch (created if missing) the false
    value, and the select's uses take that result.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def TritonGPUFuseNestedLoops
    : Pass<"tritongpu-fuse-nested-loops", "::mlir::ModuleOp"> {
  let summary = "fuse nested loops for pipelining";
  let description = [{
    Triton fuses a loop nest into one loop (over the product of the trip
    counts, the code around the inner loop under scf.ifs) when the outer
    scf.for is marked `tt.flatten` and directly holds exactly one other
    scf.for, or is marked `ttg.always-fuse`. All other nests are left alone,
    as by Triton. Where Triton 3.6's fusion computes wrong values (inner
    loops that run zero times, negative trip counts) this one does not.
  }];
  let dependentDialects = ["::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect",
                           "::mlir::ub::UBDialect"];
}

def TritonGPUGlobalScratchAllocation
    : Pass<"tritongpu-global-scratch-memory-allocation", "::mlir::ModuleOp"> {
  let summary = "give every global-scratch buffer its offset in the program's slice";
  let description = [{
    Each program of a kernel owns a slice of the kernel's global-scratch
    parameter. Every tt.func lays out the ttg.global_scratch_alloc ops and
    the tt.calls it contains one after the other in post-order (a call takes
    the callee's whole slice, callees first), each at the next multiple of
    its alignment, and records the offset as
    `ttg.global_scratch_memory_offset` on the op. The function gets
    `ttg.global_scratch_memory_size` (the end, rounded up to the largest
    alignment) and `ttg.global_scratch_memory_alignment`; the kernel's pair
    is copied to the module, where the lowering and the launcher read it.
    Buffers do not share space even when their lifetimes do not overlap, as
    in Triton 3.6.
  }];
}

def TritonGPUAccelerateMatmul
    : Pass<"tritongpu-accelerate-matmul", "::mlir::ModuleOp"> {
  let summary = "put tt.dot on the tensor cores: mma v3 (wgmma) or v2 (mma.sync)";
  let description = [{
    For each tt.dot with a blocked (FMA) result, picks the best tensor-core
    instruction the target (`ttg.target`) and the dot allow, as Triton 3.6
    does: on sm_90 wgmma (mma v3) when the dot is 2-D, M is a multiple of 64,
    N of 16, K at least 256 / bitwidth, the warps a multiple of 4, the types
    f16, bf16, tf32, fp8 (with maxNumImpreciseAcc >= 32 for an f32
    accumulator) or i8; otherwise (and on sm_80..sm_89) mma.sync (mma v2)
    for f16, bf16, tf32, i8 and fp8; f32 dots other than tf32 stay FMA.
    The accumulator gets a `#ttg.nvidia_mma` layout (instrShape and
    warpsPerCTA chosen from the shape, the warps and whether the result
    feeds another dot). For v3 the operands that come from loads go to
    shared memory (`ttg.local_alloc` in an nvmma_shared layout whose swizzle
    fits the contiguous dimension; only 16-bit types may be MN-major) and
    the dot becomes `ttng.warp_group_dot`; an A computed in registers stays
    there as a dot operand. For v2 the operands become `#ttg.dot_op`
    tensors with kWidth = 32 / (narrowest bitwidth they were loaded with).
    Converts around the new op keep the rest of the function unchanged.
    Afterwards fp8 operands of mma v2 dots on targets without fp8 mma.sync
    are upcast to f16, and FMA dots get operands of their result type.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

def TritonGPUOptimizeDotOperands
    : Pass<"tritongpu-optimize-dot-operands", "::mlir::ModuleOp"> {
  let summary = "fold transposes of dot operands into shared-memory views";
  let description = [{
    After canonicalizing: a `tt.trans` feeding an mma v2 operand's
    conversion becomes `local_alloc` (in the swizzled layout the transposed
    read needs) + `memdesc_trans` + `local_load`; a `local_alloc` of a
    `tt.trans` (or `tt.reshape`) used only by a wgmma dot becomes an
    allocation of the untransposed tensor and a `memdesc_trans`
    (`memdesc_reshape`) view, since wgmma reads either major order.
  }];
  let options = [
    Option<"hoistLayoutConversion", "hoist-layout-conversion", "bool", /*default*/"true",
           "whether to move conversions to dot operands earlier, across elementwise ops">
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect"];
}

def TritonGPUAssignLatencies : Pass<"tritongpu-assign-latencies", "::mlir::ModuleOp"> {
  let summary = "give the loads that feed dots a latency, ahead of pipelining";
  let description = [{
    For each innermost scf.for whose num-stages (the loop's `tt.num_stages`,
    else the option) is above 1, and that carries no value further than one
    iteration: the loads found walking back from the A and B operands of its
    dots (through ops of the loop body, nested regions included) get
    `tt.latency = (num-stages - 1) / (deepest indirection + 1)`, a load
    feeding another pipelined load's address being one level deeper. A
    load qualifies when it moves at least 32 contiguous bits per thread
    (AxisInfo contiguity and mask alignment) and its local_alloc users agree
    on one shared encoding that takes runs of at least 4 bytes; loads as deep
    as num-stages - 1 are left out. Loops where some op already has a
    `tt.latency` keep the user's latencies.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3", "number of pipeline stages">
  ];
}

def TritonGPUScheduleLoops : Pass<"tritongpu-schedule-loops", "::mlir::ModuleOp"> {
  let summary = "a coarse modulo schedule for loops with latency ops";
  let description = [{
    Each innermost, barrier-free scf.for with ops carrying `tt.latency` gets
    a stage and an ordering cluster for every op of its body
    (`loop.stage`, `loop.cluster`) and `tt.scheduled_max_stage`:
      1. an op's distance is the longest latency sum from it to the yield
         through its users in the loop; the ops reached from a latency op
         get stage = (largest distance) - (distance), one cluster per
         stage, the last stage's first;
      2. the operands defined in the loop join their user's stage and
         cluster (the earliest wins), stage by stage;
      3. a value defined in the loop, carried to the next iteration and used
         by an op of an earlier stage, goes one stage later than that op, in
         a new cluster just before the op's (a load goes with the op);
      4. everything else goes to the last stage, in the first cluster or a
         later one so no op precedes what it uses.
    The latencies are consumed (the `tt.latency` attributes removed).
    scf.if ops are scheduled like other ops (Triton moves those it can to
    the loop's start or end clusters).
  }];
}

def TritonGPUCoalesceAsyncCopy : Pass<"tritongpu-coalesce-async-copy", "::mlir::ModuleOp"> {
  let summary = "clip cp.async sources to the run their shared destination keeps together";
  let description = [{
    Each ttg.async_copy_global_to_local from a blocked layout into a swizzled
    shared layout whose source holds more consecutive elements per thread
    along its contiguous dimension than the destination keeps together gets
    that sizePerThread clipped to the destination's run: its pointers, mask
    and `other` go through convert_layout to the clipped blocked layout
    (lanes and warps placed again), and its `contiguity` becomes the run,
    capped by AxisInfo. A cp.async copies one run, so a wider source would
    split every thread's access and uncoalesce the warp's loads.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect"];
}

def TritonGPUPipeline : Pass<"tritongpu-pipeline", "::mlir::ModuleOp"> {
  let summary = "software pipelining: multi-buffered asynchronous copies, asynchronous wgmma";
  let description = [{
    Loops scheduled by tritongpu-schedule-loops are lowered and expanded:
    each scheduled load whose users are local_allocs of one encoding, in a
    later stage than the load, becomes an async_copy_global_to_local into a
    slot of a multi-buffered allocation (stage distance buffers, one more
    when a warp_group_dot reads it) plus an async_commit_group, and the
    allocs become an async_wait and a view of the slot being read; the loop
    is then expanded into a predicated prologue and a kernel whose early
    stages are predicated off in the last iterations (no peeled epilogue),
    and each async_wait counts the commit groups that may stay in flight.
    Loops whose scheduled loads cannot all be lowered so are left as they
    are. Then, as Triton does for every loop with num-stages >= 1, each
    ttng.warp_group_dot directly in an scf.for becomes asynchronous. A dot
    that cannot stay in flight across iterations (a shared operand written
    in the loop, a result used in the loop other than by the yield, a
    non-f32 accumulator) gets a `ttng.warp_group_dot_wait {pendings = 0}`
    right after it; the others are waited for one iteration later and after
    the loop. Waits thread the values they complete (results and shared
    operands) through themselves.
  }];
  let options = [
    Option<"numStages", "num-stages", "int32_t", /*default*/"3", "number of pipeline stages">,
    Option<"dumpIntermediateSteps", "dump-intermediate-steps", "bool", /*default*/"false",
           "dump the IR after each step of the pipeliner">
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect",
                           "::mlir::triton::nvidia_gpu::TritonNvidiaGPUDialect",
                           "::mlir::scf::SCFDialect", "::mlir::arith::ArithDialect"];
}

def TritonGPUF32DotTC : Pass<"tritongpu-F32DotTC", "::mlir::ModuleOp"> {
  let summary = "emulate f32 dots by several tf32 or bf16 tensor-core dots";
  let description = [{
    A tt.dot of f32 a, b and c whose inputPrecision is tf32x3 (only with
    emu-tf32), bf16x3 or bf16x6 is rewritten as Triton 3.6 does. tf32x3:
    each operand x splits into h = x rounded to tf32 (inline
    `cvt.rna.tf32.f32`) and x - h; the result is
    dot(aH, bH, nanToZero(dot(aH, bL, dot(aL, bH, 0)))) + c, the dots in
    tf32. bf16x3/bf16x6: each operand splits into 2/3 bf16 parts (each the
    bf16 truncation of what the earlier parts leave), the small cross
    products (bf16x6: mid*mid, low*high, high*low, then mid*high, high*mid;
    bf16x3: the last two) are accumulated from zero in ieee bf16 dots, NaNs
    of that sum become zero, high*high is added, then c. Other dots are left
    alone.
  }];
  let options = [
    Option<"emuTF32", "emu-tf32", "bool", /*default=*/"false",
           "whether to handle InputPrecision TF32xN for Nvidia GPUs">
  ];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect", "::mlir::arith::ArithDialect"];
}

def TritonGPUOptimizeAccumulatorInit
    : Pass<"tritongpu-optimize-accumulator-init", "::mlir::ModuleOp"> {
  let summary = "replace an MMA accumulator's zero-initialisation with its use-accumulator flag";
  let description = [{
    For ttng.warp_group_dot (useC; not when it needs a partial accumulator:
    fp8 inputs, f32 accumulator, maxNumImpreciseAcc <= K) and
    ttng.tc_gen5_mma[_scaled] (useD; accumulator a tmem_alloc read by a
    tmem_load in the same loop body) directly inside an scf.for: a zero
    constant accumulator becomes a false flag; an accumulator carried from a
    zero initial value, or zeroed on some iterations by an arith.select or an
    scf.if with a zero on one side, gets a loop-carried i1 flag instead, the
    select/if keeping the other value, and the MMA's flag false exactly when
    the accumulator would have been zero. MMAs whose flag is already
    something other than constant true are left alone. Afterwards a
    tmem_alloc's initial value is dropped when only an MMA with a false flag
    (and a tmem_load after it) use the buffer. As in Triton 3.6.
  }];
  let dependentDialects = ["::mlir::triton::gpu::TritonGPUDialect", "::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

#endif // TT_DIALECT_TRITONGPU_TRANSFORMS_PASSES_TD
