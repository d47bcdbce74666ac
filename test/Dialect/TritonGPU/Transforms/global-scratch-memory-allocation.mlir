// RUN: tt-opt %s -split-input-file --tritongpu-global-scratch-memory-allocation | FileCheck %s

// Buffers follow one another, each at the next multiple of its alignment;
// the slice ends at a multiple of the largest alignment, and the kernel's
// pair goes to the module.

// CHECK: module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @two_buffers
  // CHECK-SAME: ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32
  tt.func public @two_buffers() -> (!tt.ptr<i8>, !tt.ptr<i8>, !tt.ptr<i8>) {
    // CHECK: ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 0 : i32}
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    // CHECK: ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 130 : i32, ttg.global_scratch_memory_offset = 128 : i32}
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 130 : i32} : !tt.ptr<i8>
    // An empty buffer takes no space and gets no offset.
    // CHECK: ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 0 : i32} :
    %2 = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 0 : i32} : !tt.ptr<i8>
    tt.return %0, %1, %2 : !tt.ptr<i8>, !tt.ptr<i8>, !tt.ptr<i8>
  }
}

// -----

// A call takes its callee's whole slice, laid out first; buffers in loops
// and branches count once, in the order the ops appear. Functions without
// buffers get 0 and 1.

// CHECK: module attributes {ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 320 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @kernel
  // CHECK-SAME: ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 320 : i32
  tt.func public @kernel(%n: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    // CHECK: ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32, ttg.global_scratch_memory_offset = 0 : i32}
    %a = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32} : !tt.ptr<i8>
    scf.for %i = %c0 to %n step %c1 {
      // CHECK: tt.call @helper() {ttg.global_scratch_memory_offset = 64 : i32}
      %h = tt.call @helper() : () -> !tt.ptr<i8>
      // CHECK: tt.call @nothing() :
      tt.call @nothing() : () -> ()
    }
    // CHECK: ttg.global_scratch_alloc {alignment = 2 : i32, nbytes = 6 : i32, ttg.global_scratch_memory_offset = 256 : i32}
    %b = ttg.global_scratch_alloc {alignment = 2 : i32, nbytes = 6 : i32} : !tt.ptr<i8>
    tt.return
  }

  // CHECK-LABEL: tt.func private @helper
  // CHECK-SAME: ttg.global_scratch_memory_alignment = 64 : i32, ttg.global_scratch_memory_size = 192 : i32
  tt.func private @helper() -> !tt.ptr<i8> attributes {noinline = true} {
    // CHECK: tt.call @leaf() {ttg.global_scratch_memory_offset = 0 : i32}
    %l = tt.call @leaf() : () -> !tt.ptr<i8>
    // CHECK: ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 64 : i32, ttg.global_scratch_memory_offset = 128 : i32}
    %0 = ttg.global_scratch_alloc {alignment = 64 : i32, nbytes = 64 : i32} : !tt.ptr<i8>
    tt.return %0 : !tt.ptr<i8>
  }

  // CHECK-LABEL: tt.func private @leaf
  // CHECK-SAME: ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 112 : i32
  tt.func private @leaf() -> !tt.ptr<i8> attributes {noinline = true} {
    // CHECK: ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 100 : i32, ttg.global_scratch_memory_offset = 0 : i32}
    %0 = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    tt.return %0 : !tt.ptr<i8>
  }

  // CHECK-LABEL: tt.func private @nothing
  // CHECK-SAME: ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32
  tt.func private @nothing() attributes {noinline = true} {
    tt.return
  }
}

// -----

// A kernel without buffers: Triton's 0 and 1, on the function and the
// module.

// CHECK: module attributes {ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: tt.func public @empty() attributes {noinline = false, ttg.global_scratch_memory_alignment = 1 : i32, ttg.global_scratch_memory_size = 0 : i32}
  tt.func public @empty() attributes {noinline = false} {
    tt.return
  }
}
