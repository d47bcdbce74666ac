// RUN: tt-opt %s -split-input-file -triton-nvidia-optimize-descriptor-encoding | FileCheck %s

// A loaded block stored into the non-transposed nvmma layout a dot reads
// takes that layout; a stored block with no wish gets the default nvmma
// layout of its shape (f32, 128 columns: 128-byte swizzle).

// CHECK-DAG: #[[WANTED:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[DEFAULT:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
// CHECK-LABEL: tt.func public @load_and_store
// CHECK: tt.make_tensor_descriptor {{.*}} <tensor<64x64xf16, #[[WANTED]]>>
// CHECK: tt.make_tensor_descriptor {{.*}} <tensor<64x128xf32, #[[DEFAULT]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @load_and_store(%a: !tt.ptr<f16>, %c: !tt.ptr<f32>, %n: i32, %v: tensor<64x128xf32, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i64
    %s = arith.extsi %n : i32 to i64
    %da = tt.make_tensor_descriptor %a, [%n, %n], [%s, %c1] : <f16>, <tensor<64x64xf16>>
    %dc = tt.make_tensor_descriptor %c, [%n, %n], [%s, %c1] : <f32>, <tensor<64x128xf32>>
    %x = tt.descriptor_load %da[%c0, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %m = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.descriptor_store %dc[%c0, %c0], %v : !tt.tensordesc<tensor<64x128xf32>>, tensor<64x128xf32, #blocked>
    tt.return %m : !ttg.memdesc<64x64xf16, #shared, #smem>
  }
}

// -----

// Descriptors carried by a loop share one layout: the loop's init, region
// argument and result all take the layout the load inside wants.

// CHECK-DAG: #[[WANTED:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func public @loop_carried
// CHECK: scf.for {{.*}} -> (!tt.tensordesc<tensor<64x64xf16, #[[WANTED]]>>)
// CHECK: tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<64x64xf16, #[[WANTED]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop_carried(%a: !tt.ptr<f16>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c1_64 = arith.constant 1 : i64
    %s = arith.extsi %n : i32 to i64
    %da = tt.make_tensor_descriptor %a, [%n, %n], [%s, %c1_64] : <f16>, <tensor<64x64xf16>>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%d = %da) -> (!tt.tensordesc<tensor<64x64xf16>>) : i32 {
      %x = tt.descriptor_load %d[%i, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
      %m = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      scf.yield %d : !tt.tensordesc<tensor<64x64xf16>>
    }
    tt.return
  }
}

// -----

// A descriptor argument of a kernel takes its use's wish; one passed to a
// call keeps the default layout (the callee's argument too, not a kernel),
// though its load wants another.

// CHECK-DAG: #[[DEFAULT:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-LABEL: tt.func private @callee
// CHECK-SAME: !tt.tensordesc<tensor<64x64xf16, #[[DEFAULT]]>>
// CHECK-LABEL: tt.func public @caller
// CHECK-SAME: !tt.tensordesc<tensor<64x64xf16, #[[DEFAULT]]>>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @callee(%d: !tt.tensordesc<tensor<64x64xf16>>) {
    tt.return
  }
  tt.func public @caller(%d: !tt.tensordesc<tensor<64x64xf16>>) {
    %c0 = arith.constant 0 : i32
    %x = tt.descriptor_load %d[%c0, %c0] : !tt.tensordesc<tensor<64x64xf16>> -> tensor<64x64xf16, #blocked>
    %m = ttg.local_alloc %x : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    tt.call @callee(%d) : (!tt.tensordesc<tensor<64x64xf16>>) -> ()
    tt.return
  }
}

// -----

// A descriptor of three dimensions gets an nvmma layout of rank 3: its tile
// is 2-D, and the leading dimension stacks tiles.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
// CHECK: #[[RANK3:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-LABEL: tt.func public @three_d_block
// CHECK: tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<2x32x64xbf16, #[[RANK3]]>>
  tt.func public @three_d_block(%desc: !tt.tensordesc<tensor<2x32x64xbf16>>) -> tensor<2x32x64xbf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>> {
    %c0 = arith.constant 0 : i32
    %x = tt.descriptor_load %desc[%c0, %c0, %c0] : !tt.tensordesc<tensor<2x32x64xbf16>> -> tensor<2x32x64xbf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>>
    tt.return %x : tensor<2x32x64xbf16, #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>>
  }
}

// -----

// A load that drops the block's unit dimension, into a buffer of a 2-D nvmma
// layout: the descriptor takes that layout at its own rank (Triton's
// updateEncodingForShape).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
// CHECK: #[[WANTED3:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-LABEL: tt.func public @rank_reducing_load
// CHECK: tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<1x64x32xf16, #[[WANTED3]]>> -> tensor<64x32xf16
  tt.func public @rank_reducing_load(%desc: !tt.tensordesc<tensor<1x64x32xf16>>) -> !ttg.memdesc<64x32xf16, #nvmma64, #smem> {
    %c0 = arith.constant 0 : i32
    %x = tt.descriptor_load %desc[%c0, %c0, %c0] : !tt.tensordesc<tensor<1x64x32xf16>> -> tensor<64x32xf16, #blocked>
    %m = ttg.local_alloc %x : (tensor<64x32xf16, #blocked>) -> !ttg.memdesc<64x32xf16, #nvmma64, #smem>
    tt.return %m : !ttg.memdesc<64x32xf16, #nvmma64, #smem>
  }
}
