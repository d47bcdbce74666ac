// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A conversion that keeps every element in its thread renumbers registers.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#swapped = #ttg.linear<{register = [[2], [1], [512]], lane = [[4], [8], [16], [32], [64]], warp = [[128], [256]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @register_permutation
  tt.func public @register_permutation(%p: !tt.ptr<i32>) {
    // Registers 0-2 of the range: start (0) plus the coordinates x, x ^ 1, x ^ 2.
    // CHECK: %[[C0:.*]] = llvm.shl
    // CHECK: %[[C1:.*]] = llvm.xor %[[C0]], %{{.*}} : i32
    // CHECK: %[[C2:.*]] = llvm.xor %[[C0]], %{{.*}} : i32
    // CHECK: %[[X0:.*]] = llvm.add %[[C0]], %[[START:.*]] : i32
    // CHECK: %[[X1:.*]] = llvm.add %[[C1]], %[[START]] : i32
    // CHECK: %[[X2:.*]] = llvm.add %[[C2]], %[[START]] : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %c = ttg.convert_layout %r : tensor<1024xi32, #blocked> -> tensor<1024xi32, #swapped>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #swapped>
    // Register 1 of the result is register 2 of the source.
    // CHECK: st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %[[X0]],
    // CHECK-NEXT: llvm.inline_asm {{.*}} %[[X2]],
    // CHECK-NEXT: llvm.inline_asm {{.*}} %[[X1]],
    tt.store %ps, %c : tensor<1024x!tt.ptr<i32>, #swapped>
    tt.return
  }
}

// -----

// A transpose between warps goes through shared memory, on Triton's plan:
// no register is held by both sides, so no vector is both sides'; in the
// bank row the registers of the side with more of them come first (a tie
// goes to the destination), so each thread stores its 4 columns one by
// one and loads 4 rows at a time (offsets: the thread's part XOR a
// constant per access).

#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 1024 : i32
  // CHECK-LABEL: llvm.func @transpose
  tt.func public @transpose(%x: tensor<8x32xf32, #rows>, %out: !tt.ptr<f32>) {
    // CHECK-DAG: %[[C4:.*]] = llvm.mlir.constant(4 : i32) : i32
    // CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[STOREBYTES:.*]] = llvm.mul %[[STOREOFF:.*]], %[[C4]] : i32
    // CHECK: %[[STOREPTR:.*]] = llvm.getelementptr inbounds %[[SMEM]][%[[STOREBYTES]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    // CHECK: llvm.store %{{.*}}, %[[STOREPTR]] {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    // CHECK: %[[O1:.*]] = llvm.xor %[[STOREOFF]], %{{.*}} : i32
    // CHECK-COUNT-3: llvm.store %{{.*}} {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
    // CHECK-NEXT: nvvm.barrier0
    // CHECK: %[[V0:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
    // CHECK: %[[E0:.*]] = llvm.extractelement %[[V0]]
    // CHECK-COUNT-3: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
    // CHECK-NOT: nvvm.barrier0
    // CHECK-NOT: llvm.load
    // CHECK: st.global.b32 {{.*}} %[[E0]],
    %y = ttg.convert_layout %x : tensor<8x32xf32, #rows> -> tensor<8x32xf32, #cols>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<8x32x!tt.ptr<f32>, #cols>
    tt.store %q, %y : tensor<8x32x!tt.ptr<f32>, #cols>
    tt.return
  }
}

// -----

// Registers both sides hold beyond one 128-bit vector become rounds: the
// 64 KiB tensor is staged 16 KiB at a time, with a barrier before every
// round's stores but the first.

