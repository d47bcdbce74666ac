// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm="check-shared-bounds=true" --canonicalize --cse | FileCheck %s
// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm="check-shared-bounds=false" | FileCheck %s --check-prefix=OFF

// check-shared-bounds: each shared-memory access whose address is not a
// constant offset from its buffer is compared with the buffer's byte range
// (the allocation's, here [0, 8192) of the function's shared memory) before
// it runs; outside it, __assertfail names the buffer, the op's line and the
// function. Off, nothing of it is left.

// OFF-NOT: __assertfail
// OFF-NOT: sharedBoundsString
// OFF-NOT: tt.shared_buffer

#writer = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#reader = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.mlir.global internal constant @[[STORE_MSG:sharedBoundsString_[0-9]+]]("shared-memory access out of bounds: 16 bytes at an address outside ttg.local_alloc bytes [0, 8192)\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[LOAD_MSG:sharedBoundsString_[0-9]+]]("shared-memory access out of bounds: 8 bytes at an address outside ttg.local_alloc bytes [0, 8192)\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[FILE:sharedBoundsString_[0-9]+]]("{{.*}}shared-bounds-check.mlir\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[FUNC:sharedBoundsString_[0-9]+]]("local_store_load\00")
  // CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
  // CHECK-LABEL: llvm.func @local_store_load
  // CHECK-DAG: %[[STORE_LIMIT:.*]] = llvm.mlir.constant(8176 : i32) : i32
  // CHECK-DAG: %[[LOAD_LIMIT:.*]] = llvm.mlir.constant(8184 : i32) : i32
  // CHECK-DAG: %[[STORE_LINE:.*]] = llvm.mlir.constant(64 : i32) : i32
  // CHECK-DAG: %[[LOAD_LINE:.*]] = llvm.mlir.constant(65 : i32) : i32
  // CHECK-DAG: %[[STORE_TEXT:.*]] = llvm.mlir.addressof @[[STORE_MSG]] : !llvm.ptr
  // CHECK-DAG: %[[LOAD_TEXT:.*]] = llvm.mlir.addressof @[[LOAD_MSG]] : !llvm.ptr
  // CHECK-DAG: %[[FILE_TEXT:.*]] = llvm.mlir.addressof @[[FILE]] : !llvm.ptr
  // CHECK-DAG: %[[FUNC_TEXT:.*]] = llvm.mlir.addressof @[[FUNC]] : !llvm.ptr
  // CHECK-DAG: %[[SMEM:.*]] = llvm.mlir.addressof @global_smem : !llvm.ptr<3>
  // local_store: a 16-byte vector at the thread's offset, which must be at
  // most 8192 - 16 bytes into the buffer.
  // CHECK: %[[STORE_PTR:.*]] = llvm.getelementptr inbounds %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  // CHECK: %[[BASE:.*]] = llvm.ptrtoint %[[SMEM]] : !llvm.ptr<3> to i32
  // CHECK: %[[STORE_ADDR:.*]] = llvm.ptrtoint %[[STORE_PTR]] : !llvm.ptr<3> to i32
  // CHECK: %[[STORE_DIST:.*]] = llvm.sub %[[STORE_ADDR]], %[[BASE]] : i32
  // CHECK: %[[STORE_BAD:.*]] = llvm.icmp "ugt" %[[STORE_DIST]], %[[STORE_LIMIT]] : i32
  // CHECK: llvm.cond_br %[[STORE_BAD]], ^[[STORE_FAIL:.*]], ^[[STORE_OK:[^ ]*]]
  // CHECK: ^[[STORE_FAIL]]:
  // CHECK-NEXT: llvm.call @__assertfail(%[[STORE_TEXT]], %[[FILE_TEXT]], %[[STORE_LINE]], %[[FUNC_TEXT]], %{{.*}})
  // CHECK-NEXT: llvm.br ^[[STORE_OK]]
  // CHECK: ^[[STORE_OK]]:
  // CHECK-NEXT: llvm.store %{{.*}}, %[[STORE_PTR]] {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
  // CHECK-COUNT-3: llvm.call @__assertfail(%[[STORE_TEXT]],
  // CHECK: nvvm.barrier0
  // local_load: 8-byte vectors.
  // CHECK: %[[LOAD_PTR:.*]] = llvm.getelementptr inbounds %[[SMEM]][%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
  // CHECK: %[[LOAD_ADDR:.*]] = llvm.ptrtoint %[[LOAD_PTR]] : !llvm.ptr<3> to i32
  // CHECK: %[[LOAD_DIST:.*]] = llvm.sub %[[LOAD_ADDR]], %[[BASE]] : i32
  // CHECK: %[[LOAD_BAD:.*]] = llvm.icmp "ugt" %[[LOAD_DIST]], %[[LOAD_LIMIT]] : i32
  // CHECK: llvm.cond_br %[[LOAD_BAD]], ^[[LOAD_FAIL:.*]], ^[[LOAD_OK:[^ ]*]]
  // CHECK: ^[[LOAD_FAIL]]:
  // CHECK-NEXT: llvm.call @__assertfail(%[[LOAD_TEXT]], %[[FILE_TEXT]], %[[LOAD_LINE]], %[[FUNC_TEXT]], %{{.*}})
  // CHECK: ^[[LOAD_OK]]:
  // CHECK-NEXT: llvm.load %[[LOAD_PTR]] {alignment = 8 : i64} : !llvm.ptr<3> -> vector<4xi16>
  // CHECK-COUNT-7: llvm.call @__assertfail(%[[LOAD_TEXT]],
  // CHECK-NOT: llvm.call @__assertfail
  // CHECK: llvm.return
  tt.func public @local_store_load(%x: tensor<64x64xf16, #writer>, %out: !tt.ptr<f16>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %x, %a : tensor<64x64xf16, #writer> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %y = ttg.local_load %a : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #reader>
    %q = tt.splat %out : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #reader>
    tt.store %q, %y : tensor<64x64x!tt.ptr<f16>, #reader>
    tt.return
  }
}

