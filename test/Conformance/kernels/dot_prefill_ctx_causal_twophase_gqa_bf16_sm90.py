# Chunked-prefill causal attention (new queries after a cached context of
# ctx_len=70 tokens) with GQA (4 query heads on 2 KV heads), token-major
# [B, T, H, D] layout, in two separate KV loops: first the key blocks that
# lie entirely before the query block (no masks at all), then the diagonal
# blocks with the causal and kv_len masks; BLOCK_M=64 over BLOCK_N=32, bf16.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,fp32,i32,i32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,4,2,64,64,32
# launch: grid = 3x8, num_warps = 4, num_stages = 2
# args: bf16[76800]=randn bf16[56320]=randn bf16[56320]=randn bf16[76800]=zeros f32=0.125 i32=150 i32=70 i32=38400 i32=256 i32=28160 i32=128 i32=28160 i32=128 i32=38400 i32=256
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def prefill_causal_twophase(Q, K, V, Out, sm_scale, q_len, ctx_len,
                            stride_qb, stride_qt, stride_kb, stride_kt, stride_vb, stride_vt, stride_ob, stride_ot,
                            NUM_Q_HEADS: tl.constexpr, GQA: tl.constexpr, HEAD_DIM: tl.constexpr,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    bh = tl.program_id(1)
    b = bh // NUM_Q_HEADS
    h = bh % NUM_Q_HEADS
    kvh = h // GQA
    kv_len = ctx_len + q_len
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    m_ok = offs_m < q_len
    q = tl.load(Q + b * stride_qb + offs_m[:, None] * stride_qt + h * HEAD_DIM + offs_d[None, :],
                mask=m_ok[:, None], other=0.0)
    k_base = K + b * stride_kb + kvh * HEAD_DIM
    v_base = V + b * stride_vb + kvh * HEAD_DIM
    q_pos = ctx_len + offs_m
    qk_scale = sm_scale * 1.44269504
    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)

    # phase 1: key blocks that every query row of this block may see
    full_end = ((ctx_len + start_m * BLOCK_M) // BLOCK_N) * BLOCK_N
    for start_n in range(0, full_end, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        kv_idx = start_n + offs_n
        kt = tl.load(k_base + offs_d[:, None] + kv_idx[None, :] * stride_kt)
        qk = tl.dot(q, kt) * qk_scale
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_base + kv_idx[:, None] * stride_vt + offs_d[None, :])
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.bfloat16), v, acc)
        m_i = m_ij

    # phase 2: blocks on the diagonal, causal + length masks
    diag_end = tl.minimum(ctx_len + (start_m + 1) * BLOCK_M, kv_len)
    for start_n in range(full_end, diag_end, BLOCK_N):
        kv_idx = start_n + offs_n
        kv_ok = kv_idx < kv_len
        kt = tl.load(k_base + offs_d[:, None] + kv_idx[None, :] * stride_kt, mask=kv_ok[None, :], other=0.0)
        qk = tl.dot(q, kt) * qk_scale
        visible = (kv_idx[None, :] <= q_pos[:, None]) & kv_ok[None, :]
        qk = tl.where(visible, qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_base + kv_idx[:, None] * stride_vt + offs_d[None, :], mask=kv_ok[:, None], other=0.0)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.bfloat16), v, acc)
        m_i = m_ij

    acc = acc / l_i[:, None]
    tl.store(Out + b * stride_ob + offs_m[:, None] * stride_ot + h * HEAD_DIM + offs_d[None, :],
             acc.to(tl.bfloat16), mask=m_ok[:, None])
