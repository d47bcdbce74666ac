// RUN: tt-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: tt.func @addptr_zero_offset
// CHECK-SAME: (%[[P:.*]]: tensor<8x!tt.ptr<f32>>
// CHECK-NOT: tt.addptr
// CHECK: tt.return %[[P]]
tt.func @addptr_zero_offset(%p: tensor<8x!tt.ptr<f32>>) -> tensor<8x!tt.ptr<f32>> {
  %zero = arith.constant dense<0> : tensor<8xi32>
  %0 = tt.addptr %p, %zero : tensor<8x!tt.ptr<f32>>, tensor<8xi32>
  tt.return %0 : tensor<8x!tt.ptr<f32>>
}

// CHECK-LABEL: tt.func @addptr_nonzero_offset
// CHECK: tt.addptr
tt.func @addptr_nonzero_offset(%p: !tt.ptr<f32>) -> !tt.ptr<f32> {
  %one = arith.constant 1 : i32
  %0 = tt.addptr %p, %one : !tt.ptr<f32>, i32
  tt.return %0 : !tt.ptr<f32>
}

// CHECK-LABEL: tt.func @advance_zero
// CHECK-SAME: (%[[P:.*]]: !tt.ptr<tensor<16x16xf16>>
// CHECK-NOT: tt.advance
// CHECK: tt.return %[[P]]
tt.func @advance_zero(%p: !tt.ptr<tensor<16x16xf16>>) -> !tt.ptr<tensor<16x16xf16>> {
  %c0 = arith.constant 0 : i32
  %0 = tt.advance %p, [%c0, %c0] : <tensor<16x16xf16>>
  tt.return %0 : !tt.ptr<tensor<16x16xf16>>
}

// CHECK-LABEL: tt.func @splat_of_constant
// CHECK: %[[C:.*]] = arith.constant dense<3.000000e+00> : tensor<8xf32>
// CHECK-NOT: tt.splat
// CHECK: tt.return %[[C]]
tt.func @splat_of_constant() -> tensor<8xf32> {
  %c = arith.constant 3.0 : f32
  %0 = tt.splat %c : f32 -> tensor<8xf32>
  tt.return %0 : tensor<8xf32>
}

// Pointers have no constant form: a splat of a pointer stays.
// CHECK-LABEL: tt.func @splat_of_pointer
// CHECK: tt.splat
tt.func @splat_of_pointer(%p: !tt.ptr<f32>) -> tensor<8x!tt.ptr<f32>> {
  %0 = tt.splat %p : !tt.ptr<f32> -> tensor<8x!tt.ptr<f32>>
  tt.return %0 : tensor<8x!tt.ptr<f32>>
}

// CHECK-LABEL: tt.func @unsplat_of_splat
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NOT: tt.unsplat
// CHECK: tt.return %[[X]]
tt.func @unsplat_of_splat(%x: f32) -> f32 {
  %0 = tt.splat %x : f32 -> tensor<1x1xf32>
  %1 = tt.unsplat %0 : tensor<1x1xf32>
  tt.return %1 : f32
}

// A chain of shape ops over a splat is one splat of the final shape.
// CHECK-LABEL: tt.func @shape_ops_of_splat
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-NEXT: %[[S:.*]] = tt.splat %[[X]] : f32 -> tensor<32xf32>
// CHECK-NEXT: tt.return %[[S]]
tt.func @shape_ops_of_splat(%x: f32) -> tensor<32xf32> {
  %0 = tt.splat %x : f32 -> tensor<4xf32>
  %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xf32> -> tensor<4x1xf32>
  %2 = tt.broadcast %1 : tensor<4x1xf32> -> tensor<4x8xf32>
  %3 = tt.reshape %2 : tensor<4x8xf32> -> tensor<32xf32>
  tt.return %3 : tensor<32xf32>
}

