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

// -----

// Callees of ttg and ttng ops inline at their calls, and calls inside a
// warp_specialize partition inline there.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func public @gpu_callees
// CHECK-NEXT: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64
// CHECK-NEXT: ttng.init_barrier %[[BAR]], 1
// CHECK-NEXT: ttg.warp_specialize(%[[BAR]])
// CHECK: partition0(%[[ARG:[^:]*]]: !ttg.memdesc<1xi64, {{.*}}>) num_warps(4) {
// CHECK-NEXT: ttng.arrive_barrier %[[ARG]], 1
// CHECK-NEXT: ttg.warp_return
// CHECK-NOT: tt.call
tt.func public @gpu_callees() {
  %bar = tt.call @make_barrier() : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
  ttg.warp_specialize(%bar)
  default {
    ttg.warp_yield
  }
  partition0(%b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) num_warps(4) {
    tt.call @arrive(%b) : (!ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()
    ttg.warp_return
  } : (!ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()
  tt.return
}
tt.func private @make_barrier() -> !ttg.memdesc<1xi64, #shared, #smem, mutable> {
  %0 = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
  ttng.init_barrier %0, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
  tt.return %0 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
}
tt.func private @arrive(%b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
  ttng.arrive_barrier %b, 1 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
  tt.return
}
}
