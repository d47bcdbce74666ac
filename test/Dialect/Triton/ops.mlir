// RUN: tt-opt %s | tt-opt | FileCheck %s
// RUN: tt-opt %s --verify-roundtrip --mlir-print-op-generic | tt-opt | FileCheck %s

// Every `tt` op and type, in the syntax Triton 3.6 prints.

// CHECK-LABEL: tt.func public @types
// CHECK-SAME: !tt.ptr<f32>
// CHECK-SAME: !tt.ptr<i8, 3>
// CHECK-SAME: !tt.ptr<tensor<16x32xf16>>
// CHECK-SAME: !tt.tensordesc<tensor<16x32xf16>>
// CHECK-SAME: tensor<8x!tt.ptr<f8E4M3FN>>
// CHECK-SAME: !tt.ptr<!tt.ptr<bf16>>
tt.func public @types(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %s: !tt.ptr<i8, 3>,
                      %b: !tt.ptr<tensor<16x32xf16>>, %d: !tt.tensordesc<tensor<16x32xf16>>,
                      %t: tensor<8x!tt.ptr<f8E4M3FN>>, %pp: !tt.ptr<!tt.ptr<bf16>>) attributes {noinline = false} {
  tt.return
}

// CHECK-LABEL: tt.func private @casts
tt.func private @casts(%i: tensor<4xi64>, %p: tensor<4x!tt.ptr<f32>>, %f: tensor<4xf32>, %h: f16) {
  // CHECK: tt.int_to_ptr %{{.*}} : tensor<4xi64> -> tensor<4x!tt.ptr<f32>>
  %0 = tt.int_to_ptr %i : tensor<4xi64> -> tensor<4x!tt.ptr<f32>>
  // CHECK: tt.ptr_to_int %{{.*}} : tensor<4x!tt.ptr<f32>> -> tensor<4xi64>
  %1 = tt.ptr_to_int %p : tensor<4x!tt.ptr<f32>> -> tensor<4xi64>
  // CHECK: tt.bitcast %{{.*}} : tensor<4xf32> -> tensor<4xi32>
  %2 = tt.bitcast %f : tensor<4xf32> -> tensor<4xi32>
  // CHECK: tt.bitcast %{{.*}} : tensor<4x!tt.ptr<f32>> -> tensor<4x!tt.ptr<i32>>
  %3 = tt.bitcast %p : tensor<4x!tt.ptr<f32>> -> tensor<4x!tt.ptr<i32>>
  // CHECK: tt.fp_to_fp %{{.*}}, rounding = rtne : tensor<4xf32> -> tensor<4xf8E5M2>
  %4 = tt.fp_to_fp %f, rounding = rtne : tensor<4xf32> -> tensor<4xf8E5M2>
  // CHECK: tt.fp_to_fp %{{.*}} : tensor<4xf8E5M2> -> tensor<4xf32>
  %5 = tt.fp_to_fp %4 : tensor<4xf8E5M2> -> tensor<4xf32>
  // CHECK: tt.fp_to_fp %{{.*}}, rounding = rtz : f16 -> f8E4M3FN
  %6 = tt.fp_to_fp %h, rounding = rtz : f16 -> f8E4M3FN
  tt.return
}

// CHECK-LABEL: tt.func @math
tt.func @math(%x: tensor<8xf32>, %y: tensor<8xf32>, %i: tensor<8xi32>) -> tensor<8xf32> {
  // CHECK: tt.clampf %{{.*}}, %{{.*}}, %{{.*}}, propagateNan = all : tensor<8xf32>
  %0 = tt.clampf %x, %y, %y, propagateNan = all : tensor<8xf32>
  // CHECK: tt.clampf %{{.*}}, propagateNan = none : tensor<8xf32>
  %1 = tt.clampf %0, %y, %y, propagateNan = none : tensor<8xf32>
  // CHECK: tt.precise_sqrt %{{.*}} : tensor<8xf32>
  %2 = tt.precise_sqrt %1 : tensor<8xf32>
  // CHECK: tt.precise_divf %{{.*}}, %{{.*}} : tensor<8xf32>
  %3 = tt.precise_divf %2, %y : tensor<8xf32>
  // CHECK: tt.mulhiui %{{.*}}, %{{.*}} : tensor<8xi32>
  %4 = tt.mulhiui %i, %i : tensor<8xi32>
  // CHECK: tt.return %{{.*}} : tensor<8xf32>
  tt.return %3 : tensor<8xf32>
}

