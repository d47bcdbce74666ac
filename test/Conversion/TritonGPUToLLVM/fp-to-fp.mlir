// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// tt.fp_to_fp as Triton 3.6 converts on sm_90. fp8 values are i8 registers;
// the fp8 conversions go two registers at a time, as pure inline PTX (as
// Triton emits them), the first element in the low byte (or low half) of
// the packed operand.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // f32 -> e4m3, round to nearest even: cvt.rn.satfinite.e4m3x2.f32, whose
  // first operand lands in the high byte.
  // CHECK-LABEL: llvm.func internal @f32_to_e4m3
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[X2:.*]] = llvm.extractvalue %arg0[2]
  // CHECK: %[[X3:.*]] = llvm.extractvalue %arg0[3]
  // CHECK: %[[P01LO:.*]] = llvm.bitcast %[[X0]] : f32 to i32
  // CHECK: %[[P01HI:.*]] = llvm.bitcast %[[X1]] : f32 to i32
  // CHECK: %[[P01:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;", "=h,r,r" %[[P01LO]], %[[P01HI]] : (i32, i32) -> vector<2xi8>
  // CHECK: %[[Y0:.*]] = llvm.extractelement %[[P01]][%[[C0]] : i32] : vector<2xi8>
  // CHECK: %[[Y1:.*]] = llvm.extractelement %[[P01]][%[[C1]] : i32] : vector<2xi8>
  // CHECK: %[[P23LO:.*]] = llvm.bitcast %[[X2]] : f32 to i32
  // CHECK: %[[P23HI:.*]] = llvm.bitcast %[[X3]] : f32 to i32
  // CHECK: %[[P23:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;", "=h,r,r" %[[P23LO]], %[[P23HI]] : (i32, i32) -> vector<2xi8>
  // CHECK: %[[Y2:.*]] = llvm.extractelement %[[P23]][%[[C0]] : i32] : vector<2xi8>
  // CHECK: %[[Y3:.*]] = llvm.extractelement %[[P23]][%[[C1]] : i32] : vector<2xi8>
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[Y0]], %{{.*}}[0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK: %[[S1:.*]] = llvm.insertvalue %[[Y1]], %[[S0]][1]
  // CHECK: %[[S2:.*]] = llvm.insertvalue %[[Y2]], %[[S1]][2]
  // CHECK: llvm.insertvalue %[[Y3]], %[[S2]][3]
  tt.func private @f32_to_e4m3(%x: tensor<512xf32, #blocked>) -> tensor<512xf8E4M3FN, #blocked> {
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<512xf32, #blocked> -> tensor<512xf8E4M3FN, #blocked>
    tt.return %y : tensor<512xf8E4M3FN, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @f32_to_e5m2
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[X0I:.*]] = llvm.bitcast %[[X0]] : f32 to i32
  // CHECK: %[[X1I:.*]] = llvm.bitcast %[[X1]] : f32 to i32
  // CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r" %[[X0I]], %[[X1I]] : (i32, i32) -> vector<2xi8>
  // CHECK: "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;"
  // CHECK-NOT: llvm.inline_asm
  tt.func private @f32_to_e5m2(%x: tensor<512xf32, #blocked>) -> tensor<512xf8E5M2, #blocked> {
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<512xf32, #blocked> -> tensor<512xf8E5M2, #blocked>
    tt.return %y : tensor<512xf8E5M2, #blocked>
  }

  // f32 -> e5m2 toward zero: f32 -> f16 toward zero, then the f16's high
  // byte, one element at a time.
  // CHECK-LABEL: llvm.func internal @f32_to_e5m2_rtz
  // CHECK: %[[EIGHT:.*]] = llvm.mlir.constant(8 : i16) : i16
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[H0:.*]] = llvm.inline_asm asm_dialect = att "cvt.rz.f16.f32 $0, $1;", "=h,f" %[[X0]] : (f32) -> i16
  // CHECK: %[[SH0:.*]] = llvm.lshr %[[H0]], %[[EIGHT]] : i16
  // CHECK: %[[Y0:.*]] = llvm.trunc %[[SH0]] : i16 to i8
  // CHECK-COUNT-3: "cvt.rz.f16.f32 $0, $1;"
  // CHECK: llvm.insertvalue %[[Y0]], %{{.*}}[0] : !llvm.struct<(i8, i8, i8, i8)>
  tt.func private @f32_to_e5m2_rtz(%x: tensor<512xf32, #blocked>) -> tensor<512xf8E5M2, #blocked> {
    %y = tt.fp_to_fp %x, rounding = rtz : tensor<512xf32, #blocked> -> tensor<512xf8E5M2, #blocked>
    tt.return %y : tensor<512xf8E5M2, #blocked>
  }

  // f16 -> fp8: cvt.rn.satfinite.e5m2x2.f16x2, element 0 in the low half.
  // CHECK-LABEL: llvm.func internal @f16_to_e5m2
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[LO:.*]] = llvm.insertelement %[[X0]], %{{.*}}[%[[C0]] : i32] : vector<2xf16>
  // CHECK: %[[PAIR:.*]] = llvm.insertelement %[[X1]], %[[LO]][%[[C1]] : i32] : vector<2xf16>
  // CHECK: %[[PAIRI:.*]] = llvm.bitcast %[[PAIR]] : vector<2xf16> to i32
  // CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e5m2x2.f16x2 $0, $1;", "=h,r" %[[PAIRI]] : (i32) -> vector<2xi8>
  // CHECK: "cvt.rn.satfinite.e5m2x2.f16x2 $0, $1;"
  tt.func private @f16_to_e5m2(%x: tensor<512xf16, #blocked>) -> tensor<512xf8E5M2, #blocked> {
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<512xf16, #blocked> -> tensor<512xf8E5M2, #blocked>
    tt.return %y : tensor<512xf8E5M2, #blocked>
  }

  // bf16 -> fp8: widened to f32 (cvt.f32.bf16), then the f32 conversion.
  // CHECK-LABEL: llvm.func internal @bf16_to_e4m3
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[W0:.*]] = llvm.fpext %[[X0]] : bf16 to f32
  // CHECK: %[[W1:.*]] = llvm.fpext %[[X1]] : bf16 to f32
  // CHECK: %[[W0I:.*]] = llvm.bitcast %[[W0]] : f32 to i32
  // CHECK: %[[W1I:.*]] = llvm.bitcast %[[W1]] : f32 to i32
  // CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;", "=h,r,r" %[[W0I]], %[[W1I]] : (i32, i32) -> vector<2xi8>
  tt.func private @bf16_to_e4m3(%x: tensor<512xbf16, #blocked>) -> tensor<512xf8E4M3FN, #blocked> {
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<512xbf16, #blocked> -> tensor<512xf8E4M3FN, #blocked>
    tt.return %y : tensor<512xf8E4M3FN, #blocked>
  }
}

