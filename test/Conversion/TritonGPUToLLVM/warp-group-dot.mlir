// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse --convert-nv-gpu-to-llvm | FileCheck %s

// Hopper warp_group_dot: SS, f16, sync. A 64x32 K-major with a 64-byte
// swizzle: stride byte offset 8 rows x 64 B = 512 (0x20 << 32), mode 2
// (bits 62-63), K steps of 32 bytes (+2). B 32x64 N-major with a 128-byte
// swizzle: SBO 1024 (0x40 << 32), mode 1, K steps of 16 rows x 128 B
// (+0x80), transpose-B 1. Triton's own PTX for this kernel has the same
// four constants. The zero accumulator is not read (scale-d 0, no tied
// inputs); the second step ties the first's outputs; a sync dot ends with
// a commit and a wait that ties every accumulator register.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @ss_f16_sync
  // CHECK-DAG: llvm.mlir.constant(-9223371899415822336 : i64)
  // CHECK-DAG: llvm.mlir.constant(-9223371899415822334 : i64)
  // CHECK-DAG: llvm.mlir.constant(4611686293305294848 : i64)
  // CHECK-DAG: llvm.mlir.constant(4611686293305294976 : i64)
  tt.func public @ss_f16_sync(%x: tensor<64x32xf16, #blocked>, %y: tensor<32x64xf16, #blocked>, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #sa, #smem>
    %b = ttg.local_alloc %y : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #sb, #smem>
    // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
    ttng.fence_async_shared {bCluster = false}
    // One warpgroup: no descriptor depends on the warp, so no warp-id shuffle.
    // CHECK-NOT: nvvm.shfl.sync
    // CHECK: %[[A:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<3> to i32
    // CHECK: llvm.lshr %[[A]], %{{.*}} : i32
    // CHECK: llvm.and %{{.*}} : i32
    // CHECK: llvm.zext %{{.*}} : i32 to i64
    // CHECK: nvvm.wgmma.fence.aligned
    // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,{{.*}},$31}, $32, $33, 0, 1, 1, 0, 1;", "=f,{{(=f,)+}}l,l"
    // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,{{.*}},$31}, $64, $65, $66, 1, 1, 0, 1;", "=f,{{(=f,)+}}0,1,2,{{.*}},31,l,l,b"
    // CHECK-NEXT: llvm.extractvalue
    // CHECK-NOT: wgmma.mma_async
    // CHECK: nvvm.wgmma.commit.group.sync.aligned
    // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,{{.*}},$31\0A\09wgmma.wait_group.sync.aligned 0;", "=f,{{(=f,)+}}0,1,2,{{.*}},31"
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #sa, #smem> * !ttg.memdesc<32x64xf16, #sb, #smem> -> tensor<64x64xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}

// -----

// A transposed through memdesc_trans (M-major, transpose-A 1), two
// warpgroups (8 warps along M), isAsync, then warp_group_dot_wait. The
// second warpgroup's rows 64..127 are the next 64-column swizzle tile of the
// K x M buffer, 32 rows x 128 B = 4096 bytes on: warp id bit 2 << 10. The
// dot ends with its commit and no wait; the wait op waits for all but one
// group and ties the accumulator; the memdescs pass through.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 64, 16]}>
#sa = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#sat = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @trans_a_async
  tt.func public @trans_a_async(%x: tensor<32x128xf16, #blocked>, %y: tensor<32x64xf16, #blocked>, %c: tensor<128x64xf32, #mma>, %out: !tt.ptr<f32>) {
    %at = ttg.local_alloc %x : (tensor<32x128xf16, #blocked>) -> !ttg.memdesc<32x128xf16, #sa, #smem>
    %a = ttg.memdesc_trans %at {order = array<i32: 1, 0>} : !ttg.memdesc<32x128xf16, #sa, #smem> -> !ttg.memdesc<128x32xf16, #sat, #smem>
    %b = ttg.local_alloc %y : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #sa, #smem>
    ttng.fence_async_shared {bCluster = false}
    // CHECK: %[[BASE:.*]] = llvm.ptrtoint
    // CHECK: %[[WARP:.*]] = nvvm.shfl.sync idx
    // CHECK: %[[BIT:.*]] = llvm.and %[[WARP]], %{{.*}} : i32
    // CHECK: %[[CLEAR:.*]] = llvm.icmp "eq" %[[BIT]], %{{.*}} : i32
    // CHECK: %[[OFFSET:.*]] = llvm.select %[[CLEAR]], %{{.*}}, %{{.*}} : i1, i32
    // CHECK: llvm.add %[[BASE]], %[[OFFSET]] : i32
    // CHECK: nvvm.wgmma.fence.aligned
    // CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,{{.*}},$31}, $64, $65, $66, 1, 1, 1, 1;
    // CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,{{.*}},$31}, $64, $65, $66, 1, 1, 1, 1;
    // CHECK: nvvm.wgmma.commit.group.sync.aligned
    // CHECK-NEXT: "// wait for regs: $0,{{.*}},$31\0A\09wgmma.wait_group.sync.aligned 1;", "=f,{{(=f,)+}}0,1,2,{{.*}},31"
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x32xf16, #sat, #smem> * !ttg.memdesc<32x64xf16, #sa, #smem> -> tensor<128x64xf32, #mma>
    %w:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 1 : i32} : tensor<128x64xf32, #mma>, !ttg.memdesc<128x32xf16, #sat, #smem>, !ttg.memdesc<32x64xf16, #sa, #smem>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<128x64x!tt.ptr<f32>, #mma>
    tt.store %p, %w#0 : tensor<128x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}

// -----

// Small swizzles. A 64x16 K-major, 32-byte swizzle: SBO 8 x 32 B = 256,
// mode 3 (0xc000001000000000). Without swizzling the atom is a core matrix
// of 8 rows x 16 bytes: B 16x32 N-major: LBO 128 (the next 8 K rows), SBO
// 256 (the next 8 columns, 16 rows on: 0x1000080000); A 64x16 K-major:
// LBO 1024 (the next 8 K columns, 64 rows on), SBO 128 (0x800400000); B
// K-major through memdesc_trans of a 32x16 buffer: LBO 512, SBO 128
// (0x800200000), transpose-B 0.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s32 = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 16}>
#s0 = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 16}>
#s0t = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @small_swizzles
  // CHECK-DAG: llvm.mlir.constant(-4611685949707911168 : i64)
  // CHECK-DAG: llvm.mlir.constant(68720001024 : i64)
  // CHECK-DAG: llvm.mlir.constant(34363932672 : i64)
  // CHECK-DAG: llvm.mlir.constant(34361835520 : i64)
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {{.*}}, 1, 1, 0, 1;
  // CHECK: wgmma.wait_group.sync.aligned 0;
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 {{.*}}, 1, 1, 0, 0;
  tt.func public @small_swizzles(%x: tensor<64x16xf16, #blocked>, %y: tensor<16x32xf16, #blocked>, %z: tensor<32x16xf16, #blocked>, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x16xf16, #blocked>) -> !ttg.memdesc<64x16xf16, #s32, #smem>
    %a0 = ttg.local_alloc %x : (tensor<64x16xf16, #blocked>) -> !ttg.memdesc<64x16xf16, #s0, #smem>
    %b = ttg.local_alloc %y : (tensor<16x32xf16, #blocked>) -> !ttg.memdesc<16x32xf16, #s0, #smem>
    %bt0 = ttg.local_alloc %z : (tensor<32x16xf16, #blocked>) -> !ttg.memdesc<32x16xf16, #s0, #smem>
    %bk = ttg.memdesc_trans %bt0 {order = array<i32: 1, 0>} : !ttg.memdesc<32x16xf16, #s0, #smem> -> !ttg.memdesc<16x32xf16, #s0t, #smem>
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x16xf16, #s32, #smem> * !ttg.memdesc<16x32xf16, #s0, #smem> -> tensor<64x32xf32, #mma>
    %e = ttng.warp_group_dot %a0, %bk, %d {inputPrecision = 0 : i32} : !ttg.memdesc<64x16xf16, #s0, #smem> * !ttg.memdesc<16x32xf16, #s0t, #smem> -> tensor<64x32xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #mma>
    tt.store %p, %e : tensor<64x32x!tt.ptr<f32>, #mma>
    tt.return
  }
}


// -----

// The RS form: A in registers, a dot_op of the v3 accumulator's layout
// (Triton's P @ V in attention). Each instruction takes 4 words of A, each 2
// f16 packed in K order; PTX has no transpose-A immediate for it. C is read
// (scale-d 1, tied).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#sb = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @rs_f16
  // CHECK-COUNT-8: llvm.bitcast %{{.*}} : vector<2xf16> to i32
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,{{.*}},$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;", "=f,{{(=f,)+}}0,1,{{.*}},31,r,r,r,r,l,b"
  // CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0,{{.*}},$31}, {$64,$65,$66,$67}, $68, $69, 1, 1, 1;
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  tt.func public @rs_f16(%x: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %y: tensor<32x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>, %out: !tt.ptr<f32>) {
    %b = ttg.local_alloc %y : (tensor<32x64xf16, #blocked>) -> !ttg.memdesc<32x64xf16, #sb, #smem>
    %d = ttng.warp_group_dot %x, %b, %c {inputPrecision = 0 : i32} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #sb, #smem> -> tensor<64x64xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}


// -----

// tf32 (f32 operands, inputPrecision tf32): K-major only, no transpose
// immediates. useC is a run-time i1: the first step's scale-d.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 8]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#st = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @tf32_use_c
  // CHECK: nvvm.wgmma.fence.aligned
  // useC is scale-d itself, a predicate ("b").
  // CHECK: "wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {$0,{{.*}},$15}, $32, $33, $34, 1, 1;", "=f,{{(=f,)+}}0,1,{{.*}},15,l,l,b" {{.*}}, %arg3 :
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k8.f32.tf32.tf32 {{.*}}, "=f,{{(=f,)+}}0,1,{{.*}},15,l,l,b"
  tt.func public @tf32_use_c(%x: tensor<64x16xf32, #blocked>, %y: tensor<32x16xf32, #blocked>, %c: tensor<64x32xf32, #mma>, %use: i1, %out: !tt.ptr<f32>) {
    %a = ttg.local_alloc %x : (tensor<64x16xf32, #blocked>) -> !ttg.memdesc<64x16xf32, #s, #smem>
    %bt = ttg.local_alloc %y : (tensor<32x16xf32, #blocked>) -> !ttg.memdesc<32x16xf32, #s, #smem>
    %b = ttg.memdesc_trans %bt {order = array<i32: 1, 0>} : !ttg.memdesc<32x16xf32, #s, #smem> -> !ttg.memdesc<16x32xf32, #st, #smem>
    %d = ttng.warp_group_dot %a, %b, %c, %use {inputPrecision = 0 : i32} : !ttg.memdesc<64x16xf32, #s, #smem> * !ttg.memdesc<16x32xf32, #st, #smem> -> tensor<64x32xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<64x32x!tt.ptr<f32>, #mma>
    tt.return
  }
}


// -----

// fp8 (e4m3 x e5m2) with maxNumImpreciseAcc = 32 <= K = 128: each 32-wide
// K step accumulates into a fresh f32 run (not tied, scale-d 0), its own
// commit group, added to the tile in f32. Two runs are in flight: a run's
// add waits for its group alone (wait_group 1) while the next one computes,
// and a fence follows every add.


#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 32]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#st = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @fp8_partial
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e5m2 {$0,{{.*}},$15}, $16, $17, 0, 1, 1;", "=f,{{(=f,)+}}l,l"
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NOT: wait_group
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e5m2 {$0,{{.*}},$15}, $16, $17, 0, 1, 1;", "=f,{{(=f,)+}}l,l"
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NOT: llvm.fadd
  // CHECK: wgmma.wait_group.sync.aligned 1;"
  // CHECK-NOT: llvm.fadd
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e5m2
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK: wgmma.wait_group.sync.aligned 1;"
  // CHECK-COUNT-16: llvm.fadd
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k32.f32.e4m3.e5m2
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK: wgmma.wait_group.sync.aligned 1;"
  // CHECK-COUNT-16: llvm.fadd
  // CHECK: wgmma.wait_group.sync.aligned 0;"
  // CHECK-COUNT-16: llvm.fadd
  // CHECK-NOT: wgmma.mma_async
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  tt.func public @fp8_partial(%x: tensor<64x128xf8E4M3FN, #blocked>, %y: tensor<32x128xf8E5M2, #blocked>, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<64x128xf8E4M3FN, #s, #smem>
    %bt = ttg.local_alloc %y : (tensor<32x128xf8E5M2, #blocked>) -> !ttg.memdesc<32x128xf8E5M2, #s, #smem>
    %b = ttg.memdesc_trans %bt {order = array<i32: 1, 0>} : !ttg.memdesc<32x128xf8E5M2, #s, #smem> -> !ttg.memdesc<128x32xf8E5M2, #st, #smem>
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32, maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #s, #smem> * !ttg.memdesc<128x32xf8E5M2, #st, #smem> -> tensor<64x32xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<64x32x!tt.ptr<f32>, #mma>
    tt.return
  }
}


// -----

// The same with a 64x256 tile (128 words a thread) and runs of 64: the tile
// and two runs would not fit in 192 registers, so one run is in flight and
// each is waited for (wait_group 0) before its add and the next run.


#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 256, 32]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#st = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @fp8_partial_one_in_flight
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e5m2
  // CHECK-NOT: commit
  // CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e5m2 {{.*}}, $256, $257, $258, 1, 1;"
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NOT: wgmma.mma_async
  // CHECK: wgmma.wait_group.sync.aligned 0;"
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e5m2 {{.*}}, $128, $129, 0, 1, 1;"
  // CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e5m2
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  // CHECK-NOT: wgmma.mma_async
  // CHECK: wgmma.wait_group.sync.aligned 0;"
  // CHECK-COUNT-128: llvm.fadd
  // CHECK-NOT: wgmma.mma_async
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  tt.func public @fp8_partial_one_in_flight(%x: tensor<64x128xf8E4M3FN, #blocked>, %y: tensor<256x128xf8E5M2, #blocked>, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x256xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x128xf8E4M3FN, #blocked>) -> !ttg.memdesc<64x128xf8E4M3FN, #s, #smem>
    %bt = ttg.local_alloc %y : (tensor<256x128xf8E5M2, #blocked>) -> !ttg.memdesc<256x128xf8E5M2, #s, #smem>
    %b = ttg.memdesc_trans %bt {order = array<i32: 1, 0>} : !ttg.memdesc<256x128xf8E5M2, #s, #smem> -> !ttg.memdesc<128x256xf8E5M2, #st, #smem>
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32, maxNumImpreciseAcc = 64 : i32} : !ttg.memdesc<64x128xf8E4M3FN, #s, #smem> * !ttg.memdesc<128x256xf8E5M2, #st, #smem> -> tensor<64x256xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<64x256x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<64x256x!tt.ptr<f32>, #mma>
    tt.return
  }
}


// -----

// i8 x i8 -> i32 (s8): no scale or transpose immediates, 'r' registers.


#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 32]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 8}>
#st = #ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @i8
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k32.s32.s8.s8 {$0,{{.*}},$15}, $16, $17, 0;", "=r,{{(=r,)+}}l,l"
  // CHECK: wgmma.wait_group.sync.aligned 0;", "=r,{{(=r,)+}}0,1,{{.*}},15"
  tt.func public @i8(%x: tensor<64x32xi8, #blocked>, %y: tensor<32x32xi8, #blocked>, %out: !tt.ptr<i32>) {
    %cst = arith.constant dense<0> : tensor<64x32xi32, #mma>
    %a = ttg.local_alloc %x : (tensor<64x32xi8, #blocked>) -> !ttg.memdesc<64x32xi8, #s, #smem>
    %bt = ttg.local_alloc %y : (tensor<32x32xi8, #blocked>) -> !ttg.memdesc<32x32xi8, #s, #smem>
    %b = ttg.memdesc_trans %bt {order = array<i32: 1, 0>} : !ttg.memdesc<32x32xi8, #s, #smem> -> !ttg.memdesc<32x32xi8, #st, #smem>
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xi8, #s, #smem> * !ttg.memdesc<32x32xi8, #st, #smem> -> tensor<64x32xi32, #mma>
    %p = tt.splat %out : !tt.ptr<i32> -> tensor<64x32x!tt.ptr<i32>, #mma>
    tt.store %p, %d : tensor<64x32x!tt.ptr<i32>, #mma>
    tt.return
  }
}


// -----

// An f16 accumulator: pairs of f16 in one 32-bit register, as PTX's
// fragment holds them.


#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @f16_acc
  // CHECK-COUNT-8: llvm.bitcast %{{.*}} : vector<2xf16> to i32
  // CHECK: wgmma.mma_async.sync.aligned.m64n32k16.f16.f16.f16 {$0,{{.*}},$7}, $16, $17, $18, 1, 1, 0, 1;", "=r,{{(=r,)+}}0,1,{{.*}},7,l,l,b"
  // CHECK: wgmma.wait_group.sync.aligned 0;", "=r,{{(=r,)+}}0,1,{{.*}},7"
  // CHECK-COUNT-8: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
  tt.func public @f16_acc(%x: tensor<64x32xf16, #blocked>, %y: tensor<32x32xf16, #blocked>, %c: tensor<64x32xf16, #mma>, %out: !tt.ptr<f16>) {
    %a = ttg.local_alloc %x : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #s, #smem>
    %b = ttg.local_alloc %y : (tensor<32x32xf16, #blocked>) -> !ttg.memdesc<32x32xf16, #s, #smem>
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #s, #smem> * !ttg.memdesc<32x32xf16, #s, #smem> -> tensor<64x32xf16, #mma>
    %p = tt.splat %out : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #mma>
    tt.store %p, %d : tensor<64x32x!tt.ptr<f16>, #mma>
    tt.return
  }
}

// -----

// Warpgroups side by side along N (warpsPerCTA [4, 2]) and repetitions
// along both M and N: 2 x 2 tiles of m64n64, 4 K steps each. A's second M
// tile starts 64 rows x 128 B = 8192 bytes on (+0x200); B's N tiles are
// 64-column swizzle tiles of 8192 bytes: the second warpgroup's (N + 64)
// is a run-time offset from the warp id, the second repetition (N + 128)
// is +0x400 in the descriptor, +0x80 per K step.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 64, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @warps_along_n
  // CHECK-DAG: llvm.mlir.constant(4611686293305295360 : i64)
  // CHECK-DAG: llvm.mlir.constant(4611686293305295872 : i64)
  // CHECK-DAG: llvm.mlir.constant(4611686293305296256 : i64)
  // CHECK: nvvm.wgmma.fence.aligned
  // CHECK-COUNT-16: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
  // CHECK-NOT: wgmma.mma_async
  // CHECK: nvvm.wgmma.commit.group.sync.aligned
  tt.func public @warps_along_n(%x: tensor<128x64xf16, #blocked>, %y: tensor<64x256xf16, #blocked>, %out: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<128x256xf32, #mma>
    %a = ttg.local_alloc %x : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #s, #smem>
    %b = ttg.local_alloc %y : (tensor<64x256xf16, #blocked>) -> !ttg.memdesc<64x256xf16, #s, #smem>
    %d = ttng.warp_group_dot %a, %b, %cst {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #s, #smem> * !ttg.memdesc<64x256xf16, #s, #smem> -> tensor<128x256xf32, #mma>
    %p = tt.splat %out : !tt.ptr<f32> -> tensor<128x256x!tt.ptr<f32>, #mma>
    tt.store %p, %d : tensor<128x256x!tt.ptr<f32>, #mma>
    tt.return
  }
}
