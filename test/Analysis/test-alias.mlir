// RUN: tt-opt %s -split-input-file -test-print-alias -verify-diagnostics -o /dev/null

// Which local buffers every shared-memory value may name: views name their
// source's buffer, loop-carried and if-yielded descriptors the union of
// what flows in, warp_group_dot_wait hands its operands back.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @views(%t: tensor<16x16xf16, #blocked>) {
    %c0 = arith.constant 0 : i32
    // expected-remark @below {{%0 -> %0}}
    %buf = ttg.local_alloc : () -> !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{%1 -> %0}}
    %one = ttg.memdesc_index %buf[%c0] : !ttg.memdesc<2x16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{%2 -> %0}}
    %half = ttg.memdesc_subslice %one[0, 8] : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x8xf16, #shared, #smem, mutable, 16x16>
    // expected-remark @below {{%3 -> %0}}
    %tr = ttg.memdesc_trans %one {order = array<i32: 1, 0>} : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{%4 -> %4}}
    %imm = ttg.local_alloc %t : (tensor<16x16xf16, #blocked>) -> !ttg.memdesc<16x16xf16, #shared, #smem>
    %v = ttg.local_load %imm : !ttg.memdesc<16x16xf16, #shared, #smem> -> tensor<16x16xf16, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loop_and_if(%lb: index, %ub: index, %step: index, %c: i1) {
    // expected-remark @below {{%0 -> %0}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{%1 -> %1}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // The iter_args swap every iteration: each may be either buffer, as the
    // results show. As in Triton's printer, an iter_arg is printed with what
    // its initial value names.
    // expected-remark @below {{%arg5 -> %0}}
    // expected-remark @below {{%arg6 -> %1}}
    // expected-remark @below {{%2#0 -> %0,%1}}
    // expected-remark @below {{%2#1 -> %0,%1}}
    %r:2 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b) -> (!ttg.memdesc<16x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x16xf16, #shared, #smem, mutable>) {
      scf.yield %y, %x : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>, !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    }
    // expected-remark @below {{%3 -> %0,%1}}
    %s = scf.if %c -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable> {
      scf.yield %a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    } else {
      scf.yield %b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    }
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // Block arguments of unstructured control flow, reported at the branch
  // that ends the block they belong to.
  tt.func @branches(%c: i1) {
    // expected-remark @below {{%0 -> %0}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    // expected-remark @below {{%1 -> %1}}
    %b = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    cf.cond_br %c, ^bb1(%a : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>), ^bb1(%b : !ttg.memdesc<16x16xf16, #shared, #smem, mutable>)
  ^bb1(%m: !ttg.memdesc<16x16xf16, #shared, #smem, mutable>):
    // expected-remark @below {{%2 -> %0,%1}}
    cf.br ^bb2
  ^bb2:
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // A warp_specialize partition receives the explicit captures as its
  // arguments: they and their views name the captured buffers.
  tt.func @captures() {
    // expected-remark @below {{%0 -> %0}}
    %a = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
    ttg.warp_specialize(%a)
    default {
      ttg.warp_yield
    }
    partition0(%b: !ttg.memdesc<16x16xf16, #shared, #smem, mutable>) num_warps(1) {
      // (%1 is the view here, %0 the function's buffer.)
      // expected-remark @below {{%1 -> %0}}
      %t = ttg.memdesc_trans %b {order = array<i32: 1, 0>} : !ttg.memdesc<16x16xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x16xf16, #shared, #smem, mutable>
      ttg.warp_return
    } : (!ttg.memdesc<16x16xf16, #shared, #smem, mutable>) -> ()
    tt.return
  }
}
