// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A reduction to a scalar over 8 warps (softmax's): in registers, butterfly
// shuffles over the 32 lanes, lane 0 of each warp writes its partial result
// to scratch, the first 8 threads combine them with shuffles, thread 0
// writes the total, every thread reads it.

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @sum_to_scalar
  tt.func public @sum_to_scalar(%p: !tt.ptr<f32>, %v: f32) {
    %x = tt.splat %v : f32 -> tensor<2048xf32, #blocked>
    // CHECK-COUNT-7: llvm.fadd
    // CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %[[C16:.*]], %[[C31:.*]] : i32 -> i32
    // CHECK: llvm.fadd
    // CHECK-COUNT-4: nvvm.shfl.sync bfly
    // CHECK: %[[TIDX:.*]] = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: %[[TID:.*]] = llvm.and %[[TIDX]], %{{.*}} : i32
    // CHECK: %[[LANE:.*]] = llvm.and %[[TID]], %[[C31]] : i32
    // CHECK: %[[WARP:.*]] = llvm.lshr %[[TID]]
    // CHECK: %[[WARPIDX:.*]] = llvm.and %[[WARP]]
    // CHECK: %[[LANE0:.*]] = llvm.icmp "eq"
    // CHECK: %[[SLOT:.*]] = llvm.getelementptr %[[SMEM:.*]][%[[WARPIDX]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: %[[SLOTADDR:.*]] = llvm.ptrtoint %[[SLOT]] : !llvm.ptr<3> to i32
    // CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b" %[[SLOTADDR]], %{{.*}}, %[[LANE0]]
    // CHECK: nvvm.barrier0
    // CHECK: %[[FIRST8:.*]] = llvm.icmp "ult" %[[TID]]
    // CHECK: "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b" %{{.*}}, %[[FIRST8]]
    // CHECK-COUNT-3: nvvm.shfl.sync bfly
    // CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;"
    // CHECK: nvvm.barrier0
    // CHECK: %[[TOTAL:.*]] = llvm.load %[[SMEM]] : !llvm.ptr<3> -> f32
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<2048xf32, #blocked>) -> f32
    tt.store %p, %s : !tt.ptr<f32>
    tt.return
  }
}

// -----

// Rows of a 2D tensor: 8 lanes and 2 warps along the axis, the result in the
// sliced layout (two rows per thread). Scratch holds [row][warp along the
// axis]; the second step combines pairs of slots.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
#rows = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK: ttg.shared = 128 : i32
  // CHECK-LABEL: llvm.func @row_max
  tt.func public @row_max(%p: !tt.ptr<f32>, %v: f32) {
    %x = tt.splat %v : f32 -> tensor<16x64xf32, #blocked>
    // CHECK-COUNT-3: nvvm.shfl.sync bfly
    // CHECK-COUNT-2: "@$2 st.shared.b32 [ $0 + 0 ], $1;"
    // CHECK: nvvm.barrier0
    // CHECK: llvm.icmp "ult" %{{.*}}, %{{.*}} : i32
    // CHECK: ld.shared.b32
    // CHECK: nvvm.shfl.sync bfly %{{.*}}, %{{.*}}, %[[ONE:.*]], %{{.*}} : i32 -> i32
    // CHECK: "@$2 st.shared.b32 [ $0 + 0 ], $1;"
    // CHECK: nvvm.barrier0
    // CHECK-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.maxnumf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<16x64xf32, #blocked>) -> tensor<16xf32, #rows>
    %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #rows>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #rows>
    %pp = tt.addptr %ps, %r : tensor<16x!tt.ptr<f32>, #rows>, tensor<16xi32, #rows>
    // CHECK-COUNT-2: st.global.b32
    tt.store %pp, %s : tensor<16x!tt.ptr<f32>, #rows>
    tt.return
  }
}

// -----

// Within one warp nothing goes through shared memory.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @one_warp
  tt.func public @one_warp(%p: !tt.ptr<i32>, %v: i32) {
    %x = tt.splat %v : i32 -> tensor<64xi32, #blocked>
    // All 32 lanes combine by an integer add: one redux.sync (sm_80+), as
    // Triton.
    // CHECK: llvm.add
    // CHECK: nvvm.redux.sync add
    // CHECK-NOT: nvvm.shfl.sync
    // CHECK-NOT: shared
    // CHECK-NOT: nvvm.barrier0
    // CHECK: llvm.return
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.reduce.return %c : i32
    }) : (tensor<64xi32, #blocked>) -> i32
    tt.store %p, %s : !tt.ptr<i32>
    tt.return
  }
}

