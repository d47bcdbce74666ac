# Stable log-sum-exp over the middle axis of x[3, 150, 100] f32 with [2, 32, 32]
# 3-D tiles: entries below -2 and columns d >= valid[b] are -inf (masked logits),
# an online (max, scaled sum) merge over five L chunks with a -inf-safe max,
# lse = -inf for fully masked columns; a second pass writes exp(x - lse) with
# 0 where lse is -inf; B and L tails masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,2,32,32
# launch: grid = 2x4, num_warps = 8
# args: f32[45000]=randn i32[3]=int:20:100 f32[300]=zeros f32[45000]=zeros i32=3 i32=150 i32=100 i32=15000
# outputs: 2 3
# tol: 1e-4 1e-4
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _masked_logits(x_ptr, valid, b, l, d, B, L, D, stride_b):
    io = (b < B)[:, None, None] & (l < L)[None, :, None] & (d < D)[None, None, :]
    offs = b[:, None, None] * stride_b + l[None, :, None] * D + d[None, None, :]
    x = tl.load(x_ptr + offs, mask=io, other=float("-inf"))
    keep = io & (x >= -2.0) & (d[None, None, :] < valid[:, None, None])
    return tl.where(keep, x, float("-inf")), offs, io


@triton.jit
def lse_middle_axis_kernel(
    x_ptr,
    valid_ptr,
    lse_ptr,
    p_ptr,
    B,
    L,
    D,
    stride_b,
    BLOCK_B: tl.constexpr,
    BLOCK_L: tl.constexpr,
    BLOCK_D: tl.constexpr,
):
    b = tl.program_id(0) * BLOCK_B + tl.arange(0, BLOCK_B)
    d = tl.program_id(1) * BLOCK_D + tl.arange(0, BLOCK_D)
    lr = tl.arange(0, BLOCK_L)
    valid = tl.load(valid_ptr + b, mask=b < B, other=0)

    m = tl.full([BLOCK_B, BLOCK_D], float("-inf"), tl.float32)
    s = tl.zeros([BLOCK_B, BLOCK_D], dtype=tl.float32)
    for l0 in range(0, L, BLOCK_L):
        x, offs, io = _masked_logits(x_ptr, valid, b, l0 + lr, d, B, L, D, stride_b)
        m_new = tl.maximum(m, tl.max(x, axis=1))
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        s = s * tl.exp(m - m_safe) + tl.sum(tl.exp(x - m_safe[:, None, :]), axis=1)
        m = m_new

    lse = tl.where(s == 0.0, float("-inf"), m + tl.log(s))
    omask = (b < B)[:, None] & (d < D)[None, :]
    tl.store(lse_ptr + b[:, None] * D + d[None, :], lse, mask=omask)

    lse_safe = tl.where(lse == float("-inf"), 0.0, lse)
    for l0 in range(0, L, BLOCK_L):
        x, offs, io = _masked_logits(x_ptr, valid, b, l0 + lr, d, B, L, D, stride_b)
        p = tl.where(x == float("-inf"), 0.0, tl.exp(x - lse_safe[:, None, :]))
        tl.store(p_ptr + offs, p, mask=io)
