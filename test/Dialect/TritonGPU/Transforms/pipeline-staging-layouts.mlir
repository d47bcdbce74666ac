// RUN: tt-opt %s -split-input-file --tritongpu-pipeline=num-stages=2 | FileCheck %s --check-prefix=TWO
// RUN: tt-opt %s -split-input-file --tritongpu-pipeline=num-stages=3 | FileCheck %s --check-prefix=THREE

// The shared layouts loads read back from shared memory are staged in, and
// the order the pipeline reads them back in, as Triton 3.6 makes them.
// Inputs: the IR Triton had before tritongpu-pipeline for three random
// K-loop kernels of utils/difftest (seeds 72 and 71).
//
// First: a bf16 load read by a scan (no dot-like reader: an unswizzled
// buffer in the layout's register order) and one read through a conversion
// to a linear layout shaped like an mma.sync A tile with kWidth 2 (swizzled
// as that operand: vec 8, perPhase 2, maxPhase 4). Both have a non-zero
// `other`, so each local_load is followed by a select on the load's mask;
// the loop carries each load's token and mask, in load order, and reads
// the buffers back in load order.

// TWO-DAG: #[[PLAIN:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// TWO-DAG: #[[TILE:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
// TWO-LABEL: tt.func public @k_s72_4
// TWO: ttg.local_alloc : () -> !ttg.memdesc<1x32x32xbf16, #[[PLAIN]], #smem, mutable>
// TWO: ttg.local_alloc : () -> !ttg.memdesc<1x64x32xbf16, #[[TILE]], #smem, mutable>
// TWO: scf.for {{.*}} -> (tensor<32x64xf32, #mma>, i32, i32, !ttg.async.token, tensor<32x32xi1, #blocked1>, !ttg.async.token, tensor<64x32xi1, #blocked1>)
// TWO: ttg.local_load {{.*}} -> tensor<32x32xbf16, #blocked1>
// TWO-NEXT: arith.select
// TWO: ttg.local_load {{.*}} -> tensor<64x32xbf16, #blocked1>
// TWO-NEXT: arith.select
// TWO-NEXT: ttg.convert_layout {{.*}} -> tensor<64x32xbf16, #linear>

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [2, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 2], order = [0, 1, 2]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 8], [0, 16], [16, 0], [32, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[8, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s72_4(%arg0: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<32x1xi32, #blocked>
    %c2048_i32 = arith.constant 2048 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_0 = arith.constant dense<-1.000000e+00> : tensor<32x32xbf16, #blocked1>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<64x32xbf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs y : i32
    %2 = arith.muli %0, %1 : i32
    %3 = tt.get_program_id y : i32
    %4 = arith.addi %2, %3 : i32
    %5 = arith.muli %0, %c32_i32 : i32
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %8 = tt.splat %5 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %8, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %3, %c64_i32 : i32
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %13 = arith.addi %12, %11 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = arith.addi %arg6, %c31_i32 : i32
    %15 = arith.divsi %14, %c32_i32 : i32
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %17 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked1>
    %18 = arith.cmpi slt, %16, %17 : tensor<32x1xi32, #blocked1>
    %19 = tt.splat %arg6 : i32 -> tensor<1x32xi32, #blocked1>
    %20 = tt.broadcast %18 : tensor<32x1xi1, #blocked1> -> tensor<32x32xi1, #blocked1>
    %21 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked1>
    %22 = arith.muli %16, %21 : tensor<32x1xi32, #blocked1>
    %23 = tt.splat %arg0 : !tt.ptr<bf16> -> tensor<32x1x!tt.ptr<bf16>, #blocked1>
    %24 = tt.addptr %23, %22 : tensor<32x1x!tt.ptr<bf16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %25 = tt.broadcast %24 : tensor<32x1x!tt.ptr<bf16>, #blocked1> -> tensor<32x32x!tt.ptr<bf16>, #blocked1>
    %26 = tt.expand_dims %13 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %27 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %28 = arith.cmpi slt, %26, %27 : tensor<64x1xi32, #blocked1>
    %29 = tt.broadcast %28 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %30 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %31 = arith.muli %26, %30 : tensor<64x1xi32, #blocked1>
    %32 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #blocked1>
    %33 = tt.addptr %32, %31 : tensor<64x1x!tt.ptr<bf16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<64x1x!tt.ptr<bf16>, #blocked1> -> tensor<64x32x!tt.ptr<bf16>, #blocked1>
    %35 = scf.for %arg9 = %c0_i32 to %15 step %c1_i32 iter_args(%arg10 = %cst_2) -> (tensor<32x64xf32, #mma>)  : i32 {
      %69 = arith.muli %arg9, %c32_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
      %70 = tt.splat %69 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %71 = arith.addi %70, %7 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %72 = tt.expand_dims %71 {axis = 0 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %73 = arith.cmpi slt, %72, %19 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1>
      %74 = tt.broadcast %73 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x32xi1, #blocked1> -> tensor<32x32xi1, #blocked1>
      %75 = arith.andi %20, %74 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<32x32xi1, #blocked1>
      %76 = tt.broadcast %72 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
      %77 = tt.addptr %25, %76 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<bf16>, #blocked1>, tensor<32x32xi32, #blocked1>
      %78 = tt.load %77, %75, %cst_0 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<bf16>, #blocked1>
      %79 = tt.broadcast %73 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %80 = arith.andi %29, %79 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x32xi1, #blocked1>
      %81 = tt.broadcast %72 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %82 = tt.addptr %34, %81 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<bf16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %83 = tt.load %82, %80, %cst_1 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<bf16>, #blocked1>
      %84 = ttg.convert_layout %83 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x32xbf16, #blocked1> -> tensor<64x32xbf16, #linear>
      %85 = arith.extf %78 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<32x32xbf16, #blocked1> to tensor<32x32xf32, #blocked1>
      %86 = "tt.scan"(%85) <{axis = 0 : i32, reverse = true}> ({
      ^bb0(%arg11: f32, %arg12: f32):
        %91 = arith.addf %arg11, %arg12 : f32
        tt.scan.return %91 : f32
      }) {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<32x32xf32, #blocked1>) -> tensor<32x32xf32, #blocked1>
      %87 = arith.truncf %86 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<32x32xf32, #blocked1> to tensor<32x32xbf16, #blocked1>
      %88 = tt.trans %84 {loop.cluster = 0 : i32, loop.stage = 1 : i32, order = array<i32: 1, 0>} : tensor<64x32xbf16, #linear> -> tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %89 = ttg.convert_layout %87 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<32x32xbf16, #blocked1> -> tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %90 = tt.dot %89, %88, %arg10, inputPrecision = tf32 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<32x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x64xf32, #mma>
      scf.yield %90 : tensor<32x64xf32, #mma>
    } {tt.scheduled_max_stage = 1 : i32}
    %36 = ttg.convert_layout %35 : tensor<32x64xf32, #mma> -> tensor<32x64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %37 = tt.expand_dims %36 {axis = 1 : i32} : tensor<32x64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1x64xf32, #blocked2>
    %38 = tt.reshape %37 allow_reorder : tensor<32x1x64xf32, #blocked2> -> tensor<2048xf32, #blocked3>
    %39 = "tt.reduce"(%38) <{axis = 0 : i32}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      %69 = arith.minnumf %arg9, %arg10 : f32
      tt.reduce.return %69 : f32
    }) : (tensor<2048xf32, #blocked3>) -> f32
    %40 = arith.fptosi %39 : f32 to i32
    %41 = arith.sitofp %40 : i32 to f32
    %42 = tt.splat %41 : f32 -> tensor<32x64xf32, #mma>
    %43 = arith.minnumf %42, %35 : tensor<32x64xf32, #mma>
    %44 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %45 = tt.expand_dims %44 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %46 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked>
    %47 = arith.cmpi slt, %45, %46 : tensor<32x1xi32, #blocked>
    %48 = arith.muli %4, %c2048_i32 : i32
    %49 = tt.addptr %arg2, %48 : !tt.ptr<f32>, i32
    %50 = arith.muli %45, %cst : tensor<32x1xi32, #blocked>
    %51 = tt.splat %49 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
    %52 = tt.addptr %51, %50 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
    %53 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %54 = tt.expand_dims %53 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %55 = tt.broadcast %52 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %56 = tt.broadcast %54 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %57 = tt.addptr %55, %56 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %58 = tt.broadcast %47 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %59 = ttg.convert_layout %43 : tensor<32x64xf32, #mma> -> tensor<32x64xf32, #blocked>
    tt.store %57, %59, %58 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %60 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %61 = arith.cmpi slt, %45, %60 : tensor<32x1xi32, #blocked>
    %62 = tt.addptr %arg3, %48 : !tt.ptr<f32>, i32
    %63 = tt.splat %62 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
    %64 = tt.addptr %63, %50 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
    %65 = tt.broadcast %64 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %66 = tt.addptr %65, %56 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %67 = tt.broadcast %61 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %68 = ttg.convert_layout %35 : tensor<32x64xf32, #mma> -> tensor<32x64xf32, #blocked>
    tt.store %66, %68, %67 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Second: an f32 tile read by a reverse scan along dim 0. Its blocked
// layout (2x16 threads, 8 warps stacked) covers 16 of the 64 rows, so its
// registers step along dim 0 first: the unswizzled buffer is in order
// [0, 1], the order Triton's getOrder reads off the layout for this shape,
// not the blocked layout's own [1, 0].

// THREE-DAG: #[[COLS:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
// THREE-LABEL: tt.func public @k_s71_90
// THREE: ttg.local_alloc : () -> !ttg.memdesc<2x64x16xf32, #[[COLS]], #smem, mutable>

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [0, 8], [8, 0], [16, 0]], lane = [[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = [[0, 16], [0, 32], [32, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s71_90(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<64x1xi32, #blocked>
    %c4096_i32 = arith.constant 4096 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<64x16xf32, #blocked1>
    %c15_i32 = arith.constant 15 : i32
    %cst_1 = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #mma>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #mma>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs y : i32
    %2 = arith.muli %0, %1 : i32
    %3 = tt.get_program_id y : i32
    %4 = arith.addi %2, %3 : i32
    %5 = arith.muli %3, %c64_i32 : i32
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %5 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %7, %6 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %arg5, %c15_i32 : i32
    %10 = arith.divsi %9, %c16_i32 : i32
    %11 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %13 = tt.splat %arg4 : i32 -> tensor<64x1xi32, #blocked1>
    %14 = arith.cmpi slt, %12, %13 : tensor<64x1xi32, #blocked1>
    %15 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %16 = tt.broadcast %14 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %17 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %18 = arith.muli %12, %17 : tensor<64x1xi32, #blocked1>
    %19 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %20 = tt.addptr %19, %18 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %21 = tt.broadcast %20 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %22 = scf.for %arg7 = %c0_i32 to %10 step %c1_i32 iter_args(%arg8 = %cst_3) -> (tensor<64x64xf32, #mma>)  : i32 {
      %42 = arith.muli %arg7, %c16_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %43 = tt.splat %42 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %44 = arith.addi %43, %11 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %45 = tt.expand_dims %44 {axis = 0 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %46 = arith.cmpi slt, %45, %15 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked1>
      %47 = tt.broadcast %46 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %48 = arith.andi %16, %47 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x16xi1, #blocked1>
      %49 = tt.broadcast %45 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %50 = tt.addptr %21, %49 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %51 = tt.load %50, %48, %cst_0 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %52 = "tt.scan"(%51) <{axis = 0 : i32, reverse = true}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %59 = arith.addf %arg9, %arg10 : f32
        tt.scan.return %59 : f32
      }) {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x16xf32, #blocked1>) -> tensor<64x16xf32, #blocked1>
      %53 = arith.truncf %52 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xf32, #blocked1> to tensor<64x16xbf16, #blocked1>
      %54 = arith.truncf %51 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xf32, #blocked1> to tensor<64x16xbf16, #blocked1>
      %55 = ttg.local_alloc %54 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x16xbf16, #blocked1>) -> !ttg.memdesc<64x16xbf16, #shared, #smem>
      %56 = ttg.memdesc_trans %55 {loop.cluster = 0 : i32, loop.stage = 2 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<64x16xbf16, #shared, #smem> -> !ttg.memdesc<16x64xbf16, #shared1, #smem>
      %57 = ttg.convert_layout %53 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xbf16, #blocked1> -> tensor<64x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %58 = ttng.warp_group_dot %57, %56, %arg8 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<16x64xbf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %58 : tensor<64x64xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    %23 = arith.mulf %22, %cst_1 : tensor<64x64xf32, #mma>
    %24 = arith.addf %23, %cst_2 : tensor<64x64xf32, #mma>
    %25 = tt.trans %24 {order = array<i32: 1, 0>} : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #linear>
    %26 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %27 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %28 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %29 = arith.cmpi slt, %27, %28 : tensor<64x1xi32, #blocked>
    %30 = arith.muli %4, %c4096_i32 : i32
    %31 = tt.addptr %arg2, %30 : !tt.ptr<f32>, i32
    %32 = arith.muli %27, %cst : tensor<64x1xi32, #blocked>
    %33 = tt.splat %31 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %34 = tt.addptr %33, %32 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %35 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %36 = tt.expand_dims %35 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %37 = tt.broadcast %34 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %38 = tt.broadcast %36 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %39 = tt.addptr %37, %38 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %40 = tt.broadcast %29 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %41 = ttg.convert_layout %25 : tensor<64x64xf32, #linear> -> tensor<64x64xf32, #blocked>
    tt.store %39, %41, %40 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}


// -----

// Third: a load with a non-zero `other` read only by a local_alloc (a wgmma
// operand; difftest seed 71). cp.async fills masked-off elements with zeros,
// so, as Triton does, the load is copied into a buffer in the alloc's layout,
// read back, selected against `other` under its mask, and the alloc takes
// the select; before, such a loop was left unpipelined.

// TWO-DAG: #[[NV:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// TWO-LABEL: tt.func public @k_s71_297
// TWO: ttg.local_alloc : () -> !ttg.memdesc<1x64x64xf16, #[[NV]], #smem, mutable>
// TWO: ttg.async_copy_global_to_local {{.*}} -> <64x64xf16, #[[NV]], #smem, mutable>
// TWO: scf.for
// TWO: %[[RAW:.*]] = ttg.local_load {{.*}} : !ttg.memdesc<64x64xf16, #[[NV]], #smem, mutable> -> tensor<64x64xf16, #blocked2>
// TWO-NEXT: %[[SEL:.*]] = arith.select %{{.*}}, %[[RAW]], %{{.*}} : tensor<64x64xi1, #blocked2>, tensor<64x64xf16, #blocked2>
// TWO-NEXT: %[[OPND:.*]] = ttg.local_alloc %[[SEL]] : (tensor<64x64xf16, #blocked2>) -> !ttg.memdesc<64x64xf16, #[[NV]], #smem>
// TWO-NEXT: ttng.warp_group_dot %[[OPND]]
// TWO: ttg.async_copy_global_to_local

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 8, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s71_297(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #mma>
    %cst_0 = arith.constant dense<0> : tensor<64x16xi8, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst_2 = arith.constant dense<16> : tensor<64x1xi32, #blocked>
    %c1024_i32 = arith.constant 1024 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_3 = arith.constant dense<-1.000000e+00> : tensor<64x64xf16, #blocked2>
    %cst_4 = arith.constant dense<0> : tensor<64x16xi32, #mma>
    %0 = ttg.local_alloc %cst_1 : (tensor<64x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>) -> !ttg.memdesc<64x16xf16, #shared, #smem>
    %1 = tt.get_program_id x : i32
    %2 = tt.get_num_programs y : i32
    %3 = arith.muli %1, %2 : i32
    %4 = tt.get_program_id y : i32
    %5 = arith.addi %3, %4 : i32
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %10 = tt.splat %6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = tt.splat %6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = arith.addi %10, %7 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = arith.addi %11, %8 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %14 = arith.muli %4, %c16_i32 : i32
    %15 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.splat %14 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %17 = arith.addi %16, %15 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %18 = arith.addi %arg6, %c63_i32 : i32
    %19 = arith.divsi %18, %c64_i32 : i32
    %20 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %21 = tt.splat %arg4 : i32 -> tensor<64x1xi32, #blocked2>
    %22 = arith.cmpi slt, %20, %21 : tensor<64x1xi32, #blocked2>
    %23 = tt.splat %arg6 : i32 -> tensor<1x64xi32, #blocked2>
    %24 = tt.broadcast %22 : tensor<64x1xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %25 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked2>
    %26 = arith.muli %20, %25 : tensor<64x1xi32, #blocked2>
    %27 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %28 = tt.addptr %27, %26 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %29 = tt.broadcast %28 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x64x!tt.ptr<f16>, #blocked2>
    %30 = scf.for %arg8 = %c0_i32 to %19 step %c1_i32 iter_args(%arg9 = %cst) -> (tensor<64x16xf32, #mma>)  : i32 {
      %71 = arith.muli %arg8, %c64_i32 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
      %72 = tt.splat %71 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %73 = arith.addi %72, %9 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %74 = tt.expand_dims %73 {axis = 0 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
      %75 = arith.cmpi slt, %74, %23 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked2>
      %76 = tt.broadcast %75 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x64xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
      %77 = arith.andi %24, %76 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64xi1, #blocked2>
      %78 = tt.broadcast %74 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
      %79 = tt.addptr %29, %78 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked2>, tensor<64x64xi32, #blocked2>
      %80 = tt.load %79, %77, %cst_3 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked2>
      %81 = ttg.local_alloc %80 {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x64xf16, #blocked2>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
      %82 = ttng.warp_group_dot %81, %0, %arg9 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<64x64xf16, #shared1, #smem> * !ttg.memdesc<64x16xf16, #shared, #smem> -> tensor<64x16xf32, #mma>
      scf.yield %82 : tensor<64x16xf32, #mma>
    } {tt.scheduled_max_stage = 1 : i32}
    %31 = tt.expand_dims %13 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %32 = tt.splat %arg4 : i32 -> tensor<64x1xi32, #blocked>
    %33 = arith.cmpi slt, %31, %32 : tensor<64x1xi32, #blocked>
    %34 = tt.expand_dims %17 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %35 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked>
    %36 = arith.cmpi slt, %34, %35 : tensor<1x16xi32, #blocked>
    %37 = tt.broadcast %33 : tensor<64x1xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %38 = tt.broadcast %36 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %39 = arith.andi %37, %38 : tensor<64x16xi1, #blocked>
    %40 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %41 = arith.muli %31, %40 : tensor<64x1xi32, #blocked>
    %42 = tt.splat %arg2 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %43 = tt.addptr %42, %41 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x16x!tt.ptr<i8>, #blocked>
    %45 = tt.broadcast %34 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %46 = tt.addptr %44, %45 : tensor<64x16x!tt.ptr<i8>, #blocked>, tensor<64x16xi32, #blocked>
    %47 = tt.load %46, %39, %cst_0 : tensor<64x16x!tt.ptr<i8>, #blocked>
    %48 = arith.subi %cst_0, %47 : tensor<64x16xi8, #blocked>
    %49 = ttg.convert_layout %48 : tensor<64x16xi8, #blocked> -> tensor<64x16xi8, #mma>
    %50 = arith.extsi %49 : tensor<64x16xi8, #mma> to tensor<64x16xi32, #mma>
    %51 = arith.cmpi slt, %50, %cst_4 : tensor<64x16xi32, #mma>
    %52 = arith.sitofp %48 : tensor<64x16xi8, #blocked> to tensor<64x16xf32, #blocked>
    %53 = ttg.convert_layout %52 : tensor<64x16xf32, #blocked> -> tensor<64x16xf32, #mma>
    %54 = arith.select %51, %30, %53 : tensor<64x16xi1, #mma>, tensor<64x16xf32, #mma>
    %55 = ttg.convert_layout %54 : tensor<64x16xf32, #mma> -> tensor<64x16xf32, #blocked>
    %56 = "tt.scan"(%55) <{axis = 1 : i32, reverse = true}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      %71 = arith.addf %arg8, %arg9 : f32
      tt.scan.return %71 : f32
    }) : (tensor<64x16xf32, #blocked>) -> tensor<64x16xf32, #blocked>
    %57 = arith.maxnumf %55, %56 : tensor<64x16xf32, #blocked>
    %58 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %59 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %60 = arith.cmpi slt, %58, %59 : tensor<64x1xi32, #blocked>
    %61 = arith.muli %5, %c1024_i32 : i32
    %62 = tt.addptr %arg3, %61 : !tt.ptr<f32>, i32
    %63 = arith.muli %58, %cst_2 : tensor<64x1xi32, #blocked>
    %64 = tt.splat %62 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %65 = tt.addptr %64, %63 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %66 = tt.expand_dims %15 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %67 = tt.broadcast %65 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x16x!tt.ptr<f32>, #blocked>
    %68 = tt.broadcast %66 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %69 = tt.addptr %67, %68 : tensor<64x16x!tt.ptr<f32>, #blocked>, tensor<64x16xi32, #blocked>
    %70 = tt.broadcast %60 : tensor<64x1xi1, #blocked> -> tensor<64x16xi1, #blocked>
    tt.store %69, %57, %70 : tensor<64x16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

