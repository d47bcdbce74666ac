// RUN: tt-opt %s -split-input-file --convert-nv-gpu-to-llvm -allow-unregistered-dialect | FileCheck %s

// Every nvg op (and ttg.warp_id) becomes inline PTX or NVVM ops, with the
// text and constraints Triton 3.6 writes.

// CHECK-LABEL: llvm.func @rank_in_cluster
llvm.func @rank_in_cluster() -> i32 {
  // CHECK-NEXT: %[[R:.*]] = nvvm.read.ptx.sreg.cluster.ctarank : i32
  // CHECK-NEXT: llvm.return %[[R]]
  %r = nvg.cluster_id
  llvm.return %r : i32
}

// -----

// m64n8: each thread holds 4 accumulator words.
!acc4 = !llvm.struct<(f32, f32, f32, f32)>
!i32x4 = !llvm.struct<(i32, i32, i32, i32)>

// CHECK-LABEL: llvm.func @wgmma_shared_operands
llvm.func @wgmma_shared_operands(%a: i64, %b: i64, %useC: i1, %c: !acc4) -> !acc4 {
  // C is unpacked field by field, tied to the outputs; scale-d is useC.
  // CHECK-COUNT-4: llvm.extractvalue %arg3
  // CHECK: %[[D:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 0, 1;", "=f,=f,=f,=f,0,1,2,3,l,l,b" {{.*}}, %arg0, %arg1, %arg2 : (f32, f32, f32, f32, i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !acc4) -> !acc4
  // Transposed operands (A column-major, B row-major) set the trans immediates.
  // CHECK: "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 1, 0;"
  %e = nvg.wgmma %a, %b, %useC, %d {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 1 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !acc4) -> !acc4
  // CHECK-NEXT: llvm.return %{{.*}} : !llvm.struct<(f32, f32, f32, f32)>
  llvm.return %e : !acc4
}

// -----

!acc4 = !llvm.struct<(f32, f32, f32, f32)>
!i32x4 = !llvm.struct<(i32, i32, i32, i32)>

// CHECK-LABEL: llvm.func @wgmma_without_accumulator
llvm.func @wgmma_without_accumulator(%a: i64, %b: i64, %useC: i1) -> !acc4 {
  // No C: nothing tied, useC not passed, scale-d the immediate 0; fp8 takes
  // no trans immediates.
  // CHECK: llvm.inline_asm {{.*}} "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0,$1,$2,$3}, $4, $5, 0, 1, 1;", "=f,=f,=f,=f,l,l" %arg0, %arg1 : (i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
  %d = nvg.wgmma %a, %b, %useC {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !acc4
  llvm.return %d : !acc4
}

// CHECK-LABEL: llvm.func @wgmma_integer
llvm.func @wgmma_integer(%a: i64, %b: i64, %useC: i1, %c: !i32x4) -> !i32x4 {
  // s8 takes neither scale nor trans immediates; s32 outputs are "=r".
  // CHECK: "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0,$1,$2,$3}, $8, $9, $10;", "=r,=r,=r,=r,0,1,2,3,l,l,b"
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 0 : i32, eltTypeB = 0 : i32, eltTypeC = 1 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !i32x4) -> !i32x4
  llvm.return %d : !i32x4
}

// CHECK-LABEL: llvm.func @wgmma_tf32
llvm.func @wgmma_tf32(%a: i64, %b: i64, %useC: i1, %c: !acc4) -> !acc4 {
  // CHECK: "wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32 {$0,$1,$2,$3}, $8, $9, $10, 1, 1;"
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 6 : i32, eltTypeB = 6 : i32, eltTypeC = 7 : i32, k = 8 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !acc4) -> !acc4
  llvm.return %d : !acc4
}

// -----

!acc4 = !llvm.struct<(f32, f32, f32, f32)>
!i32x4 = !llvm.struct<(i32, i32, i32, i32)>

