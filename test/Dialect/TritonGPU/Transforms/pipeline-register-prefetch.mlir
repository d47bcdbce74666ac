// RUN: tt-opt %s --tritongpu-pipeline | FileCheck %s

// An i8 K loop whose A tile (64x16, 16 bytes a row per thread) meets its
// mma v2 staging buffer (order [0, 1]: M fastest) in 1-byte runs, found by
// utils/difftest. cp.async moves 4, 8 or 16 bytes, so A is not copied
// asynchronously (Triton's lowerLoads: copyVecBytes < 4): it stays a
// tt.load that the expansion prefetches in registers, two iterations ahead
// (stages 0 and 2). B, read in registers through a conversion to a linear
// layout, is copied asynchronously into an unswizzled buffer and read back
// with a local_load in its own layout, as Triton stages such loads.

// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x16x16xi8, #[[SH:shared[0-9]*]], #smem, mutable>
// CHECK: %[[A0:.*]] = tt.load {{.*}} : tensor<64x16x!tt.ptr<i8>
// CHECK: ttg.async_copy_global_to_local {{.*}} -> <16x16xi8, #[[SH]], #smem, mutable>
// CHECK: %[[A1:.*]] = tt.load {{.*}} : tensor<64x16x!tt.ptr<i8>
// CHECK: ttg.async_copy_global_to_local {{.*}} -> <16x16xi8, #[[SH]], #smem, mutable>
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[AC:[a-z0-9_]+]] = %[[A0]], %{{.*}} = %[[A1]],
// CHECK:   ttg.convert_layout %[[AC]]
// CHECK:   ttg.async_wait
// CHECK:   ttg.local_load {{.*}} token {{.*}} -> tensor<16x16xi8, #blocked>
// CHECK:   tt.dot
// CHECK:   tt.load {{.*}} : tensor<64x16x!tt.ptr<i8>
// CHECK:   ttg.async_copy_global_to_local {{.*}} : tensor<16x16x!tt.ptr<i8>
// CHECK:   scf.yield
// CHECK-NOT: ttg.async_copy_global_to_local {{.*}} : tensor<64x16x!tt.ptr<i8>

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [32, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 0], [8, 0]], lane = [[0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = [[0, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s14_7(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<16> : tensor<64x1xi32, #blocked>
    %c1024_i32 = arith.constant 1024 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x16xi8, #blocked1>
    %cst_1 = arith.constant dense<0> : tensor<16x16xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c15_i32 = arith.constant 15 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs y : i32
    %2 = arith.muli %0, %1 : i32
    %3 = tt.get_program_id y : i32
    %4 = arith.addi %2, %3 : i32
    %5 = arith.muli %0, %c64_i32 : i32
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %5 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %7, %6 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.muli %3, %c16_i32 : i32
    %10 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %11 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.splat %9 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %14 = arith.addi %13, %12 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %arg5, %c15_i32 : i32
    %16 = arith.divsi %15, %c16_i32 : i32
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %19 = arith.cmpi slt, %17, %18 : tensor<64x1xi32, #blocked1>
    %20 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %21 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked>
    %22 = tt.broadcast %19 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %23 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %24 = arith.muli %17, %23 : tensor<64x1xi32, #blocked1>
    %25 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
    %26 = tt.addptr %25, %24 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
    %27 = tt.broadcast %26 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x16x!tt.ptr<i8>, #blocked1>
    %28 = tt.expand_dims %14 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %29 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
    %30 = arith.cmpi slt, %28, %29 : tensor<16x1xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<16x1xi1, #blocked> -> tensor<16x16xi1, #blocked>
    %32 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %33 = arith.muli %28, %32 : tensor<16x1xi32, #blocked>
    %34 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<16x1x!tt.ptr<i8>, #blocked>
    %35 = tt.addptr %34, %33 : tensor<16x1x!tt.ptr<i8>, #blocked>, tensor<16x1xi32, #blocked>
    %36 = tt.broadcast %35 : tensor<16x1x!tt.ptr<i8>, #blocked> -> tensor<16x16x!tt.ptr<i8>, #blocked>
    %37 = scf.for %arg7 = %c0_i32 to %16 step %c1_i32 iter_args(%arg8 = %cst_2) -> (tensor<64x16xf32, #mma>)  : i32 {
      %53 = arith.muli %arg7, %c16_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %54 = tt.splat %53 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %55 = tt.splat %53 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %56 = arith.addi %54, %10 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %57 = arith.addi %55, %11 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %58 = tt.expand_dims %56 {axis = 0 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %59 = tt.expand_dims %57 {axis = 0 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
      %60 = arith.cmpi slt, %58, %20 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked1>
      %61 = arith.cmpi slt, %59, %21 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked>
      %62 = tt.broadcast %60 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %63 = arith.andi %22, %62 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x16xi1, #blocked1>
      %64 = tt.broadcast %58 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %65 = tt.addptr %27, %64 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x16x!tt.ptr<i8>, #blocked1>, tensor<64x16xi32, #blocked1>
      %66 = tt.load %65, %63, %cst_0 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x16x!tt.ptr<i8>, #blocked1>
      %67 = ttg.convert_layout %66 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xi8, #blocked1> -> tensor<64x16xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %68 = tt.broadcast %61 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi1, #blocked> -> tensor<16x16xi1, #blocked>
      %69 = arith.andi %31, %68 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16x16xi1, #blocked>
      %70 = tt.broadcast %59 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked> -> tensor<16x16xi32, #blocked>
      %71 = tt.addptr %36, %70 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16x16x!tt.ptr<i8>, #blocked>, tensor<16x16xi32, #blocked>
      %72 = tt.load %71, %69, %cst_1 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16x16x!tt.ptr<i8>, #blocked>
      %73 = ttg.convert_layout %72 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<16x16xi8, #blocked> -> tensor<16x16xi8, #linear>
      %74 = arith.sitofp %67 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> to tensor<64x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %75 = arith.sitofp %73 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<16x16xi8, #linear> to tensor<16x16xbf16, #linear>
      %76 = tt.trans %75 {loop.cluster = 0 : i32, loop.stage = 2 : i32, order = array<i32: 1, 0>} : tensor<16x16xbf16, #linear> -> tensor<16x16xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %77 = tt.dot %74, %76, %arg8, inputPrecision = tf32 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<16x16xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x16xf32, #mma>
      scf.yield %77 : tensor<64x16xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    %38 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %39 = tt.expand_dims %38 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %40 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %41 = arith.cmpi slt, %39, %40 : tensor<64x1xi32, #blocked>
    %42 = arith.muli %4, %c1024_i32 : i32
    %43 = tt.addptr %arg2, %42 : !tt.ptr<f32>, i32
    %44 = arith.muli %39, %cst : tensor<64x1xi32, #blocked>
    %45 = tt.splat %43 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %46 = tt.addptr %45, %44 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %47 = tt.expand_dims %11 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %48 = tt.broadcast %46 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x16x!tt.ptr<f32>, #blocked>
    %49 = tt.broadcast %47 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %50 = tt.addptr %48, %49 : tensor<64x16x!tt.ptr<f32>, #blocked>, tensor<64x16xi32, #blocked>
    %51 = tt.broadcast %41 : tensor<64x1xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %52 = ttg.convert_layout %37 : tensor<64x16xf32, #mma> -> tensor<64x16xf32, #blocked>
    tt.store %50, %52, %51 : tensor<64x16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}


