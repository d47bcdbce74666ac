# A 4x2048 fp16 tile (a few rows, a long axis) reduced along the long axis 1:
# tl.sum accumulated in fp32 (dtype=tl.float32) and tl.min (kept in fp16 on
# store). 4094 rows: the last program's last two rows are masked off.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp32:16,*fp16:16,i32,4,2048
# launch: grid = 1024, num_warps = 8
# args: f16[4094,2048]=randn f32[4094]=zeros f16[4094]=zeros i32=4094
# outputs: 1 2
# tol: 1e-3 1e-4
import triton
import triton.language as tl


@triton.jit
def red_rows_long(x_ptr, sum_ptr, min_ptr, n_rows, ROWS: tl.constexpr, COLS: tl.constexpr):
    rows = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, COLS)
    rmask = rows < n_rows
    x = tl.load(x_ptr + rows[:, None] * COLS + cols[None, :], mask=rmask[:, None], other=0.0)
    tl.store(sum_ptr + rows, tl.sum(x, axis=1, dtype=tl.float32), mask=rmask)
    tl.store(min_ptr + rows, tl.min(x, axis=1).to(tl.float16), mask=rmask)
