// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// What the lowering does not handle yet fails with the op named, no crash.

// Conversions that move data between threads are not lowered yet.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @across_threads(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    // expected-error @+1 {{failed to legalize operation 'ttg.convert_layout'}}
    %c = ttg.convert_layout %r : tensor<1024xi32, #blocked> -> tensor<1024xi32, #blocked1>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked1>
    tt.store %ps, %c : tensor<1024x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}

// -----

// expected-error @+1 {{clusters of more than one CTA are not lowered yet}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cluster() {
    tt.return
  }
}