// CHECK-LABEL: llvm.func @wgmma_registers_a
llvm.func @wgmma_registers_a(%a: !i32x4, %b: i64, %useC: i1, %c: !acc4) -> !acc4 {
  // A in registers: 4 "r" operands in braces, and no trans-a immediate.
  // CHECK: "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, {$8,$9,$10,$11}, $12, $13, 1, 1, 0;", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,l,b"
  %d = nvg.wgmma %a, %b, %useC, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!i32x4, i64, i1, !acc4) -> !acc4
  llvm.return %d : !acc4
}

// -----

!mixed = !llvm.struct<(f32, i32, f16, i64, bf16)>

// CHECK-LABEL: llvm.func @wait_group
llvm.func @wait_group(%in: !mixed) -> !mixed {
  // Each field through the asm, tied to itself; the constraint follows its
  // width (f32 "=f", other 32-bit "=r", 16-bit "=h", 64-bit "=l").
  // CHECK-COUNT-5: llvm.extractvalue %arg0
  // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "// wait for regs: $0,$1,$2,$3,$4\0A\09wgmma.wait_group.sync.aligned 2;", "=f,=r,=h,=l,=h,0,1,2,3,4" {{.*}} : (f32, i32, f16, i64, bf16) -> !llvm.struct<(f32, i32, f16, i64, bf16)>
  %out = nvg.wgmma_wait_group %in {pendings = 2 : i32} : !mixed
  llvm.return %out : !mixed
}

// -----

// CHECK-LABEL: llvm.func @load_acquire
llvm.func @load_acquire(%p: !llvm.ptr<1>, %mask: i1) {
  // The result is zeroed first, for when the mask is off.
  // CHECK: %[[A:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b" %arg0, %arg1 : (!llvm.ptr<1>, i1) -> i32
  // CHECK: llvm.bitcast %[[A]] : i32 to f32
  %a = nvg.ld_acquire acquire, gpu, %p, %mask : (!llvm.ptr<1>) -> f32
  // CHECK: "mov.u64 $0, 0x0;\0A\09ld.global.sys.relaxed.b64 $0, [ $1 + 0 ];", "=l,l" %arg0 : (!llvm.ptr<1>) -> i64
  %b = nvg.ld_acquire relaxed, sys, %p : (!llvm.ptr<1>) -> i64
  // 16- and 8-bit values use 16-bit registers.
  // CHECK: "mov.u16 $0, 0x0;\0A\09ld.global.cta.acquire.b16 $0, [ $1 + 0 ];", "=c,l" %arg0 : (!llvm.ptr<1>) -> i16
  // CHECK: llvm.bitcast %{{.*}} : i16 to bf16
  %c = nvg.ld_acquire acquire, cta, %p : (!llvm.ptr<1>) -> bf16
  // An i1 is loaded as a byte.
  // CHECK: %[[D:.*]] = llvm.inline_asm {{.*}} "mov.u16 $0, 0x0;\0A\09ld.global.gpu.acquire.b8 $0, [ $1 + 0 ];", "=c,l" %arg0 : (!llvm.ptr<1>) -> i8
  // CHECK: llvm.trunc %[[D]] : i8 to i1
  %d = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> i1
  "use"(%a, %b, %c, %d) : (f32, i64, bf16, i1) -> ()
  llvm.return
}

// -----

