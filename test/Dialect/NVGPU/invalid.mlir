// RUN: tt-opt %s --split-input-file --verify-diagnostics

// One case per verifier rule of the `nvg` dialect.

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @mixed_types(%a: i64, %b: i64, %p: i1, %c: !acc) {
  // expected-error @+1 {{expects operands of the same element type, got f16 and bf16}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 4 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
llvm.func @accumulator_type(%a: i64, %b: i64, %p: i1, %c: !acc) {
  // expected-error @+1 {{cannot accumulate f16 products in s32}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 1 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @f32_inputs(%a: i64, %b: i64, %p: i1, %c: !acc) {
  // expected-error @+1 {{expects multiplicands of type s8, e4m3, e5m2, f16, bf16 or tf32, got f32}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 7 : i32, eltTypeB = 7 : i32, eltTypeC = 7 : i32, k = 8 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @m(%a: i64, %b: i64, %p: i1, %c: !acc) {
  // expected-error @+1 {{expects m = 64, got 128}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 128 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @n(%a: i64, %b: i64, %p: i1, %c: !acc) {
  // expected-error @+1 {{expects n to be a multiple of 8 in [8, 256], got 36}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 36 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @k(%a: i64, %b: i64, %p: i1, %c: !acc) {
  // expected-error @+1 {{expects k to span 32 bytes of e4m3 (k = 32), got 16}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 2 : i32, eltTypeB = 2 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!regs = !llvm.struct<(i32, i32, i32, i32)>
llvm.func @b_in_registers(%a: i64, %b: !regs, %p: i1, %c: !acc) {
  // expected-error @+1 {{expects operand b as an i64 shared-memory descriptor}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, !regs, i1, !acc) -> !acc
  llvm.return
}

// -----

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!acc8 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @accumulator_operand(%a: i64, %b: i64, %p: i1, %c: !acc8) {
  // expected-error @+1 {{expects the accumulator operand to have the result type}}
  %d = nvg.wgmma %a, %b, %p, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc8) -> !acc
  llvm.return
}

// -----

!acc8 = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
llvm.func @accumulator_size(%a: i64, %b: i64, %p: i1) {
  // expected-error @+1 {{expects 16 accumulator registers per thread for m64n32, got 8}}
  %d = nvg.wgmma %a, %b, %p {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1) -> !acc8
  llvm.return
}

// -----

llvm.func @wait_pendings(%x: !llvm.struct<(f32, f32)>) {
  // expected-error @+1 {{expects a non-negative 'pendings', got -1}}
  %y = nvg.wgmma_wait_group %x {pendings = -1 : i32} : !llvm.struct<(f32, f32)>
  llvm.return
}