// CHECK-LABEL: tt.func @shape_ops_of_constant
// CHECK: %[[C:.*]] = arith.constant dense<7> : tensor<8x4xi32>
// CHECK-NEXT: tt.return %[[C]]
tt.func @shape_ops_of_constant() -> tensor<8x4xi32> {
  %c = arith.constant dense<7> : tensor<4xi32>
  %0 = tt.expand_dims %c {axis = 0 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  %1 = tt.broadcast %0 : tensor<1x4xi32> -> tensor<8x4xi32>
  %2 = tt.trans %1 {order = array<i32: 1, 0>} : tensor<8x4xi32> -> tensor<4x8xi32>
  %3 = tt.reshape %2 : tensor<4x8xi32> -> tensor<32xi32>
  %4 = tt.reshape %3 : tensor<32xi32> -> tensor<8x4xi32>
  tt.return %4 : tensor<8x4xi32>
}

// CHECK-LABEL: tt.func @broadcast_of_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<1x1xf32>)
// CHECK-NEXT: %[[B:.*]] = tt.broadcast %[[X]] : tensor<1x1xf32> -> tensor<8x8xf32>
// CHECK-NEXT: tt.return %[[B]]
tt.func @broadcast_of_broadcast(%x: tensor<1x1xf32>) -> tensor<8x8xf32> {
  %0 = tt.broadcast %x : tensor<1x1xf32> -> tensor<1x8xf32>
  %1 = tt.broadcast %0 : tensor<1x8xf32> -> tensor<8x8xf32>
  tt.return %1 : tensor<8x8xf32>
}

// CHECK-LABEL: tt.func @broadcast_same_type
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: tt.return %[[X]]
tt.func @broadcast_same_type(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tt.broadcast %x : tensor<4x8xf32> -> tensor<4x8xf32>
  tt.return %0 : tensor<4x8xf32>
}

// expand_dims moves inside the broadcast.
// CHECK-LABEL: tt.func @expand_dims_of_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<1x8xf32>)
// CHECK-NEXT: %[[E:.*]] = tt.expand_dims %[[X]] {axis = 0 : i32} : tensor<1x8xf32> -> tensor<1x1x8xf32>
// CHECK-NEXT: %[[B:.*]] = tt.broadcast %[[E]] : tensor<1x1x8xf32> -> tensor<1x4x8xf32>
// CHECK-NEXT: tt.return %[[B]]
tt.func @expand_dims_of_broadcast(%x: tensor<1x8xf32>) -> tensor<1x4x8xf32> {
  %0 = tt.broadcast %x : tensor<1x8xf32> -> tensor<4x8xf32>
  %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<4x8xf32> -> tensor<1x4x8xf32>
  tt.return %1 : tensor<1x4x8xf32>
}

// CHECK-LABEL: tt.func @reshape_of_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[R:.*]] = tt.reshape %[[X]] allow_reorder : tensor<4x8xf32> -> tensor<2x16xf32>
// CHECK-NEXT: tt.return %[[R]]
tt.func @reshape_of_reshape(%x: tensor<4x8xf32>) -> tensor<2x16xf32> {
  %0 = tt.reshape %x allow_reorder : tensor<4x8xf32> -> tensor<32xf32>
  %1 = tt.reshape %0 : tensor<32xf32> -> tensor<2x16xf32>
  tt.return %1 : tensor<2x16xf32>
}

// A reshape marked efficient_layout is left alone.
// CHECK-LABEL: tt.func @reshape_efficient_layout_kept
// CHECK: tt.splat
// CHECK: tt.reshape %{{.*}} efficient_layout
tt.func @reshape_efficient_layout_kept(%x: f32) -> tensor<32xf32> {
  %0 = tt.splat %x : f32 -> tensor<4x8xf32>
  %1 = tt.reshape %0 efficient_layout : tensor<4x8xf32> -> tensor<32xf32>
  tt.return %1 : tensor<32xf32>
}

// CHECK-LABEL: tt.func @trans_of_trans
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8xf32>)
// CHECK-NEXT: %[[T:.*]] = tt.trans %[[X]] {order = array<i32: 2, 1, 0>} : tensor<2x4x8xf32> -> tensor<8x4x2xf32>
// CHECK-NEXT: tt.return %[[T]]
tt.func @trans_of_trans(%x: tensor<2x4x8xf32>) -> tensor<8x4x2xf32> {
  %0 = tt.trans %x {order = array<i32: 1, 2, 0>} : tensor<2x4x8xf32> -> tensor<4x8x2xf32>
  %1 = tt.trans %0 {order = array<i32: 1, 0, 2>} : tensor<4x8x2xf32> -> tensor<8x4x2xf32>
  tt.return %1 : tensor<8x4x2xf32>
}

