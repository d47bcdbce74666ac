// RUN: tt-opt %s -split-input-file --tritongpu-global-scratch-memory-allocation --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A device-made descriptor, a TMA load on an mbarrier and a TMA store.
//   - tensormap_create: warp 0 zeroes the op's 128 bytes of shared scratch,
//     thread 0 sets every field (box 64 x 64 innermost first, global
//     shape, byte stride, element type 6, swizzle 3), warp 0 copies the
//     descriptor to global memory with a release (no warp barrier before
//     it: the copy is .sync.aligned); the acquire is warp 0's, followed by
//     an empty bulk-async group waited for (Triton's ptxas workaround), then
//     the CTA synchronises;
//   - the 64x128 f16 block in a 128-byte-swizzled buffer is two boxes of
//     64 columns: the second 8 KiB further in shared memory and 64 columns
//     further in the tensor (coordinates innermost first). One instruction
//     sends both, on the barrier: the lane elect.sync picks in warps 0 and 1
//     (threads below 64) issues it, warp 1 at the second box's place, both
//     taken from the warp id's low bit;
//   - the mbarrier: thread 0 initialises it, arrives expecting 16384 bytes,
//     every thread spins on the parity, thread 0 invalidates it;
//   - the 128x128 f32 store: four boxes of 32 columns, box w from warp w
//     (16 KiB and 32 columns per warp, the same warp id), one instruction,
//     committed by every thread, waited for with wait_group.read;
//   - its descriptor %c is the host's: the kernel takes the CUtensorMap
//     itself, 128 bytes by value in the parameter space.

// CHECK-LABEL: llvm.func @tma
// CHECK-SAME: %arg4: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant, tt.tensordesc = !tt.tensordesc<tensor<
// CHECK-DAG: %[[C8192:.*]] = llvm.mlir.constant(8192 : i32) : i32
// CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: st.shared.b32
// CHECK: bar.warp.sync -1;
// CHECK: "@$2 tensormap.replace.tile.global_address.shared::cta.b1024.b64 [ $0 + 0 ], $1;", "r,l,b"
// CHECK: "@$1 tensormap.replace.tile.rank.shared::cta.b1024.b32 [ $0 + 0 ], 0x1;", "r,b"
// CHECK-COUNT-2: tensormap.replace.tile.box_dim.shared::cta.b1024.b32 [ $0 + 0 ], 0x{{[01]}}, $1;
// CHECK-COUNT-2: tensormap.replace.tile.global_dim.shared::cta.b1024.b32
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [ $0 + 0 ], 0x0, $1;
// CHECK-COUNT-2: tensormap.replace.tile.element_stride.shared::cta.b1024.b32
// CHECK: tensormap.replace.tile.elemtype.shared::cta.b1024.b32 [ $0 + 0 ], 0x6;
// CHECK: tensormap.replace.tile.interleave_layout.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;
// CHECK: tensormap.replace.tile.swizzle_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x3;
// CHECK: tensormap.replace.tile.fill_mode.shared::cta.b1024.b32 [ $0 + 0 ], 0x0;
// CHECK-NOT: bar.warp.sync
// CHECK: "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], 0x80;", "l,r,b"
// CHECK: "@$1 fence.proxy.tensormap::generic.acquire.gpu [ $0 + 0 ], 0x80;", "l,b"
// CHECK-NEXT: "@$0 cp.async.bulk.commit_group;", "b"
// CHECK-NEXT: "@$0 cp.async.bulk.wait_group.read 0;", "b"
// CHECK-NEXT: nvvm.barrier0
// CHECK: llvm.addrspacecast %{{.*}} : !llvm.ptr<1> to !llvm.ptr
// CHECK: mbarrier.init.shared::cta.b64 [$1], 1;
// CHECK: mbarrier.arrive.expect_tx.shared.b64 _, [$1], 16384;", "b,r" %{{.*}}, %{{.*}} : (i1, !llvm.ptr<3>) -> !llvm.void
// CHECK: %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: %[[TWO_WARPS:.*]] = llvm.icmp "ult" %{{.*}}, %[[C64]] : i32
// CHECK-NEXT: %[[ISSUER:.*]] = llvm.and %[[ELECT]], %[[TWO_WARPS]] : i1
// CHECK-NEXT: %[[WARP:.*]] = ttg.warp_id
// CHECK-NEXT: %[[BIT:.*]] = llvm.and %[[WARP]], %{{.*}} : i32
// CHECK-NEXT: %[[FIRST:.*]] = llvm.icmp "eq" %[[BIT]], %{{.*}} : i32
// CHECK-NEXT: %[[BYTES:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C8192]] : i1, i32
// CHECK-NEXT: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%[[BYTES]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[COLUMNS:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C64]] : i1, i32
// CHECK-NEXT: %[[X:.*]] = llvm.add %arg3, %[[COLUMNS]] : i32
// CHECK-NEXT: %[[PRED:.*]] = llvm.and %{{.*}}, %[[ISSUER]] : i1
// CHECK-NEXT: "@$0 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4}], [$5];", "b,r,l,r,r,r" %[[PRED]], %[[DST]], %{{.*}}, %[[X]], %arg3, %{{.*}} :
// CHECK-NOT: cp.async.bulk.tensor
// CHECK-NOT: skipWait
// CHECK: mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;\0A@!complete bra.uni waitLoop;\0A}", "r,r"
// CHECK: mbarrier.inval.shared::cta.b64 [$1];
// CHECK: %[[ELECT4:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: %[[FOUR_WARPS:.*]] = llvm.icmp "ult" %{{.*}}, %[[C128]] : i32
// CHECK-NEXT: %[[ISSUER4:.*]] = llvm.and %[[ELECT4]], %[[FOUR_WARPS]] : i1
// CHECK-NEXT: %[[BOX:.*]] = llvm.and %[[WARP]], %{{.*}} : i32
// CHECK-NEXT: %[[SRC_BYTES:.*]] = llvm.shl %[[BOX]], %{{.*}} : i32
// CHECK-NEXT: %[[SRC:.*]] = llvm.getelementptr %{{.*}}[%[[SRC_BYTES]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[BOX_COLUMNS:.*]] = llvm.shl %[[BOX]], %{{.*}} : i32
// CHECK-NEXT: %[[X4:.*]] = llvm.add %arg3, %[[BOX_COLUMNS]] : i32
// CHECK-NEXT: "@$0 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$1, {$2, $3}], [$4];", "b,l,r,r,r" %[[ISSUER4]], %arg4, %[[X4]], %arg3, %[[SRC]] :
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK: nvvm.cp.async.bulk.wait_group 0 {read}
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma(%b: !tt.ptr<f16>, %n: i32, %k: i32, %i: i32, %c: !tt.tensordesc<tensor<128x128xf32, #shared2>>, %acc: tensor<128x128xf32, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c2_i64 = arith.constant 2 : i64
    %true = arith.constant true
    %s = arith.extsi %n : i32 to i64
    %bytes = arith.muli %s, %c2_i64 : i64
    %scratch = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    ttng.tensormap_create %scratch, %b, [%c64, %c64], [%n, %k], [%bytes], [%c1, %c1] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
    ttng.tensormap_fenceproxy_acquire %scratch : !tt.ptr<i8>
    %d = ttng.reinterpret_tensor_descriptor %scratch : !tt.ptr<i8> to !tt.tensordesc<tensor<64x128xf16, #shared>>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %bar, 16384, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %d[%i, %i] %buf, %bar, %true : !tt.tensordesc<tensor<64x128xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    %out = ttg.local_alloc %acc : (tensor<128x128xf32, #mma>) -> !ttg.memdesc<128x128xf32, #shared2, #smem>
    ttng.fence_async_shared {bCluster = false}
    ttng.async_tma_copy_local_to_global %c[%i, %i] %out : !tt.tensordesc<tensor<128x128xf32, #shared2>>, !ttg.memdesc<128x128xf32, #shared2, #smem>
    ttng.async_tma_store_wait {pendings = 0 : i32}
    tt.return
  }
}

