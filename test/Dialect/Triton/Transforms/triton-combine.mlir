// RUN: tt-opt %s -split-input-file -triton-combine | FileCheck %s

// CHECK-LABEL: tt.func @dot_add_into_acc
// CHECK-SAME: (%[[A:.*]]: tensor<32x16xf16>, %[[B:.*]]: tensor<16x32xf16>, %[[D:.*]]: tensor<32x32xf32>, %[[DI:.*]]: tensor<32x32xi32>, %[[AI:.*]]: tensor<32x16xi8>, %[[BI:.*]]: tensor<16x32xi8>)
tt.func @dot_add_into_acc(%a: tensor<32x16xf16>, %b: tensor<16x32xf16>, %d: tensor<32x32xf32>,
                          %di: tensor<32x32xi32>, %ai: tensor<32x16xi8>, %bi: tensor<16x32xi8>)
    -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xi32>) {
  %zero = arith.constant dense<0.0> : tensor<32x32xf32>
  %zeroi = arith.constant dense<0> : tensor<32x32xi32>
  // CHECK: %[[R0:.*]] = tt.dot %[[A]], %[[B]], %[[D]] : tensor<32x16xf16> * tensor<16x32xf16> -> tensor<32x32xf32>
  %0 = tt.dot %a, %b, %zero : tensor<32x16xf16> * tensor<16x32xf16> -> tensor<32x32xf32>
  %1 = arith.addf %0, %d : tensor<32x32xf32>
  // The accumulator may be either operand of the add.
  // CHECK: %[[R1:.*]] = tt.dot %[[A]], %[[B]], %[[D]] : tensor<32x16xf16> * tensor<16x32xf16> -> tensor<32x32xf32>
  %2 = tt.dot %a, %b, %zero : tensor<32x16xf16> * tensor<16x32xf16> -> tensor<32x32xf32>
  %3 = arith.addf %d, %2 : tensor<32x32xf32>
  // CHECK: %[[R2:.*]] = tt.dot %[[AI]], %[[BI]], %[[DI]] : tensor<32x16xi8> * tensor<16x32xi8> -> tensor<32x32xi32>
  %4 = tt.dot %ai, %bi, %zeroi : tensor<32x16xi8> * tensor<16x32xi8> -> tensor<32x32xi32>
  %5 = arith.addi %di, %4 : tensor<32x32xi32>
  // CHECK-NOT: arith.add
  // CHECK: tt.return %[[R0]], %[[R1]], %[[R2]]
  tt.return %1, %3, %5 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xi32>
}

// CHECK-LABEL: tt.func @dot_add_not_combined
tt.func @dot_add_not_combined(%a: tensor<32x16xf16>, %b: tensor<16x32xf16>, %c: tensor<32x32xf32>,
                              %d: tensor<32x32xf32>) -> (tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) {
  %zero = arith.constant dense<0.0> : tensor<32x32xf32>
  // A nonzero accumulator stays.
  // CHECK: %[[X:.*]] = tt.dot %{{.*}}, %{{.*}}, %{{.*}}
  // CHECK: arith.addf %[[X]]
  %0 = tt.dot %a, %b, %c : tensor<32x16xf16> * tensor<16x32xf16> -> tensor<32x32xf32>
  %1 = arith.addf %0, %d : tensor<32x32xf32>
  // A dot with a second use stays.
  // CHECK: %[[Y:.*]] = tt.dot %{{.*}}, %{{.*}}, %{{.*}}
  // CHECK: arith.addf %[[Y]]
  %2 = tt.dot %a, %b, %zero : tensor<32x16xf16> * tensor<16x32xf16> -> tensor<32x32xf32>
  %3 = arith.addf %2, %d : tensor<32x32xf32>
  tt.return %1, %3, %2 : tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>
}

// -----

// CHECK-LABEL: tt.func @addptr_chain_i64
// CHECK-SAME: (%[[P:.*]]: tensor<8x!tt.ptr<f32>>, %[[X:.*]]: tensor<8xi64>, %[[Y:.*]]: tensor<8xi64>)
tt.func @addptr_chain_i64(%p: tensor<8x!tt.ptr<f32>>, %x: tensor<8xi64>, %y: tensor<8xi64>) -> tensor<8x!tt.ptr<f32>> {
  // CHECK: %[[SUM:.*]] = arith.addi %[[X]], %[[Y]] : tensor<8xi64>
  // CHECK: %[[R:.*]] = tt.addptr %[[P]], %[[SUM]] : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  // CHECK: tt.return %[[R]]
  %0 = tt.addptr %p, %x : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  %1 = tt.addptr %0, %y : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  tt.return %1 : tensor<8x!tt.ptr<f32>>
}

