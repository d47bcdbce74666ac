# Grouped-query decode attention written with 3-D tl.dot: each program takes two
# KV heads of one sequence with their 4 query heads each, so the batched dots are
# [2, 4, 64] x [2, 64, 32] (M = 4 per batch) and [2, 4, 32] x [2, 32, 64];
# online softmax over a per-sequence length (masked L tail) read from memory.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*i32:16,*fp32:16,fp32,i32:16,i32:16,i32:16,i32:16,i32:16,i32:16,2,4,64,32
# launch: grid = 3x2, num_warps = 4, num_stages = 2
# args: f16[3072]=randn f16[153600]=randn f16[153600]=randn i32[3]=int:1:200 f32[3072]=zeros fp32=0.125 i32=1024 i32=256 i32=64 i32=51200 i32=12800 i32=64
# outputs: 4
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def gqa_decode_3d_kernel(q_ptr, k_ptr, v_ptr, seqlens_ptr, out_ptr, sm_scale,
                         stride_qb, stride_qh, stride_qg, stride_kb, stride_kh, stride_kl,
                         HB: tl.constexpr, G: tl.constexpr, D: tl.constexpr, BL: tl.constexpr):
    pid_b = tl.program_id(0)
    pid_h = tl.program_id(1)
    offs_h = pid_h * HB + tl.arange(0, HB)
    offs_g = tl.arange(0, G)
    offs_d = tl.arange(0, D)
    offs_l = tl.arange(0, BL)
    seqlen = tl.load(seqlens_ptr + pid_b)
    q_off = (pid_b * stride_qb + offs_h[:, None, None] * stride_qh
             + offs_g[None, :, None] * stride_qg + offs_d[None, None, :])
    q = tl.load(q_ptr + q_off)
    kv_base = pid_b * stride_kb + offs_h[:, None, None] * stride_kh
    m_i = tl.full((HB, G), float("-inf"), tl.float32)
    l_i = tl.zeros((HB, G), dtype=tl.float32)
    acc = tl.zeros((HB, G, D), dtype=tl.float32)
    for l0 in range(0, seqlen, BL):
        ll = l0 + offs_l
        kT = tl.load(k_ptr + kv_base + ll[None, None, :] * stride_kl + offs_d[None, :, None],
                     mask=ll[None, None, :] < seqlen, other=0.0)
        s = tl.dot(q, kT) * sm_scale
        s = tl.where(ll[None, None, :] < seqlen, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=2))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(s - m_new[:, :, None])
        l_i = l_i * alpha + tl.sum(p, axis=2)
        v = tl.load(v_ptr + kv_base + ll[None, :, None] * stride_kl + offs_d[None, None, :],
                    mask=ll[None, :, None] < seqlen, other=0.0)
        acc = acc * alpha[:, :, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    out = acc / l_i[:, :, None]
    tl.store(out_ptr + q_off, out)
