// RUN: tt-opt %s | tt-opt | FileCheck %s
// RUN: tt-opt %s --verify-roundtrip --mlir-print-op-generic | tt-opt | FileCheck %s

// Every `nvg` op, in the syntax of Triton 3.6's lowered IR (enums as raw i32).

!acc = !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
!regs = !llvm.struct<(i32, i32, i32, i32)>

// CHECK-LABEL: llvm.func @wgmma
llvm.func @wgmma(%descA: i64, %descB: i64, %useC: i1, %acc: !acc, %regsA: !regs) -> !acc {
  // CHECK: %[[D:.*]] = nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !llvm.struct<(f32, {{.*}})>) -> !llvm.struct<(f32, {{.*}})>
  %d = nvg.wgmma %descA, %descB, %useC, %acc {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  // Without an accumulator operand, and with A in registers.
  // CHECK: nvg.wgmma %{{.*}}, %{{.*}}, %{{.*}} {eltTypeA = 5 : i32, {{.*}}} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct
  %e = nvg.wgmma %regsA, %descB, %useC {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 32 : i32} : (!regs, i64, i1) -> !acc
  // fp8 operands may mix; k spans 32 bytes.
  // CHECK: nvg.wgmma {{.*}} {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32
  %f = nvg.wgmma %descA, %descB, %useC, %e {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 32 : i32} : (i64, i64, i1, !acc) -> !acc
  // CHECK: nvg.wgmma_wait_group %[[D]] {pendings = 0 : i32} : !llvm.struct<(f32, {{.*}})>
  %w = nvg.wgmma_wait_group %d {pendings = 0 : i32} : !acc
  llvm.return %w : !acc
}

// CHECK-LABEL: llvm.func @memory
llvm.func @memory(%smem: !llvm.ptr<3>, %gmem: !llvm.ptr<1>, %r: i32, %mask: i1) -> i32 {
  // CHECK: nvg.ld_acquire acquire, gpu, %{{.*}} : (!llvm.ptr<1>) -> i32
  %a = nvg.ld_acquire acquire, gpu, %gmem : (!llvm.ptr<1>) -> i32
  // CHECK: nvg.ld_acquire relaxed, sys, %{{.*}}, %{{.*}} : (!llvm.ptr<1>) -> i32
  %b = nvg.ld_acquire relaxed, sys, %gmem, %mask : (!llvm.ptr<1>) -> i32
  // CHECK: nvg.tensor_memory_base
  %t = nvg.tensor_memory_base
  llvm.store %a, %t : i32, !llvm.ptr<6>
  llvm.return %b : i32
}

// CHECK-LABEL: llvm.func @ids
llvm.func @ids() -> i32 {
  // CHECK: %[[C:.*]] = nvg.cluster_id
  %c = nvg.cluster_id
  // CHECK: %[[W:.*]] = nvg.warp_id
  %w = nvg.warp_id
  // CHECK: llvm.add %[[C]], %[[W]]
  %s = llvm.add %c, %w : i32
  llvm.return %s : i32
}
