# Saturating float -> int conversions and int -> float conversions over
# 1000 four-field records ([256, 4] tiles, 16 warps): f32 -> i8 (clamp, NaN ->
# 0, trunc), f32 -> u16 (affine, floor, clamp), f64 -> i32 (clamp to the i32
# range), f32 -> i64 (clamp +-1e18); i64 -> f32/f64 (values up to 2^40 round),
# u32 -> f32 (unsigned), i16 -> f16 (large values round), u8 -> bf16. A NaN is
# injected into field 3 of every 7th record. sm_80.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *fp32:16,*fp64:16,*i64:16,*u32:16,*i16:16,*u8:16,*i8:16,*u16:16,*i32:16,*i64:16,*fp32:16,*fp64:16,*fp32:16,*fp16:16,*bf16:16,i32,256,4
# launch: grid = 4, num_warps = 16
# args: f32[4000]=randn f64[4000]=randn i64[4000]=int:-1099511627776:1099511627776 u32[4000]=int:0:4000000000 i16[4000]=int:-30000:30000 u8[4000]=int:0:255 i8[4000]=zeros u16[4000]=zeros i32[4000]=zeros i64[4000]=zeros f32[4000]=zeros f64[4000]=zeros f32[4000]=zeros f16[4000]=zeros bf16[4000]=zeros i32=1000
# outputs: 6 7 8 9 10 11 12 13 14
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl


@triton.jit
def sat_convert_records_kernel(x_ptr, xd_ptr, big_ptr, u_ptr, h_ptr, b_ptr,
                               q8_ptr, q16_ptr, r32_ptr, r64_ptr,
                               f_big_ptr, d_big_ptr, f_u_ptr, h_f16_ptr, b_bf16_ptr,
                               n_rec, BLOCK: tl.constexpr, FIELDS: tl.constexpr):
    pid = tl.program_id(0)
    rec = pid * BLOCK + tl.arange(0, BLOCK)
    fld = tl.arange(0, FIELDS)
    mask = (rec < n_rec)[:, None] & (fld < FIELDS)[None, :]
    offs = rec[:, None] * FIELDS + fld[None, :]

    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    x = tl.where(((rec % 7) == 0)[:, None] & (fld == 3)[None, :], float("nan"), x)
    xs = x * 60.0
    finite = xs == xs
    q8 = tl.where(finite, tl.clamp(xs, -128.0, 127.0), 0.0)
    tl.store(q8_ptr + offs, q8.to(tl.int8), mask=mask)
    q16 = tl.floor(xs * 300.0 + 32768.5)
    q16 = tl.where(finite, tl.minimum(tl.maximum(q16, 0.0), 65535.0), 32768.0)
    tl.store(q16_ptr + offs, q16.to(tl.uint16), mask=mask)
    r64 = tl.where(finite, tl.clamp(xs * 1.0e17, -1.0e18, 1.0e18), 0.0)
    tl.store(r64_ptr + offs, r64.to(tl.int64), mask=mask)

    xd = tl.load(xd_ptr + offs, mask=mask, other=0.0) * 1.0e10
    r32 = tl.clamp(xd, -2147483648.0, 2147483647.0)
    tl.store(r32_ptr + offs, r32.to(tl.int32), mask=mask)

    big = tl.load(big_ptr + offs, mask=mask, other=0)
    tl.store(f_big_ptr + offs, big.to(tl.float32), mask=mask)
    tl.store(d_big_ptr + offs, big.to(tl.float64) * 0.5, mask=mask)

    u = tl.load(u_ptr + offs, mask=mask, other=0)
    tl.store(f_u_ptr + offs, u.to(tl.float32), mask=mask)

    h = tl.load(h_ptr + offs, mask=mask, other=0)
    tl.store(h_f16_ptr + offs, h.to(tl.float16), mask=mask)

    b = tl.load(b_ptr + offs, mask=mask, other=0)
    tl.store(b_bf16_ptr + offs, b.to(tl.bfloat16) - 128.0, mask=mask)
