// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// Math ops become what Triton 3.6 makes of them: calls of libdevice's
// `__nv_` functions (declared in the module, linked by tt-translate), with
// f16 and bf16 widened to f32 around the f32 function; the few Triton
// lowers itself stay NVVM intrinsics (exp of f32, divf) or LLVM
// instructions (remf, maxnumf, absf, absi, fma). f32 sqrt, rsqrt and exp2
// are libdevice calls too, as in Triton, though each reduces to one
// instruction once code generation resolves __nvvm_reflect.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.func @__nv_logf(f32) -> f32
  // CHECK-DAG: llvm.func @__nv_powf(f32, f32) -> f32
  // CHECK-LABEL: llvm.func internal @f32_math
  // CHECK: %[[LOG2E:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
  // CHECK: %[[R0:.*]] = llvm.call @__nv_logf(%arg0) : (f32) -> f32
  // CHECK: %[[R1:.*]] = llvm.call @__nv_log2f(%arg0) : (f32) -> f32
  // CHECK: %[[R2:.*]] = llvm.call @__nv_sinf(%arg0) : (f32) -> f32
  // CHECK: %[[R3:.*]] = llvm.call @__nv_cosf(%arg0) : (f32) -> f32
  // CHECK: %[[R4:.*]] = llvm.call @__nv_erff(%arg0) : (f32) -> f32
  // CHECK: %[[R5:.*]] = llvm.call @__nv_floorf(%arg0) : (f32) -> f32
  // CHECK: %[[R6:.*]] = llvm.call @__nv_ceilf(%arg0) : (f32) -> f32
  // CHECK: %[[R7:.*]] = llvm.call @__nv_sqrtf(%arg0) : (f32) -> f32
  // CHECK: %[[R8:.*]] = llvm.call @__nv_rsqrtf(%arg0) : (f32) -> f32
  // CHECK: %[[R9:.*]] = llvm.call @__nv_exp2f(%arg0) : (f32) -> f32
  // CHECK: %[[R10:.*]] = llvm.call @__nv_tanhf(%arg0) : (f32) -> f32
  // CHECK: %[[R11:.*]] = llvm.call @__nv_powf(%arg0, %arg1) : (f32, f32) -> f32
  // CHECK: %[[SCALED:.*]] = llvm.fmul %arg0, %[[LOG2E]] : f32
  // CHECK: %[[R12:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f32"(%[[SCALED]]) : (f32) -> f32
  // CHECK: %[[R13:.*]] = llvm.call_intrinsic "llvm.nvvm.div.full"(%arg0, %arg1) : (f32, f32) -> f32
  // CHECK: %[[R14:.*]] = llvm.frem %arg0, %arg1 : f32
  // CHECK: %[[R15:.*]] = llvm.intr.maxnum(%arg0, %arg1) : (f32, f32) -> f32
  // CHECK: %[[R16:.*]] = llvm.intr.fabs(%arg0) : (f32) -> f32
  // CHECK: %[[R17:.*]] = llvm.intr.fma(%arg0, %arg1, %arg0) : (f32, f32, f32) -> f32
  // CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0]
  // CHECK: llvm.insertvalue %[[R17]], %{{.*}}[17]
  tt.func private @f32_math(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %0 = math.log %x : f32
    %1 = math.log2 %x : f32
    %2 = math.sin %x : f32
    %3 = math.cos %x : f32
    %4 = math.erf %x : f32
    %5 = math.floor %x : f32
    %6 = math.ceil %x : f32
    %7 = math.sqrt %x : f32
    %8 = math.rsqrt %x : f32
    %9 = math.exp2 %x : f32
    %10 = math.tanh %x : f32
    %11 = math.powf %x, %y : f32
    %12 = math.exp %x : f32
    %13 = arith.divf %x, %y : f32
    %14 = arith.remf %x, %y : f32
    %15 = arith.maxnumf %x, %y : f32
    %16 = math.absf %x : f32
    %17 = math.fma %x, %y, %x : f32
    tt.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17
        : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }

  // f64: the double functions, exp and sqrt included (no approximation),
  // division rounded to nearest; absi stays llvm.intr.abs.
  // CHECK-LABEL: llvm.func internal @f64_math
  // CHECK: llvm.call @__nv_exp(%arg0) : (f64) -> f64
  // CHECK: llvm.call @__nv_log(%arg0) : (f64) -> f64
  // CHECK: llvm.call @__nv_sin(%arg0) : (f64) -> f64
  // CHECK: llvm.call @__nv_pow(%arg0, %arg0) : (f64, f64) -> f64
  // CHECK: llvm.call @__nv_sqrt(%arg0) : (f64) -> f64
  // CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.d"(%arg0, %arg0) : (f64, f64) -> f64
  // CHECK: "llvm.intr.abs"(%arg1) <{is_int_min_poison = false}> : (i32) -> i32
  tt.func private @f64_math(%d: f64, %i: i32) -> (f64, f64, f64, f64, f64, f64, i32) {
    %0 = math.exp %d : f64
    %1 = math.log %d : f64
    %2 = math.sin %d : f64
    %3 = math.powf %d, %d : f64
    %4 = math.sqrt %d : f64
    %5 = arith.divf %d, %d : f64
    %6 = math.absi %i : i32
    tt.return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f64, f64, f64, f64, i32
  }
}

// -----

// Tensors: one call per register; f16 and bf16 through the f32 function.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @half_tensors
  // CHECK: %[[H0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(f16, f16)>
  // CHECK: %[[H1:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[W0:.*]] = llvm.fpext %[[H0]] : f16 to f32
  // CHECK: %[[E0:.*]] = llvm.call @__nv_expf(%[[W0]]) : (f32) -> f32
  // CHECK: %[[N0:.*]] = llvm.fptrunc %[[E0]] : f32 to f16
  // CHECK: %[[W1:.*]] = llvm.fpext %[[H1]] : f16 to f32
  // CHECK: %[[E1:.*]] = llvm.call @__nv_expf(%[[W1]]) : (f32) -> f32
  // CHECK: %[[N1:.*]] = llvm.fptrunc %[[E1]] : f32 to f16
  // CHECK: %[[S0:.*]] = llvm.insertvalue %[[N0]], %{{.*}}[0] : !llvm.struct<(f16, f16)>
  // CHECK: llvm.insertvalue %[[N1]], %[[S0]][1]
  // CHECK: %[[B0:.*]] = llvm.extractvalue %arg1[0] : !llvm.struct<(bf16, bf16)>
  // CHECK: %[[BW0:.*]] = llvm.fpext %[[B0]] : bf16 to f32
  // CHECK: %[[L0:.*]] = llvm.call @__nv_logf(%[[BW0]]) : (f32) -> f32
  // CHECK: llvm.fptrunc %[[L0]] : f32 to bf16
  // CHECK: llvm.call @__nv_logf
  tt.func private @half_tensors(%h: tensor<256xf16, #blocked>, %b: tensor<256xbf16, #blocked>) -> (tensor<256xf16, #blocked>, tensor<256xbf16, #blocked>) {
    %0 = math.exp %h : tensor<256xf16, #blocked>
    %1 = math.log %b : tensor<256xbf16, #blocked>
    tt.return %0, %1 : tensor<256xf16, #blocked>, tensor<256xbf16, #blocked>
  }
}
