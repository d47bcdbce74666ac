# Scatter of rows by a loaded permutation: out[perm[i], :] = x[i, :] * 2,
# 48 rows of 40 columns (a 64x64 block, both masked), int64 row offsets.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,i32,i32,64,64
# launch: grid = 1, num_warps = 4
# args: f16[1920]=randn i32[48]=iota f16[1920]=zeros i32=48 i32=40
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def scatter_rows(x_ptr, perm_ptr, out_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rows = tl.arange(0, BM)
    cols = tl.arange(0, BN)
    rmask = rows < M
    mask = rmask[:, None] & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=mask)
    dst = tl.load(perm_ptr + rows, mask=rmask, other=0).to(tl.int64)
    dst = M - 1 - dst
    tl.store(out_ptr + dst[:, None] * N + cols[None, :], x * 2, mask=mask)
