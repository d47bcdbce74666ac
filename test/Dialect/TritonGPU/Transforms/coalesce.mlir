// RUN: tt-opt %s -split-input-file -tritongpu-coalesce | FileCheck %s

// Contiguous, 16-byte aligned f32 addresses: 4 elements per thread.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[ONE:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[FOUR:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @aligned
tt.func @aligned(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
  %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
  %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
  %ptrs = tt.addptr %s, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
  // CHECK: %[[P:.*]] = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[ONE]]> -> tensor<1024x!tt.ptr<f32>, #[[FOUR]]>
  // CHECK: %[[X:.*]] = tt.load %[[P]] : tensor<1024x!tt.ptr<f32>, #[[FOUR]]>
  // CHECK: ttg.convert_layout %[[X]] : tensor<1024xf32, #[[FOUR]]> -> tensor<1024xf32, #[[ONE]]>
  %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
  tt.return %x : tensor<1024xf32, #blocked>
}
}

// -----

// Without an alignment hint, accesses stay one element wide. The load is
// still rebuilt, its pointer operand converted to the layout it already has
// (Triton does the same; the conversion is left for later passes).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @unaligned
// CHECK-NOT: sizePerThread = [4]
// CHECK: %[[SAME:.*]] = ttg.convert_layout %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[L:.*]]> -> tensor<1024x!tt.ptr<f32>, #[[L]]>
// CHECK-NEXT: tt.load %[[SAME]] : tensor<1024x!tt.ptr<f32>, #[[L]]>
// CHECK-NOT: ttg.convert_layout
tt.func @unaligned(%p: !tt.ptr<f32>) -> tensor<1024xf32, #blocked> {
  %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
  %s = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
  %ptrs = tt.addptr %s, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
  %x = tt.load %ptrs : tensor<1024x!tt.ptr<f32>, #blocked>
  tt.return %x : tensor<1024xf32, #blocked>
}
}

// -----

// f16 rows of a row-major tile: 8 halves (16 bytes) per thread along the
// contiguous dimension, lanes filling the row first.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @rows
tt.func @rows(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %stride: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf16, #blocked> {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
  %c = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
  %r2 = tt.expand_dims %r {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
  %st = tt.splat %stride : i32 -> tensor<64x1xi32, #blocked>
  %ro = arith.muli %r2, %st : tensor<64x1xi32, #blocked>
  %c2 = tt.expand_dims %c {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
  %rb = tt.broadcast %ro : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
  %cb = tt.broadcast %c2 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
  %off = arith.addi %rb, %cb : tensor<64x64xi32, #blocked>
  %s = tt.splat %p : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
  %ptrs = tt.addptr %s, %off : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
  %x = tt.load %ptrs : tensor<64x64x!tt.ptr<f16>, #blocked>
  tt.return %x : tensor<64x64xf16, #blocked>
}
}

// -----

// Dimensions of equal contiguity keep ascending order (as the released
// Triton 3.6.0 does): a pointer contiguous along nothing is accessed
// column-first, and [1, 1, 32] puts dimension 0 before dimension 1.
#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 4, 4], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
// CHECK-DAG: #[[SPLAT:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 4, 1], order = [0, 1, 2]}>
// CHECK-DAG: #[[ROWS:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 1, 8], warpsPerCTA = [2, 2, 1], order = [2, 0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @equal_contiguity
tt.func @equal_contiguity(%p: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %q: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  // CHECK: tt.load %{{.*}} : tensor<32x4x4x!tt.ptr<i8>, #[[SPLAT]]>
  %s = tt.splat %p : !tt.ptr<i8> -> tensor<32x4x4x!tt.ptr<i8>, #blocked>
  %x = tt.load %s : tensor<32x4x4x!tt.ptr<i8>, #blocked>
  // Rows of 32 contiguous floats, 512 apart along dimension 0 and 32 along 1.
  %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
  %r1 = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
  %r2 = tt.expand_dims %r1 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
  %c = tt.broadcast %r2 : tensor<1x1x32xi32, #blocked1> -> tensor<8x16x32xi32, #blocked1>
  %a = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
  %a1 = tt.expand_dims %a {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<8x1xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
  %a2 = tt.expand_dims %a1 {axis = 2 : i32} : tensor<8x1xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<8x1x1xi32, #blocked1>
  %c512 = arith.constant dense<512> : tensor<8x1x1xi32, #blocked1>
  %a3 = arith.muli %a2, %c512 : tensor<8x1x1xi32, #blocked1>
  %a4 = tt.broadcast %a3 : tensor<8x1x1xi32, #blocked1> -> tensor<8x16x32xi32, #blocked1>
  %b = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
  %b1 = tt.expand_dims %b {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<1x16xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
  %b2 = tt.expand_dims %b1 {axis = 2 : i32} : tensor<1x16xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<1x16x1xi32, #blocked1>
  %c32 = arith.constant dense<32> : tensor<1x16x1xi32, #blocked1>
  %b3 = arith.muli %b2, %c32 : tensor<1x16x1xi32, #blocked1>
  %b4 = tt.broadcast %b3 : tensor<1x16x1xi32, #blocked1> -> tensor<8x16x32xi32, #blocked1>
  %ab = arith.addi %a4, %b4 : tensor<8x16x32xi32, #blocked1>
  %off = arith.addi %ab, %c : tensor<8x16x32xi32, #blocked1>
  %qs = tt.splat %q : !tt.ptr<f32> -> tensor<8x16x32x!tt.ptr<f32>, #blocked1>
  %ptrs = tt.addptr %qs, %off : tensor<8x16x32x!tt.ptr<f32>, #blocked1>, tensor<8x16x32xi32, #blocked1>
  // CHECK: tt.load %{{.*}} : tensor<8x16x32x!tt.ptr<f32>, #[[ROWS]]>
  %y = tt.load %ptrs : tensor<8x16x32x!tt.ptr<f32>, #blocked1>
  tt.return
}
}

// -----

// Descriptor loads, stores and gathers (TMA) take a row-major layout with up
// to 16 bytes a thread along the last dimension: the shared-memory side of
// the copy, not L1, decides. A gather's row offsets keep their layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[TMA:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[ORIG:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[ROWS:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[GATHER:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: @descriptors
  tt.func public @descriptors(%d: !tt.tensordesc<tensor<128x64xf16>>, %g: !tt.tensordesc<tensor<1x64xbf16>>,
                              %rows: tensor<8xi32, #rows>, %i: i32) {
    // CHECK: %[[T:.*]] = tt.descriptor_load %{{.*}} -> tensor<128x64xf16, #[[TMA]]>
    // CHECK: ttg.convert_layout %[[T]] : tensor<128x64xf16, #[[TMA]]> -> tensor<128x64xf16, #[[ORIG]]>
    %t = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16, #blocked>
    // CHECK: %[[S:.*]] = ttg.convert_layout %{{.*}} -> tensor<128x64xf16, #[[TMA]]>
    // CHECK: tt.descriptor_store %{{.*}}[%{{.*}}, %{{.*}}], %[[S]]
    tt.descriptor_store %d[%i, %i], %t : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16, #blocked>
    // CHECK: tt.descriptor_gather %{{.*}}[%{{.*}}, %{{.*}}] : (!tt.tensordesc<tensor<1x64xbf16>>, tensor<8xi32, #[[ROWS]]>, i32) -> tensor<8x64xbf16, #[[GATHER]]>
    %r = tt.descriptor_gather %g[%rows, %i] : (!tt.tensordesc<tensor<1x64xbf16>>, tensor<8xi32, #rows>, i32) -> tensor<8x64xbf16, #blocked>
    tt.return
  }
}
