// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A cumsum over 4 warps, two consecutive elements per thread: the pair is
// summed in the thread, the pair totals go through 5 shuffle-up steps
// (lane >= d takes the value d lanes below), lane 31 of each warp writes the
// warp total to scratch[warp], and after the barrier each thread folds the
// totals of the warps before it (carry) into its last element; its first
// element takes the previous lane's final total, or the carry in lane 0.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 16 : i32
  // CHECK-LABEL: llvm.func @cumsum_across_warps
  tt.func public @cumsum_across_warps(%p: !tt.ptr<f32>) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-DAG: %[[C2:.*]] = llvm.mlir.constant(2 : i32) : i32
    // CHECK-DAG: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[X0:.*]] = llvm.bitcast %{{.*}} : i32 to f32
    // CHECK: %[[X1:.*]] = llvm.bitcast %{{.*}} : i32 to f32
    // CHECK: %[[LANE:.*]] = llvm.and %[[TID]], %[[C31]] : i32
    // CHECK: %[[WARPBITS:.*]] = llvm.and %[[TID]]
    // CHECK: %[[WARP:.*]] = llvm.lshr %[[WARPBITS]]
    // CHECK: %[[PAIR:.*]] = llvm.fadd %[[X0]], %[[X1]] : f32
    // CHECK: %[[PAIRI:.*]] = llvm.bitcast %[[PAIR]] : f32 to i32
    // CHECK: %[[UP1:.*]] = nvvm.shfl.sync  up %{{.*}}, %[[PAIRI]], %[[C1]], %[[C0]] : i32 -> i32
    // CHECK: %[[UP1F:.*]] = llvm.bitcast %[[UP1]] : i32 to f32
    // CHECK: %[[GE1:.*]] = llvm.icmp "sge" %[[LANE]], %[[C1]] : i32
    // CHECK: %[[SUM1:.*]] = llvm.fadd %[[UP1F]], %[[PAIR]] : f32
    // CHECK: %[[S1:.*]] = llvm.select %[[GE1]], %[[SUM1]], %[[PAIR]] : i1, f32
    // CHECK: %[[S1I:.*]] = llvm.bitcast %[[S1]] : f32 to i32
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %[[S1I]], %[[C2]], %[[C0]] : i32 -> i32
    // CHECK: llvm.icmp "sge" %[[LANE]], %[[C2]] : i32
    // CHECK-COUNT-3: nvvm.shfl.sync  up
    // CHECK: %[[WARPTOTAL:.*]] = llvm.select {{.*}} : i1, f32
    // CHECK: %[[LAST:.*]] = llvm.icmp "eq" %[[LANE]], %[[C31]] : i32
    // CHECK: %[[SLOT:.*]] = llvm.getelementptr %[[SMEM]][%[[WARP]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: %[[TOTALI:.*]] = llvm.bitcast %[[WARPTOTAL]] : f32 to i32
    // CHECK: %[[SLOTADDR:.*]] = llvm.ptrtoint %[[SLOT]]
    // CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[SLOTADDR]], %[[TOTALI]], %[[LAST]]
    // CHECK: nvvm.barrier0
    // CHECK: %[[NOTWARP0:.*]] = llvm.icmp "ne" %[[WARP]], %[[C0]] : i32
    // CHECK: %[[NOTLANE0:.*]] = llvm.icmp "ne" %[[LANE]], %[[C0]] : i32
    // CHECK: %[[NOTTHREAD0:.*]] = llvm.or %[[NOTWARP0]], %[[NOTLANE0]] : i1
    // CHECK: %[[P0:.*]] = llvm.load %[[SMEM]] : !llvm.ptr<3> -> f32
    // CHECK: %[[P1PTR:.*]] = llvm.getelementptr %[[SMEM]][1] : (!llvm.ptr<3>) -> !llvm.ptr<3>, f32
    // CHECK: %[[P1:.*]] = llvm.load %[[P1PTR]] : !llvm.ptr<3> -> f32
    // CHECK: %[[P01:.*]] = llvm.fadd %[[P0]], %[[P1]] : f32
    // CHECK: %[[GEW2:.*]] = llvm.icmp "sge" %[[WARP]], %[[C2]] : i32
    // CHECK: %[[CARRY2:.*]] = llvm.select %[[GEW2]], %[[P01]], %[[P0]] : i1, f32
    // CHECK: %[[P2PTR:.*]] = llvm.getelementptr %[[SMEM]][2]
    // CHECK: %[[P2:.*]] = llvm.load %[[P2PTR]] : !llvm.ptr<3> -> f32
    // CHECK: %[[P012:.*]] = llvm.fadd %[[P01]], %[[P2]] : f32
    // CHECK: %[[CARRY:.*]] = llvm.select %{{.*}}, %[[P012]], %[[CARRY2]] : i1, f32
    // CHECK-NOT: llvm.load
    // CHECK: %[[WITHCARRY:.*]] = llvm.fadd %[[CARRY]], %[[WARPTOTAL]] : f32
    // CHECK: %[[FINAL1:.*]] = llvm.select %[[NOTWARP0]], %[[WITHCARRY]], %[[WARPTOTAL]] : i1, f32
    // CHECK: %[[FINAL1I:.*]] = llvm.bitcast %[[FINAL1]] : f32 to i32
    // CHECK: %[[PREVI:.*]] = nvvm.shfl.sync  up %{{.*}}, %[[FINAL1I]], %[[C1]], %[[C0]] : i32 -> i32
    // CHECK: %[[PREVF:.*]] = llvm.bitcast %[[PREVI]] : i32 to f32
    // CHECK: %[[PREV:.*]] = llvm.select %[[NOTLANE0]], %[[PREVF]], %[[CARRY]] : i1, f32
    // CHECK: %[[SUM0:.*]] = llvm.fadd %[[PREV]], %[[X0]] : f32
    // CHECK: %[[FINAL0:.*]] = llvm.select %[[NOTTHREAD0]], %[[SUM0]], %[[X0]] : i1, f32
    // CHECK: %[[FINAL0I:.*]] = llvm.bitcast %[[FINAL0]] : f32 to i32
    // CHECK: st.global.b32 {{.*}} %[[FINAL0I]]
    // CHECK: st.global.b32 {{.*}} %[[FINAL1I]]
    %x = tt.load %pp : tensor<256x!tt.ptr<f32>, #blocked>
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.scan.return %c : f32
    }) : (tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    tt.store %pp, %s : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// One warp, two blocks of 32 (a register each): both blocks are scanned
// across lanes, then block 1 takes block 0's total from lane 31.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 0 : i32
  // CHECK-LABEL: llvm.func @one_warp_two_blocks
  tt.func public @one_warp_two_blocks(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<64x!tt.ptr<i32>, #blocked>, tensor<64xi32, #blocked>
    %x = tt.load %pp : tensor<64x!tt.ptr<i32>, #blocked>
    // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK-DAG: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[LANE:.*]] = llvm.and %[[TID]], %[[C31]] : i32
    // CHECK: %[[X0:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[X1:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %[[X0]]
    // CHECK-COUNT-3: nvvm.shfl.sync  up
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[C16]]
    // CHECK: %[[BLOCK0:.*]] = llvm.select
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %[[X1]]
    // CHECK-COUNT-4: nvvm.shfl.sync  up
    // CHECK: %[[BLOCK1:.*]] = llvm.select
    // CHECK: %[[LASTLANE:.*]] = llvm.or %[[LANE]], %[[C31]] : i32
    // CHECK: %[[CARRY:.*]] = nvvm.shfl.sync  idx %{{.*}}, %[[BLOCK0]], %[[LASTLANE]], %[[C31]] : i32 -> i32
    // CHECK: %[[FINAL1:.*]] = llvm.add %[[CARRY]], %[[BLOCK1]] : i32
    // CHECK: st.global.b32 {{.*}} %[[BLOCK0]]
    // CHECK: st.global.b32 {{.*}} %[[FINAL1]]
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    tt.store %pp, %s : tensor<64x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// reverse: nothing moves; the thread's registers are scanned from the last
// one, lanes shuffle down, and the lane index counts from lane 31.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @reverse
  tt.func public @reverse(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
    %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
    %x = tt.load %pp : tensor<128x!tt.ptr<i32>, #blocked>
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
    // CHECK-DAG: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[LANEBITS:.*]] = llvm.and %[[TID]], %[[C31]] : i32
    // CHECK: %[[X0:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[X1:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[X2:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[X3:.*]] = llvm.inline_asm {{.*}}ld.global.b32
    // CHECK: %[[LANE:.*]] = llvm.xor %[[LANEBITS]], %[[C31]] : i32
    // CHECK: %[[S32:.*]] = llvm.add %[[X3]], %[[X2]] : i32
    // CHECK: %[[S321:.*]] = llvm.add %[[S32]], %[[X1]] : i32
    // CHECK: %[[TOTAL:.*]] = llvm.add %[[S321]], %[[X0]] : i32
    // CHECK: %[[DOWN1:.*]] = nvvm.shfl.sync  down %{{.*}}, %[[TOTAL]], %[[C1]], %[[C31]] : i32 -> i32
    // CHECK: llvm.icmp "sge" %[[LANE]], %[[C1]] : i32
    // CHECK-COUNT-4: nvvm.shfl.sync  down
    // CHECK: %[[FINAL0:.*]] = llvm.select
    // CHECK: %[[NOTFIRST:.*]] = llvm.icmp "ne" %[[LANE]], %[[C0]] : i32
    // CHECK: %[[PREV:.*]] = nvvm.shfl.sync  down %{{.*}}, %[[FINAL0]], %[[C1]], %[[C31]] : i32 -> i32
    // CHECK: %[[A:.*]] = llvm.add %[[PREV]], %[[S321]] : i32
    // CHECK: llvm.select %[[NOTFIRST]], %[[A]], %[[S321]] : i1, i32
    // CHECK: %[[B:.*]] = llvm.add %[[PREV]], %[[S32]] : i32
    // CHECK: llvm.select %[[NOTFIRST]], %[[B]], %[[S32]] : i1, i32
    // CHECK: %[[C:.*]] = llvm.add %[[PREV]], %[[X3]] : i32
    // CHECK: llvm.select %[[NOTFIRST]], %[[C]], %[[X3]] : i1, i32
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = true}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    tt.store %pp, %s : tensor<128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// Down the columns: lanes 8 and 16 apart along the axis (shuffles by 8 and
// 16), 2 warps along it, and independent scans for the 8 lanes of a row
// (the low lane bits: the slot's fastest index) and the 4 registers of a
// thread (slots 16 apart). Warp bit 0 holds a copy (the 32 columns fit in
// one warp's): only warp bit 0 clear writes. Two blocks of rows per warp
// tile: block 1 reads the totals of block 0 and its own.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 512 : i32
  // CHECK-LABEL: llvm.func @columns
  tt.func public @columns(%v: i32, %p: !tt.ptr<i32>) {
    %x = tt.splat %v : i32 -> tensor<16x32xi32, #blocked>
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
    // CHECK-DAG: %[[C7:.*]] = llvm.mlir.constant(7 : i32) : i32
    // CHECK-DAG: %[[C8:.*]] = llvm.mlir.constant(8 : i32) : i32
    // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
    // CHECK-DAG: %[[C24:.*]] = llvm.mlir.constant(24 : i32) : i32
    // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK-DAG: %[[C64:.*]] = llvm.mlir.constant(64 : i32) : i32
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[LANEBITS:.*]] = llvm.and %[[TID]], %[[C24]] : i32
    // CHECK: %[[LANE:.*]] = llvm.lshr %[[LANEBITS]], %[[C3]] : i32
    // CHECK: %[[WARPBITS:.*]] = llvm.and %[[TID]], %[[C64]] : i32
    // CHECK: %[[WARPCLEAR:.*]] = llvm.icmp "eq" %[[WARPBITS]], %[[C0]] : i32
    // CHECK: %[[WARP:.*]] = llvm.select %[[WARPCLEAR]], %[[C0]], %{{.*}} : i1, i32
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[C8]], %[[C0]]
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %{{.*}}, %[[C16]], %[[C0]]
    // CHECK: %[[COLUMN:.*]] = llvm.and %[[TID]], %[[C7]] : i32
    // CHECK: %[[LASTLANE:.*]] = llvm.icmp "eq" %[[LANE]], %[[C3]] : i32
    // CHECK: %[[COPYBIT:.*]] = llvm.and %[[TID]], %[[C32]] : i32
    // CHECK: %[[NOTCOPY:.*]] = llvm.icmp "eq" %[[COPYBIT]], %[[C0]] : i32
    // CHECK: %[[WRITER:.*]] = llvm.and %[[LASTLANE]], %[[NOTCOPY]] : i1
    // CHECK: %[[WARPSLOT:.*]] = llvm.mul %[[WARP]], %[[C8]] : i32
    // CHECK: %[[SLOT:.*]] = llvm.add %[[COLUMN]], %[[WARPSLOT]] : i32
    // CHECK: %[[PTR0:.*]] = llvm.getelementptr %{{.*}}[%[[SLOT]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    // CHECK: %[[ADDR0:.*]] = llvm.ptrtoint %[[PTR0]]
    // CHECK: st.shared.b32 {{.*}} %[[ADDR0]], %{{.*}}, %[[WRITER]]
    // CHECK: %[[SLOT1:.*]] = llvm.add %[[SLOT]], %[[C16]] : i32
    // CHECK: %[[PTR1:.*]] = llvm.getelementptr %{{.*}}[%[[SLOT1]]]
    // CHECK: %[[ADDR1:.*]] = llvm.ptrtoint %[[PTR1]]
    // CHECK: st.shared.b32 {{.*}} %[[ADDR1]], %{{.*}}, %[[WRITER]]
    // CHECK-COUNT-6: st.shared.b32
    // CHECK: nvvm.barrier0
    // CHECK: %[[R0:.*]] = llvm.getelementptr %{{.*}}[%[[COLUMN]]]
    // CHECK: llvm.load %[[R0]] : !llvm.ptr<3> -> i32
    // CHECK: %[[R1OFF:.*]] = llvm.add %[[COLUMN]], %[[C8]] : i32
    // CHECK: %[[R1:.*]] = llvm.getelementptr %{{.*}}[%[[R1OFF]]]
    // CHECK: llvm.load %[[R1]] : !llvm.ptr<3> -> i32
    // CHECK-COUNT-10: llvm.load
    // CHECK-NOT: llvm.load
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<16x32xi32, #blocked>) -> tensor<16x32xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<16x32x!tt.ptr<i32>, #blocked>
    tt.store %ps, %s : tensor<16x32x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// Two operands (a running max and its index): every step shuffles both and
