# gemmlowp / TFLite-style requantization of int32 GEMM accumulators: a
# per-channel Q31 multiplier is applied in sign-magnitude form with
# tl.umulhi plus the low word (saturating-doubling high multiply), followed
# by a per-channel rounding right shift, a zero point and saturation to i8
# and u8 with tl.minimum/maximum; a float reference path uses tl.clamp and
# libdevice.rint before narrowing.  2-D tiles 16x64, M = 77 / N = 200 tails.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*u32:16,*i32:16,*fp32:16,*i8:16,*u8:16,*i8:16,i32,i32,i32,i32,16,64
# launch: grid = 5x4, num_warps = 4
# args: i32[15400]=int:-3000000:3000000 u32[200]=int:1073741824:2147483647 i32[200]=int:6:14 f32[200]=rand i8[15400]=zeros u8[15400]=zeros i8[15400]=zeros i32=77 i32=200 i32=200 i32=3
# outputs: 4 5 6
# tol: 0 0
# target: cuda:80
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def requant_q31_kernel(acc_ptr, mult_ptr, shift_ptr, fscale_ptr, q8_ptr, qu8_ptr, qf_ptr,
                       M, N, stride_m, zero_point,
                       BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    offs_m = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_n = tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)
    m_ok = offs_m < M
    n_ok = offs_n < N
    mask = m_ok[:, None] & n_ok[None, :]
    off = offs_m[:, None] * stride_m + offs_n[None, :]

    acc = tl.load(acc_ptr + off, mask=mask, other=0)
    mult = tl.load(mult_ptr + offs_n, mask=n_ok, other=0)[None, :]
    shift = tl.load(shift_ptr + offs_n, mask=n_ok, other=0)[None, :]

    neg = acc < 0
    mag = tl.abs(acc).to(tl.uint32)
    hi = tl.umulhi(mag, mult)
    lo = mag * mult
    prod = (hi << 1) | (lo >> 31)
    rnd = tl.where(shift > 0, (1 << tl.maximum(shift - 1, 0)), 0).to(tl.uint32)
    mag_q = ((prod + rnd) >> shift.to(tl.uint32)).to(tl.int32)
    q = tl.where(neg, -mag_q, mag_q)

    q8 = tl.minimum(tl.maximum(q + zero_point, -128), 127).to(tl.int8)
    qu8 = tl.minimum(tl.maximum(q + 128, 0), 255).to(tl.uint8)
    tl.store(q8_ptr + off, q8, mask=mask)
    tl.store(qu8_ptr + off, qu8, mask=mask)

    fscale = tl.load(fscale_ptr + offs_n, mask=n_ok, other=0.0)[None, :] * 1e-3
    qf = tl.clamp(libdevice.rint(acc.to(tl.float32) * fscale) + zero_point, -128.0, 127.0)
    tl.store(qf_ptr + off, qf.to(tl.int8), mask=mask)
