// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// Dots no lowering takes fail on the op, with the reason.

// An ieee f32 dot on an mma v2 parent: mma.sync would read the operands as
// tf32 (Triton sends ieee dots to FMA). The verifier refuses it, as Triton's
// does, before the lowering (which would refuse it too) sees it.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @ieee_on_mma(%a: tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+1 {{unsupported MMA version}}
    %d = tt.dot %a, %b, %c : tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// K smaller than one instruction (m16n8k16 for f16).
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @k_too_small(%a: tensor<16x8xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<8x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+2 {{mma v2 'tt.dot' needs}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x8xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<8x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// i8 operands accumulate into i32 only.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @i8_into_f32(%a: tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+2 {{mma v2 'tt.dot' of 'i8' x 'i8' into 'f32' is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// Only fp8 operands mix types (e4m3 with e5m2); fp8 with i8 does not.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @e4m3_times_i8(%a: tensor<16x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+2 {{mma v2 'tt.dot' of 'f8E4M3FN' x 'i8' into 'f32' is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c : tensor<16x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// f64 operands accumulate into f64 only.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f64_into_f32(%a: tensor<16x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+2 {{mma v2 'tt.dot' of 'f64' x 'f64' into 'f32' is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// A and B with different kWidths number K differently: the verifier rejects
// the dot before lowering sees it.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @kwidth_mismatch(%a: tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+1 {{mismatching kWidth between A and B operands}}
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// A Hopper (mma v3) parent belongs to ttng.warp_group_dot, whose B is in
// shared memory: a register B has no dot_op layout of this parent, so the
// verifier refuses the tt.dot, as Triton's does.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @v3_parent(%a: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
    // expected-error @+1 {{mismatching encoding between A and B operands}}
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #blocked> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

// FMA on fp8: LLVM has no fp8 arithmetic.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fma_fp8(%a: tensor<8x4xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<4x4xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x4xf32, #blocked>) -> tensor<8x4xf32, #blocked> {
    // expected-error @+2 {{FMA 'tt.dot' on 'f8E5M2' is not supported: LLVM has no fp8 arithmetic (convert the operands with tt.fp_to_fp first, as Triton does)}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c : tensor<8x4xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<4x4xf8E5M2, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x4xf32, #blocked>
    tt.return %d : tensor<8x4xf32, #blocked>
  }
}

// -----

// FMA of floats into an integer accumulator.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fma_f16_into_i32(%a: tensor<8x4xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<4x4xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x4xi32, #blocked>) -> tensor<8x4xi32, #blocked> {
    // expected-error @+2 {{FMA 'tt.dot' of 'f16' operands into a 'i32' accumulator is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c : tensor<8x4xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<4x4xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x4xi32, #blocked>
    tt.return %d : tensor<8x4xi32, #blocked>
  }
}

// -----

// Operands outside #ttg.dot_op layouts.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @blocked_operands(%a: tensor<8x4xf32, #blocked>, %b: tensor<4x4xf32, #blocked>, %c: tensor<8x4xf32, #blocked>) -> tensor<8x4xf32, #blocked> {
    // expected-error @+2 {{'tt.dot' operands need a #ttg.dot_op layout whose parent is #ttg.blocked (FMA) or #ttg.nvidia_mma version 2 (mma.sync)}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c : tensor<8x4xf32, #blocked> * tensor<4x4xf32, #blocked> -> tensor<8x4xf32, #blocked>
    tt.return %d : tensor<8x4xf32, #blocked>
  }
}

// -----

// fp8 mma.sync needs sm_89.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_on_sm80(%a: tensor<16x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // expected-error @+2 {{mma v2 'tt.dot' of 'f8E4M3FN' needs sm_89 or newer (Triton upcasts fp8 operands before the dot on older GPUs)}}
    // expected-error @+1 {{failed to legalize operation 'tt.dot'}}
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}
