// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// mma v2 dots: one mma.sync m16n8kK per (16-row tile of A, 8-column tile of
// B, K step), K steps outermost, each chain starting from C's registers.
// The registers each instruction reads come from the linear layouts.

// f16 x f16 -> f32, one warp, 16x16x32: 2 column tiles x 2 K steps. A's
// first tile packs registers 0-7 pairwise (K pairs; rows g, g+8; K halves).
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_f16_f32
  tt.func private @mma_f16_f32(%a: tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x16xf32, #mma>) -> tensor<16x16xf32, #mma> {
    // CHECK-DAG: %[[A0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16)>
    // CHECK-DAG: %[[A1:.*]] = llvm.extractvalue %arg0[1]
    // CHECK-DAG: %[[C0:.*]] = llvm.extractvalue %arg2[0]
    // CHECK-DAG: %[[C1:.*]] = llvm.extractvalue %arg2[1]
    // CHECK-DAG: %[[C2:.*]] = llvm.extractvalue %arg2[2]
    // CHECK-DAG: %[[C3:.*]] = llvm.extractvalue %arg2[3]
    // CHECK: %[[V0:.*]] = llvm.insertelement %[[A0]], %{{.*}}[%{{.*}} : i32] : vector<2xf16>
    // CHECK: %[[P0:.*]] = llvm.insertelement %[[A1]], %[[V0]][%{{.*}} : i32] : vector<2xf16>
    // CHECK: %[[R0:.*]] = llvm.bitcast %[[P0]] : vector<2xf16> to i32
    // CHECK: %[[D:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" %[[C0]], %[[C1]], %[[C2]], %[[C3]], %[[R0]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    // Every operand register is packed before the first instruction.
    // CHECK-NOT: vector<2xf16> to i32
    // CHECK: %[[E0:.*]] = llvm.extractvalue %[[D]][0]
    // CHECK-NOT: vector<2xf16> to i32
    // CHECK: mma.sync.aligned
    // CHECK-NOT: vector<2xf16> to i32
    // CHECK: mma.sync.aligned{{.*}}" %[[E0]],
    // CHECK-NOT: vector<2xf16> to i32
    // CHECK: mma.sync.aligned
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x16xf32, #mma>
    tt.return %d : tensor<16x16xf32, #mma>
  }

  // f16 accumulators travel as two f16 pairs.
  // CHECK-LABEL: llvm.func internal @mma_f16_f16
  tt.func private @mma_f16_f16(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x8xf16, #mma>) -> tensor<16x8xf16, #mma> {
    // f16 accumulator pairs travel as 32-bit registers.
    // CHECK: %[[H:.*]] = llvm.inline_asm {{.*}}"mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 { $0, $1 }, { $4, $5, $6, $7 }, { $8, $9 }, { $2, $3 };", "=r,=r,0,1,r,r,r,r,r,r" {{.*}} : (i32, i32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, i32)>
    // CHECK: %[[H0:.*]] = llvm.extractvalue %[[H]][0] : !llvm.struct<(i32, i32)>
    // CHECK: llvm.bitcast %[[H0]] : i32 to vector<2xf16>
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf16, #mma>
    tt.return %d : tensor<16x8xf16, #mma>
  }

  // bf16 pairs are bitcast to i32.
  // CHECK-LABEL: llvm.func internal @mma_bf16
  tt.func private @mma_bf16(%a: tensor<16x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
    // CHECK: "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xbf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }

  // f32 operands are tf32: one element per register, m16n8k8.
  // CHECK-LABEL: llvm.func internal @mma_tf32
  tt.func private @mma_tf32(%a: tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<16x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // CHECK-COUNT-2: "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };"
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x8xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }

  // i8 -> i32: four bytes per register, m16n8k32, saturating.
  // CHECK-LABEL: llvm.func internal @mma_i8
  tt.func private @mma_i8(%a: tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xi32, #mma>) -> tensor<16x8xi32, #mma> {
    // CHECK: llvm.bitcast %{{.*}} : vector<4xi8> to i32
    // CHECK: "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=r,=r,=r,=r,0,1,2,3,r,r,r,r,r,r"
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xi32, #mma>
    tt.return %d : tensor<16x8xi32, #mma>
  }

  // kWidth 4 for f16: a thread holds 4 consecutive K; the instruction's K
  // halves are its two pairs, numbered alike in A and B, so 16x8x32 is
  // still 2 instructions.
  // CHECK-LABEL: llvm.func internal @mma_f16_kwidth4
  tt.func private @mma_f16_kwidth4(%a: tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // CHECK-COUNT-2: mma.sync.aligned
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// fp8 (sm_89+): four bytes per register, m16n8k32 into f32.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_e4m3
  tt.func private @mma_e4m3(%a: tensor<16x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf32, #mma>) -> tensor<16x8xf32, #mma> {
    // fp8 (sm_89+): the same inline PTX, accumulators tied.
    // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r" {{.*}} : (f32, f32, f32, f32, i32, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
    // CHECK-NOT: mma.sync
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf32, #mma>
    tt.return %d : tensor<16x8xf32, #mma>
  }
}

// -----

// fp8 operands may mix e5m2 and e4m3 and accumulate in f16: C's four f16
// slots as two 32-bit pairs, tied.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:89", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_e5m2_e4m3_into_f16
  tt.func private @mma_e5m2_e4m3_into_f16(%a: tensor<16x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<16x8xf16, #mma>) -> tensor<16x8xf16, #mma> {
    // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e4m3.f16 { $0, $1 }, { $4, $5, $6, $7 }, { $8, $9 }, { $2, $3 };", "=r,=r,0,1,r,r,r,r,r,r" {{.*}} -> !llvm.struct<(i32, i32)>
    // CHECK-NOT: mma.sync
    %d = tt.dot %a, %b, %c : tensor<16x32xf8E5M2, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xf16, #mma>
    tt.return %d : tensor<16x8xf16, #mma>
  }
}

