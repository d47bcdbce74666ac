// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// Shape changes that keep every element in its thread only renumber
// registers.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
#col = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A column of row numbers (2 registers: rows r and r ^ 8) broadcast along
  // the rows: registers 0-3 copy the first, 4-7 the second.
  // CHECK-LABEL: llvm.func @expand_broadcast
  tt.func public @expand_broadcast(%p: !tt.ptr<i32>) {
    // CHECK: %[[ROW:.*]] = llvm.xor
    // CHECK: %[[ROW8:.*]] = llvm.xor %[[ROW]], %{{.*}} : i32
    %v = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #col>
    %e = tt.expand_dims %v {axis = 1 : i32} : tensor<16xi32, #col> -> tensor<16x1xi32, #blocked>
    %b = tt.broadcast %e : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<16x64x!tt.ptr<i32>, #blocked>
    // CHECK-COUNT-4: st.global.b32 [ $1 + 0 ], $0;", "r,l" %[[ROW]],
    // CHECK-COUNT-4: st.global.b32 [ $1 + 0 ], $0;", "r,l" %[[ROW8]],
    tt.store %ps, %b : tensor<16x64x!tt.ptr<i32>, #blocked>
    tt.return
  }

  // A transpose whose result layout is the source's transposed.
  // CHECK-LABEL: llvm.func @trans
  tt.func public @trans(%p: !tt.ptr<i32>) {
    %v = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #col>
    %e = tt.expand_dims %v {axis = 1 : i32} : tensor<16xi32, #col> -> tensor<16x1xi32, #blocked>
    %b = tt.broadcast %e : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    // CHECK-NOT: tt.trans
    %t = tt.trans %b {order = array<i32: 1, 0>} : tensor<16x64xi32, #blocked> -> tensor<64x16xi32, #ttg.linear<{register = [[1, 0], [2, 0], [0, 8]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[32, 0], [0, 4]], block = []}>>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x16x!tt.ptr<i32>, #ttg.linear<{register = [[1, 0], [2, 0], [0, 8]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[32, 0], [0, 4]], block = []}>>
    // CHECK-COUNT-8: st.global.b32
    tt.store %ps, %t : tensor<64x16x!tt.ptr<i32>, #ttg.linear<{register = [[1, 0], [2, 0], [0, 8]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[32, 0], [0, 4]], block = []}>>
    tt.return
  }
}
