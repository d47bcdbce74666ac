# Row-wise cumulative max (torch.cummax values) of a [37, 300] f32 matrix:
# [16, 128] tiles, tl.associative_scan over axis 1 (reverse=False) with a
# max combine, the running max of each row carried across the three column
# blocks (tail of 44) as a [16] vector; rows past 37 masked with -inf.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,i32,i32,16,128
# launch: grid = 3, num_warps = 8
# args: f32[11100]=randn f32[11100]=zeros i32=37 i32=300 i32=300 i32=300
# outputs: 1
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def _max_combine(a, b):
    return tl.maximum(a, b)


@triton.jit
def cummax_rows_carry_kernel(X, Y, M, N, stride_xm, stride_ym, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    rmask = rows < M
    cols0 = tl.arange(0, BLOCK_N)
    carry = tl.full([BLOCK_M], float("-inf"), tl.float32)
    for n0 in range(0, N, BLOCK_N):
        cols = n0 + cols0
        mask = rmask[:, None] & (cols < N)[None, :]
        x = tl.load(X + rows[:, None] * stride_xm + cols[None, :], mask=mask, other=float("-inf"))
        s = tl.associative_scan(x, 1, _max_combine, reverse=False)
        s = tl.maximum(s, carry[:, None])
        tl.store(Y + rows[:, None] * stride_ym + cols[None, :], s, mask=mask)
        carry = tl.max(s, axis=1)
