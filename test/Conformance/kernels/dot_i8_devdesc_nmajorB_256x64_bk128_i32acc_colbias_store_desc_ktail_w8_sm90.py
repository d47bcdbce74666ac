# int8 GEMM through device-side TMA descriptors with an int32 result stored
# through a third descriptor: A [M, K] row-major, B [K, N] row-major (N-major,
# so the 8-bit wgmma B operand is not K-major as loaded), 256x64 tiles with a
# 128-deep K step (K = 400: the last tile is zero-filled by the descriptor),
# M = 500 clipped on the store, an int32 column bias, 2-D grid, 8 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i32:16,*i32:16,i32,i32:16,i32:16,256,64,128
# launch: grid = 2x3, num_warps = 8, num_stages = 3
# args: i8[200000]=int:-128:127 i8[76800]=int:-128:127 i32[96000]=zeros i32[192]=int:-100000:100000 i32=500 i32=192 i32=400
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def i8_gemm_desc_i32out(a_ptr, b_ptr, c_ptr, bias_ptr, M, N, K,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    off_m = pid_m * BLOCK_M
    off_n = pid_n * BLOCK_N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.int32)
    for k in tl.range(0, tl.cdiv(K, BLOCK_K), num_stages=3):
        a = a_desc.load([off_m, k * BLOCK_K])
        b = b_desc.load([k * BLOCK_K, off_n])
        acc = tl.dot(a, b, acc, out_dtype=tl.int32)

    rn = off_n + tl.arange(0, BLOCK_N)
    bias = tl.load(bias_ptr + rn, mask=rn < N, other=0)
    c_desc.store([off_m, off_n], acc + bias[None, :])
