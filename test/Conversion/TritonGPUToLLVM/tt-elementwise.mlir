// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// tt.clampf: max with the lower bound, then min with the upper one; LLVM's
// NaN-propagating maximum/minimum for propagateNan = all. A clamp Triton
// recognises as symmetric (0 - m .. m, or -c .. c) is one min.xorsign.abs
// of x and the upper bound on sm_90.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @clamp
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[L0:.*]] = llvm.extractvalue %arg1[0]
  // CHECK: %[[L1:.*]] = llvm.extractvalue %arg1[1]
  // CHECK: %[[H0:.*]] = llvm.extractvalue %arg2[0]
  // CHECK: %[[H1:.*]] = llvm.extractvalue %arg2[1]
  // CHECK: %[[A0:.*]] = llvm.intr.maxnum(%[[X0]], %[[L0]]) : (f32, f32) -> f32
  // CHECK: llvm.intr.minnum(%[[A0]], %[[H0]]) : (f32, f32) -> f32
  // CHECK: %[[A1:.*]] = llvm.intr.maxnum(%[[X1]], %[[L1]]) : (f32, f32) -> f32
  // CHECK: llvm.intr.minnum(%[[A1]], %[[H1]]) : (f32, f32) -> f32
  // CHECK: %[[B0:.*]] = llvm.intr.maximum(%[[X0]], %[[L0]]) : (f32, f32) -> f32
  // CHECK: llvm.intr.minimum(%[[B0]], %[[H0]]) : (f32, f32) -> f32
  // CHECK: llvm.intr.maximum(%[[X1]], %[[L1]])
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.nan.xorsign.abs.f"(%[[X0]], %[[H0]]) : (f32, f32) -> f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.nan.xorsign.abs.f"(%[[X1]], %[[H1]]) : (f32, f32) -> f32
  tt.func private @clamp(%x: tensor<256xf32, #blocked>, %lo: tensor<256xf32, #blocked>, %hi: tensor<256xf32, #blocked>)
      -> (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) {
    %a = tt.clampf %x, %lo, %hi, propagateNan = none : tensor<256xf32, #blocked>
    %b = tt.clampf %x, %lo, %hi, propagateNan = all : tensor<256xf32, #blocked>
    %zero = arith.constant dense<0.0> : tensor<256xf32, #blocked>
    %neg = arith.subf %zero, %hi : tensor<256xf32, #blocked>
    %c = tt.clampf %x, %neg, %hi, propagateNan = all : tensor<256xf32, #blocked>
    tt.return %a, %b, %c : tensor<256xf32, #blocked>, tensor<256xf32, #blocked>, tensor<256xf32, #blocked>
  }

  // Constant bounds -6 and 6, f16 and bf16 flavours.
  // CHECK-LABEL: llvm.func internal @clamp_constants
  // CHECK-DAG: %[[SIX:.*]] = llvm.mlir.constant(6.000000e+00 : f16) : f16
  // CHECK-DAG: %[[BSIX:.*]] = llvm.mlir.constant(6.000000e+00 : bf16) : bf16
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f16"(%[[X0]], %[[SIX]]) : (f16, f16) -> f16
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f16"
  // CHECK: %[[Y0:.*]] = llvm.extractvalue %arg1[0]
  // CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.bf16"(%[[Y0]], %[[BSIX]]) : (bf16, bf16) -> bf16
  tt.func private @clamp_constants(%x: tensor<256xf16, #blocked>, %y: tensor<256xbf16, #blocked>) -> (tensor<256xf16, #blocked>, tensor<256xbf16, #blocked>) {
    %lo = arith.constant dense<-6.0> : tensor<256xf16, #blocked>
    %hi = arith.constant dense<6.0> : tensor<256xf16, #blocked>
    %a = tt.clampf %x, %lo, %hi, propagateNan = none : tensor<256xf16, #blocked>
    %blo = arith.constant dense<-6.0> : tensor<256xbf16, #blocked>
    %bhi = arith.constant dense<6.0> : tensor<256xbf16, #blocked>
    %b = tt.clampf %y, %blo, %bhi, propagateNan = none : tensor<256xbf16, #blocked>
    tt.return %a, %b : tensor<256xf16, #blocked>, tensor<256xbf16, #blocked>
  }

  // Asymmetric constants, and f64 (which has no xorsign form), clamp with
  // max and min.
  // CHECK-LABEL: llvm.func internal @clamp_general
  // CHECK-NOT: xorsign
  // CHECK: llvm.intr.maxnum({{.*}}) : (f32, f32) -> f32
  // CHECK: llvm.intr.maximum(%arg1, %arg2) : (f64, f64) -> f64
  // CHECK-NOT: xorsign
  tt.func private @clamp_general(%x: tensor<256xf32, #blocked>, %d: f64, %m: f64) -> (tensor<256xf32, #blocked>, f64) {
    %lo = arith.constant dense<-1.0> : tensor<256xf32, #blocked>
    %hi = arith.constant dense<6.0> : tensor<256xf32, #blocked>
    %a = tt.clampf %x, %lo, %hi, propagateNan = none : tensor<256xf32, #blocked>
    %zero = arith.constant 0.0 : f64
    %neg = arith.subf %zero, %m : f64
    %b = tt.clampf %d, %m, %m, propagateNan = all : f64
    tt.return %a, %b : tensor<256xf32, #blocked>, f64
  }
}