// CHECK-LABEL: tt.func @addptr_chain_i32_constants
tt.func @addptr_chain_i32_constants(%p: !tt.ptr<f32>) -> !tt.ptr<f32> {
  // Two i32 constants whose sum fits.
  // CHECK: %[[C:.*]] = arith.constant 3 : i32
  // CHECK: %[[R:.*]] = tt.addptr %{{.*}}, %[[C]] : !tt.ptr<f32>, i32
  // CHECK: tt.return %[[R]]
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = tt.addptr %p, %c1 : !tt.ptr<f32>, i32
  %1 = tt.addptr %0, %c2 : !tt.ptr<f32>, i32
  tt.return %1 : !tt.ptr<f32>
}

// The outer addptr's axis hints describe the pointer the combined addptr
// computes, so they move to it; other discardable attributes (here
// tt.note, and the inner addptr's own hint) are dropped.
// CHECK-LABEL: tt.func @addptr_chain_keeps_axis_hints
// CHECK-SAME: (%[[P:.*]]: tensor<8x!tt.ptr<f32>>, %[[X:.*]]: tensor<8xi64>, %[[Y:.*]]: tensor<8xi64>)
tt.func @addptr_chain_keeps_axis_hints(%p: tensor<8x!tt.ptr<f32>>, %x: tensor<8xi64>, %y: tensor<8xi64>) -> tensor<8x!tt.ptr<f32>> {
  // CHECK: %[[SUM:.*]] = arith.addi %[[X]], %[[Y]] : tensor<8xi64>
  // CHECK: tt.addptr %[[P]], %[[SUM]] {tt.constancy = dense<1> : tensor<1xi32>, tt.contiguity = dense<8> : tensor<1xi32>, tt.divisibility = dense<16> : tensor<1xi32>} : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  %0 = tt.addptr %p, %x {tt.divisibility = dense<4> : tensor<1xi32>} : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  %1 = tt.addptr %0, %y {tt.note = 1 : i32, tt.divisibility = dense<16> : tensor<1xi32>, tt.contiguity = dense<8> : tensor<1xi32>, tt.constancy = dense<1> : tensor<1xi32>} : tensor<8x!tt.ptr<f32>>, tensor<8xi64>
  tt.return %1 : tensor<8x!tt.ptr<f32>>
}

// CHECK-LABEL: tt.func @addptr_chain_i32_may_overflow
tt.func @addptr_chain_i32_may_overflow(%p: !tt.ptr<f32>, %x: i32, %y: i32) -> (!tt.ptr<f32>, !tt.ptr<f32>) {
  // Unknown i32 offsets, or constants whose sum overflows, stay apart.
  // CHECK: %[[A:.*]] = tt.addptr %{{.*}}, %{{.*}} : !tt.ptr<f32>, i32
  // CHECK: tt.addptr %[[A]], %{{.*}} : !tt.ptr<f32>, i32
  %0 = tt.addptr %p, %x : !tt.ptr<f32>, i32
  %1 = tt.addptr %0, %y : !tt.ptr<f32>, i32
  // CHECK: %[[B:.*]] = tt.addptr %{{.*}}, %{{.*}} : !tt.ptr<f32>, i32
  // CHECK: tt.addptr %[[B]], %{{.*}} : !tt.ptr<f32>, i32
  %big = arith.constant 2147483647 : i32
  %2 = tt.addptr %p, %big : !tt.ptr<f32>, i32
  %3 = tt.addptr %2, %big : !tt.ptr<f32>, i32
  tt.return %1, %3 : !tt.ptr<f32>, !tt.ptr<f32>
}

// -----

