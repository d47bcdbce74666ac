// RUN: tt-opt %s --split-input-file --inline='default-pipeline=' | FileCheck %s

// The tt dialect's inliner interface: tt.call inlines unless the callee says
// noinline = true.

// CHECK-LABEL: tt.func @caller
// CHECK-NOT: tt.call @inlined
// CHECK: arith.addf
// CHECK: tt.call @kept
tt.func private @inlined(%x: f32) -> f32 attributes {noinline = false} {
  %0 = arith.addf %x, %x : f32
  tt.return %0 : f32
}
tt.func private @kept(%x: f32) -> f32 attributes {noinline = true} {
  tt.return %x : f32
}
tt.func @caller(%x: f32) -> f32 {
  %0 = tt.call @inlined(%x) : (f32) -> f32
  %1 = tt.call @kept(%0) : (f32) -> f32
  tt.return %1 : f32
}

// -----

// A callee with several blocks: each tt.return becomes a branch.
// CHECK-LABEL: tt.func @multi_block_caller
// CHECK-NOT: tt.call
// CHECK: cf.cond_br
// CHECK: cf.br ^[[AFTER:bb[0-9]+]](
// CHECK: cf.br ^[[AFTER]](
// CHECK: ^[[AFTER]](%[[R:.*]]: f32):
// CHECK: tt.return %[[R]]
tt.func private @pick(%c: i1, %a: f32, %b: f32) -> f32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.return %a : f32
^bb2:
  tt.return %b : f32
}
tt.func @multi_block_caller(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = tt.call @pick(%c, %a, %b) : (i1, f32, f32) -> f32
  tt.return %0 : f32
}
