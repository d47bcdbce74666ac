// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm="check-shared-bounds=true" -verify-diagnostics -o /dev/null
// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm="check-shared-bounds=false" | FileCheck %s --check-prefix=OFF

// check-shared-bounds' compile-time part: an access that is a constant
// offset from its buffer and lies outside it is a located error. The
// verifier lets a constant index past the last buffer through; without the
// check the lowering writes barrier 5 of 2, 24 bytes past the allocation.

// OFF-LABEL: llvm.func @barrier_past_the_end
// OFF: mbarrier.init
#bars = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @barrier_past_the_end() {
    %c5 = arith.constant 5 : i32
    %bars = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #bars, #smem, mutable>
    %bar = ttg.memdesc_index %bars[%c5] : !ttg.memdesc<2x1xi64, #bars, #smem, mutable> -> !ttg.memdesc<1xi64, #bars, #smem, mutable>
    // expected-error @+1 {{check-shared-bounds: this op accesses shared-memory bytes [40, 48), outside its buffer: ttg.local_alloc bytes [0, 16)}}
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bars, #smem, mutable>
    tt.return
  }
}

// -----

// A buffer placed (by hand, here) past the shared memory the kernel is
// launched with.

// OFF-LABEL: llvm.func @buffer_past_the_end
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.shared = 512 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @buffer_past_the_end() {
    // expected-error @+1 {{check-shared-bounds: the ttg.local_alloc buffer, bytes [4096, 4608), ends past the kernel's 512 bytes of shared memory}}
    %a = ttg.local_alloc {allocation.offset = 4096 : i32} : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    tt.return
  }
}
