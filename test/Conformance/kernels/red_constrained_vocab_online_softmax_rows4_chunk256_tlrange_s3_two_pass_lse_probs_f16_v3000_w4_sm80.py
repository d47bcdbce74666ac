# Constrained-decoding softmax: each row has its own allowed vocab length (loaded);
# a 4-row x 256-column tile streams the vocab twice with tl.range(num_stages=3): pass 1
# keeps an online (max, rescaled sum) per row with other=-inf masking, pass 2 writes the
# f16 probabilities (0 beyond the row's length). M = 37 rows (tail), V = 3000 (tail).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,*fp32:16,i32,i32,i32,i32,4,256
# launch: grid = 10, num_warps = 4, num_stages = 2
# args: f16[111000]=randn i32[37]=int:1:3000 f16[111000]=zeros f32[37]=zeros i32=37 i32=3000 i32=3000 i32=3000
# outputs: 2 3
# tol: 1e-3 1e-3
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def constrained_softmax_kernel(x_ptr, lens_ptr, p_ptr, lse_ptr, M, V, stride_xm, stride_pm,
                               BLOCK_R: tl.constexpr, BLOCK_C: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_R + tl.arange(0, BLOCK_R)
    r_mask = rows < M
    n_allowed = tl.load(lens_ptr + rows, mask=r_mask, other=1)
    cols = tl.arange(0, BLOCK_C)
    x_row = x_ptr + rows[:, None] * stride_xm
    m_i = tl.full((BLOCK_R,), float("-inf"), dtype=tl.float32)
    s_i = tl.zeros((BLOCK_R,), dtype=tl.float32)
    for c0 in tl.range(0, V, BLOCK_C, num_stages=3):
        cc = c0 + cols
        valid = r_mask[:, None] & (cc[None, :] < n_allowed[:, None]) & (cc[None, :] < V)
        x = tl.load(x_row + cc[None, :], mask=valid, other=float("-inf")).to(tl.float32)
        m_new = tl.maximum(m_i, tl.max(x, axis=1))
        m_safe = tl.where(m_new == float("-inf"), 0.0, m_new)
        s_i = s_i * tl.exp(m_i - m_safe) + tl.sum(tl.exp(x - m_safe[:, None]), axis=1)
        m_i = m_new
    lse = m_i + tl.log(s_i)
    tl.store(lse_ptr + rows, lse, mask=r_mask)
    p_row = p_ptr + rows[:, None] * stride_pm
    for c0 in tl.range(0, V, BLOCK_C, num_stages=3):
        cc = c0 + cols
        in_bounds = r_mask[:, None] & (cc[None, :] < V)
        valid = in_bounds & (cc[None, :] < n_allowed[:, None])
        x = tl.load(x_row + cc[None, :], mask=valid, other=float("-inf")).to(tl.float32)
        p = tl.exp(x - lse[:, None])
        tl.store(p_row + cc[None, :], p.to(tl.float16), mask=in_bounds)
