// RUN: tt-opt %s -split-input-file --tritongpu-allocate-warp-groups | FileCheck %s

// Two 4-warp partitions asking for 232 registers (Triton's Hopper producer
// and two consumers): 12 warps in all, 64K / 384 threads = 170 -> 168
// registers each at the start; the two consumer groups take 232, which
// leaves (168 * 128 - 64 * 256) / 128 = 40 for the default warps.

// CHECK: module attributes {{{.*}}ttg.maxnreg = 168 : i32{{.*}}"ttg.total-num-warps" = 12 : i32
// CHECK: ttg.warp_specialize()
// CHECK-SAME: actualRegisters = array<i32: 40, 232, 232>
// CHECK-SAME: requestedRegisters = array<i32: 232, 232>
// CHECK-SAME: warpGroupStartIds = array<i32: 4, 8>
// CHECK: partition0() num_warps(4)
// CHECK: partition1() num_warps(4)
// CHECK-NOT: partition2
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @consumers() {
    ttg.warp_specialize() attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    }
    partition1() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// Partitions of 1 and 2 warps fill 3 of a warp group's warps: an idle
// 1-warp partition (16 registers asked) completes it, taking the captures
// as the others do. The largest partition starts first. Without
// requested registers nothing is reassigned and no maxnreg is set.

// CHECK-NOT: ttg.maxnreg
// CHECK: "ttg.total-num-warps" = 8 : i32
// CHECK: ttg.warp_specialize(%{{.*}}) attributes {warpGroupStartIds = array<i32: 6, 4, 7>}
// CHECK: partition0(%{{.*}}: i32) num_warps(1)
// CHECK: partition1(%{{.*}}: i32) num_warps(2)
// CHECK: partition2(%{{.*}}: i32) num_warps(1) {
// CHECK-NEXT: ttg.warp_return
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @padded(%x: i32) {
    ttg.warp_specialize(%x)
    default {
      ttg.warp_yield
    }
    partition0(%a: i32) num_warps(1) {
      ttg.warp_return
    }
    partition1(%a: i32) num_warps(2) {
      ttg.warp_return
    } : (i32) -> ()
    tt.return
  }
}

// -----

// Two warp_specialize ops: both get as many worker warp groups as the
// larger needs (two), the smaller padded with 4 idle warps.

// CHECK: "ttg.total-num-warps" = 12 : i32
// CHECK: warpGroupStartIds = array<i32: 4, 8>
// CHECK: warpGroupStartIds = array<i32: 4, 8>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two() {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    }
    partition1() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// Registers the default warps cannot live with (under 24 left): none
// reassigned. A user's ttg.maxnreg is the start.

// CHECK: ttg.maxnreg = 128 : i32
// CHECK-NOT: actualRegisters
module attributes {ttg.maxnreg = 128 : i32, "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @greedy() {
    ttg.warp_specialize() attributes {requestedRegisters = array<i32: 256>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// No warp_specialize: the kernel's own warps.

// CHECK: "ttg.total-num-warps" = 8 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @plain() {
    tt.return
  }
}

// -----

// A 4-warp kernel with one 4-warp partition: 256 threads may each have
// 255 registers already; nothing is reassigned (Triton would set a
// .maxnreg of 256, which ptxas ignores).

// CHECK-NOT: ttg.maxnreg
// CHECK: "ttg.total-num-warps" = 8 : i32
// CHECK-NOT: actualRegisters
// CHECK: requestedRegisters = array<i32: 232>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @one_consumer() {
    ttg.warp_specialize() attributes {requestedRegisters = array<i32: 232>}
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}
