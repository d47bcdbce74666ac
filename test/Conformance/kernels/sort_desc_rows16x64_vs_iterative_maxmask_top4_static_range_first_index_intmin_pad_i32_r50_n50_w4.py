# Row-wise descending tl.sort of a [16, 64] i32 tile (50 valid columns, padded
# with INT_MIN so pads sink to the end) next to a top-4 by repeated max +
# masking (tl.static_range(4): tl.max, first index of the max by a min over a
# where, knock that column out); the k-th sorted column is extracted with a
# sum over a where for a consistency flag. R = 50 rows (tail), 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,16,64,4
# launch: grid = 4, num_warps = 4
# args: i32[2500]=int:-1000:1000 i32[2500]=zeros i32[200]=zeros i32[200]=zeros i32[50]=zeros i32=50 i32=50 i32=50
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def sort_and_topk_rows_kernel(x_ptr, sorted_ptr, topv_ptr, topi_ptr, agree_ptr, R, N, stride_r,
                              BLOCK_R: tl.constexpr, BLOCK_N: tl.constexpr, K: tl.constexpr):
    tl.static_assert(K <= BLOCK_N)
    rows = tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)
    cols = tl.arange(0, BLOCK_N)
    row_ok = rows < R
    col_ok = cols < N
    m = row_ok[:, None] & col_ok[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride_r + cols[None, :], mask=m, other=-2147483648)
    s = tl.sort(x, dim=1, descending=True)
    tl.store(sorted_ptr + rows[:, None] * N + cols[None, :], s, mask=m)
    cur = x
    agree = tl.zeros([BLOCK_R], dtype=tl.int32)
    for k in tl.static_range(K):
        mx = tl.max(cur, axis=1)
        first = tl.min(tl.where(cur == mx[:, None], cols[None, :], BLOCK_N), axis=1)
        tl.store(topv_ptr + rows * K + k, mx, mask=row_ok)
        tl.store(topi_ptr + rows * K + k, first, mask=row_ok)
        sk = tl.sum(tl.where(cols[None, :] == k, s, 0), axis=1)
        agree += (sk == mx).to(tl.int32)
        cur = tl.where(cols[None, :] == first[:, None], -2147483648, cur)
    tl.store(agree_ptr + rows, agree, mask=row_ok)
