# A long axis by few columns: 4096x4 fp32 tiles reduced with tl.min along
# axis 0 (4000 valid rows masked with +inf inside the 4096-row block), one
# minimum per column of a 2048-column matrix.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32:16,i32:16,4096,4
# launch: grid = 512, num_warps = 8
# args: f32[4000,2048]=randn f32[2048]=zeros i32=4000 i32=2048
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def tall_col_min(x_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = tl.arange(0, BM)
    cols = pid * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tile = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask, other=float("inf"))
    tl.store(out_ptr + cols, tl.min(tile, axis=0), mask=cols < N)
