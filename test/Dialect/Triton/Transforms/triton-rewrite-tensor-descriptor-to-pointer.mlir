// RUN: tt-opt %s -split-input-file -verify-diagnostics -triton-rewrite-tensor-descriptor-to-pointer | FileCheck %s

// CHECK-LABEL: tt.func @load_store
// CHECK-SAME: (%[[BASE:.*]]: !tt.ptr<f32>, %[[M:.*]]: i32, %[[S:.*]]: i64, %[[X:.*]]: i32)
tt.func @load_store(%base: !tt.ptr<f32>, %m: i32, %s: i64, %x: i32) {
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i32
  // CHECK-NOT: tt.make_tensor_descriptor
  // CHECK: %[[M64:.*]] = arith.extsi %[[M]] : i32 to i64
  // CHECK: %[[PADNAN:.*]] = arith.constant false
  %d = tt.make_tensor_descriptor %base, [%m, %c32], [%s, %c1] : !tt.ptr<f32>, !tt.tensordesc<tensor<8x32xf32>>
  // CHECK: %[[X64:.*]] = arith.extsi %[[X]] : i32 to i64
  // CHECK: tt.splat %[[X64]] : i64 -> tensor<8xi64>
  // CHECK: tt.make_range {end = 8 : i32, start = 0 : i32}
  // CHECK: tt.splat %[[BASE]] : !tt.ptr<f32> -> tensor<8x32x!tt.ptr<f32>>
  // CHECK: tt.splat %[[S]] : i64 -> tensor<8x1xi64>
  // CHECK: tt.splat %[[M64]] : i64 -> tensor<8x1xi64>
  // Out-of-bounds lanes read zero, or NaN when the descriptor says so.
  // CHECK: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<8x32xf32>
  // CHECK: %[[NAN:.*]] = arith.constant dense<0x7FC00000> : tensor<8x32xf32>
  // CHECK: %[[OTHER:.*]] = arith.select %[[PADNAN]], %[[NAN]], %[[ZERO]] : tensor<8x32xf32>
  // CHECK: %[[V:.*]] = tt.load %{{.*}}, %{{.*}}, %[[OTHER]] : tensor<8x32x!tt.ptr<f32>>
  %v = tt.descriptor_load %d[%x, %x] : !tt.tensordesc<tensor<8x32xf32>> -> tensor<8x32xf32>
  // CHECK: tt.store %{{.*}}, %[[V]], %{{.*}} : tensor<8x32x!tt.ptr<f32>>
  tt.descriptor_store %d[%x, %x], %v : !tt.tensordesc<tensor<8x32xf32>>, tensor<8x32xf32>
  // CHECK-NOT: tt.descriptor
  tt.return
}

// -----

// Descriptors crossing function boundaries and loops become their parts.

// CHECK-LABEL: tt.func private @callee
// CHECK-SAME: (%{{.*}}: !tt.ptr<f16>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i1, %{{.*}}: i32)
// CHECK: tt.atomic_rmw fadd, release, gpu
tt.func private @callee(%d: !tt.tensordesc<tensor<16x16xf16>>, %i: i32) {
  %z = arith.constant dense<1.0> : tensor<16x16xf16>
  tt.descriptor_reduce add, %d[%i, %i], %z : !tt.tensordesc<tensor<16x16xf16>>, tensor<16x16xf16>
  tt.return
}

