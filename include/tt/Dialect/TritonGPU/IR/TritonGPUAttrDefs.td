//===- TritonGPUAttrDefs.td - `ttg` encodings --------------*- tablegen -*-===//
//
// Encodings attach to tensor types (distributed: where each element lives
// across registers, lanes, warps and CTAs) or to memory descriptors (shared:
// where each element lives in shared memory). Every encoding converts to a
// linear layout (Tools/LinearLayout.h), which is what the rest of the
// compiler reasons with. The printed forms are Triton 3.6's: a dictionary of
// named parameters in a fixed order, defaults left out.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONGPU_IR_TRITONGPUATTRDEFS_TD
#define TT_DIALECT_TRITONGPU_IR_TRITONGPUATTRDEFS_TD

include "mlir/IR/AttrTypeBase.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"

//===----------------------------------------------------------------------===//
// Interfaces
//===----------------------------------------------------------------------===//

def TTG_LayoutEncodingTrait : AttrInterface<"LayoutEncodingTrait"> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{ Any encoding that converts to a linear layout. }];
  let methods = [
    InterfaceMethod<"The tensor rank this encoding describes.", "unsigned", "getRank">,
    InterfaceMethod<[{
      The linear layout of a tensor of `shape` (of this encoding's rank, with
      power-of-two dimensions). Distributed encodings map register, lane,
      warp and block to dim0..; shared ones map offset and block.
      Nullopt when this encoding cannot be expressed (e.g. an AMD parent).
    }], "std::optional<::tt::LinearLayout>", "toLinearLayout",
    (ins "::llvm::ArrayRef<int64_t>":$shape)>
  ];
}

def TTG_DistributedEncodingTrait : AttrInterface<"DistributedEncodingTrait", [TTG_LayoutEncodingTrait]> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{ An encoding of tensors held in registers. }];
}

def TTG_SharedEncodingTrait : AttrInterface<"SharedEncodingTrait", [TTG_LayoutEncodingTrait]> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{ An encoding of buffers in shared memory. }];
}

class TTG_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TritonGPU_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// How a tensor spreads over the CTAs of a cluster (CGA)
//===----------------------------------------------------------------------===//

def TTG_CTALayoutAttr : TTG_Attr<"CTALayout", "cga_layout"> {
  let summary = "distribution of a tensor over the CTAs of a cluster (CGA)";
  let description = [{
    The linear layout `block -> dims` of a cluster: basis i says which CTA
    tile (along each dimension) block bit i selects; a zero basis means the
    CTAs differing in that bit hold copies. Inside an encoding it prints as
    `CGALayout = [[1, 0], ...]`, and only when there is more than one CTA.
  }];
  // The bases, `rank` coordinates each, one after the other.
  let parameters = (ins "unsigned":$rank, ArrayRefParameter<"int32_t">:$flatBases);
  let assemblyFormat = "`<` `rank` `=` $rank `,` `bases` `=` `[` $flatBases `]` `>`";
  let genVerifyDecl = 1;
  let builders = [
    AttrBuilder<(ins "unsigned":$rank,
                     "::llvm::ArrayRef<::tt::LinearLayout::Basis>":$bases)>
  ];
  let extraClassDeclaration = [{
    std::vector<::tt::LinearLayout::Basis> getBases() const;
    /// One CTA.
    static CTALayoutAttr getDefault(::mlir::MLIRContext *context, unsigned rank);
    bool isDefault() const { return getFlatBases().empty(); }
    /// How many CTA tiles the cluster splits each dimension into.
    ::llvm::SmallVector<int64_t> getSplitNum() const;
  }];
}

//===----------------------------------------------------------------------===//
// Distributed encodings
//===----------------------------------------------------------------------===//

