# A 1-element block (ONE = 1 constexpr, masked): each program loads its
# row's scale as a tensor of shape [1], broadcasts it over a 512-wide masked
# row, and stores the row sum through another [1] block. The grid runs past
# the 8190 rows, so those programs are fully masked. One warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,1,512
# launch: grid = 8200, num_warps = 1
# args: f32[8190]=randn f32[8190,500]=randn f32[8190,500]=zeros f32[8190]=zeros i32=8190 i32=500
# outputs: 2 3
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def block1_masked(s_ptr, x_ptr, y_ptr, sum_ptr, M, N, ONE: tl.constexpr, BLOCK_N: tl.constexpr):
    row = tl.program_id(0)
    r = row + tl.arange(0, ONE)
    rmask = r < M
    s = tl.load(s_ptr + r, mask=rmask, other=0.0)
    cols = tl.arange(0, BLOCK_N)
    mask = (cols < N) & (row < M)
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0)
    y = x * s
    tl.store(y_ptr + row * N + cols, y, mask=mask)
    tl.store(sum_ptr + r, tl.sum(y, axis=0) + tl.zeros([ONE], tl.float32), mask=rmask)
