// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// tt.make_range: start + the coordinate of each register's element, read
// off the layout. The thread's part is Triton's matrix-vector product of the
// layout's bit matrix and %tid.x: one mask and shift per diagonal, a select
// for a bit left alone on its diagonal, ORed (disjoint) where each term
// owns its output bits; registers add constants.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @range
  tt.func public @range(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    // Registers hold [4t, 4t+3] and [512 + 4t, 512 + 4t + 3], t = tid & 127.
    // CHECK-DAG: %[[C127:.*]] = llvm.mlir.constant(127 : i32) : i32
    // CHECK-DAG: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
    // CHECK-DAG: %[[C512:.*]] = llvm.mlir.constant(512 : i32) : i32
    // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[T:.*]] = llvm.and %[[TID]], %[[C127]] : i32
    // CHECK: %[[X0:.*]] = llvm.shl %[[T]], %[[C2]] : i32
    // CHECK: %[[X4:.*]] = llvm.xor %[[X0]], %[[C512]] : i32
    // CHECK: llvm.add %[[X0]], %[[C16]] : i32
    // CHECK: llvm.add %[[X4]], %[[C16]] : i32
    %r = tt.make_range {end = 1040 : i32, start = 16 : i32} : tensor<1024xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %pp, %r : tensor<1024x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// Two dimensions, dim 1 fastest: lanes 0-2 walk dim 1 (x4 registers), lanes
// 3-4 and warp 1 walk dim 0, warp 0 walks dim 1.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @range_2d
  tt.func public @range_2d(%p: !tt.ptr<i32>) {
    // dim 1: (tid & 7) << 2 | (tid & 32 ? 32 : 0)
    // CHECK-DAG: %[[C7:.*]] = llvm.mlir.constant(7 : i32) : i32
    // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[LO:.*]] = llvm.and %[[TID]], %[[C7]] : i32
    // CHECK: %[[LOS:.*]] = llvm.shl %[[LO]], %{{.*}} : i32
    // CHECK: %[[HI:.*]] = llvm.and %[[TID]], %[[C32]] : i32
    // CHECK: %[[CLEAR:.*]] = llvm.icmp "eq" %[[HI]], %{{.*}} : i32
    // CHECK: %[[HIS:.*]] = llvm.select %[[CLEAR]], %{{.*}}, %[[C32]] : i1, i32
    // CHECK: llvm.or disjoint %[[LOS]], %[[HIS]] : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %b = tt.broadcast %e : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<16x64x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %b : tensor<16x64x!tt.ptr<i32>, #blocked>, tensor<16x64xi32, #blocked>
    tt.store %pp, %b : tensor<16x64x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// A start of 0 is added too, as Triton's lowering does (LLVM folds it;
// tests written for triton-opt count the adds).

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @range_from_zero
  tt.func public @range_from_zero(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32}) {
    // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK: %[[X0:.*]] = llvm.shl
    // CHECK: %[[X1:.*]] = llvm.xor %[[X0]], %{{.*}} : i32
    // CHECK: llvm.add %[[X0]], %[[ZERO]] : i32
    // CHECK: llvm.add %[[X1]], %[[ZERO]] : i32
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>
    tt.store %pp, %r : tensor<64x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
