// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse --convert-nv-gpu-to-llvm | FileCheck %s

// A memdesc passed to a function arrives as {base, start per dimension}, the
// starts as arguments. A view as large as its allocation starts at its origin
// whatever they hold, so the accesses use the base alone (no start XORed in).

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @load_argument
  // CHECK-SAME: (%[[VIEW:[^:]*]]: !llvm.struct<(ptr<3>, i32, i32)>
  // CHECK: %[[BASE:.*]] = llvm.extractvalue %[[VIEW]][0]
  // CHECK-NOT: llvm.extractvalue %[[VIEW]][1]
  // CHECK: llvm.getelementptr inbounds %[[BASE]]
  // CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
  tt.func private @load_argument(%a: !ttg.memdesc<32x32xf32, #shared, #smem>, %out: !tt.ptr<f32>) {
    %y = ttg.local_load %a : !ttg.memdesc<32x32xf32, #shared, #smem> -> tensor<32x32xf32, #blocked>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.store %q, %y : tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Non-splat tensor constants, where every thread holds the whole tensor (as
// Triton lowers them): each register its element's value, in the layout's
// register order (here the second dimension is the slower one in registers).

#all = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#cols = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @constant_array
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(7 : i32) : i32
  // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(5 : i32) : i32
  // CHECK-DAG: %[[C2:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(1 : i32) : i32
  // CHECK: st.global.b32 {{.*}} %[[C0]],
  // CHECK: st.global.b32 {{.*}} %[[C1]],
  // CHECK: st.global.b32 {{.*}} %[[C2]],
  // CHECK: st.global.b32 {{.*}} %[[C3]],
  tt.func public @constant_array(%out: !tt.ptr<i32>) {
    %c = arith.constant dense<[7, 5, 3, 1]> : tensor<4xi32, #all>
    %q = tt.splat %out : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>, #all>
    tt.store %q, %c : tensor<4x!tt.ptr<i32>, #all>
    tt.return
  }

  // [[1.5, 2.5], [3.5, 4.5]] with order [0, 1]: registers walk dimension 0 first.
  // CHECK-LABEL: llvm.func @constant_matrix
  // CHECK-DAG: %[[A:.*]] = llvm.mlir.constant(1.500000e+00 : f32) : f32
  // CHECK-DAG: %[[B:.*]] = llvm.mlir.constant(2.500000e+00 : f32) : f32
  // CHECK-DAG: %[[C:.*]] = llvm.mlir.constant(3.500000e+00 : f32) : f32
  // CHECK-DAG: %[[D:.*]] = llvm.mlir.constant(4.500000e+00 : f32) : f32
  // CHECK: llvm.bitcast %[[A]] : f32 to i32
  // CHECK: llvm.bitcast %[[C]] : f32 to i32
  // CHECK: llvm.bitcast %[[B]] : f32 to i32
  // CHECK: llvm.bitcast %[[D]] : f32 to i32
  tt.func public @constant_matrix(%out: !tt.ptr<f32>) {
    %c = arith.constant dense<[[1.5, 2.5], [3.5, 4.5]]> : tensor<2x2xf32, #cols>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<2x2x!tt.ptr<f32>, #cols>
    tt.store %q, %c : tensor<2x2x!tt.ptr<f32>, #cols>
    tt.return
  }
}

// -----

// wgmma reads memdesc arguments through descriptors made from their bases.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @wgmma_arguments
  // CHECK: wgmma.mma_async
  tt.func private @wgmma_arguments(%a: !ttg.memdesc<64x32xf16, #s, #smem>, %b: !ttg.memdesc<32x32xf16, #s, #smem>, %c: tensor<64x32xf32, #mma>, %out: !tt.ptr<f32>) {
    %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32} : !ttg.memdesc<64x32xf16, #s, #smem> * !ttg.memdesc<32x32xf16, #s, #smem> -> tensor<64x32xf32, #mma>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #mma>
    tt.store %q, %d : tensor<64x32x!tt.ptr<f32>, #mma>
    tt.return
  }
}
