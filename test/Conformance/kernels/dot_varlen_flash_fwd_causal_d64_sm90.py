# Varlen (packed batch) causal flash-attention forward, head_dim 64, 64x64
# tiles: one program per (m block, head, sequence); the sequence's token
# range comes from cu_seqlens prefix offsets (here built in the kernel by a
# tl.cumsum over the per-sequence lengths, so that random lengths 1..256 are
# always a valid packing), programs whose m block starts past the sequence
# end exit early; online softmax in exp2, causal and length masks.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,fp32,i32,i32:16,i32:16,8,64,64,64
# launch: grid = 4x4x6, num_warps = 4, num_stages = 3
# args: f16[393216]=randn f16[393216]=randn f16[393216]=randn f16[393216]=zeros i32[6]=int:1:256 f32=0.125 i32=6 i32=256 i32=64
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def varlen_flash_attn_fwd(q_ptr, k_ptr, v_ptr, o_ptr, seqlens_ptr, sm_scale, num_seqs,
                          stride_tok, stride_head,
                          MAX_SEQS: tl.constexpr, HEAD_DIM: tl.constexpr,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    start_m = tl.program_id(0)
    off_h = tl.program_id(1)
    off_z = tl.program_id(2)

    # cu_seqlens[z] .. cu_seqlens[z + 1]
    seq_ids = tl.arange(0, MAX_SEQS)
    seqlens = tl.load(seqlens_ptr + seq_ids, mask=seq_ids < num_seqs, other=0)
    cu_seqlens = tl.cumsum(seqlens, axis=0)
    seq_end = tl.sum(tl.where(seq_ids == off_z, cu_seqlens, 0), axis=0)
    seq_len = tl.load(seqlens_ptr + off_z)
    seq_start = seq_end - seq_len
    if start_m * BLOCK_M >= seq_len:
        return

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, HEAD_DIM)
    base = seq_start.to(tl.int64) * stride_tok + off_h * stride_head

    q_ptrs = q_ptr + base + offs_m[:, None] * stride_tok + offs_d[None, :]
    q = tl.load(q_ptrs, mask=offs_m[:, None] < seq_len, other=0.0)

    qk_scale = sm_scale * 1.44269504089
    m_i = tl.zeros([BLOCK_M], dtype=tl.float32) - float("inf")
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)

    end_n = tl.minimum((start_m + 1) * BLOCK_M, seq_len)
    for start_n in range(0, end_n, BLOCK_N):
        start_n = tl.multiple_of(start_n, BLOCK_N)
        cols = start_n + offs_n
        kv_mask = cols[:, None] < seq_len
        k = tl.load(k_ptr + base + cols[:, None] * stride_tok + offs_d[None, :], mask=kv_mask, other=0.0)
        qk = tl.dot(q, tl.trans(k))
        keep = (offs_m[:, None] >= cols[None, :]) & (cols[None, :] < seq_len)
        qk = tl.where(keep, qk * qk_scale, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_ij[:, None])
        alpha = tl.math.exp2(m_i - m_ij)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + base + cols[:, None] * stride_tok + offs_d[None, :], mask=kv_mask, other=0.0)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(v.dtype), v, acc)
        m_i = m_ij

    acc = acc / l_i[:, None]
    o_ptrs = o_ptr + base + offs_m[:, None] * stride_tok + offs_d[None, :]
    tl.store(o_ptrs, acc.to(o_ptr.dtype.element_ty), mask=offs_m[:, None] < seq_len)
