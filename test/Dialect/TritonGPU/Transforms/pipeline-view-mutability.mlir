// RUN: tt-opt %s --tritongpu-pipeline=num-stages=4 | FileCheck %s
//
// A loaded tile read by wgmma through tt.trans (a local_alloc, then a
// memdesc_trans): pipelining replaces the immutable alloc by a view of the
// mutable multi-buffer, and the memdesc_trans on it must become mutable
// too, or it fails verification. Found by the random kernel generator
// (utils/difftest, seed 33, kernel 220) and reduced with tt-reduce.

// CHECK: %[[BUFFER:.*]] = ttg.local_alloc : () -> !ttg.memdesc<4x16x16xf16, #[[SHARED:shared[0-9]*]], #smem, mutable>
// CHECK: scf.for
// CHECK: %[[SLOT:.*]] = ttg.memdesc_index %[[BUFFER]]
// CHECK: %[[VIEW:.*]] = ttg.memdesc_trans %[[SLOT]] {order = array<i32: 1, 0>} : !ttg.memdesc<16x16xf16, #[[SHARED]], #smem, mutable> -> !ttg.memdesc<16x16xf16, #{{shared[0-9]*}}, #smem, mutable>
// CHECK: ttng.warp_group_dot %{{.*}}, %[[VIEW]], %{{.*}} {{.*}}, #smem, mutable> -> tensor<64x16xf32, #mma>

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s33_220(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x16xf16, #blocked>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<64x16xf32, #blocked1>
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #mma>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %cst_2 = arith.constant dense<false> : tensor<16x16xi1, #blocked>
    %1 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<16x1x!tt.ptr<f16>, #blocked>
    %2 = tt.broadcast %1 : tensor<16x1x!tt.ptr<f16>, #blocked> -> tensor<16x16x!tt.ptr<f16>, #blocked>
    %3 = scf.for %arg7 = %c0_i32 to %arg5 step %c1_i32 iter_args(%arg8 = %cst_1) -> (tensor<64x16xf32, #mma>)  : i32 {
      %4 = arith.muli %arg7, %c16_i32 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32
      %5 = tt.splat %4 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %6 = arith.addi %5, %0 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %7 = tt.expand_dims %6 {axis = 0 : i32, loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
      %8 = ttg.convert_layout %cst_0 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %9 = tt.broadcast %7 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked> -> tensor<16x16xi32, #blocked>
      %10 = tt.addptr %2, %9 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<16x16x!tt.ptr<f16>, #blocked>, tensor<16x16xi32, #blocked>
      %11 = tt.load %10, %cst_2, %cst {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<16x16x!tt.ptr<f16>, #blocked>
      %12 = arith.truncf %8 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %13 = ttg.local_alloc %11 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem>
      %14 = ttg.memdesc_trans %13 {loop.cluster = 0 : i32, loop.stage = 3 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<16x16xf16, #shared, #smem> -> !ttg.memdesc<16x16xf16, #shared1, #smem>
      %15 = ttng.warp_group_dot %12, %14, %arg8 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x16xf16, #shared1, #smem> -> tensor<64x16xf32, #mma>
      scf.yield %15 : tensor<64x16xf32, #mma>
    } {tt.scheduled_max_stage = 3 : i32}
    tt.return
  }
}

