// RUN: tt-opt %s -split-input-file -tritongpu-combine-tensor-select-and-if | FileCheck %s

// A select on the condition of a later if without else: the if gets an else
// branch and yields the select's operands.
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @select_into_if
// CHECK-SAME: (%[[C:[^:]*]]: i1, %[[A:[^:]*]]: tensor<512xf32, #{{.*}}>, %[[B:[^:]*]]: tensor<512xf32, #{{.*}}>, %[[P:[^:]*]]: !tt.ptr<f32>)
tt.func @select_into_if(%c: i1, %a: tensor<512xf32, #blocked>, %b: tensor<512xf32, #blocked>, %p: !tt.ptr<f32>) -> tensor<512xf32, #blocked> {
  // CHECK-NOT: arith.select
  // CHECK: %[[R:.*]] = scf.if %[[C]] -> (tensor<512xf32, #{{.*}}>) {
  // CHECK-NEXT: tt.store
  // CHECK-NEXT: scf.yield %[[A]]
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[B]]
  // CHECK-NEXT: }
  // CHECK-NEXT: tt.return %[[R]]
  %s = arith.select %c, %a, %b : tensor<512xf32, #blocked>
  %cst = arith.constant 1.0 : f32
  scf.if %c {
    tt.store %p, %cst : !tt.ptr<f32>
  }
  tt.return %s : tensor<512xf32, #blocked>
}
}

// -----

// The if keeps its own results first; two tensor selects on the same
// condition join the same if, in order. A scalar select stays: it is cheap
// to predicate.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @two_selects_with_results
// CHECK-SAME: (%[[C:[^:]*]]: i1, %[[X:[^:]*]]: tensor<128xi32, #{{[^>]*}}>, %[[Y:[^:]*]]: tensor<128xi32, #{{[^>]*}}>, %[[U:[^:]*]]: i32, %[[V:[^:]*]]: i32)
tt.func @two_selects_with_results(%c: i1, %x: tensor<128xi32, #blocked>, %y: tensor<128xi32, #blocked>, %u: i32, %v: i32) -> (tensor<128xi32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>, i32) {
  // CHECK: %[[S:.*]] = arith.select %[[C]], %[[U]], %[[V]] : i32
  // CHECK: %[[R:.*]]:3 = scf.if %[[C]] -> (tensor<128xi32, #{{[^>]*}}>, tensor<128xi32, #{{[^>]*}}>, tensor<128xi32, #{{[^>]*}}>) {
  // CHECK: scf.yield %{{.*}}, %[[X]], %[[Y]] :
  // CHECK: } else {
  // CHECK: scf.yield %{{.*}}, %[[Y]], %[[X]] :
  // CHECK: tt.return %[[R]]#0, %[[R]]#1, %[[R]]#2, %[[S]]
  %s1 = arith.select %c, %x, %y : tensor<128xi32, #blocked>
  %s2 = arith.select %c, %y, %x : tensor<128xi32, #blocked>
  %s3 = arith.select %c, %u, %v : i32
  %r = scf.if %c -> (tensor<128xi32, #blocked>) {
    %t = arith.addi %x, %y : tensor<128xi32, #blocked>
    scf.yield %t : tensor<128xi32, #blocked>
  } else {
    %e = arith.subi %x, %y : tensor<128xi32, #blocked>
    scf.yield %e : tensor<128xi32, #blocked>
  }
  tt.return %r, %s1, %s2, %s3 : tensor<128xi32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>, i32
}
}

// -----

// Inside an if on the select's condition, a use (scalar or tensor, however
// deeply nested) takes the operand that branch selects; a tensor select
// whose uses were all inside then joins the if, and one of two ifs on the
// condition is joined, the first.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @uses_inside_if
// CHECK-SAME: (%[[C:[^:]*]]: i1, %[[X:[^:]*]]: tensor<128xi32, #{{[^>]*}}>, %[[Y:[^:]*]]: tensor<128xi32, #{{[^>]*}}>, %[[U:[^:]*]]: i32, %[[V:[^:]*]]: i32, %[[P:[^:]*]]: !tt.ptr<i32>)
tt.func @uses_inside_if(%c: i1, %x: tensor<128xi32, #blocked>, %y: tensor<128xi32, #blocked>, %u: i32, %v: i32, %p: !tt.ptr<i32>) -> tensor<128xi32, #blocked> {
  // CHECK: %[[SC:.*]] = arith.select %[[C]], %[[U]], %[[V]] : i32
  // CHECK-NOT: arith.select
  // CHECK: %[[R:.*]]:2 = scf.if %[[C]]
  // CHECK: scf.for
  // CHECK-NEXT: arith.addi %[[X]], %[[X]]
  // CHECK: tt.store %[[P]], %[[U]]
  // CHECK: scf.yield %{{.*}}, %[[X]] :
  // CHECK: } else {
  // CHECK: arith.subi %[[Y]], %[[Y]]
  // CHECK: tt.store %[[P]], %[[V]]
  // CHECK: scf.yield %{{.*}}, %[[Y]] :
  // CHECK: scf.if %[[C]] {
  // CHECK-NEXT: tt.store %[[P]], %[[U]]
  %s = arith.select %c, %x, %y : tensor<128xi32, #blocked>
  %sc = arith.select %c, %u, %v : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> (tensor<128xi32, #blocked>) {
    %t = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %x) -> (tensor<128xi32, #blocked>) {
      %a = arith.addi %s, %s : tensor<128xi32, #blocked>
      scf.yield %a : tensor<128xi32, #blocked>
    }
    tt.store %p, %sc : !tt.ptr<i32>
    scf.yield %t : tensor<128xi32, #blocked>
  } else {
    %e = arith.subi %s, %s : tensor<128xi32, #blocked>
    tt.store %p, %sc : !tt.ptr<i32>
    scf.yield %e : tensor<128xi32, #blocked>
  }
  scf.if %c {
    tt.store %p, %sc : !tt.ptr<i32>
  }
  %z = arith.addi %r, %s : tensor<128xi32, #blocked>
  tt.return %z : tensor<128xi32, #blocked>
}
}

// -----

// Left alone: tensor selects with a use before the if, after an if on
// their condition, or on another condition than the if's.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @not_combined
// CHECK-COUNT-3: arith.select
// CHECK-NOT: arith.select
tt.func @not_combined(%c: i1, %d: i1, %x: tensor<128xi32, #blocked>, %y: tensor<128xi32, #blocked>, %p: !tt.ptr<i32>) -> (tensor<128xi32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) {
  %s1 = arith.select %c, %x, %y : tensor<128xi32, #blocked>
  %early = arith.addi %s1, %s1 : tensor<128xi32, #blocked>
  %s3 = arith.select %d, %y, %x : tensor<128xi32, #blocked>
  %cst = arith.constant 1 : i32
  scf.if %c {
    tt.store %p, %cst : !tt.ptr<i32>
  }
  %s4 = arith.select %c, %x, %x : tensor<128xi32, #blocked>
  tt.return %early, %s3, %s4 : tensor<128xi32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>
}
}
