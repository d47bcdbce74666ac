// RUN: tt-opt %s --tritongpu-pipeline=num-stages=2 | FileCheck %s

// An asynchronous wgmma still reads its operand's slot while the next
// iteration's copy lands, so a load copied straight into the buffer a wgmma
// reads gets one slot more than its stages. A load also read in registers
// is copied out of its slot by a local_load before the wgmma's stage, so it
// gets no extra slot (Triton's mustLoadToRegisters): one slot here, as in
// Triton's TTGIR of a chunked-retention kernel whose K tile is both a
// transposed wgmma operand and scaled in registers.

// CHECK-LABEL: tt.func @wgmma_only
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<2x64x64xbf16
// CHECK-LABEL: tt.func @wgmma_and_registers
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<1x64x64xbf16

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @wgmma_only(%y: tensor<64x64x!tt.ptr<bf16>, #blocked> {tt.divisibility = 16 : i32, tt.contiguity = 64 : i32}, %n: i32,
                      %a: tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<64x64xf32, #mma>) : i32 {
      %v = tt.load %y {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %m = ttg.local_alloc %v {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared, #smem>
      %t = ttg.memdesc_trans %m {loop.cluster = 0 : i32, loop.stage = 1 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<64x64xbf16, #shared, #smem> -> !ttg.memdesc<64x64xbf16, #shared1, #smem>
      %d = ttng.warp_group_dot %a, %t, %acc {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xbf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.scheduled_max_stage = 1 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }

  tt.func @wgmma_and_registers(%y: tensor<64x64x!tt.ptr<bf16>, #blocked> {tt.divisibility = 16 : i32, tt.contiguity = 64 : i32}, %out: tensor<64x64x!tt.ptr<bf16>, #blocked>, %n: i32,
                               %a: tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>) -> tensor<64x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %acc0) -> (tensor<64x64xf32, #mma>) : i32 {
      %v = tt.load %y {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<bf16>, #blocked>
      %m = ttg.local_alloc %v {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x64xbf16, #blocked>) -> !ttg.memdesc<64x64xbf16, #shared, #smem>
      %t = ttg.memdesc_trans %m {loop.cluster = 0 : i32, loop.stage = 1 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<64x64xbf16, #shared, #smem> -> !ttg.memdesc<64x64xbf16, #shared1, #smem>
      %d = ttng.warp_group_dot %a, %t, %acc {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xbf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
      %sq = arith.mulf %v, %v {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64xbf16, #blocked>
      tt.store %out, %sq {loop.cluster = 0 : i32, loop.stage = 1 : i32} : tensor<64x64x!tt.ptr<bf16>, #blocked>
      scf.yield %d : tensor<64x64xf32, #mma>
    } {tt.scheduled_max_stage = 1 : i32}
    tt.return %r : tensor<64x64xf32, #mma>
  }
}
