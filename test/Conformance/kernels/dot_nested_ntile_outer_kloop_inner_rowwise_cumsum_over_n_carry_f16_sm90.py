# Prefix sums of a projection along the output axis (cumulative logits, as for
# ordinal heads or top-p over a vocab slice): one program per 64-row block
# walks all N tiles in an outer loop, runs an inner tl.range K loop
# (num_stages = 3) and scans each finished tile with tl.cumsum(axis=1) plus a
# per-row carry from the previous tiles. M = 100, N = 300 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp32:16,i32,i32,i32:16,i32:16,i32,i32,64,64,32
# launch: grid = 2, num_warps = 4, num_stages = 3
# args: f16[9600]=int:-2:2 f16[28800]=int:-1:1 f32[30000]=zeros i32=100 i32=300 i32=96 i32=96 i32=300 i32=300
# outputs: 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def proj_cumsum_over_n(x_ptr, w_ptr, out_ptr, M, N, K, stride_xm, stride_wk, stride_om,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid = tl.program_id(0)
    rm = pid * BM + tl.arange(0, BM)
    m_ok = rm < M
    rk0 = tl.arange(0, BK)
    carry = tl.zeros((BM,), tl.float32)
    for n0 in range(0, N, BN):
        rn = n0 + tl.arange(0, BN)
        n_ok = rn < N
        acc = tl.zeros((BM, BN), tl.float32)
        for k0 in tl.range(0, K, BK, num_stages=3):
            rk = k0 + rk0
            k_ok = rk < K
            x = tl.load(x_ptr + rm[:, None] * stride_xm + rk[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
            w = tl.load(w_ptr + rk[:, None] * stride_wk + rn[None, :], mask=k_ok[:, None] & n_ok[None, :], other=0.0)
            acc = tl.dot(x, w, acc)
        cs = tl.cumsum(acc, axis=1) + carry[:, None]
        carry += tl.sum(acc, axis=1)
        tl.store(out_ptr + rm[:, None] * stride_om + rn[None, :], cs, mask=m_ok[:, None] & n_ok[None, :])
