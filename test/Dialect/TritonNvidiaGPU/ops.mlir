// RUN: tt-opt %s | tt-opt | FileCheck %s
// RUN: tt-opt %s --verify-roundtrip --mlir-print-op-generic | tt-opt | FileCheck %s

// Every `ttng` op and attribute, in the syntax Triton 3.6 prints.

// CHECK-DAG: #[[TMEM:tmem[0-9]*]] = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-DAG: #ttng.tensor_memory_encoding<blockM = 64, blockN = 32, colStride = 2, CTASplitN = 2>
// CHECK-DAG: #[[SCALES:tmem_scales[0-9]*]] = #ttng.tensor_memory_scales_encoding<>

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#offsets = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#mma64 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1, CTASplitM = 1>
#tmem1 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 32, colStride = 2, CTASplitN = 2>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>

// CHECK: module attributes {{{.*}}"ttng.two-ctas" = false}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {

// CHECK-LABEL: tt.func @warp_group_dot
tt.func @warp_group_dot(%a: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>,
                        %b: !ttg.memdesc<64x128xf16, #shared, #smem, mutable>,
                        %areg: tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>,
                        %c: tensor<128x128xf32, #mma>, %useC: i1,
                        %c2: tensor<128x128xf32, #mma64>) {
  // CHECK: %[[D:.*]] = ttng.warp_group_dot %{{.*}}, %{{.*}}, %{{.*}} {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
  %d = ttng.warp_group_dot %a, %b, %c {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<128x64xf16, #shared, #smem, mutable> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
  // CHECK: %[[W:.*]]:3 = ttng.warp_group_dot_wait %[[D]], %{{.*}}, %{{.*}} {pendings = 1 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
  %w:3 = ttng.warp_group_dot_wait %d, %a, %b {pendings = 1 : i32} : tensor<128x128xf32, #mma>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
  // Defaults (ieee, maxNumImpreciseAcc = 0, isAsync = false) are not printed.
  // CHECK: ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[W]]#0, %{{.*}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
  %e = ttng.warp_group_dot %areg, %b, %w#0, %useC {inputPrecision = 2 : i32, maxNumImpreciseAcc = 0 : i32, isAsync = false} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma>
  // CHECK: ttng.warp_group_dot_wait %{{.*}} {pendings = 0 : i32} : tensor<128x128xf32, #mma>
  %f = ttng.warp_group_dot_wait %e {pendings = 0 : i32} : tensor<128x128xf32, #mma>
  // A chained dot's A may come from a dot of another instrShape (Triton allows it).
  // CHECK: ttng.warp_group_dot %{{.*}} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma1>
  %g = ttng.warp_group_dot %areg, %b, %c2 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared, #smem, mutable> -> tensor<128x128xf32, #mma64>
  tt.return
}

// CHECK-LABEL: tt.func @fences_and_clusters
tt.func @fences_and_clusters() {
  // CHECK: ttng.fence_async_shared {bCluster = false}
  ttng.fence_async_shared {bCluster = false}
  // CHECK: ttng.cluster_arrive {relaxed = true}
  ttng.cluster_arrive {relaxed = true}
  // CHECK: ttng.cluster_wait
  ttng.cluster_wait
  tt.return
}

// CHECK-LABEL: tt.func @barriers
tt.func @barriers(%pred: i1, %phase: i32, %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>) {
  // CHECK: %[[BAR:.*]] = ttg.local_alloc
  %bar = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.init_barrier %[[BAR]], 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.barrier_expect %[[BAR]], 16384, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.barrier_expect %bar, 16384, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.wait_barrier %[[BAR]], %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.wait_barrier %bar, %phase : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.wait_barrier %[[BAR]], %{{.*}}, %{{.*}} deps %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  ttng.wait_barrier %bar, %phase, %pred deps %buf : !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.arrive_barrier %[[BAR]], 2 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.arrive_barrier %bar, 2 : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.arrive_barrier %[[BAR]], 1, %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.arrive_barrier %bar, 1, %pred : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.async_copy_mbarrier_arrive %[[BAR]] {noIncrement} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.async_copy_mbarrier_arrive %bar {noIncrement} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.async_copy_mbarrier_arrive %[[BAR]] : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.inval_barrier %[[BAR]] : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.inval_barrier %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  tt.return
}

// CHECK-LABEL: tt.func @tma
tt.func @tma(%desc: !tt.tensordesc<tensor<128x64xf16, #shared>>,
             %rows: !tt.tensordesc<tensor<1x64xf16, #shared>>,
             %x: i32, %y: i32, %pred: i1,
             %xs: tensor<32xi32, #offsets>,
             %buf: !ttg.memdesc<128x64xf16, #shared, #smem, mutable>,
             %gathered: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>,
             %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // CHECK: ttng.async_tma_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}}, %{{.*}}, %{{.*}} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  ttng.async_tma_copy_global_to_local %desc[%x, %y] %buf, %bar, %pred : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.async_tma_copy_global_to_local {{.*}} cacheModifier = cg evictionPolicy = evict_last {isVolatile = true} :
  ttng.async_tma_copy_global_to_local %desc[%x, %y] %buf, %bar, %pred evictionPolicy = evict_last cacheModifier = cg {isVolatile = true} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.async_tma_copy_local_to_global %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  ttng.async_tma_copy_local_to_global %desc[%x, %y] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.async_tma_copy_local_to_global {{.*}} evictionPolicy = evict_first :
  ttng.async_tma_copy_local_to_global %desc[%x, %y] %buf evictionPolicy = evict_first : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.async_tma_reduce add, %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}} : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  ttng.async_tma_reduce add, %desc[%x, %y] %buf : !tt.tensordesc<tensor<128x64xf16, #shared>>, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
  // CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
  ttng.async_tma_store_wait {pendings = 0 : i32}
  // CHECK: ttng.async_tma_gather %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}}, %{{.*}}, %{{.*}} : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #{{.*}}>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
  ttng.async_tma_gather %rows[%xs, %y] %gathered, %bar, %pred : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #offsets>, i32, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>, i1
  // CHECK: ttng.async_tma_scatter %{{.*}}[%{{.*}}, %{{.*}}] %{{.*}} : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #{{.*}}>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  ttng.async_tma_scatter %rows[%xs, %y] %gathered : !tt.tensordesc<tensor<1x64xf16, #shared>>, tensor<32xi32, #offsets>, i32, !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  tt.return
}

