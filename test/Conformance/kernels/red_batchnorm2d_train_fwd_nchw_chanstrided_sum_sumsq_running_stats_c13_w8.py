# BatchNorm2d training forward over NCHW f32 input, one program per channel (Apex/
# Liger-style persistent channel reduction): nested runtime loops over N (4-row blocks,
# N=6 tail) and H*W=150 (128-wide tail) with channel-strided 2-D loads, sum / sum-of-
# squares tiles reduced over both axes, biased var for normalisation, unbiased var for
# the running_var momentum update, save_mean/save_invstd, then a second pass writes
# the affine-normalised output as f16. num_warps 8.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp16:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,i32,i32,i32,fp32,fp32,4,128
# launch: grid = 13, num_warps = 8
# args: f32[6,13,10,15]=randn f16[6,13,10,15]=zeros f32[13]=randn f32[13]=randn f32[13]=randn f32[13]=rand f32[13]=zeros f32[13]=zeros i32=6 i32=150 i32=1950 i32=150 f32=0.1 f32=1e-5
# outputs: 1 4 5 6 7
# tol: 2e-3 2e-3
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def batchnorm_train_fwd_kernel(
    x_ptr,
    y_ptr,
    weight_ptr,
    bias_ptr,
    running_mean_ptr,
    running_var_ptr,
    save_mean_ptr,
    save_invstd_ptr,
    N,
    HW,
    stride_n,
    stride_c,
    momentum,
    eps,
    BLOCK_N: tl.constexpr,
    BLOCK_HW: tl.constexpr,
):
    c = tl.program_id(0)
    x_base = x_ptr + c.to(tl.int64) * stride_c
    y_base = y_ptr + c.to(tl.int64) * stride_c
    n_ar = tl.arange(0, BLOCK_N)
    hw_ar = tl.arange(0, BLOCK_HW)

    acc_sum = tl.zeros([BLOCK_N, BLOCK_HW], dtype=tl.float32)
    acc_sq = tl.zeros([BLOCK_N, BLOCK_HW], dtype=tl.float32)
    for n0 in range(0, N, BLOCK_N):
        n_offs = n0 + n_ar
        n_mask = n_offs < N
        for hw0 in range(0, HW, BLOCK_HW):
            hw_offs = hw0 + hw_ar
            mask = n_mask[:, None] & (hw_offs < HW)[None, :]
            x = tl.load(x_base + n_offs[:, None] * stride_n + hw_offs[None, :], mask=mask, other=0.0)
            acc_sum += x
            acc_sq += x * x

    count = N * HW
    count_f = count.to(tl.float32)
    mean = tl.sum(tl.sum(acc_sum, axis=1), axis=0) / count_f
    var = tl.sum(tl.sum(acc_sq, axis=1), axis=0) / count_f - mean * mean
    var = tl.maximum(var, 0.0)
    invstd = tl.rsqrt(var + eps)

    running_mean = tl.load(running_mean_ptr + c)
    running_var = tl.load(running_var_ptr + c)
    unbiased_var = var * count_f / (count_f - 1.0)
    tl.store(running_mean_ptr + c, (1.0 - momentum) * running_mean + momentum * mean)
    tl.store(running_var_ptr + c, (1.0 - momentum) * running_var + momentum * unbiased_var)
    tl.store(save_mean_ptr + c, mean)
    tl.store(save_invstd_ptr + c, invstd)

    w = tl.load(weight_ptr + c)
    b = tl.load(bias_ptr + c)
    scale = w * invstd
    shift = b - mean * scale
    for n0 in range(0, N, BLOCK_N):
        n_offs = n0 + n_ar
        n_mask = n_offs < N
        for hw0 in range(0, HW, BLOCK_HW):
            hw_offs = hw0 + hw_ar
            mask = n_mask[:, None] & (hw_offs < HW)[None, :]
            offs = n_offs[:, None] * stride_n + hw_offs[None, :]
            x = tl.load(x_base + offs, mask=mask, other=0.0)
            tl.store(y_base + offs, (x * scale + shift).to(tl.float16), mask=mask)
