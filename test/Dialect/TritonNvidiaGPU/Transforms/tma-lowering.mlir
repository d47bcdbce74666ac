// RUN: tt-opt %s -split-input-file -triton-nvidia-tma-lowering -verify-diagnostics | FileCheck %s
// RUN: tt-opt %s -split-input-file -triton-nvidia-tma-lowering -verify-diagnostics | tt-opt -split-input-file > /dev/null

// A descriptor made on the device: 128 bytes of global scratch written by
// tensormap_create (box: one 128-byte swizzle row of 64 halves by 128 rows,
// innermost first; the global shape reversed; the outer stride in bytes;
// f16 is element type 6, 128-byte swizzle mode 3), fenced, reinterpreted.
// Its load: a TMA copy into a fresh buffer of the descriptor's layout,
// on an mbarrier expecting 128 x 64 x 2 bytes, waited for at phase 0, then
// read back. Its store, of the loaded tile itself: lowered first (as
// Triton's pattern driver takes the last op first), its buffer of the
// descriptor's layout is then the load's own, so the store reads the loaded
// buffer with no copy through registers: fenced for the async proxy, the
// TMA store, a wait for it to read the buffer.

// CHECK-LABEL: tt.func public @load_store
// CHECK: %[[SCRATCH:.*]] = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
// CHECK: ttng.tensormap_create %[[SCRATCH]], %arg0, [%c64_i32, %c128_i32], [%arg2, %arg1], [%{{.*}}], [%c1_i32, %c1_i32] {elem_type = 6 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32}
// CHECK: ttng.tensormap_fenceproxy_acquire %[[SCRATCH]]
// CHECK: %[[DESC:.*]] = ttng.reinterpret_tensor_descriptor %[[SCRATCH]]
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK: %[[BAR:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1xi64, #shared1, #smem, mutable>
// CHECK: ttng.init_barrier %[[BAR]], 1
// CHECK: ttng.barrier_expect %[[BAR]], 16384, %true
// CHECK: ttng.async_tma_copy_global_to_local %[[DESC]][%arg3, %arg3] %[[BUF]], %[[BAR]], %true
// CHECK: ttng.wait_barrier %[[BAR]], %c0_i32
// CHECK: ttng.inval_barrier %[[BAR]]
// CHECK-NOT: ttg.local_load
// CHECK: ttng.fence_async_shared {bCluster = false}
// CHECK: ttng.async_tma_copy_local_to_global %[[DESC]][%arg3, %arg3] %[[BUF]] : {{.*}}, !ttg.memdesc<128x64xf16, #shared, #smem, mutable>
// CHECK: ttng.async_tma_store_wait {pendings = 0 : i32}
// CHECK-NOT: tt.descriptor
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_store(%a: !tt.ptr<f16>, %m: i32, %k: i32, %i: i32) {
    %one = arith.constant 1 : i64
    %s = arith.extsi %k : i32 to i64
    %d = tt.make_tensor_descriptor %a, [%m, %k], [%s, %one] : <f16>, <tensor<128x64xf16, #shared>>
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
    tt.descriptor_store %d[%i, %i], %x : !tt.tensordesc<tensor<128x64xf16, #shared>>, tensor<128x64xf16, #blocked>
    tt.return
  }
}

// -----

// Without a shared layout on the descriptor (optimize-descriptor-encoding
// not run) the op is reported and the pass fails.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_encoding(%d: !tt.tensordesc<tensor<128x64xf16>>, %i: i32) -> tensor<128x64xf16, #blocked> {
    // expected-error @+1 {{needs a tensor descriptor with a shared encoding}}
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16, #blocked>
    tt.return %x : tensor<128x64xf16, #blocked>
  }
}

// -----

// A block narrower than one swizzle row (16 halves against a 128-byte
// swizzle) cannot be moved by TMA.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @narrow(%d: !tt.tensordesc<tensor<64x16xf16, #shared>>, %i: i32) -> tensor<64x16xf16, #blocked> {
    // expected-error @+1 {{has a block TMA cannot move}}
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x16xf16, #shared>> -> tensor<64x16xf16, #blocked>
    tt.return %x : tensor<64x16xf16, #blocked>
  }
}

