// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// A result layout that does not put each byte's two values in consecutive
// registers of the thread holding the byte (here the same layout as the
// source) is refused on the op.
#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @same_layout(%x: tensor<32x8xi8, #blocked>) -> tensor<32x16xbf16, #blocked> {
    // expected-error @+2 {{fp4_to_fp: the result layout}}
    // expected-error @+1 {{failed to legalize operation 'ttg.fp4_to_fp'}}
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x8xi8, #blocked> -> tensor<32x16xbf16, #blocked>
    tt.return %y : tensor<32x16xbf16, #blocked>
  }
}
