//===- TritonGPUOps.td - `ttg` operations ------------------*- tablegen -*-===//

#ifndef TT_DIALECT_TRITONGPU_IR_TRITONGPUOPS_TD
#define TT_DIALECT_TRITONGPU_IR_TRITONGPUOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonTraits.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUTypes.td"

def TTG_SharedMemory : Resource<"::mlir::triton::gpu::SharedMemory">;

// Encodings of tensors are checked against the module's warps, lanes and
// CTAs for every op at once, when the module's ttg attributes are verified.
class TTG_Op<string mnemonic, list<Trait> traits = []>
    : Op<TritonGPU_Dialect, mnemonic, traits>;

def TTG_MemDesc : Type<CPred<"::mlir::isa<::mlir::triton::gpu::MemDescType>($_self)">,
                       "memory descriptor", "::mlir::triton::gpu::MemDescType">;

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

def TTG_ConvertLayoutOp : TTG_Op<"convert_layout", [
    Pure, SameOperandsAndResultShape, SameOperandsAndResultElementType]> {
  let summary = "move a tensor to another distributed encoding";
  let arguments = (ins TT_Tensor:$src);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def TTG_Fp4ToFpOp : TTG_Op<"fp4_to_fp", [Pure]> {
  let summary = "unpack e2m1 pairs held in bytes into floats";
  let description = [{
    Each i8 holds two e2m1 values, the low nibble first; dimension `axis` of
    the result is twice the source's.
  }];
  let arguments = (ins RankedTensorOf<[I8]>:$src, I32Attr:$axis);
  let results = (outs TT_FloatTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shared memory
//===----------------------------------------------------------------------===//

def TTG_LocalAllocOp : TTG_Op<"local_alloc", [
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "allocate a shared-memory buffer, optionally filled from a tensor";
  let arguments = (ins Optional<TT_Tensor>:$src, OptionalAttr<I32Attr>:$alignment);
  let results = (outs TTG_MemDesc:$result);
  let assemblyFormat = "($src^)? attr-dict `:` functional-type(operands, results)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TTG_LocalDeallocOp : TTG_Op<"local_dealloc", [
    MemoryEffects<[MemFree<TTG_SharedMemory>]>]> {
  let summary = "free a shared-memory buffer";
  let arguments = (ins TTG_MemDesc:$src);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src))";
}

def TTG_LocalLoadOp : TTG_Op<"local_load", [
    MemoryEffects<[MemRead<TTG_SharedMemory>]>]> {
  let summary = "load a shared-memory buffer into registers";
  let arguments = (ins TTG_MemDesc:$src, Optional<TTG_AsyncToken>:$token);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src (`token` $token^)? attr-dict `:` qualified(type($src)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_LocalStoreOp : TTG_Op<"local_store", [
    MemoryEffects<[MemWrite<TTG_SharedMemory>]>]> {
  let summary = "store a register tensor into a shared-memory buffer";
  let arguments = (ins TT_Tensor:$src, TTG_MemDesc:$dst);
  let assemblyFormat = "$src `,` $dst attr-dict `:` type($src) `->` qualified(type($dst))";
  let hasVerifier = 1;
}

def TTG_MemDescIndexOp : TTG_Op<"memdesc_index", [Pure]> {
  let summary = "the index-th buffer along the leading dimension";
  let arguments = (ins TTG_MemDesc:$src, I32:$index);
  let results = (outs TTG_MemDesc:$result);
  let assemblyFormat = [{
    $src `[` $index `]` attr-dict `:` qualified(type($src)) `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTG_MemDescSubsliceOp : TTG_Op<"memdesc_subslice", [Pure]> {
  let summary = "a view of a sub-block at constant offsets";
  let arguments = (ins TTG_MemDesc:$src, DenseI32ArrayAttr:$offsets);
  let results = (outs TTG_MemDesc:$result);
  let assemblyFormat = [{
    $src `[` custom<Offsets>($offsets) `]` attr-dict `:` qualified(type($src))
    `->` qualified(type($result))
  }];
  let hasVerifier = 1;
}

def TTG_MemDescTransOp : TTG_Op<"memdesc_trans", [Pure]> {
  let summary = "a view with permuted dimensions";
  let arguments = (ins TTG_MemDesc:$src, DenseI32ArrayAttr:$order);
  let results = (outs TTG_MemDesc:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_MemDescReshapeOp : TTG_Op<"memdesc_reshape", [Pure]> {
  let summary = "a view with another shape of the same elements";
  let arguments = (ins TTG_MemDesc:$src);
  let results = (outs TTG_MemDesc:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasVerifier = 1;
}

def TTG_MemDescReinterpretOp : TTG_Op<"memdesc_reinterpret", [Pure]> {
  let summary = "the same bytes seen with another shape, type or encoding";
  let arguments = (ins TTG_MemDesc:$src);
  let results = (outs TTG_MemDesc:$result);
  let assemblyFormat = "$src attr-dict `:` qualified(type($src)) `->` qualified(type($result))";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Asynchronous copies
//===----------------------------------------------------------------------===//

def TTG_AsyncCopyGlobalToLocalOp : TTG_Op<"async_copy_global_to_local", [
    AttrSizedOperandSegments,
    MemoryEffects<[MemRead<TT_GlobalMemory>, MemWrite<TTG_SharedMemory>]>,
    TypesMatchWith<"mask type matches the pointers", "src", "mask",
                   "::mlir::triton::getI1SameShape($_self)",
                   "(!::llvm::cast<::mlir::triton::gpu::AsyncCopyGlobalToLocalOp>(&$_op).getMask()) || std::equal_to<>()">,
    TypesMatchWith<"other type matches the pointees", "src", "other",
                   "::mlir::triton::getPointeeType($_self)",
                   "(!::llvm::cast<::mlir::triton::gpu::AsyncCopyGlobalToLocalOp>(&$_op).getOther()) || std::equal_to<>()">]> {
  let summary = "start copying through pointers into shared memory (cp.async)";
  let arguments = (ins
    TT_PtrTensor:$src, TTG_MemDesc:$result,
    Optional<TT_BoolTensor>:$mask, Optional<TT_Type>:$other,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict,
    DefaultValuedAttr<BoolAttr, "false">:$isVolatile,
    DefaultValuedAttr<I32Attr, "1">:$contiguity);
  let results = (outs TTG_AsyncToken:$token);
  let extraClassDeclaration = [{
    /// Whether `other` (may be null) is what cp.async leaves in masked-off
    /// elements: absent or zero. The pipeliner makes copies only of such
    /// loads and the lowering takes only such copies.
    static bool isZeroFill(::mlir::Value other);
  }];
  let assemblyFormat = [{
    $src `,` $result (`mask` $mask^)? (`other` $other^)?
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` type($src) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TTG_AsyncCommitGroupOp : TTG_Op<"async_commit_group"> {
  let summary = "close a group of asynchronous copies";
  let arguments = (ins Variadic<TTG_AsyncToken>:$inputTokens);
  let results = (outs TTG_AsyncToken:$asyncToken);
  let assemblyFormat = "(`tokens` $inputTokens^)? attr-dict";
}

def TTG_AsyncWaitOp : TTG_Op<"async_wait"> {
  let summary = "wait until at most `num` commit groups are outstanding";
  let arguments = (ins Variadic<TTG_AsyncToken>:$asyncToken, I32Attr:$num);
  let results = (outs TTG_AsyncToken:$retToken);
  let assemblyFormat = "($asyncToken^)? attr-dict";
}

//===----------------------------------------------------------------------===//
// Global scratch memory
//===----------------------------------------------------------------------===//

def TTG_GlobalScratchAllocOp : TTG_Op<"global_scratch_alloc", [
    MemoryEffects<[MemAlloc<TT_GlobalMemory>]>]> {
  let summary = "a per-program buffer in global scratch memory";
  let arguments = (ins I32Attr:$nbytes, I32Attr:$alignment);
  let results = (outs TT_Ptr:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}

//===----------------------------------------------------------------------===//
// Warp specialization
//===----------------------------------------------------------------------===//

def TTG_WarpSpecializeOp : TTG_Op<"warp_specialize", [
    RecursiveMemoryEffects, RecursivelySpeculatable,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>]> {
  let summary = "run partitions of the program on separate groups of warps";
  let description = [{
    The default region runs on the kernel's warps and may use values from
    above; each partition runs on `num_warps(N)` more warps and takes the
    explicit captures as block arguments.
  }];
  let arguments = (ins Variadic<AnyType>:$explicitCaptures,
                       DenseI32ArrayAttr:$partitionNumWarps,
                       OptionalAttr<DenseI32ArrayAttr>:$warpGroupStartIds,
                       OptionalAttr<DenseI32ArrayAttr>:$requestedRegisters,
                       OptionalAttr<DenseI32ArrayAttr>:$actualRegisters);
  let results = (outs Variadic<AnyType>:$defaultPassthrough);
  let regions = (region MinSizedRegion<1>:$defaultRegion, SizedRegion<1>:$partitionOpHolder);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasCanonicalizeMethod = 1;
  let extraClassDeclaration = [{
    WarpSpecializePartitionsOp getPartitionOp();
    ::mlir::RegionRange getPartitionRegions();
  }];
}

def TTG_WarpSpecializePartitionsOp : TTG_Op<"warp_specialize.partitions", [
    IsolatedFromAbove, RecursiveMemoryEffects, RecursivelySpeculatable, Terminator,
    HasParent<"WarpSpecializeOp">]> {
  let summary = "holder of the partition regions of a warp_specialize";
  let regions = (region VariadicRegion<MinSizedRegion<1>>:$partitionRegions);
  let hasCustomAssemblyFormat = 1;
}

def TTG_WarpYieldOp : TTG_Op<"warp_yield", [
    Pure, Terminator, ReturnLike, HasParent<"WarpSpecializeOp">]> {
  let summary = "end of the default region of a warp_specialize";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "($values^)? attr-dict (`:` type($values)^)?";
  let hasVerifier = 1;
}

def TTG_WarpReturnOp : TTG_Op<"warp_return", [
    Pure, Terminator, ReturnLike, HasParent<"WarpSpecializePartitionsOp">]> {
  let summary = "end of a partition of a warp_specialize";
  let assemblyFormat = "attr-dict";
}

def TTG_WarpIdOp : TTG_Op<"warp_id", [Pure]> {
  let summary = "index of the executing warp among the warps running this code";
  let description = [{
    Counted from the first warp of the enclosing warp_specialize partition
    (else of the CTA), and uniform across the warp. Lowered by
    convert-nv-gpu-to-llvm, as in Triton 3.6.
  }];
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Pipelining helpers
//===----------------------------------------------------------------------===//

def TTG_PredicateStageOp : TTG_Op<"predicate_stage", [
    Pure, AllTypesMatch<["iv", "ub", "step"]>]> {
  let summary = "whether pipeline stage `stage` of `maxStage` runs this iteration";
  let arguments = (ins AnySignlessIntegerOrIndex:$iv, AnySignlessIntegerOrIndex:$ub,
                       AnySignlessIntegerOrIndex:$step, I32Attr:$maxStage, I32Attr:$stage);
  let results = (outs I1:$result);
  let assemblyFormat = [{
    $iv `,` $ub `,` $step `maxStage` $maxStage `stage` $stage attr-dict `:` type($iv) `->` type($result)
  }];
}

def TTG_MaskOp : TTG_Op<"mask", [SingleBlock]> {
  let summary = "run the region only where `pred` holds";
  let arguments = (ins I1:$pred);
  let results = (outs Variadic<AnyType>:$result);
  let regions = (region SizedRegion<1>:$region);
  // Printed in generic form, as Triton 3.6 does (it has no custom syntax).
}

def TTG_MaskReturnOp : TTG_Op<"mask.return", [
    Pure, Terminator, ReturnLike, HasParent<"MaskOp">]> {
  let summary = "yield the values of a ttg.mask";
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict (`:` type($result)^)?";
}

//===----------------------------------------------------------------------===//
// Synchronization
//===----------------------------------------------------------------------===//

def TTG_LocalBarrierOp : TTG_Op<"local_barrier"> {
  let summary = "barrier of the CTA's threads that orders shared-memory accesses";
  let assemblyFormat = "attr-dict";
}

#endif // TT_DIALECT_TRITONGPU_IR_TRITONGPUOPS_TD
