// RUN: tt-opt %s -split-input-file -triton-loop-aware-cse | FileCheck %s

// CHECK-LABEL: tt.func @equal_iter_args
// CHECK-SAME: (%[[P:.*]]: !tt.ptr<f32>, %[[N:.*]]: i32)
tt.func @equal_iter_args(%p: !tt.ptr<f32>, %n: i32) -> (!tt.ptr<f32>, !tt.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  // Two pointers start equal and advance the same way: one iter_arg is left,
  // and both results are it.
  // CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %[[P]]) -> (!tt.ptr<f32>)
  // CHECK-NEXT: %[[NEXT:.*]] = tt.addptr %[[A]]
  // CHECK-NEXT: scf.yield %[[NEXT]] : !tt.ptr<f32>
  // CHECK: tt.return %[[R]], %[[R]]
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %p, %b = %p) -> (!tt.ptr<f32>, !tt.ptr<f32>) : i32 {
    %a1 = tt.addptr %a, %c4 : !tt.ptr<f32>, i32
    %b1 = tt.addptr %b, %c4 : !tt.ptr<f32>, i32
    scf.yield %a1, %b1 : !tt.ptr<f32>, !tt.ptr<f32>
  }
  tt.return %r#0, %r#1 : !tt.ptr<f32>, !tt.ptr<f32>
}

// CHECK-LABEL: tt.func @different_steps
tt.func @different_steps(%p: !tt.ptr<f32>, %n: i32) -> (!tt.ptr<f32>, !tt.ptr<f32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  // CHECK: scf.for {{.*}} -> (!tt.ptr<f32>, !tt.ptr<f32>)
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %p, %b = %p) -> (!tt.ptr<f32>, !tt.ptr<f32>) : i32 {
    %a1 = tt.addptr %a, %c4 : !tt.ptr<f32>, i32
    %b1 = tt.addptr %b, %c8 : !tt.ptr<f32>, i32
    scf.yield %a1, %b1 : !tt.ptr<f32>, !tt.ptr<f32>
  }
  tt.return %r#0, %r#1 : !tt.ptr<f32>, !tt.ptr<f32>
}

// CHECK-LABEL: tt.func @mutually_recursive
tt.func @mutually_recursive(%x: i32, %n: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // a and b swap every iteration: equal when assumed equal.
  // CHECK: scf.for {{.*}} -> (i32) : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) : i32 {
    %a1 = arith.muli %b, %a : i32
    %b1 = arith.muli %a, %b : i32
    scf.yield %b1, %a1 : i32, i32
  }
  tt.return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: tt.func @loads_are_not_merged
tt.func @loads_are_not_merged(%p: !tt.ptr<f32>, %n: i32) -> (f32, f32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.constant 0.0 : f32
  // Results of ops with memory effects are never assumed equal: the store
  // between the loads keeps them apart.
  // CHECK: scf.for {{.*}} -> (f32, f32)
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %z) -> (f32, f32) : i32 {
    %v = tt.load %p : !tt.ptr<f32>
    tt.store %p, %a : !tt.ptr<f32>
    %w = tt.load %p : !tt.ptr<f32>
    %a1 = arith.addf %a, %v : f32
    %b1 = arith.addf %b, %w : f32
    scf.yield %a1, %b1 : f32, f32
  }
  tt.return %r#0, %r#1 : f32, f32
}
