// RUN: tt-opt %s -split-input-file -allocate-shared-memory | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv='compute-capability=90 ptx-version=83' | FileCheck %s

// The plan of the allocation analysis, written into the IR: the byte offset
// of every buffer on the op that owns it, the kernel's total on the module.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#wide = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// CHECK: module attributes {{{.*}}ttg.shared = 1536 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @kernel
  tt.func @kernel(%t: tensor<16x32xf16, #blocked>, %x: tensor<512xf32, #wide>) -> f32 {
    // CHECK: ttg.local_alloc {allocation.offset = 1024 : i32}
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // A conversion through shared memory and a reduction across warps get
    // their scratch offsets.
    // CHECK: ttg.convert_layout %{{.*}} {allocation.offset = 0 : i32}
    %0 = ttg.convert_layout %t : tensor<16x32xf16, #blocked> -> tensor<16x32xf16, #blocked1>
    ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // CHECK: "tt.reduce"
    // CHECK: }) {allocation.offset = 0 : i32}
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%p: f32, %q: f32):
      %m = arith.addf %p, %q : f32
      tt.reduce.return %m : f32
    }) : (tensor<512xf32, #wide>) -> f32
    // Views and ops without scratch are left alone.
    // CHECK-NOT: allocation.offset
    // CHECK: tt.return
    tt.return %s : f32
  }
}

// -----

// No shared memory at all: the module still says so.
// CHECK: module attributes {{{.*}}ttg.shared = 0 : i32
// CHECK-NOT: allocation.offset
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @empty(%x: tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked> {
    %y = arith.addf %x, %x : tensor<512xf32, #blocked>
    tt.return %y : tensor<512xf32, #blocked>
  }
}

// -----

// An offset already present is kept.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
// CHECK: module attributes {{{.*}}ttg.shared = 512 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @preset
  // CHECK: ttg.local_alloc {allocation.offset = 4096 : i32}
  tt.func @preset() {
    %a = ttg.local_alloc {allocation.offset = 4096 : i32} : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    ttg.local_dealloc %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    tt.return
  }
}
