# A square 64x64 fp32 tile per program reduced both ways: tl.sum along axis 0
# (one result per column) and tl.max along axis 1 (one per row) of the same
# tile, so one layout feeds reductions across both of its dimensions.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,64
# launch: grid = 1024, num_warps = 4
# args: f32[1024,64,64]=randn f32[1024,64]=zeros f32[1024,64]=zeros
# outputs: 1 2
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def red_square64(x_ptr, colsum_ptr, rowmax_ptr, B: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, B)
    cols = tl.arange(0, B)
    x = tl.load(x_ptr + pid * B * B + rows[:, None] * B + cols[None, :])
    tl.store(colsum_ptr + pid * B + cols, tl.sum(x, axis=0))
    tl.store(rowmax_ptr + pid * B + rows, tl.max(x, axis=1))
