# 2-D tiles masked on both dimensions with non-power-of-two sizes: a 3001 x
# 1999 fp16 matrix in 64 x 64 tiles (last tile row and column partial).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,i32,i32,64,64
# launch: grid = 1504, num_warps = 4
# args: f16[3001,1999]=randn f16[3001,1999]=zeros i32=3001 i32=1999
# outputs: 1
# tol: 1e-3 1e-3
import triton
import triton.language as tl


@triton.jit
def masked_2d_nonpow2(x_ptr, y_ptr, M, N, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    num_n = tl.cdiv(N, BN)
    rm = (pid // num_n) * BM + tl.arange(0, BM)
    rn = (pid % num_n) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    tl.store(y_ptr + offs, x * x - 1.0, mask=mask)
