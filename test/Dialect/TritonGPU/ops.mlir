// RUN: tt-opt %s --split-input-file | tt-opt --split-input-file | FileCheck %s
// RUN: tt-opt %s --split-input-file --verify-roundtrip | FileCheck %s

// Every `ttg` encoding, type and op, in the syntax Triton 3.6 prints, and the
// `tt` shape ops whose result encodings the `ttg` dialect infers.

// Encodings print as aliases in a fixed order of keys, whatever order they
// were written in; slice and dot_op have no alias and print inline.
// CHECK-DAG: #[[BLOCKED:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[BLOCKED1D:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[BLOCKEDT:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #[[BLOCKED3D:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[MMAV2:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[MMABATCH:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[MMAV3:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
// CHECK-DAG: #[[MFMA:mma[0-9]*]] = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-DAG: #[[WMMA:mma[0-9]*]] = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>
// CHECK-DAG: #[[LINEAR:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 1], [8, 0]], lane = {{\[\[}}0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = {{\[\[}}16, 0], [32, 0]], block = []}>
// CHECK-DAG: #[[LINEART:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}1, 0], [0, 8], [16, 0]], lane = {{\[\[}}2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = {{\[\[}}8, 0], [0, 16]], block = []}>
// CHECK-DAG: #[[LINEARJ:linear[0-9]*]] = #ttg.linear<{register = {{\[\[}}0, 0, 1], [0, 1, 0], [8, 0, 0], [0, 16, 0]], lane = {{\[\[}}0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = {{\[\[}}0, 8, 0], [16, 0, 0]], block = []}>
// CHECK-DAG: #[[BLOCKED3DP:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [1, 2, 0]}>
// CHECK-DAG: #[[SWIZZLED:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #[[SWIZZLEDT:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
// CHECK-DAG: #[[NVMMA:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[NVMMA3:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 3}>
// CHECK-DAG: #[[NVMMAFP4:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = true}>
// CHECK-DAG: #[[SHLINEAR:shared[0-9]*]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [1, 0], [2, 0]]}, alignment = 16>
// CHECK-DAG: #[[SHLINEAR32:shared[0-9]*]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [1, 0]]}, alignment = 32>
// CHECK-DAG: #[[PADDED:shared[0-9]*]] = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
// CHECK-DAG: #[[PADDEDLIN:shared[0-9]*]] = #ttg.padded_shared<[16:+2, 64:+4] {offset = {{\[\[}}0, 1], [0, 2], [1, 0], [2, 0], [0, 4]], block = []}>
// CHECK-DAG: #[[ROTATING:shared[0-9]*]] = #ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
// CHECK-DAG: #[[SMEM:smem]] = #ttg.shared_memory

#blocked = #ttg.blocked<{order = [1, 0], sizePerThread = [1, 4], warpsPerCTA = [4, 1], threadsPerWarp = [4, 8]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1d2w = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#blocked1d1w = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blockedT = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked3d = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked3dPairOuter = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [1, 2, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#mmaBatch = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 2, 2], instrShape = [16, 8]}>
#mma3 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#wmma = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>
#linear = #ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []}>
#linearT = #ttg.linear<{register = [[1, 0], [0, 8], [16, 0]], lane = [[2, 0], [4, 0], [0, 1], [0, 2], [0, 4]], warp = [[8, 0], [0, 16]], block = []}>
#linearJ = #ttg.linear<{register = [[0, 0, 1], [0, 1, 0], [8, 0, 0], [0, 16, 0]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[0, 8, 0], [16, 0, 0]], block = []}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#sharedT = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmmaFp4 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = true}>
// A 2-D tile laying out tensors of three dimensions (a TMA block of 1x256x32).
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32, rank = 3}>
#sharedLinear = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], block = []}>
#sharedLinear32 = #ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 32>
#padded = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#paddedLinear = #ttg.padded_shared<[16:+2, 64:+4] {offset = [[0, 1], [0, 2], [1, 0], [2, 0], [0, 4]], block = []}>
#rotating = #ttg.amd_rotating_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory

// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, ttg.target = "cuda:90"} {

