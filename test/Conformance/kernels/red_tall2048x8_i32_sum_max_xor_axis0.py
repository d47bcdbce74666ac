# A tall 2048x8 int32 tile (long axis 0, eight columns) reduced along axis 0:
# tl.sum, tl.max and tl.xor_sum per column. The matrix is 4003 columns wide,
# so the last program's tile has only 3 valid columns (masked loads and stores).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,2048,8
# launch: grid = 501, num_warps = 16
# args: i32[2048,4003]=int:-1000:1000 i32[4003]=zeros i32[4003]=zeros i32[4003]=zeros i32=4003
# outputs: 1 2 3
import triton
import triton.language as tl


@triton.jit
def red_tall_cols(x_ptr, sum_ptr, max_ptr, xor_ptr, n_cols, ROWS: tl.constexpr, COLS: tl.constexpr):
    rows = tl.arange(0, ROWS)
    cols = tl.program_id(0) * COLS + tl.arange(0, COLS)
    cmask = cols < n_cols
    x = tl.load(x_ptr + rows[:, None] * n_cols + cols[None, :], mask=cmask[None, :], other=0)
    tl.store(sum_ptr + cols, tl.sum(x, axis=0), mask=cmask)
    tl.store(max_ptr + cols, tl.max(x, axis=0), mask=cmask)
    tl.store(xor_ptr + cols, tl.xor_sum(x, axis=0), mask=cmask)
