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

// A dot splits its 64x64 accumulator over N (64-column chunks stay legal,
// 64-row chunks would leave N chunks of 32); A, which has no N, is the same
// in both CTAs, B and the accumulator split along N. The old conversions
// into dot_op layouts stay, now from the planned loads.
// CHECK-DAG: #[[COPY:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 0]]}>
// CHECK-DAG: #[[SPLITN:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-LABEL: tt.func @dot
// CHECK: %[[A:.*]] = tt.load %{{.*}} : tensor<64x32x!tt.ptr<f16>, #[[COPY]]>
// CHECK: %[[B:.*]] = tt.load %{{.*}} : tensor<32x64x!tt.ptr<f16>, #[[SPLITN]]>
// CHECK: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #[[SPLITN]]>
// CHECK: %[[AOP:.*]] = ttg.convert_layout %[[A]] : tensor<64x32xf16, #[[COPY]]> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #[[SPLITN]]}>>
// CHECK: %[[BOP:.*]] = ttg.convert_layout %[[B]] : tensor<32x64xf16, #[[SPLITN]]> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #[[SPLITN]]}>>
// CHECK: %[[D:.*]] = tt.dot %[[AOP]], %[[BOP]], %[[Z]] : {{.*}} -> tensor<64x64xf32, #[[SPLITN]]>
// CHECK-NEXT: tt.store %{{.*}}, %[[D]] : tensor<64x64x!tt.ptr<f32>, #[[SPLITN]]>
#bl = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#acc = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @dot(%pa: !tt.ptr<f16>, %pb: !tt.ptr<f16>, %pc: !tt.ptr<f32>) {
  %a_ptr = tt.splat %pa : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #bl>
  %b_ptr = tt.splat %pb : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #bl>
  %c_ptr = tt.splat %pc : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #acc>
  %a = tt.load %a_ptr : tensor<64x32x!tt.ptr<f16>, #bl>
  %b = tt.load %b_ptr : tensor<32x64x!tt.ptr<f16>, #bl>
  %a_op = ttg.convert_layout %a : tensor<64x32xf16, #bl> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #acc}>>
  %b_op = ttg.convert_layout %b : tensor<32x64xf16, #bl> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc}>>
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #acc>
  %d = tt.dot %a_op, %b_op, %zero : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #acc}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc}>> -> tensor<64x64xf32, #acc>
  tt.store %c_ptr, %d : tensor<64x64x!tt.ptr<f32>, #acc>
  tt.return
}
}

// -----

