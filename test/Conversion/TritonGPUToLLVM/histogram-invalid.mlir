// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// tt.histogram counts in its scratch memory: without allocate-shared-memory
// there is none.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unallocated(%x: tensor<128xi32, #blocked>) {
    // expected-error @+2 {{'tt.histogram' op needs its shared-memory scratch (run allocate-shared-memory first)}}
    // expected-error @+1 {{failed to legalize operation 'tt.histogram'}}
    %h = tt.histogram %x : tensor<128xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}
