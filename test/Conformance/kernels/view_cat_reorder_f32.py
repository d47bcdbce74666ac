# tl.cat with can_reorder=True (the only form Triton 3.6 implements; element
# order is the compiler's) of two fp32 row vectors, consumed by reductions
# whose result does not depend on that order: per row, the sum of squares and
# the maximum over both rows. Rows of 1000 in a 1024 block: masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,1024
# launch: grid = 4096, num_warps = 2
# args: f32[4096,1000]=randn f32[4096,1000]=randn f32[4096]=zeros f32[4096]=zeros i32=1000
# outputs: 2 3
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def cat_reorder(x_ptr, y_ptr, sumsq_ptr, max_ptr, L, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < L
    x = tl.load(x_ptr + row * L + cols, mask=mask, other=0.0)
    y = tl.load(y_ptr + row * L + cols, mask=mask, other=0.0)
    both = tl.cat(x, y * 0.5, can_reorder=True)
    tl.store(sumsq_ptr + row, tl.sum(both * both, axis=0))
    xm = tl.where(mask, x, float('-inf'))
    ym = tl.where(mask, y * 0.5, float('-inf'))
    tl.store(max_ptr + row, tl.max(tl.cat(xm, ym, can_reorder=True), axis=0))
