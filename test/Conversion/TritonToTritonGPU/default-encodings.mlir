// Default layouts: one element per thread, the last dimension fastest; lanes
// and then warps fill dimensions from the fastest as far as each dimension
// allows, the slowest dimension takes the rest (and wraps); CTAs split the
// slowest dimensions first. The module records the options.
//
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90' %s | FileCheck %s --check-prefix=W4
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=8' %s | FileCheck %s --check-prefix=W8
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:80 num-warps=2 threads-per-warp=64' %s \
// RUN:   | FileCheck %s --check-prefix=T64
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4 num-ctas=2' %s \
// RUN:   | FileCheck %s --check-prefix=CTA2
// RUN: tt-opt --convert-triton-to-tritongpu='target=cuda:90 num-warps=4 num-ctas=4' %s \
// RUN:   | FileCheck %s --check-prefix=CTA4

// W4-DAG: #[[B1:.*]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// W4-DAG: #[[B2:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// W4-DAG: #[[B3:.*]] = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0]}>
// W4-DAG: #[[COL:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
// W4-DAG: #[[SMALL:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// W4: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}
// W4-LABEL: tt.func @shapes
// W4: tensor<1024xf32, #[[B1]]>
// W4: tensor<16x64xf32, #[[B2]]>
// W4: tensor<2x4x64xf32, #[[B3]]>
// Smaller than one tile: the layout wraps (threads hold copies).
// W4: tensor<8xf32, #[[B1]]>
// W4: tensor<256x1xf32, #[[COL]]>
// W4: tensor<16x8xf32, #[[SMALL]]>
// Scalars and pointers keep their types.
// W4: arith.constant 1.000000e+00 : f32

// W8-DAG: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// W8-DAG: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
// W8-DAG: #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 2], order = [2, 1, 0]}>
// W8-DAG: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
// W8: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}

// T64-DAG: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [2], order = [0]}>
// T64-DAG: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 1], order = [1, 0]}>
// T64-DAG: #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 64], warpsPerCTA = [1, 2, 1], order = [2, 1, 0]}>
// T64-DAG: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [2, 1], order = [1, 0]}>
// T64: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 64 : i32}

// CTA2-DAG: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1]]}>
// CTA2-DAG: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0], CGALayout = {{\[\[}}1, 0]]}>
// CTA2-DAG: #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0], CGALayout = {{\[\[}}1, 0, 0]]}>
// CTA2: module attributes {"ttg.num-ctas" = 2 : i32

// The slowest dimension splits as far as it can, then the next one.
// CTA4-DAG: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = {{\[\[}}1], [2]]}>
// CTA4-DAG: #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 2, 2], order = [2, 1, 0], CGALayout = {{\[\[}}0, 1, 0], [1, 0, 0]]}>
// CTA4: module attributes {"ttg.num-ctas" = 4 : i32

module {
  tt.func @shapes(%p: !tt.ptr<f32>) {
    %a = arith.constant dense<1.0> : tensor<1024xf32>
    %b = arith.constant dense<1.0> : tensor<16x64xf32>
    %c = arith.constant dense<1.0> : tensor<2x4x64xf32>
    %d = arith.constant dense<1.0> : tensor<8xf32>
    %e = arith.constant dense<1.0> : tensor<256x1xf32>
    %f = arith.constant dense<1.0> : tensor<16x8xf32>
    %s = arith.constant 1.0 : f32
    tt.return
  }
}