// combines them through one copy of the combiner; in scratch the f32 totals
// come first, the i32 ones 8 bytes (2 slots) further.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 16 : i32
  // CHECK-LABEL: llvm.func @cummax_with_index
  tt.func public @cummax_with_index(%v: f32, %i: i32, %p: !tt.ptr<i32>) {
    %x = tt.splat %v : f32 -> tensor<64xf32, #blocked>
    %y = tt.splat %i : i32 -> tensor<64xi32, #blocked>
    // CHECK: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem
    // CHECK: %[[VI:.*]] = llvm.bitcast %arg0 : f32 to i32
    // CHECK: %[[UPV:.*]] = nvvm.shfl.sync  up %{{.*}}, %[[VI]]
    // CHECK: %[[UPVF:.*]] = llvm.bitcast %[[UPV]] : i32 to f32
    // CHECK: %[[UPI:.*]] = nvvm.shfl.sync  up %{{.*}}, %arg1
    // CHECK: %[[GE:.*]] = llvm.icmp "sge"
    // CHECK: %[[GT:.*]] = llvm.fcmp "ogt" %arg0, %[[UPVF]] : f32
    // CHECK: %[[M:.*]] = llvm.select %[[GT]], %arg0, %[[UPVF]] : i1, f32
    // CHECK: %[[MI:.*]] = llvm.select %[[GT]], %arg1, %[[UPI]] : i1, i32
    // CHECK: llvm.select %[[GE]], %[[M]], %arg0 : i1, f32
    // CHECK: llvm.select %[[GE]], %[[MI]], %arg1 : i1, i32
    // CHECK: %[[IBASE:.*]] = llvm.getelementptr %[[SMEM]][8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
    // CHECK: llvm.getelementptr %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: st.shared.b32
    // CHECK: llvm.getelementptr %[[IBASE]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i32
    // CHECK: st.shared.b32
    // CHECK: nvvm.barrier0
    // CHECK: llvm.load %[[SMEM]] : !llvm.ptr<3> -> f32
    // CHECK: llvm.load %[[IBASE]] : !llvm.ptr<3> -> i32
    %s:2 = "tt.scan"(%x, %y) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: f32, %ai: i32, %b: f32, %bi: i32):
      %gt = arith.cmpf ogt, %b, %a : f32
      %m = arith.select %gt, %b, %a : f32
      %mi = arith.select %gt, %bi, %ai : i32
      tt.scan.return %m, %mi : f32, i32
    }) : (tensor<64xf32, #blocked>, tensor<64xi32, #blocked>) -> (tensor<64xf32, #blocked>, tensor<64xi32, #blocked>)
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
    tt.store %ps, %s#1 : tensor<64x!tt.ptr<i32>, #blocked>
    tt.return
  }
}

