// RUN: tt-opt %s -split-input-file -tritongpu-optimize-accumulator-init | FileCheck %s

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// An accumulator carried from zero: the loop carries a flag that starts
// false and is true from the second iteration on.
// CHECK-LABEL: tt.func @carried_from_zero
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[ZERO]], %[[FLAG:.*]] = %[[FALSE]]) -> (tensor<128x128xf32, #{{.*}}>, i1)
// CHECK-NEXT: %[[D:.*]] = ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[ACC]], %[[FLAG]] :
// CHECK-NEXT: scf.yield %[[D]], %[[TRUE]] : tensor<128x128xf32, #{{.*}}>, i1
tt.func @carried_from_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
    %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    scf.yield %d : tensor<128x128xf32, #mma>
  }
  tt.return %r : tensor<128x128xf32, #mma>
}

// A zero constant accumulator inside a loop: the flag is false.
// CHECK-LABEL: tt.func @constant_zero
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
// CHECK: scf.for
// CHECK-NEXT: ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[ZERO]], %[[FALSE]] :
tt.func @constant_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<f32>, #mma>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.store %p, %d : tensor<128x128x!tt.ptr<f32>, #mma>
  }
  tt.return
}

// Zeroed by a select ahead of the MMA (zero as the true value): the select
// goes, the flag is a select on the same condition, the carried flag
// starts true (the initial value is not zero).
// CHECK-LABEL: tt.func @select_before
// CHECK-SAME: %[[INIT:[^:]*]]: tensor<128x128xf32
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]], %[[FLAG:.*]] = %[[TRUE]])
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi
// CHECK-NEXT: %[[USE:.*]] = arith.select %[[COND]], %[[FALSE]], %[[FLAG]] : i1
// CHECK-NEXT: %[[D:.*]] = ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[ACC]], %[[USE]] :
// CHECK-NEXT: scf.yield %[[D]], %[[TRUE]]
tt.func @select_before(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
    %cond = arith.cmpi eq, %i, %c0 : i32
    %acc2 = arith.select %cond, %zero, %acc : tensor<128x128xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %acc2 : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    scf.yield %d : tensor<128x128xf32, #mma>
  }
  tt.return %r : tensor<128x128xf32, #mma>
}

// Zeroed by a select after the MMA, for the next iteration (zero as the
// false value): the MMA takes the carried flag, the select's flag is
// carried to the next iteration.
// (The flag select(%cond, true, false) folds to %cond.)
// CHECK-LABEL: tt.func @select_after
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[FLAG:.*]] = %[[FALSE]])
// CHECK-NEXT: %[[D:.*]] = ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[ACC]], %[[FLAG]] :
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi
// CHECK-NEXT: scf.yield %[[D]], %[[COND]]
tt.func @select_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
    %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %cond = arith.cmpi eq, %i, %c1 : i32
    %next = arith.select %cond, %d, %zero : tensor<128x128xf32, #mma>
    scf.yield %next : tensor<128x128xf32, #mma>
  }
  tt.return %r : tensor<128x128xf32, #mma>
}

// Zeroed by an scf.if (zero from the else branch): the branch yields the
// accumulator instead, the flag is false where the else branch runs.
// CHECK-LABEL: tt.func @if_zeroes
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[FLAG:.*]] = %[[TRUE]])
// CHECK-NEXT: %[[COND:.*]] = arith.cmpi
// CHECK-NEXT: %[[USE:.*]] = arith.select %[[COND]], %[[FLAG]], %[[FALSE]] : i1
// CHECK-NEXT: %[[IF:.*]] = scf.if %[[COND]]
// CHECK-NEXT: scf.yield %[[ACC]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ACC]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[D:.*]] = ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[IF]], %[[USE]] :
// CHECK-NEXT: scf.yield %[[D]], %[[TRUE]]
tt.func @if_zeroes(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
    %cond = arith.cmpi eq, %i, %c0 : i32
    %acc2 = scf.if %cond -> (tensor<128x128xf32, #mma>) {
      scf.yield %acc : tensor<128x128xf32, #mma>
    } else {
      scf.yield %zero : tensor<128x128xf32, #mma>
    }
    %d = ttng.warp_group_dot %a, %b, %acc2 : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    scf.yield %d : tensor<128x128xf32, #mma>
  }
  tt.return %r : tensor<128x128xf32, #mma>
}

