// RUN: tt-opt %s -split-input-file --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// Shape changes that keep every element in its thread only renumber
// registers.

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>
#col = #ttg.slice<{dim = 1, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A column of row numbers (2 registers: rows r and r ^ 8) broadcast along
  // the rows: registers 0-3 copy the first, 4-7 the second.
  // CHECK-LABEL: llvm.func @expand_broadcast
  tt.func public @expand_broadcast(%p: !tt.ptr<i32>) {
    // CHECK: %[[R:.*]] = llvm.or disjoint
    // CHECK: %[[R8:.*]] = llvm.xor %[[R]], %{{.*}} : i32
    // CHECK: %[[ROW:.*]] = llvm.add %[[R]], %[[START:.*]] : i32
    // CHECK: %[[ROW8:.*]] = llvm.add %[[R8]], %[[START]] : i32
    %v = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #col>
    %e = tt.expand_dims %v {axis = 1 : i32} : tensor<16xi32, #col> -> tensor<16x1xi32, #blocked>
    %b = tt.broadcast %e : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<16x64x!tt.ptr<i32>, #blocked>
    // CHECK-COUNT-4: st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %[[ROW]],
    // CHECK-COUNT-4: st.global.b32 [ $1 + 0 ], { $0 };", "r,l" %[[ROW8]],
    tt.store %ps, %b : tensor<16x64x!tt.ptr<i32>, #blocked>
    tt.return
  }

  // A transpose whose result layout is the source's transposed.
  // CHECK-LABEL: llvm.func @trans
  tt.func public @trans(%p: !tt.ptr<i32>) {
    %v = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #col>
    %e = tt.expand_dims %v {axis = 1 : i32} : tensor<16xi32, #col> -> tensor<16x1xi32, #blocked>
    %b = tt.broadcast %e : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    // CHECK-NOT: tt.trans
    %t = tt.trans %b {order = array<i32: 1, 0>} : tensor<16x64xi32, #blocked> -> tensor<64x16xi32, #ttg.linear<{register = [[1, 0], [2, 0], [0, 8]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[32, 0], [0, 4]], block = []}>>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<64x16x!tt.ptr<i32>, #ttg.linear<{register = [[1, 0], [2, 0], [0, 8]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[32, 0], [0, 4]], block = []}>>
    // CHECK-COUNT-8: st.global.b32
    tt.store %ps, %t : tensor<64x16x!tt.ptr<i32>, #ttg.linear<{register = [[1, 0], [2, 0], [0, 8]], lane = [[4, 0], [8, 0], [16, 0], [0, 1], [0, 2]], warp = [[32, 0], [0, 4]], block = []}>>
    tt.return
  }
}

// -----

// join, split, reshape, cat and unsplat move registers within a thread.
// Device functions take and return the lowered tensors, so the checks see
// which register of which operand lands where.

