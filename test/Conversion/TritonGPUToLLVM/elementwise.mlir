// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm | FileCheck %s

// arith and math on tensors: the same op on each register (4 here), Triton's
// fast f32 intrinsics for divf and exp, libdevice for sqrt, splat constants
// (as Triton, through one llvm.bitcast to the register type, which LLVM drops).

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @float_ops
  tt.func public @float_ops(%a: f32) {
    // CHECK: %[[TWO:.*]] = llvm.mlir.constant(2.000000e+00 : f32) : f32
    // CHECK-NEXT: %[[TWO_REG:.*]] = llvm.bitcast %[[TWO]] : f32 to f32
    // CHECK: llvm.insertvalue %[[TWO_REG]], {{.*}}[3] : !llvm.struct<(f32, f32, f32, f32)>
    %cst = arith.constant dense<2.000000e+00> : tensor<512xf32, #blocked>
    // CHECK: %[[A:.*]] = llvm.bitcast %arg0 : f32 to f32
    // CHECK-COUNT-4: llvm.insertvalue %[[A]]
    %x = tt.splat %a : f32 -> tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.fadd {{.*}} : f32
    %y = arith.addf %x, %cst : tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.call_intrinsic "llvm.nvvm.div.full"({{.*}}) : (f32, f32) -> f32
    %z = arith.divf %y, %x : tensor<512xf32, #blocked>
    // exp(x) = ex2(x * log2(e))
    // CHECK: %[[LOG2E:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
    // CHECK: %[[SCALED:.*]] = llvm.fmul %{{.*}}, %[[LOG2E]] : f32
    // CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%[[SCALED]]) : (f32) -> f32
    %e = math.exp %z : tensor<512xf32, #blocked>
    // CHECK: llvm.call @__nv_sqrtf(%arg0) : (f32) -> f32
    %s = math.sqrt %a : f32
    // CHECK-COUNT-4: llvm.intr.maxnum({{.*}}) : (f32, f32) -> f32
    %m = arith.maxnumf %e, %x : tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.fpext {{.*}} : f32 to f64
    %w = arith.extf %m : tensor<512xf32, #blocked> to tensor<512xf64, #blocked>
    tt.return
  }
}

// -----

// A comparison whose result AxisInfo proves constant over the 4 registers of
// a thread (n divisible by 16, offsets in runs of 4) is computed once, and
// every register uses it.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @deduplicated_mask
  tt.func public @deduplicated_mask(%n: i32 {tt.divisibility = 16 : i32}, %a: f32, %b: f32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    // CHECK: %[[MASK:.*]] = llvm.icmp "slt"
    // CHECK-NOT: llvm.icmp
    // CHECK: %[[M0:.*]] = llvm.insertvalue %[[MASK]], {{.*}}[0] : !llvm.struct<(i1, i1, i1, i1)>
    // CHECK: %[[M1:.*]] = llvm.insertvalue %[[MASK]], %[[M0]][1]
    // CHECK: %[[M2:.*]] = llvm.insertvalue %[[MASK]], %[[M1]][2]
    // CHECK: llvm.insertvalue %[[MASK]], %[[M2]][3]
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked>
    // Values that differ per element are selected per register.
    %x = arith.sitofp %r : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
    %y = tt.splat %b : f32 -> tensor<512xf32, #blocked>
    // CHECK-COUNT-4: llvm.select {{.*}} : i1, f32
    %sel = arith.select %m, %x, %y : tensor<512xi1, #blocked>, tensor<512xf32, #blocked>
    tt.return
  }
}

// -----