// -----

// Correctly rounded sqrt and division (no flush to zero), f16 through f32;
// mulhiui through libdevice, or the high half of the widened product for
// widths libdevice lacks.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.func @__nv_umulhi(i32, i32) -> i32
  // CHECK-DAG: llvm.func @__nv_umul64hi(i64, i64) -> i64
  // CHECK-LABEL: llvm.func internal @precise
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[X0]]) : (f32) -> f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[X1]]) : (f32) -> f32
  // CHECK: %[[Y0:.*]] = llvm.extractvalue %arg1[0]
  // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%[[X0]], %[[Y0]]) : (f32, f32) -> f32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.f"
  // CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.d"(%arg2) : (f64) -> f64
  // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.d"(%arg2, %arg2) : (f64, f64) -> f64
  // CHECK: %[[H:.*]] = llvm.fpext %arg3 : f16 to f32
  // CHECK: %[[S:.*]] = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%[[H]]) : (f32) -> f32
  // CHECK: llvm.fptrunc %[[S]] : f32 to f16
  tt.func private @precise(%x: tensor<256xf32, #blocked>, %y: tensor<256xf32, #blocked>, %d: f64, %h: f16)
      -> (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>, f64, f64, f16) {
    %a = tt.precise_sqrt %x : tensor<256xf32, #blocked>
    %b = tt.precise_divf %x, %y : tensor<256xf32, #blocked>
    %c = tt.precise_sqrt %d : f64
    %e = tt.precise_divf %d, %d : f64
    %f = tt.precise_sqrt %h : f16
    tt.return %a, %b, %c, %e, %f : tensor<256xf32, #blocked>, tensor<256xf32, #blocked>, f64, f64, f16
  }

  // CHECK-LABEL: llvm.func internal @mulhi
  // CHECK: %[[A0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[A1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[B0:.*]] = llvm.extractvalue %arg1[0]
  // CHECK: %[[B1:.*]] = llvm.extractvalue %arg1[1]
  // CHECK: llvm.call @__nv_umulhi(%[[A0]], %[[B0]]) : (i32, i32) -> i32
  // CHECK: llvm.call @__nv_umulhi(%[[A1]], %[[B1]]) : (i32, i32) -> i32
  // CHECK: llvm.call @__nv_umul64hi(%arg2, %arg2) : (i64, i64) -> i64
  // CHECK: %[[W:.*]] = llvm.zext %arg3 : i16 to i32
  // CHECK: %[[P:.*]] = llvm.mul %[[W]], %[[W]] : i32
  // CHECK: %[[HI:.*]] = llvm.lshr %[[P]], %{{.*}} : i32
  // CHECK: llvm.trunc %[[HI]] : i32 to i16
  tt.func private @mulhi(%a: tensor<256xi32, #blocked>, %b: tensor<256xi32, #blocked>, %l: i64, %s: i16)
      -> (tensor<256xi32, #blocked>, i64, i16) {
    %c = tt.mulhiui %a, %b : tensor<256xi32, #blocked>
    %d = tt.mulhiui %l, %l : i64
    %e = tt.mulhiui %s, %s : i16
    tt.return %c, %d, %e : tensor<256xi32, #blocked>, i64, i16
  }
}

// -----

// Casts: int_to_ptr, ptr_to_int, and bitcast between same-width types
// (pointers only within one address space, as Triton verifies). A cast of a broadcast keeps
// AxisInfo's constancy, so the repeated registers share one cast.

#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @casts
  // CHECK: llvm.ptrtoint %arg0 : !llvm.ptr<1> to i64
  // CHECK: llvm.bitcast %arg1 : i32 to f32
  // CHECK: llvm.inttoptr %arg2 : i64 to !llvm.ptr<1>
  // CHECK-NOT: llvm.bitcast
  tt.func private @casts(%p: !tt.ptr<f32>, %i: i32, %l: i64) -> (i64, f32, !tt.ptr<i8>, !tt.ptr<i32>) {
    %a = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
    %c = tt.bitcast %i : i32 -> f32
    %d = tt.int_to_ptr %l : i64 -> !tt.ptr<i8>
    %e = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i32>
    tt.return %a, %c, %d, %e : i64, f32, !tt.ptr<i8>, !tt.ptr<i32>
  }

  // CHECK-LABEL: llvm.func internal @broadcast_to_pointers
  // CHECK: %[[P0:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
  // CHECK: %[[P1:.*]] = llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
  // CHECK-NOT: llvm.inttoptr
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[P0]], %{{.*}}[0]
  // CHECK: %[[S1:.*]] = llvm.insertvalue %[[P1]], %[[S0]][1]
  // CHECK: %[[S2:.*]] = llvm.insertvalue %[[P0]], %[[S1]][2]
  // CHECK: llvm.insertvalue %[[P1]], %[[S2]][3]
  tt.func private @broadcast_to_pointers() -> tensor<32x16x!tt.ptr<f32>, #blocked> {
    %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %w = arith.extsi %e : tensor<1x16xi32, #blocked> to tensor<1x16xi64, #blocked>
    %b = tt.broadcast %w : tensor<1x16xi64, #blocked> -> tensor<32x16xi64, #blocked>
    %p = tt.int_to_ptr %b : tensor<32x16xi64, #blocked> -> tensor<32x16x!tt.ptr<f32>, #blocked>
    tt.return %p : tensor<32x16x!tt.ptr<f32>, #blocked>
  }
}

