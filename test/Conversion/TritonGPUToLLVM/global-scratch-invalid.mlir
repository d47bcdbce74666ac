// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// Without tritongpu-global-scratch-memory-allocation a buffer has no place.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unallocated() {
    // expected-error @+2 {{global scratch is not allocated: run tritongpu-global-scratch-memory-allocation first}}
    // expected-error @+1 {{failed to legalize operation 'ttg.global_scratch_alloc'}}
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    tt.return
  }
}
