# Layer norm forward over rows of N = 300 (masked to a 512-column block):
# mean, variance, rsqrt, affine with per-column weight and bias; f16 in and
# out, f32 statistics stored per row.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,fp32,512
# launch: grid = 37, num_warps = 8
# args: f16[11100]=randn f16[11100]=zeros f16[300]=randn f16[300]=randn f32[37]=zeros f32[37]=zeros i32=300 fp32=1e-5
# outputs: 1 4 5
# tol: 2e-2 1e-4
import triton
import triton.language as tl


@triton.jit
def layernorm_fwd(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / N
    xc = tl.where(mask, x - mean, 0.0)
    var = tl.sum(xc * xc, axis=0) / N
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask).to(tl.float32)
    y = xc * rstd * w + b
    tl.store(y_ptr + row * N + cols, y.to(tl.float16), mask=mask)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