// CHECK-LABEL: tt.func @pointers_loads_stores
tt.func @pointers_loads_stores(%base: !tt.ptr<f32>, %n: i32, %ptr16: tensor<128x!tt.ptr<f16>>) {
  %range = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // CHECK: tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %ptrs = tt.splat %base : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  // CHECK: tt.addptr %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  %addr = tt.addptr %ptrs, %range : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  // CHECK: tt.addptr %{{.*}}, %{{.*}} : !tt.ptr<f32>, i32
  %scalar_addr = tt.addptr %base, %n : !tt.ptr<f32>, i32
  %bound = tt.splat %n : i32 -> tensor<128xi32>
  %mask = arith.cmpi slt, %range, %bound : tensor<128xi32>
  %zero = arith.constant dense<0.000000e+00> : tensor<128xf32>
  // CHECK: tt.load %{{.*}} : tensor<128x!tt.ptr<f32>>
  %a = tt.load %addr : tensor<128x!tt.ptr<f32>>
  // CHECK: tt.load %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<f32>>
  %b = tt.load %addr, %mask : tensor<128x!tt.ptr<f32>>
  // CHECK: tt.load %{{.*}}, %{{.*}}, %{{.*}} cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<128x!tt.ptr<f32>>
  %c = tt.load %addr, %mask, %zero cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<128x!tt.ptr<f32>>
  // CHECK: tt.load %{{.*}} evictionPolicy = evict_first : !tt.ptr<f32>
  %d = tt.load %scalar_addr evictionPolicy = evict_first : !tt.ptr<f32>
  // CHECK: tt.load %{{.*}} cacheModifier = cg : tensor<128x!tt.ptr<f16>>
  %e = tt.load %ptr16 cacheModifier = cg : tensor<128x!tt.ptr<f16>>
  // CHECK: tt.store %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<f32>>
  tt.store %addr, %a : tensor<128x!tt.ptr<f32>>
  // CHECK: tt.store %{{.*}}, %{{.*}}, %{{.*}} cacheModifier = wt evictionPolicy = evict_first : tensor<128x!tt.ptr<f32>>
  tt.store %addr, %b, %mask cacheModifier = wt evictionPolicy = evict_first : tensor<128x!tt.ptr<f32>>
  // CHECK: tt.store %{{.*}}, %{{.*}} : !tt.ptr<f32>
  tt.store %scalar_addr, %d : !tt.ptr<f32>
  tt.return
}

