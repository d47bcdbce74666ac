# Prefix-LM attention over a left-padded batch (BSHD): key j visible to query i
# iff both are past the pad start and (j <= i or j in the bidirectional prefix).
# Pad query rows see no key, so the online softmax is -inf safe (m = -inf -> 0,
# l = 0 -> 1) and gives exact zeros; lse written only where l > 0; KV loop
# skips leading pad blocks. bf16, D = 64, 128x64 tiles, 8 warps, 2 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*i32:16,*i32:16,i32:16,i32:16,i32:16,fp32,2,64,128,64
# launch: grid = 2x6, num_warps = 8, num_stages = 2
# args: bf16[61440]=randn bf16[61440]=randn bf16[61440]=randn bf16[61440]=zeros f32[960]=zeros i32[3]=int:0:40 i32[3]=int:0:30 i32=160 i32=20480 i32=128 f32=0.125
# outputs: 3 4
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def prefix_lm_leftpad_attn_kernel(q_ptr, k_ptr, v_ptr, o_ptr, lse_ptr, pad_start_ptr, prefix_len_ptr,
                                  L, stride_b, stride_l, sm_scale,
                                  H: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_M: tl.constexpr,
                                  BLOCK_N: tl.constexpr):
    pid_m = tl.program_id(0)
    off_bh = tl.program_id(1)
    b = off_bh // H
    h = off_bh % H
    pad_start = tl.load(pad_start_ptr + b)
    prefix_end = pad_start + tl.load(prefix_len_ptr + b)
    base = b * stride_b + h * HEAD_DIM

    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = offs_m < L
    q = tl.load(q_ptr + base + offs_m[:, None] * stride_l + offs_d[None, :], mask=row_ok[:, None], other=0.0)
    q_live = offs_m >= pad_start

    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    qk_scale = sm_scale * 1.44269504089

    lo = (pad_start // BLOCK_N) * BLOCK_N
    hi = tl.minimum(tl.maximum((pid_m + 1) * BLOCK_M, prefix_end), L)
    for start_n in range(lo, hi, BLOCK_N):
        cols = start_n + offs_n
        col_ok = cols < L
        kT = tl.load(k_ptr + base + cols[None, :] * stride_l + offs_d[:, None], mask=col_ok[None, :], other=0.0)
        s = tl.dot(q, kT) * qk_scale
        visible = (col_ok & (cols >= pad_start))[None, :] & q_live[:, None]
        visible = visible & ((cols[None, :] <= offs_m[:, None]) | (cols[None, :] < prefix_end))
        s = tl.where(visible, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        m_use = tl.where(m_new == float("-inf"), 0.0, m_new)
        p = tl.math.exp2(s - m_use[:, None])
        alpha = tl.math.exp2(m_i - m_use)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + base + cols[:, None] * stride_l + offs_d[None, :], mask=col_ok[:, None], other=0.0)
        acc = tl.dot(p.to(tl.bfloat16), v, acc * alpha[:, None])
        m_i = m_new

    has_keys = l_i > 0.0
    l_safe = tl.where(has_keys, l_i, 1.0)
    out = acc / l_safe[:, None]
    tl.store(o_ptr + base + offs_m[:, None] * stride_l + offs_d[None, :], out.to(tl.bfloat16),
             mask=row_ok[:, None])
    lse = (m_i + tl.math.log2(l_safe)) * 0.6931471805599453
    tl.store(lse_ptr + off_bh * L + offs_m, lse, mask=row_ok & has_keys)