// -----

// tt.extern_elementwise: a call of the symbol, declared once in the module.
// A pure call runs once per distinct value; one with side effects once per
// register, even where the values repeat (here a splat).

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.func @__nv_powf(f32, f32) -> f32
  // CHECK-DAG: llvm.func @count_calls(i32) -> i32
  // CHECK-LABEL: llvm.func internal @extern
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[Y0:.*]] = llvm.extractvalue %arg1[0]
  // CHECK: %[[Y1:.*]] = llvm.extractvalue %arg1[1]
  // CHECK: llvm.call @__nv_powf(%[[X0]], %[[Y0]]) : (f32, f32) -> f32
  // CHECK: llvm.call @__nv_powf(%[[X1]], %[[Y1]]) : (f32, f32) -> f32
  // CHECK: llvm.call @count_calls(%arg2) : (i32) -> i32
  // CHECK: llvm.call @count_calls(%arg2) : (i32) -> i32
  tt.func private @extern(%x: tensor<256xf32, #blocked>, %y: tensor<256xf32, #blocked>, %i: i32) -> (tensor<256xf32, #blocked>, tensor<256xi32, #blocked>) {
    %a = tt.extern_elementwise %x, %y {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    %s = tt.splat %i : i32 -> tensor<256xi32, #blocked>
    %b = tt.extern_elementwise %s {libname = "", libpath = "", pure = false, symbol = "count_calls"} : (tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked>
    tt.return %a, %b : tensor<256xf32, #blocked>, tensor<256xi32, #blocked>
  }
}

// -----

// tt.elementwise_inline_asm: one asm per `packed_element` elements; operands
// and results narrower than 32 bits go in vectors that fill 32 bits (four
// i8 here), wider ones one per element; several results come back in one
// struct. Without `pure` the asm has side effects.

#blocked = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @asm_packed
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK-DAG: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
  // CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK: %[[B0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8, i8, i8, i8, i8, i8, i8)>
  // CHECK: %[[B1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[B2:.*]] = llvm.extractvalue %arg0[2]
  // CHECK: %[[B3:.*]] = llvm.extractvalue %arg0[3]
  // CHECK: %[[F0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK: %[[F1:.*]] = llvm.extractvalue %arg1[1]
  // CHECK: %[[F2:.*]] = llvm.extractvalue %arg1[2]
  // CHECK: %[[F3:.*]] = llvm.extractvalue %arg1[3]
  // CHECK: %[[V0:.*]] = llvm.insertelement %[[B0]], %{{.*}}[%[[C0]] : i32] : vector<4xi8>
  // CHECK: %[[V1:.*]] = llvm.insertelement %[[B1]], %[[V0]][%[[C1]] : i32] : vector<4xi8>
  // CHECK: %[[V2:.*]] = llvm.insertelement %[[B2]], %[[V1]][%[[C2]] : i32] : vector<4xi8>
  // CHECK: %[[V3:.*]] = llvm.insertelement %[[B3]], %[[V2]][%[[C3]] : i32] : vector<4xi8>
  // CHECK: %[[R:.*]] = llvm.inline_asm asm_dialect = att "op4 $0, $1, $2, $3, $4, $5, $6, $7, $8, $9;", "=r,=r,=r,=r,=r,r,r,r,r,r" %[[V3]], %[[F0]], %[[F1]], %[[F2]], %[[F3]] : (vector<4xi8>, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32, vector<4xi8>)>
  // CHECK: %[[R0:.*]] = llvm.extractvalue %[[R]][0]
  // CHECK: %[[R4:.*]] = llvm.extractvalue %[[R]][4]
  // CHECK: %[[E0:.*]] = llvm.extractelement %[[R4]][%[[C0]] : i32] : vector<4xi8>
  // CHECK: llvm.inline_asm asm_dialect = att "op4
  // CHECK-NOT: llvm.inline_asm
  // CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  // CHECK: llvm.insertvalue %[[E0]], %{{.*}}[0] : !llvm.struct<(i8, i8, i8, i8, i8, i8, i8, i8)>
  tt.func private @asm_packed(%x: tensor<1024xi8, #blocked>, %y: tensor<1024xf32, #blocked>) -> (tensor<1024xf32, #blocked>, tensor<1024xi8, #blocked>) {
    %r:2 = tt.elementwise_inline_asm "op4 $0, $1, $2, $3, $4, $5, $6, $7, $8, $9;" {constraints = "=r,=r,=r,=r,=r,r,r,r,r,r", packed_element = 4 : i32, pure = true} %x, %y : tensor<1024xi8, #blocked>, tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked>, tensor<1024xi8, #blocked>
    tt.return %r#0, %r#1 : tensor<1024xf32, #blocked>, tensor<1024xi8, #blocked>
  }

  // Two f16 per register, one element per asm: the vector is never wider
  // than the pack. Impure asm keeps its side effects.
  // CHECK-LABEL: llvm.func internal @asm_impure
  // CHECK-COUNT-8: llvm.inline_asm has_side_effects asm_dialect = att "cvt.rn.f16.f32 $0, $1;", "=h,r" %{{.*}} : (f32) -> f16
  // CHECK-NOT: llvm.inline_asm
  tt.func private @asm_impure(%y: tensor<1024xf32, #blocked>) -> tensor<1024xf16, #blocked> {
    %r = tt.elementwise_inline_asm "cvt.rn.f16.f32 $0, $1;" {constraints = "=h,r", packed_element = 1 : i32, pure = false} %y : tensor<1024xf32, #blocked> -> tensor<1024xf16, #blocked>
    tt.return %r : tensor<1024xf16, #blocked>
  }

  // Pack 2 of f16 results: one <2 x f16> register per asm.
  // CHECK-LABEL: llvm.func internal @asm_half_pairs
  // CHECK-COUNT-4: llvm.inline_asm asm_dialect = att "cvt.rn.f16x2.f32 $0, $2, $1;", "=r,r,r" %{{.*}}, %{{.*}} : (f32, f32) -> vector<2xf16>
  // CHECK-NOT: llvm.inline_asm
  tt.func private @asm_half_pairs(%y: tensor<1024xf32, #blocked>) -> tensor<1024xf16, #blocked> {
    %r = tt.elementwise_inline_asm "cvt.rn.f16x2.f32 $0, $2, $1;" {constraints = "=r,r,r", packed_element = 2 : i32, pure = true} %y : tensor<1024xf32, #blocked> -> tensor<1024xf16, #blocked>
    tt.return %r : tensor<1024xf16, #blocked>
  }
}

