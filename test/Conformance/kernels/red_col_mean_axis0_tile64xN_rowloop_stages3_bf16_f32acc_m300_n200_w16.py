# Column mean (x.mean(dim=0)) of a [300, 200] bf16 matrix with 16 warps: each
# program owns 128 columns (tail of 72), accumulates a [64, 128] f32 tile over
# a tl.range row loop (num_stages=3, 300 rows -> masked last block, int64 row
# offsets) and reduces axis 0 once at the end; mean stored as f32 and bf16.
# Integer-valued inputs keep the sums exact.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*bf16:16,i32,i32,i32,64,128
# launch: grid = 2, num_warps = 16
# args: bf16[60000]=int:-20:20 f32[200]=zeros bf16[200]=zeros i32=300 i32=200 i32=200
# outputs: 1 2
# tol: 1e-5 1e-2
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def col_mean_axis0_kernel(X, MeanF32, MeanBF16, M, N, stride_m, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    cols = pid * BLOCK_N + tl.arange(0, BLOCK_N)
    cmask = cols < N
    rows0 = tl.arange(0, BLOCK_M)
    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for m0 in tl.range(0, M, BLOCK_M, num_stages=3):
        rows = m0 + rows0
        mask = (rows < M)[:, None] & cmask[None, :]
        x = tl.load(X + rows.to(tl.int64)[:, None] * stride_m + cols[None, :], mask=mask, other=0.0)
        acc += x.to(tl.float32)
    mean = tl.sum(acc, axis=0) / M
    tl.store(MeanF32 + cols, mean, mask=cmask)
    tl.store(MeanBF16 + cols, mean.to(tl.bfloat16), mask=cmask)
