# A 64x64 fp16 tile read from a row-major 3000x2000 matrix and stored column-
# major (out[c * M + r]) through its pointers alone, no tl.trans: the store's
# contiguous dimension is the tile's first, so coalescing must pick another
# order for it than for the load. Both edges masked; tile grid folded into pid.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32:16,64,64
# launch: grid = 1504, num_warps = 16
# args: f16[3000,2000]=randn f16[2000,3000]=zeros i32=3000 i32=2000
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def colmajor_store(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    grid_n = tl.cdiv(N, BN)
    rm = (pid // grid_n) * BM + tl.arange(0, BM)
    rn = (pid % grid_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask)
    tl.store(y_ptr + rn[None, :] * M + rm[:, None], x, mask=mask)
