# f32 -> i8/u8/i32 casts saturated by tl.clamp then truncated, f32 -> f16/bf16
# with fp_downcast_rounding="rtz", and wrapping uint8/int16 arithmetic.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*u8:16,*i16:16,*i8:16,*u8:16,*i32:16,*fp16:16,*bf16:16,*u8:16,*i16:16,i32,256
# launch: grid = 4, num_warps = 2
# args: f32[1024]=randn u8[1024]=int:0:255 i16[1024]=int:-30000:30000 i8[1024]=zeros u8[1024]=zeros i32[1024]=zeros f16[1024]=zeros bf16[1024]=zeros u8[1024]=zeros i16[1024]=zeros i32=1000
# outputs: 3 4 5 6 7 8 9
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def cast_sat_rtz(x_ptr, a_ptr, b_ptr, i8_ptr, u8_ptr, i32_ptr, h_ptr, bh_ptr, ua_ptr, ib_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    xr = tl.load(x_ptr + offs, mask=mask, other=0.0)
    x = xr * 100.0
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=0)
    tl.store(i8_ptr + offs, tl.clamp(x, -128.0, 127.0).to(tl.int8), mask=mask)
    tl.store(u8_ptr + offs, tl.clamp(x + 100.0, 0.0, 255.0).to(tl.uint8), mask=mask)
    tl.store(i32_ptr + offs, (x * 1000.5).to(tl.int32), mask=mask)
    y = xr + 1.0 / 3.0
    tl.store(h_ptr + offs, y.to(tl.float16, fp_downcast_rounding="rtz"), mask=mask)
    tl.store(bh_ptr + offs, x.to(tl.bfloat16, fp_downcast_rounding="rtz"), mask=mask)
    u = a * 7 + 13
    u = (u >> 1) ^ (a // 3)
    tl.store(ua_ptr + offs, u, mask=mask)
    s = b * 3 - (b >> 2) + a.to(tl.int16)
    tl.store(ib_ptr + offs, s % 1000, mask=mask)
