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

// -----

// A view of a buffer as its own type is the buffer; a view with another
// shape stays.
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @identity_reinterpret
// CHECK-SAME: (%[[BUF:[^:]*]]:
// CHECK-NEXT: %[[VIEW:.*]] = ttg.memdesc_reinterpret %[[BUF]] : !ttg.memdesc<32x32xf32, {{.*}}> -> !ttg.memdesc<1024xf32, {{.*}}>
// CHECK-NEXT: tt.return %[[BUF]], %[[VIEW]]
tt.func @identity_reinterpret(%buf: !ttg.memdesc<32x32xf32, #shared, #smem, mutable>) -> (!ttg.memdesc<32x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1024xf32, #shared, #smem, mutable>) {
  %same = ttg.memdesc_reinterpret %buf : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<32x32xf32, #shared, #smem, mutable>
  %flat = ttg.memdesc_reinterpret %buf : !ttg.memdesc<32x32xf32, #shared, #smem, mutable> -> !ttg.memdesc<1024xf32, #shared, #smem, mutable>
  tt.return %same, %flat : !ttg.memdesc<32x32xf32, #shared, #smem, mutable>, !ttg.memdesc<1024xf32, #shared, #smem, mutable>
}
}

// -----

// A warp_specialize loses the results nobody uses (and their yielded
// values), the captures no partition reads, and repeated captures (uses of
// a repeat's argument move to the first's), keeping every partition's code.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @warp_specialize_trimmed
// CHECK-SAME: (%[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32, %[[Z:[^:]*]]: i32, %[[P:[^:]*]]: !tt.ptr<i32>)
// CHECK-NEXT: %[[R:.*]]:2 = ttg.warp_specialize(%[[Y]], %[[P]])
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield %[[X]], %[[Z]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: partition0(%[[A:[^:]*]]: i32, %[[Q:[^:]*]]: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT: tt.store %[[Q]], %[[S]]
// CHECK-NEXT: ttg.warp_return
// CHECK-NEXT: }
// CHECK-NEXT: partition1(%[[B:[^:]*]]: i32, %[[Q1:[^:]*]]: !tt.ptr<i32>) num_warps(4) {
// CHECK-NEXT: tt.store %[[Q1]], %[[B]]
// CHECK-NEXT: ttg.warp_return
// CHECK-NEXT: } : (i32, !tt.ptr<i32>) -> (i32, i32)
// CHECK-NEXT: tt.return %[[R]]#0, %[[R]]#1
tt.func @warp_specialize_trimmed(%x: i32, %y: i32, %z: i32, %p: !tt.ptr<i32>) -> (i32, i32) {
  %r:3 = ttg.warp_specialize(%x, %y, %p, %y)
  default {
    ttg.warp_yield %x, %y, %z : i32, i32, i32
  }
  partition0(%a: i32, %b: i32, %q: !tt.ptr<i32>, %b2: i32) num_warps(4) {
    %s = arith.addi %b, %b2 : i32
    tt.store %q, %s : !tt.ptr<i32>
    ttg.warp_return
  }
  partition1(%c: i32, %d: i32, %q1: !tt.ptr<i32>, %d2: i32) num_warps(4) {
    tt.store %q1, %d2 : !tt.ptr<i32>
    ttg.warp_return
  } : (i32, i32, !tt.ptr<i32>, i32) -> (i32, i32, i32)
  tt.return %r#0, %r#2 : i32, i32
}
}
