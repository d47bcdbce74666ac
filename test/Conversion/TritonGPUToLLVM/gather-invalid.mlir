// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// What the tt.gather lowering does not handle fails on the op.

// Rows in different warps need the scratch memory allocate-shared-memory
// gives; without it only a gather within warps is lowered.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @across_warps_unallocated(%src: tensor<4x32xf32, #blocked>, %idx: tensor<4x32xi32, #blocked>) {
    // expected-error @+2 {{'tt.gather' op without shared-memory scratch needs every gathered column within one warp (run allocate-shared-memory first)}}
    // expected-error @+1 {{failed to legalize operation 'tt.gather'}}
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<4x32xf32, #blocked>, tensor<4x32xi32, #blocked>) -> tensor<4x32xf32, #blocked>
    tt.return
  }
}

// -----

// A source whose lanes hold copies has no inverse to read lanes off.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copies_unallocated(%src: tensor<16xf32, #blocked>, %idx: tensor<16xi32, #blocked>) {
    // expected-error @+2 {{'tt.gather' op without shared-memory scratch needs a source layout that holds every element exactly once (run allocate-shared-memory first)}}
    // expected-error @+1 {{failed to legalize operation 'tt.gather'}}
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16xf32, #blocked>, tensor<16xi32, #blocked>) -> tensor<16xf32, #blocked>
    tt.return
  }
}

// -----

// The result is read in the indices' layout: the verifier rejects another.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#other = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @result_layout(%src: tensor<64xf32, #blocked>, %idx: tensor<64xi32, #blocked>) {
    // expected-error @+1 {{'tt.gather' op indices and output encodings must match}}
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<64xf32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xf32, #other>
    tt.return
  }
}
