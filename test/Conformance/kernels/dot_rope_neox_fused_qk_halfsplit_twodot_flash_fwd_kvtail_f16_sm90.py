# Flash-attention forward with NeoX rotary embedding fused in: the Q block
# and each K block are loaded as two 64-wide halves, rotated with f32
# cos/sin caches gathered by position, and QK^T is the sum of two chained
# half-dim dots (acc form); head dim 128, S = 200 (q and kv tails),
# non-causal online softmax; 8 warps, 2 stages.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,*fp16:16,fp32,i32,i32:16,64,64,64
# launch: grid = 4x4, num_warps = 8, num_stages = 2
# args: f16[102400]=randn f16[102400]=randn f16[102400]=randn f32[12800]=rand f32[12800]=rand f16[102400]=zeros f32=0.08838834764831845 i32=200 i32=25600
# outputs: 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def rope_rotate(x1, x2, cos, sin):
    r1 = x1.to(tl.float32) * cos - x2.to(tl.float32) * sin
    r2 = x2.to(tl.float32) * cos + x1.to(tl.float32) * sin
    return r1.to(tl.float16), r2.to(tl.float16)


@triton.jit
def rope_flash_attn_fwd(q_ptr, k_ptr, v_ptr, cos_ptr, sin_ptr, o_ptr, sm_scale, S, stride_bh,
                        BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HALF: tl.constexpr):
    pid_m = tl.program_id(0)
    bh = tl.program_id(1)
    HEAD_DIM: tl.constexpr = 2 * HALF
    base = bh.to(tl.int64) * stride_bh
    offs_m = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_h = tl.arange(0, HALF)
    offs_d = tl.arange(0, HEAD_DIM)
    m_ok = offs_m < S

    q_rows = q_ptr + base + offs_m[:, None] * HEAD_DIM
    q1 = tl.load(q_rows + offs_h[None, :], mask=m_ok[:, None], other=0.0)
    q2 = tl.load(q_rows + HALF + offs_h[None, :], mask=m_ok[:, None], other=0.0)
    cs_off = offs_m[:, None] * HALF + offs_h[None, :]
    cos_q = tl.load(cos_ptr + cs_off, mask=m_ok[:, None], other=1.0)
    sin_q = tl.load(sin_ptr + cs_off, mask=m_ok[:, None], other=0.0)
    q1, q2 = rope_rotate(q1, q2, cos_q, sin_q)

    qk_scale = sm_scale * 1.4426950408889634
    m_i = tl.full((BLOCK_M,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_M,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_M, HEAD_DIM), dtype=tl.float32)
    for start_n in range(0, S, BLOCK_N):
        cols = start_n + offs_n
        n_ok = cols < S
        k_rows = k_ptr + base + cols[:, None] * HEAD_DIM
        k1 = tl.load(k_rows + offs_h[None, :], mask=n_ok[:, None], other=0.0)
        k2 = tl.load(k_rows + HALF + offs_h[None, :], mask=n_ok[:, None], other=0.0)
        kcs_off = cols[:, None] * HALF + offs_h[None, :]
        cos_k = tl.load(cos_ptr + kcs_off, mask=n_ok[:, None], other=1.0)
        sin_k = tl.load(sin_ptr + kcs_off, mask=n_ok[:, None], other=0.0)
        k1, k2 = rope_rotate(k1, k2, cos_k, sin_k)

        s = tl.dot(q1, tl.trans(k1))
        s = tl.dot(q2, tl.trans(k2), s)
        s = tl.where(n_ok[None, :], s * qk_scale, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.math.exp2(m_i - m_new)
        p = tl.math.exp2(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + base + cols[:, None] * HEAD_DIM + offs_d[None, :],
                    mask=n_ok[:, None], other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new

    acc = acc / l_i[:, None]
    tl.store(o_ptr + base + offs_m[:, None] * HEAD_DIM + offs_d[None, :], acc.to(tl.float16),
             mask=m_ok[:, None])
