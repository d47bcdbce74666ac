// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s

// tt.atomic_rmw / tt.atomic_cas as Triton emits them: one predicated inline
// `atom` per element a thread owns (PTX 8.0, tt-opt's default: no vector
// atomics), its scope and ordering spelled out, zero where masked off.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Two registers a thread, each masked: the mask predicates each atom. No
  // thread duplicates: no owner guard.
  // CHECK-LABEL: llvm.func @fadd_masked
  // CHECK: llvm.icmp "slt"
  // CHECK-NOT: llvm.icmp "eq"
  // CHECK-NOT: llvm.cond_br
  // CHECK: %[[O0:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i32, i1) -> i32
  // CHECK: %[[R0:.*]] = llvm.bitcast %[[O0]] : i32 to f32
  // CHECK: %[[O1:.*]] = llvm.inline_asm {{.*}}@$3 atom.global.gpu.relaxed.add.f32
  // CHECK: %[[R1:.*]] = llvm.bitcast %[[O1]] : i32 to f32
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0] : !llvm.struct<(f32, f32)>
  // CHECK: llvm.insertvalue %[[R1]], %{{.*}}[1] : !llvm.struct<(f32, f32)>
  tt.func public @fadd_masked(%p: !tt.ptr<f32>, %n: i32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<256xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<256xf32, #blocked>
    %o = tt.atomic_rmw fadd, relaxed, gpu, %pp, %v, %m : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xf32, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    tt.store %pp, %o : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }

  // acq_rel at gpu scope: the ordering is in the instruction, no fences.
  // Unmasked: no predicate.
  // CHECK-LABEL: llvm.func @xchg_acq_rel_gpu
  // CHECK-NOT: llvm.fence
  // CHECK-COUNT-4: "mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.exch.b32 $0, [ $1 + 0 ], $2;", "=r,l,r"
  // CHECK-NOT: llvm.fence
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @xchg_acq_rel_gpu(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %o1 = tt.atomic_rmw exch, acq_rel, gpu, %pp, %r : (tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked>
    %o2 = tt.atomic_rmw exch, acq_rel, gpu, %pp, %o1 : (tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked>
    tt.return
  }

  // Compare-and-swap at CTA scope, Triton's order of qualifiers (ordering
  // first): the old value, the address, the compared and the new value.
  // CHECK-LABEL: llvm.func @cas_cta
  // CHECK-COUNT-2: "mov.u32 $0, 0x0;\0A\09atom.global.release.cta.cas.b32 $0, [ $1 + 0 ], $2, $3;", "=r,l,r,r"
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @cas_cta(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %c = arith.constant dense<0> : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %o = tt.atomic_cas release, cta, %pp, %c, %r : (tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xi32, #blocked>
    tt.return
  }
}

// -----

// A slice of 4 elements over 128 threads: every thread holds all 4, so only
// thread 0 (tid & 127 == 0) updates them; the used result reaches the other
// threads through the op's shared-memory scratch.
#bc = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#sl = #ttg.slice<{dim = 0, parent = #bc}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @broadcast
  // The first thread id indexes the range; the second is the owner's.
  // CHECK: nvvm.read.ptx.sreg.tid.x
  // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK-NEXT: llvm.mlir.constant(127 : i32) : i32
  // CHECK-NEXT: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
  // CHECK-NEXT: %[[C127:.*]] = llvm.mlir.constant(127 : i32) : i32
  // CHECK-NEXT: %[[DUP:.*]] = llvm.and %[[TID]], %[[C127]] : i32
  // CHECK-NEXT: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK-NEXT: %[[OWNER:.*]] = llvm.icmp "eq" %[[DUP]], %[[C0]] : i32
  // CHECK-COUNT-4: @$3 atom.global.gpu.relaxed.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %{{.*}}, %[[OWNER]]
  // CHECK: nvvm.barrier0
  // CHECK-COUNT-4: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %{{.*}}, %{{.*}}, %[[OWNER]]
  // CHECK: nvvm.barrier0
  // CHECK-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<3> -> i32
  tt.func public @broadcast(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #sl>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<4x!tt.ptr<i32>, #sl>
    %pp = tt.addptr %ps, %r : tensor<4x!tt.ptr<i32>, #sl>, tensor<4xi32, #sl>
    %o = tt.atomic_rmw add, relaxed, gpu, %pp, %r : (tensor<4x!tt.ptr<i32>, #sl>, tensor<4xi32, #sl>) -> tensor<4xi32, #sl>
    tt.store %pp, %o : tensor<4x!tt.ptr<i32>, #sl>
    tt.return
  }

  // Scalar, result unused: thread 0 alone, no shared memory.
  // CHECK-LABEL: llvm.func @scalar_unused
  // CHECK: %[[TX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
  // CHECK: %[[T:.*]] = llvm.and %[[TX]], %{{.*}} : i32
  // CHECK: %[[T0:.*]] = llvm.icmp "eq" %[[T]], %{{.*}} : i32
  // CHECK: "mov.u32 $0, 0x0;\0A\09@$3 atom.global.cta.relaxed.max.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %arg0, %arg1, %[[T0]]
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.return
  tt.func public @scalar_unused(%p: !tt.ptr<i32>, %v: i32) {
    %o = tt.atomic_rmw umax, relaxed, cta, %p, %v : (!tt.ptr<i32>, i32) -> i32
    tt.return
  }

  // Scalar with a used result: thread 0's old value goes through shared memory.
  // CHECK-LABEL: llvm.func @scalar_used
  // CHECK: %[[BITS:.*]] = llvm.bitcast %arg1 : f16 to i16
  // CHECK: "mov.u16 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.add.noftz.f16 $0, [ $1 + 0 ], $2;", "=h,l,h,b" %arg0, %[[BITS]]
  // CHECK: nvvm.barrier0
  // CHECK: st.shared.b16
  // CHECK: nvvm.barrier0
  // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f16
  tt.func public @scalar_used(%p: !tt.ptr<f16>, %v: f16) {
    %o = tt.atomic_rmw fadd, relaxed, gpu, %p, %v : (!tt.ptr<f16>, f16) -> f16
    tt.store %p, %o : !tt.ptr<f16>
    tt.return
  }
}

// -----

// At sys scope too; the float goes through its 32-bit register.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @fadd_acq_rel_sys
  tt.func public @fadd_acq_rel_sys(%p: !tt.ptr<f32>, %out: !tt.ptr<f32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<128xf32, #blocked>
    // CHECK-NOT: llvm.fence
    // CHECK: %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
    // CHECK: %[[OLD:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09atom.global.sys.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r" %{{.*}}, %[[BITS]] : (!llvm.ptr<1>, i32) -> i32
    // CHECK: llvm.bitcast %[[OLD]] : i32 to f32
    // CHECK-NOT: llvm.atomicrmw
    %o = tt.atomic_rmw fadd, acq_rel, sys, %pp, %v : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    %qs = tt.splat %out : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %qq = tt.addptr %qs, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %qq, %o : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }

  // Float max, Triton's way: where the sign bit is clear a signed max of
  // the bits, where it is set an unsigned min, each atom predicated on its
  // half; the old value is the one that ran.
  // CHECK-LABEL: llvm.func @fmax_gpu
  tt.func public @fmax_gpu(%p: !tt.ptr<f32>, %x: f32, %out: !tt.ptr<f32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %v = tt.splat %x : f32 -> tensor<128xf32, #blocked>
    // CHECK: %[[BITS:.*]] = llvm.bitcast %{{.*}} : f32 to i32
    // CHECK: %[[NONNEG:.*]] = llvm.icmp "sge" %[[BITS]], %{{.*}} : i32
    // CHECK: %[[NEG:.*]] = llvm.icmp "slt" %[[BITS]], %{{.*}} : i32
    // CHECK: %[[SOLD:.*]] = llvm.inline_asm {{.*}}"mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %[[BITS]], %[[NONNEG]]
    // CHECK: %[[UOLD:.*]] = llvm.inline_asm {{.*}}"mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.relaxed.min.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b" %{{.*}}, %[[BITS]], %[[NEG]]
    // CHECK: %[[OLD:.*]] = llvm.select %[[NONNEG]], %[[SOLD]], %[[UOLD]] : i1, i32
    // CHECK: llvm.bitcast %[[OLD]] : i32 to f32
    %o = tt.atomic_rmw max, relaxed, gpu, %pp, %v : (tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    %qs = tt.splat %out : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %qq = tt.addptr %qs, %r : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %qq, %o : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
