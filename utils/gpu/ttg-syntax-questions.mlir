// ----- blocked with a multi-CTA layout (CTAsPerCGA form)
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [2, 1], CTASplitNum = [2, 1], CTAOrder = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<64x32xf32, #b>) { tt.return }
}
// ----- blocked with CGALayout form
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<64x32xf32, #b>) { tt.return }
}
// ----- mma v3 multi-CTA
#m = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CTAsPerCGA = [2, 1], CTASplitNum = [2, 1], CTAOrder = [1, 0], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128x64xf32, #m>) { tt.return }
}
// ----- dot_op kWidth and linear
#m = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#l = #ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #m, kWidth = 2}>>, %l: tensor<64x8xf32, #l>) { tt.return }
}
// ----- shared encodings and memdesc views
#s = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#n = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8, fp4Padded = true}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #s, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %b = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x64x64xf16, #s, #smem, mutable> -> !ttg.memdesc<64x64xf16, #s, #smem, mutable>
    %c = ttg.memdesc_subslice %b[0, 32] : !ttg.memdesc<64x64xf16, #s, #smem, mutable> -> !ttg.memdesc<64x32xf16, #s, #smem, mutable, 64x64>
    %d = ttg.memdesc_trans %b {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #s, #smem, mutable> -> !ttg.memdesc<64x64xf16, #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>, #smem, mutable>
    %e = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #n, #smem, mutable>
    tt.return
  }
}
// ----- padded shared (order/shape form)
#p = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #p, #smem, mutable>
    tt.return
  }
}
// ----- padded shared (older CTA form)
#p = #ttg.padded_shared<[32:+4] {order = [1, 0], CTAsPerCGA = [1, 1], CTASplitNum = [1, 1], CTAOrder = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #p, #smem, mutable>
    tt.return
  }
}
// ----- shared linear
#sl = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [2, 0]], block = []}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %a = ttg.local_alloc : () -> !ttg.memdesc<4x4xf16, #sl, #smem, mutable>
    tt.return
  }
}
// ----- barriers and warp ids
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    ttg.local_barrier
    %w = ttg.warp_id
    tt.return
  }
}
// ----- gpu.barrier
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    gpu.barrier
    tt.return
  }
}
// ----- barrier op (newer spelling)
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    ttg.barrier local
    tt.return
  }
}
// ----- tensor memory encoding
#t = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tm = #ttng.tensor_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %a = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #t, #tm, mutable>
    tt.return
  }
}
// ----- warp specialize
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: i32) {
    %0 = ttg.warp_specialize(%a) attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield %a : i32
    }
    partition0(%x: i32) num_warps(4) {
      ttg.warp_return
    } : (i32) -> i32
    tt.return
  }
}
// ----- layout with wrong warps (error text)
#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<64xf32, #b>) { tt.return }
}