// CHECK-LABEL: tt.func @trans_round_trip
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: tt.return %[[X]]
tt.func @trans_round_trip(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tt.trans %x {order = array<i32: 1, 0>} : tensor<4x8xf32> -> tensor<8x4xf32>
  %1 = tt.trans %0 {order = array<i32: 1, 0>} : tensor<8x4xf32> -> tensor<4x8xf32>
  tt.return %1 : tensor<4x8xf32>
}

// CHECK-LABEL: tt.func @single_element_range
// CHECK: %[[C:.*]] = arith.constant dense<5> : tensor<1xi32>
// CHECK-NEXT: tt.return %[[C]]
tt.func @single_element_range() -> tensor<1xi32> {
  %0 = tt.make_range {end = 6 : i32, start = 5 : i32} : tensor<1xi32>
  tt.return %0 : tensor<1xi32>
}

// Only zeros fold, keeping their sign where the format has a negative
// zero; any other constant keeps its conversion, even an exact one.
// CHECK-LABEL: tt.func @fp_to_fp_constants
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf8E5M2>
// CHECK-DAG: %[[NEGZERO:.*]] = arith.constant -0.000000e+00 : f16
// CHECK-DAG: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
// CHECK: %[[EXACT:.*]] = tt.fp_to_fp %[[HALF]], rounding = rtz : f32 -> f16
// CHECK: tt.return %[[ZERO]], %[[NEGZERO]], %[[EXACT]]
tt.func @fp_to_fp_constants() -> (tensor<4xf8E5M2>, f16, f16) {
  %zero = arith.constant dense<0.0> : tensor<4xf32>
  %negzero = arith.constant -0.0 : f32
  %half = arith.constant 0.5 : f32
  %0 = tt.fp_to_fp %zero, rounding = rtne : tensor<4xf32> -> tensor<4xf8E5M2>
  %1 = tt.fp_to_fp %negzero, rounding = rtne : f32 -> f16
  %2 = tt.fp_to_fp %half, rounding = rtz : f32 -> f16
  tt.return %0, %1, %2 : tensor<4xf8E5M2>, f16, f16
}

// An fp8 without a negative zero (FNUZ) takes -0 as +0.
// CHECK-LABEL: tt.func @fp_to_fp_negative_zero_fnuz
// CHECK-NEXT: %[[FNUZ:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf8E4M3FNUZ>
// CHECK-NEXT: tt.return %[[FNUZ]]
tt.func @fp_to_fp_negative_zero_fnuz() -> tensor<4xf8E4M3FNUZ> {
  %negzero = arith.constant dense<-0.0> : tensor<4xf32>
  %0 = tt.fp_to_fp %negzero, rounding = rtne : tensor<4xf32> -> tensor<4xf8E4M3FNUZ>
  tt.return %0 : tensor<4xf8E4M3FNUZ>
}

