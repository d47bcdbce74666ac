# fp32 tl.clamp with per-element bounds and propagate_nan=ALL,
# tl.maximum (propagate_nan=ALL) and tl.minimum (NONE: the non-NaN operand
# wins) on an input with NaNs injected where x > 2, and tl.fma; masked tail,
# one warp. Compared with equal NaNs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,512
# launch: grid = 4097, num_warps = 1
# args: f32[2097153]=randn f32[2097153]=randn f32[2097153]=randn f32[2097153]=zeros f32[2097153]=zeros f32[2097153]=zeros f32[2097153]=zeros i32=2097153
# outputs: 3 4 5 6
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def clamp_minmax_fma(x_ptr, y_ptr, z_ptr, clamp_ptr, max_ptr, min_ptr, fma_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    z = tl.load(z_ptr + offs, mask=mask, other=0.0)
    xn = tl.where(x > 2.0, float("nan"), x)
    lo = -tl.abs(y)
    hi = tl.abs(z)
    tl.store(clamp_ptr + offs, tl.clamp(xn, lo, hi, propagate_nan=tl.PropagateNan.ALL), mask=mask)
    tl.store(max_ptr + offs, tl.maximum(xn, y, propagate_nan=tl.PropagateNan.ALL), mask=mask)
    tl.store(min_ptr + offs, tl.minimum(xn, z), mask=mask)
    tl.store(fma_ptr + offs, tl.fma(x, y, z), mask=mask)
