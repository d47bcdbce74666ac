// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul --verify-diagnostics

// tt.dot_scaled that accelerate-matmul cannot decompose fails on the op,
// with the reason, instead of reaching the lowering.

// sm_100 has block-scaled tensor-core instructions, which Triton uses there.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @sm100(%a: tensor<64x64xf8E4M3FN, #blocked>, %as: tensor<64x2xi8, #blocked1>, %b: tensor<64x64xf8E4M3FN, #blocked>, %bs: tensor<64x2xi8, #blocked1>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // expected-error @+1 {{tt.dot_scaled on sm_100 is not supported: Triton 3.6 uses the block-scaled tensor-core instructions of this target there, which tt-toolkit does not implement}}
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// e2m3 is in the enum but not among the formats Triton 3.6 takes.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @e2m3(%a: tensor<64x64xi8, #blocked>, %as: tensor<64x2xi8, #blocked1>, %b: tensor<64x64xf8E4M3FN, #blocked>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // expected-error @+1 {{tt.dot_scaled lhs format e2m3 is not supported (Triton 3.6 takes e2m1, e4m3, e5m2, bf16 and fp16)}}
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = e2m3 rhs = e4m3 {fastMath = false} : tensor<64x64xi8, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x64xf8E4M3FN, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// The operand's element type does not match its format.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @mismatch(%a: tensor<64x64xf8E4M3FN, #blocked>, %as: tensor<64x2xi8, #blocked1>, %b: tensor<64x64xf8E4M3FN, #blocked>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // expected-error @+1 {{tt.dot_scaled rhs format e5m2 needs 'f8E5M2' elements, got 'f8E4M3FN'}}
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = e5m2 {fastMath = false} : tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x64xf8E4M3FN, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// Scales other than e8m0 bytes (nvfp4's e4m3 scales) need scaled MMA.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fp8_scale(%a: tensor<64x32xi8, #blocked>, %as: tensor<64x4xf8E4M3FN, #blocked1>, %b: tensor<64x64xbf16, #blocked>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // expected-error @+1 {{tt.dot_scaled lhs scale must be e8m0 bytes (i8) without scaled MMA, got 'tensor<64x4xf8E4M3FN}}
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = e2m1 rhs = bf16 {fastMath = false} : tensor<64x32xi8, #blocked>, tensor<64x4xf8E4M3FN, #blocked1> * tensor<64x64xbf16, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// e2m1 packed along M (lhs_k_pack = false): Triton 3.6 does not decompose it.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @m_packed(%a: tensor<32x64xi8, #blocked>, %as: tensor<64x2xi8, #blocked1>, %b: tensor<64x64xbf16, #blocked>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // expected-error @+1 {{tt.dot_scaled with e2m1 operands packed along M or N (lhs_k_pack / rhs_k_pack = false) is not supported without scaled MMA}}
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = e2m1 rhs = bf16 {fastMath = false, lhs_k_pack = false} : tensor<32x64xi8, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x64xbf16, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// A batched dot scaled on rhs only would be transposed as a 2-D one.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 2, 16], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @batched_rhs_scale(%a: tensor<2x64x64xbf16, #blocked>, %b: tensor<2x64x64xf8E4M3FN, #blocked>, %bs: tensor<2x64x2xi8, #blocked>, %c: tensor<2x64x64xf32, #blocked>) -> tensor<2x64x64xf32, #blocked> {
    // expected-error @+1 {{batched tt.dot_scaled with a scale on rhs only is not supported (Triton 3.6 transposes such dots as 2-D)}}
    %d = tt.dot_scaled %a, %b scale %bs, %c lhs = bf16 rhs = e4m3 {fastMath = false} : tensor<2x64x64xbf16, #blocked> * tensor<2x64x64xf8E4M3FN, #blocked>, tensor<2x64x2xi8, #blocked> -> tensor<2x64x64xf32, #blocked>
    tt.return %d : tensor<2x64x64xf32, #blocked>
  }
}

// -----

// An e2m1 operand in a layout ttg.fp4_to_fp infers no result layout from
// (here a dot operand of AMD's wmma, which the parser takes): refused on the
// dot. It used to be unpacked into a tensor without a layout, on which the
// next pass crashed (found by utils/pass-sweep running make-ttgir over
// Triton's AMD tests).
#wmma = #ttg.amd_wmma<{version = 3, isTranspose = true, warpsPerCTA = [2, 2], instrShape = [16, 16, 64]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @e2m1_in_foreign_layout(%a: tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #wmma, kWidth = 16}>>, %as: tensor<32x2xi8, #blocked1>, %b: tensor<64x32xbf16, #blocked>, %c: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #blocked> {
    // expected-error @+1 {{tt.dot_scaled lhs e2m1 operand in #ttg.dot_op<{opIdx = 0, parent = #ttg.amd_wmma<{version = 3, isTranspose = true, warpsPerCTA = [2, 2], instrShape = [16, 16, 64]}>, kWidth = 16}> cannot be unpacked: ttg.fp4_to_fp infers no layout from it}}
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = e2m1 rhs = bf16 {fastMath = false} : tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #wmma, kWidth = 16}>>, tensor<32x2xi8, #blocked1> * tensor<64x32xbf16, #blocked> -> tensor<32x32xf32, #blocked>
    tt.return %d : tensor<32x32xf32, #blocked>
  }
}