// fp8 values are i8 registers: constants are i8s that keep their fp8
// value, as Triton prints them (LLVM IR gets the bits: 1.0 is 0x38 in e4m3,
// 0x3C in e5m2), and selects and bitcasts move them like integers.
// bf16 and f16 compute directly (sm_90 has the instructions).

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @fp8_moves
  // CHECK: %[[ONE4:.*]] = llvm.mlir.constant(1.000000e+00 : f8E4M3FN) : i8
  // CHECK: %[[ONE4_REG:.*]] = llvm.bitcast %[[ONE4]] : i8 to i8
  // CHECK: %[[SPLAT:.*]] = llvm.insertvalue %[[ONE4_REG]], %{{.*}}[1] : !llvm.struct<(i8, i8)>
  // CHECK: %[[M0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i1, i1)>
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i8, i8)>
  // CHECK: %[[C0:.*]] = llvm.extractvalue %[[SPLAT]][0] : !llvm.struct<(i8, i8)>
  // CHECK: llvm.select %[[M0]], %[[X0]], %[[C0]] : i1, i8
  // CHECK: llvm.select
  // CHECK: %[[ONE5:.*]] = llvm.mlir.constant(1.000000e+00 : f8E5M2) : i8
  // CHECK: %[[S:.*]] = llvm.select %arg2, %arg3, %[[ONE5]] : i1, i8
  // CHECK: llvm.insertvalue %[[S]], %{{.*}}[1] : !llvm.struct<(struct<(i8, i8)>, i8, i8)>
  // CHECK: llvm.insertvalue %arg4, %{{.*}}[2]
  tt.func private @fp8_moves(%m: tensor<256xi1, #blocked>, %x: tensor<256xf8E4M3FN, #blocked>, %c: i1, %y: f8E5M2, %i: i8) -> (tensor<256xf8E4M3FN, #blocked>, f8E5M2, f8E5M2) {
    %one = arith.constant dense<1.0> : tensor<256xf8E4M3FN, #blocked>
    %a = arith.select %m, %x, %one : tensor<256xi1, #blocked>, tensor<256xf8E4M3FN, #blocked>
    %one5 = arith.constant 1.0 : f8E5M2
    %b = arith.select %c, %y, %one5 : f8E5M2
    %d = arith.bitcast %i : i8 to f8E5M2
    tt.return %a, %b, %d : tensor<256xf8E4M3FN, #blocked>, f8E5M2, f8E5M2
  }

  // CHECK-LABEL: llvm.func internal @half_arith
  // CHECK-COUNT-2: llvm.fmul {{.*}} : bf16
  // CHECK-COUNT-2: llvm.sitofp {{.*}} : i32 to f16
  // CHECK-COUNT-2: llvm.fptosi {{.*}} : bf16 to i8
  // CHECK-COUNT-2: llvm.fpext {{.*}} : f16 to f32
  tt.func private @half_arith(%b: tensor<256xbf16, #blocked>, %i: tensor<256xi32, #blocked>, %h: tensor<256xf16, #blocked>) -> (tensor<256xbf16, #blocked>, tensor<256xf16, #blocked>, tensor<256xi8, #blocked>, tensor<256xf32, #blocked>) {
    %0 = arith.mulf %b, %b : tensor<256xbf16, #blocked>
    %1 = arith.sitofp %i : tensor<256xi32, #blocked> to tensor<256xf16, #blocked>
    %2 = arith.fptosi %b : tensor<256xbf16, #blocked> to tensor<256xi8, #blocked>
    %3 = arith.extf %h : tensor<256xf16, #blocked> to tensor<256xf32, #blocked>
    tt.return %0, %1, %2, %3 : tensor<256xbf16, #blocked>, tensor<256xf16, #blocked>, tensor<256xi8, #blocked>, tensor<256xf32, #blocked>
  }
}

// -----

// Registers that hold the same element (a zero basis of the layout:
// register 1 repeats register 0) compute it once.

#lin = #ttg.linear<{register = [[0], [1]], lane = [[2], [4], [8], [16], [32]], warp = [[64], [128]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @repeated_registers
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X2:.*]] = llvm.extractvalue %arg0[2]
  // CHECK: %[[Y0:.*]] = llvm.fmul %[[X0]], %{{.*}} : f32
  // CHECK: %[[Y2:.*]] = llvm.fmul %[[X2]], %{{.*}} : f32
  // CHECK-NOT: llvm.fmul
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[Y0]], %{{.*}}[0]
  // CHECK: %[[S1:.*]] = llvm.insertvalue %[[Y0]], %[[S0]][1]
  // CHECK: %[[S2:.*]] = llvm.insertvalue %[[Y2]], %[[S1]][2]
  // CHECK: llvm.insertvalue %[[Y2]], %[[S2]][3]
  tt.func private @repeated_registers(%x: tensor<256xf32, #lin>) -> tensor<256xf32, #lin> {
    %y = arith.mulf %x, %x : tensor<256xf32, #lin>
    tt.return %y : tensor<256xf32, #lin>
  }
}

// -----