// CHECK-LABEL: tt.func @block_pointers
tt.func @block_pointers(%base: !tt.ptr<f16>, %m: i64, %o: i32) {
  %c1 = arith.constant 1 : i64
  // CHECK: tt.make_tensor_ptr %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
  %bp = tt.make_tensor_ptr %base, [%m, %m], [%m, %c1], [%o, %o] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
  // CHECK: tt.advance %{{.*}}, [%{{.*}}, %{{.*}}] : <tensor<64x32xf16>>
  %next = tt.advance %bp, [%o, %o] : <tensor<64x32xf16>>
  // CHECK: tt.load %{{.*}} {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
  %v = tt.load %next {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
  // CHECK: tt.store %{{.*}}, %{{.*}} {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<64x32xf16>>
  tt.store %bp, %v {boundaryCheck = array<i32: 1>} : !tt.ptr<tensor<64x32xf16>>
  tt.return
}

// CHECK-LABEL: tt.func @descriptors
tt.func @descriptors(%base: !tt.ptr<f16>, %m: i32, %s: i64, %rows: tensor<8xi32>) {
  %c1 = arith.constant 1 : i64
  // CHECK: tt.make_tensor_descriptor %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}] : <f16>, <tensor<64x32xf16>>
  %d = tt.make_tensor_descriptor %base, [%m, %m], [%s, %c1] : <f16>, <tensor<64x32xf16>>
  // CHECK: tt.descriptor_load %{{.*}}[%{{.*}}, %{{.*}}] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  %v = tt.descriptor_load %d[%m, %m] : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  // CHECK: tt.descriptor_load %{{.*}}[%{{.*}}, %{{.*}}] cacheModifier = cg : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  %w = tt.descriptor_load %d[%m, %m] cacheModifier = cg : !tt.tensordesc<tensor<64x32xf16>> -> tensor<64x32xf16>
  // CHECK: tt.descriptor_store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_store %d[%m, %m], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  // CHECK: tt.descriptor_reduce add, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  tt.descriptor_reduce add, %d[%m, %m], %v : !tt.tensordesc<tensor<64x32xf16>>, tensor<64x32xf16>
  %row = tt.make_tensor_descriptor %base, [%m, %m], [%s, %c1] : <f16>, <tensor<1x32xf16>>
  // CHECK: tt.descriptor_gather %{{.*}}[%{{.*}}, %{{.*}}] : (!tt.tensordesc<tensor<1x32xf16>>, tensor<8xi32>, i32) -> tensor<8x32xf16>
  %g = tt.descriptor_gather %row[%rows, %m] : (!tt.tensordesc<tensor<1x32xf16>>, tensor<8xi32>, i32) -> tensor<8x32xf16>
  // CHECK: tt.descriptor_scatter %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<1x32xf16>>, tensor<8xi32>, i32, tensor<8x32xf16>
  tt.descriptor_scatter %row[%rows, %m], %g : !tt.tensordesc<tensor<1x32xf16>>, tensor<8xi32>, i32, tensor<8x32xf16>
  tt.return
}

// CHECK-LABEL: tt.func @atomics
tt.func @atomics(%p: tensor<64x!tt.ptr<f32>>, %v: tensor<64xf32>, %m: tensor<64xi1>, %ip: !tt.ptr<i32>, %i: i32) {
  // CHECK: tt.atomic_rmw fadd, acq_rel, gpu, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<64x!tt.ptr<f32>>, tensor<64xf32>, tensor<64xi1>) -> tensor<64xf32>
  // CHECK: tt.atomic_rmw exch, relaxed, sys, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
  %1 = tt.atomic_rmw exch, relaxed, sys, %ip, %i : (!tt.ptr<i32>, i32) -> i32
  // CHECK: tt.atomic_rmw umax, release, cta, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
  %2 = tt.atomic_rmw umax, release, cta, %ip, %i : (!tt.ptr<i32>, i32) -> i32
  // CHECK: tt.atomic_cas acquire, gpu, %{{.*}}, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32, i32) -> i32
  %3 = tt.atomic_cas acquire, gpu, %ip, %i, %i : (!tt.ptr<i32>, i32, i32) -> i32
  tt.return
}

// CHECK-LABEL: tt.func @shapes
tt.func @shapes(%x: tensor<16xf32>, %s: f32, %one: tensor<1x1xf32>) {
  // CHECK: tt.splat %{{.*}} : f32 -> tensor<16xf32>
  %0 = tt.splat %s : f32 -> tensor<16xf32>
  // CHECK: tt.unsplat %{{.*}} : tensor<1x1xf32>
  %1 = tt.unsplat %one : tensor<1x1xf32>
  // CHECK: tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<16xf32> -> tensor<16x1xf32>
  %2 = tt.expand_dims %x {axis = 1 : i32} : tensor<16xf32> -> tensor<16x1xf32>
  // CHECK: tt.broadcast %{{.*}} : tensor<16x1xf32> -> tensor<16x8xf32>
  %3 = tt.broadcast %2 : tensor<16x1xf32> -> tensor<16x8xf32>
  // CHECK: tt.reshape %{{.*}} : tensor<16x8xf32> -> tensor<128xf32>
  %4 = tt.reshape %3 : tensor<16x8xf32> -> tensor<128xf32>
  // CHECK: tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<128xf32> -> tensor<8x16xf32>
  %5 = tt.reshape %4 allow_reorder efficient_layout : tensor<128xf32> -> tensor<8x16xf32>
  // CHECK: tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<8x16xf32> -> tensor<16x8xf32>
  %6 = tt.trans %5 {order = array<i32: 1, 0>} : tensor<8x16xf32> -> tensor<16x8xf32>
  // CHECK: tt.cat %{{.*}}, %{{.*}} : tensor<16x8xf32> -> tensor<32x8xf32>
  %7 = tt.cat %6, %3 : tensor<16x8xf32> -> tensor<32x8xf32>
  // CHECK: tt.join %{{.*}}, %{{.*}} : tensor<16x8xf32> -> tensor<16x8x2xf32>
  %8 = tt.join %6, %3 : tensor<16x8xf32> -> tensor<16x8x2xf32>
  // CHECK: tt.split %{{.*}} : tensor<16x8x2xf32> -> tensor<16x8xf32>
  %9, %10 = tt.split %8 : tensor<16x8x2xf32> -> tensor<16x8xf32>
  tt.return
}

// CHECK-LABEL: tt.func @program_ids
tt.func @program_ids() -> (i32, i32) {
  // CHECK: tt.get_program_id x : i32
  %0 = tt.get_program_id x : i32
  // CHECK: tt.get_program_id z : i32
  %1 = tt.get_program_id z : i32
  // CHECK: tt.get_num_programs y : i32
  %2 = tt.get_num_programs y : i32
  tt.return %0, %2 : i32, i32
}

// CHECK-LABEL: tt.func @dots
tt.func @dots(%a: tensor<128x64xf16>, %b: tensor<64x32xf16>, %c: tensor<128x32xf32>,
              %fa: tensor<4x16x8xf32>, %fb: tensor<4x8x16xf32>, %fc: tensor<4x16x16xf32>,
              %qa: tensor<128x32xi8>, %qb: tensor<64x32xf8E4M3FN>, %sa: tensor<128x2xi8>, %sb: tensor<32x2xi8>) {
  // CHECK: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x64xf16> * tensor<64x32xf16> -> tensor<128x32xf32>
  %0 = tt.dot %a, %b, %c : tensor<128x64xf16> * tensor<64x32xf16> -> tensor<128x32xf32>
  // CHECK: tt.dot %{{.*}}, inputPrecision = tf32 {maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf16>
  %1 = tt.dot %a, %b, %0, inputPrecision = tf32 {maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf16> * tensor<64x32xf16> -> tensor<128x32xf32>
  // CHECK: tt.dot %{{.*}}, inputPrecision = tf32x3 : tensor<4x16x8xf32> * tensor<4x8x16xf32> -> tensor<4x16x16xf32>
  %2 = tt.dot %fa, %fb, %fc, inputPrecision = tf32x3 : tensor<4x16x8xf32> * tensor<4x8x16xf32> -> tensor<4x16x16xf32>
  // CHECK: tt.dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}}, %{{.*}} lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x32xf8E4M3FN>, tensor<32x2xi8> -> tensor<128x32xf32>
  %3 = tt.dot_scaled %qa scale %sa, %qb scale %sb, %c lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x32xf8E4M3FN>, tensor<32x2xi8> -> tensor<128x32xf32>
  tt.return
}

// CHECK-LABEL: tt.func @regions
tt.func @regions(%x: tensor<16x8xf32>, %i: tensor<16x8xi32>, %v: tensor<16xf32>) {
  // CHECK: "tt.reduce"(%{{.*}}) <{axis = 1 : i32}> ({
  // CHECK: tt.reduce.return %{{.*}} : f32
  // CHECK: }) : (tensor<16x8xf32>) -> tensor<16xf32>
  %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    tt.reduce.return %s : f32
  }) : (tensor<16x8xf32>) -> tensor<16xf32>
  // Two operands: an argmax-style reduction of values and indices to scalars.
  // CHECK: "tt.reduce"(%{{.*}}, %{{.*}}) <{axis = 0 : i32}>
  // CHECK: tt.reduce.return %{{.*}}, %{{.*}} : f32, i32
  // CHECK: }) : (tensor<16xf32>, tensor<16xi32>) -> (f32, i32)
  %range = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  %1:2 = "tt.reduce"(%v, %range) <{axis = 0 : i32}> ({
  ^bb0(%av: f32, %ai: i32, %bv: f32, %bi: i32):
    %gt = arith.cmpf ogt, %av, %bv : f32
    %mv = arith.select %gt, %av, %bv : f32
    %mi = arith.select %gt, %ai, %bi : i32
    tt.reduce.return %mv, %mi : f32, i32
  }) : (tensor<16xf32>, tensor<16xi32>) -> (f32, i32)
  // CHECK: "tt.scan"(%{{.*}}) <{axis = 0 : i32, reverse = false}> ({
  // CHECK: tt.scan.return %{{.*}} : i32
  // CHECK: }) : (tensor<16x8xi32>) -> tensor<16x8xi32>
  %2 = "tt.scan"(%i) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tt.scan.return %s : i32
  }) : (tensor<16x8xi32>) -> tensor<16x8xi32>
  // CHECK: "tt.map_elementwise"(%{{.*}}, %{{.*}}) <{pack = 2 : i32}> ({
  // CHECK: tt.map_elementwise.return %{{.*}}, %{{.*}} : f32, f32
  // CHECK: }) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  %3 = "tt.map_elementwise"(%x, %x) <{pack = 2 : i32}> ({
  ^bb0(%x0: f32, %x1: f32, %y0: f32, %y1: f32):
    %r0 = arith.mulf %x0, %y0 : f32
    %r1 = arith.mulf %x1, %y1 : f32
    tt.map_elementwise.return %r0, %r1 : f32, f32
  }) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
  tt.return
}

