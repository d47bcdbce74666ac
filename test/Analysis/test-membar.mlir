// RUN: tt-opt %s -split-input-file -test-print-membar | FileCheck %s

// A ttg.local_barrier goes between two accesses of overlapping shared
// memory when at least one writes (RAW, WAR, WAW) and no barrier already
// separates them; reads after reads and accesses of disjoint buffers need
// none.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// CHECK-LABEL: tt.func @raw_war
tt.func @raw_war(%t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  // Read after read: nothing.
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  %y = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_store %x, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// CHECK-LABEL: tt.func @disjoint
tt.func @disjoint(%t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // CHECK-NOT: ttg.local_barrier
  ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %y = ttg.local_load %b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_dealloc %b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // CHECK: tt.return
  tt.return
}

// A local_alloc filled from a tensor writes its buffer.
// CHECK-LABEL: tt.func @alloc_with_source
tt.func @alloc_with_source(%t: tensor<16x16xf16, #blocked>) {
  // CHECK: ttg.local_alloc
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %a = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem>
  %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem> -> tensor<16x16xf16, #blocked>
  tt.return
}

// Views of one buffer conflict with the buffer.
// CHECK-LABEL: tt.func @through_view
tt.func @through_view(%t: tensor<8x16xf16, #blocked>, %i: i32) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<2x8x16xf16, #shared, #smem, mutable>
  %v = ttg.memdesc_index %a[%i] : !ttg.memdesc<2x8x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x16xf16, #shared, #smem, mutable>
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  ttg.local_store %t, %v : tensor<8x16xf16, #blocked> -> !ttg.memdesc<8x16xf16, #shared, #smem, mutable>
  %x = ttg.local_load %v : !ttg.memdesc<8x16xf16, #shared, #smem, mutable> -> tensor<8x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<2x8x16xf16, #shared, #smem, mutable>
  tt.return
}

// Scratch users write then read their buffer: two conversions that reuse
// the same scratch need a barrier between them, and so does a conversion
// whose scratch overlaps a buffer read just before.
// CHECK-LABEL: tt.func @scratch
tt.func @scratch(%t: tensor<16x32xf16, #blocked>) {
  // CHECK: ttg.convert_layout
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.convert_layout
  %0 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #blocked1>
  %1 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #blocked1>
  tt.return
}

// An async copy lands when every thread has waited for it: a barrier
// always follows the wait (once).
// CHECK-LABEL: tt.func @async_wait
tt.func @async_wait(%p: tensor<16x16x!tt.ptr<f16>, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %tok = ttg.async_copy_global_to_local %p, %a : tensor<16x16x!tt.ptr<f16>, #blocked> -> <16x16xf16, #shared, #smem, mutable>
  %g = ttg.async_commit_group tokens %tok
  // CHECK: ttg.async_wait
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NOT: ttg.local_barrier
  // CHECK: tt.return
  %w = ttg.async_wait %g {num = 0 : i32}
  %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// An existing barrier is respected.
// CHECK-LABEL: tt.func @existing_barrier
tt.func @existing_barrier(%t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_barrier
  %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// A write at the end of a loop body conflicts with the read at its start
// in the next iteration.
// CHECK-LABEL: tt.func @loop_carried
tt.func @loop_carried(%lb: index, %ub: index, %step: index, %t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // CHECK: scf.for
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %step {
    %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
    ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  }
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// A write in one branch of an if conflicts with a read after it.
// CHECK-LABEL: tt.func @if_then_read
tt.func @if_then_read(%c: i1, %t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  // CHECK: scf.if
  // CHECK-NEXT: ttg.local_store
  // CHECK-NEXT: }
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  scf.if %c {
    ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  }
  %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}

// Unstructured control flow: the write reaches the read through either
// edge of the branch.
// CHECK-LABEL: tt.func @branches
tt.func @branches(%c: i1, %t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // CHECK: ^bb1:
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %x = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  cf.br ^bb2
^bb2:
  // CHECK: ^bb2:
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %y = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  tt.return
}
}

// -----

// The mbarrier protocol (canSkipBarrierBetweenMbarrierOps): after the
// thread-0 init, a barrier before anyone uses the mbarrier; none between
// expect_tx, the TMA copy and the wait; none between the wait and reading
// the copied buffer (the wait returns once the copy landed for everyone);
// one before the invalidation (every thread must be done waiting).

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @tma_load
// CHECK: ttng.init_barrier
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.barrier_expect
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK-NEXT: ttng.wait_barrier
// CHECK-NEXT: ttg.local_load
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttng.inval_barrier
tt.func @tma_load(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) -> tensor<64x64xf16, #blocked> {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  %b = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
  ttng.init_barrier %b, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
  ttng.barrier_expect %b, 8192, %true : !ttg.memdesc<1xi64, #bar, #smem, mutable>
  ttng.async_tma_copy_global_to_local %d[%i, %i] %buf, %b, %true : !tt.tensordesc<tensor<64x64xf16, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  ttng.wait_barrier %b, %c0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
  %x = ttg.local_load %buf : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
  ttng.inval_barrier %b : !ttg.memdesc<1xi64, #bar, #smem, mutable>
  tt.return %x : tensor<64x64xf16, #blocked>
}
}

// -----

// A conversion whose elements stay in their warp (each row in its warp,
// lanes and registers trading places twice, so through shared memory) is
// lowered with bar.warp.sync between its scratch store and load, not a CTA
// barrier: it
// orders nothing between warps, so the store to %a before it still needs a
// barrier before the load after it (other warps' writes).
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#one = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#four = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @warp_synchronous_convert
// CHECK: ttg.local_store
// CHECK-NEXT: ttg.convert_layout
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_load
tt.func @warp_synchronous_convert(%t: tensor<16x16xf16, #blocked>, %x: tensor<4x128xi32, #one>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %y = ttg.convert_layout %x : tensor<4x128xi32, #one> -> tensor<4x128xi32, #four>
  %z = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  tt.return
}

// A conversion between warps ends with a CTA barrier of its own: nothing
// before it needs another.
// CHECK-LABEL: tt.func @cta_convert
// CHECK: ttg.local_store
// CHECK-NEXT: ttg.convert_layout
// CHECK-NEXT: ttg.local_load
tt.func @cta_convert(%t: tensor<16x16xf16, #blocked>) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<16x16xf16, #blocked> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  %y = ttg.convert_layout %t : tensor<16x16xf16, #blocked> -> tensor<16x16xf16, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>>
  %z = ttg.local_load %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> tensor<16x16xf16, #blocked>
  tt.return
}
}

