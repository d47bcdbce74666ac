// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// ttg.fp4_to_fp: each source byte (register r) gives result registers 2r
// (its low nibble) and 2r + 1 (its high nibble). A nibble's magnitude m
// (3 bits) becomes the bf16 bits 0x3F00 + (m << 6) (0x3F00 for m = 1, 0 for
// m = 0), the sign bit 15: integer operations only.
#src = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#dst = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @to_bf16
  // CHECK-DAG: %[[C4:.*]] = llvm.mlir.constant(4 : i16) : i16
  // CHECK-DAG: %[[C7:.*]] = llvm.mlir.constant(7 : i16) : i16
  // CHECK-DAG: %[[C8:.*]] = llvm.mlir.constant(8 : i16) : i16
  // CHECK-DAG: %[[C6:.*]] = llvm.mlir.constant(6 : i16) : i16
  // CHECK-DAG: %[[BASE:.*]] = llvm.mlir.constant(16128 : i16) : i16
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8)>
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(i8, i8)>
  // CHECK: %[[W0:.*]] = llvm.zext %[[X0]] : i8 to i16
  // CHECK: %[[HI0:.*]] = llvm.lshr %[[W0]], %[[C4]] : i16
  // CHECK: %[[M0:.*]] = llvm.and %[[W0]], %[[C7]] : i16
  // CHECK: %[[S0:.*]] = llvm.and %[[W0]], %[[C8]] : i16
  // CHECK: llvm.shl %[[M0]], %[[C6]] : i16
  // CHECK: llvm.add
  // CHECK: llvm.icmp "eq" %[[M0]]
  // CHECK: llvm.select
  // CHECK: %[[LO:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
  // CHECK: llvm.and %[[HI0]], %[[C7]] : i16
  // CHECK: %[[HI:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
  // CHECK: llvm.zext %[[X1]] : i8 to i16
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[LO]], %{{.*}}[0] : !llvm.struct<(bf16, bf16, bf16, bf16)>
  // CHECK: llvm.insertvalue %[[HI]], %[[R0]][1]
  // CHECK-NOT: llvm.fmul
  tt.func private @to_bf16(%x: tensor<32x8xi8, #src>) -> tensor<32x16xbf16, #dst> {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x8xi8, #src> -> tensor<32x16xbf16, #dst>
    tt.return %y : tensor<32x16xbf16, #dst>
  }

  // f16: 0x3800 + (m << 9).
  // CHECK-LABEL: llvm.func internal @to_f16
  // CHECK-DAG: llvm.mlir.constant(14336 : i16) : i16
  // CHECK-DAG: llvm.mlir.constant(9 : i16) : i16
  // CHECK: llvm.bitcast %{{.*}} : i16 to f16
  tt.func private @to_f16(%x: tensor<32x8xi8, #src>) -> tensor<32x16xf16, #dst> {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x8xi8, #src> -> tensor<32x16xf16, #dst>
    tt.return %y : tensor<32x16xf16, #dst>
  }
}

// -----

// Unpacked along a dimension that is not the registers' fastest: the result
// is a linear layout with the pair as its first register bit (what the
// encoding inference gives for B of a scaled dot).
#src = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#dst = #ttg.linear<{register = [[1, 0], [0, 1]], lane = [[0, 2], [0, 4], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @along_rows
  // CHECK: llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8)>
  // CHECK: llvm.insertvalue %{{.*}}[3] : !llvm.struct<(bf16, bf16, bf16, bf16)>
  tt.func private @along_rows(%x: tensor<32x8xi8, #src>) -> tensor<64x8xbf16, #dst> {
    %y = ttg.fp4_to_fp %x {axis = 0 : i32} : tensor<32x8xi8, #src> -> tensor<64x8xbf16, #dst>
    tt.return %y : tensor<64x8xbf16, #dst>
  }
}
