# tl.cumsum along axis 1 of int32 rows of 1000 (not a power of two) masked
# (as 0) inside a 1024-wide block, 4 rows a program: the masked tail sits at
# the end of the scanned axis and is not stored. Integers: exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,i32:16,i32,4,1024
# launch: grid = 2048, num_warps = 8
# args: i32[8192,1000]=rand i32[8192,1000]=zeros i32=8192 i32=1000
# outputs: 1
import triton
import triton.language as tl


@triton.jit
def row_prefix_sums_npot(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0)
    tl.store(y_ptr + offs, tl.cumsum(x, axis=1), mask=mask)
