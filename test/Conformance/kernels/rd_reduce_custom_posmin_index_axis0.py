# tl.reduce along axis 0 with a custom two-operand (value, row index) combine:
# per column, the smallest strictly positive fp32 value and its row. The
# combine is a total order on (not positive, value, index), so any tree gives
# the same answer. 120 valid rows masked (as 0, never positive) inside 128.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*i32:16,i32,i32:16,128,64
# launch: grid = 512, num_warps = 2
# args: f32[120,32768]=randn f32[32768]=zeros i32[32768]=zeros i32=120 i32=32768
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def positive_min_combine(v1, i1, v2, i2):
    pos1 = v1 > 0
    pos2 = v2 > 0
    smaller = (v1 < v2) | ((v1 == v2) & (i1 < i2))
    take1 = tl.where(pos1 != pos2, pos1, smaller)
    return tl.where(take1, v1, v2), tl.where(take1, i1, i2)


@triton.jit
def col_positive_min(x_ptr, val_ptr, idx_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = pid * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=0.0)
    row_idx = tl.broadcast_to(rows[:, None], (BM, BN))
    val, idx = tl.reduce((tile, row_idx), 0, positive_min_combine)
    tl.store(val_ptr + cols, val, mask=cols < N)
    tl.store(idx_ptr + cols, idx, mask=cols < N)
