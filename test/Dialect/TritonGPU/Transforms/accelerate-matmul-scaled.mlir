// RUN: tt-opt %s -split-input-file --tritongpu-accelerate-matmul | FileCheck %s

// tt.dot_scaled on sm_90 (no scaled MMA): the operands are upcast to bf16,
// multiplied by their scales spread over 32 elements along K, NaN where a
// scale byte is 0xFF, and a wgmma takes the plain dot. The layouts are the
// ones Triton 3.6 picks for these inputs (utils/compare-passes gives
// `same` on this pass for the six kernels of test/GPU/dot/scaled).

// Both operands e2m1 (two values per byte along K) with scales. A's bytes
// are unpacked along its fastest dimension: sizePerThread doubles. B's too
// (its registers step along K). A's scale [64, 2] goes through the default
// blocked layout of [64, 2, 1], is broadcast to [64, 2, 32] and reshaped to
// [64, 64] (a linear layout: no blocked one keeps every element in place);
// B's scale comes as [N, K/32] and is transposed first, and its [2, 64, 32]
// broadcast transposed to [2, 32, 64] before the reshape. A stays in
// registers (kWidth 2), B goes to shared memory.
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[BUP:.*]] = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[BST:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #[[AUP:.*]] = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[A3:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 2, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[B3:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[B3T:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [2, 1, 2], order = [1, 2, 0]}>
// CHECK-DAG: #[[ALIN:.*]] = #ttg.linear<{register = {{\[}}[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = {{\[}}[0, 32], [1, 0], [2, 0], [4, 0], [8, 0]], warp = {{\[}}[16, 0], [32, 0]], block = []}>
// CHECK-DAG: #[[BLIN:.*]] = #ttg.linear<{register = {{\[}}[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], lane = {{\[}}[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = {{\[}}[0, 32], [32, 0]], block = []}>
// CHECK-DAG: #[[MMA:.*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-DAG: #[[SH:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @e2m1_both
  // CHECK-DAG: %[[BNAN:.*]] = arith.constant dense<0x7FC0> : tensor<64x64xbf16, #[[BUP]]>
  // CHECK-DAG: %[[BFF:.*]] = arith.constant dense<-1> : tensor<2x64xi8, #[[BST]]>
  // CHECK-DAG: %[[BSEVEN:.*]] = arith.constant dense<7> : tensor<2x64xi16, #[[BST]]>
  // CHECK-DAG: %[[ANAN:.*]] = arith.constant dense<0x7FC0> : tensor<64x64xbf16, #[[AUP]]>
  // CHECK-DAG: %[[AFF:.*]] = arith.constant dense<-1> : tensor<64x2xi8, #{{.*}}>
  // CHECK-DAG: %[[ASEVEN:.*]] = arith.constant dense<7> : tensor<64x2xi16, #{{.*}}>
  // CHECK: %[[A:.*]] = tt.load
  // CHECK: %[[B:.*]] = tt.load
  // CHECK: %[[AF:.*]] = ttg.fp4_to_fp %[[A]] {axis = 1 : i32} : tensor<64x32xi8, #{{.*}}> -> tensor<64x64xbf16, #[[AUP]]>
  // CHECK: %[[AS16:.*]] = arith.extui %arg1 : tensor<64x2xi8, #{{.*}}> to tensor<64x2xi16, #{{.*}}>
  // CHECK: %[[ASSH:.*]] = arith.shli %[[AS16]], %[[ASEVEN]]
  // CHECK: %[[ASBF:.*]] = tt.bitcast %[[ASSH]] : tensor<64x2xi16, #{{.*}}> -> tensor<64x2xbf16, #{{.*}}>
  // CHECK: %[[ASSL:.*]] = ttg.convert_layout %[[ASBF]] : tensor<64x2xbf16, #{{.*}}> -> tensor<64x2xbf16, #ttg.slice<{dim = 2, parent = #[[A3]]}>>
  // CHECK: %[[ASEX:.*]] = tt.expand_dims %[[ASSL]] {axis = 2 : i32} : {{.*}} -> tensor<64x2x1xbf16, #[[A3]]>
  // CHECK: %[[ASBC:.*]] = tt.broadcast %[[ASEX]] : tensor<64x2x1xbf16, #[[A3]]> -> tensor<64x2x32xbf16, #[[A3]]>
  // CHECK: %[[ASRS:.*]] = tt.reshape %[[ASBC]] : tensor<64x2x32xbf16, #[[A3]]> -> tensor<64x64xbf16, #[[ALIN]]>
  // CHECK: %[[ASUP:.*]] = ttg.convert_layout %[[ASRS]] : tensor<64x64xbf16, #[[ALIN]]> -> tensor<64x64xbf16, #[[AUP]]>
  // CHECK: %[[AM:.*]] = arith.mulf %[[AF]], %[[ASUP]] : tensor<64x64xbf16, #[[AUP]]>
  // CHECK: %[[AISNAN:.*]] = arith.cmpi eq, %arg1, %[[AFF]]
  // CHECK: ttg.convert_layout %[[AISNAN]] : tensor<64x2xi1, #{{.*}}> -> tensor<64x2xi1, #ttg.slice<{dim = 2, parent = #[[A3]]}>>
  // CHECK: tt.reshape %{{.*}} : tensor<64x2x32xi1, #[[A3]]> -> tensor<64x64xi1, #[[ALIN]]>
  // CHECK: %[[ACOND:.*]] = ttg.convert_layout %{{.*}} : tensor<64x64xi1, #[[ALIN]]> -> tensor<64x64xi1, #[[AUP]]>
  // CHECK: %[[AS:.*]] = arith.select %[[ACOND]], %[[ANAN]], %[[AM]] : tensor<64x64xi1, #[[AUP]]>, tensor<64x64xbf16, #[[AUP]]>
  // CHECK: %[[AOP:.*]] = ttg.convert_layout %[[AS]] : tensor<64x64xbf16, #[[AUP]]> -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #{{.*}}}>>
  // CHECK: %[[BF:.*]] = ttg.fp4_to_fp %[[B]] {axis = 0 : i32} : tensor<32x64xi8, #{{.*}}> -> tensor<64x64xbf16, #[[BUP]]>
  // CHECK: %[[BSTV:.*]] = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<64x2xi8, #{{.*}}> -> tensor<2x64xi8, #[[BST]]>
  // CHECK: arith.extui %[[BSTV]]
  // CHECK: arith.shli %{{.*}}, %[[BSEVEN]]
  // CHECK: tt.broadcast %{{.*}} : tensor<2x64x1xbf16, #[[B3]]> -> tensor<2x64x32xbf16, #[[B3]]>
  // CHECK: tt.trans %{{.*}} {order = array<i32: 0, 2, 1>} : tensor<2x64x32xbf16, #[[B3]]> -> tensor<2x32x64xbf16, #[[B3T]]>
  // CHECK: tt.reshape %{{.*}} : tensor<2x32x64xbf16, #[[B3T]]> -> tensor<64x64xbf16, #[[BLIN]]>
  // CHECK: %[[BM:.*]] = arith.mulf %[[BF]], %{{.*}} : tensor<64x64xbf16, #[[BUP]]>
  // CHECK: arith.cmpi eq, %[[BSTV]], %[[BFF]]
  // CHECK: %[[BS:.*]] = arith.select %{{.*}}, %[[BNAN]], %[[BM]] : tensor<64x64xi1, #[[BUP]]>, tensor<64x64xbf16, #[[BUP]]>
  // CHECK-NEXT: %[[BSMEM:.*]] = ttg.local_alloc %[[BS]] : (tensor<64x64xbf16, #[[BUP]]>) -> !ttg.memdesc<64x64xbf16, #[[SH]], #smem>
  // CHECK: %[[ACC:.*]] = ttg.convert_layout %arg4 : {{.*}} -> tensor<64x64xf32, #[[MMA]]>
  // CHECK: %[[AMMA:.*]] = ttg.convert_layout %[[AOP]] : {{.*}} -> tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMA]], kWidth = 2}>>
  // CHECK: ttng.warp_group_dot %[[AMMA]], %[[BSMEM]], %[[ACC]]
  // CHECK-NOT: tt.dot_scaled
  tt.func @e2m1_both(%pa: tensor<64x32x!tt.ptr<i8>, #blocked5>, %as: tensor<64x2xi8, #blocked3>, %pb: tensor<32x64x!tt.ptr<i8>, #blocked4>, %bs: tensor<64x2xi8, #blocked3>, %c: tensor<64x64xf32, #blocked4>) -> tensor<64x64xf32, #blocked4> {
    %a = tt.load %pa : tensor<64x32x!tt.ptr<i8>, #blocked5>
    %b = tt.load %pb : tensor<32x64x!tt.ptr<i8>, #blocked4>
    %d = tt.dot_scaled %a scale %as, %b scale %bs, %c lhs = e2m1 rhs = e2m1 {fastMath = false} : tensor<64x32xi8, #blocked5>, tensor<64x2xi8, #blocked3> * tensor<32x64xi8, #blocked4>, tensor<64x2xi8, #blocked3> -> tensor<64x64xf32, #blocked4>
    tt.return %d : tensor<64x64xf32, #blocked4>
  }
}

