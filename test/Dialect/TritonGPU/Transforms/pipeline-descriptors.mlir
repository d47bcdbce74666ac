// RUN: tt-opt %s -split-input-file -tritongpu-pipeline | FileCheck %s

// A descriptor made in a pipelined loop (scheduled by hand: the descriptor
// and its TMA load in stage 0, their reader in stage 2) is written into one
// of two 128-byte global scratch slots taken in turn: a later iteration's
// write must not clobber the descriptor a TMA copy still in flight reads.
// The slot index is carried by the loop (0 at first) and advanced after
// each write; the prologue's writes are predicated on their iteration.

// CHECK-LABEL: tt.func public @descriptor_per_iteration
// CHECK: %[[SCRATCH:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32} : !tt.ptr<i8>
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: ttng.tensormap_create
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: ttng.tensormap_fenceproxy_acquire
// CHECK: ttng.async_tma_copy_global_to_local
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[SLOT:[^ ]*]] = %{{[^ ]*}}) -> (tensor<64x64xf32, #{{[^>]*}}>, i32, i32, i32, i32)
// CHECK: %[[OFFSET:.*]] = arith.muli %[[SLOT]], %{{.*}} : i32
// CHECK: %[[PTR:.*]] = tt.addptr %[[SCRATCH]], %[[OFFSET]] : !tt.ptr<i8>, i32
// CHECK: ttng.tensormap_create %[[PTR]], %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}], [%{{.*}}, %{{.*}}] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32}
// CHECK: ttng.tensormap_fenceproxy_acquire %[[PTR]]
// CHECK: %[[DESC:.*]] = ttng.reinterpret_tensor_descriptor %[[PTR]]
// CHECK: %[[NEXT:.*]] = arith.addi %[[SLOT]], %{{.*}} : i32
// CHECK: %[[WRAPS:.*]] = arith.cmpi sge, %[[NEXT]], %{{.*}} : i32
// CHECK: %[[ADVANCED:.*]] = arith.select %[[WRAPS]], %{{.*}}, %[[NEXT]] : i32
// CHECK: ttng.async_tma_copy_global_to_local %[[DESC]]
// CHECK: scf.yield {{.*}}, %[[ADVANCED]] :
// CHECK-NOT: tt.make_tensor_descriptor
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
tt.func public @descriptor_per_iteration(%base: !tt.ptr<f16>, %n: i32, %rows: i32) -> tensor<64x64xf32, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c64 = arith.constant 64 : i32
  %c1_i64 = arith.constant 1 : i64
  %c64_i64 = arith.constant 64 : i64
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #blocked>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #blocked>) : i32 {
    %off = arith.muli %i, %c64 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
    %ptr = tt.addptr %base, %off {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !tt.ptr<f16>, i32
    %desc = tt.make_tensor_descriptor %ptr, [%rows, %c64], [%c64_i64, %c1_i64] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : <f16>, <tensor<64x64xf16, #nvmma>>
    %tile = tt.descriptor_load %desc[%c0, %c0] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked>
    %buf = ttg.local_alloc %tile {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
    %val = ttg.local_load %buf {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf16, #blocked>
    %ext = arith.extf %val {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf16, #blocked> to tensor<64x64xf32, #blocked>
    %sum = arith.addf %acc, %ext {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf32, #blocked>
    scf.yield %sum : tensor<64x64xf32, #blocked>
  } {tt.num_stages = 3 : i32, tt.scheduled_max_stage = 2 : i32}
  tt.return %r : tensor<64x64xf32, #blocked>
}
}

// -----

// A descriptor made only on some iterations, inside an if (a persistent
// kernel's "next tile" branch), carried by the loop: the if yields the
// advanced slot index from the branch that writes the descriptor and the
// unchanged one from the other; the if, in stage 0, runs its then branch
// only for iterations that exist.

// CHECK-LABEL: tt.func public @descriptor_in_if
// CHECK: ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 256 : i32}
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[SLOT:[^ ]*]] = %{{[^ ]*}}) ->
// CHECK: %[[IF:.*]]:2 = scf.if %{{.*}} -> (!tt.tensordesc<tensor<64x64xf16, #{{[^>]*}}>>, i32) {
// CHECK: ttng.tensormap_create
// CHECK: %[[ADVANCED:.*]] = arith.select
// CHECK: scf.yield %{{.*}}, %[[ADVANCED]] :
// CHECK: } else {
// CHECK: scf.yield %{{.*}}, %[[SLOT]] :
// CHECK: scf.yield {{.*}}, %[[IF]]#1 :
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
tt.func public @descriptor_in_if(%base: !tt.ptr<f16>, %n: i32, %rows: i32, %first: !tt.tensordesc<tensor<64x64xf16, #nvmma>>) -> tensor<64x64xf32, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c64 = arith.constant 64 : i32
  %c1_i64 = arith.constant 1 : i64
  %c64_i64 = arith.constant 64 : i64
  %zero = arith.constant dense<0.0> : tensor<64x64xf32, #blocked>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero, %d = %first) -> (tensor<64x64xf32, #blocked>, !tt.tensordesc<tensor<64x64xf16, #nvmma>>) : i32 {
    %k = arith.remsi %i, %c4 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
    %new = arith.cmpi eq, %k, %c0 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
    %desc = scf.if %new -> (!tt.tensordesc<tensor<64x64xf16, #nvmma>>) {
      %off = arith.muli %i, %c64 : i32
      %ptr = tt.addptr %base, %off : !tt.ptr<f16>, i32
      %made = tt.make_tensor_descriptor %ptr, [%rows, %c64], [%c64_i64, %c1_i64] : <f16>, <tensor<64x64xf16, #nvmma>>
      scf.yield %made : !tt.tensordesc<tensor<64x64xf16, #nvmma>>
    } else {
      scf.yield %d : !tt.tensordesc<tensor<64x64xf16, #nvmma>>
    } {loop.cluster = 1 : i32, loop.stage = 0 : i32}
    %row = arith.muli %k, %c64 {loop.cluster = 1 : i32, loop.stage = 0 : i32} : i32
    %tile = tt.descriptor_load %desc[%row, %c0] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x64xf16, #nvmma>> -> tensor<64x64xf16, #blocked>
    %buf = ttg.local_alloc %tile {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
    %val = ttg.local_load %buf {loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x64xf16, #nvmma, #smem> -> tensor<64x64xf16, #blocked>
    %ext = arith.extf %val {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf16, #blocked> to tensor<64x64xf32, #blocked>
    %sum = arith.addf %acc, %ext {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xf32, #blocked>
    scf.yield %sum, %desc : tensor<64x64xf32, #blocked>, !tt.tensordesc<tensor<64x64xf16, #nvmma>>
  } {tt.num_stages = 3 : i32, tt.scheduled_max_stage = 2 : i32}
  tt.return %r#0 : tensor<64x64xf32, #blocked>
}
}
