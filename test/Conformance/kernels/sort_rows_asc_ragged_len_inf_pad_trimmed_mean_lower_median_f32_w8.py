# Robust row statistics over ragged rows: a [16, 128] f32 tile (row lengths
# loaded per row, 20..128) has its padding set to +inf and is sorted along
# dim 1 with tl.sort; the lower median is picked at position (len - 1) // 2
# by a where + sum, and the trimmed mean drops the lowest and highest
# len // 8 values; 45 rows (masked row tail), row stride 130.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,*fp32:16,i32,i32,16,128
# launch: grid = 3, num_warps = 8
# args: f32[5850]=randn i32[45]=int:20:128 f32[45]=zeros f32[45]=zeros i32=45 i32=130
# outputs: 2 3
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def trimmed_mean_median_kernel(
    x_ptr,
    len_ptr,
    median_ptr,
    tmean_ptr,
    n_rows,
    stride_row,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    rmask = rows < n_rows
    length = tl.load(len_ptr + rows, mask=rmask, other=0)
    valid = cols[None, :] < length[:, None]
    x = tl.load(x_ptr + rows[:, None] * stride_row + cols[None, :], mask=valid, other=float("inf"))
    s = tl.sort(x, dim=1)

    mid = (length - 1) // 2
    median = tl.sum(tl.where(cols[None, :] == mid[:, None], s, 0.0), axis=1)
    trim = length // 8
    keep = (cols[None, :] >= trim[:, None]) & (cols[None, :] < (length - trim)[:, None])
    kept = tl.sum(tl.where(keep, s, 0.0), axis=1)
    n_kept = tl.maximum(length - 2 * trim, 1).to(tl.float32)
    tl.store(median_ptr + rows, median, mask=rmask)
    tl.store(tmean_ptr + rows, kept / n_kept, mask=rmask)
