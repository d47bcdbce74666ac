//===- TritonNvidiaGPUOps.td - `ttng` operations -----------*- tablegen -*-===//
//
// Enums stored as i32 attributes (`inputPrecision`, `cacheModifier`, ...)
// are the `tt` ones; inside attr-dict they print as `N : i32`, as Triton
// prints them. Tokens and barrier lists use two custom directives
// (implemented in Ops.cpp):
//   custom<Token>            `[%dep]` after a TMEM operand, `[]` for a token
//                            result without a dependency, nothing otherwise;
//   custom<BarriersAndPreds> `, %bar[%pred]` for each barrier an async MMA
//                            arrives on.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUOPS_TD
#define TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUDialect.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUAttrDefs.td"

// The pieces of `tt` and `ttg` these ops use, restated here so that this
// file includes no other dialect's ops (ODS would generate them again).
def TTNG_GlobalMemory : Resource<"::mlir::triton::GlobalMemory">;
def TTNG_SharedMemory : Resource<"::mlir::triton::gpu::SharedMemory">;
def TTNG_TensorMemory : Resource<"::mlir::triton::nvidia_gpu::TensorMemory">;
def TTNG_MemDesc : Type<CPred<"::mlir::isa<::mlir::triton::gpu::MemDescType>($_self)">,
                        "memory descriptor", "::mlir::triton::gpu::MemDescType">;

// Tensor encodings are checked against the module's warps, lanes and CTAs by
// the ttg module-attribute verifier, for every op at once.
class TTNG_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonNvidiaGPU_Dialect, mnemonic, traits>;

def TTNG_TensorOrMemDesc : AnyTypeOf<[TT_FpIntTensor, TTNG_MemDesc],
                                     "tensor or memory descriptor">;

//===----------------------------------------------------------------------===//
// Hopper warp-group MMA
//===----------------------------------------------------------------------===//

def TTNG_WarpGroupDotOp : TTNG_Op<"warp_group_dot", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    AllTypesMatch<["c", "d"]>]> {
  let summary = "d = a * b + c on a warp group's tensor cores (wgmma)";
  let description = [{
    `a` (M x K) comes from shared memory or from registers (a `#ttg.dot_op`
    tensor whose parent is the accumulator's encoding); `b` (K x N) always
    from shared memory. `c` and `d` are `#ttg.nvidia_mma` version 3
    accumulators. With `isAsync` the op only issues the MMA and
    `warp_group_dot_wait` completes it. The optional `useC` (i1) chooses
    at run time whether `c` is added.

    ```mlir
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true}
        : !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
          * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
    ```
  }];
  let arguments = (ins
    TTNG_TensorOrMemDesc:$a,
    TTNG_MemDesc:$b,
    TT_FpIntTensor:$c,
    Optional<I1>:$useC,
    DefaultValuedAttr<TT_InputPrecisionAttr, "::mlir::triton::InputPrecision::IEEE">:$inputPrecision,
    DefaultValuedAttr<I32Attr, "0">:$maxNumImpreciseAcc,
    DefaultValuedAttr<BoolAttr, "false">:$isAsync);
  let results = (outs TT_FpIntTensor:$d);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`,` $useC^)? attr-dict
    `:` type($a) `*` qualified(type($b)) `->` type($d)
  }];
  let hasVerifier = 1;
}