#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 16384 : i32
  // CHECK-LABEL: llvm.func @rounds
  tt.func public @rounds(%x: tensor<128x128xi32, #rows>, %out: !tt.ptr<i32>) {
    // Round 0, then rounds 1..3, each with a barrier before its stores and
    // one between its stores and its loads.
    // CHECK-COUNT-8: llvm.store {{.*}} : vector<4xi32>, !llvm.ptr<3>
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-COUNT-8: llvm.load {{.*}} : !llvm.ptr<3> -> vector<4xi32>
    // CHECK-COUNT-6: nvvm.barrier0{{$}}
    // CHECK-NOT: nvvm.barrier0
    // CHECK: llvm.return
    %y = ttg.convert_layout %x : tensor<128x128xi32, #rows> -> tensor<128x128xi32, #cols>
    %q = tt.splat %out : !tt.ptr<i32> -> tensor<128x128x!tt.ptr<i32>, #cols>
    tt.store %q, %y : tensor<128x128x!tt.ptr<i32>, #cols>
    tt.return
  }
}

// -----

// Booleans travel as bytes, pointers as 64-bit integers; the second
// conversion reuses the buffer after a barrier (Membar).

#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @bool_and_pointer
  tt.func public @bool_and_pointer(%m: tensor<512xi1, #a>, %p: tensor<512x!tt.ptr<f32>, #a>) {
    // The sources' 4 registers (512 apart) fill one 32-bit word.
    // CHECK-COUNT-4: llvm.zext %{{.*}} : i1 to i8
    // CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : vector<4xi8>, !llvm.ptr<3>
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr<3> -> vector<1xi8>
    // CHECK-COUNT-4: llvm.trunc %{{.*}} : i8 to i1
    %m2 = ttg.convert_layout %m : tensor<512xi1, #a> -> tensor<512xi1, #b>
    // Each register becomes its carrier next to its own store, as in Triton.
    // CHECK: nvvm.barrier0
    // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
    // CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
    // CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
    // CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    // CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
    // CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<1xi64>, !llvm.ptr<3>
    // CHECK-NEXT: nvvm.barrier0
    // CHECK-COUNT-4: llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<1xi64>
    // CHECK-COUNT-4: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
    %p2 = ttg.convert_layout %p : tensor<512x!tt.ptr<f32>, #a> -> tensor<512x!tt.ptr<f32>, #b>
    %v = arith.constant dense<1.0> : tensor<512xf32, #b>
    tt.store %p2, %v, %m2 : tensor<512x!tt.ptr<f32>, #b>
    tt.return
  }
}

// -----

// Column sums of a one-warp tile (the reduction's sliced layout: lane l has
// columns 2l, 2l+1 in its registers) to one column per lane and register
// (lane t has columns t and t + 32): one register bit trades places with a
// lane bit, so lanes read their columns with shuffles, as Triton's do.
// Thread t wants column t in lane t/2, register t % 2: the register depends
// on the reader's lane, so two shuffles per register and each reader keeps
// the one it wanted. No shared memory.

#rows = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#flat = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 0 : i32
  // CHECK-LABEL: llvm.func @column_sums
  tt.func public @column_sums(%x: tensor<64xf32, #ttg.slice<{dim = 0, parent = #rows}>>, %out: !tt.ptr<f32>) {
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // Source lane: bits 1..4 of the thread id (t / 2).
    // CHECK: %[[BITS:.*]] = llvm.and %[[TID]], %{{.*}} : i32
    // CHECK: %[[LANE:.*]] = llvm.lshr %[[BITS]], %{{.*}} : i32
    // CHECK: %[[S0:.*]] = nvvm.shfl.sync idx %{{.*}}, %{{.*}}, %[[LANE]], %{{.*}} : i32 -> i32
    // CHECK: %[[V0:.*]] = llvm.bitcast %[[S0]] : i32 to f32
    // CHECK: %[[S1:.*]] = nvvm.shfl.sync idx %{{.*}}, %{{.*}}, %[[LANE]], %{{.*}} : i32 -> i32
    // CHECK: %[[V1:.*]] = llvm.bitcast %[[S1]] : i32 to f32
    // CHECK: %[[IS1:.*]] = llvm.icmp "eq" %{{.*}}, %{{.*}} : i32
    // CHECK: llvm.select %[[IS1]], %[[V1]], %[[V0]] : i1, f32
    // The second register (columns 32..63) likewise.
    // CHECK-COUNT-2: nvvm.shfl.sync idx
    // CHECK-NOT: nvvm.shfl.sync
    // CHECK-NOT: nvvm.barrier0
    // CHECK: st.global.b32
    %y = ttg.convert_layout %x : tensor<64xf32, #ttg.slice<{dim = 0, parent = #rows}>> -> tensor<64xf32, #flat>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #flat>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #flat>
    %qq = tt.addptr %q, %r : tensor<64x!tt.ptr<f32>, #flat>, tensor<64xi32, #flat>
    tt.store %qq, %y : tensor<64x!tt.ptr<f32>, #flat>
    tt.return
  }
}

