// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+2 {{a kernel (a public tt.func) returns nothing}}
  // expected-error @+1 {{failed to legalize operation 'tt.func'}}
  tt.func public @kernel_with_result(%x: i32) -> i32 {
    tt.return %x : i32
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+2 {{a tt.func without a body is not lowered}}
  // expected-error @+1 {{failed to legalize operation 'tt.func'}}
  tt.func private @declared(i32) -> i32
  tt.func public @kernel(%x: i32) {
    %y = tt.call @declared(%x) : (i32) -> i32
    tt.return
  }
}

// -----

// tt.nv_tma_desc marks a pointer that stands for a CUtensorMap passed by
// value; on anything else it is refused on the function.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+2 {{argument 0 is marked tt.nv_tma_desc (a host descriptor passed by value), which takes a pointer, not 'i32'}}
  // expected-error @+1 {{failed to legalize operation 'tt.func'}}
  tt.func public @not_a_pointer(%d: i32 {tt.nv_tma_desc = 1 : i32}) {
    tt.return
  }
}