// -----

// 4 warps, 2x2 over a 64x32 C: each warp owns 32x16, i.e. 2x2 tiles of
// m16n8, times 2 K steps of a 32-wide K: 8 instructions per thread.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_warps
  tt.func private @mma_warps(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<64x32xf32, #mma>) -> tensor<64x32xf32, #mma> {
    // CHECK-COUNT-8: mma.sync.aligned
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x32xf32, #mma>
    tt.return %d : tensor<64x32xf32, #mma>
  }
}

// -----

// Batched: warps split the batch (warpsPerCTA [2, 1, 1]); each warp does
// its batch's 16x16x16: 2 instructions.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 1, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_batched
  tt.func private @mma_batched(%a: tensor<2x16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<2x16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<2x16x16xf32, #mma>) -> tensor<2x16x16xf32, #mma> {
    // CHECK-COUNT-2: mma.sync.aligned
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<2x16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<2x16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<2x16x16xf32, #mma>
    tt.return %d : tensor<2x16x16xf32, #mma>
  }

  // Both batches in each warp when there are more batches than warps.
  // CHECK-LABEL: llvm.func internal @mma_batched_registers
  tt.func private @mma_batched_registers(%a: tensor<4x16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<4x16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<4x16x8xf32, #mma>) -> tensor<4x16x8xf32, #mma> {
    // CHECK-COUNT-2: mma.sync.aligned
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<4x16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<4x16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<4x16x8xf32, #mma>
    tt.return %d : tensor<4x16x8xf32, #mma>
  }
}

// -----

// f64 on sm_80: m8n8k4 only, so each m16n8k4 step is two instructions, one
// per row half: A's row-half register and C's two registers of that half,
// B's one register shared. 16x8x8: two K steps of two instructions.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_f64_sm80
  tt.func private @mma_f64_sm80(%a: tensor<16x8xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<8x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf64, #mma>) -> tensor<16x8xf64, #mma> {
    // CHECK-COUNT-4: "mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 { $0, $1 }, { $4 }, { $5 }, { $2, $3 };", "=d,=d,0,1,d,d" {{.*}} : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x8xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf64, #mma>
    tt.return %d : tensor<16x8xf64, #mma>
  }
}

// -----

