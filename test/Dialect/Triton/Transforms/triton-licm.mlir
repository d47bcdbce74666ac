// RUN: tt-opt %s -split-input-file -triton-licm | FileCheck %s

// CHECK-LABEL: tt.func @hoist_load_with_trip_check
// CHECK-SAME: (%[[P:.*]]: tensor<64x!tt.ptr<f32>>, %[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[OUT:.*]]: !tt.ptr<f32>)
tt.func @hoist_load_with_trip_check(%p: tensor<64x!tt.ptr<f32>>, %lb: i32, %ub: i32, %out: !tt.ptr<f32>) -> tensor<64xf32> {
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0.0> : tensor<64xf32>
  // The loop only reads: the invariant load leaves it, masked by whether
  // the loop runs at all.
  // CHECK: %[[RUNS:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
  // CHECK: %[[MASK:.*]] = tt.splat %[[RUNS]] : i1 -> tensor<64xi1>
  // CHECK: %[[V:.*]] = tt.load %[[P]], %[[MASK]] : tensor<64x!tt.ptr<f32>>
  // CHECK: scf.for
  // CHECK-NOT: tt.load
  // CHECK: arith.addf %{{.*}}, %[[V]]
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (tensor<64xf32>) : i32 {
    %v = tt.load %p : tensor<64x!tt.ptr<f32>>
    %s = arith.addf %acc, %v : tensor<64xf32>
    scf.yield %s : tensor<64xf32>
  }
  tt.return %r : tensor<64xf32>
}

// CHECK-LABEL: tt.func @hoist_masked_load
// CHECK-SAME: (%[[P:.*]]: tensor<64x!tt.ptr<f32>>, %[[M:.*]]: tensor<64xi1>, %[[LB:.*]]: i32, %[[UB:.*]]: i32)
tt.func @hoist_masked_load(%p: tensor<64x!tt.ptr<f32>>, %m: tensor<64xi1>, %lb: i32, %ub: i32) -> tensor<64xf32> {
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0.0> : tensor<64xf32>
  // CHECK: %[[RUNS:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
  // CHECK: %[[S:.*]] = tt.splat %[[RUNS]] : i1 -> tensor<64xi1>
  // The loop's guard comes first in the and, as in Triton.
  // CHECK: %[[MASK:.*]] = arith.andi %[[S]], %[[M]] : tensor<64xi1>
  // CHECK: tt.load %[[P]], %[[MASK]] : tensor<64x!tt.ptr<f32>>
  // CHECK: scf.for
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %init) -> (tensor<64xf32>) : i32 {
    %v = tt.load %p, %m : tensor<64x!tt.ptr<f32>>
    %s = arith.addf %acc, %v : tensor<64xf32>
    scf.yield %s : tensor<64xf32>
  }
  tt.return %r : tensor<64xf32>
}

// -----

// CHECK-LABEL: tt.func @loop_that_writes
tt.func @loop_that_writes(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %two = arith.constant 2.0 : f32
  // Pure invariant code leaves; the load stays because the loop stores.
  // CHECK: %[[QQ:.*]] = tt.addptr
  // CHECK: scf.for
  // CHECK-NEXT: %[[V:.*]] = tt.load
  // CHECK: tt.store %[[QQ]]
  scf.for %i = %c0 to %n step %c1 : i32 {
    %v = tt.load %p : !tt.ptr<f32>
    %qq = tt.addptr %q, %c1 : !tt.ptr<f32>, i32
    %w = arith.mulf %v, %two : f32
    tt.store %qq, %w : !tt.ptr<f32>
  }
  tt.return
}

// CHECK-LABEL: tt.func @while_keeps_load
tt.func @while_keeps_load(%p: !tt.ptr<i32>, %n: i32) -> i32 {
  // Loads are not hoisted out of scf.while (no trip count to guard with).
  // CHECK: scf.while
  // CHECK: tt.load
  // CHECK: scf.condition
  %r = scf.while (%x = %n) : (i32) -> i32 {
    %v = tt.load %p : !tt.ptr<i32>
    %c = arith.cmpi slt, %x, %v : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c1 = arith.constant 1 : i32
    %z = arith.addi %y, %c1 : i32
    scf.yield %z : i32
  }
  tt.return %r : i32
}
