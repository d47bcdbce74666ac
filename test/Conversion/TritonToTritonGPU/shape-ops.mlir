// Shape ops choose their layouts from their operands:
// - make_range and splat take the default layout of their result;
// - expand_dims takes its operand as a slice of a blocked layout with the
//   new dimension inserted (one thread, one warp along it, order 0..n-1),
//   keeps that layout, and a convert_layout brings it to the default one
//   where its users need it;
// - broadcast keeps its operand's layout;
// - trans permutes its operand's layout; join holds the new dimension in
//   registers; split converts its operand to such a layout first.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s

// CHECK-DAG: #[[B1:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[ROW:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-DAG: #[[COL:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// CHECK-DAG: #[[COLDEF:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[T:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-DAG: #[[TDEF:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[J:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[JDEF:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 16, 2], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>

// CHECK-LABEL: tt.func @expand_broadcast
// CHECK: %[[R:.*]] = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #[[B1]]>
// CHECK: %[[S0:.*]] = ttg.convert_layout %[[R]] : tensor<64xi32, #[[B1]]> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #[[ROW]]}>>
// CHECK: %[[E0:.*]] = tt.expand_dims %[[S0]] {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #[[ROW]]}>> -> tensor<1x64xi32, #[[ROW]]>
// CHECK: %[[C0:.*]] = ttg.convert_layout %[[E0]] : tensor<1x64xi32, #[[ROW]]> -> tensor<1x64xi32, #[[B2]]>
// CHECK: tt.broadcast %[[C0]] : tensor<1x64xi32, #[[B2]]> -> tensor<32x64xi32, #[[B2]]>
// CHECK: %[[S1:.*]] = ttg.convert_layout %[[R]] : tensor<64xi32, #[[B1]]> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #[[COL]]}>>
// CHECK: %[[E1:.*]] = tt.expand_dims %[[S1]] {axis = 1 : i32} : {{.*}} -> tensor<64x1xi32, #[[COL]]>
// CHECK: %[[C1:.*]] = ttg.convert_layout %[[E1]] : tensor<64x1xi32, #[[COL]]> -> tensor<64x1xi32, #[[COLDEF]]>
// The broadcast result keeps the operand's layout; the add wants the default.
// CHECK: %[[BC:.*]] = tt.broadcast %[[C1]] : tensor<64x1xi32, #[[COLDEF]]> -> tensor<64x32xi32, #[[COLDEF]]>
// CHECK: %[[BCC:.*]] = ttg.convert_layout %[[BC]] : tensor<64x32xi32, #[[COLDEF]]> -> tensor<64x32xi32, #[[TDEF]]>
// CHECK: %[[SP:.*]] = tt.splat %{{.*}} : i32 -> tensor<64x32xi32, #[[TDEF]]>
// CHECK: arith.addi %[[BCC]], %[[SP]] : tensor<64x32xi32, #[[TDEF]]>
tt.func @expand_broadcast(%n: i32) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  %e0 = tt.expand_dims %r {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %b0 = tt.broadcast %e0 : tensor<1x64xi32> -> tensor<32x64xi32>
  %e1 = tt.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %b1 = tt.broadcast %e1 : tensor<64x1xi32> -> tensor<64x32xi32>
  %s = tt.splat %n : i32 -> tensor<64x32xi32>
  %sum = arith.addi %b1, %s : tensor<64x32xi32>
  tt.return
}

// CHECK-LABEL: tt.func @trans_join_split
// CHECK: %[[TR:.*]] = tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<32x64xf32, #[[B2]]> -> tensor<64x32xf32, #[[T]]>
// CHECK: ttg.convert_layout %[[TR]] : tensor<64x32xf32, #[[T]]> -> tensor<64x32xf32, #[[TDEF]]>
// CHECK: %[[JN:.*]] = tt.join %{{.*}}, %{{.*}} : tensor<32x64xf32, #[[B2]]> -> tensor<32x64x2xf32, #[[J]]>
// CHECK: %[[JD:.*]] = ttg.convert_layout %[[JN]] : tensor<32x64x2xf32, #[[J]]> -> tensor<32x64x2xf32, #[[JDEF]]>
// CHECK: %[[JS:.*]] = ttg.convert_layout %[[JD]] : tensor<32x64x2xf32, #[[JDEF]]> -> tensor<32x64x2xf32, #[[J]]>
// CHECK: tt.split %[[JS]] : tensor<32x64x2xf32, #[[J]]> -> tensor<32x64xf32, #[[B2]]>
// CHECK: tt.cat %{{.*}}, %{{.*}} : tensor<32x64xf32, #[[B2]]> -> tensor<64x64xf32, #[[B2]]>
// CHECK: tt.reshape %{{.*}} : tensor<32x64xf32, #[[B2]]> -> tensor<2048xf32, #[[B1]]>
tt.func @trans_join_split(%x: tensor<32x64xf32>, %y: tensor<32x64xf32>) -> tensor<64x32xf32> {
  %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<32x64xf32> -> tensor<64x32xf32>
  %j = tt.join %x, %y : tensor<32x64xf32> -> tensor<32x64x2xf32>
  %l, %h = tt.split %j : tensor<32x64x2xf32> -> tensor<32x64xf32>
  %c = tt.cat %x, %y : tensor<32x64xf32> -> tensor<64x64xf32>
  %rs = tt.reshape %x : tensor<32x64xf32> -> tensor<2048xf32>
  tt.return %t : tensor<64x32xf32>
}
