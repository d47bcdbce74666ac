# fp32 transcendentals: tl.exp, tl.log, tl.sqrt, tl.rsqrt and tl.sigmoid
# (log, sqrt, rsqrt on inputs kept positive); masked tail, 16 warps on
# 1024-element blocks (two values per thread). Approximate PTX instructions
# on both sides: small tolerance.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16,i32,1024
# launch: grid = 4096, num_warps = 16
# args: f32[4194295]=rand f32[4194295]=randn f32[4194295]=zeros f32[4194295]=zeros f32[4194295]=zeros i32=4194295
# outputs: 2 3 4
# tol: 1e-5 1e-5
import triton
import triton.language as tl


@triton.jit
def transcendentals(x_ptr, y_ptr, explog_ptr, roots_ptr, sig_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    u = tl.load(x_ptr + offs, mask=mask, other=1.0) + 0.01
    y = tl.load(y_ptr + offs, mask=mask, other=0.0)
    tl.store(explog_ptr + offs, tl.exp(y) + tl.log(u), mask=mask)
    tl.store(roots_ptr + offs, tl.sqrt(u) * tl.rsqrt(u + 1.0), mask=mask)
    tl.store(sig_ptr + offs, tl.sigmoid(y), mask=mask)
