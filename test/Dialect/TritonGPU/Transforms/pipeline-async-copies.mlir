// RUN: tt-opt %s -split-input-file -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops \
// RUN:   -tritongpu-pipeline=num-stages=3 -canonicalize | FileCheck %s

// An mma v2 K loop at num_stages = 3: each operand load becomes cp.async
// copies into a 2-deep buffer (stage distance 2; no extra buffer without
// wgmma), the two prologue iterations predicated on the trip count, the
// kernel waiting for the groups of two iterations back (2 newer groups may
// stay in flight) with one merged wait, reading the slots with local_load,
// and issuing the copies for two iterations ahead; everything lands before
// the buffers are freed.

// CHECK-LABEL: tt.func public @kloop
// CHECK-COUNT-2: ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK-COUNT-4: ttg.async_copy_global_to_local {{.*}} mask {{.*}} {contiguity = 8 : i32}
// CHECK: scf.for
// CHECK: ttg.async_wait %{{.*}}, %{{.*}} {num = 2 : i32}
// CHECK-NOT: ttg.async_wait
// CHECK-COUNT-2: ttg.local_load %{{.*}} token
// CHECK: tt.dot
// CHECK-COUNT-2: ttg.async_copy_global_to_local
// CHECK: scf.yield
// CHECK: ttg.async_wait {num = 0 : i32}
// CHECK-COUNT-2: ttg.local_dealloc
// CHECK-NOT: loop.stage
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
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
}

// -----

// A load masked with a non-zero `other` is copied asynchronously all the
// same (cp.async zero-fills the masked-off elements), read back in its own
// layout and given its `other` by a select on its mask before the conversion
// to the dot operand, as Triton's pipeliner does (mustLoadToRegisters); the
// other load is read straight into the operand.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @nonzero_other
  // CHECK: ttg.async_copy_global_to_local {{.*}} mask %{{.*}} other %[[ONE:[a-z0-9_]+]]
  // CHECK: scf.for
  // CHECK:   %[[X:.*]] = ttg.local_load {{.*}} -> tensor<64x64xf16, #blocked>
  // CHECK:   %[[XS:.*]] = arith.select %[[MASK:[a-z0-9_]+]], %[[X]], %[[ONE]] : tensor<64x64xi1, #blocked>, tensor<64x64xf16, #blocked>
  // CHECK:   ttg.convert_layout %[[XS]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0
  // CHECK:   ttg.local_load {{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1
  // CHECK-NOT: loop.stage
  // CHECK: tt.return
  tt.func public @nonzero_other(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant dense<1.000000e+00> : tensor<64x64xf16, #blocked>
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %r2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %pa = tt.splat %a : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pa1 = tt.addptr %pa, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %nn = tt.splat %n : i32 -> tensor<64x64xi32, #blocked>
    %mask = arith.cmpi slt, %off, %nn : tensor<64x64xi32, #blocked>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %qa = %pa1) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %x = tt.load %qa, %mask, %one : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = tt.load %qa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %na = tt.addptr %qa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %na : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// A schedule written by hand that the expander cannot follow (a stage past
// the loop's last, a use before its definition's stage) leaves the loop
// unpipelined, its schedule removed.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @invalid_schedule
  // CHECK: scf.for
  // CHECK-NEXT: tt.load %{{.*}} : !tt.ptr<f32>
  // CHECK-NEXT: arith.addf
  // CHECK-NOT: loop.stage
  // CHECK-NOT: tt.scheduled_max_stage
  tt.func public @invalid_schedule(%n: i32, %p: !tt.ptr<f32>) -> f32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant 0.0 : f32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) : i32 {
      %x = tt.load %p {loop.stage = 5 : i32, loop.cluster = 0 : i32} : !tt.ptr<f32>
      %y = arith.addf %a, %x {loop.stage = 0 : i32, loop.cluster = 0 : i32} : f32
      scf.yield %y : f32
    } {tt.scheduled_max_stage = 1 : i32}
    tt.return %r : f32
  }
}

// -----

// Two chained dots, each with its own pipelined load (attention's K and V):
// the wait for the second dot's slot is merged into the first dot's wait,
// although the first dot and its slot's local_load lie between them, since
// no commit group comes in between (Triton combines waits up to the next
// commit); the merged wait keeps the smaller count.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @chained_dots
  // CHECK: scf.for
  // CHECK: ttg.async_wait %{{.*}}, %{{.*}} {num = 2 : i32}
  // CHECK-NOT: ttg.async_wait
  // CHECK: tt.dot
  // CHECK: tt.dot
  // CHECK: scf.yield
  tt.func public @chained_dots(%q: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %k: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %r2 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %off = tt.broadcast %r2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %pk = tt.splat %k : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pk1 = tt.addptr %pk, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %pv = tt.splat %v : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %pv1 = tt.addptr %pv, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %res:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %qk = %pk1, %qv = %pv1) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %x = tt.load %qk : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %s = tt.dot %q, %xd, %zero : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %p = arith.truncf %s : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
      %pd = ttg.convert_layout %p : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %y = tt.load %qv : tensor<64x64x!tt.ptr<f16>, #blocked>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %pd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %nk = tt.addptr %qk, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %nv = tt.addptr %qv, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %nk, %nv : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %res#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// The same loop with a constant trip count (8 > 2 stages): as Triton's