// -----

// With four columns per lane the register wanted depends on two bits of the
// reader's lane: four shuffles per register. Triton shuffles only where at
// most one register bit trades places with a lane bit (cvtNeedsWarpShuffle),
// so this goes through shared memory, as Triton's does.

#rows4 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#flat4 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @column_sums_four_choices
  tt.func public @column_sums_four_choices(%x: tensor<128xf32, #ttg.slice<{dim = 0, parent = #rows4}>>, %out: !tt.ptr<f32>) {
    // CHECK-NOT: nvvm.shfl.sync
    // One warp: a warp barrier, and the transposed read back by ldmatrix.
    // CHECK: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
    // CHECK-NEXT: nvvm.bar.warp.sync
    // CHECK-NEXT: nvvm.ldmatrix
    // CHECK-NOT: nvvm.shfl.sync
    %y = ttg.convert_layout %x : tensor<128xf32, #ttg.slice<{dim = 0, parent = #rows4}>> -> tensor<128xf32, #flat4>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #flat4>
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #flat4>
    %qq = tt.addptr %q, %r : tensor<128x!tt.ptr<f32>, #flat4>, tensor<128xi32, #flat4>
    tt.store %qq, %y : tensor<128x!tt.ptr<f32>, #flat4>
    tt.return
  }
}

// -----

// Column sums held by every warp to one column per thread of four warps:
// each thread finds its column in its own warp, but warps do not keep their
// place (every warp holds all columns, each wants a different quarter), and
// Triton stages such conversions through shared memory; so do we.

#rowsw = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#flatw = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @column_sums_across_warps
  tt.func public @column_sums_across_warps(%x: tensor<64xf32, #ttg.slice<{dim = 0, parent = #rowsw}>>, %out: !tt.ptr<f32>) {
    // CHECK-NOT: nvvm.shfl.sync
    // CHECK: llvm.store %{{.*}} !llvm.ptr<3>
    // CHECK: nvvm.barrier0
    %y = ttg.convert_layout %x : tensor<64xf32, #ttg.slice<{dim = 0, parent = #rowsw}>> -> tensor<64xf32, #flatw>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #flatw>
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #flatw>
    %qq = tt.addptr %q, %r : tensor<64x!tt.ptr<f32>, #flatw>, tensor<64xi32, #flatw>
    tt.store %qq, %y : tensor<64x!tt.ptr<f32>, #flatw>
    tt.return
  }
}

// -----

// Within a warp, elements narrower than 32 bits that read the same source
// lane share a shuffle, packed four i8 to a word (as Triton packs them):
// 16 registers x 8 reader choices take 32 shuffles, not 128.

#wide = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#narrow = #ttg.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 0 : i32
  // CHECK-LABEL: llvm.func internal @packed_i8
  // CHECK: llvm.insertelement {{.*}} : vector<4xi8>
  // CHECK: %[[W:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
  // CHECK: nvvm.shfl.sync idx %{{.*}}, %[[W]]
  // CHECK-COUNT-31: nvvm.shfl.sync idx
  // CHECK-NOT: nvvm.shfl.sync
  // CHECK: llvm.bitcast %{{.*}} : i32 to vector<4xi8>
  // CHECK-COUNT-4: llvm.extractelement
  // CHECK-NOT: nvvm.barrier0
  // CHECK: llvm.return
  tt.func private @packed_i8(%x: tensor<2048xi8, #wide>) -> tensor<2048xi8, #narrow> {
    %y = ttg.convert_layout %x : tensor<2048xi8, #wide> -> tensor<2048xi8, #narrow>
    tt.return %y : tensor<2048xi8, #narrow>
  }
}

