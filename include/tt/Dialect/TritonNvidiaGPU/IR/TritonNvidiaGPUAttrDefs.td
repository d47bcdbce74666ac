//===- TritonNvidiaGPUAttrDefs.td - `ttng` attributes ------*- tablegen -*-===//
//
// Memory spaces a `!ttg.memdesc` may live in beyond a CTA's shared memory,
// and the encodings of buffers in Blackwell tensor memory. Both encodings
// print with the `struct` directive: `key = value` pairs, parameters equal
// to their default left out.
//
//===----------------------------------------------------------------------===//

#ifndef TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUATTRDEFS_TD
#define TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUATTRDEFS_TD

include "mlir/IR/AttrTypeBase.td"
include "tt/Dialect/TritonNvidiaGPU/IR/TritonNvidiaGPUDialect.td"

class TTNG_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TritonNvidiaGPU_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// Memory spaces
//===----------------------------------------------------------------------===//

def TTNG_TensorMemorySpaceAttr : TTNG_Attr<"TensorMemorySpace", "tensor_memory"> {
  let summary = "Blackwell tensor memory (TMEM): 128 lanes of 512 32-bit columns per SM";
  let description = [{
    A buffer in tensor memory is cut into blockM x blockN blocks (see
    `#ttng.tensor_memory_encoding`); each block occupies the 128 lanes and
    blockN / colStride-packed columns. Blocks follow each other along M,
    then along N.
  }];
}

//===----------------------------------------------------------------------===//
// Tensor-memory encodings
//===----------------------------------------------------------------------===//

def TTNG_TensorMemoryEncodingAttr
    : TTNG_Attr<"TensorMemoryEncoding", "tensor_memory_encoding"> {
  let summary = "how a 2-D buffer is laid out in tensor memory";
  let description = [{
    `#ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>`.
    The buffer is tiled by blocks of blockM rows (64 or 128) and blockN
    columns (a power of two, at most 512). `colStride` is the distance in
    32-bit columns between neighbouring elements of a row: 1 for 32-bit
    elements and packed 16-bit pairs, 2 for unpacked 16-bit elements.
    `CTASplitM`/`CTASplitN` split the buffer over the CTAs of a cluster and
    `twoCTAs` marks the layout of a two-CTA (cta_group::2) MMA.
  }];
  let parameters = (ins "unsigned":$blockM,
                        "unsigned":$blockN,
                        "unsigned":$colStride,
                        DefaultValuedParameter<"unsigned", "1">:$CTASplitM,
                        DefaultValuedParameter<"unsigned", "1">:$CTASplitN,
                        DefaultValuedParameter<"bool", "false">:$twoCTAs);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def TTNG_TensorMemoryScalesEncodingAttr
    : TTNG_Attr<"TensorMemoryScalesEncoding", "tensor_memory_scales_encoding"> {
  let summary = "the chunked layout tcgen05.mma reads block scales in";
  let description = [{
    `#ttng.tensor_memory_scales_encoding<>`: scales kept as 32x4x4-byte
    chunks, each repeated over the four 32-lane quarters of tensor memory,
    as the scaled MMA expects them.
  }];
  let parameters = (ins DefaultValuedParameter<"unsigned", "1">:$CTASplitM,
                        DefaultValuedParameter<"unsigned", "1">:$CTASplitN);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // TT_DIALECT_TRITONNVIDIAGPU_IR_TRITONNVIDIAGPUATTRDEFS_TD
