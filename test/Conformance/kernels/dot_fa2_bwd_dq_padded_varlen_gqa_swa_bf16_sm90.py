# FlashAttention-2 backward, dQ-only pass (the "separate dQ kernel" variant):
# per-sequence lengths over a padded [B, MAXLEN, H, D] token-major layout,
# GQA (kv head = q head // group), causal sliding window (i - j < window)
# with a lower kv bound rounded to BLOCK_N, natural-log LSE and Delta rows,
# two dots against K tiles (qk, and ds @ k) plus dO @ V^T; dQ kept in f32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,*fp32:16,*fp32:16,*i32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,i32,i32,64,64,64
# launch: grid = 3x3x8, num_warps = 8, num_stages = 2
# args: bf16[294912]=randn bf16[73728]=randn bf16[73728]=randn bf16[294912]=randn f32[4608]=fill:3.0 f32[4608]=randn f32[294912]=zeros i32[3]=int:1:192 f32=0.125 i32=98304 i32=512 i32=24576 i32=128 i32=576 i32=192 i32=100 i32=4
# outputs: 6
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def fa2_bwd_dq_swa_gqa(Q, K, V, DO, LSE, DELTA, DQ, seq_lens, sm_scale,
                       stride_qb, stride_qt, stride_kb, stride_kt, stride_lh, stride_lb,
                       window, kv_group,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr):
    start_m = tl.program_id(0)
    off_b = tl.program_id(1)
    off_h = tl.program_id(2)
    off_hkv = off_h // kv_group
    seqlen = tl.load(seq_lens + off_b)
    if start_m * BLOCK_M >= seqlen:
        return

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD_DIM)
    m_mask = offs_m < seqlen
    q_base = off_b.to(tl.int64) * stride_qb + off_h * HEAD_DIM
    kv_base = off_b.to(tl.int64) * stride_kb + off_hkv * HEAD_DIM
    q_offs = q_base + offs_m[:, None] * stride_qt + offs_d[None, :]
    q = tl.load(Q + q_offs, mask=m_mask[:, None], other=0.0)
    do = tl.load(DO + q_offs, mask=m_mask[:, None], other=0.0)
    row_offs = off_h * stride_lh + off_b * stride_lb + offs_m
    lse = tl.load(LSE + row_offs, mask=m_mask, other=0.0)
    delta = tl.load(DELTA + row_offs, mask=m_mask, other=0.0)

    LOG2E: tl.constexpr = 1.4426950408889634
    qk_scale = sm_scale * LOG2E
    lse2 = lse * LOG2E
    dq = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)

    lo = tl.maximum(start_m * BLOCK_M - window + 1, 0)
    lo = (lo // BLOCK_N) * BLOCK_N
    hi = tl.minimum((start_m + 1) * BLOCK_M, seqlen)
    offs_n0 = tl.arange(0, BLOCK_N)
    for start_n in range(lo, hi, BLOCK_N):
        offs_n = start_n + offs_n0
        n_mask = offs_n < seqlen
        kv_offs = kv_base + offs_n[:, None] * stride_kt + offs_d[None, :]
        k = tl.load(K + kv_offs, mask=n_mask[:, None], other=0.0)
        v = tl.load(V + kv_offs, mask=n_mask[:, None], other=0.0)
        qk = tl.dot(q, tl.trans(k))
        rel = offs_m[:, None] - offs_n[None, :]
        keep = (rel >= 0) & (rel < window) & n_mask[None, :]
        p = tl.exp2(qk * qk_scale - lse2[:, None])
        p = tl.where(keep, p, 0.0)
        dp = tl.dot(do, tl.trans(v))
        ds = p * (dp - delta[:, None])
        dq = tl.dot(ds.to(K.dtype.element_ty), k, dq)

    dq = dq * sm_scale
    tl.store(DQ + q_offs, dq, mask=m_mask[:, None])
