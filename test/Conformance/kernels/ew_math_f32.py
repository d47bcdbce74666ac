# Triton's libdevice-free math on fp32: tl.exp (ex2.approx after a multiply by
# log2 e), tl.log (lg2.approx), tl.sqrt, tl.rsqrt and tl.sigmoid
# (1 / (1 + exp(-x))), each to its own output. 2000003 elements: tail masked.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,1024
# launch: grid = 1954, num_warps = 4
# args: f32[2000003]=randn f32[2000003]=zeros f32[2000003]=zeros f32[2000003]=zeros f32[2000003]=zeros f32[2000003]=zeros i32=2000003
# outputs: 1 2 3 4 5
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def math_f32(x_ptr, exp_ptr, log_ptr, sqrt_ptr, rsqrt_ptr, sigmoid_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=1.0)
    ax = tl.abs(x)
    tl.store(exp_ptr + offs, tl.exp(x), mask=mask)
    tl.store(log_ptr + offs, tl.log(ax + 0.01), mask=mask)
    tl.store(sqrt_ptr + offs, tl.sqrt(ax), mask=mask)
    tl.store(rsqrt_ptr + offs, tl.rsqrt(ax + 0.01), mask=mask)
    tl.store(sigmoid_ptr + offs, tl.sigmoid(x), mask=mask)
