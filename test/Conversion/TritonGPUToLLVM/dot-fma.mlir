// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// FMA dots: each thread multiplies the rows of A and columns of B it holds
// for each of its elements of C, K ascending, with no data exchange.

// f32: C has 4 registers per thread (2x2), K = 8: 32 fmuladds, each
// register's chain starting from C's value. The layout puts 16 columns in
// lanes and 32 in warps: the second warp column holds copies.
#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @fma_f32
  tt.func private @fma_f32(%a: tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<8x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<16x16xf32, #blocked>) -> tensor<16x16xf32, #blocked> {
    // CHECK: %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
    // CHECK: %[[B0:.*]] = llvm.extractvalue %arg1[0]
    // CHECK: %[[C0:.*]] = llvm.extractvalue %arg2[0]
    // CHECK: %[[D0:.*]] = llvm.intr.fmuladd(%[[A0]], %[[B0]], %[[C0]]) : (f32, f32, f32) -> f32
    // CHECK-NEXT: llvm.intr.fmuladd({{.*}}, {{.*}}, %[[D0]])
    // CHECK-COUNT-30: llvm.intr.fmuladd
    // CHECK-NOT: llvm.intr.fmuladd
    // CHECK-NOT: nvvm.shfl
    %d = tt.dot %a, %b, %c : tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<8x16xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x16xf32, #blocked>
    tt.return %d : tensor<16x16xf32, #blocked>
  }
}

// -----

// Operands of another type than C are converted once per register: f16
// extended to f32, i8 sign-extended to i32 (integer dots multiply and add).
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @fma_f16_into_f32
  tt.func private @fma_f16_into_f32(%a: tensor<8x4xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<4x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x16xf32, #blocked>) -> tensor<8x16xf32, #blocked> {
    // CHECK-COUNT-4: llvm.fpext %{{.*}} : f16 to f32
    // CHECK-COUNT-16: llvm.fpext %{{.*}} : f16 to f32
    // CHECK-NOT: llvm.fpext
    // CHECK-COUNT-16: llvm.intr.fmuladd
    // CHECK-NOT: llvm.intr.fmuladd
    %d = tt.dot %a, %b, %c : tensor<8x4xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<4x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x16xf32, #blocked>
    tt.return %d : tensor<8x16xf32, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @fma_i8_into_i32
  tt.func private @fma_i8_into_i32(%a: tensor<8x4xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<4x16xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<8x16xi32, #blocked>) -> tensor<8x16xi32, #blocked> {
    // CHECK-COUNT-20: llvm.sext %{{.*}} : i8 to i32
    // CHECK: %[[P:.*]] = llvm.mul %{{.*}}, %{{.*}} : i32
    // CHECK-NEXT: llvm.add %[[P]], %{{.*}} : i32
    // CHECK-COUNT-15: llvm.mul
    // CHECK-NOT: llvm.intr.fmuladd
    %d = tt.dot %a, %b, %c : tensor<8x4xi8, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<4x16xi8, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<8x16xi32, #blocked>
    tt.return %d : tensor<8x16xi32, #blocked>
  }
}

// -----

// Batched: warps split the batch; each thread's registers cover one batch.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [2, 2, 1], order = [2, 0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @fma_batched
  tt.func private @fma_batched(%a: tensor<2x4x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<2x8x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<2x4x32xf32, #blocked>) -> tensor<2x4x32xf32, #blocked> {
    // 2 rows per thread (4 rows over 2 warps) times K = 8.
    // CHECK-COUNT-16: llvm.intr.fmuladd
    // CHECK-NOT: llvm.intr.fmuladd
    %d = tt.dot %a, %b, %c : tensor<2x4x8xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<2x8x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<2x4x32xf32, #blocked>
    tt.return %d : tensor<2x4x32xf32, #blocked>
  }
}
