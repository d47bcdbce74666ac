# nn.Linear forward y = x W^T + b with W stored [N, K] (row-major, as torch
# keeps it): both operand tiles are loaded row-major and transposed in
# registers with tl.trans, and two dots per K step produce y and y^T
# (dot(x, trans(w)) and dot(w, trans(x))).  16x16x16 tiles on one warp,
# K = 72 tail, M = 50 / N = 40 tails, integer-valued f16 inputs (exact).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,i32,16,16,16
# launch: grid = 4x3, num_warps = 1, num_stages = 2
# args: f16[3600]=int:-3:3 f16[2880]=int:-3:3 f32[40]=int:-5:5 f32[2000]=zeros f32[2000]=zeros i32=50 i32=40 i32=72 i32=72 i32=72 i32=40 i32=50
# outputs: 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def linear_wnk_trans_both_kernel(x_ptr, w_ptr, b_ptr, y_ptr, yt_ptr, M, N, K,
                                 stride_xm, stride_wn, stride_ym, stride_ytn,
                                 BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    offs_k = tl.arange(0, BLOCK_K)
    m_ok = offs_m < M
    n_ok = offs_n < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    acc_t = tl.zeros((BLOCK_N, BLOCK_M), dtype=tl.float32)
    for k0 in range(0, tl.cdiv(K, BLOCK_K)):
        kk = k0 * BLOCK_K + offs_k
        k_ok = kk < K
        x = tl.load(x_ptr + offs_m[:, None] * stride_xm + kk[None, :],
                    mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        w = tl.load(w_ptr + offs_n[:, None] * stride_wn + kk[None, :],
                    mask=n_ok[:, None] & k_ok[None, :], other=0.0)
        acc = tl.dot(x, tl.trans(w), acc)
        acc_t = tl.dot(w, tl.trans(x), acc_t)

    bias = tl.load(b_ptr + offs_n, mask=n_ok, other=0.0)
    acc = acc + bias[None, :]
    acc_t = acc_t + bias[:, None]
    tl.store(y_ptr + offs_m[:, None] * stride_ym + offs_n[None, :], acc,
             mask=m_ok[:, None] & n_ok[None, :])
    tl.store(yt_ptr + offs_n[:, None] * stride_ytn + offs_m[None, :], acc_t,
             mask=n_ok[:, None] & m_ok[None, :])