#s = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#j = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#jouter = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#jt = #ttg.linear<{register = [[1, 0], [0, 1]], lane = [[2, 0], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[64, 0], [128, 0]], block = []}>
#one = #ttg.linear<{register = [[0, 0]], lane = [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]], warp = [[0, 0], [0, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The new minor dimension is register bit 0: lhs and rhs alternate.
  // CHECK-LABEL: llvm.func internal @join(
  // CHECK-SAME: %[[A:[^:]*]]: !llvm.struct<(i32, i32)>, %[[B:[^:]*]]: !llvm.struct<(i32, i32)>
  // CHECK-DAG: %[[A0:.*]] = llvm.extractvalue %[[A]][0]
  // CHECK-DAG: %[[A1:.*]] = llvm.extractvalue %[[A]][1]
  // CHECK-DAG: %[[B0:.*]] = llvm.extractvalue %[[B]][0]
  // CHECK-DAG: %[[B1:.*]] = llvm.extractvalue %[[B]][1]
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[A0]], %{{.*}}[0]
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[B0]], %[[R0]][1]
  // CHECK: %[[R2:.*]] = llvm.insertvalue %[[A1]], %[[R1]][2]
  // CHECK: %[[R3:.*]] = llvm.insertvalue %[[B1]], %[[R2]][3]
  // CHECK: llvm.return %[[R3]] : !llvm.struct<(i32, i32, i32, i32)>
  tt.func private @join(%a: tensor<256xi32, #s>, %b: tensor<256xi32, #s>) -> tensor<256x2xi32, #j> attributes {noinline = true} {
    %j = tt.join %a, %b : tensor<256xi32, #s> -> tensor<256x2xi32, #j>
    tt.return %j : tensor<256x2xi32, #j>
  }

  // A result whose pair dimension is the slowest register bit: all of lhs,
  // then all of rhs.
  // CHECK-LABEL: llvm.func internal @join_pair_outer(
  // CHECK-SAME: %[[A:[^:]*]]: !llvm.struct<(i32, i32)>, %[[B:[^:]*]]: !llvm.struct<(i32, i32)>
  // CHECK-DAG: %[[A0:.*]] = llvm.extractvalue %[[A]][0]
  // CHECK-DAG: %[[A1:.*]] = llvm.extractvalue %[[A]][1]
  // CHECK-DAG: %[[B0:.*]] = llvm.extractvalue %[[B]][0]
  // CHECK-DAG: %[[B1:.*]] = llvm.extractvalue %[[B]][1]
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[A0]], %{{.*}}[0]
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[A1]], %[[R0]][1]
  // CHECK: %[[R2:.*]] = llvm.insertvalue %[[B0]], %[[R1]][2]
  // CHECK: %[[R3:.*]] = llvm.insertvalue %[[B1]], %[[R2]][3]
  // CHECK: llvm.return %[[R3]] : !llvm.struct<(i32, i32, i32, i32)>
  tt.func private @join_pair_outer(%a: tensor<256xi32, #s>, %b: tensor<256xi32, #s>) -> tensor<256x2xi32, #jouter> attributes {noinline = true} {
    %j = tt.join %a, %b : tensor<256xi32, #s> -> tensor<256x2xi32, #jouter>
    tt.return %j : tensor<256x2xi32, #jouter>
  }

  // split takes the elements with minor coordinate 0 to lhs, 1 to rhs.
  // CHECK-LABEL: llvm.func internal @split(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK-DAG: %[[X1:.*]] = llvm.extractvalue %[[X]][1]
  // CHECK-DAG: %[[X2:.*]] = llvm.extractvalue %[[X]][2]
  // CHECK-DAG: %[[X3:.*]] = llvm.extractvalue %[[X]][3]
  // CHECK: %[[L0:.*]] = llvm.insertvalue %[[X0]], %{{.*}}[0]
  // CHECK: %[[L:.*]] = llvm.insertvalue %[[X2]], %[[L0]][1]
  // CHECK: %[[H0:.*]] = llvm.insertvalue %[[X1]], %{{.*}}[0]
  // CHECK: %[[H:.*]] = llvm.insertvalue %[[X3]], %[[H0]][1]
  // CHECK: %[[P:.*]] = llvm.insertvalue %[[L]], %{{.*}}[0]
  // CHECK: %[[Q:.*]] = llvm.insertvalue %[[H]], %[[P]][1]
  // CHECK: llvm.return %[[Q]] : !llvm.struct<(struct<(f32, f32)>, struct<(f32, f32)>)>
  tt.func private @split(%x: tensor<256x2xf32, #j>) -> (tensor<256xf32, #s>, tensor<256xf32, #s>) attributes {noinline = true} {
    %l, %h = tt.split %x : tensor<256x2xf32, #j> -> tensor<256xf32, #s>
    tt.return %l, %h : tensor<256xf32, #s>, tensor<256xf32, #s>
  }

  // A layout that holds the minor dimension in register bit 1 (split
  // accepts any that keeps it in registers): lhs is registers 0 and 1.
  // CHECK-LABEL: llvm.func internal @split_top_bit(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(f32, f32, f32, f32)>
  // CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK-DAG: %[[X1:.*]] = llvm.extractvalue %[[X]][1]
  // CHECK-DAG: %[[X2:.*]] = llvm.extractvalue %[[X]][2]
  // CHECK-DAG: %[[X3:.*]] = llvm.extractvalue %[[X]][3]
  // CHECK: %[[L0:.*]] = llvm.insertvalue %[[X0]], %{{.*}}[0]
  // CHECK: %[[L:.*]] = llvm.insertvalue %[[X1]], %[[L0]][1]
  // CHECK: %[[H0:.*]] = llvm.insertvalue %[[X2]], %{{.*}}[0]
  // CHECK: %[[H:.*]] = llvm.insertvalue %[[X3]], %[[H0]][1]
  tt.func private @split_top_bit(%x: tensor<256x2xf32, #jt>) -> (tensor<256xf32, #s>, tensor<256xf32, #s>) attributes {noinline = true} {
    %l, %h = tt.split %x : tensor<256x2xf32, #jt> -> tensor<256xf32, #s>
    tt.return %l, %h : tensor<256xf32, #s>, tensor<256xf32, #s>
  }

  // The one element of a one-element tensor is in every register of every
  // thread (here two): register 0 it is.
  // CHECK-LABEL: llvm.func internal @unsplat(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(i32, i32)>
  // CHECK: %[[V:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK: llvm.return %[[V]] : i32
  tt.func private @unsplat(%x: tensor<1x1xi32, #one>) -> i32 attributes {noinline = true} {
    %v = tt.unsplat %x : tensor<1x1xi32, #one>
    tt.return %v : i32
  }
}

// -----

