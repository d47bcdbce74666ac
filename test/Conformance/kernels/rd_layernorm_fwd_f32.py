# Layer norm forward over rows of 3000 fp32 values, one row a program, in
# 1024-wide column blocks (the last one masked): a tensor accumulator for the
# mean, a second pass for the variance, per-row mean/rstd outputs, then
# y = (x - mean) * rstd * w + b.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,fp32,1024
# launch: grid = 2048, num_warps = 8
# args: f32[2048,3000]=randn f32[2048,3000]=zeros f32[3000]=randn f32[3000]=randn f32[2048]=zeros f32[2048]=zeros i32=3000 fp32=1e-5
# outputs: 1 4 5
# tol: 1e-4 1e-4
import triton
import triton.language as tl


@triton.jit
def layer_norm_forward(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    x_row = x_ptr + row * N
    y_row = y_ptr + row * N
    total = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        total += tl.load(x_row + cols, mask=cols < N, other=0.0)
    mean = tl.sum(total, axis=0) / N
    sq = tl.zeros([BLOCK], dtype=tl.float32)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(x_row + cols, mask=cols < N, other=0.0)
        d = tl.where(cols < N, x - mean, 0.0)
        sq += d * d
    var = tl.sum(sq, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
    for start in range(0, N, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        mask = cols < N
        x = tl.load(x_row + cols, mask=mask, other=0.0)
        w = tl.load(w_ptr + cols, mask=mask, other=0.0)
        b = tl.load(b_ptr + cols, mask=mask, other=0.0)
        tl.store(y_row + cols, (x - mean) * rstd * w + b, mask=mask)
