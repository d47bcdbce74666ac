# fp64 exp(x) the libm way: k = rint(x / ln2) (ln2 read from a 1-element f64
# buffer, no fp32-rounded literals), r = fma(-k, ln2, x), a degree-DEG nested
# Horner 1 + r(1 + r/2(1 + r/3 ...)) unrolled with tl.static_range (DEG checked
# by tl.static_assert), 2^k built by int64 shift + bitcast; outputs the result,
# its relative error against libdevice.exp and the normal CDF 0.5(1 + erf(x/sqrt2)) in fp64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,i32,13,1024
# launch: grid = 3, num_warps = 1
# args: f64[3000]=randn f64[1]=fill:0.6931471805599453 f64[3000]=zeros f64[3000]=zeros f64[3000]=zeros i32=3000
# outputs: 2 3 4
# tol: 1e-12 1e-12
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def exp_poly_f64(r, DEG: tl.constexpr):
    tl.static_assert(DEG >= 8, "degree too low for fp64 accuracy on |r| <= ln2/2")
    tl.static_assert(DEG <= 20)
    p = tl.full(r.shape, 1.0, tl.float64)
    for i in tl.static_range(DEG, 0, -1):
        p = 1.0 + (r * p) / i
    return p


@triton.jit
def f64_exp_horner_kernel(x_ptr, ln2_ptr, y_ptr, err_ptr, cdf_ptr, n, DEG: tl.constexpr, BLOCK: tl.constexpr):
    tl.static_assert(BLOCK % 32 == 0)
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0) * 4
    ln2 = tl.load(ln2_ptr)
    k = libdevice.rint(x / ln2)
    r = tl.math.fma(-k, ln2, x)
    p = exp_poly_f64(r, DEG)
    ki = k.to(tl.int64)
    scale = ((ki + 1023) << 52).to(tl.float64, bitcast=True)
    y = p * scale
    ref = libdevice.exp(x)
    err = (y - ref) / ref
    inv_sqrt2 = tl.sqrt(tl.full(x.shape, 0.5, tl.float64))
    cdf = 0.5 * (1.0 + libdevice.erf(x * 0.25 * inv_sqrt2))
    tl.store(y_ptr + offs, y, mask=mask)
    tl.store(err_ptr + offs, err, mask=mask)
    tl.store(cdf_ptr + offs, cdf, mask=mask)
