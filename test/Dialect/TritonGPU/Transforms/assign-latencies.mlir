// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=3 | FileCheck %s --check-prefix=S3
// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=2 | FileCheck %s --check-prefix=S2
// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=1 | FileCheck %s --check-prefix=S1

// A K loop whose two operand loads (16-byte runs per thread) feed an mma
// v2 dot: each gets a latency of num-stages - 1, the loop's `tt.num_stages`
// overriding the option; none at num-stages 1. The second function's
// loads scatter (one element per pointer run), too narrow for cp.async. The
// third loop sets its own `tt.num_stages = 3` (tl.range's num_stages), which
// asks for loads that feed no dot to be pipelined too, whatever the option.

// S3-LABEL: tt.func public @kloop
// S3-COUNT-2: tt.load {{.*}} {tt.latency = 2 : i32}
// S2-LABEL: tt.func public @kloop
// S2-COUNT-2: tt.load {{.*}} {tt.latency = 1 : i32}
// S1-LABEL: tt.func public @kloop
// S1-NOT: tt.latency
// S1-LABEL: tt.func public @scattered
// S1-NOT: tt.latency
// S1-LABEL: tt.func public @own_stages
// S1: tt.load {{.*}} {tt.latency = 2 : i32}
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 16], [0, 32], [32, 0]], lane = [[0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kloop(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %r2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %pa = tt.splat %a : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pa1 = tt.addptr %pa, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %pb = tt.splat %b : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pb1 = tt.addptr %pb, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %res:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %qa = %pa1, %qb = %pb1) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %x = tt.load %qa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = tt.load %qb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %na = tt.addptr %qa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %nb = tt.addptr %qb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %na, %nb : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0 : tensor<64x64xf32, #mma>
  }
  // S3-LABEL: tt.func public @scattered
  // S3-NOT: tt.latency
  // S3: tt.return
  tt.func public @scattered(%a: tensor<64x64x!tt.ptr<f16>, #blocked>, %b: tensor<64x64x!tt.ptr<f16>, #blocked>, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #mma>) : i32 {
      %x = tt.load %a : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = tt.load %b : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    }
    tt.return %res : tensor<64x64xf32, #mma>
  }

  // S3-LABEL: tt.func public @own_stages
  // S3: tt.load {{.*}} {tt.latency = 2 : i32}
  tt.func public @own_stages(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %r2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %pa = tt.splat %a : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pa1 = tt.addptr %pa, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %po = tt.splat %out : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %po1 = tt.addptr %po, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %x = tt.load %pa1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = arith.addf %x, %x : tensor<64x64xf16, #blocked>
      tt.store %po1, %y : tensor<64x64x!tt.ptr<f16>, #blocked>
    } {tt.num_stages = 3 : i32}
    tt.return
  }
  // Readers that would need two staging layouts: %x converts to dot operand
  // A (staged vec 8, perPhase 1, maxPhase 8) and to a linear layout shaped
  // like an A tile with kWidth 4 (vec 16, perPhase 1, maxPhase 4). Triton
  // does not pipeline such a load (canHaveSharedEncoding); %y still is.
  // S3-LABEL: tt.func public @mixed_readers
  // S3: tt.load %{{[a-z0-9]+}} : tensor<64x64x!tt.ptr<f16>, #blocked>
  // S3-NEXT: tt.load %{{[a-z0-9]+}} {tt.latency = 2 : i32}
  tt.func public @mixed_readers(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> (tensor<64x64xf32, #mma>, tensor<64x64xf16, #linear>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %zl = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #linear>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %r2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %pa = tt.splat %a : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pa1 = tt.addptr %pa, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %pb = tt.splat %b : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pb1 = tt.addptr %pb, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %res:4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %lin = %zl, %qa = %pa1, %qb = %pb1) -> (tensor<64x64xf32, #mma>, tensor<64x64xf16, #linear>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %x = tt.load %qa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = tt.load %qb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %xl = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #linear>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %na = tt.addptr %qa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %nb = tt.addptr %qb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %xl, %na, %nb : tensor<64x64xf32, #mma>, tensor<64x64xf16, #linear>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0, %res#1 : tensor<64x64xf32, #mma>, tensor<64x64xf16, #linear>
  }
}
