// enable-source-remat: a converted value that an op outside the conversion
// still uses reaches it through an unrealized_conversion_cast back to its
// old type.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 enable-source-remat=true' %s | FileCheck %s

// CHECK: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @live_user
// CHECK: %[[F:.*]] = arith.sitofp %{{.*}} : tensor<128xi32, #[[B]]> to tensor<128xf32, #[[B]]>
// CHECK: %[[CAST:.*]] = builtin.unrealized_conversion_cast %[[F]] : tensor<128xf32, #[[B]]> to tensor<128xf32>
// CHECK: tensor.extract %[[CAST]]
module {
  tt.func @live_user() -> f32 {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %f = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    %c0 = arith.constant 0 : index
    %x = tensor.extract %f[%c0] : tensor<128xf32>
    tt.return %x : f32
  }
}