// -----

// A load that drops its block's leading unit dimension: the buffer has the
// tensor's shape and the block's nvmma tile at the tensor's rank (no
// `rank = 3` on a 2-D buffer, which no layout maps one to one), as Triton's
// getEncodingFromDescriptor makes it; the copy still takes three
// coordinates.

// CHECK-LABEL: tt.func public @rank_reducing_load
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<128x64xf16, #[[TILE:shared[0-9]*]], #smem, mutable>
// CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1, %arg1] %[[BUF]]
// CHECK: ttg.local_load %[[BUF]] : !ttg.memdesc<128x64xf16, #[[TILE]], #smem, mutable> -> tensor<128x64xf16, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rank_reducing_load(%d: !tt.tensordesc<tensor<1x128x64xf16, #shared3>>, %i: i32) -> tensor<128x64xf16, #blocked> {
    %x = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<tensor<1x128x64xf16, #shared3>> -> tensor<128x64xf16, #blocked>
    tt.return %x : tensor<128x64xf16, #blocked>
  }
}

// -----

// Down to one dimension (per-row scales through a [1, 64] block): the
// buffer is the block's unswizzled nvmma tile at rank 1, which prints and
// parses back (`rank = 1`, as Triton writes it).

// CHECK-LABEL: tt.func public @rank_one_load
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64xf32, #[[PLAIN:shared[0-9]*]], #smem, mutable>
// CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %[[BUF]]
// CHECK: ttg.local_load %[[BUF]] : !ttg.memdesc<64xf32, #[[PLAIN]], #smem, mutable> -> tensor<64xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#unswizzled = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = false, elementBitWidth = 32}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rank_one_load(%d: !tt.tensordesc<tensor<1x64xf32, #unswizzled>>, %i: i32) -> tensor<64xf32, #blocked> {
    %x = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<1x64xf32, #unswizzled>> -> tensor<64xf32, #blocked>
    tt.return %x : tensor<64xf32, #blocked>
  }
}

// -----

// The same load over a two-CTA cluster: not lowered, said on the op.
#blockedc = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
#shared3c = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @rank_reducing_cluster_load(%d: !tt.tensordesc<tensor<1x128x64xf16, #shared3c>>, %i: i32) -> tensor<128x64xf16, #blockedc> {
    // expected-error @+1 {{drops dimensions of a block laid out over a cluster}}
    %x = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<tensor<1x128x64xf16, #shared3c>> -> tensor<128x64xf16, #blockedc>
    tt.return %x : tensor<128x64xf16, #blockedc>
  }
}

// -----

// A loaded tile whose shared copy a warp_specialize captures (a Q tile
// read by a consumer's wgmma): the copy becomes the TMA buffer, mutable, and
// so do the partition's argument and the view the partition takes of it.

// CHECK-LABEL: tt.func public @captured_tile
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK: ttng.async_tma_copy_global_to_local %arg0[%arg1, %arg1] %[[BUF]]
// CHECK: ttg.warp_specialize(%[[BUF]])
// CHECK: partition0(%[[ARG:.*]]: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>)
// CHECK: %[[T:.*]] = ttg.memdesc_trans %[[ARG]] {{.*}} -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
// CHECK: ttg.local_load %[[T]] : !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
// CHECK: } : (!ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> ()
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared_t = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @captured_tile(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %i: i32) {
    %q = tt.descriptor_load %desc[%i, %i] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
    %qs = ttg.local_alloc %q : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    ttg.warp_specialize(%qs) attributes {requestedRegisters = array<i32: 232>}
    default {
      ttg.warp_yield
    }
    partition0(%arg: !ttg.memdesc<64x64xf16, #shared, #smem>) num_warps(4) {
      %t = ttg.memdesc_trans %arg {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #shared_t, #smem>
      %v = ttg.local_load %t : !ttg.memdesc<64x64xf16, #shared_t, #smem> -> tensor<64x64xf16, #blocked>
      tt.print " q" {hex = false, isSigned = array<i32: 0>} : %v : tensor<64x64xf16, #blocked>
      ttg.warp_return
    } : (!ttg.memdesc<64x64xf16, #shared, #smem>) -> ()
    tt.return
  }
}
