# tf32 GEMM that writes its result transposed (C^T = alpha * (A @ B)^T, as a
# fused "linear then transpose" for a consumer wanting [N, M]): A and B walked
# with make_block_ptr / tl.advance and zero padding on the K tail (K = 100,
# BK = 32), the accumulator tl.trans'd and stored through a block pointer over
# the [N, M] output with boundary checks on both axes (M = 200 tail).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32,fp32,64,128,32
# launch: grid = 4x2, num_warps = 4, num_stages = 3
# args: f32[20000]=int:-3:3 f32[16000]=int:-3:3 f32[32000]=zeros i32=200 i32=160 i32=100 i32=100 i32=160 i32=200 f32=2.0
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tf32_matmul_store_transposed(A, B, CT, M, N, K, stride_am, stride_bk, stride_ctn, alpha,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_bp = tl.make_block_ptr(A, shape=(M, K), strides=(stride_am, 1), offsets=(pid_m * BLOCK_M, 0),
                             block_shape=(BLOCK_M, BLOCK_K), order=(1, 0))
    b_bp = tl.make_block_ptr(B, shape=(K, N), strides=(stride_bk, 1), offsets=(0, pid_n * BLOCK_N),
                             block_shape=(BLOCK_K, BLOCK_N), order=(1, 0))
    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for _ in range(0, tl.cdiv(K, BLOCK_K)):
        a = tl.load(a_bp, boundary_check=(0, 1), padding_option="zero")
        b = tl.load(b_bp, boundary_check=(0, 1), padding_option="zero")
        acc = tl.dot(a, b, acc, input_precision="tf32")
        a_bp = tl.advance(a_bp, (0, BLOCK_K))
        b_bp = tl.advance(b_bp, (BLOCK_K, 0))

    acc = acc * alpha
    ct_bp = tl.make_block_ptr(CT, shape=(N, M), strides=(stride_ctn, 1),
                              offsets=(pid_n * BLOCK_N, pid_m * BLOCK_M),
                              block_shape=(BLOCK_N, BLOCK_M), order=(1, 0))
    tl.store(ct_bp, tl.trans(acc), boundary_check=(0, 1))