// CHECK-LABEL: tt.func @tensormaps
tt.func @tensormaps(%raw: !tt.ptr<i8>, %global: !tt.ptr<f16>, %d0: i32, %d1: i32, %stride: i64) {
  // CHECK: ttng.reinterpret_tensor_descriptor %{{.*}} : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xf16, #shared>>
  %desc = ttng.reinterpret_tensor_descriptor %raw : !tt.ptr<i8> to !tt.tensordesc<tensor<128x64xf16, #shared>>
  // CHECK: ttng.tensormap_create %{{.*}}, %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}], [%{{.*}}, %{{.*}}] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
  ttng.tensormap_create %raw, %global, [%d0, %d1], [%d0, %d1], [%stride], [%d0, %d1] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f16>, i32, i32, i32, i32, i64, i32, i32) -> ()
  // CHECK: ttng.tensormap_fenceproxy_acquire %{{.*}} : !tt.ptr<i8>
  ttng.tensormap_fenceproxy_acquire %raw : !tt.ptr<i8>
  tt.return
}

// CHECK-LABEL: tt.func @tensor_memory
tt.func @tensor_memory(%t: tensor<128x128xf32, #blocked>, %pred: i1,
                       %smem: !ttg.memdesc<128x128xf32, #shared2, #smem>,
                       %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  // CHECK: %[[ACC:.*]], %[[TOK:.*]] = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable>, !ttg.async.token)
  %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
  // CHECK: ttng.tmem_alloc %{{.*}} : (tensor<128x128xf32, #{{blocked[0-9]*}}>) -> !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory>
  %init = ttng.tmem_alloc %t : (tensor<128x128xf32, #blocked>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
  // CHECK: %[[TOK2:.*]] = ttng.tmem_store %{{.*}}, %[[ACC]][%[[TOK]]], %{{.*}} : tensor<128x128xf32, #{{blocked[0-9]*}}> -> !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable>
  %tok2 = ttng.tmem_store %t, %acc[%tok], %pred : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  // CHECK: ttng.tmem_store %{{.*}}, %[[ACC]], %{{.*}} : tensor
  ttng.tmem_store %t, %acc, %pred : tensor<128x128xf32, #blocked> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  // CHECK: %{{.*}}, %{{.*}} = ttng.tmem_load %[[ACC]][%[[TOK2]]] : !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #{{blocked[0-9]*}}>
  %v, %tok3 = ttng.tmem_load %acc[%tok2] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
  // A token result without a dependency prints as `[]`.
  // CHECK: ttng.tmem_load %[[ACC]][] :
  %v2, %tok4 = ttng.tmem_load %acc[] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
  // CHECK: ttng.tmem_load %[[ACC]] : !ttg
  %v3 = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
  // CHECK: %[[SUB:.*]] = ttng.tmem_subslice %[[ACC]] {N = 64 : i32} : !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #{{.*}}, #ttng.tensor_memory, mutable, 128x128>
  %sub = ttng.tmem_subslice %acc {N = 64 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>, #ttng.tensor_memory, mutable, 128x128>
  // CHECK: ttng.tmem_load %[[SUB]] : {{.*}} -> tensor<128x64xf32, #{{blocked[0-9]*}}>
  %w = ttng.tmem_load %sub : !ttg.memdesc<128x64xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>, #ttng.tensor_memory, mutable, 128x128> -> tensor<128x64xf32, #blocked1>
  // CHECK: ttng.tmem_copy %{{.*}}, %[[ACC]], %{{.*}} : !ttg.memdesc<128x128xf32, #shared2, #smem>, !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.tmem_copy %smem, %acc, %bar : !ttg.memdesc<128x128xf32, #shared2, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.tmem_copy %{{.*}}, %[[ACC]] : !ttg.memdesc
  ttng.tmem_copy %smem, %acc : !ttg.memdesc<128x128xf32, #shared2, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  // CHECK: ttng.tmem_alloc : () -> !ttg.memdesc<2x64x64xf16, #{{.*}}, #ttng.tensor_memory, mutable>
  %multi = ttng.tmem_alloc : () -> !ttg.memdesc<2x64x64xf16, #tmem1, #ttng.tensor_memory, mutable>
  tt.return
}

// CHECK-LABEL: tt.func @mma_v5
tt.func @mma_v5(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>,
                %a8: !ttg.memdesc<128x64xi8, #shared, #smem>, %b8: !ttg.memdesc<64x128xi8, #shared, #smem>,
                %useD: i1, %pred: i1,
                %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>,
                %bar2: !ttg.memdesc<1xi64, #shared1, #smem, mutable>) {
  %acc, %tok = ttng.tmem_alloc : () -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
  // CHECK: %{{.*}} = ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %[[ACC:.*]][%{{.*}}], %{{.*}}, %{{.*}}, %{{.*}}[%{{.*}}], %{{.*}}[%{{.*}}] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  %tok2 = ttng.tc_gen5_mma %a, %b, %acc[%tok], %useD, %pred, %bar[%pred], %bar2[%useD] {is_async} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %[[ACC]], %{{.*}}, %{{.*}} {two_ctas} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable>{{$}}
  ttng.tc_gen5_mma %a, %b, %acc, %useD, %pred {two_ctas} : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  %sa = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
  %sb = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
  // CHECK: ttng.tc_gen5_mma_scaled %{{.*}}, %{{.*}}, %[[ACC]][%{{.*}}], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} lhs = e4m3 rhs = e4m3, %{{.*}}[%{{.*}}] {is_async} : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #[[TMEM]], #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #[[SCALES]], #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #[[SCALES]], #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  %tok3 = ttng.tc_gen5_mma_scaled %a8, %b8, %acc[%tok2], %sa, %sb, %useD, %pred lhs = e4m3 rhs = e4m3, %bar[%pred] {is_async} : !ttg.memdesc<128x64xi8, #shared, #smem>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // e2m1 packs two values per byte: a 128x32 byte buffer holds K = 64.
  // CHECK: ttng.tc_gen5_mma_scaled {{.*}} lhs = e2m1 rhs = e4m3 :
  %a4 = ttg.local_alloc : () -> !ttg.memdesc<128x32xi8, #shared, #smem, mutable>
  ttng.tc_gen5_mma_scaled %a4, %b8, %acc, %sa, %sb, %useD, %pred lhs = e2m1 rhs = e4m3 : !ttg.memdesc<128x32xi8, #shared, #smem, mutable>, !ttg.memdesc<64x128xi8, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
  // CHECK: ttng.tc_gen5_commit %{{.*}} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.tc_gen5_commit %bar : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  // CHECK: ttng.tc_gen5_commit %{{.*}}, %{{.*}} {two_ctas} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  ttng.tc_gen5_commit %bar, %pred {two_ctas} : !ttg.memdesc<1xi64, #shared1, #smem, mutable>
  tt.return
}


}


// As in Triton 3.6, barriers and tcgen05 accumulators typed immutable are
// accepted: the ops state their own effects on them.
#ibar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#invmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#ismem = #ttg.shared_memory
#itmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
// CHECK-LABEL: tt.func @immutable_barrier_and_accumulator
tt.func @immutable_barrier_and_accumulator(%bar: !ttg.memdesc<1xi64, #ibar, #ismem>, %a: !ttg.memdesc<128x64xf16, #invmma, #ismem>, %b: !ttg.memdesc<64x128xf16, #invmma, #ismem>, %d: !ttg.memdesc<128x128xf32, #itmem, #ttng.tensor_memory>, %p: i1) {
  // CHECK: ttng.init_barrier %{{.*}}, 1 : !ttg.memdesc<1xi64, #{{[a-z0-9]*}}, #{{[a-z]*}}>{{$}}
  ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #ibar, #ismem>
  // CHECK: ttng.async_copy_mbarrier_arrive
  ttng.async_copy_mbarrier_arrive %bar : !ttg.memdesc<1xi64, #ibar, #ismem>
  // CHECK: ttng.tc_gen5_mma
  ttng.tc_gen5_mma %a, %b, %d, %p, %p : !ttg.memdesc<128x64xf16, #invmma, #ismem>, !ttg.memdesc<64x128xf16, #invmma, #ismem>, !ttg.memdesc<128x128xf32, #itmem, #ttng.tensor_memory>
  tt.return
}
