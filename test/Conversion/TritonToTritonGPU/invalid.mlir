// Bad options and unconvertible input fail the pass with a diagnostic.
//
// RUN: not tt-opt --convert-triton-to-tritongpu %s 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=3' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WARPS
// RUN: not tt-opt --convert-triton-to-tritongpu='target=cuda:90 threads-per-warp=0' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LANES
// RUN: tt-opt --split-input-file --verify-diagnostics \
// RUN:   --convert-triton-to-tritongpu='target=cuda:90' %s

// TARGET: error: 'convert-triton-to-tritongpu' requires the 'target' option
// WARPS: error: 'convert-triton-to-tritongpu' option 'num-warps' must be a positive power of two, got 3
// LANES: error: 'convert-triton-to-tritongpu' option 'threads-per-warp' must be a positive power of two, got 0

module {
  tt.func @ok(%x: i32) {
    tt.return
  }
}

// -----

// scf.execute_region has no TTGIR form.
module {
  tt.func @execute_region(%x: tensor<128xf32>) {
    // expected-error @+1 {{failed to legalize operation 'scf.execute_region'}}
    %r = scf.execute_region -> tensor<128xf32> {
      scf.yield %x : tensor<128xf32>
    }
    tt.return
  }
}

// -----

// A converted value used by an op of another dialect needs
// enable-source-remat (see source-remat.mlir).
module {
  tt.func @live_user() -> f32 {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    // expected-error @+1 {{failed to legalize unresolved materialization}}
    %f = arith.sitofp %r : tensor<128xi32> to tensor<128xf32>
    %c0 = arith.constant 0 : index
    // expected-note @+1 {{see existing live user here}}
    %x = tensor.extract %f[%c0] : tensor<128xf32>
    tt.return %x : f32
  }
}

// -----

// A 0-d tensor (tt.split of a 2-element tensor) has no layout to take: refused
// on its op, where it used to crash the type converter.
module {
  tt.func @split_to_zero_rank(%v: tensor<2xf32>) {
    // expected-error @below {{'tt.split' op has a 0-d tensor 'tensor<f32>', which has no distributed layout}}
    %x, %y = tt.split %v : tensor<2xf32> -> tensor<f32>
    tt.return
  }
}

// -----

module {
  // expected-error @below {{'tt.func' op has a 0-d tensor 'tensor<f32>'}}
  tt.func @zero_rank_argument(%x: tensor<f32>) {
    tt.return
  }
}

// -----

// Tensors that already have layouts keep them: the module's warp count may
// not change under them (found by tt-pass-fuzzer, with threads-per-warp=1).
#blocked8 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @laid_out_for_8_warps(%x: tensor<256xf32, #blocked8>) {
    // expected-error @+1 {{'arith.addf' op has tensors already laid out for ttg.num-warps = 8; 'convert-triton-to-tritongpu' with num-warps=4 would leave their layouts invalid}}
    %y = arith.addf %x, %x : tensor<256xf32, #blocked8>
    tt.return
  }
}

// -----

// Layouts that fit the requested warps, lanes and CTAs stay as they are.
#blocked4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @laid_out_for_4_warps(%x: tensor<128xf32, #blocked4>) {
    %y = arith.addf %x, %x : tensor<128xf32, #blocked4>
    tt.return
  }
}

// -----

// A laid-out argument counts even where no op uses it: its function holds it.
#unused8 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{'tt.func' op has tensors already laid out for ttg.num-warps = 8}}
  tt.func @unused_laid_out_argument(%x: tensor<256xf32, #unused8>) {
    tt.return
  }
}
