// tt.dot: the accumulator gets a blocked layout with 4x4 elements per
// thread when the tile has at least 16 per thread, 2x2 from 4, else 1;
// a and b become #ttg.dot_op operands of it (opIdx 0 and 1, no kWidth),
// c is converted to it, and the result goes back to the default layout
// where its users need it.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s

// CHECK-DAG: #[[ACC44:.*]] = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[ACC22:.*]] = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[ACC3:.*]] = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[SMALL:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[D128:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>

// CHECK-LABEL: tt.func @dot_4x4
// CHECK: %[[C:.*]] = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #[[D128]]>
// CHECK: %[[A:.*]] = ttg.convert_layout %{{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[ACC44]]}>>
// CHECK: %[[B:.*]] = ttg.convert_layout %{{.*}} -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[ACC44]]}>>
// CHECK: %[[CC:.*]] = ttg.convert_layout %[[C]] : tensor<128x128xf32, #[[D128]]> -> tensor<128x128xf32, #[[ACC44]]>
// CHECK: %[[D:.*]] = tt.dot %[[A]], %[[B]], %[[CC]], inputPrecision = tf32 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #[[ACC44]]}>> * tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #[[ACC44]]}>> -> tensor<128x128xf32, #[[ACC44]]>
// CHECK: %[[DD:.*]] = ttg.convert_layout %[[D]] : tensor<128x128xf32, #[[ACC44]]> -> tensor<128x128xf32, #[[D128]]>
// CHECK: tt.return %[[DD]]
tt.func @dot_4x4(%a: tensor<128x64xf16>, %b: tensor<64x128xf16>) -> tensor<128x128xf32> {
  %c = arith.constant dense<0.0> : tensor<128x128xf32>
  %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
  tt.return %d : tensor<128x128xf32>
}

// 32x32 over 128 threads: 8 per thread, 2x2.
// CHECK-LABEL: tt.func @dot_2x2
// CHECK: tt.dot {{.*}} -> tensor<32x32xf32, #[[ACC22]]>
tt.func @dot_2x2(%a: tensor<32x16xf32>, %b: tensor<16x32xf32>, %c: tensor<32x32xf32>) {
  %d = tt.dot %a, %b, %c : tensor<32x16xf32> * tensor<16x32xf32> -> tensor<32x32xf32>
  tt.return
}

// One element per thread: the accumulator keeps the default layout (the
// conversion of c is then an identity convert_layout).
// CHECK-LABEL: tt.func @dot_1x1
// CHECK: ttg.convert_layout %{{.*}} : tensor<16x8xf32, #[[SMALL]]> -> tensor<16x8xf32, #[[SMALL]]>
// CHECK: tt.dot {{.*}} -> tensor<16x8xf32, #[[SMALL]]>
tt.func @dot_1x1(%a: tensor<16x16xf32>, %b: tensor<16x8xf32>, %c: tensor<16x8xf32>) {
  %d = tt.dot %a, %b, %c : tensor<16x16xf32> * tensor<16x8xf32> -> tensor<16x8xf32>
  tt.return
}

// Batched: the two minor dimensions hold the 4x4 tile.
// CHECK-LABEL: tt.func @dot_batched
// CHECK: tt.dot {{.*}} : tensor<2x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #[[ACC3]]}>> * tensor<2x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #[[ACC3]]}>> -> tensor<2x32x32xf32, #[[ACC3]]>
tt.func @dot_batched(%a: tensor<2x32x32xf16>, %b: tensor<2x32x32xf16>, %c: tensor<2x32x32xf32>) {
  %d = tt.dot %a, %b, %c : tensor<2x32x32xf16> * tensor<2x32x32xf16> -> tensor<2x32x32xf32>
  tt.return
}
