// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -tritongpu-fuse-nested-loops | FileCheck %s
// RUN: tt-opt %s -split-input-file -allow-unregistered-dialect -tritongpu-fuse-nested-loops -canonicalize | FileCheck %s --check-prefix=CANON

// Execution: the nests of the last section, run on the host through
// mlir-runner for many trip counts (zero, negative, steps that do not divide
// the range), give the same checksum unfused, fused, and fused then
// canonicalized.
// RUN: sed -n '/^\/\/ EXEC-BEGIN$/,/^\/\/ EXEC-END$/p' %s > %t.exec.mlir
// RUN: tt-opt %t.exec.mlir \
// RUN:   | sed -e 's/tt\.func/func.func/g' -e 's/tt\.return/func.return/g' -e 's/tt\.call/func.call/g' \
// RUN:   | tt-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=i64 | FileCheck %s --check-prefix=EXEC
// RUN: tt-opt %t.exec.mlir -tritongpu-fuse-nested-loops \
// RUN:   | sed -e 's/tt\.func/func.func/g' -e 's/tt\.return/func.return/g' -e 's/tt\.call/func.call/g' \
// RUN:   | tt-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=i64 | FileCheck %s --check-prefix=EXEC
// RUN: tt-opt %t.exec.mlir -tritongpu-fuse-nested-loops -canonicalize \
// RUN:   | sed -e 's/tt\.func/func.func/g' -e 's/tt\.return/func.return/g' -e 's/tt\.call/func.call/g' \
// RUN:   | tt-opt --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts \
// RUN:   | mlir-runner -e main -entry-point-result=i64 | FileCheck %s --check-prefix=EXEC
// EXEC: -6614000408071979068