// CHECK-LABEL: tt.func @select_of_masked_load
// CHECK-SAME: (%[[P:.*]]: tensor<8x!tt.ptr<f32>>, %[[C:.*]]: i1, %[[O:.*]]: tensor<8xf32>)
tt.func @select_of_masked_load(%p: tensor<8x!tt.ptr<f32>>, %c: i1, %other: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: %[[M:.*]] = tt.splat %[[C]] : i1 -> tensor<8xi1>
  // CHECK: %[[L:.*]] = tt.load %[[P]], %[[M]], %[[O]] : tensor<8x!tt.ptr<f32>>
  // CHECK-NOT: arith.select
  // CHECK: tt.return %[[L]]
  %m = tt.splat %c : i1 -> tensor<8xi1>
  %l = tt.load %p, %m : tensor<8x!tt.ptr<f32>>
  %s = arith.select %c, %l, %other : tensor<8xf32>
  tt.return %s : tensor<8xf32>
}

// CHECK-LABEL: tt.func @select_other_condition
tt.func @select_other_condition(%p: tensor<8x!tt.ptr<f32>>, %c: i1, %d: i1, %other: tensor<8xf32>) -> tensor<8xf32> {
  // CHECK: arith.select
  %m = tt.splat %c : i1 -> tensor<8xi1>
  %l = tt.load %p, %m : tensor<8x!tt.ptr<f32>>
  %s = arith.select %d, %l, %other : tensor<8xf32>
  tt.return %s : tensor<8xf32>
}

// -----

// CHECK-LABEL: tt.func @broadcast_mul_reduce_to_dot
// CHECK-SAME: (%[[X:.*]]: tensor<16x32xf32>, %[[Y:.*]]: tensor<32x16xf32>)
tt.func @broadcast_mul_reduce_to_dot(%x: tensor<16x32xf32>, %y: tensor<32x16xf32>) -> tensor<16x16xf32> {
  // CHECK: %[[ACC:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  // CHECK: %[[D:.*]] = tt.dot %[[X]], %[[Y]], %[[ACC]], inputPrecision = tf32 : tensor<16x32xf32> * tensor<32x16xf32> -> tensor<16x16xf32>
  // CHECK: tt.return %[[D]]
  %xe = tt.expand_dims %x {axis = 2 : i32} : tensor<16x32xf32> -> tensor<16x32x1xf32>
  %xb = tt.broadcast %xe : tensor<16x32x1xf32> -> tensor<16x32x16xf32>
  %ye = tt.expand_dims %y {axis = 0 : i32} : tensor<32x16xf32> -> tensor<1x32x16xf32>
  %yb = tt.broadcast %ye : tensor<1x32x16xf32> -> tensor<16x32x16xf32>
  %m = arith.mulf %xb, %yb : tensor<16x32x16xf32>
  %r = "tt.reduce"(%m) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x32x16xf32>) -> tensor<16x16xf32>
  tt.return %r : tensor<16x16xf32>
}

// -----

// CHECK-LABEL: tt.func @reshape_before_reduce
tt.func @reshape_before_reduce(%x: tensor<4x8xf32>) -> (f32, tensor<32xf32>) {
  // CHECK: tt.reshape %{{.*}} allow_reorder : tensor<4x8xf32> -> tensor<32xf32>
  // CHECK: tt.reshape %{{.*}} : tensor<4x8xf32> -> tensor<32xf32>
  %r = tt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  %s = "tt.reduce"(%r) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<32xf32>) -> f32
  // Other users need the element order.
  %r2 = tt.reshape %x : tensor<4x8xf32> -> tensor<32xf32>
  tt.return %s, %r2 : f32, tensor<32xf32>
}

// CHECK-LABEL: tt.func @rank_reduced_descriptor_load
tt.func @rank_reduced_descriptor_load(%d: !tt.tensordesc<tensor<1x16x32xf16>>, %i: i32) -> tensor<16x32xf16> {
  // CHECK: %[[L:.*]] = tt.descriptor_load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : !tt.tensordesc<tensor<1x16x32xf16>> -> tensor<16x32xf16>
  // CHECK-NOT: tt.reshape
  // CHECK: tt.return %[[L]]
  %l = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<tensor<1x16x32xf16>> -> tensor<1x16x32xf16>
  %r = tt.reshape %l : tensor<1x16x32xf16> -> tensor<16x32xf16>
  tt.return %r : tensor<16x32xf16>
}
