# 2-D 64x64 tiles over a 3001x1531 fp16 matrix (neither size a power of two
# nor a multiple of the tile): masks on both dimensions, z = alpha * x + y.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,i32,i32,fp32,64,64
# launch: grid = 1128, num_warps = 8
# args: f16[3001,1531]=randn f16[3001,1531]=randn f16[3001,1531]=zeros i32=3001 i32=1531 fp32=0.5
# outputs: 2
# tol: 1e-3 1e-3
import triton
import triton.language as tl


@triton.jit
def axpy_2d_masked(x_ptr, y_ptr, z_ptr, M, N, alpha, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    nb = tl.cdiv(N, BN)
    rows = (pid // nb) * BM + tl.arange(0, BM)
    cols = (pid % nb) * BN + tl.arange(0, BN)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(z_ptr + offs, (alpha * x.to(tl.float32) + y.to(tl.float32)).to(tl.float16), mask=mask)
