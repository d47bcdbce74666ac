// RUN: tt-opt %s -split-input-file -tritongpu-reorder-instructions | FileCheck %s

// A conversion sinks below the deallocation before its first use; a
// local_alloc of a tensor and a transpose move up to their operand's
// definition (the later one ends up first).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @moves
tt.func @moves(%x: tensor<64x64xf16, #blocked>, %p: tensor<64x64x!tt.ptr<f16>, #blocked1>) -> (!ttg.memdesc<64x64xf16, #shared, #smem>, tensor<64x64xf16, #blocked>) {
  // CHECK: %[[Y:.*]] = arith.addf
  // CHECK-NEXT: tt.trans %[[Y]]
  // CHECK-NEXT: ttg.local_alloc %[[Y]]
  // CHECK: ttg.local_dealloc
  // CHECK-NEXT: ttg.convert_layout
  // CHECK-NEXT: tt.store
  %y = arith.addf %x, %x : tensor<64x64xf16, #blocked>
  %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %c = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
  ttg.local_dealloc %buf : !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  tt.store %p, %c : tensor<64x64x!tt.ptr<f16>, #blocked1>
  %a = ttg.local_alloc %y : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  %t = tt.trans %y {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
  %u = ttg.convert_layout %t : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked>
  tt.return %a, %u : !ttg.memdesc<64x64xf16, #shared, #smem>, tensor<64x64xf16, #blocked>
}
}

// -----

// A local_load whose only user is inside a loop moves into the loop, next to
// that user; with several users it stays.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @sink_into_loop
tt.func @sink_into_loop(%buf: !ttg.memdesc<64x64xf16, #shared, #smem>, %init: tensor<64x64xf16, #blocked>, %n: i32) -> (tensor<64x64xf16, #blocked>, tensor<64x64xf16, #blocked>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // CHECK: %[[KEPT:.*]] = ttg.local_load
  // CHECK: scf.for
  // CHECK-NEXT: %[[SUNK:.*]] = ttg.local_load
  // CHECK-NEXT: arith.addf %{{.*}}, %[[SUNK]]
  // CHECK: arith.addf %[[KEPT]], %[[KEPT]]
  %sunk = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
  %kept = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64x64xf16, #blocked>) : i32 {
    %s = arith.addf %acc, %sunk : tensor<64x64xf16, #blocked>
    scf.yield %s : tensor<64x64xf16, #blocked>
  }
  %k = arith.addf %kept, %kept : tensor<64x64xf16, #blocked>
  tt.return %r, %k : tensor<64x64xf16, #blocked>, tensor<64x64xf16, #blocked>
}
}

// -----

// The load of a dot's B operand moves after that of its A operand.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @b_after_a
// CHECK: %[[A:.*]] = ttg.local_load %{{.*}} -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0
// CHECK-NEXT: %[[B:.*]] = ttg.local_load %{{.*}} -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1
// CHECK-NEXT: tt.dot %[[A]], %[[B]]
tt.func @b_after_a(%sa: !ttg.memdesc<64x32xf16, #shared, #smem>, %sb: !ttg.memdesc<32x64xf16, #shared, #smem>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
  %b = ttg.local_load %sb : !ttg.memdesc<32x64xf16, #shared, #smem> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  %a = ttg.local_load %sa : !ttg.memdesc<64x32xf16, #shared, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
  tt.return %d : tensor<64x64xf32, #mma>
}
}

// -----

// ... but not past an op that writes memory: an mbarrier arrive between the
// two loads keeps B's load before it.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @b_stays_before_arrive
// CHECK: ttg.local_load %{{.*}} -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1
// CHECK-NEXT: ttng.arrive_barrier
// CHECK-NEXT: ttg.local_load %{{.*}} -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0
tt.func @b_stays_before_arrive(%sa: !ttg.memdesc<64x32xf16, #shared, #smem>, %sb: !ttg.memdesc<32x64xf16, #shared, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) -> tensor<64x64xf32, #mma> {
  %b = ttg.local_load %sb : !ttg.memdesc<32x64xf16, #shared, #smem> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  ttng.arrive_barrier %bar, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
  %a = ttg.local_load %sa : !ttg.memdesc<64x32xf16, #shared, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
  tt.return %d : tensor<64x64xf32, #mma>
}
}

// -----

// A local_alloc of a splat or constant stays where it is: filling the buffer
// early would only hold shared memory longer.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @splat_alloc_stays
// CHECK: tt.splat
// CHECK-NEXT: ttg.async_wait
// CHECK-NEXT: ttg.local_alloc
tt.func @splat_alloc_stays(%x: f16) {
  %t = tt.splat %x : f16 -> tensor<32x64xf16, #blocked>
  ttg.async_wait {num = 0 : i32}
  %s = ttg.local_alloc %t : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared, #smem>
  tt.return
}
}