// i8 to bf16 on sm_90, four registers at a time as Triton does it: prmt
// puts each byte under the bf16 exponent 0x43 (selectors 0x4140 and
// 0x4342), then (lanes & 0xff7fff7f) - (lanes & 0xff80ff80) is the signed
// value. Fewer than four values use cvt.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @i8_to_bf16
  // CHECK: %[[B0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK: %[[B3:.*]] = llvm.extractvalue %arg0[3]
  // CHECK: %[[V0:.*]] = llvm.insertelement %[[B0]]
  // CHECK: %[[V3:.*]] = llvm.insertelement %[[B3]], %{{.*}} : vector<4xi8>
  // CHECK: %[[WORD:.*]] = llvm.bitcast %[[V3]] : vector<4xi8> to i32
  // CHECK: %[[EXP:.*]] = llvm.mlir.constant(67 : i32) : i32
  // CHECK: %[[SEL01:.*]] = llvm.mlir.constant(16704 : i32) : i32
  // CHECK: %[[LANES:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[WORD]], %[[EXP]], %[[SEL01]]) : (i32, i32, i32) -> i32
  // CHECK: %[[VMASK:.*]] = llvm.mlir.constant(-8388737 : i32) : i32
  // CHECK: %[[VALUE:.*]] = llvm.and %[[LANES]], %[[VMASK]] : i32
  // CHECK: %[[OMASK:.*]] = llvm.mlir.constant(-8323200 : i32) : i32
  // CHECK: %[[OFFSET:.*]] = llvm.and %[[LANES]], %[[OMASK]] : i32
  // CHECK: %[[BV:.*]] = llvm.bitcast %[[VALUE]] : i32 to vector<2xbf16>
  // CHECK: %[[BO:.*]] = llvm.bitcast %[[OFFSET]] : i32 to vector<2xbf16>
  // CHECK: llvm.fsub %[[BV]], %[[BO]] : vector<2xbf16>
  // CHECK: %[[SEL23:.*]] = llvm.mlir.constant(17218 : i32) : i32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.prmt"(%[[WORD]], %{{.*}}, %[[SEL23]])
  // CHECK: llvm.fsub
  // CHECK-NOT: llvm.sitofp
  tt.func private @i8_to_bf16(%x: tensor<512xi8, #blocked>) -> tensor<512xbf16, #blocked> {
    %y = arith.sitofp %x : tensor<512xi8, #blocked> to tensor<512xbf16, #blocked>
    tt.return %y : tensor<512xbf16, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @i8_to_bf16_pair
  // CHECK-COUNT-2: llvm.sitofp %{{.*}} : i8 to bf16
  // CHECK-NOT: llvm.nvvm.prmt
  tt.func private @i8_to_bf16_pair(%x: tensor<256xi8, #blocked1>) -> tensor<256xbf16, #blocked1> {
    %y = arith.sitofp %x : tensor<256xi8, #blocked1> to tensor<256xbf16, #blocked1>
    tt.return %y : tensor<256xbf16, #blocked1>
  }
}

// -----

// Before sm_90 no cvt goes from s8 to bf16: four bytes at a time, each
// converts to f32 and prmt 0x7632 keeps the high halves (bf16) of two, in
// one inline PTX block as in Triton. The block's results are two words of
// bf16 pairs, element 0 in the low half.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @i8_to_bf16_sm80
  // CHECK: %[[WORD:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
  // CHECK: %[[PAIRS:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "{{.*}}cvt.rn.f32.s8 f0, s0;{{.*}}prmt.b32 $0, f0, f1, 0x7632;{{.*}}prmt.b32 $1, f2, f3, 0x7632;{{.*}}", "=r,=r,r" %[[WORD]] : (i32) -> !llvm.struct<(i32, i32)>
  // CHECK: %[[LOW:.*]] = llvm.extractvalue %[[PAIRS]][0]
  // CHECK: %[[P0:.*]] = llvm.bitcast %[[LOW]] : i32 to vector<2xbf16>
  // CHECK: %[[E0:.*]] = llvm.extractelement %[[P0]]
  // CHECK: %[[E1:.*]] = llvm.extractelement %[[P0]]
  // CHECK: %[[HIGH:.*]] = llvm.extractvalue %[[PAIRS]][1]
  // CHECK: %[[P1:.*]] = llvm.bitcast %[[HIGH]] : i32 to vector<2xbf16>
  // CHECK: %[[E2:.*]] = llvm.extractelement %[[P1]]
  // CHECK: %[[E3:.*]] = llvm.extractelement %[[P1]]
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[E0]], %{{.*}}[0] : !llvm.struct<(bf16, bf16, bf16, bf16)>
  // CHECK: %[[S1:.*]] = llvm.insertvalue %[[E1]], %[[S0]][1]
  // CHECK: %[[S2:.*]] = llvm.insertvalue %[[E2]], %[[S1]][2]
  // CHECK: llvm.insertvalue %[[E3]], %[[S2]][3]
  // CHECK-NOT: llvm.sitofp
  tt.func private @i8_to_bf16_sm80(%x: tensor<512xi8, #blocked>) -> tensor<512xbf16, #blocked> {
    %y = arith.sitofp %x : tensor<512xi8, #blocked> to tensor<512xbf16, #blocked>
    tt.return %y : tensor<512xbf16, #blocked>
  }
}

// -----

// Rounding divisions (fuse-nested-loops' trip counts, `tl.range(flatten=True)`)
// are expanded into divisions and selects, as in Triton.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @rounding_divisions
  tt.func public @rounding_divisions(%p: !tt.ptr<i32>, %a: i32, %b: i32) {
    // CHECK-NOT: arith.
    // CHECK: llvm.sdiv
    // CHECK: llvm.select
    %c = arith.ceildivsi %a, %b : i32
    // CHECK: llvm.udiv
    %u = arith.ceildivui %c, %b : i32
    // CHECK: llvm.sdiv
    %f = arith.floordivsi %u, %b : i32
    tt.store %p, %f : !tt.ptr<i32>
    tt.return
  }
}
