# scf.while from a Python `while` whose condition tests a scalar counter,
# carrying two 2-D fp32 tiles (k steps of a contractive recurrence) and the
# counter; 16x128 tiles masked on both dimensions.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,i32,i32,16,128
# launch: grid = 1536, num_warps = 4
# args: f32[2047,1500]=randn f32[2047,1500]=zeros i32=2047 i32=1500 i32=10
# outputs: 1
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def while_recurrence(x_ptr, y_ptr, M, N, steps, BM: tl.constexpr, BN: tl.constexpr):
    pid = tl.program_id(0)
    nb = tl.cdiv(N, BN)
    rows = (pid // nb) * BM + tl.arange(0, BM)
    cols = (pid % nb) * BN + tl.arange(0, BN)
    mask = (rows < M)[:, None] & (cols < N)[None, :]
    offs = rows[:, None] * N + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    h = tl.zeros([BM, BN], tl.float32)
    k = 0
    while k < steps:
        h = h * 0.75 + x
        x = x * 0.5 + 0.125
        k += 1
    tl.store(y_ptr + offs, h, mask=mask)
