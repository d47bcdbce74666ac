# Strided column access of a row-major fp32 matrix: each program loads a
# 1024 x 4 column tile (rows 4100 elements apart, masked to 1000 rows and to
# the 4100 columns), writes its column sums and the tile transposed.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,i32,i32,1024,4
# launch: grid = 1025, num_warps = 2
# args: f32[1000,4100]=randn f32[4100]=zeros f32[4100,1000]=zeros i32=1000 i32=4100
# outputs: 1 2
# tol: 1e-4 1e-5
import triton
import triton.language as tl


@triton.jit
def strided_column(x_ptr, sum_ptr, xt_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.arange(0, BM)
    cn = tl.program_id(0) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (cn[None, :] < N)
    tile = tl.load(x_ptr + rm[:, None] * N + cn[None, :], mask=mask, other=0.0)
    tl.store(sum_ptr + cn, tl.sum(tile, axis=0), mask=cn < N)
    tl.store(xt_ptr + cn[None, :] * M + rm[:, None], tile, mask=mask)
