// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// Global loads and stores become predicated PTX vector accesses as wide as
// AxisInfo and the layout allow, at most 128 bits.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // 16-byte aligned f32 pointers, 4 contiguous elements per thread, a mask
  // constant over runs of 16: one v4.b32 per run of 4 registers; masked-off
  // loads read zero.
  // CHECK-LABEL: llvm.func @copy_f32
  tt.func public @copy_f32(%src: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %dst: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<1024xi32, #blocked>
    // CHECK: %[[SRC0:.*]] = llvm.getelementptr %arg0[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    // CHECK: %[[SRC1:.*]] = llvm.getelementptr %arg0[%{{.*}}] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %s = tt.splat %src : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %sp = tt.addptr %s, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %[[SRC0]], %{{.*}} : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
    // CHECK: "=r,=r,=r,=r,l,b" %[[SRC1]]
    %x = tt.load %sp, %m : tensor<1024x!tt.ptr<f32>, #blocked>
    %d = tt.splat %dst : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %dp = tt.addptr %d, %r : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // CHECK-COUNT-2: "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"
    tt.store %dp, %x, %m : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }

  // Without a divisibility hint nothing is known of the alignment: one
  // element per access, unpredicated without a mask.
  // CHECK-LABEL: llvm.func @unaligned
  tt.func public @unaligned(%src: !tt.ptr<f32>, %dst: !tt.ptr<f32>) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %s = tt.splat %src : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %sp = tt.addptr %s, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    // CHECK-COUNT-4: "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l"
    %x = tt.load %sp : tensor<512x!tt.ptr<f32>, #blocked>
    %d = tt.splat %dst : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %dp = tt.addptr %d, %r : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    // CHECK-COUNT-4: "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"
    tt.store %dp, %x : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return
  }

  // f16: 4 elements are two 32-bit words; `other` fills masked-off lanes;
  // cache and eviction modifiers are spelled out. An eviction hint also
  // gets an L2 policy (sm_80 on), made right before each access.
  // CHECK-LABEL: llvm.func @f16_other_modifiers
  tt.func public @f16_other_modifiers(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %cst = arith.constant dense<0.0> : tensor<512xf16, #blocked>
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #blocked>
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
    // CHECK: %[[OTHER:.*]] = llvm.bitcast %{{.*}} : vector<2xf16> to i32
    // CHECK: %[[FIRST:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"  : () -> i64
    // CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $2;\0A\09mov.u32 $1, $3;\0A\09@$6 ld.global.L1::evict_first.L2::cache_hint.v2.b32 { $0, $1 }, [ $4 + 0 ], $5;", "=r,=r,r,r,l,l,b" %[[OTHER]], %[[OTHER]], %{{.*}}, %[[FIRST]], %{{.*}}
    %x = tt.load %pp, %m, %cst evictionPolicy = evict_first : tensor<512x!tt.ptr<f16>, #blocked>
    // CHECK: "mov.u32 $0, $2;\0A\09mov.u32 $1, $3;\0A\09@$5 ld.global.cg.v2.b32 { $0, $1 }, [ $4 + 0 ];"
    %x2 = tt.load %pp, %m, %cst cacheModifier = cg : tensor<512x!tt.ptr<f16>, #blocked>
    // CHECK: "st.global.cs.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"
    tt.store %pp, %x cacheModifier = cs : tensor<512x!tt.ptr<f16>, #blocked>
    // CHECK: %[[LAST:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u64 $0, 0x0;\0A\09createpolicy.fractional.L2::evict_last.b64 $0, 1.0;", "=l"
    // CHECK: "st.global.L1::evict_last.L2::cache_hint.v2.b32 [ $2 + 0 ], { $0, $1 }, $3;", "r,r,l,l" %{{.*}}, %{{.*}}, %{{.*}}, %[[LAST]]
    tt.store %pp, %x evictionPolicy = evict_last : tensor<512x!tt.ptr<f16>, #blocked>
    // A load takes only .ca and .cg, a store only .wb, .cg, .cs and .wt (PTX's
    // `st` has no .ca: ptxas rejects st.global.ca); the others are dropped, as
    // Triton drops them.
    // CHECK: ld.global.v2.b32 { $0, $1 }, [ $2 + 0 ];"
    %y = tt.load %pp cacheModifier = cv : tensor<512x!tt.ptr<f16>, #blocked>
    // CHECK: ld.global.ca.v2.b32 { $0, $1 }, [ $2 + 0 ];"
    %z = tt.load %pp cacheModifier = ca : tensor<512x!tt.ptr<f16>, #blocked>
    // CHECK: "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };"
    tt.store %pp, %y cacheModifier = ca : tensor<512x!tt.ptr<f16>, #blocked>
    // CHECK: "st.global.wt.v2.b32 [ $2 + 0 ], { $0, $1 };"
    tt.store %pp, %z cacheModifier = wt : tensor<512x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// 64 elements over 4 warps of 32 lanes: warps 2 and 3 hold copies of what
// warps 0 and 1 hold (thread-id bit 6 has a zero basis), so only threads
// with that bit clear store.

#dup = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @duplicated_store
  tt.func public @duplicated_store(%dst: !tt.ptr<f32>, %v: f32) {
    // CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
    // CHECK-DAG: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[BIT:.*]] = llvm.and %[[TID]], %[[C64]] : i32
    // CHECK: %[[OWNER:.*]] = llvm.icmp "eq" %[[BIT]], %{{.*}} : i32
    // CHECK: "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %{{.*}}, %{{.*}}, %[[OWNER]]
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #dup>
    %d = tt.splat %dst : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #dup>
    %dp = tt.addptr %d, %r : tensor<64x!tt.ptr<f32>, #dup>, tensor<64xi32, #dup>
    %x = tt.splat %v : f32 -> tensor<64xf32, #dup>
    tt.store %dp, %x : tensor<64x!tt.ptr<f32>, #dup>
    tt.return
  }
}

