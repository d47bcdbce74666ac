// RUN: tt-opt %s -split-input-file -tritongpu-remove-layout-conversions | FileCheck %s

// A load's layout flows to what is computed from it, and the address and
// mask computations feeding it are redone in that layout: no conversion is
// left.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: #[[V4:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NOT: #ttg.blocked
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @copy_plus_one
tt.func @copy_plus_one(%in: !tt.ptr<f32>, %out: !tt.ptr<f32>, %n: i32) {
  // CHECK-NOT: ttg.convert_layout
  // CHECK: %[[R:.*]] = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #[[V4]]>
  // CHECK: tt.load {{.*}} : tensor<512x!tt.ptr<f32>, #[[V4]]>
  // CHECK: arith.addf {{.*}} : tensor<512xf32, #[[V4]]>
  // CHECK: tt.store {{.*}} : tensor<512x!tt.ptr<f32>, #[[V4]]>
  %one = arith.constant dense<1.0> : tensor<512xf32, #blocked>
  %range = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
  %bound = tt.splat %n : i32 -> tensor<512xi32, #blocked>
  %mask = arith.cmpi slt, %range, %bound : tensor<512xi32, #blocked>
  %base = tt.splat %in : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
  %ptrs = tt.addptr %base, %range : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
  %ptrs4 = ttg.convert_layout %ptrs : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
  %mask4 = ttg.convert_layout %mask : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
  %x4 = tt.load %ptrs4, %mask4 : tensor<512x!tt.ptr<f32>, #blocked1>
  %x = ttg.convert_layout %x4 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
  %y = arith.addf %x, %one : tensor<512xf32, #blocked>
  %obase = tt.splat %out : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
  %optrs = tt.addptr %obase, %range : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
  %optrs4 = ttg.convert_layout %optrs : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
  %y4 = ttg.convert_layout %y : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
  %omask4 = ttg.convert_layout %mask : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
  tt.store %optrs4, %y4, %omask4 : tensor<512x!tt.ptr<f32>, #blocked1>
  tt.return
}
}

// -----

// A value loaded in one layout and stored through pointers that only exist
// in another keeps one real conversion: a load's result is never recomputed.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @transpose_copy
tt.func @transpose_copy(%src: tensor<32x32x!tt.ptr<f32>, #blocked>, %dst: tensor<32x32x!tt.ptr<f32>, #blocked1>) {
  // CHECK: %[[X:.*]] = tt.load
  // CHECK: %[[C:.*]] = ttg.convert_layout %[[X]]
  // CHECK: tt.store %{{.*}}, %[[C]]
  %x = tt.load %src : tensor<32x32x!tt.ptr<f32>, #blocked>
  %c = ttg.convert_layout %x : tensor<32x32xf32, #blocked> -> tensor<32x32xf32, #blocked1>
  tt.store %dst, %c : tensor<32x32x!tt.ptr<f32>, #blocked1>
  tt.return
}
}

// -----

// Reductions take the slice of the propagated layout; a loop-carried
// accumulator is carried in the load's layout.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @sum_in_loop
tt.func @sum_in_loop(%p: tensor<512x!tt.ptr<f32>, #blocked1>, %n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<512xf32, #blocked>
  // CHECK: %[[ACC:.*]] = scf.for {{.*}} -> (tensor<512xf32, #[[L:blocked[0-9]*]]>)
  // CHECK-NOT: ttg.convert_layout
  // CHECK: "tt.reduce"(%[[ACC]])
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (tensor<512xf32, #blocked>) : i32 {
    %x4 = tt.load %p : tensor<512x!tt.ptr<f32>, #blocked1>
    %x = ttg.convert_layout %x4 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    %s = arith.addf %a, %x : tensor<512xf32, #blocked>
    scf.yield %s : tensor<512xf32, #blocked>
  }
  %r = "tt.reduce"(%acc) <{axis = 0 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %w = arith.addf %u, %v : f32
    tt.reduce.return %w : f32
  }) : (tensor<512xf32, #blocked>) -> f32
  tt.return %r : f32
}
}

// -----

