// RUN: tt-opt %s -split-input-file --tritongpu-global-scratch-memory-allocation --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// A global-scratch buffer is its offset into this program's slice of the
// kernel's global-scratch parameter (the second-last one):
// base + (x + nx * (y + ny * z)) * ttg.global_scratch_memory_size + offset.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK: module attributes {ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func @kernel(
  // CHECK-SAME: %{{[^:]*}}: i32, %[[SCRATCH:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>)
  // CHECK-SAME: ttg.global_scratch_memory_alignment = 128 : i32, ttg.global_scratch_memory_size = 384 : i32
  tt.func public @kernel(%v: i32) {
    // CHECK-DAG: %[[C384:.*]] = llvm.mlir.constant(384 : i32) : i32
    // CHECK-DAG: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
    // CHECK-DAG: %[[C0:.*]] = llvm.mlir.constant(0 : i32) : i32
    // CHECK-DAG: %[[PX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
    // CHECK-DAG: %[[PY:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
    // CHECK-DAG: %[[PZ:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
    // CHECK-DAG: %[[NX:.*]] = nvvm.read.ptx.sreg.nctaid.x : i32
    // CHECK-DAG: %[[NY:.*]] = nvvm.read.ptx.sreg.nctaid.y : i32
    // CHECK: %[[ZY:.*]] = llvm.mul %[[PZ]], %[[NY]] : i32
    // CHECK: %[[YZ:.*]] = llvm.add %[[PY]], %[[ZY]] : i32
    // CHECK: %[[YZX:.*]] = llvm.mul %[[YZ]], %[[NX]] : i32
    // CHECK: %[[ID:.*]] = llvm.add %[[PX]], %[[YZX]] : i32
    // CHECK: %[[SLICE:.*]] = llvm.mul %[[ID]], %[[C384]] : i32
    // The first buffer is at the start of the slice.
    // CHECK: %[[AT0:.*]] = llvm.add %[[SLICE]], %[[C0]] : i32
    // CHECK: %[[FIRST:.*]] = llvm.getelementptr %[[SCRATCH]][%[[AT0]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 100 : i32} : !tt.ptr<i8>
    // CHECK: %[[OFF:.*]] = llvm.add %[[SLICE]], %[[C128]] : i32
    // CHECK: %[[SECOND:.*]] = llvm.getelementptr %[[SCRATCH]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
    %1 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 130 : i32} : !tt.ptr<i8>
    %p = tt.bitcast %1 : !tt.ptr<i8> -> !tt.ptr<i32>
    // CHECK: "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %{{.*}}, %[[SECOND]]
    tt.store %p, %v : !tt.ptr<i32>
    // CHECK: "@$2 st.global.b8 [ $1 + 0 ], { $0 };", "c,l,b" %{{.*}}, %[[FIRST]]
    %b = arith.constant 7 : i8
    tt.store %0, %b : !tt.ptr<i8>
    tt.return
  }
}

// -----

// In a device function the offset is into the slice its caller passed.

// CHECK: module attributes {ttg.global_scratch_memory_alignment = 16 : i32, ttg.global_scratch_memory_size = 48 : i32
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @helper(
  // CHECK-SAME: %{{[^:]*}}: !llvm.ptr<3>, %[[SCRATCH:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>) -> !llvm.ptr<1>
  // CHECK-NOT: nvvm.read.ptx.sreg
  // CHECK: %[[BUF:.*]] = llvm.getelementptr %[[SCRATCH]][16] : (!llvm.ptr<1>) -> !llvm.ptr<1>, i8
  // CHECK: llvm.return %[[BUF]]
  tt.func private @helper() -> !tt.ptr<i8> attributes {noinline = true} {
    %0 = ttg.global_scratch_alloc {alignment = 4 : i32, nbytes = 4 : i32} : !tt.ptr<i8>
    %1 = ttg.global_scratch_alloc {alignment = 16 : i32, nbytes = 16 : i32} : !tt.ptr<i8>
    tt.return %1 : !tt.ptr<i8>
  }

  // The call's slice starts after the kernel's 8-byte buffer, at 16.
  // CHECK-LABEL: llvm.func @kernel(
  // CHECK-SAME: %[[KSCRATCH:[^:]*]]: !llvm.ptr<1>, %[[KPROFILE:[^:]*]]: !llvm.ptr<1>)
  // CHECK-DAG: %[[C48:.*]] = llvm.mlir.constant(48 : i32) : i32
  // CHECK-DAG: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
  // CHECK: %[[SLICE:.*]] = llvm.mul %{{.*}}, %[[C48]] : i32
  // CHECK: %[[OFF:.*]] = llvm.add %[[SLICE]], %[[C16]] : i32
  // CHECK: %[[CALLEE:.*]] = llvm.getelementptr %[[KSCRATCH]][%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
  // CHECK: llvm.call @helper(%{{.*}}, %[[CALLEE]], %[[KPROFILE]])
  tt.func public @kernel() {
    %0 = ttg.global_scratch_alloc {alignment = 8 : i32, nbytes = 8 : i32} : !tt.ptr<i8>
    %1 = tt.call @helper() : () -> !tt.ptr<i8>
    tt.return
  }
}
