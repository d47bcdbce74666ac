// RUN: tt-opt %s -split-input-file -tritongpu-optimize-thread-locality | FileCheck %s

// Row sums of loaded 32x128 tiles accumulated over a loop: each thread holds
// 4 elements of a row (sizePerThread 4, 32 lanes along the row, so 128/32 = 4),
// which become a new minor dimension reduced in registers inside the loop;
// the reduction across lanes runs once after it.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[B3:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @row_sums
tt.func @row_sums(%p: tensor<32x128x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // CHECK: %[[INIT:.*]] = arith.constant dense<1.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[B2]]}>>
  // CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #[[B3]]}>>
  // CHECK: %[[LOOP:.*]]:2 = scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %[[PART:.*]] = %[[ZERO]])
  // CHECK: %[[X:.*]] = tt.load
  // CHECK: %[[V:.*]] = tt.reshape %[[X]] allow_reorder efficient_layout : tensor<32x128xf32, #[[B2]]> -> tensor<32x32x4xf32, #[[B3]]>
  // CHECK: %[[R:.*]] = "tt.reduce"(%[[V]]) <{axis = 2 : i32}>
  // CHECK: arith.addf
  // CHECK: tt.reduce.return
  // CHECK: -> tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #[[B3]]}>>
  // CHECK: %[[NEXT:.*]] = arith.addf %[[PART]], %[[R]]
  // CHECK: scf.yield %[[ACC]], %[[NEXT]]
  // CHECK: %[[CROSS:.*]] = "tt.reduce"(%[[LOOP]]#1) <{axis = 1 : i32}>
  // CHECK: -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #[[B3]]}>}>>
  // CHECK: %[[BACK:.*]] = ttg.convert_layout %[[CROSS]] {{.*}} -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[B2]]}>>
  // CHECK: %[[FINAL:.*]] = arith.addf %[[INIT]], %[[BACK]]
  // CHECK: tt.return %[[FINAL]]
  %init = arith.constant dense<1.0> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
    %x = tt.load %p : tensor<32x128x!tt.ptr<f32>, #blocked>
    %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x128xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %next = arith.addf %acc, %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    scf.yield %next : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
  tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
}
}

// -----

// Max reductions start their partial accumulator at -inf.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @row_max
// CHECK: arith.constant dense<0xFF800000> : tensor<32x32xf32
// CHECK: tt.reshape
// CHECK: arith.maxnumf
tt.func @row_max(%p: tensor<32x128x!tt.ptr<f32>, #blocked>, %n: i32) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init = arith.constant dense<0.0> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
    %x = tt.load %p : tensor<32x128x!tt.ptr<f32>, #blocked>
    %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %t = arith.maxnumf %a, %b : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x128xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %next = arith.maxnumf %acc, %s : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    scf.yield %next : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
  tt.return %r : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
}
}

// -----

// Left alone: one element per thread along the row; an update that is not
// the reduction's own combiner (a sum of maxima); a carried value also used
// elsewhere in the loop.
#one = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @kept
// CHECK-NOT: tt.reshape
// CHECK: tt.return
tt.func @kept(%p1: tensor<32x32x!tt.ptr<f32>, #one>, %p: tensor<32x128x!tt.ptr<f32>, #blocked>, %q: tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %init1 = arith.constant dense<0.0> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #one}>>
  %init = arith.constant dense<0.0> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%a1 = %init1, %a2 = %init, %a3 = %init) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #one}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) : i32 {
    %x1 = tt.load %p1 : tensor<32x32x!tt.ptr<f32>, #one>
    %s1 = "tt.reduce"(%x1) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x32xf32, #one>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #one}>>
    %n1 = arith.addf %a1, %s1 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #one}>>
    %x2 = tt.load %p : tensor<32x128x!tt.ptr<f32>, #blocked>
    %s2 = "tt.reduce"(%x2) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %t = arith.maxnumf %a, %b : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x128xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %n2 = arith.addf %a2, %s2 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %x3 = tt.load %p : tensor<32x128x!tt.ptr<f32>, #blocked>
    %s3 = "tt.reduce"(%x3) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      tt.reduce.return %t : f32
    }) : (tensor<32x128xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %q, %a3 : tensor<32x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    %n3 = arith.addf %a3, %s3 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    scf.yield %n1, %n2, %n3 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #one}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
  tt.return
}
}

