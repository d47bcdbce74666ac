# RMS norm of bf16 rows of 2500 (masked inside a 4096 block, 16 warps):
# mean of squares in fp32, tl.rsqrt, scaled by a bf16 weight and stored as
# bf16 (a 1-ulp bf16 rounding difference is within the tolerance).
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,i32,fp32,4096
# launch: grid = 4096, num_warps = 16
# args: bf16[4096,2500]=randn bf16[4096,2500]=zeros bf16[2500]=randn i32=2500 fp32=1e-6
# outputs: 1
# tol: 1e-2 1e-2
import triton
import triton.language as tl


@triton.jit
def rms_norm_rows(x_ptr, y_ptr, w_ptr, N, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < N
    x = tl.load(x_ptr + row * N + cols, mask=mask, other=0.0).to(tl.float32)
    w = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    inv_rms = tl.rsqrt(tl.sum(x * x, axis=0) / N + eps)
    tl.store(y_ptr + row * N + cols, (x * inv_rms * w).to(tl.bfloat16), mask=mask)
