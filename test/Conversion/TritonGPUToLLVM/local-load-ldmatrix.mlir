// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// local_load into mma.sync operand layouts: ldmatrix where the operand's
// layout, composed with the buffer's, reads whole 16-byte rows as the
// instruction hands them out; element-wise loads otherwise.

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // A (16x32 f16, K contiguous): one 16x16 instruction tile per x4, the
  // four matrices being (rows 0-7, 8-15) x (K 0-7, 8-15); two K steps.
  // CHECK-LABEL: llvm.func internal @a_f16
  tt.func private @a_f16() -> tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> {
    // CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
    // CHECK-NOT: nvvm.ldmatrix
    // CHECK-NOT: llvm.load
    %m = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %a = ttg.local_load %m : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    tt.return %a : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  }

  // B (32x16 f16, N contiguous): K runs down the stored rows, so .trans.
  // CHECK-LABEL: llvm.func internal @b_f16_trans
  tt.func private @b_f16_trans() -> tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> {
    // CHECK-COUNT-2: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}
    // CHECK-NOT: nvvm.ldmatrix
    // CHECK-NOT: llvm.load
    %m = ttg.local_alloc : () -> !ttg.memdesc<32x16xf16, #shared, #smem, mutable>
    %b = ttg.local_load %m : !ttg.memdesc<32x16xf16, #shared, #smem, mutable> -> tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    tt.return %b : tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  }

  // B stored K contiguous (a transposed view): no .trans needed; one x4
  // per K step (two column tiles x two K halves).
  // CHECK-LABEL: llvm.func internal @b_f16_transposed_view
  tt.func private @b_f16_transposed_view() -> tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> {
    // CHECK-COUNT-2: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
    // CHECK-NOT: nvvm.ldmatrix
    // CHECK-NOT: llvm.load
    %m = ttg.local_alloc : () -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable>
    %t = ttg.memdesc_trans %m {order = array<i32: 1, 0>} : !ttg.memdesc<16x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x16xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>, #smem, mutable>
    %b = ttg.local_load %t : !ttg.memdesc<32x16xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>, #smem, mutable> -> tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    tt.return %b : tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  }

  // tf32 A: one f32 per word, ldmatrix moves them as pairs of 16-bit cells.
  // CHECK-LABEL: llvm.func internal @a_tf32
  tt.func private @a_tf32() -> tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> {
    // CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
    // CHECK-NOT: nvvm.ldmatrix
    %m = ttg.local_alloc : () -> !ttg.memdesc<16x8xf32, #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #smem, mutable>
    %a = ttg.local_load %m : !ttg.memdesc<16x8xf32, #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>, #smem, mutable> -> tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
    tt.return %a : tensor<16x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
  }

  // i8 B stored N contiguous: ldmatrix has no 8-bit .trans before sm_100,
  // so element-wise loads.
  // CHECK-LABEL: llvm.func internal @b_i8_no_trans
  tt.func private @b_i8_no_trans() -> tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> {
    // CHECK-NOT: nvvm.ldmatrix
    // CHECK: llvm.load
    %m = ttg.local_alloc : () -> !ttg.memdesc<32x8xi8, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #smem, mutable>
    %b = ttg.local_load %m : !ttg.memdesc<32x8xi8, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #smem, mutable> -> tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    tt.return %b : tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
  }
}
