// RUN: tt-opt %s -split-input-file -triton-nvidia-gpu-plan-cta -verify-diagnostics | FileCheck %s

// One CTA: nothing to plan, the module comes back unchanged.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @one_cta
// CHECK-NEXT: %[[S:.*]] = "tt.reduce"(%{{.*}}) <{axis = 1 : i32}>
// CHECK: tt.store %{{.*}}, %[[S]] : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #[[B]]}>>
tt.func @one_cta(%x: tensor<64x64xf32, #blocked>, %p: tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>) {
  %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  tt.store %p, %s : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
  tt.return
}
}

// -----

// Clusters of several CTAs are refused, not left unplanned.
// expected-error @below {{planning CTA tilings for a cluster of 2 CTAs ('ttg.num-ctas' = 2) is not implemented}}
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @two_ctas() {
  tt.return
}
}
