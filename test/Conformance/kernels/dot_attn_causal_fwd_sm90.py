# Causal attention forward (one head, D = 64): a loop over key blocks up to
# the query block carrying the online-softmax max, sum and accumulator;
# f16 inputs, f32 output. Q blocks of 64, key blocks of 64, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp32:16,fp32,64,64,64
# launch: grid = 4, num_warps = 4, num_stages = 2
# args: f16[16384]=randn f16[16384]=randn f16[16384]=randn f32[16384]=zeros fp32=0.125
# outputs: 3
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def attn_causal(q_ptr, k_ptr, v_ptr, o_ptr, scale, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr):
    start_m = tl.program_id(0)
    rm = start_m * BM + tl.arange(0, BM)
    rd = tl.arange(0, D)
    q = tl.load(q_ptr + rm[:, None] * D + rd[None, :])
    m_i = tl.full((BM,), -float("inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for start_n in range(0, (start_m + 1) * BM, BN):
        rn = start_n + tl.arange(0, BN)
        k = tl.load(k_ptr + rn[:, None] * D + rd[None, :])
        s = tl.dot(q, tl.trans(k)) * scale
        s = tl.where(rm[:, None] >= rn[None, :], s, -float("inf"))
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        p = tl.exp(s - m_new[:, None])
        alpha = tl.exp(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, axis=1)
        v = tl.load(v_ptr + rn[:, None] * D + rd[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(tl.float16), v)
        m_i = m_new
    tl.store(o_ptr + rm[:, None] * D + rd[None, :], acc / l_i[:, None])