// CHECK-LABEL: tt.func @externals
tt.func @externals(%x: tensor<32xf32>, %i: tensor<32xi32>) {
  // CHECK: tt.extern_elementwise %{{.*}} {libname = "", libpath = "", pure = true, symbol = "__nv_erff"} : (tensor<32xf32>) -> tensor<32xf32>
  %0 = tt.extern_elementwise %x {libname = "", libpath = "", pure = true, symbol = "__nv_erff"} : (tensor<32xf32>) -> tensor<32xf32>
  // CHECK: tt.elementwise_inline_asm "shl.b32 $0, $1, 3;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %{{.*}} : tensor<32xi32> -> tensor<32xi32>
  %1 = tt.elementwise_inline_asm "shl.b32 $0, $1, 3;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %i : tensor<32xi32> -> tensor<32xi32>
  // CHECK: tt.elementwise_inline_asm "{{.*}}" {constraints = "=r,=r,r", packed_element = 4 : i32, pure = false} %{{.*}} : tensor<32xi32> -> tensor<32xi32>, tensor<32xi32>
  %2:2 = tt.elementwise_inline_asm "mov.b32 $0, $2; mov.b32 $1, $2;" {constraints = "=r,=r,r", packed_element = 4 : i32, pure = false} %i : tensor<32xi32> -> tensor<32xi32>, tensor<32xi32>
  tt.return
}

