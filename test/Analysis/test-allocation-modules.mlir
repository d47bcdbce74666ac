// RUN: tt-opt %s -test-print-allocation -verify-diagnostics -o /dev/null
// RUN: tt-opt %s -test-print-membar | FileCheck %s

// A file of two top-level modules (no -split-input-file): each module is planned
// on its own, and a function in the second one does not crash the printer.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{first}}
// expected-remark @below {{size = 512}}
tt.func @first(%t: tensor<128xf32, #blocked>) {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc %t : (tensor<128xf32, #blocked>) -> !ttg.memdesc<128xf32, #shared, #smem>
  tt.return
}
}

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Its own plan: offsets start again at 0.
// CHECK-LABEL: tt.func @second
// expected-remark @below {{second}}
// expected-remark @below {{size = 512}}
tt.func @second(%t: tensor<128xf32, #blocked>) {
  // expected-remark @below {{offset = 0, size = 512}}
  %a = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
  ttg.local_store %t, %a : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
  // CHECK: ttg.local_store
  // CHECK-NEXT: ttg.local_barrier
  // CHECK-NEXT: ttg.local_load
  %b = ttg.local_load %a : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
  tt.return
}
}

// A reduce across 4 warps of a pointer and an f32 (one plan with the lowering:
// per operand a slot per warp and row, side by side): 2 x 4 x (8 + 4) bytes.
// It used to crash the allocator (a pointer has no int/float bit width).
#rows = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// expected-remark @below {{pointer_reduce}}
// expected-remark @below {{size = 96}}
tt.func @pointer_reduce(%p: tensor<2x128x!tt.ptr<f32>, #rows>, %x: tensor<2x128xf32, #rows>) {
  // expected-remark @below {{scratch offset = 0, size = 96}}
  %r:2 = "tt.reduce"(%p, %x) <{axis = 1 : i32}> ({
  ^bb0(%a: !tt.ptr<f32>, %ax: f32, %b: !tt.ptr<f32>, %bx: f32):
    %c = arith.cmpf ogt, %ax, %bx : f32
    %s = arith.select %c, %a, %b : !tt.ptr<f32>
    %m = arith.maxnumf %ax, %bx : f32
    tt.reduce.return %s, %m : !tt.ptr<f32>, f32
  }) : (tensor<2x128x!tt.ptr<f32>, #rows>, tensor<2x128xf32, #rows>) -> (tensor<2x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #rows}>>, tensor<2xf32, #ttg.slice<{dim = 1, parent = #rows}>>)
  tt.return
}
}
