// RUN: tt-opt %s -allow-unregistered-dialect -tritongpu-test-pipeline-lower-loop | FileCheck %s

// tritongpu-pipeline's lowering step alone (Triton's test pass of that
// name): scheduled loads become multi-buffered copies, every new op in the
// stage and cluster it runs in, and the loop is not expanded.

// A use in a later cluster than its load reads its slot after the next
// copy into the ring has been issued in the pipelined body: one slot more
// than the stage distance (3, not 2). The count is made in the body in
// the insert index's slot; the local_load the loop already had keeps no
// token (only reads the staging makes take the wait's).
// CHECK-LABEL: tt.func @later_cluster
// CHECK: %[[BUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16
// CHECK: scf.for
// CHECK-NEXT: %[[N:.*]] = arith.constant {loop.cluster = 0 : i32, loop.stage = 0 : i32} 3 : i32
// CHECK-NEXT: %[[I1:.*]] = arith.addi %{{.*}} {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[IW:.*]] = arith.cmpi sge, %[[I1]], %[[N]] {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[INS:.*]] = arith.select %[[IW]], {{.*}} {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[E1:.*]] = arith.addi %{{.*}} {loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: %[[EW:.*]] = arith.cmpi sge, %[[E1]], %[[N]] {loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: %[[EXT:.*]] = arith.select %[[EW]], {{.*}} {loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: %[[DST:.*]] = ttg.memdesc_index %[[BUF]][%[[INS]]] {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[CP:.*]] = ttg.async_copy_global_to_local %{{.*}}, %[[DST]] {contiguity = 4 : i32, loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: %[[GRP:.*]] = ttg.async_commit_group tokens %[[CP]] {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: ttg.async_wait %[[GRP]] {loop.cluster = 1 : i32, loop.stage = 2 : i32, num = 0 : i32}
// CHECK-NEXT: %[[SRC:.*]] = ttg.memdesc_index %[[BUF]][%[[EXT]]] {loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK-NEXT: ttg.local_load %[[SRC]] {loop.cluster = 1 : i32, loop.stage = 2 : i32}
// CHECK: scf.yield %[[INS]], %[[EXT]]
// CHECK-NEXT: } {tt.scheduled_max_stage = 2 : i32}
// CHECK-NEXT: ttg.async_wait {num = 0 : i32}
// CHECK-NEXT: ttg.local_dealloc %[[BUF]]

// A wait_barrier listing the alloc reads its buffer until stage 3: three
// slots for a load in stage 0 whose alloc is in stage 1. The transposed
// view had no stage: it takes its reader's.
// CHECK-LABEL: tt.func @barrier_wait_holds_slot
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16
// CHECK: %[[SLOT:.*]] = ttg.memdesc_index {{.*}} {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK-NEXT: %[[T:.*]] = ttg.memdesc_trans %[[SLOT]] {loop.cluster = 0 : i32, loop.stage = 1 : i32, order = array<i32: 1, 0>}
// CHECK-NEXT: "read"(%[[T]])
// CHECK-NEXT: ttng.wait_barrier %{{.*}}, %{{.*}} deps %[[SLOT]] {loop.cluster = 0 : i32, loop.stage = 3 : i32}

// Loads read in registers one stage later: one slot each. The pointer load
// is staged in a buffer and read back with the wait's token; the
// descriptor load is staged in its descriptor's layout, copied by TMA on a
// barrier that the loop waits for at a carried phase, and read back.
// CHECK-LABEL: tt.func @read_in_registers
// CHECK-DAG: %[[PBUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #[[SW:shared[0-9]*]], #smem, mutable>
// CHECK-DAG: %[[DBUF:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #[[NV:shared[0-9]*]], #smem, mutable>
// CHECK-DAG: %[[BARS:.*]] = ttg.local_alloc : () -> !ttg.memdesc<1x1xi64
// CHECK: ttng.init_barrier
// CHECK: scf.for {{.*}} iter_args({{.*}}, %[[PHASE:.*]] = %{{.*}}) -> (i32, i32, i32)
// CHECK: %[[WRAP:.*]] = arith.cmpi sge, {{.*}} {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[FLIP:.*]] = arith.xori %[[PHASE]], {{.*}} {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK-NEXT: %[[NEXT:.*]] = arith.select %[[WRAP]], %[[FLIP]], %[[PHASE]] {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[PW:.*]] = ttg.async_wait {{.*}} {loop.cluster = 0 : i32, loop.stage = 1 : i32, num = 0 : i32}
// CHECK: %[[P:.*]] = ttg.local_load %{{.*}} token %[[PW]] {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<64x32xf16, #[[SW]]
// CHECK: %[[FILL:.*]] = ttg.memdesc_index %[[BARS]]{{.*}} {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: ttng.barrier_expect %[[FILL]], 4096 {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: ttng.async_tma_copy_global_to_local {{.*}} %[[FILL]], {{.*}} {loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: ttng.wait_barrier %{{.*}}, %[[NEXT]] {loop.cluster = 0 : i32, loop.stage = 1 : i32}
// CHECK: %[[D:.*]] = ttg.local_load %{{.*}} {loop.cluster = 0 : i32, loop.stage = 1 : i32} : !ttg.memdesc<64x32xf16, #[[NV]]
// CHECK-NEXT: "consume"(%[[P]], %[[D]])
// CHECK: ttng.inval_barrier
// CHECK: ttg.local_dealloc %[[BARS]]

