# tl.reduce with a custom combine over a (value, index) tuple: per row, the
# element of largest magnitude and its column (smallest column on equal
# magnitude), along axis 1 of a 4x2048 bf16 tile; two operands of different
# types through one reduction.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i32:16,2048,4
# launch: grid = 2048, num_warps = 8
# args: bf16[8192,2048]=randn bf16[8192]=zeros i32[8192]=zeros
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def absmax_combine(v1, i1, v2, i2):
    a1 = tl.abs(v1)
    a2 = tl.abs(v2)
    take1 = (a1 > a2) | ((a1 == a2) & (i1 < i2))
    return tl.where(take1, v1, v2), tl.where(take1, i1, i2)


@triton.jit
def red_tuple_absmax(x_ptr, val_ptr, idx_ptr, COLS: tl.constexpr, ROWS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, COLS)
    x = tl.load(x_ptr + rows[:, None] * COLS + cols[None, :])
    idx = tl.broadcast_to(cols[None, :], (ROWS, COLS))
    v, i = tl.reduce((x, idx), 1, absmax_combine)
    tl.store(val_ptr + rows, v)
    tl.store(idx_ptr + rows, i)
