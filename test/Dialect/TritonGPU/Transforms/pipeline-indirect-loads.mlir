// RUN: tt-opt %s -split-input-file -tritongpu-pipeline | FileCheck %s

// An indirect load scheduled by hand: the indices are loaded in stage 0,
// the values they point at in stage 1, and summed in stage 2. The index
// load, read in registers a stage later, is staged through shared memory
// (an async copy into one slot, a wait, a local_load in stage 1); the value
// load is copied the same way. The local_load of the early stage runs
// unpredicated in the last iterations (it reads a slot nobody uses then),
// so the loop is pipelined, where the expansion used to stop halfway and
// leave a loop without its yield.

// CHECK-LABEL: tt.func @indirect_sum
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<1x256xi32
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<1x256xf32
// CHECK: ttg.async_copy_global_to_local {{.*}} : tensor<256x!tt.ptr<i32>
// CHECK: ttg.local_load {{.*}} -> tensor<256xi32
// CHECK: ttg.async_copy_global_to_local {{.*}} : tensor<256x!tt.ptr<f32>
// CHECK: ttg.async_copy_global_to_local {{.*}} : tensor<256x!tt.ptr<i32>
// CHECK: scf.for
// CHECK: ttg.local_load {{.*}} -> tensor<256xf32
// CHECK: arith.addf
// CHECK: ttg.local_load {{.*}} -> tensor<256xi32
// CHECK: ttg.async_copy_global_to_local {{.*}} : tensor<256x!tt.ptr<f32>
// CHECK: ttg.async_copy_global_to_local {{.*}} : tensor<256x!tt.ptr<i32>
// CHECK: scf.yield
// CHECK-NOT: loop.stage
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
tt.func @indirect_sum(%idx_ptr: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %val_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<256xf32, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c256 = arith.constant 256 : i32
  %zero = arith.constant dense<0.0> : tensor<256xf32, #blocked>
  %range = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
  %idx_base = tt.splat %idx_ptr : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
  %val_base = tt.splat %val_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<256xf32, #blocked>) : i32 {
    %off = arith.muli %i, %c256 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
    %offs = tt.splat %off {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<256xi32, #blocked>
    %pos = arith.addi %offs, %range {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<256xi32, #blocked>
    %ptrs = tt.addptr %idx_base, %pos {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %idx = tt.load %ptrs {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<256x!tt.ptr<i32>, #blocked>
    %vptrs = tt.addptr %val_base, %idx {loop.cluster = 1 : i32, loop.stage = 1 : i32} : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %vals = tt.load %vptrs {loop.cluster = 1 : i32, loop.stage = 1 : i32} : tensor<256x!tt.ptr<f32>, #blocked>
    %sum = arith.addf %acc, %vals {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<256xf32, #blocked>
    scf.yield %sum : tensor<256xf32, #blocked>
  } {tt.num_stages = 3 : i32, tt.scheduled_max_stage = 2 : i32}
  tt.return %r : tensor<256xf32, #blocked>
}
}