// CHECK-LABEL: tt.func @distributed_encodings
// CHECK-SAME: tensor<32x32xf32, #[[BLOCKED]]>
// CHECK-SAME: tensor<128xi32, #[[BLOCKED1D]]>
// CHECK-SAME: tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[BLOCKED]]}>>
// CHECK-SAME: tensor<16xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #[[BLOCKED3D]]}>}>>
// CHECK-SAME: tensor<32xf32, #ttg.slice<{dim = 0, parent = #[[MMAV2]]}>>
// CHECK-SAME: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #[[BLOCKED]]}>>
// CHECK-SAME: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #[[BLOCKED]]}>>
// CHECK-SAME: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMAV2]], kWidth = 2}>>
// CHECK-SAME: tensor<16x32xf16, #ttg.dot_op<{opIdx = 1, parent = #[[MMAV2]], kWidth = 2}>>
// CHECK-SAME: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMAV3]], kWidth = 2}>>
// CHECK-SAME: tensor<32x32xf32, #[[MMAV2]]>
// CHECK-SAME: tensor<64x64xf32, #[[MMAV3]]>
// CHECK-SAME: tensor<64x8xf32, #[[LINEAR]]>
// CHECK-SAME: tensor<64x64xf32, #[[MFMA]]>
// CHECK-SAME: tensor<64x64xf32, #[[WMMA]]>
// CHECK-SAME: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MFMA]], kWidth = 4}>>
// CHECK-SAME: tensor<2x32x32xf32, #[[MMABATCH]]>
// CHECK-SAME: tensor<2x32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[MMABATCH]], kWidth = 2}>>
// CHECK-SAME: tensor<2x32xf32, #ttg.slice<{dim = 2, parent = #[[MMABATCH]]}>>
tt.func @distributed_encodings(
    %blocked: tensor<32x32xf32, #blocked>,
    %blocked1d: tensor<128xi32, #blocked1>,
    %slice: tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>,
    %sliceOfSlice: tensor<16xf32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked3d}>}>>,
    %sliceOfMma: tensor<32xf32, #ttg.slice<{parent = #mma, dim = 0}>>,
    %fmaA: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>,
    %fmaB: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked, kWidth = 0}>>,
    %mmaA: tensor<32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>,
    %mmaB: tensor<16x32xf16, #ttg.dot_op<{kWidth = 2, parent = #mma, opIdx = 1}>>,
    %wgmmaA: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma3, kWidth = 2}>>,
    %mmaV2: tensor<32x32xf32, #mma>,
    %mmaV3: tensor<64x64xf32, #mma3>,
    %linear: tensor<64x8xf32, #linear>,
    %mfma: tensor<64x64xf32, #mfma>,
    %wmma: tensor<64x64xf32, #wmma>,
    %mfmaA: tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 4}>>,
    %batch: tensor<2x32x32xf32, #mmaBatch>,
    %batchA: tensor<2x32x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mmaBatch, kWidth = 2}>>,
    %batchSlice: tensor<2x32xf32, #ttg.slice<{dim = 2, parent = #mmaBatch}>>) {
  tt.return
}

// Encodings written out in full print as the same aliases.
// CHECK-LABEL: tt.func @inline_encodings
// CHECK-SAME: tensor<32x32xf32, #[[BLOCKED]]>
// CHECK-SAME: !ttg.memdesc<64x64xf16, #[[NVMMA]], #[[SMEM]], mutable>
tt.func @inline_encodings(
    %t: tensor<32x32xf32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>,
    %m: !ttg.memdesc<64x64xf16, #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>, #ttg.shared_memory, mutable>) {
  tt.return
}

