# Flash-attention forward (FA2 schedule) with Gemma-2 style logit softcapping
# (softcap * tanh(s / softcap), tanh through sigmoid in a jit helper), ALiBi
# per-head slopes added after the cap, and a causal sliding window of
# WINDOW keys: the KV loop starts at the first block the window reaches.
# bf16 [B, H, S, 64], S = 200 (tail rows and keys masked), exp2 online
# softmax, bf16 out and the f32 log-sum-exp per row.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,fp32,fp32,i32:16,i32,i32:16,i32:16,i32:16,4,64,64,64
# launch: grid = 4x8, num_warps = 4, num_stages = 3
# args: bf16[102400]=randn bf16[102400]=randn bf16[102400]=randn bf16[102400]=zeros f32[1600]=zeros f32[4]=rand f32=0.125 f32=30.0 i32=96 i32=200 i32=51200 i32=12800 i32=64
# outputs: 3 4
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _tanh(x):
    return 2.0 * tl.sigmoid(2.0 * x) - 1.0


@triton.jit
def attn_fwd_alibi_swa_softcap(Q, K, V, Out, Lse, Slopes, sm_scale, softcap, window, seqlen,
                               stride_b, stride_h, stride_s,
                               H: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                               HEAD_DIM: tl.constexpr):
    LOG2E: tl.constexpr = 1.4426950408889634
    start_m = tl.program_id(0)
    off_bh = tl.program_id(1)
    off_b = off_bh // H
    off_h = off_bh % H
    base = off_b.to(tl.int64) * stride_b + off_h.to(tl.int64) * stride_h

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    q_ptrs = Q + base + offs_m[:, None] * stride_s + offs_d[None, :]
    q = tl.load(q_ptrs, mask=offs_m[:, None] < seqlen, other=0.0)
    slope = tl.load(Slopes + off_h)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)

    lo = tl.maximum(start_m * BLOCK_M - window, 0)
    lo = (lo // BLOCK_N) * BLOCK_N
    hi = tl.minimum((start_m + 1) * BLOCK_M, seqlen)
    for start_n in range(lo, hi, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        cols = start_n + offs_n
        kv_mask = cols[:, None] < seqlen
        k = tl.load(K + base + cols[:, None] * stride_s + offs_d[None, :], mask=kv_mask, other=0.0)
        s = tl.dot(q, tl.trans(k)) * sm_scale
        s = softcap * _tanh(s / softcap)
        rel = (cols[None, :] - offs_m[:, None]).to(tl.float32)
        s = s + slope * rel
        keep = (cols[None, :] <= offs_m[:, None]) & (cols[None, :] >= offs_m[:, None] - window) \
            & (cols[None, :] < seqlen)
        s = tl.where(keep, s, float("-inf"))

        m_ij = tl.maximum(m_i, tl.max(s, axis=1))
        m_safe = tl.where(m_ij == float("-inf"), 0.0, m_ij)
        p = tl.math.exp2((s - m_safe[:, None]) * LOG2E)
        alpha = tl.math.exp2((m_i - m_safe) * LOG2E)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        acc = acc * alpha[:, None]
        v = tl.load(V + base + cols[:, None] * stride_s + offs_d[None, :], mask=kv_mask, other=0.0)
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij

    l_safe = tl.where(l_i == 0.0, 1.0, l_i)
    acc = acc / l_safe[:, None]
    row_mask = offs_m < seqlen
    tl.store(Lse + off_bh * seqlen + offs_m, m_i + tl.log(l_safe), mask=row_mask)
    o_ptrs = Out + base + offs_m[:, None] * stride_s + offs_d[None, :]
    tl.store(o_ptrs, acc.to(Out.dtype.element_ty), mask=row_mask[:, None])
