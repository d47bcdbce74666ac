// RUN: tt-opt %s --tritongpu-pipeline=num-stages=2 | FileCheck %s

// Triton 3.6's IR before tritongpu-pipeline for a random kernel of
// utils/difftest (seed 27, kernel 19): one f32 tile, loaded with a non-zero
// `other`, feeds both operands of a dot. Both operands stage it alike, so
// it is copied asynchronously into that staging buffer, read back in its
// own layout, given its `other` by a select on its mask (carried from the
// load's stage), and converted to each operand, as Triton's pipeliner does
// (a load with several users is read into registers).

// CHECK: #[[SH:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
// CHECK: ttg.async_copy_global_to_local {{.*}} other %[[OTHER:[a-z0-9_]+]] : tensor<64x64x!tt.ptr<f32>, #[[BL:blocked[0-9]*]]> -> <64x64xf32, #[[SH]]
// CHECK: scf.for
// CHECK:   %[[V:.*]] = ttg.local_load {{.*}} token {{.*}} -> tensor<64x64xf32, #[[BL]]>
// CHECK:   %[[S:.*]] = arith.select %{{.*}}, %[[V]], %[[OTHER]] : tensor<64x64xi1, #[[BL]]>, tensor<64x64xf32, #[[BL]]>
// CHECK:   ttg.convert_layout %[[S]] {{.*}} -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 1
// CHECK:   ttg.convert_layout %[[S]] {{.*}} -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0
// CHECK:   ttg.async_copy_global_to_local

