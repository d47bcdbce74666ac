// RUN: tt-opt %s -split-input-file --tritongpu-optimize-dot-operands | FileCheck %s

// wgmma reads either major order: the transpose feeding a wgmma operand's
// buffer becomes a view of a buffer holding the untransposed tensor, with
// nvmma_shared's `transposed` flipped.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#trans = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#kmajor = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#mnmajor = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
// CHECK-DAG: #[[K:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
// CHECK-DAG: #[[MN:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @wgmma_transposed_a
  // CHECK: %[[BUF:.*]] = ttg.local_alloc %arg0 : (tensor<64x64xf16, #{{.*}}>) -> !ttg.memdesc<64x64xf16, #[[K]], #smem>
  // CHECK: %[[VIEW:.*]] = ttg.memdesc_trans %[[BUF]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #[[K]], #smem> -> !ttg.memdesc<64x64xf16, #[[MN]], #smem>
  // CHECK-NOT: tt.trans
  // CHECK: ttng.warp_group_dot %[[VIEW]]
  tt.func @wgmma_transposed_a(%x: tensor<64x64xf16, #blocked>, %b: !ttg.memdesc<64x64xf16, #kmajor, #smem>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #trans>
    %a = ttg.local_alloc %t : (tensor<64x64xf16, #trans>) -> !ttg.memdesc<64x64xf16, #mnmajor, #smem>
    %d = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x64xf16, #mnmajor, #smem> * !ttg.memdesc<64x64xf16, #kmajor, #smem> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

// mma.sync: a transposed operand is read through a transposing view of a
// buffer written untransposed, swizzled for the transposed read.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#trans = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[SW:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #[[SWT:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @mma_v2_transposed_b
  // CHECK: %[[BUF:.*]] = ttg.local_alloc %arg1 : (tensor<64x64xf16, #{{.*}}>) -> !ttg.memdesc<64x64xf16, #[[SW]], #smem>
  // CHECK: %[[VIEW:.*]] = ttg.memdesc_trans %[[BUF]] {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #[[SW]], #smem> -> !ttg.memdesc<64x64xf16, #[[SWT]], #smem>
  // CHECK: %[[B:.*]] = ttg.local_load %[[VIEW]] : {{.*}} -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #{{.*}}, kWidth = 2}>>
  // CHECK-NOT: ttg.convert_layout
  // CHECK: tt.dot %{{.*}}, %[[B]]
  tt.func @mma_v2_transposed_b(%a: tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %x: tensor<64x64xf16, #blocked>, %c: tensor<64x64xf32, #mma>) -> tensor<64x64xf32, #mma> {
    %t = tt.trans %x {order = array<i32: 1, 0>} : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #trans>
    %b = ttg.convert_layout %t : tensor<64x64xf16, #trans> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %d = tt.dot %a, %b, %c : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
    tt.return %d : tensor<64x64xf32, #mma>
  }
}

// -----

// A reshape into an nvmma buffer becomes a view of the buffer the unreshaped
// tile is stored in, when an nvmma layout of the tile's shape (here rank 3:
// a TMA block's 1 x 64 x 64) puts every element where the 64 x 64 buffer does.
// A reshape that changes the contiguous dimension stays.
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// CHECK: #[[RANK3:.*]] = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-LABEL: tt.func @reshape_as_view
// CHECK: %[[BUF:.*]] = ttg.local_alloc %arg0 : (tensor<1x64x64xf16, #{{.*}}>) -> !ttg.memdesc<1x64x64xf16, #[[RANK3]], #smem>
// CHECK: %[[VIEW:.*]] = ttg.memdesc_reshape %[[BUF]] : !ttg.memdesc<1x64x64xf16, #[[RANK3]], #smem> -> !ttg.memdesc<64x64xf16, #shared, #smem>
// CHECK: tt.return %[[VIEW]]
tt.func @reshape_as_view(%x: tensor<1x64x64xf16, #blocked3>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem> {
  %r = tt.reshape %x : tensor<1x64x64xf16, #blocked3> -> tensor<64x64xf16, #blocked>
  %a = ttg.local_alloc %r : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
  tt.return %a : !ttg.memdesc<64x64xf16, #nvmma, #smem>
}

// CHECK-LABEL: tt.func @reshape_of_contiguous_dim_stays
// CHECK: tt.reshape
// CHECK: ttg.local_alloc
// CHECK-NOT: ttg.memdesc_reshape
tt.func @reshape_of_contiguous_dim_stays(%x: tensor<64x2x32xf16, #blocked3>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem> {
  %r = tt.reshape %x : tensor<64x2x32xf16, #blocked3> -> tensor<64x64xf16, #blocked>
  %a = ttg.local_alloc %r : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
  tt.return %a : !ttg.memdesc<64x64xf16, #nvmma, #smem>
}
}
