// A batched matmul written for this test: A [B, M, K] and B [B, K, N]
// through rank-3 device descriptors with [1, 128, 64] and [1, 64, 128]
// blocks loaded as 2-D tiles, C stored through a 2-D descriptor over
// [B * M, N] after scaling by a splat constant; 128x128 accumulators, so
// the rows can be cut in two.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#shared3 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ws_bmm_rank3(%a_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %b_ptr: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %c_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %B: i32 {tt.divisibility = 16 : i32}, %M: i32 {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %K: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c128_i32 = arith.constant 128 : i32
    %acc0 = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %k64 = arith.extsi %K : i32 to i64
    %n64 = arith.extsi %N : i32 to i64
    %m64 = arith.extsi %M : i32 to i64
    %mk = arith.muli %m64, %k64 : i64
    %kn = arith.muli %k64, %n64 : i64
    %a_desc = tt.make_tensor_descriptor %a_ptr, [%B, %M, %K], [%mk, %k64, %c1_i64] : <f16>, <tensor<1x128x64xf16, #shared3>>
    %b_desc = tt.make_tensor_descriptor %b_ptr, [%B, %K, %N], [%kn, %n64, %c1_i64] : <f16>, <tensor<1x64x128xf16, #shared3>>
    %bm = arith.muli %B, %M : i32
    %c_desc = tt.make_tensor_descriptor %c_ptr, [%bm, %N], [%n64, %c1_i64] : <f32>, <tensor<128x128xf32, #shared1>>
    %pid_m = tt.get_program_id x : i32
    %pid_n = tt.get_program_id y : i32
    %batch = tt.get_program_id z : i32
    %row = arith.muli %pid_m, %c128_i32 : i32
    %col = arith.muli %pid_n, %c128_i32 : i32
    %ktiles = arith.divsi %K, %c64_i32 : i32
    %acc = scf.for %kt = %c0_i32 to %ktiles step %c1_i32 iter_args(%acc_it = %acc0) -> (tensor<128x128xf32, #mma>)  : i32 {
      %k = arith.muli %kt, %c64_i32 : i32
      %a = tt.descriptor_load %a_desc[%batch, %row, %k] : !tt.tensordesc<tensor<1x128x64xf16, #shared3>> -> tensor<128x64xf16, #blocked>
      %a_s = ttg.local_alloc %a : (tensor<128x64xf16, #blocked>) -> !ttg.memdesc<128x64xf16, #shared, #smem>
      %b = tt.descriptor_load %b_desc[%batch, %k, %col] : !tt.tensordesc<tensor<1x64x128xf16, #shared3>> -> tensor<64x128xf16, #blocked1>
      %b_s = ttg.local_alloc %b : (tensor<64x128xf16, #blocked1>) -> !ttg.memdesc<64x128xf16, #shared, #smem>
      %d = ttng.warp_group_dot %a_s, %b_s, %acc_it {inputPrecision = 0 : i32} : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    } {tt.warp_specialize}
    %base = arith.muli %batch, %M : i32
    %crow = arith.addi %base, %row : i32
    %out = ttg.convert_layout %acc : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #blocked2>
    %half = arith.constant dense<5.000000e-01> : tensor<128x128xf32, #blocked2>
    %scaled = arith.mulf %out, %half : tensor<128x128xf32, #blocked2>
    tt.descriptor_store %c_desc[%crow, %col], %scaled : !tt.tensordesc<tensor<128x128xf32, #shared1>>, tensor<128x128xf32, #blocked2>
    tt.return
  }
}
