# Residual projection out = res + x W^T with the accumulator initialised
# from the loaded f32 residual tile instead of zeros; W is [N, K] loaded
# [BN, BK] and transposed; K = 24 < BK makes the K loop a single masked step
# under num_stages = 3; tf32 tl.dot on two warps, M = 100 tail.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32:16,i32,i32,i32,i32:16,i32:16,32,32,32
# launch: grid = 4x3, num_warps = 2, num_stages = 3
# args: f32[2400]=int:-4:4 f32[2304]=int:-4:4 f32[9600]=int:-20:20 f32[9600]=zeros i32=100 i32=96 i32=24 i32=24 i32=24 i32=96 i32=96
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def residual_linear_tf32(x_ptr, w_ptr, res_ptr, out_ptr, M, N, K,
                         stride_xm, stride_wn, stride_rm, stride_om,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    m_ok = offs_m < M
    n_ok = offs_n < N
    mn_mask = m_ok[:, None] & n_ok[None, :]
    acc = tl.load(res_ptr + offs_m[:, None] * stride_rm + offs_n[None, :], mask=mn_mask, other=0.0)
    for k0 in range(0, K, BLOCK_K):
        offs_k = k0 + tl.arange(0, BLOCK_K)
        k_ok = offs_k < K
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + offs_k[None, :],
                    mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        w = tl.load(w_ptr + offs_n[:, None] * stride_wn + offs_k[None, :],
                    mask=n_ok[:, None] & k_ok[None, :], other=0.0)
        acc = tl.dot(x, tl.trans(w), acc, input_precision="tf32")
    tl.store(out_ptr + offs_m[:, None] * stride_om + offs_n[None, :], acc, mask=mn_mask)
