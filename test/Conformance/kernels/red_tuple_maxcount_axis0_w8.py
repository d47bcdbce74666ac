# tl.reduce over a (value, count) tuple along axis 0 of a 64x32 tile with 50
# valid rows: each column's max and how many rows reach it, num_warps=8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*i32:16,i32,64,32
# launch: grid = 4, num_warps = 8
# args: f16[6400]=int:-6:6 f16[128]=zeros i32[128]=zeros i32=50
# outputs: 1 2
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def max_count_combine(v1, c1, v2, c2):
    gt = v1 > v2
    eq = v1 == v2
    v = tl.where(gt | eq, v1, v2)
    c = tl.where(eq, c1 + c2, tl.where(gt, c1, c2))
    return v, c


@triton.jit
def tuple_max_count(x_ptr, mx_ptr, cnt_ptr, n_rows, R: tl.constexpr, C: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, R)
    cols = pid * C + tl.arange(0, C)
    ld = tl.num_programs(0) * C
    mask = (rows[:, None] < n_rows) & (cols[None, :] < ld)
    x = tl.load(x_ptr + rows[:, None] * ld + cols[None, :], mask=mask, other=float("-inf"))
    ones = tl.where(mask, 1, 0).to(tl.int32)
    v, c = tl.reduce((x, ones), 0, max_count_combine)
    tl.store(mx_ptr + cols, v)
    tl.store(cnt_ptr + cols, c)
