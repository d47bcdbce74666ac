# Strided column access of a row-major 2000x1500 fp32 matrix: one program per
# column loads (and stores) elements 1500 apart (no coalescing, no
# vectorization), rows masked in a 2048 block; column scaled by its max |x|.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32:16,i32,2048
# launch: grid = 1500, num_warps = 2
# args: f32[2000,1500]=randn f32[2000,1500]=zeros i32=2000 i32=1500
# outputs: 1
# tol: 1e-6 1e-6
import triton
import triton.language as tl


@triton.jit
def strided_columns(x_ptr, y_ptr, M, N, BLOCK_M: tl.constexpr):
    col = tl.program_id(0)
    rows = tl.arange(0, BLOCK_M)
    mask = rows < M
    offs = rows * N + col
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, x / tl.max(tl.abs(x), axis=0), mask=mask)
