// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --verify-diagnostics

// What the tt.scan lowering does not handle fails on the op, naming why.

// A register basis that moves two positions along the axis at once.
#linear = #ttg.linear<{register = [[3]], lane = [[4], [8], [16], [32], [64]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @two_positions_at_once(%v: i32) {
    %x = tt.splat %v : i32 -> tensor<128xi32, #linear>
    // expected-error @+2 {{'tt.scan' op along axis 0 of 'tensor<128xi32, #ttg.linear<{register = [[3]], lane = [[4], [8], [16], [32], [64]], warp = [], block = []}>>' is not lowered: a basis moves along the axis by several position bits at once, or along another dimension too}}
    // expected-error @+1 {{failed to legalize operation 'tt.scan'}}
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<128xi32, #linear>) -> tensor<128xi32, #linear>
    tt.return
  }
}

// -----

// A lane bit above a warp bit along the axis.
#linear = #ttg.linear<{register = [[1]], lane = [[2], [4], [8], [16], [64]], warp = [[32]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @lane_above_warp(%v: i32) {
    %x = tt.splat %v : i32 -> tensor<128xi32, #linear>
    // expected-error @+2 {{is not lowered: registers, lanes and warps do not follow each other along the axis in the order registers, lanes, registers, warps, registers}}
    // expected-error @+1 {{failed to legalize operation 'tt.scan'}}
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<128xi32, #linear>) -> tensor<128xi32, #linear>
    tt.return
  }
}

// -----

// The combiner is inlined on lowered values: pointers lower to another type.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @pointers(%p: !tt.ptr<f32>) {
    %x = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked>
    // expected-error @+2 {{'tt.scan' op on elements of type '!tt.ptr<f32>' is not lowered}}
    // expected-error @+1 {{failed to legalize operation 'tt.scan'}}
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: !tt.ptr<f32>, %b: !tt.ptr<f32>):
      tt.scan.return %a : !tt.ptr<f32>
    }) : (tensor<32x!tt.ptr<f32>, #blocked>) -> tensor<32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// Across warps without allocate-shared-memory there is no scratch.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unallocated(%v: f32) {
    %x = tt.splat %v : f32 -> tensor<128xf32, #blocked>
    // expected-error @+2 {{'tt.scan' op across warps needs its shared-memory scratch (run allocate-shared-memory first)}}
    // expected-error @+1 {{failed to legalize operation 'tt.scan'}}
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.scan.return %c : f32
    }) : (tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

// An axis that is not a dimension of the operands: the verifier takes it,
// as Triton 3.6's does (remove-layout-conversions tests carry such a scan),
// and the lowering names it (allocation plans no scratch for it).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @axis_beyond_rank(%x: tensor<1024xi32, #blocked>) {
    // expected-error @+2 {{is not lowered: axis 1 is not a dimension of a rank-1 tensor}}
    // expected-error @+1 {{failed to legalize operation 'tt.scan'}}
    %s = "tt.scan"(%x) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    tt.return
  }
}