// -----

// A buffer captured by a warp_specialize is the same buffer in the
// partition, through views too: two stores to it by the partition's warps
// need a barrier between them.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @captured_buffer
// CHECK: partition0
// CHECK: ttg.local_store
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_store
tt.func @captured_buffer() {
  %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
  ttg.warp_specialize(%a)
  default {
    ttg.warp_yield
  }
  partition0(%b: !ttg.memdesc<16x16xf16, #shared, #smem, mutable>) num_warps(2) {
    %v = ttg.memdesc_subslice %b [0, 0] : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    %c = arith.constant dense<0.0> : tensor<16x16xf16, #blocked2>
    ttg.local_store %c, %v : tensor<16x16xf16, #blocked2> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    ttg.local_store %c, %v : tensor<16x16xf16, #blocked2> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    ttg.warp_return
  } : (!ttg.memdesc<16x16xf16, #shared, #smem, mutable>) -> ()
  tt.return
}
}

// -----

// The tensor core arrives on an asynchronous MMA's mbarrier once the MMA is
// done; no thread touches it, so waiting on it needs no CTA barrier first.
// A store into an operand the MMA still reads does.
#a = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#b = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @mma_arrival
// CHECK: ttng.tc_gen5_mma
// CHECK-NEXT: ttng.wait_barrier
// CHECK-NEXT: ttg.local_barrier
// CHECK-NEXT: ttg.local_store
tt.func @mma_arrival(%acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x64xf16, #blocked>) {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %x = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #a, #smem, mutable>
  %y = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #b, #smem, mutable>
  %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #bar, #smem, mutable>
  ttng.tc_gen5_mma %x, %y, %acc, %true, %true, %bar[%true] {is_async} : !ttg.memdesc<128x64xf16, #a, #smem, mutable>, !ttg.memdesc<64x64xf16, #b, #smem, mutable>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
  ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
  ttg.local_store %t, %x : tensor<128x64xf16, #blocked> -> !ttg.memdesc<128x64xf16, #a, #smem, mutable>
  tt.return
}
}