// -----

// Upcasts from fp8: cvt.rn.f16x2.{e4m3,e5m2}x2, then f32 by fpext, bf16 by
// cvt.bf16.f16 (e4m3) or Triton's shift-and-scale (e5m2).

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @e4m3_to_f16
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[LO:.*]] = llvm.insertelement %[[X0]], %{{.*}}[%[[C0]] : i32] : vector<2xi8>
  // CHECK: %[[PAIR:.*]] = llvm.insertelement %[[X1]], %[[LO]][%[[C1]] : i32] : vector<2xi8>
  // CHECK: %[[BITS:.*]] = llvm.bitcast %[[PAIR]] : vector<2xi8> to i16
  // CHECK: %[[H:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e4m3x2 $0, $1;", "=r,h" %[[BITS]] : (i16) -> vector<2xf16>
  // CHECK: %[[Y0:.*]] = llvm.extractelement %[[H]][%[[C0]] : i32] : vector<2xf16>
  // CHECK: %[[Y1:.*]] = llvm.extractelement %[[H]][%[[C1]] : i32] : vector<2xf16>
  // CHECK: "cvt.rn.f16x2.e4m3x2 $0, $1;"
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[Y0]], %{{.*}}[0] : !llvm.struct<(f16, f16, f16, f16)>
  // CHECK: llvm.insertvalue %[[Y1]], %[[S0]][1]
  tt.func private @e4m3_to_f16(%x: tensor<512xf8E4M3FN, #blocked>) -> tensor<512xf16, #blocked> {
    %y = tt.fp_to_fp %x : tensor<512xf8E4M3FN, #blocked> -> tensor<512xf16, #blocked>
    tt.return %y : tensor<512xf16, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @e5m2_to_f32
  // CHECK: %[[H:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e5m2x2 $0, $1;", "=r,h" %{{.*}} : (i16) -> vector<2xf16>
  // CHECK: %[[H0:.*]] = llvm.extractelement %[[H]]
  // CHECK: %[[H1:.*]] = llvm.extractelement %[[H]]
  // CHECK: %[[Y0:.*]] = llvm.fpext %[[H0]] : f16 to f32
  // CHECK: %[[Y1:.*]] = llvm.fpext %[[H1]] : f16 to f32
  // CHECK: "cvt.rn.f16x2.e5m2x2 $0, $1;"
  // CHECK: llvm.insertvalue %[[Y0]], %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32)>
  tt.func private @e5m2_to_f32(%x: tensor<512xf8E5M2, #blocked>) -> tensor<512xf32, #blocked> {
    %y = tt.fp_to_fp %x : tensor<512xf8E5M2, #blocked> -> tensor<512xf32, #blocked>
    tt.return %y : tensor<512xf32, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @e4m3_to_bf16
  // CHECK: %[[H:.*]] = llvm.inline_asm {{.*}}"cvt.rn.f16x2.e4m3x2 $0, $1;"
  // CHECK: %[[H0:.*]] = llvm.extractelement %[[H]]
  // CHECK: %[[B0:.*]] = llvm.bitcast %[[H0]] : f16 to i16
  // CHECK: %[[R0:.*]] = llvm.inline_asm asm_dialect = att "cvt.bf16.f16 $0, $1;", "=h,h" %[[B0]] : (i16) -> i16
  // CHECK: %[[Y0:.*]] = llvm.bitcast %[[R0]] : i16 to bf16
  // CHECK-COUNT-3: "cvt.bf16.f16 $0, $1;"
  // CHECK: llvm.insertvalue %[[Y0]], %{{.*}}[0] : !llvm.struct<(bf16, bf16, bf16, bf16)>
  tt.func private @e4m3_to_bf16(%x: tensor<512xf8E4M3FN, #blocked>) -> tensor<512xbf16, #blocked> {
    %y = tt.fp_to_fp %x : tensor<512xf8E4M3FN, #blocked> -> tensor<512xbf16, #blocked>
    tt.return %y : tensor<512xbf16, #blocked>
  }

  // e5m2 -> bf16, four at a time in Triton's PTX block: prmt places bytes
  // 0, 1 (then 2, 3) at the top of two 16-bit lanes (selectors 0x5140 and
  // 0x7362), the magnitude moves right by 3 under the sign (lop3 0xc0, shr,
  // lop3 0xf8), and mul.rn.bf16x2 by 2^112 (0x7780 in bf16) restores the
  // exponent bias. Element 0 is the low lane of the first word.
  // CHECK-LABEL: llvm.func internal @e5m2_to_bf16
  // CHECK: %[[Q:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
  // CHECK: %[[W:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "{{.*}}mov.u32 e112, 0x77807780;{{.*}}prmt.b32 a0, 0, $2, 0x5140;{{.*}}prmt.b32 a1, 0, $2, 0x7362;{{.*}}shr.b32 b0, b0, 3;{{.*}}mul.rn.bf16x2 $0, b0, e112;{{.*}}mul.rn.bf16x2 $1, b1, e112;{{.*}}", "=r,=r,r" %[[Q]] : (i32) -> !llvm.struct<(i32, i32)>
  // CHECK: %[[W0:.*]] = llvm.extractvalue %[[W]][0]
  // CHECK: %[[P0:.*]] = llvm.bitcast %[[W0]] : i32 to vector<2xbf16>
  // CHECK: llvm.extractelement %[[P0]]
  // CHECK: %[[W1:.*]] = llvm.extractvalue %[[W]][1]
  // CHECK: %[[P1:.*]] = llvm.bitcast %[[W1]] : i32 to vector<2xbf16>
  // CHECK-NOT: llvm.call_intrinsic "llvm.nvvm.prmt"
  tt.func private @e5m2_to_bf16(%x: tensor<512xf8E5M2, #blocked>) -> tensor<512xbf16, #blocked> {
    %y = tt.fp_to_fp %x : tensor<512xf8E5M2, #blocked> -> tensor<512xbf16, #blocked>
    tt.return %y : tensor<512xbf16, #blocked>
  }
}

// -----

// Between the standard formats: rtne f32 -> f16 is LLVM's fptrunc
// (cvt.rn.f16.f32), rtz the PTX instruction; f32 -> bf16 the NVVM
// intrinsics; widening is fpext. Scalars convert like one register; a
// packed conversion of a scalar fills its pair with undef.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @scalars
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-DAG: %[[UNDEF:.*]] = llvm.mlir.undef : f32
  // CHECK: %[[LOW:.*]] = llvm.bitcast %arg0 : f32 to i32
  // CHECK: %[[HIGH:.*]] = llvm.bitcast %[[UNDEF]] : f32 to i32
  // CHECK: %[[P:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;", "=h,r,r" %[[LOW]], %[[HIGH]] : (i32, i32) -> vector<2xi8>
  // CHECK: %[[E4:.*]] = llvm.extractelement %[[P]][%[[C0]] : i32] : vector<2xi8>
  // CHECK: %[[HN:.*]] = llvm.fptrunc %arg0 : f32 to f16
  // CHECK: %[[HZBITS:.*]] = llvm.inline_asm asm_dialect = att "cvt.rz.f16.f32 $0, $1;", "=h,f" %arg0 : (f32) -> i16
  // CHECK: %[[HZ:.*]] = llvm.bitcast %[[HZBITS]] : i16 to f16
  // CHECK: %[[BN:.*]] = llvm.call_intrinsic "llvm.nvvm.f2bf16.rn"(%arg0) : (f32) -> bf16
  // CHECK: %[[BZ:.*]] = llvm.call_intrinsic "llvm.nvvm.f2bf16.rz"(%arg0) : (f32) -> bf16
  // CHECK: %[[W:.*]] = llvm.fpext %arg1 : f16 to f32
  // CHECK: %[[D:.*]] = llvm.fpext %arg2 : bf16 to f64
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[E4]], %{{.*}}[0]
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[HN]], %[[R0]][1]
  // CHECK: %[[R2:.*]] = llvm.insertvalue %[[HZ]], %[[R1]][2]
  // CHECK: %[[R3:.*]] = llvm.insertvalue %[[BN]], %[[R2]][3]
  // CHECK: %[[R4:.*]] = llvm.insertvalue %[[BZ]], %[[R3]][4]
  // CHECK: %[[R5:.*]] = llvm.insertvalue %[[W]], %[[R4]][5]
  // CHECK: llvm.insertvalue %[[D]], %[[R5]][6]
  tt.func private @scalars(%x: f32, %h: f16, %b: bf16) -> (f8E4M3FN, f16, f16, bf16, bf16, f32, f64) {
    %e4 = tt.fp_to_fp %x, rounding = rtne : f32 -> f8E4M3FN
    %hn = tt.fp_to_fp %x, rounding = rtne : f32 -> f16
    %hz = tt.fp_to_fp %x, rounding = rtz : f32 -> f16
    %bn = tt.fp_to_fp %x, rounding = rtne : f32 -> bf16
    %bz = tt.fp_to_fp %x, rounding = rtz : f32 -> bf16
    %w = tt.fp_to_fp %h : f16 -> f32
    %d = tt.fp_to_fp %b : bf16 -> f64
    tt.return %e4, %hn, %hz, %bn, %bz, %w, %d : f8E4M3FN, f16, f16, bf16, bf16, f32, f64
  }
}

