// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --verify-diagnostics

// Shared-memory accesses the lowering refuses, with the op named.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unaligned_subslice(%x: tensor<32x32xf32, #blocked>) {
    %a = ttg.local_alloc %x : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
    %s = ttg.memdesc_subslice %a[8, 0] : !ttg.memdesc<32x32xf32, #shared, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem, 32x32>
    // expected-error @+2 {{views starting at a dynamic or unaligned offset are not lowered}}
    // expected-error @+1 {{failed to legalize operation 'ttg.local_load'}}
    %y = ttg.local_load %s : !ttg.memdesc<16x32xf32, #shared, #smem, 32x32> -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

// A tile named as a buffer of its own shape must start at a multiple of its
// extent in the buffer: 8 rows in, a 16-row tile does not.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unaligned_own_buffer(%x: tensor<32x32xf32, #blocked>) {
    %a = ttg.local_alloc %x : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #shared, #smem>
    %s = ttg.memdesc_subslice %a[8, 0] : !ttg.memdesc<32x32xf32, #shared, #smem> -> !ttg.memdesc<16x32xf32, #shared, #smem, 32x32>
    // expected-error @+2 {{of a view not aligned to its tiles, into a buffer of its own shape, is not lowered}}
    // expected-error @+1 {{failed to legalize operation 'ttg.memdesc_subslice'}}
    %t = ttg.memdesc_subslice %s[0, 0] : !ttg.memdesc<16x32xf32, #shared, #smem, 32x32> -> !ttg.memdesc<16x32xf32, #shared, #smem>
    %y = ttg.local_load %t : !ttg.memdesc<16x32xf32, #shared, #smem> -> tensor<16x32xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#padded = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [32, 32]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @padded(%x: tensor<32x32xf32, #blocked>) {
    // expected-error @+2 {{padded shared layouts are not lowered yet}}
    // expected-error @+1 {{failed to legalize operation 'ttg.local_alloc'}}
    %a = ttg.local_alloc %x : (tensor<32x32xf32, #blocked>) -> !ttg.memdesc<32x32xf32, #padded, #smem>
    tt.return
  }
}

// -----

// memdesc_reinterpret needs the offset of its view's start: not in a
// padded buffer.
#padded = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [32, 32]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @reinterpret_padded(%v: !ttg.memdesc<16x32xf32, #padded, #smem, 32x32>) {
    // expected-error @+2 {{padded shared layouts are not lowered yet}}
    // expected-error @+1 {{failed to legalize operation 'ttg.memdesc_reinterpret'}}
    %f = ttg.memdesc_reinterpret %v : !ttg.memdesc<16x32xf32, #padded, #smem, 32x32> -> !ttg.memdesc<512xf32, #flat, #smem>
    tt.return
  }
}
