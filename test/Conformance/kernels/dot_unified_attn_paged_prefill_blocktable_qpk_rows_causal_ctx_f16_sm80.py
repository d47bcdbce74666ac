# vLLM unified-attention style paged prefill: the queries of one KV head's
# group (NUM_QPK query heads) are packed into the M rows (row -> token r//QPK,
# head r%QPK); every key comes from a paged cache through a block table
# (page 16, BLOCK_N 32 spans two pages); per-sequence q_len and context len,
# causal against absolute positions, online softmax with exp2, K gathered
# directly as a [D, BLOCK_N] tile.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*i32:16,*i32:16,*i32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32,4,16,64,16,64,32
# launch: grid = 4x4x2, num_warps = 4, num_stages = 2
# args: f16[131072]=randn f16[81920]=randn f16[81920]=randn f16[131072]=zeros i32[48]=int:0:39 i32[4]=int:1:64 i32[4]=int:0:100 f32=0.125 i32=32768 i32=512 i32=2048 i32=128 i32=12
# outputs: 3
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def unified_attention_paged(Q, K_cache, V_cache, O, block_tables, q_lens, ctx_lens, scale,
                            stride_qb, stride_qt, stride_cb, stride_ct, stride_bt,
                            NUM_QPK: tl.constexpr, PAGE: tl.constexpr, HEAD_DIM: tl.constexpr,
                            BLOCK_Q: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    q_block = tl.program_id(0)
    b = tl.program_id(1)
    kvh = tl.program_id(2)
    q_len = tl.load(q_lens + b)
    if q_block * BLOCK_Q >= q_len:
        return
    ctx_len = tl.load(ctx_lens + b)
    seq_len = ctx_len + q_len

    offs_m = tl.arange(0, BLOCK_M)
    q_pos = q_block * BLOCK_Q + offs_m // NUM_QPK
    head = kvh * NUM_QPK + offs_m % NUM_QPK
    offs_d = tl.arange(0, HEAD_DIM)
    row_ok = q_pos < q_len
    q_offs = b.to(tl.int64) * stride_qb + q_pos[:, None] * stride_qt + head[:, None] * HEAD_DIM + offs_d[None, :]
    q = tl.load(Q + q_offs, mask=row_ok[:, None], other=0.0)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.full([BLOCK_M], 1.0, dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    abs_pos = ctx_len + q_pos
    max_pos = tl.minimum(ctx_len + (q_block + 1) * BLOCK_Q, seq_len)
    num_tiles = tl.cdiv(max_pos, BLOCK_N)
    qk_scale = scale * 1.44269504
    offs_n0 = tl.arange(0, BLOCK_N)
    bt_row = block_tables + b * stride_bt
    for j in range(0, num_tiles):
        offs_n = j * BLOCK_N + offs_n0
        n_ok = offs_n < seq_len
        phys = tl.load(bt_row + offs_n // PAGE, mask=n_ok, other=0)
        slot = phys.to(tl.int64) * stride_cb + (offs_n % PAGE) * stride_ct + kvh * HEAD_DIM
        k = tl.load(K_cache + slot[None, :] + offs_d[:, None], mask=n_ok[None, :], other=0.0)
        v = tl.load(V_cache + slot[:, None] + offs_d[None, :], mask=n_ok[:, None], other=0.0)
        s = tl.dot(q, k) * qk_scale
        visible = (offs_n[None, :] <= abs_pos[:, None]) & n_ok[None, :]
        s = tl.where(visible, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        alpha = tl.exp2(m_i - m_new)
        p = tl.exp2(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, 1)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_new

    acc = acc / l_i[:, None]
    tl.store(O + q_offs, acc.to(tl.float16), mask=row_ok[:, None])
