# Batched banded-matrix x dense product C = band(A, bw) @ B: each batch's
# bandwidth is loaded from memory and turns into the K loop's bounds (only the
# K tiles touching the band of the row block run), the A tile is masked in
# registers with tl.where(|i - k| <= bw), and the dot accumulates in f16
# (out_dtype=tl.float16) under tl.range(loop_unroll_factor = 2); n = 100 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,*fp16:16,i32,i32:16,i32:16,i32,i32:16,i32:16,i32:16,i32:16,32,32,16
# launch: grid = 4x2x3, num_warps = 2, num_stages = 2
# args: f16[30000]=int:-1:1 f16[14400]=int:-2:2 i32[3]=int:0:12 f16[14400]=zeros i32=100 i32=48 i32=10000 i32=100 i32=4800 i32=48 i32=4800 i32=48
# outputs: 3
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def banded_matmul_f16acc(a_ptr, b_ptr, bw_ptr, c_ptr, n, NR, stride_ab, stride_am, stride_bb, stride_bk,
                         stride_cb, stride_cm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    bz = tl.program_id(2)
    bw = tl.load(bw_ptr + bz)
    m0 = pid_m * BM
    rm = m0 + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    m_ok = rm < n
    n_ok = rn < NR
    k_lo = (tl.maximum(m0 - bw, 0) // BK) * BK
    k_hi = tl.minimum(m0 + BM + bw, n)
    a_base = a_ptr + bz * stride_ab
    b_base = b_ptr + bz * stride_bb
    acc = tl.zeros((BM, BN), tl.float16)
    for k0 in tl.range(k_lo, k_hi, BK, loop_unroll_factor=2):
        rk = k0 + tl.arange(0, BK)
        k_ok = rk < n
        a = tl.load(a_base + rm[:, None] * stride_am + rk[None, :], mask=m_ok[:, None] & k_ok[None, :], other=0.0)
        band = tl.abs(rm[:, None] - rk[None, :]) <= bw
        a = tl.where(band, a, 0.0)
        b = tl.load(b_base + rk[:, None] * stride_bk + rn[None, :], mask=k_ok[:, None] & n_ok[None, :], other=0.0)
        acc = tl.dot(a, b, acc, out_dtype=tl.float16)
    tl.store(c_ptr + bz * stride_cb + rm[:, None] * stride_cm + rn[None, :], acc, mask=m_ok[:, None] & n_ok[None, :])