// -----

// Lanes along the axis out of lane-id order (lane bit 0 is position 4):
// the source lane of each step is computed from the axis index and read
// with an indexed shuffle.

#linear = #ttg.linear<{register = [[1]], lane = [[4], [2], [8], [16], [32]], warp = [], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @scattered_lanes
  tt.func public @scattered_lanes(%v: i32, %p: !tt.ptr<i32>) {
    %x = tt.splat %v : i32 -> tensor<64xi32, #linear>
    // CHECK-NOT: shfl.sync  up
    // CHECK: %[[PREV:.*]] = llvm.sub %[[INDEX:.*]], %{{.*}} : i32
    // CHECK: %[[LANE:.*]] = llvm.or %{{.*}}, %{{.*}} : i32
    // CHECK: nvvm.shfl.sync  idx %{{.*}}, %{{.*}}, %[[LANE]]
    // CHECK: llvm.icmp "sge" %[[INDEX]]
    // CHECK-COUNT-5: nvvm.shfl.sync  idx
    // CHECK-NOT: nvvm.shfl.sync
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<64xi32, #linear>) -> tensor<64xi32, #linear>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #linear>
    tt.store %ps, %s : tensor<64x!tt.ptr<i32>, #linear>
    tt.return
  }
}

// -----

// An MMA-like layout down its rows: lanes, then a register, then warps.
// Each warp first scans its 16 rows (the register's second half takes the
// first half's total from the last lane); the warps' totals then go
// through scratch and the carry goes into both registers.

