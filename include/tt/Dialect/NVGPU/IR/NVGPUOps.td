//===- NVGPUOps.td - `nvg` operations ----------------------*- tablegen -*-===//
//
// Enums are i32 attributes: inside attr-dict they print as `N : i32`, which
// is how they appear in Triton 3.6's lowered IR.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_NVGPU_IR_NVGPUOPS_TD
#define TT_DIALECT_NVGPU_IR_NVGPUOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/NVGPU/IR/NVGPUDialect.td"

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

class NVG_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let cppNamespace = "::mlir::triton::nvgpu";
}

def NVG_WGMMAEltTypeAttr : NVG_I32Enum<"WGMMAEltType", "element type of a wgmma operand", [
  I32EnumAttrCase<"s8", 0>,
  I32EnumAttrCase<"s32", 1>,
  I32EnumAttrCase<"e4m3", 2>,
  I32EnumAttrCase<"e5m2", 3>,
  I32EnumAttrCase<"f16", 4>,
  I32EnumAttrCase<"bf16", 5>,
  I32EnumAttrCase<"tf32", 6>,
  I32EnumAttrCase<"f32", 7>]>;

def NVG_WGMMALayoutAttr : NVG_I32Enum<"WGMMALayout", "major-ness of a wgmma operand", [
  I32EnumAttrCase<"row", 0>,
  I32EnumAttrCase<"col", 1>]>;

def NVG_MemSemanticAttr : NVG_I32Enum<"MemSemantic", "memory ordering of a load", [
  I32EnumAttrCase<"RELAXED", 1, "relaxed">,
  I32EnumAttrCase<"ACQUIRE", 2, "acquire">,
  I32EnumAttrCase<"RELEASE", 3, "release">,
  I32EnumAttrCase<"ACQUIRE_RELEASE", 4, "acq_rel">]>;

def NVG_MemSyncScopeAttr : NVG_I32Enum<"MemSyncScope", "scope a load synchronizes with", [
  I32EnumAttrCase<"GPU", 1, "gpu">,
  I32EnumAttrCase<"CTA", 2, "cta">,
  I32EnumAttrCase<"SYSTEM", 3, "sys">]>;

//===----------------------------------------------------------------------===//
// Types (LLVM dialect types, checked without including LLVM's ODS)
//===----------------------------------------------------------------------===//

// No C++ class is given: ops print these types in full (`!llvm.struct<...>`),
// as Triton does.
def NVG_Struct : Type<CPred<"::llvm::isa<::mlir::LLVM::LLVMStructType>($_self)">,
                      "LLVM structure">;

class NVG_PointerIn<int space, string name>
    : Type<CPred<"::llvm::isa<::mlir::LLVM::LLVMPointerType>($_self) && "
                 "::llvm::cast<::mlir::LLVM::LLVMPointerType>($_self).getAddressSpace() == "
                 # space>,
           "LLVM pointer to " # name # " (address space " # space # ")">,
      BuildableType<"::mlir::LLVM::LLVMPointerType::get($_builder.getContext(), " # space # ")">;

def NVG_GlobalPtr : NVG_PointerIn<1, "global memory">;
def NVG_SharedPtr : NVG_PointerIn<3, "shared memory">;
def NVG_TensorMemoryPtr : NVG_PointerIn<6, "tensor memory">;

def NVG_WGMMAOperand : AnyTypeOf<[NVG_Struct, I64],
                                 "i64 shared-memory descriptor or LLVM structure of registers">;
def NVG_Scalar : AnyTypeOf<[F16, BF16, F32, F64, I1, I8, I16, I32, I64], "scalar">;

class NVG_Op<string mnemonic, list<Trait> traits = []>
    : Op<NVGPU_Dialect, mnemonic, traits>;

//===----------------------------------------------------------------------===//
// Warp-group MMA. Triton 3.6 emits the wgmma fence and commit as nvvm ops
// directly, and has no nvg fence, cluster barrier or stmatrix ops (its
// parser rejects them), so neither do we.
//===----------------------------------------------------------------------===//



def NVG_WGMMAWaitGroupOp : NVG_Op<"wgmma_wait_group", [AllTypesMatch<["input", "output"]>]> {
  let summary = "wait until at most `pendings` wgmma groups are in flight";
  let description = [{
    The operand packs every value the finished groups produce or read
    (accumulators, then the lowered shared-memory descriptors); the result
    is the same values, now safe to use.
  }];
  let arguments = (ins NVG_Struct:$input, I32Attr:$pendings);
  let results = (outs NVG_Struct:$output);
  let assemblyFormat = "$input attr-dict `:` type($input)";
  let hasVerifier = 1;
}

def NVG_WGMMAOp : NVG_Op<"wgmma"> {
  let summary = "one wgmma.mma_async instruction: m x n x k, d = a * b (+ c if useC)";
  let description = [{
    `opA` is a shared-memory descriptor (i64) or a structure of registers,
    `opB` a shared-memory descriptor; `opC` and the result are the
    accumulator registers of the thread.

    ```mlir
    %d = nvg.wgmma %descA, %descB, %useC, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32,
        eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32,
        m = 64 : i32, n = 128 : i32} : (i64, i64, i1, !llvm.struct<(f32, ...)>) -> !llvm.struct<(f32, ...)>
    ```
  }];
  let arguments = (ins NVG_WGMMAOperand:$opA, NVG_WGMMAOperand:$opB, I1:$useC,
                       Optional<NVG_Struct>:$opC,
                       I32Attr:$m, I32Attr:$n, I32Attr:$k,
                       NVG_WGMMAEltTypeAttr:$eltTypeC, NVG_WGMMAEltTypeAttr:$eltTypeA,
                       NVG_WGMMAEltTypeAttr:$eltTypeB,
                       NVG_WGMMALayoutAttr:$layoutA, NVG_WGMMALayoutAttr:$layoutB);
  let results = (outs NVG_Struct:$res);
  let assemblyFormat = [{
    $opA `,` $opB `,` $useC (`,` $opC^)? attr-dict `:` functional-type(operands, $res)
  }];
  let hasVerifier = 1;
}




//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//


def NVG_LoadAcquireOp : NVG_Op<"ld_acquire", [MemoryEffects<[MemRead]>]> {
  let summary = "load from global memory with the given ordering and scope";
  let arguments = (ins NVG_GlobalPtr:$addr, Optional<I1>:$mask,
                       NVG_MemSemanticAttr:$sem, NVG_MemSyncScopeAttr:$scope);
  let results = (outs NVG_Scalar:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $addr (`,` $mask^)? attr-dict `:` functional-type($addr, $result)
  }];
}

def NVG_TensorMemoryBaseAddressOp : NVG_Op<"tensor_memory_base", [Pure]> {
  let summary = "the address of the kernel's tensor-memory allocation";
  let results = (outs NVG_TensorMemoryPtr:$result);
  let assemblyFormat = "attr-dict";
}

//===----------------------------------------------------------------------===//
// Ids
//===----------------------------------------------------------------------===//

def NVG_ClusterCTAIdOp : NVG_Op<"cluster_id", [Pure]> {
  let summary = "rank of the executing CTA within its cluster";
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

def NVG_WarpIdOp : NVG_Op<"warp_id", [Pure]> {
  let summary = "index of the executing warp within its CTA, uniform across the warp";
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict";
}

#endif // TT_DIALECT_NVGPU_IR_NVGPUOPS_TD
