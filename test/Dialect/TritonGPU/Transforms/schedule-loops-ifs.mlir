// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops | FileCheck %s

// scf.if ops in a scheduled K loop, placed as Triton 3.6's scheduler places
// them. The if that picks A's pointers (the loads depend on it) goes to a
// prologue cluster ahead of every other but the one made for the pointer
// increment it reads from the previous iteration, in the stage of the loads
// (0), with the ops it depends on. The if that scales the accumulator after
// the dot goes to an epilogue cluster after all others, in the last stage,
// with its condition. The loads' cluster comes after their pointer
// increments' (distance one), the dot's before them.

// CHECK-LABEL: tt.func public @kloop_ifs
// CHECK: arith.remsi {{.*}} {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: arith.cmpi eq, {{.*}} {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: scf.if
// CHECK: } {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK-COUNT-2: tt.load {{.*}} {loop.cluster = 5 : i32, loop.stage = 0 : i32}
// CHECK: tt.dot {{.*}} {loop.cluster = 2 : i32, loop.stage = 2 : i32}
// CHECK: arith.cmpi slt, {{.*}} {loop.cluster = 6 : i32, loop.stage = 2 : i32}
// CHECK: scf.if
// CHECK: arith.mulf
// CHECK: } {loop.cluster = 6 : i32, loop.stage = 2 : i32}
// CHECK: tt.addptr {{.*}} {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: tt.addptr {{.*}} {loop.cluster = 4 : i32, loop.stage = 1 : i32}
// CHECK: } {tt.scheduled_max_stage = 2 : i32}
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kloop_ifs(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %m: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %back = arith.constant dense<-256> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %half = arith.constant dense<5.000000e-01> : tensor<64x64xf32, #mma>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %r2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %pa = tt.splat %a : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pa1 = tt.addptr %pa, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %pb = tt.splat %b : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pb1 = tt.addptr %pb, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %res:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %qa = %pa1, %qb = %pb1) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %k = arith.remsi %i, %c4 : i32
      %wrap = arith.cmpi eq, %k, %c0 : i32
      %sa = scf.if %wrap -> (tensor<64x64x!tt.ptr<f16>, #blocked>) {
        %rewound = tt.addptr %qa, %back : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
        scf.yield %rewound : tensor<64x64x!tt.ptr<f16>, #blocked>
      } else {
        scf.yield %qa : tensor<64x64x!tt.ptr<f16>, #blocked>
      }
      %x = tt.load %sa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = tt.load %qb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %scale = arith.cmpi slt, %i, %m : i32
      %e = scf.if %scale -> (tensor<64x64xf32, #mma>) {
        %s = arith.mulf %d, %half : tensor<64x64xf32, #mma>
        scf.yield %s : tensor<64x64xf32, #mma>
      } else {
        scf.yield %d : tensor<64x64xf32, #mma>
      }
      %na = tt.addptr %sa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %nb = tt.addptr %qb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %e, %na, %nb : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0 : tensor<64x64xf32, #mma>
  }
}
