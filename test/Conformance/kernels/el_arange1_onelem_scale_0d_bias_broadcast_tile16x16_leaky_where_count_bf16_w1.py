# Pointwise epilogue on [16, 16] bf16 tiles (40x50, stride 56) under num_warps=1
# where the per-row-block scale and threshold are 1-element tensors loaded via
# tl.arange(0, 1) and the bias a 0-d scalar load: [1] -> [1, 1] -> [16, 16]
# broadcasts, leaky tl.where with an fp32 scalar slope, a count of positives
# reduced to 0-d and atomically added through a 1-element pointer tensor.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*fp32:16,*bf16:16,*fp32:16,*bf16:16,*i32:16,fp32,i32,i32,i32,16,16
# launch: grid = 3x4, num_warps = 1
# args: bf16[2240]=int:-8:8 f32[3]=int:1:4 bf16[3]=int:-3:3 f32[3]=int:-2:2 bf16[2240]=zeros i32[3]=zeros f32=0.25 i32=40 i32=50 i32=56
# outputs: 4 5
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def scalar_mix_epilogue_kernel(
    x_ptr,
    scale_ptr,
    bias_ptr,
    thr_ptr,
    y_ptr,
    cnt_ptr,
    slope,
    M,
    N,
    stride_m,
    BLOCK_M: tl.constexpr,
    BLOCK_N: tl.constexpr,
):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    one = tl.arange(0, 1)
    scale1 = tl.load(scale_ptr + pid_m + one)
    thr1 = tl.load(thr_ptr + pid_m + one * 0)
    bias = tl.load(bias_ptr + pid_m).to(tl.float32)

    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    offs = rows[:, None] * stride_m + cols[None, :]
    x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)

    y = x * scale1[:, None] + bias
    y = tl.where(y > thr1[None, :], y, y * slope)
    tl.store(y_ptr + offs, y.to(tl.bfloat16), mask=mask)

    pos = (y > thr1[:, None]) & mask
    cnt = tl.sum(tl.sum(pos.to(tl.int32), axis=1), axis=0)
    s1 = tl.sum(scale1, axis=0).to(tl.int32)
    tl.atomic_add(cnt_ptr + pid_m + one, cnt * s1 + one * 0, sem="relaxed")
