# Flash-attention backward, the dQ kernel (tutorial-06 / FA2 split): one
# program per 64-row Q block walks the causal key range in 32-key steps, K and
# V loaded as [D, BLOCK_N] (transposed through the pointers), P rebuilt from
# the stored log-sum-exp, dS = P * (dO V^T - Delta), and dQ += dS @ tl.trans(kT)
# (a dot on the transpose of a loaded tile). S = 176 leaves a tail block;
# f16 in, f32 dQ out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,fp32,i32:16,i32:16,i32:16,64,32,64
# launch: grid = 3x6, num_warps = 4, num_stages = 3
# args: f16[67584]=randn f16[67584]=randn f16[67584]=randn f16[67584]=randn f32[1056]=randn f32[1056]=randn f32[67584]=zeros f32=0.125 i32=176 i32=11264 i32=64
# outputs: 6
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def attn_bwd_dq(Q, K, V, DO, LSE, Delta, DQ, sm_scale, seqlen, stride_bh, stride_s,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    pid_m = tl.program_id(0)
    off_bh = tl.program_id(1)
    base = off_bh.to(tl.int64) * stride_bh

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    row_mask = offs_m < seqlen

    q = tl.load(Q + base + offs_m[:, None] * stride_s + offs_d[None, :], mask=row_mask[:, None], other=0.0)
    do = tl.load(DO + base + offs_m[:, None] * stride_s + offs_d[None, :], mask=row_mask[:, None], other=0.0)
    lse = tl.load(LSE + off_bh * seqlen + offs_m, mask=row_mask, other=0.0)
    delta = tl.load(Delta + off_bh * seqlen + offs_m, mask=row_mask, other=0.0)

    dq = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    hi = tl.minimum((pid_m + 1) * BLOCK_M, seqlen)
    for start_n in range(0, hi, BLOCK_N):
        cols = start_n + offs_n
        col_mask = cols < seqlen
        kT = tl.load(K + base + cols[None, :] * stride_s + offs_d[:, None], mask=col_mask[None, :], other=0.0)
        vT = tl.load(V + base + cols[None, :] * stride_s + offs_d[:, None], mask=col_mask[None, :], other=0.0)
        qk = tl.dot(q, kT) * sm_scale
        p = tl.exp(qk - lse[:, None])
        causal = (offs_m[:, None] >= cols[None, :]) & col_mask[None, :]
        p = tl.where(causal, p, 0.0)
        dp = tl.dot(do, vT)
        ds = p * (dp - delta[:, None])
        dq = tl.dot(ds.to(kT.dtype), tl.trans(kT), dq)

    dq = dq * sm_scale
    tl.store(DQ + base + offs_m[:, None] * stride_s + offs_d[None, :], dq, mask=row_mask[:, None])
