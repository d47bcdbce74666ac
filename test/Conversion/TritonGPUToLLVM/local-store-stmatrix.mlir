// RUN: tt-opt %s -split-input-file --allocate-shared-memory-nv --convert-triton-gpu-to-llvm --canonicalize --cse | FileCheck %s

// As Triton's lowering, local_alloc and local_store use stmatrix (sm_90)
// and local_load uses ldmatrix (sm_75) whenever the register layout,
// composed with the buffer's, moves whole 16-byte rows as those
// instructions do (plain, then transposed); st/ld.shared otherwise.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // An mma accumulator stored to a 128-byte-swizzled buffer (the epilogue
  // of a TMA store): stmatrix.x4; the blocked read back is 16-byte loads.
  // CHECK-LABEL: llvm.func internal @epilogue_stmatrix
  // CHECK-COUNT-4: nvvm.stmatrix {{.*}}layout = #nvvm.mma_layout<row>{{.*}} : !llvm.ptr<3>, i32, i32, i32, i32
  // CHECK-NOT: llvm.store
  // CHECK-COUNT-4: llvm.load {{.*}} -> vector<4xi32>
  // CHECK-NOT: nvvm.ldmatrix
  tt.func private @epilogue_stmatrix(%acc: tensor<64x64xf16, #mma>) -> tensor<64x64xf16, #blocked> {
    %m = ttg.local_alloc %acc : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %b = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #blocked>
    tt.return %b : tensor<64x64xf16, #blocked>
  }
  // The other way: 16-byte stores of a blocked tile, ldmatrix.x4 into the
  // accumulator layout (any layout that fits, not only mma operands).
  // CHECK-LABEL: llvm.func internal @store_ldmatrix
  // CHECK-COUNT-4: llvm.store {{.*}} : vector<4xi32>, !llvm.ptr<3>
  // CHECK-NOT: nvvm.stmatrix
  // CHECK-COUNT-4: nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<row>, num = 4
  tt.func private @store_ldmatrix(%acc: tensor<64x64xf16, #blocked>) -> tensor<64x64xf16, #mma> {
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    ttg.local_store %acc, %m : tensor<64x64xf16, #blocked> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %b = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #mma>
    tt.return %b : tensor<64x64xf16, #mma>
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // sm_80 has ldmatrix but no stmatrix.
  // CHECK-LABEL: llvm.func internal @no_stmatrix_sm80
  // CHECK-NOT: nvvm.stmatrix
  // CHECK-COUNT-16: llvm.store {{.*}} : vector<2xi16>, !llvm.ptr<3>
  // CHECK-COUNT-4: nvvm.ldmatrix {{.*}}num = 4
  tt.func private @no_stmatrix_sm80(%acc: tensor<64x64xf16, #mma>) -> tensor<64x64xf16, #mma> {
    %m = ttg.local_alloc %acc : (tensor<64x64xf16, #mma>) -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %b = ttg.local_load %m : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64xf16, #mma>
    tt.return %b : tensor<64x64xf16, #mma>
  }
}