// -----

// A layout conversion's scratch buffer: the allocation's 1024 bytes of
// convert_layout scratch bound the staging stores (4 bytes) and loads (16).

#rows = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 1], order = [1, 0]}>
#cols = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 2], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.mlir.global internal constant @[[STAGE_MSG:sharedBoundsString_[0-9]+]]("shared-memory access out of bounds: 4 bytes at an address outside ttg.convert_layout scratch bytes [0, 1024)\00")
  // CHECK-DAG: llvm.mlir.global internal constant @[[UNSTAGE_MSG:sharedBoundsString_[0-9]+]]("shared-memory access out of bounds: 16 bytes at an address outside ttg.convert_layout scratch bytes [0, 1024)\00")
  // CHECK-LABEL: llvm.func @transpose
  // CHECK-DAG: %[[STAGE_LIMIT:.*]] = llvm.mlir.constant(1020 : i32) : i32
  // CHECK-DAG: %[[UNSTAGE_LIMIT:.*]] = llvm.mlir.constant(1008 : i32) : i32
  // CHECK-DAG: %[[STAGE_TEXT:.*]] = llvm.mlir.addressof @[[STAGE_MSG]]
  // CHECK-DAG: %[[UNSTAGE_TEXT:.*]] = llvm.mlir.addressof @[[UNSTAGE_MSG]]
  // CHECK: %[[PTR:.*]] = llvm.getelementptr
  // CHECK: %[[ADDR:.*]] = llvm.ptrtoint %[[PTR]]
  // CHECK: %[[DIST:.*]] = llvm.sub %[[ADDR]],
  // CHECK: %[[BAD:.*]] = llvm.icmp "ugt" %[[DIST]], %[[STAGE_LIMIT]] : i32
  // CHECK: llvm.cond_br %[[BAD]]
  // CHECK: llvm.call @__assertfail(%[[STAGE_TEXT]],
  // CHECK: llvm.store %{{.*}}, %[[PTR]] {alignment = 4 : i64} : vector<1xi32>, !llvm.ptr<3>
  // CHECK: nvvm.barrier0
  // CHECK: %[[LPTR:.*]] = llvm.getelementptr
  // CHECK: %[[LADDR:.*]] = llvm.ptrtoint %[[LPTR]]
  // CHECK: %[[LDIST:.*]] = llvm.sub %[[LADDR]],
  // CHECK: %[[LBAD:.*]] = llvm.icmp "ugt" %[[LDIST]], %[[UNSTAGE_LIMIT]] : i32
  // CHECK: llvm.cond_br %[[LBAD]]
  // CHECK: llvm.call @__assertfail(%[[UNSTAGE_TEXT]],
  // CHECK: llvm.load %[[LPTR]] {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
  tt.func public @transpose(%x: tensor<8x32xf32, #rows>, %out: !tt.ptr<f32>) {
    %y = ttg.convert_layout %x : tensor<8x32xf32, #rows> -> tensor<8x32xf32, #cols>
    %q = tt.splat %out : !tt.ptr<f32> -> tensor<8x32x!tt.ptr<f32>, #cols>
    tt.store %q, %y : tensor<8x32x!tt.ptr<f32>, #cols>
    tt.return
  }
}

