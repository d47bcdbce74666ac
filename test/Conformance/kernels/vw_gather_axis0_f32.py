# tl.gather along axis 0 of a 32x128 fp32 tile (32 rows of a 100-column
# matrix, columns masked) with a 64x128 int32 index tile of loaded row numbers
# in 0..31: out[g*64 + r, c] = x[g*32 + idx[g*64 + r, c], c]. A gather across
# rows crosses warps (shared memory), and its index has more rows than its source.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i32:16,*fp32:16,100,32,64,128
# launch: grid = 1000, num_warps = 4
# args: f32[32000,100]=randn i32[64000,100]=int:0:31 f32[64000,100]=zeros
# outputs: 2
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def gather_axis0(x_ptr, idx_ptr, out_ptr, N: tl.constexpr, BM: tl.constexpr, BK: tl.constexpr, BN: tl.constexpr):
    g = tl.program_id(0)
    cols = tl.arange(0, BN)
    cmask = cols[None, :] < N
    src_rows = g * BM + tl.arange(0, BM)
    x = tl.load(x_ptr + src_rows[:, None] * N + cols[None, :], mask=cmask, other=0.0)
    out_rows = g * BK + tl.arange(0, BK)
    ooffs = out_rows[:, None] * N + cols[None, :]
    idx = tl.load(idx_ptr + ooffs, mask=cmask, other=0)
    tl.store(out_ptr + ooffs, tl.gather(x, idx, 0), mask=cmask)
