# Row-wise top-2 over rows of 1000 f32 values (4 rows per program in a
# [4, 1024] tile, 90 rows so the last block is masked), 16 warps: the max,
# its first position as a min-reduction of matching column ids, and the
# second max as a max over the row with that position masked to -inf.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*i32:16,i32,i32,4,1024
# launch: grid = 23, num_warps = 16
# args: f32[90000]=randn f32[90]=zeros f32[90]=zeros i32[90]=zeros i32=90 i32=1000
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def row_top2(x_ptr, m1_ptr, m2_ptr, i1_ptr, n_rows, N, BR: tl.constexpr, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BR + tl.arange(0, BR)
    cols = tl.arange(0, BLOCK)
    rmask = rows < n_rows
    mask = rmask[:, None] & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=float("-inf"))
    m1 = tl.max(x, axis=1)
    hit = (x == m1[:, None]) & mask
    i1 = tl.min(tl.where(hit, cols[None, :], BLOCK), axis=1)
    x2 = tl.where(cols[None, :] == i1[:, None], float("-inf"), x)
    m2 = tl.max(x2, axis=1)
    tl.store(m1_ptr + rows, m1, mask=rmask)
    tl.store(m2_ptr + rows, m2, mask=rmask)
    tl.store(i1_ptr + rows, i1, mask=rmask)
