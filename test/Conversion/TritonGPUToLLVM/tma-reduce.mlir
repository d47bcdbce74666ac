// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// TMA reductions (async_tma_reduce, what triton-nvidia-tma-lowering makes of
// tt.descriptor_reduce) go out in the boxes of a TMA store: box k from the
// lane elect.sync picks in warp k mod num_warps, one
// cp.reduce.async.bulk.tensor.<N>d.global.shared::cta.<kind>.bulk_group
// (Triton 3.6's spelling, no load mode), its shared address the box's
// origin in the buffer and its coordinates the op's plus that origin,
// innermost first; then every thread commits its boxes as one bulk group,
// and async_tma_store_wait waits for the group to be read in every thread.
//   - add on a 128x128 f32 block in 128-byte swizzling: four boxes of
//     128x32, 16 KiB apart in shared memory and 32 columns apart in the
//     tensor;
//   - max on a 64x64 i32 block: two boxes of 64x32;
//   - xor on a 1-D unswizzled block of 512 i64: two boxes of 256 (the
//     largest box extent), 2 KiB apart;
//   - min on a 3-D 2x16x32 bf16 block in 64-byte swizzling: one box, three
//     coordinates, innermost first.

// CHECK-LABEL: llvm.func @add_f32
// CHECK: %[[C96:.*]] = llvm.mlir.constant(96 : i32) : i32
// CHECK: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
// CHECK: nvvm.fence.proxy
// CHECK: %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK: %[[TID:.*]] = llvm.and
// CHECK: %[[W0:.*]] = llvm.icmp "ult" %[[TID]], %[[C32]] : i32
// CHECK: %[[T0:.*]] = llvm.and %[[ELECT]], %[[W0]] : i1
// CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %[[T0]], %arg0, %arg2, %arg1, %[[SMEM]] : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
// CHECK: %[[P1:.*]] = llvm.getelementptr %[[SMEM]][16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[WARP:.*]] = llvm.udiv %[[TID]], %[[C32]] : i32
// CHECK: %[[W1:.*]] = llvm.icmp "eq" %[[WARP]], %[[C1]] : i32
// CHECK: %[[T1:.*]] = llvm.and %[[ELECT]], %[[W1]] : i1
// CHECK: %[[N1:.*]] = llvm.add %arg2, %[[C32]] : i32
// CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %[[T1]], %arg0, %[[N1]], %arg1, %[[P1]]
// CHECK: llvm.getelementptr %[[SMEM]][32768]
// CHECK: llvm.add %arg2, %[[C64]] : i32
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group
// CHECK: llvm.getelementptr %[[SMEM]][49152]
// CHECK: llvm.add %arg2, %[[C96]] : i32
// CHECK: cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group
// CHECK-NOT: cp.reduce
// CHECK: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @add_f32(%d: !tt.tensordesc<tensor<128x128xf32, #shared>>, %m: i32, %n: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128x128xf32, #shared, #smem, mutable>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_reduce add, %d[%m, %n] %buf : !tt.tensordesc<tensor<128x128xf32, #shared>>, !ttg.memdesc<128x128xf32, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}

// -----

// CHECK-LABEL: llvm.func @max_i32
// CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"
// CHECK: llvm.getelementptr %{{.*}}[8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r"
// CHECK-NOT: cp.reduce
// CHECK: nvvm.cp.async.bulk.commit.group
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @max_i32(%d: !tt.tensordesc<tensor<64x64xi32, #shared>>, %m: i32, %n: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x64xi32, #shared, #smem, mutable>
    ttng.async_tma_reduce max, %d[%m, %n] %buf : !tt.tensordesc<tensor<64x64xi32, #shared>>, !ttg.memdesc<64x64xi32, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}

// -----

// CHECK-LABEL: llvm.func @xor_i64_1d
// CHECK: %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK: "@$0 cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.bulk_group [$1, {$2}], [$3];", "b,l,r,r" %{{.*}}, %arg0, %arg1, %{{.*}}
// CHECK: llvm.getelementptr %{{.*}}[2048] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[I1:.*]] = llvm.add %arg1, %[[C256]] : i32
// CHECK: "@$0 cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.bulk_group [$1, {$2}], [$3];", "b,l,r,r" %{{.*}}, %arg0, %[[I1]], %{{.*}}
// CHECK-NOT: cp.reduce
// CHECK: nvvm.cp.async.bulk.commit.group
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @xor_i64_1d(%d: !tt.tensordesc<tensor<512xi64, #shared>>, %i: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<512xi64, #shared, #smem, mutable>
    ttng.async_tma_reduce xor, %d[%i] %buf : !tt.tensordesc<tensor<512xi64, #shared>>, !ttg.memdesc<512xi64, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}

// -----

// CHECK-LABEL: llvm.func @min_bf16_3d
// CHECK: "@$0 cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.bulk_group [$1, {$2, $3, $4}], [$5];", "b,l,r,r,r,r" %{{.*}}, %arg0, %arg3, %arg2, %arg1, %{{.*}}
// CHECK-NOT: cp.reduce
// CHECK: nvvm.cp.async.bulk.commit.group
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @min_bf16_3d(%d: !tt.tensordesc<tensor<2x16x32xbf16, #shared>>, %b: i32, %m: i32, %n: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x16x32xbf16, #shared, #smem, mutable>
    ttng.async_tma_reduce min, %d[%b, %m, %n] %buf : !tt.tensordesc<tensor<2x16x32xbf16, #shared>>, !ttg.memdesc<2x16x32xbf16, #shared, #smem, mutable>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}
