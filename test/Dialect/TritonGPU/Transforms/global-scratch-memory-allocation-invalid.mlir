// RUN: tt-opt %s -split-input-file --tritongpu-global-scratch-memory-allocation --verify-diagnostics

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel() {
    tt.call @ping() : () -> ()
    tt.return
  }
  // expected-error @+1 {{calls itself (directly or through other functions): its global scratch cannot be laid out}}
  tt.func private @ping() attributes {noinline = true} {
    tt.call @pong() : () -> ()
    tt.return
  }
  tt.func private @pong() attributes {noinline = true} {
    tt.call @ping() : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @kernel() -> !tt.ptr<i8> {
    // expected-error @+1 {{needs a non-negative size and a power-of-two alignment}}
    %0 = ttg.global_scratch_alloc {alignment = 24 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    tt.return %0 : !tt.ptr<i8>
  }
}
