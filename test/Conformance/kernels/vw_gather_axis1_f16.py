# tl.gather along axis 1 of a 16x128 fp16 tile (rows of 100 values masked in
# the 128-wide block; the last row block masked too) with a 16x64 index tile
# of loaded column numbers in 0..99: out[i, k] = x[i, idx[i, k]]. The index
# tile is narrower than the source; 16 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*i32:16,*fp16:16,i32,100,64,16,128
# launch: grid = 1875, num_warps = 16
# args: f16[29999,100]=randn i32[29999,64]=int:0:99 f16[29999,64]=zeros i32=29999
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_axis1(x_ptr, idx_ptr, out_ptr, M, N: tl.constexpr, K: tl.constexpr, BM: tl.constexpr,
                 BN: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, BN)
    rmask = rows[:, None] < M
    x = tl.load(x_ptr + rows[:, None] * N + cols[None, :], mask=rmask & (cols[None, :] < N), other=0.0)
    ks = tl.arange(0, K)
    ooffs = rows[:, None] * K + ks[None, :]
    idx = tl.load(idx_ptr + ooffs, mask=rmask, other=0)
    tl.store(out_ptr + ooffs, tl.gather(x, idx, 1), mask=rmask)
