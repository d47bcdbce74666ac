// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// What the lowering does not handle yet fails with the op named, no crash.

// expected-error @+1 {{clusters of more than one CTA are not lowered yet}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cluster() {
    tt.return
  }
}

// -----

// Atomic max/min on 16-bit floats: Triton has the integer-atomic form for
// f32 and f64 only.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @atomic_fmax_f16(%p: !tt.ptr<f16>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<128xf16, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xi32, #blocked>
    // expected-error @+2 {{atomic_rmw max on 'f16' is not lowered (Triton has it for f32 and f64 only)}}
    // expected-error @+1 {{failed to legalize operation 'tt.atomic_rmw'}}
    %o = tt.atomic_rmw max, relaxed, gpu, %pp, %v : (tensor<128x!tt.ptr<f16>, #blocked>, tensor<128xf16, #blocked>) -> tensor<128xf16, #blocked>
    tt.return
  }
}

// -----

// A scalar atomic whose result is used broadcasts it through shared memory:
// without allocate-shared-memory there is none.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @scalar_atomic_unallocated(%p: !tt.ptr<i32>, %v: i32) {
    // expected-error @+2 {{scalar atomic with a used result is not lowered yet}}
    // expected-error @+1 {{failed to legalize operation 'tt.atomic_rmw'}}
    %o = tt.atomic_rmw add, relaxed, gpu, %p, %v : (!tt.ptr<i32>, i32) -> i32
    tt.store %p, %o : !tt.ptr<i32>
    tt.return
  }
}

// -----

// 8-bit compare-and-swap has no PTX instruction.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cas_i8(%p: !tt.ptr<i8>, %v: i8) {
    // expected-error @+2 {{atomic_cas on 'i8' is not lowered yet}}
    // expected-error @+1 {{failed to legalize operation 'tt.atomic_cas'}}
    %o = tt.atomic_cas relaxed, gpu, %p, %v, %v : (!tt.ptr<i8>, i8, i8) -> i8
    tt.return
  }
}

// -----

// System scope read-modify-writes are inline PTX: 16-bit integer adds have
// no `atom` form.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rmw_sys_i16(%p: !tt.ptr<i16>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i16> -> tensor<128x!tt.ptr<i16>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<i16>, #blocked>, tensor<128xi32, #blocked>
    %v = arith.constant dense<1> : tensor<128xi16, #blocked>
    // expected-error @+2 {{atomic_rmw add on 'i16' at sys scope is not lowered (PTX's atom has no such form)}}
    // expected-error @+1 {{failed to legalize operation 'tt.atomic_rmw'}}
    %o = tt.atomic_rmw add, relaxed, sys, %pp, %v : (tensor<128x!tt.ptr<i16>, #blocked>, tensor<128xi16, #blocked>) -> tensor<128xi16, #blocked>
    tt.return
  }
}

// -----

// Layouts the parser takes but nothing lays out (an nvidia_mma version
// other than 2 and 3, a wgmma instrShape without K): the op holding one.
#v1 = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @mma_version_1() {
    // expected-error-re @+1 {{'arith.constant' op has a 'tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 1{{.*}}>>' whose layout is not lowered}}
    %c = arith.constant dense<1.0> : tensor<64x64xf32, #v1>
    tt.return
  }
}

// -----

#v3 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error-re @+1 {{'tt.func' op has a 'tensor<64x64xf32, #ttg.nvidia_mma<{versionMajor = 3{{.*}}instrShape = [16, 8]}>>' whose layout is not lowered}}
  tt.func public @wgmma_without_k(%x: tensor<64x64xf32, #v3>) {
    tt.return
  }
}

// -----

// A tensor of which each thread would hold 2^23 elements (a 1024^3 tile on
// four warps; tt ops cap tensors at 2^20 elements, an async copy's pointer
// operand does not): refused up front. Lowering it took longer than anyone
// waits (found by utils/pass-sweep on one of Triton's tests).
#blocked = #ttg.blocked<{sizePerThread = [8, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 2, 2], order = [0, 1, 2]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1, 2]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @huge(%p: tensor<1024x1024x1024x!tt.ptr<f32>, #blocked>, %view: !ttg.memdesc<1024x1024x1024xf32, #shared, #smem, mutable>) {
    // expected-error @+1 {{each thread holds 8388608 elements; more than 65536 are not lowered}}
    %token = ttg.async_copy_global_to_local %p, %view : tensor<1024x1024x1024x!tt.ptr<f32>, #blocked> -> <1024x1024x1024xf32, #shared, #smem, mutable>
    tt.return
  }
}
