// RUN: tt-opt %s --convert-triton-gpu-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: tt-opt %s --convert-triton-gpu-to-llvm | tt-translate --mlir-to-llvmir | FileCheck %s --check-prefix=IR

// An fp8 constant stays an fp8 value on its i8 constant (Triton's form);
// LLVM IR gets its bits: 1.0 is 0x38 = 56 in e4m3 and 0x3C = 60 in e5m2.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // LLVM-DAG: llvm.mlir.constant(1.000000e+00 : f8E4M3FN) : i8
  // LLVM-DAG: llvm.mlir.constant(1.000000e+00 : f8E5M2) : i8
  // IR-LABEL: define {{.*}} @fp8_ones
  // IR-DAG: st.global.b8 {{.*}}(i8 56, ptr addrspace(1)
  // IR-DAG: st.global.b8 {{.*}}(i8 60, ptr addrspace(1)
  tt.func public @fp8_ones(%p: !tt.ptr<f8E4M3FN>, %q: !tt.ptr<f8E5M2>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %one4 = arith.constant dense<1.0> : tensor<128xf8E4M3FN, #blocked>
    %one5 = arith.constant dense<1.0> : tensor<128xf8E5M2, #blocked>
    %ps = tt.splat %p : !tt.ptr<f8E4M3FN> -> tensor<128x!tt.ptr<f8E4M3FN>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f8E4M3FN>, #blocked>, tensor<128xi32, #blocked>
    tt.store %pp, %one4 : tensor<128x!tt.ptr<f8E4M3FN>, #blocked>
    %qs = tt.splat %q : !tt.ptr<f8E5M2> -> tensor<128x!tt.ptr<f8E5M2>, #blocked>
    %qp = tt.addptr %qs, %r : tensor<128x!tt.ptr<f8E5M2>, #blocked>, tensor<128xi32, #blocked>
    tt.store %qp, %one5 : tensor<128x!tt.ptr<f8E5M2>, #blocked>
    tt.return
  }
}
