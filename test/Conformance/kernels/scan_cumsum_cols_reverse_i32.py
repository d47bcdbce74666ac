# Reverse cumulative sum down the columns of a 64x32 i32 tile (axis 0,
# reverse=True), with a row mask of 50 rows, and the column totals.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,i32,64,32
# launch: grid = 3, num_warps = 4
# args: i32[4800]=int:-9:9 i32[4800]=zeros i32[96]=zeros i32=50
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def cumsum_cols_rev(x_ptr, y_ptr, tot_ptr, M, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    offs = pid * M * BN + rows[:, None] * BN + cols[None, :]
    mask = rows[:, None] < M
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    y = tl.cumsum(x, axis=0, reverse=True)
    tl.store(y_ptr + offs, y, mask=mask)
    tl.store(tot_ptr + pid * BN + cols, tl.sum(x, axis=0))
