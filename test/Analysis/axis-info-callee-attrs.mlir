// RUN: tt-opt %s -tritongpu-coalesce | FileCheck %s

// Like Triton's, the module's axis analysis writes what the call sites pass
// into a callee's argument attributes (gcd over the sites, with what is
// there): a pointer divisible by 16 at both calls, an i32 the sites know
// nothing about, and a constant 64 at one call and 32 at the other.

// CHECK-LABEL: tt.func private @callee
// CHECK-SAME: %arg0: !tt.ptr<f32> {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 16 : i64}
// CHECK-SAME: %arg1: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 1 : i64}
// CHECK-SAME: %arg2: i32 {tt.constancy = 1 : i64, tt.contiguity = 1 : i64, tt.divisibility = 32 : i64}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @callee(%p: !tt.ptr<f32>, %n: i32, %k: i32) attributes {noinline = true} {
    %x = arith.sitofp %n : i32 to f32
    tt.store %p, %x : !tt.ptr<f32>
    tt.return
  }
  tt.func public @kernel(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %c64 = arith.constant 64 : i32
    %c32 = arith.constant 32 : i32
    tt.call @callee(%p, %n, %c64) : (!tt.ptr<f32>, i32, i32) -> ()
    tt.call @callee(%p, %n, %c32) : (!tt.ptr<f32>, i32, i32) -> ()
    tt.return
  }
}
