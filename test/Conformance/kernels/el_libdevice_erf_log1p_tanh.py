# libdevice math through tl.extra.cuda.libdevice (erf, log1p, tanh) and
# tl.math (div_rn, fma, clamp) over 1000 f32 values in blocks of 256.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp32:16,i32,256
# launch: grid = 4, num_warps = 2
# args: f32[1000]=randn f32[1000]=zeros i32=1000
# outputs: 1
# tol: 1e-6 1e-6
import triton
import triton.language as tl
from triton.language.extra.cuda import libdevice


@triton.jit
def special_math(x_ptr, y_ptr, N, BLOCK: tl.constexpr):
    o = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = o < N
    x = tl.load(x_ptr + o, mask=m, other=0.0)
    a = libdevice.erf(x) + libdevice.log1p(tl.abs(x)) * libdevice.tanh(x)
    b = tl.math.div_rn(a, 1.0 + x * x)
    y = tl.clamp(tl.fma(b, 3.0, -0.25), -2.0, 2.0)
    tl.store(y_ptr + o, y, mask=m)
