# tl.flip (Triton's standard library: a reshape to [2, 2, ...] and xor
# reductions on the bitcast int16 values) of a 16x64 bf16 tile along its
# rows (dim 1: each 64-wide row reversed), and of a 1-D 1024-element block
# (dim 0) stored so the whole array comes out reversed; the last row block and
# the 1-D tail are masked. One warp.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,64,16
# launch: grid = 3125, num_warps = 1
# args: bf16[49999,64]=randn bf16[49999,64]=zeros bf16[3199936]=zeros i32=49999
# outputs: 1 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def flip_rows_and_array(x_ptr, rows_ptr, rev_ptr, M, C: tl.constexpr, BM: tl.constexpr):
    pid = tl.program_id(0)
    rows = pid * BM + tl.arange(0, BM)
    cols = tl.arange(0, C)
    offs2 = rows[:, None] * C + cols[None, :]
    mask2 = (rows < M)[:, None] & (cols < C)[None, :]
    tile = tl.load(x_ptr + offs2, mask=mask2, other=0.0)
    tl.store(rows_ptr + offs2, tl.flip(tile, 1), mask=mask2)
    n = M * C
    offs = pid * (BM * C) + tl.arange(0, BM * C)
    x = tl.load(x_ptr + offs, mask=offs < n, other=0.0)
    dst = n - (pid + 1) * (BM * C) + tl.arange(0, BM * C)
    tl.store(rev_ptr + dst, tl.flip(x, 0), mask=dst >= 0)