// CHECK-LABEL: tt.func @shared_encodings
// CHECK-SAME: !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]]>
// CHECK-SAME: !ttg.memdesc<64x64xf16, #[[NVMMA]], #[[SMEM]], mutable>
// CHECK-SAME: !ttg.memdesc<64x64xi8, #[[NVMMAFP4]], #[[SMEM]], mutable>
// CHECK-SAME: !ttg.memdesc<1x256x32xf32, #[[NVMMA3]], #[[SMEM]], mutable>
// CHECK-SAME: !ttg.memdesc<4x4xf16, #[[SHLINEAR]], #[[SMEM]]>
// CHECK-SAME: !ttg.memdesc<2x2xf32, #[[SHLINEAR32]], #[[SMEM]]>
// CHECK-SAME: !ttg.memdesc<64x64xf16, #[[PADDED]], #[[SMEM]]>
// CHECK-SAME: !ttg.memdesc<4x8xf16, #[[PADDEDLIN]], #[[SMEM]]>
// CHECK-SAME: attributes {rotating = #[[ROTATING]]}
tt.func @shared_encodings(
    %swizzled: !ttg.memdesc<64x64xf16, #shared, #smem>,
    %nvmma: !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>,
    %nvmmaFp4: !ttg.memdesc<64x64xi8, #nvmmaFp4, #smem, mutable>,
    %nvmma3: !ttg.memdesc<1x256x32xf32, #nvmma3, #smem, mutable>,
    %sharedLinear: !ttg.memdesc<4x4xf16, #sharedLinear, #smem>,
    %sharedLinear32: !ttg.memdesc<2x2xf32, #sharedLinear32, #smem>,
    %padded: !ttg.memdesc<64x64xf16, #padded, #smem>,
    %paddedLinear: !ttg.memdesc<4x8xf16, #paddedLinear, #smem>) attributes {rotating = #rotating} {
  tt.return
}

// The leading (pipeline stage) dimension need not be a power of two; a view
// smaller than its buffer prints the buffer's shape last.
// CHECK-LABEL: tt.func @memdesc_types
// CHECK-SAME: !ttg.memdesc<3x64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
// CHECK-SAME: !ttg.memdesc<64x32xf16, #[[SWIZZLED]], #[[SMEM]], mutable, 64x64>
// CHECK-SAME: !ttg.memdesc<64x32xf16, #[[SWIZZLED]], #[[SMEM]], 3x64x64>
// CHECK-SAME: !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]]>
// CHECK-SAME: !ttg.async.token
tt.func @memdesc_types(
    %stages: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>,
    %view: !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>,
    %immutableView: !ttg.memdesc<64x32xf16, #shared, #smem, 3x64x64>,
    %sameAlloc: !ttg.memdesc<64x64xf16, #shared, #smem, 64x64>,
    %token: !ttg.async.token) {
  tt.return
}

// CHECK-LABEL: tt.func @convert_layout
tt.func @convert_layout(%x: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #mma> {
  // CHECK: %[[L:.*]] = ttg.convert_layout %{{.*}} : tensor<32x32xf32, #[[BLOCKED]]> -> tensor<32x32xf32, #[[MMAV2]]>
  %0 = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #mma>
  // CHECK: ttg.convert_layout %[[L]] : tensor<32x32xf32, #[[MMAV2]]> -> tensor<32x32xf32, #[[MMAV2]]>
  %1 = ttg.convert_layout %0 : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #mma>
  tt.return %1 : tensor<32x32xf32, #mma>
}

// CHECK-LABEL: tt.func @fp4_to_fp
tt.func @fp4_to_fp(%x: tensor<32x16xi8, #blocked>) -> tensor<32x32xbf16, #blocked> {
  // CHECK: ttg.fp4_to_fp %{{.*}} {axis = 1 : i32} : tensor<32x16xi8, #[[BLOCKED]]> -> tensor<32x32xbf16, #[[BLOCKED]]>
  %0 = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x16xi8, #blocked> -> tensor<32x32xbf16, #blocked>
  tt.return %0 : tensor<32x32xbf16, #blocked>
}