def TTG_BlockedEncodingAttr : TTG_Attr<"BlockedEncoding", "blocked",
                                       [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_DistributedEncodingTrait]> {
  let summary = "each thread holds a contiguous block, threads and warps tile the tensor";
  let description = [{
    Along each dimension a thread holds `sizePerThread` consecutive elements,
    `threadsPerWarp` threads of a warp and `warpsPerCTA` warps lie side by
    side, and the tile repeats to cover the tensor (or wraps, duplicating
    elements, where the tensor is smaller). `order` lists dimensions fastest
    first.
  }];
  let parameters = (ins ArrayRefParameter<"unsigned">:$sizePerThread,
                        ArrayRefParameter<"unsigned">:$threadsPerWarp,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        ArrayRefParameter<"unsigned">:$order,
                        "CTALayoutAttr":$CTALayout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_SliceEncodingAttr : TTG_Attr<"SliceEncoding", "slice",
                                     [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_DistributedEncodingTrait]> {
  let summary = "the parent encoding with dimension `dim` removed";
  let description = [{
    What reducing a tensor of the parent encoding along `dim` gives: threads
    that held different positions along `dim` now hold the same element.
  }];
  let parameters = (ins "unsigned":$dim, "::mlir::Attribute":$parent);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_DotOperandEncodingAttr : TTG_Attr<"DotOperandEncoding", "dot_op",
                                          [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_DistributedEncodingTrait]> {
  let summary = "an operand of a dot whose result has encoding `parent`";
  let description = [{
    Operand A (`opIdx = 0`, M x K) or B (`opIdx = 1`, K x N) laid out as the
    dot instruction of `parent` consumes it; `kWidth` consecutive K elements
    per thread for tensor-core parents, 0 (not printed) otherwise.
  }];
  let parameters = (ins "unsigned":$opIdx, "::mlir::Attribute":$parent, "unsigned":$kWidth);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_NvidiaMmaEncodingAttr : TTG_Attr<"NvidiaMmaEncoding", "nvidia_mma",
                                         [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_DistributedEncodingTrait]> {
  let summary = "accumulator of NVIDIA tensor-core instructions";
  let description = [{
    versionMajor 2: mma.sync (Ampere; versionMinor 1 for Turing) with
    instrShape [16, 8]; 3: Hopper wgmma with instrShape [16, N, K], each
    group of 4 warps covering 64 rows.
  }];
  let parameters = (ins "unsigned":$versionMajor, "unsigned":$versionMinor,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        "CTALayoutAttr":$CTALayout,
                        ArrayRefParameter<"unsigned">:$instrShape);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool isAmpere() const { return getVersionMajor() == 2; }
    bool isHopper() const { return getVersionMajor() == 3; }
  }];
}

def TTG_LinearEncodingAttr : TTG_Attr<"LinearEncoding", "linear",
                                      [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_DistributedEncodingTrait]> {
  let summary = "any distributed layout, given as its linear-layout bases";
  let parameters = (ins AttrParameter<"::tt::LinearLayout", "">:$linearLayout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Shared-memory encodings
//===----------------------------------------------------------------------===//

def TTG_SwizzledSharedEncodingAttr : TTG_Attr<"SwizzledSharedEncoding", "swizzled_shared",
                                              [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_SharedEncodingTrait]> {
  let summary = "row-swizzled shared memory";
  let description = [{
    Along order[0] elements group into vectors of `vec`; row r of order[1]
    XORs the vector index with (r / perPhase) % maxPhase, so that rows read
    column-wise hit different banks.
  }];
  let parameters = (ins "unsigned":$vec, "unsigned":$perPhase, "unsigned":$maxPhase,
                        ArrayRefParameter<"unsigned">:$order, "CTALayoutAttr":$CTALayout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_NVMMASharedEncodingAttr : TTG_Attr<"NVMMASharedEncoding", "nvmma_shared",
                                           [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_SharedEncodingTrait]> {
  let summary = "the shared-memory layout wgmma and TMA read (32/64/128-byte swizzle)";
  let parameters = (ins "unsigned":$swizzlingByteWidth, "bool":$transposed,
                        "unsigned":$elementBitWidth, "bool":$fp4Padded,
                        "CTALayoutAttr":$CTALayout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_SharedLinearEncodingAttr : TTG_Attr<"SharedLinearEncoding", "shared_linear",
                                            [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_SharedEncodingTrait]> {
  let summary = "any shared layout, given as its linear-layout bases (offset, block)";
  let parameters = (ins AttrParameter<"::tt::LinearLayout", "">:$linearLayout,
                        "unsigned":$alignment);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_PaddedSharedEncodingAttr : TTG_Attr<"PaddedSharedEncoding", "padded_shared",
                                            [DeclareAttrInterfaceMethods<TTG_LayoutEncodingTrait>, TTG_SharedEncodingTrait]> {
  let summary = "shared memory with `pad` elements inserted every `interval` elements";
  let parameters = (ins ArrayRefParameter<"unsigned">:$intervals,
                        ArrayRefParameter<"unsigned">:$paddings,
                        AttrParameter<"::tt::LinearLayout", "">:$linearComponent);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// AMD encodings: read and printed back, not interpreted.
//===----------------------------------------------------------------------===//

class TTG_OpaqueEncodingAttr<string name, string attrMnemonic>
    : TTG_Attr<name, attrMnemonic> {
  let summary = "an AMD encoding kept as its written parameters";
  let parameters = (ins ArrayRefParameter<"::mlir::NamedAttribute">:$params);
  let hasCustomAssemblyFormat = 1;
}

def TTG_AMDMfmaEncodingAttr : TTG_OpaqueEncodingAttr<"AMDMfmaEncoding", "amd_mfma">;
def TTG_AMDWmmaEncodingAttr : TTG_OpaqueEncodingAttr<"AMDWmmaEncoding", "amd_wmma">;
def TTG_AMDRotatingSharedEncodingAttr
    : TTG_OpaqueEncodingAttr<"AMDRotatingSharedEncoding", "amd_rotating_shared">;

//===----------------------------------------------------------------------===//
// Memory spaces
//===----------------------------------------------------------------------===//

def TTG_SharedMemorySpaceAttr : TTG_Attr<"SharedMemorySpace", "shared_memory"> {
  let summary = "the shared memory of a CTA";
}

#endif // TT_DIALECT_TRITONGPU_IR_TRITONGPUATTRDEFS_TD