// A reduction along dim 1 keeps dim 1 in one CTA and splits the 64 rows.
// The loaded tile has two users wanting different layouts: the load is
// duplicated, one copy per layout. The reduced rows go back to the layout
// expand_dims had, through a convert_layout.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = [[0, 1]]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1], CGALayout = [[1, 0]]}>
// CHECK-DAG: #[[RED:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CHECK-DAG: #[[LD:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @rows
// CHECK: %[[X1:.*]] = tt.load %[[P:.*]] : tensor<64x128x!tt.ptr<f32>, #[[LD]]>
// CHECK-NEXT: %[[X2:.*]] = tt.load %[[P]] : tensor<64x128x!tt.ptr<f32>, #[[LD]]>
// CHECK: %[[XR:.*]] = ttg.convert_layout %{{.*}} : tensor<64x128xf32, #[[LD]]> -> tensor<64x128xf32, #[[RED]]>
// CHECK: %[[S:.*]] = "tt.reduce"(%[[XR]]) <{axis = 1 : i32}>
// CHECK: }) : (tensor<64x128xf32, #[[RED]]>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #[[RED]]}>>
// CHECK-NEXT: ttg.convert_layout %[[S]] : tensor<64xf32, #ttg.slice<{dim = 1, parent = #[[RED]]}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #{{.*}}}>>
// CHECK: tt.store
tt.func @rows(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
  %c = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
  %re = tt.expand_dims %r {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
  %k = arith.constant dense<128> : tensor<64x1xi32, #blocked>
  %rm = arith.muli %re, %k : tensor<64x1xi32, #blocked>
  %ce = tt.expand_dims %c {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
  %rb = tt.broadcast %rm : tensor<64x1xi32, #blocked> -> tensor<64x128xi32, #blocked>
  %cb = tt.broadcast %ce : tensor<1x128xi32, #blocked> -> tensor<64x128xi32, #blocked>
  %off = arith.addi %rb, %cb : tensor<64x128xi32, #blocked>
  %p = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x128x!tt.ptr<f32>, #blocked>
  %pp = tt.addptr %p, %off : tensor<64x128x!tt.ptr<f32>, #blocked>, tensor<64x128xi32, #blocked>
  %x = tt.load %pp : tensor<64x128x!tt.ptr<f32>, #blocked>
  %xr = ttg.convert_layout %x : tensor<64x128xf32, #blocked> -> tensor<64x128xf32, #blocked1>
  %s = "tt.reduce"(%xr) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<64x128xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
  %s2 = ttg.convert_layout %s : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
  %se = tt.expand_dims %s2 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xf32, #blocked2>
  %se2 = ttg.convert_layout %se : tensor<64x1xf32, #blocked2> -> tensor<64x1xf32, #blocked>
  %sb = tt.broadcast %se2 : tensor<64x1xf32, #blocked> -> tensor<64x128xf32, #blocked>
  %y = arith.subf %x, %sb : tensor<64x128xf32, #blocked>
  %q = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x128x!tt.ptr<f32>, #blocked>
  %qq = tt.addptr %q, %off : tensor<64x128x!tt.ptr<f32>, #blocked>, tensor<64x128xi32, #blocked>
  tt.store %qq, %y : tensor<64x128x!tt.ptr<f32>, #blocked>
  tt.return
}
}

// -----

// No dot and no reduction: the first store's cluster tiling is kept.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK: #[[V:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1]]}>
// CHECK-LABEL: tt.func @copy
// CHECK: %[[L:.*]] = tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, #[[V]]>
// CHECK: tt.store %{{.*}}, %[[L]] : tensor<1024x!tt.ptr<f32>, #[[V]]>
tt.func @copy(%x: !tt.ptr<f32>, %y: !tt.ptr<f32>) {
  %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
  %p = tt.splat %x : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
  %pp = tt.addptr %p, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
  %v = tt.load %pp : tensor<1024x!tt.ptr<f32>, #blocked>
  %q = tt.splat %y : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
  %qq = tt.addptr %q, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
  tt.store %qq, %v : tensor<1024x!tt.ptr<f32>, #blocked>
  tt.return
}
}

// -----

// Storing a reduced (sliced) tensor: Triton's pass would build a blocked
// layout of the wrong rank, so the module is refused.
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @store_sum(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
  %p = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x128x!tt.ptr<f32>, #blocked>
  %x = tt.load %p : tensor<64x128x!tt.ptr<f32>, #blocked>
  %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %t = arith.addf %a, %b : f32
    tt.reduce.return %t : f32
  }) : (tensor<64x128xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  %q = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
  // expected-error @below {{cannot move a sliced layout to a new cluster tiling}}
  tt.store %q, %s : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
  tt.return
}
}

// -----

// Two dots in one function: Triton plans the tiling from a single dot.
#acc = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @two_dots(%pa: !tt.ptr<f16>, %a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #acc}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc}>>, %c: tensor<64x64xf32, #acc>) {
  %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #acc}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc}>> -> tensor<64x64xf32, #acc>
  // expected-error @below {{a function with more than one tt.dot cannot be planned for a cluster}}
  %e = tt.dot %a, %b, %d : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #acc}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc}>> -> tensor<64x64xf32, #acc>
  tt.return
}
}
