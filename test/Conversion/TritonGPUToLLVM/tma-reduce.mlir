// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// TMA reductions (async_tma_reduce, what triton-nvidia-tma-lowering makes of
// tt.descriptor_reduce) go out in the boxes of a TMA store: box w from the
// lane elect.sync picks in warp w (threads below 32 x the box count), all
// of them one
// (Triton 3.6's spelling, no load mode), its shared address the box's
// origin in the buffer and its coordinates the op's plus that origin,
// innermost first, both bit maps of the warp id; then every thread commits its boxes as one bulk group,
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
// CHECK-DAG: %[[C5:.*]] = llvm.mlir.constant(5 : i32) : i32
// CHECK-DAG: %[[C14:.*]] = llvm.mlir.constant(14 : i32) : i32
// CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
// CHECK: nvvm.fence.proxy
// CHECK: %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK: %[[TID:.*]] = llvm.and
// CHECK-NEXT: %[[WARPS:.*]] = llvm.icmp "ult" %[[TID]], %[[C128]] : i32
// CHECK-NEXT: %[[ISSUER:.*]] = llvm.and %[[ELECT]], %[[WARPS]] : i1
// CHECK-NEXT: %[[WARP:.*]] = ttg.warp_id
// CHECK-NEXT: %[[BOX:.*]] = llvm.and %[[WARP]], %[[C3]] : i32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.shl %[[BOX]], %[[C14]] : i32
// CHECK-NEXT: %[[SRC:.*]] = llvm.getelementptr %[[SMEM]][%[[BYTES]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[COLUMNS:.*]] = llvm.shl %[[BOX]], %[[C5]] : i32
// CHECK-NEXT: %[[X:.*]] = llvm.add %arg2, %[[COLUMNS]] : i32
// CHECK-NEXT: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %[[ISSUER]], %arg0, %[[X]], %arg1, %[[SRC]] : (i1, !llvm.ptr, i32, i32, !llvm.ptr<3>) -> !llvm.void
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
// CHECK-DAG: %[[C8192:.*]] = llvm.mlir.constant(8192 : i32) : i32
// CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: llvm.icmp "ult" %{{.*}}, %[[C64]] : i32
// CHECK: ttg.warp_id
// CHECK-NEXT: llvm.and
// CHECK-NEXT: %[[FIRST:.*]] = llvm.icmp "eq"
// CHECK-NEXT: %[[BYTES:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C8192]] : i1, i32
// CHECK-NEXT: %[[SRC:.*]] = llvm.getelementptr %{{.*}}[%[[BYTES]]]
// CHECK-NEXT: %[[COLUMNS:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C32]] : i1, i32
// CHECK-NEXT: %[[X:.*]] = llvm.add %arg2, %[[COLUMNS]] : i32
// CHECK-NEXT: "@$0 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %{{.*}}, %arg0, %[[X]], %arg1, %[[SRC]]
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
// CHECK-DAG: %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-DAG: %[[C2048:.*]] = llvm.mlir.constant(2048 : i32) : i32
// CHECK: ttg.warp_id
// CHECK-NEXT: llvm.and
// CHECK-NEXT: %[[FIRST:.*]] = llvm.icmp "eq"
// CHECK-NEXT: %[[BYTES:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C2048]] : i1, i32
// CHECK-NEXT: %[[SRC:.*]] = llvm.getelementptr %{{.*}}[%[[BYTES]]]
// CHECK-NEXT: %[[ROWS:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C256]] : i1, i32
// CHECK-NEXT: %[[I1:.*]] = llvm.add %arg1, %[[ROWS]] : i32
// CHECK-NEXT: "@$0 cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.bulk_group [$1, {$2}], [$3];", "b,l,r,r" %{{.*}}, %arg0, %[[I1]], %[[SRC]]
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
