# Integer semantics below and above i32: signed // and % with negative
# dividends and divisors on i8, i16 and i64 tensors (C truncation, remainder
# takes the dividend's sign), // and % by a negative constant, arithmetic >>
# of i64, logical shifts of u8/u16/u64 obtained by bitcast, tl.umulhi on u64.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i8:16,*i8:16,*i16:16,*i16:16,*i64:16,*i64:16,*i8:16,*i16:16,*i64:16,*i32:16,*i64:16,*i64:16,i32,256
# launch: grid = 4, num_warps = 1
# args: i8[1024]=int:-127:127 i8[1024]=int:-9:9 i16[1024]=int:-32000:32000 i16[1024]=int:-300:300 i64[1024]=int:-9000000000000000:9000000000000000 i64[1024]=int:-100000:100000 i8[2048]=zeros i16[2048]=zeros i64[2048]=zeros i32[2048]=zeros i64[1024]=zeros i64[1024]=zeros i32=1000
# outputs: 6 7 8 9 10 11
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def int_divmod_wide(a8_ptr, b8_ptr, a16_ptr, b16_ptr, a64_ptr, b64_ptr, qr8_ptr, qr16_ptr,
                    qr64_ptr, c16_ptr, sh_ptr, hi_ptr, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a8 = tl.load(a8_ptr + offs, mask=mask, other=0)
    b8 = tl.load(b8_ptr + offs, mask=mask, other=1)
    b8 = tl.where(b8 == 0, -3, b8).to(tl.int8)
    tl.store(qr8_ptr + 2 * offs, a8 // b8, mask=mask)
    tl.store(qr8_ptr + 2 * offs + 1, a8 % b8, mask=mask)
    a16 = tl.load(a16_ptr + offs, mask=mask, other=0)
    b16 = tl.load(b16_ptr + offs, mask=mask, other=1)
    b16 = tl.where(b16 == 0, 7, b16).to(tl.int16)
    tl.store(qr16_ptr + 2 * offs, a16 // b16, mask=mask)
    tl.store(qr16_ptr + 2 * offs + 1, a16 % b16, mask=mask)
    tl.store(c16_ptr + 2 * offs, a16 // -7, mask=mask)
    tl.store(c16_ptr + 2 * offs + 1, a16 % -7, mask=mask)
    a64 = tl.load(a64_ptr + offs, mask=mask, other=0)
    b64 = tl.load(b64_ptr + offs, mask=mask, other=1)
    b64 = tl.where(b64 == 0, -1, b64)
    tl.store(qr64_ptr + 2 * offs, a64 // b64, mask=mask)
    tl.store(qr64_ptr + 2 * offs + 1, a64 % b64, mask=mask)
    u8 = a8.to(tl.uint8, bitcast=True)
    s8 = (b8 & 7).to(tl.uint8, bitcast=True)
    u16 = a16.to(tl.uint16, bitcast=True)
    s16 = (b16 & 15).to(tl.uint16, bitcast=True)
    u64 = a64.to(tl.uint64, bitcast=True)
    mix = ((u8 >> s8).to(tl.uint64) << 56) ^ ((u16 >> s16).to(tl.uint64) << 32) ^ (u64 >> 17)
    sh = mix.to(tl.int64, bitcast=True) ^ (a64 >> 40) ^ ((u16 << s16).to(tl.int64))
    tl.store(sh_ptr + offs, sh, mask=mask)
    w = tl.umulhi(u64, (b64 * 2654435761).to(tl.uint64, bitcast=True))
    tl.store(hi_ptr + offs, w.to(tl.int64, bitcast=True), mask=mask)