#mma_like = #ttg.linear<{register = [[0, 1], [8, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[16, 0], [32, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 128 : i32
  // CHECK-LABEL: llvm.func @registers_between_lanes_and_warps
  tt.func public @registers_between_lanes_and_warps(%v: i32, %p: !tt.ptr<i32>) {
    %x = tt.splat %v : i32 -> tensor<64x8xi32, #mma_like>
    // CHECK-COUNT-12: nvvm.shfl.sync  up
    // CHECK: %[[FIRSTHALF:.*]] = nvvm.shfl.sync  idx
    // CHECK: %[[SECOND:.*]] = llvm.add %[[FIRSTHALF]], %{{.*}} : i32
    // CHECK: nvvm.shfl.sync  idx
    // CHECK: st.shared.b32 {{.*}} %[[SECOND]]
    // CHECK: st.shared.b32
    // CHECK: nvvm.barrier0
    // CHECK: %[[NOTWARP0:.*]] = llvm.icmp "ne"
    // CHECK-COUNT-3: llvm.load
    // CHECK: %[[CARRY:.*]] = llvm.select
    // CHECK: llvm.add %[[CARRY]], %{{.*}} : i32
    // CHECK: llvm.select %[[NOTWARP0]]
    // CHECK: llvm.add %[[CARRY]], %[[SECOND]] : i32
    // CHECK: llvm.select %[[NOTWARP0]]
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<64x8xi32, #mma_like>) -> tensor<64x8xi32, #mma_like>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x8x!tt.ptr<i32>, #mma_like>
    tt.store %ps, %s : tensor<64x8x!tt.ptr<i32>, #mma_like>
    tt.return
  }
}

