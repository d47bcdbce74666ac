// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm='ptx-version=81' | FileCheck %s

// Which registers one `atom` takes, as in Triton: on sm_90 with PTX 8.1 an
// f16, bf16 or f32 fadd over pointers contiguous and aligned enough (and a
// mask constant enough) is one vector atom; elsewhere f16 goes in pairs.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b8 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Four contiguous f32 a thread, 16-byte aligned: one `.v4.f32`, its
  // results a struct.
  // CHECK-LABEL: llvm.func @fadd_v4_f32
  // CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09atom.global.gpu.acq_rel.add.v4.f32 { $0, $1, $2, $3 }, [ $4 + 0 ], { $5, $6, $7, $8 };", "=r,=r,=r,=r,l,r,r,r,r" {{.*}} -> !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-COUNT-4: llvm.extractvalue %[[R]]
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @fadd_v4_f32(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<512xf32, #blocked>
    %o = tt.atomic_rmw fadd, acq_rel, gpu, %pp, %v : (tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xf32, #blocked>) -> tensor<512xf32, #blocked>
    %qs = tt.splat %out : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %qq = tt.addptr %qs, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %qq, %o : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }

  // A mask of unknown constancy splits the vector: one atom an element.
  // CHECK-LABEL: llvm.func @fadd_masked_scalar
  // CHECK-COUNT-4: @$3 atom.global.gpu.relaxed.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @fadd_masked_scalar(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<512xf32, #blocked>
    %o = tt.atomic_rmw fadd, relaxed, gpu, %pp, %v, %m : (tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xf32, #blocked>, tensor<512xi1, #blocked>) -> tensor<512xf32, #blocked>
    tt.return
  }

  // Eight contiguous f16: one `.noftz.v8.f16` in 16-bit registers.
  // CHECK-LABEL: llvm.func @fadd_v8_f16
  // CHECK: atom.global.gpu.relaxed.add.noftz.v8.f16 { $0, $1, $2, $3, $4, $5, $6, $7 }, [ $8 + 0 ], { $9, $10, $11, $12, $13, $14, $15, $16 };", "=h,=h,=h,=h,=h,=h,=h,=h,l,h,h,h,h,h,h,h,h"
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @fadd_v8_f16(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b8>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #b8>
    %pp = tt.addptr %ps, %r : tensor<1024x!tt.ptr<f16>, #b8>, tensor<1024xi32, #b8>
    %v = arith.constant dense<1.0> : tensor<1024xf16, #b8>
    %o = tt.atomic_rmw fadd, relaxed, gpu, %pp, %v : (tensor<1024x!tt.ptr<f16>, #b8>, tensor<1024xf16, #b8>) -> tensor<1024xf16, #b8>
    tt.return
  }
}

// -----

// Before sm_90: f16 in pairs (`f16x2`, a <2 x f16> through a 32-bit
// register); bf16 has no atom there and 16-bit integers none anywhere: LLVM's
// atomicrmw (a compare-and-swap loop in the back end) under a branch.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @fadd_f16x2
  // CHECK: llvm.insertelement %{{.*}} : vector<2xf16>
  // CHECK: %[[W:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
  // CHECK: %[[O:.*]] = llvm.inline_asm {{.*}}"mov.u32 $0, 0x0;\0A\09atom.global.gpu.relaxed.add.noftz.f16x2 $0, [ $1 + 0 ], $2;", "=r,l,r" %{{.*}}, %[[W]]
  // CHECK: llvm.bitcast %[[O]] : i32 to vector<2xf16>
  // CHECK: atom.global.gpu.relaxed.add.noftz.f16x2
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @fadd_f16x2(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<512xf16, #blocked>
    %o = tt.atomic_rmw fadd, relaxed, gpu, %pp, %v : (tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xf16, #blocked>) -> tensor<512xf16, #blocked>
    %qs = tt.splat %out : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    %qq = tt.addptr %qs, %r : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
    tt.store %qq, %o : tensor<512x!tt.ptr<f16>, #blocked>
    tt.return
  }

  // CHECK-LABEL: llvm.func @fadd_bf16_sm80
  // CHECK: llvm.cond_br %{{.*}}, ^[[DO:bb[0-9]+]], ^{{.*}}
  // CHECK: ^[[DO]]:
  // CHECK-NEXT: llvm.fence syncscope("device") release
  // CHECK-NEXT: llvm.atomicrmw fadd %{{.*}}, %{{.*}} syncscope("device") acq_rel {alignment = 2 : i64} : !llvm.ptr<1>, bf16
  // CHECK-NEXT: llvm.fence syncscope("device") acquire
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @fadd_bf16_sm80(%p: !tt.ptr<bf16>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xi32, #blocked>
    %v = arith.constant dense<1.0> : tensor<512xbf16, #blocked>
    %o = tt.atomic_rmw fadd, acq_rel, gpu, %pp, %v, %m : (tensor<512x!tt.ptr<bf16>, #blocked>, tensor<512xbf16, #blocked>, tensor<512xi1, #blocked>) -> tensor<512xbf16, #blocked>
    tt.return
  }

  // CHECK-LABEL: llvm.func @add_i16
  // CHECK-COUNT-4: llvm.atomicrmw add %{{.*}}, %{{.*}} syncscope("block") monotonic {alignment = 2 : i64} : !llvm.ptr<1>, i16
  // CHECK-NOT: atom.global
  // CHECK: llvm.return
  tt.func public @add_i16(%p: !tt.ptr<i16>) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i16> -> tensor<512x!tt.ptr<i16>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<512x!tt.ptr<i16>, #blocked>, tensor<512xi32, #blocked>
    %v = arith.constant dense<1> : tensor<512xi16, #blocked>
    %o = tt.atomic_rmw add, relaxed, cta, %pp, %v : (tensor<512x!tt.ptr<i16>, #blocked>, tensor<512xi16, #blocked>) -> tensor<512xi16, #blocked>
    tt.return
  }
}

// -----

// A scalar fetch-add of zero that acquires or is relaxed only reads:
// `nvg.ld_acquire` on thread 0 (and the mask), the value broadcast through
// shared memory. One that also releases stays an atom.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @fetch_zero
  // CHECK: %[[T0:.*]] = llvm.icmp "eq"
  // CHECK: %[[PRED:.*]] = llvm.and %{{.*}}, %[[T0]] : i1
  // CHECK: %[[F:.*]] = nvg.ld_acquire acquire, cta, %arg0, %[[PRED]] : (!llvm.ptr<1>) -> f32
  // CHECK: nvvm.barrier0
  // CHECK: st.shared.b32
  // CHECK: nvvm.barrier0
  // CHECK: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
  // CHECK: nvg.ld_acquire relaxed, gpu, %arg1, %{{.*}} : (!llvm.ptr<1>) -> i32
  // CHECK: atom.global.gpu.acq_rel.add.f32
  // CHECK-NOT: nvg.ld_acquire
  // CHECK: llvm.return
  tt.func public @fetch_zero(%p: !tt.ptr<f32>, %q: !tt.ptr<i32>, %m: i1) {
    %zero = arith.constant 0.000000e+00 : f32
    %izero = arith.constant 0 : i32
    %a = tt.atomic_rmw fadd, acquire, cta, %p, %zero, %m : (!tt.ptr<f32>, f32, i1) -> f32
    tt.store %p, %a : !tt.ptr<f32>
    %b = tt.atomic_rmw add, relaxed, gpu, %q, %izero : (!tt.ptr<i32>, i32) -> i32
    tt.store %q, %b : !tt.ptr<i32>
    %c = tt.atomic_rmw fadd, acq_rel, gpu, %p, %zero : (!tt.ptr<f32>, f32) -> f32
    tt.store %p, %c : !tt.ptr<f32>
    tt.return
  }
}
