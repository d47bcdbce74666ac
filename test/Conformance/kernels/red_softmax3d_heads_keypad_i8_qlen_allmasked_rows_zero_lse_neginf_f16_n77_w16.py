# Attention-probability softmax over a [8 heads, 4 queries, 128 keys] 3-D tile
# of f16 scores [2, 6, 20, 77] (6 heads, 77 keys masked): keep = i8 key-padding
# mask & (query < qlen[b]); rows with no kept key (queries past qlen) have an
# all -inf row whose max is made safe, giving zero probabilities instead of NaN
# and lse = -inf; probabilities stored f16, lse f32; num_warps = 16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i8:16,*i32:16,*fp16:16,*fp32:16,i32,i32,i32,i32,i32,fp32,8,4,128
# launch: grid = 5x2, num_warps = 16
# args: f16[18480]=randn i8[154]=int:0:1 i32[2]=int:5:20 f16[18480]=zeros f32[240]=zeros i32=6 i32=20 i32=77 i32=9240 i32=1540 f32=0.125
# outputs: 3 4
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def masked_softmax3d_kernel(
    s_ptr,
    keymask_ptr,
    qlen_ptr,
    p_ptr,
    lse_ptr,
    H,
    S,
    N,
    stride_b,
    stride_h,
    scale,
    BLOCK_H: tl.constexpr,
    BLOCK_Q: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid_q = tl.program_id(0)
    b = tl.program_id(1)
    h = tl.arange(0, BLOCK_H)
    q = pid_q * BLOCK_Q + tl.arange(0, BLOCK_Q)
    n = tl.arange(0, BLOCK_N)
    qlen = tl.load(qlen_ptr + b)

    hmask = h < H
    qmask = q < S
    nmask = n < N
    io_mask = hmask[:, None, None] & qmask[None, :, None] & nmask[None, None, :]
    offs = b * stride_b + h[:, None, None] * stride_h + q[None, :, None] * N + n[None, None, :]

    s = tl.load(s_ptr + offs, mask=io_mask, other=0.0).to(tl.float32) * scale
    key_keep = tl.load(keymask_ptr + b * N + n, mask=nmask, other=0) != 0
    keep = io_mask & key_keep[None, None, :] & (q < qlen)[None, :, None]
    s = tl.where(keep, s, float("-inf"))

    m = tl.max(s, axis=2)
    m_safe = tl.where(m == float("-inf"), 0.0, m)
    e = tl.exp(s - m_safe[:, :, None])
    den = tl.sum(e, axis=2)
    inv = tl.where(den == 0.0, 0.0, 1.0 / den)
    p = e * inv[:, :, None]
    tl.store(p_ptr + offs, p.to(tl.float16), mask=io_mask)

    lse = tl.where(den == 0.0, float("-inf"), m_safe + tl.log(den))
    lmask = hmask[:, None] & qmask[None, :]
    tl.store(lse_ptr + b * (H * S) + h[:, None] * S + q[None, :], lse, mask=lmask)
