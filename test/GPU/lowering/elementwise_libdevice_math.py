# tl.math functions that lower to libdevice (log, log2, sin, cos, erf,
# floor, ceil, sqrt, rsqrt, exp2, f64 exp and log) next to the f32 exp that
# Triton lowers to ex2.approx, and libdevice functions called by name
# (tanh, pow, atan2, through tl.extra.cuda.libdevice). Odd size, masked tail.
# signature: *fp32:16,*fp32:16,*fp64:16,*fp32:16,*fp32:16,*fp32:16,*fp64:16,i32,256
# launch: grid = 4, num_warps = 4
# args: f32[999]=randn f32[999]=rand f64[999]=rand f32[999]=zeros f32[999]=zeros f32[999]=zeros f64[999]=zeros i32=999
# outputs: 3 4 5 6
# tol: 1e-6 1e-6
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def libdevice_math(x_ptr, p_ptr, d_ptr, logs_ptr, trig_ptr, named_ptr, f64_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=1.0) * 3.0
    p = tl.load(p_ptr + offs, mask=mask, other=1.0) + 0.25
    d = tl.load(d_ptr + offs, mask=mask, other=1.0) + 0.5
    logs = tl.log(p) + tl.log2(p * 8.0) + tl.sqrt(p) + tl.rsqrt(p) + tl.exp2(x) + tl.exp(x)
    tl.store(logs_ptr + offs, logs, mask=mask)
    trig = tl.sin(x) * tl.cos(x) + tl.erf(x) + tl.floor(x) - tl.ceil(x * 0.5)
    tl.store(trig_ptr + offs, trig, mask=mask)
    named = libdevice.tanh(x) + libdevice.pow(p, x) + libdevice.atan2(x, p)
    tl.store(named_ptr + offs, named, mask=mask)
    tl.store(f64_ptr + offs, tl.exp(d) + tl.log(d) * libdevice.pow(d, d), mask=mask)
