// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --verify-diagnostics

// warp_group_dots wgmma cannot compute or read: a located error on the op,
// then the conversion's own.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 8]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ieee_f32(%a: !ttg.memdesc<64x16xf32, #s, #smem>, %b: !ttg.memdesc<16x32xf32, #s, #smem>, %c: tensor<64x32xf32, #mma>) {
    // expected-error @+2 {{has f32 operands with input precision 'ieee': wgmma multiplies f32 only as tf32}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 2 : i32} : !ttg.memdesc<64x16xf32, #s, #smem> * !ttg.memdesc<16x32xf32, #s, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// f32 B N-major: wgmma transposes only 16-bit operands.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 8]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mn_major_tf32(%x: tensor<64x16xf32, #blocked>, %y: tensor<16x32xf32, #blocked>, %c: tensor<64x32xf32, #mma>) {
    %a = ttg.local_alloc %x : (tensor<64x16xf32, #blocked>) -> !ttg.memdesc<64x16xf32, #s, #smem>
    %b = ttg.local_alloc %y : (tensor<16x32xf32, #blocked>) -> !ttg.memdesc<16x32xf32, #s, #smem>
    // expected-error @+2 {{operand 'b' is M/N-major (transposed) with 32-bit elements: wgmma transposes only 16-bit operands}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x16xf32, #s, #smem> * !ttg.memdesc<16x32xf32, #s, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// A swizzled_shared operand has no wgmma descriptor.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @swizzled_shared(%x: tensor<64x32xf16, #blocked>, %y: tensor<32x32xf16, #blocked>, %c: tensor<64x32xf32, #mma>) {
    %a = ttg.local_alloc %x : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #sw, #smem>
    %b = ttg.local_alloc %y : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #s, #smem>
    // expected-error @+2 {{reads operand 'a' through a wgmma descriptor, which needs a #ttg.nvmma_shared layout}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #sw, #smem> * !ttg.memdesc<32x32xf16, #s, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// bf16 products cannot accumulate in f16.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bf16_f16_acc(%a: !ttg.memdesc<64x32xbf16, #s, #smem>, %b: !ttg.memdesc<32x32xbf16, #s, #smem>, %c: tensor<64x32xf16, #mma>) {
    // expected-error @+2 {{accumulates 'bf16' products in 'f16', which wgmma cannot}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xbf16, #s, #smem> * !ttg.memdesc<32x32xbf16, #s, #smem> -> tensor<64x32xf16, #mma>
    tt.return
  }
}

// -----

// instrShape K must be 32 bytes of the operand type (8 for tf32).

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @wrong_k(%a: !ttg.memdesc<64x16xf32, #s, #smem>, %b: !ttg.memdesc<16x32xf32, #s, #smem>, %c: tensor<64x32xf32, #mma>) {
    // expected-error @+2 {{has instrShape K = 16 for 32-bit operands; wgmma's K is 32 bytes}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x16xf32, #s, #smem> * !ttg.memdesc<16x32xf32, #s, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// A view starting 8 rows into the buffer: the instruction's 64 rows would
// not start at a multiple of its tile.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unaligned_view(%x: tensor<128x32xf16, #blocked>, %b: !ttg.memdesc<32x32xf16, #s, #smem>, %c: tensor<64x32xf32, #mma>) {
    %full = ttg.local_alloc %x : (tensor<128x32xf16, #blocked>) -> !ttg.memdesc<128x32xf16, #s, #smem>
    %a = ttg.memdesc_subslice %full[8, 0] : !ttg.memdesc<128x32xf16, #s, #smem> -> !ttg.memdesc<64x32xf16, #s, #smem, 128x32>
    // expected-error @+2 {{operand 'a': the wgmma tile at (0, 0) does not start where a descriptor can}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #s, #smem, 128x32> * !ttg.memdesc<32x32xf16, #s, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// A register A whose layout is not wgmma's fragment (kWidth 4 for f16): the
// verifier rejects it, as Triton's does, before lowering sees it.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bad_fragment(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: !ttg.memdesc<32x32xf16, #s, #smem>, %c: tensor<64x32xf32, #mma>) {
    // expected-error @+1 {{in-register LHS operand must have a kWidth of 2 but got 4}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * !ttg.memdesc<32x32xf16, #s, #smem> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// A 128-byte swizzle on rows of only 64 bytes (i8, K = 64): the layout packs
// rows 64 bytes apart, the hardware reads a 128-byte swizzle atom. Every
// basis of the instruction's tile is compared, so this is an error, not a
// wrong result.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#s64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#st = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @swizzle_wider_than_rows(%x: tensor<64x64xi8, #blocked>, %y: tensor<64x64xi8, #blocked>, %c: tensor<64x64xi32, #mma>) {
    %a = ttg.local_alloc %x : (tensor<64x64xi8, #blocked>) -> !ttg.memdesc<64x64xi8, #s, #smem>
    %bt = ttg.local_alloc %y : (tensor<64x64xi8, #blocked>) -> !ttg.memdesc<64x64xi8, #s64, #smem>
    %b = ttg.memdesc_trans %bt {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xi8, #s64, #smem> -> !ttg.memdesc<64x64xi8, #st, #smem>
    // expected-error @+2 {{operand 'a': its layout #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}> puts element 1 along dimension 0 at byte 80, where a wgmma descriptor reads byte 144}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xi8, #s, #smem> * !ttg.memdesc<64x64xi8, #st, #smem> -> tensor<64x64xi32, #mma>
    tt.return
  }
}

// -----

// Operands of two 16-bit types: the op verifies (as in Triton), but wgmma
// multiplies only equal 16-bit types.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mixed_16bit(%a: !ttg.memdesc<64x64xf16, #s, #smem>, %b: !ttg.memdesc<64x64xbf16, #s, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+2 {{mixes operand types 'f16' and 'bf16'}}
    // expected-error @+1 {{failed to legalize operation 'ttng.warp_group_dot'}}
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #s, #smem> * !ttg.memdesc<64x64xbf16, #s, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}
