// RUN: tt-opt %s -split-input-file -tritongpu-coalesce-async-copy | FileCheck %s

// An i8 operand copied 16 elements per thread into a buffer swizzled in
// 8-element vectors (rows 2 apart XOR their vectors): one cp.async can move
// 8 bytes only, so the source is clipped to 8 per thread, lanes placed
// again ([4, 8]), pointers and mask converted; the contiguity hint is what
// the analysis knows of the new values (nothing: 1, as in Triton).

#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: #[[CLIPPED:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
  // CHECK-LABEL: tt.func public @clipped
  // CHECK: %[[P:.*]] = ttg.convert_layout %arg0 {{.*}} -> tensor<64x64x!tt.ptr<i8>, #[[CLIPPED]]>
  // CHECK: %[[M:.*]] = ttg.convert_layout %arg1 {{.*}} -> tensor<64x64xi1, #[[CLIPPED]]>
  // CHECK: ttg.async_copy_global_to_local %[[P]], %{{.*}} mask %[[M]] :
  tt.func public @clipped(%p: tensor<64x64x!tt.ptr<i8>, #blocked>, %m: tensor<64x64xi1, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %p, %buf mask %m {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// A source whose runs already fit the buffer's is left alone.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @fits
  // CHECK-NOT: ttg.convert_layout
  // CHECK: ttg.async_copy_global_to_local %arg0, %{{.*}} {contiguity = 8 : i32}
  tt.func public @fits(%p: tensor<64x64x!tt.ptr<f16>, #blocked>) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %t = ttg.async_copy_global_to_local %p, %buf {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
