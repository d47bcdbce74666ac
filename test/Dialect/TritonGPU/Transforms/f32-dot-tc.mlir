// RUN: tt-opt %s -split-input-file -tritongpu-F32DotTC=emu-tf32=true | FileCheck %s
// RUN: tt-opt %s -split-input-file -tritongpu-F32DotTC | FileCheck %s --check-prefix=NOEMU

#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#opA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#opB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// tf32x3: high parts rounded by inline asm, low parts by subtraction; the
// two cross products first (NaNs zeroed), then high * high, then c. The
// zero accumulator is folded into a hoisted dense constant.
// CHECK-LABEL: tt.func @tf32x3
// CHECK-SAME: (%[[A:[^:]*]]: tensor<64x32xf32, {{.*}}>, %[[B:[^:]*]]: tensor<32x64xf32, {{.*}}>, %[[C:[^:]*]]: tensor<64x64xf32, #{{[a-z0-9]*}}>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32,
// CHECK-NEXT: %[[AH:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %[[A]]
// CHECK-NEXT: %[[AL:.*]] = arith.subf %[[A]], %[[AH]]
// CHECK-NEXT: %[[BH:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %[[B]]
// CHECK-NEXT: %[[BL:.*]] = arith.subf %[[B]], %[[BH]]
// CHECK-NEXT: %[[D1:.*]] = tt.dot %[[AL]], %[[BH]], %[[ZERO]], inputPrecision = tf32 {maxNumImpreciseAcc = 8 : i32}
// CHECK-NEXT: %[[D2:.*]] = tt.dot %[[AH]], %[[BL]], %[[D1]], inputPrecision = tf32 {maxNumImpreciseAcc = 8 : i32}
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[D2]], %[[D2]]
// CHECK-NEXT: %[[S:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D2]]
// CHECK-NEXT: %[[D3:.*]] = tt.dot %[[AH]], %[[BH]], %[[S]], inputPrecision = tf32 {maxNumImpreciseAcc = 8 : i32}
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[D3]], %[[C]]
// CHECK-NEXT: tt.return %[[R]]
// Without emu-tf32 the tf32x3 dot stays.
// NOEMU-LABEL: tt.func @tf32x3
// NOEMU-NEXT: tt.dot %{{.*}}, inputPrecision = tf32x3
tt.func @tf32x3(%a: tensor<64x32xf32, #opA>, %b: tensor<32x64xf32, #opB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
  %d = tt.dot %a, %b, %c, inputPrecision = tf32x3 {maxNumImpreciseAcc = 8 : i32} : tensor<64x32xf32, #opA> * tensor<32x64xf32, #opB> -> tensor<64x64xf32, #blocked>
  tt.return %d : tensor<64x64xf32, #blocked>
}

// bf16x3: two bf16 parts per operand (the second from the remainder);
// mid * high and high * mid from zero, NaNs zeroed, high * high, then c.
// The bf16 split does not need emu-tf32.
// CHECK-LABEL: tt.func @bf16x3
// CHECK-SAME: (%[[A:[^:]*]]: tensor<64x32xf32, {{.*}}>, %[[B:[^:]*]]: tensor<32x64xf32, {{.*}}>, %[[C:[^:]*]]: tensor<64x64xf32, #{{[a-z0-9]*}}>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32,
// CHECK-NEXT: %[[AH:.*]] = arith.truncf %[[A]] : tensor<64x32xf32, {{.*}}> to tensor<64x32xbf16,
// CHECK-NEXT: %[[AHX:.*]] = arith.extf %[[AH]] : tensor<64x32xbf16, {{.*}}> to tensor<64x32xf32,
// CHECK-NEXT: %[[AR:.*]] = arith.subf %[[A]], %[[AHX]]
// CHECK-NEXT: %[[AM:.*]] = arith.truncf %[[AR]]
// CHECK-NEXT: %[[BH:.*]] = arith.truncf %[[B]]
// CHECK-NEXT: %[[BHX:.*]] = arith.extf %[[BH]]
// CHECK-NEXT: %[[BR:.*]] = arith.subf %[[B]], %[[BHX]]
// CHECK-NEXT: %[[BM:.*]] = arith.truncf %[[BR]]
// CHECK-NEXT: %[[D1:.*]] = tt.dot %[[AM]], %[[BH]], %[[ZERO]] : tensor<64x32xbf16,
// CHECK-NEXT: %[[D2:.*]] = tt.dot %[[AH]], %[[BM]], %[[D1]] :
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[D2]], %[[D2]]
// CHECK-NEXT: %[[S:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D2]]
// CHECK-NEXT: %[[D3:.*]] = tt.dot %[[AH]], %[[BH]], %[[S]] :
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[D3]], %[[C]]
// CHECK-NEXT: tt.return %[[R]]
// NOEMU-LABEL: tt.func @bf16x3
// NOEMU-NOT: inputPrecision = bf16x3
// NOEMU: tt.return
tt.func @bf16x3(%a: tensor<64x32xf32, #opA>, %b: tensor<32x64xf32, #opB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
  %d = tt.dot %a, %b, %c, inputPrecision = bf16x3 : tensor<64x32xf32, #opA> * tensor<32x64xf32, #opB> -> tensor<64x64xf32, #blocked>
  tt.return %d : tensor<64x64xf32, #blocked>
}

