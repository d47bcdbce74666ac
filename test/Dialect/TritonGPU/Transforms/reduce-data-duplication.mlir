// RUN: tt-opt %s -split-input-file -tritongpu-reduce-data-duplication | FileCheck %s

// Conversions of blocked tiles into mma operands go through a shared buffer
// swizzled for the operand: 8 f16 (16 bytes) per vector along K, 8 phases.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[SHARED:.*]] = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-DAG: #[[SMEM:.*]] = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @operands
// CHECK-SAME: (%[[A:[^:]*]]: tensor<128x64xf16, #{{[^>]*}}>, %[[B:[^:]*]]: tensor<64x128xf16, #{{[^>]*}}>)
tt.func @operands(%a: tensor<128x64xf16, #blocked>, %b: tensor<64x128xf16, #blocked>) -> (tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>) {
  // CHECK-NOT: ttg.convert_layout
  // CHECK: %[[BUFA:.*]] = ttg.local_alloc %[[A]] : (tensor<128x64xf16, #{{.*}}>) -> !ttg.memdesc<128x64xf16, #[[SHARED]], #[[SMEM]]>
  // CHECK: %[[OPA:.*]] = ttg.local_load %[[BUFA]] : !ttg.memdesc<128x64xf16, #[[SHARED]], #[[SMEM]]> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #{{.*}}, kWidth = 2}>>
  // CHECK: %[[BUFB:.*]] = ttg.local_alloc %[[B]] : (tensor<64x128xf16, #{{.*}}>) -> !ttg.memdesc<64x128xf16, #[[SHARED]], #[[SMEM]]>
  // CHECK: %[[OPB:.*]] = ttg.local_load %[[BUFB]]
  // CHECK: tt.return %[[OPA]], %[[OPB]]
  %0 = ttg.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %1 = ttg.convert_layout %b : tensor<64x128xf16, #blocked> -> tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
  tt.return %0, %1 : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<64x128xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
}
}

// -----

// Operands of an FMA dot (blocked parent) are not swizzled.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#acc = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-DAG: #[[PLAIN:.*]] = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @fma_operand
// CHECK: ttg.local_alloc %{{.*}} -> !ttg.memdesc<64x32xf32, #[[PLAIN]], #{{.*}}>
// CHECK: ttg.local_load
tt.func @fma_operand(%a: tensor<64x32xf32, #blocked>) -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #acc}>> {
  %0 = ttg.convert_layout %a : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #acc}>>
  tt.return %0 : tensor<64x32xf32, #ttg.dot_op<{opIdx = 0, parent = #acc}>>
}
}

// -----

// Left alone: conversions into layouts other than dot operands, and those
// into dot operands that stay inside warps (an mma result feeding the next
// dot as its A operand).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @kept
// CHECK-NOT: ttg.local_alloc
// CHECK-COUNT-2: ttg.convert_layout
// CHECK-NOT: ttg.local_alloc
tt.func @kept(%a: tensor<128x64xf16, #blocked>, %c: tensor<128x64xf16, #mma>) -> (tensor<128x64xf16, #blocked1>, tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) {
  %0 = ttg.convert_layout %a : tensor<128x64xf16, #blocked> -> tensor<128x64xf16, #blocked1>
  %1 = ttg.convert_layout %c : tensor<128x64xf16, #mma> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  tt.return %0, %1 : tensor<128x64xf16, #blocked1>, tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
}
}

// -----

// Within a warp, Triton counts the register<->lane bit transpositions the
// conversion needs: one is done with shuffles and left alone; from two on
// it goes through shared memory. Below, each thread of @four_swaps holds
// one element of a row and needs all 16 (four lane bits become register
// bits); in @one_swap it needs the other of two columns.
#wide = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#narrow = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @four_swaps
// CHECK-NOT: ttg.convert_layout
// CHECK: ttg.local_alloc
// CHECK: ttg.local_load
tt.func @four_swaps(%a: tensor<16x16xf32, #wide>) -> tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #wide}>> {
  %0 = ttg.convert_layout %a : tensor<16x16xf32, #wide> -> tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #wide}>>
  tt.return %0 : tensor<16x16xf32, #ttg.dot_op<{opIdx = 0, parent = #wide}>>
}
// CHECK-LABEL: tt.func @one_swap
// CHECK-NOT: ttg.local_alloc
// CHECK: ttg.convert_layout
tt.func @one_swap(%a: tensor<64x2xf32, #narrow>) -> tensor<64x2xf32, #ttg.dot_op<{opIdx = 0, parent = #narrow}>> {
  %0 = ttg.convert_layout %a : tensor<64x2xf32, #narrow> -> tensor<64x2xf32, #ttg.dot_op<{opIdx = 0, parent = #narrow}>>
  tt.return %0 : tensor<64x2xf32, #ttg.dot_op<{opIdx = 0, parent = #narrow}>>
}
}

// -----

// The buffer's order is the source's register order unless a thread holds
// one element along the dimension its lanes run fastest in. Registers count
// as Triton counts them: a broadcast register (a 64x1 tile of a layout 4
// wide) counts along dimension 0, so the first tile keeps order [1, 0]; in
// the second, each thread really holds one row element along its lanes'
// dimension 0, and the buffer follows the lanes.
#bcast = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-DAG: #[[ROWS:.*]] = #ttg.swizzled_shared<{{.*}}order = [1, 0]}>
// CHECK-DAG: #[[LANES:.*]] = #ttg.swizzled_shared<{{.*}}order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @memory_order
// CHECK: ttg.local_alloc %{{.*}} -> !ttg.memdesc<64x1xf16, #[[ROWS]], #{{.*}}>
// CHECK: ttg.local_alloc %{{.*}} -> !ttg.memdesc<128x2xf16, #[[LANES]], #{{.*}}>
tt.func @memory_order(%a: tensor<64x1xf16, #bcast>, %b: tensor<128x2xf16, #cols>) {
  %0 = ttg.convert_layout %a : tensor<64x1xf16, #bcast> -> tensor<64x1xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  %1 = ttg.convert_layout %b : tensor<128x2xf16, #cols> -> tensor<128x2xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
  tt.return
}
}
