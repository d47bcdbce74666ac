# Paged-attention decode (one query token per sequence), GQA: one program per
# (sequence, kv head) holds the 8 query heads sharing that kv head in a
# 16-row tile (rows 8..15 masked padding); it walks the sequence's block
# table (block_size 16, head_size 128, cache [num_blocks, 16, kv_heads, 128]),
# S = Q K^T by tl.dot, online softmax masked by the context length, and
# acc += P V by tl.dot. Random block tables (shared blocks allowed),
# context lengths 1..128.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,*i32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32:16,i32,8,16,16,128
# launch: grid = 8x4, num_warps = 4, num_stages = 3
# args: f16[32768]=randn f16[262144]=randn f16[262144]=randn f16[32768]=zeros i32[64]=int:0:31 i32[8]=int:1:128 f32=0.08838834764831845 i32=4096 i32=128 i32=8192 i32=512 i32=128 i32=8
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def paged_attention_decode(q_ptr, k_cache_ptr, v_cache_ptr, out_ptr, block_tables_ptr, context_lens_ptr,
                           scale, stride_q_seq, stride_q_head, stride_cache_block, stride_cache_tok,
                           stride_cache_head, stride_bt_seq,
                           QUERIES_PER_KV: tl.constexpr, BLOCK_Q: tl.constexpr,
                           BLOCK_SIZE: tl.constexpr, HEAD_SIZE: tl.constexpr):
    seq_idx = tl.program_id(0)
    kv_head_idx = tl.program_id(1)

    offs_q = tl.arange(0, BLOCK_Q)
    offs_d = tl.arange(0, HEAD_SIZE)
    offs_t = tl.arange(0, BLOCK_SIZE)
    q_head_idx = kv_head_idx * QUERIES_PER_KV + offs_q
    head_mask = offs_q < QUERIES_PER_KV

    q_offs = seq_idx * stride_q_seq + q_head_idx[:, None] * stride_q_head + offs_d[None, :]
    q = tl.load(q_ptr + q_offs, mask=head_mask[:, None], other=0.0)

    context_len = tl.load(context_lens_ptr + seq_idx)
    num_blocks = tl.cdiv(context_len, BLOCK_SIZE)
    block_table = block_tables_ptr + seq_idx * stride_bt_seq

    M = tl.full([BLOCK_Q], float("-inf"), dtype=tl.float32)
    L = tl.zeros([BLOCK_Q], dtype=tl.float32)
    acc = tl.zeros([BLOCK_Q, HEAD_SIZE], dtype=tl.float32)

    for j in range(0, num_blocks):
        physical_block = tl.load(block_table + j).to(tl.int64)
        seq_offset = j * BLOCK_SIZE + offs_t
        tok_mask = seq_offset < context_len
        kv_offs = (physical_block * stride_cache_block + offs_t[:, None] * stride_cache_tok
                   + kv_head_idx * stride_cache_head + offs_d[None, :])
        K = tl.load(k_cache_ptr + kv_offs, mask=tok_mask[:, None], other=0.0)
        V = tl.load(v_cache_ptr + kv_offs, mask=tok_mask[:, None], other=0.0)

        S = scale * tl.dot(q, K.T)
        S = tl.where(tok_mask[None, :], S, float("-inf"))

        m_j = tl.maximum(M, tl.max(S, axis=1))
        P = tl.exp(S - m_j[:, None])
        alpha = tl.exp(M - m_j)
        L = L * alpha + tl.sum(P, axis=1)
        acc = acc * alpha[:, None]
        acc += tl.dot(P.to(V.dtype), V)
        M = m_j

    acc = acc / L[:, None]
    out_offs = seq_idx * stride_q_seq + q_head_idx[:, None] * stride_q_head + offs_d[None, :]
    tl.store(out_ptr + out_offs, acc.to(out_ptr.dtype.element_ty), mask=head_mask[:, None])
