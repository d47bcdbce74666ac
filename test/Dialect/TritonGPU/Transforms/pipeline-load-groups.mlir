// RUN: tt-opt %s -split-input-file --tritongpu-pipeline=num-stages=3 | FileCheck %s

// Buffer counts per load, the layout a load read both by a dot and in
// registers is staged in, and wgmma dots with A in registers split along K,
// as Triton 3.6's pipeliner makes them. Inputs: the IR Triton had before
// tritongpu-pipeline for three random K-loop kernels of utils/difftest
// (seed 72, kernels 17, 148 and 124).
//
// First: an i8 tile staged for registers (a local_load in the dot-operand
// layout, converted to bf16 as A) and a bf16 tile read by the wgmma through
// a memdesc_trans. The register-read load keeps its two slots; the one the
// asynchronous wgmma reads gets a third. Each count has its own insert and
// extract index. The dot reads A from registers written in the loop, so it
// is split into four K=16 dots (instrShape's K): A's pieces through
// tt.reshape/tt.trans/tt.split and a free conversion back to the operand
// layout, B's as read-only K-slices of the slot; each piece waits for all
// but the other three.

// CHECK-LABEL: tt.func public @k_s72_17
// CHECK-DAG: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
// CHECK-DAG: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x32x64xbf16, #shared1, #smem, mutable>
// CHECK: scf.for {{.*}} -> (tensor<64x32xf32, #mma>, i32, i32, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)
// CHECK: %[[AVAL:.*]] = arith.sitofp
// CHECK: %[[BVIEW:.*]] = ttg.memdesc_trans
// CHECK: %[[R:.*]] = tt.reshape %[[AVAL]] : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> -> tensor<64x2x2x16xbf16, #[[L4:linear[0-9]*]]>
// CHECK: %[[T:.*]] = tt.trans %[[R]] {order = array<i32: 0, 3, 2, 1>}
// CHECK: %[[H0:.*]], %[[H1:.*]] = tt.split %[[T]]
// CHECK: %[[Q0:.*]], %[[Q1:.*]] = tt.split %[[H0]]
// CHECK: %[[Q2:.*]], %[[Q3:.*]] = tt.split %[[H1]]
// CHECK: %[[A0:.*]] = ttg.convert_layout %[[Q0]] : {{.*}} -> tensor<64x16xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[A1:.*]] = ttg.convert_layout %[[Q1]]
// CHECK: %[[A2:.*]] = ttg.convert_layout %[[Q2]]
// CHECK: %[[A3:.*]] = ttg.convert_layout %[[Q3]]
// CHECK: %[[B0:.*]] = ttg.memdesc_subslice %[[BVIEW]][0, 0] : !ttg.memdesc<64x32xbf16, #shared2, #smem, mutable> -> !ttg.memdesc<16x32xbf16, #shared2, #smem, 64x32>
// CHECK: %[[B1:.*]] = ttg.memdesc_subslice %[[BVIEW]][16, 0]
// CHECK: %[[B2:.*]] = ttg.memdesc_subslice %[[BVIEW]][32, 0]
// CHECK: %[[B3:.*]] = ttg.memdesc_subslice %[[BVIEW]][48, 0]
// CHECK: %[[D0:.*]] = ttng.warp_group_dot %[[A0]], %[[B0]], %{{.*}} {inputPrecision = 0 : i32, isAsync = true}
// CHECK-NEXT: %[[W0:.*]]:2 = ttng.warp_group_dot_wait %[[D0]], %[[B0]] {pendings = 3 : i32}
// CHECK: %[[D1:.*]] = ttng.warp_group_dot %[[A1]], %[[B1]], %[[W0]]#0, %{{.*}} {inputPrecision = 0 : i32, isAsync = true}
// CHECK-NEXT: ttng.warp_group_dot_wait %[[D1]], %[[B1]] {pendings = 3 : i32}
// CHECK: ttng.warp_group_dot %[[A2]], %[[B2]]
// CHECK-NEXT: ttng.warp_group_dot_wait {{.*}} {pendings = 3 : i32}
// CHECK: ttng.warp_group_dot %[[A3]], %[[B3]]
// CHECK-NEXT: ttng.warp_group_dot_wait {{.*}} {pendings = 3 : i32}
// CHECK: ttg.local_dealloc %[[B]]
// CHECK: ttg.local_dealloc %[[A]]

