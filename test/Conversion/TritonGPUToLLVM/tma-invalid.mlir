// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --verify-diagnostics

// TMA copies the lowering refuses, with the op named.

// A cache modifier on a TMA load is not lowered yet.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cache_modifier(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) {
    %true = arith.constant true
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // expected-error @+2 {{with a cache modifier, an eviction policy or volatile is not lowered yet}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_copy_global_to_local'}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %buf, %b, %true cacheModifier = cg : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A block narrower than one 128-byte swizzle row has no TMA box.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @narrow_store(%d: !tt.tensordesc<tensor<64x16xf16, #shared>>, %i: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable>
    // expected-error @+2 {{moves a block TMA cannot move}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_copy_local_to_global'}}
    ttng.async_tma_copy_local_to_global %d[%i, %i] %buf : !tt.tensordesc<tensor<64x16xf16, #shared>>, !ttg.memdesc<64x16xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Fewer coordinates than the buffer has dimensions: the verifier takes any
// number from 1 to 5, as Triton's does, and the lowering says what it lacks.
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @too_few_coordinates(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    // expected-error @+2 {{has 1 coordinates for a rank-2 buffer}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_copy_local_to_global'}}
    ttng.async_tma_copy_local_to_global %d[%i] %buf : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
