// scf and cf ops keep their structure: results, loop-carried values and
// block arguments take the converted types, and terminators pass values in
// the layout their parent expects (a convert_layout where they differ).
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:80 num-warps=2' %s | FileCheck %s

// CHECK-DAG: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 2], order = [1, 0]}>

// CHECK-LABEL: tt.func @for_loop
// CHECK: %[[INIT:.*]] = arith.constant dense<0.000000e+00> : tensor<128xf32, #[[B]]>
// CHECK: %[[R:.*]]:2 = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %[[K:.*]] = %{{.*}}) -> (tensor<128xf32, #[[B]]>, i32) : i32 {
// CHECK:   %[[ADD:.*]] = arith.addf %[[ACC]], %{{.*}} : tensor<128xf32, #[[B]]>
// The reduction's slice result goes back to the loop's layout at the yield.
// CHECK:   %[[RED:.*]] = "tt.reduce"
// CHECK:   }) : (tensor<2x128xf32, #[[B2]]>) -> tensor<128xf32, #ttg.slice<{dim = 0, parent = #[[B2]]}>>
// CHECK:   %[[CVT:.*]] = ttg.convert_layout %[[RED]] : tensor<128xf32, #ttg.slice<{dim = 0, parent = #[[B2]]}>> -> tensor<128xf32, #[[B]]>
// CHECK:   scf.yield %[[CVT]], %{{.*}} : tensor<128xf32, #[[B]]>, i32
// CHECK: }
// CHECK: tt.return %[[R]]#0 : tensor<128xf32, #[[B]]>
tt.func @for_loop(%x: tensor<128xf32>, %y: tensor<2x128xf32>, %n: i32) -> tensor<128xf32> {
  %init = arith.constant dense<0.0> : tensor<128xf32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init, %k = %c0) -> (tensor<128xf32>, i32) : i32 {
    %add = arith.addf %acc, %x : tensor<128xf32>
    %red = "tt.reduce"(%y) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      tt.reduce.return %s : f32
    }) : (tensor<2x128xf32>) -> tensor<128xf32>
    %k2 = arith.addi %k, %c1 : i32
    scf.yield %red, %k2 : tensor<128xf32>, i32
  }
  tt.return %r#0 : tensor<128xf32>
}

// CHECK-LABEL: tt.func @if_while
// CHECK: %[[IF:.*]] = scf.if %{{.*}} -> (tensor<128xf32, #[[B]]>) {
// CHECK:   scf.yield %{{.*}} : tensor<128xf32, #[[B]]>
// CHECK: } else {
// CHECK:   scf.yield %{{.*}} : tensor<128xf32, #[[B]]>
// CHECK: }
// CHECK: scf.while (%[[A:.*]] = %[[IF]], %{{.*}} = %{{.*}}) : (tensor<128xf32, #[[B]]>, i32) -> (tensor<128xf32, #[[B]]>, i32) {
// CHECK:   scf.condition(%{{.*}}) %[[A]], %{{.*}} : tensor<128xf32, #[[B]]>, i32
// CHECK: } do {
// CHECK: ^bb0(%[[A2:.*]]: tensor<128xf32, #[[B]]>, %{{.*}}: i32):
// CHECK:   arith.addf %[[A2]], %[[A2]] : tensor<128xf32, #[[B]]>
// CHECK:   scf.yield %{{.*}}, %{{.*}} : tensor<128xf32, #[[B]]>, i32
tt.func @if_while(%x: tensor<128xf32>, %c: i1, %n: i32) {
  %z = arith.constant dense<0.0> : tensor<128xf32>
  %i = scf.if %c -> (tensor<128xf32>) {
    scf.yield %x : tensor<128xf32>
  } else {
    scf.yield %z : tensor<128xf32>
  }
  %w:2 = scf.while (%a = %i, %k = %n) : (tensor<128xf32>, i32) -> (tensor<128xf32>, i32) {
    %cond = arith.cmpi sgt, %k, %n : i32
    scf.condition(%cond) %a, %k : tensor<128xf32>, i32
  } do {
  ^bb0(%a: tensor<128xf32>, %k: i32):
    %a2 = arith.addf %a, %a : tensor<128xf32>
    scf.yield %a2, %k : tensor<128xf32>, i32
  }
  tt.return
}

// CHECK-LABEL: tt.func @branches
// CHECK: cf.cond_br %{{.*}}, ^bb1(%{{.*}} : tensor<128xf32, #[[B]]>), ^bb2(%{{.*}} : tensor<128xf32, #[[B]]>)
// CHECK: ^bb1(%[[X:.*]]: tensor<128xf32, #[[B]]>):
// CHECK:   cf.br ^bb2(%[[X]] : tensor<128xf32, #[[B]]>)
// CHECK: ^bb2(%[[Y:.*]]: tensor<128xf32, #[[B]]>):
// CHECK:   tt.return %[[Y]] : tensor<128xf32, #[[B]]>
tt.func @branches(%x: tensor<128xf32>, %c: i1) -> tensor<128xf32> {
  %z = arith.constant dense<0.0> : tensor<128xf32>
  cf.cond_br %c, ^bb1(%x : tensor<128xf32>), ^bb2(%z : tensor<128xf32>)
^bb1(%a: tensor<128xf32>):
  cf.br ^bb2(%a : tensor<128xf32>)
^bb2(%b: tensor<128xf32>):
  tt.return %b : tensor<128xf32>
}
