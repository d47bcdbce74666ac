# Dual GEMM (GLU-style out = (X @ Wg) * relu(X @ Wu)) on block pointers:
# one X tile per K step feeds two dots against gate and up weight tiles, all
# three loaded with boundary_check and padding_option="zero" (the up tile
# lists its dims as (1, 0)) and advanced along K; M=130,
# N=96, K=136 tails; f32 product stored through a block pointer. 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,i32,i32:16,i32,i32,i32:16,i32:16,64,64,32
# launch: grid = 3x2, num_warps = 4, num_stages = 3
# args: f16[17680]=int:-1:1 f16[13056]=int:-1:1 f16[13056]=int:-1:1 f32[12480]=zeros i32=130 i32=96 i32=136 i32=136 i32=96 i32=96
# outputs: 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def blockptr_dual_gemm_glu_kernel(x_ptr, wg_ptr, wu_ptr, out_ptr, M, N, K,
                                  stride_xm, stride_wk, stride_om,
                                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    x_bp = tl.make_block_ptr(x_ptr, shape=(M, K), strides=(stride_xm, 1), offsets=(pid_m * BM, 0),
                             block_shape=(BM, BK), order=(1, 0))
    g_bp = tl.make_block_ptr(wg_ptr, shape=(K, N), strides=(stride_wk, 1), offsets=(0, pid_n * BN),
                             block_shape=(BK, BN), order=(1, 0))
    u_bp = tl.make_block_ptr(wu_ptr, shape=(K, N), strides=(stride_wk, 1), offsets=(0, pid_n * BN),
                             block_shape=(BK, BN), order=(1, 0))
    acc_g = tl.zeros((BM, BN), dtype=tl.float32)
    acc_u = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        x = tl.load(x_bp, boundary_check=(0, 1), padding_option="zero")
        g = tl.load(g_bp, boundary_check=(0, 1), padding_option="zero")
        u = tl.load(u_bp, boundary_check=(1, 0), padding_option="zero")
        acc_g = tl.dot(x, g, acc_g)
        acc_u = tl.dot(x, u, acc_u)
        x_bp = tl.advance(x_bp, (0, BK))
        g_bp = tl.advance(g_bp, (BK, 0))
        u_bp = tl.advance(u_bp, (BK, 0))
    out = acc_g * tl.maximum(acc_u, 0.0)
    o_bp = tl.make_block_ptr(out_ptr, shape=(M, N), strides=(stride_om, 1), offsets=(pid_m * BM, pid_n * BN),
                             block_shape=(BM, BN), order=(1, 0))
    tl.store(o_bp, out, boundary_check=(0, 1))
