# Matrix transpose of a 3000x2000 fp32 matrix in 64x64 tiles with tl.trans
# (the 2-D tile grid folded into the 1-D program id); both edges masked. The
# load is coalesced along rows, the store along columns: tl.trans should
# become a layout conversion through shared memory.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32:16,64,64
# launch: grid = 1504, num_warps = 4
# args: f32[3000,2000]=randn f32[2000,3000]=zeros i32=3000 i32=2000
# outputs: 1
# tol: 0 0
import triton
import triton.language as tl


@triton.jit
def transpose_tiled(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    tiles_n = tl.cdiv(N, BN)
    pid_m = pid // tiles_n
    pid_n = pid % tiles_n
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    x = tl.load(x_ptr + rm[:, None] * N + rn[None, :], mask=mask, other=0.0)
    xt = tl.trans(x)
    mask_t = (rn[:, None] < N) & (rm[None, :] < M)
    tl.store(y_ptr + rn[:, None] * M + rm[None, :], xt, mask=mask_t)
