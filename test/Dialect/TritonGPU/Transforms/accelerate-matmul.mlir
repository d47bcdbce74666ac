// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul --verify-diagnostics | FileCheck %s

// sm_90, f16 operands loaded from memory: wgmma. Both operands go to shared
// memory right after their loads (A 64x32 f16: 64-byte rows, so a 64-byte
// swizzle; B 32x64: 128-byte rows). instrShape n = 64 (all of N for the
// single warp column), warps [4, 1].
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-DAG: #[[SA:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[SB:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @wgmma_f16
  tt.func @wgmma_f16(%pa: tensor<64x32x!tt.ptr<f16>, #blocked>, %pb: tensor<32x64x!tt.ptr<f16>, #blocked1>, %pc: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    // CHECK: %[[A:.*]] = tt.load
    // CHECK-NEXT: %[[SMA:.*]] = ttg.local_alloc %[[A]] : (tensor<64x32xf16, #{{.*}}>) -> !ttg.memdesc<64x32xf16, #[[SA]], #smem>
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f16>, #blocked>
    // CHECK: %[[B:.*]] = tt.load
    // CHECK-NEXT: %[[SMB:.*]] = ttg.local_alloc %[[B]] : (tensor<32x64xf16, #{{.*}}>) -> !ttg.memdesc<32x64xf16, #[[SB]], #smem>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %ca = ttg.convert_layout %a : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
    // CHECK: %[[ACC:.*]] = ttg.convert_layout %{{.*}} : tensor<64x64xf32, #{{.*}}> -> tensor<64x64xf32, #[[MMA]]>
    // CHECK: %[[D:.*]] = ttng.warp_group_dot %[[SMA]], %[[SMB]], %[[ACC]] {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #[[SA]], #smem> * !ttg.memdesc<32x64xf16, #[[SB]], #smem> -> tensor<64x64xf32, #[[MMA]]>
    // CHECK: ttg.convert_layout %[[D]] : tensor<64x64xf32, #[[MMA]]> -> tensor<64x64xf32, #{{.*}}>
    %d = tt.dot %ca, %cb, %zero, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
    tt.store %pc, %d : tensor<64x64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// 8 warps on a 64x128 tile: one warpgroup along M, two along N, and
// instrShape n = 64 so that each warp column has its share. A loaded as
// [K, M] and transposed (MN-major): f16 keeps the registers' order in
// shared memory (transposed = true).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0]}>
#trans = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 8], order = [0, 1]}>
// CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 64, 16]}>
// CHECK-DAG: #[[SAT:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @wgmma_mn_major_a
  tt.func @wgmma_mn_major_a(%pa: tensor<16x64x!tt.ptr<f16>, #blocked>, %b: tensor<16x128xf16, #blocked1>) -> tensor<64x128xf32, #blocked1> {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x128xf32, #blocked1>
    %a = tt.load %pa : tensor<16x64x!tt.ptr<f16>, #blocked>
    // CHECK: %[[T:.*]] = tt.trans
    // CHECK-NEXT: ttg.local_alloc %[[T]] : (tensor<64x16xf16, #{{.*}}>) -> !ttg.memdesc<64x16xf16, #[[SAT]], #smem>
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<16x64xf16, #blocked> -> tensor<64x16xf16, #trans>
    %ca = ttg.convert_layout %t : tensor<64x16xf16, #trans> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
    %cb = ttg.convert_layout %b : tensor<16x128xf16, #blocked1> -> tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
    // CHECK: ttng.warp_group_dot {{.*}} -> tensor<64x128xf32, #[[MMA]]>
    %d = tt.dot %ca, %cb, %zero : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<16x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x128xf32, #blocked1>
    tt.return %d : tensor<64x128xf32, #blocked1>
  }
}

// -----

