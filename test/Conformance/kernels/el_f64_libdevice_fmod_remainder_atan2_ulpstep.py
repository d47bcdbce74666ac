# Double-precision elementwise math through libdevice on 3001 masked elements:
# fmod, remainder, pow, erf, tanh, log1p, exp2, rsqrt, copysign, atan2, rint,
# a one-ulp step (nextafter by i64 bitcast) and the sign bit read through the
# bits, native f64 fma/sqrt/div, an f64 scalar argument, f64 and i32 results.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,*i32:16,fp64,i32,128
# launch: grid = 24, num_warps = 2
# args: f64[3072]=randn f64[3072]=randn f64[3072]=zeros f64[3072]=zeros f64[3072]=zeros i32[3072]=zeros f64=0.75 i32=3001
# outputs: 2 3 4 5
# tol: 1e-12 1e-12
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def f64_libdevice_kernel(x_ptr, y_ptr, a_ptr, b_ptr, c_ptr, s_ptr, alpha, n,
                         BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=1.0)
    y = tl.load(y_ptr + offs, mask=mask, other=1.0)
    d = tl.abs(y) + 0.5
    r = libdevice.fmod(x * 7.0, d) - libdevice.remainder(x * 7.0, d)
    p = libdevice.pow(tl.abs(x) + 1e-3, d * alpha)
    a = r + p * libdevice.erf(x) - libdevice.tanh(y * alpha)
    tl.store(a_ptr + offs, a, mask=mask)
    xb = x.to(tl.int64, bitcast=True)
    neg = xb < 0
    up = tl.where(neg, xb - 1, xb + 1).to(tl.float64, bitcast=True)
    step = (up - x) / tl.maximum(tl.abs(x), 1e-300)
    b = tl.where(neg, -step, step) + libdevice.log1p(tl.abs(y)) * libdevice.exp2(-d)
    b = b + libdevice.copysign(libdevice.atan2(y, x), x) - libdevice.rint(x * 3.0)
    tl.store(b_ptr + offs, b, mask=mask)
    c = tl.fma(x, y, alpha) * libdevice.rsqrt(d) + tl.sqrt(d) / (1.0 + x * x)
    tl.store(c_ptr + offs, c, mask=mask)
    tl.store(s_ptr + offs, neg.to(tl.int32) + 2 * (up > x).to(tl.int32), mask=mask)
