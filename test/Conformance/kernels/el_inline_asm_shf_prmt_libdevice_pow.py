# tl.inline_asm_elementwise on int32 pairs with pack=1: a PTX funnel shift
# `shf.l.wrap.b32` (three operands), an unsigned `max.u32`, and a two-output
# block of `prmt.b32` byte interleaves (dtype tuple); plus libdevice math on
# f32 (erf, rsqrt, exp2 from triton.language.extra.libdevice, pow through
# tl.extra.cuda.libdevice), 5000 elements in masked blocks of 512.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*fp32:16,*fp32:16,i32,512
# launch: grid = 10, num_warps = 2
# args: i32[5000]=int:-2000000000:2000000000 i32[5000]=int:-2000000000:2000000000 i32[5000]=int:0:31 i32[5000]=zeros i32[5000]=zeros i32[5000]=zeros i32[5000]=zeros f32[5000]=randn f32[5000]=zeros i32=5000
# outputs: 3 4 5 6 8
# tol: 1e-5 1e-5
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def asm_and_libdevice(a_ptr, b_ptr, s_ptr, funnel_ptr, umax_ptr, lo_ptr, hi_ptr, x_ptr, y_ptr, N,
                      BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < N
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=0)
    s = tl.load(s_ptr + offs, mask=mask, other=0)
    funnel = tl.inline_asm_elementwise(
        asm="shf.l.wrap.b32 $0, $1, $2, $3;",
        constraints="=r,r,r,r",
        args=[a, b, s],
        dtype=tl.int32,
        is_pure=True,
        pack=1,
    )
    tl.store(funnel_ptr + offs, funnel, mask=mask)
    umax = tl.inline_asm_elementwise("max.u32 $0, $1, $2;", "=r,r,r", [a, b], dtype=tl.int32,
                                     is_pure=True, pack=1)
    tl.store(umax_ptr + offs, umax, mask=mask)
    lo, hi = tl.inline_asm_elementwise(
        asm="""
        {
            prmt.b32 $0, $2, $3, 0x5140;
            prmt.b32 $1, $2, $3, 0x7362;
        }
        """,
        constraints="=r,=r,r,r",
        args=[a, b],
        dtype=(tl.int32, tl.int32),
        is_pure=True,
        pack=1,
    )
    tl.store(lo_ptr + offs, lo, mask=mask)
    tl.store(hi_ptr + offs, hi, mask=mask)

    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    e = libdevice.erf(x)
    r = libdevice.rsqrt(tl.abs(x) + 1.0)
    p = tl.extra.cuda.libdevice.pow(tl.abs(x) + 0.5, r)
    q = libdevice.exp2(-x * x)
    tl.store(y_ptr + offs, e * r + p * q, mask=mask)
