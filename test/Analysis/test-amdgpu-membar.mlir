// RUN: tt-opt %s -test-tritonamdgpu-membar | FileCheck %s

// The membar analysis as Triton's AMD backend runs it: local_loads whose
// token comes from an async_wait are marked so, and no barrier separates
// such a load from an async copy (here the next copy into the same buffer,
// a write after the read that -test-print-membar orders with a barrier).
// A load without that token still gets its barrier.

// CHECK-LABEL: tt.func @synced
// CHECK: ttg.async_wait
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_load {{.*}} token {{.*}} {ttg.amdg.syncedViaAsyncWait = true}
// CHECK-NEXT: ttg.async_copy_global_to_local
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_load {{.*}} {ttg.amdg.syncedViaAsyncWait = false}
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
tt.func @synced(%p: tensor<16x16x!tt.ptr<f16>, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %tok = ttg.async_copy_global_to_local %p, %a : tensor<16x16x!tt.ptr<f16>, #blocked> -> <16x16xf16, #shared, #smem, mutable>
  %g = ttg.async_commit_group tokens %tok
  %w = ttg.async_wait %g {num = 0 : i32}
  %x = ttg.local_load %a token %w : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  %tok2 = ttg.async_copy_global_to_local %p, %a : tensor<16x16x!tt.ptr<f16>, #blocked> -> <16x16xf16, #shared, #smem, mutable>
  %y = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}
