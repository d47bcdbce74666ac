// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -triton-test-loop-peeling | FileCheck %s

// The last iteration runs after the loop, on what the loop yields, under a
// test that the loop runs at all; the loop stops one step earlier.
// CHECK-LABEL: tt.func @sum
// CHECK-SAME: (%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[STEP:.*]]: i32, %[[INIT:.*]]: f32)
// CHECK: %[[SHORT:.*]] = arith.subi %[[UB]], %[[STEP]] : i32
// CHECK-NEXT: %[[LOOP:.*]] = scf.for %[[IV:.*]] = %[[LB]] to %[[SHORT]] step %[[STEP]] iter_args(%[[ACC:.*]] = %[[INIT]]) -> (f32) : i32 {
// CHECK-NEXT: %[[X:.*]] = "use"(%[[IV]]) : (i32) -> f32
// CHECK-NEXT: %[[NEXT:.*]] = arith.addf %[[ACC]], %[[X]] : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NEXT: } {__test_peel_epilogue}
// CHECK-NEXT: %[[RANGE:.*]] = arith.subi %[[UB]], %[[LB]] : i32
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[LASTOFF:.*]] = arith.subi %[[RANGE]], %[[ONE]] : i32
// CHECK-NEXT: %[[N:.*]] = arith.divsi %[[LASTOFF]], %[[STEP]] : i32
// CHECK-NEXT: %[[DELTA:.*]] = arith.muli %[[N]], %[[STEP]] : i32
// CHECK-NEXT: %[[LAST:.*]] = arith.addi %[[DELTA]], %[[LB]] : i32
// CHECK-NEXT: %[[RUNS:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : i32
// CHECK-NEXT: %[[R:.*]] = scf.if %[[RUNS]] -> (f32) {
// CHECK-NEXT: %[[X2:.*]] = "use"(%[[LAST]]) : (i32) -> f32
// CHECK-NEXT: %[[NEXT2:.*]] = arith.addf %[[LOOP]], %[[X2]] : f32
// CHECK-NEXT: scf.yield %[[NEXT2]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[LOOP]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %[[R]] : f32
tt.func @sum(%lb: i32, %ub: i32, %step: i32, %init: f32) -> f32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %init) -> (f32) : i32 {
    %x = "use"(%i) : (i32) -> f32
    %next = arith.addf %acc, %x : f32
    scf.yield %next : f32
  } {__test_peel_epilogue}
  tt.return %r : f32
}

// -----

// An unsigned loop counts and tests its iterations unsigned, and its new
// bound does not wrap below zero; a loop without results gets an scf.if
// without results.
// CHECK-LABEL: tt.func @unsigned_no_results
// CHECK-SAME: (%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[STEP:.*]]: i32)
// CHECK: %[[MAX:.*]] = arith.maxui %[[UB]], %[[STEP]] : i32
// CHECK-NEXT: %[[SHORT:.*]] = arith.subi %[[MAX]], %[[STEP]] : i32
// CHECK-NEXT: scf.for unsigned %{{.*}} = %[[LB]] to %[[SHORT]] step %[[STEP]]
// CHECK: arith.divui
// CHECK: %[[RUNS:.*]] = arith.cmpi ult
// CHECK-NEXT: scf.if %[[RUNS]] {
// CHECK-NEXT: "effect"
tt.func @unsigned_no_results(%lb: i32, %ub: i32, %step: i32) {
  scf.for unsigned %i = %lb to %ub step %step : i32 {
    "effect"(%i) : (i32) -> ()
  } {__test_peel_epilogue}
  tt.return
}

// -----

// A loop without the marker stays whole.
// CHECK-LABEL: tt.func @unmarked
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[UB:[^ ]*]] step
// CHECK-NOT: scf.if
tt.func @unmarked(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    "effect"(%i) : (index) -> ()
  }
  tt.return
}
