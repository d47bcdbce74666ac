// RUN: tt-opt %s -split-input-file -verify-diagnostics -triton-rewrite-tensor-pointer | FileCheck %s

// CHECK-LABEL: tt.func @load_store
// CHECK-SAME: (%[[BASE:.*]]: !tt.ptr<f16>, %[[M:.*]]: i64, %[[N:.*]]: i64, %[[S:.*]]: i64, %[[X:.*]]: i32, %[[Y:.*]]: i32)
tt.func @load_store(%base: !tt.ptr<f16>, %m: i64, %n: i64, %s: i64, %x: i32, %y: i32) {
  %c1 = arith.constant 1 : i64
  // CHECK-NOT: tt.make_tensor_ptr
  // CHECK: %[[X64:.*]] = arith.extsi %[[X]] : i32 to i64
  // CHECK: %[[Y64:.*]] = arith.extsi %[[Y]] : i32 to i64
  %bp = tt.make_tensor_ptr %base, [%m, %n], [%s, %c1], [%x, %y] {order = array<i32: 1, 0>} : <tensor<32x64xf16>>
  // Triton's order: the splat base, then per dimension its offsets
  // (offset + [0, size), expanded) and their scaled sum into the pointers.
  // Rows: x + [0, 32) along dimension 0, times the row stride.
  // CHECK: %[[PTRS0:.*]] = tt.splat %[[BASE]] : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>>
  // CHECK-NEXT: %[[ROW0:.*]] = tt.splat %[[X64]] : i64 -> tensor<32xi64>
  // CHECK-NEXT: %[[RANGE0:.*]] = tt.make_range {end = 32 : i32, start = 0 : i32}
  // CHECK-NEXT: %[[RANGE0_64:.*]] = arith.extsi %[[RANGE0]]
  // CHECK-NEXT: %[[ROWS:.*]] = arith.addi %[[ROW0]], %[[RANGE0_64]] : tensor<32xi64>
  // CHECK-NEXT: %[[ROWS2:.*]] = tt.expand_dims %[[ROWS]] {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
  // CHECK-NEXT: %[[SS:.*]] = tt.splat %[[S]] : i64 -> tensor<32x1xi64>
  // CHECK-NEXT: %[[ROWOFF:.*]] = arith.muli %[[ROWS2]], %[[SS]] : tensor<32x1xi64>
  // CHECK-NEXT: %[[ROWOFFB:.*]] = tt.broadcast %[[ROWOFF]] : tensor<32x1xi64> -> tensor<32x64xi64>
  // CHECK-NEXT: %[[PTRS1:.*]] = tt.addptr %[[PTRS0]], %[[ROWOFFB]]
  // Columns: y + [0, 64) along dimension 1, times 1.
  // CHECK-NEXT: %[[COL0:.*]] = tt.splat %[[Y64]] : i64 -> tensor<64xi64>
  // CHECK-NEXT: %[[RANGE1:.*]] = tt.make_range {end = 64 : i32, start = 0 : i32}
  // CHECK-NEXT: %[[RANGE1_64:.*]] = arith.extsi %[[RANGE1]]
  // CHECK-NEXT: %[[COLS:.*]] = arith.addi %[[COL0]], %[[RANGE1_64]] : tensor<64xi64>
  // CHECK-NEXT: %[[COLS2:.*]] = tt.expand_dims %[[COLS]] {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
  // CHECK-NEXT: tt.splat
  // CHECK-NEXT: arith.muli %[[COLS2]]
  // CHECK-NEXT: tt.broadcast
  // CHECK-NEXT: %[[PTRS2:.*]] = tt.addptr %[[PTRS1]], %{{.*}} : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi64>
  // Only dimension 1 is bounds-checked: 0 <= col < n.
  // The mask reuses the column offsets.
  // CHECK: %[[GE:.*]] = arith.cmpi sge, %[[COLS2]], %{{.*}} : tensor<1x64xi64>
  // CHECK: %[[NS:.*]] = tt.splat %[[N]] : i64 -> tensor<1x64xi64>
  // CHECK: %[[LT:.*]] = arith.cmpi slt, %[[COLS2]], %[[NS]] : tensor<1x64xi64>
  // CHECK: %[[IN:.*]] = arith.andi %[[GE]], %[[LT]]
  // CHECK: %[[MASK:.*]] = tt.broadcast %[[IN]] : tensor<1x64xi1> -> tensor<32x64xi1>
  // NaN padding.
  // CHECK: %[[NAN:.*]] = arith.constant 0x7E00 : f16
  // CHECK: %[[OTHER:.*]] = tt.splat %[[NAN]] : f16 -> tensor<32x64xf16>
  // CHECK: %[[V:.*]] = tt.load %[[PTRS2]], %[[MASK]], %[[OTHER]] : tensor<32x64x!tt.ptr<f16>>
  %v = tt.load %bp {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<32x64xf16>>
  // A store without boundary check has no mask.
  // CHECK: tt.store %{{.*}}, %[[V]] : tensor<32x64x!tt.ptr<f16>>
  tt.store %bp, %v : !tt.ptr<tensor<32x64xf16>>
  // CHECK-NOT: tt.make_tensor_ptr
  tt.return
}

// -----

// CHECK-LABEL: tt.func @advance_in_loop
// CHECK-SAME: (%[[BASE:.*]]: !tt.ptr<f32>, %[[M:.*]]: i64, %[[N:.*]]: i32)
tt.func @advance_in_loop(%base: !tt.ptr<f32>, %m: i64, %n: i32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %one = arith.constant 1 : i64
  %zero = arith.constant dense<0.0> : tensor<16xf32>
  // The loop carries the i64 offset in place of the block pointer.
  // CHECK: %[[OFF0:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[OFF:.*]] = %[[OFF0]]) -> (tensor<16xf32>, i64)
  // CHECK: tt.splat %[[OFF]] : i64 -> tensor<16xi64>
  // CHECK: %[[V:.*]] = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x!tt.ptr<f32>>
  // CHECK: %[[STEP:.*]] = arith.extsi %{{.*}} : i32 to i64
  // CHECK: %[[NEXT:.*]] = arith.addi %[[OFF]], %[[STEP]] : i64
  // CHECK: scf.yield %{{.*}}, %[[NEXT]] : tensor<16xf32>, i64
  %bp = tt.make_tensor_ptr %base, [%m], [%one], [%c0] {order = array<i32: 0>} : <tensor<16xf32>>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %p = %bp) -> (tensor<16xf32>, !tt.ptr<tensor<16xf32>>) : i32 {
    %v = tt.load %p {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<16xf32>>
    %a = arith.addf %acc, %v : tensor<16xf32>
    %q = tt.advance %p, [%c16] : <tensor<16xf32>>
    scf.yield %a, %q : tensor<16xf32>, !tt.ptr<tensor<16xf32>>
  }
  // After the loop, the final offset is the loop's second result.
  // CHECK: tt.splat %[[R]]#1 : i64 -> tensor<16xi64>
  // CHECK: tt.store
  %w = tt.load %r#1 : !tt.ptr<tensor<16xf32>>
  tt.store %r#1, %w : !tt.ptr<tensor<16xf32>>
  // CHECK-NOT: tt.advance
  tt.return %r#0 : tensor<16xf32>
}

// -----

// CHECK-LABEL: tt.func @select_with_if
tt.func @select_with_if(%base: !tt.ptr<f32>, %m: i64, %c: i1, %x: i32) -> tensor<16xf32> {
  %c0 = arith.constant 0 : i32
  %one = arith.constant 1 : i64
  %bp = tt.make_tensor_ptr %base, [%m], [%one], [%c0] {order = array<i32: 0>} : <tensor<16xf32>>
  // CHECK: %[[OFF:.*]] = scf.if %{{.*}} -> (i64) {
  // CHECK: scf.yield %{{.*}} : i64
  // CHECK: } else {
  // CHECK: scf.yield %{{.*}} : i64
  // CHECK: tt.splat %[[OFF]] : i64 -> tensor<16xi64>
  %p = scf.if %c -> (!tt.ptr<tensor<16xf32>>) {
    %q = tt.advance %bp, [%x] : <tensor<16xf32>>
    scf.yield %q : !tt.ptr<tensor<16xf32>>
  } else {
    scf.yield %bp : !tt.ptr<tensor<16xf32>>
  }
  %v = tt.load %p : !tt.ptr<tensor<16xf32>>
  tt.return %v : tensor<16xf32>
}

// CHECK-LABEL: tt.func @while_loop
tt.func @while_loop(%base: !tt.ptr<f32>, %m: i64, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c16 = arith.constant 16 : i32
  %one = arith.constant 1 : i64
  %bp = tt.make_tensor_ptr %base, [%m], [%one], [%c0] {order = array<i32: 0>} : <tensor<16xf32>>
  // CHECK: scf.while (%[[B0:.*]] = %{{.*}}, %[[B1:.*]] = %{{.*}}) : (i32, i64) -> (i32, i64)
  // CHECK: scf.condition(%{{.*}}) %[[B0]], %[[B1]] : i32, i64
  // CHECK: ^bb0(%[[A0:.*]]: i32, %[[A1:.*]]: i64):
  // CHECK: tt.splat %[[A1]] : i64 -> tensor<16xi64>
  // CHECK: tt.store
  // CHECK: scf.yield %{{.*}}, %{{.*}} : i32, i64
  %r:2 = scf.while (%i = %c0, %p = %bp) : (i32, !tt.ptr<tensor<16xf32>>) -> (i32, !tt.ptr<tensor<16xf32>>) {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i, %p : i32, !tt.ptr<tensor<16xf32>>
  } do {
  ^bb0(%j: i32, %q: !tt.ptr<tensor<16xf32>>):
    %z = arith.constant dense<0.0> : tensor<16xf32>
    tt.store %q, %z {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<16xf32>>
    %j1 = arith.addi %j, %c16 : i32
    %q1 = tt.advance %q, [%c16] : <tensor<16xf32>>
    scf.yield %j1, %q1 : i32, !tt.ptr<tensor<16xf32>>
  }
  tt.return
}

// -----

tt.func private @callee(%p: !tt.ptr<tensor<16xf32>>)

tt.func @unsupported_use(%base: !tt.ptr<f32>, %m: i64) {
  %c0 = arith.constant 0 : i32
  %one = arith.constant 1 : i64
  %bp = tt.make_tensor_ptr %base, [%m], [%one], [%c0] {order = array<i32: 0>} : <tensor<16xf32>>
  // expected-error @+1 {{takes a block pointer, which triton-rewrite-tensor-pointer cannot rewrite here}}
  tt.call @callee(%bp) : (!tt.ptr<tensor<16xf32>>) -> ()
  tt.return
}