// -----

// A reshape that may reorder elements and feeds a reduction along dim 1
// gets a layout whose threads do not split dim 1.
#src = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[OLD:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-DAG: #[[LOCAL:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @reshape_for_reduce
// CHECK: %[[V:.*]] = tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<4096xf32, #{{.*}}> -> tensor<128x32xf32, #[[LOCAL]]>
// CHECK: %[[C:.*]] = ttg.convert_layout %[[V]] : tensor<128x32xf32, #[[LOCAL]]> -> tensor<128x32xf32, #[[OLD]]>
// CHECK: "tt.reduce"(%[[C]])
tt.func @reshape_for_reduce(%x: tensor<4096xf32, #src>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
  %v = tt.reshape %x allow_reorder : tensor<4096xf32, #src> -> tensor<128x32xf32, #blocked>
  %s = "tt.reduce"(%v) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<128x32xf32, #blocked>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  tt.return %s : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
}
}

// -----

// A gather gets a layout in which each column along its axis lies in one
// warp: 32 threads along axis 0 (the axis has 32 elements), the 4 warps
// along axis 1; its operands and result are converted, the op is marked.
// A gather along the axis its threads already span is rebuilt the same way.
#rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-DAG: #[[ROWS:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[COLS:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @gather_axis0
// CHECK: %[[SRC:.*]] = ttg.convert_layout %{{.*}} : tensor<32x32xf32, #[[ROWS]]> -> tensor<32x32xf32, #[[COLS]]>
// CHECK: %[[IDX:.*]] = ttg.convert_layout %{{.*}} : tensor<32x32xi32, #[[ROWS]]> -> tensor<32x32xi32, #[[COLS]]>
// CHECK: %[[G:.*]] = tt.gather %[[SRC]][%[[IDX]]] {axis = 0 : i32, efficient_layout} : (tensor<32x32xf32, #[[COLS]]>, tensor<32x32xi32, #[[COLS]]>) -> tensor<32x32xf32, #[[COLS]]>
// CHECK: %[[BACK:.*]] = ttg.convert_layout %[[G]] : tensor<32x32xf32, #[[COLS]]> -> tensor<32x32xf32, #[[ROWS]]>
// CHECK: tt.return %[[BACK]]
tt.func @gather_axis0(%src: tensor<32x32xf32, #rows>, %idx: tensor<32x32xi32, #rows>) -> tensor<32x32xf32, #rows> {
  %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x32xf32, #rows>, tensor<32x32xi32, #rows>) -> tensor<32x32xf32, #rows>
  tt.return %g : tensor<32x32xf32, #rows>
}
// CHECK-LABEL: tt.func @gather_axis1
// CHECK: tt.gather %{{.*}}[%{{.*}}] {axis = 1 : i32, efficient_layout} : (tensor<32x32xf32, #[[ROWS]]>, tensor<32x32xi32, #[[ROWS]]>) -> tensor<32x32xf32, #[[ROWS]]>
tt.func @gather_axis1(%src: tensor<32x32xf32, #rows>, %idx: tensor<32x32xi32, #rows>) -> tensor<32x32xf32, #rows> {
  %g = tt.gather %src[%idx] {axis = 1 : i32} : (tensor<32x32xf32, #rows>, tensor<32x32xi32, #rows>) -> tensor<32x32xf32, #rows>
  tt.return %g : tensor<32x32xf32, #rows>
}
}

// -----

// The other dimensions take the source's lanes in the order those lanes
// step over the tensor's shape, not in the blocked order attribute's: here
// the lanes the attribute puts first lie along a dimension of size 1 and
// take no step, so dimension 1 comes before dimension 2.
#src = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 2, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK: #[[LOCAL:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
// CHECK-LABEL: tt.func @gather_lane_order_over_shape
// CHECK: tt.gather {{.*}} -> tensor<4x8x1xf32, #[[LOCAL]]>
tt.func @gather_lane_order_over_shape(%src: tensor<4x8x1xf32, #src>, %idx: tensor<4x8x1xi32, #src>) -> tensor<4x8x1xf32, #src> {
  %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<4x8x1xf32, #src>, tensor<4x8x1xi32, #src>) -> tensor<4x8x1xf32, #src>
  tt.return %g : tensor<4x8x1xf32, #src>
}
}