// bf16x6: three parts per operand; mid*mid, low*high, high*low, mid*high,
// high*mid from zero, NaNs zeroed, high*high, then c.
// CHECK-LABEL: tt.func @bf16x6
// CHECK-SAME: (%[[A:[^:]*]]: tensor<64x32xf32, {{.*}}>, %[[B:[^:]*]]: tensor<32x64xf32, {{.*}}>, %[[C:[^:]*]]: tensor<64x64xf32, #{{[a-z0-9]*}}>)
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
// CHECK-NEXT: %[[AH:.*]] = arith.truncf %[[A]]
// CHECK-NEXT: %[[AHX:.*]] = arith.extf %[[AH]]
// CHECK-NEXT: %[[AR:.*]] = arith.subf %[[A]], %[[AHX]]
// CHECK-NEXT: %[[AM:.*]] = arith.truncf %[[AR]]
// CHECK-NEXT: %[[AMX:.*]] = arith.extf %[[AM]]
// CHECK-NEXT: %[[AR2:.*]] = arith.subf %[[AR]], %[[AMX]]
// CHECK-NEXT: %[[AL:.*]] = arith.truncf %[[AR2]]
// CHECK-NEXT: %[[BH:.*]] = arith.truncf %[[B]]
// CHECK-NEXT: %[[BHX:.*]] = arith.extf %[[BH]]
// CHECK-NEXT: %[[BR:.*]] = arith.subf %[[B]], %[[BHX]]
// CHECK-NEXT: %[[BM:.*]] = arith.truncf %[[BR]]
// CHECK-NEXT: %[[BMX:.*]] = arith.extf %[[BM]]
// CHECK-NEXT: %[[BR2:.*]] = arith.subf %[[BR]], %[[BMX]]
// CHECK-NEXT: %[[BL:.*]] = arith.truncf %[[BR2]]
// CHECK-NEXT: %[[D1:.*]] = tt.dot %[[AM]], %[[BM]], %[[ZERO]] :
// CHECK-NEXT: %[[D2:.*]] = tt.dot %[[AL]], %[[BH]], %[[D1]] :
// CHECK-NEXT: %[[D3:.*]] = tt.dot %[[AH]], %[[BL]], %[[D2]] :
// CHECK-NEXT: %[[D4:.*]] = tt.dot %[[AM]], %[[BH]], %[[D3]] :
// CHECK-NEXT: %[[D5:.*]] = tt.dot %[[AH]], %[[BM]], %[[D4]] :
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[D5]], %[[D5]]
// CHECK-NEXT: %[[S:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D5]]
// CHECK-NEXT: %[[D6:.*]] = tt.dot %[[AH]], %[[BH]], %[[S]] :
// CHECK-NEXT: %[[R:.*]] = arith.addf %[[D6]], %[[C]]
// CHECK-NEXT: tt.return %[[R]]
tt.func @bf16x6(%a: tensor<64x32xf32, #opA>, %b: tensor<32x64xf32, #opB>, %c: tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked> {
  %d = tt.dot %a, %b, %c, inputPrecision = bf16x6 : tensor<64x32xf32, #opA> * tensor<32x64xf32, #opB> -> tensor<64x64xf32, #blocked>
  tt.return %d : tensor<64x64xf32, #blocked>
}

// Dots that need no emulation stay as they are.
// CHECK-LABEL: tt.func @other_precisions
// CHECK-NEXT: tt.dot %{{.*}}, %{{.*}}, %{{.*}}, inputPrecision = tf32 :
// CHECK-NEXT: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf32
// CHECK-NEXT: tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<64x32xf16
// CHECK-NEXT: tt.return
tt.func @other_precisions(%a: tensor<64x32xf32, #opA>, %b: tensor<32x64xf32, #opB>, %c: tensor<64x64xf32, #blocked>,
                          %ah: tensor<64x32xf16, #opA>, %bh: tensor<32x64xf16, #opB>) -> tensor<64x64xf32, #blocked> {
  %d0 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<64x32xf32, #opA> * tensor<32x64xf32, #opB> -> tensor<64x64xf32, #blocked>
  %d1 = tt.dot %a, %b, %d0, inputPrecision = ieee : tensor<64x32xf32, #opA> * tensor<32x64xf32, #opB> -> tensor<64x64xf32, #blocked>
  %d2 = tt.dot %ah, %bh, %d1 : tensor<64x32xf16, #opA> * tensor<32x64xf16, #opB> -> tensor<64x64xf32, #blocked>
  tt.return %d2 : tensor<64x64xf32, #blocked>
}
}

// -----

// The emulated dot inside a loop: its pieces stay in the loop body, the zero
// constant is hoisted to the function's entry.
#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#opA = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#opB = #ttg.dot_op<{opIdx = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-LABEL: tt.func @in_loop
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<64x64xf32
// CHECK: scf.for
// CHECK-COUNT-2: tt.elementwise_inline_asm
// CHECK: tt.dot {{.*}}, %[[ZERO]], inputPrecision = tf32
// CHECK: arith.select %{{.*}}, %[[ZERO]], %{{.*}}
// CHECK: arith.addf
// CHECK-NEXT: scf.yield
tt.func @in_loop(%a: tensor<64x32xf32, #opA>, %b: tensor<32x64xf32, #opB>, %init: tensor<64x64xf32, #blocked>, %n: i32) -> tensor<64x64xf32, #blocked> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<64x64xf32, #blocked>) : i32 {
    %d = tt.dot %a, %b, %acc, inputPrecision = tf32x3 : tensor<64x32xf32, #opA> * tensor<32x64xf32, #opB> -> tensor<64x64xf32, #blocked>
    scf.yield %d : tensor<64x64xf32, #blocked>
  }
  tt.return %r : tensor<64x64xf32, #blocked>
}
}
