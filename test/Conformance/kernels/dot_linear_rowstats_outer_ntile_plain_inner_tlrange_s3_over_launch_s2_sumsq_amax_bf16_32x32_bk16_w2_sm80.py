# Fused linear + row statistics for a following RMSNorm / fp8 quant: a program owns a
# 32-row stripe, a plain outer loop walks the N tiles and only the inner K loop is
# pipelined (tl.range(num_stages=3) over launch num_stages = 2); each N tile is stored
# (bf16) and its row sum of squares and abs-max are carried across the outer loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,i32,i32,i32,i32,i32,i32,32,32,16
# launch: grid = 4, num_warps = 2, num_stages = 2
# args: bf16[7200]=int:-1:1 bf16[6480]=int:-2:2 bf16[9000]=zeros f32[100]=zeros f32[100]=zeros i32=100 i32=90 i32=72 i32=72 i32=90 i32=90
# outputs: 2 3 4
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def linear_rowstats_kernel(x_ptr, w_ptr, y_ptr, sumsq_ptr, amax_ptr, M, N, K,
                           stride_xm, stride_wk, stride_ym,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    pid = tl.program_id(0)
    offs_m = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    m_mask = offs_m < M
    offs_k = tl.arange(0, BLOCK_K)
    sumsq = tl.zeros((BLOCK_M,), dtype=tl.float32)
    amax = tl.zeros((BLOCK_M,), dtype=tl.float32)
    for n0 in range(0, N, BLOCK_N):
        offs_n = n0 + tl.arange(0, BLOCK_N)
        n_mask = offs_n < N
        acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
        for k0 in tl.range(0, K, BLOCK_K, num_stages=3):
            kk = k0 + offs_k
            k_mask = kk < K
            x = tl.load(x_ptr + offs_m[:, None] * stride_xm + kk[None, :],
                        mask=m_mask[:, None] & k_mask[None, :], other=0.0)
            w = tl.load(w_ptr + kk[:, None] * stride_wk + offs_n[None, :],
                        mask=k_mask[:, None] & n_mask[None, :], other=0.0)
            acc = tl.dot(x, w, acc)
        tl.store(y_ptr + offs_m[:, None] * stride_ym + offs_n[None, :], acc.to(tl.bfloat16),
                 mask=m_mask[:, None] & n_mask[None, :])
        sumsq += tl.sum(acc * acc, axis=1)
        amax = tl.maximum(amax, tl.max(tl.abs(acc), axis=1))
    tl.store(sumsq_ptr + offs_m, sumsq, mask=m_mask)
    tl.store(amax_ptr + offs_m, amax, mask=m_mask)
