// RUN: tt-opt %s -tritongpu-pipeline=num-stages=3 | FileCheck %s
// RUN: tt-opt %s -tritongpu-pipeline=num-stages=1 | FileCheck %s --check-prefix=ONE

// Descriptor stores in loops of num-stages > 1 (Triton's pipelineTMAStores).
// First: the IR before tritongpu-pipeline of test/GPU/lowering/
// tma_store_persistent_loop.py, a persistent loop that stores each tile
// through one descriptor and, under an scf.if, adds it through another. Both
// write 64x64 f32 tiles, so they share one buffer made before the loop; each
// waits for the TMA copies still reading it, stores its tile, fences, and
// leaves by an asynchronous copy (store, reduction). After the loop: one
// wait and the buffer's deallocation. At num-stages 1 the stores stay for
// the TMA lowering.

// CHECK-LABEL: tt.func public @tile_scale_persistent
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
// CHECK-NOT: ttg.local_alloc
// CHECK: scf.for
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %{{.*}}, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_copy_local_to_global %{{.*}}[%{{.*}}, %{{.*}}] %[[BUF]]
// CHECK: scf.if
// CHECK-NEXT: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_store %{{.*}}, %[[BUF]]
// CHECK-NEXT: ttng.fence_async_shared {bCluster = false}
// CHECK-NEXT: ttng.async_tma_reduce add, %{{.*}}[%{{.*}}, %{{.*}}] %[[BUF]]
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[BUF]]
// CHECK-NOT: tt.descriptor_store
// ONE-LABEL: tt.func public @tile_scale_persistent
// ONE: tt.descriptor_store
// ONE: tt.descriptor_reduce

// A descriptor made in the loop is written into one of two 128-byte scratch
// slots taken in turn, as the copy of the previous iteration may still read
// its own.
// CHECK-LABEL: tt.func public @descriptor_in_loop
// CHECK: %[[SCRATCH:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32}
// CHECK: scf.for {{.*}} iter_args(%[[SLOT:.*]] = %{{.*}})
// CHECK: %[[OFF:.*]] = arith.muli %{{.*}}, %[[SLOT]]
// CHECK: %[[PTR:.*]] = tt.addptr %[[SCRATCH]], %[[OFF]]
// CHECK: ttng.tensormap_create %[[PTR]]
// CHECK: %[[DESC:.*]] = ttng.reinterpret_tensor_descriptor %[[PTR]]
// CHECK: ttng.async_tma_copy_local_to_global %[[DESC]]

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tile_scale_persistent(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c63_i32 = arith.constant 63 : i32
    %c0_i32 = arith.constant 0 : i32
    %c3_i32 = arith.constant 3 : i32
    %cst = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = arith.extsi %arg4 : i32 to i64
    %1 = tt.make_tensor_descriptor %arg0, [%arg3, %arg4], [%0, %c1_i64] : <f32>, <tensor<64x64xf32, #shared>>
    %2 = tt.make_tensor_descriptor %arg1, [%arg3, %arg4], [%0, %c1_i64] : <f32>, <tensor<64x64xf32, #shared>>
    %3 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%0, %c1_i64] : <f32>, <tensor<64x64xf32, #shared>>
    %4 = arith.addi %arg4, %c63_i32 : i32
    %5 = arith.divsi %4, %c64_i32 : i32
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8 = arith.muli %7, %5 : i32
    %9 = tt.get_program_id x : i32
    %10 = tt.get_num_programs x : i32
    scf.for %arg5 = %9 to %8 step %10  : i32 {
      %11 = arith.divsi %arg5, %5 : i32
      %12 = arith.muli %11, %c64_i32 : i32
      %13 = arith.remsi %arg5, %5 : i32
      %14 = arith.muli %13, %c64_i32 : i32
      %15 = tt.descriptor_load %1[%12, %14] : !tt.tensordesc<tensor<64x64xf32, #shared>> -> tensor<64x64xf32, #blocked>
      %16 = arith.mulf %15, %cst_0 : tensor<64x64xf32, #blocked>
      %17 = arith.addf %16, %cst : tensor<64x64xf32, #blocked>
      tt.descriptor_store %2[%12, %14], %17 : !tt.tensordesc<tensor<64x64xf32, #shared>>, tensor<64x64xf32, #blocked>
      %18 = arith.remsi %arg5, %c3_i32 : i32
      %19 = arith.cmpi eq, %18, %c0_i32 : i32
      scf.if %19 {
        tt.descriptor_reduce add, %3[%12, %14], %15 : !tt.tensordesc<tensor<64x64xf32, #shared>>, tensor<64x64xf32, #blocked>
      }
    }
    tt.return
  }
  tt.func public @descriptor_in_loop(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %n: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked>
    %0 = arith.extsi %arg4 : i32 to i64
    scf.for %i = %c0_i32 to %n step %c1_i32 : i32 {
      %off = arith.muli %i, %arg3 : i32
      %base = tt.addptr %arg0, %off : !tt.ptr<f32>, i32
      %d = tt.make_tensor_descriptor %base, [%arg3, %arg4], [%0, %c1_i64] : <f32>, <tensor<64x64xf32, #shared>>
      tt.descriptor_store %d[%c0_i32, %c0_i32], %cst : !tt.tensordesc<tensor<64x64xf32, #shared>>, tensor<64x64xf32, #blocked>
    }
    tt.return
  }
}

