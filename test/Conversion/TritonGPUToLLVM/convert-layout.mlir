// RUN: tt-opt %s --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A conversion that keeps every element in its thread renumbers registers.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#swapped = #ttg.linear<{register = [[2], [1], [512]], lane = [[4], [8], [16], [32], [64]], warp = [[128], [256]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @register_permutation
  tt.func public @register_permutation(%p: !tt.ptr<i32>) {
    // CHECK: %[[X0:.*]] = llvm.shl
    // CHECK: %[[X1:.*]] = llvm.xor %[[X0]], %[[C1:.*]] : i32
    // CHECK: %[[X2:.*]] = llvm.xor %[[X0]], %[[C2:.*]] : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %c = ttg.convert_layout %r : tensor<1024xi32, #blocked> -> tensor<1024xi32, #swapped>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #swapped>
    // Register 1 of the result is register 2 of the source.
    // CHECK: st.global.b32 [ $1 + 0 ], $0;", "r,l" %[[X0]],
    // CHECK-NEXT: llvm.inline_asm {{.*}} %[[X2]],
    // CHECK-NEXT: llvm.inline_asm {{.*}} %[[X1]],
    tt.store %ps, %c : tensor<1024x!tt.ptr<i32>, #swapped>
    tt.return
  }
}