#blocked = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [2, 4, 1], order = [2, 0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 0, 1], [0, 1, 0], [8, 0, 0], [0, 8, 0]], lane = [[0, 2, 0], [0, 4, 0], [1, 0, 0], [2, 0, 0], [4, 0, 0]], warp = [[16, 0, 0], [32, 0, 0], [0, 16, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 16, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s72_17(%in0_ptr: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %in1_ptr: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %out0_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %M: i32, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}, %lim0: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<1x32x1xi32, #blocked>
    %cst_0 = arith.constant dense<64> : tensor<64x1x1xi32, #blocked>
    %c4096_i32 = arith.constant 4096 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi8, #blocked1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xbf16, #blocked2>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c63_i32 = arith.constant 63 : i32
    %acc = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %pid = tt.get_program_id x : i32
    %pid_3 = tt.get_num_programs y : i32
    %pid_4 = arith.muli %pid, %pid_3 : i32
    %pid_5 = tt.get_program_id y : i32
    %pid_6 = arith.addi %pid_4, %pid_5 : i32
    %rm = arith.muli %pid, %c64_i32 : i32
    %rm_7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rm_8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %rm_9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %rm_10 = tt.splat %rm : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rm_11 = arith.addi %rm_10, %rm_7 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rn = arith.muli %pid_5, %c32_i32 : i32
    %rn_12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %rn_13 = tt.splat %rn : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %rn_14 = arith.addi %rn_13, %rn_12 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %0 = arith.addi %K, %c63_i32 : i32
    %1 = arith.divsi %0, %c64_i32 : i32
    %x0 = tt.expand_dims %rm_11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %x0_15 = tt.splat %M : i32 -> tensor<64x1xi32, #blocked1>
    %x0_16 = arith.cmpi slt, %x0, %x0_15 : tensor<64x1xi32, #blocked1>
    %x0_17 = tt.splat %K : i32 -> tensor<1x64xi32, #blocked1>
    %x0_18 = tt.splat %K : i32 -> tensor<1x64xi32, #blocked2>
    %x0_19 = tt.broadcast %x0_16 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %x0_20 = tt.splat %K : i32 -> tensor<64x1xi32, #blocked1>
    %x0_21 = arith.muli %x0, %x0_20 : tensor<64x1xi32, #blocked1>
    %x0_22 = tt.splat %in0_ptr : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
    %x0_23 = tt.addptr %x0_22, %x0_21 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
    %x0_24 = tt.broadcast %x0_23 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x64x!tt.ptr<i8>, #blocked1>
    %x1 = tt.expand_dims %rn_14 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
    %x1_25 = tt.splat %N : i32 -> tensor<32x1xi32, #blocked2>
    %x1_26 = arith.cmpi slt, %x1, %x1_25 : tensor<32x1xi32, #blocked2>
    %x1_27 = tt.broadcast %x1_26 : tensor<32x1xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
    %x1_28 = tt.splat %K : i32 -> tensor<32x1xi32, #blocked2>
    %x1_29 = arith.muli %x1, %x1_28 : tensor<32x1xi32, #blocked2>
    %x1_30 = tt.splat %in1_ptr : !tt.ptr<bf16> -> tensor<32x1x!tt.ptr<bf16>, #blocked2>
    %x1_31 = tt.addptr %x1_30, %x1_29 : tensor<32x1x!tt.ptr<bf16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %x1_32 = tt.broadcast %x1_31 : tensor<32x1x!tt.ptr<bf16>, #blocked2> -> tensor<32x64x!tt.ptr<bf16>, #blocked2>
    %acc_33 = scf.for %acc_34 = %c0_i32 to %1 step %c1_i32 iter_args(%acc_35 = %acc) -> (tensor<64x32xf32, #mma>)  : i32 {
      %rk = arith.muli %acc_34, %c64_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %rk_36 = tt.splat %rk {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %rk_37 = tt.splat %rk {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %rk_38 = arith.addi %rk_36, %rm_8 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %rk_39 = arith.addi %rk_37, %rm_9 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %x0_40 = tt.expand_dims %rk_38 {axis = 0 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %x0_41 = tt.expand_dims %rk_39 {axis = 0 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
      %x0_42 = arith.cmpi slt, %x0_40, %x0_17 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked1>
      %x0_43 = arith.cmpi slt, %x0_41, %x0_18 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked2>
      %x0_44 = tt.broadcast %x0_42 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %x0_45 = arith.andi %x0_19, %x0_44 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x64xi1, #blocked1>
      %x0_46 = tt.broadcast %x0_40 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
      %x0_47 = tt.addptr %x0_24, %x0_46 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
      %x0_48 = tt.load %x0_47, %x0_45, %cst_1 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1>
      %acc_49 = ttg.convert_layout %x0_48 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xi8, #blocked1> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %x1_50 = tt.broadcast %x0_43 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x64xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
      %x1_51 = arith.andi %x1_27, %x1_50 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x64xi1, #blocked2>
      %x1_52 = tt.broadcast %x0_41 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x64xi32, #blocked2> -> tensor<32x64xi32, #blocked2>
      %x1_53 = tt.addptr %x1_32, %x1_52 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x64x!tt.ptr<bf16>, #blocked2>, tensor<32x64xi32, #blocked2>
      %x1_54 = tt.load %x1_53, %x1_51, %cst_2 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x64x!tt.ptr<bf16>, #blocked2>
      %acc_55 = arith.sitofp %acc_49 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> to tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %acc_56 = ttg.local_alloc %x1_54 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<32x64xbf16, #blocked2>) -> !ttg.memdesc<32x64xbf16, #shared, #smem>
      %acc_57 = ttg.memdesc_trans %acc_56 {loop.cluster = 0 : i32, loop.stage = 2 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<32x64xbf16, #shared, #smem> -> !ttg.memdesc<64x32xbf16, #shared1, #smem>
      %acc_58 = ttng.warp_group_dot %acc_55, %acc_57, %acc_35 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x64xbf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x32xbf16, #shared1, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %acc_58 : tensor<64x32xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    %v1 = tt.join %acc_33, %acc_33 : tensor<64x32xf32, #mma> -> tensor<64x32x2xf32, #linear>
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %4 = tt.expand_dims %3 {axis = 2 : i32} : tensor<64x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<64x1x1xi32, #blocked>
    %5 = tt.splat %lim0 : i32 -> tensor<64x1x1xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<64x1x1xi32, #blocked>
    %7 = arith.muli %pid_6, %c4096_i32 : i32
    %8 = tt.addptr %out0_ptr, %7 : !tt.ptr<f32>, i32
    %9 = arith.muli %4, %cst_0 : tensor<64x1x1xi32, #blocked>
    %10 = tt.splat %8 : !tt.ptr<f32> -> tensor<64x1x1x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %9 : tensor<64x1x1x!tt.ptr<f32>, #blocked>, tensor<64x1x1xi32, #blocked>
    %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %14 = tt.expand_dims %13 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %15 = arith.muli %14, %cst : tensor<1x32x1xi32, #blocked>
    %16 = tt.broadcast %11 : tensor<64x1x1x!tt.ptr<f32>, #blocked> -> tensor<64x32x1x!tt.ptr<f32>, #blocked>
    %17 = tt.broadcast %15 : tensor<1x32x1xi32, #blocked> -> tensor<64x32x1xi32, #blocked>
    %18 = tt.addptr %16, %17 : tensor<64x32x1x!tt.ptr<f32>, #blocked>, tensor<64x32x1xi32, #blocked>
    %19 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x2xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %21 = tt.expand_dims %20 {axis = 1 : i32} : tensor<1x2xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x2xi32, #blocked>
    %22 = tt.broadcast %18 : tensor<64x32x1x!tt.ptr<f32>, #blocked> -> tensor<64x32x2x!tt.ptr<f32>, #blocked>
    %23 = tt.broadcast %21 : tensor<1x1x2xi32, #blocked> -> tensor<64x32x2xi32, #blocked>
    %24 = tt.addptr %22, %23 : tensor<64x32x2x!tt.ptr<f32>, #blocked>, tensor<64x32x2xi32, #blocked>
    %25 = tt.broadcast %6 : tensor<64x1x1xi1, #blocked> -> tensor<64x32x2xi1, #blocked>
    %26 = ttg.convert_layout %v1 : tensor<64x32x2xf32, #linear> -> tensor<64x32x2xf32, #blocked>
    tt.store %24, %26, %25 : tensor<64x32x2x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// A wgmma A operand with a non-zero `other` (staged, read back, the select
// applied, then allocated: its slot is not read by the wgmma) keeps two
// slots; B, read by the wgmma, three. Each count has its own indices,
// carried in load order and advanced at the top of the body last count
// first (Triton's lowering puts each group's at the start of the body).

// CHECK-LABEL: tt.func public @k_s72_148
// CHECK-DAG: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
// CHECK-DAG: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x32x32xf16, #shared, #smem, mutable>
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[THREE:.*]] = arith.constant 3 : i32
// CHECK: scf.for {{.*}} -> (tensor<64x32xf32, #mma>, i32, i32, i32, i32, !ttg.async.token, !ttg.async.token, tensor<64x32xi1, #[[BL:[^>]*]]>, tensor<64x32xi1, #[[BL]]>, !ttg.async.token, !ttg.async.token)
// CHECK: arith.cmpi sge, %{{.*}}, %[[THREE]] : i32
// CHECK: arith.cmpi sge, %{{.*}}, %[[TWO]] : i32
// CHECK: %[[SLOT:.*]] = ttg.memdesc_index %[[A]]
// CHECK-NEXT: %[[V:.*]] = ttg.local_load %[[SLOT]] token
// CHECK-NEXT: %[[SEL:.*]] = arith.select %{{.*}}, %[[V]], %{{.*}} : tensor<64x32xi1, #[[BL]]>, tensor<64x32xf16, #[[BL]]>
// CHECK-NEXT: %[[OPND:.*]] = ttg.local_alloc %[[SEL]]
// CHECK: ttng.warp_group_dot %[[OPND]]
// CHECK-NEXT: ttng.warp_group_dot_wait {{.*}} {pendings = 0 : i32}

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [16, 0], [0, 8], [1, 0]], lane = [[0, 2], [0, 4], [2, 0], [4, 0], [8, 0]], warp = [[32, 0], [64, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s72_148(%in0_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %in1_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %out0_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %M: i32, %N: i32, %K: i32 {tt.divisibility = 16 : i32}, %lim0: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<16> : tensor<128x1xi32, #blocked>
    %c2048_i32 = arith.constant 2048 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<-1.000000e+00> : tensor<64x32xf16, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x32xf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %acc = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %pid = tt.get_program_id x : i32
    %pid_2 = tt.get_num_programs y : i32
    %pid_3 = arith.muli %pid, %pid_2 : i32
    %pid_4 = tt.get_program_id y : i32
    %pid_5 = arith.addi %pid_3, %pid_4 : i32
    %rm = arith.muli %pid, %c64_i32 : i32
    %rm_6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rm_7 = tt.splat %rm : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rm_8 = arith.addi %rm_7, %rm_6 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rn = arith.muli %pid_4, %c32_i32 : i32
    %rn_9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %rn_10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rn_11 = tt.splat %rn : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rn_12 = arith.addi %rn_11, %rn_10 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %0 = arith.addi %K, %c31_i32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %x0 = tt.expand_dims %rm_8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %x0_13 = tt.splat %M : i32 -> tensor<64x1xi32, #blocked1>
    %x0_14 = arith.cmpi slt, %x0, %x0_13 : tensor<64x1xi32, #blocked1>
    %x0_15 = tt.splat %K : i32 -> tensor<1x32xi32, #blocked1>
    %x0_16 = tt.broadcast %x0_14 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %x0_17 = tt.splat %K : i32 -> tensor<64x1xi32, #blocked1>
    %x0_18 = arith.muli %x0, %x0_17 : tensor<64x1xi32, #blocked1>
    %x0_19 = tt.splat %in0_ptr : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %x0_20 = tt.addptr %x0_19, %x0_18 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %x0_21 = tt.broadcast %x0_20 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %x1 = tt.expand_dims %rn_12 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %x1_22 = tt.splat %N : i32 -> tensor<32x1xi32, #blocked1>
    %x1_23 = arith.cmpi slt, %x1, %x1_22 : tensor<32x1xi32, #blocked1>
    %x1_24 = tt.broadcast %x1_23 : tensor<32x1xi1, #blocked1> -> tensor<32x32xi1, #blocked1>
    %x1_25 = tt.splat %K : i32 -> tensor<32x1xi32, #blocked1>
    %x1_26 = arith.muli %x1, %x1_25 : tensor<32x1xi32, #blocked1>
    %x1_27 = tt.splat %in1_ptr : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %x1_28 = tt.addptr %x1_27, %x1_26 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %x1_29 = tt.broadcast %x1_28 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x32x!tt.ptr<f16>, #blocked1>
    %acc_30 = scf.for %acc_31 = %c0_i32 to %1 step %c1_i32 iter_args(%acc_32 = %acc) -> (tensor<64x32xf32, #mma>)  : i32 {
      %rk = arith.muli %acc_31, %c32_i32 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32
      %rk_33 = tt.splat %rk {loop.cluster = 2 : i32, loop.stage = 0 : i32} : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %rk_34 = arith.addi %rk_33, %rn_9 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %x0_35 = tt.expand_dims %rk_34 {axis = 0 : i32, loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %x0_36 = arith.cmpi slt, %x0_35, %x0_15 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1>
      %x0_37 = tt.broadcast %x0_36 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %x0_38 = arith.andi %x0_16, %x0_37 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x32xi1, #blocked1>
      %x0_39 = tt.broadcast %x0_35 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %x0_40 = tt.addptr %x0_21, %x0_39 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %x0_41 = tt.load %x0_40, %x0_38, %cst_0 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %x0_42 = ttg.local_alloc %x0_41 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x32xf16, #blocked1>) -> !ttg.memdesc<64x32xf16, #shared, #smem>
      %x1_43 = tt.broadcast %x0_36 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x32xi1, #blocked1> -> tensor<32x32xi1, #blocked1>
      %x1_44 = arith.andi %x1_24, %x1_43 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x32xi1, #blocked1>
      %x1_45 = tt.broadcast %x0_35 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1> -> tensor<32x32xi32, #blocked1>
      %x1_46 = tt.addptr %x1_29, %x1_45 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked1>, tensor<32x32xi32, #blocked1>
      %x1_47 = tt.load %x1_46, %x1_44, %cst_1 {loop.cluster = 2 : i32, loop.stage = 0 : i32} : tensor<32x32x!tt.ptr<f16>, #blocked1>
      %acc_48 = ttg.local_alloc %x1_47 {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<32x32xf16, #blocked1>) -> !ttg.memdesc<32x32xf16, #shared, #smem>
      %acc_49 = ttg.memdesc_trans %acc_48 {loop.cluster = 0 : i32, loop.stage = 2 : i32, order = array<i32: 1, 0>} : !ttg.memdesc<32x32xf16, #shared, #smem> -> !ttg.memdesc<32x32xf16, #shared1, #smem>
      %acc_50 = ttng.warp_group_dot %x0_42, %acc_49, %acc_32 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x32xf16, #shared, #smem> * !ttg.memdesc<32x32xf16, #shared1, #smem> -> tensor<64x32xf32, #mma>
      scf.yield %acc_50 : tensor<64x32xf32, #mma>
    } {tt.scheduled_max_stage = 2 : i32}
    %v1 = arith.truncf %acc_30 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %v3 = tt.reshape %v1 : tensor<64x32xf16, #mma> -> tensor<128x16xf16, #linear>
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<128x1xi32, #blocked>
    %4 = tt.splat %lim0 : i32 -> tensor<128x1xi32, #blocked>
    %5 = arith.cmpi slt, %3, %4 : tensor<128x1xi32, #blocked>
    %6 = arith.muli %pid_5, %c2048_i32 : i32
    %7 = tt.addptr %out0_ptr, %6 : !tt.ptr<f16>, i32
    %8 = arith.muli %3, %cst : tensor<128x1xi32, #blocked>
    %9 = tt.splat %7 : !tt.ptr<f16> -> tensor<128x1x!tt.ptr<f16>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<128x1x!tt.ptr<f16>, #blocked>, tensor<128x1xi32, #blocked>
    %11 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %13 = tt.broadcast %10 : tensor<128x1x!tt.ptr<f16>, #blocked> -> tensor<128x16x!tt.ptr<f16>, #blocked>
    %14 = tt.broadcast %12 : tensor<1x16xi32, #blocked> -> tensor<128x16xi32, #blocked>
    %15 = tt.addptr %13, %14 : tensor<128x16x!tt.ptr<f16>, #blocked>, tensor<128x16xi32, #blocked>
    %16 = tt.broadcast %5 : tensor<128x1xi1, #blocked> -> tensor<128x16xi1, #blocked>
    %17 = ttg.convert_layout %v3 : tensor<128x16xf16, #linear> -> tensor<128x16xf16, #blocked>
    tt.store %15, %17, %16 : tensor<128x16x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// A load read both as a wgmma operand (an alloc in nvmma_shared) and in
// registers (tt.trans, arithmetic) is staged in the operand's layout, as
// Triton's getSharedEncoding takes a local_alloc's encoding first; its
// non-zero `other` is applied after the local_load, before both readers.

// CHECK-LABEL: tt.func public @k_s72_124
// CHECK: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xbf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: %[[SLOT:.*]] = ttg.memdesc_index %[[A]]
// CHECK-NEXT: %[[V:.*]] = ttg.local_load %[[SLOT]] token {{.*}} : !ttg.memdesc<64x32xbf16, #shared, #smem, mutable> -> tensor<64x32xbf16, #[[BL2:[^>]*]]>
// CHECK-NEXT: %[[SEL:.*]] = arith.select %{{.*}}, %[[V]], %{{.*}}
// CHECK-DAG: ttg.local_alloc %[[SEL]] : (tensor<64x32xbf16, #[[BL2]]>) -> !ttg.memdesc<64x32xbf16, #shared, #smem>
// CHECK-DAG: tt.trans %[[SEL]]

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k_s72_124(%in0_ptr: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %in1_ptr: !tt.ptr<bf16> {tt.divisibility = 16 : i32}, %out0_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out1_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32, %K: i32 {tt.divisibility = 16 : i32}, %lim0: i32, %lim1: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<64x1xi32, #blocked>
    %c4096_i32 = arith.constant 4096 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<-1.000000e+00> : tensor<64x32xbf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xbf16, #blocked2>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked2>
    %c31_i32 = arith.constant 31 : i32
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %pid = tt.get_program_id x : i32
    %pid_4 = tt.get_num_programs y : i32
    %pid_5 = arith.muli %pid, %pid_4 : i32
    %pid_6 = tt.get_program_id y : i32
    %pid_7 = arith.addi %pid_5, %pid_6 : i32
    %rm = arith.muli %pid, %c64_i32 : i32
    %rm_8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rm_9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %rm_10 = tt.splat %rm : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rm_11 = arith.addi %rm_10, %rm_8 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %rn = arith.muli %pid_6, %c64_i32 : i32
    %rn_12 = tt.splat %rn : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %rn_13 = arith.addi %rn_12, %rm_9 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %0 = arith.addi %K, %c31_i32 : i32
    %1 = arith.divsi %0, %c32_i32 : i32
    %rk = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %rk_14 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %x0 = tt.expand_dims %rm_11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %x0_15 = tt.splat %M : i32 -> tensor<64x1xi32, #blocked1>
    %x0_16 = arith.cmpi slt, %x0, %x0_15 : tensor<64x1xi32, #blocked1>
    %x0_17 = tt.splat %K : i32 -> tensor<1x32xi32, #blocked1>
    %x0_18 = tt.broadcast %x0_16 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %x0_19 = tt.splat %K : i32 -> tensor<64x1xi32, #blocked1>
    %x0_20 = arith.muli %x0, %x0_19 : tensor<64x1xi32, #blocked1>
    %x0_21 = tt.splat %in0_ptr : !tt.ptr<bf16> -> tensor<64x1x!tt.ptr<bf16>, #blocked1>
    %x0_22 = tt.addptr %x0_21, %x0_20 : tensor<64x1x!tt.ptr<bf16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %x0_23 = tt.broadcast %x0_22 : tensor<64x1x!tt.ptr<bf16>, #blocked1> -> tensor<64x32x!tt.ptr<bf16>, #blocked1>
    %x1 = tt.splat %K : i32 -> tensor<32x1xi32, #blocked2>
    %x1_24 = tt.expand_dims %rn_13 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %x1_25 = tt.splat %N : i32 -> tensor<1x64xi32, #blocked2>
    %x1_26 = arith.cmpi slt, %x1_24, %x1_25 : tensor<1x64xi32, #blocked2>
    %x1_27 = tt.broadcast %x1_26 : tensor<1x64xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
    %x1_28 = tt.splat %N : i32 -> tensor<32x1xi32, #blocked2>
    %x1_29 = tt.splat %in1_ptr : !tt.ptr<bf16> -> tensor<32x1x!tt.ptr<bf16>, #blocked2>
    %x1_30 = tt.broadcast %x1_24 : tensor<1x64xi32, #blocked2> -> tensor<32x64xi32, #blocked2>
    %acc = scf.for %acc_35 = %c0_i32 to %1 step %c1_i32 iter_args(%arg10 = %cst_3) -> (tensor<64x64xf32, #mma>)  : i32 {
      %rk_36 = arith.muli %acc_35, %c32_i32 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32
      %rk_37 = tt.splat %rk_36 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %rk_38 = tt.splat %rk_36 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %rk_39 = arith.addi %rk_37, %rk {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %rk_40 = arith.addi %rk_38, %rk_14 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %x0_41 = tt.expand_dims %rk_39 {axis = 0 : i32, loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %x0_42 = arith.cmpi slt, %x0_41, %x0_17 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1>
      %x0_43 = tt.broadcast %x0_42 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %x0_44 = arith.andi %x0_18, %x0_43 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<64x32xi1, #blocked1>
      %x0_45 = tt.broadcast %x0_41 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %x0_46 = tt.addptr %x0_23, %x0_45 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<bf16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %x0_47 = tt.load %x0_46, %x0_44, %cst_0 {loop.cluster = 3 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<bf16>, #blocked1>
      %x0_48 = ttg.local_alloc %x0_47 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : (tensor<64x32xbf16, #blocked1>) -> !ttg.memdesc<64x32xbf16, #shared, #smem>
      %x1_49 = tt.expand_dims %rk_40 {axis = 1 : i32, loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %x1_50 = arith.cmpi slt, %x1_49, %x1 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x1xi32, #blocked2>
      %x1_51 = tt.broadcast %x1_50 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x1xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
      %x1_52 = arith.andi %x1_51, %x1_27 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64xi1, #blocked2>
      %x1_53 = arith.muli %x1_49, %x1_28 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x1xi32, #blocked2>
      %x1_54 = tt.addptr %x1_29, %x1_53 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x1x!tt.ptr<bf16>, #blocked2>, tensor<32x1xi32, #blocked2>
      %x1_55 = tt.broadcast %x1_54 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x1x!tt.ptr<bf16>, #blocked2> -> tensor<32x64x!tt.ptr<bf16>, #blocked2>
      %x1_56 = tt.addptr %x1_55, %x1_30 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64x!tt.ptr<bf16>, #blocked2>, tensor<32x64xi32, #blocked2>
      %x1_57 = tt.load %x1_56, %x1_52, %cst_1 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64x!tt.ptr<bf16>, #blocked2>
      %l0 = tt.trans %x0_47 {loop.cluster = 0 : i32, loop.stage = 3 : i32, order = array<i32: 1, 0>} : tensor<64x32xbf16, #blocked1> -> tensor<32x64xbf16, #blocked3>
      %l1 = ttg.convert_layout %l0 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64xbf16, #blocked3> -> tensor<32x64xbf16, #blocked2>
      %l1_58 = arith.mulf %l1, %x1_57 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64xbf16, #blocked2>
      %l2c = arith.extf %l1_58 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64xbf16, #blocked2> to tensor<32x64xf32, #blocked2>
      %l2c_59 = arith.cmpf ogt, %l2c, %cst_2 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64xf32, #blocked2>
      %l2 = arith.select %l2c_59, %l1, %l1_58 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : tensor<32x64xi1, #blocked2>, tensor<32x64xbf16, #blocked2>
      %l2_60 = ttg.local_alloc %l2 {loop.cluster = 0 : i32, loop.stage = 3 : i32} : (tensor<32x64xbf16, #blocked2>) -> !ttg.memdesc<32x64xbf16, #shared1, #smem>
      %acc_61 = ttng.warp_group_dot %x0_48, %l2_60, %arg10 {inputPrecision = 0 : i32, loop.cluster = 0 : i32, loop.stage = 3 : i32} : !ttg.memdesc<64x32xbf16, #shared, #smem> * !ttg.memdesc<32x64xbf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
      scf.yield %acc_61 : tensor<64x64xf32, #mma>
    } {tt.scheduled_max_stage = 3 : i32}
    %acc_31 = ttg.convert_layout %acc : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    %acc_32 = ttg.convert_layout %acc : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked4>
    %v6 = "tt.scan"(%acc_31) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%v6_35: f32, %v6_36: f32):
      %v6_37 = arith.addf %v6_35, %v6_36 : f32
      tt.scan.return %v6_37 : f32
    }) : (tensor<64x64xf32, #blocked>) -> tensor<64x64xf32, #blocked>
    %v6_33 = "tt.scan"(%acc_32) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%v6_35: f32, %v6_36: f32):
      %v6_37 = arith.addf %v6_35, %v6_36 : f32
      tt.scan.return %v6_37 : f32
    }) : (tensor<64x64xf32, #blocked4>) -> tensor<64x64xf32, #blocked4>
    %v6_34 = ttg.convert_layout %v6_33 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #mma>
    %v7c = arith.cmpf ole, %acc, %cst_3 : tensor<64x64xf32, #mma>
    %v7 = arith.select %v7c, %v6_34, %acc : tensor<64x64xi1, #mma>, tensor<64x64xf32, #mma>
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %4 = tt.splat %lim0 : i32 -> tensor<64x1xi32, #blocked>
    %5 = arith.cmpi slt, %3, %4 : tensor<64x1xi32, #blocked>
    %6 = arith.muli %pid_7, %c4096_i32 : i32
    %7 = tt.addptr %out0_ptr, %6 : !tt.ptr<f32>, i32
    %8 = arith.muli %3, %cst : tensor<64x1xi32, #blocked>
    %9 = tt.splat %7 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %13 = tt.broadcast %10 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %14 = tt.broadcast %12 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %15 = tt.addptr %13, %14 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %16 = tt.broadcast %5 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %17 = ttg.convert_layout %v7 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %15, %17, %16 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %18 = tt.splat %lim1 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.cmpi slt, %3, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.addptr %out1_ptr, %6 : !tt.ptr<f32>, i32
    %21 = tt.splat %20 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %22 = tt.addptr %21, %8 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %23 = tt.broadcast %22 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %24 = tt.addptr %23, %14 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %25 = tt.broadcast %19 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    tt.store %24, %v6, %25 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