// f64 on sm_90: m16n8k16, the instruction as wide along K as A's registers
// go (k8 for K = 8), eight f64 of A, four of B, four of C.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_f64_sm90
  tt.func private @mma_f64_sm90(%a: tensor<16x32xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<32x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf64, #mma>) -> tensor<16x8xf64, #mma> {
    // CHECK-COUNT-2: "mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 { $0, $1, $2, $3 }, { $8, $9, $10, $11, $12, $13, $14, $15 }, { $16, $17, $18, $19 }, { $4, $5, $6, $7 };", "=d,=d,=d,=d,0,1,2,3,d,d,d,d,d,d,d,d,d,d,d,d"
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x32xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf64, #mma>
    tt.return %d : tensor<16x8xf64, #mma>
  }

  // CHECK-LABEL: llvm.func internal @mma_f64_sm90_k8
  tt.func private @mma_f64_sm90_k8(%a: tensor<16x8xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<8x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<16x8xf64, #mma>) -> tensor<16x8xf64, #mma> {
    // CHECK-COUNT-1: "mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x8xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x8xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<16x8xf64, #mma>
    tt.return %d : tensor<16x8xf64, #mma>
  }
}

// -----

// M and N smaller than the instruction (Triton allows them down to 1): the
// layouts' bases past the end are zero, so A's row-half registers, or B's
// and C's column pairs, hold copies. One instruction reads the copies; C's
// copied registers take the value computed for their element.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // M = 1: C's registers 2-3 (row g + 8) copy registers 0-1 (row g).
  // CHECK-LABEL: llvm.func internal @mma_m1
  tt.func private @mma_m1(%a: tensor<1x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<1x8xf32, #mma>) -> tensor<1x8xf32, #mma> {
    // CHECK: %[[D:.*]] = llvm.inline_asm {{.*}}"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
    // CHECK-NOT: mma.sync.aligned
    // CHECK-DAG: %[[D0:.*]] = llvm.extractvalue %[[D]][0]
    // CHECK-DAG: %[[D1:.*]] = llvm.extractvalue %[[D]][1]
    // CHECK: %[[R0:.*]] = llvm.insertvalue %[[D0]], %{{.*}}[0]
    // CHECK: %[[R1:.*]] = llvm.insertvalue %[[D1]], %[[R0]][1]
    // CHECK: %[[R2:.*]] = llvm.insertvalue %[[D0]], %[[R1]][2]
    // CHECK: llvm.insertvalue %[[D1]], %[[R2]][3]
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<1x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x8xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<1x8xf32, #mma>
    tt.return %d : tensor<1x8xf32, #mma>
  }

  // N = 1: each row half's column pair is one element twice.
  // CHECK-LABEL: llvm.func internal @mma_n1
  tt.func private @mma_n1(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<16x1xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<16x1xf32, #mma>) -> tensor<16x1xf32, #mma> {
    // CHECK: %[[D:.*]] = llvm.inline_asm {{.*}}"mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
    // CHECK-NOT: mma.sync.aligned
    // CHECK-DAG: %[[D0:.*]] = llvm.extractvalue %[[D]][0]
    // CHECK-DAG: %[[D2:.*]] = llvm.extractvalue %[[D]][2]
    // CHECK: %[[R0:.*]] = llvm.insertvalue %[[D0]], %{{.*}}[0]
    // CHECK: %[[R1:.*]] = llvm.insertvalue %[[D0]], %[[R0]][1]
    // CHECK: %[[R2:.*]] = llvm.insertvalue %[[D2]], %[[R1]][2]
    // CHECK: llvm.insertvalue %[[D2]], %[[R2]][3]
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x1xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<16x1xf32, #mma>
    tt.return %d : tensor<16x1xf32, #mma>
  }

  // 4 x 4 with i8 (K = 32): rows past 4 and columns past 4 are copies, still
  // one instruction.
  // CHECK-LABEL: llvm.func internal @mma_i8_4x4
  tt.func private @mma_i8_4x4(%a: tensor<4x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x4xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<4x4xi32, #mma>) -> tensor<4x4xi32, #mma> {
    // CHECK: mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<4x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x4xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<4x4xi32, #mma>
    tt.return %d : tensor<4x4xi32, #mma>
  }
}

// -----

// A batched dot with one row per batch (M = 1, 32 batches over 32 warps).
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @mma_batched_m1
  tt.func private @mma_batched_m1(%a: tensor<4x1x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<4x32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<4x1x16xf32, #mma>) -> tensor<4x1x16xf32, #mma> {
    // CHECK-COUNT-4: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
    // CHECK-NOT: mma.sync.aligned
    %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<4x1x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<4x32x16xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<4x1x16xf32, #mma>
    tt.return %d : tensor<4x1x16xf32, #mma>
  }
}
