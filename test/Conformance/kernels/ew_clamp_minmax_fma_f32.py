# tl.clamp with tensor bounds, tl.maximum / tl.minimum with propagate_nan
# NONE (maxnum/minnum: NaN loses) and ALL (NaN wins) on inputs where about
# half the values are NaN (sqrt of negatives), and tl.fma. fp32, one warp,
# 1048583 elements: tail masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,256
# launch: grid = 4097, num_warps = 1
# args: f32[1048583]=randn f32[1048583]=rand f32[1048583]=zeros f32[1048583]=zeros f32[1048583]=zeros f32[1048583]=zeros f32[1048583]=zeros i32=1048583
# outputs: 2 3 4 5 6
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def clamp_minmax_fma(x_ptr, y_ptr, clamp_ptr, max_none_ptr, max_all_ptr, min_all_ptr, fma_ptr, n,
                     BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(clamp_ptr + offs, tl.clamp(x * 2.0, y - 1.0, y + 0.5), mask=mask)
    s = tl.sqrt(x)
    tl.store(max_none_ptr + offs, tl.maximum(s, y) + tl.minimum(y, s), mask=mask)
    tl.store(max_all_ptr + offs, tl.maximum(s, y, propagate_nan=tl.PropagateNan.ALL), mask=mask)
    tl.store(min_all_ptr + offs, tl.minimum(y, s, propagate_nan=tl.PropagateNan.ALL), mask=mask)
    tl.store(fma_ptr + offs, tl.fma(x, y, -x * 0.5), mask=mask)