// Ops in stages beyond the loop's tt.scheduled_max_stage: the schedule runs
// to the latest stage an op carries (2 here), so the load gets two slots.
// CHECK-LABEL: tt.func @stages_beyond_the_attribute
// CHECK: ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16
// CHECK: ttg.async_copy_global_to_local {{.*}} {contiguity = 4 : i32, loop.cluster = 1 : i32, loop.stage = 0 : i32}
// CHECK: ttg.local_load {{.*}} {loop.cluster = 0 : i32, loop.stage = 2 : i32}

// Schedules written by hand that need mending or cannot be followed: a
// load scheduled after the op that reads it joins its reader's stage and
// cluster (Triton's scheduleDependencies), and then has nothing to
// pipeline; a negative stage, or a schedule of one stage, leaves the loop as
// it was with its schedule removed. No buffer is made for any of them.
// CHECK-LABEL: tt.func @schedule_not_followed
// CHECK-NOT: ttg.local_alloc
// CHECK: scf.for
// CHECK-NEXT: %[[X:.*]] = tt.load %{{.*}} {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: "consume"(%[[X]]) {loop.cluster = 0 : i32, loop.stage = 0 : i32}
// CHECK-NEXT: } {tt.scheduled_max_stage = 2 : i32}
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[Y:.*]] = tt.load %{{.*}} : tensor<64x32x!tt.ptr<f16>
// CHECK-NEXT: "consume"(%[[Y]]) : (tensor<64x32xf16
// CHECK-NEXT: }
// CHECK-NEXT: scf.for
// CHECK-NEXT: %[[Z:.*]] = tt.load %{{.*}} : tensor<64x32x!tt.ptr<f16>
// CHECK-NEXT: "consume"(%[[Z]]) : (tensor<64x32xf16
// CHECK-NEXT: }
// CHECK-NEXT: tt.return

// A loop with no schedule is left as it is.
// CHECK-LABEL: tt.func @unscheduled
// CHECK-NEXT: scf.for
// CHECK-NEXT: tt.load
// CHECK-NEXT: "consume"

