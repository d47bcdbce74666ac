# Row softmax of 2 rows of 4096 f32 with 16 warps (a 2x4096 tile), masked to
# 3000 columns.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,2,4096
# launch: grid = 5, num_warps = 16
# args: f32[30000]=randn f32[30000]=zeros i32=3000
# outputs: 1
# tol: 1e-6 1e-5
import triton
import triton.language as tl


@triton.jit
def softmax_wide(x_ptr, y_ptr, N, R: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, BLOCK)
    mask = cols[None, :] < N
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=-float("inf"))
    e = tl.exp(x - tl.max(x, axis=1)[:, None])
    tl.store(y_ptr + rows[:, None] * N + cols[None, :], e / tl.sum(e, axis=1)[:, None], mask=mask)
