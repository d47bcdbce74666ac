// RUN: tt-opt %s -split-input-file -make-ttir | FileCheck %s
// RUN: tt-opt %s -split-input-file -pass-pipeline='builtin.module(make-ttir{target=cuda:80})' | FileCheck %s --check-prefix=SM80
// RUN: not tt-opt %s -split-input-file -pass-pipeline='builtin.module(make-ttir{target=rocm:gfx942})' 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: make-ttir: target 'rocm:gfx942' is not of the form cuda:<compute capability>

// The stage inlines device functions, drops them, and computes on scalars
// what it can: the add of two splats and the addptr of a splat pointer
// happen before the splat.

// CHECK-NOT: tt.func private @offset
// CHECK-LABEL: tt.func public @kernel
// CHECK-SAME: (%[[X:.*]]: !tt.ptr<f32>, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NOT: tt.call
// CHECK: %[[SUM:.*]] = arith.addi %[[A]], %[[B]] : i32
// CHECK: %[[PTR:.*]] = tt.addptr %[[X]], %[[SUM]] : !tt.ptr<f32>, i32
// CHECK: %[[PTRS:.*]] = tt.splat %[[PTR]] : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
// CHECK: %[[V:.*]] = tt.load %[[PTRS]]
// CHECK: tt.store %[[PTRS]], %[[V]]
// CHECK-NOT: tt.func private @offset
module {
  tt.func private @offset(%p: tensor<128x!tt.ptr<f32>>, %a: i32, %b: i32) -> tensor<128x!tt.ptr<f32>> {
    %sa = tt.splat %a : i32 -> tensor<128xi32>
    %sb = tt.splat %b : i32 -> tensor<128xi32>
    %s = arith.addi %sa, %sb : tensor<128xi32>
    %q = tt.addptr %p, %s : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    tt.return %q : tensor<128x!tt.ptr<f32>>
  }
  tt.func public @kernel(%x: !tt.ptr<f32>, %a: i32, %b: i32) {
    %p = tt.splat %x : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %q = tt.call @offset(%p, %a, %b) : (tensor<128x!tt.ptr<f32>>, i32, i32) -> tensor<128x!tt.ptr<f32>>
    %v = tt.load %q : tensor<128x!tt.ptr<f32>>
    tt.store %q, %v : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}

// -----

// Tensor descriptors stay at sm_90 (TMA) and become pointers below it.

// CHECK-LABEL: tt.func public @desc
// CHECK: tt.descriptor_load
// SM80-LABEL: tt.func public @desc
// SM80-NOT: tt.descriptor_load
// SM80: tt.make_range {end = 16 : i32, start = 0 : i32}
// SM80: tt.load %{{.*}}, %{{.*}}, %{{.*}} : tensor<16x32x!tt.ptr<f16>>
module {
  tt.func public @desc(%base: !tt.ptr<f16>, %m: i32, %n: i32, %s: i64, %out: !tt.ptr<f16>) {
    %c1 = arith.constant 1 : i64
    %c0 = arith.constant 0 : i32
    %d = tt.make_tensor_descriptor %base, [%m, %n], [%s, %c1] : !tt.ptr<f16>, !tt.tensordesc<tensor<16x32xf16>>
    %v = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<16x32xf16>> -> tensor<16x32xf16>
    %p = tt.splat %out : !tt.ptr<f16> -> tensor<16x32x!tt.ptr<f16>>
    tt.store %p, %v : tensor<16x32x!tt.ptr<f16>>
    tt.return
  }
}