#blk = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sw = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#nv = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#nvt = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @later_cluster(%lb : index, %ub : index, %step : index,
                       %p : tensor<64x32x!tt.ptr<f16>, #blk> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 32]> : tensor<2xi32>}) {
  scf.for %iv = %lb to %ub step %step : index {
    %x = tt.load %p {loop.cluster = 0 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    %s = ttg.local_alloc %x {loop.cluster = 1 : i32, loop.stage = 2 : i32} : (tensor<64x32xf16, #blk>) -> !ttg.memdesc<64x32xf16, #sw, #ttg.shared_memory>
    %v = ttg.local_load %s {loop.cluster = 1 : i32, loop.stage = 2 : i32} : !ttg.memdesc<64x32xf16, #sw, #ttg.shared_memory> -> tensor<64x32xf16, #blk>
    "consume"(%v) {loop.cluster = 1 : i32, loop.stage = 2 : i32} : (tensor<64x32xf16, #blk>) -> ()
  } {tt.scheduled_max_stage = 2 : i32}
  tt.return
}

tt.func @barrier_wait_holds_slot(%lb : index, %ub : index, %step : index,
                       %p : tensor<64x32x!tt.ptr<f16>, #blk> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 32]> : tensor<2xi32>},
                       %b : !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, %ph : i32) {
  scf.for %iv = %lb to %ub step %step : index {
    %x = tt.load %p {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    %s = ttg.local_alloc %x {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x32xf16, #blk>) -> !ttg.memdesc<64x32xf16, #nv, #ttg.shared_memory>
    %t = ttg.memdesc_trans %s {order = array<i32: 1, 0>} : !ttg.memdesc<64x32xf16, #nv, #ttg.shared_memory> -> !ttg.memdesc<32x64xf16, #nvt, #ttg.shared_memory>
    "read"(%t) {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (!ttg.memdesc<32x64xf16, #nvt, #ttg.shared_memory>) -> ()
    ttng.wait_barrier %b, %ph deps %s {loop.cluster = 0 : i32, loop.stage = 3 : i32} : !ttg.memdesc<1xi64, #bar, #ttg.shared_memory, mutable>, !ttg.memdesc<64x32xf16, #nv, #ttg.shared_memory>
  } {tt.scheduled_max_stage = 3 : i32}
  tt.return
}

tt.func @read_in_registers(%lb : index, %ub : index, %step : index,
                       %p : tensor<64x32x!tt.ptr<f16>, #blk> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 32]> : tensor<2xi32>},
                       %d : !tt.tensordesc<tensor<64x32xf16, #nv>>, %o : i32) {
  scf.for %iv = %lb to %ub step %step : index {
    %x = tt.load %p {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    %y = tt.descriptor_load %d[%o, %o] {loop.cluster = 1 : i32, loop.stage = 0 : i32} : !tt.tensordesc<tensor<64x32xf16, #nv>> -> tensor<64x32xf16, #blk>
    "consume"(%x, %y) {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x32xf16, #blk>, tensor<64x32xf16, #blk>) -> ()
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}

tt.func @stages_beyond_the_attribute(%lb : index, %ub : index, %step : index,
                       %p : tensor<64x32x!tt.ptr<f16>, #blk> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 32]> : tensor<2xi32>}) {
  scf.for %iv = %lb to %ub step %step : index {
    %x = tt.load %p {loop.cluster = 1 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    "consume"(%x) {loop.cluster = 0 : i32, loop.stage = 2 : i32} : (tensor<64x32xf16, #blk>) -> ()
  } {tt.scheduled_max_stage = 1 : i32}
  tt.return
}

tt.func @schedule_not_followed(%lb : index, %ub : index, %step : index,
                       %p : tensor<64x32x!tt.ptr<f16>, #blk> {tt.divisibility = dense<[16, 16]> : tensor<2xi32>, tt.contiguity = dense<[1, 32]> : tensor<2xi32>}) {
  scf.for %iv = %lb to %ub step %step : index {
    %x = tt.load %p {loop.cluster = 0 : i32, loop.stage = 2 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    "consume"(%x) {loop.cluster = 0 : i32, loop.stage = 0 : i32} : (tensor<64x32xf16, #blk>) -> ()
  } {tt.scheduled_max_stage = 2 : i32}
  scf.for %iv = %lb to %ub step %step : index {
    %w = tt.load %p {loop.cluster = 0 : i32, loop.stage = -1 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    "consume"(%w) {loop.cluster = 0 : i32, loop.stage = 1 : i32} : (tensor<64x32xf16, #blk>) -> ()
  } {tt.scheduled_max_stage = 1 : i32}
  scf.for %iv = %lb to %ub step %step : index {
    %y = tt.load %p {loop.cluster = 0 : i32, loop.stage = 0 : i32} : tensor<64x32x!tt.ptr<f16>, #blk>
    "consume"(%y) {loop.cluster = 0 : i32, loop.stage = 0 : i32} : (tensor<64x32xf16, #blk>) -> ()
  } {tt.scheduled_max_stage = 0 : i32}
  tt.return
}

tt.func @unscheduled(%lb : index, %ub : index, %step : index,
                     %p : tensor<64x32x!tt.ptr<f16>, #blk>) {
  scf.for %iv = %lb to %ub step %step : index {
    %x = tt.load %p : tensor<64x32x!tt.ptr<f16>, #blk>
    "consume"(%x) : (tensor<64x32xf16, #blk>) -> ()
  }
  tt.return
}
}
