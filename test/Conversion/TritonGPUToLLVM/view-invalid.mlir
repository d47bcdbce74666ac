// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// Shape changes whose layouts would need elements to move between threads
// are refused on the op. (join and split cannot get there: their verifiers
// keep the size-2 dimension in registers.)

// Row-major order would take lane-held columns into registers.

#s4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @reshape_across_threads(%x: tensor<512xi32, #s4>) -> tensor<16x32xi32, #cols> attributes {noinline = true} {
    // expected-error @+2 {{'tt.reshape' would move elements between threads with these layouts}}
    // expected-error @+1 {{failed to legalize operation 'tt.reshape'}}
    %r = tt.reshape %x : tensor<512xi32, #s4> -> tensor<16x32xi32, #cols>
    tt.return %r : tensor<16x32xi32, #cols>
  }
}

// -----

// With allow_reorder the registers are kept in place: both layouts must
// duplicate the same bits. Here the result repeats each element in two
// registers and the source in none.

#s1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dup = #ttg.linear<{register = [[0, 0], [1, 0]], lane = [[2, 0], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[0, 1], [0, 2]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @reshape_reorder_duplicating(%x: tensor<256xi32, #s1>) -> tensor<64x4xi32, #dup> attributes {noinline = true} {
    // expected-error @+2 {{'tt.reshape' would move elements between threads with these layouts}}
    // expected-error @+1 {{failed to legalize operation 'tt.reshape'}}
    %r = tt.reshape %x allow_reorder : tensor<256xi32, #s1> -> tensor<64x4xi32, #dup>
    tt.return %r : tensor<64x4xi32, #dup>
  }
}

// -----

// cat needs twice the operands' registers and their copies: 4 registers
// per thread hold 512 elements twice over.

#c1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#c4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @cat_mismatch(%a: tensor<128xf32, #c1>, %b: tensor<128xf32, #c1>) -> tensor<256xf32, #c4> attributes {noinline = true} {
    // expected-error @+2 {{'tt.cat' needs a result layout with twice the registers of its operands'}}
    // expected-error @+1 {{failed to legalize operation 'tt.cat'}}
    %c = tt.cat %a, %b : tensor<128xf32, #c1> -> tensor<256xf32, #c4>
    tt.return %c : tensor<256xf32, #c4>
  }
}