// -----

// Views of a multi-buffered allocation are checked against the whole
// allocation, not the buffer the index picks: a run-time index past the
// last buffer is what the check catches. A constant index is checked here:
// barrier 1 of 2 is in range, so nothing is emitted for it.

#bars = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-DAG: llvm.mlir.global internal constant @[[BAR_MSG:sharedBoundsString_[0-9]+]]("shared-memory access out of bounds: 8 bytes at an address outside ttg.local_alloc bytes [0, 16)\00")
  // CHECK-LABEL: llvm.func @barriers
  // CHECK-DAG: %[[BAR_LIMIT:.*]] = llvm.mlir.constant(8 : i32) : i32
  // CHECK-DAG: %[[BAR_TEXT:.*]] = llvm.mlir.addressof @[[BAR_MSG]]
  // CHECK: %[[OWNER:.*]] = llvm.icmp "eq"
  // CHECK-NOT: __assertfail
  // CHECK: mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %[[OWNER]], %{{.*}} : (i1, !llvm.ptr<3>) -> !llvm.void
  // CHECK: %[[SKIP:.*]] = llvm.mul %arg0, %{{.*}} : i32
  // CHECK: %[[PTR:.*]] = llvm.getelementptr %{{.*}}[%[[SKIP]]]
  // CHECK: %[[ADDR:.*]] = llvm.ptrtoint %[[PTR]] : !llvm.ptr<3> to i32
  // CHECK: %[[DIST:.*]] = llvm.sub %[[ADDR]], %{{.*}} : i32
  // CHECK: %[[PAST:.*]] = llvm.icmp "ugt" %[[DIST]], %[[BAR_LIMIT]] : i32
  // The barrier is initialised by one thread, its PTX predicate: only that
  // thread's address counts.
  // CHECK: %[[BAD:.*]] = llvm.and %[[PAST]], %[[OWNER]] : i1
  // CHECK: llvm.cond_br %[[BAD]]
  // CHECK: llvm.call @__assertfail(%[[BAR_TEXT]],
  // CHECK: mbarrier.init.shared::cta.b64 [$1], 1;", "b,r" %[[OWNER]], %[[PTR]] : (i1, !llvm.ptr<3>) -> !llvm.void
  tt.func public @barriers(%i: i32) {
    %c1 = arith.constant 1 : i32
    %bars = ttg.local_alloc : () -> !ttg.memdesc<2x1xi64, #bars, #smem, mutable>
    %bar = ttg.memdesc_index %bars[%c1] : !ttg.memdesc<2x1xi64, #bars, #smem, mutable> -> !ttg.memdesc<1xi64, #bars, #smem, mutable>
    ttng.init_barrier %bar, 1 : !ttg.memdesc<1xi64, #bars, #smem, mutable>
    %any = ttg.memdesc_index %bars[%i] : !ttg.memdesc<2x1xi64, #bars, #smem, mutable> -> !ttg.memdesc<1xi64, #bars, #smem, mutable>
    ttng.init_barrier %any, 1 : !ttg.memdesc<1xi64, #bars, #smem, mutable>
    tt.return
  }
}
