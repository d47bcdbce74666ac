# Eager attention with returned probabilities (output_attentions=True) as a
# two-pass kernel: pass 1 runs QK^T over the key tiles up to the batch's
# kv_len (loaded) to get the row max and sum; pass 2 recomputes QK^T, stores
# the normalised probabilities and accumulates P @ V. Two loops with a dot
# each (one with two), key-padding mask, Lq = Lk = 100 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,*fp32:16,i32,fp32,i32:16,i32:16,i32:16,i32,64,32,64
# launch: grid = 2x2, num_warps = 4, num_stages = 2
# args: f16[12800]=randn f16[12800]=randn f16[12800]=randn i32[2]=int:1:100 f32[12800]=zeros f32[20000]=zeros i32=100 f32=0.125 i32=6400 i32=64 i32=10000 i32=100
# outputs: 4 5
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def eager_attn_probs_two_pass(q_ptr, k_ptr, v_ptr, kvlen_ptr, o_ptr, attn_ptr, L, sm_scale,
                              stride_b, stride_l, stride_ab, stride_al,
                              BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    pid_m = tl.program_id(0)
    b = tl.program_id(1)
    kv_len = tl.load(kvlen_ptr + b)
    rm = pid_m * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    m_ok = rm < L
    base = b * stride_b
    q = tl.load(q_ptr + base + rm[:, None] * stride_l + rd[None, :], mask=m_ok[:, None], other=0.0)
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    for n0 in range(0, kv_len, BN):
        rn = n0 + tl.arange(0, BN)
        n_ok = rn < kv_len
        k = tl.load(k_ptr + base + rn[:, None] * stride_l + rd[None, :], mask=n_ok[:, None], other=0.0)
        s = tl.dot(q, tl.trans(k)) * sm_scale
        s = tl.where(n_ok[None, :], s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        l_i = l_i * tl.exp(m_i - m_new) + tl.sum(tl.exp(s - m_new[:, None]), axis=1)
        m_i = m_new
    inv_l = 1.0 / l_i
    acc = tl.zeros((BM, D), tl.float32)
    for n0 in range(0, kv_len, BN):
        rn = n0 + tl.arange(0, BN)
        n_ok = rn < kv_len
        k = tl.load(k_ptr + base + rn[:, None] * stride_l + rd[None, :], mask=n_ok[:, None], other=0.0)
        v = tl.load(v_ptr + base + rn[:, None] * stride_l + rd[None, :], mask=n_ok[:, None], other=0.0)
        s = tl.dot(q, tl.trans(k)) * sm_scale
        p = tl.exp(s - m_i[:, None]) * inv_l[:, None]
        p = tl.where(n_ok[None, :], p, 0.0)
        tl.store(attn_ptr + b * stride_ab + rm[:, None] * stride_al + rn[None, :], p,
                 mask=m_ok[:, None] & n_ok[None, :])
        acc = tl.dot(p.to(tl.float16), v, acc)
    tl.store(o_ptr + base + rm[:, None] * stride_l + rd[None, :], acc, mask=m_ok[:, None])
