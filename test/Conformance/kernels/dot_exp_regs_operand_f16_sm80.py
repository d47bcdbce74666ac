# Online softmax(S) @ V on sm_80 with S read from memory (no QK^T dot): the
# A operand p = exp(s - m).to(f16) is computed in registers, one KV loop.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*fp32:16,64,64,64,256
# launch: grid = 2, num_warps = 4, num_stages = 2
# args: f32[32768]=randn f16[32768]=int:-2:2 f32[8192]=zeros
# outputs: 2
# tol: 1e-2 1e-2
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def exp_operand(s_ptr, v_ptr, o_ptr, BM: tl.constexpr, BN: tl.constexpr, D: tl.constexpr, L: tl.constexpr):
    pid = tl.program_id(0)
    rm = tl.arange(0, BM)
    rd = tl.arange(0, D)
    m_i = tl.full((BM,), float("-inf"), tl.float32)
    l_i = tl.zeros((BM,), tl.float32)
    acc = tl.zeros((BM, D), tl.float32)
    for start in range(0, L, BN):
        rn = start + tl.arange(0, BN)
        s = tl.load(s_ptr + pid * BM * L + rm[:, None] * L + rn[None, :])
        v = tl.load(v_ptr + pid * L * D + rn[:, None] * D + rd[None, :])
        m_new = tl.maximum(m_i, tl.max(s, axis=1))
        alpha = tl.exp(m_i - m_new)
        p = tl.exp(s - m_new[:, None]).to(tl.float16)
        l_i = l_i * alpha + tl.sum(p.to(tl.float32), axis=1)
        acc = acc * alpha[:, None]
        acc = tl.dot(p, v, acc)
        m_i = m_new
    tl.store(o_ptr + pid * BM * D + rm[:, None] * D + rd[None, :], acc / l_i[:, None])
