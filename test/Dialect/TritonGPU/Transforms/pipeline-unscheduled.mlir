// RUN: tt-opt %s --tritongpu-pipeline=num-stages=3 | FileCheck %s

// A loop whose ops carry stages and clusters but which has no
// tt.scheduled_max_stage was not scheduled: the pipeliner leaves it as it
// is, but drops those attributes, as Triton's pass does at its end for
// every op of the module.

// CHECK-LABEL: tt.func @unscheduled
// CHECK: scf.for
// CHECK-NOT: loop.stage
// CHECK-NOT: loop.cluster
// CHECK: tt.return
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @unscheduled(%p: tensor<512x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<512xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<512xf32, #blocked>) : i32 {
      %v = tt.load %p {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<512x!tt.ptr<f32>, #blocked>
      %s = arith.addf %acc, %v {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<512xf32, #blocked>
      scf.yield %s : tensor<512xf32, #blocked>
    }
    tt.return %r : tensor<512xf32, #blocked>
  }
}
