// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv=compute-capability=90 --triton-nvidia-gpu-proxy-fence-insertion | FileCheck %s
// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv=compute-capability=80 --triton-nvidia-gpu-proxy-fence-insertion=compute-capability=80 | FileCheck %s --check-prefix=SM80

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A buffer written by ordinary stores, then by a TMA copy: a fence first.
  // A second copy into it, with nothing generic in between, needs none.
  // CHECK-LABEL: @store_then_copy
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
  // CHECK-NEXT: ttng.async_tma_copy_global_to_local
  // CHECK-NEXT: ttng.async_tma_copy_global_to_local
  // SM80-LABEL: @store_then_copy
  // SM80: ttg.local_store
  // SM80-NEXT: ttng.async_tma_copy_global_to_local
  tt.func public @store_then_copy(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %v: tensor<128x64xf16, #blocked>, %i: i32) {
    %true = arith.constant true
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttg.local_store %v, %buf : tensor<128x64xf16, #blocked> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %true : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %true : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }

  // Read back with local_load in a loop, copied into again next iteration:
  // the read reaches the copy around the loop, so the copy is fenced. A
  // fence already there (here before the loop) does not cover the loop.
  // CHECK-LABEL: @loop_read_then_copy
  // CHECK: scf.for
  // CHECK-NEXT: ttng.fence_async_shared
  // CHECK-NEXT: ttng.async_tma_copy_global_to_local
  // CHECK: ttng.wait_barrier
  // CHECK-NEXT: ttg.local_load
  tt.func public @loop_read_then_copy(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32, %out: !tt.ptr<f16>) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    scf.for %k = %c0 to %i step %c1 : i32 {
      ttng.async_tma_copy_global_to_local %desc[%k, %k] %buf, %bar, %true : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
      ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
      %v = ttg.local_load %buf : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> -> tensor<128x64xf16, #blocked>
      %p = tt.splat %out : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #blocked>
      tt.store %p, %v : tensor<128x64x!tt.ptr<f16>, #blocked>
    }
    tt.return
  }

  // Only mbarrier traffic and async reads before the copy: no fence.
  // CHECK-LABEL: @no_generic_access
  // CHECK-NOT: ttng.fence_async_shared
  // CHECK: tt.return
  tt.func public @no_generic_access(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>, %i: i32) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %true : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.async_tma_copy_global_to_local %desc[%i, %i] %buf, %bar, %true : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