def TTNG_WarpGroupDotWaitOp : TTNG_Op<"warp_group_dot_wait", [
    DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "wait until at most `pendings` async warp_group_dots are in flight";
  let description = [{
    The operands are the values the completed dots produce or read (their
    accumulators and their shared-memory operands); each result is its
    operand, now safe to use.
  }];
  let arguments = (ins Variadic<TTNG_TensorOrMemDesc>:$inputs, I32Attr:$pendings);
  let results = (outs Variadic<TTNG_TensorOrMemDesc>:$outputs);
  let assemblyFormat = "$inputs attr-dict `:` type($inputs)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Fences and cluster barriers
//===----------------------------------------------------------------------===//

def TTNG_FenceAsyncSharedOp : TTNG_Op<"fence_async_shared"> {
  let summary = "order generic-proxy shared-memory accesses before async-proxy ones";
  let description = [{
    `fence.proxy.async`: writes to shared memory made by ordinary stores
    become visible to wgmma and TMA. `bCluster` widens the fence to the
    cluster's shared memory.
  }];
  let arguments = (ins BoolAttr:$bCluster);
  let assemblyFormat = "attr-dict";
}

def TTNG_ClusterArriveOp : TTNG_Op<"cluster_arrive"> {
  let summary = "arrive on the cluster barrier";
  let arguments = (ins I1Attr:$relaxed);
  let assemblyFormat = "attr-dict";
}

def TTNG_ClusterWaitOp : TTNG_Op<"cluster_wait"> {
  let summary = "wait until every CTA of the cluster has arrived";
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

def TTNG_InitBarrierOp : TTNG_Op<"init_barrier"> {
  let summary = "initialize an mbarrier to expect `count` arrivals";
  let arguments = (ins Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$alloc,
                       I32Attr:$count);
  let assemblyFormat = "$alloc `,` $count attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def TTNG_InvalBarrierOp : TTNG_Op<"inval_barrier"> {
  let summary = "invalidate an mbarrier so its memory can be reused";
  let arguments = (ins Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$alloc);
  let assemblyFormat = "$alloc attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def TTNG_BarrierExpectOp : TTNG_Op<"barrier_expect"> {
  let summary = "tell an mbarrier to expect `size` more bytes of async copies";
  let arguments = (ins Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$alloc,
                       I32Attr:$size, I1:$pred);
  let assemblyFormat = "$alloc `,` $size attr-dict `,` $pred `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def TTNG_WaitBarrierOp : TTNG_Op<"wait_barrier", [AttrSizedOperandSegments]> {
  let summary = "wait until the mbarrier's phase `phase` has completed";
  let description = [{
    `deps` name buffers that the work the barrier tracks may still use;
    they are safe to touch once the wait returns.
  }];
  let arguments = (ins
    Arg<TTNG_MemDesc, "the barrier", [MemRead<TTNG_SharedMemory>, MemWrite<TTNG_SharedMemory>]>:$alloc,
    I32:$phase, Optional<I1>:$pred, Variadic<TTNG_MemDesc>:$deps);
  let assemblyFormat = [{
    $alloc `,` $phase (`,` $pred^)? (`deps` $deps^)?
    attr-dict `:` qualified(type($alloc)) (`,` qualified(type($deps))^)?
  }];
  let hasVerifier = 1;
}

def TTNG_ArriveBarrierOp : TTNG_Op<"arrive_barrier"> {
  let summary = "arrive `count` times on an mbarrier";
  let arguments = (ins
    Arg<TTNG_MemDesc, "the barrier", [MemRead<TTNG_SharedMemory>, MemWrite<TTNG_SharedMemory>]>:$alloc,
    I32Attr:$count, Optional<I1>:$pred);
  let assemblyFormat = "$alloc `,` $count (`,` $pred^)? attr-dict `:` qualified(type($alloc))";
  let hasVerifier = 1;
}

def TTNG_AsyncCopyMbarrierArriveOp : TTNG_Op<"async_copy_mbarrier_arrive"> {
  let summary = "arrive on an mbarrier when this thread's cp.async copies complete";
  let description = [{
    With `noIncrement` the arrival counts against the barrier's expected
    arrivals instead of adding one first.
  }];
  let arguments = (ins Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$barrier,
                       UnitAttr:$noIncrement);
  let assemblyFormat = "$barrier attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// TMA
//===----------------------------------------------------------------------===//

def TTNG_AsyncTMACopyGlobalToLocalOp : TTNG_Op<"async_tma_copy_global_to_local"> {
  let summary = "TMA load of the block at `coord` into shared memory";
  let description = [{
    Completion is signalled on `barrier` (which expects the bytes through
    `barrier_expect`). Only issued where `pred` holds.
  }];
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TTNG_GlobalMemory>]>:$desc,
    Variadic<I32>:$coord,
    Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$barrier,
    Arg<TTNG_MemDesc, "the destination", [MemWrite<TTNG_SharedMemory>]>:$result,
    I1:$pred,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict,
    DefaultValuedAttr<BoolAttr, "false">:$isVolatile);
  let assemblyFormat = [{
    $desc `[` $coord `]` $result `,` $barrier `,` $pred
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` qualified(type($desc)) `,` qualified(type($barrier)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMACopyLocalToGlobalOp : TTNG_Op<"async_tma_copy_local_to_global"> {
  let summary = "TMA store of a shared-memory buffer to the block at `coord`";
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TTNG_GlobalMemory>, MemWrite<TTNG_GlobalMemory>]>:$desc,
    Variadic<I32>:$coord,
    Arg<TTNG_MemDesc, "the source", [MemRead<TTNG_SharedMemory>]>:$src,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict);
  let assemblyFormat = [{
    $desc `[` $coord `]` $src oilist(`evictionPolicy` `=` $evict)
    attr-dict `:` qualified(type($desc)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAReduceOp : TTNG_Op<"async_tma_reduce"> {
  let summary = "TMA store that combines with global memory element-wise (relaxed atomics)";
  let arguments = (ins
    TT_DescriptorReduceKindAttr:$kind,
    Arg<TT_TensorDescType, "", [MemRead<TTNG_GlobalMemory>, MemWrite<TTNG_GlobalMemory>]>:$desc,
    Variadic<I32>:$coord,
    Arg<TTNG_MemDesc, "the source", [MemRead<TTNG_SharedMemory>]>:$src);
  let assemblyFormat = [{
    $kind `,` $desc `[` $coord `]` $src attr-dict `:` qualified(type($desc)) `,` qualified(type($src))
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAGatherOp : TTNG_Op<"async_tma_gather"> {
  let summary = "TMA load of the rows `x_offsets` from column `y_offset` on";
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TTNG_GlobalMemory>]>:$desc,
    RankedTensorOf<[I32]>:$x_offsets,
    I32:$y_offset,
    Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$barrier,
    Arg<TTNG_MemDesc, "the destination", [MemWrite<TTNG_SharedMemory>]>:$result,
    I1:$pred);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $result `,` $barrier `,` $pred
    attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def TTNG_AsyncTMAScatterOp : TTNG_Op<"async_tma_scatter"> {
  let summary = "TMA store of a buffer's rows to the rows `x_offsets`, column `y_offset` on";
  let arguments = (ins
    Arg<TT_TensorDescType, "", [MemRead<TTNG_GlobalMemory>, MemWrite<TTNG_GlobalMemory>]>:$desc,
    RankedTensorOf<[I32]>:$x_offsets,
    I32:$y_offset,
    Arg<TTNG_MemDesc, "the source", [MemRead<TTNG_SharedMemory>]>:$src);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` $src attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

def TTNG_TMAStoreWaitOp : TTNG_Op<"async_tma_store_wait"> {
  let summary = "wait until at most `pendings` TMA stores still read shared memory";
  let arguments = (ins I32Attr:$pendings);
  let assemblyFormat = "attr-dict";
  let hasVerifier = 1;
}

def TTNG_ReinterpretTensorDescOp : TTNG_Op<"reinterpret_tensor_descriptor", [Pure]> {
  let summary = "view a pointer to a TMA descriptor as a typed tensor descriptor";
  let arguments = (ins TT_Ptr:$rawDesc);
  let results = (outs TT_TensorDescType:$result);
  let assemblyFormat = [{
    $rawDesc attr-dict `:` qualified(type($rawDesc)) `to` qualified(type($result))
  }];
}

def TTNG_TensormapCreateOp : TTNG_Op<"tensormap_create", [
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead<TTNG_GlobalMemory>, MemWrite<TTNG_GlobalMemory>]>]> {
  let summary = "write a TMA descriptor (CUtensorMap) at `desc_ptr` on the device";
  let description = [{
    One box size, global size and element stride per dimension (innermost
    first, as the driver takes them), one byte stride per dimension but the
    innermost. The integer attributes are the driver's enum values.
  }];
  let arguments = (ins
    TT_Ptr:$desc_ptr,
    TT_Ptr:$global_address,
    Variadic<I32>:$box_dim,
    Variadic<I32>:$global_dim,
    Variadic<I64>:$global_stride,
    Variadic<I32>:$element_stride,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<15>]>:$elem_type,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<2>]>:$interleave_layout,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<3>]>:$swizzle_mode,
    ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<1>]>:$fill_mode);
  let assemblyFormat = [{
    $desc_ptr `,` $global_address `,` `[` $box_dim `]` `,` `[` $global_dim `]` `,`
    `[` $global_stride `]` `,` `[` $element_stride `]`
    attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def TTNG_TensormapFenceproxyAcquireOp : TTNG_Op<"tensormap_fenceproxy_acquire", [
    MemoryEffects<[MemWrite<TTNG_GlobalMemory>]>]> {
  let summary = "make a descriptor written by tensormap_create visible to TMA";
  let arguments = (ins TT_Ptr:$desc_ptr);
  let assemblyFormat = "$desc_ptr attr-dict `:` qualified(type($desc_ptr))";
}

//===----------------------------------------------------------------------===//
// Blackwell tensor memory
//===----------------------------------------------------------------------===//

def TTNG_TMEMAllocOp : TTNG_Op<"tmem_alloc", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "allocate a tensor-memory buffer, optionally filled from a tensor";
  let arguments = (ins Optional<TT_Tensor>:$src);
  let results = (outs TTNG_MemDesc:$result, Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = "($src^)? attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
}

def TTNG_TMEMLoadOp : TTNG_Op<"tmem_load"> {
  let summary = "load a tensor-memory buffer into registers";
  let arguments = (ins
    Arg<TTNG_MemDesc, "the source", [MemRead<TTNG_TensorMemory>]>:$src,
    Optional<TTG_AsyncToken>:$dep);
  let results = (outs TT_Tensor:$result, Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = [{
    $src `` custom<Token>($dep, type($token)) attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTNG_TMEMStoreOp : TTNG_Op<"tmem_store"> {
  let summary = "store a register tensor into a tensor-memory buffer where `pred` holds";
  let arguments = (ins
    Arg<TTNG_MemDesc, "the destination", [MemWrite<TTNG_TensorMemory>]>:$dst,
    Optional<TTG_AsyncToken>:$dep,
    TT_Tensor:$src,
    I1:$pred);
  let results = (outs Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = [{
    $src `,` $dst `` custom<Token>($dep, type($token)) `,` $pred
    attr-dict `:` type($src) `->` qualified(type($dst))
  }];
  let hasVerifier = 1;
}

def TTNG_TMEMSubSliceOp : TTNG_Op<"tmem_subslice", [Pure]> {
  let summary = "a view of the columns from `N` on of a 2-D tensor-memory buffer";
  let arguments = (ins TTNG_MemDesc:$src, I32Attr:$N);
  let results = (outs TTNG_MemDesc:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTNG_TMEMCopyOp : TTNG_Op<"tmem_copy"> {
  let summary = "asynchronous copy from shared memory to tensor memory (tcgen05.cp)";
  let description = [{
    Into a `#ttng.tensor_memory_scales_encoding` buffer, each 32-row chunk
    of the source is repeated over the four lane quarters, the layout scaled
    MMAs read scales in. Completion may be signalled on `barrier`.
  }];
  let arguments = (ins
    Arg<TTNG_MemDesc, "the source", [MemRead<TTNG_SharedMemory>]>:$src,
    Arg<TTNG_MemDesc, "the destination", [MemWrite<TTNG_TensorMemory>]>:$dst,
    Optional<TTNG_MemDesc>:$barrier);
  let assemblyFormat = "$src `,` $dst (`,` $barrier^)? attr-dict `:` qualified(type(operands))";
  let hasVerifier = 1;
}

def TTNG_TCGen5MMAOp : TTNG_Op<"tc_gen5_mma", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "d (+)= a * b on fifth-generation tensor cores (tcgen05.mma)";
  let description = [{
    `a` comes from shared or tensor memory, `b` from shared memory, `d`
    lives in tensor memory; `useD` chooses at run time whether `d` is
    accumulated into. With `is_async` the op only issues the MMA and
    arrives on each `barriers[i]` where `barrier_preds[i]` holds once done.
    `two_ctas` runs it over a CTA pair.

    ```mlir
    %t = ttng.tc_gen5_mma %a, %b, %acc[%dep], %useD, %pred, %bar[%true] {is_async}
        : !ttg.memdesc<...>, !ttg.memdesc<...>, !ttg.memdesc<...>, !ttg.memdesc<...>
    ```
  }];
  let arguments = (ins
    TTNG_MemDesc:$a,
    TTNG_MemDesc:$b,
    TTNG_MemDesc:$d,
    Optional<TTG_AsyncToken>:$acc_dep,
    I1:$useD,
    I1:$pred,
    Variadic<TTNG_MemDesc>:$barriers,
    Variadic<I1>:$barrier_preds,
    UnitAttr:$is_async,
    UnitAttr:$two_ctas);
  let results = (outs Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = [{
    $a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $useD `,` $pred
    `` custom<BarriersAndPreds>($barriers, $barrier_preds)
    attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d))
    (`,` qualified(type($barriers))^)?
  }];
  let hasVerifier = 1;
}

def TTNG_TCGen5MMAScaledOp : TTNG_Op<"tc_gen5_mma_scaled", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "d (+)= (a scaled by a_scale) * (b scaled by b_scale) (tcgen05.mma block-scaled)";
  let description = [{
    `a_type`/`b_type` say how the bytes of `a` and `b` are read (e4m3, e2m1,
    ...). The scales live in tensor memory (`#ttng.tensor_memory_scales_encoding`)
    or shared memory. Tokens, predicates and barriers as in `tc_gen5_mma`.
  }];
  let arguments = (ins
    TTNG_MemDesc:$a,
    TTNG_MemDesc:$b,
    TTNG_MemDesc:$d,
    Optional<TTG_AsyncToken>:$acc_dep,
    TTNG_MemDesc:$a_scale,
    TTNG_MemDesc:$b_scale,
    TT_ScaleDotElemTypeAttr:$a_type,
    TT_ScaleDotElemTypeAttr:$b_type,
    I1:$useD,
    I1:$pred,
    Variadic<TTNG_MemDesc>:$barriers,
    Variadic<I1>:$barrier_preds,
    UnitAttr:$is_async,
    UnitAttr:$two_ctas);
  let results = (outs Optional<TTG_AsyncToken>:$token);
  let assemblyFormat = [{
    $a `,` $b `,` $d `` custom<Token>($acc_dep, type($token)) `,` $a_scale `,` $b_scale `,`
    $useD `,` $pred `lhs` `=` $a_type `rhs` `=` $b_type
    `` custom<BarriersAndPreds>($barriers, $barrier_preds)
    attr-dict `:` qualified(type($a)) `,` qualified(type($b)) `,` qualified(type($d)) `,`
    qualified(type($a_scale)) `,` qualified(type($b_scale)) (`,` qualified(type($barriers))^)?
  }];
  let hasVerifier = 1;
}

def TTNG_TCGen5CommitOp : TTNG_Op<"tc_gen5_commit"> {
  let summary = "arrive on an mbarrier once every earlier async tcgen5 op has completed";
  let description = [{
    Commits complete in the order they were issued. With `two_ctas` the
    barrier tracks the two-CTA ops instead of the single-CTA ones.
  }];
  let arguments = (ins
    Arg<TTNG_MemDesc, "the barrier", [MemWrite<TTNG_SharedMemory>]>:$barrier,
    Optional<I1>:$pred,
    UnitAttr:$two_ctas);
  let assemblyFormat = "$barrier (`,` $pred^)? attr-dict `:` qualified(type($barrier))";
  let hasVerifier = 1;
}

#endif // TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUOPS_TD