// -----

// A 2 x 16 x 128 bf16 block of a rank-3 descriptor takes two boxes of
// 2 x 16 x 64 (a box row is at most the 128-byte swizzle span). The hardware
// writes each box whole, its planes continuing its rows, so the second box
// starts after the first one's 4096 bytes (not after its first plane).
// CHECK-LABEL: llvm.func @tma_3d_block
// CHECK-DAG: %[[C4096:.*]] = llvm.mlir.constant(4096 : i32) : i32
// CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK: ttg.warp_id
// CHECK-NEXT: llvm.and
// CHECK-NEXT: %[[FIRST:.*]] = llvm.icmp "eq"
// CHECK-NEXT: %[[BYTES:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C4096]] : i1, i32
// CHECK-NEXT: %[[DST:.*]] = llvm.getelementptr %{{.*}}[%[[BYTES]]]
// CHECK-NEXT: %[[COLUMNS:.*]] = llvm.select %[[FIRST]], %{{.*}}, %[[C64]] : i1, i32
// CHECK-NEXT: %[[X:.*]] = llvm.add %arg1, %[[COLUMNS]] : i32
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes [$1], [$2, {$3, $4, $5}], [$6];", "b,r,l,r,r,r,r" %{{.*}}, %[[DST]], %arg0, %[[X]], %arg1, %arg1,
// CHECK-NOT: cp.async.bulk.tensor
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_3d_block(%d: !tt.tensordesc<tensor<2x16x128xbf16, #shared>>, %i: i32) {
    %c0 = arith.constant 0 : i32
    %true = arith.constant true
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x16x128xbf16, #shared, #smem, mutable>
    %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.barrier_expect %bar, 8192, %true : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    ttng.async_tma_copy_global_to_local %d[%i, %i, %i] %buf, %bar, %true : !tt.tensordesc<tensor<2x16x128xbf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<2x16x128xbf16, #shared, #smem, mutable>
    ttng.wait_barrier %bar, %c0 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
    tt.return
  }
}