// Pointers advanced in a loop and converted for the load on every
// iteration: the conversion stays in the loop, as in Triton, since the
// backward slice of the loop-carried pointers reaches a function argument
// (an anchor) and cannot be rematerialized.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @advancing_pointers
tt.func @advancing_pointers(%p: tensor<16x32x!tt.ptr<f32>, #blocked>, %out: tensor<16x32x!tt.ptr<f32>, #blocked1>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %step = arith.constant dense<32> : tensor<16x32xi32, #blocked>
  %zero = arith.constant dense<0.0> : tensor<16x32xf32, #blocked1>
  // CHECK: scf.for {{.*}} iter_args(%[[P:.*]] = %arg0, {{.*}}) -> (tensor<16x32x!tt.ptr<f32>, #[[B:blocked[0-9]*]]>, tensor<16x32xf32, #[[B1:blocked[0-9]*]]>)
  // CHECK-NEXT: ttg.convert_layout %[[P]] : tensor<16x32x!tt.ptr<f32>, #[[B]]> -> tensor<16x32x!tt.ptr<f32>, #[[B1]]>
  // CHECK: tt.addptr %[[P]], %{{.*}} : tensor<16x32x!tt.ptr<f32>, #[[B]]>
  // CHECK: scf.yield
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%q = %p, %acc = %zero) -> (tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xf32, #blocked1>) : i32 {
    %q4 = ttg.convert_layout %q : tensor<16x32x!tt.ptr<f32>, #blocked> -> tensor<16x32x!tt.ptr<f32>, #blocked1>
    %x = tt.load %q4 : tensor<16x32x!tt.ptr<f32>, #blocked1>
    %s = arith.addf %acc, %x : tensor<16x32xf32, #blocked1>
    %next = tt.addptr %q, %step : tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xi32, #blocked>
    scf.yield %next, %s : tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xf32, #blocked1>
  }
  tt.store %out, %r#1 : tensor<16x32x!tt.ptr<f32>, #blocked1>
  tt.return
}
}

// -----

// A transpose takes its source's propagated layout, permuted: the load's
// layout reaches the transposed value and the conversion in between goes.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-DAG: #[[ROWS:.*]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[COLS:.*]] = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @trans_follows_source
tt.func @trans_follows_source(%p: tensor<64x64x!tt.ptr<f16>, #blocked>) -> tensor<64x64xf16, #blocked2> {
  // CHECK: %[[X:.*]] = tt.load {{.*}} : tensor<64x64x!tt.ptr<f16>, #[[ROWS]]>
  // CHECK-NEXT: %[[T:.*]] = tt.trans %[[X]] {order = array<i32: 1, 0>} : tensor<64x64xf16, #[[ROWS]]> -> tensor<64x64xf16, #[[COLS]]>
  // CHECK-NEXT: ttg.convert_layout %[[T]] : tensor<64x64xf16, #[[COLS]]> -> tensor<64x64xf16, #{{.*}}>
  // CHECK-NEXT: tt.return
  %x = tt.load %p : tensor<64x64x!tt.ptr<f16>, #blocked>
  %c = ttg.convert_layout %x : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
  %t = tt.trans %c {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
  tt.return %t : tensor<64x64xf16, #blocked2>
}
}

// -----

// Like Triton, the pass merges no duplicates of its own: the canonicalizer
// Triton runs after the propagation folds each conversion of a range into a
// range of its own, so three conversions give three ranges.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @no_cse_but_reuse
tt.func @no_cse_but_reuse(%p: tensor<512x!tt.ptr<i32>, #blocked1>) {
  // CHECK-COUNT-3: tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #[[V4:.*]]>
  // CHECK-NOT: tt.make_range
  // CHECK-NOT: ttg.convert_layout
  // CHECK-COUNT-3: tt.store
  %a = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
  %b = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
  %a1 = ttg.convert_layout %a : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked1>
  %a2 = ttg.convert_layout %a : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked1>
  %b1 = ttg.convert_layout %b : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked1>
  tt.store %p, %a1 : tensor<512x!tt.ptr<i32>, #blocked1>
  tt.store %p, %a2 : tensor<512x!tt.ptr<i32>, #blocked1>
  tt.store %p, %b1 : tensor<512x!tt.ptr<i32>, #blocked1>
  tt.return
}
}

