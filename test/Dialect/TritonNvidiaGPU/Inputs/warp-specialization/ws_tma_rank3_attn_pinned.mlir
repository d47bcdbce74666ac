// ws_tma_rank3_attn.mlir (Triton 3.6's TTGIR) edited for this test: a store
// between the Q load and the loop.
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#linear = #ttg.linear<{register = [[0, 0, 1], [0, 8, 0], [0, 0, 8], [0, 0, 16], [0, 0, 32]], lane = [[0, 0, 2], [0, 0, 4], [0, 1, 0], [0, 2, 0], [0, 4, 0]], warp = [[0, 16, 0], [0, 32, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
tt.func public @ws_attn_fwd_devdesc_kernel(%v0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %v4: f32, %v5: i32, %v6: i32) attributes {noinline = false} {
%v7 = arith.constant 64 : i32
%v8 = arith.constant 64 : i64
%v9 = arith.constant 1 : i64
%v10 = arith.constant 0 : i32
%v11 = arith.constant 1.44269502 : f32
%v12 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v13 = arith.constant dense<0xFF800000> : tensor<64x64xf32, #mma>
%v14 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
%v15 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v16 = tt.get_program_id x : i32
%v17 = tt.get_program_id y : i32
%v18 = arith.muli %v6, %v7 : i32
%v19 = arith.extsi %v18 : i32 to i64
%v20 = tt.make_tensor_descriptor %v0, [%v5, %v6, %v7], [%v19, %v8, %v9] : <f16>, <tensor<1x64x64xf16, #shared>>
%v21 = tt.make_tensor_descriptor %v1, [%v5, %v6, %v7], [%v19, %v8, %v9] : <f16>, <tensor<1x64x64xf16, #shared>>
%v22 = tt.make_tensor_descriptor %v2, [%v5, %v6, %v7], [%v19, %v8, %v9] : <f16>, <tensor<1x64x64xf16, #shared>>
%v23 = tt.make_tensor_descriptor %v3, [%v5, %v6, %v7], [%v19, %v8, %v9] : <f16>, <tensor<1x64x64xf16, #shared>>
%v24 = arith.muli %v16, %v7 : i32
%v25 = tt.descriptor_load %v20[%v17, %v24, %v10] : !tt.tensordesc<tensor<1x64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
%v26 = ttg.local_alloc %v25 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
%pin = arith.constant 0.000000e+00 : f16
tt.store %v3, %pin : !tt.ptr<f16>
%v27 = arith.mulf %v4, %v11 : f32
%v28 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
%v29 = tt.splat %v6 : i32 -> tensor<1x64xi32, #mma>
%v30 = tt.splat %v27 : f32 -> tensor<64x64xf32, #mma>
%v31:3 = scf.for %v32 = %v10 to %v6 step %v7 iter_args(%v33 = %v15, %v34 = %v12, %v35 = %v14) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma>) : i32 {
%v36 = tt.descriptor_load %v21[%v17, %v32, %v10] : !tt.tensordesc<tensor<1x64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
%v37 = ttg.local_alloc %v36 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
%v38 = ttg.memdesc_trans %v37 {order = array<i32: 1, 0>} : !ttg.memdesc<64x64xf16, #shared1, #smem> -> !ttg.memdesc<64x64xf16, #shared2, #smem>
%v39 = ttng.warp_group_dot %v26, %v38, %v14 {inputPrecision = 0 : i32} : !ttg.memdesc<64x64xf16, #shared1, #smem> * !ttg.memdesc<64x64xf16, #shared2, #smem> -> tensor<64x64xf32, #mma>
%v40 = tt.splat %v32 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
%v41 = arith.addi %v40, %v28 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
%v42 = tt.expand_dims %v41 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
%v43 = arith.cmpi slt, %v42, %v29 : tensor<1x64xi32, #mma>
%v44 = arith.mulf %v39, %v30 : tensor<64x64xf32, #mma>
%v45 = tt.broadcast %v43 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
%v46 = arith.select %v45, %v44, %v13 : tensor<64x64xi1, #mma>, tensor<64x64xf32, #mma>
%v47 = "tt.reduce"(%v46) <{axis = 1 : i32}> ({
^bb0(%v48: f32, %v49: f32):
%v50 = arith.maxnumf %v48, %v49 : f32
tt.reduce.return %v50 : f32
}) : (tensor<64x64xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v51 = arith.maxnumf %v33, %v47 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v52 = tt.expand_dims %v51 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
%v53 = tt.broadcast %v52 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
%v54 = arith.subf %v46, %v53 : tensor<64x64xf32, #mma>
%v55 = math.exp2 %v54 : tensor<64x64xf32, #mma>
%v56 = arith.subf %v33, %v51 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v57 = math.exp2 %v56 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v58 = arith.mulf %v34, %v57 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v59 = "tt.reduce"(%v55) <{axis = 1 : i32}> ({
^bb0(%v60: f32, %v61: f32):
%v62 = arith.addf %v60, %v61 : f32
tt.reduce.return %v62 : f32
}) : (tensor<64x64xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v63 = arith.addf %v58, %v59 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
%v64 = tt.descriptor_load %v22[%v17, %v32, %v10] : !tt.tensordesc<tensor<1x64x64xf16, #shared>> -> tensor<64x64xf16, #blocked>
%v65 = ttg.local_alloc %v64 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared1, #smem>
%v66 = tt.expand_dims %v57 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
%v67 = tt.broadcast %v66 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
%v68 = arith.mulf %v35, %v67 : tensor<64x64xf32, #mma>
%v69 = arith.truncf %v55 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
%v70 = ttg.convert_layout %v69 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
%v71 = ttng.warp_group_dot %v70, %v65, %v68 {inputPrecision = 0 : i32} : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * !ttg.memdesc<64x64xf16, #shared1, #smem> -> tensor<64x64xf32, #mma>
scf.yield %v51, %v63, %v71 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma>
} {tt.warp_specialize}
%v72 = tt.expand_dims %v31#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
%v73 = tt.broadcast %v72 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
%v74 = arith.divf %v31#2, %v73 : tensor<64x64xf32, #mma>
%v75 = arith.truncf %v74 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
%v76 = tt.reshape %v75 : tensor<64x64xf16, #mma> -> tensor<1x64x64xf16, #linear>
%v77 = ttg.convert_layout %v76 : tensor<1x64x64xf16, #linear> -> tensor<1x64x64xf16, #blocked1>
tt.descriptor_store %v23[%v17, %v24, %v10], %v77 : !tt.tensordesc<tensor<1x64x64xf16, #shared>>, tensor<1x64x64xf16, #blocked1>
tt.return
}
}
