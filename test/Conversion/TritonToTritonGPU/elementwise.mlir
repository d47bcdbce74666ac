// Elementwise arith, math and tt ops keep their form: operands and results
// take the default layout of their shape; dense constants keep their value;
// attributes (flags, hints) survive.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s

// CHECK-DAG: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>

// CHECK-LABEL: tt.func @arith
// CHECK: %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<256xf32, #[[B]]>
// CHECK: %[[IOTA:.*]] = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32, #[[B]]>
// CHECK: %[[SUM:.*]] = arith.addf %[[X:.*]], %[[ONE]] fastmath<fast> : tensor<256xf32, #[[B]]>
// CHECK: arith.mulf %[[SUM]], %[[X]] : tensor<256xf32, #[[B]]>
// CHECK: arith.divf {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: arith.maxnumf {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: arith.negf {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: %[[CMP:.*]] = arith.cmpf olt, {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: arith.select %[[CMP]], {{.*}} : tensor<256xi1, #[[B]]>, tensor<256xf32, #[[B]]>
// CHECK: arith.fptosi {{.*}} : tensor<256xf32, #[[B]]> to tensor<256xi32, #[[B]]>
// CHECK: arith.addi {{.*}} overflow<nsw> : tensor<256xi32, #[[B]]>
// CHECK: arith.shrsi {{.*}} : tensor<256xi32, #[[B]]>
// CHECK: arith.remsi {{.*}} : tensor<256xi32, #[[B]]>
// CHECK: arith.cmpi slt, {{.*}} : tensor<256xi32, #[[B]]>
// CHECK: arith.extsi {{.*}} : tensor<256xi32, #[[B]]> to tensor<256xi64, #[[B]]>
// CHECK: arith.truncf {{.*}} : tensor<256xf32, #[[B]]> to tensor<256xf16, #[[B]]>
// Scalars stay as they are.
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
tt.func @arith(%x: tensor<256xf32>, %n: i32) {
  %one = arith.constant dense<1.0> : tensor<256xf32>
  %iota = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %s = arith.addf %x, %one fastmath<fast> : tensor<256xf32>
  %m = arith.mulf %s, %x : tensor<256xf32>
  %d = arith.divf %m, %x : tensor<256xf32>
  %mx = arith.maxnumf %d, %x : tensor<256xf32>
  %ng = arith.negf %mx : tensor<256xf32>
  %c = arith.cmpf olt, %ng, %x : tensor<256xf32>
  %sel = arith.select %c, %ng, %x : tensor<256xi1>, tensor<256xf32>
  %i = arith.fptosi %sel : tensor<256xf32> to tensor<256xi32>
  %i2 = arith.addi %i, %i overflow<nsw> : tensor<256xi32>
  %sh = arith.shrsi %i2, %i : tensor<256xi32>
  %r = arith.remsi %sh, %i : tensor<256xi32>
  %ci = arith.cmpi slt, %r, %i : tensor<256xi32>
  %e = arith.extsi %r : tensor<256xi32> to tensor<256xi64>
  %t = arith.truncf %sel : tensor<256xf32> to tensor<256xf16>
  %sc = arith.addi %n, %n : i32
  tt.return
}

// CHECK-LABEL: tt.func @math
// CHECK: math.exp {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.exp2 {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.log {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.sqrt {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.rsqrt {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.absf {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.fma {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.floor {{.*}} : tensor<64x64xf32, #[[B2]]>
// CHECK: math.erf {{.*}} : tensor<64x64xf32, #[[B2]]>
tt.func @math(%x: tensor<64x64xf32>) {
  %0 = math.exp %x : tensor<64x64xf32>
  %1 = math.exp2 %0 : tensor<64x64xf32>
  %2 = math.log %1 : tensor<64x64xf32>
  %3 = math.sqrt %2 : tensor<64x64xf32>
  %4 = math.rsqrt %3 : tensor<64x64xf32>
  %5 = math.absf %4 : tensor<64x64xf32>
  %6 = math.fma %5, %4, %3 : tensor<64x64xf32>
  %7 = math.floor %6 : tensor<64x64xf32>
  %8 = math.erf %7 : tensor<64x64xf32>
  tt.return
}

// CHECK-LABEL: tt.func @triton_elementwise
// CHECK: tt.clampf {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: tt.precise_sqrt {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: tt.precise_divf {{.*}} : tensor<256xf32, #[[B]]>
// CHECK: tt.fp_to_fp {{.*}}, rounding = rtne : tensor<256xf32, #[[B]]> -> tensor<256xf16, #[[B]]>
// CHECK: tt.bitcast {{.*}} : tensor<256xf32, #[[B]]> -> tensor<256xi32, #[[B]]>
// CHECK: tt.mulhiui {{.*}} : tensor<256xi32, #[[B]]>
// CHECK: tt.int_to_ptr {{.*}} : tensor<256xi64, #[[B]]> -> tensor<256x!tt.ptr<f32>, #[[B]]>
// CHECK: tt.ptr_to_int {{.*}} : tensor<256x!tt.ptr<f32>, #[[B]]> -> tensor<256xi64, #[[B]]>
tt.func @triton_elementwise(%x: tensor<256xf32>, %y: tensor<256xf32>, %q: tensor<256xi64>) {
  %0 = tt.clampf %x, %y, %y, propagateNan = none : tensor<256xf32>
  %1 = tt.precise_sqrt %0 : tensor<256xf32>
  %2 = tt.precise_divf %1, %y : tensor<256xf32>
  %3 = tt.fp_to_fp %2, rounding = rtne : tensor<256xf32> -> tensor<256xf16>
  %4 = tt.bitcast %2 : tensor<256xf32> -> tensor<256xi32>
  %5 = tt.mulhiui %4, %4 : tensor<256xi32>
  %6 = tt.int_to_ptr %q : tensor<256xi64> -> tensor<256x!tt.ptr<f32>>
  %7 = tt.ptr_to_int %6 : tensor<256x!tt.ptr<f32>> -> tensor<256xi64>
  tt.return
}