// CHECK-LABEL: tt.func public @caller
// CHECK-SAME: (%[[B:.*]]: !tt.ptr<f16>, %[[N:.*]]: i32, %[[S:.*]]: i64)
tt.func public @caller(%b: !tt.ptr<f16>, %n: i32, %s: i64) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %one = arith.constant 1 : i64
  %d = tt.make_tensor_descriptor %b, [%n, %n], [%s, %one] {padding = 2 : i32} : !tt.ptr<f16>, !tt.tensordesc<tensor<16x16xf16>>
  // CHECK: %[[PAD:.*]] = arith.constant true
  // CHECK: scf.for %[[I:.*]] = {{.*}} iter_args(%[[P:.*]] = %[[B]], %[[D0:.*]] = %{{.*}}, %[[D1:.*]] = %{{.*}}, %[[S0:.*]] = %[[S]], %[[S1:.*]] = %{{.*}}, %[[PN:.*]] = %[[PAD]]) -> (!tt.ptr<f16>, i64, i64, i64, i64, i1)
  // CHECK: tt.call @callee(%[[P]], %[[D0]], %[[D1]], %[[S0]], %[[S1]], %[[PN]], %[[I]])
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%dd = %d) -> (!tt.tensordesc<tensor<16x16xf16>>) : i32 {
    tt.call @callee(%dd, %i) : (!tt.tensordesc<tensor<16x16xf16>>, i32) -> ()
    scf.yield %dd : !tt.tensordesc<tensor<16x16xf16>>
  }
  tt.return
}

// -----

// CHECK-LABEL: tt.func @gather_scatter
tt.func @gather_scatter(%d: !tt.tensordesc<tensor<1x64xbf16>>, %rows: tensor<8xi32>, %y: i32) {
  // CHECK: arith.extsi %{{.*}} : tensor<8xi32> to tensor<8xi64>
  // CHECK: %[[G:.*]] = tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<8x64x!tt.ptr<bf16>>
  // CHECK: tt.store %{{.*}}, %[[G]], %{{.*}} : tensor<8x64x!tt.ptr<bf16>>
  %g = tt.descriptor_gather %d[%rows, %y] : (!tt.tensordesc<tensor<1x64xbf16>>, tensor<8xi32>, i32) -> tensor<8x64xbf16>
  tt.descriptor_scatter %d[%rows, %y], %g : !tt.tensordesc<tensor<1x64xbf16>>, tensor<8xi32>, i32, tensor<8x64xbf16>
  tt.return
}

// -----

tt.func @unsupported_reduce(%d: !tt.tensordesc<tensor<16xf32>>, %i: i32, %v: tensor<16xf32>) {
  // expected-error @+1 {{has no atomic equivalent for reduction 'min' of 'f32'}}
  tt.descriptor_reduce min, %d[%i], %v : !tt.tensordesc<tensor<16xf32>>, tensor<16xf32>
  tt.return
}

// -----

// The verifier takes any number of indices, as Triton's does; addressing a
// block needs one per dimension, fewer or more is an error here.
tt.func @too_few_indices(%d: !tt.tensordesc<tensor<16x32xf16>>, %i: i32) -> tensor<16x32xf16> {
  // expected-error @+1 {{needs one index per dimension of its 'tensor<16x32xf16>' block to address it, got 1}}
  %x = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<16x32xf16>> -> tensor<16x32xf16>
  tt.return %x : tensor<16x32xf16>
}

// -----

tt.func @too_many_indices(%d: !tt.tensordesc<tensor<16xf32>>, %i: i32, %v: tensor<16xf32>) {
  // expected-error @+1 {{needs one index per dimension of its 'tensor<16xf32>' block to address it, got 2}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<16xf32>>, tensor<16xf32>
  tt.return
}

// -----

// Argument attributes stay with their argument at its new position; the
// values a descriptor expands into get none.
// CHECK-LABEL: tt.func public @attributes_follow_arguments
// CHECK-SAME: (%{{.*}}: !tt.ptr<f32>, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i64, %{{.*}}: i1,
// CHECK-SAME: %{{.*}}: i32 {tt.divisibility = 16 : i32}, %{{.*}}: !tt.ptr<f32> {tt.divisibility = 8 : i32})
tt.func public @attributes_follow_arguments(%d: !tt.tensordesc<tensor<128x128xf32>>, %n: i32 {tt.divisibility = 16 : i32}, %p: !tt.ptr<f32> {tt.divisibility = 8 : i32}) {
  tt.return
}