// reshape keeps each element's row-major position: 16x32 with 4 registers
// along the columns to 512 elements whose layout swaps register bits 0 and
// 1. With allow_reorder Triton keeps register i as register i.

#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#s4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#swapped = #ttg.linear<{register = [[2], [1]], lane = [[4], [8], [16], [32], [64]], warp = [[128], [256]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @reshape(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK-DAG: %[[X1:.*]] = llvm.extractvalue %[[X]][1]
  // CHECK-DAG: %[[X2:.*]] = llvm.extractvalue %[[X]][2]
  // CHECK-DAG: %[[X3:.*]] = llvm.extractvalue %[[X]][3]
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[X0]], %{{.*}}[0]
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[X2]], %[[R0]][1]
  // CHECK: %[[R2:.*]] = llvm.insertvalue %[[X1]], %[[R1]][2]
  // CHECK: %[[R3:.*]] = llvm.insertvalue %[[X3]], %[[R2]][3]
  // CHECK: llvm.return %[[R3]]
  tt.func private @reshape(%x: tensor<16x32xi32, #b>) -> tensor<512xi32, #swapped> attributes {noinline = true} {
    %r = tt.reshape %x : tensor<16x32xi32, #b> -> tensor<512xi32, #swapped>
    tt.return %r : tensor<512xi32, #swapped>
  }

  // CHECK-LABEL: llvm.func internal @reshape_reorder(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(i32, i32, i32, i32)>
  // CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK-DAG: %[[X1:.*]] = llvm.extractvalue %[[X]][1]
  // CHECK-DAG: %[[X2:.*]] = llvm.extractvalue %[[X]][2]
  // CHECK-DAG: %[[X3:.*]] = llvm.extractvalue %[[X]][3]
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[X0]], %{{.*}}[0]
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[X1]], %[[R0]][1]
  // CHECK: %[[R2:.*]] = llvm.insertvalue %[[X2]], %[[R1]][2]
  // CHECK: %[[R3:.*]] = llvm.insertvalue %[[X3]], %[[R2]][3]
  // CHECK: llvm.return %[[R3]]
  tt.func private @reshape_reorder(%x: tensor<16x32xi32, #b>) -> tensor<512xi32, #swapped> attributes {noinline = true} {
    %r = tt.reshape %x allow_reorder efficient_layout : tensor<16x32xi32, #b> -> tensor<512xi32, #swapped>
    tt.return %r : tensor<512xi32, #swapped>
  }

  // Back to 2-D: 512 elements of 4 consecutive registers to 16x32.
  // CHECK-LABEL: llvm.func internal @reshape_2d(
  // CHECK-SAME: %[[X:[^:]*]]: !llvm.struct<(f16, f16, f16, f16)>
  // CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %[[X]][0]
  // CHECK-DAG: %[[X3:.*]] = llvm.extractvalue %[[X]][3]
  // CHECK: llvm.insertvalue %[[X0]], %{{.*}}[0]
  // CHECK: llvm.insertvalue %[[X3]], %{{.*}}[3]
  tt.func private @reshape_2d(%x: tensor<512xf16, #s4>) -> tensor<16x32xf16, #b> attributes {noinline = true} {
    %r = tt.reshape %x : tensor<512xf16, #s4> -> tensor<16x32xf16, #b>
    tt.return %r : tensor<16x32xf16, #b>
  }
}

// -----

// cat: Triton's order, lhs's registers then rhs's.

#c1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#c2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @cat(
  // CHECK-SAME: %[[A:[^:]*]]: !llvm.struct<(f32, f32)>, %[[B:[^:]*]]: !llvm.struct<(f32, f32)>
  // CHECK-DAG: %[[A0:.*]] = llvm.extractvalue %[[A]][0]
  // CHECK-DAG: %[[A1:.*]] = llvm.extractvalue %[[A]][1]
  // CHECK-DAG: %[[B0:.*]] = llvm.extractvalue %[[B]][0]
  // CHECK-DAG: %[[B1:.*]] = llvm.extractvalue %[[B]][1]
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[A0]], %{{.*}}[0]
  // CHECK: %[[R1:.*]] = llvm.insertvalue %[[A1]], %[[R0]][1]
  // CHECK: %[[R2:.*]] = llvm.insertvalue %[[B0]], %[[R1]][2]
  // CHECK: %[[R3:.*]] = llvm.insertvalue %[[B1]], %[[R2]][3]
  // CHECK: llvm.return %[[R3]] : !llvm.struct<(f32, f32, f32, f32)>
  tt.func private @cat(%a: tensor<256xf32, #c1>, %b: tensor<256xf32, #c1>) -> tensor<512xf32, #c2> attributes {noinline = true} {
    %c = tt.cat %a, %b : tensor<256xf32, #c1> -> tensor<512xf32, #c2>
    tt.return %c : tensor<512xf32, #c2>
  }
}
