// RUN: tt-opt %s -split-input-file -canonicalize | FileCheck %s

// An immutable buffer filled from a read of an immutable buffer of the same
// type is that buffer; any other pair stays.
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
#swizzled = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#other = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @alloc_of_load_is_the_buffer
// CHECK-SAME: (%[[BUF:.*]]: !ttg.memdesc
// CHECK-NEXT: tt.return %[[BUF]]
tt.func @alloc_of_load_is_the_buffer(%buf: !ttg.memdesc<16x32xf16, #swizzled, #smem>) -> !ttg.memdesc<16x32xf16, #swizzled, #smem> {
  %x = ttg.local_load %buf : !ttg.memdesc<16x32xf16, #swizzled, #smem> -> tensor<16x32xf16, #blocked>
  %copy = ttg.local_alloc %x : (tensor<16x32xf16, #blocked>) -> !ttg.memdesc<16x32xf16, #swizzled, #smem>
  tt.return %copy : !ttg.memdesc<16x32xf16, #swizzled, #smem>
}

// CHECK-LABEL: tt.func @alloc_in_another_layout_stays
// CHECK: ttg.local_load
// CHECK: ttg.local_alloc
tt.func @alloc_in_another_layout_stays(%buf: !ttg.memdesc<16x32xf16, #swizzled, #smem>) -> !ttg.memdesc<16x32xf16, #other, #smem> {
  %x = ttg.local_load %buf : !ttg.memdesc<16x32xf16, #swizzled, #smem> -> tensor<16x32xf16, #blocked>
  %copy = ttg.local_alloc %x : (tensor<16x32xf16, #blocked>) -> !ttg.memdesc<16x32xf16, #other, #smem>
  tt.return %copy : !ttg.memdesc<16x32xf16, #other, #smem>
}

// A mutable source can change after the read: the copy stays.
// CHECK-LABEL: tt.func @copy_of_mutable_buffer_stays
// CHECK: ttg.local_load
// CHECK: ttg.local_alloc
tt.func @copy_of_mutable_buffer_stays(%buf: !ttg.memdesc<16x32xf16, #swizzled, #smem, mutable>) -> !ttg.memdesc<16x32xf16, #swizzled, #smem> {
  %x = ttg.local_load %buf : !ttg.memdesc<16x32xf16, #swizzled, #smem, mutable> -> tensor<16x32xf16, #blocked>
  %copy = ttg.local_alloc %x : (tensor<16x32xf16, #blocked>) -> !ttg.memdesc<16x32xf16, #swizzled, #smem>
  tt.return %copy : !ttg.memdesc<16x32xf16, #swizzled, #smem>
}

// A mutable copy is a new buffer the kernel may write.
// CHECK-LABEL: tt.func @mutable_copy_stays
// CHECK: ttg.local_load
// CHECK: ttg.local_alloc
tt.func @mutable_copy_stays(%buf: !ttg.memdesc<16x32xf16, #swizzled, #smem>) -> !ttg.memdesc<16x32xf16, #swizzled, #smem, mutable> {
  %x = ttg.local_load %buf : !ttg.memdesc<16x32xf16, #swizzled, #smem> -> tensor<16x32xf16, #blocked>
  %copy = ttg.local_alloc %x : (tensor<16x32xf16, #blocked>) -> !ttg.memdesc<16x32xf16, #swizzled, #smem, mutable>
  tt.return %copy : !ttg.memdesc<16x32xf16, #swizzled, #smem, mutable>
}
}
