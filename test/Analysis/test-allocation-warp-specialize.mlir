// RUN: tt-opt %s -test-print-allocation -verify-diagnostics -o /dev/null

// Inside a warp_specialize partition a view keeps its buffer alive as it
// does anywhere: %a is read through %v after %b is allocated, so they
// cannot share bytes. The partitions are isolated from above and no
// control flow reaches them; the alias analysis runs on them too. The
// function's byte per partition warp (4) goes last.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1d = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#row = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{alias_in_partition}}
// expected-remark @below {{size = 68}}
// expected-remark @below {{offset = 64, size = 4}}
tt.func @alias_in_partition() {
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  partition0() num_warps(4) {
    // expected-remark @below {{offset = 0, size = 32}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<2x4xi32, #shared, #smem, mutable>
    %c0 = arith.constant 0 : i32
    %v = ttg.memdesc_index %a[%c0] : !ttg.memdesc<2x4xi32, #shared, #smem, mutable> -> !ttg.memdesc<4xi32, #shared1d, #smem, mutable>
    // expected-remark @below {{offset = 32, size = 32}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<8xi32, #shared1d, #smem, mutable>
    %x = ttg.local_load %v : !ttg.memdesc<4xi32, #shared1d, #smem, mutable> -> tensor<4xi32, #row>
    ttg.warp_return
  } : () -> ()
  tt.return
}
}
