// Loads, stores and atomics take their operands in the default layout of
// their shape; scalar accesses stay as they are; block pointers point to
// tensors with the default layout.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4' %s | FileCheck %s

// CHECK-DAG: #[[B:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>

// CHECK-LABEL: tt.func @load_store
// CHECK: %[[P:.*]] = tt.splat %{{.*}} : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #[[B]]>
// CHECK: %[[PP:.*]] = tt.addptr %[[P]], %{{.*}} : tensor<256x!tt.ptr<f32>, #[[B]]>, tensor<256xi32, #[[B]]>
// CHECK: %[[M:.*]] = arith.cmpi slt, {{.*}} : tensor<256xi32, #[[B]]>
// CHECK: %[[V:.*]] = tt.load %[[PP]], %[[M]], %{{.*}} cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<256x!tt.ptr<f32>, #[[B]]>
// CHECK: tt.store %[[PP]], %[[V]], %[[M]] : tensor<256x!tt.ptr<f32>, #[[B]]>
// CHECK: %[[S:.*]] = tt.load %{{.*}} : !tt.ptr<f32>
// CHECK: tt.store %{{.*}}, %[[S]] : !tt.ptr<f32>
tt.func @load_store(%p: !tt.ptr<f32>, %n: i32) {
  %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
  %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
  %ns = tt.splat %n : i32 -> tensor<256xi32>
  %m = arith.cmpi slt, %r, %ns : tensor<256xi32>
  %z = arith.constant dense<0.0> : tensor<256xf32>
  %v = tt.load %pp, %m, %z cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<256x!tt.ptr<f32>>
  tt.store %pp, %v, %m : tensor<256x!tt.ptr<f32>>
  %s = tt.load %p : !tt.ptr<f32>
  tt.store %p, %s : !tt.ptr<f32>
  tt.return
}

// CHECK-LABEL: tt.func @atomics
// CHECK: tt.atomic_rmw fadd, acq_rel, gpu, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<256x!tt.ptr<f32>, #[[B]]>, tensor<256xf32, #[[B]]>, tensor<256xi1, #[[B]]>) -> tensor<256xf32, #[[B]]>
// CHECK: tt.atomic_cas acq_rel, gpu, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<256x!tt.ptr<i32>, #[[B]]>, tensor<256xi32, #[[B]]>, tensor<256xi32, #[[B]]>) -> tensor<256xi32, #[[B]]>
tt.func @atomics(%p: tensor<256x!tt.ptr<f32>>, %v: tensor<256xf32>, %m: tensor<256xi1>, %q: tensor<256x!tt.ptr<i32>>, %c: tensor<256xi32>) {
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<256x!tt.ptr<f32>>, tensor<256xf32>, tensor<256xi1>) -> tensor<256xf32>
  %1 = tt.atomic_cas acq_rel, gpu, %q, %c, %c : (tensor<256x!tt.ptr<i32>>, tensor<256xi32>, tensor<256xi32>) -> tensor<256xi32>
  tt.return
}

// CHECK-LABEL: tt.func @block_pointers
// CHECK: %[[BP:.*]] = tt.make_tensor_ptr {{.*}} : <tensor<16x32xf16, #[[B2]]>>
// CHECK: %[[ADV:.*]] = tt.advance %[[BP]], {{.*}} : <tensor<16x32xf16, #[[B2]]>>
// CHECK: tt.load %[[ADV]] {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<16x32xf16, #[[B2]]>>
tt.func @block_pointers(%p: !tt.ptr<f16>, %s: i64, %o: i32) {
  %bp = tt.make_tensor_ptr %p, [%s, %s], [%s, %s], [%o, %o] {order = array<i32: 1, 0>} : <tensor<16x32xf16>>
  %adv = tt.advance %bp, [%o, %o] : <tensor<16x32xf16>>
  %v = tt.load %adv {boundaryCheck = array<i32: 0>, padding = 1 : i32} : !tt.ptr<tensor<16x32xf16>>
  tt.return
}