// -----

// Each distinct value converts once: registers with a zero basis in the
// layout hold the same element (here register 1 repeats register 0, and
// register 3 register 2), so one packed conversion serves all four.

#lin = #ttg.linear<{register = [[0], [1]], lane = [[2], [4], [8], [16], [32]], warp = [[64], [128]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @repeated_registers
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X2:.*]] = llvm.extractvalue %arg0[2]
  // CHECK: %[[LO:.*]] = llvm.insertelement %[[X0]]
  // CHECK: %[[PAIR:.*]] = llvm.insertelement %[[X2]], %[[LO]]
  // CHECK: %[[BITS:.*]] = llvm.bitcast %[[PAIR]] : vector<2xf16> to i32
  // CHECK: llvm.inline_asm {{.*}}"cvt.rn.satfinite.e4m3x2.f16x2 $0, $1;", "=h,r" %[[BITS]]
  // CHECK: %[[Y0:.*]] = llvm.extractelement
  // CHECK: %[[Y2:.*]] = llvm.extractelement
  // CHECK-NOT: llvm.inline_asm
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[Y0]], %{{.*}}[0]
  // CHECK: %[[S1:.*]] = llvm.insertvalue %[[Y0]], %[[S0]][1]
  // CHECK: %[[S2:.*]] = llvm.insertvalue %[[Y2]], %[[S1]][2]
  // CHECK: llvm.insertvalue %[[Y2]], %[[S2]][3]
  tt.func private @repeated_registers(%x: tensor<256xf16, #lin>) -> tensor<256xf8E4M3FN, #lin> {
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<256xf16, #lin> -> tensor<256xf8E4M3FN, #lin>
    tt.return %y : tensor<256xf8E4M3FN, #lin>
  }
}