// -----

// An integer `other` that is one constant is an immediate, repeated over the
// word in 64 bits, sign-extended as Triton computes it (four i8 -1s print as
// 0xffffffffffffffff, which ptxas truncates to the mov); a float one (even
// 0.0) and a varying one come from registers.

#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @constant_other
  tt.func public @constant_other(%pi: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %pb: !tt.ptr<i8> {tt.divisibility = 16 : i32},
                                 %pf: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}, %o: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %ns = tt.splat %n : i32 -> tensor<512xi32, #b4>
    %m = arith.cmpi slt, %r, %ns : tensor<512xi32, #b4>
    %seven = arith.constant dense<7> : tensor<512xi32, #b4>
    %pis = tt.splat %pi : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #b4>
    %pip = tt.addptr %pis, %r : tensor<512x!tt.ptr<i32>, #b4>, tensor<512xi32, #b4>
    // CHECK: "mov.u32 $0, 0x7;\0A\09mov.u32 $1, 0x7;\0A\09mov.u32 $2, 0x7;\0A\09mov.u32 $3, 0x7;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"
    %xi = tt.load %pip, %m, %seven : tensor<512x!tt.ptr<i32>, #b4>
    %minus1 = arith.constant dense<-1> : tensor<512xi8, #b4>
    %pbs = tt.splat %pb : !tt.ptr<i8> -> tensor<512x!tt.ptr<i8>, #b4>
    %pbp = tt.addptr %pbs, %r : tensor<512x!tt.ptr<i8>, #b4>, tensor<512xi32, #b4>
    // CHECK: "mov.u32 $0, 0xffffffffffffffff;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"
    %xb = tt.load %pbp, %m, %minus1 : tensor<512x!tt.ptr<i8>, #b4>
    %zero = arith.constant dense<0.0> : tensor<512xf32, #b4>
    %pfs = tt.splat %pf : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pfp = tt.addptr %pfs, %r : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    // CHECK: "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"
    %xf = tt.load %pfp, %m, %zero : tensor<512x!tt.ptr<f32>, #b4>
    %os = tt.splat %o : i32 -> tensor<512xi32, #b4>
    // CHECK: "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"
    %xo = tt.load %pip, %m, %os : tensor<512x!tt.ptr<i32>, #b4>
    %sum = arith.addi %xi, %xo : tensor<512xi32, #b4>
    tt.store %pip, %sum : tensor<512x!tt.ptr<i32>, #b4>
    tt.store %pbp, %xb : tensor<512x!tt.ptr<i8>, #b4>
    tt.store %pfp, %xf : tensor<512x!tt.ptr<f32>, #b4>
    tt.return
  }
}

// -----

