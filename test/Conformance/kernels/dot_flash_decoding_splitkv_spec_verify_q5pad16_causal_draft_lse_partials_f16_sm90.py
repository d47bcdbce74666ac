# Flash-decoding stage 1 for speculative-decode verification: each program
# takes one (batch, head) and one of NUM_SPLITS slices of that sequence's KV
# length (per-sequence split size from seq_lens), scores the 5 draft tokens
# (padded to 16 rows) causally against its slice with online softmax, and
# stores f32 partial outputs and per-split LSE (-inf / zeros for empty rows).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,*fp32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,4,5,16,32,64,4
# launch: grid = 12x4, num_warps = 4, num_stages = 2
# args: f16[3840]=int:-1:1 f16[230400]=int:-1:1 f16[230400]=int:-2:2 i32[3]=int:100:300 f32[15360]=zeros f32[240]=zeros f32=0.125 i32=1280 i32=256 i32=64 i32=76800 i32=256 i32=64
# outputs: 4 5
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def flash_decode_split_kernel(q_ptr, k_ptr, v_ptr, seq_lens_ptr, o_part_ptr, lse_part_ptr, sm_scale,
                              stride_qb, stride_qt, stride_qh, stride_kb, stride_ks, stride_kh,
                              H: tl.constexpr, NUM_Q: tl.constexpr, BLOCK_Q: tl.constexpr,
                              BLOCK_N: tl.constexpr, HEAD_DIM: tl.constexpr, NUM_SPLITS: tl.constexpr):
    bh = tl.program_id(0)
    split = tl.program_id(1)
    b = bh // H
    h = bh % H
    seq_len = tl.load(seq_lens_ptr + b)
    split_size = tl.cdiv(tl.cdiv(seq_len, NUM_SPLITS), BLOCK_N) * BLOCK_N
    start = split * split_size
    end = tl.minimum(start + split_size, seq_len)

    offs_t = tl.arange(0, BLOCK_Q)
    offs_d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + b * stride_qb + h * stride_qh + offs_t[:, None] * stride_qt + offs_d[None, :],
                mask=offs_t[:, None] < NUM_Q, other=0.0)
    # draft token t may attend to keys [0, seq_len - NUM_Q + t]
    q_limit = seq_len - NUM_Q + offs_t

    qk_scale = sm_scale * 1.44269504
    m_i = tl.full((BLOCK_Q,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BLOCK_Q,), dtype=tl.float32)
    acc = tl.zeros((BLOCK_Q, HEAD_DIM), dtype=tl.float32)
    k_base = k_ptr + b.to(tl.int64) * stride_kb + h * stride_kh
    v_base = v_ptr + b.to(tl.int64) * stride_kb + h * stride_kh
    for n0 in range(start, end, BLOCK_N):
        offs_n = n0 + tl.arange(0, BLOCK_N)
        n_ok = offs_n < end
        kT = tl.load(k_base + offs_n[None, :] * stride_ks + offs_d[:, None], mask=n_ok[None, :], other=0.0)
        s = tl.dot(q, kT) * qk_scale
        valid = n_ok[None, :] & (offs_n[None, :] <= q_limit[:, None])
        s = tl.where(valid, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        alpha = tl.exp2(m_i - m_safe)
        p = tl.exp2(s - m_safe[:, None])
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_base + offs_n[:, None] * stride_ks + offs_d[None, :], mask=n_ok[:, None], other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new

    has = l_i > 0.0
    out = acc / tl.where(has, l_i, 1.0)[:, None]
    lse = tl.where(has, m_i / 1.44269504 + tl.log(tl.where(has, l_i, 1.0)), float("-inf"))
    row = (bh * NUM_SPLITS + split) * NUM_Q + offs_t
    tl.store(o_part_ptr + row[:, None] * HEAD_DIM + offs_d[None, :], out, mask=offs_t[:, None] < NUM_Q)
    tl.store(lse_part_ptr + row, lse, mask=offs_t < NUM_Q)
