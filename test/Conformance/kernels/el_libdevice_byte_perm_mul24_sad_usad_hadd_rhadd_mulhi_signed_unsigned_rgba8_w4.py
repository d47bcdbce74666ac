# Packed RGBA8 pixel arithmetic through integer libdevice calls on i32 words
# and their u32 bitcasts: byte_perm (RGBA -> BGRA swizzle and a two-word byte
# merge), mul24/umul24, sad (int, int, uint) and usad accumulation, hadd/uhadd
# and rhadd/urhadd averages, mulhi/umulhi and the 64-bit mul64hi. Unsigned
# results are bitcast back to i32 for storing. 1-D, 3000 words, 4 warps.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i64:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i64:16,i32,i32,1024
# launch: grid = 3, num_warps = 4
# args: i32[3000]=int:-2147483648:2147483647 i32[3000]=int:-2147483648:2147483647 i64[3000]=int:-9000000000000000000:9000000000000000000 i32[6000]=zeros i32[6000]=zeros i32[6000]=zeros i32[6000]=zeros i32[6000]=zeros i32[6000]=zeros i32[3000]=zeros i64[3000]=zeros i32=3000 i32=291
# outputs: 3 4 5 6 7 8 9 10
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl
from triton.language.extra import libdevice


@triton.jit
def rgba8_pixel_ops_kernel(a_ptr, b_ptr, w_ptr, perm_ptr, mul_ptr, sad_ptr, avg_ptr, ravg_ptr,
                           hi_ptr, blend_ptr, hi64_ptr, n, bias, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=0)
    au = a.to(tl.uint32, bitcast=True)
    bu = b.to(tl.uint32, bitcast=True)
    sel = tl.full([BLOCK], 0x3012, tl.int32)
    tl.store(perm_ptr + offs * 2, libdevice.byte_perm(a, 0, sel), mask=mask)
    tl.store(perm_ptr + offs * 2 + 1, libdevice.byte_perm(a, b, tl.full([BLOCK], 0x7362, tl.int32)), mask=mask)

    tl.store(mul_ptr + offs * 2, libdevice.mul24(a, b), mask=mask)
    tl.store(mul_ptr + offs * 2 + 1, libdevice.mul24(au, bu).to(tl.int32, bitcast=True), mask=mask)

    acc = (offs * bias).to(tl.uint32)
    tl.store(sad_ptr + offs * 2, libdevice.sad(a, b, acc), mask=mask)
    tl.store(sad_ptr + offs * 2 + 1, libdevice.sad(au, bu, acc).to(tl.int32, bitcast=True), mask=mask)

    tl.store(avg_ptr + offs * 2, libdevice.hadd(a, b), mask=mask)
    tl.store(avg_ptr + offs * 2 + 1, libdevice.hadd(au, bu).to(tl.int32, bitcast=True), mask=mask)
    tl.store(ravg_ptr + offs * 2, libdevice.rhadd(a, b), mask=mask)
    tl.store(ravg_ptr + offs * 2 + 1, libdevice.rhadd(au, bu).to(tl.int32, bitcast=True), mask=mask)

    tl.store(hi_ptr + offs * 2, libdevice.mulhi(a, b), mask=mask)
    tl.store(hi_ptr + offs * 2 + 1, libdevice.mulhi(au, bu).to(tl.int32, bitcast=True), mask=mask)

    # byte-wise blend weight from the alpha byte of a, applied with umul24
    alpha = libdevice.byte_perm(a, 0, tl.full([BLOCK], 0x4443, tl.int32)).to(tl.uint32, bitcast=True)
    tl.store(blend_ptr + offs, libdevice.mul24(alpha, bu & 0xFFFFFF).to(tl.int32, bitcast=True), mask=mask)

    w = tl.load(w_ptr + offs, mask=mask, other=0)
    tl.store(hi64_ptr + offs, libdevice.mulhi(w, w ^ 0x5DEECE66D), mask=mask)
