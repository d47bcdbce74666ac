# Conversions with explicit rounding modes through libdevice: float2int_rn/rz/
# ru/rd on scaled f32 (values past 2^31 saturate), float2uint_rz (negatives
# clamp to 0), ll2float_rn/rz/ru/rd on large i64, double2float_rz/ru/rd, and
# the hi/lo word split of f64 (double2hiint/double2loint) rebuilt with
# hiloint2double after flipping the lowest mantissa bit. The four float2int
# results are interleaved with tl.join into an [N, 4] i32 output. sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*i64:16,*fp64:16,*i32:16,*i32:16,*fp32:16,*fp32:16,*i32:16,*fp64:16,i32,fp32,256
# launch: grid = 8, num_warps = 2
# args: f32[2000]=randn i64[2000]=int:-4611686018427387904:4611686018427387904 f64[2000]=randn i32[8000]=zeros i32[2000]=zeros f32[8000]=zeros f32[6000]=zeros i32[4000]=zeros f64[2000]=zeros i32=2000 f32=1.5e9
# outputs: 3 4 5 6 7 8
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def rounding_mode_convert_kernel(x_ptr, big_ptr, d_ptr, i4_ptr, u_ptr, f4_ptr, f3_ptr, hilo_ptr,
                                 d_back_ptr, n, amp, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n

    x = tl.load(x_ptr + offs, mask=mask, other=0.0) * amp
    rn = libdevice.float2int_rn(x)
    rz = libdevice.float2int_rz(x)
    ru = libdevice.float2int_ru(x)
    rd = libdevice.float2int_rd(x)
    quad = tl.reshape(tl.join(tl.join(rn, rz), tl.join(ru, rd)), [BLOCK, 4])
    q_offs = offs[:, None] * 4 + tl.arange(0, 4)[None, :]
    tl.store(i4_ptr + q_offs, quad, mask=mask[:, None])
    tl.store(u_ptr + offs, libdevice.float2uint_rz(x), mask=mask)

    big = tl.load(big_ptr + offs, mask=mask, other=0)
    tl.store(f4_ptr + offs * 4 + 0, libdevice.ll2float_rn(big), mask=mask)
    tl.store(f4_ptr + offs * 4 + 1, libdevice.ll2float_rz(big), mask=mask)
    tl.store(f4_ptr + offs * 4 + 2, libdevice.ll2float_ru(big), mask=mask)
    tl.store(f4_ptr + offs * 4 + 3, libdevice.ll2float_rd(big), mask=mask)

    d = tl.load(d_ptr + offs, mask=mask, other=0.0) * 1.0e-3
    tl.store(f3_ptr + offs * 3 + 0, libdevice.double2float_rz(d), mask=mask)
    tl.store(f3_ptr + offs * 3 + 1, libdevice.double2float_ru(d), mask=mask)
    tl.store(f3_ptr + offs * 3 + 2, libdevice.double2float_rd(d), mask=mask)
    hi = libdevice.double2hiint(d)
    lo = libdevice.double2loint(d)
    tl.store(hilo_ptr + offs * 2, hi, mask=mask)
    tl.store(hilo_ptr + offs * 2 + 1, lo, mask=mask)
    tl.store(d_back_ptr + offs, libdevice.hiloint2double(hi, lo ^ 1), mask=mask)
