# Layer norm forward over one whole row per program (fp16 in and out, fp32
# math), also writing each row's mean and rstd as the tutorial's forward
# does; rows of 5000 masked inside an 8192-wide block, 16 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp16:16,*fp16:16,*fp16:16,*fp16:16,*fp32:16,*fp32:16,i32,fp32,8192
# launch: grid = 2048, num_warps = 16
# args: f16[2048,5000]=randn f16[2048,5000]=zeros f16[5000]=randn f16[5000]=randn f32[2048]=zeros f32[2048]=zeros i32=5000 fp32=1e-5
# outputs: 1 4 5
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def red_layernorm_fwd(x_ptr, y_ptr, w_ptr, b_ptr, mean_ptr, rstd_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    x = tl.load(x_ptr + row * n_cols + cols, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(mask, x - mean, 0.0)
    var = tl.sum(d * d, axis=0) / n_cols
    rstd = 1.0 / tl.sqrt(var + eps)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    y = d * rstd * w + b
    tl.store(y_ptr + row * n_cols + cols, y.to(tl.float16), mask=mask)
    tl.store(mean_ptr + row, mean)
    tl.store(rstd_ptr + row, rstd)
