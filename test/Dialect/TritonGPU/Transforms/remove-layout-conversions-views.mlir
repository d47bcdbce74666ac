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
