// RUN: tt-opt %s -split-input-file -triton-loop-unroll | FileCheck %s

// CHECK-LABEL: tt.func @known_trip_count
tt.func @known_trip_count(%p: !tt.ptr<f32>) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %init = arith.constant 0.0 : f32
  // 8 iterations by 2: a loop of step 2 with two bodies and no remainder.
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %[[STEP:.*]] iter_args
  // CHECK-COUNT-2: tt.load
  // CHECK: scf.yield
  // CHECK-NOT: tt.loop_unroll_factor
  // CHECK-NOT: scf.for
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %init) -> (f32) : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    %v = tt.load %q : !tt.ptr<f32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  } {tt.loop_unroll_factor = 2 : i32}
  tt.return %r : f32
}

// -----

// CHECK-LABEL: tt.func @unknown_trip_count
tt.func @unknown_trip_count(%p: !tt.ptr<f32>, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant 0.0 : f32
  // The main loop runs four bodies per iteration; the remainder loop is
  // kept out of software pipelining.
  // CHECK: %[[MAIN:.*]] = scf.for
  // CHECK-COUNT-4: tt.load
  // CHECK: scf.yield
  // CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[MAIN]])
  // CHECK: tt.load
  // CHECK: scf.yield
  // CHECK-NEXT: } {tt.num_stages = 1 : i32}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    %v = tt.load %q : !tt.ptr<f32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  } {tt.loop_unroll_factor = 4 : i32}
  tt.return %r : f32
}

// -----

// CHECK-LABEL: tt.func @no_factor
tt.func @no_factor(%p: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %v = arith.constant 1.0 : f32
  // Without the attribute, or with a factor of 1, nothing changes.
  // CHECK: scf.for
  // CHECK-COUNT-1: tt.store
  // CHECK: tt.loop_unroll_factor = 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %q = tt.addptr %p, %i : !tt.ptr<f32>, i32
    tt.store %q, %v : !tt.ptr<f32>
  } {tt.loop_unroll_factor = 1 : i32}
  tt.return
}