// -----

// tt.map_elementwise: a copy of the region per pack, taking the pack of each
// operand in turn (fp8 as its i8 registers) and yielding the pack of each
// result. A region with control flow is spliced into the function: its
// returns branch to the block that continues after it.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @map_pairs
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[X2:.*]] = llvm.extractvalue %arg0[2]
  // CHECK: %[[X3:.*]] = llvm.extractvalue %arg0[3]
  // CHECK: %[[Q0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK: %[[Q1:.*]] = llvm.extractvalue %arg1[1]
  // CHECK: %[[Q2:.*]] = llvm.extractvalue %arg1[2]
  // CHECK: %[[Q3:.*]] = llvm.extractvalue %arg1[3]
  // CHECK: %[[SUM01:.*]] = llvm.fadd %[[X0]], %[[X1]] : f32
  // CHECK: %[[GT01:.*]] = llvm.fcmp "ogt" %[[X0]], %[[X1]] : f32
  // CHECK: %[[SEL01:.*]] = llvm.select %[[GT01]], %[[Q0]], %[[Q1]] : i1, i8
  // CHECK: %[[SUM23:.*]] = llvm.fadd %[[X2]], %[[X3]] : f32
  // CHECK: %[[GT23:.*]] = llvm.fcmp "ogt" %[[X2]], %[[X3]] : f32
  // CHECK: %[[SEL23:.*]] = llvm.select %[[GT23]], %[[Q2]], %[[Q3]] : i1, i8
  // CHECK: %[[A0:.*]] = llvm.insertvalue %[[SUM01]], %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: %[[A1:.*]] = llvm.insertvalue %[[X1]], %[[A0]][1]
  // CHECK: %[[A2:.*]] = llvm.insertvalue %[[SUM23]], %[[A1]][2]
  // CHECK: llvm.insertvalue %[[X3]], %[[A2]][3]
  // CHECK: %[[B0:.*]] = llvm.insertvalue %[[SEL01]], %{{.*}}[0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK: %[[B1:.*]] = llvm.insertvalue %[[Q0]], %[[B0]][1]
  // CHECK: %[[B2:.*]] = llvm.insertvalue %[[SEL23]], %[[B1]][2]
  // CHECK: llvm.insertvalue %[[Q2]], %[[B2]][3]
  tt.func private @map_pairs(%x: tensor<512xf32, #blocked>, %q: tensor<512xf8E5M2, #blocked>) -> (tensor<512xf32, #blocked>, tensor<512xf8E5M2, #blocked>) {
    %r:2 = "tt.map_elementwise"(%x, %q) <{pack = 2 : i32}> ({
    ^bb0(%a0: f32, %a1: f32, %b0: f8E5M2, %b1: f8E5M2):
      %s = arith.addf %a0, %a1 : f32
      %c = arith.cmpf ogt, %a0, %a1 : f32
      %m = arith.select %c, %b0, %b1 : f8E5M2
      tt.map_elementwise.return %s, %a1, %m, %b0 : f32, f32, f8E5M2, f8E5M2
    }) : (tensor<512xf32, #blocked>, tensor<512xf8E5M2, #blocked>) -> (tensor<512xf32, #blocked>, tensor<512xf8E5M2, #blocked>)
    tt.return %r#0, %r#1 : tensor<512xf32, #blocked>, tensor<512xf8E5M2, #blocked>
  }

  // CHECK-LABEL: llvm.func internal @map_branches
  // CHECK: %[[FZERO:.*]] = llvm.mlir.constant(0.000000e+00 : f8E5M2) : i8
  // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i8) : i8
  // CHECK: %[[Q0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8, i8, i8)>
  // CHECK: llvm.br ^[[ENTRY:.*]]
  // CHECK: ^[[ENTRY]]:
  // CHECK: %[[NEG:.*]] = llvm.icmp "slt" %[[Q0]], %[[ZERO]] : i8
  // CHECK: llvm.cond_br %[[NEG]], ^[[THEN:.*]], ^[[ELSE:.*]]
  // CHECK: ^[[THEN]]:
  // CHECK: llvm.br ^[[JOIN:.*]](%[[FZERO]] : i8)
  // CHECK: ^[[ELSE]]:
  // CHECK: llvm.br ^[[JOIN]](%[[Q0]] : i8)
  // CHECK: ^[[JOIN]](%[[R0:.*]]: i8):
  // CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0] : !llvm.struct<(i8, i8, i8, i8)>
  tt.func private @map_branches(%q: tensor<512xf8E5M2, #blocked>) -> tensor<512xf8E5M2, #blocked> {
    %r = "tt.map_elementwise"(%q) <{pack = 1 : i32}> ({
    ^bb0(%a: f8E5M2):
      %bits = arith.bitcast %a : f8E5M2 to i8
      %zero = arith.constant 0 : i8
      %sign = arith.cmpi slt, %bits, %zero : i8
      cf.cond_br %sign, ^neg, ^pos
    ^neg:
      %z = arith.constant 0.0 : f8E5M2
      tt.map_elementwise.return %z : f8E5M2
    ^pos:
      tt.map_elementwise.return %a : f8E5M2
    }) : (tensor<512xf8E5M2, #blocked>) -> tensor<512xf8E5M2, #blocked>
    tt.return %r : tensor<512xf8E5M2, #blocked>
  }
}
