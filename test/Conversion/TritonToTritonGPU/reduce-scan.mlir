// tt.reduce gives a slice of its operand's layout (a scalar from rank 1);
// tt.scan keeps it; the scalar combiner regions move over unchanged.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=8' %s | FileCheck %s

// CHECK-DAG: #[[B1:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>

// CHECK-LABEL: tt.func @reduce
// CHECK: %[[ROWS:.*]] = "tt.reduce"(%[[X:.*]]) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT:   %[[M:.*]] = arith.maxnumf %[[A]], %[[B]] : f32
// CHECK-NEXT:   tt.reduce.return %[[M]] : f32
// CHECK-NEXT: }) : (tensor<32x64xf32, #[[B2]]>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[B2]]}>>
// Its users want the default layout of the reduced shape.
// CHECK: ttg.convert_layout %[[ROWS]] : tensor<32xf32, #ttg.slice<{dim = 1, parent = #[[B2]]}>> -> tensor<32xf32, #[[B1]]>
// Two operands, reduced together along dimension 0.
// CHECK: "tt.reduce"(%[[X]], %{{.*}}) <{axis = 0 : i32}>
// CHECK: }) : (tensor<32x64xf32, #[[B2]]>, tensor<32x64xi32, #[[B2]]>) -> (tensor<64xf32, #ttg.slice<{dim = 0, parent = #[[B2]]}>>, tensor<64xi32, #ttg.slice<{dim = 0, parent = #[[B2]]}>>)
// Rank 1 reduces to a scalar.
// CHECK: "tt.reduce"(%{{.*}}) <{axis = 0 : i32}>
// CHECK: }) : (tensor<1024xf32, #[[B1]]>) -> f32
tt.func @reduce(%x: tensor<32x64xf32>, %i: tensor<32x64xi32>, %v: tensor<1024xf32>) -> tensor<32xf32> {
  %rows = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.maxnumf %a, %b : f32
    tt.reduce.return %m : f32
  }) : (tensor<32x64xf32>) -> tensor<32xf32>
  %e = math.exp %rows : tensor<32xf32>
  %cols:2 = "tt.reduce"(%x, %i) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
    %lt = arith.cmpf olt, %a, %b : f32
    %m = arith.select %lt, %b, %a : f32
    %mi = arith.select %lt, %bi, %ai : i32
    tt.reduce.return %m, %mi : f32, i32
  }) : (tensor<32x64xf32>, tensor<32x64xi32>) -> (tensor<64xf32>, tensor<64xi32>)
  %s = "tt.reduce"(%v) <{axis = 0 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %m = arith.addf %a, %b : f32
    tt.reduce.return %m : f32
  }) : (tensor<1024xf32>) -> f32
  tt.return %e : tensor<32xf32>
}

// CHECK-LABEL: tt.func @scan
// CHECK: "tt.scan"(%{{.*}}) <{axis = 0 : i32, reverse = true}> ({
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32):
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:   tt.scan.return %[[S]] : f32
// CHECK-NEXT: }) : (tensor<32x64xf32, #[[B2]]>) -> tensor<32x64xf32, #[[B2]]>
tt.func @scan(%x: tensor<32x64xf32>) {
  %c = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.scan.return %s : f32
  }) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  tt.return
}
