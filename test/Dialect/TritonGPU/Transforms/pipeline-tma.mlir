// RUN: tt-opt %s -tritongpu-assign-latencies=num-stages=3 -tritongpu-schedule-loops \
// RUN:   -tritongpu-pipeline=num-stages=3 -canonicalize | FileCheck %s

// A wgmma K loop reading both operands through tensor descriptors, at
// num_stages = 3: each descriptor load becomes a TMA copy into a 3-deep
// buffer (stage distance 2, one more because wgmma reads it), with one
// mbarrier per buffer for both loads. The barriers are initialised before
// the loop; the two prologue iterations and the kernel's loads for two
// iterations ahead each expect both blocks' bytes (2 x 16 KiB) on the
// insert slot's barrier, predicated on the trip count; the kernel waits on
// the extract slot's barrier at a phase that flips whenever the slot wraps,
// and the dot reads the slots directly, one wgmma left in flight. No
// cp.async group is waited for; the barriers are invalidated after the
// loop.

// CHECK-LABEL: tt.func public @tma_kloop
// CHECK: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable>
// CHECK: %[[BARS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-COUNT-3: ttng.init_barrier %{{.*}}, 1
// CHECK-COUNT-2: ttng.barrier_expect %{{.*}}, 32768, %{{.*}}
// CHECK: scf.for {{.*}} iter_args(%{{.*}}, %{{.*}}, %{{.*}}, %[[PHASE:.*]] = %c0_i32)
// CHECK: %[[FLIP:.*]] = arith.xori %[[PHASE]], %c1_i32
// CHECK: %[[NEXT:.*]] = arith.select %{{.*}}, %[[FLIP]], %[[PHASE]]
// CHECK: ttng.wait_barrier %{{.*}}, %[[NEXT]]
// CHECK: ttng.warp_group_dot {{.*}} {inputPrecision = 0 : i32, isAsync = true}
// CHECK: ttng.warp_group_dot_wait {{.*}} {pendings = 1 : i32}
// CHECK: ttng.barrier_expect %{{.*}}, 32768, %{{.*}}
// CHECK-COUNT-2: ttng.async_tma_copy_global_to_local
// CHECK: scf.yield {{.*}}, %[[NEXT]]
// CHECK-NOT: ttg.async_wait
// CHECK-COUNT-3: ttng.inval_barrier
// CHECK: ttg.local_dealloc %[[BARS]]
// CHECK-NOT: loop.stage

// A read in registers (its slot needs 2 stages) and B read by the wgmma
// (3): two slot counts, so two load groups, each with its indices, its
// phase and its own ring of barriers (as Triton's pipeliner makes them);
// A's barrier is waited for before its local_load, B's before the dots.
// The register-A dot is split along K.
// CHECK-LABEL: tt.func public @tma_register_a
// CHECK: %[[A:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x128x64xf16, #shared, #smem, mutable>
// CHECK: %[[B:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable>
// CHECK: %[[ABARS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #shared1, #smem, mutable>
// CHECK-COUNT-2: ttng.init_barrier
// CHECK: %[[BBARS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x1xi64, #shared1, #smem, mutable>
// CHECK-COUNT-3: ttng.init_barrier
// CHECK: scf.for {{.*}} -> (tensor<128x128xf32, #mma>, i32, i32, i32, i32, i32, i32)
// CHECK: %[[AWAIT:.*]] = ttg.memdesc_index %[[ABARS]]
// CHECK-NEXT: ttng.wait_barrier %[[AWAIT]]
// CHECK: ttg.local_load {{.*}} -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
// CHECK: %[[BWAIT:.*]] = ttg.memdesc_index %[[BBARS]]
// CHECK-NEXT: ttng.wait_barrier %[[BWAIT]]
// CHECK-COUNT-4: ttng.warp_group_dot {{.*}} : tensor<128x16xf16
// CHECK: ttng.barrier_expect %{{.*}}, 16384
// CHECK-NEXT: ttg.memdesc_index %[[A]]
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK: ttng.barrier_expect %{{.*}}, 16384
// CHECK-NEXT: ttg.memdesc_index %[[B]]
// CHECK-NEXT: ttng.async_tma_copy_global_to_local
// CHECK-COUNT-2: ttng.inval_barrier
// CHECK: ttg.local_dealloc %[[ABARS]]
// CHECK-COUNT-3: ttng.inval_barrier
// CHECK: ttg.local_dealloc %[[BBARS]]