// -----

// redux.sync widens narrower integers to 32 bits: signed min and max by
// sign extension, the others by zeros; floats and sm_75 shuffle.

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @redux_i8_min
  tt.func public @redux_i8_min(%p: !tt.ptr<i8>, %x: tensor<64xi8, #blocked>) {
    // CHECK: llvm.sext %{{.*}} : i8 to i32
    // CHECK-NEXT: nvvm.redux.sync min
    // CHECK-NEXT: llvm.trunc %{{.*}} : i32 to i8
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i8, %b: i8):
      %c = arith.minsi %a, %b : i8
      tt.reduce.return %c : i8
    }) : (tensor<64xi8, #blocked>) -> i8
    tt.store %p, %s : !tt.ptr<i8>
    tt.return
  }
  // CHECK-LABEL: llvm.func @redux_i16_umax
  tt.func public @redux_i16_umax(%p: !tt.ptr<i16>, %x: tensor<64xi16, #blocked>) {
    // CHECK: llvm.zext %{{.*}} : i16 to i32
    // CHECK-NEXT: nvvm.redux.sync umax
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i16, %b: i16):
      %c = arith.maxui %a, %b : i16
      tt.reduce.return %c : i16
    }) : (tensor<64xi16, #blocked>) -> i16
    tt.store %p, %s : !tt.ptr<i16>
    tt.return
  }
  // CHECK-LABEL: llvm.func @float_max_shuffles
  tt.func public @float_max_shuffles(%p: !tt.ptr<f32>, %x: tensor<64xf32, #blocked>) {
    // CHECK-NOT: nvvm.redux.sync
    // CHECK-COUNT-5: nvvm.shfl.sync bfly
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.maxnumf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<64xf32, #blocked>) -> f32
    tt.store %p, %s : !tt.ptr<f32>
    tt.return
  }
  // Two combiner ops: no single redux.
  // CHECK-LABEL: llvm.func @two_ops_shuffles
  tt.func public @two_ops_shuffles(%p: !tt.ptr<i32>, %x: tensor<64xi32, #blocked>) {
    // CHECK-NOT: nvvm.redux.sync
    // CHECK-COUNT-5: nvvm.shfl.sync bfly
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      %d = arith.xori %c, %b : i32
      tt.reduce.return %d : i32
    }) : (tensor<64xi32, #blocked>) -> i32
    tt.store %p, %s : !tt.ptr<i32>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:75", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @sm75_shuffles
  tt.func public @sm75_shuffles(%p: !tt.ptr<i32>, %x: tensor<64xi32, #blocked>) {
    // CHECK-NOT: nvvm.redux.sync
    // CHECK-COUNT-5: nvvm.shfl.sync bfly
    %s = "tt.reduce"(%x) <{axis = 0 : i32}> ({
    ^bb0(%a: i32, %b: i32):
      %c = arith.addi %a, %b : i32
      tt.reduce.return %c : i32
    }) : (tensor<64xi32, #blocked>) -> i32
    tt.store %p, %s : !tt.ptr<i32>
    tt.return
  }
}

// -----

// Copies: an mma accumulator with fewer rows (4) than the instruction (16)
// holds each element twice in a thread (registers 2-3 copy 0-1, the row
// half's basis being zero). The row sum adds each element once: one fadd in
// the thread, then the lanes and warps along the columns.
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 4], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @row_sum_of_copies
  tt.func private @row_sum_of_copies(%x: tensor<4x32xf32, #mma>) -> tensor<4xf32, #ttg.slice<{dim = 1, parent = #mma}>> {
    // CHECK: %[[R0:.*]] = llvm.extractvalue %arg0[0]
    // CHECK: %[[R1:.*]] = llvm.extractvalue %arg0[1]
    // CHECK-NOT: llvm.fadd
    // CHECK: llvm.fadd %[[R0]], %[[R1]]
    // CHECK-NOT: llvm.fadd
    // CHECK: nvvm.shfl.sync bfly
    %s = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.addf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<4x32xf32, #mma>) -> tensor<4xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    tt.return %s : tensor<4xf32, #ttg.slice<{dim = 1, parent = #mma}>>
  }
}
