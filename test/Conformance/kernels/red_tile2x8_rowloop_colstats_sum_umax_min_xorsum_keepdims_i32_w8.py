# Per-program column statistics over a [2, 8] int32 tile (16 elements held by
# 256 threads, num_warps=8) walked down 8 rows in a constexpr for loop: row sum
# and row max (axis 1), column sum / unsigned max via uint32 bitcast / min with
# keep_dims=True (axis 0) and a column xor_sum carried as [1, 8] and [8] tensors,
# then 0-d totals; 45 rows x 6 of 8 columns, masked tile stores.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,8,2,8
# launch: grid = 6, num_warps = 8, num_stages = 3
# args: i32[450]=int:-1000:1000 i32[90]=zeros i32[192]=zeros i32[12]=zeros i32=45 i32=6 i32=10
# outputs: 1 2 3
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tiny_tile_colstats_kernel(
    x_ptr,
    rowstat_ptr,
    colstat_ptr,
    total_ptr,
    n_rows,
    n_cols,
    stride_xm,
    ROWS_PER_PROG: tl.constexpr,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid = tl.program_id(0)
    offs_m = tl.arange(0, BLOCK_M)
    offs_n = tl.arange(0, BLOCK_N)
    col_ok = offs_n < n_cols

    col_sum = tl.zeros([1, BLOCK_N], dtype=tl.int32)
    col_umax = tl.zeros([1, BLOCK_N], dtype=tl.uint32)
    col_min = tl.full([1, BLOCK_N], 2147483647, tl.int32)
    col_xor = tl.zeros([BLOCK_N], dtype=tl.int32)

    row_start = pid * ROWS_PER_PROG
    for r0 in range(0, ROWS_PER_PROG, BLOCK_M):
        rows = row_start + r0 + offs_m
        row_ok = rows < n_rows
        mask = row_ok[:, None] & col_ok[None, :]
        x = tl.load(x_ptr + rows[:, None] * stride_xm + offs_n[None, :], mask=mask, other=0)

        rsum = tl.sum(x, axis=1)
        rmax = tl.max(tl.where(mask, x, -2147483648), axis=1)
        tl.store(rowstat_ptr + rows * 2, rsum, mask=row_ok)
        tl.store(rowstat_ptr + rows * 2 + 1, rmax, mask=row_ok)

        col_sum += tl.sum(x, axis=0, keep_dims=True)
        xu = x.to(tl.uint32, bitcast=True)
        col_umax = tl.maximum(col_umax, tl.max(xu, axis=0, keep_dims=True))
        col_min = tl.minimum(col_min, tl.min(tl.where(mask, x, 2147483647), axis=0, keep_dims=True))
        col_xor ^= tl.xor_sum(x, axis=0)

    base = colstat_ptr + pid * (4 * BLOCK_N)
    cmask = col_ok[None, :]
    n2 = offs_n[None, :]
    tl.store(base + n2, col_sum, mask=cmask)
    tl.store(base + BLOCK_N + n2, col_umax.to(tl.int32, bitcast=True), mask=cmask)
    tl.store(base + 2 * BLOCK_N + n2, col_min, mask=cmask)
    tl.store(base + 3 * BLOCK_N + offs_n, col_xor, mask=col_ok)

    total = tl.sum(col_sum)
    total_xor = tl.xor_sum(col_xor, axis=0)
    tl.store(total_ptr + 2 * pid, total)
    tl.store(total_ptr + 2 * pid + 1, total_xor)