// -----
// A conversion to an MMA dot operand, fed by a transpose of a load, is done
// on the load's result: the transpose then yields the dot operand itself.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @dot_operand_above_trans
tt.func @dot_operand_above_trans(%pa: tensor<64x64x!tt.ptr<f16>, #blocked>, %pb: tensor<64x64x!tt.ptr<f16>, #blocked>) -> tensor<64x64xf32, #mma> {
  // CHECK: %[[B:.*]] = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
  // CHECK-NEXT: %[[L:.*]] = ttg.convert_layout %[[B]] : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #linear>
  // CHECK: tt.trans %[[L]] {order = array<i32: 1, 0>} : tensor<64x64xf16, #linear> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  // CHECK-NOT: ttg.convert_layout {{.*}}#blocked1
  // CHECK: tt.dot
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
  %a = tt.load %pa : tensor<64x64x!tt.ptr<f16>, #blocked>
  %b = tt.load %pb : tensor<64x64x!tt.ptr<f16>, #blocked>
  %bt = tt.trans %b {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
  %ad = ttg.convert_layout %a : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %bd = ttg.convert_layout %bt : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  %d = tt.dot %ad, %bd, %zero : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
  tt.return %d : tensor<64x64xf32, #mma>
}
}

// -----

// fp4_to_fp is rematerialized in the layout its user wants: the packed
// constant is remade in the source layout that layout implies, and no
// conversion is left.
#packed = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#unpacked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#wanted = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @fp4_to_fp_in_user_layout
// CHECK: %[[C:.*]] = arith.constant dense<34> : tensor<32x16xi8, #[[SRC:blocked[0-9]*]]>
// CHECK: ttg.fp4_to_fp %[[C]] {axis = 1 : i32} : tensor<32x16xi8, #[[SRC]]> -> tensor<32x32xbf16, #blocked>
// CHECK-NOT: ttg.convert_layout
tt.func @fp4_to_fp_in_user_layout() -> tensor<32x32xbf16, #wanted> {
  %packed = arith.constant dense<34> : tensor<32x16xi8, #packed>
  %values = ttg.fp4_to_fp %packed {axis = 1 : i32} : tensor<32x16xi8, #packed> -> tensor<32x32xbf16, #unpacked>
  %out = ttg.convert_layout %values : tensor<32x32xbf16, #unpacked> -> tensor<32x32xbf16, #wanted>
  tt.return %out : tensor<32x32xbf16, #wanted>
}
}

// -----

// A join produces the layout its user wants directly when splitting that
// layout gives the operands' own: the conversion after it goes.
#rows = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#pairInner = #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [2, 0, 1]}>
#pairOuter = #ttg.blocked<{sizePerThread = [1, 8, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @join_in_user_layout
// CHECK: %[[J:.*]] = tt.join %arg0, %arg1 : tensor<128x8xf16, #{{.*}}> -> tensor<128x8x2xf16, #[[OUTER:blocked[0-9]*]]>
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.return %[[J]] : tensor<128x8x2xf16, #[[OUTER]]>
tt.func @join_in_user_layout(%a: tensor<128x8xf16, #rows>, %b: tensor<128x8xf16, #rows>) -> tensor<128x8x2xf16, #pairOuter> {
  %j = tt.join %a, %b : tensor<128x8xf16, #rows> -> tensor<128x8x2xf16, #pairInner>
  %c = ttg.convert_layout %j : tensor<128x8x2xf16, #pairInner> -> tensor<128x8x2xf16, #pairOuter>
  tt.return %c : tensor<128x8x2xf16, #pairOuter>
}
}

// -----

// A conversion of a non-splat constant (hand-written IR; Triton's front end
// makes only splats): the constant is made in the layout its user wants, as
// a splat would be. Making a conversion of its copy instead, which no
// canonicalization folds, kept the pass removing the same conversion
// forever (found by running make-ttgir over our own test inputs).

#vec4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#vec1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func public @non_splat_constant
  // CHECK: %[[CST:.*]] = arith.constant dense<[7, 5, 3, 1]> : tensor<4xi32, #[[$VEC1:.*]]>
  // CHECK-NOT: ttg.convert_layout
  // CHECK: tt.store %{{.*}}, %[[CST]] : tensor<4x!tt.ptr<i32>, #[[$VEC1]]>
  tt.func public @non_splat_constant(%out: !tt.ptr<i32>) {
    %cst = arith.constant dense<[7, 5, 3, 1]> : tensor<4xi32, #vec4>
    %p = tt.splat %out : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>, #vec1>
    %c = ttg.convert_layout %cst : tensor<4xi32, #vec4> -> tensor<4xi32, #vec1>
    tt.store %p, %c : tensor<4x!tt.ptr<i32>, #vec1>
    tt.return
  }
}
