// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// ttg.fp4_to_fp: each source byte (register r) gives result registers 2r
// (its low nibble) and 2r + 1 (its high nibble). Four bytes make a word
// (here two, padded with zero bytes); its magnitudes (x & 0x77777777) index
// byte tables with prmt: bf16 high bytes (0x3F3F3F00, 0x40404040) ORed with
// the sign's (0x8000 indexed by (x >> 3) & 0x11111111) and bf16 low bytes
// (0xC0800000, 0xC0804000); two more prmts (0x5140, 0x7362) interleave them
// into the words of values (0, 1) and (2, 3). The second half of the word
// (values 4-7) would only be padding: not converted.
#src = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#dst = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: llvm.func internal @to_bf16
  // CHECK-DAG: %[[SEL01:.*]] = llvm.mlir.constant(20800 : i32) : i32
  // CHECK-DAG: %[[SEL23:.*]] = llvm.mlir.constant(29538 : i32) : i32
  // CHECK-DAG: %[[LOLO:.*]] = llvm.mlir.constant(-1065353216 : i32) : i32
  // CHECK-DAG: %[[LOHI:.*]] = llvm.mlir.constant(-1065336832 : i32) : i32
  // CHECK-DAG: %[[HILO:.*]] = llvm.mlir.constant(1061109504 : i32) : i32
  // CHECK-DAG: %[[HIHI:.*]] = llvm.mlir.constant(1077952576 : i32) : i32
  // CHECK-DAG: %[[SIGN:.*]] = llvm.mlir.constant(32768 : i32) : i32
  // CHECK-DAG: %[[ONES:.*]] = llvm.mlir.constant(286331153 : i32) : i32
  // CHECK-DAG: %[[SEVENS:.*]] = llvm.mlir.constant(2004318071 : i32) : i32
  // CHECK-DAG: %[[ZERO8:.*]] = llvm.mlir.constant(0 : i8) : i8
  // CHECK: %[[X0:.*]] = llvm.extractvalue %arg0[0] : !llvm.struct<(i8, i8)>
  // CHECK: %[[X1:.*]] = llvm.extractvalue %arg0[1] : !llvm.struct<(i8, i8)>
  // CHECK: llvm.insertelement %[[X0]]
  // CHECK: llvm.insertelement %[[X1]]
  // CHECK: llvm.insertelement %[[ZERO8]]
  // CHECK: %[[PACKED:.*]] = llvm.insertelement %[[ZERO8]]
  // CHECK: %[[WORD:.*]] = llvm.bitcast %[[PACKED]] : vector<4xi8> to i32
  // CHECK: %[[MAG:.*]] = llvm.and %[[WORD]], %[[SEVENS]] : i32
  // CHECK: %[[SHIFTED:.*]] = llvm.lshr %[[WORD]]
  // CHECK: %[[SIGNS:.*]] = llvm.and %[[SHIFTED]], %[[ONES]] : i32
  // CHECK-DAG: %[[S:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[SIGN]], %{{.*}}, %[[SIGNS]])
  // CHECK-DAG: %[[H:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[HILO]], %[[HIHI]], %[[MAG]])
  // CHECK: %[[HS:.*]] = llvm.or %[[H]], %[[S]] : i32
  // CHECK: %[[L:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[LOLO]], %[[LOHI]], %[[MAG]])
  // CHECK: %[[W01:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[L]], %[[HS]], %[[SEL01]])
  // CHECK: %[[P01:.*]] = llvm.bitcast %[[W01]] : i32 to vector<2xbf16>
  // CHECK: %[[V0:.*]] = llvm.extractelement %[[P01]]
  // CHECK: %[[V1:.*]] = llvm.extractelement %[[P01]]
  // CHECK: %[[W23:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[L]], %[[HS]], %[[SEL23]])
  // CHECK-NOT: llvm.nvvm.prmt
  // CHECK: %[[R0:.*]] = llvm.insertvalue %[[V0]], %{{.*}}[0] : !llvm.struct<(bf16, bf16, bf16, bf16)>
  // CHECK: llvm.insertvalue %[[V1]], %[[R0]][1]
  // CHECK-NOT: llvm.fmul
  tt.func private @to_bf16(%x: tensor<32x8xi8, #src>) -> tensor<32x16xbf16, #dst> {
    %y = ttg.fp4_to_fp %x {axis = 1 : i32} : tensor<32x8xi8, #src> -> tensor<32x16xbf16, #dst>
    tt.return %y : tensor<32x16xbf16, #dst>
  }

  // f16: high bytes from 0x3E3C3800, 0x46444240 with the sign's; the low
  // bytes are zero (a zero word in the interleaving prmts).
  // CHECK-LABEL: llvm.func internal @to_f16
  // CHECK-DAG: %[[F16LO:.*]] = llvm.mlir.constant(1044133888 : i32) : i32
  // CHECK-DAG: %[[F16HI:.*]] = llvm.mlir.constant(1178878528 : i32) : i32
  // CHECK-DAG: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
  // CHECK: llvm.call_intrinsic "llvm.nvvm.prmt"(%[[F16LO]], %[[F16HI]], %{{.*}})
  // CHECK: %[[W:.*]] = llvm.call_intrinsic "llvm.nvvm.prmt"(%[[ZERO]], %{{.*}}, %{{.*}})
  // CHECK: llvm.bitcast %[[W]] : i32 to vector<2xf16>
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
