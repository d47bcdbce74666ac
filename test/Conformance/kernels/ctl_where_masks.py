# tl.where in 2-D (a causal col <= row mask combined with the bounds mask on an
# 8 x 1024 bf16 tile of 1000 columns) and in 1-D (a leaky select on the row
# sums, masked by the row bound: 5000 rows).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*fp32:16,i32,i32,8,1024
# launch: grid = 625, num_warps = 16
# args: bf16[5000,1000]=randn bf16[5000,1000]=zeros f32[5000]=zeros i32=5000 i32=1000
# outputs: 1 2
# tol: 1e-3 1e-4
import triton
import triton.language as tl


@triton.jit
def where_masks(x_ptr, y_ptr, s_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    inb = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs, mask=inb, other=0.0).to(tl.float32)
    keep = (rn[None, :] <= rm[:, None]) & inb
    y = tl.where(keep, x, -0.5 * x)
    tl.store(y_ptr + offs, y.to(tl.bfloat16), mask=inb)
    s = tl.sum(tl.where(keep, x, 0.0), axis=1)
    s = tl.where(s > 0, s, 0.25 * s)
    s = tl.where(rm < M, s, 0.0)
    tl.store(s_ptr + rm, s, mask=rm < M)