// CHECK-LABEL: tt.func @load_all_true_mask
// CHECK: %[[V:.*]] = tt.load %{{.*}} cacheModifier = cg : tensor<8x!tt.ptr<f32>>
// CHECK-NEXT: tt.return %[[V]]
tt.func @load_all_true_mask(%p: tensor<8x!tt.ptr<f32>>) -> tensor<8xf32> {
  %true = arith.constant dense<true> : tensor<8xi1>
  %other = arith.constant dense<1.0> : tensor<8xf32>
  %0 = tt.load %p, %true, %other cacheModifier = cg : tensor<8x!tt.ptr<f32>>
  tt.return %0 : tensor<8xf32>
}

// CHECK-LABEL: tt.func @load_all_false_mask
// CHECK: %[[OTHER:.*]] = arith.constant dense<1.000000e+00> : tensor<8xf32>
// CHECK-NOT: tt.load
// CHECK: tt.return %[[OTHER]]
tt.func @load_all_false_mask(%p: tensor<8x!tt.ptr<f32>>) -> tensor<8xf32> {
  %false = arith.constant dense<false> : tensor<8xi1>
  %other = arith.constant dense<1.0> : tensor<8xf32>
  %0 = tt.load %p, %false, %other : tensor<8x!tt.ptr<f32>>
  tt.return %0 : tensor<8xf32>
}

// Without `other` there is nothing to replace an all-false load with.
// CHECK-LABEL: tt.func @load_all_false_mask_no_other
// CHECK: tt.load %{{.*}}, %{{.*}} : tensor<8x!tt.ptr<f32>>
tt.func @load_all_false_mask_no_other(%p: tensor<8x!tt.ptr<f32>>) -> tensor<8xf32> {
  %false = arith.constant dense<false> : tensor<8xi1>
  %0 = tt.load %p, %false : tensor<8x!tt.ptr<f32>>
  tt.return %0 : tensor<8xf32>
}

// An unused load is dead; a volatile one is not.
// CHECK-LABEL: tt.func @dead_loads
// CHECK-NOT: tt.load %{{.*}} : !tt.ptr<f32>
// CHECK: tt.load %{{.*}} {isVolatile = true} : !tt.ptr<f32>
// CHECK-NOT: tt.load
tt.func @dead_loads(%p: !tt.ptr<f32>) {
  %0 = tt.load %p : !tt.ptr<f32>
  %1 = tt.load %p {isVolatile = true} : !tt.ptr<f32>
  tt.return
}

// CHECK-LABEL: tt.func @store_masks
// CHECK-NEXT: tt.store %{{.*}}, %{{.*}} : tensor<8x!tt.ptr<f32>>
// CHECK-NEXT: tt.return
tt.func @store_masks(%p: tensor<8x!tt.ptr<f32>>, %v: tensor<8xf32>) {
  %true = arith.constant dense<true> : tensor<8xi1>
  %false = arith.constant dense<false> : tensor<8xi1>
  tt.store %p, %v, %true : tensor<8x!tt.ptr<f32>>
  tt.store %p, %v, %false : tensor<8x!tt.ptr<f32>>
  tt.return
}

// -----

// trans(trans(x)) back to x's order, with the result in an equivalent but
// different encoding (a linear spelling of #b0): not x itself, whose type
// differs, but a conversion (trivial here) from it.
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#l0 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 16]], lane = [[0, 4], [0, 8], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [16, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @trans_trans_other_encoding
// CHECK-NOT: tt.trans
// CHECK: %[[C:.*]] = ttg.convert_layout %arg0 : tensor<32x32xf32, #{{.*}}> -> tensor<32x32xf32, #linear>
// CHECK-NEXT: tt.return %[[C]]
tt.func @trans_trans_other_encoding(%x: tensor<32x32xf32, #b0>) -> tensor<32x32xf32, #l0> {
  %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x32xf32, #b0> -> tensor<32x32xf32, #b1>
  %u = tt.trans %t {order = array<i32: 1, 0>} : tensor<32x32xf32, #b1> -> tensor<32x32xf32, #l0>
  tt.return %u : tensor<32x32xf32, #l0>
}
}