// -----

// A combiner that may trap (udiv) runs only where its result is used: in a
// block of its own that lanes below the step distance skip.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @side_effecting_combiner
  tt.func public @side_effecting_combiner(%v: i32, %p: !tt.ptr<i32>) {
    %x = tt.splat %v : i32 -> tensor<32xi32, #blocked>
    // CHECK: %[[UP:.*]] = nvvm.shfl.sync  up %{{.*}}, %arg0
    // CHECK: %[[GE:.*]] = llvm.icmp "sge"
    // CHECK: llvm.cond_br %[[GE]], ^[[COMBINE:.*]], ^[[JOIN:.*]](%arg0 : i32)
    // CHECK: ^[[COMBINE]]:
    // CHECK: %[[Q:.*]] = llvm.udiv %[[UP]], %arg0 : i32
    // CHECK: llvm.br ^[[JOIN]](%[[Q]] : i32)
    // CHECK: ^[[JOIN]](%[[ACC:.*]]: i32):
    // CHECK: nvvm.shfl.sync  up %{{.*}}, %[[ACC]]
    // CHECK-COUNT-4: llvm.cond_br
    %s = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.divui %a, %b : i32
      tt.scan.return %c : i32
    }) : (tensor<32xi32, #blocked>) -> tensor<32xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #blocked>
    tt.store %ps, %s : tensor<32x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
