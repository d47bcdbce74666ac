# tl.umulhi of hashed int32 values, and f32 tl.math.fma, tl.div_rn, tl.sqrt_rn,
# tl.clamp and tl.maximum(propagate_nan=ALL) on inputs with injected NaNs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*fp32:16,*fp32:16,*i32:16,*fp32:16,*fp32:16,i32,128
# launch: grid = 8, num_warps = 1
# args: i32[1024]=int:-2000000000:2000000000 f32[1024]=randn f32[1024]=randn i32[1024]=zeros f32[1024]=zeros f32[1024]=zeros i32=1000
# outputs: 3 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def umulhi_rn_ops(k_ptr, x_ptr, z_ptr, hi_ptr, q_ptr, m_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    k = tl.load(k_ptr + offs, mask=mask, other=0)
    x = tl.load(x_ptr + offs, mask=mask, other=1.0)
    z = tl.load(z_ptr + offs, mask=mask, other=1.0)
    h = tl.umulhi(k, k * 1103515245 + 12345)
    h = h ^ tl.umulhi(k, offs)
    tl.store(hi_ptr + offs, h, mask=mask)
    r = tl.sqrt_rn(tl.abs(x) + 0.5)
    f = tl.math.fma(x, r, z)
    q = tl.div_rn(f, r + 1.0)
    tl.store(q_ptr + offs, q, mask=mask)
    xn = tl.where(x > 1.25, float("nan"), x)
    c = tl.clamp(q, -1.5, 1.5)
    mx = tl.maximum(xn, c, propagate_nan=tl.PropagateNan.ALL)
    tl.store(m_ptr + offs, tl.math.fma(mx, 2.0, c), mask=mask)
