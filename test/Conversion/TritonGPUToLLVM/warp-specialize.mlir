// RUN: tt-opt %s -split-input-file --make-llir=target=cuda:90 | FileCheck %s

// A kernel of 4 warps with two 4-warp partitions asking for registers
// (tritongpu-allocate-warp-groups: 12 warps, 168 registers at the start,
// 40 for the default warps, 232 for each partition; the switch loop's
// workers give theirs down to 120, the default warps go up to 256).
//
// The entry splits the warps; the workers wait at barrier 1, read their
// state byte (the function's buffer, at the end of shared memory) and
// switch: 0 and 1 are the partitions, 2 leaves, anything else is an idle
// round of two barriers. The default warps write 0 for warps 4-7 and 1 for
// warps 8-11, store the captures at the op's buffer (the loaded i32 only:
// the kernel argument and the shared buffer's address are recomputed in
// each partition), release the workers twice, run the default region and
// join. Partitions read the captures, pass barrier 1, run (their CTA
// barrier narrowed to bar.sync 2 over its 128 threads, thread ids counted
// from the partition's first warp) and join at barrier 1; the default
// region's CTA barrier covers the 128 default threads (bar.sync 0, 128). tt.return sends
// every worker the exit state first.

// CHECK: #[[LICM:.*]] = #llvm.loop_licm<disable = true>
// CHECK: #[[NO_LICM:.*]] = #llvm.loop_annotation<licm = #[[LICM]]>
// CHECK-LABEL: llvm.func @ws(
// CHECK-SAME: nvvm.maxnreg = 168 : i32
// CHECK-SAME: nvvm.reqntid = array<i32: 384>
// CHECK: %[[TID:[0-9a-z_]+]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[WARP:.*]] = llvm.udiv %[[TID]], %{{.*}} : i32
// CHECK: %[[UNIFORM:.*]] = nvvm.shfl.sync idx %{{.*}}, %[[WARP]]
// CHECK: %[[DEFAULT:.*]] = llvm.icmp "ult" %[[UNIFORM]], %{{.*}} : i32
// CHECK: llvm.cond_br %[[DEFAULT]], ^[[BODY:bb[0-9]+]], ^[[LOOP:bb[0-9]+]]

// CHECK: ^[[LOOP]]:
// CHECK: nvvm.setmaxregister decrease 120
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: %[[STATE_ADDR:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK: %[[STATE:.*]] = llvm.load %[[STATE_ADDR]] : !llvm.ptr<3> -> i8
// CHECK: llvm.switch %[[STATE]] : i8, ^[[IDLE:bb[0-9]+]] [
// CHECK-NEXT: 0: ^[[P0:bb[0-9]+]],
// CHECK-NEXT: 1: ^[[P1:bb[0-9]+]],
// CHECK-NEXT: 2: ^[[EXIT:bb[0-9]+]]

// CHECK: ^[[IDLE]]:
// CHECK-COUNT-2: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: llvm.br ^[[LOOP]] {loop_annotation = #[[NO_LICM]]}

// CHECK: ^[[EXIT]]:
// CHECK-NEXT: llvm.return

// CHECK: ^[[P0]]:
// CHECK: nvvm.setmaxregister increase 232
// CHECK: llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr<3> -> i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%{{.*}}, %[[C128:[0-9a-z_]+]])
// CHECK: llvm.sub %[[TID]], %[[C128]] : i32
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: nvvm.setmaxregister decrease 120
// CHECK: llvm.br ^[[LOOP]]

// CHECK: ^[[BODY]]:
// CHECK: nvvm.setmaxregister increase 256
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: nvvm.setmaxregister decrease 40
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.aligned.count"(%{{.*}}, %[[C128]])
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK: nvvm.setmaxregister increase 256
// CHECK: llvm.store %{{.*}}, %{{.*}} : i8, !llvm.ptr<3>
// CHECK: llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"
// CHECK-NEXT: llvm.return

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ws(%out: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %n: i32) {
    %buf = ttg.local_alloc : () -> !ttg.memdesc<128xi32, #shared, #smem, mutable>
    %k = tt.load %out : !tt.ptr<i32>
    ttg.warp_specialize(%k, %buf, %out) attributes {requestedRegisters = array<i32: 232, 232>}
    default {
      gpu.barrier
      ttg.warp_yield
    }
    partition0(%a: i32, %b: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %o: !tt.ptr<i32>) num_warps(4) {
      gpu.barrier
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %s = tt.splat %a : i32 -> tensor<128xi32, #blocked>
      %v = arith.addi %r, %s : tensor<128xi32, #blocked>
      ttg.local_store %v, %b : tensor<128xi32, #blocked> -> !ttg.memdesc<128xi32, #shared, #smem, mutable>
      %w = ttg.local_load %b : !ttg.memdesc<128xi32, #shared, #smem, mutable> -> tensor<128xi32, #blocked>
      %p = tt.splat %o : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      %q = tt.addptr %p, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
      tt.store %q, %w : tensor<128x!tt.ptr<i32>, #blocked>
      ttg.warp_return
    }
    partition1(%a: i32, %b: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %o: !tt.ptr<i32>) num_warps(4) {
      ttg.warp_return
    } : (i32, !ttg.memdesc<128xi32, #shared, #smem, mutable>, !tt.ptr<i32>) -> ()
    tt.return
  }
}
