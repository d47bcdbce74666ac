// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=3 | FileCheck %s --check-prefix=LAT
// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-test-pipeline-lower-loop | FileCheck %s --check-prefix=LOWER
// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops -tritongpu-pipeline=num-stages=3 -canonicalize | FileCheck %s --check-prefix=PIPE

// A wgmma K loop over blocks a table picks (test/GPU/lowering/
// dot_block_table_scalar_index.py, its IR before tritongpu-assign-latencies at
// num_stages = 3): the block index is a scalar i32 load feeding the addresses
// of both tiles. As in Triton 3.6, the scalar load is a candidate one level of
// indirection from the dot (32 bits: cp.async can copy it), so all three
// loads get a latency of 1; the lowering turns the scalar load into a load of
// a one-element tensor (pointer splat in the load's stage, a tt.unsplat in
// its reader's), copied asynchronously a stage before the tiles it picks.
// The buffers are Triton's for this kernel (its TTGIR on an H200:
// 1x1xi32, 2x64x32xf16, 2x32x64xf16).

// LAT: tt.load {{.*}} {tt.latency = 1 : i32} : !tt.ptr<i32>
// LAT-COUNT-2: tt.load {{.*}} {tt.latency = 1 : i32} : tensor<

// LOWER: scf.for
// LOWER: %[[P:.*]] = tt.addptr %arg2, %{{.*}} {loop.cluster = 2 : i32, loop.stage = 0 : i32}
// LOWER: %[[T:.*]] = tt.splat %[[P]] {loop.cluster = 2 : i32, loop.stage = 0 : i32} : !tt.ptr<i32> -> tensor<1x!tt.ptr<i32>, #[[ONE:blocked[0-9]*]]>
// LOWER: ttg.async_copy_global_to_local %[[T]], %{{.*}} {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x!tt.ptr<i32>, #[[ONE]]> -> <1xi32
// LOWER: %[[W:.*]] = ttg.async_wait {{.*}} {loop.cluster = 1 : i32, loop.stage = 1 : i32, num = 0 : i32}
// LOWER: %[[V:.*]] = ttg.local_load %{{.*}} token %[[W]] {loop.cluster = 1 : i32, loop.stage = 1 : i32} : !ttg.memdesc<1xi32, {{.*}}> -> tensor<1xi32, #[[ONE]]>
// LOWER-NEXT: tt.unsplat %[[V]] {loop.cluster = 1 : i32, loop.stage = 1 : i32} : tensor<1xi32, #[[ONE]]>

// PIPE-DAG: ttg.local_alloc : () -> !ttg.memdesc<1x1xi32, #{{.*}}, #smem, mutable>
// PIPE-DAG: ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #{{.*}}, #smem, mutable>
// PIPE-DAG: ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #{{.*}}, #smem, mutable>
// PIPE: scf.for
// PIPE: ttng.warp_group_dot
// PIPE: tt.unsplat
// PIPE: ttg.async_copy_global_to_local {{.*}} -> <64x32xf16
// PIPE: ttg.async_copy_global_to_local {{.*}} -> <32x64xf16
// PIPE: ttg.async_copy_global_to_local {{.*}} : tensor<1x!tt.ptr<i32>, {{.*}}> -> <1xi32
// PIPE: scf.yield

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @block_table_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %6 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %8 = arith.addi %6, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %10 = tt.get_program_id y : i32
    %11 = arith.muli %10, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %14 = arith.addi %12, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %19 = tt.splat %arg4 : i32 -> tensor<64x1xi32, #blocked1>
    %20 = arith.cmpi slt, %18, %19 : tensor<64x1xi32, #blocked1>
    %21 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %22 = arith.muli %18, %21 : tensor<64x1xi32, #blocked1>
    %23 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %24 = tt.addptr %23, %22 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %25 = tt.broadcast %24 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %26 = tt.broadcast %20 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %27 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %28 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %29 = arith.cmpi slt, %27, %28 : tensor<1x64xi32, #blocked>
    %30 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %31 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %32 = tt.broadcast %27 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %33 = tt.broadcast %29 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %34 = scf.for %arg8 = %c0_i32 to %arg7 step %c1_i32 iter_args(%arg9 = %cst_1) -> (tensor<64x64xf32, #mma>)  : i32 {
      %52 = tt.addptr %arg2, %arg8 : !tt.ptr<i32>, i32
      %53 = tt.load %52 : !tt.ptr<i32>
      %54 = arith.muli %53, %c32_i32 : i32
      %55 = tt.splat %54 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %56 = tt.splat %54 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %57 = arith.addi %55, %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %58 = arith.addi %56, %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %59 = tt.expand_dims %57 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %60 = tt.broadcast %59 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %61 = tt.addptr %25, %60 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %62 = tt.load %61, %26, %cst_0 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %63 = ttg.local_alloc %62 : (tensor<64x32xf16, #blocked1>) -> !ttg.memdesc<64x32xf16, #shared, #smem>
      %64 = tt.expand_dims %58 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %65 = arith.muli %64, %30 : tensor<32x1xi32, #blocked>
      %66 = tt.addptr %31, %65 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %67 = tt.broadcast %66 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %68 = tt.addptr %67, %32 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %69 = tt.load %68, %33, %cst : tensor<32x64x!tt.ptr<f16>, #blocked>
      %70 = ttg.local_alloc %69 : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #shared1, #smem>
      %71 = ttng.warp_group_dot %63, %70, %arg9 {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %71 : tensor<64x64xf32, #mma>
    }
    %35 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %36 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked2>
    %37 = arith.muli %35, %36 : tensor<64x1xi32, #blocked2>
    %38 = tt.splat %arg3 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked2>
    %39 = tt.addptr %38, %37 : tensor<64x1x!tt.ptr<f32>, #blocked2>, tensor<64x1xi32, #blocked2>
    %40 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %41 = tt.broadcast %39 : tensor<64x1x!tt.ptr<f32>, #blocked2> -> tensor<64x64x!tt.ptr<f32>, #blocked2>
    %42 = tt.broadcast %40 : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
    %43 = tt.addptr %41, %42 : tensor<64x64x!tt.ptr<f32>, #blocked2>, tensor<64x64xi32, #blocked2>
    %44 = tt.splat %arg4 : i32 -> tensor<64x1xi32, #blocked2>
    %45 = arith.cmpi slt, %35, %44 : tensor<64x1xi32, #blocked2>
    %46 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked2>
    %47 = arith.cmpi slt, %40, %46 : tensor<1x64xi32, #blocked2>
    %48 = tt.broadcast %45 : tensor<64x1xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %49 = tt.broadcast %47 : tensor<1x64xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %50 = arith.andi %48, %49 : tensor<64x64xi1, #blocked2>
    %51 = ttg.convert_layout %34 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked2>
    tt.store %43, %51, %50 : tensor<64x64x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

