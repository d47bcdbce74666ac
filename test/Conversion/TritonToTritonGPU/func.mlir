// Function signatures, bodies, calls and returns take converted types;
// function attributes (visibility, noinline, argument attributes) stay.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s

// CHECK-DAG: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>

// CHECK-LABEL: tt.func private @helper
// CHECK-SAME: (%[[V:.*]]: tensor<128xf32, #[[B]]>, %{{.*}}: i32) -> (tensor<128xf32, #[[B]]>, i32) attributes {noinline = true}
// CHECK: %[[E:.*]] = math.exp %[[V]] : tensor<128xf32, #[[B]]>
// CHECK: tt.return %[[E]], %{{.*}} : tensor<128xf32, #[[B]]>, i32
tt.func private @helper(%v: tensor<128xf32>, %n: i32) -> (tensor<128xf32>, i32) attributes {noinline = true} {
  %r = math.exp %v : tensor<128xf32>
  tt.return %r, %n : tensor<128xf32>, i32
}

// CHECK-LABEL: tt.func public @kernel
// CHECK-SAME: (%{{.*}}: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %[[X:.*]]: tensor<16x16xf32, #[[B2]]>)
// CHECK: %[[C:.*]]:2 = tt.call @helper(%{{.*}}, %{{.*}}) : (tensor<128xf32, #[[B]]>, i32) -> (tensor<128xf32, #[[B]]>, i32)
// CHECK: tt.return
tt.func public @kernel(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %x: tensor<16x16xf32>) {
  %v = arith.constant dense<1.0> : tensor<128xf32>
  %n = arith.constant 3 : i32
  %r:2 = tt.call @helper(%v, %n) : (tensor<128xf32>, i32) -> (tensor<128xf32>, i32)
  tt.return
}

// A declaration keeps no body.
// CHECK-LABEL: tt.func private @extern
// CHECK-SAME: (tensor<128xf32, #[[B]]>) -> tensor<128xf32, #[[B]]>
tt.func private @extern(tensor<128xf32>) -> tensor<128xf32>
