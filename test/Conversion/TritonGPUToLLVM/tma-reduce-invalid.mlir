// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --verify-diagnostics
// RUN: not tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm 2>&1 | FileCheck %s

// TMA reductions, gathers and scatters the lowering refuses, on the op
// (exit status 1, no crash):
//   - a reduction kind with an element type PTX does not combine it on (the
//     pairs Triton 3.6's frontend refuses too): max on f32, inc on i64;
//   - gathers and scatters of rows on sm_90: they need sm_100's
//     tile::gather4 / tile::scatter4, which ptxas refuses for sm_90a, so
//     Triton 3.6 cannot compile them there either.

// CHECK: tma-reduce-invalid.mlir:[[@LINE+11]]:5: error: 'ttng.async_tma_reduce' op cannot reduce f32 elements with 'max': a TMA reduction takes 'max' on i32, i64, f16 and bf16 only
// CHECK: tma-reduce-invalid.mlir:{{[0-9]+}}:5: error: 'ttng.async_tma_reduce' op cannot reduce i64 elements with 'inc': a TMA reduction takes 'inc' on i32 only
// CHECK: tma-reduce-invalid.mlir:{{[0-9]+}}:5: error: 'ttng.async_tma_gather' op needs sm_100's TMA row gather (cp.async.bulk.tensor.2d.tile::gather4), which sm_90 lacks; Triton 3.6 cannot compile it for cuda:90 either
// CHECK: tma-reduce-invalid.mlir:{{[0-9]+}}:5: error: 'ttng.async_tma_scatter' op needs sm_100's TMA row scatter (cp.async.bulk.tensor.2d.tile::scatter4), which sm_90 lacks; Triton 3.6 cannot compile it for cuda:90 either
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @max_f32(%d: !tt.tensordesc<tensor<64x64xf32, #shared>>, %i: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    // expected-error @+2 {{cannot reduce f32 elements with 'max': a TMA reduction takes 'max' on i32, i64, f16 and bf16 only}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_reduce'}}
    ttng.async_tma_reduce max, %d[%i, %i] %buf : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 64}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @inc_i64(%d: !tt.tensordesc<tensor<64x16xi64, #shared>>, %i: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x16xi64, #shared, #smem, mutable>
    // expected-error @+2 {{cannot reduce i64 elements with 'inc': a TMA reduction takes 'inc' on i32 only}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_reduce'}}
    ttng.async_tma_reduce inc, %d[%i, %i] %buf : !tt.tensordesc<tensor<64x16xi64, #shared>>, !ttg.memdesc<64x16xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @gather(%d: !tt.tensordesc<tensor<1x128xf16, #shared>>, %x: tensor<32xi32, #blocked>, %y: i32) {
    %true = arith.constant true
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x128xf16, #shared, #smem, mutable>
    %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // expected-error @+2 {{needs sm_100's TMA row gather (cp.async.bulk.tensor.2d.tile::gather4), which sm_90 lacks; Triton 3.6 cannot compile it for cuda:90 either}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_gather'}}
    ttng.async_tma_gather %d[%x, %y] %buf, %b, %true : !tt.tensordesc<tensor<1x128xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #shared, #smem, mutable>, i1
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scatter(%d: !tt.tensordesc<tensor<1x128xf16, #shared>>, %x: tensor<32xi32, #blocked>, %y: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x128xf16, #shared, #smem, mutable>
    // expected-error @+2 {{needs sm_100's TMA row scatter (cp.async.bulk.tensor.2d.tile::scatter4), which sm_90 lacks; Triton 3.6 cannot compile it for cuda:90 either}}
    // expected-error @+1 {{failed to legalize operation 'ttng.async_tma_scatter'}}
    ttng.async_tma_scatter %d[%x, %y] %buf : !tt.tensordesc<tensor<1x128xf16, #shared>>, tensor<32xi32, #blocked>, i32, !ttg.memdesc<32x128xf16, #shared, #smem, mutable>
    tt.return
  }
}
