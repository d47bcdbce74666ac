# Rows of 1000 fp32 values (not a power of two) masked inside a 1024-wide
# block, 8 rows per program: tl.sum along axis 1 with masked lanes as 0 and
# tl.max along axis 1 with masked lanes as -inf.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,8,1024
# launch: grid = 1000, num_warps = 2
# args: f32[8000,1000]=randn f32[8000]=zeros f32[8000]=zeros i32=1000
# outputs: 1 2
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def red_npot_rows(x_ptr, sum_ptr, max_ptr, n_cols, ROWS: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, BLOCK)
    mask = cols[None, :] < n_cols
    x = tl.load(x_ptr + rows[:, None] * n_cols + cols[None, :], mask=mask, other=0.0)
    tl.store(sum_ptr + rows, tl.sum(x, axis=1))
    tl.store(max_ptr + rows, tl.max(tl.where(mask, x, float("-inf")), axis=1))