// -----

// One register bit trading places with a lane bit, and nothing else moving
// (the 4-D reshape-and-permute round trip of vw_reshape_trans_4d_f32): in
// the source, lane bit 0 holds row bit 5 and register bit 4 column bit 2;
// in the destination the other way round. Threads exchange instead of
// reading every element from its holder: per pair of registers {p, p + 16}
// (row bit 5), a thread holds one element itself (the lower where its lane
// is even) and gets the other from lane ^ 1, which sends register p or
// p + 16 by its own lane's parity. 16 butterfly shuffles for 32 registers
// (two indexed shuffles per register otherwise), no shared memory.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[8, 0], [16, 0], [0, 1], [0, 2], [0, 4]], lane = [[32, 0], [0, 8], [0, 16], [0, 32], [1, 0]], warp = [[2, 0], [4, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 0 : i32
  // CHECK-LABEL: llvm.func @exchange_pairs
  tt.func public @exchange_pairs(%x: tensor<64x64xf32, #linear>, %p: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    // CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-DAG: %[[SIXTEEN:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK-DAG: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK: %[[X:.*]] = llvm.extractvalue %arg0[0]
    // CHECK: %[[X16:.*]] = llvm.extractvalue %arg0[16]
    // CHECK: %[[TID:.*]] = llvm.and
    // CHECK: %[[PARITY:.*]] = llvm.and %[[TID]], %[[ONE]] : i32
    // CHECK: %[[EVEN:.*]] = llvm.icmp "eq" %[[PARITY]], %[[ZERO]] : i32
    // CHECK: %[[UPPER_BIT:.*]] = llvm.select %[[EVEN]], %[[ZERO]], %[[ONE]] : i1, i32
    // CHECK: %[[OWN_IS_UPPER:.*]] = llvm.icmp "ne" %[[UPPER_BIT]], %[[ZERO]] : i32
    // CHECK: %[[OWN_REG:.*]] = llvm.select %[[EVEN]], %[[ZERO]], %[[SIXTEEN]] : i1, i32
    // CHECK: %[[SENT_REG:.*]] = llvm.xor %[[OWN_REG]], %[[SIXTEEN]] : i32
    // CHECK: %[[SEND_LOW:.*]] = llvm.icmp "eq" %[[SENT_REG]], %[[ZERO]] : i32
    // CHECK: %[[SENT:.*]] = llvm.select %[[SEND_LOW]], %[[X]], %[[X16]] : i1, f32
    // CHECK: %[[WORD:.*]] = llvm.bitcast %[[SENT]] : f32 to i32
    // CHECK: %[[GOT:.*]] = nvvm.shfl.sync bfly %{{.*}}, %[[WORD]], %[[ONE]], %{{.*}} : i32 -> i32
    // CHECK: %[[OTHER:.*]] = llvm.bitcast %[[GOT]] : i32 to f32
    // CHECK: %[[KEEP_HIGH:.*]] = llvm.icmp "eq" %[[OWN_REG]], %[[SIXTEEN]] : i32
    // CHECK: %[[OWN:.*]] = llvm.select %[[KEEP_HIGH]], %[[X16]], %[[X]] : i1, f32
    // CHECK: llvm.select %[[OWN_IS_UPPER]], %[[OTHER]], %[[OWN]] : i1, f32
    // CHECK: llvm.select %[[OWN_IS_UPPER]], %[[OWN]], %[[OTHER]] : i1, f32
    // CHECK-COUNT-15: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %[[ONE]], %{{.*}}
    // CHECK-NOT: nvvm.shfl.sync
    // CHECK-NOT: nvvm.barrier0
    %y = ttg.convert_layout %x : tensor<64x64xf32, #linear> -> tensor<64x64xf32, #blocked>
    tt.store %p, %y : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
