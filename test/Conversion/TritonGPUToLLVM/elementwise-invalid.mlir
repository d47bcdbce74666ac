// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// What the elementwise lowerings refuse, with the op and the reason named.

// fp8 values are i8 registers: LLVM cannot compute with them (Triton
// converts them with tt.fp_to_fp first).

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_add(%x: tensor<512xf8E5M2, #blocked>) -> tensor<512xf8E5M2, #blocked> {
    // expected-error @+2 {{'arith.addf' on 'f8E5M2' is not supported: LLVM has no 'f8E5M2' arithmetic (convert with tt.fp_to_fp first, as Triton does)}}
    // expected-error @+1 {{failed to legalize operation 'arith.addf'}}
    %y = arith.addf %x, %x : tensor<512xf8E5M2, #blocked>
    tt.return %y : tensor<512xf8E5M2, #blocked>
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_extf(%x: f8E4M3FN) -> f16 {
    // expected-error @+2 {{'arith.extf' on 'f8E4M3FN' is not supported}}
    // expected-error @+1 {{failed to legalize operation 'arith.extf'}}
    %y = arith.extf %x : f8E4M3FN to f16
    tt.return %y : f16
  }
}

// -----

// tt.fp_to_fp combinations Triton 3.6 has no lowering for.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_to_fp8(%x: tensor<512xf8E4M3FN, #blocked>) -> tensor<512xf8E5M2, #blocked> {
    // expected-error @+2 {{conversion from 'f8E4M3FN' to 'f8E5M2' with rounding rtne is not supported (Triton 3.6 does not lower it either)}}
    // expected-error @+1 {{failed to legalize operation 'tt.fp_to_fp'}}
    %y = tt.fp_to_fp %x, rounding = rtne : tensor<512xf8E4M3FN, #blocked> -> tensor<512xf8E5M2, #blocked>
    tt.return %y : tensor<512xf8E5M2, #blocked>
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f16_to_fp8_rtz(%x: f16) -> f8E5M2 {
    // expected-error @+2 {{conversion from 'f16' to 'f8E5M2' with rounding rtz is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.fp_to_fp'}}
    %y = tt.fp_to_fp %x, rounding = rtz : f16 -> f8E5M2
    tt.return %y : f8E5M2
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f32_to_e4m3_rtz(%x: f32) -> f8E4M3FN {
    // expected-error @+2 {{conversion from 'f32' to 'f8E4M3FN' with rounding rtz is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.fp_to_fp'}}
    %y = tt.fp_to_fp %x, rounding = rtz : f32 -> f8E4M3FN
    tt.return %y : f8E4M3FN
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f64_to_f32_rtz(%x: f64) -> f32 {
    // expected-error @+2 {{conversion from 'f64' to 'f32' with rounding rtz is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.fp_to_fp'}}
    %y = tt.fp_to_fp %x, rounding = rtz : f64 -> f32
    tt.return %y : f32
  }
}

// -----

// e4m3 needs sm_89's fp8 instructions (Triton 3.6 refuses it before them
// too), and bf16 to or from fp8 is not lowered before sm_90.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_on_sm80(%x: f8E4M3FN) -> f16 {
    // expected-error @+2 {{conversion from 'f8E4M3FN' to 'f16' is not lowered before sm_90 (there: fp8 to and from f16, f32 and f64; e4m3 from sm_89 on)}}
    // expected-error @+1 {{failed to legalize operation 'tt.fp_to_fp'}}
    %y = tt.fp_to_fp %x : f8E4M3FN -> f16
    tt.return %y : f16
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @bf16_to_e5m2_on_sm80(%x: bf16) -> f8E5M2 {
    // expected-error @+2 {{conversion from 'bf16' to 'f8E5M2' is not lowered before sm_90}}
    // expected-error @+1 {{failed to legalize operation 'tt.fp_to_fp'}}
    %y = tt.fp_to_fp %x, rounding = rtne : bf16 -> f8E5M2
    tt.return %y : f8E5M2
  }
}

// -----

// A pack larger than the elements a thread holds.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @map_pack(%x: tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked> {
    // expected-error @+2 {{pack = 8 does not divide the 4 distinct elements a thread holds}}
    // expected-error @+1 {{failed to legalize operation 'tt.map_elementwise'}}
    %r = "tt.map_elementwise"(%x) <{pack = 8 : i32}> ({
    ^bb0(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %a4: f32, %a5: f32, %a6: f32, %a7: f32):
      tt.map_elementwise.return %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7 : f32, f32, f32, f32, f32, f32, f32, f32
    }) : (tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked>
    tt.return %r : tensor<512xf32, #blocked>
  }
}

// -----

// An external symbol the module already defines with another type.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  llvm.func @helper(i32) -> i32
  tt.func private @call_helper(%x: f32) -> f32 {
    // expected-error @+2 {{'helper' is already defined in the module with another type than '!llvm.func<f32 (f32)>'}}
    // expected-error @+1 {{failed to legalize operation 'tt.extern_elementwise'}}
    %y = tt.extern_elementwise %x {libname = "", libpath = "", pure = true, symbol = "helper"} : (f32) -> f32
    tt.return %y : f32
  }
}

// -----

// Correctly rounded sqrt needs a standard float type.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_sqrt(%x: f8E5M2) -> f8E5M2 {
    // expected-error @+2 {{'tt.precise_sqrt' on 'f8E5M2' is not supported}}
    // expected-error @+1 {{failed to legalize operation 'tt.precise_sqrt'}}
    %y = tt.precise_sqrt %x : f8E5M2
    tt.return %y : f8E5M2
  }
}

// -----

// Nor do libdevice's functions take fp8.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @fp8_exp(%x: f8E4M3FN) -> f8E4M3FN {
    // expected-error @+2 {{'math.exp' on 'f8E4M3FN' is not supported}}
    // expected-error @+1 {{failed to legalize operation 'math.exp'}}
    %y = math.exp %x : f8E4M3FN
    tt.return %y : f8E4M3FN
  }
}

// -----

// A non-splat constant spread over threads would need values per thread.
#spread = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @spread_constant(%out: !tt.ptr<i32>) {
    // expected-error @+2 {{'arith.constant' op with different values per element is lowered only where every thread holds the whole tensor}}
    // expected-error @+1 {{failed to legalize operation 'arith.constant'}}
    %c = arith.constant dense<[7, 5, 3, 1]> : tensor<4xi32, #spread>
    %q = tt.splat %out : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>, #spread>
    tt.store %q, %c : tensor<4x!tt.ptr<i32>, #spread>
    tt.return
  }
}