module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {

// CHECK-LABEL: llvm.func @warp_ids
llvm.func @warp_ids() {
  // The rewrite driver puts the constants first.
  // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: %[[W:.*]] = llvm.udiv %[[TID]], %[[C32]] : i32
  // CHECK: %[[U:.*]] = nvvm.shfl.sync idx %{{.*}}, %[[W]], %[[C0]], %{{.*}} : i32 -> i32
  // CHECK: "use"(%[[U]])
  %0 = nvg.warp_id
  "use"(%0) : (i32) -> ()
  // ttg.warp_id is the same op.
  // CHECK: nvvm.read.ptx.sreg.tid.x
  // CHECK: llvm.udiv
  // CHECK: nvvm.shfl.sync idx
  %1 = ttg.warp_id
  "use"(%1) : (i32) -> ()
  // CHECK: ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 8, 10>}
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 8, 10>}
  default {
    ttg.warp_yield
  }
  // Inside a partition, threads count from its first one (warp 8: thread 256).
  // CHECK: partition0() num_warps(2)
  partition0() num_warps(2) {
    // CHECK-DAG: %[[P256:.*]] = llvm.mlir.constant(256 : i32)
    // CHECK-DAG: %[[P32:.*]] = llvm.mlir.constant(32 : i32)
    // CHECK: %[[PTID:.*]] = nvvm.read.ptx.sreg.tid.x
    // CHECK: %[[REL:.*]] = llvm.sub %[[PTID]], %[[P256]]
    // CHECK: llvm.udiv %[[REL]], %[[P32]]
    // CHECK: nvvm.shfl.sync idx
    %2 = nvg.warp_id
    "use"(%2) : (i32) -> ()
    ttg.warp_return
  }
  // One warp: the id is 0.
  // CHECK: partition1() num_warps(1)
  // CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32)
  // CHECK-NEXT: "use"(%[[Z]])
  partition1() num_warps(1) {
    %3 = ttg.warp_id
    "use"(%3) : (i32) -> ()
    ttg.warp_return
  } : () -> ()
  llvm.return
}

}

// -----

// A kernel that states its thread count (nvvm.reqntid, 256 here: 8 warps)
// masks the id to it before dividing, as the lowering's own thread ids are
// masked, also inside a partition (before the partition's start comes off);
// a count that is not a power of two (96) leaves it unmasked.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {

// CHECK-LABEL: llvm.func @warp_id_in_kernel
llvm.func @warp_id_in_kernel() attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 256>} {
  // CHECK-DAG: %[[C255:.*]] = llvm.mlir.constant(255 : i32) : i32
  // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
  // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: %[[MASKED:.*]] = llvm.and %[[TID]], %[[C255]] : i32
  // CHECK-NEXT: %[[W:.*]] = llvm.udiv %[[MASKED]], %[[C32]] : i32
  // CHECK-NEXT: nvvm.shfl.sync idx %{{.*}}, %[[W]]
  %0 = ttg.warp_id
  "use"(%0) : (i32) -> ()
  ttg.warp_specialize() attributes {warpGroupStartIds = array<i32: 4>}
  default {
    ttg.warp_yield
  }
  // CHECK: partition0() num_warps(4)
  partition0() num_warps(4) {
    // CHECK: %[[PTID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK-NEXT: %[[PMASKED:.*]] = llvm.and %[[PTID]], %{{.*}} : i32
    // CHECK-NEXT: %[[REL:.*]] = llvm.sub %[[PMASKED]], %{{.*}} : i32
    // CHECK-NEXT: llvm.udiv %[[REL]], %{{.*}} : i32
    %1 = ttg.warp_id
    "use"(%1) : (i32) -> ()
    ttg.warp_return
  } : () -> ()
  llvm.return
}

// CHECK-LABEL: llvm.func @warp_id_in_three_warps
llvm.func @warp_id_in_three_warps() attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 96>} {
  // CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: llvm.udiv %[[TID]], %{{.*}} : i32
  %0 = ttg.warp_id
  "use"(%0) : (i32) -> ()
  llvm.return
}

}

// -----

module attributes {"ttg.num-warps" = 1 : i32} {
// CHECK-LABEL: llvm.func @single_warp
llvm.func @single_warp() -> i32 {
  // CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: llvm.return %[[Z]]
  %0 = nvg.warp_id
  llvm.return %0 : i32
}
}

// -----

