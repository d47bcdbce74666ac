# Integer semantics on 1990 masked elements: signed // and % with negative
# dividends and divisors (C truncation), >> of negative i32 (arithmetic), <<,
# ^, ~, tl.umulhi and < on values bitcast to uint32 (unsigned) next to the
# signed compare, a logical >> on uint32, and i16 additions that wrap.
# RUN: %python %tt_src_root/utils/check-conformance.py %s
# signature: *i32:16,*i32:16,*i32:16,*i16:16,*i32:16,*i32:16,*i32:16,*i32:16,*i32:16,*i16:16,i32,256
# launch: grid = 8, num_warps = 4
# args: i32[1990]=int:-100000:100000 i32[1990]=int:1:97 i32[1990]=int:-2000000000:2000000000 i16[1990]=int:-30000:30000 i32[1990]=zeros i32[1990]=zeros i32[1990]=zeros i32[1990]=zeros i32[1990]=zeros i16[1990]=zeros i32=1990
# outputs: 4 5 6 7 8 9
# tol: 0 0
# target: cuda:90
import triton
import triton.language as tl


@triton.jit
def int_semantics(a_ptr, b_ptr, c_ptr, w_ptr, q_ptr, r_ptr, sh_ptr, hi_ptr, cmp_ptr, wo_ptr, n,
                  BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    a = tl.load(a_ptr + offs, mask=mask, other=0)
    b = tl.load(b_ptr + offs, mask=mask, other=1)
    c = tl.load(c_ptr + offs, mask=mask, other=0)
    b = tl.where((a & 1) == 0, -b, b)
    q = a // b
    r = a % b
    tl.store(q_ptr + offs, q, mask=mask)
    tl.store(r_ptr + offs, r, mask=mask)
    sh = (a >> 3) ^ (~(a << (b & 15))) ^ (c >> (b & 31))
    tl.store(sh_ptr + offs, sh, mask=mask)
    ua = a.to(tl.uint32, bitcast=True)
    uc = c.to(tl.uint32, bitcast=True)
    hi = tl.umulhi(ua, uc)
    tl.store(hi_ptr + offs, hi.to(tl.int32, bitcast=True), mask=mask)
    cmp = (ua < uc).to(tl.int32) * 4 + (a < c).to(tl.int32) * 2 + ((uc >> 31) == 1).to(tl.int32)
    tl.store(cmp_ptr + offs, cmp, mask=mask)
    w = tl.load(w_ptr + offs, mask=mask, other=0)
    w2 = w + w
    wo = w2 + w2 - (w2 >> 2)
    tl.store(wo_ptr + offs, wo, mask=mask)