// Two MMAs carried from zero in one loop: two flags, added in walk order.
// CHECK-LABEL: tt.func @two_mmas
// CHECK: scf.for {{.*}} iter_args(%[[X:[^ ]*]] = %{{[^,]*}}, %[[Y:[^ ]*]] = %{{[^,]*}}, %[[FX:[^ ]*]] = %{{[^,]*}}, %[[FY:[^ ]*]] = %{{[^)]*}})
// CHECK-NEXT: ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[X]], %[[FX]] :
// CHECK-NEXT: ttng.warp_group_dot %{{.*}}, %{{.*}}, %[[Y]], %[[FY]] :
tt.func @two_mmas(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> (tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %zero, %y = %zero) -> (tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>) : i32 {
    %dx = ttng.warp_group_dot %a, %b, %x : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %dy = ttng.warp_group_dot %a, %b, %y : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    scf.yield %dx, %dy : tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>
  }
  tt.return %r#0, %r#1 : tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>
}
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// Left alone: an MMA outside a loop, one with a flag that is not constant
// true, an fp8 wgmma that accumulates in pieces (maxNumImpreciseAcc <= K),
// an accumulator never zeroed, a zeroing select outside the loop, and an
// accumulator that is an argument of the function.
// CHECK-LABEL: tt.func @untouched
// CHECK-NOT: i1)
// CHECK-NOT: arith.constant true
// CHECK-NOT: arith.constant false
// CHECK: ttng.warp_group_dot %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} :
// CHECK: scf.for {{.*}} -> (tensor<128x128xf32, #{{[a-z0-9]*}}>, tensor<128x128xf32, #{{[a-z0-9]*}}>, tensor<128x128xf32, #{{[a-z0-9]*}}>) : i32 {
// CHECK-NEXT: ttng.warp_group_dot %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} :
// CHECK-NEXT: ttng.warp_group_dot %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} {maxNumImpreciseAcc = 32 : i32} :
// CHECK-NEXT: ttng.warp_group_dot %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} :
// CHECK-NEXT: ttng.warp_group_dot %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} :
// CHECK-NEXT: ttng.warp_group_dot %{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}} :
// CHECK: tt.return
tt.func @untouched(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>,
                   %a8: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b8: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>,
                   %n: i32, %flag: i1, %cond: i1, %init: tensor<128x128xf32, #mma>)
    -> (tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #mma>
  %d0 = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
  %outside = arith.select %cond, %zero, %init : tensor<128x128xf32, #mma>
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %zero, %y = %zero, %z = %init) -> (tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>) : i32 {
    %dx = ttng.warp_group_dot %a, %b, %x, %flag : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %dy = ttng.warp_group_dot %a8, %b8, %y {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
    %dz = ttng.warp_group_dot %a, %b, %z : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %do = ttng.warp_group_dot %a, %b, %outside : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %di = ttng.warp_group_dot %a, %b, %init : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    %s = arith.addf %do, %di : tensor<128x128xf32, #mma>
    %t = arith.addf %dz, %s : tensor<128x128xf32, #mma>
    scf.yield %dx, %dy, %t : tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>
  }
  tt.return %d0, %r#0, %r#1, %r#2 : tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>, tensor<128x128xf32, #mma>
}
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// tcgen5: the accumulator is the initial value of the tmem_alloc read back
// by a tmem_load in the loop; carried from zero, useD becomes the carried
// flag.
// CHECK-LABEL: tt.func @tmem_carried
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[FLAG:.*]] = %[[FALSE]])
// CHECK-NEXT: %[[BUF:.*]], %[[TOK:.*]] = ttng.tmem_alloc %[[ACC]] :
// CHECK-NEXT: ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %[[BUF]][%[[TOK]]], %[[FLAG]], %[[TRUE]] :
// CHECK-NEXT: %[[V:.*]], %{{.*}} = ttng.tmem_load %[[BUF]]
// CHECK-NEXT: scf.yield %[[V]], %[[TRUE]]
tt.func @tmem_carried(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #blocked>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #blocked>) : i32 {
    %buf, %tok = ttng.tmem_alloc %acc : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t2 = ttng.tc_gen5_mma %a, %b, %buf[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %v, %t3 = ttng.tmem_load %buf[%t2] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    scf.yield %v : tensor<128x128xf32, #blocked>
  }
  tt.return %r : tensor<128x128xf32, #blocked>
}

// A zero initial value: useD becomes false, and since nothing reads the
// buffer before the MMA the alloc loses its initial value.
// CHECK-LABEL: tt.func @tmem_zero
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.for
// CHECK-NEXT: %[[BUF:.*]], %[[TOK:.*]] = ttng.tmem_alloc : () -> (!ttg.memdesc
// CHECK-NEXT: ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %[[BUF]][%[[TOK]]], %[[FALSE]], %[[TRUE]] :
tt.func @tmem_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<f32>, #blocked>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #blocked>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %buf, %tok = ttng.tmem_alloc %zero : (tensor<128x128xf32, #blocked>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
    %t2 = ttng.tc_gen5_mma %a, %b, %buf[%tok], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    %v, %t3 = ttng.tmem_load %buf[%t2] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    tt.store %p, %v : tensor<128x128x!tt.ptr<f32>, #blocked>
  }
  tt.return
}

// Without a tmem_load of the buffer in the loop the MMA is left alone.
// CHECK-LABEL: tt.func @tmem_no_load
// CHECK: ttng.tmem_alloc %{{.*}} :
// CHECK-NEXT: ttng.tc_gen5_mma %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} :
tt.func @tmem_no_load(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %true = arith.constant true
  %zero = arith.constant dense<0.0> : tensor<128x128xf32, #blocked>
  scf.for %i = %c0 to %n step %c1 : i32 {
    %buf = ttng.tmem_alloc %zero : (tensor<128x128xf32, #blocked>) -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    ttng.tc_gen5_mma %a, %b, %buf, %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x128xf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
  }
  tt.return
}
}
