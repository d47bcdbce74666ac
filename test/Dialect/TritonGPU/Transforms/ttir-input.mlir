// RUN: tt-opt %s --tritongpu-accelerate-matmul | FileCheck %s --check-prefix=ACCEL
// RUN: tt-opt %s --tritongpu-prefetch | FileCheck %s --check-prefix=PREFETCH
// RUN: tt-opt %s --tritongpu-optimize-thread-locality | FileCheck %s --check-prefix=LOCALITY

// TritonGPU passes given TTIR (tensors without layouts, as a user may hand
// one a file of the wrong stage): nothing to do, so the IR comes out as it
// went in. Each of these passes used to dereference the missing layout and
// crash (found by running every pass over Triton's own test inputs).

module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
  // ACCEL-LABEL: tt.func @dot_in_loop
  // ACCEL: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x32xf32> * tensor<32x32xf32> -> tensor<32x32xf32>
  // PREFETCH-LABEL: tt.func @dot_in_loop
  // PREFETCH: scf.for
  // PREFETCH: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<32x32xf32> * tensor<32x32xf32> -> tensor<32x32xf32>
  tt.func @dot_in_loop(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>, %n: i32) -> tensor<32x32xf32> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<32x32xf32>
    %acc = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<32x32xf32>) : i32 {
      %d = tt.dot %a, %b, %acc : tensor<32x32xf32> * tensor<32x32xf32> -> tensor<32x32xf32>
      scf.yield %d : tensor<32x32xf32>
    }
    tt.return %acc : tensor<32x32xf32>
  }

  // LOCALITY-LABEL: tt.func @gather
  // LOCALITY-NOT: ttg.convert_layout
  // LOCALITY: tt.gather %{{.*}}[%{{.*}}] {axis = 0 : i32} : (tensor<32x16xf32>, tensor<32x16xi32>) -> tensor<32x16xf32>
  tt.func @gather(%src: tensor<32x16xf32>, %idx: tensor<32x16xi32>) -> tensor<32x16xf32> {
    %g = tt.gather %src[%idx] {axis = 0 : i32} : (tensor<32x16xf32>, tensor<32x16xi32>) -> tensor<32x16xf32>
    tt.return %g : tensor<32x16xf32>
  }
}
