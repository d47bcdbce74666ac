// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// mbarriers as Triton's PTX has them: the barrier's shared pointer is the
// asm operand, one thread arrives (the count only when above one), and a
// wait polls with try_wait on sm_90, with test_wait and a nanosleep before
// it; a wait whose predicate is not constant true skips the loop with
// bra.uni. cp.async copies can arrive on a barrier themselves.

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @sm90
  tt.func public @sm90(%phase: i32, %pred: i1) {
    %true = arith.constant true
    %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: %[[BAR:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: "@$0 mbarrier.init.shared::cta.b64 [$1], 2;", "b,r" %{{.*}}, %[[BAR]] : (i1, !llvm.ptr<3>) -> !llvm.void
    ttng.init_barrier %b, 2 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: "@$0 mbarrier.arrive.shared::cta.b64 _, [$1];", "b,r" %[[ONE:.*]], %[[BAR]]
    ttng.arrive_barrier %b, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: %[[GUARD:.*]] = llvm.and %[[ONE]], %arg1 : i1
    // CHECK: "@$0 mbarrier.arrive.shared::cta.b64 _, [$1], 3;", "b,r" %[[GUARD]], %[[BAR]]
    ttng.arrive_barrier %b, 3, %pred : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // No predicate and a constant-true one: the loop alone.
    // CHECK: "{\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r" %[[BAR]], %arg0 : (!llvm.ptr<3>, i32) -> !llvm.void
    ttng.wait_barrier %b, %phase : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: "{\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r" %[[BAR]], %arg0 : (!llvm.ptr<3>, i32) -> !llvm.void
    ttng.wait_barrier %b, %phase, %true : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: "{\0A@!$2 bra.uni skipWait;\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0AskipWait:\0A}", "r,r,b" %[[BAR]], %arg0, %arg1
    ttng.wait_barrier %b, %phase, %pred : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: nvvm.cp.async.mbarrier.arrive %[[BAR]] : !llvm.ptr<3>
    ttng.async_copy_mbarrier_arrive %b : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    // CHECK: nvvm.cp.async.mbarrier.arrive %[[BAR]] {noinc = true} : !llvm.ptr<3>
    ttng.async_copy_mbarrier_arrive %b {noIncrement} : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// sm_80 has no mbarrier.try_wait.
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @sm80
  // CHECK: "{\0A@!$2 bra.uni skipWait;\0A.reg .pred complete;\0AwaitLoop:\0Ambarrier.test_wait.parity.shared.b64 complete, [$0], $1;\0A@!complete nanosleep.u32 20;\0A@!complete bra.uni waitLoop;\0AskipWait:\0A}", "r,r,b"
  // CHECK-NOT: try_wait
  tt.func public @sm80(%phase: i32, %pred: i1) {
    %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.init_barrier %b, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    ttng.wait_barrier %b, %phase, %pred : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

// An i8 pointer marked tt.nv_tma_desc is a host descriptor: the 128-byte
// CUtensorMap by value, 64-byte aligned, in the parameter space.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @host_descriptor
  // CHECK-SAME: (%arg0: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant, tt.nv_tma_desc = 1 : i32}, %arg1: !llvm.ptr<1>
  // CHECK-SAME: tt.arg_pointees = [unit, f32]
  tt.func public @host_descriptor(%d: !tt.ptr<i8, 0> {tt.nv_tma_desc = 1 : i32}, %p: !tt.ptr<f32>) {
    tt.return
  }
}
