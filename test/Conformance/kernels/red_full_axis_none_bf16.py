# Full reductions (axis=None) of a 32x128 bf16 tile to one scalar per
# program: the sum accumulated in fp32 and the maximum; 9990-row input so
# the last program's tile is partly masked (rows past the end count as 0 /
# -inf).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*fp32:16,i32,32,128
# launch: grid = 313, num_warps = 2
# args: bf16[9990,128]=randn f32[313]=zeros f32[313]=zeros i32=9990
# outputs: 1 2
# tol: 1e-3 1e-4
import triton
import triton.language as tl


@triton.jit
def red_full_scalar(x_ptr, sum_ptr, max_ptr, n_rows, ROWS: tl.constexpr, COLS: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * ROWS + tl.arange(0, ROWS)
    cols = tl.arange(0, COLS)
    mask = (rows < n_rows)[:, None]
    x = tl.load(x_ptr + rows[:, None] * COLS + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    tl.store(sum_ptr + pid, tl.sum(x))
    tl.store(max_ptr + pid, tl.max(tl.where(mask, x, float("-inf"))))
