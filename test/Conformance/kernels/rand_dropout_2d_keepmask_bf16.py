# Dropout over a 300x200 bf16 matrix in 32x64 tiles on a 10x4 grid (both
# dimensions masked): keep = tl.rand(seed, offs) > p with the 2-D element
# offsets, kept values scaled by 1 / (1 - p) in f32 and stored as bf16, and
# the keep mask stored as int8; seed and p are scalar arguments.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*i8:16,i32,i32,i32,fp32,i32,32,64
# launch: grid = 10x4, num_warps = 8
# args: bf16[60000]=randn bf16[60000]=zeros i8[60000]=zeros i32=300 i32=200 i32=200 f32=0.3 i32=20240607
# outputs: 1 2
# tol: 1e-2 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def dropout_2d(x_ptr, out_ptr, keep_ptr, M, N, stride, p, seed, BM: tl.constexpr, BN: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * stride + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    random = tl.rand(seed, offs)
    keep = random > p
    y = tl.where(keep, x.to(tl.float32) / (1 - p), 0.0)
    tl.store(out_ptr + offs, y.to(tl.bfloat16), mask=mask)
    tl.store(keep_ptr + offs, keep.to(tl.int8), mask=mask)