// tf32 cannot be MN-major: a transposed B is forced K-major in shared
// memory, with a warning.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #[[SBK:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 32}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @wgmma_tf32_forced_k_major
  tt.func @wgmma_tf32_forced_k_major(%a: tensor<64x32xf32, #blocked>, %pb: tensor<32x64x!tt.ptr<f32>, #blocked>) -> tensor<64x64xf32, #blocked> {
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f32>, #blocked>
    // CHECK: ttg.local_alloc %{{.*}} : (tensor<32x64xf32, #{{.*}}>) -> !ttg.memdesc<32x64xf32, #[[SBK]], #smem>
    %ca = ttg.convert_layout %a : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    // The A operand was computed in registers (a function argument here is
    // a block argument, which counts as loaded).
    // expected-warning @+1 {{Warning: Forcing a different order [0, 1] on SMEM than the register order for the operand 1}}
    %d = tt.dot %ca, %cb, %zero, inputPrecision = tf32 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// sm_80: mma.sync. Operands convert to dot_op layouts with kWidth = 32 /
// 16 bits; warps balance the 16x8 repetitions (64x64 on 4 warps: [2, 2]).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @mma_v2_bf16
  tt.func @mma_v2_bf16(%a: tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    // CHECK: ttg.convert_layout %{{.*}} -> tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>>
    // CHECK: ttg.convert_layout %{{.*}} -> tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #[[MMA]], kWidth = 2}>>
    // CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #[[MMA]]>
    %d = tt.dot %a, %b, %c : tensor<64x32xbf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xbf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }

  // fp8 has no mma.sync on sm_80: the operands are upcast to f16 after the
  // choice, kWidth stays that of the 8-bit loads (4).
  // CHECK-LABEL: tt.func @mma_v2_fp8_upcast
  tt.func @mma_v2_fp8_upcast(%pa: tensor<64x32x!tt.ptr<f8E4M3FN>, #blocked>, %pb: tensor<32x64x!tt.ptr<f8E4M3FN>, #blocked>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<f8E4M3FN>, #blocked>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<f8E4M3FN>, #blocked>
    %ca = ttg.convert_layout %a : tensor<64x32xf8E4M3FN, #blocked> -> tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cb = ttg.convert_layout %b : tensor<32x64xf8E4M3FN, #blocked> -> tensor<32x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    // CHECK: %[[A:.*]] = tt.fp_to_fp %{{.*}} : tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 4}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 4}>>
    // CHECK: %[[B:.*]] = tt.fp_to_fp
    // CHECK: tt.dot %[[A]], %[[B]]
    %d = tt.dot %ca, %cb, %c : tensor<64x32xf8E4M3FN, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf8E4M3FN, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }

  // ieee f32 stays on the FMA path.
  // CHECK-LABEL: tt.func @fma_ieee
  // CHECK: tt.dot {{.*}} -> tensor<64x64xf32, #{{blocked[0-9]*}}>
  tt.func @fma_ieee(%a: tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %d = tt.dot %a, %b, %c : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}

// -----

// sm_90 falls back to mma.sync where wgmma cannot: M = 16 (with a remark;
// one 16x8 repetition along M, two along N: warps go to N first, then M),
// and batched dots (all warps on the batch).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 2, 16], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[V2:.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[V2B:.*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @small_m
  tt.func @small_m(%a: tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<16x16xf32, #blocked>) -> tensor<16x16xf32, #blocked> {
    // CHECK: tt.dot {{.*}} -> tensor<16x16xf32, #[[V2]]>
    // expected-remark @+2 {{MMA version 3 acceleration not applied due to unsupported shapes or data types.}}
    // expected-note @+1 {{Target compute capability (90) supports MMA v3.}}
    %d = tt.dot %a, %b, %c : tensor<16x16xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x16xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<16x16xf32, #blocked>
    tt.return %d : tensor<16x16xf32, #blocked>
  }

  // CHECK-LABEL: tt.func @batched
  tt.func @batched(%a: tensor<2x32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #b3}>>, %b: tensor<2x32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #b3}>>, %c: tensor<2x32x32xi32, #b3>) -> tensor<2x32x32xi32, #b3> {
    // CHECK: ttg.convert_layout %{{.*}} -> tensor<2x32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #[[V2B]], kWidth = 4}>>
    // CHECK: tt.dot {{.*}} -> tensor<2x32x32xi32, #[[V2B]]>
    // expected-remark @+2 {{MMA version 3 acceleration not applied}}
    // expected-note @+1 {{supports MMA v3}}
    %d = tt.dot %a, %b, %c : tensor<2x32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #b3}>> * tensor<2x32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #b3}>> -> tensor<2x32x32xi32, #b3>
    tt.return %d : tensor<2x32x32xi32, #b3>
  }
}

// -----

// Two chained dots (attention): the first keeps every warp along M, so the
// row reductions between them stay within warps; the second computes P in
// registers, which stays a register operand (the RS form).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
// CHECK-DAG: #[[MMA1:.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @chained
  tt.func @chained(%q: tensor<128x64xf16, #blocked>, %k: tensor<64x128xf16, #blocked>, %v: tensor<128x64xf16, #blocked>) -> tensor<128x64xf32, #blocked> {
    %zs = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #blocked>
    %zo = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #blocked>
    %cq = ttg.convert_layout %q : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %ck = ttg.convert_layout %k : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    // CHECK: ttng.warp_group_dot {{.*}} -> tensor<128x128xf32, #[[MMA1]]>
    %s = tt.dot %cq, %ck, %zs : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x128xf32, #blocked>
    %p = arith.truncf %s : tensor<128x128xf32, #blocked> to tensor<128x128xf16, #blocked>
    %cp = ttg.convert_layout %p : tensor<128x128xf16, #blocked> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %cv = ttg.convert_layout %v : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    // CHECK: %[[P:.*]] = ttg.convert_layout %{{.*}} : tensor<128x128xf16, #{{.*}}> -> tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA2:.*]], kWidth = 2}>>
    // CHECK: ttng.warp_group_dot %[[P]], {{.*}} : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA2]], kWidth = 2}>> * !ttg.memdesc<128x64xf16
    %o = tt.dot %cp, %cv, %zo : tensor<128x128xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<128x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<128x64xf32, #blocked>
    tt.return %o : tensor<128x64xf32, #blocked>
  }
}
