// RUN: tt-opt %s -split-input-file -triton-reorder-broadcast | FileCheck %s

// CHECK-LABEL: tt.func @splat_operands
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
tt.func @splat_operands(%a: f32, %b: f32) -> tensor<128xf32> {
  // CHECK: %[[S:.*]] = arith.mulf %[[A]], %[[B]] : f32
  // CHECK: %[[R:.*]] = tt.splat %[[S]] : f32 -> tensor<128xf32>
  // CHECK: tt.return %[[R]]
  %sa = tt.splat %a : f32 -> tensor<128xf32>
  %sb = tt.splat %b : f32 -> tensor<128xf32>
  %m = arith.mulf %sa, %sb : tensor<128xf32>
  tt.return %m : tensor<128xf32>
}

// CHECK-LABEL: tt.func @splat_and_constant
// CHECK-SAME: (%[[A:.*]]: i32)
tt.func @splat_and_constant(%a: i32) -> tensor<128xi32> {
  // A dense splat constant counts as a splat.
  // CHECK: %[[C:.*]] = arith.constant 7 : i32
  // CHECK: %[[S:.*]] = arith.addi %[[A]], %[[C]] : i32
  // CHECK: tt.splat %[[S]] : i32 -> tensor<128xi32>
  %sa = tt.splat %a : i32 -> tensor<128xi32>
  %c = arith.constant dense<7> : tensor<128xi32>
  %r = arith.addi %sa, %c : tensor<128xi32>
  tt.return %r : tensor<128xi32>
}

// CHECK-LABEL: tt.func @splat_pointer
// CHECK-SAME: (%[[P:.*]]: !tt.ptr<f32>, %[[O:.*]]: i32)
tt.func @splat_pointer(%p: !tt.ptr<f32>, %o: i32) -> tensor<64x!tt.ptr<f32>> {
  // CHECK: %[[Q:.*]] = tt.addptr %[[P]], %[[O]] : !tt.ptr<f32>, i32
  // CHECK: tt.splat %[[Q]] : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %so = tt.splat %o : i32 -> tensor<64xi32>
  %q = tt.addptr %sp, %so : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  tt.return %q : tensor<64x!tt.ptr<f32>>
}

// -----

// CHECK-LABEL: tt.func @broadcast_then_elementwise
// CHECK-SAME: (%[[X:.*]]: tensor<1x64xf32>, %[[S:.*]]: f32)
tt.func @broadcast_then_elementwise(%x: tensor<1x64xf32>, %s: f32) -> tensor<32x64xf32> {
  // The exp and the add run on 1x64 elements; one broadcast at the end.
  // CHECK: %[[E:.*]] = math.exp %[[X]] : tensor<1x64xf32>
  // CHECK: %[[SS:.*]] = tt.splat %[[S]] : f32 -> tensor<1x64xf32>
  // CHECK: %[[A:.*]] = arith.addf %[[E]], %[[SS]] : tensor<1x64xf32>
  // CHECK: %[[B:.*]] = tt.broadcast %[[A]] : tensor<1x64xf32> -> tensor<32x64xf32>
  // CHECK: tt.return %[[B]]
  %b = tt.broadcast %x : tensor<1x64xf32> -> tensor<32x64xf32>
  %e = math.exp %b : tensor<32x64xf32>
  %ss = tt.splat %s : f32 -> tensor<32x64xf32>
  %a = arith.addf %e, %ss : tensor<32x64xf32>
  tt.return %a : tensor<32x64xf32>
}

// CHECK-LABEL: tt.func @broadcast_with_constant
tt.func @broadcast_with_constant(%x: tensor<32x1xi32>) -> tensor<32x16xi1> {
  // CHECK: %[[C:.*]] = arith.constant dense<5> : tensor<32x1xi32>
  // CHECK: %[[L:.*]] = arith.cmpi slt, %{{.*}}, %[[C]] : tensor<32x1xi32>
  // CHECK: tt.broadcast %[[L]] : tensor<32x1xi1> -> tensor<32x16xi1>
  %b = tt.broadcast %x : tensor<32x1xi32> -> tensor<32x16xi32>
  %c = arith.constant dense<5> : tensor<32x16xi32>
  %l = arith.cmpi slt, %b, %c : tensor<32x16xi32>
  tt.return %l : tensor<32x16xi1>
}

// CHECK-LABEL: tt.func @broadcasts_of_different_shapes
tt.func @broadcasts_of_different_shapes(%x: tensor<1x16xf32>, %y: tensor<8x1xf32>) -> tensor<8x16xf32> {
  // Two broadcasts from different shapes cannot move.
  // CHECK: %[[BX:.*]] = tt.broadcast
  // CHECK: %[[BY:.*]] = tt.broadcast
  // CHECK: arith.addf %[[BX]], %[[BY]] : tensor<8x16xf32>
  %bx = tt.broadcast %x : tensor<1x16xf32> -> tensor<8x16xf32>
  %by = tt.broadcast %y : tensor<8x1xf32> -> tensor<8x16xf32>
  %a = arith.addf %bx, %by : tensor<8x16xf32>
  tt.return %a : tensor<8x16xf32>
}

// CHECK-LABEL: tt.func @load_does_not_move
tt.func @load_does_not_move(%p: !tt.ptr<f32>) -> tensor<16xf32> {
  // Loads have effects: they stay on the splat pointer.
  // CHECK: %[[S:.*]] = tt.splat
  // CHECK: tt.load %[[S]] : tensor<16x!tt.ptr<f32>>
  %s = tt.splat %p : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>>
  %l = tt.load %s : tensor<16x!tt.ptr<f32>>
  tt.return %l : tensor<16xf32>
}
