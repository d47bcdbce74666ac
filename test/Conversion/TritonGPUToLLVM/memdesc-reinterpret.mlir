// RUN: tt-opt %s --allocate-shared-memory-nv --convert-triton-gpu-to-llvm | FileCheck %s
// No canonicalization: a reinterpreted view nothing reads would fold away.

// memdesc_reinterpret starts a new buffer where its source view starts. A
// subslice at a constant start moves the base by that start's offset in the
// swizzled buffer: row 8, column 0 of a 32x64 f16 tile with 128-byte rows is
// element 8 * 64 = 512 (row 8's phase is 0), whatever the swizzle.

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#flat = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
// CHECK-LABEL: @reinterpret_constant_start
tt.func @reinterpret_constant_start() {
  // CHECK: %[[C512:.*]] = llvm.mlir.constant(512 : i32)
  // CHECK: llvm.getelementptr %{{.*}}[%[[C512]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
  %rows = ttg.memdesc_subslice %buf[8, 0] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x64xf16, #shared, #smem, mutable, 32x64>
  %flat = ttg.memdesc_reinterpret %rows : !ttg.memdesc<8x64xf16, #shared, #smem, mutable, 32x64> -> !ttg.memdesc<256xi32, #flat, #smem, mutable>
  tt.return
}

// A view handed to a function has dynamic starts: each maps through the
// buffer's layout bit by bit. Here (swizzle 8 of 8-half vectors over 64
// columns) row bits r set offset bits r + 6 and also flip the vector index:
// bits 0-2 of the row XOR bits 3-5 of the offset. Columns map as they are.
// CHECK-LABEL: @reinterpret_dynamic_start
tt.func private @reinterpret_dynamic_start(%view: !ttg.memdesc<8x64xf16, #shared, #smem, mutable, 32x64>) {
  // CHECK: %[[BASE:.*]] = llvm.extractvalue %arg0[0]
  // CHECK: %[[ROW:.*]] = llvm.extractvalue %arg0[1]
  // CHECK: %[[COL:.*]] = llvm.extractvalue %arg0[2]
  // CHECK: llvm.mlir.constant(31 : i32)
  // CHECK: %[[R:.*]] = llvm.and %[[ROW]]
  // CHECK: llvm.mlir.constant(6 : i32)
  // CHECK: %[[ROWS:.*]] = llvm.shl %[[R]]
  // CHECK: llvm.mlir.constant(7 : i32)
  // CHECK: %[[P:.*]] = llvm.and %[[ROW]]
  // CHECK: llvm.mlir.constant(3 : i32)
  // CHECK: %[[PHASE:.*]] = llvm.shl %[[P]]
  // CHECK: %[[ROWOFF:.*]] = llvm.or disjoint %[[ROWS]], %[[PHASE]]
  // CHECK: llvm.mlir.constant(63 : i32)
  // CHECK: %[[C:.*]] = llvm.and %[[COL]]
  // CHECK: %[[OFF:.*]] = llvm.xor %[[ROWOFF]], %[[C]]
  // CHECK: %[[START:.*]] = llvm.getelementptr %[[BASE]][%[[OFF]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f16
  // CHECK: llvm.insertvalue %[[START]], %{{.*}}[0] : !llvm.struct<(ptr<3>, i32)>
  %flat = ttg.memdesc_reinterpret %view : !ttg.memdesc<8x64xf16, #shared, #smem, mutable, 32x64> -> !ttg.memdesc<256xi32, #flat, #smem, mutable>
  tt.return
}
}