// -----

// A scale on rhs only: the dot is transposed first (B^T x A^T), so the
// scaled e4m3 operand is A and stays in registers; the bf16 operand's
// conversion to bf16 folds away and it is stored to shared memory as the
// transpose of its load (MN-major: transposed = true), right after the A
// chain. The result is transposed back.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[T:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-DAG: #[[SHT:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @rhs_scale_only
  // CHECK: %[[A:.*]] = tt.load %arg0
  // CHECK: %[[B:.*]] = tt.load %arg1
  // CHECK: %[[AT:.*]] = tt.trans %[[A]] {order = array<i32: 1, 0>} : tensor<64x64xbf16, #{{.*}}> -> tensor<64x64xbf16, #[[T]]>
  // CHECK: %[[BT:.*]] = tt.trans %[[B]] {order = array<i32: 1, 0>} : tensor<64x64xf8E4M3FN, #{{.*}}> -> tensor<64x64xf8E4M3FN, #[[T]]>
  // CHECK: %[[CT:.*]] = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<64x64xf32, #{{.*}}> -> tensor<64x64xf32, #[[T]]>
  // CHECK: tt.fp_to_fp %[[BT]] : tensor<64x64xf8E4M3FN, #[[T]]> -> tensor<64x64xbf16, #[[T]]>
  // CHECK: arith.extui %arg2
  // CHECK: arith.select
  // CHECK: %[[SMEM:.*]] = ttg.local_alloc %[[AT]] : (tensor<64x64xbf16, #[[T]]>) -> !ttg.memdesc<64x64xbf16, #[[SHT]], #smem>
  // CHECK: %[[ACC:.*]] = ttg.convert_layout %[[CT]]
  // CHECK: %[[D:.*]] = ttng.warp_group_dot %{{.*}}, %[[SMEM]], %[[ACC]]
  // CHECK: %[[DT:.*]] = ttg.convert_layout %[[D]] : {{.*}} -> tensor<64x64xf32, #[[T]]>
  // CHECK: %[[R:.*]] = tt.trans %[[DT]] {order = array<i32: 1, 0>} : tensor<64x64xf32, #[[T]]> -> tensor<64x64xf32, #{{.*}}>
  // CHECK: tt.return %[[R]]
  tt.func @rhs_scale_only(%pa: tensor<64x64x!tt.ptr<bf16>, #blocked>, %pb: tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked>, %bs: tensor<64x2xi8, #blocked1>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %a = tt.load %pa : tensor<64x64x!tt.ptr<bf16>, #blocked>
    %b = tt.load %pb : tensor<64x64x!tt.ptr<f8E4M3FN>, #blocked>
    %d = tt.dot_scaled %a, %b scale %bs, %c lhs = bf16 rhs = e4m3 {fastMath = false} : tensor<64x64xbf16, #blocked> * tensor<64x64xf8E4M3FN, #blocked>, tensor<64x2xi8, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }

  // An fp16 operand makes f16 the compute type: the scale byte goes to the
  // exponent of an f32 (i32 << 23), then arith.truncf. fastMath: no NaN
  // select.
  // CHECK-LABEL: tt.func @fp16_fast_math
  // CHECK: %[[SH23:.*]] = arith.constant dense<23> : tensor<64x2xi32, #{{.*}}>
  // CHECK: %[[B:.*]] = tt.load %arg1
  // CHECK: %[[S32:.*]] = arith.extui %arg2 : tensor<64x2xi8, #{{.*}}> to tensor<64x2xi32, #{{.*}}>
  // CHECK: %[[SSH:.*]] = arith.shli %[[S32]], %[[SH23]]
  // CHECK: %[[SF32:.*]] = tt.bitcast %[[SSH]] : tensor<64x2xi32, #{{.*}}> -> tensor<64x2xf32, #{{.*}}>
  // CHECK: arith.truncf %[[SF32]] : tensor<64x2xf32, #{{.*}}> to tensor<64x2xf16, #{{.*}}>
  // CHECK: %[[AM:.*]] = arith.mulf %arg0, %{{.*}} : tensor<64x64xf16, #{{.*}}>
  // CHECK-NOT: arith.select
  // CHECK: ttg.convert_layout %[[AM]]
  // CHECK: %[[BF:.*]] = tt.fp_to_fp %[[B]] : tensor<64x64xf8E5M2, #{{.*}}> -> tensor<64x64xf16, #{{.*}}>
  // CHECK-NEXT: ttg.local_alloc %[[BF]]
  // CHECK: ttng.warp_group_dot
  tt.func @fp16_fast_math(%a: tensor<64x64xf16, #blocked>, %pb: tensor<64x64x!tt.ptr<f8E5M2>, #blocked>, %as: tensor<64x2xi8, #blocked1>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
    %b = tt.load %pb : tensor<64x64x!tt.ptr<f8E5M2>, #blocked>
    %d = tt.dot_scaled %a scale %as, %b, %c lhs = fp16 rhs = e5m2 {fastMath = true} : tensor<64x64xf16, #blocked>, tensor<64x2xi8, #blocked1> * tensor<64x64xf8E5M2, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return %d : tensor<64x64xf32, #blocked>
  }
}