// CHECK-LABEL: tt.func @misc
tt.func @misc(%x: tensor<64xi32>, %m: tensor<64xi1>, %src: tensor<16x8xf32>, %idx: tensor<4x8xi32>, %f: f32) {
  // CHECK: tt.histogram %{{.*}} : tensor<64xi32> -> tensor<16xi32>
  %0 = tt.histogram %x : tensor<64xi32> -> tensor<16xi32>
  // CHECK: tt.histogram %{{.*}}, %{{.*}} : tensor<64xi32> -> tensor<16xi32>
  %1 = tt.histogram %x, %m : tensor<64xi32> -> tensor<16xi32>
  // CHECK: tt.gather %{{.*}}[%{{.*}}] {axis = 0 : i32} : (tensor<16x8xf32>, tensor<4x8xi32>) -> tensor<4x8xf32>
  %2 = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<16x8xf32>, tensor<4x8xi32>) -> tensor<4x8xf32>
  // CHECK: tt.print " x: " {hex = false, isSigned = array<i32: 1, 0>} : %{{.*}}, %{{.*}} : tensor<64xi32>, f32
  tt.print " x: " {hex = false, isSigned = array<i32: 1, 0>} : %x, %f : tensor<64xi32>, f32
  // CHECK: tt.print "pid" {hex = true, isSigned = array<i32>}
  tt.print "pid" {hex = true, isSigned = array<i32>}
  // A bare string may carry an isSigned entry, as Triton's front end writes it.
  // CHECK: tt.print "test" {hex = false, isSigned = array<i32: 0>}
  tt.print "test" {hex = false, isSigned = array<i32: 0>}
  // A 0-d tensor splats like a scalar.
  // CHECK: tt.splat %{{.*}} : tensor<f32> -> tensor<8xf32>
  %zd = arith.constant dense<1.0> : tensor<f32>
  %3 = tt.splat %zd : tensor<f32> -> tensor<8xf32>
  // CHECK: tt.assert %{{.*}}, "mask must hold" : tensor<64xi1>
  tt.assert %m, "mask must hold" : tensor<64xi1>
  tt.return
}

// CHECK-LABEL: tt.func private @callee
// CHECK-SAME: (%{{.*}}: f32) -> f32 attributes {noinline = true}
tt.func private @callee(%a: f32) -> f32 attributes {noinline = true} {
  tt.return %a : f32
}
// CHECK-LABEL: tt.func @caller
tt.func @caller(%a: f32) -> f32 {
  // CHECK: tt.call @callee(%{{.*}}) : (f32) -> f32
  %0 = tt.call @callee(%a) : (f32) -> f32
  tt.return %0 : f32
}
// Symbols that need quoting, as Triton's mangled helper names do.
// CHECK-LABEL: tt.func private @"lib.max__fp32S16S__(1,)cconstexpr_0_"
tt.func private @"lib.max__fp32S16S__(1,)cconstexpr_0_"(%x: tensor<16xf32>) -> f32
// CHECK-LABEL: tt.func @quoted_caller
tt.func @quoted_caller(%x: tensor<16xf32>) -> f32 {
  // CHECK: tt.call @"lib.max__fp32S16S__(1,)cconstexpr_0_"(%{{.*}}) : (tensor<16xf32>) -> f32
  %0 = tt.call @"lib.max__fp32S16S__(1,)cconstexpr_0_"(%x) : (tensor<16xf32>) -> f32
  tt.return %0 : f32
}