// Blocks of rank-3 descriptors (1 x 128 x 64, rank-3 nvmma) loaded without
// their unit dimension into buffers of the 2-D tile's nvmma layout: the TMA
// copies fill those buffers just the same, and the loop is pipelined.
// CHECK-LABEL: tt.func public @tma_rank3_blocks
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<3x64x128xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: ttng.warp_group_dot {{.*}} {inputPrecision = 0 : i32, isAsync = true}
// CHECK-COUNT-2: ttng.async_tma_copy_global_to_local %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}]
// CHECK: scf.yield
// An 8-bit B whose wgmma operand is stored transposed (#shared3t), a layout
// TMA cannot write: B's TMA copy fills a buffer of its descriptor's layout,
// read back and stored transposed in the dot's stage (Triton's
// mustLoadToRegisters), so B's ring has 2 slots and A's, read by the
// wgmma straight from its slot, 3; the loop is pipelined.
// CHECK-LABEL: tt.func public @tma_i8_transposed_b
// CHECK: %[[A8:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xi8, #[[S8:shared[0-9]*]], #smem, mutable>
// CHECK: %[[B8:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xi8, #[[S8]], #smem, mutable>
// CHECK: scf.for
// CHECK: %[[BSLOT:.*]] = ttg.memdesc_index %[[B8]]
// CHECK: %[[BREG:.*]] = ttg.local_load %[[BSLOT]] : !ttg.memdesc<64x128xi8, #[[S8]], #smem, mutable> -> tensor<64x128xi8, #[[BL:blocked[0-9]*]]>
// CHECK: %[[BT:.*]] = ttg.local_alloc %[[BREG]] : (tensor<64x128xi8, #[[BL]]>) -> !ttg.memdesc<64x128xi8, #[[S8T:shared[0-9]*]], #smem>
// CHECK: ttng.warp_group_dot %{{.*}}, %[[BT]], {{.*}} isAsync = true
// CHECK-COUNT-2: ttng.async_tma_copy_global_to_local
// CHECK: scf.yield
// A tile read both in registers (a column sum) and, through an alloc of the
// staging buffer's own layout, transposed as the wgmma's A: the alloc is the
// slot itself (no copy through registers), so the wgmma reads the slot and
// one stays in flight; 2 slots, as the tile is also read in registers.
// CHECK-LABEL: tt.func public @tma_registers_and_operand
// CHECK: %[[K:.*]] = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>
// CHECK: scf.for
// CHECK: %[[KSLOT:.*]] = ttg.memdesc_index %[[K]]
// CHECK: ttg.local_load %[[KSLOT]]
// CHECK-NOT: ttg.local_alloc %
// CHECK: %[[KT:.*]] = ttg.memdesc_trans %[[KSLOT]]
// CHECK: ttng.warp_group_dot %[[KT]],
// CHECK: ttng.warp_group_dot_wait {{.*}} {pendings = 1 : i32}
// CHECK: scf.yield
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#mma8 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared8t = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 8}>
#sharedt = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#mma64 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tma_kloop(%da: !tt.tensordesc<tensor<128x64xf16, #shared>>, %db: !tt.tensordesc<tensor<64x128xf16, #shared>>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %res = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %off = arith.muli %k, %c64 : i32
      %a = tt.descriptor_load %da[%c0, %off] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %am = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %b = tt.descriptor_load %db[%off, %c0] : !tt.tensordesc<tensor<64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1>
      %bm = ttg.local_alloc %b : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %d = ttng.warp_group_dot %am, %bm, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %res : tensor<128x128xf32, #mma>
  }

  tt.func public @tma_register_a(%da: !tt.tensordesc<tensor<128x64xf16, #shared>>, %db: !tt.tensordesc<tensor<64x128xf16, #shared>>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %res = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %off = arith.muli %k, %c64 : i32
      %a = tt.descriptor_load %da[%c0, %off] : !tt.tensordesc<tensor<128x64xf16, #shared>> -> tensor<128x64xf16, #blocked>
      %am = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %ar = ttg.local_load %am : !ttg.memdesc<128x64xf16, #shared, #smem> -> tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %b = tt.descriptor_load %db[%off, %c0] : !tt.tensordesc<tensor<64x128xf16, #shared>> -> tensor<64x128xf16, #blocked1>
      %bm = ttg.local_alloc %b : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %d = ttng.warp_group_dot %ar, %bm, %acc {inputPrecision = 0 : i32} : tensor<128x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %res : tensor<128x128xf32, #mma>
  }
  tt.func public @tma_rank3_blocks(%da: !tt.tensordesc<tensor<1x128x64xf16, #shared3>>, %db: !tt.tensordesc<tensor<1x64x128xf16, #shared3>>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %res = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %off = arith.muli %k, %c64 : i32
      %a = tt.descriptor_load %da[%c0, %c0, %off] : !tt.tensordesc<tensor<1x128x64xf16, #shared3>> -> tensor<128x64xf16, #blocked>
      %am = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %b = tt.descriptor_load %db[%c0, %off, %c0] : !tt.tensordesc<tensor<1x64x128xf16, #shared3>> -> tensor<64x128xf16, #blocked1>
      %bm = ttg.local_alloc %b : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %d = ttng.warp_group_dot %am, %bm, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %res : tensor<128x128xf32, #mma>
  }
  tt.func public @tma_i8_transposed_b(%da: !tt.tensordesc<tensor<128x64xi8, #shared8>>, %db: !tt.tensordesc<tensor<64x128xi8, #shared8>>, %n: i32) -> tensor<128x128xi32, #mma8> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma8>
    %res = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma8>) : i32 {
      %off = arith.muli %k, %c64 : i32
      %a = tt.descriptor_load %da[%c0, %off] : !tt.tensordesc<tensor<128x64xi8, #shared8>> -> tensor<128x64xi8, #blocked>
      %am = ttg.local_alloc %a : (tensor<128x64xi8, #blocked>) -> !ttg.memdesc<128x64xi8, #shared8, #smem>
      %b = tt.descriptor_load %db[%off, %c0] : !tt.tensordesc<tensor<64x128xi8, #shared8>> -> tensor<64x128xi8, #blocked1>
      %bm = ttg.local_alloc %b : (tensor<64x128xi8, #blocked1>) -> !ttg.memdesc<64x128xi8, #shared8t, #smem>
      %d = ttng.warp_group_dot %am, %bm, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xi8, #shared8, #smem> * !ttg.memdesc<64x128xi8, #shared8t, #smem> -> tensor<128x128xi32, #mma8>
      scf.yield %d : tensor<128x128xi32, #mma8>
    }
    tt.return %res : tensor<128x128xi32, #mma8>
  }
  tt.func public @tma_registers_and_operand(%dk: !tt.tensordesc<tensor<64x64xf16, #shared>>, %dv: !tt.tensordesc<tensor<64x64xf16, #shared>>, %n: i32) -> (tensor<64x64xf32, #mma64>, tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma64>
    %zs = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %res:2 = scf.for %t = %c0 to %n step %c1 iter_args(%acc = %zero, %ks = %zs) -> (tensor<64x64xf32, #mma64>, tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) : i32 {
      %off = arith.muli %t, %c64 : i32
      %k = tt.descriptor_load %dk[%off, %c0] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %v = tt.descriptor_load %dv[%off, %c0] : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
      %kf = arith.extf %k : tensor<64x64xf16, #blocked> to tensor<64x64xf32, #blocked>
      %colsum = "tt.reduce"(%kf) <{axis = 0 : i32}> ({
      ^bb0(%a: f32, %b: f32):
        %c = arith.addf %a, %b : f32
        tt.reduce.return %c : f32
      }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %ks2 = arith.addf %ks, %colsum : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %km = ttg.local_alloc %k : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %kt = ttg.memdesc_trans %km {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared, #smem> -> !ttg.memdesc<64x64xf16, #sharedt, #smem>
      %vm = ttg.local_alloc %v : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
      %d = ttng.warp_group_dot %kt, %vm, %acc {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #sharedt, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf32, #mma64>
      scf.yield %d, %ks2 : tensor<64x64xf32, #mma64>, tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    }
    tt.return %res#0, %res#1 : tensor<64x64xf32, #mma64>, tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  }
}