// Words below 32 bits, as Triton writes them: the "c" constraint and the
// word's own type (an i8 stays i8, no i16 and truncation), initialised with
// mov.u16 (PTX has no mov.u8); an i8 `other` of -1 is repeated over 16 bits.
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @narrow_words
  tt.func public @narrow_words(%pb: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %ph: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b1>
    %ns = tt.splat %n : i32 -> tensor<128xi32, #b1>
    %m = arith.cmpi slt, %r, %ns : tensor<128xi32, #b1>
    %minus1 = arith.constant dense<-1> : tensor<128xi8, #b1>
    %pbs = tt.splat %pb : !tt.ptr<i8> -> tensor<128x!tt.ptr<i8>, #b1>
    %pbp = tt.addptr %pbs, %r : tensor<128x!tt.ptr<i8>, #b1>, tensor<128xi32, #b1>
    // CHECK: %[[B:.*]] = llvm.inline_asm has_side_effects {{.*}}"mov.u16 $0, 0xffffffffffffffff;\0A\09@$2 ld.global.b8 { $0 }, [ $1 + 0 ];", "=c,l,b" {{.*}} -> i8
    %xb = tt.load %pbp, %m, %minus1 : tensor<128x!tt.ptr<i8>, #b1>
    %phs = tt.splat %ph : !tt.ptr<f16> -> tensor<128x!tt.ptr<f16>, #b1>
    %php = tt.addptr %phs, %r : tensor<128x!tt.ptr<f16>, #b1>, tensor<128xi32, #b1>
    // CHECK: "mov.u16 $0, 0x0;\0A\09@$2 ld.global.b16 { $0 }, [ $1 + 0 ];", "=c,l,b" {{.*}} -> i16
    %xh = tt.load %php, %m : tensor<128x!tt.ptr<f16>, #b1>
    // CHECK: "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %[[B]], {{.*}} : (i8, !llvm.ptr<1>, i1) -> !llvm.void
    tt.store %pbp, %xb, %m : tensor<128x!tt.ptr<i8>, #b1>
    // CHECK: "@$2 st.global.b16 [ $1 + 0 ], { $0 };", "c,l,b" {{.*}} : (i16, !llvm.ptr<1>, i1) -> !llvm.void
    tt.store %php, %xh, %m : tensor<128x!tt.ptr<f16>, #b1>
    tt.return
  }
}

// -----

// Booleans are bytes in memory (0 or 1): four per thread and 16-byte
// aligned pointers make one 32-bit word; loaded bytes are compared with
// zero, stored ones zero-extended. A masked-off load reads `other` (true).
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @booleans
  tt.func public @booleans(%in: !tt.ptr<i1> {tt.divisibility = 16 : i32}, %out: !tt.ptr<i1> {tt.divisibility = 16 : i32}, %mask: tensor<512xi1, #blocked> {tt.constancy = 4 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %p = tt.splat %in : !tt.ptr<i1> -> tensor<512x!tt.ptr<i1>, #blocked>
    %pp = tt.addptr %p, %r : tensor<512x!tt.ptr<i1>, #blocked>, tensor<512xi32, #blocked>
    %t = arith.constant dense<true> : tensor<512xi1, #blocked>
    // CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i8) : i8
    // CHECK: %[[WORD:.*]] = llvm.inline_asm {{.*}}"mov.u32 $0, 0xffffffffffffffff;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"
    // CHECK: %[[BYTES:.*]] = llvm.bitcast %[[WORD]] : i32 to vector<4xi8>
    // CHECK: %[[B0:.*]] = llvm.extractelement %[[BYTES]]
    // CHECK: llvm.icmp "ne" %[[B0]], %[[ZERO]] : i8
    %x = tt.load %pp, %mask, %t : tensor<512x!tt.ptr<i1>, #blocked>
    %y = arith.xori %x, %t : tensor<512xi1, #blocked>
    %q = tt.splat %out : !tt.ptr<i1> -> tensor<512x!tt.ptr<i1>, #blocked>
    %qq = tt.addptr %q, %r : tensor<512x!tt.ptr<i1>, #blocked>, tensor<512xi32, #blocked>
    // CHECK-COUNT-4: llvm.zext %{{.*}} : i1 to i8
    // CHECK: llvm.inline_asm {{.*}}"@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"
    tt.store %qq, %y, %mask : tensor<512x!tt.ptr<i1>, #blocked>
    tt.return
  }
}
