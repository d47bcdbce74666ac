// RUN: tt-opt %s -split-input-file --tritongpu-pipeline=num-stages=1 | FileCheck %s

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Operands stored in the loop: the dot cannot stay in flight, it is
  // waited for right away, its operands threaded through the wait.
  // CHECK-LABEL: tt.func @written_in_loop
  // CHECK: scf.for
  // CHECK: %[[SA:.*]] = ttg.local_alloc
  // CHECK: %[[SB:.*]] = ttg.local_alloc
  // CHECK: %[[D:.*]] = ttng.warp_group_dot %[[SA]], %[[SB]], %{{.*}} {isAsync = true}
  // CHECK-NEXT: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %[[SA]], %[[SB]] {pendings = 0 : i32}
  // CHECK-NEXT: scf.yield %[[W]]#0
  // CHECK-NOT: ttng.warp_group_dot_wait
  // CHECK: tt.return
  tt.func @written_in_loop(%a: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #mma>) : i32 {
      %sa = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %sb = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %sa, %sb, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }

  // Loop-invariant operands, result only carried: properly async. One dot
  // stays in flight (pendings = 1 after it); the loop's last one is waited
  // for after the loop.
  // CHECK-LABEL: tt.func @invariant_operands
  // CHECK: %[[SA:.*]] = ttg.local_alloc
  // CHECK: %[[R:.*]] = scf.for
  // CHECK: %[[D:.*]] = ttng.warp_group_dot {{.*}} {isAsync = true}
  // CHECK-NEXT: %[[W:.*]]:2 = ttng.warp_group_dot_wait %[[D]], %[[SA]] {pendings = 1 : i32}
  // CHECK-NEXT: scf.yield %[[W]]#0
  // CHECK: %[[F:.*]] = ttng.warp_group_dot_wait %[[R]] {pendings = 0 : i32}
  // CHECK-NEXT: tt.return %[[F]]
  tt.func @invariant_operands(%a: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %sa = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (tensor<64x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %sa, %sa, %acc : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %r : tensor<64x64xf32, #mma>
  }

  // A dot outside loops is left synchronous.
  // CHECK-LABEL: tt.func @no_loop
  // CHECK: ttng.warp_group_dot
  // CHECK-NOT: isAsync
  // CHECK-NOT: ttng.warp_group_dot_wait
  tt.func @no_loop(%a: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
    %sa = ttg.local_alloc %a : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %d = ttng.warp_group_dot %sa, %sa, %c : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}