// expander, which counts only `index` constants as a known trip count, the
// prologue copies are still predicated on their iterations, a constant-true
// mask once canonicalized, which Triton's TTGIR keeps. The pipelined loop
// keeps the loop's own attributes (tl.range's tt.num_stages here), as
// Triton's expander passes them on.

// CHECK-LABEL: tt.func public @kloop_constant_trips
// CHECK: %[[TRUE:.*]] = arith.constant dense<true> : tensor<64x64xi1
// CHECK-COUNT-4: ttg.async_copy_global_to_local {{.*}} mask %[[TRUE]] {contiguity = 8 : i32}
// CHECK: scf.for
// CHECK-COUNT-2: ttg.async_copy_global_to_local {{.*}} mask %{{.*}} {contiguity = 8 : i32}
// CHECK: scf.yield
// CHECK-NEXT: } {tt.num_stages = 3 : i32}
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kloop_constant_trips(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %n = arith.constant 8 : i32
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
    } {tt.num_stages = 3 : i32}
    tt.return %res#0 : tensor<64x64xf32, #mma>
  }
}


// -----

// Two K loops one after the other (as in causal attention's two passes):
// both are pipelined. Expanding the first must leave the second's schedule
// in place (it once cleared every schedule of the function, and the second
// loop stayed a plain loop).

// CHECK-LABEL: tt.func public @two_loops
// CHECK-COUNT-2: ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: ttg.async_wait %{{.*}}, %{{.*}} {num = 2 : i32}
// CHECK: tt.dot
// CHECK: scf.yield
// CHECK: ttg.async_wait {num = 0 : i32}
// CHECK-COUNT-2: ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: ttg.async_wait %{{.*}}, %{{.*}} {num = 2 : i32}
// CHECK: tt.dot
// CHECK: scf.yield
// CHECK: ttg.async_wait {num = 0 : i32}
// CHECK-NOT: loop.stage
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_loops(%a: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32, %m: i32) -> tensor<64x64xf32, #mma> {
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
    %first:3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %qa = %pa1, %qb = %pb1) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %x = tt.load %qa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = tt.load %qb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %na = tt.addptr %qa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %nb = tt.addptr %qb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %na, %nb : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    %second:3 = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %first#0, %qa = %first#1, %qb = %first#2) -> (tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>) : i32 {
      %x = tt.load %qa : tensor<64x64x!tt.ptr<f16>, #blocked>
      %y = tt.load %qb : tensor<64x64x!tt.ptr<f16>, #blocked>
      %xd = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %yd = ttg.convert_layout %y : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %d = tt.dot %xd, %yd, %acc : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %na = tt.addptr %qa, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      %nb = tt.addptr %qb, %step : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
      scf.yield %d, %na, %nb : tensor<64x64xf32, #mma>, tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64x!tt.ptr<f16>, #blocked>
    }
    tt.return %second#0 : tensor<64x64xf32, #mma>
  }
}

// -----

// A load of a slice-layout vector (a row of per-column scales, as in a
// dequantizing matmul) read two stages later through expand_dims: copied
// asynchronously like Triton's pipeliner copies it, into an unswizzled 1-D
// buffer whose cluster layout is the parent's without the sliced dimension
// (it once took the parent's 2-D one, which no 1-D buffer accepts, and the
// load stayed in registers).

// CHECK-LABEL: tt.func public @row_scale
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64xf16, #[[S:shared[0-9]*]], #smem, mutable>
// CHECK: ttg.async_copy_global_to_local {{.*}} {contiguity = 4 : i32} : tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>> -> <64xf16, #[[S]], #smem, mutable>
// CHECK: scf.for
// CHECK: ttg.local_load {{.*}} -> tensor<64xf16, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK: ttg.async_copy_global_to_local
// CHECK-NOT: tt.load
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_scale(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) -> tensor<64x64xf16, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %step = arith.constant dense<64> : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>>
    %pp = tt.addptr %ps, %r : tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %q = %pp) -> (tensor<64x64xf16, #blocked>, tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>>) : i32 {
      %v = tt.load %q {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>>
      %e = tt.expand_dims %v {axis = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64xf16, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xf16, #blocked>
      %b = tt.broadcast %e {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<1x64xf16, #blocked> -> tensor<64x64xf16, #blocked>
      %s = arith.addf %acc, %b {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf16, #blocked>
      %nq = tt.addptr %q, %step {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      scf.yield %s, %nq : tensor<64x64xf16, #blocked>, tensor<64x!tt.ptr<f16>, #ttg.slice<{dim = 0, parent = #blocked}>>
    } {tt.scheduled_max_stage = 2 : i32}
    tt.return %res#0 : tensor<64x64xf16, #blocked>
  }
}
