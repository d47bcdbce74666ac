# Encoder-decoder cross attention (BSHD layout, strides as arguments) with
# different query / key lengths per batch loaded from memory, an i8 key
# padding mask with holes, head_dim 40 padded to a 64-wide tile (masked d),
# early return for query blocks past q_len, -inf-safe online softmax and a
# zero output for rows whose keys are all masked. f16, mma.sync (sm_80).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i8:16,*i32:16,*i32:16,*fp16:16,fp32,i32,i32,i32:16,i32:16,i32,i32:16,i32:16,i32,i32:16,64,64,64
# launch: grid = 2x8, num_warps = 4, num_stages = 2
# args: f16[30720]=randn f16[51200]=randn f16[51200]=randn i8[320]=int:0:1 i32[2]=int:60:96 i32[2]=int:100:160 f16[30720]=zeros f32=0.158 i32=4 i32=40 i32=15360 i32=160 i32=40 i32=25600 i32=160 i32=40 i32=160
# outputs: 6
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def cross_attn_fwd_padded(Q, K, V, KPM, Q_LENS, KV_LENS, O, sm_scale, num_heads, head_dim,
                          stride_qb, stride_qs, stride_qh, stride_kb, stride_ks, stride_kh,
                          stride_mb,
                          BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_D: tl.constexpr):
    start_m = tl.program_id(0)
    off_bh = tl.program_id(1)
    off_b = off_bh // num_heads
    off_h = off_bh % num_heads
    q_len = tl.load(Q_LENS + off_b)
    kv_len = tl.load(KV_LENS + off_b)
    if start_m * BLOCK_M >= q_len:
        return

    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n0 = tl.arange(0, BLOCK_N)
    offs_d = tl.arange(0, BLOCK_D)
    d_mask = offs_d < head_dim
    q_rows = offs_m < q_len

    q_base = Q + off_b.to(tl.int64) * stride_qb + off_h * stride_qh
    k_base = K + off_b.to(tl.int64) * stride_kb + off_h * stride_kh
    v_base = V + off_b.to(tl.int64) * stride_kb + off_h * stride_kh
    q = tl.load(q_base + offs_m[:, None] * stride_qs + offs_d[None, :],
                mask=q_rows[:, None] & d_mask[None, :], other=0.0)

    m_i = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    l_i = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, BLOCK_D], dtype=tl.float32)
    for start_n in range(0, kv_len, BLOCK_N):
        offs_n = start_n + offs_n0
        n_in = offs_n < kv_len
        kv_mask = n_in[:, None] & d_mask[None, :]
        k = tl.load(k_base + offs_n[:, None] * stride_ks + offs_d[None, :], mask=kv_mask, other=0.0)
        keep = tl.load(KPM + off_b * stride_mb + offs_n, mask=n_in, other=0)
        valid = n_in & (keep != 0)
        qk = tl.dot(q, tl.trans(k)) * sm_scale
        qk = tl.where(valid[None, :], qk, float("-inf"))
        m_ij = tl.maximum(m_i, tl.max(qk, 1))
        m_use = tl.where(m_ij == float("-inf"), 0.0, m_ij)
        p = tl.exp(qk - m_use[:, None])
        alpha = tl.exp(m_i - m_use)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(v_base + offs_n[:, None] * stride_ks + offs_d[None, :], mask=kv_mask, other=0.0)
        acc = acc * alpha[:, None]
        acc = tl.dot(p.to(tl.float16), v, acc)
        m_i = m_ij

    o = tl.where(l_i[:, None] > 0.0, acc / tl.where(l_i > 0.0, l_i, 1.0)[:, None], 0.0)
    o_base = O + off_b.to(tl.int64) * stride_qb + off_h * stride_qh
    tl.store(o_base + offs_m[:, None] * stride_qs + offs_d[None, :], o.to(tl.float16),
             mask=q_rows[:, None] & d_mask[None, :])
