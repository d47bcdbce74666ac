# Flash-decoding in one launch: programs (batch, kv-head, split) score the 6
# query heads of a GQA group (padded to 16 rows) against their KV slice,
# store f32 partial O and LSE, take a ticket with atomic_add(sem="acq_rel");
# the last split of each (batch, kv-head) merges all NUM_SPLITS partials by
# LSE rescaling and writes the f16 output. Zero-length splits write -inf LSE.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,*fp32:16,*i32:16,*fp16:16,fp32,i32:16,i32:16,i32:16,i32:16,2,6,16,64,128,5
# launch: grid = 4x5, num_warps = 8, num_stages = 2
# args: f16[3072]=int:-1:1 f16[256000]=int:-1:1 f16[256000]=int:-2:2 i32[2]=int:40:500 f32[40960]=zeros f32[320]=zeros i32[4]=zeros f16[3072]=zeros f32=0.0883883 i32=1536 i32=128000 i32=256 i32=128
# outputs: 6 7
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def flash_decode_ticket_combine_kernel(q_ptr, k_ptr, v_ptr, seq_lens_ptr, o_ws_ptr, lse_ws_ptr,
                                       ticket_ptr, o_ptr, sm_scale,
                                       stride_qb, stride_kb, stride_ks, stride_kh,
                                       KV_HEADS: tl.constexpr, GROUP: tl.constexpr, BLOCK_H: tl.constexpr,
                                       BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr,
                                       NUM_SPLITS: tl.constexpr):
    bk = tl.program_id(0)
    split = tl.program_id(1)
    b = bk // KV_HEADS
    kvh = bk % KV_HEADS
    seq_len = tl.load(seq_lens_ptr + b)
    split_size = tl.cdiv(tl.cdiv(seq_len, NUM_SPLITS), BLOCK_N) * BLOCK_N
    start = split * split_size
    end = tl.minimum(start + split_size, seq_len)

    offs_h = tl.arange(0, BLOCK_H)
    offs_d = tl.arange(0, HEAD_DIM)
    h_ok = offs_h < GROUP
    q_heads = kvh * GROUP + offs_h
    q = tl.load(q_ptr + b * stride_qb + q_heads[:, None] * HEAD_DIM + offs_d[None, :],
                mask=h_ok[:, None], other=0.0)
    m_i = tl.full((BLOCK_H,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_H,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_H, HEAD_DIM), dtype=tl.float32)
    kv_off = b.to(tl.int64) * stride_kb + kvh * stride_kh
    for n0 in range(start, end, BLOCK_N):
        offs_n = n0 + tl.arange(0, BLOCK_N)
        n_ok = offs_n < end
        k = tl.load(k_ptr + kv_off + offs_n[:, None] * stride_ks + offs_d[None, :], mask=n_ok[:, None], other=0.0)
        s = tl.dot(q, tl.trans(k)) * sm_scale
        s = tl.where(n_ok[None, :], s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(s - m_new[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + kv_off + offs_n[:, None] * stride_ks + offs_d[None, :], mask=n_ok[:, None], other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new

    nonempty = l_i > 0.0
    l_safe = tl.where(nonempty, l_i, 1.0)
    lse = tl.where(nonempty, m_i + tl.log(l_safe), float("-inf"))
    ws_row = (bk * NUM_SPLITS + split) * BLOCK_H + offs_h
    tl.store(o_ws_ptr + ws_row[:, None] * HEAD_DIM + offs_d[None, :], acc / l_safe[:, None])
    tl.store(lse_ws_ptr + ws_row, lse)
    tl.debug_barrier()
    ticket = tl.atomic_add(ticket_ptr + bk, 1, sem="acq_rel", scope="gpu")
    if ticket == NUM_SPLITS - 1:
        g_max = tl.full((BLOCK_H,), float("-inf"), dtype=tl.float32)
        for s in range(NUM_SPLITS):
            g_max = tl.maximum(g_max, tl.load(lse_ws_ptr + (bk * NUM_SPLITS + s) * BLOCK_H + offs_h,
                                              cache_modifier=".cg"))
        g_safe = tl.where(g_max == float("-inf"), 0.0, g_max)
        den = tl.zeros((BLOCK_H,), dtype=tl.float32)
        num = tl.zeros((BLOCK_H, HEAD_DIM), dtype=tl.float32)
        for s in range(NUM_SPLITS):
            rows = (bk * NUM_SPLITS + s) * BLOCK_H + offs_h
            w = tl.exp(tl.load(lse_ws_ptr + rows, cache_modifier=".cg") - g_safe)
            part = tl.load(o_ws_ptr + rows[:, None] * HEAD_DIM + offs_d[None, :], cache_modifier=".cg")
            num += w[:, None] * part
            den += w
        out = num / tl.where(den > 0.0, den, 1.0)[:, None]
        tl.store(o_ptr + b * stride_qb + q_heads[:, None] * HEAD_DIM + offs_d[None, :], out.to(tl.float16),
                 mask=h_ok[:, None])
