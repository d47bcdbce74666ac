# Softmax backward per row: dx = y * (dy - sum(y * dy)), rows of 200 in a
# 256 block, 2 rows per program.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,2,256
# launch: grid = 6, num_warps = 4
# args: f32[2400]=rand f32[2400]=randn f32[2400]=zeros i32=200
# outputs: 2
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def softmax_bwd(y_ptr, dy_ptr, dx_ptr, N, R: tl.constexpr, BLOCK: tl.constexpr):
    rows = tl.program_id(0) * R + tl.arange(0, R)
    cols = tl.arange(0, BLOCK)
    mask = cols[None, :] < N
    offs = rows[:, None] * N + cols[None, :]
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    dy = tl.load(dy_ptr + offs, mask=mask, other=0.0)
    s = tl.sum(y * dy, axis=1)
    tl.store(dx_ptr + offs, y * (dy - s[:, None]), mask=mask)
