# fp64 elementwise mixture over 5000 elements (512 per program, tail masked, one
# warp): exact GELU with tl.erf, a softplus as max(x,0) + libdevice.log1p of
# tl.exp2(-|x| log2 e), and y * rsqrt(fma(x, x, alpha)) + gelu via tl.math.fma
# and tl.math.rsqrt, scaled by tl.exp2(0.5 y); three f64 outputs.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp64:16,*fp64:16,*fp64:16,*fp64:16,*fp64:16,i32,fp64,512
# launch: grid = 10, num_warps = 1
# args: f64[5000]=randn f64[5000]=randn f64[5000]=zeros f64[5000]=zeros f64[5000]=zeros i32=5000 f64=0.25
# outputs: 2 3 4
# tol: 1e-10 1e-10
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def f64_gelu_softplus_rsqrt_kernel(X, Y, Gelu, Softplus, Z, n, alpha, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(X + offs, mask=mask, other=0.0)
    y = tl.load(Y + offs, mask=mask, other=0.0)
    gelu = 0.5 * x * (1.0 + tl.erf(x * 0.7071067811865476))
    sp = tl.maximum(x, 0.0) + libdevice.log1p(tl.exp2(-tl.abs(x) * 1.4426950408889634))
    r = tl.math.rsqrt(tl.math.fma(x, x, alpha))
    z = tl.math.fma(y, r, gelu) * tl.exp2(y * 0.5)
    tl.store(Gelu + offs, gelu, mask=mask)
    tl.store(Softplus + offs, sp, mask=mask)
    tl.store(Z + offs, z, mask=mask)
