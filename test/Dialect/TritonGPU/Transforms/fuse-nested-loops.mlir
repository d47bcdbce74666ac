// RUN: tt-opt %s -split-input-file -tritongpu-fuse-nested-loops -verify-diagnostics | FileCheck %s

// Triton fuses only nests it is asked to: an outer loop marked tt.flatten
// holding exactly one inner loop, or one marked ttg.always-fuse. tt-toolkit
// recognises those nests, says it does not fuse them yet, and leaves them.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @flatten_requested
// CHECK: scf.for
// CHECK: scf.for
// CHECK: } {tt.flatten}
tt.func @flatten_requested(%n: i32, %m: i32, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-warning @below {{does not flatten loop nests yet}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      %s = arith.addi %i, %j : i32
      tt.store %p, %s : !tt.ptr<i32>
    }
  } {tt.flatten}
  // expected-warning @below {{does not flatten loop nests yet}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      scf.for %k = %c0 to %m step %c1 : i32 {
        tt.store %p, %k : !tt.ptr<i32>
      }
    }
  } {"ttg.always-fuse"}
  tt.return
}
}

// -----

// Not fused by Triton either, so nothing to say: no tt.flatten; two inner
// loops; a nest three deep; an inner loop behind an scf.if.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @not_requested
// CHECK-COUNT-10: scf.for
tt.func @not_requested(%n: i32, %m: i32, %c: i1, %p: !tt.ptr<i32>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
  }
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
    scf.for %j = %c0 to %m step %c1 : i32 {
      tt.store %p, %j : !tt.ptr<i32>
    }
  } {tt.flatten}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.for %j = %c0 to %m step %c1 : i32 {
      scf.for %k = %c0 to %m step %c1 : i32 {
        tt.store %p, %k : !tt.ptr<i32>
      }
    }
  } {tt.flatten}
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.if %c {
      scf.for %j = %c0 to %m step %c1 : i32 {
        tt.store %p, %j : !tt.ptr<i32>
      }
    }
  } {tt.flatten}
  tt.return
}
}
