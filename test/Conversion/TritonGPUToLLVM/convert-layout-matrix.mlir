// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// Conversions through shared memory with ldmatrix and stmatrix, chosen as
// Triton 3.6 chooses them (tt::planSharedStaging): each side's instruction
// is st/ld.shared, the plain or the transposed matrix form, whichever pair
// has the fewest bank conflicts. The layouts are those of Triton's own
// TTGIR for conformance kernels where Triton's PTX has the same
// instructions (view_transpose_T_f16, vw_trans_tiled_f32,
// view_transpose_2d_i8, view_colmajor_store_f16). ldmatrix needs sm_75,
// stmatrix sm_90.

// f16, column-per-thread source -> 8-wide rows: the source stores whole
// 16-byte rows (st.shared.v4), the destination reads them with ldmatrix.x4;
// two rounds of a 4 KiB buffer.
// CHECK: ttg.shared = 4096
// CHECK-LABEL: llvm.func internal @f16_ldmatrix
// CHECK: llvm.store {{.*}} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
// CHECK: nvvm.barrier0
// CHECK: llvm.store {{.*}} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
// CHECK-NOT: nvvm.ldmatrix
// CHECK-NOT: nvvm.stmatrix
// CHECK: llvm.return
#src16 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 2], order = [0, 1]}>
#dst16 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f16_ldmatrix(%x: tensor<128x32xf16, #src16>) -> tensor<128x32xf16, #dst16> {
    %y = ttg.convert_layout %x : tensor<128x32xf16, #src16> -> tensor<128x32xf16, #dst16>
    tt.return %y : tensor<128x32xf16, #dst16>
  }
}

// -----

// f32 transpose on sm_90: stmatrix.x4 moves 32-bit words as pairs of
// 16-bit cells (4 per round), the destination loads 128-bit vectors.
// CHECK: ttg.shared = 8192
// CHECK-LABEL: llvm.func internal @f32_stmatrix
// CHECK-COUNT-4: nvvm.stmatrix {{.*}}layout = #nvvm.mma_layout<row>{{.*}} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load {{.*}} -> vector<4xi32>
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: nvvm.stmatrix
// CHECK: nvvm.barrier0
// CHECK-COUNT-4: llvm.load {{.*}} -> vector<4xi32>
// CHECK-NOT: nvvm.stmatrix
// CHECK: llvm.return
#src32 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
#dst32 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f32_stmatrix(%x: tensor<64x64xf32, #src32>) -> tensor<64x64xf32, #dst32> {
    %y = ttg.convert_layout %x : tensor<64x64xf32, #src32> -> tensor<64x64xf32, #dst32>
    tt.return %y : tensor<64x64xf32, #dst32>
  }
}

// -----

// The same conversion on sm_80 has no stmatrix: Triton's ld/st.shared plan
// (64-bit vectors both ways, one round, a larger buffer).
// CHECK: ttg.shared = 16384
// CHECK-LABEL: llvm.func internal @f32_sm80
// CHECK-NOT: nvvm.stmatrix
// CHECK-COUNT-16: llvm.store {{.*}} : vector<2xi32>, !llvm.ptr<3>
// CHECK: nvvm.barrier0
// CHECK-COUNT-16: llvm.load {{.*}} -> vector<2xi32>
// CHECK-NOT: nvvm.stmatrix
// CHECK: llvm.return
#src32 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
#dst32 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f32_sm80(%x: tensor<64x64xf32, #src32>) -> tensor<64x64xf32, #dst32> {
    %y = ttg.convert_layout %x : tensor<64x64xf32, #src32> -> tensor<64x64xf32, #dst32>
    tt.return %y : tensor<64x64xf32, #dst32>
  }
}

// -----

// i8: four elements per 32-bit word of a matrix row. Each stmatrix's
// address comes before its words are packed, as in Triton's LLVM IR (ptxas
// then packs next to the store).
// CHECK: ttg.shared = 4096
// CHECK-LABEL: llvm.func internal @i8_stmatrix
// CHECK: %[[ADDR:.*]] = llvm.getelementptr inbounds %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NOT: nvvm.stmatrix
// CHECK: llvm.insertelement {{.*}} : vector<4xi8>
// CHECK: nvvm.stmatrix %[[ADDR]], {{.*}}layout = #nvvm.mma_layout<row>
// CHECK: nvvm.stmatrix {{.*}}layout = #nvvm.mma_layout<row>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load {{.*}} -> vector<4xi32>
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: nvvm.stmatrix
// CHECK: nvvm.barrier0
// CHECK-COUNT-2: llvm.load {{.*}} -> vector<4xi32>
// CHECK: llvm.return
#src8 = #ttg.blocked<{sizePerThread = [16, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#dst8 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @i8_stmatrix(%x: tensor<128x64xi8, #src8>) -> tensor<128x64xi8, #dst8> {
    %y = ttg.convert_layout %x : tensor<128x64xi8, #src8> -> tensor<128x64xi8, #dst8>
    tt.return %y : tensor<128x64xi8, #dst8>
  }
}

// -----

// f16 rows -> columns: stmatrix.trans on one side, ldmatrix on the other.
// CHECK: ttg.shared = 8192
// CHECK-LABEL: llvm.func internal @f16_both
// CHECK: nvvm.stmatrix {{.*}}layout = #nvvm.mma_layout<col>{{.*}} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NOT: llvm.store
// CHECK: nvvm.barrier0
// CHECK: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
// CHECK-NOT: llvm.load
// CHECK: llvm.return
#srcT = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [16, 1], order = [1, 0]}>
#dstT = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 8], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 16 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @f16_both(%x: tensor<64x64xf16, #srcT>) -> tensor<64x64xf16, #dstT> {
    %y = ttg.convert_layout %x : tensor<64x64xf16, #srcT> -> tensor<64x64xf16, #dstT>
    tt.return %y : tensor<64x64xf16, #dstT>
  }
}

// -----

// One warp (Triton's red_3d_8x16x32_min_axis2_i32): every warp keeps its
// elements, so the rounds synchronise with bar.warp.sync, not bar.sync;
// st.shared.v4 stores, ldmatrix.x1 loads, four rounds.
// CHECK: ttg.shared = 128
// CHECK-LABEL: llvm.func internal @warp_synchronous
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.store {{.*}} : vector<4xi32>, !llvm.ptr<3>
// CHECK: nvvm.bar.warp.sync
// CHECK: nvvm.ldmatrix {{.*}}num = 1
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.bar.warp.sync
// CHECK: nvvm.ldmatrix {{.*}}num = 1
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.bar.warp.sync
// CHECK: nvvm.ldmatrix {{.*}}num = 1
// CHECK-NOT: nvvm.barrier0
// CHECK: nvvm.bar.warp.sync
// CHECK: nvvm.ldmatrix {{.*}}num = 1
// CHECK-NOT: nvvm.barrier0
// CHECK: llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 1], order = [2, 0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @warp_synchronous(%x: tensor<8x16xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>) -> tensor<8x16xi32, #blocked> {
    %y = ttg.convert_layout %x : tensor<8x16xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<8x16xi32, #blocked>
    tt.return %y : tensor<8x16xi32, #blocked>
  }
}