// The kernel allocates 256 columns at its entry, as its first warp, and
// frees them before each return.
module attributes {"ttg.num-warps" = 4 : i32, ttg.tensor_memory_size = 256 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK-LABEL: llvm.func @tensor_memory
  llvm.func @tensor_memory(%early: i1) attributes {nvvm.kernel = 1 : ui1} {
    // CHECK-NEXT: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK-NEXT: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK-NEXT: %[[PRED:.*]] = llvm.icmp "ult" %[[TID]], %[[C32]] : i32
    // CHECK-NEXT: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 256;", "b,r" %[[PRED]], %[[SMEM]] : (i1, !llvm.ptr<3>) -> !llvm.void
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-NEXT: %[[WORD:.*]] = llvm.load %[[SMEM]] : !llvm.ptr<3> -> i32
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-NEXT: %[[BASE:.*]] = llvm.inttoptr %[[WORD]] : i32 to !llvm.ptr<6>
    // CHECK-NEXT: llvm.inline_asm {{.*}} "@$0 tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;", "b" %[[PRED]] : (i1) -> !llvm.void
    // CHECK-NEXT: "use"(%[[BASE]])
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    llvm.cond_br %early, ^ret, ^more
  ^more:
    // Every base op is the same address.
    // CHECK: "use"(%[[BASE]])
    %1 = nvg.tensor_memory_base
    "use"(%1) : (!llvm.ptr<6>) -> ()
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-NEXT: "@$0 tcgen05.dealloc.cta_group::1.sync.aligned.b32 $1, 256;", "b,r" %[[PRED]], %[[BASE]] : (i1, !llvm.ptr<6>) -> !llvm.void
    // CHECK-NEXT: llvm.return
    llvm.return
  ^ret:
    // CHECK: nvvm.barrier0
    // CHECK-NEXT: tcgen05.dealloc.cta_group::1
    // CHECK-NEXT: llvm.return
    llvm.return
  }
}

// -----

// With two CTAs per MMA (ttng.two-ctas) the allocation is cta_group::2; a
// partition that uses the base gets it as an explicit capture.
module attributes {"ttg.num-warps" = 4 : i32, ttg.tensor_memory_size = 128 : i32, "ttng.two-ctas" = true} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK-LABEL: llvm.func @tensor_memory_in_partition
  llvm.func @tensor_memory_in_partition(%x: i32) attributes {nvvm.kernel = 1 : ui1} {
    // CHECK: tcgen05.alloc.cta_group::2.sync.aligned.shared::cta.b32 [$1], 128;
    // CHECK: %[[BASE:.*]] = llvm.inttoptr
    // CHECK: tcgen05.relinquish_alloc_permit.cta_group::2
    // CHECK: ttg.warp_specialize(%arg0, %[[BASE]]) attributes {warpGroupStartIds = array<i32: 4>}
    ttg.warp_specialize(%x) attributes {warpGroupStartIds = array<i32: 4>}
    default {
      ttg.warp_yield
    }
    // CHECK: partition0(%[[X:.*]]: i32, %[[P:.*]]: !llvm.ptr<6>) num_warps(1)
    partition0(%arg: i32) num_warps(1) {
      // CHECK-NEXT: "use"(%[[X]], %[[P]])
      %0 = nvg.tensor_memory_base
      "use"(%arg, %0) : (i32, !llvm.ptr<6>) -> ()
      ttg.warp_return
    } : (i32) -> ()
    // CHECK: tcgen05.dealloc.cta_group::2.sync.aligned.b32 $1, 128;
    llvm.return
  }
}

// -----

// More columns than an SM has: the kernel traps (the front end reports it)
// and the base is undef.
module attributes {"ttg.num-warps" = 4 : i32, ttg.tensor_memory_size = 1024 : i32} {
  llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  // CHECK-LABEL: llvm.func @too_much_tensor_memory
  llvm.func @too_much_tensor_memory() attributes {nvvm.kernel = 1 : ui1} {
    // CHECK-NEXT: llvm.intr.trap
    // CHECK-NEXT: %[[U:.*]] = llvm.mlir.undef : !llvm.ptr<6>
    // CHECK-NEXT: "use"(%[[U]])
    // CHECK-NOT: tcgen05
    %0 = nvg.tensor_memory_base
    "use"(%0) : (!llvm.ptr<6>) -> ()
    llvm.return
  }
}

// -----

// After our own convert-triton-gpu-to-llvm there are no nvg ops: the pass
// leaves such IR as it is.
// CHECK-LABEL: llvm.func @nothing_to_do
llvm.func @nothing_to_do(%x: i32) -> i32 {
  // CHECK-NEXT: llvm.add
  // CHECK-NEXT: llvm.return
  %y = llvm.add %x, %x : i32
  llvm.return %y : i32
}
