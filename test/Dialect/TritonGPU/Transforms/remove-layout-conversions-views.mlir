// RUN: tt-opt %s -split-input-file -tritongpu-remove-layout-conversions | FileCheck %s

// The layouts remove-layout-conversions carries through views are the ones
// Triton 3.6 infers. A reshape takes the loaded layout (4 elements a thread)
// forward into the 3-D tile: [4] over 512 becomes [1, 1, 4] with threads
// [2, 8, 2], and the conversion before the reshape goes.
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#c = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-DAG: #[[FOUR:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// CHECK-DAG: #[[CUBE:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [2, 8, 2], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
// CHECK-LABEL: tt.func @reshape_forward
// CHECK: %[[X:.*]] = tt.load
// CHECK-NEXT: tt.reshape %[[X]] : tensor<512xi32, #[[FOUR]]> -> tensor<8x8x8xi32, #[[CUBE]]>
tt.func @reshape_forward(%p: tensor<512x!tt.ptr<i32>, #b4>, %r: tensor<8x8x8xi32, #c>, %o: tensor<8x8x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #c}>>) {
  %x = tt.load %p : tensor<512x!tt.ptr<i32>, #b4>
  %y = ttg.convert_layout %x : tensor<512xi32, #b4> -> tensor<512xi32, #b1>
  %z = tt.reshape %y : tensor<512xi32, #b1> -> tensor<8x8x8xi32, #c>
  %w = arith.muli %z, %r : tensor<8x8x8xi32, #c>
  %s = "tt.reduce"(%w) <{axis = 1 : i32}> ({
  ^bb0(%a: i32, %b: i32):
    %t = arith.addi %a, %b : i32
    tt.reduce.return %t : i32
  }) : (tensor<8x8x8xi32, #c>) -> tensor<8x8xi32, #ttg.slice<{dim = 1, parent = #c}>>
  tt.store %o, %s : tensor<8x8x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #c}>>
  tt.return
}
}

// -----

// Split of a blocked tile whose pair sits in each thread stays blocked (the
// pair dimension dropped), and joining a reduction's slice along the new
// dimension gives back its parent: no #ttg.linear, no conversion.
#pair = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#one = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#flat = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NOT: #ttg.linear
// CHECK-DAG: #[[PAIR:.*]] = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[ONE:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @split_pair
// CHECK: tt.split %{{.*}} : tensor<128x2xi32, #[[PAIR]]> -> tensor<128xi32, #[[ONE]]>
tt.func @split_pair(%p: tensor<128x2x!tt.ptr<i32>, #pair>, %q: tensor<128x!tt.ptr<i32>, #flat>) {
  %x = tt.load %p : tensor<128x2x!tt.ptr<i32>, #pair>
  %a, %b = tt.split %x : tensor<128x2xi32, #pair> -> tensor<128xi32, #one>
  %s = arith.addi %a, %b : tensor<128xi32, #one>
  %c = ttg.convert_layout %s : tensor<128xi32, #one> -> tensor<128xi32, #flat>
  tt.store %q, %c : tensor<128x!tt.ptr<i32>, #flat>
  tt.return
}
// CHECK-LABEL: tt.func @join_slices
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.join %{{.*}} -> tensor<128x2xi32, #[[PAIR]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return
tt.func @join_slices(%p: tensor<128x2x!tt.ptr<i32>, #pair>, %q: tensor<128x2x!tt.ptr<i32>, #pair>) {
  %x = tt.load %p : tensor<128x2x!tt.ptr<i32>, #pair>
  %r = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%u: i32, %v: i32):
    %w = arith.addi %u, %v : i32
    tt.reduce.return %w : i32
  }) : (tensor<128x2xi32, #pair>) -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #pair}>>
  %j = tt.join %r, %r : tensor<128xi32, #ttg.slice<{dim = 1, parent = #pair}>> -> tensor<128x2xi32, #pair>
  tt.store %q, %j : tensor<128x2x!tt.ptr<i32>, #pair>
  tt.return
}
}

// -----

// Backwards through a transpose of a 1x16 row, the row's layout is a linear
// layout of that shape; through the expand_dims and the reduction that made
// the row, it would become the layout of the reduction's 4x16 source, which
// it does not lay out (no basis along the 4 rows). Such a slice is not
// rematerialized: the source keeps its blocked layout (a random kernel,
// reduced with tt-reduce).
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 1, 2], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [16, 1, 2], warpsPerCTA = [1, 4, 1], order = [2, 0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @reduce_source_keeps_its_shape
  // CHECK-NOT: tensor<4x16xf32, #linear
  // CHECK: (tensor<4x16xf32, #blocked{{[0-9]*}}>) -> tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked{{[0-9]*}}}>>
  // CHECK-NOT: tensor<4x16xf32, #linear
  tt.func public @reduce_source_keeps_its_shape(%arg2: !tt.ptr<f32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x16xf32, #blocked>
    %0 = "tt.reduce"(%cst) <{axis = 0 : i32}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      tt.reduce.return %arg8 : f32
    }) : (tensor<4x16xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %1 = ttg.convert_layout %0 : tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    %2 = ttg.convert_layout %1 : tensor<16xf32, #blocked1> -> tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %3 = tt.expand_dims %2 {axis = 0 : i32} : tensor<16xf32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x16xf32, #blocked2>
    %4 = ttg.convert_layout %3 : tensor<1x16xf32, #blocked2> -> tensor<1x16xf32, #blocked>
    %5 = tt.trans %4 {order = array<i32: 1, 0>} : tensor<1x16xf32, #blocked> -> tensor<16x1xf32, #blocked3>
    %6 = ttg.convert_layout %5 : tensor<16x1xf32, #blocked3> -> tensor<16x1xf32, #blocked4>
    %7 = ttg.convert_layout %6 : tensor<16x1xf32, #blocked4> -> tensor<16x1xf32, #ttg.slice<{dim = 2, parent = #blocked5}>>
    %8 = tt.expand_dims %7 {axis = 2 : i32} : tensor<16x1xf32, #ttg.slice<{dim = 2, parent = #blocked5}>> -> tensor<16x1x1xf32, #blocked5>
    %9 = ttg.convert_layout %8 : tensor<16x1x1xf32, #blocked5> -> tensor<16x1x1xf32, #blocked6>
    %10 = tt.broadcast %9 : tensor<16x1x1xf32, #blocked6> -> tensor<16x1x2xf32, #blocked6>
    %11 = ttg.convert_layout %10 : tensor<16x1x2xf32, #blocked6> -> tensor<16x1x2xf32, #blocked7>
    %12 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<16x1x1x!tt.ptr<f32>, #blocked6>
    %13 = tt.broadcast %12 : tensor<16x1x1x!tt.ptr<f32>, #blocked6> -> tensor<16x1x2x!tt.ptr<f32>, #blocked6>
    %14 = ttg.convert_layout %13 : tensor<16x1x2x!tt.ptr<f32>, #blocked6> -> tensor<16x1x2x!tt.ptr<f32>, #blocked7>
    %15 = ttg.convert_layout %14 : tensor<16x1x2x!tt.ptr<f32>, #blocked7> -> tensor<16x1x2x!tt.ptr<f32>, #blocked8>
    %16 = ttg.convert_layout %11 : tensor<16x1x2xf32, #blocked7> -> tensor<16x1x2xf32, #blocked8>
    %cst_0 = arith.constant dense<false> : tensor<16x1x2xi1, #blocked8>
    tt.store %15, %16, %cst_0 : tensor<16x1x2x!tt.ptr<f32>, #blocked8>
    tt.return
  }
}

