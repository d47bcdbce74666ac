# Row-strided 2-D bf16 tile (16 x 256 over 45 x 200, 16 warps) through f32
# libdevice math: a probit of a clamped sigmoid (erfinv), a softplus with
# log1p/expm1 and a threshold, hypot/copysign, a tanh GELU, cbrt, ilogb,
# nextafter and signbit; two bf16 outputs and one f32.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *bf16:16,*bf16:16,*bf16:16,*bf16:16,*fp32:16,i32,i32,i32:16,i32:16,i32,16,256
# launch: grid = 3, num_warps = 16
# args: bf16[11520]=randn bf16[11520]=randn bf16[9000]=zeros bf16[9000]=zeros f32[9000]=zeros i32=45 i32=200 i32=256 i32=256 i32=200
# outputs: 2 3 4
# tol: 2e-2 2e-2
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def probit_softplus_kernel(x_ptr, y_ptr, o1_ptr, o2_ptr, o3_ptr, M, N, stride_x, stride_y,
                           stride_o, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    rows = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    cols = tl.arange(0, BLOCK_N)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    x = tl.load(x_ptr + rows[:, None] * stride_x + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    y = tl.load(y_ptr + rows[:, None] * stride_y + cols[None, :], mask=mask, other=0.0).to(tl.float32)
    p = tl.clamp(tl.sigmoid(x), 1e-4, 1.0 - 1e-4)
    probit = 1.4142135623730951 * libdevice.erfinv(2.0 * p - 1.0)
    sp = tl.where(x > 20.0, x, libdevice.log1p(libdevice.exp(x)))
    spm = libdevice.expm1(-sp)
    o1 = probit + sp * spm
    h = libdevice.copysign(libdevice.hypot(x, y), y)
    k = 0.7978845608028654 * (x + 0.044715 * x * x * x)
    g = 0.5 * x * (1.0 + libdevice.tanh(k))
    o2 = g + h
    e = libdevice.ilogb(tl.abs(y) + 1e-3)
    nx = libdevice.nextafter(x, y)
    sb = libdevice.signbit(y)
    o3 = libdevice.cbrt(x * y) + e.to(tl.float32) + tl.where(sb != 0, nx - x, x - nx) * 1.0e6
    offs_o = rows[:, None] * stride_o + cols[None, :]
    tl.store(o1_ptr + offs_o, o1.to(tl.bfloat16), mask=mask)
    tl.store(o2_ptr + offs_o, o2.to(tl.bfloat16), mask=mask)
    tl.store(o3_ptr + offs_o, o3, mask=mask)