// One level, ttg.always-fuse: lengths in front of the loop, a counter T from
// 0 that restarts every inner_len = max(1, len_j) iterations (the next T is
// computed at the end of the body, as Triton does), the prologue when
// T == 0 (advancing i), the body while T < len_j (advancing j), the epilogue
// when T == inner_len - 1.
// CHECK-LABEL: tt.func @one_level
// CHECK-SAME: (%[[LBI:.*]]: i64, %[[UBI:.*]]: i64, %[[SI:.*]]: i64, %[[LBJ:.*]]: i64, %[[UBJ:.*]]: i64, %[[SJ:.*]]: i64)
// CHECK-DAG: %[[DI:.*]] = arith.subi %[[UBI]], %[[LBI]] : i64
// CHECK-DAG: %[[LENI:.*]] = arith.ceildivsi %[[DI]], %[[SI]] : i64
// CHECK-DAG: %[[DJ:.*]] = arith.subi %[[UBJ]], %[[LBJ]] : i64
// CHECK-DAG: %[[LENJ:.*]] = arith.ceildivsi %[[DJ]], %[[SJ]] : i64
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i64
// CHECK: %[[INNER:.*]] = arith.maxsi %[[C1]], %[[LENJ]] : i64
// CHECK: %[[TOTAL:.*]] = arith.muli %[[LENI]], %[[INNER]] : i64
// CHECK: %[[IINIT:.*]] = arith.subi %[[LBI]], %[[SI]] : i64
// CHECK: %[[FOR:.*]]:3 = scf.for %{{.*}} = %[[C0]] to %[[TOTAL]] step %[[C1]] iter_args(%[[T:.*]] = %[[C0]], %[[IA:.*]] = %[[IINIT]], %[[JA:.*]] = %{{.*}}) -> (i64, i64, i64) : i64 {
// CHECK:   %[[PC:.*]] = arith.cmpi eq, %[[T]], %[[C0]] : i64
// CHECK:   %[[P:.*]]:2 = scf.if %[[PC]] -> (i64, i64) {
// CHECK:     %[[I:.*]] = arith.addi %[[IA]], %[[SI]] : i64
// CHECK:     "prologue"(%[[I]]) : (i64) -> ()
// CHECK:     scf.yield %[[LBJ]], %[[I]] : i64, i64
// CHECK:   } else {
// CHECK:     scf.yield %[[JA]], %[[IA]] : i64, i64
// CHECK:   }
// CHECK:   %[[GE:.*]] = arith.cmpi sge, %[[T]], %[[C0]] : i64
// CHECK:   %[[LT:.*]] = arith.cmpi slt, %[[T]], %[[LENJ]] : i64
// CHECK:   %[[BC:.*]] = arith.andi %[[GE]], %[[LT]] : i1
// CHECK:   %[[B:.*]] = scf.if %[[BC]] -> (i64) {
// CHECK:     "body"(%[[P]]#1, %[[P]]#0) : (i64, i64) -> ()
// CHECK:     %[[JN:.*]] = arith.addi %[[P]]#0, %[[SJ]] : i64
// CHECK:     scf.yield %[[JN]] : i64
// CHECK:   } else {
// CHECK:     scf.yield %[[P]]#0 : i64
// CHECK:   }
// CHECK:   %[[LAST:.*]] = arith.subi %[[INNER]], %[[C1]] : i64
// CHECK:   %[[EC:.*]] = arith.cmpi eq, %[[T]], %[[LAST]] : i64
// CHECK:   scf.if %[[EC]] {
// CHECK:     "epilogue"(%[[P]]#1) : (i64) -> ()
// CHECK:   }
// The rollover compares again, as Triton's pass does (the pipeliner then
// carries T, not the epilogue's condition, into a later stage).
// CHECK:   %[[TNEXT:.*]] = arith.addi %[[T]], %[[C1]] : i64
// CHECK:   %[[LAST2:.*]] = arith.subi %[[INNER]], %[[C1]] : i64
// CHECK:   %[[RC:.*]] = arith.cmpi eq, %[[T]], %[[LAST2]] : i64
// CHECK:   %[[TN:.*]] = arith.select %[[RC]], %[[C0]], %[[TNEXT]] : i64
// CHECK:   scf.yield %[[TN]], %[[P]]#1, %[[B]] : i64, i64, i64
// CHECK: }
// CHECK-NOT: scf.for
// CHECK: tt.return
tt.func @one_level(%lbi: i64, %ubi: i64, %si: i64, %lbj: i64, %ubj: i64, %sj: i64) {
  scf.for %i = %lbi to %ubi step %si : i64 {
    "prologue"(%i) : (i64) -> ()
    scf.for %j = %lbj to %ubj step %sj : i64 {
      "body"(%i, %j) : (i64, i64) -> ()
    }
    "epilogue"(%i) : (i64) -> ()
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// Loop-carried values: the outer value advances in the epilogue; a prologue
// value used later is carried; the inner values start from their init in the
// prologue, and a zero-trip inner loop yields exactly that init; an inner
// init defined outside the nest is set once and reset by the epilogue.
// CHECK-LABEL: tt.func @carried
// CHECK-SAME: %[[X:[^:]*]]: f32, %[[INV:[^:]*]]: f32)
// CHECK: %[[R:.*]]:7 = scf.for {{.*}} iter_args(%[[TA:[^ ]*]] = %{{[^,]*}}, %[[IA:[^ ]*]] = %{{[^,]*}}, %[[M:[^ ]*]] = %[[X]], %[[JA:[^ ]*]] = %{{[^,]*}}, %[[KA:[^ ]*]] = %{{[^,]*}}, %[[WA:[^ ]*]] = %[[INV]], %[[PA:[^ ]*]] = %{{[^,]*}}) -> (i32, i32, f32, i32, f32, f32, f32) : i32 {
// CHECK:   %[[P:.*]]:4 = scf.if %{{.*}} -> (i32, f32, f32, i32) {
// CHECK:     %[[I:.*]] = arith.addi %[[IA]], %{{.*}} : i32
// CHECK:     %[[PRO:.*]] = "prologue"(%[[I]], %[[M]]) : (i32, f32) -> f32
// CHECK:     scf.yield %{{.*}}, %[[PRO]], %[[M]], %[[I]] : i32, f32, f32, i32
// CHECK:   } else {
// CHECK:     scf.yield %[[JA]], %[[PA]], %[[KA]], %[[IA]] : i32, f32, f32, i32
// CHECK:   }
// CHECK:   %[[B:.*]]:3 = scf.if %{{.*}} -> (i32, f32, f32) {
// CHECK:     %[[BK:.*]]:2 = "body"(%[[P]]#3, %[[P]]#0, %[[P]]#2, %[[WA]], %[[P]]#1) : (i32, i32, f32, f32, f32) -> (f32, f32)
// CHECK:     scf.yield %{{.*}}, %[[BK]]#0, %[[BK]]#1 : i32, f32, f32
// CHECK:   } else {
// CHECK:     scf.yield %[[P]]#0, %[[P]]#2, %[[WA]] : i32, f32, f32
// CHECK:   }
// CHECK:   %[[E:.*]]:2 = scf.if %{{.*}} -> (f32, f32) {
// CHECK:     %[[EPI:.*]] = "epilogue"(%[[P]]#3, %[[P]]#1, %[[B]]#1, %[[B]]#2) : (i32, f32, f32, f32) -> f32
// CHECK:     scf.yield %[[EPI]], %[[INV]] : f32, f32
// CHECK:   } else {
// CHECK:     scf.yield %[[M]], %[[B]]#2 : f32, f32
// CHECK:   }
// CHECK:   scf.yield %{{.*}}, %[[P]]#3, %[[E]]#0, %[[B]]#0, %[[B]]#1, %[[E]]#1, %[[P]]#1 : i32, i32, f32, i32, f32, f32, f32
// CHECK: }
// CHECK: tt.return %[[R]]#2 : f32
tt.func @carried(%n: i32, %m: i32, %x: f32, %inv: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) : i32 {
    %p = "prologue"(%i, %acc) : (i32, f32) -> f32
    %k:2 = scf.for %j = %c0 to %m step %c1 iter_args(%a = %acc, %w = %inv) -> (f32, f32) : i32 {
      %b:2 = "body"(%i, %j, %a, %w, %p) : (i32, i32, f32, f32, f32) -> (f32, f32)
      scf.yield %b#0, %b#1 : f32, f32
    }
    %e = "epilogue"(%i, %p, %k#0, %k#1) : (i32, f32, f32, f32) -> f32
    scf.yield %e : f32
  } {"ttg.always-fuse"}
  tt.return %r : f32
}

// -----

// Several inner loops run back to back within one outer iteration: loop k
// starts at max(1, len_0) + ... + max(1, len_{k-1}) - k, sharing its first
// iteration with the last one of loop k - 1.
// CHECK-LABEL: tt.func @three_inner
// CHECK: arith.ceildivsi
// CHECK: %[[L0:.*]] = arith.ceildivsi
// CHECK: %[[L1:.*]] = arith.ceildivsi
// CHECK: %[[L2:.*]] = arith.ceildivsi
// CHECK: %[[M0:.*]] = arith.maxsi %{{.*}}, %[[L0]]
// CHECK: %[[ST1:.*]] = arith.subi %[[M0]], %{{.*}}
// CHECK: %[[END1:.*]] = arith.addi %[[ST1]], %[[L1]]
// CHECK: %[[M1:.*]] = arith.maxsi %{{.*}}, %[[L1]]
// CHECK: %[[S2:.*]] = arith.addi %[[M0]], %[[M1]]
// CHECK: %[[ST2:.*]] = arith.subi %[[S2]], %{{.*}}
// CHECK: %[[END2:.*]] = arith.addi %[[ST2]], %[[L2]]
// CHECK: %[[M2:.*]] = arith.maxsi %{{.*}}, %[[L2]]
// CHECK: %[[S3:.*]] = arith.addi %[[S2]], %[[M2]]
// CHECK: %[[INNER:.*]] = arith.subi %[[S3]], %{{.*}}
// CHECK: scf.for
// CHECK:   "pro0"
// CHECK:   "body0"
// CHECK:   arith.cmpi eq, %{{.*}}, %[[ST1]]
// CHECK:   "pro1"
// CHECK:   arith.cmpi sge, %{{.*}}, %[[ST1]]
// CHECK:   arith.cmpi slt, %{{.*}}, %[[END1]]
// CHECK:   "body1"
// CHECK:   arith.cmpi eq, %{{.*}}, %[[ST2]]
// CHECK:   "pro2"
// CHECK:   arith.cmpi sge, %{{.*}}, %[[ST2]]
// CHECK:   arith.cmpi slt, %{{.*}}, %[[END2]]
// CHECK:   "body2"
// CHECK:   %[[LAST:.*]] = arith.subi %[[INNER]], %{{.*}}
// CHECK:   arith.cmpi eq, %{{.*}}, %[[LAST]]
// CHECK:   "epilogue"
// CHECK-NOT: scf.for
// CHECK: tt.return
tt.func @three_inner(%n: i32, %m0: i32, %m1: i32, %m2: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pro0"(%i) : (i32) -> ()
    scf.for %j = %c0 to %m0 step %c1 : i32 {
      "body0"(%j) : (i32) -> ()
    }
    "pro1"(%i) : (i32) -> ()
    scf.for %j = %c0 to %m1 step %c1 : i32 {
      "body1"(%j) : (i32) -> ()
    }
    "pro2"(%i) : (i32) -> ()
    scf.for %j = %c0 to %m2 step %c1 : i32 {
      "body2"(%j) : (i32) -> ()
    }
    "epilogue"(%i) : (i32) -> ()
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// ttg.always-fuse flattens a deeper nest leaf to root; inner bounds computed
// inside the outer loop are hoisted when they can be. Counters and lengths
// take the widest induction type of the level (index: i64).
// CHECK-LABEL: tt.func @deep
// CHECK: arith.muli %{{.*}}, %{{.*}} : i32
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args({{.*}}) -> ({{.*}}) : i64 {
// CHECK-NOT: scf.for
// CHECK: "leaf"
// CHECK-NOT: scf.for
// CHECK: tt.return
tt.func @deep(%n: index, %m: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %m2 = arith.muli %m, %m : i32
    scf.for %j = %c0_i32 to %m2 step %c1_i32 : i32 {
      scf.for %k = %c0_i32 to %m step %c1_i32 : i32 {
        "leaf"(%i, %j, %k) : (index, i32, i32) -> ()
      }
    }
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// tt.flatten: invariant code leaves the outer loop, pure prologue code used
// only after the inner loop moves behind it, and the nest is versioned on the
// inner trip count: the copy for an empty inner loop (len <= 0, so also
// ub < lb) keeps the outer loop alone, the fused copy runs the body
// unconditionally. Scheduling hints go to the fused loop.
// CHECK-LABEL: tt.func @flatten
// CHECK-SAME: (%[[N:[^:]*]]: i32, %[[M:[^:]*]]: i32, %[[X:[^:]*]]: f32)
// CHECK: %[[INV:.*]] = arith.mulf %[[X]], %[[X]] : f32
// CHECK: %[[UB:.*]] = arith.addi %[[M]], %[[M]] : i32
// CHECK: %[[D:.*]] = arith.subi %[[UB]], %{{.*}} : i32
// CHECK: %[[LEN:.*]] = arith.ceildivsi %[[D]], %{{.*}} : i32
// CHECK: %[[EMPTY:.*]] = arith.cmpi sle, %[[LEN]], %{{.*}} : i32
// CHECK: %[[V:.*]] = scf.if %[[EMPTY]] -> (f32) {
// CHECK:   %[[COPY:.*]] = scf.for %[[CI:.*]] = {{.*}} iter_args(%[[A:.*]] = %[[X]]) -> (f32) : i32 {
// CHECK-NEXT: "prologue"(%[[CI]]) : (i32) -> ()
// CHECK-NEXT: %[[F:.*]] = arith.sitofp %[[CI]] : i32 to f32
// CHECK-NEXT: %[[E:.*]] = "epilogue"(%[[A]], %[[INV]], %[[F]]) : (f32, f32, f32) -> f32
// CHECK-NEXT: scf.yield %[[E]] : f32
// CHECK-NEXT: } {tt.flatten}
// CHECK:   scf.yield %[[COPY]] : f32
// CHECK: } else {
// CHECK:   %[[FUSED:.*]]:4 = scf.for
// CHECK:     %[[P:.*]]:2 = scf.if
// CHECK:       "prologue"
// CHECK:     %[[TRUE:.*]] = arith.constant true
// CHECK:     scf.if %[[TRUE]]
// CHECK:       "body"
// CHECK:     scf.if
// CHECK:       %[[FF:.*]] = arith.sitofp %[[P]]#1 : i32 to f32
// CHECK:       "epilogue"(%{{.*}}, %[[INV]], %[[FF]])
// CHECK:   } {tt.num_stages = 4 : i32}
// CHECK:   scf.yield %[[FUSED]]#2 : f32
// CHECK: }
// CHECK: tt.return %[[V]] : f32
// CANON-LABEL: tt.func @flatten
// CANON: scf.if
// CANON: scf.for
// CANON: } else {
// CANON: scf.for
// CANON-NOT: scf.if %true
// CANON: "prologue"
// CANON-NOT: scf.if
// CANON: "body"
// CANON: "epilogue"
// CANON: } {tt.num_stages = 4 : i32}
tt.func @flatten(%n: i32, %m: i32, %x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (f32) : i32 {
    %inv = arith.mulf %x, %x : f32
    %f = arith.sitofp %i : i32 to f32
    "prologue"(%i) : (i32) -> ()
    %ub = arith.addi %m, %m : i32
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "body"(%i, %j) : (i32, i32) -> ()
    } {tt.num_stages = 4 : i32}
    %e = "epilogue"(%acc, %inv, %f) : (f32, f32, f32) -> f32
    scf.yield %e : f32
  } {tt.flatten}
  tt.return %r : f32
}

// -----

// Tensors are carried with zero placeholders, other types with ub.poison.
// CHECK-LABEL: tt.func @placeholders
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[POISON:.*]] = ub.poison : !tt.ptr<f32>
// CHECK: scf.for {{.*}} iter_args({{.*}} = %[[Z]], {{.*}} = %[[POISON]]) -> ({{.*}}tensor<4xf32>, !tt.ptr<f32>) : i32
tt.func @placeholders(%n: i32, %m: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %t = "tensor"(%i) : (i32) -> tensor<4xf32>
    %p = "ptr"(%i) : (i32) -> !tt.ptr<f32>
    scf.for %j = %c0 to %m step %c1 : i32 {
      "use"(%t, %p) : (tensor<4xf32>, !tt.ptr<f32>) -> ()
    }
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// Nests left alone: not marked; tt.flatten with two inner loops; tt.flatten
// three deep; an inner loop behind an scf.if; tt.flatten whose inner bounds
// change with the outer loop; an unsigned outer loop; ttg.always-fuse whose
// inner bounds depend on the outer loop's values.
// CHECK-LABEL: tt.func @not_fused
// CHECK-COUNT-16: scf.for
// CHECK-NOT: scf.for
// CHECK: tt.return
tt.func @not_fused(%n: i32, %m: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      "use"(%j) : (i32) -> ()
    }
  }
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      "use"(%j) : (i32) -> ()
    }
    scf.for %j = %c0 to %m step %c1 : i32 {
      "use"(%j) : (i32) -> ()
    }
  } {tt.flatten}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      scf.for %k = %c0 to %m step %c1 : i32 {
        "use"(%k) : (i32) -> ()
      }
    }
  } {tt.flatten}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.if %c {
      scf.for %j = %c0 to %m step %c1 : i32 {
        "use"(%j) : (i32) -> ()
      }
    }
  } {tt.flatten}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %i step %c1 : i32 {
      "use"(%j) : (i32) -> ()
    }
  } {tt.flatten}
  scf.for unsigned %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      "use"(%j) : (i32) -> ()
    }
  } {"ttg.always-fuse"}
  scf.for %i = %c0 to %n step %c1 iter_args(%ub = %m) -> (i32) : i32 {
    scf.for %j = %c0 to %ub step %c1 : i32 {
      "use"(%j) : (i32) -> ()
    }
    %ub2 = arith.addi %ub, %c1 : i32
    scf.yield %ub2 : i32
  } {"ttg.always-fuse"}
  tt.return
}

