// RUN: tt-opt %s --tritongpu-pipeline=num-stages=3 | FileCheck %s

// A pipelined load read both through a local_alloc (here the `.T` operand
// of an FMA dot) and in registers (squared and summed): the copy's slot is
// the alloc itself, as in Triton, and one local_load reads the slot back
// for the register use. The slot is not read back and stored again into a
// second buffer.

// CHECK-LABEL: tt.func @alloc_and_registers
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf32, #[[SH:shared[0-9]*]], #smem, mutable>
// CHECK: scf.for
// CHECK:   %[[SLOT:.*]] = ttg.memdesc_index %[[BUF]]
// CHECK:   %[[REG:.*]] = ttg.local_load %[[SLOT]] token {{.*}} -> tensor<64x32xf32, #blocked>
// CHECK-NOT: ttg.local_alloc %
// CHECK:   %[[T:.*]] = ttg.memdesc_trans %[[SLOT]] {{.*}} : !ttg.memdesc<64x32xf32, #[[SH]], #smem, mutable> -> !ttg.memdesc<32x64xf32
// CHECK:   ttg.local_load %[[T]] : {{.*}} -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1
// CHECK:   arith.mulf %[[REG]], %[[REG]]
// CHECK:   ttg.async_copy_global_to_local
// CHECK:   scf.yield

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @alloc_and_registers(%x: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y: tensor<64x32x!tt.ptr<f32>, #blocked>, %k: i32,
                               %a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>) -> (tensor<64x64xf32, #blocked1>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    %sum0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %r:2 = scf.for %i = %c0 to %k step %c32 iter_args(%acc = %acc0, %sum = %sum0) -> (tensor<64x64xf32, #blocked1>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
      %off = tt.splat %i {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<64x32xi32, #blocked>
      %ptr = tt.addptr %y, %off {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f32>, #blocked>, tensor<64x32xi32, #blocked>
      %v = tt.load %ptr {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f32>, #blocked>
      %m = ttg.local_alloc %v {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x32xf32, #blocked>) -> !ttg.memdesc<64x32xf32, #shared, #smem>
      %t = ttg.memdesc_trans %m {loop.cluster = 0 : i32, loop.stage = 2 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf32, #shared, #smem> -> !ttg.memdesc<32x64xf32, #shared1, #smem>
      %b = ttg.local_load %t {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<32x64xf32, #shared1, #smem> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
      %d = tt.dot %a, %b, %acc {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
      %sq = arith.mulf %v, %v {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x32xf32, #blocked>
      %red = "tt.reduce"(%sq) <{axis = 1 : i32}> ({
      ^bb0(%p: f32, %q: f32):
        %s = arith.addf %p, %q : f32
        tt.reduce.return %s : f32
      }) {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %sum1 = arith.addf %sum, %red {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %d, %sum1 : tensor<64x64xf32, #blocked1>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %r#0, %r#1 : tensor<64x64xf32, #blocked1>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
