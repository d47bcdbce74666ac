# Sampling-side softmax with a per-row temperature over a 3000-wide vocab row,
# num_warps = 16: pass 1 an online (running max, rescaled sum) scan over
# 1024-wide chunks (3000 = 2 * 1024 + 952 tail), pass 2 writes f16 probs and
# accumulates sum(p * z) for the entropy H = lse - sum(p * z); lse and H out.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp16:16,*fp32:16,*fp32:16,i32,i32,1024
# launch: grid = 40, num_warps = 16
# args: f16[120000]=randn f32[40]=rand f16[120000]=zeros f32[40]=zeros f32[40]=zeros i32=3000 i32=3000
# outputs: 2 3 4
# tol: 1e-3 1e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def softmax_temp_entropy_kernel(x_ptr, temp_ptr, p_ptr, lse_ptr, ent_ptr, V, stride_r,
                                BLOCK: tl.constexpr):
    row = tl.program_id(0)
    inv_t = 1.0 / (tl.load(temp_ptr + row) + 0.5)
    x_row = x_ptr + row * stride_r
    m_run = float("-inf")
    s_run = 0.0
    for v0 in range(0, V, BLOCK):
        cols = v0 + tl.arange(0, BLOCK)
        z = tl.load(x_row + cols, mask=cols < V, other=float("-inf")).to(tl.float32) * inv_t
        m_new = tl.maximum(m_run, tl.max(z, axis=0))
        s_run = s_run * tl.exp(m_run - m_new) + tl.sum(tl.exp(z - m_new), axis=0)
        m_run = m_new
    inv_s = 1.0 / s_run
    pz = 0.0
    for v0 in range(0, V, BLOCK):
        cols = v0 + tl.arange(0, BLOCK)
        cm = cols < V
        z = tl.load(x_row + cols, mask=cm, other=float("-inf")).to(tl.float32) * inv_t
        p = tl.exp(z - m_run) * inv_s
        tl.store(p_ptr + row * stride_r + cols, p.to(tl.float16), mask=cm)
        pz += tl.sum(tl.where(cm, p * z, 0.0), axis=0)
    lse = m_run + tl.log(s_run)
    tl.store(lse_ptr + row, lse)
    tl.store(ent_ptr + row, lse - pz)
