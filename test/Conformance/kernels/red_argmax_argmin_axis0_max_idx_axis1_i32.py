# Per-tile extrema of a 200x90 int32 matrix (values -4..4, ties everywhere)
# in 64x32 tiles on a 4x3 grid (both dimensions masked): tl.argmax and
# tl.argmin along axis 0 (first index wins), and tl.max(..., axis=1,
# return_indices=True) giving each row's maximum and its first column.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,i32,i32,i32,64,32
# launch: grid = 4x3, num_warps = 2
# args: i32[18000]=int:-4:4 i32[360]=zeros i32[360]=zeros i32[600]=zeros i32[600]=zeros i32=200 i32=90 i32=90
# outputs: 1 2 3 4
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def tile_arg_extrema(x_ptr, amax_ptr, amin_ptr, rmax_ptr, ridx_ptr, M, N, stride_m,
                     BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    rmask = rows < M
    cmask = cols < N
    mask = rmask[:, None] & cmask[None, :]
    x = tl.load(x_ptr + rows[:, None] * stride_m + cols[None, :], mask=mask, other=-1000)
    # Column-wise winners inside the tile, reported as global row numbers.
    amax = tl.argmax(x, axis=0)
    amin = tl.argmin(tl.where(mask, x, 1000), axis=0)
    tl.store(amax_ptr + pid_m * N + cols, amax + pid_m * BM, mask=cmask)
    tl.store(amin_ptr + pid_m * N + cols, amin + pid_m * BM, mask=cmask)
    # Row-wise maximum and where it is, one entry per (row, column block).
    vals, idx = tl.max(x, axis=1, return_indices=True)
    nb = tl.num_programs(1)
    tl.store(rmax_ptr + rows * nb + pid_n, vals, mask=rmask)
    tl.store(ridx_ptr + rows * nb + pid_n, idx + pid_n * BN, mask=rmask)
