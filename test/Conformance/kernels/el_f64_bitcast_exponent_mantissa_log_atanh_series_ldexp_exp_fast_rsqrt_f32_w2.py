# Hand-rolled transcendentals through bitcasts: fp64 frexp-style exponent /
# mantissa split on the i64 bits with sqrt(2) renormalisation and an atanh
# series log; exp by range reduction, a degree-11 Horner polynomial and 2^k
# assembled as i64 bits (ldexp), next to tl.exp in fp64; and the f32 0x5f3759df
# rsqrt with two Newton steps. 700 elements, 2 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp32:16,*fp64:16,*i32:16,*fp64:16,*fp64:16,*fp32:16,i32,128
# launch: grid = 6, num_warps = 2
# args: f64[700]=rand f64[700]=randn f32[700]=rand f64[700]=zeros i32[700]=zeros f64[700]=zeros f64[700]=zeros f32[700]=zeros i32=700
# outputs: 3 4 5 6 7
# tol: 1e-6 1e-6
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def f64_bit_math_kernel(x_ptr, y_ptr, z_ptr, ln_ptr, exp2_ptr, expp_ptr, expref_ptr, rsq_ptr, n,
                        BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n

    # log(x) = e ln2 + 2 atanh((m - 1) / (m + 1)), m in [sqrt(1/2), sqrt(2))
    x = tl.load(x_ptr + offs, mask=mask, other=1.0) * 100.0 + 0.001
    bits = x.to(tl.int64, bitcast=True)
    e = ((bits >> 52) & 0x7FF) - 1023
    m = ((bits & 0x000FFFFFFFFFFFFF) | 0x3FF0000000000000).to(tl.float64, bitcast=True)
    big = m > 1.4142135623730951
    m = tl.where(big, m * 0.5, m)
    e = tl.where(big, e + 1, e)
    s = (m - 1.0) / (m + 1.0)
    z2 = s * s
    p = 1.0 / 19.0
    p = p * z2 + 1.0 / 17.0
    p = p * z2 + 1.0 / 15.0
    p = p * z2 + 1.0 / 13.0
    p = p * z2 + 1.0 / 11.0
    p = p * z2 + 1.0 / 9.0
    p = p * z2 + 1.0 / 7.0
    p = p * z2 + 1.0 / 5.0
    p = p * z2 + 1.0 / 3.0
    p = p * z2 + 1.0
    ln = 2.0 * s * p + e.to(tl.float64) * 0.6931471805599453
    tl.store(ln_ptr + offs, ln, mask=mask)
    tl.store(exp2_ptr + offs, e.to(tl.int32), mask=mask)

    # exp(y) = 2^k exp(r), k = round(y / ln2), 2^k assembled from its bits
    y = tl.load(y_ptr + offs, mask=mask, other=0.0) * 10.0
    k = tl.floor(y * 1.4426950408889634 + 0.5)
    r = y - k * 0.6931471805599453
    q = 1.0 / 39916800.0
    q = q * r + 1.0 / 3628800.0
    q = q * r + 1.0 / 362880.0
    q = q * r + 1.0 / 40320.0
    q = q * r + 1.0 / 5040.0
    q = q * r + 1.0 / 720.0
    q = q * r + 1.0 / 120.0
    q = q * r + 1.0 / 24.0
    q = q * r + 1.0 / 6.0
    q = q * r + 0.5
    q = q * r + 1.0
    q = q * r + 1.0
    two_k = ((k.to(tl.int64) + 1023) << 52).to(tl.float64, bitcast=True)
    tl.store(expp_ptr + offs, q * two_k, mask=mask)
    tl.store(expref_ptr + offs, tl.exp(y), mask=mask)

    # f32 fast inverse square root
    zf = tl.load(z_ptr + offs, mask=mask, other=1.0) + 0.01
    ib = 0x5F3759DF - (zf.to(tl.int32, bitcast=True) >> 1)
    g = ib.to(tl.float32, bitcast=True)
    g = g * (1.5 - 0.5 * zf * g * g)
    g = g * (1.5 - 0.5 * zf * g * g)
    tl.store(rsq_ptr + offs, g, mask=mask)