// -----

// Before sm_90, e5m2 -> f16 (how mma.sync reads e5m2 dot operands there) is
// the byte moved into the f16's high half: exact, no conversion instruction.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @e5m2_to_f16_sm80
  tt.func private @e5m2_to_f16_sm80(%x: f8E5M2) -> f16 {
    // CHECK: %[[WIDE:.*]] = llvm.zext %{{.*}} : i8 to i16
    // CHECK: %[[HIGH:.*]] = llvm.shl %[[WIDE]], %{{.*}} : i16
    // CHECK: llvm.bitcast %[[HIGH]] : i16 to f16
    // CHECK-NOT: cvt
    %y = tt.fp_to_fp %x : f8E5M2 -> f16
    tt.return %y : f16
  }
}

// -----

// Before sm_89 (no fp8 cvt), f16 -> e5m2 rounds two halves in a word as
// Triton does: the lowest bits cleared, 0x80 added to each half, the high
// bytes kept. f32 goes to f16 toward zero first (Triton's f16
// intermediate); e5m2 -> f32 goes through f16.
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @f32_to_e5m2_sm80
  tt.func private @f32_to_e5m2_sm80(%x: tensor<256xf32, #blocked>) -> tensor<256xf8E5M2, #blocked> {
    // CHECK-COUNT-2: cvt.rz.f16.f32
    // CHECK: %[[WORD:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
    // CHECK: %[[CLEARED:.*]] = llvm.and %[[WORD]], %{{.*}} : i32
    // CHECK: %[[ROUNDED:.*]] = llvm.add %[[CLEARED]], %{{.*}} : i32
    // CHECK-DAG: %[[B0:.*]] = llvm.lshr %[[ROUNDED]], %{{.*}} : i32
    // CHECK-DAG: %[[B1:.*]] = llvm.lshr %[[ROUNDED]], %{{.*}} : i32
    // CHECK-DAG: llvm.trunc %[[B0]] : i32 to i8
    // CHECK-DAG: llvm.trunc %[[B1]] : i32 to i8
    // CHECK-NOT: cvt.rn.satfinite
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<256xf32, #blocked> -> tensor<256xf8E5M2, #blocked>
    tt.return %y : tensor<256xf8E5M2, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @e5m2_to_f32_sm80
  tt.func private @e5m2_to_f32_sm80(%x: f8E5M2) -> f32 {
    // CHECK: %[[WIDE:.*]] = llvm.zext %{{.*}} : i8 to i16
    // CHECK: %[[HIGH:.*]] = llvm.shl %[[WIDE]], %{{.*}} : i16
    // CHECK: %[[HALF:.*]] = llvm.bitcast %[[HIGH]] : i16 to f16
    // CHECK: llvm.fpext %[[HALF]] : f16 to f32
    %y = tt.fp_to_fp %x : f8E5M2 -> f32
    tt.return %y : f32
  }
}

// -----

// sm_89 has the packed fp8 cvt: f32 -> e4m3 still goes through f16 toward
// zero, as Triton converts before sm_90.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:89", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @f32_to_e4m3_sm89
  tt.func private @f32_to_e4m3_sm89(%x: f32) -> f8E4M3FN {
    // CHECK: cvt.rz.f16.f32
    // CHECK: cvt.rn.satfinite.e4m3x2.f16x2
    %y = tt.fp_to_fp %x, rounding = rtne : f32 -> f8E4M3FN
    tt.return %y : f8E4M3FN
  }
}
