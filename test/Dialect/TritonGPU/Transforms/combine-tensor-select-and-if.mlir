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

// The if keeps its own results first; two selects on the same condition
// join the same if, in order.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @two_selects_with_results
// CHECK-SAME: (%[[C:[^:]*]]: i1, %[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32)
tt.func @two_selects_with_results(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  // CHECK: %[[R:.*]]:3 = scf.if %[[C]] -> (i32, i32, i32) {
  // CHECK: scf.yield %{{.*}}, %[[X]], %[[Y]] : i32, i32, i32
  // CHECK: } else {
  // CHECK: scf.yield %{{.*}}, %[[Y]], %[[X]] : i32, i32, i32
  // CHECK: tt.return %[[R]]#0, %[[R]]#1, %[[R]]#2
  %s1 = arith.select %c, %x, %y : i32
  %s2 = arith.select %c, %y, %x : i32
  %r = scf.if %c -> (i32) {
    %t = arith.addi %x, %y : i32
    scf.yield %t : i32
  } else {
    %e = arith.subi %x, %y : i32
    scf.yield %e : i32
  }
  tt.return %r, %s1, %s2 : i32, i32, i32
}
}

// -----

// Left alone: a use of the select before the if, a use inside the if, a
// select after the if, an if on another condition.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @not_combined
// CHECK-COUNT-4: arith.select
tt.func @not_combined(%c: i1, %d: i1, %x: i32, %y: i32, %p: !tt.ptr<i32>) -> (i32, i32) {
  %s1 = arith.select %c, %x, %y : i32
  tt.store %p, %s1 : !tt.ptr<i32>
  %s2 = arith.select %c, %y, %x : i32
  %s3 = arith.select %d, %y, %x : i32
  scf.if %c {
    tt.store %p, %s2 : !tt.ptr<i32>
  }
  %s4 = arith.select %c, %x, %x : i32
  tt.return %s3, %s4 : i32, i32
}
}
