// RUN: tt-opt %s --make-ttgir="target=cuda:90 num-warps=4" | FileCheck %s
// RUN: not tt-opt %s --make-ttgir="target=gfx942" 2>&1 | FileCheck %s --check-prefix=TARGET

// TARGET: make-ttgir: target 'gfx942' is not of the form cuda:<compute capability>

// A vector copy comes out with 4-wide (16-byte) accesses and no conversion.
// CHECK: #[[L:.*]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}
// CHECK-LABEL: tt.func public @copy
// CHECK-NOT: ttg.convert_layout
// CHECK: tt.load {{.*}} : tensor<1024x!tt.ptr<f32>, #[[L]]>
// CHECK: tt.store {{.*}} : tensor<1024x!tt.ptr<f32>, #[[L]]>
tt.func public @copy(%src: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %dst: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
  %s = tt.splat %src : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
  %sp = tt.addptr %s, %range : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
  %x = tt.load %sp : tensor<1024x!tt.ptr<f32>>
  %d = tt.splat %dst : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
  %dp = tt.addptr %d, %range : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
  tt.store %dp, %x : tensor<1024x!tt.ptr<f32>>
  tt.return
}