// -----

// The nests run by the EXEC lines above: all fused (@exec_flat and
// @exec_flat2 into the versioned pair of loops).
// CHECK-LABEL: tt.func @exec_one(
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-LABEL: tt.func @exec_flat(
// CHECK: scf.if
// CHECK-COUNT-2: scf.for
// CHECK-NOT: scf.for
// CHECK-LABEL: tt.func @exec_flat2(
// CHECK: scf.if
// CHECK-COUNT-2: scf.for
// CHECK-NOT: scf.for
// CHECK-LABEL: tt.func @exec_multi(
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-LABEL: tt.func @exec_deep(
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-LABEL: tt.func @main(
// EXEC-BEGIN
module {
// h' = h * 31 + x
tt.func @exec_one(%lbi: i32, %ubi: i32, %si: i32, %lbj: i32, %ubj: i32, %sj: i32) -> i64 {
  %h0 = arith.constant 7 : i64
  %c31 = arith.constant 31 : i64
  %c1000 = arith.constant 1000 : i64
  %c100 = arith.constant 100 : i64
  %r = scf.for %i = %lbi to %ubi step %si iter_args(%h = %h0) -> (i64) : i32 {
    %iw = arith.extsi %i : i32 to i64
    %x = arith.addi %iw, %c1000 : i64
    %hm = arith.muli %h, %c31 : i64
    %p = arith.addi %hm, %x : i64
    %q = scf.for %j = %lbj to %ubj step %sj iter_args(%g = %p) -> (i64) : i32 {
      %jw = arith.extsi %j : i32 to i64
      %a = arith.muli %iw, %c100 : i64
      %b = arith.addi %a, %jw : i64
      %gm = arith.muli %g, %c31 : i64
      %g2 = arith.addi %gm, %b : i64
      scf.yield %g2 : i64
    }
    %qm = arith.muli %q, %c31 : i64
    %y = arith.addi %p, %iw : i64
    %e = arith.addi %qm, %y : i64
    scf.yield %e : i64
  } {"ttg.always-fuse"}
  tt.return %r : i64
}
// Inner init invariant; inner result and outer IV mixed in the epilogue;
// the prologue value only used in the epilogue (sinkable).
tt.func @exec_flat(%lbi: i32, %ubi: i32, %si: i32, %lbj: i32, %ubj: i32, %sj: i32) -> i64 {
  %h0 = arith.constant 7 : i64
  %c31 = arith.constant 31 : i64
  %c5 = arith.constant 5 : i64
  %r = scf.for %i = %lbi to %ubi step %si iter_args(%h = %h0) -> (i64) : i32 {
    %iw = arith.extsi %i : i32 to i64
    %p = arith.muli %iw, %c5 : i64
    %q = scf.for %j = %lbj to %ubj step %sj iter_args(%g = %c5) -> (i64) : i32 {
      %jw = arith.extsi %j : i32 to i64
      %gm = arith.muli %g, %c31 : i64
      %g2 = arith.addi %gm, %jw : i64
      %g3 = arith.addi %g2, %iw : i64
      scf.yield %g3 : i64
    }
    %hm = arith.muli %h, %c31 : i64
    %e0 = arith.addi %hm, %q : i64
    %e = arith.addi %e0, %p : i64
    scf.yield %e : i64
  } {tt.flatten}
  tt.return %r : i64
}
// Same as @one under tt.flatten, inner init from the outer iteration value.
tt.func @exec_flat2(%lbi: i32, %ubi: i32, %si: i32, %lbj: i32, %ubj: i32, %sj: i32) -> i64 {
  %h0 = arith.constant 7 : i64
  %c31 = arith.constant 31 : i64
  %c1000 = arith.constant 1000 : i64
  %c100 = arith.constant 100 : i64
  %r = scf.for %i = %lbi to %ubi step %si iter_args(%h = %h0) -> (i64) : i32 {
    %iw = arith.extsi %i : i32 to i64
    %x = arith.addi %iw, %c1000 : i64
    %hm = arith.muli %h, %c31 : i64
    %p = arith.addi %hm, %x : i64
    %q = scf.for %j = %lbj to %ubj step %sj iter_args(%g = %h) -> (i64) : i32 {
      %jw = arith.extsi %j : i32 to i64
      %a = arith.muli %iw, %c100 : i64
      %b = arith.addi %a, %jw : i64
      %gm = arith.muli %g, %c31 : i64
      %g2 = arith.addi %gm, %b : i64
      scf.yield %g2 : i64
    }
    %qm = arith.muli %q, %c31 : i64
    %y = arith.addi %p, %iw : i64
    %e = arith.addi %qm, %y : i64
    scf.yield %e : i64
  } {tt.flatten}
  tt.return %r : i64
}
// Three inner loops with mixed inits, index-typed middle loop.
tt.func @exec_multi(%lbi: i32, %ubi: i32, %si: i32, %n0: i32, %n1: index, %n2: i64) -> i64 {
  %h0 = arith.constant 3 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c0x = arith.constant 0 : index
  %c2x = arith.constant 2 : index
  %c1l = arith.constant 1 : i64
  %c3l = arith.constant 3 : i64
  %c31 = arith.constant 31 : i64
  %c17 = arith.constant 17 : i64
  %r:2 = scf.for %i = %lbi to %ubi step %si iter_args(%h = %h0, %cnt = %c0) -> (i64, i32) : i32 {
    %iw = arith.extsi %i : i32 to i64
    %a = scf.for %j = %c0 to %n0 step %c1 iter_args(%g = %h) -> (i64) : i32 {
      %jw = arith.extsi %j : i32 to i64
      %gm = arith.muli %g, %c31 : i64
      %g2 = arith.addi %gm, %jw : i64
      scf.yield %g2 : i64
    }
    %m1 = arith.addi %a, %iw : i64
    %b:2 = scf.for %j = %c0x to %n1 step %c2x iter_args(%g = %c17, %u = %m1) -> (i64, i64) {
      %jw = arith.index_cast %j : index to i64
      %gm = arith.muli %g, %c31 : i64
      %g2 = arith.addi %gm, %jw : i64
      %u2 = arith.addi %u, %g2 : i64
      scf.yield %g2, %u2 : i64, i64
    }
    %m2 = arith.muli %b#1, %c31 : i64
    %m3 = arith.addi %m2, %b#0 : i64
    %c = scf.for %j = %c1l to %n2 step %c3l iter_args(%g = %m3) -> (i64) : i64 {
      %gm = arith.muli %g, %c31 : i64
      %g2 = arith.addi %gm, %j : i64
      scf.yield %g2 : i64
    }
    %cnt2 = arith.addi %cnt, %c1 : i32
    %cw = arith.extsi %cnt2 : i32 to i64
    %e = arith.addi %c, %cw : i64
    scf.yield %e, %cnt2 : i64, i32
  } {"ttg.always-fuse"}
  %rw = arith.extsi %r#1 : i32 to i64
  %res = arith.muli %r#0, %rw : i64
  tt.return %res : i64
}
// Three deep.
tt.func @exec_deep(%n0: i32, %n1: i32, %n2: i32) -> i64 {
  %h0 = arith.constant 3 : i64
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c31 = arith.constant 31 : i64
  %r = scf.for %i = %c0 to %n0 step %c1 iter_args(%h = %h0) -> (i64) : i32 {
    %iw = arith.extsi %i : i32 to i64
    %h1 = arith.addi %h, %iw : i64
    %a = scf.for %j = %c0 to %n1 step %c1 iter_args(%g = %h1) -> (i64) : i32 {
      %jw = arith.extsi %j : i32 to i64
      %g1 = arith.muli %g, %c31 : i64
      %g2 = arith.addi %g1, %jw : i64
      %b = scf.for %k = %c0 to %n2 step %c1 iter_args(%f = %g2) -> (i64) : i32 {
        %kw = arith.extsi %k : i32 to i64
        %f1 = arith.muli %f, %c31 : i64
        %f2 = arith.addi %f1, %kw : i64
        %f3 = arith.addi %f2, %iw : i64
        scf.yield %f3 : i64
      }
      %b1 = arith.muli %b, %c31 : i64
      %b2 = arith.addi %b1, %jw : i64
      scf.yield %b2 : i64
    }
    %a1 = arith.muli %a, %c31 : i64
    scf.yield %a1 : i64
  } {"ttg.always-fuse"}
  tt.return %r : i64
}
tt.func @main() -> i64 {
  %k0 = arith.constant 0 : i32
  %k1 = arith.constant 4 : i32
  %k2 = arith.constant 1 : i32
  %k3 = arith.constant 3 : i32
  %k4 = arith.constant 5 : i32
  %k5 = arith.constant 2 : i32
  %k6 = arith.constant -3 : i32
  %k7 = arith.constant 8 : i32
  %k8 = arith.constant -2 : i32
  %k9 = arith.constant 7 : i32
  %k10 = arith.constant 11 : i32
  %k11 = arith.constant 5 : index
  %k12 = arith.constant 8 : i64
  %k13 = arith.constant 4 : index
  %k14 = arith.constant 0 : i64
  %k15 = arith.constant 0 : index
  %k16 = arith.constant 1 : i64
  %k17 = arith.constant 3 : index
  %k18 = arith.constant -5 : i64
  %k19 = arith.constant -1 : i32
  %k20 = arith.constant 1000003 : i64
  %r0 = tt.call @exec_one(%k0, %k1, %k2, %k0, %k3, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m0 = arith.muli %k14, %k20 : i64
  %h0 = arith.addi %m0, %r0 : i64
  %r1 = tt.call @exec_one(%k0, %k1, %k2, %k0, %k0, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m1 = arith.muli %h0, %k20 : i64
  %h1 = arith.addi %m1, %r1 : i64
  %r2 = tt.call @exec_one(%k0, %k1, %k2, %k4, %k5, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m2 = arith.muli %h1, %k20 : i64
  %h2 = arith.addi %m2, %r2 : i64
  %r3 = tt.call @exec_one(%k4, %k0, %k2, %k0, %k3, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m3 = arith.muli %h2, %k20 : i64
  %h3 = arith.addi %m3, %r3 : i64
  %r4 = tt.call @exec_one(%k6, %k7, %k3, %k8, %k9, %k1) : (i32, i32, i32, i32, i32, i32) -> i64
  %m4 = arith.muli %h3, %k20 : i64
  %h4 = arith.addi %m4, %r4 : i64
  %r5 = tt.call @exec_flat(%k0, %k1, %k2, %k0, %k3, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m5 = arith.muli %h4, %k20 : i64
  %h5 = arith.addi %m5, %r5 : i64
  %r6 = tt.call @exec_flat(%k0, %k1, %k2, %k4, %k5, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m6 = arith.muli %h5, %k20 : i64
  %h6 = arith.addi %m6, %r6 : i64
  %r7 = tt.call @exec_flat(%k5, %k10, %k5, %k2, %k5, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m7 = arith.muli %h6, %k20 : i64
  %h7 = arith.addi %m7, %r7 : i64
  %r8 = tt.call @exec_flat2(%k0, %k1, %k2, %k0, %k3, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m8 = arith.muli %h7, %k20 : i64
  %h8 = arith.addi %m8, %r8 : i64
  %r9 = tt.call @exec_flat2(%k0, %k1, %k2, %k0, %k0, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m9 = arith.muli %h8, %k20 : i64
  %h9 = arith.addi %m9, %r9 : i64
  %r10 = tt.call @exec_flat2(%k0, %k1, %k2, %k4, %k5, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m10 = arith.muli %h9, %k20 : i64
  %h10 = arith.addi %m10, %r10 : i64
  %r11 = tt.call @exec_flat2(%k0, %k0, %k2, %k0, %k3, %k2) : (i32, i32, i32, i32, i32, i32) -> i64
  %m11 = arith.muli %h10, %k20 : i64
  %h11 = arith.addi %m11, %r11 : i64
  %r12 = tt.call @exec_flat2(%k6, %k7, %k3, %k8, %k9, %k1) : (i32, i32, i32, i32, i32, i32) -> i64
  %m12 = arith.muli %h11, %k20 : i64
  %h12 = arith.addi %m12, %r12 : i64
  %r13 = tt.call @exec_multi(%k0, %k3, %k2, %k5, %k11, %k12) : (i32, i32, i32, i32, index, i64) -> i64
  %m13 = arith.muli %h12, %k20 : i64
  %h13 = arith.addi %m13, %r13 : i64
  %r14 = tt.call @exec_multi(%k0, %k3, %k2, %k0, %k13, %k14) : (i32, i32, i32, i32, index, i64) -> i64
  %m14 = arith.muli %h13, %k20 : i64
  %h14 = arith.addi %m14, %r14 : i64
  %r15 = tt.call @exec_multi(%k0, %k3, %k2, %k3, %k15, %k16) : (i32, i32, i32, i32, index, i64) -> i64
  %m15 = arith.muli %h14, %k20 : i64
  %h15 = arith.addi %m15, %r15 : i64
  %r16 = tt.call @exec_multi(%k0, %k5, %k2, %k8, %k17, %k18) : (i32, i32, i32, i32, index, i64) -> i64
  %m16 = arith.muli %h15, %k20 : i64
  %h16 = arith.addi %m16, %r16 : i64
  %r17 = tt.call @exec_deep(%k5, %k3, %k1) : (i32, i32, i32) -> i64
  %m17 = arith.muli %h16, %k20 : i64
  %h17 = arith.addi %m17, %r17 : i64
  %r18 = tt.call @exec_deep(%k5, %k0, %k1) : (i32, i32, i32) -> i64
  %m18 = arith.muli %h17, %k20 : i64
  %h18 = arith.addi %m18, %r18 : i64
  %r19 = tt.call @exec_deep(%k5, %k3, %k0) : (i32, i32, i32) -> i64
  %m19 = arith.muli %h18, %k20 : i64
  %h19 = arith.addi %m19, %r19 : i64
  %r20 = tt.call @exec_deep(%k5, %k19, %k3) : (i32, i32, i32) -> i64
  %m20 = arith.muli %h19, %k20 : i64
  %h20 = arith.addi %m20, %r20 : i64
  tt.return %h20 : i64
}
}
// EXEC-END