#blocked = #ttg.blocked<{sizePerThread = [1, 4, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 1, 1], order = [1, 0, 2]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module {
  module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
    tt.func public @k_s27_19(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32, %arg8: i32) attributes {noinline = false} {
      %cst = arith.constant dense<4> : tensor<64x1x1xi32, #blocked>
      %cst_0 = arith.constant dense<1.000000e+00> : tensor<64x4x1xf32, #blocked>
      %c64_i32 = arith.constant 64 : i32
      %c256_i32 = arith.constant 256 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %cst_1 = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked1>
      %c63_i32 = arith.constant 63 : i32
      %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
      %0 = tt.get_program_id x : i32
      %1 = tt.get_num_programs y : i32
      %2 = arith.muli %0, %1 : i32
      %3 = tt.get_program_id y : i32
      %4 = arith.addi %2, %3 : i32
      %5 = arith.muli %3, %c64_i32 : i32
      %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %8 = tt.splat %5 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %9 = arith.addi %8, %7 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %10 = arith.addi %arg6, %c63_i32 : i32
      %11 = arith.divsi %10, %c64_i32 : i32
      %12 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
      %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %14 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked1>
      %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32, #blocked1>
      %16 = tt.broadcast %15 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %17 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
      %18 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
      %19 = tt.broadcast %13 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
      %20 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst_2) -> (tensor<64x64xf32, #mma>)  : i32 {
        %60 = arith.muli %arg9, %c64_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %61 = tt.splat %60 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
        %62 = arith.addi %61, %6 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
        %63 = tt.expand_dims %62 {axis = 1 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
        %64 = arith.cmpi slt, %63, %12 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
        %65 = tt.broadcast %64 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
        %66 = arith.andi %65, %16 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64xi1, #blocked1>
        %67 = arith.muli %63, %17 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
        %68 = tt.addptr %18, %67 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
        %69 = tt.broadcast %68 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
        %70 = tt.addptr %69, %19 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
        %71 = tt.load %70, %66, %cst_1 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1>
        %72 = ttg.convert_layout %71 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
        %73 = ttg.convert_layout %71 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
        %74 = arith.truncf %73 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
        %75 = arith.truncf %72 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> to tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
        %76 = tt.dot %74, %75, %arg10, inputPrecision = tf32 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
        scf.yield %76 : tensor<64x64xf32, #mma>
      } {tt.scheduled_max_stage = 1 : i32}
      %21 = "tt.reduce"(%20) <{axis = 0 : i32}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %60 = arith.maxnumf %arg9, %arg10 : f32
        tt.reduce.return %60 : f32
      }) : (tensor<64x64xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>>
      %22 = ttg.convert_layout %21 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>>
      %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>> -> tensor<1x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>>
      %24 = ttg.convert_layout %21 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %25 = tt.expand_dims %24 {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xf32, #blocked3>
      %26 = tt.expand_dims %23 {axis = 2 : i32} : tensor<1x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>> -> tensor<1x64x1xf32, #blocked2>
      %27 = arith.mulf %26, %26 : tensor<1x64x1xf32, #blocked2>
      %28 = tt.broadcast %27 : tensor<1x64x1xf32, #blocked2> -> tensor<1x64x4xf32, #blocked2>
      %29 = tt.trans %28 {order = array<i32: 1, 2, 0>} : tensor<1x64x4xf32, #blocked2> -> tensor<64x4x1xf32, #blocked>
      %30 = arith.addf %29, %29 : tensor<64x4x1xf32, #blocked>
      %31 = "tt.scan"(%30) <{axis = 1 : i32, reverse = false}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %60 = arith.addf %arg9, %arg10 : f32
        tt.scan.return %60 : f32
      }) : (tensor<64x4x1xf32, #blocked>) -> tensor<64x4x1xf32, #blocked>
      %32 = math.absf %31 : tensor<64x4x1xf32, #blocked>
      %33 = arith.addf %32, %cst_0 : tensor<64x4x1xf32, #blocked>
      %34 = arith.divf %31, %33 : tensor<64x4x1xf32, #blocked>
      %35 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
      %36 = tt.expand_dims %35 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %37 = tt.expand_dims %36 {axis = 2 : i32} : tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<64x1x1xi32, #blocked>
      %38 = tt.splat %arg7 : i32 -> tensor<64x1x1xi32, #blocked>
      %39 = arith.cmpi slt, %37, %38 : tensor<64x1x1xi32, #blocked>
      %40 = arith.muli %4, %c256_i32 : i32
      %41 = tt.addptr %arg2, %40 : !tt.ptr<f32>, i32
      %42 = arith.muli %37, %cst : tensor<64x1x1xi32, #blocked>
      %43 = tt.splat %41 : !tt.ptr<f32> -> tensor<64x1x1x!tt.ptr<f32>, #blocked>
      %44 = tt.addptr %43, %42 : tensor<64x1x1x!tt.ptr<f32>, #blocked>, tensor<64x1x1xi32, #blocked>
      %45 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
      %46 = tt.expand_dims %45 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x4xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %47 = tt.expand_dims %46 {axis = 2 : i32} : tensor<1x4xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x4x1xi32, #blocked>
      %48 = tt.broadcast %44 : tensor<64x1x1x!tt.ptr<f32>, #blocked> -> tensor<64x4x1x!tt.ptr<f32>, #blocked>
      %49 = tt.broadcast %47 : tensor<1x4x1xi32, #blocked> -> tensor<64x4x1xi32, #blocked>
      %50 = tt.addptr %48, %49 : tensor<64x4x1x!tt.ptr<f32>, #blocked>, tensor<64x4x1xi32, #blocked>
      %51 = tt.broadcast %39 : tensor<64x1x1xi1, #blocked> -> tensor<64x4x1xi1, #blocked>
      tt.store %50, %34, %51 : tensor<64x4x1x!tt.ptr<f32>, #blocked>
      %52 = arith.cmpi sgt, %arg8, %c0_i32 : i32
      %53 = arith.muli %4, %c64_i32 : i32
      %54 = tt.addptr %arg3, %53 : !tt.ptr<f32>, i32
      %55 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %56 = tt.expand_dims %55 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
      %57 = tt.splat %54 : !tt.ptr<f32> -> tensor<1x64x!tt.ptr<f32>, #blocked3>
      %58 = tt.addptr %57, %56 : tensor<1x64x!tt.ptr<f32>, #blocked3>, tensor<1x64xi32, #blocked3>
      %59 = tt.splat %52 : i1 -> tensor<1x64xi1, #blocked3>
      tt.store %58, %25, %59 : tensor<1x64x!tt.ptr<f32>, #blocked3>
      tt.return
    }
  }
  module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
    tt.func public @k_s27_19(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32, %arg8: i32) attributes {noinline = false} {
      %cst = arith.constant dense<4> : tensor<64x1x1xi32, #blocked>
      %cst_0 = arith.constant dense<1.000000e+00> : tensor<64x4x1xf32, #blocked>
      %c64_i32 = arith.constant 64 : i32
      %c256_i32 = arith.constant 256 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %cst_1 = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked1>
      %c63_i32 = arith.constant 63 : i32
      %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
      %0 = tt.get_program_id x : i32
      %1 = tt.get_num_programs y : i32
      %2 = arith.muli %0, %1 : i32
      %3 = tt.get_program_id y : i32
      %4 = arith.addi %2, %3 : i32
      %5 = arith.muli %3, %c64_i32 : i32
      %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %8 = tt.splat %5 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %9 = arith.addi %8, %7 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %10 = arith.addi %arg6, %c63_i32 : i32
      %11 = arith.divsi %10, %c64_i32 : i32
      %12 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
      %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %14 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked1>
      %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32, #blocked1>
      %16 = tt.broadcast %15 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %17 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
      %18 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
      %19 = tt.broadcast %13 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
      %20 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable>
      %c-1_i32 = arith.constant -1 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      %c0_i32_5 = arith.constant 0 : i32
      %21:3 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %c-1_i32, %arg12 = %c-1_i32) -> (tensor<64x64xf32, #mma>, i32, i32)  : i32 {
        %c1_i32_6 = arith.constant {loop.cluster = 1 : i32, loop.stage = 0 : i32} 1 : i32
        %62 = arith.addi %arg11, %c1_i32_4 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %63 = arith.cmpi sge, %62, %c1_i32_6 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %64 = arith.select %63, %c0_i32_3, %62 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %65 = arith.addi %arg12, %c1_i32_4 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
        %66 = arith.cmpi sge, %65, %c1_i32_6 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
        %67 = arith.select %66, %c0_i32_3, %65 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
        %68 = arith.muli %arg9, %c64_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %69 = tt.splat %68 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
        %70 = arith.addi %69, %6 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
        %71 = tt.expand_dims %70 {axis = 1 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
        %72 = arith.cmpi slt, %71, %12 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
        %73 = tt.broadcast %72 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
        %74 = arith.andi %73, %16 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64xi1, #blocked1>
        %75 = arith.muli %71, %17 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
        %76 = tt.addptr %18, %75 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
        %77 = tt.broadcast %76 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
        %78 = tt.addptr %77, %19 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
        %79 = ttg.memdesc_index %20[%64] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
        %80 = ttg.async_copy_global_to_local %78, %79 mask %74 other %cst_1 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1> -> <64x64xf32, #shared, #smem, mutable>
        %81 = ttg.async_commit_group tokens %80 {loop.cluster = 1 : i32, loop.stage = 0 : i32}
        %82 = ttg.async_wait %81 {loop.cluster = 0 : i32, loop.stage = 1 : i32, num = 0 : i32}
        %83 = ttg.memdesc_index %20[%67] {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
        %84 = ttg.local_load %83 token %82 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<64x64xf32, #shared, #smem, mutable> -> tensor<64x64xf32, #blocked1>
        %85 = arith.select %74, %84, %cst_1 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xi1, #blocked1>, tensor<64x64xf32, #blocked1>
        %86 = ttg.convert_layout %85 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
        %87 = ttg.convert_layout %85 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
        %88 = arith.truncf %87 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
        %89 = arith.truncf %86 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> to tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
        %90 = tt.dot %88, %89, %arg10, inputPrecision = tf32 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
        scf.yield %90, %64, %67 : tensor<64x64xf32, #mma>, i32, i32
      } {tt.scheduled_max_stage = 1 : i32}
      %22 = ttg.async_wait {num = 0 : i32}
      ttg.local_dealloc %20 : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable>
      %23 = "tt.reduce"(%21#0) <{axis = 0 : i32}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %62 = arith.maxnumf %arg9, %arg10 : f32
        tt.reduce.return %62 : f32
      }) : (tensor<64x64xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>>
      %24 = ttg.convert_layout %23 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>>
      %25 = tt.expand_dims %24 {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>> -> tensor<1x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>>
      %26 = ttg.convert_layout %23 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %27 = tt.expand_dims %26 {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xf32, #blocked3>
      %28 = tt.expand_dims %25 {axis = 2 : i32} : tensor<1x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>> -> tensor<1x64x1xf32, #blocked2>
      %29 = arith.mulf %28, %28 : tensor<1x64x1xf32, #blocked2>
      %30 = tt.broadcast %29 : tensor<1x64x1xf32, #blocked2> -> tensor<1x64x4xf32, #blocked2>
      %31 = tt.trans %30 {order = array<i32: 1, 2, 0>} : tensor<1x64x4xf32, #blocked2> -> tensor<64x4x1xf32, #blocked>
      %32 = arith.addf %31, %31 : tensor<64x4x1xf32, #blocked>
      %33 = "tt.scan"(%32) <{axis = 1 : i32, reverse = false}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %62 = arith.addf %arg9, %arg10 : f32
        tt.scan.return %62 : f32
      }) : (tensor<64x4x1xf32, #blocked>) -> tensor<64x4x1xf32, #blocked>
      %34 = math.absf %33 : tensor<64x4x1xf32, #blocked>
      %35 = arith.addf %34, %cst_0 : tensor<64x4x1xf32, #blocked>
      %36 = arith.divf %33, %35 : tensor<64x4x1xf32, #blocked>
      %37 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
      %38 = tt.expand_dims %37 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %39 = tt.expand_dims %38 {axis = 2 : i32} : tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<64x1x1xi32, #blocked>
      %40 = tt.splat %arg7 : i32 -> tensor<64x1x1xi32, #blocked>
      %41 = arith.cmpi slt, %39, %40 : tensor<64x1x1xi32, #blocked>
      %42 = arith.muli %4, %c256_i32 : i32
      %43 = tt.addptr %arg2, %42 : !tt.ptr<f32>, i32
      %44 = arith.muli %39, %cst : tensor<64x1x1xi32, #blocked>
      %45 = tt.splat %43 : !tt.ptr<f32> -> tensor<64x1x1x!tt.ptr<f32>, #blocked>
      %46 = tt.addptr %45, %44 : tensor<64x1x1x!tt.ptr<f32>, #blocked>, tensor<64x1x1xi32, #blocked>
      %47 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
      %48 = tt.expand_dims %47 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x4xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %49 = tt.expand_dims %48 {axis = 2 : i32} : tensor<1x4xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x4x1xi32, #blocked>
      %50 = tt.broadcast %46 : tensor<64x1x1x!tt.ptr<f32>, #blocked> -> tensor<64x4x1x!tt.ptr<f32>, #blocked>
      %51 = tt.broadcast %49 : tensor<1x4x1xi32, #blocked> -> tensor<64x4x1xi32, #blocked>
      %52 = tt.addptr %50, %51 : tensor<64x4x1x!tt.ptr<f32>, #blocked>, tensor<64x4x1xi32, #blocked>
      %53 = tt.broadcast %41 : tensor<64x1x1xi1, #blocked> -> tensor<64x4x1xi1, #blocked>
      tt.store %52, %36, %53 : tensor<64x4x1x!tt.ptr<f32>, #blocked>
      %54 = arith.cmpi sgt, %arg8, %c0_i32 : i32
      %55 = arith.muli %4, %c64_i32 : i32
      %56 = tt.addptr %arg3, %55 : !tt.ptr<f32>, i32
      %57 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %58 = tt.expand_dims %57 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
      %59 = tt.splat %56 : !tt.ptr<f32> -> tensor<1x64x!tt.ptr<f32>, #blocked3>
      %60 = tt.addptr %59, %58 : tensor<1x64x!tt.ptr<f32>, #blocked3>, tensor<1x64xi32, #blocked3>
      %61 = tt.splat %54 : i1 -> tensor<1x64xi1, #blocked3>
      tt.store %60, %27, %61 : tensor<1x64x!tt.ptr<f32>, #blocked3>
      tt.return
    }
  }
  module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
    tt.func public @k_s27_19(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32, %arg8: i32) attributes {noinline = false} {
      %c-1_i32 = arith.constant -1 : i32
      %cst = arith.constant dense<4> : tensor<64x1x1xi32, #blocked>
      %cst_0 = arith.constant dense<1.000000e+00> : tensor<64x4x1xf32, #blocked>
      %c64_i32 = arith.constant 64 : i32
      %c256_i32 = arith.constant 256 : i32
      %c0_i32 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %cst_1 = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked1>
      %c63_i32 = arith.constant 63 : i32
      %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
      %0 = tt.get_program_id x : i32
      %1 = tt.get_num_programs y : i32
      %2 = arith.muli %0, %1 : i32
      %3 = tt.get_program_id y : i32
      %4 = arith.addi %2, %3 : i32
      %5 = arith.muli %3, %c64_i32 : i32
      %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %8 = tt.splat %5 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %9 = arith.addi %8, %7 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %10 = arith.addi %arg6, %c63_i32 : i32
      %11 = arith.divsi %10, %c64_i32 : i32
      %12 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
      %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %14 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked1>
      %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32, #blocked1>
      %16 = tt.broadcast %15 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %17 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
      %18 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
      %19 = tt.broadcast %13 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
      %20 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable>
      %21 = arith.cmpi sgt, %11, %c0_i32 : i32
      %22 = arith.cmpi sge, %c0_i32, %c1_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
      %23 = arith.select %22, %c0_i32, %c0_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
      %24 = tt.splat %c0_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %25 = arith.addi %24, %6 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %26 = tt.expand_dims %25 {axis = 1 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %27 = arith.cmpi slt, %26, %12 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
      %28 = tt.broadcast %27 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %29 = arith.andi %28, %16 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64xi1, #blocked1>
      %30 = arith.muli %26, %17 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
      %31 = tt.addptr %18, %30 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
      %32 = tt.broadcast %31 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
      %33 = tt.addptr %32, %19 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
      %34 = ttg.memdesc_index %20[%23] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
      %35 = tt.splat %21 : i1 -> tensor<64x64xi1, #blocked1>
      %36 = arith.andi %35, %29 : tensor<64x64xi1, #blocked1>
      %37 = ttg.async_copy_global_to_local %33, %34 mask %36 other %cst_1 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1> -> <64x64xf32, #shared, #smem, mutable>
      %38 = ttg.async_commit_group tokens %37 {loop.cluster = 1 : i32, loop.stage = 0 : i32}
      %39:6 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %23, %arg12 = %c-1_i32, %arg13 = %c1_i32, %arg14 = %38, %arg15 = %29) -> (tensor<64x64xf32, #mma>, i32, i32, i32, !ttg.async.token, tensor<64x64xi1, #blocked1>)  : i32 {
        %80 = arith.subi %11, %c1_i32 : i32
        %81 = arith.cmpi slt, %arg9, %80 : i32
        %82 = arith.addi %arg12, %c1_i32 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
        %83 = arith.cmpi sge, %82, %arg13 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
        %84 = arith.select %83, %c0_i32, %82 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : i32
        %85 = ttg.async_wait %arg14 {loop.cluster = 0 : i32, loop.stage = 1 : i32, num = 0 : i32}
        %86 = ttg.memdesc_index %20[%84] {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
        %87 = ttg.local_load %86 token %85 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<64x64xf32, #shared, #smem, mutable> -> tensor<64x64xf32, #blocked1>
        %88 = arith.select %arg15, %87, %cst_1 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xi1, #blocked1>, tensor<64x64xf32, #blocked1>
        %89 = ttg.convert_layout %88 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
        %90 = ttg.convert_layout %88 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
        %91 = arith.truncf %90 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
        %92 = arith.truncf %89 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> to tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
        %93 = tt.dot %91, %92, %arg10, inputPrecision = tf32 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
        %94 = arith.addi %arg11, %c1_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %95 = arith.cmpi sge, %94, %c1_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %96 = arith.select %95, %c0_i32, %94 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %97 = arith.addi %arg9, %c1_i32 : i32
        %98 = arith.muli %97, %c64_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
        %99 = tt.splat %98 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
        %100 = arith.addi %99, %6 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
        %101 = tt.expand_dims %100 {axis = 1 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
        %102 = arith.cmpi slt, %101, %12 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
        %103 = tt.broadcast %102 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
        %104 = arith.andi %103, %16 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64xi1, #blocked1>
        %105 = arith.muli %101, %17 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1xi32, #blocked1>
        %106 = tt.addptr %18, %105 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
        %107 = tt.broadcast %106 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
        %108 = tt.addptr %107, %19 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
        %109 = ttg.memdesc_index %20[%96] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
        %110 = tt.splat %81 : i1 -> tensor<64x64xi1, #blocked1>
        %111 = arith.andi %110, %104 : tensor<64x64xi1, #blocked1>
        %112 = ttg.async_copy_global_to_local %108, %109 mask %111 other %cst_1 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f32>, #blocked1> -> <64x64xf32, #shared, #smem, mutable>
        %113 = ttg.async_commit_group tokens %112 {loop.cluster = 1 : i32, loop.stage = 0 : i32}
        scf.yield %93, %96, %84, %c1_i32, %113, %104 : tensor<64x64xf32, #mma>, i32, i32, i32, !ttg.async.token, tensor<64x64xi1, #blocked1>
      } {tt.scheduled_max_stage = 1 : i32}
      %40 = ttg.async_wait {num = 0 : i32}
      ttg.local_dealloc %20 : !ttg.memdesc<1x64x64xf32, #shared, #smem, mutable>
      %41 = "tt.reduce"(%39#0) <{axis = 0 : i32}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %80 = arith.maxnumf %arg9, %arg10 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x64xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>>
      %42 = ttg.convert_layout %41 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>>
      %43 = tt.expand_dims %42 {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>> -> tensor<1x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>>
      %44 = ttg.convert_layout %41 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %45 = tt.expand_dims %44 {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xf32, #blocked3>
      %46 = tt.expand_dims %43 {axis = 2 : i32} : tensor<1x64xf32, #ttg.slice<{dim = 2, parent = #blocked2}>> -> tensor<1x64x1xf32, #blocked2>
      %47 = arith.mulf %46, %46 : tensor<1x64x1xf32, #blocked2>
      %48 = tt.broadcast %47 : tensor<1x64x1xf32, #blocked2> -> tensor<1x64x4xf32, #blocked2>
      %49 = tt.trans %48 {order = array<i32: 1, 2, 0>} : tensor<1x64x4xf32, #blocked2> -> tensor<64x4x1xf32, #blocked>
      %50 = arith.addf %49, %49 : tensor<64x4x1xf32, #blocked>
      %51 = "tt.scan"(%50) <{axis = 1 : i32, reverse = false}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %80 = arith.addf %arg9, %arg10 : f32
        tt.scan.return %80 : f32
      }) : (tensor<64x4x1xf32, #blocked>) -> tensor<64x4x1xf32, #blocked>
      %52 = math.absf %51 : tensor<64x4x1xf32, #blocked>
      %53 = arith.addf %52, %cst_0 : tensor<64x4x1xf32, #blocked>
      %54 = arith.divf %51, %53 : tensor<64x4x1xf32, #blocked>
      %55 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
      %56 = tt.expand_dims %55 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %57 = tt.expand_dims %56 {axis = 2 : i32} : tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<64x1x1xi32, #blocked>
      %58 = tt.splat %arg7 : i32 -> tensor<64x1x1xi32, #blocked>
      %59 = arith.cmpi slt, %57, %58 : tensor<64x1x1xi32, #blocked>
      %60 = arith.muli %4, %c256_i32 : i32
      %61 = tt.addptr %arg2, %60 : !tt.ptr<f32>, i32
      %62 = arith.muli %57, %cst : tensor<64x1x1xi32, #blocked>
      %63 = tt.splat %61 : !tt.ptr<f32> -> tensor<64x1x1x!tt.ptr<f32>, #blocked>
      %64 = tt.addptr %63, %62 : tensor<64x1x1x!tt.ptr<f32>, #blocked>, tensor<64x1x1xi32, #blocked>
      %65 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
      %66 = tt.expand_dims %65 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x4xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %67 = tt.expand_dims %66 {axis = 2 : i32} : tensor<1x4xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x4x1xi32, #blocked>
      %68 = tt.broadcast %64 : tensor<64x1x1x!tt.ptr<f32>, #blocked> -> tensor<64x4x1x!tt.ptr<f32>, #blocked>
      %69 = tt.broadcast %67 : tensor<1x4x1xi32, #blocked> -> tensor<64x4x1xi32, #blocked>
      %70 = tt.addptr %68, %69 : tensor<64x4x1x!tt.ptr<f32>, #blocked>, tensor<64x4x1xi32, #blocked>
      %71 = tt.broadcast %59 : tensor<64x1x1xi1, #blocked> -> tensor<64x4x1xi1, #blocked>
      tt.store %70, %54, %71 : tensor<64x4x1x!tt.ptr<f32>, #blocked>
      %72 = arith.cmpi sgt, %arg8, %c0_i32 : i32
      %73 = arith.muli %4, %c64_i32 : i32
      %74 = tt.addptr %arg3, %73 : !tt.ptr<f32>, i32
      %75 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %76 = tt.expand_dims %75 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
      %77 = tt.splat %74 : !tt.ptr<f32> -> tensor<1x64x!tt.ptr<f32>, #blocked3>
      %78 = tt.addptr %77, %76 : tensor<1x64x!tt.ptr<f32>, #blocked3>, tensor<1x64xi32, #blocked3>
      %79 = tt.splat %72 : i1 -> tensor<1x64xi1, #blocked3>
      tt.store %78, %45, %79 : tensor<1x64x!tt.ptr<f32>, #blocked3>
      tt.return
    }
  }
}