// CHECK-LABEL: tt.func @shared_memory
tt.func @shared_memory(%x: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #blocked> {
  // CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  %buf = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
  // CHECK: %[[IMM:.*]] = ttg.local_alloc %{{.*}} {alignment = 128 : i32} : (tensor<64x64xf16, #[[BLOCKED]]>) -> !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]]>
  %imm = ttg.local_alloc %x {alignment = 128 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
  // CHECK: ttg.local_alloc %{{.*}} : (tensor<64x64xf16, #[[BLOCKED]]>) -> !ttg.memdesc<64x64xf16, #[[NVMMA]], #[[SMEM]], mutable>
  %mut = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>
  %c1 = arith.constant 1 : i32
  // CHECK: %[[STAGE:.*]] = ttg.memdesc_index %[[BUF]][%{{.*}}] : !ttg.memdesc<2x64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  %stage = ttg.memdesc_index %buf[%c1] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: ttg.local_store %{{.*}}, %[[STAGE]] : tensor<64x64xf16, #[[BLOCKED]]> -> !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  ttg.local_store %x, %stage : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // As in Triton, a buffer may be taken in another shared encoding (its own rank).
  // CHECK: ttg.memdesc_index %[[BUF]][%{{.*}}] : !ttg.memdesc<2x64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<64x64xf16, #[[SWIZZLEDT]], #[[SMEM]], mutable>
  %stageT = ttg.memdesc_index %buf[%c1] : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sharedT, #smem, mutable>
  // CHECK: %[[SUB:.*]] = ttg.memdesc_subslice %[[STAGE]][0, 32] : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<64x32xf16, #[[SWIZZLED]], #[[SMEM]], mutable, 64x64>
  %sub = ttg.memdesc_subslice %stage[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>
  // CHECK: ttg.memdesc_subslice %[[SUB]][32, 8] : !ttg.memdesc<64x32xf16, #[[SWIZZLED]], #[[SMEM]], mutable, 64x64> -> !ttg.memdesc<16x8xf16, #[[SWIZZLED]], #[[SMEM]], mutable, 64x64>
  %sub2 = ttg.memdesc_subslice %sub[32, 8] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<16x8xf16, #shared, #smem, mutable, 64x64>
  // A read-only slice of a mutable buffer, as Triton's pipeliner takes K-slices of a wgmma operand.
  // CHECK: ttg.memdesc_subslice %[[STAGE]][16, 0] : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<16x64xf16, #[[SWIZZLED]], #[[SMEM]], 64x64>
  %kslice = ttg.memdesc_subslice %stage[16, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, 64x64>
  // CHECK: ttg.memdesc_trans %[[STAGE]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<64x64xf16, #[[SWIZZLEDT]], #[[SMEM]], mutable>
  %trans = ttg.memdesc_trans %stage {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xf16, #sharedT, #smem, mutable>
  // CHECK: ttg.memdesc_reshape %[[STAGE]] : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<4x16x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  %reshaped = ttg.memdesc_reshape %stage : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<4x16x64xf16, #shared, #smem, mutable>
  // CHECK: ttg.memdesc_reinterpret %[[BUF]] : !ttg.memdesc<2x64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> !ttg.memdesc<64x64xi32, #[[NVMMA]], #[[SMEM]], mutable>
  %reint = ttg.memdesc_reinterpret %buf : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi32, #nvmma, #smem, mutable>
  // CHECK: %[[Y:.*]] = ttg.local_load %[[IMM]] : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]]> -> tensor<64x64xf16, #[[BLOCKED]]>
  %y = ttg.local_load %imm : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #blocked>
  // CHECK: ttg.local_dealloc %[[BUF]] : !ttg.memdesc<2x64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  ttg.local_dealloc %buf : !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
  // CHECK: tt.return %[[Y]]
  tt.return %y : tensor<64x64xf16, #blocked>
}

// CHECK-LABEL: tt.func @async_copies
tt.func @async_copies(%ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>,
                      %mask: tensor<64x64xi1, #blocked>,
                      %other: tensor<64x64xf16, #blocked>,
                      %buf: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> tensor<64x64xf16, #blocked> {
  // CHECK: %[[T0:.*]] = ttg.async_copy_global_to_local %{{.*}}, %{{.*}} : tensor<64x64x!tt.ptr<f16>, #[[BLOCKED]]> -> <64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  %t0 = ttg.async_copy_global_to_local %ptrs, %buf : tensor<64x64x!tt.ptr<f16>, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
  // CHECK: %[[T1:.*]] = ttg.async_copy_global_to_local %{{.*}}, %{{.*}} mask %{{.*}} other %{{.*}} {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #[[BLOCKED]]> -> <64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  %t1 = ttg.async_copy_global_to_local %ptrs, %buf mask %mask other %other {contiguity = 8 : i32} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
  // CHECK: ttg.async_copy_global_to_local %{{.*}}, %{{.*}} mask %{{.*}} cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : tensor<64x64x!tt.ptr<f16>, #[[BLOCKED]]> -> <64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable>
  %t2 = ttg.async_copy_global_to_local %ptrs, %buf mask %mask cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : tensor<64x64x!tt.ptr<f16>, #blocked> -> <64x64xf16, #shared, #smem, mutable>
  // CHECK: %[[G:.*]] = ttg.async_commit_group tokens %[[T0]], %[[T1]]
  %g = ttg.async_commit_group tokens %t0, %t1
  // CHECK: ttg.async_commit_group{{$}}
  %empty = ttg.async_commit_group
  // CHECK: %[[W:.*]] = ttg.async_wait %[[G]] {num = 1 : i32}
  %w = ttg.async_wait %g {num = 1 : i32}
  // CHECK: ttg.async_wait {num = 0 : i32}
  %w0 = ttg.async_wait {num = 0 : i32}
  // CHECK: ttg.local_load %{{.*}} token %[[W]] : !ttg.memdesc<64x64xf16, #[[SWIZZLED]], #[[SMEM]], mutable> -> tensor<64x64xf16, #[[BLOCKED]]>
  %x = ttg.local_load %buf token %w : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
  tt.return %x : tensor<64x64xf16, #blocked>
}

// CHECK-LABEL: tt.func @global_scratch
tt.func @global_scratch() -> !tt.ptr<i8> {
  // CHECK: ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
  %p = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
  tt.return %p : !tt.ptr<i8>
}

// Partitions run on their own warps: a one-warp partition holds tensors of a
// one-warp layout.
// CHECK-LABEL: tt.func @warp_specialize
tt.func @warp_specialize(%a: i32, %buf: !ttg.memdesc<128xi32, #shared1d, #smem, mutable>) -> i32 {
  // CHECK: %[[R:.*]]:2 = ttg.warp_specialize(%{{.*}}, %{{.*}}) attributes {requestedRegisters = array<i32: 48, 24>, warpGroupStartIds = array<i32: 4, 6>}
  // CHECK-NEXT: default {
  // CHECK: ttg.warp_yield %{{.*}}, %{{.*}} : i32, i32
  // CHECK-NEXT: }
  // CHECK-NEXT: partition0(%[[P0A:.*]]: i32, %[[P0B:.*]]: !ttg.memdesc<128xi32, #{{.*}}, #[[SMEM]], mutable>) num_warps(2) {
  // CHECK: ttg.local_store %{{.*}}, %[[P0B]] : tensor<128xi32, #{{.*}}> -> !ttg.memdesc<128xi32
  // CHECK: ttg.warp_return
  // CHECK-NEXT: }
  // CHECK-NEXT: partition1(%{{.*}}: i32, %{{.*}}: !ttg.memdesc<128xi32, #{{.*}}, #[[SMEM]], mutable>) num_warps(1) {
  // CHECK: ttg.warp_return
  // CHECK-NEXT: } : (i32, !ttg.memdesc<128xi32, #{{.*}}, #[[SMEM]], mutable>) -> (i32, i32)
  %r:2 = ttg.warp_specialize(%a, %buf) attributes {warpGroupStartIds = array<i32: 4, 6>, requestedRegisters = array<i32: 48, 24>}
  default {
    %c = arith.addi %a, %a : i32
    ttg.warp_yield %c, %a : i32, i32
  }
  partition0(%x: i32, %smem: !ttg.memdesc<128xi32, #shared1d, #smem, mutable>) num_warps(2) {
    %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked1d2w>
    ttg.local_store %range, %smem : tensor<128xi32, #blocked1d2w> -> !ttg.memdesc<128xi32, #shared1d, #smem, mutable>
    ttg.warp_return
  }
  partition1(%y: i32, %smem: !ttg.memdesc<128xi32, #shared1d, #smem, mutable>) num_warps(1) {
    %t = ttg.local_load %smem : !ttg.memdesc<128xi32, #shared1d, #smem, mutable> -> tensor<128xi32, #blocked1d1w>
    ttg.warp_return
  } : (i32, !ttg.memdesc<128xi32, #shared1d, #smem, mutable>) -> (i32, i32)
  tt.return %r#0 : i32
}

// CHECK-LABEL: tt.func @warp_specialize_no_results
tt.func @warp_specialize_no_results() {
  // CHECK: ttg.warp_specialize()
  // CHECK-NEXT: default {
  // CHECK-NEXT: ttg.warp_yield{{ ?$}}
  // CHECK-NEXT: }
  // CHECK-NEXT: partition0() num_warps(4) {
  // CHECK-NEXT: ttg.warp_return
  // CHECK-NEXT: } : () -> ()
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(4) {
    ttg.warp_return
  } : () -> ()
  tt.return
}

// CHECK-LABEL: tt.func @pipelining
tt.func @pipelining(%iv: i32, %ub: i32, %step: i32, %v: i32) -> i32 {
  // CHECK: %[[P:.*]] = ttg.predicate_stage %{{.*}}, %{{.*}}, %{{.*}} maxStage 2 stage 0 : i32 -> i1
  %p = ttg.predicate_stage %iv, %ub, %step maxStage 2 stage 0 : i32 -> i1
  // ttg.mask has no custom syntax in Triton 3.6: it prints in generic form.
  // CHECK: %[[M:.*]] = "ttg.mask"(%[[P]]) ({
  // CHECK-NEXT: %[[S:.*]] = arith.addi
  // CHECK-NEXT: ttg.mask.return %[[S]] : i32
  // CHECK-NEXT: }) : (i1) -> i32
  %m = "ttg.mask"(%p) ({
    %s = arith.addi %v, %v : i32
    ttg.mask.return %s : i32
  }) : (i1) -> i32
  // CHECK: "ttg.mask"(%[[P]]) ({
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.mask.return{{ ?$}}
  // CHECK-NEXT: }) : (i1) -> ()
  "ttg.mask"(%p) ({
    ttg.local_barrier
    ttg.mask.return
  }) : (i1) -> ()
  // CHECK: ttg.local_barrier
  ttg.local_barrier
  tt.return %m : i32
}

// The `tt` shape ops check their result encodings through the `ttg`
// layout inference.
// CHECK-LABEL: tt.func @tt_shape_ops
tt.func @tt_shape_ops(%x: tensor<32x32xf32, #blocked>, %m: tensor<32x32xf32, #mma>) {
  // CHECK: %[[R:.*]] = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #[[BLOCKED]]}>>
  %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
  // CHECK: tt.expand_dims %[[R]] {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #[[BLOCKED]]}>> -> tensor<32x1xi32, #[[BLOCKED]]>
  %e = tt.expand_dims %r {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
  // CHECK: "tt.reduce"(%{{.*}}) <{axis = 1 : i32}> ({
  // CHECK: }) : (tensor<32x32xf32, #[[BLOCKED]]>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[BLOCKED]]}>>
  %red = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  // CHECK: "tt.reduce"(%{{.*}}) <{axis = 0 : i32}> ({
  // CHECK: }) : (tensor<32x32xf32, #[[MMAV2]]>) -> tensor<32xf32, #ttg.slice<{dim = 0, parent = #[[MMAV2]]}>>
  %redMma = "tt.reduce"(%m) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.maxnumf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<32x32xf32, #mma>) -> tensor<32xf32, #ttg.slice<{dim = 0, parent = #mma}>>
  // CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<32x32xf32, #[[BLOCKED]]> -> tensor<32x32xf32, #[[BLOCKEDT]]>
  %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blockedT>
  // CHECK: %[[J:.*]] = tt.join %{{.*}}, %{{.*}} : tensor<32x32xf32, #[[BLOCKED]]> -> tensor<32x32x2xf32, #[[BLOCKED3D]]>
  %j = tt.join %x, %x : tensor<32x32xf32, #blocked> -> tensor<32x32x2xf32, #blocked3d>
  // CHECK: tt.split %[[J]] : tensor<32x32x2xf32, #[[BLOCKED3D]]> -> tensor<32x32xf32, #[[BLOCKED]]>
  %lo, %hi = tt.split %j : tensor<32x32x2xf32, #blocked3d> -> tensor<32x32xf32, #blocked>
  // A join may keep the pair anywhere in the thread's registers (here after
  // the row's four): splitting the result back gives the operands' layout.
  // CHECK: tt.join %{{.*}}, %{{.*}} : tensor<32x32xf32, #[[BLOCKED]]> -> tensor<32x32x2xf32, #[[BLOCKED3DP]]>
  %jp = tt.join %x, %x : tensor<32x32xf32, #blocked> -> tensor<32x32x2xf32, #blocked3dPairOuter>
  // Encodings no named one describes are linear; the result may be written
  // as any encoding that places the elements the same way.
  // CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<32x32xf32, #[[MMAV2]]> -> tensor<32x32xf32, #[[LINEART]]>
  %tm = tt.trans %m {order = array<i32: 1, 0>} : tensor<32x32xf32, #mma> -> tensor<32x32xf32, #linearT>
  // CHECK: %[[JM:.*]] = tt.join %{{.*}}, %{{.*}} : tensor<32x32xf32, #[[MMAV2]]> -> tensor<32x32x2xf32, #[[LINEARJ]]>
  %jm = tt.join %m, %m : tensor<32x32xf32, #mma> -> tensor<32x32x2xf32, #linearJ>
  // CHECK: tt.split %[[JM]] : tensor<32x32x2xf32, #[[LINEARJ]]> -> tensor<32x32xf32, #[[MMAV2]]>
  %lom, %him = tt.split %jm : tensor<32x32x2xf32, #linearJ> -> tensor<32x32xf32, #mma>
  tt.return
}

// CHECK-LABEL: tt.func @fma_dot
tt.func @fma_dot(%a: tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>,
                 %b: tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>,
                 %c: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #blocked> {
  // CHECK: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #[[BLOCKED]]}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #[[BLOCKED]]}>> -> tensor<32x32xf32, #[[BLOCKED]]>
  %d = tt.dot %a, %b, %c : tensor<32x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<16x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
  tt.return %d : tensor<32x32xf32, #blocked>
}

}

// -----

// A cluster of two CTAs: `CGALayout` gives the block bases of each encoding
// and prints only when there is more than one CTA.

// CHECK-DAG: #[[CBLOCKED:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-DAG: #[[CBLOCKEDT:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-DAG: #[[CBLOCKED3D:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0], CGALayout = {{\[\[}}1, 0, 0]]}>
// CHECK-DAG: #[[CBCAST:blocked[0-9]*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 0]]}>
// CHECK-DAG: #[[CMMA:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = {{\[\[}}1, 0]], instrShape = [16, 64, 16]}>
// CHECK-DAG: #[[CSWIZZLED:shared[0-9]*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-DAG: #[[CNVMMA:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = {{\[\[}}1, 0]]}>
// CHECK-DAG: #[[CNVMMA3:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = {{\[\[}}0, 1, 0]]}>
// CHECK-DAG: #[[CSHLINEAR:shared[0-9]*]] = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [1, 0]], block = {{\[\[}}2, 0]]}, alignment = 16>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#blockedT = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1], CGALayout = [[0, 1]]}>
#blocked3d = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0], CGALayout = [[1, 0, 0]]}>
#broadcast = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16], CGALayout = [[1, 0]]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0], CGALayout = [[0, 1]]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0]]}>
#nvmma3 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, rank = 3, CGALayout = [[0, 1, 0]]}>
#sharedLinear = #ttg.shared_linear<{offset = [[0, 1], [1, 0]], block = [[2, 0]]}>
#smem = #ttg.shared_memory

// CHECK: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// CHECK-LABEL: tt.func @cluster_encodings
// CHECK-SAME: tensor<64x32xf32, #[[CBLOCKED]]>
// CHECK-SAME: tensor<64x32xf32, #[[CBCAST]]>
// CHECK-SAME: tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[CBLOCKED]]}>>
// CHECK-SAME: tensor<128x64xf32, #[[CMMA]]>
// CHECK-SAME: tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #[[CMMA]], kWidth = 2}>>
// CHECK-SAME: !ttg.memdesc<64x64xf16, #[[CSWIZZLED]], #smem, mutable>
// CHECK-SAME: !ttg.memdesc<128x64xf16, #[[CNVMMA]], #smem>
// CHECK-SAME: !ttg.memdesc<2x128x64xf16, #[[CNVMMA3]], #smem>
// CHECK-SAME: !ttg.memdesc<4x2xf16, #[[CSHLINEAR]], #smem>
tt.func @cluster_encodings(
    %blocked: tensor<64x32xf32, #blocked>,
    %broadcast: tensor<64x32xf32, #broadcast>,
    %slice: tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>,
    %mma: tensor<128x64xf32, #mma>,
    %dotA: tensor<128x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>,
    %swizzled: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>,
    %nvmma: !ttg.memdesc<128x64xf16, #nvmma, #smem>,
    %nvmma3: !ttg.memdesc<2x128x64xf16, #nvmma3, #smem>,
    %sharedLinear: !ttg.memdesc<4x2xf16, #sharedLinear, #smem>) {
  tt.return
}

// Transposing and joining carry the CTA bases along.
// CHECK-LABEL: tt.func @cluster_shape_ops
tt.func @cluster_shape_ops(%x: tensor<64x32xf32, #blocked>) {
  // CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<64x32xf32, #[[CBLOCKED]]> -> tensor<32x64xf32, #[[CBLOCKEDT]]>
  %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<64x32xf32, #blocked> -> tensor<32x64xf32, #blockedT>
  // CHECK: tt.join %{{.*}}, %{{.*}} : tensor<64x32xf32, #[[CBLOCKED]]> -> tensor<64x32x2xf32, #[[CBLOCKED3D]]>
  %j = tt.join %x, %x : tensor<64x32xf32, #blocked> -> tensor<64x32x2xf32, #blocked3d>
  // CHECK: ttg.convert_layout %{{.*}} : tensor<64x32xf32, #[[CBLOCKED]]> -> tensor<64x32xf32, #[[CBCAST]]>
  %c = ttg.convert_layout %x : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #broadcast>
  tt.return
}

}

// -----

// A subslice may name its tile as a buffer of its own shape (no allocation
// shape), as Triton also writes it, when the source stores the tile as one:
// whole rows of an 8-row swizzle, or whole 8-row atoms of an nvmma buffer,
// at a whole tile's offset.
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// CHECK-LABEL: tt.func @own_buffer_tiles
tt.func @own_buffer_tiles(%s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %n: !ttg.memdesc<256x64xf16, #nvmma, #smem>) {
  // CHECK: ttg.memdesc_subslice %{{.*}}[32, 0] : !ttg.memdesc<64x64xf16, #{{.*}}, #{{.*}}, mutable> -> !ttg.memdesc<16x64xf16, #{{.*}}, #{{.*}}, mutable>
  %0 = ttg.memdesc_subslice %s[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared, #smem, mutable>
  // CHECK: ttg.memdesc_subslice %{{.*}}[64, 0] : !ttg.memdesc<256x64xf16, #{{.*}}, #{{.*}}> -> !ttg.memdesc<32x64xf16, #{{.*}}, #{{.*}}>
  %1 = ttg.memdesc_subslice %n[64, 0] : !ttg.memdesc<256x64xf16, #nvmma, #smem> -> !ttg.memdesc<32x64xf16, #nvmma, #smem>
  tt.return
}

// -----

// Any nvidia_mma version and instrShape parses and prints back, as in
// Triton 3.6; only mma.sync's and wgmma's have a register layout, so the
// others live on tensors no pass lays out and the lowering refuses
// (Conversion/TritonGPUToLLVM/invalid.mlir).
// CHECK-DAG: #[[V1:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[V3NOK:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
// CHECK-DAG: #[[V2WIDE:mma[0-9]*]] = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16]}>
#v1 = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#v3nok = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#v2wide = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: tt.func @other_mma_forms
  // CHECK-SAME: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #[[V1]]}>>
  // CHECK-SAME: tensor<64x64xf32, #[[V3NOK]]>
  // CHECK-SAME: tensor<64x32xf32, #[[V2WIDE]]>
  tt.func @other_mma_forms(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #v1}>>,
                           %b: tensor<64x64xf32, #v3nok>, %c: tensor<64x32xf32, #v2wide>) {
    tt.return
  }
}

// -----

// An nvmma_shared encoding without elementBitWidth parses, as in Triton 3.6
// (whose parser leaves the width unset); it lays out 16-bit elements.
// CHECK-DAG: #[[NOWIDTH:shared[0-9]*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#nowidth = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // CHECK-LABEL: tt.func @nvmma_without_width
  // CHECK-SAME: !ttg.memdesc<64x32xf16, #[[NOWIDTH]], #smem>
  tt.func @nvmma_without_width(%a: !ttg.memdesc<64x32xf16, #nowidth, #smem>) {
    tt.return
  }
}
